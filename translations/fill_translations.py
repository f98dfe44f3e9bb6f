#!/usr/bin/env python3
"""Fills cloudgauge_zh_CN.ts and cloudgauge_en.ts from the reviewed table below.

Per-topic tables in translations/zh_<topic>.py (each `ZH = {...}`) are merged into the one below.
Run after `cmake --build build --target update_translations` has added new source texts; a source
text missing here is reported and left unfinished, so the before-stop check catches it. Terms
follow translations/glossary.md.
"""
import sys
import xml.etree.ElementTree as ET
from pathlib import Path

ZH = {
    "Catalog": "目录",
    "The catalog could not be opened:\n%1": "无法打开目录：\n%1",
    "CloudGauge": "算力云评",
    "&File": "文件(&F)",
    "&Import price files…": "导入价格文件(&I)…",
    "Import SkyPilot, gpuhunt or CloudGauge CSV price files into the catalog": "将 SkyPilot、gpuhunt 或 CloudGauge CSV 价格文件导入目录",
    "&Quit": "退出(&Q)",
    "&View": "视图(&V)",
    "&Filter offers": "筛选报价(&F)",
    "&Reload catalog": "重新加载目录(&R)",
    "&Language": "语言(&L)",
    "&Help": "帮助(&H)",
    "&About CloudGauge": "关于算力云评(&A)",
    "About &Qt": "关于 &Qt",
    "Filter offers by provider, GPU, instance type or region": "按云服务商、GPU、实例规格或地域筛选报价",
    "Plain text, matched anywhere in a row (not a regular expression)": "纯文本，匹配整行任意位置（不是正则表达式）",
    "%n offer(s) from %1 providers": "%n 个报价，来自 %1 家云服务商",
    "%n shown": "显示 %n 个",
    "newest price as of %1": "最新价格日期 %1",
    "Import price files": "导入价格文件",
    "Price files (*.csv *.json);;All files (*)": "价格文件 (*.csv *.json);;所有文件 (*)",
    "Importing %n file(s)…": "正在导入 %n 个文件…",
    "Older prices": "较旧的价格",
    "%n file(s) hold prices older than the catalog's for the same provider:\n%1\n\nImport them as price history? The newer prices stay current.":
        "%n 个文件中的价格早于目录中同一云服务商的价格：\n%1\n\n作为历史价格导入吗？较新的价格仍为当前价格。",
    "Import report": "导入报告",
    "Some files could not be imported; nothing was written from them.": "部分文件无法导入；这些文件的内容均未写入。",
    "Import finished.": "导入完成。",
    "About CloudGauge": "关于算力云评",
    "<h3>CloudGauge %1</h3><p>Compare GPU cloud offers: prices per GPU-hour, datasheet performance and published ratings.</p><p>Catalog: newest price as of %2.</p><p>Data: SkyPilot catalog (skypilot-org/skypilot-catalog), dstack gpuhunt, vendor datasheets (NVIDIA, AMD, Intel, Google), SemiAnalysis ClusterMAX tiers, and the providers' public price pages, each with its source and date in the catalog.</p>":
        "<h3>算力云评 CloudGauge %1</h3><p>比较 GPU 云报价：每 GPU 小时价格、数据手册性能与公开评级。</p><p>目录：最新价格日期 %2。</p><p>数据来源：SkyPilot 价格目录（skypilot-org/skypilot-catalog）、dstack gpuhunt、厂商数据手册（NVIDIA、AMD、Intel、Google）、SemiAnalysis ClusterMAX 评级，以及各云服务商公开的价格页面；每项数据在目录中都附有来源与日期。</p>",
    "Finishing the import before closing…": "正在完成导入，然后关闭…",
    "The source lists only a spot price for this offer.": "来源只列出了该报价的竞价实例价格。",
    "The source lists no on-demand price for this offer.": "来源未列出该报价的按需实例价格。",
    "The source lists no spot price for this offer.": "来源未列出该报价的竞价实例价格。",
    "Unknown accelerator name; kept as written.": "未知的加速器名称；按原文保留。",
    "The accelerator is not mapped to a known model.": "该加速器未对应到已知型号。",
    "No vendor datasheet figure has been verified for %1.": "%1 尚无经核实的厂商数据手册数值。",
    "Neither the datasheet nor the source gives the memory per GPU.": "数据手册和来源都未给出每 GPU 显存。",
    "SemiAnalysis ClusterMAX has not rated this provider.": "SemiAnalysis ClusterMAX 尚未评级该云服务商。",
    "No price, so no price date.": "没有价格，因此没有价格日期。",
    "%n day(s), stale": "%n 天，已过时",
    "%n day(s)": "%n 天",
    "As of %1, source: %2": "日期 %1，来源：%2",
    "Written in the source as '%1'. Import flags: %2": "来源中写作“%1”。导入标记：%2",
    "Written in the source as '%1'": "来源中写作“%1”",
    "Provider": "云服务商",
    "GPU": "GPU",
    "GPUs": "GPU 数量",
    "Instance type": "实例规格",
    "Region": "地域",
    "On-demand per GPU-hour": "按需实例 每 GPU 小时",
    "On-demand per instance-hour": "按需实例 每实例小时",
    "Spot per GPU-hour": "竞价实例 每 GPU 小时",
    "Dense BF16 (TFLOPS)": "稠密 BF16 算力 (TFLOPS)",
    "Memory bandwidth (GB/s)": "显存带宽 (GB/s)",
    "Memory per GPU (GB)": "每 GPU 显存 (GB)",
    "ClusterMAX tier": "ClusterMAX 评级",
    "Price age": "价格时效",
    "Platinum": "铂金",
    "Gold": "金牌",
    "Silver": "银牌",
    "Bronze": "铜牌",
    "Participation Ribbon": "参与奖",
    "Underperforming": "表现不佳",
    "Unavailable": "无法评测",
    # Criteria (glossary: ClusterMAX categories)
    "Security": "安全",
    "Lifecycle": "生命周期",
    "Orchestration": "编排",
    "Storage": "存储",
    "Networking": "网络",
    "Reliability": "可靠性",
    "Monitoring": "监控",
    "Pricing": "定价",
    "Partnerships": "合作伙伴",
    "Availability": "可用性",
    "BF16 per dollar": "每美元 BF16 算力",
    "Bandwidth per dollar": "每美元显存带宽",
    "Memory per GPU": "每 GPU 显存",
    "ClusterMAX category, judged per provider: the provider's assessment (0-5, ×20), else the points of its latest published ClusterMAX tier":
        "ClusterMAX 评估类别，按云服务商评定：取该云服务商的评估分（0-5，×20），没有评估时取其最新公开 ClusterMAX 评级的分值",
    "Dense BF16 TFLOPS per USD per GPU-hour; 100 = the best offer": "每 GPU 小时每美元的稠密 BF16 算力 (TFLOPS)；100 = 最佳报价",
    "Memory bandwidth (GB/s) per USD per GPU-hour; 100 = the best offer": "每 GPU 小时每美元的显存带宽 (GB/s)；100 = 最佳报价",
    "Memory per GPU (GB); 100 = the largest": "每 GPU 显存 (GB)；100 = 最大者",
    # Filters
    "Unmapped GPU names": "未对应的 GPU 名称",
    "%1 GPUs": "%1 个 GPU",
    "Unrated": "未评级",
    "All GPU models": "全部 GPU 型号",
    "All vendors": "全部厂商",
    "Any GPU count": "任意 GPU 数量",
    "All provider types": "全部云服务商类型",
    "All regions": "全部地域",
    "All tiers": "全部评级",
    "&Memory at least:": "显存至少(&M)：",
    "On-demand per GPU-hour:": "按需实例 每 GPU 小时：",
    "no minimum": "不限下限",
    "no maximum": "不限上限",
    "any": "不限",
    "Hide &stale prices": "隐藏过时价格(&S)",
    "Hide prices older than %n day(s)": "隐藏早于 %n 天的价格",
    "Hide &unpriced": "隐藏无价格报价(&U)",
    # Main window
    "That offer is hidden by the current filters.": "该报价被当前筛选条件隐藏。",
    "&Panels": "面板(&P)",
    "Weights": "权重",
    "Provider ranking": "云服务商排名",
    "Details": "详情",
    "Price vs performance": "价格与性能",
    "Select an offer to see every field with its source and date.": "选择一个报价，查看每个字段及其来源与日期。",
    "none in the source": "来源中没有",
    "no list price": "无公开价格",
    "%1 %2 per instance-hour, %1 %3 per GPU-hour; as of %4": "每实例小时 %1 %2，每 GPU 小时 %1 %3；日期 %4",
    "Written in the source as": "来源中的写法",
    "On-demand": "按需实例",
    "Spot": "竞价实例",
    "Dense BF16 per GPU": "每 GPU 稠密 BF16 算力",
    "Dense FP8 per GPU": "每 GPU 稠密 FP8 算力",
    "FP32 per GPU": "每 GPU FP32 算力",
    "Memory bandwidth per GPU": "每 GPU 显存带宽",
    "Datasheet": "数据手册",
    "none verified": "无经核实的数据",
    "vCPUs / RAM": "vCPU / 内存",
    "Runs on": "实际运行于",
    "Import flags": "导入标记",
    "ClusterMAX history": "ClusterMAX 评级历史",
    "not rated": "未评级",
    "no data": "无数据",
    "Score %1 (%2 % of the weight backed by data)": "得分 %1（%2 % 的权重有数据支撑）",
    "Not ranked: no comparable on-demand price": "未排名：没有可比较的按需实例价格",
    "Criterion": "评估项",
    "Weight": "权重",
    "Score": "得分",
    "Contribution": "贡献",
    "The ClusterMAX category scores are the points of the provider's latest published tier: no assessment has been entered for it.":
        "ClusterMAX 各类别得分取自该云服务商最新公开评级的分值：尚未为其录入评估。",
    "Stop": "停止",
    "Stopping the import before closing…": "正在停止导入，然后关闭…",
    "Not ranked: no comparable on-demand price (missing, zero in the source, or no exchange rate).": "未排名：没有可比较的按需实例价格（缺失、来源中为零，或没有汇率）。",
    "%1 % of the weight is backed by data": "%1 % 的权重有数据支撑",
    "Spot per instance-hour": "竞价实例 每实例小时",
    # Charts
    "USD %1–%2 per GPU-hour in %n region(s)": "每 GPU 小时 USD %1–%2，共 %n 个地域",
    "USD %1 per GPU-hour": "每 GPU 小时 USD %1",
    "Score %1": "得分 %1",
    "On-demand USD per GPU-hour": "按需实例 每 GPU 小时 (USD)",
    "Pareto front": "帕累托前沿",
    "Selected": "已选中",
    "Price against performance": "价格与性能",
    "No offer shown has both a comparable price and this figure.": "当前显示的报价中，没有同时具备可比较价格和该数值的报价。",
    "%n point(s), one per provider, GPU model and GPU count at the cheapest region.": "%n 个点，每个云服务商、GPU 型号和 GPU 数量取最便宜的地域。",
    "Hidden: %1 offers without a comparable price, %2 without this datasheet figure.": "已隐藏：%1 个报价没有可比较的价格，%2 个没有该数据手册数值。",
    "&Performance:": "性能(&P)：",
    "Dense BF16 TFLOPS per GPU": "每 GPU 稠密 BF16 算力 (TFLOPS)",
    "Dense FP8 TFLOPS per GPU": "每 GPU 稠密 FP8 算力 (TFLOPS)",
    "FP32 TFLOPS per GPU": "每 GPU FP32 算力 (TFLOPS)",
    "Memory bandwidth per GPU (GB/s)": "每 GPU 显存带宽 (GB/s)",
    "&Colour by:": "着色依据(&C)：",
    "&Log scale": "对数坐标(&L)",
    "Best offer's score; %1 % of the weight backed by data": "最佳报价的得分；%1 % 的权重有数据支撑",
    "Rank": "排名",
    "Best score": "最高得分",
    "Best offer": "最佳报价",
    "USD per GPU-hour": "每 GPU 小时 (USD)",
    "Ranked offers": "参与排名的报价",
    "ClusterMAX %1": "ClusterMAX %1",
    "Data coverage (%)": "数据覆盖率 (%)",
    "Tier points / coverage %": "评级分值 / 覆盖率 %",
    "Reliability: ClusterMAX tier history": "可靠性：ClusterMAX 评级历史",
    "Tier points: Platinum 100, Gold 80, Silver 60, Bronze 40, Participation Ribbon 25, Underperforming 10 (the order is ClusterMAX's, the points CloudGauge's). No bar: not rated in that version, or Unavailable.":
        "评级分值：铂金 100、金牌 80、银牌 60、铜牌 40、参与奖 25、表现不佳 10（顺序来自 ClusterMAX，分值由 CloudGauge 设定）。没有柱条：该版本未评级，或无法评测。",
    "%n lower-rated provider(s) not drawn; the details pane lists every provider's history.": "另有 %n 家评级较低的云服务商未绘出；详情面板列出每家云服务商的历史。",
    "No provider in the catalog has MTBF or SLA figures yet, so no such bars are drawn.": "目录中尚无云服务商的平均无故障时间 (MTBF) 或 SLA 数据，因此不绘制此类柱条。",
    # Weights panel
    "&Preset:": "预设(&P)：",
    "Custom": "自定义",
    "Balanced": "均衡",
    "Training": "训练",
    "Inference": "推理",
    "Budget": "预算",
    "&Reset": "重置(&R)",
    "Back to the balanced weights": "恢复均衡权重",
    "Offer": "报价",
    "ClusterMAX categories (provider)": "ClusterMAX 类别（云服务商）",
    "SemiAnalysis publishes no weights: these presets are CloudGauge's own. A criterion without data for an offer is left out and the other weights renormalised.":
        "SemiAnalysis 未公布权重：这些预设由 CloudGauge 设定。某报价缺少数据的评估项不计入，其余权重重新归一化。",
    # Report
    "&Export report…": "导出报告(&E)…",
    "Preview the PDF report for management and save it": "预览面向管理层的 PDF 报告并保存",
    "GPU cloud comparison": "GPU 云服务对比报告",
    "Which GPU cloud offer to rent, and why": "租用哪家 GPU 云的哪个报价，以及理由",
    "Date: %1": "日期：%1",
    "Scope: %1 offers from %2 providers in the catalog; newest price as of %3.": "范围：目录中 %2 家云服务商的 %1 个报价；最新价格日期 %3。",
    "Weights: %1": "权重：%1",
    "Weights used": "所用权重",
    "SemiAnalysis publishes no numeric weights: these weights are CloudGauge's own.": "SemiAnalysis 未公布数值权重：这些权重由 CloudGauge 设定。",
    "No offer in the catalog has a comparable on-demand price, so nothing is ranked.": "目录中没有报价具备可比较的按需实例价格，因此无法排名。",
    "The best-scoring offer is %1 from %2: %3 × %4 at USD %5 per GPU-hour, score %6 of 100, with %7 % of the weight backed by data.":
        "得分最高的报价是 %2 的 %1：%3 × %4，每 GPU 小时 USD %5，得分 %6（满分 100），%7 % 的权重有数据支撑。",
    "Among the top %n, the lowest price is USD %1 per GPU-hour (%2, %3).": "前 %n 名中最低价格为每 GPU 小时 USD %1（%2，%3）。",
    "%1 of these offers come from providers rated by SemiAnalysis ClusterMAX; the others are scored on price and datasheet figures alone.":
        "其中 %1 个报价来自经 SemiAnalysis ClusterMAX 评级的云服务商；其余报价仅按价格和数据手册数值评分。",
    "unrated": "未评级",
    "Executive summary": "摘要",
    "Ranking": "排名",
    "Coverage": "数据覆盖率",
    "On-demand list prices at each offer's cheapest region, converted to USD at the catalog's dated exchange rates.":
        "按需实例公开价格，取各报价最便宜的地域，按目录中注明日期的汇率换算为美元。",
    "ClusterMAX tier history": "ClusterMAX 评级历史",
    "Criteria of its best offer (0-100)": "其最佳报价的各评估项得分（0-100）",
    "Category scores are the points of the latest published tier: no assessment has been entered.": "各类别得分取自最新公开评级的分值：尚未录入评估。",
    "No MTBF, SLA or failure-handling figures for this provider in the catalog.": "目录中没有该云服务商的平均无故障时间 (MTBF)、SLA 或故障处理数据。",
    "True cost": "总拥有成本 (TCO)",
    "Not computed: the true-cost (TCO and goodput) model is not in this version; list prices are shown.":
        "未计算：本版本尚未包含总拥有成本 (TCO) 与有效训练时间占比 (goodput) 模型；所列为公开价格。",
    "Its ranked offers": "其参与排名的报价",
    "%1: %2 per USD as of %3": "%1：每美元 %2，日期 %3",
    "Local GPU probe": "本机 GPU 探测",
    "No probe results are stored in this catalog.": "目录中没有保存探测结果。",
    "Methodology": "方法说明",
    "Prices are list prices per instance-hour from each source; the price per GPU-hour is the instance price divided by its GPU count. Offers are compared at their cheapest region, in USD at the dated exchange rate.":
        "价格为各来源的每实例小时公开价格；每 GPU 小时价格等于实例价格除以其 GPU 数量。报价按最便宜的地域比较，并按注明日期的汇率换算为美元。",
    "Each criterion scores 0-100: BF16 TFLOPS per USD per GPU-hour and memory bandwidth per USD per GPU-hour relative to the best offer, memory per GPU relative to the largest, and each of the 10 ClusterMAX categories from the provider's assessment (0-5 × 20) or else its latest published tier (Platinum 100, Gold 80, Silver 60, Bronze 40, Participation Ribbon 25, Underperforming 10).":
        "每个评估项得分为 0-100：每 GPU 小时每美元的 BF16 算力与显存带宽相对于最佳报价，每 GPU 显存相对于最大者，ClusterMAX 的 10 个类别取云服务商的评估分（0-5 × 20），没有评估时取其最新公开评级（铂金 100、金牌 80、银牌 60、铜牌 40、参与奖 25、表现不佳 10）。",
    "The score is the weighted mean over the criteria with data; coverage is the share of the weight backed by data, and offers under 50 % coverage rank after the others.":
        "得分是有数据的评估项的加权平均；数据覆盖率是有数据支撑的权重占比，覆盖率低于 50 % 的报价排在其他报价之后。",
    "Data sources": "数据来源",
    "Price files": "价格文件",
    "File": "文件",
    "As of": "日期",
    "Offers": "报价数",
    "Source": "来源",
    "GPU datasheets": "GPU 数据手册",
    "Ratings": "评级",
    "SemiAnalysis ClusterMAX 1.0 (2025-03-26), 2.0 (2025-11-06) and 3.0 (2026-09-23): https://newsletter.semianalysis.com/p/the-gpu-cloud-clustermax-rating-system-how-to-rent-gpus, https://newsletter.semianalysis.com/p/clustermax-20-the-industry-standard, https://newsletter.semianalysis.com/p/clustermax-30-the-industry-standard":
        "SemiAnalysis ClusterMAX 1.0（2025-03-26）、2.0（2025-11-06）和 3.0（2026-09-23）：https://newsletter.semianalysis.com/p/the-gpu-cloud-clustermax-rating-system-how-to-rent-gpus、https://newsletter.semianalysis.com/p/clustermax-20-the-industry-standard、https://newsletter.semianalysis.com/p/clustermax-30-the-industry-standard",
    "Exchange rates": "汇率",
    "CloudGauge report · %1": "算力云评报告 · %1",
    "Catalog fingerprint %1": "目录指纹 %1",
    "Generated %1 by CloudGauge %2": "由算力云评 CloudGauge %2 生成于 %1",
    "Page %1 of %2": "第 %1 页，共 %2 页",
    "The report font WenQuanYi Micro Hei is not installed (Debian package fonts-wqy-microhei); without it Chinese text would print as empty boxes.":
        "未安装报告字体文泉驿微米黑（Debian 软件包 fonts-wqy-microhei）；缺少该字体时中文会显示为空白方框。",
    "Cannot write %1: %2": "无法写入 %1：%2",
    "Writing %1 failed: %2; no file was written.": "写入 %1 失败：%2；未写入任何文件。",
    "Export report": "导出报告",
    "Report &language:": "报告语言(&L)：",
    "&Paper:": "纸张(&P)：",
    "Offers in the &ranking:": "排名中的报价数(&R)：",
    "&Save PDF…": "保存 PDF(&S)…",
    "the weights set in the window": "窗口中设置的权重",
    "%n page(s)": "%n 页",
    "The report font WenQuanYi Micro Hei is not installed (Debian package fonts-wqy-microhei).": "未安装报告字体文泉驿微米黑（Debian 软件包 fonts-wqy-microhei）。",
    "Save report": "保存报告",
    "cloudgauge-report.pdf": "算力云评报告.pdf",
    "PDF files (*.pdf)": "PDF 文件 (*.pdf)",
    "Reset to defaults": "恢复默认设置",
    "Reset to &defaults…": "恢复默认设置(&D)…",
    "Forget the saved weights, language, window layout and column order? The weights return to the balanced preset now; the layout resets at the next start.":
        "清除已保存的权重、语言、窗口布局和列顺序吗？权重立即恢复为均衡预设；布局在下次启动时恢复。",
    "Settings reset to defaults.": "设置已恢复为默认值。",
    "read-only: open in another CloudGauge window": "只读：已在另一个算力云评窗口中打开",
    "Other providers": "其他云服务商",
    # Import reports
    "%1: import failed, nothing written: %2": "%1：导入失败，未写入任何内容：%2",
    "%1: already imported (same content, run %2); nothing changed": "%1：已导入过（内容相同，第 %2 次导入）；没有任何改动",
    "%1 (%2, provider %3, as of %4): %5 rows read; %6 GPU offers (%7 new, %8 changed, %9 unchanged); prices %10 new, %11 changed, %12 unchanged; %13 rejected; %14 duplicates collapsed; %15 conflicting; %16 flagged; %17 unmapped GPU names; %18 CPU-only rows skipped":
        "%1（%2，云服务商 %3，日期 %4）：读取 %5 行；%6 个 GPU 报价（新增 %7，变更 %8，未变 %9）；价格新增 %10，变更 %11，未变 %12；拒绝 %13 行；合并重复 %14 行；冲突 %15 处；标记 %16 个；未对应的 GPU 名称 %17 个；跳过仅 CPU 的行 %18 行",
    "per row": "按行",
    "line %1: rejected: %2": "第 %1 行：已拒绝：%2",
    "line %1: conflict: %2 in %3: %4 price %5 vs %6 %7 on line %8; kept line %8's": "第 %1 行：冲突：%2（%3）的 %4 价格为 %5，而第 %8 行为 %6 %7；保留第 %8 行的价格",
    "line %1: gpu_model '%2' is not in this catalog; resolving '%3' instead": "第 %1 行：目录中没有 gpu_model“%2”；改为按“%3”识别",
    "line %1: unmapped GPU: %2 (kept as written)": "第 %1 行：未对应的 GPU：%2（按原文保留）",
    "line %1: %2 GB per GPU exceeds the %3 GB of %4; it is the instance total, divided by %5": "第 %1 行：每 GPU %2 GB 超过 %4 的 %3 GB；这是整个实例的总量，已除以 %5",
    "line %1: suspicious: %2 (%3 GPUs) has the same %4 price as %5 (%6 GPUs): %7 per instance-hour": "第 %1 行：可疑：%2（%3 个 GPU）与 %5（%6 个 GPU）的 %4 价格相同：每实例小时 %7",
    "new provider '%1' added to the catalog": "目录中新增了云服务商“%1”",
    "&Currency": "货币(&C)",
    "As listed by the source": "按来源所列货币",
    "USD": "USD",
    "%1 at %2 per USD as of %3": "%1：每美元 %2，日期 %3",
    "Shown as listed: no exchange rate for %1 in the catalog.": "按原货币显示：目录中没有 %1 的汇率。",
    "Converted from %1 (%2; %3).": "由 %1 换算（%2；%3）。",
    "On-demand USD per GPU-hour:": "按需实例 每 GPU 小时 (USD)：",
    "On the pretraining preset (%1 GPUs, hot spare, hourly checkpoints) with the %2: USD %3 per useful GPU-hour against a list price of USD %4; goodput expense %5 % of the monthly cost (%6 failures a month).":
        "按预训练预设（%1 个 GPU、热备、每小时检查点）并采用%2：每有效 GPU 小时 USD %3，公开价格为每 GPU 小时 USD %4；有效训练时间占比 (goodput) 损失占月成本的 %5 %（每月 %6 次故障）。",
    "Not computed: the provider has no published tier and no reliability figures in the catalog.": "未计算：该云服务商没有公开评级，目录中也没有可靠性数据。",
    "True cost (pretraining)": "总拥有成本（预训练）",
    "Rank stability": "排名稳定性",
    "&Methodology": "方法说明(&M)",
    "True cost follows SemiAnalysis's model of eight monthly cost areas (GPU, storage, network, control plane, support, goodput loss, setup, debugging). GPU-hours lost per failure: cold spare [(t_id + t_ckpt/2) + t_init + t_repair] × J; hot spare [(t_id + t_ckpt/2) + t_init] × J + t_repair × blast radius; fault tolerant (t_id + t_failover) × J + t_repair × blast radius; failures per hour = J / MTBF. Reliability comes from the catalog, else the published reference for the provider's tier (Gold: MTBF 25,000 GPU-hours, 15 min to identify and to repair; Silver: 15,000, 1 h and 1 h).":
        "总拥有成本 (TCO) 采用 SemiAnalysis 的模型，按月计八项成本（GPU、存储、网络、控制面、支持、goodput 损失、部署、调试）。每次故障损失的 GPU 小时：冷备 [(t_id + t_ckpt/2) + t_init + t_repair] × J；热备 [(t_id + t_ckpt/2) + t_init] × J + t_repair × 影响范围；容错训练 (t_id + t_failover) × J + t_repair × 影响范围；每小时故障数 = J / 平均无故障时间 (MTBF)。可靠性数据取自目录，没有时取该云服务商评级的公开参考值（金牌：MTBF 25,000 GPU 小时，识别与修复各 15 分钟；银牌：15,000、1 小时与 1 小时）。",
    "Rank stability tells how far one weight can move before two adjacent offers of the top 10 swap; the derived tier is the band of a provider's mean category score (90, 70, 50, 32.5, 17.5), shown beside the published one.":
        "排名稳定性表示某个权重可移动多少，前 10 名中相邻的两个报价才会互换；推算评级是云服务商各类别平均得分所在的区间（90、70、50、32.5、17.5），与公布的评级并列显示。",
    "%1 points (ranks %2 and %3 swap)": "%1 点（第 %2 与第 %3 名互换）",
    "no swap": "不会互换",
    "How far each slider can move before two adjacent offers of the top 10 swap places (slider points, 0-100).": "每个滑块可移动多少，前 10 名中相邻的两个报价才会互换位置（滑块点数，0-100）。",
    "Slider": "滑块",
    "Down": "下调",
    "Up": "上调",
    "Derived tier": "推算评级",
    "The category scores put this provider in %1; ClusterMAX published %2.": "按各类别得分，该云服务商属于%1；ClusterMAX 公布的评级为%2。",
    "The tier the category scores fall in (CloudGauge's bands: 90, 70, 50, 32.5, 17.5).": "各类别得分所对应的评级（CloudGauge 的分界：90、70、50、32.5、17.5）。",
    "ClusterMAX 2.0 reference for Gold providers": "ClusterMAX 2.0 对金牌云服务商的参考值",
    "ClusterMAX 2.0 reference for Silver providers": "ClusterMAX 2.0 对银牌云服务商的参考值",
    "ClusterMAX 2.0 reference for weak providers (MTBF under 10,000 GPU-hours)": "ClusterMAX 2.0 对较弱云服务商的参考值（平均无故障时间低于 10,000 GPU 小时）",
    "USD %1 per useful GPU-hour; goodput expense %2 % (%3)": "每有效 GPU 小时 USD %1；goodput 损失 %2 %（%3）",
}


