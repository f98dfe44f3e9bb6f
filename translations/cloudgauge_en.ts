<?xml version="1.0" encoding="utf-8"?>
<!DOCTYPE TS>
<TS version="2.1" language="en_US">
<context>
    <name>cg::AssessmentActions</name>
    <message numerus="yes">
        <location filename="../ui/assessing/AssessmentActions.cpp" line="+89"/>
        <source>Nothing was imported from %1: %n bad row(s).

%2</source>
        <translation>
            <numerusform>Nothing was imported from %1: %n bad row.

%2</numerusform>
            <numerusform>Nothing was imported from %1: %n bad rows.

%2</numerusform>
        </translation>
    </message>
    <message numerus="yes">
        <location line="+9"/>
        <source>Imported %n assessment(s) from %1.</source>
        <translation>
            <numerusform>Imported %n assessment from %1.</numerusform>
            <numerusform>Imported %n assessments from %1.</numerusform>
        </translation>
    </message>
</context>
<context>
    <name>cg::AssessmentDialog</name>
    <message numerus="yes">
        <location filename="../ui/assessing/AssessmentDialog.cpp" line="+396"/>
        <source>Delete the %n stored assessment row(s) of %1? Its categories then use its published tier, or show no data.</source>
        <translation>
            <numerusform>Delete the %n stored assessment row of %1? Its categories then use its published tier, or show no data.</numerusform>
            <numerusform>Delete the %n stored assessment rows of %1? Its categories then use its published tier, or show no data.</numerusform>
        </translation>
    </message>
    <message numerus="yes">
        <location line="+19"/>
        <source>Discard %n unsaved change(s) to %1?</source>
        <translation>
            <numerusform>Discard %n unsaved change to %1?</numerusform>
            <numerusform>Discard %n unsaved changes to %1?</numerusform>
        </translation>
    </message>
</context>
<context>
    <name>cg::CapacityPlanDialog</name>
    <message numerus="yes">
        <location filename="../ui/CapacityPlanDialog.cpp" line="+230"/>
        <source>%1: %n row(s) of one %2 from %3, peak %4 GPUs</source>
        <translation>
            <numerusform>%1: %n row of one %2 from %3, peak %4 GPUs</numerusform>
            <numerusform>%1: %n rows of one %2 from %3, peak %4 GPUs</numerusform>
        </translation>
    </message>
    <message numerus="yes">
        <location line="+24"/>
        <source>Described: %n day(s) from %1, peak %2 GPUs</source>
        <translation>
            <numerusform>Described: %n day from %1, peak %2 GPUs</numerusform>
            <numerusform>Described: %n days from %1, peak %2 GPUs</numerusform>
        </translation>
    </message>
    <message numerus="yes">
        <location line="+38"/>
        <source>%n-month term</source>
        <translation>
            <numerusform>%n-month term</numerusform>
            <numerusform>%n-month term</numerusform>
        </translation>
    </message>
    <message numerus="yes">
        <location line="+78"/>
        <source>%n month(s)</source>
        <translation>
            <numerusform>%n month</numerusform>
            <numerusform>%n months</numerusform>
        </translation>
    </message>
    <message numerus="yes">
        <location line="+23"/>
        <source>commit %n GPU(s)</source>
        <translation>
            <numerusform>commit %n GPU</numerusform>
            <numerusform>commit %n GPUs</numerusform>
        </translation>
    </message>
    <message numerus="yes">
        <location line="+1"/>
        <source> for %n month(s) at %1 (%2 %3 per GPU-hour)</source>
        <translation>
            <numerusform> for %n month at %1 (%2 %3 per GPU-hour)</numerusform>
            <numerusform> for %n months at %1 (%2 %3 per GPU-hour)</numerusform>
        </translation>
    </message>
    <message numerus="yes">
        <location line="+11"/>
        <source> %1 %2 per hour, %1 %3 over the %n day(s) of the demand file</source>
        <translation>
            <numerusform> %1 %2 per hour, %1 %3 over the %n day of the demand file</numerusform>
            <numerusform> %1 %2 per hour, %1 %3 over the %n days of the demand file</numerusform>
        </translation>
    </message>
