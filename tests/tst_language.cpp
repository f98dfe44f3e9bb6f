#include "TestSupport.h"

#include "MainWindow.h"
#include "ReservedTermDialog.h"
#include "WorkloadEstimatorDialog.h"
#include "catalog/store/Catalog.h"
#include "charts/PriceScatterView.h"
#include "i18n/LanguageManager.h"
#include "itemmodels/ProviderRankingModel.h"
#include "scoring/RankingSession.h"

#include <QAbstractButton>
#include <QAbstractItemModel>
#include <QApplication>
#include <QComboBox>
#include <QDockWidget>
#include <QDoubleSpinBox>
#include <QFile>
#include <QGroupBox>
#include <QHeaderView>
#include <QLabel>
#include <QLineEdit>
#include <QMenu>
#include <QMenuBar>
#include <QPlainTextEdit>
#include <QRegularExpression>
#include <QSignalSpy>
#include <QSqlDatabase>
#include <QSqlQuery>
#include <QSqlRecord>
#include <QTableView>
#include <QTableWidget>
#include <QTextBrowser>
#include <QTextDocumentFragment>
#include <QXmlStreamReader>
#include <QtCharts/QAbstractAxis>
#include <QtCharts/QChart>

using namespace cg;

namespace {

/// What a label shows: a rich-text label's text without its markup (a link's target is not text).
QString shownText(const QLabel *l)
{
    const bool rich = l->textFormat() == Qt::RichText || (l->textFormat() == Qt::AutoText && Qt::mightBeRichText(l->text()));
    return rich ? QTextDocumentFragment::fromHtml(l->text()).toPlainText() : l->text();
}

} // namespace

class TestLanguage : public QObject
{
    Q_OBJECT

private slots:
    void initTestCase();
    void switchingFiveTimesLeavesNoTextOfTheOtherLanguage();
    void theChoiceIsSavedAndFollowedNextTime();
    void translationsAreComplete();
    void theChineseGlossaryIsFollowed();
    void theEstimatorAndBreakEvenDialogsAreTranslated();
    void everyPaneIsChineseAfterARuntimeSwitch();
    void scatterColoursFollowTheProviderKeyInEveryLanguage();

private:
    QStringList visibleTexts(MainWindow &w) const;
    QTemporaryDir m_dir;
    QString m_catalog;
};

void TestLanguage::initTestCase()
{
    cgtest::initHermetic();
    m_catalog = m_dir.filePath(QStringLiteral("c.sqlite"));
    QVERIFY(QFile::copy(QStringLiteral(CG_SEED_DB), m_catalog));
    QFile::setPermissions(m_catalog, QFile::ReadOwner | QFile::WriteOwner);
}

QStringList TestLanguage::visibleTexts(MainWindow &w) const
{
    QStringList texts { w.windowTitle() };
    for (QAction *a : w.findChildren<QAction *>()) {
        if (a->isSeparator())
            continue;
        texts << a->text() << a->statusTip() << a->toolTip();
    }
    for (QMenu *m : w.findChildren<QMenu *>())
        texts << m->title();
    for (QLineEdit *e : w.findChildren<QLineEdit *>())
        texts << e->placeholderText() << e->toolTip();
    for (QLabel *l : w.findChildren<QLabel *>())
        texts << shownText(l).section(QStringLiteral(" · /"), 0, 0); // the catalog path is not translated
    for (QAbstractButton *b : w.findChildren<QAbstractButton *>())
        texts << b->text() << b->toolTip();
    for (QGroupBox *g : w.findChildren<QGroupBox *>())
        texts << g->title();
    for (QComboBox *c : w.findChildren<QComboBox *>())
        for (int i = 0; i < c->count(); ++i)
            if (!c->itemData(i).isValid() || c->itemData(i).typeId() == QMetaType::Int || i == 0)
                texts << c->itemText(i); // catalog values (GPU names, regions) are the catalog's own
    for (QDockWidget *d : w.findChildren<QDockWidget *>())
        texts << d->windowTitle();
    for (QChart *chart : w.findChildren<QChart *>()) {
        texts << chart->title();
        for (QAbstractAxis *a : chart->axes())
            texts << a->titleText();
    }
    for (QTableView *view : { w.offersView(), w.providersView() }) {
        QAbstractItemModel *model = view->model();
        for (int c = 0; c < model->columnCount(); ++c)
            texts << model->headerData(c, Qt::Horizontal).toString() << model->index(1, c).data(Qt::ToolTipRole).toString();
    }
    texts.removeAll(QString());
    return texts;
}

