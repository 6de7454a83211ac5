import type { AuthoredTranslation } from "../types";

export const translation: AuthoredTranslation = {
  slug: "western-blot",
  sections: [
    {
      kind: "background",
      blocks: [
        {
          p: "免疫印迹将变性凝胶电泳的分辨能力与抗体的特异性结合在一起。蛋白质首先经变性并被十二烷基硫酸钠（SDS）包被，从而在不连续聚丙烯酰胺凝胶系统中按分子大小迁移[1]；随后通过电泳将其从凝胶转移到能够牢固结合蛋白的膜上[2], [3]，蛋白在膜上仍可被抗体探针识别。表观分子量与抗体识别二者相结合，使该方法的特异性远高于其中任何一项单独使用。",
        },
        {
          p: "与硝酸纤维素膜相比，聚偏二氟乙烯（PVDF）膜的蛋白结合容量更高、机械强度更大，并且能很好地耐受剥离和再次检测[7]。湿法（槽式）转印比半干法转印耗时更长，但散热效果好，对大分子蛋白的转移也更完全；因此，当目标蛋白大小事先未知，或需要在同一张膜上检测多个大小不同的目标蛋白时，我们优先采用湿法转印。",
        },
        {
          p: "Western blot 数据难以重复，最常见的原因并不在于化学反应本身，而在于定量。化学发光信号仅在有限的上样量范围内呈线性；β-actin 或 GAPDH 等管家蛋白在适合目标蛋白的上样量下往往已经饱和；胶片的动态范围也很窄[5], [6], [8]。因此，本方案将定量质控环节纳入整个流程：用二喹啉甲酸（BCA）法测定蛋白浓度[4]，以稀释梯度确定线性范围，并在开启饱和警示的情况下用 CCD 成像仪采集图像。",
        },
      ],
    },
    {
      kind: "materials",
      blocks: [
        {
          materials: [
            { name: "Dulbecco 磷酸盐缓冲液（DPBS），不含 Ca²⁺ 和 Mg²⁺", supplier: "Thermo Fisher Scientific", catalog: "14190144" },
            { name: "RIPA 裂解提取缓冲液", supplier: "Thermo Fisher Scientific", catalog: "89900" },
            { name: "Halt 蛋白酶和磷酸酶抑制剂混合物（100×）", supplier: "Thermo Fisher Scientific", catalog: "78440" },
            { name: "Pierce BCA 蛋白定量试剂盒", supplier: "Thermo Fisher Scientific", catalog: "23225" },
            { name: "4× Laemmli 上样缓冲液", supplier: "Bio-Rad Laboratories", catalog: "1610747" },
            { name: "2-巯基乙醇", supplier: "Sigma-Aldrich", catalog: "M3148" },
            { name: "30% 丙烯酰胺/甲叉双丙烯酰胺溶液（37.5:1）", supplier: "Bio-Rad Laboratories", catalog: "1610158" },
            { name: "四甲基乙二胺（TEMED）", supplier: "Bio-Rad Laboratories", catalog: "1610800" },
            { name: "过硫酸铵（APS）", supplier: "Sigma-Aldrich", catalog: "A3678" },
            { name: "Tris 碱", supplier: "Sigma-Aldrich", catalog: "T1503" },
            { name: "甘氨酸", supplier: "Sigma-Aldrich", catalog: "G8898" },
            { name: "十二烷基硫酸钠（SDS）", supplier: "Sigma-Aldrich", catalog: "L3771" },
            { name: "甲醇，ACS 级", supplier: "Sigma-Aldrich", catalog: "322415" },
            { name: "Precision Plus Protein Dual Color 双色预染蛋白标准品", supplier: "Bio-Rad Laboratories", catalog: "1610374" },
            { name: "Immobilon-P PVDF 膜，0.45 µm", supplier: "Merck Millipore", catalog: "IPVH00010" },
            { name: "Whatman 3MM Chr 层析滤纸", supplier: "Cytiva", catalog: "3030-917" },
            { name: "丽春红 S 染色液，0.1%（w/v），溶于 5% 乙酸", supplier: "Sigma-Aldrich", catalog: "P7170" },
            { name: "吐温 20（Tween 20）", supplier: "Sigma-Aldrich", catalog: "P1379" },
            { name: "印迹级封闭剂（脱脂奶粉）", supplier: "Bio-Rad Laboratories", catalog: "1706404" },
            { name: "牛血清白蛋白，组分 V", supplier: "Sigma-Aldrich", catalog: "A7906" },
            { name: "兔抗 p53 单克隆抗体（7F5）", supplier: "Cell Signaling Technology", catalog: "2527", note: "示例目标蛋白；1:1,000" },
            { name: "小鼠抗 β-actin 单克隆抗体（AC-15）", supplier: "Sigma-Aldrich", catalog: "A5441", note: "内参；1:10,000" },
            { name: "HRP 标记的抗兔 IgG 抗体", supplier: "Cell Signaling Technology", catalog: "7074" },
            { name: "HRP 标记的抗小鼠 IgG 抗体", supplier: "Cell Signaling Technology", catalog: "7076" },
            { name: "SuperSignal West Pico PLUS 化学发光底物", supplier: "Thermo Fisher Scientific", catalog: "34580" },
            { name: "Restore Western blot 剥离缓冲液", supplier: "Thermo Fisher Scientific", catalog: "21059" },
          ],
        },
      ],
    },
    {
      kind: "equipment",
      blocks: [
        {
          materials: [
            { name: "Mini-PROTEAN Tetra 垂直电泳槽（含制胶架）", supplier: "Bio-Rad Laboratories", catalog: "Mini-PROTEAN Tetra, 1658004" },
            { name: "Mini Trans-Blot 电转印模块", supplier: "Bio-Rad Laboratories", catalog: "Mini Trans-Blot, 1703930" },
            { name: "电泳仪电源", supplier: "Bio-Rad Laboratories", catalog: "PowerPac Basic, 1645050" },
            { name: "冷冻微量离心机", supplier: "Eppendorf", catalog: "Centrifuge 5424 R" },
            { name: "恒温混匀仪（配 1.5 mL 模块）", supplier: "Eppendorf", catalog: "ThermoMixer C" },
            { name: "酶标仪（检测 562 nm 吸光度）", supplier: "Agilent BioTek", catalog: "Synergy H1" },
            { name: "探头式超声破碎仪（可选，用于黏稠的裂解液）", supplier: "Qsonica", catalog: "Q125" },
            { name: "CCD 化学发光成像仪", supplier: "Bio-Rad Laboratories", catalog: "ChemiDoc MP, 12003154" },
            { name: "平板摇床", supplier: "Thermo Fisher Scientific", catalog: "88880020" },
            { name: "磁力搅拌器", supplier: "IKA", catalog: "RCT basic" },
          ],
        },
      ],
    },
    {
      kind: "software",
      blocks: [
        {
          materials: [
            { name: "Image Lab（图像采集与光密度分析）", supplier: "Bio-Rad Laboratories", catalog: "version 6.1" },
            { name: "Fiji / ImageJ（光密度分析的替代软件）", supplier: "Open source (imagej.net)", catalog: "version 2.14.0" },
            { name: "GraphPad Prism（统计分析与作图）", supplier: "GraphPad Software", catalog: "version 10.2" },
          ],
        },
      ],
    },
    {
      kind: "procedure",
      blocks: [
        { heading: "A. 全细胞裂解液的制备" },
        {
          steps: [
            {
              text: "在 6 孔板（或 10 cm 培养皿）中培养细胞至 70%–90% 汇合度，并进行相应的实验处理。本方案示例中，A549 细胞用 10 µM 依托泊苷或 0.1% DMSO 处理 24 h。",
            },
            {
              text: "新鲜配制裂解缓冲液：向 990 µL 预冷的 RIPA 缓冲液中加入 10 µL 100× Halt 抑制剂混合物。6 孔板每孔需 150 µL，10 cm 培养皿每皿需 500 µL。",
              notes: ["**关键步骤：**抑制剂须在临用前加入；其在水性缓冲液中数小时内即会失活。"],
            },
            {
              text: "将培养板置于冰上，彻底吸净培养基，用 2 mL 预冷的 DPBS 洗涤细胞 2 次。倾斜培养板，用 P200 移液器吸去残留的 DPBS。",
            },
            {
              text: "加入裂解缓冲液，用细胞刮刀刮下细胞，并将裂解液转移至预冷的 1.5 mL 离心管中。",
            },
            {
              text: "冰上孵育 20 min，每 5 min 涡旋振荡 5 s。",
              substeps: [
                { text: "若裂解液因基因组 DNA 释放而变得黏稠，可在冰上进行超声处理（30% 振幅，每次 5 s，共 3 次，每次间隔 10 s）。" },
              ],
            },
            {
              text: "4 °C、16,000 × g 离心 15 min，将上清转移至新的预冷离心管中，注意不要扰动沉淀。",
              notes: ["**暂停点：**裂解液可于 −80 °C 保存数月。避免反复冻融；必要时分装保存。"],
            },
          ],
        },
        { heading: "B. 蛋白定量与样品制备" },
        {
          steps: [
            {
              text: "用与裂解时相同的 RIPA 缓冲液配制 BSA 标准品（0、125、250、500、750、1,000、1,500 和 2,000 µg/mL），并将各裂解液用 RIPA 缓冲液按 1:5 稀释。",
            },
            {
              text: "向透明 96 孔板中加入各标准品及稀释后的样品，每孔 10 µL，每份设 2 个复孔；再加入 200 µL BCA 工作液（A 液:B 液 = 50:1），37 °C 孵育 30 min[4]。",
            },
            {
              text: "将培养板于室温冷却 5 min，读取 562 nm 处吸光度，并用标准曲线的二次拟合计算蛋白浓度。",
            },
            {
              text: "每个样品取 20 µg 蛋白，用 RIPA 缓冲液补至统一体积 22.5 µL，再加入 7.5 µL 含 10%（v/v）2-巯基乙醇的 4× Laemmli 缓冲液。95 °C 加热 5 min，冰上冷却后短暂离心。",
              notes: [
                "多次跨膜蛋白在煮沸时易发生聚集，此类蛋白应改为 70 °C 加热 10 min。",
                "**安全提示：**2-巯基乙醇有毒且气味难闻，须在通风橱内操作。",
              ],
            },
          ],
        },
        { heading: "C. SDS-PAGE" },
        {
          steps: [
            {
              text: "灌制 1.0 mm 厚的 10% 分离胶（配方 7）。在胶面上覆盖 500 µL 水饱和异丁醇，静置聚合 30 min。倒掉覆盖液，用水冲洗，再灌入 4% 浓缩胶（配方 8），插入 10 孔梳子，静置聚合 20 min。",
              notes: [
                "根据目标蛋白大小选择丙烯酰胺浓度：60–200 kDa 用 8%，30–120 kDa 用 10%，10–60 kDa 用 12%–15%。",
                "**安全提示：**未聚合的丙烯酰胺具有神经毒性。操作时佩戴丁腈手套，未聚合的废液按危险化学废弃物处理。",
              ],
            },
            {
              text: "将凝胶装入电泳槽，向内槽加入 1× 电泳缓冲液（配方 1），确认无渗漏后再向外槽加缓冲液至刻度线。拔出梳子，用电泳缓冲液冲洗加样孔。",
            },
            {
              text: "第一泳道加入 5 µL 预染蛋白标准品，其余泳道每孔加入 30 µL 样品。空余泳道加入 30 µL 1× Laemmli 缓冲液，以保持泳道平直。",
            },
            {
              text: "以 80 V 电泳至染料前沿进入分离胶（约 20 min），再以 120 V 电泳至染料前沿到达凝胶底部（约 70 min）。",
            },
          ],
        },
        {
          figure: {
            src: "/figures/cn/western-blot.svg",
            alt: "Western blot 实验流程示意图：细胞裂解、BCA 测定、SDS-PAGE、由阴极到阳极排列的湿法转印“三明治”、免疫检测及 CCD 成像；插图为示例印迹，显示 p53 和 β-actin 条带。",
            caption: "实验流程概览。转印“三明治”的组装方式使带负电的 SDS-蛋白复合物从凝胶向阳极（+）移动，并转移到 PVDF 膜上。图中标出了各阶段大致的操作时间和孵育时间。",
          },
        },
        { heading: "D. 湿法转印至 PVDF 膜" },
        {
          steps: [
            {
              text: "在电泳进行期间，配制 1 L 预冷的转印缓冲液（配方 2），并按每块凝胶裁剪 1 张 PVDF 膜（7 × 8.5 cm）和 2 张 3MM 滤纸（7.5 × 9 cm）。",
            },
            {
              text: "将 PVDF 膜在 100% 甲醇中活化 30 s，去离子水漂洗 1 min，再在转印缓冲液中平衡至少 5 min。同时将海绵垫和滤纸浸泡于转印缓冲液中。",
              notes: ["**关键步骤：**PVDF 膜活化后不可变干。若膜变白、不透明，应重新用甲醇浸润。"],
            },
            {
              text: "在盛有转印缓冲液的托盘中打开转印夹，黑色面（阴极）朝下，依次叠放：海绵垫、滤纸、凝胶、膜、滤纸、海绵垫。每放一层都用试管或滚轮赶出气泡，然后合上转印夹。",
            },
            {
              text: "将转印夹插入转印模块，使黑色面朝向黑色电极；放入冷冻好的冰盒和搅拌子，向转印槽内加满预冷的转印缓冲液，在搅拌条件下 100 V 恒压转印 60 min。",
              notes: [
                "对于大于 150 kDa 的蛋白，应于 4 °C、30 V 转印过夜，同时将转印缓冲液中的甲醇降至 10%，并加入 0.05% SDS。",
                "**安全提示：**电源开启时切勿打开转印槽盖。",
              ],
            },
            {
              text: "拆开“三明治”，用铅笔标记膜的方向，在摇床上用丽春红 S 染色 5 min。用水漂洗后对膜拍照，以记录转印和上样情况；随后用 TBST（配方 4）洗涤 3 次、每次 5 min 进行脱色。",
            },
          ],
        },
        { heading: "E. 封闭与抗体孵育" },
        {
          steps: [
            {
              text: "将膜置于 10 mL 含 5%（w/v）脱脂奶粉的 TBST 中，室温轻摇封闭 1 h。",
              notes: ["检测磷酸化蛋白时，应以含 5% BSA 的 TBST 代替脱脂奶粉；牛奶中含有酪蛋白（一种磷蛋白）及内源性磷酸酶。"],
            },
            {
              text: "若各目标蛋白大小相差足够大，可用干净的手术刀将膜水平剪开，使每条膜分别用不同的抗体检测（例如在 42 至 50 kDa 之间、紧贴 50 kDa 标准品条带下方剪开，使约 53 kDa 的 p53 留在上方膜条、42 kDa 的 β-actin 留在下方膜条；若正好沿 50 kDa 标准品条带剪开，可能把 p53 条带剪断）。",
            },
            {
              text: "用含 5% BSA 的 TBST 稀释一抗（抗 p53 1:1,000；抗 β-actin 1:10,000），用量至少为每 cm² 膜 0.1 mL，4 °C 摇动孵育过夜。",
              notes: ["**暂停点：**含 0.02% 叠氮化钠的一抗稀释液于 4 °C 保存时，可在两周内重复使用最多三次。"],
            },
            {
              text: "用 15 mL TBST 洗膜 3 次，每次 10 min。",
            },
            {
              text: "用含 5% 脱脂奶粉的 TBST 按 1:5,000 稀释 HRP 标记的二抗，室温孵育 1 h。",
              notes: ["**关键步骤：**二抗溶液和洗涤缓冲液中切勿加入叠氮化钠；叠氮化物会不可逆地抑制 HRP。"],
            },
            {
              text: "用 TBST 洗涤 3 次，每次 10 min，再用不含去污剂的 TBS 漂洗 1 次。",
            },
          ],
        },
        { heading: "F. 化学发光检测与再次检测" },
        {
          steps: [
            {
              text: "临用前将 ECL 两种组分按 1:1 混合（用量约为每 cm² 膜 0.1 mL）；将膜边缘在纸巾上轻触以沥去多余液体，蛋白面朝上在底物中孵育 5 min。",
            },
            {
              text: "沥去多余底物，将膜夹在两张透明文件保护套之间，用 CCD 成像仪成像。",
              substeps: [
                { text: "先采集预染标准品的比色图像。" },
                { text: "使用信号累积模式采集一系列不同曝光时间的图像（如 1–60 s 共 5 张），并开启饱和像素高亮显示。" },
                { text: "选取目标条带中均无饱和像素的最长曝光图像用于定量。" },
              ],
            },
            {
              text: "可选：如需再次检测，将膜置于 Restore 剥离缓冲液中室温孵育 15 min，用 TBST 洗涤 3 次、每次 5 min，再次用 ECL 底物孵育以确认信号已被去除，然后重新封闭，并重复 E 部分的抗体孵育步骤。",
              notes: ["剥离会损失部分抗原。应首先检测丰度最低的目标蛋白；若内参是在剥离后检测的，不要以其为基准对目标蛋白进行定量。"],
            },
          ],
        },
      ],
    },
    {
      kind: "data_analysis",
      blocks: [
        {
          p: "在 Image Lab 中使用 Lane and Bands 工具对条带强度进行定量；或在 Fiji 中对每个泳道使用大小相同的矩形选区进行定量[5]。扣除局部背景（Image Lab 中滚盘半径设为 10–20 mm；Fiji 中取紧邻每个条带上方和下方区域的平均值），并导出校正后的体积值。",
        },
        {
          p: "将每个目标条带的信号以同一泳道的内参进行归一化。当内参蛋白丰度高到足以饱和时，优先采用总蛋白归一化（丽春红 S 图像，或在条件允许时使用免染凝胶），因为它不受任何单一管家蛋白生物学调控的影响[6]。结果以同一张膜上对照组的平均值为基准表示；只有当每张膜上都加载了共同的参照样品时，才可在不同膜之间进行比较。",
        },
        {
          p: "在比较不同处理条件之前，应对每种新抗体和新细胞类型至少进行一次混合样品的两倍稀释梯度实验（如 2.5–40 µg），以确认目标蛋白和归一化参照均处于线性范围内。报告独立生物学重复的数量（指分别培养、分别裂解的样品，而非同一裂解液的重复上样），至少设 3 个重复，并对经对数转换的归一化比值进行差异检验（如配对 *t* 检验，或单因素方差分析并进行适当的多重比较校正）。",
        },
      ],
    },
    {
      kind: "validation",
      blocks: [
        {
          p: "本方案在经 10 µM 依托泊苷处理 24 h 的 A549 细胞中进行了验证。将同一裂解液的两倍稀释梯度（2.5–40 µg）分别在三块凝胶上电泳，并于不同日期平行进行转印和检测。在选择避免饱和的曝光时间时，p53 和 β-actin 信号在所测范围内均呈线性（R² 分别为 0.993 和 0.987）；而曝光 120 s 时，上样量超过 20 µg 的 β-actin 信号即达到饱和。依托泊苷对 p53 的诱导倍数（5.8 ± 0.7 倍，*n* = 4 个生物学重复）与预期的 DNA 损伤应答一致；且 *TP53* 敲除的 A549 克隆裂解液中无 p53 条带，证实了抗体的特异性。",
        },
        {
          table: {
            caption: "蛋白稀释梯度中 ECL 信号的线性（依托泊苷处理的 A549 裂解液；三张膜的平均值，扣除背景后的体积值，任意单位）。",
            head: ["上样量（µg）", "p53 体积值（×10⁵）", "p53 CV（%）", "β-actin 体积值（×10⁶）", "β-actin CV（%）"],
            rows: [
              ["2.5", "0.91", "14.2", "0.62", "11.8"],
              ["5", "1.86", "9.7", "1.21", "8.4"],
              ["10", "3.62", "7.9", "2.35", "6.9"],
              ["20", "7.41", "6.3", "4.52", "7.2"],
              ["40", "14.10", "8.1", "8.37", "9.5"],
              ["线性拟合 R²", "0.993", "—", "0.987", "—"],
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
            "样品、缓冲液和转印槽均应保持低温；细胞一经裂解，蛋白水解和去磷酸化即开始发生。",
            "每次实验均应设置阳性对照裂解液（已知表达目标蛋白）；条件允许时，以敲除或敲低细胞的裂解液作为阴性对照。",
            "只用钝头镊子夹取膜的边角；指纹和手套粉末会造成斑驳的背景。",
            "每次印迹都应记录抗体的克隆号、批号和稀释比例；不同批次间的差异是结果无法重复的常见原因。",
          ],
        },
        {
          table: {
            caption: "常见问题及解决方法。",
            head: ["问题", "可能原因", "解决方法"],
            rows: [
              ["无条带，但标准品已转印", "目标蛋白未表达；抗体失活；HRP 相关溶液中含叠氮化物", "使用阳性对照裂解液；使用新鲜配制的抗体稀释液；配制不含叠氮化物的二抗溶液和洗涤液"],
              ["膜上既无条带也无标准品", "“三明治”组装方向颠倒；PVDF 膜未活化", "检查方向（凝胶位于阴极一侧）；使用前用甲醇活化 PVDF 膜"],
              ["背景均匀偏高", "封闭或洗涤不充分；二抗浓度过高", "用新鲜封闭液封闭 1 h；洗涤增加至 4 × 10 min；二抗按 1:10,000 稀释"],
              ["背景呈斑点状", "封闭液或抗体中有聚集物；膜干燥", "奶粉溶液用 0.45 µm 滤膜过滤；抗体 10,000 × g 离心 2 min；保持膜湿润"],
              ["条带发白（中空）", "信号过强导致局部底物耗竭", "减少上样量，或进一步稀释一抗/二抗"],
              ["条带拖尾或呈“微笑”状", "上样过量；样品盐浓度过高；凝胶过热", "上样量 ≤ 30 µg；降低电压或在冷室中电泳"],
              ["出现多条非预期条带", "蛋白降解；抗体非特异性结合；翻译后修饰", "加入新鲜抑制剂；用敲除细胞裂解液验证；查阅抗体说明书中已知的亚型"],
              ["大分子蛋白转印不佳", "甲醇使凝胶孔径缩小；转印时间过短", "使用含 0.05% SDS 的 10% 甲醇转印缓冲液；4 °C、30 V 转印过夜"],
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
            "**配方 1. 10× Tris-甘氨酸-SDS 电泳缓冲液（1 L）：**30.3 g Tris 碱（250 mM）、144.0 g 甘氨酸（1.92 M）、10.0 g SDS（1% w/v），用去离子水溶解并定容至 1 L。无需调节 pH（约 8.3）。使用前按 1:10 稀释。",
            "**配方 2. 转印缓冲液（1 L，现用现配并预冷至 4 °C）：**3.03 g Tris 碱（25 mM）、14.4 g 甘氨酸（192 mM）、200 mL 甲醇（20% v/v），用去离子水定容至 1 L。",
            "**配方 3. 10× TBS（1 L）：**24.2 g Tris 碱（200 mM）、88.0 g NaCl（1.5 M），用 HCl 调 pH 至 7.6，定容至 1 L。",
            "**配方 4. TBST：**100 mL 10× TBS、1 mL Tween 20（0.1% v/v），用去离子水定容至 1 L。",
            "**配方 5. 封闭液：**含 5%（w/v）脱脂奶粉或 5%（w/v）BSA 的 TBST；当天配制。",
            "**配方 6. 10%（w/v）APS：**100 mg 过硫酸铵溶于 1 mL 去离子水；4 °C 保存，最多 1 周。",
          ],
        },
        {
          table: {
            caption: "配方 7 和 8. 两块 1.0 mm 小胶的凝胶溶液。",
            head: ["组分", "10% 分离胶（10 mL）", "4% 浓缩胶（5 mL）"],
            rows: [
              ["去离子水", "4.0 mL", "3.05 mL"],
              ["30% 丙烯酰胺/甲叉双丙烯酰胺（37.5:1）", "3.3 mL", "0.65 mL"],
              ["1.5 M Tris-HCl，pH 8.8", "2.5 mL", "—"],
              ["0.5 M Tris-HCl，pH 6.8", "—", "1.25 mL"],
              ["10%（w/v）SDS", "100 µL", "50 µL"],
              ["10%（w/v）APS", "100 µL", "50 µL"],
              ["TEMED（最后加入）", "10 µL", "5 µL"],
            ],
          },
        },
      ],
    },
    {
      kind: "acknowledgments",
      blocks: [
        {
          p: "感谢东湖大学蛋白质分析平台的各位成员提供仪器支持，并测试了本方案的早期版本。本工作得到湖北省自然科学基金（虚构）项目（No. 2023-CFB-0417）资助。",
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
          p: "不适用。本方案仅使用已建立的商业化人源细胞系，不涉及人类受试者或动物。",
        },
      ],
    },
  ],
};
