#include "ui/estimate/checkpointpanel.h"

#include "ui/estimate/checkpointdialog.h"
#include "ui/widgets/inlineerror.h"
#include "ui/widgets/wraplabel.h"

#include <QCheckBox>
#include <QDir>
#include <QEvent>
#include <QFormLayout>
#include <QHBoxLayout>
#include <QLabel>
#include <QLineEdit>
#include <QPushButton>
#include <QVBoxLayout>

using namespace Qt::StringLiterals;

namespace IteraGpu::Ui {

CheckpointPanel::CheckpointPanel(QWidget *parent)
    : QWidget(parent)
    , m_choose(new QPushButton(this))
    , m_clear(new QPushButton(this))
    , m_state(new WrapLabel(this))
    , m_shown(new WrapLabel(this))
    , m_form(new QFormLayout)
    , m_loadBitsLabel(new QLabel(this))
    , m_loadBits(new QLineEdit(this))
    , m_kv(new QCheckBox(this))
    , m_contextLabel(new QLabel(this))
    , m_context(new QLineEdit(u"4096"_s, this))
    , m_batchLabel(new QLabel(this))
    , m_batch(new QLineEdit(u"1"_s, this))
    , m_kvBitsLabel(new QLabel(this))
    , m_kvBits(new QLineEdit(u"16"_s, this))
{
    setObjectName(u"checkpointPanel"_s);
    m_choose->setObjectName(u"fromCheckpoint"_s);
    m_clear->setObjectName(u"clearCheckpoint"_s);
    m_state->setObjectName(u"checkpointState"_s);
    m_shown->setObjectName(u"checkpointShown"_s);
    m_loadBits->setObjectName(u"loadBits"_s);
    m_kv->setObjectName(u"kvCache"_s);
    m_context->setObjectName(u"kvContext"_s);
    m_batch->setObjectName(u"kvBatch"_s);
    m_kvBits->setObjectName(u"kvBits"_s);
    m_state->setWordWrap(true);
    m_state->setTextInteractionFlags(Qt::TextSelectableByMouse);
    m_shown->setWordWrap(true);
    m_shown->setTextInteractionFlags(Qt::TextSelectableByMouse);
    m_loadBitsLabel->setBuddy(m_loadBits);
    m_contextLabel->setBuddy(m_context);
    m_batchLabel->setBuddy(m_batch);
    m_kvBitsLabel->setBuddy(m_kvBits);

    auto *buttons = new QHBoxLayout;
    buttons->addWidget(m_choose);
    buttons->addWidget(m_clear);
    buttons->addStretch();
    m_form->addRow(m_loadBitsLabel, m_loadBits);
    m_form->addRow(m_kv);
    m_form->addRow(m_contextLabel, m_context);
    m_form->addRow(m_batchLabel, m_batch);
    m_form->addRow(m_kvBitsLabel, m_kvBits);
    auto *layout = new QVBoxLayout(this);
    layout->setContentsMargins(0, 0, 0, 0);
    layout->addLayout(buttons);
    layout->addWidget(m_state);
    layout->addWidget(m_shown);
    layout->addLayout(m_form);

    connect(m_choose, &QPushButton::clicked, this, &CheckpointPanel::choose);
    connect(m_clear, &QPushButton::clicked, this, &CheckpointPanel::clear);
    connect(m_kv, &QCheckBox::toggled, this, [this] {
        updateEnabled();
        Q_EMIT changed();
    });
    for (QLineEdit *edit : {m_loadBits, m_context, m_batch, m_kvBits})
        connect(edit, &QLineEdit::textChanged, this, &CheckpointPanel::changed);
    retranslate();
    updateEnabled();
}

void CheckpointPanel::changeEvent(QEvent *event)
{
    if (event->type() == QEvent::LanguageChange)
        retranslate();
    QWidget::changeEvent(event);
}

void CheckpointPanel::retranslate()
{
    m_choose->setText(tr("From &checkpoint…"));
    m_choose->setToolTip(tr("A .safetensors file, a model.safetensors.index.json, a .gguf file or a folder holding "
                            "one; only the headers are read. You can also drop a file or a folder on this tab."));
    m_clear->setText(tr("&Use parameters instead"));
    m_loadBitsLabel->setText(tr("&Load as (bits, optional):"));
    m_loadBits->setPlaceholderText(tr("as stored"));
    m_loadBits->setToolTip(tr("If the weights are cast on load, their bytes at this width are shown beside the "
                              "stored bytes, never instead of them."));
    m_kv->setText(tr("Add the &KV cache (from config.json or the GGUF metadata)"));
    m_contextLabel->setText(tr("C&ontext (tokens):"));
    m_batchLabel->setText(tr("B&atch (sequences):"));
    m_kvBitsLabel->setText(tr("KV cache b&its:"));
    // The state line (reading, the last error or a hint) sits above the checkpoint that is shown, so
    // that a refused file never hides the one the estimate still comes from.
    if (m_loading)
        m_state->setText(tr("Reading the headers of %1…").arg(QDir::toNativeSeparators(m_path)));
    else if (!m_error.isEmpty())
        m_state->setText(m_error);
    else if (!m_checkpoint)
        m_state->setText(tr("Or type a parameter count above."));
    m_state->setVisible(m_loading || !m_error.isEmpty() || !m_checkpoint);
    if (m_checkpoint && !m_error.isEmpty())
        m_shown->setText(tr("Still shown: the checkpoint read before, %1.").arg(m_checkpoint->files.join(u", "_s)));
    else if (m_checkpoint)
        m_shown->setText(tr("Checkpoint: %1").arg(m_checkpoint->files.join(u", "_s)));
    m_shown->setVisible(m_checkpoint.has_value());
}

void CheckpointPanel::updateEnabled()
{
    const bool loaded = m_checkpoint.has_value();
    m_clear->setEnabled(loaded || !m_error.isEmpty());
    for (int row = 0; row < m_form->rowCount(); ++row)
        m_form->setRowVisible(row, loaded);
    for (QLineEdit *edit : {m_context, m_batch, m_kvBits})
        edit->setEnabled(m_kv->isChecked());
}

void CheckpointPanel::choose()
{
    CheckpointDialog dialog(this, m_path);
    dialog.setWindowTitle(tr("Estimate from a checkpoint"));
    dialog.setNameFilter(tr("Checkpoints (*.safetensors *.gguf *.safetensors.index.json);;All files (*)"));
    if (dialog.exec() == QDialog::Accepted && !dialog.chosenPath().isEmpty())
        load(dialog.chosenPath());
}

QCoro::Task<> CheckpointPanel::load(QString path)
{
    m_path = path;
    m_loading = true;
    m_error.clear();
    showInPlainColour(m_state);
    retranslate();
    // A newer load, clear() or the panel's end stops this parse (checked every few thousand entries).
    QCoro::Task<std::optional<Result<Checkpoint>>> reading
        = m_loads.start([path](const JobContext &job) { return readCheckpointCancellable(path, job.cancelFlag()); });
    std::optional<Result<Checkpoint>> result = co_await std::move(reading);
    if (!result)
        co_return; // closed, or a newer load or a clear() came in the meantime
    m_loading = false;
    if (*result) {
        m_checkpoint = std::move(**result);
        m_checkpointPath = path;
    } else {
        m_error = result->error(); // the checkpoint read before, if any, stays
    }
    if (*result)
        showInPlainColour(m_state);
    else
        styleAsError(m_state);
    retranslate();
    updateEnabled();
    Q_EMIT changed();
}

CheckpointPanel::~CheckpointPanel() = default;

void CheckpointPanel::clear()
{
    m_loads.dropRunning();
    m_loading = false;
    m_checkpoint.reset();
    m_checkpointPath.clear();
    m_error.clear();
    showInPlainColour(m_state);
    retranslate();
    updateEnabled();
    Q_EMIT changed();
}

} // namespace IteraGpu::Ui
