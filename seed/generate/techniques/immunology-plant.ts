import type { Bi, Technique, TechniqueMaterial, TechniqueReference } from "./types";

/**
 * Technique templates for Immunology (10) and Plant Science (22): five techniques whose main category is
 * Immunology, five whose main category is Plant Science (issue 17 §1).
 */

const b = (en: string, cn: string): Bi => ({ en, cn });
const m = (en: string, cn: string, supplier: string, catalog: string): TechniqueMaterial => ({
  name: { en, cn },
  supplier,
  catalog,
});
const ref = (
  authors: string,
  year: number,
  title: string,
  journal: string,
  volume: string,
  pages: string,
  doi?: string,
): TechniqueReference =>
  doi ? { authors, year, title, journal, volume, pages, doi } : { authors, year, title, journal, volume, pages };

/* ------------------------------------------------------------------ Immunology (10) */

const elispot: Technique = {
  id: "ifn-gamma-elispot",
  name: b("IFN-γ ELISpot assay", "IFN-γ 酶联免疫斑点法（ELISpot）"),
  categoryIds: [10],
  contexts: [
    {
      organism: "Homo sapiens",
      organismText: b("humans", "人"),
      sample: b("peripheral blood mononuclear cells from vaccinated donors", "疫苗接种者外周血单个核细胞"),
    },
    {
      organism: "Homo sapiens",
      organismText: b("humans", "人"),
      sample: b(
        "cryopreserved peripheral blood mononuclear cells from a clinical cohort",
        "临床队列冻存的外周血单个核细胞",
      ),
    },
    {
      organism: "Mus musculus",
      organismText: b("mice", "小鼠"),
      sample: b("splenocytes from immunised mice", "免疫小鼠脾细胞"),
    },
    {
      organism: "Macaca mulatta",
      organismText: b("rhesus macaques", "恒河猴"),
      sample: b("peripheral blood mononuclear cells from rhesus macaques", "恒河猴外周血单个核细胞"),
    },
    {
      organism: "Sus scrofa",
      organismText: b("pigs", "猪"),
      sample: b("peripheral blood mononuclear cells from vaccinated pigs", "免疫猪外周血单个核细胞"),
    },
  ],
  targets: [
    b("antigen-specific T-cell responses", "抗原特异性 T 细胞应答"),
    b("vaccine-induced cellular immunity", "疫苗诱导的细胞免疫"),
    b("virus-specific memory T cells", "病毒特异性记忆 T 细胞"),
    b("peptide-pool-reactive T cells", "多肽库反应性 T 细胞"),
    b("the frequency of epitope-specific T cells", "表位特异性 T 细胞频率"),
    b("T-cell responses to recall antigens", "回忆抗原诱导的 T 细胞应答"),
  ],
  keywords: [
    b("ELISpot", "酶联免疫斑点法"),
    b("IFN-γ", "IFN-γ"),
    b("T cells", "T 细胞"),
    b("cellular immunity", "细胞免疫"),
    b("vaccine immunogenicity", "疫苗免疫原性"),
  ],
  titles: [
    b("IFN-γ ELISpot Assay for Quantifying {target} in {organism}", "利用 IFN-γ ELISpot 定量{organism}{target}"),
    b("Measuring {target} in {sample} by IFN-γ ELISpot", "以 IFN-γ ELISpot 测定{sample}中的{target}"),
    b(
      "A Standardised IFN-γ ELISpot Protocol for {target} in {organism}",
      "{organism}{target}的标准化 IFN-γ ELISpot 方案",
    ),
    b(
      "Enumerating IFN-γ-Secreting Cells to Assess {target} in {organism}",
      "通过 IFN-γ 分泌细胞计数评估{organism}{target}",
    ),
  ],
  abstract: {
    aim: [
      b(
        "Measuring {target} at the single-cell level is central to evaluating vaccination and infection in {organism}.",
        "在单细胞水平测定{target}，是评价{organism}在疫苗接种和感染后免疫状态的核心环节。",
      ),
      b(
        "This protocol describes a standardised IFN-γ ELISpot assay for {target} in {sample}.",
        "本方案介绍一种用于检测{sample}中{target}的标准化 IFN-γ ELISpot 方法。",
      ),
    ],
    method: [
      b(
        "PVDF-membrane plates are coated with an anti-IFN-γ capture antibody, and 2.5 × 10^5^ {sample} per well are stimulated with peptide pools for 18–20 h.",
        "以抗 IFN-γ 捕获抗体包被 PVDF 膜板，每孔加入 2.5 × 10^5^ 个{sample}，用多肽库刺激 18–20 h。",
      ),
      b(
        "Secreted IFN-γ is captured around each responding cell and revealed with a biotinylated detection antibody, streptavidin–alkaline phosphatase and BCIP/NBT.",
        "每个应答细胞分泌的 IFN-γ 在其周围被捕获，再依次以生物素化检测抗体、链霉亲和素-碱性磷酸酶和 BCIP/NBT 显色。",
      ),
      b(
        "Spots are counted on an automated reader and responses are expressed as spot-forming units (SFU) per 10^6^ cells after subtraction of the medium control.",
        "用自动读板仪计数斑点，扣除培养基对照后以每 10^6^ 个细胞的斑点形成单位（SFU）表示应答强度。",
      ),
    ],
    result: [
      b(
        "With cells from {organism}, medium-only wells contained fewer than 20 SFU per 10^6^ cells, whereas positive wells gave 150–1,200 SFU per 10^6^ cells.",
        "检测{organism}细胞时，仅含培养基的对照孔低于 20 SFU/10^6^ 个细胞，而阳性孔为 150–1,200 SFU/10^6^ 个细胞。",
      ),
      b(
        "The coefficient of variation between triplicate wells was 8–15%, and repeated assays of the same samples agreed within 20%.",
        "三复孔间的变异系数为 8%–15%，同一样品重复检测的结果相差在 20% 以内。",
      ),
    ],
  },
  background: [
    b(
      "The enzyme-linked immunospot (ELISpot) assay was developed to enumerate antibody-secreting B cells [1] and was soon adapted to cytokine-secreting cells [2]. Cells are cultured directly on a membrane coated with a capture antibody, so that the cytokine released by each activated cell is bound in its immediate vicinity and later appears as a coloured spot. Because each spot represents one cell, the assay detects responding cells at frequencies as low as 1 in 100,000.",
      "酶联免疫斑点（ELISpot）试验最初用于计数分泌抗体的 B 细胞 [1]，随后很快被用于检测分泌细胞因子的细胞 [2]。细胞直接在包被捕获抗体的膜上培养，每个活化细胞释放的细胞因子在其附近被捕获，最终显色为一个斑点。由于每个斑点代表一个细胞，该方法可检出频率低至十万分之一的应答细胞。",
    ),
    b(
      "IFN-γ ELISpot became a reference method for T-cell immunity after it was used to detect virus-specific CD8^+^ T cells directly ex vivo [3]. It requires no fixation or cell sorting, works with cryopreserved cells and is easily standardised across laboratories; international proficiency panels have defined the variables that matter most, including cell handling, the number of washes and spot-counting settings [4].",
      "IFN-γ ELISpot 被用于直接离体检测病毒特异性 CD8^+^ T 细胞后 [3]，成为评价 T 细胞免疫的参考方法。该方法无需固定或细胞分选，可使用冻存细胞，且易于在不同实验室之间标准化；国际能力验证研究已明确了影响结果的主要因素，包括细胞处理、洗涤次数和斑点计数参数 [4]。",
    ),
  ],
  materials: [
    m(
      "IFN-γ ELISpot BASIC kit (ALP), species-matched",
      "IFN-γ ELISpot BASIC 试剂盒（ALP），按物种选择",
      "Mabtech",
      "3420-2A (human), 3321-2A (mouse), 3421M-2A (monkey), 3130-2A (porcine)",
    ),
    m(
      "MultiScreen-IP filter plate, 0.45 µm PVDF, sterile",
      "MultiScreen-IP 无菌滤板（0.45 µm PVDF 膜）",
      "Merck Millipore",
      "MSIPS4510",
    ),
    m("BCIP/NBT-plus substrate", "BCIP/NBT-plus 底物", "Mabtech", "3650-10"),
    m(
      "RPMI 1640 medium with GlutaMAX",
      "含 GlutaMAX 的 RPMI 1640 培养基",
      "Thermo Fisher Scientific (Gibco)",
      "61870036",
    ),
    m("Fetal bovine serum, heat-inactivated", "热灭活胎牛血清", "Thermo Fisher Scientific (Gibco)", "10082147"),
    m("Benzonase nuclease", "Benzonase 核酸酶", "Merck Millipore", "70746-3"),
    m("Phytohaemagglutinin-L (PHA-L)", "植物血凝素 L（PHA-L）", "Sigma-Aldrich", "L2769"),
    m("Concanavalin A from *Canavalia ensiformis*", "刀豆蛋白 A", "Sigma-Aldrich", "C5275"),
    m(
      "PepMix overlapping 15-mer peptide pool, lyophilised (e.g. HCMV pp65)",
      "PepMix 重叠 15 肽多肽库（冻干，如 HCMV pp65）",
      "JPT Peptide Technologies",
      "PM-PP65-1",
    ),
    m("Dimethyl sulfoxide, Hybri-Max", "二甲基亚砜（Hybri-Max）", "Sigma-Aldrich", "D2650"),
  ],
  equipment: [
    m("ELISpot analyser", "ELISpot 读板仪", "Cellular Technology Limited", "ImmunoSpot S6 Ultimate"),
    m("CO₂ incubator", "CO₂ 培养箱", "Thermo Fisher Scientific", "Heracell VIOS 160i"),
    m("Class II biological safety cabinet", "II 级生物安全柜", "Thermo Fisher Scientific", "Herasafe 2030i"),
    m("Automated cell counter", "自动细胞计数仪", "Thermo Fisher Scientific (Invitrogen)", "Countess 3"),
    m("Plate washer with 96-well manifold", "96 孔洗板机", "BioTek", "405 TS"),
  ],
  software: [
    m("ImmunoSpot (spot counting)", "ImmunoSpot（斑点计数）", "Cellular Technology Limited", "version 7.0"),
    m("GraphPad Prism", "GraphPad Prism", "GraphPad Software", "version 10.2"),
  ],
  steps: [
    {
      text: b(
        "Pre-wet each well of a sterile PVDF plate with 15 µL of 35% ethanol for no longer than 1 min, then wash five times with 200 µL of sterile water.",
        "每孔加入 15 µL 35% 乙醇预湿 PVDF 膜，作用不超过 1 min，然后用 200 µL 无菌水洗涤 5 次。",
      ),
      notes: [
        b(
          "Critical: do not let the membrane dry after pre-wetting, and do not leave ethanol on it longer than 1 min; both cause patchy coating and leaky wells.",
          "关键：预湿后膜不能变干，乙醇作用时间不得超过 1 min，否则会导致包被不均和孔底渗漏。",
        ),
      ],
    },
    {
      text: b(
        "Coat with 100 µL per well of capture antibody at 15 µg/mL in sterile PBS, seal the plate and incubate overnight at 4 °C.",
        "每孔加入 100 µL 以无菌 PBS 稀释至 15 µg/mL 的捕获抗体，封板后 4 °C 孵育过夜。",
      ),
      notes: [
        b(
          "Pause point: coated plates can be kept at 4 °C for up to 1 week.",
          "暂停点：包被好的板可于 4 °C 保存，最长 1 周。",
        ),
      ],
    },
    {
      text: b(
        "Wash the plate five times with 200 µL of sterile PBS and block with 200 µL of complete medium (RPMI 1640, 10% FBS) for at least 30 min at room temperature.",
        "用 200 µL 无菌 PBS 洗板 5 次，每孔加入 200 µL 完全培养基（RPMI 1640，10% FBS），室温封闭至少 30 min。",
      ),
    },
    {
      text: b(
        "Prepare the cells: thaw cryopreserved cells in a 37 °C water bath, add them dropwise to 10 mL of warm complete medium containing 25 U/mL Benzonase, centrifuge at 300 × g for 10 min and rest them for 1–2 h at 37 °C before counting.",
        "细胞准备：冻存细胞于 37 °C 水浴中复苏，逐滴加入 10 mL 含 25 U/mL Benzonase 的预温完全培养基中，300 × g 离心 10 min，于 37 °C 静置 1–2 h 后计数。",
      ),
      substeps: [
        b(
          "Fresh spleens: prepare a single-cell suspension through a 70 µm strainer, lyse red cells with ACK buffer for 2 min and wash twice.",
          "新鲜脾脏：经 70 µm 细胞筛制备单细胞悬液，ACK 裂解液裂解红细胞 2 min，洗涤 2 次。",
        ),
        b(
          "Fresh blood: isolate mononuclear cells on Ficoll-Paque (400 × g, 30 min, room temperature, brake off) and wash twice.",
          "新鲜血液：用 Ficoll-Paque 分离单个核细胞（400 × g，30 min，室温，关闭刹车），洗涤 2 次。",
        ),
      ],
      notes: [
        b(
          "Critical: use only samples with viability above 80%; dying cells raise the background and reduce the response.",
          "关键：仅使用活力高于 80% 的样品；濒死细胞会升高背景并削弱应答。",
        ),
      ],
    },
    {
      text: b(
        "Discard the blocking medium and add 2.5 × 10^5^ cells in 100 µL of complete medium per well (2–5 × 10^5^ for splenocytes), in triplicate for each condition.",
        "弃去封闭液，每孔加入 100 µL 含 2.5 × 10^5^ 个细胞的完全培养基（脾细胞为 2–5 × 10^5^ 个），每个条件设 3 个复孔。",
      ),
    },
    {
      text: b(
        "Add 100 µL of stimulus at twice the final concentration: peptide pools at 1 µg/mL per peptide, medium with the same DMSO concentration (≤ 0.5%) as the negative control, and 5 µg/mL PHA-L (or 2 µg/mL concanavalin A for mouse splenocytes) as the positive control.",
        "每孔加入 100 µL 两倍终浓度的刺激物：多肽库每条肽终浓度 1 µg/mL；阴性对照为含相同浓度 DMSO（≤ 0.5%）的培养基；阳性对照为 5 µg/mL PHA-L（小鼠脾细胞可用 2 µg/mL 刀豆蛋白 A）。",
      ),
    },
    {
      text: b(
        "Incubate for 18–20 h at 37 °C and 5% CO₂ on a level shelf without moving or stacking the plate.",
        "于 37 °C、5% CO₂ 条件下孵育 18–20 h，培养板平放，期间不要移动或叠放。",
      ),
      notes: [
        b(
          "Critical: moving the plate during incubation produces smeared, comet-shaped spots that cannot be counted.",
          "关键：孵育期间移动培养板会形成拖尾的彗星状斑点，无法计数。",
        ),
      ],
    },
    {
      text: b(
        "Discard the cells and wash five times with 200 µL of PBS. Add 100 µL of biotinylated detection antibody at 1 µg/mL in PBS with 0.5% FBS and incubate for 2 h at room temperature.",
        "弃去细胞，用 200 µL PBS 洗涤 5 次。每孔加入 100 µL 以含 0.5% FBS 的 PBS 稀释至 1 µg/mL 的生物素化检测抗体，室温孵育 2 h。",
      ),
    },
    {
      text: b(
        "Wash five times with PBS, add 100 µL of streptavidin–ALP diluted 1:1,000 in PBS with 0.5% FBS and incubate for 1 h at room temperature.",
        "PBS 洗涤 5 次，每孔加入 100 µL 以含 0.5% FBS 的 PBS 按 1:1,000 稀释的链霉亲和素-ALP，室温孵育 1 h。",
      ),
    },
    {
      text: b(
        "Wash five times with PBS, add 100 µL of BCIP/NBT-plus filtered through a 0.45 µm filter and develop for 5–20 min until distinct spots appear. Stop by rinsing the plate thoroughly with tap water.",
        "PBS 洗涤 5 次，每孔加入 100 µL 经 0.45 µm 滤膜过滤的 BCIP/NBT-plus，显色 5–20 min 至出现清晰斑点，用自来水充分冲洗终止反应。",
      ),
    },
    {
      text: b(
        "Remove the underdrain, rinse its underside and let the plate dry overnight at room temperature in the dark.",
        "取下板底托，冲洗膜背面，室温避光晾干过夜。",
      ),
      notes: [
        b(
          "Pause point: dry plates can be stored in the dark at room temperature for several months before counting.",
          "暂停点：晾干的板可在室温避光保存数月后再计数。",
        ),
      ],
    },
    {
      text: b(
        "Scan and count the plate on the ELISpot analyser, setting spot size and intensity thresholds on the negative- and positive-control wells and applying the same settings to the whole plate.",
        "在 ELISpot 读板仪上扫描计数，依据阴性和阳性对照孔设定斑点大小和强度阈值，并将同一参数应用于整块板。",
      ),
    },
  ],
  dataAnalysis: [
    b(
      "Average the triplicate wells, subtract the mean of the medium-control wells and express the result as SFU per 10^6^ cells. Exclude samples whose positive control gives fewer than 500 SFU per 10^6^ cells or whose medium control exceeds 50 SFU per 10^6^ cells. Score a response as positive when it is at least 50 SFU per 10^6^ cells and at least three times the background, or use a statistical criterion (for example a one-sided t test of stimulated against medium wells) defined before the assay [4].",
      "计算三复孔均值并扣除培养基对照孔均值，以 SFU/10^6^ 个细胞表示结果。阳性对照低于 500 SFU/10^6^ 个细胞或培养基对照高于 50 SFU/10^6^ 个细胞的样品不纳入分析。应答达到至少 50 SFU/10^6^ 个细胞且不低于背景的 3 倍时判为阳性，或采用检测前预先确定的统计学判定标准（例如刺激孔与培养基孔的单侧 t 检验）[4]。",
    ),
  ],
  troubleshooting: [
    {
      problem: b("High background in medium-control wells", "培养基对照孔背景高"),
      cause: b(
        "Dead cells or serum that stimulates the cells; insufficient washing",
        "死细胞或血清本身具有刺激性；洗涤不充分",
      ),
      solution: b(
        "Rest thawed cells before plating, use a pre-screened FBS lot and wash five times at each step",
        "复苏细胞铺板前先静置，使用经预筛的血清批次，每步洗涤 5 次",
      ),
    },
    {
      problem: b("Spots fuzzy, merged or comet-shaped", "斑点模糊、融合或呈彗星状"),
      cause: b("Plate moved during culture; too many cells per well", "培养期间移动了培养板；每孔细胞过多"),
      solution: b(
        "Leave plates undisturbed for 18–20 h and titrate cells down to 1 × 10^5^ per well for strong responses",
        "培养 18–20 h 期间不要移动培养板；应答强时将细胞数降至每孔 1 × 10^5^ 个",
      ),
    },
    {
      problem: b("No spots in positive-control wells", "阳性对照孔无斑点"),
      cause: b("Low viability; membrane not pre-wetted; inactive substrate", "细胞活力低；膜未预湿；底物失活"),
      solution: b(
        "Check viability after thawing, pre-wet with 35% ethanol and use fresh BCIP/NBT-plus",
        "复苏后检查细胞活力，用 35% 乙醇预湿，使用新鲜 BCIP/NBT-plus",
      ),
    },
  ],
  recipes: [
    {
      name: b("Complete medium", "完全培养基"),
      composition: b(
        "RPMI 1640 with GlutaMAX, 10% (v/v) heat-inactivated FBS, 100 U/mL penicillin and 100 µg/mL streptomycin; store at 4 °C for up to 4 weeks.",
        "含 GlutaMAX 的 RPMI 1640，10%（v/v）热灭活 FBS，100 U/mL 青霉素，100 µg/mL 链霉素；4 °C 保存，最长 4 周。",
      ),
    },
  ],
  references: [
    ref(
      "Czerkinsky, C. C., Nilsson, L. A., Nygren, H., Ouchterlony, O., Tarkowski, A.",
      1983,
      "A solid-phase enzyme-linked immunospot (ELISPOT) assay for enumeration of specific antibody-secreting cells",
      "J Immunol Methods",
      "65",
      "109–121",
    ),
    ref(
      "Czerkinsky, C., Andersson, G., Ekre, H. P., Nilsson, L. A., Klareskog, L., Ouchterlony, O.",
      1988,
      "Reverse ELISPOT assay for clonal analysis of cytokine production. I. Enumeration of gamma-interferon-secreting cells",
      "J Immunol Methods",
      "110",
      "29–36",
    ),
    ref(
      "Lalvani, A., Brookes, R., Hambleton, S., Britton, W. J., Hill, A. V., McMichael, A. J.",
      1997,
      "Rapid effector function in CD8+ memory T cells",
      "J Exp Med",
      "186",
      "859–865",
    ),
    ref(
      "Janetzki, S., Panageas, K. S., Ben-Porat, L., et al.",
      2008,
      "Results and harmonization guidelines from two large-scale international Elispot proficiency panels conducted by the Cancer Vaccine Consortium (CVC/SVI)",
      "Cancer Immunol Immunother",
      "57",
      "303–315",
    ),
  ],
};

