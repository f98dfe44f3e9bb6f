#include "Workspace.h"

#include "catalog/store/Catalog.h"
#include "catalog/store/CatalogFile.h"
#include "scoring/RankingSession.h"

#include <QFileInfo>
#include <QtConcurrent/QtConcurrentRun>

#include <algorithm>

#ifdef __GLIBC__
#include <malloc.h>
#endif

namespace cg {

Workspace::Workspace(QString location, QObject *parent)
    : QObject(parent)
    , m_location(std::move(location))
    , m_catalog(std::make_unique<Catalog>(m_location))
    , m_session(new RankingSession(this))
    , m_loader(new SnapshotLoader(m_location, this))
{
    m_rerankTimer.setSingleShot(true);
    connect(&m_rerankTimer, &QTimer::timeout, this, &Workspace::rerank);
}

Workspace::~Workspace()
{
    // The loader's workers hold connections of their own: they end before the catalog goes.
    m_loader->waitForFinished();
}

std::unique_ptr<Workspace> Workspace::openForCommand(
    const QString &explicitLocation, QStringList *warnings, QString *error, const ConfirmNewCatalog &confirmNew)
{
    const QString location = explicitLocation.isEmpty() ? CatalogFile::defaultCatalogPath() : explicitLocation;
    if (!explicitLocation.isEmpty()) {
        *error = CatalogFile::refusedLocation(explicitLocation);
        if (!error->isEmpty())
            return nullptr;
        const QFileInfo named(explicitLocation);
        if (!Catalog::isServerLocation(explicitLocation) && !named.exists()) {
            if (confirmNew && !confirmNew(explicitLocation)) {
                *error = QStringLiteral("%1 does not exist; nothing was created. Name an existing catalog, or answer yes to start a"
                                        " new one there.")
                             .arg(explicitLocation);
                return nullptr;
            }
            warnings->append(QStringLiteral("%1 did not exist: created as a new catalog, a copy of the bundled one").arg(explicitLocation));
        }
    }
    if (!CatalogFile::ensureCatalogFile(location, error))
        return nullptr;
    auto workspace = std::make_unique<Workspace>(location);
    QString recovered;
    // Only the user's own default catalog is rebuilt: a file named with --catalog is the user's
    // to keep, so it is reported and left alone.
    if (!workspace->openChecked(explicitLocation.isEmpty(), &recovered, error))
        return nullptr;
    if (!recovered.isEmpty())
        warnings->append(recovered);
    if (workspace->catalog().isReadOnly())
        warnings->append(QStringLiteral("%1: %2; opened read-only").arg(location, workspace->catalog().readOnlyReason()));
    return workspace;
}

bool Workspace::openChecked(bool recoverDamaged, QString *recovered, QString *error)
{
    return CatalogFile::openOrRecover(*m_catalog, recoverDamaged, recovered, error);
}

bool Workspace::openDeferred(QString *error)
{
    return m_catalog->open(error, Catalog::IntegrityCheck::Deferred);
}

std::optional<LoadedSnapshot> Workspace::readNow(QString *error) const
{
    return SnapshotLoader::readNow(*m_catalog, m_session->params().scenario, error);
}

void Workspace::readInBackground(bool checkIntegrity)
{
    m_loader->start(m_session->params().scenario, checkIntegrity);
}

LoadedSnapshot Workspace::apply(LoadedSnapshot loaded, const RankingParams &params)
{
    m_rerankTimer.stop(); // the pending weights are in `params`
    m_session->setSnapshot(std::move(loaded.prepared), params);
    loaded.prepared = {};
    return loaded;
}

void Workspace::releaseFreedMemory()
{
#ifdef __GLIBC__
    // glibc keeps freed heap otherwise: a re-import left the window 100-200 MB larger. On a
    // worker, since walking a large heap takes a while; it holds the heap's lock meanwhile, so
    // it runs after the caller's own allocations (the views' refresh), not beside them.
    (void)QtConcurrent::run([] { malloc_trim(0); });
#endif
}

bool Workspace::load(const RankingParams &params, QString *error)
{
    auto snapshot = CatalogSnapshot::read(*m_catalog, error);
    if (!snapshot)
        return false;
    m_pendingWeights = params.weights;
    m_session->setSnapshot(std::move(*snapshot), params);
    return true;
}

void Workspace::scheduleWeights(const Weights &weights)
{
    m_pendingWeights = weights;
    if (m_rerankTimer.isActive())
        return; // this frame's ranking will read the newest weights
    const qint64 sinceLast = m_lastRerank.isValid() ? m_lastRerank.elapsed() : kFrameMs;
    m_rerankTimer.start(int(std::max<qint64>(0, kFrameMs - sinceLast)));
}

void Workspace::flushRerank()
{
    if (m_rerankTimer.isActive()) {
        m_rerankTimer.stop();
        rerank();
    }
}

int Workspace::rankCount() const
{
    return m_session->rankCount();
}

void Workspace::rerank()
{
    m_lastRerank.start();
    m_session->setWeights(m_pendingWeights);
    emit sliderReranked();
}

} // namespace cg
