#pragma once

#include <QObject>
#include <QString>

#include <functional>
#include <optional>

class QCheckBox;
class QComboBox;
class QLineEdit;

namespace IteraGpu::Ui {

// Remembers the fields of one form across restarts, in the settings group `group` (a key of
// common/settings.h). Each field is written as it changes, in its stored form (locale-free: digits,
// '.' decimals); a field holding nothing valid leaves the last valid value. Read back, a value is
// used only when it is text of at most 4096 characters and the field's check takes it unchanged
// as its stored form: a stale, hand-edited or hostile value is dropped and the field keeps its
// default. Nothing is read or written before remember() is called, so a form built by a test or
// a dialog leaves the user's settings alone.
class FormMemory : public QObject
{
    Q_OBJECT
public:
    // The stored form of a typed text, or nothing when the text is not a valid value.
    using Normalize = std::function<std::optional<QString>(const QString &typed)>;
    // The text a field shows for a stored value.
    using Show = std::function<QString(const QString &stored)>;

    FormMemory(QString group, QObject *parent);

    // `toStored` reads what the user typed; `storedCheck` (toStored when empty) reads a stored value
    // back, locale-free; `show` turns it into the field's text (unchanged when empty).
    void addText(QLineEdit *edit, const QString &key, Normalize toStored, Normalize storedCheck = {}, Show show = {});

    // Usual checks: a whole number in [min, max] (stored as plain digits; empty allowed when
    // `optional`); a parameter count as the Estimate tab reads it (7B, 7,000,000,000); a
    // non-negative decimal typed in the UI language, stored with '.'.
    static Normalize wholeNumber(qint64 min, qint64 max, bool optional = false);
    static Normalize count(qint64 min, qint64 max);
    static Normalize typedDecimal(int maxDecimals, qint64 maxValue);
    static Normalize storedDecimal(int maxDecimals, qint64 maxValue);
    void addChoice(QComboBox *box, const QString &key); // one of the box's items only
    void addCheck(QCheckBox *box, const QString &key); // "true" or "false"

    // Restores every field from the settings, then writes each field as it changes.
    void remember();

private:
    struct Field
    {
        QString key;
        std::function<std::optional<QString>()> current; // the stored form of what the field holds
        std::function<bool(const QString &)> apply; // shows a stored value; false when it is refused
        std::function<void(std::function<void()>)> watch; // calls back on each change
    };
    void write(const Field &field) const;

    QString m_group;
    QList<Field> m_fields;
};

} // namespace IteraGpu::Ui
