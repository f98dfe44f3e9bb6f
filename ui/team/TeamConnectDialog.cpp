#include "TeamConnectDialog.h"

#include <QCheckBox>
#include <QComboBox>
#include <QDialogButtonBox>
#include <QEvent>
#include <QFormLayout>
#include <QLabel>
#include <QLineEdit>
#include <QPushButton>
#include <QSpinBox>
#include <QVBoxLayout>
#include <QtConcurrent/QtConcurrentRun>

namespace cg {

TeamConnectDialog::TeamConnectDialog(QWidget *parent)
    : QDialog(parent)
{
    setObjectName(QStringLiteral("teamConnectDialog"));
    auto *layout = new QVBoxLayout(this);
    m_hint = new QLabel(this);
    m_hint->setWordWrap(true);
    layout->addWidget(m_hint);

    auto *form = new QFormLayout;
    form->setFieldGrowthPolicy(QFormLayout::ExpandingFieldsGrow);
    auto line = [this](const char *name) {
        auto *e = new QLineEdit(this);
        e->setObjectName(QLatin1String(name));
        return e;
    };
    m_url = line("url");
    m_host = line("host");
    m_port = new QSpinBox(this);
    m_port->setObjectName(QStringLiteral("port"));
    m_port->setRange(1, 65535);
    m_port->setValue(5432);
    m_database = line("database");
    m_schema = line("schema");
    m_user = line("user");
    m_password = line("password");
    m_password->setEchoMode(QLineEdit::Password);
    m_sslMode = new QComboBox(this);
    m_sslMode->setObjectName(QStringLiteral("sslMode"));
    m_sslMode->addItem(QString(), QString()); // libpq's default
    for (const QString &mode : ServerLocation::sslModes())
        m_sslMode->addItem(QString(), mode);
    m_sslMode->setSizeAdjustPolicy(QComboBox::AdjustToContents);
    m_urlLabel = new QLabel(this);
    m_urlLabel->setBuddy(m_url);
    form->addRow(m_urlLabel, m_url);
    QWidget *fields[] = { m_host, m_port, m_database, m_schema, m_user, m_password, m_sslMode };
    for (int i = 0; i < 7; ++i) {
        m_labels[i] = new QLabel(this);
        m_labels[i]->setBuddy(fields[i]);
        form->addRow(m_labels[i], fields[i]);
    }
    layout->addLayout(form);
    m_remember = new QCheckBox(this);
    m_remember->setObjectName(QStringLiteral("rememberPassword"));
    m_remember->setChecked(true);
    layout->addWidget(m_remember);
    m_result = new QLabel(this);
    m_result->setObjectName(QStringLiteral("result"));
    m_result->setWordWrap(true);
    m_result->setTextInteractionFlags(Qt::TextSelectableByMouse);
    m_result->setMinimumHeight(4 * fontMetrics().height());
    m_result->setAlignment(Qt::AlignLeft | Qt::AlignTop);
    layout->addWidget(m_result, 1);
    m_buttons = new QDialogButtonBox(QDialogButtonBox::Ok | QDialogButtonBox::Cancel, this);
    m_test = m_buttons->addButton(QString(), QDialogButtonBox::ActionRole);
    m_test->setObjectName(QStringLiteral("testConnection"));
    connect(m_test, &QPushButton::clicked, this, &TeamConnectDialog::testConnection);
    connect(m_buttons, &QDialogButtonBox::accepted, this, &TeamConnectDialog::accept);
    connect(m_buttons, &QDialogButtonBox::rejected, this, &TeamConnectDialog::reject);
    layout->addWidget(m_buttons);
    setMinimumWidth(60 * fontMetrics().averageCharWidth()); // a URL and the longer messages fit in few lines

    for (QLineEdit *e : { m_host, m_database, m_schema, m_user })
        connect(e, &QLineEdit::textEdited, this, &TeamConnectDialog::fieldsEdited);
    connect(m_port, &QSpinBox::valueChanged, this, &TeamConnectDialog::fieldsEdited);
    connect(m_sslMode, &QComboBox::currentIndexChanged, this, &TeamConnectDialog::fieldsEdited);
    connect(m_url, &QLineEdit::textEdited, this, &TeamConnectDialog::urlEdited);
    connect(&m_check, &QFutureWatcher<ServerCheck>::finished, this, [this] {
        m_lastCheck = m_check.result();
        m_test->setEnabled(true);
        m_buttons->button(QDialogButtonBox::Ok)->setEnabled(true);
        showMessage(problemText(m_lastCheck, location()), !m_lastCheck.ok());
        const bool close = m_acceptAfterCheck && m_lastCheck.ok();
        m_acceptAfterCheck = false;
        emit checkFinished(m_lastCheck);
        if (close)
            QDialog::accept();
    });
    retranslate();
    ServerLocation defaults;
    defaults.host = QStringLiteral("localhost");
    defaults.database = QStringLiteral("cloudgauge");
    defaults.user = qEnvironmentVariable("USER");
    setLocation(defaults);
}

TeamConnectDialog::~TeamConnectDialog()
{
    m_check.waitForFinished(); // the worker holds only copies; it ends within connect_timeout
}

void TeamConnectDialog::retranslate()
{
    setWindowTitle(tr("Connect to team catalog"));
    m_hint->setText(tr("A team catalog is a CloudGauge catalog on a PostgreSQL 15 server, shared by everyone who connects to it. "
                       "Fill in the fields or paste a postgresql:// URL."));
    m_urlLabel->setText(tr("&URL:"));
    m_url->setPlaceholderText(QStringLiteral("postgresql://user@host:5432/dbname?sslmode=verify-full"));
    const char *labels[] = { QT_TR_NOOP("&Host:"), QT_TR_NOOP("&Port:"), QT_TR_NOOP("&Database:"), QT_TR_NOOP("&Schema:"),
        QT_TR_NOOP("U&ser:"), QT_TR_NOOP("Pass&word:"), QT_TR_NOOP("&TLS:") };
    for (int i = 0; i < 7; ++i)
        m_labels[i]->setText(tr(labels[i]));
    m_schema->setPlaceholderText(tr("public"));
    m_password->setPlaceholderText(tr("empty: from PGPASSWORD or ~/.pgpass"));
    const QString modes[] = { tr("libpq default (prefer: TLS when the server offers it, unverified)"), tr("disable: no TLS"),
        tr("allow: TLS only if the server insists"), tr("prefer: TLS when the server offers it, unverified"),
        tr("require: TLS, certificate not verified"), tr("verify-ca: TLS, certificate signed by a trusted CA"),
        tr("verify-full: TLS, certificate and host name verified") };
    for (int i = 0; i < m_sslMode->count() && i < 7; ++i)
        m_sslMode->setItemText(i, modes[i]);
    m_remember->setText(tr("Save the password in the system &keychain (never in the settings)"));
    m_test->setText(tr("T&est connection"));
    m_buttons->button(QDialogButtonBox::Ok)->setText(tr("&Connect"));
    m_buttons->button(QDialogButtonBox::Cancel)->setText(tr("Cancel"));
}

void TeamConnectDialog::changeEvent(QEvent *event)
{
    if (event->type() == QEvent::LanguageChange)
        retranslate();
    QDialog::changeEvent(event);
}

void TeamConnectDialog::setLocation(const ServerLocation &l)
{
    m_syncing = true;
    m_host->setText(l.host);
    m_port->setValue(l.port);
    m_database->setText(l.database);
    m_schema->setText(l.schema);
    m_user->setText(l.user);
    m_sslMode->setCurrentIndex(std::max(0, m_sslMode->findData(l.sslMode)));
    m_url->setText(l.url());
    m_url->setCursorPosition(0); // the start (user@host) shows, not the tail of the query
    m_extraQuery = l.extraQuery;
    m_syncing = false;
}

ServerLocation TeamConnectDialog::location() const
{
    ServerLocation l;
    l.host = m_host->text().trimmed();
    l.port = m_port->value();
    l.database = m_database->text().trimmed();
    l.schema = m_schema->text().trimmed();
    l.user = m_user->text().trimmed();
    l.sslMode = m_sslMode->currentData().toString();
    l.extraQuery = m_extraQuery;
    return l;
}

QString TeamConnectDialog::password() const
{
    return m_password->text();
}

void TeamConnectDialog::setPassword(const QString &password)
{
    m_password->setText(password);
}

bool TeamConnectDialog::rememberPassword() const
{
    return m_remember->isChecked();
}

void TeamConnectDialog::showMessage(const QString &text, bool error)
{
    m_result->setStyleSheet(error ? QStringLiteral("color: #b00020") : QString());
    m_result->setText(text);
}

QString TeamConnectDialog::message() const
{
    return m_result->text();
}

void TeamConnectDialog::fieldsEdited()
{
    if (m_syncing)
        return;
    m_syncing = true;
    m_url->setText(location().url());
    m_syncing = false;
}

void TeamConnectDialog::urlEdited()
{
    if (m_syncing)
        return;
    QString error;
    const auto parsed = ServerLocation::parse(m_url->text(), &error);
    if (!parsed) {
        showMessage(error, true);
        return;
    }
    m_syncing = true;
    const QString typed = m_url->text();
    setLocation(*parsed);
    m_url->setText(typed); // keep what the user typed; the fields follow it
    m_syncing = false;
    showMessage(QString(), false);
}

void TeamConnectDialog::testConnection()
{
    startCheck(false);
}

void TeamConnectDialog::accept()
{
    startCheck(true);
}

void TeamConnectDialog::startCheck(bool thenAccept)
{
    if (m_check.isRunning())
        return;
    const ServerLocation l = location();
    if (l.host.isEmpty() || l.database.isEmpty()) {
        showMessage(tr("Fill in at least the host and the database."), true);
        return;
    }
    m_acceptAfterCheck = thenAccept;
    m_test->setEnabled(false);
    m_buttons->button(QDialogButtonBox::Ok)->setEnabled(false);
    showMessage(tr("Connecting to %1…").arg(l.displayName()), false);
    const QString password = m_password->text();
    m_check.setFuture(QtConcurrent::run([l, password] { return checkServer(l, password); }));
}

QString TeamConnectDialog::problemText(const ServerCheck &check, const ServerLocation &l)
{
    const QString url = l.url();
    switch (check.problem) {
    case ServerProblem::None:
        return check.offerCount >= 0
            ? tr("Connected: a CloudGauge catalog of schema version %1 with %n offer(s).", nullptr, check.offerCount)
                  .arg(check.schemaVersion)
            : tr("Connected: a CloudGauge catalog of schema version %1.").arg(check.schemaVersion);
    case ServerProblem::Unreachable:
        return tr("No PostgreSQL server answered at %1:%2 (%3). Check the host and port, and that the server runs and accepts "
                  "TCP connections from this machine (listen_addresses, pg_hba.conf, firewall).")
            .arg(l.host)
            .arg(l.port)
            .arg(check.detail);
    case ServerProblem::AuthFailed:
        return tr("The server refused user %1 (%2). Check the user name and the password; with the password field empty, libpq "
                  "takes it from PGPASSWORD or ~/.pgpass (PGPASSFILE).")
            .arg(l.user, check.detail);
    case ServerProblem::NoDatabase:
        return tr("The server has no database %1 (%2). Correct the name, or ask the server's administrator to create it "
                  "(createdb %1).")
            .arg(l.database, check.detail);
    case ServerProblem::NotInitialised:
        return tr("%1 holds no CloudGauge catalog yet (%2). Initialise it once with\n    cloudgauge team init \"%3\"\n"
                  "or seed it from a catalog file with\n    cloudgauge catalog copy catalog.sqlite \"%3\"")
            .arg(l.displayName(), check.detail, url);
    case ServerProblem::TlsFailed:
        return tr("The TLS connection failed (%1). Check the TLS mode and the server's certificate (add sslrootcert=… to the URL "
                  "for a private certificate authority).")
            .arg(check.detail);
    case ServerProblem::NoDriver:
        return tr("Qt's PostgreSQL driver is missing: install the Debian package libqt6sql6-psql.");
    case ServerProblem::ConnectionLost:
    case ServerProblem::Other:
        break;
    }
    return tr("The connection failed: %1").arg(check.detail);
}

} // namespace cg