namespace {
const QStringList kSameInBothLanguages = {
    QStringLiteral("CloudGauge"), QStringLiteral("ClusterMAX"), QStringLiteral("SemiAnalysis"), QStringLiteral("SkyPilot"),
    QStringLiteral("gpuhunt"), QStringLiteral("CSV"), QStringLiteral("JSON"), QStringLiteral("GPU"), QStringLiteral("BF16"),
    QStringLiteral("TFLOPS"), QStringLiteral("PFLOP"), QStringLiteral("GB/s"), QStringLiteral("GB"), QStringLiteral("Qt"),
    QStringLiteral("English"), QStringLiteral("USD"), QStringLiteral("MTBF"), QStringLiteral("SLA"), QStringLiteral("PDF"),
    QStringLiteral("CNY"), QStringLiteral("EUR"), QStringLiteral("FP8"), QStringLiteral("FP32"), QStringLiteral("vCPU"),
    QStringLiteral("RAM"), QStringLiteral("HGX"), QStringLiteral("NVIDIA"), QStringLiteral("AMD"), QStringLiteral("GiB"),
    QStringLiteral("TCO"),
    QStringLiteral("PostgreSQL"), // the team catalog's database server, a product name
};

/// English words left after removing proper nouns, units, mnemonics and catalog values.
QString leftoverEnglish(QString text, const QStringList &catalogValues)
{
    for (const QString &t : kSameInBothLanguages)
        text.remove(t);
    for (const QString &v : catalogValues) // provider, GPU and instance names are the catalog's own
        if (v.contains(QRegularExpression(QStringLiteral("[A-Za-z]{2,}"))))
            text.remove(v);
    text.remove(QRegularExpression(QStringLiteral("\\b[a-z0-9]+(_[a-z0-9]+)+\\b"))); // import flag codes
    text.remove(QRegularExpression(QStringLiteral("\\(&\\w\\)|&")));
    text.remove(QRegularExpression(QStringLiteral("“[^”]*”"))); // quoted catalog values
    text.remove(QRegularExpression(QStringLiteral("https?://\\S+|\\d{4}-\\d{2}-\\d{2}")));
    text.remove(QRegularExpression(QStringLiteral("\\b([a-z0-9-]+\\.)+(com|org|net|io|ai|cn|dev)\\b"))); // a source's host name
    const QRegularExpressionMatch m = QRegularExpression(QStringLiteral("[A-Za-z]{2,}")).match(text);
    return m.hasMatch() ? m.captured() : QString();
}

bool hasHan(const QString &text)
{
    for (QChar c : text)
        if (c.unicode() >= 0x4E00 && c.unicode() <= 0x9FFF)
            return true;
    return false;
}
} // namespace

void TestLanguage::switchingFiveTimesLeavesNoTextOfTheOtherLanguage()
{
    LanguageManager languages;
    QVERIFY(languages.setLanguage(QStringLiteral("en"), false));
    MainWindow w(m_catalog, &languages);
    w.show();
    QAbstractItemModel *model = w.offersView()->model();
    QSignalSpy headers(model, &QAbstractItemModel::headerDataChanged);
    QStringList catalogValues;
    for (int c = 0; c < model->columnCount(); ++c)
        catalogValues << model->index(1, c).data().toString();
    {
        // Provider names are the catalog's own too (the reliability note lists the providers' SLAs).
        Catalog catalog(m_catalog);
        QString error;
        QVERIFY2(catalog.open(&error), qPrintable(error));
        for (const ProviderRecord &p : catalog.providers())
            catalogValues << p.nameEn;
    }
    for (int round = 0; round < 5; ++round) {
        QVERIFY(languages.setLanguage(QStringLiteral("zh_CN"), false));
        QCoreApplication::processEvents();
        QCOMPARE(w.windowTitle(), QStringLiteral("算力云评"));
        for (const QString &t : visibleTexts(w)) {
            const QString left = leftoverEnglish(t, catalogValues);
            QVERIFY2(left.isEmpty(), qPrintable(QStringLiteral("round %1, zh_CN: '%2' left in '%3'").arg(round).arg(left, t)));
        }
        QVERIFY(languages.setLanguage(QStringLiteral("en"), false));
        QCoreApplication::processEvents();
        QCOMPARE(w.windowTitle(), QStringLiteral("CloudGauge"));
        for (const QString &t : visibleTexts(w)) {
            if (t == QStringLiteral("简体中文"))
                continue; // each language is named in itself
            QVERIFY2(!hasHan(t), qPrintable(QStringLiteral("round %1, en: '%2'").arg(round).arg(t)));
        }
    }
    QCOMPARE(headers.count(), 10); // one header refresh per switch
    QCOMPARE(model->headerData(0, Qt::Horizontal).toString(), QStringLiteral("Provider"));
}

