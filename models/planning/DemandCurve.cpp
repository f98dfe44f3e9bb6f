#include "planning/DemandCurve.h"

#include "csv/CsvReader.h"
#include "import/OfferReaders.h"

#include <QFile>
#include <QLocale>

#include <algorithm>
#include <cmath>

namespace cg::plan {

namespace {

/// `text` as a UTC date-time and whether it names a whole day; nullopt when it is not ISO 8601.
std::optional<std::pair<QDateTime, bool>> parseStart(const QString &text)
{
    const QString s = text.trimmed();
    if (s.size() == 10) {
        const QDate day = QDate::fromString(s, Qt::ISODate);
        if (!day.isValid())
            return std::nullopt;
        return std::pair { QDateTime(day, QTime(0, 0), Qt::UTC), true };
    }
    QDateTime at = QDateTime::fromString(s, Qt::ISODateWithMs);
    if (!at.isValid() || s.size() < 16)
        return std::nullopt;
    if (at.timeSpec() == Qt::LocalTime) // no offset written: read as UTC, as the header says
        at.setTimeSpec(Qt::UTC);
    return std::pair { at.toUTC(), false };
}

QString stepText(int hours)
{
    return hours == 24 ? QStringLiteral("days") : QStringLiteral("hours");
}

} // namespace

double DemandCurve::peak() const
{
    return gpus.isEmpty() ? 0 : *std::max_element(gpus.cbegin(), gpus.cend());
}

double DemandCurve::gpuHours() const
{
    double sum = 0;
    for (double g : gpus)
        sum += g;
    return sum * stepHours;
}

std::optional<DemandCurve> DemandCurve::fromCsv(const QByteArray &bytes, QString *error)
{
    const auto fail = [error](const QString &why) -> std::optional<DemandCurve> {
        if (error)
            *error = why;
        return std::nullopt;
    };
    if (const QString wide = readers::wideTextEncoding(bytes); !wide.isEmpty())
        return fail(QStringLiteral("the file is %1 text, not UTF-8: save it as UTF-8 (in a spreadsheet: CSV UTF-8)").arg(wide));
    CsvLimits limits;
    limits.maxRows = kMaxRows;
    const CsvTable table = CsvReader::parse(bytes, limits);
    if (!table.ok())
        return fail(table.fatalError);
    if (!table.issues.isEmpty()) { // the plan stops at the first bad row: nothing is "stored" either way
        QString reason = table.issues.first().reason;
        reason.remove(QStringLiteral(": the row is not stored"));
        return fail(QStringLiteral("line %1: %2").arg(table.issues.first().line).arg(reason));
    }
    const int startColumn = table.column(u"start");
    const int gpusColumn = table.column(u"gpus");
    if (startColumn < 0 || gpusColumn < 0)
        return fail(QStringLiteral("the demand file needs the columns start,gpus (the ISO 8601 start of each hour or day and the GPUs in"
                                   " use); its header is '%1'")
                        .arg(table.header.join(table.delimiter)));
    if (table.records.isEmpty())
        return fail(QStringLiteral("the demand file has a header but no rows"));
    DemandCurve curve;
    QDateTime previous;
    bool daily = false;
    for (const CsvRecord &record : table.records) {
        const auto start = parseStart(record.fields.at(startColumn));
        if (!start)
            return fail(QStringLiteral("line %1: start '%2' is not an ISO 8601 date (2026-01-05) or date and time (2026-01-05T13:00Z)")
                            .arg(record.line)
                            .arg(record.fields.at(startColumn)));
        bool ok = false;
        const double gpus = QLocale::c().toDouble(record.fields.at(gpusColumn).trimmed(), &ok);
        if (!ok || !std::isfinite(gpus) || gpus < 0 || gpus > kMaxGpus)
            return fail(QStringLiteral("line %1: gpus '%2' is not a number of GPUs in use from 0 to %3")
                            .arg(record.line)
                            .arg(record.fields.at(gpusColumn))
                            .arg(QLocale::c().toString(kMaxGpus, 'f', 0)));
        if (curve.gpus.isEmpty()) {
            curve.start = start->first;
            daily = start->second;
            curve.stepHours = daily ? 24 : 1;
        } else {
            const qint64 hours = previous.secsTo(start->first) / 3600;
            const bool whole = previous.secsTo(start->first) % 3600 == 0;
            if (curve.gpus.size() == 1 && whole && (hours == 1 || hours == 24) && start->second == daily)
                curve.stepHours = int(hours);
            if (start->second != daily || !whole || hours != curve.stepHours)
                return fail(QStringLiteral("line %1: starts at %2, but the rows must be consecutive %3 without gaps or repeats (the"
                                           " previous row started at %4)")
                                .arg(record.line)
                                .arg(start->first.toString(Qt::ISODate), stepText(curve.stepHours), previous.toString(Qt::ISODate)));
        }
        previous = start->first;
        curve.gpus.append(gpus);
    }
    return curve;
}

std::optional<DemandCurve> DemandCurve::fromProfile(const DemandProfile &profile, QString *error)
{
    const auto fail = [error](const QString &why) -> std::optional<DemandCurve> {
        if (error)
            *error = why;
        return std::nullopt;
    };
    const DemandProfile &p = profile;
    if (!p.start.isValid())
        return fail(QStringLiteral("the profile needs a first day"));
    if (!(p.baselineGpus >= 0 && p.baselineGpus <= kMaxGpus) || !(p.peakExtraGpus >= 0 && p.peakExtraGpus <= kMaxGpus))
        return fail(QStringLiteral("the baseline and the peak's extra GPUs must be from 0 to %1").arg(kMaxGpus, 0, 'f', 0));
    if (p.everyDays < 1 || p.everyDays > 3650 || p.peakDays < 0 || p.peakDays > p.everyDays)
        return fail(QStringLiteral("a peak lasts from 0 days to its whole cycle, and a cycle is 1 to 3650 days"));
    if (!(p.growthPerMonth >= -0.5 && p.growthPerMonth <= 1))
        return fail(QStringLiteral("the growth must be from -50 % to 100 % a month"));
    if (p.months < 1 || p.months > 60)
        return fail(QStringLiteral("a profile covers 1 to 60 months"));
    DemandCurve curve;
    curve.start = QDateTime(p.start, QTime(0, 0), Qt::UTC);
    curve.stepHours = 24;
    const int days = p.months * 30;
    curve.gpus.reserve(days);
    for (int k = 0; k < days; ++k) {
        const bool peak = k % p.everyDays >= p.everyDays - p.peakDays;
        const double gpus = (p.baselineGpus + (peak ? p.peakExtraGpus : 0)) * std::pow(1 + p.growthPerMonth, k / 30.0);
        if (gpus > kMaxGpus)
            return fail(QStringLiteral("day %1 of the profile would use %2 GPUs, more than %3")
                            .arg(k + 1)
                            .arg(gpus, 0, 'f', 0)
                            .arg(kMaxGpus, 0, 'f', 0));
        curve.gpus.append(gpus);
    }
    return curve;
}

std::optional<DemandCurve> DemandCurve::readFile(const QString &path, QString *error)
{
    QFile file(path);
    if (!file.open(QIODevice::ReadOnly)) {
        if (error)
            *error = QStringLiteral("cannot read %1: %2").arg(path, file.errorString());
        return std::nullopt;
    }
    // The CSV reader's own bound (CsvLimits::maxFileBytes), checked before reading: a pipe or a
    // device is read no further than one byte past it.
    const qint64 limit = CsvLimits().maxFileBytes;
    const QByteArray bytes = file.read(limit + 1);
    if (bytes.size() > limit) {
        if (error)
            *error = QStringLiteral("%1 is larger than %2 MiB: not a demand file").arg(path).arg(limit / (1024 * 1024));
        return std::nullopt;
    }
    return fromCsv(bytes, error);
}

} // namespace cg::plan
