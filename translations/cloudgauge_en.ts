<?xml version="1.0" encoding="utf-8"?>
<!DOCTYPE TS>
<TS version="2.1" language="en_US">
<context>
    <name>cg::Assessment</name>
    <message>
        <location filename="../models/assess/Assessment.cpp" line="+34"/>
        <source>Unknown category &apos;%1&apos;: use one of %2.</source>
        <translation>Unknown category &apos;%1&apos;: use one of %2.</translation>
    </message>
    <message>
        <location line="+2"/>
        <source>Unknown provider &apos;%1&apos;: it is not in the catalog.</source>
        <translation>Unknown provider &apos;%1&apos;: it is not in the catalog.</translation>
    </message>
    <message>
        <location line="+2"/>
        <source>Score %1 is outside 0-5.</source>
        <translation>Score %1 is outside 0-5.</translation>
    </message>
    <message>
        <location line="+2"/>
        <source>The evidence is longer than %1 characters.</source>
        <translation>The evidence is longer than %1 characters.</translation>
    </message>
    <message>
        <location line="+2"/>
        <source>The author or the source URL is longer than %1 characters.</source>
        <translation>The author or the source URL is longer than %1 characters.</translation>
    </message>
    <message>
        <location line="+5"/>
        <source>Source URL &apos;%1&apos; is not a web address: it must start with http:// or https:// and name a host.</source>
        <translation>Source URL &apos;%1&apos; is not a web address: it must start with http:// or https:// and name a host.</translation>
    </message>
    <message>
        <location line="+5"/>
        <source>Date &apos;%1&apos; is not a date in the form YYYY-MM-DD.</source>
        <translation>Date &apos;%1&apos; is not a date in the form YYYY-MM-DD.</translation>
    </message>
    <message>
        <location line="+2"/>
        <source>Date %1 is in the future.</source>
        <translation>Date %1 is in the future.</translation>
    </message>
    <message>
        <location line="+4"/>
        <source>A score needs evidence or a source URL.</source>
        <translation>A score needs evidence or a source URL.</translation>
    </message>
    <message>
        <location line="+2"/>
        <source>A score needs the date it was assessed.</source>
        <translation>A score needs the date it was assessed.</translation>
    </message>
    <message>
        <location line="+23"/>
        <source>Derived from the published %1 %2 tier %3 (%4 of 5): not an assessment.</source>
        <translation>Derived from the published %1 %2 tier %3 (%4 of 5): not an assessment.</translation>
    </message>
</context>
<context>
    <name>cg::AssessmentActions</name>
    <message>
        <location filename="../ui/assess/AssessmentActions.cpp" line="+25"/>
        <location line="+5"/>
        <source>Import assessments</source>
        <translation>Import assessments</translation>
    </message>
    <message>
        <location line="-5"/>
        <source>CSV files (*.csv);;All files (*)</source>
        <translation>CSV files (*.csv);;All files (*)</translation>
    </message>
    <message>
        <location line="+9"/>
        <location line="+6"/>
        <source>Export assessments</source>
        <translation>Export assessments</translation>
    </message>
    <message>
        <location line="-5"/>
        <source>CSV files (*.csv)</source>
        <translation>CSV files (*.csv)</translation>
    </message>
    <message>
        <location line="+52"/>
        <source>Line %1: %2</source>
        <translation>Line %1: %2</translation>
    </message>
    <message numerus="yes">
        <location line="+1"/>
        <source>Nothing was imported from %1: %n bad row(s).

%2</source>
        <translation>
            <numerusform>Nothing was imported from %1: %n bad row.

%2</numerusform>
            <numerusform>Nothing was imported from %1: %n bad rows.

%2</numerusform>
        </translation>
    </message>
    <message>
        <location line="+5"/>
        <source>Nothing was imported from %1:
%2</source>
        <translation>Nothing was imported from %1:
%2</translation>
    </message>
    <message numerus="yes">
        <location line="+3"/>
        <source>Imported %n assessment(s) from %1.</source>
        <translation>
            <numerusform>Imported %n assessment from %1.</numerusform>
            <numerusform>Imported %n assessments from %1.</numerusform>
        </translation>
    </message>
    <message>
        <location line="+53"/>
        <source>&amp;Assess provider…</source>
        <translation>&amp;Assess provider…</translation>
    </message>
    <message>
        <location line="+1"/>
        <source>Score a provider in the 10 ClusterMAX categories, with evidence; the ranking uses the scores</source>
        <translation>Score a provider in the 10 ClusterMAX categories, with evidence; the ranking uses the scores</translation>
    </message>
    <message>
        <location line="+1"/>
        <source>Import &amp;assessments…</source>
        <translation>Import &amp;assessments…</translation>
    </message>
    <message>
        <location line="+1"/>
        <source>Import ClusterMAX category assessments from a CSV file (all rows or none)</source>
        <translation>Import ClusterMAX category assessments from a CSV file (all rows or none)</translation>
    </message>
    <message>
        <location line="+1"/>
        <source>Export a&amp;ssessments…</source>
        <translation>Export a&amp;ssessments…</translation>
    </message>
    <message>
        <location line="+1"/>
        <source>Save every assessment in the catalog as a CSV file</source>
        <translation>Save every assessment in the catalog as a CSV file</translation>
    </message>
</context>
<context>
    <name>cg::AssessmentCsv</name>
    <message>
        <location filename="../models/assess/AssessmentCsv.cpp" line="+60"/>
        <source>Cannot write %1: %2</source>
        <translation>Cannot write %1: %2</translation>
    </message>
    <message>
        <location line="+5"/>
        <source>Writing %1 failed: %2; nothing was changed.</source>
        <translation>Writing %1 failed: %2; nothing was changed.</translation>
    </message>
    <message>
        <location line="+20"/>
        <source>The header has no &apos;%1&apos; column; expected %2.</source>
        <translation>The header has no &apos;%1&apos; column; expected %2.</translation>
    </message>
    <message>
        <location line="+21"/>
        <source>Score &apos;%1&apos; is not a number (use a point for decimals, e.g. 3.5).</source>
        <translation>Score &apos;%1&apos; is not a number (use a point for decimals, e.g. 3.5).</translation>
    </message>
    <message>
        <location line="+8"/>
        <source>%1 appears a second time.</source>
        <translation>%1 appears a second time.</translation>
    </message>
    <message>
        <location line="+15"/>
        <source>Cannot read %1: %2</source>
        <translation>Cannot read %1: %2</translation>
    </message>
</context>
<context>
    <name>cg::AssessmentDialog</name>
    <message>
        <location filename="../ui/assess/AssessmentDialog.cpp" line="+239"/>
        <source>Filled from the published tier by the mapping below: not an assessment. Change the score and give your evidence to make it one.</source>
        <translation>Filled from the published tier by the mapping below: not an assessment. Change the score and give your evidence to make it one.</translation>
    </message>
    <message>
        <location line="+51"/>
        <source>CloudGauge (from the published tier)</source>
        <translation>CloudGauge (from the published tier)</translation>
    </message>
    <message>
        <location line="+9"/>
        <source>%1 of 10 categories assessed</source>
        <translation>%1 of 10 categories assessed</translation>
    </message>
    <message>
        <location line="+2"/>
        <source>%1 filled from the published tier</source>
        <translation>%1 filled from the published tier</translation>
    </message>
    <message>
        <location line="+2"/>
        <source>%1 with no data (the ranking uses the published tier where there is one)</source>
        <translation>%1 with no data (the ranking uses the published tier where there is one)</translation>
    </message>
    <message>
        <location line="+18"/>
        <source>No published ClusterMAX tier</source>
        <translation>No published ClusterMAX tier</translation>
    </message>
    <message>
        <location line="+1"/>
        <source>Published tier: %1 (ClusterMAX %2, %3) → %4 of 5</source>
        <translation>Published tier: %1 (ClusterMAX %2, %3) → %4 of 5</translation>
    </message>
    <message>
        <location line="+3"/>
        <source>Published tier: %1 (ClusterMAX %2): no score</source>
        <translation>Published tier: %1 (ClusterMAX %2): no score</translation>
    </message>
    <message>
        <location line="+2"/>
        <source>Assess provider: %1 (unsaved)</source>
        <translation>Assess provider: %1 (unsaved)</translation>
    </message>
    <message>
        <location line="+1"/>
        <source>Assess provider: %1</source>
        <translation>Assess provider: %1</translation>
    </message>
    <message>
        <location line="+5"/>
        <source>Tier → score</source>
        <translation>Tier → score</translation>
    </message>
    <message>
        <location line="+1"/>
        <source>0-5 (points)</source>
        <translation>0-5 (points)</translation>
    </message>
    <message>
        <location line="+6"/>
        <source>Unavailable or unrated</source>
        <translation>Unavailable or unrated</translation>
    </message>
    <message>
        <location line="+1"/>
        <source>no data</source>
        <translation>no data</translation>
    </message>
    <message>
        <location line="+3"/>
        <source>&quot;Start from published tier&quot; uses the same points the ranking gives a tier (score = points ÷ 20). The tier order is ClusterMAX&apos;s; the points and this 0-5 scale are CloudGauge&apos;s.</source>
        <translation>&quot;Start from published tier&quot; uses the same points the ranking gives a tier (score = points ÷ 20). The tier order is ClusterMAX&apos;s; the points and this 0-5 scale are CloudGauge&apos;s.</translation>
    </message>
    <message>
        <location line="+13"/>
        <source>Start from published tier</source>
        <translation>Start from published tier</translation>
    </message>
    <message>
        <location line="+0"/>
        <source>Every category already has a score or the tier&apos;s score.</source>
        <translation>Every category already has a score or the tier&apos;s score.</translation>
    </message>
    <message>
        <location line="+14"/>
        <source>%1: %2</source>
        <translation>%1: %2</translation>
    </message>
    <message>
        <location line="+7"/>
        <source>Not saved</source>
        <translation>Not saved</translation>
    </message>
    <message>
        <location line="+0"/>
        <source>Nothing was saved:
%1</source>
        <translation>Nothing was saved:
%1</translation>
    </message>
    <message>
        <location line="+18"/>
        <source>Delete assessments</source>
        <translation>Delete assessments</translation>
    </message>
    <message numerus="yes">
        <location line="+1"/>
        <source>Delete the %n stored assessment row(s) of %1? Its categories then use its published tier, or show no data.</source>
        <translation>
            <numerusform>Delete the %n stored assessment row of %1? Its categories then use its published tier, or show no data.</numerusform>
            <numerusform>Delete the %n stored assessment rows of %1? Its categories then use its published tier, or show no data.</numerusform>
        </translation>
    </message>
    <message>
        <location line="+9"/>
        <source>Not deleted</source>
        <translation>Not deleted</translation>
    </message>
    <message>
        <location line="+9"/>
        <source>Unsaved changes</source>
        <translation>Unsaved changes</translation>
    </message>
    <message numerus="yes">
        <location line="+1"/>
        <source>Discard %n unsaved change(s) to %1?</source>
        <translation>
            <numerusform>Discard %n unsaved change to %1?</numerusform>
            <numerusform>Discard %n unsaved changes to %1?</numerusform>
        </translation>
    </message>
    <message>
        <location line="+23"/>
        <source>&amp;Provider:</source>
        <translation>&amp;Provider:</translation>
    </message>
    <message>
        <location line="+1"/>
        <source>Start from published &amp;tier</source>
        <translation>Start from published &amp;tier</translation>
    </message>
    <message>
        <location line="+1"/>
        <source>Fill the categories without an assessment from the provider&apos;s latest published tier, by the mapping below</source>
        <translation>Fill the categories without an assessment from the provider&apos;s latest published tier, by the mapping below</translation>
    </message>
    <message>
        <location line="+1"/>
        <source>&amp;Score (0-5):</source>
        <translation>&amp;Score (0-5):</translation>
    </message>
    <message>
        <location line="+1"/>
        <source>not assessed</source>
        <translation>not assessed</translation>
    </message>
    <message>
        <location line="+1"/>
        <source>&amp;Evidence:</source>
        <translation>&amp;Evidence:</translation>
    </message>
    <message>
        <location line="+1"/>
        <source>Source &amp;URL:</source>
        <translation>Source &amp;URL:</translation>
    </message>
    <message>
        <location line="+1"/>
        <source>https://…</source>
        <translation>https://…</translation>
    </message>
    <message>
        <location line="+1"/>
        <source>Assessed &amp;on:</source>
        <translation>Assessed &amp;on:</translation>
    </message>
    <message>
        <location line="+1"/>
        <source>YYYY-MM-DD</source>
        <translation>YYYY-MM-DD</translation>
    </message>
    <message>
        <location line="+1"/>
        <source>&amp;Author:</source>
        <translation>&amp;Author:</translation>
    </message>
    <message>
        <location line="+1"/>
        <source>&amp;Save</source>
        <translation>&amp;Save</translation>
    </message>
    <message>
        <location line="+1"/>
        <source>&amp;Revert</source>
        <translation>&amp;Revert</translation>
    </message>
    <message>
        <location line="+1"/>
        <source>&amp;Delete assessments…</source>
        <translation>&amp;Delete assessments…</translation>
    </message>
    <message>
        <location line="+1"/>
        <source>&amp;Close</source>
        <translation>&amp;Close</translation>
    </message>
</context>
<context>
    <name>cg::AssessmentEditModel</name>
    <message>
        <location filename="../models/assess/AssessmentEditModel.cpp" line="+119"/>
        <location line="+2"/>
        <source>no data</source>
        <translation>no data</translation>
    </message>
    <message>
        <location line="+0"/>
        <source>assessed</source>
        <translation>assessed</translation>
    </message>
    <message>
        <location line="+0"/>
        <source>from tier</source>
        <translation>from tier</translation>
    </message>
    <message>
        <location line="+7"/>
        <source>Scored by a person, with evidence</source>
        <translation>Scored by a person, with evidence</translation>
    </message>
    <message>
        <location line="+1"/>
        <source>Filled from the published tier by the mapping: not an assessment</source>
        <translation>Filled from the published tier by the mapping: not an assessment</translation>
    </message>
    <message>
        <location line="+1"/>
        <source>Not assessed: the ranking uses the published tier, or no data when there is none</source>
        <translation>Not assessed: the ranking uses the published tier, or no data when there is none</translation>
    </message>
    <message>
        <location line="+16"/>
        <source>Category</source>
        <translation>Category</translation>
    </message>
    <message>
        <location line="+1"/>
        <source>Score (0-5)</source>
        <translation>Score (0-5)</translation>
    </message>
    <message>
        <location line="+1"/>
        <source>Origin</source>
        <translation>Origin</translation>
    </message>
    <message>
        <location line="+1"/>
        <source>Assessed on</source>
        <translation>Assessed on</translation>
    </message>
    <message>
        <location line="+1"/>
        <source>Author</source>
        <translation>Author</translation>
    </message>
