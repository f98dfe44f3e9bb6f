#include "itemmodels/AssessmentEditModel.h"

#include "core/Criteria.h"

#include <QFont>
#include <QLocale>

namespace cg {

AssessmentEditModel::AssessmentEditModel(QObject *parent)
    : QAbstractTableModel(parent)
{
    load(QString(), {});
}

void AssessmentEditModel::load(const QString &providerKey, const QList<Assessment> &stored)
{
    beginResetModel();
    m_providerKey = providerKey;
    m_rows.clear();
    for (const QString &key : categoryKeys()) {
        Assessment a;
        a.providerKey = providerKey;
        a.criterion = key;
        for (const Assessment &s : stored)
            if (s.criterion == key)
                a = s;
        m_rows.append(a);
    }
    m_stored = m_rows;
    endResetModel();
    emit draftsChanged();
}

void AssessmentEditModel::setAssessment(int row, const Assessment &a)
{
    if (m_rows.at(row) == a)
        return;
    m_rows[row] = a;
    emit dataChanged(index(row, 0), index(row, ColumnCount - 1));
    emit draftsChanged();
}

AssessmentEditModel::Origin AssessmentEditModel::originOf(const Assessment &a)
{
    if (!a.score)
        return Origin::NoData;
    return a.isTierDefault() ? Origin::FromTier : Origin::Assessed;
}

int AssessmentEditModel::modifiedCount() const
{
    int n = 0;
    for (int i = 0; i < m_rows.size(); ++i)
        n += m_rows.at(i) == m_stored.at(i) ? 0 : 1;
    return n;
}

int AssessmentEditModel::assessedCount() const
{
    int n = 0;
    for (const Assessment &a : m_rows)
        n += originOf(a) == Origin::Assessed ? 1 : 0;
    return n;
}

void AssessmentEditModel::revert()
{
    beginResetModel();
    m_rows = m_stored;
    endResetModel();
    emit draftsChanged();
}

int AssessmentEditModel::fillFromTier(const RatingView &rating)
{
    const QList<Assessment> derived = assessmentsFromTier(m_providerKey, rating);
    if (derived.isEmpty())
        return 0;
    int filled = 0;
    for (int i = 0; i < m_rows.size(); ++i) {
        if (originOf(m_rows.at(i)) == Origin::Assessed || m_rows.at(i) == derived.at(i))
            continue;
        m_rows[i] = derived.at(i);
        ++filled;
    }
    if (filled > 0) {
        emit dataChanged(index(0, 0), index(rowCount() - 1, ColumnCount - 1));
        emit draftsChanged();
    }
    return filled;
}

void AssessmentEditModel::retranslate()
{
    emit headerDataChanged(Qt::Horizontal, 0, ColumnCount - 1);
    emit dataChanged(index(0, 0), index(rowCount() - 1, ColumnCount - 1));
}

int AssessmentEditModel::rowCount(const QModelIndex &parent) const
{
    return parent.isValid() ? 0 : int(m_rows.size());
}

int AssessmentEditModel::columnCount(const QModelIndex &parent) const
{
    return parent.isValid() ? 0 : ColumnCount;
}

QVariant AssessmentEditModel::data(const QModelIndex &index, int role) const
{
    if (!checkIndex(index, CheckIndexOption::IndexIsValid))
        return {};
    const Assessment &a = m_rows.at(index.row());
    const Origin origin = originOf(a);
    if (role == Qt::DisplayRole) {
        switch (index.column()) {
        case CategoryColumn:
            return criterionName(Criterion(index.row()));
        case ScoreColumn:
            return a.score ? QLocale().toString(*a.score, 'g', 3) : tr("no data");
        case OriginColumn:
            return origin == Origin::Assessed ? tr("assessed") : origin == Origin::FromTier ? tr("from tier") : tr("no data");
        case DateColumn:
            return a.assessedOn;
        case AuthorColumn:
            return a.isTierDefault() ? QString() : a.author;
        default:
            return {};
        }
    }
    if (role == Qt::ToolTipRole && index.column() == OriginColumn)
        return origin == Origin::Assessed ? tr("Scored by a person, with evidence")
            : origin == Origin::FromTier  ? tr("Filled from the published tier by the mapping: not an assessment")
                                          : tr("Not assessed: the ranking uses the published tier, or no data when there is none");
    if (role == Qt::FontRole && !(a == m_stored.at(index.row()))) {
        QFont bold;
        bold.setBold(true); // an unsaved edit
        return bold;
    }
    if (role == Qt::TextAlignmentRole && index.column() == ScoreColumn)
        return QVariant(Qt::AlignRight | Qt::AlignVCenter);
    return {};
}

QVariant AssessmentEditModel::headerData(int section, Qt::Orientation orientation, int role) const
{
    if (orientation != Qt::Horizontal || role != Qt::DisplayRole)
        return QAbstractTableModel::headerData(section, orientation, role);
    switch (section) {
    case CategoryColumn:
        return tr("Category");
    case ScoreColumn:
        return tr("Score (0-5)");
    case OriginColumn:
        return tr("Origin");
    case DateColumn:
        return tr("Assessed on");
    case AuthorColumn:
        return tr("Author");
    default:
        return {};
    }
}

} // namespace cg
