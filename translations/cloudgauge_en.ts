<?xml version="1.0" encoding="utf-8"?>
<!DOCTYPE TS>
<TS version="2.1" language="en_US">
<context>
    <name>cg::MainWindow</name>
    <message>
        <source>Catalog</source>
        <translation>Catalog</translation>
    </message>
    <message>
        <source>The catalog could not be opened:
%1</source>
        <translation>The catalog could not be opened:
%1</translation>
    </message>
    <message>
        <source>CloudGauge</source>
        <translation>CloudGauge</translation>
    </message>
    <message>
        <source>&amp;File</source>
        <translation>&amp;File</translation>
    </message>
    <message>
        <source>&amp;Import price files…</source>
        <translation>&amp;Import price files…</translation>
    </message>
    <message>
        <source>Import SkyPilot, gpuhunt or CloudGauge CSV price files into the catalog</source>
        <translation>Import SkyPilot, gpuhunt or CloudGauge CSV price files into the catalog</translation>
    </message>
    <message>
        <source>&amp;Quit</source>
        <translation>&amp;Quit</translation>
    </message>
    <message>
        <source>&amp;View</source>
        <translation>&amp;View</translation>
    </message>
    <message>
        <source>&amp;Filter offers</source>
        <translation>&amp;Filter offers</translation>
    </message>
    <message>
        <source>&amp;Reload catalog</source>
        <translation>&amp;Reload catalog</translation>
    </message>
    <message>
        <source>&amp;Language</source>
        <translation>&amp;Language</translation>
    </message>
    <message>
        <source>&amp;Help</source>
        <translation>&amp;Help</translation>
    </message>
    <message>
        <source>&amp;About CloudGauge</source>
        <translation>&amp;About CloudGauge</translation>
    </message>
    <message>
        <source>About &amp;Qt</source>
        <translation>About &amp;Qt</translation>
    </message>
    <message>
        <source>Filter offers by provider, GPU, instance type or region</source>
        <translation>Filter offers by provider, GPU, instance type or region</translation>
    </message>
    <message>
        <source>Plain text, matched anywhere in a row (not a regular expression)</source>
        <translation>Plain text, matched anywhere in a row (not a regular expression)</translation>
    </message>
    <message numerus="yes">
        <source>%n offer(s) from %1 providers</source>
        <translation><numerusform>%n offer from %1 providers</numerusform><numerusform>%n offers from %1 providers</numerusform></translation>
    </message>
    <message numerus="yes">
        <source>%n shown</source>
        <translation><numerusform>%n shown</numerusform><numerusform>%n shown</numerusform></translation>
    </message>
    <message>
        <source>newest price as of %1</source>
        <translation>newest price as of %1</translation>
    </message>
    <message>
        <source>Import price files</source>
        <translation>Import price files</translation>
    </message>
    <message>
        <source>Price files (*.csv *.json);;All files (*)</source>
        <translation>Price files (*.csv *.json);;All files (*)</translation>
    </message>
    <message numerus="yes">
        <source>Importing %n file(s)…</source>
        <translation><numerusform>Importing %n file…</numerusform><numerusform>Importing %n files…</numerusform></translation>
    </message>
    <message>
        <source>Older prices</source>
        <translation>Older prices</translation>
    </message>
    <message numerus="yes">
        <source>%n file(s) hold prices older than the catalog's for the same provider:
%1

Import them as price history? The newer prices stay current.</source>
        <translation><numerusform>%n file hold prices older than the catalog's for the same provider:
%1

Import them as price history? The newer prices stay current.</numerusform><numerusform>%n files hold prices older than the catalog's for the same provider:
%1

Import them as price history? The newer prices stay current.</numerusform></translation>
    </message>
    <message>
        <source>Import report</source>
        <translation>Import report</translation>
    </message>
    <message>
        <source>Some files could not be imported; nothing was written from them.</source>
        <translation>Some files could not be imported; nothing was written from them.</translation>
    </message>
    <message>
        <source>Import finished.</source>
        <translation>Import finished.</translation>
    </message>
    <message>
        <source>About CloudGauge</source>
        <translation>About CloudGauge</translation>
    </message>
    <message>
        <source>&lt;h3&gt;CloudGauge %1&lt;/h3&gt;&lt;p&gt;Compare GPU cloud offers: prices per GPU-hour, datasheet performance and published ratings.&lt;/p&gt;&lt;p&gt;Catalog: newest price as of %2.&lt;/p&gt;&lt;p&gt;Data: SkyPilot catalog (skypilot-org/skypilot-catalog), dstack gpuhunt, vendor datasheets (NVIDIA, AMD, Intel, Google), SemiAnalysis ClusterMAX tiers, and the providers' public price pages, each with its source and date in the catalog.&lt;/p&gt;</source>
        <translation>&lt;h3&gt;CloudGauge %1&lt;/h3&gt;&lt;p&gt;Compare GPU cloud offers: prices per GPU-hour, datasheet performance and published ratings.&lt;/p&gt;&lt;p&gt;Catalog: newest price as of %2.&lt;/p&gt;&lt;p&gt;Data: SkyPilot catalog (skypilot-org/skypilot-catalog), dstack gpuhunt, vendor datasheets (NVIDIA, AMD, Intel, Google), SemiAnalysis ClusterMAX tiers, and the providers' public price pages, each with its source and date in the catalog.&lt;/p&gt;</translation>
    </message>
    <message>
        <source>Finishing the import before closing…</source>
        <translation>Finishing the import before closing…</translation>
    </message>
