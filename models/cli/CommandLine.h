#pragma once

#include <QString>
#include <QStringList>

#include "core/Criteria.h"

#include <memory>
#include <optional>

class QTextStream;

namespace cg {

class Catalog;

/**
 * The headless face of `cloudgauge` (DESIGN.md section 2): sub-commands
 *   import FILE... [--format skypilot|gpuhunt|gpuhunt-tpu-json|csv] [--provider NAME] [--as-of DATE]
 *                  [--source URL] [--allow-older]
 *   list [--gpu X] [--provider Y] [--format table|csv|json]
 *   rank [--top N] [--preset NAME] [--weights FILE] [--format table|csv|json] [--scenario NAME]
 *   estimate --params N --tokens N [--mfu F] [--gpus N] [--scenario NAME] [--top N] [--format table|csv]
 *   export --out FILE.csv
 * and on every command --catalog PATH, --help. Exit code 0 on success; otherwise non-zero with
 * a one-line reason on stderr (2: usage, 1: the command failed).
 *
 * Without --catalog the catalog is the user's (QStandardPaths::AppDataLocation/catalog.sqlite);
 * a catalog path that does not exist yet starts as a copy of the bundled seed.
 */
class CommandLine final
{
public:
    /// True when `args` (without the program name) start with a known sub-command, or ask for
    /// --version / --help, so the caller can run headless without a display.
    static bool isHeadless(const QStringList &args);

    /// The sub-command word in `args` (without the program name), skipping option values; empty if none.
    static QString command(const QStringList &args);

    /// Runs a sub-command. `args` includes the program name as args[0].
    static int run(const QStringList &args, QTextStream &out, QTextStream &err);

    /// The weights a command asks for: a preset name, a JSON file, or (both empty) the balanced
    /// default; `label` says which. Returns nullopt with a one-line `error`; `usageError` tells
    /// whether it is a usage error (exit 2: unknown preset) or a failure (exit 1: unreadable file).
    static std::optional<Weights> weightsFor(const QString &preset, const QString &file, QString *label, QString *error, bool *usageError);

    /// Opens the catalog a command works on: `explicitPath` (--catalog), else the user's; a missing
    /// file starts as a copy of the bundled one. Returns nullptr after printing the reason on `err`.
    static std::unique_ptr<Catalog> openCommandCatalog(const QString &explicitPath, QTextStream &err);
};

} // namespace cg
