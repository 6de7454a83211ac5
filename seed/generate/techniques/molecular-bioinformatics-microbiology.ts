import type { Bi, Technique, TechniqueMaterial } from "./types";

/**
 * Technique templates for Molecular Biology (1), Bioinformatics and Computational Biology (33) and Microbiology (12),
 * four each (issue 17 §1). Chinese placeholder values (organism, sample, target) start and end with a hanzi so that
 * they can be joined to Chinese text without a missing Latin–hanzi space.
 */

const b = (en: string, cn: string): Bi => ({ en, cn });
const m = (en: string, cn: string, supplier: string, catalog: string): TechniqueMaterial => ({
  name: { en, cn },
  supplier,
  catalog,
});

const HUMAN_CELLS = b("human cells", "人源细胞");
const MOUSE_CELLS = b("mouse cells", "小鼠细胞");
const MICE = b("mice", "小鼠");

// ---------------------------------------------------------------------------------------------------------------
// Molecular Biology (1)
// ---------------------------------------------------------------------------------------------------------------

const gibsonAssembly: Technique = {
  id: "gibson-assembly-cloning",
  name: b("Gibson assembly cloning", "Gibson 组装克隆"),
  categoryIds: [1],
  contexts: [
    {
      organism: "Homo sapiens",
      organismText: HUMAN_CELLS,
      sample: b("cDNA reverse-transcribed from HEK293T cell RNA", "人 HEK293T 细胞 RNA 的反转录产物"),
    },
    {
      organism: "Mus musculus",
      organismText: MICE,
      sample: b("cDNA reverse-transcribed from adult mouse brain RNA", "成年小鼠脑组织 RNA 的反转录产物"),
    },
    {
      organism: "Saccharomyces cerevisiae",
      organismText: b("*S. cerevisiae*", "酿酒酵母"),
      sample: b("genomic DNA of *S. cerevisiae* strain BY4741", "酿酒酵母 BY4741 菌株的基因组"),
    },
    {
      organism: "Escherichia coli",
      organismText: b("*E. coli*", "大肠杆菌"),
      sample: b("genomic DNA of *E. coli* K-12 MG1655", "大肠杆菌 K-12 MG1655 菌株的基因组"),
    },
    {
      organism: "Arabidopsis thaliana",
      organismText: b("*Arabidopsis*", "拟南芥"),
      sample: b(
        "cDNA reverse-transcribed from *Arabidopsis thaliana* Col-0 seedling RNA",
        "拟南芥 Col-0 幼苗 RNA 的反转录产物",
      ),
    },
  ],
  targets: [
    b("C-terminal GFP fusion constructs", "带 C 端 GFP 标签的融合表达构建体"),
    b("FLAG-tagged expression plasmids", "带 FLAG 标签的表达质粒"),
    b("site-directed point mutants", "定点突变体"),
    b("domain-deletion variants", "结构域缺失突变体"),
    b("multi-fragment chimeric constructs", "多片段嵌合构建体"),
  ],
  keywords: [
    b("Gibson assembly", "Gibson 组装"),
    b("seamless cloning", "无缝克隆"),
    b("isothermal assembly", "等温组装"),
    b("plasmid construction", "质粒构建"),
    b("site-directed mutagenesis", "定点突变"),
  ],
  titles: [
    b("Seamless Cloning of {target} from {organism} by Gibson Assembly", "利用 Gibson 组装无缝构建{organism}{target}"),
    b(
      "One-step Isothermal Assembly of {target} for Functional Studies in {organism}",
      "一步等温组装构建{organism}{target}用于功能研究",
    ),
    b("A Gibson Assembly Workflow for Building {target}", "基于 Gibson 组装的{target}构建流程"),
    b("Restriction-free Construction of {target} from {sample}", "以{sample}为模板的{target}无酶切连接构建"),
  ],
  abstract: {
    aim: [
      b(
        "Building {target} by restriction digestion and ligation is slow and constrained by the restriction sites available in the insert and vector.",
        "依靠酶切和连接构建{target}耗时较长，且受插入片段和载体上可用酶切位点的限制。",
      ),
      b(
        "This protocol describes how to assemble {target} seamlessly in a single isothermal reaction, starting from {sample}.",
        "本方案介绍如何以{sample}为起始材料，在单次等温反应中无缝组装{target}。",
      ),
    ],
    method: [
      b(
        "Inserts are amplified with a high-fidelity polymerase using primers that add 20–30 bp overlaps to the linearised vector.",
        "用高保真聚合酶扩增插入片段，引物 5′ 端引入与线性化载体重叠的 20–30 bp 序列。",
      ),
      b(
        "Fragments are joined at 50 °C by the combined action of a 5′ exonuclease, a DNA polymerase and a DNA ligase, and the product is transformed directly into competent *E. coli*.",
        "各片段在 50 °C 下经 5′ 核酸外切酶、DNA 聚合酶和 DNA 连接酶的协同作用连接，产物直接转化大肠杆菌感受态细胞。",
      ),
      b(
        "Clones are screened by colony PCR and confirmed by sequencing of the whole insert and both junctions.",
        "通过菌落 PCR 筛选克隆，并对完整插入片段及两端连接处进行测序确认。",
      ),
    ],
    result: [
      b(
        "For two- to four-fragment assemblies, 70–95% of colonies carried inserts of the expected size, and 4 of 4 sequenced clones per construct were error-free in most cases.",
        "在 2–4 个片段的组装中，70%–95% 的菌落含有预期大小的插入片段；大多数构建体每个测序的 4 个克隆均无错误。",
      ),
      b(
        "The whole workflow, from primer design to a sequence-verified plasmid, took 4–5 days.",
        "从引物设计到获得测序验证的质粒，整个流程耗时 4–5 d。",
      ),
    ],
  },
  background: [
    b(
      "Gibson assembly joins DNA fragments that share terminal overlaps in a single isothermal reaction [1]. T5 exonuclease chews back the 5′ ends to expose complementary single-stranded overhangs, which anneal; Phusion DNA polymerase fills the gaps and *Taq* DNA ligase seals the nicks. Because no restriction site remains at the junctions, the method is well suited to fusion proteins, point mutants and multi-part constructs [2].",
      "Gibson 组装可在单次等温反应中连接末端具有重叠序列的 DNA 片段[1]。T5 核酸外切酶从 5′ 端降解 DNA，暴露出互补的单链突出端并使其退火；Phusion DNA 聚合酶填补缺口，*Taq* DNA 连接酶封闭切口。由于连接处不残留酶切位点，该方法非常适合构建融合蛋白、点突变体和多片段构建体[2]。",
    ),
    b(
      "The efficiency of an assembly depends mainly on the quality and molar ratio of the fragments and on carry-over of the parental plasmid. The assembled DNA is introduced into chemically competent *E. coli* [3], and false positives are minimised by digesting PCR template with DpnI and by using a fully linearised vector.",
      "组装效率主要取决于片段的质量和摩尔比，以及亲本质粒的残留。组装产物转化化学感受态大肠杆菌[3]，并通过 DpnI 消化 PCR 模板和使用完全线性化的载体来减少假阳性。",
    ),
  ],
  materials: [
    m("Q5 High-Fidelity 2× Master Mix", "Q5 高保真 2× 预混液", "New England Biolabs", "M0492S"),
    m("NEBuilder HiFi DNA Assembly Master Mix", "NEBuilder HiFi DNA 组装预混液", "New England Biolabs", "E2621S"),
    m("DpnI (20 U/µL)", "DpnI（20 U/µL）", "New England Biolabs", "R0176S"),
    m(
      "NEB 5-alpha competent *E. coli* (high efficiency)",
      "NEB 5-alpha 大肠杆菌感受态细胞（高效）",
      "New England Biolabs",
      "C2987H",
    ),
    m("SOC outgrowth medium", "SOC 复苏培养基", "New England Biolabs", "B9020S"),
    m("Monarch DNA Gel Extraction Kit", "Monarch DNA 凝胶回收试剂盒", "New England Biolabs", "T1020S"),
    m("QIAprep Spin Miniprep Kit", "QIAprep 质粒小提试剂盒", "QIAGEN", "27104"),
    m("GeneRuler 1 kb Plus DNA ladder", "GeneRuler 1 kb Plus DNA 分子量标准", "Thermo Fisher Scientific", "SM1331"),
    m("SYBR Safe DNA gel stain", "SYBR Safe DNA 凝胶染料", "Thermo Fisher Scientific", "S33102"),
  ],
  equipment: [
    m("Thermal cycler", "PCR 仪", "Bio-Rad Laboratories", "T100"),
    m("Microvolume spectrophotometer", "微量分光光度计", "Thermo Fisher Scientific", "NanoDrop One"),
    m("Gel documentation system", "凝胶成像系统", "Bio-Rad Laboratories", "Gel Doc EZ"),
    m("Thermomixer", "恒温混匀仪", "Eppendorf", "ThermoMixer C"),
    m("Microcentrifuge", "微量离心机", "Eppendorf", "Centrifuge 5424"),
  ],
  software: [
    m("NEBuilder Assembly Tool", "NEBuilder Assembly Tool", "New England Biolabs", "web version 2.x"),
    m("SnapGene", "SnapGene", "Dotmatics", "v7.1"),
  ],
  steps: [
    {
      text: b(
        "Design the assembly in SnapGene or the NEBuilder Assembly Tool: give each junction an overlap of 20–30 bp (Tm ≥ 50 °C), and place point mutations or tag sequences inside the overlap of the relevant primers.",
        "在 SnapGene 或 NEBuilder Assembly Tool 中设计组装方案：每个连接处设计 20–30 bp 的重叠序列（Tm ≥ 50 °C），并将点突变或标签序列置于相应引物的重叠区内。",
      ),
      notes: [
        b(
          "**Critical:** avoid overlaps with repeats, strong secondary structure or runs of more than four G/C at the 3′ end of the gene-specific part of the primer.",
          "**关键：**重叠区应避开重复序列和强二级结构，引物基因特异性部分的 3′ 端不应有连续 4 个以上的 G/C。",
        ),
      ],
    },
    {
      text: b(
        "Linearise 1 µg of vector with two restriction enzymes in 50 µL of 1× rCutSmart buffer for 1 h at 37 °C, or amplify it by inverse PCR; resolve on a 1% agarose gel and purify the backbone with the gel extraction kit.",
        "取 1 µg 载体，在 50 µL 1× rCutSmart 缓冲液中用两种限制性内切酶 37 °C 消化 1 h，或通过反向 PCR 扩增使其线性化；经 1% 琼脂糖凝胶电泳后用凝胶回收试剂盒纯化载体骨架。",
      ),
    },
    {
      text: b(
        "Amplify each insert from {sample} in 25 µL reactions containing 12.5 µL of Q5 2× Master Mix, 0.5 µM of each primer and 10–50 ng of template.",
        "以{sample}为模板扩增各插入片段：25 µL 反应体系含 12.5 µL Q5 2× 预混液、各 0.5 µM 引物和 10–50 ng 模板。",
      ),
      substeps: [
        b(
          "Cycle: 98 °C for 30 s; 30 cycles of 98 °C for 10 s, 60–72 °C (primer-specific) for 20 s and 72 °C for 30 s/kb; final extension at 72 °C for 2 min.",
          "循环条件：98 °C 30 s；98 °C 10 s、60–72 °C（依引物而定）20 s、72 °C 30 s/kb，共 30 个循环；72 °C 终延伸 2 min。",
        ),
      ],
    },
    {
      text: b(
        "Check 5 µL of each PCR on a 1% agarose gel. When a plasmid served as template, add 1 µL of DpnI to the remaining reaction and incubate for 15 min at 37 °C; then gel-purify fragments that show extra bands, or column-purify single bands.",
        "取 5 µL PCR 产物经 1% 琼脂糖凝胶电泳检查。若以质粒为模板，向剩余反应液中加入 1 µL DpnI，37 °C 孵育 15 min；有杂带的片段进行切胶回收，条带单一者直接过柱纯化。",
      ),
      notes: [
        b(
          "**Caution:** limit UV exposure of the gel to a few seconds (or use blue light); UV-nicked DNA assembles poorly.",
          "**注意：**凝胶的紫外照射应控制在数秒以内（或使用蓝光）；受紫外损伤的 DNA 组装效率很低。",
        ),
      ],
    },
    {
      text: b(
        "Measure DNA concentrations on the NanoDrop and convert to pmol (pmol = ng × 1,000 / (bp × 650)).",
        "用 NanoDrop 测定 DNA 浓度并换算为 pmol（pmol = ng × 1,000 /（bp × 650））。",
      ),
      notes: [
        b(
          "**Pause point:** purified fragments can be stored at −20 °C for several weeks.",
          "**暂停点：**纯化后的片段可于 −20 °C 保存数周。",
        ),
      ],
    },
    {
      text: b(
        "Assemble on ice: 50–100 ng of vector, inserts at a 2:1 molar ratio to vector (5:1 for fragments shorter than 200 bp), total DNA 0.03–0.2 pmol, 10 µL of NEBuilder HiFi Master Mix and water to 20 µL. Include a vector-only control.",
        "冰上配制组装反应：50–100 ng 载体，插入片段与载体的摩尔比为 2:1（短于 200 bp 的片段为 5:1），DNA 总量 0.03–0.2 pmol，加入 10 µL NEBuilder HiFi 预混液，补水至 20 µL。同时设置仅含载体的对照。",
      ),
    },
    {
      text: b(
        "Incubate at 50 °C for 15 min for two or three fragments, or 60 min for four to six fragments, then place on ice.",
        "2–3 个片段于 50 °C 孵育 15 min，4–6 个片段孵育 60 min，随后置于冰上。",
      ),
    },
    {
      text: b(
        "Transform 2 µL of the assembly into 50 µL of NEB 5-alpha cells: 30 min on ice, 30 s at 42 °C, 5 min on ice, then 950 µL of SOC for 1 h at 37 °C with shaking at 250 rpm. Plate 100 µL on LB agar with the selective antibiotic and incubate overnight at 37 °C.",
        "取 2 µL 组装产物转化 50 µL NEB 5-alpha 感受态细胞：冰上 30 min，42 °C 热激 30 s，冰上 5 min，加入 950 µL SOC，37 °C、250 rpm 振荡培养 1 h。取 100 µL 涂布于含相应抗生素的 LB 平板，37 °C 培养过夜。",
      ),
    },
    {
      text: b(
        "Screen 4–8 colonies by colony PCR with one vector primer and one insert primer, and inoculate positive clones into 5 mL of LB with antibiotic.",
        "用一条载体引物和一条插入片段引物对 4–8 个菌落进行菌落 PCR 筛选，将阳性克隆接种于 5 mL 含抗生素的 LB 中。",
      ),
    },
    {
      text: b(
        "Purify plasmids with the miniprep kit and verify the whole insert and both junctions by Sanger sequencing, or the entire plasmid by long-read whole-plasmid sequencing.",
        "用小提试剂盒纯化质粒，通过 Sanger 测序验证完整插入片段及两端连接处，或采用长读长全质粒测序验证整个质粒。",
      ),
      notes: [
        b(
          "**Pause point:** store verified clones as glycerol stocks (15% glycerol) at −80 °C.",
          "**暂停点：**将验证正确的克隆制成甘油菌（终浓度 15% 甘油）于 −80 °C 保存。",
        ),
      ],
    },
  ],
  dataAnalysis: [
    b(
      "Align sequencing reads to the designed map in SnapGene and score each clone as correct, carrying a point error (usually in a primer-derived region) or mis-assembled. Report the fraction of correct clones per construct; colony counts on the vector-only plate estimate background from uncut or self-closed vector.",
      "在 SnapGene 中将测序结果与设计图谱比对，将每个克隆判定为正确、含点突变错误（通常位于引物来源区域）或组装错误。报告每个构建体中正确克隆的比例；仅含载体对照平板上的菌落数可用于估计未切开或自连载体造成的背景。",
    ),
  ],
  troubleshooting: [
    {
      problem: b("Many colonies on the vector-only control plate", "仅含载体的对照平板上菌落很多"),
      cause: b("Incomplete vector linearisation or carry-over of circular template", "载体线性化不完全或环状模板残留"),
      solution: b(
        "Extend the digestion, gel-purify the backbone and treat PCR-derived vectors with DpnI.",
        "延长酶切时间，切胶回收载体骨架，并对 PCR 来源的载体进行 DpnI 处理。",
      ),
    },
    {
      problem: b("Few or no colonies", "菌落很少或没有菌落"),
      cause: b("Too little DNA, wrong molar ratio or overlaps with low Tm", "DNA 量过少、摩尔比不当或重叠区 Tm 过低"),
      solution: b(
        "Re-quantify fragments, keep total DNA within 0.03–0.2 pmol, lengthen overlaps to 30 bp and extend the incubation to 60 min.",
        "重新定量片段，使 DNA 总量保持在 0.03–0.2 pmol，将重叠区延长至 30 bp，并将孵育时间延长至 60 min。",
      ),
    },
    {
      problem: b("Correct size but sequence errors at junctions", "插入片段大小正确但连接处存在序列错误"),
      cause: b(
        "Truncated primers (synthesis errors) or secondary structure in the overlap",
        "引物截短（合成错误）或重叠区存在二级结构",
      ),
      solution: b(
        "Order PAGE-purified primers for long oligonucleotides and redesign overlaps away from hairpins.",
        "长引物改用 PAGE 纯化，并重新设计重叠区以避开发夹结构。",
      ),
    },
  ],
  references: [
    {
      authors: "Gibson, D. G., Young, L., Chuang, R.-Y., Venter, J. C., Hutchison, C. A., 3rd, Smith, H. O.",
      year: 2009,
      title: "Enzymatic assembly of DNA molecules up to several hundred kilobases",
      journal: "Nature Methods",
      volume: "6",
      pages: "343–345",
      doi: "10.1038/nmeth.1318",
    },
    {
      authors: "Gibson, D. G.",
      year: 2011,
      title: "Enzymatic assembly of overlapping DNA fragments",
      journal: "Methods in Enzymology",
      volume: "498",
      pages: "349–361",
    },
    {
      authors: "Inoue, H., Nojima, H., Okayama, H.",
      year: 1990,
      title: "High efficiency transformation of Escherichia coli with plasmids",
      journal: "Gene",
      volume: "96",
      pages: "23–28",
    },
  ],
};

