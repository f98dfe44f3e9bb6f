#include "TestSupport.h"

#include "csv/CsvReader.h"

using namespace cg;

class TestCsvReader : public QObject
{
    Q_OBJECT

private slots:
    void quotedFieldsKeepCommasQuotesAndLineBreaks();
    void recordLinesCountPhysicalLines();
    void wrongFieldCountIsRejectedWithItsLine();
    void truncatedLastLineIsReported();
    void unterminatedQuoteIsReported();
    void semicolonAndTabAreSniffed();
    void byteOrderMarkIsDropped();
    void limits_data();
    void limits();
    void columnLookupIgnoresCaseAndOrder();
    void aColumnNamedTwiceRefusesTheFile();
    void nulBytesAndInvalidUtf8RejectTheirRow();
    void textDecodedInBlocksReadsAcrossTheirEdges_data();
    void textDecodedInBlocksReadsAcrossTheirEdges();
    void escapeGuardsFormulaTriggers_data();
    void escapeGuardsFormulaTriggers();
};

void TestCsvReader::nulBytesAndInvalidUtf8RejectTheirRow()
{
    // Line 2 fine; line 3 a NUL inside column 2; line 4 a Latin-1 "é" (0xE9, no UTF-8) in column 1.
    QByteArray bytes = "a,b\nok,1\nx,1";
    bytes += '\0';
    bytes += "2\ncaf\xe9,3\nlast,4\n";
    const CsvTable t = CsvReader::parse(bytes);
    QVERIFY2(t.ok(), qPrintable(t.fatalError));
    QCOMPARE(t.records.size(), 2);
    QCOMPARE(t.records.at(0).fields.at(0), QStringLiteral("ok"));
    QCOMPARE(t.records.at(1).fields.at(0), QStringLiteral("last"));
    QCOMPARE(t.issues.size(), 2);
    QCOMPARE(t.issues.at(0).line, 3);
    QCOMPARE(t.issues.at(0).reason, QStringLiteral("column 2 holds a NUL byte: the row is not stored"));
    QCOMPARE(t.issues.at(1).line, 4);
    QCOMPARE(
        t.issues.at(1).reason, QStringLiteral("column 1 holds bytes that are not UTF-8 (save the file as UTF-8): the row is not stored"));
    // A U+FFFD the file really holds (valid UTF-8: EF BF BD) is text like any other.
    const CsvTable real = CsvReader::parse("a\n\xef\xbf\xbd\n");
    QCOMPARE(real.records.size(), 1);
    QCOMPARE(real.records.first().fields.first(), QString(QChar(0xFFFD)));
}

void TestCsvReader::textDecodedInBlocksReadsAcrossTheirEdges_data()
{
    QTest::addColumn<QByteArray>("row");
    QTest::addColumn<int>("at"); // the byte of `row` that begins the second decoded block
    QTest::addColumn<QString>("first"); // the row's first field as read
    QTest::newRow("a two-byte character cut in half") << QByteArray("caf\xc3\xa9,3\r\n") << 4 << QStringLiteral("caf\u00e9");
    QTest::newRow("CR and LF apart") << QByteArray("crlf,4\r\n") << 7 << QStringLiteral("crlf");
    QTest::newRow("a doubled quote apart") << QByteArray("\"say \"\"hi\"\"\",5\r\n") << 6 << QStringLiteral("say \"hi\"");
}

void TestCsvReader::textDecodedInBlocksReadsAcrossTheirEdges()
{
    QFETCH(QByteArray, row);
    QFETCH(int, at);
    QFETCH(QString, first);
    // Rows of 1,000 bytes, then one that fills up to where `row` must start.
    QByteArray bytes = "name,value\r\n";
    const qsizetype start = CsvReader::kDecodeBlock - at;
    int padding = 0;
    while (bytes.size() + 2000 < start) {
        bytes += QByteArray(996, 'x') + ",1\r\n";
        ++padding;
    }
    bytes += QByteArray(start - bytes.size() - 4, 'y') + ",1\r\n";
    ++padding;
    QCOMPARE(bytes.size(), start);
    bytes += row + "last,2\r\n";
    QList<CsvRecord> handed;
    const CsvTable streamed = CsvReader::parse(bytes, {}, [&handed](const CsvTable &, CsvRecord &&r) { handed.append(std::move(r)); });
    const CsvTable t = CsvReader::parse(bytes);
    QVERIFY2(t.ok(), qPrintable(t.fatalError));
    QVERIFY(t.issues.isEmpty());
    QCOMPARE(t.records.size(), padding + 2);
    const CsvRecord &tricky = t.records.at(padding);
    QCOMPARE(tricky.line, padding + 2);
    QCOMPARE(tricky.fields.first(), first);
    QCOMPARE(t.records.last().fields, (QStringList { QStringLiteral("last"), QStringLiteral("2") }));
    QCOMPARE(t.records.last().line, padding + 3);
    // The records handed on one by one are the same, in the same order; the table keeps none.
    QVERIFY(streamed.ok() && streamed.records.isEmpty());
    QCOMPARE(handed.size(), t.records.size());
    for (int i = 0; i < handed.size(); ++i) {
        QCOMPARE(handed.at(i).line, t.records.at(i).line);
        QCOMPARE(handed.at(i).fields, t.records.at(i).fields);
    }
}