void TestLanguage::theChoiceIsSavedAndFollowedNextTime()
{
    {
        LanguageManager languages;
        QVERIFY(languages.setLanguage(QStringLiteral("zh_CN")));
    }
    QCOMPARE(LanguageManager::initialLanguage(), QStringLiteral("zh_CN"));
    LanguageManager languages;
    QVERIFY(!languages.setLanguage(QStringLiteral("de")));
    QVERIFY(languages.setLanguage(QStringLiteral("en")));
    QCOMPARE(LanguageManager::initialLanguage(), QStringLiteral("en"));
}

namespace {
struct TsMessage
{
    QString context;
    QString source;
    bool numerus = false;
    QString type; // "unfinished", "vanished", "obsolete" or empty when finished
    QStringList forms; // the translation, or its numerus forms
};

QList<TsMessage> readTs(const QString &name)
{
    QFile f(QStringLiteral(CG_TRANSLATIONS_DIR "/") + name);
    if (!f.open(QIODevice::ReadOnly))
        return {};
    QList<TsMessage> messages;
    QString context;
    QXmlStreamReader xml(&f);
    while (!xml.atEnd()) {
        if (xml.readNext() != QXmlStreamReader::StartElement)
            continue;
        if (xml.name() == QLatin1String("name")) { // of a context
            context = xml.readElementText();
        } else if (xml.name() == QLatin1String("message")) {
            TsMessage m { context, {}, xml.attributes().value(QLatin1String("numerus")) == QLatin1String("yes"), {}, {} };
            while (xml.readNextStartElement()) {
                if (xml.name() == QLatin1String("source")) {
                    m.source = xml.readElementText();
                } else if (xml.name() == QLatin1String("translation")) {
                    m.type = xml.attributes().value(QLatin1String("type")).toString();
                    if (m.numerus) {
                        while (xml.readNextStartElement())
                            m.forms << xml.readElementText();
                    } else {
                        m.forms << xml.readElementText();
                    }
                } else {
                    xml.skipCurrentElement();
                }
            }
            messages << m;
        }
    }
    return xml.hasError() ? QList<TsMessage> {} : messages;
}
} // namespace

void TestLanguage::translationsAreComplete()
{
    // zh_CN holds every message of the sources (lupdate -no-obsolete), each translated.
    const QList<TsMessage> zh = readTs(QStringLiteral("cloudgauge_zh_CN.ts"));
    QVERIFY(zh.size() >= 50);
    QSet<QString> plurals;
    for (const TsMessage &m : zh) {
        const QString what = m.context + QLatin1String(": ") + m.source;
        QVERIFY2(m.type.isEmpty(), qPrintable(QStringLiteral("zh_CN %1: %2").arg(m.type, what)));
        QVERIFY2(m.forms.size() == 1 && !m.forms.first().isEmpty(), qPrintable(QStringLiteral("zh_CN: %1").arg(what)));
        if (m.numerus)
            plurals.insert(what);
    }
    QVERIFY(!plurals.isEmpty());

    // The source texts are English: en holds only the %n plurals, each with a singular and a plural
    // form, and the two differ where the source marks the plural with "(s)".
    const QList<TsMessage> en = readTs(QStringLiteral("cloudgauge_en.ts"));
    QSet<QString> enPlurals;
    for (const TsMessage &m : en) {
        const QString what = m.context + QLatin1String(": ") + m.source;
        QVERIFY2(m.numerus, qPrintable(QStringLiteral("en, not a plural: %1").arg(what)));
        QVERIFY2(m.type.isEmpty(), qPrintable(QStringLiteral("en %1: %2").arg(m.type, what)));
        QVERIFY2(m.forms.size() == 2, qPrintable(QStringLiteral("en, %1 forms: %2").arg(m.forms.size()).arg(what)));
        for (const QString &form : m.forms)
            QVERIFY2(form.contains(QLatin1String("%n")) && !form.contains(QLatin1String("(s)")),
                qPrintable(QStringLiteral("en: '%1' for %2").arg(form, what)));
        if (m.source.contains(QLatin1String("(s)")))
            QVERIFY2(m.forms.at(0) != m.forms.at(1), qPrintable(QStringLiteral("en, one form for both: %1").arg(what)));
        enPlurals.insert(what);
    }
    QCOMPARE(enPlurals, plurals);

    // The window loads the plural-only English file like any other.
    LanguageManager languages;
    QVERIFY(languages.setLanguage(QStringLiteral("en"), false));
    QCOMPARE(QCoreApplication::translate("cg::ReservedTermDialog", "%n month(s)", nullptr, 1), QStringLiteral("1 month"));
    QCOMPARE(QCoreApplication::translate("cg::ReservedTermDialog", "%n month(s)", nullptr, 3), QStringLiteral("3 months"));
}

