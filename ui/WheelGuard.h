#pragma once

#include <QObject>

namespace cg {

/**
 * Keeps the mouse wheel from changing a setting the user did not pick: a combo box, spin box or
 * slider takes a wheel event only while it has keyboard focus (the user clicked or tabbed into it).
 * Without focus the scroll area around the widget gets the wheel, so the panel scrolls instead.
 * A wheel that scrolled the weights panel used to land on "Missing data" and switch it to
 * "Renormalise", re-ranking at once with nothing said.
 *
 * One application-wide event filter: install() puts it on the application once (later calls do
 * nothing), so every window and dialog, present and future, is covered. The widgets get
 * Qt::StrongFocus (instead of Qt::WheelFocus) when they are first shown, so a wheel never gives
 * them focus either.
 */
class WheelGuard final : public QObject
{
    Q_OBJECT

public:
    /// Installs the guard on the running QApplication (once).
    static void install();

protected:
    bool eventFilter(QObject *watched, QEvent *event) override;

private:
    explicit WheelGuard(QObject *parent);
};

} // namespace cg
