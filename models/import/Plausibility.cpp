#include "import/Plausibility.h"

#include "csv/CsvReader.h"
#include "import/OfferRecord.h"

#include <QCoreApplication>
#include <QLocale>

#include <cmath>

namespace cg::Plausibility {

namespace {

QString number(double v)
{
    return QLocale::c().toString(v, 'g', 6);
}

} // namespace

QString problem(const OfferRecord &record)
{
    if (record.gpuCount && (!std::isfinite(*record.gpuCount) || *record.gpuCount > kMaxGpusPerInstance))
        return QStringLiteral("gpu_count %1 is not plausible: no instance has more than %2 GPUs")
            .arg(number(*record.gpuCount))
            .arg(kMaxGpusPerInstance);
    if (record.vcpus && (!std::isfinite(*record.vcpus) || *record.vcpus > kMaxVcpus))
        return QStringLiteral("vcpus %1 is not plausible: at most %2").arg(number(*record.vcpus)).arg(kMaxVcpus);
    if (record.ramGib && (!std::isfinite(*record.ramGib) || *record.ramGib > kMaxRamGib))
        return QStringLiteral("memory %1 GiB is not plausible: at most %2 GiB").arg(number(*record.ramGib)).arg(kMaxRamGib);
    for (const PriceRecord &p : record.prices)
        if (p.amount && (!std::isfinite(*p.amount) || *p.amount > kMaxAmountPerInstanceHour))
            return QStringLiteral("%1 price %2 %3 per instance-hour is not plausible: at most %4 in any currency")
                .arg(p.kind, number(*p.amount), p.currency, number(kMaxAmountPerInstanceHour));
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
