/**
 * Hand-written editorial demo content for Open Protocols in Life Science (OPLS,
 * 生命科学开放实验方案) and its sister repository OPLS Preprints (OPLS 预印本).
 *
 * Every person, institution, company and journal named here is fictional. Image paths point
 * into public/ (served at the site root).
 */
import type {
  AdvertisementSeed,
  AmbassadorSeed,
  BoardMemberSeed,
  CollectionSeed,
  FaqSeed,
  LinkedLogoSeed,
  NewsSeed,
  SpecialIssueSeed,
  VideoSeed,
  WebinarSeed,
} from "./types";

// ---------------------------------------------------------------------------------------------
// Editorial and advisory boards
// ---------------------------------------------------------------------------------------------

export const boardMembers: BoardMemberSeed[] = [
  // Editorial board -----------------------------------------------------------------------------
  {
    board: "editorial",
    role: "editor_in_chief",
    nameEn: "Xiaohong Lin",
    nameCn: "林晓虹",
    affiliationEn: "Eastlake Institute of Life Sciences, Hangzhou, China",
    affiliationCn: "东湖生命科学研究院，中国杭州",
    interestsEn: "Chromatin biology, epigenomic profiling methods and research reproducibility",
    interestsCn: "染色质生物学、表观基因组分析方法与科研可重复性",
    photo: "/images/board/xiaohong-lin.svg",
  },
  {
    board: "editorial",
    role: "associate_editor",
    nameEn: "María González",
    nameCn: "玛丽亚·冈萨雷斯",
    affiliationEn: "Levante Institute of Biomedicine, Valencia, Spain",
    affiliationCn: "黎凡特生物医学研究所，西班牙巴伦西亚",
    interestsEn: "CRISPR screening, functional genomics and gene regulation",
    interestsCn: "CRISPR 筛选、功能基因组学与基因表达调控",
    photo: "/images/board/maria-gonzalez.svg",
  },
  {
    board: "editorial",
    role: "associate_editor",
    nameEn: "Kwame Mensah",
    nameCn: "夸梅·门萨",
    affiliationEn: "Coastal University School of Medicine, Accra, Ghana",
    affiliationCn: "海岸大学医学院，加纳阿克拉",
    interestsEn: "Host–pathogen interactions, bacterial physiology and antimicrobial resistance",
    interestsCn: "宿主–病原体相互作用、细菌生理学与抗菌药物耐药性",
    photo: "/images/board/kwame-mensah.svg",
  },
  {
    board: "editorial",
    role: "associate_editor",
    nameEn: "Yuki Tanaka",
    nameCn: "田中由纪",
    affiliationEn: "Kansai Institute for Neural Circuits, Osaka, Japan",
    affiliationCn: "关西神经环路研究所，日本大阪",
    interestsEn: "Cellular electrophysiology, synaptic plasticity and cortical circuits",
    interestsCn: "细胞电生理学、突触可塑性与皮层神经环路",
    photo: "/images/board/yuki-tanaka.svg",
  },
  {
    board: "editorial",
    role: "associate_editor",
    nameEn: "Haoran Chen",
    nameCn: "陈浩然",
    affiliationEn: "Southwest University of Agricultural Sciences, Chengdu, China",
    affiliationCn: "西南农业科学大学，中国成都",
    interestsEn: "Plant stress signalling, Arabidopsis genetics and crop transformation",
    interestsCn: "植物逆境信号转导、拟南芥遗传学与作物遗传转化",
    photo: "/images/board/haoran-chen.svg",
  },
  {
    board: "editorial",
    role: "associate_editor",
    nameEn: "Priya Raman",
    nameCn: "普丽娅·拉曼",
    affiliationEn: "Deccan Centre for Immunology, Bengaluru, India",
    affiliationCn: "德干免疫学中心，印度班加罗尔",
    interestsEn: "T-cell differentiation, high-dimensional flow cytometry and vaccine immunology",
    interestsCn: "T 细胞分化、高维流式细胞术与疫苗免疫学",
    photo: "/images/board/priya-raman.svg",
  },
  {
    board: "editorial",
    role: "associate_editor",
    nameEn: "Lukas Becker",
    nameCn: "卢卡斯·贝克尔",
    affiliationEn: "Rhine Valley Centre for Structural Biology, Heidelberg, Germany",
    affiliationCn: "莱茵河谷结构生物学中心，德国海德堡",
    interestsEn: "Recombinant protein production, membrane proteins and cryo-electron microscopy",
    interestsCn: "重组蛋白表达、膜蛋白与冷冻电镜",
    photo: "/images/board/lukas-becker.svg",
  },
  {
    board: "editorial",
    role: "associate_editor",
    nameEn: "Sophie Laurent",
    nameCn: "索菲·洛朗",
    affiliationEn: "Lyon Institute of Living Systems, Lyon, France",
    affiliationCn: "里昂生命系统研究所，法国里昂",
    interestsEn: "Pluripotent stem cells, organoid models and lineage tracing",
    interestsCn: "多能干细胞、类器官模型与谱系示踪",
    photo: "/images/board/sophie-laurent.svg",
  },
  {
    board: "editorial",
    role: "associate_editor",
    nameEn: "Jing Wang",
    nameCn: "王静",
    affiliationEn: "Northern Coast University, Qingdao, China",
    affiliationCn: "北海岸大学，中国青岛",
    interestsEn: "Single-cell transcriptomics, statistical genomics and reproducible analysis pipelines",
    interestsCn: "单细胞转录组学、统计基因组学与可重复分析流程",
    photo: "/images/board/jing-wang.svg",
  },
  {
    board: "editorial",
    role: "associate_editor",
    nameEn: "Daniel O'Connor",
    nameCn: "丹尼尔·奥康纳",
    affiliationEn: "Harbourview Cancer Research Institute, Melbourne, Australia",
    affiliationCn: "港景癌症研究所，澳大利亚墨尔本",
    interestsEn: "Tumour cell biology, live-cell imaging and drug-response assays",
    interestsCn: "肿瘤细胞生物学、活细胞成像与药物反应检测",
    photo: "/images/board/daniel-oconnor.svg",
  },
  {
    board: "editorial",
    role: "associate_editor",
    nameEn: "Ana Beatriz Souza",
    nameCn: "安娜·贝亚特丽斯·索萨",
    affiliationEn: "Federal University of the Southern Highlands, Curitiba, Brazil",
    affiliationCn: "南部高原联邦大学，巴西库里蒂巴",
    interestsEn: "Developmental biology, zebrafish embryology and morphogen signalling",
    interestsCn: "发育生物学、斑马鱼胚胎学与形态发生素信号",
    photo: "/images/board/ana-beatriz-souza.svg",
  },
  {
    board: "editorial",
    role: "executive_editor",
    nameEn: "Mingyu Zhou",
    nameCn: "周明宇",
    affiliationEn: "OPLS Editorial Office, Beijing, China",
    affiliationCn: "OPLS 编辑部，中国北京",
    interestsEn: "Scholarly publishing, peer-review quality and methods reporting standards",
    interestsCn: "学术出版、同行评审质量与方法报告规范",
    photo: "/images/board/mingyu-zhou.svg",
  },
  {
    board: "editorial",
    role: "managing_editor",
    nameEn: "Rachel Kim",
    nameCn: "瑞秋·金",
    affiliationEn: "OPLS Editorial Office, Boston, USA",
    affiliationCn: "OPLS 编辑部，美国波士顿",
    interestsEn: "Molecular biology, editorial operations and preprint–journal workflows",
    interestsCn: "分子生物学、编辑运营与预印本–期刊衔接流程",
    photo: "/images/board/rachel-kim.svg",
  },
  {
    board: "editorial",
    role: "managing_editor",
    nameEn: "Yifan Liu",
    nameCn: "刘一帆",
    affiliationEn: "OPLS Editorial Office, Beijing, China",
    affiliationCn: "OPLS 编辑部，中国北京",
    interestsEn: "Biochemistry, bilingual scientific editing and author support",
    interestsCn: "生物化学、双语科学编辑与作者服务",
    photo: "/images/board/yifan-liu.svg",
  },

  // Advisory board ------------------------------------------------------------------------------
  {
    board: "advisory",
    role: "advisor",
    nameEn: "Henrik Lindqvist",
    nameCn: "亨里克·林德奎斯特",
    affiliationEn: "Nordic Institute for Cell Dynamics, Uppsala, Sweden",
    affiliationCn: "北欧细胞动力学研究所，瑞典乌普萨拉",
    interestsEn: "Cell migration, cytoskeletal dynamics and quantitative live imaging",
    interestsCn: "细胞迁移、细胞骨架动力学与定量活细胞成像",
    photo: "/images/board/henrik-lindqvist.svg",
  },
  {
    board: "advisory",
    role: "advisor",
    nameEn: "Fatima Al-Sayed",
    nameCn: "法蒂玛·赛义德",
    affiliationEn: "Gulf Institute of Biotechnology, Doha, Qatar",
    affiliationCn: "海湾生物技术研究所，卡塔尔多哈",
    interestsEn: "Microbial genomics, metagenomics and environmental microbiology",
    interestsCn: "微生物基因组学、宏基因组学与环境微生物学",
    photo: "/images/board/fatima-al-sayed.svg",
  },
  {
    board: "advisory",
    role: "advisor",
    nameEn: "Guoqiang Huang",
    nameCn: "黄国强",
    affiliationEn: "Pearl River Institute of Biomedicine, Guangzhou, China",
    affiliationCn: "珠江生物医学研究所，中国广州",
    interestsEn: "Tumour immunology, cancer immunotherapy and translational assays",
    interestsCn: "肿瘤免疫学、癌症免疫治疗与转化医学检测",
    photo: "/images/board/guoqiang-huang.svg",
  },
  {
    board: "advisory",
    role: "advisor",
    nameEn: "Olga Petrova",
    nameCn: "奥尔加·彼得罗娃",
    affiliationEn: "Volga Institute of Molecular Biology, Kazan, Russia",
    affiliationCn: "伏尔加分子生物学研究所，俄罗斯喀山",
    interestsEn: "RNA biology, RNA–protein interactions and post-transcriptional regulation",
    interestsCn: "RNA 生物学、RNA–蛋白质相互作用与转录后调控",
    photo: "/images/board/olga-petrova.svg",
  },
  {
    board: "advisory",
    role: "advisor",
    nameEn: "Samuel Adeyemi",
    nameCn: "塞缪尔·阿德耶米",
    affiliationEn: "Lagoon City University, Lagos, Nigeria",
    affiliationCn: "泻湖城大学，尼日利亚拉各斯",
    interestsEn: "Malaria parasite biology, drug screening and field-ready diagnostics",
    interestsCn: "疟原虫生物学、药物筛选与现场快速诊断",
    photo: "/images/board/samuel-adeyemi.svg",
  },
  {
    board: "advisory",
    role: "advisor",
    nameEn: "Eleanor Whitfield",
    nameCn: "埃莉诺·惠特菲尔德",
    affiliationEn: "University of Northbridge, Northbridge, United Kingdom",
    affiliationCn: "北桥大学，英国北桥",
    interestsEn: "Research integrity, open science policy and meta-research",
    interestsCn: "科研诚信、开放科学政策与元研究",
    photo: "/images/board/eleanor-whitfield.svg",
  },
  {
    board: "advisory",
    role: "advisor",
    nameEn: "Min-jun Park",
    nameCn: "朴敏俊",
    affiliationEn: "Hanbit Institute of Science and Technology, Daejeon, South Korea",
    affiliationCn: "韩光科学技术院，韩国大田",
    interestsEn: "Single-molecule biophysics, optical tweezers and motor proteins",
    interestsCn: "单分子生物物理学、光镊技术与分子马达蛋白",
    photo: "/images/board/min-jun-park.svg",
  },
  {
    board: "advisory",
    role: "advisor",
    nameEn: "Shufen Li",
    nameCn: "李淑芬",
    affiliationEn: "Yangtze Delta Institute of Systems Biology, Shanghai, China",
    affiliationCn: "长三角系统生物学研究所，中国上海",
    interestsEn: "Systems biology, metabolic network modelling and multi-omics integration",
    interestsCn: "系统生物学、代谢网络建模与多组学整合",
    photo: "/images/board/shufen-li.svg",
  },
  {
    board: "advisory",
    role: "advisor",
    nameEn: "Carlos Mendoza",
    nameCn: "卡洛斯·门多萨",
    affiliationEn: "Andean Institute of Plant Sciences, Lima, Peru",
    affiliationCn: "安第斯植物科学研究所，秘鲁利马",
    interestsEn: "Crop genomics, potato diversity and plant–microbe symbiosis",
    interestsCn: "作物基因组学、马铃薯种质多样性与植物–微生物共生",
    photo: "/images/board/carlos-mendoza.svg",
  },
  {
    board: "advisory",
    role: "advisor",
    nameEn: "Ingrid Haugen",
    nameCn: "英格丽德·豪根",
    affiliationEn: "Fjordland University Hospital, Bergen, Norway",
    affiliationCn: "峡湾大学医院，挪威卑尔根",
    interestsEn: "Neurodegeneration, protein aggregation and patient-derived neuronal models",
    interestsCn: "神经退行性疾病、蛋白质聚集与患者来源神经元模型",
    photo: "/images/board/ingrid-haugen.svg",
  },
  {
    board: "advisory",
    role: "advisor",
    nameEn: "Rajesh Iyer",
    nameCn: "拉杰什·艾耶",
    affiliationEn: "Western Ghats Institute of Bioinformatics, Pune, India",
    affiliationCn: "西高止生物信息学研究所，印度浦那",
    interestsEn: "Computational biology, workflow managers and benchmarking of analysis tools",
    interestsCn: "计算生物学、工作流管理系统与分析工具基准评测",
    photo: "/images/board/rajesh-iyer.svg",
  },
  {
    board: "advisory",
    role: "advisor",
    nameEn: "Jianhua Zhao",
    nameCn: "赵建华",
    affiliationEn: "Central Plains University of Medical Sciences, Zhengzhou, China",
    affiliationCn: "中原医科大学，中国郑州",
    interestsEn: "Haematopoietic stem cells, regenerative medicine and cell therapy manufacturing",
    interestsCn: "造血干细胞、再生医学与细胞治疗产品制备",
    photo: "/images/board/jianhua-zhao.svg",
  },
];