const dualLuciferase: Technique = {
  id: "dual-luciferase-reporter-assay",
  name: b("dual-luciferase reporter assay", "双荧光素酶报告基因检测"),
  categoryIds: [1, 4],
  contexts: [
    { organism: "Homo sapiens", organismText: HUMAN_CELLS, sample: b("HEK293T cells", "人胚肾 HEK293T 细胞") },
    { organism: "Homo sapiens", organismText: HUMAN_CELLS, sample: b("HepG2 hepatoma cells", "人肝癌 HepG2 细胞") },
    { organism: "Homo sapiens", organismText: HUMAN_CELLS, sample: b("HeLa cells", "人宫颈癌 HeLa 细胞") },
    {
      organism: "Mus musculus",
      organismText: MOUSE_CELLS,
      sample: b("NIH/3T3 fibroblasts", "小鼠 NIH/3T3 成纤维细胞"),
    },
    {
      organism: "Mus musculus",
      organismText: MOUSE_CELLS,
      sample: b("Neuro-2a neuroblastoma cells", "小鼠神经母细胞瘤 Neuro-2a 细胞"),
    },
  ],
  targets: [
    b("promoter activity", "启动子活性"),
    b("enhancer activity", "增强子活性"),
    b("microRNA targeting of 3′ UTRs", "微小 RNA 对 3′ UTR 的靶向调控"),
    b("transcription factor transactivation", "转录因子反式激活活性"),
    b("regulatory effects of non-coding variants", "非编码变异的调控效应"),
  ],
  keywords: [
    b("dual-luciferase assay", "双荧光素酶检测"),
    b("firefly luciferase", "萤火虫荧光素酶"),
    b("*Renilla* luciferase", "海肾荧光素酶"),
    b("reporter gene", "报告基因"),
    b("transient transfection", "瞬时转染"),
    b("gene regulation", "基因调控"),
  ],
  titles: [
    b("Dual-Luciferase Reporter Assay of {target} in {organism}", "双荧光素酶报告基因检测{organism}{target}"),
    b(
      "Measuring {target} in {sample} with a Dual-Luciferase Reporter System",
      "利用双荧光素酶报告系统测定{sample}中的{target}",
    ),
    b("A 96-well Dual-Luciferase Protocol for Quantifying {target}", "用于定量{target}的 96 孔板双荧光素酶检测方案"),
    b(
      "Normalised Luciferase Reporter Assays for {target} in {organism}",
      "经内参归一化的{organism}{target}荧光素酶报告基因检测",
    ),
  ],
  abstract: {
    aim: [
      b(
        "Reporter assays remain the most direct way to study {target}, but single-reporter readouts are confounded by differences in transfection efficiency and cell number.",
        "报告基因检测仍是研究{target}的最直接方法，但单报告基因的读数易受转染效率和细胞数量差异的干扰。",
      ),
      b(
        "Here we describe a 96-well dual-luciferase protocol for measuring {target} in {sample}.",
        "本文介绍一种在 96 孔板中测定{sample}中{target}的双荧光素酶检测方案。",
      ),
    ],
    method: [
      b(
        "Cells are co-transfected with a firefly luciferase reporter carrying the element of interest and a constitutive *Renilla* luciferase control plasmid.",
        "将携带待测元件的萤火虫荧光素酶报告质粒与组成型表达海肾荧光素酶的对照质粒共转染细胞。",
      ),
      b(
        "After 24–48 h, both activities are read sequentially from the same passive lysate, the second reagent quenching the firefly signal while activating *Renilla* luciferase.",
        "24–48 h 后，从同一份被动裂解液中依次读取两种酶活性，第二种试剂在淬灭萤火虫荧光信号的同时激活海肾荧光素酶。",
      ),
      b(
        "Firefly/*Renilla* ratios are normalised to the empty-vector control and compared across at least three independent transfections.",
        "将萤火虫/海肾荧光比值以空载体对照进行归一化，并在至少 3 次独立转染之间进行比较。",
      ),
    ],
    result: [
      b(
        "Normalisation reduced the coefficient of variation between replicate wells from 25–40% for raw firefly counts to 5–12%.",
        "归一化后，复孔间的变异系数由原始萤火虫荧光读数的 25%–40% 降至 5%–12%。",
      ),
      b(
        "The assay resolved 1.5-fold differences with a signal 100–1,000-fold above background from mock-transfected cells.",
        "该方法可分辨 1.5 倍的差异，信号比模拟转染细胞的背景高 100–1,000 倍。",
      ),
    ],
  },
  background: [
    b(
      "Firefly luciferase oxidises beetle luciferin in an ATP-dependent reaction and has been used as a reporter of gene expression in mammalian cells since the cloning of its cDNA [1]. *Renilla* luciferase uses a different substrate, coelenterazine, and needs no ATP [2], so the two enzymes can be measured one after the other in the same extract when the first reaction is quenched [3].",
      "萤火虫荧光素酶在 ATP 依赖的反应中氧化甲虫荧光素；自其 cDNA 被克隆以来，它一直被用作哺乳动物细胞中基因表达的报告分子[1]。海肾荧光素酶使用另一种底物腔肠素，且不需要 ATP[2]；因此，在淬灭第一个反应后，可在同一提取物中先后测定两种酶的活性[3]。",
    ),
    b(
      "In the dual-reporter format the firefly signal reports the element under study and the *Renilla* signal, driven by a weak constitutive promoter, corrects for transfection efficiency, cell number and lysis [3], [4]. The control promoter must itself be insensitive to the treatment, which is why weak promoters such as the HSV thymidine kinase promoter are preferred.",
      "在双报告基因体系中，萤火虫荧光信号反映待研究元件的活性，而由弱组成型启动子驱动的海肾荧光信号用于校正转染效率、细胞数量和裂解程度的差异[3], [4]。对照启动子本身必须不受处理因素影响，因此通常选用单纯疱疹病毒胸苷激酶启动子等弱启动子。",
    ),
  ],
  materials: [
    m("Dual-Luciferase Reporter Assay System", "双荧光素酶报告基因检测系统", "Promega", "E1910"),
    m("pGL4.10[*luc2*] promoterless firefly vector", "pGL4.10[*luc2*] 无启动子萤火虫荧光素酶载体", "Promega", "E6651"),
    m("pGL4.23[*luc2*/minP] minimal-promoter vector", "pGL4.23[*luc2*/minP] 最小启动子载体", "Promega", "E8411"),
    m("pmirGLO dual-luciferase miRNA target vector", "pmirGLO 双荧光素酶 miRNA 靶标载体", "Promega", "E1330"),
    m("pGL4.74[*hRluc*/TK] *Renilla* control vector", "pGL4.74[*hRluc*/TK] 海肾荧光素酶对照载体", "Promega", "E6921"),
    m("Lipofectamine 3000 transfection reagent", "Lipofectamine 3000 转染试剂", "Thermo Fisher Scientific", "L3000015"),
    m("Opti-MEM reduced-serum medium", "Opti-MEM 减血清培养基", "Thermo Fisher Scientific", "31985070"),
    m("EndoFree Plasmid Maxi Kit", "无内毒素质粒大提试剂盒", "QIAGEN", "12362"),
    m("96-well white flat-bottom plates", "96 孔白色平底板", "Corning", "3917"),
  ],
  equipment: [
    m("Luminometer with two injectors", "带双注射器的化学发光检测仪", "Promega", "GloMax Navigator"),
    m("CO~2~ incubator", "CO~2~ 培养箱", "Thermo Fisher Scientific", "Heracell VIOS 160i"),
    m("Class II biological safety cabinet", "II 级生物安全柜", "Thermo Fisher Scientific", "1300 Series A2"),
    m("Microplate shaker", "微孔板振荡器", "Eppendorf", "ThermoMixer C with SmartBlock plates"),
  ],
  software: [m("GraphPad Prism", "GraphPad Prism", "GraphPad Software", "v10.2")],
  steps: [
    {
      text: b(
        "Clone the element into the appropriate vector: promoters (typically −1,000 to +100 bp relative to the transcription start site) into pGL4.10, enhancers or variant alleles into pGL4.23, and 3′ UTRs into pmirGLO downstream of *luc2*. Prepare all plasmids endotoxin-free and at the same concentration.",
        "将待测元件克隆至相应载体：启动子（通常为转录起始位点上游 1,000 bp 至下游 100 bp）克隆至 pGL4.10，增强子或变异等位基因克隆至 pGL4.23，3′ UTR 克隆至 pmirGLO 中 *luc2* 的下游。所有质粒均以无内毒素方式制备并调至相同浓度。",
      ),
    },
    {
      text: b(
        "Seed {sample} at 1.5–3 × 10^4^ cells per well in 100 µL of antibiotic-free medium in a 96-well plate, so that they are 70–90% confluent the next day. Plan at least three wells per condition.",
        "将{sample}以每孔 1.5–3 × 10^4^ 个细胞接种于 96 孔板，每孔加入 100 µL 无抗生素培养基，使次日汇合度达到 70%–90%。每个条件至少设 3 个复孔。",
      ),
    },
    {
      text: b(
        "For each well, dilute 100 ng of firefly reporter, 10 ng of pGL4.74 and 0.2 µL of P3000 reagent in 5 µL of Opti-MEM, and 0.3 µL of Lipofectamine 3000 in another 5 µL; combine, incubate for 15 min at room temperature and add 10 µL per well.",
        "每孔将 100 ng 萤火虫报告质粒、10 ng pGL4.74 和 0.2 µL P3000 试剂稀释于 5 µL Opti-MEM，另将 0.3 µL Lipofectamine 3000 稀释于 5 µL Opti-MEM；两者混合后室温孵育 15 min，每孔加入 10 µL。",
      ),
      substeps: [
        b(
          "Transactivation: add 50 ng of effector plasmid and keep total DNA constant with empty expression vector.",
          "反式激活实验：加入 50 ng 效应质粒，并用空表达载体补齐，使各孔 DNA 总量一致。",
        ),
        b(
          "3′ UTR reporters: transfect 50 ng of pmirGLO construct with a microRNA mimic or negative-control mimic at 50 nM; pmirGLO already carries *Renilla* luciferase, so omit pGL4.74.",
          "3′ UTR 报告质粒：将 50 ng pmirGLO 构建体与 50 nM 微小 RNA 模拟物或阴性对照模拟物共转染；pmirGLO 本身含海肾荧光素酶，故无需加入 pGL4.74。",
        ),
      ],
      notes: [
        b(
          "**Critical:** include the empty vector, and mock-transfected wells for background, on every plate.",
          "**关键：**每块板均须设置空载体对照以及用于测定背景的模拟转染孔。",
        ),
      ],
    },
    {
      text: b(
        "Incubate for 24–48 h at 37 °C and 5% CO~2~; apply treatments for the last 6–24 h if required.",
        "于 37 °C、5% CO~2~ 条件下培养 24–48 h；如需处理，在收样前 6–24 h 加入处理因素。",
      ),
    },
    {
      text: b(
        "Prepare the reagents: resuspend Luciferase Assay Substrate in Luciferase Assay Buffer II (LAR II), dilute Stop & Glo Substrate 1:50 in Stop & Glo Buffer, and let both reach room temperature.",
        "配制试剂：用 Luciferase Assay Buffer II 溶解 Luciferase Assay Substrate（即 LAR II），将 Stop & Glo Substrate 按 1:50 稀释于 Stop & Glo Buffer，两者均平衡至室温。",
      ),
      notes: [
        b(
          "**Caution:** prepare Stop & Glo reagent on the day of use and flush the injector lines with water after the run; traces of it in the LAR II line quench the firefly signal.",
          "**注意：**Stop & Glo 试剂应现用现配，检测结束后用水冲洗注射管路；LAR II 管路中若残留该试剂，会淬灭萤火虫荧光信号。",
        ),
      ],
    },
    {
      text: b(
        "Remove the medium, wash once with 100 µL of PBS and add 20 µL of 1× Passive Lysis Buffer per well. Shake at 500 rpm for 15 min at room temperature.",
        "吸去培养基，用 100 µL PBS 洗涤 1 次，每孔加入 20 µL 1× 被动裂解缓冲液，室温 500 rpm 振荡 15 min。",
      ),
      notes: [
        b(
          "**Pause point:** lysates can be stored at −80 °C for up to 1 month; freeze–thaw only once.",
          "**暂停点：**裂解液可于 −80 °C 保存至多 1 个月，仅可冻融 1 次。",
        ),
      ],
    },
    {
      text: b(
        "Transfer 10 µL of lysate to a white 96-well plate. In the luminometer, inject 50 µL of LAR II, wait 2 s and integrate firefly luminescence for 10 s.",
        "取 10 µL 裂解液转移至 96 孔白板。在化学发光检测仪中注入 50 µL LAR II，延迟 2 s 后积分 10 s，读取萤火虫荧光。",
      ),
    },
    {
      text: b(
        "Inject 50 µL of Stop & Glo reagent, wait 2 s and integrate *Renilla* luminescence for 10 s.",
        "随后注入 50 µL Stop & Glo 试剂，延迟 2 s 后积分 10 s，读取海肾荧光。",
      ),
    },
    {
      text: b(
        "Repeat the whole experiment with independently prepared transfection mixes on at least three different days.",
        "用独立配制的转染混合物，在至少 3 个不同日期重复整个实验。",
      ),
    },
  ],
  dataAnalysis: [
    b(
      "Subtract the mean background of mock-transfected wells from each channel, calculate the firefly/*Renilla* ratio per well and average technical replicates. Express each condition relative to the empty vector (or to the negative-control mimic for 3′ UTR reporters) and test log~2~-transformed ratios from independent experiments with a paired *t*-test or a mixed model.",
      "从每个通道的读数中扣除模拟转染孔的平均背景值，计算每孔萤火虫/海肾荧光比值并取技术复孔的平均值。将各条件相对于空载体（3′ UTR 报告实验则相对于阴性对照模拟物）进行表示，并对独立实验的 log~2~ 转换比值采用配对 *t* 检验或混合模型进行统计分析。",
    ),
    b(
      "Check that *Renilla* values do not differ by more than about two-fold between conditions; a systematic change indicates that the treatment affects the control promoter or cell viability.",
      "检查各条件间海肾荧光值的差异是否超过约 2 倍；若存在系统性变化，说明处理因素影响了对照启动子或细胞活力。",
    ),
  ],
  troubleshooting: [
    {
      problem: b("Low firefly and *Renilla* signals", "萤火虫和海肾荧光信号均较低"),
      cause: b("Poor transfection efficiency or over-confluent cells", "转染效率低或细胞过度汇合"),
      solution: b(
        "Optimise cell density and DNA:reagent ratio with a constitutive firefly control such as an SV40-driven reporter.",
        "以 SV40 启动子驱动的报告质粒等组成型萤火虫荧光对照优化细胞密度和 DNA 与转染试剂的比例。",
      ),
    },
    {
      problem: b("*Renilla* signal changes with treatment", "海肾荧光信号随处理发生变化"),
      cause: b("The treatment acts on the TK promoter or is toxic", "处理因素作用于 TK 启动子或具有细胞毒性"),
      solution: b(
        "Lower the amount of control plasmid, switch to a different control promoter and check viability.",
        "减少对照质粒用量，更换对照启动子，并检测细胞活力。",
      ),
    },
    {
      problem: b("Firefly readings saturate the detector", "萤火虫荧光读数使检测器饱和"),
      cause: b("Strong promoter or too much lysate", "启动子过强或裂解液用量过多"),
      solution: b(
        "Dilute the lysate 1:5–1:10 in Passive Lysis Buffer and read again.",
        "用被动裂解缓冲液将裂解液稀释 5–10 倍后重新检测。",
      ),
    },
  ],
  references: [
    {
      authors: "de Wet, J. R., Wood, K. V., DeLuca, M., Helinski, D. R., Subramani, S.",
      year: 1987,
      title: "Firefly luciferase gene: structure and expression in mammalian cells",
      journal: "Molecular and Cellular Biology",
      volume: "7",
      pages: "725–737",
    },
    {
      authors: "Lorenz, W. W., McCann, R. O., Longiaru, M., Cormier, M. J.",
      year: 1991,
      title: "Isolation and expression of a cDNA encoding Renilla reniformis luciferase",
      journal: "Proceedings of the National Academy of Sciences of the USA",
      volume: "88",
      pages: "4438–4442",
    },
    {
      authors: "Grentzmann, G., Ingram, J. A., Kelly, P. J., Gesteland, R. F., Atkins, J. F.",
      year: 1998,
      title: "A dual-luciferase reporter system for studying recoding signals",
      journal: "RNA",
      volume: "4",
      pages: "479–486",
    },
    {
      authors: "Dyer, B. W., Ferrer, F. A., Klinedinst, D. K., Rodriguez, R.",
      year: 2000,
      title: "A noncommercial dual luciferase enzyme assay system for reporter gene analysis",
      journal: "Analytical Biochemistry",
      volume: "282",
      pages: "158–161",
    },
  ],
};

const ripQpcr: Technique = {
  id: "rna-immunoprecipitation-qpcr",
  name: b("RNA immunoprecipitation (RIP-qPCR)", "RNA 免疫沉淀（RIP-qPCR）"),
  categoryIds: [1, 2],
  contexts: [
    { organism: "Homo sapiens", organismText: HUMAN_CELLS, sample: b("HEK293T cells", "人胚肾 HEK293T 细胞") },
    { organism: "Homo sapiens", organismText: HUMAN_CELLS, sample: b("HeLa cells", "人宫颈癌 HeLa 细胞") },
    { organism: "Homo sapiens", organismText: HUMAN_CELLS, sample: b("HepG2 hepatoma cells", "人肝癌 HepG2 细胞") },
    { organism: "Mus musculus", organismText: MICE, sample: b("mouse embryonic stem cells", "小鼠胚胎干细胞") },
    { organism: "Mus musculus", organismText: MICE, sample: b("adult mouse liver", "成年小鼠肝脏") },
  ],
  targets: [
    b("protein–mRNA interactions", "蛋白质-mRNA 相互作用"),
    b("lncRNA–protein interactions", "长链非编码 RNA 与蛋白质的相互作用"),
    b("Argonaute-bound transcripts", "结合 Argonaute 蛋白的转录本"),
    b("m^6^A reader-bound transcripts", "结合 m^6^A 识别蛋白的转录本"),
    b("circular RNA–protein interactions", "环状 RNA 与蛋白质的相互作用"),
    b("stress-induced remodelling of ribonucleoprotein complexes", "应激诱导的核糖核蛋白复合物重塑"),
  ],
  keywords: [
    b("RNA immunoprecipitation", "RNA 免疫沉淀"),
    b("RNA-binding protein", "RNA 结合蛋白"),
    b("ribonucleoprotein", "核糖核蛋白"),
    b("RT-qPCR", "RT-qPCR"),
    b("post-transcriptional regulation", "转录后调控"),
  ],
  titles: [
    b("RNA Immunoprecipitation (RIP-qPCR) for {target} in {organism}", "RNA 免疫沉淀结合 qPCR 检测{organism}{target}"),
    b("Native RIP-qPCR to Detect {target} in {sample}", "非交联 RIP-qPCR 检测{sample}中的{target}"),
    b("Capturing {target} by RNA Immunoprecipitation", "通过 RNA 免疫沉淀捕获{target}"),
    b("A RIP-qPCR Protocol for Validating {target} in {organism}", "验证{organism}{target}的 RIP-qPCR 方案"),
  ],
  abstract: {
    aim: [
      b(
        "Crosslinking-based sequencing methods map RNA–protein contacts transcriptome-wide, but most studies of {target} still need a simple, quantitative validation of individual RNAs.",
        "基于交联的测序方法可在转录组水平描绘 RNA 与蛋白质的结合位点，但大多数{target}研究仍需要对单个 RNA 进行简便的定量验证。",
      ),
      b(
        "This protocol describes native RNA immunoprecipitation followed by RT-qPCR for studying {target} in {sample}.",
        "本方案介绍用于研究{sample}中{target}的非交联 RNA 免疫沉淀结合 RT-qPCR 方法。",
      ),
    ],
    method: [
      b(
        "Ribonucleoprotein complexes are released with a mild polysome lysis buffer containing RNase and protease inhibitors.",
        "用含 RNA 酶抑制剂和蛋白酶抑制剂的温和多核糖体裂解缓冲液释放核糖核蛋白复合物。",
      ),
      b(
        "The protein of interest is captured with an antibody bound to protein G magnetic beads, side by side with a species-matched IgG control.",
        "用结合于 Protein G 磁珠的抗体捕获目的蛋白，并平行设置同种属 IgG 对照。",
      ),
      b(
        "Co-purified RNA is released by proteinase K, extracted and quantified by RT-qPCR as percentage of input and fold enrichment over IgG.",
        "经蛋白酶 K 释放共纯化的 RNA，提取后通过 RT-qPCR 定量，以占输入的百分比及相对 IgG 的富集倍数表示。",
      ),
    ],
    result: [
      b(
        "Known bound transcripts were enriched 8–60-fold over IgG, whereas non-target transcripts stayed below 2-fold.",
        "已知的结合转录本相对 IgG 富集 8–60 倍，而非靶标转录本的富集均低于 2 倍。",
      ),
      b(
        "Immunoprecipitates recovered 40–70% of the target protein from 1–2 mg of lysate, as judged by western blotting.",
        "蛋白质印迹结果显示，从 1–2 mg 裂解液中可回收 40%–70% 的目的蛋白。",
      ),
    ],
  },
  background: [
    b(
      "RNA-binding proteins and the RNAs they bind form ribonucleoprotein complexes that control splicing, localisation, translation and decay. Immunoprecipitation of such complexes from cell extracts, followed by identification of the associated RNAs, was developed to define mRNA subsets bound by individual proteins [1], [2].",
      "RNA 结合蛋白与其结合的 RNA 构成核糖核蛋白复合物，调控剪接、定位、翻译和降解等过程。从细胞提取物中免疫沉淀此类复合物并鉴定其中的 RNA，最初被用于确定单个蛋白结合的 mRNA 子集[1], [2]。",
    ),
    b(
      "Native RIP preserves complexes that exist in the cell but can also capture associations formed after lysis; reversible formaldehyde crosslinking reduces this risk at the cost of lower RNA yield [3]. Quantification by RT-qPCR with the comparative Ct method [4] makes RIP a fast way to validate candidate interactions.",
      "非交联 RIP 能保留细胞内已存在的复合物，但也可能捕获裂解后形成的结合；可逆的甲醛交联可降低这一风险，但 RNA 得率较低[3]。采用比较 Ct 法的 RT-qPCR 定量[4]使 RIP 成为验证候选相互作用的快速方法。",
    ),
  ],
  materials: [
    m("Dynabeads Protein G", "Dynabeads Protein G 磁珠", "Thermo Fisher Scientific", "10003D"),
    m("Normal rabbit IgG", "正常兔 IgG", "Cell Signaling Technology", "2729"),
    m(
      "RNaseOUT recombinant ribonuclease inhibitor",
      "RNaseOUT 重组核糖核酸酶抑制剂",
      "Thermo Fisher Scientific",
      "10777019",
    ),
    m("cOmplete EDTA-free protease inhibitor cocktail", "cOmplete 无 EDTA 蛋白酶抑制剂混合片", "Roche", "11873580001"),
    m("Proteinase K solution (20 mg/mL)", "蛋白酶 K 溶液（20 mg/mL）", "Thermo Fisher Scientific", "AM2546"),
    m("TRIzol reagent", "TRIzol 试剂", "Thermo Fisher Scientific", "15596026"),
    m("GlycoBlue coprecipitant", "GlycoBlue 共沉淀剂", "Thermo Fisher Scientific", "AM9515"),
    m(
      "PrimeScript RT reagent kit with gDNA Eraser",
      "PrimeScript 反转录试剂盒（含 gDNA Eraser）",
      "Takara Bio",
      "RR047A",
    ),
    m("PowerUp SYBR Green Master Mix", "PowerUp SYBR Green 预混液", "Thermo Fisher Scientific", "A25742"),
  ],
  equipment: [
    m("Magnetic rack for 1.5 mL tubes", "1.5 mL 离心管磁力架", "Thermo Fisher Scientific", "DynaMag-2"),
    m("Refrigerated microcentrifuge", "冷冻微量离心机", "Eppendorf", "Centrifuge 5424 R"),
    m("Tube rotator", "试管旋转混匀仪", "Grant Instruments", "PTR-35"),
    m("Real-time PCR system", "实时荧光定量 PCR 仪", "Thermo Fisher Scientific", "QuantStudio 5"),
    m("Dounce tissue grinder, 2 mL", "2 mL Dounce 组织研磨器", "DWK Life Sciences (Wheaton)", "357422"),
  ],
  software: [m("QuantStudio Design & Analysis", "QuantStudio Design & Analysis", "Thermo Fisher Scientific", "v2.7")],
  recipes: [
    {
      name: b("Polysome lysis buffer", "多核糖体裂解缓冲液"),
      composition: b(
        "100 mM KCl, 5 mM MgCl~2~, 10 mM HEPES-KOH pH 7.0, 0.5% NP-40; add 1 mM DTT, 100 U/mL RNaseOUT and protease inhibitors just before use.",
        "100 mM KCl，5 mM MgCl~2~，10 mM HEPES-KOH（pH 7.0），0.5% NP-40；临用前加入 1 mM DTT、100 U/mL RNaseOUT 和蛋白酶抑制剂。",
      ),
    },
    {
      name: b("NT2 wash buffer", "NT2 洗涤缓冲液"),
      composition: b(
        "50 mM Tris-HCl pH 7.4, 150 mM NaCl, 1 mM MgCl~2~, 0.05% NP-40; store at 4 °C.",
        "50 mM Tris-HCl（pH 7.4），150 mM NaCl，1 mM MgCl~2~，0.05% NP-40；4 °C 保存。",
      ),
    },
  ],
  steps: [
    {
      text: b(
        "Collect {sample}: 1–2 × 10^7^ cells (one 15 cm dish) or 50–100 mg of tissue per immunoprecipitation. Wash cells twice with ice-cold PBS; rinse tissue in ice-cold PBS and keep it on ice.",
        "收集{sample}：每个免疫沉淀反应需 1–2 × 10^7^ 个细胞（一个 15 cm 培养皿）或 50–100 mg 组织。细胞用预冷 PBS 洗涤 2 次；组织用预冷 PBS 漂洗后置于冰上。",
      ),
    },
    {
      text: b(
        "Lyse cell pellets in one pellet volume of polysome lysis buffer for 5 min on ice; homogenise tissue in 1 mL of buffer with 15 strokes of a tight Dounce pestle.",
        "细胞沉淀加入等体积多核糖体裂解缓冲液，冰上裂解 5 min；组织加入 1 mL 裂解缓冲液，用紧配 Dounce 研磨杵研磨 15 次。",
      ),
      notes: [
        b(
          "**Pause point:** lysates can be frozen at −80 °C, which also improves lysis; thaw on ice.",
          "**暂停点：**裂解液可于 −80 °C 冻存，冻融还有助于裂解；使用时在冰上解冻。",
        ),
      ],
    },
    {
      text: b(
        "Centrifuge at 14,000 × g for 10 min at 4 °C, transfer the supernatant and measure protein concentration. Set aside 10% of the volume used per IP as input (half for RNA, half for western blotting).",
        "4 °C、14,000 × g 离心 10 min，转移上清并测定蛋白浓度。按每个 IP 所用体积的 10% 留取输入对照（一半用于 RNA 检测，一半用于蛋白质印迹）。",
      ),
    },
    {
      text: b(
        "Wash 50 µL of Dynabeads Protein G per IP twice in NT2 buffer and incubate with 5 µg of specific antibody or normal IgG in 200 µL of NT2 for 1 h at room temperature with rotation.",
        "每个 IP 取 50 µL Dynabeads Protein G，用 NT2 缓冲液洗涤 2 次，加入 5 µg 特异性抗体或正常 IgG，于 200 µL NT2 中室温旋转孵育 1 h。",
      ),
    },
    {
      text: b(
        "Wash the antibody-coated beads once, resuspend them in 900 µL of NT2 containing 200 U of RNaseOUT, 1 mM DTT and 20 mM EDTA, and add 1–2 mg of lysate. Rotate for 4 h (or overnight) at 4 °C.",
        "将包被抗体的磁珠洗涤 1 次，重悬于含 200 U RNaseOUT、1 mM DTT 和 20 mM EDTA 的 900 µL NT2 中，加入 1–2 mg 裂解液，4 °C 旋转孵育 4 h（或过夜）。",
      ),
      notes: [
        b(
          "**Critical:** use the same amount of lysate and beads for the specific antibody and the IgG control.",
          "**关键：**特异性抗体组与 IgG 对照组应使用等量的裂解液和磁珠。",
        ),
      ],
    },
    {
      text: b(
        "Wash the beads five times with 1 mL of ice-cold NT2, changing to a fresh tube at the last wash. Keep 10% of the beads for western blotting of the immunoprecipitated protein.",
        "用 1 mL 预冷 NT2 洗涤磁珠 5 次，最后一次洗涤时换用新管。留取 10% 磁珠，用于免疫沉淀蛋白的蛋白质印迹检测。",
      ),
    },
    {
      text: b(
        "Resuspend the remaining beads (and the RNA input) in 150 µL of NT2 with 0.1% SDS and 30 µg of proteinase K and incubate for 30 min at 55 °C with shaking at 1,000 rpm.",
        "将剩余磁珠（以及 RNA 输入样品）重悬于含 0.1% SDS 和 30 µg 蛋白酶 K 的 150 µL NT2 中，55 °C、1,000 rpm 振荡孵育 30 min。",
      ),
    },
    {
      text: b(
        "Extract RNA with 750 µL of TRIzol, add 1 µL of GlycoBlue before isopropanol precipitation, wash with 75% ethanol and dissolve in 15 µL of nuclease-free water.",
        "加入 750 µL TRIzol 提取 RNA，异丙醇沉淀前加入 1 µL GlycoBlue，用 75% 乙醇洗涤后溶于 15 µL 无核酸酶水。",
      ),
      notes: [
        b(
          "**Caution:** TRIzol contains phenol and guanidine thiocyanate; work in a fume hood and do not mix its waste with bleach.",
          "**注意：**TRIzol 含苯酚和异硫氰酸胍，应在通风橱中操作，其废液不得与含氯漂白剂混合。",
        ),
        b("**Pause point:** RNA can be stored at −80 °C.", "**暂停点：**RNA 可于 −80 °C 保存。"),
      ],
    },
    {
      text: b(
        "Remove genomic DNA and reverse-transcribe equal volumes (not equal masses) of IP, IgG and input RNA with the PrimeScript kit in 20 µL reactions.",
        "用 PrimeScript 试剂盒去除基因组 DNA，并取等体积（而非等质量）的 IP、IgG 和输入 RNA 进行 20 µL 反转录反应。",
      ),
    },
    {
      text: b(
        "Run qPCR in technical triplicate with 1 µL of cDNA per 10 µL reaction for candidate RNAs and at least one non-target RNA, with cycling at 95 °C for 2 min and 40 cycles of 95 °C for 15 s and 60 °C for 1 min, followed by a melt curve.",
        "对候选 RNA 及至少一个非靶标 RNA 进行 qPCR，每个 10 µL 反应含 1 µL cDNA，设 3 个技术复孔；程序为 95 °C 2 min，95 °C 15 s、60 °C 1 min 共 40 个循环，随后进行熔解曲线分析。",
      ),
    },
  ],
  dataAnalysis: [
    b(
      "Calculate percentage of input as 100 × 2^ΔCt^ with ΔCt = Ct(input) − log~2~(10) − Ct(IP) for a 10% input, and fold enrichment as 2^−ΔΔCt^ of IP over IgG [4]. Consider an RNA bound when its enrichment over IgG is at least 4-fold and clearly exceeds that of non-target RNAs in three biological replicates.",
      "输入为 10% 时，输入百分比按 100 × 2^ΔCt^ 计算，其中 ΔCt = Ct(input) − log~2~(10) − Ct(IP)；富集倍数按 IP 相对 IgG 的 2^−ΔΔCt^ 计算[4]。若某 RNA 在 3 次生物学重复中相对 IgG 富集至少 4 倍且明显高于非靶标 RNA，则判定为结合。",
    ),
  ],
  troubleshooting: [
    {
      problem: b("High signal in the IgG control", "IgG 对照信号高"),
      cause: b("Non-specific binding to beads or insufficient washing", "磁珠非特异性结合或洗涤不充分"),
      solution: b(
        "Pre-clear the lysate with beads for 30 min, add a fifth wash with NT2 containing 300 mM NaCl and change tubes before elution.",
        "用磁珠预清除裂解液 30 min，增加一次含 300 mM NaCl 的 NT2 洗涤，并在洗脱前换管。",
      ),
    },
    {
      problem: b("Degraded RNA in input and IP", "输入和 IP 样品 RNA 降解"),
      cause: b("RNase activity during lysis (particularly in liver)", "裂解过程中的 RNA 酶活性（肝脏尤为明显）"),
      solution: b(
        "Work on ice throughout, double the RNaseOUT concentration and shorten the immunoprecipitation to 2 h.",
        "全程冰上操作，将 RNaseOUT 浓度加倍，并将免疫沉淀时间缩短至 2 h。",
      ),
    },
    {
      problem: b("Target protein not immunoprecipitated", "目的蛋白未被免疫沉淀"),
      cause: b("Antibody does not recognise the native protein", "抗体不能识别天然构象的蛋白"),
      solution: b(
        "Use an antibody validated for immunoprecipitation, or express an epitope-tagged protein and use anti-tag beads.",
        "使用经免疫沉淀验证的抗体，或表达带表位标签的蛋白并使用抗标签磁珠。",
      ),
    },
  ],
  references: [
    {
      authors: "Tenenbaum, S. A., Carson, C. C., Lager, P. J., Keene, J. D.",
      year: 2000,
      title: "Identifying mRNA subsets in messenger ribonucleoprotein complexes by using cDNA arrays",
      journal: "Proceedings of the National Academy of Sciences of the USA",
      volume: "97",
      pages: "14085–14090",
    },
    {
      authors: "Keene, J. D., Komisarow, J. M., Friedersdorf, M. B.",
      year: 2006,
      title:
        "RIP-Chip: the isolation and identification of mRNAs, microRNAs and protein components of ribonucleoprotein complexes from cell extracts",
      journal: "Nature Protocols",
      volume: "1",
      pages: "302–307",
      doi: "10.1038/nprot.2006.47",
    },
    {
      authors: "Niranjanakumari, S., Lasda, E., Brazas, R., Garcia-Blanco, M. A.",
      year: 2002,
      title: "Reversible cross-linking combined with immunoprecipitation to study RNA–protein interactions in vivo",
      journal: "Methods",
      volume: "26",
      pages: "182–190",
    },
    {
      authors: "Livak, K. J., Schmittgen, T. D.",
      year: 2001,
      title:
        "Analysis of relative gene expression data using real-time quantitative PCR and the 2(-Delta Delta C(T)) method",
      journal: "Methods",
      volume: "25",
      pages: "402–408",
      doi: "10.1006/meth.2001.1262",
    },
  ],
};

