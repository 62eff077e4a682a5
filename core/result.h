#pragma once

#include <QString>

#include <optional>
#include <utility>

namespace IteraGpu {

// A failure as data: one readable line that names the field, file or line at fault.
struct Error
{
    QString message;
};

// Value-or-error. No exceptions cross the layers of this project; callers test `if (result)`.
template <typename T> class Result
{
public:
    Result(T value)
        : m_value(std::move(value))
    { }
    Result(Error error)
        : m_error(std::move(error.message))
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

    const QString &error() const { return m_error; }

private:
    std::optional<T> m_value;
    QString m_error;
};

// Success-or-error for operations without a value.
class Status
{
public:
    Status() = default;
    Status(Error error)
        : m_error(std::move(error.message))
        , m_failed(true)
    { }

    explicit operator bool() const { return !m_failed; }
    const QString &error() const { return m_error; }

private:
    QString m_error;
    bool m_failed = false;
};

} // namespace IteraGpu
