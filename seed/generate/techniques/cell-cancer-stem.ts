import type { Bi, Technique, TechniqueContext, TechniqueMaterial } from "./types";

/**
 * Technique templates for Cell Biology (4), Cancer Biology (15) and Stem Cell (9): four techniques whose main
 * category is each of them. Every context, target and placeholder sentence was read with several combinations.
 */

const b = (en: string, cn: string): Bi => ({ en, cn });
const m = (en: string, cn: string, supplier: string, catalog: string): TechniqueMaterial => ({
  name: { en, cn },
  supplier,
  catalog,
});
const ctx = (organism: string, orgEn: string, orgCn: string, sampleEn: string, sampleCn: string): TechniqueContext => ({
  organism,
  organismText: { en: orgEn, cn: orgCn },
  sample: { en: sampleEn, cn: sampleCn },
});
const human = (en: string, cn: string) => ctx("Homo sapiens", "human", "人", en, cn);
const mouse = (en: string, cn: string) => ctx("Mus musculus", "mice", "小鼠", en, cn);
const rat = (en: string, cn: string) => ctx("Rattus norvegicus", "rats", "大鼠", en, cn);

const GIBCO = "Gibco (Thermo Fisher Scientific)";
const INVITROGEN = "Invitrogen (Thermo Fisher Scientific)";

// ---------------------------------------------------------------------------------------------------------------
// Cell Biology (4)
// ---------------------------------------------------------------------------------------------------------------

const liveCellImaging: Technique = {
  id: "live-cell-time-lapse-imaging",
  name: b("live-cell time-lapse imaging", "活细胞延时成像"),
  categoryIds: [4],
  contexts: [
    human("HeLa cervical carcinoma cells", "人宫颈癌 HeLa 细胞"),
    human("hTERT RPE-1 retinal pigment epithelial cells", "人视网膜色素上皮 hTERT RPE-1 细胞"),
    human("U2OS osteosarcoma cells", "人骨肉瘤 U2OS 细胞"),
    mouse("primary mouse embryonic fibroblasts", "小鼠原代胚胎成纤维细胞"),
    mouse("NIH/3T3 fibroblasts", "小鼠 NIH/3T3 成纤维细胞"),
  ],
  targets: [
    b("mitotic progression", "有丝分裂进程"),
    b("mitochondrial network dynamics", "线粒体网络动态"),
    b("cell-cycle progression", "细胞周期进程"),
    b("random cell motility", "细胞随机运动"),
    b("drug-induced cell death kinetics", "药物诱导细胞死亡动力学"),
  ],
  keywords: [
    b("live-cell imaging", "活细胞成像"),
    b("time-lapse microscopy", "延时显微成像"),
    b("phototoxicity", "光毒性"),
    b("cell tracking", "细胞追踪"),
    b("single-cell analysis", "单细胞分析"),
  ],
  titles: [
    b("Live-Cell Time-Lapse Imaging of {target} in {sample}", "活细胞延时成像观察{sample}的{target}"),
    b(
      "Following {target} in Single Cells by Low-Phototoxicity Time-Lapse Microscopy",
      "低光毒性延时显微成像在单细胞水平追踪{target}",
    ),
    b("Long-Term Live Imaging of {target} in Cultured Cells", "培养细胞中{target}的长时程活细胞成像"),
    b("Quantifying {target} in {sample} with Automated Time-Lapse Microscopy", "自动化延时显微成像定量分析{sample}的{target}"),
  ],
  abstract: {
    aim: [
      b(
        "Here we describe a live-cell time-lapse imaging protocol for following {target} in {sample} over hours to days.",
        "本文介绍一种活细胞延时成像方案，用于在数小时至数天的时间尺度上追踪{sample}的{target}。",
      ),
      b(
        "The protocol keeps the light dose low so that {target} can be measured in individual cells without altering their behaviour.",
        "该方案严格控制光照剂量，从而在不改变细胞行为的前提下对单个细胞的{target}进行测定。",
      ),
    ],
    method: [
      b(
        "Cells are grown on No. 1.5 glass-bottom dishes and imaged in phenol red-free medium on a widefield microscope fitted with a stage-top incubator (37 °C, 5% CO~2~).",
        "细胞培养于 No. 1.5 玻璃底培养皿中，在不含酚红的培养基中，于配备载物台培养箱（37 °C，5% CO~2~）的宽场显微镜上成像。",
      ),
      b(
        "Far-red DNA dyes, low-concentration mitochondrial dyes or genetically encoded reporters are used as labels, and hardware autofocus holds the focal plane during multi-position acquisition.",
        "以远红 DNA 染料、低浓度线粒体染料或基因编码报告蛋白进行标记，多位置采集过程中由硬件自动对焦系统维持焦平面。",
      ),
      b(
        "Cells are segmented and tracked in Fiji with TrackMate, and the timing of cellular events is scored cell by cell.",
        "在 Fiji 中用 TrackMate 对细胞进行分割和追踪，并逐个细胞判读细胞事件的发生时间。",
      ),
    ],
    result: [
      b(
        "Over 48 h of acquisition, imaged fields reached cell densities within 10% of those in non-imaged control wells, indicating negligible phototoxicity.",
        "在 48 h 的连续采集中，成像视野的细胞密度与未成像对照孔相差不超过 10%，表明光毒性可以忽略。",
      ),
      b(
        "Automated tracking agreed with manual annotation for 88–94% of cells, and {target} was quantified in 150–400 cells per condition with a coefficient of variation below 15% between independent experiments.",
        "自动追踪结果与人工标注的一致率为 88%–94%；每个条件可对 150–400 个细胞的{target}进行定量，独立实验间的变异系数低于 15%。",
      ),
    ],
  },
  background: [
    b(
      "Fixed-cell snapshots report the state of a population at one moment, whereas many cellular processes are asynchronous and vary from cell to cell. Time-lapse microscopy of living cells follows the same cell through successive events, so that durations, orders of events and cell-to-cell variability can be measured directly [1]. Genetically encoded reporters such as the fluorescent ubiquitination-based cell-cycle indicator (FUCCI) made it possible to read out cell-cycle phases in real time [2].",
      "固定细胞的快照只能反映细胞群体在某一时刻的状态，而许多细胞过程是非同步的，且在细胞间存在差异。活细胞延时显微成像可对同一个细胞的连续事件进行追踪，从而直接测定事件持续时间、发生顺序以及细胞间变异 [1]。基于泛素化的荧光细胞周期指示系统（FUCCI）等基因编码报告蛋白，使细胞周期时相的实时读出成为可能 [2]。",
    ),
    b(
      "The main risk of live imaging is that illumination itself perturbs the cells: phototoxicity delays mitosis, fragments mitochondria and slows migration long before cells visibly die [1]. This protocol therefore uses red-shifted labels, phenol red-free medium, sensitive sCMOS detection and the longest frame interval compatible with the process studied. Image analysis is performed in Fiji [3], and objects are linked over time with a tracking algorithm that tolerates gaps and divisions [4].",
      "活细胞成像的主要风险在于照明本身会干扰细胞：光毒性可在细胞出现明显死亡之前就延迟有丝分裂、使线粒体碎片化并减慢迁移 [1]。因此，本方案采用红移荧光标记、无酚红培养基和高灵敏度 sCMOS 检测，并在满足研究过程需要的前提下选用尽可能长的采集间隔。图像分析在 Fiji 中完成 [3]，并采用可容忍信号缺失和细胞分裂的追踪算法在时间上连接目标 [4]。",
    ),
  ],
  materials: [
    m("µ-Dish 35 mm, high, glass bottom (No. 1.5H)", "µ-Dish 35 mm 高壁玻璃底培养皿（No. 1.5H）", "ibidi", "81158"),
    m("FluoroBrite DMEM", "FluoroBrite DMEM 低背景荧光培养基", GIBCO, "A1896701"),
    m("Fetal bovine serum", "胎牛血清", GIBCO, "10270106"),
    m("GlutaMAX supplement (100×)", "GlutaMAX 添加剂（100×）", GIBCO, "35050061"),
    m("HEPES, 1 M", "HEPES，1 M", GIBCO, "15630080"),
    m("SiR-DNA kit (with verapamil)", "SiR-DNA 试剂盒（含维拉帕米）", "Spirochrome", "SC007"),
    m("Tetramethylrhodamine, methyl ester, perchlorate (TMRM)", "四甲基罗丹明甲酯高氯酸盐（TMRM）", INVITROGEN, "T668"),
    m("SYTOX Green nucleic acid stain", "SYTOX Green 核酸染料", INVITROGEN, "S7020"),
  ],
  equipment: [
    m("Inverted widefield microscope with Perfect Focus System and motorised stage", "配备 Perfect Focus 系统和电动载物台的倒置宽场显微镜", "Nikon", "Eclipse Ti2-E"),
    m("Stage-top incubator with CO2 and humidity control", "带 CO2 和湿度控制的载物台培养箱", "Okolab", "H301-K-FRAME"),
    m("sCMOS camera", "sCMOS 相机", "Hamamatsu", "ORCA-Fusion C14440-20UP"),
    m("LED light engine", "LED 光源", "Lumencor", "SPECTRA III"),
  ],
  software: [
    m("NIS-Elements AR", "NIS-Elements AR", "Nikon", "v5.42"),
    m("Fiji (ImageJ) with TrackMate", "Fiji（ImageJ），含 TrackMate 插件", "NIH / Fiji community", "ImageJ v1.54f, TrackMate v7.11"),
  ],
  steps: [
    {
      text: b(
        "Seed cells in 35 mm glass-bottom dishes 24–48 h before imaging so that they are 40–60% confluent when acquisition starts (typically 1.0–1.5 × 10^5^ cells in 2 mL of complete medium).",
        "在成像前 24–48 h 将细胞接种于 35 mm 玻璃底培养皿中，使采集开始时汇合度为 40%–60%（通常为 1.0–1.5 × 10^5^ 个细胞，完全培养基 2 mL）。",
      ),
      notes: [
        b(
          "Critical: sparse cultures are needed for tracking; at more than 70% confluence contact inhibition slows proliferation and segmentation fails.",
          "关键：细胞追踪需要较稀疏的培养；汇合度超过 70% 时接触抑制会减缓增殖，且细胞分割容易失败。",
        ),
      ],
    },
    {
      text: b(
        "Switch on the stage-top incubator (37 °C, 5% CO~2~, humidified) at least 2 h before imaging so that the stage and objective reach thermal equilibrium.",
        "成像前至少 2 h 开启载物台培养箱（37 °C，5% CO~2~，加湿），使载物台和物镜达到热平衡。",
      ),
    },
    {
      text: b("Label the cells according to the process to be followed:", "根据所研究的过程对细胞进行标记："),
      substeps: [
        b(
          "Nuclei and chromosomes: 250 nM SiR-DNA with 1 µM verapamil in medium for 1 h at 37 °C; keep 100 nM SiR-DNA in the imaging medium.",
          "细胞核和染色体：用含 250 nM SiR-DNA 和 1 µM 维拉帕米的培养基于 37 °C 孵育 1 h；成像培养基中保留 100 nM SiR-DNA。",
        ),
        b(
          "Mitochondria: 20 nM TMRM for 30 min at 37 °C; keep 20 nM TMRM in the imaging medium so that the dye stays in equilibrium.",
          "线粒体：用 20 nM TMRM 于 37 °C 孵育 30 min；成像培养基中保留 20 nM TMRM，使染料维持平衡分布。",
        ),
        b(
          "Cell-cycle reporters: transduce cells with a FUCCI lentivirus at least 7 days before imaging and sort a population with moderate reporter expression.",
          "细胞周期报告系统：至少在成像前 7 天用 FUCCI 慢病毒转导细胞，并分选报告蛋白中等表达的细胞群。",
        ),
        b(
          "Dead cells: add 25 nM SYTOX Green to the imaging medium; the dye enters only cells that have lost membrane integrity.",
          "死细胞：在成像培养基中加入 25 nM SYTOX Green；该染料只进入膜完整性丧失的细胞。",
        ),
      ],
    },
    {
      text: b(
        "Replace the medium with 2 mL of pre-warmed imaging medium (FluoroBrite DMEM, 10% FBS, 2 mM GlutaMAX, 20 mM HEPES) containing the maintenance concentration of dye.",
        "将培养基更换为 2 mL 预热的成像培养基（FluoroBrite DMEM，10% FBS，2 mM GlutaMAX，20 mM HEPES），其中含维持浓度的染料。",
      ),
      notes: [
        b(
          "Critical: phenol red and riboflavin in standard media raise background and generate reactive oxygen species under illumination.",
          "关键：常规培养基中的酚红和核黄素会升高背景，并在光照下产生活性氧。",
        ),
      ],
    },
    {
      text: b(
        "Place the dish in the stage-top incubator, close the lid and let it equilibrate for 30 min before choosing positions.",
        "将培养皿放入载物台培养箱，盖好盖子，平衡 30 min 后再选择成像位置。",
      ),
    },
    {
      text: b(
        "Using transmitted light at low intensity only, select 10–20 non-overlapping positions per condition with the motorised stage and store them in the position list; engage the Perfect Focus System at each position.",
        "仅在低强度透射光下，用电动载物台为每个条件选择 10–20 个互不重叠的位置并存入位置列表；在每个位置启用 Perfect Focus 系统。",
      ),
    },
    {
      text: b(
        "Set the acquisition parameters with a 40×/0.95 NA air objective (60×/1.40 NA oil for mitochondria): 2 × 2 binning, 5–10% LED power and 50–200 ms exposure, so that the brightest structures use about one third of the camera range.",
        "用 40×/0.95 NA 空气物镜（线粒体成像用 60×/1.40 NA 油镜）设置采集参数：2 × 2 像素合并，LED 功率 5%–10%，曝光 50–200 ms，使最亮结构约占相机动态范围的三分之一。",
      ),
      notes: [
        b(
          "Critical: keep illumination as low as the analysis allows. The total light dose, not the exposure of a single frame, determines phototoxicity.",
          "关键：在满足分析要求的前提下尽量降低照明强度。决定光毒性的是累计光照剂量，而非单帧曝光。",
        ),
      ],
    },
    {
      text: b("Choose the frame interval and duration for the process studied:", "根据所研究的过程选择采集间隔和总时长："),
      substeps: [
        b("Mitosis: every 3–5 min for 24–48 h.", "有丝分裂：每 3–5 min 一帧，共 24–48 h。"),
        b(
          "Mitochondrial fission and fusion: every 2–5 s for 3–5 min, single plane.",
          "线粒体分裂与融合：每 2–5 s 一帧，共 3–5 min，单一焦平面。",
        ),
        b("Cell-cycle progression: every 15–20 min for 48–72 h.", "细胞周期进程：每 15–20 min 一帧，共 48–72 h。"),
        b("Migration and cell death: every 10–30 min for 24–72 h.", "迁移和细胞死亡：每 10–30 min 一帧，共 24–72 h。"),
      ],
    },
    {
      text: b(
        "Record three to five baseline frames, pause the acquisition and add treatments as 10× stocks in 200 µL of pre-warmed imaging medium at the edge of the dish without lifting it; resume within 2 min.",
        "先采集 3–5 帧基线图像，暂停采集，在不移动培养皿的情况下于皿边缘加入以 200 µL 预热成像培养基配制的 10× 处理药物储存液；2 min 内恢复采集。",
      ),
    },
    {
      text: b(
        "Image one dish of the same cells that received no dye and only transmitted light, or acquire a single end-point image of non-imaged areas, as a phototoxicity control.",
        "设置光毒性对照：对一皿未加染料、仅接受透射光的相同细胞成像，或在结束时对未成像区域采集一张终点图像。",
      ),
      notes: [
        b(
          "Caution: long runs dry the humidifier; check the water reservoir every 12 h and top up with sterile water at 37 °C.",
          "注意：长时间采集会使加湿器干涸；每 12 h 检查一次水槽，并补加 37 °C 无菌水。",
        ),
      ],
    },
    {
      text: b(
        "At the end, export the raw data in the native .nd2 format with metadata and copy it to a backed-up server before analysis.",
        "采集结束后，以包含元数据的原始 .nd2 格式导出数据，并在分析前复制到有备份的服务器上。",
      ),
      notes: [
        b(
          "Pause point: raw data can be stored indefinitely; analysis can be done later.",
          "暂停点：原始数据可长期保存，分析可在之后进行。",
        ),
      ],
    },
  ],
  dataAnalysis: [
    b(
      "Open the files in Fiji through Bio-Formats [3], correct stage drift with the Correct 3D Drift plugin and subtract the background with a rolling-ball radius of 50 pixels. Segment nuclei or cells (Otsu threshold or StarDist), track them with TrackMate using the LAP tracker with gap closing and division detection [4], and verify at least 10% of tracks by eye.",
      "在 Fiji 中通过 Bio-Formats 打开文件 [3]，用 Correct 3D Drift 插件校正载物台漂移，并以 50 像素的滚球半径扣除背景。分割细胞核或细胞（Otsu 阈值法或 StarDist），用 TrackMate 中支持缺口闭合和分裂检测的 LAP 追踪器进行追踪 [4]，并至少人工核对 10% 的轨迹。",
    ),
    b(
      "Score event times per cell (for example nuclear envelope breakdown to anaphase onset, or the SYTOX-positive transition), plot cumulative distributions and compare conditions with a log-rank test or the Mann–Whitney test. Use independent experiments, not cells, as replicates for statistical tests.",
      "逐个细胞判读事件发生时间（例如从核膜破裂到后期开始，或 SYTOX 阳性转变的时间点），绘制累积分布图，并用 log-rank 检验或 Mann–Whitney 检验比较各条件。统计检验应以独立实验而非单个细胞作为重复。",
    ),
  ],
  troubleshooting: [
    {
      problem: b("Cells drift out of focus", "细胞逐渐失焦"),
      cause: b("Incomplete thermal equilibration; evaporation of immersion oil or medium", "热平衡不充分；浸油或培养基蒸发"),
      solution: b(
        "Pre-warm the system for at least 2 h, use the hardware autofocus and keep the dish lid closed",
        "系统至少预热 2 h，启用硬件自动对焦，并保持培养皿盖闭合",
      ),
    },
    {
      problem: b("Mitosis is delayed or cells round up and die only in imaged fields", "仅在成像视野中出现有丝分裂延迟或细胞变圆死亡"),
      cause: b("Phototoxicity", "光毒性"),
      solution: b(
        "Reduce LED power and exposure, increase binning, lengthen the frame interval and use far-red dyes",
        "降低 LED 功率和曝光时间，增大像素合并，延长采集间隔，并使用远红染料",
      ),
    },
    {
      problem: b("Medium turns yellow or pink during the run", "采集过程中培养基变黄或变粉"),
      cause: b("CO~2~ supply or humidity failure", "CO~2~ 供应或加湿失效"),
      solution: b(
        "Check the gas cylinder and the humidifier; add 20 mM HEPES as a buffer",
        "检查气瓶和加湿器；加入 20 mM HEPES 作为缓冲",
      ),
    },
  ],
  references: [
    {
      authors: "Frigault, M. M., Lacoste, J., Swift, J. L. and Brown, C. M.",
      year: 2009,
      title: "Live-cell microscopy – tips and tools",
      journal: "Journal of Cell Science",
      volume: "122(6)",
      pages: "753–767",
    },
    {
      authors: "Sakaue-Sawano, A., Kurokawa, H., Morimura, T., Hanyu, A., Hama, H., Osawa, H., et al.",
      year: 2008,
      title: "Visualizing spatiotemporal dynamics of multicellular cell-cycle progression",
      journal: "Cell",
      volume: "132(3)",
      pages: "487–498",
    },
    {
      authors: "Schindelin, J., Arganda-Carreras, I., Frise, E., Kaynig, V., Longair, M., Pietzsch, T., et al.",
      year: 2012,
      title: "Fiji: an open-source platform for biological-image analysis",
      journal: "Nature Methods",
      volume: "9(7)",
      pages: "676–682",
      doi: "10.1038/nmeth.2019",
    },
    {
      authors: "Jaqaman, K., Loerke, D., Mettlen, M., Kuwata, H., Grinstein, S., Schmid, S. L. and Danuser, G.",
      year: 2008,
      title: "Robust single-particle tracking in live-cell time-lapse sequences",
      journal: "Nature Methods",
      volume: "5(8)",
      pages: "695–702",
    },
  ],
};