const smFish: Technique = {
  id: "single-molecule-rna-fish",
  name: b("single-molecule RNA FISH (smFISH)", "单分子 RNA 荧光原位杂交（smFISH）"),
  categoryIds: [1, 4],
  contexts: [
    {
      organism: "Homo sapiens",
      organismText: HUMAN_CELLS,
      sample: b("HeLa cells", "人宫颈癌 HeLa 细胞"),
    },
    { organism: "Homo sapiens", organismText: HUMAN_CELLS, sample: b("U2OS osteosarcoma cells", "人骨肉瘤 U2OS 细胞") },
    {
      organism: "Homo sapiens",
      organismText: HUMAN_CELLS,
      sample: b("IMR-90 fetal lung fibroblasts", "人 IMR-90 胚肺成纤维细胞"),
    },
    {
      organism: "Mus musculus",
      organismText: MICE,
      sample: b("mouse embryonic stem cells", "小鼠胚胎干细胞"),
    },
    {
      organism: "Mus musculus",
      organismText: MICE,
      sample: b("primary mouse hippocampal neurons", "原代培养的小鼠海马神经元"),
    },
  ],
  targets: [
    b("mRNA copy numbers per cell", "单细胞 mRNA 拷贝数"),
    b("transcriptional bursting", "转录爆发"),
    b("subcellular mRNA localisation", "亚细胞 mRNA 定位"),
    b("cell-to-cell variability in gene expression", "基因表达的细胞间差异"),
    b("nuclear retention of long non-coding RNAs", "长链非编码 RNA 的核内滞留"),
  ],
  keywords: [
    b("smFISH", "smFISH"),
    b("single-molecule imaging", "单分子成像"),
    b("RNA localisation", "RNA 定位"),
    b("transcriptional bursting", "转录爆发"),
    b("gene expression noise", "基因表达噪声"),
  ],
  titles: [
    b("Single-molecule RNA FISH for Imaging {target} in {organism}", "单分子 RNA 荧光原位杂交成像{organism}{target}"),
    b("Counting Single Transcripts to Quantify {target} in {sample}", "通过单转录本计数定量{sample}中的{target}"),
    b("smFISH with Pooled Oligonucleotide Probes for {target}", "基于寡核苷酸探针组的{target} smFISH 检测"),
    b("Quantitative Imaging of {target} in {organism} by smFISH", "利用 smFISH 定量成像{organism}{target}"),
  ],
  abstract: {
    aim: [
      b(
        "Population averages from RT-qPCR or RNA-seq hide the variation between individual cells and say nothing about where transcripts are located, both of which matter for {target}.",
        "RT-qPCR 或 RNA-seq 给出的群体平均值掩盖了单个细胞之间的差异，也无法反映转录本的位置，而这两者对{target}研究都很重要。",
      ),
      b(
        "This protocol uses single-molecule RNA FISH to measure {target} in {sample} with single-transcript resolution.",
        "本方案利用单分子 RNA 荧光原位杂交，以单转录本分辨率测定{sample}中的{target}。",
      ),
    ],
    method: [
      b(
        "Cells are fixed with formaldehyde, permeabilised in 70% ethanol and hybridised overnight with 30–48 singly labelled 20-nt DNA probes tiling the target RNA.",
        "细胞经甲醛固定、70% 乙醇通透后，与覆盖靶 RNA 的 30–48 条单标记 20 nt DNA 探针杂交过夜。",
      ),
      b(
        "Three-dimensional stacks are acquired on a wide-field microscope with a 100× oil-immersion objective.",
        "用配备 100× 油镜的宽场显微镜采集三维图像栈。",
      ),
      b(
        "Diffraction-limited spots are detected automatically and assigned to segmented cells and nuclei.",
        "自动检测衍射极限荧光点，并将其分配至分割出的细胞和细胞核。",
      ),
    ],
    result: [
      b(
        "Two interleaved probe sets labelled in different colours co-localised for 80–92% of detected spots, confirming single-molecule specificity.",
        "以不同颜色标记的两组交错探针所检测到的荧光点中有 80%–92% 共定位，证实了单分子检测的特异性。",
      ),
      b(
        "Counts ranged from 5 to more than 300 transcripts per cell and agreed with RT-qPCR estimates within 20%.",
        "每个细胞的转录本计数为 5 至 300 个以上，与 RT-qPCR 估算值的偏差在 20% 以内。",
      ),
    ],
  },
  background: [
    b(
      "Single mRNA molecules were first visualised in situ with a small number of oligonucleotides each carrying several fluorophores [1]. Tiling a transcript with 30–50 short probes that each carry a single fluorophore made the method simple and robust: bound probes produce a diffraction-limited spot far brighter than the diffuse background of unbound or mis-bound probes [2].",
      "单个 mRNA 分子最早是利用少量各携带多个荧光基团的寡核苷酸探针在原位观察到的[1]。以 30–50 条各带单个荧光基团的短探针覆盖整个转录本，使该方法变得简便而可靠：结合的探针形成衍射极限荧光点，其亮度远高于游离或错配探针造成的弥散背景[2]。",
    ),
    b(
      "Counting transcripts in each cell revealed that many genes are transcribed in bursts [3], and nascent transcripts at active sites appear as bright nuclear spots. The approach has since been extended to tissue sections and automated image analysis [4], [5].",
      "对每个细胞中的转录本进行计数揭示了许多基因以爆发形式转录[3]，活跃转录位点上的新生转录本则表现为核内的明亮荧光点。此后该方法已扩展至组织切片并实现了图像自动分析[4], [5]。",
    ),
  ],
  materials: [
    m(
      "Stellaris RNA FISH custom probe set, Quasar 570",
      "Stellaris RNA FISH 定制探针组，Quasar 570 标记",
      "Biosearch Technologies",
      "SMF-1063-5",
    ),
    m(
      "Stellaris RNA FISH hybridisation buffer",
      "Stellaris RNA FISH 杂交缓冲液",
      "Biosearch Technologies",
      "SMF-HB1-10",
    ),
    m("Stellaris RNA FISH wash buffer A", "Stellaris RNA FISH 洗涤缓冲液 A", "Biosearch Technologies", "SMF-WA1-60"),
    m("Stellaris RNA FISH wash buffer B", "Stellaris RNA FISH 洗涤缓冲液 B", "Biosearch Technologies", "SMF-WB1-20"),
    m("Deionised formamide", "去离子甲酰胺", "Thermo Fisher Scientific", "AM9342"),
    m("Formaldehyde solution, 37%", "37% 甲醛溶液", "Sigma-Aldrich", "252549"),
    m("DAPI", "DAPI", "Thermo Fisher Scientific", "D1306"),
    m("ProLong Glass antifade mountant", "ProLong Glass 抗淬灭封片剂", "Thermo Fisher Scientific", "P36980"),
    m("Round coverslips, 18 mm, No. 1.5H", "18 mm 圆形盖玻片，1.5H 号", "Paul Marienfeld", "0117580"),
  ],
  equipment: [
    m("Inverted wide-field microscope", "倒置宽场显微镜", "Nikon", "Eclipse Ti2-E"),
    m("Oil-immersion objective, 100×/1.45 NA", "100×/1.45 NA 油浸物镜", "Nikon", "CFI Plan Apochromat Lambda 100× Oil"),
    m("sCMOS camera", "sCMOS 相机", "Hamamatsu Photonics", "ORCA-Fusion C14440-20UP"),
    m("LED light source", "LED 光源", "Lumencor", "SPECTRA X"),
    m("Hybridisation incubator, 37 °C", "37 °C 杂交培养箱", "Thermo Fisher Scientific", "Heratherm IGS60"),
  ],
  software: [
    m("Fiji", "Fiji", "ImageJ community", "v1.54f"),
    m("Big-FISH (FISH-quant v2)", "Big-FISH（FISH-quant v2）", "FISH-quant project", "v0.6.2"),
    m("Cellpose", "Cellpose", "HHMI Janelia", "v2.2"),
  ],
  steps: [
    {
      text: b(
        "Design 30–48 probes of 20 nt with the Stellaris Probe Designer (GC content about 45%, at least 2 nt between probes, masking level matched to the organism) and dissolve the probe set at 12.5 µM in TE buffer.",
        "用 Stellaris Probe Designer 设计 30–48 条 20 nt 探针（GC 含量约 45%，探针间隔至少 2 nt，屏蔽等级与物种匹配），将探针组以 TE 缓冲液溶解至 12.5 µM。",
      ),
      notes: [
        b(
          "**Critical:** for short transcripts that do not accommodate 30 probes, expect dimmer spots and use longer exposures rather than fewer-probe sets.",
          "**关键：**对于无法容纳 30 条探针的短转录本，荧光点会较暗，应延长曝光时间，而不是减少探针数量。",
        ),
      ],
    },
    {
      text: b(
        "Grow {sample} on 18 mm No. 1.5H coverslips in a 12-well plate: cell lines to 60–70% confluence, embryonic stem cells on laminin-coated coverslips for 1–2 days, and neurons on poly-D-lysine-coated coverslips for 10–14 days in vitro.",
        "将{sample}培养于 12 孔板中的 18 mm 1.5H 号盖玻片上：细胞系培养至汇合度 60%–70%，胚胎干细胞接种于层粘连蛋白包被的盖玻片上培养 1–2 d，神经元接种于多聚-D-赖氨酸包被的盖玻片上培养至体外第 10–14 天。",
      ),
    },
    {
      text: b(
        "Wash once with PBS and fix in 1 mL of 3.7% formaldehyde in PBS for 10 min at room temperature; wash twice with PBS.",
        "用 PBS 洗涤 1 次，加入 1 mL 含 3.7% 甲醛的 PBS，室温固定 10 min；PBS 洗涤 2 次。",
      ),
      notes: [
        b(
          "**Caution:** formaldehyde is toxic and a carcinogen; handle it in a fume hood.",
          "**注意：**甲醛有毒且致癌，应在通风橱中操作。",
        ),
      ],
    },
    {
      text: b(
        "Permeabilise in 1 mL of 70% ethanol for at least 1 h at 4 °C.",
        "加入 1 mL 70% 乙醇，4 °C 通透至少 1 h。",
      ),
      notes: [
        b(
          "**Pause point:** cells can be kept in 70% ethanol at 4 °C for up to 1 week.",
          "**暂停点：**细胞可在 70% 乙醇中于 4 °C 保存至多 1 周。",
        ),
      ],
    },
    {
      text: b(
        "Equilibrate in 1 mL of wash buffer A (10% formamide in 2× SSC) for 5 min at room temperature.",
        "加入 1 mL 洗涤缓冲液 A（含 10% 甲酰胺的 2× SSC），室温平衡 5 min。",
      ),
    },
    {
      text: b(
        "Dilute the probe set to 125 nM in hybridisation buffer (10% dextran sulfate, 10% formamide, 2× SSC). Place a 50 µL drop on Parafilm in a humidified chamber, invert the coverslip onto it cell side down and hybridise for 4–16 h at 37 °C in the dark.",
        "用杂交缓冲液（10% 硫酸葡聚糖、10% 甲酰胺、2× SSC）将探针组稀释至 125 nM。在湿盒内的 Parafilm 上滴加 50 µL，将盖玻片细胞面朝下覆于液滴上，37 °C 避光杂交 4–16 h。",
      ),
      notes: [
        b(
          "**Critical:** raise formamide to 15–20% if background is high, and do not let the drop dry during hybridisation.",
          "**关键：**如背景较高，可将甲酰胺浓度提高至 15%–20%；杂交过程中不可让液滴干涸。",
        ),
      ],
    },
    {
      text: b(
        "Return the coverslip to the 12-well plate, cell side up, and wash with 1 mL of wash buffer A for 30 min at 37 °C in the dark.",
        "将盖玻片细胞面朝上放回 12 孔板，加入 1 mL 洗涤缓冲液 A，37 °C 避光洗涤 30 min。",
      ),
    },
    {
      text: b(
        "Counterstain nuclei with 5 ng/mL DAPI in wash buffer A for 30 min at 37 °C, then wash with 1 mL of wash buffer B (2× SSC) for 5 min.",
        "用含 5 ng/mL DAPI 的洗涤缓冲液 A 于 37 °C 复染细胞核 30 min，再用 1 mL 洗涤缓冲液 B（2× SSC）洗涤 5 min。",
      ),
    },
    {
      text: b(
        "Mount on a slide with 10 µL of ProLong Glass and let it cure overnight at room temperature in the dark.",
        "用 10 µL ProLong Glass 将盖玻片封于载玻片上，室温避光固化过夜。",
      ),
    },
    {
      text: b(
        "Acquire z-stacks with the 100× objective: 25–35 planes at 0.3 µm steps, 300–1,000 ms exposure for Quasar 570 and 50 ms for DAPI, at least 10 fields and 100 cells per condition.",
        "用 100× 物镜采集 z 轴图像栈：25–35 层，步长 0.3 µm，Quasar 570 通道曝光 300–1,000 ms，DAPI 通道曝光 50 ms；每个条件至少采集 10 个视野、100 个细胞。",
      ),
    },
    {
      text: b(
        "Validate specificity once per probe set by hybridising two interleaved halves of the set labelled with different dyes, and include a no-probe coverslip to measure autofluorescence.",
        "每个探针组需验证一次特异性：将探针组交错分为两半并以不同染料标记后共杂交；同时设置无探针盖玻片以测定自发荧光。",
      ),
    },
  ],
  dataAnalysis: [
    b(
      "Segment nuclei from the DAPI channel and cells from the autofluorescence or a cytoplasmic stain with Cellpose. Detect spots in Big-FISH after a Laplacian-of-Gaussian filter, set the threshold on the plateau of the spot-number curve, and decompose dense clusters using the intensity of isolated spots as the single-mRNA reference [5].",
      "用 Cellpose 根据 DAPI 通道分割细胞核，根据自发荧光或胞质染色分割细胞。在 Big-FISH 中经高斯-拉普拉斯滤波后检测荧光点，将阈值设于荧光点数量曲线的平台区，并以孤立荧光点的强度作为单个 mRNA 的参考值对密集簇进行分解[5]。",
    ),
    b(
      "Call transcription sites as the brightest nuclear spots with at least twice the median single-mRNA intensity; their intensity in units of single mRNAs gives the number of nascent transcripts. Report mean, Fano factor and distributions of counts per cell rather than means alone.",
      "将强度至少为单个 mRNA 中位强度 2 倍的最亮核内荧光点判定为转录位点，其以单个 mRNA 为单位的强度即为新生转录本数目。报告每个细胞计数的均值、Fano 因子及分布，而不仅仅是均值。",
    ),
  ],
  troubleshooting: [
    {
      problem: b("Dim spots that are hard to distinguish from background", "荧光点暗淡，难以与背景区分"),
      cause: b("Too few probes, photobleaching or over-fixation", "探针数量过少、光漂白或固定过度"),
      solution: b(
        "Use at least 30 probes, mount in fresh antifade medium, image promptly and keep fixation to 10 min.",
        "使用至少 30 条探针，用新鲜抗淬灭封片剂封片，尽快成像，并将固定时间控制在 10 min。",
      ),
    },
    {
      problem: b("High diffuse background or many spots in no-probe control", "弥散背景高或无探针对照中出现大量荧光点"),
      cause: b("Insufficient stringency or probe aggregates", "杂交严谨性不足或探针聚集"),
      solution: b(
        "Raise formamide by 5%, centrifuge the diluted probe at 16,000 × g for 5 min before use and extend the post-hybridisation wash.",
        "将甲酰胺浓度提高 5%，使用前将稀释的探针 16,000 × g 离心 5 min，并延长杂交后洗涤时间。",
      ),
    },
    {
      problem: b("Cells detach from coverslips", "细胞从盖玻片上脱落"),
      cause: b("Weakly adherent cells and repeated washes", "细胞贴壁不牢且反复洗涤"),
      solution: b(
        "Coat coverslips with poly-L-lysine or laminin and add solutions slowly to the side of the well.",
        "用多聚赖氨酸或层粘连蛋白包被盖玻片，并沿孔壁缓慢加液。",
      ),
    },
  ],
  references: [
    {
      authors: "Femino, A. M., Fay, F. S., Fogarty, K., Singer, R. H.",
      year: 1998,
      title: "Visualization of single RNA transcripts in situ",
      journal: "Science",
      volume: "280",
      pages: "585–590",
    },
    {
      authors: "Raj, A., van den Bogaard, P., Rifkin, S. A., van Oudenaarden, A., Tyagi, S.",
      year: 2008,
      title: "Imaging individual mRNA molecules using multiple singly labeled probes",
      journal: "Nature Methods",
      volume: "5",
      pages: "877–879",
      doi: "10.1038/nmeth.1253",
    },
    {
      authors: "Raj, A., Peskin, C. S., Tranchina, D., Vargas, D. Y., Tyagi, S.",
      year: 2006,
      title: "Stochastic mRNA synthesis in mammalian cells",
      journal: "PLoS Biology",
      volume: "4",
      pages: "e309",
    },
    {
      authors: "Lyubimova, A., Itzkovitz, S., Junker, J. P., Fan, Z. P., Wu, X., van Oudenaarden, A.",
      year: 2013,
      title: "Single-molecule mRNA detection and counting in mammalian tissue",
      journal: "Nature Protocols",
      volume: "8",
      pages: "1743–1758",
    },
    {
      authors:
        "Mueller, F., Senecal, A., Tantale, K., Marie-Nelly, H., Ly, N., Collin, O., Basyuk, E., Bertrand, E., Darzacq, X., Zimmer, C.",
      year: 2013,
      title: "FISH-quant: automatic counting of transcripts in 3D FISH images",
      journal: "Nature Methods",
      volume: "10",
      pages: "277–278",
    },
  ],
};

// ---------------------------------------------------------------------------------------------------------------
// Bioinformatics and Computational Biology (33)
// ---------------------------------------------------------------------------------------------------------------

const COMPUTE_SERVER = m(
  "Linux compute server (32 cores, 256 GB RAM)",
  "Linux 计算服务器（32 核，256 GB 内存）",
  "Dell Technologies",
  "PowerEdge R750",
);
const HPC_CLUSTER = m(
  "HPC cluster with Slurm workload manager",
  "配备 Slurm 作业调度系统的高性能计算集群",
  "SchedMD",
  "Slurm 23.02",
);