void TestCsvReader::aColumnNamedTwiceRefusesTheFile()
{
    const CsvTable t = CsvReader::parse("InstanceType,Price,Region, price \na,1.0,us,2.0\n");
    QVERIFY(!t.ok());
    QCOMPARE(t.fatalError,
        QStringLiteral("the header names the column 'Price' twice (columns 2 and 4): which one is meant is not guessed;"
                       " rename or remove one"));
    QVERIFY(t.records.isEmpty());
    QVERIFY(CsvReader::parse("a,,b,\n1,2,3,4\n").ok()); // unnamed columns are not a name given twice
}

void TestCsvReader::quotedFieldsKeepCommasQuotesAndLineBreaks()
{
    const CsvTable t = CsvReader::parse("a,b,c\n\"Oregon, US, NA\",\"say \"\"hi\"\"\",\"two\nlines\"\n");
    QVERIFY2(t.ok(), qPrintable(t.fatalError));
    QCOMPARE(t.records.size(), 1);
    QCOMPARE(t.records[0].fields,
        (QStringList { QStringLiteral("Oregon, US, NA"), QStringLiteral("say \"hi\""), QStringLiteral("two\nlines") }));
}

void TestCsvReader::recordLinesCountPhysicalLines()
{
    const CsvTable t = CsvReader::parse("a,b\r\n1,\"x\ny\"\r\n2,z\r\n");
    QCOMPARE(t.records.size(), 2);
    QCOMPARE(t.records[0].line, 2);
    QCOMPARE(t.records[1].line, 4);
}

void TestCsvReader::wrongFieldCountIsRejectedWithItsLine()
{
    const CsvTable t = CsvReader::parse("a,b,c\n1,2,3\n4,5\n6,7,8\n");
    QCOMPARE(t.records.size(), 2);
    QCOMPARE(t.issues.size(), 1);
    QCOMPARE(t.issues[0].line, 3);
    QVERIFY2(t.issues[0].reason.contains(QLatin1String("2 fields")), qPrintable(t.issues[0].reason));
}

void TestCsvReader::truncatedLastLineIsReported()
{
    const CsvTable t = CsvReader::parse("a,b,c\n1,2,3\n4,5");
    QCOMPARE(t.records.size(), 1);
    QCOMPARE(t.issues.size(), 1);
    QCOMPARE(t.issues[0].line, 3);
    QVERIFY2(t.issues[0].reason.contains(QLatin1String("truncated")), qPrintable(t.issues[0].reason));
}

void TestCsvReader::unterminatedQuoteIsReported()
{
    const CsvTable t = CsvReader::parse("a,b\n1,2\n3,\"open");
    QCOMPARE(t.records.size(), 1);
    QCOMPARE(t.issues.size(), 1);
    QCOMPARE(t.issues[0].line, 3);
    QVERIFY(t.issues[0].reason.contains(QLatin1String("not closed")));
}

void TestCsvReader::semicolonAndTabAreSniffed()
{
    QCOMPARE(CsvReader::parse("a;b\n1;2,5\n").delimiter, QLatin1Char(';'));
    QCOMPARE(CsvReader::parse("a;b\n1;2,5\n").records[0].fields.at(1), QStringLiteral("2,5"));
    QCOMPARE(CsvReader::parse("a\tb\n1\t2\n").delimiter, QLatin1Char('\t'));
    QCOMPARE(CsvReader::parse("\"x;y\",b\n1,2\n").delimiter, QLatin1Char(','));
}

