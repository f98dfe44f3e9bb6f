#include "assess/Assessment.h"

#include "core/Criteria.h"
#include "core/Tier.h"

#include <QCoreApplication>
#include <QLocale>
#include <QUrl>

#include <cmath>

namespace cg {

namespace {
class Text
{
    Q_DECLARE_TR_FUNCTIONS(cg::Assessment)
};
} // namespace

QString validateAssessment(const Assessment &a, const QSet<QString> &providerKeys, const QDate &today)
{
    const auto criterion = criterionFromKey(a.criterion);
    if (!criterion || !isCategory(*criterion))
        return Text::tr("Unknown category '%1': use one of %2.").arg(a.criterion, categoryKeys().join(QLatin1String(", ")));
    if (!providerKeys.contains(a.providerKey))
        return Text::tr("Unknown provider '%1': it is not in the catalog.").arg(a.providerKey);
    if (a.score && (!std::isfinite(*a.score) || *a.score < 0 || *a.score > 5))
        return Text::tr("Score %1 is outside 0-5.").arg(QLocale::c().toString(*a.score, 'g', 6));
    if (a.evidence.size() > kMaxEvidenceChars)
        return Text::tr("The evidence is longer than %1 characters.").arg(kMaxEvidenceChars);
    if (a.author.size() > kMaxShortFieldChars || a.sourceUrl.size() > kMaxShortFieldChars)
        return Text::tr("The author or the source URL is longer than %1 characters.").arg(kMaxShortFieldChars);
    if (!a.sourceUrl.isEmpty()) {
        const QUrl url(a.sourceUrl, QUrl::StrictMode);
        const QString scheme = url.scheme().toLower();
        if (!url.isValid() || (scheme != QLatin1String("http") && scheme != QLatin1String("https")) || url.host().isEmpty())
            return Text::tr("Source URL '%1' is not a web address: it must start with http:// or https:// and name a host.")
                .arg(a.sourceUrl);
    }
    if (!a.assessedOn.isEmpty()) {
        const QDate date = QDate::fromString(a.assessedOn, QStringLiteral("yyyy-MM-dd"));
        if (!date.isValid())
            return Text::tr("Date '%1' is not a date in the form YYYY-MM-DD.").arg(a.assessedOn);
        if (date > today)
            return Text::tr("Date %1 is in the future.").arg(a.assessedOn);
    }
    if (a.score) {
        if (a.evidence.trimmed().isEmpty() && a.sourceUrl.isEmpty())
            return Text::tr("A score needs evidence or a source URL.");
        if (a.assessedOn.isEmpty())
            return Text::tr("A score needs the date it was assessed.");
    }
    return {};
}

std::optional<double> tierDefaultScore(const QString &tier)
{
    const auto points = Tier::fromName(tier).points();
    return points ? std::optional<double>(*points / 20.0) : std::nullopt;
}

QStringList mappedTiers()
{
    QStringList names;
    for (const Tier &t : Tier::pointTiers())
        names.append(t.name());
    return names;
}

QList<Assessment> assessmentsFromTier(const QString &providerKey, const RatingView &rating)
{
    QList<Assessment> out;
    const auto score = tierDefaultScore(rating.tier);
    if (!score)
        return out;
    const QString evidence
        = Text::tr("Derived from the published %1 %2 tier %3 (%4 of 5): not an assessment.")
              .arg(rating.source, rating.version, Tier::displayNameOf(rating.tier), QLocale::c().toString(*score, 'g', 3));
    for (const QString &key : categoryKeys())
        out.append({ providerKey, key, score, evidence, rating.sourceUrl, rating.published, Assessment::tierDefaultAuthor() });
    return out;
}

} // namespace cg