// ---------------------------------------------------------------------------------------------
// Sponsors and collaborating journals
// ---------------------------------------------------------------------------------------------

/**
 * The demo's sponsors and journals are invented: they have no website, so their logos link to nothing
 * (or, for sponsors, to the /sap page that lists them) rather than to a placeholder host (issue 19).
 */
const NO_WEBSITE = "";

export const sponsors: LinkedLogoSeed[] = [
  {
    nameEn: "Helix Bioreagents",
    nameCn: "螺旋生物试剂",
    url: NO_WEBSITE,
    logo: "/images/logos/helix-bioreagents.svg",
  },
  {
    nameEn: "Northstar Instruments",
    nameCn: "北极星仪器",
    url: NO_WEBSITE,
    logo: "/images/logos/northstar-instruments.svg",
  },
  {
    nameEn: "Meridian Foundation for Open Science",
    nameCn: "子午线开放科学基金会",
    url: NO_WEBSITE,
    logo: "/images/logos/meridian-foundation.svg",
  },
  {
    nameEn: "CellCraft Media",
    nameCn: "细胞工坊培养基",
    url: NO_WEBSITE,
    logo: "/images/logos/cellcraft-media.svg",
  },
  {
    nameEn: "Lumen Imaging Systems",
    nameCn: "流明成像系统",
    url: NO_WEBSITE,
    logo: "/images/logos/lumen-imaging.svg",
  },
];

export const collaboratingJournals: LinkedLogoSeed[] = [
  {
    nameEn: "Journal of Reproducible Cell Biology",
    nameCn: "可重复细胞生物学杂志",
    url: NO_WEBSITE,
    logo: "/images/logos/reproducible-cell-biology.svg",
  },
  {
    nameEn: "Plant Methods Letters",
    nameCn: "植物方法快报",
    url: NO_WEBSITE,
    logo: "/images/logos/plant-methods-letters.svg",
  },
  {
    nameEn: "Computational Biology Notes",
    nameCn: "计算生物学札记",
    url: NO_WEBSITE,
    logo: "/images/logos/computational-biology-notes.svg",
  },
  {
    nameEn: "Microbial Techniques Review",
    nameCn: "微生物技术评论",
    url: NO_WEBSITE,
    logo: "/images/logos/microbial-techniques-review.svg",
  },
  {
    nameEn: "NeuroMethods Open",
    nameCn: "神经方法开放期刊",
    url: NO_WEBSITE,
    logo: "/images/logos/neuromethods-open.svg",
  },
  {
    nameEn: "Structural Biochemistry Reports",
    nameCn: "结构生物化学报告",
    url: NO_WEBSITE,
    logo: "/images/logos/structural-biochemistry-reports.svg",
  },
];

// ---------------------------------------------------------------------------------------------
// Webinars
// ---------------------------------------------------------------------------------------------

export const webinars: WebinarSeed[] = [
  {
    titleEn: "From bench notes to a publishable protocol: writing methods others can repeat",
    titleCn: "从实验记录到可发表的实验方案：写出别人能重复的方法",
    speakerEn: "Mingyu Zhou, Executive Editor, OPLS",
    speakerCn: "周明宇，OPLS 执行主编",
    startsAt: "2026-06-18T08:00:00Z",
    descriptionEn:
      "A practical walk-through of turning a lab notebook entry into a step-by-step protocol: how to structure procedures, report reagents and equipment unambiguously, present validation data and anticipate the questions reviewers ask most often. Includes a live critique of an anonymised draft.",
    descriptionCn:
      "本期讲座将手把手演示如何把实验记录整理成分步骤的实验方案：如何组织操作步骤、清晰无歧义地报告试剂与仪器、展示验证数据，以及如何预先回应审稿人最常提出的问题。讲座中还将现场点评一份匿名投稿草稿。",
  },
  {
    titleEn: "Designing CRISPR knockout experiments that reviewers trust",
    titleCn: "设计经得起审稿推敲的 CRISPR 敲除实验",
    speakerEn: "María González, Levante Institute of Biomedicine",
    speakerCn: "玛丽亚·冈萨雷斯，黎凡特生物医学研究所",
    startsAt: "2026-07-23T13:00:00Z",
    descriptionEn:
      "Guide design, delivery choices, clone selection and — above all — validation. Dr González discusses how to confirm a knockout at the DNA, RNA and protein levels, how to control for off-target effects and what a convincing protocol paper should show.",
    descriptionCn:
      "内容涵盖向导 RNA 设计、递送方式选择、单克隆筛选，以及最重要的验证环节。冈萨雷斯博士将介绍如何在 DNA、RNA 和蛋白质三个层面确认敲除效果，如何控制脱靶效应，以及一篇有说服力的实验方案论文应当展示哪些数据。",
  },
  {
    titleEn: "Whole-cell patch clamp: getting (and keeping) a gigaseal",
    titleCn: "全细胞膜片钳：如何获得并维持千兆欧封接",
    speakerEn: "Yuki Tanaka, Kansai Institute for Neural Circuits",
    speakerCn: "田中由纪，关西神经环路研究所",
    startsAt: "2026-09-10T07:00:00Z",
    descriptionEn:
      "Pipette fabrication, internal solutions, approach and break-in, series-resistance compensation and the quality-control criteria worth reporting. Dr Tanaka shares troubleshooting tables from ten years of slice and culture recordings.",
    descriptionCn:
      "内容包括玻璃微电极拉制、电极内液配制、入钳与破膜、串联电阻补偿，以及值得在论文中报告的质量控制标准。田中博士将分享她十年来脑片与培养细胞记录中积累的故障排查经验。",
  },
  {
    titleEn: "From FASTQ to figures: a reproducible single-cell RNA-seq workflow in R",
    titleCn: "从 FASTQ 到图表：基于 R 的可重复单细胞 RNA 测序分析流程",
    speakerEn: "Jing Wang, Northern Coast University",
    speakerCn: "王静，北海岸大学",
    startsAt: "2026-10-22T08:00:00Z",
    descriptionEn:
      "Quality control, normalisation, integration, clustering and annotation — with an emphasis on recording software versions, random seeds and parameters so that every figure can be regenerated. Attendees receive a companion notebook.",
    descriptionCn:
      "涵盖质量控制、标准化、数据整合、聚类与细胞类型注释，重点讲解如何记录软件版本、随机种子和参数设置，确保每一张图都能重新生成。参会者将获得配套的分析笔记本。",
  },
  {
    titleEn: "Building multicolour flow cytometry panels for T-cell profiling",
    titleCn: "构建用于 T 细胞分析的多色流式细胞术抗体组合",
    speakerEn: "Priya Raman, Deccan Centre for Immunology",
    speakerCn: "普丽娅·拉曼，德干免疫学中心",
    startsAt: "2026-12-03T10:00:00Z",
    descriptionEn:
      "Fluorochrome selection, titration, compensation and spillover-spreading, fluorescence-minus-one controls and gating strategies that hold up across instruments. Bring your own panel questions for the live Q&A.",
    descriptionCn:
      "内容包括荧光染料选择、抗体滴定、补偿与溢出扩散、荧光减一（FMO）对照，以及在不同仪器之间都站得住脚的设门策略。欢迎带着您自己的抗体组合问题参加现场问答。",
  },
  {
    titleEn: "Preprints and peer review: where OPLS Preprints fits in your publication plan",
    titleCn: "预印本与同行评审：OPLS 预印本在您发表计划中的位置",
    speakerEn: "Rachel Kim and Yifan Liu, Managing Editors, OPLS",
    speakerCn: "瑞秋·金、刘一帆，OPLS 编辑部主任",
    startsAt: "2027-02-11T09:00:00Z",
    descriptionEn:
      "How posting to OPLS Preprints works, what screening a preprint receives, how to transfer a preprint into peer review at the journal, and how versions and citations are linked once the protocol is published.",
    descriptionCn:
      "介绍如何在 OPLS 预印本发布稿件、预印本会经过哪些基本审查、如何将预印本转投期刊进入同行评审，以及实验方案正式发表后各版本与引用如何相互关联。",
  },
];

