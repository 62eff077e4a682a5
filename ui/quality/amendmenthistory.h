#pragma once

#include "core/quality/qualityprotocol.h"

#include <QTextBrowser>

namespace IteraGpu::Ui {

// The protocol's amendments, read-only and wrapped to the width (no horizontal scrolling): one
// entry per amendment with its UTC time, its reason and each field it changed, old → new.
class AmendmentHistory : public QTextBrowser
{
    Q_OBJECT
public:
    explicit AmendmentHistory(QWidget *parent = nullptr);

    void setProtocol(const QualityProtocol &protocol);
    // The field's name as the history shows it, for a key of the saved protocol ("threshold").
    static QString fieldName(const QString &key);

protected:
    void changeEvent(QEvent *event) override;

private:
    void render();

    QualityProtocol m_protocol;
};

} // namespace IteraGpu::Ui
