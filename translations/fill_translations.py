#!/usr/bin/env python3
"""Fills cloudgauge_zh_CN.ts and cloudgauge_en.ts from the reviewed table below.

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


def main() -> int:
    here = Path(__file__).resolve().parent
    missing = fill(here / "cloudgauge_zh_CN.ts", lambda s, n: None if s not in ZH else ([ZH[s]] if n else ZH[s]))
    missing += fill(here / "cloudgauge_en.ts", lambda s, n: english_plural(s) if n else s)
    return 1 if missing else 0


if __name__ == "__main__":
    sys.exit(main())
