#include "ui/quality/protocolpanel.h"
#include "ui/common/dialogaccelerators.h"

#include "core/experiment/experiment.h"
#include "core/files/textfile.h"
#include "core/util/exactnumber.h"
#include "ui/common/localizednumbers.h"
#include "ui/common/plaintext.h"
#include "ui/quality/amendmenthistory.h"
#include "ui/widgets/inlineerror.h"

#include <QComboBox>
#include <QDateTime>
#include <QEvent>
#include <QFileInfo>
#include <QFormLayout>
#include <QHBoxLayout>
#include <QLabel>
#include <QLineEdit>
#include <QMessageBox>
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
    , m_state(plainLabel(new QLabel(this)))
    , m_error(plainLabel(new QLabel(this)))
    , m_history(new AmendmentHistory(this))
    , m_fix(new QPushButton(this))
    , m_amend(new QPushButton(this))
    , m_keepFixed(new QPushButton(this))
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
    m_history->setMaximumHeight(140);
    m_keepFixed->setObjectName(u"keepFixed"_s);

    auto *form = new QFormLayout;
    form->setRowWrapPolicy(QFormLayout::WrapLongRows); // a long label goes above its field in a narrow pane
    m_fields = {m_usefulUnit, m_metric, m_comparison, m_threshold, m_corpus, m_corpusSize, m_decisionRule};
    for (QWidget *field : m_fields + QList<QWidget *>{m_reason}) {
        auto *label = new QLabel(this);
        label->setBuddy(field);
        m_labels.append(label);
        form->addRow(label, field);
    }
    auto *buttons = new QHBoxLayout;
    buttons->addWidget(m_fix);
    buttons->addWidget(m_amend);
    buttons->addWidget(m_keepFixed);
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
    connect(m_fix, &QPushButton::clicked, this, &ProtocolPanel::confirmAndFix);
    connect(m_amend, &QPushButton::clicked, this, [this] {
        if (m_amending)
            amend();
        else
            startAmendment();
    });
    connect(m_keepFixed, &QPushButton::clicked, this, &ProtocolPanel::keepFixedText);
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
    m_threshold->setPlaceholderText(tr("e.g. %1").arg(editableDecimal(u"0.90"_s)));
    m_reason->setPlaceholderText(tr("Required once a result row exists"));
    m_fix->setText(tr("&Fix protocol"));
    m_keepFixed->setText(tr("&Keep the fixed text"));
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

Result<ProtocolFields> ProtocolPanel::parsedFields() const
{
    ProtocolFields fields = typedFields();
    // The stored threshold as the panel shows it is taken as it is ("1.500" from a file is not ambiguous).
    if (fields.threshold == m_protocol.fields().threshold && Exact::isSignedDecimal(fields.threshold))
        return fields;
    const Result<QString> threshold = typedDecimal(fields.threshold, tr("threshold"), true);
    if (!threshold)
        return threshold.failure();
    fields.threshold = *threshold;
    return fields;
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
    Q_EMIT fieldsReplaced();
}

void ProtocolPanel::setModified(bool modified)
{
    if (modified)
        ++m_revision;
    if (m_modified == modified)
        return;
    m_modified = modified;
    Q_EMIT modifiedChanged(modified);
}