void TestLanguage::theEstimatorAndBreakEvenDialogsAreTranslated()
{
    LanguageManager languages;
    QVERIFY(languages.setLanguage(QStringLiteral("zh_CN"), false));
    Catalog catalog(m_catalog);
    QString error;
    QVERIFY(catalog.open(&error));
    const QList<OfferView> offers = catalog.offers();
    OfferView a3;
    for (const OfferView &o : offers)
        if (o.instanceType == QLatin1String("a3-highgpu-8g"))
            a3 = o;
    auto snapshot = CatalogSnapshot::read(catalog, &error);
    QVERIFY2(snapshot, qPrintable(error));
    const RankingSession session(*snapshot, RankingParams(Weights(), QStringLiteral("research")));
    WorkloadEstimatorDialog estimator(session);
    ReservedTermDialog breakEven(a3, {}, catalog.latestFxRates());
    // Technical terms the Chinese texts keep as they are (glossary: 总拥有成本 (TCO), MFU, FLOPs).
    const QStringList kept = { QStringLiteral("FLOPs"), QStringLiteral("FLOP"), QStringLiteral("MFU"), QStringLiteral("TCO"),
        QStringLiteral("Kaplan"), QStringLiteral("Adam"), QStringLiteral("ZeRO"), QStringLiteral("QLoRA"), QStringLiteral("LoRA"),
        // Adam, ZeRO, LoRA: names of an optimizer and methods; then interconnects and form factors by their names
        QStringLiteral("AMD Infinity Fabric"), QStringLiteral("Google TPU ICI"), QStringLiteral("NVLink"), QStringLiteral("SXM"),
        QStringLiteral("NVL"), QStringLiteral("PCIe") };
    const QStringList offerValues = { a3.providerNameEn, a3.providerNameZh, a3.instanceType, a3.region, a3.gpuName };
    for (QDialog *dialog : std::initializer_list<QDialog *> { &estimator, &breakEven }) {
        QStringList texts { dialog->windowTitle() };
        for (QLabel *l : dialog->findChildren<QLabel *>())
            texts << shownText(l) << l->toolTip();
        for (QComboBox *c : dialog->findChildren<QComboBox *>())
            for (int i = 0; i < c->count(); ++i)
                texts << c->itemText(i);
        for (QDoubleSpinBox *b : dialog->findChildren<QDoubleSpinBox *>())
            texts << b->suffix() << b->specialValueText() << b->toolTip();
        for (QTableWidget *t : dialog->findChildren<QTableWidget *>())
            for (int c = 0; c < t->columnCount(); ++c)
                texts << t->horizontalHeaderItem(c)->text();
        for (QAbstractButton *b : dialog->findChildren<QAbstractButton *>())
            texts << b->text();
        texts.removeAll(QString());
        QVERIFY(texts.size() > 10);
        for (QString t : std::as_const(texts)) {
            for (const QString &k : kept + offerValues) // catalog values first: "GB" is part of "H100 SXM5 80GB"
                if (!k.isEmpty())
                    t.remove(k);
            const QString left = leftoverEnglish(t, {});
            QVERIFY2(left.isEmpty(), qPrintable(QStringLiteral("%1: '%2' left in '%3'").arg(dialog->objectName(), left, t)));
        }
    }
    QVERIFY(languages.setLanguage(QStringLiteral("en"), false));
}

