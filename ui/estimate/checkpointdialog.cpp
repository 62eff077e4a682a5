#include "ui/estimate/checkpointdialog.h"

#include <QFileInfo>

using namespace Qt::StringLiterals;

namespace IteraGpu::Ui {

CheckpointDialog::CheckpointDialog(QWidget *parent, const QString &start)
    : QFileDialog(parent)
{
    setObjectName(u"checkpointDialog"_s);
    setOption(QFileDialog::DontUseNativeDialog);
    setFileMode(QFileDialog::ExistingFile);
    setAcceptMode(QFileDialog::AcceptOpen);
    const QFileInfo info(start);
    if (info.isDir()) {
        setDirectory(info.absoluteFilePath());
    } else if (!start.isEmpty()) {
        setDirectory(info.absolutePath());
        selectFile(info.fileName());
    }
    setLabelText(QFileDialog::FileName, tr("File or folder:"));
}

void CheckpointDialog::accept()
{
    // In ExistingFile mode Qt's dialog would enter a selected folder: here it chooses it, since a
    // folder holding a checkpoint is one (its index or its single file is found inside).
    const QStringList files = selectedFiles();
    if (files.size() == 1 && QFileInfo(files.first()).isDir()) {
        m_chosen = files.first();
        QDialog::accept();
        return;
    }
    QFileDialog::accept();
    if (result() == QDialog::Accepted && !selectedFiles().isEmpty())
        m_chosen = selectedFiles().constFirst();
}

} // namespace IteraGpu::Ui
