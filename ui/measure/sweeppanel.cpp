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
    , m_dimension(new QComboBox(this))
    , m_valuesKind(new QComboBox(this))
    , m_values(new QLineEdit(this))
    , m_from(new QLineEdit(this))
    , m_to(new QLineEdit(this))
    , m_bisect(new QCheckBox(this))
    , m_step(new QLineEdit(this))
    , m_folder(new QLineEdit(this))
    , m_chooseFolder(new QPushButton(this))
    , m_program(new QLineEdit(this))
    , m_remoteFolder(new QLineEdit(this))
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
    m_dimension->setObjectName(u"sweepDimension"_s);
    m_valuesKind->setObjectName(u"sweepValuesKind"_s);
    m_values->setObjectName(u"sweepValues"_s);
    m_from->setObjectName(u"sweepFrom"_s);
    m_to->setObjectName(u"sweepTo"_s);
    m_bisect->setObjectName(u"sweepBisect"_s);
    m_step->setObjectName(u"sweepStep"_s);
    m_folder->setObjectName(u"sweepFolder"_s);
    m_program->setObjectName(u"sweepProgram"_s);
    m_remoteFolder->setObjectName(u"sweepRemoteFolder"_s);
    m_run->setObjectName(u"sweepRun"_s);
    m_cancel->setObjectName(u"sweepCancel"_s);
    m_status->setObjectName(u"sweepStatus"_s);
    m_compare->setObjectName(u"sweepCompare"_s);
    m_addToGrid->setObjectName(u"sweepAddToGrid"_s);
    m_views->setObjectName(u"sweepViews"_s);
    for (const QString &dimension : sweepDimensions())
        m_dimension->addItem(QString(), dimension);
    m_dimension->setCurrentIndex(int(sweepDimensions().indexOf(FieldKey::width.toString())));
    m_valuesKind->addItem(QString());
    m_valuesKind->addItem(QString());
    m_values->setText(u"256,512,1024"_s);
    m_from->setText(u"256"_s);
    m_to->setText(u"4096"_s);
    m_step->setText(u"1"_s);
    m_program->setText(QSettings().value(SettingsKeys::sweepProgram, defaultProgram()).toString());
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

    auto *grid = new QGridLayout;
    for (int i = 0; i < LabelCount; ++i)
        m_labels.append(new QLabel(this));
    m_labels[DimensionLabel]->setBuddy(m_dimension);
    m_labels[ValuesLabel]->setBuddy(m_values);
    m_labels[FromLabel]->setBuddy(m_from);
    m_labels[ToLabel]->setBuddy(m_to);
    m_labels[StepLabel]->setBuddy(m_step);
    m_labels[FolderLabel]->setBuddy(m_folder);
    m_labels[ProgramLabel]->setBuddy(m_program);
    m_labels[RemoteFolderLabel]->setBuddy(m_remoteFolder);
    grid->addWidget(m_labels[DimensionLabel], 0, 0);
    grid->addWidget(m_dimension, 0, 1);
    grid->addWidget(m_valuesKind, 0, 2, 1, 2);
    grid->addWidget(m_labels[ValuesLabel], 1, 0);
    grid->addWidget(m_values, 1, 1, 1, 3);
    grid->addWidget(m_labels[FromLabel], 2, 0);
    grid->addWidget(m_from, 2, 1);
    grid->addWidget(m_labels[ToLabel], 2, 2);
    grid->addWidget(m_to, 2, 3);
    grid->addWidget(m_bisect, 3, 0, 1, 2);
    grid->addWidget(m_labels[StepLabel], 3, 2);
    grid->addWidget(m_step, 3, 3);
    grid->addWidget(m_labels[FolderLabel], 4, 0);
    auto *folderRow = new QHBoxLayout;
    folderRow->addWidget(m_folder, 1);
    folderRow->addWidget(m_chooseFolder);
    grid->addLayout(folderRow, 4, 1, 1, 3);
    grid->addWidget(m_labels[ProgramLabel], 5, 0);
    grid->addWidget(m_program, 5, 1, 1, 3);
    grid->addWidget(m_labels[RemoteFolderLabel], 6, 0);
    grid->addWidget(m_remoteFolder, 6, 1, 1, 3);
    grid->setColumnStretch(1, 1);
    grid->setColumnStretch(3, 1);

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
    layout->addLayout(grid);
    layout->addLayout(buttons);
    layout->addWidget(m_status);
    layout->addWidget(m_views, 1);
    layout->addWidget(m_scope);

    connect(m_valuesKind, &QComboBox::currentIndexChanged, this, &SweepPanel::updateValueFields);
    connect(m_views, &QTabWidget::currentChanged, m_charts, &SweepCharts::redrawStale); // drawn when shown
    connect(m_bisect, &QCheckBox::toggled, this, &SweepPanel::updateValueFields);
    connect(m_program, &QLineEdit::editingFinished, this,
            [this] { QSettings().setValue(SettingsKeys::sweepProgram, m_program->text().trimmed()); });
    connect(m_chooseFolder, &QPushButton::clicked, this, [this] {
        const QString folder = QFileDialog::getExistingDirectory(this, tr("Folder of the sweep (new or empty)"),
                                                                 startFolder(SettingsKeys::lastMeasurementFolder));
        if (!folder.isEmpty())
            m_folder->setText(QDir::toNativeSeparators(folder));
    });
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
    updateValueFields();
    updatePlace();
    retranslate();
}

