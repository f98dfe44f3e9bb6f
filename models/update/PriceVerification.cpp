#include "update/PriceVerification.h"

#include "catalog/store/Catalog.h"
#include "import/ImportFormats.h"

#include <QDateTime>
#include <QHash>
#include <QTimer>

namespace cg {

namespace {

/// The provider whose prices a source brings: its own key, else its format's vendor.
QString providerOf(const PriceSource &s)
{
    if (!s.providerKey.isEmpty())
        return s.providerKey;
    const std::optional<readers::ImportFormat> f = readers::importFormat(s.format);
    return f ? f->providerKey : QString();
}

} // namespace

PriceVerification::PriceVerification(QNetworkAccessManager *network, QString catalogPath, QObject *parent)
    : QObject(parent)
    , m_network(network)
    , m_catalogPath(std::move(catalogPath))
{
}

PriceVerification::~PriceVerification() = default;

QString PriceVerification::sourceFor(const OfferView &offer, const QList<PriceSource> &sources)
{
    QStringList fitting;
    for (const PriceSource &s : sources)
        if (s.unfetchableReason().isEmpty() && s.container.isEmpty() && providerOf(s) == offer.providerKey)
            fitting.append(s.name);
    if (fitting.size() == 1)
        return fitting.first();
    for (const QString &name : std::as_const(fitting))
        if (name.endsWith(QLatin1Char('-') + offer.region))
            return name;
    return {};
}

void PriceVerification::start(const QList<OfferView> &offers, const QList<PriceSource> &sources)
{
    m_offers = offers;
    m_running = true;
    m_cancelled.clear();
    m_checks.clear();
    m_outcomes.clear();
    QList<PriceSource> chosen;
    QSet<QString> chosenNames;
    for (const OfferView &o : offers) {
        PriceCheck c;
        c.providerKey = o.providerKey;
        c.providerName = o.providerNameEn;
        c.instanceType = o.instanceType;
        c.region = o.region;
        c.oldAmount = o.onDemand.amount;
        c.currency = o.onDemand.currency;
        c.observedOn = o.onDemand.observedOn;
        c.source = sourceFor(o, sources);
        if (c.source.isEmpty()) {
            c.status = PriceCheck::Status::NoOnlineSource;
            c.detail = o.onDemand.sourceUrl;
        } else if (!chosenNames.contains(c.source)) {
            chosenNames.insert(c.source);
            for (const PriceSource &s : sources)
                if (s.name == c.source)
                    chosen.append(s);
        }
        m_checks.append(c);
    }
    if (chosen.isEmpty()) {
        QTimer::singleShot(0, this, &PriceVerification::record);
        return;
    }
    m_update = std::make_unique<PriceUpdate>(m_network, m_catalogPath);
    m_update->setFetchOptions(m_fetch);
    m_update->setToday(m_today);
    connect(m_update.get(), &PriceUpdate::finished, this, &PriceVerification::compare);
    const int count = int(chosen.size());
    connect(m_update.get(), &PriceUpdate::sourceStarted, this,
        [this, count](int index, const QString &name) { emit sourceStarted(index, count, name); });
    m_update->start(chosen);
}

void PriceVerification::cancel()
{
    if (m_update)
        m_update->cancel();
}

void PriceVerification::compare()
{
    m_outcomes = m_update->outcomes();
    QHash<QString, const UpdateOutcome *> bySource;
    for (const UpdateOutcome &o : std::as_const(m_outcomes))
        bySource.insert(o.source, &o);
    Catalog catalog(m_catalogPath);
    QString error;
    QHash<QString, OfferView> now;
    if (catalog.open(&error, Catalog::IntegrityCheck::Deferred))
        for (const OfferView &o : catalog.offers())
            now.insert(PriceCheck::offerKey(o.providerKey, o.instanceType, o.region), o);
    for (qsizetype i = 0; i < m_checks.size(); ++i) {
        PriceCheck &c = m_checks[i];
        if (c.source.isEmpty())
            continue;
        const UpdateOutcome *outcome = bySource.value(c.source);
        if (outcome && outcome->cancelled) {
            c.status = PriceCheck::Status::FetchFailed;
            c.detail = QStringLiteral("cancelled");
            m_cancelled.insert(int(i));
            continue;
        }
        if (!outcome || !outcome->ok()) {
            c.status = PriceCheck::Status::FetchFailed;
            c.detail = outcome ? outcome->error() : QStringLiteral("not run");
            continue;
        }
        if (!error.isEmpty()) {
            c.status = PriceCheck::Status::FetchFailed;
            c.detail = error;
            continue;
        }
        const auto it = now.constFind(c.offerKey());
        if (it == now.constEnd() || it->withdrawnRunId != 0 || !it->onDemand.amount) {
            c.status = PriceCheck::Status::NotListed;
            continue;
        }
        c.newAmount = it->onDemand.amount;
        c.observedOn = it->onDemand.observedOn;
        // Amounts as the source writes them: the same currency and an equal figure to the
        // millionth (feeds give up to six decimals) is the same price.
        const bool same = c.oldAmount && it->onDemand.currency == c.currency && std::abs(*c.oldAmount - *c.newAmount) < 5e-7;
        c.status = same ? PriceCheck::Status::Confirmed : PriceCheck::Status::Changed;
        c.currency = it->onDemand.currency;
    }
    m_update.release()->deleteLater(); // it may be emitting now
    record();
}

void PriceVerification::record()
{
    const QString day = m_today.isEmpty() ? QDateTime::currentDateTimeUtc().date().toString(Qt::ISODate) : m_today;
    QList<PriceCheck> kept;
    for (qsizetype i = 0; i < m_checks.size(); ++i) {
        m_checks[i].checkedOn = day;
        if (!m_cancelled.contains(int(i)))
            kept.append(m_checks.at(i));
    }
    m_recordError.clear();
    Catalog catalog(m_catalogPath);
    if (!catalog.open(&m_recordError, Catalog::IntegrityCheck::Deferred) || !catalog.insertPriceChecks(kept))
        m_recordError = m_recordError.isEmpty() ? catalog.lastError() : m_recordError;
    m_running = false;
    emit finished();
}

} // namespace cg
