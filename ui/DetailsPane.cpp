#include "DetailsPane.h"

#include "assessing/AssessmentActions.h"
#include "catalog/pricehistory/HistoryExport.h"
#include "catalog/pricehistory/PriceHistory.h"
#include "catalog/store/Catalog.h"
#include "charts/PriceHistoryChart.h"
#include "core/FileWrite.h"
#include "core/Tier.h"
#include "scoring/OfferDetails.h"
#include "scoring/RankingSession.h"

#include <QAction>
#include <QDate>
#include <QDesktopServices>
#include <QDir>
#include <QEvent>
#include <QFileDialog>
#include <QMessageBox>
#include <QScrollBar>
#include <QUrlQuery>

namespace cg {

DetailsPane::DetailsPane(const RankingSession &session, AssessmentActions &assessments, QWidget *parent)
    : QTextBrowser(parent)
    , m_session(session)
    , m_assessments(assessments)
{
    m_exportHistory = new QAction(this);
    m_exportHistory->setEnabled(false);
    m_exportHistory->setText(tr("Export price history…"));
    connect(m_exportHistory, &QAction::triggered, this, [this] { askExportHistory(m_historyOffer); });
    setOpenLinks(false); // web links go to the browser; "cloudgauge:assess?provider=KEY" opens the editor
    connect(this, &QTextBrowser::anchorClicked, this, [this](const QUrl &url) {
        if (url.scheme() == QLatin1String("cloudgauge") && url.path() == QLatin1String("assess"))
            m_assessments.openEditor(QUrlQuery(url).queryItemValue(QStringLiteral("provider")));
        else if (url.scheme() == QLatin1String("cloudgauge") && url.path() == QLatin1String("export-history"))
            askExportHistory(QUrlQuery(url).queryItemValue(QStringLiteral("offer")).toLongLong());
        else if (url.scheme() == QLatin1String("http") || url.scheme() == QLatin1String("https"))
            QDesktopServices::openUrl(url);
    });
}

void DetailsPane::showOffer(int row, const QString &scenarioName, const QString &needName)
{
    m_historyOffer = 0;
    m_exportHistory->setEnabled(false);
    if (row < 0 || row >= m_session.offers().size()) {
        setHtml(OfferDetails::placeholderHtml());
        return;
    }
    const QString &provider = m_session.offers().at(row).providerKey;
    DetailsContext context;
    context.scenarioName = scenarioName;
    context.needName = needName;
    context.assessedCount = m_assessments.assessedCount(provider);
    const bool tierPoints = Tier::fromName(m_session.snapshot().ratings.value(provider).tier).points().has_value();
    for (int c = 0; c < kCriterionCount; ++c) {
        if (!isCategory(Criterion(c)))
            continue;
        CategoryOrigin &origin = context.origins[size_t(c)];
        switch (m_assessments.origin(provider, Criterion(c), tierPoints)) {
        case AssessmentActions::Origin::Assessed: {
            const auto a = m_assessments.assessment(provider, Criterion(c));
            origin.kind = CategoryOrigin::Kind::Assessed;
            origin.assessedOn = a->assessedOn;
            origin.sourceUrl = a->sourceUrl;
            break;
        }
        case AssessmentActions::Origin::TierDefault:
            origin.kind = CategoryOrigin::Kind::TierDefault;
            break;
        case AssessmentActions::Origin::Tier:
            origin.kind = CategoryOrigin::Kind::Tier;
            break;
        case AssessmentActions::Origin::NoData:
            origin.kind = CategoryOrigin::Kind::NoData;
            break;
        }
    }
    const OfferView &offer = m_session.offers().at(row);
    QString html = OfferDetails::html(m_session, row, context);
    const QString history = historyHtml(offer.id, offer.gpuCount);
    if (!history.isEmpty()) {
        m_historyOffer = offer.id;
        m_exportHistory->setEnabled(true);
    }
    const int end = html.lastIndexOf(QLatin1String("</body>"));
    html.insert(end >= 0 ? end : html.size(), history);
    setHtml(html);
}

void DetailsPane::changeEvent(QEvent *event)
{
    if (event->type() == QEvent::LanguageChange)
        m_exportHistory->setText(tr("Export price history…"));
    QTextBrowser::changeEvent(event);
}

QVariant DetailsPane::loadResource(int type, const QUrl &name)
{
    if (type == QTextDocument::ImageResource && name == m_historyUrl)
        return m_historyImage;
    return QTextBrowser::loadResource(type, name);
}

QString DetailsPane::historyHtml(qint64 offerId, std::optional<double> gpuCount)
{
    if (!m_catalog || !m_catalog->isOpen())
        return {};
    const PriceHistory history(*m_catalog);
    const QList<PricePoint> points = history.series(offerId);
    if (points.isEmpty())
        return {};
    const DatedFxRates fx = history.fxHistory();
    const QString today = QDate::currentDate().toString(Qt::ISODate);
    const int width = std::max(320, viewport()->width() - 24);
    const QImage image = PriceHistoryChart::render(points, gpuCount, m_currency, fx, today, QSize(width, 220));
    const QUrl url(QStringLiteral("cloudgauge-history:%1.png").arg(offerId));
    m_historyUrl = url;
    m_historyImage = image; // handed to the document by loadResource()
    return QStringLiteral("<a name='price-history'></a><h3>%1</h3><p><img src='%2' width='%3' height='220'></p><p>%4</p>"
                          "<p><a href='cloudgauge:export-history?offer=%5'>%6</a></p>%7")
        .arg(PriceHistoryChart::tr("Price history"), url.toString())
        .arg(width)
        .arg(PriceHistoryChart::tr("Per GPU-hour, each point converted at the exchange rate of its date; a point is stored when a price "
                                   "appears, changes or is no longer offered."))
        .arg(offerId)
        .arg(tr("Export this price history (CSV or JSON)…"), PriceHistoryChart::tableHtml(points, gpuCount, m_currency, fx));
}

bool DetailsPane::exportHistory(qint64 offerId, const QString &path, QString *error) const
{
    if (!m_catalog || !m_catalog->isOpen()) {
        *error = tr("No catalog is open.");
        return false;
    }
    const PriceHistory history(*m_catalog);
    const std::optional<OfferLabel> offer = history.findOffering(QString::number(offerId));
    if (!offer) {
        *error = history.lastError().isEmpty() ? tr("Offer %1 is not in the catalog.").arg(offerId) : history.lastError();
        return false;
    }
    HistoryExport table;
    table.add(*offer, history.series(offerId));
    if (!history.lastError().isEmpty()) {
        *error = history.lastError();
        return false;
    }
    const QByteArray bytes = path.endsWith(QLatin1String(".json"), Qt::CaseInsensitive) ? table.jsonBytes() : table.csv();
    return writeFileAtomically(path, bytes, error); // all or nothing: no half-written file on an error
}

void DetailsPane::askExportHistory(qint64 offerId)
{
    QString filter;
    const QString path = QFileDialog::getSaveFileName(
        this, tr("Export price history"), QStringLiteral("price-history-%1.csv").arg(offerId), tr("CSV (*.csv);;JSON (*.json)"), &filter);
    if (path.isEmpty())
        return;
    QString error;
    if (!exportHistory(offerId, path, &error))
        QMessageBox::warning(this, tr("Export price history"), error);
}

} // namespace cg
