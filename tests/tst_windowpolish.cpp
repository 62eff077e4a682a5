// The window's smaller helps, driven offscreen: F1 opens the current tab's help (translated), the
// protocol asks before fixing and locks its fields, the amendment history says what changed, the
// libtorch thread count and the time estimate of a run, the Measure device after a probe, and
// suggested file names in every language.
#include "core/measure/remainingtime.h"
#include "samplereports.h"
#include "ui/applicationicon.h"
#include "ui/common/defaultfilenames.h"
#include "ui/common/languagemanager.h"
#include "ui/environment/environmenttab.h"
#include "ui/helpview.h"
#include "ui/mainwindow.h"
#include "ui/measure/measuretab.h"
#include "ui/quality/amendmenthistory.h"
#include "ui/quality/protocolpanel.h"
#include "ui/quality/qualitycosttab.h"
#include "ui/quality/resultsgridpanel.h"
#include "ui/reports/reportlibrary.h"
#include "ui/run/phasetablemodel.h"
#include "ui/run/reportview.h"
#include "ui/run/runfacts.h"
#include "ui/widgets/wraplabel.h"

#include <QAbstractButton>
#include <QAction>
#include <QApplication>
#include <QComboBox>
#include <QFileInfo>
#include <QLabel>
#include <QLineEdit>
#include <QMenuBar>
#include <QMessageBox>
#include <QPlainTextEdit>
#include <QProgressBar>
#include <QPushButton>
#include <QRegularExpression>
#include <QScrollBar>
#include <QSignalSpy>
#include <QStandardPaths>
#include <QTabWidget>
#include <QTemporaryDir>
#include <QTest>
#include <QTextBrowser>
#include <QTextDocument>
#include <QTimer>

using namespace Qt::StringLiterals;
using namespace IteraGpu;
using namespace IteraGpu::Ui;

namespace {

const ProtocolFields kProtocol{u"one ticket routed to the right queue"_s,
                               u"accuracy against the human label"_s,
                               u">="_s,
                               u"0.90"_s,
                               u"1000 distinct tickets from March 2026"_s,
                               u"1000"_s,
                               u"rent 7 days of H100 if >= 95 % of units pass"_s};

// Answers the next message box with the button of `role`; keeps its texts in `seen`.
void answerNextBox(QMessageBox::ButtonRole role, QString *seen)
{
    QTimer::singleShot(0, qApp, [role, seen] {
        auto *box = qobject_cast<QMessageBox *>(QApplication::activeModalWidget());
        if (!box)
            return;
        *seen = box->text() + u'\n' + box->informativeText();
        for (QAbstractButton *button : box->buttons()) {
            if (box->buttonRole(button) == role) {
                button->click();
                return;
            }
        }
    });
}

PhaseRow row(Phase phase, int index, qint64 nanoseconds)
{
    PhaseRow r;
    r.phase = phase;
    r.index = index;
    r.nanoseconds = nanoseconds;
    return r;
}

EnvironmentReport probeWithoutGpu()
{
    EnvironmentReport probe = sampleEnvironment(u"cuda:0"_s);
    probe.libtorch->visibleGpuCount = 0;
    probe.device.available = false;
    return probe;
}

} // namespace

// Counts the layout requests an object receives.
class LayoutRequests : public QObject
{
public:
    int count = 0;
    bool eventFilter(QObject *, QEvent *event) override
    {
        count += event->type() == QEvent::LayoutRequest ? 1 : 0;
        return false;
    }
};

class TestWindowPolish : public QObject
{
    Q_OBJECT
private:
    QTemporaryDir m_dir;
    LanguageManager m_languages;

private Q_SLOTS:
    void initTestCase()
    {
        QStandardPaths::setTestModeEnabled(true); // settings in a test location, never the user's
        QVERIFY(m_dir.isValid());
    }

    void init() { m_languages.setLanguage(u"en"_s); }

