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

constexpr int kHelpWidth = 100; // a command's help wraps its descriptions at this column
constexpr int kMaxOptionColumn = 28; // a longer option's description starts on the next line

/// `text` broken at spaces into lines of at most `width` characters (a longer word stays whole),
/// every line after the first indented by `indent` spaces.
QString wrapped(const QString &text, int indent, int width)
{
    const QStringList words = text.split(QLatin1Char(' '), Qt::SkipEmptyParts);
    QString result, line;
    for (const QString &word : words) {
        if (!line.isEmpty() && line.size() + 1 + word.size() > width) {
            result += line + QLatin1Char('\n') + QString(indent, QLatin1Char(' '));
            line.clear();
        }
        line += (line.isEmpty() ? QString() : QStringLiteral(" ")) + word;
    }
    return result + line;
}

/// How an option is written in help: "-h, --help", "--format FORMAT".
QString optionSpelling(const QCommandLineOption &o)
{
    QStringList names;
    for (const QString &n : o.names())
        names.append((n.size() == 1 ? QStringLiteral("-") : QStringLiteral("--")) + n);
    QString left = names.join(QStringLiteral(", "));
    if (!o.valueName().isEmpty())
        left += QLatin1Char(' ') + o.valueName();
    return left;
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
        text += QStringLiteral("  ") + name.leftJustified(width + 2) + QString::fromUtf8(c.summary) + QLatin1Char('\n');
        const QStringList lines = QString::fromUtf8(c.synopsis).split(QLatin1Char('\n'));
        for (int i = 0; i < lines.size(); ++i)
            text += indent + (i == 0 ? name + QLatin1Char(' ') : QString(name.size() + 1, QLatin1Char(' '))) + lines.at(i)
                + QLatin1Char('\n');
    }
    text += QStringLiteral("\nOptions (--catalog on every command, the others without a command):\n");
    for (const QCommandLineOption &o : cli::globalOptions())
        text += QStringLiteral("  ") + optionSpelling(o).leftJustified(width + 12) + o.description() + QLatin1Char('\n');
    return text;
}

QString CommandLine::commandHelpText(const cli::Command &command)
{
    const QString name = QLatin1String(command.name);
    const QString usagePrefix = QStringLiteral("Usage: cloudgauge ") + name + QLatin1Char(' ');
    QString text;
    const QStringList synopsis = QString::fromUtf8(command.synopsis).split(QLatin1Char('\n'));
    for (int i = 0; i < synopsis.size(); ++i)
        text += (i == 0 ? usagePrefix : QString(usagePrefix.size(), QLatin1Char(' '))) + synopsis.at(i) + QLatin1Char('\n');
    QString summary = QString::fromUtf8(command.summary);
    summary[0] = summary.at(0).toUpper();
    text += QLatin1Char('\n') + summary + QStringLiteral(".\n\nOptions:\n");

    QList<QCommandLineOption> options = command.options();
    options.append({ { QStringLiteral("h"), QStringLiteral("help") }, QStringLiteral("Print this help and exit.") });
    int column = 0;
    for (const QCommandLineOption &o : std::as_const(options)) {
        const int width = int(optionSpelling(o).size());
        if (width <= kMaxOptionColumn)
            column = std::max(column, width);
    }
    const int indent = 2 + column + 2;
    for (const QCommandLineOption &o : std::as_const(options)) {
        const QString left = QStringLiteral("  ") + optionSpelling(o);
        text += left.size() + 2 > indent ? left + QLatin1Char('\n') + QString(indent, QLatin1Char(' ')) : left.leftJustified(indent);
        text += wrapped(o.description(), indent, kHelpWidth - indent) + QLatin1Char('\n');
    }
    if (command.notes)
        text += QLatin1Char('\n') + command.notes();
    text += QStringLiteral("\nExamples:\n");
    for (const QString &example : QString::fromUtf8(command.examples).split(QLatin1Char('\n')))
        text += QStringLiteral("  ") + example + QLatin1Char('\n');
    return text;
}

int CommandLine::run(const QStringList &args, QTextStream &out, QTextStream &err)
{
    if (asksForVersion(args)) {
        out << "cloudgauge " << CLOUDGAUGE_VERSION << '\n';
        return 0;
    }
    const int index = commandIndex(args, 1);
    const QString word = index >= 0 ? args.at(index) : QString();
    const cli::Command *command = cli::findCommand(word);
    if (index < 0 || asksForHelp(args)) {
        out << (command ? commandHelpText(*command) : helpText()); // an unknown word's --help: the whole help
        return 0;
    }
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
