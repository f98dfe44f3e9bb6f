#include "history/WatchNotifier.h"

#include "catalog/pricehistory/Watchlist.h"
#include "catalog/store/Catalog.h"

#include <QMessageBox>
#include <QSettings>

namespace cg {

namespace {
const char *const kLastShown = "watch/lastShownHit";
constexpr int kMaxLines = 20;
} // namespace

WatchNotifier::WatchNotifier(Catalog &catalog, QWidget *window)
    : QObject(window)
    , m_catalog(catalog)
    , m_window(window)
{
}

int WatchNotifier::check()
{
    if (!m_catalog.isOpen())
        return 0;
    Watchlist watch(m_catalog);
    const qint64 lastShown = QSettings().value(QLatin1String(kLastShown), 0).toLongLong();
    QList<WatchHit> fresh;
    for (const WatchHit &h : watch.hits(false)) {
        if (h.id > lastShown)
            fresh.append(h);
    }
    if (fresh.isEmpty())
        return 0;
    QStringList lines;
    for (const WatchHit &h : std::as_const(fresh)) {
        if (lines.size() == kMaxLines) {
            lines.append(tr("… and %1 more (cloudgauge watch --check lists them all)").arg(fresh.size() - kMaxLines));
            break;
        }
        lines.append(h.text());
    }
    QSettings().setValue(QLatin1String(kLastShown), fresh.last().id);
    m_lastMessage = tr("A watchlist rule fired on the last update:") + QLatin1Char('\n') + lines.join(QLatin1Char('\n'));
    auto *box = new QMessageBox(QMessageBox::Information, tr("Watchlist"), m_lastMessage, QMessageBox::Ok, m_window);
    box->setAttribute(Qt::WA_DeleteOnClose);
    box->setModal(false);
    box->show();
    return int(fresh.size());
}

} // namespace cg
