#include "jsonschema.h"

#include <QDeadlineTimer>
#include <QFile>
#include <QFileInfo>
#include <QJsonDocument>
#include <QProcess>

using namespace Qt::StringLiterals;

namespace {

// Set by tests/CMakeLists.txt: Debian's interpreter (/usr/bin/python3), where python3-jsonschema is
// installed (packaging/setup-debian.sh test), and tests/support/validate_json.py in the source tree.
const QString kPython = QString::fromUtf8(ITERAGPU_TEST_PYTHON);
const QString kScript = QString::fromUtf8(ITERAGPU_VALIDATE_JSON_SCRIPT);
constexpr int kTimeoutSeconds = 30;

struct ScriptResult
{
    QStringList problems; // one line each, when the check was made
    QString failure; // why the check could not be made; empty when it was
};

// Runs validate_json.py MODE with `input` on its standard input: exit status 0 (no problem) or 1
// (the problems on standard output), anything else a failure.
ScriptResult runScript(const QString &mode, const QJsonObject &input)
{
    const QString command = kPython + u" -I "_s + kScript + u' ' + mode;
    ScriptResult result;
    const QDeadlineTimer deadline(qint64(kTimeoutSeconds) * 1000);
    QProcess process;
    // -I: neither PYTHON* variables nor the user's site-packages decide which jsonschema is used.
    process.start(kPython, {u"-I"_s, kScript, mode});
    if (!process.waitForStarted(int(deadline.remainingTime()))) {
        result.failure = command + u": cannot start: "_s + process.errorString();
        return result;
    }
    process.write(QJsonDocument(input).toJson(QJsonDocument::Compact));
    process.closeWriteChannel();
    if (!process.waitForFinished(int(deadline.remainingTime()))) {
        process.kill();
        process.waitForFinished();
        result.failure = command + u": no answer within %1 s"_s.arg(kTimeoutSeconds);
        return result;
    }
    const QString err = QString::fromUtf8(process.readAllStandardError()).trimmed();
    if (process.exitStatus() != QProcess::NormalExit || (process.exitCode() != 0 && process.exitCode() != 1)) {
        result.failure = command + u": failed (exit status %1): "_s.arg(process.exitCode()) + err;
        return result;
    }
    const QStringList lines = QString::fromUtf8(process.readAllStandardOutput()).split(u'\n', Qt::SkipEmptyParts);
    if ((process.exitCode() == 1) != !lines.isEmpty()) {
        result.failure
            = command + u": exit status %1 with %2 problem lines: "_s.arg(process.exitCode()).arg(lines.size()) + err;
        return result;
    }
    result.problems = lines;
    return result;
}

} // namespace

bool JsonSchemaValidator::addSchemaFile(const QString &path, QString *error)
{
    QFile file(path);
    if (!file.open(QIODevice::ReadOnly)) {
        if (error)
            *error = path + u": cannot be read"_s;
        return false;
    }
    QJsonParseError parseError;
    const QJsonDocument doc = QJsonDocument::fromJson(file.readAll(), &parseError);
    if (!doc.isObject()) {
        if (error)
            *error = path + u": "_s + parseError.errorString();
        return false;
    }
    return addSchema(QFileInfo(path).fileName(), doc.object(), error);
}

bool JsonSchemaValidator::addSchema(const QString &name, const QJsonObject &schema, QString *error)
{
    const ScriptResult result = runScript(u"check-schema"_s, {{u"name"_s, name}, {u"schema"_s, schema}});
    if (!result.failure.isEmpty()) {
        if (error)
            *error = name + u": the schema could not be checked: "_s + result.failure;
        return false;
    }
    if (!result.problems.isEmpty()) {
        if (error)
            *error = name + u": "_s + result.problems.join(u"; "_s);
        return false;
    }
    m_schemas.insert(name, schema);
    return true;
}

QStringList JsonSchemaValidator::validate(const QJsonValue &instance, const QString &schemaName) const
{
    if (!m_schemas.contains(schemaName))
        return {u"unknown schema "_s + schemaName};
    const ScriptResult result
        = runScript(u"validate"_s, {{u"schemas"_s, m_schemas}, {u"schema"_s, schemaName}, {u"instance"_s, instance}});
    if (!result.failure.isEmpty())
        return {u"/: the instance could not be checked against "_s + schemaName + u": "_s + result.failure};
    return result.problems;
}
