#pragma once

#include <QObject>
#include <QStringList>
#include <QTranslator>

#include <memory>

namespace IteraGpu::Ui {

// Loads our catalog (":/i18n/iteragpu_xx.qm") and Qt's own qtbase_xx.qm, and switches them at run
// time; widgets retranslate on QEvent::LanguageChange. "" follows the system locale.
class LanguageManager : public QObject
{
    Q_OBJECT
public:
    explicit LanguageManager(QObject *parent = nullptr);

    static QStringList availableLanguages(); // "en", "de", "es", "fr"
    static QString nativeName(const QString &language);

    // Installs the translators for `language` ("" = system) and sets the default QLocale.
    void setLanguage(const QString &language);
    QString language() const { return m_language; } // as chosen ("" for system)
    QString effectiveLanguage() const { return m_effective; }

private:
    static QString resolveSystemLanguage();
    QString m_language;
    QString m_effective = QStringLiteral("en");
    std::unique_ptr<QTranslator> m_app;
    std::unique_ptr<QTranslator> m_qt;
};

} // namespace IteraGpu::Ui
