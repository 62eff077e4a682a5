// Makes the README's screenshots of the remote workflow from the real window: a remote dry run in
// progress (the phase table and charts filling as rows arrive over SSH) and the "Check remote"
// window, against a real sshd on 127.0.0.1 (the tests' SshdFixture, alias iteragpu-test) whose
// remote command is the iteragpu just built, in one language.
// Usage: make_remote_screenshots --lang en|de|es|fr --cli PATH --out DIR   (run under Xvfb)
#include "sshdfixture.h"
#include "ui/common/languagemanager.h"
#include "ui/environment/environmenttab.h"
#include "ui/mainwindow.h"
#include "ui/measure/measuretab.h"
#include "ui/remote/remotecheckdialog.h"
#include "ui/remote/remotehostbox.h"
#include "ui/remote/remotehostchoice.h"
#include "ui/run/phasetablemodel.h"

#include <QApplication>
#include <QComboBox>
#include <QCommandLineParser>
#include <QDir>
#include <QElapsedTimer>
#include <QFileInfo>
#include <QLineEdit>
#include <QPushButton>
#include <QStandardPaths>
#include <QTabWidget>
#include <QTemporaryDir>
#include <QTextStream>

using namespace Qt::StringLiterals;
using namespace IteraGpu::Ui;

namespace {

void waitFor(const std::function<bool()> &done, int timeoutMs)
{
    QElapsedTimer timer;
    timer.start();
    while (!done() && timer.elapsed() < timeoutMs)
        QCoreApplication::processEvents(QEventLoop::AllEvents, 50);
}

bool save(QWidget *widget, const QString &path)
{
    if (!widget->grab().save(path)) {
        QTextStream(stderr) << "cannot write " << path << Qt::endl;
        return false;
    }
    QTextStream(stdout) << path << Qt::endl;
    return true;
}

} // namespace

int main(int argc, char *argv[])
{
    QApplication app(argc, argv);
    QStandardPaths::setTestModeEnabled(true); // never touch the user's settings
    QCommandLineParser parser;
    parser.addOptions({{u"lang"_s, u"Language."_s, u"LANG"_s, u"en"_s},
                       {u"cli"_s, u"The iteragpu binary run on the remote side."_s, u"PATH"_s},
                       {u"out"_s, u"Output folder."_s, u"DIR"_s, u"."_s}});
    parser.process(app);
    const QString lang = parser.value(u"lang"_s);
    const QDir out(parser.value(u"out"_s));
    SshdFixture sshd;
    if (!sshd.available()) {
        QTextStream(stderr) << "no sshd: " << sshd.whyNot() << Qt::endl;
        return 1;
    }

    LanguageManager languages;
    languages.setLanguage(lang);
    MainWindow window(&languages);
    window.resize(1280, 800);
    window.show();
    RemoteHostChoice *choice = window.measureTab()->remoteBox()->choice();
    choice->setConfigFile(sshd.target().configFile);
    choice->setRemote(true);
    choice->setDestination(sshd.target().destination);
    // ssh starts the remote command in the home folder: a relative path would not be found there.
    choice->setRemoteCommand(QFileInfo(parser.value(u"cli"_s)).absoluteFilePath());

    // A long remote dry run, caught while its rows arrive.
    QTemporaryDir temp;
    MeasureTab *measure = window.measureTab();
    measure->deviceBox()->setCurrentText(u"cpu"_s);
    measure->field(u"batch"_s)->setText(u"2"_s);
    measure->field(u"context"_s)->setText(u"128"_s);
    measure->field(u"width"_s)->setText(u"256"_s);
    measure->field(u"warmup"_s)->setText(u"3"_s);
    measure->field(u"repeats"_s)->setText(u"100000"_s);
    measure->field(u"output"_s)->setText(temp.filePath(u"mesures-h100.json"_s));
    QDir(sshd.folder()).mkpath(u"runs"_s);
    measure->field(u"remoteOutput"_s)->setText(QDir(sshd.folder()).filePath(u"runs/mesures-h100.json"_s));
    bool measured = false;
    QObject::connect(measure, &MeasureTab::measurementFinished, &app, [&] { measured = true; });
    window.showTab(MainWindow::Tab::Measure);
    measure->run();
    waitFor([&] { return measure->phaseModel()->rowCount() >= 14; }, 120'000);
    waitFor([] { return false; }, 300); // let the charts lay out and paint
    if (!save(&window, out.filePath(u"measure-remote-%1.png"_s.arg(lang))))
        return 1;
    measure->cancel();
    waitFor([&] { return measured; }, 60'000);

    // "Check remote" from the Environment tab.
    window.showTab(MainWindow::Tab::Environment);
    RemoteCheckDialog *dialog = window.environmentTab()->remoteBox()->checkDialog();
    bool checked = false;
    QObject::connect(dialog, &RemoteCheckDialog::checked, &app, [&] { checked = true; });
    window.environmentTab()->remoteBox()->checkButton()->click();
    waitFor([&] { return checked; }, 60'000);
    dialog->resize(720, 260);
    waitFor([] { return false; }, 300);
    return save(dialog, out.filePath(u"check-remote-%1.png"_s.arg(lang))) ? 0 : 1;
}