    // A run's status line changes with every phase: the window is never laid out again (nor the tab
    // widget repainted whole), even when the text grows from one line to three: the status block
    // has a fixed height, and the line grows inside it.
    void statusLineNeverRelaysOutTheWindow()
    {
        MainWindow window(&m_languages);
        window.resize(1200, 800);
        window.show();
        QVERIFY(QTest::qWaitForWindowExposed(&window));
        window.showTab(MainWindow::Tab::Measure);
        QLabel *status = window.measureTab()->statusLabel();
        status->setText(u"Running warm_forward, repeat 1…"_s);
        LayoutRequests requests;
        window.tabs()->installEventFilter(&requests);
        // The tab just built settles first: every layout request it has posted, to any of its
        // widgets, is delivered, until delivering them posts no new one (a request climbs one parent
        // per delivery; the status line's changes below caused none of them).
        LayoutRequests anywhere;
        qApp->installEventFilter(&anywhere);
        for (int seen = -1; seen != anywhere.count;) {
            seen = anywhere.count;
            QCoreApplication::sendPostedEvents();
            QCoreApplication::processEvents();
        }
        qApp->removeEventFilter(&anywhere);
        requests.count = 0;
        for (int repeat = 2; repeat <= 5; ++repeat) {
            status->setText(u"Running warm_forward, repeat %1…"_s.arg(repeat));
            // A layout request is a posted event: delivering what is posted now shows whether the
            // new text asked for one, without waiting on a clock.
            QCoreApplication::sendPostedEvents();
        }
        QCOMPARE(requests.count, 0);
        status->setText(u"Running warm_forward, repeat 6…<br>a second line<br>and a third"_s);
        QCoreApplication::sendPostedEvents();
        QCOMPARE(requests.count, 0);
        QTRY_VERIFY(status->height() >= status->heightForWidth(status->width()));
    }

    // The window icon holds every rendered size and decodes each only when asked for it.
    void applicationIconHasEachRenderedSize()
    {
        const QIcon icon = applicationIcon();
        QVERIFY(!icon.isNull());
        QList<QSize> sizes;
        for (int side : applicationIconSizes())
            sizes.append(QSize(side, side));
        QCOMPARE(icon.availableSizes(), sizes);
        for (const QSize &size : sizes) {
            const QImage image = icon.pixmap(size).toImage();
            QCOMPARE(image.size(), size);
            QVERIFY2(qAlpha(image.pixel(size.width() / 2, size.height() / 2)) > 0,
                     qPrintable(u"%1 px: nothing drawn in the middle"_s.arg(size.width())));
        }
        QCOMPARE(icon.pixmap(QSize(20, 20)).size(), QSize(20, 20)); // from the 24 px file
        QCOMPARE(icon.pixmap(QSize(512, 512)).size(), QSize(128, 128)); // never scaled up
        QCOMPARE(icon.pixmap(QSize(32, 32), QIcon::Disabled).size(), QSize(32, 32));
    }

    // WrapLabel measures texts itself (one layout per answer) and must answer exactly what QLabel
    // answers, or the layouts around it would clip or leave gaps.
    void wrapLabelMeasuresAsQLabelDoes_data()
    {
        QTest::addColumn<QString>("text");
        QTest::addColumn<int>("format");
        QTest::addColumn<bool>("selectable");
        QTest::addColumn<int>("margin");
        QTest::addColumn<int>("indent");
        const QString table = u"<p>2 bytes per parameter (bits rounded up to whole bytes).</p><table cellspacing='6'>"
                              "<tr><td>Weights</td><td align='right'>14,000,000,000 bytes</td><td>13.04 GiB</td></tr>"
                              "<tr><td><b>Total with reserve</b></td><td align='right'>18,294,967,296 bytes</td>"
                              "<td>17.04 GiB</td></tr></table><p>GiB = 2^30 bytes, GB = 10^9 bytes.</p>"_s;
        const QString sentence = u"Not included: activations, KV cache, optimizer state, gradients, CUDA context "
                                 "and framework overhead. model.layers.0.self_attn.q_proj.weight"_s;
        QTest::newRow("rich table") << table << int(Qt::RichText) << true << 0 << -1;
        QTest::newRow("rich table, not selectable") << table << int(Qt::RichText) << false << 0 << -1;
        QTest::newRow("rich, margin and indent") << table << int(Qt::RichText) << true << 3 << 7;
        QTest::newRow("selectable plain text") << sentence << int(Qt::PlainText) << true << 0 << -1;
        QTest::newRow("auto text that is rich")
            << u"<b>Refused:</b> "_s + sentence << int(Qt::AutoText) << false << 0 << -1;
        QTest::newRow("plain text (QLabel's own path)") << sentence << int(Qt::AutoText) << false << 0 << -1;
        QTest::newRow("empty") << QString() << int(Qt::RichText) << true << 0 << -1;
    }

