#pragma once

#include <QStringList>

class QTextStream;

namespace cg {

/**
 * `cloudgauge assessments export FILE` and `cloudgauge assessments import FILE` (with --catalog
 * PATH). `args` is the program name, "assessments", then the action and options. Output is English.
 * Exit codes as the other commands: 0 success, 2 usage error, 1 the command failed (an unreadable
 * file, a bad row: the import is all-or-nothing and lists every bad row as FILE:LINE: reason on stderr).
 */
int runAssessmentsCommand(const QStringList &args, QTextStream &out, QTextStream &err);

} // namespace cg