</context>
<context>
    <name>cg::AssessmentStore</name>
    <message>
        <location filename="../models/assess/AssessmentStore.cpp" line="+29"/>
        <location line="+60"/>
        <source>The catalog is read-only: nothing was saved.</source>
        <translation>The catalog is read-only: nothing was saved.</translation>
    </message>
    <message>
        <location line="-47"/>
        <source>The same provider and category appear twice.</source>
        <translation>The same provider and category appear twice.</translation>
    </message>
    <message>
        <location line="+37"/>
        <source>Row for provider &apos;%1&apos; in a save of &apos;%2&apos;.</source>
        <translation>Row for provider &apos;%1&apos; in a save of &apos;%2&apos;.</translation>
    </message>
    <message>
        <location line="+16"/>
        <source>Unknown provider &apos;%1&apos;: it is not in the catalog.</source>
        <translation>Unknown provider &apos;%1&apos;: it is not in the catalog.</translation>
    </message>
</context>
<context>
    <name>cg::Criteria</name>
    <message>
        <location filename="../models/scoring/Criteria.cpp" line="+34"/>
        <source>Security</source>
        <translation>Security</translation>
    </message>
    <message>
        <location line="+1"/>
        <source>Lifecycle</source>
        <translation>Lifecycle</translation>
    </message>
    <message>
        <location line="+1"/>
        <source>Orchestration</source>
        <translation>Orchestration</translation>
    </message>
    <message>
        <location line="+1"/>
        <source>Storage</source>
        <translation>Storage</translation>
    </message>
    <message>
        <location line="+1"/>
        <source>Networking</source>
        <translation>Networking</translation>
    </message>
    <message>
        <location line="+1"/>
        <source>Reliability</source>
        <translation>Reliability</translation>
    </message>
    <message>
        <location line="+1"/>
        <source>Monitoring</source>
        <translation>Monitoring</translation>
    </message>
    <message>
        <location line="+1"/>
        <source>Pricing</source>
        <translation>Pricing</translation>
    </message>
    <message>
        <location line="+1"/>
        <source>Partnerships</source>
        <translation>Partnerships</translation>
    </message>
    <message>
        <location line="+1"/>
        <source>Availability</source>
        <translation>Availability</translation>
    </message>
    <message>
        <location line="+1"/>
        <source>BF16 per dollar</source>
        <translation>BF16 per dollar</translation>
    </message>
    <message>
        <location line="+1"/>
        <source>Bandwidth per dollar</source>
        <translation>Bandwidth per dollar</translation>
    </message>
    <message>
        <location line="+1"/>
        <source>Memory per GPU</source>
        <translation>Memory per GPU</translation>
    </message>
    <message>
        <location line="+9"/>
        <source>ClusterMAX category, judged per provider: the provider&apos;s assessment (0-5, ×20), else the points of its latest published ClusterMAX tier</source>
        <translation>ClusterMAX category, judged per provider: the provider&apos;s assessment (0-5, ×20), else the points of its latest published ClusterMAX tier</translation>
    </message>
    <message>
        <location line="+5"/>
        <source>Dense BF16 TFLOPS per USD per GPU-hour; 100 = the best offer</source>
        <translation>Dense BF16 TFLOPS per USD per GPU-hour; 100 = the best offer</translation>
    </message>
    <message>
        <location line="+2"/>
        <source>Memory bandwidth (GB/s) per USD per GPU-hour; 100 = the best offer</source>
        <translation>Memory bandwidth (GB/s) per USD per GPU-hour; 100 = the best offer</translation>
    </message>
    <message>
        <location line="+2"/>
        <source>Memory per GPU (GB); 100 = the largest</source>
        <translation>Memory per GPU (GB); 100 = the largest</translation>
    </message>
    <message>
        <location line="+2"/>
        <source>True cost per useful GPU-hour under the chosen scenario (SemiAnalysis ClusterMAX TCO model): 100 × the cheapest offer&apos;s true cost ÷ this offer&apos;s; no data without a published tier</source>
        <translation>True cost per useful GPU-hour under the chosen scenario (SemiAnalysis ClusterMAX TCO model): 100 × the cheapest offer&apos;s true cost ÷ this offer&apos;s; no data without a published tier</translation>
    </message>
    <message>
        <location line="-19"/>
        <source>True cost per useful GPU-hour</source>
        <translation>True cost per useful GPU-hour</translation>
    </message>
</context>
<context>
    <name>cg::FilterBar</name>
    <message>
        <location filename="../ui/FilterBar.cpp" line="+114"/>
        <source>Unmapped GPU names</source>
        <translation>Unmapped GPU names</translation>
    </message>
    <message>
        <location line="+16"/>
        <source>%1 GPUs</source>
        <translation>%1 GPUs</translation>
    </message>
    <message>
        <location line="+4"/>
        <location line="+54"/>
        <source>Unrated</source>
        <translation>Unrated</translation>
    </message>
    <message>
        <location line="-21"/>
        <source>Filter offers by provider, GPU, instance type or region</source>
        <translation>Filter offers by provider, GPU, instance type or region</translation>
    </message>
    <message>
        <location line="+1"/>
        <source>Plain text, matched anywhere in a row (not a regular expression)</source>
        <translation>Plain text, matched anywhere in a row (not a regular expression)</translation>
    </message>
    <message>
        <location line="+1"/>
        <source>All GPU models</source>
        <translation>All GPU models</translation>
    </message>
    <message>
        <location line="+0"/>
        <source>All vendors</source>
        <translation>All vendors</translation>
    </message>
    <message>
        <location line="+1"/>
        <source>Any GPU count</source>
        <translation>Any GPU count</translation>
    </message>
    <message>
        <location line="+0"/>
        <source>All provider types</source>
        <translation>All provider types</translation>
    </message>
    <message>
        <location line="+1"/>
        <source>All regions</source>
        <translation>All regions</translation>
    </message>
    <message>
        <location line="+0"/>
        <source>All tiers</source>
        <translation>All tiers</translation>
    </message>
    <message>
        <location line="+7"/>
        <source>&amp;Memory at least:</source>
        <translation>&amp;Memory at least:</translation>
    </message>
    <message>
        <location line="+2"/>
        <source>no minimum</source>
        <translation>no minimum</translation>
    </message>
    <message>
        <location line="+1"/>
        <source>no maximum</source>
        <translation>no maximum</translation>
    </message>
    <message>
        <location line="+1"/>
        <source>any</source>
        <translation>any</translation>
    </message>
    <message>
        <location line="+1"/>
        <source>Hide &amp;stale prices</source>
        <translation>Hide &amp;stale prices</translation>
    </message>
    <message numerus="yes">
        <location line="+1"/>
        <source>Hide prices older than %n day(s)</source>
        <translation>
            <numerusform>Hide prices older than %n day</numerusform>
            <numerusform>Hide prices older than %n days</numerusform>
        </translation>
    </message>
    <message>
        <location line="+1"/>
        <source>Hide &amp;unpriced</source>
        <translation>Hide &amp;unpriced</translation>
    </message>
    <message>
        <location line="-6"/>
        <source>On-demand USD per GPU-hour:</source>
        <translation>On-demand USD per GPU-hour:</translation>
    </message>
</context>
<context>
    <name>cg::ImportReport</name>
    <message>
        <location filename="../models/import/Importer.cpp" line="+76"/>
        <source>%1: import failed, nothing written: %2</source>
        <translation>%1: import failed, nothing written: %2</translation>
    </message>
    <message>
        <location line="+2"/>
        <source>%1: already imported (same content, run %2); nothing changed</source>
        <translation>%1: already imported (same content, run %2); nothing changed</translation>
    </message>
    <message>
        <location line="+2"/>
        <source>%1 (%2, provider %3, as of %4): %5 rows read; %6 GPU offers (%7 new, %8 changed, %9 unchanged); prices %10 new, %11 changed, %12 unchanged; %13 rejected; %14 duplicates collapsed; %15 conflicting; %16 flagged; %17 unmapped GPU names; %18 CPU-only rows skipped</source>
        <translation>%1 (%2, provider %3, as of %4): %5 rows read; %6 GPU offers (%7 new, %8 changed, %9 unchanged); prices %10 new, %11 changed, %12 unchanged; %13 rejected; %14 duplicates collapsed; %15 conflicting; %16 flagged; %17 unmapped GPU names; %18 CPU-only rows skipped</translation>
    </message>
    <message>
        <location line="+3"/>
        <source>per row</source>
        <translation>per row</translation>
    </message>
    <message>
        <location line="+100"/>
        <source>line %1: rejected: %2</source>
        <translation>line %1: rejected: %2</translation>
    </message>
    <message>
        <location line="+54"/>
        <source>line %1: conflict: %2 in %3: %4 price %5 vs %6 %7 on line %8; kept line %8&apos;s</source>
        <translation>line %1: conflict: %2 in %3: %4 price %5 vs %6 %7 on line %8; kept line %8&apos;s</translation>
    </message>
    <message>
        <location line="+41"/>
        <source>line %1: gpu_model &apos;%2&apos; is not in this catalog; resolving &apos;%3&apos; instead</source>
        <translation>line %1: gpu_model &apos;%2&apos; is not in this catalog; resolving &apos;%3&apos; instead</translation>
    </message>
    <message>
        <location line="+15"/>
        <source>line %1: unmapped GPU: %2 (kept as written)</source>
        <translation>line %1: unmapped GPU: %2 (kept as written)</translation>
    </message>
    <message>
        <location line="+12"/>
        <source>line %1: %2 GB per GPU exceeds the %3 GB of %4; it is the instance total, divided by %5</source>
        <translation>line %1: %2 GB per GPU exceeds the %3 GB of %4; it is the instance total, divided by %5</translation>
    </message>
    <message>
        <location line="+41"/>
        <source>line %1: suspicious: %2 (%3 GPUs) has the same %4 price as %5 (%6 GPUs): %7 per instance-hour</source>
        <translation>line %1: suspicious: %2 (%3 GPUs) has the same %4 price as %5 (%6 GPUs): %7 per instance-hour</translation>
    </message>
    <message>
        <location line="+40"/>
        <source>new provider &apos;%1&apos; added to the catalog</source>
        <translation>new provider &apos;%1&apos; added to the catalog</translation>
    </message>
</context>
<context>
    <name>cg::MainWindow</name>
    <message>
        <location filename="../ui/MainWindow.cpp" line="+116"/>
        <location line="+2"/>
        <source>Catalog</source>
        <translation>Catalog</translation>
    </message>
    <message>
        <location line="-2"/>
        <source>The catalog could not be opened:
%1</source>
        <translation>The catalog could not be opened:
%1</translation>
    </message>
    <message>
        <location line="+235"/>
        <source>CloudGauge</source>
        <translation>CloudGauge</translation>
    </message>
    <message>
        <location line="+1"/>
        <source>&amp;File</source>
        <translation>&amp;File</translation>
    </message>
    <message>
        <location line="+1"/>
        <source>&amp;Import price files…</source>
        <translation>&amp;Import price files…</translation>
    </message>
    <message>
        <location line="+1"/>
        <source>Import SkyPilot, gpuhunt or CloudGauge CSV price files into the catalog</source>
        <translation>Import SkyPilot, gpuhunt or CloudGauge CSV price files into the catalog</translation>
    </message>
    <message>
        <location line="+3"/>
        <source>&amp;Quit</source>
        <translation>&amp;Quit</translation>
    </message>
    <message>
        <location line="+1"/>
        <source>&amp;View</source>
        <translation>&amp;View</translation>
    </message>
    <message>
        <location line="+3"/>
        <source>&amp;Filter offers</source>
        <translation>&amp;Filter offers</translation>
    </message>
    <message>
        <location line="+1"/>
        <source>&amp;Reload catalog</source>
        <translation>&amp;Reload catalog</translation>
    </message>
    <message>
        <location line="+15"/>
        <source>&amp;Language</source>
        <translation>&amp;Language</translation>
    </message>
    <message>
        <location line="+8"/>
        <source>&amp;Help</source>
        <translation>&amp;Help</translation>
    </message>
    <message>
        <location line="+2"/>
        <source>&amp;About CloudGauge</source>
        <translation>&amp;About CloudGauge</translation>
    </message>
    <message>
        <location line="+1"/>
        <source>About &amp;Qt</source>
        <translation>About &amp;Qt</translation>
    </message>
    <message numerus="yes">
        <location line="+283"/>
        <source>%n offer(s) from %1 providers</source>
        <translation>
            <numerusform>%n offer from %1 providers</numerusform>
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
    <message>
        <location line="+3"/>
        <source>newest price as of %1</source>
        <translation>newest price as of %1</translation>
    </message>
    <message>
        <location line="+11"/>
        <source>Import price files</source>
        <translation>Import price files</translation>
    </message>
    <message>
        <location line="+1"/>
        <source>Price files (*.csv *.json);;All files (*)</source>
        <translation>Price files (*.csv *.json);;All files (*)</translation>
    </message>
    <message numerus="yes">
        <location line="+18"/>
        <source>Importing %n file(s)…</source>
        <translation>
            <numerusform>Importing %n file…</numerusform>
            <numerusform>Importing %n files…</numerusform>
        </translation>
    </message>
    <message>
        <location line="+57"/>
        <source>Older prices</source>
        <translation>Older prices</translation>
    </message>
    <message numerus="yes">
        <location line="+1"/>
        <source>%n file(s) hold prices older than the catalog&apos;s for the same provider:
%1

Import them as price history? The newer prices stay current.</source>
        <translation>
            <numerusform>%n file hold prices older than the catalog&apos;s for the same provider:
%1

Import them as price history? The newer prices stay current.</numerusform>
            <numerusform>%n files hold prices older than the catalog&apos;s for the same provider:
%1