const cfse: Technique = {
  id: "cfse-proliferation-assay",
  name: b("CFSE dilution assay", "CFSE 稀释法"),
  categoryIds: [10, 4],
  contexts: [
    {
      organism: "Homo sapiens",
      organismText: b("humans", "人"),
      sample: b("peripheral blood mononuclear cells from healthy donors", "健康献血者外周血单个核细胞"),
    },
    {
      organism: "Homo sapiens",
      organismText: b("humans", "人"),
      sample: b("CD4^+^ T cells purified from peripheral blood", "外周血纯化的 CD4^+^ T 细胞"),
    },
    {
      organism: "Mus musculus",
      organismText: b("mice", "小鼠"),
      sample: b("splenocytes from C57BL/6J mice", "野生型 C57BL/6J 小鼠脾细胞"),
    },
    {
      organism: "Mus musculus",
      organismText: b("mice", "小鼠"),
      sample: b("lymph node cells from OT-II TCR-transgenic mice", "携带 OT-II TCR 的转基因小鼠淋巴结细胞"),
    },
  ],
  targets: [
    b("polyclonal T-cell proliferation", "多克隆 T 细胞增殖"),
    b("antigen-specific T-cell proliferation", "抗原特异性 T 细胞增殖"),
    b("the suppressive capacity of regulatory T cells", "调节性 T 细胞抑制功能"),
    b("the effects of immunosuppressive drugs on T-cell division", "免疫抑制药物对 T 细胞分裂的影响"),
    b("lymphocyte division kinetics", "淋巴细胞分裂动力学"),
  ],
  keywords: [
    b("CFSE", "CFSE"),
    b("cell proliferation", "细胞增殖"),
    b("flow cytometry", "流式细胞术"),
    b("T cells", "T 细胞"),
    b("dye dilution", "染料稀释"),
  ],
  titles: [
    b(
      "Tracking {target} in {organism} by CFSE Dilution and Flow Cytometry",
      "利用 CFSE 稀释法和流式细胞术追踪{organism}{target}",
    ),
    b("A CFSE Dilution Assay for {target} in {sample}", "{sample}中{target}的 CFSE 稀释法分析"),
    b("Resolving Cell Divisions to Quantify {target} in {organism}", "通过分辨细胞分裂代次定量{organism}{target}"),
  ],
  abstract: {
    aim: [
      b(
        "Counting the divisions that individual lymphocytes undergo is the most informative way to study {target}.",
        "对单个淋巴细胞所经历的分裂次数进行计数，是研究{target}最具信息量的方法。",
      ),
      b(
        "We describe a CFSE dilution assay for {sample} that resolves up to seven successive cell divisions.",
        "本文介绍一种适用于{sample}的 CFSE 稀释法，可分辨最多 7 代的连续细胞分裂。",
      ),
    ],
    method: [
      b(
        "{sample} are labelled with 2.5 µM CFSE for 10 min at 37 °C, quenched with serum-containing medium and washed three times.",
        "{sample}以 2.5 µM CFSE 于 37 °C 标记 10 min，用含血清培养基终止反应并洗涤 3 次。",
      ),
      b(
        "Labelled cells are stimulated for 3–5 days and then stained for viability, CD4 and CD8 before acquisition on a flow cytometer.",
        "标记后的细胞刺激培养 3–5 天，再进行活力、CD4 和 CD8 染色后上流式细胞仪检测。",
      ),
      b(
        "Division peaks are modelled to calculate the percentage of divided cells, the division index and the proliferation index.",
        "对分裂峰进行模型拟合，计算已分裂细胞百分比、分裂指数和增殖指数。",
      ),
    ],
    result: [
      b(
        "After 4 days of anti-CD3/CD28 stimulation, 70–90% of CD4^+^ T cells had divided, compared with fewer than 3% of unstimulated cells.",
        "经抗 CD3/CD28 刺激 4 天后，70%–90% 的 CD4^+^ T 细胞发生了分裂，而未刺激细胞中这一比例低于 3%。",
      ),
      b(
        "Labelling reduced viability by less than 5%, and the coefficient of variation of the undivided peak was below 15%.",
        "标记使细胞活力下降不到 5%，未分裂峰的变异系数低于 15%。",
      ),
    ],
  },
  background: [
    b(
      "Carboxyfluorescein diacetate succinimidyl ester (CFSE) diffuses into cells, where intracellular esterases remove the acetate groups and the succinimidyl ester couples the dye covalently to amine groups of proteins [1]. The label is retained for weeks and is shared almost equally between daughter cells, so that each division halves the fluorescence and successive generations appear as discrete peaks in a flow cytometry histogram [2].",
      "羧基荧光素二乙酸琥珀酰亚胺酯（CFSE）可扩散进入细胞，经胞内酯酶去除乙酰基后，其琥珀酰亚胺酯基团与蛋白质的氨基共价结合 [1]。该标记可在细胞内保留数周，并在子代细胞间近乎均等地分配，因此每分裂一次荧光强度减半，在流式直方图上各代细胞表现为彼此分离的峰 [2]。",
    ),
    b(
      "Because the assay follows single cells, it separates the fraction of cells that respond from the number of divisions made by responders, and it can be combined with surface and intracellular markers [3]. Different summary statistics answer different questions, and their choice should be made explicitly when results are reported [4].",
      "由于该方法追踪的是单个细胞，它能够将发生应答的细胞比例与应答细胞的分裂次数区分开来，并可与表面及胞内标志物联合检测 [3]。不同的汇总指标回答不同的问题，报告结果时应明确说明所选用的指标 [4]。",
    ),
  ],
  materials: [
    m(
      "CellTrace CFSE cell proliferation kit",
      "CellTrace CFSE 细胞增殖试剂盒",
      "Thermo Fisher Scientific (Invitrogen)",
      "C34554",
    ),
    m("Ficoll-Paque PLUS", "Ficoll-Paque PLUS 淋巴细胞分离液", "Cytiva", "17144002"),
    m("RPMI 1640 medium", "RPMI 1640 培养基", "Thermo Fisher Scientific (Gibco)", "11875093"),
    m("Fetal bovine serum, heat-inactivated", "热灭活胎牛血清", "Thermo Fisher Scientific (Gibco)", "10082147"),
    m(
      "Anti-human CD3 (OKT3) and CD28 (CD28.2), functional grade",
      "抗人 CD3（OKT3）及 CD28（CD28.2）功能级抗体",
      "Thermo Fisher Scientific (eBioscience)",
      "16-0037-85, 16-0289-85",
    ),
    m(
      "Anti-mouse CD3ε (145-2C11) and CD28 (37.51), functional grade",
      "抗小鼠 CD3ε（145-2C11）及 CD28（37.51）功能级抗体",
      "Thermo Fisher Scientific (eBioscience)",
      "16-0031-85, 16-0281-85",
    ),
    m(
      "LIVE/DEAD Fixable Near-IR dead cell stain kit",
      "LIVE/DEAD 可固定近红外死细胞染色试剂盒",
      "Thermo Fisher Scientific (Invitrogen)",
      "L34976",
    ),
    m("96-well round-bottom tissue-culture plate", "96 孔圆底细胞培养板", "Corning (Costar)", "3799"),
  ],
  equipment: [
    m(
      "Flow cytometer, 3 lasers (405, 488, 633 nm)",
      "三激光流式细胞仪（405、488、633 nm）",
      "BD Biosciences",
      "FACSCanto II",
    ),
    m("Refrigerated centrifuge with plate buckets", "带酶标板转子的冷冻离心机", "Eppendorf", "Centrifuge 5810 R"),
    m("CO₂ incubator", "CO₂ 培养箱", "Thermo Fisher Scientific", "Heracell VIOS 160i"),
    m("Automated cell counter", "自动细胞计数仪", "Thermo Fisher Scientific (Invitrogen)", "Countess 3"),
  ],
  software: [
    m("FlowJo (proliferation modelling)", "FlowJo（增殖模型分析）", "BD Biosciences (FlowJo LLC)", "version 10.10"),
    m("GraphPad Prism", "GraphPad Prism", "GraphPad Software", "version 10.2"),
  ],
  steps: [
    {
      text: b(
        "Prepare a single-cell suspension: isolate mononuclear cells from blood on Ficoll-Paque (400 × g, 30 min, room temperature, brake off) or pass lymphoid organs through a 70 µm strainer and lyse red cells with ACK buffer for 2 min.",
        "制备单细胞悬液：用 Ficoll-Paque 从血液中分离单个核细胞（400 × g，30 min，室温，关闭刹车），或将淋巴器官经 70 µm 细胞筛研磨，并用 ACK 裂解液裂解红细胞 2 min。",
      ),
    },
    {
      text: b(
        "Wash the cells twice in PBS, count them and resuspend at 1 × 10^7^ cells/mL in PBS containing 0.1% BSA at room temperature.",
        "用 PBS 洗涤细胞 2 次，计数后以含 0.1% BSA 的 PBS 重悬至 1 × 10^7^ 个/mL，置于室温。",
      ),
      notes: [
        b(
          "Critical: serum proteins react with CFSE; higher protein concentrations in the labelling buffer give dimmer and more variable staining.",
          "关键：血清蛋白会与 CFSE 反应；标记缓冲液中蛋白浓度越高，染色越暗且越不均一。",
        ),
      ],
    },
    {
      text: b(
        "Dissolve one vial of CFSE in 18 µL of DMSO (5 mM) and dilute it to 5 µM in PBS with 0.1% BSA. Add 1 volume to the cell suspension while vortexing gently (final 2.5 µM) and incubate for 10 min at 37 °C in the dark.",
        "将 1 支 CFSE 溶于 18 µL DMSO（5 mM），再用含 0.1% BSA 的 PBS 稀释至 5 µM。在轻轻涡旋的同时将等体积该溶液加入细胞悬液（终浓度 2.5 µM），37 °C 避光孵育 10 min。",
      ),
      notes: [
        b(
          "Critical: titrate CFSE (0.5–5 µM) for each cell type; concentrations above 5 µM are toxic and inhibit proliferation.",
          "关键：应针对每种细胞滴定 CFSE 浓度（0.5–5 µM）；超过 5 µM 具有细胞毒性，会抑制增殖。",
        ),
      ],
    },
    {
      text: b(
        "Stop labelling with 5 volumes of ice-cold complete medium (10% FBS), incubate for 5 min on ice and centrifuge at 400 × g for 5 min. Wash twice more with complete medium.",
        "加入 5 倍体积预冷完全培养基（含 10% FBS）终止标记，冰上放置 5 min，400 × g 离心 5 min；再用完全培养基洗涤 2 次。",
      ),
    },
    {
      text: b(
        "Fix an aliquot of labelled cells as the day-0 reference and keep unlabelled cells as the autofluorescence control.",
        "取一份标记细胞固定，作为第 0 天参照；另留未标记细胞作为自发荧光对照。",
      ),
    },
    {
      text: b(
        "Coat a 96-well round-bottom plate with anti-CD3 at 1–5 µg/mL in PBS (50 µL per well) for 2 h at 37 °C and wash twice with PBS.",
        "以 PBS 稀释抗 CD3 抗体至 1–5 µg/mL，每孔 50 µL 包被 96 孔圆底板，37 °C 孵育 2 h，PBS 洗涤 2 次。",
      ),
    },
    {
      text: b(
        "Plate 1–2 × 10^5^ labelled cells per well in 200 µL of complete medium with 1–2 µg/mL soluble anti-CD28, or with antigen, regulatory T cells at responder:suppressor ratios from 1:1 to 1:16, or drug dilutions, in triplicate.",
        "每孔接种 1–2 × 10^5^ 个标记细胞，加入 200 µL 含 1–2 µg/mL 可溶性抗 CD28 的完全培养基；或按需加入抗原、按应答细胞与抑制细胞 1:1 至 1:16 的比例加入调节性 T 细胞，或加入系列稀释的药物，每个条件设 3 个复孔。",
      ),
      notes: [
        b(
          "Purified T cells need antigen-presenting cells for antigen-specific stimulation: add irradiated (30 Gy) autologous or syngeneic splenocytes or monocytes at a 1:1 ratio.",
          "纯化 T 细胞进行抗原特异性刺激时需要抗原提呈细胞：按 1:1 加入经 30 Gy 照射的自体或同系脾细胞或单核细胞。",
        ),
      ],
    },
    {
      text: b(
        "Culture for 3 days (mouse cells) or 4–5 days (human cells) at 37 °C and 5% CO₂.",
        "于 37 °C、5% CO₂ 条件下培养 3 天（小鼠细胞）或 4–5 天（人细胞）。",
      ),
    },
    {
      text: b(
        "Harvest the cells, stain with the fixable viability dye (1:1,000 in PBS, 15 min, room temperature) and then with anti-CD4 and anti-CD8 antibodies for 30 min at 4 °C in the dark.",
        "收获细胞，先用可固定活性染料染色（PBS 1:1,000 稀释，室温 15 min），再用抗 CD4 和抗 CD8 抗体 4 °C 避光染色 30 min。",
      ),
      notes: [
        b(
          "Keep the 488 nm/530 nm channel free: CFSE is very bright and spills into the PE detector, which should be used for a bright marker only.",
          "488 nm/530 nm 通道须留给 CFSE：CFSE 荧光很强，会溢漏至 PE 通道，该通道只宜用于表达较强的标志物。",
        ),
      ],
    },
    {
      text: b(
        "Acquire at least 20,000 live CD4^+^ events per sample at a low flow rate, with the CFSE detector voltage set so that the day-0 peak lies in the top decade of the scale.",
        "以低流速上样，每个样品至少采集 20,000 个活 CD4^+^ 事件；调节 CFSE 检测器电压，使第 0 天峰位于坐标最高的一个数量级内。",
      ),
    },
  ],
  dataAnalysis: [
    b(
      "Gate on single, live CD4^+^ or CD8^+^ cells and display CFSE on a linear-width logarithmic histogram. Fit the generations with the proliferation platform of FlowJo, anchoring generation 0 on the unstimulated control, and report the percentage divided (cells that divided at least once), the division index (average divisions of all cells) and the proliferation index (average divisions of responding cells) [3], [4]. For suppression assays, calculate suppression as 100 × (1 − % divided with regulatory T cells / % divided without).",
      "依次圈选单细胞、活细胞及 CD4^+^ 或 CD8^+^ 细胞，以对数直方图显示 CFSE。在 FlowJo 增殖分析模块中拟合各代细胞，以未刺激对照确定第 0 代位置，报告已分裂百分比（至少分裂一次的细胞）、分裂指数（全部细胞的平均分裂次数）和增殖指数（应答细胞的平均分裂次数）[3]，[4]。抑制实验中，抑制率 = 100 ×（1 − 加入调节性 T 细胞时的已分裂百分比/未加入时的已分裂百分比）。",
    ),
  ],
  troubleshooting: [
    {
      problem: b("Broad undivided peak; generations not resolved", "未分裂峰宽，各代无法分辨"),
      cause: b("Uneven mixing of cells and dye; clumped cells", "细胞与染料混合不均；细胞成团"),
      solution: b(
        "Add the dye as an equal volume while vortexing and filter the cells through 40 µm mesh before labelling",
        "涡旋时以等体积加入染料，标记前用 40 µm 滤网过滤细胞",
      ),
    },
    {
      problem: b("Poor proliferation in the positive control", "阳性对照增殖差"),
      cause: b("CFSE concentration too high; antibody coating inefficient", "CFSE 浓度过高；抗体包被效率低"),
      solution: b(
        "Titrate CFSE down to 1 µM and use functional-grade, azide-free antibodies",
        "将 CFSE 降至 1 µM，使用不含叠氮钠的功能级抗体",
      ),
    },
    {
      problem: b("Low viability after labelling", "标记后活力低"),
      cause: b(
        "Labelling at high cell density without protein; DMSO above 0.1%",
        "高密度无蛋白条件下标记；DMSO 超过 0.1%",
      ),
      solution: b(
        "Label in PBS with 0.1% BSA and keep the final DMSO at or below 0.1%",
        "在含 0.1% BSA 的 PBS 中标记，DMSO 终浓度不超过 0.1%",
      ),
    },
  ],
  references: [
    ref(
      "Weston, S. A., Parish, C. R.",
      1990,
      "New fluorescent dyes for lymphocyte migration studies. Analysis by flow cytometry and fluorescence microscopy",
      "J Immunol Methods",
      "133",
      "87–97",
    ),
    ref(
      "Lyons, A. B., Parish, C. R.",
      1994,
      "Determination of lymphocyte division by flow cytometry",
      "J Immunol Methods",
      "171",
      "131–137",
    ),
    ref(
      "Quah, B. J., Warren, H. S., Parish, C. R.",
      2007,
      "Monitoring lymphocyte proliferation in vitro and in vivo with the intracellular fluorescent dye carboxyfluorescein diacetate succinimidyl ester",
      "Nat Protoc",
      "2",
      "2049–2056",
    ),
    ref(
      "Roederer, M.",
      2011,
      "Interpretation of cellular proliferation data: avoid the panglossian",
      "Cytometry A",
      "79",
      "95–101",
    ),
  ],
};

