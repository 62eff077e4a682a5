// The reference for bench_gui's start-up figure: a bare Qt main window with one empty chart, 1200×800,
// that prints "first-expose" at its first Expose and quits (as `iteragpu-lab --exit-after-first-frame`).
// The ratio of the two, measured in one run, says what the application adds on this machine.
#include "app/gui/firstframeprobe.h"

#include <QApplication>
#include <QChart>
#include <QChartView>
#include <QMainWindow>
#include <QWindow>

int main(int argc, char *argv[])
{
    QApplication app(argc, argv);
    QMainWindow window;
    window.setCentralWidget(new QChartView(new QChart, &window));
    window.resize(1200, 800);
    FirstFrameProbe probe;
    window.winId();
    window.windowHandle()->installEventFilter(&probe);
    window.show();
    return app.exec();
}
