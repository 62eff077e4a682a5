#include "ui/backendstatus.h"

#include "ui/common/plaintext.h"
#include "ui/common/settings.h"

#include <QDir>
#include <QEvent>
#include <QFileDialog>
#include <QFileInfo>
#include <QSettings>
#include <QStatusBar>

using namespace Qt::StringLiterals;

namespace IteraGpu::Ui {

BackendStatus::BackendStatus(QStatusBar *statusBar)
    : QLabel(statusBar)
    , m_statusBar(statusBar)
    , m_path(QSettings().value(SettingsKeys::backendPath).toString())
{
    plainLabel(this);
    setObjectName(u"backendStatus"_s);
    statusBar->addPermanentWidget(this);
    showState();
}

void BackendStatus::setLoaded(const QString &requestedPath, const QString &location)
{
    m_loadedRequest = requestedPath;
    m_loaded = location;
    showState();
}

void BackendStatus::choose(QWidget *dialogParent)
{
    const QString path = QFileDialog::getOpenFileName(dialogParent, tr("Choose the torch backend module"), m_path,
                                                      tr("Shared libraries (*.so);;All files (*)"));
    if (path.isEmpty())
        return;
    m_path = path;
    m_loaded.clear(); // the module loaded so far is not the one chosen now
    m_loadedRequest.clear();
    QSettings().setValue(SettingsKeys::backendPath, path);
    showState();
    Q_EMIT pathChosen(path);
    m_statusBar->showMessage(tr("The backend is loaded on the next probe or measurement."), 5000);
}

void BackendStatus::changeEvent(QEvent *event)
{
    if (event->type() == QEvent::LanguageChange)
        showState();
    QLabel::changeEvent(event);
}

void BackendStatus::showState()
{
    // Which file the default search found is known only once a module loaded: then it is named.
    const QString loaded = QDir::toNativeSeparators(m_loaded);
    if (!m_loaded.isEmpty() && m_loadedRequest.isEmpty())
        setText(tr("Torch backend: %1 (found by the default search)")
                    .arg(fontMetrics().elidedText(loaded, Qt::ElideMiddle, 50 * fontMetrics().averageCharWidth())));
    else if (m_path.isEmpty())
        setText(tr("Torch backend: default search (nothing loaded yet)"));
    else
        setText(tr("Torch backend: %1").arg(QFileInfo(m_path).fileName()));
    setToolTip(m_loaded.isEmpty() ? QString() : tr("Loaded: %1").arg(loaded));
}

} // namespace IteraGpu::Ui
