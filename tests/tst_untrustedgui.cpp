// Untrusted text is plain: text that comes from a file (a report's device, its file name, a grid
// cell, a checkpoint's tensor name, the crash-recovery file) reaches labels, message boxes,
// tooltips, list items and chart legends as the characters it holds, never as HTML. Every surface
// of the window that holds the payload after each case is read back as a person sees it (rich text
// rendered through QTextDocument, plain text as it is) and must show the payload literally.
#include "checkpointfixture.h"
#include "core/quality/resultsgrid.h"
#include "fixturefile.h"
#include "samplereports.h"
#include "ui/common/languagemanager.h"
#include "ui/estimate/checkpointpanel.h"
#include "ui/estimate/estimatetab.h"
#include "ui/filecommands.h"
#include "ui/mainwindow.h"
#include "ui/recoverymanager.h"
#include "ui/reports/comparisonwindow.h"
#include "ui/reports/reportlibrary.h"

#include <QAbstractItemView>
#include <QApplication>
#include <QBarSeries>
#include <QBarSet>
#include <QChart>
#include <QChartView>
#include <QDeadlineTimer>
#include <QDir>
#include <QJsonArray>
#include <QJsonDocument>
#include <QJsonObject>
#include <QLabel>
#include <QMessageBox>
#include <QSettings>
#include <QSignalSpy>
#include <QStandardPaths>
#include <QTemporaryDir>
#include <QTest>
#include <QTextDocument>
#include <QTimer>

using namespace Qt::StringLiterals;
using namespace IteraGpu;
using namespace IteraGpu::Ui;

namespace {

const QString kMarker = u"SAFE TO LOAD"_s;

// What a person sees of `text` where the surface renders rich text (`rich`) or plain text.
QString seen(const QString &text, bool rich)
{
    if (!rich)
        return text;
    QTextDocument document;
    document.setHtml(text);
    return document.toPlainText();
}

// Every surface under `root` (itself included) that shows the marker, and the ones among them
// that do not show the payload literally ("kind class objectName: what is seen").
struct Scan
{
    int surfaces = 0;
    QStringList rendered;

    void check(const QString &kind, const QObject *where, const QString &text, bool rich, const QString &payload)
    {
        const QString shown = seen(text, rich);
        if (!shown.contains(kMarker) && !text.contains(kMarker))
            return;
        ++surfaces;
        // Messages bound what they quote (displaySafe): the payload's first tag, seen as typed,
        // proves that nothing of it was rendered.
        if (!shown.contains(payload.left(payload.indexOf(u'>') + 1)))
            rendered.append(kind + u' ' + QString::fromLatin1(where->metaObject()->className()) + u' '
                            + where->objectName() + u": "_s + shown.left(200));
    }

    void widget(const QWidget *root, const QString &payload)
    {
        QList<const QWidget *> widgets{root};
        for (const QWidget *child : root->findChildren<QWidget *>())
            widgets.append(child);
        for (const QWidget *w : std::as_const(widgets)) {
            check(u"tooltip of"_s, w, w->toolTip(), Qt::mightBeRichText(w->toolTip()), payload);
            if (const auto *label = qobject_cast<const QLabel *>(w)) {
                const bool rich = label->textFormat() == Qt::RichText
                    || (label->textFormat() == Qt::AutoText && Qt::mightBeRichText(label->text()));
                check(u"label"_s, label, label->text(), rich, payload);
            }
            if (const auto *view = qobject_cast<const QAbstractItemView *>(w); view && view->model())
                model(view->model(), payload);
            if (const auto *chartView = qobject_cast<const QChartView *>(w))
                chart(chartView->chart(), payload);
        }
    }

    void model(const QAbstractItemModel *model, const QString &payload)
    {
        for (int row = 0; row < std::min(model->rowCount(), 200); ++row) {
            for (int column = 0; column < model->columnCount(); ++column) {
                const QModelIndex index = model->index(row, column);
                const QString tip = index.data(Qt::ToolTipRole).toString();
                check(u"cell tooltip in"_s, model, tip, Qt::mightBeRichText(tip), payload);
                check(u"cell in"_s, model, index.data(Qt::DisplayRole).toString(), false, payload);
            }
        }
    }

