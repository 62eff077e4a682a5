#pragma once

#include "core/experiment/experiment.h"
#include "ui/quality/qualitycosttab.h"

#include <QLockFile>
#include <QObject>

#include <memory>
#include <optional>

namespace IteraGpu::Ui {

// The experiment a window works on: its folder as last opened or saved, and the claim that no
// other window of this user works on the same folder (a lock file kept outside the folder, so that
// the folder itself holds only what its manifest lists). Saving goes through core's saveExperiment,
// which never replaces a fixed protocol by another one. See docs/ARCHITECTURE.md, "Experiments".
class ExperimentSession : public QObject
{
    Q_OBJECT
public:
    explicit ExperimentSession(QObject *parent = nullptr);
    ~ExperimentSession() override;

    bool isOpen() const { return m_experiment.has_value(); }
    // As last opened or saved: what the folder holds. Only valid while isOpen().
    const Experiment &experiment() const { return *m_experiment; }
    QString folder() const { return m_experiment ? m_experiment->folder : QString(); }

    // Where this user's state of the experiment in `folder` lives outside it: its crash recovery
    // and its window lock, one folder per experiment (named by the SHA-256 of its absolute path).
    static QString stateFolderFor(const QString &folder);
    // Claims `folder` for this window; refused, naming the folder and the other window's process,
    // when another window holds it. A lock that cannot be written at all does not stop the work:
    // the claim is then skipped, and `unguarded` says so.
    Status claim(const QString &folder, bool *unguarded = nullptr);
    // Takes `experiment` (read or created, its folder claimed) as the one the window works on.
    void adopt(Experiment experiment);
    void close(); // releases the claim

    // Saves the window's grid, protocol and remembered state into the folder; the catalog in use
    // (`catalogName`, `catalogBytes`; empty: none) is stored under catalogs/ when a row is priced.
    Status save(const ResultsGrid &grid, const QualityProtocol &protocol, const QJsonObject &windowState,
                const QString &catalogName, const QByteArray &catalogBytes);
    // Only window.json and the manifest: the window's remembered state, on quit.
    Status saveWindowState(const QJsonObject &windowState);

    // QualityCostTab's report store: reads `path` (bounded), checks it still has the SHA-256 it was
    // opened with, stores it once under reports/.
    Result<QualityCostTab::StoredReport> storeReport(const QString &path, const QString &expectedSha256);

Q_SIGNALS:
    void changed(); // opened, closed, saved

private:
    std::optional<Experiment> m_experiment;
    // What the last save and store hashed: a save re-hashes only the files that changed.
    ManifestCache m_hashes;
    std::unique_ptr<QLockFile> m_lock;
    QString m_claimed;
};

} // namespace IteraGpu::Ui
