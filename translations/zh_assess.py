"""Chinese translations of the assessment editor, its rubric, import/export and report lines (terms: glossary.md)."""

ZH = {
    "Unknown category '%1': use one of %2.":
        '未知类别“%1”：请使用 %2 之一。',
    "Unknown provider '%1': it is not in the catalog.":
        '未知云服务商“%1”：目录中没有它。',
    'Score %1 is outside 0-5.':
        '得分 %1 超出 0-5 范围。',
    'The evidence is longer than %1 characters.':
        '依据超过 %1 个字符。',
    'The author or the source URL is longer than %1 characters.':
        '作者或来源 URL 超过 %1 个字符。',
    "Source URL '%1' is not a web address: it must start with http:// or https:// and name a host.":
        '来源 URL“%1”不是网址：必须以 http:// 或 https:// 开头并包含主机名。',
    "Date '%1' is not a date in the form YYYY-MM-DD.":
        '日期“%1”不是 YYYY-MM-DD 格式的日期。',
    'Date %1 is in the future.':
        '日期 %1 在未来。',
    'A score needs evidence or a source URL.':
        '给出得分需要依据或来源 URL。',
    'A score needs the date it was assessed.':
        '给出得分需要评估日期。',
    'Derived from the published %1 %2 tier %3 (%4 of 5): not an assessment.':
        '由公开的 %1 %2 评级 %3 推算（%4 分，满分 5）：不是评估。',
    'Import assessments':
        '导入评估',
    'CSV files (*.csv);;All files (*)':
        'CSV 文件 (*.csv);;所有文件 (*)',
    'Export assessments':
        '导出评估',
    'CSV files (*.csv)':
        'CSV 文件 (*.csv)',
    'Line %1: %2':
        '第 %1 行：%2',
    'Nothing was imported from %1:\n%2':
        '未从 %1 导入任何内容：\n%2',
    '&Assess provider…':
        '评估云服务商(&A)…',
    'Score a provider in the 10 ClusterMAX categories, with evidence; the ranking uses the scores':
        '按 ClusterMAX 的 10 个类别为云服务商打分并附依据；排名将使用这些得分',
    'Import &assessments…':
        '导入评估(&A)…',
    'Import ClusterMAX category assessments from a CSV file (all rows or none)':
        '从 CSV 文件导入 ClusterMAX 类别评估（全部导入或全部不导入）',
    'Export a&ssessments…':
        '导出评估(&S)…',
    'Save every assessment in the catalog as a CSV file':
        '将目录中的全部评估保存为 CSV 文件',
    'Nothing was imported from %1: %n bad row(s).\n\n%2':
        '未从 %1 导入任何内容：%n 行有误。\n\n%2',
    'Imported %n assessment(s) from %1.':
        '已从 %1 导入 %n 条评估。',
    'Writing %1 failed: %2; nothing was changed.':
        '写入 %1 失败：%2；未做任何更改。',
    "The header has no '%1' column; expected %2.":
        '表头缺少“%1”列；应为 %2。',
    "Score '%1' is not a number (use a point for decimals, e.g. 3.5).":
        '得分“%1”不是数字（小数请用小数点，例如 3.5）。',
    '%1 appears a second time.':
        '%1 重复出现。',
    'Cannot read %1: %2':
        '无法读取 %1：%2',
    'Filled from the published tier by the mapping below: not an assessment. Change the score and give your evidence to make it one.':
        '按下方对照表由公开评级填入：不是评估。修改得分并给出您的依据，即成为您的评估。',
    '%1 of 10 categories assessed':
        '10 个类别中已评估 %1 个',
    '%1 filled from the published tier':
        '%1 个由公开评级填入',
    '%1 with no data (the ranking uses the published tier where there is one)':
        '%1 个无数据（排名在有公开评级时使用评级）',
    'No published ClusterMAX tier':
        '没有公开的 ClusterMAX 评级',
    'Published tier: %1 (ClusterMAX %2, %3) → %4 of 5':
        '公开评级：%1（ClusterMAX %2，%3）→ %4 分（满分 5）',
    'Published tier: %1 (ClusterMAX %2): no score':
        '公开评级：%1（ClusterMAX %2）：无对应得分',
    'Assess provider: %1 (unsaved)':
        '评估云服务商：%1（未保存）',
    'Assess provider: %1':
        '评估云服务商：%1',
    'Tier → score':
        '评级 → 得分',
    '0-5 (points)':
        '0-5（分值）',
    'Unavailable or unrated':
        '无法评测或未评级',
    '"Start from published tier" uses the same points the ranking gives a tier (score = points ÷ 20). The tier order is ClusterMAX\'s; the points and this 0-5 scale are CloudGauge\'s.':
        '“从公开评级开始”使用排名给评级的相同分值（得分 = 分值 ÷ 20）。评级顺序来自 ClusterMAX；分值和这个 0-5 量表由 CloudGauge 设定。',
    'Start from published tier':
        '从公开评级开始',
    "Every category already has a score or the tier's score.":
        '每个类别都已有得分或评级得分。',
    '%1: %2':
        '%1：%2',
    'Not saved':
        '未保存',
    'Nothing was saved:\n%1':
        '未保存任何内容：\n%1',
    'Delete assessments':
        '删除评估',
    'Not deleted':
        '未删除',
    'Unsaved changes':
        '未保存的更改',
    '&Provider:':
        '云服务商(&P)：',
    'Start from published &tier':
        '从公开评级开始(&T)',
    "Fill the categories without an assessment from the provider's latest published tier, by the mapping below":
        '按下方对照表，用该云服务商最新的公开评级填入尚未评估的类别',
    '&Score (0-5):':
        '得分 (0-5)(&S)：',
    'not assessed':
        '未评估',
    '&Evidence:':
        '依据(&E)：',
    'Source &URL:':
        '来源 URL(&U)：',
    'https://…':
        'https://…',
    'Assessed &on:':
        '评估日期(&O)：',
    'YYYY-MM-DD':
        'YYYY-MM-DD',
    '&Author:':
        '作者(&A)：',
    '&Save':
        '保存(&S)',
    '&Revert':
        '还原(&R)',
    '&Delete assessments…':
        '删除评估(&D)…',
    '&Close':
        '关闭(&C)',
    'Delete the %n stored assessment row(s) of %1? Its categories then use its published tier, or show no data.':
        '删除 %1 已保存的 %n 条评估吗？删除后其各类别使用公开评级，或显示无数据。',
    'Discard %n unsaved change(s) to %1?':
        '放弃对 %1 的 %n 处未保存更改吗？',
    'assessed':
        '已评估',
    'from tier':
        '来自评级',
    'Scored by a person, with evidence':
        '由人工打分，附有依据',
    'Filled from the published tier by the mapping: not an assessment':
        '按对照表由公开评级填入：不是评估',
    'Not assessed: the ranking uses the published tier, or no data when there is none':
        '未评估：排名使用公开评级；没有评级时为无数据',
    'Category':
        '类别',
    'Score (0-5)':
        '得分 (0-5)',
    'Origin':
        '来源类型',
    'Assessed on':
        '评估日期',
    'Author':
        '作者',
    'The catalog is read-only: nothing was saved.':
        '目录为只读：未保存任何内容。',
    'The same provider and category appear twice.':
        '同一云服务商和类别出现了两次。',
    "Row for provider '%1' in a save of '%2'.":
        '保存“%2”时出现了云服务商“%1”的行。',
    'Assess %1…':
        '评估 %1…',
    '&Tools':
        '工具(&T)',
    'assessed %1':
        '%1 评估',
    'tier default (saved)':
        '评级默认值（已保存）',
    'published tier':
        '公开评级',
    "%1 of 10 ClusterMAX categories are assessed (see Source); the others use the published tier's points, or have no data.":
        'ClusterMAX 的 10 个类别中已评估 %1 个（见“来源”）；其余使用公开评级的分值，或无数据。',
    '%1 · %2/10 assessed':
        '%1 · 已评估 %2/10',
    'No published tier and no assessment: the 10 categories have no data.':
        '没有公开评级也没有评估：10 个类别均无数据。',
    "The 10 category scores are this tier's points: no assessment entered.":
        '10 个类别得分均为该评级的分值：尚未录入评估。',
    'All 10 category scores come from assessments.':
        '10 个类别得分全部来自评估。',
    '%1 of 10 category scores come from assessments, the others from the published tier (or no data).':
        '10 个类别中有 %1 个得分来自评估，其余来自公开评级（或无数据）。',
    'An assessment scores a category 0-5 against CloudGauge\'s rubric, written from the ClusterMAX criteria, with its evidence, source URL, date and author. "Start from published tier" fills the categories with score = tier points ÷ 20: Platinum 5, Gold 4, Silver 3, Bronze 2, Participation Ribbon 1.25, Underperforming 0.5, Unavailable or unrated no data. Such scores are marked as derived from the tier (their source is the tier\'s article), never as assessments.':
        '评估按 CloudGauge 依据 ClusterMAX 标准编写的评分细则，为每个类别给出 0-5 分，并附依据、来源 URL、日期和作者。“从公开评级开始”按 得分 = 评级分值 ÷ 20 填入各类别：铂金 5、金牌 4、银牌 3、铜牌 2、参与奖 1.25、表现不佳 0.5，无法评测或未评级为无数据。这类得分标记为由评级推算（来源为评级文章），绝不作为评估。',
    'derived from the tier':
        '由评级推算',
    '%1 of 10 category scores come from assessments; the others from the published tier, or no data.':
        '10 个类别中有 %1 个得分来自评估；其余来自公开评级，或无数据。',
    'No SOC 2 or ISO 27001 report, or tenants share hosts with only container isolation.':
        '没有 SOC 2 或 ISO 27001 报告，或多个租户共用主机且仅靠容器隔离。',
    'An attestation exists, but backend-network isolation, patching or penetration-test scope is missing or undocumented.':
        '有第三方认证，但后端网络隔离、补丁流程或渗透测试范围缺失或没有文档。',
    'SOC 2 or ISO 27001 in place; each tenant isolated on the backend fabric (InfiniBand partition keys or VLANs); drivers and firmware patched on a known schedule.':
        '具备 SOC 2 或 ISO 27001；每个租户在后端网络上隔离（InfiniBand 分区密钥或 VLAN）；驱动和固件按明确的周期打补丁。',
    'As 3, plus a penetration test that covers the InfiniBand/RoCE fabric, fabric management keys set, and regional compliance (GDPR, HIPAA and the like).':
        '达到 3 分，另有覆盖 InfiniBand/RoCE 网络的渗透测试、已设置网络管理密钥，并满足地区合规要求（GDPR、HIPAA 等）。',
    'As 4, plus isolation stronger than containers (DPU or VM), defence against container-escape flaws, and every component at or above the published minimum versions.':
        '达到 4 分，另有强于容器的隔离（DPU 或虚拟机）、防范容器逃逸漏洞，且所有组件不低于公布的最低版本。',
    'Clusters arrive late or unusable; hidden costs on the way in or out (egress fees as lock-in).':
        '集群交付延迟或无法使用；进出都有隐性费用（以出网流量费锁定客户）。',
    'Manual onboarding, no evidence of burn-in, slow or unclear support; growing the cluster means a new negotiation.':
        '手工接入，没有老化测试的证据，支持缓慢或不明确；扩容需要重新谈判。',
    'Automated provisioning with drivers, GPUDirect RDMA and InfiniBand/RoCE working out of the box; responsive support.':
        '自动化开通，驱动、GPUDirect RDMA 和 InfiniBand/RoCE 开箱即用；支持响应及时。',
    'Data can be staged before billing starts, burn-in is done before hand-over, delivery dates are in the contract and expansion is easy.':
        '计费开始前即可预先上传数据，交付前完成老化测试，交付日期写入合同，扩容方便。',
    'Failed nodes are swapped within minutes, outages are compensated, and joining or leaving costs nothing hidden.':
        '故障节点在几分钟内更换，停机有补偿，接入和退出都没有隐性费用。',
    'No managed Slurm or Kubernetes: bare machines only.':
        '没有托管的 Slurm 或 Kubernetes：只有裸机。',
    'Slurm or Kubernetes offered but missing basics (no topology file, no container runtime for jobs, login nodes without common tools, no GPU or network operator).':
        '提供 Slurm 或 Kubernetes，但缺少基本配置（没有拓扑文件、没有作业容器运行时、登录节点缺少常用工具、没有 GPU 或网络 Operator）。',
    'Working Slurm or Kubernetes with sensible defaults, user management with single sign-on, and NCCL tests at full bandwidth.':
        '可用的 Slurm 或 Kubernetes，默认配置合理，支持单点登录的用户管理，NCCL 测试达到满带宽。',
    'Slurm and Kubernetes (or Slurm on Kubernetes) with health checks before and after jobs, shared read-write volumes, and multi-node training at the expected efficiency.':
        '同时提供 Slurm 和 Kubernetes（或 Slurm on Kubernetes），作业前后做健康检查，提供共享读写卷，多节点训练达到预期效率。',
    'As 4, plus disaggregated inference serving at the expected throughput, and problems fixed before users report them.':
        '达到 4 分，另有达到预期吞吐的分离式推理服务，并在用户报告前主动修复问题。',
    'Local disks only: no shared filesystem and no object store.':
        '只有本地磁盘：没有共享文件系统，也没有对象存储。',
    'A home-made NFS server: many small files load slowly, or volumes drop off at random.':
        '自建 NFS 服务器：大量小文件加载缓慢，或存储卷随机掉线。',
    'A parallel POSIX filesystem (Weka, VAST, DDN, Lustre and the like) plus an S3-compatible store; home and data folders mounted; local NVMe cache.':
        '并行 POSIX 文件系统（Weka、VAST、DDN、Lustre 等）加 S3 兼容存储；挂载 home 和数据目录；本地 NVMe 缓存。',
    'Measured throughput and latency that grow with the cluster; mounts that stay up; snapshots and backups.':
        '实测吞吐和延迟随集群规模增长；挂载稳定；有快照和备份。',
    "As 4, plus published durability targets, recovery in another region, encryption with the customer's own keys, and durable checkpoints.":
        '达到 4 分，另有公布的持久性指标、异地恢复、客户自持密钥加密，以及可靠的检查点保存。',
    'No InfiniBand or RoCE backend, or GPUDirect RDMA disabled.':
        '没有 InfiniBand 或 RoCE 后端网络，或 GPUDirect RDMA 未启用。',
    'A backend fabric exists, but NCCL runs below specification or its settings are wrong.':
        '有后端网络，但 NCCL 性能低于规格或配置有误。',
    'InfiniBand or RoCEv2 with HPC-X and sensible NCCL settings; NCCL tests reach full bandwidth for 16-512 MiB messages.':
        'InfiniBand 或 RoCEv2，配有 HPC-X 和合理的 NCCL 设置；16-512 MiB 消息的 NCCL 测试达到满带宽。',
    'Topology-aware scheduling, four-node tests within specification, and NCCL monitoring that finds slow nodes.':
        '拓扑感知调度，四节点测试符合规格，并有能发现慢节点的 NCCL 监控。',
    'As 4, plus in-network reduction (SHARP) set up correctly and training efficiency at the reference level.':
        '达到 4 分，另有正确配置的网内归约 (SHARP)，训练效率达到参考水平。',
    'No SLA; broken hardware is billed; no health checks.':
        '没有 SLA；故障硬件照常计费；没有健康检查。',
    'An SLA with vague terms, support only in business hours, flapping links or filesystems that unmount.':
        'SLA 条款模糊，仅工作时间支持，存在链路抖动或文件系统掉线。',
    'A node uptime SLA near 99.9 % with service credits, support around the clock, and passive health checks that take bad nodes out.':
        '节点可用性 SLA 约 99.9 % 并有服务赔偿，全天候支持，被动健康检查会摘除故障节点。',
    'Support answers within 15 minutes; active health checks run on a schedule (GPU diagnostics, NCCL and fabric tests); hot spares are kept.':
        '支持在 15 分钟内响应；按计划运行主动健康检查（GPU 诊断、NCCL 和网络测试）；保留热备节点。',
    'As 4, plus weeks of burn-in under training-like load, checks for silent data corruption, and SLA events defined precisely.':
        '达到 4 分，另有数周的类训练负载老化测试、静默数据损坏检查，以及精确定义的 SLA 事件。',
    'No metrics for users.':
        '不向用户提供任何指标。',
    'Basic host metrics only: no GPU metrics and no alerts.':
        '只有基本主机指标：没有 GPU 指标，也没有告警。',
    'Dashboards out of the box with GPU metrics (utilisation, ECC errors, temperatures, power) and custom alerts.':
        '开箱即用的仪表盘，含 GPU 指标（利用率、ECC 错误、温度、功耗）和自定义告警。',
    'Scheduler integration (Slurm accounting, Kubernetes metrics), NVLink and fabric throughput, and kernel logs collected.':
        '与调度器集成（Slurm 记账、Kubernetes 指标），提供 NVLink 和网络吞吐，并收集内核日志。',
    'As 4, plus achieved TFLOPS estimated from tensor-core activity, and profiling allowed for every user.':
        '达到 4 分，另可根据张量核心活动估算实际 TFLOPS，并允许所有用户做性能剖析。',
    'Prices hidden or impossible to compare, or hours billed while nodes are down.':
        '价格不公开或无法比较，或在节点故障期间仍计费。',
    'Price per GPU-hour high for the quality delivered, or many separate charges with an unclear total.':
        '相对交付质量而言每 GPU 小时价格偏高，或单项收费繁多、总价不清。',
    'Competitive list prices published; storage and network charges clear.':
        '公开有竞争力的标价；存储和网络收费清楚。',
    'A choice of terms from months to years, fair terms to extend or grow, and no ingress or egress fees.':
        '可选从数月到数年的合约期，续约和扩容条款公平，入网和出网流量不收费。',
    'The best price for the quality delivered, with on-demand and short-term options.':
        '相对交付质量价格最优，并提供按需实例和短期选项。',
    'No relationship with a GPU vendor and no part in the ecosystem.':
        '与 GPU 厂商没有合作关系，也不参与生态。',
    'Listed in a vendor programme only, without certification.':
        '仅列入厂商计划，没有认证。',
    'NVIDIA Cloud Partner status or an equivalent AMD relationship.':
        '具备 NVIDIA 云合作伙伴 (NCP) 资格或同等的 AMD 合作关系。',
    'Vendor investment or certified reference performance; a partnership with the Slurm maintainers.':
        '获得厂商投资或经认证的参考性能；与 Slurm 维护方有合作。',
    'As 4, plus active work in the ecosystem (open-source contributions, security advisories acted on quickly).':
        '达到 4 分，另积极参与生态（贡献开源、迅速响应安全公告）。',
    'Only older GPUs (A100 class or below), or no capacity to rent.':
        '只有较旧的 GPU（A100 级别或更低），或没有可租用的容量。',
    'Current GPUs in small numbers; long waits for capacity.':
        '当代 GPU 数量少；等待容量的时间长。',
    'H100/H200-class capacity on demand or within days.':
        'H100/H200 级别的容量可按需获得，或数天内可用。',
    'Clusters of thousands of GPUs, capacity blocks, and current parts (B200 or MI300X class).':
        '数千 GPU 规模的集群、容量预留块，以及当代型号（B200 或 MI300X 级别）。',
    'A large cluster ready within days of first contact, and a roadmap to the next generation (GB300 NVL72, MI400 class).':
        '首次联系后数天内即可交付大型集群，并有通往下一代（GB300 NVL72、MI400 级别）的路线图。',
    'Rubric: %1':
        '评分细则：%1',
    "CloudGauge's scale, written from the ClusterMAX criteria published by SemiAnalysis:":
        'CloudGauge 的量表，依据 SemiAnalysis 公布的 ClusterMAX 标准编写：',
    'Assess this provider…':
        '评估该云服务商…',
    'CloudGauge (from the published tier)':
        'CloudGauge（由公开评级填入）',
}
