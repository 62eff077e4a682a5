#include "app/gui/firstframeprobe.h"
#include "core/util/displaytext.h"
#include "generated/version.h"
#include "ui/applicationicon.h"
#include "ui/common/languagemanager.h"
#include "ui/common/settings.h"
#include "ui/estimate/estimatetab.h"
#include "ui/mainwindow.h"
#include "ui/measure/measureform.h"
#include "ui/measure/measuretab.h"

#include <QApplication>
#include <QCommandLineParser>
#include <QSettings>
#include <QTextStream>
#include <QTimer>
#include <QWindow>

#include <chrono>

using namespace Qt::StringLiterals;
using namespace IteraGpu;

int main(int argc, char *argv[])
{
    QCoreApplication::setApplicationName(u"iteragpu-lab"_s);
    QCoreApplication::setApplicationVersion(QStringLiteral(ITERAGPU_VERSION));
    QCoreApplication::setOrganizationName(u"IteraGPU Lab"_s);

    QCommandLineParser parser;
    parser.setApplicationDescription(u"Prepare an honest, reproducible GPU experiment before renting GPUs."_s);
    parser.addHelpOption();
    parser.addVersionOption();
    const QCommandLineOption language(
        u"lang"_s, u"User interface language: en, de, es or fr (default: the system's)."_s, u"LANG"_s);
    QCommandLineOption firstFrame(u"exit-after-first-frame"_s,
                                  u"Print 'first-expose' when the window is first shown, then quit (benchmark)."_s);
    firstFrame.setFlags(QCommandLineOption::HiddenFromHelp); // the start-up benchmark's, not a user's
    parser.addOptions({language, firstFrame});
    parser.addPositionalArgument(u"files"_s,
                                 u"An experiment folder to work on (else the last one is reopened), and measurement "
                                 u"or environment reports (JSON) to open."_s,
                                 u"[EXPERIMENT-DIR] [REPORT.json...]"_s);

    // Without a display QApplication aborts: --help and --version are answered before it exists.
    QStringList arguments;
    for (int i = 0; i < argc; ++i)
        arguments.append(QString::fromLocal8Bit(argv[i]));
    if (parser.parse(arguments)
        && (parser.isSet(u"help"_s) || parser.isSet(u"help-all"_s) || parser.isSet(u"version"_s))) {
        QCoreApplication core(argc, argv);
        parser.process(core); // prints the help or the version and exits
    }

    // Without any display Qt aborts with advice to reinstall: one line that says what to do instead.
    if (qEnvironmentVariableIsEmpty("DISPLAY") && qEnvironmentVariableIsEmpty("WAYLAND_DISPLAY")
        && qEnvironmentVariableIsEmpty("QT_QPA_PLATFORM")) {
        QTextStream(stderr) << "iteragpu-lab: no display (DISPLAY and WAYLAND_DISPLAY are unset): start it in a "
                               "desktop session, or under 'xvfb-run -a iteragpu-lab' (Debian package xvfb); on a "
                               "machine without one, use the command line 'iteragpu'.\n";
        return 2;
    }
    QApplication app(argc, argv);
    QApplication::setApplicationDisplayName(u"IteraGPU Lab"_s);
    QApplication::setDesktopFileName(u"org.iteragpu.lab"_s);
    QApplication::setWindowIcon(Ui::applicationIcon());
    parser.process(app);

    Ui::LanguageManager languages;
    if (parser.isSet(language)) {
        const QString requested = parser.value(language);
        if (!Ui::LanguageManager::availableLanguages().contains(requested)) {
            QTextStream(stderr) << "iteragpu-lab: --lang: must be en, de, es or fr, got '" << displaySafe(requested, 40)
                                << "'" << Qt::endl;
            return 2;
        }
        languages.setLanguage(requested);
    } else {
        languages.setLanguage(QSettings().value(SettingsKeys::language).toString());
    }

    Ui::MainWindow window(&languages);
    // The forms come back as the user left them (settings); tests build windows without this.
    window.estimateTab()->rememberForm();
    window.measureTab()->form()->rememberForm();
    FirstFrameProbe probe;
    if (parser.isSet(firstFrame)) {
        window.winId(); // create the native window so that its QWindow exists
        window.windowHandle()->installEventFilter(&probe);
    }
    window.show();
    if (!parser.isSet(firstFrame)) {
        QTimer::singleShot(0, &window,
                           [&window, arguments = parser.positionalArguments()] { window.start(arguments); });
    }
    return app.exec();
}
