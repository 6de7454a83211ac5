import type { AuthoredTranslation } from "../types";

export const translation: AuthoredTranslation = {
  slug: "immunofluorescence-cultured-cells",
  sections: [
    {
      kind: "background",
      blocks: [
        {
          p: "用荧光染料标记抗体以在组织中定位抗原，最早由 Coons 等人实现 [1]。目前常用的是间接法：未标记的一抗识别靶标，再由荧光染料偶联的二抗进行检测；这样既能放大信号，又能在组合使用不同宿主来源的一抗时同时对多个靶标成像。激光扫描共聚焦显微镜进一步提供了光学切片能力，可由一系列焦平面图像重建蛋白的三维分布。",
        },
        {
          p: "免疫荧光图像的可靠性取决于样品制备。化学固定可能抽提脂质、破坏精细结构或使可溶性蛋白重新分布，而去污剂通透也可能将抗原从膜上洗脱下来 [2]。抗体交叉反应始终是个难题，在用于定量分析之前，应通过遗传学方法或正交策略对抗体进行验证 [3]。在成像阶段，检测器饱和、光谱串色和采样不足都会影响荧光强度和共定位的测量 [4]，[5]。",
        },
        {
          p: "本方案以 U2OS 骨肉瘤细胞和一组四色染色组合为例，提供一套针对上述问题的标准化流程。方案包含解读图像所需的对照，以及基于 Fiji [6] 和 CellProfiler [7] 的分析流程，并可方便地推广到其他贴壁细胞系和抗体。",
        },
      ],
    },
    {
      kind: "materials",
      blocks: [
        {
          materials: [
            { name: "U2OS 细胞", supplier: "ATCC", catalog: "HTB-96" },
            { name: "McCoy's 5A 培养基（改良型）", supplier: "Gibco (Thermo Fisher Scientific)", catalog: "16600082" },
            { name: "胎牛血清", supplier: "Gibco (Thermo Fisher Scientific)", catalog: "10270106" },
            { name: "胰蛋白酶-EDTA（0.25%），含酚红", supplier: "Gibco (Thermo Fisher Scientific)", catalog: "25200056" },
            { name: "DPBS，不含钙、镁", supplier: "Gibco (Thermo Fisher Scientific)", catalog: "14190144" },
            { name: "盖玻片，直径 12 mm 圆形，No. 1.5H（170 ± 5 µm）", supplier: "Marienfeld", catalog: "0117520" },
            { name: "24 孔细胞培养板，平底", supplier: "Corning", catalog: "3524" },
            { name: "多聚-D-赖氨酸溶液，0.1 mg/mL", supplier: "Gibco (Thermo Fisher Scientific)", catalog: "A3890401" },
            { name: "多聚甲醛，16% 水溶液，电镜级", supplier: "Electron Microscopy Sciences", catalog: "15710" },
            { name: "甘氨酸", supplier: "Sigma-Aldrich", catalog: "G7126" },
            { name: "Triton X-100", supplier: "Sigma-Aldrich", catalog: "T8787" },
            { name: "牛血清白蛋白，不含 IgG、不含蛋白酶", supplier: "Jackson ImmunoResearch", catalog: "001-000-162" },
            { name: "正常山羊血清", supplier: "Jackson ImmunoResearch", catalog: "005-000-121" },
            { name: "抗 α-tubulin 单克隆抗体，克隆号 DM1A（小鼠）", supplier: "Sigma-Aldrich", catalog: "T6199" },
            { name: "抗 TOMM20 抗体，克隆号 EPR15581-54（兔）", supplier: "Abcam", catalog: "ab186735" },
            { name: "山羊抗小鼠 IgG (H+L)，高度交叉吸附，Alexa Fluor 488", supplier: "Invitrogen (Thermo Fisher Scientific)", catalog: "A-11029" },
            { name: "山羊抗兔 IgG (H+L)，高度交叉吸附，Alexa Fluor 568", supplier: "Invitrogen (Thermo Fisher Scientific)", catalog: "A-11036" },
            { name: "Alexa Fluor 647 鬼笔环肽", supplier: "Invitrogen (Thermo Fisher Scientific)", catalog: "A22287" },
            { name: "DAPI，双乳酸盐", supplier: "Invitrogen (Thermo Fisher Scientific)", catalog: "D3571" },
            { name: "ProLong Glass 抗淬灭封片剂", supplier: "Invitrogen (Thermo Fisher Scientific)", catalog: "P36980" },
            { name: "CCCP（羰基氰化物间氯苯腙）", supplier: "Sigma-Aldrich", catalog: "C2759", note: "线粒体碎片化的阳性对照" },
            { name: "载玻片，SuperFrost Plus", supplier: "Epredia", catalog: "J1800AMNZ" },
            { name: "TetraSpeck 荧光微球，0.1 µm", supplier: "Invitrogen (Thermo Fisher Scientific)", catalog: "T7279", note: "用于检查各通道的配准" },
            { name: "Parafilm M 封口膜", supplier: "Amcor", catalog: "PM996" },
          ],
        },
      ],
    },
    {
      kind: "equipment",
      blocks: [
        {
          materials: [
            { name: "激光扫描共聚焦显微镜，配备 405、488、561 和 639 nm 激光器及 GaAsP 检测器", supplier: "Carl Zeiss", catalog: "LSM 980" },
            { name: "油浸物镜，63×/1.40 NA", supplier: "Carl Zeiss", catalog: "Plan-Apochromat 63×/1.40 Oil DIC M27" },
            { name: "浸镜油，n = 1.518（23 °C）", supplier: "Carl Zeiss", catalog: "Immersol 518 F" },
            { name: "II 级生物安全柜", supplier: "Thermo Fisher Scientific", catalog: "1300 Series A2" },
            { name: "CO2 培养箱", supplier: "Thermo Fisher Scientific", catalog: "Heracell VIOS 160i" },
            { name: "全自动细胞计数仪", supplier: "Invitrogen (Thermo Fisher Scientific)", catalog: "Countess 3" },
            { name: "水平摇床", supplier: "IKA", catalog: "KS 130 basic" },
            { name: "细尖镊子，Dumont 5 号", supplier: "Fine Science Tools", catalog: "11252-20" },
          ],
        },
      ],
    },
    {
      kind: "software",
      blocks: [
        {
          list: [
            "ZEN blue v3.8（Carl Zeiss）——显微镜控制与图像采集",
            "Fiji（ImageJ v1.54f），安装 Bio-Formats 以及 JACoP 和 MiNA 插件——图像处理 [6]",
            "CellProfiler v4.2.6（Broad Institute）——分割与测量 [7]",
            "R v4.3.2 及 tidyverse v2.0.0——统计分析与作图",
          ],
        },
      ],
    },
    {
      kind: "procedure",
      blocks: [
        { heading: "A. 盖玻片准备与细胞接种（第 0 天）" },
        {
          steps: [
            {
              text: "清洗 No. 1.5H 盖玻片：将其浸于 1 M HCl 中，50 °C 孵育 4–16 h，用超纯水漂洗十次后保存于 70% 乙醇中。",
              notes: ["**安全提示：**浓酸须在通风橱中操作，并佩戴手套和护目镜。"],
            },
            {
              text: "在生物安全柜中，用无菌镊子向 24 孔板每孔放入一片盖玻片，待乙醇完全挥发（约 15 min）。",
            },
            {
              text: "可选（适用于贴壁较弱的细胞）：每片盖玻片加 300 µL 50 µg/mL 多聚-D-赖氨酸，室温包被 1 h，用无菌水漂洗三次后晾干。",
            },
            {
              text: "每孔接种 4 × 10^4^ 个 U2OS 细胞，完全培养基体积为 500 µL，目标是固定时细胞汇合度达到 60%–70%。轻轻拍打培养板，使细胞分布均匀。",
            },
            {
              text: "于 37 °C、5% CO~2~ 条件下培养 24–48 h。进行实验处理；取一孔用 10 µM CCCP 处理 2 h，作为线粒体碎片化的阳性对照。",
            },
          ],
        },
        { heading: "B. 固定、通透与封闭（第 1 天）" },
        {
          steps: [
            {
              text: "现配 4% 多聚甲醛（PFA）：取 1 体积 16% 储存液加 3 体积 DPBS（4 倍稀释），并预热至 37 °C。",
              notes: ["**安全提示：**PFA 有毒且为致敏物。须在通风橱中操作，废液单独收集。"],
            },
            {
              text: "吸去培养基，保留一层薄液膜以确保细胞始终不干，立即加入 500 µL 预热的 4% PFA，室温固定 15 min。",
              notes: [
                "**关键步骤：**预热的固定液可保存微管，而微管在室温下数秒内即会解聚。对某些表位（例如许多中心体蛋白），−20 °C 甲醇固定 10 min 效果更好；建立新抗体的染色条件时，应对两种固定方法都进行测试。",
              ],
            },
            {
              text: "用 500 µL DPBS 洗涤三次，每次 5 min，置于水平摇床上低速摇动。",
            },
            {
              text: "用 500 µL 含 50 mM 甘氨酸的 DPBS 淬灭游离醛基 10 min。",
              notes: ["**暂停点：**固定后的细胞可在 DPBS 中于 4 °C 保存至多一周；用 Parafilm 封口以防蒸发。"],
            },
            {
              text: "用 500 µL 含 0.1% Triton X-100 的 DPBS 室温通透 10 min。",
            },
            {
              text: "用 500 µL 封闭缓冲液室温封闭 1 h。",
            },
          ],
        },
        { heading: "C. 抗体染色（第 1 天）" },
        {
          steps: [
            {
              text: "用抗体稀释缓冲液稀释一抗：抗 α-tubulin（DM1A）1:1,000，抗 TOMM20 1:500。将稀释好的抗体于 16,000 × g 离心 5 min，以去除聚集物。",
            },
            {
              text: "准备湿盒：在 15 cm 培养皿中铺上湿润的纸巾，其上放一张 Parafilm。将抗体溶液以每滴 40 µL 滴加在 Parafilm 上。",
            },
            {
              text: "用镊子夹起每片盖玻片，将其边缘接触纸巾吸去多余液体，然后细胞面朝下扣在液滴上。室温孵育 1 h 或 4 °C 孵育过夜。",
              substeps: [
                { text: "仅加二抗对照：取一片盖玻片，在不含一抗的稀释缓冲液中孵育。" },
                { text: "单染对照：每种一抗各取一片盖玻片单独孵育，用于评估串色。" },
              ],
            },
            {
              text: "将盖玻片细胞面朝上放回盛有 DPBS 的 24 孔板中，洗涤三次，每次 5 min。",
            },
            {
              text: "与二抗混合液（山羊抗小鼠 Alexa Fluor 488 和山羊抗兔 Alexa Fluor 568，各 2 µg/mL，另加 1:400 的 Alexa Fluor 647 鬼笔环肽，均以抗体稀释缓冲液配制）室温避光孵育 1 h，同上采用 40 µL 液滴。",
              notes: ["自此步起，样品须避光。"],
            },
            {
              text: "用 DPBS 洗涤三次，每次 5 min。",
            },
            {
              text: "用含 300 nM DAPI 的 DPBS 染核 5 min，再用 DPBS 洗涤一次。",
            },
          ],
        },
        { heading: "D. 封片（第 1 天）" },
        {
          steps: [
            {
              text: "将每片盖玻片在超纯水中快速蘸洗以去除盐分，边缘在纸巾上吸干后，细胞面朝下封于已标记载玻片上的 8 µL ProLong Glass 中。避免产生气泡。",
            },
            {
              text: "成像前让封片剂在室温避光条件下固化至少 18 h（最好 24–48 h）。如需保存玻片，用指甲油封边。",
              notes: ["**暂停点：**固化后的玻片可在 4 °C 避光保存数周。ProLong Glass 完全固化后折射率才能达到 1.52，这对轴向测量十分重要。"],
            },
          ],
        },
        { heading: "E. 共聚焦图像采集（第 2 天）" },
        {
          steps: [
            {
              text: "成像前至少 30 min 打开显微镜和激光器，使系统达到热稳定。清洁载玻片和物镜，滴加一滴浸镜油。",
            },
            {
              text: "仅在 DAPI 通道下通过目镜寻找细胞，以免漂白其他染料，并避免在选择视野时偏向明亮的细胞。",
            },
            {
              text: "设置四个通道轨道（track），采用逐帧顺序激发以避免串色：",
              substeps: [
                { text: "DAPI：405 nm 激发，发射 410–480 nm。" },
                { text: "Alexa Fluor 488：488 nm 激发，发射 495–550 nm。" },
                { text: "Alexa Fluor 568：561 nm 激发，发射 570–620 nm。" },
                { text: "Alexa Fluor 647：639 nm 激发，发射 650–720 nm。" },
              ],
            },
            {
              text: "各通道针孔均设为 1 个艾里单位（Airy unit），图像尺寸设为 1,024 × 1,024 像素，调节缩放倍数使像素尺寸为 0.07 µm（即 1.40 NA 物镜的奈奎斯特采样）。采用 2 次行平均，位深 16 bit。",
            },
            {
              text: "在信号最强的样品（例如未处理对照）上，借助饱和度指示（range indicator）调节激光功率和检测器增益：不应有任何像素饱和，背景应保持在零以上。同一实验中所有样品均使用完全相同的设置。",
              notes: ["**关键步骤：**需要进行定量比较的各条件之间，切勿更改采集参数。记录这些参数，或从图像元数据中调用。"],
            },
            {
              text: "以 0.3 µm 步长采集覆盖整个细胞高度的 z 轴层扫图像。",
            },
            {
              text: "每个条件至少拍摄十个随机选取的视野（至少 50 个细胞），视野在 DAPI 通道下选择。如条件允许，请同事重新标记玻片，对样品身份实行盲法。",
            },
            {
              text: "用相同参数采集仅加二抗对照和单染对照。所有图像均以原始 .czi 格式保存。",
            },
          ],
        },
      ],
    },
    {
      kind: "data_analysis",
      blocks: [
        {
          p: "在 Fiji 中通过 Bio-Formats 打开 .czi 文件，以保留像素尺寸和通道元数据 [6]。用于展示时，生成最大强度投影，并对同一通道的所有图像采用相同的线性对比度设置；用于支持定量结论的图片切勿进行非线性调整。用于定量时，采用总和投影或对完整的层扫图像进行分析。",
        },
        {
          p: "在 CellProfiler [7] 中用 IdentifyPrimaryObjects 和 IdentifySecondaryObjects 模块（propagation 法）分割细胞核（DAPI）和细胞轮廓（鬼笔环肽），扣除无细胞区域测得的平均背景后，测量每个细胞在各通道的荧光强度。以信号/背景比值表示信号，并与仅加二抗对照进行比较。用 Fiji 中的 MiNA 工具集对 TOMM20 通道的线粒体网络形态进行定量：该工具将网络骨架化，并给出每个细胞中独立线粒体单元的数目、分支数和平均分支长度。",
        },
        {
          p: "进行共定位分析时，应分析单个光学切面而非投影图，将分析限定在细胞内的感兴趣区，并报告 Pearson 相关系数以及在 Costes 自动阈值以上计算的 Manders 系数 [4]，[5]。利用单染对照确认串色对相邻通道信号的贡献低于 1%。统计检验应以生物学重复（独立实验）而非单个细胞作为实验单位，作图时将单细胞数据叠加在各重复的均值之上展示 [8]。",
        },
      ],
    },
    {
      kind: "validation",
      blocks: [
        {
          p: "本方案在三次独立实验中用未处理和 CCCP 处理的 U2OS 细胞进行了验证。各通道中，仅加二抗对照的信号均低于完整染色样品的 3%；转染靶向 *TOMM20* 的 siRNA 后，TOMM20 染色降低了 92%（数据未显示），证实了抗体的特异性。与预期一致，CCCP 使管状线粒体网络转变为大量短小碎片，而微管网络以及 TOMM20 与 α-tubulin 信号之间的低相关性均未改变。流程和染色模式的示意图见图 1。",
        },
        {
          table: {
            caption: "未处理和 CCCP 处理 U2OS 细胞的定量结果（三次独立实验的平均值 ± SD；示例数据）。",
            head: ["测量指标", "未处理", "CCCP，10 µM，2 h", "仅加二抗对照"],
            rows: [
              ["分析的细胞数（合计）", "184", "171", "62"],
              ["TOMM20 信号/背景比值", "14.2 ± 1.6", "13.5 ± 1.9", "1.3 ± 0.2"],
              ["α-tubulin 信号/背景比值", "21.7 ± 2.4", "20.9 ± 2.8", "1.2 ± 0.1"],
              ["每个细胞的线粒体单元数", "118 ± 21", "392 ± 47", "–"],
              ["线粒体平均分支长度（µm）", "2.31 ± 0.18", "0.94 ± 0.09", "–"],
              ["Pearson r，TOMM20 与 α-tubulin", "0.21 ± 0.05", "0.19 ± 0.06", "–"],
            ],
          },
        },
        {
          figure: {
            src: "/figures/cn/immunofluorescence-cultured-cells.svg",
            alt: "染色流程从接种到成像历时三天的时间轴，以及一个示意细胞：蓝色细胞核、由中心向外辐射的绿色微管、品红色线粒体和远红色肌动蛋白皮层，并标出四个通道的激光谱线和发射窗口。",
            caption:
              "**流程与四通道染色方案。**上：方案时间轴。左下：U2OS 细胞中预期染色模式的示意图（DAPI，细胞核；Alexa Fluor 488，α-tubulin；Alexa Fluor 568，TOMM20；Alexa Fluor 647，F-actin）。右下：顺序采集所用的激发谱线和发射窗口。",
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
              ["特异性信号弱或无信号", "表位被固定破坏或遮蔽；抗体过稀", "比较 PFA 与甲醇固定；对一抗进行浓度梯度滴定（1:100 至 1:2,000）；将孵育延长至 4 °C 过夜"],
              ["弥散性背景高", "封闭或洗涤不充分；二抗浓度过高", "延长封闭时间；使用与二抗宿主同种属的血清；将二抗降至 1 µg/mL；洗涤液中加入 0.05% Tween-20"],
              ["仅加二抗对照中出现信号", "二抗非特异性结合或交叉反应", "使用高度交叉吸附的二抗；使用前离心抗体；检查是否存在 Fc 受体，并用 Fc 封闭剂封闭"],
              ["一种染料的信号出现在另一通道中", "光谱串色", "采用顺序采集和更窄的发射窗口；检查单染对照"],
              ["对照细胞中微管断裂", "固定液温度过低或固定不及时", "将 PFA 预热至 37 °C，吸去培养基后立即固定"],
              ["染色过程中细胞脱落", "洗涤过于剧烈或细胞贴壁不牢", "用多聚-D-赖氨酸包被盖玻片；沿孔壁加液；降低摇床转速"],
              ["细胞深处的图像发雾", "折射率不匹配；封片剂未固化", "让 ProLong Glass 充分固化；在正确温度下使用浸镜油"],
            ],
          },
        },
        {
          list: [
            "每一种二抗组合都必须设置仅加二抗对照；多色实验还须设置单染对照。",
            "定期对 TetraSpeck 微球玻片成像，以确认各通道配准良好；横向偏移超过一个像素时，必须在共定位分析前加以校正。",
            "细胞密度会影响细胞形态和蛋白分布；应在汇合度相近时比较不同条件。",
          ],
        },
      ],
    },
    {
      kind: "recipes",
      blocks: [
        {
          table: {
            caption: "溶液配制。均以不含钙、镁的 DPBS 配制，并用 0.22 µm 滤膜过滤。",
            head: ["溶液", "成分", "保存"],
            rows: [
              ["4% PFA", "1 体积 16% PFA + 3 体积 DPBS", "现用现配；1 天内用完"],
              ["淬灭液", "50 mM 甘氨酸，DPBS 配制", "4 °C，1 个月"],
              ["通透缓冲液", "0.1%（v/v）Triton X-100，DPBS 配制", "4 °C，1 个月"],
              ["封闭缓冲液", "5%（v/v）正常山羊血清、1%（w/v）BSA、0.1%（v/v）Triton X-100，DPBS 配制", "4 °C，1 周"],
              ["抗体稀释缓冲液", "1%（w/v）BSA、1%（v/v）正常山羊血清、0.1%（v/v）Triton X-100，DPBS 配制", "4 °C，1 周"],
              ["DAPI 储存液", "5 mg/mL DAPI 双乳酸盐，水配制（10.9 mM）", "分装后 −20 °C 避光保存"],
              ["DAPI 工作液", "300 nM，DPBS 配制", "现用现配"],
              ["CCCP 储存液", "10 mM，DMSO 配制", "分装后 −20 °C 保存"],
            ],
          },
        },
      ],
    },
    {
      kind: "acknowledgments",
      blocks: [
        {
          p: "感谢北桥大学先进成像核心平台的工作人员提供培训和仪器维护，感谢 Lucía Ferrer 博士对图像分析提出的有益意见。",
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
          p: "不适用。本研究使用市售人细胞系（U2OS，ATCC HTB-96），不涉及人类受试者或动物。",
        },
      ],
    },
  ],
};
