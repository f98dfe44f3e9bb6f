#include "CommandLine.h"

#include "CommandSupport.h"
#include "CommandTable.h"

#include <QApplication>
#include <QCoreApplication>
#include <QTextStream>

#include <algorithm>

namespace cg {

namespace {

/// Index of the command word in `args` from `start`, or -1: the first argument that is neither
/// an option nor the value of an option that takes one.
int commandIndex(const QStringList &args, int start)
{
    const QStringList &valueOptions = cli::valueOptions();
    for (int i = start; i < args.size(); ++i) {
        if (valueOptions.contains(args.at(i))) {
            ++i;
            continue;
        }
        if (!args.at(i).startsWith(QLatin1Char('-')))
            return i;
    }
    return -1;
}

bool asksForVersion(const QStringList &args)
{
    return args.contains(QStringLiteral("--version")) || args.contains(QStringLiteral("-v"));
}

bool asksForHelp(const QStringList &args)
{
    return args.contains(QStringLiteral("--help")) || args.contains(QStringLiteral("-h"));
}

} // namespace

bool CommandLine::isHeadless(const QStringList &args)
{
    return asksForVersion(args) || asksForHelp(args) || commandIndex(args, 0) >= 0;
}

bool CommandLine::needsGuiApplication(const QStringList &args)
{
    if (asksForVersion(args) || asksForHelp(args))
        return false;
    const cli::Command *c = cli::findCommand(command(args));
    return c && c->needsGuiApplication;
}

QString CommandLine::command(const QStringList &args)
{
    const int i = commandIndex(args, 0);
    return i >= 0 ? args.at(i) : QString();
}

QString CommandLine::helpText()
{
    QString text = QStringLiteral("Usage: cloudgauge [COMMAND] [OPTIONS]\n"
                                  "Compare GPU cloud offers: catalog, ranking and reports. Without a command the window opens.\n\n"
                                  "Commands:\n");
    int width = 0;
    for (const cli::Command &c : cli::commands())
        width = std::max(width, int(qstrlen(c.name)));
    const QString indent(width + 4, QLatin1Char(' '));
    for (const cli::Command &c : cli::commands()) {
        const QString name = QLatin1String(c.name);
        text += QStringLiteral("  ") + name.leftJustified(width + 2) + QLatin1String(c.summary) + QLatin1Char('\n');
        const QStringList lines = QString::fromLatin1(c.synopsis).split(QLatin1Char('\n'));
        for (int i = 0; i < lines.size(); ++i)
            text += indent + (i == 0 ? name + QLatin1Char(' ') : QString(name.size() + 1, QLatin1Char(' '))) + lines.at(i)
                + QLatin1Char('\n');
    }
    text += QStringLiteral("\nOptions (--catalog on every command, the others without a command):\n");
    for (const QCommandLineOption &o : cli::globalOptions()) {
        QStringList names;
        for (const QString &n : o.names())
            names.append((n.size() == 1 ? QStringLiteral("-") : QStringLiteral("--")) + n);
        QString left = names.join(QStringLiteral(", "));
        if (!o.valueName().isEmpty())
            left += QLatin1Char(' ') + o.valueName();
        text += QStringLiteral("  ") + left.leftJustified(width + 12) + o.description() + QLatin1Char('\n');
    }
    return text;
}

int CommandLine::run(const QStringList &args, QTextStream &out, QTextStream &err)
{
    if (asksForVersion(args)) {
        out << "cloudgauge " << CLOUDGAUGE_VERSION << '\n';
        return 0;
    }
    const int index = commandIndex(args, 1);
    if (index < 0 || asksForHelp(args)) {
        out << helpText();
        return 0;
    }
    const QString word = args.at(index);
    const cli::Command *command = cli::findCommand(word);
    if (!command)
        return cli::usage(err, QStringLiteral("unknown command '%1'").arg(word));
    if (command->needsGuiApplication && !qobject_cast<QApplication *>(QCoreApplication::instance())) {
        err << "cloudgauge: " << word << ": draws charts and needs a QApplication\n";
        return 1;
    }
    QStringList sub = args;
    sub.removeAt(index);
    sub.insert(1, word); // positional 0 is the command itself
    return command->run(sub, out, err);
}

} // namespace cg
