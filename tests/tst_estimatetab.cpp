// The Estimate tab on its own, offscreen: the packed figure as the headline and the chart's bar, a
// checkpoint chosen or dropped (read off the GUI thread), a cast on load counted, the KV cache line,
// a refused file that keeps the checkpoint read before, and the dialog that chooses a folder.
#include "checkpointfixture.h"
#include "fixturefile.h"
#include "ui/common/languagemanager.h"
#include "ui/estimate/checkpointdialog.h"
#include "ui/estimate/checkpointpanel.h"
#include "ui/estimate/estimatetab.h"
#include "ui/widgets/chartview.h"

#include <QBarSet>
#include <QCheckBox>
#include <QDir>
#include <QFileInfo>
#include <QLabel>
#include <QLayout>
#include <QLineEdit>
#include <QMimeData>
#include <QSettings>
#include <QSignalSpy>
#include <QStackedBarSeries>
#include <QStandardPaths>
#include <QTemporaryDir>
#include <QTest>
#include <QUrl>

using namespace Qt::StringLiterals;
using namespace IteraGpu::Ui;

namespace {

// The chart's bars in the order weights, KV cache, reserve; empty when nothing is plotted.
QList<double> bars(EstimateTab &tab)
{
    const auto *series = qobject_cast<QStackedBarSeries *>(tab.chart()->chart()->series().value(0));
    QList<double> values;
    for (const QBarSet *set : series->barSets())
        values.append(set->count() > 0 ? set->at(0) : -1.0);
    return values;
}

QString resultHtml(EstimateTab &tab)
{
    return tab.findChild<QLabel *>(u"estimateResults"_s)->text();
}

} // namespace

class TestEstimateTab : public QObject
{
    Q_OBJECT
private:
    QTemporaryDir m_dir;
    QString m_gguf;
    LanguageManager m_languages; // English with its plural forms, and the English locale

private Q_SLOTS:
    void initTestCase()
    {
        QStandardPaths::setTestModeEnabled(true); // settings in a test location, never the user's
        QSettings().clear(); // no form or checkpoint remembered from an earlier run
        m_languages.setLanguage(u"en"_s);
        m_gguf = m_dir.filePath(u"tiny.gguf"_s);
        VERIFY_OK(writeFixture(m_gguf, Fixture::tinyLlamaGguf()));
    }

    void packedFigureAndTypedForms()
    {
        EstimateTab tab;
        tab.parametersEdit()->setText(u"7B"_s);
        tab.bitsEdit()->setText(u"4"_s);
        const QString text = tab.resultText();
        QVERIFY2(text.contains(u"Weights, whole bytes 7,000,000,000 bytes"_s), qPrintable(text));
        QVERIFY(text.contains(u"Weights packed (parameters × bits / 8) 3,500,000,000 bytes 3.26 GiB 3.50 GB"_s));
        tab.parametersEdit()->setText(u"7,000,000,000"_s);
        QVERIFY(tab.resultText().contains(u"3,500,000,000 bytes"_s));
        tab.bitsEdit()->setText(u"16"_s);
        QVERIFY(!tab.resultText().contains(u"packed"_s));
    }

