#include "import/FeedReaders.h"

#include "import/FeedInstanceTypes.h"
#include "import/FieldParsers.h"
#include "import/Plausibility.h"

#include <QHash>
#include <QJsonArray>
#include <QJsonDocument>
#include <QJsonObject>
#include <QLocale>
#include <QRegularExpression>

#include <cmath>

namespace cg::readers {

namespace {

constexpr double kHoursPerYear = 8760.0; // 365 × 24 h

QString money(double v)
{
    return QLocale::c().toString(v, 'g', 10);
}

QString isoDay(const QString &text)
{
    return normaliseIsoDate(text.left(10));
}

/// Parses a document that is one page object or an array of page objects; each page must hold
/// the array `member`. On failure returns the reason the document is refused.
QString pagesOf(const QByteArray &bytes, const QString &member, const QString &what, QList<QJsonObject> *pages)
{
    QJsonParseError err {};
    const QJsonDocument doc = QJsonDocument::fromJson(bytes, &err);
    if (err.error != QJsonParseError::NoError)
        return QStringLiteral("not %1: invalid or truncated JSON at byte %2: %3").arg(what).arg(err.offset).arg(err.errorString());
    QJsonArray list;
    if (doc.isArray())
        list = doc.array();
    else
        list.append(doc.object());
    for (const QJsonValue v : std::as_const(list)) {
        if (!v.isObject() || !v.toObject().value(member).isArray())
            return QStringLiteral("not %1: no '%2' array%3")
                .arg(what, member, list.size() > 1 ? QStringLiteral(" in every page") : QString());
        pages->append(v.toObject());
    }
    if (pages->isEmpty())
        return QStringLiteral("not %1: an empty array").arg(what);
    return {};
}

void applyGpu(OfferRecord &o, const std::optional<InstanceTypeGpu> &gpu, QString *basis)
{
    if (!gpu) {
        o.flags.append(QStringLiteral("gpu_unknown"));
        *basis = QStringLiteral("GPU not known for this size: no sourced table entry");
        return;
    }
    o.gpuRawName = gpu->gpuName;
    o.gpuCount = gpu->gpuCount;
    o.reportedGpuMemoryGb = gpu->gpuMemoryGb;
    o.vcpus = gpu->vcpus;
    o.ramGib = gpu->ramGib;
    *basis = gpu->basis + QStringLiteral(" <") + gpu->sourceUrl + QLatin1Char('>');
}

PriceRecord price(
    OfferRecord &o, const QString &kind, int months, double amount, const QString &currency, const QString &date, const QString &note)
{
    PriceRecord p { kind, months, amount, currency.isEmpty() ? QStringLiteral("USD") : currency, date, {}, note, date, {} };
    if (!std::isfinite(amount) || amount < 0) {
        p.amount.reset();
        p.note.prepend(QStringLiteral("not a usable number: no list price; "));
    } else if (amount == 0) {
        p.amount.reset();
        p.note.prepend(QStringLiteral("source lists 0: no list price, not free; "));
        o.flags.append(QStringLiteral("zero_price"));
    }
    return p;
}

} // namespace

QString detectFeedFormat(const QByteArray &headBytes)
{
    QByteArray head = headBytes.left(1 << 16);
    if (head.startsWith("\xEF\xBB\xBF"))
        head.remove(0, 3);
    head = head.trimmed();
    if (head.startsWith("\"FormatVersion\"") || head.startsWith("FormatVersion,"))
        return QStringLiteral("aws-ec2-csv");
    if (!head.startsWith('{') && !head.startsWith('['))
        return {};
    if (head.contains("\"offerCode\"") && (head.contains("\"products\"") || head.contains("\"formatVersion\"")))
        return QStringLiteral("aws-ec2-json");
    if (head.contains("\"Items\"")
        && (head.contains("\"armSkuName\"") || head.contains("\"NextPageLink\"") || head.contains("\"retailPrice\"")))
        return QStringLiteral("azure-retail-json");
    // A page whose first member is "Items" (Azure's capitalisation) is Azure's even when the items
    // hold nothing recognisable in the first 64 KiB: its errors then name the Azure reader.
    static const QRegularExpression azureFirst(QStringLiteral("^[\\[\\s]*\\{\\s*\"Items\"\\s*:"));
    if (azureFirst.match(QString::fromLatin1(head.left(64))).hasMatch())
        return QStringLiteral("azure-retail-json");
    if (head.contains("\"currencyCodeLocalizations\"") || (head.contains("\"items\"") && head.contains("\"partNumber\"")))
        return QStringLiteral("oci-price-json");
    if (head.contains("\"skus\"") && (head.contains("\"pricingInfo\"") || head.contains("\"skuId\"")))
        return QStringLiteral("gcp-skus-json");
    return {};
}

ReadResult readAzureRetailJson(const QByteArray &bytes)
{
    ReadResult r;
    r.format = QStringLiteral("azure-retail-json");
    QList<QJsonObject> pages;
    r.fatalError = pagesOf(bytes, QStringLiteral("Items"), QStringLiteral("an Azure Retail Prices document"), &pages);
    if (!r.fatalError.isEmpty())
        return r;
    struct Slot
    {
        OfferRecord rec;
        QString basis;
        std::optional<PriceRecord> spot, lowPriority;
    };
    QHash<QString, int> bySize; // armSkuName + region → index
    QList<Slot> sizeSlots;
    int line = 0;
    for (const QJsonObject &page : std::as_const(pages)) {
        for (const QJsonValue v : page.value(QStringLiteral("Items")).toArray()) {
            ++line;
            ++r.rowsRead;
            const QJsonObject it = v.toObject();
            auto text = [&it](const char *key) { return it.value(QLatin1String(key)).toString().trimmed(); };
            const QString sku = text("armSkuName"), region = text("armRegionName"), type = text("type"), product = text("productName"),
                          meter = text("meterName"), skuName = text("skuName"), unit = text("unitOfMeasure");
            if (text("serviceName") != QLatin1String("Virtual Machines")) {
                ++r.excluded[QStringLiteral("serviceName is not Virtual Machines")];
                continue;
            }
            if (it.value(QStringLiteral("isPrimaryMeterRegion")).isBool() && !it.value(QStringLiteral("isPrimaryMeterRegion")).toBool()) {
                ++r.excluded[QStringLiteral("isPrimaryMeterRegion false (a duplicate meter)")];
                continue;
            }
            if (product.contains(QLatin1String("Windows"))) {
                ++r.excluded[QStringLiteral("Windows meter (productName contains Windows)")];
                continue;
            }
            if (type != QLatin1String("Consumption") && type != QLatin1String("Reservation")) {
                ++r.excluded[QStringLiteral("type %1, not Consumption or Reservation").arg(type)];
                continue;
            }
            if (const QString why = Plausibility::controlCharacter(sku, "instance type", true); !why.isEmpty()) {
                r.rejected.append({ line, QStringLiteral("item %1: %2").arg(line).arg(why) });
                continue;
            }
            const std::optional<InstanceTypeGpu> gpu = azureSkuGpu(sku);
            if (!gpu && !sku.startsWith(QLatin1String("Standard_N"))) {
                ++r.skippedCpuOnly;
                continue;
            }
            if (sku.isEmpty() || region.isEmpty()) {
                r.rejected.append({ line, QStringLiteral("item %1: armSkuName and armRegionName are required").arg(line) });
                continue;
            }
            if (unit != QLatin1String("1 Hour")) {
                r.rejected.append({ line, QStringLiteral("item %1 (%2): unitOfMeasure '%3' is not 1 Hour").arg(line).arg(sku, unit) });
                continue;
            }
            const QJsonValue amountValue = it.value(QStringLiteral("retailPrice"));
            if (!amountValue.isDouble() || amountValue.toDouble() < 0) {
                r.rejected.append(
                    { line, QStringLiteral("item %1 (%2): retailPrice is missing or not a non-negative number").arg(line).arg(sku) });
                continue;
            }
            const QString date = isoDay(text("effectiveStartDate"));
            if (date.isEmpty()) {
                r.rejected.append({ line,
                    QStringLiteral("item %1 (%2): effectiveStartDate '%3' is not a date").arg(line).arg(sku, text("effectiveStartDate")) });
                continue;
            }
            r.documentDate = std::max(r.documentDate, date);
            const QString key = sku + QChar(0x1f) + region;
            if (!bySize.contains(key)) {
                Slot s;
                s.rec.line = line;
                s.rec.instanceType = sku;
                s.rec.region = region;
                applyGpu(s.rec, gpu, &s.basis);
                bySize.insert(key, int(sizeSlots.size()));
                sizeSlots.append(s);
            }
            Slot &s = sizeSlots[bySize.value(key)];
            const double amount = amountValue.toDouble();
            const QString head
                = QStringLiteral("Azure Retail Prices item meterId %1, productName \"%2\", skuName \"%3\", effectiveStartDate %4")
                      .arg(text("meterId"), product, skuName, date);
            const QString currency = text("currencyCode");
            if (type == QLatin1String("Reservation")) {
                const QString term = text("reservationTerm");
                const int years = term == QLatin1String("1 Year") ? 1 : term == QLatin1String("3 Years") ? 3 : 0;
                if (years == 0) {
                    r.rejected.append(
                        { line, QStringLiteral("item %1 (%2): reservationTerm '%3' is not 1 Year or 3 Years").arg(line).arg(sku, term) });
                    continue;
                }
                // The Reservation retailPrice is the whole term's price.
                const double perHour = amount / (years * kHoursPerYear);
                s.rec.prices.append(price(s.rec, QStringLiteral("reserved"), years * 12, perHour, currency, date,
                    head
                        + QStringLiteral("; Reservation %1: retailPrice %2 %3 for the term / (%4 × 8760 h) = %5 per hour; %6")
                              .arg(term, money(amount), currency)
                              .arg(years)
                              .arg(money(perHour), s.basis)));
            } else if (skuName.endsWith(QLatin1String("Spot")) || meter.endsWith(QLatin1String("Spot"))) {
                s.spot = price(s.rec, QStringLiteral("spot"), 0, amount, currency, date, head + QStringLiteral("; Spot meter; ") + s.basis);
            } else if (skuName.endsWith(QLatin1String("Low Priority")) || meter.endsWith(QLatin1String("Low Priority"))) {
                s.lowPriority = price(s.rec, QStringLiteral("spot"), 0, amount, currency, date,
                    head + QStringLiteral("; Low Priority meter, taken as the spot price (no Spot meter); ") + s.basis);
            } else {
                s.rec.prices.append(
                    price(s.rec, QStringLiteral("on_demand"), 0, amount, currency, date, head + QStringLiteral("; ") + s.basis));
            }
        }
    }
    for (Slot &s : sizeSlots) {
        if (s.spot)
            s.rec.prices.append(*s.spot);
        else if (s.lowPriority)
            s.rec.prices.append(*s.lowPriority);
        if (s.spot && s.lowPriority)
            ++r.excluded[QStringLiteral("Low Priority meter where a Spot meter prices the same size")];
        r.records.append(s.rec);
    }
    const QString next = pages.last().value(QStringLiteral("NextPageLink")).toString();
    r.notes.append(QStringLiteral("Azure Reservation prices are per term; per hour = retailPrice / (term years × 8760 h)"));
    if (!next.isEmpty())
        r.notes.append(
            QStringLiteral("the last page's NextPageLink is not null (%1): the document holds only the first %2 page(s) of the answer")
                .arg(next)
                .arg(pages.size()));
    return r;
}

ReadResult readOciPriceJson(const QByteArray &bytes)
{
    ReadResult r;
    r.format = QStringLiteral("oci-price-json");
    QList<QJsonObject> pages;
    r.fatalError = pagesOf(bytes, QStringLiteral("items"), QStringLiteral("an OCI price list"), &pages);
    if (!r.fatalError.isEmpty())
        return r;
    const QString date = isoDay(pages.first().value(QStringLiteral("lastUpdated")).toString());
    r.documentDate = date;
    int line = 0;
    for (const QJsonObject &page : std::as_const(pages)) {
        for (const QJsonValue v : page.value(QStringLiteral("items")).toArray()) {
            ++line;
            ++r.rowsRead;
            const QJsonObject it = v.toObject();
            const QString part = it.value(QStringLiteral("partNumber")).toString(),
                          name = it.value(QStringLiteral("displayName")).toString(),
                          metric = it.value(QStringLiteral("metricName")).toString();
            if (!it.contains(QStringLiteral("currencyCodeLocalizations"))) {
                r.rejected.append({ line, QStringLiteral("item %1 (%2): no currencyCodeLocalizations").arg(line).arg(part) });
                continue;
            }
            if (metric.compare(QLatin1String("GPU Per Hour"), Qt::CaseInsensitive) != 0) {
                ++r.skippedCpuOnly;
                continue;
            }
            // USD when listed, else the only currency given.
            const QJsonArray locs = it.value(QStringLiteral("currencyCodeLocalizations")).toArray();
            QJsonObject loc = locs.isEmpty() ? QJsonObject() : locs.first().toObject();
            for (const QJsonValue l : locs)
                if (l.toObject().value(QStringLiteral("currencyCode")).toString() == QLatin1String("USD"))
                    loc = l.toObject();
            std::optional<double> value;
            for (const QJsonValue p : loc.value(QStringLiteral("prices")).toArray())
                if (p.toObject().value(QStringLiteral("model")).toString() == QLatin1String("PAY_AS_YOU_GO")
                    && p.toObject().value(QStringLiteral("value")).isDouble())
                    value = p.toObject().value(QStringLiteral("value")).toDouble();
            const QString currency = loc.value(QStringLiteral("currencyCode")).toString();
            if (!value || *value < 0 || currency.isEmpty()) {
                r.rejected.append({ line, QStringLiteral("item %1 (%2): no PAY_AS_YOU_GO value with a currencyCode").arg(line).arg(part) });
                continue;
            }
            bool matched = false;
            for (const OciGpuShape &shape : ociGpuShapes()) {
                const QRegularExpression word(
                    QStringLiteral("(^|[^A-Za-z0-9])%1($|[^A-Za-z0-9])").arg(QRegularExpression::escape(QLatin1String(shape.nameToken))));
                if (!word.match(name).hasMatch())
                    continue;
                matched = true;
                OfferRecord o;
                o.line = line;
                o.instanceType = QLatin1String(shape.shape);
                o.region = allRegions();
                o.gpuRawName = QLatin1String(shape.gpu);
                o.gpuCount = shape.gpus;
                o.reportedGpuMemoryGb = shape.gpuMemoryGb;
                const double perInstance = *value * shape.gpus;
                o.prices.append(price(o, QStringLiteral("on_demand"), 0, perInstance, currency, date,
                    QStringLiteral("OCI price list part %1 \"%2\" (%3): %4 %5 per GPU-hour × %6 GPUs of %7 = %8 per instance-hour;"
                                   " the same price in every region (all-regions)")
                        .arg(part, name, metric, money(*value), currency)
                        .arg(shape.gpus)
                        .arg(QLatin1String(shape.shape), money(perInstance))));
                r.records.append(o);
            }
            if (!matched)
                ++r.excluded[QStringLiteral("GPU part whose GPU has no shape in the sourced table")];
        }
    }
    r.notes.append(QStringLiteral("OCI GPU parts are per GPU-hour and the same in every region: each shape is stored per instance-hour,"
                                  " region all-regions"));
    return r;
}

} // namespace cg::readers
