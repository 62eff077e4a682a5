#include "core/quality/catalog.h"
#include "core/quality/catalogjson.h"
#include "fixturefile.h"
#include "jsonschema.h"

#include <QJsonArray>
#include <QJsonDocument>
#include <QTemporaryDir>
#include <QTest>

using namespace Qt::StringLiterals;
using namespace IteraGpu;

namespace {
const QString kHeader = u"gpu_id,model,gpus_per_lot,gpu_memory_gib,duration_days,price_cents,snapshot_date\n"_s;
}

class TestCatalog : public QObject
{
    Q_OBJECT
private Q_SLOTS:
    void shippedSample()
    {
        auto catalog = Catalog::loadBuiltin();
        QVERIFY2(catalog, qPrintable(catalog.error()));
        QCOMPARE(catalog->tariffs().size(), 45);
        QCOMPARE(catalog->gpuIds().size(), 15);
        for (const QString &id : catalog->gpuIds()) {
            for (int days : kRentalDurations)
                QVERIFY2(catalog->find(id, days), qPrintable(id));
        }
        const auto b200 = catalog->find(u"b200"_s, 7);
        QCOMPARE(b200->priceCents, qint64(154560)); // 5.00 * 24 * 7 * 2 * 0.92
        QCOMPARE(b200->gpusPerLot, 2);
        QCOMPARE(b200->snapshotDate, QDate(2026, 9, 24));
        QVERIFY(b200->isIllustrative());
        // Appendix A's rule for every row: rate * 24 h * days * GPUs * (1 - discount), half up.
        QCOMPARE(catalog->find(u"h100"_s, 3)->priceCents, qint64(280 * 24 * 3));
        QCOMPARE(catalog->find(u"l4"_s, 7)->priceCents, qint64(6955)); // 695.52 dollars-cents -> 6955.2 -> 6955
        QCOMPARE(catalog->find(u"h200"_s, 30)->priceCents, qint64(360 * 24 * 30 * 80 / 100));
    }

    void goodCatalogWithBomAndCrlf()
    {
        const QString text
            = u"\uFEFF"_s + kHeader + u"x1,Model X,1,16,3,100,2026-01-02\r\nx1,Model X,1,16,7,200,2026-01-02\r\n"_s;
        auto catalog = Catalog::parse(text, u"c.csv"_s);
        QVERIFY2(catalog, qPrintable(catalog.error()));
        QCOMPARE(catalog->tariffs().size(), 2);
        QVERIFY(!catalog->tariffs().first().isIllustrative());
    }

    void bad_data()
    {
        QTest::addColumn<QString>("text");
        QTest::addColumn<QString>("message");
        const QString row = u"x1,Model X,1,16,3,100,2026-01-02\n"_s;
        QTest::addRow("empty file") << QString() << u"c.csv: empty file"_s;
        QTest::addRow("missing column") << u"gpu_id,model,gpus_per_lot,duration_days,price_cents,snapshot_date\n"_s
                                        << u"c.csv, line 1: missing column 'gpu_memory_gib'"_s;
        QTest::addRow("header only") << kHeader << u"c.csv: the catalog has a header but no tariff rows"_s;
        QTest::addRow("duplicate gpu and duration") << kHeader + row + row << u"c.csv, line 3: duplicate row"_s;
        QTest::addRow("price with decimals") << kHeader + u"x1,Model X,1,16,3,100.50,2026-01-02\n"_s
                                             << u"c.csv, line 2, price_cents: '100.50' must be whole US-dollar cents"_s;
        QTest::addRow("price with currency sign") << kHeader + u"x1,Model X,1,16,3,$100,2026-01-02\n"_s
                                                  << u"c.csv, line 2, price_cents: '$100' must be whole"_s;
        QTest::addRow("negative price") << kHeader + u"x1,Model X,1,16,3,-100,2026-01-02\n"_s
                                        << u"c.csv, line 2, price_cents: a price cannot be negative"_s;
        QTest::addRow("model rows disagree on gpus_per_lot")
            << kHeader + row + u"x1,Model X,2,16,7,100,2026-01-02\n"_s
            << u"c.csv, line 3: gpu_id 'x1' disagrees with its earlier rows on gpus_per_lot"_s;
        QTest::addRow("duration 5") << kHeader + u"x1,Model X,1,16,5,100,2026-01-02\n"_s
                                    << u"c.csv, line 2, duration_days: must be 3, 7 or 30"_s;
        QTest::addRow("bad date") << kHeader + u"x1,Model X,1,16,3,100,2026-13-02\n"_s
                                  << u"c.csv, line 2, snapshot_date: '2026-13-02' is not a date"_s;
        QTest::addRow("too few fields") << kHeader + u"x1,Model X,1,16,3,100\n"_s
                                        << u"c.csv, line 2: expected 7 fields"_s;
        QTest::addRow("unterminated quote") << kHeader + u"x1,\"Model X,1,16,3,100,2026-01-02\n"_s
                                            << u"c.csv, line 2: a quoted field is never closed"_s;
        QTest::addRow("gpus_per_lot zero") << kHeader + u"x1,Model X,0,16,3,100,2026-01-02\n"_s
                                           << u"c.csv, line 2, gpus_per_lot: must be a whole number"_s;
        QTest::addRow("invalid id") << kHeader + u"X 1,Model X,1,16,3,100,2026-01-02\n"_s
                                    << u"c.csv, line 2, gpu_id: 'X 1' is not a valid id"_s;
    }
    void bad()
    {
        QFETCH(QString, text);
        QFETCH(QString, message);
        auto catalog = Catalog::parse(text, u"c.csv"_s);
        QVERIFY(!catalog);
        QVERIFY2(catalog.error().startsWith(message), qPrintable(catalog.error()));
        QVERIFY(!catalog.error().contains(u'\n'));
    }

