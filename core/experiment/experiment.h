#pragma once

#include "core/files/manifest.h"
#include "core/quality/qualityprotocol.h"
#include "core/quality/resultsgrid.h"
#include "core/util/cancel.h"
#include "core/util/result.h"

#include <QDateTime>
#include <QJsonObject>
#include <QString>

namespace IteraGpu {

// One experiment is one folder: what the window works on and what `iteragpu experiment` fills on a
// rented machine. Every file in it is plain text (JSON, CSV, Markdown), readable without the
// program; docs/ARCHITECTURE.md, "Experiments", and the README describe the layout and its rules.
namespace ExperimentFile {
inline const QString index = QStringLiteral("experiment.json"); // identifies the folder
inline const QString protocol = QStringLiteral("protocol.json"); // the quality protocol, draft or fixed
inline const QString grid = QStringLiteral("resultats-bruts.csv"); // the seed's 25 columns
inline const QString reports = QStringLiteral("reports"); // every report a row cites, stored once
inline const QString catalogs = QStringLiteral("catalogs"); // the catalog snapshots rows were priced from
inline const QString window = QStringLiteral("window.json"); // what the window remembers of it
inline const QString readme = QStringLiteral("README.md"); // the layout and the rules, for a reader
// A change being made (ExperimentChange): its staged files; never in the manifest, gone after it.
inline const QString pending = QStringLiteral(".pending");
} // namespace ExperimentFile

class ExperimentChange;

inline const QString kExperimentFormat = QStringLiteral("iteragpu-lab/experiment");
inline constexpr int kExperimentFormatVersion = 1;

// An experiment's title: one line of at most this many characters, no control or format
// character; checked where it is made (the CLI's init, the window's dialog) and where it is read.
inline constexpr qsizetype kMaxExperimentTitleChars = 200;
Status checkExperimentTitle(const QString &title);

struct ExperimentIndex
{
    QString title; // one line, may be empty
    QDateTime createdUtc;
};

// An experiment as read from (or about to be saved into) its folder.
struct Experiment
{
    QString folder; // absolute
    ExperimentIndex index;
    QualityProtocol protocol; // a draft (not fixed) until the user fixes it
    ResultsGrid grid;
    QString catalogFile; // the catalog in use, relative to the folder ("catalogs/x.csv"); empty: none
    QJsonObject windowState; // window.json as stored, {} when there is none

    // The row cites this report file: "reports/NAME" for a report stored with storeReport.
    static QString reportCell(const QString &storedName);
};

// Whether `folder` holds an experiment index (a cheap test: no file is read beyond its type).
bool isExperimentFolder(const QString &folder);

// Makes a new experiment: `folder` is created, or must be an empty folder (refused otherwise, with
// the field NewFolder::kExistsField). Writes experiment.json, an empty draft protocol, the grid's
// header, README.md, the empty reports/ and catalogs/ folders and MANIFEST.json.
Result<Experiment> createExperiment(const QString &folder, const QString &title, const QDateTime &nowUtc);

// Reads an experiment: the index (format and version checked), the protocol (its hashes verified),
// the grid, window.json; every file through the bounded readers, errors naming the file.
Result<Experiment> openExperiment(const QString &folder, CancelFlag cancel = nullptr);

// Whether `next` may replace `onDisk` in protocol.json: a draft may become any draft or a fixed
// protocol; a fixed protocol only ever gains amendments (the same fixing time and hash, the old
// history a prefix of the new one). The refusal names `name` and says that a new protocol needs a
// new experiment.
Status checkProtocolSuccession(const QualityProtocol &onDisk, const QualityProtocol &next, const QString &name);

// Saves the protocol, the grid and window.json into the experiment's folder, then rewrites
// MANIFEST.json. The protocol on disk is read first and `checkProtocolSuccession` must allow the
// new one; a file whose bytes would not change is not rewritten.
// `cache` (the window's, kept between saves) spares re-hashing the reports that did not change
// (ManifestCache, manifest.h).
// All or nothing: the files are staged in `change` (one of the caller's, which may hold stored
// reports already, or one of its own) and committed with the manifest (experimentchange.h).
// The caller holds the folder's ExperimentLock.
Status saveExperiment(const Experiment &experiment, const QDateTime &nowUtc, ManifestCache *cache = nullptr,
                      ExperimentChange *change = nullptr);

// Stores a report's bytes in reports/ and returns its name there. The same bytes already stored
// under any name: that name (stored once). Otherwise `preferredName` (a file name, no '/'), or
// when it is taken by other bytes "stem-2.json", "stem-3.json", …: never an overwrite.
// With `cache` (the one saveExperiment keeps), a stored report whose identity did not change is not
// hashed again to find the same bytes: adding a sweep of N points hashes N files, not N².
// With `change`, the report is staged there (and in the folder only once the change commits).
Result<QString> storeReport(const QString &folder, const QByteArray &bytes, const QString &preferredName,
                            ManifestCache *cache = nullptr, ExperimentChange *change = nullptr);
// The same for a tariff catalog under catalogs/; returns "catalogs/NAME".
Result<QString> storeCatalog(const QString &folder, const QByteArray &bytes, const QString &preferredName,
                             ExperimentChange *change = nullptr);

} // namespace IteraGpu
