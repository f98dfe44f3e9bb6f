#include "catalog/identity/GpuIdentity.h"

#include <QRegularExpression>

#include <algorithm>
#include <cmath>

namespace cg {

namespace {

/// Relative tolerance when comparing memory sizes: datasheets say 80 GB where drivers report
/// 79.6 GiB or 81,559 MiB; 6 % covers GB/GiB and reserved memory without merging 40/48 or 80/94.
constexpr double kMemoryTolerance = 0.06;

bool memoryMatches(double a, double b)
{
    return std::abs(a - b) <= kMemoryTolerance * std::max(a, b);
}

QString variantClassOf(const QString &token)
{
    static const QRegularExpression sxm(QStringLiteral("^(SXM\\d?|HGX|NVLINK)$"));
    if (sxm.match(token).hasMatch())
        return QStringLiteral("sxm");
    if (token == QLatin1String("PCIE"))
        return QStringLiteral("pcie");
    if (token == QLatin1String("NVL"))
        return QStringLiteral("nvl");
    if (token == QLatin1String("OAM"))
        return QStringLiteral("oam");
    if (token == QLatin1String("WS") || token == QLatin1String("WK") || token == QLatin1String("WORKSTATION"))
        return QStringLiteral("workstation");
    if (token == QLatin1String("SERVER") || token == QLatin1String("SE"))
        return QStringLiteral("server");
    return {};
}

bool variantFits(const QString &variantClass, const QString &variant)
{
    if (variantClass.isEmpty())
        return true;
    if (variantClass == QLatin1String("sxm"))
        return variant.startsWith(QLatin1String("sxm"));
    return variant == variantClass;
}

} // namespace

void GpuIdentity::addModel(const GpuModelIdentity &model)
{
    if (!m_models.contains(model.key))
        m_familyModels[model.family].append(model.key);
    m_models.insert(model.key, model);
}

void GpuIdentity::addAlias(const GpuAliasEntry &alias)
{
    m_aliases.insert(alias.alias.toUpper(), alias);
}

const GpuModelIdentity *GpuIdentity::model(const QString &key) const
{
    const auto it = m_models.constFind(key);
    return it == m_models.constEnd() ? nullptr : &it.value();
}

QString GpuIdentity::variantClassInText(const QString &text)
{
    QString token;
    auto flush = [&token]() -> QString {
        QString vc = token.isEmpty() ? QString() : variantClassOf(token);
        token.clear();
        return vc;
    };
    for (QChar c : text) {
        if (c.isLetterOrNumber()) {
            token.append(c.toUpper());
            continue;
        }
        QString vc = flush();
        if (!vc.isEmpty())
            return vc;
    }
    return flush();
}

GpuNameParts GpuIdentity::splitName(const QString &raw)
{
    static const QRegularExpression parens(QStringLiteral("\\([^)]*\\)"));
    static const QRegularExpression countPrefix(QStringLiteral("^\\s*\\d+\\s*X\\s+"));
    static const QRegularExpression separators(QStringLiteral("[\\s_\\-/,:]+"));
    static const QRegularExpression memoryToken(QStringLiteral("^(\\d{1,3}(?:\\.\\d+)?)(?:GB|G|GIB)$"));
    static const QStringList noise = {
        QStringLiteral("NVIDIA"),
        QStringLiteral("AMD"),
        QStringLiteral("INTEL"),
        QStringLiteral("HABANA"),
        QStringLiteral("GEFORCE"),
        QStringLiteral("TESLA"),
        QStringLiteral("QUADRO"),
        QStringLiteral("INSTINCT"),
        QStringLiteral("HBM2"),
        QStringLiteral("HBM2E"),
        QStringLiteral("HBM3"),
        QStringLiteral("HBM3E"),
        QStringLiteral("GDDR6"),
        QStringLiteral("GDDR6X"),
        QStringLiteral("GDDR7"),
        QStringLiteral("POD"),
        QStringLiteral("DEVICE"),
        QStringLiteral("GPU"),
        QStringLiteral("EDITION"),
        QStringLiteral("GENERATION"),
        QStringLiteral("BLACKWELL"),
    };

    GpuNameParts parts;
    QString s = raw.toUpper();
    s.remove(parens);
    s.remove(countPrefix);
    const QStringList tokens = s.split(separators, Qt::SkipEmptyParts);
    QString compact;
    for (const QString &token : tokens) {
        if (noise.contains(token))
            continue;
        const auto m = memoryToken.match(token);
        if (m.hasMatch() && !compact.isEmpty()) {
            parts.memoryGb = m.captured(1).toDouble();
            continue;
        }
        const QString vc = variantClassOf(token);
        if (!vc.isEmpty() && !compact.isEmpty()) {
            // "A100-80G-PCIe-NVLink" is a PCIe card with an NVLink bridge: PCIe wins over NVLink.
            if (!(token == QLatin1String("NVLINK") && parts.variantClass == QLatin1String("pcie")))
                parts.variantClass = vc;
            continue;
        }
        compact += token;
    }
    parts.compact = compact;
    return parts;
}

QSet<QString> GpuIdentity::modelsNamed(const QString &filter) const
{
    QSet<QString> keys;
    const QString trimmed = filter.trimmed();
    if (m_models.contains(trimmed.toLower())) {
        keys.insert(trimmed.toLower());
        return keys;
    }
    const GpuNameParts parts = splitName(trimmed);
    const auto alias = m_aliases.constFind(parts.compact);
    if (parts.compact.isEmpty() || alias == m_aliases.constEnd())
        return keys;
    const QString variantClass = parts.variantClass.isEmpty() ? alias->variant : parts.variantClass;
    for (const QString &key : m_familyModels.value(alias->family)) {
        const GpuModelIdentity &m = m_models[key];
        if (!variantFits(variantClass, m.variant))
            continue;
        if (parts.memoryGb && (!m.memoryGb || !memoryMatches(*m.memoryGb, *parts.memoryGb)))
            continue;
        keys.insert(key);
    }
    return keys;
}

GpuMatch GpuIdentity::resolve(
    const QString &raw, const QString &instanceHint, std::optional<double> reportedMemoryGb, std::optional<double> count) const
{
    GpuMatch match;
    const GpuNameParts parts = splitName(raw);
    if (parts.compact.isEmpty()) {
        match.reason = QStringLiteral("'%1' names no accelerator model").arg(raw);
        return match;
    }
    const auto aliasIt = m_aliases.constFind(parts.compact);
    if (aliasIt == m_aliases.constEnd()) {
        match.reason = QStringLiteral("'%1' is not in the alias table").arg(raw);
        return match;
    }
    QString variantClass = parts.variantClass.isEmpty() ? aliasIt->variant : parts.variantClass;
    QList<const GpuModelIdentity *> candidates;
    for (const QString &key : m_familyModels.value(aliasIt->family))
        candidates.append(&*m_models.constFind(key));

    // Variant: from the name, else from the instance type, else the preferred one (flagged).
    bool variantFromName = !variantClass.isEmpty();
    if (!variantFromName && !instanceHint.isEmpty()) {
        // Every token of the hint is tried, so "A100 PCIe" in a GpuInfo name counts as well.
        QString token;
        const QString text = instanceHint + QLatin1Char(' ');
        for (QChar c : text) {
            if (c.isLetterOrNumber()) {
                token.append(c.toUpper());
                continue;
            }
            const QString vc = token.isEmpty() ? QString() : variantClassOf(token);
            token.clear();
            if (!vc.isEmpty() && std::any_of(candidates.begin(), candidates.end(), [&](const GpuModelIdentity *m) {
                    return variantFits(vc, m->variant);
                })) {
                variantClass = vc;
                variantFromName = true;
                break;
            }
        }
    }
    // "NVL" also stands for an NVLink bridge on PCIe cards: an H100 "NVL" of 80 GB is an H100 PCIe
    // 80GB with a bridge (NVIDIA's H100 NVL has 94 GB, its datasheet). When the memory the name
    // states, or else the source reports (per GPU, or as the instance total), fits no NVL model of
    // the family but fits its PCIe model, the PCIe model it is.
    if (variantClass == QLatin1String("nvl")) {
        QList<double> readings;
        if (parts.memoryGb) {
            readings.append(*parts.memoryGb);
        } else if (reportedMemoryGb) {
            readings.append(*reportedMemoryGb);
            if (count && *count > 1)
                readings.append(*reportedMemoryGb / *count);
        }
        auto fits = [&](const char *vc, double gb) {
            return std::any_of(candidates.begin(), candidates.end(), [&](const GpuModelIdentity *m) {
                return variantFits(QLatin1String(vc), m->variant) && m->memoryGb && memoryMatches(*m->memoryGb, gb);
            });
        };
        for (double gb : std::as_const(readings)) {
            if (fits("nvl", gb))
                break;
            if (fits("pcie", gb)) {
                variantClass = QStringLiteral("pcie");
                break;
            }
        }
    }
    if (!variantClass.isEmpty()) {
        candidates.erase(std::remove_if(candidates.begin(), candidates.end(),
                             [&](const GpuModelIdentity *m) { return !variantFits(variantClass, m->variant); }),
            candidates.end());
    }
    if (candidates.isEmpty()) {
        match.reason = QStringLiteral("'%1': no %2 variant of this model is known").arg(raw, variantClass);
        return match;
    }

    // Memory: from the name (must fit), else from the reported memory when sizes differ.
    auto sizesDiffer = [&] {
        for (const auto *m : candidates)
            if (m->memoryGb != candidates.first()->memoryGb)
                return true;
        return false;
    };
    if (parts.memoryGb) {
        QList<const GpuModelIdentity *> fit;
        for (const auto *m : candidates)
            if (m->memoryGb && memoryMatches(*m->memoryGb, *parts.memoryGb))
                fit.append(m);
        const bool anyKnown
            = std::any_of(candidates.begin(), candidates.end(), [](const GpuModelIdentity *m) { return m->memoryGb.has_value(); });
        if (!fit.isEmpty()) {
            candidates = fit;
        } else if (!anyKnown) {
            // no datasheet memory to compare with: the name's figure is the best we have
        } else if (sizesDiffer()) {
            match.reason = QStringLiteral("'%1': no %2 GB version of this model is known").arg(raw).arg(*parts.memoryGb);
            return match;
        } else {
            match.memoryDiffers = true; // one size only: the name's figure disagrees with the datasheet
        }
    } else if (reportedMemoryGb && sizesDiffer()) {
        QList<double> readings { *reportedMemoryGb };
        if (count && *count > 1)
            readings.append(*reportedMemoryGb / *count); // some sources write the instance total
        for (double r : readings) {
            QList<const GpuModelIdentity *> fit;
            for (const auto *m : candidates)
                if (m->memoryGb && memoryMatches(*m->memoryGb, r))
                    fit.append(m);
            if (!fit.isEmpty()) {
                candidates = fit;
                match.memoryFromHint = true;
                break;
            }
        }
    }

    std::stable_sort(candidates.begin(), candidates.end(), [](const GpuModelIdentity *a, const GpuModelIdentity *b) {
        if (a->preference != b->preference)
            return a->preference < b->preference;
        return a->memoryGb.value_or(0) < b->memoryGb.value_or(0); // bare "A100" means the 40 GB part
    });
    const GpuModelIdentity *chosen = candidates.first();
    if (!parts.memoryGb && !match.memoryFromHint && sizesDiffer())
        match.memoryAssumed = true; // e.g. bare "V100": 16 or 32 GB, nothing said which
    match.key = chosen->key;
    bool variantsDiffer = false;
    for (const auto *m : candidates)
        variantsDiffer |= m->variant != chosen->variant;
    match.variantAssumed = !variantFromName && variantsDiffer;
    if (!match.memoryDiffers && reportedMemoryGb && chosen->memoryGb && !match.memoryFromHint) {
        const bool perGpuFits = memoryMatches(*chosen->memoryGb, *reportedMemoryGb);
        const bool totalFits = count && *count > 1 && memoryMatches(*chosen->memoryGb, *reportedMemoryGb / *count);
        match.memoryDiffers = !perGpuFits && !totalFits;
    }
    return match;
}

} // namespace cg
