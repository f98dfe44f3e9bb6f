#pragma once
// Running the command line in the test's own process, as `cloudgauge ARGS…` would.

#include "CommandLine.h"

#include <QString>
#include <QStringList>
#include <QTextStream>

namespace cgtest {

/// Runs `cloudgauge` with `args` (the program name is added) through cg::CommandLine::run;
/// `out` and `err` receive what it printed (cleared first). Returns its exit status.
inline int runCli(const QStringList &args, QString *out, QString *err)
{
    out->clear();
    err->clear();
    QTextStream so(out), se(err);
    const int rc = cg::CommandLine::run(QStringList { QStringLiteral("cloudgauge") } + args, so, se);
    so.flush();
    se.flush();
    return rc;
}

} // namespace cgtest
