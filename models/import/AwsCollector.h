#pragma once

// Internal to the AWS offer-file readers (AwsOfferReader.cpp, AwsOfferCsv.cpp): the product and
// term collector both file forms feed. Not part of any other reader's interface.

#include "import/FeedInstanceTypes.h"
#include "import/FieldParsers.h"
#include "import/OfferRecord.h"

#include <QHash>
#include <QLocale>
#include <QMap>
#include <QRegularExpression>

#include <cmath>

namespace cg::readers::aws {

inline constexpr char kDocUrl[]
    = "https://docs.aws.amazon.com/awsaccountbilling/latest/aboutv2/reading-service-price-list-file-for-services.html";
inline constexpr double kHoursPerYear = 8760.0; // 365 × 24: a reserved term's hours, as AWS's effective-hourly figures count them

inline QString money(double v)
{
    return QLocale::c().toString(v, 'g', 10);
}

/// The product attributes the reader uses (JSON attribute names; the CSV maps its columns to them).
struct Attrs
{
    QString sku, family, instanceType, region, os, tenancy, preSw, capacity, gpu, gpuMemory, vcpu, memory;
    QString malformed; ///< why the product's structure is wrong (an attribute that is not a string), or empty
    bool hasAttributes = true; ///< false: a JSON product without an attributes object (the CSV always has its columns)
    int line = 0;
};

struct Dim
{
    QString unit, price, currency, description;
};

/// A number of the "1152 GiB" / "8" / "32.7726000000" kind: the leading decimal, or empty.
inline std::optional<double> leadingNumber(const QString &text)
{
    static const QRegularExpression re(QStringLiteral("^\\s*([0-9]+(?:\\.[0-9]+)?)"));
    const QRegularExpressionMatch m = re.match(text);
    if (!m.hasMatch())
        return std::nullopt;
    return QLocale::c().toDouble(m.captured(1));
}

/// Gathers GPU products and their terms, and builds the records at the end.
class Collector
{
public:
    ReadResult r;
    QString version;

    void product(const Attrs &a)
    {
        ++r.rowsRead;
        if (!a.malformed.isEmpty() || !a.hasAttributes) {
            r.rejected.append({ a.line,
                QStringLiteral("SKU %1: %2").arg(a.sku, a.malformed.isEmpty() ? QStringLiteral("no attributes object") : a.malformed) });
            return;
        }
        if (!a.family.startsWith(QLatin1String("Compute Instance"))) {
            ++r.excluded[QStringLiteral("productFamily is not Compute Instance (storage, data transfer, IP addresses...)")];
            return;
        }
        const std::optional<double> gpus = leadingNumber(a.gpu);
        const std::optional<InstanceTypeGpu> table = awsInstanceTypeGpu(a.instanceType);
        if (!table && (!gpus || *gpus <= 0)) {
            ++r.skippedCpuOnly;
            return;
        }
        if (a.instanceType.isEmpty()) {
            r.rejected.append({ a.line, QStringLiteral("SKU %1: a GPU product without an instanceType").arg(a.sku) });
            return;
        }
        QString why;
        if (a.os != QLatin1String("Linux"))
            why = QStringLiteral("operatingSystem %1, not Linux").arg(a.os.isEmpty() ? QStringLiteral("(none)") : a.os);
        else if (a.tenancy != QLatin1String("Shared"))
            why = QStringLiteral("tenancy %1, not Shared").arg(a.tenancy);
        else if (a.preSw != QLatin1String("NA"))
            why = QStringLiteral("preInstalledSw %1: the price includes software").arg(a.preSw);
        else if (a.capacity != QLatin1String("Used"))
            why = QStringLiteral("capacitystatus %1, not Used").arg(a.capacity);
        if (!why.isEmpty()) {
            ++r.excluded[why];
            return;
        }
        Offer o;
        o.sku = a.sku;
        o.rec.line = a.line;
        o.rec.instanceType = a.instanceType;
        o.rec.region = a.region;
        o.rec.vcpus = leadingNumber(a.vcpu);
        o.rec.ramGib = leadingNumber(a.memory);
        if (table) {
            o.rec.gpuRawName = table->gpuName;
            o.rec.reportedGpuMemoryGb = table->gpuMemoryGb;
            o.rec.gpuCount = table->gpuCount;
            o.basis = table->basis + QStringLiteral(" <") + table->sourceUrl + QLatin1Char('>');
            if (!o.rec.vcpus)
                o.rec.vcpus = table->vcpus;
            if (!o.rec.ramGib)
                o.rec.ramGib = table->ramGib;
        } else {
            o.rec.flags.append(QStringLiteral("gpu_unknown"));
            o.basis = QStringLiteral("GPU model not in the sourced table; count from the offer file's gpu attribute");
        }
        if (gpus && *gpus > 0) {
            if (o.rec.gpuCount && *o.rec.gpuCount != *gpus)
                o.basis += QStringLiteral("; the offer file says gpu %1, the table %2: the file's count is used")
                               .arg(*gpus)
                               .arg(*o.rec.gpuCount);
            o.rec.gpuCount = gpus;
        }
        m_bySku.insert(a.sku, int(m_offers.size()));
        m_offers.append(o);
    }

    bool wanted(const QString &sku) const { return m_bySku.contains(sku); }

