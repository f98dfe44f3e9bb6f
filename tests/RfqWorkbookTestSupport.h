#pragma once
// Reading and editing the parts of a questionnaire workbook (an XLSX zip) in tests, through
// libzip: what a provider's spreadsheet program does when it fills the answers in.

#include <QByteArray>
#include <QFile>
#include <QList>
#include <QRegularExpression>
#include <QString>

#include <utility>
#include <vector>

#include <zip.h>

namespace cgtest::rfqbook {

/// The worksheet parts of a written questionnaire (RfqWorkbook.h's sheet order).
inline const QString kQuestionnairePart = QStringLiteral("xl/worksheets/sheet1.xml");
inline const QString kQuotePart = QStringLiteral("xl/worksheets/sheet2.xml");
inline const QString kSharedStringsPart = QStringLiteral("xl/sharedStrings.xml"); ///< the written texts (the request id among them)

/// The part `name` of the zip at `path` (empty when missing).
inline QByteArray zipPart(const QString &path, const QString &name)
{
    int err = 0;
    zip_t *z = zip_open(QFile::encodeName(path).constData(), ZIP_RDONLY, &err);
    if (!z)
        return {};
    QByteArray out;
    zip_stat_t st;
    if (zip_stat(z, name.toUtf8().constData(), 0, &st) == 0) {
        if (zip_file_t *f = zip_fopen(z, name.toUtf8().constData(), 0)) {
            out.resize(qsizetype(st.size));
            zip_fread(f, out.data(), st.size);
            zip_fclose(f);
        }
    }
    zip_discard(z);
    return out;
}

/// Adds or replaces parts of the zip at `path`.
inline bool zipPut(const QString &path, const QList<std::pair<QString, QByteArray>> &parts)
{
    int err = 0;
    zip_t *z = zip_open(QFile::encodeName(path).constData(), 0, &err);
    if (!z)
        return false;
    std::vector<QByteArray> keep;
    for (const auto &[name, data] : parts) {
        keep.push_back(data);
        zip_source_t *src = zip_source_buffer(z, keep.back().constData(), zip_uint64_t(keep.back().size()), 0);
        if (!src || zip_file_add(z, name.toUtf8().constData(), src, ZIP_FL_OVERWRITE | ZIP_FL_ENC_UTF_8) < 0) {
            zip_source_free(src);
            zip_discard(z);
            return false;
        }
    }
    return zip_close(z) == 0;
}

/// Puts a value into the (blank, styled) cell `ref` of a worksheet's XML: an inline string, or a number.
inline bool fillCell(QByteArray &xml, const QString &ref, const QString &value, bool number = false)
{
    const QRegularExpression blank(QStringLiteral("<c r=\"%1\"( s=\"\\d+\")?/>").arg(ref));
    QString text = QString::fromUtf8(xml);
    const QRegularExpressionMatch m = blank.match(text);
    if (!m.hasMatch())
        return false;
    const QString cell = number
        ? QStringLiteral("<c r=\"%1\"%2><v>%3</v></c>").arg(ref, m.captured(1), value)
        : QStringLiteral("<c r=\"%1\"%2 t=\"inlineStr\"><is><t>%3</t></is></c>").arg(ref, m.captured(1), value.toHtmlEscaped());
    text.replace(m.capturedStart(), m.capturedLength(), cell);
    xml = text.toUtf8();
    return true;
}

} // namespace cgtest::rfqbook
