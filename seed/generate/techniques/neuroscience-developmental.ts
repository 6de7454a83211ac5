import type { Bi, Technique, TechniqueMaterial } from "./types";

/**
 * Technique templates for Neuroscience (6) and Developmental Biology (18), issue 17 §1. Each technique lists only
 * the organism + sample pairs it is really used with; parameters follow the cited method papers.
 */

const b = (en: string, cn: string): Bi => ({ en, cn });
const m = (en: string, cn: string, supplier: string, catalog: string): TechniqueMaterial => ({
  name: { en, cn },
  supplier,
  catalog,
});

const MICE = b("mice", "小鼠");
const RATS = b("rats", "大鼠");

// ---------------------------------------------------------------------------------------------------------------
// Neuroscience (6)
// ---------------------------------------------------------------------------------------------------------------

const morrisWaterMaze: Technique = {
  id: "morris-water-maze",
  name: b("Morris water maze", "Morris 水迷宫"),
  categoryIds: [6],
  contexts: [
    { organism: "Mus musculus", organismText: MICE, sample: b("adult C57BL/6J mice", "成年 C57BL/6J 小鼠") },
    {
      organism: "Mus musculus",
      organismText: MICE,
      sample: b("aged C57BL/6J mice (18–22 months)", "老龄 C57BL/6J 小鼠（18–22 月龄）"),
    },
    {
      organism: "Mus musculus",
      organismText: MICE,
      sample: b("APP/PS1 mice and wild-type littermates", "阿尔茨海默病模型 APP/PS1 小鼠及其同窝野生型对照"),
    },
    {
      organism: "Rattus norvegicus",
      organismText: RATS,
      sample: b("adult Sprague-Dawley rats", "成年 Sprague-Dawley 大鼠"),
    },
    {
      organism: "Rattus norvegicus",
      organismText: RATS,
      sample: b("aged Wistar rats (20–24 months)", "老龄 Wistar 大鼠（20–24 月龄）"),
    },
  ],
  targets: [
    b("spatial learning", "空间学习能力"),
    b("spatial reference memory", "空间参考记忆"),
    b("reversal learning", "逆向学习能力"),
    b("long-term memory retention", "长时记忆保持"),
    b("hippocampus-dependent navigation", "海马依赖性空间导航"),
    b("search strategy", "搜索策略"),
  ],
  keywords: [
    b("Morris water maze", "Morris 水迷宫"),
    b("spatial memory", "空间记忆"),
    b("hippocampus", "海马"),
    b("probe trial", "空间探索实验"),
    b("behavioural testing", "行为学检测"),
  ],
  titles: [
    b("Morris Water Maze Assessment of {target} in {sample}", "利用 Morris 水迷宫评价{sample}的{target}"),
    b(
      "A Standardised Morris Water Maze Protocol for Measuring {target} in {organism}",
      "测定{organism}{target}的标准化 Morris 水迷宫实验方案",
    ),
    b(
      "Hidden-Platform, Probe and Reversal Testing of {target} in {sample}",
      "{sample}{target}的隐蔽平台、空间探索与逆向训练检测",
    ),
    b(
      "Quantifying {target} in {organism} with the Morris Water Maze",
      "基于 Morris 水迷宫的{organism}{target}定量评价",
    ),
  ],
  abstract: {
    aim: [
      b(
        "The Morris water maze is the most widely used test of hippocampus-dependent spatial learning and memory in rodents, but small differences in pool set-up, cues and trial structure make results difficult to compare between laboratories.",
        "Morris 水迷宫是评价啮齿类动物海马依赖性空间学习与记忆最常用的行为学方法，但水池设置、空间线索和训练安排上的细微差异常使不同实验室的结果难以比较。",
      ),
      b(
        "Here we describe a standardised protocol for measuring {target} in {sample}, including controls for swimming ability, vision and motivation.",
        "本文介绍一种测定{sample}{target}的标准化方案，并设置了游泳能力、视觉和动机方面的对照。",
      ),
    ],
    method: [
      b(
        "Animals are trained for 5 days, four trials per day, to locate a platform hidden 1 cm below the surface of opaque water using distal room cues.",
        "动物连续训练 5 天，每天 4 次，利用房间内的远端线索寻找隐藏于不透明水面下 1 cm 的平台。",
      ),
      b(
        "Memory is assessed 24 h after the last training day in a 60 s probe trial without the platform, followed by reversal training and a visible-platform test.",
        "末次训练 24 h 后撤除平台，进行 60 s 的空间探索实验以评价记忆，随后进行逆向训练和可见平台实验。",
      ),
      b(
        "Swim paths are recorded with an overhead camera and analysed with video-tracking software for escape latency, path length, swim speed and quadrant occupancy.",
        "用水池上方摄像机记录游泳轨迹，并用视频追踪软件分析逃避潜伏期、游泳路程、游泳速度和各象限停留时间。",
      ),
    ],
    result: [
      b(
        "Control {organism} reduced their mean escape latency from 45–55 s on day 1 to 12–20 s on day 5 and spent 38–48% of the probe trial in the target quadrant (chance, 25%).",
        "对照组{organism}的平均逃避潜伏期由第 1 天的 45–55 s 降至第 5 天的 12–20 s，空间探索实验中在目标象限的停留时间占 38%–48%（随机水平为 25%）。",
      ),
      b(
        "Swim speed and visible-platform latencies did not differ between groups, so that differences in {target} could be attributed to memory rather than to sensorimotor deficits.",
        "各组游泳速度和可见平台潜伏期无差异，因此{target}的差异可归因于记忆而非感觉运动功能缺陷。",
      ),
    ],
  },
  background: [
    b(
      "The water maze was introduced by Richard Morris to show that rats can learn to find a hidden escape platform using the spatial arrangement of distal cues [1], and lesion studies soon established that place navigation in the maze depends on the hippocampus [2]. Because the animal cannot use local odour trails or proximal cues, and because swimming provides strong motivation without food deprivation, the task has become a standard test of spatial memory in rats and mice.",
      "水迷宫由 Richard Morris 提出，用于证明大鼠能够利用远端线索的空间布局学会寻找隐藏的逃生平台 [1]；随后的损毁研究证实，迷宫中的位置导航依赖于海马 [2]。由于动物无法利用局部气味轨迹或近端线索，且游泳本身即可提供较强的动机而无需禁食，该任务已成为大鼠和小鼠空间记忆的标准检测方法。",
    ),
    b(
      "Many variants exist, differing in pool size, number of trials, inter-trial interval and the use of probe, reversal and cued trials [3], [4]. The protocol below follows the widely used design of Vorhees and Williams [3]: acquisition with a hidden platform, a probe trial 24 h later, reversal learning and a visible-platform control that detects visual, motor or motivational deficits which would otherwise be misread as memory impairments.",
      "该实验存在多种变体，区别在于水池大小、训练次数、训练间隔以及是否进行空间探索、逆向和线索实验 [3]，[4]。下述方案采用 Vorhees 和 Williams 提出的常用设计 [3]：隐蔽平台获得训练、24 h 后的空间探索实验、逆向学习以及可见平台对照实验；后者可发现视觉、运动或动机方面的缺陷，避免将其误判为记忆障碍。",
    ),
  ],
  materials: [
    m("C57BL/6J mice", "C57BL/6J 小鼠", "The Jackson Laboratory", "000664"),
    m(
      "APP/PS1 mice, B6.Cg-Tg(APPswe,PSEN1dE9)85Dbo/Mmjax",
      "APP/PS1 小鼠，B6.Cg-Tg(APPswe,PSEN1dE9)85Dbo/Mmjax",
      "The Jackson Laboratory (MMRRC)",
      "034832-JAX",
    ),
    m("Sprague-Dawley rats, Crl:SD", "Sprague-Dawley 大鼠，Crl:SD", "Charles River Laboratories", "Strain code 001"),
    m("Wistar rats, Crl:WI", "Wistar 大鼠，Crl:WI", "Charles River Laboratories", "Strain code 003"),
    m("Skim milk powder (to make the water opaque)", "脱脂奶粉（使水不透明）", "Sigma-Aldrich", "70166"),
    m(
      "Non-toxic white tempera paint (alternative to milk powder)",
      "无毒白色广告颜料（可替代奶粉）",
      "Sargent Art",
      "22-1796",
    ),
    m("Virkon S disinfectant", "Virkon S 消毒剂", "LANXESS", "Virkon S 1 kg"),
  ],
  equipment: [
    m(
      "Circular pool, white, 120 cm diameter (mice) or 160 cm (rats), with 10 cm escape platform",
      "白色圆形水池，直径 120 cm（小鼠）或 160 cm（大鼠），配直径 10 cm 的逃生平台",
      "Shanghai XinRuan Information Technology",
      "XR-XM101",
    ),
    m("Overhead monochrome camera", "顶置黑白摄像机", "Basler", "ace acA1300-60gm"),
    m("Aquarium heater with thermostat, 300 W", "带温控的加热棒，300 W", "EHEIM", "thermocontrol e 300"),
    m("Digital thermometer", "数字温度计", "Testo", "testo 104"),
    m("Infrared heat lamp or heated holding cage", "红外加热灯或加热饲养笼", "Harvard Apparatus", "72-7006"),
  ],
  software: [
    m("EthoVision XT (video tracking)", "EthoVision XT（视频追踪）", "Noldus Information Technology", "version 17"),
    m("GraphPad Prism (statistics)", "GraphPad Prism（统计分析）", "GraphPad Software", "version 10.2"),
  ],
  steps: [
    {
      text: b(
        "Obtain approval for the experiment from the institutional animal care and use committee. House {sample} in groups under a 12 h light/dark cycle, acclimatise them to the facility for at least 7 days and handle each animal for 2 min per day on 3 consecutive days before testing.",
        "实验前获得所在机构实验动物管理和使用委员会的批准。{sample}分笼群养，12 h 光照/黑暗循环，适应饲养环境至少 7 天，测试前连续 3 天每天抚触每只动物 2 min。",
      ),
      notes: [
        b(
          "Assign animals to groups at random, balance sexes across groups and keep the experimenter blind to genotype or treatment. Test at the same time of day throughout.",
          "动物随机分组，各组性别均衡，实验者对基因型或处理方式设盲。整个实验在每天同一时段进行。",
        ),
      ],
    },
    {
      text: b(
        "Fill the pool to a depth of 30 cm with water at 22 ± 1 °C and make it opaque with skim milk powder (approx. 1 g/L) or non-toxic white paint. Divide the pool into four virtual quadrants and place the platform in the centre of the target quadrant, 1 cm below the water surface.",
        "向水池中注水至 30 cm 深，水温 22 ± 1 °C，加入脱脂奶粉（约 1 g/L）或无毒白色颜料使水不透明。将水池划分为 4 个虚拟象限，平台置于目标象限中央、水面下 1 cm 处。",
      ),
      notes: [
        b(
          "**Critical:** distal cues (large black-and-white shapes on the walls 1–2 m from the pool), lighting and the position of the experimenter must stay the same on every day of testing; remove any proximal cues from the pool wall.",
          "**关键：**远端线索（距水池 1–2 m 墙面上的大型黑白图形）、照明和实验者位置在各测试日必须保持不变；去除池壁上的一切近端线索。",
        ),
      ],
    },
    {
      text: b(
        "Set up the tracking software: define the arena, the four quadrants and a platform zone, and check with a test animal that the animal is detected against the water over the whole pool.",
        "设置追踪软件：定义水池区域、4 个象限和平台区域，用一只测试动物确认在整个水池范围内均能从水面背景中识别动物。",
      ),
    },
    {
      text: b(
        "Acquisition training (days 1–5): give four trials per day, starting from the four cardinal positions (N, E, S, W) in a semi-random order that differs each day. Lower the animal gently into the water facing the pool wall and start tracking.",
        "获得训练（第 1–5 天）：每天训练 4 次，分别从 4 个方位点（北、东、南、西）入水，顺序为每天不同的半随机顺序。将动物面向池壁轻轻放入水中并开始追踪。",
      ),
    },
    {
      text: b(
        "Allow a maximum of 60 s to find the platform. If the animal does not find it, guide it there by hand. Leave the animal on the platform for 15 s, then dry it with a towel and place it in a warmed holding cage; use an inter-trial interval of 10–15 min.",
        "每次训练最长 60 s。若动物未找到平台，则用手将其引导至平台上。动物在平台上停留 15 s 后取出，用毛巾擦干并放入加温的饲养笼；训练间隔 10–15 min。",
      ),
      notes: [
        b(
          "**Caution:** mice, especially aged mice, lose body heat quickly; dry them thoroughly and keep them warm between trials. Remove faeces from the water after each animal.",
          "**注意：**小鼠（尤其是老龄小鼠）散热很快，须彻底擦干并在两次训练间保温。每只动物测试后清除水中粪便。",
        ),
      ],
    },
    {
      text: b(
        "Probe trial (day 6, 24 h after the last training trial): remove the platform, release the animal from the position opposite the target quadrant and record a single 60 s swim.",
        "空间探索实验（第 6 天，末次训练 24 h 后）：撤除平台，将动物从目标象限的对侧入水，记录一次 60 s 的游泳轨迹。",
      ),
      notes: [
        b(
          "To assess long-term memory retention, give the probe trial to a separate cohort 7 days (instead of 24 h) after the last training day, without training in between.",
          "评价长时记忆保持时，另取一批动物于末次训练后第 7 天（而非 24 h）进行空间探索实验，其间不再训练。",
        ),
      ],
    },
    {
      text: b(
        "Reversal learning (days 7–9): move the platform to the centre of the opposite quadrant and train four trials per day as in steps 4–5. Give a 60 s reversal probe trial on day 10.",
        "逆向学习（第 7–9 天）：将平台移至对侧象限中央，按步骤 4–5 每天训练 4 次。第 10 天进行 60 s 的逆向空间探索实验。",
      ),
    },
    {
      text: b(
        "Visible-platform test (day 11): raise the platform 1 cm above the water, mark it with a flag and cover the distal cues with a curtain. Give four trials with the platform in a different quadrant each time.",
        "可见平台实验（第 11 天）：将平台升至水面上 1 cm，插上标志旗，并用帘子遮挡远端线索。共训练 4 次，每次平台置于不同象限。",
      ),
      notes: [
        b(
          "Animals that fail to reach the visible platform, or that float for more than 20% of the trial time, are excluded according to criteria fixed before the experiment.",
          "未能到达可见平台，或漂浮时间超过单次测试时长 20% 的动物，按实验前确定的标准予以剔除。",
        ),
      ],
    },
    {
      text: b(
        "At the end of each day, drain or filter the pool, clean it with Virkon S and rinse thoroughly. Export the tracks and the per-trial parameters from the tracking software.",
        "每天实验结束后排空或过滤池水，用 Virkon S 清洁水池并彻底冲洗。从追踪软件中导出轨迹和每次训练的参数。",
      ),
      notes: [
        b(
          "**Pause point:** the exported tracks can be analysed at any later time.",
          "**暂停点：**导出的轨迹可在之后任意时间分析。",
        ),
      ],
    },
  ],
  dataAnalysis: [
    b(
      "For acquisition and reversal, average the four trials per animal and day and analyse escape latency and path length with a two-way repeated-measures ANOVA (group × day). Path length is less influenced by differences in swim speed than latency and should be reported alongside it; report swim speed separately as a motor control.",
      "获得训练和逆向训练数据按每只动物每天 4 次训练取均值，逃避潜伏期和游泳路程采用双因素重复测量方差分析（组别 × 天数）。与潜伏期相比，游泳路程受游泳速度差异的影响较小，应同时报告；游泳速度作为运动对照单独报告。",
    ),
    b(
      "For probe trials, report the percentage of time in the target quadrant, the number of crossings of the former platform location and the mean distance to it. Compare target-quadrant occupancy with chance (25%) by a one-sample t-test and between groups by ANOVA. Search strategies can be classified from the swim paths (direct, focal, scanning, chaining, thigmotaxis) by two observers blind to group.",
      "空间探索实验报告目标象限停留时间百分比、穿越原平台位置的次数以及与原平台位置的平均距离。目标象限停留时间与随机水平（25%）比较采用单样本 t 检验，组间比较采用方差分析。搜索策略可由两名对分组设盲的观察者根据游泳轨迹分类（直线式、聚焦式、扫描式、链式和边缘式）。",
    ),
  ],
  troubleshooting: [
    {
      problem: b(
        "Control animals do not learn (latency stays above 40 s)",
        "对照组动物未学会任务（潜伏期始终高于 40 s）",
      ),
      cause: b(
        "Too few or too weak distal cues; cues or lighting changed between days",
        "远端线索过少或不明显；各天间线索或照明发生变化",
      ),
      solution: b(
        "Use large, high-contrast cues on at least three walls and keep the room unchanged",
        "至少在三面墙上使用大型高对比度线索，保持房间布置不变",
      ),
    },
    {
      problem: b("Animals float or swim along the wall", "动物漂浮或沿池壁游泳"),
      cause: b("Water too warm, insufficient handling, anxiety", "水温过高，抚触不足，焦虑"),
      solution: b(
        "Keep water at 21–23 °C, handle animals before training; report thigmotaxis as a separate measure",
        "水温保持在 21–23 °C，训练前充分抚触；将边缘游泳作为单独指标报告",
      ),
    },
    {
      problem: b("Tracking loses the animal", "追踪过程中丢失动物"),
      cause: b("Poor contrast or reflections on the water surface", "对比度不足或水面反光"),
      solution: b(
        "Use white water for dark-coated animals, diffuse indirect lighting and adjust the detection threshold",
        "深色动物使用白色不透明水，采用漫射间接照明并调整检测阈值",
      ),
    },
  ],
  references: [
    {
      authors: "Morris, R.",
      year: 1984,
      title: "Developments of a water-maze procedure for studying spatial learning in the rat",
      journal: "J Neurosci Methods",
      volume: "11",
      pages: "47–60",
      doi: "10.1016/0165-0270(84)90007-4",
    },
    {
      authors: "Morris, R. G. M., Garrud, P., Rawlins, J. N. P., O'Keefe, J.",
      year: 1982,
      title: "Place navigation impaired in rats with hippocampal lesions",
      journal: "Nature",
      volume: "297",
      pages: "681–683",
      doi: "10.1038/297681a0",
    },
    {
      authors: "Vorhees, C. V., Williams, M. T.",
      year: 2006,
      title: "Morris water maze: procedures for assessing spatial and related forms of learning and memory",
      journal: "Nat Protoc",
      volume: "1",
      pages: "848–858",
      doi: "10.1038/nprot.2006.116",
    },
    {
      authors: "D'Hooge, R., De Deyn, P. P.",
      year: 2001,
      title: "Applications of the Morris water maze in the study of learning and memory",
      journal: "Brain Res Rev",
      volume: "36",
      pages: "60–90",
    },
  ],
};

