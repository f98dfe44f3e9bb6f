// The questionnaire of a request for quotation as a PDF, laid out like the report.
#include "report/QuestionnairePdf.h"
#include "core/FileWrite.h"

#include "report/ReportWriter.h"
#include "rfq/Questionnaire.h"

#include <QAbstractTextDocumentLayout>
#include <QBuffer>
#include <QCoreApplication>
#include <QPageSize>
#include <QPainter>
#include <QPdfWriter>
#include <QTextDocument>

#include <memory>
#include <vector>

namespace cg::rfq {

namespace {

class Text
{
    Q_DECLARE_TR_FUNCTIONS(cg::rfq::QuestionnairePdf)
};

/// The workbook's own wording (translated once, in its context).
QString workbookText(const char *source)
{
    return QCoreApplication::translate("cg::rfq::RfqWorkbook", source);
}

QString esc(const QString &s)
{
    return s.toHtmlEscaped();
}

constexpr qreal kDpi = 96.0; // one unit = 1/96 inch
constexpr qreal kMargin = 56.0;
constexpr qreal kHeader = 64.0;
constexpr qreal kFooter = 56.0;

/// The laid-out pages and their geometry: each page its own document, filled with whole items
/// (the instructions, one question, the quote fields), so that no question is split across pages.
struct Layout
{
    std::vector<std::unique_ptr<QTextDocument>> pages;
    QSizeF page;
    QRectF content;
    QString font;
};

std::unique_ptr<QTextDocument> makeDocument(const Layout &layout, const QString &html)
{
    auto doc = std::make_unique<QTextDocument>();
    QFont f(layout.font);
    f.setPointSizeF(9.5);
    doc->setDefaultFont(f);
    doc->setDocumentMargin(0);
    doc->setDefaultStyleSheet(
        QStringLiteral("h1 { font-size: 18pt; } h2 { font-size: 14pt; color: #1f4e79; } h3 { font-size: 11pt; color: #1f4e79; }"
                       "table.grid { border-collapse: collapse; } td { padding: 3px 5px; } .muted { color: #555555; }"
                       ".small { font-size: 8pt; } td.label { background: #eef2f7; }"));
    doc->setTextWidth(layout.content.width());
    doc->setHtml(html);
    return doc;
}

Layout layOut(const RfqRequest &request)
{
    Layout out;
    out.font = ReportWriter::reportFontFamily();
    out.page = QPageSize(QPageSize::A4).sizePoints() * (kDpi / 72.0);
    out.content = QRectF(kMargin, kHeader, out.page.width() - 2 * kMargin, out.page.height() - kHeader - kFooter);
    const qreal room = out.content.height() - 1;
    QString page;
    for (const QString &item : questionnaireItems(request)) {
        if (!page.isEmpty() && makeDocument(out, page + item)->size().height() > room) {
            out.pages.push_back(makeDocument(out, page));
            page.clear();
        }
        page += item;
    }
    if (!page.isEmpty())
        out.pages.push_back(makeDocument(out, page)); // no item is taller than a page (one question)
    return out;
}

void paintPage(QPainter &p, const Layout &layout, const RfqRequest &request, int index, int count)
{
    const QRectF content = layout.content;
    QFont small(layout.font);
    small.setPointSizeF(7.5);
    p.setFont(small);
    p.setPen(QColor(0x55, 0x55, 0x55));
    p.drawText(QRectF(kMargin, 20, content.width(), 20), Qt::AlignLeft | Qt::AlignVCenter,
        workbookText("Request for quotation: %1").arg(request.providerName));
    p.drawText(QRectF(kMargin, 20, content.width(), 20), Qt::AlignRight | Qt::AlignVCenter, request.rfqId);
    p.drawLine(QPointF(kMargin, 44), QPointF(kMargin + content.width(), 44));
    const qreal footerY = layout.page.height() - kFooter + 16;
    p.drawLine(QPointF(kMargin, footerY - 6), QPointF(kMargin + content.width(), footerY - 6));
    p.drawText(QRectF(kMargin, footerY, content.width(), 20), Qt::AlignLeft | Qt::AlignVCenter,
        Text::tr("CloudGauge questionnaire, sent %1").arg(request.exportedOn.toString(Qt::ISODate)));
    p.drawText(QRectF(kMargin, footerY, content.width(), 20), Qt::AlignRight | Qt::AlignVCenter,
        Text::tr("Page %1 of %2").arg(index + 1).arg(count));
    p.setPen(Qt::black);
    p.save();
    p.translate(content.left(), content.top());
    QAbstractTextDocumentLayout::PaintContext ctx;
    ctx.clip = QRectF(0, 0, content.width(), content.height());
    p.setClipRect(ctx.clip);
    layout.pages[size_t(index)]->documentLayout()->draw(&p, ctx);
    p.restore();
}

} // namespace

QStringList questionnaireItems(const RfqRequest &request)
{
    QStringList items;
    QString html = QStringLiteral("<h1>%1</h1>").arg(esc(workbookText("Request for quotation: %1").arg(request.providerName)));
    html += QStringLiteral("<p>%1</p>")
                .arg(esc(workbookText("Request %1, sent %2.").arg(request.rfqId, request.exportedOn.toString(Qt::ISODate))));
    if (request.answerBy.isValid())
        html += QStringLiteral("<p><b>%1</b></p>")
                    .arg(esc(workbookText("Please return the workbook by %1.").arg(request.answerBy.toString(Qt::ISODate))));
    for (const char *line :
        { QT_TRANSLATE_NOOP("cg::rfq::RfqWorkbook",
              "1. Sheet Questionnaire: for each ClusterMAX category choose the band of the rubric (0-5) that describes your "
              "service today, and answer the risk checklist. Give a public URL as evidence where there is one."),
            QT_TRANSLATE_NOOP("cg::rfq::RfqWorkbook",
                "2. Sheet Quote: one line per GPU model, pricing (on-demand or reserved) and term. State the price per GPU-hour, the "
                "currency, the date the quote is valid until, any minimum commitment, and the egress, storage and other charges."),
            QT_TRANSLATE_NOOP("cg::rfq::RfqWorkbook",
                "3. Fill in only the yellow cells. Do not add formulas, links to other workbooks, rows or sheets, and do not change the "
                "hidden cells: the workbook is read back automatically and is refused otherwise."),
            QT_TRANSLATE_NOOP("cg::rfq::RfqWorkbook",
                "4. Answers are recorded as self-reported by the provider and shown apart from independent assessments. Quotes are "
                "kept confidential."),
            QT_TRANSLATE_NOOP("cg::rfq::RfqWorkbook", "5. Save as .xlsx and send the file back.") })
        html += QStringLiteral("<p>%1</p>").arg(esc(workbookText(line)));
    html += QStringLiteral("<p class=muted>%1</p>")
                .arg(esc(Text::tr("This document lists the questions of the workbook sent with it. Answer in the workbook: it is "
                                  "read back automatically.")));

    items << html;
    QString section;
    int number = 0;
    for (const Question &q : Questionnaire::questions()) {
        html.clear();
        if (q.section != section) {
            section = q.section;
            html += QStringLiteral("<h2>%1</h2>").arg(esc(section)); // on the page of its first question
        }
        ++number;
        QString allowed;
        if (q.type == AnswerType::Choice) {
            QStringList choices;
            if (const auto list = Questionnaire::choiceList(q.choiceList))
                for (const Choice &c : list->choices)
                    choices << QStringLiteral("□ ") + esc(c.label);
            allowed = choices.join(QStringLiteral("&nbsp;&nbsp;&nbsp; "));
        } else if (q.type == AnswerType::Number) {
            allowed = esc(Text::tr("a number from %1 to %2 (%3)").arg(q.minimum).arg(q.maximum).arg(q.unit));
        }
        QString guidance = esc(q.guidance).replace(QLatin1Char('\n'), QStringLiteral("<br>"));
        html += QStringLiteral("<table class=grid border=1 cellspacing=0 width='100%'>"
                               "<tr><td colspan=2><b>%1. %2</b><br><span class='muted small'>%3</span></td></tr>"
                               "<tr><td class=label width='22%'>%4</td><td>%5<br>&nbsp;</td></tr>"
                               "<tr><td class=label>%6</td><td>&nbsp;<br>&nbsp;</td></tr>"
                               "<tr><td class=label>%7</td><td>&nbsp;<br>&nbsp;<br>&nbsp;</td></tr></table><p></p>")
                    .arg(number)
                    .arg(esc(q.text), guidance, esc(workbookText("Answer")), allowed, esc(workbookText("Evidence (URL)")),
                        esc(workbookText("Comment")));
        items << html;
    }

    html = QStringLiteral("<h2>%1</h2><p>%2</p>")
               .arg(esc(Text::tr("Quote")),
                   esc(workbookText("One line per GPU model, pricing and term. Prices per GPU-hour; dates as YYYY-MM-DD.")));
    QString rows;
    for (const char *field :
        { QT_TRANSLATE_NOOP("cg::rfq::RfqWorkbook", "GPU model"), QT_TRANSLATE_NOOP("cg::rfq::RfqWorkbook", "GPU count"),
            QT_TRANSLATE_NOOP("cg::rfq::RfqWorkbook", "Region"), QT_TRANSLATE_NOOP("cg::rfq::RfqWorkbook", "On-demand or reserved"),
            QT_TRANSLATE_NOOP("cg::rfq::RfqWorkbook", "Term (months, reserved only)"),
            QT_TRANSLATE_NOOP("cg::rfq::RfqWorkbook", "Price per GPU-hour"),
            QT_TRANSLATE_NOOP("cg::rfq::RfqWorkbook", "Currency (ISO code, e.g. USD, CNY)"),
            QT_TRANSLATE_NOOP("cg::rfq::RfqWorkbook", "Valid until (YYYY-MM-DD)"),
            QT_TRANSLATE_NOOP("cg::rfq::RfqWorkbook", "Minimum commitment"), QT_TRANSLATE_NOOP("cg::rfq::RfqWorkbook", "Egress per TB"),
            QT_TRANSLATE_NOOP("cg::rfq::RfqWorkbook", "Storage per TB-month"), QT_TRANSLATE_NOOP("cg::rfq::RfqWorkbook", "Other charges"),
            QT_TRANSLATE_NOOP("cg::rfq::RfqWorkbook", "Conditions") })
        rows += QStringLiteral("<tr><td class=label width='35%'>%1</td><td>&nbsp;</td></tr>").arg(esc(workbookText(field)));
    html += QStringLiteral("<table class=grid border=1 cellspacing=0 width='100%'>") + rows + QStringLiteral("</table>");
    items << html;
    return items;
}

QString questionnaireHtml(const RfqRequest &request)
{
    return questionnaireItems(request).join(QString());
}

QList<QImage> renderQuestionnairePages(const RfqRequest &request)
{
    QList<QImage> out;
    if (ReportWriter::reportFontFamily().isEmpty())
        return out;
    const Layout layout = layOut(request);
    const int count = int(layout.pages.size());
    for (int i = 0; i < count; ++i) {
        QImage image(layout.page.toSize(), QImage::Format_ARGB32_Premultiplied);
        image.setDotsPerMeterX(int(kDpi / 0.0254));
        image.setDotsPerMeterY(int(kDpi / 0.0254));
        image.fill(Qt::white);
        QPainter p(&image);
        p.setRenderHint(QPainter::Antialiasing);
        paintPage(p, layout, request, i, count);
        p.end();
        out.append(image);
    }
    return out;
}

bool writeQuestionnairePdf(const QString &path, const RfqRequest &request, QString *error, int *pages)
{
    if (ReportWriter::reportFontFamily().isEmpty()) {
        *error = QStringLiteral("%1: cannot write: the font WenQuanYi Micro Hei is not installed (Debian package fonts-wqy-microhei)")
                     .arg(path);
        return false;
    }
    const Layout layout = layOut(request);
    const int count = int(layout.pages.size());
    // Rendered in memory, then written all or nothing (QPdfWriter does not check its writes).
    QBuffer buffer;
    buffer.open(QIODevice::WriteOnly);
    {
        QPdfWriter pdf(&buffer);
        pdf.setResolution(int(kDpi));
        pdf.setPageSize(QPageSize(QPageSize::A4));
        pdf.setPageMargins(QMarginsF(0, 0, 0, 0));
        pdf.setTitle(workbookText("Request for quotation: %1").arg(request.providerName));
        pdf.setCreator(QStringLiteral("CloudGauge %1").arg(QStringLiteral(CLOUDGAUGE_VERSION)));
        QPainter p(&pdf);
        for (int i = 0; i < count; ++i) {
            if (i > 0)
                pdf.newPage();
            paintPage(p, layout, request, i, count);
        }
        p.end();
    }
    if (!writeFileAtomically(path, buffer.data(), error))
        return false;
    if (pages)
        *pages = count;
    return true;
}

} // namespace cg::rfq
