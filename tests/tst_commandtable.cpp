// The command table (cli/CommandTable.cpp) drives dispatch, the choice of application object,
// `cloudgauge --help` and each command's own --help: every row is reachable, listed, and nothing
// outside it is a command.
#include "TestSupport.h"

#include "CommandLine.h"
#include "CommandTable.h"
#include "core/Criteria.h"
#include "i18n/LanguageManager.h"
#include "import/ImportFormats.h"
#include "scoring/NeedProfile.h"
#include "scoring/NeedProfileStore.h"
#include "scoring/TrueCost.h"

#include <QProcess>
#include <QRegularExpression>
#include <QSettings>
#include <QTextStream>

#include <algorithm>

using namespace cg;

class TestCommandTable : public QObject
{
    Q_OBJECT

private slots:
    void initTestCase();
    void helpListsEveryCommandOfTheTableWithItsSummary_data();
    void helpListsEveryCommandOfTheTableWithItsSummary();
    void anUnknownCommandExitsTwoWithOneLine_data();
    void anUnknownCommandExitsTwoWithOneLine();
    void everyCommandOfTheTableIsDispatched();
    void eachSynopsisNamesEveryOptionOfItsCommand();
    void aCommandsHelpIsItsUsageOptionsAndExamples_data();
    void aCommandsHelpIsItsUsageOptionsAndExamples();
    void rankHelpListsEveryNeedScenarioPresetAndFormat();
    void aSavedNeedProfileIsListedByTheHelpOfRankAndReport();
    void importHelpListsEveryImportFormat();
    void eachValueListOfASynopsisIsTheOptionsOwn();
    void aBadFormatIsAUsageErrorOfOneLine_data();
    void aBadFormatIsAUsageErrorOfOneLine();
    void theTableSaysWhichCommandsNeedAGuiApplication();
    void theWindowsOwnOptionsAreNoCommand();

private:
    struct Result
    {
        int code = -1;
        QString out, err;
    };
    static Result runBinary(const QStringList &args);
    static Result runInProcess(const QStringList &args);
    /// The settings file the binary reads (its private XDG_CONFIG_HOME): where a user's saved
    /// need profiles live.
    static QString binarySettingsFile();
    /// The help paragraph of `option` ("--need") in a command's --help, its lines joined by spaces.
    static QString optionParagraph(const QString &help, const QString &option);
};

void TestCommandTable::initTestCase()
{
    cgtest::initHermetic();
    QVERIFY(!cli::commands().empty());
}

namespace {
QTemporaryDir &binaryHome()
{
    static QTemporaryDir home;
    return home;
}
} // namespace

QString TestCommandTable::binarySettingsFile()
{
    return binaryHome().filePath(QStringLiteral("config/CloudGauge/cloudgauge.conf"));
}

QString TestCommandTable::optionParagraph(const QString &help, const QString &option)
{
    // "  --need NAME   Need profile: ..." and its continuation lines, up to the next option or blank line.
    QStringList lines;
    bool inside = false;
    for (const QString &line : help.split(QLatin1Char('\n'))) {
        const bool optionLine = line.startsWith(QLatin1String("  -"));
        if (inside && (optionLine || line.trimmed().isEmpty()))
            break;
        if (optionLine && (line.startsWith(QStringLiteral("  ") + option + QLatin1Char(' ')) || line == QStringLiteral("  ") + option))
            inside = true;
        if (inside)
            lines.append(line.trimmed());
    }
    return lines.join(QLatin1Char(' '));
}

TestCommandTable::Result TestCommandTable::runBinary(const QStringList &args)
{
    // A private runtime folder, so a QApplication (report) has nothing to warn about on stderr;
    // private settings and data folders, so the user's own need profiles and catalog stay out.
    static QTemporaryDir runtime;
    QProcessEnvironment env = QProcessEnvironment::systemEnvironment();
    env.insert(QStringLiteral("XDG_RUNTIME_DIR"), runtime.path());
    env.insert(QStringLiteral("XDG_CONFIG_HOME"), binaryHome().filePath(QStringLiteral("config")));
    env.insert(QStringLiteral("XDG_DATA_HOME"), binaryHome().filePath(QStringLiteral("data")));
    QProcess p;
    p.setProcessEnvironment(env);
    p.start(QStringLiteral(CG_APP), args); // an argument list, never a shell
    Result r;
    if (!p.waitForFinished(60000))
        return r;
    r.code = p.exitStatus() == QProcess::NormalExit ? p.exitCode() : -1;
    r.out = QString::fromUtf8(p.readAllStandardOutput());
    r.err = QString::fromUtf8(p.readAllStandardError());
    return r;
}

