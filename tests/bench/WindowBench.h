#pragma once

#include <QObject>
#include <QString>

#include <functional>

/// Measures of the real MainWindow on a catalog of generated offers (see WindowBench.cpp).
struct WindowMeasures
{
    int offers = 0; ///< offers in the catalog the window opened (count)
    double coldStartToPaintMs = 0; ///< MainWindow constructed and shown → offers table painted (before the offers are read)
    double firstOpenToIdleMs = 0; ///< the first open of the catalog file → interactive (no offer copy yet: every offer read from SQLite)
    double coldStartToIdleMs = 0; ///< a later open (the user's start) → the offers read, ranked and painted (interactive)
    double sliderToPaintMs = 0; ///< median: a weight slider's value change → re-ranked and the table repainted
    int sliderReranks = 0; ///< re-ranks over the slider moves (count: one per move)
    double keystrokeToPaintMs = 0; ///< median: one key in the filter field → the table repainted
    double sortByPriceMs = 0; ///< median: sort by on-demand price per GPU-hour → repainted
    double longestStallDuringImportMs = 0; ///< longest gap between 2 ms timer ticks while re-importing, then 0.5 s after
    double residentMb = 0; ///< VmRSS after the window opened
};

/// An event filter that sets `painted` when the watched widget receives a paint event.
class PaintFlag final : public QObject
{
public:
    bool painted = false;
    bool eventFilter(QObject *watched, QEvent *e) override;
};

/// Resident set size of this process, MB (Linux /proc/self/status VmRSS), or -1.
double residentMb();

/// Opens the catalog at `location` (a file or a postgresql:// URL) as the application does (paint
/// first, read on a worker) in a `width` × `height` px window and returns the ms from the
/// window's construction to the offers table painted after the read (interactive).
double openToInteractive(const QString &location, int width, int height);
/// Opens `catalogPath` in a MainWindow of `width` × `height` px (offscreen) and takes the measures
/// above; `reimportFile` is imported through the window for the stall measure (skipped when empty).
/// `runs` moves or keystrokes per median.
WindowMeasures measureWindow(const QString &catalogPath, const QString &reimportFile, int runs, int width = 1366, int height = 768);
