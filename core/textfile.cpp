#include "textfile.h"

#include <QCoreApplication>
#include <QFile>
#include <QFileInfo>
#include <QSaveFile>
#include <QStringDecoder>

using namespace Qt::StringLiterals;

namespace IteraGpu {

namespace {
struct Tr
{
    Q_DECLARE_TR_FUNCTIONS(IteraGpu::TextFile)
};
} // namespace

Result<QString> decodeText(const QByteArray &bytes, const QString &name)
{
    if (bytes.contains('\0'))
        return Error{Tr::tr("%1: not a text file (it contains NUL bytes)").arg(name)};
    QStringDecoder decoder(QStringDecoder::Utf8, QStringDecoder::Flag::Stateless);
    QString text = decoder.decode(bytes);
    if (decoder.hasError())
        return Error{Tr::tr("%1: not UTF-8 text").arg(name)};
    if (text.startsWith(QChar(0xFEFF)))
        text.remove(0, 1);
    return text;
}

Result<QString> readTextFile(const QString &path, qint64 maxBytes)
{
    QFile file(path);
    if (!file.open(QIODevice::ReadOnly))
        return Error{Tr::tr("%1: cannot be read (%2)").arg(path, file.errorString())};
    if (file.size() > maxBytes)
        return Error{Tr::tr("%1: larger than %2 bytes, refused").arg(path).arg(maxBytes)};
    return decodeText(file.readAll(), path);
}

Status writeFileAtomically(const QString &path, const QByteArray &bytes, bool refuseExisting)
{
    if (refuseExisting && QFileInfo::exists(path))
        return Error{Tr::tr("%1: exists already; a result is never overwritten, choose a new name").arg(path)};
    QSaveFile file(path);
    if (!file.open(QIODevice::WriteOnly))
        return Error{Tr::tr("%1: cannot be written (%2)").arg(path, file.errorString())};
    if (file.write(bytes) != bytes.size()) {
        file.cancelWriting();
        return Error{Tr::tr("%1: write failed (%2)").arg(path, file.errorString())};
    }
    // Between the check above and this rename another process could create the file; the
    // window is tiny and the measurement writer checks again before any device work.
    if (!file.commit())
        return Error{Tr::tr("%1: could not be saved (%2)").arg(path, file.errorString())};
    return {};
}

} // namespace IteraGpu
