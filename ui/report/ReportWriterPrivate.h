#pragma once

// The report writer's inside, shared by the files that compose its sections (ReportWriter.cpp,
// ReportSummary.cpp, ReportRanking.cpp, ReportProviders.cpp, ReportQuotes.cpp, ReportSources.cpp, ReportPlan.cpp,
// ReportEvidence.cpp). Not a public header.

#include "report/ReportWriter.h"

#include "catalog/quotes/CatalogQuotes.h"
#include "catalog/store/Catalog.h"
#include "charts/PriceScatterView.h"
#include "charts/ReliabilityChartView.h"
#include "itemmodels/OfferFilterProxyModel.h"
#include "itemmodels/OfferTableModel.h"
#include "planning/CapacityPlan.h"
#include "scoring/Ranker.h"
#include "scoring/RankingSession.h"
#include "scoring/UnpricedProviders.h"

#include <QCoreApplication>
#include <QGraphicsScene>
#include <QLocale>
#include <QSizeF>
#include <QTextDocument>

#include <memory>
#include <vector>

namespace cg {

/// Translation context of the report's texts.
class Report
{
    Q_DECLARE_TR_FUNCTIONS(cg::Report)
};

constexpr qreal kReportDpi = 96.0; ///< layout and PDF resolution: one unit = 1/96 inch, text stays vector

struct ReportWriter::Impl
{
    Catalog &catalog;
    LanguageManager &languages;
    ReportOptions options;
    QString previousLanguage;
    bool composed = false;

    struct Block
    {
        enum Kind { Text, Charts, PlanChart } kind = Text; ///< PlanChart: `doc` (a caption) above planChart
        std::unique_ptr<QTextDocument> doc;
    };
    std::vector<Block> blocks;
    struct Page
    {
        int block = 0;
        int subPage = 0;
    };
    std::vector<Page> pages;
    QString fingerprint, generatedAt, font;
    QSizeF pageSize;

    // Chart sources (kept alive while painting).
    std::unique_ptr<OfferTableModel> model;
    std::unique_ptr<OfferFilterProxyModel> proxy;
    /// The ranking the report shows: the window's session, or one made from the options.
    const RankingSession *session = nullptr;
    std::unique_ptr<RankingSession> ownSession;
    std::unique_ptr<PriceScatterView> scatter;
    std::unique_ptr<ReliabilityChartView> reliability;
    std::unique_ptr<QGraphicsScene> planScene; ///< owns the capacity plan's chart
    QChart *planChart = nullptr;

    Impl(Catalog &c, LanguageManager &l, ReportOptions o, const RankingSession *s)
        : catalog(c)
        , languages(l)
        , options(std::move(o))
        , session(s)
    {
    }

    QRectF contentRect() const; ///< the page minus margins, header and footer bands

    void compose();
    std::unique_ptr<QTextDocument> makeDocument(const QString &html) const;
    /// True when `html` fits on one page's content rect.
    bool fits(const QString &html) const;
    /// A page of text (paginated by QTextDocument only when one item is taller than a page).
    void addText(const QString &html);

    // The text flow: items (paragraphs, headings, table rows) are laid onto pages whole. A table
    // that runs onto the next page repeats its header row there; no row is split across pages.
    QString flowPage, flowPending;
    /// Adds `html` to the page, or to the next one when it does not fit; `keepWithNext` keeps it
    /// (a heading) on the page of the next item.
    void flowAdd(const QString &html, bool keepWithNext = false);
    /// A table: `open` is its <table> tag, `header` its header row, `rows` its <tr> rows.
    void flowTable(const QString &open, const QString &header, const QStringList &rows);
    /// A short table that must end on the current page (a provider page stays one page): of
    /// `rows` (the first of `total` rows) those that fit are placed, and `moreNote` (with %1 = the
    /// count of the rows left out of `total`) says what is not shown. When not one row fits, the
    /// table starts the next page.
    void flowTableOnPage(const QString &open, const QString &header, const QStringList &rows, qsizetype total, const QString &moreNote);
    void flowBreak(); ///< ends the page
    void flowEnd(); ///< ends the section: the next item starts a new page

    static QStringList methodologyParagraphs();
    static QString observationRange(const ImportRunView &run);
    static QString confidenceLabel(int confidence);
    /// options.weightsLabel in the report language.
    QString weightsLabelText() const;
    QString windowWeightsLabel;
    void paintPage(QPainter &p, int index);

