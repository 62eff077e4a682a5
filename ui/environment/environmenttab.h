#pragma once

#include "core/device/environment.h"

#include <QHash>
#include <QWidget>

#include <qcoro/qcorotask.h>

#include <functional>
#include <optional>

class QComboBox;
class QLabel;
class QLineEdit;
class QPushButton;
class QStandardItemModel;
class QTableView;

namespace IteraGpu::Ui {

class MeasurementController;
class RemoteHostBox;
class RemoteProbe;

// libtorch, its CUDA/HIP build, the device and the user-reported driver. The probe
// loads the backend, so it runs off the GUI thread; a missing backend or GPU is a state with what
// to do, never an error box.
class EnvironmentTab : public QWidget
{
    Q_OBJECT
public:
    // `module` is the window's one torch-module thread: a probe on this computer runs there, after
    // a measurement running there (the module is used from one thread at a time).
    explicit EnvironmentTab(MeasurementController *module, QWidget *parent = nullptr);

    // The backend path from the settings ("" = the default search).
    void setBackendPath(const QString &path) { m_backendPath = path; }
    QCoro::Task<> probe();
    // Shows an environment report opened from a file, read-only, until the user goes back to this
    // machine's probe (or probes again).
    void showOpenedReport(const QString &fileName, int formatVersion, const EnvironmentReport &report);
    void showOwnProbe();
    bool showsOpenedReport() const { return m_opened.has_value(); }
    // The last probe's report with the driver version typed since; none before the first probe.
    const std::optional<EnvironmentReport> &report() const { return m_report; }
    QStandardItemModel *factsModel() const { return m_facts; }
    QComboBox *deviceBox() const { return m_device; }
    QPushButton *copyButton() const { return m_copy; }
    // "Use cpu (dry run)": shown while the probe shown says its GPU device is not available.
    QPushButton *useCpuButton() const { return m_useCpu; }
    QLabel *stateLabel() const { return m_state; }
    RemoteHostBox *remoteBox() const { return m_remote; }
    // The host the shown probe was made on ("" for this computer): a label, never a user name.
    const QString &probedHost() const { return m_probedHost; }
    // The machine (RemoteHostChoice::machineKey()) the tab shows: its probe, its device.
    const QString &machine() const { return m_machine; }
    Status exportJson(const QString &path);

Q_SIGNALS:
    void probed();

protected:
    void changeEvent(QEvent *event) override;

private:
    // The devices offered: cuda:0 to cuda:N-1 for the N GPUs the shown machine's probe saw, then
    // cpu; before a probe that loaded libtorch, the usual first choices. The text typed stays.
    void updateDeviceItems();
    void useCpuDryRun();
    void retranslate();
    void showReport();
    void exportClicked();
    void copyClicked();
    const EnvironmentReport *shownReport() const;
    // The probe shown was made for another device than the one now in the field.
    bool isStale() const;
    void deviceEdited();
    // A state line outside the shown report's (probing, a failed probe, a bad device), kept as a
    // function so that a language switch writes it again.
    void setTransientState(std::function<QString()> text);
    // Whether the driver field holds what checkDriverVersion accepts; marks it and says why not.
    bool checkDriver();
    QString chosenHost() const;
    // The place changed: the probe and device of the machine left are kept, those of the machine
    // chosen shown (none yet and the first device of the list for a machine never probed).
    void machineChanged();

    MeasurementController *m_module;

    struct OpenedReport
    {
        QString fileName;
        int formatVersion = 0;
        EnvironmentReport report;
    };

    QString m_backendPath;
    std::optional<EnvironmentReport> m_report;
    std::optional<OpenedReport> m_opened;
    QString m_probedHost;
    struct MachineProbe
    {
        std::optional<EnvironmentReport> report;
        QString device;
        QString probedHost;
    };
    QString m_machine = QStringLiteral("local");
    QHash<QString, MachineProbe> m_machines; // the machines not shown now
    bool m_probing = false;
    bool m_driverRefused = false; // the state line says why the driver field was refused
    std::function<QString()> m_transientState;
    RemoteHostBox *m_remote;
    RemoteProbe *m_remoteProbe;
    QComboBox *m_device;
    QLineEdit *m_driver;
    QLabel *m_deviceLabel;
    QLabel *m_driverLabel;
    QLabel *m_driverHint;
    QLabel *m_state;
    QPushButton *m_probe;
    QPushButton *m_export;
    QPushButton *m_copy;
    QPushButton *m_backToProbe;
    QPushButton *m_useCpu;
    QStandardItemModel *m_facts;
    QTableView *m_view;
};

} // namespace IteraGpu::Ui