void TestLanguage::everyPaneIsChineseAfterARuntimeSwitch()
{
    LanguageManager languages;
    QVERIFY(languages.setLanguage(QStringLiteral("en"), false));
    MainWindow w(m_catalog, &languages);
    w.show();
    QVERIFY(w.selectOffer(w.rankingSession().offers().first().id)); // the details pane shows an offer
    const QList<QDockWidget *> docks = w.findChildren<QDockWidget *>();
    for (QDockWidget *d : docks) { // each pane renders once in English first
        d->show();
        d->raise();
        QCoreApplication::processEvents();
    }
    auto *details = w.findChild<QDockWidget *>(QStringLiteral("detailsDock"))->findChild<QTextBrowser *>();
    auto *stability = w.findChild<QDockWidget *>(QStringLiteral("stabilityDock"))->findChild<QTextBrowser *>();
    QVERIFY(!details->toPlainText().isEmpty() && !hasHan(details->toPlainText()));
    QVERIFY(!stability->toPlainText().isEmpty() && !hasHan(stability->toPlainText()));

    // Catalog values stay as the catalog spells them: provider, GPU, instance and region names.
    QStringList catalogValues;
    {
        Catalog catalog(m_catalog);
        QString error;
        QVERIFY2(catalog.open(&error), qPrintable(error));
        for (const ProviderRecord &p : catalog.providers())
            catalogValues << p.nameEn;
        for (const GpuModelRecord &g : catalog.gpuModels())
            catalogValues << g.notes << g.name << g.key << g.architecture << g.formFactor << g.memoryType << g.interconnect;
        for (const OfferView &o : w.rankingSession().offers())
            catalogValues << o.onDemand.note << o.spot.note << o.providerNameEn << o.gpuName << o.gpuRawName << o.instanceType << o.region
                          << o.gpuKey;
    }
    { // the sources' own notes (prices, ratings, SLAs) are quoted as published
        QSqlDatabase db = QSqlDatabase::addDatabase(QStringLiteral("QSQLITE"), QStringLiteral("notes"));
        db.setDatabaseName(m_catalog);
        QVERIFY(db.open());
        for (const char *table : { "provider", "gpu_model", "offering", "price", "rating", "reliability",
                 "provider_certification" }) { // every text the source gave
            QSqlQuery q(db);
            QVERIFY(q.exec(QStringLiteral("SELECT * FROM %1").arg(QLatin1String(table))));
            while (q.next())
                for (int c = 0; c < q.record().count(); ++c)
                    if (q.value(c).typeId() == QMetaType::QString)
                        catalogValues << q.value(c).toString();
        }
    }
    QSqlDatabase::removeDatabase(QStringLiteral("notes"));
    for (const ProviderSla &sla : w.rankingSession().snapshot().slas) // published SLA texts, quoted
        catalogValues << sla.note << sla.credits << sla.excludes << sla.status;
    catalogValues.removeDuplicates();
    std::sort(catalogValues.begin(), catalogValues.end(), [](const QString &a, const QString &b) { return a.size() > b.size(); });

    QVERIFY(languages.setLanguage(QStringLiteral("zh_CN"), false));
    QCoreApplication::processEvents();
    // Every pane in turn, hidden ones included: raising a tab shows (and so refreshes) it.
    QStringList texts;
    for (QDockWidget *d : docks) {
        d->show();
        d->raise();
        QCoreApplication::processEvents();
        texts << d->windowTitle();
        for (QLabel *l : d->findChildren<QLabel *>())
            if (l->isVisibleTo(d))
                texts << shownText(l);
        for (QAbstractButton *b : d->findChildren<QAbstractButton *>())
            if (b->isVisibleTo(d) && !b->inherits("QDockWidgetTitleButton"))
                texts << b->text();
        for (QTextBrowser *t : d->findChildren<QTextBrowser *>())
            texts << t->toPlainText().split(QLatin1Char('\n'));
        for (QPlainTextEdit *t : d->findChildren<QPlainTextEdit *>())
            texts << t->placeholderText() << t->toPlainText();
        for (QTableView *view : d->findChildren<QTableView *>()) {
            const QAbstractItemModel *model = view->model();
            for (int c = 0; c < model->columnCount(); ++c) {
                texts << model->headerData(c, Qt::Horizontal).toString();
                for (int r = 0; r < std::min(3, model->rowCount()); ++r)
                    texts << model->index(r, c).data().toString();
            }
        }
    }
    for (QMenu *m : w.menuBar()->findChildren<QMenu *>())
        texts << m->title();
    QVERIFY(hasHan(details->toPlainText()));
    QVERIFY2(hasHan(stability->toPlainText()), qPrintable(stability->toPlainText().left(200)));
    texts.removeAll(QString());
    for (const QString &t : std::as_const(texts)) {
        // Parts of a line that quote a source's note (a price note, an SLA's scope) are the source's own.
        QStringList parts = t.split(QRegularExpression(QStringLiteral("[：。；]")));
        parts.removeIf([&catalogValues](const QString &part) {
            const QString p = part.trimmed();
            return p.size() > 12
                && std::any_of(catalogValues.begin(), catalogValues.end(), [&p](const QString &v) { return v.contains(p); });
        });
        const QString left = leftoverEnglish(parts.join(QLatin1Char(' ')), catalogValues);
        QVERIFY2(left.isEmpty(), qPrintable(QStringLiteral("'%1' left in '%2'").arg(left, t)));
    }
    QVERIFY(languages.setLanguage(QStringLiteral("en"), false));
}