    void optionalColumnsRead()
    {
        // The optional columns in an order of the file's own; an empty cell: the row has no such figure.
        const QString text = kHeader.chopped(1) + u",read_date,spot_price_cents,source\n"_s
            + u"x1,Model X,1,16,3,100,2026-01-02,2026-01-01,40,\"Provider A, on-demand page\"\n"_s
            + u"x1,Model X,1,16,7,200,2026-01-02,,,\n"_s;
        auto catalog = Catalog::parse(text, u"c.csv"_s);
        QVERIFY2(catalog, qPrintable(catalog.error()));
        QVERIFY(catalog->hasSpotPrices());
        QVERIFY(catalog->hasSources());
        QVERIFY(catalog->hasReadDates());
        const Tariff &first = catalog->tariffs().at(0);
        QCOMPARE(first.spotPriceCents, std::optional<qint64>(40));
        QCOMPARE(first.source, u"Provider A, on-demand page"_s);
        QCOMPARE(first.readDate, QDate(2026, 1, 1));
        const Tariff &second = catalog->tariffs().at(1);
        QCOMPARE(second.spotPriceCents, std::nullopt);
        QVERIFY(second.source.isEmpty() && !second.source.isNull());
        QVERIFY(!second.readDate.isValid());

        // An older catalog has none of them, and says so.
        auto older = Catalog::loadBuiltin();
        QVERIFY2(older, qPrintable(older.error()));
        QVERIFY(!older->hasSpotPrices() && !older->hasSources() && !older->hasReadDates());
        QVERIFY(!older->tariffs().first().spotPriceCents);

        // Its JSON carries them and meets the schema; the shipped sample's JSON has no such key.
        QByteArray json;
        writeCatalogJson(*catalog, u"c.csv"_s, [&](QByteArrayView piece) { json += piece; });
        const QJsonObject document = QJsonDocument::fromJson(json).object();
        JsonSchemaValidator schemas;
        QVERIFY(schemas.addSchemaFile(QFINDTESTDATA("../resources/schema/catalog.schema.json")));
        QCOMPARE(schemas.validate(document, u"catalog.schema.json"_s), QStringList());
        const QJsonArray rows = document.value(u"rows"_s).toArray();
        QCOMPARE(rows.at(0).toObject().value(u"spot_price_cents"_s).toInteger(), qint64(40));
        QCOMPARE(rows.at(0).toObject().value(u"read_date"_s).toString(), u"2026-01-01"_s);
        QCOMPARE(rows.at(0).toObject().value(u"source"_s).toString(), u"Provider A, on-demand page"_s);
        QVERIFY(!rows.at(1).toObject().contains(u"spot_price_cents"_s));
        QCOMPARE(rows.at(1).toObject().value(u"source"_s).toString(), QString());
    }

