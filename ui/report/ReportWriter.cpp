#include "report/ReportWriterPrivate.h"

#include "catalog/store/Catalog.h"
#include "charts/PriceScatterView.h"
#include "charts/ReliabilityChartView.h"
#include "core/FileWrite.h"
#include "core/Tier.h"
#include "i18n/LanguageManager.h"
#include "itemmodels/OfferFilterProxyModel.h"
#include "itemmodels/OfferTableModel.h"
#include "report/ReportChanges.h"
#include "scoring/NeedProfile.h"
#include "scoring/Ranker.h"
#include "scoring/RankingSession.h"

#include <algorithm>

#include <QAbstractTextDocumentLayout>
#include <QBuffer>
#include <QCoreApplication>
#include <QDateTime>
#include <QFontDatabase>
#include <QGraphicsScene>
#include <QImage>
#include <QLocale>
#include <QPainter>
#include <QPdfWriter>
#include <QRegularExpression>
#include <QTextDocument>
#include <QtCharts/QChart>
#include <QtCore/qcoreapplication.h>

#include <memory>

namespace cg {

namespace {

/// SHA-256 (first 16 hex digits) over the catalog's offers and prices.
constexpr qreal kDpi = kReportDpi;
constexpr qreal kMargin = 56.0; // left/right, units
constexpr qreal kHeader = 64.0; // top band with the running header
constexpr qreal kFooter = 56.0; // bottom band with page number and stamp

} // namespace

QString ReportWriter::Impl::tierText(const RankedOffer &r)
{
    return r.tier.isEmpty() ? Report::tr("unrated") : Tier::displayNameOf(r.tier) + QStringLiteral(" (") + r.tierVersion + QLatin1Char(')');
}

QString ReportWriter::Impl::currencyUnit() const
{
    if (currency == QLatin1String("USD"))
        return Report::tr("USD", "currency unit");
    if (currency == QLatin1String("CNY"))
        return Report::tr("CNY", "currency unit");
    if (currency == QLatin1String("EUR"))
        return Report::tr("EUR", "currency unit");
    return currency;
}

QString ReportWriter::Impl::money(double usd) const
{
    //: %1 the currency unit, %2 the amount: "CNY 9.25"; Chinese puts the unit after ("9.25 元").
    return Report::tr("%1 %2", "money").arg(currencyUnit(), amount(usd));
}

QString ReportWriter::Impl::perGpuHour() const
{
    return Report::tr("%1 per GPU-hour", "column header").arg(currencyUnit());
}

QColor ReportWriter::priceChartColourOf(const QString &providerKey)
{
    d->compose();
    return d->scatter ? d->scatter->colourOf(providerKey) : QColor();
}

QString ReportWriter::currencyError(Catalog &catalog, const QString &currency)
{
    const QString code = currency.trimmed().toUpper();
    if (code.isEmpty() || code == QLatin1String("USD"))
        return {};
    if (code.size() != 3 || !std::all_of(code.begin(), code.end(), [](QChar c) { return c >= QLatin1Char('A') && c <= QLatin1Char('Z'); }))
        return QStringLiteral("'%1' is not a currency code (USD, CNY, EUR, ...)").arg(currency);
    if (!catalog.latestFxRates().rate(code))
        return QStringLiteral("no exchange rate for %1 in this catalog: add one with `cloudgauge fx set %1 RATE --date DATE --source URL`")
            .arg(code);
    return {};
}

QString ReportWriter::Impl::headerRow(const QStringList &labels, const QList<int> &widths)
{
    QString row = QStringLiteral("<tr>");
    for (int i = 0; i < labels.size(); ++i)
        row += i < widths.size() ? QStringLiteral("<th width='%1%'>%2</th>").arg(widths[i]).arg(esc(labels[i]))
                                 : QStringLiteral("<th>%1</th>").arg(esc(labels[i]));
    return row + QStringLiteral("</tr>");
}

QString ReportWriter::Impl::keepDatesWhole(QString html)
{
    static const QRegularExpression date(QStringLiteral("(\\d{4}-\\d{2}-\\d{2}[)）]?)"));
    return html.replace(date, QStringLiteral("<span style='white-space: nowrap'>\\1</span>"));
}

QRectF ReportWriter::Impl::contentRect() const
{
    return QRectF(kMargin, kHeader, pageSize.width() - 2 * kMargin, pageSize.height() - kHeader - kFooter);
}

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
    QString html = QStringLiteral("<h2>%1</h2>").arg(Impl::esc(Report::tr("Methodology")));
    for (const QString &p : Impl::methodologyParagraphs())
        html += QStringLiteral("<p>%1</p>").arg(Impl::esc(p));
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
    return d->catalog.fingerprint();
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
    auto table = [&](qsizetype from, qsizetype count) -> QString {
        QString body;
        for (qsizetype i = from; i < from + count; ++i)
            body += rows.at(i);
        return open + header + body + QStringLiteral("</table>");
    };
    auto fitsRows = [&](qsizetype from, qsizetype count) { return fits(flowPage + flowPending + table(from, count)); };
    qsizetype next = 0; // the first row not yet placed
    while (next < rows.size()) {
        // The first row on a page takes the pending heading with it.
        if (!flowPage.isEmpty() && !fitsRows(next, 1)) {
            flowBreak();
            continue;
        }
        // The most rows that fit on this page: a page's height grows with its rows, so gallop
        // (1, 2, 4, ...) and then bisect; each test lays out the page once, about 2 log2(rows)
        // layouts per page instead of one per row.
        const qsizetype left = rows.size() - next;
        qsizetype fit = 1, step = 1;
        while (fit < left) {
            const qsizetype probe = std::min(left, fit + step);
            if (!fitsRows(next, probe))
                break;
            fit = probe;
            step *= 2;
        }
        qsizetype hi = std::min(left, fit + step); // does not fit (or is past the end)
        while (hi - fit > 1 && fit < left) {
            const qsizetype mid = fit + (hi - fit) / 2;
            if (fitsRows(next, mid))
                fit = mid;
            else
                hi = mid;
        }
        flowPage += flowPending + table(next, fit);
        flowPending.clear();
        next += fit;
        if (next < rows.size())
            flowBreak(); // the next page starts with the header row again
    }
}