const subcellularFractionation: Technique = {
  id: "subcellular-fractionation-differential-centrifugation",
  name: b("subcellular fractionation by differential centrifugation", "差速离心亚细胞组分分离"),
  categoryIds: [4],
  contexts: [
    human("HEK293T cells", "人胚肾 HEK293T 细胞"),
    human("HeLa cervical carcinoma cells", "人宫颈癌 HeLa 细胞"),
    mouse("adult mouse liver", "成年小鼠肝脏"),
    mouse("adult mouse kidney", "成年小鼠肾脏"),
    rat("adult rat liver", "成年大鼠肝脏"),
  ],
  targets: [
    b("nucleocytoplasmic distribution of proteins", "蛋白质核质分布"),
    b("mitochondrial localisation of proteins", "蛋白质线粒体定位"),
    b("stimulus-induced protein translocation", "刺激诱导蛋白转位"),
    b("membrane association of signalling proteins", "信号蛋白膜结合"),
  ],
  keywords: [
    b("subcellular fractionation", "亚细胞组分分离"),
    b("differential centrifugation", "差速离心"),
    b("nuclear fraction", "细胞核组分"),
    b("mitochondria", "线粒体"),
    b("Western blotting", "蛋白质印迹"),
  ],
  titles: [
    b(
      "Subcellular Fractionation of {sample} for the Analysis of {target}",
      "{sample}亚细胞组分分离及{target}分析",
    ),
    b(
      "Separating Nuclei, Mitochondria, Microsomes and Cytosol from {sample} by Differential Centrifugation",
      "差速离心法从{sample}中分离细胞核、线粒体、微粒体和胞质组分",
    ),
    b(
      "A Differential Centrifugation Workflow to Study {target}",
      "用于{target}研究的差速离心分级分离流程",
    ),
  ],
  abstract: {
    aim: [
      b(
        "Here we describe a subcellular fractionation protocol that separates nuclei, mitochondria, microsomes and cytosol from {sample} to study {target}.",
        "本文介绍一种亚细胞组分分离方案，可从{sample}中分离细胞核、线粒体、微粒体和胞质组分，用于研究{target}。",
      ),
      b(
        "The protocol uses only a Dounce or Potter–Elvehjem homogeniser, a refrigerated microcentrifuge and a tabletop ultracentrifuge.",
        "该方案仅需 Dounce 或 Potter–Elvehjem 匀浆器、冷冻微量离心机和台式超速离心机。",
      ),
    ],
    method: [
      b(
        "Cells or minced tissue are swollen or homogenised in an isotonic sucrose buffer at 4 °C until 85–95% of the cells are broken while nuclei stay intact.",
        "细胞或剪碎的组织在 4 °C 等渗蔗糖缓冲液中溶胀或匀浆，直至 85%–95% 的细胞破碎而细胞核保持完整。",
      ),
      b(
        "Sequential centrifugation at 1,000 × g, 10,000 × g and 100,000 × g yields nuclear, heavy-membrane (mitochondrial), microsomal and cytosolic fractions.",
        "依次经 1,000 × g、10,000 × g 和 100,000 × g 离心，获得细胞核、重膜（线粒体）、微粒体和胞质组分。",
      ),
      b(
        "Fraction purity is checked by Western blotting for compartment markers loaded in proportion to fraction volume.",
        "按各组分体积的相同比例上样，以蛋白质印迹检测各区室标志蛋白，评估组分纯度。",
      ),
    ],
    result: [
      b(
        "Each compartment marker was enriched 8–20-fold in its own fraction, and cross-contamination between nuclear and cytosolic fractions was below 5%.",
        "各区室标志蛋白在其对应组分中富集 8–20 倍，细胞核与胞质组分之间的交叉污染低于 5%。",
      ),
      b(
        "The summed protein of all fractions recovered 80–92% of the homogenate protein, allowing {target} to be expressed as the percentage of each protein in every compartment.",
        "各组分蛋白总量可回收匀浆总蛋白的 80%–92%，因而{target}可表示为各蛋白在每个区室中所占的百分比。",
      ),
    ],
  },
  background: [
    b(
      "Differential centrifugation separates organelles by size and density. In their classic study of rat liver, de Duve and colleagues combined it with marker-enzyme assays and thereby discovered the lysosome, establishing the principle that every fraction must be characterised by markers of all compartments [1].",
      "差速离心根据大小和密度分离细胞器。de Duve 等人在大鼠肝脏的经典研究中将其与标志酶测定相结合，由此发现了溶酶体，并确立了一个原则：每一个组分都必须用所有区室的标志物加以鉴定 [1]。",
    ),
    b(
      "Fractionation remains the most direct way to show that a protein moves between compartments, for example from the cytosol to the nucleus after stimulation, and it prepares organelle-enriched material for proteomics [2]. Gentle homogenisation in isotonic sucrose preserves mitochondria and nuclei, and the same scheme applies to cultured cells and to soft tissues such as liver and kidney [2], [3].",
      "亚细胞组分分离仍是证明蛋白在区室间转移（例如受刺激后由胞质进入细胞核）最直接的方法，还可为蛋白质组学制备富集的细胞器样品 [2]。在等渗蔗糖中温和匀浆可保持线粒体和细胞核的完整，同一流程适用于培养细胞以及肝脏、肾脏等软组织 [2]，[3]。",
    ),
  ],
  materials: [
    m("Sucrose, for molecular biology", "蔗糖，分子生物学级", "Sigma-Aldrich", "S0389"),
    m("HEPES, BioPerformance grade", "HEPES，BioPerformance 级", "Sigma-Aldrich", "H4034"),
    m("cOmplete EDTA-free protease inhibitor cocktail tablets", "cOmplete 无 EDTA 蛋白酶抑制剂片", "Roche", "11873580001"),
    m("PhosSTOP phosphatase inhibitor tablets", "PhosSTOP 磷酸酶抑制剂片", "Roche", "4906837001"),
    m("Pierce BCA protein assay kit", "Pierce BCA 蛋白定量试剂盒", "Thermo Fisher Scientific", "23225"),
    m("Anti-lamin B1 antibody (rabbit)", "抗 Lamin B1 抗体（兔）", "Abcam", "ab16048"),
    m("GAPDH (14C10) rabbit monoclonal antibody", "GAPDH（14C10）兔单克隆抗体", "Cell Signaling Technology", "2118"),
    m("Anti-calnexin antibody (rabbit)", "抗钙连蛋白抗体（兔）", "Abcam", "ab22595"),
    m("Anti-TOMM20 antibody, clone EPR15581-54 (rabbit)", "抗 TOMM20 抗体，克隆号 EPR15581-54（兔）", "Abcam", "ab186735"),
  ],
  equipment: [
    m("Dounce tissue grinder, 7 mL, with loose and tight pestles", "Dounce 组织研磨器，7 mL，配松、紧两种研杵", "DWK Life Sciences (Wheaton)", "357542"),
    m("Refrigerated microcentrifuge", "冷冻微量离心机", "Eppendorf", "5425 R"),
    m("Tabletop ultracentrifuge with TLA-120.2 and TLA-100.3 rotors", "台式超速离心机，配 TLA-120.2 和 TLA-100.3 转头", "Beckman Coulter", "Optima MAX-XP"),
    m("Thick-wall polycarbonate tubes, 1 mL", "厚壁聚碳酸酯离心管，1 mL", "Beckman Coulter", "343778"),
  ],
  steps: [
    {
      text: b(
        "Prepare 50 mL of fractionation buffer and keep it on ice; add protease and phosphatase inhibitors and 1 mM DTT immediately before use.",
        "配制 50 mL 分级分离缓冲液并置于冰上；临用前加入蛋白酶和磷酸酶抑制剂以及 1 mM DTT。",
      ),
    },
    {
      text: b("Collect the starting material on ice:", "在冰上收集起始材料："),
      substeps: [
        b(
          "Cultured cells: wash two 15 cm dishes (about 2 × 10^7^ cells) twice with ice-cold PBS, scrape into 10 mL of PBS and pellet at 500 × g for 5 min at 4 °C.",
          "培养细胞：两个 15 cm 培养皿（约 2 × 10^7^ 个细胞）用预冷 PBS 洗涤两次，刮入 10 mL PBS，4 °C、500 × g 离心 5 min 收集细胞。",
        ),
        b(
          "Tissue: perfuse or rinse the organ with ice-cold PBS, weigh 0.3–0.5 g, and mince finely with scissors in 1 mL of fractionation buffer.",
          "组织：用预冷 PBS 灌流或漂洗器官，称取 0.3–0.5 g，在 1 mL 分级分离缓冲液中用剪刀充分剪碎。",
        ),
      ],
    },
    {
      text: b(
        "Resuspend cells in 1 mL (tissue in 10 volumes, w/v) of fractionation buffer and let them swell for 15 min on ice.",
        "用 1 mL 分级分离缓冲液重悬细胞（组织按 1:10 w/v 加入缓冲液），冰上溶胀 15 min。",
      ),
    },
    {
      text: b(
        "Homogenise in a pre-chilled Dounce homogeniser with the tight pestle (15–30 strokes for cells; 5 loose followed by 10 tight strokes for tissue). Check lysis of a 10 µL aliquot with trypan blue under the microscope.",
        "在预冷的 Dounce 匀浆器中用紧研杵匀浆（细胞 15–30 次；组织先用松研杵 5 次、再用紧研杵 10 次）。取 10 µL 匀浆加台盼蓝在显微镜下检查裂解情况。",
      ),
      notes: [
        b(
          "Critical: stop when 85–95% of cells are broken but nuclei are round and intact; over-homogenisation ruptures nuclei and mitochondria and contaminates the cytosol.",
          "关键：当 85%–95% 的细胞破碎而细胞核仍呈圆形且完整时即停止；过度匀浆会使细胞核和线粒体破裂，污染胞质组分。",
        ),
      ],
    },
    {
      text: b(
        "Keep 50 µL of homogenate as the total fraction. Centrifuge the rest at 1,000 × g for 10 min at 4 °C; the pellet is the crude nuclear fraction (P1).",
        "保留 50 µL 匀浆作为总组分。其余部分于 4 °C、1,000 × g 离心 10 min；沉淀为粗细胞核组分（P1）。",
      ),
    },
    {
      text: b(
        "Transfer the supernatant (S1) to a new tube and centrifuge at 10,000 × g for 15 min at 4 °C; the pellet is the heavy-membrane fraction enriched in mitochondria (P2).",
        "将上清（S1）转移至新管，4 °C、10,000 × g 离心 15 min；沉淀为富含线粒体的重膜组分（P2）。",
      ),
    },
    {
      text: b(
        "Transfer the supernatant (S2) to thick-wall polycarbonate tubes and centrifuge at 100,000 × g for 60 min at 4 °C (TLA-120.2 rotor for up to 1 mL, TLA-100.3 rotor for up to 3.5 mL). The pellet contains microsomes (P3) and the supernatant is the cytosol (S3).",
        "将上清（S2）转移至厚壁聚碳酸酯管中，于 4 °C、100,000 × g 离心 60 min（1 mL 以内用 TLA-120.2 转头，3.5 mL 以内用 TLA-100.3 转头）。沉淀为微粒体（P3），上清为胞质组分（S3）。",
      ),
      notes: [
        b(
          "Caution: balance ultracentrifuge tubes to within 0.01 g and never exceed the rated speed of the rotor.",
          "注意：超速离心管须配平至 0.01 g 以内，且转速不得超过转头的额定转速。",
        ),
      ],
    },
    {
      text: b(
        "Wash P1 twice by resuspending in 1 mL of fractionation buffer and centrifuging at 1,000 × g for 10 min; wash P2 once at 10,000 × g for 15 min, all at 4 °C.",
        "P1 用 1 mL 分级分离缓冲液重悬后于 1,000 × g 离心 10 min，共洗涤两次；P2 于 10,000 × g 离心 15 min 洗涤一次，均在 4 °C 进行。",
      ),
    },
    {
      text: b(
        "Lyse the washed pellets in RIPA buffer (P1 in 200 µL with brief sonication to shear DNA; P2 and P3 in 100 µL) for 30 min on ice, and clear at 16,000 × g for 10 min.",
        "用 RIPA 缓冲液在冰上裂解洗涤后的沉淀 30 min（P1 用 200 µL，并短暂超声剪切 DNA；P2 和 P3 各用 100 µL），然后 16,000 × g 离心 10 min 澄清。",
      ),
      notes: [
        b(
          "Pause point: fractions can be snap-frozen in liquid nitrogen and stored at −80 °C for several months.",
          "暂停点：各组分可用液氮速冻后于 −80 °C 保存数月。",
        ),
      ],
    },
    {
      text: b(
        "Measure protein concentration with the BCA assay and record the volume of every fraction to calculate the total protein per fraction.",
        "用 BCA 法测定蛋白浓度，并记录每个组分的体积，以计算各组分的蛋白总量。",
      ),
    },
    {
      text: b(
        "Load the same percentage of each fraction (for example 2% of total volume) for Western blotting and probe for lamin B1 (nucleus), TOMM20 (mitochondria), calnexin (endoplasmic reticulum) and GAPDH (cytosol) together with the proteins of interest.",
        "各组分按相同比例（例如总体积的 2%）上样进行蛋白质印迹，同时检测 Lamin B1（细胞核）、TOMM20（线粒体）、钙连蛋白（内质网）和 GAPDH（胞质）以及目的蛋白。",
      ),
    },
  ],
  dataAnalysis: [
    b(
      "Quantify band intensities in the linear range (Image Lab or Fiji), multiply by the dilution factor of each fraction and express each protein as a percentage of the sum of all fractions. Report marker distributions alongside the protein of interest so that cross-contamination can be judged, and correct translocation estimates only when marker contamination is below 10%.",
      "在线性范围内定量条带强度（Image Lab 或 Fiji），乘以各组分的稀释倍数，将每种蛋白表示为其占所有组分总和的百分比。应将标志蛋白的分布与目的蛋白一并报告，以便判断交叉污染；仅当标志蛋白污染低于 10% 时，才对转位估计值进行校正。",
    ),
  ],
  troubleshooting: [
    {
      problem: b("Lamin B1 or histone signal in the cytosol", "胞质组分中出现 Lamin B1 或组蛋白信号"),
      cause: b("Nuclei broken by over-homogenisation", "匀浆过度导致细胞核破裂"),
      solution: b("Reduce the number of strokes and check nuclei by microscopy after every five strokes", "减少研磨次数，每研磨 5 次用显微镜检查细胞核"),
    },
    {
      problem: b("Large amount of GAPDH in P1", "P1 中含大量 GAPDH"),
      cause: b("Unbroken cells sediment with nuclei", "未破碎的细胞随细胞核一同沉降"),
      solution: b("Extend swelling to 20 min and add strokes until more than 85% of cells are lysed", "将溶胀时间延长至 20 min，并增加研磨次数直至 85% 以上的细胞裂解"),
    },
    {
      problem: b("Low yield of mitochondrial proteins", "线粒体蛋白得率低"),
      cause: b("Mitochondria lost in P1 because of clumping, or ruptured in hypotonic buffer", "线粒体聚集后随 P1 丢失，或在低渗缓冲液中破裂"),
      solution: b("Keep 250 mM sucrose throughout and resuspend P1 once to release trapped mitochondria", "全程保持 250 mM 蔗糖，并将 P1 重悬一次以释放被包裹的线粒体"),
    },
  ],
  recipes: [
    {
      name: b("Fractionation buffer", "分级分离缓冲液"),
      composition: b(
        "250 mM sucrose, 20 mM HEPES-KOH pH 7.4, 10 mM KCl, 1.5 mM MgCl~2~, 1 mM EDTA, 1 mM EGTA; add 1 mM DTT and inhibitors before use",
        "250 mM 蔗糖，20 mM HEPES-KOH（pH 7.4），10 mM KCl，1.5 mM MgCl~2~，1 mM EDTA，1 mM EGTA；临用前加入 1 mM DTT 及抑制剂",
      ),
    },
    {
      name: b("RIPA buffer", "RIPA 缓冲液"),
      composition: b(
        "50 mM Tris-HCl pH 7.4, 150 mM NaCl, 1% NP-40, 0.5% sodium deoxycholate, 0.1% SDS, 1 mM EDTA",
        "50 mM Tris-HCl（pH 7.4），150 mM NaCl，1% NP-40，0.5% 脱氧胆酸钠，0.1% SDS，1 mM EDTA",
      ),
    },
  ],
  references: [
    {
      authors: "de Duve, C., Pressman, B. C., Gianetto, R., Wattiaux, R. and Appelmans, F.",
      year: 1955,
      title: "Tissue fractionation studies. 6. Intracellular distribution patterns of enzymes in rat-liver tissue",
      journal: "Biochemical Journal",
      volume: "60(4)",
      pages: "604–617",
    },
    {
      authors: "Cox, B. and Emili, A.",
      year: 2006,
      title: "Tissue subcellular fractionation and protein extraction for use in mass-spectrometry-based proteomics",
      journal: "Nature Protocols",
      volume: "1(4)",
      pages: "1872–1878",
    },
    {
      authors: "Frezza, C., Cipolat, S. and Scorrano, L.",
      year: 2007,
      title: "Organelle isolation: functional mitochondria from mouse liver, muscle and cultured fibroblasts",
      journal: "Nature Protocols",
      volume: "2(2)",
      pages: "287–295",
    },
  ],
};

const transwell: Technique = {
  id: "transwell-migration-invasion",
  name: b("Transwell migration and invasion assay", "Transwell 小室法"),
  categoryIds: [4, 15],
  contexts: [
    human("MDA-MB-231 breast cancer cells", "人乳腺癌 MDA-MB-231 细胞"),
    human("HT-1080 fibrosarcoma cells", "人纤维肉瘤 HT-1080 细胞"),
    human("A549 lung adenocarcinoma cells", "人肺腺癌 A549 细胞"),
    mouse("B16-F10 melanoma cells", "小鼠黑色素瘤 B16-F10 细胞"),
    mouse("4T1 mammary carcinoma cells", "小鼠乳腺癌 4T1 细胞"),
  ],
  targets: [
    b("serum-directed migration", "血清趋化迁移"),
    b("invasion through basement membrane matrix", "基底膜基质侵袭能力"),
    b("motility after gene silencing", "基因沉默后运动能力"),
    b("inhibitor sensitivity of cell migration", "迁移抑制剂敏感性"),
  ],
  keywords: [
    b("cell migration", "细胞迁移"),
    b("cell invasion", "细胞侵袭"),
    b("Boyden chamber", "Boyden 小室"),
    b("Matrigel", "Matrigel 基质胶"),
    b("chemotaxis", "趋化性"),
  ],
  titles: [
    b("Transwell Assays of {target} in {sample}", "Transwell 小室检测{sample}的{target}"),
    b(
      "Measuring {target} of Tumour Cells with Boyden Chambers",
      "利用 Boyden 小室测定肿瘤细胞的{target}",
    ),
    b(
      "A Standardised Transwell Migration and Invasion Protocol for {sample}",
      "适用于{sample}的标准化 Transwell 迁移与侵袭实验方案",
    ),
  ],
  abstract: {
    aim: [
      b(
        "Here we describe a Transwell protocol for quantifying {target} in {sample}.",
        "本文介绍一种 Transwell 小室实验方案，用于定量检测{sample}的{target}。",
      ),
      b(
        "Migration through uncoated membranes and invasion through Matrigel are measured in parallel, so that invasion can be normalised to the intrinsic motility of the cells.",
        "方案同时检测细胞穿过无包被滤膜的迁移和穿过 Matrigel 的侵袭，从而可将侵袭能力按细胞自身的运动能力进行归一化。",
      ),
    ],
    method: [
      b(
        "Serum-starved cells are seeded in serum-free medium into 8 µm pore inserts, with medium containing 10% FBS as the chemoattractant in the lower well.",
        "将血清饥饿的细胞以无血清培养基接种于孔径 8 µm 的小室中，下室加入含 10% FBS 的培养基作为趋化剂。",
      ),
      b(
        "After 16–24 h (migration) or 24–48 h (invasion), non-migrated cells are removed from the upper surface and cells on the lower surface are fixed and stained with crystal violet.",
        "迁移 16–24 h 或侵袭 24–48 h 后，擦去滤膜上表面未迁移的细胞，对下表面的细胞进行固定和结晶紫染色。",
      ),
      b(
        "Cells are counted in five fields per insert or the dye is eluted and measured at 590 nm, and a proliferation control is run in parallel.",
        "每个小室计数 5 个视野的细胞，或洗脱染料后测定 590 nm 吸光度，并平行设置增殖对照。",
      ),
    ],
    result: [
      b(
        "Serum increased the number of migrated cells 6–15-fold over serum-free controls, and replicate inserts differed by less than 15%.",
        "与无血清对照相比，血清使迁移细胞数增加 6–15 倍，复孔间差异小于 15%。",
      ),
      b(
        "The invasion index (invaded/migrated cells) ranged from 20% to 60% depending on the cell line, and counts of eluted crystal violet correlated with manual cell counts (R^2^ = 0.96).",
        "侵袭指数（侵袭细胞数/迁移细胞数）因细胞系不同在 20%–60% 之间，结晶紫洗脱法的结果与人工计数高度相关（R^2^ = 0.96）。",
      ),
    ],
  },
  background: [
    b(
      "The two-compartment chamber introduced by Boyden to study leucocyte chemotaxis [1] measures directional migration of cells through the pores of a porous membrane towards a chemoattractant. Coating the membrane with a reconstituted basement membrane (Matrigel) turns the assay into a test of invasion, because cells must degrade and move through the matrix before they reach the pores [2].",
      "Boyden 为研究白细胞趋化而设计的双室小室 [1]，可测定细胞沿趋化剂梯度穿过多孔滤膜的定向迁移。在滤膜上包被重组基底膜（Matrigel）后，细胞必须先降解并穿过基质才能到达滤膜孔，该实验即成为侵袭实验 [2]。",
    ),
    b(
      "Transwell assays are simple and scalable but sensitive to seeding density, serum carry-over and differences in proliferation during the assay [3]. This protocol therefore includes serum starvation, a serum-free negative control, uncoated inserts for normalising invasion and a parallel proliferation control.",
      "Transwell 实验操作简便、易于扩大规模，但对接种密度、血清残留以及实验期间的增殖差异较为敏感 [3]。因此，本方案包含血清饥饿、无血清阴性对照、用于归一化侵袭能力的无包被小室以及平行的增殖对照。",
    ),
  ],
  materials: [
    m("Transwell permeable supports, 6.5 mm, 8.0 µm pore polycarbonate membrane, 24-well plate", "Transwell 小室，6.5 mm，8.0 µm 孔径聚碳酸酯膜，24 孔板", "Corning", "3422"),
    m("Matrigel basement membrane matrix, growth factor reduced", "Matrigel 基底膜基质，生长因子减少型", "Corning", "356231"),
    m("Fetal bovine serum", "胎牛血清", GIBCO, "10270106"),
    m("Trypsin-EDTA (0.25%), phenol red", "胰蛋白酶-EDTA（0.25%），含酚红", GIBCO, "25200056"),
    m("Bovine serum albumin, fatty acid-free", "牛血清白蛋白，无脂肪酸", "Sigma-Aldrich", "A8806"),
    m("Crystal violet", "结晶紫", "Sigma-Aldrich", "C0775"),
    m("Paraformaldehyde, 16% aqueous solution", "多聚甲醛，16% 水溶液", "Electron Microscopy Sciences", "15710"),
  ],
  equipment: [
    m("Inverted microscope with camera", "带相机的倒置显微镜", "Olympus", "CKX53 with DP28"),
    m("Automated cell counter", "全自动细胞计数仪", INVITROGEN, "Countess 3"),
    m("Microplate reader", "酶标仪", "Agilent BioTek", "Synergy H1"),
    m("CO2 incubator", "CO2 培养箱", "Thermo Fisher Scientific", "Heracell VIOS 160i"),
  ],
  software: [m("Fiji (ImageJ)", "Fiji（ImageJ）", "NIH / Fiji community", "v1.54f")],
  steps: [
    {
      text: b(
        "Grow cells to 70–80% confluence and replace the medium with serum-free medium containing 0.1% BSA for 12–24 h before the assay.",
        "将细胞培养至汇合度 70%–80%，实验前 12–24 h 更换为含 0.1% BSA 的无血清培养基。",
      ),
    },
    {
      text: b(
        "For invasion inserts, thaw Matrigel overnight on ice at 4 °C, dilute it to 300 µg/mL in cold serum-free medium and add 100 µL to the upper chamber of each insert. Let it gel for 2 h at 37 °C.",
        "侵袭小室：Matrigel 于 4 °C 冰上过夜融化，用预冷无血清培养基稀释至 300 µg/mL，每个小室上室加入 100 µL，37 °C 放置 2 h 使其凝固。",
      ),
      notes: [
        b(
          "Critical: keep Matrigel, tips and tubes cold; Matrigel gels within minutes above 10 °C and an uneven layer gives variable invasion.",
          "关键：Matrigel、枪头和离心管须保持低温；Matrigel 在 10 °C 以上数分钟内即会凝固，包被不均会导致侵袭结果波动。",
        ),
      ],
    },
    {
      text: b(
        "Remove the remaining liquid from the coated inserts and rehydrate both coated and uncoated inserts with 100 µL of warm serum-free medium for 1 h at 37 °C.",
        "吸去包被小室中残留的液体，用 100 µL 预热的无血清培养基于 37 °C 水化包被和未包被小室 1 h。",
      ),
    },
    {
      text: b(
        "Detach the cells with trypsin-EDTA, neutralise, wash twice in serum-free medium (300 × g, 5 min) and resuspend at 5 × 10^5^ cells/mL in serum-free medium with 0.1% BSA.",
        "用胰蛋白酶-EDTA 消化细胞，中和后用无血清培养基洗涤两次（300 × g，5 min），再用含 0.1% BSA 的无血清培养基重悬至 5 × 10^5^ 个/mL。",
      ),
      notes: [
        b(
          "Critical: residual serum in the upper chamber abolishes the gradient; wash the cells carefully.",
          "关键：上室残留的血清会消除浓度梯度，细胞须充分洗涤。",
        ),
      ],
    },
    {
      text: b(
        "Add 600 µL of medium with 10% FBS to the lower wells (serum-free medium for the negative control) and place the inserts in the wells at an angle to avoid trapping air under the membrane.",
        "下室每孔加入 600 µL 含 10% FBS 的培养基（阴性对照用无血清培养基），将小室倾斜放入孔中，避免滤膜下方产生气泡。",
      ),
    },
    {
      text: b(
        "Aspirate the rehydration medium and seed 100 µL of the cell suspension (5 × 10^4^ cells) into each upper chamber. Add inhibitors or vehicle at the same concentration to both chambers. Use triplicate inserts per condition.",
        "吸去水化液，每个上室接种 100 µL 细胞悬液（5 × 10^4^ 个细胞）。抑制剂或溶剂对照须以相同浓度同时加入上、下室。每个条件设 3 个复孔。",
      ),
    },
    {
      text: b(
        "Incubate at 37 °C and 5% CO~2~ for 16–24 h (migration) or 24–48 h (invasion). Seed the same number of cells in a 96-well plate in parallel to control for proliferation during the assay.",
        "于 37 °C、5% CO~2~ 培养 16–24 h（迁移）或 24–48 h（侵袭）。同时在 96 孔板中接种相同数量的细胞，作为实验期间增殖的对照。",
      ),
    },
    {
      text: b(
        "Remove the medium from the upper chamber and wipe the upper surface of the membrane twice with a cotton swab moistened with PBS.",
        "吸去上室培养基，用 PBS 润湿的棉签擦拭滤膜上表面两次。",
      ),
    },
    {
      text: b(
        "Fix the cells on the lower surface in 4% PFA for 15 min, wash with PBS and stain with 0.1% crystal violet in 20% methanol for 20 min at room temperature.",
        "用 4% PFA 固定滤膜下表面的细胞 15 min，PBS 洗涤后用 0.1% 结晶紫（20% 甲醇配制）室温染色 20 min。",
      ),
      notes: [
        b(
          "Caution: crystal violet is toxic and PFA is a sensitiser; wear gloves and collect the waste separately.",
          "注意：结晶紫有毒，PFA 为致敏物；须佩戴手套，废液单独收集。",
        ),
      ],
    },
    {
      text: b(
        "Dip the inserts in distilled water until the rinse is clear and let the membranes air-dry upside down.",
        "将小室在蒸馏水中反复浸洗至洗液无色，倒置晾干滤膜。",
      ),
      notes: [
        b(
          "Pause point: dried, stained inserts can be kept at room temperature in the dark for several months.",
          "暂停点：染色并干燥的小室可于室温避光保存数月。",
        ),
      ],
    },
    {
      text: b(
        "Photograph five predefined fields (centre and four quadrants) per membrane with a 10× objective; alternatively elute the dye in 200 µL of 10% acetic acid for 10 min and read absorbance at 590 nm.",
        "用 10× 物镜对每张滤膜预先设定的 5 个视野（中心和四个象限）拍照；或用 200 µL 10% 乙酸洗脱染料 10 min，测定 590 nm 吸光度。",
      ),
    },
  ],
  dataAnalysis: [
    b(
      "Count cells with the Analyze Particles function in Fiji after thresholding, excluding objects smaller than 50 µm^2^ (pores and debris). Average the five fields per insert and the three inserts per condition, subtract the serum-free control and normalise to the proliferation control. Express invasion as the invasion index: cells through Matrigel divided by cells through uncoated membranes × 100%. Compare conditions from at least three independent experiments with a paired *t*-test or ANOVA.",
      "在 Fiji 中设定阈值后用 Analyze Particles 功能计数细胞，排除小于 50 µm^2^ 的目标（滤膜孔和碎片）。先对每个小室的 5 个视野求平均，再对每个条件的 3 个复孔求平均，扣除无血清对照并按增殖对照归一化。侵袭能力以侵袭指数表示：穿过 Matrigel 的细胞数除以穿过无包被滤膜的细胞数 × 100%。以至少三次独立实验的数据，用配对 *t* 检验或方差分析比较各条件。",
    ),
  ],
  troubleshooting: [
    {
      problem: b("Few cells migrate even with serum", "即使有血清，迁移细胞也很少"),
      cause: b("Incubation too short; pore size too small; cells damaged by over-trypsinisation", "孵育时间过短；孔径过小；胰酶消化过度损伤细胞"),
      solution: b("Extend the incubation, confirm 8 µm pores and shorten trypsinisation or use Accutase", "延长孵育时间，确认使用 8 µm 孔径，缩短消化时间或改用 Accutase"),
    },
    {
      problem: b("Many cells in the serum-free control", "无血清对照中迁移细胞过多"),
      cause: b("Serum carry-over or too many cells seeded", "血清残留或接种细胞过多"),
      solution: b("Wash cells twice in serum-free medium and titrate seeding density (2.5–10 × 10^4^ cells)", "用无血清培养基洗涤两次，并滴定接种密度（2.5–10 × 10^4^ 个细胞）"),
    },
    {
      problem: b("Large variation between replicate inserts", "复孔间差异大"),
      cause: b("Uneven Matrigel layer or air bubbles under the membrane", "Matrigel 包被不均或滤膜下有气泡"),
      solution: b("Coat with cold pipette tips on a level surface and insert the chambers at an angle", "在水平台面上用预冷枪头包被，并倾斜放入小室"),
    },
  ],
  references: [
    {
      authors: "Boyden, S.",
      year: 1962,
      title: "The chemotactic effect of mixtures of antibody and antigen on polymorphonuclear leucocytes",
      journal: "Journal of Experimental Medicine",
      volume: "115(3)",
      pages: "453–466",
    },
    {
      authors: "Albini, A., Iwamoto, Y., Kleinman, H. K., Martin, G. R., Aaronson, S. A., Kozlowski, J. M. and McEwan, R. N.",
      year: 1987,
      title: "A rapid in vitro assay for quantitating the invasive potential of tumor cells",
      journal: "Cancer Research",
      volume: "47(12)",
      pages: "3239–3245",
    },
    {
      authors: "Justus, C. R., Leffler, N., Ruiz-Echevarria, M. and Yang, L. V.",
      year: 2014,
      title: "In vitro cell migration and invasion assays",
      journal: "Journal of Visualized Experiments",
      volume: "88",
      pages: "e51046",
    },
  ],
};

