#pragma once

#include <QDialog>

class QLabel;
class QLineEdit;
class QPushButton;

namespace IteraGpu::Ui {

// File > New experiment…: a title and the folder the experiment becomes (a new folder, or an empty
// one). `carried` lists what the new experiment starts with when it is made from loose files (one
// line each; empty for a blank experiment): they are copied, the originals stay where they are.
class NewExperimentDialog : public QDialog
{
    Q_OBJECT
public:
    NewExperimentDialog(QWidget *parent, const QStringList &carried);

    QString title() const;
    QString folder() const; // absolute

    QLineEdit *titleEdit() const { return m_title; }
    QLineEdit *folderEdit() const { return m_folder; }
    QLabel *problemLabel() const { return m_problem; }
    QPushButton *createButton() const { return m_create; }

    // Why `folder` cannot become a new experiment (exists and is not an empty folder), or empty.
    static QString folderProblem(const QString &folder);

private:
    void check();
    void browse();

    QLineEdit *m_title;
    QLineEdit *m_folder;
    QLabel *m_problem;
    QPushButton *m_create;
    bool m_folderTyped = false; // once the user edits the folder, the title no longer names it
};

} // namespace IteraGpu::Ui
