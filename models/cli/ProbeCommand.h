#pragma once

#include "probe/ProbeComparison.h"
#include "probe/ProbeProcess.h"

#include <QStringList>

class QTextStream;

namespace cg {

class Catalog;

/**
 * `cloudgauge probe`: runs cloudgauge-probe (or reads a saved document with --from-json), stores
 * the run in the catalog (table probe_run) unless --no-store, and prints the comparison with the
 * catalog: the devices and backends found, the measured figures as a share of the datasheet peak,
 * the closest cloud offers and, given --purchase-usd, the rent-vs-buy break-even hours.
 *
 *   probe [--from-json FILE] [--probe PATH] [--quick] [--list] [--device N] [--timeout S]
 *         [--purchase-usd USD] [--power-w W] [--electricity-usd-kwh USD] [--no-store]
 *         [--format table|json] [--catalog PATH]
 *
 * Exit codes: 0 when a probe document was read (whatever it found, "no GPU" included); 1 when
 * the probe could not run, timed out or wrote no valid document; 2 on a usage error.
 */
namespace ProbeCommand {

/// Runs the command; `args` = {program, "probe", options...}.
int run(const QStringList &args, QTextStream &out, QTextStream &err);

} // namespace ProbeCommand

} // namespace cg
