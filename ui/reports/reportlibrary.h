#pragma once

#include "core/reports/reportreader.h"
#include "ui/common/jobtracker.h"

#include <QObject>
#include <QStringList>

#include <qcoro/qcorotask.h>

namespace IteraGpu::Ui {

// The report files opened in this window: measurement and environment reports, read and validated
// off the GUI thread one file at a time, so the window stays responsive while many load. Each
// report keeps a stable id; a file opened again (same path and bytes) is not added twice.
class ReportLibrary : public QObject
{
    Q_OBJECT
public:
    // Reports held at once: each may be up to kMaxReportBytes read, far less kept in memory.
    static constexpr int kMaxOpenReports = 200;

    struct Entry
    {
        int id = 0;
        QString path; // absolute
        LoadedReport report;
    };

    using QObject::QObject;

    // Returns at once and reads `paths` in order on a pool thread, adding each valid report. Bad files are refused one
    // line each (naming the file and the place); the reports already open stay as they are.
    QCoro::Task<> open(QStringList paths);
    bool isLoading() const { return m_loading > 0; }

    const QList<Entry> &entries() const { return m_entries; }
    const Entry *entry(int id) const;
    QList<const Entry *> measurements() const;
    void close(int id);

Q_SIGNALS:
    void added(int id);
    void removed(int id);
    // After each open(): the ids added or already open, in the order asked, and one line per refused file.
    void openFinished(const QList<int> &ids, const QStringList &errors);
    void loadingChanged(bool loading);

private:
    QList<Entry> m_entries;
    int m_nextId = 1;
    int m_loading = 0;
    JobTracker m_reads{JobTracker::Policy::KeepAll};
};

} // namespace IteraGpu::Ui