void ReportWriter::Impl::flowTableOnPage(
    const QString &open, const QString &header, const QStringList &rows, qsizetype total, const QString &moreNote)
{
    auto table = [&](qsizetype count) -> QString {
        QString body;
        for (qsizetype i = 0; i < count; ++i)
            body += rows.at(i);
        return open + header + body + QStringLiteral("</table>");
    };
    auto note = [&](qsizetype count) -> QString {
        return count < total ? QStringLiteral("<p class='muted small'>%1</p>").arg(esc(moreNote.arg(total - count))) : QString();
    };
    // Rows are few (a provider's best offers): try from all of them down.
    for (qsizetype count = rows.size(); count >= 1 && !flowPage.isEmpty(); --count) {
        if (fits(flowPage + flowPending + table(count) + note(count))) {
            flowPage += flowPending + table(count) + note(count);
            flowPending.clear();
            return;
        }
    }
    flowTable(open, header, rows); // not even one row fits: the table starts the next page
    if (rows.size() < total)
        flowAdd(QStringLiteral("<p class='muted small'>%1</p>").arg(esc(moreNote.arg(total - rows.size()))));
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
    QString label = options.weightsLabel.trimmed();
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
    if (label == QLatin1String("the weights set in the window") || label == windowWeightsLabel) {
        // The user's own weights, listed on the cover (the full table follows the summary).
        QStringList shares;
        const double total = options.weights.total();
        for (int c = 0; c < kCriterionCount; ++c)
            if (total > 0 && options.weights.values[size_t(c)] > 0)
                shares << QStringLiteral("%1 %2 %").arg(
                    criterionName(Criterion(c)), l.toString(100 * options.weights.values[size_t(c)] / total, 'f', 0));
        return Report::tr("set in the window: %1").arg(shares.join(listSeparator));
    }
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
    l = QLocale();
    generatedAt = options.generatedAt.isEmpty() ? QDateTime::currentDateTime().toString(Qt::ISODate) : options.generatedAt;

    if (!session) {
        ownSession = std::make_unique<RankingSession>(
            CatalogSnapshot::read(catalog, nullptr).value_or(CatalogSnapshot {}), RankingParams { options.weights, options.scenario });
        session = ownSession.get();
    }
    const RankingParams &params = session->params();
    zh = options.language == QLatin1String("zh_CN");
    listSeparator = zh ? QStringLiteral("；") : QStringLiteral("; ");
    priorPolicy = params.policy.missing == RankingPolicy::MissingData::Prior;
    prior = l.toString(params.policy.priorPoints, 'g', 3);
    scenarioName = params.scenario == QLatin1String("research") ? Report::tr("research")
        : params.scenario == QLatin1String("inference")         ? Report::tr("inference")
                                                                : Report::tr("pretraining");
    needName.clear();
    if (!params.need.isEmpty()) {
        const auto builtIn = NeedProfile::builtIn(params.need);
        needName = builtIn ? builtIn->name() : params.need;
    }
    top = session->ranked().mid(0, options.top);
    unpriced = UnpricedProvider::of(session->snapshot().offers, session->snapshot().fx);
    providerBests.clear();
    {
        QStringList inTop;
        for (const RankedOffer &r : std::as_const(top))
            if (!inTop.contains(r.offer.providerKey))
                inTop << r.offer.providerKey;
        QStringList seen;
        for (const RankedOffer &r : session->ranked()) {
            if (seen.contains(r.offer.providerKey))
                continue;
            if (seen.size() >= std::max(int(inTop.size()), int(kComparedProviders)))
                break;
            seen << r.offer.providerKey;
            providerBests << &r;
        }
    }
    // The report currency: the one asked for, else CNY for a Chinese report, when the catalog has its rate.
    const QString wanted = options.currency.isEmpty() ? (zh ? QStringLiteral("CNY") : QStringLiteral("USD")) : options.currency.toUpper();
    if (const auto rate = session->snapshot().fx.rate(wanted); rate && wanted != QLatin1String("USD")) {
        currency = wanted;
        unitsPerUsd = rate->unitsPerUsd;
        currencyAsOf = rate->asOf;
        currencySource = rate->sourceUrl;
    }
    missingCurrency = currency != wanted && !options.currency.isEmpty() ? wanted : QString();

    preparePlan(); // page 1 names the capacity plan (ReportPlan.cpp)
    composeFront(); // cover and executive summary (ReportSummary.cpp)
    composeRanking(); // the ranking and what the gates exclude (ReportRanking.cpp)
    composeCharts();
    composeProviders(); // a page per shortlisted provider (ReportProviders.cpp)
    composeQuotes(); // quotes and answers received, when included (ReportQuotes.cpp)
    composeProbe(); // (ReportProviders.cpp)
    composeEvidence(); // nodes checked against their offers (ReportEvidence.cpp)
    composePlan(); // when a demand curve is given (ReportPlan.cpp)
    composeSources(); // what changed, methodology and sources (ReportSources.cpp)

    // Pagination.
    for (int b = 0; b < int(blocks.size()); ++b) {
        const int n = blocks[size_t(b)].kind != Block::Text ? 1 : std::max(1, blocks[size_t(b)].doc->pageCount());
        for (int i = 0; i < n; ++i)
            pages.push_back({ b, i });
    }
    fingerprint = catalog.fingerprint();
}

