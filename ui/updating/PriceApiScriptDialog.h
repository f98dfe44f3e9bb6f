#pragma once

#include "catalog/store/CatalogTypes.h"

#include <QDialog>
#include <QList>

class QComboBox;
class QLabel;
class QLineEdit;
class QPlainTextEdit;
class QPushButton;

namespace cg {

/**
 * File → Get prices from a cloud's price API…: for Alibaba, Tencent or Huawei Cloud, shows the
 * shell script of vendor CLI calls (PriceApiScript, the same one `cloudgauge price-api script`
 * writes) that asks the cloud for the hourly list price of every instance type the catalog lists
 * for it. The dialog runs nothing: the user saves or copies the script and runs it with their own
 * credentials; "Import the answers…" hands the file it wrote to the window's import
 * (importRequested). The regions typed per provider are remembered (QSettings
 * priceApi/regions/PROVIDER); until then the provider's regions in the catalog are offered.
 */
class PriceApiScriptDialog final : public QDialog
{
    Q_OBJECT

public:
    /// `offers`: the catalog's offers, read for each provider's instance types and regions.
    explicit PriceApiScriptDialog(const QList<OfferView> &offers, QWidget *parent = nullptr);

    /// Shows the script for `provider` (alibaba, tencent or huawei; another key is ignored).
    void setProvider(const QString &provider);
    QString provider() const;
    /// Sets the regions (Alibaba and Huawei region IDs, Tencent zones), separated by spaces or commas.
    void setRegions(const QString &regions);
    /// The script shown (empty when it cannot be written; problem() says why).
    QString scriptText() const;
    /// Why no script is shown ("no region", "'x' is not …"), or empty.
    QString problem() const;
    /// Saves the script to `path` (executable); false with a message box's text in `*error`.
    bool saveTo(const QString &path, QString *error) const;
    void retranslate();

signals:
    /// The user chose the file(s) the script wrote: the window imports them.
    void importRequested(const QStringList &files);

protected:
    void changeEvent(QEvent *event) override;

private:
    void providerChanged();
    void refresh();
    void saveScript();
    void importAnswers();

    QList<OfferView> m_offers;
    QLabel *m_intro, *m_providerLabel, *m_regionsLabel, *m_summary;
    QComboBox *m_provider;
    QLineEdit *m_regions;
    QPlainTextEdit *m_script;
    QPushButton *m_save, *m_copy, *m_import, *m_close;
    QString m_problem;
};

} // namespace cg
