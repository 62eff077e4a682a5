#include "ui/environment/environmenttab.h"

#include "core/device/backendmessage.h"
#include "core/device/environment.h"
#include "core/measure/measurementconfig.h"
#include "core/util/displaytext.h"
#include "core/util/domainlimits.h"
#include "ui/common/defaultfilenames.h"
#include "ui/common/exportfeedback.h"
#include "ui/common/localizednumbers.h"
#include "ui/common/plaintext.h"
#include "ui/common/settings.h"
#include "ui/measure/measurementcontroller.h"
#include "ui/remote/remoteclient.h"
#include "ui/remote/remotehostbox.h"
#include "ui/remote/remotehostchoice.h"
#include "ui/widgets/inlineerror.h"
#include "ui/widgets/tablekeys.h"
#include "ui/widgets/wraplabel.h"

#include <QApplication>
#include <QClipboard>
#include <QComboBox>
#include <QDir>
#include <QEvent>
#include <QFileDialog>
#include <QFormLayout>
#include <QHBoxLayout>
#include <QHeaderView>
#include <QLabel>
#include <QLineEdit>
#include <QMainWindow>
#include <QMessageBox>
#include <QPointer>
#include <QPushButton>
#include <QSettings>
#include <QStandardItemModel>
#include <QStatusBar>
#include <QTableView>
#include <QVBoxLayout>

#include <utility>

using namespace Qt::StringLiterals;