const proximityLigation: Technique = {
  id: "in-situ-proximity-ligation-assay",
  name: b("in situ proximity ligation assay", "原位邻近连接技术"),
  categoryIds: [4],
  contexts: [
    human("HeLa cervical carcinoma cells", "人宫颈癌 HeLa 细胞"),
    human("U2OS osteosarcoma cells", "人骨肉瘤 U2OS 细胞"),
    human("HEK293 cells", "人胚肾 HEK293 细胞"),
    mouse("mouse embryonic fibroblasts", "小鼠胚胎成纤维细胞"),
    rat("primary rat cortical neurons", "大鼠原代皮层神经元"),
  ],
  targets: [
    b("endogenous protein–protein interactions", "内源性蛋白质相互作用"),
    b("endoplasmic reticulum–mitochondria contacts", "内质网-线粒体接触位点"),
    b("site-specific protein phosphorylation", "蛋白位点特异性磷酸化"),
    b("drug-induced dissociation of protein complexes", "药物诱导蛋白复合物解离"),
  ],
  keywords: [
    b("proximity ligation assay", "邻近连接技术"),
    b("protein–protein interaction", "蛋白质相互作用"),
    b("rolling-circle amplification", "滚环扩增"),
    b("single-molecule detection", "单分子检测"),
    b("in situ", "原位检测"),
  ],
  titles: [
    b("Visualising {target} in {sample} by In Situ Proximity Ligation", "原位邻近连接技术显示{sample}的{target}"),
    b(
      "Single-Molecule Detection of {target} in Fixed Cells with Proximity Ligation",
      "邻近连接技术在固定细胞中单分子检测{target}",
    ),
    b("Counting {target} Cell by Cell with the Proximity Ligation Assay", "利用邻近连接技术逐个细胞计数{target}"),
  ],
  abstract: {
    aim: [
      b(
        "Here we describe an in situ proximity ligation assay (PLA) for detecting {target} in {sample} at single-molecule resolution.",
        "本文介绍一种原位邻近连接技术（PLA）方案，用于在单分子水平检测{sample}的{target}。",
      ),
      b(
        "Unlike co-immunoprecipitation, PLA preserves cellular context and reports {target} in individual cells.",
        "与免疫共沉淀不同，PLA 保留了细胞内的空间信息，可在单个细胞中反映{target}。",
      ),
    ],
    method: [
      b(
        "Fixed and permeabilised cells are incubated with two primary antibodies raised in different species and then with oligonucleotide-conjugated secondary antibodies (PLA probes).",
        "固定并通透后的细胞先与两种不同种属来源的一抗孵育，再与偶联寡核苷酸的二抗（PLA 探针）孵育。",
      ),
      b(
        "When the probes are closer than about 40 nm, connector oligonucleotides are ligated into a circle that is amplified by rolling-circle amplification and detected with fluorescent probes.",
        "当两个探针距离小于约 40 nm 时，连接寡核苷酸被连接成环，经滚环扩增后用荧光探针检测。",
      ),
      b(
        "Fluorescent spots are counted per cell in z-stack projections and compared with single-antibody and knock-down controls.",
        "在 z 轴层扫投影图中逐个细胞计数荧光点，并与单一抗体对照及敲低对照进行比较。",
      ),
    ],
    result: [
      b(
        "Specific antibody pairs gave 15–60 PLA spots per cell, whereas single-primary-antibody controls gave fewer than 2 spots per cell.",
        "特异性抗体对每个细胞产生 15–60 个 PLA 信号点，而单一一抗对照每个细胞少于 2 个信号点。",
      ),
      b(
        "siRNA knock-down of either partner reduced the signal by 70–90%, confirming that the spots reported {target}.",
        "用 siRNA 敲低任一配对蛋白可使信号降低 70%–90%，证实这些信号点反映的是{target}。",
      ),
    ],
  },
  background: [
    b(
      "The proximity ligation assay converts the recognition of two epitopes that lie close together into an amplifiable DNA molecule [1]. Adapted to fixed cells and tissues, the in situ version detects individual endogenous protein complexes as discrete fluorescent spots, without overexpression or tagging [2].",
      "邻近连接技术将两个彼此靠近的表位的识别转化为可扩增的 DNA 分子 [1]。将其应用于固定细胞和组织后，原位 PLA 可把单个内源性蛋白复合物显示为离散的荧光点，而无需过表达或标签 [2]。",
    ),
    b(
      "Because the signal requires both antibodies to bind within about 40 nm, PLA is more specific than colocalisation in conventional microscopy, and because each complex gives one spot, it can be counted [2]. The assay reports proximity rather than direct binding, so careful controls are part of the procedure.",
      "由于信号的产生需要两种抗体在约 40 nm 范围内同时结合，PLA 比常规显微镜下的共定位更具特异性；又因每个复合物产生一个信号点，故可进行计数 [2]。该方法反映的是空间邻近而非直接结合，因此严格的对照是流程中不可缺少的部分。",
    ),
  ],
  materials: [
    m("Duolink In Situ Red Starter Kit Mouse/Rabbit", "Duolink 原位 PLA 红色入门试剂盒（小鼠/兔）", "Sigma-Aldrich", "DUO92101"),
    m("Duolink In Situ Detection Reagents Red", "Duolink 原位检测试剂（红色）", "Sigma-Aldrich", "DUO92008"),
    m("Duolink In Situ Wash Buffers, Fluorescence", "Duolink 原位洗涤缓冲液（荧光）", "Sigma-Aldrich", "DUO82049"),
    m("Duolink In Situ Mounting Medium with DAPI", "Duolink 原位含 DAPI 封片剂", "Sigma-Aldrich", "DUO82040"),
    m("Paraformaldehyde, 16% aqueous solution, EM grade", "多聚甲醛，16% 水溶液，电镜级", "Electron Microscopy Sciences", "15710"),
    m("Triton X-100", "Triton X-100", "Sigma-Aldrich", "T8787"),
    m("Cover glasses, 12 mm round, No. 1.5H", "盖玻片，直径 12 mm 圆形，No. 1.5H", "Marienfeld", "0117520"),
  ],
  equipment: [
    m("Widefield or confocal microscope with Texas Red and DAPI filter sets", "配备 Texas Red 和 DAPI 滤光片组的宽场或共聚焦显微镜", "Carl Zeiss", "LSM 900"),
    m("Hybridisation oven or humidified incubator at 37 °C", "37 °C 杂交炉或加湿培养箱", "Thermo Fisher Scientific", "Heratherm IGS60"),
    m("Humidity chamber for slides", "玻片湿盒", "Simport", "M920-2"),
  ],
  software: [
    m("Fiji (ImageJ)", "Fiji（ImageJ）", "NIH / Fiji community", "v1.54f"),
    m("CellProfiler", "CellProfiler", "Broad Institute", "v4.2.6"),
  ],
  steps: [
    {
      text: b(
        "Grow cells on 12 mm No. 1.5H coverslips (coated with 50 µg/mL poly-D-lysine for neurons) to 60–70% confluence and apply the experimental treatments.",
        "将细胞培养于 12 mm No. 1.5H 盖玻片上（神经元需用 50 µg/mL 多聚-D-赖氨酸包被），至汇合度 60%–70% 后进行实验处理。",
      ),
    },
    {
      text: b(
        "Fix with 4% PFA for 15 min at room temperature, wash three times with PBS and permeabilise with 0.1% Triton X-100 in PBS for 10 min.",
        "用 4% PFA 室温固定 15 min，PBS 洗涤三次，再用含 0.1% Triton X-100 的 PBS 通透 10 min。",
      ),
      notes: [
        b(
          "Pause point: fixed coverslips can be stored in PBS at 4 °C for up to one week.",
          "暂停点：固定后的盖玻片可在 PBS 中于 4 °C 保存至多一周。",
        ),
      ],
    },
    {
      text: b(
        "Transfer the coverslips to a humidity chamber, add 40 µL of Duolink Blocking Solution and incubate for 60 min at 37 °C.",
        "将盖玻片移入湿盒，加入 40 µL Duolink 封闭液，37 °C 孵育 60 min。",
      ),
      notes: [
        b(
          "Critical: never let the coverslips dry from this step on; drying produces bright non-specific spots.",
          "关键：自此步起切勿让盖玻片干燥，干燥会产生明亮的非特异性信号点。",
        ),
      ],
    },
    {
      text: b(
        "Tap off the blocking solution and add 40 µL of the two primary antibodies (one mouse, one rabbit) diluted in Duolink Antibody Diluent at the concentration that works for immunofluorescence. Incubate overnight at 4 °C.",
        "甩去封闭液，加入 40 µL 以 Duolink 抗体稀释液稀释的两种一抗（一种小鼠来源，一种兔来源），浓度与免疫荧光中的有效浓度相同，4 °C 孵育过夜。",
      ),
      substeps: [
        b("Technical negative controls: each primary antibody alone, and no primary antibody.", "技术阴性对照：两种一抗分别单独孵育，以及不加一抗。"),
        b(
          "Biological negative control: cells depleted of one partner by siRNA or knockout.",
          "生物学阴性对照：用 siRNA 或基因敲除去除其中一个配对蛋白的细胞。",
        ),
      ],
    },
    {
      text: b(
        "Wash twice for 5 min in Wash Buffer A at room temperature with gentle agitation.",
        "用洗涤缓冲液 A 室温轻摇洗涤两次，每次 5 min。",
      ),
    },
    {
      text: b(
        "Dilute the PLUS and MINUS PLA probes 1:5 in Antibody Diluent, let the mix stand for 20 min, add 40 µL per coverslip and incubate for 1 h at 37 °C.",
        "用抗体稀释液按 1:5 稀释 PLUS 和 MINUS PLA 探针，静置 20 min 后每片盖玻片加入 40 µL，37 °C 孵育 1 h。",
      ),
    },
    {
      text: b("Wash twice for 5 min in Wash Buffer A.", "用洗涤缓冲液 A 洗涤两次，每次 5 min。"),
    },
    {
      text: b(
        "Dilute Ligation Buffer 1:5 in high-purity water, add ligase at 1:40 immediately before use, add 40 µL per coverslip and incubate for 30 min at 37 °C.",
        "用高纯水按 1:5 稀释连接缓冲液，临用前按 1:40 加入连接酶，每片盖玻片加 40 µL，37 °C 孵育 30 min。",
      ),
    },
    {
      text: b(
        "Wash twice for 2 min in Wash Buffer A. Dilute Amplification Buffer 1:5, add polymerase at 1:80, add 40 µL per coverslip and incubate for 100 min at 37 °C in the dark.",
        "用洗涤缓冲液 A 洗涤两次，每次 2 min。按 1:5 稀释扩增缓冲液并按 1:80 加入聚合酶，每片盖玻片加 40 µL，37 °C 避光孵育 100 min。",
      ),
      notes: [
        b(
          "Critical: keep the ligase and polymerase at −20 °C in a freezer block and add them last; the amplification buffer is light-sensitive.",
          "关键：连接酶和聚合酶应放在 −20 °C 冷冻模块中，最后加入；扩增缓冲液需避光。",
        ),
      ],
    },
    {
      text: b(
        "Wash twice for 10 min in 1× Wash Buffer B and once for 1 min in 0.01× Wash Buffer B.",
        "用 1× 洗涤缓冲液 B 洗涤两次，每次 10 min，再用 0.01× 洗涤缓冲液 B 洗涤 1 min。",
      ),
    },
    {
      text: b(
        "Mount the coverslips on slides with 6 µL of Duolink Mounting Medium with DAPI and wait 15 min before imaging.",
        "用 6 µL 含 DAPI 的 Duolink 封片剂将盖玻片封于载玻片上，15 min 后成像。",
      ),
      notes: [
        b(
          "Pause point: mounted slides can be stored at −20 °C in the dark for several days.",
          "暂停点：封片后的玻片可于 −20 °C 避光保存数天。",
        ),
      ],
    },
    {
      text: b(
        "Acquire z-stacks (0.5 µm steps through the whole cell) with a 63×/1.40 NA objective in the DAPI and Texas Red channels, using identical settings for all samples and at least 10 fields (more than 50 cells) per condition.",
        "用 63×/1.40 NA 物镜在 DAPI 和 Texas Red 通道采集 z 轴层扫图像（步长 0.5 µm，覆盖整个细胞），所有样品采用相同设置，每个条件至少 10 个视野（50 个以上细胞）。",
      ),
    },
  ],
  dataAnalysis: [
    b(
      "Make maximum-intensity projections in Fiji [3]. In CellProfiler, segment nuclei from DAPI, expand them by 15–20 µm or use a cytoplasmic counterstain to define cells, and detect PLA spots with the enhance-speckles filter followed by a fixed threshold set on the positive sample. Report spots per cell and compare with the technical and biological controls; subtract the mean of single-antibody controls only if it is below 10% of the signal.",
      "在 Fiji 中生成最大强度投影 [3]。在 CellProfiler 中由 DAPI 分割细胞核，再将核向外扩展 15–20 µm 或利用胞质复染确定细胞范围，用斑点增强滤波后以在阳性样品上设定的固定阈值检测 PLA 信号点。报告每个细胞的信号点数，并与技术对照和生物学对照比较；仅当单一抗体对照均值低于信号的 10% 时才将其扣除。",
    ),
    b(
      "Show the distribution of spots per cell for every condition and test differences on the means of at least three independent experiments.",
      "展示每个条件下单细胞信号点数的分布，并以至少三次独立实验的均值进行差异检验。",
    ),
  ],
  troubleshooting: [
    {
      problem: b("No spots in the positive sample", "阳性样品无信号点"),
      cause: b("Primary antibodies from the same species or inactive enzymes", "两种一抗来自同一种属，或酶已失活"),
      solution: b("Use one mouse and one rabbit antibody; keep ligase and polymerase cold and within their expiry date", "选用一种小鼠和一种兔来源的抗体；酶须低温保存并在有效期内使用"),
    },
    {
      problem: b("Many spots in single-antibody controls", "单一抗体对照中信号点多"),
      cause: b("Non-specific binding of PLA probes or too much primary antibody", "PLA 探针非特异性结合或一抗用量过多"),
      solution: b("Titrate primary antibodies, extend blocking and make sure the coverslips never dry", "滴定一抗用量，延长封闭时间，并确保盖玻片始终不干"),
    },
    {
      problem: b("Spots too dense to count", "信号点过密无法计数"),
      cause: b("Highly abundant complex", "复合物丰度过高"),
      solution: b("Dilute both primary antibodies further or shorten amplification to 60 min", "进一步稀释两种一抗，或将扩增缩短至 60 min"),
    },
  ],
  references: [
    {
      authors: "Fredriksson, S., Gullberg, M., Jarvius, J., Olsson, C., Pietras, K., Gústafsdóttir, S. M., Östman, A. and Landegren, U.",
      year: 2002,
      title: "Protein detection using proximity-dependent DNA ligation assays",
      journal: "Nature Biotechnology",
      volume: "20(5)",
      pages: "473–477",
    },
    {
      authors: "Söderberg, O., Gullberg, M., Jarvius, M., Ridderstråle, K., Leuchowius, K. J., Jarvius, J., et al.",
      year: 2006,
      title: "Direct observation of individual endogenous protein complexes in situ by proximity ligation",
      journal: "Nature Methods",
      volume: "3(12)",
      pages: "995–1000",
    },
    {
      authors: "Schindelin, J., Arganda-Carreras, I., Frise, E., Kaynig, V., Longair, M., Pietzsch, T., et al.",
      year: 2012,
      title: "Fiji: an open-source platform for biological-image analysis",
      journal: "Nature Methods",
      volume: "9(7)",
      pages: "676–682",
      doi: "10.1038/nmeth.2019",
    },
  ],
};

// ---------------------------------------------------------------------------------------------------------------
// Cancer Biology (15)
// ---------------------------------------------------------------------------------------------------------------

const spheroidDrugResponse: Technique = {
  id: "tumour-spheroid-drug-response",
  name: b("tumour spheroid drug-response assay", "三维肿瘤球体模型"),
  categoryIds: [15, 4],
  contexts: [
    human("HCT116 colorectal carcinoma cells", "人结直肠癌 HCT116 细胞"),
    human("MCF-7 breast cancer cells", "人乳腺癌 MCF-7 细胞"),
    human("U-87 MG glioblastoma cells", "人胶质母细胞瘤 U-87 MG 细胞"),
    mouse("4T1 mammary carcinoma cells", "小鼠乳腺癌 4T1 细胞"),
    rat("C6 glioma cells", "大鼠胶质瘤 C6 细胞"),
  ],
  targets: [
    b("sensitivity to chemotherapeutic drugs", "化疗药物敏感性"),
    b("spheroid growth kinetics", "球体生长动力学"),
    b("synergy of drug combinations", "药物联合协同效应"),
    b("hypoxia-associated drug resistance", "缺氧相关耐药"),
  ],
  keywords: [
    b("tumour spheroid", "肿瘤球体"),
    b("3D cell culture", "三维细胞培养"),
    b("drug screening", "药物筛选"),
    b("dose–response", "剂量-效应关系"),
    b("ATP viability assay", "ATP 活力检测"),
  ],
  titles: [
    b("Three-Dimensional Spheroid Assays of {target} in {sample}", "三维球体模型检测{sample}的{target}"),
    b(
      "Measuring {target} in Tumour Spheroids Grown in Ultra-Low-Attachment Plates",
      "利用超低吸附培养板中的肿瘤球体检测{target}",
    ),
    b(
      "A 96-Well Tumour Spheroid Workflow for Testing {target}",
      "用于检测{target}的 96 孔板肿瘤球体实验流程",
    ),
  ],
  abstract: {
    aim: [
      b(
        "Here we describe a 96-well tumour spheroid protocol for measuring {target} in {sample}.",
        "本文介绍一种 96 孔板肿瘤球体实验方案，用于测定{sample}的{target}。",
      ),
      b(
        "Spheroids reproduce the nutrient and oxygen gradients, proliferation gradients and limited drug penetration of small avascular tumours, which monolayer cultures lack.",
        "肿瘤球体可重现无血管小肿瘤中的营养与氧梯度、增殖梯度以及药物渗透受限等特征，而这些是单层培养所不具备的。",
      ),
    ],
    method: [
      b(
        "Single-cell suspensions are seeded at 1,000–5,000 cells per well in round-bottom ultra-low-attachment plates and form one compact spheroid per well within 3–4 days.",
        "将单细胞悬液以每孔 1,000–5,000 个细胞接种于圆底超低吸附培养板中，3–4 天内每孔形成一个致密的球体。",
      ),
      b(
        "Spheroids of uniform size are treated with half-log dilution series of drugs and imaged every 2–3 days to follow their diameter.",
        "选取大小均一的球体，用半对数稀释系列的药物处理，每 2–3 天成像一次以追踪球体直径。",
      ),
      b(
        "Viability is measured at the end point with a lytic ATP assay formulated for 3D cultures, supported by calcein-AM/propidium iodide staining.",
        "终点时用适用于三维培养的裂解型 ATP 检测法测定细胞活力，并辅以钙黄绿素-AM/碘化丙啶染色。",
      ),
    ],
    result: [
      b(
        "Spheroids reached 350–500 µm in diameter on day 4 with a coefficient of variation below 10%, and the assay gave Z′ factors of 0.6–0.8.",
        "第 4 天球体直径达到 350–500 µm，变异系数低于 10%，实验的 Z′ 因子为 0.6–0.8。",
      ),
      b(
        "IC~50~ values of standard chemotherapeutics were 3–20-fold higher in spheroids than in monolayers of the same cells, consistent with limited penetration and quiescent inner layers.",
        "常用化疗药物在球体中的 IC~50~ 比同种细胞单层培养高 3–20 倍，与药物渗透受限及内层细胞处于静止状态相符。",
      ),
    ],
  },
  background: [
    b(
      "Multicellular tumour spheroids were introduced as a model of tumour microregions: beyond a diameter of about 400–500 µm they develop an outer proliferating rim, an inner quiescent layer and a hypoxic, often necrotic core [1]. These gradients make spheroids more predictive of drug activity in solid tumours than monolayer cultures.",
      "多细胞肿瘤球体最初被用作肿瘤微区的模型：直径超过约 400–500 µm 时，球体形成外层增殖区、内层静止区以及缺氧且常伴坏死的核心 [1]。这些梯度使球体比单层培养更能预测药物在实体瘤中的活性。",
    ),
    b(
      "Round-bottom ultra-low-attachment plates produce one spheroid per well of defined size and are compatible with automated imaging and plate-reader assays [2], [3]. Because ATP assays developed for monolayers do not fully lyse large spheroids, a reagent with stronger lytic capacity is used, and growth is also followed by imaging. Drug combinations are evaluated with the median-effect principle [4].",
      "圆底超低吸附培养板每孔形成一个大小确定的球体，并可兼容自动化成像和酶标仪检测 [2]，[3]。由于为单层细胞设计的 ATP 检测试剂不能完全裂解较大的球体，本方案采用裂解能力更强的试剂，并同时通过成像追踪球体生长。药物联合效应采用中效原理进行评价 [4]。",
    ),
  ],
  materials: [
    m("Costar ultra-low-attachment 96-well plates, round bottom", "Costar 超低吸附 96 孔板，圆底", "Corning", "7007"),
    m("CellTiter-Glo 3D cell viability assay", "CellTiter-Glo 3D 细胞活力检测试剂", "Promega", "G9681"),
    m("Calcein, AM", "钙黄绿素-AM", INVITROGEN, "C3099"),
    m("Propidium iodide, 1.0 mg/mL solution", "碘化丙啶，1.0 mg/mL 溶液", INVITROGEN, "P3566"),
    m("Falcon cell strainer, 40 µm", "Falcon 细胞筛网，40 µm", "Corning", "352340"),
    m("Dimethyl sulfoxide, Hybri-Max", "二甲基亚砜，Hybri-Max 级", "Sigma-Aldrich", "D2650"),
    m("White opaque 96-well plates, flat bottom", "白色不透明 96 孔板，平底", "Corning", "3917"),
  ],
  equipment: [
    m("Live-cell analysis system with spheroid module", "配备球体分析模块的活细胞分析系统", "Sartorius", "Incucyte SX5"),
    m("Multimode microplate reader", "多功能酶标仪", "Promega", "GloMax Discover GM3000"),
    m("Orbital plate shaker", "微孔板振荡器", "Thermo Fisher Scientific", "88880023"),
    m("Automated cell counter", "全自动细胞计数仪", INVITROGEN, "Countess 3"),
  ],
  software: [
    m("GraphPad Prism", "GraphPad Prism", "GraphPad Software", "v10.2"),
    m("Fiji (ImageJ)", "Fiji（ImageJ）", "NIH / Fiji community", "v1.54f"),
  ],
  steps: [
    {
      text: b(
        "Harvest cells in exponential growth (60–80% confluence), pass them through a 40 µm strainer and count twice; use only suspensions with more than 90% viability.",
        "收获处于指数生长期（汇合度 60%–80%）的细胞，用 40 µm 筛网过滤并计数两次；仅使用活力高于 90% 的细胞悬液。",
      ),
    },
    {
      text: b(
        "Dilute the cells in complete medium and dispense 100 µL per well (1,000–5,000 cells, optimised per line to give 350–500 µm spheroids on day 4) into the inner 60 wells of a round-bottom ultra-low-attachment plate. Fill the outer wells with 200 µL of PBS.",
        "用完全培养基稀释细胞，每孔 100 µL（1,000–5,000 个细胞，需针对各细胞系优化，使第 4 天球体直径达到 350–500 µm）加入圆底超低吸附培养板中间的 60 个孔。外周孔加入 200 µL PBS。",
      ),
      notes: [
        b(
          "Critical: filling the outer wells with PBS reduces evaporation and edge effects over a 7–10-day assay.",
          "关键：在 7–10 天的实验中，外周孔加 PBS 可减少蒸发和边缘效应。",
        ),
      ],
    },
    {
      text: b(
        "Centrifuge the plate at 200 × g for 3 min at room temperature to collect the cells at the bottom of the wells and incubate at 37 °C and 5% CO~2~ for 3–4 days without moving the plate.",
        "室温 200 × g 离心 3 min，使细胞聚集于孔底，然后于 37 °C、5% CO~2~ 静置培养 3–4 天，期间不要移动培养板。",
      ),
    },
    {
      text: b(
        "On day 3–4, image all wells in bright field and exclude wells with more than one spheroid or with a diameter outside the plate mean ± 10%.",
        "第 3–4 天对所有孔进行明场成像，剔除含多个球体或直径超出全板均值 ± 10% 的孔。",
      ),
    },
    {
      text: b(
        "Prepare 2× drug solutions as a 9-point half-log dilution series in complete medium, keeping the DMSO concentration identical in all wells and at or below 0.1% after addition.",
        "用完全培养基配制 2× 药物溶液，为 9 个浓度点的半对数稀释系列；所有孔中 DMSO 浓度保持一致，加入后终浓度不超过 0.1%。",
      ),
    },
    {
      text: b(
        "Add 100 µL of 2× drug solution slowly along the wall of each well, in triplicate. Include vehicle controls and a maximum-kill control (10 µM staurosporine or 1% Triton X-100 added 30 min before reading).",
        "沿孔壁缓慢加入 100 µL 2× 药物溶液，每个浓度设 3 个复孔。同时设溶剂对照和最大杀伤对照（10 µM 星形孢菌素，或在检测前 30 min 加入 1% Triton X-100）。",
      ),
      notes: [
        b(
          "Caution: many chemotherapeutics are cytotoxic and mutagenic; prepare them in a biological safety cabinet and dispose of waste as hazardous.",
          "注意：多数化疗药物具有细胞毒性和致突变性，须在生物安全柜中配制，废弃物按危险废物处理。",
        ),
      ],
    },
    {
      text: b(
        "For treatments longer than 3 days, replace 100 µL of medium every 3–4 days with fresh medium containing 1× drug, aspirating slowly from the wall of the well with the tip held away from the spheroid.",
        "处理时间超过 3 天时，每 3–4 天更换 100 µL 培养基，加入含 1× 药物的新鲜培养基；吸液时应沿孔壁缓慢操作，枪头远离球体。",
      ),
    },
    {
      text: b(
        "Image the spheroids every 2–3 days with a 4× or 10× objective using identical settings.",
        "每 2–3 天用 4× 或 10× 物镜以相同参数对球体成像。",
      ),
    },
    {
      text: b(
        "Optional: stain replicate spheroids with 2 µM calcein-AM and 1.5 µM propidium iodide for 1 h at 37 °C to visualise the live rim and dead core.",
        "可选：取平行球体用 2 µM 钙黄绿素-AM 和 1.5 µM 碘化丙啶于 37 °C 染色 1 h，以观察外层活细胞和坏死核心。",
      ),
    },
    {
      text: b(
        "At the end point, equilibrate the plate and CellTiter-Glo 3D reagent at room temperature for 30 min, remove 100 µL of medium, add 100 µL of reagent and shake vigorously for 5 min.",
        "终点时，将培养板和 CellTiter-Glo 3D 试剂在室温平衡 30 min，吸去 100 µL 培养基，加入 100 µL 试剂后剧烈振荡 5 min。",
      ),
    },
    {
      text: b(
        "Incubate for a further 25 min at room temperature, transfer 150 µL to a white opaque plate and read luminescence with 0.5 s integration per well.",
        "室温继续孵育 25 min，转移 150 µL 至白色不透明板中，以每孔 0.5 s 积分时间读取化学发光。",
      ),
      notes: [
        b(
          "Pause point: images can be analysed later, but luminescence must be read within 3 h of adding the reagent.",
          "暂停点：图像可在之后分析，但化学发光须在加入试剂后 3 h 内读取。",
        ),
      ],
    },
  ],
  dataAnalysis: [
    b(
      "Measure spheroid area in Fiji or the Incucyte software, convert it to an equivalent diameter d = 2√(A/π) and volume V = πd^3^/6, and plot growth relative to day 0 of treatment. Normalise luminescence to vehicle (100%) and maximum-kill (0%) controls and fit a four-parameter logistic model in GraphPad Prism to obtain IC~50~ values.",
      "在 Fiji 或 Incucyte 软件中测量球体面积，换算为等效直径 d = 2√(A/π) 及体积 V = πd^3^/6，并绘制相对于处理第 0 天的生长曲线。将化学发光值以溶剂对照（100%）和最大杀伤对照（0%）归一化，在 GraphPad Prism 中用四参数 logistic 模型拟合，求得 IC~50~。",
    ),
    b(
      "For combinations, test a fixed-ratio matrix and calculate combination indices with the Chou–Talalay method (CI < 0.9 synergy, 0.9–1.1 additivity, > 1.1 antagonism) [4]. Report the Z′ factor of every plate and analyse at least three independent experiments.",
      "联合用药时采用固定比例矩阵设计，用 Chou–Talalay 法计算联合指数（CI < 0.9 为协同，0.9–1.1 为相加，> 1.1 为拮抗）[4]。报告每块板的 Z′ 因子，并分析至少三次独立实验。",
    ),
  ],
  troubleshooting: [
    {
      problem: b("Loose aggregates instead of compact spheroids", "形成松散聚集体而非致密球体"),
      cause: b("Cell line with weak cell–cell adhesion", "细胞系的细胞间黏附较弱"),
      solution: b("Add growth factor-reduced Matrigel to 2.5% (v/v) at seeding and centrifuge the plate", "接种时加入终浓度 2.5%（v/v）的生长因子减少型 Matrigel，并离心培养板"),
    },
    {
      problem: b("Spheroids lost or damaged during medium changes", "换液时球体丢失或受损"),
      cause: b("Aspiration too close to the bottom", "吸液位置过于靠近孔底"),
      solution: b("Use a multichannel pipette at the lowest speed and leave at least 50 µL in the well", "用多道移液器以最低速度操作，孔内至少保留 50 µL"),
    },
    {
      problem: b("Luminescence does not decrease at high drug doses", "高剂量药物下化学发光不降低"),
      cause: b("Incomplete lysis of large spheroids or drug precipitation", "大球体裂解不完全或药物析出"),
      solution: b("Shake for 5 min and check lysis by eye; inspect the highest concentrations for crystals", "振荡 5 min 并肉眼确认裂解完全；检查最高浓度孔中是否有结晶"),
    },
  ],
  references: [
    {
      authors: "Sutherland, R. M.",
      year: 1988,
      title: "Cell and environment interactions in tumor microregions: the multicell spheroid model",
      journal: "Science",
      volume: "240(4849)",
      pages: "177–184",
    },
    {
      authors: "Friedrich, J., Seidel, C., Ebner, R. and Kunz-Schughart, L. A.",
      year: 2009,
      title: "Spheroid-based drug screen: considerations and practical approach",
      journal: "Nature Protocols",
      volume: "4(3)",
      pages: "309–324",
    },
    {
      authors: "Vinci, M., Gowan, S., Boxall, F., Patterson, L., Zimmermann, M., Court, W., et al.",
      year: 2012,
      title:
        "Advances in establishment and analysis of three-dimensional tumor spheroid-based functional assays for target validation and drug evaluation",
      journal: "BMC Biology",
      volume: "10",
      pages: "29",
    },
    {
      authors: "Chou, T. C. and Talalay, P.",
      year: 1984,
      title:
        "Quantitative analysis of dose-effect relationships: the combined effects of multiple drugs or enzyme inhibitors",
      journal: "Advances in Enzyme Regulation",
      volume: "22",
      pages: "27–55",
    },
  ],
};

