// The report's section "Checked on rented nodes": the newest acceptance run of each offer a node
// was rented as (Catalog::evidenceRuns, through the session's snapshot), with every check, its
// status and the command that shows the value by hand on the node, to put before the provider.
#include "report/ReportWriterPrivate.h"

#include <QHash>

#include <algorithm>
#include <tuple>

namespace cg {

namespace {

QString statusWord(const QString &status)
{
    if (status == QLatin1String("pass"))
        return Report::tr("pass");
    if (status == QLatin1String("warn"))
        return Report::tr("warning");
    if (status == QLatin1String("fail"))
        return Report::tr("fail");
    return Report::tr("skipped");
}

} // namespace

void ReportWriter::Impl::composeEvidence()
{
    flowAdd(QStringLiteral("<h2>%1</h2>").arg(esc(Report::tr("Checked on rented nodes"))), true);
    // The newest run of each offer (provider and instance type), providers in key order.
    QList<const EvidenceRun *> runs;
    for (const QList<EvidenceRun> &list : session->snapshot().evidence)
        if (!list.isEmpty())
            runs.append(&list.first());
    std::sort(runs.begin(), runs.end(), [](const EvidenceRun *a, const EvidenceRun *b) {
        return std::tie(a->providerKey, a->instanceType) < std::tie(b->providerKey, b->instanceType);
    });
    if (runs.isEmpty()) {
        flowAdd(QStringLiteral("<p>%1</p>")
                    .arg(esc(Report::tr("No node rented from a provider has been checked in this catalog. Running cloudgauge-probe "
                                        "--acceptance on a rented node and importing the result puts its checks here."))));
        return;
    }
    flowAdd(QStringLiteral("<p class=small>%1</p>")
                .arg(esc(Report::tr("Each check compares what the node showed with what the offer or the GPU's datasheet promises; the "
                                    "command beside it shows the same value by hand on the node. Bandwidth and FP32 floors are the "
                                    "probe's own goals, not figures the provider promised: below them a check warns, never fails."))));
    // Providers by their name in the report language, from their offers.
    QHash<QString, QString> names;
    for (const OfferView &o : session->snapshot().offers)
        if (!names.contains(o.providerKey))
            names.insert(o.providerKey, zh && !o.providerNameZh.isEmpty() ? o.providerNameZh : o.providerNameEn);
    for (const EvidenceRun *r : std::as_const(runs)) {
        const QString where = r->region.isEmpty() ? QString() : Report::tr(", region %1").arg(r->region);
        flowAdd(QStringLiteral("<h3>%1</h3>")
                    .arg(esc(QStringLiteral("%1 %2%3").arg(names.value(r->providerKey, r->providerKey), r->instanceType, where))),
            true);
        flowAdd(QStringLiteral("<p>%1</p>")
                    .arg(esc(Report::tr("%1: measured %2 on host %3 (%4 run); %5 passed, %6 warned, %7 failed, %8 skipped.")
                                 .arg(statusWord(r->status()), r->measuredAt, r->host.isEmpty() ? QStringLiteral("—") : r->host, r->level)
                                 .arg(r->count(QStringLiteral("pass")))
                                 .arg(r->count(QStringLiteral("warn")))
                                 .arg(r->count(QStringLiteral("fail")))
                                 .arg(r->count(QStringLiteral("skipped"))))),
            true);
        QStringList rows;
        for (const EvidenceCheck &c : r->checks)
            rows << QStringLiteral("<tr><td>%1</td><td>%2</td><td>%3</td><td>%4</td><td>%5</td><td class=small>%6</td></tr>")
                        .arg(esc(statusWord(c.status)), esc(c.key), esc(c.device.isEmpty() ? QStringLiteral("—") : c.device),
                            esc(c.observed.isEmpty() ? QStringLiteral("—") : c.observed),
                            esc(c.expected.isEmpty() ? QStringLiteral("—") : c.expected),
                            esc(c.reproduce.isEmpty() ? QStringLiteral("—") : c.reproduce));
        flowTable(denseGrid,
            headerRow({ Report::tr("Status"), Report::tr("Check"), Report::tr("GPU"), Report::tr("Seen on the node"),
                Report::tr("Expected"), Report::tr("To see it by hand") }),
            rows);
    }
}

} // namespace cg