TestCommandTable::Result TestCommandTable::runInProcess(const QStringList &args)
{
    Result r;
    QTextStream so(&r.out), se(&r.err);
    r.code = CommandLine::run(QStringList { QStringLiteral("cloudgauge") } + args, so, se);
    so.flush();
    se.flush();
    return r;
}

void TestCommandTable::helpListsEveryCommandOfTheTableWithItsSummary_data()
{
    QTest::addColumn<QStringList>("args");
    QTest::newRow("--help") << QStringList { QStringLiteral("--help") };
    QTest::newRow("-h") << QStringList { QStringLiteral("-h") };
    QTest::newRow("no command but an option") << QStringList { QStringLiteral("--catalog"), QStringLiteral("x.sqlite"),
        QStringLiteral("--help") };
    QTest::newRow("--help after a word no command has") << QStringList { QStringLiteral("frobnicate"), QStringLiteral("--help") };
}

void TestCommandTable::helpListsEveryCommandOfTheTableWithItsSummary()
{
    QFETCH(QStringList, args);
    const Result r = runBinary(args);
    QCOMPARE(r.code, 0);
    QVERIFY2(r.err.isEmpty(), qPrintable(r.err));
    QVERIFY2(r.out.startsWith(QLatin1String("Usage: cloudgauge [COMMAND] [OPTIONS]\n")), qPrintable(r.out));
    QCOMPARE(r.out, CommandLine::helpText());
    // UTF-8 from the binary, read back as UTF-8: "sslmode=…", never the Latin-1 reading "sslmode=â¦".
    QVERIFY2(r.out.contains(QStringLiteral("sslmode=…")), qPrintable(r.out));
    QVERIFY(!r.out.contains(QChar(0x00E2)));
    QStringList listed;
    static const QRegularExpression commandLine(QStringLiteral("^  ([a-z][a-z-]*) {2,}(\\S.*)$"), QRegularExpression::MultilineOption);
    for (auto it = commandLine.globalMatch(r.out); it.hasNext();) {
        const QRegularExpressionMatch m = it.next();
        const cli::Command *c = cli::findCommand(m.captured(1));
        QVERIFY2(c, qPrintable(QStringLiteral("--help lists '%1', which the table does not have").arg(m.captured(1))));
        QCOMPARE(m.captured(2), QLatin1String(c->summary));
        listed.append(m.captured(1));
    }
    QStringList table;
    for (const cli::Command &c : cli::commands())
        table.append(QLatin1String(c.name));
    QCOMPARE(listed, table); // each once, in the table's order
}

void TestCommandTable::anUnknownCommandExitsTwoWithOneLine_data()
{
    QTest::addColumn<QStringList>("args");
    QTest::addColumn<QString>("word");
    QTest::newRow("a word no command has") << QStringList { QStringLiteral("frobnicate") } << QStringLiteral("frobnicate");
    QTest::newRow("after an option and its value")
        << QStringList { QStringLiteral("--catalog"), QStringLiteral("list"), QStringLiteral("ranks") } << QStringLiteral("ranks");
    QTest::newRow("a command in capitals") << QStringList { QStringLiteral("LIST") } << QStringLiteral("LIST");
}

void TestCommandTable::anUnknownCommandExitsTwoWithOneLine()
{
    QFETCH(QStringList, args);
    QFETCH(QString, word);
    QVERIFY(CommandLine::isHeadless(args)); // never the window
    const Result r = runBinary(args);
    QCOMPARE(r.code, 2);
    QVERIFY2(r.out.isEmpty(), qPrintable(r.out));
    QCOMPARE(r.err, QStringLiteral("cloudgauge: unknown command '%1' (see cloudgauge --help)\n").arg(word));
}

