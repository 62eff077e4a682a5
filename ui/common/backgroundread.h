#pragma once

#include "core/util/result.h"
#include "ui/common/jobtracker.h"

#include <QWidget>

#include <optional>

class QLabel;
class QPushButton;

namespace IteraGpu::Ui {

// The window's file reads (grids, catalogs, experiments) as jobs of one tracker, with a face: while
// one runs, this widget (in the status bar) says what is read, with a Cancel button. The parse runs
// with the job's cancellation flag (core's parsers check it every few thousand records). One read
// at a time: starting another makes the one before stale (its caller gets std::nullopt, see
// JobTracker); Cancel stops the read, whose caller then gets the "reading stopped" error.
class BackgroundRead : public QWidget
{
    Q_OBJECT
public:
    explicit BackgroundRead(QWidget *parent = nullptr);
    ~BackgroundRead() override;

    // `read(CancelFlag)` returns a Result<T>; it runs on a pool thread and must not touch widgets.
    template <typename T, typename Read> QCoro::Task<std::optional<Result<T>>> run(const QString &what, Read read)
    {
        m_what = what;
        retranslate();
        // Named before it is awaited: GCC 12 destroys some temporaries of a co_await expression twice.
        QCoro::Task<std::optional<Result<T>>> reading
            = m_jobs.start([read = std::move(read)](const JobContext &job) { return read(job.cancelFlag()); });
        co_return co_await std::move(reading);
    }

    bool isBusy() const { return m_jobs.isBusy(); }
    void cancel() { m_jobs.cancel(); }

private:
    void retranslate();
    void changeEvent(QEvent *event) override;

    JobTracker m_jobs{JobTracker::Policy::LatestOnly};
    QString m_what;
    QLabel *m_label;
    QPushButton *m_cancel;
};

} // namespace IteraGpu::Ui
