#pragma once

#include "environment.h"

#include <QWidget>

#include <qcoro/qcorotask.h>

#include <optional>

class QComboBox;
class QLabel;
class QLineEdit;
class QPushButton;
class QStandardItemModel;
class QTableView;

namespace IteraGpu::Ui {

// libtorch, its CUDA/HIP build, the device and the user-reported driver. The probe
// loads the backend, so it runs off the GUI thread; a missing backend or GPU is a state with what
// to do, never an error box.
class EnvironmentTab : public QWidget
{
    Q_OBJECT
public:
    explicit EnvironmentTab(QWidget *parent = nullptr);

    // The backend path from the settings ("" = the default search).
    void setBackendPath(const QString &path) { m_backendPath = path; }
    QCoro::Task<> probe();
    // The last probe's report with the driver version typed since; none before the first probe.
    const std::optional<EnvironmentReport> &report() const { return m_report; }
    QStandardItemModel *factsModel() const { return m_facts; }
    QLabel *stateLabel() const { return m_state; }
    bool exportJson(const QString &path, QString *error);

Q_SIGNALS:
    void probed();

protected:
    void changeEvent(QEvent *event) override;

private:
    void retranslate();
    void showReport();
    void exportClicked();
    void copyClicked();

    QString m_backendPath;
    std::optional<EnvironmentReport> m_report;
    bool m_probing = false;
    QComboBox *m_device;
    QLineEdit *m_driver;
    QLabel *m_deviceLabel;
    QLabel *m_driverLabel;
    QLabel *m_driverHint;
    QLabel *m_state;
    QPushButton *m_probe;
    QPushButton *m_export;
    QPushButton *m_copy;
    QStandardItemModel *m_facts;
    QTableView *m_view;
};

} // namespace IteraGpu::Ui
