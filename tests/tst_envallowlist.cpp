// No environment variable outside the allow-list ever reaches a report or the CLI's output: marker
// variables (and marked HOME, USER, LOGNAME, HOSTNAME) are set for the CLI, then every output is
// searched for them. The allow-listed variables are reported with their values, only when set.
#include "core/device/environment.h"
#include "jsonschema.h"

#include <QDir>
#include <QFile>
#include <QJsonDocument>
#include <QProcess>
#include <QTemporaryDir>
#include <QTest>

#include <utility>

using namespace Qt::StringLiterals;
using namespace IteraGpu;

namespace {

const QString kMarker = u"xyzmarker"_s;

// The CLI's environment: every marker variable, two allow-listed ones, nothing else.
QProcessEnvironment markedEnvironment(const QString &home)
{
    QProcessEnvironment env;
    env.insert(u"PATH"_s, u"/usr/bin:/bin"_s);
    env.insert(u"ITERAGPU_MARKER_SECRET"_s, kMarker + u"-secret"_s);
    env.insert(u"HOME"_s, home);
    env.insert(u"USER"_s, kMarker + u"-user"_s);
    env.insert(u"LOGNAME"_s, kMarker + u"-logname"_s);
    env.insert(u"HOSTNAME"_s, kMarker + u"-host"_s);
    env.insert(u"PYTORCH_CUDA_ALLOC_CONF"_s, u"expandable_segments:True"_s);
    env.insert(u"CUBLAS_WORKSPACE_CONFIG"_s, u":4096:8"_s);
    return env;
}

struct Run
{
    int exitCode = -1;
    QByteArray output; // stdout and stderr
};

Run runCli(const QStringList &arguments, const QProcessEnvironment &env, const QString &folder)
{
    QProcess process;
    process.setProcessEnvironment(env);
    process.setWorkingDirectory(folder);
    process.setProcessChannelMode(QProcess::MergedChannels);
    process.start(QStringLiteral(ITERAGPU_CLI), arguments);
    if (!process.waitForFinished(120000))
        return {};
    return {process.exitCode(), process.readAll()};
}

} // namespace

class TestEnvAllowList : public QObject
{
    Q_OBJECT

private Q_SLOTS:
    void allowListIsExact()
    {
        QCOMPARE(configurationVariableNames(),
                 QStringList({u"PYTORCH_CUDA_ALLOC_CONF"_s, u"PYTORCH_HIP_ALLOC_CONF"_s, u"CUBLAS_WORKSPACE_CONFIG"_s,
                              u"CUDA_MODULE_LOADING"_s}));
    }

    void onlySetVariablesAreReported()
    {
        qputenv("CUDA_MODULE_LOADING", "LAZY");
        qunsetenv("PYTORCH_CUDA_ALLOC_CONF");
        qunsetenv("PYTORCH_HIP_ALLOC_CONF");
        qunsetenv("CUBLAS_WORKSPACE_CONFIG");
        qputenv("ITERAGPU_MARKER_SECRET", kMarker.toUtf8());
        const EnvironmentReport report = environmentReport({u"cpu"_s, {}, nullptr, u"not loaded"_s});
        qunsetenv("CUDA_MODULE_LOADING");
        qunsetenv("ITERAGPU_MARKER_SECRET");

        const QJsonObject variables = report.toJson().value(u"configuration_variables"_s).toObject();
        QCOMPARE(variables, QJsonObject({{u"CUDA_MODULE_LOADING"_s, u"LAZY"_s}}));
        QVERIFY(!report.toJsonText().contains(kMarker.toUtf8()));
        bool shown = false;
        for (const FactLine &line : report.displayLines()) {
            QVERIFY2(!line.value.contains(kMarker), qPrintable(line.value));
            shown = shown || (line.label == u"CUDA_MODULE_LOADING"_s && line.value == u"LAZY"_s);
        }
        QVERIFY(shown);
    }

    void noMarkerInAnyOutput()
    {
        QTemporaryDir folder(QDir::tempPath() + u"/xyzmarker-folder-XXXXXX"_s);
        QVERIFY(folder.isValid());
        const QProcessEnvironment env = markedEnvironment(folder.path());
        const QString module = QStringLiteral(ITERAGPU_TORCH_MODULE);
        const QString report = u"report.json"_s; // relative: the run's folder is not the user's input here

        const QList<QStringList> commands{
            {u"environment"_s, u"--device"_s, u"cpu"_s, u"--backend"_s, module, u"--json"_s},
            {u"environment"_s, u"--device"_s, u"cpu"_s, u"--backend"_s, module},
            {u"environment"_s, u"--device"_s, u"cuda:0"_s, u"--backend"_s, module},
            {u"measure"_s, u"--device"_s, u"cpu"_s, u"--batch"_s, u"1"_s, u"--context"_s, u"4"_s, u"--width"_s, u"8"_s,
             u"--dtype"_s, u"float32"_s, u"--warmup"_s, u"0"_s, u"--repeats"_s, u"1"_s, u"--output"_s, report,
             u"--backend"_s, module},
        };
        QList<QByteArray> outputs;
        for (const QStringList &arguments : commands) {
            const Run run = runCli(arguments, env, folder.path());
            QVERIFY2(run.exitCode == 0, qPrintable(arguments.join(u' ') + u": "_s + QString::fromUtf8(run.output)));
            outputs.append(run.output);
        }
        QFile file(folder.filePath(report));
        QVERIFY(file.open(QIODevice::ReadOnly));
        outputs.append(file.readAll());

        for (const QByteArray &output : std::as_const(outputs))
            QVERIFY2(!output.contains(kMarker.toUtf8()), output.constData());

        const QJsonObject environment = QJsonDocument::fromJson(outputs.constFirst()).object();
        QCOMPARE(environment.value(u"configuration_variables"_s).toObject(),
                 QJsonObject({{u"PYTORCH_CUDA_ALLOC_CONF"_s, u"expandable_segments:True"_s},
                              {u"CUBLAS_WORKSPACE_CONFIG"_s, u":4096:8"_s}}));
        QVERIFY(outputs.at(1).contains("PYTORCH_CUDA_ALLOC_CONF"));

        JsonSchemaValidator schemas;
        QVERIFY(schemas.addSchemaFile(QFINDTESTDATA("../resources/schema/measurement.schema.json")));
        QVERIFY(schemas.addSchemaFile(QFINDTESTDATA("../resources/schema/environment.schema.json")));
        const QStringList errors = schemas.validate(environment, u"environment.schema.json"_s)
            + schemas.validate(QJsonDocument::fromJson(outputs.constLast()).object(), u"measurement.schema.json"_s);
        QVERIFY2(errors.isEmpty(), qPrintable(errors.join(u'\n')));
    }
};

QTEST_GUILESS_MAIN(TestEnvAllowList)
#include "tst_envallowlist.moc"
