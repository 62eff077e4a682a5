#include "ui/common/exportfeedback.h"

#include "ui/common/plaintext.h"
#include "ui/common/settings.h"
#include "ui/widgets/chartview.h"

#include <QCoreApplication>
#include <QDir>
#include <QFileDialog>
#include <QFileInfo>
#include <QMainWindow>
#include <QMessageBox>
#include <QSettings>
#include <QStandardPaths>
#include <QStatusBar>

using namespace Qt::StringLiterals;

namespace IteraGpu::Ui {

namespace {

struct Tr
{
    Q_DECLARE_TR_FUNCTIONS(IteraGpu::Ui::ExportFeedback)
};

QMainWindow *mainWindowOf(QWidget *widget)
{
    for (QWidget *w = widget; w; w = w->parentWidget()) {
        if (auto *main = qobject_cast<QMainWindow *>(w))
            return main;
    }
    return nullptr;
}

} // namespace

QString startFolder(const QString &settingsKey)
{
    const QString last = QSettings().value(settingsKey).toString();
    if (!last.isEmpty() && QFileInfo(last).isDir())
        return last;
    const QString documents = QStandardPaths::writableLocation(QStandardPaths::DocumentsLocation);
    return !documents.isEmpty() && QFileInfo(documents).isDir() ? documents : QDir::homePath();
}

QString askSavePath(QWidget *parent, const QString &title, const QString &fileName, const QString &filter)
{
    const QString path = QFileDialog::getSaveFileName(
        parent, title, QDir(startFolder(SettingsKeys::lastExportFolder)).filePath(fileName), filter);
    if (!path.isEmpty())
        QSettings().setValue(SettingsKeys::lastExportFolder, QFileInfo(path).absolutePath());
    return path;
}

QString askExportFolder(QWidget *parent, const QString &title)
{
    const QString folder
        = QFileDialog::getExistingDirectory(parent, title, startFolder(SettingsKeys::lastExportFolder));
    if (!folder.isEmpty())
        QSettings().setValue(SettingsKeys::lastExportFolder, folder);
    return folder;
}

void reportExport(QWidget *from, const Status &status, const QString &writtenText)
{
    if (!status) {
        plainWarning(from, Tr::tr("Export failed"), status.error());
        return;
    }
    if (QMainWindow *main = mainWindowOf(from))
        main->statusBar()->showMessage(writtenText, 15000);
}

QStringList exportImages(QWidget *parent, const Result<QList<BundleImage>> &images, const QString &folder)
{
    if (!images) {
        reportExport(parent, Error{images.error()}, QString());
        return {};
    }
    QStringList existing;
    for (const BundleImage &image : *images) {
        if (QFileInfo::exists(QDir(folder).filePath(image.fileName)))
            existing.append(image.fileName);
    }
    if (!existing.isEmpty()) {
        const auto answer = plainQuestion(parent, Tr::tr("Replace charts?"),
                                          Tr::tr("%1 already holds %2. Replace them with the charts shown now?")
                                              .arg(QDir::toNativeSeparators(folder), existing.join(u", "_s)),
                                          QMessageBox::Yes | QMessageBox::No, QMessageBox::No);
        if (answer != QMessageBox::Yes)
            return {};
    }
    QStringList written;
    const Status status = saveImages(folder, *images, &written);
    QStringList names;
    for (const QString &path : std::as_const(written))
        names.append(QFileInfo(path).fileName());
    reportExport(parent, status,
                 Tr::tr("Charts written to %1: %2").arg(QDir::toNativeSeparators(folder), names.join(u", "_s)));
    return status ? written : QStringList();
}

} // namespace IteraGpu::Ui
