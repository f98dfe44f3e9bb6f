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
    # Workload estimator: cheapest to finish.
    "&Tools": "工具(&T)",
    "&Workload estimator…": "工作负载估算(&W)…",
    "Which offer finishes a training run cheapest: GPU-hours, wall time and cost per offer": "哪个报价完成一次训练最便宜：每个报价的 GPU 小时、实际耗时与成本",
    "USD %1": "USD %1",
    "%1 (+%n more)": "%1（另有 %n 个）",
    "no data: no dense BF16 figure": "无数据：没有稠密 BF16 算力数值",
    "no data: no comparable on-demand price": "无数据：没有可比的按需实例价格",
    "no data: no dense BF16 figure and no comparable price": "无数据：没有稠密 BF16 算力数值，也没有可比价格",
    "%1 FLOPs (6 × parameters × tokens); %n offer(s) estimated, cheapest to finish first.": "%1 FLOPs（6 × 参数量 × 词元数）；已估算 %n 个报价，完成成本最低的在前。",
    "Workload estimator: cheapest to finish": "工作负载估算：完成成本最低",
    "Model &parameters (billions):": "模型参数量（十亿）(&P)：",
    "Training &tokens:": "训练词元数(&T)：",
    "billion": "十亿",
    "trillion": "万亿",
    "&MFU (model FLOPs utilisation):": "模型算力利用率 MFU(&M)：",
    "An assumption: the share of the datasheet dense BF16 peak a training run sustains": "假设值：训练过程能持续达到的数据手册稠密 BF16 峰值算力比例",
    "&GPUs in the job:": "作业 GPU 数量(&G)：",
    "GPU-hours": "GPU 小时",
    "Wall time (hours)": "实际耗时（小时）",
    "Cost at list price": "按公开价格的成本",
    "Cost at true cost": "按总拥有成本的成本",
    "GPU-hours = 6 × parameters × tokens ÷ (datasheet dense BF16 FLOP/s × MFU) ÷ 3,600 (Kaplan et al. 2020); wall time = GPU-hours ÷ GPUs in the job; cost = GPU-hours × on-demand USD per GPU-hour at the cheapest region, and × the true cost per useful GPU-hour of SemiAnalysis's TCO model under the chosen scenario. Offers without a dense BF16 figure or a comparable price are listed last as no data.":
        "GPU 小时 = 6 × 参数量 × 词元数 ÷（数据手册稠密 BF16 FLOP/s × MFU）÷ 3,600（Kaplan 等，2020）；实际耗时 = GPU 小时 ÷ 作业 GPU 数量；成本 = GPU 小时 × 最便宜地域的按需实例每 GPU 小时价格 (USD)，以及 × 所选场景下 SemiAnalysis TCO 模型的每有效 GPU 小时总拥有成本。没有稠密 BF16 算力数值或可比价格的报价列在最后，标为无数据。",
}
