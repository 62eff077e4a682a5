#include "ui/estimate/estimatetab.h"

#include "core/estimate/checkpointestimate.h"
#include "core/estimate/estimate.h"
#include "core/quality/packageplan.h"
#include "core/util/domainlimits.h"
#include "ui/common/fieldlabels.h"
#include "ui/common/formmemory.h"
#include "ui/common/localizednumbers.h"
#include "ui/common/settings.h"
#include "ui/estimate/checkpointpanel.h"
#include "ui/estimate/planpanel.h"
#include "ui/widgets/chartscale.h"
#include "ui/widgets/chartview.h"
#include "ui/widgets/inlineerror.h"
#include "ui/widgets/scrollpage.h"
#include "ui/widgets/wraplabel.h"

#include <QBarCategoryAxis>
#include <QBarSet>
#include <QCheckBox>
#include <QDragEnterEvent>
#include <QDropEvent>
#include <QEvent>
#include <QFileInfo>
#include <QFormLayout>
#include <QHBoxLayout>
#include <QLabel>
#include <QLineEdit>
#include <QMimeData>
#include <QSettings>
#include <QStackedBarSeries>
#include <QVBoxLayout>
#include <QValueAxis>

using namespace Qt::StringLiterals;

namespace IteraGpu::Ui {

namespace {

// One row of a results table: label, exact bytes (also as tooltip), GiB, GB; below 0.01 GiB the
// size columns read in MiB and MB (or KiB and kB), never "0.00".
QString bytesRow(const QString &label, qint64 bytes)
{
    const QLocale locale;
    const ScaledSize binary = binarySize(bytes);
    const ScaledSize decimal = decimalSize(bytes);
    return u"<tr><td>%1</td><td align='right' title='%2'>%3</td><td align='right'>%4 %5</td><td align='right'>%6 %7</td></tr>"_s
        .arg(label, exactBytes(bytes, locale), exactBytes(bytes, locale), localizedDecimal(binary.number, locale),
             binary.unit, localizedDecimal(decimal.number, locale), decimal.unit);
}

// A row that names the rows under it ("Seed's rule …").
QString captionRow(const QString &caption)
{
    return u"<tr><td colspan='4'><i>%1</i></td></tr>"_s.arg(caption);
}

// A width as the UI language writes it: "4,5" (de), "16".
QString bitsText(const Exact::Decimal &bits)
{
    return localizedDecimal(bits.toString(), QLocale());
}

QString escaped(const QString &text)
{
    return text.toHtmlEscaped();
}

// The first local file or folder of a drag, or an empty string.
QString droppedPath(const QMimeData *mime)
{
    if (!mime || !mime->hasUrls())
        return {};
    for (const QUrl &url : mime->urls()) {
        if (url.isLocalFile())
            return url.toLocalFile();
    }
    return {};
}

// The problems core found, with the reserve's replaced by the reading of the reserve as typed in the
// UI language: core reads only canonical text, and an ambiguous "1.234" is canonical text too.
QList<Error> withReserveReading(QList<Error> problems, const Result<QString> &reserve)
{
    if (!reserve) {
        problems.removeIf([](const Error &e) { return e.field == FieldKey::reserveGib; });
        problems.append(Error{reserve.error(), FieldKey::reserveGib.toString()});
    }
    return problems;
}

} // namespace

EstimateTab::EstimateTab(QWidget *parent)
    : QWidget(parent)
    , m_parameters(new QLineEdit(u"7000000000"_s, this))
    , m_bits(new QLineEdit(u"16"_s, this))
    , m_reserve(new QLineEdit(u"4"_s, this))
    , m_parametersLabel(new QLabel(this))
    , m_bitsLabel(new QLabel(this))
    , m_reserveLabel(new QLabel(this))
    , m_error(new WrapLabel(this))
    , m_results(new WrapLabel(this))
    , m_exclusions(new WrapLabel(this))
    , m_intro(new WrapLabel(this))
    , m_checkpoint(new CheckpointPanel(this))
    , m_plan(new PlanPanel(this))
    , m_weightsSet(new QBarSet(QString()))
    , m_kvSet(new QBarSet(QString()))
    , m_reserveSet(new QBarSet(QString()))
    , m_categoryAxis(new QBarCategoryAxis)
    , m_valueAxis(new QValueAxis)
    , m_plot(new QChart)
{
    setObjectName(u"estimateTab"_s);
    setAcceptDrops(true);
    m_parameters->setObjectName(u"parameters"_s);
    m_bits->setObjectName(u"bits"_s);
    m_reserve->setObjectName(u"reserveGib"_s);
    m_error->setObjectName(u"estimateError"_s);
    m_results->setObjectName(u"estimateResults"_s);
    m_exclusions->setObjectName(u"estimateExclusions"_s);
    m_intro->setWordWrap(true);
    m_error->setWordWrap(true);
    styleAsError(m_error);
    m_results->setTextInteractionFlags(Qt::TextSelectableByMouse);
    m_results->setTextFormat(Qt::RichText);
    m_results->setWordWrap(true);
    m_exclusions->setWordWrap(true);
    m_parametersLabel->setBuddy(m_parameters);
    m_bitsLabel->setBuddy(m_bits);
    m_reserveLabel->setBuddy(m_reserve);
    m_valueAxis->setLabelFormat(u"%.1f"_s);
    m_plot->legend()->setAlignment(Qt::AlignBottom);

    // The first texts and values go in before the series and the axes join the chart: a shown
    // axis lays the chart out again at each change (2 ms of the first frame).
    retranslate();
    auto *series = new QStackedBarSeries;
    series->append(m_weightsSet);
    series->append(m_kvSet);
    series->append(m_reserveSet);
    m_plot->addSeries(series);
    m_plot->addAxis(m_categoryAxis, Qt::AlignBottom);
    m_plot->addAxis(m_valueAxis, Qt::AlignLeft);
    series->attachAxis(m_categoryAxis);
    series->attachAxis(m_valueAxis);
    m_chart = new ChartView(m_plot, this);

    auto *form = new QFormLayout;
    form->addRow(m_parametersLabel, m_parameters);
    form->addRow(m_bitsLabel, m_bits);
    form->addRow(m_reserveLabel, m_reserve);
    auto *leftPage = new QWidget(this);
    auto *left = new QVBoxLayout(leftPage);
    left->setContentsMargins(0, 0, 0, 0);
    left->addWidget(m_intro);
    left->addLayout(form);
    left->addWidget(m_checkpoint);
    left->addWidget(m_error);
    left->addWidget(m_results);
    left->addWidget(m_exclusions);
    left->addWidget(m_plan);
    left->addStretch();
    auto *layout = new QHBoxLayout(this);
    layout->addWidget(new ScrollPage(leftPage, this), 3);
    layout->addWidget(m_chart, 2);

    for (QLineEdit *edit : {m_parameters, m_bits, m_reserve})
        connect(edit, &QLineEdit::textChanged, this, &EstimateTab::recompute);
    connect(m_checkpoint, &CheckpointPanel::changed, this, &EstimateTab::recompute);
}

void EstimateTab::rememberForm()
{
    auto *memory = new FormMemory(SettingsKeys::estimateForm, this);
    memory->addText(m_parameters, u"parameters"_s, FormMemory::count(kParametersRange.min, kParametersRange.max));
    memory->addText(m_bits, u"bits"_s, FormMemory::typedDecimal(kMaxBitsDecimals, kBitsRange.max),
                    FormMemory::storedDecimal(kMaxBitsDecimals, kBitsRange.max),
                    [](const QString &stored) { return editableDecimal(stored); });
    memory->addText(m_reserve, u"reserveGib"_s, FormMemory::typedDecimal(kMaxReserveDecimals, kMaxReserveGib),
                    FormMemory::storedDecimal(kMaxReserveDecimals, kMaxReserveGib),
                    [](const QString &stored) { return editableDecimal(stored); });
    CheckpointPanel *panel = m_checkpoint;
    // Empty (as stored) or a width with decimals, like the bits above.
    const auto optionalBits = [](FormMemory::Normalize check) -> FormMemory::Normalize {
        return [check](const QString &text) -> std::optional<QString> {
            return text.trimmed().isEmpty() ? std::optional<QString>(QString()) : check(text);
        };
    };
    memory->addText(panel->loadBitsEdit(), u"loadBits"_s,
                    optionalBits(FormMemory::typedDecimal(kMaxBitsDecimals, kBitsRange.max)),
                    optionalBits(FormMemory::storedDecimal(kMaxBitsDecimals, kBitsRange.max)),
                    [](const QString &stored) { return editableDecimal(stored); });
    memory->addCheck(panel->kvBox(), u"kvCache"_s);
    memory->addText(panel->contextEdit(), u"kvContext"_s,
                    FormMemory::wholeNumber(kDimensionRange.min, kDimensionRange.max));
    memory->addText(panel->batchEdit(), u"kvBatch"_s,
                    FormMemory::wholeNumber(kDimensionRange.min, kDimensionRange.max));
    memory->addText(panel->kvBitsEdit(), u"kvBits"_s, FormMemory::wholeNumber(kBitsRange.min, kBitsRange.max));
    memory->remember();
    // The checkpoint itself may have changed or gone since: it is never read without the user asking.
    const QVariant last = QSettings().value(SettingsKeys::lastCheckpoint);
    if (last.typeId() == QMetaType::QString && QFileInfo::exists(last.toString()))
        panel->setStartPath(last.toString());
    else if (last.isValid())
        QSettings().remove(SettingsKeys::lastCheckpoint);
    connect(panel, &CheckpointPanel::changed, this, [panel] {
        if (panel->checkpoint())
            QSettings().setValue(SettingsKeys::lastCheckpoint, panel->checkpointPath());
    });
}

void EstimateTab::changeEvent(QEvent *event)
{
    if (event->type() == QEvent::LanguageChange)
        retranslate();
    QWidget::changeEvent(event);
}

void EstimateTab::dragEnterEvent(QDragEnterEvent *event)
{
    if (!droppedPath(event->mimeData()).isEmpty())
        event->acceptProposedAction();
}

void EstimateTab::dropEvent(QDropEvent *event)
{
    const QString path = droppedPath(event->mimeData());
    if (path.isEmpty())
        return;
    event->acceptProposedAction();
    m_checkpoint->load(path);
}

void EstimateTab::retranslate()
{
    m_intro->setText(tr("Weight memory from a parameter count and a bit width, or from a checkpoint's headers. No GPU "
                        "is needed."));
    m_parametersLabel->setText(tr("&Parameters:"));
    m_bitsLabel->setText(tr("&Bits per parameter:"));
    m_reserveLabel->setText(tr("&Reserve (GiB, your assumption):"));
    m_parameters->setToolTip(
        tr("A whole number of parameters: 7000000000, 7,000,000,000 (grouped as your language writes it), 7e9 or 7B."));
    m_bits->setToolTip(
        tr("1 to 64, with up to 2 decimals for an effective width such as %1. When the width is not a multiple "
           "of 8, the packed figure (parameters × bits / 8) comes first; the figure in whole bytes per parameter "
           "(each parameter rounded up to whole bytes: 4 bits take 1 byte) is shown beside it.")
            .arg(editableDecimal(u"4.5"_s)));
    m_reserve->setToolTip(tr("A reserve you choose to add, such as 4 or %1. It is an assumption, not a measurement.")
                              .arg(editableDecimal(u"0.5"_s)));
    m_weightsSet->setLabel(tr("Weights"));
    m_kvSet->setLabel(tr("KV cache"));
    m_reserveSet->setLabel(tr("Reserve"));
    m_categoryAxis->setCategories({tr("Estimate")});
    recompute();
}

void EstimateTab::showFailure()
{
    m_results->setText(tr("No result: correct what is marked in red."));
    plot(-1, 0, 0);
    m_plan->setInput(std::nullopt);
}

void EstimateTab::plot(qint64 weights, qint64 kv, qint64 reserve)
{
    // The chart shows plotted values only, in the unit in which the total reads at least 0.01
    // (GiB, else MiB or KiB); the exact figures are in the table beside it.
    for (QBarSet *set : {m_weightsSet, m_kvSet, m_reserveSet})
        set->remove(0, set->count());
    const ScaledSize total = binarySize(weights < 0 ? 0 : weights + kv + reserve);
    const qint64 unit = total.unit == u"KiB"_s ? qint64(1) << 10 : total.unit == u"MiB"_s ? qint64(1) << 20 : kGiB;
    m_valueAxis->setTitleText(total.unit);
    m_plot->setTitle(total.unit == u"GiB"_s ? tr("Weights, KV cache and reserve (GiB)")
                                            : tr("Weights, KV cache and reserve (%1)").arg(total.unit));
    if (weights < 0)
        return;
    const double values[] = {Exact::quotient(weights, unit, kEstimateDecimals).toDouble(),
                             Exact::quotient(kv, unit, kEstimateDecimals).toDouble(),
                             Exact::quotient(reserve, unit, kEstimateDecimals).toDouble()};
    m_weightsSet->append(values[0]);
    m_kvSet->append(values[1]);
    m_reserveSet->append(values[2]);
    setRoundRange(m_valueAxis, std::max(1.0, values[0] + values[1] + values[2])); // round ticks (chartscale.h)
}

void EstimateTab::recompute()
{
    const bool fromCheckpoint = m_checkpoint->checkpoint().has_value();
    m_parameters->setEnabled(!fromCheckpoint);
    m_bits->setEnabled(!fromCheckpoint);
    if (fromCheckpoint) {
        setInvalid(m_parameters, false);
        setInvalid(m_bits, false);
        recomputeFromCheckpoint();
        return;
    }
    for (QLineEdit *edit : {m_checkpoint->loadBitsEdit(), m_checkpoint->contextEdit(), m_checkpoint->batchEdit(),
                            m_checkpoint->kvBitsEdit()})
        setInvalid(edit, false);
    m_exclusions->setText(tr("Not included: %1. This does not predict whether a real model fits on a card.")
                              .arg(estimateExclusions().join(u", "_s)));
    const Result<QString> reserve = typedDecimal(m_reserve->text(), fieldLabel(FieldKey::reserveGib), false);
    // The width is read as the UI language writes decimals ("4,5" in de), like the reserve.
    const Result<QString> bits = typedDecimal(m_bits->text(), fieldLabel(FieldKey::bits), false);
    const QString texts[] = {m_parameters->text().trimmed(), bits ? *bits : m_bits->text().trimmed(),
                             reserve ? *reserve : m_reserve->text().trimmed()};
    const QList<Error> problems
        = withReserveReading(estimateInputProblems(texts[0], texts[1], texts[2], fieldLabel, QLocale()), reserve);
    showProblems({{m_parameters, FieldKey::parameters}, {m_bits, FieldKey::bits}, {m_reserve, FieldKey::reserveGib}},
                 problems, m_error);
    if (!problems.isEmpty())
        return showFailure();
    auto input = parseEstimateInput(texts[0], texts[1], texts[2], fieldLabel, QLocale());
    const Estimate e = computeEstimate(*input);
    QString html;
    const QString reserveLabel = e.reserveRoundedUp ? tr("Reserve (rounded up to whole bytes)") : tr("Reserve");
    if (e.packedWeightBytes) {
        // A width that is not whole bytes: the packed figure is the headline (and the chart's bar);
        // the whole-bytes figure stays beside it, named as such.
        html = u"<p>"_s
            + tr("%1 bits per parameter, packed: parameters × bits / 8, rounded up to a whole byte in total.")
                  .arg(bitsText(e.input.bits))
            + u"</p><table cellspacing='6'>"_s;
        html += bytesRow(tr("Weights packed (parameters × bits / 8)"), *e.packedWeightBytes);
        html += bytesRow(reserveLabel, e.reserveBytes);
        html += bytesRow(u"<b>"_s + tr("Total with reserve, packed") + u"</b>"_s, *e.packedTotalBytes);
        html += captionRow(
            tr("In whole bytes: %1")
                .arg(tr("%n byte(s) per parameter (bits rounded up to whole bytes).", nullptr, e.bytesPerParameter)));
        html += bytesRow(tr("Weights, whole bytes"), e.weightBytes);
        html += bytesRow(tr("Total with reserve, whole bytes"), e.totalBytes);
    } else {
        html = u"<p>"_s + tr("%n byte(s) per parameter (bits rounded up to whole bytes).", nullptr, e.bytesPerParameter)
            + u"</p><table cellspacing='6'>"_s;
        html += bytesRow(tr("Weights"), e.weightBytes);
        html += bytesRow(reserveLabel, e.reserveBytes);
        html += bytesRow(u"<b>"_s + tr("Total with reserve") + u"</b>"_s, e.totalBytes);
    }
    html += u"</table><p>"_s + tr("GiB = 2^30 bytes, GB = 10^9 bytes; rounded half up to 2 decimals; bytes are exact.")
        + u"</p>"_s;
    m_results->setText(html);
    plot(e.headlineWeightBytes(), 0, e.reserveBytes);
    m_plan->setInput(planInputFromEstimate(e));
}

void EstimateTab::recomputeFromCheckpoint()
{
    CheckpointPanel *panel = m_checkpoint;
    const Result<QString> reserve = typedDecimal(m_reserve->text(), fieldLabel(FieldKey::reserveGib), false);
    const QString loadText = panel->loadBitsEdit()->text().trimmed();
    const Result<QString> loadBits = loadText.isEmpty() ? Result<QString>(QString())
                                                        : typedDecimal(loadText, fieldLabel(FieldKey::loadBits), false);
    const QString texts[] = {loadBits ? *loadBits : loadText, panel->contextEdit()->text().trimmed(),
                             panel->batchEdit()->text().trimmed(), panel->kvBitsEdit()->text().trimmed(),
                             reserve ? *reserve : m_reserve->text().trimmed()};
    const bool kv = panel->kvBox()->isChecked();
    const QList<Error> problems = withReserveReading(
        checkpointOptionProblems(texts[0], kv, texts[1], texts[2], texts[3], texts[4], fieldLabel), reserve);
    showProblems({{panel->loadBitsEdit(), FieldKey::loadBits},
                  {panel->contextEdit(), FieldKey::context},
                  {panel->batchEdit(), FieldKey::batch},
                  {panel->kvBitsEdit(), FieldKey::kvBits},
                  {m_reserve, FieldKey::reserveGib}},
                 problems, m_error);
    if (!problems.isEmpty())
        return showFailure();
    auto options = parseCheckpointOptions(texts[0], kv, texts[1], texts[2], texts[3], texts[4], fieldLabel);
    auto estimate = estimateFromCheckpoint(*panel->checkpoint(), *options);
    if (!estimate) {
        m_error->setText(estimate.error());
        return showFailure();
    }
    const CheckpointEstimate &e = *estimate;
    const Checkpoint &c = e.checkpoint;
    const QLocale locale;
    QString html = u"<p>"_s
        + tr("%n tensor(s), %1 elements, read from the headers only.", nullptr, int(c.tensors.size()))
              .arg(locale.toString(c.totalElements));
    if (c.largest >= 0) {
        const CheckpointTensor &t = c.tensors[c.largest];
        html += u"<br>"_s
            + tr("Largest tensor: %1, %2, %3.")
                  .arg(escaped(t.name), escaped(tensorShapeText(t)), exactBytes(t.bytes, locale));
    }
    html += u"</p><table cellspacing='6'>"_s;
    for (const TypeTotal &t : c.byType)
        html += bytesRow(tr("%1 (%n tensor(s))", nullptr, int(t.tensors)).arg(escaped(t.type)), t.bytes);
    if (e.load) {
        // The cast is what the GPU holds: it is the weights line of the total and of the chart; the
        // stored bytes stay shown above it.
        const QString bits = bitsText(e.load->input.bits);
        html += bytesRow(tr("Stored weights (replaced by the cast on load)"), c.totalBytes);
        if (e.load->packedWeightBytes) {
            html += bytesRow(u"<b>"_s + tr("Cast to %1 bits on load, packed (counted)").arg(bits) + u"</b>"_s,
                             *e.load->packedWeightBytes);
            html += bytesRow(tr("Cast to %1 bits on load, in whole bytes per element (not counted)").arg(bits),
                             e.load->weightBytes);
        } else {
            html += bytesRow(u"<b>"_s + tr("Cast to %1 bits on load (counted)").arg(bits) + u"</b>"_s,
                             e.load->weightBytes);
        }
    } else {
        html += bytesRow(u"<b>"_s + tr("Stored weights") + u"</b>"_s, c.totalBytes);
    }
    if (e.kv)
        html += bytesRow(tr("KV cache"), e.kv->bytes);
    html += bytesRow(e.reserveRoundedUp ? tr("Reserve (rounded up to whole bytes)") : tr("Reserve"), e.reserveBytes);
    html += bytesRow(u"<b>"_s + tr("Total") + u"</b>"_s, e.totalBytes);
    html += u"</table>"_s;
    if (const QString note = packingNote(c); !note.isEmpty())
        html += u"<p>"_s + escaped(note) + u"</p>"_s;
    if (!e.loadProblem.isEmpty())
        html += u"<p>"_s + escaped(e.loadProblem) + u"</p>"_s;
    if (e.kv) {
        const KvShape &s = e.kv->shape;
        QString inputs
            = tr("KV cache = %1 layers × %2 batch × %3 context × %4 key/value heads × (%5 + %6) × %7 bits / 8, "
                 "from %8.")
                  .arg(s.layers)
                  .arg(e.kv->input.batch)
                  .arg(e.kv->effectiveContext)
                  .arg(s.kvHeads)
                  .arg(s.keyLength)
                  .arg(s.valueLength)
                  .arg(e.kv->input.bits)
                  .arg(s.source);
        if (s.slidingWindow && e.kv->effectiveContext < e.kv->input.context)
            inputs += u' '
                + tr("The sliding window of %1 tokens caps the context of %2.")
                      .arg(*s.slidingWindow)
                      .arg(e.kv->input.context);
        for (const QString &note : s.notes)
            inputs += u" ("_s + note + u')';
        html += u"<p>"_s + escaped(inputs) + u"</p>"_s;
    } else if (!e.kvProblem.isEmpty()) {
        html += u"<p>"_s + escaped(tr("KV cache: %1").arg(e.kvProblem)) + u"</p>"_s;
    }
    html += u"<p>"_s + tr("GiB = 2^30 bytes, GB = 10^9 bytes; rounded half up to 2 decimals; bytes are exact.")
        + u"</p>"_s;
    m_results->setText(html);
    m_exclusions->setText(tr("Not included: %1. This does not predict whether a real model fits on a card.")
                              .arg(checkpointExclusions(e.kv.has_value()).join(u", "_s)));
    plot(e.weightBytes, e.kv ? e.kv->bytes : 0, e.reserveBytes);
    m_plan->setInput(planInputFromCheckpoint(e));
}

QString EstimateTab::resultText() const
{
    // The shown HTML without its tags (each tag becomes a space), in one pass.
    const QString html = m_results->text();
    QString text;
    text.reserve(html.size());
    bool inTag = false;
    for (const QChar c : html) {
        if (c == u'<') {
            inTag = true;
        } else if (c == u'>' && inTag) {
            inTag = false;
            text.append(u' ');
        } else if (!inTag) {
            text.append(c);
        }
    }
    return text.simplified();
}

} // namespace IteraGpu::Ui
