#include "measure/measuretab.h"

#include "common/defaultfilenames.h"
#include "common/exportfeedback.h"
#include "common/fieldlabels.h"
#include "common/localizednumbers.h"
#include "common/settings.h"
#include "files/textfile.h"
#include "measure/phaseplan.h"
#include "measure/phasescsv.h"
#include "remote/remotehostbox.h"
#include "remote/remotemeasurementcontroller.h"
#include "reports/reportlibrary.h"
#include "run/phasecharts.h"
#include "run/phasetablemodel.h"
#include "run/reportview.h"
#include "run/runfacts.h"
#include "widgets/inlineerror.h"
#include "widgets/scrollpage.h"
#include "widgets/wraplabel.h"

#include <QComboBox>
#include <QDateTime>
#include <QDir>
#include <QEvent>
#include <QFileDialog>
#include <QFileInfo>
#include <QFormLayout>
#include <QGridLayout>
#include <QHBoxLayout>
#include <QHeaderView>
#include <QLabel>
#include <QLineEdit>
#include <QMessageBox>
#include <QPointer>
#include <QProgressBar>
#include <QPushButton>
#include <QScrollBar>
#include <QSettings>
#include <QSplitter>
#include <QStackedWidget>
#include <QStandardPaths>
#include <QTableView>
#include <QVBoxLayout>

using namespace Qt::StringLiterals;

