#pragma once

#include <QLabel>
#include <QString>

class QStatusBar;

namespace IteraGpu::Ui {

// The torch module the window uses, at the status bar's right: the path chosen with File > Choose
// torch backend (kept in the settings; empty: the default search) and the file the module thread
// loaded last, named once it is known and shortened in its middle so that it never widens the window.
class BackendStatus : public QLabel
{
    Q_OBJECT
public:
    explicit BackendStatus(QStatusBar *statusBar);

    const QString &path() const { return m_path; }
    // The module thread loaded `location` for the path asked for (empty: the default search).
    void setLoaded(const QString &requestedPath, const QString &location);
    // The file dialog; a chosen file becomes the path (emitted) and the status bar says when it loads.
    void choose(QWidget *dialogParent);

Q_SIGNALS:
    void pathChosen(const QString &path);

protected:
    void changeEvent(QEvent *event) override;

private:
    void showState();

    QStatusBar *m_statusBar;
    QString m_path;
    QString m_loadedRequest; // the path asked for when a module loaded last
    QString m_loaded; // the file it opened; empty until a probe or run loads one
};

} // namespace IteraGpu::Ui