void TestLanguage::scatterColoursFollowTheProviderKeyInEveryLanguage()
{
    LanguageManager languages;
    QVERIFY(languages.setLanguage(QStringLiteral("en"), false));
    MainWindow w(m_catalog, &languages);
    w.show();
    PriceScatterView *scatter = w.scatterView();
    scatter->refresh();
    auto *providers = qobject_cast<ProviderRankingModel *>(w.providersView()->model());
    QVERIFY(providers && providers->rowCount() > 3);
    QHash<QString, QColor> english;
    QStringList keys;
    for (int r = 0; r < providers->rowCount(); ++r)
        keys << providers->providerKey(r);
    for (const QString &k : keys)
        english.insert(k, scatter->colourOf(k));
    // The top of the ranking has colours of its own (the ones with points in the chart), distinct.
    QSet<QRgb> topColours;
    int withColour = 0;
    for (int r = 0; r < 3; ++r)
        if (english.value(keys.at(r)).isValid()) {
            ++withColour;
            topColours.insert(english.value(keys.at(r)).rgb());
            QVERIFY(english.value(keys.at(r)) != QColor(200, 200, 200));
        }
    QVERIFY(withColour >= 1);
    QCOMPARE(topColours.size(), withColour);
    QVERIFY(languages.setLanguage(QStringLiteral("zh_CN"), false));
    QCoreApplication::processEvents();
    for (const QString &k : keys)
        QVERIFY2(scatter->colourOf(k) == english.value(k), qPrintable(k));
    QVERIFY(languages.setLanguage(QStringLiteral("en"), false));
}

void TestLanguage::theChineseGlossaryIsFollowed()
{
    // translations/glossary.md: an offer is 实例方案 (报价 is a provider's quote), the catalog is
    // 数据库 (目录 reads as a table of contents), a gate is triggered (触发排除条件), never "not met".
    const QList<TsMessage> zh = readTs(QStringLiteral("cloudgauge_zh_CN.ts"));
    QVERIFY(zh.size() > 1000);
    int offers = 0;
    for (const TsMessage &m : zh) {
        const QString source = m.source.toLower();
        const QString text = m.forms.join(QLatin1Char('|'));
        if (source.contains(QLatin1String("offer")) && !source.contains(QLatin1String("quot"))) {
            ++offers;
            QVERIFY2(!text.contains(QStringLiteral("报价")), qPrintable(m.source + QStringLiteral(" → ") + text));
        }
        if (source.contains(QLatin1String("catalog")))
            QVERIFY2(!text.contains(QStringLiteral("目录")), qPrintable(m.source + QStringLiteral(" → ") + text));
        QVERIFY2(!text.contains(QStringLiteral("不满足排除条件")), qPrintable(text));
    }
    QVERIFY(offers > 50); // the rule was applied to the texts that name offers
}

QTEST_MAIN(TestLanguage)
#include "tst_language.moc"
