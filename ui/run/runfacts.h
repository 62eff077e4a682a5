#pragma once

#include "core/device/environment.h"
#include "core/measure/remainingtime.h"
#include "core/measure/runstatus.h"

#include <QString>

#include <optional>

// Texts about a run that the Measure tab and an opened report both show, and the device the
// Measure tab proposes after a probe.
namespace IteraGpu::Ui::RunFacts {

// "libtorch intra-op threads: 8", or that the report does not record it.
QString threadCount(const EnvironmentReport &environment);
// "complete", "failed", "cancelled" in the current language (the reports' word is never translated).
QString statusWord(RunStatus status);
// "12 s", "2 min 05 s", "1 h 04 min", in the current language.
QString duration(qint64 nanoseconds);
// The progress bar's text while a run goes: the percentage, and once a warm_forward repeat is
// measured, the estimated time left and how many measured forwards it rests on.
QString progressFormat(const QList<PhaseRow> &rows, int repeats);

// The device a probe says exists: "cpu" when libtorch loaded and sees no GPU (or the probed
// cuda:0 is absent), "cuda:0" when it sees one; none when the module did not load.
std::optional<QString> probedDefaultDevice(const EnvironmentReport &probe);
// Why the Measure tab's device is what it is after a probe (rich text), empty when there is
// nothing to say. A device the user chose is kept, and the note says so.
QString deviceNote(const EnvironmentReport &probe, const QString &device, bool chosenByUser);

} // namespace IteraGpu::Ui::RunFacts
