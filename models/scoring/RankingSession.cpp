#include "scoring/RankingSession.h"

#include "catalog/store/Catalog.h"

#include <QSet>

#include <cmath>
#include <future>

namespace cg {

int CatalogSnapshot::providerCount() const
{
    QSet<QString> keys;
    for (const OfferView &o : offers)
        keys.insert(o.providerKey);
    return int(keys.size());
}

const PriceCheck *CatalogSnapshot::verification(const OfferView &offer) const
{
    const auto it = priceChecks.constFind(PriceCheck::offerKey(offer.providerKey, offer.instanceType, offer.region));
    if (it == priceChecks.constEnd() || !it->verifiedAmount() || !offer.onDemand.amount || it->currency != offer.onDemand.currency)
        return nullptr;
    // The same figure to the millionth (PriceVerification's rule): a later import at another price un-verifies it.
    return std::abs(*it->verifiedAmount() - *offer.onDemand.amount) < 5e-7 ? &*it : nullptr;
}

RegionPlace CatalogSnapshot::placeOf(const OfferView &offer) const
{
    if (const auto it = places.constFind(RegionPlace::key(offer.providerKey, offer.region)); it != places.constEnd())
        return *it;
    RegionPlace unknown;
    unknown.providerKey = offer.providerKey;
    unknown.region = offer.region;
    unknown.basis = QStringLiteral("unknown");
    return unknown;
}

namespace {

/// Copies each offer's country from the snapshot's places (empty where the region's place is
/// unknown), its provider's certifications (empty where none is on record) and the round trip
/// measured to its region (empty where none was).
void placeOffers(QList<OfferView> &offers, const CatalogSnapshot &s)
{
    if (s.places.isEmpty() && s.certifications.isEmpty() && s.latency.isEmpty())
        return;
    for (OfferView &o : offers) {
        if (const auto it = s.places.constFind(RegionPlace::key(o.providerKey, o.region)); it != s.places.constEnd())
            o.country = it->country;
        if (const auto it = s.certifications.constFind(o.providerKey); it != s.certifications.constEnd())
            o.certifications = *it;
        if (const auto it = s.latency.constFind(RegionPlace::key(o.providerKey, o.region)); it != s.latency.constEnd()) {
            o.measuredRoundTripMs = it->connectMs;
            o.roundTripMeasuredAt = it->measuredAt;
        }
    }
}

} // namespace

std::optional<CatalogSnapshot> CatalogSnapshot::read(const Catalog &catalog, QString *error, std::optional<QList<OfferView>> offers)
{
    if (!catalog.isOpen()) {
        if (error)
            *error = QStringLiteral("the catalog is not open");
        return std::nullopt;
    }
    CatalogSnapshot s;
    // A read that fails returns an empty result and sets lastError(): an empty ranking would then
    // be a wrong answer, not an error (a full disk or a file size limit stopping SQLite's -shm).
    bool failed = false;
    const auto check = [&catalog, &failed, error] {
        if (!failed && catalog.hasError()) {
            failed = true;
            if (error)
                *error = QStringLiteral("cannot read the catalog %1: %2").arg(catalog.path(), catalog.lastError());
        }
    };
    s.offers = offers ? std::move(*offers) : catalog.offers();
    if (!offers)
        check();
    // An offer its source no longer lists is kept in the catalog with its history, not ranked.
    s.offers.removeIf([](const OfferView &o) { return o.withdrawnRunId > 0; });
    s.ratings = catalog.latestRatings();
    check();
    s.ratingHistory = catalog.ratings();
    check();
    s.assessments = catalog.assessments();
    check();
    s.fx = catalog.latestFxRates();
    check();
    s.newestPriceDate = catalog.newestPriceDate();
    check();
    s.reliabilityProviderCount = catalog.reliabilityProviderCount();
    check();
    s.slas = catalog.providerSlas();
    check();
    s.charges = catalog.providerCharges();
    check();
    s.priceChecks = catalog.latestPriceChecks();
    check();
    for (const RegionPlace &p : catalog.regionPlaces())
        s.places.insert(RegionPlace::key(p.providerKey, p.region), p);
    check();
    s.certifications = catalog.providerCertifications();
    check();
    for (const LatencyMeasurement &m : catalog.latestLatency())
        if (m.reachable() && m.connectMs)
            s.latency.insert(RegionPlace::key(m.providerKey, m.region), m);
    check();
    for (const EvidenceRun &r : catalog.evidenceRuns())
        s.evidence[r.providerKey + QLatin1Char('|') + r.instanceType].append(r);
    check();
    if (failed)
        return std::nullopt;
    placeOffers(s.offers, s);
    return s;
}

const EvidenceRun *CatalogSnapshot::evidenceFor(const OfferView &offer) const
{
    const auto runs = evidence.constFind(offer.providerKey + QLatin1Char('|') + offer.instanceType);
    if (runs == evidence.constEnd())
        return nullptr;
    for (const EvidenceRun &r : *runs)
        if (r.region.isEmpty() || r.region == offer.region)
            return &r;
    return nullptr;
}

std::optional<CatalogSnapshot> CatalogSnapshot::readAt(const Catalog &catalog, const HistoryCutoff &cutoff, QString *error)
{
    std::optional<CatalogSnapshot> s = read(catalog, error);
    if (!s)
        return s;
    const PriceHistory history(catalog);
    const QHash<qint64, PricesAt> prices = history.pricesAt(cutoff);
    if (!history.lastError().isEmpty()) {
        if (error)
            *error = history.lastError();
        return std::nullopt;
    }
    s->offers = offersAt(catalog.offers(), prices);
    placeOffers(s->offers, *s);
    return s;
}

RankingSession::RankingSession(QObject *parent)
    : QObject(parent)
{
    rerank();
}

RankingSession::RankingSession(CatalogSnapshot snapshot, RankingParams params, QObject *parent)
    : QObject(parent)
    , m_snapshot(std::move(snapshot))
    , m_params(std::move(params))
{
    m_table = ScoringTable::build(
        m_snapshot.offers, m_snapshot.ratings, m_snapshot.assessments, m_snapshot.fx, m_params.costScenario(), m_snapshot.charges);
    m_groups = Ranker::Groups::of(m_snapshot.offers);
    applyNeed();
    rerank();
}

RankingSession::~RankingSession() = default;

void RankingSession::setSnapshot(CatalogSnapshot snapshot)
{
    m_snapshot = std::move(snapshot);
    m_table = ScoringTable::build(
        m_snapshot.offers, m_snapshot.ratings, m_snapshot.assessments, m_snapshot.fx, m_params.costScenario(), m_snapshot.charges);
    m_groups = Ranker::Groups::of(m_snapshot.offers);
    applyNeed();
    emit snapshotChanged();
    rerank();
    emit rankingChanged();
}

void RankingSession::setSnapshot(CatalogSnapshot snapshot, const RankingParams &params)
{
    m_params = params;
    setSnapshot(std::move(snapshot));
}

PreparedSnapshot RankingSession::prepare(CatalogSnapshot snapshot, const QString &scenario)
{
    PreparedSnapshot p;
    p.snapshot = std::move(snapshot);
    p.scenario = scenario;
    RankingParams params;
    params.scenario = scenario;
    // The group ids on a thread of their own beside the criterion table (both only read the
    // offers): at 100k offers each takes a few hundred milliseconds.
    std::future<Ranker::Groups> groups
        = std::async(std::launch::async, [offers = p.snapshot.offers] { return Ranker::Groups::of(offers); });
    p.table = ScoringTable::build(
        p.snapshot.offers, p.snapshot.ratings, p.snapshot.assessments, p.snapshot.fx, params.costScenario(), p.snapshot.charges);
    p.groups = groups.get();
    return p;
}

void RankingSession::setSnapshot(PreparedSnapshot prepared, const RankingParams &params)
{
    m_params = params;
    m_snapshot = std::move(prepared.snapshot);
    m_table = std::move(prepared.table);
    if (prepared.scenario != m_params.scenario || m_params.job) // a stated job sizes the scenario
        m_table.setScenario(m_params.costScenario());
    m_groups = std::move(prepared.groups);
    applyNeed();
    emit snapshotChanged();
    rerank();
    emit rankingChanged();
}

void RankingSession::setParams(const RankingParams &params)
{
    if (params == m_params)
        return;
    const bool scenarioChanged = params.scenario != m_params.scenario || params.costScenario().gpus != m_params.costScenario().gpus;
    const bool needChanged = params.constraints != m_params.constraints;
    m_params = params;
    if (scenarioChanged)
        m_table.setScenario(m_params.costScenario());
    if (needChanged)
        applyNeed(); // one pass over the offers, off the slider path
    rerank();
    emit rankingChanged();
}

void RankingSession::setWeights(const Weights &weights)
{
    RankingParams p = m_params;
    p.weights = weights;
    setParams(p);
}

void RankingSession::setScenario(const QString &scenario)
{
    RankingParams p = m_params;
    p.scenario = scenario;
    setParams(p);
}

void RankingSession::applyNeed()
{
    const NeedConstraints none;
    const bool any = !(m_params.constraints == none);
    m_table.setNeedGate([&](int row) { return any && !m_params.constraints.admits(m_snapshot.offers[row]); });
}

RankingParams RankingSession::paramsForNeed(const NeedProfile &profile, RankingParams base)
{
    base.need = profile.key;
    base.constraints = profile.constraints;
    base.weights = profile.weights;
    base.scenario = profile.scenario;
    return base;
}

void RankingSession::rerank()
{
    ++m_rankCount;
    m_result = m_table.score(m_params.weights, m_params.policy);
    m_order = m_table.rankOrder(m_result, m_params.policy.applied());
    m_ranked.reset();
    m_excluded.reset();
}

void RankingSession::group() const
{
    const QList<RankedOffer> all = Ranker::group(m_snapshot.offers, m_snapshot.ratings, m_snapshot.fx, m_table, m_result, m_order,
        m_params.expand ? Ranker::GroupBy::ProviderInstance : Ranker::GroupBy::ProviderGpu, m_params.policy.applied(), m_params.today,
        &m_groups);
    m_ranked.emplace();
    m_excluded.emplace();
    for (RankedOffer r : all) {
        // Re-grouped on every re-rank: look up only when the catalog holds a run at all.
        if (const EvidenceRun *run = m_snapshot.evidence.isEmpty() ? nullptr : m_snapshot.evidenceFor(r.offer)) {
            r.nodeCheck = run->status();
            if (r.nodeCheck == QLatin1String("fail")) {
                r.warnings.append(QStringLiteral("node_check_failed"));
                r.confidence = Ranker::confidenceOf(r.warnings);
            }
        }
        (r.gates ? *m_excluded : *m_ranked).append(r);
    }
}

const QList<RankedOffer> &RankingSession::ranked() const
{
    if (!m_ranked)
        group();
    return *m_ranked;
}

const QList<RankedOffer> &RankingSession::excluded() const
{
    if (!m_excluded)
        group();
    return *m_excluded;
}

QList<StabilityMargin> RankingSession::stability(int top) const
{
    return rankStability(ranked().mid(0, top), m_params.weights);
}

std::vector<bool> RankingSession::excludedRows() const
{
    std::vector<bool> out(size_t(m_table.size()), false);
    for (int i = 0; i < m_table.size(); ++i)
        out[size_t(i)] = (m_table.gates(i) & m_params.policy.applied()) != 0;
    return out;
}

QStringList RankingSession::providerOrder() const
{
    QStringList keys;
    for (const RankedOffer &r : ranked())
        if (!keys.contains(r.offer.providerKey))
            keys << r.offer.providerKey;
    return keys;
}

QHash<QString, double> RankingSession::providerCoverage() const
{
    QHash<QString, double> coverage;
    std::vector<char> seen(size_t(m_groups.providerCount), 0); // by provider id: no hashing per offer
    for (int i : m_order) // best offer first: its coverage stands for the provider
        if (char &s = seen[size_t(m_groups.provider[size_t(i)])]; !s) {
            s = 1;
            coverage.insert(m_snapshot.offers[i].providerKey, m_result.coverage[size_t(i)]);
        }
    return coverage;
}

QHash<QString, QString> RankingSession::providerNames(bool chinese) const
{
    QHash<QString, QString> names;
    std::vector<char> seen(size_t(m_groups.providerCount), 0);
    for (int i = 0; i < m_snapshot.offers.size(); ++i)
        if (char &s = seen[size_t(m_groups.provider[size_t(i)])]; !s) {
            s = 1;
            const OfferView &o = m_snapshot.offers[i];
            names.insert(o.providerKey, chinese && !o.providerNameZh.isEmpty() ? o.providerNameZh : o.providerNameEn);
        }
    return names;
}

QList<RankedOffer> RankingSession::rankOnce(const QList<OfferView> &offers, const QHash<QString, RatingView> &ratings, const FxRates &fx,
    const Weights &weights, const QHash<QString, CategoryAssessment> &assessments, const CostScenario &scenario, RankingPolicy policy)
{
    CatalogSnapshot snapshot;
    snapshot.offers = offers;
    snapshot.ratings = ratings;
    snapshot.fx = fx;
    snapshot.assessments = assessments;
    RankingParams params(weights, scenario.name);
    policy.gates = GateNone;
    params.policy = policy;
    params.expand = true;
    const RankingSession session(std::move(snapshot), params);
    return session.ranked();
}

} // namespace cg
