#pragma once

#include "import/OfferRecord.h"

#include <QList>

namespace cg {

/**
 * A file that prices GPUs and host machines in separate rows (SkyPilot's GCP `vms.csv`: a GPU
 * row has an AcceleratorName and no InstanceType or vCPUs, its Price is the accelerator's alone;
 * a host row names a machine type with vCPUs and MemoryGiB and no accelerator).
 */
struct SplitRows
{
    QList<OfferRecord> gpus; ///< GPU-only rows: accelerator and its own price, no host
    QList<OfferRecord> hosts; ///< host rows: machine type, vCPUs, memory and price, no accelerator
};

/// What composeSplitRows made of a file's split rows.
struct CompositionResult
{
    /// One per GPU row, in file order: a composed offer (flag `composed_host`) when a host row
    /// pairs with it, else the GPU row itself flagged `host_not_priced` (not ranked).
    QList<OfferRecord> records;
    int composed = 0; ///< GPU rows composed with a host row
    int gpuOnly = 0; ///< GPU rows with no host priced in the file
    int hostsUsed = 0; ///< distinct host rows used by a composition
    QList<int> unusedHostLines; ///< host rows no GPU row used: CPU-only rows, skipped
};

/**
 * Composes each GPU-only row with its host machine, as SkyPilot's own GCP catalog does
 * (sky/catalog/gcp_catalog.py, list_accelerators and _get_host_instance_type,
 * https://github.com/skypilot-org/skypilot/blob/master/sky/catalog/gcp_catalog.py):
 *
 * - Candidates: host rows of the same region and availability zone (region only when either row
 *   has no zone) with a price of the same kind.
 * - A GPU that only runs in its own machine family (_ACC_INSTANCE_TYPE_DICTS: A100 in
 *   a2-highgpu-Ng / a2-megagpu-16g, A100-80GB in a2-ultragpu-Ng, L4 in g2-standard-*, H100 in
 *   a3-highgpu-Ng, H100-MEGA in a3-megagpu-8g, H200 in a3-ultragpu-8g, B200 in a4-highgpu-8g,
 *   after https://cloud.google.com/compute/docs/gpus) pairs with those machine types for its count.
 * - Any other GPU pairs with an N1 machine (`n1-` prefix) with at least SkyPilot's default vCPUs
 *   for that count (_NUM_ACC_TO_NUM_CPU: K80 4/8/16/32/64 for 1/2/4/8/16, V100 and P100 8/16/32/64
 *   for 1/2/4/8, T4 4/8/48 for 1/2/4, others 8/16/32/64/128) and at least 4 GiB memory per vCPU.
 * - Of the candidates, the cheapest on-demand host is taken (SkyPilot's idxmin of Price).
 * - A TPU (`tpu-` prefix) is never composed (its host VM is not billed separately).
 *
 * The composed offer: instance type "<host> + <count>×<GPU>" (e.g. "n1-standard-8 + 1×V100"),
 * the host's region, vCPUs and memory, the GPU row's accelerator, count and GpuInfo; its on-demand
 * price (USD per instance-hour) is GPU price + host price, its spot price the sum of both spot
 * prices when both have one; each price's note names both source lines and amounts.
 */
CompositionResult composeSplitRows(const SplitRows &rows);

} // namespace cg
