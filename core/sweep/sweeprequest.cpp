#include "core/sweep/sweeprequest.h"

#include "core/files/newfolder.h"
#include "core/files/textfile.h"
#include "core/util/displaytext.h"
#include "core/util/domainlimits.h"
#include "core/util/fieldkey.h"

#include <QCoreApplication>
#include <QDir>
#include <QFile>

#include <cerrno>
#include <cstring>

#include <sys/stat.h>
#include <unistd.h>

using namespace Qt::StringLiterals;

namespace IteraGpu {

namespace {

struct Tr
{
    Q_DECLARE_TR_FUNCTIONS(IteraGpu::SweepRequest)
};

} // namespace

Result<QStringList> parseSweepValues(const QString &text, const FieldLabels &labels)
{
    if (text.trimmed().isEmpty())
        return QStringList(); // nothing typed: checkSweepRequest asks for at least one value
    QStringList values = text.split(u',');
    for (qsizetype i = 0; i < values.size(); ++i) {
        values[i] = values.at(i).trimmed();
        if (values.at(i).isEmpty())
            return Error{Tr::tr("%1: value %2 is empty (values are separated by single commas)")
                             .arg(labels(FieldKey::values))
                             .arg(i + 1),
                         FieldKey::values.toString()};
    }
    return values;
}

Result<qint64> parseSweepStep(const QString &text, const FieldLabels &labels)
{
    if (text.isEmpty())
        return qint64(1);
    return parseIntegerField(text, FieldKey::step, labels, {1, kDimensionRange.max});
}

Result<QStringList> doublingValues(const QString &from, const QString &to, const FieldLabels &labels)
{
    const auto low = parseIntegerField(from, FieldKey::from, labels, kDimensionRange);
    if (!low)
        return low.failure();
    const auto high = parseIntegerField(to, FieldKey::to, labels, kDimensionRange);
    if (!high)
        return high.failure();
    if (*high < *low)
        return Error{Tr::tr("%1 (%2) is below %3 (%4)").arg(labels(FieldKey::to), to, labels(FieldKey::from), from)};
    QStringList values;
    for (qint64 value = *low; value <= *high; value *= 2)
        values.append(QString::number(value));
    return values;
}

Result<QList<qint64>> checkSweepRequest(const SweepRequest &request, const FieldLabels &labels)
{
    if (!sweepDimensions().contains(request.dimension))
        return Error{Tr::tr("%1: '%2' is not a dimension; one of %3")
                         .arg(labels(FieldKey::vary), request.dimension.left(40), sweepDimensions().join(u", "_s)),
                     FieldKey::vary.toString()};
    const bool numeric = request.dimension != FieldKey::dtype;
    if (request.values.isEmpty())
        return Error{Tr::tr("%1: at least one value is required").arg(labels(FieldKey::values))};
    if (request.values.size() > kMaxSweepPoints)
        return Error{Tr::tr("%1: at most %2 values").arg(labels(FieldKey::values)).arg(kMaxSweepPoints)};
    if (request.bisect && !numeric)
        return Error{
            Tr::tr("%1 needs a numeric dimension (batch, context, width or hidden)").arg(labels(FieldKey::bisect))};
    if (request.step < 1)
        return Error{Tr::tr("%1: at least 1").arg(labels(FieldKey::step))};
    QList<qint64> values;
    for (qsizetype i = 0; i < request.values.size(); ++i) {
        // Each point's configuration must be one `measure` accepts (a placeholder output: the
        // folder's names are checked when the point runs).
        MeasurementConfigText text = request.fixed;
        *text.field(request.dimension) = request.values.at(i);
        text.output = u"point.json"_s;
        auto config = parseMeasurementConfig(text, labels);
        if (!config)
            return Error{Tr::tr("value %1 (%2): %3").arg(i + 1).arg(request.values.at(i).left(40), config.error()),
                         config.errorField()};
        if (!numeric) {
            values.append(i);
            continue;
        }
        const qint64 value = request.values.at(i).toLongLong();
        if (!values.isEmpty() && value <= values.last())
            return Error{Tr::tr("%1: the values must increase (%2 after %3)")
                             .arg(labels(FieldKey::values), request.values.at(i), QString::number(values.last()))};
        values.append(value);
    }
    return values;
}

Status prepareSweepFolder(SweepRequest &request)
{
    const QString &path = request.folder;
    if (path.isEmpty())
        return Error{Tr::tr("the sweep's folder is required"), FieldKey::output.toString()};
    auto folder = NewFolder::createOrTakeEmpty(path); // as fileSystemPath() gives it: ":sw" is "./:sw"
    if (!folder)
        return Error{folder.error(), FieldKey::output.toString()};
    // Each point is a child process told to write through the held descriptor.
    if (Status reachable = folder->reachableThroughProc(); !reachable)
        return Error{reachable.error(), FieldKey::output.toString()};
    // An empty folder this user may not write in (read-only): refused now, not after the first point.
    if (Status creatable = probeCreatable(folder->throughPath()); !creatable)
        return Error{QString(creatable.error()).replace(folder->throughPath(), displaySafe(path)),
                     FieldKey::output.toString()};
    request.held = std::make_shared<NewFolder>(std::move(*folder));
    return {};
}

QString sweepEndSentence(const SweepIndex &index, const QString &dimension)
{
    switch (index.end) {
    case SweepSearch::End::BoundaryFound: {
        QString text = Tr::tr("Boundary: largest complete %1 = %2, smallest failed for memory %1 = %3.")
                           .arg(dimension, index.largestComplete.isEmpty() ? Tr::tr("none") : index.largestComplete,
                                index.smallestFailed);
        if (index.rerunAgreed)
            text += u' '
                + (*index.rerunAgreed ? Tr::tr("The re-run of the largest complete value agreed.")
                                      : Tr::tr("The re-run failed: the boundary moved down."));
        return text + u'\n'
            + Tr::tr("This is the boundary of this synthetic Linear → GELU → Linear on this device, libtorch and "
                     "driver, not a model's capacity.");
    }
    case SweepSearch::End::AllComplete:
        return Tr::tr("Every value completed; no memory boundary below the largest value.");
    case SweepSearch::End::Failed:
        return Tr::tr("The sweep stopped: a point failed for a reason other than memory (not a boundary).");
    case SweepSearch::End::Running:
    case SweepSearch::End::Cancelled: break;
    }
    return Tr::tr("The sweep was cancelled; every finished point is kept.");
}

} // namespace IteraGpu
