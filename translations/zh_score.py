# Chinese texts of the scoring additions: the true-cost criterion and chart axis, the workload
# estimator ("cheapest to finish") and the reserved-term break-even view. Terms per glossary.md:
# true cost / TCO = 总拥有成本 (TCO), useful GPU-hour = 有效 GPU 小时, on-demand = 按需实例,
# reserved = 预留实例, goodput = 有效训练时间占比 (goodput).
ZH = {
    # True cost as a criterion and a chart axis.
    "True cost per useful GPU-hour under the chosen scenario (SemiAnalysis ClusterMAX TCO model): 100 × the cheapest offer's true cost ÷ this offer's; no data without a published tier":
        "所选场景下每有效 GPU 小时的总拥有成本（SemiAnalysis ClusterMAX TCO 模型）：100 × 最低报价的总拥有成本 ÷ 本报价的；没有公开评级时无数据",
    "True cost (%1)": "总拥有成本（%1）",
    "USD %1–%2 per useful GPU-hour (true cost) in %n region(s)": "每有效 GPU 小时 USD %1–%2（总拥有成本），共 %n 个地域",
    "USD %1 per useful GPU-hour (true cost)": "每有效 GPU 小时 USD %1（总拥有成本）",
    "True cost, USD per useful GPU-hour": "总拥有成本，每有效 GPU 小时 (USD)",
    "Hidden: %1 offers without a true cost (no comparable price or no published tier), %2 without this datasheet figure.":
        "未显示：%1 个报价没有总拥有成本（无可比价格或无公开评级），%2 个没有该数据手册数值。",
    "P&rice:": "价格(&R)：",
    "On-demand list price": "按需实例公开价格",
    "True cost per useful GPU-hour": "每有效 GPU 小时总拥有成本",
    "True cost: SemiAnalysis's TCO model under the scenario chosen in the weights panel": "总拥有成本：按权重面板中所选场景计算的 SemiAnalysis TCO 模型",
    "True cost per useful GPU-hour as a criterion (after SemiAnalysis's ClusterMAX TCO model, clustermax.ai/tco): each offer's true cost under the chosen scenario (pretraining, research or inference), score = 100 × the cheapest true cost among the ranked offers ÷ this offer's. An offer whose provider has no published tier has no data for it.":
        "每有效 GPU 小时总拥有成本作为评分项（依据 SemiAnalysis 的 ClusterMAX TCO 模型，clustermax.ai/tco）：按所选场景（预训练、研究或推理）计算各报价的总拥有成本，得分 = 100 × 参与排名报价中的最低总拥有成本 ÷ 本报价的。云服务商没有公开评级时，该项无数据。",
    "True-cost &scenario:": "总拥有成本场景(&S)：",
    "Large pretraining (1,024 GPUs, hot spare)": "大规模预训练（1,024 个 GPU，热备）",
    "Research (64 GPUs, cold spare)": "研究（64 个 GPU，冷备）",
    "Inference (8 GPUs, fault tolerant)": "推理（8 个 GPU，容错）",
    "The workload under which the true cost per useful GPU-hour is computed (SemiAnalysis's TCO model)":
        "计算每有效 GPU 小时总拥有成本时采用的工作负载（SemiAnalysis 的 TCO 模型）",
}
