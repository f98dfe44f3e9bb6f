#pragma once

#include "import/OfferRecord.h"

namespace cg::readers {

/**
 * Readers of the price-inquiry API responses of the Chinese clouds, for a user with an account
 * who asks the vendor for today's price with the vendor's own CLI.
 *
 * None of these responses names the instance type or region it prices (they are request
 * parameters), so the file pairs each request with its response — a JSON array of entries
 * (a single entry object is accepted too):
 *
 *     [ { "request":  { ...the parameters passed to the CLI... },
 *         "response": { ...the CLI's JSON output, verbatim... },
 *         "observed_on": "2026-11-30",    optional: the date the command ran (ISO)
 *         "currency": "CNY" },            optional: Tencent only; its response names no currency
 *       ... ]
 *
 * Prices are per instance-hour. The list price (Alibaba OriginalPrice, Tencent UnitPrice,
 * Huawei official_website_amount) is imported as the on-demand (or spot) price; what the
 * account would pay after its discounts (TradePrice, UnitPriceDiscount, amount) goes into the
 * price note, since it is that account's, not the public price. The GPU of an instance type comes
 * from a small sourced table per vendor (PriceApiInstanceTypes.h); an instance type it does not
 * know imports with no GPU, flagged `gpu_unknown` (and `unmapped_gpu` by the importer).
 *
 * Errors: malformed JSON refuses the file with the byte offset; a response that carries the
 * vendor's error object (Alibaba Code/Message, Tencent Response.Error, Huawei
 * error_code/error_msg) refuses the file, naming the entry and the vendor's message; an entry
 * that cannot be priced per hour (monthly unit, several instances, missing type) is rejected
 * with its entry number and reason while the other entries import. `OfferRecord::line` is the
 * 1-based entry number.
 */

/// "alibaba-price-json", "tencent-price-json" or "huawei-price-json" when `bytes` look like
/// such a file (an entry with "request"/"response" and the vendor's field names), else empty.
QString detectPriceApiFormat(const QByteArray &bytes);

/// The provider key a price-API format belongs to ("alibaba", "tencent", "huawei"), else empty.
QString providerOfPriceApiFormat(const QString &format);

/**
 * Alibaba Cloud ECS DescribePrice (API reference:
 * https://www.alibabacloud.com/help/en/ecs/developer-reference/api-ecs-2014-05-26-describeprice).
 * request: RegionId and InstanceType required, PriceUnit must be "Hour"; ZoneId, when given, is
 * the region stored; SpotStrategy SpotAsPriceGo/SpotWithPriceLimit makes it a spot price; Amount
 * must be 1. response: PriceInfo.Price {OriginalPrice, DiscountPrice (the amount off),
 * TradePrice, Currency}, PriceInfo.Rules.Rule[] {RuleId, Description}. Where
 * Price.DetailInfos.DetailInfo has the Resource "instanceType", its OriginalPrice (the instance
 * alone, without system disk or bandwidth) is used, else the whole order's.
 */
ReadResult readAlibabaPriceJson(const QByteArray &bytes);

/**
 * Tencent Cloud CVM InquiryPriceRunInstances (API reference:
 * https://intl.cloud.tencent.com/document/api/213/33248; example outputs in tccli's
 * tccli/examples/cvm/v20170312/InquiryPriceRunInstances.md). request: the --cli-input-json
 * parameters; Placement.Zone (the region stored) and InstanceType required; InstanceChargeType
 * POSTPAID_BY_HOUR (default) or SPOTPAID (spot); InstanceCount must be 1. response: with or
 * without the "Response" wrapper; Price.InstancePrice {UnitPrice, UnitPriceDiscount,
 * ChargeUnit "HOUR", Discount, UnitPriceSecondStep...}. UnitPrice prices the whole request
 * (instance and the disks it names). The response states no currency: the entry's "currency",
 * else CNY (China site), flagged `currency_assumed`.
 */
ReadResult readTencentPriceJson(const QByteArray &bytes);

/**
 * Huawei Cloud BSS ListOnDemandResourceRatings (API reference:
 * https://apiexplorer.developer.intl.huaweicloud.com/apiexplorer/doc?api=ListOnDemandResourceRatings&product=BSSINTL;
 * field meanings from huaweicloud-sdk-go-v3 services/bss/v2/model; the ".linux"/".win" suffix of
 * an ECS resource_spec from the BSS guide: "根据操作系统类型在云服务器规格的ID后添加“.win”或“.linux”"). request: the
 * request body, or KooCLI's --cli-jsonInput file ({"body": {...}}) as it is; product_infos[] {id,
 * cloud_service_type hws.service.type.ec2, resource_type hws.resource.type.vm, resource_spec
 * "p2s.2xlarge.8.linux", region, usage_factor "Duration", usage_measure_id 4 (hour),
 * usage_value, subscription_num 1}; other resource types are rejected as not a VM. response:
 * currency, product_rating_results[] {id (matches the request's), product_id, amount (after
 * discount), discount_amount, official_website_amount, measure_id 1 元 / 2 角 / 3 分}. The
 * price is divided by usage_value hours; the instance type is the flavour without ".linux".
 */
ReadResult readHuaweiPriceJson(const QByteArray &bytes);

} // namespace cg::readers
