// Small windows in every language: at the main window's minimum size (on a 1920×1080 screen), every
// action (push button) is reachable without scrolling, the results grid shows at least 8 rows, every
// visible input, button and label of every tab, of the calculator's pages and of the comparison
// window has at least the width its text needs (inputs at least kMinimumInputChars characters),
// a wrapped label at least the height its text needs, and lies inside the window: no parent that
// does not scroll cuts it off; a scrolled page scrolls vertically only. Checked on a fresh window
// and with reports open.
#include "core/files/textfile.h"
#include "samplereports.h"
#include "ui/common/languagemanager.h"
#include "ui/mainwindow.h"
#include "ui/quality/qualitycosttab.h"
#include "ui/quality/resultsgridpanel.h"
#include "ui/reports/comparisonwindow.h"
#include "ui/reports/reportlibrary.h"

#include <QAbstractButton>
#include <QAbstractItemView>
#include <QAbstractScrollArea>
#include <QApplication>
#include <QComboBox>
#include <QFile>
#include <QHeaderView>
#include <QLabel>
#include <QLineEdit>
#include <QPlainTextEdit>
#include <QPushButton>
#include <QScreen>
#include <QScrollArea>
#include <QScrollBar>
#include <QSignalSpy>
#include <QStandardPaths>
#include <QTabBar>
#include <QTabWidget>
#include <QTableView>
#include <QTemporaryDir>
#include <QTest>

using namespace Qt::StringLiterals;
using namespace IteraGpu;
using namespace IteraGpu::Ui;

