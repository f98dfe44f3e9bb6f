#include "assess/Rubric.h"

#include <QCoreApplication>

namespace cg {

namespace {
class Text
{
    Q_DECLARE_TR_FUNCTIONS(cg::Rubric)
};
} // namespace

QStringList Rubric::sourceUrls()
{
    return { QStringLiteral("https://newsletter.semianalysis.com/p/clustermax-20-the-industry-standard"),
        QStringLiteral("https://www.clustermax.ai/criteria") };
}

QList<RubricLevel> Rubric::levels(Criterion category)
{
    auto bands = [](const QString &l0, const QString &l12, const QString &l3, const QString &l4, const QString &l5) {
        return QList<RubricLevel> { { QStringLiteral("0"), l0 }, { QStringLiteral("1-2"), l12 }, { QStringLiteral("3"), l3 },
            { QStringLiteral("4"), l4 }, { QStringLiteral("5"), l5 } };
    };
    switch (category) {
    case Criterion::Security:
        return bands(Text::tr("No SOC 2 or ISO 27001 report, or tenants share hosts with only container isolation."),
            Text::tr(
                "An attestation exists, but backend-network isolation, patching or penetration-test scope is missing or undocumented."),
            Text::tr("SOC 2 or ISO 27001 in place; each tenant isolated on the backend fabric (InfiniBand partition keys or VLANs); "
                     "drivers and firmware patched on a known schedule."),
            Text::tr("As 3, plus a penetration test that covers the InfiniBand/RoCE fabric, fabric management keys set, and regional "
                     "compliance (GDPR, HIPAA and the like)."),
            Text::tr("As 4, plus isolation stronger than containers (DPU or VM), defence against container-escape flaws, and every "
                     "component at or above the published minimum versions."));
    case Criterion::Lifecycle:
        return bands(Text::tr("Clusters arrive late or unusable; hidden costs on the way in or out (egress fees as lock-in)."),
            Text::tr("Manual onboarding, no evidence of burn-in, slow or unclear support; growing the cluster means a new negotiation."),
            Text::tr("Automated provisioning with drivers, GPUDirect RDMA and InfiniBand/RoCE working out of the box; responsive support."),
            Text::tr("Data can be staged before billing starts, burn-in is done before hand-over, delivery dates are in the contract "
                     "and expansion is easy."),
            Text::tr("Failed nodes are swapped within minutes, outages are compensated, and joining or leaving costs nothing hidden."));
    case Criterion::Orchestration:
        return bands(Text::tr("No managed Slurm or Kubernetes: bare machines only."),
            Text::tr("Slurm or Kubernetes offered but missing basics (no topology file, no container runtime for jobs, login nodes "
                     "without common tools, no GPU or network operator)."),
            Text::tr("Working Slurm or Kubernetes with sensible defaults, user management with single sign-on, and NCCL tests at full "
                     "bandwidth."),
            Text::tr("Slurm and Kubernetes (or Slurm on Kubernetes) with health checks before and after jobs, shared read-write "
                     "volumes, and multi-node training at the expected efficiency."),
            Text::tr(
                "As 4, plus disaggregated inference serving at the expected throughput, and problems fixed before users report them."));
    case Criterion::Storage:
        return bands(Text::tr("Local disks only: no shared filesystem and no object store."),
            Text::tr("A home-made NFS server: many small files load slowly, or volumes drop off at random."),
            Text::tr("A parallel POSIX filesystem (Weka, VAST, DDN, Lustre and the like) plus an S3-compatible store; home and data "
                     "folders mounted; local NVMe cache."),
            Text::tr("Measured throughput and latency that grow with the cluster; mounts that stay up; snapshots and backups."),
            Text::tr("As 4, plus published durability targets, recovery in another region, encryption with the customer's own keys, "
                     "and durable checkpoints."));
    case Criterion::Networking:
        return bands(Text::tr("No InfiniBand or RoCE backend, or GPUDirect RDMA disabled."),
            Text::tr("A backend fabric exists, but NCCL runs below specification or its settings are wrong."),
            Text::tr(
                "InfiniBand or RoCEv2 with HPC-X and sensible NCCL settings; NCCL tests reach full bandwidth for 16-512 MiB messages."),
            Text::tr("Topology-aware scheduling, four-node tests within specification, and NCCL monitoring that finds slow nodes."),
            Text::tr("As 4, plus in-network reduction (SHARP) set up correctly and training efficiency at the reference level."));
    case Criterion::Reliability:
        return bands(Text::tr("No SLA; broken hardware is billed; no health checks."),
            Text::tr("An SLA with vague terms, support only in business hours, flapping links or filesystems that unmount."),
            Text::tr("A node uptime SLA near 99.9 % with service credits, support around the clock, and passive health checks that "
                     "take bad nodes out."),
            Text::tr("Support answers within 15 minutes; active health checks run on a schedule (GPU diagnostics, NCCL and fabric "
                     "tests); hot spares are kept."),
            Text::tr("As 4, plus weeks of burn-in under training-like load, checks for silent data corruption, and SLA events defined "
                     "precisely."));
    case Criterion::Monitoring:
        return bands(Text::tr("No metrics for users."), Text::tr("Basic host metrics only: no GPU metrics and no alerts."),
            Text::tr("Dashboards out of the box with GPU metrics (utilisation, ECC errors, temperatures, power) and custom alerts."),
            Text::tr(
                "Scheduler integration (Slurm accounting, Kubernetes metrics), NVLink and fabric throughput, and kernel logs collected."),
            Text::tr("As 4, plus achieved TFLOPS estimated from tensor-core activity, and profiling allowed for every user."));
    case Criterion::Pricing:
        return bands(Text::tr("Prices hidden or impossible to compare, or hours billed while nodes are down."),
            Text::tr("Price per GPU-hour high for the quality delivered, or many separate charges with an unclear total."),
            Text::tr("Competitive list prices published; storage and network charges clear."),
            Text::tr("A choice of terms from months to years, fair terms to extend or grow, and no ingress or egress fees."),
            Text::tr("The best price for the quality delivered, with on-demand and short-term options."));
    case Criterion::Partnerships:
        return bands(Text::tr("No relationship with a GPU vendor and no part in the ecosystem."),
            Text::tr("Listed in a vendor programme only, without certification."),
            Text::tr("NVIDIA Cloud Partner status or an equivalent AMD relationship."),
            Text::tr("Vendor investment or certified reference performance; a partnership with the Slurm maintainers."),
            Text::tr("As 4, plus active work in the ecosystem (open-source contributions, security advisories acted on quickly)."));
    case Criterion::Availability:
        return bands(Text::tr("Only older GPUs (A100 class or below), or no capacity to rent."),
            Text::tr("Current GPUs in small numbers; long waits for capacity."),
            Text::tr("H100/H200-class capacity on demand or within days."),
            Text::tr("Clusters of thousands of GPUs, capacity blocks, and current parts (B200 or MI300X class)."),
            Text::tr(
                "A large cluster ready within days of first contact, and a roadmap to the next generation (GB300 NVL72, MI400 class)."));
    default:
        return {};
    }
}

QString Rubric::html(Criterion category)
{
    QString rows;
    for (const RubricLevel &level : levels(category))
        rows += QStringLiteral("<tr><td valign=top><b>%1</b></td><td>%2</td></tr>")
                    .arg(level.band.toHtmlEscaped(), level.text.toHtmlEscaped());
    QString sources;
    for (const QString &url : sourceUrls())
        sources += QStringLiteral("<br><a href=\"%1\">%1</a>").arg(url.toHtmlEscaped());
    return QStringLiteral("<h4>%1</h4><table cellspacing=3>%2</table><p><small>%3%4</small></p>")
        .arg(Text::tr("Rubric: %1").arg(criterionName(category)).toHtmlEscaped(), rows,
            Text::tr("CloudGauge's scale, written from the ClusterMAX criteria published by SemiAnalysis:").toHtmlEscaped(), sources);
}

} // namespace cg