const tumourOrganoids: Technique = {
  id: "colorectal-tumour-organoid-culture",
  name: b("colorectal tumour organoid culture", "结直肠肿瘤类器官培养"),
  categoryIds: [15, 9],
  contexts: [
    human("surgically resected colorectal adenocarcinomas", "人结直肠腺癌手术切除标本"),
    human("endoscopic biopsies of colorectal cancer", "人结直肠癌内镜活检组织"),
    human("resected colorectal cancer liver metastases", "人结直肠癌肝转移灶切除标本"),
    mouse("intestinal adenomas from *Apc*^Min/+^ mice", "携带 *Apc*^Min/+^ 突变的小鼠肠道腺瘤"),
    mouse(
      "AOM/DSS-induced mouse colon tumours",
      "氧化偶氮甲烷/葡聚糖硫酸钠（AOM/DSS）诱导的小鼠结肠肿瘤",
    ),
  ],
  targets: [
    b("drug response", "药物反应"),
    b("niche-factor dependency", "生态位因子依赖性"),
    b("organoid-forming efficiency", "类器官形成效率"),
    b("intratumoural heterogeneity", "肿瘤内异质性"),
  ],
  keywords: [
    b("tumour organoids", "肿瘤类器官"),
    b("colorectal cancer", "结直肠癌"),
    b("3D culture", "三维培养"),
    b("basement membrane extract", "基底膜提取物"),
    b("precision oncology", "精准肿瘤学"),
  ],
  titles: [
    b("Establishing Tumour Organoids from {sample} to Study {target}", "由{sample}建立肿瘤类器官用于{target}研究"),
    b("Colorectal Tumour Organoids as a Model for {target}", "结直肠肿瘤类器官：{target}研究模型"),
    b(
      "Derivation, Expansion and Biobanking of Organoids from {sample}",
      "{sample}来源类器官的建立、扩增与冻存",
    ),
  ],
  abstract: {
    aim: [
      b(
        "Here we describe how to derive, expand and cryopreserve tumour organoids from {sample} and use them to study {target}.",
        "本文介绍如何由{sample}建立、扩增和冻存肿瘤类器官，并将其用于{target}研究。",
      ),
      b(
        "Tumour organoids keep the histology and mutations of the tumour they come from and can be expanded for months, bridging cell lines and animal models.",
        "肿瘤类器官保留了来源肿瘤的组织学特征和突变，并可扩增数月，是连接细胞系与动物模型的桥梁。",
      ),
    ],
    method: [
      b(
        "Tissue is minced and digested with collagenase and hyaluronidase, and the epithelial fragments are embedded in domes of basement membrane extract.",
        "组织剪碎后用胶原酶和透明质酸酶消化，所得上皮碎片包埋于基底膜提取物液滴（dome）中。",
      ),
      b(
        "Organoids are grown in a defined medium containing EGF, noggin and inhibitors of TGF-β and p38 signalling, and Wnt agonists are withheld to select tumour cells over normal epithelium.",
        "类器官在含 EGF、noggin 以及 TGF-β 和 p38 信号抑制剂的成分明确培养基中生长，并通过不加入 Wnt 激动剂筛选肿瘤细胞、淘汰正常上皮。",
      ),
      b(
        "Lines are passaged every 7–14 days by enzymatic and mechanical dissociation, authenticated against the parental tumour and screened with a luminescent viability assay in 384-well plates.",
        "每 7–14 天通过酶解和机械解离传代，以来源肿瘤为参照进行鉴定，并在 384 孔板中用发光法活力检测进行药物筛选。",
      ),
    ],
    result: [
      b(
        "Organoid lines were established from 70–90% of samples, and established lines expanded at least 1:3 per week and recovered from cryopreservation with more than 80% of domes regrowing.",
        "类器官建系成功率为 70%–90%，建系后的类器官每周至少可按 1:3 扩增，复苏后 80% 以上的液滴可重新生长。",
      ),
      b(
        "Dose–response curves were reproducible between independent passages (Pearson r = 0.85–0.95 for the area under the curve), supporting the use of the organoids for {target} studies.",
        "不同传代间的剂量-效应曲线重复性良好（曲线下面积的 Pearson r = 0.85–0.95），支持将这些类器官用于{target}研究。",
      ),
    ],
  },
  background: [
    b(
      "Single Lgr5^+^ intestinal stem cells grown in laminin-rich matrix with EGF, noggin and R-spondin form self-organising crypt–villus organoids without a mesenchymal niche [1]. Adding nicotinamide, the ALK4/5/7 inhibitor A83-01 and the p38 inhibitor SB202190 made long-term culture of human colonic epithelium, adenomas and adenocarcinomas possible [2], [3].",
      "单个 Lgr5^+^ 肠道干细胞在富含层粘连蛋白的基质中，在 EGF、noggin 和 R-spondin 的作用下，无需间充质生态位即可形成自组织的隐窝-绒毛类器官 [1]。加入烟酰胺、ALK4/5/7 抑制剂 A83-01 和 p38 抑制剂 SB202190 后，人结肠上皮、腺瘤和腺癌的长期培养得以实现 [2]，[3]。",
    ),
    b(
      "Most colorectal tumours carry mutations that activate Wnt signalling, so they grow without R-spondin and Wnt3a, whereas normal epithelium does not. Withholding these factors is therefore a simple way to obtain pure tumour cultures, and the factors a line needs are themselves a readout of its genotype [2].",
      "多数结直肠肿瘤携带激活 Wnt 信号的突变，因而可在不含 R-spondin 和 Wnt3a 的条件下生长，而正常上皮则不能。因此，不加入这些因子是获得纯肿瘤培养物的简便方法，而某一类器官系所依赖的因子本身也反映了其基因型 [2]。",
    ),
  ],
  materials: [
    m("Advanced DMEM/F-12", "Advanced DMEM/F-12 培养基", GIBCO, "12634010"),
    m("Cultrex reduced growth factor basement membrane extract, type 2", "Cultrex 生长因子减少型基底膜提取物，2 型", "R&D Systems", "3533-010-02"),
    m("B-27 supplement (50×), minus vitamin A", "B-27 添加剂（50×），不含维生素 A", GIBCO, "12587010"),
    m("Recombinant human EGF", "重组人 EGF", "PeproTech", "AF-100-15"),
    m("Recombinant murine noggin", "重组鼠 noggin", "PeproTech", "250-38"),
    m("A83-01", "A83-01", "Tocris", "2939"),
    m("SB202190", "SB202190", "Sigma-Aldrich", "S7067"),
    m("Y-27632 dihydrochloride", "Y-27632 二盐酸盐", "Tocris", "1254"),
    m("Collagenase, type II", "II 型胶原酶", GIBCO, "17101015"),
    m("TrypLE Express enzyme", "TrypLE Express 消化酶", GIBCO, "12605010"),
  ],
  equipment: [
    m("Class II biological safety cabinet", "II 级生物安全柜", "Thermo Fisher Scientific", "1300 Series A2"),
    m("Refrigerated benchtop centrifuge with swing-out rotor", "配水平转子的冷冻台式离心机", "Eppendorf", "5810 R"),
    m("Inverted microscope with camera", "带相机的倒置显微镜", "Leica", "DMi8"),
    m("Controlled-rate freezing container", "程序降温冻存盒", "Thermo Fisher Scientific", "Mr. Frosty 5100-0001"),
  ],
  steps: [
    {
      text: b(
        "Collect the tissue in 10 mL of cold Advanced DMEM/F-12 containing 10 mM HEPES, 100 µg/mL Primocin and 10 µM Y-27632, keep it at 4 °C and process it within 24 h (ideally within 6 h).",
        "将组织置于 10 mL 预冷的 Advanced DMEM/F-12 中（含 10 mM HEPES、100 µg/mL Primocin 和 10 µM Y-27632），4 °C 保存，并在 24 h 内（最好 6 h 内）处理。",
      ),
      notes: [
        b(
          "Critical: human material requires ethics approval and written informed consent; animal work requires an approved licence.",
          "关键：人体材料须经伦理委员会批准并取得书面知情同意；动物实验须获得相应的动物实验许可。",
        ),
      ],
    },
    {
      text: b(
        "Wash the tissue 3–5 times with 10 mL of cold PBS until the supernatant is clear, remove fat, necrotic areas and muscle, and mince the tumour into 1–2 mm^3^ pieces with scalpels.",
        "用 10 mL 预冷 PBS 洗涤组织 3–5 次至上清澄清，去除脂肪、坏死区域和肌层，用手术刀将肿瘤切成 1–2 mm^3^ 的小块。",
      ),
    },
    {
      text: b(
        "Digest the fragments in 5 mL of Advanced DMEM/F-12 with 1.5 mg/mL collagenase II, 20 µg/mL hyaluronidase and 10 µM Y-27632 at 37 °C for 30–60 min with shaking, pipetting up and down every 15 min.",
        "将组织块置于 5 mL 含 1.5 mg/mL II 型胶原酶、20 µg/mL 透明质酸酶和 10 µM Y-27632 的 Advanced DMEM/F-12 中，37 °C 振荡消化 30–60 min，每 15 min 吹打一次。",
      ),
      notes: [
        b(
          "Critical: stop when most material consists of clusters of 10–50 cells; digestion to single cells lowers organoid-forming efficiency.",
          "关键：当大部分材料为 10–50 个细胞的细胞团时即停止消化；消化成单细胞会降低类器官形成效率。",
        ),
      ],
    },
    {
      text: b(
        "Add 10 mL of cold Advanced DMEM/F-12, pass the suspension through a 100 µm strainer and centrifuge at 200 × g for 5 min at 4 °C. If the pellet is red, lyse erythrocytes in 2 mL of red blood cell lysis buffer for 3 min and wash again.",
        "加入 10 mL 预冷的 Advanced DMEM/F-12，用 100 µm 筛网过滤，4 °C、200 × g 离心 5 min。如沉淀呈红色，用 2 mL 红细胞裂解液裂解 3 min 后再洗涤一次。",
      ),
    },
    {
      text: b(
        "Resuspend the pellet in cold basement membrane extract (final concentration at least 70%) and plate 30 µL domes in a pre-warmed 48-well plate. Invert the plate and let the domes solidify for 20–30 min at 37 °C.",
        "用预冷的基底膜提取物重悬沉淀（终浓度不低于 70%），在预热的 48 孔板中每孔滴加 30 µL 液滴。将培养板倒置，37 °C 放置 20–30 min 使液滴凝固。",
      ),
    },
    {
      text: b("Add 250 µL of organoid medium per well:", "每孔加入 250 µL 类器官培养基："),
      substeps: [
        b(
          "Human tumours: Advanced DMEM/F-12 with 10 mM HEPES, 1× GlutaMAX, 1× B-27, 1.25 mM N-acetylcysteine, 10 mM nicotinamide, 50 ng/mL EGF, 100 ng/mL noggin, 500 nM A83-01, 10 µM SB202190 and 10 nM gastrin.",
          "人肿瘤：Advanced DMEM/F-12，含 10 mM HEPES、1× GlutaMAX、1× B-27、1.25 mM N-乙酰半胱氨酸、10 mM 烟酰胺、50 ng/mL EGF、100 ng/mL noggin、500 nM A83-01、10 µM SB202190 和 10 nM 胃泌素。",
        ),
        b(
          "Mouse tumours: Advanced DMEM/F-12 with 10 mM HEPES, 1× GlutaMAX, 1× B-27, 1.25 mM N-acetylcysteine, 50 ng/mL EGF and 100 ng/mL noggin.",
          "小鼠肿瘤：Advanced DMEM/F-12，含 10 mM HEPES、1× GlutaMAX、1× B-27、1.25 mM N-乙酰半胱氨酸、50 ng/mL EGF 和 100 ng/mL noggin。",
        ),
        b(
          "Add 10 µM Y-27632 for the first 2–3 days after plating; do not add R-spondin or Wnt3a, so that normal epithelium is not maintained.",
          "接种后前 2–3 天加入 10 µM Y-27632；不加 R-spondin 和 Wnt3a，以免维持正常上皮的生长。",
        ),
      ],
    },
    {
      text: b(
        "Refresh the medium every 2–3 days. Organoids should appear within 3–7 days for mouse tumours and 7–14 days for human tumours.",
        "每 2–3 天换液一次。小鼠肿瘤通常在 3–7 天、人肿瘤在 7–14 天内出现类器官。",
      ),
    },
    {
      text: b(
        "Passage every 7–14 days: collect the domes in cold Advanced DMEM/F-12, centrifuge at 200 × g for 5 min, digest the pellet in 1 mL of TrypLE Express with 10 µM Y-27632 for 3–5 min at 37 °C, triturate 10–20 times with a P200 pipette and replate at a 1:3–1:6 split.",
        "每 7–14 天传代一次：用预冷的 Advanced DMEM/F-12 收集液滴，200 × g 离心 5 min，沉淀用 1 mL 含 10 µM Y-27632 的 TrypLE Express 于 37 °C 消化 3–5 min，用 P200 移液器吹打 10–20 次，按 1:3–1:6 比例重新接种。",
      ),
    },
    {
      text: b(
        "Cryopreserve 2–3 days after passaging: resuspend the organoids from four domes in 500 µL of freezing medium with 10 µM Y-27632 per vial, freeze overnight at −80 °C in a controlled-rate container and transfer to liquid nitrogen.",
        "传代后 2–3 天进行冻存：每管用 500 µL 含 10 µM Y-27632 的冻存液重悬 4 个液滴的类器官，置于程序降温盒中 −80 °C 过夜，再转入液氮保存。",
      ),
      notes: [
        b(
          "Pause point: frozen organoids remain viable in liquid nitrogen for years.",
          "暂停点：冻存的类器官可在液氮中保存数年。",
        ),
      ],
    },
    {
      text: b(
        "Authenticate each line against the parental tumour by haematoxylin–eosin staining, CDX2 immunostaining and targeted sequencing (human lines also by STR profiling), and test for mycoplasma every month.",
        "以来源肿瘤为参照，通过苏木精-伊红染色、CDX2 免疫染色和靶向测序（人源类器官另作 STR 分型）鉴定每个类器官系，并每月检测支原体。",
      ),
    },
    {
      text: b(
        "For drug testing, dissociate organoids into 30–100 µm fragments, seed them in medium with 5% basement membrane extract in 384-well plates (about 500 organoids in 40 µL per well), add drugs after 24 h with a digital dispenser and measure viability after 5 days with CellTiter-Glo 3D.",
        "药物检测时，将类器官解离为 30–100 µm 的碎片，以含 5% 基底膜提取物的培养基接种于 384 孔板（每孔约 500 个类器官，40 µL），24 h 后用数字加样仪加药，5 天后用 CellTiter-Glo 3D 测定细胞活力。",
      ),
    },
  ],
  dataAnalysis: [
    b(
      "Count organoids larger than 50 µm in whole-well images on day 7–10 to calculate organoid-forming efficiency (organoids formed / fragments or cells seeded). For drug response, normalise luminescence to DMSO controls, fit dose–response curves and report IC~50~ and the area under the curve, which is more robust when curves do not reach 50% inhibition. Compare lines only when the plate Z′ factor is above 0.5 and duplicate screens agree.",
      "在第 7–10 天的全孔图像中计数直径大于 50 µm 的类器官，计算类器官形成效率（形成的类器官数/接种的碎片或细胞数）。药物反应分析时，将化学发光值以 DMSO 对照归一化，拟合剂量-效应曲线并报告 IC~50~ 和曲线下面积；当曲线未达到 50% 抑制时，曲线下面积更为稳健。仅在板 Z′ 因子大于 0.5 且两次重复筛选结果一致时，才对不同类器官系进行比较。",
    ),
  ],
  troubleshooting: [
    {
      problem: b("Cystic, thin-walled organoids overgrow the culture", "薄壁囊状类器官占据优势"),
      cause: b("Contamination with normal epithelium", "混入正常上皮"),
      solution: b("Confirm that no Wnt agonists are present; pick dense, irregular organoids manually and expand them", "确认培养基中不含 Wnt 激动剂；手工挑取致密、不规则的类器官进行扩增"),
    },
    {
      problem: b("No organoids after two weeks", "两周后仍无类器官形成"),
      cause: b("Long transport time, necrotic tissue or over-digestion", "运输时间过长、组织坏死或消化过度"),
      solution: b("Process tissue within 6 h, sample viable tumour margins and shorten digestion", "6 h 内处理组织，取有活力的肿瘤边缘，并缩短消化时间"),
    },
    {
      problem: b("Domes detach or flatten", "液滴脱落或摊平"),
      cause: b("Matrix diluted below 70% or plate not pre-warmed", "基质稀释至 70% 以下或培养板未预热"),
      solution: b("Remove residual medium before resuspension and pre-warm plates overnight at 37 °C", "重悬前尽量吸净残液，培养板于 37 °C 预热过夜"),
    },
  ],
  references: [
    {
      authors: "Sato, T., Vries, R. G., Snippert, H. J., van de Wetering, M., Barker, N., Stange, D. E., et al.",
      year: 2009,
      title: "Single Lgr5 stem cells build crypt-villus structures in vitro without a mesenchymal niche",
      journal: "Nature",
      volume: "459(7244)",
      pages: "262–265",
      doi: "10.1038/nature07935",
    },
    {
      authors: "Sato, T., Stange, D. E., Ferrante, M., Vries, R. G., van Es, J. H., van den Brink, S., et al.",
      year: 2011,
      title:
        "Long-term expansion of epithelial organoids from human colon, adenoma, adenocarcinoma, and Barrett's epithelium",
      journal: "Gastroenterology",
      volume: "141(5)",
      pages: "1762–1772",
    },
    {
      authors: "Jung, P., Sato, T., Merlos-Suárez, A., Barriga, F. M., Iglesias, M., Rossell, D., et al.",
      year: 2011,
      title: "Isolation and in vitro expansion of human colonic stem cells",
      journal: "Nature Medicine",
      volume: "17(10)",
      pages: "1225–1227",
    },
  ],
};

