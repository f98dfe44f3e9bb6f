#include "report/ReportWriter.h"

#include "catalog/Catalog.h"
#include "catalog/OfferFilterProxyModel.h"
#include "catalog/OfferTableModel.h"
#include "charts/PriceScatterView.h"
#include "charts/ReliabilityChartView.h"
#include "core/Tier.h"
#include "i18n/LanguageManager.h"
#include "probe/ProbeComparison.h"
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
#include <QSaveFile>
#include <QSet>
#include <QTextDocument>
#include <QtCharts/QChart>
#include <QtCore/qcoreapplication.h>

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
    void addText(const QString &html);
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

QString ReportWriter::methodologyHtml()
{
    QString html = QStringLiteral("<h2>%1</h2>").arg(esc(Report::tr("Methodology")));
    for (const QString &p :
        { Report::tr("Prices are list prices per instance-hour from each source; the price per GPU-hour is the instance price divided by "
                     "its GPU count. "
                     "Offers are compared at their cheapest region, in USD at the dated exchange rate."),
            Report::tr(
                "Each criterion scores 0-100: BF16 TFLOPS per USD per GPU-hour and memory bandwidth per USD per GPU-hour relative to the "
                "best offer, "
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
                "True cost per useful GPU-hour as a criterion (after SemiAnalysis's ClusterMAX TCO model, clustermax.ai/tco): each offer's "
                "true cost under the chosen scenario (pretraining, research or inference), score = 100 × the cheapest true cost among the "
                "ranked offers ÷ this offer's. An offer whose provider has no published tier has no data for it."),
            Report::tr("The score is the weighted mean over the criteria with data; coverage is the share of the weight backed by data, "
                       "and offers "
                       "under 50 % coverage rank after the others."),
            Report::tr(
                "True cost follows SemiAnalysis's model of eight monthly cost areas (GPU, storage, network, control plane, support, "
                "goodput loss, "
                "setup, debugging). GPU-hours lost per failure: cold spare [(t_id + t_ckpt/2) + t_init + t_repair] × J; hot spare "
                "[(t_id + t_ckpt/2) + t_init] × J + t_repair × blast radius; fault tolerant (t_id + t_failover) × J + t_repair × blast "
                "radius; "
                "failures per hour = J / MTBF. Reliability comes from the catalog, else the published reference for the provider's tier "
                "(Gold: MTBF 25,000 GPU-hours, 15 min to identify and to repair; Silver: 15,000, 1 h and 1 h)."),
            Report::tr(
                "Cheapest to finish: GPU-hours = 6 × parameters × tokens ÷ (datasheet dense BF16 FLOP/s × MFU) ÷ 3,600 (Kaplan et al. "
                "2020), "
                "MFU being the user's assumption (default 40 %); cost = GPU-hours × USD per GPU-hour, at list price and at true cost."),
            Report::tr(
                "Reserved-term break-even: a term is paid for every hour (720 h a month); on-demand for the hours used, its price "
                "assumed to fall by a yearly rate the user sets (default 20 %, an assumption, not a published figure), compounded "
                "monthly. Break-even utilisation = committed cost ÷ on-demand cost at full use. Term prices come from the catalog or "
                "from a quote the user types; none is invented."),
            Report::tr("Rank stability tells how far one weight can move before two adjacent offers of the top 10 swap; the derived tier "
                       "is the band "
                       "of a provider's mean category score (90, 70, 50, 32.5, 17.5), shown beside the published one."),
            Report::tr("SemiAnalysis publishes no numeric weights: these weights are CloudGauge's own.") })
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

void ReportWriter::Impl::addText(const QString &html)
{
    Block b;
    b.doc = std::make_unique<QTextDocument>();
    QFont f(font);
    f.setPointSizeF(9.5);
    b.doc->setDefaultFont(f);
    b.doc->setDocumentMargin(0);
    b.doc->setDefaultStyleSheet(
        QStringLiteral("h1 { font-size: 22pt; } h2 { font-size: 15pt; color: #1f4e79; } h3 { font-size: 11.5pt; color: #1f4e79; }"
                       "table.grid { border-collapse: collapse; } table.grid th { background: #dde6f0; }"
                       "td, th { padding: 2px 5px; } .muted { color: #555555; } .small { font-size: 8pt; }"));
    b.doc->setHtml(html);
    b.doc->setPageSize(contentRect().size()); // QTextDocument paginates without splitting lines
    blocks.push_back(std::move(b));
}

void ReportWriter::Impl::compose()
{
    if (composed)
        return;
    composed = true;
    font = ReportWriter::reportFontFamily();
    pageSize = QPageSize(options.paper).sizePoints() * (kDpi / 72.0);
    previousLanguage = languages.language();
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
    const QList<OfferView> &offers = snapshot.offers;
    const QHash<QString, RatingView> &ratings = snapshot.ratings;
    const FxRates &fx = snapshot.fx;
    const QList<RankedOffer> &ranked = session->ranked();
    const QList<ImportRunView> runs = catalog.importRuns();
    const QList<RatingView> &history = snapshot.ratingHistory;
    const bool zh = options.language == QLatin1String("zh_CN");
    auto providerName = [&](const OfferView &o) { return zh && !o.providerNameZh.isEmpty() ? o.providerNameZh : o.providerNameEn; };
    auto gpuLabel = [](const OfferView &o) { return o.gpuName.isEmpty() ? o.gpuRawName : o.gpuName; };
    QSet<QString> providersWithOffers;
    for (const OfferView &o : offers)
        providersWithOffers.insert(o.providerKey);
    const QString newest = snapshot.newestPriceDate;

    // Cover.
    QString weightsRows;
    const double total = options.weights.total();
    const QString scenarioName = options.scenario == QLatin1String("research") ? Report::tr("research")
        : options.scenario == QLatin1String("inference")                       ? Report::tr("inference")
                                                                               : Report::tr("pretraining");
    for (int c = 0; c < kCriterionCount; ++c) {
        const QString name = Criterion(c) == Criterion::TrueCost
            ? Report::tr("%1 (%2 scenario)").arg(criterionName(Criterion(c)), scenarioName)
            : criterionName(Criterion(c));
        weightsRows += QStringLiteral("<tr><td>%1</td><td align=right>%2 %</td></tr>")
                           .arg(esc(name), l.toString(total > 0 ? 100 * options.weights.values[size_t(c)] / total : 0, 'f', 0));
    }
    addText(
        QStringLiteral(
            "<br><br><h1>%1</h1><p style='font-size:13pt'>%2</p><br>"
            "<p>%3</p><p>%4</p><p>%5</p><h3>%6</h3><table class=grid border=1 cellspacing=0>%7</table><p class='muted small'>%8</p>")
            .arg(esc(Report::tr("GPU cloud comparison")), esc(Report::tr("Which GPU cloud offer to rent, and why")),
                esc(Report::tr("Date: %1").arg(l.toString(QDateTime::fromString(generatedAt, Qt::ISODate).date(), QLocale::LongFormat))),
                esc(Report::tr("Scope: %1 offers from %2 providers in the catalog; newest price as of %3.")
                        .arg(offers.size())
                        .arg(providersWithOffers.size())
                        .arg(newest)),
                esc(Report::tr("Weights: %1").arg(options.weightsLabel)), esc(Report::tr("Weights used")), weightsRows,
                esc(Report::tr("SemiAnalysis publishes no numeric weights: these weights are CloudGauge's own."))));

    // Executive summary and ranking.
    QString summary;
    const QList<RankedOffer> top = ranked.mid(0, options.top);
    if (top.isEmpty()) {
        summary = QStringLiteral("<p>%1</p>")
                      .arg(esc(Report::tr("No offer in the catalog has a comparable on-demand price, so nothing is ranked.")));
    } else {
        const RankedOffer &best = top.first();
        summary
            += QStringLiteral("<p>%1</p>")
                   .arg(esc(Report::tr("The best-scoring offer is %1 from %2: %3 × %4 at USD %5 per GPU-hour, score %6 of 100, with %7 % "
                                       "of the weight backed by data.")
                                .arg(best.offer.instanceType, providerName(best.offer), l.toString(best.offer.gpuCount.value_or(1), 'g', 4),
                                    gpuLabel(best.offer), l.toString(best.usdPerGpuHour, 'f', 2), l.toString(best.score, 'f', 1))
                                .arg(qRound(best.coverage * 100))));
        const RankedOffer *cheapest = &top.first();
        for (const RankedOffer &r : top)
            if (r.usdPerGpuHour < cheapest->usdPerGpuHour)
                cheapest = &r;
        summary += QStringLiteral("<p>%1</p>")
                       .arg(esc(Report::tr("Among the top %n, the lowest price is USD %1 per GPU-hour (%2, %3).", nullptr, int(top.size()))
                                    .arg(l.toString(cheapest->usdPerGpuHour, 'f', 2), providerName(cheapest->offer),
                                        gpuLabel(cheapest->offer))));
        int rated = 0;
        for (const RankedOffer &r : top)
            rated += r.tier.isEmpty() ? 0 : 1;
        summary += QStringLiteral("<p>%1</p>")
                       .arg(esc(Report::tr("%1 of these offers come from providers rated by SemiAnalysis ClusterMAX; the others are scored "
                                           "on price and datasheet figures alone.")
                                    .arg(rated)));
    }
    QString rows;
    for (const RankedOffer &r : top)
        rows += QStringLiteral(
            "<tr><td align=right>%1</td><td>%2</td><td>%3 × %4</td><td>%5</td><td align=right>%6</td><td align=right>%7</td>"
            "<td align=right>%8 %</td><td>%9</td></tr>")
                    .arg(r.rank)
                    .arg(esc(providerName(r.offer)), esc(l.toString(r.offer.gpuCount.value_or(1), 'g', 4)), esc(gpuLabel(r.offer)),
                        esc(r.offer.instanceType), l.toString(r.usdPerGpuHour, 'f', 2), l.toString(r.score, 'f', 1),
                        QString::number(qRound(r.coverage * 100)),
                        esc(r.tier.isEmpty() ? Report::tr("unrated")
                                             : Tier::displayNameOf(r.tier) + QStringLiteral(" (") + r.tierVersion + QLatin1Char(')')));
    addText(
        QStringLiteral("<h2>%1</h2>%2<h2>%3</h2><table class=grid border=1 cellspacing=0><tr><th>%4</th><th>%5</th><th>%6</th><th>%7</th>"
                       "<th>%8</th><th>%9</th><th>%10</th><th>%11</th></tr>%12</table><p class='muted small'>%13</p>")
            .arg(esc(Report::tr("Executive summary")), summary, esc(Report::tr("Ranking")), esc(Report::tr("Rank")),
                esc(Report::tr("Provider")), esc(Report::tr("GPUs")), esc(Report::tr("Instance type")), esc(Report::tr("USD per GPU-hour")),
                esc(Report::tr("Score")), esc(Report::tr("Coverage")), esc(Report::tr("ClusterMAX tier")), rows,
                esc(Report::tr(
                    "On-demand list prices at each offer's cheapest region, converted to USD at the catalog's dated exchange rates."))));

    // Charts (vectors).
    model = std::make_unique<OfferTableModel>();
    model->setOffers(offers, ratings);
    // The charts read the same session as the ranking: same scores, same scenario.
    model->setScores(session->result().score, session->result().coverage);
    proxy = std::make_unique<OfferFilterProxyModel>();
    proxy->setOfferModel(model.get());
    scatter = std::make_unique<PriceScatterView>();
    scatter->setSource(model.get(), proxy.get(), &session->table().usdPerGpuHourColumn());
    scatter->refresh();
    reliability = std::make_unique<ReliabilityChartView>();
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
        QString tiers;
        for (const RatingView &r : history)
            if (r.providerKey == key)
                tiers += QStringLiteral("<tr><td>%1 %2</td><td>%3</td><td>%4</td><td class=small>%5</td></tr>")
                             .arg(esc(r.source), esc(r.version), esc(r.published), esc(Tier::displayNameOf(r.tier)), esc(r.sourceUrl));
        QString criteria;
        const QList<Assessment> assessed = catalog.assessmentRecords(key);
        int assessedCount = 0;
        for (int c = 0; c < kCriterionCount; ++c) {
            const std::optional<double> s = best->criterion(Criterion(c));
            // Where a category score comes from: an assessment (with its date and source) or the tier.
            QString origin;
            if (c < kCategoryCount && s) {
                origin = esc(Report::tr("published tier"));
                for (const Assessment &a : assessed) {
                    if (a.criterion != criterionKey(Criterion(c)) || !a.score)
                        continue;
                    if (a.isTierDefault()) {
                        origin = esc(Report::tr("derived from the tier"));
                    } else {
                        origin = esc(Report::tr("assessed %1").arg(a.assessedOn))
                            + (a.sourceUrl.isEmpty() ? QString() : QStringLiteral(" <span class=small>%1</span>").arg(esc(a.sourceUrl)));
                        ++assessedCount;
                    }
                }
            }
            criteria += QStringLiteral("<tr><td>%1</td><td align=right>%2</td><td>%3</td></tr>")
                            .arg(esc(criterionName(Criterion(c))), s ? l.toString(*s, 'f', 1) : esc(Report::tr("no data")), origin);
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
                    .arg(reliability->basis, l.toString(b.usdPerUsefulGpuHour(), 'f', 2), l.toString(best->usdPerGpuHour, 'f', 2),
                        l.toString(b.goodputPercent(), 'f', 1), l.toString(b.failuresPerMonth, 'f', 1)));
        } else {
            trueCost = esc(Report::tr("Not computed: the provider has no published tier and no reliability figures in the catalog."));
        }
        QString offersRows;
        for (const RankedOffer &r : ranked)
            if (r.offer.providerKey == key && offersRows.count(QStringLiteral("<tr>")) < 8)
                offersRows += QStringLiteral(
                    "<tr><td align=right>%1</td><td>%2 × %3</td><td>%4</td><td align=right>%5</td><td align=right>%6</td></tr>")
                                  .arg(r.rank)
                                  .arg(esc(l.toString(r.offer.gpuCount.value_or(1), 'g', 4)), esc(gpuLabel(r.offer)),
                                      esc(r.offer.instanceType), l.toString(r.usdPerGpuHour, 'f', 2), l.toString(r.score, 'f', 1));
        addText(QStringLiteral(
            "<h2>%1</h2><h3>%2</h3><table class=grid border=1 cellspacing=0>%3</table><h3>%4</h3>"
            "<table class=grid border=1 cellspacing=0>%5</table><p class='muted small'>%6</p><h3>%7</h3><p>%8</p><h3>%9</h3><p>%10</p>"
            "<h3>%11</h3><table class=grid border=1 "
            "cellspacing=0><tr><th>%12</th><th>%13</th><th>%14</th><th>%15</th><th>%16</th></tr>%17</table>")
                    .arg(esc(providerName(best->offer)), esc(Report::tr("ClusterMAX tier history")),
                        tiers.isEmpty() ? QStringLiteral("<tr><td>%1</td></tr>").arg(esc(Report::tr("not rated"))) : tiers,
                        esc(Report::tr("Criteria of its best offer (0-100)")), criteria,
                        esc(assessedCount > 0
                                ? Report::tr("%1 of 10 category scores come from assessments; the others from the published tier, "
                                             "or no data.")
                                      .arg(assessedCount)
                                : best->categoriesFromTier
                                ? Report::tr("Category scores are the points of the latest published tier: no assessment has been entered.")
                                : QString()),
                        esc(Report::tr("Reliability")),
                        esc(Report::tr("No MTBF, SLA or failure-handling figures for this provider in the catalog.")),
                        esc(Report::tr("True cost")), trueCost, esc(Report::tr("Its ranked offers")), esc(Report::tr("Rank")),
                        esc(Report::tr("GPUs")), esc(Report::tr("Instance type")), esc(Report::tr("USD per GPU-hour")),
                        esc(Report::tr("Score")), offersRows));
    }

    // Probe: the latest stored run, compared with the catalog.
    QString probeHtml = QStringLiteral("<p>%1</p>").arg(esc(Report::tr("No probe results are stored in this catalog.")));
    const QList<ProbeRunView> probeRuns = catalog.probeRuns(1);
    if (!probeRuns.isEmpty()) {
        QString probeError;
        const auto probe = parseProbeReport(probeRuns.first().document, &probeError);
        const ProbeComparison c
            = probe ? ProbeComparison::compare(*probe, offers, catalog.gpuModels(), catalog.gpuIdentity(), fx) : ProbeComparison();
        if (!probe || !c.device) {
            probeHtml
                = QStringLiteral("<p>%1</p>")
                      .arg(esc(Report::tr("The latest probe run (%1) found no device to compare.").arg(probeRuns.first().measuredAt)));
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
            QString closestRows;
            for (const ClosestOffer &o : c.closest)
                closestRows += QStringLiteral("<tr><td>%1</td><td align=right>%2</td><td>%3</td><td>%4</td></tr>")
                                   .arg(esc(o.gpuName.isEmpty() ? o.gpuKey : o.gpuName), l.toString(o.usdPerGpuHour, 'f', 2),
                                       esc(o.providerName), esc(o.instanceType + QStringLiteral(" · ") + o.region));
            probeHtml.clear();
            for (const QString &line : std::as_const(lines))
                probeHtml += QStringLiteral("<p>%1</p>").arg(esc(line));
            if (!closestRows.isEmpty())
                probeHtml += QStringLiteral(
                    "<h3>%1</h3><table class=grid border=1 cellspacing=0><tr><th>%2</th><th>%3</th><th>%4</th><th>%5</th></tr>%6</table>")
                                 .arg(esc(Report::tr("Closest cloud GPUs by measured performance")), esc(Report::tr("GPU")),
                                     esc(Report::tr("USD per GPU-hour")), esc(Report::tr("Provider")), esc(Report::tr("Instance type")),
                                     closestRows);
        }
    }

    // Methodology and sources.
    QString sources;
    for (const ImportRunView &r : runs)
        sources += QStringLiteral("<tr><td>%1</td><td>%2</td><td align=right>%3</td><td class=small>%4</td></tr>")
                       .arg(esc(r.sourceFile), esc(r.asOf))
                       .arg(r.rowsImported)
                       .arg(esc(r.sourceUrl));
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
    addText(QStringLiteral("<h2>%1</h2>%2%3<h2>%4</h2><h3>%5</h3>"
                           "<table class=grid border=1 cellspacing=0><tr><th>%6</th><th>%7</th><th>%8</th><th>%9</th></tr>%10</table>"
                           "<h3>%11</h3><p class=small>%12</p><h3>%13</h3><p class=small>%14</p><h3>%15</h3><p class=small>%16</p>")
                .arg(esc(Report::tr("Local GPU probe")), probeHtml, ReportWriter::methodologyHtml(), esc(Report::tr("Data sources")),
                    esc(Report::tr("Price files")), esc(Report::tr("File")), esc(Report::tr("As of")), esc(Report::tr("Offers")),
                    esc(Report::tr("Source")), sources, esc(Report::tr("GPU datasheets")), esc(datasheets.join(QStringLiteral("  ·  "))),
                    esc(Report::tr("Ratings")),
                    esc(Report::tr("SemiAnalysis ClusterMAX 1.0 (2025-03-26), 2.0 (2025-11-06) and 3.0 (2026-09-23): "
                                   "https://newsletter.semianalysis.com/p/the-gpu-cloud-clustermax-rating-system-how-to-rent-gpus, "
                                   "https://newsletter.semianalysis.com/p/clustermax-20-the-industry-standard, "
                                   "https://newsletter.semianalysis.com/p/clustermax-30-the-industry-standard")),
                    esc(Report::tr("Exchange rates")), fxText));

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
    return true;
}

} // namespace cg
