#pragma once

// What the capacity-plan tests share: demand curves and a catalog with known offers.

#include "TestSupport.h"
#include "catalog/store/Catalog.h"
#include "import/Importer.h"

#include <QDateTime>
#include <QFile>
#include <QTemporaryDir>
#include <QTimeZone>

namespace cgtest {

/// An hourly demand CSV from 2026-11-01T00:00Z, one row per value.
inline QByteArray hourlyCsv(const QList<double> &gpus)
{
    QByteArray csv = "start,gpus\n";
    const QDateTime t0(QDate(2026, 11, 1), QTime(0, 0), QTimeZone::utc());
    for (int k = 0; k < gpus.size(); ++k)
        csv += t0.addSecs(3600LL * k).toString(Qt::ISODate).toLatin1() + ',' + QByteArray::number(gpus.at(k), 'g', 10) + '\n';
    return csv;
}

/// The case: 8 GPUs all the time plus 24 more in 3 hours of every 10 (30 % of hours), 720 h.
inline QList<double> steadyPlusPeaks()
{
    QList<double> gpus;
    for (int k = 0; k < 720; ++k)
        gpus.append(k % 10 < 3 ? 32 : 8);
    return gpus;
}

/// A catalog with reference data and two providers' H100 offers: acme in USD with a 12-month
/// reserved price, bolt in CNY with a spot price; bolt also lists an A100, which an H100 plan
/// leaves out.
inline QString plannedCatalog(const QTemporaryDir &dir)
{
    QString path = dir.filePath(QStringLiteral("plan.sqlite"));
    if (QFile::exists(path))
        return path;
    cg::Catalog catalog(path);
    QString error;
    if (!cgtest::openReferenceCatalog(catalog, &error))
        qFatal("%s", qPrintable(error));
    cg::ImportOptions o;
    o.format = QStringLiteral("csv");
    o.asOf = QStringLiteral("2026-11-30");
    const cg::ImportReport r = cg::Importer(catalog).importBytes(
        "provider,instance_type,region,gpu_name,gpu_count,vcpus,memory_gib,price_kind,term_months,price,currency,as_of,source_url,note,"
        "observed_on\n"
        "acme,h100x8,us-1,H100-SXM-80GB,8,192,2048,on_demand,,24.00,USD,2026-11-30,https://acme.example/prices,,2026-11-28\n"
        "acme,h100x8,us-1,H100-SXM-80GB,8,192,2048,reserved,12,16.00,USD,2026-11-30,https://acme.example/reserved,,2026-11-28\n"
        "acme,h100x1,us-2,H100-SXM-80GB,1,24,256,on_demand,,2.80,USD,2026-11-30,https://acme.example/prices,,2026-11-29\n"
        "bolt,gpu.h100,cn-1,H100-SXM-80GB,1,24,256,on_demand,,28.00,CNY,2026-11-30,https://bolt.example/p,,2026-11-27\n"
        "bolt,gpu.h100,cn-1,H100-SXM-80GB,1,24,256,spot,,5.00,CNY,2026-11-30,https://bolt.example/p,,2026-11-27\n"
        "bolt,gpu.a100,cn-1,A100-SXM4-80GB,1,24,256,on_demand,,1.00,CNY,2026-11-30,https://bolt.example/p,,2026-11-27\n",
        QStringLiteral("plan.csv"), o);
    if (!r.ok() || r.rejected != 0)
        qFatal("%s", qPrintable(r.text()));
    return path;
}

} // namespace cgtest
