#include "assessing/AssessmentDialog.h"

#include "assess/AssessmentStore.h"
#include "assess/Rubric.h"
#include "catalog/store/Catalog.h"
#include "core/Tier.h"
#include "itemmodels/OfferTableModel.h"
#include "scoring/ScoringTable.h"

#include <QComboBox>
#include <QDialogButtonBox>
#include <QDoubleSpinBox>
#include <QEvent>
#include <QFormLayout>
#include <QHBoxLayout>
#include <QHeaderView>
#include <QItemSelectionModel>
#include <QLabel>
#include <QLineEdit>
#include <QMessageBox>
#include <QPlainTextEdit>
#include <QPushButton>
#include <QSettings>
#include <QSplitter>
#include <QTableView>
#include <QTextBrowser>
#include <QVBoxLayout>

#include <algorithm>

namespace cg {

namespace {
constexpr double kNotAssessed = -0.5; // the spin box's minimum, shown as "not assessed"
const QString kAuthorKey = QStringLiteral("assessments/author");
} // namespace

AssessmentDialog::AssessmentDialog(Catalog &catalog, const QString &providerKey, const QString &readOnlyReason, QWidget *parent)
    : QDialog(parent)
    , m_catalog(catalog)
    , m_readOnlyReason(readOnlyReason)
{
    setObjectName(QStringLiteral("assessmentDialog"));
    m_model = new AssessmentEditModel(this);
    m_ratings = catalog.latestRatings();

    m_providerLabel = new QLabel(this);
    m_provider = new QComboBox(this);
    m_provider->setObjectName(QStringLiteral("providerPicker"));
    const bool zh = QLocale().language() == QLocale::Chinese;
    QList<ProviderRecord> providers = catalog.providers();
    auto name = [zh](const ProviderRecord &p) { return zh && !p.nameZh.isEmpty() ? p.nameZh : p.nameEn; };
    std::sort(providers.begin(), providers.end(),
        [&name](const ProviderRecord &a, const ProviderRecord &b) { return name(a).compare(name(b), Qt::CaseInsensitive) < 0; });
    for (const ProviderRecord &p : providers)
        m_provider->addItem(name(p), p.key);
    m_providerLabel->setBuddy(m_provider);
    m_tierLabel = new QLabel(this);
    m_fromTier = new QPushButton(this);
    m_fromTier->setObjectName(QStringLiteral("startFromTier"));
    auto *top = new QHBoxLayout;
    top->addWidget(m_providerLabel);
    top->addWidget(m_provider, 1);
    top->addSpacing(12);
    top->addWidget(m_tierLabel, 2);
    top->addWidget(m_fromTier);
    m_coverage = new QLabel(this);
    m_coverage->setObjectName(QStringLiteral("coverage"));
    QFont bigger = m_coverage->font();
    bigger.setBold(true);
    m_coverage->setFont(bigger);

    m_table = new QTableView(this);
    m_table->setObjectName(QStringLiteral("categoriesTable"));
    m_table->setModel(m_model);
    m_table->setSelectionBehavior(QAbstractItemView::SelectRows);
    m_table->setSelectionMode(QAbstractItemView::SingleSelection);
    m_table->setEditTriggers(QAbstractItemView::NoEditTriggers);
    m_table->verticalHeader()->hide();
    m_table->horizontalHeader()->setStretchLastSection(true);
    m_table->verticalHeader()->setDefaultSectionSize(m_table->fontMetrics().height() + 8);

    auto *form = new QWidget(this);
    auto *formLayout = new QFormLayout(form);
    m_score = new QDoubleSpinBox(form);
    m_score->setObjectName(QStringLiteral("score"));
    m_score->setRange(kNotAssessed, 5);
    m_score->setSingleStep(0.5);
    m_score->setDecimals(2);
    m_evidence = new QPlainTextEdit(form);
    m_evidence->setObjectName(QStringLiteral("evidence"));
    m_evidence->setTabChangesFocus(true);
    m_evidence->setMaximumHeight(6 * m_evidence->fontMetrics().height());
    m_url = new QLineEdit(form);
    m_url->setObjectName(QStringLiteral("sourceUrl"));
    m_date = new QLineEdit(form);
    m_date->setObjectName(QStringLiteral("assessedOn"));
    m_author = new QLineEdit(form);
    m_author->setObjectName(QStringLiteral("author"));
    m_originNote = new QLabel(form);
    m_originNote->setWordWrap(true);
    m_scoreLabel = new QLabel(form);
    m_evidenceLabel = new QLabel(form);
    m_urlLabel = new QLabel(form);
    m_dateLabel = new QLabel(form);
    m_authorLabel = new QLabel(form);
    m_scoreLabel->setBuddy(m_score);
    m_evidenceLabel->setBuddy(m_evidence);
    m_urlLabel->setBuddy(m_url);
    m_dateLabel->setBuddy(m_date);
    m_authorLabel->setBuddy(m_author);
    formLayout->addRow(m_scoreLabel, m_score);
    formLayout->addRow(m_evidenceLabel, m_evidence);
    formLayout->addRow(m_urlLabel, m_url);
    formLayout->addRow(m_dateLabel, m_date);
    formLayout->addRow(m_authorLabel, m_author);
    formLayout->addRow(m_originNote);
    m_rubric = new QTextBrowser(form);
    m_rubric->setObjectName(QStringLiteral("rubric"));
    m_rubric->setOpenExternalLinks(true);
    formLayout->addRow(m_rubric);

    auto *splitter = new QSplitter(this);
    splitter->addWidget(m_table);
    splitter->addWidget(form);
    splitter->setStretchFactor(0, 1);
    splitter->setStretchFactor(1, 1);
    splitter->setSizes({ 560, 540 });

    m_mapping = new QLabel(this);
    m_mapping->setObjectName(QStringLiteral("mapping"));
    m_mapping->setWordWrap(true);
    m_mapping->setTextFormat(Qt::RichText);

    auto *buttons = new QDialogButtonBox(this);
    m_save = buttons->addButton(QString(), QDialogButtonBox::AcceptRole);
    m_save->setObjectName(QStringLiteral("save"));
    m_revert = buttons->addButton(QString(), QDialogButtonBox::ResetRole);
    m_revert->setObjectName(QStringLiteral("revert"));
    m_delete = buttons->addButton(QString(), QDialogButtonBox::DestructiveRole);
    m_delete->setObjectName(QStringLiteral("delete"));
    m_close = buttons->addButton(QString(), QDialogButtonBox::RejectRole);
    m_close->setObjectName(QStringLiteral("close"));
    m_save->setAutoDefault(false);
    m_close->setAutoDefault(false);
    connect(m_save, &QPushButton::clicked, this, &AssessmentDialog::save);
    connect(m_revert, &QPushButton::clicked, m_model, &AssessmentEditModel::revert);
    connect(m_delete, &QPushButton::clicked, this, &AssessmentDialog::deleteAll);
    connect(m_close, &QPushButton::clicked, this, &AssessmentDialog::reject);
    connect(m_fromTier, &QPushButton::clicked, this, &AssessmentDialog::startFromTier);

    auto *layout = new QVBoxLayout(this);
    layout->addLayout(top);
    layout->addWidget(m_coverage);
    layout->addWidget(splitter, 1);
    layout->addWidget(m_mapping);
    layout->addWidget(buttons);

    connect(m_model, &AssessmentEditModel::draftsChanged, this, &AssessmentDialog::updateState);
    connect(m_model, &QAbstractItemModel::modelReset, this, [this] { selectCategory(std::max(0, currentRow())); });
    connect(m_table->selectionModel(), &QItemSelectionModel::currentRowChanged, this,
        [this](const QModelIndex &current) { showRow(current.row()); });
    connect(m_score, &QDoubleSpinBox::valueChanged, this, &AssessmentDialog::formEdited);
    connect(m_evidence, &QPlainTextEdit::textChanged, this, &AssessmentDialog::formEdited);
    for (QLineEdit *e : { m_url, m_date, m_author })
        connect(e, &QLineEdit::textEdited, this, &AssessmentDialog::formEdited);
    connect(m_provider, &QComboBox::currentIndexChanged, this, [this](int index) {
        const QString key = m_provider->itemData(index).toString();
        if (key != m_model->providerKey() && !setProvider(key)) {
            const QSignalBlocker block(m_provider);
            m_provider->setCurrentIndex(m_provider->findData(m_model->providerKey()));
        }
    });

    retranslateUi();
    const int index = m_provider->findData(providerKey);
    {
        const QSignalBlocker block(m_provider);
        m_provider->setCurrentIndex(std::max(0, index));
    }
    loadProvider(m_provider->currentData().toString());
    resize(1100, 760);
}

bool AssessmentDialog::setProvider(const QString &providerKey)
{
    if (providerKey == m_model->providerKey())
        return true;
    if (m_model->isModified() && !confirmDiscard())
        return false;
    const int index = m_provider->findData(providerKey);
    if (index < 0)
        return false;
    {
        const QSignalBlocker block(m_provider);
        m_provider->setCurrentIndex(index);
    }
    loadProvider(providerKey);
    return true;
}

void AssessmentDialog::loadProvider(const QString &providerKey)
{
    const QList<Assessment> stored = m_catalog.assessmentRecords(providerKey);
    m_storedCount = int(stored.size());
    m_model->load(providerKey, stored);
    m_table->resizeColumnsToContents();
    selectCategory(0);
    updateState();
}

void AssessmentDialog::selectCategory(int row)
{
    const QModelIndex index = m_model->index(row, 0);
    m_table->selectionModel()->setCurrentIndex(index, QItemSelectionModel::ClearAndSelect | QItemSelectionModel::Rows);
    showRow(row);
}

int AssessmentDialog::currentRow() const
{
    const QModelIndex current = m_table->selectionModel()->currentIndex();
    return current.isValid() ? current.row() : -1;
}

void AssessmentDialog::showRow(int row)
{
    if (row < 0 || row >= m_model->rowCount())
        return;
    const Assessment &a = m_model->assessment(row);
    m_updatingForm = true;
    m_score->setValue(a.score.value_or(kNotAssessed));
    if (m_evidence->toPlainText() != a.evidence)
        m_evidence->setPlainText(a.evidence);
    m_url->setText(a.sourceUrl);
    m_date->setText(a.assessedOn);
    m_author->setText(authorText(a));
    m_updatingForm = false;
    m_rubric->setHtml(Rubric::html(Criterion(row)));
    m_originNote->setText(a.isTierDefault() ? tr("Filled from the published tier by the mapping below: not an assessment. "
                                                 "Change the score and give your evidence to make it one.")
                                            : QString());
    m_originNote->setVisible(a.isTierDefault());
}

void AssessmentDialog::formEdited()
{
    const int row = currentRow();
    if (m_updatingForm || row < 0)
        return;
    const Assessment before = m_model->assessment(row);
    Assessment a = before;
    a.score = m_score->value() <= kNotAssessed ? std::nullopt : std::optional<double>(m_score->value());
    a.evidence = m_evidence->toPlainText();
    a.sourceUrl = m_url->text().trimmed();
    a.assessedOn = m_date->text().trimmed();
    a.author = m_author->text() == authorText(before) ? before.author : m_author->text();
    if (a == before)
        return;
    const QString defaultAuthor = QSettings().value(kAuthorKey).toString();
    const QString today = QDate::currentDate().toString(Qt::ISODate);
    bool refill = false;
    if (before.isTierDefault()) {
        // An edit makes the row a person's judgment: the tier's text, source and date are not its evidence.
        if (a.author == before.author)
            a.author = defaultAuthor;
        if (a.evidence == before.evidence)
            a.evidence.clear();
        if (a.sourceUrl == before.sourceUrl)
            a.sourceUrl.clear();
        if (a.assessedOn == before.assessedOn)
            a.assessedOn = today;
        refill = true;
    } else if (a.score && !before.score) {
        if (a.assessedOn.isEmpty()) {
            a.assessedOn = today;
            refill = true;
        }
        if (a.author.isEmpty() && !defaultAuthor.isEmpty()) {
            a.author = defaultAuthor;
            refill = true;
        }
    }
    m_model->setAssessment(row, a);
    if (refill)
        showRow(row);
}

QString AssessmentDialog::authorText(const Assessment &a)
{
    return a.isTierDefault() ? tr("CloudGauge (from the published tier)") : a.author;
}

QString AssessmentDialog::coverageText() const
{
    const int assessed = m_model->assessedCount();
    int fromTier = 0;
    for (const Assessment &a : m_model->assessments())
        fromTier += AssessmentEditModel::originOf(a) == AssessmentEditModel::Origin::FromTier ? 1 : 0;
    QString text = tr("%1 of 10 categories assessed").arg(assessed);
    if (fromTier > 0)
        text += QStringLiteral(" · ") + tr("%1 filled from the published tier").arg(fromTier);
    if (assessed + fromTier < 10)
        text += QStringLiteral(" · ")
            + tr("%1 with no data (the ranking uses the published tier where there is one)").arg(10 - assessed - fromTier);
    return text;
}

void AssessmentDialog::updateState()
{
    m_coverage->setText(coverageText());
    m_table->resizeColumnsToContents();
    const bool writable = m_readOnlyReason.isEmpty();
    const bool modified = m_model->isModified();
    m_save->setEnabled(writable && modified);
    m_revert->setEnabled(modified);
    m_delete->setEnabled(writable && m_storedCount > 0);
    for (QPushButton *b : { m_save, m_delete })
        b->setToolTip(writable ? QString() : m_readOnlyReason);
    const auto rating = m_ratings.constFind(m_model->providerKey());
    const auto mapped = rating == m_ratings.constEnd() ? std::nullopt : tierDefaultScore(rating->tier);
    m_tierLabel->setText(rating == m_ratings.constEnd() ? tr("No published ClusterMAX tier")
            : mapped                                    ? tr("Published tier: %1 (ClusterMAX %2, %3) → %4 of 5")
                           .arg(Tier::displayNameOf(rating->tier), rating->version, rating->published, QLocale().toString(*mapped, 'g', 3))
                     : tr("Published tier: %1 (ClusterMAX %2): no score").arg(Tier::displayNameOf(rating->tier), rating->version));
    m_fromTier->setEnabled(mapped.has_value());
    setWindowTitle(modified ? tr("Assess provider: %1 (unsaved)").arg(m_provider->currentText())
                            : tr("Assess provider: %1").arg(m_provider->currentText()));
}

QString AssessmentDialog::mappingHtml() const
{
    QString head = QStringLiteral("<td><b>%1</b></td>").arg(tr("Tier → score").toHtmlEscaped());
    QString scores = QStringLiteral("<td><b>%1</b></td>").arg(tr("0-5 (points)").toHtmlEscaped());
    for (const QString &tier : mappedTiers()) {
        const double s = *tierDefaultScore(tier);
        head += QStringLiteral("<td align=center>%1</td>").arg(Tier::displayNameOf(tier).toHtmlEscaped());
        scores += QStringLiteral("<td align=center>%1 (%2)</td>").arg(QLocale().toString(s, 'g', 3), QLocale().toString(s * 20, 'g', 3));
    }
    head += QStringLiteral("<td align=center>%1</td>").arg(tr("Unavailable or unrated").toHtmlEscaped());
    scores += QStringLiteral("<td align=center>%1</td>").arg(tr("no data").toHtmlEscaped());
    return QStringLiteral("<table cellspacing=0 cellpadding=3 border=1><tr>%1</tr><tr>%2</tr></table><small>%3</small>")
        .arg(head, scores,
            tr("\"Start from published tier\" uses the same points the ranking gives a tier (score = points ÷ 20). The tier order is "
               "ClusterMAX's; the points and this 0-5 scale are CloudGauge's.")
                .toHtmlEscaped());
}

void AssessmentDialog::startFromTier()
{
    const auto rating = m_ratings.constFind(m_model->providerKey());
    if (rating == m_ratings.constEnd())
        return;
    const int filled = m_model->fillFromTier(*rating);
    showRow(currentRow());
    if (filled == 0)
        QMessageBox::information(this, tr("Start from published tier"), tr("Every category already has a score or the tier's score."));
}

bool AssessmentDialog::save()
{
    m_lastErrors.clear();
    QSet<QString> providers { m_model->providerKey() };
    const QDate today = QDate::currentDate();
    for (int i = 0; i < m_model->rowCount(); ++i) {
        const Assessment &a = m_model->assessment(i);
        if (a.isBlank())
            continue;
        const QString problem = validateAssessment(a, providers, today);
        if (!problem.isEmpty())
            m_lastErrors.append(tr("%1: %2").arg(criterionName(Criterion(i)), problem));
    }
    if (m_lastErrors.isEmpty() && !m_readOnlyReason.isEmpty())
        m_lastErrors.append(m_readOnlyReason);
    if (m_lastErrors.isEmpty()) // the store's messages name provider/category
        AssessmentStore::saveProvider(m_catalog, m_model->providerKey(), m_model->assessments(), today, &m_lastErrors);
    if (!m_lastErrors.isEmpty()) {
        QMessageBox::warning(this, tr("Not saved"), tr("Nothing was saved:\n%1").arg(m_lastErrors.join(QLatin1Char('\n'))));
        return false;
    }
    for (const Assessment &a : m_model->assessments())
        if (!a.author.isEmpty() && !a.isTierDefault())
            QSettings().setValue(kAuthorKey, a.author);
    const int row = currentRow();
    const QList<Assessment> stored = m_catalog.assessmentRecords(m_model->providerKey());
    m_storedCount = int(stored.size());
    m_model->load(m_model->providerKey(), stored);
    selectCategory(std::max(0, row));
    emit saved(m_model->providerKey());
    return true;
}

void AssessmentDialog::deleteAll()
{
    const int stored = int(m_catalog.assessmentRecords(m_model->providerKey()).size());
    const auto answer = QMessageBox::question(this, tr("Delete assessments"),
        tr("Delete the %n stored assessment row(s) of %1? Its categories then use its published tier, "
           "or show no data.",
            nullptr, stored)
            .arg(m_provider->currentText()),
        QMessageBox::Yes | QMessageBox::Cancel, QMessageBox::Cancel);
    if (answer != QMessageBox::Yes)
        return;
    QString error;
    if (AssessmentStore::remove(m_catalog, m_model->providerKey(), QString(), &error) < 0) {
        QMessageBox::warning(this, tr("Not deleted"), error);
        return;
    }
    loadProvider(m_model->providerKey());
    emit saved(m_model->providerKey());
}

bool AssessmentDialog::confirmDiscard()
{
    QMessageBox box(QMessageBox::Question, tr("Unsaved changes"),
        tr("Discard %n unsaved change(s) to %1?", nullptr, m_model->modifiedCount()).arg(m_provider->currentText()),
        QMessageBox::Discard | QMessageBox::Cancel, this);
    box.setObjectName(QStringLiteral("discardQuestion"));
    box.setDefaultButton(QMessageBox::Cancel);
    return box.exec() == QMessageBox::Discard;
}

void AssessmentDialog::reject()
{
    if (m_model->isModified() && !confirmDiscard())
        return;
    QDialog::reject();
}

void AssessmentDialog::changeEvent(QEvent *event)
{
    if (event->type() == QEvent::LanguageChange)
        retranslateUi();
    QDialog::changeEvent(event);
}

void AssessmentDialog::retranslateUi()
{
    m_providerLabel->setText(tr("&Provider:"));
    m_fromTier->setText(tr("Start from published &tier"));
    m_fromTier->setToolTip(tr("Fill the categories without an assessment from the provider's latest published tier, by the mapping below"));
    m_scoreLabel->setText(tr("&Score (0-5):"));
    m_score->setSpecialValueText(tr("not assessed"));
    m_evidenceLabel->setText(tr("&Evidence:"));
    m_urlLabel->setText(tr("Source &URL:"));
    m_url->setPlaceholderText(tr("https://…"));
    m_dateLabel->setText(tr("Assessed &on:"));
    m_date->setPlaceholderText(tr("YYYY-MM-DD"));
    m_authorLabel->setText(tr("&Author:"));
    m_save->setText(tr("&Save"));
    m_revert->setText(tr("&Revert"));
    m_delete->setText(tr("&Delete assessments…"));
    m_close->setText(tr("&Close"));
    m_mapping->setText(mappingHtml());
    m_model->retranslate();
    updateState();
    showRow(currentRow());
}

} // namespace cg
