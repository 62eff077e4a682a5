#pragma once

#include "core/quality/qualityprotocol.h"

#include <QWidget>

#include <functional>

class QComboBox;
class QLabel;
class QLineEdit;
class QPlainTextEdit;
class QPushButton;

namespace IteraGpu::Ui {

class AmendmentHistory;

// The pre-registered quality protocol: fields, Fix (UTC time + SHA-256, after a confirmation),
// amendments with a reason once a result row exists, the visible history, JSON save/load. Once
// fixed, the fields are read-only (and look it) until the user starts an amendment. What the user
// typed stays in the fields when a fix or an amendment is refused.
class ProtocolPanel : public QWidget
{
    Q_OBJECT
public:
    explicit ProtocolPanel(QWidget *parent = nullptr);

    // Whether the results grid has rows (then a change needs a reason).
    void setResultsExist(std::function<bool()> resultsExist) { m_resultsExist = std::move(resultsExist); }
    const QualityProtocol &protocol() const { return m_protocol; }
    // What save() writes: a fixed protocol as fixed, otherwise the typed fields as the draft.
    QualityProtocol protocolToSave() const;
    bool isModified() const { return m_modified; }
    // Counts every edit (see ResultsGridModel::revision).
    quint64 revision() const { return m_revision; }
    ProtocolFields typedFields() const;
    void setTypedFields(const ProtocolFields &fields);
    QLineEdit *reasonEdit() const { return m_reason; }
    QLabel *stateLabel() const { return m_state; }
    QLabel *errorLabel() const { return m_error; }
    QPushButton *fixButton() const { return m_fix; }
    QPushButton *amendButton() const { return m_amend; }
    QPushButton *keepFixedButton() const { return m_keepFixed; }
    AmendmentHistory *history() const { return m_history; }
    bool fieldsEditable() const;

    bool fix();
    // The Fix button: checks the fields, says what fixing means and asks; fixes on yes.
    bool confirmAndFix();
    // Makes the fields of a fixed protocol editable for an amendment.
    void startAmendment();
    // Puts the fixed text back and locks the fields again.
    void keepFixedText();
    bool amend();
    Status save(const QString &path);
    Status load(const QString &path);
    // Shows a protocol read elsewhere (an experiment's), saved: nothing to save until it changes.
    void showProtocol(const QualityProtocol &protocol);
    // Puts back a protocol kept by crash recovery, unsaved.
    void restoreUnsaved(const QualityProtocol &protocol, const ProtocolFields &typed, const QString &reason);

Q_SIGNALS:
    void showProtocolText();
    void modifiedChanged(bool modified);
    // Any change of the form or the protocol; `structural` for a fix or an amendment.
    void edited(bool structural);
    // The form was filled at once (a loaded file, crash recovery), not edited by the user.
    void fieldsReplaced();

protected:
    void changeEvent(QEvent *event) override;

private:
    void retranslate();
    void refresh();
    void setModified(bool modified);
    void setFieldsEditable(bool editable);
    // typedFields() with the threshold read in the UI language ("0,9" -> "0.9"), or why it cannot be.
    Result<ProtocolFields> parsedFields() const;

    QualityProtocol m_protocol;
    std::function<bool()> m_resultsExist = [] { return false; };
    bool m_modified = false;
    quint64 m_revision = 0;
    bool m_loading = false;
    bool m_amending = false; // fields unlocked for an amendment
    QLineEdit *m_usefulUnit;
    QLineEdit *m_metric;
    QComboBox *m_comparison;
    QLineEdit *m_threshold;
    QPlainTextEdit *m_corpus;
    QLineEdit *m_corpusSize;
    QPlainTextEdit *m_decisionRule;
    QLineEdit *m_reason;
    QList<QLabel *> m_labels;
    QLabel *m_state;
    QLabel *m_error;
    QList<QWidget *> m_fields;
    AmendmentHistory *m_history;
    QPushButton *m_fix;
    QPushButton *m_amend;
    QPushButton *m_keepFixed;
    QPushButton *m_readText;
};

} // namespace IteraGpu::Ui