const clonogenicSurvival: Technique = {
  id: "clonogenic-survival-assay",
  name: b("clonogenic survival assay", "平板克隆形成法"),
  categoryIds: [15, 4],
  contexts: [
    human("A549 lung adenocarcinoma cells", "人肺腺癌 A549 细胞"),
    human("HCT116 colorectal carcinoma cells", "人结直肠癌 HCT116 细胞"),
    human("U-251 MG glioblastoma cells", "人胶质母细胞瘤 U-251 MG 细胞"),
    human("FaDu hypopharyngeal squamous cell carcinoma cells", "人下咽鳞状细胞癌 FaDu 细胞"),
    mouse("Lewis lung carcinoma (LL/2) cells", "小鼠 Lewis 肺癌（LL/2）细胞"),
  ],
  targets: [
    b("radiosensitivity", "辐射敏感性"),
    b("chemosensitivity", "化疗敏感性"),
    b("radiosensitisation by targeted drugs", "靶向药物放射增敏作用"),
    b("reproductive survival after gene knockdown", "基因敲低后增殖存活能力"),
  ],
  keywords: [
    b("clonogenic assay", "克隆形成实验"),
    b("colony formation", "集落形成"),
    b("ionising radiation", "电离辐射"),
    b("surviving fraction", "存活分数"),
    b("linear-quadratic model", "线性二次模型"),
  ],
  titles: [
    b("Clonogenic Survival Assays of {target} in {sample}", "克隆形成存活实验检测{sample}的{target}"),
    b(
      "Measuring {target} of Cancer Cells by Colony Formation",
      "集落形成法测定肿瘤细胞的{target}",
    ),
    b(
      "Colony Formation and Linear-Quadratic Analysis for {target}",
      "基于集落形成与线性二次模型的{target}分析",
    ),
  ],
  abstract: {
    aim: [
      b(
        "Here we describe a clonogenic survival assay for measuring {target} in {sample}.",
        "本文介绍一种克隆形成存活实验方案，用于测定{sample}的{target}。",
      ),
      b(
        "The assay scores the ability of single cells to proliferate indefinitely, which short-term viability assays cannot distinguish from transient growth arrest.",
        "该实验评价单个细胞无限增殖的能力，而短期活力检测无法将其与暂时性生长停滞区分开。",
      ),
    ],
    method: [
      b(
        "Single-cell suspensions are plated at densities that increase with dose, so that every treatment yields 20–150 countable colonies.",
        "单细胞悬液的接种密度随剂量递增，使每个处理组均能获得 20–150 个可计数的集落。",
      ),
      b(
        "Cells are irradiated with 0–8 Gy of X-rays or exposed to drugs for 24 h and then left undisturbed for 7–14 days until control colonies contain at least 50 cells.",
        "细胞接受 0–8 Gy X 射线照射或药物处理 24 h，然后静置培养 7–14 天，直至对照组集落至少含 50 个细胞。",
      ),
      b(
        "Colonies are fixed and stained with glutaraldehyde–crystal violet and counted, and surviving fractions are fitted with the linear-quadratic model.",
        "集落用戊二醛-结晶紫固定染色后计数，存活分数用线性二次模型拟合。",
      ),
    ],
    result: [
      b(
        "Plating efficiencies of untreated cells were 35–80%, and triplicate plates differed by less than 10%.",
        "未处理细胞的接种效率为 35%–80%，三个平行皿之间的差异小于 10%。",
      ),
      b(
        "Surviving fractions at 2 Gy ranged from 0.35 to 0.65, and radiosensitising drugs gave sensitiser enhancement ratios of 1.2–1.8 at 10% survival.",
        "2 Gy 照射后的存活分数在 0.35–0.65 之间，放射增敏药物在 10% 存活水平的增敏比为 1.2–1.8。",
      ),
    ],
  },
  background: [
    b(
      "Puck and Marcus showed that single mammalian cells plated at low density form discrete colonies and that the fraction of cells retaining this capacity falls exponentially with X-ray dose [1]. The clonogenic assay has since become the reference method for radiobiology, because it measures loss of reproductive integrity rather than immediate cell death [2].",
      "Puck 和 Marcus 证明，低密度接种的单个哺乳动物细胞可形成离散的集落，且保持这一能力的细胞比例随 X 射线剂量呈指数下降 [1]。此后，克隆形成实验成为放射生物学的参照方法，因为它测定的是增殖完整性的丧失，而非即时的细胞死亡 [2]。",
    ),
    b(
      "The assay is equally suited to drugs and genetic perturbations, but it is sensitive to cell clumping, plating density and the colony-size threshold. The plating efficiency of untreated cells is used to correct every condition, and seeding numbers are scaled to the expected survival [2], [3].",
      "该实验同样适用于药物和遗传扰动，但对细胞成团、接种密度和集落大小阈值较为敏感。每个条件均以未处理细胞的接种效率进行校正，接种细胞数按预期存活率相应调整 [2]，[3]。",
    ),
  ],
  materials: [
    m("Trypsin-EDTA (0.05%), phenol red", "胰蛋白酶-EDTA（0.05%），含酚红", GIBCO, "25300054"),
    m("Fetal bovine serum", "胎牛血清", GIBCO, "10270106"),
    m("Falcon cell strainer, 40 µm", "Falcon 细胞筛网，40 µm", "Corning", "352340"),
    m("Costar 6-well cell culture plates", "Costar 6 孔细胞培养板", "Corning", "3516"),
    m("Glutaraldehyde solution, grade I, 25% in H~2~O", "戊二醛溶液，I 级，25% 水溶液", "Sigma-Aldrich", "G5882"),
    m("Crystal violet", "结晶紫", "Sigma-Aldrich", "C0775"),
  ],
  equipment: [
    m("Biological X-ray irradiator, 320 kV", "生物学 X 射线辐照仪，320 kV", "Precision X-Ray", "X-RAD 320"),
    m("Automated colony counter", "全自动集落计数仪", "Oxford Optronix", "GelCount"),
    m("Automated cell counter", "全自动细胞计数仪", INVITROGEN, "Countess 3"),
    m("CO2 incubator", "CO2 培养箱", "Thermo Fisher Scientific", "Heracell VIOS 160i"),
  ],
  software: [m("GraphPad Prism", "GraphPad Prism", "GraphPad Software", "v10.2")],
  steps: [
    {
      text: b(
        "Harvest cells in exponential growth with 0.05% trypsin-EDTA, resuspend in complete medium, pass through a 40 µm strainer and count twice.",
        "用 0.05% 胰蛋白酶-EDTA 收获处于指数生长期的细胞，以完全培养基重悬，经 40 µm 筛网过滤后计数两次。",
      ),
      notes: [
        b(
          "Critical: check a drop of the suspension under the microscope; doublets and clumps each form one colony and inflate survival at high doses.",
          "关键：取一滴悬液在显微镜下检查；双联体和细胞团都只形成一个集落，会使高剂量组的存活率偏高。",
        ),
      ],
    },
    {
      text: b(
        "Prepare serial dilutions and seed cells into 6-well plates in 2 mL of medium, in triplicate, with numbers scaled to the expected survival (for a plating efficiency of about 50%: 200 cells for 0 Gy, 400 for 2 Gy, 1,000 for 4 Gy, 3,000 for 6 Gy and 8,000 for 8 Gy).",
        "进行梯度稀释，将细胞接种于 6 孔板，每孔 2 mL 培养基，设 3 个平行孔，接种数按预期存活率调整（接种效率约 50% 时：0 Gy 200 个，2 Gy 400 个，4 Gy 1,000 个，6 Gy 3,000 个，8 Gy 8,000 个）。",
      ),
    },
    {
      text: b(
        "Rock the plates gently in a cross pattern to distribute the cells evenly and let them attach for 4–6 h at 37 °C (plating before treatment).",
        "以十字形轻摇培养板使细胞分布均匀，于 37 °C 贴壁 4–6 h（先接种后处理）。",
      ),
    },
    {
      text: b(
        "For drug or combination treatments, add the drug 1 h before irradiation (radiosensitisers) or expose the cells for 24 h at the chosen concentrations (cytotoxic drugs); add vehicle at the same concentration to controls.",
        "药物或联合处理：放射增敏剂于照射前 1 h 加入；细胞毒药物按设定浓度处理 24 h；对照组加入相同浓度的溶剂。",
      ),
    },
    {
      text: b(
        "Irradiate the plates at room temperature in the X-ray cabinet (for example 320 kV, 12.5 mA, 2 mm Al filter, about 2 Gy/min) with doses of 0, 2, 4, 6 and 8 Gy. Sham-irradiate the 0 Gy plates by placing them in the cabinet without exposure.",
        "将培养板于室温置于 X 射线辐照仪中照射（例如 320 kV、12.5 mA、2 mm 铝滤片，剂量率约 2 Gy/min），剂量为 0、2、4、6 和 8 Gy。0 Gy 组放入辐照仪但不照射，作为假照射对照。",
      ),
      notes: [
        b(
          "Caution: operate the irradiator only after radiation safety training, and verify the dose rate with a calibrated dosimeter at regular intervals.",
          "注意：须经辐射安全培训后方可操作辐照仪，并定期用经校准的剂量计核实剂量率。",
        ),
      ],
    },
    {
      text: b(
        "After drug exposure, wash the wells twice with 2 mL of PBS and add 2 mL of fresh medium.",
        "药物处理结束后，用 2 mL PBS 洗涤两次，加入 2 mL 新鲜培养基。",
      ),
    },
    {
      text: b(
        "Incubate the plates undisturbed at 37 °C and 5% CO~2~ for 7–14 days, until colonies in the control wells contain at least 50 cells (about six divisions).",
        "于 37 °C、5% CO~2~ 静置培养 7–14 天，直至对照孔的集落至少含 50 个细胞（约 6 次分裂）。",
      ),
      notes: [
        b(
          "Critical: stop before neighbouring colonies merge; merged colonies are counted as one and reduce apparent survival.",
          "关键：须在相邻集落融合前终止培养；融合的集落会被计为一个，使存活率偏低。",
        ),
      ],
    },
    {
      text: b(
        "Remove the medium, rinse once with PBS and add 1 mL of 6% glutaraldehyde with 0.5% crystal violet for 30 min at room temperature.",
        "吸去培养基，PBS 漂洗一次，加入 1 mL 含 0.5% 结晶紫的 6% 戊二醛，室温固定染色 30 min。",
      ),
      notes: [
        b(
          "Caution: glutaraldehyde is toxic and a sensitiser; work in a fume hood and wear nitrile gloves.",
          "注意：戊二醛有毒且为致敏物，须在通风橱中操作并佩戴丁腈手套。",
        ),
      ],
    },
    {
      text: b(
        "Remove the stain, rinse the plates carefully by immersion in tap water and let them dry at room temperature.",
        "吸去染液，将培养板浸入自来水中轻轻漂洗，室温晾干。",
      ),
      notes: [
        b(
          "Pause point: stained and dried plates can be kept for months before counting.",
          "暂停点：染色并干燥的培养板可保存数月后再计数。",
        ),
      ],
    },
    {
      text: b(
        "Count colonies of at least 50 cells under a stereomicroscope or with an automated colony counter calibrated against manual counts.",
        "在体视显微镜下计数含 50 个以上细胞的集落，或使用经人工计数校准的全自动集落计数仪计数。",
      ),
    },
  ],
  dataAnalysis: [
    b(
      "Calculate the plating efficiency PE = colonies counted / cells seeded for untreated cells and the surviving fraction SF = colonies counted / (cells seeded × PE) for each condition [2]. Fit radiation survival curves with the linear-quadratic model SF = exp(−αD − βD^2^) in GraphPad Prism, and report SF2, α, β and the sensitiser enhancement ratio (the ratio of doses giving 10% survival without and with drug).",
      "按未处理细胞计算接种效率 PE = 集落数/接种细胞数，按各条件计算存活分数 SF = 集落数/（接种细胞数 × PE）[2]。在 GraphPad Prism 中用线性二次模型 SF = exp(−αD − βD^2^) 拟合辐射存活曲线，报告 SF2、α、β 以及增敏比（不加药与加药时达到 10% 存活所需剂量之比）。",
    ),
    b(
      "For drugs and genetic perturbations, normalise each condition to its own untreated control, so that effects on plating efficiency are separated from effects on survival. Use the means of at least three independent experiments for statistics.",
      "对于药物和遗传扰动，各条件均以其自身的未处理对照进行归一化，从而将对接种效率的影响与对存活的影响区分开。统计分析采用至少三次独立实验的均值。",
    ),
  ],
  troubleshooting: [
    {
      problem: b("Very low plating efficiency", "接种效率很低"),
      cause: b("Harsh trypsinisation or cells seeded too sparsely to survive", "消化过度或接种过稀导致细胞难以存活"),
      solution: b("Use 0.05% trypsin for the shortest time; add conditioned medium or 20% FBS for sparse lines", "用 0.05% 胰蛋白酶并尽量缩短消化时间；对低密度下难以生长的细胞加入条件培养基或 20% FBS"),
    },
    {
      problem: b("Survival curve flattens at high doses", "高剂量处存活曲线趋于平坦"),
      cause: b("Cell clumps or multinucleated giant cells counted as colonies", "细胞团或多核巨细胞被计为集落"),
      solution: b("Filter the suspension and apply the 50-cell threshold strictly", "过滤细胞悬液，并严格执行 50 个细胞的计数阈值"),
    },
    {
      problem: b("Colonies merge in control wells", "对照孔中集落融合"),
      cause: b("Too many cells seeded or incubation too long", "接种细胞过多或培养时间过长"),
      solution: b("Reduce seeding numbers and stop the assay earlier", "减少接种数并提前终止实验"),
    },
  ],
  references: [
    {
      authors: "Puck, T. T. and Marcus, P. I.",
      year: 1956,
      title: "Action of x-rays on mammalian cells",
      journal: "Journal of Experimental Medicine",
      volume: "103(5)",
      pages: "653–666",
    },
    {
      authors: "Franken, N. A. P., Rodermond, H. M., Stap, J., Haveman, J. and van Bree, C.",
      year: 2006,
      title: "Clonogenic assay of cells in vitro",
      journal: "Nature Protocols",
      volume: "1(5)",
      pages: "2315–2319",
      doi: "10.1038/nprot.2006.339",
    },
    {
      authors: "Munshi, A., Hobbs, M. and Meyn, R. E.",
      year: 2005,
      title: "Clonogenic cell survival assay",
      journal: "Methods in Molecular Medicine",
      volume: "110",
      pages: "21–28",
    },
  ],
};

const subcutaneousTumour: Technique = {
  id: "subcutaneous-tumour-model",
  name: b("subcutaneous tumour model", "皮下移植瘤模型"),
  categoryIds: [15],
  contexts: [
    mouse("BALB/c nude mice bearing A549 lung adenocarcinoma xenografts", "荷 A549 肺腺癌移植瘤的 BALB/c 裸鼠"),
    mouse("NOD-SCID mice bearing HCT116 colorectal carcinoma xenografts", "荷 HCT116 结直肠癌移植瘤的 NOD-SCID 小鼠"),
    mouse("NSG mice bearing MDA-MB-231 breast cancer xenografts", "荷 MDA-MB-231 乳腺癌移植瘤的 NSG 小鼠"),
    mouse("C57BL/6 mice bearing syngeneic MC38 colon adenocarcinomas", "荷同系 MC38 结肠腺癌的 C57BL/6 小鼠"),
    mouse("BALB/c mice bearing syngeneic CT26 colon carcinomas", "荷同系 CT26 结肠癌的 BALB/c 小鼠"),
  ],
  targets: [
    b("tumour growth kinetics", "肿瘤生长动力学"),
    b("antitumour efficacy of drugs", "抗肿瘤药物体内药效"),
    b("tumorigenicity after gene knockdown", "基因敲低后成瘤能力"),
    b("tumour cell proliferation and apoptosis", "肿瘤细胞增殖与凋亡"),
  ],
  keywords: [
    b("xenograft", "异种移植"),
    b("subcutaneous tumour", "皮下肿瘤"),
    b("tumour volume", "肿瘤体积"),
    b("humane endpoints", "人道终点"),
    b("preclinical efficacy", "临床前药效"),
  ],
  titles: [
    b("Measuring {target} in {sample}", "测定{sample}的{target}"),
    b("A Subcutaneous Tumour Model for Evaluating {target} in {organism}", "用于评价{target}的{organism}皮下移植瘤模型"),
    b(
      "Subcutaneous Tumour Studies of {target}: Calliper Measurement, Randomisation and Humane Endpoints",
      "{target}的皮下移植瘤研究：卡尺测量、随机分组与人道终点",
    ),
  ],
  abstract: {
    aim: [
      b(
        "Here we describe a standardised subcutaneous tumour model for assessing {target} in {sample}.",
        "本文介绍一种标准化的皮下移植瘤模型，用于评估{sample}的{target}。",
      ),
      b(
        "The protocol combines reproducible cell implantation, blinded calliper measurement, randomisation at a defined tumour volume and humane endpoints that follow published welfare guidelines.",
        "该方案结合了可重复的细胞接种、盲法卡尺测量、在设定肿瘤体积时随机分组，以及遵循已发表动物福利指南的人道终点。",
      ),
    ],
    method: [
      b(
        "Tumour cells in exponential growth are injected subcutaneously into the right flank (5 × 10^5^ to 5 × 10^6^ cells in 100 µL, with 50% Matrigel for xenografts).",
        "将处于指数生长期的肿瘤细胞皮下注射于右侧腹部（5 × 10^5^ 至 5 × 10^6^ 个细胞，体积 100 µL，异种移植时含 50% Matrigel）。",
      ),
      b(
        "Tumours are measured with a digital calliper two to three times a week, volumes are calculated as length × width^2^/2, and mice are randomised into groups when tumours reach 100–150 mm^3^.",
        "每周用数显卡尺测量 2–3 次，按长 × 宽^2^/2 计算肿瘤体积，待肿瘤达到 100–150 mm^3^ 时将小鼠随机分组。",
      ),
      b(
        "At the end point, tumours are excised, weighed and processed for histology and immunohistochemistry for Ki-67 and cleaved caspase-3.",
        "实验终点时切取肿瘤、称重，并进行组织学检查以及 Ki-67 和剪切型 caspase-3 免疫组化染色。",
      ),
    ],
    result: [
      b(
        "Tumour take rates were 90–100%, tumours reached 100–150 mm^3^ within 7–14 days, and the coefficient of variation of tumour volume at randomisation was below 20%.",
        "成瘤率为 90%–100%，肿瘤在 7–14 天内达到 100–150 mm^3^，随机分组时肿瘤体积的变异系数低于 20%。",
      ),
      b(
        "Calliper-derived volumes correlated with excised tumour weights (r = 0.88–0.95), and groups of 8–10 mice detected a 40% difference in growth with 80% power.",
        "卡尺测得的体积与切除肿瘤的重量相关（r = 0.88–0.95），每组 8–10 只小鼠即可以 80% 的检验效能检出 40% 的生长差异。",
      ),
    ],
  },
  background: [
    b(
      "Subcutaneous tumours grown from human cell lines in immunodeficient mice, or from mouse cell lines in syngeneic immunocompetent hosts, remain the most widely used in vivo models in cancer research because they are reproducible and can be measured non-invasively [1]. Xenografts lack an intact immune system, whereas syngeneic models allow the study of immunotherapy.",
      "人源细胞系在免疫缺陷小鼠中、或鼠源细胞系在同系免疫健全宿主中形成的皮下肿瘤，因可重复且可无创测量，仍是肿瘤研究中应用最广的体内模型 [1]。异种移植瘤缺乏完整的免疫系统，而同系模型可用于免疫治疗研究。",
    ),
    b(
      "Tumour volume estimated from calliper measurements with the formula length × width^2^/2 correlates well with tumour weight over the usual size range [2]. Welfare guidelines set limits on tumour size, ulceration and weight loss, and recommend randomisation and blinded assessment [3].",
      "用卡尺测量并按长 × 宽^2^/2 估算的肿瘤体积，在常规大小范围内与肿瘤重量相关性良好 [2]。动物福利指南对肿瘤大小、溃疡和体重下降设定了限值，并建议随机分组和盲法评估 [3]。",
    ),
  ],
  materials: [
    m("Matrigel basement membrane matrix", "Matrigel 基底膜基质", "Corning", "354234"),
    m("DPBS, no calcium, no magnesium", "DPBS，不含钙、镁", GIBCO, "14190144"),
    m("Trypan blue solution, 0.4%", "台盼蓝溶液，0.4%", GIBCO, "15250061"),
    m("Anti-Ki-67 antibody, clone SP6 (rabbit)", "抗 Ki-67 抗体，克隆号 SP6（兔）", "Abcam", "ab16667"),
    m("Cleaved caspase-3 (Asp175) antibody (rabbit)", "剪切型 caspase-3（Asp175）抗体（兔）", "Cell Signaling Technology", "9661"),
    m("Formalin solution, neutral buffered, 10%", "中性缓冲福尔马林，10%", "Sigma-Aldrich", "HT501128"),
    m("Isoflurane", "异氟烷", "Piramal Critical Care", "Isoflurane USP 250 mL"),
  ],
  equipment: [
    m("Digital calliper, 0–150 mm", "数显卡尺，0–150 mm", "Mitutoyo", "500-196-30"),
    m("Isoflurane anaesthesia system", "异氟烷麻醉系统", "Kent Scientific", "VetFlo"),
    m("Individually ventilated cage system", "独立通风笼具系统", "Tecniplast", "GM500"),
    m("Animal weighing balance", "动物称重天平", "OHAUS", "Scout SKX"),
  ],
  software: [m("GraphPad Prism", "GraphPad Prism", "GraphPad Software", "v10.2")],
  steps: [
    {
      text: b(
        "Obtain approval from the institutional animal ethics committee, define humane endpoints and calculate group sizes before starting. Acclimatise 6–8-week-old female mice for 7 days in individually ventilated cages.",
        "实验开始前须获得本单位动物伦理委员会批准，明确人道终点并计算每组样本量。6–8 周龄雌性小鼠在独立通风笼具中适应饲养 7 天。",
      ),
      notes: [
        b(
          "Critical: stop the experiment for a mouse when the tumour reaches 1,500 mm^3^ or 15 mm in diameter, ulcerates, or when body weight falls by more than 20%.",
          "关键：当肿瘤体积达到 1,500 mm^3^ 或直径达到 15 mm、出现溃疡，或体重下降超过 20% 时，该小鼠须终止实验。",
        ),
      ],
    },
    {
      text: b(
        "Use mycoplasma-free cells within ten passages of thawing. Harvest them at 70–80% confluence, wash twice in cold DPBS and count; viability must exceed 90%.",
        "使用复苏后 10 代以内且无支原体污染的细胞。在汇合度 70%–80% 时收获细胞，用预冷 DPBS 洗涤两次并计数；细胞活力须高于 90%。",
      ),
    },
    {
      text: b("Resuspend the cells on ice to give 100 µL per injection:", "在冰上重悬细胞，每次注射 100 µL："),
      substeps: [
        b(
          "Xenografts: 2–5 × 10^6^ cells in 50 µL of cold DPBS mixed with 50 µL of Matrigel.",
          "异种移植瘤：2–5 × 10^6^ 个细胞，溶于 50 µL 预冷 DPBS，再与 50 µL Matrigel 混合。",
        ),
        b("Syngeneic tumours: 5 × 10^5^ to 1 × 10^6^ cells in 100 µL of cold DPBS.", "同系移植瘤：5 × 10^5^ 至 1 × 10^6^ 个细胞，溶于 100 µL 预冷 DPBS。"),
      ],
      notes: [
        b(
          "Critical: keep Matrigel mixtures on ice and inject within 1 h; include 10% extra volume for the dead space of the syringe.",
          "关键：含 Matrigel 的细胞悬液须置于冰上并在 1 h 内注射完毕；按注射器死腔多准备 10% 的体积。",
        ),
      ],
    },
    {
      text: b(
        "Anaesthetise the mouse with isoflurane (3% for induction, 1.5–2% for maintenance in oxygen), shave the right flank and disinfect the skin with 70% ethanol.",
        "用异氟烷麻醉小鼠（诱导浓度 3%，维持浓度 1.5%–2%，以氧气为载气），剃除右侧腹部毛发，用 70% 乙醇消毒皮肤。",
      ),
    },
    {
      text: b(
        "Lift the skin with forceps and inject 100 µL subcutaneously with a 1 mL syringe and a 26 G needle, bevel up. Wait 5 s before withdrawing the needle and check that a round bleb has formed.",
        "用镊子提起皮肤，以 1 mL 注射器和 26 G 针头（斜面朝上）皮下注射 100 µL。停留 5 s 后再拔针，确认形成圆形皮丘。",
      ),
      notes: [
        b(
          "Caution: recap needles only with a one-handed technique, and handle human cell lines as biosafety level 2 material.",
          "注意：针头只能用单手法回套针帽；人源细胞系须按生物安全二级材料处理。",
        ),
      ],
    },
    {
      text: b(
        "Monitor the mice daily. Once tumours are palpable, measure the length (longest diameter) and width (perpendicular diameter) with a digital calliper and weigh the mice two to three times a week.",
        "每天观察小鼠。肿瘤可触及后，每周 2–3 次用数显卡尺测量长径（最长径）和宽径（与之垂直的径），并称量体重。",
      ),
    },
    {
      text: b(
        "When the mean tumour volume reaches 100–150 mm^3^, randomise the mice into groups of 8–10 with matched mean volumes and exclude tumours outside the predefined range.",
        "平均肿瘤体积达到 100–150 mm^3^ 时，将小鼠随机分为每组 8–10 只、平均体积相当的各组，并剔除超出预设范围的肿瘤。",
      ),
    },
    {
      text: b(
        "Start treatment according to the study design (for example drug or vehicle by oral gavage at 10 mL/kg once daily for 21 days, or doxycycline in food for inducible shRNA), with the person measuring tumours blinded to group allocation.",
        "按研究设计开始处理（例如以 10 mL/kg 灌胃给予药物或溶剂，每日一次，共 21 天；或对诱导型 shRNA 模型经饲料给予多西环素），测量肿瘤的人员对分组情况保持盲态。",
      ),
    },
    {
      text: b(
        "End the study when control tumours reach the size limit or at the planned time point, and euthanise the mice under deep isoflurane anaesthesia by cervical dislocation or according to local regulations.",
        "当对照组肿瘤达到体积上限或到达预定时间点时结束实验，在深度异氟烷麻醉下以颈椎脱臼法或按当地法规对小鼠实施安乐死。",
      ),
    },
    {
      text: b(
        "Excise each tumour, weigh it and photograph it next to a ruler. Fix one half in 10% neutral buffered formalin for 24 h and snap-freeze the other half in liquid nitrogen.",
        "切取每个肿瘤，称重并与标尺一同拍照。一半置于 10% 中性缓冲福尔马林中固定 24 h，另一半用液氮速冻。",
      ),
      notes: [
        b(
          "Pause point: frozen tissue can be stored at −80 °C and fixed tissue in 70% ethanol before paraffin embedding.",
          "暂停点：冻存组织可于 −80 °C 保存；固定后的组织可在石蜡包埋前保存于 70% 乙醇中。",
        ),
      ],
    },
    {
      text: b(
        "Stain 4 µm paraffin sections with haematoxylin–eosin and by immunohistochemistry for Ki-67 (1:200) and cleaved caspase-3 (1:400) after heat-induced antigen retrieval in citrate buffer, pH 6.0.",
        "取 4 µm 石蜡切片进行苏木精-伊红染色，并在 pH 6.0 柠檬酸盐缓冲液中热修复抗原后，进行 Ki-67（1:200）和剪切型 caspase-3（1:400）免疫组化染色。",
      ),
    },
  ],
  dataAnalysis: [
    b(
      "Calculate tumour volume as V = length × width^2^/2 [2] and plot mean ± SEM per group over time together with individual growth curves. Compare groups with a mixed-effects model for repeated measures and report tumour growth inhibition TGI = (1 − ΔT/ΔC) × 100%, where ΔT and ΔC are the mean volume changes of the treated and control groups; analyse time to a volume of 1,000 mm^3^ with Kaplan–Meier curves and the log-rank test.",
      "按 V = 长 × 宽^2^/2 计算肿瘤体积 [2]，按组绘制均值 ± SEM 随时间的变化曲线，并同时展示单只小鼠的生长曲线。组间比较采用重复测量混合效应模型，并报告肿瘤生长抑制率 TGI =（1 − ΔT/ΔC）× 100%，其中 ΔT 和 ΔC 分别为处理组和对照组的平均体积变化；肿瘤达到 1,000 mm^3^ 的时间用 Kaplan–Meier 曲线和 log-rank 检验分析。",
    ),
    b(
      "Quantify Ki-67- and cleaved caspase-3-positive nuclei in five fields per tumour, excluding necrotic areas, and report the study according to the ARRIVE guidelines, including animals excluded and the reasons.",
      "每个肿瘤取 5 个视野（避开坏死区）定量 Ki-67 和剪切型 caspase-3 阳性细胞核，并按 ARRIVE 指南报告研究，包括被剔除的动物及原因。",
    ),
  ],
  troubleshooting: [
    {
      problem: b("Low or variable tumour take", "成瘤率低或差异大"),
      cause: b("Low cell viability, delay before injection or intradermal injection", "细胞活力低、注射前放置过久或注入皮内"),
      solution: b("Inject within 1 h of harvest, add Matrigel and check that a mobile subcutaneous bleb forms", "收获后 1 h 内注射，加入 Matrigel，并确认形成可推动的皮下皮丘"),
    },
    {
      problem: b("Tumours ulcerate before reaching the size limit", "肿瘤未达体积上限即出现溃疡"),
      cause: b("Fast-growing or intradermal tumours", "肿瘤生长过快或位于皮内"),
      solution: b("Inject deeper into the subcutis, use fewer cells and define ulceration as a humane endpoint", "注射至更深的皮下层，减少接种细胞数，并将溃疡列为人道终点"),
    },
    {
      problem: b("Volumes do not match tumour weights", "体积与肿瘤重量不符"),
      cause: b("Inconsistent calliper technique between operators", "不同操作者卡尺测量方法不一致"),
      solution: b("Have one blinded operator measure all mice and train on excised tumours", "由一名盲态操作者测量全部小鼠，并先以切除的肿瘤进行培训"),
    },
  ],
  references: [
    {
      authors: "Morton, C. L. and Houghton, P. J.",
      year: 2007,
      title: "Establishment of human tumor xenografts in immunodeficient mice",
      journal: "Nature Protocols",
      volume: "2(2)",
      pages: "247–250",
    },
    {
      authors: "Tomayko, M. M. and Reynolds, C. P.",
      year: 1989,
      title: "Determination of subcutaneous tumor size in athymic (nude) mice",
      journal: "Cancer Chemotherapy and Pharmacology",
      volume: "24(3)",
      pages: "148–154",
    },
    {
      authors: "Workman, P., Aboagye, E. O., Balkwill, F., Balmain, A., Bruder, G., Chaplin, D. J., et al.",
      year: 2010,
      title: "Guidelines for the welfare and use of animals in cancer research",
      journal: "British Journal of Cancer",
      volume: "102(11)",
      pages: "1555–1577",
    },
  ],
};

