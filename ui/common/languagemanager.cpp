#include "ui/common/languagemanager.h"

#include <QCoreApplication>
#include <QLibraryInfo>
#include <QLocale>

using namespace Qt::StringLiterals;

namespace IteraGpu::Ui {

LanguageManager::LanguageManager(QObject *parent)
    : QObject(parent)
{ }

QStringList LanguageManager::availableLanguages()
{
    return {u"en"_s, u"de"_s, u"es"_s, u"fr"_s};
}

QString LanguageManager::nativeName(const QString &language)
{
    if (language == u"de"_s)
        return u"Deutsch"_s;
    if (language == u"es"_s)
        return u"Español"_s;
    if (language == u"fr"_s)
        return u"Français"_s;
    return u"English"_s;
}

QString LanguageManager::resolveSystemLanguage()
{
    const QStringList available = availableLanguages();
    for (const QString &tag : QLocale::system().uiLanguages()) {
        const QString language = tag.section(u'-', 0, 0).toLower();
        if (available.contains(language))
            return language;
    }
    return u"en"_s;
}

void LanguageManager::setLanguage(const QString &language)
{
    m_language = availableLanguages().contains(language) ? language : QString();
    m_effective = m_language.isEmpty() ? resolveSystemLanguage() : m_language;

    if (m_app)
        QCoreApplication::removeTranslator(m_app.get());
    if (m_qt)
        QCoreApplication::removeTranslator(m_qt.get());
    m_app.reset();
    m_qt.reset();

    // The UI locale follows the language (numbers and dates in the UI only; files stay C).
    const QLocale locale(m_effective);
    QLocale::setDefault(
        m_effective == u"en"_s && !m_language.isEmpty() ? QLocale(QLocale::English, QLocale::UnitedStates) : locale);
    // English has a catalog too: the plural forms of the "%n ..." source strings.
    auto app = std::make_unique<QTranslator>();
    if (app->load(u":/i18n/iteragpu_"_s + m_effective))
        m_app = std::move(app);
    if (m_effective != u"en"_s) {
        auto qt = std::make_unique<QTranslator>();
        if (qt->load(locale, u"qtbase"_s, u"_"_s, QLibraryInfo::path(QLibraryInfo::TranslationsPath)))
            m_qt = std::move(qt);
    }
    if (m_qt)
        QCoreApplication::installTranslator(m_qt.get());
    if (m_app)
        QCoreApplication::installTranslator(m_app.get());
    if (!m_app && !m_qt) {
        // Still tell the widgets: they go back to the English source strings.
        QEvent event(QEvent::LanguageChange);
        QCoreApplication::sendEvent(QCoreApplication::instance(), &event);
    }
    // QApplication posts LanguageChange to every widget; deliver them now so that the switch is
    // complete when this returns.
    QCoreApplication::sendPostedEvents(nullptr, QEvent::LanguageChange);
}

} // namespace IteraGpu::Ui