const stereotaxicAav: Technique = {
  id: "stereotaxic-aav-injection",
  name: b("stereotaxic AAV injection", "脑立体定位 AAV 注射"),
  categoryIds: [6, 1],
  contexts: [
    {
      organism: "Mus musculus",
      organismText: MICE,
      sample: b("the dorsal hippocampus of adult mice", "成年小鼠背侧海马"),
    },
    {
      organism: "Mus musculus",
      organismText: MICE,
      sample: b("the medial prefrontal cortex of adult mice", "成年小鼠内侧前额叶皮层"),
    },
    {
      organism: "Mus musculus",
      organismText: MICE,
      sample: b("the dorsal striatum of adult mice", "成年小鼠背侧纹状体"),
    },
    {
      organism: "Rattus norvegicus",
      organismText: RATS,
      sample: b("the dorsal hippocampus of adult rats", "成年大鼠背侧海马"),
    },
    {
      organism: "Rattus norvegicus",
      organismText: RATS,
      sample: b("the dorsal striatum of adult rats", "成年大鼠背侧纹状体"),
    },
  ],
  targets: [
    b("Cre-dependent transgene expression", "依赖 Cre 的转基因表达"),
    b("chemogenetic (DREADD) manipulation", "化学遗传学（DREADD）调控"),
    b("optogenetic actuator expression", "光遗传学工具蛋白表达"),
    b("gene knockdown by shRNA", "短发夹 RNA（shRNA）介导的基因敲低"),
    b("calcium indicator (GCaMP) expression", "钙指示剂（GCaMP）表达"),
    b("anterograde projection tracing", "顺行投射示踪"),
  ],
  keywords: [
    b("stereotaxic surgery", "脑立体定位手术"),
    b("adeno-associated virus", "腺相关病毒"),
    b("viral vector", "病毒载体"),
    b("gene delivery", "基因递送"),
    b("neural circuits", "神经环路"),
  ],
  titles: [
    b("Stereotaxic AAV Injection into {sample} for {target}", "向{sample}立体定位注射 AAV 实现{target}"),
    b("Targeted Viral Delivery to {sample}: A Protocol for {target}", "{sample}的靶向病毒递送：{target}实验方案"),
    b(
      "Precise Stereotaxic Delivery of AAV Vectors for {target} in {organism}",
      "{organism}精准立体定位 AAV 载体递送：{target}",
    ),
  ],
  abstract: {
    aim: [
      b(
        "Recombinant adeno-associated viruses (AAVs) delivered by stereotaxic surgery are the standard way to express genetically encoded tools in defined brain regions of rodents.",
        "通过脑立体定位手术递送重组腺相关病毒（AAV），是在啮齿类动物特定脑区表达遗传编码工具的标准方法。",
      ),
      b(
        "We describe a protocol for stereotaxic AAV injection into {sample} for {target}, with an emphasis on accurate targeting, slow infusion and post-operative care.",
        "本文介绍向{sample}立体定位注射 AAV 以实现{target}的实验方案，重点关注定位准确性、缓慢注射和术后护理。",
      ),
    ],
    method: [
      b(
        "Animals are anaesthetised with isoflurane and fixed in a stereotaxic frame, the skull is levelled between bregma and lambda, and a small craniotomy is drilled above the target coordinates.",
        "动物经异氟烷麻醉后固定于脑立体定位仪，将前囟与后囟调平，在目标坐标上方钻一小骨窗。",
      ),
      b(
        "AAV (300–500 nL per site for mice) is infused through a pulled glass micropipette at 50–100 nL/min, and the pipette is left in place for 10 min before withdrawal.",
        "经拉制的玻璃微电极以 50–100 nL/min 的速度注入 AAV（小鼠每个位点 300–500 nL），注射结束后留针 10 min 再退出。",
      ),
      b(
        "Expression is allowed to develop for 3–4 weeks, and targeting is verified histologically in every animal.",
        "表达 3–4 周后进行后续实验，并对每只动物进行组织学定位验证。",
      ),
    ],
    result: [
      b(
        "In 24 injected {organism}, 22 (92%) showed expression centred on the intended region, with a spread of 0.8–1.2 mm along the anteroposterior axis.",
        "在 24 只注射的{organism}中，22 只（92%）的表达以目标脑区为中心，沿前后轴的扩散范围为 0.8–1.2 mm。",
      ),
      b(
        "Post-operative weight loss was below 10% in all animals, and no animal had to be excluded for complications of surgery.",
        "所有动物术后体重下降均低于 10%，无动物因手术并发症而被剔除。",
      ),
    ],
  },
  background: [
    b(
      "Stereotaxic surgery places an injection pipette at coordinates defined relative to skull landmarks (bregma and lambda) from a brain atlas. Combined with viral vectors, it allows genes to be delivered to a chosen brain region of adult animals [1]. AAVs are preferred because they transduce neurons efficiently, cause little inflammation and give stable expression for months; serotypes differ in spread, tropism and axonal transport [2].",
      "脑立体定位手术根据脑图谱中相对于颅骨标志（前囟和后囟）的坐标放置注射微电极。与病毒载体结合，可将基因递送至成年动物的特定脑区 [1]。AAV 能高效转导神经元，引起的炎症反应轻微，表达可稳定维持数月，因而最为常用；不同血清型在扩散范围、细胞嗜性和轴突运输方面存在差异 [2]。",
    ),
    b(
      "The same surgical procedure delivers a wide range of tools: Cre-dependent (FLEX/DIO) constructs restrict expression to genetically defined cells [3], designer receptors exclusively activated by designer drugs (DREADDs) allow chemogenetic control [4], and channelrhodopsin-2 allows millisecond optical control of neuronal activity [5]. Accurate targeting, slow infusion and careful verification of expression are common to all these applications.",
      "同一手术操作可递送多种工具：Cre 依赖性（FLEX/DIO）构建体可将表达限定于遗传学定义的细胞 [3]，仅由特定药物激活的人工受体（DREADD）可实现化学遗传学调控 [4]，通道视紫红质-2 则可在毫秒级时间尺度上光控神经元活动 [5]。准确定位、缓慢注射和仔细验证表达是所有这些应用的共同要求。",
    ),
  ],
  materials: [
    m(
      "AAV vector, titre ≥ 1 × 10¹³ vg/mL (e.g. AAV9-hSyn-DIO-hM3D(Gq)-mCherry)",
      "AAV 载体，滴度 ≥ 1 × 10¹³ vg/mL（如 AAV9-hSyn-DIO-hM3D(Gq)-mCherry）",
      "Addgene",
      "44361-AAV9",
    ),
    m("Isoflurane", "异氟烷", "Piramal Critical Care", "Isoflurane USP 250 mL"),
    m("Meloxicam injection, 5 mg/mL", "美洛昔康注射液，5 mg/mL", "Boehringer Ingelheim", "Metacam 5 mg/mL"),
    m("Bupivacaine hydrochloride, 0.25%", "盐酸布比卡因，0.25%", "Hospira", "Marcaine 0.25%"),
    m("Ophthalmic ointment", "眼药膏", "Dechra", "Lacri-Lube"),
    m("Povidone-iodine solution, 10%", "聚维酮碘溶液，10%", "Sigma-Aldrich", "PVP1"),
    m("Mineral oil (for back-filling pipettes)", "矿物油（用于微电极回填）", "Sigma-Aldrich", "M5904"),
    m("Absorbable suture, 6-0, or tissue adhesive", "6-0 可吸收缝线或组织胶", "3M", "Vetbond 1469SB"),
  ],
  equipment: [
    m("Stereotaxic frame with digital display", "带数显的脑立体定位仪", "RWD Life Science", "68025"),
    m("Nanolitre injector", "纳升注射器", "Drummond Scientific", "Nanoject III 3-000-207"),
    m(
      "Glass capillaries for pipettes, 3.5 inch",
      "玻璃毛细管（用于拉制微电极），3.5 英寸",
      "Drummond Scientific",
      "3-000-203-G/X",
    ),
    m("Micropipette puller", "微电极拉制仪", "Sutter Instrument", "P-97"),
    m("High-speed micro drill with 0.5 mm burr", "高速微型颅钻（配 0.5 mm 钻头）", "RWD Life Science", "78001"),
    m("Isoflurane vaporiser with induction chamber", "异氟烷挥发罐及诱导箱", "RWD Life Science", "R500IE"),
  ],
  software: [m("Fiji/ImageJ", "Fiji/ImageJ", "Open source (imagej.net)", "version 2.14.0")],
  steps: [
    {
      text: b(
        "Confirm that the surgery, the viral vector and the biosafety level are covered by the approved animal protocol and the institutional biosafety approval. Thaw the AAV aliquot on ice, spin it briefly and keep it on ice; do not refreeze.",
        "确认手术、病毒载体及其生物安全等级均已获得动物实验方案和机构生物安全委员会的批准。AAV 分装管于冰上融化，短暂离心后置于冰上备用，不得反复冻融。",
      ),
      notes: [
        b(
          "**Caution:** handle AAV in a biosafety cabinet at the level required by your institution (usually BSL-1 or BSL-2) and inactivate waste with 1% sodium hypochlorite or Virkon.",
          "**注意：**按所在机构要求的防护等级（通常为 BSL-1 或 BSL-2）在生物安全柜中操作 AAV，废弃物用 1% 次氯酸钠或 Virkon 灭活。",
        ),
      ],
    },
    {
      text: b(
        "Pull glass pipettes on a P-97 puller and break the tip to an outer diameter of 20–40 µm. Back-fill the pipette with mineral oil, mount it on the nanolitre injector and front-fill it with 1–2 µL of virus.",
        "用 P-97 拉制仪拉制玻璃微电极，将尖端折断至外径 20–40 µm。用矿物油回填微电极，安装于纳升注射泵上，再从尖端吸入 1–2 µL 病毒液。",
      ),
    },
    {
      text: b(
        "Induce anaesthesia with 3–4% isoflurane in oxygen and maintain it at 1–2% through the nose cone. Check the absence of the pedal withdrawal reflex, apply ophthalmic ointment and give meloxicam (1–5 mg/kg, s.c.) for analgesia.",
        "以含 3%–4% 异氟烷的氧气诱导麻醉，经面罩以 1%–2% 维持。确认踏板反射消失后涂眼药膏，皮下注射美洛昔康（1–5 mg/kg）镇痛。",
      ),
      notes: [
        b(
          "Keep body temperature at 37 °C with a feedback-controlled heating pad and monitor breathing throughout surgery.",
          "术中用反馈控温加热垫将体温维持在 37 °C，并持续监测呼吸。",
        ),
      ],
    },
    {
      text: b(
        "Fix the head in the stereotaxic frame with ear bars and the incisor bar. Shave the scalp, disinfect it three times alternately with povidone-iodine and 70% ethanol, inject bupivacaine under the incision line and make a 1 cm midline incision.",
        "用耳杆和门齿夹将头部固定于立体定位仪。剃除头皮毛发，用聚维酮碘和 70% 乙醇交替消毒 3 次，于切口线皮下注射布比卡因，沿中线作约 1 cm 的切口。",
      ),
    },
    {
      text: b(
        "Clean the skull with sterile cotton swabs, identify bregma and lambda and level the skull: adjust the head until the dorsoventral readings of bregma and lambda, and of two points 2 mm left and right of the midline, differ by less than 0.05 mm.",
        "用无菌棉签清理颅骨表面，找到前囟和后囟并调平颅骨：调整头部位置，使前囟与后囟以及中线左右各 2 mm 两点的背腹坐标读数之差均小于 0.05 mm。",
      ),
      notes: [
        b(
          "**Critical:** an unlevelled skull is the most common cause of missed targets, particularly for deep structures.",
          "**关键：**颅骨未调平是定位偏差最常见的原因，对深部结构尤其如此。",
        ),
      ],
    },
    {
      text: b(
        "Move the pipette tip to bregma, zero the coordinates and move to the target. Drill a craniotomy of approx. 0.5 mm diameter without damaging the dura; pierce the dura with a 30 G needle if the pipette does not pass.",
        "将微电极尖端移至前囟并将坐标归零，再移至目标位置。钻一个直径约 0.5 mm 的骨窗，勿损伤硬脑膜；若微电极无法穿过硬脑膜，可用 30 G 针头刺破。",
      ),
      substeps: [
        b(
          "Mouse dorsal hippocampus (CA1): AP −2.0 mm, ML ±1.5 mm, DV −1.3 mm.",
          "小鼠背侧海马（CA1）：AP −2.0 mm，ML ±1.5 mm，DV −1.3 mm。",
        ),
        b(
          "Mouse medial prefrontal cortex (prelimbic): AP +1.9 mm, ML ±0.4 mm, DV −2.2 mm.",
          "小鼠内侧前额叶皮层（前边缘区）：AP +1.9 mm，ML ±0.4 mm，DV −2.2 mm。",
        ),
        b(
          "Mouse dorsal striatum: AP +0.8 mm, ML ±1.8 mm, DV −2.8 mm.",
          "小鼠背侧纹状体：AP +0.8 mm，ML ±1.8 mm，DV −2.8 mm。",
        ),
        b(
          "Rat dorsal hippocampus (CA1): AP −3.8 mm, ML ±2.5 mm, DV −2.6 mm.",
          "大鼠背侧海马（CA1）：AP −3.8 mm，ML ±2.5 mm，DV −2.6 mm。",
        ),
        b(
          "Rat dorsal striatum: AP +1.0 mm, ML ±3.0 mm, DV −4.5 mm.",
          "大鼠背侧纹状体：AP +1.0 mm，ML ±3.0 mm，DV −4.5 mm。",
        ),
      ],
      notes: [
        b(
          "Coordinates are from bregma, DV from the brain surface; confirm them in pilot injections for the strain, age and sex used.",
          "坐标以前囟为原点，DV 自脑表面起算；应针对所用品系、年龄和性别通过预实验加以确认。",
        ),
      ],
    },
    {
      text: b(
        "Lower the pipette slowly to 0.1 mm below the target depth, withdraw it to the target and wait 2 min. Inject the virus at 50–100 nL/min (300–500 nL per site in mice, 0.5–1 µL in rats).",
        "缓慢将微电极降至目标深度以下 0.1 mm，再退回目标深度并等待 2 min。以 50–100 nL/min 的速度注射病毒（小鼠每个位点 300–500 nL，大鼠 0.5–1 µL）。",
      ),
    },
    {
      text: b(
        "Leave the pipette in place for 10 min after the end of the infusion, then withdraw it slowly over 1 min. Check that the meniscus has moved by the expected volume.",
        "注射结束后留针 10 min，再在 1 min 内缓慢退出微电极。检查液面移动距离是否与预期注射量相符。",
      ),
      notes: [
        b(
          "**Critical:** withdrawing the pipette too early draws the virus up the pipette track and labels the overlying cortex.",
          "**关键：**过早退针会使病毒沿针道回流，标记到上方皮层。",
        ),
      ],
    },
    {
      text: b(
        "Close the incision with sutures or tissue adhesive, remove the animal from the frame and let it recover in a warmed cage until it is fully ambulatory.",
        "用缝线或组织胶闭合切口，将动物从立体定位仪上取下，置于加温笼中直至完全恢复活动能力。",
      ),
    },
    {
      text: b(
        "Give meloxicam once daily for 2 further days and monitor body weight and the wound daily for 7 days. Allow 3–4 weeks for expression (2 weeks for shRNA knockdown, 4–6 weeks for tracing of long-range axons) before experiments.",
        "术后继续每天给予美洛昔康 1 次，共 2 天；连续 7 天每天监测体重和伤口情况。待表达 3–4 周（shRNA 敲低约 2 周，长程轴突示踪 4–6 周）后再进行实验。",
      ),
      notes: [
        b(
          "**Pause point:** animals can be kept for the expression period without intervention.",
          "**暂停点：**表达期间动物无需额外处理。",
        ),
      ],
    },
    {
      text: b(
        "After the experiments, perfuse the animals transcardially with PBS and 4% paraformaldehyde, cut 40 µm coronal sections on a vibratome and image the reporter fluorescence to verify the injection site against the atlas.",
        "实验结束后经心脏灌注 PBS 和 4% 多聚甲醛，用振动切片机切取 40 µm 冠状切片，观察报告基因荧光，并对照脑图谱核实注射部位。",
      ),
    },
  ],
  dataAnalysis: [
    b(
      "For each animal, map the extent of reporter expression onto atlas sections at 240 µm intervals and record the centre of the injection and its anteroposterior spread. Define before the experiment which animals are excluded (for example, expression outside the target region or unilateral expression in a bilateral design). Quantify transduction as the fraction of NeuN-positive cells that express the reporter in three sections per animal using Fiji.",
      "对每只动物，每隔 240 µm 将报告基因表达范围标注到相应的图谱切面上，记录注射中心及其前后扩散范围。实验前即确定剔除标准（如表达位于目标脑区以外，或在双侧注射设计中仅单侧表达）。用 Fiji 在每只动物的 3 张切片中计算表达报告基因的细胞占 NeuN 阳性细胞的比例，以定量转导效率。",
    ),
  ],
  troubleshooting: [
    {
      problem: b("No or weak expression", "无表达或表达很弱"),
      cause: b(
        "Clogged pipette, degraded virus after freeze–thaw, too short expression time",
        "微电极堵塞，病毒反复冻融后失活，表达时间过短",
      ),
      solution: b(
        "Check flow before and after injection; aliquot virus in single-use volumes; extend expression time",
        "注射前后检查出液情况；病毒按单次用量分装；延长表达时间",
      ),
    },
    {
      problem: b("Expression off target or along the pipette track", "表达偏离靶区或沿针道分布"),
      cause: b("Skull not levelled; wrong bregma; pipette withdrawn too fast", "颅骨未调平；前囟定位错误；退针过快"),
      solution: b(
        "Level the skull to < 0.05 mm; re-zero on bregma; wait 10 min before withdrawal",
        "颅骨调平误差小于 0.05 mm；重新以前囟归零；注射后留针 10 min",
      ),
    },
    {
      problem: b("Cell loss around the injection site", "注射部位周围细胞丢失"),
      cause: b(
        "Infusion too fast or too large; toxicity of high-titre virus",
        "注射过快或注射量过大；高滴度病毒的毒性",
      ),
      solution: b(
        "Reduce the rate to 50 nL/min and dilute the virus to 1–5 × 10¹² vg/mL",
        "将速度降至 50 nL/min，并将病毒稀释至 1–5 × 10¹² vg/mL",
      ),
    },
  ],
  references: [
    {
      authors: "Cetin, A., Komai, S., Eliava, M., Seeburg, P. H., Osten, P.",
      year: 2006,
      title: "Stereotaxic gene delivery in the rodent brain",
      journal: "Nat Protoc",
      volume: "1",
      pages: "3166–3173",
      doi: "10.1038/nprot.2006.450",
    },
    {
      authors: "Aschauer, D. F., Kreuz, S., Rumpel, S.",
      year: 2013,
      title:
        "Analysis of transduction efficiency, tropism and axonal transport of AAV serotypes 1, 2, 5, 6, 8 and 9 in the mouse brain",
      journal: "PLoS One",
      volume: "8",
      pages: "e76310",
      doi: "10.1371/journal.pone.0076310",
    },
    {
      authors: "Atasoy, D., Aponte, Y., Su, H. H., Sternson, S. M.",
      year: 2008,
      title:
        "A FLEX switch targets Channelrhodopsin-2 to multiple cell types for imaging and long-range circuit mapping",
      journal: "J Neurosci",
      volume: "28",
      pages: "7025–7030",
    },
    {
      authors: "Armbruster, B. N., Li, X., Pausch, M. H., Herlitze, S., Roth, B. L.",
      year: 2007,
      title:
        "Evolving the lock to fit the key to create a family of G protein-coupled receptors potently activated by an inert ligand",
      journal: "Proc Natl Acad Sci USA",
      volume: "104",
      pages: "5163–5168",
      doi: "10.1073/pnas.0700293104",
    },
    {
      authors: "Boyden, E. S., Zhang, F., Bamberg, E., Nagel, G., Deisseroth, K.",
      year: 2005,
      title: "Millisecond-timescale, genetically targeted optical control of neural activity",
      journal: "Nat Neurosci",
      volume: "8",
      pages: "1263–1268",
      doi: "10.1038/nn1525",
    },
  ],
};

const fibrePhotometry: Technique = {
  id: "fibre-photometry",
  name: b("fibre photometry", "光纤光度记录"),
  categoryIds: [6],
  contexts: [
    {
      organism: "Mus musculus",
      organismText: MICE,
      sample: b(
        "dopamine neurons of the ventral tegmental area in DAT-IRES-Cre mice",
        "腹侧被盖区多巴胺能神经元（DAT-IRES-Cre 小鼠）",
      ),
    },
    {
      organism: "Mus musculus",
      organismText: MICE,
      sample: b("the nucleus accumbens of freely moving mice", "自由活动小鼠伏隔核"),
    },
    {
      organism: "Mus musculus",
      organismText: MICE,
      sample: b("the basolateral amygdala of freely moving mice", "自由活动小鼠基底外侧杏仁核"),
    },
    {
      organism: "Mus musculus",
      organismText: MICE,
      sample: b("the medial prefrontal cortex of freely moving mice", "自由活动小鼠内侧前额叶皮层"),
    },
    {
      organism: "Rattus norvegicus",
      organismText: RATS,
      sample: b("the nucleus accumbens of freely moving rats", "自由活动大鼠伏隔核"),
    },
  ],
  targets: [
    b("reward-evoked population activity", "奖赏诱发群体活动"),
    b("footshock-evoked calcium responses", "足底电击诱发钙反应"),
    b("social-interaction-related activity", "社交相关神经活动"),
    b("cue-evoked responses during Pavlovian conditioning", "巴甫洛夫条件反射线索诱发反应"),
    b("locomotion-related population activity", "运动相关群体活动"),
    b("population calcium dynamics", "群体钙活动动态"),
  ],
  keywords: [
    b("fibre photometry", "光纤光度记录"),
    b("GCaMP", "GCaMP"),
    b("calcium imaging", "钙成像"),
    b("freely moving animals", "自由活动动物"),
    b("neural circuits", "神经环路"),
  ],
  titles: [
    b("Fibre Photometry Recording of {target} in {sample}", "{sample}{target}的光纤光度记录"),
    b(
      "Measuring {target} in {organism} by Fibre Photometry with an Isosbestic Control",
      "基于等吸收点校正的光纤光度记录测定{organism}{target}",
    ),
    b(
      "In Vivo Calcium Recording of {target}: A Fibre Photometry Protocol for {organism}",
      "{target}的在体钙信号记录：{organism}光纤光度记录实验方案",
    ),
  ],
  abstract: {
    aim: [
      b(
        "Fibre photometry records the bulk fluorescence of genetically encoded calcium indicators through an implanted optical fibre and thus links the activity of defined neuronal populations to behaviour in freely moving animals.",
        "光纤光度记录通过植入的光纤采集遗传编码钙指示剂的整体荧光，可将特定神经元群体的活动与自由活动动物的行为联系起来。",
      ),
      b(
        "This protocol describes how to record {target} in {sample}, from viral expression of GCaMP to motion-corrected peri-event analysis.",
        "本方案介绍记录{sample}{target}的完整流程，涵盖从病毒介导的 GCaMP 表达到经运动校正的事件相关分析。",
      ),
    ],
    method: [
      b(
        "AAV encoding GCaMP6s is injected stereotaxically, and a 400 µm, 0.48 NA optical fibre is implanted 0.1–0.2 mm above the injection site in the same surgery.",
        "立体定位注射编码 GCaMP6s 的 AAV，并在同一手术中将芯径 400 µm、数值孔径 0.48 的光纤植入注射点上方 0.1–0.2 mm 处。",
      ),
      b(
        "After 3–4 weeks, 465 nm and 405 nm (isosbestic) excitation light is delivered at 20–40 µW with sinusoidal modulation, and the two emission signals are demodulated by lock-in amplification.",
        "3–4 周后，以 20–40 µW 的功率传输经正弦调制的 465 nm 和 405 nm（等吸收点）激发光，两路发射信号经锁相放大解调。",
      ),
      b(
        "Behavioural events are time-stamped by TTL pulses, and the isosbestic signal is fitted to the calcium signal to remove bleaching and movement artefacts before ΔF/F and z-scores are calculated.",
        "行为事件以 TTL 脉冲标记时间，将等吸收点信号拟合至钙信号以去除光漂白和运动伪迹，再计算 ΔF/F 和 z 分数。",
      ),
    ],
    result: [
      b(
        "In correctly targeted {organism}, single events evoked transients of 3–12% ΔF/F (z-score 2.5–6), whereas GFP-expressing controls showed no event-related change.",
        "在光纤位置准确的{organism}中，单次事件诱发的钙瞬变为 3%–12% ΔF/F（z 分数 2.5–6），而表达 GFP 的对照动物未见与事件相关的信号变化。",
      ),
      b(
        "Signals remained stable over sessions of 60 min, with photobleaching below 15%, and the same animals could be recorded repeatedly for at least 8 weeks.",
        "在 60 min 的记录中信号保持稳定，光漂白低于 15%，同一批动物可重复记录至少 8 周。",
      ),
    ],
  },
  background: [
    b(
      "Optical fibres were first used to record population calcium signals in the brains of living mice with synthetic dyes [1]. Genetically encoded indicators of the GCaMP6 family [2] made it possible to target the recording to cells defined by a promoter or a Cre driver line, and fibre photometry has since been used to relate the activity of projection-defined and cell-type-defined populations to actions and social behaviour [3], [4].",
      "光纤最初被用于在活体小鼠脑内记录合成染料标记的群体钙信号 [1]。GCaMP6 系列遗传编码钙指示剂 [2] 使记录能够靶向由启动子或 Cre 驱动品系所定义的细胞，此后光纤光度记录被广泛用于研究按投射或细胞类型定义的神经元群体活动与动作及社交行为之间的关系 [3]，[4]。",
    ),
    b(
      "Unlike single-cell imaging, photometry integrates the fluorescence of many cells under the fibre tip, so it is simple, inexpensive and compatible with almost any behavioural apparatus. Its main pitfall is that movement, haemodynamic changes and photobleaching also change fluorescence. Excitation near the isosbestic point of GCaMP (approx. 405 nm), where fluorescence does not depend on calcium, provides a reference channel to correct these artefacts.",
      "与单细胞成像不同，光纤光度记录整合了光纤尖端下方众多细胞的荧光，因而操作简单、成本低，几乎可与任何行为学装置配合使用。其主要问题在于运动、血流动力学变化和光漂白同样会改变荧光强度。在 GCaMP 的等吸收点（约 405 nm）激发时荧光不依赖于钙浓度，可作为参比通道校正上述伪迹。",
    ),
  ],
  materials: [
    m(
      "AAV9-Syn-GCaMP6s-WPRE-SV40, ≥ 1 × 10¹³ vg/mL",
      "AAV9-Syn-GCaMP6s-WPRE-SV40，≥ 1 × 10¹³ vg/mL",
      "Addgene",
      "100843-AAV9",
    ),
    m(
      "AAV9-Syn-FLEX-GCaMP6s-WPRE-SV40 (for Cre lines)",
      "AAV9-Syn-FLEX-GCaMP6s-WPRE-SV40（用于 Cre 品系）",
      "Addgene",
      "100842-AAV9",
    ),
    m(
      "DAT-IRES-Cre mice, B6.SJL-Slc6a3tm1.1(cre)Bkmn/J",
      "DAT-IRES-Cre 小鼠，B6.SJL-Slc6a3tm1.1(cre)Bkmn/J",
      "The Jackson Laboratory",
      "006660",
    ),
    m(
      "Mono fibre-optic cannula, 400 µm core, 0.48 NA, 6 mm, 2.5 mm ferrule",
      "单芯光纤插管，芯径 400 µm，NA 0.48，长 6 mm，2.5 mm 插芯",
      "Doric Lenses",
      "MFC_400/430-0.48_6mm_MF2.5_FLT",
    ),
    m(
      "Low-autofluorescence patch cord, 400 µm, 0.57 NA",
      "低自发荧光光纤跳线，400 µm，NA 0.57",
      "Doric Lenses",
      "MFP_400/430/1100-0.57_1m_FCM-MF2.5_LAF",
    ),
    m("Ceramic mating sleeve, 2.5 mm", "陶瓷对接套管，2.5 mm", "Thorlabs", "ADAL1-5"),
    m("C&B Metabond quick adhesive cement system", "C&B Metabond 快速粘接水门汀", "Parkell", "S380"),
    m("Sucrose precision pellets, 20 mg", "蔗糖颗粒，20 mg", "Bio-Serv", "F07595"),
  ],
  equipment: [
    m(
      "Fibre photometry processor with integrated LED drivers and lock-in amplifiers",
      "光纤光度记录处理器（集成 LED 驱动和锁相放大器）",
      "Tucker-Davis Technologies",
      "RZ5P",
    ),
    m(
      "Fluorescence mini cube, 405 nm and 465 nm excitation, 500–550 nm emission",
      "荧光微型滤光模块，405 nm 和 465 nm 激发，500–550 nm 发射",
      "Doric Lenses",
      "iFMC4_IE(400-410)_E(460-490)_F(500-550)_S",
    ),
    m("Fibre-coupled LEDs, 405 nm and 470 nm", "光纤耦合 LED，405 nm 和 470 nm", "Thorlabs", "M405FP1 / M470F3"),
    m("Femtowatt photoreceiver", "飞瓦级光电接收器", "Newport", "2151"),
    m("Optical power meter with photodiode sensor", "光功率计（配光电二极管探头）", "Thorlabs", "PM100D with S120C"),
    m("Operant chamber with TTL outputs", "带 TTL 输出的操作式行为箱", "Med Associates", "ENV-307W"),
  ],
  software: [
    m("Synapse (acquisition)", "Synapse（数据采集）", "Tucker-Davis Technologies", "version 96"),
    m("MATLAB (signal processing)", "MATLAB（信号处理）", "MathWorks", "R2023b"),
  ],
  steps: [
    {
      text: b(
        "Under an approved animal protocol, inject 300–500 nL of GCaMP6s virus (FLEX-GCaMP6s in Cre driver lines) into the target region by stereotaxic surgery, as described for stereotaxic AAV injection.",
        "在已批准的动物实验方案下，按脑立体定位 AAV 注射的方法向目标脑区注射 300–500 nL GCaMP6s 病毒（Cre 驱动品系使用 FLEX-GCaMP6s）。",
      ),
    },
    {
      text: b(
        "In the same surgery, roughen the skull surface, lower the fibre cannula at 0.5 mm/min to 0.1–0.2 mm above the injection coordinates and fix it with Metabond followed by a layer of dental acrylic. In rats, add two stainless-steel anchor screws.",
        "在同一手术中，将颅骨表面打毛，以 0.5 mm/min 的速度将光纤插管降至注射坐标上方 0.1–0.2 mm 处，先用 Metabond 固定，再覆盖一层牙科丙烯酸树脂。大鼠需另加 2 枚不锈钢固定螺钉。",
      ),
      notes: [
        b(
          "**Critical:** keep the ferrule face free of cement; protect it with a dust cap until the first recording.",
          "**关键：**插芯端面不得沾染水门汀；首次记录前用防尘帽保护。",
        ),
      ],
    },
    {
      text: b(
        "Give post-operative analgesia and monitor the animals for 7 days. Allow 3–4 weeks for expression, and habituate each animal to handling and to being tethered to a dummy patch cord for 15 min on 3 days before recording.",
        "术后给予镇痛并连续监测 7 天。待表达 3–4 周，记录前连续 3 天每天抚触动物，并让其连接模拟光纤跳线适应 15 min。",
      ),
      notes: [
        b(
          "**Pause point:** the expression period can be extended to 6 weeks without loss of signal.",
          "**暂停点：**表达期可延长至 6 周，信号不会减弱。",
        ),
      ],
    },
    {
      text: b(
        "Switch on the LEDs 30 min before recording. Modulate the 465 nm LED at 531 Hz and the 405 nm LED at 211 Hz and adjust the power at the tip of the patch cord to 20–40 µW (465 nm) and 10–20 µW (405 nm) with the power meter.",
        "记录前 30 min 打开 LED。将 465 nm LED 调制频率设为 531 Hz，405 nm LED 设为 211 Hz，用光功率计将光纤跳线末端功率调至 20–40 µW（465 nm）和 10–20 µW（405 nm）。",
      ),
      notes: [
        b(
          "Bleach the autofluorescence of a new patch cord by leaving it illuminated at 2–5 mW overnight before first use.",
          "新光纤跳线首次使用前以 2–5 mW 光照过夜，以漂白其自发荧光。",
        ),
      ],
    },
    {
      text: b(
        "Clean the implanted ferrule with 70% ethanol and lens tissue, connect it to the patch cord with a ceramic sleeve and cover the junction with black heat-shrink tubing to exclude room light. Place the animal in the apparatus and let it settle for 5–10 min.",
        "用 70% 乙醇和擦镜纸清洁植入的插芯，用陶瓷套管将其与光纤跳线连接，并用黑色热缩管包裹接口以遮挡室内光线。将动物放入行为装置中适应 5–10 min。",
      ),
    },
    {
      text: b(
        "Record a baseline of 5 min, then run the behavioural session while the behavioural apparatus sends a TTL pulse to the processor at every event.",
        "先记录 5 min 基线，再进行行为学实验；行为装置在每个事件发生时向处理器发送一个 TTL 脉冲。",
      ),
      substeps: [
        b(
          "Reward: 20 deliveries of a sucrose pellet at random intervals of 60–90 s.",
          "奖赏：以 60–90 s 的随机间隔给予 20 次蔗糖颗粒。",
        ),
        b(
          "Footshock: 10 shocks of 0.3 mA for 1 s (mice) or 0.5 mA (rats), 90–120 s apart.",
          "足底电击：10 次，每次 1 s，强度 0.3 mA（小鼠）或 0.5 mA（大鼠），间隔 90–120 s。",
        ),
        b(
          "Pavlovian conditioning: 5 s tone (3 kHz, 75 dB) followed by a sucrose pellet, 20 pairings per session.",
          "巴甫洛夫条件反射：5 s 声音（3 kHz，75 dB）后给予蔗糖颗粒，每次实验配对 20 次。",
        ),
        b(
          "Social interaction: a novel juvenile conspecific of the same sex is introduced for 5 min; contacts are scored from video.",
          "社交互动：放入 1 只同性别陌生幼年同种动物 5 min，根据录像对接触行为进行评分。",
        ),
      ],
    },
    {
      text: b(
        "Check the signal during the first session: spontaneous transients should be visible in the 465 nm channel but not in the 405 nm channel. Record GFP-expressing control animals with the same settings.",
        "首次记录时检查信号：465 nm 通道中应可见自发钙瞬变，而 405 nm 通道中不应出现。以相同参数记录表达 GFP 的对照动物。",
      ),
      notes: [
        b(
          "**Caution:** do not increase the excitation power above 50 µW to compensate for a weak signal; this accelerates bleaching and can heat the tissue.",
          "**注意：**不要将激发功率提高至 50 µW 以上来弥补信号微弱，否则会加速光漂白并可能使组织升温。",
        ),
      ],
    },
    {
      text: b(
        "After the session, disconnect the patch cord, replace the dust cap and return the animal to its home cage. Keep the excitation power constant for all sessions of an animal.",
        "记录结束后断开光纤跳线，盖回防尘帽，将动物放回饲养笼。同一动物各次记录的激发功率保持不变。",
      ),
    },
    {
      text: b(
        "At the end of the experiment, perfuse the animals with 4% paraformaldehyde, cut 50 µm sections through the fibre track and image GCaMP fluorescence and the position of the fibre tip.",
        "实验结束后以 4% 多聚甲醛灌注固定，在光纤针道处切取 50 µm 切片，观察 GCaMP 荧光和光纤尖端位置。",
      ),
      notes: [
        b(
          "Exclude animals in which the fibre tip lies more than 300 µm from the expressing region; define this criterion before analysis.",
          "光纤尖端距表达区域超过 300 µm 的动物予以剔除；该标准须在分析前确定。",
        ),
      ],
    },
  ],
  dataAnalysis: [
    b(
      "Low-pass filter both channels at 10 Hz and down-sample to 20 Hz. Fit the 405 nm signal to the 465 nm signal by least-squares linear regression and calculate ΔF/F = (F~465~ − F~405,fitted~)/F~405,fitted~. This removes slow bleaching and most movement artefacts; inspect recordings in which the two channels diverge sharply.",
      "两个通道均以 10 Hz 低通滤波，并降采样至 20 Hz。用最小二乘线性回归将 405 nm 信号拟合至 465 nm 信号，计算 ΔF/F = (F~465~ − F~405,拟合~)/F~405,拟合~。该方法可去除缓慢的光漂白和大部分运动伪迹；对两个通道出现显著背离的记录需逐一检查。",
    ),
    b(
      "For peri-event analysis, extract ΔF/F from 5 s before to 10 s after each TTL event, convert to z-scores using the mean and standard deviation of the 5 s pre-event baseline and average the trials of each animal. Compare peak z-score and area under the curve (0–5 s) between conditions with paired tests or mixed-effects models in which the animal is the unit of replication.",
      "事件相关分析时，截取每个 TTL 事件前 5 s 至事件后 10 s 的 ΔF/F，用事件前 5 s 基线的均值和标准差将其转换为 z 分数，并对每只动物的各次试验取平均。以动物为重复单位，采用配对检验或混合效应模型比较各条件下的 z 分数峰值和曲线下面积（0–5 s）。",
    ),
  ],
  troubleshooting: [
    {
      problem: b("No transients in the 465 nm channel", "465 nm 通道无钙瞬变"),
      cause: b(
        "Fibre outside the expressing region; poor expression; dirty ferrule",
        "光纤不在表达区域内；表达差；插芯端面污染",
      ),
      solution: b(
        "Verify expression and fibre position histologically; clean the ferrule; allow longer expression",
        "通过组织学核实表达和光纤位置；清洁插芯；延长表达时间",
      ),
    },
    {
      problem: b("Similar deflections in both channels", "两个通道出现相似的信号偏转"),
      cause: b("Movement artefacts, loose connection or light leakage", "运动伪迹、接口松动或漏光"),
      solution: b(
        "Tighten the sleeve, cover the junction with heat-shrink tubing and use a rotary joint for long sessions",
        "紧固套管，用热缩管包裹接口，长时间记录时使用光学旋转接头",
      ),
    },
    {
      problem: b("Strong decay of the signal within a session", "单次记录中信号明显衰减"),
      cause: b("Excitation power too high; patch cord autofluorescence", "激发功率过高；光纤跳线自发荧光"),
      solution: b("Reduce the power to 20 µW and pre-bleach the patch cord", "将功率降至 20 µW，并预先漂白光纤跳线"),
    },
  ],
  references: [
    {
      authors: "Adelsberger, H., Garaschuk, O., Konnerth, A.",
      year: 2005,
      title: "Cortical calcium waves in resting newborn mice",
      journal: "Nat Neurosci",
      volume: "8",
      pages: "988–990",
    },
    {
      authors: "Chen, T.-W., Wardill, T. J., Sun, Y., et al.",
      year: 2013,
      title: "Ultrasensitive fluorescent proteins for imaging neuronal activity",
      journal: "Nature",
      volume: "499",
      pages: "295–300",
      doi: "10.1038/nature12354",
    },
    {
      authors: "Cui, G., Jun, S. B., Jin, X., Pham, M. D., Vogel, S. S., Lovinger, D. M., Costa, R. M.",
      year: 2013,
      title: "Concurrent activation of striatal direct and indirect pathways during action initiation",
      journal: "Nature",
      volume: "494",
      pages: "238–242",
      doi: "10.1038/nature11846",
    },
    {
      authors: "Gunaydin, L. A., Grosenick, L., Finkelstein, J. C., et al.",
      year: 2014,
      title: "Natural neural projection dynamics underlying social behavior",
      journal: "Cell",
      volume: "157",
      pages: "1535–1551",
      doi: "10.1016/j.cell.2014.05.017",
    },
  ],
};

