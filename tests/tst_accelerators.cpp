// Keyboard accelerators in every language: within one container (the menu bar with the tab bar,
// one menu, one tab page, the comparison window) no two visible widgets or actions share a
// mnemonic. Checked on a fresh window, again with a measurement and an environment report open
// (the read-only views bring their own buttons), with the remote host chosen (its fields show, the
// ssh config and identity files among them), in the Measure tab's sweep mode, here and remote,
// while an amendment of a fixed protocol is edited (its buttons replace Fix), and in every dialog.
#include "mnemonics.h"
#include "samplereports.h"
#include "ui/common/languagemanager.h"
#include "ui/experiment/newexperimentdialog.h"
#include "ui/mainwindow.h"
#include "ui/measure/measuretab.h"
#include "ui/quality/protocolpanel.h"
#include "ui/quality/qualitycosttab.h"
#include "ui/quality/tariffchoicedialog.h"
#include "ui/remote/remotecheckdialog.h"
#include "ui/remote/remotehostbox.h"
#include "ui/reports/comparisonwindow.h"
#include "ui/reports/reportlibrary.h"

#include <QAbstractButton>
#include <QComboBox>
#include <QGroupBox>
#include <QKeySequence>
#include <QLabel>
#include <QMenu>
#include <QMenuBar>
#include <QPushButton>
#include <QRadioButton>
#include <QSignalSpy>
#include <QStandardPaths>
#include <QTabWidget>
#include <QTemporaryDir>
#include <QTest>

using namespace Qt::StringLiterals;
using namespace IteraGpu;
using namespace IteraGpu::Ui;

namespace {

QStringList windowCollisions(MainWindow &window)
{
    QStringList lines;
    QList<Mnemonic> top = actionMnemonics(window.menuBar()->actions());
    for (int i = 0; i < window.tabs()->count(); ++i)
        top.append({QKeySequence::mnemonic(window.tabs()->tabText(i)), window.tabs()->tabText(i)});
    top.removeIf([](const Mnemonic &m) { return m.key.isEmpty(); });
    lines += collisions(u"menu bar and tabs"_s, top);
    for (const QMenu *menu : window.findChildren<QMenu *>())
        lines += collisions(u"menu '%1'"_s.arg(menu->title()), actionMnemonics(menu->actions()));
    for (int i = 0; i < window.tabs()->count(); ++i) {
        window.tabs()->setCurrentIndex(i);
        QCoreApplication::processEvents();
        QWidget *tab = window.tabs()->widget(i);
        const QString where = u"tab '%1'"_s.arg(window.tabs()->tabText(i));
        lines += collisions(where, widgetMnemonics(tab));
        // Each page of the tab widgets inside it (Quality and cost's protocol, grid and package cost).
        for (QTabWidget *inner : tab->findChildren<QTabWidget *>()) {
            const int shown = inner->currentIndex();
            for (int page = 0; page < inner->count(); ++page) {
                inner->setCurrentIndex(page);
                QCoreApplication::processEvents();
                for (const QString &line :
                     collisions(where + u", page '%1'"_s.arg(inner->tabText(page)), widgetMnemonics(tab)))
                    if (!lines.contains(line))
                        lines.append(line);
            }
            inner->setCurrentIndex(shown);
        }
    }
    return lines;
}

} // namespace

class TestAccelerators : public QObject
{
    Q_OBJECT
private:
    QTemporaryDir m_dir;
    LanguageManager m_languages;
    QStringList m_reports;

private Q_SLOTS:
    void initTestCase()
    {
        QStandardPaths::setTestModeEnabled(true); // settings in a test location, never the user's
        QVERIFY(m_dir.isValid());
        m_reports = writeSampleReports(m_dir.path(), RunStatus::Complete);
        QCOMPARE(m_reports.size(), 3);
    }

    void noSharedMnemonic_data()
    {
        QTest::addColumn<QString>("language");
        for (const QString &language : LanguageManager::availableLanguages())
            QTest::newRow(qPrintable(language)) << language;
    }

    void noSharedMnemonic()
    {
        QFETCH(QString, language);
        m_languages.setLanguage(language);
        QCOMPARE(m_languages.effectiveLanguage(), language);
        MainWindow window(&m_languages);
        window.show();
        QVERIFY(QTest::qWaitForWindowExposed(&window));
        QStringList lines = windowCollisions(window);

        QSignalSpy finished(window.reports(), &ReportLibrary::openFinished);
        window.openReports(m_reports);
        QVERIFY(finished.wait(30000));
        for (const QString &line : windowCollisions(window))
            if (!lines.contains(line))
                lines.append(line + u" (with reports open)"_s);

        window.measureTab()->remoteBox()->remoteButton()->click();
        for (const QString &line : windowCollisions(window))
            if (!lines.contains(line))
                lines.append(line + u" (remote host chosen)"_s);
        // The Measure tab's sweep mode, over SSH (its remote folder shows) and here.
        window.measureTab()->modeBox()->setCurrentIndex(1);
        for (const QString &line : windowCollisions(window))
            if (!lines.contains(line))
                lines.append(line + u" (sweep mode, remote host chosen)"_s);
        window.measureTab()->remoteBox()->localButton()->click();
        for (const QString &line : windowCollisions(window))
            if (!lines.contains(line))
                lines.append(line + u" (sweep mode)"_s);
        window.measureTab()->modeBox()->setCurrentIndex(0);

        ComparisonWindow *comparison = window.showComparison();
        QVERIFY(comparison);
        QVERIFY(QTest::qWaitForWindowExposed(comparison));
        lines += collisions(u"comparison window"_s, widgetMnemonics(comparison));

        // A fixed protocol whose amendment is being edited ("Keep the fixed text", "Record the
        // amendment" and the reason show). The threshold is a whole number: read alike in every language.
        ProtocolPanel *protocol = window.qualityCostTab()->protocolPanel();
        protocol->setTypedFields(
            {u"one ticket"_s, u"accuracy"_s, u">="_s, u"1"_s, u"1000 tickets"_s, u"1000"_s, u"rent if all pass"_s});
        QVERIFY(protocol->fix());
        protocol->startAmendment();
        QVERIFY(protocol->keepFixedButton()->isVisibleTo(window.qualityCostTab()));
        for (const QString &line : windowCollisions(window))
            if (!lines.contains(line))
                lines.append(line + u" (amendment edited)"_s);
        protocol->keepFixedText();

        // Every dialog of the window, as it opens.
        NewExperimentDialog newExperiment(&window, {});
        TariffChoiceDialog tariff(window.qualityCostTab()->packageCost(), false, u"run-001"_s, &window);
        RemoteCheckDialog remoteCheck(&window);
        for (QDialog *dialog : std::initializer_list<QDialog *>{&newExperiment, &tariff, &remoteCheck}) {
            dialog->show();
            QVERIFY(QTest::qWaitForWindowExposed(dialog));
            lines += collisions(u"dialog '%1'"_s.arg(dialog->windowTitle()), widgetMnemonics(dialog));
            dialog->hide();
        }

        QVERIFY2(lines.isEmpty(), qPrintable(u"\n"_s + lines.join(u'\n')));
    }
};

QTEST_MAIN(TestAccelerators)
#include "tst_accelerators.moc"
