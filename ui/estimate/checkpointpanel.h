#pragma once

#include "core/estimate/checkpoint.h"
#include "ui/common/jobtracker.h"

#include <QWidget>

#include <qcoro/qcorotask.h>

#include <optional>

class QCheckBox;
class QFormLayout;
class QLabel;
class QLineEdit;
class QPushButton;

namespace IteraGpu::Ui {

// The checkpoint part of the Estimate tab: "From checkpoint…", the checkpoint read off the GUI
// thread (headers only), and the optional fields beside it (cast on load, KV cache inputs).
// The tab computes and shows the estimate; this panel holds what it needs.
class CheckpointPanel : public QWidget
{
    Q_OBJECT
public:
    explicit CheckpointPanel(QWidget *parent = nullptr);
    ~CheckpointPanel() override;

    // Reads `path` in the background; a newer load or clear() drops an older one's result. A refused
    // file keeps the checkpoint read before (and its estimate) shown, with the error above it.
    QCoro::Task<> load(QString path);
    void clear();
    const std::optional<Checkpoint> &checkpoint() const { return m_checkpoint; }
    bool loading() const { return m_loading; }
    QString path() const { return m_path; } // the last file chosen or dropped, read or not
    QString checkpointPath() const { return m_checkpointPath; } // the path of checkpoint(), if any
    void setStartPath(const QString &path) { m_path = path; } // where "From checkpoint…" opens; not read

    QLineEdit *loadBitsEdit() const { return m_loadBits; }
    QCheckBox *kvBox() const { return m_kv; }
    QLineEdit *contextEdit() const { return m_context; }
    QLineEdit *batchEdit() const { return m_batch; }
    QLineEdit *kvBitsEdit() const { return m_kvBits; }
    QLabel *stateLabel() const { return m_state; } // reading…, the last error, or a hint
    QLabel *shownLabel() const { return m_shown; } // "Checkpoint: …", under the error

Q_SIGNALS:
    // A checkpoint was read, refused or cleared, or one of the fields changed.
    void changed();

protected:
    void changeEvent(QEvent *event) override;

private:
    void choose();
    void retranslate();
    void updateEnabled();

    QPushButton *m_choose;
    QPushButton *m_clear;
    QLabel *m_state;
    QLabel *m_shown;
    QFormLayout *m_form; // the fields beside a checkpoint, shown once one is read
    QLabel *m_loadBitsLabel;
    QLineEdit *m_loadBits;
    QCheckBox *m_kv;
    QLabel *m_contextLabel;
    QLineEdit *m_context;
    QLabel *m_batchLabel;
    QLineEdit *m_batch;
    QLabel *m_kvBitsLabel;
    QLineEdit *m_kvBits;
    std::optional<Checkpoint> m_checkpoint;
    QString m_path;
    QString m_checkpointPath;
    QString m_error;
    JobTracker m_loads{JobTracker::Policy::LatestOnly};
    bool m_loading = false;
};

} // namespace IteraGpu::Ui