    void chart(const QChart *chart, const QString &payload)
    {
        check(u"chart title"_s, chart, chart->title(), true, payload); // Qt Charts draw titles as HTML
        for (const QAbstractSeries *series : chart->series()) {
            if (const auto *bars = qobject_cast<const QBarSeries *>(series)) {
                for (const QBarSet *set : bars->barSets())
                    check(u"chart legend"_s, chart, set->label(), true, payload);
            }
        }
    }
};

// Runs `action`, which opens a modal dialog; scans the dialog when it is shown, then closes it.
Scan scanModal(const std::function<void()> &action, const QString &payload, bool *seenBox)
{
    Scan scan;
    *seenBox = false;
    QTimer poll;
    poll.setInterval(20);
    QObject::connect(&poll, &QTimer::timeout, [&] {
        QWidget *modal = QApplication::activeModalWidget();
        if (!modal)
            return;
        *seenBox = true;
        scan.widget(modal, payload);
        if (auto *box = qobject_cast<QMessageBox *>(modal))
            box->reject();
        else
            modal->close();
    });
    poll.start();
    action();
    // Files are read off the GUI thread: the message may come after the action returned.
    QDeadlineTimer deadline(30'000);
    while (!*seenBox && !deadline.hasExpired())
        QCoreApplication::processEvents(QEventLoop::AllEvents, 20);
    poll.stop();
    return scan;
}

QByteArray jsonString(const QString &text)
{
    const QByteArray array = QJsonDocument(QJsonArray{text}).toJson(QJsonDocument::Compact);
    return array.mid(1, array.size() - 2);
}

void addPayloads()
{
    QTest::addColumn<QString>("payload");
    QTest::addRow("h1 font") << u"<h1><font color=red>SAFE TO LOAD</font></h1>"_s;
    QTest::addRow("img") << u"<img src=x>SAFE TO LOAD"_s;
}

} // namespace

class TestUntrustedGui : public QObject
{
    Q_OBJECT
    QTemporaryDir m_dir;
    LanguageManager m_languages;

    // A complete report whose JSON text has `from` replaced by `to` (as a JSON string).
    QString writeEditedReport(const QString &name, const QByteArray &from, const QString &to)
    {
        const QString plain = m_dir.filePath(u"plain-"_s + QString::number(qHash(name)) + u".json"_s);
        QFile::remove(plain);
        if (!writeMeasurementReport(plain, sampleReport(u"cuda:0"_s, RunStatus::Complete)))
            return {};
        QFile file(plain);
        if (!file.open(QIODevice::ReadOnly))
            return {};
        QByteArray bytes = file.readAll();
        if (!from.isEmpty())
            bytes.replace(from, jsonString(to));
        const QString path = m_dir.filePath(name);
        QFile::remove(path);
        return writeFixture(path, bytes) ? path : QString();
    }

    static void open(MainWindow &window, const QStringList &paths)
    {
        QSignalSpy finished(window.reports(), &ReportLibrary::openFinished);
        window.openReports(paths);
        QVERIFY(finished.wait(30000));
    }

    // Opens `paths` in a new window, then the comparison of every opened measurement, and scans both
    // and the refusal box.
    void scanOpenedReports(const QStringList &paths, const QString &payload)
    {
        MainWindow window(&m_languages);
        window.show();
        open(window, paths);
        Scan scan;
        scan.widget(&window, payload);
        if (auto *box = window.findChild<QMessageBox *>(u"reportErrors"_s)) {
            scan.widget(box, payload);
            box->close();
        }
        if (window.reports()->entries().size() >= 2) {
            ComparisonWindow *comparison = window.showComparison();
            QList<int> keys;
            for (const ReportLibrary::Entry &entry : window.reports()->entries())
                keys.append(entry.id);
            comparison->select(keys);
            scan.widget(comparison, payload);
        }
        QVERIFY2(scan.surfaces > 0, "the payload reached no surface: the case tests nothing");
        QVERIFY2(scan.rendered.isEmpty(), qPrintable(scan.rendered.join(u'\n')));
    }

private Q_SLOTS:
    void initTestCase()
    {
        // Settings and the recovery folder in a test location, never the user's (test mode: under
        // ~/.qttest, whatever XDG_CONFIG_HOME and XDG_DATA_HOME say).
        QStandardPaths::setTestModeEnabled(true);
        QSettings().clear(); // no recent file or experiment remembered from an earlier run
        QVERIFY(m_dir.isValid());
        m_languages.setLanguage(u"en"_s);
    }

    void reportDeviceNameIsPlain_data() { addPayloads(); }
    void reportDeviceNameIsPlain()
    {
        QFETCH(QString, payload);
        const QString edited = writeEditedReport(u"device-name.json"_s, "\"NVIDIA H100 80GB HBM3\"", payload);
        const QString other = writeEditedReport(u"other.json"_s, {}, {});
        QVERIFY(!edited.isEmpty() && !other.isEmpty());
        scanOpenedReports({edited, other}, payload);
    }

    void reportConfigurationDeviceIsPlain_data() { addPayloads(); }
    void reportConfigurationDeviceIsPlain()
    {
        QFETCH(QString, payload);
        const QString edited = writeEditedReport(u"config-device.json"_s, "\"cuda:0\"", payload);
        QVERIFY(!edited.isEmpty());
        scanOpenedReports({edited}, payload);
    }

