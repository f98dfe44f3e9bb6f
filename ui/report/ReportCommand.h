#pragma once

#include <QStringList>

class QTextStream;

namespace cg {

/**
 * `cloudgauge report --out FILE.pdf [--lang en|zh_CN] [--preset NAME | --weights FILE] [--top N]
 * [--paper A4|Letter] [--catalog PATH]`: writes the PDF report headless. Needs a QApplication
 * (the charts are Qt Charts); main() creates one on the offscreen platform when there is no display.
 * Exit code 0 on success; 2 for a usage error, 1 when the report could not be written, each with a
 * one-line reason on stderr. `args` includes the program name and the word "report".
 */
int runReportCommand(const QStringList &args, QTextStream &out, QTextStream &err);

} // namespace cg
