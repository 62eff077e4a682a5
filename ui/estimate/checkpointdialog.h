#pragma once

#include <QFileDialog>

namespace IteraGpu::Ui {

// "From checkpoint…": a file dialog that chooses a checkpoint file or a folder holding one. Open
// with a folder selected (or its path typed) chooses the folder; a double click still enters it.
// It is Qt's own dialog, since a native one cannot accept both a file and a folder.
class CheckpointDialog : public QFileDialog
{
    Q_OBJECT
public:
    // Opens at `start` (a file is selected, a folder entered); the caller names title and filters.
    CheckpointDialog(QWidget *parent, const QString &start);

    QString chosenPath() const { return m_chosen; } // empty until accepted

    void accept() override;

private:
    QString m_chosen;
};

} // namespace IteraGpu::Ui