</context>
<context>
    <name>cg::FilterBar</name>
    <message numerus="yes">
        <location filename="../ui/FilterBar.cpp" line="+225"/>
        <source>More filters (%n set)</source>
        <translation>
            <numerusform>More filters (%n set)</numerusform>
            <numerusform>More filters (%n set)</numerusform>
        </translation>
    </message>
    <message numerus="yes">
        <location line="+27"/>
        <source>Hide prices observed more than %n day(s) ago or on an unknown day</source>
        <translation>
            <numerusform>Hide prices observed more than %n day ago or on an unknown day</numerusform>
            <numerusform>Hide prices observed more than %n days ago or on an unknown day</numerusform>
        </translation>
    </message>
</context>
<context>
    <name>cg::ImportController</name>
    <message numerus="yes">
        <location filename="../ui/importing/ImportController.cpp" line="+101"/>
        <source>Importing %n file(s)…</source>
        <translation>
            <numerusform>Importing %n file…</numerusform>
            <numerusform>Importing %n files…</numerusform>
        </translation>
    </message>
    <message numerus="yes">
        <location line="+76"/>
        <source>%n file(s) hold prices older than the catalog&apos;s for the same provider:
%1

Import them as price history? The newer prices stay current.</source>
        <translation>
            <numerusform>%n file holds prices older than the catalog&apos;s for the same provider:
%1

Import it as price history? The newer prices stay current.</numerusform>
            <numerusform>%n files hold prices older than the catalog&apos;s for the same provider:
%1

Import them as price history? The newer prices stay current.</numerusform>
        </translation>
    </message>
</context>
<context>
    <name>cg::ModelJob</name>
    <message numerus="yes">
        <location filename="../models/scoring/ModelJob.cpp" line="+83"/>
        <source>a %1-parameter model trained in full (mixed-precision Adam) on %n GPU(s)</source>
        <translation>
            <numerusform>a %1-parameter model trained in full (mixed-precision Adam) on %n GPU</numerusform>
            <numerusform>a %1-parameter model trained in full (mixed-precision Adam) on %n GPUs</numerusform>
        </translation>
    </message>
    <message numerus="yes">
        <location line="+2"/>
        <source>a %1-parameter model fine-tuned with LoRA on %n GPU(s)</source>
        <translation>
            <numerusform>a %1-parameter model fine-tuned with LoRA on %n GPU</numerusform>
            <numerusform>a %1-parameter model fine-tuned with LoRA on %n GPUs</numerusform>
        </translation>
    </message>
    <message numerus="yes">
        <location line="+2"/>
        <source>a %1-parameter model fine-tuned with QLoRA on %n GPU(s)</source>
        <translation>
            <numerusform>a %1-parameter model fine-tuned with QLoRA on %n GPU</numerusform>
            <numerusform>a %1-parameter model fine-tuned with QLoRA on %n GPUs</numerusform>
        </translation>
    </message>
    <message numerus="yes">
        <location line="+2"/>
        <source>a %1-parameter model served in BF16 on %n GPU(s)</source>
        <translation>
            <numerusform>a %1-parameter model served in BF16 on %n GPU</numerusform>
            <numerusform>a %1-parameter model served in BF16 on %n GPUs</numerusform>
        </translation>
    </message>
</context>
<context>
    <name>cg::OfferTableModel</name>
    <message numerus="yes">
        <location filename="../models/itemmodels/OfferTableModel.cpp" line="+408"/>
        <source>%n day(s), stale</source>
        <translation>
            <numerusform>%n day, stale</numerusform>
            <numerusform>%n days, stale</numerusform>
        </translation>
    </message>
    <message numerus="yes">
        <location line="+0"/>
        <source>%n day(s)</source>
        <translation>
            <numerusform>%n day</numerusform>
            <numerusform>%n days</numerusform>
        </translation>
    </message>
</context>
<context>
    <name>cg::PriceApiScriptDialog</name>
    <message numerus="yes">
        <location filename="../ui/updating/PriceApiScriptDialog.cpp" line="+152"/>
        <source>%n call(s) of %1: %2 instance types × %3 regions. Run the script where %1 is configured with your account, then import the file it writes.</source>
        <translation>
            <numerusform>%n call of %1: %2 instance types × %3 regions. Run the script where %1 is configured with your account, then import the file it writes.</numerusform>
            <numerusform>%n calls of %1: %2 instance types × %3 regions. Run the script where %1 is configured with your account, then import the file it writes.</numerusform>
        </translation>
    </message>