    // The sections, in page order; compose() calls them after the setup below.
    void composeFront(); ///< cover and executive summary (ReportSummary.cpp)
    /// The hyperscalers (provider category) with offers excluded and none recommended, each as
    /// "name (why)" from its offers' gates, in key order (ReportSummary.cpp).
    QStringList notRecommendedHyperscalers(const QList<RankedOffer> &excluded, bool zh) const;
    void composeRanking(); ///< the ranking and the offers the gates exclude (ReportRanking.cpp)
    void composeCharts(); ///< the scatter and the reliability chart, one vector page
    void composeProviders(); ///< a page per shortlisted provider (ReportProviders.cpp)
    void composeProbe(); ///< the latest probe run against the catalog (ReportProviders.cpp)
    /// The newest acceptance run of each offer a node was rented as, every check with its status
    /// and reproduce command (ReportEvidence.cpp).
    void composeEvidence();
    /// The capacity plan of options.demand (ReportPlan.cpp): the plan per provider and term, the
    /// best mix and its chart; nothing without a demand curve.
    void composePlan();
    /// Plans options.demand (before page 1, which names the result) for options.planGpu or the
    /// first-ranked offer's model, with the offers the ranking keeps (ReportPlan.cpp).
    void preparePlan();
    std::optional<plan::CapacityPlan> capacityPlan; ///< set by preparePlan() when a plan could be made
    QString planGpu; ///< the GPU model planned
    QString planError; ///< why no plan could be made (empty: no price for the model)
    QHash<QString, QString> planNames; ///< provider key → name in the report language, for the plan's markets
    /// The provider's name of a market of capacityPlan, in the report language.
    QString planMarketName(int market) const;
    /// The mix's commitments as words: "commit 13 GPUs for 12 months at X (CNY 6.44 per GPU-hour)".
    QString planCommitments() const;
    /// Page 1's sentence about the plan, or empty when there is none.
    QString planSummary() const;
    /// Quotes and answers received (ReportQuotes.cpp): only with options.includeQuotes and when
    /// the catalog holds any; sets `confidential` when it shows a quote.
    void composeQuotes();
    /// Answers of `answers` that answer a question of the questionnaire (non-empty answer).
    static int answeredCount(const QList<ProviderAnswer> &answers);
    bool confidential = false; ///< every page is marked confidential (the report shows quotes)
    void composeSources(); ///< what changed, methodology and data sources (ReportSources.cpp)

    // Set by compose() in the report language, read by every section.
    QLocale l;
    bool zh = false;
    QString listSeparator; ///< "; " or "；"
    bool priorPolicy = false; ///< missing data counts at the prior (RankingPolicy::MissingData::Prior)
    QString prior; ///< the prior's points, formatted
    QString scenarioName; ///< the true-cost scenario, translated
    QString needName; ///< the need profile's name, empty for none
    QList<RankedOffer> top; ///< the first options.top offers of the ranking
    /// The best-ranked offer of each shortlisted provider, in rank order: every provider of the top
    /// list, then the next providers of the ranking until there are kComparedProviders (page 1's
    /// "compared with whom" and a page each).
    QList<const RankedOffer *> providerBests;
    /// Providers with offers but no usable price (page 1 names them; the ranking section lists them).
    QList<UnpricedProvider> unpriced;
    static constexpr int kComparedProviders = 6;
    QString currency = QStringLiteral("USD"); ///< the report currency (ReportOptions::currency, when it has a rate)
    double unitsPerUsd = 1; ///< its units per USD (FxRates::rate), 1 for USD
    QString currencyAsOf, currencySource; ///< the rate's date and source URL, empty for USD
    QString missingCurrency; ///< the currency asked for that has no rate (the report falls back to USD), else empty
    const QString grid = QStringLiteral("<table class=grid border=1 cellspacing=0 width='100%'>");
    const QString denseGrid = QStringLiteral("<table class='grid dense' border=1 cellspacing=0 width='100%'>");

    QString providerName(const OfferView &o) const { return zh && !o.providerNameZh.isEmpty() ? o.providerNameZh : o.providerNameEn; }
    static QString gpuLabel(const OfferView &o) { return o.gpuName.isEmpty() ? o.gpuRawName : o.gpuName; }
    /// "8 × H100 SXM 80GB"
    /// Where `o`'s region is, for people: "mainland China · Shanghai · 1,068 km" (jurisdiction or
    /// country, the city where named, the distance from options.userLocation where both points are
    /// known), or "place unknown".
    QString placeText(const OfferView &o) const;
    /// A known place's jurisdiction for people: "mainland China", "US", or "FI, EU/EEA" (a group
    /// names the country too).
    static QString jurisdictionText(const RegionPlace &place);
    QString gpus(const OfferView &o) const { return l.toString(o.gpuCount.value_or(1), 'g', 4) + QStringLiteral(" × ") + gpuLabel(o); }
    /// A USD amount in the report currency, two decimals, no unit (table cells under perGpuHour()).
    QString amount(double usd) const { return l.toString(usd * unitsPerUsd, 'f', 2); }
    /// A USD amount in the report currency with its unit: "CNY 9.25", "9.25 元".
    QString money(double usd) const;
    /// The column header "CNY per GPU-hour" / "元/GPU 小时" in the report currency.
    QString perGpuHour() const;
    /// The report currency's unit in the report language: "CNY" / "元".
    QString currencyUnit() const;
    /// "Gold (2.0)" or "unrated".
    static QString tierText(const RankedOffer &r);
    /// A header row; `widths` are the columns' shares of the table width in percent.
    static QString headerRow(const QStringList &labels, const QList<int> &widths = {});
    static QString esc(const QString &s) { return s.toHtmlEscaped(); }
    /// `html` with every ISO date, and the closing bracket after it, kept on one line: a narrow
    /// column wraps around the date, never inside it or before its "）".
    static QString keepDatesWhole(QString html);
};

} // namespace cg
