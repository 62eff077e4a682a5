// Makes the README's screenshots from the real window: the four tabs with real content (an
// environment probe and a CPU dry-run measurement through the torch module), the Estimate tab
// once more from a Llama-3.1-8B-shaped checkpoint (headers written, data left as a hole) with its
// KV cache line and its "Which package holds it" table, and the comparison of three real dry runs opened back from
// their report files, in one language; with --sizes, every tab and the comparison again at each window size; with
// --cli, a width sweep in the Measure tab's sweep mode (each point a child process of that
// iteragpu, started through a script that limits its address space to 2.5 GB so that a real
// boundary is found), its table and its memory chart, at each window size.
// Usage: make_screenshots --lang en|de|es|fr --backend PATH --out DIR [--sizes 1024x640,1920x1080]
//        [--cli PATH]
// (run under Xvfb with a screen at least as large as the largest size)
#include "checkpointfixture.h"
#include "core/experiment/experiment.h"
#include "core/experiment/experimentexport.h"
#include "core/files/textfile.h"
#include "core/remote/sshtarget.h"
#include "ui/common/languagemanager.h"
#include "ui/environment/environmenttab.h"
#include "ui/estimate/checkpointpanel.h"
#include "ui/estimate/estimatetab.h"
#include "ui/estimate/planpanel.h"
#include "ui/estimate/plantablemodel.h"
#include "ui/experiment/experimentcommands.h"
#include "ui/experiment/newexperimentdialog.h"
#include "ui/mainwindow.h"
#include "ui/measure/measuretab.h"
#include "ui/measure/sweeppanel.h"
#include "ui/quality/costpanel.h"
#include "ui/quality/protocolpanel.h"
#include "ui/quality/qualitycosttab.h"
#include "ui/quality/resultsgridmodel.h"
#include "ui/quality/resultsgridpanel.h"
#include "ui/quality/tariffchoicedialog.h"
#include "ui/reports/comparisonwindow.h"
#include "ui/reports/reportlibrary.h"

#include <QApplication>
#include <QCheckBox>
#include <QComboBox>
#include <QCommandLineParser>
#include <QDir>
#include <QElapsedTimer>
#include <QFile>
#include <QFileInfo>
#include <QLabel>
#include <QLineEdit>
#include <QPushButton>
#include <QScrollArea>
#include <QStandardPaths>
#include <QTabWidget>
#include <QTableView>
#include <QTemporaryDir>
#include <QTextStream>
#include <QTimer>

#include <tuple>

using namespace Qt::StringLiterals;
using namespace IteraGpu;
using namespace IteraGpu::Ui;

namespace {

void waitFor(const std::function<bool()> &done, int timeoutMs)
{
    QElapsedTimer timer;
    timer.start();
    while (!done() && timer.elapsed() < timeoutMs)
        QCoreApplication::processEvents(QEventLoop::AllEvents, 50);
}

} // namespace