const bmdm: Technique = {
  id: "bmdm-differentiation-polarisation",
  name: b("bone-marrow-derived macrophage differentiation and polarisation", "骨髓来源巨噬细胞诱导分化与极化"),
  categoryIds: [10, 4],
  contexts: [
    {
      organism: "Mus musculus",
      organismText: b("mice", "小鼠"),
      sample: b("bone marrow of wild-type C57BL/6J mice", "野生型 C57BL/6J 小鼠骨髓"),
    },
    {
      organism: "Mus musculus",
      organismText: b("mice", "小鼠"),
      sample: b("bone marrow of female BALB/c mice", "雌性 BALB/c 小鼠骨髓"),
    },
    {
      organism: "Mus musculus",
      organismText: b("mice", "小鼠"),
      sample: b("bone marrow of myeloid-specific (LysM-Cre) knockout mice", "髓系特异性（LysM-Cre）敲除小鼠骨髓"),
    },
  ],
  targets: [
    b("interferon-γ-driven classical activation", "干扰素-γ 诱导的经典活化"),
    b("interleukin-4-driven alternative activation", "白细胞介素-4 诱导的替代性活化"),
    b("lipopolysaccharide-induced inflammatory gene expression", "脂多糖诱导的炎症基因表达"),
    b("nitric oxide production", "一氧化氮生成"),
    b("inflammatory cytokine secretion", "炎症细胞因子分泌"),
    b("responses to immunomodulatory compounds", "对免疫调节化合物的应答"),
  ],
  keywords: [
    b("macrophages", "巨噬细胞"),
    b("M-CSF", "M-CSF"),
    b("macrophage polarisation", "巨噬细胞极化"),
    b("bone marrow", "骨髓"),
    b("innate immunity", "固有免疫"),
  ],
  titles: [
    b(
      "Studying {target} in Bone-Marrow-Derived Macrophages from {organism}",
      "利用{organism}骨髓来源巨噬细胞研究{target}",
    ),
    b(
      "Generation and Polarisation of Macrophages from {sample} to Study {target}",
      "由{sample}制备并极化巨噬细胞以研究{target}",
    ),
    b("A Seven-Day Macrophage Culture Protocol for Analysing {target}", "用于研究{target}的 7 天巨噬细胞培养方案"),
  ],
  abstract: {
    aim: [
      b(
        "Bone-marrow-derived macrophages provide large numbers of homogeneous, genetically defined macrophages for studying {target}.",
        "骨髓来源巨噬细胞可提供大量均一且遗传背景明确的巨噬细胞，适用于研究{target}。",
      ),
      b(
        "This protocol describes the differentiation of macrophages from {sample} and their polarisation under defined conditions.",
        "本方案介绍由{sample}诱导分化巨噬细胞并在限定条件下使其极化的方法。",
      ),
    ],
    method: [
      b(
        "{sample} is flushed from femurs and tibiae and cultured for 7 days on non-treated Petri dishes with 20 ng/mL M-CSF.",
        "从股骨和胫骨中冲出{sample}，在非组织培养处理的培养皿中以含 20 ng/mL M-CSF 的培养基培养 7 天。",
      ),
      b(
        "Mature macrophages are re-plated and stimulated with IFN-γ plus LPS or with IL-4, following current nomenclature guidelines.",
        "按照现行命名指南，将成熟巨噬细胞重新铺板后用 IFN-γ 加 LPS 或 IL-4 刺激。",
      ),
      b(
        "Polarisation is read out by qPCR of marker genes, the Griess assay for nitrite and flow cytometry of surface markers.",
        "通过标志基因 qPCR、亚硝酸盐 Griess 测定及表面标志物流式检测评价极化状态。",
      ),
    ],
    result: [
      b(
        "Each mouse yielded 2–4 × 10^7^ macrophages, of which more than 95% were F4/80^+^CD11b^+^.",
        "每只小鼠可获得 2–4 × 10^7^ 个巨噬细胞，其中 F4/80^+^CD11b^+^ 细胞超过 95%。",
      ),
      b(
        "IFN-γ plus LPS raised *Nos2* mRNA 500–2,000-fold and nitrite to 30–45 µM within 24 h, whereas IL-4 increased *Arg1* 50–200-fold.",
        "IFN-γ 加 LPS 处理 24 h 使 *Nos2* mRNA 升高 500–2,000 倍、亚硝酸盐达到 30–45 µM，而 IL-4 使 *Arg1* 升高 50–200 倍。",
      ),
    ],
  },
  background: [
    b(
      "Macrophage colony-stimulating factor (M-CSF, CSF-1) drives the proliferation and differentiation of bone-marrow progenitors into macrophages, and a 7-day culture yields a nearly pure population that can be genetically manipulated through the donor mouse [1], [2]. Culture on bacteriological plastic allows the adherent cells to be detached gently with EDTA, which preserves surface receptors.",
      "巨噬细胞集落刺激因子（M-CSF，CSF-1）可驱动骨髓祖细胞增殖并分化为巨噬细胞；培养 7 天即可获得近乎纯的细胞群，并可通过供体小鼠的基因型对其进行遗传操作 [1]，[2]。在细菌培养级塑料皿上培养，可用 EDTA 温和地解离贴壁细胞，从而保留表面受体。",
    ),
    b(
      "Macrophages change their phenotype according to the signals they receive. IFN-γ and microbial products induce a classically activated, microbicidal state with inducible nitric oxide synthase, whereas IL-4 induces alternative activation with arginase 1 and the mannose receptor [3]. Because the terms M1 and M2 have been used for many different conditions, activated macrophages should be named after the stimulus used, for example M(IFN-γ+LPS) and M(IL-4) [4]. Nitric oxide release is conveniently measured as nitrite with the Griess reaction [5].",
      "巨噬细胞会根据所接受的信号改变表型。IFN-γ 和微生物产物诱导以诱导型一氧化氮合酶表达为特征的经典活化杀菌状态，而 IL-4 诱导以精氨酸酶 1 和甘露糖受体表达为特征的替代性活化 [3]。由于 M1、M2 这两个术语曾被用于许多不同的条件，活化的巨噬细胞应按所用刺激物命名，例如 M(IFN-γ+LPS) 和 M(IL-4) [4]。一氧化氮的释放可方便地通过 Griess 反应以亚硝酸盐形式测定 [5]。",
    ),
  ],
  materials: [
    m("DMEM, high glucose, GlutaMAX", "高糖 DMEM（含 GlutaMAX）", "Thermo Fisher Scientific (Gibco)", "10566016"),
    m("Fetal bovine serum, heat-inactivated", "热灭活胎牛血清", "Thermo Fisher Scientific (Gibco)", "10082147"),
    m("Recombinant murine M-CSF", "重组小鼠 M-CSF", "PeproTech", "315-02"),
    m("Recombinant murine IFN-γ", "重组小鼠 IFN-γ", "PeproTech", "315-05"),
    m("Recombinant murine IL-4", "重组小鼠 IL-4", "PeproTech", "214-14"),
    m("LPS-EB Ultrapure (*E. coli* O111:B4)", "超纯 LPS-EB（*E. coli* O111:B4）", "InvivoGen", "tlrl-3pelps"),
    m(
      "Griess reagent kit for nitrite determination",
      "亚硝酸盐测定 Griess 试剂盒",
      "Thermo Fisher Scientific (Invitrogen)",
      "G7921",
    ),
    m("TRIzol reagent", "TRIzol 试剂", "Thermo Fisher Scientific (Invitrogen)", "15596026"),
    m(
      "Anti-mouse F4/80 APC (BM8) and CD11b FITC (M1/70)",
      "抗小鼠 F4/80 APC（BM8）及 CD11b FITC（M1/70）",
      "BioLegend",
      "123116, 101206",
    ),
    m("Petri dish, 100 mm, not tissue-culture treated", "100 mm 非组织培养处理培养皿", "Corning (Falcon)", "351029"),
  ],
  equipment: [
    m("Biological safety cabinet, class II", "II 级生物安全柜", "Thermo Fisher Scientific", "Herasafe 2030i"),
    m("CO₂ incubator", "CO₂ 培养箱", "Thermo Fisher Scientific", "Heracell VIOS 160i"),
    m("Microplate reader (absorbance)", "酶标仪（吸光度）", "BioTek", "Synergy H1"),
    m("Real-time PCR system", "实时荧光定量 PCR 仪", "Bio-Rad", "CFX96 Touch"),
    m("Flow cytometer", "流式细胞仪", "BD Biosciences", "FACSCanto II"),
  ],
  software: [m("FlowJo", "FlowJo", "BD Biosciences (FlowJo LLC)", "version 10.10")],
  steps: [
    {
      text: b(
        "Euthanise 8–12-week-old mice by CO₂ inhalation followed by cervical dislocation, spray the hind limbs with 70% ethanol and remove both femurs and tibiae. Clean off the muscle and keep the bones in ice-cold PBS.",
        "以 CO₂ 吸入法处死 8–12 周龄小鼠后行颈椎脱臼，后肢喷 70% 乙醇，取出双侧股骨和胫骨，剔除肌肉后置于冰冷 PBS 中。",
      ),
    },
    {
      text: b(
        "In a biosafety cabinet, dip the bones in 70% ethanol for 30 s, cut off both epiphyses and flush the marrow with 5–10 mL of cold PBS using a 10 mL syringe and a 25 G needle through a 70 µm strainer into a 50 mL tube.",
        "在生物安全柜中将骨头浸入 70% 乙醇 30 s，剪去两端骨骺，用 10 mL 注射器和 25 G 针头以 5–10 mL 冷 PBS 冲出骨髓，经 70 µm 细胞筛收集于 50 mL 离心管中。",
      ),
    },
    {
      text: b(
        "Centrifuge at 300 × g for 5 min at 4 °C, lyse red cells in 2 mL of ACK buffer for 1 min, dilute with 20 mL of PBS, centrifuge again and count. Expect 4–6 × 10^7^ nucleated cells per mouse.",
        "4 °C、300 × g 离心 5 min，用 2 mL ACK 裂解液裂解红细胞 1 min，加 20 mL PBS 稀释后再次离心并计数。每只小鼠约可获得 4–6 × 10^7^ 个有核细胞。",
      ),
      notes: [
        b(
          "Pause point: marrow cells can be frozen in FBS with 10% DMSO and stored in liquid nitrogen; thawed cells differentiate normally.",
          "暂停点：骨髓细胞可用含 10% DMSO 的 FBS 冻存于液氮中，复苏后仍可正常分化。",
        ),
      ],
    },
    {
      text: b(
        "Seed 5 × 10^6^ cells in 10 mL of BMDM medium (DMEM, 10% FBS, 100 U/mL penicillin, 100 µg/mL streptomycin and 20 ng/mL M-CSF) per 100 mm non-treated Petri dish and culture at 37 °C and 5% CO₂.",
        "每个 100 mm 非组织培养处理培养皿接种 5 × 10^6^ 个细胞，加入 10 mL BMDM 培养基（DMEM，10% FBS，100 U/mL 青霉素，100 µg/mL 链霉素，20 ng/mL M-CSF），于 37 °C、5% CO₂ 培养。",
      ),
      notes: [
        b(
          "20% (v/v) L929-conditioned medium can replace recombinant M-CSF, but test each batch, as its activity varies.",
          "可用 20%（v/v）L929 细胞条件培养基代替重组 M-CSF，但其活性批间差异较大，每批均需检测。",
        ),
      ],
    },
    {
      text: b(
        "On day 3, add 5 mL of fresh BMDM medium to each dish without removing the old medium.",
        "第 3 天每皿补加 5 mL 新鲜 BMDM 培养基，不弃去原培养基。",
      ),
    },
    {
      text: b(
        "On day 7, discard the medium with the non-adherent cells, wash once with PBS and add 5 mL of cold PBS with 5 mM EDTA. Incubate for 10 min at 4 °C, detach the cells by pipetting and centrifuge at 300 × g for 5 min.",
        "第 7 天弃去含非贴壁细胞的培养基，PBS 洗涤 1 次，加入 5 mL 含 5 mM EDTA 的冷 PBS，4 °C 放置 10 min，吹打使细胞脱落，300 × g 离心 5 min。",
      ),
    },
    {
      text: b(
        "Check purity on an aliquot by staining with anti-F4/80 and anti-CD11b: more than 95% of live cells should be double positive.",
        "取少量细胞用抗 F4/80 和抗 CD11b 染色检测纯度：活细胞中双阳性细胞应超过 95%。",
      ),
    },
    {
      text: b(
        "Re-plate the macrophages at 1 × 10^6^ cells per well of a 6-well plate (2 × 10^5^ per well of a 24-well plate) in medium with 10 ng/mL M-CSF and let them adhere overnight.",
        "将巨噬细胞重新接种于 6 孔板，每孔 1 × 10^6^ 个（24 孔板每孔 2 × 10^5^ 个），培养基中含 10 ng/mL M-CSF，贴壁过夜。",
      ),
    },
    {
      text: b(
        "Replace the medium and stimulate for 24 h with 20 ng/mL IFN-γ plus 100 ng/mL LPS for M(IFN-γ+LPS), with 20 ng/mL IL-4 for M(IL-4), or with medium alone for unstimulated M0 controls. Add test compounds 1 h before the stimuli.",
        "更换培养基后刺激 24 h：M(IFN-γ+LPS) 组加入 20 ng/mL IFN-γ 和 100 ng/mL LPS，M(IL-4) 组加入 20 ng/mL IL-4，M0 对照仅加培养基。待测化合物于刺激前 1 h 加入。",
      ),
      notes: [
        b(
          "Critical: use endotoxin-free reagents and plastics throughout; traces of LPS in IL-4 or in the medium blunt alternative activation.",
          "关键：全程使用无内毒素的试剂和耗材；IL-4 或培养基中的微量 LPS 会削弱替代性活化。",
        ),
      ],
    },
    {
      text: b(
        "Collect the supernatants, centrifuge at 500 × g for 5 min and store at −80 °C. For the Griess assay, mix 50 µL of supernatant with 50 µL of Griess reagent, incubate for 10 min at room temperature and read the absorbance at 540 nm against a 0–100 µM sodium nitrite standard curve.",
        "收集上清，500 × g 离心 5 min 后于 −80 °C 保存。Griess 测定时，将 50 µL 上清与 50 µL Griess 试剂混合，室温反应 10 min，在 540 nm 处测定吸光度，以 0–100 µM 亚硝酸钠标准曲线定量。",
      ),
    },
    {
      text: b(
        "Lyse the cells in 500 µL of TRIzol per well, extract RNA and quantify *Nos2*, *Il1b*, *Tnf*, *Arg1*, *Retnla* and *Mrc1* by RT-qPCR, normalised to *Hprt* or *Actb*.",
        "每孔加入 500 µL TRIzol 裂解细胞，提取 RNA，以 RT-qPCR 检测 *Nos2*、*Il1b*、*Tnf*、*Arg1*、*Retnla* 和 *Mrc1* 的表达，以 *Hprt* 或 *Actb* 为内参。",
      ),
      notes: [
        b(
          "Pause point: TRIzol lysates can be stored at −80 °C for several months.",
          "暂停点：TRIzol 裂解液可于 −80 °C 保存数月。",
        ),
      ],
    },
  ],
  dataAnalysis: [
    b(
      "Calculate relative expression by the 2^−ΔΔCt^ method against unstimulated M0 cells from the same mouse, and nitrite concentrations from the linear standard curve. Treat each mouse as a biological replicate (n ≥ 3) and compare conditions by one-way ANOVA with Tukey's test on log-transformed fold changes. Report the stimulus, concentration and duration for each activation state, as recommended [4].",
      "以同一小鼠的未刺激 M0 细胞为参照，用 2^−ΔΔCt^ 法计算相对表达量；根据线性标准曲线计算亚硝酸盐浓度。每只小鼠作为一个生物学重复（n ≥ 3），对倍数变化取对数后采用单因素方差分析及 Tukey 检验进行组间比较。按照相关建议，报告每种活化状态所用刺激物的种类、浓度和作用时间 [4]。",
    ),
  ],
  troubleshooting: [
    {
      problem: b("Low macrophage yield on day 7", "第 7 天巨噬细胞得率低"),
      cause: b("Inactive M-CSF; too few cells seeded", "M-CSF 失活；接种细胞过少"),
      solution: b(
        "Use freshly thawed M-CSF aliquots and seed at least 5 × 10^6^ cells per dish",
        "使用新融化的 M-CSF 分装，每皿接种至少 5 × 10^6^ 个细胞",
      ),
    },
    {
      problem: b("Cells difficult to detach", "细胞难以脱落"),
      cause: b("Tissue-culture-treated plastic was used", "使用了组织培养处理的培养皿"),
      solution: b(
        "Culture on bacteriological Petri dishes and detach with cold PBS–EDTA",
        "使用细菌培养级培养皿，并用冷 PBS-EDTA 解离",
      ),
    },
    {
      problem: b("High *Nos2* or TNF in unstimulated cells", "未刺激细胞中 *Nos2* 或 TNF 偏高"),
      cause: b("Endotoxin contamination of serum, medium or cytokines", "血清、培养基或细胞因子被内毒素污染"),
      solution: b(
        "Use low-endotoxin FBS and carrier-free cytokines, and test reagents with an LAL assay",
        "使用低内毒素 FBS 和无载体细胞因子，并用鲎试剂检测内毒素",
      ),
    },
  ],
  references: [
    ref(
      "Weischenfeldt, J., Porse, B.",
      2008,
      "Bone marrow-derived macrophages (BMM): isolation and applications",
      "Cold Spring Harb Protoc",
      "2008",
      "pdb.prot5080",
    ),
    ref(
      "Zhang, X., Goncalves, R., Mosser, D. M.",
      2008,
      "The isolation and characterization of murine macrophages",
      "Curr Protoc Immunol",
      "Chapter 14",
      "Unit 14.1",
    ),
    ref(
      "Stein, M., Keshav, S., Harris, N., Gordon, S.",
      1992,
      "Interleukin 4 potently enhances murine macrophage mannose receptor activity: a marker of alternative immunologic macrophage activation",
      "J Exp Med",
      "176",
      "287–292",
    ),
    ref(
      "Murray, P. J., Allen, J. E., Biswas, S. K., et al.",
      2014,
      "Macrophage activation and polarization: nomenclature and experimental guidelines",
      "Immunity",
      "41",
      "14–20",
    ),
    ref(
      "Green, L. C., Wagner, D. A., Glogowski, J., Skipper, P. L., Wishnok, J. S., Tannenbaum, S. R.",
      1982,
      "Analysis of nitrate, nitrite, and [15N]nitrate in biological fluids",
      "Anal Biochem",
      "126",
      "131–138",
    ),
  ],
};

