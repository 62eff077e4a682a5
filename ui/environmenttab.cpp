#include "environmenttab.h"

#include "backendloader.h"
#include "environment.h"
#include "localizednumbers.h"
#include "measurementconfig.h"
#include "settings.h"
#include "textfile.h"
#include "threadpriority.h"

#include <QApplication>
#include <QClipboard>
#include <QComboBox>
#include <QEvent>
#include <QFileDialog>
#include <QFormLayout>
#include <QHBoxLayout>
#include <QHeaderView>
#include <QJsonArray>
#include <QJsonDocument>
#include <QLabel>
#include <QLineEdit>
#include <QMessageBox>
#include <QPointer>
#include <QPushButton>
#include <QSettings>
#include <QStandardItemModel>
#include <QTableView>
#include <QVBoxLayout>
#include <QtConcurrent/QtConcurrentRun>

#include <qcoro/qcorofuture.h>

using namespace Qt::StringLiterals;

namespace IteraGpu::Ui {

namespace {

struct ProbeResult
{
    QJsonObject report;
    QString backendError;
};

// Runs on a pool thread: loading libtorch takes ~0.3-0.8 s.
ProbeResult runProbe(const QString &backendPath, const QString &device, const QString &driver)
{
    lowerCurrentThreadPriority(); // libtorch's BLAS threads start here when this loads it first
    auto backend = BackendLoader::load(backendPath);
    ProbeResult result;
    result.backendError = backend ? QString() : backend.error();
    result.report
        = environmentReport({device, driver, backend ? backend->get() : nullptr, result.backendError, backendPath});
    return result;
}

} // namespace

EnvironmentTab::EnvironmentTab(QWidget *parent)
    : QWidget(parent)
    , m_device(new QComboBox(this))
    , m_driver(new QLineEdit(this))
    , m_deviceLabel(new QLabel(this))
    , m_driverLabel(new QLabel(this))
    , m_driverHint(new QLabel(this))
    , m_state(new QLabel(this))
    , m_probe(new QPushButton(this))
    , m_export(new QPushButton(this))
    , m_copy(new QPushButton(this))
    , m_facts(new QStandardItemModel(0, 2, this))
    , m_view(new QTableView(this))
{
    setObjectName(u"environmentTab"_s);
    m_device->setObjectName(u"environmentDevice"_s);
    m_driver->setObjectName(u"driverVersion"_s);
    m_state->setObjectName(u"environmentState"_s);
    m_probe->setObjectName(u"probe"_s);
    m_device->setEditable(true);
    m_device->addItems({u"cuda:0"_s, u"cuda:1"_s, u"cpu"_s});
    m_driver->setMaxLength(100);
    m_deviceLabel->setBuddy(m_device);
    m_driverLabel->setBuddy(m_driver);
    m_state->setWordWrap(true);
    m_driverHint->setWordWrap(true);
    m_view->setModel(m_facts);
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
    buttons->addStretch();
    auto *layout = new QVBoxLayout(this);
    layout->addLayout(form);
    layout->addLayout(buttons);
    layout->addWidget(m_state);
    layout->addWidget(m_view, 1);

    connect(m_probe, &QPushButton::clicked, this, [this] { probe(); });
    connect(m_export, &QPushButton::clicked, this, &EnvironmentTab::exportClicked);
    connect(m_copy, &QPushButton::clicked, this, &EnvironmentTab::copyClicked);
    connect(m_driver, &QLineEdit::textEdited, this, [this] {
        if (!m_report.isEmpty()) {
            const QString driver = m_driver->text().trimmed();
            m_report.insert(u"driver_version_user_reported"_s, driver.isEmpty() ? QJsonValue() : QJsonValue(driver));
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
    m_facts->setHorizontalHeaderLabels({tr("Fact"), tr("Value")});
    if (m_report.isEmpty() && !m_probing)
        m_state->setText(tr("Not probed yet. Probing loads the libtorch module in the background; nothing is collected "
                            "beyond the facts shown (no environment variables, user or host names, home paths, "
                            "serial numbers, UUIDs or network addresses)."));
    showReport();
}

QCoro::Task<> EnvironmentTab::probe()
{
    const QString device = m_device->currentText().trimmed();
    if (!isValidDeviceName(device)) {
        m_state->setText(tr("Device: must be cuda:N (e.g. cuda:0) or cpu."));
        co_return;
    }
    if (m_probing)
        co_return;
    m_probing = true;
    m_probe->setEnabled(false);
    m_state->setText(tr("Probing… (loading libtorch in the background)"));
    QPointer<EnvironmentTab> self(this);
    const QString backendPath = m_backendPath;
    const QString driver = m_driver->text().trimmed();
    const ProbeResult result = co_await QtConcurrent::run(runProbe, backendPath, device, driver);
    if (!self)
        co_return;
    m_probing = false;
    m_probe->setEnabled(true);
    m_report = result.report;
    m_backendError = result.backendError;
    m_export->setEnabled(true);
    m_copy->setEnabled(true);
    showReport();
    Q_EMIT probed();
}

void EnvironmentTab::showReport()
{
    if (m_report.isEmpty())
        return;
    const QJsonObject app = m_report.value(u"application"_s).toObject();
    const QJsonObject torch = m_report.value(u"libtorch"_s).toObject();
    const QJsonObject device = m_report.value(u"device"_s).toObject();
    const QLocale locale;
    const auto text = [&](const QJsonValue &v) -> QString {
        if (v.isNull() || v.isUndefined())
            return tr("unknown");
        if (v.isBool())
            return v.toBool() ? tr("yes") : tr("no");
        if (v.isDouble())
            return locale.toString(v.toInteger());
        return v.toString();
    };
    QList<std::pair<QString, QString>> rows{
        {tr("Application"), u"IteraGPU Lab "_s + text(app.value(u"version"_s))},
        {tr("Qt"), text(app.value(u"qt_version"_s))},
        {tr("Compiler"), text(app.value(u"compiler"_s))},
        {tr("Operating system"), text(app.value(u"os"_s).toObject().value(u"name"_s))},
    };
    const bool backendLoaded = m_report.value(u"backend"_s).toObject().value(u"loaded"_s).toBool();
    if (backendLoaded) {
        rows.append({tr("libtorch"), text(torch.value(u"libtorch_version"_s))});
        rows.append({tr("GPU runtime libtorch was built with"),
                     torch.value(u"gpu_runtime"_s).isNull() ? tr("none: this libtorch has no CUDA or ROCm support")
                                                            : text(torch.value(u"gpu_runtime"_s)) + u' '
                             + text(torch.value(u"gpu_runtime_build_version"_s))});
        if (!torch.value(u"dnn_library"_s).isNull())
            rows.append({text(torch.value(u"dnn_library"_s)), text(torch.value(u"dnn_library_version"_s))});
        rows.append({tr("Visible GPUs"), text(torch.value(u"visible_gpu_count"_s))});
    }
    rows.append({tr("Device"), text(device.value(u"name"_s))});
    rows.append({tr("Available"), text(device.value(u"available"_s))});
    if (device.value(u"available"_s).toBool()) {
        rows.append({tr("Device name"), text(device.value(u"device_name"_s))});
        const QJsonValue memory = device.value(u"total_memory_bytes"_s);
        rows.append({tr("Total memory (reported by the runtime)"),
                     memory.isNull()
                         ? tr("not reported")
                         : binaryBytes(memory.toInteger()) + u" ("_s + exactBytes(memory.toInteger()) + u')'});
        if (!device.value(u"compute_capability"_s).isNull())
            rows.append({tr("Compute capability"), text(device.value(u"compute_capability"_s))});
        if (device.contains(u"gfx_arch"_s))
            rows.append({tr("GFX architecture"), text(device.value(u"gfx_arch"_s))});
    } else {
        rows.append({tr("Why not"), text(device.value(u"reason"_s))});
    }
    const QJsonValue driver = m_report.value(u"driver_version_user_reported"_s);
    rows.append({tr("Driver (user-reported)"), driver.isNull() ? tr("not recorded") : driver.toString()});

    m_facts->removeRows(0, m_facts->rowCount());
    for (const auto &[fact, value] : rows) {
        auto *valueItem = new QStandardItem(value);
        valueItem->setToolTip(value);
        m_facts->appendRow({new QStandardItem(fact), valueItem});
    }
    m_view->resizeColumnToContents(0);

    if (!backendLoaded)
        m_state->setText(
            tr("The libtorch backend is not loaded: %1. Build the torch module (it is part of the normal "
               "build) or choose its file with File > Choose torch backend; measurements are refused until it loads.")
                .arg(m_backendError));
    else if (!device.value(u"available"_s).toBool())
        m_state->setText(tr("The device %1 is not available: %2. Environment recorded; a measurement on it will be "
                            "refused (there is no CPU fallback). Choose cpu for a protocol dry run.")
                             .arg(text(device.value(u"name"_s)), text(device.value(u"reason"_s))));
    else
        m_state->setText(tr("Environment recorded. The driver version is only what you type above."));
}

bool EnvironmentTab::exportJson(const QString &path, QString *error)
{
    const Status status = writeFileAtomically(path, QJsonDocument(m_report).toJson(QJsonDocument::Indented));
    if (!status && error)
        *error = status.error();
    return bool(status);
}

void EnvironmentTab::exportClicked()
{
    QSettings settings;
    const QString folder = settings.value(SettingsKeys::lastExportFolder).toString();
    const QString path = QFileDialog::getSaveFileName(this, tr("Export environment"), folder + u"/environment.json"_s,
                                                      tr("JSON files (*.json)"));
    if (path.isEmpty())
        return;
    settings.setValue(SettingsKeys::lastExportFolder, QFileInfo(path).absolutePath());
    QString error;
    if (!exportJson(path, &error))
        QMessageBox::warning(this, tr("Export failed"), error);
}

void EnvironmentTab::copyClicked()
{
    QApplication::clipboard()->setText(QString::fromUtf8(QJsonDocument(m_report).toJson(QJsonDocument::Indented)));
}

} // namespace IteraGpu::Ui
