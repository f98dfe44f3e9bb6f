#pragma once

#include <QImage>
#include <QTextBrowser>
#include <QUrl>

#include <optional>

class QAction;

namespace cg {

class AssessmentActions;
class Catalog;
class RankingSession;

/**
 * The detail pane: shows OfferDetails::html() of the selected offer of the window's ranking
 * session, with where each category score comes from (read from the window's assessments). Web
 * links open in the browser; "cloudgauge:assess?provider=KEY" opens the assessment editor.
 */
class DetailsPane final : public QTextBrowser
{
    Q_OBJECT

public:
    /// `session` and `assessments` (the window's) must outlive the pane.
    DetailsPane(const RankingSession &session, AssessmentActions &assessments, QWidget *parent = nullptr);

    /// Shows offer row `row` of the session (the placeholder when negative); `scenarioName` is the
    /// true-cost scenario and `needName` the need profile (empty for none) as the weights panel names them.
    void showOffer(int row, const QString &scenarioName, const QString &needName = {});
    /// The catalog whose price history (schema v3) the pane charts below the details; null: none.
    void setCatalog(const Catalog *catalog) { m_catalog = catalog; }
    /// The currency the history chart converts to (at each point's date); empty = the source's.
    void setDisplayCurrency(const QString &currency) { m_currency = currency; }
    /// Writes the price series of offer `offerId` (every stored point, HistoryExport) to `path`:
    /// JSON when it ends in .json, else CSV. False with `error` (naming the file) when the offer is
    /// unknown or the file cannot be written; a failed write leaves no file behind.
    bool exportHistory(qint64 offerId, const QString &path, QString *error) const;
    /// File → "Export price history…": exports the series of the offer shown; enabled while the
    /// pane shows an offer with a price history.
    QAction *exportHistoryAction() const { return m_exportHistory; }

protected:
    void changeEvent(QEvent *event) override;
    /// The history chart image for its cloudgauge-history: URL; anything else as QTextBrowser loads it.
    QVariant loadResource(int type, const QUrl &name) override;

private:
    /// Asks where to save, then exportHistory(); the history section's "Export" link calls it.
    void askExportHistory(qint64 offerId);
    /// The price-history section of offer `offerId` (chart image and table), empty without history.
    QString historyHtml(qint64 offerId, std::optional<double> gpuCount);

    const Catalog *m_catalog = nullptr;
    QAction *m_exportHistory = nullptr;
    qint64 m_historyOffer = 0; // the offer whose history is shown, 0: none
    QUrl m_historyUrl;
    QImage m_historyImage;
    QString m_currency;
    const RankingSession &m_session;
    AssessmentActions &m_assessments;
};

} // namespace cg