</context>
<context>
    <name>cg::PriceScatterView</name>
    <message numerus="yes">
        <location filename="../ui/charts/PriceScatterView.cpp" line="+219"/>
        <source>USD %1–%2 per GPU-hour in %n region(s)</source>
        <translation>
            <numerusform>USD %1–%2 per GPU-hour in %n region</numerusform>
            <numerusform>USD %1–%2 per GPU-hour in %n regions</numerusform>
        </translation>
    </message>
    <message numerus="yes">
        <location line="+176"/>
        <source>%n point(s), one per provider, GPU model and GPU count at the cheapest region.</source>
        <translation>
            <numerusform>%n point, one per provider, GPU model and GPU count at the cheapest region.</numerusform>
            <numerusform>%n points, one per provider, GPU model and GPU count at the cheapest region.</numerusform>
        </translation>
    </message>
    <message numerus="yes">
        <location line="-179"/>
        <source>USD %1–%2 per useful GPU-hour (true cost) in %n region(s)</source>
        <translation>
            <numerusform>USD %1–%2 per useful GPU-hour (true cost) in %n region</numerusform>
            <numerusform>USD %1–%2 per useful GPU-hour (true cost) in %n regions</numerusform>
        </translation>
    </message>
</context>
<context>
    <name>cg::PriceUpdate</name>
    <message numerus="yes">
        <location filename="../models/update/PriceUpdate.cpp" line="+39"/>
        <source>%1: downloaded %2 bytes from %3 (%n page(s)); retries: %4</source>
        <translation>
            <numerusform>%1: downloaded %2 bytes from %3 (%n page); retries: %4</numerusform>
            <numerusform>%1: downloaded %2 bytes from %3 (%n pages); retries: %4</numerusform>
        </translation>
    </message>
</context>
<context>
    <name>cg::PriceUpdateDialog</name>
    <message numerus="yes">
        <location filename="../ui/updating/PriceUpdateDialog.cpp" line="+231"/>
        <source>done: %n offer(s), %1 new or changed prices</source>
        <translation>
            <numerusform>done: %n offer, %1 new or changed prices</numerusform>
            <numerusform>done: %n offers, %1 new or changed prices</numerusform>
        </translation>
    </message>
</context>
<context>
    <name>cg::ProbePanel</name>
    <message numerus="yes">
        <location filename="../ui/ProbePanel.cpp" line="+381"/>
        <source>%1 (host %2, %3): %n GPU(s)</source>
        <translation>
            <numerusform>%1 (host %2, %3): %n GPU</numerusform>
            <numerusform>%1 (host %2, %3): %n GPUs</numerusform>
        </translation>
    </message>
    <message numerus="yes">
        <location line="+2"/>
        <source>%n CPU or software device(s)</source>
        <translation>
            <numerusform>%n CPU or software device</numerusform>
            <numerusform>%n CPU or software devices</numerusform>
        </translation>
    </message>
    <message numerus="yes">
        <location line="+4"/>
        <source>%n more device(s) found but not listed.</source>
        <translation>
            <numerusform>%n more device found but not listed.</numerusform>
            <numerusform>%n more devices found but not listed.</numerusform>
        </translation>
    </message>
</context>
<context>
    <name>cg::RecommendationModel</name>
    <message numerus="yes">
        <location filename="../models/itemmodels/RecommendationModel.cpp" line="+96"/>
        <source>+%n size(s)</source>
        <translation>
            <numerusform>+%n size</numerusform>
            <numerusform>+%n sizes</numerusform>
        </translation>
    </message>
    <message numerus="yes">
        <location line="+2"/>
        <source>+%n region(s)</source>
        <translation>
            <numerusform>+%n region</numerusform>
            <numerusform>+%n regions</numerusform>
        </translation>
    </message>
</context>
<context>
    <name>cg::RecommendationPane</name>
    <message numerus="yes">
        <location filename="../ui/RecommendationPane.cpp" line="+151"/>
        <source>%1 (%n instance type(s))</source>
        <translation>
            <numerusform>%1 (%n instance type)</numerusform>
            <numerusform>%1 (%n instance types)</numerusform>
        </translation>
    </message>
    <message numerus="yes">
        <location line="+17"/>
        <source>%n recommended</source>
        <translation>
            <numerusform>%n recommended</numerusform>
            <numerusform>%n recommended</numerusform>
        </translation>
    </message>
    <message numerus="yes">
        <location line="+1"/>
        <source>%n not recommended, listed after them, greyed, with the reason as tooltip.</source>
        <translation>
            <numerusform>%n not recommended, listed after them, greyed, with the reason as tooltip.</numerusform>
            <numerusform>%n not recommended, listed after them, greyed, with the reason as tooltip.</numerusform>
        </translation>
    </message>