const sliceLtp: Technique = {
  id: "hippocampal-slice-field-ltp",
  name: b("field-potential recording in acute hippocampal slices", "急性海马脑片场电位记录"),
  categoryIds: [6],
  contexts: [
    {
      organism: "Mus musculus",
      organismText: MICE,
      sample: b("acute hippocampal slices from adult mice", "成年小鼠急性海马脑片"),
    },
    {
      organism: "Mus musculus",
      organismText: MICE,
      sample: b("acute hippocampal slices from juvenile mice (P21–P35)", "幼年小鼠（P21–P35）急性海马脑片"),
    },
    {
      organism: "Mus musculus",
      organismText: MICE,
      sample: b("acute hippocampal slices from aged mice (18–24 months)", "老龄小鼠（18–24 月龄）急性海马脑片"),
    },
    {
      organism: "Rattus norvegicus",
      organismText: RATS,
      sample: b("acute hippocampal slices from adult rats", "成年大鼠急性海马脑片"),
    },
    {
      organism: "Rattus norvegicus",
      organismText: RATS,
      sample: b("acute hippocampal slices from juvenile rats (P21–P35)", "幼年大鼠（P21–P35）急性海马脑片"),
    },
  ],
  targets: [
    b("long-term potentiation", "长时程增强"),
    b("long-term depression", "长时程抑制"),
    b("paired-pulse facilitation", "双脉冲易化"),
    b("basal synaptic transmission", "基础突触传递"),
    b("post-tetanic potentiation", "强直后增强"),
  ],
  keywords: [
    b("long-term potentiation", "长时程增强"),
    b("hippocampus", "海马"),
    b("field excitatory postsynaptic potential", "场兴奋性突触后电位"),
    b("synaptic plasticity", "突触可塑性"),
    b("slice electrophysiology", "脑片电生理"),
  ],
  titles: [
    b(
      "Field-Potential Recording of {target} at Schaffer Collateral–CA1 Synapses in {sample}",
      "{sample}中 Schaffer 侧支–CA1 突触{target}的场电位记录",
    ),
    b("Extracellular Recording of {target} in {sample}", "{sample}{target}的细胞外场电位记录"),
    b(
      "Measuring Hippocampal {target} in {organism}: An Acute Slice Protocol",
      "{organism}海马{target}的急性脑片测定方案",
    ),
  ],
  abstract: {
    aim: [
      b(
        "Long-term potentiation and depression at Schaffer collateral–CA1 synapses are the best-studied cellular models of learning and memory, and field recordings in acute slices remain the standard assay for them.",
        "Schaffer 侧支–CA1 突触的长时程增强和长时程抑制是研究最为深入的学习记忆细胞模型，急性脑片场电位记录仍是检测二者的标准方法。",
      ),
      b(
        "We present a protocol for measuring {target} in {sample}, optimised for slice health and stable baselines over recordings of up to 2 h.",
        "本文介绍在{sample}中测定{target}的实验方案，该方案针对脑片活性和长达 2 h 记录中的基线稳定性进行了优化。",
      ),
    ],
    method: [
      b(
        "Horizontal slices of 350 µm are cut in an ice-cold N-methyl-D-glucamine (NMDG) solution, recovered briefly at 32–34 °C and kept in artificial cerebrospinal fluid (ACSF) for at least 1 h.",
        "在冰预冷的 N-甲基-D-葡糖胺（NMDG）溶液中切取 350 µm 水平脑片，于 32–34 °C 短暂复苏后，在人工脑脊液（ACSF）中孵育至少 1 h。",
      ),
      b(
        "Field excitatory postsynaptic potentials (fEPSPs) are evoked in stratum radiatum of CA1 by a bipolar electrode and recorded with an ACSF-filled glass pipette at 30–32 °C.",
        "在 30–32 °C 下用双极电极刺激 CA1 区辐射层，以充灌 ACSF 的玻璃微电极记录场兴奋性突触后电位（fEPSP）。",
      ),
      b(
        "After input–output and paired-pulse measurements and a stable 20 min baseline, plasticity is induced by theta-burst stimulation or by 900 pulses at 1 Hz, and responses are followed for 60 min.",
        "在测定输入–输出关系和双脉冲比并获得 20 min 稳定基线后，以 θ 短阵快速刺激或 1 Hz、900 个脉冲诱导突触可塑性，并持续记录 60 min。",
      ),
    ],
    result: [
      b(
        "In slices from control {organism}, theta-burst stimulation potentiated the fEPSP slope to 150–170% of baseline at 55–60 min, and 50 µM D-AP5 prevented this potentiation (102 ± 6%).",
        "在对照组{organism}的脑片中，θ 短阵快速刺激后 55–60 min 时 fEPSP 斜率增至基线的 150%–170%，50 µM D-AP5 可阻断该增强（102% ± 6%）。",
      ),
      b(
        "Paired-pulse ratios at 50 ms intervals were 1.5–1.8, and 85% of slices met the baseline stability criterion (drift below 5% over 20 min).",
        "间隔 50 ms 时的双脉冲比为 1.5–1.8，85% 的脑片符合基线稳定性标准（20 min 内漂移小于 5%）。",
      ),
    ],
  },
  background: [
    b(
      "Bliss and Lømo showed in 1973 that brief high-frequency stimulation of the perforant path produces a long-lasting increase in synaptic transmission [1]. Long-term potentiation (LTP) has since been studied most intensively at the Schaffer collateral–CA1 synapse in hippocampal slices, where its induction depends on NMDA receptors [2]. Patterned stimulation at the theta frequency, which mimics hippocampal activity during exploration, is particularly effective [3], whereas prolonged stimulation at 1 Hz produces NMDA receptor-dependent long-term depression (LTD) [4].",
      "Bliss 和 Lømo 于 1973 年发现，短暂高频刺激穿通纤维可使突触传递持久增强 [1]。此后，长时程增强（LTP）在海马脑片 Schaffer 侧支–CA1 突触中研究得最为深入，其诱导依赖 NMDA 受体 [2]。模拟动物探索时海马活动的 θ 频率模式刺激尤为有效 [3]，而 1 Hz 的持续刺激则可诱导依赖 NMDA 受体的长时程抑制（LTD）[4]。",
    ),
    b(
      "Field recordings report the summed response of many synapses and are therefore robust and well suited to comparisons between genotypes or treatments. Their quality depends mainly on slice health; the protective NMDG recovery method greatly improves the viability of slices from adult and aged animals [5].",
      "场电位记录反映的是大量突触的总和反应，因而结果稳健，适合比较不同基因型或处理组。记录质量主要取决于脑片活性；保护性 NMDG 复苏法可显著提高成年和老龄动物脑片的存活状况 [5]。",
    ),
  ],
  materials: [
    m("N-Methyl-D-glucamine (NMDG)", "N-甲基-D-葡糖胺（NMDG）", "Sigma-Aldrich", "M2004"),
    m("Sodium L-ascorbate", "L-抗坏血酸钠", "Sigma-Aldrich", "A4034"),
    m("Thiourea", "硫脲", "Sigma-Aldrich", "T8656"),
    m("Sodium pyruvate", "丙酮酸钠", "Sigma-Aldrich", "P2256"),
    m("D-AP5 (NMDA receptor antagonist)", "D-AP5（NMDA 受体拮抗剂）", "Tocris Bioscience", "0106"),
    m("Isoflurane", "异氟烷", "Piramal Critical Care", "Isoflurane USP 250 mL"),
    m(
      "Borosilicate glass capillaries with filament, 1.5 mm OD",
      "带芯硼硅酸盐玻璃毛细管，外径 1.5 mm",
      "Harvard Apparatus",
      "GC150F-10 (30-0057)",
    ),
    m("Concentric bipolar stimulating electrode", "同心双极刺激电极", "FHC", "CBARC75"),
    m("Carbogen (95% O₂/5% CO₂)", "混合气（95% O₂/5% CO₂）", "Local gas supplier", "medical grade"),
  ],
  equipment: [
    m("Vibrating blade microtome", "振动切片机", "Leica Biosystems", "VT1200 S"),
    m("Microelectrode amplifier", "微电极放大器", "Molecular Devices", "MultiClamp 700B"),
    m("Digitiser", "数模转换器", "Molecular Devices", "Digidata 1550B"),
    m("Isolated pulse stimulator", "隔离脉冲刺激器", "A-M Systems", "Model 2100"),
    m(
      "Inline solution heater with temperature controller",
      "管路溶液加热器及温控器",
      "Warner Instruments",
      "SH-27B / TC-324C",
    ),
    m("Micropipette puller", "微电极拉制仪", "Sutter Instrument", "P-97"),
  ],
  software: [
    m("pCLAMP (Clampex/Clampfit)", "pCLAMP（Clampex/Clampfit）", "Molecular Devices", "version 11.2"),
    m("GraphPad Prism", "GraphPad Prism", "GraphPad Software", "version 10.2"),
  ],
  steps: [
    {
      text: b(
        "Prepare NMDG cutting solution and recording ACSF (Recipes 1 and 2) on the day of the experiment, check osmolality (300–310 mOsm/kg) and bubble both with carbogen for at least 15 min; chill the cutting solution to 0–2 °C.",
        "实验当天配制 NMDG 切片液和记录用 ACSF（配方 1 和 2），测定渗透压（300–310 mOsm/kg），两者均通入混合气至少 15 min；切片液冷却至 0–2 °C。",
      ),
    },
    {
      text: b(
        "Following the approved animal protocol, anaesthetise the animal deeply with isoflurane until the pedal reflex is lost. For adult and aged animals, perfuse transcardially with 20 mL (mice) or 50 mL (rats) of ice-cold, carbogenated NMDG solution; then decapitate and remove the brain into the ice-cold solution within 60 s.",
        "按照已批准的动物实验方案，用异氟烷深度麻醉动物至踏板反射消失。成年和老龄动物先经心脏灌注冰预冷并通混合气的 NMDG 溶液 20 mL（小鼠）或 50 mL（大鼠），随后断头，并在 60 s 内将脑取出置于冰预冷溶液中。",
      ),
    },
    {
      text: b(
        "Glue one hemisphere (or both, after a midline cut) to the vibratome stage and cut horizontal slices of 350 µm containing the hippocampus at 0.06 mm/s with 1.0 mm blade amplitude in ice-cold, carbogenated NMDG solution.",
        "将一侧（或沿中线切开后的两侧）大脑半球粘于振动切片机样品台上，在冰预冷并通混合气的 NMDG 溶液中，以 0.06 mm/s 的速度、1.0 mm 振幅切取含海马的 350 µm 水平脑片。",
      ),
    },
    {
      text: b(
        "Transfer the slices to NMDG solution at 32–34 °C for 10–12 min, then to a holding chamber with carbogenated ACSF at room temperature. Let them recover for at least 1 h before recording.",
        "将脑片转移至 32–34 °C 的 NMDG 溶液中复苏 10–12 min，再转入室温下通混合气的 ACSF 孵育槽中。记录前至少复苏 1 h。",
      ),
      notes: [
        b(
          "**Critical:** do not leave slices in NMDG solution for more than 12 min at 32–34 °C; longer exposure causes swelling. Slices remain usable for 6–8 h.",
          "**关键：**脑片在 32–34 °C NMDG 溶液中的时间不得超过 12 min，否则会发生肿胀。脑片可在 6–8 h 内使用。",
        ),
      ],
    },
    {
      text: b(
        "Place a slice in the submerged recording chamber perfused with ACSF at 2–3 mL/min and 30–32 °C. For LTP experiments, cut away area CA3 with a scalpel to prevent epileptiform activity.",
        "将脑片置于浸没式记录槽中，以 2–3 mL/min 的流速灌流 30–32 °C 的 ACSF。进行 LTP 实验时，用手术刀切除 CA3 区，以防出现癫痫样放电。",
      ),
    },
    {
      text: b(
        "Position the stimulating electrode in stratum radiatum of CA1 near the CA2 border and the recording pipette (1–3 MΩ, filled with ACSF) in stratum radiatum 200–300 µm away, approx. 50–100 µm below the slice surface.",
        "将刺激电极置于 CA1 区辐射层近 CA2 交界处，将记录微电极（1–3 MΩ，充灌 ACSF）置于距刺激电极 200–300 µm 的辐射层内，深度约为脑片表面下 50–100 µm。",
      ),
    },
    {
      text: b(
        "Record an input–output curve with 100 µs pulses of increasing intensity (10–150 µA in 10 µA steps, three responses each). Measure the fibre volley and the initial fEPSP slope and set the test intensity to 40–50% of the maximal slope.",
        "以 100 µs 的脉冲、逐步增加刺激强度（10–150 µA，步长 10 µA，每个强度记录 3 次）记录输入–输出曲线。测量纤维群峰电位和 fEPSP 初始斜率，将测试刺激强度设为最大斜率的 40%–50%。",
      ),
    },
    {
      text: b(
        "Measure paired-pulse facilitation at inter-stimulus intervals of 20, 50, 100 and 200 ms (three pairs per interval, 20 s apart).",
        "在刺激间隔为 20、50、100 和 200 ms 时测定双脉冲易化（每个间隔 3 对刺激，每对间隔 20 s）。",
      ),
    },
    {
      text: b(
        "Deliver test pulses every 30 s and record a baseline for at least 20 min. Continue only if the fEPSP slope drifts by less than 5% over the last 20 min.",
        "每 30 s 给予一次测试刺激，记录至少 20 min 的基线。仅当最后 20 min 内 fEPSP 斜率漂移小于 5% 时才继续实验。",
      ),
      notes: [
        b(
          "For pharmacological controls, perfuse 50 µM D-AP5 for 20 min before and during induction.",
          "进行药理学对照时，在诱导前 20 min 及诱导期间灌流 50 µM D-AP5。",
        ),
      ],
    },
    {
      text: b(
        "Induce plasticity at the test intensity with one of the following protocols.",
        "以测试刺激强度，采用以下方案之一诱导突触可塑性。",
      ),
      substeps: [
        b(
          "LTP, theta-burst stimulation: 10 bursts of 4 pulses at 100 Hz, 200 ms between burst onsets; give 3 such trains 20 s apart.",
          "LTP，θ 短阵快速刺激（TBS）：10 个串刺激，每串为 4 个 100 Hz 脉冲，串间起始间隔 200 ms；共给予 3 组，组间间隔 20 s。",
        ),
        b(
          "LTP, high-frequency stimulation: 2 trains of 100 pulses at 100 Hz, 20 s apart.",
          "LTP，高频刺激（HFS）：2 串 100 Hz、100 个脉冲的刺激，串间间隔 20 s。",
        ),
        b(
          "LTD, low-frequency stimulation: 900 pulses at 1 Hz (15 min); juvenile slices give the most reliable LTD.",
          "LTD，低频刺激（LFS）：1 Hz、900 个脉冲（15 min）；幼年动物脑片诱导的 LTD 最为稳定。",
        ),
      ],
    },
    {
      text: b(
        "Resume test pulses every 30 s immediately after induction and record for 60 min. Post-tetanic potentiation is measured in the first 2 min.",
        "诱导结束后立即恢复每 30 s 一次的测试刺激，持续记录 60 min。强直后增强在诱导后最初 2 min 内测定。",
      ),
    },
  ],
  dataAnalysis: [
    b(
      "Measure the initial slope of the fEPSP (10–60% of the rising phase) in Clampfit, average consecutive responses in 2 min bins and normalise to the mean of the 20 min baseline. Report LTP or LTD as the mean normalised slope at 50–60 min after induction. Use the animal, not the slice, as the unit of replication (one or two slices per animal, averaged), and compare groups with t-tests or two-way repeated-measures ANOVA.",
      "在 Clampfit 中测量 fEPSP 初始斜率（上升相的 10%–60%），以 2 min 为区间平均相邻反应，并以 20 min 基线均值进行归一化。以诱导后 50–60 min 的归一化斜率均值表示 LTP 或 LTD 的幅度。以动物而非脑片作为重复单位（每只动物 1–2 张脑片，取平均值），组间比较采用 t 检验或双因素重复测量方差分析。",
    ),
    b(
      "For input–output curves, plot fEPSP slope against fibre-volley amplitude so that differences in axon recruitment are separated from differences in synaptic strength. The paired-pulse ratio is the slope of the second response divided by that of the first.",
      "绘制输入–输出曲线时，以 fEPSP 斜率对纤维群峰电位幅度作图，以区分轴突募集程度差异与突触强度差异。双脉冲比为第二次反应斜率与第一次反应斜率之比。",
    ),
  ],
  troubleshooting: [
    {
      problem: b("Small fEPSPs (< 0.5 mV) or large population spikes", "fEPSP 幅度小（< 0.5 mV）或出现大的群峰电位"),
      cause: b("Unhealthy slices; recording pipette in stratum pyramidale", "脑片状态差；记录电极位于锥体细胞层"),
      solution: b(
        "Use NMDG recovery and perfusion for adults; move the pipette into stratum radiatum",
        "成年动物采用 NMDG 灌注和复苏；将记录电极移至辐射层",
      ),
    },
    {
      problem: b("Baseline runs up or down", "基线持续上升或下降"),
      cause: b(
        "Temperature or flow instability; electrode drift; slice not settled",
        "温度或流速不稳定；电极漂移；脑片未稳定",
      ),
      solution: b(
        "Let the slice settle for 20 min, check the heater and perfusion, secure the slice with a harp",
        "让脑片稳定 20 min，检查加热器和灌流，用压片网固定脑片",
      ),
    },
    {
      problem: b("No LTP in control slices", "对照脑片不能诱导出 LTP"),
      cause: b(
        "Test intensity too high; temperature below 28 °C; epileptiform activity from CA3",
        "测试刺激强度过高；温度低于 28 °C；CA3 来源的癫痫样放电",
      ),
      solution: b(
        "Stimulate at 40–50% of maximum, record at 30–32 °C and cut off CA3",
        "以最大反应 40%–50% 的强度刺激，在 30–32 °C 下记录，并切除 CA3 区",
      ),
    },
  ],
  recipes: [
    {
      name: b("Recipe 1. NMDG cutting and recovery solution", "配方 1. NMDG 切片及复苏液"),
      composition: b(
        "92 mM NMDG, 2.5 mM KCl, 1.25 mM NaH~2~PO~4~, 30 mM NaHCO~3~, 20 mM HEPES, 25 mM glucose, 2 mM thiourea, 5 mM sodium ascorbate, 3 mM sodium pyruvate, 0.5 mM CaCl~2~, 10 mM MgSO~4~; titrate to pH 7.3–7.4 with concentrated HCl.",
        "92 mM NMDG、2.5 mM KCl、1.25 mM NaH~2~PO~4~、30 mM NaHCO~3~、20 mM HEPES、25 mM 葡萄糖、2 mM 硫脲、5 mM 抗坏血酸钠、3 mM 丙酮酸钠、0.5 mM CaCl~2~、10 mM MgSO~4~；用浓盐酸调 pH 至 7.3–7.4。",
      ),
    },
    {
      name: b("Recipe 2. Recording ACSF", "配方 2. 记录用 ACSF"),
      composition: b(
        "124 mM NaCl, 2.5 mM KCl, 1.25 mM NaH~2~PO~4~, 26 mM NaHCO~3~, 10 mM glucose, 2 mM CaCl~2~, 1.3 mM MgSO~4~; equilibrated with 95% O~2~/5% CO~2~ (pH 7.4).",
        "124 mM NaCl、2.5 mM KCl、1.25 mM NaH~2~PO~4~、26 mM NaHCO~3~、10 mM 葡萄糖、2 mM CaCl~2~、1.3 mM MgSO~4~；以 95% O~2~/5% CO~2~ 饱和（pH 7.4）。",
      ),
    },
  ],
  references: [
    {
      authors: "Bliss, T. V. P., Lømo, T.",
      year: 1973,
      title:
        "Long-lasting potentiation of synaptic transmission in the dentate area of the anaesthetized rabbit following stimulation of the perforant path",
      journal: "J Physiol",
      volume: "232",
      pages: "331–356",
      doi: "10.1113/jphysiol.1973.sp010273",
    },
    {
      authors: "Bliss, T. V. P., Collingridge, G. L.",
      year: 1993,
      title: "A synaptic model of memory: long-term potentiation in the hippocampus",
      journal: "Nature",
      volume: "361",
      pages: "31–39",
      doi: "10.1038/361031a0",
    },
    {
      authors: "Larson, J., Wong, D., Lynch, G.",
      year: 1986,
      title:
        "Patterned stimulation at the theta frequency is optimal for the induction of hippocampal long-term potentiation",
      journal: "Brain Res",
      volume: "368",
      pages: "347–350",
    },
    {
      authors: "Dudek, S. M., Bear, M. F.",
      year: 1992,
      title:
        "Homosynaptic long-term depression in area CA1 of hippocampus and effects of N-methyl-D-aspartate receptor blockade",
      journal: "Proc Natl Acad Sci USA",
      volume: "89",
      pages: "4363–4367",
    },
    {
      authors: "Ting, J. T., Daigle, T. L., Chen, Q., Feng, G.",
      year: 2014,
      title:
        "Acute brain slice methods for adult and aging animals: application of targeted patch clamp analysis and optogenetics",
      journal: "Methods Mol Biol",
      volume: "1183",
      pages: "221–242",
    },
  ],
};