// ---------------------------------------------------------------------------------------------------------------
// Stem Cell (9)
// ---------------------------------------------------------------------------------------------------------------

const sendaiReprogramming: Technique = {
  id: "sendai-virus-ipsc-reprogramming",
  name: b("Sendai virus reprogramming", "仙台病毒重编程"),
  categoryIds: [9, 1],
  contexts: [
    human("adult dermal fibroblasts", "人成年真皮成纤维细胞"),
    human("BJ neonatal foreskin fibroblasts", "人新生儿包皮 BJ 成纤维细胞"),
    human("patient-derived dermal fibroblasts", "遗传病患者来源的真皮成纤维细胞"),
  ],
  targets: [
    b("reprogramming efficiency", "重编程效率"),
    b("pluripotency marker expression", "多能性标志物表达"),
    b("clearance of Sendai virus vectors", "仙台病毒载体清除"),
    b("karyotypic stability", "核型稳定性"),
    b("trilineage differentiation potential", "三胚层分化潜能"),
  ],
  keywords: [
    b("induced pluripotent stem cells", "诱导多能干细胞"),
    b("reprogramming", "重编程"),
    b("Sendai virus", "仙台病毒"),
    b("integration-free", "非整合"),
    b("fibroblasts", "成纤维细胞"),
  ],
  titles: [
    b(
      "Integration-Free iPSC Derivation from {sample} with Sendai Virus Vectors",
      "利用仙台病毒载体由{sample}建立非整合 iPSC",
    ),
    b("Sendai Virus Reprogramming of {sample}: Assessing {target}", "{sample}的仙台病毒重编程及{target}评价"),
    b(
      "Generating Transgene-Free Human iPSC Lines and Monitoring {target}",
      "无外源基因残留的人 iPSC 系建立及{target}检测",
    ),
  ],
  abstract: {
    aim: [
      b(
        "Here we describe the derivation of integration-free induced pluripotent stem cells (iPSCs) from {sample} with Sendai virus vectors, with emphasis on {target}.",
        "本文介绍利用仙台病毒载体由{sample}建立非整合诱导多能干细胞（iPSC）的方法，并重点关注{target}。",
      ),
      b(
        "Sendai virus replicates as RNA in the cytoplasm and never enters the nucleus, so the resulting iPSC lines carry no vector sequences in their genome.",
        "仙台病毒以 RNA 形式在胞质中复制，不进入细胞核，因此所得 iPSC 系的基因组中不含载体序列。",
      ),
    ],
    method: [
      b(
        "Fibroblasts are transduced with vectors encoding OCT4, SOX2, KLF4 and c-MYC at defined multiplicities of infection and replated on vitronectin on day 7.",
        "以设定的感染复数用编码 OCT4、SOX2、KLF4 和 c-MYC 的载体转导成纤维细胞，并于第 7 天重新接种至玻连蛋白包被的培养皿上。",
      ),
      b(
        "Cultures are switched to chemically defined Essential 8 medium, and colonies with embryonic stem cell morphology are identified by live alkaline phosphatase staining and picked on days 17–28.",
        "随后改用化学成分明确的 Essential 8 培养基，通过活细胞碱性磷酸酶染色识别具有胚胎干细胞形态的克隆，并在第 17–28 天挑取。",
      ),
      b(
        "Clones are expanded with EDTA passaging and characterised for vector clearance, pluripotency markers, karyotype and trilineage differentiation.",
        "克隆经 EDTA 传代扩增后，进行载体清除、多能性标志物、核型和三胚层分化鉴定。",
      ),
    ],
    result: [
      b(
        "Reprogramming yielded 20–100 alkaline phosphatase-positive colonies per 10^5^ fibroblasts (0.02–0.1%), and 80–95% of picked clones could be expanded beyond passage 10.",
        "每 10^5^ 个成纤维细胞可获得 20–100 个碱性磷酸酶阳性克隆（0.02%–0.1%），挑取的克隆中 80%–95% 可扩增至第 10 代以上。",
      ),
      b(
        "Sendai virus RNA was undetectable by RT-PCR in most clones by passage 10–12, and more than 90% of cells in validated lines expressed OCT4, NANOG and TRA-1-60.",
        "至第 10–12 代，多数克隆经 RT-PCR 已检测不到仙台病毒 RNA，鉴定合格的细胞系中 90% 以上的细胞表达 OCT4、NANOG 和 TRA-1-60。",
      ),
    ],
  },
  background: [
    b(
      "Forced expression of OCT4, SOX2, KLF4 and c-MYC reprograms human fibroblasts into induced pluripotent stem cells [1]. Early methods used integrating retroviruses, which leave transgenes in the genome that can reactivate and disrupt host genes.",
      "强制表达 OCT4、SOX2、KLF4 和 c-MYC 可将人成纤维细胞重编程为诱导多能干细胞 [1]。早期方法采用整合型逆转录病毒，会在基因组中留下可能重新激活并破坏宿主基因的转基因。",
    ),
    b(
      "Sendai virus is a negative-strand RNA virus that replicates in the cytoplasm; replication-deficient vectors reprogram cells efficiently and are diluted out as the iPSCs divide [2]. Temperature-sensitive versions of the vectors are removed faster, particularly when cultures are briefly shifted to 38–39 °C [3]. Chemically defined Essential 8 medium on vitronectin supports both derivation and expansion without feeder cells [4].",
      "仙台病毒是一种在胞质中复制的负链 RNA 病毒；复制缺陷型载体可高效重编程细胞，并随 iPSC 的分裂逐渐被稀释清除 [2]。温度敏感型载体清除更快，尤其是在将培养物短暂转移至 38–39 °C 时 [3]。玻连蛋白包被结合化学成分明确的 Essential 8 培养基，无需饲养层即可支持 iPSC 的建立与扩增 [4]。",
    ),
  ],
  materials: [
    m("CytoTune-iPS 2.0 Sendai Reprogramming Kit", "CytoTune-iPS 2.0 仙台病毒重编程试剂盒", INVITROGEN, "A16517"),
    m("Essential 8 Medium", "Essential 8 培养基", GIBCO, "A1517001"),
    m("Vitronectin (VTN-N) recombinant human protein, truncated", "重组人截短型玻连蛋白（VTN-N）", GIBCO, "A14700"),
    m("DMEM, high glucose, GlutaMAX supplement", "高糖 DMEM，含 GlutaMAX", GIBCO, "10566016"),
    m("MEM non-essential amino acids solution (100×)", "MEM 非必需氨基酸溶液（100×）", GIBCO, "11140050"),
    m("Alkaline Phosphatase Live Stain", "碱性磷酸酶活细胞染色试剂", INVITROGEN, "A14353"),
    m("UltraPure 0.5 M EDTA, pH 8.0", "UltraPure 0.5 M EDTA，pH 8.0", INVITROGEN, "15575020"),
    m("Y-27632 dihydrochloride", "Y-27632 二盐酸盐", "Tocris", "1254"),
    m("PSC Cryopreservation Kit", "多能干细胞冻存试剂盒", GIBCO, "A2644601"),
  ],
  equipment: [
    m("Class II biological safety cabinet", "II 级生物安全柜", "Thermo Fisher Scientific", "1300 Series A2"),
    m("Stereomicroscope for colony picking inside the cabinet", "用于安全柜内挑克隆的体视显微镜", "Leica", "M80"),
    m("Inverted fluorescence imaging system", "倒置荧光成像系统", INVITROGEN, "EVOS M5000"),
    m("CO2 incubator", "CO2 培养箱", "Thermo Fisher Scientific", "Heracell VIOS 160i"),
  ],
  steps: [
    {
      text: b(
        "Day −2: seed low-passage fibroblasts (passage 3–6) at 2–3 × 10^5^ cells per well of a 6-well plate in fibroblast medium so that they are 50–80% confluent on day 0.",
        "第 −2 天：将低代次成纤维细胞（第 3–6 代）以每孔 2–3 × 10^5^ 个细胞接种于 6 孔板，使用成纤维细胞培养基，使其在第 0 天汇合度达到 50%–80%。",
      ),
    },
    {
      text: b(
        "Day 0: count the cells of one well and calculate the virus volumes for a multiplicity of infection of 5 (KOS), 5 (hc-Myc) and 3 (hKlf4) from the titres on the certificate of analysis: volume (µL) = MOI × cell number / titre (CIU/mL) × 10^3^.",
        "第 0 天：计数其中一孔的细胞，按分析证书上的滴度计算感染复数分别为 5（KOS）、5（hc-Myc）和 3（hKlf4）所需的病毒体积：体积（µL）= MOI × 细胞数/滴度（CIU/mL）× 10^3^。",
      ),
    },
    {
      text: b(
        "Thaw the virus tubes on ice, add the calculated volumes to 1 mL of pre-warmed fibroblast medium, replace the medium of the well with this mixture and incubate overnight at 37 °C and 5% CO~2~.",
        "在冰上融化病毒管，将计算所得体积加入 1 mL 预热的成纤维细胞培养基中，用该混合液替换孔内培养基，于 37 °C、5% CO~2~ 孵育过夜。",
      ),
      notes: [
        b(
          "Caution: handle the vectors at biosafety level 2 in a biological safety cabinet and inactivate waste with bleach.",
          "注意：载体须在生物安全柜内按生物安全二级操作，废弃物用含氯消毒剂灭活。",
        ),
        b(
          "Critical: thaw the viruses only once; refreezing reduces titres markedly.",
          "关键：病毒只能融化一次，反复冻融会使滴度显著下降。",
        ),
      ],
    },
    {
      text: b(
        "Day 1: replace the medium with 2 mL of fresh fibroblast medium and change it every other day until day 6.",
        "第 1 天：更换为 2 mL 新鲜成纤维细胞培养基，此后每隔一天换液至第 6 天。",
      ),
    },
    {
      text: b(
        "Day 6: coat 6-well plates with vitronectin at 0.5 µg/cm^2^ in DPBS for 1 h at room temperature.",
        "第 6 天：用 DPBS 稀释的玻连蛋白（0.5 µg/cm^2^）室温包被 6 孔板 1 h。",
      ),
    },
    {
      text: b(
        "Day 7: detach the transduced cells with TrypLE Express, count and seed 1 × 10^4^, 5 × 10^4^ and 1 × 10^5^ cells per vitronectin-coated well in fibroblast medium.",
        "第 7 天：用 TrypLE Express 消化转导后的细胞，计数后按每孔 1 × 10^4^、5 × 10^4^ 和 1 × 10^5^ 个细胞接种于玻连蛋白包被的孔中，使用成纤维细胞培养基。",
      ),
    },
    {
      text: b(
        "Day 8: switch to Essential 8 medium and change it daily; from day 12 onwards look for compact colonies with sharp edges and cells with a high nucleus-to-cytoplasm ratio.",
        "第 8 天：改用 Essential 8 培养基并每天换液；自第 12 天起观察边缘清晰、致密且核质比高的克隆。",
      ),
    },
    {
      text: b(
        "Days 17–28: stain live colonies with Alkaline Phosphatase Live Stain (1× in DMEM/F-12, 20–30 min at 37 °C), wash twice and mark positive colonies under the fluorescence microscope.",
        "第 17–28 天：用碱性磷酸酶活细胞染色试剂（以 DMEM/F-12 稀释至 1×，37 °C 20–30 min）对活克隆染色，洗涤两次后在荧光显微镜下标记阳性克隆。",
      ),
    },
    {
      text: b(
        "Pick 12–24 colonies per donor under the stereomicroscope by cutting them into 5–10 pieces with a needle and transferring each colony to one vitronectin-coated well of a 24-well plate in Essential 8 with 10 µM Y-27632.",
        "在体视显微镜下每个供者挑取 12–24 个克隆：用针头将每个克隆切成 5–10 块，分别转移至 24 孔板中一个玻连蛋白包被的孔内，使用含 10 µM Y-27632 的 Essential 8 培养基。",
      ),
      notes: [
        b(
          "Critical: avoid partially reprogrammed colonies that are flat, loosely packed or AP-negative; they rarely give stable lines.",
          "关键：避免挑取扁平、排列松散或碱性磷酸酶阴性的部分重编程克隆，这类克隆很少能形成稳定的细胞系。",
        ),
      ],
    },
    {
      text: b(
        "Expand each clone by EDTA passaging: incubate with 0.5 mM EDTA in DPBS for 5–8 min at room temperature, remove the EDTA, wash the cells off as small clumps in Essential 8 and split 1:6–1:12 every 4–5 days.",
        "以 EDTA 传代扩增各克隆：用含 0.5 mM EDTA 的 DPBS 室温处理 5–8 min，吸去 EDTA，用 Essential 8 培养基将细胞以小团块形式冲下，每 4–5 天按 1:6–1:12 传代。",
      ),
      notes: [
        b(
          "Pause point: freeze early-passage stocks (passage 3–5) of every clone with the PSC Cryopreservation Kit before characterisation.",
          "暂停点：在鉴定之前，用多能干细胞冻存试剂盒冻存每个克隆的早期代次（第 3–5 代）细胞。",
        ),
      ],
    },
    {
      text: b(
        "At passages 10–12, test for residual Sendai virus by RT-PCR with vector-specific primers; culture positive clones for 5 days at 38 °C or pass them further and retest.",
        "在第 10–12 代，用载体特异性引物进行 RT-PCR 检测残留的仙台病毒；阳性克隆于 38 °C 培养 5 天，或继续传代后再次检测。",
      ),
    },
    {
      text: b(
        "Characterise virus-free clones: flow cytometry for OCT4, NANOG, SSEA-4 and TRA-1-60, G-banded karyotype (at least 20 metaphases), STR profiling against the donor fibroblasts, mycoplasma testing and trilineage differentiation.",
        "对无病毒残留的克隆进行鉴定：流式细胞术检测 OCT4、NANOG、SSEA-4 和 TRA-1-60，G 显带核型分析（至少 20 个中期分裂相），以供者成纤维细胞为参照进行 STR 分型，以及支原体检测和三胚层分化实验。",
      ),
    },
  ],
  dataAnalysis: [
    b(
      "Calculate reprogramming efficiency as the number of AP-positive colonies with embryonic stem cell morphology divided by the number of cells seeded on day 7, and report it per donor. For each validated line, report the passage at which Sendai virus became undetectable, the percentage of marker-positive cells relative to isotype controls, the karyotype and the STR match; release only lines with a normal karyotype and more than 90% marker-positive cells.",
      "重编程效率按具有胚胎干细胞形态的碱性磷酸酶阳性克隆数除以第 7 天接种的细胞数计算，并按供者分别报告。对每个鉴定合格的细胞系，报告仙台病毒转阴时的代次、相对于同型对照的标志物阳性细胞百分比、核型及 STR 匹配结果；仅核型正常且标志物阳性细胞超过 90% 的细胞系方可使用。",
    ),
  ],
  troubleshooting: [
    {
      problem: b("Few or no colonies", "克隆很少或无克隆"),
      cause: b("Senescent high-passage fibroblasts, low virus titre after refreezing, or wrong MOI", "成纤维细胞代次过高而衰老、病毒反复冻融后滴度下降或 MOI 计算错误"),
      solution: b("Use fibroblasts below passage 6, thaw viruses once and recount the cells on day 0", "使用第 6 代以下的成纤维细胞，病毒只融化一次，并在第 0 天重新计数"),
    },
    {
      problem: b("Sendai virus persists beyond passage 15", "第 15 代后仍检测到仙台病毒"),
      cause: b("High initial MOI of the c-MYC vector or slow-growing clone", "c-MYC 载体初始 MOI 过高或克隆生长缓慢"),
      solution: b("Culture for 5 days at 38 °C, subclone and retest, or discard the clone", "38 °C 培养 5 天，亚克隆后再次检测，或弃去该克隆"),
    },
    {
      problem: b("Spontaneous differentiation at the colony edges", "克隆边缘自发分化"),
      cause: b("Overgrown cultures or medium not changed daily", "培养过密或未每日换液"),
      solution: b("Passage before colonies touch, change Essential 8 every day and scrape away differentiated areas", "在克隆相互接触前传代，每天更换 Essential 8 培养基，并刮除分化区域"),
    },
  ],
  recipes: [
    {
      name: b("Fibroblast medium", "成纤维细胞培养基"),
      composition: b(
        "DMEM high glucose with GlutaMAX, 10% ESC-qualified FBS, 1% MEM non-essential amino acids",
        "高糖 DMEM（含 GlutaMAX），10% 胚胎干细胞级 FBS，1% MEM 非必需氨基酸",
      ),
    },
  ],
  references: [
    {
      authors: "Takahashi, K., Tanabe, K., Ohnuki, M., Narita, M., Ichisaka, T., Tomoda, K. and Yamanaka, S.",
      year: 2007,
      title: "Induction of pluripotent stem cells from adult human fibroblasts by defined factors",
      journal: "Cell",
      volume: "131(5)",
      pages: "861–872",
      doi: "10.1016/j.cell.2007.11.019",
    },
    {
      authors: "Fusaki, N., Ban, H., Nishiyama, A., Saeki, K. and Hasegawa, M.",
      year: 2009,
      title:
        "Efficient induction of transgene-free human pluripotent stem cells using a vector based on Sendai virus, an RNA virus that does not integrate into the host genome",
      journal: "Proceedings of the Japan Academy, Series B, Physical and Biological Sciences",
      volume: "85(8)",
      pages: "348–362",
    },
    {
      authors: "Ban, H., Nishishita, N., Fusaki, N., Tabata, T., Saeki, K., Shikamura, M., et al.",
      year: 2011,
      title:
        "Efficient generation of transgene-free human induced pluripotent stem cells (iPSCs) by temperature-sensitive Sendai virus vectors",
      journal: "Proceedings of the National Academy of Sciences of the United States of America",
      volume: "108(34)",
      pages: "14234–14239",
    },
    {
      authors: "Chen, G., Gulbranson, D. R., Hou, Z., Bolin, J. M., Ruotti, V., Probasco, M. D., et al.",
      year: 2011,
      title: "Chemically defined conditions for human iPSC derivation and culture",
      journal: "Nature Methods",
      volume: "8(5)",
      pages: "424–429",
    },
  ],
};