// ---------------------------------------------------------------------------------------------
// Collections
// ---------------------------------------------------------------------------------------------

export const collections: CollectionSeed[] = [
  {
    slug: "crispr-genome-editing",
    titleEn: "CRISPR Genome Editing",
    titleCn: "CRISPR 基因组编辑",
    descriptionEn:
      "Protocols for designing, delivering and validating CRISPR–Cas edits in cell lines and model organisms, from guide selection to knockout confirmation at the DNA, RNA and protein levels.",
    descriptionCn:
      "收录在细胞系和模式生物中设计、递送和验证 CRISPR–Cas 编辑的实验方案，从向导 RNA 的选择到在 DNA、RNA 和蛋白质水平确认敲除效果。",
    cover: "/images/collections/crispr-genome-editing.svg",
    categoryIds: [1, 4, 13],
    protocolSlugs: ["crispr-knockout-hela", "western-blot", "rt-qpcr"],
  },
  {
    slug: "neuroscience-methods",
    titleEn: "Neuroscience Methods",
    titleCn: "神经科学研究方法",
    descriptionEn:
      "Culturing, imaging and recording from neurons: primary cultures, immunostaining of neuronal markers and electrophysiology, with the quality-control criteria that make results comparable between labs.",
    descriptionCn:
      "涵盖神经元的培养、成像与电生理记录，包括原代培养、神经元标志物免疫染色和电生理技术，并附有使不同实验室结果可比的质量控制标准。",
    cover: "/images/collections/neuroscience-methods.svg",
    categoryIds: [6, 26],
    protocolSlugs: ["whole-cell-patch-clamp", "mouse-primary-neurons", "immunofluorescence-cultured-cells"],
  },
  {
    slug: "plant-biology-toolkit",
    titleEn: "Plant Biology Toolkit",
    titleCn: "植物生物学工具箱",
    descriptionEn:
      "Everyday methods for plant research: transformation, gene-expression analysis and plant–microbe assays, written for labs setting up a technique for the first time.",
    descriptionCn:
      "植物研究的常用方法：遗传转化、基因表达分析以及植物–微生物互作实验，特别适合首次建立相关技术的实验室参考。",
    cover: "/images/collections/plant-biology-toolkit.svg",
    categoryIds: [22, 12],
    protocolSlugs: ["arabidopsis-floral-dip", "rt-qpcr"],
  },
  {
    slug: "single-cell-omics",
    titleEn: "Single-Cell and Genome-Wide Omics",
    titleCn: "单细胞与全基因组组学",
    descriptionEn:
      "Wet-lab library preparation and dry-lab analysis for genome-wide assays, with an emphasis on documenting parameters, software versions and quality metrics.",
    descriptionCn:
      "全基因组检测的湿实验文库制备与干实验数据分析，强调完整记录参数、软件版本与质量指标。",
    cover: "/images/collections/single-cell-omics.svg",
    categoryIds: [33, 13, 9],
    protocolSlugs: ["scrnaseq-analysis-r", "chip-seq-library"],
  },
  {
    slug: "protein-production",
    titleEn: "Protein Production and Analysis",
    titleCn: "蛋白质制备与分析",
    descriptionEn:
      "From bacterial culture to pure protein: expression, affinity purification and immunodetection, including tips on yield, solubility and the controls worth running every time.",
    descriptionCn:
      "从细菌培养到纯化蛋白：表达、亲和纯化与免疫检测，并提供关于产量、可溶性以及每次都值得设置的对照的实用建议。",
    cover: "/images/collections/protein-production.svg",
    categoryIds: [2, 26, 1],
    protocolSlugs: ["his-tag-purification", "western-blot", "bacterial-growth-curves"],
  },
  {
    slug: "immune-profiling",
    titleEn: "Immune Profiling",
    titleCn: "免疫细胞分析",
    descriptionEn:
      "Phenotyping and functional analysis of immune cells by flow cytometry and imaging, from panel design and staining to gating and reporting.",
    descriptionCn:
      "利用流式细胞术和成像技术对免疫细胞进行表型与功能分析，内容涵盖抗体组合设计、染色、设门和结果报告。",
    cover: "/images/collections/immune-profiling.svg",
    categoryIds: [10, 15],
    protocolSlugs: ["flow-cytometry-t-cells", "immunofluorescence-cultured-cells"],
  },
];

// ---------------------------------------------------------------------------------------------
// Videos
// ---------------------------------------------------------------------------------------------

export const videos: VideoSeed[] = [
  // Animated figures of one step each, filmed by `npm run videos:make` (ADR 0085); durations are the films'.
  {
    titleEn: "Assembling the wet-transfer sandwich for a Western blot",
    titleCn: "组装 Western blot 湿法转膜“三明治”",
    protocolSlug: "western-blot",
    src: "/videos/western-blot-transfer.webm",
    poster: "/videos/western-blot-transfer.jpg",
    durationSeconds: 13,
    publishedOn: "2026-03-12",
  },
  {
    titleEn: "His-tag protein purification on a Ni-NTA gravity column",
    titleCn: "利用 Ni-NTA 重力柱纯化 His 标签蛋白",
    protocolSlug: "his-tag-purification",
    src: "/videos/his-tag-nickel-column.webm",
    poster: "/videos/his-tag-nickel-column.jpg",
    durationSeconds: 14,
    publishedOn: "2026-08-06",
  },
  {
    titleEn: "A four-fold cDNA dilution series for qPCR primer efficiency",
    titleCn: "用于 qPCR 引物扩增效率验证的 cDNA 四倍梯度稀释",
    protocolSlug: "rt-qpcr",
    src: "/videos/rt-qpcr-dilution-series.webm",
    poster: "/videos/rt-qpcr-dilution-series.jpg",
    durationSeconds: 14,
    publishedOn: "2026-10-15",
  },
];

// ---------------------------------------------------------------------------------------------
// News
// ---------------------------------------------------------------------------------------------

