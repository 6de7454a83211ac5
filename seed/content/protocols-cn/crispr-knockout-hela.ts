import type { AuthoredTranslation } from "../types";

export const translation: AuthoredTranslation = {
  slug: "crispr-knockout-hela",
  sections: [
    {
      kind: "background",
      blocks: [
        {
          p: "*Streptococcus pyogenes* Cas9 核酸酶在导向 RNA 的引导下，结合到紧邻 NGG 前间区序列邻近基序（PAM）的 20 nt 基因组序列上，并在该处产生平末端双链断裂[1]。在人类细胞中，此类断裂主要通过非同源末端连接进行修复，这一过程常会引入小片段插入或缺失（indel）[2], [3]。若断裂位于靠前的编码外显子内，移码 indel 会导致提前出现终止密码子，并通常引起转录本的无义介导的 mRNA 降解。",
        },
        {
          p: "Cas9 可以质粒、mRNA 或与导向 RNA 预先形成的 RNP 复合物的形式递送。RNP 递送后立即起效，约 48 h 内即被细胞清除，与质粒持续表达相比产生的脱靶突变更少[5], [6]。两端末端核苷酸带有 2′-O-甲基核糖修饰和硫代磷酸酯核苷酸间连接键的化学修饰合成 sgRNA 能够抵抗降解，并进一步提高编辑效率[7]。综合考虑预测的中靶活性和脱靶风险的导向 RNA 设计工具，有助于选出首次尝试即可奏效的导向 RNA[4], [8]。",
        },
        {
          p: "HeLa 细胞为超三倍体，因此敲除克隆必须在靶位点的每一个拷贝上都带有移码突变。这就要求编辑步骤必须高效，并且必须仔细解读克隆的基因型：单个克隆的 Sanger 测序峰图通常包含两到三个相互重叠的等位基因，可通过计算方法进行解析[9], [10]，但当结果不明确时，应对各等位基因分别测序加以确认。蛋白缺失必须始终直接验证，因为框内缺失、替代起始密码子或外显子跳跃都可能保留有功能的产物。",
        },
      ],
    },
    {
      kind: "materials",
      blocks: [
        {
          materials: [
            { name: "HeLa 细胞", supplier: "ATCC", catalog: "CCL-2" },
            { name: "DMEM 高糖培养基，含 GlutaMAX 添加剂", supplier: "Thermo Fisher Scientific (Gibco)", catalog: "10566016" },
            { name: "胎牛血清，Qualified 级", supplier: "Thermo Fisher Scientific (Gibco)", catalog: "10270106" },
            { name: "青霉素-链霉素（10,000 U/mL）", supplier: "Thermo Fisher Scientific (Gibco)", catalog: "15140122" },
            { name: "DPBS，不含 Ca²⁺ 和 Mg²⁺", supplier: "Thermo Fisher Scientific (Gibco)", catalog: "14190144" },
            { name: "TrypLE Express 消化酶", supplier: "Thermo Fisher Scientific (Gibco)", catalog: "12604013" },
            { name: "Alt-R S.p. Cas9 核酸酶 V3（61 µM）", supplier: "Integrated DNA Technologies", catalog: "1081058" },
            { name: "Alt-R CRISPR-Cas9 sgRNA，2 nmol，化学修饰（定制序列）", supplier: "Integrated DNA Technologies", catalog: "Custom" },
            { name: "Alt-R CRISPR-Cas9 阴性对照 sgRNA #1", supplier: "Integrated DNA Technologies", catalog: "1072544" },
            { name: "Alt-R Cas9 电转增强剂", supplier: "Integrated DNA Technologies", catalog: "1075915" },
            { name: "Neon 转染系统 10 µL 试剂盒（电转枪头、Buffer R、Buffer E）", supplier: "Thermo Fisher Scientific (Invitrogen)", catalog: "MPK1025" },
            { name: "pmaxGFP 对照载体（可选，用作转染对照）", supplier: "Lonza", catalog: "VDF-1012" },
            { name: "QuickExtract DNA 提取液", supplier: "LGC Biosearch Technologies", catalog: "QE09050" },
            { name: "Q5 Hot Start 高保真 2× 预混液", supplier: "New England Biolabs", catalog: "M0494S" },
            { name: "Monarch PCR 与 DNA 纯化试剂盒", supplier: "New England Biolabs", catalog: "T1030S" },
            { name: "UltraPure 琼脂糖", supplier: "Thermo Fisher Scientific (Invitrogen)", catalog: "16500500" },
            { name: "SYBR Safe DNA 凝胶染料", supplier: "Thermo Fisher Scientific (Invitrogen)", catalog: "S33102" },
            { name: "GeneRuler 1 kb Plus DNA 分子量标准", supplier: "Thermo Fisher Scientific", catalog: "SM1331" },
            { name: "Zero Blunt TOPO PCR 克隆试剂盒", supplier: "Thermo Fisher Scientific (Invitrogen)", catalog: "450245" },
            { name: "MycoAlert 支原体检测试剂盒", supplier: "Lonza", catalog: "LT07-318" },
            { name: "96 孔平底细胞培养板", supplier: "Corning", catalog: "3596" },
            { name: "Steriflip 0.22 µm 过滤装置（用于条件培养基）", supplier: "Merck Millipore", catalog: "SCGP00525" },
            { name: "二甲基亚砜，细胞培养级", supplier: "Sigma-Aldrich", catalog: "D2650" },
            { name: "兔抗 SQSTM1/p62 抗体（示例目标蛋白）", supplier: "Cell Signaling Technology", catalog: "5114" },
          ],
        },
      ],
    },
    {
      kind: "equipment",
      blocks: [
        {
          materials: [
            { name: "电穿孔仪", supplier: "Thermo Fisher Scientific (Invitrogen)", catalog: "Neon Transfection System, MPK5000" },
            { name: "II 级生物安全柜", supplier: "Thermo Fisher Scientific", catalog: "Herasafe 2030i" },
            { name: "CO₂ 培养箱，37 °C，5% CO₂", supplier: "Thermo Fisher Scientific", catalog: "Heracell VIOS 160i" },
            { name: "自动细胞计数仪", supplier: "Thermo Fisher Scientific (Invitrogen)", catalog: "Countess 3" },
            { name: "倒置相差显微镜，配 4× 和 10× 物镜", supplier: "Olympus / Evident", catalog: "CKX53" },
            { name: "PCR 仪", supplier: "Bio-Rad Laboratories", catalog: "C1000 Touch" },
            { name: "凝胶电泳系统及蓝光透射仪", supplier: "Bio-Rad Laboratories", catalog: "Mini-Sub Cell GT; Gel Doc EZ" },
            { name: "配水平转子的台式离心机", supplier: "Eppendorf", catalog: "Centrifuge 5702" },
            { name: "8 道移液器，30–300 µL", supplier: "Eppendorf", catalog: "Research plus" },
          ],
        },
      ],
    },
    {
      kind: "software",
      blocks: [
        {
          materials: [
            { name: "CRISPick（导向 RNA 设计）", supplier: "Broad Institute, web tool", catalog: "accessed 2024" },
            { name: "CHOPCHOP（导向 RNA 设计，交叉验证）", supplier: "University of Bergen, web tool", catalog: "version 3" },
            { name: "Primer-BLAST（基因分型引物设计）", supplier: "NCBI, web tool", catalog: "accessed 2024" },
            { name: "ICE（Inference of CRISPR Edits，CRISPR 编辑推断）", supplier: "Synthego, web tool", catalog: "version 3" },
            { name: "TIDE（Tracking of Indels by Decomposition，基于峰图分解的 indel 追踪）", supplier: "Netherlands Cancer Institute, web tool", catalog: "version 3.3.0" },
            { name: "SnapGene（序列和测序峰图查看）", supplier: "Dotmatics", catalog: "version 7.1" },
          ],
        },
      ],
    },
    {
      kind: "procedure",
      blocks: [
        {
          note: "**时间安排：**导向 RNA 设计与订购，1–2 周；电转及细胞池分析，1 周；克隆生长，2–3 周；扩增培养、基因分型及蛋白验证，2–3 周。",
        },
        { heading: "A. 导向 RNA 与基因分型引物的设计" },
        {
          steps: [
            {
              text: "找出该基因所有蛋白编码转录本共有、且位于编码序列前 50% 范围内的第一个外显子。尽量避开长度为 3 的倍数的外显子，因为此类外显子被跳过后仍可能保持阅读框。",
            },
            {
              text: "将该外显子序列输入 CRISPick 和 CHOPCHOP，挑选 2–3 条预测中靶活性高、在基因组其他位置无完全匹配或单碱基错配脱靶位点、且切割位点彼此相距至少 30 bp 的导向 RNA[4], [8]。",
            },
            {
              text: "用 Primer-BLAST 设计基因分型引物，使扩增子长度为 500–800 bp，且切割位点距任一引物至少 200 bp，这是获得可靠峰图分解结果的必要条件[9], [10]。",
            },
            {
              text: "订购化学修饰的合成 sgRNA。用 IDTE（pH 7.5）将每条 sgRNA 溶解至 100 µM，按 5 µL 分装，−80 °C 保存。",
              notes: ["sgRNA 分装管的冻融次数不宜超过三次。"],
            },
          ],
        },
        { heading: "B. HeLa 细胞的准备" },
        {
          steps: [
            {
              text: "用完全培养基（配方 1）于 37 °C、5% CO₂ 条件下培养 HeLa 细胞，汇合度达 80% 时传代。在编辑前一个月内用 MycoAlert 试剂盒确认培养物无支原体污染。",
            },
            {
              text: "电转前两天，将 1.5 × 10⁶ 个细胞接种于 T75 培养瓶中，使其在电转当天达到 70%–80% 汇合度并处于对数生长期。",
            },
            {
              text: "电转当天，在 24 孔板中每孔加入 500 µL 不含抗生素的培养基（不加青霉素-链霉素的配方 1），置于培养箱中预热。",
            },
          ],
        },
        { heading: "C. RNP 组装与电转" },
        {
          steps: [
            {
              text: "每次电转在无菌 PCR 管中组装 RNP：1.0 µL Cas9（61 µM，61 pmol）和 1.2 µL sgRNA（100 µM，120 pmol；导向 RNA 与 Cas9 的摩尔比为 2:1），用 Buffer R 补足至 3.0 µL。轻轻吹打混匀，室温孵育 15 min。",
              notes: ["同时用非靶向 sgRNA 配制阴性对照 RNP；它既可用于评估电转本身的毒性，也可作为野生型基因分型和蛋白检测的对照。"],
            },
            {
              text: "用 TrypLE 消化细胞（每个 T75 瓶 3 mL，37 °C 5 min），加入 7 mL 完全培养基终止消化，计数后按每次电转 2.5 × 10⁵ 个细胞转移至 15 mL 离心管中。",
            },
            {
              text: "300 × g 离心 5 min，用 5 mL DPBS 洗涤 1 次，再次离心后彻底吸净上清。用 Buffer R 重悬沉淀，使每 9 µL 含 2.5 × 10⁵ 个细胞。",
              notes: ["**关键步骤：**残留的培养基或 DPBS 会改变样品的电导率，可能引起电弧放电。操作应迅速；细胞在 Buffer R 中的停留时间不应超过 15 min。"],
            },
            {
              text: "将 9 µL 细胞与 3 µL RNP 及 2 µL 10.8 µM 电转增强剂（终浓度约 1.5 µM）混合。轻轻混匀，避免产生气泡。",
            },
            {
              text: "向 Neon 电转管中加入 3 mL Buffer E，用 Neon 电转枪头吸取 10 µL 细胞-RNP 混合液（不得有气泡），以 1,005 V、35 ms、2 个脉冲进行电转。",
              notes: ["出现火花或“噗”的爆裂声提示枪头内有气泡；应弃去该样品，更换新枪头重新电转。"],
            },
            {
              text: "立即将细胞加入预热的 24 孔板的一个孔中，并将培养板放回培养箱。24 h 后换为完全培养基。",
            },
          ],
        },
        { heading: "D. 细胞池编辑效率的评估" },
        {
          steps: [
            {
              text: "电转后第 3 天消化细胞，取三分之一转移至 1.5 mL 离心管用于基因分型，其余细胞重新接种到 6 孔板中。",
            },
            {
              text: "300 × g 离心 5 min 收集细胞，用 50 µL QuickExtract 提取液重悬，涡旋振荡 15 s，然后 65 °C 孵育 6 min，再 98 °C 孵育 2 min。",
              notes: ["**暂停点：**粗提物可于 −20 °C 保存数月。"],
            },
            {
              text: "以 25 µL 体系进行 PCR 扩增目标区域：12.5 µL Q5 Hot Start 2× 预混液、10 µM 上游和下游引物各 1.25 µL、2 µL 提取物及 8 µL 水。循环条件：98 °C 30 s；98 °C 10 s、65 °C 20 s、72 °C 30 s，共 35 个循环；72 °C 2 min。",
            },
            {
              text: "取 5 µL 产物用 1.5% 琼脂糖凝胶电泳检测，其余产物用 Monarch 试剂盒纯化后，以上游引物进行 Sanger 测序（若切割位点距上游引物不足 250 bp，则加测下游引物）。同时对阴性对照样品进行测序。",
            },
            {
              text: "将编辑样品和对照样品的测序峰图上传至 ICE 或 TIDE，估算总 indel 频率和移码等位基因所占比例[9], [10]。选用移码比例最高（最好高于 70%）的导向 RNA 进行后续克隆。",
            },
          ],
        },
        {
          figure: {
            src: "/figures/cn/crispr-knockout-hela.svg",
            alt: "流程示意图：sgRNA 设计，Cas9 与 sgRNA 组装成 RNP，Neon 电转 HeLa 细胞，通过 Sanger 测序和 ICE 分析对细胞池进行基因分型，在 96 孔板中以有限稀释法进行单细胞克隆，克隆基因分型及蛋白质印迹验证，并附以周为单位的时间轴。",
            caption: "敲除流程及时间安排概览。在克隆之前先检测细胞池的编辑效率，从而只将高效编辑的细胞池用于耗时的克隆分离。",
          },
        },
        { heading: "E. 有限稀释法分离单细胞克隆" },
        {
          steps: [
            {
              text: "制备条件培养基：收集汇合度为 60%–70% 的亲本 HeLa 细胞培养 24 h 后的培养基，经 0.22 µm 滤膜过滤，与含 30% FBS 及青霉素–链霉素的新鲜 GlutaMAX DMEM 按 1:1 混合，使 FBS 终浓度为 20%（即克隆培养基，配方 2）。",
            },
            {
              text: "电转后第 5–7 天，消化经编辑的细胞池，用 P1000 吹打 10 次以获得单细胞悬液，计数两次。用克隆培养基梯度稀释至 5 个细胞/mL。",
            },
            {
              text: "用多道移液器向 4 块 96 孔板中每孔加入 100 µL（平均每孔 0.5 个细胞），每加完一列都将细胞悬液混匀一次。",
              notes: ["平均每孔 0.5 个细胞时，根据泊松分布，约 60% 的孔中没有细胞，约 9% 的孔中有两个或更多细胞，因此必须在显微镜下确认克隆来源于单个细胞。"],
            },
            {
              text: "接种后第 1 天和第 3 天，用 4× 物镜逐孔观察，标记恰好含有一个细胞或一个致密集落的孔。",
            },
            {
              text: "培养 10–14 天，期间不要移动培养板，第 7 天每孔补加 50 µL 克隆培养基。避免频繁打开培养箱，以减少培养板边缘孔的蒸发。",
            },
            {
              text: "当集落覆盖孔面积的 30%–50% 时，用 30 µL TrypLE 消化，并将每个克隆转移至 24 孔板的一个孔中。长满后，将每个克隆分至两个孔：一孔用于扩增培养，一孔用于基因分型。",
            },
          ],
        },
        { heading: "F. 克隆的基因分型与验证" },
        {
          steps: [
            {
              text: "用 30 µL QuickExtract 提取每个克隆的 DNA，并完全按照细胞池的方法（D 部分）扩增目标位点并测序。",
            },
            {
              text: "用 ICE 分析每个克隆的测序峰图。若检测到的所有等位基因均带有移码 indel（或跨越编码序列的 > 20 bp 缺失），且模型拟合度 R² ≥ 0.9、无残留野生型成分，则将该克隆列为候选敲除克隆。",
              notes: ["HeLa 细胞中一个位点通常有三个或更多拷贝；带有相同 indel 的两个等位基因在峰图中表现为单一成分。"],
            },
            {
              text: "对于峰图不明确或模型拟合度低的克隆，将 PCR 产物克隆至 pCR-Blunt II-TOPO 载体，转化 *E. coli*，并对至少 12 个菌落进行 Sanger 测序，以确定每个等位基因。",
            },
            {
              text: "取各候选克隆、亲本细胞系及非靶向对照克隆的全细胞裂解液各 20 µg 进行蛋白质印迹，使用表位位于切割位点下游的抗体，确认蛋白缺失。",
            },
            {
              text: "选取 2–3 个已确认的敲除克隆，对排名最靠前的三个预测脱靶位点进行 PCR 扩增和测序，并与亲本细胞系的峰图进行比较。",
            },
            {
              text: "扩增培养经验证的克隆，在克隆后第 5 代以内每个克隆至少冻存 3 管（每管 1 × 10⁶ 个细胞，溶于 1 mL 冻存液，配方 3）。对入库的克隆进行支原体检测。",
              notes: ["后续实验中应至少使用两个独立的敲除克隆（最好由不同的导向 RNA 构建），以排除克隆特异性效应。"],
            },
          ],
        },
      ],
    },
    {
      kind: "data_analysis",
      blocks: [
        {
          p: "细胞池的编辑效率以 ICE 给出的总 indel 百分比和移码（敲除）评分表示，或以 TIDE 给出的各显著 indel 成分（*P* < 0.001）之和表示。两种工具的结果通常相差不超过 10 个百分点；若相差较大，应检查比对窗口（其起点应位于切割位点上游至少 100 bp 处）以及对照峰图的质量。",
        },
        {
          p: "对于克隆，记录检测到的每个等位基因及其在峰图中所占的比例。由于 HeLa 细胞的核型介于三倍体与四倍体之间，预期每个等位基因约占 33% 或 25%；若仅出现单一的 100% 成分，则可能是每个拷贝上都带有相同的 indel，也可能是大片段缺失使某一引物结合位点丢失，此时应使用位置更靠外的第二对引物。每个克隆的最终基因型以等位基因列表（如 −1/−1/+1）报告，并同时给出蛋白质印迹结果。",
        },
        {
          p: "克隆得率的计算方法为：由单个细胞长出集落的孔数除以第 1 天鉴定出的单细胞孔数。在完成基因分型的克隆中，敲除克隆所占比例预期最多约等于细胞池中各等位基因移码频率的乘积（敲除评分为 79%、等位基因为三个时，0.79³ ≈ 49%）。实际比例通常更低：同一细胞内各等位基因的编辑并非相互独立，因此保留一个框内或未编辑等位基因的克隆比乘积预测的更多；使引物结合位点丢失的大片段缺失无法被扩增子测序检出，携带这类缺失的克隆看似半合子或结果不明确，可能不被判为敲除；缺失重要基因的克隆生长较慢，在可扩增培养的克隆中比例偏低。若远低于预测值，则提示该基因缺失会降低细胞适应性。",
        },
      ],
    },
    {
      kind: "validation",
      blocks: [
        {
          p: "用本方案以靶向第 2 外显子的 sgRNA 破坏了 *SQSTM1*（编码 p62）。电转后第 3 天，细胞池的 ICE 分析显示 indel 比例为 87%（敲除评分 79%），而非靶向对照为 0%；电转后 24 h 测得的细胞存活率为模拟电转细胞的 71%。在接种的 384 个孔中，第 1 天有 118 个孔含单个细胞，其中 52 个长成可扩增培养的克隆（44%）。对 31 个克隆进行了基因分型，其中 9 个（29%）所有等位基因均带有移码突变，蛋白质印迹检测不到 p62 蛋白。这一比例低于根据细胞池敲除评分预测的约 49%（三个等位基因时为 0.79³），这种情况很常见，原因见“数据分析”；其余克隆至少保留一个框内或未编辑的等位基因（如 D02 和 D09）。此外，在选作后续研究的两个克隆中，所检查的三个预测脱靶位点均未发生改变。代表性克隆见表 1。",
        },
        {
          table: {
            caption: "表 1. 靶向 *SQSTM1* 的代表性 HeLa 克隆的基因型（ICE 分析；克隆 C07 为 12 个菌落的 TOPO 测序结果）。",
            head: ["克隆", "检测到的等位基因（所占比例）", "ICE R²", "所有等位基因均为移码", "p62 蛋白（占亲本细胞的 %）"],
            rows: [
              ["亲本细胞", "WT（100%）", "0.99", "否", "100"],
              ["NT-03（非靶向）", "WT（100%）", "0.98", "否", "97"],
              ["A04", "−1（35%），+1（33%），−7（31%）", "0.97", "是", "< 2"],
              ["B11", "−1（66%），−4（32%）", "0.96", "是", "< 2"],
              ["C07", "+1（7/12 个菌落），−11（5/12 个菌落）", "0.81", "是", "< 2"],
              ["D02", "−3（34%），+1（33%），−1（31%）", "0.95", "否（框内 −3）", "38"],
              ["D09", "WT（34%），−2（64%）", "0.97", "否（含 WT 等位基因）", "41"],
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
            "将第 5–7 天的经编辑细胞池冻存备用。若未获得敲除克隆，无需重新电转即可再次进行克隆。",
            "如有细胞分选仪，用 FACS 将单细胞分选至 96 孔板是比有限稀释法更快捷的替代方案；使用 100 µm 喷嘴和条件培养基时，HeLa 细胞对分选的耐受性良好。",
            "对于必需基因，可能无法获得完全敲除的克隆；可考虑改用诱导型降解决定子（degron）或 CRISPR 干扰。",
            "HeLa 细胞为含 HPV18 序列的 BSL-2 级人源细胞系。应在 II 级生物安全柜中操作，并按当地规定对废弃物进行去污处理。",
          ],
        },
        {
          table: {
            caption: "常见问题及解决方法。",
            head: ["问题", "可能原因", "解决方法"],
            rows: [
              ["细胞池 indel 频率低（< 40%）", "导向 RNA 无活性；sgRNA 降解；递送效率低", "测试其他导向 RNA；使用新的 sgRNA 分装管；用 pmaxGFP 检查递送效率（24 h 时 GFP 阳性率应 > 80%）"],
              ["电转后细胞大量死亡", "细胞过度汇合或状态不佳；Buffer R 中残留培养基", "使用对数生长期细胞；用 DPBS 洗涤并彻底吸净上清；改为 1 个 20 ms 脉冲"],
              ["电转时出现电弧放电", "枪头内有气泡；盐浓度过高", "缓慢吸液；更换新枪头；减少加入细胞中的 RNP 体积"],
              ["有限稀释后集落很少", "低密度下克隆形成效率低", "使用含 50% 条件培养基和 20% FBS 的培养基；避免使用边缘孔，或在边缘孔中加入 PBS"],
              ["峰图分解失败（R² 低）", "测序质量差；大片段缺失；克隆不纯", "重新纯化 PCR 产物；用另一条引物测序；用有限稀释法重新克隆"],
              ["尽管存在移码突变，仍能检测到蛋白", "替代起始密码子、外显子跳跃，或抗体表位位于切割位点上游", "使用针对 C 端表位的抗体；用 RT-PCR 检查转录本；改为靶向其他外显子"],
            ],
          },
        },
      ],
    },
    {
      kind: "recipes",
      blocks: [
        {
          list: [
            "**配方 1. 完全培养基：**含 GlutaMAX 的高糖 DMEM，10%（v/v）FBS，100 U/mL 青霉素和 100 µg/mL 链霉素。4 °C 保存，最长 4 周。",
            "**配方 2. 克隆培养基：**50%（v/v）经 0.22 µm 滤膜过滤的亲本 HeLa 细胞条件培养基，50%（v/v）含 GlutaMAX 及 30%（v/v）FBS 的新鲜 DMEM（条件培养基贡献 10%），FBS 终浓度 20%（v/v），100 U/mL 青霉素和 100 µg/mL 链霉素。现用现配。",
            "**配方 3. 冻存液：**90%（v/v）FBS，10%（v/v）DMSO。现用现配，置于冰上。",
            "**配方 4. 含 SYBR Safe 的 1× TAE 凝胶（1.5%）：**1.5 g 琼脂糖加入 100 mL 1× TAE（40 mM Tris、20 mM 乙酸、1 mM EDTA，pH 8.3）中；加热融化，冷却至 60 °C 后加入 10 µL SYBR Safe。",
          ],
        },
      ],
    },
    {
      kind: "acknowledgments",
      blocks: [
        {
          p: "谨向 Henrietta Lacks 及其家人致以敬意，她的细胞使本研究及无数其他研究成为可能。感谢江南医学科学院流式细胞术与测序平台提供技术支持。本工作得到（虚构的）江苏省自然科学基金项目（No. BK-2022-1184）和厄勒生命科学合作基金资助。",
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
          p: "不适用。本方案使用已建立的商业化人源细胞系（HeLa，ATCC CCL-2），不涉及人类受试者或动物。转基因细胞相关工作已获得本单位针对 BSL-2 级基因组编辑工作的生物安全审批。",
        },
      ],
    },
  ],
};
