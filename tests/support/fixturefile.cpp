#include "fixturefile.h"

#include <QDir>
#include <QFile>
#include <QFileInfo>

using namespace Qt::StringLiterals;

IteraGpu::Status writeFixture(const QString &path, const QByteArray &bytes)
{
    const QString folder = QFileInfo(path).absolutePath();
    if (!QDir().mkpath(folder))
        return IteraGpu::Error{folder + u": the fixture's folder cannot be created"_s};
    QFile file(path);
    if (!file.open(QIODevice::WriteOnly | QIODevice::Truncate))
        return IteraGpu::Error{path + u": "_s + file.errorString()};
    if (file.write(bytes) != bytes.size() || !file.flush())
        return IteraGpu::Error{path + u": "_s + file.errorString()};
    return {};
}