int main(int argc, char *argv[])
{
    QApplication app(argc, argv);
    QStandardPaths::setTestModeEnabled(true); // never touch the user's settings
    QCommandLineParser parser;
    parser.addOptions({{u"lang"_s, u"Language."_s, u"LANG"_s, u"en"_s},
                       {u"backend"_s, u"Torch module."_s, u"PATH"_s},
                       {u"out"_s, u"Output folder."_s, u"DIR"_s, u"."_s},
                       {u"bundle"_s, u"Also export a report bundle into this new folder."_s, u"DIR"_s},
                       {u"sizes"_s, u"Window sizes for the extra shots, e.g. 1024x640,1920x1080."_s, u"LIST"_s},
                       {u"cli"_s, u"iteragpu binary: also a sweep in the Measure tab."_s, u"PATH"_s}});
    parser.process(app);
    const QString lang = parser.value(u"lang"_s);
    QDir out(parser.value(u"out"_s));
    QList<QSize> sizes;
    for (const QString &size : parser.value(u"sizes"_s).split(u',', Qt::SkipEmptyParts)) {
        const QStringList wh = size.split(u'x');
        sizes.append(QSize(wh.value(0).toInt(), wh.value(1).toInt()));
    }
    // Grabs `widget` into out/<name>-<lang>[-<W>x<H>].png; false when it cannot be written.
    const auto save = [&](QWidget *widget, const QString &name, QSize size) {
        const QString suffix = size.isValid() ? u"-%1x%2"_s.arg(size.width()).arg(size.height()) : QString();
        const QString path = out.filePath(u"%1-%2%3.png"_s.arg(name, lang, suffix));
        if (!widget->grab().save(path)) {
            QTextStream(stderr) << "cannot write " << path << Qt::endl;
            return false;
        }
        QTextStream(stdout) << path << Qt::endl;
        return true;
    };

    LanguageManager languages;
    languages.setLanguage(lang);
    // A short, fixed folder: the status bar and the dialog show it.
    QDir experimentParent(QDir::temp().filePath(u"iteragpu-screenshots"_s));
    experimentParent.removeRecursively();
    QDir().mkpath(experimentParent.path());
    const QString experimentFolder = experimentParent.filePath(u"ticket-routing"_s);
    if (auto created
        = IteraGpu::createExperiment(experimentFolder, u"Ticket routing on B200"_s, QDateTime::currentDateTimeUtc());
        !created) {
        QTextStream(stderr) << created.error() << Qt::endl;
        return 1;
    }
    MainWindow window(&languages);
    window.resize(1280, 800);
    window.show();
    QCoro::waitFor(window.start({experimentFolder}));
    window.environmentTab()->setBackendPath(parser.value(u"backend"_s));
    window.measureTab()->setBackendPath(parser.value(u"backend"_s));

    QTemporaryDir temp;
    MeasureTab *measure = window.measureTab();
    measure->deviceBox()->setCurrentText(u"cpu"_s);
    measure->field(u"batch"_s)->setText(u"2"_s);
    measure->field(u"context"_s)->setText(u"128"_s);
    measure->field(u"width"_s)->setText(u"256"_s);
    measure->field(u"warmup"_s)->setText(u"3"_s);
    measure->field(u"repeats"_s)->setText(u"5"_s);
    measure->field(u"output"_s)->setText(temp.filePath(u"mesures.json"_s));
    bool measured = false;
    QObject::connect(measure, &MeasureTab::measurementFinished, &app, [&] { measured = true; });
    measure->run();
    window.environmentTab()->findChild<QComboBox *>(u"environmentDevice"_s)->setCurrentText(u"cuda:0"_s);
    window.environmentTab()->findChild<QLineEdit *>(u"driverVersion"_s)->setText(u"550.54.15"_s);
    bool probed = false;
    QObject::connect(window.environmentTab(), &EnvironmentTab::probed, &app, [&] { probed = true; });
    window.environmentTab()->probe();
    waitFor([&] { return measured && probed; }, 120'000);

    // Quality and cost, clicked through: a fixed protocol, a row from the dry run, two typed rows,
    // the package cost with the grid total as its denominator, and a bundle.
    QualityCostTab *quality = window.qualityCostTab();
    quality->protocolPanel()->setTypedFields(
        {u"one support ticket routed to the right queue"_s, u"accuracy against the human label"_s, u">="_s, u"0.90"_s,
         u"1000 distinct tickets from March 2026"_s, u"1000"_s, u"rent 7 days of B200 if >= 95 % of the units pass"_s});
    quality->protocolPanel()->fix();
    CostPanel *cost = quality->costPanel();
    cost->gpuBox()->setCurrentIndex(cost->gpuBox()->findData(u"b200"_s));
    cost->daysBox()->setCurrentIndex(cost->daysBox()->findData(7));
    cost->lotsEdit()->setText(u"2"_s);
    // The run was a CPU dry run: the tariff question preselects "no tariff"; take it.
    QTimer::singleShot(0, [] {
        if (auto *dialog = qobject_cast<TariffChoiceDialog *>(QApplication::activeModalWidget()))
            dialog->accept();
    });
    QCoro::waitFor(quality->addRowFromLastMeasurement());
    ResultsGridModel *grid = quality->gridPanel()->model();
    // Two typed rows of GPU runs pinned to the calculator's package (illustrative values, said in
    // their notes); the dry run's row stays out of the grid total.
    for (const auto &[submitted, accepted, value] :
         {std::tuple{u"600"_s, u"560"_s, u"0.933"_s}, std::tuple{u"500"_s, u"440"_s, u"0.880"_s}}) {
        ResultRow row;
        row[ResultColumn::RunId] = grid->grid().nextRunId();
        row[ResultColumn::DateUtc] = grid->grid().row(0)[ResultColumn::DateUtc];
        row[ResultColumn::RunStatus] = u"complete"_s;
        if (cost->cost()) {
            const PackageCost &package = *cost->cost();
            row[ResultColumn::GpuId] = package.tariff.gpuId;
            row[ResultColumn::DurationDays] = QString::number(package.tariff.durationDays);
            row[ResultColumn::Lots] = QString::number(package.request.lots);
            row[ResultColumn::LotPriceCents] = QString::number(package.tariff.priceCents);
            row[ResultColumn::CatalogSnapshot] = package.tariff.snapshot;
        }
        row[ResultColumn::Device] = u"cuda:0"_s;
        row[ResultColumn::UsefulUnitsSubmitted] = submitted;
        row[ResultColumn::AcceptedResults] = accepted;
        row[ResultColumn::QualityValue] = value;
        row[ResultColumn::ThresholdMet] = value.toDouble() >= 0.90 ? u"yes"_s : u"no"_s;
        row[ResultColumn::Notes] = u"pilot batch typed by hand, illustrative screenshot values"_s;
        quality->gridPanel()->addRow(row);
    }
    cost->useGridTotalButton()->click();
    quality->showPage(QualityCostTab::GridPage);
    QCoro::waitFor(window.experiments()->save());
    if (!parser.value(u"bundle"_s).isEmpty()) {
        auto charts = measure->chartImages();
        auto check = charts ? exportExperiment(experimentFolder, parser.value(u"bundle"_s), *charts)
                            : IteraGpu::Result<IteraGpu::ExperimentCheck>(charts.failure());
        QTextStream(stdout) << (check && check->verified() ? u"bundle: "_s + parser.value(u"bundle"_s)
                                                           : u"bundle failed"_s)
                            << Qt::endl;
    }

    const char *names[] = {"estimate", "environment", "measure", "quality-cost"};
    for (QSize size : QList<QSize>{QSize()} + sizes) {
        window.resize(size.isValid() ? size : QSize(1280, 800));
        for (int tab = 0; tab < 4; ++tab) {
            window.tabs()->setCurrentIndex(tab);
            waitFor([] { return false; }, 300); // let charts lay out and paint
            if (!save(&window, QString::fromLatin1(names[tab]), size))
                return 1;
        }
        // Quality and cost's other pages (its grid is the page shown above).
        const std::pair<QualityCostTab::Page, const char *> pages[]
            = {{QualityCostTab::ProtocolPage, "quality-protocol"}, {QualityCostTab::CostPage, "quality-package"}};
        for (const auto &[page, name] : pages) {
            quality->showPage(page);
            waitFor([] { return false; }, 300);
            if (!save(&window, QString::fromLatin1(name), size))
                return 1;
        }
        quality->showPage(QualityCostTab::GridPage);
    }
    window.resize(1280, 800);

    // Two more dry runs of other shapes, then the three report files opened and compared.
    QStringList reports{temp.filePath(u"mesures.json"_s)};
    for (const QString &width : {u"512"_s, u"1024"_s}) {
        reports.append(temp.filePath(u"mesures-width-%1.json"_s.arg(width)));
        measure->field(u"width"_s)->setText(width);
        measure->field(u"output"_s)->setText(reports.last());
        measured = false;
        measure->run();
        waitFor([&] { return measured; }, 120'000);
    }
    bool opened = false;
    QObject::connect(window.reports(), &ReportLibrary::openFinished, &app, [&] { opened = true; });
    window.openReports(reports);
    waitFor([&] { return opened; }, 60'000);
    QList<int> ids;
    for (const ReportLibrary::Entry &entry : window.reports()->entries())
        ids.append(entry.id);
    ComparisonWindow *comparison = window.showComparison();
    comparison->select(ids);
    for (QSize size : QList<QSize>{QSize()} + sizes) {
        comparison->resize(size.isValid() ? size : QSize(1280, 800));
        waitFor([] { return false; }, 500);
        if (!save(comparison, u"comparison"_s, size))
            return 1;
    }
    comparison->close();

    // A width sweep up to a real boundary: each point a child process of the CLI under a 2.5 GB
    // address-space limit (libtorch takes about 1 GB; width 6144's weights fit, 7168's do not).
    if (parser.isSet(u"cli"_s)) {
        const QString program = experimentParent.filePath(u"iteragpu-2.5GB"_s);
        const QByteArray script = "#!/bin/sh\nulimit -v 2500000\nexec "
            + shellQuote(QFileInfo(parser.value(u"cli"_s)).absoluteFilePath()).toUtf8() + " \"$@\"\n";
        if (IteraGpu::Status made = writeNewFile(program, script);
            !made || !QFile::setPermissions(program, QFile::ReadOwner | QFile::WriteOwner | QFile::ExeOwner)) {
            QTextStream(stderr) << "cannot write " << program << Qt::endl;
            return 1;
        }
        window.tabs()->setCurrentIndex(2);
        measure->field(u"width"_s)->setText(u"2048"_s);
        measure->field(u"batch"_s)->setText(u"1"_s);
        measure->field(u"context"_s)->setText(u"1"_s);
        measure->field(u"warmup"_s)->setText(u"1"_s);
        measure->field(u"repeats"_s)->setText(u"3"_s);
        measure->modeBox()->setCurrentIndex(1);
        SweepPanel *sweep = measure->sweepPanel();
        sweep->dimensionBox()->setCurrentIndex(sweep->dimensionBox()->findData(u"width"_s));
        sweep->valuesKindBox()->setCurrentIndex(1);
        sweep->fromEdit()->setText(u"2048"_s);
        sweep->toEdit()->setText(u"16384"_s);
        sweep->bisectBox()->setChecked(true);
        sweep->stepEdit()->setText(u"1024"_s);
        sweep->folderEdit()->setText(experimentParent.filePath(u"width-sweep"_s));
        sweep->programEdit()->setText(program);
        bool swept = false;
        QObject::connect(sweep, &SweepPanel::sweepFinished, &app, [&] { swept = true; });
        if (!sweep->start()) {
            QTextStream(stderr) << sweep->statusLabel()->text() << Qt::endl;
            return 1;
        }
        waitFor([&] { return swept; }, 300'000);
        auto *views = sweep->findChild<QTabWidget *>(u"sweepViews"_s);
        for (QSize size : sizes) {
            window.resize(size);
            for (const auto &[view, name] : {std::pair{0, u"sweep"_s}, std::pair{1, u"sweep-memory"_s}}) {
                views->setCurrentIndex(view);
                waitFor([] { return false; }, 300);
                // The page scrolled as a user scrolls it: the boundary line and the points in view.
                for (QWidget *up = views->parentWidget(); up; up = up->parentWidget()) {
                    if (auto *page = qobject_cast<QScrollArea *>(up)) {
                        page->ensureWidgetVisible(views, 0, 0);
                        break;
                    }
                }
                waitFor([] { return false; }, 300);
                if (!save(&window, name, size))
                    return 1;
            }
        }
        window.resize(1280, 800);
        measure->modeBox()->setCurrentIndex(0);
    }

    // The New experiment dialog, as File > Create an experiment from these files opens it.
    {
        NewExperimentDialog dialog(
            &window,
            {QCoreApplication::translate("IteraGpu::Ui::ExperimentCommands", "the results grid (%n row(s))", nullptr,
                                         3),
             QCoreApplication::translate("IteraGpu::Ui::ExperimentCommands", "the quality protocol (a draft)")});
        dialog.titleEdit()->setText(u"Ticket routing on B200"_s);
        dialog.folderEdit()->setText(experimentParent.filePath(u"ticket-routing-b200"_s));
        dialog.show();
        waitFor([] { return false; }, 300);
        if (!save(&dialog, u"new-experiment"_s, QSize()))
            return 1;
    }

    CheckpointPanel *checkpoint = window.estimateTab()->checkpointPanel();
    const QString model = temp.filePath(u"Llama-3.1-8B-shaped"_s);
    const IteraGpu::Status written
        = QDir().mkpath(model) ? Fixture::writeLlama8b(model) : IteraGpu::Status(IteraGpu::Error{model});
    if (!written) {
        QTextStream(stderr) << written.error() << Qt::endl;
        return 1;
    }
    window.tabs()->setCurrentIndex(0);
    checkpoint->load(model);
    waitFor([&] { return checkpoint->checkpoint().has_value(); }, 30'000);
    checkpoint->kvBox()->setChecked(true);
    checkpoint->contextEdit()->setText(u"8192"_s);
    waitFor([] { return false; }, 300);
    if (!save(&window, u"estimate-checkpoint"_s, QSize()))
        return 1;
    // "Which package holds it" for that checkpoint and its KV line, the page scrolled to the table.
    PlanPanel *plan = window.estimateTab()->planPanel();
    waitFor([&] { return !plan->isComputing() && plan->model()->rowCount() > 0; }, 30'000);
    for (QSize size : QList<QSize>{QSize()} + sizes) {
        window.resize(size.isValid() ? size : QSize(1280, 800));
        waitFor([] { return false; }, 300);
        if (auto *page = qobject_cast<QScrollArea *>(window.estimateTab()->findChild<QScrollArea *>()))
            page->ensureWidgetVisible(plan->findChild<QTableView *>(u"planTable"_s), 0, 0);
        waitFor([] { return false; }, 300);
        if (!save(&window, u"plan"_s, size))
            return 1;
    }
    return 0;
}