void TestCommandTable::everyCommandOfTheTableIsDispatched()
{
    // An option no command takes reaches the command's own parser: a usage error, exit 2, one line.
    for (const cli::Command &c : cli::commands()) {
        const QString name = QLatin1String(c.name);
        const QStringList args { name, QStringLiteral("--no-such-option") };
        const Result binary = runBinary(args);
        QVERIFY2(binary.code == 2, qPrintable(name + QStringLiteral(": ") + binary.err));
        QCOMPARE(binary.err.count(QLatin1Char('\n')), 1);
        QVERIFY2(binary.err.contains(QLatin1String("no-such-option")), qPrintable(binary.err));
        // In this process there is only a QCoreApplication: a command that draws charts refuses.
        const Result inProcess = runInProcess(args);
        if (c.needsGuiApplication) {
            QCOMPARE(inProcess.code, 1);
            QCOMPARE(inProcess.err, QStringLiteral("cloudgauge: %1: draws charts and needs a QApplication\n").arg(name));
        } else {
            QCOMPARE(inProcess.code, 2);
            QCOMPARE(inProcess.err, binary.err);
        }
    }
}

void TestCommandTable::eachSynopsisNamesEveryOptionOfItsCommand()
{
    // --help prints the synopsis: an option the command takes but the synopsis leaves out is one
    // nobody finds. --catalog is every command's and is listed once, under the global options.
    for (const cli::Command &c : cli::commands()) {
        const QString synopsis = QLatin1String(c.synopsis);
        for (const QCommandLineOption &o : c.options())
            for (const QString &name : o.names())
                if (name != QLatin1String("catalog"))
                    QVERIFY2(synopsis.contains(QStringLiteral("--") + name),
                        qPrintable(QStringLiteral("%1: the synopsis does not name --%2").arg(QLatin1String(c.name), name)));
    }
}

void TestCommandTable::theTableSaysWhichCommandsNeedAGuiApplication()
{
    bool anyNeedsGui = false;
    for (const cli::Command &c : cli::commands()) {
        const QString name = QLatin1String(c.name);
        QVERIFY(CommandLine::isHeadless({ name }));
        QCOMPARE(CommandLine::command({ QStringLiteral("--catalog"), QStringLiteral("x.sqlite"), name }), name);
        QCOMPARE(
            CommandLine::needsGuiApplication({ name, QStringLiteral("--catalog"), QStringLiteral("x.sqlite") }), c.needsGuiApplication);
        QVERIFY(!CommandLine::needsGuiApplication({ name, QStringLiteral("--help") })); // the help needs no display
        QVERIFY(!CommandLine::needsGuiApplication({ name, QStringLiteral("--version") }));
        anyNeedsGui = anyNeedsGui || c.needsGuiApplication;
    }
    QVERIFY(cli::findCommand(QStringLiteral("report")) && cli::findCommand(QStringLiteral("report"))->needsGuiApplication);
    QVERIFY(anyNeedsGui);
    QVERIFY(!CommandLine::needsGuiApplication({ QStringLiteral("frobnicate") }));
}

void TestCommandTable::theWindowsOwnOptionsAreNoCommand()
{
    QVERIFY(!CommandLine::isHeadless({}));
    QVERIFY(!CommandLine::isHeadless({ QStringLiteral("--lang"), QStringLiteral("zh_CN") }));
    QVERIFY(!CommandLine::isHeadless(
        { QStringLiteral("--screenshot"), QStringLiteral("w.png"), QStringLiteral("--catalog"), QStringLiteral("c.sqlite") }));
    QVERIFY(CommandLine::isHeadless({ QStringLiteral("--version") }));
    QCOMPARE(runInProcess({ QStringLiteral("--version") }).out, QStringLiteral("cloudgauge %1\n").arg(QLatin1String(CLOUDGAUGE_VERSION)));
}