void ReportWriter::Impl::composeCharts()
{
    const CatalogSnapshot &snapshot = session->snapshot();
    const QList<OfferView> &offers = snapshot.offers;
    const QHash<QString, RatingView> &ratings = snapshot.ratings;
    const QList<RatingView> &history = snapshot.ratingHistory;
    // Charts (vectors).
    model = std::make_unique<OfferTableModel>();
    model->setOffers(offers, ratings);
    // The charts read the same session as the ranking: same scores, same scenario.
    model->setScores(session->result().score, session->result().coverage, session->excludedRows(), session->order());
    proxy = std::make_unique<OfferFilterProxyModel>();
    proxy->setOfferModel(model.get());
    scatter = std::make_unique<PriceScatterView>();
    scatter->setSource(model.get(), proxy.get(), &session->table().usdPerGpuHourColumn());
    // The legend and colours follow the ranking, as in the window: the shortlisted providers first,
    // never the grey of "Other providers".
    scatter->setRankedProviders(session->providerOrder());
    scatter->refresh();
    reliability = std::make_unique<ReliabilityChartView>();
    reliability->setSlas(snapshot.slas);
    reliability->setData(session->providerNames(zh), history, session->providerCoverage(), snapshot.reliabilityProviderCount);
    Block charts;
    charts.kind = Block::Charts;
    blocks.push_back(std::move(charts));
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
    if (confidential) {
        // Quotes are private to the buyer: every page says so.
        QFont mark(font);
        mark.setPointSizeF(8.5);
        mark.setBold(true);
        p.setFont(mark);
        p.setPen(QColor(0xa0, 0x00, 0x00));
        p.drawText(QRectF(kMargin, 20, content.width(), 20), Qt::AlignHCenter | Qt::AlignVCenter, Report::tr("CONFIDENTIAL"));
        p.setFont(small);
        p.setPen(QColor(0x55, 0x55, 0x55));
    }
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
    if (block.kind == Block::PlanChart) { // its caption, then the chart below it (at most 45 % of the page)
        p.save();
        p.translate(content.topLeft());
        block.doc->drawContents(&p);
        p.restore();
        const qreal captionHeight = block.doc->size().height() + 8;
        const QRectF rect(content.left(), content.top() + captionHeight, content.width(),
            std::min(content.height() - captionHeight, content.height() * 0.45));
        planChart->resize(rect.size());
        planChart->scene()->render(&p, rect, QRectF(planChart->pos(), planChart->size()));
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
    // Rendered in memory, then written all or nothing: QPdfWriter does not check its writes, so a
    // full disk would otherwise leave a cut PDF (writeFileAtomically checks every byte).
    QBuffer buffer;
    buffer.open(QIODevice::WriteOnly);
    {
        QPdfWriter pdf(&buffer);
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
    if (!writeFileAtomically(path, buffer.data(), error))
        return false;
    ReportChanges::remember(d->catalog, catalogFingerprint()); // the next report says what changed since
    return true;
}

} // namespace cg