const deseq2RnaSeq: Technique = {
  id: "bulk-rna-seq-deseq2",
  name: b("bulk RNA-seq differential expression analysis with DESeq2", "DESeq2 转录组差异表达分析"),
  categoryIds: [33, 1],
  contexts: [
    {
      organism: "Homo sapiens",
      organismText: HUMAN_CELLS,
      sample: b("paired-end poly(A) RNA-seq reads from HepG2 cells", "人肝癌 HepG2 细胞的双端 poly(A) RNA-seq 数据"),
    },
    {
      organism: "Mus musculus",
      organismText: MICE,
      sample: b("paired-end RNA-seq reads from mouse liver", "小鼠肝脏的双端 RNA-seq 数据"),
    },
    {
      organism: "Arabidopsis thaliana",
      organismText: b("*Arabidopsis*", "拟南芥"),
      sample: b(
        "paired-end RNA-seq reads from 10-day-old *Arabidopsis thaliana* Col-0 seedlings",
        "拟南芥 Col-0 10 日龄幼苗的双端 RNA-seq 数据",
      ),
    },
    {
      organism: "Saccharomyces cerevisiae",
      organismText: b("*S. cerevisiae*", "酿酒酵母"),
      sample: b(
        "paired-end RNA-seq reads from *S. cerevisiae* BY4741 cultures",
        "酿酒酵母 BY4741 培养物的双端 RNA-seq 数据",
      ),
    },
    {
      organism: "Oryza sativa",
      organismText: b("rice", "水稻"),
      sample: b("paired-end RNA-seq reads from leaves of rice cv. Nipponbare", "水稻品种日本晴叶片的双端 RNA-seq 数据"),
    },
  ],
  targets: [
    b("differentially expressed genes", "差异表达基因"),
    b("transcriptional responses to chemical treatment", "化学处理引起的转录响应"),
    b("gene expression changes in loss-of-function mutants", "功能缺失突变体的基因表达变化"),
    b("time-resolved transcriptional responses", "时间分辨的转录响应"),
    b("genotype-by-treatment interactions", "基因型与处理的交互效应"),
  ],
  keywords: [
    b("RNA-seq", "RNA-seq"),
    b("DESeq2", "DESeq2"),
    b("differential expression", "差异表达"),
    b("read alignment", "读段比对"),
    b("negative binomial model", "负二项分布模型"),
    b("false discovery rate", "错误发现率"),
  ],
  titles: [
    b("Bulk RNA-seq Analysis of {target} in {organism} with DESeq2", "利用 DESeq2 解析{organism}{target}"),
    b(
      "From Raw Reads to {target}: A STAR, featureCounts and DESeq2 Pipeline",
      "从原始读段到{target}：STAR、featureCounts 与 DESeq2 分析流程",
    ),
    b("Reproducible Differential Expression Analysis of {sample}", "{sample}的可重复差异表达分析"),
    b(
      "Identifying {target} in {organism} from RNA-seq Data with DESeq2",
      "基于 RNA-seq 数据和 DESeq2 识别{organism}{target}",
    ),
  ],
  abstract: {
    aim: [
      b(
        "RNA-seq is the standard method for studying {target}, but the results depend strongly on read processing, experimental design and the statistical model.",
        "RNA-seq 是研究{target}的标准方法，但其结果在很大程度上取决于读段处理、实验设计和统计模型。",
      ),
      b(
        "We describe a complete, scriptable workflow that takes {sample} from raw FASTQ files to a list of {target} with controlled false discovery rate.",
        "本文介绍一套完整、可脚本化的分析流程，将{sample}从原始 FASTQ 文件处理为错误发现率受控的{target}列表。",
      ),
    ],
    method: [
      b(
        "Reads are quality-checked and trimmed, aligned to the reference genome with STAR and counted per gene with featureCounts.",
        "对读段进行质量检查和修剪后，用 STAR 比对至参考基因组，并用 featureCounts 按基因计数。",
      ),
      b(
        "Counts are modelled in DESeq2 with a negative binomial generalised linear model that includes batch as a covariate, and fold changes are shrunk to stabilise estimates for low-count genes.",
        "在 DESeq2 中以负二项广义线性模型对计数进行建模，将批次作为协变量纳入模型，并对倍数变化进行收缩以稳定低计数基因的估计值。",
      ),
      b(
        "Sample quality is assessed by principal component analysis of variance-stabilised counts before testing.",
        "检验之前，对方差稳定化转换后的计数进行主成分分析以评估样本质量。",
      ),
    ],
    result: [
      b(
        "Between 82% and 94% of read pairs aligned uniquely, and replicate samples clustered by condition on the first principal component (48–71% of variance).",
        "82%–94% 的读段对被唯一比对，重复样本在第一主成分（解释 48%–71% 的方差）上按处理条件聚类。",
      ),
      b(
        "At an adjusted *P* < 0.05 and |log~2~ fold change| ≥ 1, 850–3,200 genes were called, and fold changes of 12 genes tested by RT-qPCR correlated with RNA-seq (Pearson *r* = 0.89–0.95).",
        "以校正 *P* < 0.05 且 |log~2~ 倍数变化| ≥ 1 为阈值，共鉴定出 850–3,200 个基因；经 RT-qPCR 验证的 12 个基因，其倍数变化与 RNA-seq 结果高度相关（Pearson *r* = 0.89–0.95）。",
      ),
    ],
  },
  background: [
    b(
      "Spliced aligners such as STAR map RNA-seq reads to the genome quickly and accurately [1], and read summarisation at the gene level with featureCounts produces the count matrix used for statistical testing [2]. Because counts are discrete and their variance exceeds the mean, they are modelled with the negative binomial distribution, with dispersion estimates shared across genes of similar expression [3].",
      "STAR 等剪接比对工具可快速、准确地将 RNA-seq 读段比对至基因组[1]；再用 featureCounts 在基因水平汇总读段，即得到用于统计检验的计数矩阵[2]。由于计数是离散的且方差大于均值，通常以负二项分布进行建模，并在表达水平相近的基因之间共享离散度估计[3]。",
    ),
    b(
      "DESeq2 adds empirical Bayes shrinkage of dispersions and fold changes, which makes estimates stable with the three to six replicates typical of most experiments [4]. *P* values are adjusted for the thousands of genes tested with the Benjamini–Hochberg procedure [5].",
      "DESeq2 在此基础上对离散度和倍数变化进行经验贝叶斯收缩，使其在大多数实验常见的 3–6 个重复下也能给出稳定的估计[4]。针对成千上万个基因的检验，采用 Benjamini–Hochberg 方法对 *P* 值进行多重检验校正[5]。",
    ),
  ],
  materials: [
    m(
      "Raw paired-end FASTQ files, ≥ 3 biological replicates per group, 20–30 million read pairs per sample",
      "原始双端 FASTQ 文件，每组 ≥ 3 个生物学重复，每个样本 2,000 万–3,000 万读段对",
      "Illumina NovaSeq 6000 (PE150)",
      "FASTQ",
    ),
    m("Human reference genome and annotation", "人类参考基因组及注释", "GENCODE", "Release 44 (GRCh38.p14)"),
    m("Mouse reference genome and annotation", "小鼠参考基因组及注释", "GENCODE", "Release M33 (GRCm39)"),
    m(
      "*Arabidopsis* and rice genomes and annotations",
      "拟南芥和水稻基因组及注释",
      "Ensembl Plants",
      "Release 57 (TAIR10; IRGSP-1.0)",
    ),
    m("*S. cerevisiae* genome and annotation", "酿酒酵母基因组及注释", "Ensembl", "Release 110 (R64-1-1)"),
    m(
      "Sample sheet with condition, batch and replicate columns",
      "包含处理条件、批次和重复信息的样本表",
      "In-house",
      "samples.tsv",
    ),
  ],
  equipment: [
    COMPUTE_SERVER,
    HPC_CLUSTER,
    m(
      "Workstation for R analysis (16 GB RAM or more)",
      "用于 R 分析的工作站（内存 ≥ 16 GB）",
      "Lenovo",
      "ThinkStation P360",
    ),
  ],
  software: [
    m("STAR", "STAR", "Dobin et al. (GitHub)", "v2.7.11a"),
    m("Subread (featureCounts)", "Subread（featureCounts）", "Walter and Eliza Hall Institute", "v2.0.6"),
    m(
      "R with Bioconductor DESeq2",
      "R 及 Bioconductor DESeq2 程序包",
      "R Foundation / Bioconductor",
      "R 4.3.2, DESeq2 1.42.0",
    ),
  ],
  steps: [
    {
      text: b(
        "Check read quality with `fastqc -t 8 *.fastq.gz` and summarise all samples with `multiqc .`; note per-base quality, adapter content and duplication levels.",
        "用 `fastqc -t 8 *.fastq.gz` 检查读段质量，并用 `multiqc .` 汇总所有样本；记录各位置碱基质量、接头含量和重复水平。",
      ),
    },
    {
      text: b(
        "Trim adapters and low-quality bases with `fastp -i R1.fq.gz -I R2.fq.gz -o R1.trim.fq.gz -O R2.trim.fq.gz --detect_adapter_for_pe -q 20 -l 36 -w 8`.",
        "用 `fastp -i R1.fq.gz -I R2.fq.gz -o R1.trim.fq.gz -O R2.trim.fq.gz --detect_adapter_for_pe -q 20 -l 36 -w 8` 去除接头和低质量碱基。",
      ),
    },
    {
      text: b(
        "Build the STAR index once per genome: `STAR --runMode genomeGenerate --genomeDir star_idx --genomeFastaFiles genome.fa --sjdbGTFfile genes.gtf --sjdbOverhang 149 --runThreadN 16`.",
        "每个基因组构建一次 STAR 索引：`STAR --runMode genomeGenerate --genomeDir star_idx --genomeFastaFiles genome.fa --sjdbGTFfile genes.gtf --sjdbOverhang 149 --runThreadN 16`。",
      ),
      notes: [
        b(
          "**Critical:** for small genomes set `--genomeSAindexNbases` to min(14, log~2~*L*/2 − 1), where *L* is the genome length, i.e. 10 for yeast, 12 for *Arabidopsis* and 13 for rice; a human or mouse index needs about 32 GB of RAM.",
          "**关键：**小基因组须将 `--genomeSAindexNbases` 设为 min(14, log~2~*L*/2 − 1)（*L* 为基因组长度），即酵母为 10、拟南芥为 12、水稻为 13；构建人或小鼠索引约需 32 GB 内存。",
        ),
      ],
    },
    {
      text: b(
        "Align each sample: `STAR --genomeDir star_idx --readFilesIn R1.trim.fq.gz R2.trim.fq.gz --readFilesCommand zcat --outSAMtype BAM SortedByCoordinate --runThreadN 16 --outFileNamePrefix sample_`, then index the BAM with `samtools index`.",
        "逐个样本比对：`STAR --genomeDir star_idx --readFilesIn R1.trim.fq.gz R2.trim.fq.gz --readFilesCommand zcat --outSAMtype BAM SortedByCoordinate --runThreadN 16 --outFileNamePrefix sample_`，再用 `samtools index` 为 BAM 文件建立索引。",
      ),
      notes: [
        b(
          "Samples with less than 70% uniquely mapped reads or a strong 3′ coverage bias should be investigated before analysis.",
          "唯一比对率低于 70% 或存在明显 3′ 端覆盖偏倚的样本，应在分析前查明原因。",
        ),
      ],
    },
    {
      text: b(
        "Determine library strandedness with `infer_experiment.py -r genes.bed -i sample.bam` (RSeQC); dUTP-based kits give reverse-stranded libraries.",
        "用 RSeQC 的 `infer_experiment.py -r genes.bed -i sample.bam` 判断文库链特异性；基于 dUTP 的建库试剂盒产生反向链特异性文库。",
      ),
    },
    {
      text: b(
        "Count read pairs per gene: `featureCounts -p --countReadPairs -s 2 -T 16 -a genes.gtf -o counts.txt *.bam` (use `-s 1` for forward-stranded and `-s 0` for unstranded libraries).",
        "按基因统计读段对数：`featureCounts -p --countReadPairs -s 2 -T 16 -a genes.gtf -o counts.txt *.bam`（正向链特异性文库用 `-s 1`，非链特异性文库用 `-s 0`）。",
      ),
      notes: [
        b(
          "**Pause point:** the count matrix is the input of all later steps; archive it with the sample sheet.",
          "**暂停点：**计数矩阵是后续所有步骤的输入文件，应与样本表一并存档。",
        ),
      ],
    },
    {
      text: b(
        "In R, build the dataset with `DESeqDataSetFromMatrix(countData = counts, colData = samples, design = ~ batch + condition)`, set the control as reference level with `relevel()` and keep genes with at least 10 counts in as many samples as the smallest group.",
        "在 R 中用 `DESeqDataSetFromMatrix(countData = counts, colData = samples, design = ~ batch + condition)` 构建数据集，用 `relevel()` 将对照设为参照水平，并保留在不少于最小组样本数的样本中计数 ≥ 10 的基因。",
      ),
    },
    {
      text: b(
        "Assess sample quality: transform with `vst(dds, blind = TRUE)`, draw `plotPCA()` and a sample-distance heatmap, and look for outliers, swapped labels and batch effects.",
        "评估样本质量：用 `vst(dds, blind = TRUE)` 进行转换，绘制 `plotPCA()` 图和样本距离热图，检查离群样本、标签错配和批次效应。",
      ),
    },
    {
      text: b(
        'Fit the model with `dds <- DESeq(dds)` and extract contrasts with `results(dds, contrast = c("condition", "treated", "control"), alpha = 0.05)`.',
        '用 `dds <- DESeq(dds)` 拟合模型，并用 `results(dds, contrast = c("condition", "treated", "control"), alpha = 0.05)` 提取对比结果。',
      ),
      substeps: [
        b(
          'Time courses and genotype × treatment designs: use `design = ~ batch + genotype + treatment + genotype:treatment` and a likelihood ratio test, `DESeq(dds, test = "LRT", reduced = ~ batch + genotype + treatment)`.',
          '时间序列及基因型 × 处理设计：采用 `design = ~ batch + genotype + treatment + genotype:treatment`，并进行似然比检验 `DESeq(dds, test = "LRT", reduced = ~ batch + genotype + treatment)`。',
        ),
      ],
    },
    {
      text: b(
        'Shrink fold changes with `lfcShrink(dds, coef = "condition_treated_vs_control", type = "apeglm")` for ranking and plots, and call genes at adjusted *P* < 0.05 and |log~2~ fold change| ≥ 1.',
        '用 `lfcShrink(dds, coef = "condition_treated_vs_control", type = "apeglm")` 收缩倍数变化，用于排序和作图；以校正 *P* < 0.05 且 |log~2~ 倍数变化| ≥ 1 为阈值判定差异基因。',
      ),
    },
    {
      text: b(
        "Annotate gene identifiers, export result tables, MA and volcano plots, and record tool versions with `sessionInfo()`.",
        "注释基因标识符，导出结果表、MA 图和火山图，并用 `sessionInfo()` 记录软件版本。",
      ),
    },
  ],
  dataAnalysis: [
    b(
      "Report the number of genes tested after filtering, the thresholds and the exact contrasts. Use shrunken fold changes for ranking and gene-set analysis but the unshrunken Wald or LRT *P* values, adjusted by the Benjamini–Hochberg method [5], for significance. Independent filtering in `results()` is on by default and should be reported.",
      "报告过滤后参与检验的基因数、判定阈值和具体的对比方式。排序和基因集分析使用收缩后的倍数变化，显著性判断则使用经 Benjamini–Hochberg 方法[5]校正的未收缩 Wald 或 LRT *P* 值。`results()` 默认启用独立过滤，应在报告中说明。",
    ),
  ],
  troubleshooting: [
    {
      problem: b(
        "Samples separate by processing date rather than condition in the PCA",
        "PCA 中样本按处理日期而非处理条件分开",
      ),
      cause: b("Batch effect confounded with or added to the biological effect", "批次效应与生物学效应混杂或叠加"),
      solution: b(
        "Include batch in the design; if batch and condition are fully confounded, the effect cannot be estimated and the experiment must be repeated with a balanced design.",
        "在设计公式中纳入批次；若批次与处理条件完全混杂，则无法估计效应，须以平衡设计重新实验。",
      ),
    },
    {
      problem: b("Very few reads assigned by featureCounts", "featureCounts 分配的读段极少"),
      cause: b(
        "Wrong strandedness setting or chromosome names that differ between genome and GTF",
        "链特异性参数错误，或基因组与 GTF 文件的染色体命名不一致",
      ),
      solution: b(
        "Re-check `-s` with RSeQC and use genome and annotation from the same source and release.",
        "用 RSeQC 重新确认 `-s` 参数，并使用同一来源、同一版本的基因组和注释。",
      ),
    },
    {
      problem: b("Thousands of genes called with a single outlier sample", "因一个离群样本而判定出数千个差异基因"),
      cause: b("Degraded RNA or a mislabelled sample", "RNA 降解或样本标签错误"),
      solution: b(
        "Check RIN, 3′ bias and sex- or genotype-marker genes; remove the sample only with a documented technical reason.",
        "检查 RIN 值、3′ 偏倚以及性别或基因型标志基因；只有在有明确技术原因时才剔除该样本并加以记录。",
      ),
    },
  ],
  references: [
    {
      authors:
        "Dobin, A., Davis, C. A., Schlesinger, F., Drenkow, J., Zaleski, C., Jha, S., Batut, P., Chaisson, M., Gingeras, T. R.",
      year: 2013,
      title: "STAR: ultrafast universal RNA-seq aligner",
      journal: "Bioinformatics",
      volume: "29",
      pages: "15–21",
      doi: "10.1093/bioinformatics/bts635",
    },
    {
      authors: "Liao, Y., Smyth, G. K., Shi, W.",
      year: 2014,
      title: "featureCounts: an efficient general purpose program for assigning sequence reads to genomic features",
      journal: "Bioinformatics",
      volume: "30",
      pages: "923–930",
      doi: "10.1093/bioinformatics/btt656",
    },
    {
      authors: "Anders, S., Huber, W.",
      year: 2010,
      title: "Differential expression analysis for sequence count data",
      journal: "Genome Biology",
      volume: "11",
      pages: "R106",
      doi: "10.1186/gb-2010-11-10-r106",
    },
    {
      authors: "Love, M. I., Huber, W., Anders, S.",
      year: 2014,
      title: "Moderated estimation of fold change and dispersion for RNA-seq data with DESeq2",
      journal: "Genome Biology",
      volume: "15",
      pages: "550",
      doi: "10.1186/s13059-014-0550-8",
    },
    {
      authors: "Benjamini, Y., Hochberg, Y.",
      year: 1995,
      title: "Controlling the false discovery rate: a practical and powerful approach to multiple testing",
      journal: "Journal of the Royal Statistical Society: Series B (Methodological)",
      volume: "57",
      pages: "289–300",
    },
  ],
};

const atacMacs2: Technique = {
  id: "atac-seq-macs2-peak-calling",
  name: b("ATAC-seq peak calling with MACS2", "MACS2 ATAC-seq 峰识别"),
  categoryIds: [33, 1],
  contexts: [
    {
      organism: "Homo sapiens",
      organismText: HUMAN_CELLS,
      sample: b("ATAC-seq libraries from GM12878 lymphoblastoid cells", "人淋巴母细胞系 GM12878 的 ATAC-seq 数据"),
    },
    {
      organism: "Homo sapiens",
      organismText: HUMAN_CELLS,
      sample: b("ATAC-seq libraries from primary CD4^+^ T cells", "人外周血原代 CD4^+^ T 细胞的 ATAC-seq 数据"),
    },
    {
      organism: "Mus musculus",
      organismText: MICE,
      sample: b("ATAC-seq libraries from mouse embryonic stem cells", "小鼠胚胎干细胞的 ATAC-seq 数据"),
    },
    {
      organism: "Mus musculus",
      organismText: MICE,
      sample: b(
        "ATAC-seq libraries from sorted mouse bone-marrow haematopoietic stem cells",
        "分选的小鼠骨髓造血干细胞的 ATAC-seq 数据",
      ),
    },
    {
      organism: "Arabidopsis thaliana",
      organismText: b("*Arabidopsis*", "拟南芥"),
      sample: b(
        "ATAC-seq libraries from root-tip nuclei of *Arabidopsis thaliana*",
        "拟南芥根尖细胞核的 ATAC-seq 数据",
      ),
    },
  ],
  targets: [
    b("chromatin accessibility landscapes", "染色质可及性图谱"),
    b("differentially accessible regions", "差异可及区域"),
    b("candidate enhancers", "候选增强子"),
    b("transcription factor footprints", "转录因子结合足迹"),
    b("nucleosome positioning", "核小体定位"),
    b("promoter accessibility", "启动子可及性"),
  ],
  keywords: [
    b("ATAC-seq", "ATAC-seq"),
    b("chromatin accessibility", "染色质可及性"),
    b("MACS2", "MACS2"),
    b("peak calling", "峰识别"),
    b("Tn5 transposase", "Tn5 转座酶"),
    b("irreproducible discovery rate", "不可重复发现率"),
  ],
  titles: [
    b(
      "ATAC-seq Peak Calling with MACS2 to Map {target} in {organism}",
      "利用 MACS2 识别 ATAC-seq 峰以解析{organism}{target}",
    ),
    b("A Reproducible ATAC-seq Analysis Pipeline for {target}", "面向{target}研究的可重复 ATAC-seq 分析流程"),
    b("Mapping {target} from {sample}", "基于{sample}解析{target}"),
    b(
      "From Tn5 Insertions to {target}: Processing ATAC-seq Data in {organism}",
      "从 Tn5 插入位点到{target}：{organism} ATAC-seq 数据处理",
    ),
  ],
  abstract: {
    aim: [
      b(
        "ATAC-seq measures chromatin accessibility from small numbers of cells, but the quality of downstream analyses of {target} depends on careful read filtering and peak calling.",
        "ATAC-seq 可从少量细胞中测定染色质可及性，但后续{target}分析的质量取决于严格的读段过滤和峰识别。",
      ),
      b(
        "This protocol describes a command-line workflow that turns {sample} into reproducible peak sets for the study of {target}.",
        "本方案介绍一套命令行分析流程，将{sample}处理为可重复的峰集合，用于{target}研究。",
      ),
    ],
    method: [
      b(
        "Nextera adapters are trimmed, and read pairs are aligned with Bowtie2 allowing fragments up to 2 kb.",
        "去除 Nextera 接头后，用 Bowtie2 比对读段对，允许的最大片段长度为 2 kb。",
      ),
      b(
        "Organellar, duplicate, low-quality and blacklisted reads are removed, and alignments are shifted to the Tn5 insertion centre.",
        "去除细胞器来源、重复、低质量及位于黑名单区域的读段，并将比对位置校正至 Tn5 插入中心。",
      ),
      b(
        "Peaks are called with MACS2 on each replicate and combined by the irreproducible discovery rate (IDR) framework.",
        "用 MACS2 对每个重复分别识别峰，再通过不可重复发现率（IDR）框架进行整合。",
      ),
    ],
    result: [
      b(
        "Libraries passing quality control showed clear nucleosomal periodicity, TSS enrichment scores of 9–24 and 22–45% of reads in peaks.",
        "通过质控的文库呈现明显的核小体周期性，TSS 富集分数为 9–24，峰内读段比例（FRiP）为 22%–45%。",
      ),
      b(
        "Between 38,000 and 95,000 reproducible peaks were obtained per condition (IDR < 0.05), 25–40% of them at promoters.",
        "每个条件获得 38,000–95,000 个可重复峰（IDR < 0.05），其中 25%–40% 位于启动子区域。",
      ),
    ],
  },
  background: [
    b(
      "In ATAC-seq, hyperactive Tn5 transposase inserts sequencing adapters preferentially into accessible chromatin, so that a single reaction reports open regions, nucleosome positions and transcription factor footprints [1]. Fragments shorter than about 100 bp come from nucleosome-free regions, whereas fragments of about 200 and 400 bp span one or two nucleosomes.",
      "在 ATAC-seq 中，高活性 Tn5 转座酶优先将测序接头插入可及染色质，因此单次反应即可反映开放区域、核小体位置和转录因子结合足迹[1]。短于约 100 bp 的片段来自无核小体区域，而约 200 bp 和 400 bp 的片段则跨越一个或两个核小体。",
    ),
    b(
      "Reads are aligned with Bowtie2 [2] and peaks are called with MACS2, which models local background with a dynamic Poisson distribution [3]. Because peak numbers depend strongly on thresholds, replicate consistency is best assessed with the irreproducible discovery rate [4], and motif enrichment in peaks points to the factors that shape accessibility [5].",
      "读段用 Bowtie2[2]比对，峰用 MACS2 识别，后者以动态泊松分布对局部背景建模[3]。由于峰的数量强烈依赖于阈值，重复间的一致性最好用不可重复发现率来评估[4]；峰内的基序富集则可提示塑造染色质可及性的转录因子[5]。",
    ),
  ],
  materials: [
    m(
      "Raw paired-end ATAC-seq FASTQ files, 2 replicates or more, ≥ 25 million read pairs each",
      "原始双端 ATAC-seq FASTQ 文件，≥ 2 个重复，每个 ≥ 2,500 万读段对",
      "Illumina NovaSeq 6000 (PE50 or PE150)",
      "FASTQ",
    ),
    m("Human reference genome (GRCh38 analysis set)", "人类参考基因组（GRCh38 分析集）", "UCSC Genome Browser", "hg38"),
    m("Mouse reference genome", "小鼠参考基因组", "UCSC Genome Browser", "mm10 (GRCm38)"),
    m("*Arabidopsis thaliana* reference genome", "拟南芥参考基因组", "TAIR", "TAIR10"),
    m("ENCODE blacklist regions", "ENCODE 黑名单区域", "Boyle Lab (GitHub)", "v2 (hg38, mm10)"),
    m("Gene annotation (TSS coordinates)", "基因注释（TSS 坐标）", "GENCODE / Araport", "GENCODE 44, M25; Araport11"),
  ],
  equipment: [
    COMPUTE_SERVER,
    HPC_CLUSTER,
    m("Network storage, 2 TB per project", "网络存储，每个项目 2 TB", "Synology", "RackStation RS1221+"),
  ],
  software: [
    m("Bowtie2", "Bowtie2", "Langmead Lab (Johns Hopkins University)", "v2.5.2"),
    m("MACS2", "MACS2", "Liu Lab (GitHub)", "v2.2.9.1"),
    m("deepTools", "deepTools", "Max Planck Institute of Immunobiology and Epigenetics", "v3.5.4"),
  ],
  steps: [
    {
      text: b(
        "Trim the Nextera adapter from both reads: `cutadapt -a CTGTCTCTTATACACATCT -A CTGTCTCTTATACACATCT -m 20 -j 8 -o R1.trim.fq.gz -p R2.trim.fq.gz R1.fq.gz R2.fq.gz`.",
        "去除双端读段中的 Nextera 接头：`cutadapt -a CTGTCTCTTATACACATCT -A CTGTCTCTTATACACATCT -m 20 -j 8 -o R1.trim.fq.gz -p R2.trim.fq.gz R1.fq.gz R2.fq.gz`。",
      ),
    },
    {
      text: b(
        "Align with `bowtie2 --very-sensitive -X 2000 -p 16 -x genome_idx -1 R1.trim.fq.gz -2 R2.trim.fq.gz | samtools sort -@ 8 -o sample.bam` and index the output.",
        "用 `bowtie2 --very-sensitive -X 2000 -p 16 -x genome_idx -1 R1.trim.fq.gz -2 R2.trim.fq.gz | samtools sort -@ 8 -o sample.bam` 进行比对，并为输出文件建立索引。",
      ),
    },
    {
      text: b(
        "Report the fraction of organellar reads with `samtools idxstats`, then mark duplicates with Picard `MarkDuplicates`.",
        "用 `samtools idxstats` 统计细胞器来源读段的比例，再用 Picard `MarkDuplicates` 标记重复读段。",
      ),
      notes: [
        b(
          "More than 40% mitochondrial (or, in plants, chloroplast) reads points to a problem with nuclei isolation rather than with the analysis.",
          "线粒体（植物中还包括叶绿体）读段超过 40%，提示问题出在细胞核分离环节而非数据分析。",
        ),
      ],
    },
    {
      text: b(
        "Keep properly paired, uniquely mapped, non-duplicate nuclear reads: `samtools view -b -f 2 -F 1804 -q 30 sample.md.bam` followed by removal of chrM (and ChrC) and of blacklisted regions with `bedtools intersect -v`.",
        "保留正确配对、唯一比对且非重复的核基因组读段：`samtools view -b -f 2 -F 1804 -q 30 sample.md.bam`，随后去除 chrM（以及 ChrC）读段，并用 `bedtools intersect -v` 去除黑名单区域内的读段。",
      ),
    },
    {
      text: b(
        "Shift reads to the Tn5 insertion centre (+4 bp on the plus strand, −5 bp on the minus strand) with `alignmentSieve --ATACshift -b sample.filt.bam -o sample.shift.bam`, then sort and index.",
        "用 `alignmentSieve --ATACshift -b sample.filt.bam -o sample.shift.bam` 将读段位置校正至 Tn5 插入中心（正链 +4 bp，负链 −5 bp），然后排序并建立索引。",
      ),
    },
    {
      text: b(
        "Check library quality: fragment-size distribution (nucleosomal periodicity), TSS enrichment with `computeMatrix reference-point` and `plotProfile`, and library complexity.",
        "检查文库质量：片段长度分布（核小体周期性）、用 `computeMatrix reference-point` 和 `plotProfile` 计算 TSS 富集程度，以及文库复杂度。",
      ),
      notes: [
        b(
          "**Critical:** ENCODE regards TSS enrichment below 5 (GRCh38) or 10 (mm10) as concerning; do not try to rescue such libraries by lowering peak-calling thresholds.",
          "**关键：**ENCODE 认为 TSS 富集分数低于 5（GRCh38）或 10（mm10）的文库质量存疑；不要试图通过降低峰识别阈值来挽救此类文库。",
        ),
      ],
    },
    {
      text: b(
        "Call peaks on each replicate: `macs2 callpeak -t sample.shift.bam -f BAMPE -g hs -n sample -p 0.01 --keep-dup all --outdir peaks` (`-g mm` for mouse, `-g 1.2e8` for *Arabidopsis*).",
        "对每个重复分别识别峰：`macs2 callpeak -t sample.shift.bam -f BAMPE -g hs -n sample -p 0.01 --keep-dup all --outdir peaks`（小鼠用 `-g mm`，拟南芥用 `-g 1.2e8`）。",
      ),
      substeps: [
        b(
          "For summit-level analyses and footprinting, call on Tn5 insertion sites instead: convert to a BED of 5′ ends and run `macs2 callpeak -f BED --nomodel --shift -100 --extsize 200 --call-summits`.",
          "如需在峰顶水平分析或进行足迹分析，可改为基于 Tn5 插入位点识别峰：将读段 5′ 端转换为 BED 文件，运行 `macs2 callpeak -f BED --nomodel --shift -100 --extsize 200 --call-summits`。",
        ),
      ],
    },
    {
      text: b(
        "Combine replicates with IDR: `idr --samples rep1_peaks.narrowPeak rep2_peaks.narrowPeak --input-file-type narrowPeak --rank p.value --idr-threshold 0.05 -o idr_peaks.txt`.",
        "用 IDR 整合重复：`idr --samples rep1_peaks.narrowPeak rep2_peaks.narrowPeak --input-file-type narrowPeak --rank p.value --idr-threshold 0.05 -o idr_peaks.txt`。",
      ),
    },
    {
      text: b(
        "Calculate the fraction of reads in peaks (FRiP) with `bedtools intersect -u -a sample.shift.bam -b idr_peaks.bed` and generate CPM-normalised tracks with `bamCoverage --normalizeUsing CPM --binSize 10`.",
        "用 `bedtools intersect -u -a sample.shift.bam -b idr_peaks.bed` 计算峰内读段比例（FRiP），并用 `bamCoverage --normalizeUsing CPM --binSize 10` 生成 CPM 标准化的信号轨道文件。",
      ),
      notes: [
        b(
          "**Pause point:** filtered BAM files, peak sets and bigWig tracks can be archived here.",
          "**暂停点：**可在此存档过滤后的 BAM 文件、峰集合和 bigWig 轨道文件。",
        ),
      ],
    },
    {
      text: b(
        "For comparisons between conditions, merge reproducible peaks into a consensus set, count reads per peak with `featureCounts -F SAF -p` and test with DESeq2 using the same design rules as for RNA-seq.",
        "比较不同条件时，将可重复峰合并为共识峰集合，用 `featureCounts -F SAF -p` 统计每个峰的读段数，并按与 RNA-seq 相同的设计原则用 DESeq2 进行检验。",
      ),
    },
    {
      text: b(
        "Search for enriched motifs in 200 bp windows around summits with `findMotifsGenome.pl summits.bed genome.fa motifs_out -size 200`.",
        "用 `findMotifsGenome.pl summits.bed genome.fa motifs_out -size 200` 在峰顶两侧共 200 bp 窗口内搜索富集基序。",
      ),
    },
  ],
  dataAnalysis: [
    b(
      "Report for every library the number of read pairs, alignment rate, organellar and duplicate fractions, TSS enrichment, FRiP and the number of IDR peaks. Accept libraries with FRiP ≥ 0.2 and a visible nucleosomal ladder; annotate peaks relative to TSSs and report the proportion in promoters, introns and distal regions.",
      "报告每个文库的读段对数、比对率、细胞器读段及重复读段比例、TSS 富集分数、FRiP 值和 IDR 峰数目。FRiP ≥ 0.2 且可见核小体梯度的文库视为合格；根据与 TSS 的相对位置注释峰，并报告其在启动子、内含子和远端区域的比例。",
    ),
  ],
  troubleshooting: [
    {
      problem: b("Few peaks and low FRiP", "峰数少且 FRiP 低"),
      cause: b(
        "Over-digestion by Tn5, dead cells or too many cells in the tagmentation reaction",
        "Tn5 过度切割、死细胞过多或转座反应中细胞数过多",
      ),
      solution: b(
        "Check viability and nuclei counts; re-sequence only libraries with a nucleosomal ladder.",
        "检查细胞活力和细胞核计数；仅对具有核小体梯度的文库进行补测。",
      ),
    },
    {
      problem: b("Replicates give very different peak numbers", "不同重复的峰数相差很大"),
      cause: b("Unequal sequencing depth", "测序深度不一致"),
      solution: b(
        "Down-sample to the shallower library before peak calling and use IDR rather than overlaps.",
        "识别峰之前将测序较深的文库降采样至与较浅者相同，并使用 IDR 而非简单重叠来比较。",
      ),
    },
    {
      problem: b("Strong peaks on organellar-like nuclear sequences", "在类细胞器核基因组序列上出现强峰"),
      cause: b("Nuclear insertions of mitochondrial or chloroplast DNA", "线粒体或叶绿体 DNA 插入核基因组的片段"),
      solution: b(
        "Use a blacklist (or build one from input-like data for plants) and keep the MAPQ ≥ 30 filter.",
        "使用黑名单（植物可利用类 input 数据自建黑名单），并保留 MAPQ ≥ 30 的过滤条件。",
      ),
    },
  ],
  references: [
    {
      authors: "Buenrostro, J. D., Giresi, P. G., Zaba, L. C., Chang, H. Y., Greenleaf, W. J.",
      year: 2013,
      title:
        "Transposition of native chromatin for fast and sensitive epigenomic profiling of open chromatin, DNA-binding proteins and nucleosome position",
      journal: "Nature Methods",
      volume: "10",
      pages: "1213–1218",
      doi: "10.1038/nmeth.2688",
    },
    {
      authors: "Langmead, B., Salzberg, S. L.",
      year: 2012,
      title: "Fast gapped-read alignment with Bowtie 2",
      journal: "Nature Methods",
      volume: "9",
      pages: "357–359",
      doi: "10.1038/nmeth.1923",
    },
    {
      authors:
        "Zhang, Y., Liu, T., Meyer, C. A., Eeckhoute, J., Johnson, D. S., Bernstein, B. E., Nusbaum, C., Myers, R. M., Brown, M., Li, W., Liu, X. S.",
      year: 2008,
      title: "Model-based analysis of ChIP-Seq (MACS)",
      journal: "Genome Biology",
      volume: "9",
      pages: "R137",
      doi: "10.1186/gb-2008-9-9-r137",
    },
    {
      authors: "Li, Q., Brown, J. B., Huang, H., Bickel, P. J.",
      year: 2011,
      title: "Measuring reproducibility of high-throughput experiments",
      journal: "The Annals of Applied Statistics",
      volume: "5",
      pages: "1752–1779",
    },
    {
      authors:
        "Heinz, S., Benner, C., Spann, N., Bertolino, E., Lin, Y. C., Laslo, P., Cheng, J. X., Murre, C., Singh, H., Glass, C. K.",
      year: 2010,
      title:
        "Simple combinations of lineage-determining transcription factors prime cis-regulatory elements required for macrophage and B cell identities",
      journal: "Molecular Cell",
      volume: "38",
      pages: "576–589",
    },
  ],
};

