#include "WheelGuard.h"

#include <QAbstractScrollArea>
#include <QAbstractSlider>
#include <QAbstractSpinBox>
#include <QApplication>
#include <QComboBox>
#include <QEvent>
#include <QScrollBar>
#include <QWheelEvent>

namespace cg {

namespace {

/// The widgets whose value a wheel turn changes. A scroll bar is a slider too, but scrolling is
/// what its wheel is for (a scroll area hands it every wheel event it gets).
bool takesValueFromWheel(const QObject *o)
{
    if (qobject_cast<const QScrollBar *>(o))
        return false;
    return qobject_cast<const QComboBox *>(o) || qobject_cast<const QAbstractSpinBox *>(o) || qobject_cast<const QAbstractSlider *>(o);
}

/// The nearest scroll area around `w` (its viewport holds `w`), or null.
QAbstractScrollArea *scrollAreaAround(QWidget *w)
{
    for (QWidget *p = w->parentWidget(); p; p = p->parentWidget()) {
        if (auto *area = qobject_cast<QAbstractScrollArea *>(p))
            return area;
    }
    return nullptr;
}

} // namespace

WheelGuard::WheelGuard(QObject *parent)
    : QObject(parent)
{
}

void WheelGuard::install()
{
    auto *app = qobject_cast<QApplication *>(QCoreApplication::instance());
    if (!app || app->findChild<WheelGuard *>(QString(), Qt::FindDirectChildrenOnly))
        return;
    app->installEventFilter(new WheelGuard(app));
}

bool WheelGuard::eventFilter(QObject *watched, QEvent *event)
{
    if (event->type() == QEvent::Polish && takesValueFromWheel(watched)) {
        auto *widget = static_cast<QWidget *>(watched);
        if (widget->focusPolicy() == Qt::WheelFocus)
            widget->setFocusPolicy(Qt::StrongFocus);
    } else if (event->type() == QEvent::Wheel && takesValueFromWheel(watched) && !static_cast<QWidget *>(watched)->hasFocus()) {
        // The widget never sees the wheel. The scroll area around it gets it instead, as if the
        // pointer were over the area's own background; without one the wheel goes on to the
        // parents (QApplication passes an ignored, filtered user wheel event on).
        auto *wheel = static_cast<QWheelEvent *>(event);
        if (QAbstractScrollArea *area = scrollAreaAround(static_cast<QWidget *>(watched))) {
            QWidget *viewport = area->viewport();
            QWheelEvent forwarded(viewport->mapFromGlobal(wheel->globalPosition()), wheel->globalPosition(), wheel->pixelDelta(),
                wheel->angleDelta(), wheel->buttons(), wheel->modifiers(), wheel->phase(), wheel->inverted(), wheel->source());
            QCoreApplication::sendEvent(viewport, &forwarded);
            event->accept(); // handled: not passed on a second time
        } else {
            event->ignore();
        }
        return true;
    }
    return QObject::eventFilter(watched, event);
}

} // namespace cg
