// Decimals typed the user's way in the real window, offscreen: in German, Spanish and French "2,5"
// typed into the reserve, the protocol's threshold and the grid's decimal cells is accepted and
// stored as "2.5" in the files (the protocol's JSON, the grid's CSV).
#include "fixturefile.h"
#include "ui/common/languagemanager.h"
#include "ui/common/localizednumbers.h"
#include "ui/estimate/estimatetab.h"
#include "ui/mainwindow.h"
#include "ui/quality/protocolpanel.h"
#include "ui/quality/qualitycosttab.h"
#include "ui/quality/resultsgridmodel.h"
#include "ui/quality/resultsgridpanel.h"
#include <QTabWidget>

#include <QApplication>
#include <QFile>
#include <QJsonDocument>
#include <QJsonObject>
#include <QLabel>
#include <QLineEdit>
#include <QSortFilterProxyModel>
#include <QStandardPaths>
#include <QTableView>
#include <QTemporaryDir>
#include <QTest>

using namespace Qt::StringLiterals;
using namespace IteraGpu;
using namespace IteraGpu::Ui;

namespace {

// Types `text` into the grid cell (source row, column) through the view's own editor, as a user does.
void typeIntoCell(ResultsGridPanel *panel, int row, int column, const QString &text)
{
    QTableView *view = panel->view();
    const auto *proxy = qobject_cast<const QSortFilterProxyModel *>(view->model());
    const QModelIndex at
        = proxy ? proxy->mapFromSource(panel->model()->index(row, column)) : panel->model()->index(row, column);
    // The editor this edit opens: closed editors stay children until they are deleted later.
    const QList<QLineEdit *> before = view->viewport()->findChildren<QLineEdit *>();
    view->setCurrentIndex(at);
    view->edit(at);
    QLineEdit *editor = nullptr;
    for (QLineEdit *line : view->viewport()->findChildren<QLineEdit *>()) {
        if (!before.contains(line))
            editor = line;
    }
    QVERIFY2(editor, qPrintable(u"no editor opened in column %1"_s.arg(column)));
    editor->selectAll();
    QTest::keyClicks(editor, text);
    QTest::keyClick(editor, Qt::Key_Return);
    QCoreApplication::processEvents(); // the delegate commits and closes through a queued call
}

} // namespace

class TestTypedNumbers : public QObject
{
    Q_OBJECT
private:
    QTemporaryDir m_dir;
    LanguageManager m_languages;

private Q_SLOTS:
    void initTestCase()
    {
        QStandardPaths::setTestModeEnabled(true); // settings in a test location, never the user's
    }

    void cleanup() { m_languages.setLanguage(u"en"_s); }

    void commaAcceptedAndSavedWithPoint_data()
    {
        QTest::addColumn<QString>("language");
        QTest::addRow("German") << u"de"_s;
        QTest::addRow("Spanish") << u"es"_s;
        QTest::addRow("French") << u"fr"_s;
    }

    void commaAcceptedAndSavedWithPoint()
    {
        QFETCH(QString, language);
        m_languages.setLanguage(language);
        QCOMPARE(QLocale().decimalPoint(), u","_s);
        MainWindow window(&m_languages);
        window.show();

        // The reserve: 2.5 GiB, no field marked.
        EstimateTab *estimate = window.estimateTab();
        estimate->reserveEdit()->clear();
        QTest::keyClicks(estimate->reserveEdit(), u"2,5"_s);
        QVERIFY(estimate->findChild<QLabel *>(u"estimateError"_s)->text().isEmpty());
        QVERIFY2(estimate->resultText().contains(u"2,50 GiB"_s), qPrintable(estimate->resultText()));

        // The threshold, fixed and saved: the JSON carries "2.5".
        ProtocolPanel *protocol = window.qualityCostTab()->protocolPanel();
        protocol->setTypedFields({u"one ticket routed to the right queue"_s, u"accuracy"_s, u">="_s, QString(),
                                  u"1000 tickets"_s, u"1000"_s, u"rent if >= 95 % pass"_s});
        auto *threshold = protocol->findChild<QLineEdit *>(u"threshold"_s);
        QTest::keyClicks(threshold, u"2,5"_s);
        QVERIFY2(protocol->fix(), qPrintable(protocol->errorLabel()->text()));
        QCOMPARE(protocol->protocol().fields().threshold, u"2.5"_s);
        const QString protocolPath = m_dir.filePath(language + u"-protocol.json"_s);
        VERIFY_OK(protocol->save(protocolPath));
        QFile file(protocolPath);
        QVERIFY(file.open(QIODevice::ReadOnly));
        const QByteArray json = file.readAll();
        QVERIFY2(json.contains("\"threshold\": \"2.5\""), json.constData());

        // The grid's decimal cells, typed in the view's editor: the CSV carries "2.5" and "0.5",
        // the grid shows them the language's way.
        window.tabs()->setCurrentWidget(window.qualityCostTab());
        ResultsGridPanel *grid = window.qualityCostTab()->gridPanel();
        ResultRow row;
        row[ResultColumn::RunId] = u"run-001"_s;
        row[ResultColumn::DateUtc] = u"2026-09-24T14:05:00Z"_s;
        row[ResultColumn::RunStatus] = u"complete"_s;
        QVERIFY2(grid->addRow(row), qPrintable(grid->messageLabel()->text()));
        typeIntoCell(grid, 0, ResultColumn::QualityValue, u"2,5"_s);
        typeIntoCell(grid, 0, ResultColumn::WarmForwardMedianS, u"0,5"_s);
        const ResultRow &saved = grid->model()->grid().row(0);
        QCOMPARE(saved[ResultColumn::QualityValue], u"2.5"_s);
        QCOMPARE(saved[ResultColumn::WarmForwardMedianS], u"0.5"_s);
        QVERIFY2(grid->model()->grid().toCsv().contains(u",0.5,"_s), qPrintable(grid->model()->grid().toCsv()));
        QCOMPARE(grid->model()->index(0, ResultColumn::QualityValue).data().toString(), u"2,5"_s);
        // The value shown, edited back unchanged, stays the same.
        typeIntoCell(grid, 0, ResultColumn::QualityValue, u"2,5"_s);
        QCOMPARE(grid->model()->grid().row(0)[ResultColumn::QualityValue], u"2.5"_s);
        // '.' is still the decimal point.
        typeIntoCell(grid, 0, ResultColumn::QualityValue, u"0.87"_s);
        QCOMPARE(grid->model()->grid().row(0)[ResultColumn::QualityValue], u"0.87"_s);
    }

