#include "optionnames.h"

#include "util/fieldkey.h"

#include <utility>

using namespace Qt::StringLiterals;

namespace IteraGpu::Cli {

QString optionName(QStringView key)
{
    static const std::pair<QStringView, QString> options[] = {
        {FieldKey::device, u"--device"_s},
        {FieldKey::batch, u"--batch"_s},
        {FieldKey::context, u"--context"_s},
        {FieldKey::width, u"--width"_s},
        {FieldKey::hidden, u"--hidden"_s},
        {FieldKey::dtype, u"--dtype"_s},
        {FieldKey::warmup, u"--warmup"_s},
        {FieldKey::repeats, u"--repeats"_s},
        {FieldKey::seed, u"--seed"_s},
        {FieldKey::output, u"--output"_s},
        {FieldKey::parameters, u"--parameters"_s},
        {FieldKey::bits, u"--bits"_s},
        {FieldKey::reserveGib, u"--reserve-gib"_s},
        {FieldKey::checkpoint, u"--checkpoint"_s},
        {FieldKey::loadBits, u"--load-bits"_s},
        {FieldKey::kvBits, u"--kv-bits"_s},
        {FieldKey::gpuId, u"--gpu"_s},
        {FieldKey::durationDays, u"--days"_s},
        {FieldKey::lots, u"--lots"_s},
        {FieldKey::acceptedResults, u"--accepted-results"_s},
    };
    for (const auto &[field, option] : options) {
        if (field == key)
            return option;
    }
    return key.toString();
}

} // namespace IteraGpu::Cli
