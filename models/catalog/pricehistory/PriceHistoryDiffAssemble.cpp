// The price-history diff's last step: the (then, now) points of each series compared into the
// changes, new and removed offers of a CatalogDiff.
#include "catalog/pricehistory/PriceHistoryDiffRead.h"

#include "catalog/store/Catalog.h"
#include "catalog/store/CatalogBulk.h"
#include "catalog/store/ReadSnapshot.h"

#include <algorithm>

namespace cg::historydiff {

bool assemble(const Catalog &catalog, CatalogDiff &d, const std::vector<Compared> &compared, Interner &texts, qint64 partialSinceRun,
    qsizetype offerings, const std::function<LabelRead *()> &labelsRead, QString *error)
{
    using Record = PriceChanges::Record;
    // Per series its change, if any; per offering whether any series was offered then and now.
    // The series are walked in (offering, kind, term) order, so an offering's changes are one
    // range of `records`, already in the order they are listed, and `states` is sorted by
    // offering: looked up by binary search, with no hash and no allocation per offering. Each
    // change's record is written here, in the order of the rows (the label order below would read
    // them at random), its label number later.
    struct OfferState
    {
        qint64 offering = 0;
        bool then = false, now = false;
        int first = 0, count = 0; // its changes: records[first, first + count)
    };
    std::array<int, 3> kindText {};
    for (size_t k = 0; k < kKinds.size(); ++k)
        kindText[k] = texts.id(kKinds[k]);
    std::vector<OfferState> states;
    std::vector<Record> records;
    records.reserve(compared.size());
    for (const Compared &s : compared) {
        if (states.empty() || states.back().offering != s.now->offering) {
            OfferState st;
            st.offering = s.now->offering;
            st.first = int(records.size());
            states.push_back(st);
        }
        OfferState &st = states.back();
        const bool wasOffered = s.then && !s.then->withdrawn, isOffered = !s.now->withdrawn;
        st.then = st.then || wasOffered;
        st.now = st.now || isOffered;
        PriceChange::Type type;
        if (wasOffered && isOffered) {
            const Row &a = *s.then, &b = *s.now;
            const bool sameCurrency = a.currency == b.currency;
            if (a.hasAmount == b.hasAmount && (!a.hasAmount || a.amount == b.amount) && sameCurrency)
                continue;
            type = !a.hasAmount || !b.hasAmount || !sameCurrency ? PriceChange::Type::Changed
                : b.amount > a.amount                            ? PriceChange::Type::Up
                                                                 : PriceChange::Type::Down;
        } else if (isOffered) {
            type = PriceChange::Type::Appeared;
        } else if (wasOffered) {
            type = PriceChange::Type::Withdrawn;
        } else {
            continue;
        }
        const Row &now = *s.now;
        Record &r = records.emplace_back();
        r.type = type;
        r.kind = now.kind >= 0 ? kindText[size_t(now.kind)] : -1;
        r.termMonths = now.term;
        if (s.then) {
            r.hasOldAmount = s.then->hasAmount;
            r.oldAmount = s.then->amount;
            r.oldCurrency = s.then->currency;
            r.oldAsOf = s.then->asOf;
        }
        r.hasNewAmount = now.hasAmount;
        r.newAmount = now.amount;
        r.newCurrency = now.currency;
        r.newAsOf = now.asOf;
        r.runId = now.run;
        ++st.count;
    }
    std::erase_if(states, [](const OfferState &st) { return st.count == 0 && st.then == st.now; });
    if (states.empty())
        return true;
    auto stateOf = [&states](qint64 offering) -> OfferState * {
        const auto it
            = std::lower_bound(states.begin(), states.end(), offering, [](const OfferState &st, qint64 id) { return st.offering < id; });
        return it != states.end() && it->offering == offering ? &*it : nullptr;
    };
    // Since a run, only the changed series were read: an offering none of whose changed series
    // was offered both then and now is offered then and now also when one of its unchanged
    // series (its latest point written by the cutoff's run or before) is offered.
    if (partialSinceRun > 0) {
        QList<qint64> open;
        for (const OfferState &st : states) {
            if (!(st.then && st.now))
                open.append(st.offering); // ascending, as `states` is
        }
        for (qsizetype from = 0; from < open.size(); from += 500) {
            QStringList ids;
            for (qsizetype i = from; i < std::min(open.size(), from + 500); ++i)
                ids.append(QString::number(open[i]));
            RowCursor c(catalog.database(),
                // (until_run + 0): by the offerings' series index, not the latest points of every series
                QStringLiteral(
                    "SELECT DISTINCT pp.offering_id FROM price_point pp WHERE pp.offering_id IN (%1) AND (pp.until_run + 0) IS NULL"
                    " AND pp.status = 'offered' AND (pp.import_run_id IS NULL OR pp.import_run_id <= ?)")
                    .arg(ids.join(QLatin1Char(','))),
                QStringLiteral("read the price history"));
            c.bind(QVariant(partialSinceRun));
            while (c.next()) {
                if (OfferState *st = stateOf(c.integer(0)))
                    st->then = st->now = true;
            }
            *error = c.error();
            if (!error->isEmpty())
                return false;
        }
    }

    // Labels of the offerings with a change: read beside the points (prefetched, every offering),
    // or now: a few (a recent cutoff) by id, in chunks; many, one scan of all.
    LabelRead own;
    LabelRead *prefetched = labelsRead ? labelsRead() : nullptr;
    LabelRead &read = prefetched ? *prefetched : own;
    if (!prefetched) {
        QList<qint64> wanted;
        if (qsizetype(states.size()) * 4 < offerings) {
            wanted.reserve(qsizetype(states.size()));
            for (const OfferState &st : states)
                wanted.append(st.offering); // ascending
        }
        if (!readLabels(catalog.database(), wanted.isEmpty() ? nullptr : &wanted, own)) {
            *error = own.error;
            return false;
        }
    }
    // Both by offering id: one walk pairs them. A state without a label (points of an offering
    // the table no longer has; none under the foreign key) gets an empty one.
    const int none = read.texts.id(QByteArrayView());
    LabelRead::Label missing { 0, none, none, none, none, none, 0, false, false };
    std::vector<const LabelRead::Label *> labelOf(states.size());
    std::vector<LabelRead::Label> missingLabels;
    missingLabels.reserve(states.size());
    size_t at = 0;
    for (size_t i = 0; i < states.size(); ++i) {
        while (at < read.labels.size() && read.labels[at].id < states[i].offering)
            ++at;
        if (at < read.labels.size() && read.labels[at].id == states[i].offering) {
            labelOf[i] = &read.labels[at];
        } else {
            missing.id = states[i].offering;
            labelOf[i] = &missingLabels.emplace_back(missing);
        }
    }
    // The labels in list order, the records where the classification wrote them (in the order
    // of the rows) and their list order.
    auto store = std::make_shared<PriceChanges::Store>();
    store->labels.reserve(states.size());
    store->order.reserve(records.size());
    std::vector<int> appearedLabels, removedLabels; // in list order
    auto list = [&](OfferState &st, const LabelRead::Label &offer) {
        const int label = int(store->labels.size());
        store->labels.push_back(offer);
        const bool appeared = !st.then && st.now, removed = st.then && !st.now;
        if (appeared)
            appearedLabels.push_back(label);
        else if (removed)
            removedLabels.push_back(label);
        for (int k = st.first; k < st.first + st.count; ++k) {
            Record &r = records[size_t(k)];
            r.label = label;
            r.offerLevel = appeared || removed;
            store->order.push_back(k);
        }
    };
    if (!read.ordered.empty() && missingLabels.empty()) {
        // Every offering's label, already in list order: those with a state, in turn. States by
        // offering id, found in a table indexed by id (ids are dense) or by binary search.
        const qint64 last = states.back().offering;
        const bool dense = states.front().offering >= 0 && last < 4 * qint64(states.size()) + 65536;
        std::vector<int> stateAt(dense ? size_t(last) + 1 : 0, -1);
        for (size_t i = 0; dense && i < states.size(); ++i)
            stateAt[size_t(states[i].offering)] = int(i);
        for (const int i : read.ordered) {
            const LabelRead::Label &offer = read.labels[size_t(i)];
            OfferState *st = nullptr;
            if (!dense)
                st = stateOf(offer.id);
            else if (offer.id >= 0 && offer.id <= last && stateAt[size_t(offer.id)] >= 0)
                st = &states[size_t(stateAt[size_t(offer.id)])];
            if (st)
                list(*st, offer);
        }
    } else {
        for (const int i : listOrder(labelOf, read.texts))
            list(states[size_t(i)], *labelOf[size_t(i)]);
    }
    store->labelTexts = read.texts.values();
    for (const int label : appearedLabels)
        d.newOffers.append(store->offer(label));
    for (const int label : removedLabels)
        d.removedOffers.append(store->offer(label));
    store->records = std::move(records);
    store->texts = texts.values();
    d.changes = PriceChanges(std::move(store));
    return true;
}

} // namespace cg::historydiff
