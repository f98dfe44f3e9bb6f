#pragma once

#include <QObject>

class QWidget;

namespace cg {

/**
 * Keeps every window and dialog on its screen: when a top-level widget is shown, it is made no
 * larger than its screen's available geometry (the desktop less panels and docks) and moved so
 * that its frame lies inside it. A 1366×768 laptop used to get the main window at 1600×1000 and
 * the report dialog with its Save button below the screen's edge, under a window manager that
 * does not clamp windows itself.
 *
 * One application-wide event filter: install() puts it on the application once (later calls do
 * nothing). A widget whose minimum size is larger than the screen keeps its minimum size and is
 * moved to the screen's top-left corner.
 */
class ScreenFit final : public QObject
{
    Q_OBJECT

public:
    /// Installs the filter on the running QApplication (once).
    static void install();
    /// Fits `window` (a top-level widget) to its screen as described above; returns whether it
    /// moved or was resized.
    static bool fit(QWidget *window);
    /// Leaves `window` as it is sized and placed: `cloudgauge --screenshot` renders the window for
    /// a screen size (--size) that the offscreen platform's screen does not have.
    static void exempt(QWidget *window);

protected:
    bool eventFilter(QObject *watched, QEvent *event) override;

private:
    explicit ScreenFit(QObject *parent);
};

} // namespace cg
