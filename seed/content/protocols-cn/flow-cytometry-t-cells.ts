import type { AuthoredTranslation } from "../types";

export const translation: AuthoredTranslation = {
  slug: "flow-cytometry-t-cells",
  sections: [
    {
      kind: "background",
      blocks: [
        {
          p: "流式细胞术每秒可对数千个单细胞测量光散射信号及多种标记的荧光，从而能够依据标志物组合界定细胞群 [4]。胞内细胞因子染色将这一技术拓展到功能层面：在阻断蛋白分泌的同时对细胞进行短时刺激，使细胞因子积聚于高尔基体中，随后将细胞固定、破膜，并用抗细胞因子抗体染色 [2]，[3]。",
        },
        {
          p: "佛波醇 12-肉豆蔻酸 13-乙酸酯（PMA）联合离子霉素刺激可绕过 T 细胞受体，激活蛋白激酶 C 并升高胞内 Ca^2+^ 浓度，从而不论抗原特异性如何，均可揭示全部 T 细胞产生细胞因子的能力。布雷菲德菌素 A 和莫能菌素通过不同机制阻断分泌，二者联合使用。PMA 刺激的一个已知假象是表面 CD4 下调，CD3 也有较轻程度的下调；因此刺激时间应尽量短，并以经相同刺激的适当对照设门。",
        },
        {
          p: "在多色方案中，每种荧光素的发射光都会溢漏到用于检测其他荧光素的检测器中，必须利用单染对照进行补偿校正 [6]。荧光减一（FMO）对照包含除某一种试剂外的全部试剂，是对连续分布或弱表达标志物设门的合适参照 [5]。已发表的指南介绍了此类实验的设计、对照设置和结果报告方法 [1]，[7]。",
        },
      ],
    },
    {
      kind: "materials",
      blocks: [
        {
          materials: [
            { name: "C57BL/6J 小鼠，8–12 周龄", supplier: "The Jackson Laboratory", catalog: "000664" },
            { name: "RPMI 1640 培养基", supplier: "Thermo Fisher Scientific (Gibco)", catalog: "11875093" },
            { name: "胎牛血清（热灭活）", supplier: "Thermo Fisher Scientific (Gibco)", catalog: "10082147" },
            { name: "2-巯基乙醇（50 mM）", supplier: "Thermo Fisher Scientific (Gibco)", catalog: "31350010" },
            { name: "HEPES（1 M）", supplier: "Thermo Fisher Scientific (Gibco)", catalog: "15630080" },
            { name: "青霉素–链霉素（10,000 U/mL）", supplier: "Thermo Fisher Scientific (Gibco)", catalog: "15140122" },
            { name: "ACK 红细胞裂解液", supplier: "Thermo Fisher Scientific (Gibco)", catalog: "A1049201" },
            { name: "UltraPure 0.5 M EDTA，pH 8.0", supplier: "Thermo Fisher Scientific (Invitrogen)", catalog: "15575020" },
            { name: "佛波醇 12-肉豆蔻酸 13-乙酸酯（PMA）", supplier: "Sigma-Aldrich", catalog: "P1585" },
            { name: "离子霉素钙盐", supplier: "Sigma-Aldrich", catalog: "I0634" },
            { name: "BD GolgiPlug（布雷菲德菌素 A）", supplier: "BD Biosciences", catalog: "555029" },
            { name: "BD GolgiStop（莫能菌素）", supplier: "BD Biosciences", catalog: "554724" },
            { name: "LIVE/DEAD Fixable Aqua 死细胞染色试剂盒", supplier: "Thermo Fisher Scientific (Invitrogen)", catalog: "L34957" },
            { name: "TruStain FcX（抗小鼠 CD16/32，克隆号 93）", supplier: "BioLegend", catalog: "101320" },
            { name: "Brilliant Stain Buffer", supplier: "BD Biosciences", catalog: "563794" },
            { name: "抗小鼠 CD3ε BV421（145-2C11）", supplier: "BioLegend", catalog: "100336" },
            { name: "抗小鼠 CD4 BV605（RM4-5）", supplier: "BioLegend", catalog: "100548" },
            { name: "抗小鼠 CD8a APC/Cyanine7（53-6.7）", supplier: "BioLegend", catalog: "100714" },
            { name: "抗小鼠/人 CD44 FITC（IM7）", supplier: "BioLegend", catalog: "103006" },
            { name: "抗小鼠 CD62L PE/Cyanine7（MEL-14）", supplier: "BioLegend", catalog: "104418" },
            { name: "抗小鼠 IFN-γ APC（XMG1.2）", supplier: "BioLegend", catalog: "505810" },
            { name: "抗小鼠 IL-17A PE（TC11-18H10.1）", supplier: "BioLegend", catalog: "506904" },
            { name: "抗小鼠 TNF PerCP/Cyanine5.5（MP6-XT22）", supplier: "BioLegend", catalog: "506322" },
            { name: "BD Cytofix/Cytoperm 固定/破膜试剂盒", supplier: "BD Biosciences", catalog: "554714" },
            { name: "UltraComp eBeads Plus 补偿微球", supplier: "Thermo Fisher Scientific (Invitrogen)", catalog: "01-3333-42" },
            { name: "ArC 胺反应性补偿微球试剂盒", supplier: "Thermo Fisher Scientific (Invitrogen)", catalog: "A10346" },
            { name: "细胞筛网，70 µm", supplier: "Corning (Falcon)", catalog: "352350" },
          ],
        },
      ],
    },
    {
      kind: "equipment",
      blocks: [
        {
          materials: [
            { name: "流式细胞仪，4 激光（405、488、561、640 nm）", supplier: "BD Biosciences", catalog: "LSRFortessa X-20" },
            { name: "仪器设置与质控追踪微球", supplier: "BD Biosciences", catalog: "FACSDiva CS&T research beads, 655051" },
            { name: "冷冻离心机（配微孔板和离心管吊篮）", supplier: "Eppendorf", catalog: "Centrifuge 5810 R" },
            { name: "CO₂ 培养箱（37 °C，5% CO₂）", supplier: "Thermo Fisher Scientific", catalog: "Heracell VIOS 160i" },
            { name: "II 级生物安全柜", supplier: "Thermo Fisher Scientific", catalog: "Herasafe 2030i" },
            { name: "自动细胞计数仪", supplier: "Thermo Fisher Scientific (Invitrogen)", catalog: "Countess 3" },
            { name: "8 道移液器，30–300 µL", supplier: "Eppendorf", catalog: "Research plus" },
            { name: "解剖器械（剪刀、镊子）及 3 mL 注射器推杆", supplier: "Fine Science Tools / BD", catalog: "14060-09 / 309657" },
          ],
        },
      ],
    },
    {
      kind: "software",
      blocks: [
        {
          materials: [
            { name: "BD FACSDiva（数据采集与补偿）", supplier: "BD Biosciences", catalog: "version 9.0" },
            { name: "FlowJo（数据分析与设门）", supplier: "BD Biosciences (FlowJo LLC)", catalog: "version 10.10" },
            { name: "FluoroFinder 或 BD Spectrum Viewer（方案设计）", supplier: "FluoroFinder / BD Biosciences, web tools", catalog: "accessed 2024" },
            { name: "GraphPad Prism（统计分析）", supplier: "GraphPad Software", catalog: "version 10.2" },
          ],
        },
      ],
    },
    {
      kind: "procedure",
      blocks: [
        {
          table: {
            caption: "染色方案（每个测试的用量以 2 × 10⁶ 个脾细胞在本方案所用的染色体积中滴定：活性染料和表面染色为 100 µL，胞内染色为 50 µL）。",
            head: ["标志物", "荧光素", "克隆号", "激光/滤光片", "染色步骤", "每次检测用量"],
            rows: [
              ["活力", "LIVE/DEAD Aqua", "—", "405 nm / 525/50", "表面染色前", "0.1 µL（100 µL PBS 中）"],
              ["CD3ε", "BV421", "145-2C11", "405 nm / 450/50", "表面", "0.25 µg"],
              ["CD4", "BV605", "RM4-5", "405 nm / 610/20", "表面", "0.125 µg"],
              ["CD8a", "APC/Cy7", "53-6.7", "640 nm / 780/60", "表面", "0.125 µg"],
              ["CD44", "FITC", "IM7", "488 nm / 530/30", "表面", "0.25 µg"],
              ["CD62L", "PE/Cy7", "MEL-14", "561 nm / 780/60", "表面", "0.125 µg"],
              ["TNF", "PerCP/Cy5.5", "MP6-XT22", "488 nm / 695/40", "胞内", "0.125 µg"],
              ["IL-17A", "PE", "TC11-18H10.1", "561 nm / 586/15", "胞内", "0.125 µg"],
              ["IFN-γ", "APC", "XMG1.2", "640 nm / 670/30", "胞内", "0.125 µg"],
            ],
          },
        },
        { heading: "A. 脾细胞悬液的制备" },
        {
          steps: [
            {
              text: "按照已批准的动物实验方案，以 CO₂ 吸入法处死小鼠后行颈椎脱臼。用 70% 乙醇喷洒左侧腹部，打开腹膜，取出脾脏并剔除脂肪。",
            },
            {
              text: "将 70 µm 筛网置于 50 mL 离心管上，用 1 mL 完全 RPMI（配方 1）润湿，用 3 mL 注射器推杆将脾脏研磨通过筛网。用 10 mL 完全 RPMI 冲洗筛网。",
            },
            {
              text: "4 °C 400 × g 离心 5 min，弃上清。",
            },
            {
              text: "用 2 mL ACK 裂解液重悬沉淀，室温孵育 2 min。加入 20 mL 完全 RPMI 终止裂解，4 °C 400 × g 离心 5 min。",
              notes: ["在 ACK 裂解液中的时间不得超过 3 min；处理时间过长会降低淋巴细胞活力。"],
            },
            {
              text: "用 10 mL 完全 RPMI 重悬细胞，经新的 70 µm 筛网过滤后计数。成年小鼠每个脾脏预期可得 5–10 × 10⁷ 个有核细胞，活力高于 90%。",
            },
          ],
        },
        { heading: "B. 刺激" },
        {
          steps: [
            {
              text: "用完全 RPMI 将细胞密度调整为 1 × 10⁷ cells/mL，以每孔 200 µL（2 × 10⁶ 个细胞）接种于 96 孔 U 底板。分别接种刺激样品、未刺激对照和 FMO 对照所需的细胞。",
            },
            {
              text: "向刺激孔中加入刺激混合液，使 PMA 和离子霉素的终浓度分别为 50 ng/mL 和 500 ng/mL。向所有孔（包括未刺激对照）中加入 GolgiPlug（每毫升培养物 1 µL）和 GolgiStop（每毫升 0.67 µL）。",
              notes: ["使用前即刻用完全 RPMI 配制 100× 工作混合液（5 µg/mL PMA 和 50 µg/mL 离子霉素），每孔取 2 µL 加入 200 µL 细胞中。PMA 和离子霉素储存液以 DMSO 配制，各按 1:2,000 稀释，各贡献 0.05% DMSO，故 DMSO 终浓度为 0.1%；不应超过此值。"],
            },
            {
              text: "37 °C、5% CO₂ 孵育 4 h。",
              notes: ["延长刺激时间会增加细胞死亡并加剧 CD4 下调，而细胞因子阳性细胞的比例并不会提高。"],
            },
          ],
        },
        { heading: "C. 活力染色与表面染色" },
        {
          steps: [
            {
              text: "4 °C 400 × g 离心培养板 3 min，甩去上清，用 200 µL PBS（不含蛋白）洗涤细胞一次。",
              notes: ["**关键步骤：**胺反应性活力染料可与任何蛋白质结合；残留的血清或 BSA 会降低死细胞的染色强度。"],
            },
            {
              text: "用 100 µL 以 PBS 按 1:1,000 稀释的 LIVE/DEAD Aqua 重悬细胞，室温避光孵育 15 min。用 150 µL FACS 缓冲液（配方 2）洗涤。",
            },
            {
              text: "用 50 µL 以 FACS 缓冲液按 1:100 稀释的 TruStain FcX 于 4 °C 封闭 Fc 受体 10 min。不要洗涤。",
            },
            {
              text: "加入 50 µL 以 Brilliant Stain Buffer 配制的 2× 表面抗体混合液（CD3ε、CD4、CD8a、CD44、CD62L），4 °C 避光孵育 30 min。同时配制 CD44 和 CD62L 的 FMO 抗体混合液。",
              notes: ["多种 Brilliant Violet 偶联物同时使用时，其聚合物染料之间会发生相互作用，Brilliant Stain Buffer 可防止这种作用。"],
            },
            {
              text: "用 200 µL FACS 缓冲液洗涤 2 次（400 × g，3 min，4 °C）。",
            },
          ],
        },
        { heading: "D. 固定、破膜与胞内染色" },
        {
          steps: [
            {
              text: "用 100 µL Cytofix/Cytoperm 溶液重悬细胞，4 °C 避光孵育 20 min。",
              notes: ["**安全提示：**固定液含甲醛。**暂停点：**固定后的细胞可在 FACS 缓冲液中 4 °C 保存过夜，再进行胞内染色。"],
            },
            {
              text: "用 200 µL 1× Perm/Wash 缓冲液洗涤 2 次（500 × g，3 min，4 °C）。固定后的细胞沉淀较松散，因此需采用较高转速，并小心去除上清。",
            },
            {
              text: "用 50 µL 胞内抗体混合液（以 1× Perm/Wash 配制的 IFN-γ、IL-17A 和 TNF 抗体）重悬细胞，4 °C 避光孵育 30 min。为每种细胞因子配制相应的 FMO 抗体混合液。",
            },
            {
              text: "用 200 µL Perm/Wash 缓冲液洗涤 2 次，以 200 µL FACS 缓冲液重悬，转移至 5 mL 流式管中，或留在培养板中用高通量进样器上样。4 °C 避光保存，并在 24 h 内完成上机检测。",
            },
          ],
        },
        { heading: "E. 补偿与设门对照" },
        {
          steps: [
            {
              text: "制备单染补偿对照：对每种抗体，在 100 µL FACS 缓冲液中加入 1 滴 UltraComp eBeads Plus 及与每次检测相同用量的抗体，孵育 15 min，洗涤后用 200 µL 重悬。",
            },
            {
              text: "活力染料的补偿对照使用 ArC 胺反应性微球；或将活细胞与经 65 °C 加热 1 min 致死的细胞按 1:1 混合，再用 LIVE/DEAD Aqua 染色。",
            },
            {
              text: "设置未染色细胞样品、在刺激细胞上进行的 CD44、CD62L、IFN-γ、IL-17A 和 TNF 的 FMO 对照，以及一个完全染色的未刺激样品。",
              notes: ["使用 PE/Cy7、APC/Cy7 等串联染料时，补偿对照的处理（包括固定）应与样品完全一致，因为固定可能改变其发射光谱。"],
            },
          ],
        },
        { heading: "F. 上机检测" },
        {
          steps: [
            {
              text: "运行 CS&T 微球检查流式细胞仪性能，并应用当前的基线设置。",
            },
            {
              text: "用未染色样品调节 FSC 和 SSC，使淋巴细胞位于显示范围内，并检查各检测器电压是否使未染色细胞高于电子噪声；然后用最亮的单染对照确认没有阳性细胞群超出显示范围。",
            },
            {
              text: "每个补偿对照记录 5,000 个微球事件，在 FACSDiva 中计算补偿矩阵并将其应用于本次实验。",
            },
            {
              text: "以低于 5,000 个事件/s 的流速采集样品；用于细胞因子分析时，每个样品至少记录 300,000 个事件（至少 50,000 个活的 CD3^+^ 事件）。上样前即刻混匀样品。",
            },
            {
              text: "检测结束后，先用 10% 漂白剂运行 5 min，再用去离子水运行 5 min，以清洗液流系统。",
            },
          ],
        },
      ],
    },
    {
      kind: "data_analysis",
      blocks: [
        {
          p: "导出 FCS 3.1 文件，在 FlowJo 中进行分析。在刺激样品的 N×N 散点图上目视检查补偿矩阵，仅修正明显错误的数值；同一实验的所有样品均采用相同的补偿和门。",
        },
        {
          list: [
            "若液流不稳定，在时间对 FSC-A 散点图上去除碎片和采集假象。",
            "淋巴细胞：FSC-A 对 SSC-A。",
            "单细胞：FSC-H 对 FSC-A，再 SSC-H 对 SSC-A。",
            "活细胞：LIVE/DEAD Aqua 阴性。",
            "T 细胞：CD3ε^+^（门应设得宽一些，因为 PMA 会降低 CD3 表达）。",
            "CD4^+^ 和 CD8^+^ T 细胞：在 CD3^+^ 细胞中以 CD4 对 CD8a 设门。",
            "初始型与记忆型表型：在 CD4^+^ 和 CD8^+^ 细胞中以 CD44 对 CD62L 设门（初始型 CD44^lo^CD62L^hi^；中央记忆型 CD44^hi^CD62L^hi^；效应型/效应记忆型 CD44^hi^CD62L^lo^）。",
            "细胞因子：在 CD4^+^ 和 CD8^+^ 细胞中分别以 IFN-γ 对 IL-17A、IFN-γ 对 TNF 设门；依据 FMO 对照设门，并在未刺激样品上加以验证。",
          ],
          ordered: true,
        },
        {
          figure: {
            src: "/figures/cn/flow-cytometry-t-cells.svg",
            alt: "以箭头相连的六幅散点图展示的设门策略：FSC-A 对 SSC-A 淋巴细胞门，FSC-A 对 FSC-H 单细胞门，活力染料对 FSC-A 活细胞门，CD3 对 SSC-A T 细胞门，CD4 对 CD8 四象限图，以及 CD4 T 细胞中 IFN-γ 对 IL-17A 的散点图（标有百分比）。",
            caption: "PMA/离子霉素刺激脾细胞的代表性设门策略。数字表示占上一级细胞群的百分比。细胞因子门依据荧光减一对照设定。",
          },
        },
        {
          p: "细胞因子阳性细胞以占上一级 CD4^+^ 或 CD8^+^ 细胞群的百分比表示；比较抗原特异性反应或弱反应时，应减去相匹配的未刺激样品中的比例。以每只小鼠作为一个生物学重复（每组至少 4–5 只），两组间比较采用 Mann-Whitney 检验，多组比较采用 Kruskal-Wallis 检验并以 Dunn 法校正。按照已发表的最低信息标准报告染色方案、抗体克隆号、仪器配置和设门策略 [1]，[7]。",
        },
      ],
    },
    {
      kind: "validation",
      blocks: [
        {
          p: "本方案用同一天处理的 4 只 10 周龄雌性 C57BL/6J 小鼠的脾脏进行了验证，每份脾细胞均分为未刺激和刺激两组样品。培养 4 h 后，单细胞中活细胞比例的均值在未刺激样品中为 89%，在刺激样品中为 86%（见下表）。在未刺激样品及相应的 FMO 对照中，所有细胞因子信号均缺失或接近本底；刺激后观察到预期的表达模式：CD4^+^ 和 CD8^+^ 细胞均产生 IFN-γ 和 TNF，而 IL-17A 几乎只见于 CD44^hi^ CD4^+^ 细胞。两周后用另外 4 只小鼠重复实验，所得比例与下表所列数值相差均在 20% 以内。",
        },
        {
          table: {
            caption: "未经免疫的 C57BL/6J 小鼠脾脏中 T 细胞亚群及细胞因子产生细胞的比例（平均值 ± 标准差，n = 4）。",
            head: ["细胞群（上一级门）", "未刺激（%）", "PMA/离子霉素（%）"],
            rows: [
              ["活细胞（单细胞）", "89.2 ± 1.8", "85.6 ± 2.3"],
              ["CD3ε⁺（活淋巴细胞）", "31.4 ± 2.6", "29.8 ± 2.9"],
              ["CD4⁺（CD3ε⁺）", "58.7 ± 1.9", "56.2 ± 2.4"],
              ["CD8a⁺（CD3ε⁺）", "35.1 ± 1.6", "36.0 ± 2.0"],
              ["CD44 高表达、CD62L 低表达（CD4⁺）", "14.6 ± 2.2", "15.3 ± 2.5"],
              ["IFN-γ⁺（CD4⁺）", "0.21 ± 0.06", "5.8 ± 1.1"],
              ["IL-17A⁺（CD4⁺）", "0.05 ± 0.02", "1.1 ± 0.3"],
              ["TNF⁺（CD4⁺）", "0.28 ± 0.09", "32.5 ± 4.7"],
              ["IFN-γ⁺（CD8a⁺）", "0.12 ± 0.04", "9.4 ± 1.8"],
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
            "每种抗体都应在本实验所用的细胞和条件下（包括固定）进行滴定；厂商推荐用量往往高于实际需要，并会增加本底。",
            "串联染料（PE/Cy7、APC/Cy7）遇光、受热和固定后会降解；应避光保存，补偿对照与样品使用同一批号，已染色样品的保存时间不要超过 24 h。",
            "记录流式细胞仪设置和 CS&T 报告，以便对纵向实验进行比较。",
          ],
        },
        {
          table: {
            caption: "常见问题及解决方法。",
            head: ["问题", "可能原因", "解决方法"],
            rows: [
              ["细胞因子信号弱或无信号", "未加蛋白转运抑制剂；刺激试剂已降解", "在刺激开始时加入 GolgiPlug/GolgiStop；使用 −20 °C 保存的新鲜 PMA/离子霉素分装"],
              ["未刺激细胞中细胞因子本底高", "抗体浓度过高；Perm/Wash 洗涤不充分", "滴定胞内抗体；用 Perm/Wash 洗涤 2 次；依据 FMO 对照设门"],
              ["刺激后 CD4⁺ 细胞群分辨不清", "PMA 诱导 CD4 内化", "刺激时间控制在 4 h；在胞内抗体混合液中也加入抗 CD4 抗体；必要时将 CD4 T 细胞定义为 CD3⁺CD8⁻ 细胞"],
              ["活力差（活细胞 < 70%）", "ACK 处理时间过长；细胞在室温下放置", "裂解时间限制在 2 min；除刺激期间外细胞始终保持低温"],
              ["细胞群呈对角线（“倾斜”）分布", "补偿不正确；串联染料降解", "用与样品相同方式处理的单染对照重新采集；使用新鲜的串联染料偶联抗体"],
              ["堵管或液流不稳定", "细胞聚集或死细胞释放的 DNA", "上机前用 35–70 µm 滤网过滤；确认 FACS 缓冲液含 2 mM EDTA（配方 2），样品置于 4 °C"],
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
            "**配方 1. 完全 RPMI：**RPMI 1640（本身已含 2 mM L-谷氨酰胺，无需另加），含 10%（v/v）热灭活 FBS、100 U/mL 青霉素、100 µg/mL 链霉素、10 mM HEPES 和 50 µM 2-巯基乙醇。4 °C 保存，最长 4 周。",
            "**配方 2. FACS 缓冲液：**不含 Ca^2+^/Mg^2+^ 的 DPBS，含 2%（v/v）FBS 和 2 mM EDTA（用于样品保存时可加入 0.05% 叠氮钠，用于活细胞刺激时不加）。经 0.22 µm 滤膜过滤，4 °C 保存。",
            "**配方 3. ACK 裂解液（自配时）：**150 mM NH~4~Cl、10 mM KHCO~3~、0.1 mM Na~2~EDTA；调 pH 至 7.2–7.4，过滤除菌，室温保存。",
            "**配方 4. PMA 储存液：**100 µg/mL，用 DMSO 配制；分装为每管 10 µL，−20 °C 避光保存。**离子霉素储存液：**1 mg/mL，用 DMSO 配制；分装后 −20 °C 保存。",
            "**配方 5. 1× Perm/Wash 缓冲液：**将 10× BD Perm/Wash 缓冲液用去离子水按 1:10 稀释；使用当天配制，4 °C 保存。",
          ],
        },
      ],
    },
    {
      kind: "acknowledgments",
      blocks: [
        {
          p: "感谢海滨医学院流式细胞术平台在仪器维护和染色方案设计方面提供的帮助。本研究由（虚构的）山东省自然科学基金（编号 ZR-2023-MH-0552）和湖滨研究所免疫学培训项目资助。",
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
          p: "所有动物实验操作均经海滨医学院实验动物管理和使用委员会批准（批准号 HBMC-IACUC-2023-078），并遵照国家实验动物管理和使用指南进行。小鼠饲养于无特定病原体（SPF）条件下，以 CO₂ 吸入法处死后行颈椎脱臼。",
        },
      ],
    },
  ],
};
