import type { AuthoredTranslation } from "../types";

export const translation: AuthoredTranslation = {
  slug: "arabidopsis-floral-dip",
  sections: [
    {
      kind: "background",
      blocks: [
        {
          p: "根癌农杆菌（*Agrobacterium tumefaciens*）可将其肿瘤诱导质粒上的一段 DNA，即 T-DNA，转移到植物细胞中并整合进核基因组。在卸甲菌株中，致瘤基因已被去除，而负责转移功能的 *vir* 基因可以反式（*trans*）作用于另一个双元载体上的任意 T-DNA 边界序列 [5]。这一系统使植物转化成为常规操作，但对大多数物种而言，仍需由转化组织再生出植株。",
        },
        {
          p: "在拟南芥（*Arabidopsis thaliana*）中，植株原位（in planta）转化完全避开了组织培养。用农杆菌对开花植株进行真空渗透 [2] 的方法，后经 Clough 和 Bent 简化为将花序在含蔗糖和表面活性剂 Silwet L-77 的菌液中短暂浸蘸 [1]。转化主要发生在胚珠中，即雌配子体内或受精后不久 [3]；正因如此，必须在雌蕊仍处于发育阶段时浸染花序，而且每个转化株都是一个独立插入事件的半合子。",
        },
        {
          p: "由于 T1 代种子中通常只有 0.5%–3% 为转基因种子，高效筛选与高效转化同样重要 [4]。在含抗生素的平板上筛选结果最为干净；而基于黑暗中下胚轴伸长的快速检测法可将潮霉素筛选缩短至数天 [6]。随后通过 T2 代中标记基因的分离情况鉴定出单一 T-DNA 位点的株系，后续研究优先选用这类株系。",
        },
      ],
    },
    {
      kind: "materials",
      blocks: [
        {
          materials: [
            { name: "拟南芥（Arabidopsis thaliana）Columbia-0（Col-0）种子", supplier: "Arabidopsis Biological Resource Center (ABRC)", catalog: "CS70000" },
            { name: "根癌农杆菌（Agrobacterium tumefaciens）GV3101（pMP90）化学感受态细胞", supplier: "Weidi Biotechnology", catalog: "AC1001" },
            { name: "带有植物选择标记的双元载体（如 pCAMBIA1300 系列，hptII）", supplier: "CAMBIA / user's construct", catalog: "pCAMBIA1300" },
            { name: "LB 肉汤（Miller）", supplier: "Sigma-Aldrich", catalog: "L3522" },
            { name: "细菌学级琼脂", supplier: "Sigma-Aldrich", catalog: "A5306" },
            { name: "利福平", supplier: "Sigma-Aldrich", catalog: "R3501" },
            { name: "硫酸庆大霉素", supplier: "Sigma-Aldrich", catalog: "G1264" },
            { name: "硫酸卡那霉素", supplier: "Sigma-Aldrich", catalog: "K1377" },
            { name: "潮霉素 B 溶液（50 mg/mL）", supplier: "Thermo Fisher Scientific (Invitrogen)", catalog: "10687010" },
            { name: "草铵膦（BASTA 有效成分），PESTANAL", supplier: "Sigma-Aldrich", catalog: "45520" },
            { name: "Silwet L-77", supplier: "Lehle Seeds", catalog: "VIS-01" },
            { name: "蔗糖", supplier: "Sigma-Aldrich", catalog: "S0389" },
            { name: "Murashige and Skoog（MS）基础盐混合物", supplier: "Sigma-Aldrich", catalog: "M5524" },
            { name: "MES 一水合物", supplier: "Sigma-Aldrich", catalog: "M8250" },
            { name: "植物琼脂", supplier: "Duchefa Biochemie", catalog: "P1001" },
            { name: "特美汀（Timentin，替卡西林/克拉维酸）", supplier: "Duchefa Biochemie", catalog: "T0190" },
            { name: "次氯酸钠溶液，有效氯 10%–15%", supplier: "Sigma-Aldrich", catalog: "425044" },
            { name: "Triton X-100", supplier: "Sigma-Aldrich", catalog: "T8787" },
            { name: "盆栽基质（细泥炭加珍珠岩）", supplier: "Pindstrup", catalog: "Substrate 2" },
            { name: "种子收集套筒（Aracon 系统）", supplier: "Betatech", catalog: "Aracon base and tube" },
            { name: "2× Taq PCR 预混液（基因分型用）", supplier: "Vazyme Biotech", catalog: "P112" },
          ],
        },
      ],
    },
    {
      kind: "equipment",
      blocks: [
        {
          materials: [
            { name: "植物生长箱（22 °C，长日照，120 µmol m⁻² s⁻¹）", supplier: "Percival Scientific", catalog: "AR-41L3" },
            { name: "恒温摇床，28 °C", supplier: "Eppendorf", catalog: "Innova 42R" },
            { name: "分光光度计（测定 OD₆₀₀）", supplier: "Eppendorf", catalog: "BioPhotometer D30" },
            { name: "台式冷冻离心机（配 250 mL 离心瓶）", supplier: "Beckman Coulter", catalog: "Allegra X-15R" },
            { name: "电穿孔仪（可选，用于农杆菌转化）", supplier: "Bio-Rad Laboratories", catalog: "MicroPulser" },
            { name: "超净工作台", supplier: "Esco", catalog: "Airstream LHG" },
            { name: "玻璃真空干燥器（用于种子气相灭菌）", supplier: "DWK Life Sciences (DURAN)", catalog: "247825507" },
            { name: "荧光体视显微镜（报告基因筛查）", supplier: "Leica Microsystems", catalog: "M165 FC" },
            { name: "PCR 仪", supplier: "Bio-Rad Laboratories", catalog: "T100" },
            { name: "分析天平，精度 0.1 mg", supplier: "Mettler Toledo", catalog: "ME204" },
          ],
        },
      ],
    },
    {
      kind: "software",
      blocks: [
        {
          list: [
            "Fiji/ImageJ（开源软件），版本 2.14.0，配合 Cell Counter 插件，用于在平板照片上计数抗性和敏感幼苗。",
            "R（R Foundation for Statistical Computing），版本 4.3.2，用于对 T2 代分离比进行卡方拟合优度检验（`chisq.test`）。",
            "SnapGene（Dotmatics），版本 7.1，用于绘制载体图谱和设计引物。",
          ],
        },
      ],
    },
    {
      kind: "procedure",
      blocks: [
        {
          note: "**生物安全：**携带重组质粒的农杆菌和转基因植物须按照当地转基因生物管理规定操作。细菌废弃物、用过的浸染液和植物材料在丢弃前须经高压灭菌，T1 代植株须在封闭的生长室中培养。",
        },
        { heading: "A. 转化用植株的培养" },
        {
          steps: [
            {
              text: "将 Col-0 种子播于 8 cm 花盆中湿润的盆栽基质上（每盆 6–9 粒，间苗后保留 4–5 株），4 °C 避光春化 3 天。每个构建体至少准备 4 盆。",
            },
            {
              text: "在长日照条件下培养（16 h 光照/8 h 黑暗，白天 22 °C/夜间 20 °C，120 µmol m^−2^ s^−1^，相对湿度 60%）。每周从底部浇水两次。",
            },
            {
              text: "当主花序长至 2–5 cm 高时（播种后约 4 周），在莲座叶上方将其剪去，以解除顶端优势，诱导多个次级花茎抽出。",
            },
            {
              text: "剪除主花序后 5–7 天进行浸染，此时次级花序长 5–10 cm，带有大量未开放的花蕾，仅有少数已开放的花。",
              notes: ["**关键步骤：**植株健康状况是决定成败的主要因素。受干旱、虫害或营养缺乏胁迫的植株转化效率很低；不要使用已结出大量角果的植株。"],
            },
          ],
        },
        { heading: "B. 农杆菌的准备" },
        {
          steps: [
            {
              text: "通过冻融法或电穿孔法将双元载体导入 GV3101（pMP90），涂布于含 50 µg/mL 利福平、25 µg/mL 庆大霉素及载体选择性抗生素（如 50 µg/mL 卡那霉素）的 LB 琼脂平板，28 °C 培养 2 天进行筛选。用菌落 PCR 验证两个单菌落，并于 −80 °C 保存甘油菌。",
            },
            {
              text: "浸染前 3 天，挑取一个经验证的单菌落接种于 5 mL 含相同抗生素的 LB 中，28 °C、220 rpm 振荡培养 24–36 h。",
            },
            {
              text: "将上述种子培养物按 1:100 接种于 1 L 三角瓶中的 250 mL 含抗生素 LB，28 °C、220 rpm 培养 16–20 h，至培养物达到对数生长后期或稳定期早期（OD~600~ 1.5–2.0）。",
            },
            {
              text: "室温 4,000 × g 离心 10 min 收集菌体，用新配制的 5%（w/v）蔗糖溶液轻轻重悬沉淀，使 OD~600~ 约为 0.8（OD~600~ 为 1.5–2.0 的 250 mL 培养物约需 470–625 mL，即 250 mL × OD/0.8）。",
            },
            {
              text: "浸染前即刻加入 Silwet L-77 至 0.05%（v/v）（每升 500 µL），轻轻旋转混匀，避免产生泡沫。",
              notes: ["Silwet L-77 浓度高于 0.05% 会损伤花器官。若观察到花序坏死，应将浓度降至 0.02%。"],
            },
          ],
        },
        { heading: "C. 花序浸染" },
        {
          steps: [
            {
              text: "浸染前一天给植株浇水，使气孔张开、植株保持膨压。可选：用精细剪去除所有已开放的花和角果，以减少未转化种子的数量。",
            },
            {
              text: "将菌液倒入 500 mL 烧杯或浅口容器中。将每盆植株倒置，使全部花序（不包括莲座叶）浸没于菌液中 10–15 s，并轻轻晃动。植株表面应留有一层液膜。",
            },
            {
              text: "将浸染后的花盆侧放于托盘中，用透明塑料罩或塑料袋覆盖以保持高湿度，室温下置于弱光处（或用黑色塑料遮盖）16–24 h。",
            },
            {
              text: "揭去覆盖物，将植株扶正，放回生长箱。为提高效率，可在 6–7 天后用新鲜菌液再浸染一次。",
            },
            {
              text: "继续培养至角果开始变褐，在花序上套上 Aracon 套筒以防种子散落和交叉污染；大部分角果成熟后停止浇水。",
            },
            {
              text: "最后一次浸染后 3–4 周收获干燥的 T1 代种子，用细筛清理干净，装入纸袋中与干燥剂一起于室温下干燥至少 1 周后再进行筛选。",
              notes: ["**暂停点：**干燥的种子可在室温下保存数月，或与干燥剂一起于 4 °C 保存数年。"],
            },
          ],
        },
        {
          figure: {
            src: "/figures/cn/arabidopsis-floral-dip.svg",
            alt: "时间轴示意图：播种并生长四周，剪除主花茎，培养农杆菌并用含 Silwet L-77 的蔗糖溶液重悬，倒置浸染花序，在高湿、黑暗条件下恢复 24 h，种子成熟并收获 T1 代种子，在抗生素平板上筛选，以及 T2 代分离分析（预期比例为 3:1）。",
            caption: "花序浸染转化从播种到 T2 代分离分析的时间轴。第一次浸染一周后进行的第二次浸染，针对的是第一次浸染时尚未发育成熟的花蕾。",
          },
        },
        { heading: "D. 在平板上筛选 T1 代转化株" },
        {
          steps: [
            {
              text: "称量种子以估算数量（Col-0 种子约每 mg 50 粒）。每个 15 cm 平板使用 40 mg 种子（约 2,000 粒）。",
            },
            {
              text: "将种子装入 1.5 mL 离心管并敞开管盖，用氯气熏蒸法进行表面灭菌：在通风橱内将离心管放入干燥器，旁边放一个盛有 100 mL 漂白剂的烧杯，向漂白剂中加入 3 mL 浓盐酸，立即盖上干燥器盖，放置 3–4 h。",
              substeps: [
                { text: "也可采用液体灭菌法：70% 乙醇处理 2 min，再用含 0.05% Triton X-100 的 1.2% 次氯酸钠处理 10 min，然后用无菌水漂洗 5 次。" },
              ],
              notes: ["**安全提示：**氯气有毒。只能在通风橱内的密闭干燥器中产生氯气，并在通风橱内打开干燥器。"],
            },
            {
              text: "每个平板的种子用 1 mL 无菌 0.1% 琼脂糖重悬，均匀涂布于筛选平板（配方 3）上；平板含 50 µg/mL 卡那霉素或 25 µg/mL 潮霉素 B，另加 200 µg/mL 特美汀以抑制残留的农杆菌。",
            },
            {
              text: "将平板置于 4 °C 避光春化 2–3 天。",
            },
            {
              text: "筛选转化株。",
              substeps: [
                { text: "潮霉素快速筛选 [6]：平板光照 6 h 后用铝箔包裹，22 °C 放置 2 天，然后去除铝箔，在光照下培养 24–48 h。抗性幼苗下胚轴伸长（8–10 mm），子叶绿色且展开；敏感幼苗下胚轴短。" },
                { text: "卡那霉素筛选：在长日照条件下培养 7–10 天。抗性幼苗呈绿色，长出真叶，根可伸入琼脂中生长；敏感幼苗白化，子叶展开后即停止生长。" },
              ],
            },
            {
              text: "用精细镊将抗性幼苗移栽至土壤中，托盘上加盖透明盖 3 天以使幼苗适应环境，之后作为 T1 代植株继续培养。",
            },
            {
              text: "另一种方法是在土壤中筛选：将未经灭菌的种子密播于土壤中（每个 20 × 30 cm 托盘约 2,000 粒），春化后于萌发后第 7、10 和 14 天向幼苗喷施含 0.005% Silwet L-77 的 120 mg/L 草铵膦（仅适用于携带 *bar* 基因的载体）。",
            },
          ],
        },
        { heading: "E. 鉴定与分离分析" },
        {
          steps: [
            {
              text: "从每株 T1 代植株取一片莲座叶提取基因组 DNA（Edwards 法，配方 5），用一条转基因特异性引物和一条载体特异性引物进行 PCR，确认转基因的存在。同时设置 Col-0 和质粒对照。",
            },
            {
              text: "若构建体含荧光报告基因，可在荧光体视显微镜下检查其在 T1 代叶片或根中的表达。",
            },
            {
              text: "分别收获各 T1 代植株的种子。每个株系取 80–100 粒 T2 代种子铺于筛选培养基上，计数抗性和敏感幼苗。",
            },
            {
              text: "保留抗性:敏感比例为 3:1 的株系（表明为单一 T-DNA 位点），每个株系将 8–12 株抗性 T2 代幼苗移栽至土壤中。",
            },
            {
              text: "将每株 T2 代植株收获的 T3 代种子铺板；幼苗 100% 具有抗性的株系即为纯合株系。每个构建体至少保留两个独立的纯合株系。",
            },
          ],
        },
      ],
    },
    {
      kind: "data_analysis",
      blocks: [
        {
          p: "转化效率以抗性 T1 代幼苗数除以铺板种子总数计算，以百分比表示。铺板种子数可根据种子重量估算（每粒 Col-0 种子约 20 µg），或更精确地，在代表性平板的照片上用 Fiji Cell Counter 插件计数全部幼苗。报告各构建体的转化效率时应同时注明浸染的花盆数。",
        },
        {
          p: "对于 T2 代分离分析，用卡方拟合优度检验（自由度为 1；*P* > 0.05 时 χ^2^ < 3.84）检验观察到的抗性和敏感幼苗数是否符合预期的 3:1 比例。接近 15:1 的比例提示存在两个不连锁的位点；低于 3:1 的比例可能表明标记基因发生沉默或插入片段的传递率降低。出现报告基因沉默或异常表型的株系应予以排除或进一步鉴定。",
        },
      ],
    },
    {
      kind: "validation",
      blocks: [
        {
          p: "本方案使用基于 pCAMBIA1300、携带潮霉素抗性基因（*hptII*）和 35S 启动子–GFP 表达盒的构建体进行了验证。每个条件浸染 4 盆（18 株）植株，T1 代种子混合收获，每个条件取 4,000 粒种子用潮霉素快速筛选法进行筛选。经 PCR 检测的所有抗性幼苗（*n* = 48）均携带转基因，其中 41/48 株根部可见 GFP 荧光。在分析的 24 个 T2 代株系中，17 个呈 3:1 分离（χ^2^ 检验，*P* > 0.05），4 个接近 15:1 分离，3 个抗性频率偏低。",
        },
        {
          table: {
            caption: "不同浸染条件下的转化效率（Col-0，GV3101 pMP90；每个条件 4,000 粒 T1 代种子经潮霉素筛选，数据合并自两次独立实验）。",
            head: ["Silwet L-77（%）", "浸染次数", "抗性 T1 代幼苗数", "效率（%）", "花器官损伤"],
            rows: [
              ["0", "1", "3", "0.08", "无"],
              ["0.02", "1", "44", "1.10", "无"],
              ["0.05", "1", "68", "1.70", "轻微"],
              ["0.05", "2（间隔 7 天）", "104", "2.60", "轻微"],
              ["0.10", "1", "39", "0.98", "花蕾明显坏死"],
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
            "植株具有大量带未成熟花簇的花序时效率最高；一盆长势旺盛、含 4–5 株剪除主花序植株的花盆，浸染后通常可产生 5,000–10,000 粒种子。",
            "菌体可直接用 5% 蔗糖重悬而无需调整 OD；OD~600~ 在 0.5 至 2.0 之间时效果相近 [1]，[7]。",
            "在 Col-0 以外的生态型中，若载体仅携带由弱启动子驱动的 *nptII*，未经测试不要采用卡那霉素筛选；某些生态型存在本底抗性。",
            "每个构建体使用单独并标记清楚的托盘，切勿将浸染液重复用于第二个构建体。",
          ],
        },
        {
          table: {
            caption: "常见问题及解决方法。",
            head: ["问题", "可能原因", "解决方法"],
            rows: [
              ["没有或极少转化株", "植株已过最佳时期；菌体死亡或质粒丢失", "选用带大量幼嫩花蕾的植株浸染；用菌落 PCR 检查农杆菌；使用新鲜菌液"],
              ["浸染后花萎蔫或变褐", "Silwet 浓度过高；黑暗处理时间过长", "将 Silwet 降至 0.02%；高湿黑暗恢复时间控制在 16–24 h"],
              ["平板上假阳性多", "播种过密；筛选压力过弱", "每个 15 cm 平板播种 ≤ 2,000 粒；检查抗生素储存液及其浓度"],
              ["所有幼苗均死亡（包括对照）", "抗生素浓度过高或加入时培养基温度过高", "培养基冷却至 55 °C 以下再加抗生素；设置抗性对照株系"],
              ["筛选平板上细菌过度生长", "种子带有残留农杆菌", "加入 200 µg/mL 特美汀或 250 µg/mL 头孢噻肟；彻底灭菌种子"],
              ["T1 代有抗性但转基因不表达", "转基因沉默；T-DNA 不完整", "筛选更多株系；使用选择标记靠近左边界的载体；避免重复使用 35S 启动子"],
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
            "**配方 1. LB 培养基（1 L）：**10 g 胰蛋白胨、5 g 酵母提取物、10 g NaCl（或 25 g LB 肉汤，Miller）；制备平板时加 15 g 琼脂。高压灭菌；冷却至 55 °C 以下再加抗生素。",
            "**配方 2. 浸染液（1 L）：**50 g 蔗糖（5% w/v）溶于去离子水（无需高压灭菌，现用现配）；用其重悬菌体至 OD~600~ 约 0.8，使用前即刻加入 500 µL Silwet L-77（0.05% v/v）。",
            "**配方 3. 筛选平板（½ MS，1 L）：**2.2 g Murashige and Skoog 基础盐 [8]、10 g 蔗糖（1%）、0.5 g MES，用 KOH 调 pH 至 5.7，8 g 植物琼脂（0.8%）。高压灭菌，冷却至 55 °C，加入 50 mg 卡那霉素或 25 mg 潮霉素 B 及 200 mg 特美汀；每个 15 cm 平板倒 50 mL。",
            "**配方 4. 抗生素储存液：**利福平 50 mg/mL，用 DMSO 配制；庆大霉素 25 mg/mL，用水配制；卡那霉素 50 mg/mL，用水配制；特美汀 200 mg/mL，用水配制。水溶性储存液过滤除菌，分装后于 −20 °C 保存。",
            "**配方 5. Edwards 提取缓冲液：**200 mM Tris-HCl pH 7.5、250 mM NaCl、25 mM EDTA、0.5%（w/v）SDS。取一片叶在 400 µL 缓冲液中研磨，离心，取 300 µL 上清加等体积异丙醇沉淀，70% 乙醇洗涤后溶于 100 µL TE。",
          ],
        },
      ],
    },
    {
      kind: "acknowledgments",
      blocks: [
        {
          p: "感谢燕北农业大学温室工作人员对植物的养护。本研究由（虚构的）国家作物分子育种重点专项（编号 2022-YFD-0130）和北东海大学植物生物技术计划资助。",
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
          p: "不适用。本研究未涉及人类受试者或动物。重组农杆菌和转基因植物相关工作经燕北农业大学生物安全委员会批准（批准号 YBAU-IBC-2023-027），并在生物安全一级防护条件下进行。",
        },
      ],
    },
  ],
};
