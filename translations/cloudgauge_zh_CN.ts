<?xml version="1.0" encoding="utf-8"?>
<!DOCTYPE TS>
<TS version="2.1" language="zh_CN">
<context>
    <name>cg::Assessment</name>
    <message>
        <location filename="../models/assess/Assessment.cpp" line="+25"/>
        <source>Unknown category &apos;%1&apos;: use one of %2.</source>
        <translation>未知类别“%1”：请使用 %2 之一。</translation>
    </message>
    <message>
        <location line="+2"/>
        <source>Unknown provider &apos;%1&apos;: it is not in the catalog.</source>
        <translation>未知云服务商“%1”：数据库中没有它。</translation>
    </message>
    <message>
        <location line="+2"/>
        <source>Score %1 is outside 0-5.</source>
        <translation>得分 %1 超出 0-5 范围。</translation>
    </message>
    <message>
        <location line="+2"/>
        <source>The evidence is longer than %1 characters.</source>
        <translation>依据超过 %1 个字符。</translation>
    </message>
    <message>
        <location line="+2"/>
        <source>The author or the source URL is longer than %1 characters.</source>
        <translation>作者或来源 URL 超过 %1 个字符。</translation>
    </message>
    <message>
        <location line="+5"/>
        <source>Source URL &apos;%1&apos; is not a web address: it must start with http:// or https:// and name a host.</source>
        <translation>来源 URL“%1”不是网址：必须以 http:// 或 https:// 开头并包含主机名。</translation>
    </message>
    <message>
        <location line="+6"/>
        <source>Date &apos;%1&apos; is not a date in the form YYYY-MM-DD.</source>
        <translation>日期“%1”不是 YYYY-MM-DD 格式的日期。</translation>
    </message>
    <message>
        <location line="+2"/>
        <source>Date %1 is in the future.</source>
        <translation>日期 %1 在未来。</translation>
    </message>
    <message>
        <location line="+4"/>
        <source>A score needs evidence or a source URL.</source>
        <translation>给出得分需要依据或来源 URL。</translation>
    </message>
    <message>
        <location line="+2"/>
        <source>A score needs the date it was assessed.</source>
        <translation>给出得分需要评估日期。</translation>
    </message>
    <message>
        <location line="+26"/>
        <source>Derived from the published %1 %2 tier %3 (%4 of 5): not an assessment.</source>
        <translation>由公开的 %1 %2 评级 %3 推算（%4 分，满分 5）：不是评估。</translation>
    </message>
</context>
<context>
    <name>cg::AssessmentActions</name>
    <message>
        <location filename="../ui/assessing/AssessmentActions.cpp" line="+26"/>
        <location line="+5"/>
        <source>Import assessments</source>
        <translation>导入评估</translation>
    </message>
    <message>
        <location line="-5"/>
        <source>CSV files (*.csv);;All files (*)</source>
        <translation>CSV 文件 (*.csv);;所有文件 (*)</translation>
    </message>
    <message>
        <location line="+10"/>
        <location line="+5"/>
        <source>Export assessments</source>
        <translation>导出评估</translation>
    </message>
    <message>
        <location line="-5"/>
        <source>CSV files (*.csv)</source>
        <translation>CSV 文件 (*.csv)</translation>
    </message>
    <message>
        <location line="+52"/>
        <source>Line %1: %2</source>
        <translation>第 %1 行：%2</translation>
    </message>
    <message numerus="yes">
        <location line="+1"/>
        <source>Nothing was imported from %1: %n bad row(s).

%2</source>
        <translation>
            <numerusform>未从 %1 导入任何内容：%n 行有误。

%2</numerusform>
        </translation>
    </message>
    <message>
        <location line="+6"/>
        <source>Nothing was imported from %1:
%2</source>
        <translation>未从 %1 导入任何内容：
%2</translation>
    </message>
    <message numerus="yes">
        <location line="+3"/>
        <source>Imported %n assessment(s) from %1.</source>
        <translation>
            <numerusform>已从 %1 导入 %n 条评估。</numerusform>
        </translation>
    </message>
    <message>
        <location line="+53"/>
        <source>&amp;Assess provider…</source>
        <translation>评估云服务商(&amp;A)…</translation>
    </message>
    <message>
        <location line="+1"/>
        <source>Score a provider in the 10 ClusterMAX categories, with evidence; the ranking uses the scores</source>
        <translation>按 ClusterMAX 的 10 个类别为云服务商打分并附依据；排名将使用这些得分</translation>
    </message>
    <message>
        <location line="+1"/>
        <source>Import &amp;assessments…</source>
        <translation>导入评估(&amp;A)…</translation>
    </message>
    <message>
        <location line="+1"/>
        <source>Import ClusterMAX category assessments from a CSV file (all rows or none)</source>
        <translation>从 CSV 文件导入 ClusterMAX 类别评估（全部导入或全部不导入）</translation>
    </message>
    <message>
        <location line="+1"/>
        <source>Export a&amp;ssessments…</source>
        <translation>导出评估(&amp;S)…</translation>
    </message>
    <message>
        <location line="+1"/>
        <source>Save every assessment in the catalog as a CSV file</source>
        <translation>将数据库中的全部评估保存为 CSV 文件</translation>
    </message>
</context>
<context>
    <name>cg::AssessmentCsv</name>
    <message>
        <location filename="../models/assess/AssessmentCsv.cpp" line="+77"/>
        <source>The header has no &apos;%1&apos; column; expected %2.</source>
        <translation>表头缺少“%1”列；应为 %2。</translation>
    </message>
    <message>
        <location line="+21"/>
        <source>Score &apos;%1&apos; is not a number (use a point for decimals, e.g. 3.5).</source>
        <translation>得分“%1”不是数字（小数请用小数点，例如 3.5）。</translation>
    </message>
    <message>
        <location line="+8"/>
        <source>%1 appears a second time.</source>
        <translation>%1 重复出现。</translation>
    </message>
    <message>
        <location line="+15"/>
        <source>Cannot read %1: %2</source>
        <translation>无法读取 %1：%2</translation>
    </message>
</context>
<context>
    <name>cg::AssessmentDialog</name>
    <message>
        <location filename="../ui/assessing/AssessmentDialog.cpp" line="+239"/>
        <source>Filled from the published tier by the mapping below: not an assessment. Change the score and give your evidence to make it one.</source>
        <translation>按下方对照表由公开评级填入：不是评估。修改得分并给出您的依据，即成为您的评估。</translation>
    </message>
    <message>
        <location line="+51"/>
        <source>CloudGauge (from the published tier)</source>
        <translation>CloudGauge（由公开评级填入）</translation>
    </message>
    <message>
        <location line="+9"/>
        <source>%1 of 10 categories assessed</source>
        <translation>10 个类别中已评估 %1 个</translation>
    </message>
    <message>
        <location line="+2"/>
        <source>%1 filled from the published tier</source>
        <translation>%1 个由公开评级填入</translation>
    </message>
    <message>
        <location line="+3"/>
        <source>%1 with no data (the ranking uses the published tier where there is one)</source>
        <translation>%1 个无数据（排名在有公开评级时使用评级）</translation>
    </message>
    <message>
        <location line="+17"/>
        <source>No published ClusterMAX tier</source>
        <translation>没有公开的 ClusterMAX 评级</translation>
    </message>
    <message>
        <location line="+1"/>
        <source>Published tier: %1 (ClusterMAX %2, %3) → %4 of 5</source>
        <translation>公开评级：%1（ClusterMAX %2，%3）→ %4 分（满分 5）</translation>
    </message>
    <message>
        <location line="+2"/>
        <source>Published tier: %1 (ClusterMAX %2): no score</source>
        <translation>公开评级：%1（ClusterMAX %2）：无对应得分</translation>
    </message>
    <message>
        <location line="+2"/>
        <source>Assess provider: %1 (unsaved)</source>
        <translation>评估云服务商：%1（未保存）</translation>
    </message>
    <message>
        <location line="+1"/>
        <source>Assess provider: %1</source>
        <translation>评估云服务商：%1</translation>
    </message>
    <message>
        <location line="+5"/>
        <source>Tier → score</source>
        <translation>评级 → 得分</translation>
    </message>
    <message>
        <location line="+1"/>
        <source>0-5 (points)</source>
        <translation>0-5（分值）</translation>
    </message>
    <message>
        <location line="+6"/>
        <source>Unavailable or unrated</source>
        <translation>无法评测或未评级</translation>
    </message>
    <message>
        <location line="+1"/>
        <source>no data</source>
        <translation>无数据</translation>
    </message>
    <message>
        <location line="+3"/>
        <source>&quot;Start from published tier&quot; uses the same points the ranking gives a tier (score = points ÷ 20). The tier order is ClusterMAX&apos;s; the points and this 0-5 scale are CloudGauge&apos;s.</source>
        <translation>“从公开评级开始”使用排名给评级的相同分值（得分 = 分值 ÷ 20）。评级顺序来自 ClusterMAX；分值和这个 0-5 量表由 CloudGauge 设定。</translation>
    </message>
    <message>
        <location line="+13"/>
        <source>Start from published tier</source>
        <translation>从公开评级开始</translation>
    </message>
    <message>
        <location line="+0"/>
        <source>Every category already has a score or the tier&apos;s score.</source>
        <translation>每个类别都已有得分或评级得分。</translation>
    </message>
    <message>
        <location line="+14"/>
        <source>%1: %2</source>
        <translation>%1：%2</translation>
    </message>
    <message>
        <location line="+7"/>
        <source>Not saved</source>
        <translation>未保存</translation>
    </message>
    <message>
        <location line="+0"/>
        <source>Nothing was saved:
%1</source>
        <translation>未保存任何内容：
%1</translation>
    </message>
    <message>
        <location line="+18"/>
        <source>Delete assessments</source>
        <translation>删除评估</translation>
    </message>
    <message numerus="yes">
        <location line="+1"/>
        <source>Delete the %n stored assessment row(s) of %1? Its categories then use its published tier, or show no data.</source>
        <translation>
            <numerusform>删除 %1 已保存的 %n 条评估吗？删除后其各类别使用公开评级，或显示无数据。</numerusform>
        </translation>
    </message>
    <message>
        <location line="+9"/>
        <source>Not deleted</source>
        <translation>未删除</translation>
    </message>
    <message>
        <location line="+9"/>
        <source>Unsaved changes</source>
        <translation>未保存的更改</translation>
    </message>
    <message numerus="yes">
        <location line="+1"/>
        <source>Discard %n unsaved change(s) to %1?</source>
        <translation>
            <numerusform>放弃对 %1 的 %n 处未保存更改吗？</numerusform>
        </translation>
    </message>
    <message>
        <location line="+23"/>
        <source>&amp;Provider:</source>
        <translation>云服务商(&amp;P)：</translation>
    </message>
    <message>
        <location line="+1"/>
        <source>Start from published &amp;tier</source>
        <translation>从公开评级开始(&amp;T)</translation>
    </message>
    <message>
        <location line="+1"/>
        <source>Fill the categories without an assessment from the provider&apos;s latest published tier, by the mapping below</source>
        <translation>按下方对照表，用该云服务商最新的公开评级填入尚未评估的类别</translation>
    </message>
    <message>
        <location line="+1"/>
        <source>&amp;Score (0-5):</source>
        <translation>得分 (0-5)(&amp;S)：</translation>
    </message>
    <message>
        <location line="+1"/>
        <source>not assessed</source>
        <translation>未评估</translation>
    </message>
    <message>
        <location line="+1"/>
        <source>&amp;Evidence:</source>
        <translation>依据(&amp;E)：</translation>
    </message>
    <message>
        <location line="+1"/>
        <source>Source &amp;URL:</source>
        <translation>来源 URL(&amp;U)：</translation>
    </message>
    <message>
        <location line="+1"/>
        <source>https://…</source>
        <translation>https://…</translation>
    </message>
    <message>
        <location line="+1"/>
        <source>Assessed &amp;on:</source>
        <translation>评估日期(&amp;O)：</translation>
    </message>
    <message>
        <location line="+1"/>
        <source>YYYY-MM-DD</source>
        <translation>YYYY-MM-DD</translation>
    </message>
    <message>
        <location line="+1"/>
        <source>&amp;Author:</source>
        <translation>作者(&amp;A)：</translation>
    </message>
    <message>
        <location line="+1"/>
        <source>&amp;Save</source>
        <translation>保存(&amp;S)</translation>
    </message>
    <message>
        <location line="+1"/>
        <source>&amp;Revert</source>
        <translation>还原(&amp;R)</translation>
    </message>
    <message>
        <location line="+1"/>
        <source>&amp;Delete assessments…</source>
        <translation>删除评估(&amp;D)…</translation>
    </message>
    <message>
        <location line="+1"/>
        <source>&amp;Close</source>
        <translation>关闭(&amp;C)</translation>
    </message>
</context>
<context>
    <name>cg::AssessmentEditModel</name>
    <message>
        <location filename="../models/itemmodels/AssessmentEditModel.cpp" line="+121"/>
        <location line="+2"/>
        <source>no data</source>
        <translation>无数据</translation>
    </message>
    <message>
        <location line="+0"/>
        <source>assessed</source>
        <translation>已评估</translation>
    </message>
    <message>
        <location line="+0"/>
        <source>from tier</source>
        <translation>来自评级</translation>
    </message>
    <message>
        <location line="+10"/>
        <source>Scored by a person, with evidence</source>
        <translation>由人工打分，附有依据</translation>
    </message>
    <message>
        <location line="+1"/>
        <source>Filled from the published tier by the mapping: not an assessment</source>
        <translation>按对照表由公开评级填入：不是评估</translation>
    </message>
    <message>
        <location line="+1"/>
        <source>Not assessed: the ranking uses the published tier, or no data when there is none</source>
        <translation>未评估：排名使用公开评级；没有评级时为无数据</translation>
    </message>
    <message>
        <location line="+17"/>
        <source>Category</source>
        <translation>类别</translation>
    </message>
    <message>
        <location line="+2"/>
        <source>Score (0-5)</source>
        <translation>得分 (0-5)</translation>
    </message>
    <message>
        <location line="+2"/>
        <source>Origin</source>
        <translation>来源类型</translation>
    </message>
    <message>
        <location line="+2"/>
        <source>Assessed on</source>
        <translation>评估日期</translation>
    </message>
    <message>
        <location line="+2"/>
        <source>Author</source>
        <translation>作者</translation>
    </message>
</context>
<context>
    <name>cg::AssessmentStore</name>
    <message>
        <location filename="../models/assess/AssessmentStore.cpp" line="+30"/>
        <location line="+71"/>
        <source>The catalog is read-only: nothing was saved.</source>
        <translation>数据库为只读：未保存任何内容。</translation>
    </message>
    <message>
        <location line="-58"/>
        <source>The same provider and category appear twice.</source>
        <translation>同一云服务商和类别出现了两次。</translation>
    </message>
    <message>
        <location line="+48"/>
        <source>Row for provider &apos;%1&apos; in a save of &apos;%2&apos;.</source>
        <translation>保存“%2”时出现了云服务商“%1”的行。</translation>
    </message>
    <message>
        <location line="+16"/>
        <source>Unknown provider &apos;%1&apos;: it is not in the catalog.</source>
        <translation>未知云服务商“%1”：数据库中没有它。</translation>
    </message>
</context>
<context>
    <name>cg::CapacityPlanChart</name>
    <message>
        <location filename="../ui/charts/CapacityPlanChart.cpp" line="+31"/>
        <source>Committed, in use</source>
        <translation>已承诺，在用</translation>
    </message>
    <message>
        <location line="+1"/>
        <source>On demand</source>
        <translation>按需</translation>
    </message>
    <message>
        <location line="+1"/>
        <source>Spot</source>
        <translation>竞价</translation>
    </message>
    <message>
        <location line="+1"/>
        <source>Committed, idle</source>
        <translation>已承诺，闲置</translation>
    </message>
    <message>
        <location line="+38"/>
        <source>GPUs</source>
        <translation>GPU 数</translation>
    </message>
    <message>
        <location line="+13"/>
        <source>quote line %1 of %2 (%3), valid until %4</source>
        <translation>报价单 %2 第 %1 行（%3），有效期至 %4</translation>
    </message>
    <message>
        <location line="+5"/>
        <source>%1 in %2, %3, observation date unknown</source>
        <translation>%1（%2），%3，观测日期未知</translation>
    </message>
    <message>
        <location line="+1"/>
        <source>%1 in %2, %3, observed %4</source>
        <translation>%1（%2），%3，观测于 %4</translation>
    </message>
    <message>
        <location line="-3"/>
        <source>no URL</source>
        <translation>无网址</translation>
    </message>
</context>
<context>
    <name>cg::CapacityPlanDialog</name>
    <message>
        <location filename="../ui/CapacityPlanDialog.cpp" line="+57"/>
        <source>Capacity plan</source>
        <translation>容量规划</translation>
    </message>
    <message>
        <location line="+3"/>
        <source>No demand file opened</source>
        <translation>尚未打开需求文件</translation>
    </message>
    <message>
        <location line="+2"/>
        <source>&amp;Open…</source>
        <translation>打开(&amp;O)…</translation>
    </message>
    <message>
        <location line="+4"/>
        <source>Demand (CSV start,gpus):</source>
        <translation>需求（CSV：start,gpus）：</translation>
    </message>
    <message>
        <location line="+39"/>
        <source>&amp;Use</source>
        <translation>使用(&amp;U)</translation>
    </message>
    <message>
        <location line="+5"/>
        <source>GPUs, plus</source>
        <translation>个 GPU，另加</translation>
    </message>
    <message>
        <location line="+0"/>
        <source>for</source>
        <translation>个，持续</translation>
    </message>
    <message>
        <location line="+1"/>
        <source>days every</source>
        <translation>天，每</translation>
    </message>
    <message>
        <location line="+0"/>
        <source>days, growing</source>
        <translation>天一次；每月增长</translation>
    </message>
    <message>
        <location line="+1"/>
        <source>a month, over</source>
        <translation>，共</translation>
    </message>
    <message>
        <location line="+0"/>
        <source>months</source>
        <translation>个月</translation>
    </message>
    <message>
        <location line="+4"/>
        <source>Or describe it:</source>
        <translation>或描述需求：</translation>
    </message>
    <message>
        <location line="+1"/>
        <source>GPU model:</source>
        <translation>GPU 型号：</translation>
    </message>
    <message>
        <location line="+4"/>
        <source>on demand</source>
        <translation>按需</translation>
    </message>
    <message>
        <location line="+2"/>
        <source>spot</source>
        <translation>竞价</translation>
    </message>
    <message>
        <location line="+2"/>
        <source>terms, e.g. 12=1.20, 36=1.05</source>
        <translation>期限，如 12=1.20, 36=1.05</translation>
    </message>
    <message>
        <location line="+6"/>
        <source>Your prices (%1 per GPU-hour, optional):</source>
        <translation>您的价格（%1/GPU 小时，可选）：</translation>
    </message>
    <message>
        <location line="+1"/>
        <source>With an on-demand price typed, only the prices typed here are planned; otherwise the catalog&apos;s prices and the quotes received for the GPU model.</source>
        <translation>填写了按需价格时，只按这里填写的价格规划；否则使用数据库中该 GPU 型号的价格和已收到的报价。</translation>
    </message>
    <message>
        <location line="+15"/>
        <source>Extra GPU-hours interrupted work takes on spot (checkpoints, restarts). No public source gives a figure: set your own.</source>
        <translation>可中断的工作在竞价实例上额外消耗的 GPU 小时（检查点、重启）。没有公开来源给出此数字：请自行设定。</translation>
    </message>
    <message>
        <location line="+2"/>
        <source>may run on spot:</source>
        <translation>可用竞价实例：</translation>
    </message>
    <message>
        <location line="+2"/>
        <source>interruption overhead:</source>
        <translation>中断开销：</translation>
    </message>
    <message>
        <location line="+3"/>
        <source>Interruptible share of the demand:</source>
        <translation>需求中可中断的比例：</translation>
    </message>
    <message>
        <location line="+7"/>
        <source>Provider</source>
        <translation>云厂商</translation>
    </message>
    <message>
        <location line="+0"/>
        <source>Term</source>
        <translation>期限</translation>
    </message>
    <message>
        <location line="+0"/>
        <source>Term price</source>
        <translation>承诺价格</translation>
    </message>
    <message>
        <location line="+0"/>
        <location line="+119"/>
        <source>On demand</source>
        <translation>按需</translation>
    </message>
    <message>
        <location line="-119"/>
        <source>Commit GPUs</source>
        <translation>承诺 GPU 数</translation>
    </message>
    <message>
        <location line="+0"/>
        <source>Coverage</source>
        <translation>覆盖率</translation>
    </message>
    <message>
        <location line="+1"/>
        <source>Utilisation</source>
        <translation>利用率</translation>
    </message>
    <message>
        <location line="+0"/>
        <source>Cost per hour</source>
        <translation>每小时成本</translation>
    </message>
    <message>
        <location line="+0"/>
        <source>Period cost</source>
        <translation>期间成本</translation>
    </message>
    <message>
        <location line="+0"/>
        <source>Saving</source>
        <translation>节省</translation>
    </message>
    <message>
        <location line="+0"/>
        <source>Break-even month</source>
        <translation>回本月份</translation>
    </message>
    <message>
        <location line="+21"/>
        <source>&amp;Plan</source>
        <translation>规划(&amp;P)</translation>
    </message>
    <message>
        <location line="+16"/>
        <source>Open a CSV of the GPUs in use (columns start,gpus: the ISO 8601 start of each hour or day, and the GPUs in use). The plan replays it over each term, as the clouds&apos; own recommenders do; nothing is forecast.</source>
        <translation>打开一个在用 GPU 数的 CSV 文件（列 start,gpus：每小时或每天的 ISO 8601 开始时间，以及在用 GPU 数）。规划会在每个期限内重放这条曲线，与各云厂商自己的推荐工具做法相同；不做任何预测。</translation>
    </message>
    <message>
        <location line="+16"/>
        <source>Open demand file</source>
        <translation>打开需求文件</translation>
    </message>
    <message>
        <location line="+0"/>
        <source>CSV files (*.csv);;All files (*)</source>
        <translation>CSV 文件 (*.csv);;所有文件 (*)</translation>
    </message>
    <message>
        <location line="+10"/>
        <source>%1 cannot be planned: %2</source>
        <translation>%1 无法用于规划：%2</translation>
    </message>
    <message numerus="yes">
        <location line="+5"/>
        <source>%1: %n row(s) of one %2 from %3, peak %4 GPUs</source>
        <translation>
            <numerusform>%1：自 %3 起 %n 行，每行一%2，峰值 %4 个 GPU</numerusform>
        </translation>
    </message>
    <message>
        <location line="+1"/>
        <source>day</source>
        <translation>天</translation>
    </message>
    <message>
        <location line="+0"/>
        <source>hour</source>
        <translation>小时</translation>
    </message>
    <message>
        <location line="+19"/>
        <source>This profile cannot be planned: %1</source>
        <translation>此需求描述无法用于规划：%1</translation>
    </message>
    <message numerus="yes">
        <location line="+4"/>
        <source>Described: %n day(s) from %1, peak %2 GPUs</source>
        <translation>
            <numerusform>描述的需求：自 %1 起 %n 天，峰值 %2 个 GPU</numerusform>
        </translation>
    </message>
    <message>
        <location line="+14"/>
        <source>%1: &apos;%2&apos; is not a price above 0</source>
        <translation>%1：“%2”不是大于 0 的价格</translation>
    </message>
    <message>
        <location line="+7"/>
        <source>Type the on-demand price too: a commitment is measured against on demand.</source>
        <translation>请同时填写按需价格：承诺方案是与按需价格比较的。</translation>
    </message>
    <message>
        <location line="+65"/>
        <source>your prices</source>
        <translation>您的价格</translation>
    </message>
    <message numerus="yes">
        <location line="+65"/>
        <source> %1 %2 per hour, %1 %3 over the %n day(s) of the demand file</source>
        <translation>
            <numerusform>每小时 %1 %2，需求文件的 %n 天内共 %1 %3</numerusform>
        </translation>
    </message>
    <message>
        <location line="-122"/>
        <source>Spot</source>
        <translation>竞价</translation>
    </message>
    <message>
        <location line="+6"/>
        <source>Terms: &apos;%1&apos; is not MONTHS=PRICE (e.g. 12=1.20) with 1 to 120 months</source>
        <translation>期限：“%1”不是“月数=价格”格式（如 12=1.20，月数 1 到 120）</translation>
    </message>
    <message numerus="yes">
        <location line="+3"/>
        <source>%n-month term</source>
        <translation>
            <numerusform>%n 个月期限</numerusform>
        </translation>
    </message>
    <message>
        <location line="+11"/>
        <source>Open a demand file first.</source>
        <translation>请先打开需求文件。</translation>
    </message>
    <message>
        <location line="+15"/>
        <source>No provider lists a price for %1 in the catalog: type your prices.</source>
        <translation>数据库中没有云厂商列出 %1 的价格：请填写您的价格。</translation>
    </message>
    <message numerus="yes">
        <location line="+52"/>
        <source>%n month(s)</source>
        <translation>
            <numerusform>%n 个月</numerusform>
        </translation>
    </message>
    <message>
        <location line="+11"/>
        <source>no commitment</source>
        <translation>不承诺</translation>
    </message>
    <message>
        <location line="+3"/>
        <source>%1 per GPU-hour</source>
        <translation>%1/GPU 小时</translation>
    </message>
    <message>
        <location line="+1"/>
        <source>Cost per hour (%1)</source>
        <translation>每小时成本（%1）</translation>
    </message>
    <message>
        <location line="+1"/>
        <source>Period cost (%1)</source>
        <translation>期间成本（%1）</translation>
    </message>
    <message numerus="yes">
        <location line="+7"/>
        <source>commit %n GPU(s)</source>
        <translation>
            <numerusform>承诺 %n 个 GPU</numerusform>
        </translation>
    </message>
    <message numerus="yes">
        <location line="+1"/>
        <source> for %n month(s) at %1 (%2 %3 per GPU-hour)</source>
        <translation>
            <numerusform>，期限 %n 个月，在%1（每 GPU 小时 %2 %3）</numerusform>
        </translation>
    </message>
    <message>
        <location line="+4"/>
        <source>commit nothing</source>
        <translation>不做承诺</translation>
    </message>
    <message>
        <location line="+2"/>
        <source>on demand at %1: %2 GPUs on average</source>
        <translation>按需使用%1：平均 %2 个 GPU</translation>
    </message>
    <message>
        <location line="+3"/>
        <source>spot at %1: %2 GPUs on average</source>
        <translation>竞价使用%1：平均 %2 个 GPU</translation>
    </message>
    <message>
        <location line="+1"/>
        <source>Best mix (GLPK): %1.</source>
        <translation>最佳组合（GLPK）：%1。</translation>
    </message>
    <message>
        <location line="+0"/>
        <source>; </source>
        <translation>；</translation>
    </message>
    <message>
        <location line="+4"/>
        <source>, saving %1 %2 (%3) against all on demand</source>
        <translation>，比全部按需节省 %1 %2（%3）</translation>
    </message>
    <message>
        <location line="+2"/>
        <source>. Assumed: %1 of the demand may run on spot, with %2 extra GPU-hours for interruptions.</source>
        <translation>。假设：需求中 %1 可用竞价实例，中断额外消耗 %2 的 GPU 小时。</translation>
    </message>
    <message>
        <location line="+4"/>
        <source>No committed-term price for this GPU model: nothing to commit to. Import the quotes you received (Tools → Request for quotation…) or type the terms you were offered.</source>
        <translation>该 GPU 型号没有承诺期限价格：没有可承诺的方案。请导入收到的报价（工具 → 询价…），或填写对方提供的期限价格。</translation>
    </message>
</context>
<context>
    <name>cg::Caveats</name>
    <message>
        <location filename="../models/scoring/Caveats.cpp" line="+20"/>
        <source>ClusterMAX could not test the provider (Unavailable): not a failed test, but nothing backs its category scores either. Enter an assessment of it to rank it.</source>
        <translation>ClusterMAX 未能评测该云服务商（无法评测）：这不是评测不合格，但其各类别得分也没有任何依据。录入对它的评估即可让它参与排名。</translation>
    </message>
    <message>
        <location line="+3"/>
        <source>ClusterMAX rates the provider %1, which it counts as Not Recommended.</source>
        <translation>ClusterMAX 将该云服务商评为%1，属于“不推荐”。</translation>
    </message>
    <message>
        <location line="+1"/>
        <source>ClusterMAX %1 rates the provider %2, which it counts as Not Recommended.</source>
        <translation>ClusterMAX %1 将该云服务商评为%2，属于“不推荐”。</translation>
    </message>
    <message>
        <location line="+3"/>
        <source>The provider has no published ClusterMAX tier and no assessment: nothing backs its category scores.</source>
        <translation>该云服务商既无公开的 ClusterMAX 评级，也无评估：其类别得分没有依据。</translation>
    </message>
    <message>
        <location line="+3"/>
        <source>The price per BF16 TFLOP-hour is implausibly low (robust z-score %1; the cut is -%2): more likely an error than a bargain.</source>
        <translation>每 BF16 TFLOP 小时的价格低得不合理（稳健 z 分数 %1；阈值为 -%2）：更可能是错误而非优惠。</translation>
    </message>
    <message>
        <location line="+4"/>
        <source>USD %1 per GPU-hour is implausibly low for this GPU (robust z-score %2; the cut is -%3): more likely an error than a bargain.</source>
        <translation>每 GPU 小时 %1 美元对该 GPU 而言低得不可信（稳健 z 分数 %2；阈值为 -%3）：更可能是错误而非优惠。</translation>
    </message>
    <message>
        <location line="+3"/>
        <source>The price is implausibly low for this GPU (robust z-score %1; the cut is -%2): more likely an error than a bargain.</source>
        <translation>就该 GPU 而言价格低得不合理（稳健 z 分数 %1；阈值为 -%2）：更可能是错误而非优惠。</translation>
    </message>
    <message>
        <location line="+4"/>
        <source>The price per BF16 TFLOP-hour is implausibly high (robust z-score %1; the cut is %2).</source>
        <translation>每 BF16 TFLOP 小时的价格高得不合理（稳健 z 分数 %1；阈值为 %2）。</translation>
    </message>
    <message>
        <location line="+1"/>
        <source>USD %1 per GPU-hour is implausibly high for this GPU (robust z-score %2; the cut is %3).</source>
        <translation>每 GPU 小时 %1 美元对该 GPU 而言高得不可信（稳健 z 分数 %2；阈值为 %3）。</translation>
    </message>
    <message>
        <location line="+2"/>
        <source>The price is implausibly high for this GPU (robust z-score %1; the cut is %2).</source>
        <translation>就该 GPU 而言价格高得不合理（稳健 z 分数 %1；阈值为 %2）。</translation>
    </message>
    <message>
        <location line="+2"/>
        <location line="+44"/>
        <source>; </source>
        <translation>；</translation>
    </message>
    <message>
        <location line="-43"/>
        <source>It does not meet the need profile&apos;s hard constraints: %1.</source>
        <translation>不满足需求配置的硬性条件：%1。</translation>
    </message>
    <message>
        <location line="+1"/>
        <source>It does not meet the hard constraints of “%1”: %2.</source>
        <translation>不满足“%1”的硬性条件：%2。</translation>
    </message>
    <message>
        <location line="+3"/>
        <source>GPU only, host not priced: the source prices the host machine apart and has no host row for it, so the price is incomplete.</source>
        <translation>仅 GPU，主机未计价：来源单独为主机定价，但没有对应的主机行，因此价格不完整。</translation>
    </message>
    <message>
        <location line="+26"/>
        <source>ClusterMAX could not test this provider (Unavailable, not a failed test); an assessment ranks it</source>
        <translation>ClusterMAX 未能评测该云服务商（无法评测，并非不合格）；录入评估即可参与排名</translation>
    </message>
    <message>
        <location line="+1"/>
        <source>ClusterMAX rates this provider %1 (Not Recommended)</source>
        <translation>ClusterMAX 将该云服务商评为%1（属“不推荐”）</translation>
    </message>
    <message>
        <location line="+2"/>
        <source>no ClusterMAX rating and no assessment</source>
        <translation>既无 ClusterMAX 评级也无评估</translation>
    </message>
    <message>
        <location line="+2"/>
        <source>price USD %1 per GPU-hour is implausibly low for this GPU (robust z %2)</source>
        <translation>每 GPU 小时 USD %1 的价格对该 GPU 而言低得不可信（稳健 z 分数 %2）</translation>
    </message>
    <message>
        <location line="+1"/>
        <source>price USD %1 per GPU-hour is implausibly low for its performance (robust z %2)</source>
        <translation>每 GPU 小时 USD %1 的价格相对其性能低得不可信（稳健 z 分数 %2）</translation>
    </message>
    <message>
        <location line="+3"/>
        <source>price USD %1 per GPU-hour is implausibly high for this GPU (robust z %2)</source>
        <translation>每 GPU 小时 USD %1 的价格对该 GPU 而言高得不可信（稳健 z 分数 %2）</translation>
    </message>
    <message>
        <location line="+1"/>
        <source>price USD %1 per GPU-hour is implausibly high for its performance (robust z %2)</source>
        <translation>每 GPU 小时 USD %1 的价格相对其性能高得不可信（稳健 z 分数 %2）</translation>
    </message>
    <message>
        <location line="+3"/>
        <source>does not meet the need profile: %1</source>
        <translation>不满足需求配置：%1</translation>
    </message>
    <message>
        <location line="+2"/>
        <source>GPU only, host not priced (incomplete price)</source>
        <translation>仅 GPU，主机未计价（价格不完整）</translation>
    </message>
    <message>
        <location line="+21"/>
        <source>The spot price equals the on-demand price: the source may list one price for both.</source>
        <translation>竞价实例价格与按需实例价格相同：来源可能对两者只列出了一个价格。</translation>
    </message>
    <message>
        <location line="+2"/>
        <source>The spot price is above the on-demand price.</source>
        <translation>竞价实例价格高于按需实例价格。</translation>
    </message>
    <message>
        <location line="+2"/>
        <source>The memory per GPU the source states differs from the datasheet; more than 10 % off, the source&apos;s figure is shown and ranked.</source>
        <translation>来源所述的每 GPU 显存与数据手册不同；相差超过 10 % 时，显示并排名采用来源的数值。</translation>
    </message>
    <message>
        <location line="+3"/>
        <source>The source lists this offer more than once with a different GPU, GPU count or price; the first row was kept.</source>
        <translation>来源多次列出此实例方案，且 GPU、GPU 数量或价格不同；已保留第一行。</translation>
    </message>
    <message>
        <location line="+2"/>
        <source>Priced the same as a smaller instance of the same GPU: the price may be per GPU, not per instance.</source>
        <translation>与同一 GPU 的更小实例规格价格相同：该价格可能是每 GPU 而非每实例的价格。</translation>
    </message>
    <message>
        <location line="+2"/>
        <source>GPU only, host not priced: the price is the GPU&apos;s alone; not ranked.</source>
        <translation>仅 GPU，主机未计价：该价格只是 GPU 的价格；不参与排名。</translation>
    </message>
    <message>
        <location line="+2"/>
        <source>Composed offer: the GPU&apos;s price plus its host machine&apos;s, from two rows of the source (see the price note).</source>
        <translation>组合实例方案：GPU 价格加上其主机价格，来自来源中的两行（见价格备注）。</translation>
    </message>
    <message>
        <location line="+2"/>
        <source>The GPU name matches no datasheet: no performance figures.</source>
        <translation>GPU 名称未对应任何数据手册：没有性能数据。</translation>
    </message>
    <message>
        <location line="+2"/>
        <source>The GPU variant (SXM or PCIe) was assumed, not stated by the source.</source>
        <translation>GPU 型号变体（SXM 或 PCIe）为推定，来源未注明。</translation>
    </message>
    <message>
        <location line="+2"/>
        <source>The price is far above other offers of the same GPU.</source>
        <translation>价格远高于同型号 GPU 的其他实例方案。</translation>
    </message>
    <message>
        <location line="+2"/>
        <source>Observation date unknown: the source does not say when the price was observed, so it may be of any age.</source>
        <translation>观测日期未知：来源没有说明价格是何时观测的，因此它可能是任何时候的价格。</translation>
    </message>
    <message>
        <location line="+2"/>
        <source>No BF16 or memory bandwidth figure: the price-performance criteria have no data.</source>
        <translation>没有 BF16 算力或显存带宽数据：性价比指标无数据。</translation>
    </message>
    <message>
        <location line="+2"/>
        <source>A node rented as this offer failed its acceptance checks (Details: Checked on a rented node).</source>
        <translation>按此实例方案租用的节点未通过验收检验（见详情：在租用节点上的检验）。</translation>
    </message>
    <message>
        <location line="+5"/>
        <source>The price is stale: more than %1 days old.</source>
        <translation>价格已过时：超过 %1 天。</translation>
    </message>
    <message>
        <location line="+8"/>
        <source>observation date unknown</source>
        <translation>观测日期未知</translation>
    </message>
    <message>
        <location line="+2"/>
        <source>spot price = on-demand</source>
        <translation>竞价实例价 = 按需实例价</translation>
    </message>
    <message>
        <location line="+2"/>
        <source>spot price above on-demand</source>
        <translation>竞价实例价高于按需实例价</translation>
    </message>
    <message>
        <location line="+2"/>
        <source>memory differs from datasheet</source>
        <translation>显存与数据手册不符</translation>
    </message>
    <message>
        <location line="+2"/>
        <source>sources disagree</source>
        <translation>来源之间不一致</translation>
    </message>
    <message>
        <location line="+2"/>
        <source>same price as a smaller size</source>
        <translation>与较小规格同价</translation>
    </message>
    <message>
        <location line="+2"/>
        <source>host not priced</source>
        <translation>主机未计价</translation>
    </message>
    <message>
        <location line="+2"/>
        <source>GPU and host composed</source>
        <translation>GPU 与主机价格合成</translation>
    </message>
    <message>
        <location line="+2"/>
        <source>GPU name not mapped</source>
        <translation>GPU 名称未对应</translation>
    </message>
    <message>
        <location line="+2"/>
        <source>GPU variant assumed</source>
        <translation>GPU 变体为推定</translation>
    </message>
    <message>
        <location line="+2"/>
        <source>price unusually high</source>
        <translation>价格异常偏高</translation>
    </message>
    <message>
        <location line="+2"/>
        <source>no performance data</source>
        <translation>无性能数据</translation>
    </message>
    <message>
        <location line="+2"/>
        <source>node check failed</source>
        <translation>节点检验未通过</translation>
    </message>
    <message>
        <location line="+5"/>
        <source>price over %1 days old</source>
        <translation>价格超过 %1 天</translation>
    </message>
</context>
<context>
    <name>cg::Certification</name>
    <message>
        <location filename="../models/geo/Certification.cpp" line="+72"/>
        <source>MLPS 2.0</source>
        <translation>等保 2.0</translation>
    </message>
    <message>
        <location line="+15"/>
        <source>%1 level %2</source>
        <translation>%1 第 %2 级</translation>
    </message>
</context>
<context>
    <name>cg::CertificationRequirement</name>
    <message>
        <location line="+46"/>
        <source>%1 level %2 or above</source>
        <translation>%1 第 %2 级或以上</translation>
    </message>
    <message>
        <location line="+13"/>
        <source>in progress, not yet held</source>
        <translation>仍在进行中，尚未取得</translation>
    </message>
    <message>
        <location line="+2"/>
        <source>claimed by the provider without a named audit</source>
        <translation>云服务商自称符合，未说明审计或证书</translation>
    </message>
    <message>
        <location line="+2"/>
        <source>held for %1 only</source>
        <translation>仅适用于%1</translation>
    </message>
    <message>
        <location line="+2"/>
        <source>held, but the source states no level or type</source>
        <translation>已取得，但来源未说明级别或类型</translation>
    </message>
    <message>
        <location line="+2"/>
        <source>%1 on record</source>
        <translation>记录为 %1</translation>
    </message>
    <message>
        <location line="+3"/>
        <source>%1: not on record for this provider</source>
        <translation>%1：没有该云服务商的记录</translation>
    </message>
</context>
<context>
    <name>cg::ChargeText</name>
    <message>
        <location filename="../models/scoring/ChargeText.cpp" line="+8"/>
        <source>Internet egress</source>
        <translation>公网出流量</translation>
    </message>
    <message>
        <location line="+2"/>
        <source>Network volumes</source>
        <translation>网络云盘</translation>
    </message>
    <message>
        <location line="+2"/>
        <source>Shared filesystem</source>
        <translation>共享文件系统</translation>
    </message>
    <message>
        <location line="+2"/>
        <source>Object storage</source>
        <translation>对象存储</translation>
    </message>
    <message>
        <location line="+2"/>
        <source>Public IPv4 address</source>
        <translation>公网 IPv4 地址</translation>
    </message>
    <message>
        <location line="+8"/>
        <source>per GB</source>
        <translation>每 GB</translation>
    </message>
    <message>
        <location line="+2"/>
        <source>per GiB</source>
        <translation>每 GiB</translation>
    </message>
    <message>
        <location line="+2"/>
        <source>per GiB-month</source>
        <translation>每 GiB 每月</translation>
    </message>
    <message>
        <location line="+2"/>
        <source>per TB</source>
        <translation>每 TB</translation>
    </message>
    <message>
        <location line="+2"/>
        <source>per GB-month</source>
        <translation>每 GB 每月</translation>
    </message>
    <message>
        <location line="+2"/>
        <source>per TB-month</source>
        <translation>每 TB 每月</translation>
    </message>
    <message>
        <location line="+2"/>
        <source>per hour</source>
        <translation>每小时</translation>
    </message>
    <message>
        <location line="+2"/>
        <source>per month</source>
        <translation>每月</translation>
    </message>
    <message>
        <location line="+2"/>
        <source>no charge (%1)</source>
        <translation>不收费（%1）</translation>
    </message>
    <message>
        <location line="+2"/>
        <source>, first %1 %2 a month free</source>
        <translation>，每月前 %1 %2 免费</translation>
    </message>
    <message>
        <location line="+10"/>
        <source>undated</source>
        <translation>无日期</translation>
    </message>
    <message>
        <location line="+1"/>
        <source>%1: %2 (%3)</source>
        <translation>%1：%2（%3）</translation>
    </message>
    <message>
        <location line="+6"/>
        <source>storage %1 a month at the provider&apos;s published rate</source>
        <translation>存储每月 %1，按云服务商公开的费率</translation>
    </message>
    <message>
        <location line="+1"/>
        <source>storage %1 a month at the generic USD %2 per GB-month (no published rate)</source>
        <translation>存储每月 %1，按通用费率每 GB 每月 USD %2（无公开费率）</translation>
    </message>
    <message>
        <location line="+2"/>
        <source>egress of %1 TB %2 a month</source>
        <translation>%1 TB 出流量每月 %2</translation>
    </message>
    <message>
        <location line="+1"/>
        <source>egress unknown, not included</source>
        <translation>出流量费用未知，未计入</translation>
    </message>
    <message>
        <location line="+1"/>
        <source>public IPv4 %1 a month (%2 × USD %3 per address)</source>
        <translation>公网 IPv4 每月 %1（%2 × 每个地址 USD %3）</translation>
    </message>
    <message>
        <location line="+3"/>
        <source>public IPv4 unknown, not included</source>
        <translation>公网 IPv4 费用未知，未计入</translation>
    </message>
    <message>
        <location line="+1"/>
        <source>Counted: %1; %2; %3.</source>
        <translation>已计入：%1；%2；%3。</translation>
    </message>
</context>
<context>
    <name>cg::CredentialStore</name>
    <message>
        <location filename="../ui/team/CredentialStore.cpp" line="+76"/>
        <source>No system keychain could be used (%1), so the password was not saved: CloudGauge keeps it only until it closes and asks for it the next time. To connect without typing it, put it in your PostgreSQL password file (~/.pgpass, or the file named by PGPASSFILE).</source>
        <translation>无法使用系统钥匙串（%1），因此密码未保存：CloudGauge 只在本次运行期间保留它，下次会再次询问。若想连接时无需输入密码，请将其写入 PostgreSQL 密码文件（~/.pgpass，或 PGPASSFILE 指定的文件）。</translation>
    </message>
    <message>
        <location line="+4"/>
        <source>no Secret Service</source>
        <translation>没有 Secret Service 服务</translation>
    </message>
</context>
<context>
    <name>cg::Criteria</name>
    <message>
        <location filename="../models/core/Criteria.cpp" line="+44"/>
        <source>Security</source>
        <translation>安全</translation>
    </message>
    <message>
        <location line="+2"/>
        <source>Lifecycle</source>
        <translation>生命周期</translation>
    </message>
    <message>
        <location line="+2"/>
        <source>Orchestration</source>
        <translation>编排</translation>
    </message>
    <message>
        <location line="+2"/>
        <source>Storage</source>
        <translation>存储</translation>
    </message>
    <message>
        <location line="+2"/>
        <source>Networking</source>
        <translation>网络</translation>
    </message>
    <message>
        <location line="+2"/>
        <source>Reliability</source>
        <translation>可靠性</translation>
    </message>
    <message>
        <location line="+2"/>
        <source>Monitoring</source>
        <translation>监控</translation>
    </message>
    <message>
        <location line="+2"/>
        <source>Pricing</source>
        <translation>定价</translation>
    </message>
    <message>
        <location line="+2"/>
        <source>Partnerships</source>
        <translation>合作伙伴</translation>
    </message>
    <message>
        <location line="+2"/>
        <source>Availability</source>
        <translation>可用性</translation>
    </message>
    <message>
        <location line="+2"/>
        <source>BF16 per dollar</source>
        <translation>每美元 BF16 算力</translation>
    </message>
    <message>
        <location line="+2"/>
        <source>Bandwidth per dollar</source>
        <translation>每美元显存带宽</translation>
    </message>
    <message>
        <location line="+2"/>
        <source>Memory per GPU</source>
        <translation>每 GPU 显存</translation>
    </message>
    <message>
        <location line="+2"/>
        <source>True cost per useful PFLOP-hour</source>
        <translation>每有效 PFLOP 小时总拥有成本</translation>
    </message>
    <message>
        <location line="+8"/>
        <source>ClusterMAX category, judged per provider: the provider&apos;s assessment (0-5, ×20), else the points of its latest published ClusterMAX tier</source>
        <translation>ClusterMAX 评估类别，按云服务商评定：取该云服务商的评估分（0-5，×20），没有评估时取其最新公开 ClusterMAX 评级的分值</translation>
    </message>
    <message>
        <location line="+5"/>
        <source>Dense BF16 TFLOPS per USD per GPU-hour; 100 = the best offer</source>
        <translation>每 GPU 小时每美元的稠密 BF16 算力 (TFLOPS)；100 = 最佳实例方案</translation>
    </message>
    <message>
        <location line="+2"/>
        <source>Memory bandwidth (GB/s) per USD per GPU-hour; 100 = the best offer</source>
        <translation>每 GPU 小时每美元的显存带宽 (GB/s)；100 = 最佳实例方案</translation>
    </message>
    <message>
        <location line="+2"/>
        <source>Memory per GPU (GB); 100 = the largest</source>
        <translation>每 GPU 显存 (GB)；100 = 最大者</translation>
    </message>
    <message>
        <location line="+2"/>
        <source>True cost per useful dense BF16 PFLOP-hour under the chosen scenario (SemiAnalysis ClusterMAX TCO model: USD per useful GPU-hour ÷ the GPU&apos;s dense BF16 PFLOPS): 100 × the cheapest offer&apos;s ÷ this offer&apos;s; no data without a published tier or a BF16 figure</source>
        <translation>所选场景下每有效稠密 BF16 PFLOP 小时的总拥有成本（SemiAnalysis ClusterMAX TCO 模型：每有效 GPU 小时价格 (USD) ÷ 该 GPU 的稠密 BF16 算力 (PFLOPS)）：100 × 最低实例方案的 ÷ 本实例方案的；没有公开评级或 BF16 数值时无数据</translation>
    </message>
</context>
<context>
    <name>cg::DetailsPane</name>
    <message>
        <location filename="../ui/DetailsPane.cpp" line="+32"/>
        <location line="+65"/>
        <source>Export price history…</source>
        <translation>导出价格历史…</translation>
    </message>
    <message>
        <location line="+33"/>
        <source>Export this price history (CSV or JSON)…</source>
        <translation>导出此价格历史（CSV 或 JSON）…</translation>
    </message>
    <message>
        <location line="+6"/>
        <source>No catalog is open.</source>
        <translation>未打开数据库。</translation>
    </message>
    <message>
        <location line="+6"/>
        <source>Offer %1 is not in the catalog.</source>
        <translation>数据库中没有实例方案 %1。</translation>
    </message>
    <message>
        <location line="+17"/>
        <location line="+5"/>
        <source>Export price history</source>
        <translation>导出价格历史</translation>
    </message>
    <message>
        <location line="-5"/>
        <source>CSV (*.csv);;JSON (*.json)</source>
        <translation>CSV (*.csv);;JSON (*.json)</translation>
    </message>
</context>
<context>
    <name>cg::Explanation</name>
    <message>
        <location filename="../models/scoring/Explanation.cpp" line="+88"/>
        <source>not in ClusterMAX&apos;s Not Recommended group</source>
        <translation>不在 ClusterMAX 的“不推荐”组</translation>
    </message>
    <message>
        <location line="+3"/>
        <source>rated by ClusterMAX or assessed</source>
        <translation>有 ClusterMAX 评级或评估</translation>
    </message>
    <message>
        <location line="+3"/>
        <source>price plausibility not checked: too few comparable offers</source>
        <translation>未检查价格可信度：可比实例方案太少</translation>
    </message>
    <message>
        <location line="+1"/>
        <source>price within the range of comparable offers (robust z-score %1)</source>
        <translation>价格处于可比实例方案的范围内（稳健 z 分数 %1）</translation>
    </message>
    <message>
        <location line="+4"/>
        <source>meets the need profile&apos;s hard constraints</source>
        <translation>满足需求配置的硬性条件</translation>
    </message>
    <message>
        <location line="+41"/>
        <source>#%1 %2 %3: score %4 of 100, %5 % of the weight backed by data</source>
        <translation>第 %1 名 %2 %3：得分 %4（满分 100），%5 % 的权重有数据支持</translation>
    </message>
    <message>
        <location line="+4"/>
        <source>%1 %2 is not recommended</source>
        <translation>%1 %2 不推荐</translation>
    </message>
    <message>
        <location line="+2"/>
        <source>  %1: weight %2 %, score %3, contributes %4</source>
        <translation>  %1：权重 %2 %，得分 %3，贡献 %4</translation>
    </message>
    <message>
        <location line="+2"/>
        <source>no data (counted at the prior)</source>
        <translation>无数据（按先验值计）</translation>
    </message>
    <message>
        <location line="+0"/>
        <source>no data</source>
        <translation>无数据</translation>
    </message>
    <message>
        <location line="+3"/>
        <source>  passed: %1</source>
        <translation>  通过：%1</translation>
    </message>
    <message>
        <location line="+2"/>
        <source>  excluded: %1</source>
        <translation>  排除：%1</translation>
    </message>
    <message>
        <location line="+1"/>
        <source>  price observed on %1 (age in days: %2)</source>
        <translation>  价格观测于 %1（距今 %2 天）</translation>
    </message>
    <message>
        <location line="+1"/>
        <source>  price observed: %1</source>
        <translation>  价格观测日期：%1</translation>
    </message>
    <message>
        <location line="+2"/>
        <source>  warning: %1</source>
        <translation>  警告：%1</translation>
    </message>
    <message>
        <location line="+4"/>
        <source>  #%1 (%2 %3) ties if its price falls from USD %4 to USD %5 per GPU-hour, all else unchanged</source>
        <translation>  若第 %1 名（%2 %3）的价格从每 GPU 小时 %4 美元降至 %5 美元，其余不变，则与之持平</translation>
    </message>
    <message>
        <location line="+4"/>
        <source>  #%1 (%2 %3) cannot overtake on price alone</source>
        <translation>  第 %1 名（%2 %3）仅靠降价无法超越</translation>
    </message>
    <message>
        <location line="+2"/>
        <source>  or if the %1 weight moves by %2 slider points</source>
        <translation>  或者 %1 的权重变动 %2 个滑块点</translation>
    </message>
</context>
<context>
    <name>cg::FileWrite</name>
    <message>
        <location filename="../models/core/FileWrite.cpp" line="+19"/>
        <source>cannot write %1: the disk is full (or your quota or a file size limit is reached); free some space and try again. Nothing was replaced.</source>
        <translation>无法写入 %1：磁盘已满（或已达到配额或文件大小上限）；请释放空间后重试。原文件未被替换。</translation>
    </message>
    <message>
        <location line="+7"/>
        <source>cannot write %1: permission denied; check the folder&apos;s permissions or choose another folder</source>
        <translation>无法写入 %1：没有权限；请检查文件夹权限或选择其他文件夹</translation>
    </message>
    <message>
        <location line="+4"/>
        <source>cannot write %1: the folder %2 does not exist; create it or choose another folder</source>
        <translation>无法写入 %1：文件夹 %2 不存在；请先创建或选择其他文件夹</translation>
    </message>
    <message>
        <location line="+4"/>
        <source>cannot write %1: %2. Nothing was replaced.</source>
        <translation>无法写入 %1：%2。原文件未被替换。</translation>
    </message>
    <message>
        <location line="+13"/>
        <source>cannot write %1: it is not a regular file (a folder, device, pipe or socket) and would be replaced by one; name a regular file. Nothing was written.</source>
        <translation>无法写入 %1：它不是普通文件（而是文件夹、设备、管道或套接字），写入会用普通文件替换它；请指定一个普通文件。未写入任何内容。</translation>
    </message>
    <message>
        <location line="+25"/>
        <source>cannot write %1: only %2 of %3 bytes reached the disk: the disk is full (or your quota or a file size limit is reached); free some space and try again. Nothing was replaced.</source>
        <translation>无法写入 %1：%3 字节中只有 %2 字节写入磁盘：磁盘已满（或已达到配额或文件大小上限）；请释放空间后重试。原文件未被替换。</translation>
    </message>
</context>
<context>
    <name>cg::FilterBar</name>
    <message>
        <location filename="../ui/FilterBar.cpp" line="+162"/>
        <source>Unmapped GPU names</source>
        <translation>未对应的 GPU 名称</translation>
    </message>
    <message>
        <location line="+16"/>
        <source>%1 GPUs</source>
        <translation>%1 个 GPU</translation>
    </message>
    <message>
        <location line="+4"/>
        <location line="+79"/>
        <source>Unrated</source>
        <translation>未评级</translation>
    </message>
    <message numerus="yes">
        <location line="-36"/>
        <source>More filters (%n set)</source>
        <translation>
            <numerusform>更多筛选（已设 %n 项）</numerusform>
        </translation>
    </message>
    <message>
        <location line="+0"/>
        <source>More filters</source>
        <translation>更多筛选</translation>
    </message>
    <message>
        <location line="+10"/>
        <source>Filter offers by provider, GPU, instance type or region</source>
        <translation>按云服务商、GPU、实例规格或地域筛选实例方案</translation>
    </message>
    <message>
        <location line="+1"/>
        <source>Plain text, matched anywhere in a row (not a regular expression)</source>
        <translation>纯文本，匹配整行任意位置（不是正则表达式）</translation>
    </message>
    <message>
        <location line="+2"/>
        <source>All GPU models</source>
        <translation>全部 GPU 型号</translation>
    </message>
    <message>
        <location line="+0"/>
        <source>All vendors</source>
        <translation>全部厂商</translation>
    </message>
    <message>
        <location line="+0"/>
        <source>Any GPU count</source>
        <translation>任意 GPU 数量</translation>
    </message>
    <message>
        <location line="+1"/>
        <source>All provider types</source>
        <translation>全部云服务商类型</translation>
    </message>
    <message>
        <location line="+0"/>
        <source>All regions</source>
        <translation>全部地域</translation>
    </message>
    <message>
        <location line="+0"/>
        <source>All tiers</source>
        <translation>全部评级</translation>
    </message>
    <message>
        <location line="+7"/>
        <source>&amp;Memory at least:</source>
        <translation>显存至少(&amp;M)：</translation>
    </message>
    <message>
        <location line="+2"/>
        <source>no minimum</source>
        <translation>不限下限</translation>
    </message>
    <message>
        <location line="+1"/>
        <source>no maximum</source>
        <translation>不限上限</translation>
    </message>
    <message>
        <location line="+1"/>
        <source>any</source>
        <translation>不限</translation>
    </message>
    <message>
        <location line="+1"/>
        <source>Hide &amp;stale prices</source>
        <translation>隐藏过时价格(&amp;S)</translation>
    </message>
    <message numerus="yes">
        <location line="+1"/>
        <source>Hide prices observed more than %n day(s) ago or on an unknown day</source>
        <translation>
            <numerusform>隐藏观测于 %n 天以前或观测日期未知的价格</numerusform>
        </translation>
    </message>
    <message>
        <location line="+1"/>
        <source>Hide &amp;unpriced</source>
        <translation>隐藏无价格实例方案(&amp;U)</translation>
    </message>
    <message>
        <location line="+1"/>
        <source>Show or hide vendor, GPU count, provider type, region, memory, price, stale and unpriced filters</source>
        <translation>显示或隐藏厂商、GPU 数量、云服务商类型、地域、显存、价格、过时价格和无价格等筛选条件</translation>
    </message>
    <message>
        <location line="+2"/>
        <source>Recommended &amp;only</source>
        <translation>仅显示推荐(&amp;O)</translation>
    </message>
    <message>
        <location line="+1"/>
        <source>Hide the offers the ranking does not recommend: a gate excludes them (Not Recommended or unrated provider, implausible price, the need&apos;s constraints) or they have no comparable price</source>
        <translation>隐藏排名不推荐的实例方案：被某项门槛排除（“不推荐”或未评级的云服务商、价格不可信、未通过需求筛选），或没有可比价格</translation>
    </message>
    <message>
        <location line="-10"/>
        <source>On-demand USD per GPU-hour:</source>
        <translation>按需实例 每 GPU 小时 (USD)：</translation>
    </message>
</context>
<context>
    <name>cg::FinishCostTable</name>
    <message>
        <location filename="../models/scoring/FinishCost.cpp" line="+134"/>
        <source>Cannot run this job: %1.</source>
        <translation>无法运行该作业：%1。</translation>
    </message>
</context>
<context>
    <name>cg::ImportController</name>
    <message>
        <location filename="../ui/importing/ImportController.cpp" line="+59"/>
        <source>&amp;Import price files…</source>
        <translation>导入价格文件(&amp;I)…</translation>
    </message>
    <message>
        <location line="+1"/>
        <source>Import SkyPilot, gpuhunt, CloudGauge CSV or Alibaba/Tencent/Huawei Cloud price-API files into the catalog</source>
        <translation>将 SkyPilot、gpuhunt、CloudGauge CSV 或阿里云/腾讯云/华为云询价接口文件导入数据库</translation>
    </message>
    <message>
        <location line="+5"/>
        <source>The connection to the team catalog was lost during the import. Nothing of the files that failed was written: each file is one transaction, which the server rolled back. Import them again once the connection is back.</source>
        <translation>导入过程中与团队数据库的连接中断。失败的文件没有写入任何内容：每个文件是一个事务，服务器已将其回滚。连接恢复后请重新导入这些文件。</translation>
    </message>
    <message>
        <location line="+17"/>
        <source>Import price files</source>
        <translation>导入价格文件</translation>
    </message>
    <message>
        <location line="+0"/>
        <source>Price files (*.csv *.json);;All files (*)</source>
        <translation>价格文件 (*.csv *.json);;所有文件 (*)</translation>
    </message>
    <message>
        <location line="+18"/>
        <source>Import</source>
        <translation>导入</translation>
    </message>
    <message numerus="yes">
        <location line="+1"/>
        <source>Importing %n file(s)…</source>
        <translation>
            <numerusform>正在导入 %n 个文件…</numerusform>
        </translation>
    </message>
    <message>
        <location line="+1"/>
        <source>Stop</source>
        <translation>停止</translation>
    </message>
    <message>
        <location line="+74"/>
        <source>Older prices</source>
        <translation>较旧的价格</translation>
    </message>
    <message numerus="yes">
        <location line="+1"/>
        <source>%n file(s) hold prices older than the catalog&apos;s for the same provider:
%1

Import them as price history? The newer prices stay current.</source>
        <translation>
            <numerusform>%n 个文件中的价格早于数据库中同一云服务商的价格：
%1

作为历史价格导入吗？较新的价格仍为当前价格。</numerusform>
        </translation>
    </message>
    <message>
        <location line="+13"/>
        <source>Import report</source>
        <translation>导入报告</translation>
    </message>
    <message>
        <location line="+2"/>
        <source>Some files could not be imported; nothing was written from them.</source>
        <translation>部分文件无法导入；这些文件的内容均未写入。</translation>
    </message>
    <message>
        <location line="+1"/>
        <source>Import finished.</source>
        <translation>导入完成。</translation>
    </message>
    <message>
        <location line="+23"/>
        <source>Which provider?</source>
        <translation>哪家云服务商？</translation>
    </message>
    <message>
        <location line="+1"/>
        <source>%1 does not say which provider sold its offers (its folder is not named after a provider).
Choose the provider, or type a new provider key:</source>
        <translation>%1 没有说明其实例方案来自哪家云服务商（所在文件夹不是以云服务商命名的）。
请选择云服务商，或输入新的云服务商标识：</translation>
    </message>
</context>
<context>
    <name>cg::ImportReport</name>
    <message>
        <location filename="../models/import/ImportReportText.cpp" line="+20"/>
        <source>%1: import failed, nothing written: %2</source>
        <translation>%1：导入失败，未写入任何内容：%2</translation>
    </message>
    <message>
        <location line="+2"/>
        <source>%1: already imported (same content, run %2); nothing changed</source>
        <translation>%1：已导入过（内容相同，第 %2 次导入）；没有任何改动</translation>
    </message>
    <message>
        <location line="+2"/>
        <source>%1 (%2, provider %3, as of %4): %5 rows read; %6 GPU offers (%7 new, %8 changed, %9 unchanged); prices %10 new, %11 changed, %12 unchanged; %13 rejected; %14 duplicates collapsed; %15 conflicting; %16 flagged; %17 unmapped GPU names; %18 CPU-only rows skipped</source>
        <translation>%1（%2，云服务商 %3，日期 %4）：读取 %5 行；%6 个 GPU 实例方案（新增 %7，变更 %8，未变 %9）；价格新增 %10，变更 %11，未变 %12；拒绝 %13 行；合并重复 %14 行；冲突 %15 处；标记 %16 个；未对应的 GPU 名称 %17 个；跳过仅 CPU 的行 %18 行</translation>
    </message>
    <message>
        <location line="+3"/>
        <source>per row</source>
        <translation>按行</translation>
    </message>
    <message>
        <location line="+16"/>
        <source>  GPUs priced apart from their host machines: %1 GPU rows composed with %2 host rows (price = GPU + host); %3 GPU rows have no host priced in the file and are imported as &quot;GPU only, host not priced&quot;, not ranked</source>
        <translation>  GPU 与其主机分开计价：%1 个 GPU 行与 %2 个主机行组合（价格 = GPU + 主机）；%3 个 GPU 行在文件中没有主机价格，以“仅 GPU，主机未计价”导入，不参与排名</translation>
    </message>
    <message>
        <location line="+7"/>
        <source>  observed %1 to %2; imported on %3</source>
        <translation>  观测日期 %1 至 %2；导入日期 %3</translation>
    </message>
    <message>
        <location line="+2"/>
        <source>  observation date unknown for %1 of %2 prices (newest lower bound: %3); known dates: %4 to %5; imported on %6</source>
        <translation>  %2 个价格中有 %1 个观测日期未知（最新下限：%3）；已知日期：%4 至 %5；导入日期 %6</translation>
    </message>
    <message>
        <location line="+4"/>
        <location line="+1"/>
        <location line="+1"/>
        <source>none</source>
        <translation>无</translation>
    </message>
    <message>
        <location line="+4"/>
        <source>%1 × %2</source>
        <translation>%1 × %2</translation>
    </message>
    <message>
        <location line="+1"/>
        <source>  left out on purpose: %1</source>
        <translation>  按规则未导入：%1</translation>
    </message>
    <message>
        <location line="+5"/>
        <source>  dated by the document itself: as of %1</source>
        <translation>  日期取自文档本身：截至 %1</translation>
    </message>
    <message>
        <location line="+2"/>
        <source>  observed on %1, the day the vendor&apos;s price service was asked: its answer lists the prices in effect then (the document&apos;s own dates say since when)</source>
        <translation>  观测于 %1，即向云厂商价格服务查询的当天：其答复列出的是当时生效的价格（文档中的日期只表示生效起始日）</translation>
    </message>
    <message>
        <location line="+4"/>
        <source>  no observation date given: the file&apos;s modification date %1 is kept only as the row key (as_of); it is not an observation date and not a lower bound (a file is written after its prices were seen). Give --as-of DATE when you know the date.</source>
        <translation>  未给出观测日期：文件修改日期 %1 仅作为行键（as_of）保存；它既不是观测日期，也不是下限（文件是在价格被观测之后写入的）。如果知道日期，请使用 --as-of DATE。</translation>
    </message>
    <message>
        <location line="+5"/>
        <source>  no longer listed by this source: %1 offers, %2 prices (kept in the history)</source>
        <translation>  此来源已不再列出：%1 个实例方案、%2 个价格（保留在历史中）</translation>
    </message>
    <message>
        <location line="+4"/>
        <source>  %1 prices of this source are not in the file; it looks partial, so they stay offered</source>
        <translation>  此来源有 %1 个价格不在文件中；文件看来不完整，因此它们仍视为在售</translation>
    </message>
    <message>
        <location line="+3"/>
        <source>  watchlist hits: %1 (cloudgauge watch --check lists them)</source>
        <translation>  关注规则触发：%1 次（用 cloudgauge watch --check 查看）</translation>
    </message>
    <message>
        <location filename="../models/import/Plausibility.cpp" line="+114"/>
        <source>line %1: a price of 0 is read as &quot;no list price&quot;, not as free</source>
        <translation>第 %1 行：价格 0 视为“没有公开标价”，而不是免费</translation>
    </message>
    <message>
        <location filename="../models/import/Importer.cpp" line="+275"/>
        <source>line %1: rejected: %2</source>
        <translation>第 %1 行：已拒绝：%2</translation>
    </message>
    <message>
        <location filename="../models/import/ImportStages.cpp" line="+102"/>
        <source>line %1: gpu_model &apos;%2&apos; is not in this catalog; resolving &apos;%3&apos; instead</source>
        <translation>第 %1 行：数据库中没有 gpu_model“%2”；改为按“%3”识别</translation>
    </message>
    <message>
        <location line="+9"/>
        <source>line %1: unmapped GPU: %2 (kept as written)</source>
        <translation>第 %1 行：未对应的 GPU：%2（按原文保留）</translation>
    </message>
    <message>
        <location line="+12"/>
        <source>line %1: %2 GB per GPU exceeds the %3 GB of %4; it is the instance total, divided by %5</source>
        <translation>第 %1 行：每 GPU %2 GB 超过 %4 的 %3 GB；这是整个实例的总量，已除以 %5</translation>
    </message>
    <message>
        <location line="+74"/>
        <source>line %1: suspicious: %2 (%3 GPUs) has the same %4 price as %5 (%6 GPUs): %7 per instance-hour</source>
        <translation>第 %1 行：可疑：%2（%3 个 GPU）与 %5（%6 个 GPU）的 %4 价格相同：每实例小时 %7</translation>
    </message>
    <message>
        <location line="+73"/>
        <source>new provider &apos;%1&apos; added to the catalog</source>
        <translation>数据库中新增了云服务商“%1”</translation>
    </message>
    <message>
        <location filename="../models/import/RowMerge.cpp" line="+42"/>
        <source>GPU %1 vs %2</source>
        <translation>GPU：%1 与 %2</translation>
    </message>
    <message>
        <location line="+2"/>
        <source>GPU memory %1 GB vs %2 GB</source>
        <translation>GPU 显存：%1 GB 与 %2 GB</translation>
    </message>
    <message>
        <location line="+2"/>
        <source>GPU count %1 vs %2</source>
        <translation>GPU 数量：%1 与 %2</translation>
    </message>
    <message>
        <location line="+2"/>
        <source>%1 price %2 vs %3</source>
        <translation>%1 价格：%2 与 %3</translation>
    </message>
    <message>
        <location line="+2"/>
        <source>line %1 and line %2: instance %3 in %4: %5</source>
        <translation>第 %1 行与第 %2 行：实例 %3（%4）：%5</translation>
    </message>
</context>
<context>
    <name>cg::Jurisdiction</name>
    <message>
        <location filename="../models/geo/RegionPlace.cpp" line="+57"/>
        <source>mainland China</source>
        <translation>中国大陆</translation>
    </message>
    <message>
        <location line="+2"/>
        <source>Hong Kong SAR</source>
        <translation>中国香港特别行政区</translation>
    </message>
    <message>
        <location line="+2"/>
        <source>Macao SAR</source>
        <translation>中国澳门特别行政区</translation>
    </message>
    <message>
        <location line="+2"/>
        <source>EU/EEA</source>
        <translation>欧盟/欧洲经济区</translation>
    </message>
</context>
<context>
    <name>cg::MainDocks</name>
    <message>
        <location filename="../ui/MainDocks.cpp" line="+114"/>
        <source>Weights</source>
        <translation>权重</translation>
    </message>
    <message>
        <location line="+1"/>
        <source>Provider ranking</source>
        <translation>云服务商排名</translation>
    </message>
    <message>
        <location line="+1"/>
        <source>Recommendation</source>
        <translation>推荐</translation>
    </message>
    <message>
        <location line="+1"/>
        <source>Details</source>
        <translation>详情</translation>
    </message>
    <message>
        <location line="+1"/>
        <source>Price vs performance</source>
        <translation>价格与性能</translation>
    </message>
    <message>
        <location line="+1"/>
        <source>Reliability</source>
        <translation>可靠性</translation>
    </message>
    <message>
        <location line="+1"/>
        <source>Rank stability</source>
        <translation>排名稳定性</translation>
    </message>
    <message>
        <location line="+1"/>
        <source>Local GPU probe</source>
        <translation>本机 GPU 探测</translation>
    </message>
</context>
<context>
    <name>cg::MainMenus</name>
    <message>
        <location filename="../ui/MainMenus.cpp" line="+173"/>
        <source>Assess %1…</source>
        <translation>评估 %1…</translation>
    </message>
    <message>
        <location line="+8"/>
        <source>&amp;File</source>
        <translation>文件(&amp;F)</translation>
    </message>
    <message>
        <location line="+1"/>
        <source>&amp;Update prices…</source>
        <translation>更新价格(&amp;U)…</translation>
    </message>
    <message>
        <location line="+1"/>
        <source>Get prices from a cloud&apos;s price &amp;API…</source>
        <translation>从云厂商价格接口获取价格(&amp;A)…</translation>
    </message>
    <message>
        <location line="+1"/>
        <source>A script of the Alibaba, Tencent or Huawei Cloud CLI calls that price the catalog&apos;s instance types; CloudGauge runs nothing by itself</source>
        <translation>生成调用阿里云、腾讯云或华为云命令行工具为数据库中实例规格询价的脚本；CloudGauge 自身不执行任何调用</translation>
    </message>
    <message>
        <location line="+3"/>
        <source>Download current prices from the official feeds and public catalogs (nothing is fetched until you ask)</source>
        <translation>从官方价格源和公开数据库下载当前价格（您不要求就不会联网获取任何内容）</translation>
    </message>
    <message>
        <location line="+1"/>
        <source>&amp;Verify prices of the top list…</source>
        <translation>核验前列价格(&amp;V)…</translation>
    </message>
    <message>
        <location line="+1"/>
        <source>Fetch the top offers&apos; prices again from their sources before you sign: confirmed, changed or to check by hand</source>
        <translation>签约前按来源重新获取前列实例方案的价格：已确认、已变动或需人工核对</translation>
    </message>
    <message>
        <location line="+2"/>
        <source>&amp;Export report…</source>
        <translation>导出报告(&amp;E)…</translation>
    </message>
    <message>
        <location line="+1"/>
        <source>Preview the PDF report for management and save it</source>
        <translation>预览面向管理层的 PDF 报告并保存</translation>
    </message>
    <message>
        <location line="+1"/>
        <source>&amp;Quit</source>
        <translation>退出(&amp;Q)</translation>
    </message>
    <message>
        <location line="+2"/>
        <source>&amp;View</source>
        <translation>视图(&amp;V)</translation>
    </message>
    <message>
        <location line="+1"/>
        <source>&amp;Tools</source>
        <translation>工具(&amp;T)</translation>
    </message>
    <message>
        <location line="+1"/>
        <source>&amp;Filter offers</source>
        <translation>筛选实例方案(&amp;F)</translation>
    </message>
    <message>
        <location line="+1"/>
        <source>&amp;Reload catalog</source>
        <translation>重新加载数据库(&amp;R)</translation>
    </message>
    <message>
        <location line="+1"/>
        <source>&amp;Panels</source>
        <translation>面板(&amp;P)</translation>
    </message>
    <message>
        <location line="+1"/>
        <source>&amp;Currency</source>
        <translation>货币(&amp;C)</translation>
    </message>
    <message>
        <location line="+1"/>
        <source>As listed by the source</source>
        <translation>按来源所列货币</translation>
    </message>
    <message>
        <location line="+1"/>
        <source>Reset to &amp;defaults…</source>
        <translation>恢复默认设置(&amp;D)…</translation>
    </message>
    <message>
        <location line="+1"/>
        <source>&amp;What changed…</source>
        <translation>有何变化(&amp;W)…</translation>
    </message>
    <message>
        <location line="+1"/>
        <source>New and removed offers, price changes and rank changes since an import run or a day</source>
        <translation>自某次导入或某日以来的新增和移除实例方案、价格变化与排名变化</translation>
    </message>
    <message>
        <location line="+1"/>
        <source>Run local GPU &amp;probe</source>
        <translation>运行本机 GPU 探测(&amp;P)</translation>
    </message>
    <message>
        <location line="+1"/>
        <source>Measure this computer&apos;s GPU in a separate process and compare it with the catalog</source>
        <translation>在独立进程中测量本机 GPU，并与数据库比较</translation>
    </message>
    <message>
        <location line="+2"/>
        <source>&amp;Language</source>
        <translation>语言(&amp;L)</translation>
    </message>
    <message>
        <location line="+4"/>
        <source>&amp;Workload estimator…</source>
        <translation>工作负载估算(&amp;W)…</translation>
    </message>
    <message>
        <location line="+1"/>
        <source>Edit &amp;need profiles…</source>
        <translation>编辑需求配置(&amp;N)…</translation>
    </message>
    <message>
        <location line="+1"/>
        <source>Edit the hard constraints, scenario and weights of each need profile, or make your own</source>
        <translation>编辑每个需求配置的硬性条件、场景和权重，或创建自己的配置</translation>
    </message>
    <message>
        <location line="+1"/>
        <source>Reserved-term &amp;break-even…</source>
        <translation>预留实例期限盈亏平衡(&amp;B)…</translation>
    </message>
    <message>
        <location line="+2"/>
        <source>The selected offer on-demand against 1 to 36-month terms: committed cost and break-even utilisation</source>
        <translation>所选实例方案的按需实例与 1 至 36 个月期限对比：承诺成本与盈亏平衡利用率</translation>
    </message>
    <message>
        <location line="+1"/>
        <source>Which offer finishes a training run cheapest: GPU-hours, wall time and cost per offer</source>
        <translation>哪个实例方案完成一次训练最便宜：每个实例方案的 GPU 小时、实际耗时与成本</translation>
    </message>
    <message>
        <location line="+1"/>
        <source>Request for &amp;quotation…</source>
        <translation>询价(&amp;Q)…</translation>
    </message>
    <message>
        <location line="+1"/>
        <source>Send providers a questionnaire and quote workbook (XLSX) and import their answers and quotes</source>
        <translation>向云服务商发送问卷和报价工作簿，并导入其答案和报价</translation>
    </message>
    <message>
        <location line="+1"/>
        <source>Regions and &amp;latency…</source>
        <translation>区域与延迟(&amp;L)…</translation>
    </message>
    <message>
        <location line="+1"/>
        <source>Where each region is, how far from your users, and the latency measured from this computer</source>
        <translation>每个区域所在地、与用户的距离，以及从本机测得的延迟</translation>
    </message>
    <message>
        <location line="+1"/>
        <source>&amp;Capacity plan…</source>
        <translation>容量规划(&amp;C)…</translation>
    </message>
    <message>
        <location line="+1"/>
        <source>Commit or not: from the demand you expect, the commitment per term with the lowest cost and the best mix of terms, on demand and spot</source>
        <translation>是否承诺：根据预期需求，给出各期限成本最低的承诺量，以及期限、按需与竞价的最佳组合</translation>
    </message>
    <message>
        <location line="+2"/>
        <source>&amp;Help</source>
        <translation>帮助(&amp;H)</translation>
    </message>
    <message>
        <location line="+1"/>
        <source>&amp;Methodology</source>
        <translation>方法说明(&amp;M)</translation>
    </message>
    <message>
        <location line="+1"/>
        <source>&amp;About CloudGauge</source>
        <translation>关于算力云评(&amp;A)</translation>
    </message>
    <message>
        <location line="+1"/>
        <source>About &amp;Qt</source>
        <translation>关于 &amp;Qt</translation>
    </message>
    <message>
        <location line="+17"/>
        <source>Report saved to %1.</source>
        <translation>报告已保存到 %1。</translation>
    </message>
    <message>
        <location line="+8"/>
        <source>Reset to defaults</source>
        <translation>恢复默认设置</translation>
    </message>
    <message>
        <location line="+1"/>
        <source>Forget the saved weights, language, window layout and column order? The weights return to the balanced preset now; the layout resets at the next start.</source>
        <translation>清除已保存的权重、语言、窗口布局和列顺序吗？权重立即恢复为均衡预设；布局在下次启动时恢复。</translation>
    </message>
    <message>
        <location line="+6"/>
        <source>Settings reset to defaults.</source>
        <translation>设置已恢复为默认值。</translation>
    </message>
    <message>
        <location line="+51"/>
        <source>Ranking for the model: %1.</source>
        <translation>按该模型排名：%1。</translation>
    </message>
    <message>
        <location line="+15"/>
        <source>Need profiles saved.</source>
        <translation>需求配置已保存。</translation>
    </message>
    <message>
        <location line="+8"/>
        <source>Reserved-term break-even</source>
        <translation>预留实例期限盈亏平衡</translation>
    </message>
    <message>
        <location line="+0"/>
        <source>Select an offer in the table first.</source>
        <translation>请先在表格中选择一个实例方案。</translation>
    </message>
    <message>
        <location line="-28"/>
        <location line="+39"/>
        <source>The received quotes could not be read: %1</source>
        <translation>无法读取已收到的报价：%1</translation>
    </message>
    <message>
        <location line="+9"/>
        <source>Methodology</source>
        <translation>方法说明</translation>
    </message>
    <message>
        <location line="+11"/>
        <source>About CloudGauge</source>
        <translation>关于算力云评</translation>
    </message>
    <message>
        <location line="+1"/>
        <source>&lt;h3&gt;CloudGauge %1&lt;/h3&gt;&lt;p&gt;Compare GPU cloud offers: prices per GPU-hour, datasheet performance and published ratings.&lt;/p&gt;&lt;p&gt;Catalog: newest price observed on %2.&lt;/p&gt;&lt;p&gt;Data: SkyPilot catalog (skypilot-org/skypilot-catalog), dstack gpuhunt, vendor datasheets (NVIDIA, AMD, Intel, Google), SemiAnalysis ClusterMAX tiers, and the providers&apos; public price pages, each with its source and date in the catalog.&lt;/p&gt;</source>
        <translation>&lt;h3&gt;算力云评 CloudGauge %1&lt;/h3&gt;&lt;p&gt;比较 GPU 云实例方案：每 GPU 小时价格、数据手册性能与公开评级。&lt;/p&gt;&lt;p&gt;数据库：最新价格观测于 %2。&lt;/p&gt;&lt;p&gt;数据来源：SkyPilot 价格数据库（skypilot-org/skypilot-catalog）、dstack gpuhunt、厂商数据手册（NVIDIA、AMD、Intel、Google）、SemiAnalysis ClusterMAX 评级，以及各云服务商公开的价格页面；每项数据在数据库中都附有来源与日期。&lt;/p&gt;</translation>
    </message>
</context>
<context>
    <name>cg::MainWindow</name>
    <message>
        <location filename="../ui/MainWindow.cpp" line="+227"/>
        <location line="+2"/>
        <location line="+18"/>
        <location line="+24"/>
        <source>Catalog</source>
        <translation>数据库</translation>
    </message>
    <message>
        <location line="-44"/>
        <source>The catalog could not be opened:
%1</source>
        <translation>无法打开数据库：
%1</translation>
    </message>
    <message>
        <location line="-45"/>
        <source>CloudGauge</source>
        <translation>算力云评</translation>
    </message>
    <message>
        <location line="+65"/>
        <location line="+24"/>
        <source>The catalog could not be read:
%1</source>
        <translation>无法读取数据库：
%1</translation>
    </message>
    <message>
        <location line="+9"/>
        <source>The received quotes could not be read: %1</source>
        <translation>无法读取已收到的报价：%1</translation>
    </message>
    <message>
        <location line="-129"/>
        <location line="+16"/>
        <source>That offer is hidden by the current filters.</source>
        <translation>该实例方案被当前筛选条件隐藏。</translation>
    </message>
    <message>
        <location line="-72"/>
        <source>Reading the catalog…</source>
        <translation>正在读取数据库…</translation>
    </message>
    <message>
        <location line="+79"/>
        <source>Shown in Details; the offers table hides it under the current filters.</source>
        <translation>已在“详情”中显示；在当前筛选条件下，实例方案表格中不显示它。</translation>
    </message>
    <message>
        <location line="+10"/>
        <source>Where are your users? Set a location…</source>
        <translation>您的用户在哪里？设置位置…</translation>
    </message>
    <message>
        <location line="+1"/>
        <source>Distances and round-trip floors to every region are measured from it, in the window and the report</source>
        <translation>窗口和报告中到各区域的距离与往返时延下限均以此位置计算</translation>
    </message>
    <message>
        <location line="+31"/>
        <source>New catalog</source>
        <translation>新建数据库</translation>
    </message>
    <message>
        <location line="+1"/>
        <source>%1 does not exist.

Create a new catalog there, a copy of the bundled one? Your other catalogs are not changed.</source>
        <translation>%1 不存在。

是否在此新建一个数据库（内置数据库的副本）？您的其他数据库不会改变。</translation>
    </message>
    <message>
        <location line="+242"/>
        <source>Update prices</source>
        <translation>更新价格</translation>
    </message>
    <message>
        <location line="+0"/>
        <location line="+16"/>
        <source>This window cannot write the catalog: %1</source>
        <translation>此窗口无法写入数据库：%1</translation>
    </message>
    <message>
        <location line="+0"/>
        <source>Verify prices of the top list</source>
        <translation>核验前列价格</translation>
    </message>
    <message>
        <location line="+31"/>
        <source>Stopping the import before closing…</source>
        <translation>正在停止导入，然后关闭…</translation>
    </message>
</context>
<context>
    <name>cg::ModelJob</name>
    <message numerus="yes">
        <location filename="../models/scoring/ModelJob.cpp" line="+83"/>
        <source>a %1-parameter model trained in full (mixed-precision Adam) on %n GPU(s)</source>
        <translation>
            <numerusform>%1 参数模型在 %n 个 GPU 上全参数训练（混合精度 Adam）</numerusform>
        </translation>
    </message>
    <message numerus="yes">
        <location line="+2"/>
        <source>a %1-parameter model fine-tuned with LoRA on %n GPU(s)</source>
        <translation>
            <numerusform>%1 参数模型在 %n 个 GPU 上以 LoRA 微调</numerusform>
        </translation>
    </message>
    <message numerus="yes">
        <location line="+2"/>
        <source>a %1-parameter model fine-tuned with QLoRA on %n GPU(s)</source>
        <translation>
            <numerusform>%1 参数模型在 %n 个 GPU 上以 QLoRA 微调</numerusform>
        </translation>
    </message>
    <message numerus="yes">
        <location line="+2"/>
        <source>a %1-parameter model served in BF16 on %n GPU(s)</source>
        <translation>
            <numerusform>%1 参数模型在 %n 个 GPU 上以 BF16 推理</numerusform>
        </translation>
    </message>
</context>
<context>
    <name>cg::NeedProfile</name>
    <message>
        <location filename="../models/scoring/NeedConstraints.cpp" line="+80"/>
        <source>memory per GPU unknown</source>
        <translation>每 GPU 显存未知</translation>
    </message>
    <message>
        <location line="+2"/>
        <source>%1 GB per GPU; needs at least %2 GB</source>
        <translation>每 GPU 显存 %1 GB；至少需要 %2 GB</translation>
    </message>
    <message>
        <location line="+4"/>
        <source>GPUs per instance unknown</source>
        <translation>每实例 GPU 数未知</translation>
    </message>
    <message>
        <location line="+3"/>
        <source>GPUs per instance: %1; needs at least %2</source>
        <translation>每实例 GPU 数：%1；至少需要 %2</translation>
    </message>
    <message>
        <location line="+2"/>
        <source>GPUs per instance: %1; needs at most %2</source>
        <translation>每实例 GPU 数：%1；最多允许 %2</translation>
    </message>
    <message>
        <location line="+5"/>
        <source>memory bandwidth unknown</source>
        <translation>显存带宽未知</translation>
    </message>
    <message>
        <location line="+2"/>
        <source>%1 GB/s memory bandwidth; needs at least %2 GB/s</source>
        <translation>显存带宽 %1 GB/s；至少需要 %2 GB/s</translation>
    </message>
    <message>
        <location line="+5"/>
        <source>FP32 throughput unknown</source>
        <translation>FP32 算力未知</translation>
    </message>
    <message>
        <location line="+2"/>
        <source>%1 FP32 TFLOPS; needs at least %2</source>
        <translation>FP32 算力 %1 TFLOPS；至少需要 %2</translation>
    </message>
    <message>
        <location line="+5"/>
        <source>GPU-to-GPU interconnect unknown</source>
        <translation>GPU 间互联未知</translation>
    </message>
    <message>
        <location line="+2"/>
        <source>%1 only; needs a fast GPU-to-GPU interconnect (%2)</source>
        <translation>仅有 %1；需要高速 GPU 间互联（%2）</translation>
    </message>
    <message>
        <location line="+3"/>
        <source>no datasheet dense BF16 figure</source>
        <translation>数据手册中无稠密 BF16 算力</translation>
    </message>
    <message>
        <location line="+2"/>
        <source>no datasheet FP8 figure</source>
        <translation>数据手册中无 FP8 算力</translation>
    </message>
    <message>
        <location line="+2"/>
        <source>FP64 throughput is not in the catalog</source>
        <translation>数据库中没有 FP64 算力数据</translation>
    </message>
    <message>
        <location line="+3"/>
        <source>price observed on an unknown day; needs one observed on or after %1</source>
        <translation>价格的观测日期未知；要求在 %1 或之后观测到的价格</translation>
    </message>
    <message>
        <location line="+2"/>
        <source>price observed on %1; needs one observed on or after %2</source>
        <translation>价格观测于 %1；要求在 %2 或之后观测到的价格</translation>
    </message>
    <message>
        <location line="+15"/>
        <source>no round trip measured to region %1 from your network (cloudgauge latency); needs at most %2 ms</source>
        <translation>没有从您的网络测量到区域 %1 的往返时延（cloudgauge latency）；要求不超过 %2 毫秒</translation>
    </message>
    <message>
        <location line="+3"/>
        <source>round trip to region %1 %2 ms (TCP connect, measured %3); needs at most %4 ms</source>
        <translation>到区域 %1 的往返时延 %2 毫秒（TCP 连接，测量于 %3）；要求不超过 %4 毫秒</translation>
    </message>
    <message>
        <location line="+10"/>
        <source>at least %1 GB of memory per GPU</source>
        <translation>每 GPU 显存至少 %1 GB</translation>
    </message>
    <message>
        <location line="+2"/>
        <source>%1 GPUs per instance</source>
        <translation>每实例 %1 个 GPU</translation>
    </message>
    <message>
        <location line="+3"/>
        <source>at least %1 GPUs per instance</source>
        <translation>每实例至少 %1 个 GPU</translation>
    </message>
    <message>
        <location line="+2"/>
        <source>at most %1 GPUs per instance</source>
        <translation>每实例最多 %1 个 GPU</translation>
    </message>
    <message>
        <location line="+3"/>
        <source>at least %1 GB/s of memory bandwidth per GPU</source>
        <translation>每 GPU 显存带宽至少 %1 GB/s</translation>
    </message>
    <message>
        <location line="+2"/>
        <source>at least %1 FP32 TFLOPS per GPU</source>
        <translation>每 GPU FP32 算力至少 %1 TFLOPS</translation>
    </message>
    <message>
        <location line="+2"/>
        <source>a fast GPU-to-GPU interconnect (NVLink on SXM and NVL parts, AMD Infinity Fabric, Google TPU ICI; PCIe-only parts do not qualify)</source>
        <translation>高速 GPU 间互联（SXM 与 NVL 型号的 NVLink、AMD Infinity Fabric、Google TPU ICI；仅有 PCIe 的型号不符合）</translation>
    </message>
    <message>
        <location line="+3"/>
        <source>a datasheet dense BF16 figure</source>
        <translation>数据手册给出的稠密 BF16 算力</translation>
    </message>
    <message>
        <location line="+2"/>
        <source>a datasheet FP8 figure</source>
        <translation>数据手册给出的 FP8 算力</translation>
    </message>
    <message>
        <location line="+2"/>
        <source>FP64 throughput (the catalog has no FP64 figures yet, so no offer qualifies)</source>
        <translation>FP64 算力（数据库中尚无 FP64 数据，因此没有实例方案符合）</translation>
    </message>
    <message>
        <location line="+2"/>
        <source>an on-demand price observed on or after %1 (a known date)</source>
        <translation>按需价格在 %1 或之后（已知日期）观测到</translation>
    </message>
    <message>
        <location line="+7"/>
        <source>a published %1 (held for the whole platform)</source>
        <translation>公开的 %1（覆盖整个平台）</translation>
    </message>
    <message>
        <location line="+3"/>
        <source>a round trip of at most %1 ms from your network, as measured (TCP connect)</source>
        <translation>从您的网络实测的往返时延不超过 %1 毫秒（TCP 连接）</translation>
    </message>
    <message>
        <location filename="../models/scoring/NeedProfile.cpp" line="+48"/>
        <source>LLM pretraining</source>
        <translation>大模型预训练</translation>
    </message>
    <message>
        <location line="+1"/>
        <source>Pretraining a large language model across many nodes: memory per GPU, BF16 throughput and a fast interconnect decide; price-performance, networking and reliability rank.</source>
        <translation>跨多个节点预训练大语言模型：每 GPU 显存、BF16 算力和高速互联是硬性条件；按性价比、网络和可靠性排序。</translation>
    </message>
    <message>
        <location line="+2"/>
        <source>CloudGauge&apos;s own profile. 80 GB per GPU follows from 16 bytes per parameter for mixed-precision Adam (Rajbhandari et al., &quot;ZeRO&quot;, SC&apos;20, https://arxiv.org/abs/1910.02054, section 3.1); 8 GPUs per instance is one HGX or OAM node.</source>
        <translation>算力云评自定的需求配置。每 GPU 80 GB 源自混合精度 Adam 每个参数需 16 字节（Rajbhandari 等，“ZeRO”，SC&apos;20，https://arxiv.org/abs/1910.02054，第 3.1 节）；每实例 8 个 GPU 即一个 HGX 或 OAM 节点。</translation>
    </message>
    <message>
        <location line="+4"/>
        <source>Fine-tuning</source>
        <translation>微调</translation>
    </message>
    <message>
        <location line="+1"/>
        <source>Fine-tuning an existing model on one node: enough memory for the model and its optimizer state.</source>
        <translation>在单个节点上微调现有模型：显存须容纳模型及其优化器状态。</translation>
    </message>
    <message>
        <location line="+1"/>
        <source>CloudGauge&apos;s own profile. Full fine-tuning of a 7B model needs 112 GB of mixed-precision Adam state (16 bytes per parameter, ZeRO, SC&apos;20), 28 GB per GPU over 4 GPUs: 40 GB per GPU leaves room for activations.</source>
        <translation>算力云评自定的需求配置。全量微调 7B 模型需要 112 GB 的混合精度 Adam 状态（每个参数 16 字节，ZeRO，SC&apos;20），分到 4 个 GPU 上为每 GPU 28 GB：每 GPU 40 GB 为激活值留出余量。</translation>
    </message>
    <message>
        <location line="+3"/>
        <source>Inference serving</source>
        <translation>推理服务</translation>
    </message>
    <message>
        <location line="+1"/>
        <source>Serving a trained model: cost per token decides. Decoding is bound by memory bandwidth, so true cost and bandwidth per dollar carry the most weight.</source>
        <translation>部署已训练的模型：每 token 成本是关键。解码受显存带宽限制，因此总拥有成本和每美元显存带宽的权重最高。</translation>
    </message>
    <message>
        <location line="+2"/>
        <source>CloudGauge&apos;s own profile. BF16 weights take 2 bytes per parameter, × 1.2 for the KV cache and activations (CloudGauge&apos;s assumption): an 8B model needs 19.2 GB, hence 24 GB per GPU. BF16 rather than FP8: every serving stack runs BF16 weights, and FP8 is an option that parts without it (A100) do not need.</source>
        <translation>算力云评自定的需求配置。BF16 权重每个参数占 2 字节，再乘以 1.2 计入 KV 缓存和激活值（算力云评的假设）：8B 模型需要 19.2 GB，因此要求每 GPU 24 GB。选择 BF16 而非 FP8：所有推理框架都能运行 BF16 权重，FP8 只是可选项，不支持 FP8 的型号（A100）并不需要它。</translation>
    </message>
    <message>
        <location line="+4"/>
        <source>Rendering</source>
        <translation>渲染</translation>
    </message>
    <message>
        <location line="+1"/>
        <source>Rendering and graphics compute: memory bandwidth and FP32 throughput decide.</source>
        <translation>渲染与图形计算：显存带宽和 FP32 算力是关键。</translation>
    </message>
    <message>
        <location line="+1"/>
        <source>CloudGauge&apos;s own profile. The thresholds leave out inference cards such as the L4 (300 GB/s) and the T4 (16 GB, 8.1 FP32 TFLOPS).</source>
        <translation>算力云评自定的需求配置。这些门槛排除了 L4（300 GB/s）和 T4（16 GB，8.1 FP32 TFLOPS）等推理卡。</translation>
    </message>
    <message>
        <location line="+3"/>
        <source>Scientific computing (FP64)</source>
        <translation>科学计算（FP64）</translation>
    </message>
    <message>
        <location line="+0"/>
        <source>Simulation and other HPC work in double precision.</source>
        <translation>以双精度进行的仿真及其他 HPC 计算。</translation>
    </message>
    <message>
        <location line="+1"/>
        <source>CloudGauge&apos;s own profile. FP64 throughput is not in the catalog, so no offer qualifies until datasheet FP64 figures are imported; no figure is guessed.</source>
        <translation>算力云评自定的需求配置。数据库中没有 FP64 算力数据，因此在导入数据手册的 FP64 数据之前没有实例方案符合；不会猜测任何数值。</translation>
    </message>
    <message>
        <location line="+101"/>
        <source>No hard constraints.</source>
        <translation>无硬性条件。</translation>
    </message>
    <message>
        <location line="+2"/>
        <source>Needs %1.</source>
        <translation>需要：%1。</translation>
    </message>
    <message>
        <location line="+0"/>
        <source>; </source>
        <translation>；</translation>
    </message>
    <message>
        <location line="+2"/>
        <source>A profile defined locally.</source>
        <translation>本地定义的需求配置。</translation>
    </message>
    <message>
        <location line="+2"/>
        <source>Edited locally from the built-in profile.</source>
        <translation>已在本地基于内置需求配置修改。</translation>
    </message>
</context>
<context>
    <name>cg::NeedProfileDialog</name>
    <message>
        <location filename="../ui/NeedProfileDialog.cpp" line="+44"/>
        <source>Need profiles</source>
        <translation>需求配置</translation>
    </message>
    <message>
        <location line="+7"/>
        <source>&amp;New from selected</source>
        <translation>以所选为基础新建(&amp;N)</translation>
    </message>
    <message>
        <location line="+15"/>
        <source>no minimum</source>
        <translation>不限下限</translation>
    </message>
    <message>
        <location line="+1"/>
        <location line="+2"/>
        <source>no maximum</source>
        <translation>不限上限</translation>
    </message>
    <message>
        <location line="+1"/>
        <source>The round trip from your network to the offer&apos;s region, as Tools → Regions and latency… measured it (median TCP connect). A region never measured is listed apart, with the reason.</source>
        <translation>从您的网络到实例方案所在区域的往返时延，以“工具 → 区域与延迟…”的测量为准（TCP 连接的中位数）。从未测量过的区域会单独列出，并说明原因。</translation>
    </message>
    <message>
        <location line="+2"/>
        <source>Fast GPU interconnect (NVLink, Infinity Fabric, ICI)</source>
        <translation>高速 GPU 互连（NVLink、Infinity Fabric、ICI）</translation>
    </message>
    <message>
        <location line="+1"/>
        <source>Dense BF16 figure</source>
        <translation>有稠密 BF16 算力数值</translation>
    </message>
    <message>
        <location line="+1"/>
        <source>FP8 figure</source>
        <translation>有 FP8 算力数值</translation>
    </message>
    <message>
        <location line="+1"/>
        <source>FP64 figure (the catalog has none yet)</source>
        <translation>有 FP64 算力数值（数据库中尚无此数据）</translation>
    </message>
    <message>
        <location line="+2"/>
        <source>Anywhere</source>
        <translation>不限</translation>
    </message>
    <message>
        <location line="+1"/>
        <source>Data stays in mainland China</source>
        <translation>数据留在中国大陆</translation>
    </message>
    <message>
        <location line="+1"/>
        <source>Data stays outside mainland China</source>
        <translation>数据留在中国大陆以外</translation>
    </message>
    <message>
        <location line="+1"/>
        <source>Data stays in the EU/EEA</source>
        <translation>数据留在欧盟/欧洲经济区</translation>
    </message>
    <message>
        <location line="+1"/>
        <source>Data stays in these countries:</source>
        <translation>数据留在以下国家或地区：</translation>
    </message>
    <message>
        <location line="+1"/>
        <source>A region whose place is unknown never meets a residency rule: it is listed apart, with the reason.</source>
        <translation>位置未知的区域永远不满足数据驻留规则：它会单独列出，并注明原因。</translation>
    </message>
    <message>
        <location line="+2"/>
        <source>ISO country codes, e.g. DE,FR,NL</source>
        <translation>ISO 国家代码，例如 DE,FR,NL</translation>
    </message>
    <message>
        <location line="+2"/>
        <source>none required; e.g. iso27001, soc2:type2, mlps:3</source>
        <translation>不要求；例如 iso27001, soc2:type2, mlps:3</translation>
    </message>
    <message>
        <location line="+8"/>
        <source>Large pretraining (1,024 GPUs, hot spare)</source>
        <translation>大规模预训练（1,024 个 GPU，热备）</translation>
    </message>
    <message>
        <location line="+1"/>
        <source>Research (64 GPUs, cold spare)</source>
        <translation>研究（64 个 GPU，冷备）</translation>
    </message>
    <message>
        <location line="+1"/>
        <source>Inference (8 GPUs, fault tolerant)</source>
        <translation>推理（8 个 GPU，容错）</translation>
    </message>
    <message>
        <location line="+3"/>
        <source>Use the window&apos;s &amp;weights</source>
        <translation>使用主窗口的权重(&amp;W)</translation>
    </message>
    <message>
        <location line="+3"/>
        <source>&amp;Name:</source>
        <translation>名称(&amp;N)：</translation>
    </message>
    <message>
        <location line="+1"/>
        <source>&amp;Memory per GPU at least:</source>
        <translation>每 GPU 显存至少(&amp;M)：</translation>
    </message>
    <message>
        <location line="+1"/>
        <source>GPUs per instance at &amp;least:</source>
        <translation>每实例 GPU 数至少(&amp;L)：</translation>
    </message>
    <message>
        <location line="+1"/>
        <source>GPUs per instance at m&amp;ost:</source>
        <translation>每实例 GPU 数至多(&amp;O)：</translation>
    </message>
    <message>
        <location line="+1"/>
        <source>Memory &amp;bandwidth at least:</source>
        <translation>显存带宽至少(&amp;B)：</translation>
    </message>
    <message>
        <location line="+1"/>
        <source>&amp;FP32 at least:</source>
        <translation>FP32 算力至少(&amp;F)：</translation>
    </message>
    <message>
        <location line="+5"/>
        <source>&amp;Residency:</source>
        <translation>数据驻留(&amp;R)：</translation>
    </message>
    <message>
        <location line="+1"/>
        <source>C&amp;ertifications:</source>
        <translation>认证(&amp;E)：</translation>
    </message>
    <message>
        <location line="+1"/>
        <source>Round &amp;trip at most:</source>
        <translation>往返时延不超过(&amp;T)：</translation>
    </message>
    <message>
        <location line="+1"/>
        <source>True-cost &amp;scenario:</source>
        <translation>总拥有成本场景(&amp;S)：</translation>
    </message>
    <message>
        <location line="+1"/>
        <source>Weights:</source>
        <translation>权重：</translation>
    </message>
    <message>
        <location line="+54"/>
        <source>%1 %2 %</source>
        <translation>%1 %2 %</translation>
    </message>
    <message>
        <location line="+1"/>
        <source>, </source>
        <translation>，</translation>
    </message>
    <message>
        <location line="+82"/>
        <source>Certifications the provider must publish for its whole platform (`cloudgauge compliance` lists them with their sources). A provider with none on record, one in progress or one for part of its platform is listed apart, with the reason.</source>
        <translation>云服务商必须为整个平台公开的认证（`cloudgauge compliance` 列出各项认证及其来源）。没有记录、仍在进行中或只覆盖部分平台的云服务商会单独列出，并说明原因。</translation>
    </message>
    <message>
        <location line="+26"/>
        <source>My profile %1</source>
        <translation>我的配置 %1</translation>
    </message>
    <message>
        <location line="+35"/>
        <source>%1 (own)</source>
        <translation>%1（自建）</translation>
    </message>
    <message>
        <location line="+2"/>
        <source>%1 (edited)</source>
        <translation>%1（已修改）</translation>
    </message>
    <message>
        <location line="+8"/>
        <source>&amp;Restore built-in</source>
        <translation>恢复内置配置(&amp;R)</translation>
    </message>
    <message>
        <location line="+0"/>
        <source>&amp;Delete</source>
        <translation>删除(&amp;D)</translation>
    </message>
</context>
<context>
    <name>cg::OfferDetails</name>
    <message>
        <location filename="../models/scoring/OfferDetails.cpp" line="+49"/>
        <source>Not recommended:</source>
        <translation>不推荐：</translation>
    </message>
    <message>
        <location line="+3"/>
        <source>Recommended: it passes every check that is switched on.</source>
        <translation>推荐：通过了所有已开启的检查。</translation>
    </message>
    <message>
        <location line="+5"/>
        <source>Recommended: rank %1 of %2.</source>
        <translation>推荐：排名第 %1（共 %2）。</translation>
    </message>
    <message>
        <location line="+5"/>
        <source>#%1 (%2) would tie it if its price fell from USD %3 to USD %4 per GPU-hour, all else unchanged.</source>
        <translation>若第 %1 名（%2）的价格从每 GPU 小时 %3 美元降至 %4 美元、其余不变，则与之持平。</translation>
    </message>
    <message>
        <location line="+4"/>
        <source>#%1 (%2) cannot overtake it on price alone.</source>
        <translation>第 %1 名（%2）仅靠降价无法超越它。</translation>
    </message>
    <message>
        <location line="+6"/>
        <source>Recommended: this provider&apos;s %1 ranks %2 of %3 in its best configuration, %4 in %5.</source>
        <translation>推荐：该云服务商的 %1 以最佳配置（%5 地域的 %4）排名第 %2（共 %3）。</translation>
    </message>
    <message>
        <location line="+13"/>
        <source>It would fail these checks, which are switched off:</source>
        <translation>以下检查已关闭，否则本实例方案不会通过：</translation>
    </message>
    <message>
        <location line="+8"/>
        <source>Data quality: no warnings.</source>
        <translation>数据质量：无警告。</translation>
    </message>
    <message>
        <location line="+7"/>
        <source>Data quality: low confidence.</source>
        <translation>数据质量：可信度低。</translation>
    </message>
    <message>
        <location line="+0"/>
        <source>Data quality: medium confidence.</source>
        <translation>数据质量：可信度中等。</translation>
    </message>
    <message>
        <location line="+11"/>
        <source>not yet: the catalog holds no acceptance run of a node rented as this offer (user guide: Check the node you rented)</source>
        <translation>尚未检验：数据库中没有按此实例方案租用的节点的验收检验（见用户指南“检验租用的节点”）</translation>
    </message>
    <message>
        <location line="+2"/>
        <source>failed</source>
        <translation>未通过</translation>
    </message>
    <message>
        <location line="+1"/>
        <source>passed with warnings</source>
        <translation>通过，但有警告</translation>
    </message>
    <message>
        <location line="+1"/>
        <source>passed</source>
        <translation>通过</translation>
    </message>
    <message>
        <location line="+1"/>
        <source>nothing could be checked</source>
        <translation>没有可检验的项目</translation>
    </message>
    <message>
        <location line="+1"/>
        <source>%1, measured %2 on host %3 (%4 run): %5 passed, %6 warned, %7 failed, %8 skipped</source>
        <translation>%1，%2 在主机 %3 上测得（%4 级检验）：%5 项通过，%6 项警告，%7 项未通过，%8 项跳过</translation>
    </message>
    <message>
        <location line="+1"/>
        <source>unnamed</source>
        <translation>未命名</translation>
    </message>
    <message>
        <location line="+10"/>
        <source>Failed: %1: %2</source>
        <translation>未通过：%1：%2</translation>
    </message>
    <message>
        <location line="+0"/>
        <source>Warned: %1: %2</source>
        <translation>警告：%1：%2</translation>
    </message>
    <message>
        <location line="+7"/>
        <source>Select an offer to see every field with its source and date.</source>
        <translation>选择一个实例方案，查看每个字段及其来源与日期。</translation>
    </message>
    <message>
        <location line="+22"/>
        <source>none in the source</source>
        <translation>来源中没有</translation>
    </message>
    <message>
        <location line="+4"/>
        <source>no list price</source>
        <translation>无公开价格</translation>
    </message>
    <message>
        <location line="+2"/>
        <source>%1 %2 per instance-hour, %1 %3 per GPU-hour; observed %4, imported %5</source>
        <translation>每实例小时 %1 %2，每 GPU 小时 %1 %3；观测日期 %4，导入日期 %5</translation>
    </message>
    <message>
        <location line="+2"/>
        <source>on an unknown day</source>
        <translation>未知</translation>
    </message>
    <message>
        <location line="+8"/>
        <source>Region</source>
        <translation>地域</translation>
    </message>
    <message>
        <location line="+1"/>
        <source>GPU</source>
        <translation>GPU</translation>
    </message>
    <message>
        <location line="+2"/>
        <source>Written in the source as</source>
        <translation>来源中的写法</translation>
    </message>
    <message>
        <location line="+1"/>
        <source>On-demand</source>
        <translation>按需实例</translation>
    </message>
    <message>
        <location line="+1"/>
        <source>Spot</source>
        <translation>竞价实例</translation>
    </message>
    <message>
        <location line="+1"/>
        <source>Dense BF16 per GPU</source>
        <translation>每 GPU 稠密 BF16 算力</translation>
    </message>
    <message>
        <location line="+1"/>
        <source>Dense FP8 per GPU</source>
        <translation>每 GPU 稠密 FP8 算力</translation>
    </message>
    <message>
        <location line="+1"/>
        <source>FP32 per GPU</source>
        <translation>每 GPU FP32 算力</translation>
    </message>
    <message>
        <location line="+1"/>
        <source>Memory bandwidth per GPU</source>
        <translation>每 GPU 显存带宽</translation>
    </message>
    <message>
        <location line="+2"/>
        <location line="+4"/>
        <source>Memory per GPU</source>
        <translation>每 GPU 显存</translation>
    </message>
    <message>
        <location line="-3"/>
        <source>%1 GB as the source states (datasheet: %2 GB)</source>
        <translation>%1 GB（来源所述；数据手册：%2 GB）</translation>
    </message>
    <message>
        <location line="+4"/>
        <source>Datasheet</source>
        <translation>数据手册</translation>
    </message>
    <message>
        <location line="+0"/>
        <source>none verified</source>
        <translation>无经核实的数据</translation>
    </message>
    <message>
        <location line="+1"/>
        <source>vCPUs / RAM</source>
        <translation>vCPU / 内存</translation>
    </message>
    <message>
        <location line="+4"/>
        <source>Runs on</source>
        <translation>实际运行于</translation>
    </message>
    <message>
        <location line="+2"/>
        <source>Import flags</source>
        <translation>导入标记</translation>
    </message>
    <message>
        <location line="+6"/>
        <source>ClusterMAX history</source>
        <translation>ClusterMAX 评级历史</translation>
    </message>
    <message>
        <location line="+0"/>
        <source>not rated</source>
        <translation>未评级</translation>
    </message>
    <message>
        <location line="+2"/>
        <source>Published compute SLA</source>
        <translation>公开的计算 SLA</translation>
    </message>
    <message>
        <location line="+6"/>
        <source>%1: in progress</source>
        <translation>%1：进行中</translation>
    </message>
    <message>
        <location line="+2"/>
        <source>%1: claimed, no audit named</source>
        <translation>%1：自称符合，未说明审计</translation>
    </message>
    <message>
        <location line="+2"/>
        <source>%1 (only %2)</source>
        <translation>%1（仅%2）</translation>
    </message>
    <message>
        <location line="+6"/>
        <source>Certifications</source>
        <translation>认证</translation>
    </message>
    <message>
        <location line="+0"/>
        <source>none on record (none found in the provider&apos;s published pages)</source>
        <translation>没有记录（在云服务商公开的页面中未找到）</translation>
    </message>
    <message>
        <location line="+1"/>
        <source>Checked on a rented node</source>
        <translation>在租用节点上的检验</translation>
    </message>
    <message>
        <location line="+10"/>
        <source>Charges besides the GPU</source>
        <translation>GPU 以外的费用</translation>
    </message>
    <message>
        <location line="+0"/>
        <source>none published that CloudGauge has found</source>
        <translation>CloudGauge 未找到公开的费用</translation>
    </message>
    <message>
        <location line="+3"/>
        <source>True cost (%1)</source>
        <translation>总拥有成本（%1）</translation>
    </message>
    <message>
        <location line="+1"/>
        <source>USD %1 per useful GPU-hour; goodput expense %2 % (%3)</source>
        <translation>每有效 GPU 小时 USD %1；goodput 损失 %2 %（%3）</translation>
    </message>
    <message>
        <location line="+20"/>
        <source>assessed %1</source>
        <translation>%1 评估</translation>
    </message>
    <message>
        <location line="+4"/>
        <source>tier default (saved)</source>
        <translation>评级默认值（已保存）</translation>
    </message>
    <message>
        <location line="+3"/>
        <source>published tier</source>
        <translation>公开评级</translation>
    </message>
    <message>
        <location line="+10"/>
        <source>no data</source>
        <translation>无数据</translation>
    </message>
    <message>
        <location line="+0"/>
        <source>no data (counts as %1)</source>
        <translation>无数据（按 %1 计）</translation>
    </message>
    <message>
        <location line="+7"/>
        <source>Score %1 (%2 % of the weight backed by data)</source>
        <translation>得分 %1（%2 % 的权重有数据支撑）</translation>
    </message>
    <message>
        <location line="+3"/>
        <source>Not ranked: no comparable on-demand price</source>
        <translation>未排名：没有可比较的按需实例价格</translation>
    </message>
    <message>
        <location line="+3"/>
        <source>Criterion</source>
        <translation>评估项</translation>
    </message>
    <message>
        <location line="+0"/>
        <source>Weight</source>
        <translation>权重</translation>
    </message>
    <message>
        <location line="+0"/>
        <source>Score</source>
        <translation>得分</translation>
    </message>
    <message>
        <location line="+0"/>
        <source>Contribution</source>
        <translation>贡献</translation>
    </message>
    <message>
        <location line="+0"/>
        <source>Source</source>
        <translation>来源</translation>
    </message>
    <message>
        <location line="+3"/>
        <source>%1 of 10 ClusterMAX categories are assessed (see Source); the others use the published tier&apos;s points, or have no data.</source>
        <translation>ClusterMAX 的 10 个类别中已评估 %1 个（见“来源”）；其余使用公开评级的分值，或无数据。</translation>
    </message>
    <message>
        <location line="+5"/>
        <source>The ClusterMAX category scores are the points of the provider&apos;s latest published tier: no assessment has been entered for it.</source>
        <translation>ClusterMAX 各类别得分取自该云服务商最新公开评级的分值：尚未为其录入评估。</translation>
    </message>
    <message>
        <location line="+4"/>
        <source>Assess this provider…</source>
        <translation>评估该云服务商…</translation>
    </message>
</context>
<context>
    <name>cg::OfferTableModel</name>
    <message>
        <location filename="../models/itemmodels/OfferTableModel.cpp" line="+338"/>
        <source>The source lists only a spot price for this offer.</source>
        <translation>来源只列出了该实例方案的竞价实例价格。</translation>
    </message>
    <message>
        <location line="+1"/>
        <source>The source lists no on-demand price for this offer.</source>
        <translation>来源未列出该实例方案的按需实例价格。</translation>
    </message>
    <message>
        <location line="+3"/>
        <source>The source lists no spot price for this offer.</source>
        <translation>来源未列出该实例方案的竞价实例价格。</translation>
    </message>
    <message>
        <location line="+2"/>
        <source>Unknown accelerator name; kept as written.</source>
        <translation>未知的加速器名称；按原文保留。</translation>
    </message>
    <message>
        <location line="+3"/>
        <source>The accelerator is not mapped to a known model.</source>
        <translation>该加速器未对应到已知型号。</translation>
    </message>
    <message>
        <location line="+1"/>
        <source>No vendor datasheet figure has been verified for %1.</source>
        <translation>%1 尚无经核实的厂商数据手册数值。</translation>
    </message>
    <message>
        <location line="+2"/>
        <source>Neither the datasheet nor the source gives the memory per GPU.</source>
        <translation>数据手册和来源都未给出每 GPU 显存。</translation>
    </message>
    <message>
        <location line="+4"/>
        <source>SemiAnalysis ClusterMAX has not rated this provider.</source>
        <translation>SemiAnalysis ClusterMAX 尚未评级该云服务商。</translation>
    </message>
    <message>
        <location line="+2"/>
        <source>No price, so no price date.</source>
        <translation>没有价格，因此没有价格日期。</translation>
    </message>
    <message>
        <location line="+13"/>
        <source>%1 (runs on %2)</source>
        <translation>%1（运行于 %2）</translation>
    </message>
    <message numerus="yes">
        <location line="+39"/>
        <source>%n day(s), stale</source>
        <translation>
            <numerusform>%n 天，已过时</numerusform>
        </translation>
    </message>
    <message numerus="yes">
        <location line="+0"/>
        <source>%n day(s)</source>
        <translation>
            <numerusform>%n 天</numerusform>
        </translation>
    </message>
    <message>
        <location line="+16"/>
        <source>%1 · quote</source>
        <comment>a quote was received for this offer</comment>
        <translation>%1 · 报价</translation>
    </message>
    <message>
        <location line="+21"/>
        <source>GPU only, host not priced: the price is the GPU&apos;s alone, so the offer is not ranked. Observed %1, source: %2</source>
        <translation>仅 GPU，主机未计价：该价格只是 GPU 的价格，因此该实例方案不参与排名。观测日期 %1，来源：%2</translation>
    </message>
    <message>
        <location line="+24"/>
        <source>Written in the source as &apos;%1&apos;. Import flags: %2</source>
        <translation>来源中写作“%1”。导入标记：%2</translation>
    </message>
    <message>
        <location line="+2"/>
        <source>Written in the source as &apos;%1&apos;</source>
        <translation>来源中写作“%1”</translation>
    </message>
    <message>
        <location line="+18"/>
        <source>Provider</source>
        <translation>云服务商</translation>
    </message>
    <message>
        <location line="+2"/>
        <source>GPU</source>
        <translation>GPU</translation>
    </message>
    <message>
        <location line="+2"/>
        <source>GPUs</source>
        <translation>GPU 数量</translation>
    </message>
    <message>
        <location line="+2"/>
        <source>Instance type</source>
        <translation>实例规格</translation>
    </message>
    <message>
        <location line="+2"/>
        <source>Region</source>
        <translation>地域</translation>
    </message>
    <message>
        <location line="+2"/>
        <source>On-demand per GPU-hour</source>
        <translation>按需实例 每 GPU 小时</translation>
    </message>
    <message>
        <location line="+2"/>
        <source>On-demand per instance-hour</source>
        <translation>按需实例 每实例小时</translation>
    </message>
    <message>
        <location line="+2"/>
        <source>Spot per GPU-hour</source>
        <translation>竞价实例 每 GPU 小时</translation>
    </message>
    <message>
        <location line="+4"/>
        <source>Dense BF16 (TFLOPS)</source>
        <translation>稠密 BF16 算力 (TFLOPS)</translation>
    </message>
    <message>
        <location line="+2"/>
        <source>Memory bandwidth (GB/s)</source>
        <translation>显存带宽 (GB/s)</translation>
    </message>
    <message>
        <location line="+2"/>
        <source>Memory per GPU (GB)</source>
        <translation>每 GPU 显存 (GB)</translation>
    </message>
    <message>
        <location line="+4"/>
        <source>ClusterMAX tier</source>
        <translation>ClusterMAX 评级</translation>
    </message>
    <message>
        <location line="+2"/>
        <source>Price age</source>
        <translation>价格时效</translation>
    </message>
    <message>
        <location line="-165"/>
        <source>Not ranked: no comparable on-demand price (missing, zero in the source, or no exchange rate).</source>
        <translation>未排名：没有可比较的按需实例价格（缺失、来源中为零，或没有汇率）。</translation>
    </message>
    <message>
        <location filename="../models/scoring/Caveats.cpp" line="+23"/>
        <source>No public price: import a price list for this provider.</source>
        <translation>无公开价格：请为该提供商导入价格表。</translation>
    </message>
    <message>
        <location line="+1"/>
        <source>No public price: import your price-API response (cloudgauge import --format %1 FILE).</source>
        <translation>无公开价格：请导入您的价格接口响应（命令：“cloudgauge import --format %1 FILE”）。</translation>
    </message>
    <message>
        <location filename="../models/itemmodels/OfferTableModel.cpp" line="+96"/>
        <location line="+5"/>
        <location line="+4"/>
        <source>Observed %1, source: %2</source>
        <translation>观测日期 %1，来源：%2</translation>
    </message>
    <message>
        <location line="+6"/>
        <source>Observation date unknown: the source does not say when this price was observed, so it counts as stale. Imported on %1.</source>
        <translation>观测日期未知：来源没有说明该价格是何时观测的，因此按过期处理。导入日期 %1。</translation>
    </message>
    <message>
        <location line="+3"/>
        <source>Days since the source observed the price on %1. Imported on %2.</source>
        <translation>自来源于 %1 观测该价格以来的天数。导入日期 %2。</translation>
    </message>
    <message>
        <location line="+9"/>
        <source>%1 % of the weight is backed by data</source>
        <translation>%1 % 的权重有数据支撑</translation>
    </message>
    <message>
        <location line="+30"/>
        <source>Spot per instance-hour</source>
        <translation>竞价实例 每实例小时</translation>
    </message>
    <message>
        <location line="+8"/>
        <source>Score</source>
        <translation>得分</translation>
    </message>
    <message>
        <location line="-359"/>
        <source>USD</source>
        <translation>USD</translation>
    </message>
    <message>
        <location line="+1"/>
        <source>%1 at %2 per USD as of %3</source>
        <translation>%1：每美元 %2，日期 %3</translation>
    </message>
    <message>
        <location line="+3"/>
        <source>Shown as listed: no exchange rate for %1 in the catalog.</source>
        <translation>按原货币显示：数据库中没有 %1 的汇率。</translation>
    </message>
    <message>
        <location line="+1"/>
        <source>Converted from %1 (%2; %3).</source>
        <translation>由 %1 换算（%2；%3）。</translation>
    </message>
</context>
<context>
    <name>cg::PriceApiScriptDialog</name>
    <message>
        <location filename="../ui/updating/PriceApiScriptDialog.cpp" line="+145"/>
        <source>The catalog lists no instance type of this cloud: import its instance types first.</source>
        <translation>数据库中没有这家云的实例规格：请先导入其实例规格。</translation>
    </message>
    <message>
        <location line="+2"/>
        <source>Type one or more zones, such as %1.</source>
        <translation>请输入一个或多个可用区，例如 %1。</translation>
    </message>
    <message>
        <location line="+1"/>
        <source>Type one or more region IDs, such as %1.</source>
        <translation>请输入一个或多个地域 ID，例如 %1。</translation>
    </message>
    <message numerus="yes">
        <location line="+4"/>
        <source>%n call(s) of %1: %2 instance types × %3 regions. Run the script where %1 is configured with your account, then import the file it writes.</source>
        <translation>
            <numerusform>共调用 %1 %n 次：%2 个实例规格 × %3 个地域。请在已用您的账号配置好 %1 的机器上运行脚本，然后导入它写出的文件。</numerusform>
        </translation>
    </message>
    <message>
        <location line="+21"/>
        <location line="+6"/>
        <source>Save the price script</source>
        <translation>保存询价脚本</translation>
    </message>
    <message>
        <location line="-5"/>
        <source>Shell scripts (*.sh);;All files (*)</source>
        <translation>Shell 脚本 (*.sh);;所有文件 (*)</translation>
    </message>
    <message>
        <location line="+11"/>
        <source>Import the answers</source>
        <translation>导入询价结果</translation>
    </message>
    <message>
        <location line="+0"/>
        <source>Price-API answers (*.json);;All files (*)</source>
        <translation>价格接口返回结果 (*.json);;所有文件 (*)</translation>
    </message>
    <message>
        <location line="+7"/>
        <source>Get prices from a cloud&apos;s price API</source>
        <translation>从云厂商价格接口获取价格</translation>
    </message>
    <message>
        <location line="+1"/>
        <source>Alibaba, Tencent and Huawei Cloud publish their GPU prices only through their price calculators and price APIs. This script asks the price API for the hourly list price of every instance type the catalog lists, with your own account&apos;s command-line client. CloudGauge runs nothing by itself: save or copy the script, run it, then import the file it writes.</source>
        <translation>阿里云、腾讯云和华为云只通过价格计算器和价格接口公布 GPU 价格。此脚本用您自己账号的命令行工具，向价格接口询问数据库中每个实例规格的按小时官网标价。CloudGauge 自身不执行任何调用：请保存或复制脚本并运行，然后导入它写出的文件。</translation>
    </message>
    <message>
        <location line="+4"/>
        <source>&amp;Cloud:</source>
        <translation>云厂商(&amp;C)：</translation>
    </message>
    <message>
        <location line="+1"/>
        <source>&amp;Regions:</source>
        <translation>地域(&amp;R)：</translation>
    </message>
    <message>
        <location line="+1"/>
        <source>region IDs or zones, separated by spaces</source>
        <translation>地域 ID 或可用区，以空格分隔</translation>
    </message>
    <message>
        <location line="+1"/>
        <source>Alibaba Cloud (aliyun)</source>
        <translation>阿里云（aliyun）</translation>
    </message>
    <message>
        <location line="+1"/>
        <source>Tencent Cloud (tccli)</source>
        <translation>腾讯云（tccli）</translation>
    </message>
    <message>
        <location line="+1"/>
        <source>Huawei Cloud (hcloud)</source>
        <translation>华为云（hcloud）</translation>
    </message>
    <message>
        <location line="+1"/>
        <source>&amp;Save script…</source>
        <translation>保存脚本(&amp;S)…</translation>
    </message>
    <message>
        <location line="+1"/>
        <source>&amp;Copy</source>
        <translation>复制(&amp;C)</translation>
    </message>
    <message>
        <location line="+1"/>
        <source>&amp;Import the answers…</source>
        <translation>导入询价结果(&amp;I)…</translation>
    </message>
    <message>
        <location line="+1"/>
        <source>Close</source>
        <translation>关闭</translation>
    </message>
</context>
<context>
    <name>cg::PriceHistoryChart</name>
    <message>
        <location filename="../ui/DetailsPane.cpp" line="-34"/>
        <source>Price history</source>
        <translation>价格历史</translation>
    </message>
    <message>
        <location line="+2"/>
        <source>Per GPU-hour, each point converted at the exchange rate of its date; a point is stored when a price appears, changes or is no longer offered.</source>
        <translation>按每 GPU 小时计，每个点按其当日汇率换算；价格出现、变化或不再提供时才记录一个点。</translation>
    </message>
    <message>
        <location filename="../ui/charts/PriceHistoryChart.cpp" line="+28"/>
        <source>Spot</source>
        <translation>竞价</translation>
    </message>
    <message>
        <location line="+0"/>
        <source>On-demand</source>
        <translation>按需</translation>
    </message>
    <message>
        <location line="+77"/>
        <source>Price history, %1 per GPU-hour</source>
        <translation>价格历史（每 GPU 小时 %1）</translation>
    </message>
    <message>
        <location line="+35"/>
        <source>As of</source>
        <translation>日期</translation>
    </message>
    <message>
        <location line="+0"/>
        <source>Price</source>
        <translation>价格</translation>
    </message>
    <message>
        <location line="+0"/>
        <source>Per GPU-hour</source>
        <translation>每 GPU 小时</translation>
    </message>
    <message>
        <location line="+0"/>
        <source>Observed</source>
        <translation>观测日期</translation>
    </message>
    <message>
        <location line="+0"/>
        <source>Source</source>
        <translation>来源</translation>
    </message>
    <message>
        <location line="+6"/>
        <source>no longer offered</source>
        <translation>已不再提供</translation>
    </message>
    <message>
        <location line="+0"/>
        <location line="+3"/>
        <source>unknown</source>
        <translation>未知</translation>
    </message>
    <message>
        <location line="-1"/>
        <source>after %1</source>
        <translation>%1 之后</translation>
    </message>
</context>
<context>
    <name>cg::PriceScatterView</name>
    <message>
        <location filename="../ui/charts/PriceScatterView.cpp" line="+180"/>
        <source>Unrated</source>
        <translation>未评级</translation>
    </message>
    <message numerus="yes">
        <location line="+39"/>
        <source>USD %1–%2 per GPU-hour in %n region(s)</source>
        <translation>
            <numerusform>每 GPU 小时 USD %1–%2，共 %n 个地域</numerusform>
        </translation>
    </message>
    <message>
        <location line="+2"/>
        <source>USD %1 per GPU-hour</source>
        <translation>每 GPU 小时 USD %1</translation>
    </message>
    <message>
        <location line="+5"/>
        <source>Score %1</source>
        <translation>得分 %1</translation>
    </message>
    <message>
        <location line="+53"/>
        <source>On-demand USD per GPU-hour</source>
        <translation>按需实例 每 GPU 小时 (USD)</translation>
    </message>
    <message>
        <location line="+90"/>
        <source>Pareto front</source>
        <translation>帕累托前沿</translation>
    </message>
    <message>
        <location line="+13"/>
        <source>Selected</source>
        <translation>已选中</translation>
    </message>
    <message>
        <location line="+9"/>
        <source>Price against performance</source>
        <translation>价格与性能</translation>
    </message>
    <message>
        <location line="+2"/>
        <source>No offer shown has both a comparable price and this figure.</source>
        <translation>当前显示的实例方案中，没有同时具备可比较价格和该数值的实例方案。</translation>
    </message>
    <message numerus="yes">
        <location line="+2"/>
        <source>%n point(s), one per provider, GPU model and GPU count at the cheapest region.</source>
        <translation>
            <numerusform>%n 个点，每个云服务商、GPU 型号和 GPU 数量取最便宜的地域。</numerusform>
        </translation>
    </message>
    <message>
        <location line="+4"/>
        <source>Hidden: %1 offers without a comparable price, %2 without this datasheet figure.</source>
        <translation>已隐藏：%1 个实例方案没有可比较的价格，%2 个没有该数据手册数值。</translation>
    </message>
    <message>
        <location line="+73"/>
        <source>&amp;Performance:</source>
        <translation>性能(&amp;P)：</translation>
    </message>
    <message>
        <location line="+1"/>
        <source>Dense BF16 TFLOPS per GPU</source>
        <translation>每 GPU 稠密 BF16 算力 (TFLOPS)</translation>
    </message>
    <message>
        <location line="+1"/>
        <source>Dense FP8 TFLOPS per GPU</source>
        <translation>每 GPU 稠密 FP8 算力 (TFLOPS)</translation>
    </message>
    <message>
        <location line="+1"/>
        <source>FP32 TFLOPS per GPU</source>
        <translation>每 GPU FP32 算力 (TFLOPS)</translation>
    </message>
    <message>
        <location line="+1"/>
        <source>Memory bandwidth per GPU (GB/s)</source>
        <translation>每 GPU 显存带宽 (GB/s)</translation>
    </message>
    <message>
        <location line="+1"/>
        <source>Memory per GPU (GB)</source>
        <translation>每 GPU 显存 (GB)</translation>
    </message>
    <message>
        <location line="+1"/>
        <source>&amp;Colour by:</source>
        <translation>着色依据(&amp;C)：</translation>
    </message>
    <message>
        <location line="+1"/>
        <source>Provider</source>
        <translation>云服务商</translation>
    </message>
    <message>
        <location line="+1"/>
        <source>ClusterMAX tier</source>
        <translation>ClusterMAX 评级</translation>
    </message>
    <message>
        <location line="+1"/>
        <source>&amp;Log scale</source>
        <translation>对数坐标(&amp;L)</translation>
    </message>
    <message>
        <location line="-166"/>
        <source>Other providers</source>
        <translation>其他云服务商</translation>
    </message>
    <message numerus="yes">
        <location line="-99"/>
        <source>USD %1–%2 per useful GPU-hour (true cost) in %n region(s)</source>
        <translation>
            <numerusform>每有效 GPU 小时 USD %1–%2（总拥有成本），共 %n 个地域</numerusform>
        </translation>
    </message>
    <message>
        <location line="+2"/>
        <source>USD %1 per useful GPU-hour (true cost)</source>
        <translation>每有效 GPU 小时 USD %1（总拥有成本）</translation>
    </message>
    <message>
        <location line="+61"/>
        <source>True cost, USD per useful GPU-hour</source>
        <translation>总拥有成本，每有效 GPU 小时 (USD)</translation>
    </message>
    <message>
        <location line="+118"/>
        <source>Hidden: %1 offers without a true cost (no comparable price or no published tier), %2 without this datasheet figure.</source>
        <translation>未显示：%1 个实例方案没有总拥有成本（无可比价格或无公开评级），%2 个没有该数据手册数值。</translation>
    </message>
    <message>
        <location line="+85"/>
        <source>P&amp;rice:</source>
        <translation>价格(&amp;R)：</translation>
    </message>
    <message>
        <location line="+1"/>
        <source>On-demand list price</source>
        <translation>按需实例公开价格</translation>
    </message>
    <message>
        <location line="+1"/>
        <source>True cost per useful GPU-hour</source>
        <translation>每有效 GPU 小时总拥有成本</translation>
    </message>
    <message>
        <location line="+1"/>
        <source>True cost: SemiAnalysis&apos;s TCO model under the scenario chosen in the weights panel</source>
        <translation>总拥有成本：按权重面板中所选场景计算的 SemiAnalysis TCO 模型</translation>
    </message>
</context>
<context>
    <name>cg::PriceUpdate</name>
    <message>
        <location filename="../models/update/PriceUpdate.cpp" line="+34"/>
        <source>%1: not updated, the catalog is unchanged: %2</source>
        <translation>%1：未更新，数据库保持不变：%2</translation>
    </message>
    <message>
        <location line="+2"/>
        <location line="+17"/>
        <source>  warning: %1</source>
        <translation>  警告：%1</translation>
    </message>
    <message numerus="yes">
        <location line="-14"/>
        <source>%1: downloaded %2 bytes from %3 (%n page(s)); retries: %4</source>
        <translation>
            <numerusform>%1：已从 %3 下载 %2 字节（%n 页）；重试次数：%4</numerusform>
        </translation>
    </message>
    <message>
        <location line="+6"/>
        <source>  %1 items merged from the pages into one document</source>
        <translation>  已将各页的 %1 个条目合并为一个文档</translation>
    </message>
    <message>
        <location line="+2"/>
        <source>  not imported, the catalog is unchanged: %1</source>
        <translation>  未导入，数据库保持不变：%1</translation>
    </message>
    <message>
        <location line="+154"/>
        <source>observed on the fetch day: the vendor&apos;s price service answers with the prices in effect when asked</source>
        <translation>观测于获取当天：云厂商的价格服务答复的是查询时生效的价格</translation>
    </message>
    <message>
        <location line="+2"/>
        <source>dated by the document itself: observed %1 to %2</source>
        <translation>日期取自文档本身：观测日期 %1 至 %2</translation>
    </message>
    <message>
        <location line="+2"/>
        <source>the document states no date: observation unknown, with the HTTP Last-Modified date %1 as its lower bound (observed_after)</source>
        <translation>文档未注明日期：观测日期未知，以 HTTP Last-Modified 日期 %1 作为其下限（observed_after）</translation>
    </message>
    <message>
        <location line="+4"/>
        <source>the document states no date and the server sent no Last-Modified header: observation date unknown</source>
        <translation>文档未注明日期，服务器也未发送 Last-Modified 头：观测日期未知</translation>
    </message>
    <message>
        <location line="+1"/>
        <source>%1; imported on %2; fetched on %3 (the rows&apos; as-of key)</source>
        <translation>%1；导入日期 %2；获取日期 %3（各行的 as-of 键）</translation>
    </message>
</context>
<context>
    <name>cg::PriceUpdateDialog</name>
    <message>
        <location filename="../ui/updating/PriceUpdateDialog.cpp" line="+66"/>
        <source>The price source list has an error; the bundled list is used: %1</source>
        <translation>价格源列表有错误，已改用内置列表：%1</translation>
    </message>
    <message>
        <location line="+13"/>
        <source>Update prices</source>
        <translation>更新价格</translation>
    </message>
    <message>
        <location line="+1"/>
        <source>Check the sources to download, then press Update. Nothing is fetched until you do; each source is one import: one that fails leaves the catalog as it was. Sources: the bundled list and your overrides in %1.</source>
        <translation>勾选要下载的来源，然后按“更新”。在此之前不会联网获取任何内容；每个来源是一次导入：失败的来源不会改动数据库。来源：内置列表以及您在 %1 中的覆盖设置。</translation>
    </message>
    <message>
        <location line="+3"/>
        <source>Source</source>
        <translation>来源</translation>
    </message>
    <message>
        <location line="+0"/>
        <source>Format</source>
        <translation>格式</translation>
    </message>
    <message>
        <location line="+0"/>
        <source>Provider</source>
        <translation>云服务商</translation>
    </message>
    <message>
        <location line="+0"/>
        <source>Status</source>
        <translation>状态</translation>
    </message>
    <message>
        <location line="+1"/>
        <source>&amp;Update</source>
        <translation>更新(&amp;U)</translation>
    </message>
    <message>
        <location line="+1"/>
        <source>&amp;Cancel</source>
        <translation>取消(&amp;C)</translation>
    </message>
    <message>
        <location line="+1"/>
        <source>Close</source>
        <translation>关闭</translation>
    </message>
    <message>
        <location line="+94"/>
        <source>Check at least one source.</source>
        <translation>请至少勾选一个来源。</translation>
    </message>
    <message>
        <location line="+11"/>
        <source>importing…</source>
        <translation>正在导入…</translation>
    </message>
    <message>
        <location line="+6"/>
        <source>waiting</source>
        <translation>等待中</translation>
    </message>
    <message>
        <location line="+9"/>
        <source>connecting…</source>
        <translation>正在连接…</translation>
    </message>
    <message>
        <location line="+8"/>
        <source>downloading %1 of %2 MiB</source>
        <translation>正在下载 %1 / %2 MiB</translation>
    </message>
    <message>
        <location line="+0"/>
        <source>downloading %1 MiB</source>
        <translation>正在下载 %1 MiB</translation>
    </message>
    <message>
        <location line="+2"/>
        <source> (page %1)</source>
        <translation>（第 %1 页）</translation>
    </message>
    <message>
        <location line="+9"/>
        <source>cancelled; the catalog is unchanged</source>
        <translation>已取消；数据库保持不变</translation>
    </message>
    <message>
        <location line="+2"/>
        <source>failed: %1</source>
        <translation>失败：%1</translation>
    </message>
    <message>
        <location line="+2"/>
        <source>done: already imported, nothing changed</source>
        <translation>完成：已导入过，没有变化</translation>
    </message>
    <message numerus="yes">
        <location line="+2"/>
        <source>done: %n offer(s), %1 new or changed prices</source>
        <translation>
            <numerusform>完成：%n 个实例方案，%1 个新增或变更的价格</numerusform>
        </translation>
    </message>
</context>
<context>
    <name>cg::PriceVerifyDialog</name>
    <message>
        <location filename="../ui/updating/PriceVerifyDialog.cpp" line="+94"/>
        <source>Verify prices of the top list</source>
        <translation>核验前列价格</translation>
    </message>
    <message>
        <location line="+1"/>
        <source>Before you sign: each price of the top list is fetched again from the source it came from. A changed price is imported and the ranking updated; a price no source of the list covers is shown with the page to check by hand. Nothing is fetched until you press Verify. The checks are kept in the catalog and the report counts them on its first page.</source>
        <translation>签约之前：前列的每个价格都会从其原始来源重新获取。价格有变动时导入新价格并更新排名；价格来源列表中没有覆盖的价格，会给出需人工核对的页面。按下“核验”之前不会获取任何内容。核验结果保存在数据库中，报告第 1 页会统计它们。</translation>
    </message>
    <message>
        <location line="+4"/>
        <source>Offers of the ranking to verify:</source>
        <translation>要核验的排名前列实例方案数：</translation>
    </message>
    <message>
        <location line="+1"/>
        <source>Rank</source>
        <translation>排名</translation>
    </message>
    <message>
        <location line="+0"/>
        <source>Provider</source>
        <translation>云服务商</translation>
    </message>
    <message>
        <location line="+0"/>
        <source>Instance type</source>
        <translation>实例规格</translation>
    </message>
    <message>
        <location line="+0"/>
        <source>Region</source>
        <translation>地域</translation>
    </message>
    <message>
        <location line="+0"/>
        <source>Result</source>
        <translation>结果</translation>
    </message>
    <message>
        <location line="+1"/>
        <source>Price before (per instance-hour)</source>
        <translation>核验前价格（每实例小时）</translation>
    </message>
    <message>
        <location line="+0"/>
        <source>Price now</source>
        <translation>当前价格</translation>
    </message>
    <message>
        <location line="+0"/>
        <source>Source, or page to check by hand</source>
        <translation>来源，或需人工核对的页面</translation>
    </message>
    <message>
        <location line="+1"/>
        <source>&amp;Verify</source>
        <translation>核验(&amp;V)</translation>
    </message>
    <message>
        <location line="+1"/>
        <source>&amp;Cancel</source>
        <translation>取消(&amp;C)</translation>
    </message>
    <message>
        <location line="+1"/>
        <source>Close</source>
        <translation>关闭</translation>
    </message>
    <message>
        <location line="+47"/>
        <source>The ranking is empty: nothing to verify.</source>
        <translation>排名为空：没有可核验的价格。</translation>
    </message>
    <message>
        <location line="+5"/>
        <source>The price source list has an error; the bundled list is used: %1</source>
        <translation>价格来源列表有错误，改用内置列表：%1</translation>
    </message>
    <message>
        <location line="+8"/>
        <source>Fetching %1 (%2 of %3)</source>
        <translation>正在获取 %1（第 %2 个，共 %3 个）</translation>
    </message>
    <message>
        <location line="+13"/>
        <source>confirmed</source>
        <translation>已确认</translation>
    </message>
    <message>
        <location line="+2"/>
        <source>changed: the new price is imported</source>
        <translation>已变动：新价格已导入</translation>
    </message>
    <message>
        <location line="+2"/>
        <source>no longer listed by its source</source>
        <translation>来源已不再列出</translation>
    </message>
    <message>
        <location line="+2"/>
        <source>cancelled</source>
        <translation>已取消</translation>
    </message>
    <message>
        <location line="+0"/>
        <source>could not be fetched</source>
        <translation>无法获取</translation>
    </message>
    <message>
        <location line="+4"/>
        <source>not verifiable online: check by hand</source>
        <translation>无法在线核验：请人工核对</translation>
    </message>
    <message>
        <location line="+29"/>
        <source>the provider&apos;s pricing page</source>
        <translation>云服务商的价格页面</translation>
    </message>
    <message>
        <location line="+8"/>
        <source>%1 confirmed, %2 changed, %3 no longer listed, %4 could not be fetched, %5 not verifiable online (check those by hand before signing).</source>
        <translation>已确认 %1 个，已变动 %2 个，不再列出 %3 个，无法获取 %4 个，无法在线核验 %5 个（签约前请人工核对这些价格）。</translation>
    </message>
    <message>
        <location line="+9"/>
        <source>The checks could not be kept in the catalog, so the report will not count them: %1</source>
        <translation>核验结果未能保存到数据库，报告将不会统计它们：%1</translation>
    </message>
</context>
<context>
    <name>cg::PriceView</name>
    <message>
        <location filename="../models/catalog/store/CatalogOffers.cpp" line="+121"/>
        <source>unknown (after %1)</source>
        <translation>未知（晚于 %1）</translation>
    </message>
    <message>
        <location line="+1"/>
        <source>unknown</source>
        <translation>未知</translation>
    </message>
</context>
<context>
    <name>cg::ProbePanel</name>
    <message>
        <location filename="../ui/ProbePanel.cpp" line="+216"/>
        <source>Cancelling…</source>
        <translation>正在取消…</translation>
    </message>
    <message>
        <location line="+32"/>
        <source>Running for %1 s</source>
        <translation>已运行 %1 秒</translation>
    </message>
    <message>
        <location line="+13"/>
        <source>The probe was cancelled.</source>
        <translation>探测已取消。</translation>
    </message>
    <message>
        <location line="+3"/>
        <source>The probe did not finish within %1 s and was stopped.</source>
        <translation>探测未在 %1 秒内完成，已被停止。</translation>
    </message>
    <message>
        <location line="+3"/>
        <source>The probe failed: %1</source>
        <translation>探测失败：%1</translation>
    </message>
    <message>
        <location line="+10"/>
        <source>Probe finished in %1 s.</source>
        <translation>探测用时 %1 秒完成。</translation>
    </message>
    <message>
        <location line="+5"/>
        <source>It was not stored: another window is writing this catalog.</source>
        <translation>结果未保存：另一个窗口正在写入此数据库。</translation>
    </message>
    <message>
        <location line="+2"/>
        <source>It could not be stored in the catalog: %1</source>
        <translation>结果无法保存到数据库：%1</translation>
    </message>
    <message>
        <location line="+2"/>
        <source>Stored in the catalog.</source>
        <translation>已保存到数据库。</translation>
    </message>
    <message>
        <location line="+8"/>
        <source>OK</source>
        <translation>正常</translation>
    </message>
    <message>
        <location line="+2"/>
        <source>Partial: some figures could not be read</source>
        <translation>部分：有些数值无法读取</translation>
    </message>
    <message>
        <location line="+2"/>
        <source>No GPU detected</source>
        <translation>未检测到 GPU</translation>
    </message>
    <message>
        <location line="+2"/>
        <source>Not available</source>
        <translation>不可用</translation>
    </message>
    <message>
        <location line="+2"/>
        <source>Skipped</source>
        <translation>已跳过</translation>
    </message>
    <message>
        <location line="+2"/>
        <source>Timed out</source>
        <translation>超时</translation>
    </message>
    <message>
        <location line="+2"/>
        <source>Cancelled</source>
        <translation>已取消</translation>
    </message>
    <message>
        <location line="+2"/>
        <source>Error</source>
        <translation>错误</translation>
    </message>
    <message>
        <location line="+2"/>
        <source>Crashed</source>
        <translation>已崩溃</translation>
    </message>
    <message>
        <location line="+7"/>
        <source>NVIDIA kernel driver and user-space library versions differ; usually fixed by rebooting after a driver update.</source>
        <translation>NVIDIA 内核驱动与用户态库版本不一致；通常在驱动更新后重启即可解决。</translation>
    </message>
    <message>
        <location line="+2"/>
        <source>Not installed on this computer.</source>
        <translation>本机未安装。</translation>
    </message>
    <message>
        <location line="+2"/>
        <source>No device of this kind was found.</source>
        <translation>未找到此类设备。</translation>
    </message>
    <message>
        <location line="+2"/>
        <source>Only a stub library was found (%1), not a driver.</source>
        <translation>只找到桩库（%1），不是驱动。</translation>
    </message>
    <message>
        <location line="+2"/>
        <source>Permission denied.</source>
        <translation>权限不足。</translation>
    </message>
    <message>
        <location line="+2"/>
        <source>Did not respond in time.</source>
        <translation>未在规定时间内响应。</translation>
    </message>
    <message>
        <location line="+2"/>
        <source>Its output was not recognised.</source>
        <translation>无法识别其输出。</translation>
    </message>
    <message>
        <location line="+2"/>
        <source>Its process crashed; the other backends were not affected.</source>
        <translation>其进程已崩溃；其他后端未受影响。</translation>
    </message>
    <message>
        <location line="+2"/>
        <source>Answered.</source>
        <translation>已响应。</translation>
    </message>
    <message>
        <location line="+2"/>
        <source>Not needed.</source>
        <translation>无需运行。</translation>
    </message>
    <message>
        <location line="+1"/>
        <source>Failed.</source>
        <translation>失败。</translation>
    </message>
    <message>
        <location line="+32"/>
        <source>No probe has run yet. Run probe measures this computer&apos;s GPU out of process and compares it with the catalog.</source>
        <translation>尚未运行探测。“运行探测”会在独立进程中测量本机 GPU，并与数据库比较。</translation>
    </message>
    <message numerus="yes">
        <location line="+13"/>
        <source>%1 (host %2, %3): %n GPU(s)</source>
        <translation>
            <numerusform>%1（主机 %2，%3）：%n 个 GPU</numerusform>
        </translation>
    </message>
    <message numerus="yes">
        <location line="+2"/>
        <source>%n CPU or software device(s)</source>
        <translation>
            <numerusform>%n 个 CPU 或软件设备</numerusform>
        </translation>
    </message>
    <message>
        <location line="+2"/>
        <source>GPUs: %1</source>
        <translation>GPU：%1</translation>
    </message>
    <message numerus="yes">
        <location line="+2"/>
        <source>%n more device(s) found but not listed.</source>
        <translation>
            <numerusform>另有 %n 个设备已找到但未列出。</numerusform>
        </translation>
    </message>
    <message>
        <location line="+2"/>
        <source>Warning: %1</source>
        <translation>警告：%1</translation>
    </message>
    <message>
        <location line="+2"/>
        <source>Last result: %1</source>
        <translation>上次结果：%1</translation>
    </message>
    <message>
        <location line="+8"/>
        <source>GPU</source>
        <translation>GPU</translation>
    </message>
    <message>
        <location line="+0"/>
        <source>CPU (software)</source>
        <translation>CPU（软件）</translation>
    </message>
    <message>
        <location line="+0"/>
        <source>CPU</source>
        <translation>CPU</translation>
    </message>
    <message>
        <location line="+3"/>
        <source>MIG slice %1</source>
        <translation>MIG 切片 %1</translation>
    </message>
    <message>
        <location line="+2"/>
        <source>A MIG slice of %1: %2 of that GPU&apos;s compute.</source>
        <translation>%1 的一个 MIG 切片：占该 GPU 算力的 %2。</translation>
    </message>
    <message>
        <location line="+2"/>
        <source>A MIG slice of %1.</source>
        <translation>%1 的一个 MIG 切片。</translation>
    </message>
    <message>
        <location line="+2"/>
        <source>GPU, MIG enabled</source>
        <translation>GPU，已启用 MIG</translation>
    </message>
    <message>
        <location line="+3"/>
        <source>MIG mode: %1</source>
        <translation>MIG 模式：%1</translation>
    </message>
    <message>
        <location line="+0"/>
        <source>enabled</source>
        <translation>已启用</translation>
    </message>
    <message>
        <location line="+0"/>
        <source>disabled</source>
        <translation>已禁用</translation>
    </message>
    <message>
        <location line="+8"/>
        <source>Not measured, or the result did not verify.</source>
        <translation>未测量，或结果未通过校验。</translation>
    </message>
    <message>
        <location line="+1"/>
        <source>Not reported by the driver.</source>
        <translation>驱动未报告此项。</translation>
    </message>
    <message>
        <location line="+2"/>
        <source>A software device: its figures are CPU figures, never GPU figures.</source>
        <translation>软件设备：其数值是 CPU 数值，绝不是 GPU 数值。</translation>
    </message>
    <message>
        <location line="+28"/>
        <source>No device was found, so there is nothing to compare. The catalog comparison works fully without a GPU.</source>
        <translation>未找到设备，因此无可比较。没有 GPU 时数据库比较仍可完整使用。</translation>
    </message>
    <message>
        <location line="+4"/>
        <source>%1 is a CPU or software device: its figures are CPU figures and are compared with GPUs only for scale.</source>
        <translation>%1 是 CPU 或软件设备：其数值是 CPU 数值，与 GPU 比较仅供参考量级。</translation>
    </message>
    <message>
        <location line="+1"/>
        <source>A CPU device is not compared with cloud GPUs, so no closest cloud offer is listed.</source>
        <translation>CPU 设备不与云 GPU 比较，因此不列出最接近的云实例方案。</translation>
    </message>
    <message>
        <location line="+2"/>
        <source>%1 matches no GPU model in the catalog.</source>
        <translation>%1 与数据库中的任何 GPU 型号都不匹配。</translation>
    </message>
    <message>
        <location line="+2"/>
        <source>%1 is the catalog&apos;s %2.</source>
        <translation>%1 对应数据库中的 %2。</translation>
    </message>
    <message>
        <location line="+3"/>
        <source>a MIG slice (%1)</source>
        <translation>一个 MIG 切片（%1）</translation>
    </message>
    <message>
        <location line="+1"/>
        <source>a vGPU profile (%1)</source>
        <translation>一个 vGPU 配置（%1）</translation>
    </message>
    <message>
        <location line="+2"/>
        <source>its figures stand for %1 of the GPU&apos;s compute; the fractions are of the whole GPU&apos;s peak.</source>
        <translation>其数据代表该 GPU 算力的 %1；百分比以整块 GPU 的峰值为基准。</translation>
    </message>
    <message>
        <location line="+2"/>
        <source>it is time-sliced, so its share of the GPU&apos;s compute is not known.</source>
        <translation>它按时间分片共享，因此其所占 GPU 算力份额未知。</translation>
    </message>
    <message>
        <location line="+1"/>
        <source>This device is %1 of %2: %3</source>
        <translation>此设备是 %2 的%1：%3</translation>
    </message>
    <message>
        <location line="+6"/>
        <source>Memory bandwidth: %1 GB/s measured</source>
        <translation>带宽：实测 %1 GB/s</translation>
    </message>
    <message>
        <location line="+2"/>
        <source>%1 of the %2 GB/s datasheet peak</source>
        <translation>为数据手册峰值 %2 GB/s 的 %1</translation>
    </message>
    <message>
        <location line="+2"/>
        <source>FP32: %1 TFLOPS measured</source>
        <translation>FP32：实测 %1 TFLOPS</translation>
    </message>
    <message>
        <location line="+2"/>
        <source>%1 of the %2 TFLOPS datasheet peak</source>
        <translation>为数据手册峰值 %2 TFLOPS 的 %1</translation>
    </message>
    <message>
        <location line="+8"/>
        <source>Observed %1</source>
        <translation>观测日期 %1</translation>
    </message>
    <message>
        <location line="+36"/>
        <source>Rent vs buy: buying pays off after %1 GPU-hours (%2 days of continuous use) against renting %3 from %4 at USD %5 per GPU-hour (observed %6).</source>
        <translation>租用与购买：与以每 GPU 小时 USD %5 向 %4 租用 %3（观测日期 %6）相比，购买在 %1 GPU 小时（连续使用 %2 天）后回本。</translation>
    </message>
    <message>
        <location line="-20"/>
        <source>Rent vs buy needs a GPU: this device is a CPU.</source>
        <translation>租用与购买的比较需要 GPU：此设备是 CPU。</translation>
    </message>
    <message>
        <location line="+4"/>
        <source>Rent vs buy: no priced cloud offer to compare with.</source>
        <translation>租用与购买：没有带价格的云实例方案可供比较。</translation>
    </message>
    <message>
        <location line="+4"/>
        <source>Rent vs buy: enter the purchase price of one GPU to see after how many hours buying costs less than renting %1 at USD %2 per GPU-hour.</source>
        <translation>租用与购买：输入单个 GPU 的购买价格，即可看到使用多少小时后购买比以每 GPU 小时 USD %2 租用 %1 更便宜。</translation>
    </message>
    <message>
        <location line="+8"/>
        <source>Rent vs buy: renting at USD %1 per GPU-hour costs less than the power of an owned GPU; buying never pays off.</source>
        <translation>租用与购买：以每 GPU 小时 USD %1 租用比自有 GPU 的电费还低；购买永远不划算。</translation>
    </message>
    <message>
        <location line="+13"/>
        <source>&amp;Run probe</source>
        <translation>运行探测(&amp;R)</translation>
    </message>
    <message>
        <location line="+1"/>
        <source>Measure this computer&apos;s GPUs with cloudgauge-probe, in a separate process</source>
        <translation>在独立进程中用探测程序测量本机 GPU</translation>
    </message>
    <message>
        <location line="+1"/>
        <source>Cancel</source>
        <translation>取消</translation>
    </message>
    <message>
        <location line="+1"/>
        <source>Quick</source>
        <translation>快速</translation>
    </message>
    <message>
        <location line="+1"/>
        <source>Fewer benchmark samples: faster, a little less precise</source>
        <translation>基准测试采样更少：更快，精度略低</translation>
    </message>
    <message>
        <location line="+1"/>
        <source>Devices</source>
        <translation>设备</translation>
    </message>
    <message>
        <location line="+1"/>
        <source>Comparison</source>
        <translation>比较</translation>
    </message>
    <message>
        <location line="+1"/>
        <source>Backends</source>
        <translation>后端</translation>
    </message>
    <message>
        <location line="+1"/>
        <source>Diagnostics</source>
        <translation>诊断信息</translation>
    </message>
    <message>
        <location line="+2"/>
        <source>Device</source>
        <translation>设备</translation>
    </message>
    <message>
        <location line="+0"/>
        <source>Kind</source>
        <translation>类型</translation>
    </message>
    <message>
        <location line="+0"/>
        <source>Name</source>
        <translation>名称</translation>
    </message>
    <message>
        <location line="+0"/>
        <source>Memory (GiB)</source>
        <translation>显存 (GiB)</translation>
    </message>
    <message>
        <location line="+0"/>
        <source>Driver</source>
        <translation>驱动</translation>
    </message>
    <message>
        <location line="+0"/>
        <source>Bandwidth (GB/s)</source>
        <translation>带宽 (GB/s)</translation>
    </message>
    <message>
        <location line="+1"/>
        <source>FP32 (TFLOPS)</source>
        <translation>FP32 (TFLOPS)</translation>
    </message>
    <message>
        <location line="+0"/>
        <source>Host to device (GB/s)</source>
        <translation>主机到设备 (GB/s)</translation>
    </message>
    <message>
        <location line="+0"/>
        <source>Device to host (GB/s)</source>
        <translation>设备到主机 (GB/s)</translation>
    </message>
    <message>
        <location line="+2"/>
        <source>Backend</source>
        <translation>后端</translation>
    </message>
    <message>
        <location line="+0"/>
        <source>Status</source>
        <translation>状态</translation>
    </message>
    <message>
        <location line="+0"/>
        <source>Result</source>
        <translation>结果</translation>
    </message>
    <message>
        <location line="+2"/>
        <source>Closest cloud GPU</source>
        <translation>最接近的云 GPU</translation>
    </message>
    <message>
        <location line="+0"/>
        <source>USD per GPU-hour</source>
        <translation>每 GPU 小时 (USD)</translation>
    </message>
    <message>
        <location line="+0"/>
        <source>Provider</source>
        <translation>云服务商</translation>
    </message>
    <message>
        <location line="+0"/>
        <source>Instance type</source>
        <translation>实例规格</translation>
    </message>
    <message>
        <location line="+1"/>
        <source>Purchase price per GPU:</source>
        <translation>每 GPU 购买价格：</translation>
    </message>
    <message>
        <location line="+1"/>
        <source>Power per GPU:</source>
        <translation>每 GPU 功耗：</translation>
    </message>
    <message>
        <location line="+1"/>
        <source>Electricity per kWh:</source>
        <translation>每千瓦时电价：</translation>
    </message>
    <message>
        <location line="+1"/>
        <source>Filled from the datasheet TDP of the matched GPU</source>
        <translation>取自匹配 GPU 的数据手册 TDP</translation>
    </message>
    <message>
        <location line="+1"/>
        <source>Raw output of backends that failed appears here.</source>
        <translation>失败后端的原始输出显示在这里。</translation>
    </message>
    <message>
        <location line="-25"/>
        <source>Power is not costed: enter an electricity price.</source>
        <translation>未计入电费：请输入电价。</translation>
    </message>
</context>
<context>
    <name>cg::ProviderRankingModel</name>
    <message>
        <location filename="../models/itemmodels/ProviderRankingModel.cpp" line="+175"/>
        <source>Best offer&apos;s score; %1 % of the weight backed by data</source>
        <translation>最佳实例方案的得分；%1 % 的权重有数据支撑</translation>
    </message>
    <message>
        <location line="+14"/>
        <source>Rank</source>
        <translation>排名</translation>
    </message>
    <message>
        <location line="+2"/>
        <source>Provider</source>
        <translation>云服务商</translation>
    </message>
    <message>
        <location line="+2"/>
        <source>Best score</source>
        <translation>最高得分</translation>
    </message>
    <message>
        <location line="+2"/>
        <source>Best offer</source>
        <translation>最佳实例方案</translation>
    </message>
    <message>
        <location line="+2"/>
        <source>USD per GPU-hour</source>
        <translation>每 GPU 小时 (USD)</translation>
    </message>
    <message>
        <location line="+2"/>
        <source>ClusterMAX tier</source>
        <translation>ClusterMAX 评级</translation>
    </message>
    <message>
        <location line="+4"/>
        <source>Ranked offers</source>
        <translation>参与排名的实例方案</translation>
    </message>
    <message>
        <location line="-40"/>
        <source>The category scores put this provider in %1; ClusterMAX published %2.</source>
        <translation>按各类别得分，该云服务商属于%1；ClusterMAX 公布的评级为%2。</translation>
    </message>
    <message>
        <location line="+2"/>
        <source>The tier the category scores fall in (CloudGauge&apos;s bands: 90, 70, 50, 32.5, 17.5).</source>
        <translation>各类别得分所对应的评级（CloudGauge 的分界：90、70、50、32.5、17.5）。</translation>
    </message>
    <message>
        <location line="+36"/>
        <source>Derived tier</source>
        <translation>推算评级</translation>
    </message>
    <message>
        <location line="-54"/>
        <source>%1 · %2/10 assessed</source>
        <translation>%1 · 已评估 %2/10</translation>
    </message>
    <message>
        <location line="-20"/>
        <source>Not recommended: %1</source>
        <translation>不推荐：%1</translation>
    </message>
    <message>
        <location line="+41"/>
        <source>No published tier and no assessment: the 10 categories have no data.</source>
        <translation>没有公开评级也没有评估：10 个类别均无数据。</translation>
    </message>
    <message>
        <location line="+1"/>
        <source>The 10 category scores are this tier&apos;s points: no assessment entered.</source>
        <translation>10 个类别得分均为该评级的分值：尚未录入评估。</translation>
    </message>
    <message>
        <location line="+2"/>
        <source>All 10 category scores come from assessments.</source>
        <translation>10 个类别得分全部来自评估。</translation>
    </message>
    <message>
        <location line="+1"/>
        <source>%1 of 10 category scores come from assessments, the others from the published tier (or no data).</source>
        <translation>10 个类别中有 %1 个得分来自评估，其余来自公开评级（或无数据）。</translation>
    </message>
</context>
<context>
    <name>cg::ProviderTrendView</name>
    <message>
        <location filename="../ui/charts/ProviderTrendView.cpp" line="+114"/>
        <source>Choose a provider above to see its price trend per GPU model.</source>
        <translation>在上方选择一个提供商，查看其各 GPU 型号的价格趋势。</translation>
    </message>
    <message>
        <location line="+2"/>
        <source>%1: no price history. A trend needs on-demand prices of a GPU model observed on two or more known dates; the catalog has at most one for this provider.</source>
        <translation>%1：没有价格历史。走势需要同一 GPU 型号的按需价格在两个或更多已知日期被观测到；数据库中该云服务商最多只有一个。</translation>
    </message>
    <message>
        <location line="+5"/>
        <source>%1: median on-demand price per GPU-hour of each GPU model on each day its prices were observed, in %2 at the rate of that day.</source>
        <translation>%1：各 GPU 型号在每个价格观测日的每 GPU 小时按需价格中位数，以 %2 计，按当日汇率换算。</translation>
    </message>
</context>
<context>
    <name>cg::RecommendationModel</name>
    <message>
        <location filename="../models/itemmodels/RecommendationModel.cpp" line="+68"/>
        <source>Not recommended:
%1</source>
        <translation>不推荐：
%1</translation>
    </message>
    <message>
        <location line="+6"/>
        <source>A node rented as this offer was checked: see Details, Checked on a rented node.</source>
        <translation>按此实例方案租用的节点已检验：见详情“在租用节点上的检验”。</translation>
    </message>
    <message>
        <location line="+19"/>
        <source>%1 × GPU (%2)</source>
        <translation>%1 × GPU（%2）</translation>
    </message>
    <message numerus="yes">
        <location line="+3"/>
        <source>+%n size(s)</source>
        <translation>
            <numerusform>另有 %n 种规格</numerusform>
        </translation>
    </message>
    <message numerus="yes">
        <location line="+2"/>
        <source>+%n region(s)</source>
        <translation>
            <numerusform>另有 %n 个地域</numerusform>
        </translation>
    </message>
    <message>
        <location line="+1"/>
        <source>%1, %2</source>
        <translation>%1，%2</translation>
    </message>
    <message>
        <location line="+0"/>
        <source>, </source>
        <translation>，</translation>
    </message>
    <message>
        <location line="+7"/>
        <source>%1 %</source>
        <translation>%1 %</translation>
    </message>
    <message>
        <location line="+2"/>
        <source>unrated</source>
        <translation>未评级</translation>
    </message>
    <message>
        <location line="+2"/>
        <source>high</source>
        <translation>高</translation>
    </message>
    <message>
        <location line="+1"/>
        <source>medium</source>
        <translation>中</translation>
    </message>
    <message>
        <location line="+1"/>
        <source>low</source>
        <translation>低</translation>
    </message>
    <message>
        <location line="+3"/>
        <source>%1, node failed</source>
        <translation>%1，节点未通过</translation>
    </message>
    <message>
        <location line="+1"/>
        <source>%1, node checked</source>
        <translation>%1，节点已检验</translation>
    </message>
    <message>
        <location line="+33"/>
        <source>Price observed</source>
        <translation>价格观测日期</translation>
    </message>
    <message>
        <location line="-18"/>
        <source>Rank</source>
        <translation>排名</translation>
    </message>
    <message>
        <location line="+2"/>
        <source>Provider</source>
        <translation>云服务商</translation>
    </message>
    <message>
        <location line="+2"/>
        <source>GPU</source>
        <translation>GPU</translation>
    </message>
    <message>
        <location line="+2"/>
        <source>Best configuration</source>
        <translation>最佳配置</translation>
    </message>
    <message>
        <location line="+2"/>
        <source>USD per GPU-hour</source>
        <translation>每 GPU 小时 (USD)</translation>
    </message>
    <message>
        <location line="+2"/>
        <source>Score</source>
        <translation>得分</translation>
    </message>
    <message>
        <location line="+2"/>
        <source>Coverage</source>
        <translation>数据覆盖率</translation>
    </message>
    <message>
        <location line="+2"/>
        <source>ClusterMAX tier</source>
        <translation>ClusterMAX 评级</translation>
    </message>
    <message>
        <location line="+2"/>
        <source>Confidence</source>
        <translation>置信度</translation>
    </message>
</context>
<context>
    <name>cg::RecommendationPane</name>
    <message numerus="yes">
        <location filename="../ui/RecommendationPane.cpp" line="+151"/>
        <source>%1 (%n instance type(s))</source>
        <translation>
            <numerusform>%1（%n 个实例规格）</numerusform>
        </translation>
    </message>
    <message>
        <location line="+4"/>
        <source>Not ranked, no price in the catalog: %1. Click a linked name for the script that asks its price API, or request quotes (the tooltip gives each one&apos;s next step).</source>
        <translation>未参与排名（数据库中没有价格）：%1。点击带链接的名称可获取向其价格接口询价的脚本，或发起询价（提示中给出每家的下一步）。</translation>
    </message>
    <message numerus="yes">
        <location line="+13"/>
        <source>%n recommended</source>
        <translation>
            <numerusform>推荐的实例方案 %n 个</numerusform>
        </translation>
    </message>
    <message numerus="yes">
        <location line="+1"/>
        <source>%n not recommended, listed after them, greyed, with the reason as tooltip.</source>
        <translation>
            <numerusform>另有 %n 个实例方案不予推荐，以灰色列在其后，鼠标悬停可见原因。</numerusform>
        </translation>
    </message>
    <message>
        <location line="+1"/>
        <source>Click a row for its details; double-click to see every size and region of it in the offers table.</source>
        <translation>单击一行查看详情；双击可在实例方案表格中查看它的全部规格和地域。</translation>
    </message>
    <message>
        <location line="+2"/>
        <source>The offers table&apos;s filters do not apply here: this is the whole ranking, as in the report.</source>
        <translation>实例方案表格的筛选条件不适用于此处：这里是完整排名，与报告一致。</translation>
    </message>
    <message>
        <location line="+9"/>
        <source>Every &amp;size and region</source>
        <translation>全部规格和地域(&amp;S)</translation>
    </message>
    <message>
        <location line="+1"/>
        <source>One row per provider × instance type instead of one per provider × GPU model at its best configuration</source>
        <translation>每个云服务商 × 实例规格一行，而不是每个云服务商 × GPU 型号只列最佳配置</translation>
    </message>
</context>
<context>
    <name>cg::RegionsDialog</name>
    <message>
        <location filename="../ui/RegionsDialog.cpp" line="+185"/>
        <source>unknown</source>
        <translation>未知</translation>
    </message>
    <message>
        <location line="+18"/>
        <source>unreachable: %1</source>
        <translation>无法连接：%1</translation>
    </message>
    <message>
        <location line="+2"/>
        <source>no documented public endpoint</source>
        <translation>无公开文档记载的端点</translation>
    </message>
    <message>
        <location line="+19"/>
        <source>Your location was not saved: %1</source>
        <translation>位置未保存：%1</translation>
    </message>
    <message>
        <location line="+4"/>
        <source>Location saved: %1. Distances are measured from it here and in the report.</source>
        <translation>位置已保存：%1。此处和报告中的距离均以此计算。</translation>
    </message>
    <message>
        <location line="+11"/>
        <source>No region of the catalog has a documented public endpoint to time.</source>
        <translation>数据库中没有任何区域具有可测量的公开文档端点。</translation>
    </message>
    <message>
        <location line="+6"/>
        <location line="+40"/>
        <source>Cancel</source>
        <translation>取消</translation>
    </message>
    <message numerus="yes">
        <location line="-39"/>
        <source>Timing %n region(s) from this computer…</source>
        <translation>
            <numerusform>正在从本机测量 %n 个区域…</numerusform>
        </translation>
    </message>
    <message numerus="yes">
        <location line="+11"/>
        <source>Cancelled after %n region(s).</source>
        <translation>
            <numerusform>已在测量 %n 个区域后取消。</numerusform>
        </translation>
    </message>
    <message numerus="yes">
        <location line="+1"/>
        <source>Timed %n region(s).</source>
        <translation>
            <numerusform>已测量 %n 个区域。</numerusform>
        </translation>
    </message>
    <message numerus="yes">
        <location line="+2"/>
        <source>%n unreachable.</source>
        <translation>
            <numerusform>%n 个无法连接。</numerusform>
        </translation>
    </message>
    <message>
        <location line="+3"/>
        <source>Not kept: this window may not write the catalog.</source>
        <translation>未保存：此窗口无权写入数据库。</translation>
    </message>
    <message>
        <location line="+2"/>
        <source>Not kept in the catalog: %1</source>
        <translation>未保存到数据库：%1</translation>
    </message>
    <message>
        <location line="+2"/>
        <source>Kept in the catalog.</source>
        <translation>已保存到数据库。</translation>
    </message>
    <message>
        <location line="+3"/>
        <location line="+15"/>
        <source>&amp;Measure latency</source>
        <translation>测量延迟(&amp;M)</translation>
    </message>
    <message>
        <location line="-8"/>
        <source>Regions and latency</source>
        <translation>区域与延迟</translation>
    </message>
    <message>
        <location line="+1"/>
        <source>Where each region of the catalog is and how far it is from your users. The round-trip floor is the physical limit (light in fibre, 200 km per ms, both ways); measured times come from this computer&apos;s network: the median of 10 connections to the region&apos;s documented public endpoint. An empty cell is unknown.</source>
        <translation>数据库中每个区域的所在地及其与您的用户的距离。往返时延下限是物理极限（光纤中光速约每毫秒 200 公里，往返计算）；实测时间来自本机网络：对该区域公开文档端点的 10 次连接的中位数。空白单元格表示未知。</translation>
    </message>
    <message>
        <location line="+3"/>
        <source>Your users are at:</source>
        <translation>您的用户位于：</translation>
    </message>
    <message>
        <location line="+1"/>
        <source>Name (optional), e.g. Shanghai</source>
        <translation>名称（可选），如 上海</translation>
    </message>
    <message>
        <location line="+1"/>
        <source>Latitude and longitude in decimal degrees, e.g. 31.23,121.47 for Shanghai</source>
        <translation>十进制度数的纬度和经度，如上海为 31.23,121.47</translation>
    </message>
    <message>
        <location line="+1"/>
        <source>&amp;Remember</source>
        <translation>记住(&amp;R)</translation>
    </message>
    <message>
        <location line="+2"/>
        <source>Provider</source>
        <translation>提供商</translation>
    </message>
    <message>
        <location line="+0"/>
        <source>Region</source>
        <translation>区域</translation>
    </message>
    <message>
        <location line="+0"/>
        <source>Place</source>
        <translation>所在地</translation>
    </message>
    <message>
        <location line="+0"/>
        <source>Distance (km)</source>
        <translation>距离（公里）</translation>
    </message>
    <message>
        <location line="+0"/>
        <source>Round-trip floor (ms)</source>
        <translation>往返时延下限（毫秒）</translation>
    </message>
    <message>
        <location line="+1"/>
        <source>Connect (ms)</source>
        <translation>连接（毫秒）</translation>
    </message>
    <message>
        <location line="+0"/>
        <source>First byte (ms)</source>
        <translation>首字节（毫秒）</translation>
    </message>
    <message>
        <location line="+0"/>
        <source>Measured</source>
        <translation>测量时间</translation>
    </message>
</context>
<context>
    <name>cg::ReliabilityChartView</name>
    <message>
        <location filename="../ui/charts/ReliabilityChartView.cpp" line="+110"/>
        <source>%1: %2</source>
        <translation>%1：%2</translation>
    </message>
    <message>
        <location line="+3"/>
        <source>ClusterMAX %1</source>
        <translation>ClusterMAX %1</translation>
    </message>
    <message>
        <location line="+5"/>
        <source>Data coverage (%)</source>
        <translation>数据覆盖率 (%)</translation>
    </message>
    <message>
        <location line="+11"/>
        <source>Published compute SLA</source>
        <translation>公开的计算 SLA</translation>
    </message>
    <message>
        <location line="+18"/>
        <source>Tier points / coverage %</source>
        <translation>评级分值 / 覆盖率 %</translation>
    </message>
    <message>
        <location line="+5"/>
        <source>Reliability: ClusterMAX tier history</source>
        <translation>可靠性：ClusterMAX 评级历史</translation>
    </message>
    <message>
        <location line="+1"/>
        <source>Tier points: Platinum 100, Gold 80, Silver 60, Bronze 40, Participation Ribbon 25, Underperforming 10 (the order is ClusterMAX&apos;s, the points CloudGauge&apos;s). No bar: not rated in that version, or Unavailable.</source>
        <translation>评级分值：铂金 100、金牌 80、银牌 60、铜牌 40、参与奖 25、表现不佳 10（顺序来自 ClusterMAX，分值由 CloudGauge 设定）。没有柱条：该版本未评级，或无法评测。</translation>
    </message>
    <message numerus="yes">
        <location line="+4"/>
        <source>%n lower-rated provider(s) not drawn; the details pane lists every provider&apos;s history.</source>
        <translation>
            <numerusform>另有 %n 家评级较低的云服务商未绘出；详情面板列出每家云服务商的历史。</numerusform>
        </translation>
    </message>
    <message>
        <location line="+2"/>
        <source>No provider in the catalog has MTBF figures yet, so no such bars are drawn.</source>
        <translation>数据库中尚无任何服务商的 MTBF 数据，因此不绘制此类柱条。</translation>
    </message>
    <message>
        <location line="+3"/>
        <source>Published compute SLA, single instance / multi-zone, % of monthly uptime (the threshold for service credits, not measured uptime): %1.</source>
        <translation>公开的计算 SLA，单实例 / 多可用区，月度可用性百分比（服务抵扣的门槛，而非实测可用性）：%1。</translation>
    </message>
    <message>
        <location line="+2"/>
        <source>; </source>
        <translation>；</translation>
    </message>
</context>
<context>
    <name>cg::Report</name>
    <message>
        <location filename="../ui/report/ReportWriter.cpp" line="+570"/>
        <location filename="../ui/report/ReportSummary.cpp" line="+85"/>
        <source>GPU cloud comparison</source>
        <translation>GPU 云服务对比报告</translation>
    </message>
    <message>
        <location filename="../ui/report/ReportSummary.cpp" line="+0"/>
        <source>Which GPU cloud offer to rent, and why</source>
        <translation>租用哪家 GPU 云的哪个实例方案，以及理由</translation>
    </message>
    <message>
        <location line="+1"/>
        <source>Date: %1</source>
        <translation>日期：%1</translation>
    </message>
    <message>
        <location line="+9"/>
        <source>Weights: %1</source>
        <translation>权重：%1</translation>
    </message>
    <message>
        <location line="+13"/>
        <source>Recommendation: %1, %2 × %3 (instance type %4, region %5) at %6 per GPU-hour, ClusterMAX %7.</source>
        <translation>推荐：%1，%2 × %3（实例规格 %4，地域 %5），每 GPU 小时 %6，ClusterMAX 评级 %7。</translation>
    </message>
    <message>
        <location line="+58"/>
        <source>It leads #2 (%1, score %2) by %3 points; #2 would tie only if its price fell from %4 to %5 per GPU-hour, everything else unchanged.</source>
        <translation>它领先第 2 名（%1，得分 %2）%3 分；只有当第 2 名的价格从每 GPU 小时 %4降至 %5、其余不变时，两者才会持平。</translation>
    </message>
    <message numerus="yes">
        <location line="+11"/>
        <source>Among the top %n, the lowest price is %1 per GPU-hour (%2, %3).</source>
        <translation>
            <numerusform>前 %n 名中最低价格为每 GPU 小时 %1（%2，%3）。</numerusform>
        </translation>
    </message>
    <message numerus="yes">
        <location line="+24"/>
        <source>all on %1, %n day(s) before %2</source>
        <translation>
            <numerusform>均为 %1，距 %2 有 %n 天</numerusform>
        </translation>
    </message>
    <message numerus="yes">
        <location line="+2"/>
        <source>from %1 (newest) to %2 (oldest), the oldest %n day(s) before %3</source>
        <translation>
            <numerusform>从 %1（最新）到 %2（最旧），最旧的距 %3 有 %n 天</numerusform>
        </translation>
    </message>
    <message numerus="yes">
        <location line="+3"/>
        <source>All %n price(s) of the top list have a known observation date: %1.</source>
        <translation>
            <numerusform>前列 %n 个价格均有已知的观测日期：%1。</numerusform>
        </translation>
    </message>
    <message numerus="yes">
        <location line="+2"/>
        <source>%1 of the %n price(s) of the top list have a known observation date (%2); %3 have none and count as stale.</source>
        <translation>
            <numerusform>前列 %n 个价格中，%1 个有已知的观测日期（%2）；%3 个没有，按过时计。</numerusform>
        </translation>
    </message>
    <message numerus="yes">
        <location line="+8"/>
        <source>None of the %n price(s) of the top list has a known observation date: all count as stale.</source>
        <translation>
            <numerusform>前列 %n 个价格均无已知的观测日期，全部按过时计。</numerusform>
        </translation>
    </message>
    <message numerus="yes">
        <location line="+3"/>
        <source>%1 of the dated prices are older than %n day(s) and marked in the ranking.</source>
        <translation>
            <numerusform>有日期的价格中 %1 个已超过 %n 天，已在排名中标注。</numerusform>
        </translation>
    </message>
    <message numerus="yes">
        <location line="+42"/>
        <source>The #1&apos;s price was observed on %1, %n day(s) before %2.</source>
        <translation>
            <numerusform>第 1 名的价格观测于 %1，距 %2 有 %n 天。</numerusform>
        </translation>
    </message>
    <message>
        <location line="+2"/>
        <source>The #1&apos;s price has no known observation date (%1): check it on the provider&apos;s page before signing.</source>
        <translation>第 1 名的价格没有已知的观测日期（%1）：签约前请在云服务商的价格页面核对。</translation>
    </message>
    <message>
        <location line="+17"/>
        <source>Amounts in this report are in %1, converted from USD at %2 %1 per USD (rate of %3, %4).</source>
        <translation>本报告金额以%1计，按每美元兑 %2 %1的汇率由美元换算（汇率日期 %3，来源 %4）。</translation>
    </message>
    <message>
        <location line="+3"/>
        <source>Amounts are in USD: the catalog holds no exchange rate for %1.</source>
        <translation>金额以美元计：数据库中没有 %1 的汇率。</translation>
    </message>
    <message>
        <location line="+31"/>
        <source>Not ranked, because the catalog holds no usable price for them: %1. They are listed under &quot;Not ranked: no price in the catalog&quot; with the next step to price them.</source>
        <translation>以下云服务商未参与排名，因为数据库中没有它们可用的价格：%1。它们列于“未排名：数据库中无价格”，并附有获取价格的下一步。</translation>
    </message>
    <message>
        <location line="+39"/>
        <source>Compared with whom: the best offer of each provider</source>
        <translation>与谁相比：各云服务商的最佳实例方案</translation>
    </message>
    <message>
        <location line="+7"/>
        <source>Weights used</source>
        <translation>所用权重</translation>
    </message>
    <message>
        <location line="+3"/>
        <location filename="../ui/report/ReportSources.cpp" line="+129"/>
        <source>SemiAnalysis publishes no numeric weights: these weights are CloudGauge&apos;s own.</source>
        <translation>SemiAnalysis 未公布数值权重：这些权重由算力云评设定。</translation>
    </message>
    <message>
        <location filename="../ui/report/ReportWriter.cpp" line="-521"/>
        <source>unrated</source>
        <translation>未评级</translation>
    </message>
    <message>
        <location filename="../ui/report/ReportSummary.cpp" line="-264"/>
        <source>Executive summary</source>
        <translation>摘要</translation>
    </message>
    <message>
        <location filename="../ui/report/ReportRanking.cpp" line="+58"/>
        <source>Ranking</source>
        <translation>排名</translation>
    </message>
    <message>
        <location filename="../ui/report/ReportSummary.cpp" line="+256"/>
        <location filename="../ui/report/ReportRanking.cpp" line="+3"/>
        <location filename="../ui/report/ReportProviders.cpp" line="+143"/>
        <source>Rank</source>
        <translation>排名</translation>
    </message>
    <message>
        <location line="+0"/>
        <location filename="../ui/report/ReportRanking.cpp" line="+0"/>
        <location line="+40"/>
        <location line="+18"/>
        <location filename="../ui/report/ReportProviders.cpp" line="+51"/>
        <location filename="../ui/report/ReportPlan.cpp" line="+132"/>
        <source>Provider</source>
        <translation>云服务商</translation>
    </message>
    <message>
        <location line="+0"/>
        <location filename="../ui/report/ReportProviders.cpp" line="-51"/>
        <location filename="../ui/report/ReportQuotes.cpp" line="+119"/>
        <source>GPUs</source>
        <translation>GPU 数量</translation>
    </message>
    <message>
        <location line="+0"/>
        <location filename="../ui/report/ReportProviders.cpp" line="+0"/>
        <location line="+51"/>
        <source>Instance type</source>
        <translation>实例规格</translation>
    </message>
    <message>
        <location filename="../ui/report/ReportSources.cpp" line="-45"/>
        <source>True cost as a criterion (after SemiAnalysis&apos;s ClusterMAX TCO model, clustermax.ai/tco): each offer&apos;s true cost per useful GPU-hour under the chosen scenario (pretraining, research or inference), divided by its GPU&apos;s dense BF16 PFLOPS, so per useful PFLOP-hour; score = 100 × the cheapest among the ranked offers ÷ this offer&apos;s. An offer whose provider has no published tier, or whose GPU has no BF16 figure, has no data for it.</source>
        <translation>作为评分项的真实成本（参照 SemiAnalysis ClusterMAX TCO 模型，clustermax.ai/tco）：每个实例方案在所选场景（预训练、研究或推理）下每有效 GPU 小时的真实成本，除以其 GPU 的稠密 BF16 算力 (PFLOPS)，即每有效 PFLOP 小时的成本；得分 = 100 × 参与排名实例方案中的最低值 ÷ 本实例方案的值。云服务商没有公开评级、或 GPU 没有 BF16 数值的实例方案，此项无数据。</translation>
    </message>
    <message>
        <location line="+15"/>
        <source>Dates: every price carries the day its source observed or published it (observed on) and the day it entered the catalog (imported on). A price&apos;s age counts from its observation, never from its import. Where the source gives no date the observation is unknown, shown as &quot;unknown&quot; or &quot;unknown (after D)&quot; with the best known lower bound D (for example the day the upstream file&apos;s path first existed); such a price is never fresh.</source>
        <translation>日期：每个价格都带有来源观测或公布它的日期（观测日期）和它进入数据库的日期（导入日期）。价格的时效从观测日期算起，绝不从导入日期算起。来源没有给出日期时，观测日期为未知，显示为“未知”或“未知（晚于 D）”，D 是已知的最佳下限（例如上游文件路径最早出现的日期）；这样的价格绝不算作新鲜价格。</translation>
    </message>
    <message>
        <location line="+4"/>
        <source>Data quality: a price observed more than 14 days ago, a price observed on an unknown day and a price or specification that the import flagged (spot equal to on-demand, memory differing from the datasheet, ...) are marked. Confidence is High without a mark, Medium with one mark that is not about the price&apos;s date, and Low otherwise: a stale price and an unknown observation date lower it alike.</source>
        <translation>数据质量：观测于 14 天以前的价格、观测日期未知的价格，以及导入时被标记的价格或规格（竞价实例价等于按需实例价、显存与数据手册不符等）都会被标注。没有标注时可信度为高，只有一项且与价格日期无关的标注时为中，其余为低：过期价格与观测日期未知同样会降低可信度。</translation>
    </message>
    <message>
        <location filename="../ui/report/ReportSummary.cpp" line="-108"/>
        <location filename="../ui/report/ReportSources.cpp" line="+33"/>
        <source>%1 to %2</source>
        <translation>%1 至 %2</translation>
    </message>
    <message>
        <location filename="../ui/report/ReportSources.cpp" line="+2"/>
        <source>no prices</source>
        <translation>无价格</translation>
    </message>
    <message>
        <location line="+1"/>
        <source>unknown (after %1)</source>
        <translation>未知（晚于 %1）</translation>
    </message>
    <message numerus="yes">
        <location line="+3"/>
        <source>%1; %n price(s) %2</source>
        <translation>
            <numerusform>%1；%n 个价格%2</numerusform>
        </translation>
    </message>
    <message>
        <location filename="../ui/report/ReportRanking.cpp" line="-58"/>
        <location filename="../ui/report/ReportSources.cpp" line="-90"/>
        <source>Observed</source>
        <translation>观测日期</translation>
    </message>
    <message>
        <location filename="../ui/report/ReportSummary.cpp" line="+109"/>
        <location filename="../ui/report/ReportRanking.cpp" line="+1"/>
        <location filename="../ui/report/ReportProviders.cpp" line="-79"/>
        <location line="+28"/>
        <source>Score</source>
        <translation>得分</translation>
    </message>
    <message>
        <location filename="../ui/report/ReportRanking.cpp" line="+0"/>
        <location filename="../ui/report/ReportPlan.cpp" line="+1"/>
        <source>Coverage</source>
        <translation>数据覆盖率</translation>
    </message>
    <message>
        <location filename="../ui/report/ReportSummary.cpp" line="+0"/>
        <location filename="../ui/report/ReportRanking.cpp" line="+0"/>
        <source>ClusterMAX tier</source>
        <translation>ClusterMAX 评级</translation>
    </message>
    <message>
        <location filename="../ui/report/ReportRanking.cpp" line="+5"/>
        <source>On-demand list prices of each provider&apos;s GPU model at its best-ranked configuration and region (&quot;+N more&quot;: other regions selling it), compared in USD at the catalog&apos;s dated exchange rates.</source>
        <translation>各云服务商每个 GPU 型号在其排名最高的配置与地域的按需公开价格（“及其他 N 个”：另有出售该型号的地域），按数据库中注明日期的汇率折算为美元后比较。</translation>
    </message>
    <message>
        <location line="+10"/>
        <source>Observed: the day the source observed or published the price; &quot;unknown (after D)&quot;: the source gives no date, D is the best known lower bound. Data quality: High = no mark; Medium = one mark other than a price over 14 days old or observed on an unknown day; Low = the rest.</source>
        <translation>观测日期：来源观测或公布价格的日期；“未知（晚于 D）”：来源没有给出日期，D 是已知的最佳下限。数据质量：高 = 无标注；中 = 一项标注，且不是价格超过 14 天或观测日期未知；低 = 其余情况。</translation>
    </message>
    <message>
        <location filename="../ui/report/ReportProviders.cpp" line="-36"/>
        <source>ClusterMAX tier history</source>
        <translation>ClusterMAX 评级历史</translation>
    </message>
    <message>
        <location line="+2"/>
        <source>not rated</source>
        <translation>未评级</translation>
    </message>
    <message>
        <location line="+5"/>
        <source>Criteria of its best offer (0-100)</source>
        <translation>其最佳实例方案的各评估项得分（0-100）</translation>
    </message>
    <message>
        <location line="+6"/>
        <source>Category scores are the points of the latest published tier: no assessment has been entered.</source>
        <translation>各类别得分取自最新公开评级的分值：尚未录入评估。</translation>
    </message>
    <message>
        <location line="+4"/>
        <source>Reliability</source>
        <translation>可靠性</translation>
    </message>
    <message>
        <location line="+1"/>
        <source>True cost</source>
        <translation>总拥有成本 (TCO)</translation>
    </message>
    <message>
        <location line="+16"/>
        <source>Its ranked offers</source>
        <translation>其参与排名的实例方案</translation>
    </message>
    <message>
        <location filename="../ui/report/ReportSources.cpp" line="-5"/>
        <source>%1: %2 per USD as of %3</source>
        <translation>%1：每美元 %2，日期 %3</translation>
    </message>
    <message>
        <location filename="../ui/report/ReportProviders.cpp" line="+14"/>
        <source>Local GPU probe</source>
        <translation>本机 GPU 探测</translation>
    </message>
    <message>
        <location line="+3"/>
        <source>No probe results are stored in this catalog.</source>
        <translation>数据库中没有保存探测结果。</translation>
    </message>
    <message>
        <location filename="../ui/report/ReportWriter.cpp" line="+85"/>
        <location filename="../ui/report/ReportSources.cpp" line="-18"/>
        <source>Methodology</source>
        <translation>方法说明</translation>
    </message>
    <message>
        <location filename="../ui/report/ReportSources.cpp" line="+43"/>
        <source>Each criterion scores 0-100: BF16 TFLOPS per USD per GPU-hour and memory bandwidth per USD per GPU-hour relative to the best offer, memory per GPU relative to the largest, and each of the 10 ClusterMAX categories from the provider&apos;s assessment (0-5 × 20) or else its latest published tier (Platinum 100, Gold 80, Silver 60, Bronze 40, Participation Ribbon 25, Underperforming 10).</source>
        <translation>每个评估项得分为 0-100：每 GPU 小时每美元的 BF16 算力与显存带宽相对于最佳实例方案，每 GPU 显存相对于最大者，ClusterMAX 的 10 个类别取云服务商的评估分（0-5 × 20），没有评估时取其最新公开评级（铂金 100、金牌 80、银牌 60、铜牌 40、参与奖 25、表现不佳 10）。</translation>
    </message>
    <message>
        <location line="-23"/>
        <source>Data sources</source>
        <translation>数据来源</translation>
    </message>
    <message>
        <location line="+0"/>
        <source>Price files</source>
        <translation>价格文件</translation>
    </message>
    <message>
        <location line="+3"/>
        <source>File</source>
        <translation>文件</translation>
    </message>
    <message>
        <location line="+0"/>
        <source>Offers</source>
        <translation>实例方案数</translation>
    </message>
    <message>
        <location filename="../ui/report/ReportProviders.cpp" line="-46"/>
        <location line="+27"/>
        <location filename="../ui/report/ReportSources.cpp" line="+0"/>
        <source>Source</source>
        <translation>来源</translation>
    </message>
    <message>
        <location filename="../ui/report/ReportSources.cpp" line="+17"/>
        <source>Prices are list prices per instance-hour from each source; the price per GPU-hour is the instance price divided by its GPU count. Each provider&apos;s GPU model is ranked once, at its best-ranked configuration and region, in USD at the dated exchange rate.</source>
        <translation>价格为各来源的每实例小时公开价格；每 GPU 小时价格等于实例价格除以其 GPU 数量。每家云服务商的每个 GPU 型号只排名一次，取其排名最高的配置与地域，并按注明日期的汇率换算为美元。</translation>
    </message>
    <message>
        <location line="+20"/>
        <source>The score is the weighted mean of the criteria. By default a criterion without data counts at 10 points of 100, the points of the lowest published ClusterMAX tier, so a gap in the data never scores better than the worst published grade; the other policy leaves such criteria out and renormalises the remaining weights. Coverage is the share of the weight backed by data, and offers under 50 % coverage rank after the others.</source>
        <translation>得分是各评估项的加权平均。默认情况下，没有数据的评估项按 100 分中的 10 分计，即 ClusterMAX 最低公开评级的分值，因此数据缺口永远不会比最差的公开评级得分更高；另一种策略则略去这些评估项，并按比例放大其余权重。数据覆盖率是有数据支撑的权重占比，覆盖率低于 50 % 的实例方案排在其他实例方案之后。</translation>
    </message>
    <message>
        <location filename="../ui/report/ReportWriter.cpp" line="-79"/>
        <source>USD</source>
        <comment>currency unit</comment>
        <translation>美元</translation>
    </message>
    <message>
        <location line="+2"/>
        <source>CNY</source>
        <comment>currency unit</comment>
        <translation>元</translation>
    </message>
    <message>
        <location line="+2"/>
        <source>EUR</source>
        <comment>currency unit</comment>
        <translation>欧元</translation>
    </message>
    <message>
        <location line="+7"/>
        <source>%1 %2</source>
        <comment>money</comment>
        <extracomment>%1 the currency unit, %2 the amount: &quot;CNY 9.25&quot;; Chinese puts the unit after (&quot;9.25 元&quot;).</extracomment>
        <translation>%2 %1</translation>
    </message>
    <message>
        <location line="+5"/>
        <source>%1 per GPU-hour</source>
        <comment>column header</comment>
        <translation>%1/GPU 小时</translation>
    </message>
    <message>
        <location line="+213"/>
        <source>High</source>
        <comment>confidence</comment>
        <translation>高</translation>
    </message>
    <message>
        <location line="+2"/>
        <source>Medium</source>
        <comment>confidence</comment>
        <translation>中</translation>
    </message>
    <message>
        <location line="+4"/>
        <source>Low</source>
        <comment>confidence</comment>
        <translation>低</translation>
    </message>
    <message>
        <location line="+12"/>
        <source>balanced</source>
        <comment>weights preset</comment>
        <translation>均衡</translation>
    </message>
    <message>
        <location line="+2"/>
        <source>training</source>
        <comment>weights preset</comment>
        <translation>训练</translation>
    </message>
    <message>
        <location line="+2"/>
        <source>inference</source>
        <comment>weights preset</comment>
        <translation>推理</translation>
    </message>
    <message>
        <location line="+2"/>
        <source>budget</source>
        <comment>weights preset</comment>
        <translation>预算</translation>
    </message>
    <message>
        <location line="+4"/>
        <location line="+3"/>
        <source>%1 (CloudGauge default)</source>
        <translation>%1（算力云评默认）</translation>
    </message>
    <message>
        <location line="-2"/>
        <source>%1 (CloudGauge preset)</source>
        <translation>%1（算力云评预设）</translation>
    </message>
    <message>
        <location line="+3"/>
        <source>custom weights</source>
        <translation>自定义权重</translation>
    </message>
    <message>
        <location line="+2"/>
        <source>the need profile&apos;s weights (CloudGauge&apos;s own)</source>
        <translation>需求配置的权重（算力云评自定）</translation>
    </message>
    <message>
        <location line="+9"/>
        <source>set in the window: %1</source>
        <translation>在窗口中设定：%1</translation>
    </message>
    <message>
        <location line="+3"/>
        <source>weights file %1</source>
        <translation>权重文件 %1</translation>
    </message>
    <message>
        <location filename="../ui/report/ReportSummary.cpp" line="-319"/>
        <source>rated Not Recommended by ClusterMAX</source>
        <translation>被 ClusterMAX 列为不推荐</translation>
    </message>
    <message>
        <location line="+3"/>
        <source>ClusterMAX could not test it and no assessment is entered</source>
        <translation>ClusterMAX 未能测试且尚未录入评估</translation>
    </message>
    <message>
        <location line="+1"/>
        <source>no ClusterMAX rating and no assessment</source>
        <translation>既无 ClusterMAX 评级也无评估</translation>
    </message>
    <message>
        <location line="+2"/>
        <source>prices implausibly cheap for their GPU</source>
        <translation>价格对其 GPU 而言低得不可信</translation>
    </message>
    <message>
        <location line="+2"/>
        <source>prices implausibly dear for their GPU</source>
        <translation>价格对其 GPU 而言高得不可信</translation>
    </message>
    <message>
        <location line="+2"/>
        <source>no offer meets the need profile</source>
        <translation>没有实例方案满足需求配置</translation>
    </message>
    <message>
        <location line="+2"/>
        <source>GPUs priced without their host machine</source>
        <translation>只有 GPU 价格、主机未计价</translation>
    </message>
    <message>
        <location line="+1"/>
        <source>%1 (%2)</source>
        <translation>%1（%2）</translation>
    </message>
    <message>
        <location line="+38"/>
        <source>Scope: %1 offers from %2 providers in the catalog; no price has a known observation date.</source>
        <translation>范围：数据库中 %2 家云服务商的 %1 个实例方案；没有任何价格有已知的观测日期。</translation>
    </message>
    <message>
        <location line="+3"/>
        <source>Scope: %1 offers from %2 providers in the catalog; newest price observed on %3.</source>
        <translation>范围：数据库中 %2 家云服务商的 %1 个实例方案；最新价格观测于 %3。</translation>
    </message>
    <message>
        <location line="+5"/>
        <source>Need profile: none</source>
        <translation>需求配置：无</translation>
    </message>
    <message>
        <location line="+0"/>
        <source>Need profile: %1</source>
        <translation>需求配置：%1</translation>
    </message>
    <message>
        <location line="+7"/>
        <source>No offer passes the gates with a comparable on-demand price, so nothing is recommended.</source>
        <translation>没有实例方案在通过排除条件的同时具备可比较的按需实例价格，因此没有推荐。</translation>
    </message>
    <message>
        <location line="+12"/>
        <source>Where region %1 is has not been published (cloudgauge regions).</source>
        <translation>区域 %1 的位置尚未公布（见 cloudgauge regions）。</translation>
    </message>
    <message>
        <location line="+3"/>
        <source>Region %1 is in %2.</source>
        <translation>区域 %1 位于%2。</translation>
    </message>
    <message>
        <location line="+5"/>
        <source>It is %1 km from %2: a round trip over fibre takes at least %3 ms.</source>
        <translation>它距%2 %1 公里：经光纤往返至少需要 %3 毫秒。</translation>
    </message>
    <message>
        <location line="+11"/>
        <source>Measured on %1 from the network the latency test ran on: TCP connect %2 ms, first byte %3 ms (medians of %4 connections to its public endpoint).</source>
        <translation>%1 从运行延迟测试的网络实测：TCP 连接 %2 毫秒，首字节 %3 毫秒（对其公开端点 %4 次连接的中位数）。</translation>
    </message>
    <message>
        <location line="+15"/>
        <source>%1 (only %2)</source>
        <translation>%1（仅%2）</translation>
    </message>
    <message>
        <location line="+3"/>
        <source>Certifications %1 publishes: %2.</source>
        <translation>%1 公开的认证：%2。</translation>
    </message>
    <message>
        <location line="+0"/>
        <location line="+3"/>
        <source>, </source>
        <translation>、</translation>
    </message>
    <message>
        <location line="-1"/>
        <source>In progress by %1&apos;s own account, not yet held: %2.</source>
        <translation>据 %1 自己的说法仍在进行中、尚未取得：%2。</translation>
    </message>
    <message>
        <location line="+3"/>
        <source>No security certification of %1 is on record: none was found in its published pages.</source>
        <translation>没有 %1 的安全认证记录：在其公开的页面中未找到。</translation>
    </message>
    <message>
        <location line="+2"/>
        <source>It scores %1 of 100 under these weights, with %2 % of the weight backed by data.</source>
        <translation>在当前权重下得分 %1（满分 100），%2 % 的权重有数据支持。</translation>
    </message>
    <message>
        <location line="+11"/>
        <source>It leads #2 (%1, score %2) by %3 points; no price cut alone would let #2 tie.</source>
        <translation>它领先第 2 名（%1，得分 %2）%3 分；仅靠降价无法让第 2 名与之持平。</translation>
    </message>
    <message>
        <location line="+19"/>
        <source>All of them come from providers rated by SemiAnalysis ClusterMAX.</source>
        <translation>这些实例方案全部来自经 SemiAnalysis ClusterMAX 评级的云服务商。</translation>
    </message>
    <message>
        <location line="+1"/>
        <source>%1 of them come from providers rated by SemiAnalysis ClusterMAX, %2 from providers with an assessment but no published tier, and %3 from providers with neither.</source>
        <translation>其中 %1 个来自经 SemiAnalysis ClusterMAX 评级的云服务商，%2 个来自有评估但没有公开评级的云服务商，%3 个来自两者皆无的云服务商。</translation>
    </message>
    <message numerus="yes">
        <location line="+40"/>
        <source>Every price of the top list was observed within the last %n day(s).</source>
        <translation>
            <numerusform>前列所有价格都是在最近 %n 天内观测到的。</numerusform>
        </translation>
    </message>
    <message>
        <location line="+2"/>
        <source>Every price of the top list is to re-check on the provider&apos;s page, or with `cloudgauge verify` (which re-fetches their sources), before signing.</source>
        <translation>前列所有价格都需在签约前到云服务商的价格页面或用 cloudgauge verify（重新获取其来源）复核。</translation>
    </message>
    <message>
        <location line="+2"/>
        <source>To re-check on the providers&apos; pages, or with `cloudgauge verify` (which re-fetches their sources), before signing: %1.</source>
        <translation>签约前请在云服务商的价格页面或用 cloudgauge verify（重新获取其来源）复核：%1。</translation>
    </message>
    <message numerus="yes">
        <location line="+15"/>
        <source>None of the %n price(s) of the top list has been verified against its source (File → Verify prices of the top list… in the window, or `cloudgauge verify`).</source>
        <translation>
            <numerusform>前列 %n 个价格均未按其来源核验（可在窗口中用“文件 → 核验前列价格…”，或运行 `cloudgauge verify`）。</numerusform>
        </translation>
    </message>
    <message numerus="yes">
        <location line="+4"/>
        <source>All %n price(s) of the top list were verified against their sources on %1.</source>
        <translation>
            <numerusform>前列全部 %n 个价格已于 %1 按其来源核验。</numerusform>
        </translation>
    </message>
    <message numerus="yes">
        <location line="+1"/>
        <source>%1 of the %n price(s) of the top list were verified against their sources on %2; the others were not.</source>
        <translation>
            <numerusform>前列 %n 个价格中，%1 个已于 %2 按其来源核验；其余未核验。</numerusform>
        </translation>
    </message>
    <message>
        <location line="+13"/>
        <source>The catalog holds no exchange rates: only prices in USD are compared.</source>
        <translation>数据库中没有汇率：只比较以美元计价的价格。</translation>
    </message>
    <message numerus="yes">
        <location line="+2"/>
        <source>Prices in other currencies are converted to USD at the catalog&apos;s exchange rates, the oldest dated %1 (%n day(s) before %2).</source>
        <translation>
            <numerusform>其他币种的价格按数据库中的汇率换算为美元，最早的汇率日期为 %1（距 %2 有 %n 天）。</numerusform>
        </translation>
    </message>
    <message>
        <location line="+6"/>
        <source>Warning: the exchange rates are more than %1 days old; USD figures converted from other currencies may be off.</source>
        <translation>警告：汇率已超过 %1 天；由其他币种换算的美元数值可能有偏差。</translation>
    </message>
    <message>
        <location line="+14"/>
        <location filename="../ui/report/ReportRanking.cpp" line="+9"/>
        <source>No offer is excluded by a gate.</source>
        <translation>没有实例方案因排除条件被排除。</translation>
    </message>
    <message>
        <location line="+4"/>
        <source>%1 rated Not Recommended by ClusterMAX</source>
        <translation>%1 个被 ClusterMAX 列为不推荐</translation>
    </message>
    <message>
        <location line="+2"/>
        <source>%1 from providers with no ClusterMAX rating and no assessment</source>
        <translation>%1 个来自既无 ClusterMAX 评级也无评估的云服务商</translation>
    </message>
    <message>
        <location line="+2"/>
        <source>%1 implausibly cheap for their GPU</source>
        <translation>%1 个对其 GPU 而言价格低得不可信</translation>
    </message>
    <message>
        <location line="+2"/>
        <source>%1 implausibly dear for their GPU</source>
        <translation>%1 个对其 GPU 而言价格高得不可信</translation>
    </message>
    <message>
        <location line="+2"/>
        <source>%1 failing the need profile</source>
        <translation>%1 个不满足需求配置</translation>
    </message>
    <message>
        <location line="+2"/>
        <source>%1 priced for the GPU alone, the host machine not priced</source>
        <translation>%1 个只有 GPU 价格、主机未计价</translation>
    </message>
    <message numerus="yes">
        <location line="+1"/>
        <source>%n offer(s) are not recommended and are listed apart under &quot;Not recommended&quot;: %1 (an offer can fail more than one gate).</source>
        <translation>
            <numerusform>%n 个实例方案不予推荐，单独列于“不推荐的实例方案”：%1（一个实例方案可能触发多项排除条件）。</numerusform>
        </translation>
    </message>
    <message numerus="yes">
        <location line="+9"/>
        <source>%1 (%n instance type(s))</source>
        <translation>
            <numerusform>%1（%n 个实例规格）</numerusform>
        </translation>
    </message>
    <message>
        <location line="+9"/>
        <source>Hyperscalers listed with prices but with no offer recommended: %1.</source>
        <translation>有价格但没有任何实例方案获推荐的大型云厂商：%1。</translation>
    </message>
    <message>
        <location line="+1"/>
        <source>Missing data: a criterion without data counts as %1 of 100 points, never as a reward (10, CloudGauge&apos;s default, is the points of ClusterMAX&apos;s lowest published tier).</source>
        <translation>缺失数据：没有数据的评估项按 100 分中的 %1 分计，绝不因此得益（算力云评默认值 10 即 ClusterMAX 最低公开评级的分值）。</translation>
    </message>
    <message>
        <location line="+3"/>
        <source>Missing data: criteria without data are left out and the other weights renormalised; the coverage column shows how much of the weight has data.</source>
        <translation>缺失数据：没有数据的评估项被略去，其余权重按比例放大；数据覆盖率一栏显示有数据支撑的权重占比。</translation>
    </message>
    <message numerus="yes">
        <location line="+3"/>
        <source>The ranking is for %1: only offers that can run it are ranked (%2); the true cost is for a job of %n GPU(s).</source>
        <translation>
            <numerusform>本排名针对 %1：只对能运行该作业的实例方案排名（%2）；真实成本按 %n 个 GPU 的作业规模计算。</numerusform>
        </translation>
    </message>
    <message>
        <location line="+8"/>
        <source>No need profile is applied, but only offers that meet these constraints are ranked: %1.</source>
        <translation>未使用需求配置，但只对满足以下约束的实例方案排名：%1。</translation>
    </message>
    <message>
        <location line="+3"/>
        <source>No need profile is applied: every GPU and instance size is compared.</source>
        <translation>未使用需求配置：比较所有 GPU 和实例规格。</translation>
    </message>
    <message>
        <location line="-6"/>
        <source>Need profile: %1 (%2); offers that do not meet it are excluded.</source>
        <translation>需求配置：%1（%2）；不满足的实例方案被排除。</translation>
    </message>
    <message>
        <location filename="../ui/report/ReportRanking.cpp" line="-65"/>
        <source>place unknown</source>
        <translation>位置未知</translation>
    </message>
    <message>
        <location line="+5"/>
        <source>%1 km</source>
        <translation>%1 公里</translation>
    </message>
    <message numerus="yes">
        <location line="+13"/>
        <source>best of %n configuration(s)</source>
        <translation>
            <numerusform>%n 种配置中最佳</numerusform>
        </translation>
    </message>
    <message>
        <location line="+2"/>
        <location filename="../ui/report/ReportSources.cpp" line="+50"/>
        <source>unknown</source>
        <translation>未知</translation>
    </message>
    <message>
        <location line="+8"/>
        <source>%1 +%2 more</source>
        <translation>%1 及其他 %2 个</translation>
    </message>
    <message>
        <location line="+12"/>
        <source>Region</source>
        <translation>地域</translation>
    </message>
    <message>
        <location line="+1"/>
        <source>Data quality</source>
        <translation>数据质量</translation>
    </message>
    <message>
        <location line="+7"/>
        <source>Region: the provider&apos;s name for it, then where it is (country or jurisdiction, city) as a public source states it (the provider&apos;s documentation, the region&apos;s own name, or another source: cloudgauge regions lists each), &quot;place unknown&quot; where none does.</source>
        <translation>区域：提供商对该区域的命名，其后是公开来源所述的位置（国家或法域、城市；来源为提供商文档、区域名称本身或其他来源，cloudgauge regions 逐一列出），无来源说明时标为“位置未知”。</translation>
    </message>
    <message>
        <location line="+4"/>
        <source>Distances are great-circle km from %1; a round trip over fibre takes at least 1 ms per 100 km of distance.</source>
        <translation>距离为自 %1 起的大圆距离（公里）；经光纤往返，每 100 公里距离至少需要 1 毫秒。</translation>
    </message>
    <message>
        <location line="+10"/>
        <source>Not recommended</source>
        <translation>不推荐的实例方案</translation>
    </message>
    <message numerus="yes">
        <location line="+6"/>
        <source>%n offer(s) fail a gate and are not recommended, whatever their score; the first %1 by score are listed.</source>
        <translation>
            <numerusform>%n 个实例方案触发排除条件，无论得分高低均不予推荐；下面按得分列出前 %1 个。</numerusform>
        </translation>
    </message>
    <message>
        <location line="+12"/>
        <source>Why not recommended</source>
        <translation>不推荐的原因</translation>
    </message>
    <message>
        <location line="+6"/>
        <source>Not ranked: no price in the catalog</source>
        <translation>未排名：数据库中无价格</translation>
    </message>
    <message>
        <location line="+2"/>
        <source>These providers list GPU instance types in the catalog but no usable list price, so they cannot be compared; this is no judgement on them.</source>
        <translation>这些云服务商在数据库中列有 GPU 实例规格，但没有可用的公开价格，因此无法比较；这并非对它们的评价。</translation>
    </message>
    <message>
        <location line="+10"/>
        <source>Instance types</source>
        <translation>实例规格数</translation>
    </message>
    <message>
        <location line="+0"/>
        <source>For example</source>
        <translation>示例</translation>
    </message>
    <message>
        <location line="+0"/>
        <source>Next step</source>
        <translation>下一步</translation>
    </message>
    <message>
        <location filename="../ui/report/ReportProviders.cpp" line="-110"/>
        <source>a third party&apos;s compilation of the published list, not SemiAnalysis&apos;s own article</source>
        <translation>第三方整理的公开榜单，并非 SemiAnalysis 原文</translation>
    </message>
    <message>
        <location line="+1"/>
        <source>see the catalog&apos;s rating source</source>
        <translation>见数据库中的评级来源</translation>
    </message>
    <message>
        <location line="+7"/>
        <source>no data (counts as %1)</source>
        <translation>无数据（按 %1 分计）</translation>
    </message>
    <message>
        <location line="+0"/>
        <source>no data (left out)</source>
        <translation>无数据（略去）</translation>
    </message>
    <message>
        <location line="+9"/>
        <source>published tier %1</source>
        <translation>公开评级 %1</translation>
    </message>
    <message>
        <location line="+14"/>
        <source>no assessment and no published tier</source>
        <translation>既无评估也无公开评级</translation>
    </message>
    <message>
        <location line="+1"/>
        <source>no assessment; tier %1 has no points</source>
        <translation>无评估；评级 %1 没有分值</translation>
    </message>
    <message>
        <location line="+3"/>
        <source>true-cost model, %1 scenario</source>
        <translation>总拥有成本 (TCO) 模型，%1场景</translation>
    </message>
    <message>
        <location line="+1"/>
        <source>no published tier and no reliability figures</source>
        <translation>既无公开评级也无可靠性数据</translation>
    </message>
    <message>
        <location line="+1"/>
        <source>no dense BF16 figure in the datasheet</source>
        <translation>数据手册中没有稠密 BF16 算力数值</translation>
    </message>
    <message>
        <location line="+2"/>
        <source>datasheet memory per GPU</source>
        <translation>数据手册中的每 GPU 显存</translation>
    </message>
    <message>
        <location line="+0"/>
        <source>memory per GPU not in the datasheet</source>
        <translation>数据手册中没有每 GPU 显存</translation>
    </message>
    <message>
        <location line="+3"/>
        <source>datasheet memory bandwidth and list price</source>
        <translation>数据手册中的显存带宽与公开价格</translation>
    </message>
    <message>
        <location line="+0"/>
        <source>memory bandwidth not in the datasheet</source>
        <translation>数据手册中没有显存带宽</translation>
    </message>
    <message>
        <location line="+2"/>
        <source>datasheet dense BF16 TFLOPS and list price</source>
        <translation>数据手册中的稠密 BF16 算力 (TFLOPS) 与公开价格</translation>
    </message>
    <message>
        <location line="+0"/>
        <source>dense BF16 not in the datasheet</source>
        <translation>数据手册中没有稠密 BF16 算力</translation>
    </message>
    <message>
        <location line="+15"/>
        <source>On the %1 scenario (a job of %2 GPUs) with the %3: %4 per useful GPU-hour against a list price of %5; goodput expense %6 % of the monthly cost (%7 failures a month).</source>
        <translation>按%1场景（作业规模 %2 个 GPU）并采用%3：每有效 GPU 小时 %4，公开价格为每 GPU 小时 %5；有效训练时间 (goodput) 损失占月成本的 %6 %（每月 %7 次故障）。</translation>
    </message>
    <message>
        <location line="+24"/>
        <source>Rating</source>
        <translation>评级版本</translation>
    </message>
    <message>
        <location line="+0"/>
        <source>Published</source>
        <translation>发布日期</translation>
    </message>
    <message>
        <location line="+0"/>
        <source>Tier</source>
        <translation>评级</translation>
    </message>
    <message>
        <location line="+3"/>
        <source>Criterion</source>
        <translation>评估项</translation>
    </message>
    <message>
        <location line="+0"/>
        <source>Origin</source>
        <translation>来源</translation>
    </message>
    <message numerus="yes">
        <location filename="../ui/report/ReportSources.cpp" line="-101"/>
        <source>per row (%n source(s))</source>
        <translation>
            <numerusform>逐行给出（%n 个来源）</numerusform>
        </translation>
    </message>
    <message>
        <location line="+14"/>
        <source>Imported</source>
        <translation>导入日期</translation>
    </message>
    <message>
        <location line="+3"/>
        <source>GPU datasheets</source>
        <translation>GPU 数据手册</translation>
    </message>
    <message>
        <location line="+3"/>
        <source>Ratings</source>
        <translation>评级</translation>
    </message>
    <message>
        <location line="+1"/>
        <source>SemiAnalysis ClusterMAX 1.0 (2025-03-26), 2.0 (2025-11-06) and 3.0 (2026-09-23): https://newsletter.semianalysis.com/p/the-gpu-cloud-clustermax-rating-system-how-to-rent-gpus, https://newsletter.semianalysis.com/p/clustermax-20-the-industry-standard, https://newsletter.semianalysis.com/p/clustermax-30-the-industry-standard</source>
        <translation>SemiAnalysis ClusterMAX 1.0（2025-03-26）、2.0（2025-11-06）和 3.0（2026-09-23）：https://newsletter.semianalysis.com/p/the-gpu-cloud-clustermax-rating-system-how-to-rent-gpus、https://newsletter.semianalysis.com/p/clustermax-20-the-industry-standard、https://newsletter.semianalysis.com/p/clustermax-30-the-industry-standard</translation>
    </message>
    <message>
        <location line="+4"/>
        <source>Exchange rates</source>
        <translation>汇率</translation>
    </message>
    <message>
        <location filename="../ui/report/ReportWriter.cpp" line="+126"/>
        <source>CloudGauge report · %1</source>
        <translation>算力云评报告 · %1</translation>
    </message>
    <message>
        <location line="+2"/>
        <source>Catalog fingerprint %1</source>
        <translation>数据库指纹 %1</translation>
    </message>
    <message>
        <location line="+8"/>
        <source>CONFIDENTIAL</source>
        <translation>保密</translation>
    </message>
    <message>
        <location line="+8"/>
        <source>Generated %1 by CloudGauge %2</source>
        <translation>由算力云评 CloudGauge %2 生成于 %1</translation>
    </message>
    <message>
        <location line="+2"/>
        <source>Page %1 of %2</source>
        <translation>第 %1 页，共 %2 页</translation>
    </message>
    <message>
        <location line="+80"/>
        <source>The report font WenQuanYi Micro Hei is not installed (Debian package fonts-wqy-microhei); without it Chinese text would print as empty boxes.</source>
        <translation>未安装报告字体文泉驿微米黑（Debian 软件包 fonts-wqy-microhei）；缺少该字体时中文会显示为空白方框。</translation>
    </message>
    <message>
        <location filename="../ui/report/ReportProviders.cpp" line="-19"/>
        <source>Not computed: the provider has no published tier and no reliability figures in the catalog.</source>
        <translation>未计算：该云服务商没有公开评级，数据库中也没有可靠性数据。</translation>
    </message>
    <message>
        <location filename="../ui/report/ReportSources.cpp" line="+44"/>
        <source>True cost follows SemiAnalysis&apos;s model of eight monthly cost areas (GPU, storage, network, control plane, support, goodput loss, setup, debugging). GPU-hours lost per failure: cold spare [(t_id + t_ckpt/2) + t_init + t_repair] × J; hot spare [(t_id + t_ckpt/2) + t_init] × J + t_repair × blast radius; fault tolerant (t_id + t_failover) × J + t_repair × blast radius; failures per hour = J / MTBF. Reliability comes from the catalog, else the published reference for the provider&apos;s tier (Gold: MTBF 25,000 GPU-hours, 15 min to identify and to repair; Silver: 15,000, 1 h and 1 h).</source>
        <translation>总拥有成本 (TCO) 采用 SemiAnalysis 的模型，按月计八项成本（GPU、存储、网络、控制面、支持、goodput 损失、部署、调试）。每次故障损失的 GPU 小时：冷备 [(t_id + t_ckpt/2) + t_init + t_repair] × J；热备 [(t_id + t_ckpt/2) + t_init] × J + t_repair × 影响范围；容错训练 (t_id + t_failover) × J + t_repair × 影响范围；每小时故障数 = J / 平均无故障时间 (MTBF)。可靠性数据取自数据库，没有时取该云服务商评级的公开参考值（金牌：MTBF 25,000 GPU 小时，识别与修复各 15 分钟；银牌：15,000、1 小时与 1 小时）。</translation>
    </message>
    <message>
        <location line="+14"/>
        <source>Capacity plan: the demand curve is replayed over each term; committing c GPUs at term price R costs c × R every hour, the demand above c runs on demand at P. The cheapest c is the smallest level the demand exceeds in a share of the hours no larger than R ÷ P; the plan sweeps every whole level and checks it against that closed form. The mix across providers and terms (with spot for the share of the demand marked interruptible) is a small integer program solved by GLPK.</source>
        <translation>容量规划：需求曲线在每个期限内重放；以承诺价 R 承诺 c 个 GPU，每小时花费 c × R，超出 c 的需求以按需价 P 运行。成本最低的 c 是满足“需求超过该水平的小时占比不大于 R ÷ P”的最小水平；规划逐一扫描每个整数承诺量，并与这一闭式解对照。跨云厂商和期限的组合（需求中标记为可中断的部分可用竞价实例）是一个小型整数规划，由 GLPK 求解。</translation>
    </message>
    <message>
        <location line="+5"/>
        <source>Rank stability tells how far one weight can move before two adjacent offers of the top 10 swap; the derived tier is the band of a provider&apos;s mean category score (90, 70, 50, 32.5, 17.5), shown beside the published one.</source>
        <translation>排名稳定性表示某个权重可移动多少，前 10 名中相邻的两个实例方案才会互换；推算评级是云服务商各类别平均得分所在的区间（90、70、50、32.5、17.5），与公布的评级并列显示。</translation>
    </message>
    <message>
        <location line="-12"/>
        <source>Cheapest to finish: GPU-hours = 6 × parameters × tokens ÷ (datasheet dense BF16 FLOP/s × MFU) ÷ 3,600 (Kaplan et al. 2020), MFU being the user&apos;s assumption (default 40 %); cost = GPU-hours × USD per GPU-hour, at list price and at true cost.</source>
        <translation>完成成本最低：GPU 小时 = 6 × 参数量 × 词元数 ÷（数据手册稠密 BF16 FLOP/s × MFU）÷ 3,600（Kaplan 等，2020），MFU 为用户的假设值（默认 40 %）；成本 = GPU 小时 × 每 GPU 小时价格 (USD)，分别按公开价格与总拥有成本计算。</translation>
    </message>
    <message>
        <location line="-21"/>
        <source>Gates: an offer is not recommended, and is listed apart with the reason, when ClusterMAX rates its provider Underperforming (tested and failed), or Unavailable (it could not test the provider) unless the user has assessed the provider, when its provider has neither a published tier nor an assessment, when its price is implausibly low for its GPU model (modified z-score of the log price below −3.5, Iglewicz and Hoaglin 1993, with the spread floored so that only a price about 2.4 times below the median counts), or when it fails a hard constraint of the chosen need profile. A price as far above is a warning.</source>
        <translation>排除条件：当 ClusterMAX 将其云服务商评为表现不佳（评测不合格），或无法评测（ClusterMAX 未能评测）且用户尚未评估该云服务商、云服务商既没有公开评级也没有评估、其价格对该 GPU 型号而言低得不可信（对数价格的修正 z 分数低于 −3.5，Iglewicz 与 Hoaglin 1993；离散度设有下限，只有比中位数低约 2.4 倍的价格才计入），或不满足所选需求配置的硬性条件时，该实例方案不推荐，并连同原因单独列出。高出同样幅度的价格仅作为警告。</translation>
    </message>
    <message>
        <location line="+24"/>
        <source>Reserved-term break-even: a term is paid for every hour (720 h a month); on-demand for the hours used, its price assumed to fall by a yearly rate the user sets (default 20 %, an assumption, not a published figure), compounded monthly. Break-even utilisation = committed cost ÷ on-demand cost at full use. Term prices come from the catalog or from a quote the user types; none is invented.</source>
        <translation>预留实例期限盈亏平衡：期限内每小时都需付费（每月 720 小时）；按需实例只为使用的小时付费，其价格按用户设定的年降幅（默认 20 %，为假设值而非公开数据）逐月复合下降。盈亏平衡利用率 = 承诺成本 ÷ 满负荷使用时的按需实例成本。期限价格取自数据库或用户输入的报价，绝不凭空编造。</translation>
    </message>
    <message>
        <location filename="../ui/report/ReportWriter.cpp" line="-193"/>
        <source>research</source>
        <translation>研究</translation>
    </message>
    <message>
        <location line="+1"/>
        <source>inference</source>
        <translation>推理</translation>
    </message>
    <message>
        <location line="+1"/>
        <source>pretraining</source>
        <translation>预训练</translation>
    </message>
    <message>
        <location filename="../ui/report/ReportSummary.cpp" line="-258"/>
        <source>%1 (%2 scenario)</source>
        <translation>%1（%2场景）</translation>
    </message>
    <message>
        <location filename="../ui/report/ReportSources.cpp" line="-40"/>
        <source>An assessment scores a category 0-5 against CloudGauge&apos;s rubric, written from the ClusterMAX criteria, with its evidence, source URL, date and author. &quot;Start from published tier&quot; fills the categories with score = tier points ÷ 20: Platinum 5, Gold 4, Silver 3, Bronze 2, Participation Ribbon 1.25, Underperforming 0.5, Unavailable or unrated no data. Such scores are marked as derived from the tier (their source is the tier&apos;s article), never as assessments.</source>
        <translation>评估按 CloudGauge 依据 ClusterMAX 标准编写的评分细则，为每个类别给出 0-5 分，并附依据、来源 URL、日期和作者。“从公开评级开始”按 得分 = 评级分值 ÷ 20 填入各类别：铂金 5、金牌 4、银牌 3、铜牌 2、参与奖 1.25、表现不佳 0.5，无法评测或未评级为无数据。这类得分标记为由评级推算（来源为评级文章），绝不作为评估。</translation>
    </message>
    <message>
        <location filename="../ui/report/ReportProviders.cpp" line="-45"/>
        <source>derived from the tier</source>
        <translation>由评级推算</translation>
    </message>
    <message>
        <location line="+2"/>
        <source>assessed %1</source>
        <translation>%1 评估</translation>
    </message>
    <message>
        <location line="+64"/>
        <source>%1 of 10 category scores come from assessments; the others from the published tier, or no data.</source>
        <translation>10 个类别中有 %1 个得分来自评估；其余来自公开评级，或无数据。</translation>
    </message>
    <message>
        <location line="+14"/>
        <source>undated</source>
        <translation>无日期</translation>
    </message>
    <message>
        <location line="+1"/>
        <source>Charges besides the GPU</source>
        <translation>GPU 以外的费用</translation>
    </message>
    <message>
        <location line="+3"/>
        <source>None published that CloudGauge has found: the true cost prices storage at the generic rate and leaves egress and IPv4 out.</source>
        <translation>CloudGauge 未找到公开的费用：总拥有成本按通用费率计算存储，出流量和 IPv4 不计入。</translation>
    </message>
    <message>
        <location line="+4"/>
        <source>Charge</source>
        <translation>费用项</translation>
    </message>
    <message>
        <location line="+0"/>
        <source>Published rate</source>
        <translation>公开费率</translation>
    </message>
    <message>
        <location line="+0"/>
        <source>Page date</source>
        <translation>页面日期</translation>
    </message>
    <message>
        <location line="+5"/>
        <source>%1 more ranked offers of this provider are not shown.</source>
        <translation>该云服务商另有 %1 个参与排名的实例方案未列出。</translation>
    </message>
    <message>
        <location line="+22"/>
        <source>The latest probe run (%1) found no device to compare.</source>
        <translation>最近一次探测（%1）未找到可比较的设备。</translation>
    </message>
    <message>
        <location line="+7"/>
        <source>Measured on %1 at %2: %3.</source>
        <translation>于 %2 在 %1 上测量：%3。</translation>
    </message>
    <message>
        <location line="+2"/>
        <source>This is a CPU or software device: its figures are CPU figures, not GPU figures.</source>
        <translation>这是 CPU 或软件设备：其数值是 CPU 数值，不是 GPU 数值。</translation>
    </message>
    <message>
        <location line="+2"/>
        <source>It matches no GPU model in the catalog.</source>
        <translation>它与数据库中的任何 GPU 型号都不匹配。</translation>
    </message>
    <message>
        <location line="+2"/>
        <source>Catalog model: %1.</source>
        <translation>数据库型号：%1。</translation>
    </message>
    <message>
        <location line="+1"/>
        <source>Memory bandwidth %1 GB/s measured (%2 of the datasheet peak); FP32 %3 TFLOPS measured (%4 of the datasheet peak).</source>
        <translation>带宽实测 %1 GB/s（为数据手册峰值的 %2）；FP32 实测 %3 TFLOPS（为数据手册峰值的 %4）。</translation>
    </message>
    <message>
        <location line="+12"/>
        <source>Closest cloud GPUs by measured performance</source>
        <translation>按实测性能最接近的云 GPU</translation>
    </message>
    <message>
        <location filename="../ui/report/ReportRanking.cpp" line="-58"/>
        <location line="+40"/>
        <location filename="../ui/report/ReportProviders.cpp" line="+2"/>
        <location filename="../ui/report/ReportEvidence.cpp" line="+75"/>
        <source>GPU</source>
        <translation>GPU</translation>
    </message>
    <message>
        <location filename="../ui/report/ReportQuotes.cpp" line="-32"/>
        <source>Quotes and answers received</source>
        <translation>已收到的报价与答复</translation>
    </message>
    <message>
        <location line="+2"/>
        <source>Confidential: quotes are private offers to the buyer; do not pass this report on. Answers are self-reported by the providers and not verified by CloudGauge.</source>
        <translation>保密：报价是供应商给买方的非公开报价，请勿外传本报告。答复由供应商自报，CloudGauge 未加核实。</translation>
    </message>
    <message numerus="yes">
        <location line="+8"/>
        <source>reserved, %n month(s)</source>
        <translation>
            <numerusform>预留，%n 个月</numerusform>
        </translation>
    </message>
    <message>
        <location line="+1"/>
        <source>on-demand</source>
        <translation>按需</translation>
    </message>
    <message>
        <location line="+6"/>
        <source>expired</source>
        <translation>已过期</translation>
    </message>
    <message>
        <location line="+6"/>
        <source>no exchange rate</source>
        <translation>无汇率</translation>
    </message>
    <message>
        <location line="+1"/>
        <source>no list price</source>
        <translation>无标价</translation>
    </message>
    <message>
        <location line="+1"/>
        <source>%1 (request %2), received %3</source>
        <translation>%1（询价 %2），收到于 %3</translation>
    </message>
    <message>
        <location line="+7"/>
        <source>GPU (as quoted)</source>
        <translation>GPU（按报价）</translation>
    </message>
    <message>
        <location line="+0"/>
        <source>Pricing</source>
        <translation>计价方式</translation>
    </message>
    <message>
        <location line="+0"/>
        <source>Quoted per GPU-hour</source>
        <translation>每 GPU 小时报价</translation>
    </message>
    <message>
        <location line="+2"/>
        <source>Quote vs list</source>
        <translation>报价较标价</translation>
    </message>
    <message>
        <location line="-1"/>
        <source>Quote, %1 per GPU-hour</source>
        <translation>报价（%1/GPU 小时）</translation>
    </message>
    <message>
        <location line="+0"/>
        <source>List, %1 per GPU-hour</source>
        <translation>标价（%1/GPU 小时）</translation>
    </message>
    <message>
        <location line="+1"/>
        <source>Valid until</source>
        <translation>有效期至</translation>
    </message>
    <message>
        <location line="+4"/>
        <source>List price: the cheapest current on-demand list price of the same provider and GPU model. Source: %1.</source>
        <translation>标价：同一供应商、同一 GPU 型号当前最便宜的按需标价。来源：%1。</translation>
    </message>
    <message>
        <location line="+14"/>
        <source>Self-reported answers, not verified: %1 of %2 answered</source>
        <translation>供应商自报的答复，未经核实：%2 题中已答 %1 题</translation>
    </message>
    <message>
        <location line="+11"/>
        <source>none; unrated</source>
        <translation>无；未评级</translation>
    </message>
    <message>
        <location line="+0"/>
        <source>none; published tier %1</source>
        <translation>无；公开评级 %1</translation>
    </message>
    <message>
        <location line="+5"/>
        <source>%1 (from the published tier)</source>
        <translation>%1（由公开评级推得）</translation>
    </message>
    <message>
        <location line="+1"/>
        <source>%1 (assessed %2)</source>
        <translation>%1（评估于 %2）</translation>
    </message>
    <message>
        <location line="+10"/>
        <source>Question</source>
        <translation>问题</translation>
    </message>
    <message>
        <location line="+0"/>
        <source>Self-reported answer</source>
        <translation>自报答复</translation>
    </message>
    <message>
        <location line="+0"/>
        <source>Independent assessment</source>
        <translation>独立评估</translation>
    </message>
    <message>
        <location line="+1"/>
        <source>Evidence given</source>
        <translation>所附证据</translation>
    </message>
    <message>
        <location filename="../ui/report/ReportPlan.cpp" line="-52"/>
        <source>Capacity plan</source>
        <translation>容量规划</translation>
    </message>
    <message numerus="yes">
        <location line="+7"/>
        <source>Demand: %n day(s) from %1 to %2</source>
        <translation>
            <numerusform>需求：自 %1 至 %2，共 %n 天</numerusform>
        </translation>
    </message>
    <message numerus="yes">
        <location line="+1"/>
        <source>Demand: %n hour(s) from %1 to %2</source>
        <translation>
            <numerusform>需求：自 %1 至 %2，共 %n 小时</numerusform>
        </translation>
    </message>
    <message>
        <location line="+2"/>
        <source>, peak %1 GPUs, %2 GPU-hours in use. GPU model planned: %3.</source>
        <translation>，峰值 %1 个 GPU，在用 %2 GPU 小时。规划的 GPU 型号：%3。</translation>
    </message>
    <message>
        <location line="+4"/>
        <source>Prices are those of the offers the ranking keeps and the quotes received. The demand is replayed over each term, as the clouds&apos; own recommenders do (AWS, Azure, Google Cloud); nothing is forecast. Assumed: %1 of the demand may run on spot, with %2 extra GPU-hours for interruptions (no public source gives a figure).</source>
        <translation>价格取自排名保留的实例方案和已收到的报价。需求曲线在每个期限内重放，与各云厂商自己的推荐工具（AWS、Azure、Google Cloud）做法相同；不做任何预测。假设：需求中 %1 可用竞价实例，中断额外消耗 %2 的 GPU 小时（没有公开来源给出此数字）。</translation>
    </message>
    <message>
        <location line="+8"/>
        <source>No offer the ranking keeps has a price for %1: there is nothing to plan.</source>
        <translation>排名保留的实例方案中没有 %1 的价格：无从规划。</translation>
    </message>
    <message>
        <location line="+1"/>
        <source>No capacity plan: %1</source>
        <translation>无容量规划：%1</translation>
    </message>
    <message>
        <location line="+9"/>
        <source>No committed-term price for %1 in the catalog or among the quotes received: nothing to commit to. Import the quotes you receive, or plan the terms you were offered with `cloudgauge plan --price`.</source>
        <translation>数据库和已收到的报价中都没有 %1 的承诺期限价格：没有可承诺的方案。请导入收到的报价，或用 `cloudgauge plan --price` 按对方提供的期限价格规划。</translation>
    </message>
    <message numerus="yes">
        <location line="+11"/>
        <source>%n month(s)</source>
        <translation>
            <numerusform>%n 个月</numerusform>
        </translation>
    </message>
    <message>
        <location line="+4"/>
        <source>none</source>
        <translation>无</translation>
    </message>
    <message>
        <location line="+4"/>
        <source>Term</source>
        <translation>期限</translation>
    </message>
    <message>
        <location line="+0"/>
        <source>Term, %1</source>
        <translation>承诺价，%1</translation>
    </message>
    <message>
        <location line="+1"/>
        <source>On demand, %1</source>
        <translation>按需价，%1</translation>
    </message>
    <message>
        <location line="+0"/>
        <source>Commit GPUs</source>
        <translation>承诺 GPU 数</translation>
    </message>
    <message>
        <location line="+1"/>
        <source>Utilisation</source>
        <translation>利用率</translation>
    </message>
    <message>
        <location line="+0"/>
        <source>Per hour, %1</source>
        <translation>每小时，%1</translation>
    </message>
    <message>
        <location line="+0"/>
        <source>Period, %1</source>
        <translation>期间合计，%1</translation>
    </message>
    <message>
        <location line="+1"/>
        <source>Saving, %1</source>
        <translation>节省，%1</translation>
    </message>
    <message>
        <location line="+0"/>
        <source>Break-even month</source>
        <translation>回本月份</translation>
    </message>
    <message numerus="yes">
        <location line="-85"/>
        <source>commit %n GPU(s)</source>
        <translation>
            <numerusform>承诺 %n 个 GPU</numerusform>
        </translation>
    </message>
    <message numerus="yes">
        <location line="+1"/>
        <source> for %n month(s) at %1 (%2 per GPU-hour)</source>
        <translation>
            <numerusform>，期限 %n 个月，在%1（每 GPU 小时 %2）</numerusform>
        </translation>
    </message>
    <message>
        <location line="+3"/>
        <source>commit nothing</source>
        <translation>不做承诺</translation>
    </message>
    <message>
        <location line="+94"/>
        <source>on demand at %1: %2 GPUs on average</source>
        <translation>按需使用%1：平均 %2 个 GPU</translation>
    </message>
    <message>
        <location line="+5"/>
        <source>spot at %1: %2 GPUs on average</source>
        <translation>竞价使用%1：平均 %2 个 GPU</translation>
    </message>
    <message>
        <location line="+2"/>
        <source>Best mix (GLPK): %1.</source>
        <translation>最佳组合（GLPK）：%1。</translation>
    </message>
    <message numerus="yes">
        <location line="+1"/>
        <source> %1 per hour, %2 over the %n day(s) of the demand</source>
        <translation>
            <numerusform>每小时 %1，需求的 %n 天内共 %2</numerusform>
        </translation>
    </message>
    <message>
        <location line="+3"/>
        <source>, saving %1 (%2) against all on demand</source>
        <translation>，比全部按需节省 %1（%2）</translation>
    </message>
    <message>
        <location line="-87"/>
        <location line="+89"/>
        <source>.</source>
        <translation>。</translation>
    </message>
    <message numerus="yes">
        <location line="-97"/>
        <source>Capacity plan for the %n day(s) of demand given (%1, peak %2 GPUs): %3</source>
        <translation>
            <numerusform>针对所给 %n 天需求（%1，峰值 %2 个 GPU）的容量规划：%3</numerusform>
        </translation>
    </message>
    <message>
        <location line="+3"/>
        <source>; %1 over the period, %2 (%3 %) less than all on demand</source>
        <translation>；期间合计 %1，比全部按需少 %2（%3 %）</translation>
    </message>
    <message>
        <location line="+4"/>
        <source> (no committed-term price is known for %1)</source>
        <translation>（%1 没有已知的承诺期限价格）</translation>
    </message>
    <message>
        <location line="+97"/>
        <source>%1 on demand: %2</source>
        <translation>%1 按需：%2</translation>
    </message>
    <message>
        <location line="+2"/>
        <source>%1 spot: %2</source>
        <translation>%1 竞价：%2</translation>
    </message>
    <message numerus="yes">
        <location line="+2"/>
        <source>%1, %n month(s): %2</source>
        <translation>
            <numerusform>%1，%n 个月：%2</numerusform>
        </translation>
    </message>
    <message>
        <location line="+3"/>
        <source>Prices:</source>
        <translation>价格：</translation>
    </message>
    <message>
        <location line="+12"/>
        <source>Capacity plan over time</source>
        <translation>容量规划随时间的变化</translation>
    </message>
    <message>
        <location line="+1"/>
        <source>The best mix per %1 of the demand: committed GPUs in use, GPUs on demand, GPUs on spot, and committed GPUs left idle.</source>
        <translation>需求中每%1的最佳组合：已承诺且在用的 GPU、按需 GPU、竞价 GPU，以及已承诺但闲置的 GPU。</translation>
    </message>
    <message>
        <location line="+2"/>
        <source>day</source>
        <translation>天</translation>
    </message>
    <message>
        <location line="+0"/>
        <source>hour</source>
        <translation>小时</translation>
    </message>
    <message>
        <location filename="../ui/report/ReportEvidence.cpp" line="-57"/>
        <source>pass</source>
        <translation>通过</translation>
    </message>
    <message>
        <location line="+2"/>
        <source>warning</source>
        <translation>警告</translation>
    </message>
    <message>
        <location line="+2"/>
        <source>fail</source>
        <translation>未通过</translation>
    </message>
    <message>
        <location line="+1"/>
        <source>skipped</source>
        <translation>跳过</translation>
    </message>
    <message>
        <location line="+7"/>
        <source>Checked on rented nodes</source>
        <translation>租用节点的检验</translation>
    </message>
    <message>
        <location line="+11"/>
        <source>No node rented from a provider has been checked in this catalog. Running cloudgauge-probe --acceptance on a rented node and importing the result puts its checks here.</source>
        <translation>此数据库中尚无任何租用节点的检验记录。在租用的节点上运行 cloudgauge-probe --acceptance 并导入结果后，其检验项会列在这里。</translation>
    </message>
    <message>
        <location line="+5"/>
        <source>Each check compares what the node showed with what the offer or the GPU&apos;s datasheet promises; the command beside it shows the same value by hand on the node. Bandwidth and FP32 floors are the probe&apos;s own goals, not figures the provider promised: below them a check warns, never fails.</source>
        <translation>每项检验将节点的实测情况与实例方案或 GPU 数据手册的承诺相比较；旁边的命令可在节点上手动查看同一数值。带宽和 FP32 的下限是探针自身的目标，并非云服务商承诺的数值：低于下限只警告，不判为未通过。</translation>
    </message>
    <message>
        <location line="+9"/>
        <source>, region %1</source>
        <translation>，地域 %1</translation>
    </message>
    <message>
        <location line="+5"/>
        <source>%1: measured %2 on host %3 (%4 run); %5 passed, %6 warned, %7 failed, %8 skipped.</source>
        <translation>%1：%2 在主机 %3 上测得（%4 级检验）；%5 项通过，%6 项警告，%7 项未通过，%8 项跳过。</translation>
    </message>
    <message>
        <location line="+15"/>
        <source>Status</source>
        <translation>状态</translation>
    </message>
    <message>
        <location line="+0"/>
        <source>Check</source>
        <translation>检验项</translation>
    </message>
    <message>
        <location line="+0"/>
        <source>Seen on the node</source>
        <translation>节点实测</translation>
    </message>
    <message>
        <location line="+1"/>
        <source>Expected</source>
        <translation>预期</translation>
    </message>
    <message>
        <location line="+0"/>
        <source>To see it by hand</source>
        <translation>手动查看</translation>
    </message>
</context>
<context>
    <name>cg::ReportChanges</name>
    <message>
        <location filename="../ui/report/ReportChanges.cpp" line="+61"/>
        <source>What changed since the last report</source>
        <translation>自上次报告以来的变化</translation>
    </message>
    <message>
        <location line="+2"/>
        <source>The price history could not be read: %1</source>
        <translation>无法读取价格历史：%1</translation>
    </message>
    <message>
        <location line="+9"/>
        <source>spot</source>
        <translation>竞价</translation>
    </message>
    <message>
        <location line="+1"/>
        <source>reserved</source>
        <translation>预留</translation>
    </message>
    <message>
        <location line="+1"/>
        <source>on-demand</source>
        <translation>按需</translation>
    </message>
    <message>
        <location line="+1"/>
        <source>new price</source>
        <translation>新价格</translation>
    </message>
    <message>
        <location line="+1"/>
        <source>no longer offered</source>
        <translation>已不再提供</translation>
    </message>
    <message>
        <location line="+2"/>
        <source>changed</source>
        <translation>已变化</translation>
    </message>
    <message>
        <location line="+6"/>
        <source>Since import run #%1 (the newest when the last report was made): %2 new offers, %3 removed offers, %4 price changes. Prices are per instance-hour as the sources list them.</source>
        <translation>自导入批次 #%1（上次报告时最新的批次）以来：新增 %2 个实例方案，移除 %3 个实例方案，%4 处价格变化。价格为来源所列的每实例小时价格。</translation>
    </message>
    <message>
        <location line="+6"/>
        <source>Offer</source>
        <translation>实例方案</translation>
    </message>
    <message>
        <location line="+0"/>
        <source>Price</source>
        <translation>价格</translation>
    </message>
    <message>
        <location line="+0"/>
        <source>Before</source>
        <translation>之前</translation>
    </message>
    <message>
        <location line="+0"/>
        <source>Now</source>
        <translation>现在</translation>
    </message>
    <message>
        <location line="+0"/>
        <source>Change</source>
        <translation>变化幅度</translation>
    </message>
    <message>
        <location line="+6"/>
        <location line="+1"/>
        <source>not ranked</source>
        <translation>未上榜</translation>
    </message>
    <message>
        <location line="+2"/>
        <source>Provider and GPU</source>
        <translation>服务商与 GPU</translation>
    </message>
    <message>
        <location line="+0"/>
        <source>Rank before</source>
        <translation>之前排名</translation>
    </message>
    <message>
        <location line="+0"/>
        <source>Rank now</source>
        <translation>现在排名</translation>
    </message>
    <message>
        <location line="+2"/>
        <source>The top %1 of the ranking kept their ranks.</source>
        <translation>排名前 %1 名的名次未变。</translation>
    </message>
</context>
<context>
    <name>cg::ReportPreviewDialog</name>
    <message>
        <location filename="../ui/report/ReportPreviewDialog.cpp" line="+35"/>
        <location line="+132"/>
        <source>Export report</source>
        <translation>导出报告</translation>
    </message>
    <message>
        <location line="-110"/>
        <source>Report &amp;language:</source>
        <translation>报告语言(&amp;L)：</translation>
    </message>
    <message>
        <location line="+1"/>
        <source>&amp;Paper:</source>
        <translation>纸张(&amp;P)：</translation>
    </message>
    <message>
        <location line="+1"/>
        <source>&amp;Currency:</source>
        <translation>币种(&amp;C)：</translation>
    </message>
    <message>
        <location line="+1"/>
        <source>Offers in the &amp;ranking:</source>
        <translation>排名中的实例方案数(&amp;R)：</translation>
    </message>
    <message>
        <location line="+2"/>
        <source>Include the &amp;quotes and answers received (every page marked confidential)</source>
        <translation>包含已收到的报价与答复(&amp;Q)（每页标注保密）</translation>
    </message>
    <message>
        <location line="+16"/>
        <source>&amp;Verify prices first…</source>
        <translation>先核验价格(&amp;V)…</translation>
    </message>
    <message>
        <location line="+1"/>
        <source>Close this preview and open File → Verify prices of the top list…</source>
        <translation>关闭预览并打开“文件 → 核验前列价格…”</translation>
    </message>
    <message>
        <location line="+9"/>
        <source>&amp;Save PDF…</source>
        <translation>保存 PDF(&amp;S)…</translation>
    </message>
    <message>
        <location line="+23"/>
        <source>the weights set in the window</source>
        <translation>窗口中设置的权重</translation>
    </message>
    <message numerus="yes">
        <location line="+24"/>
        <source>%1 of the %n price(s) of the top list are not verified against their sources: page 1 says so.</source>
        <translation>
            <numerusform>前列 %n 个价格中有 %1 个未按其来源核验：报告第 1 页会写明。</numerusform>
        </translation>
    </message>
    <message numerus="yes">
        <location line="+3"/>
        <source>%n page(s)</source>
        <translation>
            <numerusform>%n 页</numerusform>
        </translation>
    </message>
    <message>
        <location line="+1"/>
        <source>The report font WenQuanYi Micro Hei is not installed (Debian package fonts-wqy-microhei).</source>
        <translation>未安装报告字体文泉驿微米黑（Debian 软件包 fonts-wqy-microhei）。</translation>
    </message>
    <message>
        <location line="+20"/>
        <source>Save report</source>
        <translation>保存报告</translation>
    </message>
    <message>
        <location line="+0"/>
        <source>cloudgauge-report.pdf</source>
        <translation>算力云评报告.pdf</translation>
    </message>
    <message>
        <location line="+0"/>
        <source>PDF files (*.pdf)</source>
        <translation>PDF 文件 (*.pdf)</translation>
    </message>
</context>
<context>
    <name>cg::ReportSla</name>
    <message>
        <location filename="../ui/report/ReportSla.cpp" line="+11"/>
        <source>Source: %1</source>
        <translation>来源：%1</translation>
    </message>
    <message>
        <location line="+2"/>
        <source>No MTBF or failure-handling figures for this provider in the catalog.</source>
        <translation>数据库中没有该服务商的 MTBF 或故障处理数据。</translation>
    </message>
    <message>
        <location line="+8"/>
        <source>Published compute SLAs (single instance and multi-zone, percent of monthly uptime, each with its page and date) are shown per provider. &quot;AWS and Google Cloud promise 99.95 %&quot; is not what their SLAs say: 99.95 % was EC2&apos;s annual, region-level commitment of 2008. Today AWS&apos;s 99.99 % is Region-Level and needs instances in two or more availability zones, and a single instance falls under a separate, lower Instance-Level SLA; Google&apos;s 99.99 % is for instances in multiple zones, a single GPU instance gets 99.9 % and 99.95 % is only for a single memory-optimized instance. One training node is a single instance. An SLA figure is the uptime below which the provider owes service credits on the bill, not an uptime it measures or guarantees; it does not enter the score.</source>
        <translation>各服务商均列出其公开的计算 SLA（单实例与多可用区，月度可用性百分比，每项附页面与日期）。“AWS 和谷歌云承诺 99.95 %”并非其 SLA 的内容：99.95 % 是 EC2 在 2008 年的年度、区域级承诺。如今 AWS 的 99.99 % 属于区域级 SLA，要求实例部署在两个或以上可用区，单个实例适用另一项更低的实例级 SLA；谷歌的 99.99 % 适用于多个可用区中的实例，单个 GPU 实例为 99.9 %，99.95 % 仅适用于单个内存优化型实例。一个训练节点就是一个单实例。SLA 数值是服务商须在账单上给予服务抵扣的可用性门槛，而不是其测得或保证的可用性；它不计入评分。</translation>
    </message>
</context>
<context>
    <name>cg::ReservedTermDialog</name>
    <message>
        <location filename="../ui/ReservedTermDialog.cpp" line="+151"/>
        <source>Catalog: %1 %2 per instance-hour, observed %3</source>
        <translation>数据库：每实例小时 %1 %2，观测日期 %3</translation>
    </message>
    <message>
        <location line="+3"/>
        <source>Typed quote</source>
        <translation>用户输入的报价</translation>
    </message>
    <message>
        <location line="+2"/>
        <source>The catalog lists this term without an hourly amount (%1). Type a quoted price.</source>
        <translation>数据库中该期限没有每小时金额（%1）。请输入报价。</translation>
    </message>
    <message>
        <location line="+2"/>
        <source>The catalog&apos;s price has no exchange rate or GPU count to convert it. Type a quoted price.</source>
        <translation>数据库中的价格缺少汇率或 GPU 数量，无法换算。请输入报价。</translation>
    </message>
    <message>
        <location line="+1"/>
        <source>No term price in the catalog: type a quoted price.</source>
        <translation>数据库中没有该期限的价格：请输入报价。</translation>
    </message>
    <message>
        <location line="+9"/>
        <source>from the catalog, observed %1</source>
        <translation>来自数据库，观测日期 %1</translation>
    </message>
    <message numerus="yes">
        <location line="+10"/>
        <source>%n month(s)</source>
        <translation>
            <numerusform>%n 个月</numerusform>
        </translation>
    </message>
    <message>
        <location line="+8"/>
        <source>no term price</source>
        <translation>没有期限价格</translation>
    </message>
    <message>
        <location line="+0"/>
        <source>no on-demand price</source>
        <translation>没有按需实例价格</translation>
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
        <translation>始终不划算：即使满负荷使用，按需实例也更便宜</translation>
    </message>
    <message>
        <location line="+2"/>
        <source>the term is cheaper at this utilisation (saves USD %1)</source>
        <translation>在此利用率下期限更便宜（节省 USD %1）</translation>
    </message>
    <message>
        <location line="+1"/>
        <source>on-demand is cheaper at this utilisation (saves USD %1)</source>
        <translation>在此利用率下按需实例更便宜（节省 USD %1）</translation>
    </message>
    <message>
        <location line="+13"/>
        <source>Reserved-term break-even</source>
        <translation>预留实例期限盈亏平衡</translation>
    </message>
    <message>
        <location line="+3"/>
        <source>%1 · %2 · %3 · %4 × %5</source>
        <translation>%1 · %2 · %3 · %4 × %5</translation>
    </message>
    <message>
        <location line="+3"/>
        <source>&amp;On-demand, USD per GPU-hour:</source>
        <translation>按需实例，每 GPU 小时 (USD)(&amp;O)：</translation>
    </message>
    <message>
        <location line="+1"/>
        <source>none</source>
        <translation>无</translation>
    </message>
    <message>
        <location line="-45"/>
        <source>no on-demand price in the catalog: type one</source>
        <translation>数据库中没有按需实例价格：请输入</translation>
    </message>
    <message>
        <location line="-22"/>
        <source>Quote received (confidential): %1 %2 per GPU-hour, valid until %3, request %4</source>
        <translation>已收到报价（保密）：每 GPU 小时 %1 %2，有效期至 %3，询价编号 %4</translation>
    </message>
    <message>
        <location line="+68"/>
        <source>Assumed yearly &amp;fall of on-demand prices:</source>
        <translation>假设的按需实例价格年降幅(&amp;F)：</translation>
    </message>
    <message>
        <location line="+1"/>
        <source> % a year</source>
        <translation> % / 年</translation>
    </message>
    <message>
        <location line="+1"/>
        <source>An assumption, not a published figure: rental prices have both fallen and risen in past years. Try several values; a negative value means rising prices.</source>
        <translation>这是假设值，不是公开数据：过去几年租用价格有跌也有涨。请尝试多个数值；负值表示价格上涨。</translation>
    </message>
    <message>
        <location line="+2"/>
        <source>&amp;Utilisation (share of the hours used):</source>
        <translation>利用率（使用小时所占比例）(&amp;U)：</translation>
    </message>
    <message>
        <location line="+1"/>
        <source>Term</source>
        <translation>期限</translation>
    </message>
    <message>
        <location line="+0"/>
        <source>Term price, USD per GPU-hour</source>
        <translation>期限价格，每 GPU 小时 (USD)</translation>
    </message>
    <message>
        <location line="+0"/>
        <source>Term price source</source>
        <translation>期限价格来源</translation>
    </message>
    <message>
        <location line="+1"/>
        <source>Committed cost per GPU</source>
        <translation>每 GPU 承诺成本</translation>
    </message>
    <message>
        <location line="+0"/>
        <source>On-demand cost per GPU at this utilisation</source>
        <translation>此利用率下每 GPU 按需实例成本</translation>
    </message>
    <message>
        <location line="+0"/>
        <source>Break-even utilisation</source>
        <translation>盈亏平衡利用率</translation>
    </message>
    <message>
        <location line="+0"/>
        <source>Verdict</source>
        <translation>结论</translation>
    </message>
    <message>
        <location line="+2"/>
        <source>no price</source>
        <translation>无价格</translation>
    </message>
    <message>
        <location line="+2"/>
        <source>A term is paid for every hour (720 h a month, as in SemiAnalysis&apos;s TCO model); on-demand is paid for the hours used, its price in month m being the price today × (1 − yearly fall)^(m/12). Break-even utilisation = committed cost ÷ on-demand cost at full use: above it the term is cheaper. Where the catalog has no term price for this offer, type a quoted one; CloudGauge never invents one.</source>
        <translation>期限内每小时都需付费（每月 720 小时，与 SemiAnalysis 的 TCO 模型一致）；按需实例只为使用的小时付费，第 m 个月的价格为当前价格 × (1 − 年降幅)^(m/12)。盈亏平衡利用率 = 承诺成本 ÷ 满负荷使用时的按需实例成本：高于该值时期限更便宜。数据库中没有该报价的期限价格时，请输入报价；算力云评绝不凭空编造价格。</translation>
    </message>
    <message>
        <location line="-57"/>
        <source>typed</source>
        <translation>用户输入</translation>
    </message>
</context>
<context>
    <name>cg::Residency</name>
    <message>
        <location filename="../models/geo/RegionPlace.cpp" line="+60"/>
        <source>(none given)</source>
        <translation>（未给出）</translation>
    </message>
    <message>
        <location line="+3"/>
        <source>the place of region %1 is unknown, so it cannot be shown to meet the residency rule %2</source>
        <translation>区域 %1 的所在地未知，无法证明其满足数据驻留规则 %2</translation>
    </message>
    <message>
        <location line="+11"/>
        <source>outside mainland China</source>
        <translation>在中国大陆以外</translation>
    </message>
    <message>
        <location line="+4"/>
        <source>in mainland China</source>
        <translation>在中国大陆境内</translation>
    </message>
    <message>
        <location line="+4"/>
        <source>outside the EU/EEA</source>
        <translation>在欧盟/欧洲经济区以外</translation>
    </message>
    <message>
        <location line="+4"/>
        <source>not in %1</source>
        <translation>不在 %1 之内</translation>
    </message>
    <message>
        <location line="+4"/>
        <source>region %1 is in %2, %3</source>
        <translation>区域 %1 位于 %2，%3</translation>
    </message>
    <message>
        <location line="+10"/>
        <source>data stays in mainland China</source>
        <translation>数据留在中国大陆</translation>
    </message>
    <message>
        <location line="+2"/>
        <source>data stays outside mainland China</source>
        <translation>数据留在中国大陆以外</translation>
    </message>
    <message>
        <location line="+2"/>
        <source>data stays in the EU/EEA</source>
        <translation>数据留在欧盟/欧洲经济区</translation>
    </message>
    <message>
        <location line="+2"/>
        <source>data stays in %1</source>
        <translation>数据留在 %1</translation>
    </message>
</context>
<context>
    <name>cg::RfqDialog</name>
    <message>
        <location filename="../ui/quotation/RfqDialog.cpp" line="+31"/>
        <source>&amp;Import returned workbook…</source>
        <translation>导入返回的工作簿(&amp;I)…</translation>
    </message>
    <message>
        <location line="+3"/>
        <source>Request for quotation</source>
        <translation>询价</translation>
    </message>
    <message>
        <location line="+12"/>
        <source>&amp;Browse…</source>
        <translation>浏览(&amp;B)…</translation>
    </message>
    <message>
        <location line="+6"/>
        <source>&amp;Providers:</source>
        <translation>云服务商(&amp;P)：</translation>
    </message>
    <message>
        <location line="+1"/>
        <source>&amp;Language of the workbook:</source>
        <translation>工作簿语言(&amp;L)：</translation>
    </message>
    <message>
        <location line="+1"/>
        <source>&amp;Folder:</source>
        <translation>文件夹(&amp;F)：</translation>
    </message>
    <message>
        <location line="+1"/>
        <source>&amp;Export workbooks</source>
        <translation>导出工作簿(&amp;E)</translation>
    </message>
    <message>
        <location line="+11"/>
        <source>Answers come back as self-reported by the provider; quotes are kept confidential.</source>
        <translation>返回的答案记录为服务商自述；报价将保密。</translation>
    </message>
    <message>
        <location line="+31"/>
        <source>The request %1 was written but not recorded in the catalog: %2
Importing its answers will ask you to accept it as unrecorded.</source>
        <translation>询价 %1 已写出，但未记录到数据库中：%2
导入其回复时将询问您是否作为未记录的询价接受。</translation>
    </message>
    <message>
        <location line="+15"/>
        <source>Nothing was imported from %1:</source>
        <translation>未从 %1 导入任何内容：</translation>
    </message>
    <message>
        <location line="+3"/>
        <source>Imported from %1 for %2: %3 self-reported answers, %4 confidential quotes (%5 expired).</source>
        <translation>已从 %1 为 %2 导入：%3 条服务商自述答案，%4 条保密报价（%5 条已过期）。</translation>
    </message>
    <message>
        <location line="+15"/>
        <source>Check at least one provider.</source>
        <translation>请至少勾选一个云服务商。</translation>
    </message>
    <message>
        <location line="+8"/>
        <source>Written:</source>
        <translation>已写入：</translation>
    </message>
    <message>
        <location line="+7"/>
        <source>Folder for the workbooks</source>
        <translation>工作簿保存文件夹</translation>
    </message>
    <message>
        <location line="+8"/>
        <source>Import returned workbook</source>
        <translation>导入返回的工作簿</translation>
    </message>
    <message>
        <location line="+0"/>
        <source>Excel workbooks (*.xlsx)</source>
        <translation>Excel 工作簿 (*.xlsx)</translation>
    </message>
    <message>
        <location line="+8"/>
        <source>Request not recorded</source>
        <translation>询价未记录</translation>
    </message>
    <message>
        <location line="+1"/>
        <source>This catalog has no record of exporting the request this workbook answers. Import it anyway, if you know it was sent from another catalog?</source>
        <translation>本数据库没有导出过此工作簿所回复的询价的记录。如果您确认它是从另一个数据库发出的，仍要导入吗？</translation>
    </message>
</context>
<context>
    <name>cg::Rubric</name>
    <message>
        <location filename="../models/assess/Rubric.cpp" line="+28"/>
        <source>No SOC 2 or ISO 27001 report, or tenants share hosts with only container isolation.</source>
        <translation>没有 SOC 2 或 ISO 27001 报告，或多个租户共用主机且仅靠容器隔离。</translation>
    </message>
    <message>
        <location line="+1"/>
        <source>An attestation exists, but backend-network isolation, patching or penetration-test scope is missing or undocumented.</source>
        <translation>有第三方认证，但后端网络隔离、补丁流程或渗透测试范围缺失或没有文档。</translation>
    </message>
    <message>
        <location line="+2"/>
        <source>SOC 2 or ISO 27001 in place; each tenant isolated on the backend fabric (InfiniBand partition keys or VLANs); drivers and firmware patched on a known schedule.</source>
        <translation>具备 SOC 2 或 ISO 27001；每个租户在后端网络上隔离（InfiniBand 分区密钥或 VLAN）；驱动和固件按明确的周期打补丁。</translation>
    </message>
    <message>
        <location line="+2"/>
        <source>As 3, plus a penetration test that covers the InfiniBand/RoCE fabric, fabric management keys set, and regional compliance (GDPR, HIPAA and the like).</source>
        <translation>达到 3 分，另有覆盖 InfiniBand/RoCE 网络的渗透测试、已设置网络管理密钥，并满足地区合规要求（GDPR、HIPAA 等）。</translation>
    </message>
    <message>
        <location line="+2"/>
        <source>As 4, plus isolation stronger than containers (DPU or VM), defence against container-escape flaws, and every component at or above the published minimum versions.</source>
        <translation>达到 4 分，另有强于容器的隔离（DPU 或虚拟机）、防范容器逃逸漏洞，且所有组件不低于公布的最低版本。</translation>
    </message>
    <message>
        <location line="+3"/>
        <source>Clusters arrive late or unusable; hidden costs on the way in or out (egress fees as lock-in).</source>
        <translation>集群交付延迟或无法使用；进出都有隐性费用（以出网流量费锁定客户）。</translation>
    </message>
    <message>
        <location line="+1"/>
        <source>Manual onboarding, no evidence of burn-in, slow or unclear support; growing the cluster means a new negotiation.</source>
        <translation>手工接入，没有老化测试的证据，支持缓慢或不明确；扩容需要重新谈判。</translation>
    </message>
    <message>
        <location line="+1"/>
        <source>Automated provisioning with drivers, GPUDirect RDMA and InfiniBand/RoCE working out of the box; responsive support.</source>
        <translation>自动化开通，驱动、GPUDirect RDMA 和 InfiniBand/RoCE 开箱即用；支持响应及时。</translation>
    </message>
    <message>
        <location line="+1"/>
        <source>Data can be staged before billing starts, burn-in is done before hand-over, delivery dates are in the contract and expansion is easy.</source>
        <translation>计费开始前即可预先上传数据，交付前完成老化测试，交付日期写入合同，扩容方便。</translation>
    </message>
    <message>
        <location line="+2"/>
        <source>Failed nodes are swapped within minutes, outages are compensated, and joining or leaving costs nothing hidden.</source>
        <translation>故障节点在几分钟内更换，停机有补偿，接入和退出都没有隐性费用。</translation>
    </message>
    <message>
        <location line="+2"/>
        <source>No managed Slurm or Kubernetes: bare machines only.</source>
        <translation>没有托管的 Slurm 或 Kubernetes：只有裸机。</translation>
    </message>
    <message>
        <location line="+1"/>
        <source>Slurm or Kubernetes offered but missing basics (no topology file, no container runtime for jobs, login nodes without common tools, no GPU or network operator).</source>
        <translation>提供 Slurm 或 Kubernetes，但缺少基本配置（没有拓扑文件、没有作业容器运行时、登录节点缺少常用工具、没有 GPU 或网络 Operator）。</translation>
    </message>
    <message>
        <location line="+2"/>
        <source>Working Slurm or Kubernetes with sensible defaults, user management with single sign-on, and NCCL tests at full bandwidth.</source>
        <translation>可用的 Slurm 或 Kubernetes，默认配置合理，支持单点登录的用户管理，NCCL 测试达到满带宽。</translation>
    </message>
    <message>
        <location line="+2"/>
        <source>Slurm and Kubernetes (or Slurm on Kubernetes) with health checks before and after jobs, shared read-write volumes, and multi-node training at the expected efficiency.</source>
        <translation>同时提供 Slurm 和 Kubernetes（或 Slurm on Kubernetes），作业前后做健康检查，提供共享读写卷，多节点训练达到预期效率。</translation>
    </message>
    <message>
        <location line="+2"/>
        <source>As 4, plus disaggregated inference serving at the expected throughput, and problems fixed before users report them.</source>
        <translation>达到 4 分，另有达到预期吞吐的分离式推理服务，并在用户报告前主动修复问题。</translation>
    </message>
    <message>
        <location line="+3"/>
        <source>Local disks only: no shared filesystem and no object store.</source>
        <translation>只有本地磁盘：没有共享文件系统，也没有对象存储。</translation>
    </message>
    <message>
        <location line="+1"/>
        <source>A home-made NFS server: many small files load slowly, or volumes drop off at random.</source>
        <translation>自建 NFS 服务器：大量小文件加载缓慢，或存储卷随机掉线。</translation>
    </message>
    <message>
        <location line="+1"/>
        <source>A parallel POSIX filesystem (Weka, VAST, DDN, Lustre and the like) plus an S3-compatible store; home and data folders mounted; local NVMe cache.</source>
        <translation>并行 POSIX 文件系统（Weka、VAST、DDN、Lustre 等）加 S3 兼容存储；挂载 home 和数据目录；本地 NVMe 缓存。</translation>
    </message>
    <message>
        <location line="+2"/>
        <source>Measured throughput and latency that grow with the cluster; mounts that stay up; snapshots and backups.</source>
        <translation>实测吞吐和延迟随集群规模增长；挂载稳定；有快照和备份。</translation>
    </message>
    <message>
        <location line="+1"/>
        <source>As 4, plus published durability targets, recovery in another region, encryption with the customer&apos;s own keys, and durable checkpoints.</source>
        <translation>达到 4 分，另有公布的持久性指标、异地恢复、客户自持密钥加密，以及可靠的检查点保存。</translation>
    </message>
    <message>
        <location line="+3"/>
        <source>No InfiniBand or RoCE backend, or GPUDirect RDMA disabled.</source>
        <translation>没有 InfiniBand 或 RoCE 后端网络，或 GPUDirect RDMA 未启用。</translation>
    </message>
    <message>
        <location line="+1"/>
        <source>A backend fabric exists, but NCCL runs below specification or its settings are wrong.</source>
        <translation>有后端网络，但 NCCL 性能低于规格或配置有误。</translation>
    </message>
    <message>
        <location line="+1"/>
        <source>InfiniBand or RoCEv2 with HPC-X and sensible NCCL settings; NCCL tests reach full bandwidth for 16-512 MiB messages.</source>
        <translation>InfiniBand 或 RoCEv2，配有 HPC-X 和合理的 NCCL 设置；16-512 MiB 消息的 NCCL 测试达到满带宽。</translation>
    </message>
    <message>
        <location line="+2"/>
        <source>Topology-aware scheduling, four-node tests within specification, and NCCL monitoring that finds slow nodes.</source>
        <translation>拓扑感知调度，四节点测试符合规格，并有能发现慢节点的 NCCL 监控。</translation>
    </message>
    <message>
        <location line="+1"/>
        <source>As 4, plus in-network reduction (SHARP) set up correctly and training efficiency at the reference level.</source>
        <translation>达到 4 分，另有正确配置的网内归约 (SHARP)，训练效率达到参考水平。</translation>
    </message>
    <message>
        <location line="+2"/>
        <source>No SLA; broken hardware is billed; no health checks.</source>
        <translation>没有 SLA；故障硬件照常计费；没有健康检查。</translation>
    </message>
    <message>
        <location line="+1"/>
        <source>An SLA with vague terms, support only in business hours, flapping links or filesystems that unmount.</source>
        <translation>SLA 条款模糊，仅工作时间支持，存在链路抖动或文件系统掉线。</translation>
    </message>
    <message>
        <location line="+1"/>
        <source>A node uptime SLA near 99.9 % with service credits, support around the clock, and passive health checks that take bad nodes out.</source>
        <translation>节点可用性 SLA 约 99.9 % 并有服务赔偿，全天候支持，被动健康检查会摘除故障节点。</translation>
    </message>
    <message>
        <location line="+2"/>
        <source>Support answers within 15 minutes; active health checks run on a schedule (GPU diagnostics, NCCL and fabric tests); hot spares are kept.</source>
        <translation>支持在 15 分钟内响应；按计划运行主动健康检查（GPU 诊断、NCCL 和网络测试）；保留热备节点。</translation>
    </message>
    <message>
        <location line="+2"/>
        <source>As 4, plus weeks of burn-in under training-like load, checks for silent data corruption, and SLA events defined precisely.</source>
        <translation>达到 4 分，另有数周的类训练负载老化测试、静默数据损坏检查，以及精确定义的 SLA 事件。</translation>
    </message>
    <message>
        <location line="+3"/>
        <source>No metrics for users.</source>
        <translation>不向用户提供任何指标。</translation>
    </message>
    <message>
        <location line="+0"/>
        <source>Basic host metrics only: no GPU metrics and no alerts.</source>
        <translation>只有基本主机指标：没有 GPU 指标，也没有告警。</translation>
    </message>
    <message>
        <location line="+1"/>
        <source>Dashboards out of the box with GPU metrics (utilisation, ECC errors, temperatures, power) and custom alerts.</source>
        <translation>开箱即用的仪表盘，含 GPU 指标（利用率、ECC 错误、温度、功耗）和自定义告警。</translation>
    </message>
    <message>
        <location line="+1"/>
        <source>Scheduler integration (Slurm accounting, Kubernetes metrics), NVLink and fabric throughput, and kernel logs collected.</source>
        <translation>与调度器集成（Slurm 记账、Kubernetes 指标），提供 NVLink 和网络吞吐，并收集内核日志。</translation>
    </message>
    <message>
        <location line="+2"/>
        <source>As 4, plus achieved TFLOPS estimated from tensor-core activity, and profiling allowed for every user.</source>
        <translation>达到 4 分，另可根据张量核心活动估算实际 TFLOPS，并允许所有用户做性能剖析。</translation>
    </message>
    <message>
        <location line="+2"/>
        <source>Prices hidden or impossible to compare, or hours billed while nodes are down.</source>
        <translation>价格不公开或无法比较，或在节点故障期间仍计费。</translation>
    </message>
    <message>
        <location line="+1"/>
        <source>Price per GPU-hour high for the quality delivered, or many separate charges with an unclear total.</source>
        <translation>相对交付质量而言每 GPU 小时价格偏高，或单项收费繁多、总价不清。</translation>
    </message>
    <message>
        <location line="+1"/>
        <source>Competitive list prices published; storage and network charges clear.</source>
        <translation>公开有竞争力的标价；存储和网络收费清楚。</translation>
    </message>
    <message>
        <location line="+1"/>
        <source>A choice of terms from months to years, fair terms to extend or grow, and no ingress or egress fees.</source>
        <translation>可选从数月到数年的合约期，续约和扩容条款公平，入网和出网流量不收费。</translation>
    </message>
    <message>
        <location line="+1"/>
        <source>The best price for the quality delivered, with on-demand and short-term options.</source>
        <translation>相对交付质量价格最优，并提供按需实例和短期选项。</translation>
    </message>
    <message>
        <location line="+2"/>
        <source>No relationship with a GPU vendor and no part in the ecosystem.</source>
        <translation>与 GPU 厂商没有合作关系，也不参与生态。</translation>
    </message>
    <message>
        <location line="+1"/>
        <source>Listed in a vendor programme only, without certification.</source>
        <translation>仅列入厂商计划，没有认证。</translation>
    </message>
    <message>
        <location line="+1"/>
        <source>NVIDIA Cloud Partner status or an equivalent AMD relationship.</source>
        <translation>具备 NVIDIA 云合作伙伴 (NCP) 资格或同等的 AMD 合作关系。</translation>
    </message>
    <message>
        <location line="+1"/>
        <source>Vendor investment or certified reference performance; a partnership with the Slurm maintainers.</source>
        <translation>获得厂商投资或经认证的参考性能；与 Slurm 维护方有合作。</translation>
    </message>
    <message>
        <location line="+1"/>
        <source>As 4, plus active work in the ecosystem (open-source contributions, security advisories acted on quickly).</source>
        <translation>达到 4 分，另积极参与生态（贡献开源、迅速响应安全公告）。</translation>
    </message>
    <message>
        <location line="+2"/>
        <source>Only older GPUs (A100 class or below), or no capacity to rent.</source>
        <translation>只有较旧的 GPU（A100 级别或更低），或没有可租用的容量。</translation>
    </message>
    <message>
        <location line="+1"/>
        <source>Current GPUs in small numbers; long waits for capacity.</source>
        <translation>当代 GPU 数量少；等待容量的时间长。</translation>
    </message>
    <message>
        <location line="+1"/>
        <source>H100/H200-class capacity on demand or within days.</source>
        <translation>H100/H200 级别的容量可按需获得，或数天内可用。</translation>
    </message>
    <message>
        <location line="+1"/>
        <source>Clusters of thousands of GPUs, capacity blocks, and current parts (B200 or MI300X class).</source>
        <translation>数千 GPU 规模的集群、容量预留块，以及当代型号（B200 或 MI300X 级别）。</translation>
    </message>
    <message>
        <location line="+1"/>
        <source>A large cluster ready within days of first contact, and a roadmap to the next generation (GB300 NVL72, MI400 class).</source>
        <translation>首次联系后数天内即可交付大型集群，并有通往下一代（GB300 NVL72、MI400 级别）的路线图。</translation>
    </message>
    <message>
        <location line="+17"/>
        <source>Rubric: %1</source>
        <translation>评分细则：%1</translation>
    </message>
    <message>
        <location line="+1"/>
        <source>CloudGauge&apos;s scale, written from the ClusterMAX criteria published by SemiAnalysis:</source>
        <translation>CloudGauge 的量表，依据 SemiAnalysis 公布的 ClusterMAX 标准编写：</translation>
    </message>
</context>
<context>
    <name>cg::SlaText</name>
    <message>
        <location filename="../models/scoring/SlaText.cpp" line="+17"/>
        <source>no published SLA</source>
        <translation>无公开 SLA</translation>
    </message>
    <message>
        <location line="+4"/>
        <source>SLA, figures not read</source>
        <translation>有 SLA，数值未读取</translation>
    </message>
    <message>
        <location line="+2"/>
        <source>SLA %1 / %2 %</source>
        <translation>SLA %1 / %2 %</translation>
    </message>
    <message>
        <location line="+6"/>
        <source>The provider publishes no compute SLA.</source>
        <translation>该服务商未公开计算 SLA。</translation>
    </message>
    <message>
        <location line="+2"/>
        <source>Unknown: no SLA page of the provider was confirmed.</source>
        <translation>未知：未能确认该服务商的 SLA 页面。</translation>
    </message>
    <message>
        <location line="+2"/>
        <source>%1 %</source>
        <translation>%1 %</translation>
    </message>
    <message>
        <location line="+0"/>
        <source>not read</source>
        <translation>未读到数值</translation>
    </message>
    <message>
        <location line="+1"/>
        <source>Single instance %1, multi-zone %2 of monthly uptime (below it, service credits are due).</source>
        <translation>月度可用性承诺：单实例 %1；多可用区 %2（低于此值时应给予服务抵扣）。</translation>
    </message>
    <message>
        <location line="+8"/>
        <source>Credits: %1.</source>
        <translation>服务抵扣：%1。</translation>
    </message>
    <message>
        <location line="+2"/>
        <source>Scope: %1.</source>
        <translation>适用范围：%1。</translation>
    </message>
    <message>
        <location line="+2"/>
        <source>As of %1.</source>
        <translation>日期：%1。</translation>
    </message>
</context>
<context>
    <name>cg::StabilityPane</name>
    <message>
        <location filename="../ui/StabilityPane.cpp" line="+44"/>
        <source>%1 points (ranks %2 and %3 swap)</source>
        <translation>%1 点（第 %2 与第 %3 名互换）</translation>
    </message>
    <message>
        <location line="+0"/>
        <source>no swap</source>
        <translation>不会互换</translation>
    </message>
    <message>
        <location line="+8"/>
        <source>How far each slider can move before two adjacent offers of the top 10 swap places (slider points, 0-100).</source>
        <translation>每个滑块可移动多少，前 10 名中相邻的两个实例方案才会互换位置（滑块点数，0-100）。</translation>
    </message>
    <message>
        <location line="+2"/>
        <source>Criterion</source>
        <translation>评估项</translation>
    </message>
    <message>
        <location line="+0"/>
        <source>Slider</source>
        <translation>滑块</translation>
    </message>
    <message>
        <location line="+0"/>
        <source>Down</source>
        <translation>下调</translation>
    </message>
    <message>
        <location line="+0"/>
        <source>Up</source>
        <translation>上调</translation>
    </message>
</context>
<context>
    <name>cg::StatusLine</name>
    <message numerus="yes">
        <location filename="../ui/StatusLine.cpp" line="+25"/>
        <source>%n offer(s) from %1 providers</source>
        <translation>
            <numerusform>%n 个实例方案，来自 %1 家云服务商</numerusform>
        </translation>
    </message>
    <message numerus="yes">
        <location line="+2"/>
        <source>%n shown</source>
        <translation>
            <numerusform>显示 %n 个</numerusform>
        </translation>
    </message>
    <message>
        <location line="+2"/>
        <source>newest price observed on %1</source>
        <translation>最新价格观测于 %1</translation>
    </message>
    <message>
        <location line="+4"/>
        <source>read-only: open in another CloudGauge window</source>
        <translation>只读：已在另一个算力云评窗口中打开</translation>
    </message>
    <message>
        <location line="+1"/>
        <source>read-only: the catalog file cannot be written here</source>
        <translation>只读：此处无法写入数据库文件</translation>
    </message>
    <message numerus="yes">
        <location line="+8"/>
        <source>Exchange rates of %1: %n day(s) old</source>
        <translation>
            <numerusform>汇率日期 %1：已过 %n 天</numerusform>
        </translation>
    </message>
    <message>
        <location line="+1"/>
        <source>The oldest exchange rate in use is more than %1 days old: prices converted from CNY or EUR to USD may be off by as much as the rate has moved since.</source>
        <translation>所用最早的汇率已超过 %1 天：由人民币或欧元换算的美元价格可能有偏差，偏差幅度相当于此后汇率的变动。</translation>
    </message>
</context>
<context>
    <name>cg::TeamCatalog</name>
    <message>
        <location filename="../models/catalog/teamserver/CatalogTeam.cpp" line="+363"/>
        <source>User %1 may not change this team catalog: the INSERT right on its tables (table offering) is missing, which the editor role gives. Ask an admin to run: cloudgauge team grant %1 editor --catalog %2. Nothing was written.</source>
        <translation>用户 %1 无权修改此团队数据库：缺少对其数据表（offering 表）的 INSERT 权限，该权限由编辑者（editor）角色授予。请管理员运行：cloudgauge team grant %1 editor --catalog %2。未写入任何内容。</translation>
    </message>
</context>
<context>
    <name>cg::TeamCatalogActions</name>
    <message>
        <location filename="../ui/TeamCatalogActions.cpp" line="+89"/>
        <source>Connect to &amp;team catalog…</source>
        <translation>连接团队数据库(&amp;T)…</translation>
    </message>
    <message>
        <location line="+1"/>
        <source>Open a catalog shared by your team on a PostgreSQL server</source>
        <translation>打开团队在 PostgreSQL 服务器上共享的数据库</translation>
    </message>
    <message>
        <location line="+1"/>
        <source>Recent team &amp;catalogs</source>
        <translation>最近的团队数据库(&amp;C)</translation>
    </message>
    <message>
        <location line="+1"/>
        <source>Clear the list</source>
        <translation>清空列表</translation>
    </message>
    <message>
        <location line="+78"/>
        <source>Connect to team catalog</source>
        <translation>连接团队数据库</translation>
    </message>
    <message>
        <location line="+0"/>
        <source>An import is running in this window; connect again once it has finished.</source>
        <translation>此窗口正在导入；导入完成后请再连接。</translation>
    </message>
    <message>
        <location line="+10"/>
        <source>Password not saved</source>
        <translation>密码未保存</translation>
    </message>
    <message>
        <location line="+12"/>
        <location line="+58"/>
        <source>Team catalog connection lost — retrying…</source>
        <translation>团队数据库连接中断——正在重试…</translation>
    </message>
    <message>
        <location line="-48"/>
        <source>(attempt %1; next in %2 s)</source>
        <translation>（第 %1 次尝试；%2 秒后重试）</translation>
    </message>
    <message>
        <location line="+14"/>
        <source>an import</source>
        <translation>一次导入</translation>
    </message>
    <message>
        <location line="+1"/>
        <source>a price update</source>
        <translation>一次价格更新</translation>
    </message>
    <message>
        <location line="+1"/>
        <source>an assessment</source>
        <translation>一项评估</translation>
    </message>
    <message>
        <location line="+1"/>
        <source>an assessment removed</source>
        <translation>删除了一项评估</translation>
    </message>
    <message>
        <location line="+2"/>
        <source>The team catalog was changed by %1 (%2); reloading…</source>
        <translation>团队数据库已被 %1 修改（%2）；正在重新加载…</translation>
    </message>
    <message>
        <location line="+12"/>
        <source>Colleagues&apos; changes to the team catalog show only after View → Reload catalog: %1</source>
        <translation>同事对团队数据库的修改只有在“视图 → 重新加载数据库”之后才会显示：%1</translation>
    </message>
    <message>
        <location line="+22"/>
        <source>Team catalog connection restored; reloading…</source>
        <translation>团队数据库连接已恢复；正在重新加载…</translation>
    </message>
</context>
<context>
    <name>cg::TeamConnectDialog</name>
    <message>
        <location filename="../ui/team/TeamConnectDialog.cpp" line="+111"/>
        <source>Connect to team catalog</source>
        <translation>连接团队数据库</translation>
    </message>
    <message>
        <location line="+1"/>
        <source>A team catalog is a CloudGauge catalog on a PostgreSQL 15 server, shared by everyone who connects to it. Fill in the fields or paste a postgresql:// URL.</source>
        <translation>团队数据库是位于 PostgreSQL 15 服务器上的 CloudGauge 数据库，由所有连接者共享。请填写各字段，或粘贴一个 postgresql:// URL。</translation>
    </message>
    <message>
        <location line="+2"/>
        <source>&amp;URL:</source>
        <translation>URL(&amp;U)：</translation>
    </message>
    <message>
        <location line="+2"/>
        <source>&amp;Host:</source>
        <translation>主机(&amp;H)：</translation>
    </message>
    <message>
        <location line="+0"/>
        <source>&amp;Port:</source>
        <translation>端口(&amp;P)：</translation>
    </message>
    <message>
        <location line="+0"/>
        <source>&amp;Database:</source>
        <translation>数据库(&amp;D)：</translation>
    </message>
    <message>
        <location line="+0"/>
        <source>&amp;Schema:</source>
        <translation>模式(&amp;S)：</translation>
    </message>
    <message>
        <location line="+1"/>
        <source>U&amp;ser:</source>
        <translation>用户(&amp;S)：</translation>
    </message>
    <message>
        <location line="+0"/>
        <source>Pass&amp;word:</source>
        <translation>密码(&amp;W)：</translation>
    </message>
    <message>
        <location line="+0"/>
        <source>&amp;TLS:</source>
        <translation>TLS(&amp;T)：</translation>
    </message>
    <message>
        <location line="+3"/>
        <source>public</source>
        <translation>public</translation>
    </message>
    <message>
        <location line="+1"/>
        <source>empty: from PGPASSWORD or ~/.pgpass</source>
        <translation>留空：从 PGPASSWORD 或 ~/.pgpass 读取</translation>
    </message>
    <message>
        <location line="+1"/>
        <source>libpq default (prefer: TLS when the server offers it, unverified)</source>
        <translation>libpq 默认（prefer：服务器支持时使用 TLS，不验证）</translation>
    </message>
    <message>
        <location line="+0"/>
        <source>disable: no TLS</source>
        <translation>disable：不使用 TLS</translation>
    </message>
    <message>
        <location line="+1"/>
        <source>allow: TLS only if the server insists</source>
        <translation>allow：仅在服务器要求时使用 TLS</translation>
    </message>
    <message>
        <location line="+0"/>
        <source>prefer: TLS when the server offers it, unverified</source>
        <translation>prefer：服务器支持时使用 TLS，不验证</translation>
    </message>
    <message>
        <location line="+1"/>
        <source>require: TLS, certificate not verified</source>
        <translation>require：使用 TLS，不验证证书</translation>
    </message>
    <message>
        <location line="+0"/>
        <source>verify-ca: TLS, certificate signed by a trusted CA</source>
        <translation>verify-ca：使用 TLS，证书须由受信任的 CA 签发</translation>
    </message>
    <message>
        <location line="+1"/>
        <source>verify-full: TLS, certificate and host name verified</source>
        <translation>verify-full：使用 TLS，验证证书和主机名</translation>
    </message>
    <message>
        <location line="+3"/>
        <source>Save the password in the system &amp;keychain (never in the settings)</source>
        <translation>将密码保存在系统钥匙串中(&amp;K)（绝不写入设置）</translation>
    </message>
    <message>
        <location line="+1"/>
        <source>T&amp;est connection</source>
        <translation>测试连接(&amp;E)</translation>
    </message>
    <message>
        <location line="+1"/>
        <source>&amp;Connect</source>
        <translation>连接(&amp;C)</translation>
    </message>
    <message>
        <location line="+1"/>
        <source>Cancel</source>
        <translation>取消</translation>
    </message>
    <message>
        <location line="+107"/>
        <source>Fill in at least the host and the database.</source>
        <translation>请至少填写主机和数据库。</translation>
    </message>
    <message>
        <location line="+6"/>
        <source>Connecting to %1…</source>
        <translation>正在连接 %1…</translation>
    </message>
    <message numerus="yes">
        <location line="+11"/>
        <source>Connected: a CloudGauge catalog of schema version %1 with %n offer(s).</source>
        <translation>
            <numerusform>已连接：CloudGauge 数据库，模式版本 %1，共 %n 个实例方案。</numerusform>
        </translation>
    </message>
    <message>
        <location line="+2"/>
        <source>Connected: a CloudGauge catalog of schema version %1.</source>
        <translation>已连接：CloudGauge 数据库，模式版本 %1。</translation>
    </message>
    <message>
        <location line="+2"/>
        <source>No PostgreSQL server answered at %1:%2 (%3). Check the host and port, and that the server runs and accepts TCP connections from this machine (listen_addresses, pg_hba.conf, firewall).</source>
        <translation>%1:%2 上没有 PostgreSQL 服务器应答（%3）。请检查主机和端口，并确认服务器正在运行且接受来自本机的 TCP 连接（listen_addresses、pg_hba.conf、防火墙）。</translation>
    </message>
    <message>
        <location line="+6"/>
        <source>The server refused user %1 (%2). Check the user name and the password; with the password field empty, libpq takes it from PGPASSWORD or ~/.pgpass (PGPASSFILE).</source>
        <translation>服务器拒绝了用户 %1（%2）。请检查用户名和密码；密码栏留空时，libpq 从 PGPASSWORD 或 ~/.pgpass（PGPASSFILE）读取密码。</translation>
    </message>
    <message>
        <location line="+4"/>
        <source>The server has no database %1 (%2). Correct the name, or ask the server&apos;s administrator to create it (createdb %1).</source>
        <translation>服务器上没有数据库 %1（%2）。请更正名称，或请服务器管理员创建它（createdb %1）。</translation>
    </message>
    <message>
        <location line="+4"/>
        <source>%1 holds no CloudGauge catalog yet (%2). Initialise it once with
    cloudgauge team init &quot;%3&quot;
or seed it from a catalog file with
    cloudgauge catalog copy catalog.sqlite &quot;%3&quot;</source>
        <translation>%1 中还没有 CloudGauge 数据库（%2）。请先用以下命令初始化一次：
    cloudgauge team init &quot;%3&quot;
或用数据库文件填充：
    cloudgauge catalog copy catalog.sqlite &quot;%3&quot;</translation>
    </message>
    <message>
        <location line="+4"/>
        <source>The TLS connection failed (%1). Check the TLS mode and the server&apos;s certificate (add sslrootcert=… to the URL for a private certificate authority).</source>
        <translation>TLS 连接失败（%1）。请检查 TLS 模式和服务器证书（私有证书颁发机构请在 URL 中加上 sslrootcert=…）。</translation>
    </message>
    <message>
        <location line="+4"/>
        <source>Qt&apos;s PostgreSQL driver is missing: install the Debian package libqt6sql6-psql.</source>
        <translation>缺少 Qt 的 PostgreSQL 驱动：请安装 Debian 软件包 libqt6sql6-psql。</translation>
    </message>
    <message>
        <location line="+5"/>
        <source>The connection failed: %1</source>
        <translation>连接失败：%1</translation>
    </message>
</context>
<context>
    <name>cg::Tier</name>
    <message>
        <location filename="../models/core/Tier.cpp" line="+72"/>
        <source>Platinum</source>
        <comment>ClusterMAX tier</comment>
        <translation>铂金</translation>
    </message>
    <message>
        <location line="+2"/>
        <source>Gold</source>
        <comment>ClusterMAX tier</comment>
        <translation>金牌</translation>
    </message>
    <message>
        <location line="+2"/>
        <source>Silver</source>
        <comment>ClusterMAX tier</comment>
        <translation>银牌</translation>
    </message>
    <message>
        <location line="+2"/>
        <source>Bronze</source>
        <comment>ClusterMAX tier</comment>
        <translation>铜牌</translation>
    </message>
    <message>
        <location line="+2"/>
        <source>Participation Ribbon</source>
        <comment>ClusterMAX tier</comment>
        <translation>参与奖</translation>
    </message>
    <message>
        <location line="+2"/>
        <source>Underperforming</source>
        <comment>ClusterMAX tier</comment>
        <translation>表现不佳</translation>
    </message>
    <message>
        <location line="+2"/>
        <source>Unavailable</source>
        <comment>ClusterMAX tier</comment>
        <translation>无法评测</translation>
    </message>
    <message>
        <location line="+2"/>
        <source>Unrated</source>
        <comment>ClusterMAX tier</comment>
        <translation>未评级</translation>
    </message>
</context>
<context>
    <name>cg::TrueCost</name>
    <message>
        <location filename="../models/scoring/TrueCost.cpp" line="+16"/>
        <source>ClusterMAX 2.0 reference for Gold providers</source>
        <translation>ClusterMAX 2.0 对金牌云服务商的参考值</translation>
    </message>
    <message>
        <location line="+3"/>
        <source>ClusterMAX 2.0 reference for Silver providers</source>
        <translation>ClusterMAX 2.0 对银牌云服务商的参考值</translation>
    </message>
    <message>
        <location line="+3"/>
        <source>ClusterMAX 2.0 reference for weak providers (MTBF under 10,000 GPU-hours)</source>
        <translation>ClusterMAX 2.0 对较弱云服务商的参考值（平均无故障时间低于 10,000 GPU 小时）</translation>
    </message>
</context>
<context>
    <name>cg::UnpricedProviders</name>
    <message>
        <location filename="../models/scoring/UnpricedProviders.cpp" line="+27"/>
        <source>ask its price API for these instance types (cloudgauge price-api script --provider %1 writes the calls; then cloudgauge import the answers), or type a quote</source>
        <translation>向其价格接口询问这些实例规格的价格（cloudgauge price-api script --provider %1 生成调用脚本；再用 cloudgauge import 导入结果），或录入报价</translation>
    </message>
    <message>
        <location line="+4"/>
        <source>request a quote (cloudgauge rfq) or type one you received</source>
        <translation>发起询价（cloudgauge rfq），或录入已收到的报价</translation>
    </message>
</context>
<context>
    <name>cg::WatchHit</name>
    <message>
        <location filename="../models/catalog/pricehistory/Watchlist.cpp" line="+107"/>
        <source>rule %1: %2 %3 no longer offered</source>
        <translation>规则 %1：%2 %3 已不再提供</translation>
    </message>
    <message>
        <location line="+1"/>
        <source>no list price</source>
        <translation>无标价</translation>
    </message>
    <message>
        <location line="+2"/>
        <source>rule %1: %2 %3 %4 %5 per hour (new)</source>
        <translation>规则 %1：%2 %3 每小时 %4 %5（新价格）</translation>
    </message>
    <message>
        <location line="+1"/>
        <source>rule %1: %2 %3 %4 → %5 %6 per hour</source>
        <translation>规则 %1：%2 %3 每小时 %4 → %5 %6</translation>
    </message>
</context>
<context>
    <name>cg::WatchNotifier</name>
    <message>
        <location filename="../ui/history/WatchNotifier.cpp" line="+39"/>
        <source>… and %1 more (cloudgauge watch --check lists them all)</source>
        <translation>……另有 %1 条（用 cloudgauge watch --check 查看全部）</translation>
    </message>
    <message>
        <location line="+6"/>
        <source>A watchlist rule fired on the last update:</source>
        <translation>上次更新触发了关注规则：</translation>
    </message>
    <message>
        <location line="+1"/>
        <source>Watchlist</source>
        <translation>关注列表</translation>
    </message>
</context>
<context>
    <name>cg::WatchRule</name>
    <message>
        <location filename="../models/catalog/pricehistory/Watchlist.cpp" line="-75"/>
        <source>spot</source>
        <translation>竞价</translation>
    </message>
    <message>
        <location line="+2"/>
        <source>reserved</source>
        <translation>预留</translation>
    </message>
    <message>
        <location line="+1"/>
        <source>on-demand</source>
        <translation>按需</translation>
    </message>
    <message>
        <location line="+49"/>
        <source>any GPU</source>
        <translation>任意 GPU</translation>
    </message>
    <message>
        <location line="+2"/>
        <source>%1 under %2 %3 per GPU-hour (%4)</source>
        <translation>%1 低于每 GPU 小时 %2 %3（%4）</translation>
    </message>
    <message>
        <location line="+2"/>
        <source>any price change of %1</source>
        <translation>%1 的任何价格变化</translation>
    </message>
    <message>
        <location line="+3"/>
        <source>providers: %1</source>
        <translation>服务商：%1</translation>
    </message>
    <message>
        <location line="+2"/>
        <source>%1 or better</source>
        <translation>%1 或更高</translation>
    </message>
    <message>
        <location line="+2"/>
        <source>regions: %1</source>
        <translation>区域：%1</translation>
    </message>
</context>
<context>
    <name>cg::WeightsPanel</name>
    <message>
        <location filename="../ui/WeightsPanel.cpp" line="+252"/>
        <source>No need chosen: every offer that passes the checks below can be recommended.</source>
        <translation>未选择需求配置：通过以下检查的实例方案均可被推荐。</translation>
    </message>
    <message>
        <location line="+1"/>
        <source>Choose what the GPUs are for: the need&apos;s hard constraints decide which offers qualify, its weights and scenario rank them.</source>
        <translation>选择 GPU 的用途：需求配置的硬性条件决定哪些实例方案符合，其权重和场景决定排名。</translation>
    </message>
    <message>
        <location line="+5"/>
        <source>No hard constraints.</source>
        <translation>无硬性条件。</translation>
    </message>
    <message>
        <location line="+0"/>
        <source>Needs %1.</source>
        <translation>需要：%1。</translation>
    </message>
    <message>
        <location line="+0"/>
        <source>; </source>
        <translation>；</translation>
    </message>
    <message>
        <location line="+106"/>
        <source>&amp;Preset:</source>
        <translation>预设(&amp;P)：</translation>
    </message>
    <message>
        <location line="+1"/>
        <source>Custom</source>
        <translation>自定义</translation>
    </message>
    <message>
        <location line="+1"/>
        <source>Balanced</source>
        <translation>均衡</translation>
    </message>
    <message>
        <location line="+1"/>
        <source>Training</source>
        <translation>训练</translation>
    </message>
    <message>
        <location line="+1"/>
        <source>Inference</source>
        <translation>推理</translation>
    </message>
    <message>
        <location line="+1"/>
        <source>Budget</source>
        <translation>预算</translation>
    </message>
    <message>
        <location line="+1"/>
        <source>&amp;Reset</source>
        <translation>重置(&amp;R)</translation>
    </message>
    <message>
        <location line="+1"/>
        <source>Back to the balanced weights, the pretraining scenario, no need and the default checks</source>
        <translation>恢复均衡权重、预训练场景、无需求配置和默认检查</translation>
    </message>
    <message>
        <location line="+3"/>
        <source>&amp;Need:</source>
        <translation>需求(&amp;N)：</translation>
    </message>
    <message>
        <location line="+1"/>
        <source>Clear</source>
        <translation>清除</translation>
    </message>
    <message>
        <location line="+2"/>
        <source>None</source>
        <translation>无</translation>
    </message>
    <message>
        <location line="+4"/>
        <source>Exclude ClusterMAX Not Recommended</source>
        <translation>排除 ClusterMAX “不推荐”</translation>
    </message>
    <message>
        <location line="+1"/>
        <source>ClusterMAX groups Underperforming and Unavailable providers as Not Recommended</source>
        <translation>ClusterMAX 将“表现不佳”和“无法评测”的云服务商归为“不推荐”</translation>
    </message>
    <message>
        <location line="+1"/>
        <source>Exclude unrated providers</source>
        <translation>排除未评级的云服务商</translation>
    </message>
    <message>
        <location line="+1"/>
        <source>Providers with neither a published ClusterMAX tier nor an assessment</source>
        <translation>既无公开 ClusterMAX 评级、也无评估的云服务商</translation>
    </message>
    <message>
        <location line="+2"/>
        <source>Prices far from every other price of the same GPU (robust z-score beyond 3.5): more likely an error than a bargain</source>
        <translation>与同一 GPU 的其他所有价格相差悬殊（稳健 z 分数超过 3.5）：更可能是错误而非优惠</translation>
    </message>
    <message>
        <location line="+2"/>
        <source>Apply the need&apos;s hard constraints</source>
        <translation>应用需求配置的硬性条件</translation>
    </message>
    <message>
        <location line="+1"/>
        <source>Offers that fail a constraint of the chosen need are not recommended</source>
        <translation>不满足所选需求配置任一条件的实例方案不予推荐</translation>
    </message>
    <message>
        <location line="+1"/>
        <source>Only prices observed within</source>
        <translation>只用观测于以下天数内的价格</translation>
    </message>
    <message>
        <location line="+1"/>
        <source>Recommend only offers whose on-demand price was observed on a known day within this many days; older and undated prices are listed apart with their date (as `cloudgauge rank --max-age DAYS`)</source>
        <translation>只推荐按需实例价格在已知日期、且在这么多天内观测到的实例方案；更早的和没有日期的价格连同其日期单独列出（与命令行排名的价格最长天数限制相同）</translation>
    </message>
    <message>
        <location line="+2"/>
        <source> days</source>
        <translation> 天</translation>
    </message>
    <message>
        <location line="+1"/>
        <source>Excluded offers are listed after the recommended ones with the reason, never hidden.</source>
        <translation>被排除的实例方案列在推荐实例方案之后并注明原因，从不隐藏。</translation>
    </message>
    <message>
        <location line="+1"/>
        <source>Choose a need (training, fine-tuning, inference, ...) or a job in Tools → Workload estimator: the ranking keeps only the offers that can do it.</source>
        <translation>选择需求（训练、微调、推理等），或在“工具 → 工作负载估算”中设定作业：排名只保留能完成它的实例方案。</translation>
    </message>
    <message>
        <location line="+2"/>
        <source>&amp;Missing data:</source>
        <translation>缺失数据(&amp;M)：</translation>
    </message>
    <message>
        <location line="+1"/>
        <source>Count at a prior</source>
        <translation>按保底分计（不因缺失得分）</translation>
    </message>
    <message>
        <location line="+1"/>
        <source>Renormalise (rewards missing data)</source>
        <translation>重新归一化（会奖励缺失数据）</translation>
    </message>
    <message>
        <location line="+1"/>
        <source>A criterion without data for an offer counts at the prior&apos;s points; renormalising leaves it out and rescales the other weights, which rewards offers with little data</source>
        <translation>实例方案缺少数据的指标按保底分计入；重新归一化则将其略去并按比例放大其他权重，这会奖励数据少的实例方案</translation>
    </message>
    <message>
        <location line="+2"/>
        <source> points</source>
        <translation> 分</translation>
    </message>
    <message>
        <location line="+1"/>
        <source>The points (0-100) a criterion without data counts at: 10 is the lowest published ClusterMAX tier</source>
        <translation>无数据的指标所计的分数（0-100）：10 为 ClusterMAX 公开的最低评级</translation>
    </message>
    <message>
        <location line="+13"/>
        <source>SemiAnalysis publishes no weights: these presets and needs are CloudGauge&apos;s own. A criterion without data for an offer counts as chosen under Missing data.</source>
        <translation>SemiAnalysis 未公布权重：这些预设和需求配置均为算力云评自定。实例方案缺少数据的指标按“缺失数据”中的选择计分。</translation>
    </message>
    <message>
        <location line="+45"/>
        <source>%1, for the model (%2)</source>
        <translation>%1，并满足模型需求（%2）</translation>
    </message>
    <message>
        <location line="+0"/>
        <source>the model (%1)</source>
        <translation>模型需求（%1）</translation>
    </message>
    <message>
        <location line="-57"/>
        <source>Offer</source>
        <translation>实例方案</translation>
    </message>
    <message>
        <location line="+6"/>
        <source>ClusterMAX categories (provider)</source>
        <translation>ClusterMAX 类别（云服务商）</translation>
    </message>
    <message>
        <location line="-5"/>
        <source>True-cost &amp;scenario:</source>
        <translation>总拥有成本场景(&amp;S)：</translation>
    </message>
    <message>
        <location line="-162"/>
        <source>Model: %1.</source>
        <translation>模型：%1。</translation>
    </message>
    <message>
        <location line="+129"/>
        <source>Start here: what is the GPU for?</source>
        <translation>从这里开始：GPU 用来做什么？</translation>
    </message>
    <message>
        <location line="+1"/>
        <source>Recommendation rules</source>
        <translation>推荐规则</translation>
    </message>
    <message>
        <location line="+3"/>
        <source>Stop ranking for the model job (set from Tools → Workload estimator)</source>
        <translation>不再按该模型作业排名（在“工具 → 工作负载估算”中设置）</translation>
    </message>
    <message>
        <location line="+9"/>
        <source>Exclude implausibly cheap prices</source>
        <translation>排除低得不可信的价格</translation>
    </message>
    <message>
        <location line="+21"/>
        <source>Large pretraining (1,024 GPUs, hot spare)</source>
        <translation>大规模预训练（1,024 个 GPU，热备）</translation>
    </message>
    <message>
        <location line="+1"/>
        <source>Research (64 GPUs, cold spare)</source>
        <translation>研究（64 个 GPU，冷备）</translation>
    </message>
    <message>
        <location line="+1"/>
        <source>Inference (8 GPUs, fault tolerant)</source>
        <translation>推理（8 个 GPU，容错）</translation>
    </message>
    <message>
        <location line="+1"/>
        <source>The workload under which the true cost per useful GPU-hour is computed (SemiAnalysis&apos;s TCO model)</source>
        <translation>计算每有效 GPU 小时总拥有成本时采用的工作负载（SemiAnalysis 的 TCO 模型）</translation>
    </message>
</context>
<context>
    <name>cg::WhatChangedDialog</name>
    <message>
        <location filename="../ui/history/WhatChangedDialog.cpp" line="+37"/>
        <source>What changed</source>
        <translation>有何变化</translation>
    </message>
    <message>
        <location line="+2"/>
        <source>Since import run</source>
        <translation>自导入批次</translation>
    </message>
    <message>
        <location line="+1"/>
        <source>Since day</source>
        <translation>自日期</translation>
    </message>
    <message>
        <location line="+10"/>
        <source>#%1 %2 (%3, as of %4)</source>
        <translation>#%1 %2（%3，截至 %4）</translation>
    </message>
    <message>
        <location line="+12"/>
        <source>Compare</source>
        <translation>比较</translation>
    </message>
    <message>
        <location line="+40"/>
        <source>The history could not be read: %1</source>
        <translation>无法读取价格历史：%1</translation>
    </message>
    <message>
        <location line="+10"/>
        <source>import run #%1</source>
        <translation>导入批次 #%1</translation>
    </message>
    <message>
        <location line="+7"/>
        <source>Since %1: %2 new offers, %3 removed offers, %4 price changes.</source>
        <translation>自 %1 以来：新增 %2 个实例方案，移除 %3 个实例方案，%4 处价格变化。</translation>
    </message>
    <message>
        <location line="+14"/>
        <source>New offers</source>
        <translation>新增实例方案</translation>
    </message>
    <message>
        <location line="+1"/>
        <source>Removed offers</source>
        <translation>移除的实例方案</translation>
    </message>
    <message>
        <location line="+4"/>
        <source>Price changes</source>
        <translation>价格变化</translation>
    </message>
    <message>
        <location line="+0"/>
        <source>Offer</source>
        <translation>实例方案</translation>
    </message>
    <message>
        <location line="+0"/>
        <source>Price</source>
        <translation>价格</translation>
    </message>
    <message>
        <location line="+0"/>
        <source>Before</source>
        <translation>之前</translation>
    </message>
    <message>
        <location line="+0"/>
        <source>Now</source>
        <translation>现在</translation>
    </message>
    <message>
        <location line="+0"/>
        <source>Change</source>
        <translation>变化幅度</translation>
    </message>
    <message>
        <location line="+3"/>
        <source>spot</source>
        <translation>竞价</translation>
    </message>
    <message>
        <location line="+1"/>
        <source>reserved</source>
        <translation>预留</translation>
    </message>
    <message>
        <location line="+1"/>
        <source>on-demand</source>
        <translation>按需</translation>
    </message>
    <message>
        <location line="+4"/>
        <source>new price</source>
        <translation>新价格</translation>
    </message>
    <message>
        <location line="+3"/>
        <source>no longer offered</source>
        <translation>已不再提供</translation>
    </message>
    <message>
        <location line="+3"/>
        <source>changed</source>
        <translation>已变化</translation>
    </message>
    <message>
        <location line="+14"/>
        <source>Rank changes in the top %1 (current weights)</source>
        <translation>前 %1 名的排名变化（当前权重）</translation>
    </message>
    <message>
        <location line="+2"/>
        <source>The top %1 kept their ranks.</source>
        <translation>前 %1 名的排名未变。</translation>
    </message>
    <message>
        <location line="+4"/>
        <source>Provider and GPU</source>
        <translation>服务商与 GPU</translation>
    </message>
    <message>
        <location line="+0"/>
        <source>Rank before</source>
        <translation>之前排名</translation>
    </message>
    <message>
        <location line="+0"/>
        <source>Rank now</source>
        <translation>现在排名</translation>
    </message>
    <message>
        <location line="+4"/>
        <location line="+1"/>
        <source>not ranked</source>
        <translation>未上榜</translation>
    </message>
</context>
<context>
    <name>cg::WorkloadEstimatorDialog</name>
    <message>
        <location filename="../ui/WorkloadEstimatorDialog.cpp" line="+220"/>
        <location line="+13"/>
        <location line="+9"/>
        <location line="+6"/>
        <location line="+1"/>
        <source>USD %1</source>
        <translation>USD %1</translation>
    </message>
    <message>
        <location line="-29"/>
        <location line="+28"/>
        <location line="+1"/>
        <source>no data</source>
        <translation>无数据</translation>
    </message>
    <message numerus="yes">
        <location line="-28"/>
        <source>%1 (+%n more)</source>
        <translation>
            <numerusform>%1（另有 %n 个）</numerusform>
        </translation>
    </message>
    <message>
        <location line="+2"/>
        <source>no data: no dense BF16 figure</source>
        <translation>无数据：没有稠密 BF16 算力数值</translation>
    </message>
    <message>
        <location line="+1"/>
        <source>no data: no comparable on-demand price</source>
        <translation>无数据：没有可比的按需实例价格</translation>
    </message>
    <message>
        <location line="+1"/>
        <source>no data: no dense BF16 figure and no comparable price</source>
        <translation>无数据：没有稠密 BF16 算力数值，也没有可比价格</translation>
    </message>
    <message numerus="yes">
        <location line="+12"/>
        <source>reserved %n month(s)</source>
        <translation>
            <numerusform>预留 %n 个月</numerusform>
        </translation>
    </message>
    <message>
        <location line="+0"/>
        <source>on-demand</source>
        <translation>按需</translation>
    </message>
    <message>
        <location line="+1"/>
        <source>USD %1 · quote</source>
        <translation>USD %1 · 报价</translation>
    </message>
    <message>
        <location line="+2"/>
        <source>Quote received (confidential): %1 %2 per GPU-hour, %3, valid until %4, request %5</source>
        <translation>已收到报价（保密）：每 GPU 小时 %1 %2，%3，有效期至 %4，询价编号 %5</translation>
    </message>
    <message numerus="yes">
        <location line="+19"/>
        <source>%1 FLOPs (6 × parameters × tokens); %n recommended offer(s) estimated, cheapest to finish first.</source>
        <translation>
            <numerusform>%1 FLOPs（6 × 参数量 × 词元数）；已估算 %n 个推荐实例方案，完成成本最低者在前。</numerusform>
        </translation>
    </message>
    <message numerus="yes">
        <location line="+3"/>
        <source>%n offer(s) priced at a received quote as well; the rank follows the cheaper of the list price and the quote.</source>
        <translation>
            <numerusform>另有 %n 个实例方案也按收到的报价计价；排名按公开价格与报价中较低者。</numerusform>
        </translation>
    </message>
    <message>
        <location line="+15"/>
        <source>Workload estimator: cheapest to finish</source>
        <translation>工作负载估算：完成成本最低</translation>
    </message>
    <message>
        <location line="+1"/>
        <source>Model &amp;parameters (billions):</source>
        <translation>模型参数量（十亿）(&amp;P)：</translation>
    </message>
    <message>
        <location line="+1"/>
        <source>Training &amp;tokens:</source>
        <translation>训练词元数(&amp;T)：</translation>
    </message>
    <message>
        <location line="+1"/>
        <source>billion</source>
        <translation>十亿</translation>
    </message>
    <message>
        <location line="+1"/>
        <source>trillion</source>
        <translation>万亿</translation>
    </message>
    <message>
        <location line="+1"/>
        <source>&amp;MFU (model FLOPs utilisation):</source>
        <translation>模型算力利用率 MFU(&amp;M)：</translation>
    </message>
    <message>
        <location line="+1"/>
        <source>An assumption: the share of the datasheet dense BF16 peak a training run sustains</source>
        <translation>假设值：训练过程能持续达到的数据手册稠密 BF16 峰值算力比例</translation>
    </message>
    <message>
        <location line="+1"/>
        <source>&amp;GPUs in the job:</source>
        <translation>作业 GPU 数量(&amp;G)：</translation>
    </message>
    <message>
        <location line="+1"/>
        <source>Training &amp;method:</source>
        <translation>训练方法(&amp;M)：</translation>
    </message>
    <message>
        <location line="+1"/>
        <source>Full (mixed-precision Adam)</source>
        <translation>全参数（混合精度 Adam）</translation>
    </message>
    <message>
        <location line="+1"/>
        <source>LoRA (frozen BF16 weights)</source>
        <translation>LoRA（冻结 BF16 权重）</translation>
    </message>
    <message>
        <location line="+1"/>
        <source>QLoRA (frozen 4-bit weights)</source>
        <translation>QLoRA（冻结 4 位权重）</translation>
    </message>
    <message>
        <location line="+1"/>
        <source>True-cost &amp;scenario:</source>
        <translation>总拥有成本场景(&amp;S)：</translation>
    </message>
    <message>
        <location line="+1"/>
        <source>Large pretraining (1,024 GPUs, hot spare)</source>
        <translation>大规模预训练（1,024 个 GPU，热备）</translation>
    </message>
    <message>
        <location line="+1"/>
        <source>Research (64 GPUs, cold spare)</source>
        <translation>研究（64 个 GPU，冷备）</translation>
    </message>
    <message>
        <location line="+1"/>
        <source>Inference (8 GPUs, fault tolerant)</source>
        <translation>推理（8 个 GPU，容错）</translation>
    </message>
    <message>
        <location line="+1"/>
        <source>Rank</source>
        <translation>排名</translation>
    </message>
    <message>
        <location line="+0"/>
        <source>Provider</source>
        <translation>云服务商</translation>
    </message>
    <message>
        <location line="+0"/>
        <source>Instance type</source>
        <translation>实例规格</translation>
    </message>
    <message>
        <location line="+0"/>
        <source>GPU</source>
        <translation>GPU</translation>
    </message>
    <message>
        <location line="+0"/>
        <source>USD per GPU-hour</source>
        <translation>每 GPU 小时 (USD)</translation>
    </message>
    <message>
        <location line="+1"/>
        <source>GPU-hours</source>
        <translation>GPU 小时</translation>
    </message>
    <message>
        <location line="+0"/>
        <source>Wall time (hours)</source>
        <translation>实际耗时（小时）</translation>
    </message>
    <message>
        <location line="+0"/>
        <source>Cost at list price</source>
        <translation>按公开价格的成本</translation>
    </message>
    <message>
        <location line="+1"/>
        <source>True cost per useful GPU-hour</source>
        <translation>每有效 GPU 小时总拥有成本</translation>
    </message>
    <message>
        <location line="+0"/>
        <source>Cost at true cost</source>
        <translation>按总拥有成本的成本</translation>
    </message>
    <message>
        <location line="+0"/>
        <source>Region</source>
        <translation>地域</translation>
    </message>
    <message>
        <location line="+1"/>
        <source>&amp;Rank offers for this job</source>
        <translation>按此作业排名实例方案(&amp;R)</translation>
    </message>
    <message>
        <location line="+2"/>
        <source>Adds the job&apos;s memory per GPU, GPUs per instance and interconnect to the ranking&apos;s hard constraints in the main window</source>
        <translation>将该作业的每 GPU 显存、每实例 GPU 数和互联要求加入主窗口排名的硬性约束</translation>
    </message>
    <message>
        <location line="-4"/>
        <source>Received quote per GPU-hour</source>
        <translation>收到的每 GPU 小时报价</translation>
    </message>
    <message>
        <location line="-117"/>
        <source>Model parameters must be more than 0, not %1.</source>
        <translation>模型参数量必须大于 0，不能为 %1。</translation>
    </message>
    <message>
        <location line="+2"/>
        <source>Training tokens must be more than 0, not %1.</source>
        <translation>训练词元数必须大于 0，不能为 %1。</translation>
    </message>
    <message>
        <location line="+2"/>
        <source>MFU must be from 1 % to 100 %, not %1.</source>
        <translation>MFU 必须在 1 % 到 100 % 之间，不能为 %1。</translation>
    </message>
    <message>
        <location line="+2"/>
        <source>GPUs in the job must be 1 or more, not %1.</source>
        <translation>作业的 GPU 数必须至少为 1，不能为 %1。</translation>
    </message>
    <message numerus="yes">
        <location line="+83"/>
        <source>%n estimated offer(s) the ranking does not recommend, or that cannot run the job, follow them greyed, with the reason.</source>
        <translation>
            <numerusform>排名不推荐或无法运行该作业的 %n 个已估算实例方案以灰色列在其后，并注明原因。</numerusform>
        </translation>
    </message>
    <message>
        <location line="+3"/>
        <source>16 bytes per parameter for mixed-precision Adam, sharded over the job&apos;s GPUs as ZeRO stage 3 does</source>
        <translation>混合精度 Adam 每参数 16 字节，按 ZeRO 第 3 阶段分片到作业的各 GPU</translation>
    </message>
    <message>
        <location line="+1"/>
        <source>2 bytes per parameter for the frozen BF16 weights (LoRA), sharded over the job&apos;s GPUs</source>
        <translation>冻结的 BF16 权重每参数 2 字节（LoRA），分片到作业的各 GPU</translation>
    </message>
    <message>
        <location line="+1"/>
        <source>0.52 bytes per parameter for the frozen 4-bit weights (QLoRA), on each GPU</source>
        <translation>冻结的 4 位权重每参数 0.52 字节（QLoRA），每个 GPU 各存一份</translation>
    </message>
    <message>
        <location line="+1"/>
        <source>Job: %1 (%2; activations not counted).</source>
        <translation>作业：%1（%2；未计激活值）。</translation>
    </message>
    <message>
        <location line="+22"/>
        <source>Cost at quote</source>
        <translation>按报价的成本</translation>
    </message>
    <message>
        <location line="+1"/>
        <source>Why not recommended</source>
        <translation>不推荐的原因</translation>
    </message>
    <message>
        <location line="+5"/>
        <source>GPU-hours = 6 × parameters × tokens ÷ (datasheet dense BF16 FLOP/s × MFU) ÷ 3,600 (Kaplan et al. 2020); wall time = GPU-hours ÷ GPUs in the job; cost = GPU-hours × on-demand USD per GPU-hour at the cheapest region, and × the true cost per useful GPU-hour of SemiAnalysis&apos;s TCO model under the chosen scenario. A received quote of the same provider and GPU model prices the run too; a reserved quote costs at least its term for every GPU in the job (GPUs × months × 720 h). Offers without a dense BF16 figure or a comparable price are listed last as no data.</source>
        <translation>GPU 小时 = 6 × 参数量 × 词元数 ÷（数据手册稠密 BF16 FLOP/s × MFU）÷ 3,600（Kaplan 等，2020）；实际耗时 = GPU 小时 ÷ 作业的 GPU 数；成本 = GPU 小时 × 最便宜地域的按需每 GPU 小时价格 (USD)，以及 × 所选场景下 SemiAnalysis TCO 模型的每有效 GPU 小时总拥有成本。同一云服务商和 GPU 型号收到的报价也会计价；预留报价的成本至少为作业中每个 GPU 在整个期限内的费用（GPU 数 × 月数 × 720 小时）。没有稠密 BF16 数据或可比价格的实例方案列在最后，标为无数据。</translation>
    </message>
</context>
<context>
    <name>cg::rfq::Questionnaire</name>
    <message>
        <location filename="../models/rfq/Questionnaire.cpp" line="+52"/>
        <source>Yes</source>
        <translation>是</translation>
    </message>
    <message>
        <location line="+0"/>
        <source>No</source>
        <translation>否</translation>
    </message>
    <message>
        <location line="+1"/>
        <source>Partly or in progress</source>
        <translation>部分满足或进行中</translation>
    </message>
    <message>
        <location line="+1"/>
        <source>Not applicable</source>
        <translation>不适用</translation>
    </message>
    <message>
        <location line="+2"/>
        <source>Not certified</source>
        <translation>未定级备案</translation>
    </message>
    <message>
        <location line="+0"/>
        <source>Level 2</source>
        <translation>第二级</translation>
    </message>
    <message>
        <location line="+1"/>
        <source>Level 3</source>
        <translation>第三级</translation>
    </message>
    <message>
        <location line="+0"/>
        <source>Level 4</source>
        <translation>第四级</translation>
    </message>
    <message>
        <location line="+1"/>
        <source>Not applicable (no service in China)</source>
        <translation>不适用（未在中国提供服务）</translation>
    </message>
    <message>
        <location line="+2"/>
        <source>On-demand</source>
        <translation>按需</translation>
    </message>
    <message>
        <location line="+0"/>
        <source>Reserved</source>
        <translation>预留</translation>
    </message>
    <message>
        <location line="+22"/>
        <source>Which band of the rubric describes your service today? Name the evidence (report, test result, page).</source>
        <translation>下列评分标准中哪一档符合贵方目前的服务？请注明依据（报告、测试结果、网页）。</translation>
    </message>
    <message>
        <location line="+5"/>
        <source>Risk checklist</source>
        <translation>风险检查清单</translation>
    </message>
    <message>
        <location line="+1"/>
        <source>Do you publish a compute SLA with service credits?</source>
        <translation>贵方是否公开发布含服务赔偿（服务抵扣）的计算 SLA？</translation>
    </message>
    <message>
        <location line="+1"/>
        <source>Give the uptime percentage, the credit terms and the exclusions in the comment, and link the SLA.</source>
        <translation>请在备注中写明可用性百分比、赔偿条款和免责情形，并附 SLA 链接。</translation>
    </message>
    <message>
        <location line="+3"/>
        <source>Which level of China&apos;s Multi-Level Protection Scheme (MLPS 2.0, GB/T 22239-2019) is the service certified at?</source>
        <translation>该服务通过了网络安全等级保护（等保 2.0，GB/T 22239-2019）第几级？</translation>
    </message>
    <message>
        <location line="+1"/>
        <source>Attach the filing or assessment certificate number of the system that runs the GPU service.</source>
        <translation>请提供承载 GPU 服务的系统的备案证明或测评报告编号。</translation>
    </message>
    <message>
        <location line="+1"/>
        <source>Is a SOC 2 Type II report available to customers?</source>
        <translation>客户能否获取 SOC 2 Type II 报告？</translation>
    </message>
    <message>
        <location line="+1"/>
        <source>Give the period the report covers.</source>
        <translation>请写明报告覆盖的期间。</translation>
    </message>
    <message>
        <location line="+1"/>
        <source>Is the service certified to ISO/IEC 27001?</source>
        <translation>该服务是否通过 ISO/IEC 27001 认证？</translation>
    </message>
    <message>
        <location line="+1"/>
        <source>Give the certificate number, the certifier and the scope.</source>
        <translation>请提供证书编号、认证机构和认证范围。</translation>
    </message>
    <message>
        <location line="+2"/>
        <source>Does customer data stay in the region the customer chose, encrypted at rest and in transit?</source>
        <translation>客户数据是否始终保留在客户选定的地域内，并在存储和传输中加密？</translation>
    </message>
    <message>
        <location line="+1"/>
        <source>Name the regions, who holds the keys, and any case in which data leaves the region.</source>
        <translation>请列出地域、密钥由谁持有，以及数据离开该地域的任何情形。</translation>
    </message>
    <message>
        <location line="+2"/>
        <source>How long are audit logs of customer-visible actions kept?</source>
        <translation>客户可见操作的审计日志保留多长时间？</translation>
    </message>
    <message>
        <location line="+1"/>
        <source>A whole number of days; say in the comment whether customers can export them.</source>
        <translation>填写整数天数；请在备注中说明客户能否导出日志。</translation>
    </message>
    <message>
        <location line="+0"/>
        <source>days</source>
        <translation>天</translation>
    </message>
    <message>
        <location line="+2"/>
        <source>Is billing itemised per resource and hour, with budget caps or spending alerts?</source>
        <translation>账单是否按资源和小时逐项列出，并提供预算上限或消费告警？</translation>
    </message>
    <message>
        <location line="+1"/>
        <source>Say whether a cap stops spending or only alerts.</source>
        <translation>请说明预算上限是停止消费还是仅发出告警。</translation>
    </message>
    <message>
        <location line="+2"/>
        <source>When a GPU node fails, how long until a working replacement is in service (recovery time)?</source>
        <translation>GPU 节点故障后，多久能有可用的替换节点投入使用（恢复时间）？</translation>
    </message>
    <message>
        <location line="+1"/>
        <source>Hours; describe in the comment how failures are detected and whether the failed hours are billed.</source>
        <translation>以小时计；请在备注中说明如何发现故障，以及故障时段是否计费。</translation>
    </message>
    <message>
        <location line="+1"/>
        <source>hours</source>
        <translation>小时</translation>
    </message>
    <message>
        <location line="+2"/>
        <source>How soon does support first respond to a critical ticket?</source>
        <translation>紧急工单的首次响应时间是多少？</translation>
    </message>
    <message>
        <location line="+1"/>
        <source>Minutes, as committed in the contract; give the support hours and languages in the comment.</source>
        <translation>以分钟计，以合同承诺为准；请在备注中写明支持时段和支持语言。</translation>
    </message>
    <message>
        <location line="+1"/>
        <source>minutes</source>
        <translation>分钟</translation>
    </message>
</context>
<context>
    <name>cg::rfq::QuestionnairePdf</name>
    <message>
        <location filename="../ui/report/QuestionnairePdf.cpp" line="+104"/>
        <source>CloudGauge questionnaire, sent %1</source>
        <translation>CloudGauge 问卷，发出于 %1</translation>
    </message>
    <message>
        <location line="+2"/>
        <source>Page %1 of %2</source>
        <translation>第 %1 页，共 %2 页</translation>
    </message>
    <message>
        <location line="+38"/>
        <source>This document lists the questions of the workbook sent with it. Answer in the workbook: it is read back automatically.</source>
        <translation>本文件列出随附工作簿中的问题。请在工作簿中作答：工作簿会被自动读回。</translation>
    </message>
    <message>
        <location line="+21"/>
        <source>a number from %1 to %2 (%3)</source>
        <translation>%1 到 %2 之间的数字（%3）</translation>
    </message>
    <message>
        <location line="+15"/>
        <source>Quote</source>
        <translation>报价</translation>
    </message>
</context>
<context>
    <name>cg::rfq::QuoteComparison</name>
    <message numerus="yes">
        <location filename="../models/rfq/QuoteComparison.cpp" line="+51"/>
        <source>reserved %n month(s)</source>
        <translation>
            <numerusform>预留 %n 个月</numerusform>
        </translation>
    </message>
    <message>
        <location line="+0"/>
        <source>on-demand</source>
        <translation>按需</translation>
    </message>
    <message>
        <location line="+1"/>
        <source>Quote received (confidential): %1 %2 per GPU-hour, %3, valid until %4</source>
        <translation>已收到报价（保密）：每 GPU 小时 %1 %2，%3，有效期至 %4</translation>
    </message>
    <message>
        <location line="+3"/>
        <source>, %1 % against the list price</source>
        <translation>，较标价 %1 %</translation>
    </message>
</context>
<context>
    <name>cg::rfq::RfqImport</name>
    <message>
        <location filename="../models/rfq/RfqImport.cpp" line="+52"/>
        <source>the cell holds an error value (%1)</source>
        <translation>单元格为错误值（%1）</translation>
    </message>
    <message>
        <location line="+5"/>
        <source>longer than %1 characters</source>
        <translation>超过 %1 个字符</translation>
    </message>
    <message>
        <location line="+15"/>
        <source>&quot;%1&quot; is not a number</source>
        <translation>“%1”不是数字</translation>
    </message>
    <message>
        <location line="+4"/>
        <source>%1 is not a whole number</source>
        <translation>%1 不是整数</translation>
    </message>
    <message>
        <location line="+4"/>
        <source>%1 is outside %2 to %3</source>
        <translation>%1 超出 %2 到 %3 的范围</translation>
    </message>
    <message>
        <location line="+71"/>
        <source>&quot;%1&quot; begins like a formula; write the name as plain text</source>
        <translation>“%1”以公式的形式开头；请把名称写成纯文本</translation>
    </message>
    <message>
        <location line="+18"/>
        <source>&quot;%1&quot; is not a date (YYYY-MM-DD)</source>
        <translation>“%1”不是日期（YYYY-MM-DD）</translation>
    </message>
    <message>
        <location line="+9"/>
        <source>not a CloudGauge questionnaire: the sheet %1 is missing</source>
        <translation>不是 CloudGauge 问卷：缺少工作表 %1</translation>
    </message>
    <message>
        <location line="+5"/>
        <source>not a CloudGauge questionnaire</source>
        <translation>不是 CloudGauge 问卷</translation>
    </message>
    <message>
        <location line="+4"/>
        <source>unsupported questionnaire version &quot;%1&quot;</source>
        <translation>不支持的问卷版本“%1”</translation>
    </message>
    <message>
        <location line="+4"/>
        <source>&quot;%1&quot; is not a provider key</source>
        <translation>“%1”不是云服务商标识</translation>
    </message>
    <message>
        <location line="+8"/>
        <source>the request id is missing</source>
        <translation>缺少询价编号</translation>
    </message>
    <message>
        <location line="+4"/>
        <source>the request id holds a character no request id has (only letters, digits, &apos;.&apos;, &apos;_&apos; and &apos;-&apos;)</source>
        <translation>询价编号含有询价编号不会有的字符（只能是字母、数字、“.”、“_”和“-”）</translation>
    </message>
    <message>
        <location line="+7"/>
        <source>the request %1 was not issued to &quot;%2&quot;: the hidden sheet was edited; export a new request for this provider</source>
        <translation>询价 %1 并非发给“%2”：隐藏工作表已被修改；请为此提供商导出新的询价</translation>
    </message>
    <message>
        <location line="+9"/>
        <location line="+64"/>
        <source>the sheet %1 is missing</source>
        <translation>缺少工作表 %1</translation>
    </message>
    <message>
        <location line="-50"/>
        <source>an answer on a row without a question id (rows must not be added or moved)</source>
        <translation>该行有答案但没有问题编号（不得添加或移动行）</translation>
    </message>
    <message>
        <location line="+5"/>
        <source>unknown question id &quot;%1&quot;</source>
        <translation>未知的问题编号“%1”</translation>
    </message>
    <message>
        <location line="+4"/>
        <source>the question &quot;%1&quot; appears twice</source>
        <translation>问题“%1”出现了两次</translation>
    </message>
    <message>
        <location line="+18"/>
        <location line="+58"/>
        <source>&quot;%1&quot; is not one of: %2</source>
        <translation>“%1”不在可选项中：%2</translation>
    </message>
    <message>
        <location line="-45"/>
        <source>&quot;%1&quot; is not an http(s) URL</source>
        <translation>“%1”不是 http(s) 网址</translation>
    </message>
    <message>
        <location line="+33"/>
        <source>the GPU model is missing</source>
        <translation>缺少 GPU 型号</translation>
    </message>
    <message>
        <location line="+3"/>
        <source>the GPU count is missing</source>
        <translation>缺少 GPU 数量</translation>
    </message>
    <message>
        <location line="+8"/>
        <source>on-demand or reserved is missing</source>
        <translation>缺少按需或预留</translation>
    </message>
    <message>
        <location line="+6"/>
        <source>a reserved price needs its term in whole months (1-120)</source>
        <translation>预留价格需要以整月填写期限（1-120）</translation>
    </message>
    <message>
        <location line="+2"/>
        <source>an on-demand price has no term</source>
        <translation>按需价格没有期限</translation>
    </message>
    <message>
        <location line="+5"/>
        <source>a price of %1 per GPU-hour is not plausible: at least 0.0001</source>
        <translation>每 GPU 小时 %1 的价格不合理：至少应为 0.0001</translation>
    </message>
    <message>
        <location line="+2"/>
        <source>the price per GPU-hour must be above 0</source>
        <translation>每 GPU 小时价格必须大于 0</translation>
    </message>
    <message>
        <location line="+3"/>
        <source>&quot;%1&quot; is not a three-letter currency code</source>
        <translation>“%1”不是三个字母的货币代码</translation>
    </message>
    <message>
        <location line="+2"/>
        <source>%1 is no currency a price is in (ISO 4217 keeps it for %2)</source>
        <translation>%1 不是可用于标价的货币（ISO 4217 将其保留用于 %2）</translation>
    </message>
    <message>
        <location line="+5"/>
        <source>the date the quote is valid until is missing</source>
        <translation>缺少报价有效期截止日期</translation>
    </message>
    <message>
        <location line="+22"/>
        <source>nothing to import: no answer and no quote line is filled</source>
        <translation>没有可导入的内容：未填写任何答案或报价行</translation>
    </message>
    <message>
        <location line="+25"/>
        <source>the provider &quot;%1&quot; is not in the catalog</source>
        <translation>数据库中没有云服务商“%1”</translation>
    </message>
    <message>
        <location line="+11"/>
        <source>the request %1 was sent to &quot;%2&quot;, not to &quot;%3&quot;: the hidden sheet was edited; export a new request for this provider</source>
        <translation>询价 %1 发给的是“%2”，而不是“%3”：隐藏工作表已被修改；请为该提供商导出新的询价</translation>
    </message>
    <message>
        <location line="+8"/>
        <source>this catalog has no record of exporting the request %1 (it records every request it exports). If it was sent from another catalog, import it as unrecorded (rfq import --accept-unrecorded-request %2, or Yes when the window asks).</source>
        <translation>本数据库没有导出询价 %1 的记录（数据库会记录其导出的每一份询价）。如果它是从另一个数据库发出的，请作为未记录的询价导入（rfq import --accept-unrecorded-request %2，或在窗口询问时选择“是”）。</translation>
    </message>
</context>
<context>
    <name>cg::rfq::RfqWorkbook</name>
    <message>
        <location filename="../models/rfq/RfqWorkbook.cpp" line="+107"/>
        <source>Not in the list</source>
        <translation>不在列表中</translation>
    </message>
    <message>
        <location line="+1"/>
        <source>Choose one of the answers in the drop-down list.</source>
        <translation>请从下拉列表中选择一个答案。</translation>
    </message>
    <message>
        <location line="+12"/>
        <source>Not a valid number</source>
        <translation>不是有效数字</translation>
    </message>
    <message>
        <location line="+1"/>
        <source>Enter a number from %1 to %2.</source>
        <translation>请输入 %1 到 %2 之间的数字。</translation>
    </message>
    <message>
        <location line="+34"/>
        <location line="+113"/>
        <source>Request for quotation: %1</source>
        <translation>询价：%1</translation>
    </message>
    <message>
        <location line="-78"/>
        <source>Questionnaire: %1</source>
        <translation>问卷：%1</translation>
    </message>
    <message>
        <location line="+2"/>
        <source>Answer in the yellow cells. Self-reported answers are kept apart from independent assessments.</source>
        <translation>请在黄色单元格中作答。服务商自述的答案与独立评估分开保存。</translation>
    </message>
    <message>
        <location line="+2"/>
        <source>Section</source>
        <translation>部分</translation>
    </message>
    <message>
        <location line="+1"/>
        <source>Question</source>
        <translation>问题</translation>
    </message>
    <message>
        <location line="+1"/>
        <source>Guidance (rubric bands 0-5)</source>
        <translation>填写说明（评分档位 0-5）</translation>
    </message>
    <message>
        <location line="+1"/>
        <source>Answer</source>
        <translation>答案</translation>
    </message>
    <message>
        <location line="+1"/>
        <source>Evidence (URL)</source>
        <translation>依据（网址）</translation>
    </message>
    <message>
        <location line="+1"/>
        <source>Comment</source>
        <translation>备注</translation>
    </message>
    <message>
        <location line="+14"/>
        <source>%1 (%2)</source>
        <translation>%1（%2）</translation>
    </message>
    <message>
        <location line="+21"/>
        <source>Quote: %1</source>
        <translation>报价：%1</translation>
    </message>
    <message>
        <location line="+1"/>
        <source>One line per GPU model, pricing and term. Prices per GPU-hour; dates as YYYY-MM-DD.</source>
        <translation>每个 GPU 型号、计费方式和期限各填一行。价格按每 GPU 小时计；日期格式为 YYYY-MM-DD。</translation>
    </message>
    <message>
        <location line="+1"/>
        <location filename="../ui/report/QuestionnairePdf.cpp" line="+4"/>
        <source>GPU model</source>
        <translation>GPU 型号</translation>
    </message>
    <message>
        <location line="+0"/>
        <location filename="../ui/report/QuestionnairePdf.cpp" line="+0"/>
        <source>GPU count</source>
        <translation>GPU 数量</translation>
    </message>
    <message>
        <location line="+0"/>
        <location filename="../ui/report/QuestionnairePdf.cpp" line="+1"/>
        <source>Region</source>
        <translation>地域</translation>
    </message>
    <message>
        <location line="+0"/>
        <location filename="../ui/report/QuestionnairePdf.cpp" line="+0"/>
        <source>On-demand or reserved</source>
        <translation>按需或预留</translation>
    </message>
    <message>
        <location line="+1"/>
        <location filename="../ui/report/QuestionnairePdf.cpp" line="+1"/>
        <source>Term (months, reserved only)</source>
        <translation>期限（月，仅预留）</translation>
    </message>
    <message>
        <location line="+0"/>
        <location filename="../ui/report/QuestionnairePdf.cpp" line="+1"/>
        <source>Price per GPU-hour</source>
        <translation>每 GPU 小时价格</translation>
    </message>
    <message>
        <location line="+0"/>
        <location filename="../ui/report/QuestionnairePdf.cpp" line="+1"/>
        <source>Currency (ISO code, e.g. USD, CNY)</source>
        <translation>币种（ISO 代码，如 USD、CNY）</translation>
    </message>
    <message>
        <location line="+1"/>
        <location filename="../ui/report/QuestionnairePdf.cpp" line="+1"/>
        <source>Valid until (YYYY-MM-DD)</source>
        <translation>有效期至（YYYY-MM-DD）</translation>
    </message>
    <message>
        <location line="+0"/>
        <location filename="../ui/report/QuestionnairePdf.cpp" line="+1"/>
        <source>Minimum commitment</source>
        <translation>最低承诺用量</translation>
    </message>
    <message>
        <location line="+0"/>
        <location filename="../ui/report/QuestionnairePdf.cpp" line="+0"/>
        <source>Egress per TB</source>
        <translation>每 TB 出网流量费</translation>
    </message>
    <message>
        <location line="+0"/>
        <location filename="../ui/report/QuestionnairePdf.cpp" line="+1"/>
        <source>Storage per TB-month</source>
        <translation>每 TB 每月存储费</translation>
    </message>
    <message>
        <location line="+1"/>
        <location filename="../ui/report/QuestionnairePdf.cpp" line="+0"/>
        <source>Other charges</source>
        <translation>其他费用</translation>
    </message>
    <message>
        <location line="+0"/>
        <location filename="../ui/report/QuestionnairePdf.cpp" line="+1"/>
        <source>Conditions</source>
        <translation>条件</translation>
    </message>
    <message>
        <location line="+30"/>
        <source>Request %1, sent %2.</source>
        <translation>询价编号 %1，发送日期 %2。</translation>
    </message>
    <message>
        <location line="+2"/>
        <source>Please return the workbook by %1.</source>
        <translation>请于 %1 前交回本工作簿。</translation>
    </message>
    <message>
        <location line="+1"/>
        <location filename="../ui/report/QuestionnairePdf.cpp" line="-63"/>
        <source>1. Sheet Questionnaire: for each ClusterMAX category choose the band of the rubric (0-5) that describes your service today, and answer the risk checklist. Give a public URL as evidence where there is one.</source>
        <translation>1. “Questionnaire”（问卷）工作表：请为每个 ClusterMAX 类别选择符合贵方目前服务的评分档位（0-5），并回答风险检查清单。如有公开网址，请作为依据填写。</translation>
    </message>
    <message>
        <location line="+2"/>
        <location filename="../ui/report/QuestionnairePdf.cpp" line="+3"/>
        <source>2. Sheet Quote: one line per GPU model, pricing (on-demand or reserved) and term. State the price per GPU-hour, the currency, the date the quote is valid until, any minimum commitment, and the egress, storage and other charges.</source>
        <translation>2. “Quote”（报价）工作表：每个 GPU 型号、计费方式（按需或预留）和期限各填一行。请写明每 GPU 小时价格、币种、报价有效期截止日期、最低承诺用量，以及出网流量、存储和其他费用。</translation>
    </message>
    <message>
        <location line="+2"/>
        <location filename="../ui/report/QuestionnairePdf.cpp" line="+3"/>
        <source>3. Fill in only the yellow cells. Do not add formulas, links to other workbooks, rows or sheets, and do not change the hidden cells: the workbook is read back automatically and is refused otherwise.</source>
        <translation>3. 只填写黄色单元格。不要添加公式、指向其他工作簿的链接、行或工作表，也不要修改隐藏单元格：本工作簿将被自动读回，否则会被拒绝。</translation>
    </message>
    <message>
        <location line="+2"/>
        <location filename="../ui/report/QuestionnairePdf.cpp" line="+3"/>
        <source>4. Answers are recorded as self-reported by the provider and shown apart from independent assessments. Quotes are kept confidential.</source>
        <translation>4. 答案记录为服务商自述，并与独立评估分开显示。报价将保密。</translation>
    </message>
    <message>
        <location line="+2"/>
        <location filename="../ui/report/QuestionnairePdf.cpp" line="+3"/>
        <source>5. Save as .xlsx and send the file back.</source>
        <translation>5. 请保存为 .xlsx 格式并发回文件。</translation>
    </message>
</context>
</TS>