const cardiomyocyteDifferentiation: Technique = {
  id: "cardiomyocyte-differentiation-wnt-modulation",
  name: b("directed cardiomyocyte differentiation", "心肌细胞定向分化"),
  categoryIds: [9, 4],
  contexts: [
    human("induced pluripotent stem cells from healthy donors", "健康供者来源的人诱导多能干细胞"),
    human("H9 embryonic stem cells", "人胚胎干细胞 H9 系"),
    human("patient-specific induced pluripotent stem cells", "患者特异性人诱导多能干细胞"),
  ],
  targets: [
    b("cardiomyocyte yield and purity", "心肌细胞得率与纯度"),
    b("sarcomere organisation", "肌节结构"),
    b("spontaneous beating rate", "自发搏动频率"),
    b("calcium transients", "钙瞬变"),
    b("drug-induced cardiotoxicity", "药物心脏毒性"),
  ],
  keywords: [
    b("cardiomyocytes", "心肌细胞"),
    b("pluripotent stem cells", "多能干细胞"),
    b("Wnt signalling", "Wnt 信号"),
    b("CHIR99021", "CHIR99021"),
    b("lactate selection", "乳酸纯化"),
  ],
  titles: [
    b(
      "Cardiomyocyte Differentiation of {sample} by Temporal Wnt Modulation",
      "时序调控 Wnt 信号诱导{sample}向心肌细胞分化",
    ),
    b(
      "Chemically Defined Generation of Cardiomyocytes for Studying {target}",
      "成分明确体系制备心肌细胞用于{target}研究",
    ),
    b(
      "From Pluripotent Stem Cells to Beating Cardiomyocytes: Measuring {target}",
      "从多能干细胞到搏动心肌细胞：{target}测定",
    ),
  ],
  abstract: {
    aim: [
      b(
        "Here we describe a chemically defined protocol that converts {sample} into cardiomyocytes within 10 days and its use for studying {target}.",
        "本文介绍一种成分明确的分化方案，可在 10 天内将{sample}诱导为心肌细胞，并用于{target}研究。",
      ),
      b(
        "The protocol relies only on small molecules that first activate and then inhibit canonical Wnt signalling, so it is inexpensive and reproducible across lines.",
        "该方案仅依赖先激活、后抑制经典 Wnt 信号的小分子化合物，成本低且在不同细胞系间重复性好。",
      ),
    ],
    method: [
      b(
        "Monolayers of pluripotent stem cells at 80–95% confluence are treated with the GSK3 inhibitor CHIR99021 for 24 h to induce mesoderm, followed on day 3 by the Wnt production inhibitor IWP2 for 48 h to specify cardiac progenitors.",
        "汇合度 80%–95% 的多能干细胞单层先用 GSK3 抑制剂 CHIR99021 处理 24 h 诱导中胚层，再于第 3 天加入 Wnt 分泌抑制剂 IWP2 处理 48 h，诱导心脏祖细胞。",
      ),
      b(
        "Cells are kept in RPMI 1640 with B-27 minus insulin until day 7, after which insulin is added and contracting areas appear on days 8–10.",
        "第 7 天前细胞培养于含不加胰岛素 B-27 的 RPMI 1640 中，此后加入胰岛素，第 8–10 天出现搏动区域。",
      ),
      b(
        "Cardiomyocytes are enriched by glucose-free, lactate-containing medium and analysed by flow cytometry for cardiac troponin T, immunostaining for sarcomeric α-actinin and calcium imaging.",
        "用无糖含乳酸培养基纯化心肌细胞，并通过流式细胞术检测心肌肌钙蛋白 T、免疫染色检测肌节 α-辅肌动蛋白以及钙成像进行分析。",
      ),
    ],
    result: [
      b(
        "Before selection 60–90% of cells were positive for cardiac troponin T, and lactate selection raised purity to 90–98%.",
        "纯化前 60%–90% 的细胞心肌肌钙蛋白 T 阳性，乳酸纯化后纯度提高到 90%–98%。",
      ),
      b(
        "One well of a 12-well plate yielded 1–2 × 10^6^ cardiomyocytes that beat at 40–70 beats per minute and showed regular calcium transients.",
        "12 孔板每孔可获得 1–2 × 10^6^ 个心肌细胞，其搏动频率为每分钟 40–70 次，并呈现规律的钙瞬变。",
      ),
    ],
  },
  background: [
    b(
      "Cardiac development requires an early pulse of Wnt/β-catenin signalling for mesoderm formation and its subsequent inhibition for cardiac specification. Reproducing this sequence with a GSK3 inhibitor followed by a Porcupine inhibitor efficiently converts human pluripotent stem cells into cardiomyocytes without growth factors [1], [2].",
      "心脏发育需要早期短暂的 Wnt/β-catenin 信号以形成中胚层，随后需要抑制该信号以实现心脏特化。先用 GSK3 抑制剂、再用 Porcupine 抑制剂重现这一时序，无需生长因子即可将人多能干细胞高效诱导为心肌细胞 [1]，[2]。",
    ),
    b(
      "A later refinement reduced the medium to three components [3], and metabolic selection exploits the ability of cardiomyocytes, but not of other cell types, to survive on lactate in the absence of glucose [4]. Together these steps give large numbers of highly pure cardiomyocytes for disease modelling and drug-safety testing.",
      "后续改进将培养基简化为三种成分 [3]；代谢纯化则利用心肌细胞（而非其他细胞类型）可在无葡萄糖条件下依靠乳酸存活的特性 [4]。这些步骤结合起来，可为疾病建模和药物安全性评价提供大量高纯度心肌细胞。",
    ),
  ],
  materials: [
    m("Matrigel hESC-qualified matrix", "Matrigel 基质胶，hESC 级", "Corning", "354277"),
    m("mTeSR Plus medium", "mTeSR Plus 培养基", "STEMCELL Technologies", "100-0276"),
    m("RPMI 1640 medium", "RPMI 1640 培养基", GIBCO, "11875093"),
    m("RPMI 1640 medium, no glucose", "RPMI 1640 培养基，无葡萄糖", GIBCO, "11879020"),
    m("B-27 supplement, minus insulin", "B-27 添加剂，不含胰岛素", GIBCO, "A1895601"),
    m("B-27 supplement (50×), serum free", "B-27 添加剂（50×），无血清", GIBCO, "17504044"),
    m("CHIR99021", "CHIR99021", "Tocris", "4423"),
    m("IWP-2", "IWP-2", "Tocris", "3533"),
    m("Sodium DL-lactate solution, 60% (w/w)", "DL-乳酸钠溶液，60%（w/w）", "Sigma-Aldrich", "L4263"),
    m("Cardiac troponin T monoclonal antibody, clone 13-11", "心肌肌钙蛋白 T 单克隆抗体，克隆号 13-11", INVITROGEN, "MA5-12960"),
  ],
  equipment: [
    m("Class II biological safety cabinet", "II 级生物安全柜", "Thermo Fisher Scientific", "1300 Series A2"),
    m("Flow cytometer", "流式细胞仪", "BD Biosciences", "FACSCanto II"),
    m("Inverted fluorescence microscope with high-speed camera", "配备高速相机的倒置荧光显微镜", "Nikon", "Eclipse Ti2-E"),
    m("CO2 incubator", "CO2 培养箱", "Thermo Fisher Scientific", "Heracell VIOS 160i"),
  ],
  software: [
    m("FlowJo", "FlowJo", "BD Biosciences", "v10.10"),
    m("Fiji (ImageJ)", "Fiji（ImageJ）", "NIH / Fiji community", "v1.54f"),
  ],
  steps: [
    {
      text: b(
        "Maintain the pluripotent stem cells on Matrigel in mTeSR Plus and use only cultures with less than 5% differentiated cells, a normal karyotype and no mycoplasma.",
        "在 Matrigel 包被的培养皿中用 mTeSR Plus 维持培养多能干细胞，仅使用分化细胞少于 5%、核型正常且无支原体污染的培养物。",
      ),
    },
    {
      text: b(
        "Day −4: dissociate the cells with Accutase for 5–7 min at 37 °C and seed single cells at 2.5–5 × 10^4^ cells/cm^2^ on Matrigel-coated 12-well plates in mTeSR Plus with 10 µM Y-27632; change the medium daily without Y-27632.",
        "第 −4 天：用 Accutase 于 37 °C 消化 5–7 min，将单细胞以 2.5–5 × 10^4^ 个/cm^2^ 接种于 Matrigel 包被的 12 孔板，使用含 10 µM Y-27632 的 mTeSR Plus；此后每天用不含 Y-27632 的培养基换液。",
      ),
    },
    {
      text: b(
        "Day 0: when the cells are 80–95% confluent, replace the medium with 2 mL of RPMI 1640 with B-27 minus insulin (RPMI/B27−ins) containing 6–12 µM CHIR99021.",
        "第 0 天：细胞汇合度达到 80%–95% 时，换为 2 mL 含 6–12 µM CHIR99021 的 RPMI 1640/不含胰岛素 B-27 培养基（RPMI/B27−ins）。",
      ),
      notes: [
        b(
          "Critical: the optimal CHIR99021 concentration and starting confluence depend on the line; test 6, 8, 10 and 12 µM for each new line.",
          "关键：CHIR99021 的最佳浓度和起始汇合度因细胞系而异；对每个新细胞系应测试 6、8、10 和 12 µM。",
        ),
      ],
    },
    {
      text: b("Day 1: exactly 24 h later, replace the medium with 2 mL of RPMI/B27−ins.", "第 1 天：恰好 24 h 后，换为 2 mL RPMI/B27−ins。"),
    },
    {
      text: b(
        "Day 3: replace the medium with 2 mL of RPMI/B27−ins containing 5 µM IWP2.",
        "第 3 天：换为 2 mL 含 5 µM IWP2 的 RPMI/B27−ins。",
      ),
    },
    {
      text: b(
        "Day 5: replace the medium with 2 mL of RPMI/B27−ins without inhibitors.",
        "第 5 天：换为 2 mL 不含抑制剂的 RPMI/B27−ins。",
      ),
    },
    {
      text: b(
        "Day 7: switch to RPMI 1640 with B-27 containing insulin and change it every 2–3 days. Contracting areas should appear between days 8 and 10.",
        "第 7 天：改用含胰岛素 B-27 的 RPMI 1640，每 2–3 天换液。第 8–10 天应出现搏动区域。",
      ),
    },
    {
      text: b(
        "Days 10–14: enrich cardiomyocytes in glucose-free RPMI 1640 with B-27 and 4 mM sodium DL-lactate for 4 days, changing the medium every 2 days, then return to RPMI/B27.",
        "第 10–14 天：用含 B-27 和 4 mM DL-乳酸钠的无糖 RPMI 1640 纯化心肌细胞 4 天，每 2 天换液，随后恢复使用 RPMI/B27。",
      ),
      notes: [
        b(
          "Caution: extensive detachment during selection indicates poor differentiation; check troponin T before continuing with such wells.",
          "注意：纯化过程中若大量细胞脱落，提示分化效率低；此类孔在继续实验前应先检测肌钙蛋白 T。",
        ),
      ],
    },
    {
      text: b(
        "Day 15–20: dissociate the cardiomyocytes with TrypLE Express for 10–15 min at 37 °C, quench with RPMI/B27 containing 10% FBS and 10 µM Y-27632, and replate on Matrigel at 1–2 × 10^5^ cells/cm^2^ for functional assays.",
        "第 15–20 天：用 TrypLE Express 于 37 °C 消化心肌细胞 10–15 min，用含 10% FBS 和 10 µM Y-27632 的 RPMI/B27 终止消化，按 1–2 × 10^5^ 个/cm^2^ 接种于 Matrigel 包被的培养皿中用于功能实验。",
      ),
      notes: [
        b(
          "Pause point: cardiomyocytes can be cryopreserved at this stage in CryoStor CS10 and stored in liquid nitrogen.",
          "暂停点：此阶段的心肌细胞可用 CryoStor CS10 冻存并保存于液氮中。",
        ),
      ],
    },
    {
      text: b(
        "Flow cytometry: fix 5 × 10^5^ cells in 1% PFA for 20 min, permeabilise in 90% cold methanol for 15 min, stain with anti-cardiac troponin T (1:200) and a secondary antibody, and analyse at least 10,000 events against an isotype control.",
        "流式细胞术：取 5 × 10^5^ 个细胞用 1% PFA 固定 20 min，预冷的 90% 甲醇通透 15 min，用抗心肌肌钙蛋白 T 抗体（1:200）和二抗染色，以同型对照为参照分析至少 10,000 个事件。",
      ),
    },
    {
      text: b(
        "Immunostaining and function: 5–7 days after replating, stain fixed cells for sarcomeric α-actinin, or load live cells with 5 µM Fluo-4 AM for 20 min at 37 °C and record 20 s videos at 50 frames per second at 37 °C.",
        "免疫染色与功能检测：重新接种后 5–7 天，对固定细胞进行肌节 α-辅肌动蛋白染色；或用 5 µM Fluo-4 AM 于 37 °C 负载活细胞 20 min，在 37 °C 下以每秒 50 帧录制 20 s 视频。",
      ),
    },
  ],
  dataAnalysis: [
    b(
      "Gate troponin T-positive cells in FlowJo against the isotype control and report purity before and after lactate selection together with the yield per well. From calcium recordings, extract ΔF/F~0~ traces for 20–50 cells per condition in Fiji and measure beat rate, amplitude, time to peak and time to 90% decay; from α-actinin images, measure sarcomere length (expected 1.6–1.9 µm) by line profiles or Fourier analysis.",
      "在 FlowJo 中以同型对照为参照圈定肌钙蛋白 T 阳性细胞，报告乳酸纯化前后的纯度及每孔得率。在 Fiji 中从钙成像记录中提取每个条件 20–50 个细胞的 ΔF/F~0~ 曲线，测定搏动频率、振幅、达峰时间和 90% 衰减时间；在 α-辅肌动蛋白图像中用线扫描或傅里叶分析测定肌节长度（预期为 1.6–1.9 µm）。",
    ),
    b(
      "Treat independent differentiations, not wells, as biological replicates, and record the CHIR99021 concentration and day-0 confluence of each batch, because they explain most of the variation between batches.",
      "以独立的分化批次而非孔作为生物学重复，并记录每批的 CHIR99021 浓度和第 0 天汇合度，因为批次间的差异主要由这两个因素决定。",
    ),
  ],
  troubleshooting: [
    {
      problem: b("No beating by day 12", "第 12 天仍无搏动"),
      cause: b("CHIR99021 concentration not suited to the line or confluence too low", "CHIR99021 浓度不适合该细胞系或汇合度过低"),
      solution: b("Titrate CHIR99021 (6–12 µM) and start at 80–95% confluence", "滴定 CHIR99021（6–12 µM），并在汇合度 80%–95% 时开始诱导"),
    },
    {
      problem: b("Massive cell death on day 1–2", "第 1–2 天大量细胞死亡"),
      cause: b("CHIR99021 too high or cells too sparse", "CHIR99021 浓度过高或细胞过稀"),
      solution: b("Lower CHIR99021 by 2 µM steps or seed more cells on day −4", "以 2 µM 为梯度降低 CHIR99021 浓度，或在第 −4 天增加接种细胞数"),
    },
    {
      problem: b("Low troponin T purity after selection", "纯化后肌钙蛋白 T 阳性率仍低"),
      cause: b("Residual glucose from B-27 or a short selection period", "B-27 带入残余葡萄糖或纯化时间过短"),
      solution: b("Use glucose-free RPMI, wash once with DPBS before selection and extend selection to 6 days", "使用无糖 RPMI，纯化前用 DPBS 洗涤一次，并将纯化延长至 6 天"),
    },
  ],
  references: [
    {
      authors: "Lian, X., Hsiao, C., Wilson, G., Zhu, K., Hazeltine, L. B., Azarin, S. M., et al.",
      year: 2012,
      title:
        "Robust cardiomyocyte differentiation from human pluripotent stem cells via temporal modulation of canonical Wnt signaling",
      journal: "Proceedings of the National Academy of Sciences of the United States of America",
      volume: "109(27)",
      pages: "E1848–E1857",
    },
    {
      authors: "Lian, X., Zhang, J., Azarin, S. M., Zhu, K., Hazeltine, L. B., Bao, X., et al.",
      year: 2013,
      title:
        "Directed cardiomyocyte differentiation from human pluripotent stem cells by modulating Wnt/β-catenin signaling under fully defined conditions",
      journal: "Nature Protocols",
      volume: "8(1)",
      pages: "162–175",
    },
    {
      authors: "Burridge, P. W., Matsa, E., Shukla, P., Lin, Z. C., Churko, J. M., Ebert, A. D., et al.",
      year: 2014,
      title: "Chemically defined generation of human cardiomyocytes",
      journal: "Nature Methods",
      volume: "11(8)",
      pages: "855–860",
    },
    {
      authors: "Tohyama, S., Hattori, F., Sano, M., Hishiki, T., Nagahata, Y., Matsuura, T., et al.",
      year: 2013,
      title:
        "Distinct metabolic flow enables large-scale purification of mouse and human pluripotent stem cell-derived cardiomyocytes",
      journal: "Cell Stem Cell",
      volume: "12(1)",
      pages: "127–137",
    },
  ],
};

const intestinalOrganoids: Technique = {
  id: "intestinal-crypt-organoid-culture",
  name: b("intestinal crypt organoid culture", "肠隐窝类器官培养"),
  categoryIds: [9, 4],
  contexts: [
    mouse("the small intestine of adult C57BL/6 mice", "成年 C57BL/6 小鼠小肠"),
    mouse(
      "the small intestine of *Lgr5-EGFP-IRES-creERT2* mice",
      "携带 *Lgr5-EGFP-IRES-creERT2* 报告基因的小鼠小肠",
    ),
    human("adult human duodenal biopsies", "成人十二指肠活检组织"),
  ],
  targets: [
    b("stem cell self-renewal", "干细胞自我更新"),
    b("crypt budding", "隐窝出芽"),
    b("epithelial differentiation", "上皮分化"),
    b("dependence on canonical Wnt signalling", "经典 Wnt 信号依赖性"),
    b("organoid-forming efficiency", "类器官形成效率"),
  ],
  keywords: [
    b("intestinal organoids", "肠道类器官"),
    b("Lgr5", "Lgr5"),
    b("intestinal stem cells", "肠道干细胞"),
    b("crypt isolation", "隐窝分离"),
    b("Matrigel", "Matrigel 基质胶"),
  ],
  titles: [
    b("Isolation and Organoid Culture of Crypts from {sample}", "{sample}隐窝的分离与类器官培养"),
    b("Intestinal Organoids from Single Crypts as a Model for {target}", "单个隐窝来源的肠道类器官：{target}研究模型"),
    b(
      "Establishing, Passaging and Imaging Crypt Organoids to Study {target}",
      "隐窝类器官的建立、传代与成像及其在{target}研究中的应用",
    ),
  ],
  abstract: {
    aim: [
      b(
        "Here we describe the isolation of crypts from {sample} and their growth into self-organising epithelial organoids for studies of {target}.",
        "本文介绍从{sample}中分离隐窝并将其培养为自组织上皮类器官的方法，用于{target}研究。",
      ),
      b(
        "Organoids contain Lgr5^+^ stem cells, Paneth cells and differentiated epithelial lineages and can be passaged for months without genetic change.",
        "类器官含有 Lgr5^+^ 干细胞、帕内特细胞及分化的各上皮谱系，可传代数月而不发生遗传改变。",
      ),
    ],
    method: [
      b(
        "Crypts are released from the tissue by EDTA chelation at 4 °C and vigorous shaking, separated from villi and single cells by filtration and low-speed centrifugation.",
        "于 4 °C 用 EDTA 螯合并剧烈振摇使隐窝从组织中释放，再通过过滤和低速离心将其与绒毛及单个细胞分开。",
      ),
      b(
        "About 500 crypts per 50 µL dome are embedded in Matrigel and overlaid with medium containing EGF, noggin and R-spondin-1, supplemented with Wnt3a, nicotinamide, A83-01 and SB202190 for human tissue.",
        "每个 50 µL Matrigel 液滴中包埋约 500 个隐窝，上覆含 EGF、noggin 和 R-spondin-1 的培养基；人源组织另加 Wnt3a、烟酰胺、A83-01 和 SB202190。",
      ),
      b(
        "Organoids are passaged mechanically every 5–10 days and analysed by bright-field imaging, EdU incorporation and whole-mount immunofluorescence.",
        "每 5–10 天机械传代一次，并通过明场成像、EdU 掺入和整体免疫荧光进行分析。",
      ),
    ],
    result: [
      b(
        "Each isolation yielded 2,000–10,000 crypts, and 60–90% of mouse crypts and 30–60% of human crypts formed organoids within 3–5 days.",
        "每次分离可获得 2,000–10,000 个隐窝，3–5 天内 60%–90% 的小鼠隐窝和 30%–60% 的人隐窝形成类器官。",
      ),
      b(
        "Mouse organoids formed 4–8 crypt-like buds by day 7, and lysozyme-positive Paneth cells were present at the base of more than 90% of buds.",
        "小鼠类器官在第 7 天形成 4–8 个隐窝样芽，90% 以上的芽底部可见溶菌酶阳性的帕内特细胞。",
      ),
    ],
  },
  background: [
    b(
      "Lgr5 marks cycling stem cells at the base of small intestinal and colonic crypts that generate all epithelial lineages in vivo [1]. Single Lgr5^+^ cells or isolated crypts embedded in Matrigel with EGF, noggin and R-spondin-1 build organoids with crypt-like buds and villus-like domains, showing that the epithelium can organise itself without a mesenchymal niche [2].",
      "Lgr5 标记位于小肠和结肠隐窝底部的增殖干细胞，这些细胞在体内可产生全部上皮谱系 [1]。将单个 Lgr5^+^ 细胞或分离的隐窝包埋于 Matrigel 中，并加入 EGF、noggin 和 R-spondin-1，可形成具有隐窝样芽和绒毛样区域的类器官，表明上皮无需间充质生态位即可自我组织 [2]。",
    ),
    b(
      "Within organoids, Paneth cells provide Wnt and EGF signals to neighbouring stem cells [3]. Human intestinal epithelium additionally requires Wnt3a, nicotinamide and inhibitors of TGF-β and p38 signalling for long-term growth [4], which is why the medium differs between species in this protocol.",
      "在类器官中，帕内特细胞为相邻的干细胞提供 Wnt 和 EGF 信号 [3]。人肠上皮的长期培养还需要 Wnt3a、烟酰胺以及 TGF-β 和 p38 信号抑制剂 [4]，因此本方案中不同物种使用的培养基有所不同。",
    ),
  ],
  materials: [
    m("Matrigel growth factor reduced basement membrane matrix, phenol red-free", "Matrigel 生长因子减少型基底膜基质，无酚红", "Corning", "356231"),
    m("Advanced DMEM/F-12", "Advanced DMEM/F-12 培养基", GIBCO, "12634010"),
    m("N-2 supplement (100×)", "N-2 添加剂（100×）", GIBCO, "17502048"),
    m("B-27 supplement (50×), serum free", "B-27 添加剂（50×），无血清", GIBCO, "17504044"),
    m("Recombinant murine EGF", "重组鼠 EGF", "PeproTech", "315-09"),
    m("Recombinant murine noggin", "重组鼠 noggin", "PeproTech", "250-38"),
    m("Recombinant mouse R-spondin 1", "重组小鼠 R-spondin 1", "R&D Systems", "3474-RS-050"),
    m("N-acetyl-L-cysteine", "N-乙酰-L-半胱氨酸", "Sigma-Aldrich", "A9165"),
    m("UltraPure 0.5 M EDTA, pH 8.0", "UltraPure 0.5 M EDTA，pH 8.0", INVITROGEN, "15575020"),
    m("Cell Recovery Solution", "细胞回收液（Cell Recovery Solution）", "Corning", "354253"),
  ],
  equipment: [
    m("Refrigerated benchtop centrifuge with swing-out rotor", "配水平转子的冷冻台式离心机", "Eppendorf", "5810 R"),
    m("Tube roller/rocker at 4 °C", "4 °C 滚轴混匀器", "Stuart", "SRT6D"),
    m("Inverted microscope with camera", "带相机的倒置显微镜", "Leica", "DMi8"),
    m("Confocal microscope", "共聚焦显微镜", "Carl Zeiss", "LSM 900"),
  ],
  steps: [
    {
      text: b("Collect the tissue into ice-cold PBS:", "将组织收集于冰冷的 PBS 中："),
      substeps: [
        b(
          "Mouse: after euthanasia, remove the proximal 15 cm of small intestine, flush it with 10 mL of cold PBS with a syringe, open it longitudinally and scrape off the villi with a glass coverslip.",
          "小鼠：安乐死后取出近端 15 cm 小肠，用注射器以 10 mL 冷 PBS 冲洗肠腔，纵向剖开，用玻璃盖玻片刮去绒毛。",
        ),
        b(
          "Human: place 2–4 biopsies in 10 mL of cold PBS immediately after endoscopy and process them within 4 h.",
          "人：内镜检查后立即将 2–4 块活检组织置于 10 mL 冷 PBS 中，并在 4 h 内处理。",
        ),
      ],
      notes: [
        b(
          "Critical: animal procedures need an approved licence, and human biopsies need ethics approval and informed consent.",
          "关键：动物操作须获得相应许可，人活检组织须经伦理批准并取得知情同意。",
        ),
      ],
    },
    {
      text: b(
        "Cut the tissue into 2–5 mm pieces and wash them 10–15 times in 10 mL of cold PBS by pipetting up and down with a 10 mL pipette until the supernatant is clear.",
        "将组织剪成 2–5 mm 小块，用 10 mL 移液管在 10 mL 冷 PBS 中反复吹吸洗涤 10–15 次，直至上清澄清。",
      ),
    },
    {
      text: b(
        "Incubate the pieces in 25 mL of cold PBS with 2 mM EDTA for 30 min (mouse) or 8 mM EDTA for 60 min (human) at 4 °C on a roller.",
        "将组织块置于 25 mL 含 2 mM EDTA（小鼠，30 min）或 8 mM EDTA（人，60 min）的冷 PBS 中，4 °C 滚轴混匀孵育。",
      ),
    },
    {
      text: b(
        "Let the pieces settle, discard the EDTA, add 10 mL of cold PBS and shake the tube vigorously by hand for 10–15 s. Collect the supernatant as fraction 1 and repeat to obtain fractions 2–4; check 20 µL of each fraction under the microscope.",
        "待组织块沉降后弃去 EDTA，加入 10 mL 冷 PBS，手持离心管剧烈振摇 10–15 s。收集上清作为第 1 份，重复操作获得第 2–4 份；每份取 20 µL 在显微镜下检查。",
      ),
      notes: [
        b(
          "Critical: early fractions contain mainly villi; pool only the fractions rich in intact crypts.",
          "关键：最初的几份主要含绒毛；只合并富含完整隐窝的组分。",
        ),
      ],
    },
    {
      text: b(
        "Pass the pooled crypt fractions through a 70 µm strainer, centrifuge at 300 × g for 5 min at 4 °C, resuspend in 10 mL of cold Advanced DMEM/F-12 and centrifuge at 100 × g for 2 min to remove single cells.",
        "将合并的隐窝组分经 70 µm 筛网过滤，4 °C、300 × g 离心 5 min，用 10 mL 冷 Advanced DMEM/F-12 重悬后 100 × g 离心 2 min，以去除单个细胞。",
      ),
    },
    {
      text: b(
        "Count the crypts in a 10 µL drop, resuspend them in cold Matrigel at 500 crypts per 50 µL and plate 50 µL domes in the centre of pre-warmed 24-well plate wells. Let the domes polymerise for 15–20 min at 37 °C.",
        "取 10 µL 液滴计数隐窝，用冷 Matrigel 按每 50 µL 含 500 个隐窝重悬，在预热的 24 孔板每孔中央滴加 50 µL 液滴。37 °C 放置 15–20 min 使其聚合。",
      ),
    },
    {
      text: b("Overlay each dome with 500 µL of organoid medium:", "每个液滴上覆 500 µL 类器官培养基："),
      substeps: [
        b(
          "Mouse (ENR): Advanced DMEM/F-12 with 10 mM HEPES, 1× GlutaMAX, 1× N-2, 1× B-27, 1.25 mM N-acetylcysteine, 50 ng/mL EGF, 100 ng/mL noggin and 500 ng/mL R-spondin-1.",
          "小鼠（ENR 培养基）：Advanced DMEM/F-12，含 10 mM HEPES、1× GlutaMAX、1× N-2、1× B-27、1.25 mM N-乙酰半胱氨酸、50 ng/mL EGF、100 ng/mL noggin 和 500 ng/mL R-spondin-1。",
        ),
        b(
          "Human: ENR plus 50% Wnt3a-conditioned medium, 10 mM nicotinamide, 500 nM A83-01, 10 µM SB202190 and 10 nM gastrin; add 10 µM Y-27632 for the first 2 days.",
          "人：在 ENR 基础上加入 50% Wnt3a 条件培养基、10 mM 烟酰胺、500 nM A83-01、10 µM SB202190 和 10 nM 胃泌素；前 2 天另加 10 µM Y-27632。",
        ),
      ],
    },
    {
      text: b(
        "Refresh the medium every 2–3 days. Crypts close into spheres within 24 h, and mouse organoids form crypt-like buds from day 2–3.",
        "每 2–3 天换液一次。隐窝在 24 h 内闭合成球状，小鼠类器官自第 2–3 天起形成隐窝样芽。",
      ),
    },
    {
      text: b(
        "Passage every 5–7 days (mouse) or 7–10 days (human): break up the domes in 1 mL of cold Advanced DMEM/F-12, triturate 20–30 times through a P200 tip on a P1000 pipette, centrifuge at 200 × g for 3 min at 4 °C and replate at a 1:3–1:5 split.",
        "每 5–7 天（小鼠）或 7–10 天（人）传代一次：用 1 mL 冷 Advanced DMEM/F-12 打散液滴，用套有 P200 枪头的 P1000 移液器吹打 20–30 次，4 °C、200 × g 离心 3 min，按 1:3–1:5 比例重新接种。",
      ),
      notes: [
        b(
          "Pause point: organoids can be cryopreserved 2–3 days after passaging in freezing medium with 10 µM Y-27632 and stored in liquid nitrogen.",
          "暂停点：传代后 2–3 天的类器官可用含 10 µM Y-27632 的冻存液冻存，并保存于液氮中。",
        ),
      ],
    },
    {
      text: b(
        "For proliferation assays, add 10 µM EdU for 2 h before fixation. For differentiation, withdraw R-spondin-1 (mouse) or Wnt3a, nicotinamide and SB202190 (human) for 4 days.",
        "增殖检测：固定前加入 10 µM EdU 孵育 2 h。诱导分化：撤除 R-spondin-1（小鼠）或 Wnt3a、烟酰胺和 SB202190（人）4 天。",
      ),
    },
    {
      text: b(
        "For whole-mount staining, release organoids from Matrigel with Cell Recovery Solution for 30 min on ice, fix in 4% PFA for 30 min at room temperature, permeabilise in 0.5% Triton X-100 and stain for lysozyme, Ki-67 and E-cadherin before confocal imaging.",
        "整体染色：用细胞回收液在冰上处理 30 min 将类器官从 Matrigel 中释放，4% PFA 室温固定 30 min，0.5% Triton X-100 通透后进行溶菌酶、Ki-67 和 E-钙黏蛋白染色，再进行共聚焦成像。",
      ),
    },
  ],
  dataAnalysis: [
    b(
      "Calculate organoid-forming efficiency as the number of organoids on day 3–5 divided by the number of crypts plated, and count buds per organoid on day 7 in bright-field images of at least 50 organoids per condition. From confocal stacks, count EdU^+^ or Ki-67^+^ nuclei per bud and lysozyme^+^ Paneth cells per bud, and in *Lgr5-EGFP* organoids count EGFP^+^ cells per bud. Compare conditions with mixed models that treat wells as nested within independent isolations.",
      "类器官形成效率按第 3–5 天的类器官数除以接种的隐窝数计算；在第 7 天的明场图像中，每个条件至少统计 50 个类器官的出芽数。在共聚焦层扫图像中计数每个芽的 EdU^+^ 或 Ki-67^+^ 细胞核数以及溶菌酶^+^ 帕内特细胞数；在 *Lgr5-EGFP* 类器官中计数每个芽的 EGFP^+^ 细胞。以孔嵌套于独立分离批次的混合模型比较各条件。",
    ),
  ],
  troubleshooting: [
    {
      problem: b("Few crypts and many villi in all fractions", "各组分中隐窝少而绒毛多"),
      cause: b("Villi not scraped off or EDTA incubation too short", "未刮除绒毛或 EDTA 孵育时间过短"),
      solution: b("Scrape the mucosa before chelation and extend EDTA incubation by 10–15 min", "螯合前刮除绒毛，并将 EDTA 孵育延长 10–15 min"),
    },
    {
      problem: b("Organoids become cystic and stop budding", "类器官呈囊状且不再出芽"),
      cause: b("Excess Wnt activity or degraded R-spondin-1", "Wnt 活性过高或 R-spondin-1 降解"),
      solution: b("Use fresh aliquots of R-spondin-1 and check the Wnt3a-conditioned medium batch", "使用新鲜分装的 R-spondin-1，并检查 Wnt3a 条件培养基的批次"),
    },
    {
      problem: b("Organoids die after passaging", "传代后类器官死亡"),
      cause: b("Over-fragmentation into single cells", "过度吹打成单细胞"),
      solution: b("Reduce trituration and add 10 µM Y-27632 for 2 days", "减少吹打次数，并加入 10 µM Y-27632 处理 2 天"),
    },
  ],
  references: [
    {
      authors: "Barker, N., van Es, J. H., Kuipers, J., Kujala, P., van den Born, M., Cozijnsen, M., et al.",
      year: 2007,
      title: "Identification of stem cells in small intestine and colon by marker gene Lgr5",
      journal: "Nature",
      volume: "449(7165)",
      pages: "1003–1007",
    },
    {
      authors: "Sato, T., Vries, R. G., Snippert, H. J., van de Wetering, M., Barker, N., Stange, D. E., et al.",
      year: 2009,
      title: "Single Lgr5 stem cells build crypt-villus structures in vitro without a mesenchymal niche",
      journal: "Nature",
      volume: "459(7244)",
      pages: "262–265",
      doi: "10.1038/nature07935",
    },
    {
      authors: "Sato, T., van Es, J. H., Snippert, H. J., Stange, D. E., Vries, R. G., van den Born, M., et al.",
      year: 2011,
      title: "Paneth cells constitute the niche for Lgr5 stem cells in intestinal crypts",
      journal: "Nature",
      volume: "469(7330)",
      pages: "415–418",
    },
    {
      authors: "Sato, T., Stange, D. E., Ferrante, M., Vries, R. G., van Es, J. H., van den Brink, S., et al.",
      year: 2011,
      title:
        "Long-term expansion of epithelial organoids from human colon, adenoma, adenocarcinoma, and Barrett's epithelium",
      journal: "Gastroenterology",
      volume: "141(5)",
      pages: "1762–1772",
    },
  ],
};

