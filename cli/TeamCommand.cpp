// `team init|grant|audit`: the roles, grants and audit trail of a PostgreSQL team catalog
// (TeamCatalog, models/catalog/teamserver/CatalogTeam.h).
#include "Commands.h"

#include "CommandSupport.h"
#include "catalog/store/Catalog.h"
#include "catalog/store/CatalogFile.h"
#include "catalog/teamserver/CatalogTeam.h"
#include "session/Workspace.h"

#include <QCommandLineParser>
#include <QJsonArray>
#include <QJsonDocument>
#include <QJsonObject>
#include <QRegularExpression>
#include <QTextStream>

namespace cg::cli {

namespace {
struct TeamOptionSet
{
    QCommandLineOption catalog = catalogOption();
    QStringList formats { QStringLiteral("table"), QStringLiteral("csv"), QStringLiteral("json") };
    QCommandLineOption format = formatOption(formats, QStringLiteral("table"), QStringLiteral("Output format of team audit"));
    QList<QCommandLineOption> all() const { return { catalog, format }; }
};

/// The workspace of a team command: URL operand, else --catalog; a postgresql:// URL only.
std::unique_ptr<Workspace> openTeamWorkspace(const QString &url, QTextStream &err)
{
    if (const QString refused = CatalogFile::refusedLocation(url); !refused.isEmpty() && !url.isEmpty()) {
        err << "cloudgauge: team: " << refused << '\n'; // never the location itself: it may hold a password
        return nullptr;
    }
    if (url.isEmpty() || !Catalog::isServerLocation(url)) {
        err << "cloudgauge: team: " << (url.isEmpty() ? QStringLiteral("no catalog given") : url)
            << ": team commands work on a PostgreSQL team catalog (postgresql://user@host:port/dbname?sslmode=verify-full)\n";
        return nullptr;
    }
    return openWorkspace(url, err);
}

QString countText(const std::optional<qint64> &v)
{
    return v ? QString::number(*v) : QString();
}
} // namespace

QList<QCommandLineOption> teamOptions()
{
    return TeamOptionSet().all();
}

int runTeam(const QStringList &args, QTextStream &out, QTextStream &err)
{
    const TeamOptionSet opt;
    QCommandLineParser parser;
    parser.addOptions(opt.all());
    if (!parser.parse(args))
        return usage(err, parser.errorText());
    const QStringList positional = parser.positionalArguments().mid(1); // [0] is "team"
    const QString action = positional.value(0);
    const QString explicitUrl = parser.value(opt.catalog);
    auto urlAt = [&](int index) { return positional.size() > index ? positional.at(index) : explicitUrl; };

    if (action == QLatin1String("init")) {
        if (positional.size() > 2)
            return usage(err, QStringLiteral("team: use 'team init URL'"));
        const auto workspace = openTeamWorkspace(urlAt(1), err); // open() creates the tables of an empty database
        if (!workspace)
            return 1;
        Catalog &catalog = workspace->catalog();
        TeamRoles roles;
        QString error;
        if (!TeamCatalog::init(catalog, &roles, &error)) {
            err << "cloudgauge: " << error << '\n';
            return 1;
        }
        out << "team catalog " << catalog.path() << " is set up:\n"
            << "  " << roles.reader << "  reader: browse, rank, report (quotes: only those it imported)\n"
            << "  " << roles.editor << "  editor: also import, update, assess; every quote\n"
            << "  " << roles.admin << "  admin: also the schema and the roles\n"
            << "give a login one of them with: cloudgauge team grant USER reader|editor|admin --catalog " << catalog.path() << '\n';
        return 0;
    }
    if (action == QLatin1String("grant")) {
        if (positional.size() < 3 || positional.size() > 4)
            return usage(err, QStringLiteral("team: use 'team grant USER reader|editor|admin [URL]'"));
        const QString &user = positional.at(1), &level = positional.at(2);
        TeamRole role;
        if (level == QLatin1String("reader"))
            role = TeamRole::Reader;
        else if (level == QLatin1String("editor"))
            role = TeamRole::Editor;
        else if (level == QLatin1String("admin"))
            role = TeamRole::Admin;
        else
            return usage(err, QStringLiteral("team grant: '%1' is not a role (reader, editor or admin)").arg(level));
        static const QRegularExpression name(QStringLiteral("^[A-Za-z_][A-Za-z0-9_.@-]{0,62}$"));
        if (!name.match(user).hasMatch())
            return usage(err, QStringLiteral("team grant: '%1' is not a login name (letters, digits, _ . @ -; at most 63)").arg(user));
        const auto workspace = openTeamWorkspace(urlAt(3), err);
        if (!workspace)
            return 1;
        QString error;
        if (!TeamCatalog::grant(workspace->catalog(), user, role, &error)) {
            err << "cloudgauge: " << error << '\n';
            return 1;
        }
        out << user << " is now "
            << (role == TeamRole::Reader          ? "a reader"
                       : role == TeamRole::Editor ? "an editor"
                                                  : "an admin")
            << " of " << workspace->catalog().path() << '\n';
        return 0;
    }
    if (action == QLatin1String("audit")) {
        if (positional.size() > 2)
            return usage(err, QStringLiteral("team: use 'team audit URL [--format table|csv|json]'"));
        const std::optional<QString> format = formatValue(parser, opt.formats, QStringLiteral("team audit"), err);
        if (!format)
            return kUsageError;
        const QString &fmt = *format;
        const auto workspace = openTeamWorkspace(urlAt(1), err);
        if (!workspace)
            return 1;
        QString error;
        const QList<AuditRecord> trail = TeamCatalog::auditTrail(workspace->catalog(), &error);
        if (!error.isEmpty()) {
            err << "cloudgauge: " << error << '\n';
            return 1;
        }
        if (fmt == QLatin1String("json")) {
            QJsonArray json;
            for (const AuditRecord &a : trail) {
                QJsonObject j;
                j.insert(QStringLiteral("id"), a.id);
                j.insert(QStringLiteral("at"), a.at);
                j.insert(QStringLiteral("who"), a.who);
                j.insert(QStringLiteral("action"), a.action);
                j.insert(QStringLiteral("source"), a.sourceFile.isEmpty() ? QJsonValue() : QJsonValue(a.sourceFile));
                j.insert(QStringLiteral("rows_read"), a.rowsRead ? QJsonValue(*a.rowsRead) : QJsonValue());
                j.insert(QStringLiteral("rows_written"), a.rowsWritten ? QJsonValue(*a.rowsWritten) : QJsonValue());
                j.insert(QStringLiteral("detail"), a.detail.isEmpty() ? QJsonValue() : QJsonValue(a.detail));
                json.append(j);
            }
            out << QString::fromUtf8(QJsonDocument(json).toJson(QJsonDocument::Indented));
            return 0;
        }
        QList<QStringList> rows { { QStringLiteral("id"), QStringLiteral("at"), QStringLiteral("who"), QStringLiteral("action"),
            QStringLiteral("source"), QStringLiteral("rows_read"), QStringLiteral("rows_written"), QStringLiteral("detail") } };
        for (const AuditRecord &a : trail)
            rows.append(
                { QString::number(a.id), a.at, a.who, a.action, a.sourceFile, countText(a.rowsRead), countText(a.rowsWritten), a.detail });
        if (fmt == QLatin1String("csv"))
            printCsv(out, rows);
        else
            printTable(out, rows);
        return 0;
    }
    return usage(err, QStringLiteral("team: use 'team init URL', 'team grant USER reader|editor|admin [URL]' or 'team audit URL'"));
}

} // namespace cg::cli
