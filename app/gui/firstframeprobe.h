#pragma once

#include <QCoreApplication>
#include <QEvent>
#include <QTextStream>
#include <QTimer>

// For the start-up benchmark (tests/benchmarks/bench_gui.cpp): installed on a window's QWindow,
// prints "first-expose" at its first Expose, then quits. Header-only, so that the benchmark's bare
// Qt reference window measures the same event without linking the application.
class FirstFrameProbe : public QObject
{
public:
    bool eventFilter(QObject *watched, QEvent *event) override
    {
        if (event->type() == QEvent::Expose) {
            QTextStream(stdout) << "first-expose" << Qt::endl;
            QTimer::singleShot(0, qApp, &QCoreApplication::quit);
            watched->removeEventFilter(this);
        }
        return false;
    }
};
