#include "ui/common/formmemory.h"

#include "core/util/exactnumber.h"
#include "ui/common/localizednumbers.h"

#include <QCheckBox>
#include <QComboBox>
#include <QLineEdit>
#include <QSettings>

using namespace Qt::StringLiterals;

namespace IteraGpu::Ui {

namespace {

constexpr qsizetype kMaxStoredLength = 4096; // characters: a path, never a file's content

} // namespace

FormMemory::FormMemory(QString group, QObject *parent)
    : QObject(parent)
    , m_group(std::move(group))
{ }

void FormMemory::addText(QLineEdit *edit, const QString &key, Normalize toStored, Normalize storedCheck, Show show)
{
    if (!storedCheck)
        storedCheck = toStored;
    m_fields.append(
        Field{key, [edit, toStored] { return toStored(edit->text()); },
              [edit, storedCheck, show](const QString &stored) {
                  const std::optional<QString> valid = storedCheck(stored);
                  if (!valid || *valid != stored)
                      return false;
                  edit->setText(show ? show(stored) : stored);
                  return true;
              },
              [this, edit](std::function<void()> changed) { connect(edit, &QLineEdit::textChanged, this, changed); }});
}

void FormMemory::addChoice(QComboBox *box, const QString &key)
{
    m_fields.append(Field{
        key, [box]() -> std::optional<QString> { return box->currentText(); },
        [box](const QString &stored) {
            const int index = box->findText(stored, Qt::MatchExactly | Qt::MatchCaseSensitive);
            if (index < 0)
                return false;
            box->setCurrentIndex(index);
            return true;
        },
        [this, box](std::function<void()> changed) { connect(box, &QComboBox::currentTextChanged, this, changed); }});
}

void FormMemory::addCheck(QCheckBox *box, const QString &key)
{
    m_fields.append(
        Field{key, [box]() -> std::optional<QString> { return box->isChecked() ? u"true"_s : u"false"_s; },
              [box](const QString &stored) {
                  if (stored != u"true" && stored != u"false")
                      return false;
                  box->setChecked(stored == u"true");
                  return true;
              },
              [this, box](std::function<void()> changed) { connect(box, &QCheckBox::toggled, this, changed); }});
}

FormMemory::Normalize FormMemory::wholeNumber(qint64 min, qint64 max, bool optional)
{
    return [=](const QString &typed) -> std::optional<QString> {
        const QString text = typed.trimmed();
        if (text.isEmpty())
            return optional ? std::optional<QString>(QString()) : std::nullopt;
        const Result<qint64> value = Exact::parseInteger(text, QString(), min, max);
        return value ? std::optional<QString>(QString::number(*value)) : std::nullopt;
    };
}

FormMemory::Normalize FormMemory::count(qint64 min, qint64 max)
{
    return [=](const QString &typed) -> std::optional<QString> {
        const Result<qint64> value = Exact::parseCount(typed.trimmed(), QString(), min, max, QLocale());
        return value ? std::optional<QString>(QString::number(*value)) : std::nullopt;
    };
}

FormMemory::Normalize FormMemory::typedDecimal(int maxDecimals, qint64 maxValue)
{
    return [=](const QString &typed) -> std::optional<QString> {
        const Result<QString> canonical = Ui::typedDecimal(typed, QString(), false);
        if (!canonical || !Exact::parseDecimal(*canonical, QString(), maxDecimals, maxValue))
            return std::nullopt;
        return *canonical;
    };
}

FormMemory::Normalize FormMemory::storedDecimal(int maxDecimals, qint64 maxValue)
{
    return [=](const QString &stored) -> std::optional<QString> {
        if (!Exact::parseDecimal(stored, QString(), maxDecimals, maxValue))
            return std::nullopt;
        return stored;
    };
}

void FormMemory::remember()
{
    QSettings settings;
    settings.beginGroup(m_group);
    for (const Field &field : std::as_const(m_fields)) {
        const QVariant value = settings.value(field.key);
        // Only text is taken: a list, a number or bytes written by hand or by another program is not.
        const bool text = value.typeId() == QMetaType::QString && value.toString().size() <= kMaxStoredLength;
        if (value.isValid() && (!text || !field.apply(value.toString())))
            settings.remove(field.key);
    }
    settings.endGroup();
    for (const Field &field : std::as_const(m_fields))
        field.watch([this, field] { write(field); });
}

void FormMemory::write(const Field &field) const
{
    if (const std::optional<QString> value = field.current())
        QSettings().setValue(m_group + u'/' + field.key, *value);
}

} // namespace IteraGpu::Ui
