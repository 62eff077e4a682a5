#include "ui/measure/sweeppanel.h"

#include "core/reports/reportreader.h"
#include "core/sweep/sweepcsv.h"
#include "core/sweep/sweeprunner.h"
#include "core/util/fieldkey.h"
#include "ui/common/exportfeedback.h"
#include "ui/common/fieldlabels.h"
#include "ui/common/settings.h"
#include "ui/measure/measureform.h"
#include "ui/measure/sweepcharts.h"
#include "ui/measure/sweeptablemodel.h"
#include "ui/remote/remotehostbox.h"
#include "ui/remote/remotesweep.h"
#include "ui/widgets/chartview.h"
#include "ui/widgets/tablekeys.h"
#include "ui/widgets/wraplabel.h"

#include <QCheckBox>
#include <QComboBox>
#include <QCoreApplication>
#include <QDir>
#include <QEvent>
#include <QFileDialog>
#include <QFileInfo>
#include <QGridLayout>
#include <QHBoxLayout>
#include <QHeaderView>
#include <QLabel>
#include <QLineEdit>
#include <QPushButton>
#include <QSettings>
#include <QTabWidget>
#include <QTableView>
#include <QVBoxLayout>

#include "core/files/textfile.h"

using namespace Qt::StringLiterals;

namespace IteraGpu::Ui {

SweepPanel::SweepPanel(MeasureForm *form, QWidget *parent)
    : QWidget(parent)
    , m_form(form)
    , m_remoteSweep(new RemoteSweep(this))
    , m_request(new SweepRequestForm(this))
    , m_run(new QPushButton(this))
    , m_cancel(new QPushButton(this))
    , m_status(new WrapLabel(this))
    , m_views(new QTabWidget(this))
    , m_table(new QTableView(this))
    , m_model(new SweepTableModel(this))
    , m_charts(new SweepCharts(m_views))
    , m_scope(new WrapLabel(this))
    , m_exportCsv(new QPushButton(this))
    , m_exportCharts(new QPushButton(this))
    , m_compare(new QPushButton(this))
    , m_addToGrid(new QPushButton(this))
{
    setObjectName(u"sweepPanel"_s);
    m_run->setObjectName(u"sweepRun"_s);
    m_cancel->setObjectName(u"sweepCancel"_s);
    m_status->setObjectName(u"sweepStatus"_s);
    m_compare->setObjectName(u"sweepCompare"_s);
    m_addToGrid->setObjectName(u"sweepAddToGrid"_s);
    m_views->setObjectName(u"sweepViews"_s);
    m_cancel->setEnabled(false);
    for (QPushButton *button : {m_compare, m_addToGrid, m_exportCsv, m_exportCharts})
        button->setEnabled(false);
    m_status->setTextFormat(Qt::PlainText);
    m_status->setTextInteractionFlags(Qt::TextSelectableByMouse);
    m_table->setModel(m_model);
    TableKeys::install(m_table);
    m_table->verticalHeader()->hide();
    m_table->horizontalHeader()->setSectionResizeMode(QHeaderView::ResizeToContents);
    m_table->setMinimumHeight(ChartView::kMinimumHeight);

    // Every action above the results, so that none needs scrolling in a small window: run and
    // cancel, then what to do with the points.
    auto *buttons = new QGridLayout;
    buttons->addWidget(m_run, 0, 0);
    buttons->addWidget(m_cancel, 0, 1);
    buttons->addWidget(m_compare, 1, 0);
    buttons->addWidget(m_addToGrid, 1, 1);
    buttons->addWidget(m_exportCsv, 2, 0);
    buttons->addWidget(m_exportCharts, 2, 1);
    buttons->setColumnStretch(2, 1);

    m_views->addTab(m_table, QString());
    for (int chart = 0; chart < SweepCharts::ChartCount; ++chart)
        m_views->addTab(m_charts->view(SweepCharts::Chart(chart)), QString());

    auto *layout = new QVBoxLayout(this);
    layout->setContentsMargins(0, 0, 0, 0);
    layout->addWidget(m_request);
    layout->addLayout(buttons);
    layout->addWidget(m_status);
    layout->addWidget(m_views, 1);
    layout->addWidget(m_scope);

    connect(m_views, &QTabWidget::currentChanged, m_charts, &SweepCharts::redrawStale); // drawn when shown
    connect(m_run, &QPushButton::clicked, this, &SweepPanel::start);
    connect(m_cancel, &QPushButton::clicked, this, &SweepPanel::cancel);
    connect(m_exportCsv, &QPushButton::clicked, this, &SweepPanel::exportCsvClicked);
    connect(m_exportCharts, &QPushButton::clicked, this, &SweepPanel::exportChartsClicked);
    connect(m_compare, &QPushButton::clicked, this, [this] { Q_EMIT compareRequested(reportPaths()); });
    connect(m_addToGrid, &QPushButton::clicked, this, [this] { Q_EMIT addToGridRequested(indexPath()); });
    connect(m_remoteSweep, &RemoteSweep::pointStarted, this,
            [this](int number, const QString &value, SweepSearch::Stage) { pointStarted(number, value); });
    connect(m_remoteSweep, &RemoteSweep::pointFinished, this, &SweepPanel::pointFinished);
    connect(m_remoteSweep, &RemoteSweep::finished, this, &SweepPanel::ended);
    connect(m_remoteSweep, &RemoteSweep::cancelStep, m_status, &QLabel::setText);
    updatePlace();
    retranslate();
}

SweepPanel::~SweepPanel() = default;

void SweepPanel::refuse(const QString &message)
{
    m_status->setText(tr("Refused: %1").arg(message) + u"\n"_s + tr("Nothing was run and no file was written."));
}

bool SweepPanel::start()
{
    if (isRunning() || m_busy)
        return false;
    const std::optional<MeasurementConfig> config = m_form->readConfig(true);
    if (!config) {
        refuse(tr("the form's configuration is not valid; see the fields marked"));
        return false;
    }
    MeasurementConfigText fixed = measurementConfigText(*config);
    // An empty hidden stays empty: 4 x width at each point, as `iteragpu sweep` without --hidden.
    if (QLineEdit *hidden = m_form->field(FieldKey::hidden.toString()); hidden && hidden->text().trimmed().isEmpty())
        fixed.hidden.clear();
    const bool remote = isRemote();
    auto read = m_request->read(fixed, m_backendPath, remote);
    if (!read) {
        refuse(read.error());
        return false;
    }
    SweepRequest &request = read->request;
    const QString &dimension = request.dimension;
    const std::optional<SshTarget> target = remote ? m_remoteBox->usableTarget() : std::nullopt;
    if (remote && !target) {
        refuse(tr("the SSH host is not valid; see the field marked"));
        return false;
    }
    if (Status folder = prepareSweepFolder(request); !folder) {
        refuse(folder.error());
        return false;
    }
    if (!remote)
        QSettings().setValue(SettingsKeys::sweepProgram, request.program);

    m_folderRunning = request.folder;
    m_cancelling = false;
    m_lastIndex.reset();
    m_deviceTotal.reset();
    m_runningIndex = SweepIndex{};
    m_runningIndex->dimension = dimension;
    m_runningIndex->fixed = request.fixed;
    m_runningIndex->values = request.values;
    m_model->reset(dimension);
    m_charts->setSweep(dimension, request.values, read->doubling);
    m_charts->update({}, {}, std::nullopt);
    m_remoteRunning = remote;
    if (remote) {
        if (Status started = m_remoteSweep->start(*target, request, read->remoteFolder); !started) {
            refuse(started.error()); // the folder made here stays empty: a new sweep may use it
            return false;
        }
        m_status->setText(tr("Connecting to %1 over SSH…").arg(sshHostLabel(target->destination)));
        setRunning(true);
        return true;
    }
    delete m_runner;
    m_runner = new SweepRunner(this);
    connect(m_runner, &SweepRunner::pointStarted, this,
            [this](int number, const QString &value, SweepSearch::Stage) { pointStarted(number, value); });
    connect(m_runner, &SweepRunner::pointFinished, this, &SweepPanel::pointFinished);
    connect(m_runner, &SweepRunner::finished, this, &SweepPanel::ended);
    m_runner->start(request, read->values);
    // start() may already have ended (a first point that could not start still ends in an event).
    setRunning(m_runner->isRunning());
    return true;
}

void SweepPanel::setRemoteBox(RemoteHostBox *box)
{
    m_remoteBox = box;
    connect(box, &RemoteHostBox::changed, this, &SweepPanel::updatePlace);
    updatePlace();
}

bool SweepPanel::isRemote() const
{
    return m_remoteBox && m_remoteBox->isRemote();
}

void SweepPanel::updatePlace()
{
    m_request->setRemote(isRemote());
}

bool SweepPanel::isRunning() const
{
    return (m_runner && m_runner->isRunning()) || m_remoteSweep->isRunning();
}

QString SweepPanel::indexPath() const
{
    return m_folderRunning.isEmpty() ? QString() : QDir(m_folderRunning).filePath(QLatin1String(kSweepIndexName));
}

void SweepPanel::changeEvent(QEvent *event)
{
    if (event->type() == QEvent::LanguageChange)
        retranslate();
    QWidget::changeEvent(event);
}

void SweepPanel::retranslate()
{
    m_run->setText(tr("Run swee&p"));
    m_cancel->setText(tr("Cancel sweep"));
    m_exportCsv->setText(tr("Export points as CSV…"));
    m_exportCharts->setText(tr("Export charts as PNG and SVG…"));
    m_compare->setText(tr("Open in comparison"));
    m_addToGrid->setText(tr("Add to the grid"));
    m_views->setTabText(0, tr("Points"));
    m_views->setTabText(1, tr("Memory"));
    m_views->setTabText(2, tr("Time"));
    m_views->setTabText(3, tr("Throughput"));
    m_scope->setText(tr("Each point is a new iteragpu measure process with its own report; the other fields are "
                        "the form's. A boundary is that of this synthetic MLP on this device, libtorch and driver, "
                        "not a model's capacity."));
    m_charts->retranslate();
}

void SweepPanel::setBusy(bool busy)
{
    m_busy = busy;
    m_run->setEnabled(!busy && !isRunning());
    m_request->setEditable(!busy && !isRunning());
}

void SweepPanel::setRunning(bool running)
{
    m_run->setEnabled(!running && !m_busy);
    m_cancel->setEnabled(running);
    m_request->setEditable(!running && !m_busy);
    for (QPushButton *button : {m_compare, m_addToGrid, m_exportCsv, m_exportCharts})
        button->setEnabled(!running && m_lastIndex.has_value());
    m_form->setBusy(running);
    Q_EMIT this->running(running);
}

void SweepPanel::cancel()
{
    if (!isRunning())
        return;
    m_cancelling = true;
    m_cancel->setEnabled(false); // one cancel at a time; the next sweep enables it again
    m_status->setText(tr("Cancelling the current point; every finished point is kept…"));
    if (m_remoteRunning)
        m_remoteSweep->cancel();
    else
        m_runner->cancel();
}

void SweepPanel::pointStarted(int number, const QString &value)
{
    if (!m_cancelling) // the cancel's own line stays until the sweep ends
        m_status->setText(tr("Point %1: %2 = %3, a new iteragpu measure process…")
                              .arg(number)
                              .arg(fieldLabel(m_runningIndex->dimension), value));
}

void SweepPanel::pointFinished(int, const SweepPoint &point)
{
    // The device's total memory from the first report that states it (a small file, read here).
    if (!m_deviceTotal && !point.file.isEmpty()) {
        if (auto loaded = readReport(QDir(m_folderRunning).filePath(point.file)); loaded && loaded->isMeasurement())
            m_deviceTotal = loaded->measurement().report.environment.device.totalMemoryBytes;
    }
    m_model->appendPoint(point, predictedPeakAllocated(*m_runningIndex, point.value));
    m_charts->update(m_model->points(), m_model->predicted(), m_deviceTotal);
}

void SweepPanel::ended(const SweepIndex &index, const Status &written)
{
    m_lastIndex = index;
    setRunning(false);
    if (m_remoteRunning && !written) { // the remote refused, or its stream ended early: no remote index
        m_status->setText(written.error());
        m_addToGrid->setEnabled(false); // the grid cites sweep.json's reports, and there is none here
        Q_EMIT sweepFinished(index);
        return;
    }
    QString text = sweepEndSentence(index, fieldLabel(index.dimension));
    text += u"\n"_s
        + (written ? tr("Index written to %1.").arg(QDir::toNativeSeparators(indexPath()))
                   : tr("The index could not be written: %1").arg(written.error()));
    m_status->setText(text);
    Q_EMIT sweepFinished(index);
}

QStringList SweepPanel::reportPaths() const
{
    QStringList paths;
    if (!m_lastIndex)
        return paths;
    for (const SweepPoint &point : m_lastIndex->points) {
        if (!point.file.isEmpty())
            paths.append(QDir(m_folderRunning).filePath(point.file));
    }
    return paths;
}

Status SweepPanel::exportCsv(const QString &path) const
{
    SweepIndex shown = m_lastIndex ? *m_lastIndex : m_runningIndex.value_or(SweepIndex{});
    shown.points = m_model->points();
    return replaceFile(path, sweepPointsCsv(shown));
}

Result<QList<BundleImage>> SweepPanel::chartImages()
{
    // Named after the sweep's folder and dimension ("sweep-<folder>-batch-time.png"): two sweeps'
    // charts never share a name. The caption names the index, the fixed configuration and the end.
    const SweepIndex shown = m_lastIndex ? *m_lastIndex : m_runningIndex.value_or(SweepIndex{});
    const QString folder = QFileInfo(m_folderRunning).fileName();
    QStringList fixed;
    for (QStringView key : {FieldKey::batch, FieldKey::context, FieldKey::width, FieldKey::hidden, FieldKey::dtype,
                            FieldKey::warmup, FieldKey::repeats, FieldKey::seed}) {
        if (key != shown.dimension && !shown.fixed.value(key).isEmpty())
            fixed.append(key.toString() + u'=' + shown.fixed.value(key));
    }
    const QString swept = shown.dimension.isEmpty() ? QString() : shown.dimension + u'=' + shown.values.join(u',');
    m_charts->setExportSource(
        u"sweep-"_s + (folder.isEmpty() ? u"not-written"_s : folder)
            + (shown.dimension.isEmpty() ? QString() : u'-' + shown.dimension),
        chartCaption(folder.isEmpty() ? QString() : folder + u'/' + QLatin1String(kSweepIndexName), shown.fixed.device,
                     (QStringList{swept} + fixed).join(u' ').trimmed(), sweepEndName(shown.end)));
    return m_charts->images();
}

void SweepPanel::exportCsvClicked()
{
    const QString path
        = askSavePath(this, tr("Export the sweep's points"), u"sweep-points.csv"_s, tr("CSV files (*.csv)"));
    if (path.isEmpty())
        return;
    reportExport(this, exportCsv(path), tr("Sweep points written to %1").arg(QDir::toNativeSeparators(path)));
}

void SweepPanel::exportChartsClicked()
{
    const QString folder = askExportFolder(this, tr("Export the sweep's charts"));
    if (folder.isEmpty())
        return;
    exportImages(this, chartImages(), folder); // says where it wrote, or why not
}

} // namespace IteraGpu::Ui