bool ProtocolPanel::fix()
{
    const Result<ProtocolFields> fields = parsedFields();
    if (!fields) {
        m_error->setText(fields.error());
        return false;
    }
    if (Status s = m_protocol.setDraft(*fields); !s) {
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
    const Result<ProtocolFields> fields = parsedFields();
    const Status s = fields
        ? m_protocol.amend(*fields, m_reason->text(), m_resultsExist(), QDateTime::currentDateTimeUtc())
        : Status(fields.failure());
    if (!s) {
        m_error->setText(s.error());
        return false;
    }
    m_reason->clear();
    m_error->clear();
    m_amending = false;
    setModified(true);
    refresh();
    Q_EMIT edited(true);
    return true;
}

bool ProtocolPanel::confirmAndFix()
{
    const Result<ProtocolFields> fields = parsedFields();
    if (Status s = fields ? QualityProtocol::validate(*fields) : Status(fields.failure()); !s) {
        m_error->setText(s.error());
        return false;
    }
    QMessageBox box(QMessageBox::Question, tr("Fix the protocol"), tr("Fix the protocol now?"), QMessageBox::NoButton,
                    this);
    box.setInformativeText(tr("Fixing records the UTC time and the SHA-256 of these fields. The fields become "
                              "read-only: every later change is an amendment, kept in the history, and needs a "
                              "reason once a result row exists."));
    makePlain(&box);
    QPushButton *yes = box.addButton(tr("&Fix"), QMessageBox::AcceptRole);
    box.addButton(QMessageBox::Cancel);
    box.setDefaultButton(yes);
    giveButtonsAccelerators(&box);
    box.exec();
    return box.clickedButton() == yes && fix();
}

void ProtocolPanel::startAmendment()
{
    if (!m_protocol.isFixed() || m_amending)
        return;
    m_amending = true;
    refresh();
    m_usefulUnit->setFocus();
}

void ProtocolPanel::keepFixedText()
{
    m_amending = false;
    setTypedFields(m_protocol.fields());
    m_reason->clear();
    m_error->clear();
    refresh();
}

bool ProtocolPanel::fieldsEditable() const
{
    return !m_usefulUnit->isReadOnly();
}

void ProtocolPanel::setFieldsEditable(bool editable)
{
    for (QWidget *field : std::as_const(m_fields)) {
        // Read-only fields take the window's background, so the lock is seen, not only felt.
        QPalette look = palette();
        if (!editable)
            look.setColor(QPalette::Base, look.color(QPalette::Window));
        field->setPalette(look);
        field->setToolTip(editable ? QString() : tr("Fixed: start an amendment to change it."));
        if (auto *line = qobject_cast<QLineEdit *>(field))
            line->setReadOnly(!editable);
        else if (auto *text = qobject_cast<QPlainTextEdit *>(field))
            text->setReadOnly(!editable);
        else
            field->setEnabled(editable);
    }
}

void ProtocolPanel::refresh()
{
    const bool fixed = m_protocol.isFixed();
    m_fix->setEnabled(!fixed);
    m_amend->setEnabled(fixed);
    m_amend->setText(m_amending ? tr("Record the am&endment") : tr("Am&end…"));
    m_keepFixed->setVisible(m_amending);
    m_reason->setEnabled(m_amending);
    setFieldsEditable(!fixed || m_amending);
    if (fixed) {
        const QDateTime at = m_protocol.lock()->fixedAtUtc;
        m_state->setText(
            tr("Fixed on %1 (UTC). SHA-256 of the canonical JSON: %2. The fields are read-only; changes go "
               "through an amendment, and once a result row exists, an amendment needs a reason.")
                .arg(at.toString(Qt::ISODate), m_protocol.lock()->sha256));
    } else {
        m_state->setText(tr("Not fixed yet. Fill in every field and fix the protocol before the first run: the "
                            "threshold must not be chosen after seeing the results."));
    }
    m_history->setProtocol(m_protocol);
    m_history->setVisible(!m_protocol.history().isEmpty());
}

QualityProtocol ProtocolPanel::protocolToSave() const
{
    QualityProtocol toSave = m_protocol;
    if (!toSave.isFixed()) {
        const Result<ProtocolFields> fields = parsedFields();
        (void)toSave.setDraft(fields ? *fields : typedFields()); // a draft keeps what cannot be read yet
    }
    return toSave;
}

Status ProtocolPanel::save(const QString &path)
{
    const QualityProtocol toSave = protocolToSave();
    // A fixed protocol in the file is never replaced by another one, whatever the file dialog asked.
    if (QFileInfo::exists(fileSystemPath(path))) {
        if (auto onDisk = QualityProtocol::load(path); onDisk && onDisk->isFixed()) {
            if (Status s = checkProtocolSuccession(*onDisk, toSave, QFileInfo(path).fileName()); !s)
                return s;
        }
    }
    if (Status s = toSave.save(path, ExistingFile::Replace); !s)
        return s;
    if (!m_protocol.isFixed())
        m_protocol = toSave;
    setModified(false);
    return {};
}

void ProtocolPanel::restoreUnsaved(const QualityProtocol &protocol, const ProtocolFields &typed, const QString &reason)
{
    m_protocol = protocol;
    setTypedFields(typed);
    m_reason->setText(reason);
    m_amending = protocol.isFixed() && (typed != protocol.fields() || !reason.isEmpty());
    m_error->clear();
    setModified(true);
    refresh();
}

Status ProtocolPanel::load(const QString &path)
{
    auto loaded = QualityProtocol::load(path);
    if (!loaded)
        return loaded.failure();
    showProtocol(*loaded);
    return {};
}

void ProtocolPanel::showProtocol(const QualityProtocol &protocol)
{
    m_protocol = protocol;
    m_amending = false;
    m_reason->clear();
    m_error->clear();
    setTypedFields(m_protocol.fields());
    setModified(false);
    refresh();
}

} // namespace IteraGpu::Ui
