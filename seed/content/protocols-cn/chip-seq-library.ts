import type { AuthoredTranslation } from "../types";

export const translation: AuthoredTranslation = {
  slug: "chip-seq-library",
  sections: [
    {
      kind: "background",
      blocks: [
        {
          p: "染色质免疫沉淀（ChIP）可富集与目的蛋白或目的组蛋白修饰发生物理结合的 DNA 片段。将 ChIP 与大规模平行测序相结合，使原本逐个位点检测的实验扩展到全基因组范围：最早的 ChIP-seq 研究以数十个碱基对的分辨率绘制了组蛋白甲基化修饰图谱以及 NRSF、STAT1 等转录因子的结合位点 [1], [2], [3]。此后，ChIP-seq 已成为注释调控元件的标准方法，也是 ENCODE 等大型联盟的核心实验之一 [4]。",
        },
        {
          p: "每一次 ChIP-seq 实验都需要在两方面之间取得平衡：既要保留较弱或瞬时的蛋白–DNA 相互作用，又要获得纯净、片段化良好的染色质。交联过度会掩盖抗原表位，并使染色质难以打断；交联不足则会丢失停留时间较短的因子。抗体特异性是决定数据质量的最重要因素，ENCODE 指南建议通过免疫印迹或免疫荧光对每种抗体进行鉴定，并至少设置两个生物学重复 [4]。在下游环节，由于免疫沉淀获得的 DNA 量很少，文库构建时容易产生接头二聚体和 PCR 重复。",
        },
        {
          p: "下述方案由本实验室针对贴壁培养的人细胞系优化而成，已用于窄峰型修饰（H3K4me3）、宽峰型修饰（H3K27me3）以及序列特异性因子（CTCF）。该方案在超声破碎前将胞质裂解与核裂解分开进行，从而降低背景并提高超声破碎的一致性；文库构建采用基于连接的商品化试剂盒，在 1–10 ng 起始量下表现良好。方案还附有一套基于 Bowtie 2 [5] 和 MACS [6] 的简短分析流程，便于使用者在进行更深度测序之前，先用标准指标判断实验是否成功。",
        },
      ],
    },
    {
      kind: "materials",
      blocks: [
        {
          materials: [
            { name: "HepG2 细胞", supplier: "ATCC", catalog: "HB-8065", note: "用含 10% FBS 的 DMEM 培养；使用 20 代以内的细胞" },
            { name: "甲醛，16%（w/v），不含甲醇", supplier: "Thermo Fisher Scientific", catalog: "28906", note: "每次实验开启一支新安瓿" },
            { name: "甘氨酸（Glycine）", supplier: "Sigma-Aldrich", catalog: "G7126" },
            { name: "DPBS，不含钙、镁", supplier: "Gibco (Thermo Fisher Scientific)", catalog: "14190144" },
            { name: "cOmplete 无 EDTA 蛋白酶抑制剂混合片剂", supplier: "Roche", catalog: "11873580001" },
            { name: "IGEPAL CA-630（NP-40 替代品）", supplier: "Sigma-Aldrich", catalog: "I8896" },
            { name: "Triton X-100", supplier: "Sigma-Aldrich", catalog: "T8787" },
            { name: "脱氧胆酸钠（Sodium deoxycholate）", supplier: "Sigma-Aldrich", catalog: "D6750" },
            { name: "N-月桂酰肌氨酸钠（N-Lauroylsarcosine sodium salt）", supplier: "Sigma-Aldrich", catalog: "L9150" },
            { name: "SDS，10% 溶液", supplier: "Invitrogen (Thermo Fisher Scientific)", catalog: "AM9822" },
            { name: "氯化锂（LiCl）", supplier: "Sigma-Aldrich", catalog: "L9650" },
            { name: "Dynabeads Protein A", supplier: "Invitrogen (Thermo Fisher Scientific)", catalog: "10001D" },
            { name: "Dynabeads Protein G", supplier: "Invitrogen (Thermo Fisher Scientific)", catalog: "10003D" },
            { name: "抗组蛋白 H3（K4 三甲基化）抗体，兔多克隆", supplier: "Abcam", catalog: "ab8580" },
            { name: "CTCF（D31H2）兔单克隆抗体", supplier: "Cell Signaling Technology", catalog: "3418" },
            { name: "正常兔 IgG", supplier: "Cell Signaling Technology", catalog: "2729" },
            { name: "RNase A，无 DNase 和蛋白酶（10 mg/mL）", supplier: "Thermo Fisher Scientific", catalog: "EN0531" },
            { name: "蛋白酶 K（Proteinase K），分子生物学级", supplier: "New England Biolabs", catalog: "P8107S" },
            { name: "MinElute PCR Purification Kit", supplier: "Qiagen", catalog: "28004" },
            { name: "NEBNext Ultra II DNA Library Prep Kit for Illumina", supplier: "New England Biolabs", catalog: "E7645S" },
            { name: "NEBNext Multiplex Oligos for Illumina（96 Unique Dual Index Primer Pairs）", supplier: "New England Biolabs", catalog: "E6440S" },
            { name: "AMPure XP 磁珠", supplier: "Beckman Coulter", catalog: "A63881" },
            { name: "Qubit dsDNA HS Assay Kit", supplier: "Thermo Fisher Scientific", catalog: "Q32851" },
            { name: "High Sensitivity D1000 ScreenTape", supplier: "Agilent Technologies", catalog: "5067-5584" },
            { name: "DNA LoBind 离心管，1.5 mL", supplier: "Eppendorf", catalog: "0030108051" },
          ],
        },
      ],
    },
    {
      kind: "equipment",
      blocks: [
        {
          materials: [
            { name: "超声破碎仪（水浴式，4 °C）", supplier: "Diagenode", catalog: "Bioruptor Pico", note: "也可使用 Covaris E220 聚焦超声仪，配 microTUBE-130 AFA Fiber 管" },
            { name: "1.5 mL 离心管磁力架", supplier: "Thermo Fisher Scientific", catalog: "DynaMag-2" },
            { name: "试管旋转混匀仪", supplier: "Thermo Fisher Scientific", catalog: "HulaMixer" },
            { name: "冷冻微量离心机", supplier: "Eppendorf", catalog: "5425 R" },
            { name: "15 mL 离心管用台式离心机", supplier: "Eppendorf", catalog: "5810 R" },
            { name: "恒温混匀仪（配 1.5 mL 模块）", supplier: "Eppendorf", catalog: "ThermoMixer C" },
            { name: "PCR 仪", supplier: "Bio-Rad", catalog: "C1000 Touch" },
            { name: "实时荧光定量 PCR 系统", supplier: "Applied Biosystems", catalog: "QuantStudio 5" },
            { name: "荧光计", supplier: "Thermo Fisher Scientific", catalog: "Qubit 4" },
            { name: "全自动电泳系统", supplier: "Agilent Technologies", catalog: "4200 TapeStation" },
            { name: "测序仪", supplier: "Illumina", catalog: "NovaSeq 6000" },
          ],
        },
      ],
    },
    {
      kind: "software",
      blocks: [
        {
          list: [
            "FastQC v0.12.1（Babraham Bioinformatics）——读段质量控制",
            "Trim Galore v0.6.10（Babraham Bioinformatics）——去除接头",
            "Bowtie 2 v2.5.1（Langmead 和 Salzberg）——读段比对 [5]",
            "SAMtools v1.17（htslib 项目）——过滤、排序及重复标记",
            "MACS3 v3.0.0（Liu 实验室）——峰识别 [6]",
            "deepTools v3.5.4（马克斯·普朗克免疫生物学与表观遗传学研究所）——覆盖度轨道、指纹图和信号分布图 [7]",
            "IDR v2.0.4（Kundaje 实验室）——重复间可重复性评估 [8]",
            "Integrative Genomics Viewer v2.16（Broad 研究所）——可视化检查",
          ],
        },
      ],
    },
    {
      kind: "procedure",
      blocks: [
        {
          figure: {
            src: "/figures/cn/chip-seq-library.svg",
            alt: "流程示意图，由六个方框组成，依次为交联、超声破碎、免疫沉淀、解交联、文库构建和测序；插图显示片段大小分布，峰值约在 250 bp。",
            caption:
              "**ChIP-seq 实验流程概览。** 各阶段下方标注了大致的操作时间和孵育时间。插图：解交联后超声打断染色质的预期片段大小分布（众数为 200–300 bp）。",
          },
        },
        { heading: "A. 交联与细胞收获（第 1 天）" },
        {
          steps: [
            {
              text: "将 HepG2 细胞培养于 15 cm 培养皿中，至汇合度达 80%–90%。每次免疫沉淀（IP）按 1–2 × 10^7^ 个细胞准备；一个 15 cm 培养皿约可获得 1.5 × 10^7^ 个细胞。",
            },
            {
              text: "向 20 mL 培养基中直接加入 1.25 mL 16% 不含甲醇的甲醛（终浓度 1%）。立即轻轻旋转混匀，置于平台摇床上室温孵育 10 min。",
              notes: [
                "**安全提示：**甲醛有毒且致癌。请在通风橱中操作，甲醛废液须单独收集。",
                "**关键步骤：**对于间接结合 DNA 的因子，采用两步交联（先用 2 mM 戊二酸二琥珀酰亚胺酯处理 45 min，再用甲醛交联）可能提高回收率。在未检测打断效率的情况下，甲醛固定时间不要超过 15 min。",
              ],
            },
            {
              text: "向 21.25 mL 培养基和甲醛的混合液中加入 1.12 mL 2.5 M 甘氨酸（终浓度 125 mM）终止交联。室温摇动 5 min。",
            },
            {
              text: "吸去培养基，用 10 mL 预冷 DPBS 洗涤单层细胞两次。此后所有操作均在冰上进行。",
            },
            {
              text: "加入 5 mL 含 1× 蛋白酶抑制剂的预冷 DPBS，刮下细胞并转移至 15 mL 离心管中。再用 3 mL 同一溶液冲洗培养皿并合并。4 °C、500 × g 离心 5 min。",
            },
            {
              text: "彻底去除上清。可直接进行 B 部分，或将沉淀用液氮速冻。",
              notes: ["**暂停点：**交联后的细胞沉淀可于 −80 °C 保存最多 6 个月。"],
            },
          ],
        },
        { heading: "B. 细胞核提取与染色质打断（第 1 天）" },
        {
          steps: [
            {
              text: "用 1 mL 含蛋白酶抑制剂的裂解缓冲液 1（LB1）重悬沉淀（1–2 × 10^7^ 个细胞），转移至 1.5 mL 离心管，4 °C 旋转孵育 10 min。4 °C、1,350 × g 离心 5 min，弃上清。",
            },
            {
              text: "用 1 mL 含蛋白酶抑制剂的 LB2 重悬细胞核，4 °C 旋转孵育 10 min，按上一步条件离心。",
            },
            {
              text: "按每 1 × 10^7^ 个细胞 300 µL 的比例，用含蛋白酶抑制剂的 LB3 重悬细胞核，并按每管 100 µL 分装至 0.65 mL Bioruptor 专用管中。",
            },
            {
              text: "在预冷至 4 °C 的 Bioruptor Pico 中超声 10–14 个循环，每个循环为开 30 s / 关 30 s。",
              substeps: [
                { text: "如使用 Covaris E220，改为按每 1 × 10^7^ 个细胞 260 µL 的比例用 LB3 重悬细胞核，每个 microTUBE-130（AFA Fiber）装 130 µL，峰值入射功率 105 W、占空比 5%、每脉冲 200 个循环，处理 8–12 min；1 mL milliTUBE 需装 1 mL 染色质，不适用于此体积。" },
                { text: "每 5 个循环后将离心管短暂涡旋并瞬时离心，使沉降的物质重新悬浮。" },
              ],
              notes: [
                "**关键步骤：**最佳循环数取决于细胞类型、细胞数量和交联程度。首次使用新细胞系时，应进行时间梯度实验（如 6、10、14 和 18 个循环）。",
              ],
            },
            {
              text: "合并各分装管，加入 Triton X-100 至终浓度 1%（v/v），4 °C、20,000 × g 离心 10 min。将澄清的上清（打断后的染色质）转移至新的 LoBind 管中。",
            },
            {
              text: "检测片段大小：取 20 µL 染色质，与 80 µL 洗脱缓冲液和 1 µL RNase A 混合，37 °C 孵育 30 min；加入 2 µL 蛋白酶 K，65 °C 孵育 2 h。用 MinElute 柱纯化，取 1 µL 用 High Sensitivity D1000 ScreenTape 分析。",
              notes: ["DNA 片段应主要分布在 150–500 bp 之间，众数约为 250 bp。若存在大于 1 kb 的片段，说明打断不充分。"],
            },
            {
              text: "用 Qubit HS 法定量上一步解交联后的 DNA，以估算染色质浓度。取染色质总体积的 1%（每 1 × 10^7^ 个细胞约 3 µL）作为 input，于 −20 °C 保存。",
              notes: ["**暂停点：**打断后的染色质可于 −80 °C 保存最多 1 个月；避免反复冻融。"],
            },
          ],
        },
        { heading: "C. 免疫沉淀与 DNA 回收（第 1–3 天）" },
        {
          steps: [
            {
              text: "制备抗体–磁珠复合物：每个 IP 取 15 µL Dynabeads Protein A 和 15 µL Dynabeads Protein G 合并，用 1 mL 封闭液（含 0.5% BSA 的 DPBS）洗涤两次，再用 250 µL 封闭液重悬。加入 2 µg 抗 H3K4me3 抗体、5 µg 抗 CTCF 抗体或 2 µg 正常兔 IgG，4 °C 旋转孵育至少 4 h（或过夜）。",
            },
            {
              text: "将离心管置于 DynaMag-2 磁力架上，弃上清，用 1 mL 封闭液洗涤磁珠三次，以去除未结合的抗体。",
            },
            {
              text: "取相当于 5 × 10^6^ 个细胞（组蛋白修饰）或 1 × 10^7^ 个细胞（转录因子）的染色质，用含 1% Triton X-100 和蛋白酶抑制剂的 LB3 稀释至 1 mL。将其加入磁珠中，4 °C 旋转孵育过夜（12–16 h）。",
            },
            {
              text: "用磁力架收集磁珠，依次用以下缓冲液各 1 mL 洗涤，每次洗涤均于 4 °C 旋转 5 min：",
              substeps: [
                { text: "低盐洗涤缓冲液，洗涤一次。" },
                { text: "高盐洗涤缓冲液，洗涤一次。" },
                { text: "LiCl 洗涤缓冲液，洗涤一次。" },
                { text: "含 50 mM NaCl 的 TE 缓冲液，洗涤两次。第二次 TE 洗涤时将磁珠转移至新管，以去除吸附在管壁上的染色质。" },
              ],
              notes: ["**关键步骤：**两次洗涤之间不要让磁珠干燥；每次用细吸头彻底吸净洗涤缓冲液。"],
            },
            {
              text: "用 210 µL 洗脱缓冲液重悬磁珠，在恒温混匀仪中 65 °C、1,200 rpm 振荡 30 min 进行洗脱。置于磁力架上，将 200 µL 洗脱液转移至新的 LoBind 管中。",
            },
            {
              text: "解冻 input 样品，用洗脱缓冲液补足至 200 µL。将 IP 样品和 input 样品于 65 °C 解交联过夜（至少 6 h）。",
            },
            {
              text: "加入 200 µL TE 和 8 µL RNase A（终浓度 0.2 mg/mL），37 °C 孵育 1 h。再加入 4 µL 蛋白酶 K（终浓度约 0.2 mg/mL），55 °C 孵育 2 h。",
            },
            {
              text: "按照说明书用 MinElute 柱纯化 DNA，用 22 µL EB 缓冲液洗脱。取 1 µL 用 Qubit HS 法测定浓度。",
              notes: [
                "以 5 × 10^6^ 个细胞计，典型产量为：H3K4me3 20–60 ng，CTCF 2–10 ng，IgG 低于 1 ng。",
                "**暂停点：**纯化后的 ChIP DNA 于 −20 °C 可稳定保存数月。",
              ],
            },
            {
              text: "可选但推荐：用 qPCR 定量富集效率，每 10 µL 反应体系加入 0.5 µL ChIP DNA 或 input DNA，引物至少覆盖一个已知阳性区域和一个阴性区域。仅当阳性位点相对于阴性位点的富集倍数超过 10 倍时，才进行文库构建。",
            },
          ],
        },
        { heading: "D. Illumina 文库构建（第 3–4 天）" },
        {
          steps: [
            {
              text: "在 PCR 管中用 0.1× TE 将 1–10 ng ChIP DNA（以及 10 ng input DNA）补足至 50 µL。加入 7 µL NEBNext Ultra II End Prep Reaction Buffer 和 3 µL End Prep Enzyme Mix，吹打混匀，20 °C 孵育 30 min，再 65 °C 孵育 30 min（热盖温度不低于 75 °C）。",
            },
            {
              text: "连接接头：加入 2.5 µL NEBNext Adaptor（起始量低于 5 ng 时按 1:25 稀释，5–50 ng 时按 1:10 稀释）、30 µL Ligation Master Mix 和 1 µL Ligation Enhancer。充分混匀，关闭热盖，20 °C 孵育 15 min。",
            },
            {
              text: "加入 3 µL USER 酶，37 °C 孵育 15 min（热盖温度不低于 47 °C），以打开发夹结构接头。",
            },
            {
              text: "用 87 µL（0.9×）室温平衡的 AMPure XP 磁珠纯化连接产物。用 200 µL 新配制的 80% 乙醇洗涤两次，空气干燥不超过 3 min，用 17 µL 0.1× TE 洗脱。",
              notes: ["此步不进行片段分选，因为在低起始量下分选会造成过多损失。"],
            },
            {
              text: "取 15 µL 连接接头后的 DNA，加入 25 µL NEBNext Ultra II Q5 Master Mix 和 10 µL 唯一双端索引引物对进行扩增：98 °C 30 s；n 个循环（98 °C 10 s，65 °C 75 s）；65 °C 终延伸 5 min。",
              substeps: [
                { text: "起始 DNA 为 1 ng 时用 13–14 个循环，5 ng 时用 10–11 个循环，10 ng 时用 8–9 个循环。" },
              ],
            },
            {
              text: "按连接后纯化的方法，用 45 µL（0.9×）AMPure XP 磁珠纯化 PCR 产物，用 22 µL 0.1× TE 洗脱。",
            },
            {
              text: "若电泳图显示存在 700 bp 以上的拖尾，则进行双向片段分选：先加入 0.55× 磁珠，保留上清；再补加磁珠至终比例 0.9×，洗脱结合在磁珠上的片段。",
            },
            {
              text: "用 Qubit HS 法定量每个文库，并用 High Sensitivity D1000 ScreenTape 检测片段大小分布。合格文库的众数为 300–400 bp，约 130 bp 处的接头二聚体低于 2%。",
            },
            {
              text: "将各文库等摩尔混合（每个 2 nM），在 Illumina NovaSeq 6000 上进行 2 × 50 bp 双端测序。对于窄峰型组蛋白修饰和转录因子，目标为至少 2,000 万个有效片段；对于宽峰型修饰，目标为 4,000 万个 [4]。",
            },
          ],
        },
      ],
    },
    {
      kind: "data_analysis",
      blocks: [
        {
          p: "用 FastQC 检查原始读段，并用 Trim Galore 去除接头和低质量碱基（`trim_galore --paired --quality 20 R1.fastq.gz R2.fastq.gz`）。用 Bowtie 2 [5] 将修剪后的读段比对到 GRCh38 primary assembly，命令为 `bowtie2 --very-sensitive -X 1000 -x GRCh38 -1 R1_val_1.fq.gz -2 R2_val_2.fq.gz`。",
        },
        {
          p: "保留比对质量不低于 30 的正确配对读段（`samtools view -b -f 2 -q 30`），依次用 `samtools fixmate -m`、`samtools sort` 和 `samtools markdup -r` 标记并去除 PCR 重复，并剔除与 ENCODE 黑名单区域重叠的比对结果 [9]。以非冗余比例（NRF）和 PCR 瓶颈系数（PBC1）计算文库复杂度 [4]；两者分别高于 0.8 和 0.9，表明文库并非以重复读段为主。",
        },
        {
          p: "以匹配的 input 为对照，用 MACS3 [6] 进行峰识别：窄峰型修饰和转录因子使用 `macs3 callpeak -t chip.bam -c input.bam -f BAMPE -g hs -q 0.01 -n sample`，H3K27me3 或 H3K36me3 等宽峰型修饰则另加 `--broad --broad-cutoff 0.1`。用 `featureCounts` 或 `bedtools intersect` 计算峰内读段比例（FRiP）。采用不可重复发现率（IDR）框架 [8] 评估生物学重复之间的可重复性，保留 IDR 低于 0.05 的峰。",
        },
        {
          p: "用 deepTools [7] 生成标准化覆盖度轨道（`bamCoverage --normalizeUsing RPGC --effectiveGenomeSize 2913022398 --binSize 10 --extendReads`），并用 `plotFingerprint` 和 `plotProfile` 汇总转录起始位点或基序中心周围的富集情况。在解读全基因组结果之前，务必先在 IGV 中查看若干已知靶位点。",
        },
      ],
    },
    {
      kind: "validation",
      blocks: [
        {
          p: "本方案以 HepG2 细胞中的 H3K4me3 和 CTCF 为对象进行了验证，各设两个生物学重复（在不同日期收获的独立培养物），并设置 IgG 对照和匹配的 input。每个文库测序深度为 2,500 万–3,500 万个读段对。所有 ChIP 文库的复杂度均达到 ENCODE 标准；CTCF 峰集以经典 CTCF 基序为主（HOMER 分析显示，87% 经 IDR 阈值筛选的峰含有该基序）；H3K4me3 峰覆盖了 HepG2 细胞中 91% 已注释且表达的蛋白编码基因启动子。IgG 对照的指纹图呈平坦曲线，且无峰通过 IDR 阈值。",
        },
        {
          table: {
            caption: "用本方案从 HepG2 细胞构建的 ChIP-seq 文库的质量指标（示例数据）。",
            head: ["样品", "读段对（M）", "唯一比对率（%）", "NRF", "PBC1", "FRiP", "峰数（IDR < 0.05）"],
            rows: [
              ["H3K4me3 重复 1", "32.4", "94.1", "0.91", "0.93", "0.63", "21,850"],
              ["H3K4me3 重复 2", "29.8", "93.6", "0.89", "0.92", "0.61", "21,850"],
              ["CTCF 重复 1", "28.7", "92.8", "0.88", "0.90", "0.32", "52,410"],
              ["CTCF 重复 2", "26.1", "92.2", "0.85", "0.89", "0.30", "52,410"],
              ["IgG 对照", "25.1", "90.2", "0.79", "0.84", "0.01", "–"],
              ["Input", "34.9", "95.0", "0.95", "0.96", "–", "–"],
            ],
          },
        },
      ],
    },
    {
      kind: "notes",
      blocks: [
        {
          list: [
            "每个新批号的抗体在使用前均应验证；对于组蛋白修饰，建议采用多肽竞争实验或修饰特异性芯片进行验证 [4]。",
            "交联后的样品应保持低温，裂解缓冲液中应始终加入新鲜的蛋白酶抑制剂。",
            "每份染色质制备物都应构建各自的 input 文库，不要在不同批次之间共用同一个 input。",
            "洗脱之后的所有步骤均使用低吸附吸头和 LoBind 管，以尽量减少纳克级 DNA 的损失。",
          ],
        },
        {
          table: {
            caption: "常见问题及解决方法。",
            head: ["问题", "可能原因", "解决方法"],
            rows: [
              ["染色质片段大于 1 kb", "交联过度；每个超声管中细胞过多；水浴温度升高", "将固定时间缩短至 8–10 min；1 × 10⁷ 个细胞的体积不超过 300 µL；重新冷却水浴，并以每次 2 个循环的幅度增加循环数"],
              ["ChIP DNA 产量极低", "抗体性能差；抗原表位被固定掩盖；染色质量过少", "用核提取物免疫印迹检测抗体；缩短固定时间；将染色质增加至 2 × 10⁷ 个细胞"],
              ["IgG 背景高或 FRiP 低", "洗涤不充分；磁珠被带入洗脱液；抗体非特异", "最后一次洗涤时将磁珠转移至新管；使用经过验证的单克隆抗体；增加一次 LiCl 洗涤"],
              ["约 130 bp 处出现接头二聚体峰", "接头相对于 DNA 起始量过量", "进一步稀释接头（1:25 或 1:50），并重复 0.9× 磁珠纯化"],
              ["重复率高（NRF < 0.7）", "相对于 DNA 量，PCR 循环数过多", "合并多个 IP、增加起始细胞量，或将循环数减少 2 个"],
              ["卫星重复序列和 rDNA 处出现峰", "人为的高信号区域", "用 ENCODE 黑名单过滤，并始终以 input 为对照进行峰识别"],
            ],
          },
        },
      ],
    },
    {
      kind: "recipes",
      blocks: [
        {
          table: {
            caption: "缓冲液。临用前加入蛋白酶抑制剂（每 50 mL 加 1 片）。缓冲液于 4 °C 保存，最多 3 个月。",
            head: ["缓冲液", "成分"],
            rows: [
              ["裂解缓冲液 1（LB1）", "50 mM HEPES-KOH pH 7.5，140 mM NaCl，1 mM EDTA，10%（v/v）甘油，0.5%（v/v）IGEPAL CA-630，0.25%（v/v）Triton X-100"],
              ["裂解缓冲液 2（LB2）", "10 mM Tris-HCl pH 8.0，200 mM NaCl，1 mM EDTA，0.5 mM EGTA"],
              ["裂解缓冲液 3（LB3）", "10 mM Tris-HCl pH 8.0，100 mM NaCl，1 mM EDTA，0.5 mM EGTA，0.1%（w/v）脱氧胆酸钠，0.5%（w/v）N-月桂酰肌氨酸钠"],
              ["封闭液", "0.5%（w/v）BSA 的 DPBS 溶液，经 0.22 µm 滤膜过滤"],
              ["低盐洗涤缓冲液", "20 mM Tris-HCl pH 8.0，150 mM NaCl，2 mM EDTA，1%（v/v）Triton X-100，0.1%（w/v）SDS"],
              ["高盐洗涤缓冲液", "20 mM Tris-HCl pH 8.0，500 mM NaCl，2 mM EDTA，1%（v/v）Triton X-100，0.1%（w/v）SDS"],
              ["LiCl 洗涤缓冲液", "10 mM Tris-HCl pH 8.0，250 mM LiCl，1 mM EDTA，1%（v/v）IGEPAL CA-630，1%（w/v）脱氧胆酸钠"],
              ["TE + 50 mM NaCl", "10 mM Tris-HCl pH 8.0，1 mM EDTA，50 mM NaCl"],
              ["洗脱缓冲液", "50 mM Tris-HCl pH 8.0，10 mM EDTA，1%（w/v）SDS；每周新鲜配制，室温保存"],
              ["2.5 M 甘氨酸", "18.77 g 甘氨酸溶于 100 mL 水；经 0.22 µm 滤膜过滤；室温保存"],
            ],
          },
        },
      ],
    },
    {
      kind: "acknowledgments",
      blocks: [
        {
          p: "感谢东湖生命科学研究院测序平台成员提供的技术支持，感谢 Hanna Vogt 博士审阅本文并提出宝贵意见。本工作由研究院向 W.Z. 提供的启动经费资助。",
        },
      ],
    },
    {
      kind: "competing_interests",
      blocks: [{ p: "作者声明不存在利益冲突。" }],
    },
    {
      kind: "ethics",
      blocks: [
        {
          p: "不适用。本研究使用市售人细胞系，不涉及人类受试者或动物。",
        },
      ],
    },
  ],
};
