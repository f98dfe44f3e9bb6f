#include "ScreenFit.h"

#include <QApplication>
#include <QEvent>
#include <QScreen>
#include <QStyle>
#include <QTimer>
#include <QVariant>
#include <QWidget>

#include <algorithm>

namespace cg {

ScreenFit::ScreenFit(QObject *parent)
    : QObject(parent)
{
}

void ScreenFit::install()
{
    auto *app = qobject_cast<QApplication *>(QCoreApplication::instance());
    if (!app || app->findChild<ScreenFit *>(QString(), Qt::FindDirectChildrenOnly))
        return;
    app->installEventFilter(new ScreenFit(app));
}

namespace {
const char kExempt[] = "cgScreenFitExempt";
/// When a shown window is fitted again, ms: long enough for a window manager to have sent its
/// frame's size (openbox, xfwm and KWin take a few ms), short enough not to be seen.
constexpr int kRefitAfterMs = 250;
} // namespace

void ScreenFit::exempt(QWidget *window)
{
    window->setProperty(kExempt, true);
}

bool ScreenFit::fit(QWidget *window)
{
    if (window->property(kExempt).toBool())
        return false;
    const QScreen *screen = window->screen();
    if (!screen)
        return false;
    const QRect available = screen->availableGeometry();
    // The frame the window manager adds (title bar, borders). Unknown (zero) until the window
    // manager has framed the window: then a title bar and borders of the style's size are assumed,
    // and the window is fitted again once they are known (eventFilter).
    QSize frame = window->frameGeometry().size() - window->geometry().size();
    if (frame.isEmpty()) {
        const int border = 4, titleBar = window->style()->pixelMetric(QStyle::PM_TitleBarHeight, nullptr, window);
        frame = QSize(2 * border, titleBar + 2 * border);
    }
    const QSize room = (available.size() - frame).expandedTo(window->minimumSize());
    bool changed = false;
    if (window->width() > room.width() || window->height() > room.height()) {
        window->resize(window->size().boundedTo(room));
        changed = true;
    }
    QRect outer = window->frameGeometry();
    const QPoint topLeft(std::clamp(outer.left(), available.left(), std::max(available.left(), available.right() - outer.width() + 1)),
        std::clamp(outer.top(), available.top(), std::max(available.top(), available.bottom() - outer.height() + 1)));
    if (topLeft != outer.topLeft()) {
        window->move(topLeft);
        changed = true;
    }
    return changed;
}

bool ScreenFit::eventFilter(QObject *watched, QEvent *event)
{
    if (event->type() == QEvent::Show && watched->isWidgetType()) {
        auto *widget = static_cast<QWidget *>(watched);
        // Windows and dialogs: not popups, menus, tool tips or splash screens, which place themselves.
        const Qt::WindowType type = widget->windowType();
        if (type == Qt::Window || type == Qt::Dialog) {
            fit(widget);
            // The window manager frames the window after it is shown (X11: _NET_FRAME_EXTENTS
            // arrives later): fit again with the real frame once it is there.
            QTimer::singleShot(kRefitAfterMs, widget, [widget] { fit(widget); });
        }
    }
    return QObject::eventFilter(watched, event);
}

} // namespace cg