Import them as price history? The newer prices stay current.</numerusform>
        </translation>
    </message>
    <message>
        <location line="+8"/>
        <source>Import report</source>
        <translation>Import report</translation>
    </message>
    <message>
        <location line="+1"/>
        <source>Some files could not be imported; nothing was written from them.</source>
        <translation>Some files could not be imported; nothing was written from them.</translation>
    </message>
    <message>
        <location line="+0"/>
        <source>Import finished.</source>
        <translation>Import finished.</translation>
    </message>
    <message>
        <location line="+8"/>
        <source>About CloudGauge</source>
        <translation>About CloudGauge</translation>
    </message>
    <message>
        <location line="+1"/>
        <source>&lt;h3&gt;CloudGauge %1&lt;/h3&gt;&lt;p&gt;Compare GPU cloud offers: prices per GPU-hour, datasheet performance and published ratings.&lt;/p&gt;&lt;p&gt;Catalog: newest price as of %2.&lt;/p&gt;&lt;p&gt;Data: SkyPilot catalog (skypilot-org/skypilot-catalog), dstack gpuhunt, vendor datasheets (NVIDIA, AMD, Intel, Google), SemiAnalysis ClusterMAX tiers, and the providers&apos; public price pages, each with its source and date in the catalog.&lt;/p&gt;</source>
        <translation>&lt;h3&gt;CloudGauge %1&lt;/h3&gt;&lt;p&gt;Compare GPU cloud offers: prices per GPU-hour, datasheet performance and published ratings.&lt;/p&gt;&lt;p&gt;Catalog: newest price as of %2.&lt;/p&gt;&lt;p&gt;Data: SkyPilot catalog (skypilot-org/skypilot-catalog), dstack gpuhunt, vendor datasheets (NVIDIA, AMD, Intel, Google), SemiAnalysis ClusterMAX tiers, and the providers&apos; public price pages, each with its source and date in the catalog.&lt;/p&gt;</translation>
    </message>
    <message>
        <location line="-605"/>
        <source>That offer is hidden by the current filters.</source>
        <translation>That offer is hidden by the current filters.</translation>
    </message>
    <message>
        <location line="+186"/>
        <source>&amp;Panels</source>
        <translation>&amp;Panels</translation>
    </message>
    <message>
        <location line="+4"/>
        <source>Weights</source>
        <translation>Weights</translation>
    </message>
    <message>
        <location line="+1"/>
        <source>Provider ranking</source>
        <translation>Provider ranking</translation>
    </message>
    <message>
        <location line="+1"/>
        <source>Details</source>
        <translation>Details</translation>
    </message>
    <message>
        <location line="+1"/>
        <source>Price vs performance</source>
        <translation>Price vs performance</translation>
    </message>
    <message>
        <location line="+1"/>
        <source>Reliability</source>
        <translation>Reliability</translation>
    </message>
    <message>
        <location line="+192"/>
        <source>Select an offer to see every field with its source and date.</source>
        <translation>Select an offer to see every field with its source and date.</translation>
    </message>
    <message>
        <location line="+15"/>
        <source>none in the source</source>
        <translation>none in the source</translation>
    </message>
    <message>
        <location line="+2"/>
        <source>no list price</source>
        <translation>no list price</translation>
    </message>
    <message>
        <location line="+2"/>
        <source>%1 %2 per instance-hour, %1 %3 per GPU-hour; as of %4</source>
        <translation>%1 %2 per instance-hour, %1 %3 per GPU-hour; as of %4</translation>
    </message>
    <message>
        <location line="+4"/>
        <source>Region</source>
        <translation>Region</translation>
    </message>
    <message>
        <location line="+1"/>
        <source>GPU</source>
        <translation>GPU</translation>
    </message>
    <message>
        <location line="+1"/>
        <source>Written in the source as</source>
        <translation>Written in the source as</translation>
    </message>
    <message>
        <location line="+1"/>
        <source>On-demand</source>
        <translation>On-demand</translation>
    </message>
    <message>
        <location line="+1"/>
        <source>Spot</source>
        <translation>Spot</translation>
    </message>
    <message>
        <location line="+1"/>
        <source>Dense BF16 per GPU</source>
        <translation>Dense BF16 per GPU</translation>
    </message>
    <message>
        <location line="+1"/>
        <source>Dense FP8 per GPU</source>
        <translation>Dense FP8 per GPU</translation>
    </message>
    <message>
        <location line="+1"/>
        <source>FP32 per GPU</source>
        <translation>FP32 per GPU</translation>
    </message>
    <message>
        <location line="+1"/>
        <source>Memory bandwidth per GPU</source>
        <translation>Memory bandwidth per GPU</translation>
    </message>
    <message>
        <location line="+1"/>
        <source>Memory per GPU</source>
        <translation>Memory per GPU</translation>
    </message>
    <message>
        <location line="+1"/>
        <source>Datasheet</source>
        <translation>Datasheet</translation>
    </message>
    <message>
        <location line="+0"/>
        <source>none verified</source>
        <translation>none verified</translation>
    </message>
    <message>
        <location line="+1"/>
        <source>vCPUs / RAM</source>
        <translation>vCPUs / RAM</translation>
    </message>
    <message>
        <location line="+3"/>
        <source>Runs on</source>
        <translation>Runs on</translation>
    </message>
    <message>
        <location line="+2"/>
        <source>Import flags</source>
        <translation>Import flags</translation>
    </message>
    <message>
        <location line="+6"/>
        <source>ClusterMAX history</source>
        <translation>ClusterMAX history</translation>
    </message>
    <message>
        <location line="+0"/>
        <source>not rated</source>
        <translation>not rated</translation>
    </message>
    <message>
        <location line="+37"/>
        <source>no data</source>
        <translation>no data</translation>
    </message>
    <message>
        <location line="+4"/>
        <source>Score %1 (%2 % of the weight backed by data)</source>
        <translation>Score %1 (%2 % of the weight backed by data)</translation>
    </message>
    <message>
        <location line="+3"/>
        <source>Not ranked: no comparable on-demand price</source>
        <translation>Not ranked: no comparable on-demand price</translation>
    </message>
    <message>
        <location line="-140"/>
        <location line="+142"/>
        <source>Criterion</source>
        <translation>Criterion</translation>
    </message>
    <message>
        <location line="+0"/>
        <source>Weight</source>
        <translation>Weight</translation>
    </message>
    <message>
        <location line="+0"/>
        <source>Score</source>
        <translation>Score</translation>
    </message>
    <message>
        <location line="+0"/>
        <source>Contribution</source>
        <translation>Contribution</translation>
    </message>
    <message>
        <location line="+6"/>
        <source>The ClusterMAX category scores are the points of the provider&apos;s latest published tier: no assessment has been entered for it.</source>
        <translation>The ClusterMAX category scores are the points of the provider&apos;s latest published tier: no assessment has been entered for it.</translation>
    </message>
    <message>
        <location line="+47"/>
        <source>Stop</source>
        <translation>Stop</translation>
    </message>
    <message>
        <location line="+98"/>
        <source>Stopping the import before closing…</source>
        <translation>Stopping the import before closing…</translation>
    </message>
    <message>
        <location line="-450"/>
        <source>&amp;Export report…</source>
        <translation>&amp;Export report…</translation>
    </message>
    <message>
        <location line="+1"/>
        <source>Preview the PDF report for management and save it</source>
        <translation>Preview the PDF report for management and save it</translation>
    </message>
    <message>
        <location line="-92"/>
        <source>Reset to defaults</source>
        <translation>Reset to defaults</translation>
    </message>
    <message>
        <location line="+1"/>
        <source>Forget the saved weights, language, window layout and column order? The weights return to the balanced preset now; the layout resets at the next start.</source>
        <translation>Forget the saved weights, language, window layout and column order? The weights return to the balanced preset now; the layout resets at the next start.</translation>
    </message>
    <message>
        <location line="+8"/>
        <source>Settings reset to defaults.</source>
        <translation>Settings reset to defaults.</translation>
    </message>
    <message>
        <location line="+93"/>
        <source>Reset to &amp;defaults…</source>
        <translation>Reset to &amp;defaults…</translation>
    </message>
    <message>
        <location line="+313"/>
        <source>read-only: open in another CloudGauge window</source>
        <translation>read-only: open in another CloudGauge window</translation>
    </message>
    <message>
        <location line="-315"/>
        <source>&amp;Currency</source>
        <translation>&amp;Currency</translation>
    </message>
    <message>
        <location line="+1"/>
        <source>As listed by the source</source>
        <translation>As listed by the source</translation>
    </message>
    <message>
        <location line="+250"/>
        <source>USD %1 per useful GPU-hour; goodput expense %2 % (%3)</source>
        <translation>USD %1 per useful GPU-hour; goodput expense %2 % (%3)</translation>
    </message>
    <message>
        <location line="-243"/>
        <source>Rank stability</source>
        <translation>Rank stability</translation>
    </message>
    <message>
        <location line="+131"/>
        <source>%1 points (ranks %2 and %3 swap)</source>
        <translation>%1 points (ranks %2 and %3 swap)</translation>
    </message>
    <message>
        <location line="+0"/>
        <source>no swap</source>
        <translation>no swap</translation>
    </message>
    <message>
        <location line="+7"/>
        <source>How far each slider can move before two adjacent offers of the top 10 swap places (slider points, 0-100).</source>
        <translation>How far each slider can move before two adjacent offers of the top 10 swap places (slider points, 0-100).</translation>
    </message>
    <message>
        <location line="+2"/>
        <source>Slider</source>
        <translation>Slider</translation>
    </message>
    <message>
        <location line="+0"/>
        <source>Down</source>
        <translation>Down</translation>
    </message>
    <message>
        <location line="+0"/>
        <source>Up</source>
        <translation>Up</translation>
    </message>
    <message>
        <location line="-176"/>
        <source>Methodology</source>
        <translation>Methodology</translation>
    </message>
    <message>
        <location line="+50"/>
        <source>&amp;Methodology</source>
        <translation>&amp;Methodology</translation>
    </message>
    <message>
        <location line="+228"/>
        <source>True cost (%1)</source>
        <translation>True cost (%1)</translation>
    </message>
    <message>
        <location line="-255"/>
        <source>&amp;Tools</source>
        <translation>&amp;Tools</translation>
    </message>
    <message>
        <location line="+22"/>
        <source>&amp;Workload estimator…</source>
        <translation>&amp;Workload estimator…</translation>
    </message>
    <message>
        <location line="+3"/>
        <source>Which offer finishes a training run cheapest: GPU-hours, wall time and cost per offer</source>
        <translation>Which offer finishes a training run cheapest: GPU-hours, wall time and cost per offer</translation>
    </message>
    <message>
        <location line="-61"/>
        <source>Reserved-term break-even</source>
        <translation>Reserved-term break-even</translation>
    </message>
    <message>
        <location line="+0"/>
        <source>Select an offer in the table first.</source>
        <translation>Select an offer in the table first.</translation>
    </message>
    <message>
        <location line="+59"/>
        <source>Reserved-term &amp;break-even…</source>
        <translation>Reserved-term &amp;break-even…</translation>
    </message>
    <message>
        <location line="+1"/>
        <source>The selected offer on-demand against 1 to 36-month terms: committed cost and break-even utilisation</source>
        <translation>The selected offer on-demand against 1 to 36-month terms: committed cost and break-even utilisation</translation>
    </message>
    <message>
        <location line="-197"/>
        <source>Assess %1…</source>
        <translation>Assess %1…</translation>
    </message>
    <message>
        <location line="+187"/>
        <source>Local GPU probe</source>
        <translation>Local GPU probe</translation>
    </message>
    <message>
        <location line="+1"/>
        <source>Run local GPU &amp;probe</source>
        <translation>Run local GPU &amp;probe</translation>
    </message>
    <message>
        <location line="+1"/>
        <source>Measure this computer&apos;s GPU in a separate process and compare it with the catalog</source>
        <translation>Measure this computer&apos;s GPU in a separate process and compare it with the catalog</translation>
    </message>
    <message>
        <location line="+261"/>
        <source>assessed %1</source>
        <translation>assessed %1</translation>
    </message>
    <message>
        <location line="+2"/>
        <source>tier default (saved)</source>
        <translation>tier default (saved)</translation>
    </message>
    <message>
        <location line="+1"/>
        <source>published tier</source>
        <translation>published tier</translation>
    </message>
    <message>
        <location line="+15"/>
        <source>Source</source>
        <translation>Source</translation>
    </message>
    <message>
        <location line="+2"/>
        <source>%1 of 10 ClusterMAX categories are assessed (see Source); the others use the published tier&apos;s points, or have no data.</source>
        <translation>%1 of 10 ClusterMAX categories are assessed (see Source); the others use the published tier&apos;s points, or have no data.</translation>
    </message>
    <message>
        <location line="+8"/>
        <source>Assess this provider…</source>
        <translation>Assess this provider…</translation>
    </message>
</context>
<context>
    <name>cg::OfferTableModel</name>
    <message>
        <location filename="../models/catalog/OfferTableModel.cpp" line="+193"/>
        <source>The source lists only a spot price for this offer.</source>
        <translation>The source lists only a spot price for this offer.</translation>
    </message>
    <message>
        <location line="+1"/>
        <source>The source lists no on-demand price for this offer.</source>
        <translation>The source lists no on-demand price for this offer.</translation>
    </message>
    <message>
        <location line="+3"/>
        <source>The source lists no spot price for this offer.</source>
        <translation>The source lists no spot price for this offer.</translation>
    </message>
    <message>
        <location line="+2"/>
        <source>Unknown accelerator name; kept as written.</source>
        <translation>Unknown accelerator name; kept as written.</translation>
    </message>
    <message>
        <location line="+3"/>
        <source>The accelerator is not mapped to a known model.</source>
        <translation>The accelerator is not mapped to a known model.</translation>
    </message>
    <message>
        <location line="+1"/>
        <source>No vendor datasheet figure has been verified for %1.</source>
        <translation>No vendor datasheet figure has been verified for %1.</translation>
    </message>
    <message>
        <location line="+2"/>
        <source>Neither the datasheet nor the source gives the memory per GPU.</source>
        <translation>Neither the datasheet nor the source gives the memory per GPU.</translation>
    </message>
    <message>
        <location line="+4"/>
        <source>SemiAnalysis ClusterMAX has not rated this provider.</source>
        <translation>SemiAnalysis ClusterMAX has not rated this provider.</translation>
    </message>
    <message>
        <location line="+2"/>
        <source>No price, so no price date.</source>
        <translation>No price, so no price date.</translation>
    </message>
    <message numerus="yes">
        <location line="+46"/>
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
    <message>
        <location line="+33"/>
        <location line="+2"/>
        <source>As of %1, source: %2</source>
        <translation>As of %1, source: %2</translation>
    </message>
    <message>
        <location line="+2"/>
        <source>Written in the source as &apos;%1&apos;. Import flags: %2</source>
        <translation>Written in the source as &apos;%1&apos;. Import flags: %2</translation>
    </message>
    <message>
        <location line="+2"/>
        <source>Written in the source as &apos;%1&apos;</source>
        <translation>Written in the source as &apos;%1&apos;</translation>
    </message>
    <message>
        <location line="+17"/>
        <source>Provider</source>
        <translation>Provider</translation>
    </message>
    <message>
        <location line="+1"/>
        <source>GPU</source>
        <translation>GPU</translation>
    </message>
    <message>
        <location line="+1"/>
        <source>GPUs</source>
        <translation>GPUs</translation>
    </message>
    <message>
        <location line="+1"/>
        <source>Instance type</source>
        <translation>Instance type</translation>
    </message>
    <message>
        <location line="+1"/>
        <source>Region</source>
        <translation>Region</translation>
    </message>
    <message>
        <location line="+1"/>
        <source>On-demand per GPU-hour</source>
        <translation>On-demand per GPU-hour</translation>
    </message>
    <message>
        <location line="+1"/>
        <source>On-demand per instance-hour</source>
        <translation>On-demand per instance-hour</translation>
    </message>
    <message>
        <location line="+1"/>
        <source>Spot per GPU-hour</source>
        <translation>Spot per GPU-hour</translation>
    </message>
    <message>
        <location line="+2"/>
        <source>Dense BF16 (TFLOPS)</source>
        <translation>Dense BF16 (TFLOPS)</translation>
    </message>
    <message>
        <location line="+1"/>
        <source>Memory bandwidth (GB/s)</source>
        <translation>Memory bandwidth (GB/s)</translation>
    </message>
    <message>
        <location line="+1"/>
        <source>Memory per GPU (GB)</source>
        <translation>Memory per GPU (GB)</translation>
    </message>
    <message>
        <location line="+2"/>
        <source>ClusterMAX tier</source>
        <translation>ClusterMAX tier</translation>
    </message>
    <message>
        <location line="+1"/>
        <source>Price age</source>
        <translation>Price age</translation>
    </message>
    <message>
        <location line="+9"/>
        <source>Platinum</source>
        <comment>ClusterMAX tier</comment>
        <translation>Platinum</translation>
    </message>
    <message>
        <location line="+2"/>
        <source>Gold</source>
        <comment>ClusterMAX tier</comment>
        <translation>Gold</translation>
    </message>
    <message>
        <location line="+2"/>
        <source>Silver</source>
        <comment>ClusterMAX tier</comment>
        <translation>Silver</translation>
    </message>
    <message>
        <location line="+2"/>
        <source>Bronze</source>
        <comment>ClusterMAX tier</comment>
        <translation>Bronze</translation>
    </message>
    <message>
        <location line="+2"/>
        <source>Participation Ribbon</source>
        <comment>ClusterMAX tier</comment>
        <translation>Participation Ribbon</translation>
    </message>
    <message>
        <location line="+2"/>
        <source>Underperforming</source>
        <comment>ClusterMAX tier</comment>
        <translation>Underperforming</translation>
    </message>
    <message>
        <location line="+2"/>
        <source>Unavailable</source>
        <comment>ClusterMAX tier</comment>
        <translation>Unavailable</translation>
    </message>
    <message>
        <location line="-141"/>
        <source>Not ranked: no comparable on-demand price (missing, zero in the source, or no exchange rate).</source>
        <translation>Not ranked: no comparable on-demand price (missing, zero in the source, or no exchange rate).</translation>
    </message>
    <message>
        <location line="+93"/>
        <source>%1 % of the weight is backed by data</source>
        <translation>%1 % of the weight is backed by data</translation>
    </message>
    <message>
        <location line="+21"/>
        <source>Spot per instance-hour</source>
        <translation>Spot per instance-hour</translation>
    </message>
    <message>
        <location line="+4"/>
        <source>Score</source>
        <translation>Score</translation>
    </message>
    <message>
        <location line="-233"/>
        <source>USD</source>
        <translation>USD</translation>
    </message>
    <message>
        <location line="+0"/>
        <source>%1 at %2 per USD as of %3</source>
        <translation>%1 at %2 per USD as of %3</translation>
    </message>
    <message>
        <location line="+3"/>
        <source>Shown as listed: no exchange rate for %1 in the catalog.</source>
        <translation>Shown as listed: no exchange rate for %1 in the catalog.</translation>
    </message>
    <message>
        <location line="+1"/>
        <source>Converted from %1 (%2; %3).</source>
        <translation>Converted from %1 (%2; %3).</translation>
    </message>