    void wrapLabelMeasuresAsQLabelDoes()
    {
        QFETCH(QString, text);
        QFETCH(int, format);
        QFETCH(bool, selectable);
        QFETCH(int, margin);
        QFETCH(int, indent);
        QWidget page;
        auto *reference = new QLabel(&page);
        auto *label = new WrapLabel(&page);
        const std::initializer_list<QLabel *> both{reference, label};
        for (QLabel *each : both) {
            each->setWordWrap(true);
            each->setTextFormat(Qt::TextFormat(format));
            each->setTextInteractionFlags(selectable ? Qt::TextSelectableByMouse : Qt::NoTextInteraction);
            each->setMargin(margin);
            each->setIndent(indent);
            each->setContentsMargins(2, 1, 4, 3);
            each->setText(text);
        }
        const auto compareAll = [&](const char *when) {
            QCOMPARE(label->sizeHint(), reference->sizeHint());
            QCOMPARE(label->minimumSizeHint(), reference->minimumSizeHint());
            for (int width : {1, 40, 120, 260, 333, 800, 4000})
                QVERIFY2(label->heightForWidth(width) == reference->heightForWidth(width),
                         qPrintable(u"%1: width %2: %3, QLabel %4"_s.arg(QLatin1String(when))
                                        .arg(width)
                                        .arg(label->heightForWidth(width))
                                        .arg(reference->heightForWidth(width))));
        };
        compareAll("first");
        // Every change is measured anew, not answered from what was remembered.
        for (QLabel *each : both)
            each->setText(text + u" and a few words more, so that it wraps once more"_s);
        compareAll("new text");
        QFont larger = reference->font();
        larger.setPointSizeF(larger.pointSizeF() * 1.5);
        for (QLabel *each : both)
            each->setFont(larger);
        compareAll("larger font");
        // QLabel keeps its hints through a new minimum width; turning word wrap on again makes it
        // measure anew.
        for (QLabel *each : both) {
            each->setMinimumWidth(300);
            each->setWordWrap(true);
        }
        compareAll("minimum width");
    }

    void f1OpensTheHelpOfTheCurrentTab_data()
    {
        QTest::addColumn<int>("tab");
        QTest::addColumn<QString>("english");
        QTest::addColumn<QString>("german");
        QTest::newRow("estimate") << 0 << u"Estimate: the memory of the weights"_s << u"Schätzung"_s;
        QTest::newRow("environment") << 1 << u"Environment: what this machine offers"_s << u"Umgebung"_s;
        QTest::newRow("measure") << 2 << u"Measure: one bounded run"_s << u"Messung"_s;
        QTest::newRow("quality") << 3 << u"Quality and cost: protocol, results, package"_s << u"Qualität"_s;
    }

