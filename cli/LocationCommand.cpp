// `location`: the user's location that distances are measured from (UserLocation, remembered in
// the settings): show it, set it from coordinates with an optional name, or forget it.
#include "Commands.h"

#include "CommandSupport.h"
#include "geo/UserLocation.h"

#include <QCommandLineParser>
#include <QTextStream>

namespace cg::cli {

namespace {

struct LocationOptionSet
{
    QCommandLineOption name { QStringLiteral("name"), QStringLiteral("A name for the location (e.g. Shanghai), shown beside distances."),
        QStringLiteral("NAME") };
    QList<QCommandLineOption> all() const { return { name }; }
};

} // namespace

QList<QCommandLineOption> locationOptions()
{
    return LocationOptionSet().all();
}

int runLocation(const QStringList &args, QTextStream &out, QTextStream &err)
{
    const LocationOptionSet opt;
    QCommandLineParser parser;
    parser.addOptions(opt.all());
    if (!parser.parse(args))
        return usage(err, parser.errorText());
    const QStringList operands = parser.positionalArguments().mid(1); // [0] is "location"
    const QString action = operands.value(0, QStringLiteral("show"));
    if (action == QLatin1String("show") && operands.size() <= 1) {
        if (parser.isSet(opt.name))
            return usage(err, QStringLiteral("location: --name goes with set"));
        if (const auto here = UserLocation::remembered())
            out << "Your location: " << here->text() << '\n';
        else
            out << "No location set: distances are not shown. Set one with: cloudgauge location set 31.23,121.47 --name Shanghai\n";
        return 0;
    }
    if (action == QLatin1String("set") && operands.size() == 2) {
        QString error;
        const auto here = UserLocation::parse(operands.at(1), parser.value(opt.name), &error);
        if (!here)
            return usage(err, QStringLiteral("location set: %1").arg(error));
        here->remember();
        out << "Your location: " << here->text() << " (remembered; regions and report measure distances from it)\n";
        return 0;
    }
    if (action == QLatin1String("clear") && operands.size() == 1) {
        UserLocation::forget();
        out << "Location forgotten: distances are not shown until you set one.\n";
        return 0;
    }
    return usage(err, QStringLiteral("location: use show, set LAT,LON [--name NAME] or clear"));
}

} // namespace cg::cli
