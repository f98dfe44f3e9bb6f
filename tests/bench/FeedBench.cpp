// cloudgauge-feedbench: imports a generated AWS-shaped regional EC2 offer file (JSON and CSV)
// through the streaming readers and reports, for a file of --mb MB and one of half that size:
//   time ratio = import time / floor time, where the floor only tokenizes the same file with the
//                same parser (RapidJSON's Reader with a handler that does nothing; CsvStreamReader
//                reading every record) — budget ≤ 3×;
//   peak resident memory of the import (getrusage ru_maxrss of a process that does only that
//                import) — budget ≤ 300 MB, and it must not grow with the file.
// Each measurement runs in its own child process so that one peak does not hide another.
//   cloudgauge-feedbench --mb 500 [--dir DIR] [--check [--budgets]]
// (how to run it and its figures: docs/performance.md, "Importing a large AWS offer file").
// The generated file is like the real one: most products are not GPU instances or are not
// Linux/Shared/NA/Used; each GPU instance type has exactly one priced Linux product.
// --skypilot-mb M adds a SkyPilot vms.csv of M MB (fixed seed; every row a distinct GPU offer,
// priced per instance at random): the CSV formats are read a part at a time
// (Importer::importInParts); its peak memory is reported as a multiple of the file's size
// (docs/performance.md, "Importing a large CSV").
#include "catalog/store/Catalog.h"
#include "import/AwsOfferReader.h"
#include "import/Importer.h"
#include "import/SeedBuilder.h"

#include <QCommandLineParser>
#include <QCoreApplication>
#include <QDir>
#include <QElapsedTimer>
#include <QFile>
#include <QFileInfo>
#include <QProcess>
#include <QSaveFile>
#include <QTemporaryDir>
#include <QTextStream>

#include <cstdio>
#include <ctime>
#include <random>
#include <string>

