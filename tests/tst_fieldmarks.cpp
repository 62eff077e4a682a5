// Every field at fault is marked at once, with every message, in the Estimate tab (typed and from
// a checkpoint), the package calculator and the Measure form; the core functions behind them list
// every problem, the first being the one the single-error parsers return.
#include "checkpointfixture.h"
#include "core/estimate/checkpointestimate.h"
#include "core/estimate/estimate.h"
#include "core/measure/measurementconfig.h"
#include "fixturefile.h"
#include "ui/common/languagemanager.h"
#include "ui/estimate/checkpointpanel.h"
#include "ui/estimate/estimatetab.h"
#include "ui/measure/measuretab.h"
#include "ui/quality/costpanel.h"

#include <QCheckBox>
#include <QComboBox>
#include <QLabel>
#include <QLineEdit>
#include <QPushButton>
#include <QStandardPaths>
#include <QTemporaryDir>
#include <QTest>

using namespace Qt::StringLiterals;
using namespace IteraGpu;
using namespace IteraGpu::Ui;

namespace {

// "name: marked" or "name: -" per field, one a line: a failure shows which field differs.
QString marks(const QList<std::pair<QString, QWidget *>> &fields)
{
    QStringList lines;
    for (const auto &[name, field] : fields)
        lines.append(name + (field->styleSheet().isEmpty() ? u": -"_s : u": marked"_s));
    return lines.join(u'\n');
}

QString keyLabel(QStringView key)
{
    return key.toString();
}

QStringList fieldsOf(const QList<Error> &problems)
{
    QStringList keys;
    for (const Error &problem : problems)
        keys.append(problem.field);
    return keys;
}

} // namespace

class TestFieldMarks : public QObject
{
    Q_OBJECT
private:
    QTemporaryDir m_dir;
    LanguageManager m_languages;

private Q_SLOTS:
    void initTestCase()
    {
        QStandardPaths::setTestModeEnabled(true); // the Measure form reads its last folder from the settings
        m_languages.setLanguage(u"en"_s);
    }

    void coreListsEveryProblem()
    {
        MeasurementConfigText text{u"gpu"_s,     u"0"_s, u"16"_s, u"64"_s, QString(),
                                   u"float32"_s, u"1"_s, u"x"_s,  u"0"_s,  u"out.json"_s};
        const QList<Error> problems = measurementConfigProblems(text, keyLabel);
        QCOMPARE(fieldsOf(problems), (QStringList{u"device"_s, u"batch"_s, u"repeats"_s}));
        QCOMPARE(problems.first().message, parseMeasurementConfig(text, keyLabel).error());
        text.device = u"cpu"_s;
        text.batch = u"1"_s;
        text.repeats = u"2"_s;
        QVERIFY(measurementConfigProblems(text, keyLabel).isEmpty());
        text.width = u"1000000000"_s; // every field valid, the tensor too large: about no field
        QCOMPARE(fieldsOf(measurementConfigProblems(text, keyLabel)), QStringList{QString()});

        const QList<Error> estimate = estimateInputProblems(u"x", u"99", u"-1", keyLabel);
        QCOMPARE(fieldsOf(estimate), (QStringList{u"parameters"_s, u"bits"_s, u"reserve_gib"_s}));
        QCOMPARE(estimate.first().message, parseEstimateInput(u"x", u"99", u"-1", keyLabel).error());
        QVERIFY(estimateInputProblems(u"7B", u"16", u"4", keyLabel).isEmpty());

        const QList<Error> options = checkpointOptionProblems(u"99", true, u"0", u"1", u"0", u"4", keyLabel);
        QCOMPARE(fieldsOf(options), (QStringList{u"load_bits"_s, u"context"_s, u"kv_bits"_s}));
        QCOMPARE(options.first().message,
                 parseCheckpointOptions(u"99", true, u"0", u"1", u"0", u"4", keyLabel).error());
        QCOMPARE(fieldsOf(checkpointOptionProblems(u"99", false, u"0", u"0", u"0", u"4", keyLabel)),
                 QStringList{u"load_bits"_s}); // the KV cache fields are not read without the KV cache
    }