const FLY = b("*Drosophila*", "果蝇");

const larvalNmj: Technique = {
  id: "drosophila-larval-nmj-immunostaining",
  name: b("larval neuromuscular junction immunostaining", "幼虫神经肌肉接头免疫染色"),
  categoryIds: [6, 4],
  contexts: [
    {
      organism: "Drosophila melanogaster",
      organismText: FLY,
      sample: b("wandering third-instar larvae", "游走期三龄幼虫"),
    },
    {
      organism: "Drosophila melanogaster",
      organismText: FLY,
      sample: b(
        "third-instar larvae with motor-neuron-specific RNAi (OK6-GAL4)",
        "运动神经元特异性 RNAi（OK6-GAL4）三龄幼虫",
      ),
    },
    {
      organism: "Drosophila melanogaster",
      organismText: FLY,
      sample: b("third-instar larvae with muscle-specific RNAi (24B-GAL4)", "肌肉特异性 RNAi（24B-GAL4）三龄幼虫"),
    },
    {
      organism: "Drosophila melanogaster",
      organismText: FLY,
      sample: b("third-instar larvae of synaptic mutants", "突触相关突变体三龄幼虫"),
    },
  ],
  targets: [
    b("synaptic bouton number", "突触扣结数量"),
    b("synaptic growth", "突触生长"),
    b("active-zone organisation", "活性区结构"),
    b("postsynaptic glutamate receptor clustering", "突触后谷氨酸受体簇集"),
    b("presynaptic microtubule organisation", "突触前微管组织"),
  ],
  keywords: [
    b("neuromuscular junction", "神经肌肉接头"),
    b("*Drosophila* larva", "果蝇幼虫"),
    b("synaptic bouton", "突触扣结"),
    b("Bruchpilot", "Bruchpilot"),
    b("immunofluorescence", "免疫荧光"),
  ],
  titles: [
    b(
      "Immunostaining of {organism} Neuromuscular Junctions to Quantify {target} in {sample}",
      "{organism}{sample}神经肌肉接头{target}的免疫荧光定量",
    ),
    b(
      "Quantifying {target} at the *Drosophila* Larval Neuromuscular Junction",
      "果蝇幼虫神经肌肉接头{target}的定量研究",
    ),
    b(
      "A Fillet Dissection and Immunostaining Protocol for {target} in {sample}",
      "用于{sample}{target}研究的幼虫解剖与免疫染色方案",
    ),
  ],
  abstract: {
    aim: [
      b(
        "The neuromuscular junction (NMJ) of *Drosophila* larvae is a large, accessible and genetically tractable glutamatergic synapse, widely used to study synapse development and function.",
        "果蝇幼虫神经肌肉接头（NMJ）是一种体积大、易于观察且便于遗传操作的谷氨酸能突触，被广泛用于研究突触的发育与功能。",
      ),
      b(
        "We describe the dissection, fixation and immunostaining of {sample} for reproducible quantification of {target}.",
        "本文介绍{sample}的解剖、固定和免疫染色方法，用于对{target}进行可重复的定量分析。",
      ),
    ],
    method: [
      b(
        "Larvae are raised at controlled density, dissected as body-wall fillets in calcium-free HL3 saline and fixed in 4% paraformaldehyde.",
        "幼虫在控制密度的条件下饲养，于无钙 HL3 生理盐溶液中解剖成体壁标本，并用 4% 多聚甲醛固定。",
      ),
      b(
        "Fillets are stained with antibodies against Bruchpilot, Discs large, Futsch or GluRIIA together with anti-HRP to outline the presynaptic membrane.",
        "体壁标本用抗 Bruchpilot、Discs large、Futsch 或 GluRIIA 的抗体染色，并以抗 HRP 抗体勾勒突触前膜。",
      ),
      b(
        "Type Ib and Is NMJs on muscles 6/7 and 4 of abdominal segment A3 are imaged by confocal microscopy with identical settings for all genotypes.",
        "用共聚焦显微镜以相同参数对所有基因型腹节 A3 第 6/7 和第 4 号肌肉上的 Ib 型和 Is 型 NMJ 成像。",
      ),
    ],
    result: [
      b(
        "Control NMJs on muscle 6/7 of segment A3 contained 60–80 boutons, and bouton number normalised to muscle area varied by less than 12% between dissections.",
        "对照组 A3 节第 6/7 号肌肉 NMJ 含 60–80 个突触扣结，经肌肉面积归一化后的扣结数量在不同批次解剖间差异小于 12%。",
      ),
      b(
        "Bruchpilot puncta (350–450 per NMJ on muscle 4) were apposed to GluRIIA clusters in more than 95% of cases, and staining intensities varied by less than 15% between fillets processed in parallel, so that changes in {target} of 20% or more could be detected with 16 NMJs per genotype.",
        "第 4 号肌肉 NMJ 的 Bruchpilot 斑点（每个 NMJ 350–450 个）与 GluRIIA 簇的对位率超过 95%，平行处理的标本间染色强度差异小于 15%，因此每个基因型分析 16 个 NMJ 即可检出{target} 20% 及以上的变化。",
      ),
    ],
  },
  background: [
    b(
      "The larval body-wall muscles of *Drosophila* are innervated by identified motor neurons that form stereotyped glutamatergic synapses with large presynaptic boutons [1]. Antibodies against horseradish peroxidase (HRP) recognise neuronal membranes in insects and outline the whole presynaptic terminal [2], while antibodies against the scaffold protein Discs large mark the postsynaptic subsynaptic reticulum [3].",
      "果蝇幼虫体壁肌肉由已鉴定的运动神经元支配，后者与肌肉形成具有大型突触前扣结的、定型的谷氨酸能突触 [1]。抗辣根过氧化物酶（HRP）抗体可识别昆虫神经元细胞膜，勾勒出整个突触前末梢 [2]；抗支架蛋白 Discs large 的抗体则标记突触后的突触下网状结构 [3]。",
    ),
    b(
      "The active-zone protein Bruchpilot, recognised by the monoclonal antibody nc82, marks individual release sites [4]. Dissection in a haemolymph-like saline keeps the preparation stable [5]. Because NMJ size scales with muscle size and depends on temperature, crowding and sex, careful control of rearing conditions and normalisation to muscle area are essential.",
      "活性区蛋白 Bruchpilot 可被单克隆抗体 nc82 识别，用于标记单个递质释放位点 [4]。在类血淋巴生理盐溶液中解剖可保持标本稳定 [5]。由于 NMJ 大小随肌肉大小变化，并受温度、饲养密度和性别影响，严格控制饲养条件并以肌肉面积进行归一化至关重要。",
    ),
  ],
  materials: [
    m("Mouse anti-Bruchpilot (nc82)", "小鼠抗 Bruchpilot 抗体（nc82）", "Developmental Studies Hybridoma Bank", "nc82"),
    m(
      "Mouse anti-Discs large (4F3)",
      "小鼠抗 Discs large 抗体（4F3）",
      "Developmental Studies Hybridoma Bank",
      "4F3 anti-discs large",
    ),
    m("Mouse anti-Futsch (22C10)", "小鼠抗 Futsch 抗体（22C10）", "Developmental Studies Hybridoma Bank", "22C10"),
    m(
      "Mouse anti-GluRIIA (8B4D2)",
      "小鼠抗 GluRIIA 抗体（8B4D2）",
      "Developmental Studies Hybridoma Bank",
      "8B4D2 (MH2B)",
    ),
    m(
      "Alexa Fluor 647-conjugated goat anti-HRP",
      "Alexa Fluor 647 标记山羊抗 HRP 抗体",
      "Jackson ImmunoResearch",
      "123-605-021",
    ),
    m(
      "Goat anti-mouse IgG (H+L), Alexa Fluor 488",
      "山羊抗小鼠 IgG（H+L），Alexa Fluor 488 标记",
      "Thermo Fisher Scientific (Invitrogen)",
      "A-11029",
    ),
    m(
      "Paraformaldehyde, 16% solution, EM grade",
      "多聚甲醛，16% 溶液，电镜级",
      "Electron Microscopy Sciences",
      "15710",
    ),
    m("Normal goat serum", "正常山羊血清", "Thermo Fisher Scientific", "31872"),
    m("Sylgard 184 silicone elastomer kit", "Sylgard 184 硅橡胶套装", "Dow", "Sylgard 184"),
    m("VECTASHIELD antifade mounting medium", "VECTASHIELD 抗淬灭封片剂", "Vector Laboratories", "H-1000"),
  ],
  equipment: [
    m("Stereomicroscope with cold light source", "体视显微镜（配冷光源）", "Leica Microsystems", "M80 with KL300 LED"),
    m("Vannas spring scissors, 3 mm blades", "Vannas 弹簧剪，刃长 3 mm", "Fine Science Tools", "15000-00"),
    m("Dumont #5 forceps", "Dumont #5 镊子", "Fine Science Tools", "11252-20"),
    m("Minutien pins, stainless steel, 0.1 mm", "不锈钢昆虫微针，0.1 mm", "Fine Science Tools", "26002-10"),
    m(
      "Confocal microscope with 63×/1.4 oil objective",
      "共聚焦显微镜（配 63×/1.4 油镜）",
      "Carl Zeiss Microscopy",
      "LSM 880",
    ),
  ],
  software: [m("Fiji/ImageJ", "Fiji/ImageJ", "Open source (imagej.net)", "version 2.14.0")],
  steps: [
    {
      text: b(
        "Set up crosses with 10 virgin females and 5 males per vial at 25 °C (29 °C for RNAi, to increase GAL4 activity) and transfer the adults to fresh vials every 24 h so that larvae develop at a similar density.",
        "每管放入 10 只处女蝇和 5 只雄蝇进行杂交，25 °C 培养（RNAi 实验于 29 °C 培养以增强 GAL4 活性），每 24 h 将亲代成虫转入新管，使幼虫在相近密度下发育。",
      ),
      notes: [
        b(
          "Use controls of the same genetic background (for example, the GAL4 line crossed to the host strain of the RNAi collection) and analyse one sex only, because NMJ size differs between males and females.",
          "对照应具有相同遗传背景（例如将 GAL4 品系与 RNAi 库的宿主品系杂交），并只分析一种性别，因为 NMJ 大小在雌雄之间存在差异。",
        ),
      ],
    },
    {
      text: b(
        "Pick wandering third-instar larvae from the vial wall, rinse them in water and place them in a drop of ice-cold calcium-free HL3 saline (Recipe 1) on a Sylgard-coated dish.",
        "从管壁上挑取游走期三龄幼虫，用水漂洗后，放入 Sylgard 包被培养皿中的一滴冰预冷无钙 HL3 生理盐溶液（配方 1）中。",
      ),
    },
    {
      text: b(
        "Pin the larva dorsal side up with one pin between the posterior spiracles and one through the mouth hooks, stretching it gently. Cut along the dorsal midline from posterior to anterior with spring scissors.",
        "使幼虫背面朝上，一枚微针插在后气门之间，另一枚穿过口钩，轻轻拉直。用弹簧剪沿背中线由后向前剪开。",
      ),
    },
    {
      text: b(
        "Pin the four flaps of the body wall flat, remove the gut, fat body and trachea, and cut the segmental nerves close to the ventral nerve cord before removing the brain.",
        "将体壁的 4 个边角展平固定，去除肠道、脂肪体和气管，在靠近腹神经索处剪断节段神经后移除脑。",
      ),
      notes: [
        b(
          "**Critical:** do not touch or overstretch muscles 6/7 and 4 of segments A2–A4; damaged or stretched muscles change NMJ morphology and muscle area.",
          "**关键：**不要触碰或过度牵拉 A2–A4 节的第 6/7 号和第 4 号肌肉；肌肉受损或被过度拉伸会改变 NMJ 形态和肌肉面积。",
        ),
      ],
    },
    {
      text: b(
        "Replace the saline with 4% paraformaldehyde in PBS and fix for 20 min at room temperature. For GluRIIA staining, fix instead in ice-cold methanol for 5 min or in Bouin's fixative for 5 min.",
        "将生理盐溶液换成以 PBS 配制的 4% 多聚甲醛，室温固定 20 min。进行 GluRIIA 染色时，改用冰预冷甲醇固定 5 min 或 Bouin 固定液固定 5 min。",
      ),
      notes: [
        b(
          "**Caution:** paraformaldehyde and Bouin's fixative (picric acid) are toxic; work in a fume hood and collect waste separately.",
          "**注意：**多聚甲醛和 Bouin 固定液（含苦味酸）有毒，须在通风橱中操作并单独收集废液。",
        ),
      ],
    },
    {
      text: b(
        "Remove the pins, transfer the fillets to a 24-well plate or 0.5 mL tube and wash three times for 10 min in PBT (PBS with 0.1% Triton X-100). Block in 5% normal goat serum in PBT for 1 h at room temperature.",
        "取下微针，将体壁标本转入 24 孔板或 0.5 mL 离心管中，用 PBT（含 0.1% Triton X-100 的 PBS）洗 3 次，每次 10 min。用含 5% 正常山羊血清的 PBT 室温封闭 1 h。",
      ),
      notes: [
        b(
          "**Pause point:** fixed fillets can be kept in PBS at 4 °C for up to 3 days.",
          "**暂停点：**固定后的标本可在 4 °C PBS 中保存最多 3 天。",
        ),
      ],
    },
    {
      text: b(
        "Incubate overnight at 4 °C with one mouse monoclonal antibody in blocking solution: nc82 (1:100), anti-Dlg 4F3 (1:100), 22C10 (1:50) or anti-GluRIIA 8B4D2 (1:100).",
        "用封闭液稀释一种小鼠单克隆抗体，4 °C 孵育过夜：nc82（1:100）、抗 Dlg 4F3（1:100）、22C10（1:50）或抗 GluRIIA 8B4D2（1:100）。",
      ),
      notes: [
        b(
          "All four antibodies are mouse monoclonals; to combine two of them, use directly labelled antibodies or isotype-specific secondary antibodies.",
          "上述 4 种抗体均为小鼠单克隆抗体；若需两两组合，应使用直接标记抗体或亚型特异性二抗。",
        ),
      ],
    },
    {
      text: b(
        "Wash three times for 15 min in PBT and incubate for 2 h at room temperature in the dark with Alexa Fluor 488 goat anti-mouse (1:500) and Alexa Fluor 647 anti-HRP (1:200).",
        "PBT 洗 3 次，每次 15 min；加入 Alexa Fluor 488 标记的山羊抗小鼠二抗（1:500）和 Alexa Fluor 647 标记的抗 HRP 抗体（1:200），室温避光孵育 2 h。",
      ),
    },
    {
      text: b(
        "Wash three times for 15 min in PBT and once in PBS, then mount the fillets cuticle side down in VECTASHIELD under a No. 1.5 coverslip and seal with nail polish.",
        "PBT 洗 3 次，每次 15 min，再用 PBS 洗 1 次；将体壁标本以角质层朝下封于 VECTASHIELD 中，盖上 No. 1.5 盖玻片，用指甲油封边。",
      ),
      notes: [
        b(
          "**Pause point:** mounted samples can be stored at 4 °C in the dark for up to 1 week before imaging.",
          "**暂停点：**封片后的样品可在 4 °C 避光保存，1 周内成像。",
        ),
      ],
    },
    {
      text: b(
        "Acquire confocal z-stacks (0.4 µm steps) of the NMJs on muscle 6/7 and muscle 4 of segment A3 with a 63×/1.4 oil objective and identical settings for all genotypes. Image the whole muscle 6/7 with a 10× objective to measure muscle area.",
        "用 63×/1.4 油镜以相同参数对所有基因型 A3 节第 6/7 号和第 4 号肌肉上的 NMJ 采集共聚焦 z 轴层扫图像（步长 0.4 µm）。用 10× 物镜拍摄完整的第 6/7 号肌肉以测量肌肉面积。",
      ),
    },
  ],
  dataAnalysis: [
    b(
      "Count boutons on maximum-intensity projections, using the HRP and Dlg signals to distinguish type Ib from type Is boutons, and normalise bouton number to the area of muscle 6/7. Count Bruchpilot puncta with a threshold and the Find Maxima function in Fiji, and measure GluRIIA cluster intensity within the HRP-defined NMJ area after background subtraction.",
      "在最大强度投影图上计数突触扣结，根据 HRP 和 Dlg 信号区分 Ib 型和 Is 型扣结，并以第 6/7 号肌肉面积对扣结数量进行归一化。在 Fiji 中通过阈值设定和 Find Maxima 功能计数 Bruchpilot 斑点，并在扣除背景后测量 HRP 所界定的 NMJ 区域内 GluRIIA 簇的荧光强度。",
    ),
    b(
      "Score images blind to genotype. Analyse at least 16 NMJs from 8 or more larvae per genotype and use nested statistics (or the mean per larva) so that NMJs from the same larva are not treated as independent samples.",
      "图像评分时对基因型设盲。每个基因型至少分析来自 8 只以上幼虫的 16 个 NMJ，并采用嵌套统计（或以每只幼虫的均值）分析，避免将同一幼虫的多个 NMJ 视为独立样本。",
    ),
  ],
  troubleshooting: [
    {
      problem: b("High variability of bouton number within a genotype", "同一基因型内扣结数量变异大"),
      cause: b(
        "Uncontrolled larval density, temperature or sex; different segments compared",
        "幼虫密度、温度或性别未控制；比较了不同体节",
      ),
      solution: b(
        "Control density and temperature, analyse one sex and always segment A3",
        "控制密度和温度，只分析一种性别，固定分析 A3 节",
      ),
    },
    {
      problem: b("Weak GluRIIA signal", "GluRIIA 信号弱"),
      cause: b("Epitope masked by paraformaldehyde fixation", "多聚甲醛固定掩蔽抗原表位"),
      solution: b("Fix in ice-cold methanol or Bouin's fixative for 5 min", "改用冰预冷甲醇或 Bouin 固定液固定 5 min"),
    },
    {
      problem: b("Torn or curled muscles", "肌肉撕裂或卷曲"),
      cause: b(
        "Overstretching or slow dissection in saline containing calcium",
        "过度拉伸，或在含钙生理盐溶液中解剖过慢",
      ),
      solution: b(
        "Dissect in ice-cold calcium-free HL3 within 5 min per larva",
        "在冰预冷无钙 HL3 中解剖，每只幼虫在 5 min 内完成",
      ),
    },
  ],
  recipes: [
    {
      name: b("Recipe 1. Calcium-free HL3 saline", "配方 1. 无钙 HL3 生理盐溶液"),
      composition: b(
        "70 mM NaCl, 5 mM KCl, 20 mM MgCl~2~, 10 mM NaHCO~3~, 5 mM trehalose, 115 mM sucrose, 5 mM HEPES, pH 7.2; for recordings, add CaCl~2~ to 0.5–1.5 mM.",
        "70 mM NaCl、5 mM KCl、20 mM MgCl~2~、10 mM NaHCO~3~、5 mM 海藻糖、115 mM 蔗糖、5 mM HEPES，pH 7.2；用于电生理记录时加入 CaCl~2~ 至 0.5–1.5 mM。",
      ),
    },
  ],
  references: [
    {
      authors: "Jan, L. Y., Jan, Y. N.",
      year: 1976,
      title: "Properties of the larval neuromuscular junction in *Drosophila melanogaster*",
      journal: "J Physiol",
      volume: "262",
      pages: "189–214",
    },
    {
      authors: "Jan, L. Y., Jan, Y. N.",
      year: 1982,
      title:
        "Antibodies to horseradish peroxidase as specific neuronal markers in *Drosophila* and in grasshopper embryos",
      journal: "Proc Natl Acad Sci USA",
      volume: "79",
      pages: "2700–2704",
    },
    {
      authors: "Budnik, V., Koh, Y. H., Guan, B., Hartmann, B., Hough, C., Woods, D., Gorczyca, M.",
      year: 1996,
      title: "Regulation of synapse structure and function by the *Drosophila* tumor suppressor gene *dlg*",
      journal: "Neuron",
      volume: "17",
      pages: "627–640",
    },
    {
      authors: "Wagh, D. A., Rasse, T. M., Asan, E., et al.",
      year: 2006,
      title:
        "Bruchpilot, a protein with homology to ELKS/CAST, is required for structural integrity and function of synaptic active zones in *Drosophila*",
      journal: "Neuron",
      volume: "49",
      pages: "833–844",
    },
    {
      authors: "Stewart, B. A., Atwood, H. L., Renger, J. J., Wang, J., Wu, C. F.",
      year: 1994,
      title:
        "Improved stability of *Drosophila* larval neuromuscular preparations in haemolymph-like physiological solutions",
      journal: "J Comp Physiol A",
      volume: "175",
      pages: "179–191",
    },
  ],
};

