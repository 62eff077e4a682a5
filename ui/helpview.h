#pragma once

#include <QWidget>

class QDialogButtonBox;
class QTextBrowser;

namespace IteraGpu::Ui {

// A short help for one tab of the main window (F1): what the tab does, what its numbers include
// and leave out, and its keys. A separate, non-modal window that follows the current tab and the
// language.
class HelpView : public QWidget
{
    Q_OBJECT
public:
    // The main window's tabs, in their order.
    enum class Topic
    {
        Estimate,
        Environment,
        Measure,
        QualityCost
    };

    explicit HelpView(QWidget *parent = nullptr);

    void setTopic(Topic topic);
    Topic topic() const { return m_topic; }
    QTextBrowser *browser() const { return m_browser; }
    // The help of `topic` in the current language (rich text).
    static QString html(Topic topic);

protected:
    void changeEvent(QEvent *event) override;

private:
    void render();

    Topic m_topic = Topic::Estimate;
    QTextBrowser *m_browser;
    QDialogButtonBox *m_buttons;
};

} // namespace IteraGpu::Ui
