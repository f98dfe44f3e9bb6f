#pragma once

#include "geo/Certification.h"

#include <QByteArray>
#include <QList>
#include <QSet>
#include <QString>

#include <optional>

namespace cg {

/**
 * Reads a certification table (resources/seed/compliance.csv, or a user's file of the same shape):
 * a CSV with the header provider,certification,level,scope,status,source_url,observed_on,quote,
 * one row per (provider, certification, scope), as Certification describes them. `name` names the
 * file in errors.
 *
 * Checks, each failing with "NAME line N: why" and nothing returned: a provider in `providerKeys`;
 * a certification of Certification::standards(); a level only where the standard has one (soc2:
 * type1 or type2; mlps: 2, 3 or 4); a status of Certification::statuses(); an http(s) source URL;
 * observed_on empty or an ISO date (YYYY-MM-DD); a (provider, certification, scope) given once.
 */
std::optional<QList<Certification>> readCertifications(
    const QByteArray &bytes, const QString &name, const QSet<QString> &providerKeys, QString *error);

} // namespace cg
