#include "ui/helpview.h"

#include "ui/common/windowkeys.h"

#include <QDialogButtonBox>
#include <QEvent>
#include <QKeySequence>
#include <QPushButton>
#include <QShortcut>
#include <QTextBrowser>
#include <QVBoxLayout>

using namespace Qt::StringLiterals;

namespace IteraGpu::Ui {

namespace {

struct Key
{
    QString keys;
    QString what;
};

QString keyText(const QKeySequence &keys)
{
    return keys.toString(QKeySequence::NativeText);
}

QString keyList(const QList<Key> &keys)
{
    QString html = u"<ul>"_s;
    for (const Key &key : keys)
        html += u"<li><b>"_s + key.keys.toHtmlEscaped() + u"</b> "_s + key.what.toHtmlEscaped() + u"</li>"_s;
    return html + u"</ul>"_s;
}

} // namespace

HelpView::HelpView(QWidget *parent)
    : QWidget(parent)
    , m_browser(new QTextBrowser(this))
    , m_buttons(new QDialogButtonBox(QDialogButtonBox::Close, this))
{
    setObjectName(u"helpView"_s);
    setWindowFlag(Qt::Window);
    m_browser->setOpenLinks(false);
    auto *layout = new QVBoxLayout(this);
    layout->addWidget(m_browser);
    layout->addWidget(m_buttons);
    connect(m_buttons, &QDialogButtonBox::rejected, this, &QWidget::close);
    // A plain window, not a dialog: Esc and Ctrl+W close it only through shortcuts of its own
    // (window context, so that they never reach the main window behind it).
    for (const QKeySequence &keys : {QKeySequence(Qt::Key_Escape), QKeySequence(Qt::CTRL | Qt::Key_W)}) {
        auto *shortcut = new QShortcut(keys, this);
        shortcut->setContext(Qt::WindowShortcut);
        connect(shortcut, &QShortcut::activated, this, &QWidget::close);
    }
    resize(560, 600);
    render();
}

void HelpView::setTopic(Topic topic)
{
    m_topic = topic;
    render();
}

void HelpView::changeEvent(QEvent *event)
{
    if (event->type() == QEvent::LanguageChange)
        render();
    QWidget::changeEvent(event);
}

void HelpView::render()
{
    setWindowTitle(tr("IteraGPU Lab help"));
    m_buttons->button(QDialogButtonBox::Close)->setText(tr("&Close"));
    m_browser->setHtml(html(m_topic));
}

QString HelpView::html(Topic topic)
{
    QString title;
    QString does;
    QString includes;
    QString excludes;
    QList<Key> keys{{keyText(windowKey(WindowKey::Help)), tr("this help; it follows the current tab")},
                    {keyText(Qt::Key_Escape) + u", "_s + keyText(Qt::CTRL | Qt::Key_W), tr("close this help")},
                    {keyText(Qt::ALT | Qt::Key_1) + u" … "_s + keyText(Qt::ALT | Qt::Key_4), tr("go to a tab")}};
    switch (topic) {
    case Topic::Estimate:
        title = tr("Estimate: the memory of the weights");
        does = tr("Computes the bytes of a model's weights from its parameter count and bits per parameter, or "
                  "from a checkpoint's headers (safetensors, GGUF). No GPU is needed.");
        includes = tr("Parameters × bytes per parameter (bits rounded up to whole bytes), in GiB and in GB, plus "
                      "the reserve you type, which is your assumption. For sub-byte widths the packed figure is "
                      "shown beside it; the KV cache is a separate line, only when you ask for it.");
        excludes = tr("Activations, the KV cache unless asked for, quantisation metadata, gradients, optimiser "
                      "state, libraries and runtime. It does not say whether a real model fits on a card.");
        break;
    case Topic::Environment:
        title = tr("Environment: what this machine offers");
        does = tr("Probes the chosen device through the libtorch module: application, Qt and OS versions, "
                  "libtorch and the CUDA or HIP version it was built with, the device's name, memory and compute "
                  "capability. A missing GPU is a finding, not an error.");
        includes = tr("The driver version only as you type it (from nvidia-smi or rocm-smi). The allocator and "
                      "cuBLAS configuration variables, values only, when they are set.");
        excludes = tr("Other environment variables, user and host names, folders, serial numbers, UUIDs and "
                      "network addresses are never collected. After a change of device the probe shown is stale: "
                      "probe again before exporting it.");
        keys.append({keyText(windowKey(WindowKey::OpenReport)), tr("open an environment report")});
        break;
    case Topic::Measure:
        title = tr("Measure: one bounded run");
        does = tr("Runs a synthetic Linear → GELU → Linear on the chosen device, phase by phase, and writes a "
                  "new JSON report; an existing file is never overwritten. cpu is an explicit dry run: real "
                  "forwards and times, no memory counters.");
        includes = tr("Per phase: the time, with host overhead and synchronisation, and the counters of this "
                      "process's caching allocator on the device. Allocated is part of reserved; the two peaks are "
                      "separate maxima. After the warm-up, the time left is an estimate from the measured forwards.");
        excludes = tr("Other processes, the driver and the rest of the card; attention, KV cache and gradients. "
                      "It is not an LLM benchmark. Cancel stops after the current forward and keeps the phases "
                      "measured.");
        keys.append({keyText(windowKey(WindowKey::OpenReport)), tr("open a measurement report")});
        keys.append({keyText(windowKey(WindowKey::Compare)), tr("compare runs")});
        break;
    case Topic::QualityCost:
        title = tr("Quality and cost: protocol, results, package");
        does = tr("Fix the quality protocol before the first run, record every real run in the results grid, "
                  "and price a rental package from the tariff catalog.");
        includes = tr("Fixing records the UTC time and the SHA-256 of the fields; later changes are amendments, "
                      "kept in the history. Total = lot price × lots; the cost per accepted result only when you "
                      "give the number of distinct accepted units.");
        excludes = tr("Availability or reservation (check the offer before buying), currency conversion and "
                      "hourly pro-rata. The shipped catalog is an illustrative sample. Repetitions of a benchmark "
                      "are not new useful units.");
        keys.append(
            {keyText(windowKey(WindowKey::OpenExperiment)), tr("open an experiment (its protocol, grid and reports)")});
        keys.append(
            {keyText(windowKey(WindowKey::SaveExperiment)), tr("save the experiment (the protocol and the grid)")});
        keys.append({keyText(windowKey(WindowKey::AddRow)), tr("add a row to the results grid")});
        keys.append({keyText(windowKey(WindowKey::Undo)), tr("undo a change of the grid")});
        keys.append({keyText(windowKey(WindowKey::ExportBundle)), tr("export the report bundle")});
        break;
    }
    return u"<h3>"_s + title.toHtmlEscaped() + u"</h3><p>"_s + does.toHtmlEscaped() + u"</p><p><b>"_s
        + tr("What the numbers include:").toHtmlEscaped() + u"</b> "_s + includes.toHtmlEscaped() + u"</p><p><b>"_s
        + tr("Not included:").toHtmlEscaped() + u"</b> "_s + excludes.toHtmlEscaped() + u"</p><p><b>"_s
        + tr("Keys").toHtmlEscaped() + u"</b></p>"_s + keyList(keys) + u"<p><small>"_s
        + tr("Alt and an underlined letter go to the field or button with that letter.").toHtmlEscaped()
        + u"</small></p>"_s;
}

} // namespace IteraGpu::Ui