export const news: NewsSeed[] = [
  {
    slug: "opls-preprints-opens",
    titleEn: "OPLS Preprints opens: share your protocol in days, free of charge",
    titleCn: "OPLS 预印本正式上线：免费发布，数日内即可分享您的实验方案",
    publishedOn: "2025-01-14",
    bodyEn: `We are delighted to announce that **OPLS Preprints**, the sister repository of *Open Protocols in Life Science*, is now open for submissions.

Methods often circulate long before they are formally published — in lab wikis, shared drives and emails between collaborators. OPLS Preprints gives those methods a stable, citable home. Each preprint receives a persistent identifier and a public version history, so you can update a protocol as it evolves and readers can always see what changed.

Key points:

- **Posting is free.** There is no charge to post, update or read a preprint.
- **Fast screening.** Preprints are checked by our editorial staff for scope, completeness and basic ethics and biosafety requirements, usually within a few working days. Screening is not peer review.
- **Bilingual.** You may post in English or Chinese, and add a translated version at any time.
- **A route to the journal.** When you are ready, a preprint can be transferred to the journal for peer review with a single click, without re-entering metadata.

All preprints are distributed under the Creative Commons Attribution 4.0 (CC BY 4.0) licence.

We thank the early-access testers whose feedback shaped the submission form. Questions are welcome at any time through the Contact page.`,
    bodyCn: `我们很高兴地宣布，《生命科学开放实验方案》的姊妹平台 **OPLS 预印本**现已正式开放投稿。

实验方法在正式发表之前，往往早已通过实验室内部文档、共享网盘或合作者之间的邮件流传。OPLS 预印本为这些方法提供一个稳定、可引用的归宿：每篇预印本都拥有永久标识符和公开的版本记录，您可以随着方法的改进不断更新，读者也能随时看到每次修改的内容。

要点如下：

- **免费发布。**发布、更新和阅读预印本均不收取任何费用。
- **快速审查。**编辑部工作人员会对稿件的主题范围、内容完整性以及基本的伦理和生物安全要求进行检查，通常在几个工作日内完成。这一审查并不等同于同行评审。
- **双语支持。**您可以用英文或中文发布，并可随时补充另一种语言的版本。
- **通往期刊的快捷通道。**准备就绪后，只需一键即可将预印本转投期刊进入同行评审，无需重复填写稿件信息。

所有预印本均采用知识共享署名 4.0（CC BY 4.0）许可协议发布。

感谢参与内测的各位用户，你们的反馈帮助我们完善了投稿系统。如有任何问题，欢迎随时通过"联系我们"页面与我们沟通。`,
  },
  {
    slug: "xiaohong-lin-editor-in-chief",
    titleEn: "Professor Xiaohong Lin appointed Editor-in-Chief",
    titleCn: "林晓虹教授出任期刊主编",
    publishedOn: "2025-03-04",
    bodyEn: `We are pleased to announce that **Professor Xiaohong Lin** of the Eastlake Institute of Life Sciences, Hangzhou, has been appointed Editor-in-Chief of *Open Protocols in Life Science*, effective 1 April 2025.

Professor Lin leads a laboratory working on chromatin biology and has developed several widely used methods for profiling histone modifications in small numbers of cells. She has served on the journal's editorial board since its founding and chaired the working group that drafted our current guidelines for reporting validation data.

"A protocol is a promise to the next person at the bench," Professor Lin said. "Our job as editors is to make sure that promise can be kept — that every step is clear, every reagent is identifiable and every claim about performance is backed by data. I am also committed to keeping OPLS genuinely bilingual, so that good methods reach readers whichever language they work in."

Her priorities for the coming term include shortening the time to first decision, expanding the reviewer community in under-represented regions and fields, and strengthening the link between OPLS Preprints and the journal.

We thank the interim editorial leadership for their service during the transition, and we look forward to working with Professor Lin.`,
    bodyCn: `我们很高兴地宣布，杭州东湖生命科学研究院**林晓虹教授**被任命为《生命科学开放实验方案》主编，自 2025 年 4 月 1 日起生效。

林教授领导的实验室主要从事染色质生物学研究，曾开发多种用于少量细胞组蛋白修饰分析的方法，已被同行广泛采用。自期刊创刊以来，她一直担任编委，并主持制定了本刊现行的验证数据报告指南。

林教授表示："一篇实验方案，是对下一位站在实验台前的人的承诺。编辑的职责，就是确保这份承诺能够兑现——每一个步骤都清晰明了，每一种试剂都能准确识别，每一项关于方法性能的结论都有数据支撑。我也将致力于让 OPLS 成为真正的双语期刊，让优秀的方法无论以何种语言写成，都能传递给需要它的读者。"

在新的任期内，她的工作重点包括：缩短稿件首次决定的时间，在代表性不足的地区和学科中扩大审稿人队伍，以及加强 OPLS 预印本与期刊之间的衔接。

感谢过渡期间临时编辑团队的辛勤付出，我们期待与林教授携手共进。`,
  },
  {
    slug: "data-and-code-availability-policy",
    titleEn: "Policy update: data and code availability",
    titleCn: "政策更新：数据与代码的公开要求",
    publishedOn: "2025-05-27",
    bodyEn: `From **1 July 2025**, every protocol submitted to *Open Protocols in Life Science* must include a **Data and Code Availability** statement.

A protocol is only as reproducible as the materials behind it. Many of the questions readers send us concern validation data that are summarised in a figure but not shared, or analysis scripts described in prose but not provided. The new policy addresses both.

What we ask of authors:

1. **Validation data.** Raw or minimally processed data underlying the validation figures should be deposited in a suitable public repository, with the accession number or persistent identifier given in the statement.
2. **Code.** Scripts, notebooks or pipeline definitions used in the protocol should be deposited in an archived repository with a version identifier. A link to a personal web page or an unversioned code-hosting page alone is not sufficient.
3. **Exceptions.** Where data cannot be shared — for example, because of participant privacy — the statement should explain why and describe how qualified researchers can request access.

Reviewers will be asked to confirm that the statement is present and that the links work. Submissions without a statement will be returned to authors before peer review begins.

The full policy, with example statements in English and Chinese, is available in the Author Guidelines.`,
    bodyCn: `自 **2025 年 7 月 1 日**起，所有投稿至《生命科学开放实验方案》的实验方案都必须附有**数据与代码可获得性声明**。

实验方案的可重复性，取决于其背后材料的可获得性。我们收到的读者问题中，有很多涉及只在图中概括展示、却没有公开的验证数据，或是只用文字描述、却没有提供的分析脚本。新政策正是针对这两类问题。

对作者的具体要求如下：

1. **验证数据。**支撑验证图表的原始数据或经最少处理的数据，应存放于合适的公共数据库中，并在声明中注明登录号或永久标识符。
2. **代码。**实验方案中使用的脚本、分析笔记本或流程定义文件，应存放于带有版本标识的存档库中。仅提供个人网页链接或未标注版本的代码托管页面是不够的。
3. **例外情况。**如因受试者隐私等原因无法公开数据，应在声明中说明理由，并说明符合条件的研究人员如何申请获取。

审稿人将被要求确认声明完整、链接有效。未附声明的稿件将在进入同行评审前退回作者补充。

完整的政策说明以及中英文声明示例，请参阅作者指南。`,
  },
  {
    slug: "indexed-in-glsci",
    titleEn: "OPLS accepted for indexing in the Global Life Science Citation Index",
    titleCn: "OPLS 被《全球生命科学引文索引》收录",
    publishedOn: "2025-07-15",
    bodyEn: `We are happy to share that *Open Protocols in Life Science* has been accepted for indexing in the **Global Life Science Citation Index (GLSCI)**, following a full evaluation of the journal's editorial processes, publishing record and ethics policies.

Indexing will cover all articles published since the journal's first issue, including the Chinese-language versions, which will be linked to their English counterparts. Records are expected to appear in the index over the coming months as back content is processed.

For authors, this means that protocols published in OPLS will be easier to discover alongside the primary research articles that use them, and that citations to your protocol will be tracked and displayed. For readers, it means one more route to finding a method when you need it.

This milestone belongs to our authors, reviewers and editors, whose careful work made the evaluation possible. It also reflects our commitment to the practices that indexing bodies look for: transparent peer review timelines, clear licensing (all articles are published under CC BY 4.0), published correction and retraction procedures, and a diverse, international editorial board.

We will continue to pursue inclusion in further indexes and will post updates here.`,
    bodyCn: `我们很高兴地告诉大家，经过对期刊编辑流程、出版记录和出版伦理政策的全面评估，《生命科学开放实验方案》已被**《全球生命科学引文索引》（GLSCI）**收录。

收录范围覆盖自创刊号以来发表的全部文章，包括中文版本；中文版本将与对应的英文版本相互关联。随着过往内容的陆续处理，相关记录预计将在未来几个月内出现在索引中。

对作者而言，这意味着发表在 OPLS 的实验方案将更容易与引用它们的原创研究论文一同被检索到，您的方案所获得的引用也将被追踪和展示。对读者而言，这意味着在需要某种方法时又多了一条查找途径。

这一里程碑属于我们的作者、审稿人和编辑，正是大家严谨细致的工作使这次评估得以顺利完成。它也体现了我们对索引机构所看重的各项规范的坚持：透明的同行评审周期、清晰的许可协议（所有文章均以 CC BY 4.0 协议发表）、公开的更正与撤稿流程，以及多元化的国际编委会。

我们将继续争取被更多索引收录，并在此发布最新进展。`,
  },
  {
    slug: "new-associate-editors-2025",
    titleEn: "Welcome to three new Associate Editors",
    titleCn: "欢迎三位新任副主编",
    publishedOn: "2025-09-09",
    bodyEn: `As submissions in computational biology, cancer biology and developmental biology continue to grow, we are pleased to welcome three new Associate Editors to the editorial board.

**Dr Jing Wang** (Northern Coast University, Qingdao, China) works on single-cell transcriptomics and statistical genomics. She will handle bioinformatics and systems biology submissions and has a particular interest in analysis protocols that document software versions and parameters in full.

**Dr Daniel O'Connor** (Harbourview Cancer Research Institute, Melbourne, Australia) studies tumour cell behaviour using live-cell imaging and drug-response assays. He will oversee submissions in cancer and cell biology.

**Dr Ana Beatriz Souza** (Federal University of the Southern Highlands, Curitiba, Brazil) uses zebrafish to study how morphogen gradients pattern the early embryo. She will handle developmental biology and stem cell submissions, and will help us reach more authors in Latin America.

Associate Editors assign reviewers, evaluate reports and make recommendations on each manuscript in their area. All three have been reviewers for the journal, and we are grateful that they have agreed to take on a larger role.

Please join us in welcoming them. The full editorial board is listed on the Editorial Board page.`,
    bodyCn: `随着计算生物学、癌症生物学和发育生物学领域投稿量的持续增长，我们很高兴欢迎三位新任副主编加入编委会。

**王静博士**（北海岸大学，中国青岛）从事单细胞转录组学与统计基因组学研究。她将负责生物信息学和系统生物学方向的稿件，尤其关注能够完整记录软件版本与参数设置的分析类实验方案。

**丹尼尔·奥康纳博士**（港景癌症研究所，澳大利亚墨尔本）利用活细胞成像和药物反应检测研究肿瘤细胞行为。他将负责癌症生物学和细胞生物学方向的稿件。

**安娜·贝亚特丽斯·索萨博士**（南部高原联邦大学，巴西库里蒂巴）以斑马鱼为模型，研究形态发生素浓度梯度如何塑造早期胚胎的模式。她将负责发育生物学和干细胞方向的稿件，并帮助我们联系更多拉丁美洲的作者。

副主编负责为所辖领域的每篇稿件指派审稿人、评估审稿意见并提出处理建议。三位新任副主编此前都曾为本刊审稿，我们非常感谢他们愿意承担更多责任。

让我们一起欢迎他们的加入！完整的编委会名单请见"编委会"页面。`,
  },
  {
    slug: "2025-protocol-awards",
    titleEn: "Announcing the 2025 OPLS Protocol Awards",
    titleCn: "2025 年度 OPLS 实验方案奖揭晓",
    publishedOn: "2025-12-02",
    bodyEn: `We are proud to announce the winners of the **2025 OPLS Protocol Awards**, which recognise published methods that are exceptionally clear, well validated and useful to the community. Winners were chosen by a panel of editors and advisory board members from a shortlist based on reader ratings, reported replications and reviewer nominations.

**Protocol of the Year** — *A low-input ChIP-seq library preparation for frozen tissue*, by Helena Vasquez, Tomasz Nowicki and colleagues. The panel praised its detailed troubleshooting table and the inclusion of failed-run examples alongside successful ones.

**Most Reproduced Protocol** — *Growth curves of bacterial cultures in 96-well plates with automated analysis*, by Adebayo Okonkwo and Li Na. Readers reported more than 40 successful replications across 15 countries.

**Best Bilingual Presentation** — *Floral-dip transformation of Arabidopsis with improved selection*, by Zhou Lan and Pieter de Vries, whose English and Chinese versions were both judged outstanding.

**Outstanding Reviewer Award** — Dr Meera Krishnan, for thorough, constructive and consistently timely reviews.

Each winning team receives a certificate and a full waiver of the article-processing charge for their next accepted protocol. Congratulations to all winners, and thank you to everyone who rated and replicated protocols this year.`,
    bodyCn: `我们荣幸地公布 **2025 年度 OPLS 实验方案奖**获奖名单。该奖项旨在表彰表述格外清晰、验证充分且对学界贡献突出的已发表方法。评审小组由编委和顾问委员会成员组成，根据读者评分、重复实验报告和审稿人推荐确定入围名单，并从中评选出获奖者。

**年度最佳实验方案**——《适用于冷冻组织的低起始量 ChIP-seq 文库制备方法》，作者为 Helena Vasquez、Tomasz Nowicki 等。评审小组特别称赞其详尽的故障排查表，以及将失败案例与成功结果并列展示的做法。

**最多重复实验方案**——《96 孔板细菌培养生长曲线测定及自动化分析》，作者为 Adebayo Okonkwo 和李娜。读者报告在 15 个国家成功重复该方法超过 40 次。

**最佳双语呈现奖**——《改进筛选步骤的拟南芥花序浸染转化法》，作者为周岚和 Pieter de Vries，其英文版与中文版均获评审小组高度评价。

**杰出审稿人奖**——Meera Krishnan 博士，以表彰她细致、富有建设性且始终及时的审稿工作。

每个获奖团队将获得荣誉证书，其下一篇被录用的实验方案还将获得文章处理费全额减免。祝贺所有获奖者，也感谢今年所有为实验方案评分和开展重复实验的读者。`,
  },
  {
    slug: "ambassador-programme-2026",
    titleEn: "Our ambassador programme grows to 16 early-career researchers in eight countries",
    titleCn: "大使计划扩展至八个国家的 16 位青年科研人员",
    publishedOn: "2026-02-24",
    bodyEn: `The **OPLS Ambassador Programme** enters its second year with eight new members, bringing the network to **16 early-career researchers** at universities in **eight countries**: Brazil, China, Germany, India, Japan, Nigeria, the United Kingdom and the United States.

Ambassadors are PhD students and postdoctoral researchers who champion good methods reporting in their institutions. Over the past year they organised protocol-writing workshops, ran journal clubs on reproducibility and collected feedback that helped us redesign the step editor in our submission system. Several also joined our reviewer pool after completing the mentored-review track.

As an ambassador you will:

- receive training in peer review and protocol writing from our editors;
- get early access to new features of the journal and of OPLS Preprints;
- host at least two local events a year, with materials and modest event support provided;
- join a quarterly online meeting with fellow ambassadors and the editorial office.

The next call for applications opens in September 2026. Applicants should be enrolled in or employed by a research institution and be able to commit around two hours a month. We particularly encourage applications from regions and fields where we do not yet have an ambassador.

Meet the current ambassadors on the Ambassadors page.`,
    bodyCn: `**OPLS 大使计划**迎来第二个年头，新增八位成员后，大使网络已扩展至**八个国家**高校的 **16 位青年科研人员**，分布在巴西、中国、德国、印度、日本、尼日利亚、英国和美国。

大使由博士研究生和博士后研究人员担任，他们在各自所在机构推广规范的方法报告。过去一年里，他们组织了实验方案写作工作坊，举办了以可重复性为主题的文献研讨会，并收集了大量反馈，帮助我们重新设计了投稿系统中的步骤编辑器。其中几位大使在完成导师指导审稿培训后，已正式加入我们的审稿人队伍。

成为大使，您将：

- 接受编辑团队提供的同行评审和实验方案写作培训；
- 抢先体验期刊和 OPLS 预印本的新功能；
- 每年在本地举办至少两场活动，我们将提供活动材料和适当的经费支持；
- 参加每季度一次的线上交流会，与其他大使和编辑部沟通。

下一轮申请将于 2026 年 9 月开放。申请人须为科研机构在读学生或在职人员，每月能投入约两个小时。我们尤其欢迎来自目前尚无大使的地区和学科的申请者。

欢迎访问"大使"页面，认识现任的各位大使。`,
  },
  {
    slug: "reagent-identifiers-biosafety-policy",
    titleEn: "Policy update: research resource identifiers and biosafety statements",
    titleCn: "政策更新：科研资源标识符与生物安全声明",
    publishedOn: "2026-04-21",
    bodyEn: `Two changes to our Author Guidelines take effect for all submissions received from **1 June 2026**.

**Research resource identifiers.** Antibodies, cell lines, plasmids, model organisms and software tools listed in the Materials and Reagents section should be given a Research Resource Identifier (RRID) wherever one exists. Antibodies are the most frequent cause of failed replication reported by our readers, and an RRID removes any doubt about which clone or lot was used. Where no RRID exists, please give the supplier, catalogue number and, for antibodies, the clone name and dilution.

**Biosafety statements.** Protocols that involve infectious agents, recombinant DNA, human-derived material or hazardous chemicals must now include a short Biosafety statement describing the containment level used and any institutional approvals. The statement appears at the top of the published protocol, so that readers can plan before they begin.

Neither change affects protocols already under review. Editors will help authors who are unsure how to comply, and the submission form now includes a lookup tool that suggests identifiers as you type.

These changes follow consultation with our advisory board and with readers who took part in last year's reproducibility survey. We thank everyone who shared their views.`,
    bodyCn: `自 **2026 年 6 月 1 日**起，所有新投稿件将适用作者指南中的两项修订。

**科研资源标识符。**"材料与试剂"部分所列的抗体、细胞系、质粒、模式生物和软件工具，凡已有科研资源标识符（RRID）的，均应注明。根据读者反馈，抗体是导致重复实验失败最常见的原因，而 RRID 可以明确所用的具体克隆或批次，消除歧义。如无 RRID，请注明供应商和货号；如为抗体，还请注明克隆号和稀释比例。

**生物安全声明。**涉及感染性病原体、重组 DNA、人源材料或危险化学品的实验方案，须附简短的生物安全声明，说明所采用的防护等级以及已获得的机构审批。该声明将显示在已发表实验方案的开头，方便读者在动手之前做好准备。

上述修订不影响已进入评审流程的稿件。对于不确定如何满足要求的作者，编辑将提供协助；投稿页面现已新增检索工具，输入时即可自动提示相应的标识符。

这两项修订是在征询顾问委员会以及参与去年可重复性调查的读者意见后制定的，感谢所有分享意见的朋友。`,
  },
  {
    slug: "webinar-series-2026-2027",
    titleEn: "Announcing the 2026–2027 OPLS webinar series",
    titleCn: "2026–2027 年度 OPLS 网络研讨会系列公布",
    publishedOn: "2026-05-26",
    bodyEn: `Our free webinar series returns in June with **six live sessions** running through February 2027. Each session lasts about an hour, including at least 20 minutes for questions, and is presented in English with live Chinese captions. Recordings are posted on the Webinars page within a week.

The programme:

- **18 June 2026** — *From bench notes to a publishable protocol*, with Executive Editor Mingyu Zhou.
- **23 July 2026** — *Designing CRISPR knockout experiments that reviewers trust*, with María González.
- **10 September 2026** — *Whole-cell patch clamp: getting (and keeping) a gigaseal*, with Yuki Tanaka.
- **22 October 2026** — *From FASTQ to figures: a reproducible single-cell RNA-seq workflow in R*, with Jing Wang.
- **3 December 2026** — *Building multicolour flow cytometry panels for T-cell profiling*, with Priya Raman.
- **11 February 2027** — *Preprints and peer review*, with Managing Editors Rachel Kim and Yifan Liu.

Registration is free but requires an OPLS account, which takes a minute to create. Registered participants receive a reminder the day before and a link to the companion materials afterwards.

Have an idea for a future session, or would you like to present? Let us know through the Contact page — we are especially keen to hear from early-career researchers.`,
    bodyCn: `我们的免费网络研讨会系列将于 6 月回归，至 2027 年 2 月共安排**六场直播**。每场时长约一小时，其中至少留出 20 分钟答疑；讲座以英文进行，并配有实时中文字幕。录像将在一周内发布于"网络研讨会"页面。

具体安排如下：

- **2026 年 6 月 18 日**——《从实验记录到可发表的实验方案》，主讲人：执行主编周明宇。
- **2026 年 7 月 23 日**——《设计经得起审稿推敲的 CRISPR 敲除实验》，主讲人：玛丽亚·冈萨雷斯。
- **2026 年 9 月 10 日**——《全细胞膜片钳：如何获得并维持千兆欧封接》，主讲人：田中由纪。
- **2026 年 10 月 22 日**——《从 FASTQ 到图表：基于 R 的可重复单细胞 RNA 测序分析流程》，主讲人：王静。
- **2026 年 12 月 3 日**——《构建用于 T 细胞分析的多色流式细胞术抗体组合》，主讲人：普丽娅·拉曼。
- **2027 年 2 月 11 日**——《预印本与同行评审》，主讲人：编辑部主任瑞秋·金和刘一帆。

报名免费，但需要 OPLS 账号，注册只需一分钟。报名成功的参会者将在讲座前一天收到提醒，会后还将收到配套资料的链接。

如果您对今后的讲座主题有建议，或希望担任主讲人，欢迎通过"联系我们"页面告诉我们——我们尤其期待听到青年科研人员的声音。`,
  },
  {
    slug: "flow-cytometry-webinar-registration",
    titleEn: "Registration open: flow cytometry panel design webinar on 3 December",
    titleCn: "报名开启：12 月 3 日流式细胞术抗体组合设计网络研讨会",
    publishedOn: "2026-11-10",
    bodyEn: `Registration is now open for the next session in our webinar series, **Building multicolour flow cytometry panels for T-cell profiling**, presented by **Dr Priya Raman** of the Deccan Centre for Immunology on **3 December 2026 at 10:00 UTC** (18:00 Beijing time, 15:30 India Standard Time).

Multicolour panels let a single tube answer questions that once needed several experiments, but each added colour brings new opportunities for error. Dr Raman, an Associate Editor for immunology at OPLS, will cover:

- choosing fluorochromes to match antigen density and instrument configuration;
- antibody titration and why the manufacturer's recommended dilution is only a starting point;
- compensation, spillover spreading and how to read a spillover-spreading matrix;
- fluorescence-minus-one controls and when they are essential;
- gating strategies, and how to report them so that reviewers and readers can follow your decisions.

The session draws on the protocol *Flow cytometric analysis of human T-cell subsets*, which is included in our Immune Profiling collection. Participants are encouraged to send panel questions in advance using the registration form.

Registration is free with an OPLS account. A recording will be posted on the Webinars page within a week of the live session.`,
    bodyCn: `网络研讨会系列下一场讲座现已开放报名：德干免疫学中心**普丽娅·拉曼博士**将于 **2026 年 12 月 3 日 10:00（UTC）**（北京时间 18:00，印度标准时间 15:30）主讲**《构建用于 T 细胞分析的多色流式细胞术抗体组合》**。

多色抗体组合可以让一管样品回答过去需要多次实验才能解决的问题，但每增加一种颜色，也会带来新的出错可能。拉曼博士是 OPLS 免疫学方向的副主编，她将讲解：

- 如何根据抗原密度和仪器配置选择荧光染料；
- 抗体滴定，以及为什么厂家推荐的稀释比例只是一个起点；
- 补偿、溢出扩散以及如何解读溢出扩散矩阵；
- 荧光减一（FMO）对照及其必要场景；
- 设门策略，以及如何报告设门过程，让审稿人和读者能够理解您的每一个判断。

本次讲座以《人 T 细胞亚群的流式细胞术分析》这一实验方案为基础，该方案已收录于我们的"免疫细胞分析"专题合集。欢迎参会者在报名表中提前提交关于抗体组合的问题。

凭 OPLS 账号即可免费报名。讲座录像将在直播结束后一周内发布于"网络研讨会"页面。`,
  },
];