void TestCommandTable::aCommandsHelpIsItsUsageOptionsAndExamples_data()
{
    QTest::addColumn<QString>("name");
    QTest::addColumn<QString>("flag");
    for (const cli::Command &c : cli::commands()) {
        const QString name = QLatin1String(c.name);
        QTest::addRow("%s --help prints its usage, every option and its examples", c.name) << name << QStringLiteral("--help");
    }
    QTest::newRow("rank -h is rank --help") << QStringLiteral("rank") << QStringLiteral("-h");
    QTest::newRow("report -h needs no QApplication") << QStringLiteral("report") << QStringLiteral("-h");
}

void TestCommandTable::aCommandsHelpIsItsUsageOptionsAndExamples()
{
    QFETCH(QString, name);
    QFETCH(QString, flag);
    const cli::Command *c = cli::findCommand(name);
    QVERIFY(c);
    const Result r = runBinary({ name, flag });
    QCOMPARE(r.code, 0);
    QVERIFY2(r.err.isEmpty(), qPrintable(r.err));
    QCOMPARE(r.out, CommandLine::commandHelpText(*c));
    QVERIFY2(r.out.startsWith(QStringLiteral("Usage: cloudgauge %1 ").arg(name)), qPrintable(r.out));
    QVERIFY(r.out != CommandLine::helpText());
    QVERIFY(r.out.contains(QLatin1String(c->summary).mid(1))); // the summary, its first letter capitalised
    // Every option of the options function, each with its description (joined as wrapped).
    QList<QCommandLineOption> options = c->options();
    for (const QCommandLineOption &o : std::as_const(options)) {
        const QString spelled = (o.names().first().size() == 1 ? QStringLiteral("-") : QStringLiteral("--")) + o.names().first();
        const QString paragraph = optionParagraph(r.out, spelled);
        QVERIFY2(!paragraph.isEmpty(), qPrintable(QStringLiteral("%1 --help does not list %2").arg(name, spelled)));
        QVERIFY2(paragraph.contains(o.description().simplified()), qPrintable(paragraph));
    }
    QVERIFY(!optionParagraph(r.out, QStringLiteral("-h, --help")).isEmpty());
    // The examples: each a whole command line of this command, with only options it takes.
    const int examples = int(r.out.indexOf(QLatin1String("\nExamples:\n")));
    QVERIFY2(examples > 0, qPrintable(r.out));
    const QStringList lines = r.out.mid(examples + 11).split(QLatin1Char('\n'), Qt::SkipEmptyParts);
    QVERIFY(!lines.isEmpty());
    QStringList taken;
    for (const QCommandLineOption &o : std::as_const(options))
        for (const QString &n : o.names())
            taken.append((n.size() == 1 ? QStringLiteral("-") : QStringLiteral("--")) + n);
    for (const QString &line : lines) {
        QVERIFY2(line == QStringLiteral("  cloudgauge ") + name || line.startsWith(QStringLiteral("  cloudgauge %1 ").arg(name)),
            qPrintable(line));
        const QStringList words = QProcess::splitCommand(line.trimmed()).mid(1);
        QCOMPARE(CommandLine::command(words), name);
        for (const QString &w : words)
            if (w.startsWith(QLatin1Char('-')))
                QVERIFY2(taken.contains(w), qPrintable(QStringLiteral("%1: the example's %2 is no option of %3").arg(line, w, name)));
    }
}

void TestCommandTable::rankHelpListsEveryNeedScenarioPresetAndFormat()
{
    const Result r = runBinary({ QStringLiteral("rank"), QStringLiteral("--help") });
    QCOMPARE(r.code, 0);
    QVERIFY2(r.err.isEmpty(), qPrintable(r.err));
    // The binary's settings hold no saved profile: the need names are the built-ins, as the store says.
    QSettings settings(binarySettingsFile(), QSettings::IniFormat);
    QStringList needs;
    for (const NeedProfile &p : NeedProfileStore(&settings).load())
        needs.append(p.key);
    QCOMPARE(needs.size(), NeedProfile::builtIns().size());
    const struct
    {
        QString option;
        QStringList values;
    } expected[] = {
        { QStringLiteral("--need"), needs },
        { QStringLiteral("--scenario"), CostScenario::presetNames() },
        { QStringLiteral("--preset"), Weights::presetNames() },
        { QStringLiteral("--format"), { QStringLiteral("table"), QStringLiteral("csv"), QStringLiteral("json") } },
        { QStringLiteral("--missing"), { QStringLiteral("prior"), QStringLiteral("renormalise") } },
    };
    for (const auto &e : expected) {
        QVERIFY(!e.values.isEmpty());
        const QString paragraph = optionParagraph(r.out, e.option);
        for (const QString &value : e.values)
            QVERIFY2(QRegularExpression(QStringLiteral("[ :]%1[,. ]").arg(QRegularExpression::escape(value))).match(paragraph).hasMatch(),
                qPrintable(QStringLiteral("rank --help does not list %1 under %2: %3").arg(value, e.option, paragraph)));
    }
}

