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

/// What one run of the command line printed, and its exit status.
struct CliRun
{
    int rc = 0;
    QString out, err;
};

/// runCli() with what it printed kept together.
inline CliRun runCli(const QStringList &args)
{
    CliRun r;
    r.rc = runCli(args, &r.out, &r.err);
    return r;
}

} // namespace cgtest
