// The GUI thread's longest stall while the window saves, exports and adds a 256-point sweep to the
// grid of an experiment of N reports (1,000 by default; goal: under one 16 ms frame). Each action
// runs as the window runs it (its file work as jobs), while a 1 ms timer ticks on the GUI thread:
// the longest gap between two ticks is the longest time the window could not answer. The action's
// whole duration is printed beside it. Prints figures measured in this run only; never asserts on
// time.
//   xvfb-run -a bench_experiment [--reports N] [--points P]   (or QT_QPA_PLATFORM=offscreen)
#include "core/experiment/experiment.h"
#include "core/quality/gridnotes.h"
#include "core/quality/reportrow.h"
#include "core/reports/reportreader.h"
#include "core/sweep/sweepindex.h"
#include "core/util/sha256.h"
#include "samplereports.h"
#include "ui/common/languagemanager.h"
#include "ui/experiment/experimentcommands.h"
#include "ui/experiment/experimentsession.h"
#include "ui/filecommands.h"
#include "ui/mainwindow.h"
#include "ui/quality/qualitycosttab.h"
#include "ui/quality/resultsgridmodel.h"
#include "ui/quality/resultsgridpanel.h"

#include <QApplication>
#include <QCommandLineParser>
#include <QDir>
#include <QElapsedTimer>
#include <QJsonDocument>
#include <QMessageBox>
#include <QStandardPaths>
#include <QTemporaryDir>
#include <QTextStream>
#include <QTimer>

#include <qcoro/qcorotask.h>

using namespace Qt::StringLiterals;
using namespace IteraGpu;
using namespace IteraGpu::Ui;

namespace {

QTextStream &out()
{
    static QTextStream stream(stdout);
    return stream;
}

bool fail(const QString &why)
{
    out() << "bench_experiment: " << why << Qt::endl;
    return false;
}

// An experiment of `count` complete GPU runs, each report stored and cited by its row.
bool makeExperiment(const QString &folder, const QString &loose, int count)
{
    auto experiment = createExperiment(folder, u"Stall benchmark"_s, QDateTime::currentDateTimeUtc());
    if (!experiment)
        return fail(experiment.error());
    (void)experiment->protocol.setDraft(
        {u"one answer"_s, u"exact match"_s, u">="_s, u"0.9"_s, u"qa"_s, u"500"_s, u"accept if met"_s});
    if (!experiment->protocol.fix(QDateTime::currentDateTimeUtc()))
        return fail(u"cannot fix the protocol"_s);
    ManifestCache cache;
    const QString version = protocolVersionNote(experiment->protocol.currentSha256());
    for (int i = 0; i < count; ++i) {
        MeasurementReport report = sampleReport(u"cuda:0"_s, RunStatus::Complete);
        report.config.seed = i; // distinct bytes for every report
        const QString path = QDir(loose).filePath(u"run-%1.json"_s.arg(i, 4, 10, QChar(u'0')));
        report.config.output = path;
        if (Status written = writeMeasurementReport(path, report); !written)
            return fail(written.error());
        auto bytes = readFileBytes(path, kMaxReportBytes);
        auto loaded = bytes ? parseReport(*bytes, QFileInfo(path).fileName()) : Result<LoadedReport>(bytes.failure());
        if (!loaded)
            return fail(loaded.error());
        auto name = storeReport(folder, *bytes, QFileInfo(path).fileName(), &cache);
        if (!name)
            return fail(name.error());
        ResultRow row = resultRowFromOpenedReport(*loaded, experiment->grid.nextRunId(), std::nullopt);
        row[ResultColumn::MeasurementFile] = Experiment::reportCell(*name);
        row[ResultColumn::Notes] = joinNotes(row[ResultColumn::Notes], version);
        if (Status inserted = experiment->grid.insertRow(experiment->grid.rowCount(), row); !inserted)
            return fail(inserted.error());
    }
    Status saved = saveExperiment(*experiment, QDateTime::currentDateTimeUtc(), &cache);
    return saved ? true : fail(saved.error());
}

// A CPU sweep of `points` values of batch, each point's report in `folder` with sweep.json.
bool makeSweep(const QString &folder, int points)
{
    if (!QDir().mkpath(folder))
        return fail(u"cannot make "_s + folder);
    SweepIndex index;
    index.dimension = u"batch"_s;
    index.startedUtc = QDateTime::currentDateTimeUtc().toString(Qt::ISODate);
    for (int i = 0; i < points; ++i) {
        MeasurementReport report = sampleReport(u"cpu"_s, RunStatus::Complete, 0, 2);
        report.config.batch = i + 1;
        const QString name = u"%1-batch-%2.json"_s.arg(i + 1, 3, 10, QChar(u'0')).arg(i + 1);
        report.config.output = QDir(folder).filePath(name);
        if (Status written = writeMeasurementReport(report.config.output, report); !written)
            return fail(written.error());
        auto bytes = readFileBytes(report.config.output, kMaxReportBytes);
        if (!bytes)
            return fail(bytes.error());
        SweepPoint point;
        point.value = QString::number(i + 1);
        point.file = name;
        point.sha256 = sha256Hex(*bytes);
        setPointFromReport(point, report); // what readers check the index against
        index.values.append(point.value);
        index.points.append(point);
    }
    index.fixed = measurementConfigText(sampleReport(u"cpu"_s, RunStatus::Complete, 0, 2).config);
    index.end = SweepSearch::End::AllComplete;
    const QByteArray json = QJsonDocument(index.toJson()).toJson();
    Status written = writeNewFile(QDir(folder).filePath(QLatin1String(kSweepIndexName)), json);
    return written ? true : fail(written.error());
}

double ms(qint64 ns)
{
    return double(ns) / 1e6;
}

// The longest gap between two ticks of a 1 ms timer on the GUI thread, from start() to stop().
class StallMeter
{
public:
    StallMeter()
    {
        m_timer.setTimerType(Qt::PreciseTimer);
        m_timer.setInterval(1);
        QObject::connect(&m_timer, &QTimer::timeout, [this] { tick(); });
    }
    void start()
    {
        m_longest = 0;
        m_clock.start();
        m_last = 0;
        m_timer.start();
    }
    qint64 stop() // the longest gap in ns; the action's whole duration in total()
    {
        tick();
        m_timer.stop();
        m_total = m_clock.nsecsElapsed();
        return m_longest;
    }
    qint64 total() const { return m_total; }

private:
    void tick()
    {
        const qint64 now = m_clock.nsecsElapsed();
        m_longest = std::max(m_longest, now - m_last);
        m_last = now;
    }