</context>
<context>
    <name>cg::RegionsDialog</name>
    <message numerus="yes">
        <location filename="../ui/RegionsDialog.cpp" line="+246"/>
        <source>Timing %n region(s) from this computer…</source>
        <translation>
            <numerusform>Timing %n region from this computer…</numerusform>
            <numerusform>Timing %n regions from this computer…</numerusform>
        </translation>
    </message>
    <message numerus="yes">
        <location line="+11"/>
        <source>Cancelled after %n region(s).</source>
        <translation>
            <numerusform>Cancelled after %n region.</numerusform>
            <numerusform>Cancelled after %n regions.</numerusform>
        </translation>
    </message>
    <message numerus="yes">
        <location line="+1"/>
        <source>Timed %n region(s).</source>
        <translation>
            <numerusform>Timed %n region.</numerusform>
            <numerusform>Timed %n regions.</numerusform>
        </translation>
    </message>
    <message numerus="yes">
        <location line="+2"/>
        <source>%n unreachable.</source>
        <translation>
            <numerusform>%n unreachable.</numerusform>
            <numerusform>%n unreachable.</numerusform>
        </translation>
    </message>
</context>
<context>
    <name>cg::ReliabilityChartView</name>
    <message numerus="yes">
        <location filename="../ui/charts/ReliabilityChartView.cpp" line="+157"/>
        <source>%n lower-rated provider(s) not drawn; the details pane lists every provider&apos;s history.</source>
        <translation>
            <numerusform>%n lower-rated provider not drawn; the details pane lists every provider&apos;s history.</numerusform>
            <numerusform>%n lower-rated providers not drawn; the details pane lists every provider&apos;s history.</numerusform>
        </translation>
    </message>