    void f1OpensTheHelpOfTheCurrentTab()
    {
        QFETCH(int, tab);
        QFETCH(QString, english);
        QFETCH(QString, german);
        MainWindow window(&m_languages);
        window.show();
        QVERIFY(QTest::qWaitForWindowActive(&window));
        window.tabs()->setCurrentIndex(tab);
        QTest::keyClick(&window, Qt::Key_F1);
        auto *help = window.findChild<HelpView *>();
        QVERIFY2(help, "F1 opened no help view");
        QVERIFY(help->isVisible());
        QVERIFY(!help->isModal()); // the window stays usable beside it
        QVERIFY(!QApplication::activeModalWidget()); // not the About box
        QCOMPARE(int(help->topic()), tab);
        const QString text = help->browser()->toPlainText();
        QVERIFY2(text.startsWith(english), qPrintable(text));
        QVERIFY2(text.contains(u"Not included:"_s), qPrintable(text));
        QVERIFY2(text.contains(u"F1"_s), qPrintable(text));
        // Another tab: the open help follows it.
        window.tabs()->setCurrentIndex((tab + 1) % 4);
        QCOMPARE(int(help->topic()), (tab + 1) % 4);
        window.tabs()->setCurrentIndex(tab);
        // Translated, and back.
        window.setLanguage(u"de"_s);
        const QString translated = help->browser()->toPlainText();
        QVERIFY2(translated.startsWith(german), qPrintable(translated));
        QVERIFY2(!translated.contains(u"Not included:"_s), qPrintable(translated));
        window.setLanguage(u"en"_s);
        QVERIFY(help->browser()->toPlainText().startsWith(english));
    }

    // The help lists each key as the menus bind it: every key of the Quality and cost help that a
    // menu action carries names what that action does (it once listed Ctrl+O and Ctrl+S for the
    // results grid while the File menu opened and saved the experiment with them).
    void theHelpNamesWhatTheMenusDoWithItsKeys()
    {
        MainWindow window(&m_languages);
        window.show();
        const QString text = HelpView::html(HelpView::Topic::QualityCost);
        const struct
        {
            QKeySequence key;
            QString action; // the menu entry's text, without its accelerator and ellipsis
            QString help; // what the help says the key does
        } expected[] = {{QKeySequence::Open, u"Open experiment"_s, u"open an experiment"_s},
                        {QKeySequence::Save, u"Save experiment"_s, u"save the experiment"_s}};
        for (const auto &[key, action, help] : expected) {
            const QString shown = key.toString(QKeySequence::NativeText).toHtmlEscaped();
            QVERIFY2(text.contains(u"<b>"_s + shown + u"</b> "_s + help), qPrintable(text));
            const QList<QAction *> actions = window.findChildren<QAction *>();
            const auto bound
                = std::find_if(actions.begin(), actions.end(), [&](const QAction *a) { return a->shortcut() == key; });
            QVERIFY(bound != actions.end());
            QVERIFY2((*bound)->text().remove(u'&').startsWith(action), qPrintable((*bound)->text()));
        }
    }

    void helpIsTranslatedInEveryLanguage()
    {
        const QString english = HelpView::html(HelpView::Topic::Measure);
        for (const QString &language : {u"de"_s, u"es"_s, u"fr"_s}) {
            m_languages.setLanguage(language);
            for (HelpView::Topic topic : {HelpView::Topic::Estimate, HelpView::Topic::Environment,
                                          HelpView::Topic::Measure, HelpView::Topic::QualityCost}) {
                m_languages.setLanguage(u"en"_s);
                const QString source = HelpView::html(topic);
                m_languages.setLanguage(language);
                const QString html = HelpView::html(topic);
                QVERIFY2(html != source, qPrintable(language + u": "_s + html));
                QVERIFY2(html.count(u"<p>"_s) == source.count(u"<p>"_s), qPrintable(html));
            }
        }
        QVERIFY(english.contains(u"estimate from the measured forwards"_s));
    }

