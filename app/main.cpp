// cloudgauge: with a sub-command it runs headless (the command table in cli/CommandTable.cpp);
// without one it opens the window. --screenshot FILE.png [--size WxH] renders the main window to a PNG and exits.
#include "CommandLine.h"
#include "MainWindow.h"
#include "ScreenFit.h"
#include "catalog/store/Catalog.h"
#include "catalog/store/CatalogFile.h"
#include "i18n/LanguageManager.h"

#include <QApplication>
#include <QCoreApplication>
#include <QFileInfo>
#include <QTextStream>
#include <QTimer>

#include <cerrno>
#include <csignal>
#include <cstdio>
#include <cstring>
#include <functional>

#include <memory>

namespace {

void setIdentity()
{
    QCoreApplication::setOrganizationName(QStringLiteral("CloudGauge"));
    QCoreApplication::setOrganizationDomain(QStringLiteral("cloudgauge.github.io"));
    QCoreApplication::setApplicationName(QStringLiteral("cloudgauge"));
    QCoreApplication::setApplicationVersion(QStringLiteral(CLOUDGAUGE_VERSION));
}

QString optionValue(const QStringList &args, const QString &name)
{
    const int i = int(args.indexOf(name));
    return i >= 0 && i + 1 < args.size() ? args.at(i + 1) : QString();
}

} // namespace

