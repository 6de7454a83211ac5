import type { AuthoredTranslation } from "../types";

export const translation: AuthoredTranslation = {
  slug: "mouse-primary-neurons",
  sections: [
    {
      kind: "background",
      blocks: [
        {
          p: "自首次建立海马神经元分散培养以来 [1]，解离神经元培养一直被用于阐明神经元如何建立极性、生长轴突和树突并形成突触 [5]。低密度培养的神经元按可重复的阶段发育：数小时内伸出片状伪足和短小突起，两天内其中一个突起发育为轴突，随后两周内逐渐形成树突和功能性突触。",
        },
        {
          p: "有两项进展使这类培养在大多数实验室中切实可行。其一，添加 B-27 的无血清 Neurobasal 培养基可支持神经元存活数周，同时抑制星形胶质细胞生长，因而无需胶质细胞饲养层 [2]。其二，啮齿类动物脑组织的分离与解离已有详尽描述的操作流程 [3]，[4]，[6]。皮层提供的细胞远多于海马，因此生化实验和筛选通常首选皮层培养。",
        },
        {
          p: "胚胎时期的选择需要权衡：较早期的皮层含有大量仍在分裂、日后将分化为胶质细胞的祖细胞，而较晚期的皮层所得神经元突起较长，在解离过程中易受损伤。对小鼠而言，E16.5 可获得大量已退出细胞周期的神经元，且存活良好。木瓜蛋白酶对神经元细胞膜的作用比胰蛋白酶温和，所得细胞活力更高 [7]。下述方案包括以神经元标志物（MAP2）和星形胶质细胞标志物（GFAP）进行质量控制的步骤，所得图像可用 Fiji 分析 [8]。",
        },
      ],
    },
    {
      kind: "materials",
      blocks: [
        {
          materials: [
            { name: "定时妊娠 C57BL/6J 小鼠（E16.5）", supplier: "The Jackson Laboratory", catalog: "000664" },
            { name: "多聚-D-赖氨酸（poly-D-lysine），0.1 mg/mL 溶液", supplier: "Thermo Fisher Scientific (Gibco)", catalog: "A3890401" },
            { name: "小鼠层粘连蛋白（laminin），1 mg/mL", supplier: "Thermo Fisher Scientific (Gibco)", catalog: "23017015" },
            { name: "HBSS（不含钙、镁）", supplier: "Thermo Fisher Scientific (Gibco)", catalog: "14175095" },
            { name: "HEPES，1 M", supplier: "Thermo Fisher Scientific (Gibco)", catalog: "15630080" },
            { name: "木瓜蛋白酶解离试剂盒（Papain dissociation system）", supplier: "Worthington Biochemical", catalog: "LK003150" },
            { name: "Neurobasal Plus 培养基", supplier: "Thermo Fisher Scientific (Gibco)", catalog: "A3582901" },
            { name: "B-27 Plus 添加剂（50×）", supplier: "Thermo Fisher Scientific (Gibco)", catalog: "A3582801" },
            { name: "GlutaMAX 添加剂（200 mM）", supplier: "Thermo Fisher Scientific (Gibco)", catalog: "35050061" },
            { name: "青霉素–链霉素（10,000 U/mL）", supplier: "Thermo Fisher Scientific (Gibco)", catalog: "15140122" },
            { name: "胎牛血清（热灭活）", supplier: "Thermo Fisher Scientific (Gibco)", catalog: "10082147" },
            { name: "台盼蓝溶液，0.4%", supplier: "Thermo Fisher Scientific (Invitrogen)", catalog: "T10282" },
            { name: "细胞筛网，70 µm", supplier: "Corning (Falcon)", catalog: "352350" },
            { name: "盖玻片，直径 12 mm，No. 1.5H", supplier: "Paul Marienfeld", catalog: "0117520" },
            { name: "24 孔和 6 孔细胞培养板", supplier: "Corning", catalog: "3524 / 3516" },
            { name: "多聚甲醛，16% 溶液，电镜级", supplier: "Electron Microscopy Sciences", catalog: "15710" },
            { name: "蔗糖", supplier: "Sigma-Aldrich", catalog: "S0389" },
            { name: "Triton X-100", supplier: "Sigma-Aldrich", catalog: "T8787" },
            { name: "正常山羊血清", supplier: "Thermo Fisher Scientific", catalog: "31872" },
            { name: "鸡抗 MAP2 抗体", supplier: "Abcam", catalog: "ab5392" },
            { name: "兔抗 GFAP 抗体", supplier: "Agilent (Dako)", catalog: "Z0334" },
            { name: "山羊抗鸡 IgY，Alexa Fluor 488 标记", supplier: "Thermo Fisher Scientific (Invitrogen)", catalog: "A-11039" },
            { name: "山羊抗兔 IgG，Alexa Fluor 568 标记", supplier: "Thermo Fisher Scientific (Invitrogen)", catalog: "A-11011" },
            { name: "DAPI", supplier: "Thermo Fisher Scientific (Invitrogen)", catalog: "D1306" },
            { name: "ProLong Gold 抗淬灭封片剂", supplier: "Thermo Fisher Scientific (Invitrogen)", catalog: "P36930" },
            { name: "Fluo-4 AM，细胞渗透型（钙成像）", supplier: "Thermo Fisher Scientific (Invitrogen)", catalog: "F14201" },
          ],
        },
      ],
    },
    {
      kind: "equipment",
      blocks: [
        {
          materials: [
            { name: "体视显微镜（配冷光源）", supplier: "Leica Microsystems", catalog: "M80 with KL300 LED" },
            { name: "Dumont #5 精细尖头镊（2 把）", supplier: "Fine Science Tools", catalog: "11251-20" },
            { name: "Vannas 弹簧剪，刃长 3 mm", supplier: "Fine Science Tools", catalog: "15000-00" },
            { name: "精细剪和标准镊", supplier: "Fine Science Tools", catalog: "14060-09 / 11000-12" },
            { name: "II 级生物安全柜", supplier: "Thermo Fisher Scientific", catalog: "Herasafe 2030i" },
            { name: "水平层流超净工作台（用于解剖）", supplier: "Esco", catalog: "Airstream LHG" },
            { name: "CO₂ 培养箱（37 °C，5% CO₂，加湿）", supplier: "Thermo Fisher Scientific", catalog: "Heracell VIOS 160i" },
            { name: "水浴锅，37 °C", supplier: "Grant Instruments", catalog: "SUB Aqua 5 Plus" },
            { name: "台式离心机（配水平转子）", supplier: "Eppendorf", catalog: "Centrifuge 5702" },
            { name: "自动细胞计数仪或血细胞计数板", supplier: "Thermo Fisher Scientific (Invitrogen)", catalog: "Countess 3" },
            { name: "倒置相差显微镜", supplier: "Olympus / Evident", catalog: "CKX53" },
            { name: "宽场荧光显微镜（配 20× 物镜）", supplier: "Carl Zeiss Microscopy", catalog: "Axio Observer 7" },
          ],
        },
      ],
    },
    {
      kind: "software",
      blocks: [
        {
          materials: [
            { name: "Fiji / ImageJ（细胞计数；用 SNT 进行神经突追踪）", supplier: "Open source (imagej.net)", catalog: "version 2.14.0" },
            { name: "ZEN（图像采集）", supplier: "Carl Zeiss Microscopy", catalog: "version 3.8 (blue edition)" },
            { name: "GraphPad Prism（统计分析）", supplier: "GraphPad Software", catalog: "version 10.2" },
          ],
        },
      ],
    },
    {
      kind: "procedure",
      blocks: [
        {
          note: "设置定时交配，以发现阴道栓当天上午计为 E0.5。自 C 部分起的所有步骤均使用无菌器械（高压灭菌后再用 70% 乙醇擦拭）和无菌溶液；解剖本身在超净工作台中进行。",
        },
        { heading: "A. 培养器皿包被（第 −1 天）" },
        {
          steps: [
            {
              text: "将无菌 12 mm 盖玻片放入 24 孔板（每孔 1 片）。用无菌水将多聚-D-赖氨酸（PDL）稀释至 50 µg/mL，24 孔板每孔加 300 µL，6 孔板每孔加 1.5 mL。",
            },
            {
              text: "37 °C 孵育过夜（至少 4 h）。确保每片盖玻片完全浸没、未漂浮。",
            },
            {
              text: "培养当天吸除 PDL，用无菌水洗 3 次，在生物安全柜中打开板盖晾干 30 min。",
              notes: ["**关键步骤：**残留的游离 PDL 对神经元有毒性，切勿省略清洗步骤。"],
            },
            {
              text: "用于成像的培养，加入以 HBSS 配制的 5 µg/mL 层粘连蛋白（每孔 300 µL），37 °C 孵育至少 2 h。接种前即刻吸除层粘连蛋白，勿使表面干燥。",
            },
          ],
        },
        { heading: "B. 溶液配制（第 0 天）" },
        {
          steps: [
            {
              text: "配制 100 mL 解剖缓冲液（配方 1），置于冰上。配制接种培养基和维持培养基（配方 2 和 3），拧松瓶盖放入 CO₂ 培养箱中至少 30 min，使其预热并平衡。",
            },
            {
              text: "用试剂盒中的 5 mL EBSS 溶解一瓶木瓜蛋白酶（20 U/mL 木瓜蛋白酶、1 mM L-半胱氨酸、0.5 mM EDTA），加入 250 µL 已溶解的 DNase（终浓度约 0.005%），37 °C 孵育 10 min 至溶液澄清。按厂商说明溶解卵类粘蛋白抑制剂。",
            },
          ],
        },
        { heading: "C. 胚胎皮层分离" },
        {
          steps: [
            {
              text: "按照已批准的动物实验方案，于 E16.5 以 CO₂ 吸入法处死妊娠母鼠，随后行颈椎脱臼。",
            },
            {
              text: "使小鼠仰卧，用 70% 乙醇充分喷洒腹部，作 V 形切口打开腹腔，取出双侧子宫角，置于盛有冰预冷解剖缓冲液的 10 cm 培养皿中。",
            },
            {
              text: "从子宫和羊膜囊中取出胚胎，用精细剪在颅底稍下方断头，将头部转移至另一盛有冰预冷解剖缓冲液的培养皿中。",
              notes: ["弃去明显偏小或畸形的胚胎；核对发育阶段是否与 E16.5 相符（可见趾间分离、视网膜已有色素、皮肤尚无皱褶）。"],
            },
            {
              text: "在体视显微镜下，用镊子穿过眼部固定头部，沿中线自颈部向鼻端剪开皮肤和薄颅骨，向两侧翻开颅骨，将脑取出。",
            },
            {
              text: "用镊子沿中线分开两侧大脑半球，去除嗅球、中脑和间脑。",
            },
            {
              text: "使内侧面朝上，从脑膜附着最松的边缘开始，将脑膜完整剥离。随后去除海马和神经节隆起（纹状体原基），得到干净的皮层片。",
              notes: ["**关键步骤：**脑膜去除不彻底是成纤维细胞污染最常见的原因。脑膜可凭其上的血管和略带粉红的颜色辨认。"],
            },
            {
              text: "将皮层收集于盛有 5 mL 冰预冷解剖缓冲液的 15 mL 离心管中。一窝胚胎（通常 6–9 个）的解剖应在 45 min 内完成。",
            },
          ],
        },
        { heading: "D. 解离与接种" },
        {
          steps: [
            {
              text: "待皮层沉降后吸除解剖缓冲液，加入 3 mL 已激活的木瓜蛋白酶溶液。37 °C 水浴孵育 15 min，每 5 min 轻轻颠倒混匀一次。",
              notes: ["消化时间不得超过 15 min；过度消化会降低细胞活力并导致细胞成团。"],
            },
            {
              text: "吸除木瓜蛋白酶溶液，加入 2 mL 卵类粘蛋白抑制剂溶液，孵育 2 min。再将其换为 2 mL 预热的接种培养基。",
            },
            {
              text: "用量程设为 800 µL 的 P1000 移液器（或经火焰抛光的玻璃巴斯德吸管）吹打 10–15 次，吸头始终保持在液面以下以免产生气泡。静置 1 min 使未解离的组织块沉降，将上清经 70 µm 筛网滤入新的 15 mL 离心管。",
              notes: ["吹打 15 次以内，悬液应变得浑浊均匀。过度吹打会损伤神经元；若仍有组织块，可将沉降的组织块在 1 mL 新鲜培养基中再次吹打，并与前述细胞悬液合并。"],
            },
            {
              text: "室温 200 × g 离心 5 min，吸除上清，用 5 mL 预热的接种培养基轻轻重悬沉淀。",
            },
            {
              text: "取 10 µL 细胞与 10 µL 0.4% 台盼蓝混合，计数活细胞和死细胞。预期每个胚胎可得 3–5 × 10⁶ 个活细胞，活力高于 85%。",
            },
            {
              text: "用接种培养基按所需密度接种细胞。",
              substeps: [
                { text: "单个神经元成像：2.5 × 10⁴ cells/cm²（24 孔板每孔 500 µL 中含 5 × 10⁴ 个细胞）。" },
                { text: "生化实验和 RNA 提取：1 × 10⁵ cells/cm²（6 孔板每孔 2 mL 中含 1 × 10⁶ 个细胞）。" },
              ],
            },
            {
              text: "于 37 °C、5% CO₂ 条件下培养。3–4 h 后确认大部分细胞已贴壁，然后将接种培养基全部更换为预热的维持培养基。",
            },
          ],
        },
        {
          figure: {
            src: "/figures/cn/mouse-primary-neurons.svg",
            alt: "操作流程示意图：E16.5 胚胎脑、分离皮层并去除脑膜、木瓜蛋白酶消化与吹打、接种于多聚-D-赖氨酸包被的培养孔，以及体外培养第 0 天至第 21 天的时间轴，标示半量换液时间点和神经元发育各阶段。",
            caption: "操作流程与培养时间轴。DIV，体外培养天数。每 3–4 天更换一半培养基；培养物通常在 DIV 7 至 DIV 21 之间使用。",
          },
        },
        { heading: "E. 培养维持" },
        {
          steps: [
            {
              text: "于 DIV 3–4 及此后每 3–4 天，将每孔一半的培养基更换为新鲜、已预平衡的维持培养基。每次只处理少数几个孔，确保细胞始终不会暴露于无培养基状态。",
              notes: ["DIV 1 之后不要全量换液：神经元会向培养基中分泌营养因子（条件化培养基），全量换液会降低其存活率。"],
            },
            {
              text: "用相差显微镜观察培养物。健康神经元的胞体呈相亮的圆形或锥形，神经突光滑；若出现串珠状神经突、漂浮碎片或大而扁平的细胞，则提示存在问题（见注意事项）。",
            },
            {
              text: "可选：若所进行的实验不希望有胶质细胞增殖，可于 DIV 3 加入阿糖胞苷（cytosine β-D-arabinofuranoside，AraC）至终浓度 1 µM，并在下一次半量换液时将其去除。",
              notes: ["已有文献报道 AraC 会影响神经元的 DNA 修复和存活；仅在必要时使用，且所有实验条件须采用相同处理。"],
            },
          ],
        },
        { heading: "F. 免疫细胞化学质量控制" },
        {
          steps: [
            {
              text: "DIV 10 时，每次制备取一片盖玻片，用以 PBS 配制的 4% 多聚甲醛和 4% 蔗糖（预热，每孔 500 µL）室温固定 15 min，PBS 洗 3 次。",
              notes: ["**安全提示：**多聚甲醛有毒，且为可疑致癌物；须在通风橱中操作。"],
            },
            {
              text: "用含 0.25% Triton X-100 的 PBS 通透 10 min，再用含 5% 正常山羊血清的 PBS 室温封闭 1 h。",
            },
            {
              text: "用封闭缓冲液稀释鸡抗 MAP2（1:5,000）和兔抗 GFAP（1:1,000），4 °C 孵育过夜。PBS 洗 3 次，每次 5 min。",
            },
            {
              text: "加入 Alexa Fluor 488 标记的抗鸡二抗和 Alexa Fluor 568 标记的抗兔二抗（1:1,000）以及 DAPI（1 µg/mL），室温避光孵育 1 h；PBS 洗 3 次，水中漂洗后用 ProLong Gold 封片于载玻片上。",
            },
            {
              text: "用 20× 物镜在每片盖玻片上随机采集 10 个视野，所有盖玻片采用相同的曝光参数。",
            },
          ],
        },
      ],
    },
    {
      kind: "data_analysis",
      blocks: [
        {
          p: "培养纯度根据免疫细胞化学图像计算。在 Fiji [8] 中，采用阈值分割和分水岭算法计数 DAPI 染色的细胞核，再逐一判定每个细胞核为 MAP2 阳性（被 MAP2 阳性胞体包围）或 GFAP 阳性，并以各细胞群占全部细胞核的百分比表示。固缩核（小、致密、明亮）单独计数，作为细胞死亡指标。",
        },
        {
          p: "形态学分析时，每个条件至少用 SNT 插件追踪 30 个孤立神经元的神经突，报告树突总长度、初级树突数目以及间隔 10 µm 的 Sholl 交点数。由于不同窝次来源的培养物间差异大于同一窝次的不同盖玻片间差异，应以每次独立制备（窝次）作为生物学重复，以盖玻片作为技术重复；各条件间的比较采用配对检验，或采用将制备批次作为随机因素的混合效应模型。",
        },
      ],
    },
    {
      kind: "validation",
      blocks: [
        {
          p: "本方案在来自不同窝次的四次独立制备中得到验证，每次由两名实验者中的一人完成。接种时测定细胞得率和活力，DIV 10 时根据 MAP2/GFAP/DAPI 染色定量纯度（每片盖玻片 10 个视野，每次制备 3 片盖玻片）。至 DIV 14，神经元已形成广泛的树突分支，树突呈 MAP2 阳性，突触素（synapsin）染色呈点状（未展示）；以 1 × 10⁵ cells/cm² 接种的培养物在 Fluo-4 成像（以 2 µM Fluo-4 AM 于 37 °C 负载 30 min）中出现自发钙瞬变，表明已形成具有功能活动的神经网络。",
        },
        {
          table: {
            caption: "四次独立制备的细胞得率、活力和纯度（纯度为 3 片盖玻片的平均值）。",
            head: ["制备批次", "胚胎数", "每个胚胎的活细胞数（×10⁶）", "接种时活力（%）", "DIV 10 时 MAP2+（%）", "DIV 10 时 GFAP+（%）", "固缩核（%）"],
            rows: [
              ["1", "7", "4.2", "93", "94.1", "3.2", "6.8"],
              ["2", "8", "3.6", "91", "92.3", "4.9", "8.1"],
              ["3", "6", "4.8", "95", "95.2", "2.1", "5.4"],
              ["4", "9", "3.9", "92", "93.0", "3.8", "7.5"],
              ["平均值 ± 标准差", "7.5 ± 1.3", "4.1 ± 0.5", "92.8 ± 1.7", "93.7 ± 1.3", "3.5 ± 1.2", "7.0 ± 1.2"],
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
            "解剖时速度比完美更重要：组织在冰上放置超过 1 h，所得活细胞会减少。熟练后每个胚胎需 3–4 min。",
            "使用新鲜的 B-27 Plus：添加剂只冻融一次，分装后于 −20 °C 保存；配好的维持培养基应在 2 周内用完。",
            "避免频繁打开培养箱，并将培养物置于无振动的隔板上；低密度培养对 pH 和温度变化非常敏感。",
            "本方案将雌雄胚胎混合使用。若需考察性别因素，应将每个胚胎的皮层分别培养，并通过 PCR 检测 *Sry* 或 *Xist* 鉴定性别。",
          ],
        },
        {
          table: {
            caption: "常见问题及解决方法。",
            head: ["问题", "可能原因", "解决方法"],
            rows: [
              ["细胞得率低", "消化不完全；解剖过慢", "检查木瓜蛋白酶活性（激活后溶液必须澄清）；缩短解剖时间；保持组织低温"],
              ["接种时活力低", "过度消化或吹打过猛；产生气泡", "消化 ≤ 15 min；吸头浸没于液面下轻柔吹打"],
              ["数天后细胞成团并脱落", "包被不佳；PDL 残留；裂解细胞释放的 DNA", "使用新配制的 PDL；彻底清洗；消化时加入 DNase"],
              ["出现大量扁平的分裂细胞", "脑膜成纤维细胞或胶质前体细胞", "彻底去除脑膜；采用 E16.5 而非更早的胚胎时期；可考虑使用 AraC"],
              ["神经突呈串珠状或断裂", "培养基耗竭、pH 漂移或毒性", "按时进行半量换液；检查培养箱 CO₂ 浓度；使用新鲜的 B-27 Plus"],
              ["神经元聚集成团，团块之间以神经束相连", "接种密度过高或不均匀", "准确计数；充分混匀细胞，接种后十字交叉方向晃动培养板"],
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
            "**配方 1. 解剖缓冲液：**不含 Ca²⁺/Mg²⁺ 的 HBSS，加 10 mM HEPES（每 100 mL 加 1 mL 1 M HEPES），pH 7.3，过滤除菌；置于冰上。",
            "**配方 2. 接种培养基：**Neurobasal Plus 培养基，加 1× B-27 Plus（2% v/v）、0.5 mM GlutaMAX（1:400）、5%（v/v）热灭活 FBS、100 U/mL 青霉素和 100 µg/mL 链霉素。使用当天配制。",
            "**配方 3. 维持培养基：**Neurobasal Plus 培养基，加 1× B-27 Plus、0.5 mM GlutaMAX 和 100 U/mL 青霉素/100 µg/mL 链霉素（用于电生理实验时不加抗生素）。4 °C 避光保存，最长 2 周。",
            "**配方 4. 固定液：**以 PBS 配制的 4%（w/v）多聚甲醛和 4%（w/v）蔗糖，pH 7.4（2.5 mL 16% PFA、0.4 g 蔗糖、1 mL 10× PBS，加水至 10 mL）。现用现配，并预热至 37 °C。",
            "**配方 5. 封闭缓冲液：**以 PBS 配制的 5%（v/v）正常山羊血清、0.1% Triton X-100。",
            "**配方 6. 多聚-D-赖氨酸工作液：**将 0.1 mg/mL 储存液用无菌水按 1:2 稀释（50 µg/mL）。",
          ],
        },
      ],
    },
    {
      kind: "acknowledgments",
      blocks: [
        {
          p: "感谢华西医科大学实验动物中心工作人员在动物饲养方面提供的帮助，以及成像平台提供的显微镜使用支持。本研究由（虚构的）四川省科技计划项目（编号 2023-YFS-0219）和利古里亚神经科学基金会资助。",
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
          p: "所有动物实验操作均经华西医科大学实验动物管理和使用委员会批准（批准号 HXMU-IACUC-2023-112），并遵照国家实验动物管理和使用指南及 ARRIVE 指南进行。妊娠母鼠以 CO₂ 吸入法处死后行颈椎脱臼，胚胎迅速断头。通过使用每窝的全部胚胎，尽量减少了动物使用数量。",
        },
      ],
    },
  ],
};
