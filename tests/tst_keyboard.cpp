// The window without a mouse, offscreen: Esc, Ctrl+W and a Close button close the help; Tab leaves
// a table at once; Ctrl+C copies the selected rows of a table with their headers as tab-separated
// text; the buttons of "Unsaved changes" answer to their accelerators.
#include "core/quality/resultsgrid.h"
#include "ui/common/languagemanager.h"
#include "ui/helpview.h"
#include "ui/mainwindow.h"
#include "ui/quality/protocolpanel.h"
#include "ui/quality/qualitycosttab.h"
#include "ui/quality/resultsgridmodel.h"
#include "ui/quality/resultsgridpanel.h"
#include "ui/widgets/tablekeys.h"

#include <QApplication>
#include <QClipboard>
#include <QDialogButtonBox>
#include <QFile>
#include <QMessageBox>
#include <QPushButton>
#include <QStandardPaths>
#include <QTabBar>
#include <QTabWidget>
#include <QTableView>
#include <QTemporaryDir>
#include <QTest>
#include <QTextBrowser>
#include <QTimer>

using namespace Qt::StringLiterals;
using namespace IteraGpu;
using namespace IteraGpu::Ui;

namespace {

QString gridCsv()
{
    QString csv = ResultsGrid().toCsv();
    for (int row = 1; row <= 3; ++row)
        csv += u"run-%1,2026-09-24T14:05:00Z,complete,,,,,,cpu,,float32,1,1,8,0,1,r%1.json,0.000412345,,,,,,,\n"_s.arg(
            row);
    return csv;
}

QString writeGrid(const QTemporaryDir &dir, const QString &name)
{
    const QString path = dir.filePath(name);
    QFile file(path);
    if (!file.open(QIODevice::WriteOnly) || file.write(gridCsv().toUtf8()) < 0)
        return {};
    return path;
}

} // namespace

