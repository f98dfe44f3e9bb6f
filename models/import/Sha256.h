#pragma once

#include <QByteArray>

#include <memory>

namespace cg {

/**
 * SHA-256 of a stream, fed chunk by chunk: the identity of a streamed import file (import_run
 * .sha256, the same value QCryptographicHash gives). Uses OpenSSL's EVP digest, which uses the
 * CPU's SHA instructions where it has them: hashing a 500 MB AWS offer file with Qt's portable
 * implementation took longer than parsing it (docs/performance.md, "Importing a large AWS offer
 * file").
 */
class Sha256 final
{
public:
    Sha256();
    ~Sha256();
    Sha256(const Sha256 &) = delete;
    Sha256 &operator=(const Sha256 &) = delete;

    void addData(const char *data, qint64 size);
    /// The digest as 64 lower-case hex digits; call once, after the last addData.
    QByteArray hexResult();

private:
    struct Context;
    std::unique_ptr<Context> m_ctx;
};

} // namespace cg