    QTimer m_timer;
    QElapsedTimer m_clock;
    qint64 m_last = 0;
    qint64 m_longest = 0;
    qint64 m_total = 0;
};

struct Measured
{
    qint64 stall = 0;
    qint64 total = 0;
};

template <typename Action> auto measured(StallMeter &meter, Measured *into, Action action)
{
    meter.start();
    auto result = action();
    into->stall = meter.stop();
    into->total = meter.total();
    return result;
}

} // namespace

int main(int argc, char *argv[])
{
    QApplication app(argc, argv);
    QStandardPaths::setTestModeEnabled(true);
    QCommandLineParser parser;
    parser.addOption({u"reports"_s, u"Reports in the experiment."_s, u"N"_s, u"1000"_s});
    parser.addOption({u"points"_s, u"Points of the sweep added to the grid."_s, u"P"_s, u"256"_s});
    parser.process(app);
    const int reports = parser.value(u"reports"_s).toInt();
    const int points = parser.value(u"points"_s).toInt();

    QTemporaryDir dir;
    const QString folder = dir.filePath(u"experiment"_s);
    const QString loose = dir.filePath(u"loose"_s);
    QDir().mkpath(loose);
    QElapsedTimer setup;
    setup.start();
    if (!makeExperiment(folder, loose, reports) || !makeSweep(dir.filePath(u"sweep"_s), points))
        return 1;
    out() << "bench_experiment: an experiment of " << reports << " reports and a sweep of " << points
          << " points made in " << setup.elapsed() << " ms" << Qt::endl;

    LanguageManager languages;
    languages.setLanguage(u"en"_s);
    MainWindow window(&languages);
    window.show();
    QCoro::waitFor(window.start({folder}));
    if (!window.experiment()->isOpen())
        return fail(u"the experiment did not open"_s), 1;
    QualityCostTab *tab = window.qualityCostTab();
    ResultsGridModel *model = tab->gridPanel()->model();

    // The export ends with a message box: closed as a user would, a moment after it shows.
    QTimer closer;
    QObject::connect(&closer, &QTimer::timeout, [] {
        if (auto *box = qobject_cast<QMessageBox *>(QApplication::activeModalWidget()))
            box->accept();
    });
    closer.start(100);
    StallMeter meter;
    Measured firstSave, secondSave, exportRun, addRun;
    // Save, twice: the first after opening (the window has hashed nothing yet), then after a change.
    const QModelIndex notes = model->index(0, ResultColumn::Notes);
    model->setData(notes, QString(model->data(notes, Qt::EditRole).toString() + u" edited"_s));
    const bool saved = measured(meter, &firstSave, [&] { return QCoro::waitFor(window.experiments()->save()); });
    model->setData(notes, QString(model->data(notes, Qt::EditRole).toString() + u" again"_s));
    const bool savedAgain = measured(meter, &secondSave, [&] { return QCoro::waitFor(window.experiments()->save()); });
    const bool exported = measured(meter, &exportRun, [&] {
        return QCoro::waitFor(window.files()->exportExperimentTo(dir.filePath(u"bundle"_s)));
    });
    const QString sweepIndex = QDir(dir.filePath(u"sweep"_s)).filePath(QLatin1String(kSweepIndexName));
    const int added = measured(meter, &addRun, [&] { return QCoro::waitFor(tab->addRowsFromSweep(sweepIndex)); });

    const auto line = [](const Measured &m) {
        return u"%1 ms (the action took %2 ms)"_s.arg(ms(m.stall), 0, 'f', 1).arg(ms(m.total), 0, 'f', 1);
    };
    out() << "== Longest GUI stall with an experiment of " << reports << " reports (goal: under 16 ms each) ==\n"
          << "Save after opening:       " << line(firstSave) << (saved ? "" : " (failed)") << '\n'
          << "Save after one change:    " << line(secondSave) << (savedAgain ? "" : " (failed)") << '\n'
          << "Export bundle:            " << line(exportRun) << (exported ? "" : " (failed)") << '\n'
          << "Add a " << points << "-point sweep:   " << line(addRun) << " (" << added << " rows added)\n"
          << "(a stall: the longest gap between two ticks of a 1 ms timer on the GUI thread)" << Qt::endl;
    model->markSaved();
    return saved && savedAgain && exported && added == points ? 0 : 1;
}
