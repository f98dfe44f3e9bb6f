#include "import/Importer.h"

#include "catalog/store/ServerLocation.h"

#include <QtCore/qcoreapplication.h>

namespace cg {

/// Translation context of import reports (the GUI shows them in the UI language; the CLI, which
/// installs no translator, prints English).
class ImportText
{
    Q_DECLARE_TR_FUNCTIONS(cg::ImportReport)
};

QString ImportReport::text() const
{
    QStringList lines;
    if (!error.isEmpty()) {
        lines.append(ImportText::tr("%1: import failed, nothing written: %2").arg(file, error));
    } else if (alreadyImported) {
        lines.append(ImportText::tr("%1: already imported (same content, run %2); nothing changed").arg(file).arg(importRunId));
    } else {
        lines.append(ImportText::tr("%1 (%2, provider %3, as of %4): %5 rows read; %6 GPU offers (%7 new, %8 changed, %9 unchanged);"
                                    " prices %10 new, %11 changed, %12 unchanged; %13 rejected; %14 duplicates collapsed;"
                                    " %15 conflicting; %16 flagged; %17 unmapped GPU names; %18 CPU-only rows skipped")
                         .arg(file, format, providerKey.isEmpty() ? ImportText::tr("per row") : providerKey, asOf)
                         .arg(rowsRead)
                         .arg(offersImported())
                         .arg(offersNew)
                         .arg(offersChanged)
                         .arg(offersUnchanged)
                         .arg(pricesNew)
                         .arg(pricesChanged)
                         .arg(pricesUnchanged)
                         .arg(rejected)
                         .arg(duplicates)
                         .arg(conflicts)
                         .arg(flagged)
                         .arg(unmapped)
                         .arg(skippedCpuOnly));
        if (composed > 0 || gpuOnly > 0)
            lines.append(ImportText::tr("  GPUs priced apart from their host machines: %1 GPU rows composed with %2 host rows"
                                        " (price = GPU + host); %3 GPU rows have no host priced in the file and are imported as"
                                        " \"GPU only, host not priced\", not ranked")
                             .arg(composed)
                             .arg(hostsUsed)
                             .arg(gpuOnly));
        if (pricesWritten > 0 && observationUnknown == 0)
            lines.append(ImportText::tr("  observed %1 to %2; imported on %3").arg(observedFrom, observedTo, importedOn));
        else if (pricesWritten > 0)
            lines.append(ImportText::tr("  observation date unknown for %1 of %2 prices (newest lower bound: %3); known dates: %4 to %5;"
                                        " imported on %6")
                             .arg(observationUnknown)
                             .arg(pricesWritten)
                             .arg(observedAfterMax.isEmpty() ? ImportText::tr("none") : observedAfterMax,
                                 observedFrom.isEmpty() ? ImportText::tr("none") : observedFrom,
                                 observedTo.isEmpty() ? ImportText::tr("none") : observedTo, importedOn));
        if (!excluded.isEmpty()) {
            QStringList parts;
            for (auto it = excluded.constBegin(); it != excluded.constEnd(); ++it)
                parts.append(ImportText::tr("%1 × %2").arg(it.value()).arg(it.key()));
            lines.append(ImportText::tr("  left out on purpose: %1").arg(parts.join(QStringLiteral("; "))));
        }
        for (const QString &note : readNotes)
            lines.append(QStringLiteral("  ") + note);
        if (datedByDocument)
            lines.append(ImportText::tr("  dated by the document itself: as of %1").arg(asOf));
        if (observedAtFetch)
            lines.append(ImportText::tr("  observed on %1, the day the vendor's price service was asked: its answer lists the prices "
                                        "in effect then (the document's own dates say since when)")
                             .arg(asOf));
        if (!fileModifiedOn.isEmpty())
            lines.append(ImportText::tr("  no observation date given: the file's modification date %1 is kept only as the row key (as_of);"
                                        " it is not an observation date and not a lower bound (a file is written after its prices were"
                                        " seen). Give --as-of DATE when you know the date.")
                             .arg(fileModifiedOn));
        if (offersWithdrawn > 0 || pricesWithdrawn > 0)
            lines.append(ImportText::tr("  no longer listed by this source: %1 offers, %2 prices (kept in the history)")
                             .arg(offersWithdrawn)
                             .arg(pricesWithdrawn));
        if (pricesNotListed > 0)
            lines.append(ImportText::tr("  %1 prices of this source are not in the file; it looks partial, so they stay offered")
                             .arg(pricesNotListed));
        if (watchHits > 0)
            lines.append(ImportText::tr("  watchlist hits: %1 (cloudgauge watch --check lists them)").arg(watchHits));
    }
    for (const QString &m : messages)
        lines.append(QStringLiteral("  ") + m);
    return lines.join(QLatin1Char('\n'));
}

// The lost-connection wording of failed imports' reports (Importer.h).
void Importer::noteLostConnection(const Catalog &catalog, QList<ImportReport> &reports)
{
    if (std::all_of(reports.cbegin(), reports.cend(), [](const ImportReport &r) { return r.ok(); }))
        return;
    QString lost;
    if (pingCatalog(catalog, &lost))
        return;
    for (ImportReport &r : reports)
        if (!r.ok() && classifyServerError(r.error) != ServerProblem::ConnectionLost)
            r.error += QStringLiteral(" (no connection to the server: %1)").arg(lost);
}

} // namespace cg