void TestCommandTable::aSavedNeedProfileIsListedByTheHelpOfRankAndReport()
{
    QSettings settings(binarySettingsFile(), QSettings::IniFormat);
    NeedProfile own = *NeedProfile::builtIn(QStringLiteral("inference"));
    own.key = QStringLiteral("batch-serving");
    own.label = QStringLiteral("Batch serving");
    NeedProfileStore(&settings).save({ own });
    settings.sync();
    for (const QString &command : { QStringLiteral("rank"), QStringLiteral("report") }) {
        const Result r = runBinary({ command, QStringLiteral("--help") });
        QCOMPARE(r.code, 0);
        const QString paragraph = optionParagraph(r.out, QStringLiteral("--need"));
        QVERIFY2(paragraph.contains(QLatin1String("fp64 or batch-serving")), qPrintable(command + QStringLiteral(": ") + paragraph));
    }
    NeedProfileStore(&settings).save({});
    settings.sync();
}

void TestCommandTable::importHelpListsEveryImportFormat()
{
    const Result r = runBinary({ QStringLiteral("import"), QStringLiteral("--help") });
    QCOMPARE(r.code, 0);
    const QString paragraph = optionParagraph(r.out, QStringLiteral("--format"));
    QVERIFY(!readers::importFormats().isEmpty());
    for (const readers::ImportFormat &f : readers::importFormats()) {
        QVERIFY2(QRegularExpression(QStringLiteral("[ :]%1[,. ]").arg(QRegularExpression::escape(f.name))).match(paragraph).hasMatch(),
            qPrintable(f.name + QStringLiteral(": ") + paragraph));
        // ... and in the list of formats, with what each reads.
        QVERIFY2(QRegularExpression(
                     QStringLiteral("^  %1 +%2").arg(QRegularExpression::escape(f.name), QRegularExpression::escape(f.description)),
                     QRegularExpression::MultilineOption)
                     .match(r.out)
                     .hasMatch(),
            qPrintable(f.name));
    }
}

void TestCommandTable::eachValueListOfASynopsisIsTheOptionsOwn()
{
    // "--preset balanced|training|..." in a synopsis names the values its option's description
    // lists; for presets, scenarios and languages exactly the code's list, so neither drifts.
    const QHash<QString, QStringList> codeLists { { QStringLiteral("preset"), Weights::presetNames() },
        { QStringLiteral("scenario"), CostScenario::presetNames() }, { QStringLiteral("lang"), LanguageManager::languages() } };
    static const QRegularExpression valueList(QStringLiteral("--([a-z-]+) ([A-Za-z0-9_]+(?:\\|[A-Za-z0-9_]+)+)"));
    int checked = 0;
    for (const cli::Command &c : cli::commands()) {
        for (auto it = valueList.globalMatch(QLatin1String(c.synopsis)); it.hasNext();) {
            const QRegularExpressionMatch m = it.next();
            const QStringList values = m.captured(2).split(QLatin1Char('|'));
            if (std::all_of(values.cbegin(), values.cend(), [](const QString &v) { return v == v.toUpper(); }))
                continue; // placeholders (DATE|RUN), not values
            const QString where = QStringLiteral("%1 --%2").arg(QLatin1String(c.name), m.captured(1));
            QString description;
            for (const QCommandLineOption &o : c.options())
                if (o.names().contains(m.captured(1)))
                    description = o.description();
            QVERIFY2(!description.isEmpty(), qPrintable(where));
            for (const QString &v : values)
                QVERIFY2(description.contains(v), qPrintable(QStringLiteral("%1: %2 is not in '%3'").arg(where, v, description)));
            if (codeLists.contains(m.captured(1)))
                QCOMPARE(values, codeLists.value(m.captured(1)));
            ++checked;
        }
    }
    QVERIFY(checked >= 10);
}