namespace {

const char *const kGpuTypes[] = { "p5.48xlarge", "p5e.48xlarge", "p5en.48xlarge", "p4d.24xlarge", "p4de.24xlarge", "p3.16xlarge",
    "g6e.12xlarge", "g6.xlarge", "g5.48xlarge", "g4dn.12xlarge", "gr6.4xlarge", "p6-b200.48xlarge" };
const char *const kCpuTypes[] = { "m5.large", "m5.xlarge", "m5.2xlarge", "m5.4xlarge", "c5.large", "c5.xlarge", "c5.9xlarge", "r5.large",
    "r5.2xlarge", "r6i.4xlarge", "m6i.8xlarge", "c6i.16xlarge", "t3.micro", "t3.small", "t3.medium", "i4i.large", "x2idn.16xlarge",
    "m7g.large", "c7g.4xlarge", "r7g.8xlarge", "z1d.large", "d3.xlarge", "h1.2xlarge", "m6a.48xlarge" };
const char *const kOs[] = { "Linux", "Windows", "RHEL", "SUSE", "Ubuntu Pro", "Red Hat Enterprise Linux with HA" };
const char *const kTenancy[] = { "Shared", "Dedicated", "Host" };
const char *const kSoftware[] = { "NA", "SQL Web", "SQL Std", "SQL Ent" };
const char *const kCapacity[] = { "Used", "UnusedCapacityReservation", "AllocatedCapacityReservation" };
const int kGpuCount = int(std::size(kGpuTypes));

struct Product
{
    std::string sku, type, os, tenancy, software, capacity;
    bool gpu;
    int vcpu;
    double price;
};

/// The products of the file, in order: the priced GPU products first, then `n` others.
class Products
{
public:
    explicit Products(int n)
        : m_n(n)
    {
    }
    int size() const { return kGpuCount + m_n; }
    Product at(int i) const
    {
        std::mt19937 rng(20261201u + unsigned(i)); // fixed per product: JSON and CSV get the same file
        Product p;
        char sku[17];
        for (int k = 0; k < 16; ++k)
            sku[k] = "ABCDEFGHJKLMNPQRSTUVWXYZ23456789"[rng() % 32];
        sku[16] = 0;
        p.sku = sku;
        if (i < kGpuCount) {
            p.type = kGpuTypes[i];
            p.os = "Linux";
            p.tenancy = "Shared";
            p.software = "NA";
            p.capacity = "Used";
            p.gpu = true;
        } else {
            p.gpu = rng() % 10 == 0; // one in ten products is a GPU instance type, most of them not priced as Linux/Shared
            p.type = p.gpu ? kGpuTypes[rng() % kGpuCount] : kCpuTypes[rng() % std::size(kCpuTypes)];
            p.os = kOs[rng() % std::size(kOs)];
            p.tenancy = kTenancy[rng() % std::size(kTenancy)];
            p.software = kSoftware[rng() % std::size(kSoftware)];
            p.capacity = kCapacity[rng() % std::size(kCapacity)];
            if (p.gpu && p.os == "Linux" && p.tenancy == "Shared" && p.software == "NA" && p.capacity == "Used")
                p.os = "Windows"; // one priced product per GPU type
        }
        p.vcpu = 2 << (rng() % 7);
        p.price = 0.01 * double(10 + rng() % 9000);
        return p;
    }

private:
    int m_n;
};

const char *const kOptions[][3]
    = { { "1yr", "standard", "No Upfront" }, { "1yr", "standard", "Partial Upfront" }, { "1yr", "standard", "All Upfront" },
          { "3yr", "standard", "No Upfront" }, { "3yr", "standard", "Partial Upfront" }, { "3yr", "convertible", "All Upfront" } };

std::string money(double v)
{
    char b[32];
    std::snprintf(b, sizeof b, "%.10f", v);
    return b;
}

std::string attributesJson(const Product &p)
{
    return "{\"servicecode\":\"AmazonEC2\",\"location\":\"US East (N. Virginia)\",\"locationType\":\"AWS Region\",\"instanceType\":\""
        + p.type + "\",\"currentGeneration\":\"Yes\",\"instanceFamily\":\"" + (p.gpu ? "GPU instance" : "General purpose")
        + "\",\"vcpu\":\"" + std::to_string(p.vcpu)
        + "\",\"physicalProcessor\":\"Intel Xeon Platinum 8488C\",\"clockSpeed\":\"3.2 GHz\",\"memory\":\"" + std::to_string(p.vcpu * 4)
        + " GiB\",\"storage\":\"EBS only\",\"networkPerformance\":\"Up to 12500 Megabit\",\"processorArchitecture\":\"64-bit\","
          "\"tenancy\":\""
        + p.tenancy + "\",\"operatingSystem\":\"" + p.os + "\",\"licenseModel\":\"No License required\",\"usagetype\":\"BoxUsage:" + p.type
        + "\",\"operation\":\"RunInstances\",\"availabilityzone\":\"NA\",\"capacitystatus\":\"" + p.capacity
        + "\",\"classicnetworkingsupport\":\"false\",\"dedicatedEbsThroughput\":\"Up to 10000 "
          "Mbps\",\"ecu\":\"NA\",\"enhancedNetworkingSupported\":\"Yes\","
          "\"gpu\":\""
        + (p.gpu ? "8" : "0")
        + "\",\"intelAvxAvailable\":\"Yes\",\"intelAvx2Available\":\"Yes\",\"intelTurboAvailable\":\"Yes\","
          "\"marketoption\":\"OnDemand\",\"normalizationSizeFactor\":\"4\",\"preInstalledSw\":\""
        + p.software
        + "\",\"processorFeatures\":\"Intel AVX; Intel AVX2; Intel AVX512; Intel "
          "Turbo\",\"regionCode\":\"us-east-1\",\"servicename\":\"Amazon Elastic Compute Cloud\","
          "\"vpcnetworkingsupport\":\"true\"}";
}

bool writeJson(const QString &path, const Products &ps)
{
    QFile f(path);
    if (!f.open(QIODevice::WriteOnly))
        return false;
    std::string out
        = "{\n  \"formatVersion\" : \"v1.0\",\n  \"disclaimer\" : \"This pricing list is for informational purposes only.\",\n"
          "  \"offerCode\" : \"AmazonEC2\",\n  \"version\" : \"20261126190412\",\n  \"publicationDate\" : \"2026-11-26T19:04:12Z\",\n"
          "  \"products\" : {\n";
    auto flush = [&](bool force) {
        if (out.size() > (4u << 20) || force) {
            f.write(out.data(), qint64(out.size()));
            out.clear();
        }
    };
    for (int i = 0; i < ps.size(); ++i) {
        const Product p = ps.at(i);
        out += "    \"" + p.sku + "\" : {\n      \"sku\" : \"" + p.sku
            + "\",\n      \"productFamily\" : \"Compute Instance\",\n      \"attributes\" : " + attributesJson(p) + "\n    }"
            + (i + 1 < ps.size() ? ",\n" : "\n");
        flush(false);
    }
    out += "  },\n  \"terms\" : {\n    \"OnDemand\" : {\n";
    for (int i = 0; i < ps.size(); ++i) {
        const Product p = ps.at(i);
        const std::string code = p.sku + ".JRTCKXETXF";
        out += "      \"" + p.sku + "\" : {\n        \"" + code + "\" : {\"offerTermCode\" : \"JRTCKXETXF\",\"sku\" : \"" + p.sku
            + "\",\"effectiveDate\" : \"2026-11-01T00:00:00Z\",\"priceDimensions\" : {\"" + code + ".6YS6EN2CT7\" : {\"rateCode\" : \""
            + code + ".6YS6EN2CT7\",\"description\" : \"$" + money(p.price) + " per On Demand " + p.os + " " + p.type
            + " Instance Hour\",\"beginRange\" : \"0\",\"endRange\" : \"Inf\",\"unit\" : \"Hrs\",\"pricePerUnit\" : {\"USD\" : \""
            + money(p.price) + "\"},\"appliesTo\" : [ ]}},\"termAttributes\" : { }}\n      }" + (i + 1 < ps.size() ? ",\n" : "\n");
        flush(false);
    }
    out += "    },\n    \"Reserved\" : {\n";
    for (int i = 0; i < ps.size(); ++i) {
        const Product p = ps.at(i);
        out += "      \"" + p.sku + "\" : {\n";
        for (int k = 0; k < 6; ++k) {
            const std::string code = p.sku + ".RSV" + std::to_string(k) + "ABCDE";
            const double years = kOptions[k][0][0] == '1' ? 1 : 3;
            const double hourly = k % 3 == 2 ? 0 : p.price * (k % 3 == 0 ? 0.65 : 0.33);
            const double upfront = k % 3 == 0 ? 0 : p.price * years * 8760 * (k % 3 == 1 ? 0.3 : 0.6);
            out += "        \"" + code + "\" : {\"offerTermCode\" : \"RSV" + std::to_string(k) + "ABCDE\",\"sku\" : \"" + p.sku
                + "\",\"effectiveDate\" : \"2026-11-01T00:00:00Z\",\"priceDimensions\" : {\"" + code + ".6YS6EN2CT7\" : {\"rateCode\" : \""
                + code + ".6YS6EN2CT7\",\"description\" : \"USD " + money(hourly) + " per " + p.os + " (Amazon VPC), " + p.type
                + " reserved instance applied\",\"beginRange\" : \"0\",\"endRange\" : \"Inf\",\"unit\" : \"Hrs\",\"pricePerUnit\" : "
                  "{\"USD\" : \""
                + money(hourly) + "\"},\"appliesTo\" : [ ]}";
            if (upfront > 0)
                out += ",\"" + code + ".2TG2D8R56U\" : {\"rateCode\" : \"" + code
                    + ".2TG2D8R56U\",\"description\" : \"Upfront Fee\",\"unit\" : \"Quantity\",\"pricePerUnit\" : {\"USD\" : \""
                    + money(upfront) + "\"},\"appliesTo\" : [ ]}";
            out += "},\"termAttributes\" : {\"LeaseContractLength\" : \"" + std::string(kOptions[k][0]) + "\",\"OfferingClass\" : \""
                + kOptions[k][1] + "\",\"PurchaseOption\" : \"" + kOptions[k][2] + "\"}}" + (k < 5 ? ",\n" : "\n");
        }
        out += std::string("      }") + (i + 1 < ps.size() ? ",\n" : "\n");
        flush(false);
    }
    out += "    }\n  },\n  \"attributesList\" : { }\n}\n";
    flush(true);
    return f.error() == QFile::NoError;
}

bool writeCsv(const QString &path, const Products &ps)
{
    QFile f(path);
    if (!f.open(QIODevice::WriteOnly))
        return false;
    std::string out
        = "\"FormatVersion\",\"v1.0\"\n\"Disclaimer\",\"This pricing list is for informational purposes only.\"\n"
          "\"Publication Date\",\"2026-11-26T19:04:12Z\"\n\"Version\",\"20261126190412\"\n\"OfferCode\",\"AmazonEC2\"\n"
          "\"SKU\",\"OfferTermCode\",\"RateCode\",\"TermType\",\"PriceDescription\",\"EffectiveDate\",\"StartingRange\",\"EndingRange\","
          "\"Unit\",\"PricePerUnit\",\"Currency\",\"RelatedTo\",\"LeaseContractLength\",\"PurchaseOption\",\"OfferingClass\",\"Product "
          "Family\","
          "\"serviceCode\",\"Location\",\"Location Type\",\"Instance Type\",\"Current Generation\",\"Instance Family\",\"vCPU\","
          "\"Physical Processor\",\"Clock Speed\",\"Memory\",\"Storage\",\"Network Performance\",\"Processor Architecture\",\"Tenancy\","
          "\"Operating System\",\"License Model\",\"Usage Type\",\"Operation\",\"CapacityStatus\",\"Dedicated EBS Throughput\",\"ECU\","
          "\"Enhanced Networking Supported\",\"GPU\",\"Intel AVX Available\",\"Intel AVX2 Available\",\"Intel Turbo Available\","
          "\"Normalization Size Factor\",\"Pre Installed S/W\",\"Processor Features\",\"Region Code\",\"serviceName\"\n";
    auto q = [](const std::string &s) { return "\"" + s + "\""; };
    for (int i = 0; i < ps.size(); ++i) {
        const Product p = ps.at(i);
        const std::string productCols = q("Compute Instance") + "," + q("AmazonEC2") + "," + q("US East (N. Virginia)") + ","
            + q("AWS Region") + "," + q(p.type) + "," + q("Yes") + "," + q(p.gpu ? "GPU instance" : "General purpose") + ","
            + q(std::to_string(p.vcpu)) + "," + q("Intel Xeon Platinum 8488C") + "," + q("3.2 GHz") + ","
            + q(std::to_string(p.vcpu * 4) + " GiB") + "," + q("EBS only") + "," + q("Up to 12500 Megabit") + "," + q("64-bit") + ","
            + q(p.tenancy) + "," + q(p.os) + "," + q("No License required") + "," + q("BoxUsage:" + p.type) + "," + q("RunInstances") + ","
            + q(p.capacity) + "," + q("Up to 10000 Mbps") + "," + q("NA") + "," + q("Yes") + "," + q(p.gpu ? "8" : "0") + "," + q("Yes")
            + "," + q("Yes") + "," + q("Yes") + "," + q("4") + "," + q(p.software) + ","
            + q("Intel AVX; Intel AVX2; Intel AVX512; Intel Turbo") + "," + q("us-east-1") + "," + q("Amazon Elastic Compute Cloud") + "\n";
        out += q(p.sku) + "," + q("JRTCKXETXF") + "," + q(p.sku + ".JRTCKXETXF.6YS6EN2CT7") + "," + q("OnDemand") + ","
            + q("$" + money(p.price) + " per On Demand " + p.os + " " + p.type + " Instance Hour") + "," + q("2026-11-01") + "," + q("0")
            + "," + q("Inf") + "," + q("Hrs") + "," + q(money(p.price)) + "," + q("USD") + ",\"\",\"\",\"\",\"\"," + productCols;
        for (int k = 0; k < 6; ++k) {
            const std::string code = "RSV" + std::to_string(k) + "ABCDE";
            const double years = kOptions[k][0][0] == '1' ? 1 : 3;
            const double hourly = k % 3 == 2 ? 0 : p.price * (k % 3 == 0 ? 0.65 : 0.33);
            const double upfront = k % 3 == 0 ? 0 : p.price * years * 8760 * (k % 3 == 1 ? 0.3 : 0.6);
            const std::string term = "," + q(kOptions[k][0]) + "," + q(kOptions[k][2]) + "," + q(kOptions[k][1]) + ",";
            out += q(p.sku) + "," + q(code) + "," + q(p.sku + "." + code + ".6YS6EN2CT7") + "," + q("Reserved") + ","
                + q("USD " + money(hourly) + " per " + p.os + " (Amazon VPC), " + p.type + " reserved instance applied") + ","
                + q("2026-11-01") + "," + q("0") + "," + q("Inf") + "," + q("Hrs") + "," + q(money(hourly)) + "," + q("USD") + ",\"\""
                + term + productCols;
            if (upfront > 0)
                out += q(p.sku) + "," + q(code) + "," + q(p.sku + "." + code + ".2TG2D8R56U") + "," + q("Reserved") + "," + q("Upfront Fee")
                    + "," + q("2026-11-01") + ",\"\",\"\"," + q("Quantity") + "," + q(money(upfront)) + "," + q("USD") + ",\"\"" + term
                    + productCols;
        }
        if (out.size() > (4u << 20)) {
            f.write(out.data(), qint64(out.size()));
            out.clear();
        }
    }
    f.write(out.data(), qint64(out.size()));
    return f.error() == QFile::NoError;
}

/// Products needed for about `mb` MB of JSON (each product is about 6.2 KB with its terms).
int productsFor(double mb)
{
    const QString probe = QDir::temp().filePath(QStringLiteral("cloudgauge-feedbench-probe.json"));
    writeJson(probe, Products(400));
    const double perProduct = double(QFileInfo(probe).size()) / (400 + kGpuCount);
    QFile::remove(probe);
    return int(mb * 1e6 / perProduct * 1.01) - kGpuCount;
}

/// A SkyPilot vms.csv of about `mb` MB, every row a distinct GPU offer; returns the rows written.
int writeSkyPilot(const QString &path, double mb)
{
    QSaveFile f(path);
    if (!f.open(QIODevice::WriteOnly))
        return -1;
    std::mt19937 rng(20261206);
    const char *const gpus[] = { "H100", "A100-80GB", "L40S", "RTX4090", "H200", "B200", "A10", "V100" };
    std::uniform_int_distribution<int> g(0, 7), c(0, 3), price(5000, 4000000);
    QByteArray out = "InstanceType,AcceleratorName,AcceleratorCount,vCPUs,MemoryGiB,GpuInfo,Price,SpotPrice,Region\n";
    int rows = 0;
    qint64 written = 0;
    while (written + out.size() < qint64(mb * 1e6)) {
        const int count = 1 << c(rng);
        const double amount = price(rng) / 10000.0;
        char line[200];
        std::snprintf(line, sizeof line, "bench-%d,%s,%d,%d,%d,,%.4f,%.4f,region-%d\n", rows / 20, gpus[g(rng)], count, count * 8,
            count * 64, amount, amount * 0.4, rows % 20);
        out += line;
        ++rows;
        if (out.size() > (1 << 20)) {
            written += f.write(out);
            out.clear();
        }
    }
    f.write(out);
    return f.commit() ? rows : -1;
}

/// Peak resident memory of this process, kB: VmHWM of /proc/self/status (reset by exec, unlike
/// getrusage's ru_maxrss, which a child started with fork+exec inherits from its parent).
long peakRssKb()
{
    QFile f(QStringLiteral("/proc/self/status"));
    if (!f.open(QIODevice::ReadOnly))
        return -1;
    for (const QByteArray &line : f.readAll().split('\n'))
        if (line.startsWith("VmHWM:"))
            return line.mid(6).trimmed().split(' ').first().toLong();
    return -1;
}

/// CPU time of this process (user + system), seconds: on a shared machine the wall time of a run
/// depends on what else runs; the CPU time much less.
double cpuSeconds()
{
    timespec ts {};
    clock_gettime(CLOCK_PROCESS_CPUTIME_ID, &ts);
    return double(ts.tv_sec) + double(ts.tv_nsec) / 1e9;
}

/// Child: tokenize or import one file, print "wall_seconds rss_kb count cpu_seconds".
int child(const QString &mode, const QString &path)
{
    QElapsedTimer t;
    t.start();
    double cpu0 = cpuSeconds();
    qint64 count = 0;
    if (mode == QLatin1String("floor")) {
        QFile f(path);
        if (!f.open(QIODevice::ReadOnly))
            return 2;
        count = path.endsWith(QLatin1String(".csv")) ? cg::readers::tokenizeCsvOnly(f) : cg::readers::tokenizeJsonOnly(f);
    } else {
        QTemporaryDir dir;
        cg::Catalog catalog(dir.filePath(QStringLiteral("bench.sqlite")));
        QString error;
        QStringList log;
        if (!catalog.open(&error) || !cg::SeedBuilder(catalog).buildReference(QStringLiteral(CG_SEED_DIR), &log, &error)) {
            std::fprintf(stderr, "catalog: %s\n", qPrintable(error));
            return 2;
        }
        const long before = peakRssKb();
        t.restart();
        cpu0 = cpuSeconds();
        cg::ImportOptions options;
        if (path.endsWith(QLatin1String("vms.csv")))
            options.providerKey = QStringLiteral("lambda");
        const cg::ImportReport r = cg::Importer(catalog).importFile(path, options);
        if (!r.ok()) {
            std::fprintf(stderr, "%s\n", qPrintable(r.text()));
            return 1;
        }
        count = r.offersImported();
        std::fprintf(stderr, "catalog baseline before the import: %ld kB\n", before);
    }
    const double wall = double(t.nsecsElapsed()) / 1e9, cpu = cpuSeconds() - cpu0;
    std::printf("%.3f %ld %lld %.3f\n", wall, peakRssKb(), static_cast<long long>(count), cpu);
    return 0;
}

struct Figures
{
    double seconds = 0, cpu = 0;
    long rssKb = 0;
    qint64 count = -1;
};

Figures runChild(const QString &mode, const QString &path)
{
    QProcess p;
    p.start(QCoreApplication::applicationFilePath(), { QStringLiteral("--child"), mode, path });
    p.waitForFinished(-1);
    const QStringList out = QString::fromLatin1(p.readAllStandardOutput()).split(QLatin1Char(' '), Qt::SkipEmptyParts);
    Figures f;
    if (p.exitCode() != 0 || out.size() < 4) {
        std::fprintf(stderr, "child %s %s failed: %s\n", qPrintable(mode), qPrintable(path), p.readAllStandardError().constData());
        return f;
    }
    f.seconds = out.at(0).toDouble();
    f.rssKb = out.at(1).toLong();
    f.count = out.at(2).toLongLong();
    f.cpu = out.at(3).trimmed().toDouble();
    return f;
}

} // namespace