    void fixingAsksAndLocksTheFields()
    {
        MainWindow window(&m_languages);
        window.show();
        ProtocolPanel *panel = window.qualityCostTab()->protocolPanel();
        panel->setTypedFields(kProtocol);
        QVERIFY(panel->fieldsEditable());

        // No: nothing is fixed, the fields stay as typed and editable.
        QString asked;
        answerNextBox(QMessageBox::RejectRole, &asked);
        QTest::mouseClick(panel->fixButton(), Qt::LeftButton);
        QVERIFY2(asked.contains(u"read-only"_s) && asked.contains(u"amendment"_s), qPrintable(asked));
        QVERIFY(!panel->protocol().isFixed());
        QVERIFY(panel->fieldsEditable());
        QCOMPARE(panel->typedFields(), kProtocol);

        // An invalid field is reported before anything is asked.
        ProtocolFields bad = kProtocol;
        bad.threshold = u"0,9"_s;
        panel->setTypedFields(bad);
        QVERIFY(!panel->confirmAndFix());
        QVERIFY(panel->errorLabel()->text().startsWith(u"threshold:"_s));
        panel->setTypedFields(kProtocol);

        // Yes: fixed, and every field is read-only and looks it.
        auto *unit = panel->findChild<QLineEdit *>(u"usefulUnit"_s);
        const QColor editableBase = unit->palette().color(QPalette::Base);
        answerNextBox(QMessageBox::AcceptRole, &asked);
        QTest::mouseClick(panel->fixButton(), Qt::LeftButton);
        QVERIFY(panel->protocol().isFixed());
        QVERIFY(!panel->fieldsEditable());
        QVERIFY(unit->isReadOnly());
        QVERIFY(unit->palette().color(QPalette::Base) != editableBase);
        QVERIFY(!unit->toolTip().isEmpty());
        for (QPlainTextEdit *text : panel->findChildren<QPlainTextEdit *>())
            QVERIFY(text->isReadOnly());
        QVERIFY(!panel->findChild<QComboBox *>()->isEnabled());
        QVERIFY(!panel->fixButton()->isEnabled());
        QVERIFY(!panel->reasonEdit()->isEnabled());
        QTest::keyClicks(unit, u"typed anyway"_s);
        QCOMPARE(panel->typedFields().usefulUnit, kProtocol.usefulUnit);

        // An amendment unlocks them; keeping the fixed text locks them again with the text fixed.
        QVERIFY(!panel->keepFixedButton()->isVisibleTo(panel));
        QTest::mouseClick(panel->amendButton(), Qt::LeftButton);
        QVERIFY(panel->fieldsEditable());
        QVERIFY(panel->reasonEdit()->isEnabled());
        QVERIFY(panel->keepFixedButton()->isVisibleTo(panel));
        auto *threshold = panel->findChild<QLineEdit *>(u"threshold"_s);
        threshold->selectAll();
        QTest::keyClicks(threshold, u"0.95"_s);
        QTest::mouseClick(panel->keepFixedButton(), Qt::LeftButton);
        QVERIFY(!panel->fieldsEditable());
        QCOMPARE(panel->typedFields(), kProtocol);

        // Recorded: the fields lock again and the history has the entry.
        QTest::mouseClick(panel->amendButton(), Qt::LeftButton);
        threshold->selectAll();
        QTest::keyClicks(threshold, u"0.85"_s);
        QTest::keyClicks(panel->reasonEdit(), u"40 labels were wrong"_s);
        QTest::mouseClick(panel->amendButton(), Qt::LeftButton);
        QCOMPARE(panel->protocol().history().size(), 1);
        QCOMPARE(panel->protocol().fields().threshold, u"0.85"_s);
        QVERIFY(!panel->fieldsEditable());
    }

