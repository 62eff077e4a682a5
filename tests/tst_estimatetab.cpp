// The Estimate tab on its own, offscreen: the packed figure, a checkpoint chosen or dropped (read
// off the GUI thread), the KV cache line and a refused file.
#include "checkpointfixture.h"
#include "common/languagemanager.h"
#include "estimate/checkpointpanel.h"
#include "estimate/estimatetab.h"
#include "fixturefile.h"

#include <QCheckBox>
#include <QLabel>
#include <QLineEdit>
#include <QMimeData>
#include <QSignalSpy>
#include <QTemporaryDir>
#include <QTest>
#include <QUrl>

using namespace Qt::StringLiterals;
using namespace IteraGpu::Ui;

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
        QVERIFY2(text.contains(u"Weights (whole bytes per parameter) 7,000,000,000 bytes"_s), qPrintable(text));
        QVERIFY(text.contains(u"Weights packed (parameters × bits / 8) 3,500,000,000 bytes 3.26 GiB 3.50 GB"_s));
        tab.parametersEdit()->setText(u"7,000,000,000"_s);
        QVERIFY(tab.resultText().contains(u"3,500,000,000 bytes"_s));
        tab.bitsEdit()->setText(u"16"_s);
        QVERIFY(!tab.resultText().contains(u"packed"_s));
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
        QVERIFY2(text.contains(u"KV cache 1,048,576 bytes 0.00 GiB 0.00 GB"_s), qPrintable(text));
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
};

QTEST_MAIN(TestEstimateTab)
#include "tst_estimatetab.moc"