int main(int argc, char **argv)
{
    QCoreApplication app(argc, argv);
    const QStringList args = app.arguments();
    if (args.size() == 4 && args.at(1) == QLatin1String("--child"))
        return child(args.at(2), args.at(3));
    QCommandLineParser parser;
    parser.addHelpOption();
    const QCommandLineOption mb(
        QStringLiteral("mb"), QStringLiteral("Size of the larger file in MB (default 500)."), QStringLiteral("MB"), QStringLiteral("500"));
    const QCommandLineOption dirOpt(
        QStringLiteral("dir"), QStringLiteral("Folder for the generated files (default: a temporary folder)."), QStringLiteral("DIR"));
    const QCommandLineOption check(QStringLiteral("check"), QStringLiteral("Exit non-zero when a count is wrong."));
    const QCommandLineOption budgets(QStringLiteral("budgets"),
        QStringLiteral("With --check, also when a budget is exceeded (time ratio 3, 300 MB; meaningful from about 100 MB)."));
    const QCommandLineOption skypilotMb(QStringLiteral("skypilot-mb"),
        QStringLiteral("Also import a SkyPilot vms.csv of this many MB (default 0: none); budget: peak memory 4 × the file."),
        QStringLiteral("MB"), QStringLiteral("0"));
    parser.addOptions({ mb, dirOpt, check, budgets, skypilotMb });
    parser.process(app);
    QTemporaryDir temp;
    const QString dir = parser.isSet(dirOpt) ? parser.value(dirOpt) : temp.path();
    QDir().mkpath(dir);
    QTextStream out(stdout);
    bool ok = true;
    const double size = parser.value(mb).toDouble();
    for (const double target : { size, size / 2 }) {
        const int n = productsFor(target);
        const Products ps(n);
        for (const char *ext : { "json", "csv" }) {
            const QString path = QDir(dir).filePath(QStringLiteral("aws-ec2-bench-%1mb.%2").arg(target).arg(QLatin1String(ext)));
            if (!QFileInfo::exists(path)) {
                const bool written = QLatin1String(ext) == QLatin1String("json") ? writeJson(path, ps) : writeCsv(path, ps);
                if (!written) {
                    out << "cannot write " << path << Qt::endl;
                    return 2;
                }
            }
            const double fileMb = double(QFileInfo(path).size()) / 1e6;
            const Figures floor = runChild(QStringLiteral("floor"), path);
            const Figures import = runChild(QStringLiteral("import"), path);
            const double ratio = floor.cpu > 0 ? import.cpu / floor.cpu : 0; // CPU time (see cpuSeconds)
            const bool countOk = import.count == kGpuCount;
            const bool withinBudgets = ratio > 0 && ratio <= 3.0 && import.rssKb > 0 && import.rssKb <= 300 * 1024;
            out << QStringLiteral("%1 %2 MB (%3 products): CPU floor %4 s, import %5 s (wall %12 / %13 s), ratio %6 (budget 3);"
                                  " peak RSS import %7 MB (budget 300), floor %8 MB; %9 GPU offers (expected %10)%11")
                       .arg(QLatin1String(ext), -4)
                       .arg(fileMb, 0, 'f', 1)
                       .arg(ps.size())
                       .arg(floor.cpu, 0, 'f', 2)
                       .arg(import.cpu, 0, 'f', 2)
                       .arg(ratio, 0, 'f', 2)
                       .arg(double(import.rssKb) / 1024, 0, 'f', 1)
                       .arg(double(floor.rssKb) / 1024, 0, 'f', 1)
                       .arg(import.count)
                       .arg(kGpuCount)
                       .arg(!countOk           ? QStringLiteral("  <-- WRONG COUNT")
                               : withinBudgets ? QString()
                                               : QStringLiteral("  <-- over budget"))
                       .arg(floor.seconds, 0, 'f', 2)
                       .arg(import.seconds, 0, 'f', 2)
                << Qt::endl;
            ok = ok && countOk && (withinBudgets || !parser.isSet(budgets));
        }
    }
    if (const double skyMb = parser.value(skypilotMb).toDouble(); skyMb > 0) {
        const QString path = QDir(dir).filePath(QStringLiteral("skypilot-%1mb-vms.csv").arg(skyMb));
        const int rows = writeSkyPilot(path, skyMb);
        if (rows < 0) {
            out << "cannot write " << path << Qt::endl;
            return 2;
        }
        const double fileMb = double(QFileInfo(path).size()) / 1e6;
        const Figures import = runChild(QStringLiteral("import"), path);
        const double times = double(import.rssKb) * 1024 / 1e6 / fileMb;
        const bool countOk = import.count == rows;
        const bool withinBudget = import.rssKb > 0 && times <= 4.0;
        out << QStringLiteral("skypilot %1 MB (%2 rows): import CPU %3 s (wall %4 s); peak RSS import %5 MB = %6 × the file (budget 4);"
                              " %7 GPU offers (expected %2)%8")
                   .arg(fileMb, 0, 'f', 1)
                   .arg(rows)
                   .arg(import.cpu, 0, 'f', 2)
                   .arg(import.seconds, 0, 'f', 2)
                   .arg(double(import.rssKb) / 1024, 0, 'f', 1)
                   .arg(times, 0, 'f', 1)
                   .arg(import.count)
                   .arg(!countOk          ? QStringLiteral("  <-- WRONG COUNT")
                           : withinBudget ? QString()
                                          : QStringLiteral("  <-- over budget"))
            << Qt::endl;
        ok = ok && countOk && (withinBudget || !parser.isSet(budgets));
    }
    return parser.isSet(check) && !ok ? 1 : 0;
}