// ---------------------------------------------------------------------------------------------------------------
// Developmental Biology (18)
// ---------------------------------------------------------------------------------------------------------------

const ZEBRAFISH = b("zebrafish", "斑马鱼");

const zebrafishWish: Technique = {
  id: "zebrafish-whole-mount-in-situ-hybridisation",
  name: b("whole-mount in situ hybridisation", "整体原位杂交"),
  categoryIds: [18, 1],
  contexts: [
    {
      organism: "Danio rerio",
      organismText: ZEBRAFISH,
      sample: b("zebrafish gastrulae from shield to bud stage", "原肠期斑马鱼胚胎（胚盾期至尾芽期）"),
    },
    {
      organism: "Danio rerio",
      organismText: ZEBRAFISH,
      sample: b("zebrafish embryos at segmentation stages (5–20 somites)", "体节期斑马鱼胚胎（5–20 体节）"),
    },
    {
      organism: "Danio rerio",
      organismText: ZEBRAFISH,
      sample: b("zebrafish embryos at 1 day post-fertilisation", "受精后 24 h 斑马鱼胚胎"),
    },
    {
      organism: "Danio rerio",
      organismText: ZEBRAFISH,
      sample: b("PTU-treated zebrafish embryos at 2 days post-fertilisation", "经 PTU 处理的受精后 48 h 斑马鱼胚胎"),
    },
    {
      organism: "Danio rerio",
      organismText: ZEBRAFISH,
      sample: b("PTU-treated zebrafish larvae at 3–5 days post-fertilisation", "经 PTU 处理的受精后 3–5 d 斑马鱼幼鱼"),
    },
  ],
  targets: [
    b("developmental gene expression patterns", "发育相关基因表达模式"),
    b("tissue-specific marker expression", "组织特异性标志基因表达"),
    b("signalling pathway target gene expression", "信号通路靶基因表达"),
    b("transcription factor expression domains", "转录因子表达区域"),
    b("mutant expression phenotypes", "突变体表达表型"),
    b("co-expression of two transcripts", "双基因共表达"),
  ],
  keywords: [
    b("in situ hybridisation", "原位杂交"),
    b("zebrafish embryo", "斑马鱼胚胎"),
    b("digoxigenin-labelled riboprobe", "地高辛标记 RNA 探针"),
    b("gene expression pattern", "基因表达模式"),
    b("NBT/BCIP", "NBT/BCIP"),
  ],
  titles: [
    b("Whole-Mount In Situ Hybridisation of {target} in {sample}", "{sample}中{target}的整体原位杂交检测"),
    b(
      "Visualising {target} in {organism} by Whole-Mount In Situ Hybridisation",
      "利用整体原位杂交显示{organism}{target}",
    ),
    b(
      "A High-Resolution Whole-Mount In Situ Hybridisation Protocol for {target}",
      "用于检测{target}的高分辨率整体原位杂交方案",
    ),
  ],
  abstract: {
    aim: [
      b(
        "Whole-mount in situ hybridisation (WISH) reveals where and when genes are expressed in intact embryos and remains the most widely used method to describe developmental expression patterns in zebrafish.",
        "整体原位杂交（WISH）可在完整胚胎中显示基因表达的时间和空间特征，至今仍是描述斑马鱼发育过程中基因表达模式最常用的方法。",
      ),
      b(
        "This protocol describes WISH with digoxigenin-labelled antisense RNA probes for the analysis of {target} in {sample}.",
        "本方案介绍利用地高辛标记的反义 RNA 探针进行整体原位杂交，以分析{sample}的{target}。",
      ),
    ],
    method: [
      b(
        "Antisense riboprobes are transcribed in vitro with digoxigenin-UTP from linearised plasmids or T7-tagged PCR products.",
        "以线性化质粒或带 T7 启动子的 PCR 产物为模板，掺入地高辛-UTP 进行体外转录，制备反义 RNA 探针。",
      ),
      b(
        "Embryos are fixed in 4% paraformaldehyde, permeabilised with proteinase K according to stage and hybridised overnight at 70 °C.",
        "胚胎经 4% 多聚甲醛固定，按发育阶段用蛋白酶 K 通透，70 °C 杂交过夜。",
      ),
      b(
        "Bound probe is detected with alkaline phosphatase-conjugated anti-digoxigenin Fab fragments and NBT/BCIP, and embryos are cleared in glycerol for imaging.",
        "结合的探针用碱性磷酸酶标记的抗地高辛 Fab 片段和 NBT/BCIP 检测，胚胎经甘油透明后成像。",
      ),
    ],
    result: [
      b(
        "Probes of 600–1,200 nt gave specific signals after 1–4 h of staining, and sense-probe controls remained unstained after 16 h.",
        "长度为 600–1,200 nt 的探针在显色 1–4 h 后即出现特异性信号，而正义探针对照在显色 16 h 后仍无着色。",
      ),
      b(
        "Expression domains were reproducible in 95–100% of control embryos from three independent clutches (n = 25–40 per clutch), allowing changes in {target} to be scored reliably.",
        "在来自三个独立批次的对照胚胎中（每批 25–40 枚），95%–100% 的胚胎表达区域一致，因而可以可靠地评判{target}的变化。",
      ),
    ],
  },
  background: [
    b(
      "Non-radioactive in situ hybridisation with digoxigenin-labelled probes was introduced for whole *Drosophila* embryos [1] and rapidly adapted to vertebrate embryos. In zebrafish, the optical clarity and external development of the embryo allow expression patterns to be followed from cleavage to larval stages [2]; two-colour protocols with digoxigenin- and fluorescein-labelled probes show the relative position of two transcripts in the same embryo [3].",
      "采用地高辛标记探针的非放射性原位杂交最初用于果蝇整胚 [1]，随后迅速推广至脊椎动物胚胎。斑马鱼胚胎体外发育且透明，可从卵裂期一直追踪到幼鱼期的基因表达模式 [2]；利用地高辛和荧光素标记探针的双色原位杂交，还可显示同一胚胎中两种转录本的相对位置 [3]。",
    ),
    b(
      "The protocol below follows the high-resolution method of Thisse and Thisse [2]. Stages are defined according to Kimmel et al. [4], and embryos older than 24 hpf are raised in 1-phenyl-2-thiourea (PTU) to prevent pigmentation that would mask the signal [5].",
      "下述方案参照 Thisse 和 Thisse 的高分辨率方法 [2]。发育阶段按 Kimmel 等的标准确定 [4]；24 hpf 以后的胚胎在 1-苯基-2-硫脲（PTU）中培养，以抑制会掩盖信号的色素形成 [5]。",
    ),
  ],
  materials: [
    m("DIG RNA Labeling Mix, 10×", "DIG RNA 标记混合物，10×", "Roche (Sigma-Aldrich)", "11277073910"),
    m("T7 RNA polymerase", "T7 RNA 聚合酶", "Roche (Sigma-Aldrich)", "10881767001"),
    m("Anti-Digoxigenin-AP, Fab fragments", "碱性磷酸酶标记抗地高辛 Fab 片段", "Roche (Sigma-Aldrich)", "11093274910"),
    m("NBT/BCIP stock solution", "NBT/BCIP 储存液", "Roche (Sigma-Aldrich)", "11681451001"),
    m("Proteinase K, 20 mg/mL", "蛋白酶 K，20 mg/mL", "Thermo Fisher Scientific", "EO0491"),
    m("Formamide, deionised", "去离子甲酰胺", "Sigma-Aldrich", "F9037"),
    m("Heparin sodium salt", "肝素钠", "Sigma-Aldrich", "H3393"),
    m("Ribonucleic acid from torula yeast, type VI", "圆酵母 RNA，VI 型", "Sigma-Aldrich", "R6625"),
    m("1-Phenyl-2-thiourea (PTU)", "1-苯基-2-硫脲（PTU）", "Sigma-Aldrich", "P7629"),
    m("Normal sheep serum", "正常绵羊血清", "Jackson ImmunoResearch", "013-000-121"),
  ],
  equipment: [
    m("Hybridisation oven or heating block, 70 °C", "杂交炉或加热模块，70 °C", "Eppendorf", "ThermoMixer C"),
    m("Incubator, 28.5 °C", "培养箱，28.5 °C", "Memmert", "IPP260plus"),
    m("Stereomicroscope with colour camera", "体视显微镜（配彩色相机）", "Leica Microsystems", "M205 FA with DMC6200"),
    m("Compound microscope with DIC optics", "配微分干涉相差的正置显微镜", "Carl Zeiss Microscopy", "Axio Imager.M2"),
  ],
  software: [m("Fiji/ImageJ", "Fiji/ImageJ", "Open source (imagej.net)", "version 2.14.0")],
  steps: [
    {
      text: b(
        "Prepare the probe template: linearise 5 µg of plasmid with a restriction enzyme cutting 5′ of the insert (for an antisense probe) or amplify the cDNA with a reverse primer carrying the T7 promoter. Purify the template and check it on an agarose gel.",
        "制备探针模板：用在插入片段 5′ 端切割的限制性内切酶线性化 5 µg 质粒（用于反义探针），或用带 T7 启动子的反向引物扩增 cDNA。纯化模板后用琼脂糖凝胶电泳检测。",
      ),
    },
    {
      text: b(
        "Transcribe the probe in 20 µL containing 1 µg of template, 2 µL of 10× transcription buffer, 2 µL of DIG RNA labeling mix, 20 U of RNase inhibitor and 40 U of T7 (or SP6) RNA polymerase for 2 h at 37 °C. Digest the template with 2 U of DNase I for 15 min and purify the RNA by LiCl precipitation or on a column.",
        "在 20 µL 体系中转录探针，体系含 1 µg 模板、2 µL 10× 转录缓冲液、2 µL DIG RNA 标记混合物、20 U RNase 抑制剂和 40 U T7（或 SP6）RNA 聚合酶，37 °C 反应 2 h。加入 2 U DNase I 消化模板 15 min，用 LiCl 沉淀或离心柱纯化 RNA。",
      ),
      notes: [
        b(
          "**Pause point:** check 1 µL on a gel (a sharp band, approx. 10 µg yield), dilute the probe to 50 ng/µL in hybridisation buffer and store at −20 °C for up to 1 year.",
          "**暂停点：**取 1 µL 电泳检测（应为清晰条带，产量约 10 µg），用杂交液将探针稀释至 50 ng/µL，−20 °C 可保存 1 年。",
        ),
      ],
    },
    {
      text: b(
        "Raise embryos at 28.5 °C in E3 medium and stage them according to Kimmel et al. For stages beyond 24 hpf, add PTU to 0.003% (0.2 mM) before 24 hpf.",
        "胚胎在 28.5 °C 的 E3 培养液中培养，并按 Kimmel 等的标准确定发育阶段。需培养至 24 hpf 以后的胚胎，须在 24 hpf 之前加入 PTU 至 0.003%（0.2 mM）。",
      ),
      notes: [
        b(
          "**Caution:** PTU is toxic; wear gloves and collect PTU-containing medium as chemical waste.",
          "**注意：**PTU 有毒，操作时戴手套，含 PTU 的培养液按化学废液收集。",
        ),
      ],
    },
    {
      text: b(
        "Fix embryos in 4% paraformaldehyde in PBS overnight at 4 °C (embryos younger than 24 hpf in their chorions, which are removed with fine forceps after fixation). Wash in PBST (PBS with 0.1% Tween-20), dehydrate in 100% methanol and store at −20 °C for at least 2 h.",
        "将胚胎置于以 PBS 配制的 4% 多聚甲醛中 4 °C 固定过夜（24 hpf 之前的胚胎带卵膜固定，固定后再用精细镊去除卵膜）。用 PBST（含 0.1% Tween-20 的 PBS）洗涤，经 100% 甲醇脱水后于 −20 °C 保存至少 2 h。",
      ),
      notes: [
        b(
          "**Pause point:** embryos can be stored in methanol at −20 °C for several months.",
          "**暂停点：**胚胎可在 −20 °C 甲醇中保存数月。",
        ),
      ],
    },
    {
      text: b(
        "Rehydrate through 75%, 50% and 25% methanol in PBST (5 min each) and wash four times for 5 min in PBST. Permeabilise with 10 µg/mL proteinase K in PBST at room temperature according to stage.",
        "依次经含 75%、50% 和 25% 甲醇的 PBST 复水（各 5 min），再用 PBST 洗 4 次，每次 5 min。按发育阶段用含 10 µg/mL 蛋白酶 K 的 PBST 在室温下通透。",
      ),
      substeps: [
        b("Gastrula and segmentation stages: no digestion or 30 s.", "原肠期和体节期：不消化或消化 30 s。"),
        b(
          "24 hpf: 10 min; 48 hpf: 30 min; 3–5 dpf: 45–60 min.",
          "24 hpf：10 min；48 hpf：30 min；3–5 dpf：45–60 min。",
        ),
      ],
      notes: [
        b(
          "**Critical:** test each new batch of proteinase K; over-digestion destroys the epidermis and yolk of young embryos, whereas under-digestion gives weak signals in deep tissues.",
          "**关键：**每批新的蛋白酶 K 均需预试；消化过度会破坏幼龄胚胎的表皮和卵黄，消化不足则深部组织信号弱。",
        ),
      ],
    },
    {
      text: b(
        "Stop the digestion by refixing in 4% paraformaldehyde for 20 min, and wash five times for 5 min in PBST.",
        "用 4% 多聚甲醛再固定 20 min 终止消化，PBST 洗 5 次，每次 5 min。",
      ),
    },
    {
      text: b(
        "Prehybridise in 500 µL of Hyb+ (Recipe 1) for 2–5 h at 70 °C, then replace with 200 µL of Hyb+ containing 0.5–1 ng/µL probe and hybridise overnight at 70 °C.",
        "在 500 µL Hyb+（配方 1）中 70 °C 预杂交 2–5 h，再换成含 0.5–1 ng/µL 探针的 Hyb+ 200 µL，70 °C 杂交过夜。",
      ),
      notes: [
        b(
          "**Caution:** formamide is toxic and teratogenic; handle it in a fume hood.",
          "**注意：**甲酰胺有毒且具致畸性，须在通风橱中操作。",
        ),
      ],
    },
    {
      text: b(
        "Wash at 70 °C for 10 min each in 75%, 50% and 25% Hyb− in 2× SSC and in 2× SSC, then twice for 30 min in 0.2× SSC. Return to PBST at room temperature through 75%, 50% and 25% 0.2× SSC in PBST (5 min each).",
        "70 °C 下依次用含 75%、50% 和 25% Hyb− 的 2× SSC 及 2× SSC 各洗 10 min，再用 0.2× SSC 洗 2 次，每次 30 min。室温下依次经含 75%、50% 和 25% 0.2× SSC 的 PBST（各 5 min）过渡至 PBST。",
      ),
    },
    {
      text: b(
        "Block for 3 h at room temperature in PBST with 2% sheep serum and 2 mg/mL BSA, then incubate overnight at 4 °C with anti-digoxigenin-AP Fab fragments diluted 1:5,000 in blocking solution.",
        "用含 2% 绵羊血清和 2 mg/mL BSA 的 PBST 室温封闭 3 h，再加入以封闭液 1:5,000 稀释的碱性磷酸酶标记抗地高辛 Fab 片段，4 °C 孵育过夜。",
      ),
    },
    {
      text: b(
        "Wash six times for 15 min in PBST and three times for 5 min in staining buffer (Recipe 2). Stain in the dark in staining buffer with 20 µL/mL NBT/BCIP stock, checking every 15–30 min under the stereomicroscope.",
        "用 PBST 洗 6 次，每次 15 min，再用显色缓冲液（配方 2）洗 3 次，每次 5 min。在含 20 µL/mL NBT/BCIP 储存液的显色缓冲液中避光显色，每 15–30 min 在体视显微镜下观察一次。",
      ),
      notes: [
        b(
          "**Critical:** stop all embryos of a comparison at the same time, before background appears in the sense-probe control.",
          "**关键：**同一比较中的所有胚胎须同时终止显色，且应在正义探针对照出现背景之前终止。",
        ),
      ],
    },
    {
      text: b(
        "Stop the reaction in PBS (pH 5.5) with 1 mM EDTA, refix in 4% paraformaldehyde for 20 min and transfer through 30%, 50% and 80% glycerol in PBS. Mount embryos in 80% glycerol (deyolked and flat-mounted if needed) and image them.",
        "用含 1 mM EDTA 的 PBS（pH 5.5）终止反应，4% 多聚甲醛再固定 20 min，依次经含 30%、50% 和 80% 甘油的 PBS 过渡。将胚胎封于 80% 甘油中（必要时去除卵黄后平铺封片）并成像。",
      ),
      notes: [
        b(
          "**Pause point:** stained embryos keep for months in 80% glycerol at 4 °C in the dark.",
          "**暂停点：**显色后的胚胎可在 80% 甘油中 4 °C 避光保存数月。",
        ),
      ],
    },
  ],
  dataAnalysis: [
    b(
      "Image all embryos of a comparison with the same magnification, illumination and white balance, in standard lateral and dorsal views. Score expression blind to genotype or treatment into predefined categories (for example normal, reduced, expanded or absent) and report the number of embryos in each category for at least three independent clutches. Where a quantitative measure is needed, measure the length or area of the expression domain in Fiji after colour thresholding.",
      "同一比较中的所有胚胎以相同放大倍数、照明和白平衡，按标准侧视和背视角度成像。在对基因型或处理设盲的情况下，将表达模式按预先规定的类别（如正常、减弱、扩大或缺失）评分，并报告至少三个独立批次中各类别的胚胎数。需要定量时，在 Fiji 中经颜色阈值分割后测量表达区域的长度或面积。",
    ),
  ],
  troubleshooting: [
    {
      problem: b("No signal", "无信号"),
      cause: b(
        "Sense probe made by mistake; degraded probe; insufficient permeabilisation",
        "误制备了正义探针；探针降解；通透不足",
      ),
      solution: b(
        "Check template orientation and probe integrity on a gel; extend proteinase K treatment for older stages",
        "核对模板方向，电泳检查探针完整性；对较大胚胎延长蛋白酶 K 处理时间",
      ),
    },
    {
      problem: b("Uniform purple background", "均匀的紫色背景"),
      cause: b(
        "Probe concentration too high; washes too short or too cool; over-staining",
        "探针浓度过高；洗涤时间不足或温度偏低；显色过度",
      ),
      solution: b(
        "Use 0.5 ng/µL probe, keep the 0.2× SSC washes at 70 °C and stop staining earlier",
        "探针浓度降至 0.5 ng/µL，0.2× SSC 洗涤保持 70 °C，并提前终止显色",
      ),
    },
    {
      problem: b("Damaged or deflated embryos", "胚胎破损或塌陷"),
      cause: b(
        "Over-digestion with proteinase K; rough handling of young embryos",
        "蛋白酶 K 消化过度；对幼龄胚胎操作粗暴",
      ),
      solution: b(
        "Reduce digestion time, use glass pipettes and avoid vortexing",
        "缩短消化时间，使用玻璃吸管转移，避免涡旋振荡",
      ),
    },
  ],
  recipes: [
    {
      name: b("Recipe 1. Hybridisation buffer (Hyb+)", "配方 1. 杂交液（Hyb+）"),
      composition: b(
        "50% formamide, 5× SSC, 0.1% Tween-20, 50 µg/mL heparin, 500 µg/mL torula yeast RNA, adjusted to pH 6.0 with 1 M citric acid (approx. 460 µL per 50 mL). Hyb− lacks heparin and yeast RNA.",
        "50% 甲酰胺、5× SSC、0.1% Tween-20、50 µg/mL 肝素、500 µg/mL 圆酵母 RNA，用 1 M 柠檬酸调 pH 至 6.0（每 50 mL 约 460 µL）。Hyb− 不含肝素和酵母 RNA。",
      ),
    },
    {
      name: b("Recipe 2. Staining buffer", "配方 2. 显色缓冲液"),
      composition: b(
        "100 mM Tris-HCl pH 9.5, 50 mM MgCl~2~, 100 mM NaCl, 0.1% Tween-20; prepare fresh.",
        "100 mM Tris-HCl（pH 9.5）、50 mM MgCl~2~、100 mM NaCl、0.1% Tween-20；现用现配。",
      ),
    },
  ],
  references: [
    {
      authors: "Tautz, D., Pfeifle, C.",
      year: 1989,
      title:
        "A non-radioactive in situ hybridization method for the localization of specific RNAs in *Drosophila* embryos reveals translational control of the segmentation gene *hunchback*",
      journal: "Chromosoma",
      volume: "98",
      pages: "81–85",
    },
    {
      authors: "Thisse, C., Thisse, B.",
      year: 2008,
      title: "High-resolution in situ hybridization to whole-mount zebrafish embryos",
      journal: "Nat Protoc",
      volume: "3",
      pages: "59–69",
      doi: "10.1038/nprot.2007.514",
    },
    {
      authors: "Jowett, T., Lettice, L.",
      year: 1994,
      title:
        "Whole-mount in situ hybridizations on zebrafish embryos using a mixture of digoxigenin- and fluorescein-labelled probes",
      journal: "Trends Genet",
      volume: "10",
      pages: "73–74",
    },
    {
      authors: "Kimmel, C. B., Ballard, W. W., Kimmel, S. R., Ullmann, B., Schilling, T. F.",
      year: 1995,
      title: "Stages of embryonic development of the zebrafish",
      journal: "Dev Dyn",
      volume: "203",
      pages: "253–310",
      doi: "10.1002/aja.1002030302",
    },
    {
      authors: "Karlsson, J., von Hofsten, J., Olsson, P. E.",
      year: 2001,
      title:
        "Generating transparent zebrafish: a refined method to improve detection of gene expression during embryonic development",
      journal: "Mar Biotechnol",
      volume: "3",
      pages: "522–527",
    },
  ],
};