// ---------------------------------------------------------------------------------------------
// Frequently asked questions
// ---------------------------------------------------------------------------------------------

const SUBMISSION = { topicEn: "Submission", topicCn: "投稿" } as const;
const PEER_REVIEW = { topicEn: "Peer review", topicCn: "同行评审" } as const;
const FEES = { topicEn: "Fees and waivers", topicCn: "费用与减免" } as const;
const LICENSING = { topicEn: "Open access and licensing", topicCn: "开放获取与许可协议" } as const;
const ACCOUNT = { topicEn: "Account and access", topicCn: "账号与访问" } as const;
const PREPRINTS = { topicEn: "Preprints", topicCn: "预印本" } as const;

export const faqs: FaqSeed[] = [
  // Submission ---------------------------------------------------------------------------------
  {
    ...SUBMISSION,
    questionEn: "What kinds of articles does Open Protocols in Life Science publish?",
    questionCn: "《生命科学开放实验方案》发表哪些类型的文章？",
    answerEn:
      "We publish detailed, step-by-step **protocols** across the life sciences — wet-lab, computational and field methods — together with the validation data that show the protocol works. Methods may be new, adapted from a published research article, or an improved version of an established technique. We do not publish primary research articles, reviews or opinion pieces.",
    answerCn:
      "我们发表涵盖生命科学各领域的详细分步骤**实验方案**，包括湿实验、计算分析和野外工作方法，并要求附上证明方案可行的验证数据。方法可以是全新开发的，也可以改编自已发表研究论文中的方法，或是对成熟技术的改进。我们不发表原创研究论文、综述或观点类文章。",
  },
  {
    ...SUBMISSION,
    questionEn: "Can I submit a protocol that was used in a research paper I have already published?",
    questionCn: "我能否投稿一篇已在本人已发表研究论文中使用过的实验方案？",
    answerEn:
      "Yes — this is one of the most common kinds of submission. Research articles rarely have room for every step, critical parameter and troubleshooting tip; a protocol article gives them a citable home. Please cite the original article, expand the procedure well beyond its methods section, and include validation data (new or previously published, with permission where needed).",
    answerCn:
      "可以，这是最常见的投稿类型之一。研究论文通常没有足够篇幅写出每一个步骤、关键参数和故障排查要点，而实验方案文章正好为这些内容提供了一个可引用的归宿。请引用原始论文，所写的操作流程应比原论文的方法部分详尽得多，并附上验证数据（可以是新数据，也可以是已发表数据，必要时请取得许可）。",
  },
  {
    ...SUBMISSION,
    questionEn: "Can I submit in Chinese?",
    questionCn: "可以用中文投稿吗？",
    answerEn:
      "Manuscripts are submitted in English, which is the version of record; you do not need to be a native speaker. You are welcome to add a Chinese title and abstract at submission — otherwise the editorial office prepares them after acceptance, and you approve them with the proofs. See **Language** under About for how translations are checked.",
    answerCn:
      "稿件须以英文提交，英文版为正式版本（记录版本）；作者无须以英语为母语。欢迎您在投稿时一并提供中文标题和摘要；如未提供，编辑部将在稿件录用后准备，并随校样请您审核确认。译文的审核方式请见“关于我们”中的**语言**页面。",
  },
  {
    ...SUBMISSION,
    questionEn: "What do I need to prepare before submitting?",
    questionCn: "投稿前需要准备哪些材料？",
    answerEn:
      "Please follow the Author Guidelines, which include a template. In brief, you will need:\n\n- the protocol text, with numbered steps, materials and reagents (with identifiers where available) and equipment;\n- validation data and figures;\n- a Data and Code Availability statement;\n- a Biosafety statement if the protocol involves hazardous materials;\n- details of all authors, including a corresponding author.",
    answerCn:
      "请参照作者指南，其中提供了投稿模板。简而言之，您需要准备：\n\n- 实验方案正文，包括编号的操作步骤、材料与试剂（如有标识符请一并注明）以及仪器设备；\n- 验证数据和图表；\n- 数据与代码可获得性声明；\n- 如方案涉及危险材料，还需提供生物安全声明；\n- 全体作者信息，并指定通讯作者。",
  },

  // Peer review --------------------------------------------------------------------------------
  {
    ...PEER_REVIEW,
    questionEn: "How does peer review work at OPLS?",
    questionCn: "OPLS 的同行评审流程是怎样的？",
    answerEn:
      "After an initial check by the editorial office, your manuscript goes through these stages:\n\n1. **Review** — an editor assigns reviewers, who evaluate the protocol (about 4 weeks).\n2. **Managing editor decision** — the managing editor considers the reports and the editor's recommendation (about 2 days).\n3. **Executive editor** — the executive editor confirms the decision (about 2 days).\n4. **Notification** — you are notified of the decision with the reviewers' comments (about 2 days).",
    answerCn:
      "稿件经编辑部初审后，将依次经历以下阶段：\n\n1. **评审**——编辑指派审稿人对实验方案进行评估（约 4 周）。\n2. **编辑部主任决定**——编辑部主任综合审稿意见和编辑的建议作出决定（约 2 天）。\n3. **执行主编确认**——执行主编对决定进行确认（约 2 天）。\n4. **通知作者**——我们会将决定连同审稿意见一并通知您（约 2 天）。",
  },
  {
    ...PEER_REVIEW,
    questionEn: "How long does it take to receive a first decision?",
    questionCn: "多久能收到首次审稿决定？",
    answerEn:
      "Typically about **five weeks** from submission: about 4 weeks for review, then about 2 days each for the managing editor's decision, the executive editor's confirmation and notification. Times vary with the availability of reviewers in specialised fields, and we will let you know if your manuscript is delayed.",
    answerCn:
      "通常自投稿起约**五周**：评审约 4 周，随后编辑部主任决定、执行主编确认和通知作者各约 2 天。具体时间会因专业领域审稿人的时间安排而有所不同，如稿件处理出现延迟，我们会及时告知您。",
  },
  {
    ...PEER_REVIEW,
    questionEn: "How much time do I have to revise my manuscript?",
    questionCn: "修改稿件有多长时间？",
    answerEn:
      "We ask authors to return a revised manuscript within about **2 weeks**, together with a point-by-point response to the reviewers. If you need additional experiments or more time, contact the editorial office before the deadline and we will usually agree an extension.",
    answerCn:
      "我们请作者在约 **2 周**内提交修改稿，并附上对审稿意见的逐条回复。如需补充实验或需要更多时间，请在截止日期前联系编辑部，我们通常会同意适当延期。",
  },
  {
    ...PEER_REVIEW,
    questionEn: "What happens after I submit a revision?",
    questionCn: "提交修改稿后会怎样？",
    answerEn:
      "The revised manuscript is usually re-reviewed, normally by the original reviewers, which takes about **10 days**. If further changes are needed, each additional round of revision and review takes about **2 weeks**. Most protocols are accepted after one or two rounds.",
    answerCn:
      "修改稿通常会进行再次评审，一般由原审稿人负责，约需 **10 天**。如仍需进一步修改，此后每一轮修改与评审约需 **2 周**。大多数实验方案经过一到两轮修改即被录用。",
  },
  {
    ...PEER_REVIEW,
    questionEn: "Can I suggest or exclude reviewers?",
    questionCn: "我可以推荐或回避审稿人吗？",
    answerEn:
      "Yes. The submission form lets you suggest potential reviewers and name people you would prefer not to review your work, with a brief reason. Editors take these requests into account but are not bound by suggestions, and will not invite anyone with a conflict of interest.",
    answerCn:
      "可以。投稿表单中可以推荐审稿人，也可以列出希望回避的人选并简要说明理由。编辑会考虑这些请求，但不一定采纳所推荐的人选，并且不会邀请存在利益冲突的审稿人。",
  },

  // Fees and waivers ---------------------------------------------------------------------------
  {
    ...FEES,
    questionEn: "Do you charge any fees?",
    questionCn: "期刊收取哪些费用？",
    answerEn:
      "The only fee is an **article-processing charge (APC)**, which is payable **only if your protocol is accepted**. There are no submission, page, colour-figure or other charges, and posting to OPLS Preprints is free.",
    answerCn:
      "唯一的费用是**文章处理费（APC）**，且**仅在实验方案被录用后**才需支付。我们不收取投稿费、版面费、彩图费或任何其他费用，在 OPLS 预印本发布稿件也完全免费。",
  },
  {
    ...FEES,
    questionEn: "When and how do I pay the article-processing charge?",
    questionCn: "何时以及如何支付文章处理费？",
    answerEn:
      "A payment invoice is sent to the corresponding author **on acceptance**. The invoice explains the available payment methods. Nothing is payable at submission or during peer review.",
    answerCn:
      "稿件**录用时**，我们会向通讯作者发送付款发票，发票中会说明可用的支付方式。投稿时及同行评审期间无需支付任何费用。",
  },
  {
    ...FEES,
    questionEn: "Can I request a waiver of the article-processing charge?",
    questionCn: "可以申请减免文章处理费吗？",
    answerEn:
      "Yes. Authors who cannot pay the full charge may request a **full or partial waiver** when they submit. Waiver requests are handled by the publishing office and are **confidential to editors and reviewers**: they never see whether a waiver was requested, so the request has no influence on the editorial decision.",
    answerCn:
      "可以。无力全额支付的作者可在投稿时申请**全额或部分减免**。减免申请由出版部门处理，**对编辑和审稿人保密**：他们无从得知作者是否提出过减免申请，因此该申请不会影响编辑决定。",
  },
  {
    ...FEES,
    questionEn: "Does it cost anything to post a preprint?",
    questionCn: "发布预印本需要付费吗？",
    answerEn:
      "No. Posting, updating and reading preprints on OPLS Preprints is free. If you later transfer a preprint to the journal, the usual terms apply: an article-processing charge is payable only if the protocol is accepted.",
    answerCn:
      "不需要。在 OPLS 预印本发布、更新和阅读预印本均免费。如果之后将预印本转投期刊，则适用常规规定：仅在实验方案被录用后才需支付文章处理费。",
  },

  // Open access and licensing ------------------------------------------------------------------
  {
    ...LICENSING,
    questionEn: "Under what licence are articles published?",
    questionCn: "文章以何种许可协议发表？",
    answerEn:
      "All articles are published open access under the **Creative Commons Attribution 4.0 International licence (CC BY 4.0)**. Anyone may share and adapt the work for any purpose, provided the original authors and source are credited.",
    answerCn:
      "所有文章均以开放获取方式发表，采用**知识共享署名 4.0 国际许可协议（CC BY 4.0）**。任何人均可出于任何目的分享和改编作品，但须注明原作者及出处。",
  },
  {
    ...LICENSING,
    questionEn: "Who owns the copyright?",
    questionCn: "版权归谁所有？",
    answerEn:
      "Authors retain copyright in their work. By publishing with us, you grant the CC BY 4.0 licence to everyone, which allows OPLS and others to distribute the article.",
    answerCn:
      "作者保留作品的版权。在本刊发表即表示您以 CC BY 4.0 协议向所有人授权，OPLS 及其他各方据此可以传播该文章。",
  },
  {
    ...LICENSING,
    questionEn: "Can I reuse a figure or table from an OPLS protocol?",
    questionCn: "我可以复用 OPLS 实验方案中的图或表吗？",
    answerEn:
      "Yes, under the terms of CC BY 4.0: cite the original article and indicate if you made changes. Check the figure legend first — occasionally a figure reproduces third-party material that carries a different licence, and this will be stated.",
    answerCn:
      "可以，但须遵守 CC BY 4.0 协议的条款：引用原文，并注明是否作了修改。使用前请先查看图注——个别图表可能转载了采用不同许可协议的第三方材料，这种情况会在图注中说明。",
  },

  // Account and access -------------------------------------------------------------------------
  {
    ...ACCOUNT,
    questionEn: "Do I need an account to read protocols?",
    questionCn: "阅读实验方案需要注册账号吗？",
    answerEn:
      "Titles, abstracts and key information are visible to everyone. To read the **full text**, **copy and paste** text or **download** PDFs, you need a **free account**. Registration takes about a minute.",
    answerCn:
      "标题、摘要和关键信息对所有人开放。如需阅读**全文**、**复制粘贴**文本或**下载** PDF，则需要注册一个**免费账号**，注册仅需约一分钟。",
  },
  {
    ...ACCOUNT,
    questionEn: "Is there an age requirement for creating an account?",
    questionCn: "注册账号有年龄要求吗？",
    answerEn:
      "Yes. You must be **18 years of age or older** to create an account and use the site's account features.",
    answerCn: "有。您须年满 **18 周岁**，方可注册账号并使用网站的账号功能。",
  },
  {
    ...ACCOUNT,
    questionEn: "How do I get alerts for new protocols in my field?",
    questionCn: "如何订阅本领域新实验方案的提醒？",
    answerEn:
      "Open **Alerts** at the top of any page, enter your e-mail address and confirm — no account is needed. We send a confirmation link first; once you have confirmed, you receive e-mail digests of newly published protocols in every subject. The link in each digest lets you keep only the subject categories you want, change the language, or unsubscribe.",
    answerCn:
      "点击任意页面顶部的**邮件提醒**，填写邮箱地址并勾选确认即可，无须注册账号。我们会先发送一封确认邮件；确认后，您将定期收到各学科新发表实验方案的邮件摘要。通过每封摘要邮件中的链接，您可以只保留感兴趣的学科分类、更改语言或退订。",
  },
  {
    ...ACCOUNT,
    questionEn: "I forgot my password. What should I do?",
    questionCn: "忘记密码怎么办？",
    answerEn:
      "Choose **Forgot password** on the sign-in page and enter the email address you registered with. We will send a link to set a new password; it is valid for a limited time. If the email does not arrive, check your spam folder or contact us.",
    answerCn:
      "在登录页面点击**忘记密码**，输入注册时使用的邮箱地址。我们会发送一个重设密码的链接，该链接在限定时间内有效。如未收到邮件，请检查垃圾邮件文件夹或与我们联系。",
  },

  // Preprints ----------------------------------------------------------------------------------
  {
    ...PREPRINTS,
    questionEn: "What is OPLS Preprints?",
    questionCn: "什么是 OPLS 预印本？",
    answerEn:
      "OPLS Preprints is the journal's sister repository, where researchers can share protocols before or instead of formal peer review. Each preprint receives a persistent identifier and a public version history, and is published under CC BY 4.0.",
    answerCn:
      "OPLS 预印本是本刊的姊妹平台，科研人员可以在正式同行评审之前（或不经同行评审）在此分享实验方案。每篇预印本都拥有永久标识符和公开的版本记录，并以 CC BY 4.0 协议发布。",
  },
  {
    ...PREPRINTS,
    questionEn: "Are preprints peer reviewed?",
    questionCn: "预印本经过同行评审吗？",
    answerEn:
      "No. Preprints are screened by editorial staff for scope, completeness and basic ethics and biosafety requirements, usually within a few working days, but they are not peer reviewed. Each preprint page carries a notice saying so.",
    answerCn:
      "不经过。编辑部工作人员会对预印本的主题范围、内容完整性以及基本的伦理和生物安全要求进行审查，通常在几个工作日内完成，但预印本并未经过同行评审。每篇预印本页面上都有相应提示。",
  },
  {
    ...PREPRINTS,
    questionEn: "Can I submit my preprint to the journal later?",
    questionCn: "之后可以把预印本投稿到期刊吗？",
    answerEn:
      "Yes. From your preprint's page, choose **Submit to journal** to transfer it into peer review without re-entering its details. Once the protocol is published, the preprint and the journal article are linked to each other.",
    answerCn:
      "可以。在预印本页面点击**投稿至期刊**，即可将其转入同行评审，无需重新填写稿件信息。实验方案正式发表后，预印本与期刊文章将相互关联。",
  },
];

