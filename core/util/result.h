#pragma once

#include <QString>

#include <optional>
#include <utility>

namespace IteraGpu {

// What kind of failure an error is, where a caller acts on it (an out-of-memory failure ends a
// sweep at the memory boundary). Set where the failure is known for what it is (the torch
// module's C ABI says so), never guessed from the message text.
enum class ErrorKind
{
    Other,
    OutOfMemory // an allocation on the device, or on the CPU in a dry run, failed
};

// A failure as data: one readable line that names the field, file or line at fault. When the
// failure is about one input field, `field` holds that field's key (see fieldkey.h), so that a
// front end marks the field without reading the text.
struct Error
{
    QString message;
    QString field = {}; // a FieldKey, empty when no single input field is at fault
    ErrorKind kind = ErrorKind::Other;
};

// Value-or-error. No exceptions cross the layers of this project; callers test `if (result)`.
template <typename T> class Result
{
public:
    Result(T value)
        : m_value(std::move(value))
    { }
    Result(Error error)
        : m_error(std::move(error))
    { }

    explicit operator bool() const { return m_value.has_value(); }
    bool hasValue() const { return m_value.has_value(); }

    const T &value() const & { return *m_value; }
    T &value() & { return *m_value; }
    T &&value() && { return std::move(*m_value); }
    const T &operator*() const { return *m_value; }
    T &operator*() { return *m_value; }
    const T *operator->() const { return &*m_value; }
    T *operator->() { return &*m_value; }

    const QString &error() const { return m_error.message; }
    const QString &errorField() const { return m_error.field; }
    ErrorKind errorKind() const { return m_error.kind; }
    // The whole error, to pass it on unchanged (message, field and kind).
    const Error &failure() const { return m_error; }

private:
    std::optional<T> m_value;
    Error m_error;
};

// Success-or-error for operations without a value.
class Status
{
public:
    Status() = default;
    Status(Error error)
        : m_error(std::move(error))
        , m_failed(true)
    { }

    explicit operator bool() const { return !m_failed; }
    const QString &error() const { return m_error.message; }
    const QString &errorField() const { return m_error.field; }
    ErrorKind errorKind() const { return m_error.kind; }
    const Error &failure() const { return m_error; }

private:
    Error m_error;
    bool m_failed = false;
};

} // namespace IteraGpu
