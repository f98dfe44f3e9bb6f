#pragma once

#include <QList>
#include <QString>
#include <QStringList>

namespace cg {

struct CsvIssue;
struct OfferRecord;

/**
 * The plausible ranges of an offer row's figures, one home for the rule every import applies: a
 * row outside them is rejected with its line and the reason, never stored (a price of 1e308 would
 * otherwise reach the ranking and print as "nan"). The bounds are deliberately wide, to catch
 * broken rows, not unusual offers:
 *  - GPUs per instance: above 0 and at most 64 (no instance type of any cloud in the catalog has
 *    more than 16; GCP a2-megagpu-16g, https://cloud.google.com/compute/docs/gpus);
 *  - vCPUs at most 4096 and memory at most 131072 GiB (128 TiB), several times the largest
 *    instances sold (AWS u7in-32tb.224xlarge: 896 vCPUs, 32 TiB, https://aws.amazon.com/ec2/instance-types/high-memory/);
 *  - a price per instance-hour, in any currency, finite and at most 10,000,000 (an 8-GPU instance
 *    at 100 USD an hour is about 1.6 million Indonesian rupiah at some 16,000 IDR per USD, the
 *    currency of any cloud's price list with the most units per USD), and, when above 0, at least
 *    0.0001 (a hundredth of a US cent; the cheapest listed offers, a share of a consumer GPU on
 *    a marketplace, cost about a cent an hour, and 1e-300 would print as 0.00);
 *  - text of a plausible length: a naming field at most kMaxNameChars, any other at most
 *    kMaxTextChars (what the CSV reader accepts, so the export stays re-importable);
 *  - a currency that is money: not one of ISO 4217's codes for "no currency" (XXX), testing
 *    (XTS), precious metals (XAU, XAG, XPD, XPT) or accounting and bond units (XDR, XSU, XUA,
 *    XBA–XBD);
 *  - text without control characters: no field holds a NUL (U+0000, e.g. a JSON "\u0000") or a
 *    lone UTF-16 surrogate (a JSON "\ud800" with no pair: no character at all, stored as "?"),
 *    and the fields that name the offer (provider, instance type, region, zone, GPU name,
 *    currency, price kind) hold none of the C0 controls U+0001–U+001F (a tab excepted: it is
 *    text, and the catalog stores it, PostgreSQL's COPY escaped), U+007F, the C1 controls
 *    U+0080–U+009F, or the bidirectional formatting characters of Unicode Standard Annex #9
 *    (U+061C, U+200E, U+200F, U+202A–U+202E, U+2066–U+2069), which make a name display as
 *    another; a NUL would cut the text short in some programs that read the catalog and show it
 *    whole in others.
 */
namespace Plausibility {

constexpr double kMaxGpusPerInstance = 64;
constexpr double kMaxVcpus = 4096;
constexpr double kMaxRamGib = 131072;
constexpr double kMaxAmountPerInstanceHour = 1e7;
constexpr double kMinAmountPerInstanceHour = 1e-4;
/// Characters in a field that names the offer: the longest real names (instance types such as
/// "Standard_ND96isr_H100_v5", GPU descriptions) are under 100; a JSON reader has no per-field
/// limit of its own, and a name of megabytes would pad every table it is shown in.
constexpr qsizetype kMaxNameChars = 256;
/// Characters in any other text field (notes, URLs, dates): CsvLimits::maxFieldChars, so that
/// every stored row re-imports from `export`.
constexpr qsizetype kMaxTextChars = 16 * 1024;

/// Why the text `text` of the field `field` (English, e.g. "instance type") is refused, or empty:
/// longer than kMaxNameChars (a naming field) or kMaxTextChars (any other); a NUL or a lone
/// surrogate anywhere; when `naming` (the field names the offer), any other C0
/// control but tab, U+007F, a C1 control or a bidirectional formatting character. Readers call it
/// where a field decides whether a row is read at all.
QString controlCharacter(const QString &text, const char *field, bool naming);

/// Why `record` is outside the plausible ranges ("gpu_count 1e+09 is not plausible: …"), or empty.
QString problem(const OfferRecord &record);

/// Moves every record with a problem() from `records` to `rejected` (its line and the reason) and
/// appends to `messages` one line per record whose price 0 was read as "no list price" (flag
/// zero_price), so the zero is said with its line (tr context cg::ImportReport).
void screen(QList<OfferRecord> &records, QList<CsvIssue> &rejected, QStringList &messages);

} // namespace Plausibility

} // namespace cg
