import type { Technique } from "./types";

/**
 * Technique templates for Biochemistry (2), Biophysics (26) and Systems Biology (13): four each, in that order.
 * Every context lists only organism + sample pairs in which the technique is really used, and every target is
 * valid for every context of its technique.
 */
export const TECHNIQUES: Technique[] = [
  // ───────────────────────────── Biochemistry ─────────────────────────────
  {
    id: "continuous-spectrophotometric-enzyme-assay",
    name: { en: "continuous spectrophotometric enzyme assay", cn: "酶活性连续监测法" },
    categoryIds: [2, 13],
    contexts: [
      {
        organism: "Escherichia coli",
        organismText: { en: "*E. coli*", cn: "大肠杆菌" },
        sample: { en: "clarified lysates of *E. coli* K-12 cells", cn: "大肠杆菌 K-12 细胞澄清裂解液" },
      },
      {
        organism: "Bacillus subtilis",
        organismText: { en: "*B. subtilis*", cn: "枯草芽孢杆菌" },
        sample: { en: "clarified lysates of *B. subtilis* 168 cells", cn: "枯草芽孢杆菌 168 细胞澄清裂解液" },
      },
      {
        organism: "Saccharomyces cerevisiae",
        organismText: { en: "yeast", cn: "酿酒酵母" },
        sample: { en: "cell-free extracts of exponentially growing yeast", cn: "对数生长期酿酒酵母无细胞提取物" },
      },
      {
        organism: "Mus musculus",
        organismText: { en: "mice", cn: "小鼠" },
        sample: { en: "liver homogenates from adult mice", cn: "成年小鼠肝脏匀浆" },
      },
      {
        organism: "Sus scrofa",
        organismText: { en: "pigs", cn: "猪" },
        sample: { en: "porcine heart muscle extracts", cn: "猪心肌提取物" },
      },
      {
        organism: "Homo sapiens",
        organismText: { en: "human cells", cn: "人源细胞" },
        sample: { en: "HEK293T cell lysates", cn: "HEK293T 细胞裂解液" },
      },
    ],
    targets: [
      { en: "malate dehydrogenase", cn: "苹果酸脱氢酶" },
      { en: "glucose-6-phosphate dehydrogenase", cn: "葡萄糖-6-磷酸脱氢酶" },
      { en: "NADP^+^-dependent isocitrate dehydrogenase", cn: "NADP^+^ 依赖型异柠檬酸脱氢酶" },
      { en: "pyruvate kinase", cn: "丙酮酸激酶" },
      { en: "glutamate dehydrogenase", cn: "谷氨酸脱氢酶" },
    ],
    keywords: [
      { en: "Enzyme kinetics", cn: "酶动力学" },
      { en: "NAD(P)H absorbance", cn: "NAD(P)H 吸光度" },
      { en: "Michaelis–Menten", cn: "米氏方程" },
      { en: "Coupled enzyme assay", cn: "偶联酶法" },
      { en: "Specific activity", cn: "比活力" },
    ],
    titles: [
      {
        en: "Continuous Spectrophotometric Assay of {target} Activity in {sample}",
        cn: "{sample}中{target}活性的连续分光光度法测定",
      },
      {
        en: "Steady-state Kinetics of {target} in {organism} Measured by NAD(P)H Absorbance",
        cn: "基于 NAD(P)H 吸光度的{organism}{target}稳态动力学测定",
      },
      {
        en: "A Microplate Assay for the Specific Activity and K~m~ of {target} in {organism}",
        cn: "微孔板法测定{organism}{target}的比活力与 K~m~",
      },
      {
        en: "Determining V~max~ and K~m~ of {target} in Crude Extracts: A 340 nm Kinetic Assay",
        cn: "粗提物中{target} V~max~ 与 K~m~ 的 340 nm 动力学测定",
      },
    ],
    abstract: {
      aim: [
        {
          en: "Enzyme activities measured in extracts link protein abundance to metabolic capacity, but they are only comparable when assays are run under initial-rate conditions with saturating substrates.",
          cn: "在提取物中测定的酶活性可将蛋白丰度与代谢能力联系起来，但只有在底物饱和、以初速度条件进行测定时，结果才具有可比性。",
        },
        {
          en: "This protocol describes a continuous microplate assay that determines the specific activity, K~m~ and V~max~ of {target} in {sample}.",
          cn: "本方案介绍一种连续微孔板测定法，用于测定{sample}中{target}的比活力、K~m~ 和 V~max~。",
        },
      ],
      method: [
        {
          en: "Extracts are desalted to remove endogenous metabolites and assayed at 30 °C in 200 µL reactions in UV-transparent 96-well plates.",
          cn: "提取物经脱盐去除内源代谢物后，在 UV 透明 96 孔板中以 200 µL 反应体系于 30 °C 进行测定。",
        },
        {
          en: "The reaction is followed as the change in NAD(P)H absorbance at 340 nm, either directly or through an auxiliary coupling enzyme, and a background rate is recorded before the substrate is added.",
          cn: "通过 340 nm 处 NAD(P)H 吸光度的变化直接或借助辅助偶联酶跟踪反应，并在加入底物前记录本底速率。",
        },
        {
          en: "Initial rates at eight substrate concentrations are fitted to the Michaelis–Menten equation by non-linear regression.",
          cn: "以非线性回归将 8 个底物浓度下的初速度拟合至米氏方程。",
        },
      ],
      result: [
        {
          en: "Rates were linear for 3–8 min and proportional to extract input between 1 and 20 µg of protein, with coefficients of variation of 3–8% between technical replicates.",
          cn: "反应速率在 3–8 min 内呈线性，并在 1–20 µg 蛋白上样量范围内与提取物用量成正比，技术重复间变异系数为 3%–8%。",
        },
        {
          en: "Apparent K~m~ values for {target} were within twofold of published values for the purified enzyme, and specific activities ranged from 0.05 to 2.4 U/mg protein.",
          cn: "{target}的表观 K~m~ 与已报道的纯化酶数值相差不超过两倍，比活力为 0.05–2.4 U/mg 蛋白。",
        },
      ],
    },
    background: [
      {
        en: "The initial rate of an enzyme-catalysed reaction depends hyperbolically on substrate concentration, as first formulated by Michaelis and Menten [1,2]. Linear transformations such as the double-reciprocal plot [3] were long used to estimate K~m~ and V~max~, but they distort experimental error; non-linear regression of the untransformed data is now the standard.",
        cn: "酶促反应的初速度与底物浓度呈双曲线关系，这一规律最早由 Michaelis 和 Menten 提出 [1,2]。双倒数作图等线性变换 [3] 曾长期用于估算 K~m~ 和 V~max~，但会扭曲实验误差；如今的标准做法是对未经变换的数据进行非线性回归。",
      },
      {
        en: "Dehydrogenases that use NAD^+^ or NADP^+^ can be followed continuously because the reduced cofactors absorb at 340 nm (ε = 6.22 mM^−1^ cm^−1^) whereas the oxidised forms do not. Kinases and other enzymes without a chromophore are coupled to an NAD(P)H-dependent auxiliary enzyme. Measuring many enzymes in the same extract under standardised conditions makes such data usable for kinetic models in systems biology [4]; activities are normalised to total protein determined by the bicinchoninic acid assay [5].",
        cn: "以 NAD^+^ 或 NADP^+^ 为辅酶的脱氢酶可被连续监测，因为还原型辅酶在 340 nm 处有吸收（ε = 6.22 mM^−1^ cm^−1^），而氧化型则没有。对于激酶等本身不产生发色团的酶，可将其与依赖 NAD(P)H 的辅助酶偶联。在标准化条件下测定同一提取物中的多种酶，可使所得数据用于系统生物学的动力学模型 [4]；酶活性以二喹啉甲酸（BCA）法测得的总蛋白进行归一化 [5]。",
      },
    ],
    materials: [
      { name: { en: "β-NADH, disodium salt", cn: "β-NADH 二钠盐" }, supplier: "Sigma-Aldrich", catalog: "N8129" },
      { name: { en: "β-NADP^+^, sodium salt", cn: "β-NADP^+^ 钠盐" }, supplier: "Sigma-Aldrich", catalog: "N0505" },
      { name: { en: "Oxaloacetic acid", cn: "草酰乙酸" }, supplier: "Sigma-Aldrich", catalog: "O4126" },
      { name: { en: "D-Glucose 6-phosphate sodium salt", cn: "D-葡萄糖-6-磷酸钠盐" }, supplier: "Sigma-Aldrich", catalog: "G7879" },
      { name: { en: "Phospho(enol)pyruvic acid monopotassium salt", cn: "磷酸烯醇式丙酮酸单钾盐" }, supplier: "Sigma-Aldrich", catalog: "P7127" },
      { name: { en: "L-Lactic dehydrogenase from rabbit muscle (coupling enzyme)", cn: "兔肌 L-乳酸脱氢酶（偶联酶）" }, supplier: "Sigma-Aldrich", catalog: "L2500" },
      { name: { en: "Zeba Spin Desalting Columns, 7K MWCO, 0.5 mL", cn: "Zeba 脱盐离心柱，7K MWCO，0.5 mL" }, supplier: "Thermo Fisher Scientific", catalog: "89882" },
      { name: { en: "Pierce BCA Protein Assay Kit", cn: "Pierce BCA 蛋白定量试剂盒" }, supplier: "Thermo Fisher Scientific", catalog: "23225" },
      { name: { en: "cOmplete EDTA-free Protease Inhibitor Cocktail", cn: "cOmplete 无 EDTA 蛋白酶抑制剂混合片" }, supplier: "Roche", catalog: "11873580001" },
      { name: { en: "UV-transparent 96-well microplates, flat bottom", cn: "UV 透明 96 孔平底微孔板" }, supplier: "Corning", catalog: "3635" },
    ],
    equipment: [
      { name: { en: "Microplate reader with monochromator and temperature control", cn: "带单色器和温控的酶标仪" }, supplier: "BMG Labtech", catalog: "CLARIOstar Plus" },
      { name: { en: "Bead mill homogeniser", cn: "珠磨式匀浆仪" }, supplier: "MP Biomedicals", catalog: "FastPrep-24 5G" },
      { name: { en: "Refrigerated microcentrifuge", cn: "冷冻微量离心机" }, supplier: "Eppendorf", catalog: "5424 R" },
      { name: { en: "Potter–Elvehjem glass–PTFE homogeniser, 2 mL", cn: "Potter–Elvehjem 玻璃-聚四氟乙烯匀浆器，2 mL" }, supplier: "Wheaton", catalog: "358029" },
    ],
    software: [
      { name: { en: "GraphPad Prism (non-linear regression)", cn: "GraphPad Prism（非线性回归）" }, supplier: "GraphPad Software", catalog: "v10" },
      { name: { en: "MARS data analysis software", cn: "MARS 数据分析软件" }, supplier: "BMG Labtech", catalog: "v4.20" },
    ],
    steps: [
      {
        text: {
          en: "Collect the starting material on ice and add 5 volumes (mL per gram of wet weight) of ice-cold extraction buffer (Recipe 1). Disrupt microbial cells with an equal volume of 0.5 mm glass beads in a bead mill (4 × 30 s at 6 m/s, 1 min on ice between cycles), tissues with 10 strokes of a Potter–Elvehjem homogeniser, and cultured cells by three 5 s sonication pulses at 30% amplitude.",
          cn: "在冰上收集起始材料，加入 5 倍体积（每克湿重加 mL 数）预冷的提取缓冲液（配方 1）。微生物细胞加入等体积 0.5 mm 玻璃珠后用珠磨仪破碎（6 m/s，4 × 30 s，每次间隔冰浴 1 min）；组织用 Potter–Elvehjem 匀浆器匀浆 10 次；培养细胞以 30% 振幅超声 3 次，每次 5 s。",
        },
        notes: [
          {
            en: "**Critical:** keep all material at 0–4 °C from harvest onwards; several dehydrogenases lose 20–50% of their activity within 1 h at room temperature in crude extracts.",
            cn: "**关键：**从收集开始所有材料均须保持在 0–4 °C；在粗提物中，部分脱氢酶在室温下 1 h 内即会损失 20%–50% 的活性。",
          },
        ],
      },
      {
        text: {
          en: "Centrifuge the homogenate at 20,000 × g for 15 min at 4 °C and transfer the supernatant to a fresh pre-cooled tube.",
          cn: "4 °C、20,000 × g 离心匀浆 15 min，将上清转移至预冷的新离心管中。",
        },
      },
      {
        text: {
          en: "Desalt 100 µL of the supernatant on a Zeba spin column equilibrated with assay buffer (1,500 × g, 2 min, 4 °C) to remove endogenous substrates, cofactors and inhibitors.",
          cn: "取 100 µL 上清，通过已用测定缓冲液平衡的 Zeba 脱盐离心柱（4 °C、1,500 × g 离心 2 min），去除内源底物、辅酶和抑制剂。",
        },
        notes: [
          {
            en: "**Critical:** without desalting, endogenous NAD(P)H and substrates produce rates before the reaction is started and distort the kinetics at low substrate concentrations.",
            cn: "**关键：**若不脱盐，内源 NAD(P)H 和底物会在反应启动前即产生速率，并使低底物浓度下的动力学失真。",
          },
        ],
      },
      {
        text: {
          en: "Determine the protein concentration with the BCA assay [5] and dilute the extract in assay buffer so that 10 µL contains 1–20 µg of protein.",
          cn: "用 BCA 法 [5] 测定蛋白浓度，用测定缓冲液稀释提取物，使每 10 µL 含 1–20 µg 蛋白。",
        },
        notes: [
          {
            en: "**Pause point:** desalted extracts can be flash-frozen in liquid nitrogen and stored at −80 °C for up to 2 weeks; test the loss of activity after one freeze–thaw cycle for each enzyme before relying on stored material.",
            cn: "**暂停点：**脱盐后的提取物可用液氮速冻，−80 °C 保存至多 2 周；使用冻存材料前，应先检测每种酶经一次冻融后的活性损失。",
          },
        ],
      },
      {
        text: {
          en: "Switch on the plate reader at least 30 min before use, set the chamber to 30 °C and program a kinetic read at 340 nm every 15 s for 10 min with 3 s of orbital shaking before the first read.",
          cn: "至少提前 30 min 打开酶标仪，将腔室温度设为 30 °C，并设置 340 nm 动力学读数程序：每 15 s 读数一次，共 10 min，首次读数前轨道振荡 3 s。",
        },
      },
      {
        text: {
          en: "In each well of a UV-transparent plate, combine 160 µL of assay buffer containing the cofactor and any coupling enzyme for {target} (Recipe 2) with 10 µL of diluted extract. Pre-incubate the plate in the reader for 5 min.",
          cn: "在 UV 透明微孔板的每孔中，加入 160 µL 含{target}测定所需辅酶及偶联酶（配方 2）的测定缓冲液和 10 µL 稀释后的提取物。将微孔板置于酶标仪中预孵育 5 min。",
        },
        notes: [
          {
            en: "Keep the starting A~340~ below 1.2 (about 0.2 mM NADH in 200 µL with a 0.56 cm light path); higher values fall outside the linear range of most readers.",
            cn: "起始 A~340~ 应低于 1.2（200 µL 体系、光程 0.56 cm 时约相当于 0.2 mM NADH）；数值过高会超出多数酶标仪的线性范围。",
          },
        ],
      },
      {
        text: {
          en: "Record the background rate for 3 min before adding substrate; this captures NAD(P)H oxidase and other substrate-independent activities of the extract.",
          cn: "加入底物前记录 3 min 本底速率，以反映提取物中 NAD(P)H 氧化酶及其他不依赖底物的活性。",
        },
      },
      {
        text: {
          en: "Start the reaction by adding 30 µL of substrate with a multichannel pipette (final volume 200 µL), shake for 3 s and read for 10 min.",
          cn: "用多道移液器加入 30 µL 底物启动反应（终体积 200 µL），振荡 3 s 后连续读数 10 min。",
        },
        notes: [
          {
            en: "**Critical:** prepare oxaloacetate and phosphoenolpyruvate solutions fresh on ice and neutralise them with KOH; oxaloacetate decarboxylates spontaneously with a half-life of a few hours at room temperature.",
            cn: "**关键：**草酰乙酸和磷酸烯醇式丙酮酸溶液须在冰上新鲜配制并用 KOH 中和；草酰乙酸在室温下会自发脱羧，半衰期仅数小时。",
          },
        ],
      },
      {
        text: {
          en: "Run the controls on the same plate: no extract (non-enzymatic rate), no substrate (background), and two extract amounts differing twofold to confirm that the rate is proportional to enzyme.",
          cn: "在同一块板上设置对照：不加提取物（非酶促速率）、不加底物（本底）以及相差两倍的两种提取物用量，以确认速率与酶量成正比。",
        },
      },
      {
        text: {
          en: "For kinetic constants, repeat the assay at eight substrate concentrations spanning 0.2–10 × the expected K~m~, keeping the cofactor saturating, in triplicate wells.",
          cn: "测定动力学常数时，在辅酶饱和的条件下，于 0.2–10 倍预期 K~m~ 范围内设置 8 个底物浓度重复上述测定，每个浓度设 3 个复孔。",
        },
      },
      {
        text: {
          en: "Measure the A~340~ of an NADH standard series (0, 25, 50, 100, 150 and 200 µM in 200 µL of assay buffer) on every plate to obtain the effective path length.",
          cn: "每块板均测定 NADH 标准系列（200 µL 测定缓冲液中 0、25、50、100、150 和 200 µM）的 A~340~，以求得有效光程。",
        },
      },
    ],
    dataAnalysis: [
      {
        en: "Take the slope of the linear part of each trace (at least 10 points, R^2^ > 0.98) and subtract the background rate recorded before substrate addition. Convert ΔA~340~/min to µmol/min with the slope of the NADH standard curve (equivalent to ε × path length) and the reaction volume, and express specific activity in U/mg protein (1 U = 1 µmol/min). For a coupled assay, confirm that doubling the coupling enzyme does not change the rate.",
        cn: "取每条曲线线性部分（至少 10 个数据点，R^2^ > 0.98）的斜率，减去加入底物前记录的本底速率。利用 NADH 标准曲线的斜率（相当于 ε × 光程）和反应体积将 ΔA~340~/min 换算为 µmol/min，比活力以 U/mg 蛋白表示（1 U = 1 µmol/min）。对于偶联测定，应确认偶联酶加倍后速率不变。",
      },
      {
        en: "Fit initial rates versus substrate concentration to v = V~max~[S]/(K~m~ + [S]) by non-linear least squares and report K~m~ and V~max~ with 95% confidence intervals from at least three independent extracts. Use double-reciprocal plots only for display [3].",
        cn: "以非线性最小二乘法将初速度对底物浓度拟合至 v = V~max~[S]/(K~m~ + [S])，报告至少 3 份独立提取物所得 K~m~ 和 V~max~ 及其 95% 置信区间。双倒数作图仅用于展示 [3]。",
      },
    ],
    troubleshooting: [
      {
        problem: { en: "Absorbance decreases before substrate is added", cn: "加入底物前吸光度即下降" },
        cause: { en: "NAD(P)H oxidases or residual endogenous substrates in the extract", cn: "提取物中存在 NAD(P)H 氧化酶或残留的内源底物" },
        solution: { en: "Desalt the extract, add 1 mM KCN to inhibit respiratory NADH oxidation in mitochondria-containing extracts, and subtract the background rate", cn: "对提取物进行脱盐；对含线粒体的提取物加入 1 mM KCN 抑制呼吸链对 NADH 的氧化，并扣除本底速率" },
      },
      {
        problem: { en: "Traces curve after less than 2 min", cn: "反应曲线在 2 min 内即弯曲" },
        cause: { en: "Too much enzyme, substrate depletion or product inhibition", cn: "酶量过多、底物耗竭或产物抑制" },
        solution: { en: "Dilute the extract 2–5-fold so that less than 10% of the substrate is consumed during the measurement", cn: "将提取物稀释 2–5 倍，使测定期间底物消耗少于 10%" },
      },
      {
        problem: { en: "Rate not proportional to extract amount", cn: "速率与提取物用量不成正比" },
        cause: { en: "Coupling enzyme rate-limiting or inhibitors in the extract", cn: "偶联酶成为限速步骤，或提取物中含有抑制剂" },
        solution: { en: "Double the coupling enzyme (to 20 U/mL) and verify linearity with a dilution series of the extract", cn: "将偶联酶加倍（至 20 U/mL），并用提取物稀释系列验证线性" },
      },
    ],
    recipes: [
      {
        name: { en: "Recipe 1. Extraction buffer", cn: "配方 1. 提取缓冲液" },
        composition: {
          en: "50 mM HEPES-KOH pH 7.5, 100 mM KCl, 1 mM EDTA, 10% (v/v) glycerol, 1 mM DTT (added fresh), 1 tablet cOmplete EDTA-free per 50 mL. Assay buffer: 100 mM HEPES-KOH pH 7.5, 5 mM MgCl~2~, 50 mM KCl.",
          cn: "50 mM HEPES-KOH（pH 7.5），100 mM KCl，1 mM EDTA，10%（v/v）甘油，1 mM DTT（临用前加入），每 50 mL 加 1 片 cOmplete 无 EDTA 蛋白酶抑制剂。测定缓冲液：100 mM HEPES-KOH（pH 7.5），5 mM MgCl~2~，50 mM KCl。",
        },
      },
      {
        name: { en: "Recipe 2. Final concentrations per enzyme", cn: "配方 2. 各酶测定的终浓度" },
        composition: {
          en: "Malate dehydrogenase: 0.2 mM NADH, 0.5 mM oxaloacetate. Glucose-6-phosphate dehydrogenase: 0.5 mM NADP^+^, 2 mM glucose 6-phosphate. NADP^+^-isocitrate dehydrogenase: 0.5 mM NADP^+^, 1 mM D-isocitrate. Pyruvate kinase: 0.2 mM NADH, 2 mM ADP, 2 mM phosphoenolpyruvate, 10 U/mL lactate dehydrogenase, 75 mM KCl. Glutamate dehydrogenase: 0.2 mM NADH or NADPH, 5 mM 2-oxoglutarate, 100 mM NH~4~Cl.",
          cn: "苹果酸脱氢酶：0.2 mM NADH，0.5 mM 草酰乙酸。葡萄糖-6-磷酸脱氢酶：0.5 mM NADP^+^，2 mM 葡萄糖-6-磷酸。NADP^+^ 依赖型异柠檬酸脱氢酶：0.5 mM NADP^+^，1 mM D-异柠檬酸。丙酮酸激酶：0.2 mM NADH，2 mM ADP，2 mM 磷酸烯醇式丙酮酸，10 U/mL 乳酸脱氢酶，75 mM KCl。谷氨酸脱氢酶：0.2 mM NADH 或 NADPH，5 mM 2-酮戊二酸，100 mM NH~4~Cl。",
        },
      },
    ],
    references: [
      { authors: "Michaelis, L., Menten, M. L.", year: 1913, title: "Die Kinetik der Invertinwirkung", journal: "Biochemische Zeitschrift", volume: "49", pages: "333–369" },
      { authors: "Johnson, K. A., Goody, R. S.", year: 2011, title: "The original Michaelis constant: translation of the 1913 Michaelis–Menten paper", journal: "Biochemistry", volume: "50", pages: "8264–8269" },
      { authors: "Lineweaver, H., Burk, D.", year: 1934, title: "The determination of enzyme dissociation constants", journal: "Journal of the American Chemical Society", volume: "56", pages: "658–666" },
      { authors: "van Eunen, K., Bouwman, J., Daran-Lapujade, P., et al.", year: 2010, title: "Measuring enzyme activities under standardized in vivo-like conditions for systems biology", journal: "FEBS Journal", volume: "277", pages: "749–760" },
      { authors: "Smith, P. K., Krohn, R. I., Hermanson, G. T., et al.", year: 1985, title: "Measurement of protein using bicinchoninic acid", journal: "Analytical Biochemistry", volume: "150", pages: "76–85", doi: "10.1016/0003-2697(85)90442-7" },
    ],
  },
  {
    id: "co-immunoprecipitation-endogenous-complexes",
    name: { en: "co-immunoprecipitation", cn: "免疫共沉淀" },
    categoryIds: [2, 4],
    contexts: [
      {
        organism: "Homo sapiens",
        organismText: { en: "human cells", cn: "人源细胞" },
        sample: { en: "HEK293T cells", cn: "HEK293T 细胞" },
      },
      {
        organism: "Homo sapiens",
        organismText: { en: "human cells", cn: "人源细胞" },
        sample: { en: "HeLa cells", cn: "HeLa 细胞" },
      },
      {
        organism: "Mus musculus",
        organismText: { en: "mice", cn: "小鼠" },
        sample: { en: "mouse embryonic fibroblasts", cn: "小鼠胚胎成纤维细胞" },
      },
      {
        organism: "Mus musculus",
        organismText: { en: "mice", cn: "小鼠" },
        sample: { en: "liver tissue of adult mice", cn: "成年小鼠肝组织" },
      },
    ],
    targets: [
      { en: "the mTOR–Raptor interaction", cn: "mTOR–Raptor 相互作用" },
      { en: "the Keap1–Nrf2 interaction", cn: "Keap1–Nrf2 相互作用" },
      { en: "the TSC1–TSC2 complex", cn: "TSC1–TSC2 复合物" },
      { en: "the HSP90–CDC37 chaperone complex", cn: "HSP90–CDC37 分子伴侣复合物" },
      { en: "the AMPK α–β–γ heterotrimer", cn: "AMPK α–β–γ 异源三聚体" },
    ],
    keywords: [
      { en: "Co-immunoprecipitation", cn: "免疫共沉淀" },
      { en: "Protein–protein interaction", cn: "蛋白质相互作用" },
      { en: "Protein complex", cn: "蛋白复合物" },
      { en: "Magnetic beads", cn: "磁珠" },
      { en: "Western blotting", cn: "蛋白质印迹" },
    ],
    titles: [
      { en: "Co-immunoprecipitation of {target} from {sample}", cn: "{sample}中{target}的免疫共沉淀检测" },
      {
        en: "Detecting {target} in {organism} by Co-immunoprecipitation of Endogenous Proteins",
        cn: "利用内源蛋白免疫共沉淀检测{organism}{target}",
      },
      {
        en: "A Magnetic-bead Co-immunoprecipitation Protocol for {target}",
        cn: "基于磁珠的{target}免疫共沉淀方案",
      },
      {
        en: "Preserving Labile Complexes: Co-immunoprecipitation of {target} under Mild Detergent Conditions",
        cn: "温和去垢剂条件下{target}的免疫共沉淀：保留不稳定复合物",
      },
    ],
    abstract: {
      aim: [
        {
          en: "Co-immunoprecipitation of endogenous proteins remains the most direct biochemical evidence that two proteins are associated in cells, provided that lysis preserves the complex and the controls exclude non-specific binding.",
          cn: "内源蛋白的免疫共沉淀仍是证明两种蛋白在细胞内相互结合的最直接生化证据，前提是裂解条件能保留复合物，且对照能排除非特异性结合。",
        },
        {
          en: "This protocol describes the detection of {target} in {sample} with magnetic protein A/G beads and immunoblotting.",
          cn: "本方案介绍利用 Protein A/G 磁珠和免疫印迹检测{sample}中{target}的方法。",
        },
      ],
      method: [
        {
          en: "Cells or tissue are lysed in a CHAPS-based buffer that keeps detergent-sensitive complexes intact, and lysates are cleared at 16,000 × g and pre-cleared with beads.",
          cn: "细胞或组织在以 CHAPS 为基础、可保持去垢剂敏感复合物完整的缓冲液中裂解，裂解液经 16,000 × g 离心澄清，并用磁珠预清除。",
        },
        {
          en: "The bait is captured with 2 µg of an IP-validated antibody per milligram of lysate and collected on protein A/G magnetic beads; a species-matched IgG serves as the negative control.",
          cn: "每毫克裂解液蛋白加入 2 µg 经 IP 验证的抗体捕获诱饵蛋白，再用 Protein A/G 磁珠收集；以同种属 IgG 作为阴性对照。",
        },
        {
          en: "Input, IgG and specific immunoprecipitates are analysed side by side by SDS-PAGE and immunoblotting with a detection reagent that does not recognise denatured IgG.",
          cn: "输入样品、IgG 对照及特异性免疫沉淀样品并排进行 SDS-PAGE 和免疫印迹，并使用不识别变性 IgG 的检测试剂。",
        },
      ],
      result: [
        {
          en: "The prey protein was recovered with the bait at 2–15% of its input amount, and no prey was detected in IgG controls.",
          cn: "猎物蛋白随诱饵蛋白一同被回收，回收量为其输入量的 2%–15%，IgG 对照中未检出猎物蛋白。",
        },
        {
          en: "Reciprocal immunoprecipitation confirmed the association, and replacing CHAPS with 1% Triton X-100 reduced co-precipitation of detergent-sensitive partners by more than 80%.",
          cn: "反向免疫沉淀证实了两者的结合；将 CHAPS 换成 1% Triton X-100 后，对去垢剂敏感的结合蛋白的共沉淀减少了 80% 以上。",
        },
      ],
    },
    background: [
      {
        en: "Immunoprecipitation with antibodies bound to staphylococcal protein A [1] isolates an antigen together with the proteins that are stably associated with it. After SDS-PAGE [2] and transfer to a membrane [3], the presence of a partner protein in the precipitate, and its absence from a control precipitate, indicates that the two proteins form a complex in the lysate.",
        cn: "利用与葡萄球菌 Protein A 结合的抗体进行免疫沉淀 [1]，可将抗原连同与之稳定结合的蛋白一起分离出来。经 SDS-PAGE [2] 和转膜 [3] 后，若沉淀物中存在结合蛋白而对照沉淀中没有，即表明两种蛋白在裂解液中形成了复合物。",
      },
      {
        en: "The outcome depends strongly on lysis conditions. Some complexes dissociate in non-ionic detergents: the interaction of mTOR with Raptor is preserved in 0.3% CHAPS but largely lost in Triton X-100 [4]. Transient or low-abundance complexes, such as Keap1 with its rapidly degraded substrate Nrf2 [5], are easier to detect when degradation is blocked before lysis. The protocol therefore uses the mildest detergent that solubilises the bait and includes controls for every precipitation.",
        cn: "实验结果在很大程度上取决于裂解条件。有些复合物在非离子去垢剂中会解离：mTOR 与 Raptor 的结合在 0.3% CHAPS 中得以保留，而在 Triton X-100 中大部分丧失 [4]。瞬时或低丰度的复合物，例如 Keap1 与其快速降解的底物 Nrf2 [5]，在裂解前阻断降解时更易检出。因此，本方案采用能溶解诱饵蛋白的最温和去垢剂，并为每次沉淀设置对照。",
      },
    ],
    materials: [
      { name: { en: "Pierce Protein A/G Magnetic Beads", cn: "Pierce Protein A/G 磁珠" }, supplier: "Thermo Fisher Scientific", catalog: "88802" },
      { name: { en: "CHAPS", cn: "CHAPS" }, supplier: "Sigma-Aldrich", catalog: "C3023" },
      { name: { en: "Normal Rabbit IgG (negative control)", cn: "正常兔 IgG（阴性对照）" }, supplier: "Cell Signaling Technology", catalog: "2729" },
      { name: { en: "cOmplete EDTA-free Protease Inhibitor Cocktail", cn: "cOmplete 无 EDTA 蛋白酶抑制剂混合片" }, supplier: "Roche", catalog: "11873580001" },
      { name: { en: "PhosSTOP phosphatase inhibitor tablets", cn: "PhosSTOP 磷酸酶抑制剂片" }, supplier: "Roche", catalog: "4906845001" },
      { name: { en: "Pierce BCA Protein Assay Kit", cn: "Pierce BCA 蛋白定量试剂盒" }, supplier: "Thermo Fisher Scientific", catalog: "23225" },
      { name: { en: "4–15% Mini-PROTEAN TGX precast gels", cn: "4–15% Mini-PROTEAN TGX 预制胶" }, supplier: "Bio-Rad", catalog: "4561084" },
      { name: { en: "Immobilon-P PVDF membrane, 0.45 µm", cn: "Immobilon-P PVDF 膜，0.45 µm" }, supplier: "Merck Millipore", catalog: "IPVH00010" },
      { name: { en: "VeriBlot for IP Detection Reagent (HRP)", cn: "VeriBlot IP 检测试剂（HRP）" }, supplier: "Abcam", catalog: "ab131366" },
      { name: { en: "SuperSignal West Pico PLUS Chemiluminescent Substrate", cn: "SuperSignal West Pico PLUS 化学发光底物" }, supplier: "Thermo Fisher Scientific", catalog: "34580" },
    ],
    equipment: [
      { name: { en: "Magnetic separation rack for 1.5 mL tubes", cn: "1.5 mL 离心管磁力架" }, supplier: "Thermo Fisher Scientific", catalog: "DynaMag-2 (12321D)" },
      { name: { en: "Tube rotator in a cold room (4 °C)", cn: "冷室（4 °C）内的旋转混匀仪" }, supplier: "Stuart", catalog: "SB3" },
      { name: { en: "Refrigerated microcentrifuge", cn: "冷冻微量离心机" }, supplier: "Eppendorf", catalog: "5424 R" },
      { name: { en: "Wet transfer system", cn: "湿式转膜系统" }, supplier: "Bio-Rad", catalog: "Mini Trans-Blot Cell" },
      { name: { en: "Chemiluminescence imager", cn: "化学发光成像系统" }, supplier: "Bio-Rad", catalog: "ChemiDoc MP" },
    ],
    software: [{ name: { en: "Image Lab (densitometry)", cn: "Image Lab（光密度分析）" }, supplier: "Bio-Rad", catalog: "v6.1" }],
    steps: [
      {
        text: {
          en: "Grow cells to 80–90% confluence in 10 cm dishes (two dishes per immunoprecipitation), or excise 50–100 mg of tissue and snap-freeze it in liquid nitrogen. Wash dishes twice with ice-cold PBS.",
          cn: "将细胞培养于 10 cm 培养皿中至汇合度达 80%–90%（每次免疫沉淀用 2 皿），或取 50–100 mg 组织经液氮速冻。用预冷 PBS 洗涤培养皿 2 次。",
        },
        notes: [
          {
            en: "To capture complexes with short-lived partners, treat cells with 10 µM MG132 for 4 h before harvest.",
            cn: "为捕获含短寿命结合蛋白的复合物，可在收获前用 10 µM MG132 处理细胞 4 h。",
          },
        ],
      },
      {
        text: {
          en: "Add 1 mL of ice-cold CHAPS lysis buffer (Recipe 1) per dish and scrape the cells, or homogenise the tissue in 1 mL of buffer with 20 strokes of a tight-fitting Dounce homogeniser. Rotate the lysate for 20 min at 4 °C.",
          cn: "每皿加入 1 mL 预冷 CHAPS 裂解缓冲液（配方 1）后刮取细胞；组织则在 1 mL 缓冲液中用紧配合 Dounce 匀浆器匀浆 20 次。裂解液于 4 °C 旋转孵育 20 min。",
        },
        notes: [
          {
            en: "**Critical:** do not replace CHAPS with Triton X-100 or NP-40 without testing; these detergents dissociate some complexes, including mTOR–Raptor [4].",
            cn: "**关键：**未经验证不得用 Triton X-100 或 NP-40 代替 CHAPS；这些去垢剂会使包括 mTOR–Raptor 在内的部分复合物解离 [4]。",
          },
        ],
      },
      {
        text: {
          en: "Centrifuge at 16,000 × g for 10 min at 4 °C, transfer the supernatant to a pre-cooled tube and measure the protein concentration by BCA assay. Adjust all samples to 1.5 mg/mL with lysis buffer.",
          cn: "4 °C、16,000 × g 离心 10 min，将上清转移至预冷离心管中，用 BCA 法测定蛋白浓度。用裂解缓冲液将所有样品调至 1.5 mg/mL。",
        },
      },
      {
        text: {
          en: "Remove 50 µL of each lysate as the input sample and mix it with 50 µL of 2× Laemmli sample buffer.",
          cn: "每份裂解液取 50 µL 作为输入样品，与 50 µL 2× Laemmli 上样缓冲液混合。",
        },
      },
      {
        text: {
          en: "Pre-clear 1 mL of lysate (1.5 mg of protein) with 20 µL of washed protein A/G magnetic beads for 30 min at 4 °C with rotation, then discard the beads on the magnet.",
          cn: "取 1 mL 裂解液（含 1.5 mg 蛋白），加入 20 µL 洗涤过的 Protein A/G 磁珠，4 °C 旋转预清除 30 min，然后在磁力架上弃去磁珠。",
        },
      },
      {
        text: {
          en: "Split the pre-cleared lysate into two equal portions. Add 1.5 µg of antibody against the bait protein to one and 1.5 µg of normal rabbit IgG to the other, and rotate for 2 h at 4 °C.",
          cn: "将预清除后的裂解液均分为两份，一份加入 1.5 µg 诱饵蛋白抗体，另一份加入 1.5 µg 正常兔 IgG，4 °C 旋转孵育 2 h。",
        },
        notes: [
          {
            en: "Overnight incubation increases yield but also non-specific binding; keep the incubation time identical for specific and control precipitations.",
            cn: "孵育过夜可提高得率，但也会增加非特异性结合；特异性沉淀和对照沉淀的孵育时间须保持一致。",
          },
        ],
      },
      {
        text: {
          en: "Add 25 µL of protein A/G magnetic beads, pre-washed three times in lysis buffer, to each tube and rotate for 1 h at 4 °C.",
          cn: "每管加入 25 µL 已用裂解缓冲液预洗 3 次的 Protein A/G 磁珠，4 °C 旋转孵育 1 h。",
        },
      },
      {
        text: {
          en: "Collect the beads on the magnet and wash them four times with 1 mL of ice-cold lysis buffer, rotating for 3 min each time. Transfer the beads to a fresh tube before the last wash.",
          cn: "在磁力架上收集磁珠，用 1 mL 预冷裂解缓冲液洗涤 4 次，每次旋转 3 min。最后一次洗涤前将磁珠转移至新离心管中。",
        },
        notes: [
          {
            en: "**Critical:** work quickly and keep the tubes on ice; weak complexes dissociate during long washes, whereas too few washes leave abundant proteins such as tubulin and HSP70 on the beads.",
            cn: "**关键：**操作应迅速并将离心管置于冰上；洗涤时间过长会使弱结合复合物解离，而洗涤次数过少则会使微管蛋白、HSP70 等高丰度蛋白残留在磁珠上。",
          },
        ],
      },
      {
        text: {
          en: "Elute the proteins in 40 µL of 2× Laemmli sample buffer for 5 min at 95 °C, separate the beads on the magnet and keep the eluate.",
          cn: "加入 40 µL 2× Laemmli 上样缓冲液，95 °C 加热 5 min 洗脱蛋白，在磁力架上分离磁珠后保留洗脱液。",
        },
        notes: [
          {
            en: "**Pause point:** inputs and eluates can be stored at −20 °C for several weeks.",
            cn: "**暂停点：**输入样品和洗脱液可于 −20 °C 保存数周。",
          },
        ],
      },
      {
        text: {
          en: "Load 2.5% of the input (25 µL) and 50% of each eluate (20 µL) on a 4–15% gel, run at 150 V and transfer to PVDF by wet transfer at 100 V for 90 min at 4 °C (or at 30 V overnight for proteins above 200 kDa).",
          cn: "将 2.5% 输入样品（25 µL）和每份洗脱液的 50%（20 µL）上样于 4–15% 凝胶，150 V 电泳后，4 °C 下 100 V 湿转 90 min 至 PVDF 膜（大于 200 kDa 的蛋白以 30 V 转膜过夜）。",
        },
      },
      {
        text: {
          en: "Probe the membrane for the prey and then for the bait, detecting the primary antibodies with VeriBlot (1:1,000) so that the denatured IgG heavy and light chains at 50 and 25 kDa are not visualised.",
          cn: "依次用抗体检测膜上的猎物蛋白和诱饵蛋白，以 VeriBlot（1:1,000）检测一抗，以免显示 50 kDa 和 25 kDa 处的变性 IgG 重链和轻链。",
        },
      },
      {
        text: {
          en: "Confirm the interaction by the reciprocal immunoprecipitation (antibody against the prey) and, where available, by loss of the co-precipitated band in cells depleted of the bait by siRNA or CRISPR.",
          cn: "通过反向免疫沉淀（使用猎物蛋白抗体）确认相互作用；条件允许时，可在经 siRNA 或 CRISPR 敲低诱饵蛋白的细胞中验证共沉淀条带消失。",
        },
      },
    ],
    dataAnalysis: [
      {
        en: "Quantify band intensities in Image Lab within the linear range of the imager. Express co-precipitated prey as a percentage of input, corrected for the fraction loaded (2.5% input versus 50% eluate), and normalise it to the amount of bait recovered in the same precipitate. Report the IgG lane for every experiment and use at least three independent lysates for comparisons between conditions.",
        cn: "在成像仪线性范围内用 Image Lab 定量条带强度。将共沉淀的猎物蛋白表示为输入量的百分比，并按上样比例（输入 2.5%，洗脱液 50%）校正，再以同一沉淀中回收的诱饵蛋白量进行归一化。每次实验均须报告 IgG 泳道，条件间比较至少使用 3 份独立裂解液。",
      },
    ],
    troubleshooting: [
      {
        problem: { en: "Prey visible in the IgG control", cn: "IgG 对照中出现猎物蛋白条带" },
        cause: { en: "Non-specific binding to beads or IgG; too little washing", cn: "与磁珠或 IgG 的非特异性结合；洗涤不充分" },
        solution: { en: "Pre-clear longer, transfer beads to a fresh tube before the last wash and increase NaCl in the wash buffer to 200 mM", cn: "延长预清除时间，最后一次洗涤前将磁珠转移至新管，并将洗涤缓冲液中的 NaCl 增至 200 mM" },
      },
      {
        problem: { en: "Bait precipitated but no prey detected", cn: "诱饵蛋白被沉淀但未检出猎物蛋白" },
        cause: { en: "Complex dissociated by detergent or antibody epitope overlaps the binding site", cn: "复合物被去垢剂解离，或抗体表位与结合位点重叠" },
        solution: { en: "Use 0.3% CHAPS or digitonin, shorten the washes, and try an antibody against a different region or the reciprocal IP", cn: "改用 0.3% CHAPS 或洋地黄皂苷，缩短洗涤时间，并尝试针对其他区域的抗体或进行反向 IP" },
      },
      {
        problem: { en: "Strong bands at 50 and 25 kDa mask the protein of interest", cn: "50 kDa 和 25 kDa 处的强条带掩盖目的蛋白" },
        cause: { en: "The secondary antibody detects denatured IgG from the precipitate", cn: "二抗识别了沉淀中的变性 IgG" },
        solution: { en: "Use VeriBlot or a light-chain-specific secondary antibody, or cross-link the antibody to the beads", cn: "使用 VeriBlot 或轻链特异性二抗，或将抗体交联到磁珠上" },
      },
    ],
    recipes: [
      {
        name: { en: "Recipe 1. CHAPS lysis buffer", cn: "配方 1. CHAPS 裂解缓冲液" },
        composition: {
          en: "40 mM HEPES-KOH pH 7.4, 120 mM NaCl, 1 mM EDTA, 0.3% (w/v) CHAPS, 10 mM β-glycerophosphate, 10 mM sodium pyrophosphate, 50 mM NaF; add 1 cOmplete EDTA-free tablet and 1 PhosSTOP tablet per 10 mL immediately before use. Keep on ice.",
          cn: "40 mM HEPES-KOH（pH 7.4），120 mM NaCl，1 mM EDTA，0.3%（w/v）CHAPS，10 mM β-甘油磷酸，10 mM 焦磷酸钠，50 mM NaF；临用前每 10 mL 加入 1 片 cOmplete 无 EDTA 蛋白酶抑制剂和 1 片 PhosSTOP。置于冰上保存。",
        },
      },
    ],
    references: [
      { authors: "Kessler, S. W.", year: 1975, title: "Rapid isolation of antigens from cells with a staphylococcal protein A-antibody adsorbent: parameters of the interaction of antibody-antigen complexes with protein A", journal: "Journal of Immunology", volume: "115", pages: "1617–1624" },
      { authors: "Laemmli, U. K.", year: 1970, title: "Cleavage of structural proteins during the assembly of the head of bacteriophage T4", journal: "Nature", volume: "227", pages: "680–685", doi: "10.1038/227680a0" },
      { authors: "Towbin, H., Staehelin, T., Gordon, J.", year: 1979, title: "Electrophoretic transfer of proteins from polyacrylamide gels to nitrocellulose sheets: procedure and some applications", journal: "Proceedings of the National Academy of Sciences of the USA", volume: "76", pages: "4350–4354", doi: "10.1073/pnas.76.9.4350" },
      { authors: "Kim, D.-H., Sarbassov, D. D., Ali, S. M., et al.", year: 2002, title: "mTOR interacts with raptor to form a nutrient-sensitive complex that signals to the cell growth machinery", journal: "Cell", volume: "110", pages: "163–175" },
      { authors: "Itoh, K., Wakabayashi, N., Katoh, Y., et al.", year: 1999, title: "Keap1 represses nuclear activation of antioxidant responsive elements by Nrf2 through binding to the amino-terminal Neh2 domain", journal: "Genes & Development", volume: "13", pages: "76–86" },
    ],
  },
  {
    id: "thermal-shift-assay-dsf",
    name: { en: "thermal shift assay", cn: "热迁移分析" },
    categoryIds: [2, 26],
    contexts: [
      {
        organism: "Homo sapiens",
        organismText: { en: "human proteins", cn: "人源蛋白" },
        sample: { en: "recombinant human kinase domains purified from *E. coli*", cn: "经大肠杆菌表达纯化的人源重组激酶结构域" },
      },
      {
        organism: "Homo sapiens",
        organismText: { en: "human proteins", cn: "人源蛋白" },
        sample: { en: "purified recombinant human bromodomains", cn: "纯化的人源重组溴结构域" },
      },
      {
        organism: "Mus musculus",
        organismText: { en: "mouse proteins", cn: "小鼠蛋白" },
        sample: { en: "purified ligand-binding domains of mouse nuclear receptors", cn: "纯化的小鼠核受体配体结合结构域" },
      },
      {
        organism: "Escherichia coli",
        organismText: { en: "*E. coli* proteins", cn: "大肠杆菌蛋白" },
        sample: { en: "purified *E. coli* metabolic enzymes", cn: "纯化的大肠杆菌代谢酶" },
      },
      {
        organism: "Saccharomyces cerevisiae",
        organismText: { en: "yeast proteins", cn: "酵母蛋白" },
        sample: { en: "purified recombinant *S. cerevisiae* proteins", cn: "纯化的酿酒酵母重组蛋白" },
      },
    ],
    targets: [
      { en: "ligand-induced thermal stabilisation", cn: "配体诱导的热稳定性变化" },
      { en: "buffer and pH conditions for maximal stability", cn: "最适稳定性的缓冲液与 pH 条件" },
      { en: "fragment and small-molecule binding", cn: "片段及小分子结合" },
      { en: "the stability of point mutants", cn: "点突变体的稳定性" },
      { en: "cofactor and metal-ion binding", cn: "辅因子与金属离子结合" },
    ],
    keywords: [
      { en: "Differential scanning fluorimetry", cn: "差示扫描荧光法" },
      { en: "Thermal shift assay", cn: "热迁移分析" },
      { en: "Melting temperature", cn: "熔解温度" },
      { en: "SYPRO Orange", cn: "SYPRO Orange" },
      { en: "Ligand screening", cn: "配体筛选" },
    ],
    titles: [
      {
        en: "Thermal Shift Assay of {sample}: {target}",
        cn: "{sample}的热迁移分析：{target}",
      },
      {
        en: "Profiling {target} of {organism} by Differential Scanning Fluorimetry",
        cn: "利用差示扫描荧光法解析{organism}{target}",
      },
      {
        en: "A 96-well SYPRO Orange Melt Assay to Profile {target}",
        cn: "基于 SYPRO Orange 的 96 孔熔解曲线法解析{target}",
      },
      {
        en: "Rapid Screening of {target} by Real-time PCR-based Differential Scanning Fluorimetry",
        cn: "基于实时荧光定量 PCR 仪的差示扫描荧光法快速筛选{target}",
      },
    ],
    abstract: {
      aim: [
        {
          en: "The melting temperature of a protein rises when a ligand binds preferentially to its native state, which makes thermal denaturation a simple readout for binding and stability.",
          cn: "当配体优先结合蛋白的天然状态时，蛋白的熔解温度会升高，因此热变性可作为结合和稳定性的简便检测指标。",
        },
        {
          en: "This protocol uses differential scanning fluorimetry on a real-time PCR instrument to characterise {target} in {sample}.",
          cn: "本方案利用实时荧光定量 PCR 仪上的差示扫描荧光法，表征{sample}的{target}。",
        },
      ],
      method: [
        {
          en: "Protein at 2 µM is mixed with 5× SYPRO Orange and the test compounds or buffer conditions in 20 µL in a 96-well PCR plate.",
          cn: "在 96 孔 PCR 板中，将 2 µM 蛋白与 5× SYPRO Orange 及待测化合物或缓冲液条件混合，总体积 20 µL。",
        },
        {
          en: "The plate is heated from 25 °C to 95 °C at 1 °C/min while the fluorescence of the dye, which increases on binding to exposed hydrophobic surfaces, is recorded.",
          cn: "以 1 °C/min 的速率将微孔板从 25 °C 加热至 95 °C，同时记录染料荧光；染料与暴露的疏水表面结合后荧光增强。",
        },
        {
          en: "Melting temperatures are obtained from the maximum of the first derivative or a Boltzmann fit, and shifts (ΔT~m~) are calculated against the vehicle control.",
          cn: "由一阶导数最大值或 Boltzmann 拟合求得熔解温度，并以溶剂对照为基准计算位移（ΔT~m~）。",
        },
      ],
      result: [
        {
          en: "Replicate T~m~ values agreed within ±0.3 °C, and reference ligands produced shifts of 2–12 °C that increased with ligand concentration.",
          cn: "重复测定的 T~m~ 相差不超过 ±0.3 °C，参比配体引起 2–12 °C 的位移，且位移随配体浓度增加而增大。",
        },
        {
          en: "A single 96-well run of about 90 min identified conditions or compounds that raised T~m~ by more than 2 °C, using 0.1–0.3 mg of protein per plate.",
          cn: "单次 96 孔运行约 90 min，每板用 0.1–0.3 mg 蛋白，即可鉴定使 T~m~ 升高 2 °C 以上的条件或化合物。",
        },
      ],
    },
    background: [
      {
        en: "Fluorescence-based thermal shift assays, introduced for high-throughput drug discovery [1] and evaluated for hit identification [2], follow protein unfolding with an environmentally sensitive dye. SYPRO Orange is quenched in water and fluoresces when it binds to the hydrophobic core exposed during unfolding; the midpoint of the transition is the apparent melting temperature (T~m~).",
        cn: "基于荧光的热迁移分析最初用于高通量药物发现 [1]，随后被评估用于苗头化合物鉴定 [2]，其原理是利用环境敏感型染料跟踪蛋白的去折叠过程。SYPRO Orange 在水中荧光被淬灭，而与去折叠过程中暴露的疏水核心结合后发出荧光；转变的中点即为表观熔解温度（T~m~）。",
      },
      {
        en: "Because only a real-time PCR instrument is needed, differential scanning fluorimetry has become the standard first screen for ligands and for buffers that stabilise proteins for crystallisation [3,4]. The shift in T~m~ scales with ligand affinity and concentration, but it also depends on binding enthalpy, so ΔT~m~ ranks compounds rather than giving dissociation constants directly [5].",
        cn: "由于只需一台实时荧光定量 PCR 仪，差示扫描荧光法已成为筛选配体以及筛选有利于结晶的蛋白稳定缓冲液的标准初筛方法 [3,4]。T~m~ 位移随配体亲和力和浓度变化，但也取决于结合焓，因此 ΔT~m~ 只能对化合物进行排序，而不能直接给出解离常数 [5]。",
      },
    ],
    materials: [
      { name: { en: "SYPRO Orange Protein Gel Stain, 5,000× in DMSO", cn: "SYPRO Orange 蛋白凝胶染料，5,000×（DMSO 溶液）" }, supplier: "Thermo Fisher Scientific", catalog: "S6650" },
      { name: { en: "HEPES", cn: "HEPES" }, supplier: "Sigma-Aldrich", catalog: "H3375" },
      { name: { en: "Sodium chloride", cn: "氯化钠" }, supplier: "Sigma-Aldrich", catalog: "S9888" },
      { name: { en: "Dimethyl sulfoxide, Hybri-Max", cn: "二甲基亚砜，Hybri-Max 级" }, supplier: "Sigma-Aldrich", catalog: "D2650" },
      { name: { en: "Additive Screen (96 additives)", cn: "Additive Screen 添加剂筛选试剂盒（96 种）" }, supplier: "Hampton Research", catalog: "HR2-428" },
      { name: { en: "Zeba Spin Desalting Columns, 7K MWCO, 0.5 mL", cn: "Zeba 脱盐离心柱，7K MWCO，0.5 mL" }, supplier: "Thermo Fisher Scientific", catalog: "89882" },
      { name: { en: "Hard-Shell 96-well PCR plates, low profile, white wells", cn: "Hard-Shell 96 孔 PCR 板，低型，白色孔" }, supplier: "Bio-Rad", catalog: "HSP9601" },
      { name: { en: "Microseal 'B' optical adhesive seals", cn: "Microseal 'B' 光学封板膜" }, supplier: "Bio-Rad", catalog: "MSB1001" },
    ],
    equipment: [
      { name: { en: "Real-time PCR system with FRET channel", cn: "带 FRET 通道的实时荧光定量 PCR 系统" }, supplier: "Bio-Rad", catalog: "CFX96 Touch" },
      { name: { en: "Microvolume UV-Vis spectrophotometer", cn: "微量紫外-可见分光光度计" }, supplier: "Thermo Fisher Scientific", catalog: "NanoDrop One" },
      { name: { en: "Centrifuge with plate rotor", cn: "配微孔板转子的离心机" }, supplier: "Eppendorf", catalog: "5810 R" },
    ],
    software: [
      { name: { en: "CFX Maestro", cn: "CFX Maestro" }, supplier: "Bio-Rad", catalog: "v2.3" },
      { name: { en: "GraphPad Prism (Boltzmann fit)", cn: "GraphPad Prism（Boltzmann 拟合）" }, supplier: "GraphPad Software", catalog: "v10" },
    ],
    steps: [
      {
        text: {
          en: "Exchange the purified protein (≥ 90% pure by SDS-PAGE) into assay buffer (20 mM HEPES pH 7.5, 150 mM NaCl) on a Zeba spin column and measure its concentration by A~280~.",
          cn: "用 Zeba 脱盐离心柱将纯化蛋白（SDS-PAGE 纯度 ≥ 90%）置换至测定缓冲液（20 mM HEPES，pH 7.5，150 mM NaCl）中，用 A~280~ 测定其浓度。",
        },
        notes: [
          {
            en: "**Critical:** avoid detergents above their critical micelle concentration and high glycerol (> 10%) in the assay; micelles bind SYPRO Orange and raise the baseline.",
            cn: "**关键：**测定体系中应避免超过临界胶束浓度的去垢剂及高浓度甘油（> 10%）；胶束会结合 SYPRO Orange 并抬高基线。",
          },
        ],
      },
      {
        text: {
          en: "Centrifuge the protein at 16,000 × g for 10 min at 4 °C to remove aggregates, which give a high initial fluorescence.",
          cn: "4 °C、16,000 × g 离心蛋白 10 min，去除会导致初始荧光偏高的聚集体。",
        },
      },
      {
        text: {
          en: "Dilute SYPRO Orange to 50× in assay buffer (1 µL of stock in 99 µL) immediately before use and protect it from light.",
          cn: "临用前用测定缓冲液将 SYPRO Orange 稀释至 50×（1 µL 储液加 99 µL 缓冲液），避光保存。",
        },
        notes: [
          {
            en: "**Caution:** SYPRO Orange is supplied in DMSO, which penetrates skin; wear nitrile gloves.",
            cn: "**注意：**SYPRO Orange 以 DMSO 溶液形式供应，DMSO 可透过皮肤；须佩戴丁腈手套。",
          },
        ],
      },
      {
        text: {
          en: "Prepare a master mix of protein and dye in assay buffer so that each 18 µL contains protein for a final concentration of 2 µM and dye for a final 5×.",
          cn: "在测定缓冲液中配制蛋白和染料的预混液，使每 18 µL 所含的蛋白和染料在终体系中分别达到 2 µM 和 5×。",
        },
      },
      {
        text: {
          en: "Pipette 2 µL of each compound (10× in assay buffer with 10% DMSO, giving 1% DMSO final) or of each buffer or additive condition into the wells of a white 96-well PCR plate.",
          cn: "向白色 96 孔 PCR 板各孔中加入 2 µL 化合物（以含 10% DMSO 的测定缓冲液配成 10×，终浓度 DMSO 为 1%）或各缓冲液、添加剂条件。",
        },
        notes: [
          {
            en: "Test ligands at 10–20-fold their expected K~d~ (typically 10–100 µM); for fragments use 0.5–2 mM and keep DMSO identical in all wells.",
            cn: "配体浓度取预期 K~d~ 的 10–20 倍（通常为 10–100 µM）；片段化合物使用 0.5–2 mM，并保持各孔 DMSO 浓度一致。",
          },
        ],
      },
      {
        text: {
          en: "Add 18 µL of the protein–dye master mix to each well, including four wells with vehicle only, two wells with a reference ligand and two wells with dye in buffer without protein.",
          cn: "每孔加入 18 µL 蛋白-染料预混液，其中包括 4 个仅含溶剂的对照孔、2 个参比配体孔以及 2 个不含蛋白、仅含染料和缓冲液的孔。",
        },
      },
      {
        text: {
          en: "Seal the plate with an optical seal, centrifuge at 1,000 × g for 1 min and incubate for 10 min at room temperature in the dark.",
          cn: "用光学封板膜封板，1,000 × g 离心 1 min，室温避光孵育 10 min。",
        },
      },
      {
        text: {
          en: "Run a melt curve from 25 °C to 95 °C in 0.5 °C increments with a 30 s hold per step (about 1 °C/min), reading fluorescence in the FRET channel (excitation 450–490 nm, emission 560–580 nm).",
          cn: "以 0.5 °C 为步长、每步保持 30 s（约 1 °C/min）运行 25 °C 至 95 °C 的熔解曲线，在 FRET 通道（激发 450–490 nm，发射 560–580 nm）读取荧光。",
        },
      },
      {
        text: {
          en: "Export the raw fluorescence and first-derivative data, and inspect every curve for a single sigmoidal transition before fitting.",
          cn: "导出原始荧光和一阶导数数据，拟合前逐条检查曲线是否呈单一 S 形转变。",
        },
      },
      {
        text: {
          en: "For hits with ΔT~m~ ≥ 2 °C, repeat the measurement with an eight-point twofold dilution series of the compound in triplicate to confirm concentration dependence.",
          cn: "对于 ΔT~m~ ≥ 2 °C 的苗头化合物，以 8 个浓度点的两倍稀释系列重复测定（每个浓度 3 个复孔），确认其浓度依赖性。",
        },
      },
    ],
    dataAnalysis: [
      {
        en: "Determine T~m~ as the temperature of maximal dF/dT or by fitting the region from the pre-transition baseline to the fluorescence maximum with the Boltzmann equation F = F~min~ + (F~max~ − F~min~)/(1 + exp((T~m~ − T)/a)) [3]. Exclude the post-peak region, where aggregation quenches the signal. Report ΔT~m~ as the mean of replicate wells minus the mean of the vehicle wells, with standard deviations; curves with two transitions are reported separately for each domain.",
        cn: "以 dF/dT 最大处的温度作为 T~m~，或用 Boltzmann 方程 F = F~min~ + (F~max~ − F~min~)/(1 + exp((T~m~ − T)/a)) 拟合从转变前基线至荧光最大值的区段 [3]。排除峰后区段，因为聚集会淬灭信号。ΔT~m~ 以复孔均值减去溶剂对照孔均值表示，并给出标准差；出现两个转变的曲线应分别报告各结构域的结果。",
      },
    ],
    troubleshooting: [
      {
        problem: { en: "High fluorescence at 25 °C and no transition", cn: "25 °C 时荧光即很高且无转变" },
        cause: { en: "Protein partly unfolded or aggregated, or detergent in the buffer", cn: "蛋白部分去折叠或聚集，或缓冲液中含去垢剂" },
        solution: { en: "Remove aggregates by centrifugation or SEC and exchange into a detergent-free buffer", cn: "通过离心或分子排阻层析去除聚集体，并置换至不含去垢剂的缓冲液" },
      },
      {
        problem: { en: "Weak signal", cn: "信号弱" },
        cause: { en: "Protein concentration too low or wrong detection channel", cn: "蛋白浓度过低或检测通道设置错误" },
        solution: { en: "Increase protein to 5 µM and dye to 10×; verify the FRET or ROX channel settings", cn: "将蛋白增至 5 µM、染料增至 10×；核对 FRET 或 ROX 通道设置" },
      },
      {
        problem: { en: "Compound lowers T~m~ or distorts the curve", cn: "化合物使 T~m~ 降低或曲线变形" },
        cause: { en: "Binding to the unfolded state, compound fluorescence or quenching of the dye", cn: "化合物结合去折叠态、自身发荧光或淬灭染料" },
        solution: { en: "Run the compound with dye but without protein and confirm binding with an orthogonal method such as ITC", cn: "设置含化合物和染料但不含蛋白的对照，并用等温滴定量热法等正交方法确认结合" },
      },
    ],
    references: [
      { authors: "Pantoliano, M. W., Petrella, E. C., Kwasnoski, J. D., et al.", year: 2001, title: "High-density miniaturized thermal shift assays as a general strategy for drug discovery", journal: "Journal of Biomolecular Screening", volume: "6", pages: "429–440" },
      { authors: "Lo, M.-C., Aulabaugh, A., Jin, G., et al.", year: 2004, title: "Evaluation of fluorescence-based thermal shift assays for hit identification in drug discovery", journal: "Analytical Biochemistry", volume: "332", pages: "153–159" },
      { authors: "Niesen, F. H., Berglund, H., Vedadi, M.", year: 2007, title: "The use of differential scanning fluorimetry to detect ligand interactions that promote protein stability", journal: "Nature Protocols", volume: "2", pages: "2212–2221", doi: "10.1038/nprot.2007.321" },
      { authors: "Ericsson, U. B., Hallberg, B. M., DeTitta, G. T., Dekker, N., Nordlund, P.", year: 2006, title: "Thermofluor-based high-throughput stability optimization of proteins for structural studies", journal: "Analytical Biochemistry", volume: "357", pages: "289–298" },
      { authors: "Vedadi, M., Niesen, F. H., Allali-Hassani, A., et al.", year: 2006, title: "Chemical screening methods to identify ligands that promote protein stability, protein crystallization, and structure determination", journal: "Proceedings of the National Academy of Sciences of the USA", volume: "103", pages: "15835–15840" },
    ],
  },
  {
    id: "radiometric-immunoprecipitation-kinase-assay",
    name: { en: "radiometric in vitro kinase assay", cn: "放射性同位素标记激酶活性检测" },
    categoryIds: [2, 4],
    contexts: [
      {
        organism: "Homo sapiens",
        organismText: { en: "human cells", cn: "人源细胞" },
        sample: { en: "HEK293 cells", cn: "HEK293 细胞" },
      },
      {
        organism: "Homo sapiens",
        organismText: { en: "human cells", cn: "人源细胞" },
        sample: { en: "HepG2 hepatoma cells", cn: "HepG2 肝癌细胞" },
      },
      {
        organism: "Mus musculus",
        organismText: { en: "mice", cn: "小鼠" },
        sample: { en: "C2C12 myotubes", cn: "C2C12 肌管" },
      },
      {
        organism: "Mus musculus",
        organismText: { en: "mice", cn: "小鼠" },
        sample: { en: "liver of adult mice", cn: "成年小鼠肝脏" },
      },
      {
        organism: "Mus musculus",
        organismText: { en: "mice", cn: "小鼠" },
        sample: { en: "gastrocnemius muscle of adult mice", cn: "成年小鼠腓肠肌" },
      },
    ],
    targets: [
      { en: "AMP-activated protein kinase activity", cn: "AMP 激活的蛋白激酶活性" },
      { en: "protein kinase B (Akt) activity", cn: "蛋白激酶 B（Akt）活性" },
      { en: "p70 ribosomal S6 kinase 1 activity", cn: "p70 核糖体 S6 激酶 1 活性" },
      { en: "cAMP-dependent protein kinase activity", cn: "cAMP 依赖性蛋白激酶活性" },
      { en: "ERK1/2 activity", cn: "ERK1/2 活性" },
    ],
    keywords: [
      { en: "Protein kinase", cn: "蛋白激酶" },
      { en: "[γ-^32^P]ATP", cn: "[γ-^32^P]ATP" },
      { en: "P81 phosphocellulose", cn: "P81 磷酸纤维素纸" },
      { en: "Immunoprecipitation", cn: "免疫沉淀" },
      { en: "Peptide substrate", cn: "多肽底物" },
    ],
    titles: [
      {
        en: "Measuring {target} in Immunoprecipitates from {sample} with [γ-^32^P]ATP",
        cn: "利用 [γ-^32^P]ATP 测定{sample}免疫沉淀物中的{target}",
      },
      {
        en: "A P81 Phosphocellulose Assay for {target} in {organism}",
        cn: "基于 P81 磷酸纤维素纸的{organism}{target}测定",
      },
      {
        en: "Radiometric In Vitro Kinase Assay of {target} after Immunoprecipitation from {sample}",
        cn: "{sample}免疫沉淀后{target}的放射性体外测定",
      },
      {
        en: "Quantifying {target} in {organism} with Synthetic Peptide Substrates",
        cn: "以合成多肽为底物定量{organism}{target}",
      },
    ],
    abstract: {
      aim: [
        {
          en: "Phosphorylation of a kinase on its activation loop is often used as a proxy for activity, but only a direct assay of phosphate transfer shows how much catalytic activity a sample contains.",
          cn: "激酶活化环的磷酸化常被用作其活性的替代指标，但只有直接测定磷酸基团转移，才能反映样品实际含有的催化活性。",
        },
        {
          en: "This protocol measures {target} in immunoprecipitates from {sample} by the incorporation of ^32^P from [γ-^32^P]ATP into a specific peptide substrate.",
          cn: "本方案通过测定 [γ-^32^P]ATP 中的 ^32^P 掺入特异性多肽底物的量，检测{sample}免疫沉淀物中的{target}。",
        },
      ],
      method: [
        {
          en: "The kinase is immunoprecipitated from 50–500 µg of lysate prepared with phosphatase inhibitors, and the beads are washed with high-salt buffer to remove associated kinases.",
          cn: "从含磷酸酶抑制剂的 50–500 µg 裂解液中免疫沉淀激酶，并用高盐缓冲液洗涤琼脂糖珠以去除共结合的其他激酶。",
        },
        {
          en: "Reactions of 50 µL containing 100 µM [γ-^32^P]ATP, 10 mM MgCl~2~ and 200 µM peptide are run at 30 °C for 10–20 min within the linear range.",
          cn: "50 µL 反应体系含 100 µM [γ-^32^P]ATP、10 mM MgCl~2~ 和 200 µM 多肽底物，于 30 °C 在线性范围内反应 10–20 min。",
        },
        {
          en: "Reactions are spotted onto P81 phosphocellulose paper, washed in 75 mM phosphoric acid and counted by Cerenkov counting.",
          cn: "将反应液点样于 P81 磷酸纤维素纸，用 75 mM 磷酸洗涤后进行切伦科夫计数。",
        },
      ],
      result: [
        {
          en: "Activity was linear with time up to 20 min and with lysate input up to 300 µg, and the signal in IgG or no-peptide controls was below 5% of the specific activity.",
          cn: "活性在 20 min 内与时间呈线性，在 300 µg 裂解液上样量内与上样量呈线性；IgG 对照和无多肽对照的信号低于特异性活性的 5%。",
        },
        {
          en: "Stimulation increased {target} 4–12-fold over basal levels, with coefficients of variation of 6–12% between duplicate immunoprecipitations.",
          cn: "刺激后{target}较基础水平升高 4–12 倍，平行免疫沉淀间的变异系数为 6%–12%。",
        },
      ],
    },
    background: [
      {
        en: "Basic peptides bind to phosphocellulose paper in dilute acid, whereas ATP does not; this difference allows thousands of kinase reactions to be separated from free [γ-^32^P]ATP simply by washing [1]. With peptide substrates designed around the phosphorylation sites of physiological targets, such as the SAMS peptide for AMP-activated protein kinase [2] and Crosstide for protein kinase B [3], the assay is specific enough to be applied to kinases immunoprecipitated from cells and tissues.",
        cn: "碱性多肽在稀酸中可结合于磷酸纤维素纸，而 ATP 不能结合；利用这一差异，只需洗涤即可将成千上万个激酶反应产物与游离 [γ-^32^P]ATP 分离 [1]。采用依据生理底物磷酸化位点设计的多肽，例如用于 AMP 激活的蛋白激酶的 SAMS 肽 [2] 和用于蛋白激酶 B 的 Crosstide [3]，该方法具有足够的特异性，可用于检测从细胞和组织中免疫沉淀的激酶。",
      },
      {
        en: "Radiometric assays remain the reference method because they measure phosphate transfer directly, without antibodies against phosphorylated products, and are insensitive to coloured or fluorescent compounds [4]. Immunoprecipitation removes other kinases that phosphorylate the same peptide, and a high-salt wash removes loosely associated proteins.",
        cn: "放射性测定法直接测定磷酸基团转移，无需针对磷酸化产物的抗体，也不受有色或荧光化合物的干扰，因此仍是参比方法 [4]。免疫沉淀可去除能磷酸化同一多肽的其他激酶，高盐洗涤则可去除松散结合的蛋白。",
      },
    ],
    materials: [
      { name: { en: "EasyTide [γ-^32^P]ATP, 3,000 Ci/mmol, 250 µCi", cn: "EasyTide [γ-^32^P]ATP，3,000 Ci/mmol，250 µCi" }, supplier: "Revvity (PerkinElmer)", catalog: "BLU502Z250UC" },
      { name: { en: "Adenosine 5′-triphosphate disodium salt hydrate", cn: "腺苷 5′-三磷酸二钠盐水合物" }, supplier: "Sigma-Aldrich", catalog: "A2383" },
      { name: { en: "Whatman P81 ion-exchange cellulose chromatography paper", cn: "Whatman P81 离子交换纤维素层析纸" }, supplier: "Cytiva", catalog: "3698-915" },
      { name: { en: "Protein G Sepharose 4 Fast Flow", cn: "Protein G Sepharose 4 Fast Flow" }, supplier: "Cytiva", catalog: "17061801" },
      { name: { en: "Substrate peptides (SAMS, Crosstide, S6K substrate peptide KKRNRTLTV, Kemptide), ≥ 95% HPLC", cn: "多肽底物（SAMS、Crosstide、S6K 底物肽 KKRNRTLTV、Kemptide），HPLC 纯度 ≥ 95%" }, supplier: "GenScript", catalog: "Custom peptide synthesis" },
      { name: { en: "Myelin basic protein from bovine brain (ERK substrate)", cn: "牛脑髓鞘碱性蛋白（ERK 底物）" }, supplier: "Sigma-Aldrich", catalog: "M1891" },
      { name: { en: "ortho-Phosphoric acid, 85%", cn: "正磷酸，85%" }, supplier: "Sigma-Aldrich", catalog: "345245" },
      { name: { en: "PhosSTOP phosphatase inhibitor tablets", cn: "PhosSTOP 磷酸酶抑制剂片" }, supplier: "Roche", catalog: "4906845001" },
      { name: { en: "Pierce BCA Protein Assay Kit", cn: "Pierce BCA 蛋白定量试剂盒" }, supplier: "Thermo Fisher Scientific", catalog: "23225" },
    ],
    equipment: [
      { name: { en: "Liquid scintillation counter", cn: "液体闪烁计数仪" }, supplier: "PerkinElmer", catalog: "Tri-Carb 4910TR" },
      { name: { en: "Thermomixer for 1.5 mL tubes", cn: "1.5 mL 离心管恒温混匀仪" }, supplier: "Eppendorf", catalog: "ThermoMixer C" },
      { name: { en: "Contamination monitor with β probe", cn: "带 β 探头的表面污染监测仪" }, supplier: "Thermo Fisher Scientific", catalog: "Mini 900 EP15" },
      { name: { en: "Refrigerated microcentrifuge", cn: "冷冻微量离心机" }, supplier: "Eppendorf", catalog: "5424 R" },
    ],
    steps: [
      {
        text: {
          en: "Treat cells or animals as required, then lyse cells directly in ice-cold lysis buffer (Recipe 1; 0.5 mL per 10 cm dish). Clamp-freeze tissues in liquid nitrogen within 10 s of excision and homogenise 50 mg of frozen powder in 10 volumes of lysis buffer.",
          cn: "按实验要求处理细胞或动物，然后直接用预冷裂解缓冲液（配方 1；每 10 cm 培养皿 0.5 mL）裂解细胞。组织须在切取后 10 s 内用液氮预冷的夹钳冻结，取 50 mg 冻存组织粉末加入 10 倍体积裂解缓冲液匀浆。",
        },
        notes: [
          {
            en: "**Critical:** phosphorylation-regulated kinases are inactivated by phosphatases within seconds of ischaemia or cell detachment; never trypsinise or scrape cells in PBS before lysis.",
            cn: "**关键：**受磷酸化调控的激酶在组织缺血或细胞脱离后数秒内即会被磷酸酶灭活；裂解前切勿用胰酶消化细胞或在 PBS 中刮取细胞。",
          },
        ],
      },
      {
        text: {
          en: "Centrifuge the lysates at 16,000 × g for 15 min at 4 °C and determine the protein concentration of the supernatant by BCA assay.",
          cn: "4 °C、16,000 × g 离心裂解液 15 min，用 BCA 法测定上清蛋白浓度。",
        },
        notes: [
          {
            en: "**Pause point:** snap-frozen lysates can be stored at −80 °C for at least 1 month without loss of kinase activity.",
            cn: "**暂停点：**速冻的裂解液可于 −80 °C 保存至少 1 个月，激酶活性不受影响。",
          },
        ],
      },
      {
        text: {
          en: "Couple 2 µg of antibody against the kinase, or an equal amount of control IgG, to 5 µL (bed volume) of protein G-Sepharose for 30 min at 4 °C, then add 50–500 µg of lysate and rotate for 2 h at 4 °C.",
          cn: "将 2 µg 激酶抗体或等量对照 IgG 与 5 µL（柱床体积）Protein G-Sepharose 于 4 °C 偶联 30 min，再加入 50–500 µg 裂解液，4 °C 旋转孵育 2 h。",
        },
      },
      {
        text: {
          en: "Wash the beads twice with 1 mL of lysis buffer containing 0.5 M NaCl and twice with 1 mL of assay buffer (50 mM Tris-HCl pH 7.5, 0.1 mM EGTA), centrifuging at 500 × g for 1 min between washes.",
          cn: "用 1 mL 含 0.5 M NaCl 的裂解缓冲液洗涤琼脂糖珠 2 次，再用 1 mL 测定缓冲液（50 mM Tris-HCl，pH 7.5，0.1 mM EGTA）洗涤 2 次，每次洗涤间 500 × g 离心 1 min。",
        },
      },
      {
        text: {
          en: "Prepare the ATP mix behind a 10 mm acrylic shield: 50 mM MgCl~2~ and 0.5 mM ATP in assay buffer with [γ-^32^P]ATP added to 200–500 cpm/pmol, so that 10 µL per reaction gives 10 mM MgCl~2~, 100 µM ATP and 0.5–1 µCi.",
          cn: "在 10 mm 有机玻璃防护屏后配制 ATP 混合液：在测定缓冲液中加入 50 mM MgCl~2~ 和 0.5 mM ATP，并加入 [γ-^32^P]ATP 使比活度达到 200–500 cpm/pmol，每个反应加入 10 µL 后终浓度为 10 mM MgCl~2~、100 µM ATP，放射性为 0.5–1 µCi。",
        },
        notes: [
          {
            en: "**Caution:** ^32^P is a high-energy β emitter. Work behind acrylic shielding, wear a body and ring dosimeter, monitor gloves and the bench with a Geiger counter, and dispose of waste according to local radiation rules.",
            cn: "**注意：**^32^P 为高能 β 射线发射体。须在有机玻璃防护屏后操作，佩戴躯干和指环剂量计，用盖革计数器监测手套和台面，并按当地辐射防护规定处置废物。",
          },
        ],
      },
      {
        text: {
          en: "Resuspend the beads in 40 µL of assay buffer containing the peptide substrate for {target} at 200 µM (MBP at 0.33 mg/mL for ERK1/2) and any allosteric activator (200 µM AMP for AMP-activated protein kinase). Prepare a no-peptide control for each sample.",
          cn: "用 40 µL 含{target}相应多肽底物（200 µM；ERK1/2 使用 0.33 mg/mL MBP）及所需变构激活剂（AMP 激活的蛋白激酶加 200 µM AMP）的测定缓冲液重悬琼脂糖珠。每个样品均设无多肽对照。",
        },
      },
      {
        text: {
          en: "Start the reactions at 15 s intervals by adding 10 µL of ATP mix and incubate at 30 °C with shaking at 1,200 rpm for 10–20 min, keeping the beads in suspension.",
          cn: "每隔 15 s 依次加入 10 µL ATP 混合液启动反应，30 °C、1,200 rpm 振荡孵育 10–20 min，使琼脂糖珠保持悬浮。",
        },
      },
      {
        text: {
          en: "Stop each reaction at the same interval by spotting 40 µL of supernatant onto a numbered 2 × 2 cm square of P81 paper and immediately dropping it into 75 mM phosphoric acid.",
          cn: "按相同间隔依次终止反应：取 40 µL 上清点样于已编号的 2 × 2 cm P81 纸片上，并立即投入 75 mM 磷酸中。",
        },
      },
      {
        text: {
          en: "Wash the papers four times for 5 min in 500 mL of 75 mM phosphoric acid with gentle stirring, rinse once in acetone and air-dry.",
          cn: "将纸片置于 500 mL 75 mM 磷酸中轻轻搅拌洗涤 4 次，每次 5 min，再用丙酮漂洗 1 次后晾干。",
        },
      },
      {
        text: {
          en: "Count the papers by Cerenkov counting in empty scintillation vials. Spot 5 µL of the ATP mix onto three papers without washing to determine the specific radioactivity of ATP.",
          cn: "将纸片放入空闪烁瓶中进行切伦科夫计数。另取 5 µL ATP 混合液点样于 3 张纸片上（不洗涤），用于测定 ATP 的比放射性。",
        },
      },
      {
        text: {
          en: "Elute the remaining beads in SDS sample buffer and immunoblot for the kinase to confirm equal immunoprecipitation between samples.",
          cn: "用 SDS 上样缓冲液洗脱剩余琼脂糖珠，并对激酶进行免疫印迹，确认各样品的免疫沉淀量一致。",
        },
      },
    ],
    dataAnalysis: [
      {
        en: "Subtract the counts of the no-peptide control from each reaction, convert cpm to pmol of phosphate with the specific radioactivity of the ATP mix, and correct for the fraction of the reaction spotted (40 of 50 µL). Express activity as nmol of phosphate incorporated per minute per milligram of lysate protein (mU/mg); report the IgG control, and verify linearity with time and lysate input for each new kinase or tissue.",
        cn: "每个反应的计数减去无多肽对照的计数，再利用 ATP 混合液的比放射性将 cpm 换算为磷酸 pmol 数，并按点样比例（50 µL 中取 40 µL）校正。活性以每毫克裂解液蛋白每分钟掺入的磷酸 nmol 数表示（mU/mg）；须报告 IgG 对照，并针对每种新激酶或组织验证活性与时间及裂解液上样量的线性关系。",
      },
    ],
    troubleshooting: [
      {
        problem: { en: "High background on P81 papers", cn: "P81 纸片本底高" },
        cause: { en: "Insufficient washing or autophosphorylated proteins released from the beads", cn: "洗涤不充分，或自磷酸化蛋白从琼脂糖珠上释放" },
        solution: { en: "Use fresh phosphoric acid for each wash, increase to five washes and subtract the no-peptide control", cn: "每次洗涤使用新鲜磷酸，增至 5 次洗涤，并扣除无多肽对照" },
      },
      {
        problem: { en: "Low activity although the kinase is phosphorylated on immunoblots", cn: "免疫印迹显示激酶已磷酸化，但活性低" },
        cause: { en: "Antibody inhibits the kinase or activator missing from the reaction", cn: "抗体抑制激酶活性，或反应中缺少激活剂" },
        solution: { en: "Use an antibody raised against a region outside the catalytic domain and add the required activator", cn: "改用针对催化结构域以外区域的抗体，并加入所需激活剂" },
      },
      {
        problem: { en: "Activity not proportional to lysate input", cn: "活性与裂解液上样量不成正比" },
        cause: { en: "Antibody saturated or substrate depleted", cn: "抗体饱和或底物耗竭" },
        solution: { en: "Titrate the lysate against a fixed amount of antibody and keep ATP consumption below 10%", cn: "以固定抗体量滴定裂解液用量，并使 ATP 消耗低于 10%" },
      },
    ],
    recipes: [
      {
        name: { en: "Recipe 1. Kinase lysis buffer", cn: "配方 1. 激酶裂解缓冲液" },
        composition: {
          en: "50 mM Tris-HCl pH 7.5, 1 mM EGTA, 1 mM EDTA, 1% (v/v) Triton X-100, 0.27 M sucrose, 50 mM NaF, 10 mM β-glycerophosphate, 5 mM sodium pyrophosphate, 1 mM sodium orthovanadate, 0.1% (v/v) 2-mercaptoethanol, protease inhibitors and 1 PhosSTOP tablet per 10 mL (added before use).",
          cn: "50 mM Tris-HCl（pH 7.5），1 mM EGTA，1 mM EDTA，1%（v/v）Triton X-100，0.27 M 蔗糖，50 mM NaF，10 mM β-甘油磷酸，5 mM 焦磷酸钠，1 mM 原钒酸钠，0.1%（v/v）2-巯基乙醇，蛋白酶抑制剂，每 10 mL 加 1 片 PhosSTOP（临用前加入）。",
        },
      },
      {
        name: { en: "Recipe 2. Peptide substrates", cn: "配方 2. 多肽底物" },
        composition: {
          en: "AMP-activated protein kinase: SAMS (HMRSAMSGLHLVKRR) with 200 µM AMP. Protein kinase B: Crosstide (GRPRTSSFAEG). S6K1: KKRNRTLTV. cAMP-dependent protein kinase: Kemptide (LRRASLG). ERK1/2: myelin basic protein, 0.33 mg/mL. Peptides are dissolved at 2 mM in water and stored at −20 °C.",
          cn: "AMP 激活的蛋白激酶：SAMS（HMRSAMSGLHLVKRR），另加 200 µM AMP。蛋白激酶 B：Crosstide（GRPRTSSFAEG）。S6K1：KKRNRTLTV。cAMP 依赖性蛋白激酶：Kemptide（LRRASLG）。ERK1/2：髓鞘碱性蛋白，0.33 mg/mL。多肽用水溶解至 2 mM，−20 °C 保存。",
        },
      },
    ],
    references: [
      { authors: "Glass, D. B., Masaracchia, R. A., Feramisco, J. R., Kemp, B. E.", year: 1978, title: "Isolation of phosphorylated peptides and proteins on ion exchange papers", journal: "Analytical Biochemistry", volume: "87", pages: "566–575" },
      { authors: "Davies, S. P., Carling, D., Hardie, D. G.", year: 1989, title: "Tissue distribution of the AMP-activated protein kinase, and lack of activation by cyclic-AMP-dependent protein kinase, studied using a specific and sensitive peptide assay", journal: "European Journal of Biochemistry", volume: "186", pages: "123–128" },
      { authors: "Cross, D. A. E., Alessi, D. R., Cohen, P., Andjelkovich, M., Hemmings, B. A.", year: 1995, title: "Inhibition of glycogen synthase kinase-3 by insulin mediated by protein kinase B", journal: "Nature", volume: "378", pages: "785–789" },
      { authors: "Hastie, C. J., McLauchlan, H. J., Cohen, P.", year: 2006, title: "Assay of protein kinases using radiolabeled ATP: a protocol", journal: "Nature Protocols", volume: "1", pages: "968–971" },
    ],
  },
  // ───────────────────────────── Biophysics ─────────────────────────────
  {
    id: "isothermal-titration-calorimetry",
    name: { en: "isothermal titration calorimetry", cn: "等温滴定量热法" },
    categoryIds: [26, 2],
    contexts: [
      {
        organism: "Homo sapiens",
        organismText: { en: "human proteins", cn: "人源" },
        sample: { en: "purified recombinant human signalling domains", cn: "纯化的人源重组信号结构域" },
      },
      {
        organism: "Mus musculus",
        organismText: { en: "mouse proteins", cn: "小鼠" },
        sample: { en: "purified recombinant mouse proteins", cn: "纯化的小鼠重组蛋白" },
      },
      {
        organism: "Escherichia coli",
        organismText: { en: "*E. coli* proteins", cn: "大肠杆菌" },
        sample: { en: "purified *E. coli* enzymes and regulatory proteins", cn: "纯化的大肠杆菌酶与调控蛋白" },
      },
      {
        organism: "Saccharomyces cerevisiae",
        organismText: { en: "yeast proteins", cn: "酵母" },
        sample: { en: "purified recombinant *S. cerevisiae* proteins", cn: "纯化的酿酒酵母重组蛋白" },
      },
    ],
    targets: [
      { en: "small-molecule ligand binding", cn: "小分子配体结合" },
      { en: "peptide binding", cn: "多肽结合" },
      { en: "protein–protein interactions", cn: "蛋白质相互作用" },
      { en: "binding energetics of point mutants", cn: "点突变体的结合能" },
      { en: "inhibitor binding", cn: "抑制剂结合" },
    ],
    keywords: [
      { en: "Isothermal titration calorimetry", cn: "等温滴定量热法" },
      { en: "Binding affinity", cn: "结合亲和力" },
      { en: "Thermodynamics", cn: "热力学" },
      { en: "Enthalpy", cn: "焓变" },
      { en: "Stoichiometry", cn: "化学计量比" },
    ],
    titles: [
      {
        en: "Thermodynamic Characterisation of {target} in {sample} by Isothermal Titration Calorimetry",
        cn: "等温滴定量热法表征{sample}：{target}",
      },
      {
        en: "Measuring K~d~, ΔH and Stoichiometry of {target} with a MicroCal PEAQ-ITC",
        cn: "利用 MicroCal PEAQ-ITC 测定{target}的 K~d~、ΔH 与化学计量比",
      },
      {
        en: "Label-free Quantification of {target} of {organism} by Isothermal Titration Calorimetry",
        cn: "等温滴定量热法无标记定量{organism}{target}",
      },
      {
        en: "A Practical ITC Protocol for {target}: from Buffer Matching to Global Fitting",
        cn: "{target}的等温滴定量热实用方案：从缓冲液匹配到全局拟合",
      },
    ],
    abstract: {
      aim: [
        {
          en: "Isothermal titration calorimetry measures the heat released or absorbed on binding and yields the dissociation constant, binding enthalpy and stoichiometry in a single label-free experiment.",
          cn: "等温滴定量热法测定结合过程中释放或吸收的热量，在一次无标记实验中即可同时得到解离常数、结合焓和化学计量比。",
        },
        {
          en: "This protocol describes the complete thermodynamic characterisation of {target} in {sample}.",
          cn: "本方案介绍对{sample}的{target}进行完整热力学表征的方法。",
        },
      ],
      method: [
        {
          en: "Protein and ligand are prepared in exactly matched buffer by dialysis, and concentrations are chosen so that the Wiseman parameter c lies between 10 and 100.",
          cn: "通过透析使蛋白和配体处于完全匹配的缓冲液中，并选择浓度使 Wiseman 参数 c 介于 10 和 100 之间。",
        },
        {
          en: "Titrations are run at 25 °C with 19 injections of 2 µL into a 200 µL cell at 150 s intervals and 750 rpm stirring.",
          cn: "在 25 °C 下进行滴定：向 200 µL 样品池中注射 19 次，每次 2 µL，间隔 150 s，搅拌速度 750 rpm。",
        },
        {
          en: "Heats of dilution from ligand-into-buffer controls are subtracted, and integrated heats are fitted to a one-set-of-sites model.",
          cn: "扣除配体滴入缓冲液对照所得的稀释热后，将积分热拟合至单类结合位点模型。",
        },
      ],
      result: [
        {
          en: "Dissociation constants between 20 nM and 50 µM were determined with fitted stoichiometries of 0.85–1.10 and standard deviations of ΔH below 5% across three independent titrations.",
          cn: "测得解离常数范围为 20 nM 至 50 µM，拟合化学计量比为 0.85–1.10，三次独立滴定所得 ΔH 的标准差低于 5%。",
        },
        {
          en: "Interactions of similar affinity differed in their enthalpic and entropic contributions by up to 25 kJ/mol, information that affinity measurements alone do not provide.",
          cn: "亲和力相近的相互作用，其焓和熵的贡献相差可达 25 kJ/mol，这是仅测定亲和力所无法获得的信息。",
        },
      ],
    },
    background: [
      {
        en: "In a titration calorimeter, small aliquots of ligand are injected into the protein solution and the power needed to keep the sample cell at the temperature of the reference cell is recorded. Wiseman and colleagues showed that the shape of the resulting binding isotherm is determined by c = n[M]~cell~/K~d~, and that reliable fits require c between about 1 and 1,000 [1]; low-affinity systems can still be analysed when the titration is carried well beyond saturation [2].",
        cn: "在滴定量热仪中，将配体分成小份注入蛋白溶液，并记录使样品池与参比池保持相同温度所需的功率。Wiseman 等证明，所得结合等温线的形状由 c = n[M]~cell~/K~d~ 决定，可靠的拟合要求 c 约在 1 至 1,000 之间 [1]；若滴定远超饱和点，低亲和力体系仍可分析 [2]。",
      },
      {
        en: "Because the binding enthalpy is measured directly, ITC separates the free energy into enthalpic and entropic terms, which is valuable in ligand optimisation and in the analysis of mutants [3]. The method is equally suited to protein–protein interactions, provided that both partners are monodisperse and the buffers are matched exactly [4].",
        cn: "由于结合焓可直接测得，等温滴定量热法可将自由能分解为焓项和熵项，这对于配体优化和突变体分析很有价值 [3]。只要两个结合伴侣均为单分散状态且缓冲液完全匹配，该方法同样适用于蛋白质相互作用研究 [4]。",
      },
    ],
    materials: [
      { name: { en: "HEPES", cn: "HEPES" }, supplier: "Sigma-Aldrich", catalog: "H3375" },
      { name: { en: "Sodium chloride", cn: "氯化钠" }, supplier: "Sigma-Aldrich", catalog: "S9888" },
      { name: { en: "TCEP hydrochloride", cn: "TCEP 盐酸盐" }, supplier: "Gold Biotechnology", catalog: "TCEP25" },
      { name: { en: "Dimethyl sulfoxide, Hybri-Max", cn: "二甲基亚砜，Hybri-Max 级" }, supplier: "Sigma-Aldrich", catalog: "D2650" },
      { name: { en: "Slide-A-Lyzer dialysis cassettes, 10K MWCO, 0.5–3 mL", cn: "Slide-A-Lyzer 透析盒，10K MWCO，0.5–3 mL" }, supplier: "Thermo Fisher Scientific", catalog: "66810" },
      { name: { en: "Amicon Ultra-4 centrifugal filter, 10 kDa MWCO", cn: "Amicon Ultra-4 超滤离心管，10 kDa MWCO" }, supplier: "Merck Millipore", catalog: "UFC801024" },
      { name: { en: "Millex-GP syringe filter, 0.22 µm", cn: "Millex-GP 针头式滤器，0.22 µm" }, supplier: "Merck Millipore", catalog: "SLGP033RS" },
      { name: { en: "Hellmanex III cleaning concentrate", cn: "Hellmanex III 清洗浓缩液" }, supplier: "Hellma", catalog: "9-307-011-4-507" },
    ],
    equipment: [
      { name: { en: "Isothermal titration calorimeter", cn: "等温滴定量热仪" }, supplier: "Malvern Panalytical", catalog: "MicroCal PEAQ-ITC" },
      { name: { en: "Microvolume UV-Vis spectrophotometer", cn: "微量紫外-可见分光光度计" }, supplier: "Thermo Fisher Scientific", catalog: "NanoDrop One" },
      { name: { en: "Refrigerated microcentrifuge", cn: "冷冻微量离心机" }, supplier: "Eppendorf", catalog: "5424 R" },
      { name: { en: "Gas-tight loading syringe, 500 µL", cn: "500 µL 气密进样针" }, supplier: "Hamilton", catalog: "Model 1750" },
    ],
    software: [
      { name: { en: "MicroCal PEAQ-ITC Analysis Software", cn: "MicroCal PEAQ-ITC 分析软件" }, supplier: "Malvern Panalytical", catalog: "v1.41" },
      { name: { en: "NITPIC and SEDPHAT (peak integration and global fitting)", cn: "NITPIC 与 SEDPHAT（峰积分与全局拟合）" }, supplier: "University of Texas Southwestern / NIH", catalog: "v2.0 / v15.2b" },
    ],
    steps: [
      {
        text: {
          en: "Dialyse 1 mL of protein (20–100 µM) overnight at 4 °C against 2 L of ITC buffer (20 mM HEPES pH 7.5, 150 mM NaCl, 0.5 mM TCEP). Keep the final dialysate for dissolving the ligand and for all control titrations.",
          cn: "取 1 mL 蛋白（20–100 µM），4 °C 下对 2 L ITC 缓冲液（20 mM HEPES，pH 7.5，150 mM NaCl，0.5 mM TCEP）透析过夜。保留最终透析液，用于溶解配体及所有对照滴定。",
        },
        notes: [
          {
            en: "**Critical:** mismatched buffers produce heats of dilution that can exceed the heat of binding. Match pH to within 0.02 units and DMSO to within 0.1% between cell and syringe; use TCEP rather than DTT or 2-mercaptoethanol, which oxidise and give baseline drift.",
            cn: "**关键：**缓冲液不匹配会产生可能超过结合热的稀释热。样品池与注射器中溶液的 pH 差应小于 0.02，DMSO 浓度差应小于 0.1%；应使用 TCEP，而不是易氧化并导致基线漂移的 DTT 或 2-巯基乙醇。",
          },
        ],
      },
      {
        text: {
          en: "Dissolve or dilute the ligand (small molecule, peptide or partner protein) in the final dialysate; for a protein ligand, dialyse it in the same beaker as the cell protein.",
          cn: "用最终透析液溶解或稀释配体（小分子、多肽或结合蛋白）；若配体为蛋白，应与样品池中的蛋白在同一烧杯中透析。",
        },
      },
      {
        text: {
          en: "Centrifuge both solutions at 16,000 × g for 10 min at 4 °C and determine their concentrations from A~280~ with calculated extinction coefficients, in triplicate.",
          cn: "4 °C、16,000 × g 离心两种溶液 10 min，利用计算所得消光系数由 A~280~ 测定其浓度，每份测 3 次。",
        },
        notes: [
          {
            en: "Errors in the cell concentration appear directly in the fitted stoichiometry, and errors in the syringe concentration in K~d~ and ΔH; concentration is the largest source of error in ITC.",
            cn: "样品池浓度的误差会直接反映在拟合的化学计量比中，注射器浓度的误差则反映在 K~d~ 和 ΔH 中；浓度是等温滴定量热法最大的误差来源。",
          },
        ],
      },
      {
        text: {
          en: "Choose concentrations from the expected K~d~: cell concentration 10–100 × K~d~ (typically 10–50 µM) and syringe concentration 10–15 times that of the cell for 1:1 binding [1].",
          cn: "根据预期 K~d~ 选择浓度：样品池浓度为 K~d~ 的 10–100 倍（通常为 10–50 µM）；对于 1:1 结合，注射器浓度为样品池浓度的 10–15 倍 [1]。",
        },
      },
      {
        text: {
          en: "Clean the cell and syringe with 20% Hellmanex III followed by water and ITC buffer using the instrument's cleaning routine, and verify with a water-into-water titration that injection heats are below 0.1 µcal.",
          cn: "用仪器的清洗程序依次以 20% Hellmanex III、水和 ITC 缓冲液清洗样品池和注射器，并通过水滴水实验确认注射热低于 0.1 µcal。",
        },
      },
      {
        text: {
          en: "Load 280 µL of protein into the 200 µL sample cell with the Hamilton syringe, keeping the needle tip just above the cell bottom and dispensing slowly to avoid bubbles; load 40 µL of ligand into the titration syringe.",
          cn: "用 Hamilton 进样针将 280 µL 蛋白加入 200 µL 样品池：针尖置于池底稍上方，缓慢推注以免产生气泡；向滴定注射器中加入 40 µL 配体。",
        },
      },
      {
        text: {
          en: "Set the run parameters: 25 °C, reference power 10 µcal/s, stirring 750 rpm, initial delay 60 s, one 0.4 µL injection followed by 18 injections of 2 µL (4 s each) at 150 s spacing.",
          cn: "设置运行参数：25 °C，参比功率 10 µcal/s，搅拌速度 750 rpm，初始延迟 60 s；先注射 1 次 0.4 µL，随后注射 18 次，每次 2 µL（持续 4 s），间隔 150 s。",
        },
        notes: [
          {
            en: "Increase the spacing to 180–240 s if the signal does not return to baseline between injections, as occurs with slow binding or conformational changes.",
            cn: "若注射间信号未能回到基线（如结合较慢或伴随构象变化时），应将间隔延长至 180–240 s。",
          },
        ],
      },
      {
        text: {
          en: "After the run, titrate the same ligand solution into buffer with identical settings to obtain the heats of dilution.",
          cn: "运行结束后，以相同参数将同一配体溶液滴入缓冲液，以获得稀释热。",
        },
      },
      {
        text: {
          en: "If the enthalpy is below about 4 kJ/mol or c is below 1, repeat at a second temperature (15 °C or 35 °C) or use a displacement titration with a weaker competitor.",
          cn: "若焓变低于约 4 kJ/mol 或 c 小于 1，可在第二个温度（15 °C 或 35 °C）下重复实验，或采用以较弱竞争配体进行的置换滴定。",
        },
      },
      {
        text: {
          en: "Perform three independent titrations with separately prepared protein and ligand solutions, and clean the cell with water and buffer between runs.",
          cn: "用分别配制的蛋白和配体溶液进行 3 次独立滴定，每次运行之间用水和缓冲液清洗样品池。",
        },
        notes: [
          {
            en: "**Pause point:** recover the cell contents and check for precipitation by centrifugation and A~280~; the protein can be frozen for SDS-PAGE.",
            cn: "**暂停点：**回收样品池中的溶液，通过离心和 A~280~ 检查是否有沉淀；蛋白可冻存用于 SDS-PAGE 分析。",
          },
        ],
      },
    ],
    dataAnalysis: [
      {
        en: "Integrate the injection peaks with automated baseline assignment (NITPIC [5] or the instrument software), discard the first 0.4 µL injection, subtract the heats of dilution and fit the normalised heats to a one-set-of-sites model to obtain n, K~d~ and ΔH. Calculate ΔG = RT ln K~d~ and −TΔS = ΔG − ΔH, and report means and standard deviations of three titrations.",
        cn: "采用自动基线设定（NITPIC [5] 或仪器软件）对注射峰进行积分，舍弃首次 0.4 µL 注射，扣除稀释热后将归一化热拟合至单类结合位点模型，得到 n、K~d~ 和 ΔH。按 ΔG = RT ln K~d~ 及 −TΔS = ΔG − ΔH 计算，报告 3 次滴定的均值和标准差。",
      },
      {
        en: "A stoichiometry far from an integer indicates inaccurate concentrations or a partly inactive protein rather than a fractional binding site. For c below 5, fix n to the known stoichiometry and report K~d~ only [2].",
        cn: "化学计量比明显偏离整数，通常提示浓度不准确或部分蛋白失活，而非存在分数结合位点。当 c 小于 5 时，应将 n 固定为已知化学计量比，仅报告 K~d~ [2]。",
      },
    ],
    troubleshooting: [
      {
        problem: { en: "Large, constant heats that do not saturate", cn: "热量大且恒定，不出现饱和" },
        cause: { en: "Buffer mismatch (pH, DMSO, salt) between cell and syringe", cn: "样品池与注射器之间缓冲液（pH、DMSO、盐）不匹配" },
        solution: { en: "Dissolve the ligand in the final dialysate and match DMSO exactly; subtract a ligand-into-buffer control", cn: "用最终透析液溶解配体并严格匹配 DMSO 浓度；扣除配体滴入缓冲液的对照" },
      },
      {
        problem: { en: "Noisy or drifting baseline", cn: "基线噪声大或漂移" },
        cause: { en: "Bubbles in the cell, dirty cell or oxidising reducing agent", cn: "样品池中有气泡、样品池不洁或还原剂氧化" },
        solution: { en: "Reload slowly without bubbles, clean with Hellmanex and replace DTT by TCEP", cn: "缓慢重新加样避免气泡，用 Hellmanex 清洗，并以 TCEP 代替 DTT" },
      },
      {
        problem: { en: "Sigmoidal curve too steep to fit K~d~", cn: "S 形曲线过陡，无法拟合 K~d~" },
        cause: { en: "c above 1,000 (affinity too high)", cn: "c 大于 1,000（亲和力过高）" },
        solution: { en: "Lower the cell concentration or use a displacement titration", cn: "降低样品池浓度或采用置换滴定" },
      },
    ],
    references: [
      { authors: "Wiseman, T., Williston, S., Brandts, J. F., Lin, L.-N.", year: 1989, title: "Rapid measurement of binding constants and heats of binding using a new titration calorimeter", journal: "Analytical Biochemistry", volume: "179", pages: "131–137" },
      { authors: "Turnbull, W. B., Daranas, A. H.", year: 2003, title: "On the value of c: can low affinity systems be studied by isothermal titration calorimetry?", journal: "Journal of the American Chemical Society", volume: "125", pages: "14859–14866" },
      { authors: "Leavitt, S., Freire, E.", year: 2001, title: "Direct measurement of protein binding energetics by isothermal titration calorimetry", journal: "Current Opinion in Structural Biology", volume: "11", pages: "560–566" },
      { authors: "Pierce, M. M., Raman, C. S., Nall, B. T.", year: 1999, title: "Isothermal titration calorimetry of protein–protein interactions", journal: "Methods", volume: "19", pages: "213–221" },
      { authors: "Keller, S., Vargas, C., Zhao, H., et al.", year: 2012, title: "High-precision isothermal titration calorimetry with automated peak-shape analysis", journal: "Analytical Chemistry", volume: "84", pages: "5066–5073" },
    ],
  },
  {
    id: "smfret-tirf-microscopy",
    name: { en: "single-molecule FRET by TIRF microscopy", cn: "全内反射荧光单分子 FRET 成像" },
    categoryIds: [26, 1],
    contexts: [
      {
        organism: "Xenopus laevis",
        organismText: { en: "*Xenopus*", cn: "非洲爪蟾" },
        sample: { en: "nucleosomes reconstituted from recombinant *Xenopus* histones", cn: "以重组非洲爪蟾组蛋白重构的核小体" },
      },
      {
        organism: "Homo sapiens",
        organismText: { en: "human proteins", cn: "人源蛋白" },
        sample: { en: "complexes of human DNA repair proteins with labelled DNA", cn: "人源 DNA 修复蛋白与标记 DNA 的复合物" },
      },
      {
        organism: "Escherichia coli",
        organismText: { en: "*E. coli*", cn: "大肠杆菌" },
        sample: { en: "complexes of *E. coli* DNA helicases with partial-duplex DNA", cn: "大肠杆菌 DNA 解旋酶与部分双链 DNA 的复合物" },
      },
      {
        organism: "Escherichia coli",
        organismText: { en: "*E. coli*", cn: "大肠杆菌" },
        sample: { en: "dye-labelled *E. coli* riboswitch RNAs", cn: "染料标记的大肠杆菌核糖开关 RNA" },
      },
    ],
    targets: [
      { en: "conformational dynamics", cn: "构象动力学" },
      { en: "transition kinetics between FRET states", cn: "FRET 状态间的转换动力学" },
      { en: "salt- and Mg^2+^-dependent conformational equilibria", cn: "盐与 Mg^2+^ 依赖的构象平衡" },
      { en: "binding-induced conformational changes", cn: "结合诱导的构象变化" },
      { en: "conformational heterogeneity", cn: "构象异质性" },
    ],
    keywords: [
      { en: "Single-molecule FRET", cn: "单分子 FRET" },
      { en: "TIRF microscopy", cn: "全内反射荧光显微镜" },
      { en: "Conformational dynamics", cn: "构象动力学" },
      { en: "Hidden Markov model", cn: "隐马尔可夫模型" },
      { en: "Surface passivation", cn: "表面钝化" },
    ],
    titles: [
      {
        en: "Single-molecule FRET Imaging of {target} in {sample}",
        cn: "{sample}{target}的单分子 FRET 成像",
      },
      {
        en: "Resolving {target} of Single Molecules by Prism-type TIRF Microscopy",
        cn: "利用棱镜型全内反射荧光显微镜解析单分子{target}",
      },
      {
        en: "A Surface-tethered smFRET Assay for {target} of {sample}",
        cn: "表面固定单分子 FRET 法研究{sample}的{target}",
      },
      {
        en: "From PEG Passivation to Hidden Markov Analysis: smFRET of {target}",
        cn: "从 PEG 钝化到隐马尔可夫分析：{target}的单分子 FRET 研究",
      },
    ],
    abstract: {
      aim: [
        {
          en: "Ensemble measurements average over molecules that adopt different conformations at different times; single-molecule FRET resolves these states and the rates at which they interconvert.",
          cn: "整体测量会对不同时刻处于不同构象的分子取平均；单分子 FRET 则能分辨这些状态及其相互转换的速率。",
        },
        {
          en: "This protocol describes surface-tethered smFRET measurements of {target} in {sample}.",
          cn: "本方案介绍以表面固定单分子 FRET 测定{sample}{target}的方法。",
        },
      ],
      method: [
        {
          en: "Cy3/Cy5-labelled, biotinylated molecules are immobilised at 20–50 pM on PEG-passivated quartz slides through NeutrAvidin.",
          cn: "将 Cy3/Cy5 标记的生物素化分子以 20–50 pM 浓度经 NeutrAvidin 固定于 PEG 钝化的石英玻片上。",
        },
        {
          en: "Molecules are imaged on a prism-type TIRF microscope with 532 nm excitation at 100 ms per frame in an oxygen-scavenging buffer containing Trolox.",
          cn: "在含 Trolox 的除氧缓冲液中，用棱镜型全内反射荧光显微镜以 532 nm 激发、每帧 100 ms 进行成像。",
        },
        {
          en: "Donor and acceptor traces are extracted, corrected for leakage and detection efficiency, and analysed by FRET histograms and hidden Markov modelling.",
          cn: "提取供体和受体荧光轨迹，校正串扰和检测效率后，通过 FRET 直方图和隐马尔可夫模型进行分析。",
        },
      ],
      result: [
        {
          en: "Between 60% and 80% of fluorescent spots showed single-step photobleaching of both dyes, and 150–400 traces per condition were retained for analysis.",
          cn: "60%–80% 的荧光点表现出两种染料的单步光漂白，每种条件保留 150–400 条轨迹用于分析。",
        },
        {
          en: "FRET states were resolved at efficiencies differing by ≥ 0.15, and transition rates between 0.05 and 5 s^−1^ were determined with relative errors below 15%.",
          cn: "可分辨 FRET 效率相差 ≥ 0.15 的状态，测得的转换速率为 0.05–5 s^−1^，相对误差低于 15%。",
        },
      ],
    },
    background: [
      {
        en: "Förster resonance energy transfer between a single donor and a single acceptor was first observed in 1996 [1] and has since become a general method for measuring distances of 3–8 nm and their changes in individual biomolecules [2]. Immobilising molecules on a passivated surface and exciting them by total internal reflection allows each molecule to be followed for tens of seconds to minutes.",
        cn: "单个供体与单个受体之间的 Förster 共振能量转移于 1996 年首次被观测到 [1]，此后已成为测量单个生物分子内 3–8 nm 距离及其变化的通用方法 [2]。将分子固定于钝化表面并以全内反射方式激发，可对每个分子追踪数十秒至数分钟。",
      },
      {
        en: "Observation times are limited by photobleaching and blinking of the dyes. Enzymatic oxygen scavenging removes dissolved oxygen [3], and the triplet-state quencher Trolox suppresses blinking [4]. Hidden Markov modelling assigns each trace to discrete FRET states and yields the rates of transitions between them [5].",
        cn: "观测时间受染料光漂白和闪烁的限制。酶促除氧体系可去除溶解氧 [3]，三重态淬灭剂 Trolox 可抑制闪烁 [4]。隐马尔可夫模型将每条轨迹划分为离散的 FRET 状态，并给出状态间的转换速率 [5]。",
      },
    ],
    materials: [
      { name: { en: "Cy3 maleimide, mono-reactive dye pack", cn: "Cy3 马来酰亚胺单活性染料" }, supplier: "Cytiva", catalog: "PA23031" },
      { name: { en: "Cy5 maleimide, mono-reactive dye pack", cn: "Cy5 马来酰亚胺单活性染料" }, supplier: "Cytiva", catalog: "PA25031" },
      { name: { en: "mPEG-succinimidyl valerate, MW 5,000", cn: "mPEG-琥珀酰亚胺戊酸酯，MW 5,000" }, supplier: "Laysan Bio", catalog: "MPEG-SVA-5000" },
      { name: { en: "Biotin-PEG-succinimidyl valerate, MW 5,000", cn: "生物素-PEG-琥珀酰亚胺戊酸酯，MW 5,000" }, supplier: "Laysan Bio", catalog: "BIO-PEG-SVA-5000" },
      { name: { en: "Vectabond reagent (amino-silanisation)", cn: "Vectabond 试剂（氨基硅烷化）" }, supplier: "Vector Laboratories", catalog: "SP-1800" },
      { name: { en: "NeutrAvidin protein", cn: "NeutrAvidin 蛋白" }, supplier: "Thermo Fisher Scientific", catalog: "31000" },
      { name: { en: "Glucose oxidase from *Aspergillus niger*, type VII", cn: "黑曲霉葡萄糖氧化酶，VII 型" }, supplier: "Sigma-Aldrich", catalog: "G2133" },
      { name: { en: "Catalase from bovine liver", cn: "牛肝过氧化氢酶" }, supplier: "Sigma-Aldrich", catalog: "C40" },
      { name: { en: "Trolox", cn: "Trolox" }, supplier: "Sigma-Aldrich", catalog: "238813" },
    ],
    equipment: [
      { name: { en: "Inverted microscope with home-built prism-type TIRF illumination", cn: "配自建棱镜型全内反射照明的倒置显微镜" }, supplier: "Olympus", catalog: "IX73" },
      { name: { en: "Water-immersion objective, 60×, NA 1.2", cn: "60× 水浸物镜，NA 1.2" }, supplier: "Olympus", catalog: "UPLSAPO60XW" },
      { name: { en: "532 nm and 640 nm continuous-wave lasers", cn: "532 nm 与 640 nm 连续激光器" }, supplier: "Coherent", catalog: "OBIS 532 LS / OBIS 640 LX" },
      { name: { en: "EMCCD camera", cn: "EMCCD 相机" }, supplier: "Andor (Oxford Instruments)", catalog: "iXon Ultra 897" },
      { name: { en: "Emission image splitter (dual view)", cn: "发射光分光器（双视野）" }, supplier: "Cairn Research", catalog: "OptoSplit II" },
    ],
    software: [
      { name: { en: "MATLAB (trace extraction and correction scripts)", cn: "MATLAB（轨迹提取与校正脚本）" }, supplier: "MathWorks", catalog: "R2023b" },
      { name: { en: "vbFRET (hidden Markov modelling)", cn: "vbFRET（隐马尔可夫建模）" }, supplier: "Columbia University (open source)", catalog: "v2.0" },
    ],
    steps: [
      {
        text: {
          en: "Label the molecules with Cy3 and Cy5 at engineered cysteines (protein) or amino-modified nucleotides (nucleic acid), with a biotin on one component for tethering. Remove free dye by gel filtration or PAGE and confirm labelling efficiencies above 80% from the absorbance at 550, 650 and 260 or 280 nm.",
          cn: "在引入的半胱氨酸（蛋白）或氨基修饰核苷酸（核酸）上标记 Cy3 和 Cy5，并在其中一个组分上引入生物素用于固定。通过凝胶过滤或 PAGE 去除游离染料，根据 550、650 以及 260 或 280 nm 处的吸光度确认标记效率高于 80%。",
        },
        notes: [
          {
            en: "**Critical:** unlabelled or acceptor-only molecules do not contribute FRET traces but dilute the useful spots; donor-only molecules produce a zero-FRET peak that must be excluded in the analysis.",
            cn: "**关键：**未标记或仅有受体的分子不产生 FRET 轨迹，却会减少有效荧光点；仅有供体的分子会产生零 FRET 峰，分析时必须排除。",
          },
        ],
      },
      {
        text: {
          en: "Clean quartz slides and coverslips by sonication in 1 M KOH for 20 min and in acetone for 15 min, rinsing with water between steps, and burn the slides briefly with a propane torch.",
          cn: "将石英玻片和盖玻片依次在 1 M KOH 中超声 20 min、在丙酮中超声 15 min，各步之间用水冲洗，再用丙烷喷灯短暂灼烧玻片。",
        },
        notes: [
          {
            en: "**Caution:** 1 M KOH is corrosive; wear gloves and eye protection.",
            cn: "**注意：**1 M KOH 具有腐蚀性，须佩戴手套和护目镜。",
          },
        ],
      },
      {
        text: {
          en: "Amino-silanise slides and coverslips in 2% Vectabond in acetone for 10 min, rinse with water and dry; then incubate each surface for 3 h with 0.2 g/mL mPEG-SVA containing 2% (w/w) biotin-PEG-SVA in 0.1 M sodium bicarbonate pH 8.3.",
          cn: "将玻片和盖玻片在 2% Vectabond 丙酮溶液中氨基硅烷化 10 min，水洗后干燥；然后每个表面用含 2%（w/w）生物素-PEG-SVA 的 0.2 g/mL mPEG-SVA（溶于 0.1 M 碳酸氢钠，pH 8.3）孵育 3 h。",
        },
        notes: [
          {
            en: "**Pause point:** PEG-coated slides and coverslips can be dried under nitrogen and stored under vacuum at −20 °C for up to 2 weeks.",
            cn: "**暂停点：**PEG 包被的玻片和盖玻片可在氮气下干燥，真空下 −20 °C 保存至多 2 周。",
          },
        ],
      },
      {
        text: {
          en: "Assemble flow channels of about 10 µL between slide and coverslip with double-sided tape and seal the edges with 5 min epoxy.",
          cn: "用双面胶在玻片和盖玻片之间组装约 10 µL 的流动通道，并用 5 分钟环氧胶密封边缘。",
        },
      },
      {
        text: {
          en: "Fill a channel with 0.2 mg/mL NeutrAvidin in T50 buffer (10 mM Tris-HCl pH 8.0, 50 mM NaCl) for 5 min and wash with 100 µL of T50.",
          cn: "向通道中注入溶于 T50 缓冲液（10 mM Tris-HCl，pH 8.0，50 mM NaCl）的 0.2 mg/mL NeutrAvidin，孵育 5 min 后用 100 µL T50 洗涤。",
        },
      },
      {
        text: {
          en: "Flow in 50 µL of the labelled molecules at 20–50 pM in imaging buffer without the oxygen scavenger, incubate for 2–5 min, and wash out unbound molecules; aim for 200–400 spots per field of view.",
          cn: "注入 50 µL 溶于不含除氧体系的成像缓冲液中的 20–50 pM 标记分子，孵育 2–5 min 后洗去未结合的分子；目标为每个视野 200–400 个荧光点。",
        },
        notes: [
          {
            en: "Check specificity in a channel without NeutrAvidin: it should contain fewer than 5% of the spots found in the complete channel.",
            cn: "在不含 NeutrAvidin 的通道中检验特异性：其荧光点数应少于完整通道的 5%。",
          },
        ],
      },
      {
        text: {
          en: "Exchange the channel into imaging buffer (Recipe 1) with the oxygen scavenger, Trolox and the experimental condition (salt, Mg^2+^, ligand or binding partner), and wait 2 min before imaging.",
          cn: "将通道更换为含除氧体系、Trolox 及实验条件（盐、Mg^2+^、配体或结合蛋白）的成像缓冲液（配方 1），等待 2 min 后开始成像。",
        },
        notes: [
          {
            en: "**Critical:** the glucose oxidase system acidifies the buffer by about 0.1 pH unit per 10 min; use imaging buffer within 30–40 min of adding the enzymes.",
            cn: "**关键：**葡萄糖氧化酶体系会使缓冲液 pH 每 10 min 下降约 0.1；加入酶后，成像缓冲液须在 30–40 min 内使用。",
          },
        ],
      },
      {
        text: {
          en: "Excite the donor with the 532 nm laser through the prism and record movies of 1,200 frames at 100 ms per frame with an EM gain of 250, ending each movie with 20 frames of 640 nm excitation to identify molecules with an active acceptor.",
          cn: "通过棱镜以 532 nm 激光激发供体，以每帧 100 ms、EM 增益 250 记录 1,200 帧影像；每段影像末尾以 640 nm 激发 20 帧，用于识别受体有活性的分子。",
        },
      },
      {
        text: {
          en: "Record 10–20 fields of view per condition, moving to a fresh area for each movie, and acquire a short movie of a donor-only sample to determine donor leakage into the acceptor channel.",
          cn: "每种条件记录 10–20 个视野，每段影像均更换至新的区域；另记录一段仅含供体样品的短影像，以测定供体向受体通道的串扰。",
        },
      },
      {
        text: {
          en: "Map the donor and acceptor channels with fluorescent beads, extract the intensity of each spot in both channels and select traces with single-step photobleaching and anticorrelated donor and acceptor signals.",
          cn: "用荧光微球校准供体和受体通道的空间对应关系，提取每个荧光点在两个通道中的强度，挑选出单步光漂白且供体与受体信号反相关的轨迹。",
        },
      },
    ],
    dataAnalysis: [
      {
        en: "Calculate the apparent FRET efficiency as E = (I~A~ − βI~D~)/(I~A~ − βI~D~ + γI~D~), with leakage β from donor-only molecules and the detection correction γ from the change in donor and acceptor intensities at acceptor photobleaching [2]. Build FRET histograms from the first 50 frames of every selected trace and fit them with Gaussian functions.",
        cn: "表观 FRET 效率按 E = (I~A~ − βI~D~)/(I~A~ − βI~D~ + γI~D~) 计算，其中串扰系数 β 由仅含供体的分子求得，检测校正因子 γ 由受体光漂白时供体和受体强度的变化求得 [2]。取每条入选轨迹的前 50 帧构建 FRET 直方图，并用高斯函数拟合。",
      },
      {
        en: "Fit the traces with a hidden Markov model [5], choose the number of states by the evidence or BIC, and build transition density plots. Fit cumulative dwell-time distributions of each state with single or double exponentials to obtain the rate constants, and report the number of molecules and independent slides.",
        cn: "用隐马尔可夫模型 [5] 拟合轨迹，依据证据值或 BIC 确定状态数，并绘制转换密度图。用单指数或双指数函数拟合各状态的累积驻留时间分布以获得速率常数，并报告分子数和独立玻片数。",
      },
    ],
    troubleshooting: [
      {
        problem: { en: "Many spots in the channel without NeutrAvidin", cn: "不含 NeutrAvidin 的通道中荧光点多" },
        cause: { en: "Incomplete PEG passivation", cn: "PEG 钝化不完全" },
        solution: { en: "Prepare fresh mPEG-SVA immediately before use, add a second round of short-chain PEG (MS(PEG)~4~) and add 0.1 mg/mL BSA to the buffer", cn: "临用前新鲜配制 mPEG-SVA，追加一轮短链 PEG（MS(PEG)~4~）处理，并在缓冲液中加入 0.1 mg/mL BSA" },
      },
      {
        problem: { en: "Rapid photobleaching or blinking", cn: "光漂白快或闪烁严重" },
        cause: { en: "Oxygen scavenger exhausted or Trolox not activated", cn: "除氧体系耗尽或 Trolox 未活化" },
        solution: { en: "Prepare imaging buffer fresh, age the Trolox solution under room light for 1–2 h before use and lower the laser power", cn: "新鲜配制成像缓冲液，Trolox 溶液使用前在室内光下放置 1–2 h 使其老化，并降低激光功率" },
      },
      {
        problem: { en: "Large zero-FRET population", cn: "零 FRET 群体比例高" },
        cause: { en: "Donor-only molecules or a photobleached acceptor", cn: "仅含供体的分子或受体已光漂白" },
        solution: { en: "Improve acceptor labelling, use alternating excitation or exclude molecules without an acceptor signal under 640 nm excitation", cn: "提高受体标记效率，采用交替激发，或排除 640 nm 激发下无受体信号的分子" },
      },
    ],
    recipes: [
      {
        name: { en: "Recipe 1. Imaging buffer", cn: "配方 1. 成像缓冲液" },
        composition: {
          en: "50 mM Tris-HCl pH 8.0, 50 mM NaCl (or the salt and Mg^2+^ concentration under study), 0.1 mg/mL BSA, 0.8% (w/v) D-glucose, 2 mM Trolox; immediately before use add 1 mg/mL glucose oxidase and 0.04 mg/mL catalase.",
          cn: "50 mM Tris-HCl（pH 8.0），50 mM NaCl（或所研究的盐和 Mg^2+^ 浓度），0.1 mg/mL BSA，0.8%（w/v）D-葡萄糖，2 mM Trolox；临用前加入 1 mg/mL 葡萄糖氧化酶和 0.04 mg/mL 过氧化氢酶。",
        },
      },
    ],
    references: [
      { authors: "Ha, T., Enderle, T., Ogletree, D. F., Chemla, D. S., Selvin, P. R., Weiss, S.", year: 1996, title: "Probing the interaction between two single molecules: fluorescence resonance energy transfer between a single donor and a single acceptor", journal: "Proceedings of the National Academy of Sciences of the USA", volume: "93", pages: "6264–6268" },
      { authors: "Roy, R., Hohng, S., Ha, T.", year: 2008, title: "A practical guide to single-molecule FRET", journal: "Nature Methods", volume: "5", pages: "507–516" },
      { authors: "Aitken, C. E., Marshall, R. A., Puglisi, J. D.", year: 2008, title: "An oxygen scavenging system for improvement of dye stability in single-molecule fluorescence experiments", journal: "Biophysical Journal", volume: "94", pages: "1826–1835" },
      { authors: "Rasnik, I., McKinney, S. A., Ha, T.", year: 2006, title: "Nonblinking and long-lasting single-molecule fluorescence imaging", journal: "Nature Methods", volume: "3", pages: "891–893" },
      { authors: "McKinney, S. A., Joo, C., Ha, T.", year: 2006, title: "Analysis of single-molecule FRET trajectories using hidden Markov modeling", journal: "Biophysical Journal", volume: "91", pages: "1941–1951" },
    ],
  },
  {
    id: "microscale-thermophoresis",
    name: { en: "microscale thermophoresis", cn: "微量热泳动" },
    categoryIds: [26, 2],
    contexts: [
      {
        organism: "Homo sapiens",
        organismText: { en: "human proteins", cn: "人源" },
        sample: { en: "His-tagged recombinant human proteins", cn: "His 标签人源重组蛋白" },
      },
      {
        organism: "Homo sapiens",
        organismText: { en: "human cells", cn: "人源细胞" },
        sample: { en: "lysates of HEK293T cells expressing GFP-fusion proteins", cn: "表达 GFP 融合蛋白的 HEK293T 细胞裂解液" },
      },
      {
        organism: "Escherichia coli",
        organismText: { en: "*E. coli* proteins", cn: "大肠杆菌" },
        sample: { en: "purified *E. coli* proteins", cn: "纯化的大肠杆菌蛋白" },
      },
      {
        organism: "Saccharomyces cerevisiae",
        organismText: { en: "yeast proteins", cn: "酵母" },
        sample: { en: "purified recombinant *S. cerevisiae* proteins", cn: "纯化的酿酒酵母重组蛋白" },
      },
    ],
    targets: [
      { en: "small-molecule binding affinities", cn: "小分子结合亲和力" },
      { en: "peptide binding", cn: "多肽结合" },
      { en: "protein–protein interaction affinities", cn: "蛋白质相互作用亲和力" },
      { en: "the effect of point mutations on binding", cn: "点突变对结合的影响" },
    ],
    keywords: [
      { en: "Microscale thermophoresis", cn: "微量热泳动" },
      { en: "Dissociation constant", cn: "解离常数" },
      { en: "Binding affinity", cn: "结合亲和力" },
      { en: "Fluorescent labelling", cn: "荧光标记" },
      { en: "Monolith", cn: "Monolith" },
    ],
    titles: [
      {
        en: "Measuring {target} of {sample} by Microscale Thermophoresis",
        cn: "微量热泳动法测定{sample}的{target}",
      },
      {
        en: "A Microscale Thermophoresis Protocol for {target} Using Microlitre Sample Volumes",
        cn: "微升级样品用量的{target}微量热泳动测定方案",
      },
      {
        en: "Determining Dissociation Constants for {target} with a Monolith NT.115",
        cn: "利用 Monolith NT.115 测定{target}的解离常数",
      },
      {
        en: "Immobilisation-free Analysis of {target} in {sample}",
        cn: "{sample}的{target}免固定化分析",
      },
    ],
    abstract: {
      aim: [
        {
          en: "Microscale thermophoresis measures binding in solution from the change in the movement of a fluorescent molecule along a microscopic temperature gradient, without immobilisation and with microlitre amounts of sample.",
          cn: "微量热泳动通过荧光分子沿微观温度梯度迁移行为的变化，在溶液中测定结合作用，无需固定化，样品用量仅为微升级。",
        },
        {
          en: "This protocol describes the determination of {target} of {sample} on a Monolith instrument.",
          cn: "本方案介绍如何在 Monolith 仪器上测定{sample}的{target}。",
        },
      ],
      method: [
        {
          en: "The target molecule is labelled with a red fluorescent dye through its His tag or primary amines, or detected through its GFP fusion in cleared lysate.",
          cn: "通过 His 标签或伯胺基团用红色荧光染料标记靶分子，或在澄清的裂解液中通过其 GFP 融合标签进行检测。",
        },
        {
          en: "A 16-point twofold dilution series of the unlabelled ligand is mixed with a constant concentration of labelled target (5–50 nM) and loaded into glass capillaries.",
          cn: "将未标记配体的 16 点两倍稀释系列与恒定浓度（5–50 nM）的标记靶分子混合后装入玻璃毛细管。",
        },
        {
          en: "Thermophoresis is recorded at 25 °C with medium MST power, and the normalised fluorescence is fitted with the law of mass action.",
          cn: "于 25 °C、中等 MST 功率下记录热泳动信号，并以质量作用定律拟合归一化荧光。",
        },
      ],
      result: [
        {
          en: "Dissociation constants from 10 nM to 200 µM were obtained with signal-to-noise ratios above 8 and standard deviations below 30% of K~d~ across three independent dilution series.",
          cn: "测得解离常数范围为 10 nM 至 200 µM，信噪比高于 8，三组独立稀释系列所得 K~d~ 的标准差低于其 30%。",
        },
        {
          en: "Each binding curve used 160 µL of labelled target at nanomolar concentration and 20 µL of concentrated ligand and was measured in less than 15 min; K~d~ values agreed within twofold with ITC or SPR where available.",
          cn: "每条结合曲线仅需 160 µL 纳摩尔浓度的标记靶分子和 20 µL 高浓度配体，测定时间不到 15 min；在有 ITC 或 SPR 数据时，K~d~ 值相差不超过两倍。",
        },
      ],
    },
    background: [
      {
        en: "Molecules move along a temperature gradient in a way that depends on their size, charge and hydration shell [1]. Binding of a ligand changes at least one of these properties, so the thermophoretic movement of a fluorescent molecule changes with ligand concentration and yields a binding curve. Because the measurement takes place in solution in a capillary, it works in buffers with detergents, in serum and in cell lysates [2,3].",
        cn: "分子沿温度梯度的迁移取决于其大小、电荷和水化层 [1]。配体结合至少会改变其中一种性质，因此荧光分子的热泳动会随配体浓度而变化，由此可得到结合曲线。由于测定是在毛细管内的溶液中进行的，该方法适用于含去垢剂的缓冲液、血清和细胞裂解液 [2,3]。",
      },
      {
        en: "Microscale thermophoresis requires only one fluorescent partner, covers affinities from picomolar to millimolar, and is compatible with small molecules, peptides, nucleic acids and proteins as ligands [4,5]. Its main pitfalls are adsorption to capillaries, aggregation and ligand-induced changes in fluorescence, which the protocol tests for before each series.",
        cn: "微量热泳动只需一个结合伴侣带有荧光，可覆盖皮摩尔至毫摩尔的亲和力范围，适用于小分子、多肽、核酸和蛋白 [4,5]。其主要问题是毛细管吸附、聚集以及配体引起的荧光变化，本方案在每个稀释系列测定前均对此进行检验。",
      },
    ],
    materials: [
      { name: { en: "Monolith His-Tag Labeling Kit RED-tris-NTA 2nd Generation", cn: "Monolith His 标签标记试剂盒 RED-tris-NTA 第二代" }, supplier: "NanoTemper Technologies", catalog: "MO-L018" },
      { name: { en: "Monolith Protein Labeling Kit RED-NHS 2nd Generation", cn: "Monolith 蛋白标记试剂盒 RED-NHS 第二代" }, supplier: "NanoTemper Technologies", catalog: "MO-L011" },
      { name: { en: "Monolith NT.115 Premium Capillaries", cn: "Monolith NT.115 Premium 毛细管" }, supplier: "NanoTemper Technologies", catalog: "MO-K025" },
      { name: { en: "Monolith NT.115 Capillaries (standard)", cn: "Monolith NT.115 标准毛细管" }, supplier: "NanoTemper Technologies", catalog: "MO-K022" },
      { name: { en: "TWEEN 20", cn: "吐温 20" }, supplier: "Sigma-Aldrich", catalog: "P9416" },
      { name: { en: "HEPES", cn: "HEPES" }, supplier: "Sigma-Aldrich", catalog: "H3375" },
      { name: { en: "Dimethyl sulfoxide, Hybri-Max", cn: "二甲基亚砜，Hybri-Max 级" }, supplier: "Sigma-Aldrich", catalog: "D2650" },
      { name: { en: "PCR tubes, 0.2 mL, low binding", cn: "0.2 mL 低吸附 PCR 管" }, supplier: "Eppendorf", catalog: "0030124332" },
    ],
    equipment: [
      { name: { en: "Microscale thermophoresis instrument with red and blue/green detectors", cn: "配红色及蓝/绿色检测器的微量热泳动仪" }, supplier: "NanoTemper Technologies", catalog: "Monolith NT.115" },
      { name: { en: "Refrigerated microcentrifuge", cn: "冷冻微量离心机" }, supplier: "Eppendorf", catalog: "5424 R" },
      { name: { en: "Microvolume UV-Vis spectrophotometer", cn: "微量紫外-可见分光光度计" }, supplier: "Thermo Fisher Scientific", catalog: "NanoDrop One" },
    ],
    software: [
      { name: { en: "MO.Control", cn: "MO.Control" }, supplier: "NanoTemper Technologies", catalog: "v1.6" },
      { name: { en: "MO.Affinity Analysis", cn: "MO.Affinity Analysis" }, supplier: "NanoTemper Technologies", catalog: "v2.3" },
    ],
    steps: [
      {
        text: {
          en: "Prepare MST buffer (Recipe 1) and filter it through 0.22 µm. For His-tagged targets, mix 100 µL of 200 nM protein with 100 µL of 100 nM RED-tris-NTA dye and incubate for 30 min at room temperature in the dark; for other proteins, label 20 µM protein with a threefold molar excess of RED-NHS dye for 30 min and remove free dye on the column supplied.",
          cn: "配制 MST 缓冲液（配方 1）并用 0.22 µm 滤器过滤。对于 His 标签靶蛋白，将 100 µL 200 nM 蛋白与 100 µL 100 nM RED-tris-NTA 染料混合，室温避光孵育 30 min；对于其他蛋白，用 3 倍摩尔过量的 RED-NHS 染料标记 20 µM 蛋白 30 min，并用试剂盒所附的柱子去除游离染料。",
        },
        notes: [
          {
            en: "For GFP-fusion proteins in lysate, omit labelling: lyse cells in MST buffer with 0.5% NP-40, clear at 16,000 × g for 15 min at 4 °C and dilute the supernatant until the GFP fluorescence is 200–1,000 counts at 20–40% LED power.",
            cn: "对于裂解液中的 GFP 融合蛋白，无需标记：用含 0.5% NP-40 的 MST 缓冲液裂解细胞，4 °C、16,000 × g 离心 15 min，稀释上清至 GFP 荧光在 20%–40% LED 功率下为 200–1,000 计数。",
          },
        ],
      },
      {
        text: {
          en: "Centrifuge the labelled target at 16,000 × g for 10 min at 4 °C to remove aggregates and keep it on ice in the dark.",
          cn: "4 °C、16,000 × g 离心标记靶分子 10 min 以去除聚集体，冰上避光保存。",
        },
        notes: [
          {
            en: "**Pause point:** labelled protein can be flash-frozen in single-use aliquots and stored at −80 °C; re-check fluorescence and capillary shape after thawing.",
            cn: "**暂停点：**标记蛋白可按单次用量分装、速冻后于 −80 °C 保存；解冻后须重新检查荧光强度和毛细管扫描峰形。",
          },
        ],
      },
      {
        text: {
          en: "Run a pretest: load the labelled target at the assay concentration (5–50 nM) into standard and premium capillaries and perform a capillary scan. Choose the capillary type that gives symmetrical peaks, and an LED power that gives 200–1,500 fluorescence counts.",
          cn: "进行预实验：将测定浓度（5–50 nM）的标记靶分子分别装入标准毛细管和 Premium 毛细管并进行毛细管扫描。选择峰形对称的毛细管类型，并选择使荧光计数达到 200–1,500 的 LED 功率。",
        },
        notes: [
          {
            en: "**Critical:** asymmetric or double peaks indicate adsorption to the glass or aggregation; add 0.05% Tween-20 or 0.1 mg/mL BSA, or use premium capillaries, before measuring binding.",
            cn: "**关键：**峰形不对称或出现双峰提示样品吸附于玻璃或发生聚集；测定结合前应加入 0.05% Tween-20 或 0.1 mg/mL BSA，或改用 Premium 毛细管。",
          },
        ],
      },
      {
        text: {
          en: "Prepare 16 PCR tubes with 10 µL of MST buffer each (tubes 2–16). Put 20 µL of ligand at twice the highest final concentration (at least 20 × the expected K~d~) in tube 1 and transfer 10 µL serially from tube to tube, mixing by pipetting; discard 10 µL from tube 16.",
          cn: "准备 16 支 PCR 管，第 2–16 管各加 10 µL MST 缓冲液。第 1 管加入 20 µL 浓度为最高终浓度两倍（至少为预期 K~d~ 的 20 倍）的配体，然后依次吸取 10 µL 转入下一管并吹打混匀；从第 16 管中弃去 10 µL。",
        },
        notes: [
          {
            en: "Keep DMSO constant in all tubes (for example 2% in the dilution buffer when the ligand stock is in DMSO).",
            cn: "各管 DMSO 浓度须保持一致（例如配体储液为 DMSO 溶液时，稀释缓冲液中也含 2% DMSO）。",
          },
        ],
      },
      {
        text: {
          en: "Add 10 µL of labelled target (at twice the final concentration) to each tube, mix by pipetting and incubate for 15 min at room temperature in the dark.",
          cn: "每管加入 10 µL 标记靶分子（浓度为终浓度的两倍），吹打混匀后室温避光孵育 15 min。",
        },
      },
      {
        text: {
          en: "Fill the capillaries by dipping them into each tube (about 4 µL is drawn up by capillary force), place them in order on the tray and insert the tray into the instrument.",
          cn: "将毛细管浸入各管中取样（靠毛细作用吸入约 4 µL），按顺序放置于样品托盘上，并将托盘放入仪器。",
        },
      },
      {
        text: {
          en: "Set the temperature to 25 °C and measure with 20–40% LED power and medium MST power (laser on for 20 s, off for 5 s).",
          cn: "将温度设为 25 °C，以 20%–40% LED 功率和中等 MST 功率（激光开 20 s、关 5 s）进行测定。",
        },
      },
      {
        text: {
          en: "Inspect the initial fluorescence of all 16 capillaries; if it varies by more than 20% in a ligand-dependent way, perform an SD test: mix 10 µL from the highest and lowest ligand tubes with 10 µL of 4% SDS, 40 mM DTT, heat at 95 °C for 5 min and measure again.",
          cn: "检查 16 根毛细管的初始荧光；若荧光随配体浓度变化超过 20%，则进行 SD 检验：取最高和最低配体浓度管各 10 µL，分别与 10 µL 4% SDS、40 mM DTT 混合，95 °C 加热 5 min 后重新测定。",
        },
        notes: [
          {
            en: "If the fluorescence difference disappears after denaturation, it reflects binding and can be used as the binding readout; if it persists, it is caused by loss of material or ligand quenching.",
            cn: "若变性后荧光差异消失，说明该差异由结合引起，可直接作为结合读数；若差异依然存在，则由样品损失或配体淬灭所致。",
          },
        ],
      },
      {
        text: {
          en: "Repeat the dilution series with freshly prepared ligand at least three times, and include a non-binding control (an inactive mutant or unrelated ligand) in one series.",
          cn: "用新鲜配制的配体重复稀释系列至少 3 次，并在其中一个系列中设置不结合对照（失活突变体或无关配体）。",
        },
      },
    ],
    dataAnalysis: [
      {
        en: "In MO.Affinity Analysis, calculate F~norm~ = F~hot~/F~cold~ (in ‰) from the fluorescence before the IR laser and 1.5 or 5 s after it is switched on, plot it against ligand concentration and fit the K~d~ model derived from the law of mass action, with the labelled target concentration fixed. Accept curves with a response amplitude at least five times the noise, and report K~d~ as mean ± SD of three independent series [4].",
        cn: "在 MO.Affinity Analysis 中，根据红外激光开启前及开启后 1.5 s 或 5 s 的荧光计算 F~norm~ = F~hot~/F~cold~（以 ‰ 计），对配体浓度作图，固定标记靶分子浓度后用基于质量作用定律的 K~d~ 模型拟合。仅接受响应幅度至少为噪声 5 倍的曲线，K~d~ 以 3 组独立系列的均值 ± 标准差表示 [4]。",
      },
    ],
    troubleshooting: [
      {
        problem: { en: "Bumpy, irregular MST traces", cn: "MST 曲线起伏不规则" },
        cause: { en: "Aggregation of target or ligand", cn: "靶分子或配体聚集" },
        solution: { en: "Centrifuge all samples, add 0.05% Tween-20 and lower the highest ligand concentration", cn: "离心所有样品，加入 0.05% Tween-20，并降低最高配体浓度" },
      },
      {
        problem: { en: "No change in F~norm~ although binding is expected", cn: "预期有结合但 F~norm~ 无变化" },
        cause: { en: "Ligand too dilute or dye position insensitive to binding", cn: "配体浓度过低，或染料位置对结合不敏感" },
        solution: { en: "Extend the series to 20 × K~d~, try the other MST power or switch from His-tag to amine labelling", cn: "将稀释系列扩展至 20 倍 K~d~，尝试另一档 MST 功率，或由 His 标签标记改为氨基标记" },
      },
      {
        problem: { en: "Fluorescence decreases along the series", cn: "荧光沿稀释系列逐渐降低" },
        cause: { en: "Adsorption to tubes or capillaries", cn: "样品吸附于离心管或毛细管" },
        solution: { en: "Use low-binding tubes and premium capillaries and add 0.1 mg/mL BSA", cn: "使用低吸附离心管和 Premium 毛细管，并加入 0.1 mg/mL BSA" },
      },
    ],
    recipes: [
      {
        name: { en: "Recipe 1. MST buffer", cn: "配方 1. MST 缓冲液" },
        composition: {
          en: "50 mM HEPES pH 7.4, 150 mM NaCl, 10 mM MgCl~2~, 0.05% (v/v) Tween-20; filter through 0.22 µm and store at 4 °C for up to 1 month.",
          cn: "50 mM HEPES（pH 7.4），150 mM NaCl，10 mM MgCl~2~，0.05%（v/v）Tween-20；经 0.22 µm 过滤后 4 °C 保存，可保存 1 个月。",
        },
      },
    ],
    references: [
      { authors: "Duhr, S., Braun, D.", year: 2006, title: "Why molecules move along a temperature gradient", journal: "Proceedings of the National Academy of Sciences of the USA", volume: "103", pages: "19678–19682" },
      { authors: "Wienken, C. J., Baaske, P., Rothbauer, U., Braun, D., Duhr, S.", year: 2010, title: "Protein-binding assays in biological liquids using microscale thermophoresis", journal: "Nature Communications", volume: "1", pages: "100" },
      { authors: "Seidel, S. A. I., Dijkman, P. M., Lea, W. A., et al.", year: 2013, title: "Microscale thermophoresis quantifies biomolecular interactions under previously challenging conditions", journal: "Methods", volume: "59", pages: "301–315" },
      { authors: "Jerabek-Willemsen, M., Wienken, C. J., Braun, D., Baaske, P., Duhr, S.", year: 2011, title: "Molecular interaction studies using microscale thermophoresis", journal: "Assay and Drug Development Technologies", volume: "9", pages: "342–353" },
      { authors: "Jerabek-Willemsen, M., André, T., Wanner, R., et al.", year: 2014, title: "MicroScale Thermophoresis: interaction analysis and beyond", journal: "Journal of Molecular Structure", volume: "1077", pages: "101–113" },
    ],
  },
  {
    id: "dynamic-light-scattering",
    name: { en: "dynamic light scattering", cn: "动态光散射" },
    categoryIds: [26, 2],
    contexts: [
      {
        organism: "Homo sapiens",
        organismText: { en: "human proteins", cn: "人源蛋白" },
        sample: { en: "purified recombinant human proteins", cn: "纯化的人源重组蛋白" },
      },
      {
        organism: "Homo sapiens",
        organismText: { en: "human proteins", cn: "人源蛋白" },
        sample: { en: "humanised IgG1 monoclonal antibody formulations", cn: "人源化 IgG1 单克隆抗体制剂" },
      },
      {
        organism: "Escherichia coli",
        organismText: { en: "*E. coli* proteins", cn: "大肠杆菌蛋白" },
        sample: { en: "purified *E. coli* proteins", cn: "纯化的大肠杆菌蛋白" },
      },
      {
        organism: "Saccharomyces cerevisiae",
        organismText: { en: "yeast proteins", cn: "酵母蛋白" },
        sample: { en: "purified recombinant *S. cerevisiae* proteins", cn: "纯化的酿酒酵母重组蛋白" },
      },
    ],
    targets: [
      { en: "hydrodynamic radius and polydispersity", cn: "流体力学半径与多分散性" },
      { en: "thermal aggregation onset", cn: "热聚集起始温度" },
      { en: "buffer-dependent colloidal stability", cn: "缓冲液依赖的胶体稳定性" },
      { en: "aggregation during storage", cn: "储存过程中的聚集" },
      { en: "oligomeric state", cn: "寡聚状态" },
    ],
    keywords: [
      { en: "Dynamic light scattering", cn: "动态光散射" },
      { en: "Hydrodynamic radius", cn: "流体力学半径" },
      { en: "Protein aggregation", cn: "蛋白聚集" },
      { en: "Polydispersity", cn: "多分散性" },
      { en: "Colloidal stability", cn: "胶体稳定性" },
    ],
    titles: [
      {
        en: "Dynamic Light Scattering Analysis of {target} in {sample}",
        cn: "{sample}{target}的动态光散射分析",
      },
      {
        en: "Assessing {target} of {organism} by Dynamic Light Scattering before Structural and Functional Studies",
        cn: "结构与功能研究前以动态光散射评估{organism}{target}",
      },
      {
        en: "A Cumulant and Distribution Analysis Workflow for {target} with the Zetasizer Nano ZS",
        cn: "基于 Zetasizer Nano ZS 的{target}累积量与粒径分布分析流程",
      },
      {
        en: "Quality Control of {sample} by Dynamic Light Scattering: {target}",
        cn: "动态光散射质控{sample}：{target}",
      },
    ],
    abstract: {
      aim: [
        {
          en: "Aggregates and oligomers that escape detection on gels interfere with crystallisation, binding assays and the stability of protein formulations.",
          cn: "凝胶电泳无法检出的聚集体和寡聚体会干扰结晶、结合实验以及蛋白制剂的稳定性。",
        },
        {
          en: "This protocol uses dynamic light scattering to determine {target} in {sample} with 50 µL of sample at 0.5–5 mg/mL.",
          cn: "本方案利用动态光散射，以 50 µL 浓度为 0.5–5 mg/mL 的样品测定{sample}的{target}。",
        },
      ],
      method: [
        {
          en: "Samples and buffers are cleared of dust by centrifugation and 0.1 µm filtration, and the buffer is measured first to confirm a low count rate.",
          cn: "样品和缓冲液经离心及 0.1 µm 过滤去除灰尘，先测定缓冲液以确认计数率低。",
        },
        {
          en: "Intensity autocorrelation functions are recorded at 173° backscatter and 25 °C in triplicate measurements of 12 runs of 10 s each.",
          cn: "在 173° 背散射角、25 °C 下记录光强自相关函数，重复测定 3 次，每次 12 轮、每轮 10 s。",
        },
        {
          en: "The Z-average diameter and polydispersity index are obtained by cumulant analysis, size distributions by regularised inversion, and aggregation onset from a temperature ramp of 1 °C per step.",
          cn: "通过累积量分析得到 Z 均粒径和多分散指数，通过正则化反演得到粒径分布，并通过每步 1 °C 的升温扫描得到聚集起始温度。",
        },
      ],
      result: [
        {
          en: "Monodisperse preparations gave polydispersity indices of 0.05–0.15 and hydrodynamic radii within 10% of those calculated from known structures, with Z-average diameters reproducible to ±2%.",
          cn: "单分散样品的多分散指数为 0.05–0.15，流体力学半径与依据已知结构计算的数值相差不超过 10%，Z 均粒径重现性为 ±2%。",
        },
        {
          en: "Less than 0.1% (by mass) of aggregates was detected as a separate population above 100 nm, and aggregation onset temperatures differed by 3–12 °C between buffer conditions.",
          cn: "可检出质量分数低于 0.1% 的聚集体（表现为 100 nm 以上的独立群体），不同缓冲液条件之间的聚集起始温度相差 3–12 °C。",
        },
      ],
    },
    background: [
      {
        en: "Dynamic light scattering records the fluctuations of scattered light caused by Brownian motion. The decay of the intensity autocorrelation function gives the translational diffusion coefficient, from which the hydrodynamic radius follows through the Stokes–Einstein equation. The method of cumulants [1,2] yields a mean size (Z-average) and a polydispersity index, whereas constrained regularisation (CONTIN) resolves several populations [3].",
        cn: "动态光散射记录由布朗运动引起的散射光强涨落。光强自相关函数的衰减给出平动扩散系数，再由 Stokes–Einstein 方程求得流体力学半径。累积量法 [1,2] 给出平均粒径（Z 均值）和多分散指数，而约束正则化方法（CONTIN）可分辨多个粒径群体 [3]。",
      },
      {
        en: "Because scattering intensity scales with roughly the sixth power of particle diameter, DLS is extremely sensitive to small amounts of aggregate, which makes it a standard quality check before crystallisation trials, biophysical measurements and formulation studies [4].",
        cn: "由于散射光强大致与粒径的六次方成正比，动态光散射对少量聚集体极为敏感，因此已成为结晶筛选、生物物理测定和制剂研究前的标准质控手段 [4]。",
      },
    ],
    materials: [
      { name: { en: "Disposable micro cuvettes, 40 µL", cn: "一次性微量比色皿，40 µL" }, supplier: "Malvern Panalytical", catalog: "ZEN0040" },
      { name: { en: "Low-volume quartz cuvette", cn: "低体积石英比色皿" }, supplier: "Malvern Panalytical", catalog: "ZEN2112" },
      { name: { en: "Ultrafree-MC centrifugal filter, 0.1 µm PVDF", cn: "Ultrafree-MC 离心过滤管，0.1 µm PVDF" }, supplier: "Merck Millipore", catalog: "UFC30VV00" },
      { name: { en: "Millex-VV syringe filter, 0.1 µm", cn: "Millex-VV 针头式滤器，0.1 µm" }, supplier: "Merck Millipore", catalog: "SLVV033RS" },
      { name: { en: "Nanosphere size standard, 60 nm polystyrene", cn: "Nanosphere 粒径标准品，60 nm 聚苯乙烯" }, supplier: "Thermo Fisher Scientific", catalog: "3060A" },
      { name: { en: "HEPES", cn: "HEPES" }, supplier: "Sigma-Aldrich", catalog: "H3375" },
      { name: { en: "Sodium chloride", cn: "氯化钠" }, supplier: "Sigma-Aldrich", catalog: "S9888" },
      { name: { en: "Hellmanex III cleaning concentrate", cn: "Hellmanex III 清洗浓缩液" }, supplier: "Hellma", catalog: "9-307-011-4-507" },
    ],
    equipment: [
      { name: { en: "DLS instrument with 633 nm laser and 173° backscatter detection", cn: "配 633 nm 激光和 173° 背散射检测的动态光散射仪" }, supplier: "Malvern Panalytical", catalog: "Zetasizer Nano ZS" },
      { name: { en: "High-throughput DLS plate reader (for buffer screens)", cn: "高通量动态光散射读板仪（用于缓冲液筛选）" }, supplier: "Wyatt Technology", catalog: "DynaPro Plate Reader III" },
      { name: { en: "Refrigerated microcentrifuge", cn: "冷冻微量离心机" }, supplier: "Eppendorf", catalog: "5424 R" },
      { name: { en: "Microvolume UV-Vis spectrophotometer", cn: "微量紫外-可见分光光度计" }, supplier: "Thermo Fisher Scientific", catalog: "NanoDrop One" },
    ],
    software: [
      { name: { en: "Zetasizer Software", cn: "Zetasizer 软件" }, supplier: "Malvern Panalytical", catalog: "v8.02" },
      { name: { en: "HYDROPRO (hydrodynamic radius from PDB structures)", cn: "HYDROPRO（由 PDB 结构计算流体力学半径）" }, supplier: "University of Murcia", catalog: "v10" },
    ],
    steps: [
      {
        text: {
          en: "Switch on the instrument 30 min before use to let the laser stabilise, and verify its performance with the 60 nm polystyrene standard diluted in 10 mM NaCl (expected Z-average 60 ± 3 nm, PDI < 0.05).",
          cn: "使用前 30 min 开机以使激光稳定，并用以 10 mM NaCl 稀释的 60 nm 聚苯乙烯标准品验证仪器性能（预期 Z 均粒径 60 ± 3 nm，PDI < 0.05）。",
        },
      },
      {
        text: {
          en: "Filter all buffers through a 0.1 µm filter into dust-free tubes rinsed with filtered water.",
          cn: "将所有缓冲液经 0.1 µm 滤器过滤至已用过滤水冲洗的无尘离心管中。",
        },
        notes: [
          {
            en: "**Critical:** dust is the most frequent cause of failed DLS measurements; rinse cuvettes with filtered water, keep them capped and never wipe the optical faces with paper tissue.",
            cn: "**关键：**灰尘是动态光散射测定失败最常见的原因；比色皿应用过滤水冲洗并保持加盖，切勿用纸巾擦拭光学面。",
          },
        ],
      },
      {
        text: {
          en: "Measure 50 µL of buffer in a clean cuvette; the derived count rate should be below 100 kcps for aqueous buffers with the attenuator fully open, and the correlogram should show no decay.",
          cn: "在洁净比色皿中测定 50 µL 缓冲液；对于水性缓冲液，衰减器全开时其衍生计数率应低于 100 kcps，且相关图不应出现衰减。",
        },
      },
      {
        text: {
          en: "Centrifuge the protein (0.5–5 mg/mL) at 16,000 × g for 10 min at 4 °C, or pass it through a 0.1 µm Ultrafree-MC filter at 12,000 × g for 2 min, and transfer 50 µL from the top of the supernatant into the cuvette without bubbles.",
          cn: "将蛋白（0.5–5 mg/mL）于 4 °C、16,000 × g 离心 10 min，或以 12,000 × g 离心 2 min 通过 0.1 µm Ultrafree-MC 过滤管，从上清上部吸取 50 µL 转入比色皿，避免产生气泡。",
        },
        notes: [
          {
            en: "Filtration removes pre-existing aggregates; when aggregation itself is to be measured, centrifuge at 2,000 × g for 2 min only to remove dust and bubbles.",
            cn: "过滤会去除已存在的聚集体；若需测定聚集本身，仅以 2,000 × g 离心 2 min 以去除灰尘和气泡。",
          },
        ],
      },
      {
        text: {
          en: "Enter the dispersant viscosity and refractive index (for example 0.89 mPa·s and 1.330 for dilute buffer at 25 °C; measure or look up values for buffers with glycerol or sugars) and a protein refractive index of 1.45.",
          cn: "输入分散剂黏度和折射率（例如 25 °C 稀缓冲液为 0.89 mPa·s 和 1.330；含甘油或糖的缓冲液应实测或查阅相应数值），蛋白折射率设为 1.45。",
        },
      },
      {
        text: {
          en: "Equilibrate the cuvette in the instrument for 120 s at 25 °C and record three measurements of 12 runs of 10 s each at 173° backscatter, with automatic attenuator and measurement position.",
          cn: "将比色皿置于仪器中于 25 °C 平衡 120 s，在 173° 背散射角下采用自动衰减器和自动测量位置，记录 3 次测定，每次 12 轮、每轮 10 s。",
        },
      },
      {
        text: {
          en: "Check each correlogram: the intercept should be 0.8–0.95, the decay smooth and the baseline flat. Discard runs with spikes caused by dust (the software dust filter removes most of them).",
          cn: "检查每个相关图：截距应为 0.8–0.95，衰减平滑且基线平坦。舍弃由灰尘引起尖峰的测定轮次（软件的灰尘过滤功能可去除大部分此类轮次）。",
        },
      },
      {
        text: {
          en: "Measure a twofold dilution series at three concentrations to test whether the apparent size depends on concentration, which indicates self-association or repulsive interactions.",
          cn: "测定 3 个浓度的两倍稀释系列，检验表观粒径是否依赖于浓度；若存在依赖性，则提示存在自缔合或排斥性相互作用。",
        },
      },
      {
        text: {
          en: "For thermal stability, run a temperature trend from 20 °C to 90 °C in 1 °C steps with 120 s equilibration and one measurement of 5 runs per step, using the quartz cuvette sealed with its cap.",
          cn: "测定热稳定性时，使用加盖密封的石英比色皿进行 20 °C 至 90 °C 的温度趋势扫描，步长 1 °C，每步平衡 120 s，每步测定 1 次（5 轮）。",
        },
        notes: [
          {
            en: "**Caution:** clean the quartz cuvette immediately after a thermal ramp; aggregated protein dried onto the walls is difficult to remove. Soak in 2% Hellmanex III for 30 min and rinse thoroughly with water.",
            cn: "**注意：**升温扫描后须立即清洗石英比色皿，干结在壁上的聚集蛋白难以去除。用 2% Hellmanex III 浸泡 30 min，再用水充分冲洗。",
          },
        ],
      },
      {
        text: {
          en: "For buffer screens or storage studies, dispense 30 µL per well into a 384-well plate, centrifuge at 1,000 × g for 1 min and read in the plate reader at defined times (for example 0, 1, 7 and 28 days at 4 °C and 25 °C).",
          cn: "进行缓冲液筛选或储存研究时，每孔加入 30 µL 样品至 384 孔板，1,000 × g 离心 1 min，于设定时间（例如 4 °C 和 25 °C 下第 0、1、7、28 天）在读板仪上读数。",
        },
        notes: [
          {
            en: "**Pause point:** sealed plates can be kept at the storage temperature between reads.",
            cn: "**暂停点：**两次读数之间，封好的微孔板可置于相应储存温度下保存。",
          },
        ],
      },
    ],
    dataAnalysis: [
      {
        en: "Report the Z-average diameter and PDI from the cumulant fit [1,2] and convert to the hydrodynamic radius with the Stokes–Einstein equation, R~h~ = k~B~T/(6πηD). Compare R~h~ with the value calculated from a structure or from the molecular weight of a globular protein to infer the oligomeric state. Use the intensity distribution from CONTIN or NNLS [3] to identify separate populations; convert to volume or number distributions only for display, because the conversion amplifies noise.",
        cn: "报告累积量拟合 [1,2] 得到的 Z 均粒径和 PDI，并用 Stokes–Einstein 方程 R~h~ = k~B~T/(6πηD) 换算为流体力学半径。将 R~h~ 与依据结构或球形蛋白分子量计算的数值比较，以推断寡聚状态。用 CONTIN 或 NNLS [3] 得到的光强分布识别独立群体；换算为体积或数量分布仅用于展示，因为换算会放大噪声。",
      },
      {
        en: "Define the aggregation onset temperature (T~agg~) as the temperature at which the Z-average or the derived count rate rises more than three standard deviations above the mean of the baseline region.",
        cn: "将聚集起始温度（T~agg~）定义为 Z 均粒径或衍生计数率上升超过基线区均值 3 倍标准差时的温度。",
      },
    ],
    troubleshooting: [
      {
        problem: { en: "High PDI (> 0.3) and unstable results between runs", cn: "PDI 高（> 0.3），各轮结果不稳定" },
        cause: { en: "Dust, bubbles or large aggregates", cn: "灰尘、气泡或大聚集体" },
        solution: { en: "Refilter the buffer, centrifuge the sample and use a fresh cuvette; if the problem persists, purify by SEC", cn: "重新过滤缓冲液，离心样品并更换新比色皿；若问题仍存在，则用分子排阻层析纯化" },
      },
      {
        problem: { en: "Count rate too low and noisy correlogram", cn: "计数率过低，相关图噪声大" },
        cause: { en: "Protein concentration too low for its size", cn: "相对于其大小，蛋白浓度过低" },
        solution: { en: "Concentrate small proteins (< 20 kDa) to at least 2 mg/mL and increase the number of runs", cn: "将小蛋白（< 20 kDa）浓缩至至少 2 mg/mL，并增加测定轮数" },
      },
      {
        problem: { en: "Size decreases with dilution", cn: "粒径随稀释而减小" },
        cause: { en: "Reversible self-association", cn: "可逆自缔合" },
        solution: { en: "Report the concentration of each measurement and confirm the oligomeric state by SEC-MALS or analytical ultracentrifugation", cn: "报告每次测定的浓度，并用 SEC-MALS 或分析超速离心确认寡聚状态" },
      },
    ],
    references: [
      { authors: "Koppel, D. E.", year: 1972, title: "Analysis of macromolecular polydispersity in intensity correlation spectroscopy: the method of cumulants", journal: "Journal of Chemical Physics", volume: "57", pages: "4814–4820" },
      { authors: "Frisken, B. J.", year: 2001, title: "Revisiting the method of cumulants for the analysis of dynamic light-scattering data", journal: "Applied Optics", volume: "40", pages: "4087–4091" },
      { authors: "Provencher, S. W.", year: 1982, title: "CONTIN: a general purpose constrained regularization program for inverting noisy linear algebraic and integral equations", journal: "Computer Physics Communications", volume: "27", pages: "229–242" },
      { authors: "Wilson, W. W.", year: 2003, title: "Light scattering as a diagnostic for protein crystal growth – a practical approach", journal: "Journal of Structural Biology", volume: "142", pages: "56–65" },
    ],
  },
  // ───────────────────────────── Systems Biology ─────────────────────────────
  {
    id: "seahorse-mito-stress-test",
    name: { en: "Seahorse extracellular flux analysis", cn: "Seahorse 细胞能量代谢分析" },
    categoryIds: [13, 4],
    contexts: [
      {
        organism: "Homo sapiens",
        organismText: { en: "human cells", cn: "人源细胞" },
        sample: { en: "HepG2 hepatoma cells", cn: "HepG2 肝癌细胞" },
      },
      {
        organism: "Homo sapiens",
        organismText: { en: "human cells", cn: "人源细胞" },
        sample: { en: "primary human CD8^+^ T cells", cn: "人原代 CD8^+^ T 细胞" },
      },
      {
        organism: "Mus musculus",
        organismText: { en: "mice", cn: "小鼠" },
        sample: { en: "C2C12 myotubes", cn: "C2C12 肌管" },
      },
      {
        organism: "Mus musculus",
        organismText: { en: "mice", cn: "小鼠" },
        sample: { en: "bone marrow-derived macrophages from mice", cn: "小鼠骨髓来源巨噬细胞" },
      },
    ],
    targets: [
      { en: "mitochondrial respiration", cn: "线粒体呼吸" },
      { en: "spare respiratory capacity", cn: "备用呼吸能力" },
      { en: "ATP-linked respiration and proton leak", cn: "ATP 偶联呼吸与质子漏" },
      { en: "glycolytic proton efflux", cn: "糖酵解质子外排" },
      { en: "metabolic responses to acute drug treatment", cn: "急性药物处理后的代谢反应" },
    ],
    keywords: [
      { en: "Oxygen consumption rate", cn: "耗氧率" },
      { en: "Extracellular acidification rate", cn: "细胞外酸化率" },
      { en: "Mitochondrial stress test", cn: "线粒体压力测试" },
      { en: "Bioenergetics", cn: "生物能量学" },
      { en: "Seahorse XF", cn: "Seahorse XF" },
    ],
    titles: [
      {
        en: "Measuring {target} in {sample} with the Seahorse XF Cell Mito Stress Test",
        cn: "利用 Seahorse XF 线粒体压力测试测定{sample}的{target}",
      },
      {
        en: "Real-time Analysis of {target} in {organism} by Extracellular Flux",
        cn: "基于细胞外流量的{organism}{target}实时分析",
      },
      {
        en: "Oxygen Consumption and Acidification Rates of {sample}: A Seahorse XFe96 Protocol",
        cn: "{sample}耗氧率与酸化率测定：Seahorse XFe96 实验方案",
      },
      {
        en: "A Normalised Microplate Respirometry Protocol for {target}",
        cn: "经细胞数归一化的{target}微孔板呼吸测定方案",
      },
    ],
    abstract: {
      aim: [
        {
          en: "Oxygen consumption and extracellular acidification of intact cells report how mitochondrial oxidative phosphorylation and glycolysis share the supply of ATP.",
          cn: "完整细胞的耗氧和细胞外酸化反映了线粒体氧化磷酸化与糖酵解在 ATP 供应中的分工。",
        },
        {
          en: "This protocol describes the measurement of {target} in {sample} on a Seahorse XFe96 analyser.",
          cn: "本方案介绍在 Seahorse XFe96 分析仪上测定{sample}{target}的方法。",
        },
      ],
      method: [
        {
          en: "Cells are seeded or attached in XF96 microplates, equilibrated for 1 h in unbuffered XF DMEM pH 7.4 with 10 mM glucose, 1 mM pyruvate and 2 mM glutamine, and measured at 37 °C.",
          cn: "将细胞接种或贴附于 XF96 微孔板中，在含 10 mM 葡萄糖、1 mM 丙酮酸和 2 mM 谷氨酰胺的无缓冲 XF DMEM（pH 7.4）中平衡 1 h 后，于 37 °C 进行测定。",
        },
        {
          en: "Oligomycin, titrated FCCP and rotenone plus antimycin A are injected sequentially, with three measurement cycles of 3 min after each injection.",
          cn: "依次注入寡霉素、经滴定的 FCCP 以及鱼藤酮与抗霉素 A 混合物，每次注入后进行 3 个测量循环，每个循环 3 min。",
        },
        {
          en: "Rates are normalised to nuclei counted by Hoechst 33342 imaging of the same wells after the assay.",
          cn: "检测结束后，对同一孔进行 Hoechst 33342 成像计数细胞核，并以此对速率进行归一化。",
        },
      ],
      result: [
        {
          en: "Basal oxygen consumption rates were 40–150 pmol/min per 10^4^ cells, with coefficients of variation below 10% between replicate wells after normalisation.",
          cn: "基础耗氧率为每 10^4^ 个细胞 40–150 pmol/min，归一化后复孔间变异系数低于 10%。",
        },
        {
          en: "FCCP raised respiration to 1.5–3.0 times the basal rate at the optimal concentration, and non-mitochondrial respiration accounted for 5–15% of basal oxygen consumption.",
          cn: "在最适 FCCP 浓度下，呼吸速率升至基础速率的 1.5–3.0 倍，非线粒体呼吸占基础耗氧的 5%–15%。",
        },
      ],
    },
    background: [
      {
        en: "Extracellular flux analysers measure dissolved oxygen and pH in a transient microchamber of about 2 µL formed above a cell monolayer, so that oxygen consumption and proton efflux can be followed in 96 wells at once [1]. Sequential injection of mitochondrial inhibitors separates basal respiration into ATP-linked respiration, proton leak and non-mitochondrial oxygen consumption, and the uncoupler FCCP reveals the maximal respiratory capacity [2].",
        cn: "细胞外流量分析仪在细胞单层上方形成约 2 µL 的瞬时微腔，测定其中的溶解氧和 pH，从而可同时在 96 个孔中跟踪耗氧和质子外排 [1]。依次注入线粒体抑制剂，可将基础呼吸分解为 ATP 偶联呼吸、质子漏和非线粒体耗氧，而解偶联剂 FCCP 可揭示最大呼吸能力 [2]。",
      },
      {
        en: "Interpretation depends on appropriate substrates, titration of the uncoupler for each cell type and normalisation to cell number [3]. Oxygen diffusion from the plastic of the plate and the buffering capacity of the medium must be taken into account when rates are converted into absolute fluxes [4].",
        cn: "结果解读取决于合适的底物、针对每种细胞类型的解偶联剂滴定以及按细胞数进行的归一化 [3]。将速率换算为绝对通量时，必须考虑氧从微孔板塑料中的扩散以及培养基的缓冲能力 [4]。",
      },
    ],
    materials: [
      { name: { en: "Seahorse XFe96 FluxPak (sensor cartridges and cell culture microplates)", cn: "Seahorse XFe96 FluxPak（探针板与细胞培养微孔板）" }, supplier: "Agilent Technologies", catalog: "102416-100" },
      { name: { en: "Seahorse XF Cell Mito Stress Test Kit", cn: "Seahorse XF 细胞线粒体压力测试试剂盒" }, supplier: "Agilent Technologies", catalog: "103015-100" },
      { name: { en: "Seahorse XF DMEM medium, pH 7.4", cn: "Seahorse XF DMEM 培养基，pH 7.4" }, supplier: "Agilent Technologies", catalog: "103575-100" },
      { name: { en: "Seahorse XF 1.0 M glucose solution", cn: "Seahorse XF 1.0 M 葡萄糖溶液" }, supplier: "Agilent Technologies", catalog: "103577-100" },
      { name: { en: "Seahorse XF 100 mM pyruvate solution", cn: "Seahorse XF 100 mM 丙酮酸溶液" }, supplier: "Agilent Technologies", catalog: "103578-100" },
      { name: { en: "Seahorse XF 200 mM glutamine solution", cn: "Seahorse XF 200 mM 谷氨酰胺溶液" }, supplier: "Agilent Technologies", catalog: "103579-100" },
      { name: { en: "Seahorse XF Calibrant", cn: "Seahorse XF 校准液" }, supplier: "Agilent Technologies", catalog: "100840-000" },
      { name: { en: "Corning Cell-Tak Cell and Tissue Adhesive (for suspension cells)", cn: "Corning Cell-Tak 细胞与组织黏附剂（用于悬浮细胞）" }, supplier: "Corning", catalog: "354240" },
      { name: { en: "Hoechst 33342, 10 mg/mL", cn: "Hoechst 33342，10 mg/mL" }, supplier: "Thermo Fisher Scientific", catalog: "H3570" },
    ],
    equipment: [
      { name: { en: "Extracellular flux analyser", cn: "细胞外流量分析仪" }, supplier: "Agilent Technologies", catalog: "Seahorse XFe96" },
      { name: { en: "Non-CO~2~ incubator at 37 °C", cn: "37 °C 无 CO~2~ 培养箱" }, supplier: "Memmert", catalog: "IN55" },
      { name: { en: "Imaging plate reader for nuclei counts", cn: "用于细胞核计数的成像读板仪" }, supplier: "Agilent BioTek", catalog: "Cytation 5" },
      { name: { en: "Centrifuge with plate rotor", cn: "配微孔板转子的离心机" }, supplier: "Eppendorf", catalog: "5810 R" },
    ],
    software: [
      { name: { en: "Seahorse Wave Desktop", cn: "Seahorse Wave Desktop" }, supplier: "Agilent Technologies", catalog: "v2.6" },
      { name: { en: "Seahorse Analytics", cn: "Seahorse Analytics" }, supplier: "Agilent Technologies", catalog: "web application" },
    ],
    steps: [
      {
        text: {
          en: "The day before the assay, fill each well of the utility plate with 200 µL of sterile water, seat the sensor cartridge on it and hydrate overnight at 37 °C in the non-CO~2~ incubator.",
          cn: "检测前一天，在通用板每孔中加入 200 µL 无菌水，将探针板放在通用板上，置于 37 °C 无 CO~2~ 培养箱中水化过夜。",
        },
      },
      {
        text: {
          en: "Seed adherent cells in 80 µL of growth medium per well of an XF96 cell culture microplate at a density giving 80–90% confluence on the day of the assay (for example 2 × 10^4^ HepG2 cells or 5 × 10^4^ macrophages); differentiate myoblasts in the plate. Leave the four corner wells without cells for background correction.",
          cn: "按检测当天汇合度达到 80%–90% 的密度，将贴壁细胞以每孔 80 µL 生长培养基接种于 XF96 细胞培养微孔板（例如 2 × 10^4^ 个 HepG2 细胞或 5 × 10^4^ 个巨噬细胞）；成肌细胞直接在板中诱导分化。4 个角孔不接种细胞，用于本底校正。",
        },
        notes: [
          {
            en: "**Critical:** leave the plate at room temperature in the hood for 1 h after seeding before moving it to the incubator; this gives an even monolayer and reduces edge effects.",
            cn: "**关键：**接种后将微孔板在超净台内室温放置 1 h，再移入培养箱；这样可获得均匀的单层细胞并减少边缘效应。",
          },
        ],
      },
      {
        text: {
          en: "For suspension cells such as T cells, coat the plate on the day of the assay with 22.4 µg/mL Cell-Tak in 0.1 M sodium bicarbonate (25 µL per well, 20 min), wash twice with water, add 2 × 10^5^ cells per well in 50 µL of assay medium, centrifuge at 200 × g for 1 min without brake and top up to 180 µL.",
          cn: "对于 T 细胞等悬浮细胞，在检测当天用溶于 0.1 M 碳酸氢钠的 22.4 µg/mL Cell-Tak 包被微孔板（每孔 25 µL，20 min），用水洗 2 次，每孔加入含 2 × 10^5^ 个细胞的 50 µL 检测培养基，200 × g 离心 1 min（不刹车），再补加至 180 µL。",
        },
      },
      {
        text: {
          en: "On the day of the assay, replace the water in the utility plate with 200 µL of pre-warmed XF Calibrant and return the cartridge to the non-CO~2~ incubator for 45–60 min.",
          cn: "检测当天，将通用板中的水换成 200 µL 预热的 XF 校准液，探针板放回无 CO~2~ 培养箱中 45–60 min。",
        },
      },
      {
        text: {
          en: "Prepare assay medium (XF DMEM pH 7.4 with 10 mM glucose, 1 mM pyruvate and 2 mM glutamine), warm it to 37 °C and check that the pH is 7.4 ± 0.05.",
          cn: "配制检测培养基（含 10 mM 葡萄糖、1 mM 丙酮酸和 2 mM 谷氨酰胺的 XF DMEM，pH 7.4），预热至 37 °C，并确认 pH 为 7.4 ± 0.05。",
        },
      },
      {
        text: {
          en: "Wash adherent cells twice with 180 µL of assay medium, leave 180 µL per well and equilibrate the cell plate for 45–60 min at 37 °C in the non-CO~2~ incubator.",
          cn: "用 180 µL 检测培养基洗涤贴壁细胞 2 次，每孔保留 180 µL，将细胞板置于 37 °C 无 CO~2~ 培养箱中平衡 45–60 min。",
        },
        notes: [
          {
            en: "**Critical:** bicarbonate and CO~2~ acidify the medium during the measurement; never place the plate or cartridge in a CO~2~ incubator after this point.",
            cn: "**关键：**碳酸氢盐和 CO~2~ 会在测定过程中使培养基酸化；此后切勿将细胞板或探针板放入 CO~2~ 培养箱。",
          },
        ],
      },
      {
        text: {
          en: "Load the injection ports with 10× compounds in assay medium: port A, 20 µL of oligomycin (1.5 µM final); port B, 22 µL of FCCP (final concentration from a prior titration, typically 0.5–2 µM); port C, 25 µL of rotenone and antimycin A (0.5 µM each final).",
          cn: "用检测培养基配制 10× 化合物并加入注射孔：A 孔加 20 µL 寡霉素（终浓度 1.5 µM）；B 孔加 22 µL FCCP（终浓度依据预实验滴定结果确定，通常为 0.5–2 µM）；C 孔加 25 µL 鱼藤酮与抗霉素 A 混合液（终浓度各 0.5 µM）。",
        },
        notes: [
          {
            en: "Titrate FCCP (0.125–2 µM) for every new cell type: too little underestimates and too much inhibits maximal respiration [3].",
            cn: "每种新的细胞类型都须滴定 FCCP（0.125–2 µM）：浓度过低会低估最大呼吸，过高则会抑制最大呼吸 [3]。",
          },
          {
            en: "**Caution:** rotenone, antimycin A and oligomycin are highly toxic; handle the stock solutions with gloves and collect waste separately.",
            cn: "**注意：**鱼藤酮、抗霉素 A 和寡霉素毒性很强；须戴手套操作储液，废液单独收集。",
          },
        ],
      },
      {
        text: {
          en: "Start the Mito Stress Test template in Wave, load the cartridge for calibration (about 20 min) and then replace the utility plate with the cell plate when prompted.",
          cn: "在 Wave 中启动线粒体压力测试模板，放入探针板进行校准（约 20 min），按提示将通用板替换为细胞板。",
        },
      },
      {
        text: {
          en: "Run three baseline cycles and three cycles after each injection, each cycle consisting of 3 min of mixing and 3 min of measurement.",
          cn: "运行 3 个基线循环，并在每次注入后各运行 3 个循环，每个循环包括 3 min 混匀和 3 min 测量。",
        },
      },
      {
        text: {
          en: "After the run, remove the medium, add 100 µL of 2 µg/mL Hoechst 33342 in PBS with 4% formaldehyde for 20 min, and count nuclei in each well by whole-well imaging.",
          cn: "运行结束后，弃去培养基，每孔加入 100 µL 含 2 µg/mL Hoechst 33342 和 4% 甲醛的 PBS 孵育 20 min，并通过全孔成像计数每孔细胞核。",
        },
        notes: [
          {
            en: "**Pause point:** fixed, stained plates can be sealed and kept at 4 °C in the dark for up to 1 week before imaging.",
            cn: "**暂停点：**固定并染色的微孔板封好后可于 4 °C 避光保存至多 1 周再成像。",
          },
        ],
      },
    ],
    dataAnalysis: [
      {
        en: "Normalise OCR and ECAR to 10^4^ cells. Calculate non-mitochondrial respiration as the minimum rate after rotenone and antimycin A, basal respiration as the last baseline rate minus non-mitochondrial respiration, ATP-linked respiration as the last baseline rate minus the minimum rate after oligomycin, proton leak as the oligomycin rate minus non-mitochondrial respiration, maximal respiration as the maximum rate after FCCP minus non-mitochondrial respiration, and spare capacity as maximal minus basal respiration [2].",
        cn: "将 OCR 和 ECAR 归一化至每 10^4^ 个细胞。非线粒体呼吸为鱼藤酮与抗霉素 A 处理后的最小速率；基础呼吸为最后一个基线速率减去非线粒体呼吸；ATP 偶联呼吸为最后一个基线速率减去寡霉素处理后的最小速率；质子漏为寡霉素处理后的速率减去非线粒体呼吸；最大呼吸为 FCCP 处理后的最大速率减去非线粒体呼吸；备用呼吸能力为最大呼吸减去基础呼吸 [2]。",
      },
      {
        en: "Convert ECAR to the proton efflux rate with the buffer factor of the assay medium and the chamber volume, and subtract the mitochondrial contribution (CO~2~-derived acidification) to estimate glycolytic proton efflux [4]. Exclude wells with baseline OCR below 20 pmol/min or with detached cells, and use at least five wells per condition in three independent experiments.",
        cn: "利用检测培养基的缓冲因子和测量腔体积将 ECAR 换算为质子外排速率，并扣除线粒体来源（CO~2~ 产生）的酸化，以估算糖酵解质子外排 [4]。排除基线 OCR 低于 20 pmol/min 或细胞脱落的孔，每种条件至少设 5 个复孔并进行 3 次独立实验。",
      },
    ],
    troubleshooting: [
      {
        problem: { en: "No increase in OCR after FCCP", cn: "加入 FCCP 后 OCR 未升高" },
        cause: { en: "FCCP concentration too high or too low, or substrate limitation", cn: "FCCP 浓度过高或过低，或底物受限" },
        solution: { en: "Titrate FCCP for the cell type and confirm that pyruvate and glutamine are present in the assay medium", cn: "针对该细胞类型滴定 FCCP，并确认检测培养基中含有丙酮酸和谷氨酰胺" },
      },
      {
        problem: { en: "High variation between wells", cn: "孔间差异大" },
        cause: { en: "Uneven seeding, edge effects or detached cells", cn: "接种不均、边缘效应或细胞脱落" },
        solution: { en: "Let plates settle for 1 h after seeding, check the monolayer before the assay and normalise to nuclei counts", cn: "接种后静置 1 h，检测前检查单层细胞状态，并按细胞核计数归一化" },
      },
      {
        problem: { en: "Baseline OCR drifts downward", cn: "基线 OCR 持续下降" },
        cause: { en: "Cells not equilibrated or medium pH incorrect", cn: "细胞未充分平衡或培养基 pH 不正确" },
        solution: { en: "Extend equilibration to 60 min in the non-CO~2~ incubator and adjust the medium to pH 7.4 at 37 °C", cn: "在无 CO~2~ 培养箱中将平衡时间延长至 60 min，并在 37 °C 下将培养基 pH 调至 7.4" },
      },
    ],
    references: [
      { authors: "Wu, M., Neilson, A., Swift, A. L., et al.", year: 2007, title: "Multiparameter metabolic analysis reveals a close link between attenuated mitochondrial bioenergetic function and enhanced glycolysis dependency in human tumor cells", journal: "American Journal of Physiology – Cell Physiology", volume: "292", pages: "C125–C136" },
      { authors: "Brand, M. D., Nicholls, D. G.", year: 2011, title: "Assessing mitochondrial dysfunction in cells", journal: "Biochemical Journal", volume: "435", pages: "297–312" },
      { authors: "Divakaruni, A. S., Paradyse, A., Ferrick, D. A., Murphy, A. N., Jastroch, M.", year: 2014, title: "Analysis and interpretation of microplate-based oxygen consumption and pH data", journal: "Methods in Enzymology", volume: "547", pages: "309–354" },
      { authors: "Gerencser, A. A., Neilson, A., Choi, S. W., et al.", year: 2009, title: "Quantitative microplate-based respirometry with correction for oxygen diffusion", journal: "Analytical Chemistry", volume: "81", pages: "6868–6878" },
    ],
  },
  {
    id: "13c-metabolic-flux-analysis",
    name: { en: "^13^C metabolic flux analysis", cn: "^13^C 代谢通量分析" },
    categoryIds: [13, 2],
    contexts: [
      {
        organism: "Escherichia coli",
        organismText: { en: "*E. coli*", cn: "大肠杆菌" },
        sample: { en: "*E. coli* K-12 MG1655 grown in glucose minimal medium", cn: "葡萄糖基本培养基中生长的大肠杆菌 K-12 MG1655" },
      },
      {
        organism: "Saccharomyces cerevisiae",
        organismText: { en: "yeast", cn: "酿酒酵母" },
        sample: { en: "*S. cerevisiae* CEN.PK113-7D in aerobic batch culture", cn: "好氧分批培养的酿酒酵母 CEN.PK113-7D" },
      },
      {
        organism: "Homo sapiens",
        organismText: { en: "human cells", cn: "人源细胞" },
        sample: { en: "A549 lung carcinoma cells", cn: "A549 肺癌细胞" },
      },
      {
        organism: "Mus musculus",
        organismText: { en: "mouse cells", cn: "小鼠细胞" },
        sample: { en: "differentiated 3T3-L1 adipocytes", cn: "已分化的 3T3-L1 脂肪细胞" },
      },
    ],
    targets: [
      { en: "central carbon metabolic fluxes", cn: "中心碳代谢通量" },
      { en: "the split between glycolysis and the oxidative pentose phosphate pathway", cn: "糖酵解与氧化戊糖磷酸途径之间的分流" },
      { en: "TCA cycle and anaplerotic fluxes", cn: "三羧酸循环与回补反应通量" },
      { en: "NADPH-producing fluxes", cn: "生成 NADPH 的代谢通量" },
    ],
    keywords: [
      { en: "Metabolic flux analysis", cn: "代谢通量分析" },
      { en: "Stable isotope tracing", cn: "稳定同位素示踪" },
      { en: "GC-MS", cn: "气相色谱-质谱联用" },
      { en: "Mass isotopomer distribution", cn: "质量同位素异构体分布" },
      { en: "Central carbon metabolism", cn: "中心碳代谢" },
    ],
    titles: [
      {
        en: "Quantifying {target} in {sample} by ^13^C Metabolic Flux Analysis",
        cn: "基于 ^13^C 示踪的{sample}{target}定量",
      },
      {
        en: "Stable-isotope Tracing and GC-MS for Estimating {target} in {organism}",
        cn: "利用稳定同位素示踪与气相色谱-质谱联用估算{organism}{target}",
      },
      {
        en: "From Labelling Experiment to Flux Map: ^13^C-MFA of {target}",
        cn: "从标记实验到通量图谱：{target}的 ^13^C 通量解析",
      },
      {
        en: "Isotopic Steady-state Flux Analysis of {sample}",
        cn: "{sample}的同位素稳态通量解析",
      },
    ],
    abstract: {
      aim: [
        {
          en: "Metabolite concentrations and enzyme levels do not reveal the rates at which carbon flows through a metabolic network; these fluxes can be inferred from the labelling patterns that a ^13^C-labelled substrate leaves in metabolites.",
          cn: "代谢物浓度和酶水平无法揭示碳在代谢网络中的流动速率；而这些通量可由 ^13^C 标记底物在代谢物中留下的标记模式推算得到。",
        },
        {
          en: "This protocol describes isotopic steady-state ^13^C metabolic flux analysis of {target} in {sample}.",
          cn: "本方案介绍利用同位素稳态 ^13^C 代谢通量分析研究{sample}{target}的方法。",
        },
      ],
      method: [
        {
          en: "Cells are grown on a defined mixture of ^13^C-glucose tracers until isotopic steady state, while growth rate and uptake and secretion rates are measured.",
          cn: "细胞在确定比例的 ^13^C 葡萄糖示踪剂混合物中培养至同位素稳态，同时测定生长速率及底物摄取和产物分泌速率。",
        },
        {
          en: "Metabolism is quenched in cold solvent within seconds, and extracted metabolites are derivatised with methoxyamine and MTBSTFA and analysed by GC-MS.",
          cn: "在数秒内用低温溶剂淬灭代谢，提取的代谢物经甲氧胺和 MTBSTFA 衍生化后用气相色谱-质谱联用进行分析。",
        },
        {
          en: "Mass isotopomer distributions corrected for natural isotope abundance are fitted to a network model with the elementary metabolite unit framework, and confidence intervals are computed for every flux.",
          cn: "经天然同位素丰度校正的质量同位素异构体分布，在基本代谢物单元框架下拟合至网络模型，并计算每个通量的置信区间。",
        },
      ],
      result: [
        {
          en: "Fits passed the χ^2^ test at the 95% level with 25–60 redundant measurements, and 90% of the net fluxes in central metabolism had 95% confidence intervals narrower than ±15% of the glucose uptake rate.",
          cn: "在 25–60 个冗余测量值的条件下，拟合结果在 95% 置信水平通过 χ^2^ 检验，中心代谢中 90% 的净通量其 95% 置信区间窄于葡萄糖摄取速率的 ±15%。",
        },
        {
          en: "Technical replicate extractions gave mass isotopomer fractions within 0.4 mol%, and independent cultures gave flux estimates within 10%.",
          cn: "技术重复提取所得质量同位素异构体分数相差不超过 0.4 mol%，独立培养所得通量估计值相差不超过 10%。",
        },
      ],
    },
    background: [
      {
        en: "In ^13^C metabolic flux analysis, cells are fed a substrate labelled at defined positions; each pathway rearranges the carbon atoms differently, so the labelling of downstream metabolites constrains the relative pathway fluxes [1]. Combined with measured uptake and secretion rates and a stoichiometric model, the labelling data yield absolute intracellular fluxes [2].",
        cn: "在 ^13^C 代谢通量分析中，细胞以特定位置标记的底物为营养；不同途径对碳原子的重排方式不同，因此下游代谢物的标记模式可对各途径的相对通量形成约束 [1]。结合实测的摄取和分泌速率以及化学计量模型，标记数据可给出胞内绝对通量 [2]。",
      },
      {
        en: "The elementary metabolite unit (EMU) decomposition reduced the computational cost of simulating isotopomer distributions by orders of magnitude [3] and underlies current software such as INCA [4]. The choice of tracer determines which fluxes are well resolved: [1,2-^13^C~2~]glucose, for example, gives precise estimates of glycolysis and the pentose phosphate pathway in mammalian cells [5].",
        cn: "基本代谢物单元（EMU）分解使模拟同位素异构体分布的计算量降低了几个数量级 [3]，也是 INCA 等现有软件的基础 [4]。示踪剂的选择决定了哪些通量能被较好地解析：例如，[1,2-^13^C~2~]葡萄糖可对哺乳动物细胞的糖酵解和戊糖磷酸途径给出精确估计 [5]。",
      },
    ],
    materials: [
      { name: { en: "D-Glucose (1-^13^C, 99%)", cn: "D-葡萄糖（1-^13^C，99%）" }, supplier: "Cambridge Isotope Laboratories", catalog: "CLM-420" },
      { name: { en: "D-Glucose (U-^13^C~6~, 99%)", cn: "D-葡萄糖（U-^13^C~6~，99%）" }, supplier: "Cambridge Isotope Laboratories", catalog: "CLM-1396" },
      { name: { en: "D-Glucose (1,2-^13^C~2~, 99%)", cn: "D-葡萄糖（1,2-^13^C~2~，99%）" }, supplier: "Cambridge Isotope Laboratories", catalog: "CLM-504" },
      { name: { en: "DMEM without glucose, glutamine and phenol red", cn: "不含葡萄糖、谷氨酰胺和酚红的 DMEM" }, supplier: "Thermo Fisher Scientific (Gibco)", catalog: "A1443001" },
      { name: { en: "Dialysed fetal bovine serum", cn: "透析胎牛血清" }, supplier: "Thermo Fisher Scientific (Gibco)", catalog: "26400044" },
      { name: { en: "Methoxyamine hydrochloride", cn: "甲氧胺盐酸盐" }, supplier: "Sigma-Aldrich", catalog: "226904" },
      { name: { en: "MTBSTFA with 1% tert-butyldimethylchlorosilane", cn: "MTBSTFA（含 1% 叔丁基二甲基氯硅烷）" }, supplier: "Sigma-Aldrich", catalog: "375934" },
      { name: { en: "Pyridine, anhydrous, 99.8%", cn: "无水吡啶，99.8%" }, supplier: "Sigma-Aldrich", catalog: "270970" },
      { name: { en: "Methanol, Optima LC/MS grade", cn: "甲醇，Optima LC/MS 级" }, supplier: "Fisher Scientific", catalog: "A456-4" },
    ],
    equipment: [
      { name: { en: "Gas chromatograph with single-quadrupole mass spectrometer", cn: "配单四极杆质谱的气相色谱仪" }, supplier: "Agilent Technologies", catalog: "7890B GC / 5977B MSD" },
      { name: { en: "GC column, DB-5ms, 30 m × 0.25 mm × 0.25 µm", cn: "DB-5ms 气相色谱柱，30 m × 0.25 mm × 0.25 µm" }, supplier: "Agilent Technologies", catalog: "122-5532" },
      { name: { en: "Biochemistry analyser for glucose and lactate", cn: "葡萄糖与乳酸生化分析仪" }, supplier: "YSI (Xylem)", catalog: "2950D" },
      { name: { en: "Vacuum concentrator", cn: "真空离心浓缩仪" }, supplier: "Eppendorf", catalog: "Concentrator plus" },
      { name: { en: "Refrigerated microcentrifuge", cn: "冷冻微量离心机" }, supplier: "Eppendorf", catalog: "5424 R" },
    ],
    software: [
      { name: { en: "INCA (isotopomer network compartmental analysis)", cn: "INCA（同位素异构体网络区室分析）" }, supplier: "Vanderbilt University", catalog: "v2.1" },
      { name: { en: "IsoCor (natural abundance correction)", cn: "IsoCor（天然丰度校正）" }, supplier: "TBI Toulouse (open source)", catalog: "v2.2" },
      { name: { en: "MassHunter Quantitative Analysis", cn: "MassHunter 定量分析软件" }, supplier: "Agilent Technologies", catalog: "v10.0" },
    ],
    steps: [
      {
        text: {
          en: "Choose the tracer by simulating the expected precision of the fluxes of interest: for microorganisms, a mixture of 80% [1-^13^C]glucose and 20% [U-^13^C~6~]glucose; for mammalian cells, [1,2-^13^C~2~]glucose, with [U-^13^C~5~]glutamine in a parallel culture when TCA cycle fluxes are needed [5].",
          cn: "通过模拟目标通量的预期精度选择示踪剂：微生物采用 80% [1-^13^C]葡萄糖与 20% [U-^13^C~6~]葡萄糖的混合物；哺乳动物细胞采用 [1,2-^13^C~2~]葡萄糖，需要三羧酸循环通量时另设一组 [U-^13^C~5~]谷氨酰胺平行培养 [5]。",
        },
      },
      {
        text: {
          en: "Prepare labelled medium with the same total glucose concentration as the unlabelled pre-culture medium (for example 5 g/L glucose in M9 or Verduyn minimal medium, or 10 mM glucose in DMEM with 10% dialysed FBS).",
          cn: "配制与未标记预培养基葡萄糖总浓度相同的标记培养基（例如含 5 g/L 葡萄糖的 M9 或 Verduyn 基本培养基，或含 10 mM 葡萄糖及 10% 透析胎牛血清的 DMEM）。",
        },
      },
      {
        text: {
          en: "Inoculate microorganisms at OD~600~ 0.01–0.02 into labelled medium and grow them for at least five doublings; for mammalian cells, seed in 6-well plates, replace the medium with labelled medium at 50–60% confluence and culture for 24 h (three wells per time point and tracer).",
          cn: "将微生物以 OD~600~ 0.01–0.02 接种于标记培养基中，培养至少 5 个倍增周期；哺乳动物细胞接种于 6 孔板中，汇合度达 50%–60% 时换成标记培养基并培养 24 h（每个时间点和每种示踪剂设 3 孔）。",
        },
        notes: [
          {
            en: "**Critical:** isotopic steady state must be reached; verify it by sampling at two time points (for example 18 and 24 h) and confirming that labelling no longer changes.",
            cn: "**关键：**必须达到同位素稳态；应在两个时间点（例如 18 h 和 24 h）取样，确认标记不再变化。",
          },
        ],
      },
      {
        text: {
          en: "Measure external rates during exponential growth: record cell density (OD~600~ or cell counts) and take supernatant samples at five to six time points to determine glucose uptake and the secretion of lactate, acetate, ethanol or glutamate.",
          cn: "在指数生长期测定胞外速率：记录细胞密度（OD~600~ 或细胞计数），并在 5–6 个时间点采集上清，测定葡萄糖摄取以及乳酸、乙酸、乙醇或谷氨酸的分泌。",
        },
      },
      {
        text: {
          en: "Quench metabolism within seconds. For microorganisms, filter 1–2 mL of culture through a 0.45 µm nylon filter, rinse with 2 mL of ice-cold 0.9% NaCl and plunge the filter into 1.5 mL of acetonitrile/methanol/water (40:40:20, v/v) at −20 °C. For adherent cells, aspirate the medium, rinse once with ice-cold 0.9% NaCl and add 1 mL of 80% methanol at −80 °C per well.",
          cn: "在数秒内淬灭代谢。微生物：取 1–2 mL 培养物经 0.45 µm 尼龙滤膜过滤，用 2 mL 冰冷 0.9% NaCl 冲洗后，将滤膜立即投入 1.5 mL −20 °C 的乙腈/甲醇/水（40:40:20，v/v）中。贴壁细胞：吸去培养基，用冰冷 0.9% NaCl 冲洗 1 次，每孔加入 1 mL −80 °C 的 80% 甲醇。",
        },
        notes: [
          {
            en: "**Caution:** acetonitrile and methanol are toxic and flammable; work in a fume hood and keep cold solvents away from ignition sources.",
            cn: "**注意：**乙腈和甲醇有毒且易燃；须在通风橱中操作，低温溶剂应远离火源。",
          },
        ],
      },
      {
        text: {
          en: "Extract for 15 min at −20 °C (microorganisms) or scrape the cells at −80 °C (mammalian cells), transfer the extract to a tube, centrifuge at 16,000 × g for 10 min at 4 °C and dry the supernatant in a vacuum concentrator without heating.",
          cn: "微生物于 −20 °C 提取 15 min，哺乳动物细胞则在 −80 °C 条件下刮取，将提取液转移至离心管中，4 °C、16,000 × g 离心 10 min，上清用真空离心浓缩仪在不加热的条件下干燥。",
        },
        notes: [
          {
            en: "**Pause point:** dried extracts can be stored at −80 °C for up to 1 month.",
            cn: "**暂停点：**干燥的提取物可于 −80 °C 保存至多 1 个月。",
          },
        ],
      },
      {
        text: {
          en: "Derivatise the dried extract with 20 µL of 2% (w/v) methoxyamine hydrochloride in pyridine for 90 min at 37 °C, then add 30 µL of MTBSTFA with 1% TBDMCS and incubate for 60 min at 60 °C.",
          cn: "干燥提取物先加入 20 µL 2%（w/v）甲氧胺盐酸盐吡啶溶液，37 °C 衍生化 90 min，再加入 30 µL 含 1% TBDMCS 的 MTBSTFA，60 °C 孵育 60 min。",
        },
        notes: [
          {
            en: "**Caution:** pyridine and silylation reagents are toxic and moisture-sensitive; work in a fume hood and keep vials tightly capped.",
            cn: "**注意：**吡啶和硅烷化试剂有毒且对湿气敏感；须在通风橱中操作，并保持样品瓶密封。",
          },
        ],
      },
      {
        text: {
          en: "Centrifuge at 16,000 × g for 5 min, transfer the supernatant to GC vials with inserts and inject 1 µL in splitless mode. Run the oven from 100 °C (3 min) to 300 °C at 3.5 °C/min and acquire in scan mode (m/z 100–650) or in SIM mode for the selected fragments.",
          cn: "16,000 × g 离心 5 min，将上清转移至带内衬管的气相色谱进样瓶中，以不分流模式进样 1 µL。柱温从 100 °C（保持 3 min）以 3.5 °C/min 升至 300 °C，以全扫描模式（m/z 100–650）或针对所选碎片离子的 SIM 模式采集数据。",
        },
      },
      {
        text: {
          en: "Analyse unlabelled extracts in the same sequence to check that measured mass isotopomer distributions match the theoretical natural abundance within 0.5 mol%; exclude fragments that deviate or overlap with co-eluting peaks.",
          cn: "在同一序列中分析未标记提取物，确认实测质量同位素异构体分布与理论天然丰度的偏差在 0.5 mol% 以内；排除偏差过大或与共洗脱峰重叠的碎片离子。",
        },
      },
      {
        text: {
          en: "Integrate the mass isotopomers of each fragment, correct them for natural isotope abundance and for the derivatising agent, and assemble them with the external rates as input for flux fitting.",
          cn: "对每个碎片离子的质量同位素异构体进行积分，校正天然同位素丰度和衍生化试剂的贡献，并与胞外速率一起作为通量拟合的输入数据。",
        },
      },
    ],
    dataAnalysis: [
      {
        en: "Define a network of central carbon metabolism with atom transitions, fit the fluxes in INCA [4] by minimising the variance-weighted sum of squared residuals from at least ten random starting points, and accept the fit if the minimised sum lies within the χ^2^ range for the degrees of freedom. Compute 95% confidence intervals by parameter continuation and report net and exchange fluxes normalised to the glucose uptake rate.",
        cn: "建立包含碳原子转移关系的中心碳代谢网络，在 INCA [4] 中以至少 10 个随机初始值最小化方差加权残差平方和来拟合通量；若最小化后的残差平方和落在相应自由度的 χ^2^ 范围内，则接受拟合结果。通过参数延拓计算 95% 置信区间，并报告以葡萄糖摄取速率归一化的净通量和交换通量。",
      },
    ],
    troubleshooting: [
      {
        problem: { en: "Fit fails the χ^2^ test", cn: "拟合未通过 χ^2^ 检验" },
        cause: { en: "Missing reactions or compartments, or inaccurate fragments", cn: "网络缺少反应或区室，或碎片离子数据不准确" },
        solution: { en: "Inspect residuals, remove fragments with overlapping peaks and add known reactions (for example glyoxylate shunt or malic enzyme)", cn: "检查残差，剔除有峰重叠的碎片离子，并补充已知反应（如乙醛酸循环或苹果酸酶）" },
      },
      {
        problem: { en: "Labelling still increasing between time points", cn: "不同时间点之间标记仍在上升" },
        cause: { en: "Isotopic steady state not reached, for example in large TCA cycle pools", cn: "未达到同位素稳态，例如三羧酸循环相关代谢物库较大" },
        solution: { en: "Extend the labelling time or use isotopically non-stationary MFA", cn: "延长标记时间，或采用同位素非稳态代谢通量分析" },
      },
      {
        problem: { en: "Wide confidence intervals for the fluxes of interest", cn: "目标通量置信区间过宽" },
        cause: { en: "Tracer poorly informative for those pathways", cn: "所用示踪剂对这些途径的信息量不足" },
        solution: { en: "Add a parallel experiment with a complementary tracer and fit both data sets together", cn: "增加一组使用互补示踪剂的平行实验，并对两组数据进行联合拟合" },
      },
    ],
    references: [
      { authors: "Wiechert, W.", year: 2001, title: "¹³C metabolic flux analysis", journal: "Metabolic Engineering", volume: "3", pages: "195–206" },
      { authors: "Zamboni, N., Fendt, S.-M., Rühl, M., Sauer, U.", year: 2009, title: "¹³C-based metabolic flux analysis", journal: "Nature Protocols", volume: "4", pages: "878–892" },
      { authors: "Antoniewicz, M. R., Kelleher, J. K., Stephanopoulos, G.", year: 2007, title: "Elementary metabolite units (EMU): a novel framework for modeling isotopic distributions", journal: "Metabolic Engineering", volume: "9", pages: "68–86" },
      { authors: "Young, J. D.", year: 2014, title: "INCA: a computational platform for isotopically non-stationary metabolic flux analysis", journal: "Bioinformatics", volume: "30", pages: "1333–1335" },
      { authors: "Metallo, C. M., Walther, J. L., Stephanopoulos, G.", year: 2009, title: "Evaluation of ¹³C isotopic tracers for metabolic flux analysis in mammalian cells", journal: "Journal of Biotechnology", volume: "144", pages: "167–174" },
    ],
  },
  {
    id: "tmt-quantitative-proteomics",
    name: { en: "TMT-based quantitative proteomics", cn: "TMT 标记定量蛋白质组学" },
    categoryIds: [13, 2],
    contexts: [
      {
        organism: "Homo sapiens",
        organismText: { en: "human cells", cn: "人源细胞" },
        sample: { en: "HeLa cells", cn: "HeLa 细胞" },
      },
      {
        organism: "Mus musculus",
        organismText: { en: "mice", cn: "小鼠" },
        sample: { en: "liver tissue of adult mice", cn: "成年小鼠肝组织" },
      },
      {
        organism: "Saccharomyces cerevisiae",
        organismText: { en: "yeast", cn: "酿酒酵母" },
        sample: { en: "exponentially growing yeast cultures", cn: "对数生长期酿酒酵母培养物" },
      },
      {
        organism: "Escherichia coli",
        organismText: { en: "*E. coli*", cn: "大肠杆菌" },
        sample: { en: "*E. coli* K-12 cultures", cn: "大肠杆菌 K-12 培养物" },
      },
      {
        organism: "Arabidopsis thaliana",
        organismText: { en: "*Arabidopsis*", cn: "拟南芥" },
        sample: { en: "10-day-old *Arabidopsis* seedlings", cn: "10 日龄拟南芥幼苗" },
      },
    ],
    targets: [
      { en: "proteome-wide protein abundance", cn: "全蛋白质组蛋白丰度" },
      { en: "stress-induced proteome remodelling", cn: "胁迫诱导的蛋白质组重塑" },
      { en: "time-resolved proteome changes", cn: "蛋白质组的时程变化" },
      { en: "genotype-dependent protein expression", cn: "基因型依赖的蛋白表达差异" },
      { en: "treatment-induced changes in protein abundance", cn: "处理诱导的蛋白丰度变化" },
    ],
    keywords: [
      { en: "Tandem mass tags", cn: "串联质谱标签" },
      { en: "Quantitative proteomics", cn: "定量蛋白质组学" },
      { en: "SP3", cn: "SP3" },
      { en: "SPS-MS3", cn: "SPS-MS3" },
      { en: "Multiplexing", cn: "多重标记" },
    ],
    titles: [
      {
        en: "Multiplexed Quantification of {target} in {sample} with TMTpro 16plex",
        cn: "利用 TMTpro 16 标多重定量{sample}{target}",
      },
      {
        en: "TMT-based Proteomics of {organism}: Quantifying {target} by SPS-MS3",
        cn: "基于 SPS-MS3 的{organism}{target} TMT 蛋白质组学定量",
      },
      {
        en: "An SP3 and TMT Workflow for {target}",
        cn: "面向{target}的 SP3 与 TMT 标记流程",
      },
      {
        en: "Sixteen-sample Proteome Comparisons of {sample} Using Isobaric Labelling",
        cn: "利用等重同位素标记比较{sample}的 16 个蛋白质组样品",
      },
    ],
    abstract: {
      aim: [
        {
          en: "Isobaric tandem mass tags allow up to 16 proteomes to be compared in a single LC-MS run, so that missing values between samples are largely avoided.",
          cn: "等重串联质谱标签可在单次 LC-MS 运行中比较多达 16 个蛋白质组，从而在很大程度上避免样品间的缺失值。",
        },
        {
          en: "This protocol describes the quantification of {target} in {sample} by TMTpro labelling and synchronous precursor selection MS3.",
          cn: "本方案介绍利用 TMTpro 标记和同步前体选择 MS3 定量{sample}{target}的方法。",
        },
      ],
      method: [
        {
          en: "Proteins are extracted in SDS buffer, reduced, alkylated and cleaned up on paramagnetic beads (SP3), then digested on the beads with trypsin and Lys-C.",
          cn: "蛋白在 SDS 缓冲液中提取，经还原、烷基化后用顺磁性微珠（SP3）净化，再在微珠上用胰蛋白酶和 Lys-C 酶解。",
        },
        {
          en: "Peptides are labelled with TMTpro reagents, checked for labelling efficiency, pooled and separated into eight high-pH reversed-phase fractions.",
          cn: "肽段用 TMTpro 试剂标记，检查标记效率后混合，再经高 pH 反相分离为 8 个组分。",
        },
        {
          en: "Fractions are analysed on an Orbitrap Tribrid mass spectrometer with SPS-MS3, and reporter ion intensities are normalised and tested with moderated statistics.",
          cn: "各组分在 Orbitrap 三合一质谱仪上以 SPS-MS3 模式分析，报告离子强度经归一化后用调节统计量进行检验。",
        },
      ],
      result: [
        {
          en: "A single 16-plex experiment quantified 60–75% of the predicted proteome with at least two unique peptides, with a median coefficient of variation of 4–7% between replicate channels.",
          cn: "单次 16 标实验即可以至少 2 条唯一肽段定量预测蛋白质组的 60%–75%，重复通道间变异系数中位数为 4%–7%。",
        },
        {
          en: "Labelling efficiency exceeded 98%, and fold changes of spiked standard proteins were recovered within 15% of their expected ratios with SPS-MS3.",
          cn: "标记效率超过 98%，采用 SPS-MS3 时加入的标准蛋白其倍数变化与预期比例的偏差在 15% 以内。",
        },
      ],
    },
    background: [
      {
        en: "Tandem mass tags are isobaric reagents that label peptide amines; peptides from different samples have the same mass in MS1, and their relative abundances are read from reporter ions released on fragmentation [1]. Co-isolated peptides also release reporter ions and compress the measured ratios towards 1:1; isolating the fragment ions again for an MS3 scan removes most of this interference [2], and synchronous precursor selection (SPS) restores the sensitivity of the MS3 approach [3].",
        cn: "串联质谱标签是标记肽段氨基的等重试剂；来自不同样品的肽段在 MS1 中质量相同，其相对丰度由碎裂时释放的报告离子读出 [1]。共隔离的肽段同样会释放报告离子，使测得的比值向 1:1 压缩；对碎片离子再次隔离进行 MS3 扫描可消除大部分干扰 [2]，而同步前体选择（SPS）则恢复了 MS3 方法的灵敏度 [3]。",
      },
      {
        en: "Sample preparation on carboxylate-coated paramagnetic beads (SP3) removes SDS and other contaminants with little loss and works for cells, tissues, microorganisms and plants alike [4]. Peptides are identified and quantified with standard search engines such as MaxQuant [5] or Proteome Discoverer.",
        cn: "在羧基包被的顺磁性微珠上进行样品制备（SP3），可在损失很小的情况下去除 SDS 和其他污染物，并同样适用于细胞、组织、微生物和植物 [4]。肽段可用 MaxQuant [5] 或 Proteome Discoverer 等标准搜库软件进行鉴定和定量。",
      },
    ],
    materials: [
      { name: { en: "TMTpro 16plex Label Reagent Set", cn: "TMTpro 16 标标记试剂套装" }, supplier: "Thermo Fisher Scientific", catalog: "A44520" },
      { name: { en: "Sera-Mag SpeedBeads carboxylate-modified magnetic particles (hydrophilic)", cn: "Sera-Mag SpeedBeads 羧基修饰磁珠（亲水）" }, supplier: "Cytiva", catalog: "45152105050250" },
      { name: { en: "Sera-Mag SpeedBeads carboxylate-modified magnetic particles (hydrophobic)", cn: "Sera-Mag SpeedBeads 羧基修饰磁珠（疏水）" }, supplier: "Cytiva", catalog: "65152105050250" },
      { name: { en: "Trypsin/Lys-C Mix, Mass Spec Grade", cn: "胰蛋白酶/Lys-C 混合酶，质谱级" }, supplier: "Promega", catalog: "V5073" },
      { name: { en: "2-Chloroacetamide", cn: "2-氯乙酰胺" }, supplier: "Sigma-Aldrich", catalog: "C0267" },
      { name: { en: "TCEP hydrochloride", cn: "TCEP 盐酸盐" }, supplier: "Gold Biotechnology", catalog: "TCEP25" },
      { name: { en: "Pierce High pH Reversed-Phase Peptide Fractionation Kit", cn: "Pierce 高 pH 反相肽段分级试剂盒" }, supplier: "Thermo Fisher Scientific", catalog: "84868" },
      { name: { en: "Pierce BCA Protein Assay Kit", cn: "Pierce BCA 蛋白定量试剂盒" }, supplier: "Thermo Fisher Scientific", catalog: "23225" },
      { name: { en: "Acetonitrile, Optima LC/MS grade", cn: "乙腈，Optima LC/MS 级" }, supplier: "Fisher Scientific", catalog: "A955-4" },
    ],
    equipment: [
      { name: { en: "Orbitrap Tribrid mass spectrometer", cn: "Orbitrap 三合一质谱仪" }, supplier: "Thermo Fisher Scientific", catalog: "Orbitrap Eclipse" },
      { name: { en: "Nano-flow UHPLC", cn: "纳升级超高效液相色谱仪" }, supplier: "Thermo Fisher Scientific", catalog: "EASY-nLC 1200" },
      { name: { en: "Focused ultrasonicator for lysis", cn: "聚焦超声破碎仪" }, supplier: "Diagenode", catalog: "Bioruptor Pico" },
      { name: { en: "Magnetic rack for 1.5 mL tubes", cn: "1.5 mL 离心管磁力架" }, supplier: "Thermo Fisher Scientific", catalog: "DynaMag-2 (12321D)" },
      { name: { en: "Vacuum concentrator", cn: "真空离心浓缩仪" }, supplier: "Eppendorf", catalog: "Concentrator plus" },
    ],
    software: [
      { name: { en: "Proteome Discoverer", cn: "Proteome Discoverer" }, supplier: "Thermo Fisher Scientific", catalog: "v3.0" },
      { name: { en: "MaxQuant", cn: "MaxQuant" }, supplier: "Max Planck Institute of Biochemistry", catalog: "v2.4" },
      { name: { en: "R with limma", cn: "R 及 limma 包" }, supplier: "R Foundation / Bioconductor", catalog: "R 4.3, limma 3.56" },
    ],
    steps: [
      {
        text: {
          en: "Lyse the samples in lysis buffer (2% SDS, 100 mM HEPES pH 8.5, protease inhibitors): cells by 10 cycles of sonication (30 s on, 30 s off) in a Bioruptor, tissue and seedlings by grinding in liquid nitrogen before adding buffer, and microorganisms by bead beating. Heat for 5 min at 95 °C.",
          cn: "在裂解缓冲液（2% SDS，100 mM HEPES，pH 8.5，蛋白酶抑制剂）中裂解样品：细胞在 Bioruptor 中超声 10 个循环（开 30 s、关 30 s）；组织和幼苗先在液氮中研磨再加入缓冲液；微生物用珠磨法破碎。95 °C 加热 5 min。",
        },
        notes: [
          {
            en: "**Critical:** avoid Tris, ammonium bicarbonate and other amine-containing buffers from this step onwards; they react with the TMT reagents.",
            cn: "**关键：**从本步起避免使用 Tris、碳酸氢铵及其他含胺缓冲液，它们会与 TMT 试剂反应。",
          },
        ],
      },
      {
        text: {
          en: "Centrifuge at 16,000 × g for 10 min, determine the protein concentration by BCA assay and take 50 µg of protein per sample.",
          cn: "16,000 × g 离心 10 min，用 BCA 法测定蛋白浓度，每个样品取 50 µg 蛋白。",
        },
        notes: [
          {
            en: "**Pause point:** lysates can be stored at −80 °C for several months.",
            cn: "**暂停点：**裂解液可于 −80 °C 保存数月。",
          },
        ],
      },
      {
        text: {
          en: "Reduce with 5 mM TCEP for 30 min at 37 °C and alkylate with 20 mM chloroacetamide for 30 min at room temperature in the dark.",
          cn: "用 5 mM TCEP 于 37 °C 还原 30 min，再用 20 mM 氯乙酰胺室温避光烷基化 30 min。",
        },
      },
      {
        text: {
          en: "Add 500 µg of a 1:1 mixture of hydrophilic and hydrophobic SpeedBeads, bring the sample to 70% ethanol, mix for 10 min and wash the beads three times with 200 µL of 80% ethanol on the magnet [4].",
          cn: "加入 500 µg 亲水与疏水 SpeedBeads 的 1:1 混合物，使样品乙醇终浓度达 70%，混匀 10 min，在磁力架上用 200 µL 80% 乙醇洗涤磁珠 3 次 [4]。",
        },
      },
      {
        text: {
          en: "Resuspend the beads in 50 µL of 200 mM EPPS pH 8.5 with trypsin/Lys-C at 1:50 (enzyme:protein, w/w) and digest overnight at 37 °C with shaking at 1,000 rpm.",
          cn: "用 50 µL 含胰蛋白酶/Lys-C（酶与蛋白质量比 1:50）的 200 mM EPPS（pH 8.5）重悬磁珠，37 °C、1,000 rpm 振荡酶解过夜。",
        },
      },
      {
        text: {
          en: "Add TMTpro reagent in anhydrous acetonitrile to each digest at a 4:1 reagent:peptide ratio (w/w) and 30% acetonitrile final, incubate for 1 h at room temperature, and randomise the assignment of samples to channels.",
          cn: "向每份酶解液中加入溶于无水乙腈的 TMTpro 试剂（试剂与肽段质量比 4:1，乙腈终浓度 30%），室温孵育 1 h；样品与通道的对应关系须随机分配。",
        },
        notes: [
          {
            en: "**Caution:** TMT reagents hydrolyse in moist air; equilibrate the vials to room temperature before opening and dissolve them immediately before use.",
            cn: "**注意：**TMT 试剂在潮湿空气中易水解；开封前应将试剂瓶平衡至室温，临用前再溶解。",
          },
        ],
      },
      {
        text: {
          en: "Remove 1 µL from each labelled sample, pool and analyse by a 1 h LC-MS run to check labelling efficiency (> 98% of peptide N-termini and lysines) and the mixing ratios.",
          cn: "从每份标记样品中各取 1 µL 混合，进行 1 h LC-MS 分析，检查标记效率（肽段 N 端和赖氨酸 > 98%）及混合比例。",
        },
      },
      {
        text: {
          en: "Quench with 0.3% hydroxylamine for 15 min, pool the samples in the ratios corrected from the label check, remove the beads and dry the pool in a vacuum concentrator.",
          cn: "用 0.3% 羟胺淬灭 15 min，按标记检查所得比例校正后混合样品，去除磁珠，在真空离心浓缩仪中干燥。",
        },
      },
      {
        text: {
          en: "Fractionate 100 µg of the pooled peptides with the high-pH reversed-phase kit into eight fractions, dry them and dissolve each in 12 µL of 0.1% formic acid.",
          cn: "用高 pH 反相分级试剂盒将 100 µg 混合肽段分为 8 个组分，干燥后各用 12 µL 0.1% 甲酸溶解。",
        },
        notes: [
          {
            en: "**Pause point:** dried fractions can be stored at −20 °C for several weeks.",
            cn: "**暂停点：**干燥的组分可于 −20 °C 保存数周。",
          },
        ],
      },
      {
        text: {
          en: "Analyse each fraction on a 25 cm C18 column with a 120 min gradient at 300 nL/min. Acquire MS1 at 120,000 resolution, MS2 by CID in the ion trap, and SPS-MS3 of the 10 most intense fragments by HCD (normalised collision energy 55%) at 50,000 resolution.",
          cn: "每个组分在 25 cm C18 色谱柱上以 300 nL/min 流速、120 min 梯度进行分析。MS1 分辨率为 120,000，MS2 在离子阱中以 CID 碎裂，选取强度最高的 10 个碎片离子以 HCD（归一化碰撞能 55%）进行 SPS-MS3 扫描，分辨率为 50,000。",
        },
      },
      {
        text: {
          en: "Search the data against the reference proteome of the organism with common contaminants, with TMTpro (+304.207 Da) on lysines and peptide N-termini and carbamidomethylation of cysteines as fixed modifications, methionine oxidation as a variable modification and a 1% false discovery rate at the peptide and protein levels.",
          cn: "以该物种参考蛋白质组及常见污染蛋白数据库进行搜库：赖氨酸和肽段 N 端的 TMTpro（+304.207 Da）及半胱氨酸的脲甲基化设为固定修饰，甲硫氨酸氧化设为可变修饰，肽段和蛋白水平的假发现率均控制在 1%。",
        },
      },
    ],
    dataAnalysis: [
      {
        en: "Correct reporter ion intensities for isotopic impurities with the lot-specific values, discard spectra with an SPS match below 65% or isolation interference above 50%, and sum peptide intensities to proteins. Normalise channels to equal total intensity (or by median centring), log~2~-transform, and test differences with moderated t-statistics (limma) followed by Benjamini–Hochberg correction. When several plexes are combined, include a pooled reference channel in each and normalise to it.",
        cn: "利用批次特异的同位素杂质数值校正报告离子强度，舍弃 SPS 匹配度低于 65% 或隔离干扰高于 50% 的谱图，并将肽段强度加和为蛋白强度。各通道按总强度相等（或中位数居中）进行归一化，经 log~2~ 转换后以调节 t 统计量（limma）检验差异，并进行 Benjamini–Hochberg 校正。合并多个标记批次时，每批均应包含混合参比通道并以其进行归一化。",
      },
    ],
    troubleshooting: [
      {
        problem: { en: "Labelling efficiency below 95%", cn: "标记效率低于 95%" },
        cause: { en: "Amine-containing buffer, low pH or hydrolysed reagent", cn: "缓冲液含胺、pH 偏低或试剂已水解" },
        solution: { en: "Digest in 200 mM EPPS or HEPES pH 8.5, check the pH before labelling and use freshly dissolved reagent", cn: "在 200 mM EPPS 或 HEPES（pH 8.5）中酶解，标记前检查 pH，并使用新鲜溶解的试剂" },
      },
      {
        problem: { en: "Fold changes smaller than expected", cn: "倍数变化小于预期" },
        cause: { en: "Ratio compression from co-isolated peptides", cn: "共隔离肽段导致比值压缩" },
        solution: { en: "Use SPS-MS3 or FAIMS, narrow the isolation window and fractionate more deeply", cn: "采用 SPS-MS3 或 FAIMS，缩小隔离窗口，并进行更深度的分级" },
      },
      {
        problem: { en: "Unequal total intensity between channels", cn: "各通道总强度不均" },
        cause: { en: "Errors in protein quantification or pipetting", cn: "蛋白定量或移液误差" },
        solution: { en: "Adjust the mixing volumes from the label-check run before pooling the whole samples", cn: "在合并全部样品前，根据标记检查结果调整混合体积" },
      },
    ],
    references: [
      { authors: "Thompson, A., Schäfer, J., Kuhn, K., et al.", year: 2003, title: "Tandem mass tags: a novel quantification strategy for comparative analysis of complex protein mixtures by MS/MS", journal: "Analytical Chemistry", volume: "75", pages: "1895–1904" },
      { authors: "Ting, L., Rad, R., Gygi, S. P., Haas, W.", year: 2011, title: "MS3 eliminates ratio distortion in isobaric multiplexed quantitative proteomics", journal: "Nature Methods", volume: "8", pages: "937–940" },
      { authors: "McAlister, G. C., Nusinow, D. P., Jedrychowski, M. P., et al.", year: 2014, title: "MultiNotch MS3 enables accurate, sensitive, and multiplexed detection of differential expression across cancer cell line proteomes", journal: "Analytical Chemistry", volume: "86", pages: "7150–7158" },
      { authors: "Hughes, C. S., Foehr, S., Garfield, D. A., et al.", year: 2014, title: "Ultrasensitive proteome analysis using paramagnetic bead technology", journal: "Molecular Systems Biology", volume: "10", pages: "757" },
      { authors: "Cox, J., Mann, M.", year: 2008, title: "MaxQuant enables high peptide identification rates, individualized p.p.b.-range mass accuracies and proteome-wide protein quantification", journal: "Nature Biotechnology", volume: "26", pages: "1367–1372" },
    ],
  },
  {
    id: "pooled-crispr-knockout-screen",
    name: { en: "pooled CRISPR–Cas9 knockout screening", cn: "混合文库 CRISPR–Cas9 敲除筛选" },
    categoryIds: [13, 1],
    contexts: [
      {
        organism: "Homo sapiens",
        organismText: { en: "human cells", cn: "人源细胞" },
        sample: { en: "A375 melanoma cells", cn: "A375 黑色素瘤细胞" },
      },
      {
        organism: "Homo sapiens",
        organismText: { en: "human cells", cn: "人源细胞" },
        sample: { en: "K562 chronic myeloid leukaemia cells", cn: "K562 慢性髓系白血病细胞" },
      },
      {
        organism: "Mus musculus",
        organismText: { en: "mouse cells", cn: "小鼠细胞" },
        sample: { en: "mouse embryonic stem cells", cn: "小鼠胚胎干细胞" },
      },
      {
        organism: "Mus musculus",
        organismText: { en: "mouse cells", cn: "小鼠细胞" },
        sample: { en: "B16-F10 mouse melanoma cells", cn: "B16-F10 小鼠黑色素瘤细胞" },
      },
    ],
    targets: [
      { en: "genes essential for cell proliferation", cn: "增殖必需基因" },
      { en: "genetic determinants of drug resistance", cn: "耐药性的遗传决定因素" },
      { en: "modifiers of sensitivity to DNA-damaging agents", cn: "DNA 损伤药物敏感性的修饰基因" },
      { en: "genes required for growth under nutrient limitation", cn: "营养受限条件下生长所需的基因" },
    ],
    keywords: [
      { en: "CRISPR screen", cn: "CRISPR 筛选" },
      { en: "Functional genomics", cn: "功能基因组学" },
      { en: "sgRNA library", cn: "sgRNA 文库" },
      { en: "Lentivirus", cn: "慢病毒" },
      { en: "MAGeCK", cn: "MAGeCK" },
    ],
    titles: [
      {
        en: "Genome-wide CRISPR–Cas9 Knockout Screening for {target} in {sample}",
        cn: "{sample}{target}的全基因组 CRISPR–Cas9 敲除筛选",
      },
      {
        en: "Identifying {target} in {organism} with a Pooled Lentiviral sgRNA Library",
        cn: "利用混合慢病毒 sgRNA 文库鉴定{organism}{target}",
      },
      {
        en: "From Library Transduction to MAGeCK: A Pooled CRISPR Screen for {target}",
        cn: "从文库转导到 MAGeCK 分析：{target}的混合文库 CRISPR 筛选",
      },
      {
        en: "Positive and Negative Selection Screens in {sample} Using the GeCKO v2 Library",
        cn: "基于 GeCKO v2 文库的{sample}正向与负向筛选",
      },
    ],
    abstract: {
      aim: [
        {
          en: "Pooled CRISPR–Cas9 knockout screens link thousands of gene disruptions to a cellular phenotype in one experiment, with a sequencing read-out that counts the guide RNAs remaining in each population.",
          cn: "混合文库 CRISPR–Cas9 敲除筛选可在一次实验中将数千个基因敲除与细胞表型联系起来，并通过测序统计各细胞群体中保留的向导 RNA 作为读出。",
        },
        {
          en: "This protocol describes a genome-scale screen for {target} in {sample}, from lentiviral library production to statistical analysis.",
          cn: "本方案介绍在{sample}中筛选{target}的全基因组规模实验，涵盖从慢病毒文库制备到统计分析的全过程。",
        },
      ],
      method: [
        {
          en: "Cells are transduced with a lentiviral sgRNA library at a multiplicity of infection of 0.3 and at least 500 cells per sgRNA, and selected with puromycin for 7 days.",
          cn: "以感染复数 0.3、每条 sgRNA 至少 500 个细胞的覆盖度用慢病毒 sgRNA 文库转导细胞，并用嘌呤霉素筛选 7 天。",
        },
        {
          en: "The population is split into control and selection arms and passaged for 14–21 days while library coverage is maintained at every passage.",
          cn: "将细胞群分为对照组和筛选组，传代培养 14–21 天，每次传代均保持文库覆盖度。",
        },
        {
          en: "sgRNA cassettes are amplified from genomic DNA with barcoded primers, sequenced on an Illumina instrument and analysed with MAGeCK.",
          cn: "用带条形码的引物从基因组 DNA 中扩增 sgRNA 序列，在 Illumina 平台上测序，并用 MAGeCK 进行分析。",
        },
      ],
      result: [
        {
          en: "More than 99% of sgRNAs were detected in the plasmid library and at day 7, with Gini indices below 0.1, and core essential genes were depleted with a precision–recall AUC above 0.9.",
          cn: "在质粒文库和第 7 天样品中均检出 99% 以上的 sgRNA，Gini 指数低于 0.1；核心必需基因显著减少，其精确率-召回率曲线下面积高于 0.9。",
        },
        {
          en: "The screen identified 15–60 genes at a false discovery rate below 5%, and 70–85% of the top hits tested were confirmed with individual sgRNAs.",
          cn: "筛选在假发现率低于 5% 的条件下鉴定出 15–60 个基因，对排名靠前的候选基因进行单条 sgRNA 验证，确认率为 70%–85%。",
        },
      ],
    },
    background: [
      {
        en: "Genome-scale libraries of single-guide RNAs delivered by lentivirus made loss-of-function screens in mammalian cells practical in 2014 [1,2], and improved vectors and libraries soon followed [3]. Each cell receives one sgRNA and Cas9; after selection, the relative abundance of each sgRNA in the population reports the effect of the corresponding gene knockout on fitness under the chosen condition. Such screens work equally in human cancer lines and in mouse embryonic stem cells [4].",
        cn: "2014 年，通过慢病毒递送的全基因组单向导 RNA 文库使哺乳动物细胞功能缺失筛选变得切实可行 [1,2]，随后又出现了改进的载体和文库 [3]。每个细胞获得一条 sgRNA 和 Cas9；经筛选后，各 sgRNA 在群体中的相对丰度反映了相应基因敲除在所选条件下对细胞适应度的影响。此类筛选同样适用于人类癌细胞系和小鼠胚胎干细胞 [4]。",
      },
      {
        en: "Robust results depend on maintaining library coverage at every step, from transduction through genomic DNA extraction and PCR, and on statistics that combine evidence from several sgRNAs per gene. MAGeCK models sgRNA counts with a negative binomial distribution and ranks genes by robust rank aggregation [5].",
        cn: "获得可靠结果的关键在于从转导到基因组 DNA 提取和 PCR 的每一步均保持文库覆盖度，并采用能整合每个基因多条 sgRNA 证据的统计方法。MAGeCK 以负二项分布对 sgRNA 计数建模，并通过稳健秩聚合对基因进行排序 [5]。",
      },
    ],
    materials: [
      { name: { en: "Human GeCKO v2 pooled library in lentiCRISPRv2 (for mouse cells, the mouse GeCKO v2 library)", cn: "lentiCRISPRv2 骨架的人源 GeCKO v2 混合文库（小鼠细胞使用小鼠 GeCKO v2 文库）" }, supplier: "Addgene", catalog: "1000000048" },
      { name: { en: "psPAX2 packaging plasmid", cn: "psPAX2 包装质粒" }, supplier: "Addgene", catalog: "12260" },
      { name: { en: "pMD2.G envelope plasmid", cn: "pMD2.G 包膜质粒" }, supplier: "Addgene", catalog: "12259" },
      { name: { en: "Lenti-X 293T cell line", cn: "Lenti-X 293T 细胞系" }, supplier: "Takara Bio", catalog: "632180" },
      { name: { en: "Lipofectamine 3000 Transfection Reagent", cn: "Lipofectamine 3000 转染试剂" }, supplier: "Thermo Fisher Scientific", catalog: "L3000015" },
      { name: { en: "Polybrene (hexadimethrine bromide), 10 mg/mL", cn: "聚凝胺（溴化己二甲铵），10 mg/mL" }, supplier: "Sigma-Aldrich", catalog: "TR-1003-G" },
      { name: { en: "Puromycin dihydrochloride, 10 mg/mL", cn: "盐酸嘌呤霉素，10 mg/mL" }, supplier: "Thermo Fisher Scientific (Gibco)", catalog: "A1113803" },
      { name: { en: "Blood & Cell Culture DNA Maxi Kit", cn: "Blood & Cell Culture DNA Maxi 试剂盒" }, supplier: "Qiagen", catalog: "13362" },
      { name: { en: "NEBNext Ultra II Q5 Master Mix", cn: "NEBNext Ultra II Q5 预混液" }, supplier: "New England Biolabs", catalog: "M0544L" },
      { name: { en: "AMPure XP beads", cn: "AMPure XP 磁珠" }, supplier: "Beckman Coulter", catalog: "A63881" },
    ],
    equipment: [
      { name: { en: "Class II biological safety cabinet", cn: "II 级生物安全柜" }, supplier: "Thermo Fisher Scientific", catalog: "Herasafe 2030i" },
      { name: { en: "Thermal cycler", cn: "PCR 仪" }, supplier: "Bio-Rad", catalog: "C1000 Touch" },
      { name: { en: "Fluorometer for DNA quantification", cn: "DNA 定量荧光计" }, supplier: "Thermo Fisher Scientific", catalog: "Qubit 4" },
      { name: { en: "Capillary electrophoresis system", cn: "毛细管电泳系统" }, supplier: "Agilent Technologies", catalog: "2100 Bioanalyzer" },
      { name: { en: "Benchtop sequencer", cn: "台式测序仪" }, supplier: "Illumina", catalog: "NextSeq 550" },
    ],
    software: [
      { name: { en: "MAGeCK", cn: "MAGeCK" }, supplier: "Dana-Farber Cancer Institute (open source)", catalog: "v0.5.9" },
      { name: { en: "R with MAGeCKFlute", cn: "R 及 MAGeCKFlute 包" }, supplier: "Bioconductor", catalog: "v2.6" },
    ],
    steps: [
      {
        text: {
          en: "Produce lentivirus: transfect Lenti-X 293T cells at 80% confluence in 15 cm dishes with 10 µg of library plasmid, 7.5 µg of psPAX2 and 2.5 µg of pMD2.G using Lipofectamine 3000, and collect the supernatant at 48 h and 72 h. Filter through 0.45 µm, aliquot and freeze at −80 °C.",
          cn: "制备慢病毒：在汇合度 80% 的 15 cm 培养皿中，用 Lipofectamine 3000 将 10 µg 文库质粒、7.5 µg psPAX2 和 2.5 µg pMD2.G 转染 Lenti-X 293T 细胞，于 48 h 和 72 h 收集上清，经 0.45 µm 过滤后分装，−80 °C 冻存。",
        },
        notes: [
          {
            en: "**Caution:** lentiviral particles are handled under biosafety level 2 containment; inactivate waste with 10% bleach for 30 min.",
            cn: "**注意：**慢病毒颗粒须在生物安全二级防护条件下操作；废液用 10% 漂白剂灭活 30 min。",
          },
          {
            en: "**Pause point:** frozen virus aliquots are stable at −80 °C for at least 6 months; avoid repeated freeze–thaw cycles.",
            cn: "**暂停点：**冻存的病毒分装可在 −80 °C 稳定保存至少 6 个月；避免反复冻融。",
          },
        ],
      },
      {
        text: {
          en: "Determine the puromycin concentration that kills all untransduced cells within 3 days (typically 0.5–2 µg/mL), then titre the virus on the target cells: transduce with 0–400 µL of virus in the presence of 8 µg/mL polybrene, select with puromycin and calculate the volume that gives 30% survival (MOI ≈ 0.3).",
          cn: "确定能在 3 天内杀死全部未转导细胞的嘌呤霉素浓度（通常为 0.5–2 µg/mL），然后在目标细胞上测定病毒滴度：在 8 µg/mL 聚凝胺存在下用 0–400 µL 病毒转导细胞，经嘌呤霉素筛选后计算存活率为 30%（MOI ≈ 0.3）所对应的病毒体积。",
        },
      },
      {
        text: {
          en: "Transduce enough cells to represent each sgRNA in at least 500 cells after selection (for example 1.1 × 10^8^ cells for a library of 65,000 sgRNAs at MOI 0.3), including an untransduced control plate.",
          cn: "转导足够数量的细胞，使筛选后每条 sgRNA 至少由 500 个细胞代表（例如，对于 65,000 条 sgRNA 的文库，在 MOI 0.3 时需转导 1.1 × 10^8^ 个细胞），并设置未转导对照板。",
        },
        notes: [
          {
            en: "**Critical:** a low MOI ensures that most transduced cells carry a single sgRNA; at MOI above 0.5, many cells carry two or more, which confounds the phenotype.",
            cn: "**关键：**低 MOI 可确保大多数被转导细胞只携带一条 sgRNA；MOI 高于 0.5 时，许多细胞会携带两条或以上 sgRNA，从而混淆表型。",
          },
        ],
      },
      {
        text: {
          en: "Add puromycin 24 h after transduction and select for 7 days, until the untransduced control is completely dead. Harvest at least 500 cells per sgRNA as the day 7 reference sample.",
          cn: "转导 24 h 后加入嘌呤霉素筛选 7 天，直至未转导对照细胞全部死亡。收集每条 sgRNA 至少 500 个细胞作为第 7 天参照样品。",
        },
      },
      {
        text: {
          en: "Split the population into a control arm and a selection arm (drug at IC~70~–IC~90~ for resistance screens, IC~20~–IC~30~ for sensitiser screens, or restricted medium) in at least two biological replicates, and culture for 14–21 days.",
          cn: "将细胞群分为对照组和筛选组（耐药筛选用 IC~70~–IC~90~ 浓度药物，增敏筛选用 IC~20~–IC~30~ 浓度，或使用营养受限培养基），至少设 2 个生物学重复，培养 14–21 天。",
        },
      },
      {
        text: {
          en: "At every passage, count the cells and reseed at least 500 cells per sgRNA; record population doublings for each arm.",
          cn: "每次传代时计数细胞，并按每条 sgRNA 至少 500 个细胞重新接种；记录各组的群体倍增次数。",
        },
      },
      {
        text: {
          en: "Harvest the final populations (≥ 500 cells per sgRNA), wash with PBS and freeze the pellets at −80 °C.",
          cn: "收集最终细胞群（每条 sgRNA ≥ 500 个细胞），用 PBS 洗涤后将细胞沉淀于 −80 °C 冻存。",
        },
        notes: [
          {
            en: "**Pause point:** cell pellets can be stored at −80 °C for several months before DNA extraction.",
            cn: "**暂停点：**细胞沉淀可于 −80 °C 保存数月后再提取 DNA。",
          },
        ],
      },
      {
        text: {
          en: "Extract genomic DNA with the Maxi kit and quantify it by Qubit. Use all DNA corresponding to 500 cells per sgRNA (about 6.6 µg per 10^6^ diploid cells) as PCR template.",
          cn: "用 Maxi 试剂盒提取基因组 DNA 并用 Qubit 定量。将相当于每条 sgRNA 500 个细胞的全部 DNA（每 10^6^ 个二倍体细胞约 6.6 µg）用作 PCR 模板。",
        },
      },
      {
        text: {
          en: "Amplify the sgRNA cassettes in 100 µL reactions containing 10 µg of genomic DNA each, with staggered P5 primers and barcoded P7 primers, for 23–25 cycles (98 °C 10 s, 60 °C 15 s, 72 °C 45 s). Pool the reactions of each sample.",
          cn: "每个 100 µL 反应体系含 10 µg 基因组 DNA，用错位 P5 引物和带条形码的 P7 引物扩增 sgRNA 序列，共 23–25 个循环（98 °C 10 s，60 °C 15 s，72 °C 45 s）。合并同一样品的所有反应。",
        },
      },
      {
        text: {
          en: "Purify the pooled PCR products with 0.8× AMPure XP beads, check the single product of about 260 bp on the Bioanalyzer, and sequence with 20% PhiX on a NextSeq (75 cycles, single read) to at least 300 reads per sgRNA.",
          cn: "用 0.8× AMPure XP 磁珠纯化合并的 PCR 产物，在 Bioanalyzer 上确认约 260 bp 的单一产物，加入 20% PhiX 在 NextSeq 上测序（75 个循环，单端），每条 sgRNA 至少 300 条读数。",
        },
      },
      {
        text: {
          en: "Validate the top-ranked genes with two or three individual sgRNAs in competitive growth or dose–response assays, and confirm loss of the protein by immunoblotting.",
          cn: "用 2–3 条独立 sgRNA 通过竞争生长或剂量反应实验验证排名靠前的基因，并用免疫印迹确认相应蛋白缺失。",
        },
      },
    ],
    dataAnalysis: [
      {
        en: "Count sgRNAs with `mageck count` against the library file and check quality: mapping rate above 60%, fewer than 1% zero-count sgRNAs in the plasmid and day 7 samples, and a Gini index below 0.1 for reference samples. Compare arms with `mageck test` (robust rank aggregation) or `mageck mle` for multi-condition designs, using median normalisation or non-targeting controls [5].",
        cn: "用 `mageck count` 比对文库文件统计 sgRNA 计数并检查质量：比对率高于 60%，质粒和第 7 天样品中零计数 sgRNA 少于 1%，参照样品的 Gini 指数低于 0.1。两组比较采用 `mageck test`（稳健秩聚合），多条件设计采用 `mageck mle`，并以中位数或非靶向对照进行归一化 [5]。",
      },
      {
        en: "For every screen, confirm that known essential genes (ribosomal proteins, RNA polymerase subunits) are depleted between day 7 and the end point; report genes at a false discovery rate below 5% and show the behaviour of individual sgRNAs for each hit.",
        cn: "每次筛选都应确认已知必需基因（核糖体蛋白、RNA 聚合酶亚基）在第 7 天至终点之间显著减少；报告假发现率低于 5% 的基因，并展示每个候选基因各条 sgRNA 的变化。",
      },
    ],
    troubleshooting: [
      {
        problem: { en: "Many sgRNAs lost at day 7", cn: "第 7 天大量 sgRNA 丢失" },
        cause: { en: "Insufficient coverage at transduction or bottleneck at selection", cn: "转导时覆盖度不足或筛选时出现瓶颈" },
        solution: { en: "Increase the number of transduced cells, verify the MOI and avoid over-confluent plates", cn: "增加转导细胞数，核实 MOI，并避免细胞过度汇合" },
      },
      {
        problem: { en: "Essential genes not depleted", cn: "必需基因未见减少" },
        cause: { en: "Low Cas9 activity or too few population doublings", cn: "Cas9 活性低或群体倍增次数过少" },
        solution: { en: "Test Cas9 activity with a reporter before the screen and extend culture to at least 10 doublings", cn: "筛选前用报告系统检测 Cas9 活性，并将培养延长至至少 10 次倍增" },
      },
      {
        problem: { en: "Uneven read counts dominated by a few sgRNAs", cn: "读数分布不均，少数 sgRNA 占主导" },
        cause: { en: "PCR jackpotting from too little template or too many cycles", cn: "模板过少或循环数过多导致 PCR 偏倚" },
        solution: { en: "Use all genomic DNA across parallel reactions and reduce the cycle number", cn: "将全部基因组 DNA 分配至多个平行反应中，并减少循环数" },
      },
    ],
    references: [
      { authors: "Shalem, O., Sanjana, N. E., Hartenian, E., et al.", year: 2014, title: "Genome-scale CRISPR-Cas9 knockout screening in human cells", journal: "Science", volume: "343", pages: "84–87" },
      { authors: "Wang, T., Wei, J. J., Sabatini, D. M., Lander, E. S.", year: 2014, title: "Genetic screens in human cells using the CRISPR-Cas9 system", journal: "Science", volume: "343", pages: "80–84" },
      { authors: "Sanjana, N. E., Shalem, O., Zhang, F.", year: 2014, title: "Improved vectors and genome-wide libraries for CRISPR screening", journal: "Nature Methods", volume: "11", pages: "783–784" },
      { authors: "Koike-Yusa, H., Li, Y., Tan, E.-P., Velasco-Herrera, M. D. C., Yusa, K.", year: 2014, title: "Genome-wide recessive genetic screening in mammalian cells with a lentiviral CRISPR-guide RNA library", journal: "Nature Biotechnology", volume: "32", pages: "267–273" },
      { authors: "Li, W., Xu, H., Xiao, T., et al.", year: 2014, title: "MAGeCK enables robust identification of essential genes from genome-scale CRISPR/Cas9 knockout screens", journal: "Genome Biology", volume: "15", pages: "554" },
    ],
  },
];