    void badOptionalColumns_data()
    {
        QTest::addColumn<QString>("text");
        QTest::addColumn<QString>("message");
        const QString header = kHeader.chopped(1) + u",spot_price_cents,source,read_date\n"_s;
        QTest::addRow("spot price with decimals")
            << header + u"x1,Model X,1,16,3,100,2026-01-02,40.5,a,2026-01-01\n"_s
            << u"c.csv, line 2, spot_price_cents: '40.5' must be whole US-dollar cents"_s;
        QTest::addRow("spot price negative") << header + u"x1,Model X,1,16,3,100,2026-01-02,-4,a,2026-01-01\n"_s
                                             << u"c.csv, line 2, spot_price_cents: a price cannot be negative"_s;
        QTest::addRow("spot price zero") << header + u"x1,Model X,1,16,3,100,2026-01-02,0,a,2026-01-01\n"_s
                                         << u"c.csv, line 2, spot_price_cents: "_s;
        QTest::addRow("spot price a word") << header + u"x1,Model X,1,16,3,100,2026-01-02,n/a,a,2026-01-01\n"_s
                                           << u"c.csv, line 2, spot_price_cents: "_s;
        QTest::addRow("read date not a day") << header + u"x1,Model X,1,16,3,100,2026-01-02,40,a,2026-02-30\n"_s
                                             << u"c.csv, line 2, read_date: '2026-02-30' is not a date YYYY-MM-DD"_s;
        QTest::addRow("read date another format")
            << header + u"x1,Model X,1,16,3,100,2026-01-02,40,a,01/02/2026\n"_s
            << u"c.csv, line 2, read_date: '01/02/2026' is not a date YYYY-MM-DD"_s;
        QTest::addRow("spot price above the price")
            << header + u"x1,Model X,1,16,3,100,2026-01-02,101,a,2026-01-01\n"_s
            << u"c.csv, line 2, spot_price_cents: 101 cents is above the row's price_cents (100)"_s;
        QTest::addRow("read after the snapshot")
            << header + u"x1,Model X,1,16,3,100,2026-01-02,40,a,9999-12-31\n"_s
            << u"c.csv, line 2, read_date: 9999-12-31 is after the row's snapshot_date (2026-01-02)"_s;
        QTest::addRow("row without its optional cells")
            << header + u"x1,Model X,1,16,3,100,2026-01-02\n"_s << u"c.csv, line 2: expected 10 fields, found 7"_s;
        QTest::addRow("unknown column") << kHeader.chopped(1) + u",spot\nx1,Model X,1,16,3,100,2026-01-02,4\n"_s
                                        << u"c.csv, line 1, column 8: unknown column 'spot'"_s;
        QTest::addRow("column twice") << kHeader.chopped(1) + u",source,source\n"_s
                                      << u"c.csv, line 1, column 9: the column 'source' appears twice"_s;
    }
    void badOptionalColumns()
    {
        QFETCH(QString, text);
        QFETCH(QString, message);
        auto catalog = Catalog::parse(text, u"c.csv"_s);
        QVERIFY(!catalog);
        QVERIFY2(catalog.error().startsWith(message), qPrintable(catalog.error()));
        QVERIFY(!catalog.error().contains(u'\n'));
    }

    void binaryAndMissingFiles()
    {
        QTemporaryDir dir;
        const QString path = dir.filePath(u"binary.csv"_s);
        VERIFY_OK(writeFixture(path,
                               QByteArray("\x7f"
                                          "ELF\x02\x01\x01\x00\x00\x00",
                                          10)));
        auto binary = Catalog::load(path);
        QVERIFY(!binary);
        QVERIFY2(binary.error().contains(u"not a text file"_s), qPrintable(binary.error()));

        const QString latin1 = dir.filePath(u"latin1.csv"_s);
        VERIFY_OK(writeFixture(latin1, "gpu_id,model\xe9\n"));
        auto notUtf8 = Catalog::load(latin1);
        QVERIFY(!notUtf8);
        QVERIFY2(notUtf8.error().contains(u"not UTF-8 text"_s), qPrintable(notUtf8.error()));

        auto missing = Catalog::load(dir.filePath(u"nope.csv"_s));
        QVERIFY(!missing);
        QVERIFY(missing.error().contains(u"nope.csv"_s));
    }

