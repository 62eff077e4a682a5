#pragma once

#include "core/util/cancel.h"
#include "core/util/result.h"

#include <QPointer>
#include <QWidget>
#include <QtConcurrent/QtConcurrentRun>

#include <qcoro/qcorofuture.h>
#include <qcoro/qcorotask.h>

#include <atomic>
#include <memory>

class QLabel;
class QPushButton;

namespace IteraGpu::Ui {

// A file read off the GUI thread that the user can stop: the parse runs on the thread pool with a
// cancellation flag (core's parsers check it every few thousand records), and while it runs this
// widget (in the status bar) says what is read, with a Cancel button. One read at a time: starting
// another cancels the one before, whose caller then gets the "reading stopped" error (isCancelled).
// Destroying the widget cancels too; the coroutine's caller must check that it still exists.
class BackgroundRead : public QWidget
{
    Q_OBJECT
public:
    explicit BackgroundRead(QWidget *parent = nullptr);
    ~BackgroundRead() override;

    // `read(CancelFlag)` returns a Result<T>; it runs on a pool thread and must not touch widgets.
    template <typename T, typename Read> QCoro::Task<Result<T>> run(const QString &what, Read read)
    {
        auto flag = std::make_shared<std::atomic<bool>>(false);
        begin(what, flag);
        QPointer<BackgroundRead> self(this);
        // Named before it is awaited: GCC 12 destroys some temporaries of a co_await expression twice.
        QFuture<Result<T>> future = QtConcurrent::run([flag, read = std::move(read)] { return read(flag.get()); });
        Result<T> result = co_await future;
        if (self)
            self->end(flag);
        co_return result;
    }

    bool isBusy() const { return m_flag != nullptr; }
    void cancel();

private:
    void begin(const QString &what, std::shared_ptr<std::atomic<bool>> flag);
    void end(const std::shared_ptr<std::atomic<bool>> &flag);
    void retranslate();
    void changeEvent(QEvent *event) override;

    std::shared_ptr<std::atomic<bool>> m_flag; // the running read's, null when idle
    QString m_what;
    QLabel *m_label;
    QPushButton *m_cancel;
};

} // namespace IteraGpu::Ui
