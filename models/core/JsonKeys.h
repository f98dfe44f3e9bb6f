#pragma once

#include <QByteArray>
#include <QString>

namespace cg {

/**
 * The first key that an object of the JSON text `json` names twice, as "key" (top level) or
 * "outer.key" (nested objects; array elements are not named), or empty when none repeats or the
 * text is not JSON (the caller's own parse reports that). Qt's JSON parser keeps one of two equal
 * keys without a word (RFC 8259 §4 leaves the meaning of repeated names open), so a file the user
 * wrote with the same weight twice would silently lose one; RapidJSON's SAX reader
 * (https://rapidjson.org/md_doc_sax.html) sees every key as written.
 */
QString repeatedJsonKey(const QByteArray &json);

} // namespace cg