def english_plural(source: str) -> list[str]:
    """Singular and plural English forms of a %n source text written with (s)."""
    return [source.replace("(s)", ""), source.replace("(s)", "s")]


def fill(path: Path, translate) -> int:
    tree = ET.parse(path)
    missing = 0
    for message in tree.getroot().iter("message"):
        source = message.findtext("source")
        translation = message.find("translation")
        numerus = message.get("numerus") == "yes"
        result = translate(source, numerus)
        if result is None:
            print(f"{path.name}: no translation for: {source!r}", file=sys.stderr)
            translation.set("type", "unfinished")
            missing += 1
            continue
        translation.attrib.pop("type", None)
        for child in list(translation):
            translation.remove(child)
        if numerus:
            translation.text = None
            for form in result:
                ET.SubElement(translation, "numerusform").text = form
        else:
            translation.text = result

    tree.write(path, encoding="utf-8", xml_declaration=True)
    with open(path, "r+", encoding="utf-8") as f:  # keep lupdate's DOCTYPE line
        text = f.read().replace("<?xml version='1.0' encoding='utf-8'?>\n", '<?xml version="1.0" encoding="utf-8"?>\n<!DOCTYPE TS>\n', 1)
        f.seek(0)
        f.write(text)
        f.truncate()
    return missing


def load_extra_tables(here: Path) -> None:
    """Merges the per-topic tables translations/zh_*.py (each defines ZH = {...}) into ZH."""
    for extra in sorted(here.glob("zh_*.py")):
        scope: dict = {}
        exec(compile(extra.read_text(encoding="utf-8"), str(extra), "exec"), scope)
        for source, text in scope.get("ZH", {}).items():
            if source in ZH and ZH[source] != text:
                print(f"{extra.name}: conflicting translation for: {source!r}", file=sys.stderr)
            ZH[source] = text


def main() -> int:
    here = Path(__file__).resolve().parent
    load_extra_tables(here)
    missing = fill(here / "cloudgauge_zh_CN.ts", lambda s, n: None if s not in ZH else ([ZH[s]] if n else ZH[s]))
    missing += fill(here / "cloudgauge_en.ts", lambda s, n: english_plural(s) if n else s)
    return 1 if missing else 0


if __name__ == "__main__":
    sys.exit(main())
