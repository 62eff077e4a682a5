// The Estimate and Measure forms come back after a restart (common/formmemory.h): fields set,
// the tab destroyed, a new one built on the same settings; stale or hostile values are dropped.
#include "checkpointfixture.h"
#include "fixturefile.h"
#include "ui/common/languagemanager.h"
#include "ui/common/settings.h"
#include "ui/estimate/checkpointpanel.h"
#include "ui/estimate/estimatetab.h"
#include "ui/measure/measureform.h"

#include <QCheckBox>
#include <QComboBox>
#include <QDir>
#include <QFile>
#include <QLineEdit>
#include <QSettings>
#include <QStandardPaths>
#include <QTemporaryDir>
#include <QTest>

using namespace Qt::StringLiterals;
using namespace IteraGpu;
using namespace IteraGpu::Ui;

class TestFormMemory : public QObject
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

    void init()
    {
        QSettings().remove(u"forms"_s);
        QSettings().remove(SettingsKeys::lastMeasurementFolder);
        m_languages.setLanguage(u"en"_s);
    }

    void estimateFormComesBack()
    {
        m_languages.setLanguage(u"de"_s);
        {
            EstimateTab tab;
            tab.rememberForm();
            QCOMPARE(tab.bitsEdit()->text(), u"16"_s); // nothing stored yet: the defaults
            tab.parametersEdit()->setText(u"70B"_s);
            tab.bitsEdit()->setText(u"4"_s);
            tab.reserveEdit()->setText(u"2,5"_s);
            tab.checkpointPanel()->kvBox()->setChecked(true);
            tab.checkpointPanel()->contextEdit()->setText(u"8192"_s);
            tab.checkpointPanel()->loadBitsEdit()->setText(u"8"_s);
            tab.bitsEdit()->setText(u"4,555"_s); // not valid (3 decimals): the last valid value stays stored
        }
        // Stored locale-free.
        QCOMPARE(QSettings().value(SettingsKeys::estimateForm + u"/reserveGib"_s).toString(), u"2.5"_s);
        QCOMPARE(QSettings().value(SettingsKeys::estimateForm + u"/parameters"_s).toString(), u"70000000000"_s);
        EstimateTab tab;
        tab.rememberForm();
        QCOMPARE(tab.parametersEdit()->text(), u"70000000000"_s);
        QCOMPARE(tab.bitsEdit()->text(), u"4"_s);
        QCOMPARE(tab.reserveEdit()->text(), u"2,5"_s); // shown the language's way
        QVERIFY(tab.checkpointPanel()->kvBox()->isChecked());
        QCOMPARE(tab.checkpointPanel()->contextEdit()->text(), u"8192"_s);
        QCOMPARE(tab.checkpointPanel()->loadBitsEdit()->text(), u"8"_s);
        QCOMPARE(tab.checkpointPanel()->batchEdit()->text(), u"1"_s); // never changed: the default
        QVERIFY2(tab.resultText().contains(u"35.000.000.000"_s), qPrintable(tab.resultText()));
    }

    void lastCheckpointIsNotReadAgain()
    {
        const QString gguf = m_dir.filePath(u"tiny.gguf"_s);
        VERIFY_OK(writeFixture(gguf, Fixture::tinyLlamaGguf()));
        {
            EstimateTab tab;
            tab.rememberForm();
            tab.checkpointPanel()->load(gguf);
            QTRY_VERIFY_WITH_TIMEOUT(tab.checkpointPanel()->checkpoint().has_value(), 10'000);
        }
        {
            EstimateTab tab;
            tab.rememberForm();
            QCOMPARE(tab.checkpointPanel()->path(), gguf); // where "From checkpoint…" opens
            QVERIFY(!tab.checkpointPanel()->checkpoint());
            QVERIFY(!tab.checkpointPanel()->loading());
            QVERIFY(tab.parametersEdit()->isEnabled());
        }
        QVERIFY(QFile::remove(gguf));
        EstimateTab tab;
        tab.rememberForm();
        QVERIFY(tab.checkpointPanel()->path().isEmpty()); // gone: dropped
        QVERIFY(!QSettings().contains(SettingsKeys::lastCheckpoint));
    }

    void measureFormComesBack()
    {
        const QString folder = m_dir.filePath(u"runs"_s);
        QVERIFY(QDir().mkpath(folder));
        {
            MeasureForm form;
            form.rememberForm();
            form.dtypeBox()->setCurrentText(u"bfloat16"_s);
            form.field(u"batch"_s)->setText(u"4"_s);
            form.field(u"context"_s)->setText(u"32"_s);
            form.field(u"width"_s)->setText(u"128"_s);
            form.field(u"hidden"_s)->setText(u"256"_s);
            form.field(u"warmup"_s)->setText(u"3"_s);
            form.field(u"repeats"_s)->setText(u"5"_s);
            form.field(u"seed"_s)->setText(u"7"_s);
            form.field(u"output"_s)->setText(QDir(folder).filePath(u"mine.json"_s));
        }
        MeasureForm form;
        form.rememberForm();
        QCOMPARE(form.dtypeBox()->currentText(), u"bfloat16"_s);
        const std::pair<QString, QString> expected[]
            = {{u"batch"_s, u"4"_s},  {u"context"_s, u"32"_s}, {u"width"_s, u"128"_s}, {u"hidden"_s, u"256"_s},
               {u"warmup"_s, u"3"_s}, {u"repeats"_s, u"5"_s},  {u"seed"_s, u"7"_s}};
        for (const auto &[name, value] : expected)
            QCOMPARE(form.field(name)->text(), value);
        // A new report name, in the folder used last.
        const QFileInfo output(form.field(u"output"_s)->text());
        QCOMPARE(QDir(output.absolutePath()), QDir(folder));
        QVERIFY(!output.exists());
        QVERIFY(output.fileName() != u"mine.json"_s);
    }

    // The device the user chose comes back per machine after a restart (it used to reset to cuda:0);
    // a machine never chosen for keeps the first device; an edited value is dropped.
    void chosenDeviceComesBackPerMachine()
    {
        {
            MeasureForm form;
            form.rememberForm();
            form.deviceBox()->setCurrentText(u"cuda:3"_s);
            Q_EMIT form.deviceBox()->activated(form.deviceBox()->currentIndex());
            form.setMachine(u"ssh:gpu-box"_s);
            form.useCpuDryRun();
            form.setMachine(u"ssh:other"_s);
        }
        MeasureForm form;
        form.rememberForm();
        QCOMPARE(form.deviceBox()->currentText(), u"cuda:3"_s);
        form.setMachine(u"ssh:gpu-box"_s);
        QCOMPARE(form.deviceBox()->currentText(), u"cpu"_s);
        form.setMachine(u"ssh:never-chosen"_s);
        QCOMPARE(form.deviceBox()->currentText(), u"cuda:0"_s);
        // A probe never overrides the kept choice.
        form.setMachine(u"local"_s);
        QCOMPARE(form.deviceBox()->currentText(), u"cuda:3"_s);

        QSettings().setValue(SettingsKeys::chosenDevices + u"/local"_s, u"cuda:x; rm -rf"_s);
        MeasureForm edited;
        edited.rememberForm();
        QCOMPARE(edited.deviceBox()->currentText(), u"cuda:0"_s);
    }

    void garbageIsIgnored_data()
    {
        QTest::addColumn<QString>("group");
        QTest::addColumn<QString>("key");
        QTest::addColumn<QVariant>("value");
        const QString estimate = SettingsKeys::estimateForm;
        const QString measure = SettingsKeys::measureForm;
        QTest::addRow("bits out of range") << estimate << u"bits"_s << QVariant(u"99"_s);
        QTest::addRow("bits not a number") << estimate << u"bits"_s << QVariant(u"sixteen"_s);
        QTest::addRow("bits as a list") << estimate << u"bits"_s << QVariant(QStringList{u"4"_s});
        QTest::addRow("bits as a number") << estimate << u"bits"_s << QVariant(4);
        QTest::addRow("reserve with a comma") << estimate << u"reserveGib"_s << QVariant(u"2,5"_s);
        QTest::addRow("reserve negative") << estimate << u"reserveGib"_s << QVariant(u"-1"_s);
        QTest::addRow("parameters as bytes") << estimate << u"parameters"_s << QVariant(QByteArray("7000"));
        QTest::addRow("parameters not canonical") << estimate << u"parameters"_s << QVariant(u"7B"_s);
        QTest::addRow("kv cache not a boolean") << estimate << u"kvCache"_s << QVariant(u"yes"_s);
        QTest::addRow("dtype unknown") << measure << u"dtype"_s << QVariant(u"float64"_s);
        QTest::addRow("batch far too long") << measure << u"batch"_s << QVariant(QString(5000, u'1'));
        QTest::addRow("repeats zero") << measure << u"repeats"_s << QVariant(u"0"_s);
    }

    void garbageIsIgnored()
    {
        QFETCH(QString, group);
        QFETCH(QString, key);
        QFETCH(QVariant, value);
        QSettings().setValue(group + u'/' + key, value);
        QString shown;
        QString expected;
        if (group == SettingsKeys::estimateForm) {
            EstimateTab defaults;
            EstimateTab tab;
            tab.rememberForm();
            const auto text = [key](EstimateTab &t) {
                if (key == u"kvCache")
                    return t.checkpointPanel()->kvBox()->isChecked() ? u"true"_s : u"false"_s;
                auto *edit = t.findChild<QLineEdit *>(key == u"reserveGib" ? key : key);
                return edit ? edit->text() : QString();
            };
            shown = text(tab);
            expected = text(defaults);
        } else {
            MeasureForm defaults;
            MeasureForm form;
            form.rememberForm();
            shown = key == u"dtype" ? form.dtypeBox()->currentText() : form.field(key)->text();
            expected = key == u"dtype" ? defaults.dtypeBox()->currentText() : defaults.field(key)->text();
        }
        QCOMPARE(shown, expected);
        QVERIFY(!QSettings().contains(group + u'/' + key)); // dropped, not kept to fail again
    }
};

QTEST_MAIN(TestFormMemory)
#include "tst_formmemory.moc"