const netosis: Technique = {
  id: "neutrophil-net-formation",
  name: b("neutrophil isolation and NET formation assay", "中性粒细胞分离与 NET 形成实验"),
  categoryIds: [10, 4],
  contexts: [
    {
      organism: "Homo sapiens",
      organismText: b("humans", "人"),
      sample: b("peripheral blood of healthy donors", "健康献血者外周血"),
    },
    {
      organism: "Homo sapiens",
      organismText: b("humans", "人"),
      sample: b("peripheral blood of patients with systemic lupus erythematosus", "系统性红斑狼疮患者外周血"),
    },
    {
      organism: "Homo sapiens",
      organismText: b("humans", "人"),
      sample: b("peripheral blood of patients with sepsis", "脓毒症患者外周血"),
    },
    {
      organism: "Mus musculus",
      organismText: b("mice", "小鼠"),
      sample: b("bone marrow of C57BL/6J mice", "野生型 C57BL/6J 小鼠骨髓"),
    },
  ],
  targets: [
    b("PMA-induced NET formation", "佛波酯（PMA）诱导的 NET 形成"),
    b("spontaneous NET release", "自发性 NET 释放"),
    b("calcium ionophore-induced NET formation", "钙离子载体诱导的 NET 形成"),
    b("*Staphylococcus aureus*-induced NET formation", "金黄色葡萄球菌诱导的 NET 形成"),
    b("NET formation under pharmacological inhibition", "抑制剂处理下的 NET 形成"),
  ],
  keywords: [
    b("neutrophils", "中性粒细胞"),
    b("neutrophil extracellular traps", "中性粒细胞胞外诱捕网"),
    b("NETosis", "NETosis"),
    b("SYTOX Green", "SYTOX Green"),
    b("innate immunity", "固有免疫"),
  ],
  titles: [
    b("Quantifying {target} in Neutrophils Isolated from {sample}", "{sample}中性粒细胞{target}的定量研究"),
    b(
      "Imaging and Plate-Reader Quantification of {target} in Neutrophils from {sample}",
      "{sample}中性粒细胞{target}的成像与酶标仪定量",
    ),
    b(
      "Measuring {target} in {organism}: Neutrophil Isolation, SYTOX Green Kinetics and NET Imaging",
      "{organism}中性粒细胞{target}的测定：细胞分离、SYTOX Green 动力学与 NET 成像",
    ),
  ],
  abstract: {
    aim: [
      b(
        "Neutrophil extracellular traps (NETs) contribute to host defence, thrombosis and autoimmunity, and {target} is increasingly measured in clinical and experimental studies.",
        "中性粒细胞胞外诱捕网（NET）参与宿主防御、血栓形成和自身免疫，{target}在临床和实验研究中的检测日益增多。",
      ),
      b(
        "This protocol isolates neutrophils from {sample} and quantifies {target} by two complementary read-outs.",
        "本方案从{sample}中分离中性粒细胞，并通过两种互补的检测方式定量{target}。",
      ),
    ],
    method: [
      b(
        "Neutrophils are purified from {sample} by density-gradient centrifugation, with more than 95% purity, within 90 min of collection.",
        "在取材后 90 min 内，通过密度梯度离心从{sample}中纯化中性粒细胞，纯度超过 95%。",
      ),
      b(
        "Extracellular DNA is followed kinetically with the cell-impermeable dye SYTOX Green in a fluorescence plate reader for 4 h.",
        "用细胞膜不通透的染料 SYTOX Green 在荧光酶标仪中动态监测胞外 DNA，持续 4 h。",
      ),
      b(
        "In parallel, fixed cells on coverslips are stained for DNA, myeloperoxidase and citrullinated histone H3, and NETs are counted in at least five random fields.",
        "同时将盖玻片上的细胞固定，对 DNA、髓过氧化物酶和瓜氨酸化组蛋白 H3 进行染色，并在至少 5 个随机视野中计数 NET。",
      ),
    ],
    result: [
      b(
        "Stimulation with 50 nM PMA for 3 h converted 30–70% of neutrophils into NETs, against fewer than 5% in unstimulated wells.",
        "50 nM PMA 刺激 3 h 后，30%–70% 的中性粒细胞形成 NET，而未刺激孔中低于 5%。",
      ),
      b(
        "The NADPH oxidase inhibitor diphenyleneiodonium reduced PMA-induced SYTOX Green signal by more than 80%.",
        "NADPH 氧化酶抑制剂二苯碘鎓（DPI）使 PMA 诱导的 SYTOX Green 信号降低 80% 以上。",
      ),
    ],
  },
  background: [
    b(
      "Activated neutrophils can release a meshwork of decondensed chromatin decorated with granule proteins, such as neutrophil elastase and myeloperoxidase, that traps and kills microbes [2]. NET formation is an active cell-death programme that requires NADPH oxidase-derived reactive oxygen species and differs morphologically from apoptosis and necrosis [3]; neutrophil elastase and myeloperoxidase drive chromatin decondensation [5].",
      "活化的中性粒细胞可释放由解聚染色质构成、并附着中性粒细胞弹性蛋白酶和髓过氧化物酶等颗粒蛋白的网状结构，用以捕获并杀灭微生物 [2]。NET 形成是一种主动的细胞死亡程序，依赖 NADPH 氧化酶产生的活性氧，在形态上不同于凋亡和坏死 [3]；中性粒细胞弹性蛋白酶和髓过氧化物酶驱动染色质解聚 [5]。",
    ),
    b(
      "Neutrophils are short-lived and easily activated during isolation, so the method of purification strongly affects baseline NET release. Density-gradient methods derived from the classical work of Bøyum [1] give pure, resting granulocytes when performed at room temperature with minimal handling. Microscopy remains the reference read-out for NETs, and fluorescence plate assays with cell-impermeable DNA dyes provide kinetics and throughput [4].",
      "中性粒细胞寿命短，在分离过程中容易被激活，因此纯化方法对基础 NET 释放影响很大。基于 Bøyum 经典工作 [1] 的密度梯度法在室温下进行并尽量减少操作时，可获得纯度高、处于静息状态的粒细胞。显微镜观察仍是 NET 检测的参考方法，而使用细胞膜不通透 DNA 染料的荧光酶标仪检测可提供动力学信息并提高通量 [4]。",
    ),
  ],
  materials: [
    m("Polymorphprep", "Polymorphprep 多形核白细胞分离液", "Serumwerk Bernburg (Progen)", "1114683"),
    m(
      "Histopaque-1119 and Histopaque-1077",
      "Histopaque-1119 与 Histopaque-1077 分离液",
      "Sigma-Aldrich",
      "11191, 10771",
    ),
    m("RPMI 1640 medium, no phenol red", "无酚红 RPMI 1640 培养基", "Thermo Fisher Scientific (Gibco)", "11835030"),
    m("Phorbol 12-myristate 13-acetate (PMA)", "佛波酯（PMA）", "Sigma-Aldrich", "P1585"),
    m("Calcium ionophore A23187", "钙离子载体 A23187", "Sigma-Aldrich", "C7522"),
    m("Diphenyleneiodonium chloride (DPI)", "二苯碘鎓氯化物（DPI）", "Sigma-Aldrich", "D2926"),
    m(
      "SYTOX Green nucleic acid stain, 5 mM in DMSO",
      "SYTOX Green 核酸染料（5 mM，DMSO 溶液）",
      "Thermo Fisher Scientific (Invitrogen)",
      "S7020",
    ),
    m(
      "Anti-histone H3 (citrulline R2 + R8 + R17) antibody",
      "抗瓜氨酸化组蛋白 H3（R2 + R8 + R17）抗体",
      "Abcam",
      "ab5103",
    ),
    m(
      "Anti-human myeloperoxidase antibody, goat polyclonal",
      "山羊抗人髓过氧化物酶多克隆抗体",
      "R&D Systems",
      "AF3667",
    ),
    m("Hoechst 33342, 10 mg/mL", "Hoechst 33342（10 mg/mL）", "Thermo Fisher Scientific (Invitrogen)", "H3570"),
  ],
  equipment: [
    m(
      "Fluorescence microplate reader with 37 °C incubation",
      "带 37 °C 温控的荧光酶标仪",
      "BMG Labtech",
      "CLARIOstar Plus",
    ),
    m("Inverted widefield fluorescence microscope", "倒置宽场荧光显微镜", "Zeiss", "Axio Observer 7"),
    m("Benchtop centrifuge with swing-out rotor", "配水平转子的台式离心机", "Eppendorf", "Centrifuge 5810 R"),
    m("CO₂ incubator", "CO₂ 培养箱", "Thermo Fisher Scientific", "Heracell VIOS 160i"),
  ],
  software: [m("ImageJ/Fiji", "ImageJ/Fiji", "NIH", "v1.54")],
  steps: [
    {
      text: b(
        "Collect venous blood into K~2~EDTA tubes and process it within 1 h at room temperature; for mice, flush the femurs and tibiae with 10 mL of HBSS without Ca^2+^/Mg^2+^ containing 0.5% BSA.",
        "将静脉血采集于 K~2~EDTA 抗凝管中，室温放置并在 1 h 内处理；小鼠则用 10 mL 含 0.5% BSA 的无 Ca^2+^/Mg^2+^ HBSS 冲洗股骨和胫骨骨髓。",
      ),
      notes: [
        b(
          "Caution: handle human blood as potentially infectious material under biosafety level 2 conditions.",
          "注意：人血液应视为潜在感染性材料，在生物安全二级条件下操作。",
        ),
      ],
    },
    {
      text: b(
        "Layer 5 mL of blood over 5 mL of Polymorphprep in a 15 mL tube and centrifuge at 500 × g for 35 min at 20 °C with the brake off.",
        "在 15 mL 离心管中将 5 mL 血液轻轻铺于 5 mL Polymorphprep 上，20 °C、500 × g 离心 35 min，关闭刹车。",
      ),
      substeps: [
        b(
          "Mouse bone marrow: layer the cell suspension in 1 mL of HBSS over 3 mL of Histopaque-1077 on 3 mL of Histopaque-1119 and centrifuge at 872 × g for 30 min at 25 °C with the brake off; collect the cells at the interface between the two Histopaque layers.",
          "小鼠骨髓：将 1 mL HBSS 中的细胞悬液铺于由 3 mL Histopaque-1077（上层）和 3 mL Histopaque-1119（下层）组成的梯度上，25 °C、872 × g 离心 30 min，关闭刹车；收集两层 Histopaque 界面处的细胞。",
        ),
      ],
    },
    {
      text: b(
        "Collect the lower (polymorphonuclear) band, dilute it with 1 volume of 0.45% NaCl to restore osmolarity, top up with HBSS and centrifuge at 400 × g for 10 min.",
        "吸取下层（多形核细胞）条带，加入 1 倍体积 0.45% NaCl 恢复渗透压，用 HBSS 补足体积后 400 × g 离心 10 min。",
      ),
    },
    {
      text: b(
        "Remove residual erythrocytes by hypotonic lysis: resuspend the pellet in 5 mL of sterile water for 30 s, add 5 mL of 1.8% NaCl and centrifuge at 400 × g for 5 min.",
        "低渗裂解残留红细胞：用 5 mL 无菌水重悬沉淀 30 s，加入 5 mL 1.8% NaCl，400 × g 离心 5 min。",
      ),
    },
    {
      text: b(
        "Resuspend in phenol red-free RPMI 1640 with 10 mM HEPES, count, and confirm purity (> 95% CD15^+^CD16^+^ for human or Ly6G^+^CD11b^+^ for mouse cells) and viability (> 95%, trypan blue).",
        "用含 10 mM HEPES 的无酚红 RPMI 1640 重悬并计数，确认纯度（人细胞 CD15^+^CD16^+^ 或小鼠细胞 Ly6G^+^CD11b^+^ 超过 95%）和活力（台盼蓝染色，超过 95%）。",
      ),
      notes: [
        b(
          "Critical: keep neutrophils at room temperature, avoid vortexing and use them within 30 min; activated neutrophils raise spontaneous NET release.",
          "关键：中性粒细胞应保持在室温，避免涡旋，并在 30 min 内使用；细胞一旦被激活，自发 NET 释放会增加。",
        ),
      ],
    },
    {
      text: b(
        "For microscopy, seed 1 × 10^5^ cells in 500 µL of medium on poly-L-lysine-coated 13 mm glass coverslips in a 24-well plate; for kinetics, seed 2 × 10^4^ cells in 100 µL per well of a black 96-well plate. Let the cells settle for 30 min at 37 °C and 5% CO₂.",
        "用于显微观察时，将 1 × 10^5^ 个细胞以 500 µL 培养基接种于 24 孔板中经多聚赖氨酸包被的 13 mm 玻璃盖玻片上；用于动力学检测时，每孔 100 µL 含 2 × 10^4^ 个细胞接种于黑色 96 孔板。37 °C、5% CO₂ 静置 30 min 使细胞沉降。",
      ),
    },
    {
      text: b(
        "Pre-incubate inhibitor wells with 10 µM DPI or vehicle (0.1% DMSO) for 30 min, then stimulate with 50 nM PMA, 4 µM A23187 or opsonised *S. aureus* at a multiplicity of infection of 10; leave unstimulated wells for spontaneous release.",
        "抑制剂孔先用 10 µM DPI 或溶剂（0.1% DMSO）预孵育 30 min，再加入 50 nM PMA、4 µM A23187 或经调理的金黄色葡萄球菌（感染复数 10）刺激；另设未刺激孔检测自发释放。",
      ),
    },
    {
      text: b(
        "In the 96-well plate, add SYTOX Green to 1 µM and read fluorescence (excitation 485 nm, emission 520 nm) every 15 min for 4 h at 37 °C. Lyse control wells with 0.5% Triton X-100 to obtain total DNA.",
        "在 96 孔板中加入 SYTOX Green 至终浓度 1 µM，37 °C 下每 15 min 测定一次荧光（激发 485 nm，发射 520 nm），共 4 h。用 0.5% Triton X-100 裂解对照孔以获得总 DNA 信号。",
      ),
    },
    {
      text: b(
        "After 3 h, fix the coverslips by adding an equal volume of 4% paraformaldehyde (final 2%) directly to the medium for 15 min at room temperature, without washing beforehand.",
        "刺激 3 h 后，直接向培养基中加入等体积 4% 多聚甲醛（终浓度 2%），室温固定 15 min，固定前不要洗涤。",
      ),
      notes: [
        b(
          "Critical: NETs are fragile and detach easily; never wash before fixation and exchange solutions slowly at the edge of the well.",
          "关键：NET 结构脆弱、极易脱落；固定前切勿洗涤，更换液体时应沿孔壁缓慢加入和吸出。",
        ),
        b(
          "Pause point: fixed coverslips can be stored in PBS at 4 °C for up to 1 week.",
          "暂停点：固定后的盖玻片可在 PBS 中于 4 °C 保存，最长 1 周。",
        ),
      ],
    },
    {
      text: b(
        "Permeabilise with 0.1% Triton X-100 for 10 min, block with 5% BSA in PBS for 1 h and incubate overnight at 4 °C with anti-citrullinated histone H3 (1:500) and anti-myeloperoxidase (1:200).",
        "用 0.1% Triton X-100 通透 10 min，含 5% BSA 的 PBS 封闭 1 h，加入抗瓜氨酸化组蛋白 H3（1:500）和抗髓过氧化物酶（1:200）抗体，4 °C 孵育过夜。",
      ),
    },
    {
      text: b(
        "Wash three times with PBS, incubate with fluorophore-conjugated secondary antibodies (1:1,000) and 1 µg/mL Hoechst 33342 for 1 h at room temperature in the dark, and mount in antifade medium.",
        "PBS 洗涤 3 次，加入荧光标记二抗（1:1,000）和 1 µg/mL Hoechst 33342，室温避光孵育 1 h，用抗淬灭封片剂封片。",
      ),
    },
    {
      text: b(
        "Image at least five random fields per coverslip with a 20× objective using identical exposure settings for all conditions.",
        "用 20× 物镜在每张盖玻片上随机拍摄至少 5 个视野，所有条件采用相同的曝光参数。",
      ),
    },
  ],
  dataAnalysis: [
    b(
      "For the plate assay, subtract the fluorescence of medium-only wells and express SYTOX Green signal as a percentage of the Triton X-100 lysis control at each time point; compare conditions by the area under the curve. In images, count NETs as extracellular, decondensed DNA structures that co-localise with myeloperoxidase or citrullinated histone H3, and express them as a percentage of all Hoechst-stained nuclei; count blind to condition. Use each donor or mouse as a biological replicate.",
      "酶标仪检测中，扣除仅含培养基孔的荧光后，将各时间点的 SYTOX Green 信号以 Triton X-100 裂解对照的百分比表示，并以曲线下面积比较各条件。图像分析中，将与髓过氧化物酶或瓜氨酸化组蛋白 H3 共定位的胞外解聚 DNA 结构计为 NET，以占全部 Hoechst 染色细胞核的百分比表示；计数时应对处理条件设盲。每名献血者或每只小鼠作为一个生物学重复。",
    ),
  ],
  troubleshooting: [
    {
      problem: b("High spontaneous NET release", "自发 NET 释放高"),
      cause: b(
        "Neutrophils activated during isolation; endotoxin in buffers",
        "分离过程中中性粒细胞被激活；缓冲液含内毒素",
      ),
      solution: b(
        "Work at room temperature, shorten handling and use endotoxin-free reagents",
        "室温操作，缩短处理时间，使用无内毒素试剂",
      ),
    },
    {
      problem: b("Red-cell contamination of the granulocyte band", "粒细胞层混有红细胞"),
      cause: b("Blood older than 2 h or centrifugation temperature too low", "血样放置超过 2 h 或离心温度过低"),
      solution: b("Process blood within 1 h and centrifuge at 18–22 °C", "在 1 h 内处理血样，并在 18–22 °C 离心"),
    },
    {
      problem: b("NETs lost during staining", "染色过程中 NET 丢失"),
      cause: b("Washing before fixation; harsh pipetting", "固定前洗涤；吹吸过猛"),
      solution: b(
        "Fix in the medium and exchange liquids slowly along the well wall",
        "直接在培养基中固定，沿孔壁缓慢更换液体",
      ),
    },
  ],
  recipes: [
    {
      name: b("NET assay medium", "NET 实验培养基"),
      composition: b(
        "Phenol red-free RPMI 1640 with 10 mM HEPES; for longer assays add 0.5% heat-inactivated, DNase-free human serum albumin. Prepare fresh on the day of use.",
        "含 10 mM HEPES 的无酚红 RPMI 1640；实验时间较长时加入 0.5% 热灭活、无 DNase 的人血清白蛋白。使用当天新鲜配制。",
      ),
    },
  ],
  references: [
    ref(
      "Bøyum, A.",
      1968,
      "Isolation of mononuclear cells and granulocytes from human blood",
      "Scand J Clin Lab Invest Suppl",
      "97",
      "77–89",
    ),
    ref(
      "Brinkmann, V., Reichard, U., Goosmann, C., Fauler, B., Uhlemann, Y., Weiss, D. S., Weinrauch, Y., Zychlinsky, A.",
      2004,
      "Neutrophil extracellular traps kill bacteria",
      "Science",
      "303",
      "1532–1535",
    ),
    ref(
      "Fuchs, T. A., Abed, U., Goosmann, C., Hurwitz, R., Schulze, I., Wahn, V., Weinrauch, Y., Brinkmann, V., Zychlinsky, A.",
      2007,
      "Novel cell death program leads to neutrophil extracellular traps",
      "J Cell Biol",
      "176",
      "231–241",
    ),
    ref(
      "Brinkmann, V., Laube, B., Abu Abed, U., Goosmann, C., Zychlinsky, A.",
      2010,
      "Neutrophil extracellular traps: how to generate and visualize them",
      "J Vis Exp",
      "36",
      "1724",
    ),
    ref(
      "Papayannopoulos, V., Metzler, K. D., Hakkim, A., Zychlinsky, A.",
      2010,
      "Neutrophil elastase and myeloperoxidase regulate the formation of neutrophil extracellular traps",
      "J Cell Biol",
      "191",
      "677–691",
    ),
  ],
};

const hiAssay: Technique = {
  id: "haemagglutination-inhibition-assay",
  name: b("haemagglutination inhibition assay", "血凝抑制试验"),
  categoryIds: [10, 12],
  contexts: [
    {
      organism: "Homo sapiens",
      organismText: b("humans", "人"),
      sample: b("sera from influenza vaccinees", "流感疫苗接种者血清"),
    },
    {
      organism: "Mus musculus",
      organismText: b("mice", "小鼠"),
      sample: b("sera from immunised mice", "免疫小鼠血清"),
    },
    {
      organism: "Gallus gallus",
      organismText: b("chickens", "鸡"),
      sample: b("sera from vaccinated chickens", "免疫鸡血清"),
    },
    {
      organism: "Sus scrofa",
      organismText: b("pigs", "猪"),
      sample: b("sera from vaccinated pigs", "免疫猪血清"),
    },
  ],
  targets: [
    b("strain-specific antibody titres", "毒株特异性抗体效价"),
    b("seroconversion rates", "血清转化率"),
    b("cross-reactive antibodies against drifted influenza strains", "针对抗原漂移流感毒株的交叉反应抗体"),
    b("antigenic relationships between influenza viruses", "流感病毒间的抗原关系"),
    b("the durability of antibody responses", "抗体应答持久性"),
  ],
  keywords: [
    b("haemagglutination inhibition", "血凝抑制"),
    b("influenza virus", "流感病毒"),
    b("serology", "血清学"),
    b("antibody titre", "抗体效价"),
    b("vaccine", "疫苗"),
  ],
  titles: [
    b("Haemagglutination Inhibition Assay for {target} in {organism}", "{organism}{target}的血凝抑制试验"),
    b("Measuring {target} in {sample} by Haemagglutination Inhibition", "以血凝抑制试验评价{sample}的{target}"),
    b(
      "A Standardised Microtitre Haemagglutination Inhibition Protocol for {target}",
      "用于评价{target}的标准化微量血凝抑制试验方案",
    ),
  ],
  abstract: {
    aim: [
      b(
        "The haemagglutination inhibition (HI) assay is the standard serological test for influenza and the accepted correlate of protection for inactivated vaccines.",
        "血凝抑制（HI）试验是流感的标准血清学检测方法，也是灭活疫苗公认的保护相关指标。",
      ),
      b(
        "This protocol describes a microtitre HI assay to determine {target} in {sample}.",
        "本方案介绍一种微量血凝抑制试验，用于评价{sample}的{target}。",
      ),
    ],
    method: [
      b(
        "Sera are treated overnight with receptor-destroying enzyme, heat-inactivated at 56 °C and adsorbed with erythrocytes to remove nonspecific inhibitors and agglutinins.",
        "血清先用受体破坏酶处理过夜，再经 56 °C 灭活，并用红细胞吸附，以去除非特异性抑制物和凝集素。",
      ),
      b(
        "Two-fold serial dilutions of {sample} starting at 1:10 are incubated with 4 haemagglutinating units of virus before 0.5% chicken erythrocytes are added.",
        "{sample}从 1:10 起作 2 倍系列稀释，先与 4 个血凝单位的病毒孵育，再加入 0.5% 鸡红细胞。",
      ),
      b(
        "The HI titre is the reciprocal of the highest serum dilution that completely inhibits haemagglutination.",
        "HI 效价为能完全抑制血凝的最高血清稀释度的倒数。",
      ),
    ],
    result: [
      b(
        "Replicate titrations of reference sera agreed within one two-fold dilution in 95% of runs.",
        "参考血清的重复滴定中，95% 的结果相差不超过一个 2 倍稀释度。",
      ),
      b(
        "Geometric mean titres rose from 1:14 before to 1:226 after vaccination, with a four-fold or greater rise in 65–80% of subjects.",
        "免疫前几何平均效价为 1:14，免疫后升至 1:226，65%–80% 的个体效价升高 4 倍或以上。",
      ),
    ],
  },
  background: [
    b(
      "Influenza viruses agglutinate erythrocytes because their haemagglutinin binds sialic acid on the red-cell surface, and antibodies that block this binding inhibit agglutination [1]. Titrating sera for this inhibition in microtitre plates is simple, cheap and applicable to sera from any species, and it has been the basis of influenza serology and vaccine licensing for decades [2].",
      "流感病毒的血凝素可结合红细胞表面的唾液酸，从而使红细胞发生凝集；阻断这种结合的抗体能够抑制凝集 [1]。在微量板中滴定血清的这种抑制作用，操作简便、成本低廉，且适用于任何物种的血清，数十年来一直是流感血清学检测和疫苗审批的基础 [2]。",
    ),
    b(
      "An HI titre of 1:40 is associated with about 50% protection against infection in humans [3]. Because HI antibodies are largely strain-specific, panels of sera titrated against panels of viruses are also used to map the antigenic evolution of influenza viruses [4].",
      "在人群中，HI 效价达到 1:40 约可提供 50% 的抗感染保护 [3]。由于 HI 抗体具有明显的毒株特异性，用一组血清对一组病毒进行交叉滴定，也被用于描绘流感病毒的抗原进化图谱 [4]。",
    ),
  ],
  materials: [
    m("Receptor-destroying enzyme (RDE II)", "受体破坏酶（RDE II）", "Denka Seiken", "370013"),
    m("Chicken red blood cells in Alsever's solution", "阿氏液保存的鸡红细胞", "Innovative Research", "IC05-0810"),
    m("V-bottom 96-well microtitre plates", "96 孔 V 型底微量反应板", "Greiner Bio-One", "651101"),
    m(
      "Dulbecco's phosphate-buffered saline, no Ca^2+^/Mg^2+^",
      "不含 Ca^2+^/Mg^2+^ 的 DPBS",
      "Thermo Fisher Scientific (Gibco)",
      "14190144",
    ),
    m(
      "Inactivated influenza antigen (reference strain)",
      "灭活流感病毒抗原（参考株）",
      "National Institute for Biological Standards and Control",
      "per strain",
    ),
    m(
      "Reference antiserum (positive control)",
      "参考抗血清（阳性对照）",
      "National Institute for Biological Standards and Control",
      "per strain",
    ),
  ],
  equipment: [
    m("Multichannel pipette, 8-channel, 10–100 µL", "8 道移液器（10–100 µL）", "Eppendorf", "Research plus"),
    m("Water bath, 56 °C", "56 °C 水浴锅", "Grant Instruments", "SUB Aqua Pro 5"),
    m("Incubator, 37 °C", "37 °C 培养箱", "Memmert", "IN55"),
    m("Benchtop centrifuge", "台式离心机", "Eppendorf", "Centrifuge 5702"),
  ],
  steps: [
    {
      text: b(
        "Mix 1 volume of serum with 3 volumes of reconstituted RDE (for example 100 µL with 300 µL) and incubate for 18–20 h at 37 °C.",
        "将 1 体积血清与 3 体积复溶后的 RDE 混合（例如 100 µL 血清加 300 µL RDE），37 °C 孵育 18–20 h。",
      ),
    },
    {
      text: b(
        "Inactivate RDE at 56 °C for 30 min, cool to room temperature and add 6 volumes of PBS to give a 1:10 serum dilution.",
        "56 °C 作用 30 min 灭活 RDE，冷却至室温后加入 6 体积 PBS，得到 1:10 稀释的血清。",
      ),
      notes: [
        b(
          "Pause point: treated sera can be stored at 4 °C for 1 week or at −20 °C for longer.",
          "暂停点：处理后的血清可于 4 °C 保存 1 周，或于 −20 °C 长期保存。",
        ),
      ],
    },
    {
      text: b(
        "Wash the chicken erythrocytes three times in PBS (500 × g, 5 min), remove the buffy coat and prepare a 0.5% (v/v) suspension in PBS.",
        "用 PBS 洗涤鸡红细胞 3 次（500 × g，5 min），去除白细胞层，用 PBS 配制 0.5%（v/v）红细胞悬液。",
      ),
      notes: [
        b(
          "Recent H3N2 viruses agglutinate chicken erythrocytes poorly; use 0.75% guinea-pig erythrocytes for them and read after 60 min.",
          "近年的 H3N2 病毒对鸡红细胞凝集能力差，应改用 0.75% 豚鼠红细胞，并在 60 min 后判读。",
        ),
      ],
    },
    {
      text: b(
        "Remove nonspecific agglutinins: add packed erythrocytes to 5% (v/v) to each treated serum, incubate for 1 h at 4 °C and centrifuge at 500 × g for 5 min; use the supernatant.",
        "去除非特异性凝集素：在每份处理后的血清中加入压积红细胞至 5%（v/v），4 °C 孵育 1 h，500 × g 离心 5 min，取上清使用。",
      ),
    },
    {
      text: b(
        "Titrate the antigen: make two-fold dilutions of virus in 50 µL of PBS across a V-bottom plate, add 50 µL of 0.5% erythrocytes, incubate for 30 min at room temperature and read the haemagglutination (HA) titre as the highest dilution with complete agglutination.",
        "抗原滴定：在 V 型底板中用 50 µL PBS 将病毒作 2 倍系列稀释，每孔加入 50 µL 0.5% 红细胞，室温孵育 30 min，以出现完全凝集的最高稀释度为血凝（HA）效价。",
      ),
      notes: [
        b(
          "Caution: use inactivated antigen or low-pathogenicity strains; live highly pathogenic avian influenza viruses require BSL-3 containment.",
          "注意：应使用灭活抗原或低致病性毒株；活的高致病性禽流感病毒须在 BSL-3 条件下操作。",
        ),
      ],
    },
    {
      text: b(
        "Dilute the antigen to 4 HA units per 25 µL and confirm the dose by back-titration; adjust and repeat if it is not 4 ± 1 units.",
        "将抗原稀释至每 25 µL 含 4 个血凝单位，并通过回滴确认；若不在 4 ± 1 个单位范围内，应调整后重新配制。",
      ),
      notes: [
        b(
          "Critical: too much antigen lowers and too little raises every titre on the plate; the back-titration is the most important control.",
          "关键：抗原过多会使全板效价偏低，过少则偏高；回滴是最重要的对照。",
        ),
      ],
    },
    {
      text: b(
        "Add 25 µL of PBS to columns 2–12, 50 µL of 1:10 serum to column 1, and make two-fold serial dilutions by transferring 25 µL from column 1 to column 12 and discarding 25 µL from the last well (1:10 to 1:20,480).",
        "在第 2–12 列各加入 25 µL PBS，第 1 列加入 50 µL 1:10 稀释的血清，从第 1 列至第 12 列每次转移 25 µL 作 2 倍系列稀释，最后一孔弃去 25 µL（1:10 至 1:20,480）。",
      ),
    },
    {
      text: b(
        "Add 25 µL of antigen (4 HA units) to every serum well, mix by tapping and incubate for 30 min at room temperature. Include a serum control without antigen, an erythrocyte-only control, the back-titration and a positive reference antiserum on each plate.",
        "在每个血清孔中加入 25 µL 抗原（4 个血凝单位），轻拍混匀，室温孵育 30 min。每块板均应设置不加抗原的血清对照、仅含红细胞的对照、抗原回滴以及阳性参考抗血清。",
      ),
    },
    {
      text: b(
        "Add 50 µL of 0.5% chicken erythrocytes to all wells, mix gently and incubate for 30 min at room temperature until the erythrocyte control has formed a compact button.",
        "每孔加入 50 µL 0.5% 鸡红细胞，轻轻混匀，室温孵育 30 min，直至红细胞对照孔形成紧密的红细胞扣。",
      ),
    },
    {
      text: b(
        "Tilt the plate at 45–60° for 20–30 s and read: inhibited wells show a tear-shaped stream of erythrocytes like the erythrocyte control, agglutinated wells show no streaming. Record the HI titre of each serum.",
        "将反应板倾斜 45°–60° 放置 20–30 s 后判读：被抑制的孔与红细胞对照一样出现泪滴状流淌，发生凝集的孔则无流淌。记录每份血清的 HI 效价。",
      ),
    },
  ],
  dataAnalysis: [
    b(
      "Report titres as reciprocals of the highest inhibiting dilution; assign a value of 5 to sera negative at 1:10. Calculate geometric mean titres on log~2~-transformed values, define seroconversion as a four-fold or greater rise to a titre of at least 40, and seroprotection as a titre of at least 40 [3]. Titres within one two-fold dilution are considered equal; run paired pre- and post-immunisation sera on the same plate.",
      "以能抑制血凝的最高稀释度的倒数报告效价；1:10 仍为阴性的血清记为 5。几何平均效价以 log~2~ 转换后的数值计算；血清转化定义为效价升高 4 倍或以上且达到至少 40，血清保护定义为效价至少 40 [3]。相差一个 2 倍稀释度以内的效价视为相同；同一对象免疫前后的配对血清应在同一块板上检测。",
    ),
  ],
  troubleshooting: [
    {
      problem: b("Serum control wells agglutinate", "血清对照孔出现凝集"),
      cause: b("Nonspecific agglutinins in the serum", "血清中存在非特异性凝集素"),
      solution: b(
        "Adsorb the serum again with packed erythrocytes of the species used in the assay",
        "用检测所用物种的压积红细胞再次吸附血清",
      ),
    },
    {
      problem: b("Titres in negative sera", "阴性血清出现效价"),
      cause: b("Incomplete destruction of nonspecific inhibitors", "非特异性抑制物未被完全去除"),
      solution: b(
        "Check the RDE activity and the 18–20 h incubation; repeat the treatment",
        "检查 RDE 活性及 18–20 h 的处理时间，重新处理",
      ),
    },
    {
      problem: b("Erythrocyte control does not form a button", "红细胞对照孔不形成红细胞扣"),
      cause: b("Old or lysed erythrocytes; flat-bottom plate", "红细胞陈旧或溶血；使用了平底板"),
      solution: b(
        "Use erythrocytes less than 1 week old and V-bottom plates",
        "使用保存不超过 1 周的红细胞和 V 型底板",
      ),
    },
  ],
  references: [
    ref(
      "Hirst, G. K.",
      1942,
      "The quantitative determination of influenza virus and antibodies by means of red cell agglutination",
      "J Exp Med",
      "75",
      "49–64",
    ),
    ref(
      "Salk, J. E.",
      1944,
      "A simplified procedure for titrating hemagglutinating capacity of influenza-virus and the corresponding antibody",
      "J Immunol",
      "49",
      "87–98",
    ),
    ref(
      "Hobson, D., Curry, R. L., Beare, A. S., Ward-Gardner, A.",
      1972,
      "The role of serum haemagglutination-inhibiting antibody in protection against challenge infection with influenza A2 and B viruses",
      "J Hyg (Lond)",
      "70",
      "767–777",
    ),
    ref(
      "Smith, D. J., Lapedes, A. S., de Jong, J. C., Bestebroer, T. M., Rimmelzwaan, G. F., Osterhaus, A. D. M. E., Fouchier, R. A. M.",
      2004,
      "Mapping the antigenic and genetic evolution of influenza virus",
      "Science",
      "305",
      "371–376",
    ),
  ],
};

