import type { AuthoredTranslation } from "../types";

export const translation: AuthoredTranslation = {
  slug: "his-tag-purification",
  sections: [
    {
      kind: "background",
      blocks: [
        {
          p: "金属螯合亲和层析于 20 世纪 70 年代被提出，最初用于根据蛋白表面组氨酸对蛋白进行分级分离 [1]；此后，将基因编码的六组氨酸序列与通过四个配位键结合 Ni^2+^ 的次氮基三乙酸（NTA）树脂相结合，该方法便成为一种通用的纯化手段 [2]。Ni^2+^ 剩余的两个配位位点以微摩尔级亲和力结合标签上的咪唑环，因此可从粗裂解液中捕获带标签的蛋白，再用咪唑或低 pH 将其洗脱 [3]。",
        },
        {
          p: "在 *E. coli* 中，利用 λDE3 溶原菌中 pET 载体的 T7 表达系统可实现高水平的诱导表达 [4]。然而，高水平表达常导致蛋白错误折叠并形成包涵体。诱导后降低温度、降低诱导剂浓度或使用自诱导培养基 [5]，是提高可溶性的最简单方法。即使蛋白可溶，单步 IMAC 也很难获得均一的样品：富含组氨酸的宿主蛋白会被共洗脱，可溶性聚集体的结合能力也与天然蛋白不相上下。",
        },
        {
          p: "下述方案将优化的 IMAC 步骤与分子排阻层析（SEC）相结合。SEC 按流体力学半径分离不同组分，同时还能反映产物的寡聚状态和单分散性。方案中的可选步骤用 TEV 蛋白酶切除标签，该酶特异性高，是去除标签最常用的选择 [6]。整个过程中用 SDS-PAGE 监测纯度 [7]。",
        },
      ],
    },
    {
      kind: "materials",
      blocks: [
        {
          materials: [
            { name: "BL21(DE3) 大肠杆菌感受态细胞", supplier: "New England Biolabs", catalog: "C2527H" },
            { name: "pET-28a(+) 载体（表达构建体的骨架，带 N 端 His6-TEV 位点）", supplier: "Novagen (Merck)", catalog: "69864-3", note: "目的基因由本实验室克隆" },
            { name: "LB 肉汤，Miller 配方", supplier: "Sigma-Aldrich", catalog: "L3522" },
            { name: "Terrific Broth（TB）培养基，改良型", supplier: "Sigma-Aldrich", catalog: "T0918" },
            { name: "硫酸卡那霉素", supplier: "Sigma-Aldrich", catalog: "K1377" },
            { name: "SOC 复苏培养基", supplier: "New England Biolabs", catalog: "B9020S" },
            { name: "IPTG，不含二氧六环", supplier: "Thermo Fisher Scientific", catalog: "R0392" },
            { name: "HEPES", supplier: "Sigma-Aldrich", catalog: "H3375" },
            { name: "氯化钠（NaCl）", supplier: "Sigma-Aldrich", catalog: "S9888" },
            { name: "六水氯化镁（MgCl₂·6H₂O）", supplier: "Sigma-Aldrich", catalog: "M2670" },
            { name: "咪唑，≥99%（分子生物学级）", supplier: "Sigma-Aldrich", catalog: "I5513" },
            { name: "甘油", supplier: "Sigma-Aldrich", catalog: "G5516" },
            { name: "TCEP 盐酸盐", supplier: "Gold Biotechnology", catalog: "TCEP25" },
            { name: "鸡蛋清溶菌酶", supplier: "Sigma-Aldrich", catalog: "L6876" },
            { name: "Benzonase 核酸酶，纯度 > 90%", supplier: "Merck Millipore", catalog: "70746" },
            { name: "cOmplete 无 EDTA 蛋白酶抑制剂混合片剂", supplier: "Roche", catalog: "11873580001" },
            { name: "Ni-NTA Agarose", supplier: "Qiagen", catalog: "30210" },
            { name: "Poly-Prep 层析柱", supplier: "Bio-Rad", catalog: "7311550" },
            { name: "TEV 蛋白酶", supplier: "New England Biolabs", catalog: "P8112S", note: "或使用本实验室自制的带 His 标签的 TEV(S219V)" },
            { name: "Slide-A-Lyzer 透析盒，10K MWCO", supplier: "Thermo Fisher Scientific", catalog: "66810" },
            { name: "Amicon Ultra-15 超滤离心管，10 kDa MWCO", supplier: "Merck Millipore", catalog: "UFC901024" },
            { name: "Amicon Ultra-15 超滤离心管，3 kDa MWCO（用于 20 kDa 以下的蛋白）", supplier: "Merck Millipore", catalog: "UFC900324" },
            { name: "Millex-GP 针头式滤器，0.22 µm", supplier: "Merck Millipore", catalog: "SLGP033RS" },
            { name: "Superdex 200 Increase 10/300 GL", supplier: "Cytiva", catalog: "28990944" },
            { name: "4–20% Mini-PROTEAN TGX 预制胶", supplier: "Bio-Rad", catalog: "4561094" },
            { name: "Precision Plus Protein Dual Color Standards", supplier: "Bio-Rad", catalog: "1610374" },
            { name: "InstantBlue 考马斯亮蓝蛋白染色液", supplier: "Abcam", catalog: "ab119211" },
          ],
        },
      ],
    },
    {
      kind: "equipment",
      blocks: [
        {
          materials: [
            { name: "温控振荡培养箱", supplier: "Infors HT", catalog: "Multitron Standard" },
            { name: "OD600 测定用分光光度计", supplier: "Eppendorf", catalog: "BioPhotometer D30" },
            { name: "高速离心机（配 JLA-8.1000 和 JA-25.50 转子）", supplier: "Beckman Coulter", catalog: "Avanti JXN-26" },
            { name: "探头式超声破碎仪（配 1/2 英寸探头）", supplier: "Qsonica", catalog: "Q500" },
            { name: "试管旋转混匀仪（4 °C）", supplier: "Stuart", catalog: "SB3" },
            { name: "FPLC 系统（4 °C 下运行）", supplier: "Cytiva", catalog: "ÄKTA pure 25" },
            { name: "微量紫外-可见分光光度计", supplier: "Thermo Fisher Scientific", catalog: "NanoDrop One" },
            { name: "垂直电泳槽", supplier: "Bio-Rad", catalog: "Mini-PROTEAN Tetra" },
            { name: "凝胶成像系统", supplier: "Bio-Rad", catalog: "ChemiDoc MP" },
            { name: "台式冷冻离心机（配水平转子）", supplier: "Eppendorf", catalog: "5810 R" },
          ],
        },
      ],
    },
    {
      kind: "software",
      blocks: [
        {
          list: [
            "UNICORN v7.8（Cytiva）——FPLC 控制与层析图谱分析",
            "ProtParam（ExPASy，SIB 瑞士生物信息学研究所）——分子量与消光系数计算 [8]",
            "Image Lab v6.1（Bio-Rad）——凝胶图像记录与光密度分析",
            "GraphPad Prism v10（GraphPad Software）——层析柱校准与绘图",
          ],
        },
      ],
    },
    {
      kind: "procedure",
      blocks: [
        {
          figure: {
            src: "/figures/cn/his-tag-purification.svg",
            alt: "左：流程图，依次为大肠杆菌表达、裂解、Ni-NTA 捕获、可选的 TEV 酶切和分子排阻层析。右：分子排阻层析图谱，约 8.5 mL 处有一个较小的空体积峰，约 15 mL 处为主要蛋白峰，其后为小分子产生的峰。",
            caption:
              "**纯化流程及代表性 SEC 图谱。** 左：主要步骤及大致所需时间。右：切除 His~6~ 标签后的 MBP 在 Superdex 200 Increase 10/300 GL 柱上以 0.5 mL/min 流速洗脱时 280 nm 处的吸光度；阴影部分为合并的组分。",
          },
        },
        { heading: "A. 转化与表达（第 1–3 天）" },
        {
          steps: [
            {
              text: "在冰上融化 50 µL BL21(DE3) 感受态细胞，加入 20–50 ng 质粒，冰浴 30 min，42 °C 热激 10 s，再冰浴 5 min。加入 950 µL SOC 培养基，37 °C 振荡培养 1 h，取 100 µL 涂布于含 50 µg/mL 卡那霉素的 LB 琼脂平板，37 °C 培养过夜。",
            },
            {
              text: "挑取一个新鲜单菌落，接种于装有 50 mL 含 50 µg/mL 卡那霉素 LB 培养基的 250 mL 三角瓶中，37 °C、200 rpm 培养过夜（14–16 h）。",
              notes: ["所用菌落不应超过 2 天；BL21(DE3) 中的表达质粒长期存放后可能丧失可诱导性。"],
            },
            {
              text: "将 10 mL 过夜培养物加入装有 1 L 含 50 µg/mL 卡那霉素 TB 培养基的 2.5 L 挡板摇瓶中。37 °C、180 rpm 培养至 OD~600~ 达到 0.6–0.8（约 2.5–3 h）。",
            },
            {
              text: "将摇瓶转移至预冷至 18 °C 的摇床中，使培养物降温 30 min。取出 1 mL 作为未诱导样品。",
            },
            {
              text: "加入 IPTG 至终浓度 0.3 mM 诱导表达，18 °C、180 rpm 培养 16–18 h。",
              notes: ["对于每个新构建体，应先在 50 mL 培养体系中分别于 18 °C 和 37 °C 测试 0.1、0.3 和 1 mM IPTG，比较可溶组分后再扩大培养。"],
            },
            {
              text: "测定 OD~600~，取相当于 1 mL OD~600~ 1.0 的菌液作为诱导样品。将两份样品离心沉淀，用 100 µL 1× SDS 上样缓冲液重悬，留待 SDS-PAGE 分析。",
            },
            {
              text: "4 °C、5,000 × g 离心 15 min 收集菌体。称量沉淀重量（每升 TB 培养物通常可得湿重 12–18 g）。",
              notes: ["**暂停点：**菌体沉淀可冻存于 −80 °C，保存数月。"],
            },
          ],
        },
        { heading: "B. 细胞裂解与澄清（第 3 天）" },
        {
          steps: [
            {
              text: "按每克菌体 5 mL 的比例，用预冷的裂解缓冲液重悬沉淀，缓冲液中另加蛋白酶抑制剂（每 50 mL 加 1 片）、0.5 mg/mL 溶菌酶、2 mM MgCl~2~ 和 25 U/mL Benzonase。4 °C 缓慢搅拌 30 min。",
            },
            {
              text: "将样品置于金属烧杯中并放在冰水浴上，用 1/2 英寸探头超声破碎：振幅 40%，开 10 s、关 20 s，每 50 mL 累计超声时间 5 min。",
              notes: [
                "**关键步骤：**裂解液温度应保持在 10 °C 以下；用温度计监测，必要时暂停。过热会使蛋白变性并引起聚集。",
                "**安全提示：**超声破碎时请佩戴护耳器。",
              ],
            },
            {
              text: "4 °C、40,000 × g 离心裂解液 45 min。保留 20 µL 全裂解液（离心前）和 20 µL 上清用于 SDS-PAGE。",
            },
            {
              text: "若上清仍浑浊，用 0.45 µm 滤器过滤。",
            },
          ],
        },
        { heading: "C. Ni-NTA 亲和层析（第 3 天）" },
        {
          steps: [
            {
              text: "将 4 mL 50% Ni-NTA 琼脂糖悬液（柱床体积 2 mL，可结合约 50 mg His6 标签蛋白；按每 20–25 mg 预期蛋白约 1 mL 柱床估算）转移至 Poly-Prep 层析柱中。用 10 倍柱体积（CV）的水洗涤，再用 10 CV 裂解缓冲液平衡。",
            },
            {
              text: "用数毫升裂解液重悬树脂，将其加入 50 mL 离心管中已澄清的裂解液，4 °C 旋转孵育 1 h。",
            },
            {
              text: "将悬液倒回层析柱，使裂解液靠重力流出。保留 20 µL 流穿液用于 SDS-PAGE。",
            },
            {
              text: "先用 20 CV 洗涤缓冲液 1（20 mM 咪唑）、再用 10 CV 洗涤缓冲液 2（40 mM 咪唑）洗涤树脂。",
              notes: ["取 10 µL 最后一次洗涤液滴入 200 µL Bradford 试剂中；溶液应保持棕色，表明已无蛋白被洗下。"],
            },
            {
              text: "用洗脱缓冲液（300 mM 咪唑）分 5 次洗脱，每次 1 CV，分别收集各组分。每次加入缓冲液后在树脂上静置 2 min 再放出。",
            },
            {
              text: "用 NanoDrop 测定各组分的 A~280~，并取各组分 10 µL 与之前收集的样品一起在 4–20% 凝胶上电泳分析。合并含目的蛋白的组分。",
            },
          ],
        },
        { heading: "D. 可选：去除标签（第 3–4 天）" },
        {
          steps: [
            {
              text: "按 1:50（w/w）的比例向合并的洗脱液中加入 TEV 蛋白酶，将混合物转移至 10K 透析盒中，4 °C 下对 2 L 透析缓冲液透析过夜。",
              notes: ["酶切的同时通过透析去除咪唑，是后续反向 IMAC 的必要前提；TEV 蛋白酶在有还原剂存在时活性最高。"],
            },
            {
              text: "用 SDS-PAGE 确认酶切完全（His~6~-TEV 标签切除后分子量约减小 2.5 kDa）。",
            },
            {
              text: "将透析后的样品通过 1 mL 已用透析缓冲液平衡的新鲜 Ni-NTA 树脂。收集流穿液及用 2 CV 透析缓冲液洗涤的洗涤液，其中含有无标签蛋白；而标签、未切割的蛋白和带 His 标签的 TEV 蛋白酶则仍结合在树脂上。",
            },
          ],
        },
        { heading: "E. 分子排阻层析（第 4 天）" },
        {
          steps: [
            {
              text: "用 Amicon Ultra-15 超滤管（MWCO 不超过目的蛋白分子量的一半：20 kDa 以上的蛋白用 10 kDa，PPIA 等较小的蛋白用 3 kDa）浓缩蛋白：4 °C、4,000 × g 每次离心 10 min，每次离心之间轻轻混匀截留液，浓缩至 500 µL，浓度不超过 10 mg/mL。",
            },
            {
              text: "4 °C、16,000 × g 离心 10 min，或用 0.22 µm 滤器过滤，以去除聚集体。",
            },
            {
              text: "在 4 °C 下，以 0.5 mL/min 流速用 1.5 CV（36 mL）经过滤和脱气的 SEC 缓冲液平衡 Superdex 200 Increase 10/300 GL 柱。",
              notes: ["柱压不得超过 5 MPa；4 °C 下缓冲液黏度增大，如触发压力报警，应降低流速。"],
            },
            {
              text: "通过 500 µL 定量环上样，以 0.5 mL/min 流速运行 1.2 CV，自 7 mL 起按每管 0.5 mL 收集组分。",
            },
            {
              text: "用 SDS-PAGE 分析峰组分。合并主峰组分；若主峰前沿和拖尾含有聚集体或杂质，则将其剔除。",
            },
            {
              text: "将合并的蛋白浓缩至所需浓度，利用 ProtParam 计算的消光系数，根据 A~280~ 测定蛋白浓度 [8]。",
            },
            {
              text: "将蛋白按每份 20–50 µL 分装至薄壁 PCR 管中，液氮速冻后于 −80 °C 保存。",
              notes: ["**暂停点：**大多数蛋白在 −80 °C 下至少可稳定保存 6 个月；避免反复冻融。"],
            },
            {
              text: "以 0.5 mL/min 流速用 1 CV 0.5 M NaOH 清洗 SEC 柱，随后用 2 CV 水冲洗，最后用 1.5 CV 20% 乙醇保存。再生使用过的 Ni-NTA 树脂时，先用 5 CV 100 mM EDTA（pH 8.0）剥离镍离子，用 10 CV 水洗涤，再用 0.5 M NaOH 处理 30 min，水洗后用 2 CV 100 mM NiSO~4~ 重新螯合镍离子；也可直接弃去。",
            },
          ],
        },
      ],
    },
    {
      kind: "data_analysis",
      blocks: [
        {
          p: "在 Image Lab 中对考马斯亮蓝染色的凝胶进行泳道光密度分析，以定量表达水平和纯度：纯度为目的条带强度除以该泳道总强度。根据蛋白浓度（A~280~ 除以成熟蛋白的消光系数，并对标签切除进行校正）和最终体积计算产量，并以每升培养物的产量表示。",
        },
        {
          p: "在相同条件下运行标准蛋白（如甲状腺球蛋白、铁蛋白、醛缩酶、伴清蛋白、卵清蛋白和核糖核酸酶 A）建立校准曲线，据此由 SEC 洗脱体积估算表观分子量。以 log(MW) 对分配系数 *K*~av~ = (*V*~e~ − *V*~0~)/(*V*~c~ − *V*~0~) 作图，其中 *V*~e~ 为洗脱体积，*V*~0~ 为空体积（用 Blue Dextran 2000 测定），*V*~c~ 为层析柱几何体积（24 mL）。表观分子量与计算分子量之比接近 1、2 或 4 时，分别提示单体、二聚体或四聚体；但细长形蛋白的表观分子量会大于其实际质量。检查终产物的 A~260~/A~280~ 比值；若高于 0.6，说明存在核酸污染。",
        },
      ],
    },
    {
      kind: "validation",
      blocks: [
        {
          p: "我们用同一 pET-28a 衍生载体表达的三种可溶性蛋白对本方案进行了验证：超折叠 GFP（sfGFP，27 kDa）、人亲环素 A（PPIA，18 kDa）和 *E. coli* 麦芽糖结合蛋白（MBP，42 kDa）。每种蛋白均从 1 L 培养物中进行三次独立制备。三种蛋白在 SEC 中均呈单一对称峰，洗脱体积与单体相符；光密度分析显示纯度均超过 95%；完整分子量 LC-MS 确认了蛋白身份（与切除标签后的预期质量相差不超过 1 Da）。",
        },
        {
          table: {
            caption: "三种模型蛋白的产量、纯度及 SEC 行为（平均值 ± SD，n = 3 次制备；示例数据）。",
            head: ["蛋白", "计算分子量（kDa）", "IMAC 后产量（mg/L）", "SEC 后产量（mg/L）", "SEC 后纯度（%）", "SEC 洗脱体积（mL）", "A260/A280"],
            rows: [
              ["sfGFP", "26.9", "48 ± 6", "35 ± 4", "98", "16.1", "0.55"],
              ["PPIA", "18.0", "21 ± 3", "14 ± 2", "97", "17.2", "0.57"],
              ["MBP", "42.5", "15 ± 2", "8 ± 1", "96", "15.1", "0.56"],
            ],
          },
        },
      ],
    },
    {
      kind: "notes",
      blocks: [
        {
          table: {
            caption: "常见问题及解决方法。",
            head: ["问题", "可能原因", "解决方法"],
            rows: [
              ["蛋白存在于不溶性沉淀中", "表达速率过高导致错误折叠", "将 IPTG 降至 0.1 mM、温度降至 16 °C；尝试自诱导培养基或 MBP 等促溶融合标签"],
              ["目的蛋白不结合 Ni-NTA", "标签被包埋或被蛋白酶切除；裂解液中含 EDTA 或 DTT", "用抗 His 抗体免疫印迹检查标签；将标签移至另一端；使用不含 EDTA 的抑制剂，并以 TCEP 代替 DTT"],
              ["洗脱液中杂带很多", "含组氨酸簇的宿主蛋白（如 SlyD、ArnA）", "将洗涤缓冲液 2 中的咪唑提高到 50–60 mM；减少树脂用量；之后务必进行 SEC"],
              ["洗脱后出现沉淀", "咪唑或蛋白浓度过高；盐浓度过低", "立即稀释洗脱液或更换缓冲液；NaCl 保持在 300 mM；添加 5% 甘油"],
              ["TEV 酶切不完全", "酶切位点不可及；蛋白酶被氧化", "将酶切时间延长至 24 h，将 TEV 比例提高至 1:20，加入 1 mM TCEP，或在酶切位点前插入一段短接头"],
              ["SEC 中空体积峰很大", "可溶性聚集体", "优化缓冲液（pH、盐浓度、添加剂）；上样前离心；浓缩时适当降低目标浓度"],
            ],
          },
        },
        {
          list: [
            "含镍废液必须单独收集，按重金属废物处置。",
            "切勿让 Ni-NTA 树脂流干；干涸的树脂床会形成沟流并丧失结合能力。",
            "所有层析缓冲液在用于 FPLC 前均须经 0.22 µm 滤膜过滤并脱气。",
          ],
        },
      ],
    },
    {
      kind: "recipes",
      blocks: [
        {
          table: {
            caption: "纯化缓冲液。用 1 M HEPES-NaOH pH 7.5、5 M NaCl 和 2 M 咪唑（pH 调至 7.5）储液配制；TCEP 于使用当天新鲜加入。",
            head: ["缓冲液", "HEPES pH 7.5", "NaCl", "咪唑", "甘油", "TCEP"],
            rows: [
              ["裂解缓冲液", "50 mM", "300 mM", "20 mM", "5%（v/v）", "0.5 mM"],
              ["洗涤缓冲液 1", "50 mM", "300 mM", "20 mM", "5%（v/v）", "0.5 mM"],
              ["洗涤缓冲液 2", "50 mM", "300 mM", "40 mM", "5%（v/v）", "0.5 mM"],
              ["洗脱缓冲液", "50 mM", "300 mM", "300 mM", "5%（v/v）", "0.5 mM"],
              ["透析缓冲液", "50 mM", "300 mM", "–", "5%（v/v）", "1 mM"],
              ["SEC 缓冲液", "20 mM", "150 mM", "–", "–", "0.5 mM"],
            ],
          },
        },
        {
          list: [
            "**TB 培养基：**每升水加入 47.6 g 改良型 TB 粉末和 8 mL 甘油；121 °C 高压灭菌 20 min。",
            "**卡那霉素储液（1,000×）：**50 mg/mL 水溶液，过滤除菌，−20 °C 保存。",
            "**IPTG 储液：**1 M 水溶液，过滤除菌，分装后 −20 °C 保存。",
            "**2× SDS 上样缓冲液：**125 mM Tris-HCl pH 6.8，4%（w/v）SDS，20%（v/v）甘油，0.02%（w/v）溴酚蓝，100 mM DTT（临用前加入）。",
          ],
        },
      ],
    },
    {
      kind: "acknowledgments",
      blocks: [
        {
          p: "感谢南海岸结构生物学研究所蛋白质科学平台的工作人员维护层析系统，感谢 Kari Lunde 博士提供 sfGFP 表达构建体。",
        },
      ],
    },
    {
      kind: "competing_interests",
      blocks: [{ p: "作者声明不存在利益冲突。" }],
    },
    {
      kind: "ethics",
      blocks: [{ p: "不适用。" }],
    },
  ],
};