namespace {

constexpr int kMinimumInputChars = 6; // an input narrower than this is collapsed

QString describe(const QWidget *widget)
{
    QString text;
    if (const auto *button = qobject_cast<const QAbstractButton *>(widget))
        text = button->text();
    else if (const auto *label = qobject_cast<const QLabel *>(widget))
        text = label->text().left(40);
    const QString name = widget->objectName().isEmpty() ? QString() : u" "_s + widget->objectName();
    return u"%1%2 '%3'"_s.arg(QString::fromLatin1(widget->metaObject()->className()), name, text);
}

bool insideItemView(const QWidget *widget)
{
    for (const QWidget *p = widget->parentWidget(); p; p = p->parentWidget())
        if (qobject_cast<const QAbstractItemView *>(p))
            return true;
    return false;
}

bool isScrollViewport(const QWidget *widget)
{
    const auto *area = qobject_cast<const QAbstractScrollArea *>(widget->parentWidget());
    return area && area->viewport() == widget;
}

// Why `widget` is too small for its content, or an empty string.
QString tooSmall(const QWidget *widget)
{
    const QSize size = widget->size();
    if (qobject_cast<const QLineEdit *>(widget) || qobject_cast<const QComboBox *>(widget)) {
        const int needed = std::max(widget->minimumSizeHint().width(),
                                    kMinimumInputChars * widget->fontMetrics().averageCharWidth());
        if (size.width() < needed)
            return u"%1 px wide, needs %2"_s.arg(size.width()).arg(needed);
    } else if (const auto *label = qobject_cast<const QLabel *>(widget)) {
        if (label->text().isEmpty() || !label->pixmap().isNull())
            return {};
        if (label->wordWrap()) {
            const int needed = label->heightForWidth(size.width() - 0);
            if (size.height() < needed)
                return u"%1 px high at %2 px wide, needs %3"_s.arg(size.height()).arg(size.width()).arg(needed);
        } else if (size.width() < label->minimumSizeHint().width() || size.height() < label->sizeHint().height()) {
            return u"%1×%2 px, needs %3×%4"_s.arg(size.width())
                .arg(size.height())
                .arg(label->minimumSizeHint().width())
                .arg(label->sizeHint().height());
        }
    } else if (qobject_cast<const QAbstractButton *>(widget) || qobject_cast<const QPlainTextEdit *>(widget)) {
        if (size.width() < widget->minimumSizeHint().width())
            return u"%1 px wide, needs %2"_s.arg(size.width()).arg(widget->minimumSizeHint().width());
    } else if (const auto *bar = qobject_cast<const QTabBar *>(widget)) {
        if (size.width() < bar->sizeHint().width())
            return u"%1 px wide, its tabs need %2 (scroll arrows)"_s.arg(size.width()).arg(bar->sizeHint().width());
    }
    return {};
}

// One line per control of `root` that is too small or cut off by a parent that does not scroll.
QStringList problems(const QString &where, const QWidget *root)
{
    QStringList lines;
    for (const QScrollArea *area : root->findChildren<QScrollArea *>()) {
        if (area->isVisibleTo(root) && area->horizontalScrollBar()->isVisibleTo(root))
            lines.append(u"%1: %2 scrolls sideways (two scroll bars)"_s.arg(where, describe(area)));
    }
    for (const QWidget *widget : root->findChildren<QWidget *>()) {
        const bool control = qobject_cast<const QLineEdit *>(widget) || qobject_cast<const QComboBox *>(widget)
            || qobject_cast<const QAbstractButton *>(widget) || qobject_cast<const QLabel *>(widget)
            || qobject_cast<const QPlainTextEdit *>(widget) || qobject_cast<const QTabBar *>(widget);
        if (!control || !widget->isVisibleTo(root) || insideItemView(widget)
            || qobject_cast<const QComboBox *>(widget->parentWidget())
            || qobject_cast<const QTabBar *>(widget->parentWidget()))
            continue;
        if (const QString why = tooSmall(widget); !why.isEmpty())
            lines.append(u"%1: %2 is %3"_s.arg(where, describe(widget), why));
        QRect rect = widget->rect();
        for (const QWidget *child = widget; child != root && !isScrollViewport(child->parentWidget());
             child = child->parentWidget()) {
            rect.translate(child->pos());
            const QWidget *parent = child->parentWidget();
            if (!parent->rect().contains(rect)) {
                lines.append(u"%1: %2 at %3,%4 %5×%6 is cut off by %7"_s.arg(where, describe(widget))
                                 .arg(rect.x())
                                 .arg(rect.y())
                                 .arg(rect.width())
                                 .arg(rect.height())
                                 .arg(describe(parent)));
                break;
            }
        }
    }
    return lines;
}

// One line per action of `root` (a visible push button) that cannot be reached without scrolling:
// outside the window, or outside the visible part of a scrolled page.
QStringList hiddenActions(const QString &where, const QWidget *root)
{
    QStringList lines;
    const QRect window = root->rect();
    for (const QPushButton *button : root->findChildren<QPushButton *>()) {
        if (!button->isVisibleTo(root) || insideItemView(button))
            continue;
        const QRect rect(button->mapTo(root, QPoint(0, 0)), button->size());
        QRect visible = window;
        for (const QWidget *p = button->parentWidget(); p && p != root; p = p->parentWidget()) {
            if (isScrollViewport(p))
                visible &= QRect(p->mapTo(root, QPoint(0, 0)), p->size());
        }
        if (!visible.contains(rect))
            lines.append(
                u"%1: %2 at %3,%4 needs scrolling to be reached (visible %5,%6 %7×%8)"_s.arg(where, describe(button))
                    .arg(rect.x())
                    .arg(rect.y())
                    .arg(visible.x())
                    .arg(visible.y())
                    .arg(visible.width())
                    .arg(visible.height()));
    }
    return lines;
}

// The rows a table shows at once, from its viewport's height and its default row height.
int visibleRows(const QTableView *table)
{
    const int rowHeight = std::max(1, table->verticalHeader()->defaultSectionSize());
    return table->viewport()->height() / rowHeight;
}

// Every tab, and every page of the tab widgets inside it.
QStringList windowProblems(MainWindow &window)
{
    QStringList lines;
    for (int i = 0; i < window.tabs()->count(); ++i) {
        window.tabs()->setCurrentIndex(i);
        QWidget *tab = window.tabs()->widget(i);
        const QString where = u"tab '%1'"_s.arg(window.tabs()->tabText(i));
        QCoreApplication::processEvents();
        lines += problems(where, &window);
        lines += hiddenActions(where, &window);
        // The Measure tab twice: the single run, then the sweep (a mode chosen in a combo box).
        QComboBox *mode = tab->findChild<QComboBox *>(u"measureMode"_s);
        for (int modeIndex = 0; modeIndex < (mode ? mode->count() : 1); ++modeIndex) {
            if (mode) {
                mode->setCurrentIndex(modeIndex);
                QCoreApplication::processEvents();
                lines += problems(where + u", mode '%1'"_s.arg(mode->itemText(modeIndex)), &window);
                lines += hiddenActions(where + u", mode '%1'"_s.arg(mode->itemText(modeIndex)), &window);
            }
            for (QTabWidget *inner : tab->findChildren<QTabWidget *>()) {
                for (int page = 1; page < inner->count(); ++page) {
                    inner->setCurrentIndex(page);
                    QCoreApplication::processEvents();
                    lines += problems(where + u", page '%1'"_s.arg(inner->tabText(page)), &window);
                    lines += hiddenActions(where + u", page '%1'"_s.arg(inner->tabText(page)), &window);
                }
                inner->setCurrentIndex(0);
            }
        }
        if (mode)
            mode->setCurrentIndex(0);
    }
    lines.removeDuplicates();
    return lines;
}

} // namespace

