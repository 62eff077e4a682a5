#include "core/util/domainlimits.h"

#include "core/util/displaytext.h"

#include "core/util/exactnumber.h"

#include <QCoreApplication>
#include <QRegularExpression>
#include <QStringList>

#include <algorithm>

using namespace Qt::StringLiterals;

namespace IteraGpu {

namespace {

struct Tr
{
    Q_DECLARE_TR_FUNCTIONS(IteraGpu::DomainLimits)
};

// "a, b or c"
QString choiceList(const QStringList &choices)
{
    if (choices.size() < 2)
        return choices.value(0);
    return Tr::tr("%1 or %2", "the last choice of a list such as '3, 7 or 30'")
        .arg(choices.first(choices.size() - 1).join(u", "_s), choices.last());
}

} // namespace

Result<qint64> parseIntegerField(QStringView text, QStringView key, const FieldLabels &labels, IntegerRange range)
{
    auto value = Exact::parseInteger(text, labels(key), range.min, range.max);
    if (!value)
        return Error{value.error(), key.toString()};
    return value;
}

QString rentalDurationsText()
{
    QStringList days;
    for (int d : kRentalDurations)
        days.append(QString::number(d));
    return choiceList(days);
}

bool isRentalDuration(qint64 days)
{
    return std::find(kRentalDurations.begin(), kRentalDurations.end(), days) != kRentalDurations.end();
}

qsizetype rentalDurationIndex(int days)
{
    const auto found = std::find(kRentalDurations.begin(), kRentalDurations.end(), days);
    return found == kRentalDurations.end() ? -1 : found - kRentalDurations.begin();
}

Result<int> parseRentalDuration(QStringView text, const QString &label)
{
    auto days = Exact::parseInteger(text, label, 1, kRentalDurations.back());
    if (!days || !isRentalDuration(*days))
        return Error{
            Tr::tr("%1: must be %2 days, got '%3'").arg(label, rentalDurationsText(), displaySafe(text.toString(), 40)),
            FieldKey::durationDays.toString()};
    return int(*days);
}

QString dtypeName(Dtype dtype)
{
    switch (dtype) {
    case Dtype::Float16: return u"float16"_s;
    case Dtype::BFloat16: return u"bfloat16"_s;
    case Dtype::Float32: break;
    }
    return u"float32"_s;
}

int dtypeSize(Dtype dtype)
{
    return dtype == Dtype::Float32 ? 4 : 2;
}

QString dtypeNamesText()
{
    QStringList names;
    for (Dtype d : kDtypes)
        names.append(dtypeName(d));
    return choiceList(names);
}

Result<Dtype> parseDtype(QStringView text, const QString &label)
{
    for (Dtype d : kDtypes) {
        if (text == dtypeName(d))
            return d;
    }
    return Error{Tr::tr("%1: must be %2, got '%3'").arg(label, dtypeNamesText(), text.left(40)),
                 FieldKey::dtype.toString()};
}

bool isValidGpuId(QStringView id)
{
    // By hand rather than a regular expression: '$' would accept a final newline, and a catalog
    // checks hundreds of thousands of ids.
    const auto letterOrDigit = [](QChar c) { return (c >= u'a' && c <= u'z') || (c >= u'0' && c <= u'9'); };
    if (id.isEmpty() || id.size() > 32 || !letterOrDigit(id.front()))
        return false;
    return std::all_of(id.begin() + 1, id.end(),
                       [&](QChar c) { return letterOrDigit(c) || c == u'.' || c == u'_' || c == u'-'; });
}

bool isValidDeviceName(const QString &device)
{
    // Anchored at the very end: '$' alone would accept "cpu\n".
    static const QRegularExpression pattern(QRegularExpression::anchoredPattern(u"cpu|cuda:[0-9]{1,4}"_s));
    return pattern.match(device).hasMatch();
}

Status checkDeviceName(const QString &device, const QString &label)
{
    if (device.isEmpty())
        return Error{Tr::tr("%1: a device is required, e.g. cuda:0 (or cpu for a protocol dry run)").arg(label),
                     FieldKey::device.toString()};
    if (!isValidDeviceName(device))
        return Error{Tr::tr("%1: must be cuda:N (e.g. cuda:0) or cpu, got '%2'").arg(label, displaySafe(device, 40)),
                     FieldKey::device.toString()};
    return {};
}

Status checkDriverVersion(const QString &text, const QString &label)
{
    if (text.size() > kMaxDriverVersionChars)
        return Error{Tr::tr("%1: at most %2 characters").arg(label).arg(kMaxDriverVersionChars),
                     FieldKey::driverVersion.toString()};
    if (hasControlOrFormat(text))
        return Error{Tr::tr("%1: one line of text without control or format characters").arg(label),
                     FieldKey::driverVersion.toString()};
    return {};
}

} // namespace IteraGpu
