#include "core/remote/sshconfighosts.h"

#include "core/files/textfile.h"

#include <QDir>
#include <QFileInfo>

using namespace Qt::StringLiterals;

namespace IteraGpu {

namespace {

// One line's words: unquoted words split at white space, "double quoted" ones kept whole.
QStringList words(QStringView line)
{
    QStringList result;
    QString word;
    bool quoted = false;
    bool inWord = false;
    for (const QChar c : line) {
        if (c == u'"') {
            quoted = !quoted;
            inWord = true;
        } else if (!quoted && c.isSpace()) {
            if (inWord)
                result.append(word);
            word.clear();
            inWord = false;
        } else {
            word += c;
            inWord = true;
        }
    }
    if (inWord)
        result.append(word);
    return result;
}

bool isPattern(const QString &host)
{
    return host.isEmpty() || host.contains(u'*') || host.contains(u'?') || host.startsWith(u'!');
}

struct Reader
{
    QString sshFolder;
    QStringList aliases;
    QStringList filesRead;

    QString resolve(const QString &path) const
    {
        if (path.startsWith(u"~/"))
            return QDir::home().filePath(path.mid(2));
        return QDir(sshFolder).filePath(path); // an absolute path stays as it is
    }

    // The files an Include names: a wildcard only in the file name part, sorted.
    QStringList expand(const QString &path) const
    {
        const QFileInfo info(resolve(path));
        const QString name = info.fileName();
        if (!name.contains(u'*') && !name.contains(u'?') && !name.contains(u'['))
            return {info.filePath()};
        QStringList files;
        const QDir folder = info.dir();
        for (const QString &entry : folder.entryList({name}, QDir::Files, QDir::Name))
            files.append(folder.filePath(entry));
        return files;
    }

    void read(const QString &file, int depth)
    {
        if (depth > kMaxSshConfigDepth || filesRead.size() >= kMaxSshConfigFiles || filesRead.contains(file))
            return;
        filesRead.append(file);
        const Result<QString> text = readTextFile(file, kMaxSshConfigBytes);
        if (!text)
            return;
        const QStringList lines = text->split(u'\n');
        for (const QString &raw : lines) {
            const QString line = raw.trimmed();
            if (line.isEmpty() || line.startsWith(u'#'))
                continue;
            // "Keyword value", "Keyword=value" or "Keyword = value".
            qsizetype end = 0;
            while (end < line.size() && !line.at(end).isSpace() && line.at(end) != u'=')
                ++end;
            const QString keyword = line.left(end).toLower();
            QStringView rest = QStringView(line).mid(end).trimmed();
            if (rest.startsWith(u'='))
                rest = rest.mid(1).trimmed();
            if (keyword == u"host"_s) {
                for (const QString &host : words(rest)) {
                    if (!isPattern(host) && !aliases.contains(host) && aliases.size() < kMaxSshConfigAliases)
                        aliases.append(host);
                }
            } else if (keyword == u"include"_s) {
                for (const QString &included : words(rest)) {
                    for (const QString &path : expand(included))
                        read(path, depth + 1);
                }
            }
        }
    }
};

} // namespace

QStringList sshConfigHostAliases(const QString &configFile, const QString &sshFolder)
{
    Reader reader{sshFolder, {}, {}};
    reader.read(configFile, 0);
    return reader.aliases;
}

} // namespace IteraGpu
