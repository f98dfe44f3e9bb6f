// A full disk loses nothing: every file the application writes checks its writes, says "disk
// full" and leaves the file it would have replaced as it was (the CLI's CSV export and PDF report
// end to end; the writers the other commands and the window share, in process). The disk is made full for the
// process with a file size limit (RLIMIT_FSIZE, SIGXFSZ ignored): a write past it fails with
// EFBIG as a write to a full disk fails with ENOSPC, with no root and no special mount.
#include "TestSupport.h"

#include "assess/AssessmentCsv.h"
#include "core/FileWrite.h"
#include "rfq/RfqWorkbook.h"

#include <QDir>
#include <QProcess>
#include <QRegularExpression>
#include <QSaveFile>
#include <QTemporaryDir>
#include <QTest>
#include <QTextStream>

#include <csignal>
#include <sys/resource.h>
#include <sys/stat.h>

using namespace cg;

class TestDiskFull : public QObject
{
    Q_OBJECT

private slots:
    void initTestCase() { cgtest::initHermetic(); }
    void init();
    void aFullDiskFailsTheWriteAndKeepsTheOldFile_data();
    void aFullDiskFailsTheWriteAndKeepsTheOldFile();
    void aShortBufferedWriteIsCaughtBeforeCommit();
    void aFullDiskStopsTheRfqWorkbookWithItsCause();
    void outputCutShortIsAnError_data();
    void outputCutShortIsAnError();
    void aPipeIsNeverReplacedByAFile_data();
    void aPipeIsNeverReplacedByAFile();

private:
    std::unique_ptr<QTemporaryDir> m_dir;
    QString m_catalog;
};

namespace {

const QByteArray kOld = "the file as it was\n";

/// Sets this process's file size limit for the scope (SIGXFSZ ignored, so a write past it fails
/// with EFBIG instead of killing the process).
class FileSizeLimit
{
public:
    explicit FileSizeLimit(rlim_t bytes)
    {
        getrlimit(RLIMIT_FSIZE, &m_old);
        m_handler = std::signal(SIGXFSZ, SIG_IGN);
        rlimit limit = m_old;
        limit.rlim_cur = bytes;
        setrlimit(RLIMIT_FSIZE, &limit);
    }
    ~FileSizeLimit()
    {
        setrlimit(RLIMIT_FSIZE, &m_old);
        std::signal(SIGXFSZ, m_handler);
    }
    FileSizeLimit(const FileSizeLimit &) = delete;
    FileSizeLimit &operator=(const FileSizeLimit &) = delete;

private:
    rlimit m_old {};
    void (*m_handler)(int) = nullptr;
};

QByteArray contents(const QString &path)
{
    QFile f(path);
    return f.open(QIODevice::ReadOnly) ? f.readAll() : QByteArray();
}

} // namespace

void TestDiskFull::init()
{
    m_dir = std::make_unique<QTemporaryDir>();
    m_catalog = m_dir->filePath(QStringLiteral("c.sqlite"));
    QVERIFY(QFile::copy(QStringLiteral(CG_SEED_DB), m_catalog));
    QFile::setPermissions(m_catalog, QFile::ReadOwner | QFile::WriteOwner);
}

void TestDiskFull::aFullDiskFailsTheWriteAndKeepsTheOldFile_data()
{
    QTest::addColumn<QStringList>("args"); // OUT stands for the file written
    QTest::addColumn<int>("limitBlocks"); // of 512 bytes
    QTest::newRow("export") << QStringList { QStringLiteral("export"), QStringLiteral("--out"), QStringLiteral("OUT") } << 64;
    QTest::newRow("report") << QStringList { QStringLiteral("report"), QStringLiteral("--out"), QStringLiteral("OUT") } << 64;
}

