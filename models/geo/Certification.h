#pragma once

#include <QCoreApplication>
#include <QList>
#include <QString>
#include <QStringList>

#include <optional>

namespace cg {

/**
 * One security or compliance certification a provider publishes (schema v14, table
 * provider_certification; seeded from resources/seed/compliance.csv): ISO/IEC 27001, a SOC 2
 * report, China's Multi-Level Protection Scheme (MLPS 2.0, 等保) and the like, each with the
 * provider's own page that states it. A provider without a row for a standard: nobody found one in
 * its published pages, shown as "not on record", never as "not certified". Self-reported answers
 * to a request for quotation are not rows of this table (table provider_answer keeps them apart).
 */
struct Certification
{
    Q_DECLARE_TR_FUNCTIONS(cg::Certification)

public:
    QString providerKey; ///< provider.key
    QString standard; ///< a key of Certification::standards(): "iso27001", "soc2", "mlps", ...
    /// The level or type where the source states it: "type1"/"type2" for SOC 2, "2"/"3"/"4" for
    /// MLPS; empty: not stated.
    QString level;
    QString scope; ///< empty: the source says it covers the platform; else where it applies ("listed services")
    /// "holds" (certified or attested), "in-progress" (the provider says it is working toward it),
    /// "self-declared" (claimed as "compliant" with no audit or certificate named).
    QString status;
    QString sourceUrl; ///< the provider's own page (https)
    QString observedOn; ///< ISO date the page states for itself (ms.date, "last updated"); empty: none shown
    QString quote; ///< the words on that page that say so

    /// Held, and for the whole platform: the only rows that meet a requirement.
    bool coversPlatform() const { return status == QLatin1String("holds") && scope.isEmpty(); }
    /// "ISO/IEC 27001", "SOC 2 Type II", "MLPS 2.0 level 3" (the standard's name with the level).
    QString displayName() const;
    bool operator==(const Certification &o) const = default;

    /// The standards a row may name, in display order: iso27001, iso27017, iso27018, iso27701,
    /// soc1, soc2, soc3, csa-star, mlps, pci-dss, c5, hipaa.
    static QStringList standards();
    /// The statuses a row may have, in the order above.
    static QStringList statuses();
    /// The standard's name for people ("ISO/IEC 27001", "SOC 2", "MLPS 2.0", translated for MLPS:
    /// 等保 2.0); the key itself for an unknown one.
    static QString standardName(const QString &standard);
};

/**
 * A certification a need requires (`rank --require-cert`, a need's "certifications"): a standard,
 * and for SOC 2 the report type or for MLPS the least level. Written "iso27001", "soc2",
 * "soc2:type2", "mlps", "mlps:3". Met only by a row that holds the standard for the whole platform
 * (Certification::coversPlatform) at that type or level; a row in progress, self-declared, scoped
 * to part of the platform or without a stated level does not meet it, and the reason says which.
 */
class CertificationRequirement final
{
    Q_DECLARE_TR_FUNCTIONS(cg::CertificationRequirement)

public:
    QString standard; ///< a key of Certification::standards()
    /// "type1"/"type2" for soc2 (type2 also meets type1: it covers the design and its operation);
    /// the least level "2", "3" or "4" for mlps; empty: any.
    QString level;

    /// A comma-separated list ("iso27001,mlps:3"); null with `error` naming the first bad item and
    /// the forms accepted. An empty text is an empty list.
    static std::optional<QList<CertificationRequirement>> parseList(const QString &text, QString *error);
    /// As parseList() reads it back ("mlps:3").
    QString text() const;
    /// In words for people, translated: "ISO/IEC 27001", "MLPS 2.0 level 3 or above".
    QString inWords() const;
    /// Empty when one of `held` (a provider's rows) meets it; else why not, translated, e.g. "ISO/IEC
    /// 27001: not on record for this provider" or "SOC 2: held for listed services only".
    QString unmetBy(const QList<Certification> &held) const;

    bool operator==(const CertificationRequirement &o) const = default;
};

} // namespace cg
