#pragma once

#include <QLayout>
#include <QList>

namespace cg {

/**
 * Lays its items out left to right and wraps to a new line when the width runs out, like words
 * in a paragraph; its height follows its width (hasHeightForWidth). The minimum width is the
 * widest item's, so a bar of filters fits a 1366 px laptop screen and spreads out on a wide one.
 * The technique is the one of Qt's Flow Layout example (doc.qt.io/qt-6/qtwidgets-layouts-flowlayout-example.html);
 * the code is CloudGauge's own.
 */
class FlowLayout final : public QLayout
{
public:
    /// `spacing`: pixels between items and between lines (-1: the style's).
    explicit FlowLayout(QWidget *parent = nullptr, int spacing = -1);
    ~FlowLayout() override;

    void addItem(QLayoutItem *item) override;
    int count() const override { return int(m_items.size()); }
    QLayoutItem *itemAt(int index) const override { return m_items.value(index); }
    QLayoutItem *takeAt(int index) override;
    Qt::Orientations expandingDirections() const override { return {}; }
    bool hasHeightForWidth() const override { return true; }
    int heightForWidth(int width) const override { return arrange(QRect(0, 0, width, 0), false); }
    QSize minimumSize() const override;
    QSize sizeHint() const override;
    void setGeometry(const QRect &rect) override;

private:
    /// Places the items in `rect` (when `apply`) and returns the height used.
    int arrange(const QRect &rect, bool apply) const;
    int gap() const;

    QList<QLayoutItem *> m_items;
    int m_spacing;
};

} // namespace cg