const iqtreePhylogeny: Technique = {
  id: "iq-tree-phylogenetic-reconstruction",
  name: b("maximum-likelihood phylogenetic reconstruction with IQ-TREE", "IQ-TREE 最大似然系统发育重建"),
  categoryIds: [33, 12],
  contexts: [
    {
      organism: "SARS-CoV-2",
      organismText: b("SARS-CoV-2", "新型冠状病毒"),
      sample: b("consensus genomes from clinical SARS-CoV-2 sequencing", "临床样本测序获得的新型冠状病毒一致性基因组"),
    },
    {
      organism: "Escherichia coli",
      organismText: b("*E. coli*", "大肠杆菌"),
      sample: b("whole-genome sequencing reads of clinical *E. coli* isolates", "临床大肠杆菌分离株的全基因组测序数据"),
    },
    {
      organism: "Staphylococcus aureus",
      organismText: b("*S. aureus*", "金黄色葡萄球菌"),
      sample: b(
        "whole-genome sequencing reads of *S. aureus* isolates from a hospital outbreak",
        "医院暴发相关金黄色葡萄球菌分离株的全基因组测序数据",
      ),
    },
    {
      organism: "Mycobacterium tuberculosis",
      organismText: b("*M. tuberculosis*", "结核分枝杆菌"),
      sample: b(
        "whole-genome sequencing reads of *M. tuberculosis* clinical isolates",
        "结核分枝杆菌临床分离株的全基因组测序数据",
      ),
    },
    {
      organism: "Pseudomonas aeruginosa",
      organismText: b("*P. aeruginosa*", "铜绿假单胞菌"),
      sample: b(
        "whole-genome sequencing reads of *P. aeruginosa* isolates from patients with cystic fibrosis",
        "囊性纤维化患者来源铜绿假单胞菌分离株的全基因组测序数据",
      ),
    },
  ],
  targets: [
    b("evolutionary relationships", "进化关系"),
    b("clade and lineage structure", "进化支与谱系结构"),
    b("putative transmission clusters", "潜在传播簇"),
    b("temporal signal and divergence times", "时间信号与分化时间"),
    b("phylogenetic placement of newly sequenced genomes", "新测序基因组的系统发育定位"),
  ],
  keywords: [
    b("phylogenetics", "系统发育"),
    b("maximum likelihood", "最大似然法"),
    b("IQ-TREE", "IQ-TREE"),
    b("ultrafast bootstrap", "超快自展"),
    b("genomic epidemiology", "基因组流行病学"),
    b("core-genome alignment", "核心基因组比对"),
  ],
  titles: [
    b(
      "Resolving {target} of {organism} by Maximum-likelihood Phylogenetics with IQ-TREE",
      "利用 IQ-TREE 最大似然法解析{organism}{target}",
    ),
    b("Inferring {target} from {sample}", "基于{sample}推断{target}"),
    b("An Alignment-to-Tree Workflow for {target} in {organism}", "从序列比对到系统发育树：{organism}{target}研究流程"),
  ],
  abstract: {
    aim: [
      b(
        "Genome sequencing of pathogens is now routine, and phylogenies built from these data are used to study {target} for surveillance and outbreak investigation.",
        "病原体基因组测序现已成为常规手段，基于这些数据构建的系统发育树被用于研究{target}，以服务于监测和暴发调查。",
      ),
      b(
        "This protocol describes how to build a maximum-likelihood phylogeny from {sample} with IQ-TREE and how to judge the support for its branches.",
        "本方案介绍如何用 IQ-TREE 基于{sample}构建最大似然系统发育树，以及如何评估各分支的支持度。",
      ),
    ],
    method: [
      b(
        "Reads are mapped to a reference to produce a whole- or core-genome alignment, or consensus genomes are aligned to the reference with MAFFT.",
        "将读段比对至参考基因组以生成全基因组或核心基因组比对，或用 MAFFT 将一致性基因组与参考序列比对。",
      ),
      b(
        "Problematic sites and recombinant regions are masked, and the best-fit substitution model is selected with ModelFinder inside IQ-TREE.",
        "屏蔽问题位点和重组区域，并用 IQ-TREE 内置的 ModelFinder 选择最佳替换模型。",
      ),
      b(
        "Branch support is estimated with 1,000 ultrafast bootstrap and SH-aLRT replicates, and the rooted tree is annotated with sampling metadata.",
        "用 1,000 次超快自展和 SH-aLRT 重复评估分支支持度，并将有根树与采样元数据关联注释。",
      ),
    ],
    result: [
      b(
        "Alignments of 150–800 genomes were analysed in 10 min to 6 h on 16 threads, and 85–95% of internal branches defining major clades had ultrafast bootstrap support ≥ 95%.",
        "在 16 线程下，150–800 个基因组的比对分析耗时 10 min 至 6 h；定义主要进化支的内部分支中，85%–95% 的超快自展支持度 ≥ 95%。",
      ),
      b(
        "Root-to-tip regression showed a positive temporal signal (*R*^2^ = 0.31–0.78), and clusters defined by pairwise SNP distances agreed with epidemiological links.",
        "根到尖端回归显示出正向时间信号（*R*^2^ = 0.31–0.78），基于两两 SNP 距离划分的传播簇与流行病学关联相符。",
      ),
    ],
  },
  background: [
    b(
      "Maximum-likelihood phylogenetics evaluates trees by the probability of the observed alignment under an explicit model of sequence evolution [1]. Confidence in individual branches was classically assessed by the nonparametric bootstrap [2]; IQ-TREE implements the ultrafast bootstrap approximation [3] and the SH-like approximate likelihood ratio test introduced with PhyML [4], which make support values affordable for alignments of hundreds of genomes.",
      "最大似然系统发育分析在明确的序列进化模型下，以观测比对出现的概率来评价系统发育树[1]。单个分支的置信度传统上采用非参数自展法评估[2]；IQ-TREE 实现了超快自展近似方法[3]以及随 PhyML 提出的类 SH 近似似然比检验[4]，使得对数百个基因组的比对计算支持度成为可能。",
    ),
    b(
      "The result is only as good as the alignment. Consensus viral genomes are aligned to a reference with MAFFT [5], whereas bacterial phylogenies are usually built from reference-based single-nucleotide variant alignments from which recombinant regions have been removed, because recombination violates the assumption of a single tree.",
      "分析结果的可靠性取决于比对质量。病毒一致性基因组通常用 MAFFT 与参考序列比对[5]；细菌系统发育则通常基于以参考基因组为基础、并已去除重组区域的单核苷酸变异比对构建，因为重组违背了单一系统发育树的假设。",
    ),
  ],
  materials: [
    m(
      "Paired-end FASTQ files or consensus FASTA genomes with sampling dates",
      "带采样日期的双端 FASTQ 文件或一致性 FASTA 基因组",
      "Illumina MiSeq / NextSeq 2000; NCBI SRA",
      "FASTQ / FASTA",
    ),
    m("SARS-CoV-2 reference genome Wuhan-Hu-1", "新型冠状病毒参考基因组 Wuhan-Hu-1", "NCBI GenBank", "MN908947.3"),
    m(
      "Bacterial reference genomes (*E. coli* K-12 MG1655, *S. aureus* NCTC 8325, *M. tuberculosis* H37Rv, *P. aeruginosa* PAO1)",
      "细菌参考基因组（大肠杆菌 K-12 MG1655、金黄色葡萄球菌 NCTC 8325、结核分枝杆菌 H37Rv、铜绿假单胞菌 PAO1）",
      "NCBI RefSeq",
      "NC_000913.3; NC_007795.1; NC_000962.3; NC_002516.2",
    ),
    m(
      "Sample metadata table (collection date, location, host, ward)",
      "样本元数据表（采集日期、地点、宿主、病区）",
      "In-house",
      "metadata.tsv",
    ),
    m(
      "Masking file of problematic sites or repetitive regions (BED)",
      "问题位点或重复区域屏蔽文件（BED 格式）",
      "In-house / published lists",
      "mask.bed",
    ),
  ],
  equipment: [
    COMPUTE_SERVER,
    HPC_CLUSTER,
    m("Desktop computer for tree visualisation", "用于系统发育树可视化的台式计算机", "Apple", "iMac (M3, 16 GB)"),
  ],
  software: [
    m("IQ-TREE", "IQ-TREE", "Minh Lab (Australian National University)", "v2.2.0"),
    m("MAFFT", "MAFFT", "Katoh Lab (Osaka University)", "v7.520"),
    m("Snippy", "Snippy", "T. Seemann (GitHub)", "v4.6.0"),
  ],
  steps: [
    {
      text: b(
        "Collect sequences and metadata and remove low-quality genomes: bacterial read sets with mean depth below 30× or signs of contamination, and viral consensus sequences with more than 5% ambiguous bases.",
        "收集序列及元数据并剔除低质量基因组：平均测序深度低于 30× 或有污染迹象的细菌读段数据，以及模糊碱基超过 5% 的病毒一致性序列。",
      ),
    },
    {
      text: b("Build the alignment.", "构建序列比对。"),
      substeps: [
        b(
          "Bacterial isolates: run `snippy --cpus 8 --ref reference.gbk --R1 R1.fq.gz --R2 R2.fq.gz --outdir iso01 --mincov 10 --minfrac 0.9` for each isolate, then `snippy-core --ref reference.gbk --prefix core iso*`.",
          "细菌分离株：对每个分离株运行 `snippy --cpus 8 --ref reference.gbk --R1 R1.fq.gz --R2 R2.fq.gz --outdir iso01 --mincov 10 --minfrac 0.9`，随后运行 `snippy-core --ref reference.gbk --prefix core iso*`。",
        ),
        b(
          "Viral genomes: `mafft --6merpair --thread 8 --keeplength --addfragments genomes.fasta MN908947.3.fasta > aln.fasta`.",
          "病毒基因组：`mafft --6merpair --thread 8 --keeplength --addfragments genomes.fasta MN908947.3.fasta > aln.fasta`。",
        ),
      ],
    },
    {
      text: b(
        "Mask unreliable positions: the first 55 and last 100 nucleotides and known problematic sites of viral alignments, and repetitive regions (such as phage and PE/PPE genes) of bacterial alignments.",
        "屏蔽不可靠位点：病毒比对中的前 55 个和后 100 个核苷酸及已知问题位点，细菌比对中的重复区域（如噬菌体基因和 PE/PPE 基因）。",
      ),
    },
    {
      text: b(
        "Remove recombinant regions from bacterial alignments with `run_gubbins.py --threads 8 core.full.aln` (not needed for the clonal *M. tuberculosis* complex or for most viral datasets).",
        "用 `run_gubbins.py --threads 8 core.full.aln` 去除细菌比对中的重组区域（克隆性的结核分枝杆菌复合群及大多数病毒数据集无需此步骤）。",
      ),
      notes: [
        b(
          "**Pause point:** archive the final alignment with its masking file; every later tree depends on it.",
          "**暂停点：**将最终比对及其屏蔽文件存档；后续所有系统发育树均以此为基础。",
        ),
      ],
    },
    {
      text: b(
        "For SNP-only alignments, extract variable sites with `snp-sites -c -o core.snps.aln core.aln` and count constant A, C, G and T sites with `snp-sites -C core.aln`.",
        "对于仅含 SNP 的比对，用 `snp-sites -c -o core.snps.aln core.aln` 提取变异位点，并用 `snp-sites -C core.aln` 统计 A、C、G、T 各自的恒定位点数。",
      ),
      notes: [
        b(
          "**Critical:** a tree from variable sites alone without `-fconst` or an ascertainment-bias correction (`+ASC`) has inflated branch lengths.",
          "**关键：**仅用变异位点构建系统发育树而不使用 `-fconst` 或确认偏倚校正（`+ASC`），会导致枝长被高估。",
        ),
      ],
    },
    {
      text: b(
        "Run model selection and tree search: `iqtree2 -s core.snps.aln -fconst 1023456,1234567,1234012,1021987 -m MFP -B 1000 -alrt 1000 -T AUTO --prefix core`, replacing the four numbers with the constant-site counts from step 5.",
        "进行模型选择和树搜索：`iqtree2 -s core.snps.aln -fconst 1023456,1234567,1234012,1021987 -m MFP -B 1000 -alrt 1000 -T AUTO --prefix core`，将其中 4 个数字替换为第 5 步得到的恒定位点数。",
      ),
      substeps: [
        b(
          "For full viral alignments with thousands of genomes, fix the model to save time: `iqtree2 -s aln.masked.fasta -m GTR+F+I+G4 -B 1000 -alrt 1000 -T AUTO`.",
          "对包含数千个基因组的病毒全长比对，可固定模型以节省时间：`iqtree2 -s aln.masked.fasta -m GTR+F+I+G4 -B 1000 -alrt 1000 -T AUTO`。",
        ),
      ],
    },
    {
      text: b(
        "Check the `.iqtree` and `.log` files: the selected model, the log-likelihood of independent runs with different `--seed` values, and UFBoot convergence (correlation coefficient ≥ 0.99).",
        "检查 `.iqtree` 和 `.log` 文件：所选模型、使用不同 `--seed` 值的独立运行所得对数似然值，以及 UFBoot 收敛情况（相关系数 ≥ 0.99）。",
      ),
    },
    {
      text: b(
        "Root the tree with an outgroup (`-o` with a distant isolate) or on the reference sequence, and assess temporal signal by root-to-tip regression against sampling dates in TempEst.",
        "以外群（用 `-o` 指定一个亲缘关系较远的分离株）或参考序列为根，并在 TempEst 中对根到尖端距离与采样日期进行回归，以评估时间信号。",
      ),
    },
    {
      text: b(
        "If the temporal signal is adequate, date the tree with least-squares dating: `iqtree2 -s aln -te core.treefile --date dates.tsv --clock-sd 0.2 --date-ci 100 --prefix dated`.",
        "若时间信号充分，用最小二乘法定年：`iqtree2 -s aln -te core.treefile --date dates.tsv --clock-sd 0.2 --date-ci 100 --prefix dated`。",
      ),
    },
    {
      text: b(
        "Compute pairwise SNP distances with `snp-dists core.aln > snp_dist.tsv` and define clusters with a threshold appropriate to the organism and sampling period, e.g. ≤ 12 SNPs for *M. tuberculosis*.",
        "用 `snp-dists core.aln > snp_dist.tsv` 计算两两 SNP 距离，并按适合该物种及采样时间跨度的阈值划分传播簇，例如结核分枝杆菌为 ≤ 12 个 SNP。",
      ),
    },
    {
      text: b(
        "Visualise and annotate the tree with metadata in iTOL or `ggtree`, showing only branch supports of SH-aLRT ≥ 80% and UFBoot ≥ 95%.",
        "在 iTOL 或 `ggtree` 中可视化系统发育树并注释元数据，仅显示 SH-aLRT ≥ 80% 且 UFBoot ≥ 95% 的分支支持度。",
      ),
    },
  ],
  dataAnalysis: [
    b(
      "Report alignment length, number of variable and parsimony-informative sites, masked regions, the selected model and its BIC, and support values for every clade discussed. Treat a clade as well supported only when SH-aLRT ≥ 80% and UFBoot ≥ 95% [3], [4]; clusters and dates should be presented with their uncertainty, not as point estimates.",
      "报告比对长度、变异位点和简约信息位点数目、屏蔽区域、所选模型及其 BIC 值，以及所讨论的每个进化支的支持度。仅当 SH-aLRT ≥ 80% 且 UFBoot ≥ 95% 时，才认为该进化支获得充分支持[3], [4]；传播簇和分化时间应连同其不确定性一并报告，而不应仅给出点估计值。",
    ),
  ],
  troubleshooting: [
    {
      problem: b("Very long branches for a few genomes", "少数基因组的枝长极长"),
      cause: b("Contamination, mixed infection or misassembled consensus", "污染、混合感染或一致性序列组装错误"),
      solution: b(
        "Inspect heterozygous-site counts and coverage; exclude or re-sequence affected samples.",
        "检查杂合位点数量和覆盖度；剔除或重新测序受影响的样本。",
      ),
    },
    {
      problem: b("Low support throughout the tree", "整棵树的支持度普遍较低"),
      cause: b(
        "Too few informative sites, typical of closely related outbreak isolates",
        "信息位点过少，常见于亲缘关系很近的暴发分离株",
      ),
      solution: b(
        "Report the tree as unresolved and rely on SNP distances and epidemiological data for transmission inferences.",
        "如实报告该树未能解析，传播推断依靠 SNP 距离和流行病学资料。",
      ),
    },
    {
      problem: b("Runs with different seeds give different topologies", "不同随机种子的运行得到不同拓扑结构"),
      cause: b("Flat likelihood surface with many near-optimal trees", "似然曲面平坦，存在许多近似最优树"),
      solution: b(
        "Run 10 independent searches with `--runs 10` and keep the tree with the highest log-likelihood.",
        "用 `--runs 10` 进行 10 次独立搜索，保留对数似然值最高的树。",
      ),
    },
  ],
  references: [
    {
      authors: "Felsenstein, J.",
      year: 1981,
      title: "Evolutionary trees from DNA sequences: a maximum likelihood approach",
      journal: "Journal of Molecular Evolution",
      volume: "17",
      pages: "368–376",
    },
    {
      authors: "Felsenstein, J.",
      year: 1985,
      title: "Confidence limits on phylogenies: an approach using the bootstrap",
      journal: "Evolution",
      volume: "39",
      pages: "783–791",
    },
    {
      authors: "Minh, B. Q., Nguyen, M. A. T., von Haeseler, A.",
      year: 2013,
      title: "Ultrafast approximation for phylogenetic bootstrap",
      journal: "Molecular Biology and Evolution",
      volume: "30",
      pages: "1188–1195",
    },
    {
      authors: "Guindon, S., Dufayard, J.-F., Lefort, V., Anisimova, M., Hordijk, W., Gascuel, O.",
      year: 2010,
      title:
        "New algorithms and methods to estimate maximum-likelihood phylogenies: assessing the performance of PhyML 3.0",
      journal: "Systematic Biology",
      volume: "59",
      pages: "307–321",
    },
    {
      authors: "Katoh, K., Standley, D. M.",
      year: 2013,
      title: "MAFFT multiple sequence alignment software version 7: improvements in performance and usability",
      journal: "Molecular Biology and Evolution",
      volume: "30",
      pages: "772–780",
    },
  ],
};

