<?xml version="1.0" encoding="utf-8"?>
<!DOCTYPE TS>
<TS version="2.1" language="zh_CN">
<context>
    <name>cg::MainWindow</name>
    <message>
        <source>Catalog</source>
        <translation>目录</translation>
    </message>
    <message>
        <source>The catalog could not be opened:
%1</source>
        <translation>无法打开目录：
%1</translation>
    </message>
    <message>
        <source>CloudGauge</source>
        <translation>算力云评</translation>
    </message>
    <message>
        <source>&amp;File</source>
        <translation>文件(&amp;F)</translation>
    </message>
    <message>
        <source>&amp;Import price files…</source>
        <translation>导入价格文件(&amp;I)…</translation>
    </message>
    <message>
        <source>Import SkyPilot, gpuhunt or CloudGauge CSV price files into the catalog</source>
        <translation>将 SkyPilot、gpuhunt 或 CloudGauge CSV 价格文件导入目录</translation>
    </message>
    <message>
        <source>&amp;Quit</source>
        <translation>退出(&amp;Q)</translation>
    </message>
    <message>
        <source>&amp;View</source>
        <translation>视图(&amp;V)</translation>
    </message>
    <message>
        <source>&amp;Filter offers</source>
        <translation>筛选报价(&amp;F)</translation>
    </message>
    <message>
        <source>&amp;Reload catalog</source>
        <translation>重新加载目录(&amp;R)</translation>
    </message>
    <message>
        <source>&amp;Language</source>
        <translation>语言(&amp;L)</translation>
    </message>
    <message>
        <source>&amp;Help</source>
        <translation>帮助(&amp;H)</translation>
    </message>
    <message>
        <source>&amp;About CloudGauge</source>
        <translation>关于算力云评(&amp;A)</translation>
    </message>
    <message>
        <source>About &amp;Qt</source>
        <translation>关于 &amp;Qt</translation>
    </message>
    <message>
        <source>Filter offers by provider, GPU, instance type or region</source>
        <translation>按云服务商、GPU、实例规格或地域筛选报价</translation>
    </message>
    <message>
        <source>Plain text, matched anywhere in a row (not a regular expression)</source>
        <translation>纯文本，匹配整行任意位置（不是正则表达式）</translation>
    </message>
    <message numerus="yes">
        <source>%n offer(s) from %1 providers</source>
        <translation><numerusform>%n 个报价，来自 %1 家云服务商</numerusform></translation>
    </message>
    <message numerus="yes">
        <source>%n shown</source>
        <translation><numerusform>显示 %n 个</numerusform></translation>
    </message>
    <message>
        <source>newest price as of %1</source>
        <translation>最新价格日期 %1</translation>
    </message>
    <message>
        <source>Import price files</source>
        <translation>导入价格文件</translation>
    </message>
    <message>
        <source>Price files (*.csv *.json);;All files (*)</source>
        <translation>价格文件 (*.csv *.json);;所有文件 (*)</translation>
    </message>
    <message numerus="yes">
        <source>Importing %n file(s)…</source>
        <translation><numerusform>正在导入 %n 个文件…</numerusform></translation>
    </message>
    <message>
        <source>Older prices</source>
        <translation>较旧的价格</translation>
    </message>
    <message numerus="yes">
        <source>%n file(s) hold prices older than the catalog's for the same provider:
%1

Import them as price history? The newer prices stay current.</source>
        <translation><numerusform>%n 个文件中的价格早于目录中同一云服务商的价格：
%1

作为历史价格导入吗？较新的价格仍为当前价格。</numerusform></translation>
    </message>
    <message>
        <source>Import report</source>
        <translation>导入报告</translation>
    </message>
    <message>
        <source>Some files could not be imported; nothing was written from them.</source>
        <translation>部分文件无法导入；这些文件的内容均未写入。</translation>
    </message>
    <message>
        <source>Import finished.</source>
        <translation>导入完成。</translation>
    </message>
    <message>
        <source>About CloudGauge</source>
        <translation>关于算力云评</translation>
    </message>
    <message>
        <source>&lt;h3&gt;CloudGauge %1&lt;/h3&gt;&lt;p&gt;Compare GPU cloud offers: prices per GPU-hour, datasheet performance and published ratings.&lt;/p&gt;&lt;p&gt;Catalog: newest price as of %2.&lt;/p&gt;&lt;p&gt;Data: SkyPilot catalog (skypilot-org/skypilot-catalog), dstack gpuhunt, vendor datasheets (NVIDIA, AMD, Intel, Google), SemiAnalysis ClusterMAX tiers, and the providers' public price pages, each with its source and date in the catalog.&lt;/p&gt;</source>
        <translation>&lt;h3&gt;算力云评 CloudGauge %1&lt;/h3&gt;&lt;p&gt;比较 GPU 云报价：每 GPU 小时价格、数据手册性能与公开评级。&lt;/p&gt;&lt;p&gt;目录：最新价格日期 %2。&lt;/p&gt;&lt;p&gt;数据来源：SkyPilot 价格目录（skypilot-org/skypilot-catalog）、dstack gpuhunt、厂商数据手册（NVIDIA、AMD、Intel、Google）、SemiAnalysis ClusterMAX 评级，以及各云服务商公开的价格页面；每项数据在目录中都附有来源与日期。&lt;/p&gt;</translation>
    </message>
    <message>
        <source>Finishing the import before closing…</source>
        <translation>正在完成导入，然后关闭…</translation>
    </message>
