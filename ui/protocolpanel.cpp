#include "protocolpanel.h"

#include "inlineerror.h"
#include <QComboBox>
#include <QDateTime>
#include <QEvent>
#include <QFormLayout>
#include <QHBoxLayout>
#include <QLabel>
#include <QLineEdit>
#include <QListWidget>
#include <QLocale>
#include <QPlainTextEdit>
#include <QPushButton>
#include <QVBoxLayout>

using namespace Qt::StringLiterals;

namespace IteraGpu::Ui {

ProtocolPanel::ProtocolPanel(QWidget *parent)
    : QWidget(parent)
    , m_usefulUnit(new QLineEdit(this))
    , m_metric(new QLineEdit(this))
    , m_comparison(new QComboBox(this))
    , m_threshold(new QLineEdit(this))
    , m_corpus(new QPlainTextEdit(this))
    , m_corpusSize(new QLineEdit(this))
    , m_decisionRule(new QPlainTextEdit(this))
    , m_reason(new QLineEdit(this))
    , m_state(new QLabel(this))
    , m_error(new QLabel(this))
    , m_history(new QListWidget(this))
    , m_fix(new QPushButton(this))
    , m_amend(new QPushButton(this))
    , m_readText(new QPushButton(this))
{
    setObjectName(u"protocolPanel"_s);
    m_usefulUnit->setObjectName(u"usefulUnit"_s);
    m_metric->setObjectName(u"qualityMetric"_s);
    m_threshold->setObjectName(u"threshold"_s);
    m_corpusSize->setObjectName(u"corpusSize"_s);
    m_reason->setObjectName(u"amendmentReason"_s);
    m_comparison->addItems(QualityProtocol::comparisons());
    for (QPlainTextEdit *edit : {m_corpus, m_decisionRule})
        edit->setMaximumHeight(60);
    m_state->setWordWrap(true);
    m_state->setTextInteractionFlags(Qt::TextSelectableByMouse);
    m_error->setWordWrap(true);
    styleAsError(m_error);
    m_history->setMaximumHeight(80);

    auto *form = new QFormLayout;
    form->setRowWrapPolicy(QFormLayout::WrapLongRows); // a long label goes above its field in a narrow pane
    const QList<QWidget *> fields{m_usefulUnit, m_metric,     m_comparison,   m_threshold,
                                  m_corpus,     m_corpusSize, m_decisionRule, m_reason};
    for (QWidget *field : fields) {
        auto *label = new QLabel(this);
        label->setBuddy(field);
        m_labels.append(label);
        form->addRow(label, field);
    }
    auto *buttons = new QHBoxLayout;
    buttons->addWidget(m_fix);
    buttons->addWidget(m_amend);
    buttons->addStretch();
    buttons->addWidget(m_readText);
    auto *layout = new QVBoxLayout(this);
    layout->addLayout(form);
    layout->addLayout(buttons);
    layout->addWidget(m_error);
    layout->addWidget(m_state);
    layout->addWidget(m_history);

    const auto changed = [this] {
        if (!m_loading) {
            setModified(true);
            Q_EMIT edited(false);
        }
        m_error->clear();
    };
    for (QLineEdit *edit : {m_usefulUnit, m_metric, m_threshold, m_corpusSize})
        connect(edit, &QLineEdit::textEdited, this, changed);
    for (QPlainTextEdit *edit : {m_corpus, m_decisionRule})
        connect(edit, &QPlainTextEdit::textChanged, this, changed);
    connect(m_comparison, &QComboBox::activated, this, changed);
    connect(m_reason, &QLineEdit::textEdited, this, [this] { Q_EMIT edited(false); });
    connect(m_fix, &QPushButton::clicked, this, &ProtocolPanel::fix);
    connect(m_amend, &QPushButton::clicked, this, &ProtocolPanel::amend);
    connect(m_readText, &QPushButton::clicked, this, &ProtocolPanel::showProtocolText);
    retranslate();
}

void ProtocolPanel::changeEvent(QEvent *event)
{
    if (event->type() == QEvent::LanguageChange)
        retranslate();
    QWidget::changeEvent(event);
}

void ProtocolPanel::retranslate()
{
    const QStringList labels{tr("&Useful unit (one accepted result):"),
                             tr("Quality &metric:"),
                             tr("Comparis&on:"),
                             tr("&Threshold:"),
                             tr("&Corpus of distinct units:"),
                             tr("Corpus si&ze:"),
                             tr("&Decision rule:"),
                             tr("Amendment &reason:")};
    for (qsizetype i = 0; i < m_labels.size(); ++i)
        m_labels.at(i)->setText(labels.value(i));
    m_threshold->setPlaceholderText(tr("e.g. 0.90 (decimal point '.')"));
    m_reason->setPlaceholderText(tr("Required once a result row exists"));
    m_fix->setText(tr("&Fix protocol"));
    m_amend->setText(tr("Am&end"));
    m_readText->setText(tr("Read the protocol…"));
    refresh();
}

ProtocolFields ProtocolPanel::typedFields() const
{
    return ProtocolFields{
        m_usefulUnit->text().trimmed(),         m_metric->text().trimmed(),        m_comparison->currentText(),
        m_threshold->text().trimmed(),          m_corpus->toPlainText().trimmed(), m_corpusSize->text().trimmed(),
        m_decisionRule->toPlainText().trimmed()};
}

void ProtocolPanel::setTypedFields(const ProtocolFields &f)
{
    m_loading = true;
    m_usefulUnit->setText(f.usefulUnit);
    m_metric->setText(f.qualityMetric);
    m_comparison->setCurrentText(f.comparison.isEmpty() ? u">="_s : f.comparison);
    m_threshold->setText(f.threshold);
    m_corpus->setPlainText(f.corpus);
    m_corpusSize->setText(f.corpusSize);
    m_decisionRule->setPlainText(f.decisionRule);
    m_loading = false;
}

void ProtocolPanel::setModified(bool modified)
{
    if (m_modified == modified)
        return;
    m_modified = modified;
    Q_EMIT modifiedChanged(modified);
}

bool ProtocolPanel::fix()
{
    if (Status s = m_protocol.setDraft(typedFields()); !s) {
        m_error->setText(s.error());
        return false;
    }
    if (Status s = m_protocol.fix(QDateTime::currentDateTimeUtc()); !s) {
        m_error->setText(s.error());
        return false;
    }
    m_error->clear();
    setModified(true); // fixed but not saved to a file yet
    refresh();
    Q_EMIT edited(true);
    return true;
}

bool ProtocolPanel::amend()
{
    const Status s
        = m_protocol.amend(typedFields(), m_reason->text(), m_resultsExist(), QDateTime::currentDateTimeUtc());
    if (!s) {
        m_error->setText(s.error());
        return false;
    }
    m_reason->clear();
    m_error->clear();
    setModified(true);
    refresh();
    Q_EMIT edited(true);
    return true;
}

void ProtocolPanel::refresh()
{
    const bool fixed = m_protocol.isFixed();
    m_fix->setEnabled(!fixed);
    m_amend->setEnabled(fixed);
    m_reason->setEnabled(fixed);
    if (fixed) {
        const QDateTime at = m_protocol.lock()->fixedAtUtc;
        m_state->setText(
            tr("Fixed on %1 (UTC). SHA-256 of the canonical JSON: %2. Changes now go through an amendment; "
               "once a result row exists, an amendment needs a reason.")
                .arg(at.toString(Qt::ISODate), m_protocol.lock()->sha256));
    } else {
        m_state->setText(tr("Not fixed yet. Fill in every field and fix the protocol before the first run: the "
                            "threshold must not be chosen after seeing the results."));
    }
    m_history->clear();
    for (const ProtocolAmendment &a : m_protocol.history()) {
        m_history->addItem(tr("%1 UTC: amended (%2); previous SHA-256 %3")
                               .arg(a.atUtc.toString(Qt::ISODate),
                                    a.reason.isEmpty() ? tr("no reason: no result existed yet") : a.reason,
                                    a.previousSha256.left(12)));
    }
    m_history->setVisible(!m_protocol.history().isEmpty());
}

QualityProtocol ProtocolPanel::protocolToSave() const
{
    QualityProtocol toSave = m_protocol;
    if (!toSave.isFixed())
        (void)toSave.setDraft(typedFields());
    return toSave;
}

bool ProtocolPanel::save(const QString &path, QString *error)
{
    const QualityProtocol toSave = protocolToSave();
    const Status s = toSave.save(path);
    if (!s) {
        if (error)
            *error = s.error();
        return false;
    }
    if (!m_protocol.isFixed())
        m_protocol = toSave;
    setModified(false);
    return true;
}

void ProtocolPanel::restoreUnsaved(const QualityProtocol &protocol, const ProtocolFields &typed, const QString &reason)
{
    m_protocol = protocol;
    setTypedFields(typed);
    m_reason->setText(reason);
    m_error->clear();
    setModified(true);
    refresh();
}

bool ProtocolPanel::load(const QString &path, QString *error)
{
    auto loaded = QualityProtocol::load(path);
    if (!loaded) {
        if (error)
            *error = loaded.error();
        return false;
    }
    m_protocol = *loaded;
    setTypedFields(m_protocol.fields());
    setModified(false);
    refresh();
    return true;
}

} // namespace IteraGpu::Ui