    // A width that is not whole bytes: the packed figure is the first row, the bold total and the
    // chart's bar; the seed's whole-bytes rule follows under its own caption.
    void packedIsTheHeadline_data()
    {
        QTest::addColumn<QString>("bits");
        QTest::addColumn<QString>("packedRow");
        QTest::addColumn<QString>("packedTotal");
        QTest::addColumn<double>("bar"); // GiB, as plotted
        // 70e9 × 4.5 / 8 = 39,375,000,000 bytes; + 10 GiB = 50,112,418,240.
        QTest::addRow("70e9 at 4.5 bits")
            << u"4.5"_s << u"Weights packed (parameters × bits / 8) 39,375,000,000 bytes 36.67 GiB 39.38 GB"_s
            << u"Total with reserve, packed 50,112,418,240 bytes 46.67 GiB 50.11 GB"_s << 36.67;
        // 70e9 × 4.85 / 8 = 42,437,500,000 bytes; + 10 GiB = 53,174,918,240.
        QTest::addRow("70e9 at 4.85 bits")
            << u"4.85"_s << u"Weights packed (parameters × bits / 8) 42,437,500,000 bytes 39.52 GiB 42.44 GB"_s
            << u"Total with reserve, packed 53,174,918,240 bytes 49.52 GiB 53.17 GB"_s << 39.52;
        // 4 bits: 35,000,000,000 bytes packed, the seed's 70,000,000,000 beside.
        QTest::addRow("70e9 at 4 bits")
            << u"4"_s << u"Weights packed (parameters × bits / 8) 35,000,000,000 bytes 32.60 GiB 35.00 GB"_s
            << u"Total with reserve, packed 45,737,418,240 bytes 42.60 GiB 45.74 GB"_s << 32.60;
    }
    void packedIsTheHeadline()
    {
        QFETCH(QString, bits);
        QFETCH(QString, packedRow);
        QFETCH(QString, packedTotal);
        QFETCH(double, bar);
        EstimateTab tab;
        tab.parametersEdit()->setText(u"70e9"_s);
        tab.reserveEdit()->setText(u"10"_s);
        tab.bitsEdit()->setText(bits);
        const QString text = tab.resultText();
        QVERIFY2(text.startsWith(bits + u" bits per parameter, packed"_s), qPrintable(text));
        const qsizetype packed = text.indexOf(packedRow);
        const qsizetype total = text.indexOf(packedTotal);
        const qsizetype seedCaption
            = text.indexOf(u"In whole bytes: 1 byte per parameter (bits rounded up to whole bytes)."_s);
        const qsizetype seed = text.indexOf(u"Weights, whole bytes 70,000,000,000 bytes 65.19 GiB 70.00 GB"_s);
        QVERIFY2(packed >= 0 && total > packed && seedCaption > total && seed > seedCaption, qPrintable(text));
        QVERIFY(text.contains(u"Total with reserve, whole bytes 80,737,418,240 bytes 75.19 GiB 80.74 GB"_s));
        // Only the packed total is bold.
        const QString html = resultHtml(tab);
        QCOMPARE(html.count(u"<b>"_s), 1);
        QVERIFY(html.contains(u"<b>Total with reserve, packed</b>"_s));
        const QList<double> plotted = bars(tab);
        QCOMPARE(plotted.size(), 3);
        QCOMPARE(plotted[0], bar); // the packed weights, not the seed's 65.19
        QCOMPARE(plotted[1], 0.0);
        QCOMPARE(plotted[2], 10.0);
        QCOMPARE(tab.chart()->chart()->title(), u"Weights, KV cache and reserve (GiB)"_s);
    }

    void wholeBytesWidthHasOneFigure()
    {
        EstimateTab tab;
        tab.parametersEdit()->setText(u"70e9"_s);
        tab.bitsEdit()->setText(u"16"_s);
        const QString text = tab.resultText();
        QVERIFY2(text.startsWith(u"2 bytes per parameter"_s), qPrintable(text));
        QVERIFY(!text.contains(u"In whole bytes:"_s)); // a whole-byte width has one figure
        QCOMPARE(bars(tab).value(0), 130.39);
    }

    void smallEstimateReadsInMiB()
    {
        // 3,000,000 × 8 bits = 3,000,000 bytes, under 0.01 GiB: MiB and MB, never "0.00 GiB".
        EstimateTab tab;
        tab.reserveEdit()->setText(u"0"_s);
        tab.parametersEdit()->setText(u"3000000"_s);
        tab.bitsEdit()->setText(u"8"_s);
        const QString text = tab.resultText();
        QVERIFY2(text.contains(u"Weights 3,000,000 bytes 2.86 MiB 3.00 MB"_s), qPrintable(text));
        QVERIFY(text.contains(u"Total with reserve 3,000,000 bytes 2.86 MiB 3.00 MB"_s));
        QVERIFY(text.contains(u"Reserve 0 bytes 0.00 GiB 0.00 GB"_s)); // zero is zero
        QCOMPARE(tab.chart()->chart()->title(), u"Weights, KV cache and reserve (MiB)"_s);
        QCOMPARE(bars(tab).value(0), 2.86);
    }

