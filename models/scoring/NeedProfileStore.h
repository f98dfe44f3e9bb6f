#pragma once

#include "scoring/NeedProfile.h"

#include <QList>
#include <QString>
#include <QStringList>

#include <optional>

class QSettings;

namespace cg {

/**
 * User-edited need profiles in QSettings, key "need/profiles": a JSON array of
 * NeedProfile::toJson objects. A saved profile whose key is a built-in's overrides that built-in.
 */
class NeedProfileStore final
{
public:
    static QString settingsKey() { return QStringLiteral("need/profiles"); }

    /// Reads and writes `settings`, or the application's QSettings when null.
    explicit NeedProfileStore(QSettings *settings = nullptr);

    /// The profiles to offer: the built-ins in their order, each replaced by a saved profile of
    /// the same key, then the saved profiles of other keys in saved order. A saved entry that
    /// does not read (fromJson) is skipped with one line in `errors` ("need/profiles[2]: ...").
    QList<NeedProfile> load(QStringList *errors = nullptr) const;
    /// The profile `key` names among load()'s (a saved one overrides its built-in), or empty. A key
    /// not found as given is matched as people type it: case, '-', '_' and spaces ignored, against
    /// each key and name ("fine-tuning" → finetuning).
    std::optional<NeedProfile> find(const QString &key) const;
    /// Stores the profiles of `profiles` that differ from their built-in (an unedited built-in
    /// is not stored, so it follows later versions); replaces what was saved. A repeated key:
    /// the last one wins.
    void save(const QList<NeedProfile> &profiles);

private:
    QSettings *m_settings;
};

} // namespace cg
