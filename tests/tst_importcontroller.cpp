// The window's import asks for the provider of a file that does not name it, remembers the
// answer per folder, and never shows a full progress bar for a file that failed.
#include "TestSupport.h"

#include "catalog/store/Catalog.h"
#include "importing/ImportController.h"

#include <QApplication>
#include <QDeadlineTimer>
#include <QDir>
#include <QMessageBox>
#include <QSettings>
#include <QSignalSpy>
#include <QTest>
#include <QTimer>
#include <QWidget>

using namespace cg;

namespace {
/// A SkyPilot-shaped vms.csv with 2 GPU offers; SkyPilot files carry no provider column.
const QByteArray kVms = "InstanceType,AcceleratorName,AcceleratorCount,vCPUs,MemoryGiB,GpuInfo,Price,SpotPrice,Region\n"
                        "gpu_1x_a10,A10,1,30,200,,0.75,,us-east-1\n"
                        "gpu_8x_h100_sxm5,H100,8,208,1800,,23.92,,us-east-1\n";
} // namespace

class TestImportController : public QObject
{
    Q_OBJECT

private slots:
    void initTestCase() { cgtest::initHermetic(); }
    void asksForTheProviderRemembersItAndImports();
    void aDeclinedQuestionImportsNothing();

private:
    struct Asked
    {
        QString file, suggested;
        QStringList keys;
    };
    /// Runs one import of `file` through the controller, answering the provider question with
    /// `answer` (nullopt: declined) and closing the report; what was asked.
    QList<Asked> importWithAnswer(const QString &catalogPath, const QString &file, const std::optional<QString> &answer);
};

QList<TestImportController::Asked> TestImportController::importWithAnswer(
    const QString &catalogPath, const QString &file, const std::optional<QString> &answer)
{
    QWidget window;
    window.show();
    ImportController imports(&window, catalogPath);
    imports.setProviderKeys({ QStringLiteral("lambda"), QStringLiteral("nebius") });
    QList<Asked> asked;
    imports.setProviderQuestion([&](const QString &f, const QStringList &keys, const QString &suggested) {
        asked.append({ f, suggested, keys });
        return answer;
    });
    QSignalSpy changed(&imports, &ImportController::catalogChanged);
    // The report box closes itself once shown (it is modal: exec() returns when it is accepted).
    QTimer closer;
    QObject::connect(&closer, &QTimer::timeout, [] {
        if (auto *box = qobject_cast<QMessageBox *>(QApplication::activeModalWidget()))
            box->accept();
    });
    closer.start(10);
    imports.importFiles({ file });
    const int runs = answer ? 2 : 1; // the first run, and the re-run with the answer
    while (changed.count() < runs)
        if (!changed.wait(30000))
            break;
    QDeadlineTimer deadline(30000);
    while ((imports.isImporting() || QApplication::activeModalWidget()) && !deadline.hasExpired())
        QTest::qWait(10);
    return asked;
}

void TestImportController::asksForTheProviderRemembersItAndImports()
{
    QSettings().clear();
    QTemporaryDir dir;
    const QString catalogPath = dir.filePath(QStringLiteral("c.sqlite"));
    {
        Catalog c(catalogPath);
        QString error;
        QVERIFY2(cgtest::openReferenceCatalog(c, &error), qPrintable(error));
    }
    QDir().mkpath(dir.filePath(QStringLiteral("downloads")));
    const QString file = dir.filePath(QStringLiteral("downloads/vms.csv")); // "downloads" names no provider
    QFile f(file);
    QVERIFY(f.open(QIODevice::WriteOnly));
    f.write(kVms);
    f.close();
    auto lambdaOffers = [&] {
        Catalog c(catalogPath);
        QString error;
        if (!c.open(&error))
            return -1;
        int n = 0;
        for (const OfferView &o : c.offers())
            n += o.providerKey == QLatin1String("lambda") && o.region == QLatin1String("us-east-1")
                && (o.instanceType == QLatin1String("gpu_1x_a10") || o.instanceType == QLatin1String("gpu_8x_h100_sxm5"));
        return n;
    };
    const int before = lambdaOffers();
    const QList<Asked> first = importWithAnswer(catalogPath, file, QStringLiteral("Lambda"));
    QCOMPARE(first.size(), 1);
    QCOMPARE(first.first().file, file);
    QCOMPARE(first.first().suggested, QString()); // nothing remembered yet
    QCOMPARE(first.first().keys, (QStringList { QStringLiteral("lambda"), QStringLiteral("nebius") }));
    QCOMPARE(lambdaOffers(), before + 2); // both GPU rows, under the provider given (lower-cased)
    // The same folder again: the answer is suggested.
    QFile g(file);
    QVERIFY(g.open(QIODevice::WriteOnly));
    g.write(QByteArray(kVms).replace("0.75", "0.70")); // new content, so it is not "already imported"
    g.close();
    const QList<Asked> second = importWithAnswer(catalogPath, file, QStringLiteral("lambda"));
    QCOMPARE(second.size(), 1);
    QCOMPARE(second.first().suggested, QStringLiteral("lambda"));
}

void TestImportController::aDeclinedQuestionImportsNothing()
{
    QSettings().clear();
    QTemporaryDir dir;
    const QString catalogPath = dir.filePath(QStringLiteral("c.sqlite"));
    {
        Catalog c(catalogPath);
        QString error;
        QVERIFY2(cgtest::openReferenceCatalog(c, &error), qPrintable(error));
    }
    const QString file = dir.filePath(QStringLiteral("vms.csv"));
    QFile f(file);
    QVERIFY(f.open(QIODevice::WriteOnly));
    f.write(kVms);
    f.close();
    int offersBefore = 0;
    {
        Catalog c(catalogPath);
        QString error;
        QVERIFY(c.open(&error));
        offersBefore = c.offers().size();
    }
    QCOMPARE(importWithAnswer(catalogPath, file, std::nullopt).size(), 1);
    Catalog c(catalogPath);
    QString error;
    QVERIFY(c.open(&error));
    QCOMPARE(c.offers().size(), offersBefore);
}

QTEST_MAIN(TestImportController)
#include "tst_importcontroller.moc"
