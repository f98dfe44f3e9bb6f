#include "report/ReportWriter.h"

#include "catalog/Catalog.h"
#include "catalog/OfferFilterProxyModel.h"
#include "catalog/OfferTableModel.h"
#include "charts/PriceScatterView.h"
#include "charts/ReliabilityChartView.h"
#include "core/Tier.h"
#include "i18n/LanguageManager.h"
#include "probe/ProbeComparison.h"
#include "report/ReportChanges.h"
#include "report/ReportSla.h"
#include "scoring/NeedProfile.h"
#include "scoring/Ranker.h"
#include "scoring/Explanation.h"
#include "scoring/RankingSession.h"
#include "scoring/TrueCost.h"

#include <QAbstractTextDocumentLayout>
#include <QCoreApplication>
#include <QCryptographicHash>
#include <QDateTime>
#include <QFontDatabase>
#include <QGraphicsScene>
#include <QImage>
#include <QLocale>
#include <QPainter>
#include <QPdfWriter>
#include <QRegularExpression>
#include <QSaveFile>
#include <QSet>
#include <QTextDocument>
#include <QtCharts/QChart>
#include <QtCore/qcoreapplication.h>

#include <cmath>
#include <memory>

namespace cg {

/// Translation context of the report's texts.
class Report
{
    Q_DECLARE_TR_FUNCTIONS(cg::Report)
};

namespace {

/// SHA-256 (first 16 hex digits) over the catalog's offers and prices.
QString fingerprintOf(Catalog &catalog)
{
    QCryptographicHash hash(QCryptographicHash::Sha256);
    for (const QVariantList &row : catalog.exportRows())
        for (const QVariant &v : row)
            hash.addData(QByteArray(v.toString().toUtf8() + '\x1f'));
    return QString::fromLatin1(hash.result().toHex().left(16));
}

constexpr qreal kDpi = 96.0; // layout and PDF resolution: one unit = 1/96 inch, text stays vector
constexpr qreal kMargin = 56.0; // left/right, units
constexpr qreal kHeader = 64.0; // top band with the running header
constexpr qreal kFooter = 56.0; // bottom band with page number and stamp

QString esc(const QString &s)
{
    return s.toHtmlEscaped();
}

} // namespace

struct ReportWriter::Impl
{
    Catalog &catalog;
    LanguageManager &languages;
    ReportOptions options;
    QString previousLanguage;
    bool composed = false;

    struct Block
    {
        enum Kind { Text, Charts } kind = Text;
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

    Impl(Catalog &c, LanguageManager &l, ReportOptions o, const RankingSession *s)
        : catalog(c)
        , languages(l)
        , options(std::move(o))
        , session(s)
    {
    }

    QRectF contentRect() const { return QRectF(kMargin, kHeader, pageSize.width() - 2 * kMargin, pageSize.height() - kHeader - kFooter); }

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
    void flowBreak(); ///< ends the page
    void flowEnd(); ///< ends the section: the next item starts a new page