    void rowsOfOneGpuShareTheirStrings()
    {
        // One string per GPU, not per row: a catalog's memory is a fixed size per row.
        auto catalog = Catalog::parse(kHeader + u"h100,NVIDIA H100,1,80,3,100,2026-09-24\n"_s
                                          + u"h100,NVIDIA H100,1,80,7,200,2026-09-24\n"_s
                                          + u"h100,NVIDIA H100,1,80,30,300,2026-09-24\n"_s,
                                      u"c.csv"_s);
        QVERIFY2(catalog, qPrintable(catalog.error()));
        const QList<Tariff> &rows = catalog->tariffs();
        for (qsizetype i = 1; i < rows.size(); ++i) {
            QVERIFY(rows.at(i).gpuId.isSharedWith(rows.at(0).gpuId));
            QVERIFY(rows.at(i).model.isSharedWith(rows.at(0).model));
            QVERIFY(rows.at(i).snapshot.isSharedWith(rows.at(0).snapshot));
        }
    }

    void loadReadsFilesNeverResources()
    {
        // ":/iteragpu/tarifs-forfaits.csv" names the shipped sample for Qt's QFile; for load() it
        // is a file path like any other, and here there is no such file.
        auto resource = Catalog::load(Catalog::builtinPath());
        QVERIFY(!resource);
        QVERIFY2(resource.error().contains(u"No such file or directory"_s), qPrintable(resource.error()));
        QVERIFY(Catalog::loadBuiltin());
    }

    void cancelledParseStops()
    {
        QString text = kHeader;
        for (int gpu = 0; gpu < 2000; ++gpu) {
            for (int days : kRentalDurations)
                text += u"g%1,M,1,80,%2,100,2026-09-24\n"_s.arg(gpu).arg(days);
        }
        std::atomic<bool> cancel{true};
        auto catalog = Catalog::parse(text, u"c.csv"_s, &cancel);
        QVERIFY(!catalog);
        QVERIFY2(isCancelled(catalog.failure()), qPrintable(catalog.error()));
    }

    void jsonHasTheCostJsonsKeysAndItsSchema()
    {
        auto catalog = Catalog::loadBuiltin();
        QVERIFY2(catalog, qPrintable(catalog.error()));
        QByteArray json;
        int pieces = 0;
        writeCatalogJson(*catalog, u"shipped \u202e sample"_s, [&](QByteArrayView piece) {
            json += piece;
            ++pieces;
        });
        QCOMPARE(pieces, 1); // 45 rows fit one piece
        QVERIFY(json.contains("\\u202e")); // escaped for a terminal, not raw
        QJsonParseError error;
        const QJsonDocument document = QJsonDocument::fromJson(json, &error);
        QVERIFY2(error.error == QJsonParseError::NoError, qPrintable(error.errorString()));
        JsonSchemaValidator schemas;
        QVERIFY(schemas.addSchemaFile(QFINDTESTDATA("../resources/schema/catalog.schema.json")));
        QCOMPARE(schemas.validate(document.object(), u"catalog.schema.json"_s), QStringList());
        const QJsonObject first = document.object().value(u"rows"_s).toArray().at(0).toObject();
        QCOMPARE(document.object().value(u"format_version"_s).toInt(), kCatalogJsonFormatVersion);
        QVERIFY(first.contains(u"lot_price_cents"_s));
        QVERIFY(!first.contains(u"price_cents"_s));

        // A version-1 document (earlier releases) still meets the schema.
        QJsonObject version1 = document.object();
        version1.insert(u"format_version"_s, 1);
        version1.remove(u"currency"_s);
        QJsonArray rows;
        for (const QJsonValue &row : document.object().value(u"rows"_s).toArray()) {
            QJsonObject old = row.toObject();
            old.insert(u"price_cents"_s, old.take(u"lot_price_cents"_s));
            rows.append(old);
        }
        version1.insert(u"rows"_s, rows);
        QCOMPARE(schemas.validate(version1, u"catalog.schema.json"_s), QStringList());
    }
};

QTEST_GUILESS_MAIN(TestCatalog)
#include "tst_catalog.moc"