// ---------------------------------------------------------------------------------------------
// Ambassadors
// ---------------------------------------------------------------------------------------------

export const ambassadors: AmbassadorSeed[] = [
  {
    nameEn: "Yutong Zhang",
    nameCn: "张雨桐",
    institutionEn: "Lakeside Medical University, Wuhan",
    institutionCn: "湖畔医科大学（武汉）",
    countryEn: "China",
    countryCn: "中国",
    sinceYear: 2025,
    photo: "/images/ambassadors/yutong-zhang.svg",
  },
  {
    nameEn: "Zihan Xu",
    nameCn: "徐子涵",
    institutionEn: "Coastal University of Technology, Xiamen",
    institutionCn: "滨海理工大学（厦门）",
    countryEn: "China",
    countryCn: "中国",
    sinceYear: 2026,
    photo: "/images/ambassadors/zihan-xu.svg",
  },
  {
    nameEn: "Emily Carter",
    nameCn: "艾米丽·卡特",
    institutionEn: "Great Lakes State University",
    institutionCn: "五大湖州立大学",
    countryEn: "United States",
    countryCn: "美国",
    sinceYear: 2025,
    photo: "/images/ambassadors/emily-carter.svg",
  },
  {
    nameEn: "Marcus Johnson",
    nameCn: "马库斯·约翰逊",
    institutionEn: "Pacific Crest University",
    institutionCn: "太平洋山脊大学",
    countryEn: "United States",
    countryCn: "美国",
    sinceYear: 2026,
    photo: "/images/ambassadors/marcus-johnson.svg",
  },
  {
    nameEn: "Hannah Price",
    nameCn: "汉娜·普赖斯",
    institutionEn: "University of Northbridge",
    institutionCn: "北桥大学",
    countryEn: "United Kingdom",
    countryCn: "英国",
    sinceYear: 2025,
    photo: "/images/ambassadors/hannah-price.svg",
  },
  {
    nameEn: "Oliver Grant",
    nameCn: "奥利弗·格兰特",
    institutionEn: "Kingsmere University",
    institutionCn: "金斯米尔大学",
    countryEn: "United Kingdom",
    countryCn: "英国",
    sinceYear: 2026,
    photo: "/images/ambassadors/oliver-grant.svg",
  },
  {
    nameEn: "Jonas Weber",
    nameCn: "约纳斯·韦伯",
    institutionEn: "Elbe Valley University",
    institutionCn: "易北河谷大学",
    countryEn: "Germany",
    countryCn: "德国",
    sinceYear: 2025,
    photo: "/images/ambassadors/jonas-weber.svg",
  },
  {
    nameEn: "Lea Hoffmann",
    nameCn: "莉亚·霍夫曼",
    institutionEn: "Black Forest University of Technology",
    institutionCn: "黑森林工业大学",
    countryEn: "Germany",
    countryCn: "德国",
    sinceYear: 2026,
    photo: "/images/ambassadors/lea-hoffmann.svg",
  },
  {
    nameEn: "Ananya Sharma",
    nameCn: "阿南雅·夏尔马",
    institutionEn: "Indus Institute of Science",
    institutionCn: "印度河科学研究院",
    countryEn: "India",
    countryCn: "印度",
    sinceYear: 2025,
    photo: "/images/ambassadors/ananya-sharma.svg",
  },
  {
    nameEn: "Vikram Nair",
    nameCn: "维克拉姆·奈尔",
    institutionEn: "Malabar Coast University",
    institutionCn: "马拉巴尔海岸大学",
    countryEn: "India",
    countryCn: "印度",
    sinceYear: 2026,
    photo: "/images/ambassadors/vikram-nair.svg",
  },
  {
    nameEn: "Gabriel Oliveira",
    nameCn: "加布里埃尔·奥利韦拉",
    institutionEn: "Atlantic Coast Federal University, Recife",
    institutionCn: "大西洋海岸联邦大学（累西腓）",
    countryEn: "Brazil",
    countryCn: "巴西",
    sinceYear: 2025,
    photo: "/images/ambassadors/gabriel-oliveira.svg",
  },
  {
    nameEn: "Beatriz Santos",
    nameCn: "贝亚特丽斯·桑托斯",
    institutionEn: "Cerrado Federal University, Goiânia",
    institutionCn: "塞拉多联邦大学（戈亚尼亚）",
    countryEn: "Brazil",
    countryCn: "巴西",
    sinceYear: 2026,
    photo: "/images/ambassadors/beatriz-santos.svg",
  },
  {
    nameEn: "Chinedu Okafor",
    nameCn: "奇内杜·奥卡福",
    institutionEn: "Eastern Savannah University, Enugu",
    institutionCn: "东部草原大学（埃努古）",
    countryEn: "Nigeria",
    countryCn: "尼日利亚",
    sinceYear: 2025,
    photo: "/images/ambassadors/chinedu-okafor.svg",
  },
  {
    nameEn: "Aisha Bello",
    nameCn: "艾莎·贝洛",
    institutionEn: "Sahel Institute of Technology, Kano",
    institutionCn: "萨赫勒理工学院（卡诺）",
    countryEn: "Nigeria",
    countryCn: "尼日利亚",
    sinceYear: 2026,
    photo: "/images/ambassadors/aisha-bello.svg",
  },
  {
    nameEn: "Haruto Sato",
    nameCn: "佐藤阳翔",
    institutionEn: "Kitanomori University",
    institutionCn: "北之森大学",
    countryEn: "Japan",
    countryCn: "日本",
    sinceYear: 2025,
    photo: "/images/ambassadors/haruto-sato.svg",
  },
  {
    nameEn: "Mei Kobayashi",
    nameCn: "小林芽衣",
    institutionEn: "Setouchi Institute of Science and Technology",
    institutionCn: "濑户内科学技术大学",
    countryEn: "Japan",
    countryCn: "日本",
    sinceYear: 2026,
    photo: "/images/ambassadors/mei-kobayashi.svg",
  },
];

