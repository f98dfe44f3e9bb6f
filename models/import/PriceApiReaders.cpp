#include "import/PriceApiReaders.h"

#include "import/FieldParsers.h"
#include "import/PriceApiInstanceTypes.h"

#include <QJsonArray>
#include <QJsonDocument>
#include <QJsonObject>
#include <QLocale>

namespace cg::readers {

namespace {

const QString kAlibaba = QStringLiteral("alibaba-price-json");
const QString kTencent = QStringLiteral("tencent-price-json");
const QString kHuawei = QStringLiteral("huawei-price-json");

/// One request/response pair of the file.
struct Entry
{
    int index = 0; ///< 1-based
    QJsonObject request, response, raw;
    QString observedOn; ///< ISO date or empty
};

QString money(double v)
{
    return QLocale::c().toString(v, 'g', 10);
}

/// A JSON number, or a string holding one (some SDKs print prices as strings). Empty: absent or
/// null; `*invalid` set when the value is there but not a non-negative number.
std::optional<double> number(const QJsonValue &v, bool *invalid)
{
    if (v.isUndefined() || v.isNull())
        return std::nullopt;
    if (v.isDouble()) {
        if (v.toDouble() < 0)
            *invalid = true;
        return v.toDouble() < 0 ? std::nullopt : std::optional<double>(v.toDouble());
    }
    if (v.isString()) {
        const ParsedNumber n = parseDecimal(v.toString());
        if (n.kind == ParsedNumber::Kind::Invalid)
            *invalid = true;
        return n.optional();
    }
    *invalid = true;
    return std::nullopt;
}

/// Case-insensitive member lookup: the vendors' CLIs and SDKs differ in key case.
QJsonValue member(const QJsonObject &o, const QString &key)
{
    QJsonValue exact = o.value(key);
    if (!exact.isUndefined())
        return exact;
    for (auto it = o.begin(); it != o.end(); ++it)
        if (it.key().compare(key, Qt::CaseInsensitive) == 0)
            return it.value();
    return {};
}

QString text(const QJsonObject &o, const QString &key)
{
    const QJsonValue v = member(o, key);
    if (v.isDouble())
        return QLocale::c().toString(v.toDouble(), 'g', 15);
    return v.toString().trimmed();
}

/// Splits the file into entries; on failure returns the reason the file is refused.
QString readEntries(const QByteArray &bytes, const QString &api, QList<Entry> *entries, ReadResult *r)
{
    QJsonParseError err {};
    const QJsonDocument doc = QJsonDocument::fromJson(bytes, &err);
    if (err.error != QJsonParseError::NoError)
        return QStringLiteral("not valid JSON: %1 at byte %2").arg(err.errorString()).arg(err.offset);
    QJsonArray items;
    if (doc.isArray())
        items = doc.array();
    else if (doc.isObject() && doc.object().contains(QStringLiteral("response")))
        items.append(doc.object());
    else
        return QStringLiteral(
            "a bare %1 response names no instance type or region: write it as"
            " [{\"request\": {...the parameters you passed...}, \"response\": {...the output...}}] (docs/cloud-prices.md)")
            .arg(api);
    for (int i = 0; i < items.size(); ++i) {
        ++r->rowsRead;
        Entry e;
        e.index = i + 1;
        e.raw = items.at(i).toObject();
        if (!items.at(i).isObject() || !e.raw.value(QStringLiteral("response")).isObject()) {
            r->rejected.append({ e.index, QStringLiteral("entry %1: not an object with a \"response\" object").arg(e.index) });
            continue;
        }
        e.request = e.raw.value(QStringLiteral("request")).toObject();
        e.response = e.raw.value(QStringLiteral("response")).toObject();
        const QString observed = e.raw.value(QStringLiteral("observed_on")).toString();
        if (!observed.isEmpty()) {
            e.observedOn = normaliseIsoDate(observed);
            if (e.observedOn.isEmpty()) {
                r->rejected.append(
                    { e.index, QStringLiteral("entry %1: observed_on '%2' is not an ISO date (YYYY-MM-DD)").arg(e.index).arg(observed) });
                continue;
            }
        }
        entries->append(e);
    }
    if (items.isEmpty())
        return QStringLiteral("the file holds no entries");
    return {};
}

/// Fills the GPU fields from a vendor table, or flags the GPU unknown.
void applyGpu(OfferRecord &o, const std::optional<InstanceTypeGpu> &gpu, QStringList *notes)
{
    if (!gpu) {
        o.flags.append(QStringLiteral("gpu_unknown"));
        notes->append(QStringLiteral("GPU not known for this instance type: no sourced spec table entry"));
        return;
    }
    o.gpuRawName = gpu->gpuName;
    o.gpuCount = gpu->gpuCount;
    o.reportedGpuMemoryGb = gpu->gpuMemoryGb;
    o.vcpus = gpu->vcpus;
    o.ramGib = gpu->ramGib;
    if (!gpu->gpuCount)
        o.flags.append(QStringLiteral("gpu_count_unknown"));
    notes->append(gpu->basis + QStringLiteral(" <") + gpu->sourceUrl + QLatin1Char('>'));
}

/// The list price as the record's price; a 0 list price is "no list price" as elsewhere (CAT-06).
PriceRecord listPrice(OfferRecord &o, const QString &kind, double amount, const QString &currency, const Entry &e, const QStringList &notes)
{
    // The entry's observed_on is the observation date (and the row's as-of key); empty: the import's dates.
    PriceRecord p { kind, 0, amount, currency, e.observedOn, {}, notes.join(QStringLiteral("; ")), e.observedOn, {} };
    if (amount == 0) {
        p.amount.reset();
        p.note = QStringLiteral("source lists 0: no list price, not free; ") + p.note;
        o.flags.append(QStringLiteral("zero_price"));
    }
    return p;
}

QString currencyOf(const QString &raw, OfferRecord &o, QStringList *notes, const QString &why)
{
    QString c = raw.trimmed().toUpper();
    if (c.size() == 3 && c.at(0).isLetter())
        return c;
    o.flags.append(QStringLiteral("currency_assumed"));
    notes->append(why);
    return QStringLiteral("CNY");
}

} // namespace

QString detectPriceApiFormat(const QByteArray &bytes)
{
    const QByteArray head = bytes.left(1 << 16);
    const QByteArray start = head.trimmed().left(1);
    if ((start != "[" && start != "{") || !head.contains("\"response\""))
        return {};
    if (head.contains("\"Placement\"") || head.contains("\"Response\"") || head.contains("\"InstancePrice\""))
        return kTencent;
    if (head.contains("\"product_infos\"") || head.contains("\"product_rating_results\"") || head.contains("\"error_code\""))
        return kHuawei;
    if (head.contains("\"PriceInfo\"") || head.contains("\"RegionId\""))
        return kAlibaba;
    return {};
}

QString providerOfPriceApiFormat(const QString &format)
{
    if (format == kAlibaba)
        return QStringLiteral("alibaba");
    if (format == kTencent)
        return QStringLiteral("tencent");
    if (format == kHuawei)
        return QStringLiteral("huawei");
    return {};
}

ReadResult readAlibabaPriceJson(const QByteArray &bytes)
{
    ReadResult r;
    r.format = kAlibaba;
    QList<Entry> entries;
    r.fatalError = readEntries(bytes, QStringLiteral("DescribePrice"), &entries, &r);
    if (!r.fatalError.isEmpty())
        return r;
    for (const Entry &e : std::as_const(entries)) {
        auto reject = [&](const QString &why) { r.rejected.append({ e.index, QStringLiteral("entry %1: %2").arg(e.index).arg(why) }); };
        if (e.response.contains(QStringLiteral("Code")) && !e.response.contains(QStringLiteral("PriceInfo"))) {
            r.fatalError = QStringLiteral("entry %1: Alibaba Cloud returned an error: %2: %3 (RequestId %4)")
                               .arg(e.index)
                               .arg(text(e.response, QStringLiteral("Code")), text(e.response, QStringLiteral("Message")),
                                   text(e.response, QStringLiteral("RequestId")));
            r.records.clear();
            return r;
        }
        OfferRecord o;
        o.line = e.index;
        o.instanceType = text(e.request, QStringLiteral("InstanceType"));
        const QString regionId = text(e.request, QStringLiteral("RegionId")), zone = text(e.request, QStringLiteral("ZoneId"));
        o.region = zone.isEmpty() ? regionId : zone;
        if (o.instanceType.isEmpty() || regionId.isEmpty()) {
            reject(QStringLiteral("request.InstanceType and request.RegionId are required"));
            continue;
        }
        const QString unit = text(e.request, QStringLiteral("PriceUnit"));
        if (unit.compare(QLatin1String("Hour"), Qt::CaseInsensitive) != 0) {
            reject(QStringLiteral("request.PriceUnit is '%1', not Hour: only hourly prices are imported").arg(unit));
            continue;
        }
        const QString amountText = text(e.request, QStringLiteral("Amount"));
        if (!amountText.isEmpty() && amountText != QLatin1String("1")) {
            reject(QStringLiteral("request.Amount is %1: the response would price several instances; query one").arg(amountText));
            continue;
        }
        const QJsonObject price = e.response.value(QStringLiteral("PriceInfo")).toObject().value(QStringLiteral("Price")).toObject();
        // Prefer the instance type's own line (compute only) over the order total.
        QJsonObject line = price;
        QString basis = QStringLiteral("whole order (instance with the disks and bandwidth in the request)");
        const QJsonArray details = price.value(QStringLiteral("DetailInfos")).toObject().value(QStringLiteral("DetailInfo")).toArray();
        for (const QJsonValue d : details) {
            if (d.toObject().value(QStringLiteral("Resource")).toString().compare(QLatin1String("instanceType"), Qt::CaseInsensitive)
                == 0) {
                line = d.toObject();
                basis = QStringLiteral("instance type only (DetailInfo Resource instanceType)");
            }
        }
        bool invalid = false;
        const std::optional<double> original = number(line.value(QStringLiteral("OriginalPrice")), &invalid),
                                    trade = number(line.value(QStringLiteral("TradePrice")), &invalid),
                                    discount = number(line.value(QStringLiteral("DiscountPrice")), &invalid);
        if (invalid || !original) {
            reject(QStringLiteral("response.PriceInfo.Price.OriginalPrice is missing or not a non-negative number"));
            continue;
        }
        QStringList notes;
        const QString currency = currencyOf(price.value(QStringLiteral("Currency")).toString(), o, &notes,
            QStringLiteral("response names no Currency; CNY assumed (China site)"));
        notes.prepend(QStringLiteral("DescribePrice list price OriginalPrice %1 %2/hour, %3").arg(money(*original), currency, basis));
        if (trade)
            notes.append(QStringLiteral("this account's TradePrice %1%2")
                             .arg(money(*trade))
                             .arg(discount ? QStringLiteral(" (DiscountPrice %1 off)").arg(money(*discount)) : QString()));
        QStringList rules;
        for (const QJsonValue rule : e.response.value(QStringLiteral("PriceInfo"))
                                         .toObject()
                                         .value(QStringLiteral("Rules"))
                                         .toObject()
                                         .value(QStringLiteral("Rule"))
                                         .toArray())
            rules.append(rule.toObject().value(QStringLiteral("Description")).toString());
        rules.removeAll(QString());
        if (!rules.isEmpty())
            notes.append(QStringLiteral("rules: ") + rules.join(QStringLiteral(", ")));
        if (!text(e.response, QStringLiteral("RequestId")).isEmpty())
            notes.append(QStringLiteral("RequestId ") + text(e.response, QStringLiteral("RequestId")));
        applyGpu(o, alibabaInstanceTypeGpu(o.instanceType), &notes);
        const QString spot = text(e.request, QStringLiteral("SpotStrategy"));
        const bool isSpot = !spot.isEmpty() && spot.compare(QLatin1String("NoSpot"), Qt::CaseInsensitive) != 0;
        o.prices.append(listPrice(o, isSpot ? QStringLiteral("spot") : QStringLiteral("on_demand"), *original, currency, e, notes));
        r.records.append(o);
    }
    return r;
}

ReadResult readTencentPriceJson(const QByteArray &bytes)
{
    ReadResult r;
    r.format = kTencent;
    QList<Entry> entries;
    r.fatalError = readEntries(bytes, QStringLiteral("InquiryPriceRunInstances"), &entries, &r);
    if (!r.fatalError.isEmpty())
        return r;
    for (const Entry &e : std::as_const(entries)) {
        auto reject = [&](const QString &why) { r.rejected.append({ e.index, QStringLiteral("entry %1: %2").arg(e.index).arg(why) }); };
        // The API wraps the body in "Response"; tccli prints it with or without the wrapper.
        const QJsonObject body = e.response.value(QStringLiteral("Response")).isObject()
            ? e.response.value(QStringLiteral("Response")).toObject()
            : e.response;
        if (body.value(QStringLiteral("Error")).isObject()) {
            const QJsonObject error = body.value(QStringLiteral("Error")).toObject();
            r.fatalError = QStringLiteral("entry %1: Tencent Cloud returned an error: %2: %3 (RequestId %4)")
                               .arg(e.index)
                               .arg(text(error, QStringLiteral("Code")), text(error, QStringLiteral("Message")),
                                   text(body, QStringLiteral("RequestId")));
            r.records.clear();
            return r;
        }
        OfferRecord o;
        o.line = e.index;
        o.instanceType = text(e.request, QStringLiteral("InstanceType"));
        o.region = text(e.request.value(QStringLiteral("Placement")).toObject(), QStringLiteral("Zone"));
        if (o.instanceType.isEmpty() || o.region.isEmpty()) {
            reject(QStringLiteral("request.InstanceType and request.Placement.Zone are required"));
            continue;
        }
        const QString charge = text(e.request, QStringLiteral("InstanceChargeType"));
        if (!charge.isEmpty() && charge != QLatin1String("POSTPAID_BY_HOUR") && charge != QLatin1String("SPOTPAID")) {
            reject(QStringLiteral("request.InstanceChargeType is %1: only POSTPAID_BY_HOUR and SPOTPAID are hourly").arg(charge));
            continue;
        }
        const QString count = text(e.request, QStringLiteral("InstanceCount"));
        if (!count.isEmpty() && count != QLatin1String("1")) {
            reject(QStringLiteral("request.InstanceCount is %1: the response would price several instances; query one").arg(count));
            continue;
        }
        const QJsonObject item = body.value(QStringLiteral("Price")).toObject().value(QStringLiteral("InstancePrice")).toObject();
        const QString unit = item.value(QStringLiteral("ChargeUnit")).toString();
        if (unit != QLatin1String("HOUR")) {
            reject(QStringLiteral("response InstancePrice.ChargeUnit is '%1', not HOUR").arg(unit));
            continue;
        }
        bool invalid = false;
        const std::optional<double> list = number(item.value(QStringLiteral("UnitPrice")), &invalid),
                                    discounted = number(item.value(QStringLiteral("UnitPriceDiscount")), &invalid),
                                    discount = number(item.value(QStringLiteral("Discount")), &invalid);
        if (invalid || !list) {
            reject(QStringLiteral("response InstancePrice.UnitPrice is missing or not a non-negative number"));
            continue;
        }
        QStringList notes;
        const QString currency = currencyOf(e.raw.value(QStringLiteral("currency")).toString(), o, &notes,
            QStringLiteral("the response names no currency; CNY assumed (China site; set \"currency\" in the entry)"));
        notes.prepend(
            QStringLiteral("InquiryPriceRunInstances list price UnitPrice %1 %2/HOUR for the request's configuration (instance and"
                           " the disks it names)")
                .arg(money(*list), currency));
        if (discounted)
            notes.append(QStringLiteral("this account's UnitPriceDiscount %1%2")
                             .arg(money(*discounted))
                             .arg(discount ? QStringLiteral(" (Discount %1)").arg(money(*discount)) : QString()));
        for (const char *step : { "UnitPriceSecondStep", "UnitPriceThirdStep" }) {
            const std::optional<double> v = number(item.value(QLatin1String(step)), &invalid);
            if (v && *v != *list)
                notes.append(QStringLiteral("%1 %2").arg(QLatin1String(step), money(*v)));
        }
        if (!text(body, QStringLiteral("RequestId")).isEmpty())
            notes.append(QStringLiteral("RequestId ") + text(body, QStringLiteral("RequestId")));
        applyGpu(o, tencentInstanceTypeGpu(o.instanceType), &notes);
        o.prices.append(listPrice(
            o, charge == QLatin1String("SPOTPAID") ? QStringLiteral("spot") : QStringLiteral("on_demand"), *list, currency, e, notes));
        r.records.append(o);
    }
    return r;
}

ReadResult readHuaweiPriceJson(const QByteArray &bytes)
{
    ReadResult r;
    r.format = kHuawei;
    QList<Entry> entries;
    r.fatalError = readEntries(bytes, QStringLiteral("ListOnDemandResourceRatings"), &entries, &r);
    if (!r.fatalError.isEmpty())
        return r;
    for (const Entry &e : std::as_const(entries)) {
        auto reject = [&](const QString &id, const QString &why) {
            r.rejected.append({ e.index, QStringLiteral("entry %1, product_infos id '%2': %3").arg(e.index).arg(id, why) });
        };
        if (e.response.contains(QStringLiteral("error_code"))) {
            r.fatalError = QStringLiteral("entry %1: Huawei Cloud returned an error: %2: %3")
                               .arg(e.index)
                               .arg(text(e.response, QStringLiteral("error_code")), text(e.response, QStringLiteral("error_msg")));
            r.records.clear();
            return r;
        }
        QHash<QString, QJsonObject> results;
        for (const QJsonValue v : e.response.value(QStringLiteral("product_rating_results")).toArray())
            results.insert(text(v.toObject(), QStringLiteral("id")), v.toObject());
        // KooCLI's --cli-jsonInput file puts the request body under "body"; either form is accepted.
        const QJsonObject request
            = e.request.value(QStringLiteral("body")).isObject() ? e.request.value(QStringLiteral("body")).toObject() : e.request;
        const QJsonArray products = request.value(QStringLiteral("product_infos")).toArray();
        if (products.isEmpty()) {
            r.rejected.append({ e.index, QStringLiteral("entry %1: request.product_infos is empty or missing").arg(e.index) });
            continue;
        }
        for (const QJsonValue pv : products) {
            const QJsonObject p = pv.toObject();
            const QString id = text(p, QStringLiteral("id"));
            if (text(p, QStringLiteral("cloud_service_type")) != QLatin1String("hws.service.type.ec2")
                || text(p, QStringLiteral("resource_type")) != QLatin1String("hws.resource.type.vm")) {
                reject(id,
                    QStringLiteral("%1 / %2 is not an ECS VM; not imported")
                        .arg(text(p, QStringLiteral("cloud_service_type")), text(p, QStringLiteral("resource_type"))));
                continue;
            }
            OfferRecord o;
            o.line = e.index;
            const QString spec = text(p, QStringLiteral("resource_spec"));
            o.instanceType = spec.endsWith(QLatin1String(".linux")) ? spec.chopped(6) : spec;
            o.region = text(p, QStringLiteral("available_zone")).isEmpty() ? text(p, QStringLiteral("region"))
                                                                           : text(p, QStringLiteral("available_zone"));
            if (o.instanceType.isEmpty() || o.region.isEmpty()) {
                reject(id, QStringLiteral("resource_spec and region are required"));
                continue;
            }
            bool invalid = false;
            const std::optional<double> hours = number(member(p, QStringLiteral("usage_value")), &invalid);
            if (text(p, QStringLiteral("usage_factor")) != QLatin1String("Duration")
                || text(p, QStringLiteral("usage_measure_id")) != QLatin1String("4") || invalid || !hours || *hours <= 0) {
                reject(id, QStringLiteral("usage must be Duration in hours (usage_factor Duration, usage_measure_id 4, usage_value > 0)"));
                continue;
            }
            const QString subscriptions = text(p, QStringLiteral("subscription_num"));
            if (!subscriptions.isEmpty() && subscriptions != QLatin1String("1")) {
                reject(
                    id, QStringLiteral("subscription_num is %1: the result would price several instances; query one").arg(subscriptions));
                continue;
            }
            const auto result = results.constFind(id);
            if (result == results.constEnd()) {
                reject(id, QStringLiteral("no product_rating_results entry with this id"));
                continue;
            }
            const std::optional<double> official = number(result->value(QStringLiteral("official_website_amount")), &invalid),
                                        amount = number(result->value(QStringLiteral("amount")), &invalid),
                                        off = number(result->value(QStringLiteral("discount_amount")), &invalid);
            // measure_id: 1 元, 2 角, 3 分 (the BSS measure-unit table in DemandProductInfo's usage_measure_id).
            const QString measure = text(*result, QStringLiteral("measure_id"));
            const double perYuan = measure == QLatin1String("2") ? 10.0 : measure == QLatin1String("3") ? 100.0 : 1.0;
            if (invalid || !official || (!measure.isEmpty() && perYuan == 1.0 && measure != QLatin1String("1"))) {
                reject(id,
                    QStringLiteral("official_website_amount missing or not a number, or measure_id '%1' is not 1 (yuan), 2 or 3")
                        .arg(measure));
                continue;
            }
            const double scale = 1.0 / perYuan / *hours;
            QStringList notes;
            const QString currency = currencyOf(e.response.value(QStringLiteral("currency")).toString(), o, &notes,
                QStringLiteral("response names no currency; CNY assumed (China site)"));
            notes.prepend(QStringLiteral("ListOnDemandResourceRatings list price official_website_amount %1 %2/hour (resource_spec %3)")
                              .arg(money(*official * scale), currency, spec));
            if (amount)
                notes.append(QStringLiteral("this account's amount %1%2")
                                 .arg(money(*amount * scale))
                                 .arg(off ? QStringLiteral(" (discount_amount %1)").arg(money(*off * scale)) : QString()));
            if (!text(*result, QStringLiteral("product_id")).isEmpty())
                notes.append(QStringLiteral("product_id ") + text(*result, QStringLiteral("product_id")));
            const qsizetype os = o.instanceType.lastIndexOf(QLatin1String(".win"));
            applyGpu(o, huaweiFlavorGpu(os > 0 && os == o.instanceType.size() - 4 ? o.instanceType.left(os) : o.instanceType), &notes);
            o.prices.append(listPrice(o, QStringLiteral("on_demand"), *official * scale, currency, e, notes));
            r.records.append(o);
        }
    }
    return r;
}

} // namespace cg::readers
