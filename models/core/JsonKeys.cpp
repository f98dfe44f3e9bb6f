#include "core/JsonKeys.h"

#include <rapidjson/memorystream.h>
#include <rapidjson/reader.h>

#include <QList>
#include <QSet>
#include <QStringList>

namespace cg {

namespace {

/// Tracks the keys of every open object; stops at the first repeat.
class KeyWatch : public rapidjson::BaseReaderHandler<rapidjson::UTF8<>, KeyWatch>
{
public:
    QString repeated;

    bool StartObject()
    {
        m_keys.append(QSet<QString>());
        m_path.append(m_pending);
        m_pending.clear();
        return true;
    }
    bool Key(const char *s, rapidjson::SizeType n, bool)
    {
        const QString key = QString::fromUtf8(s, qsizetype(n));
        if (!m_keys.isEmpty() && m_keys.last().contains(key)) {
            QStringList path;
            for (const QString &p : std::as_const(m_path))
                if (!p.isEmpty())
                    path << p;
            repeated = (path + QStringList { key }).join(QLatin1Char('.'));
            return false; // stop: found
        }
        if (!m_keys.isEmpty())
            m_keys.last().insert(key);
        m_pending = key;
        return true;
    }
    bool EndObject(rapidjson::SizeType)
    {
        m_keys.removeLast();
        m_path.removeLast();
        return true;
    }
    bool StartArray()
    {
        m_pending.clear(); // objects inside an array are not named by the array's key
        return true;
    }
    bool Default() { return true; }

private:
    QList<QSet<QString>> m_keys;
    QStringList m_path;
    QString m_pending; ///< the key of the value about to start
};

} // namespace

QString repeatedJsonKey(const QByteArray &json)
{
    rapidjson::MemoryStream stream(json.constData(), size_t(json.size()));
    rapidjson::Reader reader;
    KeyWatch watch;
    // Iterative parsing: a deeply nested document cannot exhaust the stack.
    reader.Parse<rapidjson::kParseIterativeFlag | rapidjson::kParseStopWhenDoneFlag>(stream, watch);
    return watch.repeated;
}

} // namespace cg