</context>
<context>
    <name>cg::OfferTableModel</name>
    <message>
        <source>The source lists only a spot price for this offer.</source>
        <translation>The source lists only a spot price for this offer.</translation>
    </message>
    <message>
        <source>The source lists no on-demand price for this offer.</source>
        <translation>The source lists no on-demand price for this offer.</translation>
    </message>
    <message>
        <source>The source lists no spot price for this offer.</source>
        <translation>The source lists no spot price for this offer.</translation>
    </message>
    <message>
        <source>Unknown accelerator name; kept as written.</source>
        <translation>Unknown accelerator name; kept as written.</translation>
    </message>
    <message>
        <source>The accelerator is not mapped to a known model.</source>
        <translation>The accelerator is not mapped to a known model.</translation>
    </message>
    <message>
        <source>No vendor datasheet figure has been verified for %1.</source>
        <translation>No vendor datasheet figure has been verified for %1.</translation>
    </message>
    <message>
        <source>Neither the datasheet nor the source gives the memory per GPU.</source>
        <translation>Neither the datasheet nor the source gives the memory per GPU.</translation>
    </message>
    <message>
        <source>SemiAnalysis ClusterMAX has not rated this provider.</source>
        <translation>SemiAnalysis ClusterMAX has not rated this provider.</translation>
    </message>
    <message>
        <source>No price, so no price date.</source>
        <translation>No price, so no price date.</translation>
    </message>
    <message numerus="yes">
        <source>%n day(s), stale</source>
        <translation><numerusform>%n day, stale</numerusform><numerusform>%n days, stale</numerusform></translation>
    </message>
    <message numerus="yes">
        <source>%n day(s)</source>
        <translation><numerusform>%n day</numerusform><numerusform>%n days</numerusform></translation>
    </message>
    <message>
        <source>As of %1, source: %2</source>
        <translation>As of %1, source: %2</translation>
    </message>
    <message>
        <source>Written in the source as '%1'. Import flags: %2</source>
        <translation>Written in the source as '%1'. Import flags: %2</translation>
    </message>
    <message>
        <source>Written in the source as '%1'</source>
        <translation>Written in the source as '%1'</translation>
    </message>
    <message>
        <source>Provider</source>
        <translation>Provider</translation>
    </message>
    <message>
        <source>GPU</source>
        <translation>GPU</translation>
    </message>
    <message>
        <source>GPUs</source>
        <translation>GPUs</translation>
    </message>
    <message>
        <source>Instance type</source>
        <translation>Instance type</translation>
    </message>
    <message>
        <source>Region</source>
        <translation>Region</translation>
    </message>
    <message>
        <source>On-demand per GPU-hour</source>
        <translation>On-demand per GPU-hour</translation>
    </message>
    <message>
        <source>On-demand per instance-hour</source>
        <translation>On-demand per instance-hour</translation>
    </message>
    <message>
        <source>Spot per GPU-hour</source>
        <translation>Spot per GPU-hour</translation>
    </message>
    <message>
        <source>Dense BF16 (TFLOPS)</source>
        <translation>Dense BF16 (TFLOPS)</translation>
    </message>
    <message>
        <source>Memory bandwidth (GB/s)</source>
        <translation>Memory bandwidth (GB/s)</translation>
    </message>
    <message>
        <source>Memory per GPU (GB)</source>
        <translation>Memory per GPU (GB)</translation>
    </message>
    <message>
        <source>ClusterMAX tier</source>
        <translation>ClusterMAX tier</translation>
    </message>
    <message>
        <source>Price age</source>
        <translation>Price age</translation>
    </message>
    <message>
        <source>Platinum</source>
        <comment>ClusterMAX tier</comment>
        <translation>Platinum</translation>
    </message>
    <message>
        <source>Gold</source>
        <comment>ClusterMAX tier</comment>
        <translation>Gold</translation>
    </message>
    <message>
        <source>Silver</source>
        <comment>ClusterMAX tier</comment>
        <translation>Silver</translation>
    </message>
    <message>
        <source>Bronze</source>
        <comment>ClusterMAX tier</comment>
        <translation>Bronze</translation>
    </message>
    <message>
        <source>Participation Ribbon</source>
        <comment>ClusterMAX tier</comment>
        <translation>Participation Ribbon</translation>
    </message>
    <message>
        <source>Underperforming</source>
        <comment>ClusterMAX tier</comment>
        <translation>Underperforming</translation>
    </message>
    <message>
        <source>Unavailable</source>
        <comment>ClusterMAX tier</comment>
        <translation>Unavailable</translation>
    </message>
</context>
</TS>