namespace IteraGpu::Ui {

EnvironmentTab::EnvironmentTab(MeasurementController *module, QWidget *parent)
    : QWidget(parent)
    , m_module(module)
    , m_remote(new RemoteHostBox(this))
    , m_remoteProbe(new RemoteProbe(this))
    , m_device(new QComboBox(this))
    , m_driver(new QLineEdit(this))
    , m_deviceLabel(new QLabel(this))
    , m_driverLabel(new QLabel(this))
    , m_driverHint(new WrapLabel(this))
    , m_state(new WrapLabel(this))
    , m_probe(new QPushButton(this))
    , m_export(new QPushButton(this))
    , m_copy(new QPushButton(this))
    , m_backToProbe(new QPushButton(this))
    , m_useCpu(new QPushButton(this))
    , m_facts(new QStandardItemModel(0, 2, this))
    , m_view(new QTableView(this))
{
    setObjectName(u"environmentTab"_s);
    m_device->setObjectName(u"environmentDevice"_s);
    m_driver->setObjectName(u"driverVersion"_s);
    m_state->setObjectName(u"environmentState"_s);
    m_probe->setObjectName(u"probe"_s);
    m_export->setObjectName(u"exportEnvironment"_s);
    m_device->setEditable(true);
    m_useCpu->setObjectName(u"useCpuDryRun"_s);
    m_useCpu->hide();
    updateDeviceItems();
    m_driver->setMaxLength(100);
    m_deviceLabel->setBuddy(m_device);
    m_driverLabel->setBuddy(m_driver);
    m_state->setWordWrap(true);
    m_driverHint->setWordWrap(true);
    m_view->setModel(m_facts);
    TableKeys::install(m_view);
    m_view->horizontalHeader()->setStretchLastSection(true);
    m_view->verticalHeader()->hide();
    m_view->setEditTriggers(QAbstractItemView::NoEditTriggers);
    m_view->setWordWrap(true);

    auto *form = new QFormLayout;
    form->addRow(m_deviceLabel, m_device);
    form->addRow(m_driverLabel, m_driver);
    form->addRow(QString(), m_driverHint);
    auto *buttons = new QHBoxLayout;
    buttons->addWidget(m_probe);
    buttons->addWidget(m_export);
    buttons->addWidget(m_copy);
    buttons->addWidget(m_useCpu);
    buttons->addStretch();
    buttons->addWidget(m_backToProbe);
    auto *layout = new QVBoxLayout(this);
    layout->addWidget(m_remote);
    layout->addLayout(form);
    layout->addLayout(buttons);
    layout->addWidget(m_state);
    layout->addWidget(m_view, 1);

    connect(m_probe, &QPushButton::clicked, this, [this] { probe(); });
    connect(m_export, &QPushButton::clicked, this, &EnvironmentTab::exportClicked);
    connect(m_copy, &QPushButton::clicked, this, &EnvironmentTab::copyClicked);
    connect(m_backToProbe, &QPushButton::clicked, this, &EnvironmentTab::showOwnProbe);
    connect(m_useCpu, &QPushButton::clicked, this, &EnvironmentTab::useCpuDryRun);
    connect(m_device, &QComboBox::currentTextChanged, this, &EnvironmentTab::deviceEdited);
    connect(m_remote, &RemoteHostBox::changed, this, &EnvironmentTab::machineChanged);
    m_backToProbe->hide();
    connect(m_driver, &QLineEdit::textEdited, this, [this] {
        if (!checkDriver())
            return; // the report keeps the last valid text
        if (m_report) {
            m_report->driverVersionUserReported = m_driver->text().trimmed();
            showReport();
        }
    });
    m_export->setEnabled(false);
    m_copy->setEnabled(false);
    retranslate();
}

void EnvironmentTab::changeEvent(QEvent *event)
{
    if (event->type() == QEvent::LanguageChange)
        retranslate();
    QWidget::changeEvent(event);
}

void EnvironmentTab::retranslate()
{
    m_deviceLabel->setText(tr("&Device:"));
    m_driverLabel->setText(tr("D&river version (you record it):"));
    m_driverHint->setText(tr("Read it from nvidia-smi (NVIDIA) or rocm-smi (AMD). The runtime version built into "
                             "libtorch is not the driver version."));
    m_driver->setPlaceholderText(tr("e.g. 550.54.15"));
    m_probe->setText(tr("&Probe environment"));
    m_export->setText(tr("&Export JSON…"));
    m_copy->setText(tr("&Copy"));
    m_backToProbe->setText(tr("&Back to this machine"));
    m_useCpu->setText(tr("&Use cpu (dry run)"));
    m_useCpu->setToolTip(tr("Switches the device to cpu and probes it: a protocol dry run that checks the steps, "
                            "with no GPU figure."));
    m_facts->setHorizontalHeaderLabels({tr("Fact"), tr("Value")});
    if (!m_report && !m_probing)
        m_state->setText(tr("Not probed yet. Probing loads the libtorch module in the background; nothing is collected "
                            "beyond the facts shown (no environment variables other than the four that configure "
                            "the allocator and cuBLAS, no user or host names, home paths, serial numbers, UUIDs or "
                            "network addresses)."));
    showReport();
    if (m_transientState)
        m_state->setText(m_transientState());
}

void EnvironmentTab::setTransientState(std::function<QString()> text)
{
    m_transientState = std::move(text);
    if (m_transientState)
        m_state->setText(m_transientState());
}

bool EnvironmentTab::checkDriver()
{
    // The rule of the command line's --driver-version and of the report's reader.
    const QString driver = m_driver->text().trimmed();
    const bool valid = bool(checkDriverVersion(driver, QString()));
    setInvalid(m_driver, !valid);
    if (!valid) {
        setTransientState([driver] { return checkDriverVersion(driver, tr("Driver version")).error(); });
        m_driverRefused = true;
    } else if (std::exchange(m_driverRefused, false)) {
        m_transientState = nullptr;
        retranslate(); // the state line the refusal replaced
    }
    return valid;
}

QCoro::Task<> EnvironmentTab::probe()
{
    const QString device = m_device->currentText().trimmed();
    if (!isValidDeviceName(device)) {
        setInvalid(m_device, true);
        setTransientState([] { return tr("Device: must be cuda:N (e.g. cuda:0) or cpu."); });
        co_return;
    }
    if (m_probing || !checkDriver())
        co_return;
    const bool remote = m_remote->isRemote();
    const std::optional<SshTarget> target = remote ? m_remote->usableTarget() : std::nullopt;
    if (remote && !target)
        co_return;
    m_probing = true;
    showOwnProbe();
    m_probe->setEnabled(false);
    m_remote->setBusy(true);
    const QString host = remote ? sshHostLabel(target->destination) : QString();
    const bool afterRun = m_module->isRunning();
    setTransientState([remote, host, afterRun] {
        return remote  ? tr("Probing %1 over SSH…").arg(host)
            : afterRun ? tr("Probing after the measurement running on this computer ends "
                            "(the torch module is used by one thread at a time)…")
                       : tr("Probing… (loading libtorch in the background)");
    });
    QPointer<EnvironmentTab> self(this);
    const QString backendPath = m_backendPath;
    const QString driver = m_driver->text().trimmed();
    Result<EnvironmentReport> report = EnvironmentReport();
    if (remote)
        report = co_await m_remoteProbe->environment(*target, device);
    else
        report = co_await m_module->probe(backendPath, device, driver);
    if (!self)
        co_return;
    m_probing = false;
    m_probe->setEnabled(true);
    m_remote->setBusy(false);
    if (!report) {
        // Nothing of the host is known: an older probe would be shown as if it were this one.
        m_report.reset();
        m_facts->removeRows(0, m_facts->rowCount());
        showReport();
        const QString &error = report.error();
        setTransientState([host, error] { return tr("Probe of %1 failed: %2").arg(host, error); });
        machineChanged(); // the place may have changed in the other tab meanwhile
        co_return;
    }
    m_transientState = nullptr;
    report->driverVersionUserReported = driver;
    // The host as the user named it, in a field of its own: the export is written here, so it can
    // say which machine it describes (never a user name: sshHostLabel drops it).
    report->remoteHost = host;
    m_report = std::move(*report);
    m_probedHost = host;
    updateDeviceItems();
    showReport();
    Q_EMIT probed();
    machineChanged(); // the place may have changed in the other tab meanwhile
}

const EnvironmentReport *EnvironmentTab::shownReport() const
{
    if (m_opened)
        return &m_opened->report;
    return m_report ? &*m_report : nullptr;
}

void EnvironmentTab::showOpenedReport(const QString &fileName, int formatVersion, const EnvironmentReport &report)
{
    m_opened = OpenedReport{fileName, formatVersion, report};
    m_transientState = nullptr;
    showReport();
}

void EnvironmentTab::showOwnProbe()
{
    m_opened.reset();
    m_facts->removeRows(0, m_facts->rowCount());
    showReport();
    if (!m_report && !m_probing)
        retranslate();
}

void EnvironmentTab::showReport()
{
    m_backToProbe->setVisible(m_opened.has_value());
    m_driver->setEnabled(!m_opened);
    m_export->setEnabled(!m_opened && m_report.has_value() && !isStale());
    // A stale table is another machine's (or device's) probe: nothing of it is copied as this one's.
    m_copy->setEnabled(shownReport() != nullptr && (m_opened || !isStale()));
    m_useCpu->setVisible(!m_opened && !m_probing && m_report && m_report->backendLoaded() && !isStale()
                         && !m_report->device.available && m_report->device.name != u"cpu"_s);
    const EnvironmentReport *shown = shownReport();
    if (!shown)
        return;
    m_facts->removeRows(0, m_facts->rowCount());
    for (const FactLine &line : shown->displayLines()) {
        const QString value
            = line.bytes ? binaryBytes(*line.bytes) + u" ("_s + exactBytes(*line.bytes) + u')' : line.value;
        auto *valueItem = new QStandardItem(value);
        valueItem->setToolTip(plainToolTip(value));
        m_facts->appendRow({new QStandardItem(line.label), valueItem});
    }
    m_view->resizeColumnToContents(0);
    if (m_opened) {
        m_state->setText(tr("Opened report (read-only): %1, format version %2. These are the facts of the machine "
                            "that wrote it, not of this one.")
                             .arg(displaySafe(m_opened->fileName))
                             .arg(m_opened->formatVersion));
        return;
    }

    const DeviceFacts &device = m_report->device;
    m_view->setEnabled(!isStale());
    if (m_probedHost != chosenHost())
        m_state->setText(tr("Stale: the table shows the probe of %1, not of the machine chosen above. Probe again "
                            "before exporting.")
                             .arg(m_probedHost.isEmpty() ? tr("this computer") : m_probedHost));
    else if (isStale())
        m_state->setText(tr("Stale: the table shows the probe of %1, not of %2. Probe again before exporting.")
                             .arg(device.name, m_device->currentText().trimmed()));
    else if (!m_report->backendLoaded())
        m_state->setText(
            // The loader's message already says what to install or build (once); the window adds its own
            // setting, which stands for the command line's --backend that the message names.
            tr("The libtorch backend is not loaded: %1. In this window, choose the module's file with File > "
               "Choose torch backend (the command line's --backend); measurements are refused until it loads.")
                .arg(m_report->backendError));
    else if (!device.available)
        m_state->setText(tr("The device %1 is not available: %2. Environment recorded; a measurement on it will be "
                            "refused (there is no CPU fallback). Choose cpu for a protocol dry run.")
                             .arg(device.name, explainBackendMessage(device.reason, ErrorKind::Other)));
    else
        m_state->setText(tr("Environment recorded. The driver version is only what you type above."));
    if (!m_probedHost.isEmpty() && !isStale())
        m_state->setText(tr("Remote host %1, probed over SSH.").arg(m_probedHost) + u' ' + m_state->text());
}

bool EnvironmentTab::isStale() const
{
    return m_report && (m_report->device.name != m_device->currentText().trimmed() || m_probedHost != chosenHost());
}

QString EnvironmentTab::chosenHost() const
{
    return m_remote->isRemote() ? sshHostLabel(m_remote->choice()->destination()) : QString();
}

void EnvironmentTab::machineChanged()
{
    const QString machine = m_remote->choice()->machineKey();
    if (machine == m_machine || m_probing) {
        deviceEdited();
        return;
    }
    m_machines.insert(m_machine, {m_report, m_device->currentText(), m_probedHost});
    m_machine = machine;
    const MachineProbe shown = m_machines.take(machine);
    m_report = shown.report;
    m_probedHost = shown.report ? shown.probedHost : chosenHost();
    m_driver->setText(m_report ? m_report->driverVersionUserReported : QString());
    updateDeviceItems();
    m_device->setCurrentText(shown.device.isEmpty() ? m_device->itemText(0) : shown.device);
    if (!m_opened)
        showOwnProbe();
    deviceEdited();
}

void EnvironmentTab::deviceEdited()
{
    const QString device = m_device->currentText().trimmed();
    const bool valid = isValidDeviceName(device);
    setInvalid(m_device, !valid);
    if (m_probing)
        return; // the probe's line stays until it ends
    if (!valid) {
        setTransientState([] { return tr("Device: must be cuda:N (e.g. cuda:0) or cpu."); });
        return;
    }
    m_transientState = nullptr;
    if (m_report && !m_opened)
        showReport();
    else if (!m_report && !m_probing && !m_opened)
        retranslate();
}

void EnvironmentTab::updateDeviceItems()
{
    QStringList devices;
    if (m_report && m_report->libtorch) {
        const int gpus = std::min(m_report->libtorch->visibleGpuCount, 64); // a list, not a scroll of hundreds
        for (int n = 0; n < gpus; ++n)
            devices.append(u"cuda:"_s + QString::number(n));
    } else {
        devices = {u"cuda:0"_s, u"cuda:1"_s}; // nothing known yet: the usual first choices
    }
    devices.append(u"cpu"_s);
    const QSignalBlocker blocker(m_device);
    const QString typed = m_device->currentText();
    m_device->clear();
    m_device->addItems(devices);
    m_device->setCurrentText(typed.isEmpty() ? devices.first() : typed);
}

void EnvironmentTab::useCpuDryRun()
{
    m_device->setCurrentText(u"cpu"_s);
    probe();
}

Status EnvironmentTab::exportJson(const QString &path)
{
    if (!m_report)
        return Error{tr("No environment to export: probe it first.")};
    if (isStale())
        return Error{tr("The probe shown is of %1, not of %2: probe again before exporting.")
                         .arg(m_report->device.name, m_device->currentText().trimmed())};
    return writeEnvironmentReport(path, *m_report, ExistingFile::Replace); // remote_host set by the probe
}

void EnvironmentTab::exportClicked()
{
    const QString path
        = askSavePath(this, tr("Export environment"), DefaultFileName::environment(), tr("JSON files (*.json)"));
    if (path.isEmpty())
        return;
    reportExport(this, exportJson(path), tr("Environment written to %1").arg(QDir::toNativeSeparators(path)));
}

void EnvironmentTab::copyClicked()
{
    const EnvironmentReport *shown = shownReport();
    if (!shown || (!m_opened && isStale()))
        return;
    QApplication::clipboard()->setText(QString::fromUtf8(shown->toJsonText()));
    if (auto *main = qobject_cast<QMainWindow *>(window()))
        main->statusBar()->showMessage(m_opened ? tr("Copied the opened environment report as JSON.")
                                                : tr("Copied the environment of %1 as JSON.")
                                                      .arg(m_probedHost.isEmpty() ? tr("this computer") : m_probedHost),
                                       10000);
}

} // namespace IteraGpu::Ui