/* ------------------------------------------------------------------ Plant Science (22) */

const protoplast: Technique = {
  id: "mesophyll-protoplast-transient-expression",
  name: b("mesophyll protoplast isolation and PEG-mediated transfection", "叶肉原生质体分离及 PEG 介导的瞬时转化"),
  categoryIds: [22, 1],
  contexts: [
    {
      organism: "Arabidopsis thaliana",
      organismText: b("*Arabidopsis*", "拟南芥"),
      sample: b("rosette leaves of 4-week-old Col-0 plants", "生长 4 周的 Col-0 植株莲座叶"),
    },
    {
      organism: "Arabidopsis thaliana",
      organismText: b("*Arabidopsis*", "拟南芥"),
      sample: b("rosette leaves of T-DNA insertion mutants", "突变体（T-DNA 插入系）莲座叶"),
    },
    {
      organism: "Oryza sativa",
      organismText: b("rice", "水稻"),
      sample: b("stems and leaf sheaths of 10-day-old seedlings", "生长 10 天的幼苗茎和叶鞘"),
    },
    {
      organism: "Zea mays",
      organismText: b("maize", "玉米"),
      sample: b("second leaves of 10-day-old etiolated seedlings", "生长 10 天的黄化幼苗第二叶"),
    },
  ],
  targets: [
    b("subcellular localisation of fluorescent fusion proteins", "荧光融合蛋白亚细胞定位"),
    b("promoter activity", "启动子活性"),
    b("transcriptional activation by transcription factors", "转录因子转录激活功能"),
    b("protein–protein interactions in living cells", "活细胞内蛋白质互作"),
    b("early immune signalling", "早期免疫信号转导"),
  ],
  keywords: [
    b("protoplasts", "原生质体"),
    b("transient expression", "瞬时表达"),
    b("PEG–calcium transfection", "PEG-钙介导转化"),
    b("mesophyll cells", "叶肉细胞"),
    b("cell-based assays", "细胞水平检测"),
  ],
  titles: [
    b(
      "Mesophyll Protoplast Transient Expression for Studying {target} in {organism}",
      "利用叶肉原生质体瞬时表达体系研究{organism}{target}",
    ),
    b(
      "Isolation and PEG Transfection of Protoplasts from {sample} to Analyse {target}",
      "{sample}原生质体的分离、PEG 转化及{target}研究",
    ),
    b("A One-Day Protoplast System for {target} in {organism}", "基于原生质体的{organism}{target}快速研究方案"),
  ],
  abstract: {
    aim: [
      b(
        "Transient expression in mesophyll protoplasts gives results within a day and is widely used to study {target} in {organism}.",
        "叶肉原生质体瞬时表达一天之内即可获得结果，被广泛用于研究{organism}{target}。",
      ),
      b(
        "Here we describe the isolation of protoplasts from {sample} and their transfection with plasmid DNA.",
        "本文介绍从{sample}中分离原生质体并用质粒 DNA 进行转化的方法。",
      ),
    ],
    method: [
      b(
        "Strips of {sample} are digested for 3 h in 1.5% cellulase R10 and 0.4% macerozyme R10 in an iso-osmotic mannitol buffer.",
        "将{sample}切成细条，在含 1.5% 纤维素酶 R10 和 0.4% 离析酶 R10 的等渗甘露醇缓冲液中酶解 3 h。",
      ),
      b(
        "Released protoplasts are purified by filtration and low-speed centrifugation, and 2 × 10^4^ protoplasts are transfected with 10–20 µg of plasmid DNA in 20% PEG 4000 and 100 mM CaCl~2~.",
        "释放的原生质体经过滤和低速离心纯化后，取 2 × 10^4^ 个原生质体，在 20% PEG 4000 和 100 mM CaCl~2~ 中与 10–20 µg 质粒 DNA 进行转化。",
      ),
      b(
        "Expression is analysed 6–16 h later by fluorescence microscopy, luciferase assays or immunoblotting.",
        "6–16 h 后通过荧光显微镜、荧光素酶检测或免疫印迹分析表达情况。",
      ),
    ],
    result: [
      b(
        "Protoplast yields from {sample} were 1–2 × 10^7^ per gram of fresh tissue, with more than 90% viability.",
        "{sample}的原生质体得率为每克鲜重 1–2 × 10^7^ 个，活力超过 90%。",
      ),
      b(
        "Transfection efficiencies of 60–85% were obtained, as judged by the fraction of GFP-positive protoplasts.",
        "以 GFP 阳性原生质体比例计，转化效率为 60%–85%。",
      ),
    ],
  },
  background: [
    b(
      "Mesophyll protoplasts retain many physiological responses of intact leaves, including responses to hormones, light, sugars and microbial patterns, and they can be transfected with high efficiency by polyethylene glycol (PEG) and calcium [1], [2]. Because thousands of cells are transfected synchronously, protoplasts provide quantitative cell-based assays for gene function that complement stable transformation.",
      "叶肉原生质体保留了完整叶片的多种生理应答，包括对激素、光、糖和微生物模式分子的应答，并可通过聚乙二醇（PEG）和钙离子实现高效转化 [1]，[2]。由于成千上万个细胞同步转化，原生质体可作为基因功能研究的定量细胞水平检测体系，与稳定转化互为补充。",
    ),
    b(
      "The standard Arabidopsis procedure uses 3–4-week-old leaves and 0.4 M mannitol [1]; a tape-based variant removes the lower epidermis instead of cutting strips [3]. Cereal protoplasts are prepared from etiolated or young green tissues with 0.6 M mannitol [2], [4]. Co-transfection of a firefly luciferase reporter with a *Renilla* luciferase normaliser allows promoter activities to be compared between transfections [5].",
      "拟南芥的标准方法使用 3–4 周龄叶片和 0.4 M 甘露醇 [1]；其改良方法是用胶带撕去下表皮而不必切条 [3]。禾谷类原生质体则取自黄化组织或幼嫩绿色组织，使用 0.6 M 甘露醇 [2]，[4]。将萤火虫荧光素酶报告基因与海肾荧光素酶内参共转化，可比较不同转化之间的启动子活性 [5]。",
    ),
  ],
  materials: [
    m("Cellulase Onozuka R10", "纤维素酶 Onozuka R10", "Yakult Pharmaceutical", "R10"),
    m("Macerozyme R10", "离析酶 R10", "Yakult Pharmaceutical", "MR10"),
    m("D-Mannitol", "D-甘露醇", "Sigma-Aldrich", "M1902"),
    m("PEG 4000", "聚乙二醇 4000（PEG 4000）", "Sigma-Aldrich (Fluka)", "81240"),
    m("MES hydrate", "MES 水合物", "Sigma-Aldrich", "M8250"),
    m("Bovine serum albumin, fraction V", "牛血清白蛋白（组分 V）", "Roche", "10735078001"),
    m("NucleoBond Xtra Midi plasmid kit", "NucleoBond Xtra Midi 质粒中提试剂盒", "Macherey-Nagel", "740410.50"),
    m("Dual-Luciferase reporter assay system", "双荧光素酶报告基因检测系统", "Promega", "E1910"),
    m("Nylon mesh, 75 µm", "75 µm 尼龙网", "Sefar", "NITEX 03-75/36"),
  ],
  equipment: [
    m("Plant growth chamber", "植物生长箱", "Percival Scientific", "AR-36L3"),
    m("Vacuum desiccator with pump", "真空干燥器及真空泵", "KNF", "N 816.3 KN.18"),
    m(
      "Centrifuge with swing-out rotor for round-bottom tubes",
      "配水平转子的圆底管离心机",
      "Eppendorf",
      "Centrifuge 5810 R",
    ),
    m("Epifluorescence microscope", "落射荧光显微镜", "Olympus", "BX53"),
    m("Microplate luminometer", "微孔板化学发光检测仪", "Promega", "GloMax Navigator"),
  ],
  software: [m("ImageJ/Fiji", "ImageJ/Fiji", "NIH", "v1.54")],
  steps: [
    {
      text: b(
        "Grow *Arabidopsis* under short days (10 h light, 23 °C, 100 µmol m^−2^ s^−1^) for 3–4 weeks; grow rice seedlings on half-strength MS medium at 28 °C for 10 days and maize seedlings in darkness at 25 °C for 10 days.",
        "拟南芥在短日照条件下（10 h 光照，23 °C，100 µmol m^−2^ s^−1^）培养 3–4 周；水稻幼苗在 1/2 MS 培养基上于 28 °C 培养 10 天；玉米幼苗于 25 °C 黑暗中培养 10 天。",
      ),
      notes: [
        b(
          "Critical: use healthy, unstressed plants; leaves from flowering or drought-stressed plants give fragile protoplasts.",
          "关键：应使用健康、未受胁迫的植株；开花或受干旱胁迫植株的叶片所得原生质体易破裂。",
        ),
      ],
    },
    {
      text: b(
        "Prepare 10 mL of enzyme solution: 20 mM MES (pH 5.7), 1.5% cellulase R10, 0.4% macerozyme R10, 0.4 M mannitol (0.6 M for rice and maize) and 20 mM KCl. Warm at 55 °C for 10 min, cool to room temperature, add 10 mM CaCl~2~ and 0.1% BSA, and filter through a 0.45 µm filter.",
        "配制 10 mL 酶解液：20 mM MES（pH 5.7）、1.5% 纤维素酶 R10、0.4% 离析酶 R10、0.4 M 甘露醇（水稻和玉米为 0.6 M）及 20 mM KCl。55 °C 加热 10 min 后冷却至室温，加入 10 mM CaCl~2~ 和 0.1% BSA，经 0.45 µm 滤膜过滤。",
      ),
    },
    {
      text: b(
        "Cut 10–20 leaves (about 1 g) into 0.5–1 mm strips with a fresh razor blade and transfer them immediately into the enzyme solution in a Petri dish.",
        "用新刀片将 10–20 片叶（约 1 g）切成 0.5–1 mm 宽的细条，立即转入培养皿中的酶解液。",
      ),
      notes: [
        b(
          "Critical: change the blade every 4–5 leaves; crushed tissue releases few protoplasts.",
          "关键：每切 4–5 片叶更换一次刀片；组织被压碎时原生质体释放量很少。",
        ),
      ],
    },
    {
      text: b(
        "Vacuum-infiltrate for 30 min in the dark and digest for 3 h at room temperature in the dark without shaking (rice and maize: 4–5 h with gentle shaking at 40 rpm).",
        "避光真空渗透 30 min，然后室温避光静置酶解 3 h（水稻和玉米为 4–5 h，40 rpm 轻摇）。",
      ),
    },
    {
      text: b(
        "Dilute the digest with 1 volume of W5 solution, filter through 75 µm nylon mesh into a round-bottom tube and centrifuge at 100 × g for 2 min.",
        "加入 1 倍体积 W5 溶液稀释酶解液，经 75 µm 尼龙网过滤至圆底离心管中，100 × g 离心 2 min。",
      ),
    },
    {
      text: b(
        "Resuspend the pellet gently in 5 mL of ice-cold W5, count the protoplasts in a haemocytometer and keep them on ice for 30 min.",
        "用 5 mL 冰冷 W5 溶液轻柔重悬沉淀，血细胞计数板计数后冰上静置 30 min。",
      ),
    },
    {
      text: b(
        "Let the protoplasts settle by gravity, remove the W5 and resuspend them in MMG solution at 2 × 10^5^ protoplasts/mL.",
        "待原生质体自然沉降后去除 W5，用 MMG 溶液重悬至 2 × 10^5^ 个/mL。",
      ),
    },
    {
      text: b(
        "In a 2 mL tube, mix 10 µL of plasmid DNA (10–20 µg) with 100 µL of protoplasts, add 110 µL of PEG–calcium solution, mix by gently tapping and incubate for 10 min at room temperature.",
        "在 2 mL 离心管中将 10 µL 质粒 DNA（10–20 µg）与 100 µL 原生质体混合，加入 110 µL PEG-钙溶液，轻弹混匀，室温孵育 10 min。",
      ),
      notes: [
        b(
          "For dual-luciferase assays, co-transfect 1 µg of a 35S:*Renilla* luciferase plasmid with each reporter.",
          "进行双荧光素酶检测时，每个报告质粒均与 1 µg 35S:*Renilla* 荧光素酶质粒共转化。",
        ),
        b(
          "For bimolecular fluorescence complementation, co-transfect 10 µg each of the nYFP and cYFP fusion plasmids and include non-interacting partner pairs as negative controls.",
          "进行双分子荧光互补实验时，将 nYFP 和 cYFP 融合质粒各 10 µg 共转化，并以不互作的蛋白对作为阴性对照。",
        ),
      ],
    },
    {
      text: b(
        "Stop the transfection with 440 µL of W5, mix by inverting, centrifuge at 100 × g for 2 min and resuspend the protoplasts in 1 mL of WI solution in a BSA-coated 12-well plate.",
        "加入 440 µL W5 终止转化，颠倒混匀，100 × g 离心 2 min，用 1 mL WI 溶液重悬原生质体，转入经 BSA 包被的 12 孔板中。",
      ),
    },
    {
      text: b(
        "Incubate for 6–16 h at 23 °C under weak light (10 µmol m^−2^ s^−1^) or in the dark, then add elicitors or hormones if required.",
        "于 23 °C 弱光（10 µmol m^−2^ s^−1^）或黑暗条件下培养 6–16 h，如需要再加入激发子或激素处理。",
      ),
    },
    {
      text: b(
        "Image fluorescent fusion proteins directly in the well or on a slide; for luciferase assays, pellet the protoplasts at 100 × g, lyse in 100 µL of passive lysis buffer and measure firefly and *Renilla* luciferase activities in 20 µL of lysate.",
        "荧光融合蛋白可直接在孔中或制片后观察；进行荧光素酶检测时，100 × g 离心收集原生质体，用 100 µL 被动裂解缓冲液裂解，取 20 µL 裂解液测定萤火虫和海肾荧光素酶活性。",
      ),
      notes: [
        b(
          "Pause point: lysates or protoplasts frozen in liquid nitrogen can be stored at −80 °C for several weeks.",
          "暂停点：裂解液或经液氮速冻的原生质体可于 −80 °C 保存数周。",
        ),
      ],
    },
  ],
  dataAnalysis: [
    b(
      "Estimate transfection efficiency as the percentage of fluorescent protoplasts among at least 200 protoplasts counted under bright field, and discard experiments below 50%. For reporter assays, express firefly/*Renilla* luciferase ratios relative to the empty-vector control, with at least three independent transfections per construct, and compare constructs by one-way ANOVA.",
      "转化效率以明场下计数的至少 200 个原生质体中发荧光者的百分比估算，低于 50% 的实验不予采用。报告基因检测以萤火虫/海肾荧光素酶比值相对于空载体对照表示，每个构建体至少进行 3 次独立转化，各构建体间采用单因素方差分析比较。",
    ),
  ],
  troubleshooting: [
    {
      problem: b("Low protoplast yield", "原生质体得率低"),
      cause: b(
        "Blunt blade; old or stressed leaves; inactive enzyme batch",
        "刀片不锋利；叶片衰老或受胁迫；酶批次活性低",
      ),
      solution: b(
        "Use fresh blades and young, unstressed leaves, and test each enzyme batch",
        "使用新刀片和幼嫩、未受胁迫的叶片，并检测每批酶的活性",
      ),
    },
    {
      problem: b("Protoplasts burst after transfection", "转化后原生质体破裂"),
      cause: b("Wrong osmolarity; pipetting with narrow tips", "渗透压不当；使用细口吸头吹吸"),
      solution: b("Check mannitol concentrations and use cut-off tips", "检查甘露醇浓度，使用剪去尖端的吸头"),
    },
    {
      problem: b("Low transfection efficiency", "转化效率低"),
      cause: b("Impure or dilute plasmid DNA; old PEG solution", "质粒 DNA 纯度或浓度不足；PEG 溶液放置过久"),
      solution: b(
        "Use midi-prep DNA at ≥ 1 µg/µL and PEG solution prepared within 5 days",
        "使用浓度 ≥ 1 µg/µL 的中提质粒，PEG 溶液配制后 5 天内使用",
      ),
    },
  ],
  recipes: [
    {
      name: b("W5 solution", "W5 溶液"),
      composition: b(
        "154 mM NaCl, 125 mM CaCl~2~, 5 mM KCl, 2 mM MES (pH 5.7).",
        "154 mM NaCl，125 mM CaCl~2~，5 mM KCl，2 mM MES（pH 5.7）。",
      ),
    },
    {
      name: b("MMG solution", "MMG 溶液"),
      composition: b(
        "0.4 M mannitol (0.6 M for cereals), 15 mM MgCl~2~, 4 mM MES (pH 5.7).",
        "0.4 M 甘露醇（禾谷类为 0.6 M），15 mM MgCl~2~，4 mM MES（pH 5.7）。",
      ),
    },
    {
      name: b("PEG–calcium solution", "PEG-钙溶液"),
      composition: b(
        "40% (w/v) PEG 4000, 0.2 M mannitol, 100 mM CaCl~2~; dissolve for 1 h and use within 5 days.",
        "40%（w/v）PEG 4000，0.2 M 甘露醇，100 mM CaCl~2~；溶解 1 h，配制后 5 天内使用。",
      ),
    },
    {
      name: b("WI solution", "WI 溶液"),
      composition: b(
        "0.5 M mannitol (0.6 M for cereals), 20 mM KCl, 4 mM MES (pH 5.7).",
        "0.5 M 甘露醇（禾谷类为 0.6 M），20 mM KCl，4 mM MES（pH 5.7）。",
      ),
    },
  ],
  references: [
    ref(
      "Yoo, S. D., Cho, Y. H., Sheen, J.",
      2007,
      "Arabidopsis mesophyll protoplasts: a versatile cell system for transient gene expression analysis",
      "Nat Protoc",
      "2",
      "1565–1572",
      "10.1038/nprot.2007.199",
    ),
    ref(
      "Sheen, J.",
      2001,
      "Signal transduction in maize and Arabidopsis mesophyll protoplasts",
      "Plant Physiol",
      "127",
      "1466–1475",
    ),
    ref(
      "Wu, F. H., Shen, S. C., Lee, L. Y., Lee, S. H., Chan, M. T., Lin, C. S.",
      2009,
      "Tape-Arabidopsis Sandwich - a simpler Arabidopsis protoplast isolation method",
      "Plant Methods",
      "5",
      "16",
    ),
    ref(
      "Zhang, Y., Su, J., Duan, S., et al.",
      2011,
      "A highly efficient rice green tissue protoplast system for transient gene expression and studying light/chloroplast-related processes",
      "Plant Methods",
      "7",
      "30",
    ),
    ref(
      "Hellens, R. P., Allan, A. C., Friel, E. N., et al.",
      2005,
      "Transient expression vectors for functional genomics, quantification of promoter activity and RNA silencing in plants",
      "Plant Methods",
      "1",
      "13",
    ),
  ],
};