// ---------------------------------------------------------------------------------------------
// Special issues / e-books
// ---------------------------------------------------------------------------------------------

export const specialIssues: SpecialIssueSeed[] = [
  {
    slug: "essential-bench-methods",
    titleEn: "Essential Bench Methods: An OPLS E-book",
    titleCn: "实验室必备基础方法：OPLS 电子书",
    descriptionEn:
      "A curated e-book of foundational protocols for students and researchers setting up a new lab — nucleic-acid analysis, protein work and cell and microbial culture — each chosen for its clarity, validation data and troubleshooting guidance.",
    descriptionCn:
      "一本精选基础实验方案电子书，面向学生和正在筹建新实验室的科研人员，内容涵盖核酸分析、蛋白质实验以及细胞与微生物培养。每篇方案均因表述清晰、验证数据充分、故障排查指导详尽而入选。",
    cover: "/images/collections/essential-bench-methods.svg",
    publishedOn: "2026-03-18",
    managingEditor: {
      nameEn: "Yifan Liu",
      nameCn: "刘一帆",
      affiliationEn: "OPLS Editorial Office, Beijing, China",
      affiliationCn: "OPLS 编辑部，中国北京",
    },
    associateEditors: [
      {
        nameEn: "Lukas Becker",
        nameCn: "卢卡斯·贝克尔",
        affiliationEn: "Rhine Valley Centre for Structural Biology, Heidelberg, Germany",
        affiliationCn: "莱茵河谷结构生物学中心，德国海德堡",
      },
      {
        nameEn: "Kwame Mensah",
        nameCn: "夸梅·门萨",
        affiliationEn: "Coastal University School of Medicine, Accra, Ghana",
        affiliationCn: "海岸大学医学院，加纳阿克拉",
      },
      {
        nameEn: "Xiaohong Lin",
        nameCn: "林晓虹",
        affiliationEn: "Eastlake Institute of Life Sciences, Hangzhou, China",
        affiliationCn: "东湖生命科学研究院，中国杭州",
      },
    ],
    reviewers: [
      {
        nameEn: "Meera Krishnan",
        nameCn: "米拉·克里希南",
        affiliationEn: "Deccan Centre for Immunology, Bengaluru, India",
        affiliationCn: "德干免疫学中心，印度班加罗尔",
      },
      {
        nameEn: "Tao Sun",
        nameCn: "孙涛",
        affiliationEn: "Northern Coast University, Qingdao, China",
        affiliationCn: "北海岸大学，中国青岛",
      },
      {
        nameEn: "Claire Dubois",
        nameCn: "克莱尔·杜布瓦",
        affiliationEn: "Lyon Institute of Living Systems, Lyon, France",
        affiliationCn: "里昂生命系统研究所，法国里昂",
      },
      {
        nameEn: "Peter Hallström",
        nameCn: "彼得·哈尔斯特伦",
        affiliationEn: "Nordic Institute for Cell Dynamics, Uppsala, Sweden",
        affiliationCn: "北欧细胞动力学研究所，瑞典乌普萨拉",
      },
    ],
    sections: [
      {
        titleEn: "Nucleic acids and gene expression",
        titleCn: "核酸与基因表达",
        categoryIds: [1],
        protocolSlugs: ["rt-qpcr", "chip-seq-library"],
      },
      {
        titleEn: "Protein expression, purification and detection",
        titleCn: "蛋白质表达、纯化与检测",
        categoryIds: [2],
        protocolSlugs: ["his-tag-purification", "western-blot"],
      },
      {
        titleEn: "Cell and microbial culture",
        titleCn: "细胞与微生物培养",
        categoryIds: [4, 12],
        protocolSlugs: ["bacterial-growth-curves", "immunofluorescence-cultured-cells"],
      },
    ],
  },
  {
    slug: "from-genes-to-circuits",
    titleEn: "From Genes to Circuits: Methods in Genome Engineering and Neuroscience",
    titleCn: "从基因到环路：基因组工程与神经科学研究方法",
    descriptionEn:
      "A special issue following a path from gene to function: editing a gene, growing and imaging the neurons that express it, and recording and analysing their activity and transcriptomes.",
    descriptionCn:
      "本期特刊沿着从基因到功能的研究路径展开：编辑目的基因，培养并成像表达该基因的神经元，再记录并分析其电活动与转录组。",
    cover: "/images/collections/from-genes-to-circuits.svg",
    publishedOn: "2026-09-29",
    managingEditor: {
      nameEn: "Rachel Kim",
      nameCn: "瑞秋·金",
      affiliationEn: "OPLS Editorial Office, Boston, USA",
      affiliationCn: "OPLS 编辑部，美国波士顿",
    },
    associateEditors: [
      {
        nameEn: "María González",
        nameCn: "玛丽亚·冈萨雷斯",
        affiliationEn: "Levante Institute of Biomedicine, Valencia, Spain",
        affiliationCn: "黎凡特生物医学研究所，西班牙巴伦西亚",
      },
      {
        nameEn: "Yuki Tanaka",
        nameCn: "田中由纪",
        affiliationEn: "Kansai Institute for Neural Circuits, Osaka, Japan",
        affiliationCn: "关西神经环路研究所，日本大阪",
      },
      {
        nameEn: "Jing Wang",
        nameCn: "王静",
        affiliationEn: "Northern Coast University, Qingdao, China",
        affiliationCn: "北海岸大学，中国青岛",
      },
    ],
    reviewers: [
      {
        nameEn: "Ahmed Farouk",
        nameCn: "艾哈迈德·法鲁克",
        affiliationEn: "Gulf Institute of Biotechnology, Doha, Qatar",
        affiliationCn: "海湾生物技术研究所，卡塔尔多哈",
      },
      {
        nameEn: "Xin Guo",
        nameCn: "郭欣",
        affiliationEn: "Eastlake Institute of Life Sciences, Hangzhou, China",
        affiliationCn: "东湖生命科学研究院，中国杭州",
      },
      {
        nameEn: "Laura Bianchi",
        nameCn: "劳拉·比安基",
        affiliationEn: "Tyrrhenian Institute of Neuroscience, Pisa, Italy",
        affiliationCn: "第勒尼安神经科学研究所，意大利比萨",
      },
      {
        nameEn: "Sung-min Choi",
        nameCn: "崔成敏",
        affiliationEn: "Hanbit Institute of Science and Technology, Daejeon, South Korea",
        affiliationCn: "韩光科学技术院，韩国大田",
      },
    ],
    sections: [
      {
        titleEn: "Genome engineering",
        titleCn: "基因组工程",
        categoryIds: [1, 9],
        protocolSlugs: ["crispr-knockout-hela", "rt-qpcr"],
      },
      {
        titleEn: "Neuronal culture and imaging",
        titleCn: "神经元培养与成像",
        categoryIds: [6, 4],
        protocolSlugs: ["mouse-primary-neurons", "immunofluorescence-cultured-cells"],
      },
      {
        titleEn: "Recording and analysis",
        titleCn: "电生理记录与数据分析",
        categoryIds: [6, 26, 33],
        protocolSlugs: ["whole-cell-patch-clamp", "scrnaseq-analysis-r"],
      },
    ],
  },
];