const zebrafishCrispant: Technique = {
  id: "zebrafish-crispr-f0-knockout",
  name: b("CRISPR–Cas9 F0 knockout", "CRISPR–Cas9 F0 代敲除"),
  categoryIds: [18, 1],
  contexts: [
    { organism: "Danio rerio", organismText: ZEBRAFISH, sample: b("wild-type AB embryos", "野生型 AB 品系胚胎") },
    {
      organism: "Danio rerio",
      organismText: ZEBRAFISH,
      sample: b("wild-type Tübingen (TU) embryos", "野生型 Tübingen（TU）品系胚胎"),
    },
    {
      organism: "Danio rerio",
      organismText: ZEBRAFISH,
      sample: b("embryos of the Tg(kdrl:EGFP) reporter line", "血管报告品系 Tg(kdrl:EGFP) 胚胎"),
    },
  ],
  targets: [
    b("somite formation", "体节形成"),
    b("heart morphogenesis", "心脏形态发生"),
    b("craniofacial cartilage development", "颅面软骨发育"),
    b("vascular development", "血管发育"),
    b("pigment cell development", "色素细胞发育"),
    b("left–right asymmetry", "左右不对称性"),
  ],
  keywords: [
    b("CRISPR–Cas9", "CRISPR–Cas9"),
    b("crispant", "crispant"),
    b("zebrafish", "斑马鱼"),
    b("microinjection", "显微注射"),
    b("reverse genetics", "反向遗传学"),
  ],
  titles: [
    b(
      "Rapid Functional Analysis of {target} in {organism} Using CRISPR–Cas9 F0 Knockouts",
      "利用 CRISPR–Cas9 F0 代敲除快速分析{organism}{target}",
    ),
    b("Crispant Phenotyping of {target} in {sample}", "{sample}{target}的 F0 代敲除表型分析"),
    b(
      "Cas9 Ribonucleoprotein Injection for Studying {target} in {organism}",
      "注射 Cas9 核糖核蛋白复合物研究{organism}{target}",
    ),
  ],
  abstract: {
    aim: [
      b(
        "Stable zebrafish mutants take at least 6 months to establish, whereas embryos injected with Cas9 ribonucleoprotein (crispants) can be analysed within days of injection.",
        "建立稳定的斑马鱼突变体品系至少需要 6 个月，而注射 Cas9 核糖核蛋白复合物的胚胎（crispant）在注射后数天内即可进行分析。",
      ),
      b(
        "We describe a protocol for F0 knockout in {sample} that achieves biallelic disruption in most cells and allows {target} to be assessed directly in injected embryos.",
        "本文介绍在{sample}中进行 F0 代敲除的实验方案，可在大多数细胞中实现双等位基因破坏，从而直接在注射胚胎中评价{target}。",
      ),
    ],
    method: [
      b(
        "Two to four synthetic crRNAs per gene are annealed to tracrRNA, complexed with Cas9 protein and injected (1 nL) into one-cell-stage embryos.",
        "每个基因设计 2–4 条人工合成的 crRNA，与 tracrRNA 退火后同 Cas9 蛋白组装成复合物，注射（1 nL）至单细胞期胚胎。",
      ),
      b(
        "Mutagenesis is quantified in individual embryos by PCR and Sanger sequencing with decomposition analysis, or by a T7 endonuclease I assay.",
        "在单个胚胎中通过 PCR 和 Sanger 测序结合序列分解分析，或通过 T7 核酸内切酶 I 实验定量突变效率。",
      ),
      b(
        "Phenotypes are scored blind against embryos injected with a scrambled-guide RNP and confirmed with a second, non-overlapping set of guides.",
        "以注射乱序引导 RNA 复合物的胚胎为对照，设盲评价表型，并用另一组不重叠的引导 RNA 加以验证。",
      ),
    ],
    result: [
      b(
        "Guides designed by this workflow produced indels in 80–98% of sequencing reads, and 85–95% of injected embryos survived to 24 hpf.",
        "按本流程设计的引导 RNA 在 80%–98% 的测序读段中产生插入缺失突变，85%–95% 的注射胚胎存活至 24 hpf。",
      ),
      b(
        "For a positive control gene, 90% of crispants reproduced the published mutant phenotype, whereas fewer than 3% of scrambled-guide controls showed defects in {target}.",
        "以已知基因作为阳性对照时，90% 的 crispant 重现了已报道的突变体表型，而乱序引导 RNA 对照中{target}出现缺陷的比例低于 3%。",
      ),
    ],
  },
  background: [
    b(
      "The RNA-guided endonuclease Cas9 cleaves DNA at a site defined by a 20-nucleotide guide sequence [1], and within a year of its description it was shown to induce mutations efficiently in zebrafish embryos [2], [3]. Injection of pre-assembled Cas9 protein and guide RNA acts immediately after injection, so that many cells carry biallelic frameshift mutations and the injected embryos themselves can show loss-of-function phenotypes.",
      "RNA 引导的核酸内切酶 Cas9 可在由 20 个核苷酸引导序列确定的位点切割 DNA [1]；在其被报道后不到一年，即被证明可在斑马鱼胚胎中高效诱导突变 [2]，[3]。预先组装的 Cas9 蛋白–引导 RNA 复合物在注射后立即发挥作用，使许多细胞携带双等位基因移码突变，注射胚胎本身即可表现出功能缺失表型。",
    ),
    b(
      "F0 knockouts complement morpholino knockdown [4], which has long been used for rapid loss-of-function studies but is prone to off-target toxicity. Because crispants are mosaic, phenotypes should be confirmed with a second set of guides and, ultimately, in stable mutants; stages are defined according to Kimmel et al. [5].",
      "F0 代敲除可与吗啉代寡核苷酸敲低 [4] 互为补充；后者长期用于快速的功能缺失研究，但容易产生脱靶毒性。由于 crispant 为嵌合体，其表型应用另一组引导 RNA 验证，并最终在稳定突变体中加以确认；发育阶段按 Kimmel 等的标准确定 [5]。",
    ),
  ],
  materials: [
    m(
      "Alt-R S.p. Cas9 Nuclease V3, 61 µM",
      "Alt-R S.p. Cas9 核酸酶 V3，61 µM",
      "Integrated DNA Technologies",
      "1081058",
    ),
    m("Alt-R CRISPR-Cas9 tracrRNA", "Alt-R CRISPR-Cas9 tracrRNA", "Integrated DNA Technologies", "1072532"),
    m(
      "Alt-R CRISPR-Cas9 crRNAs (custom) and negative control crRNA #1",
      "Alt-R CRISPR-Cas9 crRNA（定制）及阴性对照 crRNA #1",
      "Integrated DNA Technologies",
      "1072544",
    ),
    m("Nuclease-free duplex buffer", "无核酸酶退火缓冲液", "Integrated DNA Technologies", "11-01-03-01"),
    m("Phenol red solution, 0.5%", "酚红溶液，0.5%", "Sigma-Aldrich", "P0290"),
    m("Tricaine methanesulfonate (MS-222)", "三卡因甲磺酸盐（MS-222）", "Sigma-Aldrich", "E10521"),
    m("Q5 Hot Start High-Fidelity 2× Master Mix", "Q5 热启动高保真 2× 预混液", "New England Biolabs", "M0494S"),
    m("T7 Endonuclease I", "T7 核酸内切酶 I", "New England Biolabs", "M0302S"),
    m("1-Phenyl-2-thiourea (PTU)", "1-苯基-2-硫脲（PTU）", "Sigma-Aldrich", "P7629"),
  ],
  equipment: [
    m("Micropipette puller", "微电极拉制仪", "Sutter Instrument", "P-97"),
    m(
      "Borosilicate capillaries with filament, 1.0 mm OD",
      "带芯硼硅酸盐毛细管，外径 1.0 mm",
      "World Precision Instruments",
      "TW100F-4",
    ),
    m("Pneumatic microinjector", "气动显微注射仪", "World Precision Instruments", "PV820 Pneumatic PicoPump"),
    m("Micromanipulator with magnetic stand", "显微操作器（配磁性底座）", "Narishige", "MN-153"),
    m("Microinjection mould for zebrafish embryos", "斑马鱼胚胎显微注射模具", "Adaptive Science Tools", "TU-1"),
    m("Stereomicroscope", "体视显微镜", "Leica Microsystems", "M80"),
  ],
  software: [
    m("CRISPOR (guide design)", "CRISPOR（引导 RNA 设计）", "TEFOR (crispor.tefor.net)", "web version 5.2"),
    m("ICE (analysis of Sanger traces)", "ICE（Sanger 测序峰图分析）", "Synthego", "web version 3"),
  ],
  steps: [
    {
      text: b(
        "Check that the work is covered by the institutional approval for zebrafish experiments. Under EU Directive 2010/63/EU, larvae become protected animals when they start independent feeding (5 dpf); experiments on older larvae need a project licence.",
        "确认实验已获得所在机构的斑马鱼实验批准。根据欧盟第 2010/63/EU 号指令，幼鱼开始自主摄食（5 dpf）后即属受保护动物；对更大幼鱼的实验须获得项目许可。",
      ),
    },
    {
      text: b(
        "Design two to four crRNAs per gene with CRISPOR, targeting early coding exons or exons encoding essential domains. Sequence the target regions in the parents to exclude polymorphisms in the guide sequences.",
        "用 CRISPOR 为每个基因设计 2–4 条 crRNA，靶向靠前的编码外显子或编码关键结构域的外显子。对亲本鱼的靶区进行测序，排除引导序列内的多态性位点。",
      ),
    },
    {
      text: b(
        "Anneal each crRNA with tracrRNA (equal volumes of 100 µM stocks) at 95 °C for 5 min and cool to room temperature to give 50 µM gRNA. Dilute Cas9 to 25 µM in Cas9 buffer (20 mM HEPES pH 7.5, 150 mM KCl) and mix equal volumes of gRNA (diluted to 25 µM) and Cas9; incubate for 5 min at 37 °C.",
        "将每条 crRNA 与 tracrRNA（100 µM 储存液等体积混合）95 °C 退火 5 min，冷却至室温，得到 50 µM gRNA。用 Cas9 缓冲液（20 mM HEPES pH 7.5、150 mM KCl）将 Cas9 稀释至 25 µM，与稀释至 25 µM 的 gRNA 等体积混合，37 °C 孵育 5 min。",
      ),
      notes: [
        b(
          "Pool the RNPs of the different guides in equal volumes and add phenol red to 0.05% for visibility. **Pause point:** assembled RNPs can be stored at −80 °C in single-use aliquots.",
          "将不同引导 RNA 的复合物等体积混合，加入酚红至 0.05% 以便观察。**暂停点：**组装好的复合物可按单次用量分装，于 −80 °C 保存。",
        ),
      ],
    },
    {
      text: b(
        "Pull injection needles from TW100F-4 capillaries, break the tip with forceps and calibrate the injection volume to 1 nL by measuring the droplet in mineral oil on a micrometer slide (diameter 124 µm).",
        "用 TW100F-4 毛细管拉制注射针，用镊子折断针尖，在测微尺上将矿物油中液滴直径校准为 124 µm，即注射量 1 nL。",
      ),
    },
    {
      text: b(
        "Set up pair-wise crosses with dividers the evening before; remove the dividers in the morning and collect the eggs within 10 min of spawning. Align the embryos in the grooves of a 1.5% agarose injection plate.",
        "前一晚用隔板设置成对交配，次日上午移除隔板，在产卵后 10 min 内收集受精卵，并排列于 1.5% 琼脂糖注射板的凹槽中。",
      ),
    },
    {
      text: b(
        "Inject 1 nL of the RNP mix into the cell (or the yolk immediately below it) of one-cell-stage embryos, finishing within 40 min after fertilisation. Inject sibling embryos with the negative control crRNA RNP and keep uninjected siblings.",
        "在受精后 40 min 内，向单细胞期胚胎的细胞（或其正下方的卵黄）注射 1 nL 复合物混合液。同窝胚胎分别注射阴性对照 crRNA 复合物，另留未注射胚胎作对照。",
      ),
      notes: [
        b(
          "**Critical:** injection into the cell after the one-cell stage increases mosaicism; discard embryos that have already cleaved.",
          "**关键：**单细胞期之后注射会增加嵌合程度；已卵裂的胚胎应弃去。",
        ),
      ],
    },
    {
      text: b(
        "Incubate the embryos at 28.5 °C in E3 medium, remove unfertilised and dead embryos at 6 hpf and 24 hpf and record survival. Add 0.003% PTU before 24 hpf if embryos will be imaged later.",
        "胚胎于 28.5 °C 的 E3 培养液中培养，在 6 hpf 和 24 hpf 剔除未受精和死亡的胚胎并记录存活率。如需后续成像，在 24 hpf 前加入 0.003% PTU。",
      ),
    },
    {
      text: b(
        "At 24 hpf, lyse 8 individual injected embryos and 2 controls in 50 µL of 50 mM NaOH at 95 °C for 20 min and neutralise with 5 µL of 1 M Tris-HCl (pH 8.0). Amplify a 300–500 bp fragment around each site and analyse it by Sanger sequencing with ICE, or with T7 endonuclease I.",
        "在 24 hpf 取 8 枚注射胚胎和 2 枚对照胚胎，分别置于 50 µL 50 mM NaOH 中 95 °C 裂解 20 min，加入 5 µL 1 M Tris-HCl（pH 8.0）中和。扩增各靶位点周围 300–500 bp 的片段，进行 Sanger 测序并用 ICE 分析，或用 T7 核酸内切酶 I 检测。",
      ),
      notes: [
        b(
          "**Pause point:** lysates can be stored at −20 °C for several months.",
          "**暂停点：**裂解液可于 −20 °C 保存数月。",
        ),
      ],
    },
    {
      text: b(
        "Score phenotypes at the stage appropriate to the process studied, blind to the injected mix.",
        "在与所研究过程相应的发育阶段，对注射内容设盲评价表型。",
      ),
      substeps: [
        b(
          "Somitogenesis: somite number and boundaries at 18–24 hpf, by DIC or *myod1* in situ hybridisation.",
          "体节发生：18–24 hpf 时通过微分干涉相差或 *myod1* 原位杂交观察体节数目和边界。",
        ),
        b(
          "Heart morphogenesis and left–right asymmetry: heart jogging at 30 hpf and looping at 48 hpf.",
          "心脏形态发生和左右不对称性：30 hpf 观察心脏偏移，48 hpf 观察心脏环化。",
        ),
        b(
          "Vascular development: intersegmental vessels in live embryos at 32–48 hpf.",
          "血管发育：32–48 hpf 观察活体胚胎的节间血管。",
        ),
        b(
          "Craniofacial cartilage: Alcian blue staining at 5 dpf; pigment cells: melanophores at 48 hpf.",
          "颅面软骨：5 dpf 进行阿尔新蓝染色；色素细胞：48 hpf 观察黑色素细胞。",
        ),
      ],
    },
    {
      text: b(
        "Confirm the phenotype with a second, non-overlapping set of guides, and, where possible, by rescue with mRNA resistant to the guides or by comparison with a stable mutant.",
        "用另一组不重叠的引导 RNA 验证表型，并尽可能通过注射不受引导 RNA 影响的 mRNA 进行拯救，或与稳定突变体进行比较。",
      ),
    },
    {
      text: b(
        "At the end of the experiment, euthanise embryos and larvae by an overdose of tricaine (300 mg/L, buffered to pH 7.0) followed by rapid cooling, as specified in the approved protocol.",
        "实验结束时，按照已批准的方案，以过量三卡因（300 mg/L，缓冲至 pH 7.0）处死胚胎和幼鱼，随后快速冷却。",
      ),
    },
  ],
  dataAnalysis: [
    b(
      "Report mutagenesis as the mean indel frequency and the fraction of frameshift alleles per guide, measured in individual embryos. Classify phenotypes into predefined categories (normal, mild, severe) and compare the proportions between crispants and scrambled-guide controls with Fisher's exact test, using at least three independent injection sessions. Present quantitative traits (for example somite number or intersegmental vessel length) per embryo and compare them with a mixed-effects model that includes the clutch.",
      "以单个胚胎中测得的平均插入缺失频率和每条引导 RNA 的移码等位基因比例报告突变效率。将表型按预先规定的类别（正常、轻度、重度）分类，采用至少三次独立注射的数据，以 Fisher 精确检验比较 crispant 与乱序引导 RNA 对照之间的比例。定量性状（如体节数或节间血管长度）按单个胚胎呈现，并采用包含批次因素的混合效应模型进行比较。",
    ),
  ],
  troubleshooting: [
    {
      problem: b("Low indel frequency (< 50%)", "插入缺失频率低（< 50%）"),
      cause: b(
        "Inefficient guide, polymorphism in the target site, degraded RNP",
        "引导 RNA 效率低，靶位点存在多态性，复合物降解",
      ),
      solution: b(
        "Test several guides, sequence the parents and prepare fresh RNP aliquots",
        "测试多条引导 RNA，对亲本测序，使用新制备的复合物分装",
      ),
    },
    {
      problem: b("High mortality or non-specific malformations", "死亡率高或出现非特异性畸形"),
      cause: b("Too much RNP or injection volume; injection damage", "复合物或注射量过多；注射损伤"),
      solution: b(
        "Reduce the dose, check the needle calibration and compare with control-RNP injections",
        "降低剂量，检查注射针校准，并与对照复合物注射组比较",
      ),
    },
    {
      problem: b("Variable phenotypes between embryos", "胚胎间表型差异大"),
      cause: b("Mosaicism due to late injection; in-frame alleles", "注射过晚导致嵌合；框内突变等位基因"),
      solution: b(
        "Inject into the cell within 40 min of fertilisation and use several guides per gene",
        "在受精后 40 min 内注射入细胞，每个基因使用多条引导 RNA",
      ),
    },
  ],
  references: [
    {
      authors: "Jinek, M., Chylinski, K., Fonfara, I., Hauer, M., Doudna, J. A., Charpentier, E.",
      year: 2012,
      title: "A programmable dual-RNA-guided DNA endonuclease in adaptive bacterial immunity",
      journal: "Science",
      volume: "337",
      pages: "816–821",
      doi: "10.1126/science.1225829",
    },
    {
      authors: "Hwang, W. Y., Fu, Y., Reyon, D., et al.",
      year: 2013,
      title: "Efficient genome editing in zebrafish using a CRISPR-Cas system",
      journal: "Nat Biotechnol",
      volume: "31",
      pages: "227–229",
      doi: "10.1038/nbt.2501",
    },
    {
      authors: "Jao, L. E., Wente, S. R., Chen, W.",
      year: 2013,
      title: "Efficient multiplex biallelic zebrafish genome editing using a CRISPR nuclease system",
      journal: "Proc Natl Acad Sci USA",
      volume: "110",
      pages: "13904–13909",
    },
    {
      authors: "Nasevicius, A., Ekker, S. C.",
      year: 2000,
      title: "Effective targeted gene 'knockdown' in zebrafish",
      journal: "Nat Genet",
      volume: "26",
      pages: "216–220",
    },
    {
      authors: "Kimmel, C. B., Ballard, W. W., Kimmel, S. R., Ullmann, B., Schilling, T. F.",
      year: 1995,
      title: "Stages of embryonic development of the zebrafish",
      journal: "Dev Dyn",
      volume: "203",
      pages: "253–310",
      doi: "10.1002/aja.1002030302",
    },
  ],
};

const XENOPUS = b("*Xenopus*", "非洲爪蟾");

