#pragma once

#include "assess/Assessment.h"

#include <QAbstractTableModel>
#include <QList>

namespace cg {

/**
 * The 10 ClusterMAX categories of one provider as being edited (the assessment editor's table):
 * the drafts, and the rows as stored, so the editor knows what changed and can revert.
 * A category is "assessed" when its score is set by a person, "from tier" when the score was
 * filled from the published tier (Assessment::isTierDefault), else "no data".
 */
class AssessmentEditModel final : public QAbstractTableModel
{
    Q_OBJECT

public:
    enum Column { CategoryColumn, ScoreColumn, OriginColumn, DateColumn, AuthorColumn, ColumnCount };
    enum class Origin { Assessed, FromTier, NoData };

    explicit AssessmentEditModel(QObject *parent = nullptr);

    /// Shows `providerKey`'s stored rows (any order; categories missing from `stored` are blank).
    void load(const QString &providerKey, const QList<Assessment> &stored);
    QString providerKey() const { return m_providerKey; }
    /// Row `row` (0-9, Criterion order).
    const Assessment &assessment(int row) const { return m_rows.at(row); }
    /// The 10 drafts, in Criterion order.
    QList<Assessment> assessments() const { return m_rows; }
    void setAssessment(int row, const Assessment &a);
    static Origin originOf(const Assessment &a);

    /// True when a draft differs from the stored row.
    bool isModified() const { return modifiedCount() > 0; }
    int modifiedCount() const;
    /// Categories whose score was set by a person (tier defaults and empty scores do not count), 0-10.
    int assessedCount() const;
    /// Back to the stored rows.
    void revert() override;
    /// Fills every category without a person's score from `rating` (assessmentsFromTier); a
    /// person's assessments are kept. Returns how many categories were filled.
    int fillFromTier(const RatingView &rating);
    void retranslate();

    int rowCount(const QModelIndex &parent = {}) const override;
    int columnCount(const QModelIndex &parent = {}) const override;
    QVariant data(const QModelIndex &index, int role = Qt::DisplayRole) const override;
    QVariant headerData(int section, Qt::Orientation orientation, int role = Qt::DisplayRole) const override;

signals:
    /// A draft changed, or the drafts were loaded or reverted.
    void draftsChanged();

private:
    QString m_providerKey;
    QList<Assessment> m_rows, m_stored;
};

} // namespace cg