</context>
<context>
    <name>cg::OfferTableModel</name>
    <message>
        <source>The source lists only a spot price for this offer.</source>
        <translation>来源只列出了该报价的竞价实例价格。</translation>
    </message>
    <message>
        <source>The source lists no on-demand price for this offer.</source>
        <translation>来源未列出该报价的按需实例价格。</translation>
    </message>
    <message>
        <source>The source lists no spot price for this offer.</source>
        <translation>来源未列出该报价的竞价实例价格。</translation>
    </message>
    <message>
        <source>Unknown accelerator name; kept as written.</source>
        <translation>未知的加速器名称；按原文保留。</translation>
    </message>
    <message>
        <source>The accelerator is not mapped to a known model.</source>
        <translation>该加速器未对应到已知型号。</translation>
    </message>
    <message>
        <source>No vendor datasheet figure has been verified for %1.</source>
        <translation>%1 尚无经核实的厂商数据手册数值。</translation>
    </message>
    <message>
        <source>Neither the datasheet nor the source gives the memory per GPU.</source>
        <translation>数据手册和来源都未给出每 GPU 显存。</translation>
    </message>
    <message>
        <source>SemiAnalysis ClusterMAX has not rated this provider.</source>
        <translation>SemiAnalysis ClusterMAX 尚未评级该云服务商。</translation>
    </message>
    <message>
        <source>No price, so no price date.</source>
        <translation>没有价格，因此没有价格日期。</translation>
    </message>
    <message numerus="yes">
        <source>%n day(s), stale</source>
        <translation><numerusform>%n 天，已过时</numerusform></translation>
    </message>
    <message numerus="yes">
        <source>%n day(s)</source>
        <translation><numerusform>%n 天</numerusform></translation>
    </message>
    <message>
        <source>As of %1, source: %2</source>
        <translation>日期 %1，来源：%2</translation>
    </message>
    <message>
        <source>Written in the source as '%1'. Import flags: %2</source>
        <translation>来源中写作“%1”。导入标记：%2</translation>
    </message>
    <message>
        <source>Written in the source as '%1'</source>
        <translation>来源中写作“%1”</translation>
    </message>
    <message>
        <source>Provider</source>
        <translation>云服务商</translation>
    </message>
    <message>
        <source>GPU</source>
        <translation>GPU</translation>
    </message>
    <message>
        <source>GPUs</source>
        <translation>GPU 数量</translation>
    </message>
    <message>
        <source>Instance type</source>
        <translation>实例规格</translation>
    </message>
    <message>
        <source>Region</source>
        <translation>地域</translation>
    </message>
    <message>
        <source>On-demand per GPU-hour</source>
        <translation>按需实例 每 GPU 小时</translation>
    </message>
    <message>
        <source>On-demand per instance-hour</source>
        <translation>按需实例 每实例小时</translation>
    </message>
    <message>
        <source>Spot per GPU-hour</source>
        <translation>竞价实例 每 GPU 小时</translation>
    </message>
    <message>
        <source>Dense BF16 (TFLOPS)</source>
        <translation>稠密 BF16 算力 (TFLOPS)</translation>
    </message>
    <message>
        <source>Memory bandwidth (GB/s)</source>
        <translation>显存带宽 (GB/s)</translation>
    </message>
    <message>
        <source>Memory per GPU (GB)</source>
        <translation>每 GPU 显存 (GB)</translation>
    </message>
    <message>
        <source>ClusterMAX tier</source>
        <translation>ClusterMAX 评级</translation>
    </message>
    <message>
        <source>Price age</source>
        <translation>价格时效</translation>
    </message>
    <message>
        <source>Platinum</source>
        <comment>ClusterMAX tier</comment>
        <translation>铂金</translation>
    </message>
    <message>
        <source>Gold</source>
        <comment>ClusterMAX tier</comment>
        <translation>金牌</translation>
    </message>
    <message>
        <source>Silver</source>
        <comment>ClusterMAX tier</comment>
        <translation>银牌</translation>
    </message>
    <message>
        <source>Bronze</source>
        <comment>ClusterMAX tier</comment>
        <translation>铜牌</translation>
    </message>
    <message>
        <source>Participation Ribbon</source>
        <comment>ClusterMAX tier</comment>
        <translation>参与奖</translation>
    </message>
    <message>
        <source>Underperforming</source>
        <comment>ClusterMAX tier</comment>
        <translation>表现不佳</translation>
    </message>
    <message>
        <source>Unavailable</source>
        <comment>ClusterMAX tier</comment>
        <translation>无法评测</translation>
    </message>
</context>
</TS>