</context>
<context>
    <name>cg::PriceScatterView</name>
    <message>
        <location filename="../ui/charts/PriceScatterView.cpp" line="+160"/>
        <source>Unrated</source>
        <translation>Unrated</translation>
    </message>
    <message numerus="yes">
        <location line="+40"/>
        <source>USD %1–%2 per GPU-hour in %n region(s)</source>
        <translation>
            <numerusform>USD %1–%2 per GPU-hour in %n region</numerusform>
            <numerusform>USD %1–%2 per GPU-hour in %n regions</numerusform>
        </translation>
    </message>
    <message>
        <location line="+2"/>
        <source>USD %1 per GPU-hour</source>
        <translation>USD %1 per GPU-hour</translation>
    </message>
    <message>
        <location line="+5"/>
        <source>Score %1</source>
        <translation>Score %1</translation>
    </message>
    <message>
        <location line="+44"/>
        <source>On-demand USD per GPU-hour</source>
        <translation>On-demand USD per GPU-hour</translation>
    </message>
    <message>
        <location line="+77"/>
        <source>Pareto front</source>
        <translation>Pareto front</translation>
    </message>
    <message>
        <location line="+11"/>
        <source>Selected</source>
        <translation>Selected</translation>
    </message>
    <message>
        <location line="+9"/>
        <source>Price against performance</source>
        <translation>Price against performance</translation>
    </message>
    <message>
        <location line="+2"/>
        <source>No offer shown has both a comparable price and this figure.</source>
        <translation>No offer shown has both a comparable price and this figure.</translation>
    </message>
    <message numerus="yes">
        <location line="+2"/>
        <source>%n point(s), one per provider, GPU model and GPU count at the cheapest region.</source>
        <translation>
            <numerusform>%n point, one per provider, GPU model and GPU count at the cheapest region.</numerusform>
            <numerusform>%n points, one per provider, GPU model and GPU count at the cheapest region.</numerusform>
        </translation>
    </message>
    <message>
        <location line="+4"/>
        <source>Hidden: %1 offers without a comparable price, %2 without this datasheet figure.</source>
        <translation>Hidden: %1 offers without a comparable price, %2 without this datasheet figure.</translation>
    </message>
    <message>
        <location line="+35"/>
        <source>&amp;Performance:</source>
        <translation>&amp;Performance:</translation>
    </message>
    <message>
        <location line="+1"/>
        <source>Dense BF16 TFLOPS per GPU</source>
        <translation>Dense BF16 TFLOPS per GPU</translation>
    </message>
    <message>
        <location line="+1"/>
        <source>Dense FP8 TFLOPS per GPU</source>
        <translation>Dense FP8 TFLOPS per GPU</translation>
    </message>
    <message>
        <location line="+1"/>
        <source>FP32 TFLOPS per GPU</source>
        <translation>FP32 TFLOPS per GPU</translation>
    </message>
    <message>
        <location line="+1"/>
        <source>Memory bandwidth per GPU (GB/s)</source>
        <translation>Memory bandwidth per GPU (GB/s)</translation>
    </message>
    <message>
        <location line="+1"/>
        <source>Memory per GPU (GB)</source>
        <translation>Memory per GPU (GB)</translation>
    </message>
    <message>
        <location line="+1"/>
        <source>&amp;Colour by:</source>
        <translation>&amp;Colour by:</translation>
    </message>
    <message>
        <location line="+1"/>
        <source>Provider</source>
        <translation>Provider</translation>
    </message>
    <message>
        <location line="+1"/>
        <source>ClusterMAX tier</source>
        <translation>ClusterMAX tier</translation>
    </message>
    <message>
        <location line="+1"/>
        <source>&amp;Log scale</source>
        <translation>&amp;Log scale</translation>
    </message>
    <message>
        <location line="-134"/>
        <source>Other providers</source>
        <translation>Other providers</translation>
    </message>
    <message numerus="yes">
        <location line="-69"/>
        <source>USD %1–%2 per useful GPU-hour (true cost) in %n region(s)</source>
        <translation>
            <numerusform>USD %1–%2 per useful GPU-hour (true cost) in %n region</numerusform>
            <numerusform>USD %1–%2 per useful GPU-hour (true cost) in %n regions</numerusform>
        </translation>
    </message>
    <message>
        <location line="+2"/>
        <source>USD %1 per useful GPU-hour (true cost)</source>
        <translation>USD %1 per useful GPU-hour (true cost)</translation>
    </message>
    <message>
        <location line="+52"/>
        <source>True cost, USD per useful GPU-hour</source>
        <translation>True cost, USD per useful GPU-hour</translation>
    </message>
    <message>
        <location line="+104"/>
        <source>Hidden: %1 offers without a true cost (no comparable price or no published tier), %2 without this datasheet figure.</source>
        <translation>Hidden: %1 offers without a true cost (no comparable price or no published tier), %2 without this datasheet figure.</translation>
    </message>
    <message>
        <location line="+46"/>
        <source>P&amp;rice:</source>
        <translation>P&amp;rice:</translation>
    </message>
    <message>
        <location line="+1"/>
        <source>On-demand list price</source>
        <translation>On-demand list price</translation>
    </message>
    <message>
        <location line="+1"/>
        <source>True cost per useful GPU-hour</source>
        <translation>True cost per useful GPU-hour</translation>
    </message>
    <message>
        <location line="+1"/>
        <source>True cost: SemiAnalysis&apos;s TCO model under the scenario chosen in the weights panel</source>
        <translation>True cost: SemiAnalysis&apos;s TCO model under the scenario chosen in the weights panel</translation>
    </message>
</context>
<context>
    <name>cg::ProbePanel</name>
    <message>
        <location filename="../ui/ProbePanel.cpp" line="+216"/>
        <source>Cancelling…</source>
        <translation>Cancelling…</translation>
    </message>
    <message>
        <location line="+32"/>
        <source>Running for %1 s</source>
        <translation>Running for %1 s</translation>
    </message>
    <message>
        <location line="+13"/>
        <source>The probe was cancelled.</source>
        <translation>The probe was cancelled.</translation>
    </message>
    <message>
        <location line="+3"/>
        <source>The probe did not finish within %1 s and was stopped.</source>
        <translation>The probe did not finish within %1 s and was stopped.</translation>
    </message>
    <message>
        <location line="+3"/>
        <source>The probe failed: %1</source>
        <translation>The probe failed: %1</translation>
    </message>
    <message>
        <location line="+10"/>
        <source>Probe finished in %1 s.</source>
        <translation>Probe finished in %1 s.</translation>
    </message>
    <message>
        <location line="+5"/>
        <source>It was not stored: another window is writing this catalog.</source>
        <translation>It was not stored: another window is writing this catalog.</translation>
    </message>
    <message>
        <location line="+2"/>
        <source>It could not be stored in the catalog: %1</source>
        <translation>It could not be stored in the catalog: %1</translation>
    </message>
    <message>
        <location line="+2"/>
        <source>Stored in the catalog.</source>
        <translation>Stored in the catalog.</translation>
    </message>
    <message>
        <location line="+8"/>
        <source>OK</source>
        <translation>OK</translation>
    </message>
    <message>
        <location line="+2"/>
        <source>Partial: some figures could not be read</source>
        <translation>Partial: some figures could not be read</translation>
    </message>
    <message>
        <location line="+2"/>
        <source>No GPU detected</source>
        <translation>No GPU detected</translation>
    </message>
    <message>
        <location line="+2"/>
        <source>Not available</source>
        <translation>Not available</translation>
    </message>
    <message>
        <location line="+2"/>
        <source>Skipped</source>
        <translation>Skipped</translation>
    </message>
    <message>
        <location line="+2"/>
        <source>Timed out</source>
        <translation>Timed out</translation>
    </message>
    <message>
        <location line="+2"/>
        <source>Cancelled</source>
        <translation>Cancelled</translation>
    </message>
    <message>
        <location line="+2"/>
        <source>Error</source>
        <translation>Error</translation>
    </message>
    <message>
        <location line="+7"/>
        <source>NVIDIA kernel driver and user-space library versions differ; usually fixed by rebooting after a driver update.</source>
        <translation>NVIDIA kernel driver and user-space library versions differ; usually fixed by rebooting after a driver update.</translation>
    </message>
    <message>
        <location line="+2"/>
        <source>Not installed on this computer.</source>
        <translation>Not installed on this computer.</translation>
    </message>
    <message>
        <location line="+2"/>
        <source>No device of this kind was found.</source>
        <translation>No device of this kind was found.</translation>
    </message>
    <message>
        <location line="+2"/>
        <source>Only a stub library was found (%1), not a driver.</source>
        <translation>Only a stub library was found (%1), not a driver.</translation>
    </message>
    <message>
        <location line="+2"/>
        <source>Permission denied.</source>
        <translation>Permission denied.</translation>
    </message>
    <message>
        <location line="+2"/>
        <source>Did not respond in time.</source>
        <translation>Did not respond in time.</translation>
    </message>
    <message>
        <location line="+2"/>
        <source>Its output was not recognised.</source>
        <translation>Its output was not recognised.</translation>
    </message>
    <message>
        <location line="+2"/>
        <source>Answered.</source>
        <translation>Answered.</translation>
    </message>
    <message>
        <location line="+2"/>
        <source>Not needed.</source>
        <translation>Not needed.</translation>
    </message>
    <message>
        <location line="+1"/>
        <source>Failed.</source>
        <translation>Failed.</translation>
    </message>
    <message>
        <location line="+32"/>
        <source>No probe has run yet. Run probe measures this computer&apos;s GPU out of process and compares it with the catalog.</source>
        <translation>No probe has run yet. Run probe measures this computer&apos;s GPU out of process and compares it with the catalog.</translation>
    </message>
    <message numerus="yes">
        <location line="+12"/>
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
    <message>
        <location line="+2"/>
        <source>Last result: %1</source>
        <translation>Last result: %1</translation>
    </message>
    <message>
        <location line="+8"/>
        <source>GPU</source>
        <translation>GPU</translation>
    </message>
    <message>
        <location line="+0"/>
        <source>CPU (software)</source>
        <translation>CPU (software)</translation>
    </message>
    <message>
        <location line="+0"/>
        <source>CPU</source>
        <translation>CPU</translation>
    </message>
    <message>
        <location line="+11"/>
        <source>Not measured, or the result did not verify.</source>
        <translation>Not measured, or the result did not verify.</translation>
    </message>
    <message>
        <location line="+1"/>
        <source>Not reported by the driver.</source>
        <translation>Not reported by the driver.</translation>
    </message>
    <message>
        <location line="+2"/>
        <source>A software device: its figures are CPU figures, never GPU figures.</source>
        <translation>A software device: its figures are CPU figures, never GPU figures.</translation>
    </message>
    <message>
        <location line="+25"/>
        <source>No device was found, so there is nothing to compare. The catalog comparison works fully without a GPU.</source>
        <translation>No device was found, so there is nothing to compare. The catalog comparison works fully without a GPU.</translation>
    </message>
    <message>
        <location line="+3"/>
        <source>%1 is a CPU or software device: its figures are CPU figures and are compared with GPUs only for scale.</source>
        <translation>%1 is a CPU or software device: its figures are CPU figures and are compared with GPUs only for scale.</translation>
    </message>
    <message>
        <location line="+2"/>
        <source>%1 matches no GPU model in the catalog.</source>
        <translation>%1 matches no GPU model in the catalog.</translation>
    </message>
    <message>
        <location line="+2"/>
        <source>%1 is the catalog&apos;s %2.</source>
        <translation>%1 is the catalog&apos;s %2.</translation>
    </message>
    <message>
        <location line="+5"/>
        <source>Memory bandwidth: %1 GB/s measured</source>
        <translation>Memory bandwidth: %1 GB/s measured</translation>
    </message>
    <message>
        <location line="+1"/>
        <source>%1 of the %2 GB/s datasheet peak</source>
        <translation>%1 of the %2 GB/s datasheet peak</translation>
    </message>
    <message>
        <location line="+1"/>
        <source>FP32: %1 TFLOPS measured</source>
        <translation>FP32: %1 TFLOPS measured</translation>
    </message>
    <message>
        <location line="+1"/>
        <source>%1 of the %2 TFLOPS datasheet peak</source>
        <translation>%1 of the %2 TFLOPS datasheet peak</translation>
    </message>
    <message>
        <location line="+7"/>
        <source>As of %1</source>
        <translation>As of %1</translation>
    </message>
    <message>
        <location line="+15"/>
        <source>Rent vs buy needs a GPU: this device is a CPU.</source>
        <translation>Rent vs buy needs a GPU: this device is a CPU.</translation>
    </message>
    <message>
        <location line="+4"/>
        <source>Rent vs buy: no priced cloud offer to compare with.</source>
        <translation>Rent vs buy: no priced cloud offer to compare with.</translation>
    </message>
    <message>
        <location line="+4"/>
        <source>Rent vs buy: enter the purchase price of one GPU to see after how many hours buying costs less than renting %1 at USD %2 per GPU-hour.</source>
        <translation>Rent vs buy: enter the purchase price of one GPU to see after how many hours buying costs less than renting %1 at USD %2 per GPU-hour.</translation>
    </message>
    <message>
        <location line="+6"/>
        <source>Rent vs buy: renting at USD %1 per GPU-hour costs less than the power of an owned GPU; buying never pays off.</source>
        <translation>Rent vs buy: renting at USD %1 per GPU-hour costs less than the power of an owned GPU; buying never pays off.</translation>
    </message>
    <message>
        <location line="+4"/>
        <source>Rent vs buy: buying pays off after %1 GPU-hours (%2 days of continuous use) against renting %3 from %4 at USD %5 per GPU-hour (as of %6).</source>
        <translation>Rent vs buy: buying pays off after %1 GPU-hours (%2 days of continuous use) against renting %3 from %4 at USD %5 per GPU-hour (as of %6).</translation>
    </message>
    <message>
        <location line="+8"/>
        <source>&amp;Run probe</source>
        <translation>&amp;Run probe</translation>
    </message>
    <message>
        <location line="+1"/>
        <source>Measure this computer&apos;s GPUs with cloudgauge-probe, in a separate process</source>
        <translation>Measure this computer&apos;s GPUs with cloudgauge-probe, in a separate process</translation>
    </message>
    <message>
        <location line="+1"/>
        <source>Cancel</source>
        <translation>Cancel</translation>
    </message>
    <message>
        <location line="+1"/>
        <source>Quick</source>
        <translation>Quick</translation>
    </message>
    <message>
        <location line="+1"/>
        <source>Fewer benchmark samples: faster, a little less precise</source>
        <translation>Fewer benchmark samples: faster, a little less precise</translation>
    </message>
    <message>
        <location line="+1"/>
        <source>Devices</source>
        <translation>Devices</translation>
    </message>
    <message>
        <location line="+1"/>
        <source>Comparison</source>
        <translation>Comparison</translation>
    </message>
    <message>
        <location line="+1"/>
        <source>Backends</source>
        <translation>Backends</translation>
    </message>
    <message>
        <location line="+1"/>
        <source>Diagnostics</source>
        <translation>Diagnostics</translation>
    </message>
    <message>
        <location line="+2"/>
        <source>Device</source>
        <translation>Device</translation>
    </message>
    <message>
        <location line="+0"/>
        <source>Kind</source>
        <translation>Kind</translation>
    </message>
    <message>
        <location line="+0"/>
        <source>Name</source>
        <translation>Name</translation>
    </message>
    <message>
        <location line="+0"/>
        <source>Memory (GiB)</source>
        <translation>Memory (GiB)</translation>
    </message>
    <message>
        <location line="+0"/>
        <source>Driver</source>
        <translation>Driver</translation>
    </message>
    <message>
        <location line="+0"/>
        <source>Bandwidth (GB/s)</source>
        <translation>Bandwidth (GB/s)</translation>
    </message>
    <message>
        <location line="+1"/>
        <source>FP32 (TFLOPS)</source>
        <translation>FP32 (TFLOPS)</translation>
    </message>
    <message>
        <location line="+0"/>
        <source>Host to device (GB/s)</source>
        <translation>Host to device (GB/s)</translation>
    </message>
    <message>
        <location line="+0"/>
        <source>Device to host (GB/s)</source>
        <translation>Device to host (GB/s)</translation>
    </message>
    <message>
        <location line="+2"/>
        <source>Backend</source>
        <translation>Backend</translation>
    </message>
    <message>
        <location line="+0"/>
        <source>Status</source>
        <translation>Status</translation>
    </message>
    <message>
        <location line="+0"/>
        <source>Result</source>
        <translation>Result</translation>
    </message>
    <message>
        <location line="+2"/>
        <source>Closest cloud GPU</source>
        <translation>Closest cloud GPU</translation>
    </message>
    <message>
        <location line="+0"/>
        <source>USD per GPU-hour</source>
        <translation>USD per GPU-hour</translation>
    </message>
    <message>
        <location line="+0"/>
        <source>Provider</source>
        <translation>Provider</translation>
    </message>
    <message>
        <location line="+0"/>
        <source>Instance type</source>
        <translation>Instance type</translation>
    </message>
    <message>
        <location line="+1"/>
        <source>Purchase price per GPU:</source>
        <translation>Purchase price per GPU:</translation>
    </message>
    <message>
        <location line="+1"/>
        <source>Power per GPU:</source>
        <translation>Power per GPU:</translation>
    </message>
    <message>
        <location line="+1"/>
        <source>Electricity per kWh:</source>
        <translation>Electricity per kWh:</translation>
    </message>
    <message>
        <location line="+1"/>
        <source>Filled from the datasheet TDP of the matched GPU</source>
        <translation>Filled from the datasheet TDP of the matched GPU</translation>
    </message>
    <message>
        <location line="+1"/>
        <source>Raw output of backends that failed appears here.</source>
        <translation>Raw output of backends that failed appears here.</translation>
    </message>
    <message>
        <location line="-25"/>
        <source>Power is not costed: enter an electricity price.</source>
        <translation>Power is not costed: enter an electricity price.</translation>
    </message>
