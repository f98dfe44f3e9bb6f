#include "i18n/LanguageManager.h"

#include <QCoreApplication>
#include <QLibraryInfo>
#include <QLocale>
#include <QSettings>

namespace cg {

LanguageManager::LanguageManager(QObject *parent)
    : QObject(parent)
{
}

LanguageManager::~LanguageManager()
{
    if (m_appInstalled)
        QCoreApplication::removeTranslator(&m_app);
    if (m_qtInstalled)
        QCoreApplication::removeTranslator(&m_qt);
}

QStringList LanguageManager::languages()
{
    return { QStringLiteral("en"), QStringLiteral("zh_CN") };
}

QString LanguageManager::initialLanguage()
{
    const QString saved = QSettings().value(QStringLiteral("ui/language")).toString();
    if (languages().contains(saved))
        return saved;
    return QLocale::system().language() == QLocale::Chinese ? QStringLiteral("zh_CN") : QStringLiteral("en");
}

QString LanguageManager::nativeName(const QString &code)
{
    return code == QLatin1String("zh_CN") ? QStringLiteral("简体中文") : QStringLiteral("English");
}

bool LanguageManager::setLanguage(const QString &code, bool save)
{
    if (!languages().contains(code))
        return false;
    if (m_appInstalled)
        QCoreApplication::removeTranslator(&m_app);
    if (m_qtInstalled)
        QCoreApplication::removeTranslator(&m_qt);
    m_appInstalled = m_qtInstalled = false;
    const QLocale locale(
        code == QLatin1String("zh_CN") ? QLocale(QLocale::Chinese, QLocale::China) : QLocale(QLocale::English, QLocale::UnitedStates));
    QLocale::setDefault(locale);
    if (code != QLatin1String("en")) {
        if (m_app.load(locale, QStringLiteral("cloudgauge"), QStringLiteral("_"), QStringLiteral(":/i18n")))
            m_appInstalled = QCoreApplication::installTranslator(&m_app);
        if (m_qt.load(locale, QStringLiteral("qtbase"), QStringLiteral("_"), QLibraryInfo::path(QLibraryInfo::TranslationsPath)))
            m_qtInstalled = QCoreApplication::installTranslator(&m_qt);
    } else {
        // English source strings need no translator except for the plural forms of cloudgauge_en.
        if (m_app.load(locale, QStringLiteral("cloudgauge"), QStringLiteral("_"), QStringLiteral(":/i18n")))
            m_appInstalled = QCoreApplication::installTranslator(&m_app);
    }
    m_language = code;
    if (save)
        QSettings().setValue(QStringLiteral("ui/language"), code);
    emit languageChanged(code);
    return true;
}

} // namespace cg