const agroinfiltration: Technique = {
  id: "agroinfiltration-n-benthamiana",
  name: b("*Agrobacterium*-mediated transient expression (agroinfiltration)", "农杆菌介导的瞬时表达（农杆菌浸润法）"),
  categoryIds: [22, 1],
  contexts: [
    {
      organism: "Nicotiana benthamiana",
      organismText: b("*N. benthamiana*", "本氏烟草"),
      sample: b("leaves of 4–5-week-old wild-type plants", "生长 4–5 周的野生型植株叶片"),
    },
    {
      organism: "Nicotiana benthamiana",
      organismText: b("*N. benthamiana*", "本氏烟草"),
      sample: b(
        "leaves of transgenic plants expressing the nuclear marker RFP–H2B",
        "表达核定位标记 RFP–H2B 的转基因植株叶片",
      ),
    },
    {
      organism: "Nicotiana benthamiana",
      organismText: b("*N. benthamiana*", "本氏烟草"),
      sample: b(
        "leaves of plants silenced by TRV-based virus-induced gene silencing",
        "经 TRV 病毒诱导基因沉默处理的植株叶片",
      ),
    },
  ],
  targets: [
    b("subcellular localisation of fluorescent fusion proteins", "荧光融合蛋白亚细胞定位"),
    b("protein–protein interactions by co-immunoprecipitation", "免疫共沉淀验证的蛋白质互作"),
    b("hypersensitive cell death triggered by immune receptors", "免疫受体触发的过敏性细胞死亡"),
    b("suppression of RNA silencing by viral proteins", "病毒蛋白对 RNA 沉默的抑制"),
    b("transient production of recombinant proteins", "重组蛋白瞬时生产"),
  ],
  keywords: [
    b("agroinfiltration", "农杆菌浸润"),
    b("*Nicotiana benthamiana*", "本氏烟草"),
    b("transient expression", "瞬时表达"),
    b("*Agrobacterium tumefaciens*", "根癌农杆菌"),
    b("plant immunity", "植物免疫"),
  ],
  titles: [
    b("Agroinfiltration of {organism} Leaves for Studying {target}", "利用{organism}叶片农杆菌浸润研究{target}"),
    b("Transient Expression in {sample} to Analyse {target}", "在{sample}中瞬时表达以研究{target}"),
    b("A Syringe Agroinfiltration Protocol for {target} in {organism}", "{organism}{target}研究的注射器农杆菌浸润方案"),
  ],
  abstract: {
    aim: [
      b(
        "Agroinfiltration of *Nicotiana benthamiana* leaves is the fastest way to express plant and pathogen proteins in planta and to study {target}.",
        "本氏烟草叶片农杆菌浸润是在植物体内表达植物及病原菌蛋白、研究{target}的最快捷方法。",
      ),
      b(
        "This protocol describes the agroinfiltration of {sample} and the read-outs used 2–5 days later.",
        "本方案介绍{sample}的农杆菌浸润操作，以及浸润后 2–5 天所用的检测方法。",
      ),
    ],
    method: [
      b(
        "*Agrobacterium tumefaciens* GV3101 carrying binary vectors is grown overnight, resuspended in MES–MgCl~2~ buffer with 150 µM acetosyringone and adjusted to an OD~600~ of 0.1–0.5.",
        "携带双元载体的根癌农杆菌 GV3101 过夜培养后，重悬于含 150 µM 乙酰丁香酮的 MES-MgCl~2~ 缓冲液中，调节 OD~600~ 至 0.1–0.5。",
      ),
      b(
        "Strains are mixed with a p19 silencing-suppressor strain and infiltrated with a needleless 1 mL syringe into the abaxial side of {sample}.",
        "将各菌株与表达沉默抑制子 p19 的菌株混合，用去针头的 1 mL 注射器从{sample}背面注入。",
      ),
      b(
        "Infiltrated patches are analysed by confocal microscopy, immunoblotting, co-immunoprecipitation or cell-death scoring.",
        "浸润区域通过激光共聚焦显微镜、免疫印迹、免疫共沉淀或细胞死亡评分进行分析。",
      ),
    ],
    result: [
      b(
        "Fluorescent fusion proteins were detected in 70–90% of epidermal cells within the infiltrated area at 48 h.",
        "浸润 48 h 后，浸润区域内 70%–90% 的表皮细胞可检测到荧光融合蛋白。",
      ),
      b(
        "Co-expression of p19 increased protein accumulation 5–10-fold at 3 days after infiltration.",
        "与 p19 共表达使浸润后第 3 天的蛋白积累量提高 5–10 倍。",
      ),
    ],
  },
  background: [
    b(
      "Infiltrating a suspension of *Agrobacterium tumefaciens* into the intercellular space of a leaf delivers T-DNA into many mesophyll and epidermal cells, where the genes it carries are expressed transiently for several days [1]. *Nicotiana benthamiana* is particularly suited to this approach because its large leaves are easy to infiltrate and it is highly susceptible to *Agrobacterium* and to many viruses [2].",
      "将根癌农杆菌悬液注入叶片细胞间隙，可将 T-DNA 导入大量叶肉细胞和表皮细胞，其携带的基因可在数天内瞬时表达 [1]。本氏烟草叶片大、易于浸润，且对农杆菌和多种病毒高度敏感，因而特别适合这一方法 [2]。",
    ),
    b(
      "The method is routinely used to localise fluorescent fusion proteins in living cells [3], to test protein interactions and to reconstitute immune-receptor signalling. Combined with tobacco rattle virus-based gene silencing, it also allows the requirement of host genes for a response to be tested [4].",
      "该方法常用于在活细胞中对荧光融合蛋白进行定位 [3]、检测蛋白质互作以及重建免疫受体信号通路。与基于烟草脆裂病毒（TRV）的基因沉默相结合，还可检验某一宿主基因是否为特定应答所必需 [4]。",
    ),
  ],
  materials: [
    m(
      "*Agrobacterium tumefaciens* GV3101 (pMP90) competent cells",
      "根癌农杆菌 GV3101（pMP90）感受态细胞",
      "Shanghai Weidi Biotechnology",
      "AC1001",
    ),
    m("Acetosyringone", "乙酰丁香酮", "Sigma-Aldrich", "D134406"),
    m("MES hydrate", "MES 水合物", "Sigma-Aldrich", "M8250"),
    m("Magnesium chloride hexahydrate", "六水氯化镁", "Sigma-Aldrich", "M2670"),
    m("Rifampicin, gentamicin and kanamycin", "利福平、庆大霉素和卡那霉素", "Sigma-Aldrich", "R3501, G1914, K1377"),
    m("GFP-Trap magnetic agarose", "GFP-Trap 磁珠", "ChromoTek (Proteintech)", "gtma-20"),
    m("cOmplete EDTA-free protease inhibitor cocktail", "cOmplete 无 EDTA 蛋白酶抑制剂混合片", "Roche", "11873580001"),
    m("Syringes, 1 mL, without needle", "1 mL 无针头注射器", "BD", "303172"),
  ],
  equipment: [
    m(
      "Plant growth room or chamber, 22–25 °C, 16 h light",
      "植物生长室或生长箱（22–25 °C，16 h 光照）",
      "Conviron",
      "A1000",
    ),
    m("Shaking incubator, 28 °C", "28 °C 恒温摇床", "Infors HT", "Multitron"),
    m("Spectrophotometer for OD~600~", "OD~600~ 测定用分光光度计", "Eppendorf", "BioPhotometer D30"),
    m("Confocal laser scanning microscope", "激光扫描共聚焦显微镜", "Leica Microsystems", "TCS SP8"),
    m("Electroporator", "电穿孔仪", "Bio-Rad", "MicroPulser"),
  ],
  software: [m("ImageJ/Fiji", "ImageJ/Fiji", "NIH", "v1.54")],
  steps: [
    {
      text: b(
        "Grow *N. benthamiana* at 22–25 °C with 16 h light (100–150 µmol m^−2^ s^−1^) for 4–5 weeks and use the third to fifth fully expanded leaves from the top.",
        "本氏烟草在 22–25 °C、16 h 光照（100–150 µmol m^−2^ s^−1^）条件下培养 4–5 周，取自顶端向下第 3–5 片完全展开叶。",
      ),
      notes: [
        b(
          "For silenced plants, infiltrate the upper leaves 2–3 weeks after TRV inoculation and include TRV:GFP or empty-vector plants as controls.",
          "沉默植株在接种 TRV 后 2–3 周浸润其上部叶片，并以 TRV:GFP 或空载体植株作对照。",
        ),
      ],
    },
    {
      text: b(
        "Transform 50–100 ng of binary plasmid into GV3101 cells by electroporation or freeze–thaw and select on LB agar with 50 µg/mL rifampicin, 25 µg/mL gentamicin and the vector antibiotic for 2 days at 28 °C.",
        "通过电转化或冻融法将 50–100 ng 双元质粒导入 GV3101 感受态细胞，涂布于含 50 µg/mL 利福平、25 µg/mL 庆大霉素及载体抗性抗生素的 LB 平板，28 °C 培养 2 天。",
      ),
      notes: [
        b(
          "Pause point: confirmed strains can be stored as 25% glycerol stocks at −80 °C.",
          "暂停点：经鉴定的菌株可制成 25% 甘油菌于 −80 °C 保存。",
        ),
      ],
    },
    {
      text: b(
        "Inoculate a single colony into 5 mL of LB with the same antibiotics and grow for 16–24 h at 28 °C and 200 rpm.",
        "挑取单菌落接种于 5 mL 含相同抗生素的 LB 培养基，28 °C、200 rpm 培养 16–24 h。",
      ),
    },
    {
      text: b(
        "Pellet the bacteria at 3,000 × g for 10 min at room temperature and resuspend in infiltration buffer (10 mM MES-KOH pH 5.6, 10 mM MgCl~2~, 150 µM acetosyringone).",
        "室温 3,000 × g 离心 10 min 收集菌体，用浸润缓冲液（10 mM MES-KOH pH 5.6，10 mM MgCl~2~，150 µM 乙酰丁香酮）重悬。",
      ),
    },
    {
      text: b(
        "Measure OD~600~ and dilute each strain in infiltration buffer; mix strains to final OD~600~ values of 0.1–0.5 for each construct and 0.1 for the p19 strain. Incubate for 2–3 h at room temperature in the dark.",
        "测定 OD~600~ 并用浸润缓冲液稀释各菌株；混合后使每个构建体的终 OD~600~ 为 0.1–0.5，p19 菌株为 0.1。室温避光放置 2–3 h。",
      ),
      notes: [
        b(
          "Critical: for localisation use a low OD~600~ (0.05–0.1) to avoid overexpression artefacts; for cell-death assays titrate the receptor strain to find a dose that does not cause autoactivity.",
          "关键：定位实验应使用较低的 OD~600~（0.05–0.1），以免过表达造成假象；细胞死亡实验应滴定受体菌株用量，找到不引起自激活的剂量。",
        ),
      ],
    },
    {
      text: b(
        "Water the plants 1 h before infiltration. Make a small nick on the abaxial side of the leaf with a needle and press the suspension into the leaf with a needleless 1 mL syringe while supporting the adaxial side with a finger.",
        "浸润前 1 h 给植株浇水。用针头在叶片背面轻划一个小口，手指在叶片正面支撑，用去针头的 1 mL 注射器将菌液压入叶片。",
      ),
      notes: [
        b(
          "Caution: wear safety glasses and gloves; suspension can spray back from the leaf. Dispose of infiltrated plants as genetically modified material.",
          "注意：佩戴护目镜和手套，菌液可能从叶片反喷。浸润后的植株须按转基因材料处理。",
        ),
      ],
    },
    {
      text: b(
        "Mark the infiltrated areas with a permanent marker, arrange constructs so that every leaf carries the control, and return the plants to the growth chamber.",
        "用记号笔标出浸润区域，在每片叶上均安排对照构建体，然后将植株放回生长箱。",
      ),
    },
    {
      text: b(
        "For localisation, cut 5 mm leaf discs at 48–72 h, mount them abaxial side up in water and image epidermal cells with a 40× or 63× water-immersion objective (GFP: excitation 488 nm, emission 500–530 nm; RFP: excitation 561 nm, emission 580–620 nm).",
        "定位实验在浸润后 48–72 h 取直径 5 mm 的叶圆片，背面朝上置于水中制片，用 40× 或 63× 水浸物镜观察表皮细胞（GFP：激发 488 nm，发射 500–530 nm；RFP：激发 561 nm，发射 580–620 nm）。",
      ),
    },
    {
      text: b(
        "For cell-death assays, photograph the leaves under white and UV light 3–5 days after infiltration and score each patch on a 0–6 scale.",
        "细胞死亡实验在浸润后 3–5 天于白光和紫外光下拍照，并按 0–6 级对每个浸润区评分。",
      ),
    },
    {
      text: b(
        "For immunoblotting and co-immunoprecipitation, grind 1 g of tissue at 2–3 days in liquid nitrogen, extract in 2 mL of GTEN buffer, centrifuge at 20,000 × g for 10 min at 4 °C and incubate the supernatant with 25 µL of GFP-Trap beads for 1–2 h at 4 °C.",
        "免疫印迹和免疫共沉淀实验在浸润后 2–3 天取 1 g 组织，液氮研磨后用 2 mL GTEN 缓冲液提取，4 °C、20,000 × g 离心 10 min，上清与 25 µL GFP-Trap 磁珠于 4 °C 孵育 1–2 h。",
      ),
      notes: [
        b(
          "Pause point: ground tissue can be stored at −80 °C for several months before extraction.",
          "暂停点：研磨后的组织可于 −80 °C 保存数月后再提取。",
        ),
      ],
    },
  ],
  dataAnalysis: [
    b(
      "Analyse at least three leaves from three plants per construct and repeat each experiment on a separate batch of plants. For cell death, compare scores between constructs on the same leaves with the Wilcoxon signed-rank test or quantify UV autofluorescence in ImageJ. For localisation, report the percentage of cells showing each pattern and confirm identity with co-expressed organelle markers.",
      "每个构建体至少分析 3 株植物的 3 片叶，并在另一批植株上重复实验。细胞死亡实验中，对同一叶片上不同构建体的评分采用 Wilcoxon 符号秩检验进行比较，或在 ImageJ 中定量紫外自发荧光。定位实验应报告呈现各种定位模式的细胞百分比，并通过共表达细胞器标记加以确认。",
    ),
  ],
  troubleshooting: [
    {
      problem: b("Weak or no expression", "表达弱或无表达"),
      cause: b("Gene silencing; old plants; wrong strain", "基因沉默；植株过老；菌株错误"),
      solution: b(
        "Co-infiltrate p19, use 4–5-week-old plants and verify the strain by colony PCR",
        "与 p19 共浸润，使用 4–5 周龄植株，并通过菌落 PCR 验证菌株",
      ),
    },
    {
      problem: b("Necrosis in control patches", "对照浸润区出现坏死"),
      cause: b("OD~600~ too high; stressed plants", "OD~600~ 过高；植株处于胁迫状态"),
      solution: b(
        "Reduce the total OD~600~ to ≤ 0.6 and keep plants well watered at ≤ 25 °C",
        "将总 OD~600~ 降至 0.6 以下，植株保持充足水分并置于 25 °C 以下",
      ),
    },
    {
      problem: b("Infiltration solution does not enter the leaf", "菌液难以注入叶片"),
      cause: b("Closed stomata or tough older leaves", "气孔关闭或叶片老化变硬"),
      solution: b(
        "Infiltrate in the light 1 h after watering and use younger expanded leaves",
        "浇水 1 h 后在光照下浸润，并选用较幼嫩的展开叶",
      ),
    },
  ],
  recipes: [
    {
      name: b("GTEN extraction buffer", "GTEN 提取缓冲液"),
      composition: b(
        "10% glycerol, 25 mM Tris-HCl pH 7.5, 1 mM EDTA, 150 mM NaCl, 10 mM DTT, 2% (w/v) polyvinylpolypyrrolidone, 0.1% NP-40 and 1× protease inhibitor cocktail; add DTT and inhibitors fresh.",
        "10% 甘油，25 mM Tris-HCl pH 7.5，1 mM EDTA，150 mM NaCl，10 mM DTT，2%（w/v）聚乙烯聚吡咯烷酮，0.1% NP-40，1× 蛋白酶抑制剂；DTT 和抑制剂临用前加入。",
      ),
    },
  ],
  references: [
    ref(
      "Kapila, J., De Rycke, R., Van Montagu, M., Angenon, G.",
      1997,
      "An Agrobacterium-mediated transient gene expression system for intact leaves",
      "Plant Sci",
      "122",
      "101–108",
    ),
    ref(
      "Goodin, M. M., Zaitlin, D., Naidu, R. A., Lommel, S. A.",
      2008,
      "Nicotiana benthamiana: its history and future as a model for plant-pathogen interactions",
      "Mol Plant Microbe Interact",
      "21",
      "1015–1026",
    ),
    ref(
      "Sparkes, I. A., Runions, J., Kearns, A., Hawes, C.",
      2006,
      "Rapid, transient expression of fluorescent fusion proteins in tobacco plants and generation of stably transformed plants",
      "Nat Protoc",
      "1",
      "2019–2025",
    ),
    ref(
      "Liu, Y., Schiff, M., Dinesh-Kumar, S. P.",
      2002,
      "Virus-induced gene silencing in tomato",
      "Plant J",
      "31",
      "777–786",
    ),
  ],
};

