#include "ui/common/fieldlabels.h"

#include "core/util/fieldkey.h"

#include <QCoreApplication>

#include <utility>

namespace IteraGpu::Ui {

namespace {
struct Tr
{
    Q_DECLARE_TR_FUNCTIONS(IteraGpu::Ui::FieldLabels)
};
} // namespace

QString fieldLabel(QStringView key)
{
    using namespace FieldKey;
    // Looked up on each call, so that a language switch takes effect at once.
    const std::pair<QStringView, QString> labels[] = {
        {device, Tr::tr("Device")},
        {batch, Tr::tr("Batch")},
        {context, Tr::tr("Context")},
        {width, Tr::tr("Width")},
        {hidden, Tr::tr("Hidden")},
        {dtype, Tr::tr("Dtype")},
        {warmup, Tr::tr("Warm-up")},
        {repeats, Tr::tr("Repeats")},
        {seed, Tr::tr("Seed")},
        {output, Tr::tr("Output file")},
        {parameters, Tr::tr("Parameters")},
        {bits, Tr::tr("Bits per parameter")},
        {reserveGib, Tr::tr("Reserve (GiB)")},
        {checkpoint, Tr::tr("Checkpoint")},
        {loadBits, Tr::tr("Load as (bits)")},
        {kvBits, Tr::tr("KV cache bits")},
        {gpuId, Tr::tr("GPU model")},
        {durationDays, Tr::tr("Duration (days)")},
        {lots, Tr::tr("Lots")},
        {acceptedResults, Tr::tr("Accepted results")},
    };
    for (const auto &[field, label] : labels) {
        if (field == key)
            return label;
    }
    return key.toString();
}

} // namespace IteraGpu::Ui
