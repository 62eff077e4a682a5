#pragma once

#include "core/experiment/experimentlock.h"
#include "core/files/manifest.h"
#include "core/util/result.h"

#include <QByteArray>
#include <QDateTime>
#include <QString>
#include <QStringList>

#include <optional>

namespace IteraGpu {

// A change to an experiment folder, all or nothing, made under its ExperimentLock: the new bytes
// of every file the change writes are staged in the folder's ".pending/" first (each written and
// synced); a marker written last there commits the change; then each staged file replaces its own
// (rename), MANIFEST.json is rewritten and ".pending/" goes. A change stopped before its marker (a
// kill, a full disk) is undone by whoever next locks or reads the folder, one stopped after it is
// finished: the folder holds the previous verified state or the new one, never a mix.
// Everything it writes goes through the locked folder's descriptor (ExperimentLock::duplicateHeld,
// reached as /proc/self/fd/N), never through the path again: a folder renamed or swapped for a link
// during the change receives nothing. See docs/ARCHITECTURE.md, "Experiments".
class ExperimentChange
{
public:
    // Takes the lock this process holds on `folder`, or takes one for the change's lifetime (a
    // caller without one: the library's own saves). Settles a change left over first
    // (settleExperimentLocked).
    static Result<ExperimentChange> begin(const QString &folder);

    ExperimentChange(ExperimentChange &&other) noexcept;
    ExperimentChange &operator=(ExperimentChange &&) = delete;
    ExperimentChange(const ExperimentChange &) = delete;
    ExperimentChange &operator=(const ExperimentChange &) = delete;
    ~ExperimentChange(); // not committed: the staged files are removed, the folder is as it was

    // Stages `bytes` as the folder's file `name` ("resultats-bruts.csv", "reports/x.json": one
    // folder level at most, no '.' component).
    Status stage(const QString &name, const QByteArray &bytes);
    bool isStaged(const QString &name) const { return m_staged.contains(name); }
    bool isEmpty() const { return m_staged.isEmpty(); }
    // Commits: the marker, every staged file in place, MANIFEST.json (with `cache`, manifest.h).
    Status commit(const QDateTime &nowUtc, ManifestCache *cache = nullptr);

private:
    ExperimentChange(QString folder, int fd, std::optional<ExperimentLock> ownLock);
    // `status` with the descriptor's path written as the folder the user named.
    Status shown(Status status) const;
    QString m_folder; // as given, for messages
    int m_fd = -1; // the locked folder
    QString m_root; // /proc/self/fd/<m_fd>: every file operation goes through it
    std::optional<ExperimentLock> m_ownLock;
    QStringList m_staged;
    bool m_open = true; // neither committed nor given away
};

// Finishes or undoes a change left in `folder` (see ExperimentChange); nothing to do, and no lock
// taken, when there is none. Readers (open, verify, show) call it first; it locks the folder,
// waiting as a writer does, only when a change was left.
Status settleExperiment(const QString &folder);
// The same, for a caller that holds the folder's lock.
Status settleExperimentLocked(const QString &folder);

} // namespace IteraGpu