const vinaDocking: Technique = {
  id: "autodock-vina-molecular-docking",
  name: b("molecular docking with AutoDock Vina", "AutoDock Vina 分子对接"),
  categoryIds: [33, 2],
  contexts: [
    {
      organism: "SARS-CoV-2",
      organismText: b("SARS-CoV-2", "新型冠状病毒"),
      sample: b("crystal structures of the SARS-CoV-2 main protease (M^pro^)", "新型冠状病毒主蛋白酶的晶体结构"),
    },
    {
      organism: "Homo sapiens",
      organismText: b("humans", "人"),
      sample: b(
        "the human oestrogen receptor α ligand-binding domain (PDB 3ERT)",
        "人雌激素受体 α 配体结合域晶体结构（3ERT）",
      ),
    },
    {
      organism: "Homo sapiens",
      organismText: b("humans", "人"),
      sample: b(
        "the human EGFR kinase domain in complex with erlotinib (PDB 1M17)",
        "人表皮生长因子受体激酶结构域与厄洛替尼复合物晶体结构（1M17）",
      ),
    },
    {
      organism: "Escherichia coli",
      organismText: b("*E. coli*", "大肠杆菌"),
      sample: b(
        "the *E. coli* DNA gyrase B ATP-binding domain (PDB 1KZN)",
        "大肠杆菌 DNA 旋转酶 B 亚基 ATP 结合域晶体结构（1KZN）",
      ),
    },
  ],
  targets: [
    b("protein–ligand binding modes", "蛋白-配体结合模式"),
    b("ligand binding affinities", "配体结合亲和力"),
    b("virtual screening hits", "虚拟筛选苗头化合物"),
    b("natural-product binding", "天然产物结合"),
    b("key binding-site interactions", "结合位点关键相互作用"),
  ],
  keywords: [
    b("molecular docking", "分子对接"),
    b("AutoDock Vina", "AutoDock Vina"),
    b("virtual screening", "虚拟筛选"),
    b("structure-based drug design", "基于结构的药物设计"),
    b("protein–ligand interaction", "蛋白-配体相互作用"),
  ],
  titles: [
    b("Predicting {target} for {sample} with AutoDock Vina", "利用 AutoDock Vina 预测{sample}的{target}"),
    b("Structure-based Prediction of {target} with Redocking Validation", "基于结构并经重对接验证的{target}预测"),
    b("Docking-based Exploration of {target} with AutoDock Vina and PLIP", "利用 AutoDock Vina 与 PLIP 探索{target}"),
    b("A Validated Molecular Docking Workflow for {target}", "经验证的{target}分子对接流程"),
  ],
  abstract: {
    aim: [
      b(
        "Docking is widely used to study {target}, but poorly prepared structures and unvalidated settings produce plausible-looking yet meaningless results.",
        "分子对接被广泛用于研究{target}，但结构准备不当和参数未经验证会产生看似合理却毫无意义的结果。",
      ),
      b(
        "This protocol describes a validated AutoDock Vina workflow for studying {target} with {sample}.",
        "本方案介绍一套经验证的 AutoDock Vina 流程，基于{sample}研究{target}。",
      ),
    ],
    method: [
      b(
        "The receptor is prepared by removing solvent, completing side chains and assigning protonation states at pH 7.4.",
        "准备受体结构：去除溶剂、补全侧链，并按 pH 7.4 指定质子化状态。",
      ),
      b(
        "Docking settings are validated by redocking the co-crystallised ligand and, where available, by enrichment of known actives over property-matched decoys.",
        "通过对共晶配体进行重对接，并在条件允许时考察已知活性分子相对于性质匹配诱饵分子的富集情况，来验证对接参数。",
      ),
      b(
        "Ligands are docked with an exhaustiveness of 8–32, and top-ranked poses are inspected for interactions before prioritisation.",
        "以 8–32 的搜索详尽度（exhaustiveness）对接配体，并在确定优先级之前检查排名靠前构象的相互作用。",
      ),
    ],
    result: [
      b(
        "Redocking reproduced crystallographic poses with a heavy-atom RMSD of 0.4–1.6 Å.",
        "重对接重现了晶体结构中的配体构象，重原子 RMSD 为 0.4–1.6 Å。",
      ),
      b(
        "In retrospective screens, known actives were enriched over decoys with ROC AUC values of 0.71–0.84 and 8–19-fold enrichment in the top 1% of the ranked list.",
        "在回顾性筛选中，已知活性分子相对诱饵分子明显富集，ROC AUC 为 0.71–0.84，排名前 1% 的富集倍数为 8–19。",
      ),
    ],
  },
  background: [
    b(
      "AutoDock Vina combines an empirical scoring function with an iterated local search and is considerably faster than AutoDock 4 while predicting binding modes at least as accurately [1]. Receptor and ligand are supplied as PDBQT files, which carry atom types, partial charges and torsion trees prepared with the AutoDock tools [2] or Open Babel [3].",
      "AutoDock Vina 将经验打分函数与迭代局部搜索相结合，速度明显快于 AutoDock 4，而结合模式的预测准确性至少与之相当[1]。受体和配体以 PDBQT 文件输入，其中包含用 AutoDock 工具[2]或 Open Babel[3]准备的原子类型、部分电荷和扭转树信息。",
    ),
    b(
      "Docking scores are approximate and correlate only weakly with measured affinities; their value lies in ranking and in generating hypotheses about binding modes. Starting from a high-quality experimental structure from the Protein Data Bank [4] and validating the set-up retrospectively with actives and decoys [5] are therefore essential.",
      "对接打分只是近似值，与实测亲和力的相关性较弱；其价值在于排序以及提出关于结合模式的假设。因此，从蛋白质数据库中选取高质量的实验结构[4]，并用活性分子和诱饵分子对对接设置进行回顾性验证[5]，是必不可少的。",
    ),
  ],
  materials: [
    m("Receptor coordinates", "受体坐标文件", "RCSB Protein Data Bank", "PDB entry (mmCIF/PDB)"),
    m(
      "Screening library, purchasable drug-like compounds",
      "筛选化合物库（可购买的类药化合物）",
      "ZINC20 (UCSF)",
      "FDA-approved and in-stock subsets",
    ),
    m("Natural-product library", "天然产物化合物库", "COCONUT", "SDF download"),
    m(
      "Actives and property-matched decoys for validation",
      "用于验证的活性分子及性质匹配诱饵分子",
      "DUD-E (UCSF)",
      "target-specific sets",
    ),
    m("Docking configuration file (box centre and size)", "对接配置文件（对接盒中心与尺寸）", "In-house", "box.txt"),
  ],
  equipment: [
    m(
      "Workstation, 32 CPU cores, 64 GB RAM",
      "工作站（32 个 CPU 核心，64 GB 内存）",
      "Dell Technologies",
      "Precision 7865",
    ),
    HPC_CLUSTER,
    m("Molecular graphics display", "分子图形显示器", "Dell Technologies", "UltraSharp U2723QE"),
  ],
  software: [
    m("AutoDock Vina", "AutoDock Vina", "Forli Lab (Scripps Research)", "v1.2.5"),
    m("Meeko (PDBQT preparation)", "Meeko（PDBQT 文件准备）", "Forli Lab (Scripps Research)", "v0.5.0"),
    m("PyMOL", "PyMOL", "Schrödinger", "v2.5 (open source)"),
  ],
  steps: [
    {
      text: b(
        "Download the structure from the PDB and inspect it: resolution (preferably ≤ 2.5 Å), missing loops or side chains near the site, alternate conformations, and whether the co-crystallised ligand is bound covalently.",
        "从 PDB 下载结构并进行检查：分辨率（最好 ≤ 2.5 Å）、结合位点附近缺失的环区或侧链、交替构象，以及共晶配体是否以共价方式结合。",
      ),
      notes: [
        b(
          "**Critical:** Vina does not model covalent bonds; for covalent complexes (common among M^pro^ inhibitors) validate the set-up on a non-covalent complex of the same protein.",
          "**关键：**Vina 不能模拟共价键；对于共价复合物（在 M^pro^ 抑制剂中很常见），应使用同一蛋白的非共价复合物验证对接设置。",
        ),
      ],
    },
    {
      text: b(
        "Save the co-crystallised ligand separately, delete waters, ions and additives (keep structural metal ions and tightly bound waters only when justified), and keep one chain.",
        "将共晶配体另存为单独文件，删除水分子、离子和添加剂（仅在有充分理由时保留结构性金属离子和紧密结合的水分子），并只保留一条链。",
      ),
    },
    {
      text: b(
        "Complete missing side chains and add hydrogens at pH 7.4 with PDBFixer or PDB2PQR/PROPKA, checking the protonation of active-site His, Asp and Glu residues by eye.",
        "用 PDBFixer 或 PDB2PQR/PROPKA 补全缺失侧链并按 pH 7.4 加氢，并人工检查活性位点 His、Asp 和 Glu 残基的质子化状态。",
      ),
    },
    {
      text: b(
        "Convert the receptor to PDBQT with `mk_prepare_receptor.py` (Meeko) or `prepare_receptor -r receptor.pdb -o receptor.pdbqt`.",
        "用 `mk_prepare_receptor.py`（Meeko）或 `prepare_receptor -r receptor.pdb -o receptor.pdbqt` 将受体转换为 PDBQT 格式。",
      ),
    },
    {
      text: b(
        "Prepare ligands: generate protonated 3D structures from SMILES with `obabel -ismi ligands.smi -osdf -O ligands.sdf --gen3d -p 7.4`, then write one PDBQT per ligand with `mk_prepare_ligand.py -i ligands.sdf --multimol_outdir ligands_pdbqt`.",
        "准备配体：用 `obabel -ismi ligands.smi -osdf -O ligands.sdf --gen3d -p 7.4` 由 SMILES 生成质子化的三维结构，再用 `mk_prepare_ligand.py -i ligands.sdf --multimol_outdir ligands_pdbqt` 为每个配体生成 PDBQT 文件。",
      ),
    },
    {
      text: b(
        "Define the search box around the co-crystallised ligand: centre at its centroid and size 22.5 × 22.5 × 22.5 Å (or the ligand extent plus 10 Å in each dimension), written to `box.txt` as `center_x`, `center_y`, `center_z`, `size_x`, `size_y` and `size_z`.",
        "以共晶配体为中心定义搜索盒：中心设于配体质心，尺寸为 22.5 × 22.5 × 22.5 Å（或在各维度上为配体范围加 10 Å），以 `center_x`、`center_y`、`center_z`、`size_x`、`size_y` 和 `size_z` 写入 `box.txt`。",
      ),
    },
    {
      text: b(
        "Validate by redocking: `vina --receptor receptor.pdbqt --ligand xtal_ligand.pdbqt --config box.txt --exhaustiveness 32 --num_modes 9 --seed 42 --out redock.pdbqt`, and compute the symmetry-corrected RMSD of the top pose with `obrms`.",
        "通过重对接进行验证：`vina --receptor receptor.pdbqt --ligand xtal_ligand.pdbqt --config box.txt --exhaustiveness 32 --num_modes 9 --seed 42 --out redock.pdbqt`，并用 `obrms` 计算排名第一构象经对称性校正的 RMSD。",
      ),
      notes: [
        b(
          "Proceed only if the top pose lies within 2.0 Å of the crystal pose; otherwise revisit protonation, box size and retained waters.",
          "只有当排名第一的构象与晶体构象的 RMSD 在 2.0 Å 以内时才继续；否则应重新检查质子化状态、搜索盒尺寸和保留的水分子。",
        ),
      ],
    },
    {
      text: b(
        "Where a DUD-E set exists for the target, dock actives and decoys with the same settings and calculate ROC AUC and enrichment factor at 1%.",
        "若该靶标有 DUD-E 数据集，用相同设置对接活性分子和诱饵分子，并计算 ROC AUC 及前 1% 的富集因子。",
      ),
    },
    {
      text: b(
        "Dock the library in batch mode: `vina --receptor receptor.pdbqt --batch ligands_pdbqt/*.pdbqt --config box.txt --exhaustiveness 8 --cpu 4 --dir results/`, distributing chunks of the library over cluster nodes.",
        "以批处理模式对接化合物库：`vina --receptor receptor.pdbqt --batch ligands_pdbqt/*.pdbqt --config box.txt --exhaustiveness 8 --cpu 4 --dir results/`，并将化合物库分块分配到集群各节点。",
      ),
      notes: [
        b(
          "**Pause point:** docked PDBQT files and a table of scores can be stored before re-docking.",
          "**暂停点：**可在重对接之前保存对接所得 PDBQT 文件和打分表。",
        ),
      ],
    },
    {
      text: b(
        "Re-dock the top 1–5% of compounds with an exhaustiveness of 32 and three different seeds, and keep those whose best poses agree within 2 Å.",
        "对排名前 1%–5% 的化合物以搜索详尽度 32 和 3 个不同随机种子重新对接，保留最佳构象之间 RMSD 在 2 Å 以内的化合物。",
      ),
    },
    {
      text: b(
        "Inspect poses in PyMOL, list hydrogen bonds, hydrophobic contacts and π-stacking with PLIP, and filter out PAINS and compounds with implausible geometry before choosing candidates for experimental testing.",
        "在 PyMOL 中检查对接构象，用 PLIP 列出氢键、疏水接触和 π-π 堆积，并在选择实验验证候选物之前剔除 PAINS 结构及几何构型不合理的化合物。",
      ),
    },
  ],
  dataAnalysis: [
    b(
      "Rank compounds by the Vina score (kcal/mol) of the best pose, but report scores with one decimal place and do not convert them to affinities. Give the redocking RMSD, the enrichment metrics of the validation set and the interaction fingerprints of selected compounds; compare analogues within a series rather than across unrelated chemotypes.",
      "按最佳构象的 Vina 打分（kcal/mol）对化合物排序，但打分只保留一位小数，且不应换算为亲和力。报告重对接 RMSD、验证集的富集指标以及入选化合物的相互作用指纹；应在同一系列的类似物之间比较，而不是在不相关的化学骨架之间比较。",
    ),
  ],
  troubleshooting: [
    {
      problem: b("Redocked pose far from the crystal pose", "重对接构象与晶体构象相差很大"),
      cause: b(
        "Wrong protonation, box too small or a key water removed",
        "质子化状态错误、搜索盒过小或删除了关键水分子",
      ),
      solution: b(
        "Re-check His tautomers, enlarge the box by 4 Å and test with the bridging water retained.",
        "重新检查 His 互变异构体，将搜索盒扩大 4 Å，并测试保留桥连水分子的情况。",
      ),
    },
    {
      problem: b("Large, flexible molecules dominate the top of the list", "大而柔性的分子占据排名前列"),
      cause: b("Size bias of the scoring function", "打分函数的分子大小偏倚"),
      solution: b(
        "Also rank by ligand efficiency (score per heavy atom) and apply property filters.",
        "同时按配体效率（每个重原子的打分）排序，并进行理化性质过滤。",
      ),
    },
    {
      problem: b("Scores differ between runs", "不同运行之间打分不一致"),
      cause: b("Stochastic search with low exhaustiveness", "搜索详尽度低导致随机搜索结果不稳定"),
      solution: b(
        "Fix `--seed` for reproducibility and raise exhaustiveness to 32 for final rankings.",
        "固定 `--seed` 以保证可重复性，最终排序时将搜索详尽度提高至 32。",
      ),
    },
  ],
  references: [
    {
      authors: "Trott, O., Olson, A. J.",
      year: 2010,
      title:
        "AutoDock Vina: improving the speed and accuracy of docking with a new scoring function, efficient optimization, and multithreading",
      journal: "Journal of Computational Chemistry",
      volume: "31",
      pages: "455–461",
      doi: "10.1002/jcc.21334",
    },
    {
      authors: "Morris, G. M., Huey, R., Lindstrom, W., Sanner, M. F., Belew, R. K., Goodsell, D. S., Olson, A. J.",
      year: 2009,
      title: "AutoDock4 and AutoDockTools4: automated docking with selective receptor flexibility",
      journal: "Journal of Computational Chemistry",
      volume: "30",
      pages: "2785–2791",
      doi: "10.1002/jcc.21256",
    },
    {
      authors: "O'Boyle, N. M., Banck, M., James, C. A., Morley, C., Vandermeersch, T., Hutchison, G. R.",
      year: 2011,
      title: "Open Babel: an open chemical toolbox",
      journal: "Journal of Cheminformatics",
      volume: "3",
      pages: "33",
    },
    {
      authors:
        "Berman, H. M., Westbrook, J., Feng, Z., Gilliland, G., Bhat, T. N., Weissig, H., Shindyalov, I. N., Bourne, P. E.",
      year: 2000,
      title: "The Protein Data Bank",
      journal: "Nucleic Acids Research",
      volume: "28",
      pages: "235–242",
    },
    {
      authors: "Mysinger, M. M., Carchia, M., Irwin, J. J., Shoichet, B. K.",
      year: 2012,
      title: "Directory of useful decoys, enhanced (DUD-E): better ligands and decoys for better benchmarking",
      journal: "Journal of Medicinal Chemistry",
      volume: "55",
      pages: "6582–6594",
    },
  ],
};

// ---------------------------------------------------------------------------------------------------------------
// Microbiology (12)
// ---------------------------------------------------------------------------------------------------------------

const ECOLI = b("*E. coli*", "大肠杆菌");
const PAER = b("*P. aeruginosa*", "铜绿假单胞菌");
const SAUR = b("*S. aureus*", "金黄色葡萄球菌");
const BSUB = b("*B. subtilis*", "枯草芽孢杆菌");

const brothMicrodilution: Technique = {
  id: "broth-microdilution-mic",
  name: b("broth microdilution MIC testing", "肉汤微量稀释法 MIC 测定"),
  categoryIds: [12],
  contexts: [
    {
      organism: "Escherichia coli",
      organismText: ECOLI,
      sample: b("clinical urinary isolates of *E. coli*", "临床尿液来源的大肠杆菌分离株"),
    },
    {
      organism: "Escherichia coli",
      organismText: ECOLI,
      sample: b(
        "*E. coli* K-12 BW25113 and its single-gene deletion mutants",
        "大肠杆菌 K-12 BW25113 及其单基因缺失突变株",
      ),
    },
    {
      organism: "Pseudomonas aeruginosa",
      organismText: PAER,
      sample: b(
        "clinical isolates of *P. aeruginosa* from respiratory samples",
        "呼吸道标本来源的铜绿假单胞菌临床分离株",
      ),
    },
    {
      organism: "Pseudomonas aeruginosa",
      organismText: PAER,
      sample: b("*P. aeruginosa* PAO1 and its transposon mutants", "铜绿假单胞菌 PAO1 及其转座子突变株"),
    },
    {
      organism: "Staphylococcus aureus",
      organismText: SAUR,
      sample: b(
        "methicillin-resistant and methicillin-susceptible *S. aureus* isolates",
        "耐甲氧西林及甲氧西林敏感的金黄色葡萄球菌分离株",
      ),
    },
  ],
  targets: [
    b("antibiotic susceptibility", "抗生素敏感性"),
    b("minimum inhibitory concentrations of new antimicrobial compounds", "新型抗菌化合物的最低抑菌浓度"),
    b("antimicrobial peptide potency", "抗菌肽活性"),
    b("aminoglycoside susceptibility", "氨基糖苷类药物敏感性"),
    b("fluoroquinolone resistance", "氟喹诺酮类药物耐药性"),
  ],
  keywords: [
    b("minimum inhibitory concentration", "最低抑菌浓度"),
    b("broth microdilution", "肉汤微量稀释法"),
    b("antimicrobial susceptibility testing", "药物敏感性试验"),
    b("antimicrobial resistance", "抗菌药物耐药性"),
    b("EUCAST", "EUCAST"),
  ],
  titles: [
    b("Broth Microdilution Testing of {target} in {organism}", "肉汤微量稀释法测定{organism}{target}"),
    b("Determining {target} of {sample} by Broth Microdilution", "肉汤微量稀释法测定{sample}的{target}"),
    b("A Standardised 96-well MIC Assay for {target}", "用于{target}研究的标准化 96 孔板 MIC 测定方法"),
  ],
  abstract: {
    aim: [
      b(
        "The minimum inhibitory concentration (MIC) is the reference measure of {target}, but small deviations in medium, inoculum or incubation shift results by one or more doubling dilutions.",
        "最低抑菌浓度（MIC）是衡量{target}的参考指标，但培养基、接种量或孵育条件的微小偏差都会使结果偏移一个或多个倍比稀释度。",
      ),
      b(
        "This protocol describes standardised broth microdilution in 96-well plates for determining {target} of {sample}.",
        "本方案介绍在 96 孔板中进行的标准化肉汤微量稀释法，用于测定{sample}的{target}。",
      ),
    ],
    method: [
      b(
        "Two-fold dilution series of each agent are prepared in cation-adjusted Mueller–Hinton broth.",
        "在阳离子调节的 Mueller–Hinton 肉汤中配制各药物的两倍系列稀释液。",
      ),
      b(
        "Wells are inoculated with 5 × 10^5^ CFU/mL from a 0.5 McFarland suspension and incubated for 18 ± 2 h at 35 °C, with reference strains in every run.",
        "由 0.5 麦氏浊度菌悬液制备接种物，使孔内终浓度为 5 × 10^5^ CFU/mL，35 °C 孵育 18 ± 2 h，每批次均设置质控菌株。",
      ),
      b(
        "The MIC is read as the lowest concentration without visible growth, optionally confirmed with resazurin.",
        "以无肉眼可见生长的最低药物浓度作为 MIC，必要时以刃天青显色确认。",
      ),
    ],
    result: [
      b(
        "MICs of the quality-control strains fell within the published ranges in 97–100% of runs.",
        "在 97%–100% 的批次中，质控菌株的 MIC 均落在公布的范围内。",
      ),
      b(
        "Replicate determinations agreed within one doubling dilution for 95% of strain–agent combinations, and colony counts confirmed final inocula of 2–8 × 10^5^ CFU/mL.",
        "95% 的菌株-药物组合重复测定结果的差异在一个倍比稀释度以内，菌落计数证实孔内最终接种量为 2–8 × 10^5^ CFU/mL。",
      ),
    ],
  },
  background: [
    b(
      "Dilution methods determine the lowest concentration of an antimicrobial agent that prevents visible growth of a standardised inoculum [1], [2]. Broth microdilution in 96-well plates is the reference method of EUCAST and CLSI for most rapidly growing aerobic bacteria; its reproducibility depends on cation-adjusted Mueller–Hinton broth, an inoculum of 5 × 10^5^ CFU/mL and a fixed incubation time [1].",
      "稀释法用于测定能够抑制标准化接种物肉眼可见生长的抗菌药物最低浓度[1], [2]。96 孔板肉汤微量稀释法是 EUCAST 和 CLSI 针对大多数快速生长需氧菌推荐的参考方法；其重复性取决于阳离子调节的 Mueller–Hinton 肉汤、5 × 10^5^ CFU/mL 的接种量以及固定的孵育时间[1]。",
    ),
    b(
      "Cationic antimicrobial peptides bind to polystyrene and are tested in polypropylene plates with BSA-containing diluent [1]. Redox indicators such as resazurin can help to read end points when turbidity is difficult to judge [3].",
      "阳离子抗菌肽会吸附于聚苯乙烯表面，因此需在聚丙烯板中并用含 BSA 的稀释液进行测定[1]。当浊度难以判断时，刃天青等氧化还原指示剂有助于判读终点[3]。",
    ),
  ],
  materials: [
    m(
      "Mueller–Hinton II broth, cation-adjusted (CAMHB)",
      "阳离子调节 Mueller–Hinton II 肉汤（CAMHB）",
      "BD (BBL)",
      "212322",
    ),
    m("Mueller–Hinton agar", "Mueller–Hinton 琼脂", "BD (Difco)", "225250"),
    m("Gentamicin sulfate", "硫酸庆大霉素", "Sigma-Aldrich", "G1264"),
    m("Ciprofloxacin", "环丙沙星", "Sigma-Aldrich", "17850"),
    m("Resazurin sodium salt", "刃天青钠盐", "Sigma-Aldrich", "R7017"),
    m("96-well U-bottom polystyrene plates, non-treated", "96 孔 U 形底聚苯乙烯板（未经处理）", "Corning", "3788"),
    m(
      "96-well U-bottom polypropylene plates (for peptides)",
      "96 孔 U 形底聚丙烯板（用于抗菌肽）",
      "Greiner Bio-One",
      "650201",
    ),
    m("Quality-control strains", "质控菌株", "ATCC", "25922 (*E. coli*); 27853 (*P. aeruginosa*); 29213 (*S. aureus*)"),
    m("McFarland 0.5 turbidity standard", "0.5 麦氏比浊标准管", "Thermo Fisher Scientific (Remel)", "R20410"),
  ],
  equipment: [
    m("Class II biological safety cabinet", "II 级生物安全柜", "Thermo Fisher Scientific", "1300 Series A2"),
    m("McFarland densitometer", "麦氏比浊仪", "Grant Instruments", "DEN-1B"),
    m("Incubator, 35 °C, ambient air", "35 °C 普通培养箱", "Memmert", "IN55"),
    m("8-channel pipette, 10–100 µL", "8 道移液器，10–100 µL", "Eppendorf", "Research plus"),
    m("Microplate reader (optional, OD~600~)", "酶标仪（可选，OD~600~）", "Agilent BioTek", "Synergy H1"),
  ],
  recipes: [
    {
      name: b("Peptide diluent", "抗菌肽稀释液"),
      composition: b(
        "0.01% acetic acid with 0.2% bovine serum albumin, filter-sterilised.",
        "含 0.2% 牛血清白蛋白的 0.01% 乙酸，过滤除菌。",
      ),
    },
  ],
  steps: [
    {
      text: b(
        "Subculture {sample} and the quality-control strains from −80 °C stocks onto Mueller–Hinton agar and incubate for 18–24 h at 35 °C.",
        "将{sample}及质控菌株从 −80 °C 冻存管中划线接种于 Mueller–Hinton 琼脂平板，35 °C 培养 18–24 h。",
      ),
      notes: [
        b(
          "**Caution:** *P. aeruginosa* and MRSA are handled at biosafety level 2 in a biological safety cabinet.",
          "**注意：**铜绿假单胞菌和耐甲氧西林金黄色葡萄球菌须在生物安全二级条件下于生物安全柜中操作。",
        ),
      ],
    },
    {
      text: b(
        "Prepare stock solutions of at least 10 × the highest test concentration (e.g. 1,280 mg/L), correcting for the potency stated by the supplier; dissolve in water or, for hydrophobic compounds, DMSO so that the final DMSO concentration is ≤ 1%.",
        "按供应商标示的效价校正后配制浓度至少为最高测试浓度 10 倍的储存液（如 1,280 mg/L）；用水溶解，疏水性化合物用 DMSO 溶解，并使 DMSO 终浓度 ≤ 1%。",
      ),
      notes: [
        b(
          "**Pause point:** aliquoted stocks can be stored at −80 °C; do not refreeze thawed aliquots.",
          "**暂停点：**分装的储存液可于 −80 °C 保存；解冻后的分装不得再次冻存。",
        ),
      ],
    },
    {
      text: b(
        "Dispense 50 µL of two-fold dilutions at twice the final concentration in CAMHB into columns 1–10 (for example 64 to 0.125 mg/L final), 50 µL of CAMHB into column 11 (growth control) and 100 µL into column 12 (sterility control).",
        "向第 1–10 列加入 50 µL 以 CAMHB 配制的、浓度为终浓度 2 倍的两倍系列稀释液（如终浓度 64 至 0.125 mg/L），第 11 列加入 50 µL CAMHB 作为生长对照，第 12 列加入 100 µL CAMHB 作为无菌对照。",
      ),
      substeps: [
        b(
          "Antimicrobial peptides: dilute in peptide diluent and use polypropylene plates.",
          "抗菌肽：用抗菌肽稀释液稀释，并使用聚丙烯板。",
        ),
      ],
    },
    {
      text: b(
        "Suspend 3–5 colonies in 0.85% saline and adjust to 0.5 McFarland (about 1–2 × 10^8^ CFU/mL) with the densitometer.",
        "挑取 3–5 个菌落悬浮于 0.85% 生理盐水中，用比浊仪调至 0.5 麦氏浊度（约 1–2 × 10^8^ CFU/mL）。",
      ),
    },
    {
      text: b(
        "Within 15 min, dilute the suspension 1:100 in CAMHB and add 50 µL to every well except the sterility control, giving 5 × 10^5^ CFU/mL in 100 µL.",
        "15 min 内将菌悬液用 CAMHB 稀释 100 倍，向除无菌对照孔外的每孔加入 50 µL，使 100 µL 体系中菌液终浓度为 5 × 10^5^ CFU/mL。",
      ),
      notes: [
        b(
          "**Critical:** the inoculum effect is real; a 10-fold excess of bacteria raises the MIC of β-lactams in particular.",
          "**关键：**接种量效应确实存在；细菌量超出 10 倍会使 MIC 升高，β-内酰胺类药物尤为明显。",
        ),
      ],
    },
    {
      text: b(
        "Check the inoculum: transfer 10 µL from a growth-control well into 10 mL of saline, spread 100 µL on agar and expect about 50 colonies after overnight incubation.",
        "核对接种量：从生长对照孔中取 10 µL 加入 10 mL 生理盐水，取 100 µL 涂布于琼脂平板，过夜培养后应约有 50 个菌落。",
      ),
    },
    {
      text: b(
        "Cover the plates, stack no more than four high and incubate for 18 ± 2 h at 35 ± 1 °C in ambient air (24 h for vancomycin and oxacillin with *S. aureus*).",
        "加盖后叠放不超过 4 层，于 35 ± 1 °C 普通空气中孵育 18 ± 2 h（金黄色葡萄球菌测定万古霉素和苯唑西林时孵育 24 h）。",
      ),
    },
    {
      text: b(
        "Read the plates against a dark background: the MIC is the lowest concentration with no visible growth (no button or turbidity). The growth control must show good growth and the sterility control none.",
        "在深色背景下判读：MIC 为无肉眼可见生长（无沉淀菌团或浑浊）的最低浓度。生长对照孔应生长良好，无菌对照孔应无生长。",
      ),
      notes: [
        b(
          "Disregard a single skipped well; if more than one is skipped, repeat the test.",
          "单个跳孔可忽略；若出现一个以上跳孔，应重新测定。",
        ),
      ],
    },
    {
      text: b(
        "Where end points are unclear, add 10 µL of 0.02% resazurin per well, incubate for 1–2 h and read blue (no growth) versus pink (growth).",
        "终点不清时，每孔加入 10 µL 0.02% 刃天青，孵育 1–2 h 后判读：蓝色为无生长，粉红色为生长。",
      ),
    },
    {
      text: b(
        "Accept the run only if the MICs of the quality-control strains are within their published ranges, and interpret clinical isolates with the current EUCAST or CLSI breakpoint tables.",
        "只有当质控菌株的 MIC 均在公布范围内时该批次结果才有效；临床分离株按现行 EUCAST 或 CLSI 折点表进行判读。",
      ),
    },
  ],
  dataAnalysis: [
    b(
      "Report MICs as the concentration of the well (mg/L) and summarise collections by the modal MIC, MIC~50~ and MIC~90~. Test each strain on at least three separate days; the modal value is reported, and results that differ by more than one doubling dilution trigger a repeat.",
      "MIC 以孔内浓度（mg/L）报告，菌株集合以众数 MIC、MIC~50~ 和 MIC~90~ 汇总。每株菌至少在 3 个不同日期测定，报告众数；若结果相差超过一个倍比稀释度，应重新测定。",
    ),
  ],
  troubleshooting: [
    {
      problem: b("Quality-control MIC out of range", "质控菌株 MIC 超出范围"),
      cause: b(
        "Degraded antibiotic stock, wrong cation content or inoculum error",
        "抗生素储存液降解、阳离子含量不当或接种量错误",
      ),
      solution: b(
        "Prepare fresh stocks, use a new lot of CAMHB and verify the inoculum by colony count.",
        "重新配制储存液，更换新批号 CAMHB，并通过菌落计数核实接种量。",
      ),
    },
    {
      problem: b("Trailing growth over several wells", "多个孔出现拖尾生长"),
      cause: b("Bacteriostatic agents or partially resistant subpopulations", "抑菌性药物或存在部分耐药亚群"),
      solution: b(
        "Read the first well with a marked reduction of growth as recommended for the agent, and confirm with resazurin.",
        "按该药物的推荐方法以生长明显减少的第一孔为终点，并用刃天青确认。",
      ),
    },
    {
      problem: b("Peptides appear inactive", "抗菌肽显示无活性"),
      cause: b("Adsorption to polystyrene or inactivation by salts", "吸附于聚苯乙烯或被盐离子灭活"),
      solution: b(
        "Use polypropylene plates and BSA diluent, and report the medium used.",
        "使用聚丙烯板和含 BSA 的稀释液，并报告所用培养基。",
      ),
    },
  ],
  references: [
    {
      authors: "Wiegand, I., Hilpert, K., Hancock, R. E. W.",
      year: 2008,
      title:
        "Agar and broth dilution methods to determine the minimal inhibitory concentration (MIC) of antimicrobial substances",
      journal: "Nature Protocols",
      volume: "3",
      pages: "163–175",
      doi: "10.1038/nprot.2007.521",
    },
    {
      authors: "Andrews, J. M.",
      year: 2001,
      title: "Determination of minimum inhibitory concentrations",
      journal: "Journal of Antimicrobial Chemotherapy",
      volume: "48",
      pages: "5–16",
    },
    {
      authors: "Sarker, S. D., Nahar, L., Kumarasamy, Y.",
      year: 2007,
      title:
        "Microtitre plate-based antibacterial assay incorporating resazurin as an indicator of cell growth, and its application in the in vitro antibacterial screening of phytochemicals",
      journal: "Methods",
      volume: "42",
      pages: "321–324",
    },
  ],
};

