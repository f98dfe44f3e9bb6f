#include "TestSupport.h"

#include "import/FieldParsers.h"

#include <QLocale>

using namespace cg;

class TestFieldParsers : public QObject
{
    Q_OBJECT

private slots:
    void parseDecimal_data();
    void parseDecimal();
    void parsingIgnoresTheUiLocale();
    void isoDates();
};

void TestFieldParsers::parseDecimal_data()
{
    QTest::addColumn<QString>("text");
    QTest::addColumn<int>("kind");
    QTest::addColumn<double>("value");
    const int missing = int(ParsedNumber::Kind::Missing), value = int(ParsedNumber::Kind::Value),
              invalid = int(ParsedNumber::Kind::Invalid);
    QTest::newRow("a dot decimal is a value") << QStringLiteral("2.49") << value << 2.49;
    QTest::newRow("a float artefact keeps its value") << QStringLiteral("5.8854999999999995") << value << 5.8854999999999995;
    QTest::newRow("a whole number is a value") << QStringLiteral("8") << value << 8.0;
    QTest::newRow("8.0 is eight") << QStringLiteral("8.0") << value << 8.0;
    QTest::newRow("zero is a value (the importer decides what it means)") << QStringLiteral("0.00") << value << 0.0;
    QTest::newRow("empty is missing") << QString() << missing << 0.0;
    QTest::newRow("nan is missing") << QStringLiteral("nan") << missing << 0.0;
    QTest::newRow("NaN is missing") << QStringLiteral("NaN") << missing << 0.0;
    QTest::newRow("None is missing") << QStringLiteral("None") << missing << 0.0;
    QTest::newRow("a decimal comma is refused, never 249") << QStringLiteral("2,49") << invalid << 0.0;
    QTest::newRow("grouped thousands are refused, never 1.234") << QStringLiteral("1.234,56") << invalid << 0.0;
    QTest::newRow("text is refused") << QStringLiteral("abc") << invalid << 0.0;
    QTest::newRow("infinity is refused") << QStringLiteral("inf") << invalid << 0.0;
    QTest::newRow("a negative price is refused") << QStringLiteral("-1") << invalid << 0.0;
}

void TestFieldParsers::parseDecimal()
{
    QFETCH(QString, text);
    QFETCH(int, kind);
    QFETCH(double, value);
    const ParsedNumber n = cg::parseDecimal(text);
    QCOMPARE(int(n.kind), kind);
    if (n.isValue())
        QCOMPARE(n.value, value);
    if (n.kind == ParsedNumber::Kind::Invalid)
        QVERIFY2(n.reason.contains(text.trimmed()), qPrintable(n.reason));
}

void TestFieldParsers::parsingIgnoresTheUiLocale()
{
    const QLocale saved;
    for (const QLocale &l : { QLocale(QLocale::German, QLocale::Germany), QLocale(QLocale::Chinese, QLocale::China) }) {
        QLocale::setDefault(l);
        QCOMPARE(cg::parseDecimal(QStringLiteral("2.49")).value, 2.49);
        QCOMPARE(int(cg::parseDecimal(QStringLiteral("2,49")).kind), int(ParsedNumber::Kind::Invalid));
    }
    QLocale::setDefault(saved);
}

void TestFieldParsers::isoDates()
{
    QCOMPARE(normaliseIsoDate(QStringLiteral("2025-06-01")), QStringLiteral("2025-06-01"));
    QCOMPARE(normaliseIsoDate(QStringLiteral("2025-06-01T10:00:00Z")), QStringLiteral("2025-06-01"));
    QCOMPARE(normaliseIsoDate(QStringLiteral("01/06/2025")), QString());
}

QTEST_GUILESS_MAIN(TestFieldParsers)
#include "tst_fieldparsers.moc"