</context>
<context>
    <name>cg::Report</name>
    <message numerus="yes">
        <location filename="../ui/report/ReportSources.cpp" line="+142"/>
        <source>%1; %n price(s) %2</source>
        <translation>
            <numerusform>%1; %n price %2</numerusform>
            <numerusform>%1; %n prices %2</numerusform>
        </translation>
    </message>
    <message numerus="yes">
        <location filename="../ui/report/ReportSummary.cpp" line="+177"/>
        <source>Among the top %n, the lowest price is %1 per GPU-hour (%2, %3).</source>
        <translation>
            <numerusform>Among the top %n, the lowest price is %1 per GPU-hour (%2, %3).</numerusform>
            <numerusform>Among the top %n, the lowest price is %1 per GPU-hour (%2, %3).</numerusform>
        </translation>
    </message>
    <message numerus="yes">
        <location line="+24"/>
        <source>all on %1, %n day(s) before %2</source>
        <translation>
            <numerusform>all on %1, %n day before %2</numerusform>
            <numerusform>all on %1, %n days before %2</numerusform>
        </translation>
    </message>
    <message numerus="yes">
        <location line="+2"/>
        <source>from %1 (newest) to %2 (oldest), the oldest %n day(s) before %3</source>
        <translation>
            <numerusform>from %1 (newest) to %2 (oldest), the oldest %n day before %3</numerusform>
            <numerusform>from %1 (newest) to %2 (oldest), the oldest %n days before %3</numerusform>
        </translation>
    </message>
    <message numerus="yes">
        <location line="+3"/>
        <source>All %n price(s) of the top list have a known observation date: %1.</source>
        <translation>
            <numerusform>The %n price of the top list has a known observation date: %1.</numerusform>
            <numerusform>All %n prices of the top list have a known observation date: %1.</numerusform>
        </translation>
    </message>
    <message numerus="yes">
        <location line="+2"/>
        <source>%1 of the %n price(s) of the top list have a known observation date (%2); %3 have none and count as stale.</source>
        <translation>
            <numerusform>%1 of the %n price of the top list has a known observation date (%2); %3 have none and count as stale.</numerusform>
            <numerusform>%1 of the %n prices of the top list have a known observation date (%2); %3 have none and count as stale.</numerusform>
        </translation>
    </message>
    <message numerus="yes">
        <location line="+8"/>
        <source>None of the %n price(s) of the top list has a known observation date: all count as stale.</source>
        <translation>
            <numerusform>The %n price of the top list has no known observation date: it counts as stale.</numerusform>
            <numerusform>None of the %n prices of the top list has a known observation date: all count as stale.</numerusform>
        </translation>
    </message>
    <message numerus="yes">
        <location line="+3"/>
        <source>%1 of the dated prices are older than %n day(s) and marked in the ranking.</source>
        <translation>
            <numerusform>%1 of the dated prices are older than %n day and marked in the ranking.</numerusform>
            <numerusform>%1 of the dated prices are older than %n days and marked in the ranking.</numerusform>
        </translation>
    </message>
    <message numerus="yes">
        <location line="+11"/>
        <source>Every price of the top list was observed within the last %n day(s).</source>
        <translation>
            <numerusform>Every price of the top list was observed within the last %n day.</numerusform>
            <numerusform>Every price of the top list was observed within the last %n days.</numerusform>
        </translation>
    </message>
    <message numerus="yes">
        <location line="+19"/>
        <source>None of the %n price(s) of the top list has been verified against its source (File → Verify prices of the top list… in the window, or `cloudgauge verify`).</source>
        <translation>
            <numerusform>The %n price of the top list has not been verified against its source (File → Verify prices of the top list… in the window, or `cloudgauge verify`).</numerusform>
            <numerusform>None of the %n prices of the top list has been verified against its source (File → Verify prices of the top list… in the window, or `cloudgauge verify`).</numerusform>
        </translation>
    </message>
    <message numerus="yes">
        <location line="+4"/>
        <source>All %n price(s) of the top list were verified against their sources on %1.</source>
        <translation>
            <numerusform>The %n price of the top list was verified against its source on %1.</numerusform>
            <numerusform>All %n prices of the top list were verified against their sources on %1.</numerusform>
        </translation>
    </message>
    <message numerus="yes">
        <location line="+1"/>
        <source>%1 of the %n price(s) of the top list were verified against their sources on %2; the others were not.</source>
        <translation>
            <numerusform>%1 of the %n price of the top list was verified against its source on %2.</numerusform>
            <numerusform>%1 of the %n prices of the top list were verified against their sources on %2; the others were not.</numerusform>
        </translation>
    </message>
    <message numerus="yes">
        <location line="+7"/>
        <source>The #1&apos;s price was observed on %1, %n day(s) before %2.</source>
        <translation>
            <numerusform>The #1&apos;s price was observed on %1, %n day before %2.</numerusform>
            <numerusform>The #1&apos;s price was observed on %1, %n days before %2.</numerusform>
        </translation>
    </message>
    <message numerus="yes">
        <location line="+8"/>
        <source>Prices in other currencies are converted to USD at the catalog&apos;s exchange rates, the oldest dated %1 (%n day(s) before %2).</source>
        <translation>
            <numerusform>Prices in other currencies are converted to USD at the catalog&apos;s exchange rates, the oldest dated %1 (%n day before %2).</numerusform>
            <numerusform>Prices in other currencies are converted to USD at the catalog&apos;s exchange rates, the oldest dated %1 (%n days before %2).</numerusform>
        </translation>
    </message>
    <message numerus="yes">
        <location line="+35"/>
        <source>%n offer(s) are not recommended and are listed apart under &quot;Not recommended&quot;: %1 (an offer can fail more than one gate).</source>
        <translation>
            <numerusform>%n offer is not recommended and is listed apart under &quot;Not recommended&quot;: %1.</numerusform>
            <numerusform>%n offers are not recommended and are listed apart under &quot;Not recommended&quot;: %1 (an offer can fail more than one gate).</numerusform>
        </translation>
    </message>
    <message numerus="yes">
        <location line="+9"/>
        <source>%1 (%n instance type(s))</source>
        <translation>
            <numerusform>%1 (%n instance type)</numerusform>
            <numerusform>%1 (%n instance types)</numerusform>
        </translation>
    </message>
    <message numerus="yes">
        <location line="+16"/>
        <source>The ranking is for %1: only offers that can run it are ranked (%2); the true cost is for a job of %n GPU(s).</source>
        <translation>
            <numerusform>The ranking is for %1: only offers that can run it are ranked (%2); the true cost is for a job of %n GPU.</numerusform>
            <numerusform>The ranking is for %1: only offers that can run it are ranked (%2); the true cost is for a job of %n GPUs.</numerusform>
        </translation>
    </message>
    <message numerus="yes">
        <location filename="../ui/report/ReportRanking.cpp" line="+39"/>
        <source>best of %n configuration(s)</source>
        <translation>
            <numerusform>best of %n configuration</numerusform>
            <numerusform>best of %n configurations</numerusform>
        </translation>
    </message>
    <message numerus="yes">
        <location line="+50"/>
        <source>%n offer(s) fail a gate and are not recommended, whatever their score; the first %1 by score are listed.</source>
        <translation>
            <numerusform>%n offer fails a gate and is not recommended, whatever its score (%1 listed).</numerusform>
            <numerusform>%n offers fail a gate and are not recommended, whatever their score; the first %1 by score are listed.</numerusform>
        </translation>
    </message>
    <message numerus="yes">
        <location filename="../ui/report/ReportSources.cpp" line="-104"/>
        <source>per row (%n source(s))</source>
        <translation>
            <numerusform>per row (%n source)</numerusform>
            <numerusform>per row (%n sources)</numerusform>
        </translation>
    </message>
    <message numerus="yes">
        <location filename="../ui/report/ReportQuotes.cpp" line="+97"/>
        <source>reserved, %n month(s)</source>
        <translation>
            <numerusform>reserved, %n month</numerusform>
            <numerusform>reserved, %n months</numerusform>
        </translation>
    </message>
    <message numerus="yes">
        <location filename="../ui/report/ReportPlan.cpp" line="+88"/>
        <source>Demand: %n day(s) from %1 to %2</source>
        <translation>
            <numerusform>Demand: %n day from %1 to %2</numerusform>
            <numerusform>Demand: %n days from %1 to %2</numerusform>
        </translation>
    </message>
    <message numerus="yes">
        <location line="+1"/>
        <source>Demand: %n hour(s) from %1 to %2</source>
        <translation>
            <numerusform>Demand: %n hour from %1 to %2</numerusform>
            <numerusform>Demand: %n hours from %1 to %2</numerusform>
        </translation>
    </message>
    <message numerus="yes">
        <location line="+35"/>
        <source>%n month(s)</source>
        <translation>
            <numerusform>%n month</numerusform>
            <numerusform>%n months</numerusform>
        </translation>
    </message>
    <message numerus="yes">
        <location line="-74"/>
        <source>commit %n GPU(s)</source>
        <translation>
            <numerusform>commit %n GPU</numerusform>
            <numerusform>commit %n GPUs</numerusform>
        </translation>
    </message>
    <message numerus="yes">
        <location line="+1"/>
        <source> for %n month(s) at %1 (%2 per GPU-hour)</source>
        <translation>
            <numerusform> for %n month at %1 (%2 per GPU-hour)</numerusform>
            <numerusform> for %n months at %1 (%2 per GPU-hour)</numerusform>
        </translation>
    </message>
    <message numerus="yes">
        <location line="+13"/>
        <source>Capacity plan for the %n day(s) of demand given (%1, peak %2 GPUs): %3</source>
        <translation>
            <numerusform>Capacity plan for the %n day of demand given (%1, peak %2 GPUs): %3</numerusform>
            <numerusform>Capacity plan for the %n days of demand given (%1, peak %2 GPUs): %3</numerusform>
        </translation>
    </message>
    <message numerus="yes">
        <location line="+92"/>
        <source> %1 per hour, %2 over the %n day(s) of the demand</source>
        <translation>
            <numerusform> %1 per hour, %2 over the %n day of the demand</numerusform>
            <numerusform> %1 per hour, %2 over the %n days of the demand</numerusform>
        </translation>
    </message>
    <message numerus="yes">
        <location line="+16"/>
        <source>%1, %n month(s): %2</source>
        <translation>
            <numerusform>%1, %n month: %2</numerusform>
            <numerusform>%1, %n months: %2</numerusform>
        </translation>
    </message>