const crystalVioletBiofilm: Technique = {
  id: "crystal-violet-biofilm-assay",
  name: b("crystal violet microtitre biofilm assay", "结晶紫微孔板生物膜检测"),
  categoryIds: [12],
  contexts: [
    {
      organism: "Pseudomonas aeruginosa",
      organismText: PAER,
      sample: b("*P. aeruginosa* PA14 and its transposon mutants", "铜绿假单胞菌 PA14 及其转座子突变株"),
    },
    {
      organism: "Pseudomonas aeruginosa",
      organismText: PAER,
      sample: b("clinical *P. aeruginosa* isolates from chronic wounds", "慢性伤口来源的铜绿假单胞菌临床分离株"),
    },
    {
      organism: "Staphylococcus aureus",
      organismText: SAUR,
      sample: b("*S. aureus* isolates from catheter-associated infections", "导管相关感染来源的金黄色葡萄球菌分离株"),
    },
    {
      organism: "Escherichia coli",
      organismText: ECOLI,
      sample: b("uropathogenic *E. coli* strains", "尿路致病性大肠杆菌菌株"),
    },
    {
      organism: "Bacillus subtilis",
      organismText: BSUB,
      sample: b("*B. subtilis* NCIB 3610 and its matrix mutants", "枯草芽孢杆菌 NCIB 3610 及其胞外基质突变株"),
    },
  ],
  targets: [
    b("biofilm biomass", "生物膜生物量"),
    b("strain-to-strain variation in biofilm formation", "菌株间生物膜形成能力差异"),
    b("antibiofilm activity of small molecules", "小分子化合物的抗生物膜活性"),
    b("effects of sub-inhibitory antibiotics on biofilm formation", "亚抑菌浓度抗生素对生物膜形成的影响"),
    b("nutrient-dependent biofilm formation", "营养条件依赖的生物膜形成"),
  ],
  keywords: [
    b("biofilm", "生物膜"),
    b("crystal violet", "结晶紫"),
    b("microtitre plate assay", "微孔板检测"),
    b("surface attachment", "表面黏附"),
    b("antibiofilm agents", "抗生物膜药物"),
  ],
  titles: [
    b("Crystal Violet Microtitre Assay of {target} in {organism}", "结晶紫微孔板法检测{organism}{target}"),
    b("Quantifying {target} of {sample} in 96-well Plates", "在 96 孔板中定量{sample}的{target}"),
    b("A High-throughput Crystal Violet Assay for {target}", "用于{target}研究的高通量结晶紫检测方法"),
  ],
  abstract: {
    aim: [
      b(
        "Biofilms protect bacteria from antibiotics and host defences, and simple, scalable measurements are needed to study {target}.",
        "生物膜可保护细菌免受抗生素和宿主防御的作用，研究{target}需要简便且可扩展的测定方法。",
      ),
      b(
        "This protocol describes a static 96-well crystal violet assay for measuring {target} in {sample}.",
        "本方案介绍一种静置 96 孔板结晶紫检测方法，用于测定{sample}的{target}。",
      ),
    ],
    method: [
      b(
        "Standardised cultures are grown statically in polystyrene plates in a biofilm-promoting medium, and planktonic growth is recorded before the wells are emptied.",
        "将标准化的菌液接种于聚苯乙烯板中，在促生物膜形成的培养基中静置培养，并在弃去孔内液体之前记录浮游菌生长。",
      ),
      b(
        "Attached biomass is stained with 0.1% crystal violet, washed and solubilised in 30% acetic acid.",
        "附着的生物量以 0.1% 结晶紫染色，洗涤后用 30% 乙酸溶解。",
      ),
      b(
        "Absorbance at 550 nm is normalised to medium-only wells and, for compound tests, to planktonic growth.",
        "以仅含培养基的孔为空白校正 550 nm 吸光度，化合物测试时还需以浮游菌生长进行归一化。",
      ),
    ],
    result: [
      b(
        "Wild-type strains gave A~550~ values 8–25 times higher than medium-only wells, and known biofilm-defective mutants were reduced by 70–95%.",
        "野生型菌株的 A~550~ 为仅含培养基孔的 8–25 倍，已知的生物膜缺陷突变株降低 70%–95%。",
      ),
      b(
        "With eight wells per condition, the coefficient of variation was 10–20% within plates and 15–30% between days.",
        "每个条件设置 8 个复孔时，板内变异系数为 10%–20%，日间变异系数为 15%–30%。",
      ),
    ],
  },
  background: [
    b(
      "Staining of adherent bacteria in plastic plates with a basic dye was introduced to quantify the adherence of staphylococci to medical devices [1], and the microtitre format was adopted for genetic screens of biofilm initiation in pseudomonads [2]. Because crystal violet binds cells and matrix alike, it reports total attached biomass rather than viable cells [3].",
      "用碱性染料对塑料板中黏附细菌进行染色，最初用于定量葡萄球菌对医疗器械的黏附[1]；随后，微孔板形式被用于假单胞菌生物膜起始阶段的遗传筛选[2]。由于结晶紫可同时结合细胞和基质，其反映的是附着生物量的总量，而非活菌数[3]。",
    ),
    b(
      "The assay is sensitive to medium, plate material and washing technique, so strains are compared only within a plate and relative to controls. A classification into non-, weak, moderate and strong biofilm producers based on a cut-off derived from negative controls makes results comparable between laboratories [4].",
      "该方法对培养基、板材和洗涤手法敏感，因此只能在同一板内并相对于对照比较菌株。依据由阴性对照得出的临界值，将菌株划分为不产、弱产、中产和强产生物膜菌株，可使不同实验室之间的结果具有可比性[4]。",
    ),
  ],
  materials: [
    m("Crystal violet", "结晶紫", "Sigma-Aldrich", "C0775"),
    m("Acetic acid, glacial", "冰乙酸", "Sigma-Aldrich", "A6283"),
    m("LB broth, Miller", "LB 肉汤（Miller）", "BD (Difco)", "244620"),
    m("Tryptic soy broth", "胰蛋白胨大豆肉汤", "BD (Bacto)", "211825"),
    m("D-(+)-Glucose", "D-(+)-葡萄糖", "Sigma-Aldrich", "G7021"),
    m("L-Arginine", "L-精氨酸", "Sigma-Aldrich", "A5006"),
    m(
      "96-well flat-bottom polystyrene plates, tissue-culture treated",
      "96 孔平底聚苯乙烯板（组织培养处理）",
      "Corning",
      "3596",
    ),
  ],
  equipment: [
    m("Microplate reader", "酶标仪", "Agilent BioTek", "Synergy H1"),
    m("Static incubator, 37 °C", "37 °C 恒温培养箱", "Memmert", "IN55"),
    m("Shaking incubator", "恒温摇床", "Infors HT", "Multitron Standard"),
    m("8-channel pipette, 30–300 µL", "8 道移液器，30–300 µL", "Eppendorf", "Research plus"),
  ],
  recipes: [
    {
      name: b("M63 biofilm medium for *P. aeruginosa*", "铜绿假单胞菌 M63 生物膜培养基"),
      composition: b(
        "1× M63 salts (15 mM (NH~4~)~2~SO~4~, 100 mM KH~2~PO~4~, 1.8 µM FeSO~4~, pH 7.0) supplemented with 1 mM MgSO~4~ and 0.4% L-arginine.",
        "1× M63 盐溶液（15 mM (NH~4~)~2~SO~4~，100 mM KH~2~PO~4~，1.8 µM FeSO~4~，pH 7.0），补充 1 mM MgSO~4~ 和 0.4% L-精氨酸。",
      ),
    },
  ],
  steps: [
    {
      text: b(
        "Grow overnight cultures of {sample} in 3 mL of LB (TSB for staphylococci) at 37 °C with shaking at 200 rpm.",
        "将{sample}接种于 3 mL LB（葡萄球菌用 TSB）中，37 °C、200 rpm 振荡培养过夜。",
      ),
    },
    {
      text: b(
        "Measure OD~600~ and dilute each culture to OD~600~ 0.05 in the biofilm medium: M63 with arginine for *P. aeruginosa*, TSB with 1% glucose for *S. aureus*, LB without NaCl for *E. coli* and MSgg for *B. subtilis*.",
        "测定 OD~600~，用生物膜培养基将各菌液稀释至 OD~600~ 0.05：铜绿假单胞菌用含精氨酸的 M63，金黄色葡萄球菌用含 1% 葡萄糖的 TSB，大肠杆菌用无 NaCl 的 LB，枯草芽孢杆菌用 MSgg。",
      ),
    },
    {
      text: b(
        "Add 100 µL per well, eight wells per strain or condition, with medium-only wells as blanks; fill the outer wells with sterile water to limit evaporation.",
        "每孔加入 100 µL，每个菌株或条件设 8 个复孔，并以仅含培养基的孔作为空白；最外圈孔加入无菌水以减少蒸发。",
      ),
      substeps: [
        b(
          "Compound tests: add compounds at the time of inoculation at concentrations below the MIC, with a solvent control (≤ 1% DMSO).",
          "化合物测试：接种时加入低于 MIC 的化合物，并设置溶剂对照（DMSO ≤ 1%）。",
        ),
      ],
    },
    {
      text: b(
        "Incubate statically for 24 h at 37 °C (30 °C for 48 h for *B. subtilis*) in a humidified box.",
        "置于湿盒中静置培养，37 °C 培养 24 h（枯草芽孢杆菌 30 °C 培养 48 h）。",
      ),
    },
    {
      text: b(
        "Record planktonic growth by reading OD~600~ of the plate before removing the medium.",
        "弃去培养基之前读取板的 OD~600~，以记录浮游菌生长。",
      ),
    },
    {
      text: b(
        "Discard the medium by inverting the plate with a firm flick, and wash twice by submerging the plate in a tub of tap water and shaking out the water.",
        "倒置微孔板并用力甩出培养基，将板浸入盛自来水的容器中再甩干，如此洗涤 2 次。",
      ),
      notes: [
        b(
          "**Critical:** handle all plates of an experiment in the same way; washing force is the largest source of variation.",
          "**关键：**同一实验中所有板的操作方式必须一致；洗涤力度是最大的变异来源。",
        ),
      ],
    },
    {
      text: b(
        "Add 125 µL of 0.1% crystal violet in water to each well and stain for 10–15 min at room temperature.",
        "每孔加入 125 µL 0.1% 结晶紫水溶液，室温染色 10–15 min。",
      ),
      notes: [
        b(
          "**Caution:** crystal violet is harmful and suspected of causing cancer; wear gloves and collect stain waste for chemical disposal.",
          "**注意：**结晶紫有害且疑似致癌，应佩戴手套操作，染色废液须收集后按化学废弃物处理。",
        ),
      ],
    },
    {
      text: b(
        "Rinse three to four times in water, tap the plate dry on paper towels and let it dry for at least 1 h.",
        "用水漂洗 3–4 次，在吸水纸上拍干，晾干至少 1 h。",
      ),
      notes: [
        b(
          "**Pause point:** dried, stained plates can be kept at room temperature for several days.",
          "**暂停点：**干燥的染色板可在室温下保存数天。",
        ),
      ],
    },
    {
      text: b(
        "Solubilise the dye with 125 µL of 30% acetic acid per well for 10–15 min at room temperature.",
        "每孔加入 125 µL 30% 乙酸，室温溶解染料 10–15 min。",
      ),
    },
    {
      text: b(
        "Transfer 125 µL to a new flat-bottom plate and read absorbance at 550 nm, diluting samples with 30% acetic acid if A~550~ exceeds 3.",
        "将 125 µL 转移至新的平底板中，读取 550 nm 吸光度；若 A~550~ 超过 3，用 30% 乙酸稀释后再测。",
      ),
    },
  ],
  dataAnalysis: [
    b(
      "Subtract the mean of medium-only wells and express biofilm as A~550~ relative to the wild type or untreated control on the same plate; for compounds, also report A~550~/OD~600~ to separate antibiofilm activity from growth inhibition. For classification, set the cut-off ODc as the mean of negative controls plus three standard deviations and call strains non-producers (≤ ODc), weak (≤ 2 × ODc), moderate (≤ 4 × ODc) or strong (> 4 × ODc) [4].",
      "扣除仅含培养基孔的平均值，以同一板上野生型或未处理对照为参照表示生物膜量；化合物测试时还应报告 A~550~/OD~600~，以区分抗生物膜活性与生长抑制。分类时以阴性对照均值加 3 倍标准差作为临界值 ODc，将菌株分为不产生物膜（≤ ODc）、弱产（≤ 2 × ODc）、中产（≤ 4 × ODc）和强产（> 4 × ODc）[4]。",
    ),
  ],
  troubleshooting: [
    {
      problem: b("High background in medium-only wells", "仅含培养基的孔背景高"),
      cause: b("Dye binding to medium components or insufficient rinsing", "染料与培养基成分结合或漂洗不充分"),
      solution: b(
        "Rinse one more time and use the same medium for blanks and samples.",
        "增加一次漂洗，并确保空白孔与样品孔使用相同培养基。",
      ),
    },
    {
      problem: b("Large differences between replicate wells", "复孔之间差异大"),
      cause: b("Biomass lost during washing or edge effects", "洗涤时生物量脱落或存在边缘效应"),
      solution: b(
        "Submerge rather than pipette during washes and do not use the outer wells for samples.",
        "洗涤时采用浸泡而非吹打方式，样品不要放在最外圈孔中。",
      ),
    },
    {
      problem: b("Biofilm only as a ring at the air–liquid interface", "生物膜仅在气液界面形成环状"),
      cause: b(
        "Typical of aerobic, motile species such as *P. aeruginosa* and *B. subtilis*",
        "为铜绿假单胞菌和枯草芽孢杆菌等需氧运动菌的典型特征",
      ),
      solution: b(
        "Keep volumes identical between wells so the ring forms at the same height, and solubilise the whole wall.",
        "各孔体积保持一致，使环形生物膜位于相同高度，并确保溶解整个孔壁上的染料。",
      ),
    },
  ],
  references: [
    {
      authors:
        "Christensen, G. D., Simpson, W. A., Younger, J. J., Baddour, L. M., Barrett, F. F., Melton, D. M., Beachey, E. H.",
      year: 1985,
      title:
        "Adherence of coagulase-negative staphylococci to plastic tissue culture plates: a quantitative model for the adherence of staphylococci to medical devices",
      journal: "Journal of Clinical Microbiology",
      volume: "22",
      pages: "996–1006",
    },
    {
      authors: "O'Toole, G. A., Kolter, R.",
      year: 1998,
      title:
        "Initiation of biofilm formation in Pseudomonas fluorescens WCS365 proceeds via multiple, convergent signalling pathways: a genetic analysis",
      journal: "Molecular Microbiology",
      volume: "28",
      pages: "449–461",
    },
    {
      authors: "O'Toole, G. A.",
      year: 2011,
      title: "Microtiter dish biofilm formation assay",
      journal: "Journal of Visualized Experiments",
      volume: "47",
      pages: "e2437",
      doi: "10.3791/2437",
    },
    {
      authors: "Stepanović, S., Vuković, D., Dakić, I., Savić, B., Švabić-Vlahović, M.",
      year: 2000,
      title: "A modified microtiter-plate test for quantification of staphylococcal biofilm formation",
      journal: "Journal of Microbiological Methods",
      volume: "40",
      pages: "175–179",
    },
  ],
};

