import type { AuthoredTranslation } from "../types";

export const translation: AuthoredTranslation = {
  slug: "rt-qpcr",
  sections: [
    {
      kind: "background",
      blocks: [
        {
          p: "实时荧光 PCR 借助荧光报告分子追踪每个循环中双链产物的累积[1]。荧光信号越过设定于指数期的阈值时所对应的循环数（定量循环，Ct 或 Cq）随模板起始量对数的增加而线性下降（扩增效率为 100% 时，模板量每增加 10 倍，Ct 约减少 3.32 个循环）；因此，在扩增效率为 100% 时，相差一个循环即对应模板量相差两倍。SYBR Green I 可结合任何双链 DNA，这使该化学方法成本低、灵活性高，但也意味着引物二聚体和非特异产物同样会贡献信号；因此，每次运行结束时进行熔解曲线分析是必不可少的对照[7]。",
        },
        {
          p: "在两步法 RT-qPCR 中，RNA 首先在单独的反应中转化为 cDNA，所得 cDNA 随后可用于检测多个目标基因。比较 ΔΔCt 法进行相对定量时，将目标基因同时以一个或多个内参基因和一个校准条件进行归一化[2], [4]。该方法假定目标基因与内参基因的扩增效率相近且接近 100%；若不满足这一条件，则应采用效率校正模型[5]。以单个未经验证的内参基因进行归一化是常见的误差来源，采用多个稳定内参基因的几何平均值可获得更可靠的结果[3]。",
        },
        {
          p: "MIQE 指南[6]列出了评价一项 qPCR 实验所需的最低限度信息。本方案按照该指南编写：包括 RNA 质量控制、用于检测基因组 DNA 污染的无反转录酶对照、通过标准曲线和熔解曲线分析进行的引物验证，以及对数据分析过程的透明描述。",
        },
      ],
    },
    {
      kind: "materials",
      blocks: [
        {
          materials: [
            { name: "RNaseZap RNA 酶去除剂", supplier: "Thermo Fisher Scientific", catalog: "AM9780" },
            { name: "RNeasy Mini 试剂盒", supplier: "QIAGEN", catalog: "74104" },
            { name: "无 RNA 酶的 DNase 套装（RNase-free DNase set）", supplier: "QIAGEN", catalog: "79254" },
            { name: "2-巯基乙醇", supplier: "Sigma-Aldrich", catalog: "M3148" },
            { name: "无水乙醇，分子生物学级", supplier: "Sigma-Aldrich", catalog: "E7023" },
            { name: "不锈钢珠，5 mm（组织匀浆用）", supplier: "QIAGEN", catalog: "69989" },
            { name: "RNA ScreenTape 及样品缓冲液", supplier: "Agilent Technologies", catalog: "5067-5576 / 5067-5577" },
            { name: "High-Capacity cDNA 反转录试剂盒", supplier: "Thermo Fisher Scientific (Applied Biosystems)", catalog: "4368814" },
            { name: "RNA 酶抑制剂", supplier: "Thermo Fisher Scientific (Applied Biosystems)", catalog: "N8080119" },
            { name: "PowerUp SYBR Green 预混液（2×）", supplier: "Thermo Fisher Scientific (Applied Biosystems)", catalog: "A25742" },
            { name: "定制 DNA 寡核苷酸引物，脱盐纯化，25 nmol", supplier: "Integrated DNA Technologies", catalog: "Custom DNA oligos" },
            { name: "无核酸酶水（未经 DEPC 处理）", supplier: "Thermo Fisher Scientific", catalog: "AM9937" },
            { name: "IDTE 缓冲液，pH 8.0（1× TE）", supplier: "Integrated DNA Technologies", catalog: "11-05-01-09" },
            { name: "MicroAmp 光学 384 孔反应板", supplier: "Thermo Fisher Scientific (Applied Biosystems)", catalog: "4309849" },
            { name: "MicroAmp 光学封板膜", supplier: "Thermo Fisher Scientific (Applied Biosystems)", catalog: "4311971" },
            { name: "低吸附带滤芯吸头（10、200、1,000 µL）", supplier: "Eppendorf", catalog: "0030078500 / 0030078551 / 0030078578" },
            { name: "1.5 mL DNA LoBind 低吸附离心管", supplier: "Eppendorf", catalog: "0030108051" },
          ],
        },
      ],
    },
    {
      kind: "equipment",
      blocks: [
        {
          materials: [
            { name: "实时荧光定量 PCR 仪，384 孔模块", supplier: "Thermo Fisher Scientific (Applied Biosystems)", catalog: "QuantStudio 5" },
            { name: "用于反转录的 PCR 仪", supplier: "Bio-Rad Laboratories", catalog: "T100" },
            { name: "珠磨式组织匀浆仪", supplier: "QIAGEN", catalog: "TissueLyser II" },
            { name: "紫外-可见微量分光光度计", supplier: "Thermo Fisher Scientific", catalog: "NanoDrop One" },
            { name: "全自动电泳系统", supplier: "Agilent Technologies", catalog: "4200 TapeStation" },
            { name: "微量离心机", supplier: "Eppendorf", catalog: "Centrifuge 5424" },
            { name: "板式离心机", supplier: "Eppendorf", catalog: "Centrifuge 5810 R with A-4-81-MTP rotor" },
            { name: "带紫外灯的 PCR 工作台", supplier: "Grant Instruments", catalog: "PCR-6" },
          ],
        },
      ],
    },
    {
      kind: "software",
      blocks: [
        {
          list: [
            "Primer-BLAST（美国国家生物技术信息中心），网页版，2024 年访问，用于引物设计和特异性检查。",
            "QuantStudio Design & Analysis 软件（Thermo Fisher Scientific），2.7 版，用于运行设置、Ct 值判读和熔解曲线分析。",
            "R（R Foundation for Statistical Computing），4.3.2 版，配合 `tidyverse` 2.0.0 和 `emmeans` 1.10 程序包，用于 ΔΔCt 计算和统计分析。",
            "GraphPad Prism（GraphPad Software），10.2 版，用于作图（可选）。",
          ],
        },
      ],
    },
    {
      kind: "procedure",
      blocks: [
        {
          note: "应在与 PCR 产物操作区分开的洁净区域内进行操作。在 PCR 工作台中配制 qPCR 反应，全程使用带滤芯吸头，且切勿在同一房间内打开扩增后的反应板。",
        },
        { heading: "A. RNA 提取" },
        {
          steps: [
            {
              text: "用 RNaseZap 擦拭实验台、移液器和离心机转子，再用无核酸酶水擦拭。按每 1 mL Buffer RLT 加入 10 µL 2-巯基乙醇。",
            },
            {
              text: "裂解样品。",
              substeps: [
                { text: "培养细胞（6 孔板每孔最多 1 × 10⁶ 个细胞）：吸去培养基，直接向孔中加入 350 µL Buffer RLT，上下吹打 10 次，将裂解液转移至 1.5 mL 离心管中。" },
                { text: "小鼠组织：将 20–30 mg 组织（速冻或保存于 RNA 稳定剂中）放入 2 mL 离心管，加入 1 颗 5 mm 钢珠和 600 µL Buffer RLT，用 TissueLyser II 以 25 Hz 匀浆 2 × 2 min，两次之间将适配器调转方向。" },
              ],
              notes: ["**关键步骤：**冻存组织在加入裂解缓冲液之前应始终置于干冰上；部分解冻会激活内源性 RNA 酶。"],
            },
            {
              text: "将裂解液 16,000 × g 离心 3 min，上清转移至新管。加入等体积 70% 乙醇，吹打混匀。",
            },
            {
              text: "将最多 700 µL 样品转移至 RNeasy 离心柱，8,000 × g 离心 15 s，弃去流出液。如有剩余样品，重复此步骤。",
            },
            {
              text: "加入 350 µL Buffer RW1，8,000 × g 离心 15 s。然后将 80 µL DNase I 孵育混合液（10 µL DNase I 储存液 + 70 µL Buffer RDD）直接加到膜上，室温孵育 15 min。",
              notes: ["**关键步骤：**当引物无法跨越外显子-外显子连接处时（如单外显子基因），不可省略 DNase 消化步骤。"],
            },
            {
              text: "用 350 µL Buffer RW1 洗涤 1 次，再用 500 µL Buffer RPE 洗涤 2 次（8,000 × g，分别离心 15 s 和 2 min）。将离心柱转移至新的收集管中，最大转速离心 1 min，使膜干燥。",
            },
            {
              text: "将离心柱放入 1.5 mL LoBind 管中，向膜中央加入 30–50 µL 无核酸酶水，静置 1 min 后 8,000 × g 离心 1 min。",
              notes: ["**暂停点：**RNA 于 −80 °C 保存。另取 3 µL 分装用于质量控制，以免反复解冻主储存液。"],
            },
          ],
        },
        { heading: "B. RNA 质量控制" },
        {
          steps: [
            {
              text: "取 1.5 µL 样品，用 NanoDrop 测定 RNA 浓度和纯度。A~260~/A~280~ ≥ 1.9 且 A~260~/A~230~ ≥ 1.8 的样品为合格。",
            },
            {
              text: "用 TapeStation（1 µL RNA，RNA ScreenTape）评估 RNA 完整性。培养细胞样品 RIN^e^ ≥ 8、组织样品 RIN^e^ ≥ 7 方可进入后续步骤；低于上述标准的样品应重新提取，若无法重新提取，则只能与完整性相近的样品进行比较。",
            },
          ],
        },
        { heading: "C. 反转录" },
        {
          steps: [
            {
              text: "在冰上解冻试剂盒各组分。用无核酸酶水将各 RNA 样品稀释至 100 ng/µL，使 10 µL 中含 1 µg RNA。",
            },
            {
              text: "在冰上配制 2× 反转录预混液（每 20 µL 反应：2.0 µL 10× RT 缓冲液、0.8 µL 25× dNTP 混合液、2.0 µL 10× 随机引物、1.0 µL MultiScribe 反转录酶、1.0 µL RNA 酶抑制剂、3.2 µL 无核酸酶水），并多配 10% 余量。",
              substeps: [
                { text: "针对每个 RNA 样品（或至少每组一个具有代表性的混合样品），另配制无反转录酶对照预混液，以水代替反转录酶。" },
              ],
            },
            {
              text: "在 PCR 管中将 10 µL 预混液与 10 µL RNA 混合，吹打混匀，盖紧后短暂离心。",
            },
            {
              text: "在 PCR 仪中孵育：25 °C 10 min，37 °C 120 min，85 °C 5 min，然后 4 °C 保持。",
            },
            {
              text: "用无核酸酶水将 cDNA 按 1:10 稀释（终浓度相当于每 µL 含 5 ng RNA），并将每份未稀释的 cDNA 各取 5 µL 混合，作为标准曲线用的混合样品。",
              notes: ["**暂停点：**cDNA 于 −20 °C 至少可稳定保存 6 个月。"],
            },
          ],
        },
        { heading: "D. 引物设计与验证" },
        {
          steps: [
            {
              text: "在 Primer-BLAST 中以 RefSeq mRNA 为模板设计引物：长度 18–24 nt，解链温度 58–62 °C（同一对引物之间相差 ≤ 2 °C），GC 含量 40%–60%，扩增子 70–150 bp，且至少一条引物跨越外显子-外显子连接处，或上下游引物之间隔有长度超过 1 kb 的内含子。确认引物能匹配所有目标转录本变体，且不匹配该物种的任何其他转录本。",
            },
            {
              text: "用 IDTE 缓冲液将引物溶解至 100 µM，并配制同时含上游和下游引物的 5 µM 工作混合液。",
            },
            {
              text: "每对新引物均以混合 cDNA 的五点四倍稀释梯度（1:4 至 1:1,024）进行检测，每点 3 个复孔，同时设置无模板对照，反应体系和循环条件同 E 部分。",
              notes: ["合格标准：扩增效率 90%–110%（斜率介于 −3.58 与 −3.10 之间），R² ≥ 0.98，熔解曲线为单一尖锐峰，且无模板对照无扩增（或 Ct > 35）。"],
            },
          ],
        },
        { heading: "E. qPCR 反应配制与运行" },
        {
          steps: [
            {
              text: "设计板布局：每个样品的每个基因均设 3 个技术重复，所有内参基因与目标基因置于同一块板上，每对引物设 3 个无模板对照，并为每个基因设置无反转录酶对照。若实验跨越多块板，则每块板上都应加入同一份板间校准样品。",
            },
            {
              text: "按引物对分别配制预混液（每 10 µL 反应：5.0 µL PowerUp SYBR Green 预混液、1.0 µL 5 µM 引物混合液（每条引物终浓度 500 nM）、1.0 µL 无核酸酶水），多配 10% 余量，每孔分装 7 µL。",
            },
            {
              text: "向相应孔中分别加入 3 µL 稀释后的 cDNA（相当于 15 ng RNA）、无核酸酶水（无模板对照）或无反转录酶对照产物。",
              notes: ["使用连续分液器或多道移液器，样品之间更换吸头。移液准确度是决定技术重复离散程度的主要因素。"],
            },
            {
              text: "用光学封板膜封板，在每个孔周围用力压实，室温 1,000 × g 离心 1 min 以去除气泡。",
            },
            {
              text: "在 QuantStudio 5 上按以下程序运行：50 °C 2 min（UDG 激活），95 °C 2 min；95 °C 15 s、60 °C 60 s（采集数据），共 40 个循环；随后以 0.15 °C/s 的速率从 60 °C 升至 95 °C 进行熔解曲线分析，连续采集信号。",
            },
            {
              text: "在对数视图下检查扩增曲线，在指数期为每对引物设定一个统一的荧光阈值，且在所有板间保持一致；所有孔均采用相同的自动基线设置。",
            },
            {
              text: "检查每个孔的熔解曲线：同一对引物的所有样品孔均应在同一温度（± 0.5 °C）出现单一峰。将 Ct 值和熔解温度导出为制表符分隔的文件。",
              notes: ["若某一技术重复与其余两个相差超过 0.3 个循环，则将其剔除；若三者彼此均不一致，则重新检测该样品。"],
            },
          ],
        },
      ],
    },
    {
      kind: "data_analysis",
      blocks: [
        {
          p: "计算技术重复 Ct 值的平均值。若使用一个以上的内参基因，则以各内参基因 Ct 值的算术平均值作为每个样品的内参值，这相当于取其相对量的几何平均值[3]。检查内参基因在各实验条件下的稳定性（所有样品中内参 Ct 值的标准差应小于 0.5 个循环，或采用 geNorm 类稳定性指标）。",
        },
        {
          p: "采用比较 Ct 法计算相对表达量[2], [4]。先计算每个样品的 ΔCt，再减去校准组（通常为未处理组或野生型组）的平均 ΔCt 得到 ΔΔCt，然后通过指数运算得到倍数变化：",
        },
        {
          equation: {
            tex: "\\Delta C_t = C_{t,\\mathrm{target}} - C_{t,\\mathrm{ref}}, \\qquad \\Delta\\Delta C_t = \\Delta C_{t,\\mathrm{sample}} - \\overline{\\Delta C_{t,\\mathrm{calibrator}}}, \\qquad \\text{fold change} = 2^{-\\Delta\\Delta C_t}",
            text: "ΔCt 等于目标基因的 Ct 减去内参基因的 Ct；ΔΔCt 等于样品的 ΔCt 减去校准组的平均 ΔCt；倍数变化等于 2 的负 ΔΔCt 次方。",
          },
        },
        {
          p: "2^−ΔΔCt^ 公式假定两个基因的扩增效率均为 100%。若引物验证（D 部分）中测得的目标基因与内参基因扩增效率相差超过 5 个百分点，则应采用 Pfaffl 效率校正模型[5]，式中 E 为每个循环的扩增倍数（E = 10^−1/slope^，即扩增效率为 100% 时 E = 2.0）：",
        },
        {
          equation: {
            tex: "\\text{ratio} = \\frac{E_{\\mathrm{target}}^{\\,\\Delta C_{t,\\mathrm{target}}(\\mathrm{calibrator} - \\mathrm{sample})}}{E_{\\mathrm{ref}}^{\\,\\Delta C_{t,\\mathrm{ref}}(\\mathrm{calibrator} - \\mathrm{sample})}}",
            text: "比值等于：目标基因的扩增倍数以目标基因 Ct 差值（校准组减去样品）为指数的乘方，除以内参基因的扩增倍数以内参基因 Ct 差值（校准组减去样品）为指数的乘方。",
          },
        },
        {
          p: "统计检验应基于近似服从正态分布的 ΔCt（或 −ΔΔCt）值进行，而不应基于服从对数正态分布且不对称的倍数变化。两组比较采用 Welch *t* 检验；多组比较采用方差分析并进行事后检验。报告倍数变化时，应给出由平均 ΔΔCt 的置信区间经反变换得到的 95% 置信区间，并在图中展示每个生物学重复。",
        },
        {
          figure: {
            src: "/figures/cn/rt-qpcr.svg",
            alt: "左图：对照和处理样品中目标基因以及内参基因的扩增曲线（荧光强度对循环数），图中有一条水平阈值线，并标出每条曲线的 Ct。右图：以 2 的负 ΔΔCt 次方计算的倍数变化柱状图，各重复以点表示。",
            caption: "从扩增曲线到倍数变化。阈值设定于指数期（对数线性区）；相对于内参基因，处理组目标基因的扩增曲线向较早的循环偏移，得到 ΔΔCt 为 −3.1，即本例中诱导了 8.6 倍。",
          },
        },
      ],
    },
    {
      kind: "validation",
      blocks: [
        {
          p: "分别以 HepG2 细胞和小鼠肝脏的混合 cDNA 为模板，对 4 个人源和 4 个小鼠转录本的引物进行了验证，采用五点四倍稀释梯度，每点 3 个复孔，分三次独立运行。所有引物对均符合合格标准（表 1），产生单一熔解峰，在 2.5% 琼脂糖凝胶上呈现单一、大小符合预期的条带，且无反转录酶对照中无信号（相对于 RT+ 样品 ΔCt ≥ 8）。功能性检验中，HepG2 细胞经 100 nM 地塞米松处理 24 h 后，以 *ACTB* 和 *TBP* 的平均值进行归一化，*TAT* mRNA 相对于溶剂对照组上调 8.6 倍（95% CI 6.9–10.7；*n* = 4 个生物学重复）；*ACTB* 和 *TBP* 本身不受处理影响（各样品间 Ct 的 SD < 0.25）。",
        },
        {
          table: {
            caption: "表 1. 引物验证数据（三次运行的平均值）。",
            head: ["物种", "基因", "扩增子（bp）", "斜率", "扩增效率（%）", "R²", "熔解峰（°C）"],
            rows: [
              ["人", "ACTB", "96", "−3.29", "101.3", "0.998", "83.4"],
              ["人", "TBP", "112", "−3.34", "99.3", "0.997", "80.9"],
              ["人", "TAT", "134", "−3.42", "96.1", "0.995", "82.2"],
              ["人", "IL6", "88", "−3.23", "104.0", "0.993", "79.6"],
              ["小鼠", "Actb", "89", "−3.31", "100.5", "0.999", "84.1"],
              ["小鼠", "Hprt", "104", "−3.38", "97.6", "0.996", "79.0"],
              ["小鼠", "Pck1", "121", "−3.50", "93.1", "0.991", "83.0"],
              ["小鼠", "Il6", "141", "−3.36", "98.4", "0.994", "81.5"],
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
            "同一实验中每个反转录反应应使用等量 RNA，且同一实验的所有样品应在同一天用同一份预混液进行反转录。",
            "尽可能使目标基因的 Ct 值低于 32；超过此值时，少量模板分子的随机抽样效应会增大技术变异。必要时，低丰度目标基因可使用稀释倍数较低的 cDNA，但所有样品须采用相同的稀释倍数。",
            "生物学重复是指独立的培养物或动物；技术重复仅反映移液和仪器噪声，不得用于统计分析。",
            "按 MIQE 指南[6]的要求报告相关信息，包括引物序列、扩增效率、RNA 质量指标及内参基因数量。",
          ],
        },
        {
          table: {
            caption: "常见问题及解决方法。",
            head: ["问题", "可能原因", "解决方法"],
            rows: [
              ["无模板对照出现信号", "引物二聚体；模板或扩增子污染", "检查熔解峰（二聚体的熔解温度较低）；更换新的水和引物；用紫外照射和漂白剂清洁工作台"],
              ["无反转录酶对照出现信号（与 RT+ 样品 ΔCt < 5）", "基因组 DNA 污染", "重新进行柱上 DNase 消化；重新设计跨外显子-外显子连接处的引物"],
              ["出现两个或多个熔解峰", "非特异产物或剪接变体", "将退火温度提高至 62 °C；重新设计引物；用琼脂糖凝胶电泳检查产物"],
              ["扩增效率 > 110%", "高浓度 cDNA 中含有抑制物；低浓度点出现二聚体", "剔除浓度最高的点；进一步稀释 cDNA；重新纯化 RNA"],
              ["扩增效率 < 90%", "引物设计不佳；扩增子存在二级结构", "重新设计引物，使扩增子 < 150 bp"],
              ["技术重复间离散度大", "移液误差；模板量低", "使用经校准的移液器并加大移液体积；增加模板用量"],
              ["内参基因 Ct 随处理而变化", "内参基因受该处理条件调控", "检测更多候选内参基因，并使用其中最稳定的两个或三个的几何平均值"],
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
            caption: "反转录预混液（每 20 µL 反应）。",
            head: ["组分", "体积（µL）", "终浓度"],
            rows: [
              ["10× RT 缓冲液", "2.0", "1×"],
              ["25× dNTP 混合液（100 mM）", "0.8", "总浓度 4 mM（每种 1 mM）"],
              ["10× RT 随机引物", "2.0", "1×"],
              ["MultiScribe 反转录酶（50 U/µL）", "1.0", "2.5 U/µL"],
              ["RNA 酶抑制剂（20 U/µL）", "1.0", "1 U/µL"],
              ["无核酸酶水", "3.2", "—"],
              ["RNA（100 ng/µL）", "10.0", "每反应 1 µg"],
            ],
          },
        },
        {
          table: {
            caption: "qPCR 反应体系（每孔 10 µL）。",
            head: ["组分", "体积（µL）", "终浓度"],
            rows: [
              ["PowerUp SYBR Green 预混液（2×）", "5.0", "1×"],
              ["引物混合液（上游和下游引物各 5 µM）", "1.0", "各 500 nM"],
              ["无核酸酶水", "1.0", "—"],
              ["稀释后的 cDNA（相当于 5 ng/µL RNA）", "3.0", "相当于 15 ng RNA"],
            ],
          },
        },
        {
          list: [
            "**70% 乙醇（无 RNA 酶）：**35 mL 无水乙醇 + 15 mL 无核酸酶水；室温保存。",
            "**含 2-巯基乙醇的 Buffer RLT：**每 1 mL Buffer RLT 加 10 µL 2-巯基乙醇；室温下可稳定保存 1 个月。",
          ],
        },
      ],
    },
    {
      kind: "acknowledgments",
      blocks: [
        {
          p: "感谢南湾生命科学研究院基因组学平台提供 QuantStudio 和 TapeStation 仪器的使用。本工作得到深圳市基础研究计划（虚构）项目（No. JCYJ-2022-0381）资助。",
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
          p: "小鼠肝脏组织取自因其他已获批准研究而实施安乐死的成年 C57BL/6J 小鼠，相关实验方案（SIL-IACUC-2023-046）经南湾生命科学研究院实验动物管理和使用委员会批准，并遵循国家实验动物饲养和使用指南。人源细胞系购自商业细胞库；不涉及人类受试者。",
        },
      ],
    },
  ],
};