    static QStringList methodologyParagraphs();
    /// A short label of a data-quality warning key (RankedOffer::warnings) in the report language.
    static QString warningLabel(const QString &key);
    static QString observationRange(const ImportRunView &run);
    static QString confidenceLabel(int confidence);
    /// options.weightsLabel in the report language.
    QString weightsLabelText() const;
    QString windowWeightsLabel;
    void paintPage(QPainter &p, int index);
};

ReportWriter::ReportWriter(Catalog &catalog, LanguageManager &languages, ReportOptions options)
    : d(new Impl(catalog, languages, std::move(options), nullptr))
{
}

ReportWriter::ReportWriter(Catalog &catalog, const RankingSession &session, LanguageManager &languages, ReportOptions options)
    : d(new Impl(catalog, languages, std::move(options), &session))
{
    d->options.weights = session.params().weights;
    d->options.scenario = session.params().scenario;
}

ReportWriter::~ReportWriter()
{
    if (d->composed && !d->previousLanguage.isEmpty())
        d->languages.setLanguage(d->previousLanguage, false); // back to the UI language
    delete d;
}

QStringList ReportWriter::Impl::methodologyParagraphs()
{
    return { Report::tr("Prices are list prices per instance-hour from each source; the price per GPU-hour is the instance price divided "
                        "by its GPU count. Each provider's GPU model is ranked once, at its best-ranked configuration and region, in USD "
                        "at the dated exchange rate."),
        Report::tr("Each criterion scores 0-100: BF16 TFLOPS per USD per GPU-hour and memory bandwidth per USD per GPU-hour relative to "
                   "the best offer, "
                   "memory per GPU relative to the largest, and each of the 10 ClusterMAX categories from the provider's assessment (0-5 × "
                   "20) or else "
                   "its latest published tier (Platinum 100, Gold 80, Silver 60, Bronze 40, Participation Ribbon 25, Underperforming 10)."),
        Report::tr(
            "An assessment scores a category 0-5 against CloudGauge's rubric, written from the ClusterMAX criteria, with its evidence, "
            "source URL, date and author. \"Start from published tier\" fills the categories with score = tier points ÷ 20: Platinum "
            "5, "
            "Gold 4, Silver 3, Bronze 2, Participation Ribbon 1.25, Underperforming 0.5, Unavailable or unrated no data. Such scores "
            "are "
            "marked as derived from the tier (their source is the tier's article), never as assessments."),
        Report::tr(
            "True cost as a criterion (after SemiAnalysis's ClusterMAX TCO model, clustermax.ai/tco): each offer's true cost per "
            "useful GPU-hour under the chosen scenario (pretraining, research or inference), divided by its GPU's dense BF16 PFLOPS, "
            "so per useful PFLOP-hour; score = 100 × the cheapest among the ranked offers ÷ this offer's. An offer whose provider has "
            "no published tier, or whose GPU has no BF16 figure, has no data for it."),
        Report::tr("The score is the weighted mean of the criteria. By default a criterion without data counts at 10 points of 100, the "
                   "points of the lowest published ClusterMAX tier, so a gap in the data never scores better than the worst published "
                   "grade; the other policy leaves such criteria out and renormalises the remaining weights. Coverage is the share of "
                   "the weight backed by data, and offers under 50 % coverage rank after the others."),
        Report::tr("Gates: an offer is not recommended, and is listed apart with the reason, when ClusterMAX rates its provider "
                   "Underperforming or Unavailable (its \"Not Recommended\" group), when its provider has neither a published tier nor "
                   "an assessment, when its price is implausibly low for its GPU model (modified z-score of the log price below "
                   "−3.5, Iglewicz and Hoaglin 1993, with the spread floored so that only a price about 2.4 times below the median "
                   "counts), or when it fails a hard constraint of the chosen need profile. A price as far above is a warning."),
        Report::tr("Dates: every price carries the day its source observed or published it (observed on) and the day it entered "
                   "the catalog (imported on). A price's age counts from its observation, never from its import. Where the source "
                   "gives no date the observation is unknown, shown as \"unknown\" or \"unknown (after D)\" with the best known "
                   "lower bound D (for example the day the upstream file's path first existed); such a price is never fresh."),
        Report::tr("Data quality: a price observed more than 14 days ago, a price observed on an unknown day and a price or "
                   "specification that the import flagged (spot equal to on-demand, memory differing from the datasheet, ...) are "
                   "marked. Confidence is High without a mark, Medium with one mark that is not about the price's date, and Low "
                   "otherwise: a stale price and an unknown observation date lower it alike."),
        Report::tr("True cost follows SemiAnalysis's model of eight monthly cost areas (GPU, storage, network, control plane, support, "
                   "goodput loss, "
                   "setup, debugging). GPU-hours lost per failure: cold spare [(t_id + t_ckpt/2) + t_init + t_repair] × J; hot spare "
                   "[(t_id + t_ckpt/2) + t_init] × J + t_repair × blast radius; fault tolerant (t_id + t_failover) × J + t_repair × blast "
                   "radius; "
                   "failures per hour = J / MTBF. Reliability comes from the catalog, else the published reference for the provider's tier "
                   "(Gold: MTBF 25,000 GPU-hours, 15 min to identify and to repair; Silver: 15,000, 1 h and 1 h)."),
        Report::tr("Cheapest to finish: GPU-hours = 6 × parameters × tokens ÷ (datasheet dense BF16 FLOP/s × MFU) ÷ 3,600 (Kaplan et al. "
                   "2020), "
                   "MFU being the user's assumption (default 40 %); cost = GPU-hours × USD per GPU-hour, at list price and at true cost."),
        Report::tr("Reserved-term break-even: a term is paid for every hour (720 h a month); on-demand for the hours used, its price "
                   "assumed to fall by a yearly rate the user sets (default 20 %, an assumption, not a published figure), compounded "
                   "monthly. Break-even utilisation = committed cost ÷ on-demand cost at full use. Term prices come from the catalog or "
                   "from a quote the user types; none is invented."),
        Report::tr("Rank stability tells how far one weight can move before two adjacent offers of the top 10 swap; the derived tier "
                   "is the band "
                   "of a provider's mean category score (90, 70, 50, 32.5, 17.5), shown beside the published one."),
        ReportSla::methodologyParagraph(), Report::tr("SemiAnalysis publishes no numeric weights: these weights are CloudGauge's own.") };
}

QString ReportWriter::methodologyHtml()
{
    QString html = QStringLiteral("<h2>%1</h2>").arg(esc(Report::tr("Methodology")));
    for (const QString &p : Impl::methodologyParagraphs())
        html += QStringLiteral("<p>%1</p>").arg(esc(p));
    return html;
}

QString ReportWriter::reportFontFamily()
{
    const QStringList families = QFontDatabase::families();
    for (const QString &f : { QStringLiteral("WenQuanYi Micro Hei"), QStringLiteral("文泉驿微米黑") })
        if (families.contains(f))
            return f;
    return {};
}

QString ReportWriter::catalogFingerprint()
{
    return fingerprintOf(d->catalog);
}

std::unique_ptr<QTextDocument> ReportWriter::Impl::makeDocument(const QString &html) const
{
    auto doc = std::make_unique<QTextDocument>();
    QFont f(font);
    f.setPointSizeF(9.5);
    doc->setDefaultFont(f);
    doc->setDocumentMargin(0);
    doc->setDefaultStyleSheet(
        QStringLiteral("h1 { font-size: 22pt; } h2 { font-size: 15pt; color: #1f4e79; } h3 { font-size: 11.5pt; color: #1f4e79; }"
                       "table.grid { border-collapse: collapse; } table.grid th { background: #dde6f0; }"
                       "td, th { padding: 2px 5px; } .muted { color: #555555; } .small { font-size: 8pt; }"
                       "table.dense td, table.dense th { font-size: 7.5pt; padding: 1px 3px; } .warn { color: #a00000; }"));
    doc->setTextWidth(contentRect().width());
    doc->setHtml(html);
    return doc;
}

bool ReportWriter::Impl::fits(const QString &html) const
{
    return makeDocument(html)->size().height() <= contentRect().height() - 1;
}

void ReportWriter::Impl::addText(const QString &html)
{
    Block b;
    b.doc = makeDocument(html);
    b.doc->setPageSize(contentRect().size()); // an item taller than a page still paginates, without splitting lines
    blocks.push_back(std::move(b));
}

void ReportWriter::Impl::flowAdd(const QString &html, bool keepWithNext)
{
    if (keepWithNext) {
        flowPending += html;
        return;
    }
    const QString item = flowPending + html;
    if (!flowPage.isEmpty() && !fits(flowPage + item))
        flowBreak();
    flowPage += item;
    flowPending.clear();
}

void ReportWriter::Impl::flowTable(const QString &open, const QString &header, const QStringList &rows)
{
    auto table = [&](const QString &body) -> QString { return open + header + body + QStringLiteral("</table>"); };
    QString body; // rows of the table on the current page
    for (const QString &row : rows) {
        if (body.isEmpty()) {
            // The first row on a page takes the pending heading with it.
            if (!flowPage.isEmpty() && !fits(flowPage + flowPending + table(row)))
                flowBreak();
            body = row;
        } else if (fits(flowPage + flowPending + table(body + row))) {
            body += row;
        } else {
            flowPage += flowPending + table(body);
            flowPending.clear();
            flowBreak();
            body = row; // the next page starts with the header row again
        }
    }
    if (!body.isEmpty()) {
        flowPage += flowPending + table(body);
        flowPending.clear();
    }
}

void ReportWriter::Impl::flowBreak()
{
    if (!flowPage.isEmpty())
        addText(flowPage);
    flowPage.clear();
}

void ReportWriter::Impl::flowEnd()
{
    flowPage += flowPending;
    flowPending.clear();
    flowBreak();
}

/// The observation dates of a price file's rows: "2025-03-06", "2024-08-26 to 2026-11-09",
/// "unknown (after 2026-07-09)", or the two joined when some rows are dated and some are not.
QString ReportWriter::Impl::observationRange(const ImportRunView &run)
{
    QString dated;
    if (run.pricesDated > 0)
        dated = run.observedFrom == run.observedTo ? run.observedFrom : Report::tr("%1 to %2").arg(run.observedFrom, run.observedTo);
    if (run.pricesUndated == 0)
        return dated.isEmpty() ? Report::tr("no prices") : dated;
    const QString unknown = run.observedAfterMax.isEmpty() ? Report::tr("unknown")
                                                           : Report::tr("unknown (after %1)").arg(run.observedAfterMax);
    if (dated.isEmpty())
        return unknown;
    return Report::tr("%1; %n price(s) %2", nullptr, run.pricesUndated).arg(dated, unknown);
}

QString ReportWriter::Impl::warningLabel(const QString &key)
{
    if (key == QLatin1String("stale_over_14_days"))
        return Report::tr("price over 14 days old");
    if (key == QLatin1String("stale_over_90_days"))
        return Report::tr("price over 90 days old");
    if (key == QLatin1String("observation_date_unknown"))
        return Report::tr("observation date unknown");
    if (key == QLatin1String("spot_equals_on_demand"))
        return Report::tr("spot price = on-demand");
    if (key == QLatin1String("spot_above_on_demand"))
        return Report::tr("spot price above on-demand");
    if (key == QLatin1String("memory_differs"))
        return Report::tr("memory differs from datasheet");
    if (key == QLatin1String("conflict"))
        return Report::tr("sources disagree");
    if (key == QLatin1String("same_price_as_smaller"))
        return Report::tr("same price as a smaller size");
    if (key == QLatin1String("unmapped_gpu"))
        return Report::tr("GPU name not mapped");
    if (key == QLatin1String("variant_assumed"))
        return Report::tr("GPU variant assumed");
    if (key == QLatin1String("no_performance_data"))
        return Report::tr("no performance data");
    return key;
}

QString ReportWriter::Impl::confidenceLabel(int confidence)
{
    switch (RankedOffer::Confidence(confidence)) {
    case RankedOffer::Confidence::High:
        return Report::tr("High", "confidence");
    case RankedOffer::Confidence::Medium:
        return Report::tr("Medium", "confidence");
    case RankedOffer::Confidence::Low:
        break;
    }
    return Report::tr("Low", "confidence");
}

QString ReportWriter::Impl::weightsLabelText() const
{
    // CloudGauge's own labels ("balanced (CloudGauge default)", "training (CloudGauge preset)", the
    // report dialog's) arrive in English or the UI language: say them in the report language.
    static const QRegularExpression own(QStringLiteral("^(\\w+) \\(CloudGauge (default|preset)\\)$"));
    const QString label = options.weightsLabel.trimmed();
    const QRegularExpressionMatch m = own.match(label);
    auto presetName = [](const QString &preset) -> QString {
        if (preset == QLatin1String("balanced"))
            return Report::tr("balanced", "weights preset");
        if (preset == QLatin1String("training"))
            return Report::tr("training", "weights preset");
        if (preset == QLatin1String("inference"))
            return Report::tr("inference", "weights preset");
        if (preset == QLatin1String("budget"))
            return Report::tr("budget", "weights preset");
        return {};
    };
    if (m.hasMatch() && !presetName(m.captured(1).toLower()).isEmpty())
        return m.captured(2) == QLatin1String("default") ? Report::tr("%1 (CloudGauge default)").arg(presetName(m.captured(1).toLower()))
                                                         : Report::tr("%1 (CloudGauge preset)").arg(presetName(m.captured(1).toLower()));
    if (label.isEmpty())
        return options.weights == Weights() ? Report::tr("%1 (CloudGauge default)").arg(presetName(QStringLiteral("balanced")))
                                            : Report::tr("custom weights");
    if (label == QLatin1String("need profile"))
        return Report::tr("the need profile's weights (CloudGauge's own)");
    if (label == QLatin1String("the weights set in the window") || label == windowWeightsLabel)
        return Report::tr("the weights set in the window");
    if (label.endsWith(QLatin1String(".json"), Qt::CaseInsensitive))
        return Report::tr("weights file %1").arg(label);
    return label;
}

void ReportWriter::Impl::compose()
{
    if (composed)
        return;
    composed = true;
    font = ReportWriter::reportFontFamily();
    pageSize = QPageSize(options.paper).sizePoints() * (kDpi / 72.0);
    previousLanguage = languages.language();
    {
        // The report dialog's label in the UI language, read before switching (see weightsLabelText()).
        const char *context = "cg::ReportPreviewDialog";
        const char *text = "the weights set in the window";
        windowWeightsLabel = QCoreApplication::translate(context, text);
    }
    languages.setLanguage(options.language, false);
    QCoreApplication::sendPostedEvents(nullptr, QEvent::LanguageChange);
    const QLocale l;
    generatedAt = options.generatedAt.isEmpty() ? QDateTime::currentDateTime().toString(Qt::ISODate) : options.generatedAt;

    if (!session) {
        ownSession = std::make_unique<RankingSession>(
            CatalogSnapshot::read(catalog, nullptr).value_or(CatalogSnapshot {}), RankingParams { options.weights, options.scenario });
        session = ownSession.get();
    }
    const CatalogSnapshot &snapshot = session->snapshot();
    const RankingParams &params = session->params();
    const QList<OfferView> &offers = snapshot.offers;
    const QHash<QString, RatingView> &ratings = snapshot.ratings;
    const FxRates &fx = snapshot.fx;
    const QList<RankedOffer> &ranked = session->ranked();
    const QList<RankedOffer> &excluded = session->excluded();
    const QList<ImportRunView> runs = catalog.importRuns();
    const QList<RatingView> &history = snapshot.ratingHistory;
    const bool zh = options.language == QLatin1String("zh_CN");
    const QString listSeparator = zh ? QStringLiteral("；") : QStringLiteral("; ");
    const bool priorPolicy = params.policy.missing == RankingPolicy::MissingData::Prior;
    const QString prior = l.toString(params.policy.priorPoints, 'g', 3);
    auto providerName = [&](const OfferView &o) { return zh && !o.providerNameZh.isEmpty() ? o.providerNameZh : o.providerNameEn; };
    auto gpuLabel = [](const OfferView &o) { return o.gpuName.isEmpty() ? o.gpuRawName : o.gpuName; };
    auto gpus
        = [&](const OfferView &o) -> QString { return l.toString(o.gpuCount.value_or(1), 'g', 4) + QStringLiteral(" × ") + gpuLabel(o); };
    auto usd = [&](double v) { return l.toString(v, 'f', 2); };
    auto signedNumber
        = [&](double v) -> QString { return (v < 0 ? QStringLiteral("−") : QStringLiteral("+")) + l.toString(std::abs(v), 'f', 1); };
    auto tierText = [&](const RankedOffer &r) -> QString {
        return r.tier.isEmpty() ? Report::tr("unrated")
                                : Tier::displayNameOf(r.tier) + QStringLiteral(" (") + r.tierVersion + QLatin1Char(')');
    };
    // A header row; `widths` are the columns' shares of the table width in percent.
    auto headerRow = [](const QStringList &labels, const QList<int> &widths = {}) -> QString {
        QString row = QStringLiteral("<tr>");
        for (int i = 0; i < labels.size(); ++i)
            row += i < widths.size() ? QStringLiteral("<th width='%1%'>%2</th>").arg(widths[i]).arg(esc(labels[i]))
                                     : QStringLiteral("<th>%1</th>").arg(esc(labels[i]));
        return row + QStringLiteral("</tr>");
    };
    const QString grid = QStringLiteral("<table class=grid border=1 cellspacing=0 width='100%'>");
    const QString denseGrid = QStringLiteral("<table class='grid dense' border=1 cellspacing=0 width='100%'>");
    QSet<QString> providersWithOffers;
    for (const OfferView &o : offers)
        providersWithOffers.insert(o.providerKey);
    const QString newest = snapshot.newestPriceDate;
    const QString scenarioName = options.scenario == QLatin1String("research") ? Report::tr("research")
        : options.scenario == QLatin1String("inference")                       ? Report::tr("inference")
                                                                               : Report::tr("pretraining");
    QString needName;
    if (!params.need.isEmpty()) {
        const auto builtIn = NeedProfile::builtIn(params.need);
        needName = builtIn ? builtIn->name() : params.need;
    }

    // Cover: every label in the report language.
    QString weightsRows;
    const double total = options.weights.total();
    for (int c = 0; c < kCriterionCount; ++c) {
        const QString name = Criterion(c) == Criterion::TrueCost
            ? Report::tr("%1 (%2 scenario)").arg(criterionName(Criterion(c)), scenarioName)
            : criterionName(Criterion(c));
        weightsRows += QStringLiteral("<tr><td>%1</td><td align=right>%2 %</td></tr>")
                           .arg(esc(name), l.toString(total > 0 ? 100 * options.weights.values[size_t(c)] / total : 0, 'f', 0));
    }
    flowAdd(
        QStringLiteral("<br><br><h1>%1</h1><p style='font-size:13pt'>%2</p><br><p>%3</p><p>%4</p><p>%5</p><p>%6</p>")
            .arg(esc(Report::tr("GPU cloud comparison")), esc(Report::tr("Which GPU cloud offer to rent, and why")),
                esc(Report::tr("Date: %1").arg(l.toString(QDateTime::fromString(generatedAt, Qt::ISODate).date(), QLocale::LongFormat))),
                esc(Report::tr("Scope: %1 offers from %2 providers in the catalog; newest price observed on %3.")
                        .arg(offers.size())
                        .arg(providersWithOffers.size())
                        .arg(newest.isEmpty() ? Report::tr("unknown") : newest)),
                esc(Report::tr("Weights: %1").arg(weightsLabelText())),
                esc(needName.isEmpty() ? Report::tr("Need profile: none") : Report::tr("Need profile: %1").arg(needName))));

    // Executive summary, on the first page: the answer before the detail.
    flowAdd(QStringLiteral("<h2>%1</h2>").arg(esc(Report::tr("Executive summary"))), true);
    // Paragraphs of sentences (HTML): what is recommended; how old the data is; what is excluded; the policy.
    QList<QStringList> summary(4);
    const QList<RankedOffer> top = ranked.mid(0, options.top);
    if (top.isEmpty()) {
        summary[0] << esc(Report::tr("No offer passes the gates with a comparable on-demand price, so nothing is recommended."));
    } else {
        const RankedOffer &best = top.first();
        summary[0] << QStringLiteral("<b>%1</b>")
                          .arg(esc(Report::tr("Recommendation: %1, %2 × %3 (instance type %4, region %5) at USD %6 per GPU-hour, "
                                              "ClusterMAX %7.")
                                       .arg(providerName(best.offer), l.toString(best.offer.gpuCount.value_or(1), 'g', 4),
                                           gpuLabel(best.offer), best.offer.instanceType, best.offer.region, usd(best.usdPerGpuHour),
                                           tierText(best))));
        summary[0] << esc(Report::tr("It scores %1 of 100 under these weights, with %2 % of the weight backed by data.")
                              .arg(l.toString(best.score, 'f', 1))
                              .arg(qRound(best.coverage * 100)));
        // Why #1 stays #1: what the next offer would have to cost to tie it (Explanation).
        if (const auto why = Explanation::of(*session, 0); why && why->next) {
            const QString nextName = providerName(why->next->offer) + QLatin1Char(' ') + gpuLabel(why->next->offer);
            summary[0] << esc(why->nextPriceToTie
                    ? Report::tr("It leads #2 (%1, score %2) by %3 points; #2 would tie only if its price fell from USD %4 to USD %5 per "
                                 "GPU-hour, everything else unchanged.")
                          .arg(nextName, l.toString(why->next->score, 'f', 1), l.toString(best.score - why->next->score, 'f', 1),
                              usd(why->next->usdPerGpuHour), usd(*why->nextPriceToTie))
                    : Report::tr("It leads #2 (%1, score %2) by %3 points; no price cut alone would let #2 tie.")
                          .arg(nextName, l.toString(why->next->score, 'f', 1), l.toString(best.score - why->next->score, 'f', 1)));
        }
        const RankedOffer *cheapest = &top.first();
        for (const RankedOffer &r : top)
            if (r.usdPerGpuHour < cheapest->usdPerGpuHour)
                cheapest = &r;
        summary[0] << esc(Report::tr("Among the top %n, the lowest price is USD %1 per GPU-hour (%2, %3).", nullptr, int(top.size()))
                              .arg(usd(cheapest->usdPerGpuHour), providerName(cheapest->offer), gpuLabel(cheapest->offer)));
        int rated = 0, assessedOnly = 0;
        for (const RankedOffer &r : top) {
            if (!r.tier.isEmpty())
                ++rated;
            else if (snapshot.assessments.contains(r.offer.providerKey))
                ++assessedOnly;
        }
        summary[0] << esc(rated == int(top.size())
                ? Report::tr("All of them come from providers rated by SemiAnalysis ClusterMAX.")
                : Report::tr("%1 of them come from providers rated by SemiAnalysis ClusterMAX, %2 from providers with an assessment but "
                             "no published tier, and %3 from providers with neither.")
                      .arg(rated)
                      .arg(assessedOnly)
                      .arg(int(top.size()) - rated - assessedOnly));
        // The data's age.
        QDate newestOfTop, oldestOfTop;
        int undated = 0, stale = 0;
        for (const RankedOffer &r : top) {
            const QDate d = QDate::fromString(r.offer.onDemand.observedOn, Qt::ISODate); // observed, not imported
            if (!d.isValid()) {
                ++undated;
                continue;
            }
            if (!newestOfTop.isValid() || d > newestOfTop)
                newestOfTop = d;
            if (!oldestOfTop.isValid() || d < oldestOfTop)
                oldestOfTop = d;
            stale += d.daysTo(params.today) > Ranker::kStaleDays ? 1 : 0;
        }
        if (newestOfTop.isValid() && newestOfTop == oldestOfTop)
            summary[1] << esc(Report::tr("Their prices were all observed on %1, %n day(s) before %2.", nullptr,
                int(oldestOfTop.daysTo(params.today)))
                                  .arg(oldestOfTop.toString(Qt::ISODate), params.today.toString(Qt::ISODate)));
        else if (newestOfTop.isValid())
            summary[1] << esc(
                Report::tr("Their prices were observed from %1 (newest) to %2 (oldest); the oldest is %n day(s) old on %3.", nullptr,
                    int(oldestOfTop.daysTo(params.today)))
                    .arg(newestOfTop.toString(Qt::ISODate), oldestOfTop.toString(Qt::ISODate), params.today.toString(Qt::ISODate)));
        if (stale > 0)
            summary[1] << esc(Report::tr("%n of them are older than 14 days and marked in the ranking.", nullptr, stale));
        if (undated > 0)
            summary[1] << esc(Report::tr("%n of them were observed on an unknown day and count as stale.", nullptr, undated));
    }
    if (fx.isEmpty()) {
        summary[1] << esc(Report::tr("The catalog holds no exchange rates: only prices in USD are compared."));
    } else {
        summary[1] << esc(Report::tr("Prices in other currencies are converted to USD at the catalog's exchange rates, the oldest dated "
                                     "%1 (%n day(s) before %2).",
            nullptr, fx.ageDays(params.today).value_or(0))
                              .arg(fx.oldestDate(), params.today.toString(Qt::ISODate)));
        if (fx.isStale(params.today))
            summary[1] << QStringLiteral("<span class=warn><b>%1</b></span>")
                              .arg(esc(Report::tr("Warning: the exchange rates are more than %1 days old; USD figures converted from "
                                                  "other currencies may be off.")
                                           .arg(FxRates::kStaleAfterDays)));
    }
    int byGate[6] = {}; // the Gate flags' bits, in their order (ScoringTable.h)
    for (const RankedOffer &r : excluded)
        for (int g = 0; g < 6; ++g)
            byGate[g] += (r.gates & (1u << g)) ? 1 : 0;
    if (excluded.isEmpty()) {
        summary[2] << esc(Report::tr("No offer is excluded by a gate."));
    } else {
        QStringList parts;
        if (byGate[0])
            parts << Report::tr("%1 rated Not Recommended by ClusterMAX").arg(byGate[0]);
        if (byGate[1])
            parts << Report::tr("%1 from providers with no ClusterMAX rating and no assessment").arg(byGate[1]);
        if (byGate[2])
            parts << Report::tr("%1 implausibly cheap for their GPU").arg(byGate[2]);
        if (byGate[3])
            parts << Report::tr("%1 implausibly dear for their GPU").arg(byGate[3]);
        if (byGate[4])
            parts << Report::tr("%1 failing the need profile").arg(byGate[4]);
        if (byGate[5])
            parts << Report::tr("%1 priced for the GPU alone, the host machine not priced").arg(byGate[5]);
        summary[2] << esc(Report::tr("%n offer(s) are not recommended and are listed apart under \"Not recommended\": %1 (an offer can "
                                     "fail more than one gate).",
            nullptr, int(excluded.size()))
                              .arg(parts.join(listSeparator)));
    }
    summary[3] << esc(priorPolicy ? Report::tr("Missing data: a criterion without data counts as %1 of 100 points, never as a reward "
                                               "(10, CloudGauge's default, is the points of ClusterMAX's lowest published tier).")
                                        .arg(prior)
                                  : Report::tr("Missing data: criteria without data are left out and the other weights renormalised; "
                                               "the coverage column shows how much of the weight has data."));
    summary[3] << esc(needName.isEmpty() ? Report::tr("No need profile is applied: every GPU and instance size is compared.")
                                         : Report::tr("Need profile: %1 (%2); offers that do not meet it are excluded.")
                                               .arg(needName, params.constraints.inWords().join(listSeparator)));
    for (const QStringList &sentences : std::as_const(summary))
        if (!sentences.isEmpty())
            flowAdd(QStringLiteral("<p>%1</p>").arg(sentences.join(zh ? QString() : QStringLiteral(" "))));
    flowAdd(QStringLiteral("<h3>%1</h3>").arg(esc(Report::tr("Weights used"))), true);
    flowAdd(QStringLiteral("<table class=grid border=1 cellspacing=0>%1</table>").arg(weightsRows));
    flowAdd(QStringLiteral("<p class='muted small'>%1</p>")
                .arg(esc(Report::tr("SemiAnalysis publishes no numeric weights: these weights are CloudGauge's own."))));

    // Ranking.
    QStringList rankRows;
    for (const RankedOffer &r : top) {
        QString gpuCell = esc(gpus(r.offer)) + QStringLiteral("<br><span class=muted>%1</span>").arg(esc(r.offer.instanceType));
        if (r.configurationCount > 1)
            gpuCell += QStringLiteral("<br><span class=muted>%1</span>")
                           .arg(esc(Report::tr("best of %n configuration(s)", nullptr, r.configurationCount)));
        const QString region
            = r.offer.region.isEmpty() || r.offer.region == QLatin1String("unknown") ? Report::tr("unknown") : r.offer.region;
        QStringList flags;
        for (const QString &w : r.warnings)
            flags << warningLabel(w);
        QString quality = esc(confidenceLabel(int(r.confidence)));
        if (!flags.isEmpty())
            quality
                += QStringLiteral("<br><span class=muted>%1</span>").arg(esc(flags.join(zh ? QStringLiteral("，") : QStringLiteral(", "))));
        rankRows << QStringLiteral("<tr><td align=right>%1</td><td>%2</td><td>%3</td><td>%4</td><td>%5</td><td align=right>%6</td>"
                                   "<td align=right>%7</td><td align=right>%8 %</td><td>%9</td><td>%10</td></tr>")
                        .arg(r.rank)
                        .arg(esc(providerName(r.offer)), gpuCell,
                            esc(r.regionCount > 1 ? Report::tr("%1 +%2 more").arg(region).arg(r.regionCount - 1) : region),
                            esc(r.offer.onDemand.observationText()), usd(r.usdPerGpuHour),
                            l.toString(r.score, 'f', 1), QString::number(qRound(r.coverage * 100)), esc(tierText(r)), quality);
    }
    flowAdd(QStringLiteral("<h2>%1</h2>").arg(esc(Report::tr("Ranking"))), true);
    flowTable(denseGrid,
        headerRow({ Report::tr("Rank"), Report::tr("Provider"), Report::tr("GPU"), Report::tr("Region"), Report::tr("Observed"),
                      Report::tr("USD per GPU-hour"), Report::tr("Score"), Report::tr("Coverage"), Report::tr("ClusterMAX tier"),
                      Report::tr("Data quality") },
            { 5, 10, 22, 11, 9, 7, 6, 8, 10, 12 }),
        rankRows);
    flowAdd(QStringLiteral("<p class='muted small'>%1 %2</p>")
                .arg(esc(Report::tr("On-demand list prices of each provider's GPU model at its best-ranked configuration and region "
                                    "(\"+N more\": other regions selling it), converted to USD at the catalog's dated exchange rates.")),
                    esc(Report::tr("Observed: the day the source observed or published the price; \"unknown (after D)\": the source "
                                   "gives no date, D is the best known lower bound. Data quality: High = no mark; Medium = one mark "
                                   "other than a price over 14 days old or observed on an unknown day; Low = the rest."))));

    // Not recommended: what the gates exclude, with the reasons, never hidden.
    auto reasons = [&](const RankedOffer &r) {
        QStringList out;
        if (r.gates & GateNotRecommended)
            out << Report::tr("ClusterMAX rates this provider %1 (Not Recommended)").arg(Tier::displayNameOf(r.tier));
        if (r.gates & GateUnrated)
            out << Report::tr("no ClusterMAX rating and no assessment");
        const bool byModel = r.tableRow >= 0 && session->table().priceCheckedByModel(r.tableRow);
        if (r.gates & GateImplausiblyCheap)
            out << (byModel ? Report::tr("price USD %1 per GPU-hour is implausibly low for this GPU (robust z %2)")
                            : Report::tr("price USD %1 per GPU-hour is implausibly low for its performance (robust z %2)"))
                       .arg(usd(r.usdPerGpuHour), signedNumber(r.priceZ));
        if (r.gates & GateImplausiblyDear)
            out << (byModel ? Report::tr("price USD %1 per GPU-hour is implausibly high for this GPU (robust z %2)")
                            : Report::tr("price USD %1 per GPU-hour is implausibly high for its performance (robust z %2)"))
                       .arg(usd(r.usdPerGpuHour), signedNumber(r.priceZ));
        if (r.gates & GateNeed)
            out << Report::tr("does not meet the need profile: %1").arg(session->unmetNeeds(r.offer).join(listSeparator));
        if (r.gates & GateHostNotPriced)
            out << Report::tr("GPU only, host not priced (incomplete price)");
        return out;
    };
    flowAdd(QStringLiteral("<h2>%1</h2>").arg(esc(Report::tr("Not recommended"))), true);
    const QList<RankedOffer> shownExcluded = excluded.mid(0, options.top);
    if (excluded.isEmpty()) {
        flowAdd(QStringLiteral("<p>%1</p>").arg(esc(Report::tr("No offer is excluded by a gate."))));
    } else {
        flowAdd(QStringLiteral("<p>%1</p>")
                    .arg(esc(Report::tr("%n offer(s) fail a gate and are not recommended, whatever their score; the first %1 by "
                                        "score are listed.",
                        nullptr, int(excluded.size()))
                                 .arg(shownExcluded.size()))),
            true);
        QStringList excludedRows;
        for (const RankedOffer &r : shownExcluded)
            excludedRows << QStringLiteral(
                "<tr><td>%1</td><td>%2<br><span class=muted>%3</span></td><td align=right>%4</td><td>%5</td></tr>")
                                .arg(esc(providerName(r.offer)), esc(gpus(r.offer)), esc(r.offer.instanceType), usd(r.usdPerGpuHour),
                                    esc(reasons(r).join(listSeparator)));
        flowTable(denseGrid,
            headerRow({ Report::tr("Provider"), Report::tr("GPU"), Report::tr("USD per GPU-hour"), Report::tr("Why not recommended") },
                { 14, 26, 9, 51 }),
            excludedRows);
    }
    flowEnd();

    // Charts (vectors).
    model = std::make_unique<OfferTableModel>();
    model->setOffers(offers, ratings);
    // The charts read the same session as the ranking: same scores, same scenario.
    model->setScores(session->result().score, session->result().coverage, session->excludedRows(), session->order());
    proxy = std::make_unique<OfferFilterProxyModel>();
    proxy->setOfferModel(model.get());
    scatter = std::make_unique<PriceScatterView>();
    scatter->setSource(model.get(), proxy.get(), &session->table().usdPerGpuHourColumn());
    scatter->refresh();
    reliability = std::make_unique<ReliabilityChartView>();
    reliability->setSlas(snapshot.slas);
    reliability->setData(session->providerNames(zh), history, session->providerCoverage(), snapshot.reliabilityProviderCount);
    Block charts;
    charts.kind = Block::Charts;
    blocks.push_back(std::move(charts));

    // A page per shortlisted provider (the first three providers of the ranking).
    QStringList shortlisted;
    for (const RankedOffer &r : ranked)
        if (!shortlisted.contains(r.offer.providerKey) && shortlisted.size() < 3)
            shortlisted.append(r.offer.providerKey);
    for (const QString &key : shortlisted) {
        const RankedOffer *best = nullptr;
        for (const RankedOffer &r : ranked)
            if (r.offer.providerKey == key && !best)
                best = &r;
        QStringList tiers;
        for (const RatingView &r : history)
            if (r.providerKey == key)
                tiers << QStringLiteral("<tr><td>%1 %2</td><td>%3</td><td>%4</td><td class=small>%5</td></tr>")
                             .arg(esc(r.source), esc(r.version), esc(r.published), esc(Tier::displayNameOf(r.tier)), esc(r.sourceUrl));
        QStringList criteria;
        const QList<Assessment> assessed = catalog.assessmentRecords(key);
        int assessedCount = 0;
        const QString noData = priorPolicy ? Report::tr("no data (counts as %1)").arg(prior) : Report::tr("no data (left out)");
        for (int c = 0; c < kCriterionCount; ++c) {
            const Criterion criterion = Criterion(c);
            const std::optional<double> s = best->criterion(criterion);
            // Where a score comes from: the datasheet and price, the true-cost model, an
            // assessment (with its date and source), the tier, or why there is none.
            QString origin;
            if (c < kCategoryCount) {
                if (s) {
                    origin = esc(Report::tr("published tier %1").arg(tierText(*best)));
                    for (const Assessment &a : assessed) {
                        if (a.criterion != criterionKey(criterion) || !a.score)
                            continue;
                        if (a.isTierDefault()) {
                            origin = esc(Report::tr("derived from the tier"));
                        } else {
                            origin = esc(Report::tr("assessed %1").arg(a.assessedOn))
                                + (a.sourceUrl.isEmpty() ? QString()
                                                         : QStringLiteral(" <span class=small>%1</span>").arg(esc(a.sourceUrl)));
                            ++assessedCount;
                        }
                    }
                } else {
                    origin = esc(best->tier.isEmpty() ? Report::tr("no assessment and no published tier")
                                                      : Report::tr("no assessment; tier %1 has no points").arg(tierText(*best)));
                }
            } else if (criterion == Criterion::TrueCost) {
                origin = esc(s                 ? Report::tr("true-cost model, %1 scenario").arg(scenarioName)
                        : best->tier.isEmpty() ? Report::tr("no published tier and no reliability figures")
                                               : Report::tr("no dense BF16 figure in the datasheet"));
            } else if (criterion == Criterion::Memory) {
                origin = esc(s ? Report::tr("datasheet memory per GPU") : Report::tr("memory per GPU not in the datasheet"));
            } else if (criterion == Criterion::PricePerfBandwidth) {
                origin = esc(
                    s ? Report::tr("datasheet memory bandwidth and list price") : Report::tr("memory bandwidth not in the datasheet"));
            } else {
                origin = esc(s ? Report::tr("datasheet dense BF16 TFLOPS and list price") : Report::tr("dense BF16 not in the datasheet"));
            }
            criteria << QStringLiteral("<tr><td>%1</td><td align=right>%2</td><td>%3</td></tr>")
                            .arg(esc(criterionName(criterion)), s ? l.toString(*s, 'f', 1) : esc(noData), origin);
        }
        // True cost of its best offer on the large-pretraining preset, with the published
        // reliability reference of the provider's tier (SemiAnalysis, 2026-02-05).
        QString trueCost;
        const auto reliability = ReliabilityProfile::forTier(best->tier, false);
        const CostScenario scenario = *CostScenario::preset(QStringLiteral("pretraining"));
        if (reliability) {
            const CostBreakdown b = computeTrueCost(best->usdPerGpuHour, scenario, *reliability);
            trueCost = esc(
                Report::tr("On the pretraining preset (%1 GPUs, hot spare, hourly checkpoints) with the %2: USD %3 per useful GPU-hour "
                           "against a list price of USD %4; goodput expense %5 % of the monthly cost (%6 failures a month).")
                    .arg(scenario.gpus)
                    .arg(reliability->basis, usd(b.usdPerUsefulGpuHour()), usd(best->usdPerGpuHour), l.toString(b.goodputPercent(), 'f', 1),
                        l.toString(b.failuresPerMonth, 'f', 1)));
        } else {
            trueCost = esc(Report::tr("Not computed: the provider has no published tier and no reliability figures in the catalog."));
        }
        QStringList offersRows;
        for (const RankedOffer &r : ranked)
            if (r.offer.providerKey == key && offersRows.size() < 8)
                offersRows << QStringLiteral(
                    "<tr><td align=right>%1</td><td>%2</td><td>%3</td><td align=right>%4</td><td align=right>%5</td></tr>")
                                  .arg(r.rank)
                                  .arg(esc(gpus(r.offer)), esc(r.offer.instanceType), usd(r.usdPerGpuHour), l.toString(r.score, 'f', 1));
        flowAdd(
            QStringLiteral("<h2>%1</h2><h3>%2</h3>").arg(esc(providerName(best->offer)), esc(Report::tr("ClusterMAX tier history"))), true);
        if (tiers.isEmpty())
            flowAdd(QStringLiteral("<p>%1</p>").arg(esc(Report::tr("not rated"))));
        else
            flowTable(grid, headerRow({ Report::tr("Rating"), Report::tr("Published"), Report::tr("Tier"), Report::tr("Source") }), tiers);
        flowAdd(QStringLiteral("<h3>%1</h3>").arg(esc(Report::tr("Criteria of its best offer (0-100)"))), true);
        flowTable(grid, headerRow({ Report::tr("Criterion"), Report::tr("Score"), Report::tr("Origin") }), criteria);
        const QString categoryNote = assessedCount > 0
            ? Report::tr("%1 of 10 category scores come from assessments; the others from the published tier, or no data.")
                  .arg(assessedCount)
            : best->categoriesFromTier
            ? Report::tr("Category scores are the points of the latest published tier: no assessment has been entered.")
            : QString();
        if (!categoryNote.isEmpty())
            flowAdd(QStringLiteral("<p class='muted small'>%1</p>").arg(esc(categoryNote)));
        flowAdd(QStringLiteral("<h3>%1</h3>%2")
                    .arg(esc(Report::tr("Reliability")), ReportSla::providerHtml(snapshot.slas.value(key), l)));
        flowAdd(QStringLiteral("<h3>%1</h3><p>%2</p>").arg(esc(Report::tr("True cost")), trueCost));
        flowAdd(QStringLiteral("<h3>%1</h3>").arg(esc(Report::tr("Its ranked offers"))), true);
        flowTable(grid,
            headerRow({ Report::tr("Rank"), Report::tr("GPUs"), Report::tr("Instance type"), Report::tr("USD per GPU-hour"),
                Report::tr("Score") }),
            offersRows);
        flowEnd();
    }

    // Probe: the latest stored run, compared with the catalog.
    flowAdd(QStringLiteral("<h2>%1</h2>").arg(esc(Report::tr("Local GPU probe"))), true);
    const QList<ProbeRunView> probeRuns = catalog.probeRuns(1);
    if (probeRuns.isEmpty()) {
        flowAdd(QStringLiteral("<p>%1</p>").arg(esc(Report::tr("No probe results are stored in this catalog."))));
    } else {
        QString probeError;
        const auto probe = parseProbeReport(probeRuns.first().document, &probeError);
        const ProbeComparison c
            = probe ? ProbeComparison::compare(*probe, offers, catalog.gpuModels(), catalog.gpuIdentity(), fx) : ProbeComparison();
        if (!probe || !c.device) {
            flowAdd(QStringLiteral("<p>%1</p>")
                        .arg(esc(Report::tr("The latest probe run (%1) found no device to compare.").arg(probeRuns.first().measuredAt))));
        } else {
            auto share = [&l](const std::optional<double> &f) {
                return f ? l.toString(*f * 100.0, 'f', 1) + QStringLiteral(" %") : QStringLiteral("—");
            };
            auto fig = [&l](const std::optional<double> &v, int d) { return v ? l.toString(*v, 'f', d) : QStringLiteral("—"); };
            QStringList lines;
            lines << Report::tr("Measured on %1 at %2: %3.").arg(probe->host, probeRuns.first().measuredAt, c.device->name);
            if (!c.deviceIsGpu)
                lines << Report::tr("This is a CPU or software device: its figures are CPU figures, not GPU figures.");
            else if (c.match.key.isEmpty())
                lines << Report::tr("It matches no GPU model in the catalog.");
            else
                lines << Report::tr("Catalog model: %1.").arg(c.gpuName.isEmpty() ? c.match.key : c.gpuName);
            lines << Report::tr(
                "Memory bandwidth %1 GB/s measured (%2 of the datasheet peak); FP32 %3 TFLOPS measured (%4 of the datasheet peak).")
                         .arg(fig(c.measuredBandwidthGBs, 1), share(c.bandwidthFraction), fig(c.measuredFp32Tflops, 3),
                             share(c.fp32Fraction));
            for (const QString &line : std::as_const(lines))
                flowAdd(QStringLiteral("<p>%1</p>").arg(esc(line)));
            QStringList closestRows;
            for (const ClosestOffer &o : c.closest)
                closestRows << QStringLiteral("<tr><td>%1</td><td align=right>%2</td><td>%3</td><td>%4</td></tr>")
                                   .arg(esc(o.gpuName.isEmpty() ? o.gpuKey : o.gpuName), usd(o.usdPerGpuHour), esc(o.providerName),
                                       esc(o.instanceType + QStringLiteral(" · ") + o.region));
            if (!closestRows.isEmpty()) {
                flowAdd(QStringLiteral("<h3>%1</h3>").arg(esc(Report::tr("Closest cloud GPUs by measured performance"))), true);
                flowTable(grid,
                    headerRow({ Report::tr("GPU"), Report::tr("USD per GPU-hour"), Report::tr("Provider"), Report::tr("Instance type") }),
                    closestRows);
            }
        }
    }

    // What changed since the last report (ReportChanges.cpp).
    const ReportChanges::Section changes = ReportChanges::section(catalog, params, options.changesSinceRun, options.top);
    if (!changes.heading.isEmpty()) {
        flowAdd(QStringLiteral("<h2>%1</h2>").arg(esc(changes.heading)), true);
        for (const QString &p : changes.paragraphs)
            flowAdd(QStringLiteral("<p>%1</p>").arg(esc(p)));
        if (!changes.priceRows.isEmpty())
            flowTable(grid, changes.priceHeader, changes.priceRows);
        if (!changes.rankRows.isEmpty())
            flowTable(grid, changes.rankHeader, changes.rankRows);
        flowEnd();
    }

    // Methodology and sources.
    flowAdd(QStringLiteral("<h2>%1</h2>").arg(esc(Report::tr("Methodology"))), true);
    for (const QString &p : methodologyParagraphs())
        flowAdd(QStringLiteral("<p>%1</p>").arg(esc(p)));
    QStringList sources;
    for (const ImportRunView &r : runs)
        sources << QStringLiteral("<tr><td>%1</td><td>%2</td><td>%3</td><td align=right>%4</td><td class=small>%5</td></tr>")
                       .arg(esc(r.sourceFile), esc(observationRange(r)), esc(r.importedOn.isEmpty() ? r.asOf : r.importedOn))
                       .arg(r.rowsImported)
                       .arg(esc(r.sourceUrl.isEmpty() ? Report::tr("per row (%n source(s))", nullptr, r.priceSourceCount) : r.sourceUrl));
    QStringList datasheets;
    for (const GpuModelRecord &m : catalog.gpuModels())
        if (!m.sourceUrl.isEmpty() && !datasheets.contains(m.sourceUrl))
            datasheets.append(m.sourceUrl);
    QString fxText;
    for (const QString &currency : fx.currencies()) {
        const FxRate r = *fx.rate(currency);
        fxText
            += esc(Report::tr("%1: %2 per USD as of %3").arg(currency, l.toString(r.unitsPerUsd, 'f', 4), r.asOf)) + QStringLiteral("<br>");
    }
    flowAdd(QStringLiteral("<h2>%1</h2><h3>%2</h3>").arg(esc(Report::tr("Data sources")), esc(Report::tr("Price files"))), true);
    flowTable(grid, headerRow({ Report::tr("File"), Report::tr("Observed"), Report::tr("Imported"), Report::tr("Offers"), Report::tr("Source") }),
        sources);
    flowAdd(QStringLiteral("<h3>%1</h3>").arg(esc(Report::tr("GPU datasheets"))), true);
    flowAdd(QStringLiteral("<p class=small>%1</p>").arg(esc(datasheets.join(QStringLiteral("  ·  ")))));
    flowAdd(QStringLiteral("<h3>%1</h3><p class=small>%2</p>")
                .arg(esc(Report::tr("Ratings")),
                    esc(Report::tr("SemiAnalysis ClusterMAX 1.0 (2025-03-26), 2.0 (2025-11-06) and 3.0 (2026-09-23): "
                                   "https://newsletter.semianalysis.com/p/the-gpu-cloud-clustermax-rating-system-how-to-rent-gpus, "
                                   "https://newsletter.semianalysis.com/p/clustermax-20-the-industry-standard, "
                                   "https://newsletter.semianalysis.com/p/clustermax-30-the-industry-standard"))));
    flowAdd(QStringLiteral("<h3>%1</h3><p class=small>%2</p>").arg(esc(Report::tr("Exchange rates")), fxText));
    flowEnd();

    // Pagination.
    for (int b = 0; b < int(blocks.size()); ++b) {
        const int n = blocks[size_t(b)].kind == Block::Charts ? 1 : std::max(1, blocks[size_t(b)].doc->pageCount());
        for (int i = 0; i < n; ++i)
            pages.push_back({ b, i });
    }
    fingerprint = fingerprintOf(catalog);
}

void ReportWriter::Impl::paintPage(QPainter &p, int index)
{
    const Page &page = pages[size_t(index)];
    const QRectF content = contentRect();
    QFont small(font);
    small.setPointSizeF(7.5);
    p.setFont(small);
    p.setPen(QColor(0x55, 0x55, 0x55));
    const QLocale l;
    p.drawText(QRectF(kMargin, 20, content.width(), 20), Qt::AlignLeft | Qt::AlignVCenter,
        Report::tr("CloudGauge report · %1").arg(generatedAt.left(10)));
    p.drawText(
        QRectF(kMargin, 20, content.width(), 20), Qt::AlignRight | Qt::AlignVCenter, Report::tr("Catalog fingerprint %1").arg(fingerprint));
    p.drawLine(QPointF(kMargin, 44), QPointF(kMargin + content.width(), 44));
    const qreal footerY = pageSize.height() - kFooter + 16;
    p.drawLine(QPointF(kMargin, footerY - 6), QPointF(kMargin + content.width(), footerY - 6));
    p.drawText(QRectF(kMargin, footerY, content.width(), 20), Qt::AlignLeft | Qt::AlignVCenter,
        Report::tr("Generated %1 by CloudGauge %2").arg(generatedAt, QStringLiteral(CLOUDGAUGE_VERSION)));
    p.drawText(QRectF(kMargin, footerY, content.width(), 20), Qt::AlignRight | Qt::AlignVCenter,
        Report::tr("Page %1 of %2").arg(index + 1).arg(pages.size()));
    p.setPen(Qt::black);

    const Block &block = blocks[size_t(page.block)];
    if (block.kind == Block::Charts) {
        const qreal half = (content.height() - 16) / 2;
        const QRectF top(content.left(), content.top(), content.width(), half);
        const QRectF bottom(content.left(), content.top() + half + 16, content.width(), half);
        for (const auto &[chart, rect] : { std::pair { scatter->chart(), top }, std::pair { reliability->chart(), bottom } }) {
            chart->resize(rect.size());
            chart->setFont(QFont(font));
            chart->scene()->render(&p, rect, QRectF(chart->pos(), chart->size()));
        }
        return;
    }
    p.save();
    p.translate(content.left(), content.top() - page.subPage * content.height());
    QAbstractTextDocumentLayout::PaintContext ctx;
    ctx.clip = QRectF(0, page.subPage * content.height(), content.width(), content.height());
    p.setClipRect(ctx.clip);
    block.doc->documentLayout()->draw(&p, ctx);
    p.restore();
}

int ReportWriter::pageCount()
{
    if (ReportWriter::reportFontFamily().isEmpty())
        return 0;
    d->compose();
    return int(d->pages.size());
}

QString ReportWriter::pageText(int index)
{
    d->compose();
    if (index < 0 || index >= int(d->pages.size()))
        return {};
    const Impl::Block &b = d->blocks[size_t(d->pages[size_t(index)].block)];
    return b.doc ? b.doc->toPlainText() : QString();
}

QString ReportWriter::plainText()
{
    d->compose();
    QString text;
    for (const auto &b : d->blocks)
        if (b.doc)
            text += b.doc->toPlainText() + QLatin1Char('\n');
    return text;
}

QImage ReportWriter::renderPage(int index)
{
    d->compose();
    QImage image(d->pageSize.toSize(), QImage::Format_ARGB32_Premultiplied);
    image.setDotsPerMeterX(int(kDpi / 0.0254));
    image.setDotsPerMeterY(int(kDpi / 0.0254));
    image.fill(Qt::white);
    QPainter p(&image);
    p.setRenderHint(QPainter::Antialiasing);
    if (index >= 0 && index < int(d->pages.size()))
        d->paintPage(p, index);
    return image;
}

bool ReportWriter::writePdf(const QString &path, QString *error)
{
    if (reportFontFamily().isEmpty()) {
        *error = Report::tr("The report font WenQuanYi Micro Hei is not installed (Debian package fonts-wqy-microhei); "
                            "without it Chinese text would print as empty boxes.");
        return false;
    }
    d->compose();
    QSaveFile file(path);
    if (!file.open(QIODevice::WriteOnly)) {
        *error = Report::tr("Cannot write %1: %2").arg(path, file.errorString());
        return false;
    }
    {
        QPdfWriter pdf(&file);
        pdf.setResolution(int(kDpi));
        pdf.setPageSize(QPageSize(d->options.paper));
        pdf.setPageMargins(QMarginsF(0, 0, 0, 0));
        pdf.setTitle(Report::tr("GPU cloud comparison"));
        pdf.setCreator(QStringLiteral("CloudGauge %1").arg(QStringLiteral(CLOUDGAUGE_VERSION)));
        QPainter p(&pdf);
        for (int i = 0; i < int(d->pages.size()); ++i) {
            if (i > 0)
                pdf.newPage();
            d->paintPage(p, i);
        }
        p.end();
    }
    if (!file.commit()) {
        *error = Report::tr("Writing %1 failed: %2; no file was written.").arg(path, file.errorString());
        return false;
    }
    ReportChanges::remember(d->catalog, catalogFingerprint()); // the next report says what changed since
    return true;
}

} // namespace cg