class TestKeyboard : public QObject
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
        m_languages.setLanguage(u"en"_s);
    }

    void helpCloses_data()
    {
        QTest::addColumn<int>("how");
        QTest::newRow("escape") << 0;
        QTest::newRow("ctrl+w") << 1;
        QTest::newRow("close button") << 2;
    }

    void helpCloses()
    {
        QFETCH(int, how);
        MainWindow window(&m_languages);
        window.show();
        QVERIFY(QTest::qWaitForWindowActive(&window));
        QTest::keyClick(&window, Qt::Key_F1);
        auto *help = window.findChild<HelpView *>();
        QVERIFY2(help, "F1 opened no help view");
        QVERIFY(help->isVisible());
        help->activateWindow();
        QTRY_COMPARE(QApplication::activeWindow(), help);
        auto *buttons = help->findChild<QDialogButtonBox *>();
        QVERIFY2(buttons && buttons->button(QDialogButtonBox::Close), "the help has no Close button");
        QVERIFY(buttons->button(QDialogButtonBox::Close)->text().contains(u'&'));
        if (how == 0)
            QTest::keyClick(help->browser(), Qt::Key_Escape);
        else if (how == 1)
            QTest::keyClick(help->browser(), Qt::Key_W, Qt::ControlModifier);
        else
            QTest::mouseClick(buttons->button(QDialogButtonBox::Close), Qt::LeftButton);
        QTRY_VERIFY(!help->isVisible());
        QVERIFY(window.isVisible()); // the main window stays open
    }

    // Ctrl+C with two rows selected copies both, each cell of each, under the column headers (Qt's
    // own copy takes the current cell alone).
    void ctrlCCopiesTheSelectedRowsWithHeaders()
    {
        const QString path = writeGrid(m_dir, u"copy.csv"_s);
        QVERIFY(!path.isEmpty());
        ResultsGridPanel panel;
        QVERIFY(panel.openFile(path));
        panel.show();
        QVERIFY(QTest::qWaitForWindowActive(&panel));
        QTableView *view = panel.view();
        QAbstractItemModel *model = view->model();
        QCOMPARE(model->rowCount(), 3);
        view->setFocus();
        view->selectionModel()->select(model->index(0, 0),
                                       QItemSelectionModel::ClearAndSelect | QItemSelectionModel::Rows);
        view->selectionModel()->select(model->index(2, 0), QItemSelectionModel::Select | QItemSelectionModel::Rows);
        view->selectionModel()->setCurrentIndex(model->index(2, 0), QItemSelectionModel::NoUpdate);
        QApplication::clipboard()->setText(u"before"_s);
        QTest::keyClick(view, Qt::Key_C, Qt::ControlModifier);
        const QString text = QApplication::clipboard()->text();
        const QStringList lines = text.split(u'\n');
        QCOMPARE(lines.size(), 4); // headers, two rows, and the empty rest after the last "\n"
        QCOMPARE(lines.last(), QString());
        int visible = 0;
        for (int column = 0; column < model->columnCount(); ++column)
            visible += view->isColumnHidden(column) ? 0 : 1;
        const QStringList headers = lines.at(0).split(u'\t');
        QCOMPARE(headers.size(), visible);
        QCOMPARE(headers.first(), model->headerData(0, Qt::Horizontal).toString());
        const QStringList first = lines.at(1).split(u'\t');
        const QStringList third = lines.at(2).split(u'\t');
        QCOMPARE(first.size(), visible);
        QCOMPARE(third.size(), visible);
        QCOMPARE(first.first(), u"run-1"_s);
        QCOMPARE(third.first(), u"run-3"_s);
        QVERIFY2(third.contains(u"r3.json"_s), qPrintable(lines.at(2)));
        QVERIFY2(!text.contains(u"run-2"_s), qPrintable(text));
        QCOMPARE(text, TableKeys::selectionText(view));
    }

    // Tab enters a table once and leaves it at the next Tab; the arrows move inside.
    void tabLeavesTheTable()
    {
        const QString path = writeGrid(m_dir, u"tab.csv"_s);
        QVERIFY(!path.isEmpty());
        ResultsGridPanel panel;
        QVERIFY(panel.openFile(path));
        panel.show();
        QVERIFY(QTest::qWaitForWindowActive(&panel));
        QTableView *view = panel.view();
        view->setFocus();
        QVERIFY(view->hasFocus());
        QVERIFY2(view->currentIndex().isValid(), "entering the table showed no current cell");
        QCOMPARE(view->currentIndex().row(), 0);
        QTest::keyClick(view, Qt::Key_Down);
        QCOMPARE(view->currentIndex().row(), 1);
        QVERIFY(view->hasFocus());
        QTest::keyClick(view, Qt::Key_Tab);
        QVERIFY2(!view->hasFocus(), "Tab moved to the next cell instead of leaving the table");
    }

    // Ctrl+Shift+A (Edit > Add results row) from any tab: the grid's page, a new row, the keyboard on its
    // first cell; Alt+4 leaves a visible focus on the Quality and cost tab.
    void addRowAndTabKeysGiveTheFocus()
    {
        MainWindow window(&m_languages);
        window.show();
        QVERIFY(QTest::qWaitForWindowActive(&window));
        QualityCostTab *quality = window.qualityCostTab();
        quality->protocolPanel()->setTypedFields({u"one ticket routed"_s, u"accuracy"_s, u">="_s, u"0.90"_s,
                                                  u"1000 tickets"_s, u"1000"_s, u"rent if >= 95 % pass"_s});
        QVERIFY(quality->protocolPanel()->fix());
        const int before = quality->gridPanel()->model()->rowCount();
        QTest::keyClick(&window, Qt::Key_A, Qt::ControlModifier | Qt::ShiftModifier);
        QCOMPARE(window.currentTab(), MainWindow::Tab::QualityCost);
        QCOMPARE(quality->pages()->currentIndex(), int(QualityCostTab::GridPage));
        QCOMPARE(quality->gridPanel()->model()->rowCount(), before + 1);
        QTableView *view = quality->gridPanel()->view();
        QTRY_VERIFY(view->hasFocus());
        QCOMPARE(view->currentIndex().row(), before);
        QCOMPARE(view->currentIndex().column(), int(ResultColumn::GpuId)); // the first cell to fill

        QTest::keyClick(&window, Qt::Key_1, Qt::AltModifier);
        QCOMPARE(window.currentTab(), MainWindow::Tab::Estimate);
        QTest::keyClick(&window, Qt::Key_4, Qt::AltModifier);
        QCOMPARE(window.currentTab(), MainWindow::Tab::QualityCost);
        QWidget *focused = QApplication::focusWidget();
        QVERIFY(focused);
        QCOMPARE(focused, static_cast<QWidget *>(window.tabs()->tabBar()));
        QCOMPARE(window.tabs()->tabBar()->currentIndex(), int(MainWindow::Tab::QualityCost));
    }

    // The box before quitting with unsaved changes: Alt+S saves, Alt+D discards, Alt+C cancels.
    void unsavedChangesAnswerToTheirAccelerators_data()
    {
        QTest::addColumn<int>("key");
        QTest::addColumn<bool>("closed");
        QTest::addColumn<bool>("saved");
        QTest::newRow("alt+s saves") << int(Qt::Key_S) << true << true;
        QTest::newRow("alt+d discards") << int(Qt::Key_D) << true << false;
        QTest::newRow("alt+c cancels") << int(Qt::Key_C) << false << false;
    }

    void unsavedChangesAnswerToTheirAccelerators()
    {
        QFETCH(int, key);
        QFETCH(bool, closed);
        QFETCH(bool, saved);
        const QString path = writeGrid(m_dir, u"unsaved-%1.csv"_s.arg(key));
        QVERIFY(!path.isEmpty());
        MainWindow window(&m_languages);
        window.show();
        QVERIFY(QTest::qWaitForWindowActive(&window));
        ResultsGridPanel *grid = window.qualityCostTab()->gridPanel();
        QVERIFY(grid->openFile(path));
        QAbstractItemModel *model = grid->view()->model();
        const int notes = ResultsGrid::header().indexOf(u"notes"_s);
        QVERIFY(notes >= 0);
        QVERIFY(model->setData(model->index(0, notes), u"edited by keyboard"_s));
        QVERIFY(grid->isModified());

        QStringList texts;
        bool answered = false;
        QTimer::singleShot(0, qApp, [&] {
            auto *box = qobject_cast<QMessageBox *>(QApplication::activeModalWidget());
            if (!box)
                return;
            box->activateWindow();
            QTRY_COMPARE_WITH_TIMEOUT(QApplication::activeWindow(), box, 5000);
            for (QAbstractButton *button : box->buttons())
                texts.append(button->text());
            QTest::keyClick(box, Qt::Key(key), Qt::AltModifier);
            // A mnemonic clicks its button animated: the box closes a moment later.
            answered = QTest::qWaitFor([box] { return !box->isVisible(); }, 3000);
            if (!answered) // the key did nothing: leave the box without quitting, the test fails
                box->reject();
        });
        window.close();
        QVERIFY2(answered, qPrintable(u"the box did not answer to Alt+%1: "_s.arg(QChar(key)) + texts.join(u", "_s)));
        QVERIFY2(texts.size() == 3, qPrintable(texts.join(u", "_s)));
        for (const QString &text : texts)
            QVERIFY2(text.contains(u'&'), qPrintable(text));
        QCOMPARE(window.isVisible(), !closed);
        QFile file(path);
        QVERIFY(file.open(QIODevice::ReadOnly));
        QCOMPARE(QString::fromUtf8(file.readAll()).contains(u"edited by keyboard"_s), saved);
        if (!closed) { // leave without the box
            QVERIFY(grid->saveFile(path));
            window.close();
        }
    }
};

QTEST_MAIN(TestKeyboard)
#include "tst_keyboard.moc"
