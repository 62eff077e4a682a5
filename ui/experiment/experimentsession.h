#pragma once

#include "core/experiment/experiment.h"
#include "ui/common/jobtracker.h"
#include "ui/quality/qualitycosttab.h"

#include <QLockFile>
#include <QObject>

#include <memory>
#include <optional>

namespace IteraGpu::Ui {

// The experiment a window works on: its folder as last opened or saved, and the claim that no
// other window of this user works on the same folder (a lock file kept outside the folder, so that
// the folder itself holds only what its manifest lists). Saving goes through core's saveExperiment,
// which never replaces a fixed protocol by another one; every file is hashed and written by a job on the
// session's lane, never on the GUI thread. See docs/ARCHITECTURE.md, "Experiments".
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

    // The session's file work, each a job on the session's lane (in order, off the GUI thread);
    // they resume with the outcome (closedError() when the session went away meanwhile).
    //
    // Creates the experiment in `folder` (claimed first) and adopts it.
    QCoro::Task<Result<IteraGpu::Experiment>> create(QString folder, QString title);
    // Saves the window's grid, protocol and remembered state into the folder; the catalog in use
    // (the file at `catalogPath`, or the built-in one; empty: none) is stored under catalogs/ when a
    // row is priced. The experiment as saved is experiment() when it resumes.
    QCoro::Task<Status> save(ResultsGrid grid, QualityProtocol protocol, QJsonObject windowState, QString catalogPath);
    // Only window.json and the manifest: the window's remembered state, on quit.
    QCoro::Task<Status> saveWindowState(QJsonObject windowState);

    // QualityCostTab's report store: reads each report (bounded), checks it still has the SHA-256 it
    // was opened with, stores it once under reports/. All or nothing is the caller's: the first
    // refusal ends the job (those stored before it stay, unlisted by any row).
    QCoro::Task<Result<QList<QualityCostTab::StoredReport>>> storeReports(QList<QualityCostTab::ReportToStore> reports);
    // Waits for every job started (tests, and before the window closes).
    void waitForJobs() { m_lane.waitForDone(); }

Q_SIGNALS:
    void changed(); // opened, closed, saved

private:
    static Error closedError();
    // The job of save() and saveWindowState(): `next` written (with the catalog at `catalogPath`
    // when a row is priced), then taken as experiment(); `announce`: changed() emitted.
    QCoro::Task<Status> write(Experiment next, QString catalogPath, bool announce);

    std::optional<Experiment> m_experiment;
    // What the last save and store hashed: a save re-hashes only the files that changed. Used by the
    // lane's jobs only; a new experiment gets a new cache (a job still running keeps its own).
    std::shared_ptr<ManifestCache> m_hashes = std::make_shared<ManifestCache>();
    JobLane m_lane; // before m_jobs: outlives it
    JobTracker m_jobs{JobTracker::Policy::KeepAll, &m_lane};
    std::unique_ptr<QLockFile> m_lock;
    QString m_claimed;
};

} // namespace IteraGpu::Ui