const rootGravitropism: Technique = {
  id: "vertical-plate-root-gravitropism",
  name: b("vertical-plate root growth and gravitropism assay", "垂直平板根生长与向重力性实验"),
  categoryIds: [22, 18],
  contexts: [
    {
      organism: "Arabidopsis thaliana",
      organismText: b("*Arabidopsis*", "拟南芥"),
      sample: b("wild-type Col-0 seedlings", "野生型（Col-0）幼苗"),
    },
    {
      organism: "Arabidopsis thaliana",
      organismText: b("*Arabidopsis*", "拟南芥"),
      sample: b("seedlings of auxin-transport and auxin-signalling mutants", "生长素运输与信号突变体幼苗"),
    },
    {
      organism: "Arabidopsis thaliana",
      organismText: b("*Arabidopsis*", "拟南芥"),
      sample: b("seedlings of transgenic overexpression lines", "转基因过表达株系幼苗"),
    },
    {
      organism: "Solanum lycopersicum",
      organismText: b("tomato", "番茄"),
      sample: b("seedlings of the cultivar Micro-Tom", "矮生番茄品种 Micro-Tom 幼苗"),
    },
  ],
  targets: [
    b("primary root elongation", "主根伸长"),
    b("root gravitropic bending", "根的向重力性弯曲"),
    b("lateral root density", "侧根密度"),
    b("root responses to exogenous auxin", "根对外源生长素的响应"),
    b("root growth under salt stress", "盐胁迫下的根生长"),
  ],
  keywords: [
    b("root growth", "根生长"),
    b("gravitropism", "向重力性"),
    b("auxin", "生长素"),
    b("root system architecture", "根系构型"),
    b("image analysis", "图像分析"),
  ],
  titles: [
    b("Quantifying {target} in {organism} on Vertical Agar Plates", "利用垂直琼脂平板定量{organism}{target}"),
    b("A Vertical-Plate Assay for {target} in {sample}", "{sample}{target}的垂直平板测定方法"),
    b("Scanner-Based Phenotyping of {target} in {organism}", "基于平板扫描的{organism}{target}表型分析"),
  ],
  abstract: {
    aim: [
      b(
        "Roots grown on the surface of vertical agar plates can be imaged non-destructively, which makes them ideal for measuring {target}.",
        "在垂直琼脂平板表面生长的根可以进行无损成像，因而非常适合测定{target}。",
      ),
      b(
        "We describe a standardised vertical-plate assay for {target} in {sample}, from seed sterilisation to image analysis.",
        "本文介绍一种标准化的垂直平板实验，用于测定{sample}的{target}，涵盖从种子消毒到图像分析的全过程。",
      ),
    ],
    method: [
      b(
        "Surface-sterilised {organism} seeds are sown on half-strength MS medium with 1% sucrose in 12 cm square plates, stratified for 2–3 days and grown vertically under long days.",
        "经表面消毒的{organism}种子播于 12 cm 方形平板中含 1% 蔗糖的 1/2 MS 培养基上，春化 2–3 天后在长日照条件下垂直培养。",
      ),
      b(
        "Plates are scanned daily at 600 dpi, and for gravitropism the plates are rotated by 90° and imaged at intervals for 24 h.",
        "每天以 600 dpi 扫描平板；向重力性实验中将平板旋转 90°，并在 24 h 内定时成像。",
      ),
      b(
        "Root length, growth rate, tip angle and lateral root number are measured in ImageJ with the SmartRoot plugin.",
        "在 ImageJ 中用 SmartRoot 插件测定根长、生长速率、根尖角度和侧根数。",
      ),
    ],
    result: [
      b(
        "Daily primary root growth varied by 10–15% (coefficient of variation) within a genotype, and differences between plates accounted for less than 10% of the total variance.",
        "同一基因型内主根日生长量的变异系数为 10%–15%，平板间差异占总方差的比例不到 10%。",
      ),
      b(
        "Eight hours after a 90° rotation, wild-type root tips had bent by 55–70°, and reorientation was complete within 24 h.",
        "旋转 90° 8 h 后，野生型根尖弯曲 55°–70°，24 h 内完成重新定向。",
      ),
    ],
  },
  background: [
    b(
      "The *Arabidopsis* root has a simple, predictable cellular organisation and grows along the surface of agar plates, so that its length, direction and branching can be followed over days in the same seedlings [1], [2]. The standard growth medium is based on the salt formulation of Murashige and Skoog, usually at half strength [3].",
      "拟南芥根的细胞组织结构简单而规律，可沿琼脂平板表面生长，因此能够在同一批幼苗上连续数天追踪其长度、方向和分枝 [1]，[2]。常用培养基以 Murashige 和 Skoog 的盐配方为基础，通常使用半量浓度 [3]。",
    ),
    b(
      "When a root is reoriented, statoliths in the columella sediment within minutes and auxin is redistributed towards the lower flank through the lateral root cap and epidermis, where it inhibits elongation and causes downward bending [4]. Mutants in auxin transport or signalling therefore show altered bending kinetics, which can be quantified from time-lapse images together with root length and lateral root density [5].",
      "根的方向改变后，根冠小柱细胞中的平衡石在数分钟内沉降，生长素经侧根冠和表皮向下侧重新分布，抑制下侧细胞伸长而使根向下弯曲 [4]。因此，生长素运输或信号突变体表现出弯曲动力学的改变，可通过延时图像连同根长和侧根密度一起定量分析 [5]。",
    ),
  ],
  materials: [
    m("Murashige and Skoog basal salt mixture", "Murashige 和 Skoog 基本盐混合物", "Duchefa Biochemie", "M0221"),
    m("MES monohydrate", "MES 一水合物", "Duchefa Biochemie", "M1503"),
    m("Sucrose", "蔗糖", "Sigma-Aldrich", "S0389"),
    m("Plant agar", "植物琼脂", "Duchefa Biochemie", "P1001"),
    m("Square Petri dishes, 120 × 120 mm", "120 mm × 120 mm 方形培养皿", "Greiner Bio-One", "688102"),
    m("Indole-3-acetic acid (IAA)", "吲哚-3-乙酸（IAA）", "Sigma-Aldrich", "I3750"),
    m("Sodium chloride", "氯化钠", "Sigma-Aldrich", "S9888"),
    m("Micropore surgical tape, 12.5 mm", "Micropore 医用透气胶带（12.5 mm）", "3M", "1530-0"),
  ],
  equipment: [
    m("Plant growth chamber with vertical plate racks", "配垂直平板架的植物生长箱", "Percival Scientific", "CU-36L5"),
    m("Flatbed scanner", "平板扫描仪", "Epson", "Perfection V850 Pro"),
    m("Stereomicroscope", "体视显微镜", "Leica Microsystems", "M165 FC"),
    m("Laminar flow hood", "超净工作台", "Thermo Fisher Scientific", "Heraguard ECO 1.2"),
  ],
  software: [
    m("ImageJ/Fiji", "ImageJ/Fiji", "NIH", "v1.54"),
    m("SmartRoot plugin", "SmartRoot 插件", "Université catholique de Louvain", "v4.21"),
    m("R (statistics)", "R（统计分析）", "R Foundation", "version 4.3"),
  ],
  steps: [
    {
      text: b(
        "Surface-sterilise seeds for 3–4 h in a desiccator with chlorine gas generated from 100 mL of commercial bleach and 3 mL of concentrated HCl, then air them for 30 min in a laminar flow hood.",
        "将种子置于干燥器中，用 100 mL 市售漂白剂与 3 mL 浓盐酸产生的氯气熏蒸消毒 3–4 h，再于超净工作台中通风 30 min。",
      ),
      notes: [
        b(
          "Caution: chlorine gas is toxic; prepare it in a fume hood. Tomato seeds are better sterilised in 2.5% sodium hypochlorite for 15 min followed by five rinses in sterile water.",
          "注意：氯气有毒，须在通风橱中操作。番茄种子宜用 2.5% 次氯酸钠消毒 15 min，再用无菌水冲洗 5 次。",
        ),
      ],
    },
    {
      text: b(
        "Prepare half-strength MS medium (2.2 g/L MS salts, 0.5 g/L MES, 1% sucrose, pH 5.7 with KOH) with 1% plant agar, autoclave, add IAA or NaCl where required after cooling to 55 °C, and pour 60 mL per 12 cm square plate.",
        "配制 1/2 MS 培养基（2.2 g/L MS 盐、0.5 g/L MES、1% 蔗糖，用 KOH 调 pH 至 5.7），加入 1% 植物琼脂，高压灭菌；冷却至 55 °C 后按需加入 IAA 或 NaCl，每个 12 cm 方形平板倒入 60 mL。",
      ),
      notes: [
        b(
          "Critical: pour all plates of an experiment from one batch on a level surface and dry them for 30 min; agar thickness and water content change root growth.",
          "关键：同一实验的所有平板应使用同一批培养基在水平台面上倒制，并晾干 30 min；琼脂厚度和含水量会影响根生长。",
        ),
      ],
    },
    {
      text: b(
        "Sow 10–15 seeds per genotype in a row 2 cm below the top edge, about 1 cm apart, placing the wild type on every plate; sow tomato seeds 2 cm apart, five per plate.",
        "在距平板上缘 2 cm 处将每个基因型的 10–15 粒种子播成一行，间距约 1 cm，每个平板均包含野生型；番茄种子间距 2 cm，每板 5 粒。",
      ),
    },
    {
      text: b(
        "Seal the plates with Micropore tape and stratify them for 2–3 days at 4 °C in the dark.",
        "用 Micropore 胶带封口，4 °C 避光春化 2–3 天。",
      ),
    },
    {
      text: b(
        "Place the plates vertically in a growth chamber at 22 °C with 16 h light and 8 h dark (100–120 µmol m^−2^ s^−1^), randomising plate positions.",
        "将平板竖直置于生长箱中，22 °C、16 h 光照/8 h 黑暗（100–120 µmol m^−2^ s^−1^），平板位置随机排列。",
      ),
    },
    {
      text: b(
        "Scan the plates daily from day 4 to day 10 at 600 dpi through the lid, always at the same time of day and with a ruler in the field.",
        "从第 4 天至第 10 天，每天在同一时间隔着皿盖以 600 dpi 扫描平板，视野中放置标尺。",
      ),
    },
    {
      text: b(
        "For treatments, transfer 5-day-old seedlings with sterile forceps onto plates containing IAA (10–100 nM) or NaCl (100–150 mM), mark the root tip position on the back of the plate and scan daily for 4–5 days.",
        "处理实验中，用无菌镊子将 5 日龄幼苗转移至含 IAA（10–100 nM）或 NaCl（100–150 mM）的平板上，在平板背面标记根尖位置，连续扫描 4–5 天。",
      ),
    },
    {
      text: b(
        "For gravitropism, rotate plates with 5-day-old seedlings by 90° in the dark and image them at 0, 2, 4, 6, 8, 12 and 24 h, working under dim green light.",
        "向重力性实验中，将载有 5 日龄幼苗的平板在黑暗中旋转 90°，于 0、2、4、6、8、12 和 24 h 成像，操作在弱绿光下进行。",
      ),
      notes: [
        b(
          "Critical: keep rotated plates in darkness so that phototropism does not interfere with gravitropic bending.",
          "关键：旋转后的平板须置于黑暗中，以免向光性干扰向重力性弯曲。",
        ),
      ],
    },
    {
      text: b(
        "On day 10 (day 12 for tomato), count emerged lateral roots under a stereomicroscope.",
        "第 10 天（番茄为第 12 天）在体视显微镜下统计已出现的侧根数。",
      ),
      notes: [
        b(
          "Pause point: scanned images can be analysed later; plates can be fixed in 70% ethanol if lateral root primordia are to be staged.",
          "暂停点：扫描图像可日后分析；如需对侧根原基分期，可将平板中的幼苗用 70% 乙醇固定。",
        ),
      ],
    },
    {
      text: b(
        "Trace the primary roots in SmartRoot, calibrate with the ruler, and measure the angle between the root tip and the new gravity vector with the angle tool.",
        "在 SmartRoot 中描绘主根，用标尺校准，并用角度工具测量根尖与新重力方向之间的夹角。",
      ),
    },
  ],
  dataAnalysis: [
    b(
      "Calculate daily growth rates from successive root lengths and lateral root density as emerged lateral roots per centimetre of primary root. Present bending as the mean tip angle over time and as circular histograms of 30° sectors at 24 h. Use seedlings as observations nested within plates, fit linear mixed models with plate as a random effect, and repeat each experiment at least three times with independent seed batches.",
      "由连续测得的根长计算每日生长速率，侧根密度以每厘米主根上已出现的侧根数表示。弯曲程度以根尖角度均值随时间的变化表示，并以 24 h 时按 30° 扇区划分的圆形直方图展示。以幼苗为观测单位、嵌套于平板之内，拟合以平板为随机效应的线性混合模型；每个实验至少用独立种子批次重复 3 次。",
    ),
  ],
  troubleshooting: [
    {
      problem: b("Roots grow into the agar or wave strongly", "根长入琼脂内或波浪状生长明显"),
      cause: b("Plates tilted backwards; agar too soft or too dry", "平板向后倾斜；琼脂过软或过干"),
      solution: b(
        "Keep plates vertical or tilted slightly forwards and use 1% agar poured fresh",
        "保持平板竖直或略向前倾，使用新鲜倒制的 1% 琼脂",
      ),
    },
    {
      problem: b("Uneven germination", "萌发不整齐"),
      cause: b("Seed batches of different age; over-sterilisation", "种子批次的收获时间不同；消毒过度"),
      solution: b(
        "Compare seed lots harvested together and limit chlorine exposure to 4 h",
        "比较同期收获的种子批次，氯气消毒不超过 4 h",
      ),
    },
    {
      problem: b("Contamination of plates", "平板污染"),
      cause: b("Incomplete sterilisation or condensation", "消毒不彻底或出现冷凝水"),
      solution: b("Dry plates before sowing and seal them with breathable tape", "播种前晾干平板，并用透气胶带封口"),
    },
  ],
  references: [
    ref(
      "Dolan, L., Janmaat, K., Willemsen, V., Linstead, P., Poethig, S., Roberts, K., Scheres, B.",
      1993,
      "Cellular organisation of the Arabidopsis thaliana root",
      "Development",
      "119",
      "71–84",
    ),
    ref(
      "Schneider, C. A., Rasband, W. S., Eliceiri, K. W.",
      2012,
      "NIH Image to ImageJ: 25 years of image analysis",
      "Nat Methods",
      "9",
      "671–675",
    ),
    ref(
      "Murashige, T., Skoog, F.",
      1962,
      "A revised medium for rapid growth and bio assays with tobacco tissue cultures",
      "Physiol Plant",
      "15",
      "473–497",
    ),
    ref(
      "Swarup, R., Kramer, E. M., Perry, P., et al.",
      2005,
      "Root gravitropism requires lateral root cap and epidermal cells for transport and response to a mobile auxin signal",
      "Nat Cell Biol",
      "7",
      "1057–1065",
    ),
    ref(
      "Lobet, G., Pagès, L., Draye, X.",
      2011,
      "A novel image-analysis toolbox enabling quantitative analysis of root system architecture",
      "Plant Physiol",
      "157",
      "29–39",
    ),
  ],
};

const chlorophyllFluorescence: Technique = {
  id: "chlorophyll-fluorescence-imaging",
  name: b("chlorophyll fluorescence imaging", "叶绿素荧光成像"),
  categoryIds: [22, 26],
  contexts: [
    {
      organism: "Arabidopsis thaliana",
      organismText: b("*Arabidopsis*", "拟南芥"),
      sample: b("rosettes of 4-week-old soil-grown plants", "土培 4 周的植株莲座"),
    },
    {
      organism: "Oryza sativa",
      organismText: b("rice", "水稻"),
      sample: b("the youngest fully expanded leaves at the tillering stage", "分蘖期最新完全展开叶"),
    },
    {
      organism: "Zea mays",
      organismText: b("maize", "玉米"),
      sample: b("third leaves of seedlings at the three-leaf stage", "三叶期幼苗第三叶"),
    },
    {
      organism: "Triticum aestivum",
      organismText: b("wheat", "小麦"),
      sample: b("flag leaves at anthesis", "开花期旗叶"),
    },
    {
      organism: "Solanum lycopersicum",
      organismText: b("tomato", "番茄"),
      sample: b("terminal leaflets of 5-week-old plants", "生长 5 周的植株顶端小叶"),
    },
  ],
  targets: [
    b("high-light photoinhibition", "强光诱导的光抑制"),
    b("heat-induced damage to photosystem II", "高温引起的光系统 II 损伤"),
    b("drought effects on photosynthetic efficiency", "干旱对光合效率的影响"),
    b("non-photochemical quenching capacity", "非光化学猝灭能力"),
    b("salt stress effects on photosynthetic efficiency", "盐胁迫对光合效率的影响"),
  ],
  keywords: [
    b("chlorophyll fluorescence", "叶绿素荧光"),
    b("Fv/Fm", "Fv/Fm"),
    b("photosystem II", "光系统 II"),
    b("non-photochemical quenching", "非光化学猝灭"),
    b("abiotic stress", "非生物胁迫"),
  ],
  titles: [
    b("Chlorophyll Fluorescence Imaging of {target} in {organism}", "利用叶绿素荧光成像评价{organism}{target}"),
    b("Mapping {target} in {sample} with Imaging PAM Fluorometry", "利用调制荧光成像解析{sample}的{target}"),
    b("Fv/Fm and NPQ Imaging to Assess {target} in {organism}", "基于 Fv/Fm 与 NPQ 成像的{organism}{target}评价"),
  ],
  abstract: {
    aim: [
      b(
        "Chlorophyll fluorescence reports the efficiency of photosystem II non-invasively and is the most widely used probe of {target} in {organism}.",
        "叶绿素荧光可无损反映光系统 II 的效率，是研究{organism}{target}最常用的探针。",
      ),
      b(
        "This protocol describes pulse-amplitude-modulated (PAM) fluorescence imaging of {sample} to quantify {target}.",
        "本方案介绍对{sample}进行脉冲调制（PAM）荧光成像以定量{target}的方法。",
      ),
    ],
    method: [
      b(
        "{sample} are dark-adapted for 30 min, and minimal (F~o~) and maximal (F~m~) fluorescence are recorded with a weak measuring light and a 0.8 s saturating pulse.",
        "{sample}暗适应 30 min 后，以弱测量光和 0.8 s 饱和脉冲分别记录最小荧光（F~o~）和最大荧光（F~m~）。",
      ),
      b(
        "An actinic light of 185 µmol photons m^−2^ s^−1^ is then applied for 5 min with saturating pulses every 20 s, followed by 10 min of dark relaxation.",
        "随后施加 185 µmol photons m^−2^ s^−1^ 的光化光 5 min，每 20 s 给予一次饱和脉冲，再进行 10 min 暗弛豫。",
      ),
      b(
        "F~v~/F~m~, the effective quantum yield of PSII and non-photochemical quenching are calculated pixel by pixel for defined areas of interest.",
        "按像素计算设定目标区域的 F~v~/F~m~、PSII 实际量子产额和非光化学猝灭。",
      ),
    ],
    result: [
      b(
        "Healthy control leaves had F~v~/F~m~ values of 0.80–0.84, and values below 0.75 marked damaged tissue.",
        "健康对照叶片的 F~v~/F~m~ 为 0.80–0.84，低于 0.75 表明组织受损。",
      ),
      b(
        "Stress treatment lowered F~v~/F~m~ by 15–40% and the effect was resolved spatially within single leaves.",
        "胁迫处理使 F~v~/F~m~ 降低 15%–40%，且可在单片叶内分辨其空间分布。",
      ),
    ],
  },
  background: [
    b(
      "Light absorbed by photosystem II (PSII) is used for photochemistry, dissipated as heat or re-emitted as fluorescence. When all PSII reaction centres are closed by a saturating light pulse, photochemistry is transiently zero, and the ratio of variable to maximal fluorescence, F~v~/F~m~ = (F~m~ − F~o~)/F~m~, estimates the maximum quantum yield of PSII [1]. Unstressed leaves of most species give values close to 0.83 [2].",
      "光系统 II（PSII）吸收的光能用于光化学反应、以热的形式耗散或以荧光形式重新发射。当饱和光脉冲使全部 PSII 反应中心关闭时，光化学反应暂时为零，可变荧光与最大荧光之比 F~v~/F~m~ =（F~m~ − F~o~）/F~m~ 可用于估算 PSII 最大量子产额 [1]。大多数物种未受胁迫的叶片该值接近 0.83 [2]。",
    ),
    b(
      "In the light, saturating pulses give the effective quantum yield of PSII, (F~m~′ − F′)/F~m~′, which is proportional to linear electron transport [3], and non-photochemical quenching, NPQ = (F~m~ − F~m~′)/F~m~′, which reflects photoprotective heat dissipation [4]. Imaging fluorometers apply the same principle to every pixel of a camera image and reveal heterogeneity between and within leaves [5].",
      "在光照条件下，饱和脉冲可给出 PSII 实际量子产额（F~m~′ − F′）/F~m~′，该值与线性电子传递成正比 [3]；还可得到非光化学猝灭 NPQ =（F~m~ − F~m~′）/F~m~′，反映光保护性热耗散 [4]。成像荧光仪将同一原理应用于相机图像的每一个像素，可揭示叶片之间及叶片内部的异质性 [5]。",
    ),
  ],
  materials: [
    m("Potting substrate for plant growth", "植物培养基质", "Klasmann-Deilmann", "Potgrond H"),
    m("Sodium chloride", "氯化钠", "Sigma-Aldrich", "S9888"),
    m("Hoagland's No. 2 basal salt mixture", "Hoagland 2 号基本盐混合物", "Sigma-Aldrich", "H2395"),
    m("Dark-adaptation leaf clips", "暗适应叶夹", "Hansatech Instruments", "DLC-8"),
    m("Black non-reflective cloth and foil", "黑色无反光布及遮光箔", "Thorlabs", "BK5"),
  ],
  equipment: [
    m("Imaging PAM chlorophyll fluorometer", "调制叶绿素荧光成像系统", "Heinz Walz", "IMAGING-PAM M-Series MAXI"),
    m(
      "Closed chlorophyll fluorescence imager",
      "封闭式叶绿素荧光成像仪",
      "Photon Systems Instruments",
      "FluorCam FC 800-C",
    ),
    m("Plant growth chamber", "植物生长箱", "Conviron", "A1000"),
    m("Quantum sensor (PAR)", "光量子传感器（PAR）", "LI-COR", "LI-190R"),
  ],
  software: [m("ImagingWin", "ImagingWin", "Heinz Walz", "v2.56"), m("ImageJ/Fiji", "ImageJ/Fiji", "NIH", "v1.54")],
  steps: [
    {
      text: b(
        "Grow plants under controlled conditions (for example 22 °C, 120 µmol m^−2^ s^−1^, 12 h light for *Arabidopsis*; 28 °C/25 °C day/night in half-strength Hoagland solution for rice and maize) and apply the stress: withhold water, irrigate with 150 mM NaCl, expose to 42 °C for 1 h, or to 1,500 µmol m^−2^ s^−1^ for 2 h.",
        "在可控条件下培养植株（例如拟南芥为 22 °C、120 µmol m^−2^ s^−1^、12 h 光照；水稻和玉米以 1/2 Hoagland 营养液于昼/夜 28 °C/25 °C 培养），并施加胁迫处理：停止浇水、浇灌 150 mM NaCl、42 °C 处理 1 h，或在 1,500 µmol m^−2^ s^−1^ 光强下处理 2 h。",
      ),
    },
    {
      text: b(
        "Switch on the imaging fluorometer 20 min before use, check the camera focus and working distance, and verify the homogeneity of the light field with a uniform fluorescent reference card.",
        "使用前 20 min 开启荧光成像仪，检查相机焦距和工作距离，并用均匀的荧光参比卡检验光场均匀性。",
      ),
    },
    {
      text: b(
        "Dark-adapt whole plants or attached leaves in leaf clips for 30 min at growth temperature.",
        "将整株植物或用叶夹夹住的在体叶片在生长温度下暗适应 30 min。",
      ),
      notes: [
        b(
          "Critical: even brief exposure to room light after dark adaptation partially reopens quenching processes; transfer samples under dim green light only.",
          "关键：暗适应后即使短暂暴露于室内光照，也会部分恢复猝灭过程；转移样品时只能使用弱绿光。",
        ),
      ],
    },
    {
      text: b(
        "Place the sample at the calibrated working distance and adjust measuring-light intensity and gain so that F~o~ lies between 0.05 and 0.15 of the dynamic range without triggering actinic effects.",
        "将样品置于校准的工作距离处，调节测量光强度和增益，使 F~o~ 处于动态范围的 0.05–0.15 之间，且不产生光化效应。",
      ),
    },
    {
      text: b(
        "Record F~o~, then apply a saturating pulse (about 2,700 µmol m^−2^ s^−1^, 0.8 s) to record F~m~ and obtain the F~v~/F~m~ image.",
        "记录 F~o~，随后施加饱和脉冲（约 2,700 µmol m^−2^ s^−1^，0.8 s）记录 F~m~，得到 F~v~/F~m~ 图像。",
      ),
    },
    {
      text: b(
        "Switch on actinic light at 185 µmol m^−2^ s^−1^ and apply saturating pulses every 20 s for 5 min to record F′ and F~m~′ during induction.",
        "开启 185 µmol m^−2^ s^−1^ 的光化光，在 5 min 内每 20 s 施加一次饱和脉冲，记录诱导过程中的 F′ 和 F~m~′。",
      ),
    },
    {
      text: b(
        "Switch the actinic light off and apply saturating pulses at 1, 2, 5 and 10 min of darkness to follow NPQ relaxation.",
        "关闭光化光，在黑暗中第 1、2、5 和 10 min 施加饱和脉冲，追踪 NPQ 的弛豫过程。",
      ),
    },
    {
      text: b(
        "If required, record a rapid light curve on separate dark-adapted samples with 10 light steps from 0 to 1,200 µmol m^−2^ s^−1^, 30 s each.",
        "如需要，另取暗适应样品测定快速光响应曲线：光强从 0 至 1,200 µmol m^−2^ s^−1^ 共 10 个梯度，每级 30 s。",
      ),
    },
    {
      text: b(
        "Define areas of interest for whole rosettes, individual leaves or lesions, and mask the background by thresholding the F~m~ image.",
        "为整个莲座、单片叶或病斑设定目标区域，并对 F~m~ 图像设定阈值以屏蔽背景。",
      ),
    },
    {
      text: b(
        "Export parameter values per area of interest and save the raw image stacks together with all instrument settings.",
        "按目标区域导出参数值，并将原始图像堆栈与全部仪器设置一并保存。",
      ),
      notes: [
        b(
          "Pause point: raw image files can be reanalysed later with different areas of interest.",
          "暂停点：原始图像文件可在日后以不同的目标区域重新分析。",
        ),
      ],
    },
  ],
  dataAnalysis: [
    b(
      "Calculate F~v~/F~m~ = (F~m~ − F~o~)/F~m~, Φ~PSII~ = (F~m~′ − F′)/F~m~′ and NPQ = (F~m~ − F~m~′)/F~m~′ for each area of interest [3], [4]. Use the plant as the biological replicate (n ≥ 6 per treatment), average areas of interest within a plant, and compare treatments by two-way ANOVA (genotype × treatment). Report measuring, actinic and saturating light intensities and dark-adaptation time, because each affects the values.",
      "对每个目标区域计算 F~v~/F~m~ =（F~m~ − F~o~）/F~m~、Φ~PSII~ =（F~m~′ − F′）/F~m~′ 和 NPQ =（F~m~ − F~m~′）/F~m~′ [3]，[4]。以单株植物为生物学重复（每个处理 n ≥ 6），同一植株内的目标区域取均值，采用双因素方差分析（基因型 × 处理）比较各处理。测量光、光化光和饱和脉冲强度以及暗适应时间均会影响测定值，应一并报告。",
    ),
  ],
  troubleshooting: [
    {
      problem: b("F~v~/F~m~ of control plants below 0.78", "对照植株 F~v~/F~m~ 低于 0.78"),
      cause: b("Incomplete dark adaptation; measuring light too strong", "暗适应不充分；测量光过强"),
      solution: b(
        "Extend dark adaptation to 30–40 min and lower measuring-light intensity",
        "将暗适应延长至 30–40 min，并降低测量光强度",
      ),
    },
    {
      problem: b("Noisy images at leaf edges", "叶缘图像噪声大"),
      cause: b("Leaves not flat or out of focus; low signal", "叶片不平或失焦；信号弱"),
      solution: b(
        "Flatten leaves under a glass plate or nylon mesh and exclude edge pixels",
        "用玻璃板或尼龙网压平叶片，并排除边缘像素",
      ),
    },
    {
      problem: b("Different values between days", "不同日期测定值不一致"),
      cause: b("Measurements taken at different times of day", "在一天中的不同时间测定"),
      solution: b(
        "Measure at a fixed time, 2–4 h after lights on, and include controls in every run",
        "固定在开灯后 2–4 h 测定，每批测定均包含对照",
      ),
    },
  ],
  references: [
    ref(
      "Kitajima, M., Butler, W. L.",
      1975,
      "Quenching of chlorophyll fluorescence and primary photochemistry in chloroplasts by dibromothymoquinone",
      "Biochim Biophys Acta",
      "376",
      "105–115",
    ),
    ref(
      "Björkman, O., Demmig, B.",
      1987,
      "Photon yield of O2 evolution and chlorophyll fluorescence characteristics at 77 K among vascular plants of diverse origins",
      "Planta",
      "170",
      "489–504",
    ),
    ref(
      "Genty, B., Briantais, J. M., Baker, N. R.",
      1989,
      "The relationship between the quantum yield of photosynthetic electron transport and quenching of chlorophyll fluorescence",
      "Biochim Biophys Acta",
      "990",
      "87–92",
    ),
    ref(
      "Maxwell, K., Johnson, G. N.",
      2000,
      "Chlorophyll fluorescence—a practical guide",
      "J Exp Bot",
      "51",
      "659–668",
    ),
    ref(
      "Baker, N. R.",
      2008,
      "Chlorophyll fluorescence: a probe of photosynthesis in vivo",
      "Annu Rev Plant Biol",
      "59",
      "89–113",
    ),
  ],
};

