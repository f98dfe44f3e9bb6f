#pragma once

#include "core/Criteria.h"

#include <QCommandLineOption>
#include <QJsonValue>
#include <QList>
#include <QString>
#include <QStringList>

#include <memory>
#include <optional>

class QTextStream;

namespace cg {

class Catalog;

/// What the commands share: number formatting, table and CSV printing, the usage error, the
/// --catalog option, opening the catalog and reading weights. Output is English, C locale.
namespace cli {

/// `v` in the C locale: shortest round-trip form when `decimals` < 0, else fixed; empty when unset.
QString num(std::optional<double> v, int decimals = -1);

/// `v` as a JSON number, or JSON null when unset.
QJsonValue jsonNum(std::optional<double> v);

/// Writes `rows` as a text table, columns left-aligned two spaces apart (first row = header).
void printTable(QTextStream &out, const QList<QStringList> &rows);

/// Writes `rows` as RFC 4180 CSV, formula triggers defused (csvEscape).
void printCsv(QTextStream &out, const QList<QStringList> &rows);

/// Prints "cloudgauge: MESSAGE (see cloudgauge --help)" on `err` and returns 2, the usage exit code.
int usage(QTextStream &err, const QString &message);

/// `--catalog PATH`, which every command takes.
QCommandLineOption catalogOption();

/**
 * Opens the catalog a command works on: `explicitPath` (--catalog), else the user's; a missing
 * file starts as a copy of the bundled one. A damaged default catalog is moved aside and rebuilt;
 * a file named with --catalog is reported and left alone. Returns nullptr after printing the
 * reason on `err`; warnings (recovered, read-only) go to `err` too.
 */
std::unique_ptr<Catalog> openCatalog(const QString &explicitPath, QTextStream &err);

/**
 * The weights a command asks for: a preset name, a JSON file, or (both empty) the balanced
 * default; `label` says which. Returns nullopt with a one-line `error`; `usageError` tells
 * whether it is a usage error (exit 2: unknown preset) or a failure (exit 1: unreadable file).
 */
std::optional<Weights> weightsFor(const QString &preset, const QString &file, QString *label, QString *error, bool *usageError);

} // namespace cli

} // namespace cg