    void amendmentHistoryShowsWhatChanged()
    {
        QualityProtocol protocol;
        QVERIFY(protocol.setDraft(kProtocol));
        const QDateTime at(QDate(2026, 11, 30), QTime(10, 0), Qt::UTC);
        QVERIFY(protocol.fix(at));
        ProtocolFields second = kProtocol;
        second.threshold = u"0.85"_s;
        QVERIFY(protocol.amend(second, u"40 labels were wrong"_s, true, at.addSecs(60)));
        ProtocolFields third = second;
        third.corpusSize = u"960"_s;
        third.corpus = u"960 distinct tickets\nfrom March 2026"_s;
        QVERIFY(protocol.amend(third, QString(), false, at.addSecs(120)));

        // Derived from the text each amendment kept: only what differs, old → new.
        const QList<ProtocolChange> first = protocol.amendmentChanges(0);
        QCOMPARE(first.size(), 1);
        QCOMPARE(first.at(0).field, u"threshold"_s);
        QCOMPARE(first.at(0).before, u"0.90"_s);
        QCOMPARE(first.at(0).after, u"0.85"_s);
        const QList<ProtocolChange> last = protocol.amendmentChanges(1);
        QCOMPARE(last.size(), 2);
        QCOMPARE(last.at(0).field, u"corpus"_s);
        QCOMPARE(last.at(1).field, u"corpus_size"_s);
        QVERIFY(protocol.amendmentChanges(2).isEmpty());

        const QString path = m_dir.filePath(u"amended-protocol.json"_s);
        QVERIFY(protocol.save(path, ExistingFile::Refuse));
        auto loaded = QualityProtocol::load(path);
        QVERIFY2(loaded, qPrintable(loaded.error()));

        AmendmentHistory view;
        view.resize(300, 400);
        view.setProtocol(*loaded);
        view.show();
        QCOMPARE(view.horizontalScrollBarPolicy(), Qt::ScrollBarAlwaysOff);
        QCOMPARE(view.lineWrapMode(), QTextEdit::WidgetWidth);
        const QString text = view.toPlainText();
        QVERIFY2(text.contains(u"Amendment 1, 2026-11-30 10:01:00 UTC"_s), qPrintable(text));
        QVERIFY2(text.contains(u"Reason: 40 labels were wrong"_s), qPrintable(text));
        QVERIFY2(text.contains(u"Threshold: 0.90 → 0.85"_s), qPrintable(text));
        QVERIFY2(text.contains(u"Corpus size: 1000 → 960"_s), qPrintable(text));
        QVERIFY2(text.contains(u"No reason: no result existed yet."_s), qPrintable(text));
        QVERIFY2(!text.contains(u"Quality metric"_s), qPrintable(text)); // unchanged fields are not listed
        QCOMPARE(view.horizontalScrollBar()->maximum(), 0);

        m_languages.setLanguage(u"fr"_s);
        const QString french = view.document()->toRawText(); // toPlainText() would turn U+00A0 into a space
        QVERIFY2(french.contains(u"Seuil\u00a0: 0.90 → 0.85"_s), qPrintable(french));
    }

    void threadCountIsShownInTheOpenedReport()
    {
        MeasurementReport report = sampleReport(u"cuda:0"_s, RunStatus::Complete);
        const QString path = m_dir.filePath(u"threads.json"_s);
        QVERIFY(writeMeasurementReport(path, report));
        MainWindow window(&m_languages);
        window.show();
        QSignalSpy finished(window.reports(), &ReportLibrary::openFinished);
        window.openReports({path});
        QVERIFY(finished.wait(30000));
        const QString banner = window.measureTab()->reportView()->banner()->text();
        QVERIFY2(banner.contains(u"libtorch intra-op threads: 8"_s), qPrintable(banner));

        report.environment.libtorch->intraOpThreads.reset();
        QCOMPARE(RunFacts::threadCount(report.environment), u"libtorch intra-op threads: not recorded"_s);
    }

