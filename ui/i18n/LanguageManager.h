#pragma once

#include <QObject>
#include <QStringList>
#include <QTranslator>

namespace cg {

/**
 * Installs the UI language at run time (issue: two complete languages). The application's
 * translation (:/i18n/cloudgauge_<lang>.qm) and Qt's own (qtbase_<lang> from the Qt translations
 * folder) are loaded together; the old translators are removed before the new ones are installed,
 * so switching never stacks them. The default QLocale follows the language, so numbers, dates and
 * money are displayed in its format (files are always parsed in the C locale).
 */
class LanguageManager final : public QObject
{
    Q_OBJECT

public:
    explicit LanguageManager(QObject *parent = nullptr);
    ~LanguageManager() override;
    Q_DISABLE_COPY_MOVE(LanguageManager)

    /// Languages offered: "en" and "zh_CN".
    static QStringList languages();
    /// The language to start in: the saved choice, else the system locale (Chinese → zh_CN).
    static QString initialLanguage();
    /// The language's own name ("English", "简体中文"), shown the same in every UI language.
    static QString nativeName(const QString &code);

    /// Switches to `code` (en or zh_CN) and saves the choice. Returns false for an unknown code.
    bool setLanguage(const QString &code, bool save = true);
    QString language() const { return m_language; }

signals:
    void languageChanged(const QString &code);

private:
    QTranslator m_app;
    QTranslator m_qt;
    bool m_appInstalled = false;
    bool m_qtInstalled = false;
    QString m_language;
};

} // namespace cg
