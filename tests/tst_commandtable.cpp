// The command table (cli/CommandTable.cpp) drives dispatch, the choice of application object
// and `cloudgauge --help`: every row is reachable, listed, and nothing outside it is a command.
#include "TestSupport.h"

#include "CommandLine.h"
#include "CommandTable.h"

#include <QProcess>
#include <QRegularExpression>
#include <QTextStream>

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
};

void TestCommandTable::initTestCase()
{
    cgtest::initHermetic();
    QVERIFY(!cli::commands().empty());
}

TestCommandTable::Result TestCommandTable::runBinary(const QStringList &args)
{
    // A private runtime folder, so a QApplication (report) has nothing to warn about on stderr.
    static QTemporaryDir runtime;
    QProcessEnvironment env = QProcessEnvironment::systemEnvironment();
    env.insert(QStringLiteral("XDG_RUNTIME_DIR"), runtime.path());
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
    QTest::newRow("a command's --help") << QStringList { QStringLiteral("rank"), QStringLiteral("--help") };
    QTest::newRow("report --help, without a QApplication") << QStringList { QStringLiteral("report"), QStringLiteral("--help") };
}

void TestCommandTable::helpListsEveryCommandOfTheTableWithItsSummary()
{
    QFETCH(QStringList, args);
    const Result r = runBinary(args);
    QCOMPARE(r.code, 0);
    QVERIFY2(r.err.isEmpty(), qPrintable(r.err));
    QVERIFY2(r.out.startsWith(QLatin1String("Usage: cloudgauge [COMMAND] [OPTIONS]\n")), qPrintable(r.out));
    QCOMPARE(r.out, CommandLine::helpText());
    QStringList listed;
    static const QRegularExpression commandLine(QStringLiteral("^  ([a-z]+) {2,}(\\S.*)$"), QRegularExpression::MultilineOption);
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

QTEST_GUILESS_MAIN(TestCommandTable)
#include "tst_commandtable.moc"