SweepPanel::~SweepPanel() = default;

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
    const bool remote = isRemote();
    m_labels[ProgramLabel]->setVisible(!remote);
    m_program->setVisible(!remote);
    m_labels[RemoteFolderLabel]->setVisible(remote);
    m_remoteFolder->setVisible(remote);
}

QString SweepPanel::defaultProgram()
{
    return QDir(QCoreApplication::applicationDirPath()).filePath(u"iteragpu"_s);
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
    for (int i = 0; i < m_dimension->count(); ++i)
        m_dimension->setItemText(i, fieldLabel(m_dimension->itemData(i).toString()));
    m_valuesKind->setItemText(0, tr("List of values"));
    m_valuesKind->setItemText(1, tr("Doubling range"));
    m_labels[DimensionLabel]->setText(tr("&Vary:"));
    m_labels[ValuesLabel]->setText(tr("Va&lues:"));
    m_labels[FromLabel]->setText(tr("Fro&m:"));
    m_labels[ToLabel]->setText(tr("To:"));
    m_labels[StepLabel]->setText(tr("Step:"));
    m_labels[FolderLabel]->setText(tr("Folder:"));
    m_labels[ProgramLabel]->setText(tr("Command-line pro&gram:"));
    m_labels[RemoteFolderLabel]->setText(tr("Remote folder:"));
    m_remoteFolder->setPlaceholderText(tr("the local folder's name, in the remote home folder"));
    m_remoteFolder->setToolTip(tr("The sweep's folder on the remote host, new or empty; a relative path is "
                                  "in the remote home folder. Every report and sweep.json are fetched into the "
                                  "local folder."));
    m_values->setToolTip(tr("Comma-separated, increasing for a number (256,512,1024), or dtype names."));
    m_from->setToolTip(tr("The range doubles from this value while it is at most the other."));
    m_bisect->setText(tr("Bisect to the bound&ary"));
    m_bisect->setToolTip(tr("After the first point that fails for memory, probes between the largest complete "
                            "value and it, on multiples of the step, then runs the largest complete value again."));
    m_folder->setPlaceholderText(tr("a new or empty folder"));
    m_program->setToolTip(tr("The iteragpu command-line program each point runs as a separate process."));
    m_chooseFolder->setText(tr("Choose…"));
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

void SweepPanel::updateValueFields()
{
    const bool list = m_valuesKind->currentIndex() == 0;
    m_values->setEnabled(list && !isRunning() && !m_busy);
    m_from->setEnabled(!list && !isRunning() && !m_busy);
    m_to->setEnabled(!list && !isRunning() && !m_busy);
    m_step->setEnabled(m_bisect->isChecked() && !isRunning() && !m_busy);
}

void SweepPanel::setBusy(bool busy)
{
    m_busy = busy;
    m_run->setEnabled(!busy && !isRunning());
    updateValueFields();
}

void SweepPanel::setRunning(bool running)
{
    m_run->setEnabled(!running && !m_busy);
    m_cancel->setEnabled(running);
    for (QWidget *widget : std::initializer_list<QWidget *>{m_dimension, m_valuesKind, m_bisect, m_folder,
                                                            m_chooseFolder, m_program, m_remoteFolder})
        widget->setEnabled(!running);
    for (QPushButton *button : {m_compare, m_addToGrid, m_exportCsv, m_exportCharts})
        button->setEnabled(!running && m_lastIndex.has_value());
    m_form->setBusy(running);
    updateValueFields();
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