void TestCommandTable::aBadFormatIsAUsageErrorOfOneLine_data()
{
    QTest::addColumn<QStringList>("args");
    QTest::addColumn<QString>("expected");
    const QString tableCsvJson = QStringLiteral("table, csv or json");
    QStringList importFormats = readers::importFormatNames();
    const QString importList
        = importFormats.mid(0, importFormats.size() - 1).join(QLatin1String(", ")) + QStringLiteral(" or ") + importFormats.last();
    // What reaches the --format check of each command (the operands and options it needs first),
    // and the values the message names.
    const auto words = [](const char *line) { return QString::fromLatin1(line).split(QLatin1Char(' ')); };
    const QHash<QString, std::pair<QStringList, QString>> cases {
        { QStringLiteral("import"), { words("import x.csv"), importList } },
        { QStringLiteral("update"), { words("update --url https://example.org/vms.csv"), importList } },
        { QStringLiteral("list"), { words("list"), tableCsvJson } },
        { QStringLiteral("providers"), { words("providers"), tableCsvJson } },
        { QStringLiteral("regions"), { words("regions"), tableCsvJson } },
        { QStringLiteral("compliance"), { words("compliance"), tableCsvJson } },
        { QStringLiteral("evidence"), { words("evidence list"), QStringLiteral("table or json") } },
        { QStringLiteral("latency"), { words("latency"), tableCsvJson } },
        { QStringLiteral("rank"), { words("rank"), tableCsvJson } },
        { QStringLiteral("verify"), { words("verify"), QStringLiteral("table or csv") } },
        { QStringLiteral("estimate"), { words("estimate --params 7e9 --tokens 1e12"), QStringLiteral("table or csv") } },
        { QStringLiteral("probe"), { words("probe"), QStringLiteral("table or json") } },
        { QStringLiteral("plan"), { words("plan"), QStringLiteral("table or json") } },
        { QStringLiteral("team"), { words("team audit postgresql://u@localhost:1/db"), tableCsvJson } },
        { QStringLiteral("fx"), { words("fx"), QStringLiteral("table or csv") } },
        { QStringLiteral("diff"), { words("diff"), tableCsvJson } },
        { QStringLiteral("history"), { words("history"), tableCsvJson } },
        { QStringLiteral("rfq"), { words("rfq export --provider lambda --lang en --out rfq"), QStringLiteral("xlsx, pdf or both") } },
    };
    for (const cli::Command &c : cli::commands()) {
        const QString name = QLatin1String(c.name);
        bool hasFormat = false;
        for (const QCommandLineOption &o : c.options())
            hasFormat = hasFormat || o.names().contains(QStringLiteral("format"));
        QCOMPARE(cases.contains(name), hasFormat); // every command with --format has a row here
        if (!hasFormat)
            continue;
        const auto &[args, values] = cases.value(name);
        const QString label = name == QLatin1String("team") ? QStringLiteral("team audit")
            : name == QLatin1String("rfq")                  ? QStringLiteral("rfq export")
                                                            : name;
        QTest::addRow("%s --format xml is a usage error of one line", qPrintable(args.join(QLatin1Char(' '))))
            << (args + QStringList { QStringLiteral("--format"), QStringLiteral("xml") })
            << QStringLiteral("cloudgauge: %1: --format must be %2 (see cloudgauge %3 --help)\n").arg(label, values, name);
    }
}

void TestCommandTable::aBadFormatIsAUsageErrorOfOneLine()
{
    QFETCH(QStringList, args);
    QFETCH(QString, expected);
    const Result r = runBinary(args);
    QCOMPARE(r.err, expected);
    QCOMPARE(r.code, 2);
    QVERIFY(r.out.isEmpty());
}

QTEST_GUILESS_MAIN(TestCommandTable)
#include "tst_commandtable.moc"
