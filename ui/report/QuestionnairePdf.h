#pragma once

#include "rfq/RfqWorkbook.h"

#include <QImage>
#include <QList>
#include <QString>
#include <QStringList>

namespace cg::rfq {

/**
 * The questionnaire of a request for quotation as a document to send with (or instead of) the
 * workbook: the instructions, each question of Questionnaire::questions() with its guidance
 * (the rubric bands of the ClusterMAX categories), its allowed answers (□ before each choice, the
 * range and unit of a number) and blank answer, evidence (URL) and comment fields, then the
 * fields of one quote line. Texts are in the UI language: install the translator of
 * `request.language` first (the workbook's own texts are reused, so both read the same).
 */
QString questionnaireHtml(const RfqRequest &request);
/// questionnaireHtml() in the pieces that are laid out whole (never split across two pages): the
/// instructions, one piece per question (with its section heading when it opens one), the quote fields.
QStringList questionnaireItems(const RfqRequest &request);

/**
 * Writes questionnaireHtml() as an A4 PDF (QTextDocument laid out at 96 dpi and drawn as text
 * onto a QPdfWriter, like the report; header with the request id, footer "Page N of M") through
 * QSaveFile: a failed write leaves no file. The font is the report's (WenQuanYi Micro Hei); when
 * it is missing nothing is written. Returns false with "<path>: cannot write: <reason>" or the
 * font's reason in `error`. `pages` (may be null) receives the page count.
 */
bool writeQuestionnairePdf(const QString &path, const RfqRequest &request, QString *error, int *pages = nullptr);

/// The pages of the same document as images at 96 dpi (white background), for tests and previews.
QList<QImage> renderQuestionnairePages(const RfqRequest &request);

} // namespace cg::rfq
