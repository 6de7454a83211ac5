import type { AuthoredTranslation } from "../types";

export const translation: AuthoredTranslation = {
  slug: "whole-cell-patch-clamp",
  sections: [
    {
      kind: "background",
      blocks: [
        {
          p: "膜片钳技术最初是为分辨单个离子通道电流而建立的 [1]，随着千兆欧封接（gigaseal）和全细胞记录模式的发展，它成为细胞电生理学的通用工具 [2]。在全细胞模式下，电极下方的膜片被打破，电极内液随之透析细胞，放大器则控制整个神经元的膜电位（电压钳）或注入电流（电流钳）。",
        },
        {
          p: "将该方法应用于薄脑片中的神经元 [3]，并借助红外微分干涉相差（IR-DIC）视频显微镜使其可视化 [6]，使研究者能够在局部环路中有针对性地记录已鉴定的细胞。然而，成年动物的脑片在常规蔗糖切片液中切制时会迅速衰退。以 *N*-甲基-D-葡糖胺（NMDG）替代钠离子进行保护性恢复，结合经心脏灌流和分步回补钠离子，可显著改善成熟及衰老脑组织中神经元的存活和形态 [4]，[5]。",
        },
        {
          p: "除脑片状态外，全细胞测量的准确性还取决于合适的电极内液、低而稳定的串联电阻，以及对电极内液与浴液之间液接电位的校正 [7]。在突起广泛延伸的神经元中，电压钳误差相当可观，解读突触电流时必须加以考虑 [8]。本方案将上述要点整合为一套常规操作流程，既可供刚接触脑片电生理的研究者照做，也可作为有经验者的参考 [9]。",
        },
      ],
    },
    {
      kind: "materials",
      blocks: [
        {
          materials: [
            { name: "C57BL/6J 小鼠，4–12 周龄，雌雄不限", supplier: "The Jackson Laboratory", catalog: "000664" },
            { name: "异氟烷（USP 级）", supplier: "Covetrus", catalog: "029405" },
            { name: "N-甲基-D-葡糖胺（NMDG）", supplier: "Sigma-Aldrich", catalog: "M2004" },
            { name: "氯化钠（NaCl）", supplier: "Sigma-Aldrich", catalog: "S9888" },
            { name: "氯化钾（KCl）", supplier: "Sigma-Aldrich", catalog: "P3911" },
            { name: "一水磷酸二氢钠（NaH₂PO₄·H₂O）", supplier: "Sigma-Aldrich", catalog: "S9638" },
            { name: "碳酸氢钠（NaHCO₃）", supplier: "Sigma-Aldrich", catalog: "S6014" },
            { name: "HEPES", supplier: "Sigma-Aldrich", catalog: "H3375" },
            { name: "D-(+)-葡萄糖", supplier: "Sigma-Aldrich", catalog: "G8270" },
            { name: "硫脲", supplier: "Sigma-Aldrich", catalog: "T8656" },
            { name: "L-抗坏血酸钠", supplier: "Sigma-Aldrich", catalog: "A4034" },
            { name: "丙酮酸钠", supplier: "Sigma-Aldrich", catalog: "P2256" },
            { name: "七水硫酸镁（MgSO₄·7H₂O）", supplier: "Sigma-Aldrich", catalog: "230391" },
            { name: "二水氯化钙（CaCl₂·2H₂O）", supplier: "Sigma-Aldrich", catalog: "C7902" },
            { name: "D-葡萄糖酸钾", supplier: "Sigma-Aldrich", catalog: "G4500" },
            { name: "EGTA", supplier: "Sigma-Aldrich", catalog: "E3889" },
            { name: "5'-三磷酸腺苷镁盐（Mg-ATP）", supplier: "Sigma-Aldrich", catalog: "A9187" },
            { name: "5'-三磷酸鸟苷钠盐水合物（Na-GTP）", supplier: "Sigma-Aldrich", catalog: "G8877" },
            { name: "磷酸肌酸二钠盐水合物", supplier: "Sigma-Aldrich", catalog: "P7936" },
            { name: "生物胞素（biocytin）", supplier: "Sigma-Aldrich", catalog: "B4261" },
            { name: "印防己毒素（picrotoxin）", supplier: "Tocris Bioscience", catalog: "1128" },
            { name: "NBQX 二钠盐", supplier: "Tocris Bioscience", catalog: "1044" },
            { name: "D-AP5", supplier: "Tocris Bioscience", catalog: "0106" },
            { name: "带内芯丝的硼硅玻璃毛细管，外径 1.5 mm，内径 0.86 mm", supplier: "Sutter Instrument", catalog: "BF150-86-10" },
            { name: "氰基丙烯酸酯粘合剂（用于固定组织块）", supplier: "Loctite (Henkel)", catalog: "454" },
          ],
        },
      ],
    },
    {
      kind: "equipment",
      blocks: [
        {
          materials: [
            { name: "振动切片机", supplier: "Leica Biosystems", catalog: "VT1200 S" },
            { name: "微电极拉制仪", supplier: "Sutter Instrument", catalog: "P-1000" },
            { name: "配备 IR-DIC 光学系统的正置显微镜", supplier: "Olympus (Evident)", catalog: "BX51WI" },
            { name: "水浸物镜，40×/0.80 NA", supplier: "Olympus (Evident)", catalog: "LUMPLFLN40XW" },
            { name: "sCMOS 相机", supplier: "Hamamatsu Photonics", catalog: "ORCA-Flash4.0 LT3" },
            { name: "电动显微操纵器", supplier: "Scientifica", catalog: "PatchStar" },
            { name: "膜片钳放大器", supplier: "Molecular Devices", catalog: "MultiClamp 700B" },
            { name: "数模转换器", supplier: "Molecular Devices", catalog: "Digidata 1550B" },
            { name: "管路式溶液加热器及温控器", supplier: "Warner Instruments", catalog: "SH-27B / TC-324C" },
            { name: "蠕动泵", supplier: "Gilson", catalog: "Minipuls 3" },
            { name: "带法拉第笼的防震台", supplier: "TMC", catalog: "63-500 Series" },
            { name: "冰点渗透压仪", supplier: "Advanced Instruments", catalog: "Model 3320" },
            { name: "pH 计", supplier: "Mettler Toledo", catalog: "SevenCompact S220" },
          ],
        },
      ],
    },
    {
      kind: "software",
      blocks: [
        {
          list: [
            "pCLAMP v11.2（Clampex 和 Clampfit；Molecular Devices）——数据采集与分析",
            "MultiClamp Commander v2.2（Molecular Devices）——放大器控制",
            "Clampex 中的 Junction Potential Calculator（Molecular Devices）——液接电位估算",
            "Python v3.11 及 pyABF v2.3.8、NumPy v1.26 和 SciPy v1.11（开源软件）——批量分析",
            "GraphPad Prism v10（GraphPad Software）——统计分析与作图",
          ],
        },
      ],
    },
    {
      kind: "procedure",
      blocks: [
        { heading: "A. 溶液与电极（实验前一天及实验当天上午）" },
        {
          steps: [
            {
              text: "实验当天用新鲜超纯水配制 NMDG-HEPES 切片液、HEPES 孵育 aCSF 和记录 aCSF 各 1 L（见“溶液配制”）。确认渗透压为 300–310 mOsm/kg，各溶液先通入卡波金（95% O~2~/5% CO~2~）至少 15 min，再调节或核对 pH（7.3–7.4）。",
              notes: ["**关键步骤：**CaCl~2~ 须在溶液通入卡波金之后再加入，否则会生成碳酸钙或磷酸钙沉淀。"],
            },
            {
              text: "取一管 K-葡萄糖酸盐电极内液（−20 °C 保存）解冻，涡旋混匀，经 0.22 µm 针式滤器过滤，当天全程置于冰上。",
            },
            {
              text: "将 300 mL 已通卡波金的 NMDG 溶液置于冰箱冷冻室冷却 20–30 min 至冰水混合状（0–2 °C）；将 150 mL NMDG 溶液在水浴中的恢复槽内加热至 32–34 °C。向孵育槽中加入室温 HEPES aCSF。所有溶液均持续通气。",
            },
            {
              text: "拉制充灌 K-葡萄糖酸盐内液后电阻为 3–5 MΩ 的电极（记录小型中间神经元用 4–6 MΩ）。电极加盖存放，避免尖端沾染灰尘，并于当天用完。",
            },
          ],
        },
        { heading: "B. 灌流与切片" },
        {
          steps: [
            {
              text: "将小鼠置于诱导盒中，用 4% 异氟烷麻醉至足部回缩反射消失，然后经鼻罩以 2% 异氟烷维持麻醉。",
              notes: ["**伦理：**所有操作均须经当地动物福利委员会批准。第一次切开前，须再次确认足部回缩反射已消失。"],
            },
            {
              text: "打开胸腔，用注射器或重力灌流装置，以约 10 mL/min 的速度经心脏灌注 20–25 mL 冰冷的、已通卡波金的 NMDG 溶液。",
            },
            {
              text: "断头，在 60 s 内取出全脑，立即浸入冰冷的 NMDG 溶液中。",
            },
            {
              text: "按所需切面修块（例如体感皮层取冠状切面，海马取水平切面），将切面在滤纸上略微吸干，用氰基丙烯酸酯粘合剂将其粘在样品台上，一侧以 4% 琼脂块支撑。",
            },
            {
              text: "向缓冲槽中加满冰冷的、已通卡波金的 NMDG 溶液，在 VT1200 S 上以 0.06–0.10 mm/s 的刀片推进速度和 1.0 mm 的振幅切制 300 µm 脑片。",
              notes: ["使用前校准刀片的垂直偏移（目标值低于 0.5 µm）；垂直振动是造成脑片表面损伤的主要原因。"],
            },
            {
              text: "用剪去尖端并经火焰抛光的巴斯德吸管将每张脑片转移至 32–34 °C 的 NMDG 恢复槽中。转移第一张脑片时开始计时。",
            },
            {
              text: "按照 Ting 等人提出的随年龄调整的时间表 [5]，在规定时间点向恢复槽中分次加入逐步增加体积的 2 M NaCl 补钠液，使钠离子逐步回补。",
              notes: ["**关键步骤：**严格遵守时间表；成年组织若长时间暴露于温热的 NMDG 溶液中而不回补钠离子，细胞会发生肿胀，难以形成千兆欧封接。"],
            },
            {
              text: "将脑片转移至室温 HEPES 孵育 aCSF 中，恢复至少 1 h 后再进行记录。",
              notes: ["**暂停点：**在持续通入卡波金的孵育 aCSF 中，脑片可在 5–6 h 内保持适于记录的状态。"],
            },
          ],
        },
        { heading: "C. 建立全细胞记录模式" },
        {
          steps: [
            {
              text: "将一张脑片转移至记录槽中，用铂丝-尼龙丝压片网（harp）固定，以 2–3 mL/min 的流速灌流经管路加热至 30–32 °C 的记录 aCSF。",
            },
            {
              text: "在 40× 物镜和 IR-DIC 光学系统下，选择位于脑片表面以下 30–80 µm、细胞膜光滑、细胞核可见但不突出且无肿胀迹象的神经元。",
            },
            {
              text: "向电极中充灌 6–8 µL 电极内液，轻弹排出尖端气泡，装到探头上。电极尖端入浴前施加正压（20–30 mbar）。",
            },
            {
              text: "在浴液中将电极失调电位归零，并在电压钳模式下用 5 mV、10 ms 的封接测试脉冲确认电极电阻。",
            },
            {
              text: "在直视下沿斜向接近细胞。当正压在细胞膜上压出一个小凹陷时，撤去正压；千兆欧封接通常在数秒内形成。必要时轻轻施加负压，并将钳制电位设为 −70 mV。",
              notes: ["仅在封接电阻高于 1 GΩ 时继续操作。若 1 min 内未形成封接，应更换电极。"],
            },
            {
              text: "用 MultiClamp Commander 的自动功能补偿快电容（电极电容）。",
            },
            {
              text: "用短促而有力的负压脉冲（或 0.5 ms 的电击脉冲，zap）打破膜片。破膜成功的标志是出现大的电容瞬变，且钳制电流下降至稳定值。",
            },
            {
              text: "破膜后立即记录膜测试参数（串联电阻 Rs、输入电阻和膜电容），此后每 5 min 记录一次。",
              substeps: [
                { text: "接受 Rs 低于 20 MΩ、且在 −70 mV 时钳制电流比 −100 pA 更正的记录。" },
                { text: "实验过程中 Rs 变化超过 20% 的记录予以舍弃。" },
              ],
            },
          ],
        },
        { heading: "D. 记录方案" },
        {
          steps: [
            {
              text: "破膜后 1 min 内切换至电流钳（I = 0）模式，读取静息膜电位。随后开启桥平衡，并保守地进行电极电容中和，以免引起振荡。",
            },
            {
              text: "从静息电位（或以偏置电流维持的 −70 mV）出发，每 5 s 施加一次 500 ms 的电流阶跃，幅度从 −100 pA 至 +400 pA，步长 20 pA，用于测量输入电阻、sag 和放电特性。",
            },
            {
              text: "施加 1 s、从 0 升至 400 pA 的斜坡电流，以确定基强度（rheobase）和第一个动作电位的阈值。",
            },
            {
              text: "记录自发性兴奋性突触后电流（sEPSC）时，切换至电压钳，钳制于 −70 mV（使用该低氯电极内液时，氯离子反转电位约为 −90 mV，−70 mV 明显高于此值，GABA_A 电流即使存在也很小且为外向；印防己毒素亦会将其阻断），在 50 µM 印防己毒素存在下记录 5 min。",
              substeps: [
                { text: "记录结束时，经浴液给予 10 µM NBQX 和 50 µM D-AP5，以确认这些事件为谷氨酸能。" },
                { text: "记录抑制性电流时，使用铯基电极内液并钳制于 0 mV。" },
              ],
              notes: ["记录诱发电流时，串联电阻补偿 60%–70%（预测与校正，滞后 10 µs）；记录小的自发事件时不进行补偿，但须报告 Rs。"],
            },
            {
              text: "如计划进行形态重建，在电极内液中加入 0.3% 生物胞素，并使细胞在全细胞模式下保持至少 20 min。缓慢撤出电极以形成外面向外（outside-out）膜片，这有助于细胞膜重新封闭。",
            },
            {
              text: "将含有已充灌细胞的脑片置于以 PBS 配制的 4% 多聚甲醛中，4 °C 固定过夜，用于后续链霉亲和素染色。",
              notes: ["**安全提示：**多聚甲醛有毒，须在通风橱中操作。"],
            },
            {
              text: "当天实验结束后，用超纯水冲洗灌流管路 15 min，然后排空晾干。冲洗记录槽和压片网；切勿将 aCSF 留在管路中过夜。",
            },
          ],
        },
      ],
    },
    {
      kind: "data_analysis",
      blocks: [
        {
          p: "所有膜电位均须校正液接电位（LJP）。对于本方案所用的 K-葡萄糖酸盐电极内液和记录 aCSF，计算得到的 LJP 为 +14.8 mV；从测得的电位中减去该值（V~m~ = V~measured~ − 14.8 mV），并在方法部分注明数值已经校正 [7]。",
        },
        {
          p: "根据电流阶跃数据分析被动膜特性。输入电阻为 −100 至 0 pA 各阶跃的稳态电压-电流关系的斜率；膜时间常数通过对 −20 pA 阶跃所引起电压反应的单指数拟合获得；sag 比值为 −100 pA 阶跃时相对于基线的 (V~peak~ − V~ss~)/V~peak~。膜电容可由时间常数和输入电阻估算，也可由电压钳测试脉冲求得。",
        },
        {
          p: "以向上穿过 0 mV 作为动作电位的检测标准。阈值定义为 d*V*/d*t* 首次超过 20 V/s 时的膜电位；幅度为阈值至峰值之差；半宽为该幅度一半处的宽度；后超极化为峰电位后 50 ms 内相对于阈值的最低电位。绘制放电频率对注入电流的关系曲线（f–I 曲线），并报告基强度和最大放电频率。用 Clampfit 中的模板匹配算法检测 sEPSC（模板取自 50 个人工挑选的事件），并目视确认检测结果；报告每个细胞的事件频率、幅度中位数和衰减时间常数。",
        },
        {
          figure: {
            src: "/figures/cn/whole-cell-patch-clamp.svg",
            alt: "左：一个规则放电锥体神经元对 −100 pA、+100 pA 和 +250 pA 电流阶跃的电压反应，分别表现为伴有 sag 的超极化、少数几个峰电位和重复放电。右：CA1 锥体神经元和快速放电中间神经元的放电频率-注入电流关系。",
            caption:
              "**代表性电流钳记录。**左：一个 CA1 锥体神经元对 500 ms 电流阶跃（−100、+100 和 +250 pA）的反应；箭头指示超极化激活的 sag。右：CA1 锥体神经元和第 2/3 层快速放电中间神经元的 f–I 关系（平均值 ± SEM）。",
          },
        },
        {
          p: "批量分析采用基于 pyABF 的自编 Python 脚本，以保证所有细胞采用相同的标准。统计比较应考虑数据的嵌套结构（细胞嵌套于脑片、脑片嵌套于动物），例如采用线性混合效应模型；并报告每组的细胞数和动物数。",
        },
      ],
    },
    {
      kind: "validation",
      blocks: [
        {
          p: "本方案在 31 只小鼠（6–10 周龄，雌雄兼有；部分小鼠的脑片同时提供了海马和皮层细胞，故下表中各组小鼠数之和大于 31）中进行了验证，记录了根据位置、IR-DIC 下形态和放电模式鉴定的三类细胞：背侧海马 CA1 锥体神经元、初级体感皮层第 2/3 层锥体神经元以及第 2/3 层快速放电中间神经元（部分细胞经生物胞素充灌和小白蛋白免疫染色确认）。在 142 次尝试的记录中，118 次（83%）在至少 30 min 内符合接受标准。记录结束时的串联电阻为 13.2 ± 3.1 MΩ（平均值 ± SD）。所测特性与这些细胞类型的已发表数据相符。",
        },
        {
          table: {
            caption: "采用本方案在 31 °C 下记录的三类神经元的电生理特性（平均值 ± SEM；膜电位已校正 LJP；示例数据）。",
            head: ["特性", "CA1 锥体神经元（n = 42 个细胞 / 12 只小鼠）", "L2/3 锥体神经元（n = 45 / 13）", "L2/3 快速放电中间神经元（n = 31 / 10）"],
            rows: [
              ["静息膜电位（mV）", "−67.4 ± 0.8", "−78.1 ± 0.7", "−69.5 ± 1.0"],
              ["输入电阻（MΩ）", "112 ± 7", "128 ± 9", "84 ± 6"],
              ["膜电容（pF）", "148 ± 9", "121 ± 7", "62 ± 4"],
              ["−100 pA 时的 sag 比值", "0.18 ± 0.01", "0.06 ± 0.01", "0.04 ± 0.01"],
              ["基强度（pA）", "118 ± 9", "162 ± 11", "276 ± 18"],
              ["动作电位阈值（mV）", "−50.6 ± 0.6", "−46.2 ± 0.7", "−44.9 ± 0.8"],
              ["动作电位半宽（ms）", "0.98 ± 0.03", "1.12 ± 0.04", "0.34 ± 0.02"],
              ["最大放电频率（Hz）", "36 ± 2", "31 ± 2", "214 ± 12"],
              ["sEPSC 频率（Hz）", "1.9 ± 0.2", "2.7 ± 0.3", "9.8 ± 1.1"],
              ["sEPSC 幅度（pA）", "13.6 ± 0.6", "12.1 ± 0.5", "24.3 ± 1.4"],
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
              ["大多数神经元肿胀或细胞核明显可见", "取脑过慢；切片液温度偏高；氧合不足", "在 60 s 内取出全脑；NMDG 溶液保持在 0–2 °C 并持续通入卡波金；进行经心脏灌流"],
              ["无法形成封接", "电极尖端不洁；正压丢失；细胞表面有碎屑", "过滤电极内液；检查压力管路是否漏气；接近细胞前用正压吹扫清洁细胞表面"],
              ["记录过程中串联电阻升高", "细胞膜重新封闭或尖端堵塞", "短暂轻柔地施加负压；使用电阻较低的电极；Rs 变化超过 20% 时舍弃该细胞"],
              ["静息电位去极化且输入电阻低", "封接漏电或破膜时细胞受损", "仅接受高于 1 GΩ 的封接；用短促负压脉冲破膜；舍弃钳制电流低于 −100 pA 的细胞"],
              ["50/60 Hz 电噪声", "接地回路或设备未屏蔽", "采用单点接地；关闭不需要的设备；对 Ag/AgCl 电极丝和浴液参比电极重新氯化"],
              ["基线电位漂移", "参比电极不稳定或浴液液面变化", "对浴液参比电极重新氯化；稳定灌流的进液和抽吸"],
            ],
          },
        },
        {
          list: [
            "电极内液的渗透压应比记录 aCSF 低 10–15 mOsm/kg，这有利于封接的形成和稳定。",
            "ATP 和 GTP 在溶液中会水解：电极内液应置于冰上，当天剩余的内液弃去。",
            "胞质透析会使某些特性随时间改变（例如钙电流的衰减（run-down））；关键记录方案应在破膜后的固定时间点进行。",
          ],
        },
      ],
    },
    {
      kind: "recipes",
      blocks: [
        {
          table: {
            caption: "细胞外液（浓度单位为 mM）。NMDG 溶液用浓盐酸调 pH 至 7.3–7.4；所有溶液渗透压为 300–310 mOsm/kg，并持续通入卡波金。",
            head: ["成分", "NMDG-HEPES 切片液", "HEPES 孵育 aCSF", "记录 aCSF"],
            rows: [
              ["NMDG", "92", "–", "–"],
              ["NaCl", "–", "92", "125"],
              ["KCl", "2.5", "2.5", "2.5"],
              ["NaH2PO4", "1.25", "1.25", "1.25"],
              ["NaHCO3", "30", "30", "25"],
              ["HEPES", "20", "20", "–"],
              ["D-葡萄糖", "25", "25", "25"],
              ["硫脲", "2", "2", "–"],
              ["抗坏血酸钠", "5", "5", "–"],
              ["丙酮酸钠", "3", "3", "–"],
              ["CaCl2", "0.5", "2", "2"],
              ["MgSO4", "10", "2", "1"],
            ],
          },
        },
        {
          list: [
            "**K-葡萄糖酸盐电极内液（mM）：**135 K-葡萄糖酸盐、4 KCl、10 HEPES、10 Na~2~-磷酸肌酸、4 Mg-ATP、0.3 Na-GTP、0.2 EGTA；用 KOH 调 pH 至 7.25，渗透压调至 285–290 mOsm/kg；需要时加入 0.3%（w/v）生物胞素。分装成每管 500 µL，−20 °C 保存，至多 3 个月。",
            "**2 M NaCl 补钠液：**将 1.17 g NaCl 溶于 10 mL NMDG-HEPES 切片液中。",
            "**药物储存液：**印防己毒素 50 mM，DMSO 配制；NBQX 10 mM，水配制；D-AP5 50 mM，水配制；分装后 −20 °C 保存，使用当天按 1:1,000 稀释于 aCSF 中。",
          ],
        },
      ],
    },
    {
      kind: "acknowledgments",
      blocks: [
        {
          p: "感谢秦岭医科大学实验动物中心工作人员对动物的饲养管理，感谢 Matthias Körner 博士在老龄小鼠脑片制备方面提供的建议。",
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
          p: "所有动物实验均经秦岭医科大学实验动物管理和使用委员会批准（方案编号 QMU-IACUC-2023-019），并按照国家有关实验动物管理和使用的规定及 ARRIVE 指南进行。小鼠群养，12 h 光照/黑暗循环，自由摄食饮水。我们尽一切努力减少动物使用数量并减轻其痛苦；终末操作均在深度异氟烷麻醉下进行。",
        },
      ],
    },
  ],
};
