#pragma once

#include <QString>
#include <QStringList>

class QTextStream;

namespace cg {

namespace cli {
struct Command;
}

/**
 * The headless face of `cloudgauge` (docs/user-guide.md, "Command line"): finds the sub-command in the
 * arguments, tells main() which application object it needs, and dispatches to it. The commands,
 * their one-line summaries and whether they need a QApplication are one table (CommandTable.h),
 * which also writes `cloudgauge --help`.
 *
 * Every command takes --catalog PATH (default: the user's catalog,
 * QStandardPaths::AppDataLocation/catalog.sqlite; a path that does not exist yet starts as a copy
 * of the bundled seed) and --help (-h), which prints that command's own help (commandHelpText).
 * Exit code 0 on success; otherwise non-zero with a one-line reason on stderr (2: usage, 1: the
 * command failed).
 */
class CommandLine final
{
public:
    /// True when `args` (without the program name) name a command word, known or not (an
    /// unknown one is a usage error, never a window), or ask for --version / --help: the run is
    /// headless. False for no arguments or the window's own options (--lang, --screenshot, --catalog).
    static bool isHeadless(const QStringList &args);

    /// True when `args` (without the program name) run a command that draws charts (the table's
    /// needsGuiApplication): the caller creates a QApplication instead of a QCoreApplication.
    /// False when the run only prints the help or the version.
    static bool needsGuiApplication(const QStringList &args);

    /// The sub-command word in `args` (without the program name), skipping option values; empty if none.
    static QString command(const QStringList &args);

    /// `cloudgauge --help`: usage, every command of the table with its summary and synopsis, and
    /// the global options.
    static QString helpText();

    /**
     * `cloudgauge COMMAND --help`: "Usage: cloudgauge COMMAND SYNOPSIS", the summary, every option
     * of the command's options function with its description (which names the valid values of an
     * option that has a closed set: formats, presets, scenarios, needs, languages), -h/--help,
     * the command's notes (import: its formats) and its examples. English; lines wrap at 100.
     */
    static QString commandHelpText(const cli::Command &command);

    /// Runs the sub-command in `args` (program name as args[0]); no command or --help prints the
    /// help (a known command's own with --help or -h), --version the version. A command that
    /// needs a QApplication fails (exit 1) without one.
    static int run(const QStringList &args, QTextStream &out, QTextStream &err);
};

} // namespace cg