</context>
<context>
    <name>cg::ProviderRankingModel</name>
    <message>
        <location filename="../models/scoring/ProviderRankingModel.cpp" line="+120"/>
        <source>Best offer&apos;s score; %1 % of the weight backed by data</source>
        <translation>Best offer&apos;s score; %1 % of the weight backed by data</translation>
    </message>
    <message>
        <location line="+13"/>
        <source>Rank</source>
        <translation>Rank</translation>
    </message>
    <message>
        <location line="+1"/>
        <source>Provider</source>
        <translation>Provider</translation>
    </message>
    <message>
        <location line="+1"/>
        <source>Best score</source>
        <translation>Best score</translation>
    </message>
    <message>
        <location line="+1"/>
        <source>Best offer</source>
        <translation>Best offer</translation>
    </message>
    <message>
        <location line="+1"/>
        <source>USD per GPU-hour</source>
        <translation>USD per GPU-hour</translation>
    </message>
    <message>
        <location line="+1"/>
        <source>ClusterMAX tier</source>
        <translation>ClusterMAX tier</translation>
    </message>
    <message>
        <location line="+2"/>
        <source>Ranked offers</source>
        <translation>Ranked offers</translation>
    </message>
    <message>
        <location line="-32"/>
        <source>The category scores put this provider in %1; ClusterMAX published %2.</source>
        <translation>The category scores put this provider in %1; ClusterMAX published %2.</translation>
    </message>
    <message>
        <location line="+2"/>
        <source>The tier the category scores fall in (CloudGauge&apos;s bands: 90, 70, 50, 32.5, 17.5).</source>
        <translation>The tier the category scores fall in (CloudGauge&apos;s bands: 90, 70, 50, 32.5, 17.5).</translation>
    </message>
    <message>
        <location line="+29"/>
        <source>Derived tier</source>
        <translation>Derived tier</translation>
    </message>
    <message>
        <location line="-45"/>
        <source>%1 · %2/10 assessed</source>
        <translation>%1 · %2/10 assessed</translation>
    </message>
    <message>
        <location line="+19"/>
        <source>No published tier and no assessment: the 10 categories have no data.</source>
        <translation>No published tier and no assessment: the 10 categories have no data.</translation>
    </message>
    <message>
        <location line="+1"/>
        <source>The 10 category scores are this tier&apos;s points: no assessment entered.</source>
        <translation>The 10 category scores are this tier&apos;s points: no assessment entered.</translation>
    </message>
    <message>
        <location line="+1"/>
        <source>All 10 category scores come from assessments.</source>
        <translation>All 10 category scores come from assessments.</translation>
    </message>
    <message>
        <location line="+1"/>
        <source>%1 of 10 category scores come from assessments, the others from the published tier (or no data).</source>
        <translation>%1 of 10 category scores come from assessments, the others from the published tier (or no data).</translation>
    </message>
</context>
<context>
    <name>cg::ReliabilityChartView</name>
    <message>
        <location filename="../ui/charts/ReliabilityChartView.cpp" line="+81"/>
        <source>ClusterMAX %1</source>
        <translation>ClusterMAX %1</translation>
    </message>
    <message>
        <location line="+5"/>
        <source>Data coverage (%)</source>
        <translation>Data coverage (%)</translation>
    </message>
    <message>
        <location line="+14"/>
        <source>Tier points / coverage %</source>
        <translation>Tier points / coverage %</translation>
    </message>
    <message>
        <location line="+5"/>
        <source>Reliability: ClusterMAX tier history</source>
        <translation>Reliability: ClusterMAX tier history</translation>
    </message>
    <message>
        <location line="+1"/>
        <source>Tier points: Platinum 100, Gold 80, Silver 60, Bronze 40, Participation Ribbon 25, Underperforming 10 (the order is ClusterMAX&apos;s, the points CloudGauge&apos;s). No bar: not rated in that version, or Unavailable.</source>
        <translation>Tier points: Platinum 100, Gold 80, Silver 60, Bronze 40, Participation Ribbon 25, Underperforming 10 (the order is ClusterMAX&apos;s, the points CloudGauge&apos;s). No bar: not rated in that version, or Unavailable.</translation>
    </message>
    <message numerus="yes">
        <location line="+3"/>
        <source>%n lower-rated provider(s) not drawn; the details pane lists every provider&apos;s history.</source>
        <translation>
            <numerusform>%n lower-rated provider not drawn; the details pane lists every provider&apos;s history.</numerusform>
            <numerusform>%n lower-rated providers not drawn; the details pane lists every provider&apos;s history.</numerusform>
        </translation>
    </message>
    <message>
        <location line="+2"/>
        <source>No provider in the catalog has MTBF or SLA figures yet, so no such bars are drawn.</source>
        <translation>No provider in the catalog has MTBF or SLA figures yet, so no such bars are drawn.</translation>
    </message>
