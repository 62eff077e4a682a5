#pragma once

#include "catalog.h"

#include <QWidget>

class QLabel;
class QStandardItemModel;
class QTableView;
class QTextBrowser;

namespace IteraGpu::Ui {

// Quality and cost: the quality protocol text (in the UI language) and the tariff catalog with
// its notices. Read-only here; the interactive protocol, results grid and calculator build on it.
class QualityCostTab : public QWidget
{
    Q_OBJECT
public:
    explicit QualityCostTab(QWidget *parent = nullptr);
    void setLanguage(const QString &language);
    QStandardItemModel *catalogModel() const { return m_catalogModel; }

protected:
    void changeEvent(QEvent *event) override;

private:
    void retranslate();
    void fillCatalog();

    Catalog m_catalog;
    QString m_catalogError;
    QString m_language = QStringLiteral("en");
    QTextBrowser *m_protocol;
    QLabel *m_notice;
    QStandardItemModel *m_catalogModel;
    QTableView *m_catalogView;
};

} // namespace IteraGpu::Ui
