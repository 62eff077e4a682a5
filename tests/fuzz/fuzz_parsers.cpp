// libFuzzer target for every text format the application reads: CSV, the tariff catalog, the
// results grid and the quality protocol JSON. The first byte picks the parser. Parsers must
// never crash, hang or accept inconsistent data; errors are values.
#include "catalog.h"
#include "csv.h"
#include "qualityprotocol.h"
#include "resultsgrid.h"
#include "textfile.h"

#include <QJsonDocument>
#include <QJsonObject>

#include <cstddef>
#include <cstdint>

using namespace Qt::StringLiterals;
using namespace IteraGpu;

extern "C" int LLVMFuzzerTestOneInput(const std::uint8_t *data, std::size_t size)
{
    if (size == 0)
        return 0;
    const QByteArray bytes(reinterpret_cast<const char *>(data + 1), qsizetype(size - 1));
    auto text = decodeText(bytes, u"fuzz"_s);
    switch (data[0] % 4) {
    case 0:
        if (text)
            (void)Csv::parse(*text, u"fuzz"_s);
        break;
    case 1:
        if (text) {
            auto catalog = Catalog::parse(*text, u"fuzz"_s);
            if (catalog && catalog->tariffs().isEmpty())
                __builtin_trap(); // a valid catalog always has rows
        }
        break;
    case 2:
        if (text) {
            auto grid = ResultsGrid::parse(*text, u"fuzz"_s);
            // A grid that loads must save and load back to the same rows.
            if (grid) {
                auto again = ResultsGrid::parse(grid->toCsv(), u"fuzz"_s);
                if (!again || again->rows() != grid->rows())
                    __builtin_trap();
            }
        }
        break;
    default: {
        const QJsonDocument doc = QJsonDocument::fromJson(bytes);
        if (doc.isObject())
            (void)QualityProtocol::fromJson(doc.object(), u"fuzz"_s);
        break;
    }
    }
    return 0;
}