</context>
<context>
    <name>cg::Report</name>
    <message>
        <location filename="../ui/report/ReportWriter.cpp" line="+228"/>
        <location line="+311"/>
        <source>GPU cloud comparison</source>
        <translation>GPU cloud comparison</translation>
    </message>
    <message>
        <location line="-311"/>
        <source>Which GPU cloud offer to rent, and why</source>
        <translation>Which GPU cloud offer to rent, and why</translation>
    </message>
    <message>
        <location line="+1"/>
        <source>Date: %1</source>
        <translation>Date: %1</translation>
    </message>
    <message>
        <location line="+1"/>
        <source>Scope: %1 offers from %2 providers in the catalog; newest price as of %3.</source>
        <translation>Scope: %1 offers from %2 providers in the catalog; newest price as of %3.</translation>
    </message>
    <message>
        <location line="+4"/>
        <source>Weights: %1</source>
        <translation>Weights: %1</translation>
    </message>
    <message>
        <location line="+0"/>
        <source>Weights used</source>
        <translation>Weights used</translation>
    </message>
    <message>
        <location line="-85"/>
        <location line="+86"/>
        <source>SemiAnalysis publishes no numeric weights: these weights are CloudGauge&apos;s own.</source>
        <translation>SemiAnalysis publishes no numeric weights: these weights are CloudGauge&apos;s own.</translation>
    </message>
    <message>
        <location line="+6"/>
        <source>No offer in the catalog has a comparable on-demand price, so nothing is ranked.</source>
        <translation>No offer in the catalog has a comparable on-demand price, so nothing is ranked.</translation>
    </message>
    <message>
        <location line="+4"/>
        <source>The best-scoring offer is %1 from %2: %3 × %4 at USD %5 per GPU-hour, score %6 of 100, with %7 % of the weight backed by data.</source>
        <translation>The best-scoring offer is %1 from %2: %3 × %4 at USD %5 per GPU-hour, score %6 of 100, with %7 % of the weight backed by data.</translation>
    </message>
    <message numerus="yes">
        <location line="+9"/>
        <source>Among the top %n, the lowest price is USD %1 per GPU-hour (%2, %3).</source>
        <translation>
            <numerusform>Among the top %n, the lowest price is USD %1 per GPU-hour (%2, %3).</numerusform>
            <numerusform>Among the top %n, the lowest price is USD %1 per GPU-hour (%2, %3).</numerusform>
        </translation>
    </message>
    <message>
        <location line="+5"/>
        <source>%1 of these offers come from providers rated by SemiAnalysis ClusterMAX; the others are scored on price and datasheet figures alone.</source>
        <translation>%1 of these offers come from providers rated by SemiAnalysis ClusterMAX; the others are scored on price and datasheet figures alone.</translation>
    </message>
    <message>
        <location line="+10"/>
        <source>unrated</source>
        <translation>unrated</translation>
    </message>
    <message>
        <location line="+3"/>
        <source>Executive summary</source>
        <translation>Executive summary</translation>
    </message>
    <message>
        <location line="+0"/>
        <source>Ranking</source>
        <translation>Ranking</translation>
    </message>
    <message>
        <location line="+0"/>
        <location line="+100"/>
        <source>Rank</source>
        <translation>Rank</translation>
    </message>
    <message>
        <location line="-100"/>
        <location line="+138"/>
        <source>Provider</source>
        <translation>Provider</translation>
    </message>
    <message>
        <location line="-138"/>
        <location line="+100"/>
        <source>GPUs</source>
        <translation>GPUs</translation>
    </message>
    <message>
        <location line="-99"/>
        <location line="+99"/>
        <location line="+38"/>
        <source>Instance type</source>
        <translation>Instance type</translation>
    </message>
    <message>
        <location line="-137"/>
        <location line="+99"/>
        <location line="+37"/>
        <source>USD per GPU-hour</source>
        <translation>USD per GPU-hour</translation>
    </message>
    <message>
        <location line="-136"/>
        <location line="+100"/>
        <source>Score</source>
        <translation>Score</translation>
    </message>
    <message>
        <location line="-100"/>
        <source>Coverage</source>
        <translation>Coverage</translation>
    </message>
    <message>
        <location line="+0"/>
        <source>ClusterMAX tier</source>
        <translation>ClusterMAX tier</translation>
    </message>
    <message>
        <location line="+1"/>
        <source>On-demand list prices at each offer&apos;s cheapest region, converted to USD at the catalog&apos;s dated exchange rates.</source>
        <translation>On-demand list prices at each offer&apos;s cheapest region, converted to USD at the catalog&apos;s dated exchange rates.</translation>
    </message>
    <message>
        <location line="+62"/>
        <source>no data</source>
        <translation>no data</translation>
    </message>
    <message>
        <location line="+27"/>
        <source>ClusterMAX tier history</source>
        <translation>ClusterMAX tier history</translation>
    </message>
    <message>
        <location line="+1"/>
        <source>not rated</source>
        <translation>not rated</translation>
    </message>
    <message>
        <location line="+0"/>
        <source>Criteria of its best offer (0-100)</source>
        <translation>Criteria of its best offer (0-100)</translation>
    </message>
    <message>
        <location line="+4"/>
        <source>Category scores are the points of the latest published tier: no assessment has been entered.</source>
        <translation>Category scores are the points of the latest published tier: no assessment has been entered.</translation>
    </message>
    <message>
        <location line="+2"/>
        <source>Reliability</source>
        <translation>Reliability</translation>
    </message>
    <message>
        <location line="+0"/>
        <source>No MTBF, SLA or failure-handling figures for this provider in the catalog.</source>
        <translation>No MTBF, SLA or failure-handling figures for this provider in the catalog.</translation>
    </message>
    <message>
        <location line="+1"/>
        <source>True cost</source>
        <translation>True cost</translation>
    </message>
    <message>
        <location line="+1"/>
        <source>Its ranked offers</source>
        <translation>Its ranked offers</translation>
    </message>
    <message>
        <location line="+55"/>
        <source>%1: %2 per USD as of %3</source>
        <translation>%1: %2 per USD as of %3</translation>
    </message>
    <message>
        <location line="+4"/>
        <source>Local GPU probe</source>
        <translation>Local GPU probe</translation>
    </message>
    <message>
        <location line="-54"/>
        <source>No probe results are stored in this catalog.</source>
        <translation>No probe results are stored in this catalog.</translation>
    </message>
    <message>
        <location line="-257"/>
        <source>Methodology</source>
        <translation>Methodology</translation>
    </message>
    <message>
        <location line="+2"/>
        <source>Prices are list prices per instance-hour from each source; the price per GPU-hour is the instance price divided by its GPU count. Offers are compared at their cheapest region, in USD at the dated exchange rate.</source>
        <translation>Prices are list prices per instance-hour from each source; the price per GPU-hour is the instance price divided by its GPU count. Offers are compared at their cheapest region, in USD at the dated exchange rate.</translation>
    </message>
    <message>
        <location line="+2"/>
        <source>Each criterion scores 0-100: BF16 TFLOPS per USD per GPU-hour and memory bandwidth per USD per GPU-hour relative to the best offer, memory per GPU relative to the largest, and each of the 10 ClusterMAX categories from the provider&apos;s assessment (0-5 × 20) or else its latest published tier (Platinum 100, Gold 80, Silver 60, Bronze 40, Participation Ribbon 25, Underperforming 10).</source>
        <translation>Each criterion scores 0-100: BF16 TFLOPS per USD per GPU-hour and memory bandwidth per USD per GPU-hour relative to the best offer, memory per GPU relative to the largest, and each of the 10 ClusterMAX categories from the provider&apos;s assessment (0-5 × 20) or else its latest published tier (Platinum 100, Gold 80, Silver 60, Bronze 40, Participation Ribbon 25, Underperforming 10).</translation>
    </message>
    <message>
        <location line="+10"/>
        <source>The score is the weighted mean over the criteria with data; coverage is the share of the weight backed by data, and offers under 50 % coverage rank after the others.</source>
        <translation>The score is the weighted mean over the criteria with data; coverage is the share of the weight backed by data, and offers under 50 % coverage rank after the others.</translation>
    </message>
    <message>
        <location line="+298"/>
        <source>Data sources</source>
        <translation>Data sources</translation>
    </message>
    <message>
        <location line="+0"/>
        <source>Price files</source>
        <translation>Price files</translation>
    </message>
    <message>
        <location line="+0"/>
        <source>File</source>
        <translation>File</translation>
    </message>
    <message>
        <location line="+0"/>
        <source>As of</source>
        <translation>As of</translation>
    </message>
    <message>
        <location line="+0"/>
        <source>Offers</source>
        <translation>Offers</translation>
    </message>
    <message>
        <location line="+0"/>
        <source>Source</source>
        <translation>Source</translation>
    </message>
    <message>
        <location line="+1"/>
        <source>GPU datasheets</source>
        <translation>GPU datasheets</translation>
    </message>
    <message>
        <location line="+0"/>
        <source>Ratings</source>
        <translation>Ratings</translation>
    </message>
    <message>
        <location line="+1"/>
        <source>SemiAnalysis ClusterMAX 1.0 (2025-03-26), 2.0 (2025-11-06) and 3.0 (2026-09-23): https://newsletter.semianalysis.com/p/the-gpu-cloud-clustermax-rating-system-how-to-rent-gpus, https://newsletter.semianalysis.com/p/clustermax-20-the-industry-standard, https://newsletter.semianalysis.com/p/clustermax-30-the-industry-standard</source>
        <translation>SemiAnalysis ClusterMAX 1.0 (2025-03-26), 2.0 (2025-11-06) and 3.0 (2026-09-23): https://newsletter.semianalysis.com/p/the-gpu-cloud-clustermax-rating-system-how-to-rent-gpus, https://newsletter.semianalysis.com/p/clustermax-20-the-industry-standard, https://newsletter.semianalysis.com/p/clustermax-30-the-industry-standard</translation>
    </message>
    <message>
        <location line="+4"/>
        <source>Exchange rates</source>
        <translation>Exchange rates</translation>
    </message>
    <message>
        <location line="+20"/>
        <source>CloudGauge report · %1</source>
        <translation>CloudGauge report · %1</translation>
    </message>
    <message>
        <location line="+1"/>
        <source>Catalog fingerprint %1</source>
        <translation>Catalog fingerprint %1</translation>
    </message>
    <message>
        <location line="+4"/>
        <source>Generated %1 by CloudGauge %2</source>
        <translation>Generated %1 by CloudGauge %2</translation>
    </message>
    <message>
        <location line="+2"/>
        <source>Page %1 of %2</source>
        <translation>Page %1 of %2</translation>
    </message>
    <message>
        <location line="+59"/>
        <source>The report font WenQuanYi Micro Hei is not installed (Debian package fonts-wqy-microhei); without it Chinese text would print as empty boxes.</source>
        <translation>The report font WenQuanYi Micro Hei is not installed (Debian package fonts-wqy-microhei); without it Chinese text would print as empty boxes.</translation>
    </message>
    <message>
        <location line="+7"/>
        <source>Cannot write %1: %2</source>
        <translation>Cannot write %1: %2</translation>
    </message>
    <message>
        <location line="+19"/>
        <source>Writing %1 failed: %2; no file was written.</source>
        <translation>Writing %1 failed: %2; no file was written.</translation>
    </message>
    <message>
        <location line="-205"/>
        <source>On the pretraining preset (%1 GPUs, hot spare, hourly checkpoints) with the %2: USD %3 per useful GPU-hour against a list price of USD %4; goodput expense %5 % of the monthly cost (%6 failures a month).</source>
        <translation>On the pretraining preset (%1 GPUs, hot spare, hourly checkpoints) with the %2: USD %3 per useful GPU-hour against a list price of USD %4; goodput expense %5 % of the monthly cost (%6 failures a month).</translation>
    </message>
    <message>
        <location line="+6"/>
        <source>Not computed: the provider has no published tier and no reliability figures in the catalog.</source>
        <translation>Not computed: the provider has no published tier and no reliability figures in the catalog.</translation>
    </message>
    <message>
        <location line="-215"/>
        <source>True cost follows SemiAnalysis&apos;s model of eight monthly cost areas (GPU, storage, network, control plane, support, goodput loss, setup, debugging). GPU-hours lost per failure: cold spare [(t_id + t_ckpt/2) + t_init + t_repair] × J; hot spare [(t_id + t_ckpt/2) + t_init] × J + t_repair × blast radius; fault tolerant (t_id + t_failover) × J + t_repair × blast radius; failures per hour = J / MTBF. Reliability comes from the catalog, else the published reference for the provider&apos;s tier (Gold: MTBF 25,000 GPU-hours, 15 min to identify and to repair; Silver: 15,000, 1 h and 1 h).</source>
        <translation>True cost follows SemiAnalysis&apos;s model of eight monthly cost areas (GPU, storage, network, control plane, support, goodput loss, setup, debugging). GPU-hours lost per failure: cold spare [(t_id + t_ckpt/2) + t_init + t_repair] × J; hot spare [(t_id + t_ckpt/2) + t_init] × J + t_repair × blast radius; fault tolerant (t_id + t_failover) × J + t_repair × blast radius; failures per hour = J / MTBF. Reliability comes from the catalog, else the published reference for the provider&apos;s tier (Gold: MTBF 25,000 GPU-hours, 15 min to identify and to repair; Silver: 15,000, 1 h and 1 h).</translation>
    </message>
    <message>
        <location line="+11"/>
        <source>Rank stability tells how far one weight can move before two adjacent offers of the top 10 swap; the derived tier is the band of a provider&apos;s mean category score (90, 70, 50, 32.5, 17.5), shown beside the published one.</source>
        <translation>Rank stability tells how far one weight can move before two adjacent offers of the top 10 swap; the derived tier is the band of a provider&apos;s mean category score (90, 70, 50, 32.5, 17.5), shown beside the published one.</translation>
    </message>
    <message>
        <location line="-16"/>
        <source>True cost per useful GPU-hour as a criterion (after SemiAnalysis&apos;s ClusterMAX TCO model, clustermax.ai/tco): each offer&apos;s true cost under the chosen scenario (pretraining, research or inference), score = 100 × the cheapest true cost among the ranked offers ÷ this offer&apos;s. An offer whose provider has no published tier has no data for it.</source>
        <translation>True cost per useful GPU-hour as a criterion (after SemiAnalysis&apos;s ClusterMAX TCO model, clustermax.ai/tco): each offer&apos;s true cost under the chosen scenario (pretraining, research or inference), score = 100 × the cheapest true cost among the ranked offers ÷ this offer&apos;s. An offer whose provider has no published tier has no data for it.</translation>
    </message>
    <message>
        <location line="+10"/>
        <source>Cheapest to finish: GPU-hours = 6 × parameters × tokens ÷ (datasheet dense BF16 FLOP/s × MFU) ÷ 3,600 (Kaplan et al. 2020), MFU being the user&apos;s assumption (default 40 %); cost = GPU-hours × USD per GPU-hour, at list price and at true cost.</source>
        <translation>Cheapest to finish: GPU-hours = 6 × parameters × tokens ÷ (datasheet dense BF16 FLOP/s × MFU) ÷ 3,600 (Kaplan et al. 2020), MFU being the user&apos;s assumption (default 40 %); cost = GPU-hours × USD per GPU-hour, at list price and at true cost.</translation>
    </message>
    <message>
        <location line="+2"/>
        <source>Reserved-term break-even: a term is paid for every hour (720 h a month); on-demand for the hours used, its price assumed to fall by a yearly rate the user sets (default 20 %, an assumption, not a published figure), compounded monthly. Break-even utilisation = committed cost ÷ on-demand cost at full use. Term prices come from the catalog or from a quote the user types; none is invented.</source>
        <translation>Reserved-term break-even: a term is paid for every hour (720 h a month); on-demand for the hours used, its price assumed to fall by a yearly rate the user sets (default 20 %, an assumption, not a published figure), compounded monthly. Break-even utilisation = committed cost ÷ on-demand cost at full use. Term prices come from the catalog or from a quote the user types; none is invented.</translation>
    </message>
    <message>
        <location line="+74"/>
        <source>research</source>
        <translation>research</translation>
    </message>
    <message>
        <location line="+1"/>
        <source>inference</source>
        <translation>inference</translation>
    </message>
    <message>
        <location line="+1"/>
        <source>pretraining</source>
        <translation>pretraining</translation>
    </message>
    <message>
        <location line="+2"/>
        <source>%1 (%2 scenario)</source>
        <translation>%1 (%2 scenario)</translation>
    </message>
    <message>
        <location line="-94"/>
        <source>An assessment scores a category 0-5 against CloudGauge&apos;s rubric, written from the ClusterMAX criteria, with its evidence, source URL, date and author. &quot;Start from published tier&quot; fills the categories with score = tier points ÷ 20: Platinum 5, Gold 4, Silver 3, Bronze 2, Participation Ribbon 1.25, Underperforming 0.5, Unavailable or unrated no data. Such scores are marked as derived from the tier (their source is the tier&apos;s article), never as assessments.</source>
        <translation>An assessment scores a category 0-5 against CloudGauge&apos;s rubric, written from the ClusterMAX criteria, with its evidence, source URL, date and author. &quot;Start from published tier&quot; fills the categories with score = tier points ÷ 20: Platinum 5, Gold 4, Silver 3, Bronze 2, Participation Ribbon 1.25, Underperforming 0.5, Unavailable or unrated no data. Such scores are marked as derived from the tier (their source is the tier&apos;s article), never as assessments.</translation>
    </message>
    <message>
        <location line="+196"/>
        <source>published tier</source>
        <translation>published tier</translation>
    </message>
    <message>
        <location line="+5"/>
        <source>derived from the tier</source>
        <translation>derived from the tier</translation>
    </message>
    <message>
        <location line="+2"/>
        <source>assessed %1</source>
        <translation>assessed %1</translation>
    </message>
    <message>
        <location line="+36"/>
        <source>%1 of 10 category scores come from assessments; the others from the published tier, or no data.</source>
        <translation>%1 of 10 category scores come from assessments; the others from the published tier, or no data.</translation>
    </message>
    <message>
        <location line="+19"/>
        <source>The latest probe run (%1) found no device to compare.</source>
        <translation>The latest probe run (%1) found no device to compare.</translation>
    </message>
    <message>
        <location line="+5"/>
        <source>Measured on %1 at %2: %3.</source>
        <translation>Measured on %1 at %2: %3.</translation>
    </message>
    <message>
        <location line="+2"/>
        <source>This is a CPU or software device: its figures are CPU figures, not GPU figures.</source>
        <translation>This is a CPU or software device: its figures are CPU figures, not GPU figures.</translation>
    </message>
    <message>
        <location line="+2"/>
        <source>It matches no GPU model in the catalog.</source>
        <translation>It matches no GPU model in the catalog.</translation>
    </message>
    <message>
        <location line="+2"/>
        <source>Catalog model: %1.</source>
        <translation>Catalog model: %1.</translation>
    </message>
    <message>
        <location line="+1"/>
        <source>Memory bandwidth %1 GB/s measured (%2 of the datasheet peak); FP32 %3 TFLOPS measured (%4 of the datasheet peak).</source>
        <translation>Memory bandwidth %1 GB/s measured (%2 of the datasheet peak); FP32 %3 TFLOPS measured (%4 of the datasheet peak).</translation>
    </message>
    <message>
        <location line="+12"/>
        <source>Closest cloud GPUs by measured performance</source>
        <translation>Closest cloud GPUs by measured performance</translation>
    </message>
    <message>
        <location line="+0"/>
        <source>GPU</source>
        <translation>GPU</translation>
    </message>