    void reportFileNameIsPlain_data() { addPayloads(); }
    void reportFileNameIsPlain()
    {
        QFETCH(QString, payload);
        const QString name = QString(payload).remove(u'/') + u".json"_s; // a file name holds no '/'
        const QString edited = writeEditedReport(name, {}, {});
        const QString other = writeEditedReport(u"other.json"_s, {}, {});
        QVERIFY(!edited.isEmpty() && !other.isEmpty());
        scanOpenedReports({edited, other}, QString(payload).remove(u'/'));
    }

    void gridCellInTheOpenRefusalIsPlain_data() { addPayloads(); }
    void gridCellInTheOpenRefusalIsPlain()
    {
        QFETCH(QString, payload);
        const QString path = m_dir.filePath(u"grid.csv"_s);
        QFile::remove(path);
        QByteArray csv = ResultsGrid::header().join(u',').toUtf8() + "\r\n";
        QStringList cells(ResultsGrid::header().size());
        cells[0] = u"run-001"_s;
        cells[1] = u"2026-11-30T09:00:00Z"_s;
        cells[2] = u"complete"_s;
        cells[11] = u"\"%1\""_s.arg(QString(payload).replace(u'"', u"\"\""_s)); // batch: not a number
        csv += cells.join(u',').toUtf8() + "\r\n";
        VERIFY_OK(writeFixture(path, csv));
        MainWindow window(&m_languages);
        window.show();
        bool box = false;
        const Scan scan = scanModal([&] { window.files()->openRecentGrid(path); }, payload, &box);
        QVERIFY2(box, "opening the grid showed no message");
        QVERIFY2(scan.surfaces > 0, "the refusal does not quote the cell: the case tests nothing");
        QVERIFY2(scan.rendered.isEmpty(), qPrintable(scan.rendered.join(u'\n')));
    }

    void recoveryWarningIsPlain_data() { addPayloads(); }
    void recoveryWarningIsPlain()
    {
        QFETCH(QString, payload);
        const QString folder = RecoveryManager::defaultFolder();
        QVERIFY(QDir().mkpath(folder));
        const QString file = QDir(folder).filePath(u"recovery.json"_s);
        QFile::remove(file);
        const QString csv = ResultsGrid::header().join(u',') + u"\r\nrun-001,2026-11-30T09:00:00Z,complete,,,,,,,,,\""_s
            + QString(payload).replace(u'"', u"\"\""_s) + u"\",,,,,,,,,,,,,\r\n"_s;
        const QJsonObject json{{u"format"_s, u"iteragpu-lab/recovery"_s},
                               {u"format_version"_s, 1},
                               {u"saved_utc"_s, u"2026-11-30T09:30:00Z"_s},
                               {u"grid"_s, QJsonObject{{u"path"_s, QString()}, {u"csv"_s, csv}}}};
        VERIFY_OK(writeFixture(file, QJsonDocument(json).toJson()));
        MainWindow window(&m_languages);
        window.show();
        bool box = false;
        const Scan scan = scanModal([&] { QCoro::waitFor(window.offerRecovery()); }, payload, &box);
        QVERIFY2(box, "no recovery warning");
        QVERIFY2(scan.surfaces > 0, "the warning does not quote the cell: the case tests nothing");
        QVERIFY2(scan.rendered.isEmpty(), qPrintable(scan.rendered.join(u'\n')));
        window.recovery()->forgetLeftOver();
        QFile::remove(file);
    }

    void checkpointTensorNameIsPlain_data()
    {
        QTest::addColumn<QString>("payload");
        QTest::addColumn<QByteArray>("dtype");
        QTest::addRow("h1 font, loaded") << u"<h1><font color=red>SAFE TO LOAD</font></h1>"_s << QByteArray("F16");
        QTest::addRow("h1 font, refused") << u"<h1><font color=red>SAFE TO LOAD</font></h1>"_s << QByteArray("Q9");
        QTest::addRow("img, loaded") << u"<img src=x>SAFE TO LOAD"_s << QByteArray("F16");
        QTest::addRow("img, refused") << u"<img src=x>SAFE TO LOAD"_s << QByteArray("Q9");
    }
    void checkpointTensorNameIsPlain()
    {
        QFETCH(QString, payload);
        QFETCH(QByteArray, dtype);
        const QString path = m_dir.filePath(u"model.safetensors"_s);
        QFile::remove(path);
        VERIFY_OK(writeFixture(path, Fixture::safetensors({{payload.toUtf8(), dtype, {4, 4}, 32}})));
        MainWindow window(&m_languages);
        window.show();
        CheckpointPanel *panel = window.estimateTab()->checkpointPanel();
        panel->load(path);
        QTRY_VERIFY_WITH_TIMEOUT(!panel->loading(), 20000);
        QCoreApplication::processEvents();
        Scan scan;
        scan.widget(&window, payload);
        QVERIFY2(scan.surfaces > 0, "the tensor name reached no surface: the case tests nothing");
        QVERIFY2(scan.rendered.isEmpty(), qPrintable(scan.rendered.join(u'\n')));
    }
};

QTEST_MAIN(TestUntrustedGui)
#include "tst_untrustedgui.moc"
