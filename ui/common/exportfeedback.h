#pragma once

#include "core/quality/reportbundle.h"
#include "core/util/result.h"

#include <QStringList>

class QWidget;

// What every export of the window does around the write itself: ask before replacing files, say
// where it wrote (in the main window's status bar), and show a failure in one box.
namespace IteraGpu::Ui {

// The folder a file dialog opens in: the last one used for `settingsKey` while it still exists,
// else the Documents folder, else the home folder (never the file system root).
QString startFolder(const QString &settingsKey);
// A save dialog in startFolder(lastExportFolder) proposing `fileName`; the dialog asks before
// replacing a file. Remembers the folder. Empty when cancelled.
QString askSavePath(QWidget *parent, const QString &title, const QString &fileName, const QString &filter);
// A folder dialog in startFolder(lastExportFolder); remembers the folder. Empty when cancelled.
QString askExportFolder(QWidget *parent, const QString &title);

// Writes `images` into `folder`. Files that exist are listed in one question first; "No" writes
// nothing. Returns the paths written (empty when the user declined or the write failed).
QStringList exportImages(QWidget *parent, const Result<QList<BundleImage>> &images, const QString &folder);

// The outcome of an export started from `from`: "Written: PATH" in the status bar of the main
// window that holds `from`, or the error in a warning box.
void reportExport(QWidget *from, const Status &status, const QString &writtenText);

} // namespace IteraGpu::Ui