    void dryRunShowsThreadsAndNoEarlyEstimate()
    {
        MainWindow window(&m_languages);
        window.show();
        MeasureTab *tab = window.measureTab();
        tab->setBackendPath(QStringLiteral(ITERAGPU_TORCH_MODULE));
        tab->deviceBox()->setCurrentText(u"cpu"_s);
        tab->field(u"warmup"_s)->setText(u"1"_s);
        tab->field(u"repeats"_s)->setText(u"3"_s);
        tab->field(u"output"_s)->setText(m_dir.filePath(u"threads-run.json"_s));
        QStringList formats;
        connect(tab->phaseModel(), &QAbstractItemModel::rowsInserted, this, [&] {
            // Read after the tab has handled the rows.
            QTimer::singleShot(0, this, [&] { formats.append(tab->progressBar()->format()); });
        });
        QSignalSpy finished(tab, &MeasureTab::measurementFinished);
        QTest::mouseClick(tab->runButton(), Qt::LeftButton);
        QTRY_COMPARE_WITH_TIMEOUT(finished.size(), 1, 60'000);
        const QString status = tab->statusLabel()->text();
        QVERIFY2(status.contains(u"Complete."_s), qPrintable(status));
        static const QRegularExpression threads(u"libtorch intra-op threads: [1-9]"_s);
        QVERIFY2(threads.match(status).hasMatch(), qPrintable(status));
        QCOMPARE(tab->progressBar()->format(), u"%p%"_s); // no estimate once the run is over
        for (const QString &format : std::as_const(formats))
            QVERIFY2(format == u"%p%"_s || format.contains(u"measured forward"_s), qPrintable(format));
    }

    void estimateOnlyAfterAMeasuredForward()
    {
        const QList<PhaseRow> beforeWarm{row(Phase::ModelLoad, 0, 5'000'000'000), row(Phase::Inputs, 0, 1'000),
                                         row(Phase::ColdForward, 0, 9'000'000'000),
                                         row(Phase::Warmup, 0, 4'000'000'000)};
        QVERIFY(!estimateRemainingTime({}, 10));
        QVERIFY(!estimateRemainingTime(beforeWarm, 10)); // the warm-up alone says nothing
        QCOMPARE(RunFacts::progressFormat(beforeWarm, 10), u"%p%"_s);

        QList<PhaseRow> rows = beforeWarm;
        rows.append(row(Phase::WarmForward, 1, 2'000'000'000));
        auto left = estimateRemainingTime(rows, 10);
        QVERIFY(left);
        QCOMPARE(left->measuredForwards, 1);
        QCOMPARE(left->nanoseconds, 18'000'000'000);
        QCOMPARE(RunFacts::progressFormat(rows, 10), u"%p% · about 18 s left (an estimate from 1 measured forward)"_s);

        rows.append(row(Phase::WarmForward, 2, 4'000'000'000));
        left = estimateRemainingTime(rows, 100);
        QCOMPARE(left->measuredForwards, 2);
        QCOMPARE(left->nanoseconds, 3'000'000'000LL * 98);
        QCOMPARE(RunFacts::progressFormat(rows, 100),
                 u"%p% · about 4 min 54 s left (an estimate from 2 measured forwards)"_s);
        QCOMPARE(RunFacts::duration(3'725'000'000'000), u"1 h 02 min"_s);
        QVERIFY(!estimateRemainingTime(rows, 2)); // every repeat measured

        m_languages.setLanguage(u"de"_s);
        QVERIFY2(RunFacts::progressFormat(rows, 100).contains(u"2 gemessenen"_s),
                 qPrintable(RunFacts::progressFormat(rows, 100)));
    }

    void measureDeviceFollowsTheProbe()
    {
        MainWindow window(&m_languages);
        window.show();
        MeasureTab *tab = window.measureTab();
        QCOMPARE(tab->deviceBox()->currentText(), u"cuda:0"_s);
        QVERIFY(tab->deviceNote()->text().isEmpty());

        // The probe found no GPU: the default becomes the CPU dry run, and says so.
        tab->applyProbe(probeWithoutGpu());
        QCOMPARE(tab->deviceBox()->currentText(), u"cpu"_s);
        QVERIFY2(tab->deviceNote()->text().contains(u"Dry run"_s), qPrintable(tab->deviceNote()->text()));
        // A probe that sees a GPU brings the default back.
        tab->applyProbe(sampleEnvironment(u"cuda:0"_s));
        QCOMPARE(tab->deviceBox()->currentText(), u"cuda:0"_s);
        QVERIFY(tab->deviceNote()->text().isEmpty());
        // A module that did not load says nothing about devices: nothing changes.
        EnvironmentReport notLoaded = sampleEnvironment(u"cuda:0"_s);
        notLoaded.libtorch.reset();
        tab->applyProbe(notLoaded);
        QCOMPARE(tab->deviceBox()->currentText(), u"cuda:0"_s);

        // A device the user typed is never switched; the note says it was kept.
        QLineEdit *device = tab->deviceBox()->lineEdit();
        device->selectAll();
        QTest::keyClicks(device, u"cuda:1"_s);
        tab->applyProbe(probeWithoutGpu());
        QCOMPARE(tab->deviceBox()->currentText(), u"cuda:1"_s);
        QVERIFY2(tab->deviceNote()->text().contains(u"you chose (cuda:1) is kept"_s),
                 qPrintable(tab->deviceNote()->text()));
    }

    void realProbeReachesTheMeasureTab()
    {
        MainWindow window(&m_languages);
        EnvironmentTab *environment = window.environmentTab();
        environment->setBackendPath(QStringLiteral(ITERAGPU_TORCH_MODULE));
        QSignalSpy probed(environment, &EnvironmentTab::probed);
        QTest::mouseClick(environment->findChild<QPushButton *>(u"probe"_s), Qt::LeftButton);
        QTRY_COMPARE_WITH_TIMEOUT(probed.size(), 1, 30'000);
        QVERIFY(environment->report());
        const std::optional<QString> expected = RunFacts::probedDefaultDevice(*environment->report());
        QVERIFY(expected);
        QCOMPARE(window.measureTab()->deviceBox()->currentText(), *expected);
    }

    void suggestedFileNamesFollowTheLanguage_data()
    {
        QTest::addColumn<QString>("language");
        QTest::addColumn<QString>("grid");
        QTest::addColumn<QString>("measurement");
        QTest::addColumn<QString>("protocol");
        QTest::newRow("en") << u"en"_s << u"raw-results.csv"_s << u"measurement-20261130-143000.json"_s
                            << u"quality-protocol.json"_s;
        QTest::newRow("de") << u"de"_s << u"rohergebnisse.csv"_s << u"messung-20261130-143000.json"_s
                            << u"qualitätsprotokoll.json"_s;
        QTest::newRow("es") << u"es"_s << u"resultados-brutos.csv"_s << u"medicion-20261130-143000.json"_s
                            << u"protocolo-calidad.json"_s;
        QTest::newRow("fr") << u"fr"_s << u"resultats-bruts.csv"_s << u"mesures-20261130-143000.json"_s
                            << u"protocole-qualite.json"_s;
    }

    void suggestedFileNamesFollowTheLanguage()
    {
        QFETCH(QString, language);
        QFETCH(QString, grid);
        QFETCH(QString, measurement);
        QFETCH(QString, protocol);
        m_languages.setLanguage(language);
        QCOMPARE(DefaultFileName::resultsGrid(), grid);
        QCOMPARE(DefaultFileName::measurement(u"20261130-143000"_s), measurement);
        QCOMPARE(DefaultFileName::measurement(u"20261130-143000"_s, 2), measurement.chopped(5) + u"-2.json"_s);
        QCOMPARE(DefaultFileName::protocol(), protocol);
        for (const QString &name :
             {DefaultFileName::packageCost(), DefaultFileName::environment(), DefaultFileName::comparison(),
              DefaultFileName::phaseTable(), DefaultFileName::bundleFolder()})
            QVERIFY2(!name.isEmpty() && !name.contains(u' ') && !name.contains(u'/'), qPrintable(name));
        // A new window's measurement suggests a report named in its language.
        MainWindow window(&m_languages);
        const QString output = QFileInfo(window.measureTab()->field(u"output"_s)->text()).fileName();
        QVERIFY2(output.startsWith(measurement.section(u'-', 0, 0) + u'-'), qPrintable(output));
    }
};

QTEST_MAIN(TestWindowPolish)
#include "tst_windowpolish.moc"
