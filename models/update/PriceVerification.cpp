#include "update/PriceVerification.h"

#include "catalog/store/Catalog.h"
#include "import/ImportFormats.h"

#include <QHash>
#include <QTimer>

namespace cg {

namespace {

QString offerKey(const QString &provider, const QString &instance, const QString &region)
{
    return provider + QChar(0x1f) + instance + QChar(0x1f) + region;
}

/// The provider whose prices a source brings: its own key, else its format's vendor.
QString providerOf(const PriceSource &s)
{
    if (!s.providerKey.isEmpty())
        return s.providerKey;
    const std::optional<readers::ImportFormat> f = readers::importFormat(s.format);
    return f ? f->providerKey : QString();
}

} // namespace

QString PriceCheck::statusName(Status status)
{
    switch (status) {
    case Status::Confirmed:
        return QStringLiteral("confirmed");
    case Status::Changed:
        return QStringLiteral("changed");
    case Status::NotListed:
        return QStringLiteral("not listed");
    case Status::FetchFailed:
        return QStringLiteral("fetch failed");
    case Status::NoOnlineSource:
        break;
    }
    return QStringLiteral("not verifiable online");
}

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
        QTimer::singleShot(0, this, &PriceVerification::finished);
        return;
    }
    m_update = std::make_unique<PriceUpdate>(m_network, m_catalogPath);
    m_update->setFetchOptions(m_fetch);
    m_update->setToday(m_today);
    connect(m_update.get(), &PriceUpdate::finished, this, &PriceVerification::compare);
    m_update->start(chosen);
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
            now.insert(offerKey(o.providerKey, o.instanceType, o.region), o);
    for (PriceCheck &c : m_checks) {
        if (c.source.isEmpty())
            continue;
        const UpdateOutcome *outcome = bySource.value(c.source);
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
        const auto it = now.constFind(offerKey(c.providerKey, c.instanceType, c.region));
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
    emit finished();
}

} // namespace cg
