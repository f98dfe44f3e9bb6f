#include "NeedProfileDialog.h"
#include "scoring/NeedProfileStore.h"

#include "scoring/TrueCost.h"

#include <QCheckBox>
#include <QComboBox>
#include <QDialogButtonBox>
#include <QDoubleSpinBox>
#include <QFormLayout>
#include <QHBoxLayout>
#include <QLabel>
#include <QLineEdit>
#include <QListWidget>
#include <QLocale>
#include <QPushButton>
#include <QVBoxLayout>

namespace cg {

namespace {
/// A spin box whose minimum (0) means "no bound", shown as `none`.
QDoubleSpinBox *boundBox(QWidget *parent, double max, int decimals, const QString &suffix)
{
    auto *b = new QDoubleSpinBox(parent);
    b->setRange(0, max);
    b->setDecimals(decimals);
    b->setSuffix(suffix);
    return b;
}
std::optional<double> boundOf(const QDoubleSpinBox *b)
{
    return b->value() > 0 ? std::optional<double>(b->value()) : std::nullopt;
}
} // namespace

NeedProfileDialog::NeedProfileDialog(
    const QList<NeedProfile> &profiles, const Weights &windowWeights, const QString &selectKey, QWidget *parent)
    : QDialog(parent)
    , m_profiles(profiles)
    , m_windowWeights(windowWeights)
{
    setObjectName(QStringLiteral("NeedProfileDialog"));
    setWindowTitle(tr("Need profiles"));
    auto *layout = new QHBoxLayout;
    m_list = new QListWidget(this);
    m_list->setObjectName(QStringLiteral("needProfiles"));
    auto *left = new QVBoxLayout;
    left->addWidget(m_list, 1);
    auto *listButtons = new QHBoxLayout;
    m_new = new QPushButton(tr("&New from selected"), this);
    m_remove = new QPushButton(this);
    listButtons->addWidget(m_new);
    listButtons->addWidget(m_remove);
    left->addLayout(listButtons);
    layout->addLayout(left);

    auto *form = new QFormLayout;
    m_name = new QLineEdit(this);
    m_minMemory = boundBox(this, 4096, 0, QStringLiteral(" GB"));
    m_minGpus = boundBox(this, 1024, 2, QString());
    m_maxGpus = boundBox(this, 1024, 2, QString());
    m_minBandwidth = boundBox(this, 100000, 0, QStringLiteral(" GB/s"));
    m_minFp32 = boundBox(this, 10000, 1, QStringLiteral(" TFLOPS"));
    for (QDoubleSpinBox *b : { m_minMemory, m_minGpus, m_minBandwidth, m_minFp32 })
        b->setSpecialValueText(tr("no minimum"));
    m_maxGpus->setSpecialValueText(tr("no maximum"));
    m_maxRtt = boundBox(this, 10000, 0, QStringLiteral(" ms"));
    m_maxRtt->setSpecialValueText(tr("no maximum"));
    m_maxRtt->setToolTip(tr("The round trip from your network to the offer's region, as Tools → Regions and latency… measured it "
                            "(median TCP connect). A region never measured is listed apart, with the reason."));
    m_fast = new QCheckBox(tr("Fast GPU interconnect (NVLink, Infinity Fabric, ICI)"), this);
    m_bf16 = new QCheckBox(tr("Dense BF16 figure"), this);
    m_fp8 = new QCheckBox(tr("FP8 figure"), this);
    m_fp64 = new QCheckBox(tr("FP64 figure (the catalog has none yet)"), this);
    m_residency = new QComboBox(this);
    m_residency->addItem(tr("Anywhere"), QString());
    m_residency->addItem(tr("Data stays in mainland China"), QStringLiteral("cn-mainland"));
    m_residency->addItem(tr("Data stays outside mainland China"), QStringLiteral("outside-cn-mainland"));
    m_residency->addItem(tr("Data stays in the EU/EEA"), QStringLiteral("eu-eea"));
    m_residency->addItem(tr("Data stays in these countries:"), QStringLiteral("countries"));
    m_residency->setToolTip(tr("A region whose place is unknown never meets a residency rule: it is listed apart, with the reason."));
    m_countries = new QLineEdit(this);
    m_countries->setPlaceholderText(tr("ISO country codes, e.g. DE,FR,NL"));
    m_certifications = new QLineEdit(this);
    m_certifications->setPlaceholderText(tr("none required; e.g. iso27001, soc2:type2, mlps:3"));
    m_certifications->setToolTip(certificationsHelp());
    auto *residencyRow = new QHBoxLayout;
    residencyRow->addWidget(m_residency);
    residencyRow->addWidget(m_countries, 1);
    m_scenario = new QComboBox(this);
    for (const QString &name : CostScenario::presetNames())
        m_scenario->addItem(name, name);
    m_scenario->setItemText(0, tr("Large pretraining (1,024 GPUs, hot spare)"));
    m_scenario->setItemText(1, tr("Research (64 GPUs, cold spare)"));
    m_scenario->setItemText(2, tr("Inference (8 GPUs, fault tolerant)"));
    m_weights = new QLabel(this);
    m_weights->setWordWrap(true);
    m_useWeights = new QPushButton(tr("Use the window's &weights"), this);
    m_description = new QLabel(this);
    m_description->setWordWrap(true);
    form->addRow(tr("&Name:"), m_name);
    form->addRow(tr("&Memory per GPU at least:"), m_minMemory);
    form->addRow(tr("GPUs per instance at &least:"), m_minGpus);
    form->addRow(tr("GPUs per instance at m&ost:"), m_maxGpus);
    form->addRow(tr("Memory &bandwidth at least:"), m_minBandwidth);
    form->addRow(tr("&FP32 at least:"), m_minFp32);
    form->addRow(QString(), m_fast);
    form->addRow(QString(), m_bf16);
    form->addRow(QString(), m_fp8);
    form->addRow(QString(), m_fp64);
    form->addRow(tr("&Residency:"), residencyRow);
    form->addRow(tr("C&ertifications:"), m_certifications);
    form->addRow(tr("Round &trip at most:"), m_maxRtt);
    form->addRow(tr("True-cost &scenario:"), m_scenario);
    form->addRow(tr("Weights:"), m_weights);
    form->addRow(QString(), m_useWeights);
    form->addRow(m_description);
    layout->addLayout(form, 1);

    auto *outer = new QVBoxLayout(this);
    outer->addLayout(layout, 1);
    auto *buttons = new QDialogButtonBox(QDialogButtonBox::Save | QDialogButtonBox::Cancel, this);
    connect(buttons, &QDialogButtonBox::accepted, this, &NeedProfileDialog::accept);
    connect(buttons, &QDialogButtonBox::rejected, this, &QDialog::reject);
    outer->addWidget(buttons);

    for (int i = 0; i < m_profiles.size(); ++i) {
        m_list->addItem(QString());
        updateListItem(i);
    }
    connect(m_list, &QListWidget::currentRowChanged, this, &NeedProfileDialog::showProfile);
    connect(m_name, &QLineEdit::textEdited, this, &NeedProfileDialog::formEdited);
    for (QDoubleSpinBox *b : { m_minMemory, m_minGpus, m_maxGpus, m_minBandwidth, m_minFp32, m_maxRtt })
        connect(b, &QDoubleSpinBox::valueChanged, this, &NeedProfileDialog::formEdited);
    for (QCheckBox *c : { m_fast, m_bf16, m_fp8, m_fp64 })
        connect(c, &QCheckBox::toggled, this, &NeedProfileDialog::formEdited);
    connect(m_scenario, &QComboBox::currentIndexChanged, this, &NeedProfileDialog::formEdited);
    connect(m_residency, &QComboBox::currentIndexChanged, this, &NeedProfileDialog::formEdited);
    connect(m_countries, &QLineEdit::textEdited, this, &NeedProfileDialog::formEdited);
    connect(m_certifications, &QLineEdit::textEdited, this, &NeedProfileDialog::formEdited);
    connect(m_useWeights, &QPushButton::clicked, this, [this] {
        if (m_current < 0)
            return;
        m_profiles[m_current].weights = m_windowWeights;
        showProfile(m_current);
    });
    connect(m_new, &QPushButton::clicked, this, &NeedProfileDialog::newProfile);
    connect(m_remove, &QPushButton::clicked, this, &NeedProfileDialog::removeOrRestore);
    int first = 0;
    for (int i = 0; i < m_profiles.size(); ++i)
        if (m_profiles.at(i).key == selectKey)
            first = i;
    m_list->setCurrentRow(m_profiles.isEmpty() ? -1 : first);
    resize(900, 560);
}

QString NeedProfileDialog::selectedKey() const
{
    return m_current >= 0 ? m_profiles.at(m_current).key : QString();
}

QString NeedProfileDialog::weightsText(const Weights &w) const
{
    const QLocale l;
    const double total = w.total();
    QStringList parts;
    for (int c = 0; c < kCriterionCount; ++c)
        if (w.values[size_t(c)] > 0 && total > 0)
            parts.append(tr("%1 %2 %").arg(criterionName(Criterion(c)), l.toString(w.values[size_t(c)] / total * 100, 'f', 0)));
    return parts.join(tr(", "));
}

void NeedProfileDialog::showProfile(int row)
{
    m_current = row;
    updateButtons();
    if (row < 0)
        return;
    m_loading = true;
    const NeedProfile &p = m_profiles.at(row);
    const NeedConstraints &c = p.constraints;
    m_name->setText(p.name());
    m_minMemory->setValue(c.minMemoryGbPerGpu.value_or(0));
    m_minGpus->setValue(c.minGpus.value_or(0));
    m_maxGpus->setValue(c.maxGpus.value_or(0));
    m_minBandwidth->setValue(c.minMemoryBandwidthGBs.value_or(0));
    m_minFp32->setValue(c.minFp32Tflops.value_or(0));
    m_maxRtt->setValue(c.maxRoundTripMs.value_or(0));
    m_fast->setChecked(c.fastInterconnect);
    m_bf16->setChecked(c.bf16);
    m_fp8->setChecked(c.fp8);
    m_fp64->setChecked(c.fp64);
    const QString rule = c.residency.text();
    const int preset = rule.isEmpty() ? 0 : int(m_residency->findData(rule));
    m_residency->setCurrentIndex(preset >= 0 ? preset : m_residency->count() - 1);
    m_countries->setText(preset >= 0 ? QString() : rule);
    m_countries->setEnabled(preset < 0);
    QStringList certs;
    for (const CertificationRequirement &r : c.certifications)
        certs << r.text();
    m_certifications->setText(certs.join(QLatin1String(", ")));
    m_certifications->setStyleSheet(QString());
    m_scenario->setCurrentIndex(std::max(0, int(m_scenario->findData(p.scenario))));
    m_weights->setText(weightsText(p.weights));
    m_description->setText(p.description());
    m_loading = false;
}

void NeedProfileDialog::formEdited()
{
    if (m_loading || m_current < 0)
        return;
    NeedProfile &p = m_profiles[m_current];
    const auto builtIn = NeedProfile::builtIn(p.key);
    // A built-in keeps its translated name unless the user typed another one.
    p.label = builtIn && m_name->text() == builtIn->name() ? QString() : m_name->text().trimmed();
    NeedConstraints &c = p.constraints;
    c.minMemoryGbPerGpu = boundOf(m_minMemory);
    c.minGpus = boundOf(m_minGpus);
    c.maxGpus = boundOf(m_maxGpus);
    if (c.minGpus && c.maxGpus && *c.maxGpus < *c.minGpus) { // keep the pair valid: the edited bound wins
        const bool maxEdited = sender() == m_maxGpus;
        (maxEdited ? c.minGpus : c.maxGpus) = maxEdited ? c.maxGpus : c.minGpus;
    }
    c.minMemoryBandwidthGBs = boundOf(m_minBandwidth);
    c.minFp32Tflops = boundOf(m_minFp32);
    c.maxRoundTripMs = boundOf(m_maxRtt);
    c.fastInterconnect = m_fast->isChecked();
    c.bf16 = m_bf16->isChecked();
    c.fp8 = m_fp8->isChecked();
    c.fp64 = m_fp64->isChecked();
    const bool countries = m_residency->currentData().toString() == QLatin1String("countries");
    m_countries->setEnabled(countries);
    const std::optional<Residency> rule = residencyOfForm();
    m_countries->setStyleSheet(rule ? QString() : QStringLiteral("color: #b00020")); // kept as it was until the codes read
    if (rule)
        c.residency = *rule;
    QString why;
    const auto certs = CertificationRequirement::parseList(m_certifications->text(), &why);
    m_certifications->setStyleSheet(certs ? QString() : QStringLiteral("color: #b00020")); // kept as it was until the list reads
    m_certifications->setToolTip(certs ? certificationsHelp() : why);
    if (certs)
        c.certifications = *certs;
    p.scenario = m_scenario->currentData().toString();
    m_description->setText(p.description());
    updateListItem(m_current);
    updateButtons();
}

QString NeedProfileDialog::certificationsHelp() const
{
    return tr("Certifications the provider must publish for its whole platform (`cloudgauge compliance` lists them with their "
              "sources). A provider with none on record, one in progress or one for part of its platform is listed apart, with the "
              "reason.");
}

std::optional<Residency> NeedProfileDialog::residencyOfForm() const
{
    const QString data = m_residency->currentData().toString();
    QString error;
    if (data != QLatin1String("countries"))
        return Residency::parse(data, &error);
    if (m_countries->text().trimmed().isEmpty())
        return std::nullopt;
    return Residency::parse(m_countries->text(), &error);
}

void NeedProfileDialog::newProfile()
{
    NeedProfile p = m_current >= 0 ? m_profiles.at(m_current) : NeedProfile();
    int n = 1;
    auto taken = [this](const QString &key) {
        return std::any_of(m_profiles.begin(), m_profiles.end(), [&key](const NeedProfile &q) { return q.key == key; });
    };
    while (taken(QStringLiteral("own-%1").arg(n)))
        ++n;
    p.key = QStringLiteral("own-%1").arg(n);
    p.label = tr("My profile %1").arg(n);
    if (p.scenario.isEmpty())
        p.scenario = QStringLiteral("pretraining");
    if (p.weights.total() <= 0)
        p.weights = m_windowWeights;
    m_profiles.append(p);
    m_list->addItem(QString());
    updateListItem(int(m_profiles.size()) - 1);
    m_list->setCurrentRow(int(m_profiles.size()) - 1);
    m_name->setFocus();
    m_name->selectAll();
}

void NeedProfileDialog::removeOrRestore()
{
    if (m_current < 0)
        return;
    const int row = m_current;
    if (const auto builtIn = NeedProfile::builtIn(m_profiles.at(row).key)) {
        m_profiles[row] = *builtIn; // restore: saved as unedited, so it is no longer stored
        updateListItem(row);
        showProfile(row);
        return;
    }
    m_profiles.removeAt(row);
    delete m_list->takeItem(row);
    m_list->setCurrentRow(std::min(row, int(m_profiles.size()) - 1));
}

void NeedProfileDialog::updateListItem(int row)
{
    const NeedProfile &p = m_profiles.at(row);
    const auto builtIn = NeedProfile::builtIn(p.key);
    QString text = p.name();
    if (!builtIn)
        text = tr("%1 (own)").arg(text);
    else if (!(p == *builtIn))
        text = tr("%1 (edited)").arg(text);
    m_list->item(row)->setText(text);
}

void NeedProfileDialog::updateButtons()
{
    const bool any = m_current >= 0;
    const auto builtIn = any ? NeedProfile::builtIn(m_profiles.at(m_current).key) : std::nullopt;
    m_remove->setText(builtIn ? tr("&Restore built-in") : tr("&Delete"));
    m_remove->setEnabled(any && (!builtIn || !(m_profiles.at(m_current) == *builtIn)));
    for (QWidget *w : std::initializer_list<QWidget *> { m_name, m_minMemory, m_minGpus, m_maxGpus, m_minBandwidth, m_minFp32, m_maxRtt,
             m_fast, m_bf16, m_fp8, m_fp64, m_residency, m_certifications, m_scenario, m_useWeights })
        w->setEnabled(any);
}

void NeedProfileDialog::accept()
{
    NeedProfileStore().save(m_profiles);
    QDialog::accept();
}

} // namespace cg
