#pragma once

#include <QFrame>

class QAction;
class QPushButton;

namespace IteraGpu::Ui {

// Where a window without an experiment starts, beside the tabs: the three ways in (New experiment,
// Open experiment, Open a report), each the File menu's own action, and in its tooltip what an
// experiment keeps and the order of the work. The window hides it while an experiment is open.
class StartStrip : public QFrame
{
    Q_OBJECT
public:
    StartStrip(QAction *newExperiment, QAction *openExperiment, QAction *openReport, QWidget *parent = nullptr);

    QPushButton *newButton() const { return m_buttons[0]; }
    QPushButton *openButton() const { return m_buttons[1]; }
    QPushButton *reportButton() const { return m_buttons[2]; }

protected:
    void changeEvent(QEvent *event) override;

private:
    void retranslate();

    QAction *m_actions[3];
    QPushButton *m_buttons[3];
};

} // namespace IteraGpu::Ui
