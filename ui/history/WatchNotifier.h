#pragma once

#include <QObject>

class QWidget;

namespace cg {

class Catalog;

/**
 * The window's watchlist notification: after each catalog reload (an import, an update) it shows
 * the watchlist hits the window has not shown yet, in a non-modal message. What it showed is kept
 * in the settings (watch/lastShownHit), apart from `cloudgauge watch --check`, which reports every
 * hit once on its own.
 */
class WatchNotifier final : public QObject
{
    Q_OBJECT

public:
    /// `catalog` must outlive the notifier; messages are shown over `window`.
    WatchNotifier(Catalog &catalog, QWidget *window);

    /// Shows the hits not shown yet; returns how many it showed (0: nothing new).
    int check();
    /// The text of the last message shown, for tests.
    QString lastMessage() const { return m_lastMessage; }

private:
    Catalog &m_catalog;
    QWidget *m_window;
    QString m_lastMessage;
};

} // namespace cg
