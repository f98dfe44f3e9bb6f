#pragma once

#include <QCommandLineOption>
#include <QList>
#include <QString>
#include <QStringList>

#include <span>

class QTextStream;

namespace cg::cli {

/// A command's handler: `args` = {program, command word, options and operands...}; returns the
/// exit code (0 success, 2 usage error, 1 failure, each failure with a one-line reason on `err`).
using CommandHandler = int (*)(const QStringList &args, QTextStream &out, QTextStream &err);

/// Every option a command takes (value-taking ones have a value name); each description says
/// the option's valid values where they are a closed set.
using CommandOptions = QList<QCommandLineOption> (*)();

/// More of a command's --help after its options (import: every format with what it reads).
using CommandNotes = QString (*)();

/// One sub-command of `cloudgauge`: one row of the command table.
struct Command
{
    const char *name; ///< the word after `cloudgauge`, e.g. "import"
    const char *summary; ///< what it does, one line for --help
    const char *synopsis; ///< its operands and options for --help; '\n' starts a continuation line
    const char *examples; ///< one or two whole command lines for `cloudgauge NAME --help`, '\n' between them
    CommandHandler run;
    CommandOptions options;
    bool needsGuiApplication; ///< it draws Qt Charts, so main() creates a QApplication, not a QCoreApplication
    CommandNotes notes; ///< more help after the options, or nullptr
};

/// Every command, in the order --help lists them. Dispatch, --help and the search for the command
/// word all read this one table.
std::span<const Command> commands();

/// The command named `name` (exact, lower case), or nullptr.
const Command *findCommand(const QString &name);

/// Options outside any command: --catalog, --screenshot and --lang of the window (read by
/// main()), --version and --help.
QList<QCommandLineOption> globalOptions();

/// Every option, of any command or global, that takes a value, as written ("--format", "-x"):
/// the argument after one is its value, never the command word (`cloudgauge --catalog list.sqlite rank`).
const QStringList &valueOptions();

} // namespace cg::cli