// ---------------------------------------------------------------------------------------------
// Advertisements
// ---------------------------------------------------------------------------------------------

export const advertisements: AdvertisementSeed[] = [
  // English, top of home page
  {
    displayNumber: 101,
    titleEn: "Helix Bioreagents — high-fidelity Cas9 nuclease, 20% off for OPLS readers",
    titleCn: "螺旋生物试剂——高保真 Cas9 核酸酶，OPLS 读者专享八折",
    url: "/en/sap#sponsors",
    imgPc: "/images/ads/101-pc.svg",
    imgMobile: "/images/ads/101-mobile.svg",
    adPage: 1,
    adLocation: 1,
    siteLanguage: 1,
  },
  {
    displayNumber: 102,
    titleEn: "Free webinar: building multicolour flow cytometry panels — 3 December 2026",
    titleCn: "免费网络研讨会：构建多色流式细胞术抗体组合——2026 年 12 月 3 日",
    url: "/en/webinars",
    imgPc: "/images/ads/102-pc.svg",
    imgMobile: "/images/ads/102-mobile.svg",
    adPage: 1,
    adLocation: 1,
    siteLanguage: 1,
  },
  {
    displayNumber: 103,
    titleEn: "OPLS Preprints — share your method today, posting is free",
    titleCn: "OPLS 预印本——今天就分享您的方法，免费发布",
    url: "/en/preprints",
    imgPc: "/images/ads/103-pc.svg",
    imgMobile: "/images/ads/103-mobile.svg",
    adPage: 1,
    adLocation: 1,
    siteLanguage: 1,
  },
  // Chinese, top of home page
  {
    displayNumber: 104,
    titleEn: "Lumen Imaging Systems — confocal imaging made simple",
    titleCn: "流明成像系统——共聚焦成像，简单可靠",
    url: "/cn/sap#sponsors",
    imgPc: "/images/ads/104-pc.svg",
    imgMobile: "/images/ads/104-mobile.svg",
    adPage: 1,
    adLocation: 1,
    siteLanguage: 2,
  },
  {
    displayNumber: 105,
    titleEn: "OPLS webinar series 2026–2027 — register free",
    titleCn: "OPLS 2026–2027 网络研讨会系列——免费报名",
    url: "/cn/webinars",
    imgPc: "/images/ads/105-pc.svg",
    imgMobile: "/images/ads/105-mobile.svg",
    adPage: 1,
    adLocation: 1,
    siteLanguage: 2,
  },
  {
    displayNumber: 106,
    titleEn: "Become an OPLS Ambassador — applications open September 2026",
    titleCn: "成为 OPLS 大使——2026 年 9 月开放申请",
    url: "/cn/ambassador",
    imgPc: "/images/ads/106-pc.svg",
    imgMobile: "/images/ads/106-mobile.svg",
    adPage: 1,
    adLocation: 1,
    siteLanguage: 2,
  },
  // Bottom of other pages
  {
    displayNumber: 107,
    titleEn: "CellCraft Media — serum-free neuronal culture medium, request a free sample",
    titleCn: "细胞工坊培养基——无血清神经元培养基，免费申领试用装",
    url: "/en/sap#sponsors",
    imgPc: "/images/ads/107-pc.svg",
    imgMobile: "/images/ads/107-mobile.svg",
    adPage: 1000,
    adLocation: 3,
    siteLanguage: 1,
  },
  {
    displayNumber: 108,
    titleEn: "OPLS Preprints — bilingual, citable, free to post",
    titleCn: "OPLS 预印本——双语发布，可引用，免费",
    url: "/cn/preprints",
    imgPc: "/images/ads/108-pc.svg",
    imgMobile: "/images/ads/108-mobile.svg",
    adPage: 1000,
    adLocation: 3,
    siteLanguage: 2,
  },
];