void TestDiskFull::aFullDiskFailsTheWriteAndKeepsTheOldFile()
{
    QFETCH(QStringList, args);
    QFETCH(int, limitBlocks);
    const QString out = m_dir->filePath(QStringLiteral("out.file"));
    {
        QFile f(out);
        QVERIFY(f.open(QIODevice::WriteOnly));
        f.write(kOld);
    }
    args.replace(args.indexOf(QStringLiteral("OUT")), out);
    args << QStringLiteral("--catalog") << m_catalog;
    QProcess p;
    p.setProgram(QStringLiteral("/bin/sh"));
    // The limit is inherited through exec; `sh` counts 512-byte blocks. SIGXFSZ keeps its default
    // here: the application ignores it itself, so that the write fails and is reported.
    p.setArguments(
        QStringList { QStringLiteral("-c"), QStringLiteral("ulimit -f %1 && exec \"$0\" \"$@\"").arg(limitBlocks), QStringLiteral(CG_APP) }
        + args);
    QProcessEnvironment env = QProcessEnvironment::systemEnvironment();
    env.insert(QStringLiteral("HOME"), m_dir->path());
    env.insert(QStringLiteral("QT_QPA_PLATFORM"), QStringLiteral("offscreen"));
    p.setProcessEnvironment(env);
    p.start();
    QVERIFY(p.waitForFinished(180000));
    const QString err = QString::fromUtf8(p.readAllStandardError()), stdOut = QString::fromUtf8(p.readAllStandardOutput());
    QCOMPARE(p.exitStatus(), QProcess::NormalExit);
    QVERIFY2(p.exitCode() == 1, qPrintable(stdOut + err));
    QVERIFY2(err.contains(QLatin1String("the disk is full")), qPrintable(err));
    QVERIFY2(err.contains(QLatin1String("Nothing was replaced")), qPrintable(err));
    QVERIFY2(!stdOut.contains(QLatin1String("exported")) && !stdOut.contains(QLatin1String("wrote")), qPrintable(stdOut));
    QCOMPARE(contents(out), kOld);
    // No temporary file is left beside it.
    const QStringList left = QDir(m_dir->path()).entryList(QDir::Files);
    for (const QString &name : left)
        QVERIFY2(name == QLatin1String("out.file") || name.startsWith(QLatin1String("c.sqlite")), qPrintable(left.join(QLatin1Char(' '))));
}

void TestDiskFull::outputCutShortIsAnError_data()
{
    QTest::addColumn<int>("limitBlocks"); // `sh` counts 512-byte blocks
    QTest::addColumn<QString>("expected"); // a regular expression
    // Below SQLite's 32 KiB -shm file the catalog cannot even be read: that read fails loudly.
    // Whether it fails opening the catalog or at its first read depends on whether a -shm file is
    // already there; both say the catalog could not be read.
    QTest::newRow("8 KiB: the read fails") << 16
                                           << QStringLiteral("^cloudgauge: (list: cannot read the offers|.*: not a readable catalog)");
    // Above it, the read works and the list (hundreds of KiB) is cut short.
    QTest::newRow("64 KiB: the output is cut short") << 128 << QStringLiteral("the output could not be written in full");
}

void TestDiskFull::outputCutShortIsAnError()
{
    // `list > file` under a file size limit: the application ignores SIGXFSZ itself, so the write
    // fails (EFBIG) instead of the signal ending it without a word; the lost output is an error.
    QFETCH(int, limitBlocks);
    QFETCH(QString, expected);
    const QString out = m_dir->filePath(QStringLiteral("list.txt"));
    const int kLimitBlocks = limitBlocks;
    QProcess p;
    p.setProgram(QStringLiteral("/bin/sh"));
    p.setArguments({ QStringLiteral("-c"), QStringLiteral("ulimit -f %1 && exec \"$0\" list --catalog \"$1\" > \"$2\"").arg(kLimitBlocks),
        QStringLiteral(CG_APP), m_catalog, out });
    QProcessEnvironment env = QProcessEnvironment::systemEnvironment();
    env.insert(QStringLiteral("HOME"), m_dir->path());
    p.setProcessEnvironment(env);
    p.start();
    QVERIFY(p.waitForFinished(180000));
    const QString err = QString::fromUtf8(p.readAllStandardError());
    QCOMPARE(p.exitStatus(), QProcess::NormalExit); // not killed by SIGXFSZ
    QVERIFY2(p.exitCode() == 1, qPrintable(err));
    QVERIFY2(err.contains(QRegularExpression(expected)), qPrintable(err));
    QVERIFY(QFileInfo(out).size() <= kLimitBlocks * 512);
}

void TestDiskFull::aPipeIsNeverReplacedByAFile_data()
{
    QTest::addColumn<QStringList>("args"); // OUT stands for the FIFO
    QTest::newRow("export") << QStringList { QStringLiteral("export"), QStringLiteral("--out"), QStringLiteral("OUT") };
    QTest::newRow("assessments export") << QStringList { QStringLiteral("assessments"), QStringLiteral("export"), QStringLiteral("OUT") };
}