const bacterialTwoHybrid: Technique = {
  id: "bacterial-two-hybrid-bacth",
  name: b("bacterial adenylate cyclase two-hybrid (BACTH) assay", "细菌腺苷酸环化酶双杂交（BACTH）检测"),
  categoryIds: [12, 1],
  contexts: [
    {
      organism: "Escherichia coli",
      organismText: ECOLI,
      sample: b("genomic DNA of *E. coli* K-12 MG1655", "大肠杆菌 K-12 MG1655 的基因组"),
    },
    {
      organism: "Bacillus subtilis",
      organismText: BSUB,
      sample: b("genomic DNA of *B. subtilis* 168", "枯草芽孢杆菌 168 的基因组"),
    },
    {
      organism: "Staphylococcus aureus",
      organismText: SAUR,
      sample: b("genomic DNA of *S. aureus* USA300", "金黄色葡萄球菌 USA300 的基因组"),
    },
    {
      organism: "Mycobacterium tuberculosis",
      organismText: b("*M. tuberculosis*", "结核分枝杆菌"),
      sample: b("genomic DNA of *M. tuberculosis* H37Rv", "结核分枝杆菌 H37Rv 的基因组"),
    },
    {
      organism: "Pseudomonas aeruginosa",
      organismText: PAER,
      sample: b("genomic DNA of *P. aeruginosa* PAO1", "铜绿假单胞菌 PAO1 的基因组"),
    },
  ],
  targets: [
    b("protein–protein interactions", "蛋白质相互作用"),
    b("membrane protein interactions", "膜蛋白相互作用"),
    b("cell division protein interactions", "细胞分裂蛋白相互作用"),
    b("toxin–antitoxin interactions", "毒素-抗毒素相互作用"),
    b("homodimerisation of transcriptional regulators", "转录调控因子的同源二聚化"),
    b("interaction-disrupting point mutations", "破坏相互作用的点突变"),
  ],
  keywords: [
    b("bacterial two-hybrid", "细菌双杂交"),
    b("BACTH", "BACTH"),
    b("adenylate cyclase", "腺苷酸环化酶"),
    b("protein–protein interaction", "蛋白质相互作用"),
    b("β-galactosidase assay", "β-半乳糖苷酶检测"),
  ],
  titles: [
    b(
      "Mapping {target} of {organism} with the Bacterial Two-Hybrid (BACTH) System",
      "利用细菌双杂交（BACTH）系统解析{organism}{target}",
    ),
    b(
      "Testing {target} by Adenylate Cyclase Complementation in *E. coli* BTH101",
      "基于腺苷酸环化酶互补在大肠杆菌 BTH101 中检测{target}",
    ),
    b(
      "Quantitative β-Galactosidase Readout of {target} in the BACTH System",
      "BACTH 系统中{target}的 β-半乳糖苷酶定量检测",
    ),
  ],
  abstract: {
    aim: [
      b(
        "Many bacterial proteins, including membrane proteins, are difficult to purify, which limits biochemical studies of {target}.",
        "许多细菌蛋白（包括膜蛋白）难以纯化，限制了对{target}的生化研究。",
      ),
      b(
        "This protocol uses the bacterial adenylate cyclase two-hybrid system to test {target} in vivo, starting from {sample}.",
        "本方案以{sample}为起始材料，利用细菌腺苷酸环化酶双杂交系统在体内检测{target}。",
      ),
    ],
    method: [
      b(
        "Proteins are fused to the T25 and T18 fragments of *Bordetella pertussis* adenylate cyclase in four vector combinations, covering N- and C-terminal fusions.",
        "将待测蛋白分别与百日咳鲍特菌腺苷酸环化酶的 T25 和 T18 片段融合，构建涵盖 N 端和 C 端融合的 4 种载体组合。",
      ),
      b(
        "Plasmid pairs are co-transformed into the *cya*-deficient *E. coli* strain BTH101, where an interaction restores cAMP synthesis and activates the *lac* and *mal* operons.",
        "将质粒对共转化至 *cya* 缺陷型大肠杆菌 BTH101 中；若两蛋白发生相互作用，则恢复 cAMP 合成并激活 *lac* 和 *mal* 操纵子。",
      ),
      b(
        "Interactions are scored on X-gal indicator plates and quantified by β-galactosidase assays in Miller units.",
        "在 X-gal 指示平板上判断相互作用，并以 β-半乳糖苷酶活性（Miller 单位）进行定量。",
      ),
    ],
    result: [
      b(
        "The leucine-zipper positive control gave 1,800–3,500 Miller units against 60–110 for empty-vector pairs.",
        "亮氨酸拉链阳性对照的活性为 1,800–3,500 Miller 单位，而空载体组合为 60–110 Miller 单位。",
      ),
      b(
        "Interacting pairs reached 5–30-fold the background, and single point mutations at predicted interfaces reduced activity to background levels.",
        "相互作用的蛋白对活性达到背景的 5–30 倍，而预测界面上的单点突变可使活性降至背景水平。",
      ),
    ],
  },
  background: [
    b(
      "The BACTH system relies on the two complementary fragments, T25 and T18, of the catalytic domain of *Bordetella pertussis* adenylate cyclase. Separately they are inactive, but when fused to interacting proteins they reassociate and synthesise cAMP, which with the catabolite activator protein switches on catabolic operons in a *cya* mutant of *E. coli* [1], [2].",
      "BACTH 系统基于百日咳鲍特菌腺苷酸环化酶催化结构域的两个互补片段 T25 和 T18。二者单独存在时无活性，但当分别与相互作用的蛋白融合时会重新结合并合成 cAMP；cAMP 与分解代谢物激活蛋白共同开启大肠杆菌 *cya* 突变株中的分解代谢操纵子[1], [2]。",
    ),
    b(
      "Because the signal is amplified through cAMP, the interacting partners need not be close to the transcription machinery, so the method works for membrane proteins and has been used to map networks such as the cell division machinery [3]. Testing all four fusion orientations and quantifying β-galactosidase activity are recommended to avoid false negatives and to compare interaction strengths [4].",
      "由于信号经 cAMP 放大，相互作用的蛋白无需靠近转录装置，因此该方法适用于膜蛋白，并已被用于解析细胞分裂装置等蛋白相互作用网络[3]。建议检测全部 4 种融合方向并定量 β-半乳糖苷酶活性，以避免假阴性并比较相互作用强度[4]。",
    ),
  ],
  materials: [
    m(
      "BACTH system kit (pKT25, pKNT25, pUT18, pUT18C, zip controls, BTH101)",
      "BACTH 系统试剂盒（pKT25、pKNT25、pUT18、pUT18C、zip 对照及 BTH101）",
      "Euromedex",
      "EUK001",
    ),
    m("X-Gal solution (20 mg/mL)", "X-Gal 溶液（20 mg/mL）", "Thermo Fisher Scientific", "R0941"),
    m("IPTG, dioxane-free", "IPTG（不含二噁烷）", "Thermo Fisher Scientific", "R0392"),
    m("ONPG (2-nitrophenyl β-D-galactopyranoside)", "ONPG（邻硝基苯-β-D-吡喃半乳糖苷）", "Sigma-Aldrich", "N1127"),
    m("Ampicillin sodium salt", "氨苄西林钠", "Sigma-Aldrich", "A9518"),
    m("Kanamycin sulfate", "硫酸卡那霉素", "Sigma-Aldrich", "K1377"),
    m("MacConkey agar base", "麦康凯琼脂基础", "BD (Difco)", "281810"),
    m("Q5 High-Fidelity 2× Master Mix", "Q5 高保真 2× 预混液", "New England Biolabs", "M0492S"),
  ],
  equipment: [
    m("Refrigerated incubator, 30 °C", "30 °C 恒温培养箱", "Memmert", "IPP55plus"),
    m("Shaking incubator", "恒温摇床", "Infors HT", "Multitron Standard"),
    m("Spectrophotometer", "分光光度计", "Eppendorf", "BioPhotometer D30"),
    m("Microplate reader", "酶标仪", "Agilent BioTek", "Synergy H1"),
  ],
  recipes: [
    {
      name: b("Z buffer", "Z 缓冲液"),
      composition: b(
        "60 mM Na~2~HPO~4~, 40 mM NaH~2~PO~4~, 10 mM KCl, 1 mM MgSO~4~, pH 7.0; add 50 mM 2-mercaptoethanol just before use.",
        "60 mM Na~2~HPO~4~，40 mM NaH~2~PO~4~，10 mM KCl，1 mM MgSO~4~，pH 7.0；临用前加入 50 mM 2-巯基乙醇。",
      ),
    },
  ],
  steps: [
    {
      text: b(
        "Amplify each open reading frame from {sample} with Q5 polymerase and clone it in frame into pKT25 and pKNT25 (T25, kanamycin) and pUT18 and pUT18C (T18, ampicillin); omit the stop codon for C-terminal fusions in pKNT25 and pUT18. Verify all constructs by sequencing.",
        "以{sample}为模板，用 Q5 聚合酶扩增各开放阅读框，并按读码框克隆至 pKT25 和 pKNT25（T25，卡那霉素抗性）以及 pUT18 和 pUT18C（T18，氨苄西林抗性）；在 pKNT25 和 pUT18 中构建 C 端融合时需去除终止密码子。所有构建体均经测序验证。",
      ),
      notes: [
        b(
          "**Critical:** for membrane proteins, choose fusion ends that face the cytoplasm; T18 and T25 are inactive in the periplasm.",
          "**关键：**对于膜蛋白，应选择位于胞质侧的末端进行融合；T18 和 T25 在周质中无活性。",
        ),
      ],
    },
    {
      text: b(
        "Co-transform 20–50 ng of each plasmid of a T25/T18 pair into 50 µL of chemically competent BTH101, with pKT25-zip + pUT18C-zip as positive and empty pKT25 + pUT18C as negative controls.",
        "将 T25/T18 质粒对各 20–50 ng 共转化至 50 µL BTH101 化学感受态细胞中，以 pKT25-zip + pUT18C-zip 作为阳性对照，空载体 pKT25 + pUT18C 作为阴性对照。",
      ),
    },
    {
      text: b(
        "Recover in 1 mL of LB for 1 h at 37 °C and plate on LB with 100 µg/mL ampicillin and 50 µg/mL kanamycin. Incubate for 40–48 h at 30 °C.",
        "于 1 mL LB 中 37 °C 复苏 1 h，涂布于含 100 µg/mL 氨苄西林和 50 µg/mL 卡那霉素的 LB 平板，30 °C 培养 40–48 h。",
      ),
      notes: [
        b(
          "**Critical:** incubate at 30 °C; complementation is much less efficient at 37 °C.",
          "**关键：**应在 30 °C 培养；37 °C 下互补效率明显降低。",
        ),
      ],
    },
    {
      text: b(
        "Pick three to five colonies per pair into 200 µL of LB with both antibiotics and 0.5 mM IPTG in a 96-well plate and grow overnight at 30 °C.",
        "每个质粒对挑取 3–5 个菌落，接种于 96 孔板中含两种抗生素和 0.5 mM IPTG 的 200 µL LB，30 °C 培养过夜。",
      ),
    },
    {
      text: b(
        "Spot 3 µL of each culture onto LB agar containing 40 µg/mL X-gal, 0.5 mM IPTG and both antibiotics (or onto MacConkey agar with 1% maltose) and incubate for 24–48 h at 30 °C.",
        "取各培养物 3 µL 点于含 40 µg/mL X-gal、0.5 mM IPTG 及两种抗生素的 LB 琼脂平板（或含 1% 麦芽糖的麦康凯琼脂平板）上，30 °C 培养 24–48 h。",
      ),
      notes: [
        b(
          "**Pause point:** plates can be photographed and kept at 4 °C for 1 week; colour keeps developing slowly.",
          "**暂停点：**平板拍照后可于 4 °C 保存 1 周，显色会缓慢继续加深。",
        ),
      ],
    },
    {
      text: b(
        "For quantification, grow three independent transformants per pair in 2 mL of LB with antibiotics and 0.5 mM IPTG overnight at 30 °C and record OD~600~.",
        "定量检测时，每个质粒对取 3 个独立转化子，接种于 2 mL 含抗生素和 0.5 mM IPTG 的 LB 中，30 °C 培养过夜并记录 OD~600~。",
      ),
    },
    {
      text: b(
        "Mix 100 µL of culture with 900 µL of Z buffer, add 50 µL of chloroform and 25 µL of 0.1% SDS, vortex for 10 s and equilibrate for 5 min at 28 °C.",
        "将 100 µL 培养物与 900 µL Z 缓冲液混合，加入 50 µL 氯仿和 25 µL 0.1% SDS，涡旋 10 s，28 °C 平衡 5 min。",
      ),
      notes: [
        b(
          "**Caution:** chloroform is toxic and volatile; work in a fume hood.",
          "**注意：**氯仿有毒且易挥发，应在通风橱中操作。",
        ),
      ],
    },
    {
      text: b(
        "Start the reaction with 200 µL of 4 mg/mL ONPG, note the time, and stop with 500 µL of 1 M Na~2~CO~3~ when a yellow colour develops (or after 60 min).",
        "加入 200 µL 4 mg/mL ONPG 启动反应并记录时间，出现黄色时（或最长 60 min 后）加入 500 µL 1 M Na~2~CO~3~ 终止反应。",
      ),
    },
    {
      text: b(
        "Centrifuge at 16,000 × g for 5 min to remove debris and read A~420~ and A~550~ of the supernatant.",
        "16,000 × g 离心 5 min 去除碎片，读取上清的 A~420~ 和 A~550~。",
      ),
    },
    {
      text: b(
        "For pairs that score negative, confirm that both fusions are expressed by western blotting of BTH101 lysates with an anti-CyaA antibody (T18) or an epitope tag.",
        "对结果为阴性的质粒对，用抗 CyaA 抗体（针对 T18）或表位标签抗体对 BTH101 裂解液进行蛋白质印迹，确认两个融合蛋白均有表达。",
      ),
    },
  ],
  dataAnalysis: [
    b(
      "Calculate activity as Miller units = 1,000 × (A~420~ − 1.75 × A~550~) / (*t* × *v* × OD~600~), with *t* in minutes and *v* the culture volume in mL. Score a pair as interacting when its mean activity is at least five times that of the empty-vector control in three independent transformants, and report all four fusion orientations, including negative ones.",
      "按 Miller 单位 = 1,000 × (A~420~ − 1.75 × A~550~) / (*t* × *v* × OD~600~) 计算活性，其中 *t* 以 min 计，*v* 为培养物体积（mL）。若某质粒对在 3 个独立转化子中的平均活性至少为空载体对照的 5 倍，则判定为存在相互作用；应报告全部 4 种融合方向的结果，包括阴性结果。",
    ),
  ],
  troubleshooting: [
    {
      problem: b("Blue colonies with empty-vector controls", "空载体对照出现蓝色菌落"),
      cause: b(
        "Reversion of BTH101 or spontaneous *cya*-independent mutants",
        "BTH101 回复突变或出现不依赖 *cya* 的自发突变株",
      ),
      solution: b(
        "Use freshly prepared competent cells from a verified stock and read plates no later than 48 h.",
        "使用由经验证菌种新鲜制备的感受态细胞，并在 48 h 内判读平板。",
      ),
    },
    {
      problem: b("No signal for a known interaction", "已知相互作用未检测到信号"),
      cause: b(
        "Fusion orientation blocks the interface or fusions are unstable",
        "融合方向阻碍了相互作用界面，或融合蛋白不稳定",
      ),
      solution: b(
        "Test all four orientations, add a flexible linker and check expression by western blotting.",
        "检测全部 4 种融合方向，加入柔性连接肽，并用蛋白质印迹检查表达。",
      ),
    },
    {
      problem: b(
        "Few transformants for *M. tuberculosis* or other high-GC genes",
        "结核分枝杆菌等高 GC 基因的转化子很少",
      ),
      cause: b("Toxicity or poor expression of the foreign protein in *E. coli*", "外源蛋白对大肠杆菌有毒性或表达不佳"),
      solution: b(
        "Keep plates at 30 °C without IPTG during selection and use codon-optimised synthetic genes if needed.",
        "筛选阶段在不含 IPTG 的平板上于 30 °C 培养，必要时使用密码子优化的合成基因。",
      ),
    },
  ],
  references: [
    {
      authors: "Karimova, G., Pidoux, J., Ullmann, A., Ladant, D.",
      year: 1998,
      title: "A bacterial two-hybrid system based on a reconstituted signal transduction pathway",
      journal: "Proceedings of the National Academy of Sciences of the USA",
      volume: "95",
      pages: "5752–5756",
    },
    {
      authors: "Karimova, G., Ullmann, A., Ladant, D.",
      year: 2000,
      title: "A bacterial two-hybrid system that exploits a cAMP signaling cascade in Escherichia coli",
      journal: "Methods in Enzymology",
      volume: "328",
      pages: "59–73",
    },
    {
      authors: "Karimova, G., Dautin, N., Ladant, D.",
      year: 2005,
      title:
        "Interaction network among Escherichia coli membrane proteins involved in cell division as revealed by bacterial two-hybrid analysis",
      journal: "Journal of Bacteriology",
      volume: "187",
      pages: "2233–2243",
    },
    {
      authors: "Battesti, A., Bouveret, E.",
      year: 2012,
      title: "The bacterial two-hybrid system based on adenylate cyclase reconstitution in Escherichia coli",
      journal: "Methods",
      volume: "58",
      pages: "325–334",
    },
  ],
};

const plaqueAssay: Technique = {
  id: "phage-plaque-assay",
  name: b("double-agar-overlay plaque assay", "双层琼脂平板噬斑试验"),
  categoryIds: [12],
  contexts: [
    {
      organism: "Escherichia coli",
      organismText: ECOLI,
      sample: b("lysates of phages T4 and T7 grown on *E. coli*", "在大肠杆菌中增殖的 T4 和 T7 噬菌体裂解液"),
    },
    {
      organism: "Escherichia coli",
      organismText: ECOLI,
      sample: b("phages isolated from wastewater on *E. coli* MG1655", "以大肠杆菌 MG1655 为宿主从污水中分离的噬菌体"),
    },
    {
      organism: "Pseudomonas aeruginosa",
      organismText: PAER,
      sample: b(
        "lytic phages of *P. aeruginosa* PAO1 isolated from hospital sewage",
        "从医院污水中分离的铜绿假单胞菌 PAO1 裂解性噬菌体",
      ),
    },
    {
      organism: "Staphylococcus aureus",
      organismText: SAUR,
      sample: b("phage K lysates propagated on *S. aureus* RN4220", "在金黄色葡萄球菌 RN4220 中增殖的噬菌体 K 裂解液"),
    },
    {
      organism: "Bacillus subtilis",
      organismText: BSUB,
      sample: b("phage SPP1 lysates propagated on *B. subtilis* 168", "在枯草芽孢杆菌 168 中增殖的 SPP1 噬菌体裂解液"),
    },
  ],
  targets: [
    b("phage titres", "噬菌体效价"),
    b("efficiency of plating", "成斑效率"),
    b("phage host range", "噬菌体宿主范围"),
    b("phage stability during storage", "噬菌体储存稳定性"),
    b("plaque morphology", "噬斑形态"),
    b("phage resistance of host mutants", "宿主突变株的噬菌体抗性"),
  ],
  keywords: [
    b("bacteriophage", "噬菌体"),
    b("plaque assay", "噬斑试验"),
    b("double agar overlay", "双层琼脂平板法"),
    b("phage titre", "噬菌体效价"),
    b("efficiency of plating", "成斑效率"),
  ],
  titles: [
    b("Double-agar Overlay Plaque Assay of {target} in {organism}", "双层琼脂平板噬斑试验分析{organism}{target}"),
    b("Assessing {target} by Plaque Assay on {organism} Lawns", "在{organism}菌苔上以噬斑试验评估{target}"),
    b("A Spot and Full-plate Plaque Assay Protocol for {target}", "用于{target}研究的点滴与全平板噬斑试验方案"),
  ],
  abstract: {
    aim: [
      b(
        "Counting plaques remains the reference way to quantify infectious phage particles, and it underlies most measurements of {target}.",
        "噬斑计数仍是定量具有感染性噬菌体颗粒的参考方法，也是大多数{target}测定的基础。",
      ),
      b(
        "This protocol describes spot and full-plate double-agar-overlay assays for measuring {target} with {sample}.",
        "本方案以{sample}为例，介绍用于测定{target}的点滴法和全平板双层琼脂平板法。",
      ),
    ],
    method: [
      b(
        "Ten-fold serial dilutions of filtered lysates are prepared in SM buffer.",
        "用 SM 缓冲液对过滤后的裂解液进行 10 倍系列稀释。",
      ),
      b(
        "Dilutions are mixed with exponential-phase host cells, allowed to adsorb for 10 min and poured in 0.5% top agar over 1.5% bottom agar.",
        "将稀释液与指数生长期宿主菌混合，吸附 10 min 后与 0.5% 上层琼脂混匀，倾注于 1.5% 下层琼脂平板上。",
      ),
      b(
        "Plaques are counted on plates with 30–300 plaques after overnight incubation, and titres are expressed as plaque-forming units (PFU) per mL.",
        "过夜培养后，选择含 30–300 个噬斑的平板计数，效价以每毫升噬斑形成单位（PFU/mL）表示。",
      ),
    ],
    result: [
      b(
        "Lysates reached 10^9^–10^11^ PFU/mL, and triplicate plates agreed within 15–25%.",
        "裂解液效价达 10^9^–10^11^ PFU/mL，三个平行平板之间的差异在 15%–25% 以内。",
      ),
      b(
        "Spot assays estimated titres within half a log~10~ unit of full-plate counts while using one plate per sample.",
        "点滴法估算的效价与全平板计数相差不超过 0.5 个 log~10~ 单位，且每个样品仅需 1 块平板。",
      ),
    ],
  },
  background: [
    b(
      "Each plaque arises from a single infectious particle that lyses a cell and its neighbours in a lawn of bacteria, an observation that underlies the one-step growth experiments of Ellis and Delbrück [1]. Embedding phage and host in a thin layer of soft agar over a nutrient base, the double-agar-overlay method, gives small, evenly distributed plaques that can be counted accurately [2].",
      "每个噬斑都源于单个感染性颗粒在菌苔中裂解一个细胞及其相邻细胞，这一观察是 Ellis 和 Delbrück 一步生长实验的基础[1]。将噬菌体与宿主菌包埋于营养琼脂底层之上的一薄层软琼脂中，即双层琼脂平板法，可获得小而分布均匀、便于准确计数的噬斑[2]。",
    ),
    b(
      "Comparing titres on different hosts gives the efficiency of plating, which distinguishes productive infection from lysis from without or abortive infection and is therefore more informative than spot tests alone for defining host range [3].",
      "比较在不同宿主上的效价可得到成斑效率，据此可区分增殖性感染与外源性裂解或流产感染；因此，在界定宿主范围时，成斑效率比单纯的点滴试验更有参考价值[3]。",
    ),
  ],
  materials: [
    m("LB broth, Miller", "LB 肉汤（Miller）", "BD (Difco)", "244620"),
    m("Tryptic soy broth", "胰蛋白胨大豆肉汤", "BD (Bacto)", "211825"),
    m("Bacto agar", "Bacto 琼脂", "BD (Bacto)", "214010"),
    m("Magnesium sulfate heptahydrate", "七水硫酸镁", "Sigma-Aldrich", "M1880"),
    m("Calcium chloride dihydrate", "二水氯化钙", "Sigma-Aldrich", "C3306"),
    m("Gelatin from porcine skin", "猪皮明胶", "Sigma-Aldrich", "G1890"),
    m("Millex-GP syringe filters, 0.22 µm PES", "Millex-GP 针头式滤器，0.22 µm PES 膜", "Merck Millipore", "SLGP033RS"),
    m("Petri dishes, 92 × 16 mm", "培养皿，92 × 16 mm", "Sarstedt", "82.1473.001"),
  ],
  equipment: [
    m("Class II biological safety cabinet", "II 级生物安全柜", "Thermo Fisher Scientific", "1300 Series A2"),
    m("Water bath, 48 °C", "48 °C 水浴锅", "Grant Instruments", "SUB Aqua 12 Plus"),
    m("Incubator, 37 °C", "37 °C 恒温培养箱", "Memmert", "IN55"),
    m("Spectrophotometer", "分光光度计", "Eppendorf", "BioPhotometer D30"),
    m("Colony counter", "菌落计数器", "Stuart", "SC6PLUS"),
  ],
  recipes: [
    {
      name: b("SM buffer", "SM 缓冲液"),
      composition: b(
        "100 mM NaCl, 8 mM MgSO~4~, 50 mM Tris-HCl pH 7.5, 0.01% (w/v) gelatin; autoclave and store at room temperature.",
        "100 mM NaCl，8 mM MgSO~4~，50 mM Tris-HCl（pH 7.5），0.01%（w/v）明胶；高压灭菌后室温保存。",
      ),
    },
    {
      name: b("Top agar", "上层琼脂"),
      composition: b(
        "Host broth (LB, or TSB for *S. aureus*) with 0.5% agar, 10 mM MgSO~4~ and 5 mM CaCl~2~; keep molten at 48 °C.",
        "宿主培养用肉汤（LB，金黄色葡萄球菌用 TSB），含 0.5% 琼脂、10 mM MgSO~4~ 和 5 mM CaCl~2~；于 48 °C 保持熔融状态。",
      ),
    },
  ],
  steps: [
    {
      text: b(
        "Pour bottom plates with 20 mL of host broth containing 1.5% agar one or two days before use, and dry them for 30 min in the safety cabinet on the day of the assay.",
        "使用前 1–2 d 制备下层平板，每皿倾注 20 mL 含 1.5% 琼脂的宿主培养用肉汤；实验当天在生物安全柜中晾干 30 min。",
      ),
    },
    {
      text: b(
        "Dilute an overnight culture of the host 1:100 in broth with 10 mM MgSO~4~ and 5 mM CaCl~2~ and grow at 37 °C with shaking to OD~600~ 0.3–0.5 (about 10^8^ CFU/mL).",
        "将宿主菌过夜培养物以 1:100 转接至含 10 mM MgSO~4~ 和 5 mM CaCl~2~ 的肉汤中，37 °C 振荡培养至 OD~600~ 0.3–0.5（约 10^8^ CFU/mL）。",
      ),
    },
    {
      text: b(
        "Clarify {sample} by centrifugation at 4,000 × g for 10 min and filtration through a 0.22 µm PES filter.",
        "将{sample}经 4,000 × g 离心 10 min 澄清，再用 0.22 µm PES 滤器过滤。",
      ),
      notes: [
        b(
          "**Pause point:** filtered lysates in SM buffer can be stored at 4 °C for weeks; titre them again before quantitative use.",
          "**暂停点：**以 SM 缓冲液保存的过滤裂解液可于 4 °C 保存数周；用于定量实验前应重新测定效价。",
        ),
      ],
    },
    {
      text: b(
        "Prepare ten-fold serial dilutions (10^−1^ to 10^−10^) by transferring 100 µL into 900 µL of SM buffer, vortexing and changing tips at every step.",
        "取 100 µL 加入 900 µL SM 缓冲液中进行 10 倍系列稀释（10^−1^ 至 10^−10^），每一步均涡旋混匀并更换吸头。",
      ),
    },
    {
      text: b(
        "Spot assay: mix 200 µL of host cells with 4 mL of molten top agar, pour onto a bottom plate, let it set for 10 min and spot 3 µL of each dilution. Let spots dry before inverting the plate.",
        "点滴法：将 200 µL 宿主菌与 4 mL 熔融上层琼脂混合后倾注于下层平板，静置凝固 10 min，再将各稀释度样品各点 3 µL。待液滴干后再倒置平板。",
      ),
    },
    {
      text: b(
        "Full-plate assay: mix 100 µL of the appropriate dilutions with 200 µL of host cells, allow adsorption for 10 min at room temperature, add 3 mL of top agar at 48 °C, roll the tube gently and pour onto a bottom plate. Plate each dilution in triplicate.",
        "全平板法：取 100 µL 合适稀释度的样品与 200 µL 宿主菌混合，室温吸附 10 min，加入 3 mL 48 °C 上层琼脂，轻轻滚动试管混匀后倾注于下层平板。每个稀释度做 3 个平行。",
      ),
      notes: [
        b(
          "**Critical:** top agar hotter than 50 °C kills host cells and gives a patchy lawn; let it set for 15 min on a level surface.",
          "**关键：**上层琼脂温度高于 50 °C 会杀死宿主菌并导致菌苔斑驳；倾注后应在水平台面上静置 15 min 使其凝固。",
        ),
      ],
    },
    {
      text: b("Incubate inverted at 37 °C for 16–18 h.", "倒置于 37 °C 培养 16–18 h。"),
      notes: [
        b(
          "**Caution:** phages spread easily as aerosols; work in a safety cabinet, decontaminate surfaces with 10% bleach and autoclave all plates. Pathogenic hosts require biosafety level 2.",
          "**注意：**噬菌体易经气溶胶扩散，应在生物安全柜中操作，用 10% 次氯酸钠溶液消毒台面，所有平板经高压灭菌后处理。致病性宿主菌须在生物安全二级条件下操作。",
        ),
      ],
    },
    {
      text: b(
        "Count plates with 30–300 plaques and calculate the titre as PFU/mL = plaques / (0.1 mL × dilution).",
        "选择含 30–300 个噬斑的平板计数，按 PFU/mL = 噬斑数 /（0.1 mL × 稀释度）计算效价。",
      ),
    },
    {
      text: b(
        "Photograph plates on a black background with a scale bar and measure plaque diameter and halo width in Fiji for at least 30 plaques.",
        "在黑色背景下连同比例尺拍摄平板，用 Fiji 测量至少 30 个噬斑的直径和晕圈宽度。",
      ),
    },
    {
      text: b(
        "For efficiency of plating, titre the same lysate on the test strains and on the propagation host in parallel on the same day.",
        "测定成斑效率时，于同一天在待测菌株和增殖宿主上平行测定同一裂解液的效价。",
      ),
    },
  ],
  dataAnalysis: [
    b(
      "Report titres as the mean of triplicate plates with the standard deviation of log~10~ values. Calculate the efficiency of plating as the titre on the test strain divided by the titre on the propagation host; values ≥ 0.5 are usually classed as high, 0.1–0.5 as medium, 0.001–0.1 as low and < 0.001 as inefficient [3]. Clearing in a spot without individual plaques at higher dilutions indicates lysis from without or bacteriocins and must not be counted as productive infection.",
      "效价以 3 个平行平板的均值报告，并给出 log~10~ 值的标准差。成斑效率 = 在待测菌株上的效价 / 在增殖宿主上的效价；通常 ≥ 0.5 为高，0.1–0.5 为中，0.001–0.1 为低，< 0.001 为无效[3]。若点滴处出现透明区但在更高稀释度下没有单个噬斑，则提示外源性裂解或细菌素作用，不能计为增殖性感染。",
    ),
  ],
  troubleshooting: [
    {
      problem: b("No plaques at any dilution", "各稀释度均无噬斑"),
      cause: b(
        "Missing divalent cations, host not susceptible or phage inactivated",
        "缺少二价阳离子、宿主不敏感或噬菌体失活",
      ),
      solution: b(
        "Add MgSO~4~ and CaCl~2~, check the host with a reference lysate and avoid chloroform with lipid-containing phages.",
        "补加 MgSO~4~ 和 CaCl~2~，用参考裂解液核查宿主，含脂质噬菌体避免使用氯仿。",
      ),
    },
    {
      problem: b("Plaques too small or fuzzy to count", "噬斑太小或边缘模糊，难以计数"),
      cause: b("Top agar too concentrated or lawn too dense", "上层琼脂浓度过高或菌苔过密"),
      solution: b(
        "Lower top agar to 0.4–0.5% and use 100 µL of host cells.",
        "将上层琼脂浓度降至 0.4%–0.5%，宿主菌用量减至 100 µL。",
      ),
    },
    {
      problem: b("Replicate plates differ by more than two-fold", "平行平板计数相差 2 倍以上"),
      cause: b("Pipetting errors in dilutions or phage sticking to tips", "稀释时移液误差或噬菌体吸附于吸头"),
      solution: b(
        "Vortex each dilution, change tips at every step and use SM buffer with gelatin.",
        "每个稀释度充分涡旋，每步更换吸头，并使用含明胶的 SM 缓冲液。",
      ),
    },
  ],
  references: [
    {
      authors: "Ellis, E. L., Delbrück, M.",
      year: 1939,
      title: "The growth of bacteriophage",
      journal: "The Journal of General Physiology",
      volume: "22",
      pages: "365–384",
    },
    {
      authors: "Kropinski, A. M., Mazzocco, A., Waddell, T. E., Lingohr, E., Johnson, R. P.",
      year: 2009,
      title: "Enumeration of bacteriophages by double agar overlay plaque assay",
      journal: "Methods in Molecular Biology",
      volume: "501",
      pages: "69–76",
    },
    {
      authors: "Kutter, E.",
      year: 2009,
      title: "Phage host range and efficiency of plating",
      journal: "Methods in Molecular Biology",
      volume: "501",
      pages: "141–149",
    },
  ],
};

export const TECHNIQUES: Technique[] = [
  gibsonAssembly,
  dualLuciferase,
  ripQpcr,
  smFish,
  deseq2RnaSeq,
  atacMacs2,
  iqtreePhylogeny,
  vinaDocking,
  brothMicrodilution,
  crystalVioletBiofilm,
  bacterialTwoHybrid,
  plaqueAssay,
];
