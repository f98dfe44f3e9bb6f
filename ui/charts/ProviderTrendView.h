#pragma once

#include "catalog/pricehistory/PriceHistory.h"
#include "charts/PriceHistoryChart.h"

#include <QFutureWatcher>
#include <QWidget>

class QChart;
class QChartView;
class QLabel;

namespace cg {

class Catalog;

/**
 * The provider view's trend: for the provider chosen in the provider ranking, one step line per
 * GPU model of the median on-demand price per GPU-hour of its offers on each day its prices were observed
 * (PriceHistory::providerTrend), converted to the display currency at the FX rate of each date.
 * Shown under the provider ranking; empty until a provider is chosen or without price history.
 * The history is read on a worker thread with its own connection to the catalog (a large
 * catalog's history takes hundreds of milliseconds): the chart changes when the read ends, and
 * trendsShown() says so.
 */
class ProviderTrendView final : public QWidget
{
    Q_OBJECT

public:
    explicit ProviderTrendView(QWidget *parent = nullptr);
    /// Waits for a running trend read: its worker holds a catalog connection that must not
    /// outlive the window (a team catalog's SQL driver is torn down at exit).
    ~ProviderTrendView() override;

    /// The catalog to read the history from (must outlive the view); null: none.
    void setCatalog(const Catalog *catalog) { m_catalog = catalog; }
    /// The currency the medians are converted to; empty = USD.
    void setDisplayCurrency(const QString &currency);
    /// Charts provider `providerKey`, named `providerName` in the title.
    void showProvider(const QString &providerKey, const QString &providerName);
    /// Redraws in the current language.
    void retranslate();

    /// The chart of `trends` (the caller owns it): one line per GPU model, a step at each date,
    /// the last value drawn on to `today` (ISO yyyy-MM-dd).
    static QChart *build(const QList<GpuTrend> &trends, const QString &currency, const QString &today);
    /// The trends last shown, for tests.
    const QList<GpuTrend> &trends() const { return m_trends; }
    /// Whether a read of the history is under way (its result replaces trends()).
    bool isReading() const { return m_read.isRunning() || m_readAgain; }

signals:
    /// The chart now shows the trends of the latest showProvider() or currency.
    void trendsShown();

protected:
    void resizeEvent(QResizeEvent *event) override;

private:
    void refresh(); // reads the trends on a worker, then show()
    void showTrends(); // the title and chart of m_trends

    QFutureWatcher<QList<GpuTrend>> m_read;
    QString m_readKey, m_readName, m_readUnit; // what the running read is for
    QString m_shownKey, m_shownName, m_shownUnit; // what m_trends are of
    bool m_readAgain = false; // the provider or currency changed while a read ran

    const Catalog *m_catalog = nullptr;
    QString m_currency, m_providerKey, m_providerName;
    QList<GpuTrend> m_trends;
    QLabel *m_title = nullptr;
    QChartView *m_view = nullptr;
};

} // namespace cg
