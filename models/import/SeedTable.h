#pragma once

#include "csv/CsvReader.h"

#include <QString>
#include <QStringList>

#include <optional>

namespace cg {

/**
 * The first checks of a seed table (regions.csv, compliance.csv, or a user's file of the same
 * shape) parsed into `t`: a fatal CSV error ("NAME: why"), a malformed row ("NAME line N: why")
 * or a column of `columns` missing from the header ("NAME: no column 'x' (the header must name
 * a,b,c)") fails with `error`. Otherwise the header with its names trimmed, for indexOf().
 */
std::optional<QStringList> checkedSeedHeader(const CsvTable &t, const QString &name, const QStringList &columns, QString *error);

} // namespace cg