namespace IteraGpu::Ui {

namespace {

QLineEdit *numberEdit(const QString &name, const QString &value, QWidget *parent)
{
    auto *edit = new QLineEdit(value, parent);
    edit->setObjectName(name);
    return edit;
}

} // namespace

MeasureTab::MeasureTab(QWidget *parent)
    : QWidget(parent)
    , m_controller(new MeasurementController(this))
    , m_device(new QComboBox(this))
    , m_dtype(new QComboBox(this))
    , m_batch(numberEdit(u"batch"_s, u"1"_s, this))
    , m_context(numberEdit(u"context"_s, u"16"_s, this))
    , m_width(numberEdit(u"width"_s, u"64"_s, this))
    , m_hidden(numberEdit(u"hidden"_s, QString(), this))
    , m_warmup(numberEdit(u"warmup"_s, u"1"_s, this))
    , m_repeats(numberEdit(u"repeats"_s, u"2"_s, this))
    , m_seed(numberEdit(u"seed"_s, u"0"_s, this))
    , m_output(numberEdit(u"output"_s, QString(), this))
    , m_chooseOutput(new QPushButton(this))
    , m_remote(new RemoteHostBox(this))
    , m_remoteController(new RemoteMeasurementController(this))
    , m_remoteOutputLabel(new QLabel(this))
    , m_remoteOutput(numberEdit(u"remoteOutput"_s, QString(), this))
    , m_deviceNote(new WrapLabel(this))
    , m_formError(new WrapLabel(this))
    , m_prediction(new WrapLabel(this))
    , m_scope(new WrapLabel(this))
    , m_run(new QPushButton(this))
    , m_cancel(new QPushButton(this))
    , m_exportCsv(new QPushButton(this))
    , m_exportCharts(new QPushButton(this))
    , m_progress(new QProgressBar(this))
    , m_status(new WrapLabel(this))
    , m_model(new PhaseTableModel(this))
    , m_table(new QTableView(this))
    , m_charts(new PhaseCharts(this))
    , m_shownLabel(new QLabel(this))
    , m_shown(new QComboBox(this))
    , m_openReport(new QPushButton(this))
    , m_compare(new QPushButton(this))
    , m_views(new QStackedWidget(this))
    , m_reportView(new ReportView(this))
{
    setObjectName(u"measureTab"_s);
    m_device->setObjectName(u"device"_s);
    m_dtype->setObjectName(u"dtype"_s);
    m_run->setObjectName(u"run"_s);
    m_cancel->setObjectName(u"cancel"_s);
    m_status->setObjectName(u"measureStatus"_s);
    m_prediction->setObjectName(u"prediction"_s);
    m_formError->setObjectName(u"measureFormError"_s);
    m_shown->setObjectName(u"shownRun"_s);
    m_openReport->setObjectName(u"openReport"_s);
    m_compare->setObjectName(u"compareRuns"_s);
    m_shownLabel->setBuddy(m_shown);
    m_shown->setSizeAdjustPolicy(QComboBox::AdjustToMinimumContentsLengthWithIcon);
    m_shown->setMinimumContentsLength(16);
    m_device->setEditable(true);
    m_device->addItems({u"cuda:0"_s, u"cuda:1"_s, u"cpu"_s});
    for (Dtype dtype : kDtypes)
        m_dtype->addItem(dtypeName(dtype));
    m_deviceNote->setObjectName(u"deviceNote"_s);
    m_deviceNote->setTextFormat(Qt::RichText);
    for (QLabel *label : {m_deviceNote, m_formError, m_prediction, m_scope, m_status})
        label->setWordWrap(true);
    styleAsError(m_formError);
    m_prediction->setTextFormat(Qt::RichText);
    m_status->setTextFormat(Qt::RichText);
    m_status->setTextInteractionFlags(Qt::TextSelectableByMouse);
    m_cancel->setEnabled(false);
    m_exportCsv->setEnabled(false);
    m_exportCharts->setEnabled(false);

    auto *form = new QFormLayout;
    const std::pair<QWidget *, QWidget *> rows[] = {
        {m_device, nullptr}, {m_dtype, nullptr},  {m_batch, nullptr},   {m_context, nullptr}, {m_width, nullptr},
        {m_hidden, nullptr}, {m_warmup, nullptr}, {m_repeats, nullptr}, {m_seed, nullptr},
    };
    for (const auto &[field, unused] : rows) {
        auto *label = new QLabel(this);
        label->setBuddy(field);
        m_labels.append(label);
        form->addRow(label, field);
    }
    m_output->setMinimumWidth(20 * m_output->fontMetrics().averageCharWidth()); // a path stays legible
    m_remoteOutputLabel->setBuddy(m_remoteOutput);
    form->addRow(m_remoteOutputLabel, m_remoteOutput);
    auto *outputRow = new QHBoxLayout;
    outputRow->addWidget(m_output, 1);
    outputRow->addWidget(m_chooseOutput);
    auto *outputLabel = new QLabel(this);
    outputLabel->setBuddy(m_output);
    m_labels.append(outputLabel);
    form->addRow(outputLabel, outputRow);

    auto *buttons = new QHBoxLayout;
    buttons->addWidget(m_run);
    buttons->addWidget(m_cancel);
    buttons->addStretch();
    buttons->addWidget(m_exportCsv);
    buttons->addWidget(m_exportCharts);

    auto *left = new QVBoxLayout;
    left->addLayout(form);
    left->addWidget(m_deviceNote);
    left->addWidget(m_formError);
    left->addWidget(m_prediction);
    left->addStretch();
    auto *leftWidget = new QWidget(this);
    leftWidget->setLayout(left);

    m_table->setModel(m_model);
    m_table->verticalHeader()->hide();
    m_table->horizontalHeader()->setSectionResizeMode(QHeaderView::ResizeToContents);
    m_charts->setModel(m_model);

    auto *live = new QSplitter(Qt::Vertical, this);
    live->addWidget(m_table);
    live->addWidget(m_charts);
    live->setStretchFactor(1, 2);
    m_views->addWidget(live);
    m_views->addWidget(m_reportView);

    auto *shownRow = new QHBoxLayout;
    shownRow->addWidget(m_shownLabel);
    shownRow->addWidget(m_shown, 1);
    shownRow->addWidget(m_openReport);
    shownRow->addWidget(m_compare);
    auto *right = new QVBoxLayout;
    right->setContentsMargins(0, 0, 0, 0);
    right->addLayout(shownRow);
    right->addWidget(m_views, 1);
    auto *rightWidget = new QWidget(this);
    rightWidget->setLayout(right);

    auto *top = new QSplitter(Qt::Horizontal, this);
    top->addWidget(new ScrollPage(leftWidget, this));
    top->setChildrenCollapsible(false);
    top->addWidget(rightWidget);
    top->setStretchFactor(0, 0); // the form keeps its width, the run's table and charts take the rest
    top->setStretchFactor(1, 1);

    auto *layout = new QVBoxLayout(this);
    layout->addWidget(m_remote);
    layout->addWidget(m_scope);
    layout->addLayout(buttons);
    layout->addWidget(m_progress);
    layout->addWidget(new QuietLabelHolder(m_status, this)); // a new text each phase
    layout->addWidget(top, 1);

    for (QLineEdit *edit :
         {m_batch, m_context, m_width, m_hidden, m_warmup, m_repeats, m_seed, m_output, m_remoteOutput})
        connect(edit, &QLineEdit::textChanged, this, &MeasureTab::updatePrediction);
    connect(m_device, &QComboBox::currentTextChanged, this, &MeasureTab::updatePrediction);
    const auto chosen = [this] {
        m_deviceChosen = true;
        updateDeviceNote();
    };
    connect(m_device, &QComboBox::activated, this, chosen);
    connect(m_device->lineEdit(), &QLineEdit::textEdited, this, chosen);
    connect(m_dtype, &QComboBox::currentTextChanged, this, &MeasureTab::updatePrediction);
    connect(m_run, &QPushButton::clicked, this, [this] { run(); });
    connect(m_cancel, &QPushButton::clicked, this, &MeasureTab::cancel);
    connect(m_chooseOutput, &QPushButton::clicked, this, &MeasureTab::chooseOutput);
    connect(m_exportCsv, &QPushButton::clicked, this, &MeasureTab::exportCsvClicked);
    connect(m_exportCharts, &QPushButton::clicked, this, &MeasureTab::exportChartsClicked);
    connect(m_openReport, &QPushButton::clicked, this, &MeasureTab::openReportRequested);
    connect(m_compare, &QPushButton::clicked, this, &MeasureTab::compareRequested);
    connect(m_shown, &QComboBox::activated, this, [this](int index) { showRun(m_shown->itemData(index).toInt()); });
    connect(m_reportView, &ReportView::closeRequested, this, [this](int id) {
        if (m_library)
            m_library->close(id);
    });
    // A run here and a run over SSH fill the same table and charts.
    const auto phaseStarted = [this](Phase phase, int index) {
        m_status->setText(index > 0 ? tr("Running %1, repeat %2…").arg(phaseLabel(phase)).arg(index)
                                    : tr("Running %1…").arg(phaseLabel(phase)));
    };
    for (RunController *runner :
         {static_cast<RunController *>(m_controller), static_cast<RunController *>(m_remoteController)})
        connect(runner, &RunController::phaseStarted, this, phaseStarted);
    const auto rowsFinished = [this](const QList<PhaseRow> &rows) {
        // Follow the newest rows unless the user has scrolled up to read older ones.
        const QScrollBar *bar = m_table->verticalScrollBar();
        const bool following = bar->value() == bar->maximum();
        m_model->appendRows(rows);
        if (following)
            m_table->scrollToBottom();
        // QProgressBar::setValue() repaints at once; painted with the rest of the batch instead.
        m_progress->setUpdatesEnabled(false);
        m_progress->setValue(m_model->rowCount());
        m_progress->setFormat(RunFacts::progressFormat(m_model->rows(), m_plannedRepeats));
        m_progress->setUpdatesEnabled(true); // schedules one update
    };
    for (RunController *runner :
         {static_cast<RunController *>(m_controller), static_cast<RunController *>(m_remoteController)})
        connect(runner, &RunController::rowsFinished, this, rowsFinished);
    connect(m_remote, &RemoteHostBox::changed, this, [this] {
        showWhere();
        updatePrediction();
    });
    suggestOutput();
    retranslate();
}

QLineEdit *MeasureTab::field(const QString &objectName) const
{
    return findChild<QLineEdit *>(objectName);
}

bool MeasureTab::isRunning() const
{
    return m_controller->isRunning() || m_remoteController->isRunning();
}

void MeasureTab::changeEvent(QEvent *event)
{
    if (event->type() == QEvent::LanguageChange)
        retranslate();
    QWidget::changeEvent(event);
}

void MeasureTab::retranslate()
{
    const QStringList labels{tr("&Device:"),
                             tr("D&type:"),
                             tr("&Batch:"),
                             tr("&Context (positions):"),
                             tr("&Width:"),
                             tr("H&idden:"),
                             tr("Warm-up &forwards:"),
                             tr("&Repeats:"),
                             tr("&Seed:"),
                             tr("&Output file:")};
    for (qsizetype i = 0; i < m_labels.size(); ++i)
        m_labels.at(i)->setText(labels.value(i));
    m_remoteOutputLabel->setText(tr("Remote fil&e:"));
    m_remoteOutput->setToolTip(tr("The new report's path on the remote host (a relative path is in the remote home "
                                  "folder). It stays there; a copy is saved on this computer."));
    showWhere();
    m_hidden->setPlaceholderText(tr("4 × width"));
    m_device->setToolTip(
        tr("cuda:N measures that GPU (ROCm builds use the same name). cpu is an explicit protocol dry "
           "run: real forwards and times, no allocator counters. There is never a silent CPU fallback."));
    m_chooseOutput->setText(tr("C&hoose…"));
    m_run->setText(tr("R&un"));
    m_cancel->setText(tr("Ca&ncel"));
    m_exportCsv->setText(tr("Export table CSV…"));
    m_exportCharts->setText(tr("Export charts PNG…"));
    m_shownLabel->setText(tr("Showin&g:"));
    m_openReport->setText(tr("Open re&port…"));
    m_compare->setText(tr("Co&mpare runs…"));
    m_shown->setToolTip(tr("This window's new run, or a measurement report opened from a file (read-only)."));
    updateShownList();
    showRunStatus();
    updateDeviceNote();
    m_scope->setText(tr("A synthetic Linear → GELU → Linear: not an LLM, no attention, no KV cache, no gradients. "
                        "Times include host overhead and synchronisation. Counters are this process's caching "
                        "allocator on the chosen device only: allocated is part of reserved (never add them); the two "
                        "peaks are separate maxima (never subtract them)."));
    updatePrediction();
}

std::optional<MeasurementConfig> MeasureTab::readConfig(bool showErrors)
{
    // Over SSH the configuration's output is the remote path; the local copy is checked in run().
    QLineEdit *output = m_remote->isRemote() ? m_remoteOutput : m_output;
    const MeasurementConfigText text{m_device->currentText().trimmed(), m_batch->text().trimmed(),
                                     m_context->text().trimmed(),       m_width->text().trimmed(),
                                     m_hidden->text().trimmed(),        m_dtype->currentText(),
                                     m_warmup->text().trimmed(),        m_repeats->text().trimmed(),
                                     m_seed->text().trimmed(),          output->text().trimmed()};
    const QList<Error> problems = measurementConfigProblems(text, fieldLabel);
    showProblems({{m_device, FieldKey::device},
                  {m_batch, FieldKey::batch},
                  {m_context, FieldKey::context},
                  {m_width, FieldKey::width},
                  {m_hidden, FieldKey::hidden},
                  {m_warmup, FieldKey::warmup},
                  {m_repeats, FieldKey::repeats},
                  {m_seed, FieldKey::seed},
                  {output, FieldKey::output}},
                 showErrors ? problems : QList<Error>(), m_formError);
    if (!problems.isEmpty())
        return std::nullopt;
    return *parseMeasurementConfig(text, fieldLabel);
}

void MeasureTab::updatePrediction()
{
    auto config = readConfig(true);
    if (!config) {
        m_prediction->setText(tr("No prediction until the configuration is valid."));
        if (!isRunning())
            m_run->setEnabled(false);
        return;
    }
    if (!isRunning())
        m_run->setEnabled(true);
    const SyntheticModel model = describeModel(*config);
    const Prediction p = predictAllocations(*config);
    const QLocale locale;
    QString html = u"<p><b>"_s + tr("Prediction of allocated bytes (before the run)") + u"</b><br>"_s
        + tr("%1 parameters (%2), input %3")
              .arg(locale.toString(model.parameterCount), binaryBytes(model.parameterBytes),
                   binaryBytes(model.inputBytes))
        + u"</p><table cellspacing='4'><tr><th align='left'>"_s + tr("Phase") + u"</th><th align='right'>"_s
        + tr("End allocated") + u"</th><th align='right'>"_s + tr("Peak allocated") + u"</th></tr>"_s;
    for (const PhasePrediction &phase : p.phases) {
        html += u"<tr><td>%1</td><td align='right' title='%2'>%3</td><td align='right' title='%4'>%5</td></tr>"_s.arg(
            phaseLabel(phase.phase), exactBytes(phase.endAllocatedBytes), binaryBytes(phase.endAllocatedBytes),
            exactBytes(phase.peakAllocatedBytes), binaryBytes(phase.peakAllocatedBytes));
    }
    html += u"</table><p><small>"_s + predictionCaveat().toHtmlEscaped() + u"</small></p>"_s;
    m_prediction->setText(html);
}

void MeasureTab::suggestOutput()
{
    QSettings settings;
    QString folder = settings.value(SettingsKeys::lastMeasurementFolder).toString();
    if (folder.isEmpty() || !QFileInfo(folder).isDir())
        folder = QStandardPaths::writableLocation(QStandardPaths::DocumentsLocation);
    if (folder.isEmpty() || !QFileInfo(folder).isDir())
        folder = QDir::currentPath();
    const QString stamp = QDateTime::currentDateTimeUtc().toString(u"yyyyMMdd-HHmmss"_s);
    QString path = QDir(folder).filePath(DefaultFileName::measurement(stamp));
    for (int n = 2; QFileInfo::exists(path); ++n)
        path = QDir(folder).filePath(DefaultFileName::measurement(stamp, n));
    m_output->setText(QDir::toNativeSeparators(path));
    // The remote report gets the same name, in the remote folder used last (its home folder at first).
    const QString remote = m_remoteOutput->text().trimmed();
    m_remoteOutput->setText(remote.left(remote.lastIndexOf(u'/') + 1) + QFileInfo(path).fileName());
}

void MeasureTab::showWhere()
{
    const bool remote = m_remote->isRemote();
    m_remoteOutputLabel->setVisible(remote);
    m_remoteOutput->setVisible(remote);
    m_labels.last()->setText(remote ? tr("Local cop&y:") : tr("&Output file:"));
    m_output->setToolTip(remote ? tr("Where the report fetched from the remote host is saved on this computer "
                                     "(a new file, never one that exists).")
                                : QString());
}

void MeasureTab::chooseOutput()
{
    // The dialog's own overwrite question is off: an existing file is refused, never replaced.
    const QString path
        = QFileDialog::getSaveFileName(this, tr("New measurement report"), m_output->text(), tr("JSON files (*.json)"),
                                       nullptr, QFileDialog::DontConfirmOverwrite);
    if (path.isEmpty())
        return;
    if (QFileInfo::exists(path)) {
        m_formError->setText(tr("Output file: %1 exists already; a result is never overwritten, choose a new name.")
                                 .arg(QDir::toNativeSeparators(path)));
        return;
    }
    m_output->setText(QDir::toNativeSeparators(path));
    QSettings().setValue(SettingsKeys::lastMeasurementFolder, QFileInfo(path).absolutePath());
}

void MeasureTab::setRunning(bool running)
{
    m_run->setEnabled(!running);
    m_cancel->setEnabled(running);
    for (QWidget *w :
         std::initializer_list<QWidget *>{m_device, m_dtype, m_batch, m_context, m_width, m_hidden, m_warmup, m_repeats,
                                          m_seed, m_output, m_chooseOutput, m_remoteOutput})
        w->setEnabled(!running);
    m_remote->setBusy(running);
    Q_EMIT this->running(running);
}

QCoro::Task<> MeasureTab::run()
{
    if (isRunning())
        co_return;
    const bool remote = m_remote->isRemote();
    const std::optional<SshTarget> target = remote ? m_remote->usableTarget() : std::nullopt;
    if (remote && !target)
        co_return;
    auto config = readConfig(true);
    if (!config)
        co_return;
    const QString localPath = remote ? m_output->text().trimmed() : config->output;
    const QString localLabel = remote ? tr("Local copy") : fieldLabel(FieldKey::output);
    if (Status output = checkOutputPath(localPath, localLabel); !output) {
        m_formError->setText(output.error());
        setInvalid(m_output, true);
        co_return;
    }
    m_model->reset(predictAllocations(*config));
    showRun(0);
    m_progress->setRange(0, int(completeRowCount(*config)));
    m_progress->setValue(0);
    m_progress->setFormat(u"%p%"_s);
    m_plannedRepeats = config->repeats;
    const QString host = remote ? sshHostLabel(target->destination) : QString();
    m_status->setText(remote ? tr("Connecting to %1 over SSH…").arg(host) : tr("Loading the libtorch backend…"));
    setRunning(true);

    QPointer<MeasureTab> self(this);
    RunController *runner = remote ? static_cast<RunController *>(m_remoteController) : m_controller;
    // Named, not a temporary in the co_await expression: GCC 12 destroys such temporaries twice.
    RunRequest request{*config, m_backendPath, remote ? *target : SshTarget(), remote ? localPath : QString()};
    const MeasurementRunResult result = co_await runner->run(std::move(request));
    if (!self)
        co_return;
    setRunning(false);
    m_progress->setFormat(u"%p%"_s);
    m_lastResult = result;
    m_lastOutput = localPath;
    m_lastHost = host;
    m_lastRemoteOutput = remote ? config->output : QString();
    if (remote && result.kind == MeasurementRunResult::Kind::Refused && result.field == FieldKey::output)
        setInvalid(m_remoteOutput, true);
    showRunStatus();
    if (result.reportWritten())
        suggestOutput();
    m_exportCsv->setEnabled(m_model->rowCount() > 0);
    m_exportCharts->setEnabled(m_model->rowCount() > 0);
    Q_EMIT measurementFinished(result);
}

QString MeasureTab::runStatusText(const MeasurementRunResult &result, const QString &output)
{
    const QString file = QDir::toNativeSeparators(output).toHtmlEscaped();
    const QString message = result.message.toHtmlEscaped();
    const auto bold = [](const QString &text) -> QString { return u"<b>"_s + text + u"</b> "_s; };
    switch (result.kind) {
    case MeasurementRunResult::Kind::Refused:
        return bold(tr("Refused:")) + message + u"<br>"_s + tr("Nothing was measured and no file was written.");
    case MeasurementRunResult::Kind::NotWritten:
        return bold(tr("Report not written:")) + message + u"<br>"_s
            + tr("The phases measured are shown, but no file was written.");
    case MeasurementRunResult::Kind::Complete:
        return bold(tr("Complete."))
            + tr("Report written to %1. warm_forward median: %2 s.")
                  .arg(file, localizedDecimal(result.report.warmForwardMedianSeconds()));
    case MeasurementRunResult::Kind::Failed:
        return bold(tr("Failed part-way:")) + message + u"<br>"_s
            + tr("The phases measured before it are shown and were written to %1 with status failed.").arg(file);
    case MeasurementRunResult::Kind::Cancelled:
        return u"<b>"_s + tr("Cancelled") + u"</b> "_s + tr("at %1.").arg(phaseLabel(result.report.outcome.stoppedAt))
            + u"<br>"_s
            + tr("The phases measured before it are shown and were written to %1 with status cancelled.").arg(file);
    }
    return {};
}

void MeasureTab::showRunStatus()
{
    if (!m_lastResult || isRunning())
        return;
    QString text = runStatusText(*m_lastResult, m_lastOutput);
    if (!m_lastHost.isEmpty() && m_lastResult->kind != MeasurementRunResult::Kind::Refused)
        text += u"<br>"_s
            + tr("Measured on %1 over SSH; its report there: %2.")
                  .arg(m_lastHost.toHtmlEscaped(), m_lastRemoteOutput.toHtmlEscaped());
    if (m_lastResult->kind != MeasurementRunResult::Kind::Refused)
        text += u"<br>"_s + RunFacts::threadCount(m_lastResult->report.environment).toHtmlEscaped();
    m_status->setText(text);
}

void MeasureTab::applyProbe(const EnvironmentReport &probe)
{
    m_probe = probe;
    if (const std::optional<QString> device = RunFacts::probedDefaultDevice(probe); device && !m_deviceChosen)
        m_device->setCurrentText(*device);
    updateDeviceNote();
}

void MeasureTab::updateDeviceNote()
{
    m_deviceNote->setText(m_probe ? RunFacts::deviceNote(*m_probe, m_device->currentText(), m_deviceChosen)
                                  : QString());
}

void MeasureTab::cancel()
{
    if (!isRunning())
        return;
    m_status->setText(tr("Cancelling after the current forward…"));
    m_controller->cancel();
    m_remoteController->cancel();
}

QByteArray MeasureTab::phasesCsv() const
{
    return IteraGpu::phasesCsv(m_model->rows(), m_model->prediction());
}

Result<QList<BundleImage>> MeasureTab::chartImages()
{
    return m_charts->images();
}

Status MeasureTab::exportPhaseTable(const QString &path) const
{
    const PhaseTableModel *model = shownModel();
    return replaceFile(path, IteraGpu::phasesCsv(model->rows(), model->prediction()));
}

Status MeasureTab::exportCharts(const QString &folder, QStringList *written)
{
    return shownCharts()->saveAll(folder, written);
}

void MeasureTab::exportCsvClicked()
{
    const QString path
        = askSavePath(this, tr("Export phase table"), DefaultFileName::phaseTable(), tr("CSV files (*.csv)"));
    if (path.isEmpty())
        return;
    reportExport(this, exportPhaseTable(path), tr("Phase table written to %1").arg(QDir::toNativeSeparators(path)));
}

void MeasureTab::exportChartsClicked()
{
    const QString folder = askExportFolder(this, tr("Export charts to folder"));
    if (!folder.isEmpty())
        exportImages(this, shownCharts()->images(), folder);
}

void MeasureTab::setReportLibrary(ReportLibrary *library)
{
    m_library = library;
    connect(library, &ReportLibrary::added, this, &MeasureTab::updateShownList);
    connect(library, &ReportLibrary::removed, this, [this](int id) {
        if (m_reportView->reportId() == id)
            showRun(0);
        updateShownList();
    });
    updateShownList();
}

void MeasureTab::updateShownList()
{
    const int shown = shownReport();
    m_shown->clear();
    m_shown->addItem(tr("New run (this window)"), 0);
    if (m_library) {
        for (const ReportLibrary::Entry *entry : m_library->measurements())
            m_shown->addItem(ReportView::title(entry->report), entry->id);
    }
    m_shown->setCurrentIndex(std::max(0, m_shown->findData(shown)));
    m_compare->setEnabled(m_library && !m_library->measurements().isEmpty());
}

void MeasureTab::showRun(int reportId)
{
    const ReportLibrary::Entry *entry = m_library && reportId != 0 ? m_library->entry(reportId) : nullptr;
    if (entry && entry->report.isMeasurement()) {
        m_reportView->showReport(entry->id, entry->report);
        m_views->setCurrentWidget(m_reportView);
    } else {
        m_views->setCurrentIndex(0);
    }
    m_shown->setCurrentIndex(std::max(0, m_shown->findData(shownReport())));
    const bool rows = shownModel()->rowCount() > 0;
    m_exportCsv->setEnabled(rows);
    m_exportCharts->setEnabled(rows);
}

int MeasureTab::shownReport() const
{
    return m_views->currentWidget() == m_reportView ? m_reportView->reportId() : 0;
}

PhaseTableModel *MeasureTab::shownModel() const
{
    return shownReport() != 0 ? m_reportView->phaseModel() : m_model;
}

PhaseCharts *MeasureTab::shownCharts() const
{
    return shownReport() != 0 ? m_reportView->charts() : m_charts;
}

} // namespace IteraGpu::Ui
