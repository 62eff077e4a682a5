#include "ui/reports/reportlibrary.h"

#include <QFileInfo>
#include <QPointer>

#include <qcoro/qcorotimer.h>

#include <chrono>

using namespace Qt::StringLiterals;

namespace IteraGpu::Ui {

QCoro::Task<> ReportLibrary::open(QStringList paths)
{
    QPointer<ReportLibrary> self(this);
    if (m_loading++ == 0)
        Q_EMIT loadingChanged(true);
    // Always return to the caller first: a file read so fast that its future is ready when awaited
    // would otherwise be handled before open() returns, and the caller's view of "loading" with it.
    co_await QCoro::sleepFor(std::chrono::milliseconds(0));
    if (!self)
        co_return;
    QList<int> ids;
    QStringList errors;
    for (const QString &given : std::as_const(paths)) {
        const QString path = QFileInfo(given).absoluteFilePath();
        // Named, not a temporary in the co_await expression: GCC 12 destroys such temporaries twice
        // (it corrupted the heap in the bundle export's first version).
        QCoro::Task<std::optional<Result<LoadedReport>>> reading
            = m_reads.start([path](const JobContext &) { return readReport(path); });
        std::optional<Result<LoadedReport>> outcome = co_await std::move(reading);
        if (!outcome)
            co_return; // the library is gone
        Result<LoadedReport> &read = *outcome;
        if (!read) {
            errors.append(read.error());
            continue;
        }
        const auto same = std::find_if(m_entries.cbegin(), m_entries.cend(), [&](const Entry &e) {
            return e.path == path && e.report.sha256 == read->sha256;
        });
        if (same != m_entries.cend()) {
            ids.append(same->id);
            continue;
        }
        if (m_entries.size() >= kMaxOpenReports) {
            errors.append(tr("%1: not opened: %2 reports are open already; close some first.")
                              .arg(read->fileName)
                              .arg(kMaxOpenReports));
            continue;
        }
        const int id = m_nextId++;
        m_entries.append({id, path, std::move(*read)});
        ids.append(id);
        Q_EMIT added(id);
    }
    if (--m_loading == 0)
        Q_EMIT loadingChanged(false);
    Q_EMIT openFinished(ids, errors);
}

const ReportLibrary::Entry *ReportLibrary::entry(int id) const
{
    for (const Entry &e : m_entries) {
        if (e.id == id)
            return &e;
    }
    return nullptr;
}

QList<const ReportLibrary::Entry *> ReportLibrary::measurements() const
{
    QList<const Entry *> result;
    for (const Entry &e : m_entries) {
        if (e.report.isMeasurement())
            result.append(&e);
    }
    return result;
}

void ReportLibrary::close(int id)
{
    const auto removedCount = m_entries.removeIf([id](const Entry &e) { return e.id == id; });
    if (removedCount > 0)
        Q_EMIT removed(id);
}

} // namespace IteraGpu::Ui