    void checkpointCastOnLoadIsCounted()
    {
        EstimateTab tab;
        CheckpointPanel *panel = tab.checkpointPanel();
        tab.reserveEdit()->setText(u"0"_s);
        panel->load(m_gguf);
        QTRY_VERIFY_WITH_TIMEOUT(panel->checkpoint().has_value(), 10'000);
        QCOMPARE(bars(tab).value(0), 10.0); // 10,240 stored bytes = 10.00 KiB
        QCOMPARE(tab.chart()->chart()->title(), u"Weights, KV cache and reserve (KiB)"_s);
        panel->loadBitsEdit()->setText(u"4.5"_s);
        const QString text = tab.resultText();
        // 16,896 elements × 4.5 / 8 = 9,504 bytes, counted; the stored 10,240 stay shown.
        QVERIFY2(text.contains(u"Stored weights (replaced by the cast on load) 10,240 bytes 10.00 KiB 10.24 kB"_s),
                 qPrintable(text));
        QVERIFY(text.contains(u"Cast to 4.5 bits on load, packed (counted) 9,504 bytes 9.28 KiB 9.50 kB"_s));
        QVERIFY(text.contains(u"Cast to 4.5 bits on load, in whole bytes per element (not counted) 16,896 bytes"_s));
        QVERIFY(text.contains(u"Total 9,504 bytes"_s));
        QCOMPARE(bars(tab).value(0), 9.28);
        panel->loadBitsEdit()->setText(u"16"_s);
        QVERIFY(tab.resultText().contains(u"Cast to 16 bits on load (counted) 33,792 bytes"_s));
        QVERIFY(tab.resultText().contains(u"Total 33,792 bytes"_s));
        QCOMPARE(bars(tab).value(0), 33.0); // 33,792 bytes = 33.00 KiB
        panel->loadBitsEdit()->clear();
        QVERIFY(tab.resultText().contains(u"Total 10,240 bytes"_s));
    }

    void checkpointWithKvCache()
    {
        EstimateTab tab;
        CheckpointPanel *panel = tab.checkpointPanel();
        QSignalSpy changed(panel, &CheckpointPanel::changed);
        panel->load(m_gguf);
        QTRY_VERIFY_WITH_TIMEOUT(panel->checkpoint().has_value(), 10'000);
        QVERIFY(!tab.parametersEdit()->isEnabled());
        QString text = tab.resultText();
        QVERIFY2(text.contains(u"2 tensors, 16,896 elements"_s), qPrintable(text));
        QVERIFY(text.contains(u"Q4_K (1 tensor) 9,216 bytes"_s));
        QVERIFY(text.contains(u"Stored weights 10,240 bytes"_s));
        QVERIFY(text.contains(u"Block-quantized GGUF types"_s));
        QVERIFY(!text.contains(u"KV cache"_s));
        panel->kvBox()->setChecked(true);
        panel->contextEdit()->setText(u"4096"_s);
        text = tab.resultText();
        // 2 × 1 × 4096 × 2 × (16 + 16) × 16 / 8 = 1,048,576 bytes.
        QVERIFY2(text.contains(u"KV cache 1,048,576 bytes 1.00 MiB 1.05 MB"_s), qPrintable(text));
        QVERIFY(text.contains(
            u"KV cache = 2 layers × 1 batch × 4096 context × 2 key/value heads × (16 + 16) × 16 bits / 8"_s));
        QVERIFY(text.contains(u"Total 4,296,026,112 bytes"_s)); // 10,240 + 1,048,576 + the 4 GiB reserve
        panel->contextEdit()->setText(u"0"_s);
        QVERIFY(!panel->contextEdit()->styleSheet().isEmpty());
        QVERIFY(tab.resultText().startsWith(u"No result"_s));
        panel->clear();
        QVERIFY(tab.parametersEdit()->isEnabled());
        QVERIFY(tab.resultText().contains(u"14,000,000,000 bytes"_s));
    }

    void droppedFileIsRead()
    {
        EstimateTab tab;
        QMimeData mime;
        mime.setUrls({QUrl::fromLocalFile(m_gguf)});
        QDragEnterEvent enter(QPoint(5, 5), Qt::CopyAction, &mime, Qt::LeftButton, Qt::NoModifier);
        QCoreApplication::sendEvent(&tab, &enter);
        QVERIFY(enter.isAccepted());
        QDropEvent drop(QPointF(5, 5), Qt::CopyAction, &mime, Qt::LeftButton, Qt::NoModifier);
        QCoreApplication::sendEvent(&tab, &drop);
        QTRY_VERIFY_WITH_TIMEOUT(tab.checkpointPanel()->checkpoint().has_value(), 10'000);
        QVERIFY(tab.resultText().contains(u"Stored weights 10,240 bytes"_s));
    }

    void refusedFileIsShownWithItsOffset()
    {
        const QString bad = m_dir.filePath(u"bad.safetensors"_s);
        VERIFY_OK(writeFixture(bad, Fixture::u64(quint64(1) << 63) + "{}"));
        EstimateTab tab;
        CheckpointPanel *panel = tab.checkpointPanel();
        panel->load(bad);
        QTRY_VERIFY_WITH_TIMEOUT(!panel->loading(), 10'000);
        QVERIFY(!panel->checkpoint());
        QVERIFY2(panel->stateLabel()->text().startsWith(bad + u": offset 0: header length"_s),
                 qPrintable(panel->stateLabel()->text()));
        QVERIFY(tab.resultText().contains(u"14,000,000,000 bytes"_s)); // the typed estimate stays
    }

    void refusedFileKeepsThePreviousCheckpoint()
    {
        const QString bad = m_dir.filePath(u"bad2.safetensors"_s);
        VERIFY_OK(writeFixture(bad, Fixture::u64(quint64(1) << 63) + "{}"));
        EstimateTab tab;
        CheckpointPanel *panel = tab.checkpointPanel();
        panel->load(m_gguf);
        QTRY_VERIFY_WITH_TIMEOUT(panel->checkpoint().has_value(), 10'000);
        panel->load(bad);
        QTRY_VERIFY_WITH_TIMEOUT(!panel->loading(), 10'000);
        // The refusal is shown, and the checkpoint read before is still what the estimate comes from.
        QVERIFY(panel->checkpoint().has_value());
        QCOMPARE(panel->checkpointPath(), m_gguf);
        QCOMPARE(panel->path(), bad);
        QVERIFY2(panel->stateLabel()->text().startsWith(bad + u": offset 0: header length"_s),
                 qPrintable(panel->stateLabel()->text()));
        QVERIFY(!panel->stateLabel()->isHidden());
        QVERIFY2(panel->shownLabel()->text().startsWith(u"Still shown: the checkpoint read before, "_s),
                 qPrintable(panel->shownLabel()->text()));
        QVERIFY(!panel->shownLabel()->isHidden());
        // The error sits above the checkpoint that is shown.
        QVERIFY(panel->layout()->indexOf(panel->stateLabel()) < panel->layout()->indexOf(panel->shownLabel()));
        QVERIFY(!tab.parametersEdit()->isEnabled());
        const QString text = tab.resultText();
        QVERIFY2(text.contains(u"Stored weights 10,240 bytes"_s), qPrintable(text));
        QVERIFY(!text.contains(u"14,000,000,000 bytes"_s)); // never the parameter estimate
        // A good file afterwards clears the error.
        panel->load(m_gguf);
        QTRY_VERIFY_WITH_TIMEOUT(!panel->loading(), 10'000);
        QVERIFY(panel->stateLabel()->isHidden());
        QVERIFY(panel->shownLabel()->text().startsWith(u"Checkpoint: "_s));
    }

    void dialogChoosesAFolderOrAFile_data()
    {
        QTest::addColumn<QString>("typed");
        QTest::addColumn<QString>("chosen");
        QTest::addRow("a folder") << u"folder"_s << u"folder"_s;
        QTest::addRow("a file") << u"tiny.gguf"_s << u"tiny.gguf"_s;
    }
    void dialogChoosesAFolderOrAFile()
    {
        QFETCH(QString, typed);
        QFETCH(QString, chosen);
        QVERIFY(QDir(m_dir.path()).mkpath(u"folder"_s));
        CheckpointDialog dialog(nullptr, m_dir.path());
        dialog.selectFile(typed);
        dialog.accept();
        QCOMPARE(dialog.result(), int(QDialog::Accepted));
        QCOMPARE(QFileInfo(dialog.chosenPath()).canonicalFilePath(),
                 QFileInfo(m_dir.filePath(chosen)).canonicalFilePath());
    }
};

QTEST_MAIN(TestEstimateTab)
#include "tst_estimatetab.moc"