</context>
<context>
    <name>cg::ReportPreviewDialog</name>
    <message numerus="yes">
        <location filename="../ui/report/ReportPreviewDialog.cpp" line="+135"/>
        <source>%1 of the %n price(s) of the top list are not verified against their sources: page 1 says so.</source>
        <translation>
            <numerusform>%1 of the %n price of the top list is not verified against its source: page 1 says so.</numerusform>
            <numerusform>%1 of the %n prices of the top list are not verified against their sources: page 1 says so.</numerusform>
        </translation>
    </message>
    <message numerus="yes">
        <location line="+3"/>
        <source>%n page(s)</source>
        <translation>
            <numerusform>%n page</numerusform>
            <numerusform>%n pages</numerusform>
        </translation>
    </message>
</context>
<context>
    <name>cg::ReservedTermDialog</name>
    <message numerus="yes">
        <location filename="../ui/ReservedTermDialog.cpp" line="+178"/>
        <source>%n month(s)</source>
        <translation>
            <numerusform>%n month</numerusform>
            <numerusform>%n months</numerusform>
        </translation>
    </message>
</context>
<context>
    <name>cg::StatusLine</name>
    <message numerus="yes">
        <location filename="../ui/StatusLine.cpp" line="+25"/>
        <source>%n offer(s) from %1 providers</source>
        <translation>
            <numerusform>%n offer from %1 provider</numerusform>
            <numerusform>%n offers from %1 providers</numerusform>
        </translation>
    </message>
    <message numerus="yes">
        <location line="+2"/>
        <source>%n shown</source>
        <translation>
            <numerusform>%n shown</numerusform>
            <numerusform>%n shown</numerusform>
        </translation>
    </message>
    <message numerus="yes">
        <location line="+15"/>
        <source>Exchange rates of %1: %n day(s) old</source>
        <translation>
            <numerusform>Exchange rates of %1: %n day old</numerusform>
            <numerusform>Exchange rates of %1: %n days old</numerusform>
        </translation>
    </message>
