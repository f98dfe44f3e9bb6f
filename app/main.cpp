// cloudgauge: with a sub-command it runs headless (import, list, rank, export); without one it
// opens the window. --screenshot FILE.png renders the main window to a PNG and exits.
#include "i18n/LanguageManager.h"
#include "MainWindow.h"
#include "catalog/Catalog.h"
#include "catalog/CatalogFile.h"
#include "cli/CommandLine.h"
#include "report/ReportCommand.h"

#include <QApplication>
#include <QCoreApplication>
#include <QTextStream>
#include <QTimer>

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
    QStringList rawArgs;
    for (int i = 1; i < argc; ++i)
        rawArgs.append(QString::fromLocal8Bit(argv[i]));
    if (cg::CommandLine::command(rawArgs) == QLatin1String("report") && !rawArgs.contains(QStringLiteral("--help"))) {
        // The report draws Qt Charts, which need a QApplication; without a display use offscreen.
        if (qEnvironmentVariableIsEmpty("QT_QPA_PLATFORM") && qEnvironmentVariableIsEmpty("DISPLAY")
            && qEnvironmentVariableIsEmpty("WAYLAND_DISPLAY"))
            qputenv("QT_QPA_PLATFORM", "offscreen");
        QApplication app(argc, argv);
        setIdentity();
        QTextStream out(stdout);
        QTextStream err(stderr);
        const int rc = cg::runReportCommand(app.arguments(), out, err);
        out.flush();
        err.flush();
        return rc;
    }
    // Any sub-command, known or not, runs headless: an unknown one is a usage error, never a window.
    if (cg::CommandLine::isHeadless(rawArgs) || !cg::CommandLine::command(rawArgs).isEmpty()) {
        QCoreApplication app(argc, argv);
        setIdentity();
        QTextStream out(stdout);
        QTextStream err(stderr);
        const int rc = cg::CommandLine::run(app.arguments(), out, err);
        out.flush();
        err.flush();
        return rc;
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
    if (catalogPath.isEmpty())
        catalogPath = cg::CatalogFile::defaultCatalogPath();
    QString error;
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
    cg::MainWindow window(catalogPath, &languages);
    if (!screenshot.isEmpty()) {
        window.resize(1600, 1000);
        window.show();
        QTimer::singleShot(200, &window, [&window, screenshot] {
            const bool ok = window.grab().save(screenshot);
            if (!ok)
                QTextStream(stderr) << "cloudgauge: cannot write " << screenshot << '\n';
            QCoreApplication::exit(ok ? 0 : 1);
        });
        return app.exec();
    }
    window.show();
    return app.exec();
}
