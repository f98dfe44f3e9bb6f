#include "TestSupport.h"

#include "import/Importer.h"

#include <QElapsedTimer>
#include <QFile>
#include <QProcess>
#include <QSqlQuery>

#include <random>

using namespace cg;

/// Field report QT-07 / docs/user-guide.md, "Safety": an import killed at any moment leaves a catalog
/// that opens, passes integrity_check and holds the old rows or the new ones, never a mix.
class TestFaultInjection : public QObject
{
    Q_OBJECT

private slots:
    void initTestCase() { cgtest::initHermetic(); }
    void killingAnImportAtRandomPointsKeepsOldOrNew();
};

void TestFaultInjection::killingAnImportAtRandomPointsKeepsOldOrNew()
{
    QTemporaryDir dir;
    const QString base = dir.filePath(QStringLiteral("base.sqlite"));
    {
        Catalog c(base);
        QString error;
        QVERIFY2(cgtest::openReferenceCatalog(c, &error), qPrintable(error));
        ImportOptions o;
        o.providerKey = QStringLiteral("killtest");
        o.asOf = QStringLiteral("2026-11-01");
        QVERIFY(Importer(c)
                    .importBytes("InstanceType,AcceleratorName,AcceleratorCount,vCPUs,MemoryGiB,GpuInfo,Price,SpotPrice,Region\n"
                                 "old-1,H100,8,96,1024,,20.0,,us\n",
                        QStringLiteral("old.csv"), o)
                    .ok());
    }
    constexpr int kRows = 30000;
    const QString file = dir.filePath(QStringLiteral("new.csv"));
    {
        QFile f(file);
        QVERIFY(f.open(QIODevice::WriteOnly));
        f.write("InstanceType,AcceleratorName,AcceleratorCount,vCPUs,MemoryGiB,GpuInfo,Price,SpotPrice,Region\n");
        for (int i = 0; i < kRows; ++i)
            f.write(QStringLiteral("new-%1,A100-80GB,1,8,64,,%2,,r%3\n").arg(i).arg(1 + i % 50 / 10.0).arg(i % 7).toUtf8());
    }
    const QStringList args = { QStringLiteral("import"), QStringLiteral("--provider"), QStringLiteral("killtest"),
        QStringLiteral("--as-of"), QStringLiteral("2026-11-30"), file, QStringLiteral("--catalog") };
    // How long a whole import takes here, to spread the kills over it.
    QElapsedTimer timer;
    {
        const QString probe = dir.filePath(QStringLiteral("probe.sqlite"));
        QVERIFY(QFile::copy(base, probe));
        QProcess p;
        timer.start();
        p.start(QStringLiteral(CG_APP), args + QStringList { probe });
        QVERIFY(p.waitForFinished(120000));
        QCOMPARE(p.exitCode(), 0);
    }
    const int fullMs = int(timer.elapsed());
    std::mt19937 rng(20261130); // fixed seed: the same kill points every run
    std::uniform_int_distribution<int> when(0, std::max(1, fullMs));
    constexpr int kTrials = 24;
    int sawOld = 0, sawNew = 0;
    for (int trial = 0; trial < kTrials; ++trial) {
        const QString path = dir.filePath(QStringLiteral("trial-%1.sqlite").arg(trial));
        QVERIFY(QFile::copy(base, path));
        QFile::setPermissions(path, QFile::ReadOwner | QFile::WriteOwner);
        QProcess p;
        p.start(QStringLiteral(CG_APP), args + QStringList { path });
        QVERIFY(p.waitForStarted());
        QTest::qWait(when(rng));
        p.kill(); // SIGKILL: no cleanup of any kind
        p.waitForFinished(10000);

        Catalog c(path);
        QString error;
        QVERIFY2(c.open(&error), qPrintable(QStringLiteral("trial %1: %2").arg(trial).arg(error)));
        QSqlQuery q(c.database());
        QVERIFY(q.exec(QStringLiteral("PRAGMA integrity_check")) && q.next());
        QCOMPARE(q.value(0).toString(), QStringLiteral("ok"));
        QVERIFY(
            q.exec(QStringLiteral("SELECT COUNT(*), SUM(instance_type LIKE 'new-%') FROM offering o JOIN provider p ON p.id = o.provider_id"
                                  " WHERE p.key = 'killtest'"))
            && q.next());
        const int offers = q.value(0).toInt(), fresh = q.value(1).toInt();
        QVERIFY(q.exec(QStringLiteral("SELECT COUNT(*) FROM import_run WHERE finished_at IS NULL")) && q.next());
        QCOMPARE(q.value(0).toInt(), 0); // no half-recorded import run
        if (offers == 1 && fresh == 0)
            ++sawOld;
        else if (offers == kRows + 1 && fresh == kRows)
            ++sawNew;
        else
            QFAIL(qPrintable(QStringLiteral("trial %1: %2 offers, %3 new: a mix").arg(trial).arg(offers).arg(fresh)));
    }
    qInfo("fault injection: %d trials, %d left the old rows, %d the new ones, all integrity ok", kTrials, sawOld, sawNew);
    QVERIFY2(sawOld > 0, "no kill landed before the commit: the trial times are too long");
}

QTEST_GUILESS_MAIN(TestFaultInjection)
#include "tst_faultinjection.moc"
