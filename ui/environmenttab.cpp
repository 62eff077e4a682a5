#include "environmenttab.h"

#include "backendloader.h"
#include "environment.h"
#include "localizednumbers.h"
#include "measurementconfig.h"
#include "settings.h"
#include "threadpriority.h"

#include <QApplication>
#include <QClipboard>
#include <QComboBox>
#include <QEvent>
#include <QFileDialog>
#include <QFormLayout>
#include <QHBoxLayout>
#include <QHeaderView>
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

// Runs on a pool thread: loading libtorch takes ~0.3-0.8 s.
EnvironmentReport runProbe(const QString &backendPath, const QString &device, const QString &driver)
{
    lowerCurrentThreadPriority(); // libtorch's BLAS threads start here when this loads it first
    auto backend = BackendLoader::load(backendPath);
    return environmentReport(
        {device, driver, backend ? backend->get() : nullptr, backend ? QString() : backend.error(), backendPath});
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
    m_facts->setHorizontalHeaderLabels({tr("Fact"), tr("Value")});
    if (!m_report && !m_probing)
        m_state->setText(tr("Not probed yet. Probing loads the libtorch module in the background; nothing is collected "
                            "beyond the facts shown (no environment variables other than the four that configure "
                            "the allocator and cuBLAS, no user or host names, home paths, serial numbers, UUIDs or "
                            "network addresses)."));
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
    EnvironmentReport report = co_await QtConcurrent::run(runProbe, backendPath, device, driver);
    if (!self)
        co_return;
    m_probing = false;
    m_probe->setEnabled(true);
    m_report = std::move(report);
    m_export->setEnabled(true);
    m_copy->setEnabled(true);
    showReport();
    Q_EMIT probed();
}

void EnvironmentTab::showReport()
{
    if (!m_report)
        return;
    m_facts->removeRows(0, m_facts->rowCount());
    for (const FactLine &line : m_report->displayLines()) {
        const QString value
            = line.bytes ? binaryBytes(*line.bytes) + u" ("_s + exactBytes(*line.bytes) + u')' : line.value;
        auto *valueItem = new QStandardItem(value);
        valueItem->setToolTip(value);
        m_facts->appendRow({new QStandardItem(line.label), valueItem});
    }
    m_view->resizeColumnToContents(0);

    const DeviceFacts &device = m_report->device;
    if (!m_report->backendLoaded())
        m_state->setText(
            tr("The libtorch backend is not loaded: %1. Install the package iteragpu-lab-torch, build the torch "
               "module (it is part of the normal build) or choose its file with File > Choose torch backend; "
               "measurements are refused until it loads.")
                .arg(m_report->backendError));
    else if (!device.available)
        m_state->setText(tr("The device %1 is not available: %2. Environment recorded; a measurement on it will be "
                            "refused (there is no CPU fallback). Choose cpu for a protocol dry run.")
                             .arg(device.name, device.reason));
    else
        m_state->setText(tr("Environment recorded. The driver version is only what you type above."));
}

bool EnvironmentTab::exportJson(const QString &path, QString *error)
{
    const Status status = m_report ? writeEnvironmentReport(path, *m_report)
                                   : Status(Error{tr("No environment to export: probe it first.")});
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
    if (m_report)
        QApplication::clipboard()->setText(QString::fromUtf8(m_report->toJsonText()));
}

} // namespace IteraGpu::Ui