int main(int argc, char *argv[])
{
    // A write past a file size limit (ulimit -f) then fails with EFBIG, which every writer reports
    // as a full disk with nothing replaced, and standard output cut short is reported below,
    // instead of SIGXFSZ ending the process without a word. A failed catalog read is an error of
    // its own (readFailed, CatalogSnapshot::read), never an empty answer.
    std::signal(SIGXFSZ, SIG_IGN);
    QStringList rawArgs;
    for (int i = 1; i < argc; ++i)
        rawArgs.append(QString::fromLocal8Bit(argv[i]));
    // Any sub-command, known or not, runs headless: an unknown one is a usage error, never a window.
    if (cg::CommandLine::isHeadless(rawArgs)) {
        std::unique_ptr<QCoreApplication> app;
        if (cg::CommandLine::needsGuiApplication(rawArgs)) {
            // Qt Charts need a QApplication; without a display use the offscreen platform.
            if (qEnvironmentVariableIsEmpty("QT_QPA_PLATFORM") && qEnvironmentVariableIsEmpty("DISPLAY")
                && qEnvironmentVariableIsEmpty("WAYLAND_DISPLAY"))
                qputenv("QT_QPA_PLATFORM", "offscreen");
            app = std::make_unique<QApplication>(argc, argv);
        } else {
            app = std::make_unique<QCoreApplication>(argc, argv);
        }
        setIdentity();
        QTextStream out(stdout);
        QTextStream err(stderr);
        const int rc = cg::CommandLine::run(app->arguments(), out, err);
        out.flush();
        // Output cut short (a full disk, a file size limit) is an error, never a silent half table.
        const bool outputLost = out.status() != QTextStream::Ok || std::fflush(stdout) != 0 || std::ferror(stdout);
        const int lostErrno = errno;
        if (outputLost) {
            err << "cloudgauge: the output could not be written in full (" << QString::fromLocal8Bit(std::strerror(lostErrno))
                << "): what was written is incomplete. Free some space, or raise the file size limit (ulimit -f), and run it again.\n";
        }
        err.flush();
        return outputLost && rc == 0 ? 1 : rc;
    }

    QApplication app(argc, argv);
    setIdentity();
    const QStringList args = app.arguments();
    // --lang wins for this run (not saved); otherwise the saved choice, else the system locale.
    cg::LanguageManager languages;
    const QString lang = optionValue(args, QStringLiteral("--lang"));
    if (!lang.isEmpty() && !languages.setLanguage(lang, false)) {
        QTextStream(stderr) << "cloudgauge: unknown language '" << lang << "' (en, zh_CN)\n";
        return 2;
    }
    if (lang.isEmpty())
        languages.setLanguage(cg::LanguageManager::initialLanguage(), false);

    QString catalogPath = optionValue(args, QStringLiteral("--catalog"));
    QString error = cg::CatalogFile::refusedLocation(catalogPath);
    if (!error.isEmpty()) {
        QTextStream(stderr) << "cloudgauge: " << error << '\n';
        return 2;
    }
    if (!catalogPath.isEmpty() && !cg::Catalog::isServerLocation(catalogPath) && !QFileInfo::exists(catalogPath)) {
        // A mistyped --catalog is not silently made into a new catalog; a
        // screenshot has no one to ask and says what it did.
        if (optionValue(args, QStringLiteral("--screenshot")).isEmpty() && !cg::MainWindow::askToCreateCatalog(catalogPath)) {
            QTextStream(stderr) << "cloudgauge: " << catalogPath << " does not exist; nothing was created\n";
            return 1;
        }
        QTextStream(stderr) << "cloudgauge: " << catalogPath << " did not exist: created as a new catalog, a copy of the bundled one\n";
    }
    if (catalogPath.isEmpty())
        catalogPath = cg::CatalogFile::defaultCatalogPath();
    if (!cg::CatalogFile::ensureCatalogFile(catalogPath, &error)) {
        QTextStream(stderr) << "cloudgauge: " << error << '\n';
        return 1;
    }
    const QString screenshot = optionValue(args, QStringLiteral("--screenshot"));
    if (!screenshot.isEmpty()) {
        // No dialog can be answered while rendering a screenshot: check the catalog first.
        cg::Catalog probe(catalogPath);
        QString message;
        if (!cg::CatalogFile::openOrRecover(probe, optionValue(args, QStringLiteral("--catalog")).isEmpty(), &message, &error)) {
            QTextStream(stderr) << "cloudgauge: " << error << '\n';
            return 1;
        }
    }
    // A screenshot renders the loaded window; otherwise the window paints first and reads the
    // catalog on a worker thread.
    auto owned = std::make_unique<cg::MainWindow>(catalogPath, &languages, nullptr,
        screenshot.isEmpty() ? cg::MainWindow::InitialLoad::Background : cg::MainWindow::InitialLoad::Now);
    cg::MainWindow &window = *owned;
    if (!screenshot.isEmpty()) {
        // --size WIDTHxHEIGHT: the screen to render for (default 1600x1000), e.g. 1366x768.
        QSize size(1600, 1000);
        if (const QString given = optionValue(args, QStringLiteral("--size")); !given.isEmpty()) {
            const QStringList parts = given.toLower().split(QLatin1Char('x'));
            bool w = false, h = false;
            size = parts.size() == 2 ? QSize(parts[0].toInt(&w), parts[1].toInt(&h)) : QSize();
            if (!w || !h || size.width() < 320 || size.height() < 240) {
                QTextStream(stderr) << "cloudgauge: --size must be WIDTHxHEIGHT in pixels, e.g. 1366x768\n";
                return 2;
            }
        }
        cg::ScreenFit::exempt(&window); // rendered for `size`, not for the offscreen platform's screen
        window.resize(size);
        if (window.width() > size.width())
            QTextStream(stderr) << "cloudgauge: the window needs " << window.width() << " px, wider than " << size.width() << '\n';
        window.show();
        // Rendered once the window has laid out (200 ms) and its background reads have ended.
        std::function<void()> grab = [&window, &grab, screenshot] {
            if (window.isReadingInBackground()) {
                QTimer::singleShot(20, &window, grab);
                return;
            }
            const bool ok = window.grab().save(screenshot);
            if (!ok)
                QTextStream(stderr) << "cloudgauge: cannot write " << screenshot << '\n';
            QCoreApplication::exit(ok ? 0 : 1);
        };
        QTimer::singleShot(200, &window, grab);
        return app.exec();
    }
    // File → Connect to team catalog… opens that catalog in a new window and closes this one,
    // which then goes (with its connection and its catalog's write lock).
    window.setAttribute(Qt::WA_DeleteOnClose);
    (void)owned.release(); // deleted on close
    window.show();
    const int rc = app.exec();
    QCoreApplication::sendPostedEvents(nullptr, QEvent::DeferredDelete); // the closed windows, before `languages`
    return rc;
}
