#include "ui/run/runfacts.h"

#include <QCoreApplication>
#include <QLocale>

using namespace Qt::StringLiterals;

namespace IteraGpu::Ui::RunFacts {

namespace {

struct Tr
{
    Q_DECLARE_TR_FUNCTIONS(IteraGpu::Ui::RunFacts)
};

bool probeSeesNoGpu(const EnvironmentReport &probe)
{
    return probe.libtorch->visibleGpuCount == 0 || (probe.device.name == u"cuda:0"_s && !probe.device.available);
}

} // namespace

QString statusWord(RunStatus status)
{
    switch (status) {
    case RunStatus::Complete: return Tr::tr("complete", "run status");
    case RunStatus::Failed: return Tr::tr("failed", "run status");
    case RunStatus::Cancelled: return Tr::tr("cancelled", "run status");
    }
    return runStatusName(status);
}

QString threadCount(const EnvironmentReport &environment)
{
    if (!environment.libtorch || !environment.libtorch->intraOpThreads)
        return Tr::tr("libtorch intra-op threads: not recorded");
    return Tr::tr("libtorch intra-op threads: %1").arg(QLocale().toString(*environment.libtorch->intraOpThreads));
}

QString duration(qint64 nanoseconds)
{
    const qint64 seconds = (nanoseconds + 500'000'000) / 1'000'000'000;
    const QLocale locale;
    const auto twoDigits = [&locale](qint64 n) -> QString { return locale.toString(n).rightJustified(2, u'0'); };
    if (seconds < 60)
        return Tr::tr("%1 s").arg(locale.toString(seconds));
    if (seconds < 3600)
        return Tr::tr("%1 min %2 s").arg(locale.toString(seconds / 60), twoDigits(seconds % 60));
    return Tr::tr("%1 h %2 min").arg(locale.toString(seconds / 3600), twoDigits(seconds / 60 % 60));
}

QString progressFormat(const QList<PhaseRow> &rows, int repeats)
{
    const std::optional<RemainingTime> left = estimateRemainingTime(rows, repeats);
    if (!left)
        return u"%p%"_s;
    return u"%p% · "_s
        + Tr::tr("about %1 left (an estimate from %n measured forward(s))", nullptr, left->measuredForwards)
              .arg(duration(left->nanoseconds));
}

std::optional<QString> probedDefaultDevice(const EnvironmentReport &probe)
{
    if (!probe.backendLoaded())
        return std::nullopt;
    return probeSeesNoGpu(probe) ? u"cpu"_s : u"cuda:0"_s;
}

QString deviceNote(const EnvironmentReport &probe, const QString &device, bool chosenByUser)
{
    if (!probe.backendLoaded() || !probeSeesNoGpu(probe))
        return {};
    if (chosenByUser)
        return Tr::tr("The last probe found no GPU; the device you chose (%1) is kept.").arg(device.toHtmlEscaped());
    return u"<b>"_s + Tr::tr("Dry run on the CPU:") + u"</b> "_s
        + Tr::tr("the last probe found no GPU, so the device is cpu (real forwards and times, no memory "
                 "counters). Choose another device to measure it.");
}

} // namespace IteraGpu::Ui::RunFacts
