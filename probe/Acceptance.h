#pragma once

#include <QJsonArray>
#include <QJsonObject>
#include <QString>

namespace cg::probe {

/// Schema tag of the acceptance document (probe/schema.md, "Acceptance").
inline constexpr const char *AcceptanceSchemaVersion = "cloudgauge-acceptance/1";

/// How much an acceptance run does: `Quick` reads inventory and health (seconds, no load);
/// `Standard` adds the probe's verified benchmarks (bandwidth, FP32, host↔device transfers).
enum class AcceptanceLevel { Quick, Standard };

/// "quick" or "standard".
QString acceptanceLevelName(AcceptanceLevel level);

/// The offer a node was rented as, `PROVIDER:INSTANCE_TYPE` on the command line; empty when
/// not given. Recorded in the document so `cloudgauge evidence import` can grade the node
/// against that offer's GPU model, count, memory and datasheet.
struct AcceptanceOffer
{
    QString provider;
    QString instanceType;
    bool isEmpty() const { return provider.isEmpty() && instanceType.isEmpty(); }
};

/// Parses `PROVIDER:INSTANCE_TYPE` (both parts non-empty, the instance type may itself hold
/// colons). Returns false and leaves `out` alone otherwise.
bool parseAcceptanceOffer(const QString &text, AcceptanceOffer &out);

/// Statuses of one check, worst last: a check that could not be made is `skipped` with its
/// reason, never a pass.
namespace check {
inline constexpr const char *Pass = "pass";
inline constexpr const char *Warn = "warn";
inline constexpr const char *Fail = "fail";
inline constexpr const char *Skipped = "skipped";
} // namespace check

/// Grades a probe document (schema cloudgauge-probe/1, with the NVML `health` fields) as the
/// node checks of probe/schema.md, "Acceptance", and returns them in order: node-wide checks
/// (GPU inventory, one model, driver), then per GPU ECC mode, uncorrectable ECC errors,
/// remapped rows, retired pages pending, PCIe link, persistence mode, clock event reasons,
/// NVLink links and MIG mode; at `Standard` one check per benchmarked figure. Each check is
/// `{key, device (id or null), observed, expected (or null), source, status, reason,
/// reproduce}`; `reproduce` is a shell command a person can run on the node to see the same
/// value. Rules and their sources are in probe/schema.md.
QJsonArray gradeAcceptance(const QJsonObject &probeDocument, AcceptanceLevel level);

/// The whole acceptance document: schema, level, offer (or null), host, started_at and
/// finished_at of the probe run, `gpus` (the ids of the devices graded as the node's GPUs),
/// overall `status` (fail if any check failed, else warn, else
/// pass; `skipped` when no check could be made), `counts` per status, `checks`
/// (gradeAcceptance()) and the probe document itself under `probe`.
QJsonObject acceptanceDocument(const QJsonObject &probeDocument, AcceptanceLevel level, const AcceptanceOffer &offer);

} // namespace cg::probe