const xenopusAnimalCap: Technique = {
  id: "xenopus-animal-cap-explants",
  name: b("animal cap assay", "动物帽实验"),
  categoryIds: [18],
  contexts: [
    {
      organism: "Xenopus laevis",
      organismText: XENOPUS,
      sample: b("animal caps from stage 8–9 blastulae", "囊胚期（8–9 期）动物帽"),
    },
    {
      organism: "Xenopus laevis",
      organismText: XENOPUS,
      sample: b("animal caps from mRNA-injected embryos", "注射 mRNA 胚胎的动物帽"),
    },
    {
      organism: "Xenopus laevis",
      organismText: XENOPUS,
      sample: b("animal caps from morpholino-injected embryos", "注射吗啉代寡核苷酸胚胎的动物帽"),
    },
  ],
  targets: [
    b("mesoderm induction", "中胚层诱导"),
    b("neural induction", "神经诱导"),
    b("endoderm specification", "内胚层特化"),
    b("explant elongation", "外植体伸长"),
    b("dorsal mesoderm patterning", "背侧中胚层模式建立"),
    b("epidermal fate specification", "表皮命运决定"),
  ],
  keywords: [
    b("*Xenopus laevis*", "非洲爪蟾"),
    b("animal cap", "动物帽"),
    b("embryonic induction", "胚胎诱导"),
    b("activin", "activin"),
    b("explant culture", "外植体培养"),
  ],
  titles: [
    b("*Xenopus* Animal Cap Assays for {target}", "利用非洲爪蟾动物帽实验研究{target}"),
    b("Explant Culture and Marker Analysis of {target} in {sample}", "{sample}培养及{target}的标志基因检测"),
    b(
      "Animal Cap Explants from {organism} Embryos: A Protocol for Studying {target}",
      "{organism}胚胎动物帽外植体：{target}研究方案",
    ),
  ],
  abstract: {
    aim: [
      b(
        "The animal cap of the *Xenopus* blastula is a sheet of pluripotent cells that forms epidermis when cultured alone but adopts mesodermal, endodermal or neural fates in response to inducing signals, which makes it a classic assay for embryonic induction.",
        "非洲爪蟾囊胚的动物帽是一层多能细胞，单独培养时形成表皮，而在诱导信号作用下可分化为中胚层、内胚层或神经组织，因而是研究胚胎诱导的经典实验体系。",
      ),
      b(
        "We describe the preparation, culture and marker analysis of {sample} for studying {target}.",
        "本文介绍{sample}的制备、培养和标志基因分析方法，用于研究{target}。",
      ),
    ],
    method: [
      b(
        "Embryos are obtained by in vitro fertilisation, dejellied with 2% cysteine and, where required, injected at the 2-cell stage with mRNA or morpholinos into the animal pole.",
        "通过体外受精获得胚胎，用 2% 半胱氨酸去除胶膜，需要时在 2 细胞期向动物极注射 mRNA 或吗啉代寡核苷酸。",
      ),
      b(
        "Animal caps of approx. 0.4 mm × 0.4 mm are cut at stages 8–9 and cultured in 0.5× MMR with or without recombinant activin A (1–10 ng/mL).",
        "于 8–9 期切取约 0.4 mm × 0.4 mm 的动物帽，在含或不含重组 activin A（1–10 ng/mL）的 0.5× MMR 中培养。",
      ),
      b(
        "Caps are harvested together with staged sibling embryos, scored for elongation and analysed by RT-qPCR for germ-layer markers.",
        "动物帽与发育阶段对应的同窝胚胎一并收获，评价其伸长情况，并用 RT-qPCR 检测胚层标志基因。",
      ),
    ],
    result: [
      b(
        "Uninduced caps expressed the epidermal keratin *krt12.4* but no *tbxt* (*Xbra*), whereas 5 ng/mL activin A induced *tbxt* 150–400-fold at stage 10.5 and elongation in 85–95% of caps.",
        "未诱导的动物帽表达表皮角蛋白 *krt12.4*，不表达 *tbxt*（*Xbra*）；而 5 ng/mL activin A 可使 *tbxt* 在 10.5 期上调 150–400 倍，85%–95% 的动物帽发生伸长。",
      ),
      b(
        "Results were reproducible across embryos from three different females, with coefficients of variation of 15–25% for marker expression.",
        "使用来自三只不同雌蛙的胚胎，结果重复性良好，标志基因表达的变异系数为 15%–25%。",
      ),
    ],
  },
  background: [
    b(
      "Explants of the animal pole region of amphibian blastulae have been used to identify inducing factors since the recombination experiments of Nieuwkoop. A factor secreted by a *Xenopus* cell line was shown to induce mesoderm in animal caps [1], and graded doses of activin were found to elicit stepwise changes in cell fate, from ventral mesoderm to muscle and notochord [2].",
      "自 Nieuwkoop 的组织重组实验以来，两栖类囊胚动物极区域的外植体一直被用于鉴定诱导因子。研究发现，非洲爪蟾细胞系分泌的一种因子可诱导动物帽形成中胚层 [1]；不同剂量的 activin 可使细胞命运发生阶梯式转变，依次形成腹侧中胚层、肌肉和脊索 [2]。",
    ),
    b(
      "The same assay was used to discover neural inducers: noggin mRNA was isolated by expression cloning for its dorsalising activity [3], and blocking activin/BMP signalling in animal caps was shown to convert ectoderm to neural tissue [4]. Animal caps therefore remain a rapid and inexpensive test of whether a gene product induces, inhibits or modifies a developmental signal.",
      "同一实验体系也被用于发现神经诱导因子：noggin mRNA 通过表达克隆、凭借其背部化活性被分离出来 [3]；在动物帽中阻断 activin/BMP 信号可使外胚层转变为神经组织 [4]。因此，动物帽实验至今仍是检测某一基因产物能否诱导、抑制或调节发育信号的快速、低成本方法。",
    ),
  ],
  materials: [
    m("Human chorionic gonadotropin (hCG)", "人绒毛膜促性腺激素（hCG）", "Sigma-Aldrich", "CG10"),
    m("L-Cysteine", "L-半胱氨酸", "Sigma-Aldrich", "168149"),
    m("Ficoll PM 400", "Ficoll PM 400", "Sigma-Aldrich", "F4375"),
    m("Gentamicin, 10 mg/mL", "庆大霉素，10 mg/mL", "Thermo Fisher Scientific (Gibco)", "15750060"),
    m(
      "mMESSAGE mMACHINE SP6 transcription kit",
      "mMESSAGE mMACHINE SP6 转录试剂盒",
      "Thermo Fisher Scientific (Invitrogen)",
      "AM1340",
    ),
    m(
      "Translation-blocking morpholino oligonucleotides (custom) and standard control",
      "翻译阻断型吗啉代寡核苷酸（定制）及标准对照",
      "Gene Tools",
      "custom, 300 nmol",
    ),
    m("Recombinant human/mouse/rat activin A", "重组人/小鼠/大鼠 activin A", "R&D Systems", "338-AC-010"),
    m("Tricaine methanesulfonate (MS-222)", "三卡因甲磺酸盐（MS-222）", "Sigma-Aldrich", "E10521"),
    m("TRIzol reagent", "TRIzol 试剂", "Thermo Fisher Scientific (Invitrogen)", "15596026"),
  ],
  equipment: [
    m("Microinjector", "显微注射仪", "Harvard Apparatus", "PLI-100A"),
    m("Micromanipulator", "显微操作器", "Narishige", "MN-151"),
    m("Stereomicroscope", "体视显微镜", "Leica Microsystems", "M80"),
    m("Cooled incubator, 14–22 °C", "低温培养箱，14–22 °C", "Memmert", "IPP260plus"),
    m("Real-time PCR system", "实时荧光定量 PCR 仪", "Bio-Rad", "CFX96 Touch"),
  ],
  software: [m("Fiji/ImageJ", "Fiji/ImageJ", "Open source (imagej.net)", "version 2.14.0")],
  steps: [
    {
      text: b(
        "Under the approved animal protocol, induce ovulation by injecting 500 IU of hCG into the dorsal lymph sac of each female 12–16 h before the eggs are needed and keep the females at 18 °C.",
        "按照已批准的动物实验方案，在需要卵子前 12–16 h 向每只雌蛙背淋巴囊注射 500 IU hCG，雌蛙置于 18 °C 饲养。",
      ),
    },
    {
      text: b(
        "Collect eggs by gentle squeezing into a dry dish and fertilise them with a piece of testis macerated in 1× MMR (Recipe 1). After 5 min, flood the dish with 0.1× MMR.",
        "轻压雌蛙腹部将卵挤入干燥培养皿中，用在 1× MMR（配方 1）中捣碎的一小块精巢进行受精。5 min 后向培养皿中加满 0.1× MMR。",
      ),
      notes: [
        b(
          "Testes are removed from males after terminal anaesthesia in 0.2% tricaine; they keep for up to 1 week in 1× MMR or L-15 medium at 4 °C.",
          "精巢取自经 0.2% 三卡因深度麻醉处死的雄蛙，在 4 °C 1× MMR 或 L-15 培养基中可保存至多 1 周。",
        ),
      ],
    },
    {
      text: b(
        "When the embryos have rotated (approx. 30 min), remove the jelly coats in 2% L-cysteine in 0.1× MMR (pH 7.8–8.0 with NaOH) for 3–5 min with gentle swirling, and wash five times with 0.1× MMR.",
        "待胚胎完成旋转（约 30 min）后，在以 0.1× MMR 配制的 2% L-半胱氨酸（用 NaOH 调 pH 至 7.8–8.0）中轻轻旋摇 3–5 min 去除胶膜，再用 0.1× MMR 洗 5 次。",
      ),
      notes: [
        b(
          "**Critical:** stop as soon as the embryos pack closely together; prolonged cysteine treatment damages the embryos.",
          "**关键：**一旦胚胎紧密相贴即停止处理；半胱氨酸处理过久会损伤胚胎。",
        ),
      ],
    },
    {
      text: b(
        "For injected caps, transfer 2-cell-stage embryos to 3% Ficoll in 0.5× MMR and inject 5 nL into the animal pole of each blastomere (for example 50–500 pg of capped mRNA or 10–40 ng of morpholino in total). Transfer the embryos to 0.1× MMR after 2–4 h.",
        "制备注射动物帽时，将 2 细胞期胚胎转入含 3% Ficoll 的 0.5× MMR 中，向每个卵裂球的动物极注射 5 nL（如合计 50–500 pg 加帽 mRNA 或 10–40 ng 吗啉代寡核苷酸）。2–4 h 后将胚胎转入 0.1× MMR。",
      ),
    },
    {
      text: b(
        "Culture the embryos at 14–18 °C until stages 8–9 (Nieuwkoop and Faber). Prepare dishes coated with 1% agarose in 0.5× MMR and fill them with 0.5× MMR containing 50 µg/mL gentamicin.",
        "胚胎于 14–18 °C 培养至 8–9 期（Nieuwkoop 和 Faber 分期）。制备以 0.5× MMR 配制的 1% 琼脂糖包被培养皿，并加入含 50 µg/mL 庆大霉素的 0.5× MMR。",
      ),
    },
    {
      text: b(
        "Transfer embryos to the agarose dish, remove the vitelline membrane with two pairs of fine forceps, and cut a square of approx. 0.4 mm × 0.4 mm from the animal pole with forceps, a hair loop or a Gastromaster.",
        "将胚胎转入琼脂糖培养皿，用两把精细镊去除卵黄膜，再用镊子、发丝环或 Gastromaster 从动物极切下约 0.4 mm × 0.4 mm 的方形组织块。",
      ),
      notes: [
        b(
          "**Critical:** take only the pigmented top third of the animal hemisphere; larger caps include marginal-zone cells that form mesoderm without induction.",
          "**关键：**只取动物半球顶部有色素的三分之一；动物帽过大会带入边缘区细胞，后者无需诱导即可形成中胚层。",
        ),
      ],
    },
    {
      text: b(
        "Transfer the caps with a wide-bore pipette to agarose-coated wells containing 0.5× MMR with gentamicin, with or without activin A (1–10 ng/mL; add 0.1% BSA as a carrier). Cut caps from uninjected siblings as controls, and keep 5 whole embryos of each batch as stage references.",
        "用大口吸管将动物帽转入琼脂糖包被的培养孔中，孔内为含庆大霉素的 0.5× MMR，加或不加 activin A（1–10 ng/mL；加入 0.1% BSA 作为载体）。同时切取未注射同窝胚胎的动物帽作对照，并每批保留 5 枚完整胚胎作为分期参照。",
      ),
    },
    {
      text: b(
        "Culture the caps at 18–22 °C and harvest them when the sibling embryos reach the stage appropriate to the markers.",
        "动物帽于 18–22 °C 培养，待同窝胚胎发育至与标志基因相应的阶段时收获。",
      ),
      substeps: [
        b(
          "Stage 10.5: early mesoderm and endoderm genes (*tbxt*, *chrd*, *sox17a*).",
          "10.5 期：早期中胚层和内胚层基因（*tbxt*、*chrd*、*sox17a*）。",
        ),
        b(
          "Stages 15–18: neural markers (*sox2*, *ncam1*) and the epidermal keratin *krt12.4*.",
          "15–18 期：神经标志基因（*sox2*、*ncam1*）和表皮角蛋白基因 *krt12.4*。",
        ),
        b("Stages 20–25: muscle actin (*actc1*) and elongation.", "20–25 期：肌动蛋白基因（*actc1*）及伸长情况。"),
      ],
    },
    {
      text: b(
        "Photograph the caps at stage 18–20 under identical magnification to score elongation, then pool 10–15 caps per condition in 500 µL of TRIzol and homogenise by pipetting.",
        "在 18–20 期以相同放大倍数拍摄动物帽以评价伸长情况，然后每个条件取 10–15 个动物帽合并于 500 µL TRIzol 中，用移液器吹打匀浆。",
      ),
      notes: [
        b(
          "**Pause point:** homogenates can be stored at −80 °C for several months.",
          "**暂停点：**匀浆可于 −80 °C 保存数月。",
        ),
      ],
    },
    {
      text: b(
        "Extract RNA, treat it with DNase I, reverse-transcribe 0.5 µg and analyse marker genes by qPCR, including a no-reverse-transcriptase control and a whole-embryo reference sample.",
        "提取 RNA，经 DNase I 处理后取 0.5 µg 进行反转录，用 qPCR 检测标志基因，同时设置无反转录酶对照和全胚参照样品。",
      ),
    },
  ],
  dataAnalysis: [
    b(
      "Normalise marker expression to *odc1* or *ef1a* and express it relative to uninduced control caps (2^−ΔΔCt^), with the whole-embryo sample as a positive reference. Each biological replicate is a separate fertilisation (eggs from a different female); analyse at least three. Score elongation as the ratio of the longest to the shortest axis of each cap, or as the fraction of caps that elongate, and compare conditions with ANOVA or Fisher's exact test.",
      "以 *odc1* 或 *ef1a* 对标志基因表达进行归一化，并以未诱导的对照动物帽为参照计算相对表达量（2^−ΔΔCt^），全胚样品作为阳性参照。每次独立受精（来自不同雌蛙的卵）为一个生物学重复，至少分析 3 个。伸长以每个动物帽最长轴与最短轴之比，或以发生伸长的动物帽比例表示，组间比较采用方差分析或 Fisher 精确检验。",
    ),
  ],
  troubleshooting: [
    {
      problem: b("Mesoderm markers in uninduced control caps", "未诱导对照动物帽中出现中胚层标志基因表达"),
      cause: b(
        "Caps too large, including marginal-zone tissue; caps cut too late",
        "动物帽过大，带入边缘区组织；切取时间过晚",
      ),
      solution: b(
        "Cut smaller caps from the pigmented top third at stage 8–9",
        "于 8–9 期从有色素的顶部三分之一切取较小的动物帽",
      ),
    },
    {
      problem: b("Caps disintegrate or do not heal", "动物帽解体或不能愈合"),
      cause: b("Medium of wrong ionic strength; caps sticking to plastic", "培养液离子强度不当；动物帽粘附于塑料表面"),
      solution: b(
        "Culture in 0.5× MMR on agarose-coated dishes and handle caps with wide-bore pipettes",
        "在琼脂糖包被培养皿中用 0.5× MMR 培养，并用大口吸管转移动物帽",
      ),
    },
    {
      problem: b("Weak response to activin", "对 activin 应答弱"),
      cause: b(
        "Activin adsorbed to plastic; competence lost in older caps",
        "activin 吸附于塑料表面；较晚期动物帽的应答能力已丧失",
      ),
      solution: b(
        "Add 0.1% BSA as a carrier and treat caps immediately after cutting at stage 8–9",
        "加入 0.1% BSA 作为载体，并在 8–9 期切取后立即处理",
      ),
    },
  ],
  recipes: [
    {
      name: b("Recipe 1. 10× MMR (Marc's modified Ringer's)", "配方 1. 10× MMR（Marc 改良林格液）"),
      composition: b(
        "1 M NaCl, 20 mM KCl, 10 mM MgSO~4~, 20 mM CaCl~2~, 50 mM HEPES, pH 7.4; autoclave and dilute to 1×, 0.5× or 0.1× with water.",
        "1 M NaCl、20 mM KCl、10 mM MgSO~4~、20 mM CaCl~2~、50 mM HEPES，pH 7.4；高压灭菌后用水稀释至 1×、0.5× 或 0.1×。",
      ),
    },
  ],
  references: [
    {
      authors: "Smith, J. C.",
      year: 1987,
      title: "A mesoderm-inducing factor is produced by a *Xenopus* cell line",
      journal: "Development",
      volume: "99",
      pages: "3–14",
    },
    {
      authors: "Green, J. B. A., Smith, J. C.",
      year: 1990,
      title:
        "Graded changes in dose of a *Xenopus* activin A homologue elicit stepwise transitions in embryonic cell fate",
      journal: "Nature",
      volume: "347",
      pages: "391–394",
    },
    {
      authors: "Smith, W. C., Harland, R. M.",
      year: 1992,
      title:
        "Expression cloning of *noggin*, a new dorsalizing factor localized to the Spemann organizer in *Xenopus* embryos",
      journal: "Cell",
      volume: "70",
      pages: "829–840",
    },
    {
      authors: "Hemmati-Brivanlou, A., Melton, D. A.",
      year: 1994,
      title: "Inhibition of activin receptor signaling promotes neuralization in *Xenopus*",
      journal: "Cell",
      volume: "77",
      pages: "273–281",
    },
  ],
};

const CHICK = b("chick", "鸡");

const chickElectroporation: Technique = {
  id: "chick-in-ovo-electroporation",
  name: b("in ovo electroporation", "鸡胚活体电穿孔"),
  categoryIds: [18, 6],
  contexts: [
    {
      organism: "Gallus gallus",
      organismText: CHICK,
      sample: b("the neural tube of HH 11–13 chick embryos", "鸡胚（HH 11–13 期）神经管"),
    },
    {
      organism: "Gallus gallus",
      organismText: CHICK,
      sample: b("the spinal cord of HH 16–18 chick embryos", "鸡胚（HH 16–18 期）脊髓"),
    },
    {
      organism: "Gallus gallus",
      organismText: CHICK,
      sample: b("premigratory neural crest of HH 9–10 chick embryos", "鸡胚（HH 9–10 期）迁移前神经嵴"),
    },
    {
      organism: "Gallus gallus",
      organismText: CHICK,
      sample: b("the hindbrain of HH 10–12 chick embryos", "鸡胚（HH 10–12 期）后脑"),
    },
  ],
  targets: [
    b("enhancer activity", "增强子活性"),
    b("cell fate specification", "细胞命运特化"),
    b("gain-of-function phenotypes", "功能获得表型"),
    b("shRNA knockdown phenotypes", "短发夹 RNA 敲低表型"),
    b("cell migration", "细胞迁移"),
  ],
  keywords: [
    b("chick embryo", "鸡胚"),
    b("electroporation", "电穿孔"),
    b("neural tube", "神经管"),
    b("gene overexpression", "基因过表达"),
    b("enhancer analysis", "增强子分析"),
  ],
  titles: [
    b("In Ovo Electroporation of {sample} to Study {target}", "通过活体电穿孔研究{sample}的{target}"),
    b("Targeted Gene Delivery into the Chick Embryo for the Analysis of {target}", "鸡胚靶向基因导入与{target}研究"),
    b(
      "A Rapid In Ovo Electroporation Protocol for {target} in the Chick Embryo",
      "鸡胚{target}研究的快速活体电穿孔方案",
    ),
  ],
  abstract: {
    aim: [
      b(
        "Electroporation of plasmid DNA into chick embryos in the egg allows genes, shRNAs and reporter constructs to be introduced into defined tissues at defined stages, with the unelectroporated side of the embryo serving as an internal control.",
        "在蛋内对鸡胚进行质粒 DNA 电穿孔，可在特定发育阶段将基因、shRNA 和报告基因构建体导入特定组织，胚胎未电穿孔的一侧即可作为内对照。",
      ),
      b(
        "This protocol describes in ovo electroporation of {sample} for the analysis of {target}.",
        "本方案介绍对{sample}进行活体电穿孔，用于分析{target}。",
      ),
    ],
    method: [
      b(
        "Fertilised eggs are incubated at 38 °C to the required Hamburger–Hamilton stage, windowed, and the embryo is visualised by injecting diluted India ink beneath the blastoderm.",
        "受精鸡蛋于 38 °C 孵育至所需的 Hamburger–Hamilton 分期，开窗后在胚盘下方注射稀释的墨汁以显示胚胎。",
      ),
      b(
        "Plasmid DNA (1–3 µg/µL with 0.05% Fast Green) is injected into the lumen of the neural tube, and five square pulses of 50 ms at 20–25 V are applied across the embryo with platinum electrodes.",
        "向神经管腔注射质粒 DNA（1–3 µg/µL，含 0.05% 固绿），用铂电极在胚胎两侧施加 5 个 50 ms、20–25 V 的方波脉冲。",
      ),
      b(
        "Eggs are sealed and reincubated for 24–48 h, and embryos are fixed for whole-mount imaging, in situ hybridisation or immunostaining of cryosections.",
        "封闭蛋壳后继续孵育 24–48 h，固定胚胎后进行整体成像、原位杂交或冰冻切片免疫染色。",
      ),
    ],
    result: [
      b(
        "Survival at 24 h after electroporation was 80–90%, and GFP was expressed in 40–70% of cells on the electroporated side of the neural tube, with no expression on the contralateral side.",
        "电穿孔后 24 h 胚胎存活率为 80%–90%，电穿孔侧神经管 40%–70% 的细胞表达 GFP，而对侧无表达。",
      ),
      b(
        "Co-electroporated plasmids were co-expressed in more than 90% of transfected cells, allowing {target} to be analysed in marked cells.",
        "共电穿孔的质粒在 90% 以上的转染细胞中共表达，因此可以在被标记的细胞中分析{target}。",
      ),
    ],
  },
  background: [
    b(
      "The chick embryo is accessible in the egg throughout early development, and its stages are precisely defined by the series of Hamburger and Hamilton [1]. Electroporation was shown to give far more efficient transfection of early chick embryos in ovo than lipofection or particle bombardment [2], and was rapidly adopted for gain- and loss-of-function studies in the neural tube [3], [4].",
      "鸡胚在整个早期发育过程中均可在蛋内直接操作，其发育阶段已由 Hamburger 和 Hamilton 分期系统精确定义 [1]。研究表明，与脂质体转染或基因枪相比，电穿孔对早期鸡胚的活体转染效率高得多 [2]，因而迅速被用于神经管的功能获得和功能缺失研究 [3]，[4]。",
    ),
    b(
      "Because DNA is negatively charged, it moves towards the anode, so that only one side of the neural tube is transfected and the other side provides an internal control. Focal electrodes and microelectroporation target smaller regions such as the hindbrain or neural crest [5].",
      "DNA 带负电荷，会向正极迁移，因此只有神经管的一侧被转染，另一侧即可作为内对照。使用小型电极和微电穿孔可将转染限定于后脑或神经嵴等较小区域 [5]。",
    ),
  ],
  materials: [
    m(
      "Fertilised White Leghorn eggs, specific-pathogen-free",
      "无特定病原体白来航鸡受精蛋",
      "Local licensed hatchery",
      "SPF grade",
    ),
    m("EndoFree Plasmid Maxi Kit", "无内毒素质粒大提试剂盒", "QIAGEN", "12362"),
    m(
      "Expression plasmid pCIG (pCAGGS-IRES-nls-EGFP), or shRNA/enhancer reporter plasmids",
      "表达质粒 pCIG（pCAGGS-IRES-nls-EGFP）或 shRNA/增强子报告质粒",
      "Addgene",
      "11159",
    ),
    m("Fast Green FCF", "固绿 FCF", "Sigma-Aldrich", "F7252"),
    m("India ink, Fount India", "墨汁，Fount India", "Pelikan", "221143"),
    m(
      "Penicillin–streptomycin (10,000 U/mL)",
      "青霉素–链霉素（10,000 U/mL）",
      "Thermo Fisher Scientific (Gibco)",
      "15140122",
    ),
    m(
      "Paraformaldehyde, 16% solution, EM grade",
      "多聚甲醛，16% 溶液，电镜级",
      "Electron Microscopy Sciences",
      "15710",
    ),
    m("Tissue-Tek O.C.T. compound", "Tissue-Tek O.C.T. 包埋剂", "Sakura Finetek", "4583"),
  ],
  equipment: [
    m("Humidified egg incubator, 38 °C", "加湿孵蛋器，38 °C", "Brinsea", "Ova-Easy 190"),
    m("Square-wave electroporator", "方波电穿孔仪", "BTX (Harvard Apparatus)", "ECM 830"),
    m("Platinum electrodes, 0.5 mm, 4 mm apart", "铂电极，直径 0.5 mm，间距 4 mm", "NEPA Gene", "CUY611P7-4"),
    m(
      "Pneumatic picopump for DNA injection",
      "用于注射 DNA 的气动微量注射泵",
      "World Precision Instruments",
      "PV820 Pneumatic PicoPump",
    ),
    m("Fluorescence stereomicroscope", "荧光体视显微镜", "Leica Microsystems", "M165 FC"),
  ],
  steps: [
    {
      text: b(
        "Check the local regulations: chick embryos are usually not protected before the last third of incubation (day 14), but institutional approval may still be required. Prepare endotoxin-free plasmid DNA at 1–3 µg/µL in water or TE and add Fast Green to 0.05%.",
        "核实当地法规：鸡胚在孵化期最后三分之一（第 14 天）之前通常不属于受保护动物，但仍可能需要所在机构批准。制备无内毒素质粒 DNA，以水或 TE 稀释至 1–3 µg/µL，并加入固绿至 0.05%。",
      ),
      notes: [
        b(
          "For co-electroporation of a reporter with an shRNA or enhancer construct, mix the plasmids at a molar ratio of 1:2–1:3 in favour of the experimental plasmid.",
          "将报告质粒与 shRNA 或增强子构建体共电穿孔时，按 1:2 至 1:3 的摩尔比混合，实验质粒占多数。",
        ),
      ],
    },
    {
      text: b(
        "Incubate fertilised eggs lying on their side at 38 °C and 60% humidity for 30–36 h (HH 9–10), 36–45 h (HH 10–12), 40–50 h (HH 11–13) or 52–65 h (HH 16–18).",
        "受精蛋侧放于 38 °C、湿度 60% 的条件下孵育 30–36 h（HH 9–10 期）、36–45 h（HH 10–12 期）、40–50 h（HH 11–13 期）或 52–65 h（HH 16–18 期）。",
      ),
      notes: [
        b(
          "**Pause point:** before incubation, fertilised eggs can be stored at 12–15 °C for up to 7 days.",
          "**暂停点：**孵育前，受精蛋可在 12–15 °C 保存最多 7 天。",
        ),
      ],
    },
    {
      text: b(
        "Wipe the shell with 70% ethanol, insert an 18 G needle at the narrow pole and withdraw 3–5 mL of albumen so that the embryo drops away from the shell. Cut a window of approx. 1.5 cm in the upper side of the shell with curved scissors.",
        "用 70% 乙醇擦拭蛋壳，用 18 G 针头从蛋的尖端刺入，抽出 3–5 mL 蛋清，使胚胎下沉离开蛋壳。用弯剪在蛋壳上方开一个约 1.5 cm 的窗口。",
      ),
    },
    {
      text: b(
        "Inject 50–100 µL of India ink diluted 1:10 in PBS with penicillin–streptomycin beneath the blastoderm with a 27 G needle to visualise the embryo, and stage it according to Hamburger and Hamilton.",
        "用 27 G 针头在胚盘下方注射 50–100 µL 以含青霉素–链霉素的 PBS 按 1:10 稀释的墨汁以显示胚胎，并按 Hamburger–Hamilton 标准确定分期。",
      ),
    },
    {
      text: b(
        "Fill a pulled glass capillary with the DNA solution and inject it into the lumen of the neural tube (or, for neural crest, over the dorsal neural folds) until the Fast Green fills the region of interest.",
        "将 DNA 溶液吸入拉制的玻璃毛细管，注入神经管腔（神经嵴实验则注于背侧神经褶上方），直至固绿充满目标区域。",
      ),
    },
    {
      text: b(
        "Add a few drops of PBS with penicillin–streptomycin onto the embryo, place the electrodes parallel to the neural tube on either side of the embryo, 4 mm apart, and apply five pulses of 50 ms at 20–25 V with 950 ms intervals.",
        "在胚胎上滴加数滴含青霉素–链霉素的 PBS，将电极平行于神经管置于胚胎两侧、间距 4 mm，施加 5 个 50 ms、20–25 V 的脉冲，脉冲间隔 950 ms。",
      ),
      notes: [
        b(
          "**Critical:** do not touch the embryo or the vitelline membrane with the electrodes; small bubbles at the electrodes are normal, but heavy bubbling indicates too high a voltage and causes burns.",
          "**关键：**电极不得触碰胚胎或卵黄膜；电极处产生少量气泡属正常现象，但大量气泡提示电压过高，会造成灼伤。",
        ),
        b(
          "**Caution:** switch off the electroporator before handling the electrodes.",
          "**注意：**接触电极前先关闭电穿孔仪。",
        ),
      ],
    },
    {
      text: b(
        "Seal the window with adhesive tape and return the egg to the incubator, window upwards, for 24–48 h.",
        "用胶带封闭窗口，窗口朝上放回孵蛋器，继续孵育 24–48 h。",
      ),
    },
    {
      text: b(
        "Check GFP expression under a fluorescence stereomicroscope, dissect the embryos into PBS and discard embryos that are abnormal or show expression on both sides.",
        "在荧光体视显微镜下检查 GFP 表达，将胚胎剥离至 PBS 中，剔除发育异常或双侧均有表达的胚胎。",
      ),
    },
    {
      text: b(
        "Fix the embryos in 4% paraformaldehyde in PBS for 2 h at room temperature (or overnight at 4 °C for in situ hybridisation), wash in PBS and equilibrate in 30% sucrose overnight at 4 °C.",
        "胚胎用以 PBS 配制的 4% 多聚甲醛室温固定 2 h（用于原位杂交时 4 °C 固定过夜），PBS 洗涤后于 4 °C 在 30% 蔗糖中平衡过夜。",
      ),
      notes: [
        b(
          "**Pause point:** fixed embryos can be stored in PBS at 4 °C for 1 week.",
          "**暂停点：**固定后的胚胎可在 4 °C PBS 中保存 1 周。",
        ),
      ],
    },
    {
      text: b(
        "Embed the embryos in O.C.T., cut 14–20 µm transverse cryosections at the level of interest and process them for immunostaining or in situ hybridisation, comparing the electroporated with the contralateral side.",
        "将胚胎包埋于 O.C.T. 中，在目标水平切取 14–20 µm 的横向冰冻切片，进行免疫染色或原位杂交，并比较电穿孔侧与对侧。",
      ),
    },
  ],
  dataAnalysis: [
    b(
      "Analyse at least three sections per embryo and six embryos per construct from two or more independent electroporation sessions. For fate or proliferation markers, count marker-positive cells among GFP-positive cells on the electroporated side and compare them with the contralateral side or with embryos electroporated with the empty vector. For enhancer constructs, report the fraction of embryos with reporter expression in each domain, normalised to a co-electroporated ubiquitous reporter.",
      "每个构建体至少分析来自两次以上独立电穿孔的 6 个胚胎，每个胚胎至少 3 张切片。对于命运或增殖标志物，在电穿孔侧计数 GFP 阳性细胞中标志物阳性细胞的比例，并与对侧或电穿孔空载体的胚胎比较。对于增强子构建体，以共电穿孔的广泛表达报告基因进行归一化，报告在各区域出现报告基因表达的胚胎比例。",
    ),
  ],
  troubleshooting: [
    {
      problem: b("Few GFP-positive cells", "GFP 阳性细胞少"),
      cause: b(
        "DNA concentration too low; DNA leaked out of the lumen; electrodes too far apart",
        "DNA 浓度过低；DNA 从管腔漏出；电极间距过大",
      ),
      solution: b(
        "Use 2–3 µg/µL, pulse immediately after injection and keep the electrodes 4 mm apart",
        "使用 2–3 µg/µL 的 DNA，注射后立即电击，电极间距保持 4 mm",
      ),
    },
    {
      problem: b("High embryo mortality", "胚胎死亡率高"),
      cause: b("Voltage too high; damage to blood vessels; infection or dehydration", "电压过高；血管损伤；感染或失水"),
      solution: b(
        "Reduce the voltage, avoid vessels, add antibiotics and seal the window tightly",
        "降低电压，避开血管，添加抗生素并严密封闭窗口",
      ),
    },
    {
      problem: b("Expression on both sides of the neural tube", "神经管两侧均有表达"),
      cause: b(
        "Electrode polarity reversed during pulses or DNA outside the neural tube",
        "电击过程中电极极性反转或 DNA 位于神经管外",
      ),
      solution: b("Check the polarity setting and inject only into the lumen", "检查极性设置，只向管腔内注射"),
    },
  ],
  references: [
    {
      authors: "Hamburger, V., Hamilton, H. L.",
      year: 1951,
      title: "A series of normal stages in the development of the chick embryo",
      journal: "J Morphol",
      volume: "88",
      pages: "49–92",
    },
    {
      authors: "Muramatsu, T., Mizutani, Y., Ohmori, Y., Okumura, J.",
      year: 1997,
      title:
        "Comparison of three nonviral transfection methods for foreign gene expression in early chicken embryos in ovo",
      journal: "Biochem Biophys Res Commun",
      volume: "230",
      pages: "376–380",
    },
    {
      authors: "Itasaki, N., Bel-Vialar, S., Krumlauf, R.",
      year: 1999,
      title: "'Shocking' developments in chick embryology: electroporation and in ovo gene expression",
      journal: "Nat Cell Biol",
      volume: "1",
      pages: "E203–E207",
    },
    {
      authors: "Nakamura, H., Funahashi, J.",
      year: 2001,
      title: "Introduction of DNA into chick embryos by in ovo electroporation",
      journal: "Methods",
      volume: "24",
      pages: "43–48",
    },
    {
      authors: "Momose, T., Tonegawa, A., Takeuchi, J., et al.",
      year: 1999,
      title: "Efficient targeting of gene expression in chick embryos by microelectroporation",
      journal: "Dev Growth Differ",
      volume: "41",
      pages: "335–344",
    },
  ],
};

