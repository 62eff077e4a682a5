#include "estimatetab.h"

#include "chartview.h"
#include "estimate.h"
#include "fieldlabels.h"
#include "inlineerror.h"
#include "localizednumbers.h"

#include <QBarCategoryAxis>
#include <QBarSet>
#include <QEvent>
#include <QFormLayout>
#include <QHBoxLayout>
#include <QLabel>
#include <QLineEdit>
#include <QRegularExpression>
#include <QStackedBarSeries>
#include <QVBoxLayout>
#include <QValueAxis>

using namespace Qt::StringLiterals;

namespace IteraGpu::Ui {

EstimateTab::EstimateTab(QWidget *parent)
    : QWidget(parent)
    , m_parameters(new QLineEdit(u"7000000000"_s, this))
    , m_bits(new QLineEdit(u"16"_s, this))
    , m_reserve(new QLineEdit(u"4"_s, this))
    , m_parametersLabel(new QLabel(this))
    , m_bitsLabel(new QLabel(this))
    , m_reserveLabel(new QLabel(this))
    , m_error(new QLabel(this))
    , m_results(new QLabel(this))
    , m_exclusions(new QLabel(this))
    , m_intro(new QLabel(this))
    , m_chart(new ChartView(this))
    , m_weightsSet(new QBarSet(QString()))
    , m_reserveSet(new QBarSet(QString()))
    , m_categoryAxis(new QBarCategoryAxis)
    , m_valueAxis(new QValueAxis)
{
    setObjectName(u"estimateTab"_s);
    m_parameters->setObjectName(u"parameters"_s);
    m_bits->setObjectName(u"bits"_s);
    m_reserve->setObjectName(u"reserveGib"_s);
    m_error->setObjectName(u"estimateError"_s);
    m_results->setObjectName(u"estimateResults"_s);
    m_intro->setWordWrap(true);
    m_error->setWordWrap(true);
    styleAsError(m_error);
    m_results->setTextInteractionFlags(Qt::TextSelectableByMouse);
    m_results->setTextFormat(Qt::RichText);
    m_exclusions->setWordWrap(true);
    m_parametersLabel->setBuddy(m_parameters);
    m_bitsLabel->setBuddy(m_bits);
    m_reserveLabel->setBuddy(m_reserve);

    auto *form = new QFormLayout;
    form->addRow(m_parametersLabel, m_parameters);
    form->addRow(m_bitsLabel, m_bits);
    form->addRow(m_reserveLabel, m_reserve);

    auto *series = new QStackedBarSeries;
    series->append(m_weightsSet);
    series->append(m_reserveSet);
    auto *chart = new QChart;
    chart->addSeries(series);
    chart->addAxis(m_categoryAxis, Qt::AlignBottom);
    chart->addAxis(m_valueAxis, Qt::AlignLeft);
    series->attachAxis(m_categoryAxis);
    series->attachAxis(m_valueAxis);
    m_valueAxis->setLabelFormat(u"%.1f"_s);
    chart->legend()->setAlignment(Qt::AlignBottom);
    m_chart->setChart(chart);

    auto *left = new QVBoxLayout;
    left->addWidget(m_intro);
    left->addLayout(form);
    left->addWidget(m_error);
    left->addWidget(m_results);
    left->addWidget(m_exclusions);
    left->addStretch();
    auto *layout = new QHBoxLayout(this);
    layout->addLayout(left, 3);
    layout->addWidget(m_chart, 2);

    for (QLineEdit *edit : {m_parameters, m_bits, m_reserve})
        connect(edit, &QLineEdit::textChanged, this, &EstimateTab::recompute);
    retranslate();
}

void EstimateTab::changeEvent(QEvent *event)
{
    if (event->type() == QEvent::LanguageChange)
        retranslate();
    QWidget::changeEvent(event);
}

void EstimateTab::retranslate()
{
    m_intro->setText(tr("Weight memory from a parameter count and a bit width. No GPU is needed."));
    m_parametersLabel->setText(tr("&Parameters:"));
    m_bitsLabel->setText(tr("&Bits per parameter:"));
    m_reserveLabel->setText(tr("&Reserve (GiB, your assumption):"));
    m_parameters->setToolTip(tr("A positive whole number, digits only (7000000000, not 7e9)."));
    m_bits->setToolTip(tr("1 to 64; rounded up to whole bytes (4 bits take 1 byte, 9 bits take 2)."));
    m_reserve->setToolTip(tr("A reserve you choose to add, such as 4 or 0.5. It is an assumption, not a measurement."));
    m_weightsSet->setLabel(tr("Weights"));
    m_reserveSet->setLabel(tr("Reserve"));
    m_categoryAxis->setCategories({tr("Estimate")});
    m_valueAxis->setTitleText(tr("GiB"));
    m_chart->chart()->setTitle(tr("Weights and reserve (GiB)"));
    QStringList items;
    for (const QString &item : estimateExclusions())
        items.append(item);
    m_exclusions->setText(
        tr("Not included: %1. This does not predict whether a real model fits on a card.").arg(items.join(u", "_s)));
    recompute();
}

void EstimateTab::recompute()
{
    auto input = parseEstimateInput(m_parameters->text().trimmed(), m_bits->text().trimmed(),
                                    m_reserve->text().trimmed(), fieldLabel);
    setInvalid(m_parameters, !input && input.errorField() == FieldKey::parameters);
    setInvalid(m_bits, !input && input.errorField() == FieldKey::bits);
    setInvalid(m_reserve, !input && input.errorField() == FieldKey::reserveGib);
    if (!input) {
        m_error->setText(input.error());
        m_error->show();
        m_results->setText(tr("No result: correct the field marked in red."));
        m_weightsSet->remove(0, m_weightsSet->count());
        m_reserveSet->remove(0, m_reserveSet->count());
        return;
    }
    m_error->clear();
    m_error->hide();
    const Estimate e = computeEstimate(*input);
    const QLocale locale;
    const auto row = [&](const QString &label, qint64 bytes) {
        return u"<tr><td>%1</td><td align='right' title='%2'>%3</td><td align='right'>%4 GiB</td><td align='right'>%5 GB</td></tr>"_s
            .arg(label, exactBytes(bytes, locale), exactBytes(bytes, locale), localizedDecimal(gibText(bytes), locale),
                 localizedDecimal(gbText(bytes), locale));
    };
    QString html = u"<p>"_s
        + tr("%n byte(s) per parameter (bits rounded up to whole bytes).", nullptr, e.bytesPerParameter) + u"</p>"_s;
    html += u"<table cellspacing='6'>"_s;
    html += row(tr("Weights"), e.weightBytes);
    html += row(e.reserveRoundedUp ? tr("Reserve (rounded up to whole bytes)") : tr("Reserve"), e.reserveBytes);
    html += row(u"<b>"_s + tr("Total with reserve") + u"</b>"_s, e.totalBytes);
    html += u"</table><p>"_s + tr("GiB = 2^30 bytes, GB = 10^9 bytes; rounded half up to 2 decimals; bytes are exact.")
        + u"</p>"_s;
    m_results->setText(html);

    // The chart shows GiB as plotted values only; the exact figures are in the table beside it.
    const double weights = gibText(e.weightBytes).toDouble();
    const double reserve = gibText(e.reserveBytes).toDouble();
    m_weightsSet->remove(0, m_weightsSet->count());
    m_reserveSet->remove(0, m_reserveSet->count());
    m_weightsSet->append(weights);
    m_reserveSet->append(reserve);
    m_valueAxis->setRange(0, std::max(1.0, (weights + reserve) * 1.1));
}

QString EstimateTab::resultText() const
{
    QString text = m_results->text();
    text.replace(QRegularExpression(u"<[^>]*>"_s), u" "_s);
    return text.simplified();
}

} // namespace IteraGpu::Ui
