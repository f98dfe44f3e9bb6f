#include "import/Plausibility.h"

#include "core/FxRates.h"
#include "csv/CsvReader.h"
#include "import/OfferRecord.h"

#include <QCoreApplication>
#include <QLocale>

#include <cmath>
#include <utility>

namespace cg::Plausibility {

namespace {

QString number(double v)
{
    return QLocale::c().toString(v, 'g', 6);
}

/// The first text field of `record` with a control character it may not hold, or empty.
QString textProblem(const OfferRecord &record)
{
    const std::pair<const QString *, const char *> naming[]
        = { { &record.providerKey, "provider" }, { &record.providerName, "provider name" },
              { &record.providerNameZh, "provider name (Chinese)" }, { &record.instanceType, "instance type" },
              { &record.region, "region" }, { &record.zone, "zone" }, { &record.gpuRawName, "GPU name" }, { &record.gpuKey, "gpu_model" },
              { &record.variantHint, "GPU description" }, { &record.brokerOf, "broker" } };
    for (const auto &[text, field] : naming)
        if (QString why = controlCharacter(*text, field, true); !why.isEmpty())
            return why;
    for (const PriceRecord &p : record.prices) {
        for (const auto &[text, field] : { std::pair { &p.kind, "price kind" }, std::pair { &p.currency, "currency" } })
            if (QString why = controlCharacter(*text, field, true); !why.isEmpty())
                return why;
        for (const auto &[text, field] : { std::pair { &p.note, "price note" }, std::pair { &p.sourceUrl, "source URL" },
                 std::pair { &p.asOf, "as_of" }, std::pair { &p.observedOn, "observed_on" } })
            if (QString why = controlCharacter(*text, field, false); !why.isEmpty())
                return why;
    }
    return {};
}

} // namespace

QString controlCharacter(const QString &text, const char *field, bool naming)
{
    if (const qsizetype most = naming ? kMaxNameChars : kMaxTextChars; text.size() > most)
        return QStringLiteral("%1 is %2 characters long: at most %3").arg(QLatin1String(field)).arg(text.size()).arg(most);
    for (qsizetype i = 0; i < text.size(); ++i) {
        const char16_t c = text.at(i).unicode();
        if (c == 0)
            return QStringLiteral("%1 holds a NUL character (U+0000) at character %2").arg(QLatin1String(field)).arg(i + 1);
        if (QChar::isSurrogate(c)) {
            const bool paired = QChar::isHighSurrogate(c) && i + 1 < text.size() && text.at(i + 1).isLowSurrogate();
            if (!paired)
                return QStringLiteral("%1 holds a lone surrogate U+%2 at character %3 (no Unicode character; a damaged \\u escape)")
                    .arg(QLatin1String(field))
                    .arg(uint(c), 4, 16, QLatin1Char('0'))
                    .arg(i + 1);
            ++i; // the pair is one character
            continue;
        }
        if (!naming)
            continue;
        const bool control = (c < 0x20 && c != u'\t') || (c >= 0x7f && c <= 0x9f);
        // Bidirectional formatting (Unicode Standard Annex #9): U+202E shows "abc" as "cba",
        // so an offer's name could read as another's.
        const bool bidi = c == 0x061c || c == 0x200e || c == 0x200f || (c >= 0x202a && c <= 0x202e) || (c >= 0x2066 && c <= 0x2069);
        if (control || bidi)
            return QStringLiteral("%1 holds the %2 U+%3 at character %4")
                .arg(QLatin1String(field),
                    control ? QStringLiteral("control character") : QStringLiteral("bidirectional formatting character"))
                .arg(uint(c), 4, 16, QLatin1Char('0'))
                .arg(i + 1);
    }
    return {};
}

QString problem(const OfferRecord &record)
{
    if (QString why = textProblem(record); !why.isEmpty())
        return why;
    if (record.gpuCount && (!std::isfinite(*record.gpuCount) || *record.gpuCount > kMaxGpusPerInstance))
        return QStringLiteral("gpu_count %1 is not plausible: no instance has more than %2 GPUs")
            .arg(number(*record.gpuCount))
            .arg(kMaxGpusPerInstance);
    if (record.vcpus && (!std::isfinite(*record.vcpus) || *record.vcpus > kMaxVcpus))
        return QStringLiteral("vcpus %1 is not plausible: at most %2").arg(number(*record.vcpus)).arg(kMaxVcpus);
    if (record.ramGib && (!std::isfinite(*record.ramGib) || *record.ramGib > kMaxRamGib))
        return QStringLiteral("memory %1 GiB is not plausible: at most %2 GiB").arg(number(*record.ramGib)).arg(kMaxRamGib);
    for (const PriceRecord &p : record.prices) {
        if (const QString notMoney = FxRates::notMoney(p.currency); p.amount && !notMoney.isEmpty())
            return QStringLiteral("%1 price %2 %3: %3 is not a currency a price can be in (ISO 4217 keeps it for %4)")
                .arg(p.kind, number(*p.amount), p.currency, notMoney);
        if (p.amount && (!std::isfinite(*p.amount) || *p.amount > kMaxAmountPerInstanceHour))
            return QStringLiteral("%1 price %2 %3 per instance-hour is not plausible: at most %4 in any currency")
                .arg(p.kind, number(*p.amount), p.currency, number(kMaxAmountPerInstanceHour));
        if (p.amount && *p.amount > 0 && *p.amount < kMinAmountPerInstanceHour)
            return QStringLiteral("%1 price %2 %3 per instance-hour is not plausible: at least %4 (0 is read as no price)")
                .arg(p.kind, number(*p.amount), p.currency, number(kMinAmountPerInstanceHour));
    }
    return {};
}

void screen(QList<OfferRecord> &records, QList<CsvIssue> &rejected, QStringList &messages)
{
    for (auto it = records.begin(); it != records.end();) {
        const QString why = problem(*it);
        if (why.isEmpty()) {
            if (it->flags.contains(QStringLiteral("zero_price")))
                messages.append(
                    QCoreApplication::translate("cg::ImportReport", "line %1: a price of 0 is read as \"no list price\", not as free")
                        .arg(it->line));
            ++it;
            continue;
        }
        rejected.append({ it->line, why });
        it = records.erase(it);
    }
}

} // namespace cg::Plausibility
