#include "ui/common/defaultfilenames.h"

#include <QCoreApplication>
#include <QRegularExpression>

using namespace Qt::StringLiterals;

namespace IteraGpu::Ui::DefaultFileName {

namespace {

constexpr char kContext[] = "IteraGpu::Ui::DefaultFileName";

struct Source
{
    const char *english;
    const char *comment;
};

// The translated stem, used only when it is a plain file name (letters, digits, '-', '_', '.' and
// %1); anything else falls back to the English one.
QString stem(const Source &source)
{
    static const QRegularExpression plain(u"^[\\w.%-]+$"_s, QRegularExpression::UseUnicodePropertiesOption);
    const QString translated = QCoreApplication::translate(kContext, source.english, source.comment);
    return plain.match(translated).hasMatch() ? translated : QString::fromUtf8(source.english);
}

} // namespace

QString resultsGrid()
{
    return stem(QT_TRANSLATE_NOOP3("IteraGpu::Ui::DefaultFileName", "raw-results", "suggested file name")) + u".csv"_s;
}

QString packagePlan(const QString &extension)
{
    return stem(QT_TRANSLATE_NOOP3("IteraGpu::Ui::DefaultFileName", "package-plan", "suggested file name")) + u'.'
        + extension;
}

QString protocol()
{
    return stem(QT_TRANSLATE_NOOP3("IteraGpu::Ui::DefaultFileName", "quality-protocol", "suggested file name"))
        + u".json"_s;
}

QString packageCost()
{
    return stem(QT_TRANSLATE_NOOP3("IteraGpu::Ui::DefaultFileName", "package-cost", "suggested file name"))
        + u".json"_s;
}

QString environment()
{
    return stem(QT_TRANSLATE_NOOP3("IteraGpu::Ui::DefaultFileName", "environment", "suggested file name")) + u".json"_s;
}

QString comparison()
{
    return stem(QT_TRANSLATE_NOOP3("IteraGpu::Ui::DefaultFileName", "comparison", "suggested file name")) + u".csv"_s;
}

QString phaseTable()
{
    return stem(QT_TRANSLATE_NOOP3("IteraGpu::Ui::DefaultFileName", "phases", "suggested file name")) + u".csv"_s;
}

QString bundleFolder()
{
    return stem(QT_TRANSLATE_NOOP3("IteraGpu::Ui::DefaultFileName", "iteragpu-bundle", "suggested folder name"));
}

QString measurement(const QString &stamp, int copy)
{
    const QString name = stem(QT_TRANSLATE_NOOP3("IteraGpu::Ui::DefaultFileName", "measurement-%1",
                                                 "suggested file name; %1 is "
                                                 "the UTC start"))
                             .arg(stamp);
    return (copy > 1 ? name + u'-' + QString::number(copy) : name) + u".json"_s;
}

} // namespace IteraGpu::Ui::DefaultFileName
