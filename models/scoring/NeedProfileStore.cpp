// The need profiles a user edited or made, kept in QSettings (NeedProfileStore.h).
#include "scoring/NeedProfileStore.h"

#include <QJsonArray>
#include <QJsonDocument>
#include <QJsonObject>
#include <QSettings>

#include <memory>

namespace cg {

NeedProfileStore::NeedProfileStore(QSettings *settings)
    : m_settings(settings)
{
}

QList<NeedProfile> NeedProfileStore::load(QStringList *errors) const
{
    std::unique_ptr<QSettings> own;
    QSettings *s = m_settings;
    if (!s) {
        own = std::make_unique<QSettings>();
        s = own.get();
    }
    QList<NeedProfile> saved;
    const QString stored = s->value(settingsKey()).toString();
    if (!stored.isEmpty()) {
        const QJsonDocument doc = QJsonDocument::fromJson(stored.toUtf8());
        if (!doc.isArray()) {
            if (errors)
                *errors << QStringLiteral("%1: not a JSON array").arg(settingsKey());
        } else {
            const QJsonArray array = doc.array();
            for (qsizetype i = 0; i < array.size(); ++i) {
                QString error = QStringLiteral("not a JSON object");
                const auto p
                    = array.at(i).isObject() ? NeedProfile::fromJson(QJsonDocument(array.at(i).toObject()).toJson(), &error) : std::nullopt;
                if (p)
                    saved << *p;
                else if (errors)
                    *errors << QStringLiteral("%1[%2]: %3").arg(settingsKey()).arg(i).arg(error);
            }
        }
    }
    auto takeSaved = [&saved](const QString &key) -> std::optional<NeedProfile> {
        std::optional<NeedProfile> found;
        for (qsizetype i = saved.size() - 1; i >= 0; --i)
            if (saved.at(i).key == key) {
                if (!found)
                    found = saved.at(i); // the last one wins
                saved.removeAt(i);
            }
        return found;
    };
    QList<NeedProfile> profiles;
    for (const NeedProfile &b : NeedProfile::builtIns())
        profiles << takeSaved(b.key).value_or(b);
    while (!saved.isEmpty()) {
        const QString key = saved.first().key;
        profiles << *takeSaved(key);
    }
    return profiles;
}

void NeedProfileStore::save(const QList<NeedProfile> &profiles)
{
    std::unique_ptr<QSettings> own;
    QSettings *s = m_settings;
    if (!s) {
        own = std::make_unique<QSettings>();
        s = own.get();
    }
    QList<NeedProfile> kept;
    for (const NeedProfile &p : profiles) {
        for (qsizetype i = kept.size() - 1; i >= 0; --i)
            if (kept.at(i).key == p.key)
                kept.removeAt(i);
        if (NeedProfile::builtIn(p.key) != p)
            kept << p;
    }
    QJsonArray array;
    for (const NeedProfile &p : kept)
        array.append(QJsonDocument::fromJson(p.toJson()).object());
    if (array.isEmpty())
        s->remove(settingsKey());
    else
        s->setValue(settingsKey(), QString::fromUtf8(QJsonDocument(array).toJson(QJsonDocument::Compact)));
}

std::optional<NeedProfile> NeedProfileStore::find(const QString &key) const
{
    const QList<NeedProfile> profiles = load();
    for (const NeedProfile &p : profiles)
        if (p.key == key)
            return p;
    // As people type it: "fine-tuning", "Fine_Tuning", "LLM pretraining" → finetuning, pretraining.
    auto folded = [](QString s) {
        s = s.toLower();
        s.remove(QLatin1Char('-')).remove(QLatin1Char('_')).remove(QLatin1Char(' '));
        return s;
    };
    const QString wanted = folded(key);
    for (const NeedProfile &p : profiles)
        if (folded(p.key) == wanted || folded(p.name()) == wanted)
            return p;
    return std::nullopt;
}

} // namespace cg