    // Money as each language writes it: the locale's side of the symbol and its marks around the
    // exact amount, never "$1.612,80" (a dollar sign before a German number).
    void moneyIsWrittenAsTheLocaleWritesIt_data()
    {
        QTest::addColumn<QString>("locale");
        QTest::addColumn<QString>("amount");
        QTest::addColumn<bool>("symbolFirst");
        QTest::addRow("en: $1,612.80") << u"en_US"_s << u"1,612.80"_s << true;
        QTest::addRow("de: 1.612,80 $") << u"de_DE"_s << u"1.612,80"_s << false;
        QTest::addRow("es: 1612,80 $ or 1.612,80 $") << u"es_ES"_s << u"612,80"_s << false;
        QTest::addRow("fr: 1 612,80 $") << u"fr_FR"_s << u"612,80"_s << false;
    }

    void moneyIsWrittenAsTheLocaleWritesIt()
    {
        QFETCH(QString, locale);
        QFETCH(QString, amount);
        QFETCH(bool, symbolFirst);
        const QString money = localizedCents(161'280, QLocale(locale));
        QVERIFY2(money.contains(amount), qPrintable(money));
        QCOMPARE(money.startsWith(u'$'), symbolFirst);
        QCOMPARE(money.endsWith(u'$'), !symbolFirst);
        // Exact beyond what a double carries: 2^53 + 1 cents.
        const QString large = localizedCents(9'007'199'254'740'993, QLocale(u"en_US"_s));
        QCOMPARE(large, u"$90,071,992,547,409.93"_s);
    }

    void ambiguousGroupingRefusedWithTheField()
    {
        m_languages.setLanguage(u"de"_s);
        MainWindow window(&m_languages);
        window.show();
        EstimateTab *estimate = window.estimateTab();
        estimate->reserveEdit()->setText(u"1.234"_s);
        auto *error = estimate->findChild<QLabel *>(u"estimateError"_s);
        QVERIFY2(error->text().contains(u"\u201e1.234\u201c"_s), qPrintable(error->text())); // German quotes
        QVERIFY(error->text().contains(u"1234"_s) && error->text().contains(u"1,234"_s));
        QVERIFY(!estimate->reserveEdit()->styleSheet().isEmpty()); // the field is marked
        QCOMPARE(estimate->reserveEdit()->text(), u"1.234"_s); // what was typed stays

        ResultsGridPanel *grid = window.qualityCostTab()->gridPanel();
        ResultRow row;
        row[ResultColumn::RunId] = u"run-001"_s;
        row[ResultColumn::DateUtc] = u"2026-09-24T14:05:00Z"_s;
        row[ResultColumn::RunStatus] = u"complete"_s;
        QVERIFY(grid->model()->insertResultRow(0, row)); // as a grid file holds it
        QVERIFY(!grid->model()->setData(grid->model()->index(0, ResultColumn::QualityValue), u"1.234"_s));
        QVERIFY(grid->model()->grid().row(0)[ResultColumn::QualityValue].isEmpty());
        QVERIFY2(grid->messageLabel()->text().contains(u"\u201e1.234\u201c"_s),
                 qPrintable(grid->messageLabel()->text()));
    }
};

QTEST_MAIN(TestTypedNumbers)
#include "tst_typednumbers.moc"
