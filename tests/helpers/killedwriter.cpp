// A process that writes one file through writeNewFile (or replaceFile) and stops for good just
// before the file is put in place, so that a test kills it there with SIGKILL and looks at what it
// left. Usage: killedwriter FOLDER NAME [new|replace] [unnamed|named]
#include "core/files/textfile.h"

#include <QCoreApplication>
#include <QDir>

#include <unistd.h>

using namespace IteraGpu;

int main(int argc, char *argv[])
{
    QCoreApplication app(argc, argv);
    const QStringList args = app.arguments();
    if (args.size() < 3)
        return 2;
    const bool replace = args.value(3) == QLatin1String("replace");
    TextFileTesting::setNamedTemporaryOnly(args.value(4) == QLatin1String("named"));
    TextFileTesting::setBeforePlacementHook([] {
        const char ready[] = "ready\n";
        (void)::write(STDOUT_FILENO, ready, sizeof ready - 1);
        for (;;)
            ::pause();
    });
    const QString path = QDir(args.at(1)).filePath(args.at(2));
    const QByteArray bytes(1 << 20, 'x');
    const Status written = replace ? replaceFile(path, bytes) : writeNewFile(path, bytes);
    return written ? 0 : 1;
}
