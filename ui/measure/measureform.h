#pragma once

#include "core/device/environment.h"
#include "core/measure/measurementconfig.h"

#include <QHash>
#include <QList>
#include <QWidget>

#include <optional>

class QComboBox;
class QFormLayout;
class QLabel;
class QLineEdit;
class QPushButton;

namespace IteraGpu::Ui {

// The Measure tab's form: the fields of a run's configuration, the output file (or, for a run
// over SSH, the remote file and the local copy), the device note from the last probe, the field
// errors and the prediction of allocated bytes. Each field sits beside its label by the field's
// key, never by position.
class MeasureForm : public QWidget
{
    Q_OBJECT
public:
    explicit MeasureForm(QWidget *parent = nullptr);

    // Restores the form from the settings and keeps it there as it changes (common/formmemory.h):
    // dtype, batch, context, width, hidden, warm-up, repeats, seed, and the output folder (a new file
    // name is suggested in it). The device the user chose is kept per machine; one never chosen
    // follows that machine's probe.
    void rememberForm();

    // The configuration as typed, every field at fault marked (when `showErrors`); over SSH its
    // output is the remote file. Updates the prediction.
    std::optional<MeasurementConfig> readConfig(bool showErrors);
    // Where the report is saved on this computer: the output file, or the local copy over SSH.
    QString localOutput() const;
    // Run over SSH: the remote file's field and the "Local copy" label are shown.
    void setRemote(bool remote);
    bool isRemote() const { return m_remote; }
    // The sweep's page is shown: the single run's output rows are hidden (each point writes its own
    // report into the sweep's folder) and readConfig() checks the shapes only.
    void setSweepMode(bool sweep);
    void setBusy(bool busy); // a run is going on: nothing can change under it
    void showError(const QString &message, QStringView field);
    // After an Environment probe of `machine` (RemoteHostChoice::machineKey()): its device defaults
    // to one the probe says exists (cpu, a dry run, when it found no GPU), unless the user chose a
    // device, which is never changed. A probe of another machine than the one shown is kept for it.
    void applyProbe(const EnvironmentReport &probe, const QString &machine);
    // The machine the form is for: the probe, device and remote file of the one left are kept, those
    // of `machine` shown (for one not seen yet: no probe, the first device, a suggested remote file).
    void setMachine(const QString &machine);
    const QString &machine() const { return m_machine; }
    // A new output file name (a timestamp, never an existing file), and the same name remotely
    // unless the user typed the remote file, which is kept as typed.
    void suggestOutput();
    // The device set to cpu as the user's own choice (a protocol dry run), kept over later probes.
    void useCpuDryRun();

    QLineEdit *field(const QString &objectName) const;
    QComboBox *deviceBox() const { return m_device; }
    QComboBox *dtypeBox() const { return m_dtype; }
    QLabel *deviceNote() const { return m_deviceNote; }
    QLabel *predictionLabel() const { return m_prediction; }

Q_SIGNALS:
    // A field was edited (or the place changed): whether the configuration is valid now.
    void configurationChanged(bool valid);

protected:
    void changeEvent(QEvent *event) override;

private:
    struct Row
    {
        QLabel *label;
        QWidget *field;
        QStringView key; // FieldKey of the field
    };
    void retranslate();
    void edited();
    void updatePrediction(const std::optional<MeasurementConfig> &config);
    void updateDeviceNote();
    void chooseOutput();
    QLabel *labelOf(QStringView key) const;

    // What the form keeps of each machine it is not showing.
    struct MachineState
    {
        std::optional<EnvironmentReport> probe;
        QString device;
        bool deviceChosen = false;
        QString remoteOutput;
        bool remoteOutputTyped = false;
    };
    MachineState freshState(const QString &machine) const;
    void keepChosenDevice(); // in the settings, for m_machine (after rememberForm())
    void updateOutputRows();

    bool m_remote = false;
    bool m_sweepMode = false;
    QString m_machine = QStringLiteral("local");
    QHash<QString, MachineState> m_machines;
    bool m_deviceChosen = false; // by the user, not by a probe
    bool m_rememberDevices = false; // rememberForm() was called: chosen devices live in the settings
    bool m_remoteOutputTyped = false; // by the user: kept across runs
    std::optional<EnvironmentReport> m_probe; // the last Environment probe of this machine
    QComboBox *m_device;
    QComboBox *m_dtype;
    QLineEdit *m_batch;
    QLineEdit *m_context;
    QLineEdit *m_width;
    QLineEdit *m_hidden;
    QLineEdit *m_warmup;
    QLineEdit *m_repeats;
    QLineEdit *m_seed;
    QLineEdit *m_output;
    QPushButton *m_chooseOutput;
    QLabel *m_remoteOutputLabel;
    QFormLayout *m_fields = nullptr;
    QLineEdit *m_remoteOutput; // the report's path on the remote host (relative: its home folder)
    QList<Row> m_rows;
    QLabel *m_deviceNote;
    QLabel *m_formError;
    QLabel *m_prediction;
};

} // namespace IteraGpu::Ui
