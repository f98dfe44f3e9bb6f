// Every command that reads the catalog directly fails with the read's own error when a read
// fails, instead of printing an empty table or writing a file of headers as if the catalog had no
// rows (a catalog whose table is gone stands for any read that fails: a damaged page, a disk error).
#include "CommandLine.h"
#include "TestSupport.h"

#include <QFile>
#include <QFileInfo>
#include <QSqlError>
#include <QSqlQuery>
#include <QTemporaryDir>
#include <QTest>
#include <QTextStream>

using namespace cg;
using namespace cg::cli;

class TestCliRead : public QObject
{
    Q_OBJECT
private slots:
    void initTestCase();
    void aFailedReadEndsTheCommandWithItsCause_data();
    void aFailedReadEndsTheCommandWithItsCause();

private:
    QTemporaryDir m_dir;
};

void TestCliRead::initTestCase()
{
    cgtest::initHermetic();
    QVERIFY(m_dir.isValid());
}

void TestCliRead::aFailedReadEndsTheCommandWithItsCause_data()
{
    QTest::addColumn<QString>("table"); // the table made unreadable
    QTest::addColumn<QStringList>("args"); // OUT stands for a file in the test's folder
    QTest::addColumn<QString>("reason"); // what the error says was being read
    const auto words = [](const char *line) { return QString::fromLatin1(line).split(QLatin1Char(' ')); };
    QTest::newRow("list") << "price" << words("list") << "list: cannot read the offers";
    QTest::newRow("list --gpu") << "gpu_alias" << words("list --gpu H100") << "list: cannot read the GPU aliases";
    QTest::newRow("fx") << "fx_rate" << words("fx") << "fx: cannot read the FX rates";
    QTest::newRow("providers: ratings") << "rating" << words("providers") << "providers: cannot read the ratings";
    QTest::newRow("providers: providers") << "provider" << words("providers") << "providers: cannot read the providers";
    QTest::newRow("regions") << "provider" << words("regions") << "regions: cannot read the providers";
    QTest::newRow("export") << "offering" << words("export --out OUT") << "export: cannot read the offers and prices for export";
    QTest::newRow("assessments export") << "assessment" << words("assessments export OUT") << "assessments export: cannot read the";
    QTest::newRow("tco: fx") << "fx_rate" << words("tco p5.48xlarge") << "tco: cannot read the FX rates";
    QTest::newRow("tco: offers") << "price" << words("tco p5.48xlarge") << "tco: cannot read the offers";
    QTest::newRow("rfq export") << "provider" << words("rfq export --provider nebius --lang en --out OUT")
                                << "rfq export: cannot read the providers";
    QTest::newRow("price-api") << "offering" << words("price-api script --provider alibaba") << "price-api: cannot read the offers";
    QTest::newRow("history") << "gpu_alias" << words("history --gpu H100") << "history: cannot read the GPU aliases";
}

void TestCliRead::aFailedReadEndsTheCommandWithItsCause()
{
    QFETCH(QString, table);
    QFETCH(QStringList, args);
    QFETCH(QString, reason);
    QTemporaryDir dir(m_dir.filePath(QStringLiteral("XXXXXX")));
    const QString catalog = dir.filePath(QStringLiteral("c.sqlite"));
    QVERIFY(QFile::copy(QStringLiteral(CG_SEED_DB), catalog));
    QFile::setPermissions(catalog, QFile::ReadOwner | QFile::WriteOwner);
    {
        QSqlDatabase db = QSqlDatabase::addDatabase(QStringLiteral("QSQLITE"), QStringLiteral("break"));
        db.setDatabaseName(catalog);
        QVERIFY(db.open());
        QSqlQuery q(db);
        QVERIFY2(q.exec(QStringLiteral("PRAGMA foreign_keys = OFF")), qPrintable(q.lastError().text()));
        QVERIFY2(q.exec(QStringLiteral("ALTER TABLE %1 RENAME TO %1_gone").arg(table)), qPrintable(q.lastError().text()));
        q.finish();
        db.close();
    }
    QSqlDatabase::removeDatabase(QStringLiteral("break"));

    const QString outFile = dir.filePath(QStringLiteral("out"));
    args.replaceInStrings(QRegularExpression(QStringLiteral("^OUT$")), outFile);
    QString out, err;
    QTextStream so(&out), se(&err);
    const int rc = CommandLine::run(
        QStringList { QStringLiteral("cloudgauge") } + args + QStringList { QStringLiteral("--catalog"), catalog }, so, se);
    so.flush();
    se.flush();
    QCOMPARE(rc, 1);
    QVERIFY2(err.startsWith(QStringLiteral("cloudgauge: ") + reason), qPrintable(err));
    QVERIFY2(err.contains(QStringLiteral("no such table: %1").arg(table)), qPrintable(err));
    QVERIFY2(out.isEmpty(), qPrintable(out)); // no table of headers, no "exported 0 rows"
    QVERIFY2(!QFileInfo::exists(outFile), "a failed read must write no file");
}

QTEST_MAIN(TestCliRead) // rfq export draws charts: it needs a QApplication
#include "tst_cliread.moc"
