#pragma once

#include "core/Criteria.h"
#include "geo/UserLocation.h"
#include "planning/CommitmentPlan.h"
#include "planning/DemandCurve.h"

#include <QColor>
#include <QPageSize>
#include <QString>

#include <QStringList>
#include <optional>

class QPainter;

namespace cg {

class Catalog;
class LanguageManager;
class RankingSession;

/// What a report covers and how it looks.
struct ReportOptions
{
    QString language = QStringLiteral("en"); ///< en or zh_CN; independent of the UI language
    QPageSize::PageSizeId paper = QPageSize::A4; ///< A4 or Letter
    int top = 10; ///< offers in the ranking table
    Weights weights; ///< the weights used (shown on the cover)
    QString weightsLabel; ///< "balanced (CloudGauge preset)", a file name, ...
    QString generatedAt; ///< ISO date-time; empty → now (tests fix it)
    QString scenario = QStringLiteral("pretraining"); ///< CostScenario preset of the true-cost criterion
    /// "What changed since the last report" since this import run; -1: since the run the last
    /// report of this catalog remembered (ReportChanges), shown only when a run was imported since;
    /// 0: no such section.
    qint64 changesSinceRun = -1;
    /// Include the section "Quotes and answers received" (the providers' confidential quotes and
    /// self-reported answers, when the catalog holds any); every page is then marked confidential.
    bool includeQuotes = false;
    /// The currency amounts are shown in: USD, or a currency the catalog has a rate for (FxRates);
    /// empty: CNY for a zh_CN report when the catalog has a CNY rate, otherwise USD. The ranking
    /// itself compares in USD; the report converts its figures at the catalog's latest rate and
    /// states that rate and its date on page 1. A currency without a rate falls back to USD, said
    /// on page 1 (the command line refuses it first: ReportWriter::currencyError).
    QString currency;
    /// Where the users are (UserLocation): the ranking table and the summary give each region's
    /// great-circle distance from it. Empty: no distances (the window and `report` pass the
    /// remembered location; `report --from LAT,LON` another).
    std::optional<UserLocation> userLocation;
    /// The demand curve of the section "Capacity plan" (plan::buildPlan on the catalog's prices and
    /// the received quotes for planGpu, with planAssumptions); none: no such section.
    std::optional<plan::DemandCurve> demand;
    /// The GPU model planned, as `list --gpu` names it; empty: the model of the report's first-ranked offer.
    QString planGpu;
    plan::PlanAssumptions planAssumptions;
};

/**
 * The PDF report for management (docs/user-guide.md, "The workspace", File → Export report): cover
 * (title, date, scope, weights), an executive summary written from the data, the ranking table, the
 * price-vs-performance and reliability charts drawn as vectors, a page per shortlisted provider,
 * the probe results, and the methodology and data sources with URLs and as-of dates; a header with
 * the catalog fingerprint, a footer with page numbers and the generation time.
 *
 * Pages are painted onto any QPainter (a QPdfWriter for the file, a QImage in tests). Text is
 * laid out by QTextDocument at 96 dpi and drawn as text (searchable); charts are QGraphicsScene
 * renders (vectors). The font is WenQuanYi Micro Hei for both languages (fonts-wqy-microhei; its
 * PDF text layer maps Han characters correctly, unlike Noto CJK under Qt 6.4); when it is missing
 * the report is refused with that reason rather than drawn with empty boxes (field report QT-04).
 * Catalog text is HTML-escaped.
 */
class ReportWriter final
{
public:
    /// `languages` switches the application's translators to the report language while the
    /// report is composed and back afterwards; it must not be null.
    ReportWriter(Catalog &catalog, LanguageManager &languages, ReportOptions options);
    /// A report of `session`'s ranking (the window's): its weights and scenario replace the
    /// options'; `session` must outlive the writer. The catalog gives import runs, assessment
    /// records and probe runs.
    ReportWriter(Catalog &catalog, const RankingSession &session, LanguageManager &languages, ReportOptions options);
    ~ReportWriter();
    Q_DISABLE_COPY_MOVE(ReportWriter)

    /// The methodology in the current UI language (HTML): the report's appendix and Help → Methodology.
    static QString methodologyHtml();

    /// Why `currency` cannot be a report currency with `catalog`'s rates ("no exchange rate for
    /// EUR in this catalog: add one with `cloudgauge fx set`"), or empty when it can.
    static QString currencyError(Catalog &catalog, const QString &currency);

    /// The report font family, or empty when it is not installed.
    static QString reportFontFamily();

    /// Writes the PDF through QSaveFile (a failed write leaves no partial file).
    bool writePdf(const QString &path, QString *error);
    /// Paints page `index` (0-based) into an image of the page size at 96 dpi; for tests and previews.
    QImage renderPage(int index);
    int pageCount();
    /// The plain text of the composed report (all sections), for tests.
    QString plainText();
    /// The plain text of page `index` (0-based; empty for the charts page): the text block drawn
    /// on it, for tests.
    QString pageText(int index);
    /// The colour of `providerKey` in the price-vs-performance chart; invalid when it is drawn in
    /// the grey of "Other providers" (tests: the shortlisted providers have colours of their own).
    QColor priceChartColourOf(const QString &providerKey);
    /// SHA-256 (first 16 hex digits) over the catalog's offers and prices: which data the report shows.
    QString catalogFingerprint();

private:
    struct Impl;
    Impl *d;
};

} // namespace cg