    void term(const QString &sku, bool reserved, const QString &length, const QString &klass, const QString &option, const QList<Dim> &dims,
        int line)
    {
        const auto it = m_bySku.constFind(sku);
        if (it == m_bySku.constEnd())
            return;
        Offer &o = m_offers[*it];
        for (const Dim &d : dims) {
            const ParsedNumber n = parseDecimal(d.price);
            if (!n.isValue()) {
                r.rejected.append({ line, QStringLiteral("SKU %1: pricePerUnit '%2' is not a number").arg(sku, d.price) });
                continue;
            }
            if (!reserved) {
                if (d.unit == QLatin1String("Hrs")) {
                    o.onDemand = n.value;
                    o.currency = d.currency;
                    o.onDemandText = d.description;
                }
                continue;
            }
            Reserved &res = o.reserved[length + QChar(0x1f) + klass + QChar(0x1f) + option];
            res.length = length;
            res.klass = klass;
            res.option = option;
            res.currency = d.currency;
            if (d.unit == QLatin1String("Hrs"))
                res.hourly = n.value;
            else if (d.unit == QLatin1String("Quantity"))
                res.upfront = n.value;
        }
    }

    void finish()
    {
        const QString date = r.documentDate;
        for (Offer &o : m_offers) {
            OfferRecord rec = o.rec;
            const QString head
                = QStringLiteral("AWS Price List AmazonEC2 offer file %1 (publicationDate %2), SKU %3").arg(version, date, o.sku);
            if (o.onDemand) {
                PriceRecord p { QStringLiteral("on_demand"), 0, *o.onDemand, o.currency.isEmpty() ? QStringLiteral("USD") : o.currency,
                    date, {}, head + QStringLiteral(", OnDemand Hrs: \"%1\"; %2").arg(o.onDemandText, o.basis), date, {} };
                if (*o.onDemand == 0) {
                    p.amount.reset();
                    p.note.prepend(QStringLiteral("source lists 0: no list price, not free; "));
                    rec.flags.append(QStringLiteral("zero_price"));
                }
                rec.prices.append(p);
            }
            for (const char *length : { "1yr", "3yr" }) {
                const Reserved *best = nullptr;
                int bestRank = 99;
                QStringList options;
                for (const Reserved &res : std::as_const(o.reserved)) {
                    const double years = QLatin1String(length) == QLatin1String("1yr") ? 1 : 3;
                    if (res.length != QLatin1String(length) || !(effective(res, years) > 0) || !std::isfinite(effective(res, years)))
                        continue; // no hourly figure (or a 0 one) is no reserved price
                    options.append(QStringLiteral("%1 %2: %3/h + %4 upfront / %5 h = %6/h")
                                       .arg(res.klass, res.option, money(res.hourly.value_or(0)), money(res.upfront.value_or(0)))
                                       .arg(years * kHoursPerYear)
                                       .arg(money(effective(res, years))));
                    const int rank = (res.klass == QLatin1String("standard") ? 0 : 3)
                        + (res.option == QLatin1String("No Upfront")             ? 0
                                : res.option == QLatin1String("Partial Upfront") ? 1
                                                                                 : 2);
                    if (rank < bestRank) {
                        bestRank = rank;
                        best = &res;
                    }
                }
                if (!best)
                    continue;
                const double years = QLatin1String(length) == QLatin1String("1yr") ? 1 : 3;
                options.sort();
                rec.prices.append(PriceRecord { QStringLiteral("reserved"), int(years * 12), effective(*best, years),
                    best->currency.isEmpty() ? QStringLiteral("USD") : best->currency, date, {},
                    head
                        + QStringLiteral(", Reserved %1 %2 %3, per hour = hourly + upfront fee / (%4 × 8760 h); all options: %5; %6")
                              .arg(QLatin1String(length), best->klass, best->option)
                              .arg(years)
                              .arg(options.join(QStringLiteral("; ")), o.basis),
                    date, {} });
            }
            if (rec.prices.isEmpty())
                ++r.excluded[QStringLiteral("GPU product without an on-demand or reserved price")];
            else
                r.records.append(rec);
        }
        r.notes.append(QStringLiteral("AWS reserved prices per hour = hourly rate + upfront fee / (term years × 8760 h) (%1)")
                           .arg(QLatin1String(kDocUrl)));
    }

private:
    struct Reserved
    {
        QString length, klass, option, currency;
        std::optional<double> hourly, upfront;
    };
    struct Offer
    {
        QString sku, basis, currency, onDemandText;
        OfferRecord rec;
        std::optional<double> onDemand;
        QMap<QString, Reserved> reserved;
    };
    static double effective(const Reserved &res, double years)
    {
        return res.hourly.value_or(0) + res.upfront.value_or(0) / (years * kHoursPerYear);
    }
    QHash<QString, int> m_bySku;
    QList<Offer> m_offers;
};

/// "2024-01-11T20:06:18Z" → "2024-01-11"; empty when it is not a date.
inline QString isoDay(const QString &text)
{
    return normaliseIsoDate(text.left(10));
}

inline ReadResult failed(const QString &format, const QString &why)
{
    ReadResult r;
    r.format = format;
    r.fatalError = why;
    return r;
}

} // namespace cg::readers::aws