class TestLayout : public QObject
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
        QCOMPARE(QGuiApplication::primaryScreen()->size(), QSize(1920, 1080));
        m_reports = writeSampleReports(m_dir.path(), RunStatus::Cancelled);
        QCOMPARE(m_reports.size(), 3);
    }

    void minimumSize_data()
    {
        QTest::addColumn<QString>("language");
        for (const QString &language : LanguageManager::availableLanguages())
            QTest::newRow(qPrintable(language)) << language;
    }

    void minimumSize()
    {
        QFETCH(QString, language);
        m_languages.setLanguage(language);
        MainWindow window(&m_languages);
        QCOMPARE(window.minimumSize(), QSize(1024, 640));
        window.show();
        QVERIFY(QTest::qWaitForWindowExposed(&window));
        window.resize(window.minimumSize());
        QTRY_COMPARE(window.size(), QSize(1024, 640));
        QStringList lines = windowProblems(window);
        // The results grid shows at least 8 rows at once (its page, in every language).
        window.tabs()->setCurrentWidget(window.qualityCostTab());
        window.qualityCostTab()->showPage(QualityCostTab::GridPage);
        QCoreApplication::processEvents();
        const int gridRows = visibleRows(window.qualityCostTab()->gridPanel()->view());
        if (gridRows < 8)
            lines.append(u"the results grid shows %1 rows at once, at least 8 wanted"_s.arg(gridRows));

        QSignalSpy finished(window.reports(), &ReportLibrary::openFinished);
        window.openReports(m_reports);
        QVERIFY(finished.wait(30000));
        for (const QString &line : windowProblems(window))
            if (!lines.contains(line))
                lines.append(line + u" (with reports open)"_s);

        ComparisonWindow *comparison = window.showComparison();
        QVERIFY(comparison);
        QVERIFY(QTest::qWaitForWindowExposed(comparison));
        comparison->resize(comparison->minimumSize());
        QTRY_COMPARE(comparison->size(), QSize(1024, 640));
        QCoreApplication::processEvents();
        lines += problems(u"comparison window"_s, comparison);

        QVERIFY2(lines.isEmpty(), qPrintable(u"\n"_s + lines.join(u'\n')));
    }
};

// The offscreen platform's screen is 800×600 unless configured: the window's minimum is bounded by
// the screen it opens on, so the test gives it a 1920×1080 one.
int main(int argc, char *argv[])
{
    QTemporaryDir dir;
    const QString config = dir.filePath(u"screens.json"_s);
    const Status written = writeNewFile(config, R"({"screens": [{"name": "test", "x": 0, "y": 0, "width": 1920,
        "height": 1080, "logicalDpi": 96, "logicalBaseDpi": 96, "dpr": 1}]})");
    if (!written) {
        qCritical("%s", qPrintable(written.error()));
        return 1;
    }
    qputenv("QT_QPA_PLATFORM", "offscreen:configfile=" + QFile::encodeName(config));
    QApplication app(argc, argv);
    TestLayout test;
    return QTest::qExec(&test, argc, argv);
}

#include "tst_layout.moc"
