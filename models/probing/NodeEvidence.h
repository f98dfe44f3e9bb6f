#pragma once

#include "catalog/identity/GpuIdentity.h"
#include "catalog/store/CatalogTypes.h"
#include "probing/ProbeReport.h"

#include <QByteArray>
#include <QList>
#include <QString>
#include <QStringList>

#include <optional>

namespace cg {

/// Floors of the benchmark checks graded on import, as fractions of the datasheet peak: the
/// probe's own goals (tools/probe-device-check.sh, probe/schema.md "Datasheet check"), not a
/// figure the provider promised, so a figure below them warns and never fails.
inline constexpr double kBandwidthFloor = 0.80;
inline constexpr double kFp32Floor = 0.85;
/// A GPU whose memory is below this fraction of its datasheet size fails offer.gpu_memory
/// (NVML reports 81,559 MiB = 79.6 GiB on an 80 GB H100: 0.996).
inline constexpr double kMemoryFloor = 0.95;

/// An acceptance document as read: the node's checks as a run (provider, instance type and
/// region still to be set from the document's offer or the command line), the embedded probe
/// document, and the offer the document names.
struct AcceptanceInput
{
    EvidenceRun run;
    ProbeReport probe;
    QStringList gpuIds; ///< the devices the probe graded as the node's GPUs
    QString offerProvider, offerInstanceType; ///< from the document's `offer`; empty when none
};

/// Reads a `cloudgauge-acceptance/1` document (probe/schema.md, "Acceptance"). Refuses, with a
/// one-line English `error`: text that is not one JSON object, another schema (a plain probe
/// document is named as such, with the command that makes an acceptance one), a document
/// without `checks` or `finished_at`, a check without key or with a status outside
/// pass/warn/fail/skipped (its position named), an embedded probe document parseProbeReport()
/// refuses. Values become text: strings as they are, numbers in C locale (up to 6 significant
/// digits), booleans "true"/"false", null "".
std::optional<AcceptanceInput> readAcceptanceDocument(const QByteArray &json, QString *error);

/**
 * Grades the node against the offer it was rented as, in the run's checks:
 * - `offer.gpu_count` (node): GPUs found against the offer's GPUs per instance: equal passes,
 *   fewer fails, more warns; an offer selling a share of a GPU, or not stating a count, skips;
 * - `offer.gpu_model` (per GPU): the device resolved through the catalog's GPU identity (its
 *   name, form factor and memory, as ProbeComparison does) is the offer's model: pass; another
 *   model fails; a name the identity does not know warns;
 * - `offer.gpu_memory` (per GPU): memory at least kMemoryFloor of the model's datasheet GB
 *   (read as GiB, as HBM sizes are) passes, less fails;
 * - the probe's `bench.copy_gbps`, `bench.triad_gbps` and `bench.fp32_tflops` against the
 *   model's datasheet bandwidth (GB/s) and FP32 (TFLOPS): at least kBandwidthFloor / kFp32Floor
 *   passes, less warns; a figure measured on a CPU or software device stays skipped, saying so.
 * The gpu.inventory check of the node is replaced by offer.gpu_count. Sources: the offer
 * (provider and instance type) and the model's datasheet URL.
 */
void gradeAgainstOffer(AcceptanceInput &input, const OfferView &offer, const QList<GpuModelRecord> &models, const GpuIdentity &identity);

} // namespace cg
