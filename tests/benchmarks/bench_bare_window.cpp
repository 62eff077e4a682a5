// The reference for bench_gui's start-up figure: a bare Qt main window with one empty chart, 1200×800,
// that prints "first-expose" at its first Expose and quits (as `iteragpu-lab --exit-after-first-frame`).
// The ratio of the two, measured in one run, says what the application adds on this machine.
#include <QApplication>
#include <QChart>
#include <QChartView>
#include <QMainWindow>
#include <QTextStream>
#include <QTimer>
#include <QWindow>

namespace {

class FirstExpose : public QObject
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

} // namespace

int main(int argc, char *argv[])
{
    QApplication app(argc, argv);
    QMainWindow window;
    window.setCentralWidget(new QChartView(new QChart, &window));
    window.resize(1200, 800);
    FirstExpose probe;
    window.winId();
    window.windowHandle()->installEventFilter(&probe);
    window.show();
    return app.exec();
}