void TestCsvReader::byteOrderMarkIsDropped()
{
    const CsvTable t = CsvReader::parse("\xEF\xBB\xBFprovider,b\n1,2\n");
    QCOMPARE(t.header.first(), QStringLiteral("provider"));
    QCOMPARE(t.column("provider"), 0);
}

void TestCsvReader::limits_data()
{
    QTest::addColumn<QByteArray>("bytes");
    QTest::addColumn<int>("records");
    QTest::addColumn<int>("issues");
    QTest::addColumn<QString>("fatal");
    // limits below: file 64 bytes, record 20 characters, field 8 characters, 3 rows
    QTest::newRow("a file one byte over the size limit is refused")
        << QByteArray(65, 'a') << 0 << 0 << QStringLiteral("over the limit of 64 bytes");
    QTest::newRow("a file exactly at the size limit is read (its long row is rejected)") << QByteArray("h\n") + QByteArray(61, 'a') + '\n'
                                                                                         << 0 << 1 << QString();
    QTest::newRow("a field one character over the field limit rejects its row")
        << QByteArray("h\n123456789\n12345678\n") << 1 << 1 << QString();
    QTest::newRow("a record one character over the record limit rejects its row")
        << QByteArray("a,b,c\n12345678,12345678,123\n1,2,3\n") << 1 << 1 << QString();
    QTest::newRow("a record exactly at the record limit is read")
        << QByteArray("a,b,c\n12345678,12345678,12\n1,2,3\n") << 2 << 0 << QString();
    QTest::newRow("one row over the row limit refuses the file")
        << QByteArray("h\n1\n2\n3\n4\n") << 0 << 0 << QStringLiteral("more than 3 data rows");
    QTest::newRow("exactly the row limit is read") << QByteArray("h\n1\n2\n3\n") << 3 << 0 << QString();
}

void TestCsvReader::limits()
{
    QFETCH(QByteArray, bytes);
    QFETCH(int, records);
    QFETCH(int, issues);
    QFETCH(QString, fatal);
    CsvLimits limits;
    limits.maxFileBytes = 64;
    limits.maxRecordChars = 20;
    limits.maxFieldChars = 8;
    limits.maxRows = 3;
    const CsvTable t = CsvReader::parse(bytes, limits);
    if (!fatal.isEmpty()) {
        QVERIFY2(t.fatalError.contains(fatal), qPrintable(t.fatalError));
        QCOMPARE(t.records.size(), 0);
        return;
    }
    QVERIFY2(t.ok(), qPrintable(t.fatalError));
    QCOMPARE(t.records.size(), records);
    QCOMPARE(t.issues.size(), issues);
    for (const CsvIssue &i : t.issues)
        QVERIFY2(i.reason.contains(QLatin1String("limit")), qPrintable(i.reason));
}

void TestCsvReader::columnLookupIgnoresCaseAndOrder()
{
    const CsvTable t = CsvReader::parse("Price, InstanceType ,region\n1,2,3\n");
    QCOMPARE(t.column("instancetype"), 1);
    QCOMPARE(t.column("Region"), 2);
    QCOMPARE(t.column("SpotPrice"), -1);
}

void TestCsvReader::escapeGuardsFormulaTriggers_data()
{
    QTest::addColumn<QString>("in");
    QTest::addColumn<QString>("out");
    QTest::newRow("a formula is defused") << QStringLiteral("=HYPERLINK(\"x\")") << QStringLiteral("\"'=HYPERLINK(\"\"x\"\")\"");
    QTest::newRow("an at-sign is defused") << QStringLiteral("@SUM(A1)") << QStringLiteral("'@SUM(A1)");
    QTest::newRow("a negative number stays a number") << QStringLiteral("-1.5") << QStringLiteral("-1.5");
    QTest::newRow("a comma forces quotes") << QStringLiteral("Oregon, US") << QStringLiteral("\"Oregon, US\"");
    QTest::newRow("plain text is unchanged") << QStringLiteral("H100") << QStringLiteral("H100");
    QTest::newRow("a leading tab is defused (OWASP)") << QStringLiteral("\t=1+1") << QStringLiteral("'\t=1+1");
    QTest::newRow("a leading carriage return is defused and quoted") << QStringLiteral("\r=1") << QStringLiteral("\"'\r=1\"");
}

void TestCsvReader::escapeGuardsFormulaTriggers()
{
    QFETCH(QString, in);
    QFETCH(QString, out);
    QCOMPARE(csvEscape(in, true), out);
}

QTEST_GUILESS_MAIN(TestCsvReader)
#include "tst_csvreader.moc"