</context>
<context>
    <name>cg::ReportPreviewDialog</name>
    <message>
        <location filename="../ui/report/ReportPreviewDialog.cpp" line="+27"/>
        <location line="+95"/>
        <source>Export report</source>
        <translation>Export report</translation>
    </message>
    <message>
        <location line="-82"/>
        <source>Report &amp;language:</source>
        <translation>Report &amp;language:</translation>
    </message>
    <message>
        <location line="+1"/>
        <source>&amp;Paper:</source>
        <translation>&amp;Paper:</translation>
    </message>
    <message>
        <location line="+1"/>
        <source>Offers in the &amp;ranking:</source>
        <translation>Offers in the &amp;ranking:</translation>
    </message>
    <message>
        <location line="+12"/>
        <source>&amp;Save PDF…</source>
        <translation>&amp;Save PDF…</translation>
    </message>
    <message>
        <location line="+26"/>
        <source>the weights set in the window</source>
        <translation>the weights set in the window</translation>
    </message>
    <message numerus="yes">
        <location line="+21"/>
        <source>%n page(s)</source>
        <translation>
            <numerusform>%n page</numerusform>
            <numerusform>%n pages</numerusform>
        </translation>
    </message>
    <message>
        <location line="+1"/>
        <source>The report font WenQuanYi Micro Hei is not installed (Debian package fonts-wqy-microhei).</source>
        <translation>The report font WenQuanYi Micro Hei is not installed (Debian package fonts-wqy-microhei).</translation>
    </message>
    <message>
        <location line="+12"/>
        <source>Save report</source>
        <translation>Save report</translation>
    </message>
    <message>
        <location line="+0"/>
        <source>cloudgauge-report.pdf</source>
        <translation>cloudgauge-report.pdf</translation>
    </message>
    <message>
        <location line="+0"/>
        <source>PDF files (*.pdf)</source>
        <translation>PDF files (*.pdf)</translation>
    </message>
</context>
<context>
    <name>cg::ReservedTermDialog</name>
    <message>
        <location filename="../ui/ReservedTermDialog.cpp" line="+142"/>
        <source>Catalog: %1 %2 per instance-hour, as of %3</source>
        <translation>Catalog: %1 %2 per instance-hour, as of %3</translation>
    </message>
    <message>
        <location line="+2"/>
        <source>Typed quote</source>
        <translation>Typed quote</translation>
    </message>
    <message>
        <location line="+2"/>
        <source>The catalog lists this term without an hourly amount (%1). Type a quoted price.</source>
        <translation>The catalog lists this term without an hourly amount (%1). Type a quoted price.</translation>
    </message>
    <message>
        <location line="+2"/>
        <source>The catalog&apos;s price has no exchange rate or GPU count to convert it. Type a quoted price.</source>
        <translation>The catalog&apos;s price has no exchange rate or GPU count to convert it. Type a quoted price.</translation>
    </message>
    <message>
        <location line="+1"/>
        <source>No term price in the catalog: type a quoted price.</source>
        <translation>No term price in the catalog: type a quoted price.</translation>
    </message>
    <message numerus="yes">
        <location line="+19"/>
        <source>%n month(s)</source>
        <translation>
            <numerusform>%n month</numerusform>
            <numerusform>%n months</numerusform>
        </translation>
    </message>
    <message>
        <location line="+8"/>
        <source>no term price</source>
        <translation>no term price</translation>
    </message>
    <message>
        <location line="+0"/>
        <source>no on-demand price</source>
        <translation>no on-demand price</translation>
    </message>
    <message>
        <location line="+3"/>
        <location line="+1"/>
        <source>USD %1</source>
        <translation>USD %1</translation>
    </message>
    <message>
        <location line="+2"/>
        <source>never pays: on-demand is cheaper even at full use</source>
        <translation>never pays: on-demand is cheaper even at full use</translation>
    </message>
    <message>
        <location line="+2"/>
        <source>the term is cheaper at this utilisation (saves USD %1)</source>
        <translation>the term is cheaper at this utilisation (saves USD %1)</translation>
    </message>
    <message>
        <location line="+1"/>
        <source>on-demand is cheaper at this utilisation (saves USD %1)</source>
        <translation>on-demand is cheaper at this utilisation (saves USD %1)</translation>
    </message>
    <message>
        <location line="+13"/>
        <source>Reserved-term break-even</source>
        <translation>Reserved-term break-even</translation>
    </message>
    <message>
        <location line="+3"/>
        <source>%1 · %2 · %3 · %4 × %5</source>
        <translation>%1 · %2 · %3 · %4 × %5</translation>
    </message>
    <message>
        <location line="+3"/>
        <source>&amp;On-demand, USD per GPU-hour:</source>
        <translation>&amp;On-demand, USD per GPU-hour:</translation>
    </message>
    <message>
        <location line="+1"/>
        <source>none</source>
        <translation>none</translation>
    </message>
    <message>
        <location line="-47"/>
        <source>from the catalog, as of %1</source>
        <translation>from the catalog, as of %1</translation>
    </message>
    <message>
        <location line="+2"/>
        <source>no on-demand price in the catalog: type one</source>
        <translation>no on-demand price in the catalog: type one</translation>
    </message>
    <message>
        <location line="+46"/>
        <source>Assumed yearly &amp;fall of on-demand prices:</source>
        <translation>Assumed yearly &amp;fall of on-demand prices:</translation>
    </message>
    <message>
        <location line="+1"/>
        <source> % a year</source>
        <translation> % a year</translation>
    </message>
    <message>
        <location line="+1"/>
        <source>An assumption, not a published figure: rental prices have both fallen and risen in past years. Try several values; a negative value means rising prices.</source>
        <translation>An assumption, not a published figure: rental prices have both fallen and risen in past years. Try several values; a negative value means rising prices.</translation>
    </message>
    <message>
        <location line="+2"/>
        <source>&amp;Utilisation (share of the hours used):</source>
        <translation>&amp;Utilisation (share of the hours used):</translation>
    </message>
    <message>
        <location line="+1"/>
        <source>Term</source>
        <translation>Term</translation>
    </message>
    <message>
        <location line="+0"/>
        <source>Term price, USD per GPU-hour</source>
        <translation>Term price, USD per GPU-hour</translation>
    </message>
    <message>
        <location line="+0"/>
        <source>Term price source</source>
        <translation>Term price source</translation>
    </message>
    <message>
        <location line="+1"/>
        <source>Committed cost per GPU</source>
        <translation>Committed cost per GPU</translation>
    </message>
    <message>
        <location line="+0"/>
        <source>On-demand cost per GPU at this utilisation</source>
        <translation>On-demand cost per GPU at this utilisation</translation>
    </message>
    <message>
        <location line="+0"/>
        <source>Break-even utilisation</source>
        <translation>Break-even utilisation</translation>
    </message>
    <message>
        <location line="+0"/>
        <source>Verdict</source>
        <translation>Verdict</translation>
    </message>
    <message>
        <location line="+2"/>
        <source>no price</source>
        <translation>no price</translation>
    </message>
    <message>
        <location line="+2"/>
        <source>A term is paid for every hour (720 h a month, as in SemiAnalysis&apos;s TCO model); on-demand is paid for the hours used, its price in month m being the price today × (1 − yearly fall)^(m/12). Break-even utilisation = committed cost ÷ on-demand cost at full use: above it the term is cheaper. Where the catalog has no term price for this offer, type a quoted one; CloudGauge never invents one.</source>
        <translation>A term is paid for every hour (720 h a month, as in SemiAnalysis&apos;s TCO model); on-demand is paid for the hours used, its price in month m being the price today × (1 − yearly fall)^(m/12). Break-even utilisation = committed cost ÷ on-demand cost at full use: above it the term is cheaper. Where the catalog has no term price for this offer, type a quoted one; CloudGauge never invents one.</translation>
    </message>
    <message>
        <location line="-57"/>
        <source>typed</source>
        <translation>typed</translation>
    </message>
</context>
<context>
    <name>cg::Rubric</name>
    <message>
        <location filename="../models/assess/Rubric.cpp" line="+28"/>
        <source>No SOC 2 or ISO 27001 report, or tenants share hosts with only container isolation.</source>
        <translation>No SOC 2 or ISO 27001 report, or tenants share hosts with only container isolation.</translation>
    </message>
    <message>
        <location line="+1"/>
        <source>An attestation exists, but backend-network isolation, patching or penetration-test scope is missing or undocumented.</source>
        <translation>An attestation exists, but backend-network isolation, patching or penetration-test scope is missing or undocumented.</translation>
    </message>
    <message>
        <location line="+1"/>
        <source>SOC 2 or ISO 27001 in place; each tenant isolated on the backend fabric (InfiniBand partition keys or VLANs); drivers and firmware patched on a known schedule.</source>
        <translation>SOC 2 or ISO 27001 in place; each tenant isolated on the backend fabric (InfiniBand partition keys or VLANs); drivers and firmware patched on a known schedule.</translation>
    </message>
    <message>
        <location line="+2"/>
        <source>As 3, plus a penetration test that covers the InfiniBand/RoCE fabric, fabric management keys set, and regional compliance (GDPR, HIPAA and the like).</source>
        <translation>As 3, plus a penetration test that covers the InfiniBand/RoCE fabric, fabric management keys set, and regional compliance (GDPR, HIPAA and the like).</translation>
    </message>
    <message>
        <location line="+2"/>
        <source>As 4, plus isolation stronger than containers (DPU or VM), defence against container-escape flaws, and every component at or above the published minimum versions.</source>
        <translation>As 4, plus isolation stronger than containers (DPU or VM), defence against container-escape flaws, and every component at or above the published minimum versions.</translation>
    </message>
    <message>
        <location line="+3"/>
        <source>Clusters arrive late or unusable; hidden costs on the way in or out (egress fees as lock-in).</source>
        <translation>Clusters arrive late or unusable; hidden costs on the way in or out (egress fees as lock-in).</translation>
    </message>
    <message>
        <location line="+1"/>
        <source>Manual onboarding, no evidence of burn-in, slow or unclear support; growing the cluster means a new negotiation.</source>
        <translation>Manual onboarding, no evidence of burn-in, slow or unclear support; growing the cluster means a new negotiation.</translation>
    </message>
    <message>
        <location line="+1"/>
        <source>Automated provisioning with drivers, GPUDirect RDMA and InfiniBand/RoCE working out of the box; responsive support.</source>
        <translation>Automated provisioning with drivers, GPUDirect RDMA and InfiniBand/RoCE working out of the box; responsive support.</translation>
    </message>
    <message>
        <location line="+1"/>
        <source>Data can be staged before billing starts, burn-in is done before hand-over, delivery dates are in the contract and expansion is easy.</source>
        <translation>Data can be staged before billing starts, burn-in is done before hand-over, delivery dates are in the contract and expansion is easy.</translation>
    </message>
    <message>
        <location line="+2"/>
        <source>Failed nodes are swapped within minutes, outages are compensated, and joining or leaving costs nothing hidden.</source>
        <translation>Failed nodes are swapped within minutes, outages are compensated, and joining or leaving costs nothing hidden.</translation>
    </message>
    <message>
        <location line="+2"/>
        <source>No managed Slurm or Kubernetes: bare machines only.</source>
        <translation>No managed Slurm or Kubernetes: bare machines only.</translation>
    </message>
    <message>
        <location line="+1"/>
        <source>Slurm or Kubernetes offered but missing basics (no topology file, no container runtime for jobs, login nodes without common tools, no GPU or network operator).</source>
        <translation>Slurm or Kubernetes offered but missing basics (no topology file, no container runtime for jobs, login nodes without common tools, no GPU or network operator).</translation>
    </message>
    <message>
        <location line="+2"/>
        <source>Working Slurm or Kubernetes with sensible defaults, user management with single sign-on, and NCCL tests at full bandwidth.</source>
        <translation>Working Slurm or Kubernetes with sensible defaults, user management with single sign-on, and NCCL tests at full bandwidth.</translation>
    </message>
    <message>
        <location line="+2"/>
        <source>Slurm and Kubernetes (or Slurm on Kubernetes) with health checks before and after jobs, shared read-write volumes, and multi-node training at the expected efficiency.</source>
        <translation>Slurm and Kubernetes (or Slurm on Kubernetes) with health checks before and after jobs, shared read-write volumes, and multi-node training at the expected efficiency.</translation>
    </message>
    <message>
        <location line="+2"/>
        <source>As 4, plus disaggregated inference serving at the expected throughput, and problems fixed before users report them.</source>
        <translation>As 4, plus disaggregated inference serving at the expected throughput, and problems fixed before users report them.</translation>
    </message>
    <message>
        <location line="+2"/>
        <source>Local disks only: no shared filesystem and no object store.</source>
        <translation>Local disks only: no shared filesystem and no object store.</translation>
    </message>
    <message>
        <location line="+1"/>
        <source>A home-made NFS server: many small files load slowly, or volumes drop off at random.</source>
        <translation>A home-made NFS server: many small files load slowly, or volumes drop off at random.</translation>
    </message>
    <message>
        <location line="+1"/>
        <source>A parallel POSIX filesystem (Weka, VAST, DDN, Lustre and the like) plus an S3-compatible store; home and data folders mounted; local NVMe cache.</source>
        <translation>A parallel POSIX filesystem (Weka, VAST, DDN, Lustre and the like) plus an S3-compatible store; home and data folders mounted; local NVMe cache.</translation>
    </message>
    <message>
        <location line="+2"/>
        <source>Measured throughput and latency that grow with the cluster; mounts that stay up; snapshots and backups.</source>
        <translation>Measured throughput and latency that grow with the cluster; mounts that stay up; snapshots and backups.</translation>
    </message>
    <message>
        <location line="+1"/>
        <source>As 4, plus published durability targets, recovery in another region, encryption with the customer&apos;s own keys, and durable checkpoints.</source>
        <translation>As 4, plus published durability targets, recovery in another region, encryption with the customer&apos;s own keys, and durable checkpoints.</translation>
    </message>
    <message>
        <location line="+3"/>
        <source>No InfiniBand or RoCE backend, or GPUDirect RDMA disabled.</source>
        <translation>No InfiniBand or RoCE backend, or GPUDirect RDMA disabled.</translation>
    </message>
    <message>
        <location line="+1"/>
        <source>A backend fabric exists, but NCCL runs below specification or its settings are wrong.</source>
        <translation>A backend fabric exists, but NCCL runs below specification or its settings are wrong.</translation>
    </message>
    <message>
        <location line="+1"/>
        <source>InfiniBand or RoCEv2 with HPC-X and sensible NCCL settings; NCCL tests reach full bandwidth for 16-512 MiB messages.</source>
        <translation>InfiniBand or RoCEv2 with HPC-X and sensible NCCL settings; NCCL tests reach full bandwidth for 16-512 MiB messages.</translation>
    </message>
    <message>
        <location line="+1"/>
        <source>Topology-aware scheduling, four-node tests within specification, and NCCL monitoring that finds slow nodes.</source>
        <translation>Topology-aware scheduling, four-node tests within specification, and NCCL monitoring that finds slow nodes.</translation>
    </message>
    <message>
        <location line="+1"/>
        <source>As 4, plus in-network reduction (SHARP) set up correctly and training efficiency at the reference level.</source>
        <translation>As 4, plus in-network reduction (SHARP) set up correctly and training efficiency at the reference level.</translation>
    </message>
    <message>
        <location line="+2"/>
        <source>No SLA; broken hardware is billed; no health checks.</source>
        <translation>No SLA; broken hardware is billed; no health checks.</translation>
    </message>
    <message>
        <location line="+1"/>
        <source>An SLA with vague terms, support only in business hours, flapping links or filesystems that unmount.</source>
        <translation>An SLA with vague terms, support only in business hours, flapping links or filesystems that unmount.</translation>
    </message>
    <message>
        <location line="+1"/>
        <source>A node uptime SLA near 99.9 % with service credits, support around the clock, and passive health checks that take bad nodes out.</source>
        <translation>A node uptime SLA near 99.9 % with service credits, support around the clock, and passive health checks that take bad nodes out.</translation>
    </message>
    <message>
        <location line="+2"/>
        <source>Support answers within 15 minutes; active health checks run on a schedule (GPU diagnostics, NCCL and fabric tests); hot spares are kept.</source>
        <translation>Support answers within 15 minutes; active health checks run on a schedule (GPU diagnostics, NCCL and fabric tests); hot spares are kept.</translation>
    </message>
    <message>
        <location line="+2"/>
        <source>As 4, plus weeks of burn-in under training-like load, checks for silent data corruption, and SLA events defined precisely.</source>
        <translation>As 4, plus weeks of burn-in under training-like load, checks for silent data corruption, and SLA events defined precisely.</translation>
    </message>
    <message>
        <location line="+2"/>
        <source>No metrics for users.</source>
        <translation>No metrics for users.</translation>
    </message>
    <message>
        <location line="+1"/>
        <source>Basic host metrics only: no GPU metrics and no alerts.</source>
        <translation>Basic host metrics only: no GPU metrics and no alerts.</translation>
    </message>
    <message>
        <location line="+1"/>
        <source>Dashboards out of the box with GPU metrics (utilisation, ECC errors, temperatures, power) and custom alerts.</source>
        <translation>Dashboards out of the box with GPU metrics (utilisation, ECC errors, temperatures, power) and custom alerts.</translation>
    </message>
    <message>
        <location line="+1"/>
        <source>Scheduler integration (Slurm accounting, Kubernetes metrics), NVLink and fabric throughput, and kernel logs collected.</source>
        <translation>Scheduler integration (Slurm accounting, Kubernetes metrics), NVLink and fabric throughput, and kernel logs collected.</translation>
    </message>
    <message>
        <location line="+1"/>
        <source>As 4, plus achieved TFLOPS estimated from tensor-core activity, and profiling allowed for every user.</source>
        <translation>As 4, plus achieved TFLOPS estimated from tensor-core activity, and profiling allowed for every user.</translation>
    </message>
    <message>
        <location line="+2"/>
        <source>Prices hidden or impossible to compare, or hours billed while nodes are down.</source>
        <translation>Prices hidden or impossible to compare, or hours billed while nodes are down.</translation>
    </message>
    <message>
        <location line="+1"/>
        <source>Price per GPU-hour high for the quality delivered, or many separate charges with an unclear total.</source>
        <translation>Price per GPU-hour high for the quality delivered, or many separate charges with an unclear total.</translation>
    </message>
    <message>
        <location line="+1"/>
        <source>Competitive list prices published; storage and network charges clear.</source>
        <translation>Competitive list prices published; storage and network charges clear.</translation>
    </message>
    <message>
        <location line="+1"/>
        <source>A choice of terms from months to years, fair terms to extend or grow, and no ingress or egress fees.</source>
        <translation>A choice of terms from months to years, fair terms to extend or grow, and no ingress or egress fees.</translation>
    </message>
    <message>
        <location line="+1"/>
        <source>The best price for the quality delivered, with on-demand and short-term options.</source>
        <translation>The best price for the quality delivered, with on-demand and short-term options.</translation>
    </message>
    <message>
        <location line="+2"/>
        <source>No relationship with a GPU vendor and no part in the ecosystem.</source>
        <translation>No relationship with a GPU vendor and no part in the ecosystem.</translation>
    </message>
    <message>
        <location line="+1"/>
        <source>Listed in a vendor programme only, without certification.</source>
        <translation>Listed in a vendor programme only, without certification.</translation>
    </message>
    <message>
        <location line="+1"/>
        <source>NVIDIA Cloud Partner status or an equivalent AMD relationship.</source>
        <translation>NVIDIA Cloud Partner status or an equivalent AMD relationship.</translation>
    </message>
    <message>
        <location line="+1"/>
        <source>Vendor investment or certified reference performance; a partnership with the Slurm maintainers.</source>
        <translation>Vendor investment or certified reference performance; a partnership with the Slurm maintainers.</translation>
    </message>
    <message>
        <location line="+1"/>
        <source>As 4, plus active work in the ecosystem (open-source contributions, security advisories acted on quickly).</source>
        <translation>As 4, plus active work in the ecosystem (open-source contributions, security advisories acted on quickly).</translation>
    </message>
    <message>
        <location line="+2"/>
        <source>Only older GPUs (A100 class or below), or no capacity to rent.</source>
        <translation>Only older GPUs (A100 class or below), or no capacity to rent.</translation>
    </message>
    <message>
        <location line="+1"/>
        <source>Current GPUs in small numbers; long waits for capacity.</source>
        <translation>Current GPUs in small numbers; long waits for capacity.</translation>
    </message>
    <message>
        <location line="+1"/>
        <source>H100/H200-class capacity on demand or within days.</source>
        <translation>H100/H200-class capacity on demand or within days.</translation>
    </message>
    <message>
        <location line="+1"/>
        <source>Clusters of thousands of GPUs, capacity blocks, and current parts (B200 or MI300X class).</source>
        <translation>Clusters of thousands of GPUs, capacity blocks, and current parts (B200 or MI300X class).</translation>
    </message>
    <message>
        <location line="+1"/>
        <source>A large cluster ready within days of first contact, and a roadmap to the next generation (GB300 NVL72, MI400 class).</source>
        <translation>A large cluster ready within days of first contact, and a roadmap to the next generation (GB300 NVL72, MI400 class).</translation>
    </message>
    <message>
        <location line="+15"/>
        <source>Rubric: %1</source>
        <translation>Rubric: %1</translation>
    </message>
    <message>
        <location line="+1"/>
        <source>CloudGauge&apos;s scale, written from the ClusterMAX criteria published by SemiAnalysis:</source>
        <translation>CloudGauge&apos;s scale, written from the ClusterMAX criteria published by SemiAnalysis:</translation>
    </message>