    void estimateMarksBothFields()
    {
        EstimateTab tab;
        auto *error = tab.findChild<QLabel *>(u"estimateError"_s);
        const QList<std::pair<QString, QWidget *>> fields{
            {u"parameters"_s, tab.parametersEdit()}, {u"bits"_s, tab.bitsEdit()}, {u"reserve"_s, tab.reserveEdit()}};
        tab.parametersEdit()->setText(u"seven"_s);
        tab.reserveEdit()->setText(u"-1"_s);
        QCOMPARE(marks(fields), u"parameters: marked\nbits: -\nreserve: marked"_s);
        QCOMPARE(error->text().count(u'\n'), 1);
        QVERIFY2(error->text().startsWith(u"Parameters"_s), qPrintable(error->text()));
        QVERIFY(tab.resultText().startsWith(u"No result"_s));
        tab.parametersEdit()->setText(u"7B"_s);
        QCOMPARE(marks(fields), u"parameters: -\nbits: -\nreserve: marked"_s);
        QCOMPARE(error->text().count(u'\n'), 0);
        tab.reserveEdit()->setText(u"4"_s);
        QCOMPARE(marks(fields), u"parameters: -\nbits: -\nreserve: -"_s);
        QVERIFY(error->text().isEmpty());
    }

    void checkpointOptionsMarkBothFields()
    {
        const QString gguf = m_dir.filePath(u"tiny.gguf"_s);
        VERIFY_OK(writeFixture(gguf, Fixture::tinyLlamaGguf()));
        EstimateTab tab;
        CheckpointPanel *panel = tab.checkpointPanel();
        panel->load(gguf);
        QTRY_VERIFY_WITH_TIMEOUT(panel->checkpoint().has_value(), 10'000);
        panel->kvBox()->setChecked(true);
        const QList<std::pair<QString, QWidget *>> fields{{u"load bits"_s, panel->loadBitsEdit()},
                                                          {u"context"_s, panel->contextEdit()},
                                                          {u"batch"_s, panel->batchEdit()},
                                                          {u"kv bits"_s, panel->kvBitsEdit()}};
        panel->loadBitsEdit()->setText(u"99"_s);
        panel->contextEdit()->setText(u"0"_s);
        QCOMPARE(marks(fields), u"load bits: marked\ncontext: marked\nbatch: -\nkv bits: -"_s);
        QCOMPARE(tab.findChild<QLabel *>(u"estimateError"_s)->text().count(u'\n'), 1);
    }

    void calculatorMarksBothFields()
    {
        CostPanel panel;
        const QList<std::pair<QString, QWidget *>> fields{{u"gpu"_s, panel.gpuBox()},
                                                          {u"days"_s, panel.daysBox()},
                                                          {u"lots"_s, panel.lotsEdit()},
                                                          {u"accepted"_s, panel.acceptedEdit()}};
        panel.lotsEdit()->setText(u"0"_s);
        panel.acceptedEdit()->setText(u"many"_s);
        QCOMPARE(marks(fields), u"gpu: -\ndays: -\nlots: marked\naccepted: marked"_s);
        const QStringList lines = panel.errorLabel()->text().split(u'\n');
        QCOMPARE(lines.size(), 2);
        QVERIFY2(lines.at(0).startsWith(u"Lots"_s) && lines.at(1).startsWith(u"Accepted results"_s),
                 qPrintable(lines.join(u" | "_s)));
        QVERIFY(!panel.cost());
        panel.lotsEdit()->setText(u"1"_s);
        panel.acceptedEdit()->setText(u"10"_s);
        QCOMPARE(marks(fields), u"gpu: -\ndays: -\nlots: -\naccepted: -"_s);
        QVERIFY(panel.cost().has_value());
    }

    void measureFormMarksBothFields()
    {
        MeasureTab tab;
        const QList<std::pair<QString, QWidget *>> fields{
            {u"device"_s, tab.deviceBox()},          {u"batch"_s, tab.field(u"batch"_s)},
            {u"context"_s, tab.field(u"context"_s)}, {u"width"_s, tab.field(u"width"_s)},
            {u"repeats"_s, tab.field(u"repeats"_s)}, {u"output"_s, tab.field(u"output"_s)}};
        tab.field(u"batch"_s)->setText(u"0"_s);
        tab.field(u"repeats"_s)->setText(u"x"_s);
        QCOMPARE(marks(fields), u"device: -\nbatch: marked\ncontext: -\nwidth: -\nrepeats: marked\noutput: -"_s);
        QCOMPARE(tab.findChild<QLabel *>(u"measureFormError"_s)->text().count(u'\n'), 1);
        QVERIFY(!tab.runButton()->isEnabled());
        tab.field(u"batch"_s)->setText(u"1"_s);
        tab.field(u"repeats"_s)->setText(u"2"_s);
        QCOMPARE(marks(fields), u"device: -\nbatch: -\ncontext: -\nwidth: -\nrepeats: -\noutput: -"_s);
        QVERIFY(tab.findChild<QLabel *>(u"measureFormError"_s)->text().isEmpty());
    }
};

QTEST_MAIN(TestFieldMarks)
#include "tst_fieldmarks.moc"