const rosBurst: Technique = {
  id: "luminol-ros-burst",
  name: b("luminol-based ROS burst assay", "鲁米诺化学发光法活性氧爆发实验"),
  categoryIds: [22, 10],
  contexts: [
    {
      organism: "Arabidopsis thaliana",
      organismText: b("*Arabidopsis*", "拟南芥"),
      sample: b("leaf discs from 5-week-old Col-0 plants", "生长 5 周的 Col-0 植株叶圆片"),
    },
    {
      organism: "Arabidopsis thaliana",
      organismText: b("*Arabidopsis*", "拟南芥"),
      sample: b("leaf discs from immune-signalling mutants", "免疫信号突变体叶圆片"),
    },
    {
      organism: "Nicotiana benthamiana",
      organismText: b("*N. benthamiana*", "本氏烟草"),
      sample: b("leaf discs from 4–5-week-old plants", "生长 4–5 周的植株叶圆片"),
    },
    {
      organism: "Nicotiana benthamiana",
      organismText: b("*N. benthamiana*", "本氏烟草"),
      sample: b("leaf discs from agroinfiltrated leaves", "农杆菌浸润叶片的叶圆片"),
    },
    {
      organism: "Solanum lycopersicum",
      organismText: b("tomato", "番茄"),
      sample: b("leaf discs from 4-week-old plants", "生长 4 周的植株叶圆片"),
    },
  ],
  targets: [
    b("responses to the bacterial flagellin epitope flg22", "对细菌鞭毛蛋白表位 flg22 的应答"),
    b("responses to fungal chitin", "对真菌几丁质的应答"),
    b("pattern-triggered immune responses", "模式触发的免疫应答"),
    b("suppression of immune signalling by pathogen effectors", "病原菌效应蛋白对免疫信号的抑制"),
    b("pattern-recognition receptor function", "模式识别受体功能"),
  ],
  keywords: [
    b("reactive oxygen species", "活性氧"),
    b("flg22", "flg22"),
    b("pattern-triggered immunity", "模式触发免疫"),
    b("luminol", "鲁米诺"),
    b("RBOHD", "RBOHD"),
  ],
  titles: [
    b("Luminol-Based Measurement of {target} in {organism} Leaf Discs", "鲁米诺化学发光法测定{organism}叶圆片{target}"),
    b("A 96-Well Chemiluminescence Assay for {target} in {sample}", "{sample}{target}的 96 孔板化学发光测定"),
    b("Quantifying {target} in {organism} by the Apoplastic ROS Burst", "通过质外体活性氧爆发定量{organism}{target}"),
  ],
  abstract: {
    aim: [
      b(
        "The apoplastic burst of reactive oxygen species (ROS) within minutes of elicitor perception is a robust, quantitative marker of {target}.",
        "感知激发子后数分钟内出现的质外体活性氧（ROS）爆发，是反映{target}的可靠定量指标。",
      ),
      b(
        "We describe a 96-well luminol–peroxidase assay that measures this response in {sample}.",
        "本文介绍一种 96 孔板鲁米诺-过氧化物酶检测方法，用于测定{sample}的这一应答。",
      ),
    ],
    method: [
      b(
        "{sample}, 4 mm in diameter, are floated overnight on water in white 96-well plates to let wound responses subside.",
        "将{sample}（直径 4 mm）漂浮于白色 96 孔板的水面上过夜，使创伤反应消退。",
      ),
      b(
        "The water is replaced with a solution of 100 µM luminol, 20 µg/mL horseradish peroxidase and 100 nM flg22 or 100 µg/mL chitin.",
        "将水替换为含 100 µM 鲁米诺、20 µg/mL 辣根过氧化物酶及 100 nM flg22 或 100 µg/mL 几丁质的溶液。",
      ),
      b(
        "Luminescence is read every minute for 40–60 min in a plate luminometer, and total photon counts are compared between genotypes or treatments.",
        "用微孔板化学发光仪每分钟读数一次，持续 40–60 min，比较不同基因型或处理的总光子计数。",
      ),
    ],
    result: [
      b(
        "flg22 induced a transient burst peaking at 10–15 min with 50–200-fold more total luminescence than mock-treated discs.",
        "flg22 诱导的瞬时活性氧爆发在 10–15 min 达到峰值，总发光量为对照叶圆片的 50–200 倍。",
      ),
      b(
        "Mock-treated discs and discs lacking the corresponding receptor or NADPH oxidase gave less than 5% of the elicited signal.",
        "对照处理的叶圆片以及缺失相应受体或 NADPH 氧化酶的叶圆片，其信号不足激发子诱导信号的 5%。",
      ),
    ],
  },
  background: [
    b(
      "Plants perceive conserved microbial molecules through pattern-recognition receptors. The 22-amino-acid flagellin epitope flg22 is recognised by the receptor kinase FLS2 [1], [2], and chitin by the LysM receptor kinase CERK1 [4]. Within minutes of perception, the NADPH oxidase RBOHD produces superoxide in the apoplast, which is converted to hydrogen peroxide [3].",
      "植物通过模式识别受体感知保守的微生物分子。由 22 个氨基酸组成的鞭毛蛋白表位 flg22 由受体激酶 FLS2 识别 [1]，[2]，几丁质则由 LysM 受体激酶 CERK1 识别 [4]。感知后数分钟内，NADPH 氧化酶 RBOHD 在质外体产生超氧阴离子，并转化为过氧化氢 [3]。",
    ),
    b(
      "In the presence of horseradish peroxidase, hydrogen peroxide oxidises luminol and produces light in proportion to the amount of ROS released. Because the assay is fast, sensitive and performed on intact leaf tissue, it is widely used to identify components of immune receptor complexes and their regulation, such as the phosphorylation of RBOHD by the kinase BIK1 [5].",
      "在辣根过氧化物酶存在下，过氧化氢氧化鲁米诺并发光，发光强度与释放的活性氧量成正比。该方法快速、灵敏，且在完整叶片组织上进行，因而被广泛用于鉴定免疫受体复合物的组分及其调控机制，例如激酶 BIK1 对 RBOHD 的磷酸化 [5]。",
    ),
  ],
  materials: [
    m(
      "Luminol (5-amino-2,3-dihydro-1,4-phthalazinedione)",
      "鲁米诺（5-氨基-2,3-二氢-1,4-酞嗪二酮）",
      "Sigma-Aldrich",
      "A8511",
    ),
    m("Peroxidase from horseradish, type VI-A", "辣根过氧化物酶（VI-A 型）", "Sigma-Aldrich", "P6782"),
    m(
      "flg22 peptide (QRLSTGSRINSAKDDAAGLQIA), > 95% purity",
      "flg22 多肽（QRLSTGSRINSAKDDAAGLQIA），纯度 > 95%",
      "GenScript",
      "RP19986",
    ),
    m("Chitin from shrimp shells, practical grade", "虾壳几丁质（实用级）", "Sigma-Aldrich", "C7170"),
    m(
      "L-012 chemiluminescent probe (optional, higher sensitivity)",
      "L-012 化学发光探针（可选，灵敏度更高）",
      "FUJIFILM Wako Pure Chemical",
      "120-04891",
    ),
    m("White 96-well plates, flat bottom, LUMITRAC", "白色平底 96 孔板（LUMITRAC）", "Greiner Bio-One", "655075"),
    m("Biopsy punch, 4 mm", "4 mm 活检打孔器", "Kai Medical", "BP-40F"),
  ],
  equipment: [
    m("Microplate reader with luminescence module", "带化学发光模块的酶标仪", "Tecan", "Spark"),
    m("Plate luminometer (alternative)", "微孔板化学发光仪（备选）", "Berthold Technologies", "TriStar² LB 942"),
    m("Plant growth chamber, short days", "短日照植物生长箱", "Percival Scientific", "AR-36L3"),
    m("Multichannel pipette, 8-channel, 30–300 µL", "8 道移液器（30–300 µL）", "Eppendorf", "Research plus"),
  ],
  software: [m("GraphPad Prism", "GraphPad Prism", "GraphPad Software", "version 10.2")],
  steps: [
    {
      text: b(
        "Grow *Arabidopsis* under short days (10 h light, 22 °C, 120 µmol m^−2^ s^−1^) for 4–5 weeks to prevent bolting; grow *N. benthamiana* and tomato at 22–25 °C with 16 h light for 4–5 weeks.",
        "拟南芥在短日照条件下（10 h 光照，22 °C，120 µmol m^−2^ s^−1^）培养 4–5 周以防抽薹；本氏烟草和番茄在 22–25 °C、16 h 光照下培养 4–5 周。",
      ),
      notes: [
        b(
          "For agroinfiltrated leaves, sample discs 2–3 days after infiltration from within the marked patches and compare them with empty-vector patches on the same leaf.",
          "农杆菌浸润叶片应在浸润后 2–3 天从标记区域内取叶圆片，并与同一叶片上的空载体浸润区比较。",
        ),
      ],
    },
    {
      text: b(
        "Punch 4 mm leaf discs with a biopsy punch from fully expanded leaves, avoiding the midvein, taking one disc per leaf from 8–12 plants per genotype.",
        "用活检打孔器从完全展开叶上避开主脉打取直径 4 mm 的叶圆片，每个基因型取 8–12 株、每片叶取 1 个叶圆片。",
      ),
    },
    {
      text: b(
        "Float each disc adaxial side up on 100 µL of sterile water in a well of a white 96-well plate, cover the plate and leave it overnight at room temperature in the dark.",
        "将每个叶圆片正面朝上漂浮于白色 96 孔板中 100 µL 无菌水上，加盖后室温避光放置过夜。",
      ),
      notes: [
        b(
          "Critical: the overnight incubation lets the wound-induced ROS subside; measuring discs on the day they are cut gives high, variable baselines.",
          "关键：过夜孵育可使创伤诱导的活性氧消退；当天打取的叶圆片直接测定会导致基线高且波动大。",
        ),
      ],
    },
    {
      text: b(
        "Prepare stock solutions: 100 mM luminol in DMSO, 10 mg/mL horseradish peroxidase in water, 100 µM flg22 in water and a 10 mg/mL chitin suspension ground and autoclaved in water.",
        "配制储存液：100 mM 鲁米诺（以 DMSO 溶解）、10 mg/mL 辣根过氧化物酶（水溶）、100 µM flg22（水溶），以及经研磨并高压灭菌的 10 mg/mL 几丁质水悬液。",
      ),
      notes: [
        b(
          "Pause point: luminol and flg22 stocks can be stored in aliquots at −20 °C in the dark for several months.",
          "暂停点：鲁米诺和 flg22 储存液分装后可于 −20 °C 避光保存数月。",
        ),
      ],
    },
    {
      text: b(
        "Immediately before the assay, prepare the reaction solution: 100 µM luminol and 20 µg/mL horseradish peroxidase in water, with 100 nM flg22, 100 µg/mL chitin or no elicitor (mock).",
        "检测前即刻配制反应液：水中含 100 µM 鲁米诺和 20 µg/mL 辣根过氧化物酶，分别加入 100 nM flg22、100 µg/mL 几丁质，或不加激发子（对照）。",
      ),
    },
    {
      text: b(
        "Set the plate reader to luminescence mode with 0.5–1 s integration per well and 1 min cycles for 40–60 min at 25 °C.",
        "将酶标仪设为化学发光模式，每孔积分时间 0.5–1 s，每 1 min 读数一次，25 °C 下持续 40–60 min。",
      ),
    },
    {
      text: b(
        "Remove the water from the wells with a multichannel pipette and add 100 µL of reaction solution per well, column by column, working quickly.",
        "用多道移液器吸去孔中的水，逐列迅速向每孔加入 100 µL 反应液。",
      ),
      notes: [
        b(
          "Critical: the burst starts within 2–4 min; start reading no later than 1 min after the last addition, and randomise genotypes across columns.",
          "关键：活性氧爆发在 2–4 min 内即开始；最后一孔加样后 1 min 内必须开始读数，并将各基因型随机排布于不同列。",
        ),
      ],
    },
    {
      text: b(
        "Start the kinetic read immediately and record luminescence in relative light units (RLU) for each well.",
        "立即开始动力学读数，记录每孔的相对发光值（RLU）。",
      ),
    },
    {
      text: b(
        "For lower signals, as in tomato or in weakly responding mutants, replace luminol with 10–20 µM L-012, which increases sensitivity about 10-fold.",
        "番茄或应答较弱的突变体等信号较低时，可用 10–20 µM L-012 代替鲁米诺，灵敏度约提高 10 倍。",
      ),
    },
    {
      text: b(
        "Include on every plate mock-treated discs and a genotype lacking the response (for example *fls2* or *rbohD* in *Arabidopsis*) or an empty-vector control for agroinfiltrated tissue.",
        "每块板均应包含对照处理的叶圆片，以及缺失该应答的基因型（如拟南芥 *fls2* 或 *rbohD* 突变体）或农杆菌浸润组织的空载体对照。",
      ),
    },
  ],
  dataAnalysis: [
    b(
      "Plot mean RLU against time for each genotype and treatment, and calculate total ROS as the sum of RLU over the measurement period for each disc. Use discs from different plants as replicates (n = 8–24), log-transform totals if variances differ, and compare genotypes with one-way ANOVA and Dunnett's test against the wild type or control. Repeat each experiment at least three times with independently grown plants and report the peak time as well as the total.",
      "绘制各基因型和处理的平均 RLU 随时间变化曲线，并计算每个叶圆片在测定期间 RLU 的总和作为活性氧总量。以来自不同植株的叶圆片为重复（n = 8–24），方差不齐时对总量取对数，采用单因素方差分析及以野生型或对照为参照的 Dunnett 检验比较各基因型。每个实验至少用独立培养的植株重复 3 次，并同时报告峰值时间和总量。",
    ),
  ],
  troubleshooting: [
    {
      problem: b("High signal in mock wells", "对照孔信号高"),
      cause: b("Fresh wounding; contaminated water or peptide stock", "新鲜创伤；水或多肽储存液被污染"),
      solution: b(
        "Incubate discs overnight and use fresh sterile water and new peptide aliquots",
        "叶圆片过夜孵育，使用新鲜无菌水和新分装的多肽",
      ),
    },
    {
      problem: b("No response to flg22 in wild-type discs", "野生型叶圆片对 flg22 无应答"),
      cause: b("Degraded peptide or peroxidase; old or flowering plants", "多肽或过氧化物酶降解；植株过老或已开花"),
      solution: b(
        "Check the peptide by mass spectrometry, prepare fresh peroxidase and use 4–5-week-old plants",
        "用质谱检查多肽，新配过氧化物酶，使用 4–5 周龄植株",
      ),
    },
    {
      problem: b("Large variation between discs of one genotype", "同一基因型叶圆片间差异大"),
      cause: b(
        "Discs from leaves of different ages; edge effects in the plate",
        "叶圆片取自不同叶龄的叶片；板边缘效应",
      ),
      solution: b(
        "Sample leaves of the same position and randomise genotypes across the plate",
        "取相同叶位的叶片，并将各基因型随机排布于整块板",
      ),
    },
  ],
  references: [
    ref(
      "Felix, G., Duran, J. D., Volko, S., Boller, T.",
      1999,
      "Plants have a sensitive perception system for the most conserved domain of bacterial flagellin",
      "Plant J",
      "18",
      "265–276",
    ),
    ref(
      "Gómez-Gómez, L., Boller, T.",
      2000,
      "FLS2: an LRR receptor-like kinase involved in the perception of the bacterial elicitor flagellin in Arabidopsis",
      "Mol Cell",
      "5",
      "1003–1011",
    ),
    ref(
      "Torres, M. A., Dangl, J. L., Jones, J. D. G.",
      2002,
      "Arabidopsis gp91phox homologues AtrbohD and AtrbohF are required for accumulation of reactive oxygen intermediates in the plant defense response",
      "Proc Natl Acad Sci U S A",
      "99",
      "517–522",
    ),
    ref(
      "Miya, A., Albert, P., Shinya, T., et al.",
      2007,
      "CERK1, a LysM receptor kinase, is essential for chitin elicitor signaling in Arabidopsis",
      "Proc Natl Acad Sci U S A",
      "104",
      "19613–19618",
    ),
    ref(
      "Kadota, Y., Sklenar, J., Derbyshire, P., et al.",
      2014,
      "Direct regulation of the NADPH oxidase RBOHD by the PRR-associated kinase BIK1 during plant immunity",
      "Mol Cell",
      "54",
      "43–55",
    ),
  ],
};

export const TECHNIQUES: Technique[] = [
  elispot,
  cfse,
  bmdm,
  netosis,
  hiAssay,
  protoplast,
  agroinfiltration,
  rootGravitropism,
  chlorophyllFluorescence,
  rosBurst,
];