</context>
<context>
    <name>cg::TrueCost</name>
    <message>
        <location filename="../models/scoring/TrueCost.cpp" line="+13"/>
        <source>ClusterMAX 2.0 reference for Gold providers</source>
        <translation>ClusterMAX 2.0 reference for Gold providers</translation>
    </message>
    <message>
        <location line="+2"/>
        <source>ClusterMAX 2.0 reference for Silver providers</source>
        <translation>ClusterMAX 2.0 reference for Silver providers</translation>
    </message>
    <message>
        <location line="+3"/>
        <source>ClusterMAX 2.0 reference for weak providers (MTBF under 10,000 GPU-hours)</source>
        <translation>ClusterMAX 2.0 reference for weak providers (MTBF under 10,000 GPU-hours)</translation>
    </message>
</context>
<context>
    <name>cg::WeightsPanel</name>
    <message>
        <location filename="../ui/WeightsPanel.cpp" line="+158"/>
        <source>&amp;Preset:</source>
        <translation>&amp;Preset:</translation>
    </message>
    <message>
        <location line="+1"/>
        <source>Custom</source>
        <translation>Custom</translation>
    </message>
    <message>
        <location line="+1"/>
        <source>Balanced</source>
        <translation>Balanced</translation>
    </message>
    <message>
        <location line="+1"/>
        <source>Training</source>
        <translation>Training</translation>
    </message>
    <message>
        <location line="+1"/>
        <source>Inference</source>
        <translation>Inference</translation>
    </message>
    <message>
        <location line="+1"/>
        <source>Budget</source>
        <translation>Budget</translation>
    </message>
    <message>
        <location line="+1"/>
        <source>&amp;Reset</source>
        <translation>&amp;Reset</translation>
    </message>
    <message>
        <location line="+1"/>
        <source>Back to the balanced weights</source>
        <translation>Back to the balanced weights</translation>
    </message>
    <message>
        <location line="+1"/>
        <source>Offer</source>
        <translation>Offer</translation>
    </message>
    <message>
        <location line="+6"/>
        <source>ClusterMAX categories (provider)</source>
        <translation>ClusterMAX categories (provider)</translation>
    </message>
    <message>
        <location line="+6"/>
        <source>SemiAnalysis publishes no weights: these presets are CloudGauge&apos;s own. A criterion without data for an offer is left out and the other weights renormalised.</source>
        <translation>SemiAnalysis publishes no weights: these presets are CloudGauge&apos;s own. A criterion without data for an offer is left out and the other weights renormalised.</translation>
    </message>
    <message>
        <location line="-11"/>
        <source>True-cost &amp;scenario:</source>
        <translation>True-cost &amp;scenario:</translation>
    </message>
    <message>
        <location line="+1"/>
        <source>Large pretraining (1,024 GPUs, hot spare)</source>
        <translation>Large pretraining (1,024 GPUs, hot spare)</translation>
    </message>
    <message>
        <location line="+1"/>
        <source>Research (64 GPUs, cold spare)</source>
        <translation>Research (64 GPUs, cold spare)</translation>
    </message>
    <message>
        <location line="+1"/>
        <source>Inference (8 GPUs, fault tolerant)</source>
        <translation>Inference (8 GPUs, fault tolerant)</translation>
    </message>
    <message>
        <location line="+1"/>
        <source>The workload under which the true cost per useful GPU-hour is computed (SemiAnalysis&apos;s TCO model)</source>
        <translation>The workload under which the true cost per useful GPU-hour is computed (SemiAnalysis&apos;s TCO model)</translation>
    </message>
</context>
<context>
    <name>cg::WorkloadEstimatorDialog</name>
    <message>
        <location filename="../ui/WorkloadEstimatorDialog.cpp" line="+144"/>
        <location line="+13"/>
        <location line="+2"/>
        <location line="+1"/>
        <source>USD %1</source>
        <translation>USD %1</translation>
    </message>
    <message>
        <location line="-16"/>
        <location line="+15"/>
        <location line="+1"/>
        <source>no data</source>
        <translation>no data</translation>
    </message>
    <message numerus="yes">
        <location line="-15"/>
        <source>%1 (+%n more)</source>
        <translation>
            <numerusform>%1 (+%n more)</numerusform>
            <numerusform>%1 (+%n more)</numerusform>
        </translation>
    </message>
    <message>
        <location line="+2"/>
        <source>no data: no dense BF16 figure</source>
        <translation>no data: no dense BF16 figure</translation>
    </message>
    <message>
        <location line="+1"/>
        <source>no data: no comparable on-demand price</source>
        <translation>no data: no comparable on-demand price</translation>
    </message>
    <message>
        <location line="+1"/>
        <source>no data: no dense BF16 figure and no comparable price</source>
        <translation>no data: no dense BF16 figure and no comparable price</translation>
    </message>
    <message numerus="yes">
        <location line="+17"/>
        <source>%1 FLOPs (6 × parameters × tokens); %n offer(s) estimated, cheapest to finish first.</source>
        <translation>
            <numerusform>%1 FLOPs (6 × parameters × tokens); %n offer estimated, cheapest to finish first.</numerusform>
            <numerusform>%1 FLOPs (6 × parameters × tokens); %n offers estimated, cheapest to finish first.</numerusform>
        </translation>
    </message>
    <message>
        <location line="+6"/>
        <source>Workload estimator: cheapest to finish</source>
        <translation>Workload estimator: cheapest to finish</translation>
    </message>
    <message>
        <location line="+1"/>
        <source>Model &amp;parameters (billions):</source>
        <translation>Model &amp;parameters (billions):</translation>
    </message>
    <message>
        <location line="+1"/>
        <source>Training &amp;tokens:</source>
        <translation>Training &amp;tokens:</translation>
    </message>
    <message>
        <location line="+1"/>
        <source>billion</source>
        <translation>billion</translation>
    </message>
    <message>
        <location line="+1"/>
        <source>trillion</source>
        <translation>trillion</translation>
    </message>
    <message>
        <location line="+1"/>
        <source>&amp;MFU (model FLOPs utilisation):</source>
        <translation>&amp;MFU (model FLOPs utilisation):</translation>
    </message>
    <message>
        <location line="+1"/>
        <source>An assumption: the share of the datasheet dense BF16 peak a training run sustains</source>
        <translation>An assumption: the share of the datasheet dense BF16 peak a training run sustains</translation>
    </message>
    <message>
        <location line="+1"/>
        <source>&amp;GPUs in the job:</source>
        <translation>&amp;GPUs in the job:</translation>
    </message>
    <message>
        <location line="+1"/>
        <source>True-cost &amp;scenario:</source>
        <translation>True-cost &amp;scenario:</translation>
    </message>
    <message>
        <location line="+1"/>
        <source>Large pretraining (1,024 GPUs, hot spare)</source>
        <translation>Large pretraining (1,024 GPUs, hot spare)</translation>
    </message>
    <message>
        <location line="+1"/>
        <source>Research (64 GPUs, cold spare)</source>
        <translation>Research (64 GPUs, cold spare)</translation>
    </message>
    <message>
        <location line="+1"/>
        <source>Inference (8 GPUs, fault tolerant)</source>
        <translation>Inference (8 GPUs, fault tolerant)</translation>
    </message>
    <message>
        <location line="+2"/>
        <source>Rank</source>
        <translation>Rank</translation>
    </message>
    <message>
        <location line="+0"/>
        <source>Provider</source>
        <translation>Provider</translation>
    </message>
    <message>
        <location line="+0"/>
        <source>Instance type</source>
        <translation>Instance type</translation>
    </message>
    <message>
        <location line="+0"/>
        <source>GPU</source>
        <translation>GPU</translation>
    </message>
    <message>
        <location line="+0"/>
        <source>USD per GPU-hour</source>
        <translation>USD per GPU-hour</translation>
    </message>
    <message>
        <location line="+0"/>
        <source>GPU-hours</source>
        <translation>GPU-hours</translation>
    </message>
    <message>
        <location line="+0"/>
        <source>Wall time (hours)</source>
        <translation>Wall time (hours)</translation>
    </message>
    <message>
        <location line="+1"/>
        <source>Cost at list price</source>
        <translation>Cost at list price</translation>
    </message>
    <message>
        <location line="+0"/>
        <source>True cost per useful GPU-hour</source>
        <translation>True cost per useful GPU-hour</translation>
    </message>
    <message>
        <location line="+0"/>
        <source>Cost at true cost</source>
        <translation>Cost at true cost</translation>
    </message>
    <message>
        <location line="+0"/>
        <source>Region</source>
        <translation>Region</translation>
    </message>
    <message>
        <location line="+2"/>
        <source>GPU-hours = 6 × parameters × tokens ÷ (datasheet dense BF16 FLOP/s × MFU) ÷ 3,600 (Kaplan et al. 2020); wall time = GPU-hours ÷ GPUs in the job; cost = GPU-hours × on-demand USD per GPU-hour at the cheapest region, and × the true cost per useful GPU-hour of SemiAnalysis&apos;s TCO model under the chosen scenario. Offers without a dense BF16 figure or a comparable price are listed last as no data.</source>
        <translation>GPU-hours = 6 × parameters × tokens ÷ (datasheet dense BF16 FLOP/s × MFU) ÷ 3,600 (Kaplan et al. 2020); wall time = GPU-hours ÷ GPUs in the job; cost = GPU-hours × on-demand USD per GPU-hour at the cheapest region, and × the true cost per useful GPU-hour of SemiAnalysis&apos;s TCO model under the chosen scenario. Offers without a dense BF16 figure or a comparable price are listed last as no data.</translation>
    </message>
</context>
</TS>
