#include "CredentialStore.h"

#include <qt6keychain/keychain.h>

#include <QCoreApplication>
#include <QPointer>

namespace cg {

namespace {

CredentialStore::Result resultOf(QKeychain::Error error)
{
    switch (error) {
    case QKeychain::NoError:
        return CredentialStore::Result::Ok;
    case QKeychain::EntryNotFound:
        return CredentialStore::Result::NotFound;
    case QKeychain::AccessDeniedByUser:
        return CredentialStore::Result::Denied;
    default: // NoBackendAvailable, NotImplemented, AccessDenied, no D-Bus session: no usable keychain
        return CredentialStore::Result::Unavailable;
    }
}

} // namespace

CredentialStore::CredentialStore(QObject *parent)
    : QObject(parent)
{
}

CredentialStore *CredentialStore::shared()
{
    static QPointer<CredentialStore> store;
    if (!store)
        store = new CredentialStore(QCoreApplication::instance());
    return store;
}

void CredentialStore::read(const QString &key)
{
    auto *job = new QKeychain::ReadPasswordJob(QLatin1String(kService), this);
    job->setKey(key);
    job->setInsecureFallback(false);
    connect(job, &QKeychain::Job::finished, this, [this, job, key] {
        const Result r = resultOf(job->error());
        emit finished(Operation::Read, key, r, r == Result::Ok ? job->textData() : QString(), job->errorString());
    });
    job->start(); // auto-deletes after finished()
}

void CredentialStore::write(const QString &key, const QString &password)
{
    auto *job = new QKeychain::WritePasswordJob(QLatin1String(kService), this);
    job->setKey(key);
    job->setInsecureFallback(false);
    job->setTextData(password);
    connect(job, &QKeychain::Job::finished, this,
        [this, job, key] { emit finished(Operation::Write, key, resultOf(job->error()), {}, job->errorString()); });
    job->start();
}

void CredentialStore::remove(const QString &key)
{
    auto *job = new QKeychain::DeletePasswordJob(QLatin1String(kService), this);
    job->setKey(key);
    job->setInsecureFallback(false);
    connect(job, &QKeychain::Job::finished, this,
        [this, job, key] { emit finished(Operation::Remove, key, resultOf(job->error()), {}, job->errorString()); });
    job->start();
}

QString CredentialStore::unavailableText(const QString &detail)
{
    return QCoreApplication::translate("cg::CredentialStore",
        "No system keychain could be used (%1), so the password was not saved: CloudGauge keeps it only until it "
        "closes and asks for it the next time. To connect without typing it, put it in your PostgreSQL password "
        "file (~/.pgpass, or the file named by PGPASSFILE).")
        .arg(detail.isEmpty() ? QCoreApplication::translate("cg::CredentialStore", "no Secret Service") : detail);
}

} // namespace cg