void TestDiskFull::aPipeIsNeverReplacedByAFile()
{
    // A FIFO (as a device such as /dev/full would be, as root) is not a file to rename a
    // temporary file over: the write is refused and the FIFO stays a FIFO.
    QFETCH(QStringList, args);
    const QString fifo = m_dir->filePath(QStringLiteral("out.fifo"));
    QCOMPARE(::mkfifo(QFile::encodeName(fifo).constData(), 0600), 0);
    const auto isFifo = [&fifo] {
        struct stat st = {};
        return ::stat(QFile::encodeName(fifo).constData(), &st) == 0 && S_ISFIFO(st.st_mode);
    };
    QString error;
    QVERIFY(!writeFileAtomically(fifo, "rows\n", &error));
    QVERIFY2(error.contains(QLatin1String("is not a regular file")), qPrintable(error));
    QVERIFY(isFifo());
    args.replace(args.indexOf(QStringLiteral("OUT")), fifo);
    QProcess p;
    QProcessEnvironment env = QProcessEnvironment::systemEnvironment();
    env.insert(QStringLiteral("HOME"), m_dir->path());
    env.insert(QStringLiteral("QT_QPA_PLATFORM"), QStringLiteral("offscreen"));
    p.setProcessEnvironment(env);
    p.start(QStringLiteral(CG_APP), args + QStringList { QStringLiteral("--catalog"), m_catalog });
    QVERIFY(p.waitForFinished(120000));
    const QString err = QString::fromUtf8(p.readAllStandardError());
    QVERIFY2(p.exitCode() == 1, qPrintable(err));
    QVERIFY2(err.contains(QLatin1String("is not a regular file")), qPrintable(err));
    QVERIFY(isFifo());
    QCOMPARE(QDir(m_dir->path()).entryList({ QStringLiteral("out.fifo*") }, QDir::AllEntries | QDir::System | QDir::Hidden),
        QStringList { QStringLiteral("out.fifo") }); // and no temporary file beside it
}

void TestDiskFull::aFullDiskStopsTheRfqWorkbookWithItsCause()
{
    // libxlsxwriter says only "ZIP_ERRNO"; the sentence must name the full disk, and the
    // workbook already there must stay as it was with no part-file beside it.
    const QString path = m_dir->filePath(QStringLiteral("rfq.xlsx"));
    {
        QFile f(path);
        QVERIFY(f.open(QIODevice::WriteOnly));
        f.write(kOld);
    }
    rfq::RfqRequest request;
    request.providerKey = QStringLiteral("lambda");
    request.providerName = QStringLiteral("Lambda");
    request.rfqId = QStringLiteral("lambda-20261207-00000000");
    request.language = QStringLiteral("en");
    request.exportedOn = QDate(2026, 12, 7);
    QString error;
    {
        const FileSizeLimit limit(4 * 1024);
        QVERIFY(!rfq::writeRfqWorkbook(path, request, &error));
    }
    QVERIFY2(error.contains(QLatin1String("the disk is full")), qPrintable(error));
    QCOMPARE(contents(path), kOld);
    QVERIFY(!QFile::exists(path + QStringLiteral(".part")));
    // With room, the same request writes a workbook (the limit, not the request, failed it).
    QVERIFY2(rfq::writeRfqWorkbook(path, request, &error), qPrintable(error));
    QVERIFY(contents(path).startsWith("PK"));
}

void TestDiskFull::aShortBufferedWriteIsCaughtBeforeCommit()
{
    // The cases QSaveFile::commit() lets through (Qt 6.4): one write() cut short by the limit
    // returns fewer bytes with no error, and buffered writes that fail only when flushed.
    const QString path = m_dir->filePath(QStringLiteral("stream.csv"));
    {
        QFile f(path);
        QVERIFY(f.open(QIODevice::WriteOnly));
        f.write(kOld);
    }
    QString error;
    {
        const FileSizeLimit limit(100 * 1024);
        QVERIFY(!writeFileAtomically(path, QByteArray(200 * 1024, 'x'), &error));
    }
    QVERIFY2(error.contains(QLatin1String("the disk is full")), qPrintable(error));
    QCOMPARE(contents(path), kOld);
    {
        const FileSizeLimit limit(100 * 1024);
        QSaveFile file(path);
        QVERIFY(file.open(QIODevice::WriteOnly));
        for (int i = 0; i < 20000; ++i)
            file.write("row 1234,H100,8,2.49,USD\n");
        QVERIFY(!commitSaveFile(file, &error));
    }
    QVERIFY2(error.contains(QLatin1String("the disk is full")), qPrintable(error));
    QCOMPARE(contents(path), kOld);
    // Assessments, written by the window and `assessments export`.
    QList<Assessment> rows;
    for (int i = 0; i < 100; ++i)
        rows.append({ QStringLiteral("p%1").arg(i), QStringLiteral("security"), 3.0, QString(2000, QLatin1Char('e')), {}, {}, {} });
    {
        const FileSizeLimit limit(100 * 1024);
        QVERIFY(!AssessmentCsv::writeFile(path, rows, &error));
    }
    QVERIFY2(error.contains(QLatin1String("the disk is full")), qPrintable(error));
    QCOMPARE(contents(path), kOld);
    // With room, the same writes replace the file.
    QVERIFY2(AssessmentCsv::writeFile(path, rows, &error), qPrintable(error));
    QVERIFY(contents(path).size() > 200000);
    QVERIFY2(writeFileAtomically(path, "new\n", &error), qPrintable(error));
    QCOMPARE(contents(path), QByteArray("new\n"));
}

QTEST_GUILESS_MAIN(TestDiskFull)
#include "tst_diskfull.moc"