const WORM = b("*C. elegans*", "秀丽隐杆线虫");

const celegansFeedingRnai: Technique = {
  id: "c-elegans-rnai-by-feeding",
  name: b("RNA interference by feeding", "喂食法 RNA 干扰"),
  categoryIds: [18, 1],
  contexts: [
    {
      organism: "Caenorhabditis elegans",
      organismText: WORM,
      sample: b("synchronised L1 larvae of the wild-type N2 strain", "同步化的野生型 N2 品系 L1 幼虫"),
    },
    {
      organism: "Caenorhabditis elegans",
      organismText: WORM,
      sample: b("L4 hermaphrodites of the wild-type N2 strain", "野生型 N2 品系 L4 期雌雄同体"),
    },
    {
      organism: "Caenorhabditis elegans",
      organismText: WORM,
      sample: b("the hypersensitive *rrf-3(pk1426)* strain", "对 RNAi 超敏感的 *rrf-3(pk1426)* 品系"),
    },
    {
      organism: "Caenorhabditis elegans",
      organismText: WORM,
      sample: b("the *eri-1(mg366)* enhanced RNAi strain", "增强 RNAi 效应的 *eri-1(mg366)* 品系"),
    },
  ],
  targets: [
    b("embryonic lethality", "胚胎致死率"),
    b("larval development", "幼虫发育"),
    b("vulval development", "阴门发育"),
    b("germline development", "生殖系发育"),
    b("brood size", "产卵量"),
    b("body morphology", "体形"),
  ],
  keywords: [
    b("*Caenorhabditis elegans*", "秀丽隐杆线虫"),
    b("RNA interference", "RNA 干扰"),
    b("feeding RNAi", "喂食法 RNAi"),
    b("double-stranded RNA", "双链 RNA"),
    b("reverse genetics", "反向遗传学"),
  ],
  titles: [
    b("RNAi by Feeding to Assess {target} in {organism}", "通过喂食法 RNA 干扰评价{organism}{target}"),
    b("Feeding RNAi Analysis of {target} Using {sample}", "以{sample}为材料、采用喂食法 RNA 干扰分析{target}"),
    b(
      "Double-Stranded RNA Delivery by Bacterial Feeding for Studying {target}",
      "利用细菌喂食递送双链 RNA 研究{target}",
    ),
  ],
  abstract: {
    aim: [
      b(
        "*C. elegans* takes up double-stranded RNA (dsRNA) from ingested bacteria, which makes gene knockdown by feeding the simplest and most scalable reverse-genetic method in this animal.",
        "秀丽隐杆线虫可从摄入的细菌中吸收双链 RNA（dsRNA），因此喂食法基因敲低是该动物中最简便、最易规模化的反向遗传学方法。",
      ),
      b(
        "This protocol describes feeding RNAi in {sample}, with controls and scoring schemes for {target}.",
        "本方案介绍在{sample}中进行喂食法 RNA 干扰的方法，并给出评价{target}的对照设置和评分方案。",
      ),
    ],
    method: [
      b(
        "HT115(DE3) bacteria carrying L4440-based clones are grown for 8–16 h and seeded on NGM plates containing 1 mM IPTG and 25 µg/mL carbenicillin to induce dsRNA expression.",
        "携带 L4440 载体克隆的 HT115(DE3) 细菌培养 8–16 h 后，接种于含 1 mM IPTG 和 25 µg/mL 羧苄西林的 NGM 平板上以诱导 dsRNA 表达。",
      ),
      b(
        "Animals synchronised by hypochlorite treatment are placed on the plates as L1 larvae or L4 hermaphrodites and grown at 20 °C.",
        "经次氯酸盐处理同步化的线虫以 L1 幼虫或 L4 期雌雄同体形式转移至平板上，于 20 °C 培养。",
      ),
      b(
        "Phenotypes are scored blind against the empty-vector control, with *pos-1* and *unc-22* clones as positive controls for embryonic and post-embryonic knockdown.",
        "以空载体为对照设盲评价表型，并以 *pos-1* 和 *unc-22* 克隆分别作为胚胎期和胚后期敲低的阳性对照。",
      ),
    ],
    result: [
      b(
        "The *pos-1* control gave 98–100% embryonic lethality and the *unc-22* control caused twitching in more than 95% of animals, while the empty vector gave less than 2% embryonic lethality.",
        "*pos-1* 对照的胚胎致死率为 98%–100%，*unc-22* 对照使 95% 以上的线虫出现抽搐，而空载体对照的胚胎致死率低于 2%。",
      ),
      b(
        "Knockdown reduced target mRNA by 70–90% as measured by RT-qPCR, and phenotypes were reproduced in three independent experiments, allowing reliable scoring of {target}.",
        "RT-qPCR 检测显示靶基因 mRNA 下降 70%–90%，且表型在三次独立实验中均可重复，因此可对{target}进行可靠评价。",
      ),
    ],
  },
  background: [
    b(
      "Fire and Mello showed that dsRNA injected into *C. elegans* silences the corresponding gene potently and specifically [1]. Soon afterwards, worms fed bacteria expressing dsRNA were found to show the same interference [2], and the RNase III-deficient *E. coli* strain HT115(DE3) with the double-T7 vector L4440 made dsRNA production in bacteria efficient [3].",
      "Fire 和 Mello 发现，向秀丽隐杆线虫体内注射双链 RNA 可高效、特异地沉默相应基因 [1]。此后不久研究发现，喂食表达 dsRNA 的细菌同样可产生干扰效应 [2]；缺失 RNase III 的大肠杆菌 HT115(DE3) 与双 T7 启动子载体 L4440 的组合，使细菌中 dsRNA 的生产更为高效 [3]。",
    ),
    b(
      "Feeding libraries covering most predicted genes have been used in genome-wide screens for developmental phenotypes [4]. Worms are grown on nematode growth medium as described by Brenner [5]; neurons are relatively refractory to feeding RNAi, which can be partly overcome with hypersensitive strains such as *rrf-3* or *eri-1* mutants.",
      "覆盖大部分预测基因的喂食文库已被用于全基因组范围的发育表型筛选 [4]。线虫按 Brenner 所述方法在线虫生长培养基上培养 [5]；神经元对喂食法 RNA 干扰相对不敏感，使用 *rrf-3* 或 *eri-1* 突变体等超敏感品系可部分克服这一问题。",
    ),
  ],
  materials: [
    m("*E. coli* HT115(DE3)", "大肠杆菌 HT115(DE3)", "Caenorhabditis Genetics Center", "HT115(DE3)"),
    m(
      "*C. elegans* RNAi collection (Ahringer), in HT115(DE3)",
      "秀丽隐杆线虫 RNAi 文库（Ahringer），HT115(DE3) 宿主",
      "Source BioScience",
      "3318_Cel_RNAi_complete",
    ),
    m(
      "Strains N2 (Bristol), NL2099 *rrf-3(pk1426)* and GR1373 *eri-1(mg366)*",
      "N2（Bristol）、NL2099 *rrf-3(pk1426)* 和 GR1373 *eri-1(mg366)* 品系",
      "Caenorhabditis Genetics Center",
      "N2 / NL2099 / GR1373",
    ),
    m("IPTG, dioxane-free", "IPTG（无二氧六环）", "Thermo Fisher Scientific", "R0392"),
    m("Carbenicillin disodium salt", "羧苄西林二钠盐", "Sigma-Aldrich", "C1389"),
    m("Tetracycline hydrochloride", "盐酸四环素", "Sigma-Aldrich", "T7660"),
    m("Bacto peptone", "Bacto 蛋白胨", "BD Biosciences", "211677"),
    m("Cholesterol", "胆固醇", "Sigma-Aldrich", "C8667"),
    m(
      "Sodium hypochlorite solution, 10–15% available chlorine",
      "次氯酸钠溶液（有效氯 10%–15%）",
      "Sigma-Aldrich",
      "425044",
    ),
  ],
  equipment: [
    m("Stereomicroscope", "体视显微镜", "Leica Microsystems", "M80"),
    m("Cooled incubator, 20 °C", "低温培养箱，20 °C", "Panasonic", "MIR-154-PE"),
    m("Shaking incubator, 37 °C", "恒温摇床，37 °C", "Infors HT", "Ecotron"),
    m("Microcentrifuge", "微量离心机", "Eppendorf", "Centrifuge 5424"),
    m("Compound microscope with DIC optics", "配微分干涉相差的正置显微镜", "Carl Zeiss Microscopy", "Axio Imager.M2"),
  ],
  steps: [
    {
      text: b(
        "Prepare NGM RNAi plates: cool autoclaved NGM agar to 55 °C, add IPTG to 1 mM and carbenicillin to 25 µg/mL, and pour 10 mL per 6 cm plate (2 mL per well of a 12-well plate). Dry the plates at room temperature for 2 days.",
        "制备 NGM RNAi 平板：高压灭菌的 NGM 琼脂冷却至 55 °C 后，加入 IPTG 至 1 mM、羧苄西林至 25 µg/mL，每个 6 cm 平板倒 10 mL（12 孔板每孔 2 mL）。平板室温干燥 2 天。",
      ),
      notes: [
        b(
          "**Pause point:** plates can be stored at 4 °C in the dark for up to 4 weeks.",
          "**暂停点：**平板可在 4 °C 避光保存最多 4 周。",
        ),
      ],
    },
    {
      text: b(
        "Streak the RNAi clones, the empty L4440 vector and the positive controls (*pos-1*, *unc-22*) on LB agar with 50 µg/mL carbenicillin and 12.5 µg/mL tetracycline and grow overnight at 37 °C. Confirm the insert of each clone by sequencing with the L4440 primer.",
        "将 RNAi 克隆、空 L4440 载体和阳性对照（*pos-1*、*unc-22*）划线接种于含 50 µg/mL 羧苄西林和 12.5 µg/mL 四环素的 LB 琼脂平板上，37 °C 培养过夜。用 L4440 引物测序确认每个克隆的插入片段。",
      ),
      notes: [
        b(
          "**Critical:** a proportion of library clones are mislabelled or contaminated; sequence every clone that gives a phenotype.",
          "**关键：**文库中有一定比例的克隆标注错误或被污染；凡出现表型的克隆均须测序验证。",
        ),
      ],
    },
    {
      text: b(
        "Inoculate a single colony into 2 mL of LB with 50 µg/mL carbenicillin and grow for 8–16 h at 37 °C with shaking at 220 rpm.",
        "挑取单菌落接种于 2 mL 含 50 µg/mL 羧苄西林的 LB 中，37 °C、220 rpm 振荡培养 8–16 h。",
      ),
    },
    {
      text: b(
        "Seed 100 µL of culture per 6 cm plate (50 µL per well of a 12-well plate), let the lawn dry and induce dsRNA expression overnight at room temperature.",
        "每个 6 cm 平板接种 100 µL 菌液（12 孔板每孔 50 µL），待菌苔干燥后室温过夜诱导 dsRNA 表达。",
      ),
    },
    {
      text: b(
        "Synchronise the worms: wash gravid adults from two or three plates with M9, add hypochlorite solution (final 1% NaOCl and 0.5 M NaOH) and vortex for 4–6 min until the adult bodies dissolve. Centrifuge for 1 min at 400 × g and wash the embryos three times with M9.",
        "线虫同步化：用 M9 缓冲液从 2–3 个平板上洗下怀卵成虫，加入次氯酸盐溶液（终浓度 1% NaOCl 和 0.5 M NaOH），涡旋 4–6 min 至成虫虫体溶解。400 × g 离心 1 min，用 M9 洗涤胚胎 3 次。",
      ),
      notes: [
        b(
          "**Caution:** hypochlorite is corrosive; wear gloves and eye protection. Exposure of more than 7 min kills embryos.",
          "**注意：**次氯酸盐有腐蚀性，操作时戴手套和护目镜。处理超过 7 min 会杀死胚胎。",
        ),
      ],
    },
    {
      text: b(
        "Let the embryos hatch overnight in 5 mL of M9 at 20 °C with gentle rotation to obtain arrested L1 larvae. For L4 feeding, grow the L1 larvae on OP50 plates for 36–40 h at 20 °C.",
        "将胚胎置于 5 mL M9 中，20 °C 轻柔旋转孵育过夜，获得滞育的 L1 幼虫。进行 L4 期喂食时，将 L1 幼虫在 OP50 平板上于 20 °C 培养 36–40 h。",
      ),
    },
    {
      text: b(
        "Transfer 20–30 L1 larvae, or 5–10 L4 hermaphrodites, to each RNAi plate, with three plates per clone, and incubate at 20 °C. Label plates with codes so that scoring is blind.",
        "每个 RNAi 平板转移 20–30 条 L1 幼虫或 5–10 条 L4 期雌雄同体，每个克隆 3 个平板，于 20 °C 培养。平板以编码标记，以便设盲评分。",
      ),
    },
    {
      text: b(
        "Score post-embryonic phenotypes at 48 and 72 h: developmental stage reached, body shape (dumpy, long, blistered), vulval defects (protruding vulva, vulvaless or multivulva) and sterility.",
        "于 48 h 和 72 h 评价胚后期表型：所达发育阶段、体形（矮胖、细长、起泡）、阴门缺陷（阴门突出、无阴门或多阴门）以及不育。",
      ),
    },
    {
      text: b(
        "For embryonic lethality and brood size, transfer single young adult hermaphrodites from the RNAi plates to fresh RNAi plates every 24 h until egg laying stops. Count the eggs laid on each plate, and 24 h later count the unhatched embryos and hatched larvae.",
        "评价胚胎致死率和产卵量时，将 RNAi 平板上的单条年轻成虫雌雄同体每 24 h 转移至新的 RNAi 平板，直至停止产卵。计数每个平板上的产卵数，24 h 后计数未孵化胚胎和已孵化幼虫。",
      ),
    },
    {
      text: b(
        "For germline phenotypes, fix young adults in cold methanol, stain with 1 µg/mL DAPI and examine gonad morphology by DIC and fluorescence microscopy.",
        "评价生殖系表型时，将年轻成虫用冷甲醇固定，以 1 µg/mL DAPI 染色，在微分干涉相差和荧光显微镜下观察性腺形态。",
      ),
    },
    {
      text: b(
        "Confirm the knockdown by RT-qPCR of the target mRNA in 200–500 animals, and confirm phenotypes with a second, non-overlapping RNAi clone or with a mutant allele.",
        "取 200–500 条线虫，用 RT-qPCR 检测靶基因 mRNA 以确认敲低效果，并用第二个不重叠的 RNAi 克隆或突变等位基因验证表型。",
      ),
    },
  ],
  dataAnalysis: [
    b(
      "Calculate embryonic lethality as unhatched embryos divided by all eggs laid, and brood size as the total progeny per hermaphrodite. Use the plate (or the individual hermaphrodite for brood size) as the unit of measurement and the independent experiment, performed on different days with fresh bacterial cultures, as the biological replicate; perform at least three. Compare each clone with the empty-vector control using Fisher's exact test for categorical phenotypes or a t-test or ANOVA on plate means, with correction for multiple comparisons in screens.",
      "胚胎致死率以未孵化胚胎数除以总产卵数计算，产卵量以每条雌雄同体的子代总数计算。以平板（产卵量以单条雌雄同体）为测量单位，以在不同日期、使用新鲜菌液完成的独立实验为生物学重复，至少进行 3 次。各克隆与空载体对照比较时，分类表型采用 Fisher 精确检验，平板均值采用 t 检验或方差分析；筛选实验需进行多重比较校正。",
    ),
  ],
  troubleshooting: [
    {
      problem: b("Positive controls give weak phenotypes", "阳性对照表型弱"),
      cause: b(
        "Old plates with degraded IPTG or carbenicillin; bacteria overgrown",
        "平板过期，IPTG 或羧苄西林降解；细菌培养过度",
      ),
      solution: b(
        "Use plates less than 4 weeks old and cultures grown for no more than 16 h",
        "使用 4 周内的平板，菌液培养不超过 16 h",
      ),
    },
    {
      problem: b("No phenotype with a clone expected to be essential", "预期为必需基因的克隆未出现表型"),
      cause: b(
        "Wrong or contaminated clone; gene expressed in neurons; functional redundancy",
        "克隆错误或被污染；基因在神经元中表达；功能冗余",
      ),
      solution: b(
        "Sequence the clone, use *rrf-3* or *eri-1* strains and consider double knockdown",
        "对克隆测序，改用 *rrf-3* 或 *eri-1* 品系，考虑双基因敲低",
      ),
    },
    {
      problem: b("Plates contaminated with fungi or other bacteria", "平板被真菌或其他细菌污染"),
      cause: b("Contaminated worm stock or non-sterile handling", "线虫种源污染或操作不无菌"),
      solution: b(
        "Clean the stock by hypochlorite treatment and work near a flame",
        "用次氯酸盐处理净化种源，并在酒精灯旁操作",
      ),
    },
  ],
  recipes: [
    {
      name: b("Recipe 1. M9 buffer", "配方 1. M9 缓冲液"),
      composition: b(
        "3 g KH~2~PO~4~, 6 g Na~2~HPO~4~, 5 g NaCl and 1 mL of 1 M MgSO~4~ per litre; autoclave.",
        "每升含 3 g KH~2~PO~4~、6 g Na~2~HPO~4~、5 g NaCl 和 1 mL 1 M MgSO~4~；高压灭菌。",
      ),
    },
    {
      name: b("Recipe 2. NGM agar", "配方 2. NGM 琼脂"),
      composition: b(
        "3 g NaCl, 2.5 g peptone and 17 g agar per litre; after autoclaving add 1 mL of 5 mg/mL cholesterol in ethanol, 1 mL of 1 M CaCl~2~, 1 mL of 1 M MgSO~4~ and 25 mL of 1 M potassium phosphate, pH 6.0.",
        "每升含 3 g NaCl、2.5 g 蛋白胨和 17 g 琼脂；高压灭菌后加入 1 mL 5 mg/mL 胆固醇乙醇溶液、1 mL 1 M CaCl~2~、1 mL 1 M MgSO~4~ 和 25 mL 1 M 磷酸钾缓冲液（pH 6.0）。",
      ),
    },
  ],
  references: [
    {
      authors: "Fire, A., Xu, S., Montgomery, M. K., Kostas, S. A., Driver, S. E., Mello, C. C.",
      year: 1998,
      title: "Potent and specific genetic interference by double-stranded RNA in *Caenorhabditis elegans*",
      journal: "Nature",
      volume: "391",
      pages: "806–811",
      doi: "10.1038/35888",
    },
    {
      authors: "Timmons, L., Fire, A.",
      year: 1998,
      title: "Specific interference by ingested dsRNA",
      journal: "Nature",
      volume: "395",
      pages: "854",
    },
    {
      authors: "Timmons, L., Court, D. L., Fire, A.",
      year: 2001,
      title:
        "Ingestion of bacterially expressed dsRNAs can produce specific and potent genetic interference in *Caenorhabditis elegans*",
      journal: "Gene",
      volume: "263",
      pages: "103–112",
    },
    {
      authors: "Kamath, R. S., Fraser, A. G., Dong, Y., et al.",
      year: 2003,
      title: "Systematic functional analysis of the *Caenorhabditis elegans* genome using RNAi",
      journal: "Nature",
      volume: "421",
      pages: "231–237",
      doi: "10.1038/nature01278",
    },
    {
      authors: "Brenner, S.",
      year: 1974,
      title: "The genetics of *Caenorhabditis elegans*",
      journal: "Genetics",
      volume: "77",
      pages: "71–94",
    },
  ],
};

export const TECHNIQUES: Technique[] = [
  morrisWaterMaze,
  stereotaxicAav,
  fibrePhotometry,
  sliceLtp,
  larvalNmj,
  zebrafishWish,
  zebrafishCrispant,
  xenopusAnimalCap,
  chickElectroporation,
  celegansFeedingRnai,
];