</context>
<context>
    <name>cg::TeamConnectDialog</name>
    <message numerus="yes">
        <location filename="../ui/team/TeamConnectDialog.cpp" line="+255"/>
        <source>Connected: a CloudGauge catalog of schema version %1 with %n offer(s).</source>
        <translation>
            <numerusform>Connected: a CloudGauge catalog of schema version %1 with %n offer.</numerusform>
            <numerusform>Connected: a CloudGauge catalog of schema version %1 with %n offers.</numerusform>
        </translation>
    </message>
</context>
<context>
    <name>cg::WorkloadEstimatorDialog</name>
    <message numerus="yes">
        <location filename="../ui/WorkloadEstimatorDialog.cpp" line="+221"/>
        <source>%1 (+%n more)</source>
        <translation>
            <numerusform>%1 (+%n more)</numerusform>
            <numerusform>%1 (+%n more)</numerusform>
        </translation>
    </message>
    <message numerus="yes">
        <location line="+16"/>
        <source>reserved %n month(s)</source>
        <translation>
            <numerusform>reserved %n month</numerusform>
            <numerusform>reserved %n months</numerusform>
        </translation>
    </message>
    <message numerus="yes">
        <location line="+22"/>
        <source>%1 FLOPs (6 × parameters × tokens); %n recommended offer(s) estimated, cheapest to finish first.</source>
        <translation>
            <numerusform>%1 FLOPs (6 × parameters × tokens); %n recommended offer estimated, cheapest to finish first.</numerusform>
            <numerusform>%1 FLOPs (6 × parameters × tokens); %n recommended offers estimated, cheapest to finish first.</numerusform>
        </translation>
    </message>
    <message numerus="yes">
        <location line="+3"/>
        <source>%n offer(s) priced at a received quote as well; the rank follows the cheaper of the list price and the quote.</source>
        <translation>
            <numerusform>%n offer priced at a received quote as well; the rank follows the cheaper of the list price and the quote.</numerusform>
            <numerusform>%n offers priced at a received quote as well; the rank follows the cheaper of the list price and the quote.</numerusform>
        </translation>
    </message>
    <message numerus="yes">
        <location line="+4"/>
        <source>%n estimated offer(s) the ranking does not recommend, or that cannot run the job, follow them greyed, with the reason.</source>
        <translation>
            <numerusform>%n estimated offer the ranking does not recommend, or that cannot run the job, follows them greyed, with the reason.</numerusform>
            <numerusform>%n estimated offers the ranking does not recommend, or that cannot run the job, follow them greyed, with the reason.</numerusform>
        </translation>
    </message>
</context>
<context>
    <name>cg::rfq::QuoteComparison</name>
    <message numerus="yes">
        <location filename="../models/rfq/QuoteComparison.cpp" line="+51"/>
        <source>reserved %n month(s)</source>
        <translation>
            <numerusform>reserved %n month</numerusform>
            <numerusform>reserved %n months</numerusform>
        </translation>
    </message>
</context>
</TS>