const hscSorting: Technique = {
  id: "haematopoietic-stem-cell-facs",
  name: b("haematopoietic stem cell sorting", "造血干细胞流式分选"),
  categoryIds: [9, 10],
  contexts: [
    mouse("the bone marrow of adult C57BL/6 mice (8–12 weeks old)", "成年 C57BL/6 小鼠（8–12 周龄）骨髓"),
    mouse("the bone marrow of aged mice (20–24 months old)", "老龄小鼠（20–24 月龄）骨髓"),
    mouse("the bone marrow of genetically modified mice", "基因修饰小鼠骨髓"),
  ],
  targets: [
    b("haematopoietic stem cell frequency", "造血干细胞频率"),
    b("long-term multilineage repopulation", "长期多系重建能力"),
    b("cell-cycle quiescence", "细胞周期静息状态"),
    b("single-cell colony-forming potential", "单细胞集落形成潜能"),
  ],
  keywords: [
    b("haematopoietic stem cells", "造血干细胞"),
    b("flow cytometry", "流式细胞术"),
    b("SLAM markers", "SLAM 标志物"),
    b("bone marrow", "骨髓"),
    b("transplantation", "移植"),
  ],
  titles: [
    b(
      "Isolation of Haematopoietic Stem Cells from {sample} by SLAM-Marker Sorting",
      "基于 SLAM 标志物从{sample}中分选造血干细胞",
    ),
    b(
      "Sorting Lin^−^Sca-1^+^c-Kit^+^CD150^+^CD48^−^ Stem Cells to Assess {target}",
      "分选 Lin^−^Sca-1^+^c-Kit^+^CD150^+^CD48^−^ 干细胞评估{target}",
    ),
    b(
      "Flow Cytometric Purification of Mouse Haematopoietic Stem Cells for Studies of {target}",
      "小鼠造血干细胞的流式纯化及{target}研究",
    ),
  ],
  abstract: {
    aim: [
      b(
        "Here we describe how to purify haematopoietic stem cells (HSCs) from {sample} by fluorescence-activated cell sorting and how to use them to study {target}.",
        "本文介绍如何通过荧光激活细胞分选从{sample}中纯化造血干细胞（HSC），以及如何将其用于{target}研究。",
      ),
      b(
        "HSCs make up fewer than 1 in 10,000 bone marrow cells, so enrichment, a well-controlled staining panel and careful gating are essential.",
        "造血干细胞在骨髓细胞中不足万分之一，因此预富集、严格对照的染色组合和精细的设门至关重要。",
      ),
    ],
    method: [
      b(
        "Bone marrow is harvested by crushing femurs, tibiae and pelvic bones, and c-Kit^+^ cells are enriched with magnetic beads.",
        "通过研碎股骨、胫骨和骨盆收获骨髓细胞，并用磁珠富集 c-Kit^+^ 细胞。",
      ),
      b(
        "Cells are stained for lineage markers, Sca-1, c-Kit, CD150 and CD48, and Lin^−^Sca-1^+^c-Kit^+^CD150^+^CD48^−^ cells are sorted with a 100 µm nozzle at 4 °C.",
        "细胞经谱系标志物、Sca-1、c-Kit、CD150 和 CD48 染色后，于 4 °C 用 100 µm 喷嘴分选 Lin^−^Sca-1^+^c-Kit^+^CD150^+^CD48^−^ 细胞。",
      ),
      b(
        "Sorted cells are used for competitive transplantation, single-cell index sorting into culture or cell-cycle analysis.",
        "分选得到的细胞用于竞争性移植、单细胞索引分选培养或细胞周期分析。",
      ),
    ],
    result: [
      b(
        "CD150^+^CD48^−^ LSK cells made up 0.005–0.01% of nucleated bone marrow cells, yielding 3,000–8,000 HSCs per mouse with post-sort purity above 95%.",
        "CD150^+^CD48^−^ LSK 细胞占骨髓有核细胞的 0.005%–0.01%，每只小鼠可获得 3,000–8,000 个造血干细胞，分选后纯度高于 95%。",
      ),
      b(
        "Transplantation of 20 sorted cells with 2 × 10^5^ competitor cells gave long-term multilineage donor chimerism in more than 80% of recipients at 16 weeks.",
        "将 20 个分选细胞与 2 × 10^5^ 个竞争细胞共同移植，16 周时 80% 以上的受体出现长期多系供体嵌合。",
      ),
    ],
  },
  background: [
    b(
      "Mouse HSCs were first enriched as lineage-negative, Thy-1^low^, Sca-1^+^ cells [1], and single CD34^−/low^ Lin^−^Sca-1^+^c-Kit^+^ cells were later shown to reconstitute the entire haematopoietic system of irradiated mice [2]. These experiments established that stem cell activity can be assigned to a prospectively isolated population and tested by transplantation.",
      "小鼠造血干细胞最早以谱系阴性、Thy-1^low^、Sca-1^+^ 细胞的形式被富集 [1]，随后研究证明单个 CD34^−/low^ Lin^−^Sca-1^+^c-Kit^+^ 细胞即可重建受照射小鼠的整个造血系统 [2]。这些实验确立了可将干细胞活性归属于前瞻性分离的细胞群并通过移植加以验证的原则。",
    ),
    b(
      "The SLAM family receptors CD150 and CD48 further separate HSCs from multipotent progenitors: CD150^+^CD48^−^ cells within the LSK fraction contain most long-term repopulating activity, and the markers work in young and old mice [3]. This protocol uses that panel, which needs only five colours and is compatible with most sorters.",
      "SLAM 家族受体 CD150 和 CD48 可进一步将造血干细胞与多能祖细胞区分开：LSK 群中的 CD150^+^CD48^−^ 细胞包含了大部分长期重建活性，且这些标志物在年轻和老龄小鼠中均适用 [3]。本方案采用这一组合，仅需五种颜色，与大多数分选仪兼容。",
    ),
  ],
  materials: [
    m("CD117 MicroBeads, mouse", "小鼠 CD117 磁珠", "Miltenyi Biotec", "130-091-224"),
    m("LS columns", "LS 分选柱", "Miltenyi Biotec", "130-042-401"),
    m("Biotin anti-mouse Lineage Panel", "生物素标记抗小鼠谱系抗体组合", "BioLegend", "133307"),
    m("PE/Cyanine7 anti-mouse Ly-6A/E (Sca-1), clone D7", "PE/Cyanine7 抗小鼠 Ly-6A/E（Sca-1），克隆号 D7", "BioLegend", "108114"),
    m("APC anti-mouse CD117 (c-Kit), clone 2B8", "APC 抗小鼠 CD117（c-Kit），克隆号 2B8", "BioLegend", "105812"),
    m("PE anti-mouse CD150 (SLAM), clone TC15-12F12.2", "PE 抗小鼠 CD150（SLAM），克隆号 TC15-12F12.2", "BioLegend", "115904"),
    m("FITC anti-mouse CD48, clone HM48-1", "FITC 抗小鼠 CD48，克隆号 HM48-1", "BioLegend", "103404"),
    m("Brilliant Violet 421 streptavidin", "Brilliant Violet 421 链霉亲和素", "BioLegend", "405225"),
    m("UltraComp eBeads Plus compensation beads", "UltraComp eBeads Plus 补偿微球", INVITROGEN, "01-3333-42"),
    m("7-AAD viability staining solution", "7-AAD 活力染色液", "BioLegend", "420404"),
  ],
  equipment: [
    m("Cell sorter with 405, 488, 561 and 640 nm lasers", "配备 405、488、561 和 640 nm 激光器的细胞分选仪", "BD Biosciences", "FACSAria Fusion"),
    m("MACS separator", "MACS 磁力分选架", "Miltenyi Biotec", "MidiMACS"),
    m("Mortar and pestle, porcelain", "瓷研钵与研杵", "Fisher Scientific", "FB961A"),
    m("Refrigerated benchtop centrifuge with swing-out rotor", "配水平转子的冷冻台式离心机", "Eppendorf", "5810 R"),
  ],
  software: [m("FlowJo", "FlowJo", "BD Biosciences", "v10.10")],
  steps: [
    {
      text: b(
        "Euthanise the mice according to the approved protocol, dissect femurs, tibiae and pelvic bones, and remove muscle with a scalpel and tissue paper. Keep the bones in cold staining buffer on ice.",
        "按已批准的方案对小鼠实施安乐死，取出股骨、胫骨和骨盆，用手术刀和纸巾去除肌肉。骨骼置于冰上的冷染色缓冲液中。",
      ),
    },
    {
      text: b(
        "Crush the bones in a mortar with 5 mL of cold staining buffer, collect the cell suspension through a 70 µm strainer and repeat with fresh buffer until the bone fragments are white.",
        "在研钵中加入 5 mL 冷染色缓冲液研碎骨骼，经 70 µm 筛网收集细胞悬液，用新鲜缓冲液重复操作直至骨碎片发白。",
      ),
    },
    {
      text: b(
        "Centrifuge at 300 × g for 5 min at 4 °C, lyse erythrocytes in 2 mL of ACK buffer for 1 min on ice, wash with 20 mL of staining buffer and count nucleated cells (typically 5–10 × 10^7^ per mouse).",
        "4 °C、300 × g 离心 5 min，用 2 mL ACK 缓冲液在冰上裂解红细胞 1 min，用 20 mL 染色缓冲液洗涤后计数有核细胞（每只小鼠通常为 5–10 × 10^7^ 个）。",
      ),
    },
    {
      text: b(
        "Enrich c-Kit^+^ cells: incubate with CD117 MicroBeads (10 µL per 10^7^ cells in 90 µL of buffer) for 15 min at 4 °C, wash, and pass the cells over an LS column in the magnetic separator; elute the retained fraction.",
        "富集 c-Kit^+^ 细胞：按每 10^7^ 个细胞 10 µL 磁珠（缓冲液 90 µL）于 4 °C 孵育 15 min，洗涤后将细胞通过置于磁力架上的 LS 分选柱，洗脱柱上保留的组分。",
      ),
      notes: [
        b(
          "Critical: keep an unenriched aliquot to determine HSC frequency per whole bone marrow; enrichment changes the proportions.",
          "关键：保留一份未富集的细胞用于计算全骨髓中的造血干细胞频率，因为富集会改变各群比例。",
        ),
      ],
    },
    {
      text: b(
        "Stain the enriched cells in 100 µL of buffer per 10^7^ cells with biotin lineage cocktail, Sca-1 PE/Cy7 (1:200), c-Kit APC (1:200), CD150 PE (1:200) and CD48 FITC (1:200) for 30 min at 4 °C in the dark.",
        "每 10^7^ 个富集细胞用 100 µL 缓冲液，加入生物素标记谱系抗体组合、Sca-1 PE/Cy7（1:200）、c-Kit APC（1:200）、CD150 PE（1:200）和 CD48 FITC（1:200），4 °C 避光染色 30 min。",
      ),
    },
    {
      text: b(
        "Wash once, stain with BV421 streptavidin (1:400) for 15 min at 4 °C, wash again and resuspend at 1–2 × 10^7^ cells/mL in buffer with 7-AAD (5 µL per 10^6^ cells), filtering through a 35 µm cell-strainer cap.",
        "洗涤一次后用 BV421 链霉亲和素（1:400）于 4 °C 染色 15 min，再次洗涤，用含 7-AAD（每 10^6^ 个细胞 5 µL）的缓冲液重悬至 1–2 × 10^7^ 个/mL，经 35 µm 滤网盖过滤。",
      ),
    },
    {
      text: b(
        "Prepare single-stained compensation beads, unstained cells and fluorescence-minus-one controls for CD150 and CD48.",
        "准备单染补偿微球、未染色细胞以及 CD150 和 CD48 的荧光减一（FMO）对照。",
      ),
    },
    {
      text: b(
        "Set up the sorter with a 100 µm nozzle at 20 psi, sample and collection chambers cooled to 4 °C and purity precision mode. Collect into 1.5 mL tubes precoated with FBS containing 300 µL of buffer with 10% FBS.",
        "分选仪采用 100 µm 喷嘴、20 psi 压力，样品室和收集室冷却至 4 °C，采用纯度优先模式。细胞收集于预先用 FBS 包被、内含 300 µL 含 10% FBS 缓冲液的 1.5 mL 管中。",
      ),
      notes: [
        b(
          "Caution: sorting unfixed cells generates aerosols; run the sorter with the aerosol management system on.",
          "注意：分选未固定细胞会产生气溶胶，分选时须开启气溶胶管理系统。",
        ),
      ],
    },
    {
      text: b(
        "Gate singlets, 7-AAD^−^ live cells, Lin^−^ cells, Sca-1^+^c-Kit^+^ (LSK) cells and finally CD150^+^CD48^−^ HSCs, setting the CD150 and CD48 gates on the FMO controls. Sort at fewer than 10,000 events per second.",
        "依次圈定单细胞、7-AAD^−^ 活细胞、Lin^−^ 细胞、Sca-1^+^c-Kit^+^（LSK）细胞，最后圈定 CD150^+^CD48^−^ 造血干细胞；CD150 和 CD48 的门依据 FMO 对照设定。分选速度低于每秒 10,000 个事件。",
      ),
    },
    {
      text: b(
        "Re-analyse 5–10% of the sorted cells to confirm purity above 95%, and count the sorted cells.",
        "取 5%–10% 的分选细胞重新上机分析，确认纯度高于 95%，并计数分选所得细胞。",
      ),
    },
    {
      text: b("Use the cells immediately for the downstream assay:", "立即将细胞用于下游实验："),
      substeps: [
        b(
          "Competitive transplantation: inject 20 CD45.2^+^ HSCs with 2 × 10^5^ CD45.1^+^ competitor bone marrow cells into the tail vein of lethally irradiated (2 × 5.5 Gy, 3 h apart) CD45.1^+^ recipients, and analyse blood every 4 weeks for 16 weeks.",
          "竞争性移植：将 20 个 CD45.2^+^ 造血干细胞与 2 × 10^5^ 个 CD45.1^+^ 竞争骨髓细胞经尾静脉注射至致死剂量照射（2 × 5.5 Gy，间隔 3 h）的 CD45.1^+^ 受体小鼠，16 周内每 4 周检测一次外周血。",
        ),
        b(
          "Single-cell assays: index-sort one cell per well into 96-well plates containing 100 µL of StemSpan SFEM with 50 ng/mL SCF and 50 ng/mL TPO, and score colonies after 14 days.",
          "单细胞实验：以索引分选模式将单个细胞分选至含 100 µL StemSpan SFEM（含 50 ng/mL SCF 和 50 ng/mL TPO）的 96 孔板中，14 天后统计集落。",
        ),
        b(
          "Cell-cycle analysis: fix sorted cells, stain for Ki-67 and with DAPI, and quantify G~0~ (Ki-67^−^, 2n DNA) cells.",
          "细胞周期分析：固定分选细胞，进行 Ki-67 和 DAPI 染色，定量 G~0~ 期（Ki-67^−^、2n DNA）细胞。",
        ),
      ],
    },
  ],
  dataAnalysis: [
    b(
      "Calculate HSC frequency as the percentage of CD150^+^CD48^−^ LSK cells among live nucleated cells of the unenriched sample, and absolute numbers per mouse from the total cell count. Report the full gating strategy with FMO controls and the post-sort purity.",
      "造血干细胞频率按未富集样品中 CD150^+^CD48^−^ LSK 细胞占有核活细胞的百分比计算，每只小鼠的绝对数量由总细胞数推算。报告包括 FMO 对照在内的完整设门策略及分选后纯度。",
    ),
    b(
      "For transplantation, define long-term multilineage reconstitution as at least 1% donor-derived cells among B cells, T cells and myeloid cells in blood at 16 weeks, and estimate repopulating-cell frequency from limiting-dilution data with ELDA software.",
      "移植实验中，将 16 周时外周血 B 细胞、T 细胞和髓系细胞中供体来源细胞均至少占 1% 定义为长期多系重建，并用 ELDA 软件根据有限稀释数据估算重建细胞频率。",
    ),
  ],
  troubleshooting: [
    {
      problem: b("Very few LSK cells", "LSK 细胞极少"),
      cause: b("Incomplete bone crushing or cells lost on an overloaded column", "骨骼研磨不充分，或分选柱超载导致细胞丢失"),
      solution: b(
        "Crush until the bone fragments are white, load no more than 10^8^ labelled cells per LS column and check the flow-through for LSK cells",
        "研磨至骨碎片发白，每根 LS 分选柱上样不超过 10^8^ 个标记细胞，并检查流穿液中是否含 LSK 细胞",
      ),
    },
    {
      problem: b("Poor separation of CD150^+^ cells", "CD150^+^ 细胞分群不清"),
      cause: b("Dim PE signal spreading from PE/Cy7", "PE/Cy7 向 PE 通道的溢漏扩散"),
      solution: b("Set gates on FMO controls and use bright tandem conjugates freshly", "依据 FMO 对照设门，并使用新鲜的串联染料抗体"),
    },
    {
      problem: b("Low engraftment after transplantation", "移植后植入率低"),
      cause: b("Cell damage during sorting or incomplete recipient conditioning", "分选过程中细胞受损或受体预处理不充分"),
      solution: b("Sort at low pressure into FBS-coated tubes, inject within 2 h and verify the irradiation dose", "低压分选至 FBS 包被管中，2 h 内完成注射，并核实照射剂量"),
    },
  ],
  recipes: [
    {
      name: b("Staining buffer", "染色缓冲液"),
      composition: b("DPBS without Ca^2+^ and Mg^2+^, 2% FBS, 2 mM EDTA; filter and keep at 4 °C", "不含 Ca^2+^ 和 Mg^2+^ 的 DPBS，2% FBS，2 mM EDTA；过滤后 4 °C 保存"),
    },
  ],
  references: [
    {
      authors: "Spangrude, G. J., Heimfeld, S. and Weissman, I. L.",
      year: 1988,
      title: "Purification and characterization of mouse hematopoietic stem cells",
      journal: "Science",
      volume: "241(4861)",
      pages: "58–62",
    },
    {
      authors: "Osawa, M., Hanada, K., Hamada, H. and Nakauchi, H.",
      year: 1996,
      title: "Long-term lymphohematopoietic reconstitution by a single CD34-low/negative hematopoietic stem cell",
      journal: "Science",
      volume: "273(5272)",
      pages: "242–245",
    },
    {
      authors: "Kiel, M. J., Yilmaz, O. H., Iwashita, T., Yilmaz, O. H., Terhorst, C. and Morrison, S. J.",
      year: 2005,
      title:
        "SLAM family receptors distinguish hematopoietic stem and progenitor cells and reveal endothelial niches for stem cells",
      journal: "Cell",
      volume: "121(7)",
      pages: "1109–1121",
    },
  ],
};

export const TECHNIQUES: Technique[] = [
  liveCellImaging,
  subcellularFractionation,
  transwell,
  proximityLigation,
  spheroidDrugResponse,
  tumourOrganoids,
  clonogenicSurvival,
  subcutaneousTumour,
  sendaiReprogramming,
  cardiomyocyteDifferentiation,
  intestinalOrganoids,
  hscSorting,
];
