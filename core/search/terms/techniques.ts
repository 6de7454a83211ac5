/** Term dictionary: techniques (format: ./parse-term-lines.ts). Original work of the journal. */
export const TERMS = `
# Basic bench operations
centrifugation | 离心; 离心处理
low-speed centrifugation | 低速离心
brief centrifugation; quick spin; pulse spin | 瞬时离心; 短暂离心; 快速离心
differential centrifugation | 差速离心; 差速离心法
density gradient centrifugation | 密度梯度离心; 密度梯度离心法
sucrose density gradient centrifugation; sucrose gradient centrifugation | 蔗糖密度梯度离心; 蔗糖梯度离心
Ficoll density gradient centrifugation; Ficoll separation | Ficoll密度梯度离心; Ficoll分离
ultracentrifugation | 超速离心; 超离; 超速离心机
incubation | 孵育; 温育
vortexing | 涡旋; 涡旋振荡; 涡旋混匀
resuspension | 重悬; 重新悬浮
trituration; pipetting up and down | 吹打; 吹打混匀; 反复吹打
pipetting | 移液; 移液操作
aliquoting | 分装
serial dilution; dilution series | 梯度稀释; 系列稀释; 倍比稀释; 稀释梯度
snap freezing; flash freezing | 速冻; 液氮速冻; 快速冷冻
freeze-thaw; freeze-thaw cycle | 冻融; 反复冻融; 冻融循环
elution | 洗脱
degassing | 脱气
dialysis | 透析
ultrafiltration | 超滤; 超滤浓缩
vacuum centrifugation; centrifugal evaporation | 真空离心浓缩; 真空浓缩; 真空离心干燥
buffer exchange | 缓冲液置换; 换缓冲液
desalting | 脱盐
lyophilization; lyophilisation; freeze-drying | 冻干; 冷冻干燥
filter sterilization; sterile filtration | 过滤除菌; 无菌过滤
autoclaving; autoclave sterilization | 高压灭菌; 高压蒸汽灭菌
sterilization; sterilisation | 灭菌
disinfection | 消毒
UV sterilization; ultraviolet sterilization | 紫外灭菌; 紫外消毒
aseptic technique; sterile technique | 无菌操作; 无菌技术
heat inactivation | 热灭活
sonication; ultrasonication | 超声破碎; 超声处理; 超声裂解
lysis; cell lysis | 裂解; 细胞裂解
red blood cell lysis; erythrocyte lysis; RBC lysis | 红细胞裂解
crosslinking; cross-linking | 交联
formaldehyde crosslinking; formaldehyde cross-linking | 甲醛交联
reverse crosslinking; decrosslinking; crosslink reversal | 解交联; 去交联
UV crosslinking; UV cross-linking | 紫外交联; 紫外交联仪
X-ray irradiation | X射线照射; X射线辐照; X射线辐照仪
UV irradiation; ultraviolet irradiation | 紫外照射; 紫外线照射
hypoxia treatment; hypoxic treatment | 缺氧处理; 低氧处理
oxygen-glucose deprivation; OGD | 氧糖剥夺
serum starvation | 血清饥饿; 血清剥夺

# Protein electrophoresis and blotting
western blot; immunoblot; WB | 蛋白质印迹; 蛋白印迹; 免疫印迹; Western印迹; 蛋白质印迹法; 蛋白免疫印迹; 免疫印迹法
SDS-PAGE; SDS polyacrylamide gel electrophoresis; sodium dodecyl sulfate polyacrylamide gel electrophoresis | SDS-聚丙烯酰胺凝胶电泳; 十二烷基硫酸钠-聚丙烯酰胺凝胶电泳
polyacrylamide gel electrophoresis | 聚丙烯酰胺凝胶电泳
native PAGE; native gel electrophoresis; non-denaturing PAGE | 非变性聚丙烯酰胺凝胶电泳; 非变性凝胶电泳; 天然凝胶电泳
blue native PAGE; BN-PAGE | 蓝色非变性凝胶电泳; 蓝色非变性聚丙烯酰胺凝胶电泳
Tricine SDS-PAGE; Tricine-SDS-PAGE | Tricine-SDS-聚丙烯酰胺凝胶电泳; Tricine胶电泳
two-dimensional gel electrophoresis; 2D gel electrophoresis; 2-DE | 双向凝胶电泳; 二维凝胶电泳; 双向电泳
isoelectric focusing; IEF | 等电聚焦; 等电聚焦电泳
Phos-tag SDS-PAGE; Phos-tag gel | Phos-tag凝胶电泳; Phos-tag胶
gel electrophoresis | 凝胶电泳
electrophoresis | 电泳
agarose gel electrophoresis | 琼脂糖凝胶电泳; 琼脂糖电泳
capillary electrophoresis | 毛细管电泳
pulsed-field gel electrophoresis; PFGE | 脉冲场凝胶电泳
gel casting; gel preparation | 制胶; 灌胶
protein transfer; electroblotting | 转膜; 转印; 电转印
wet transfer; tank transfer; wet blotting | 湿法转印; 湿转; 湿法转膜; 槽式转印; 湿式转印
semi-dry transfer; semi-dry blotting | 半干法转印; 半干转; 半干法转膜; 半干转印
membrane stripping; stripping and reprobing | 膜再生; 抗体剥离
Ponceau S staining; Ponceau staining | 丽春红染色; 丽春红S染色
Coomassie staining; Coomassie blue staining; Coomassie brilliant blue staining | 考马斯亮蓝染色; 考马斯蓝染色
silver staining | 银染; 银染色; 银染法
zymography; gelatin zymography | 酶谱法; 明胶酶谱; 明胶酶谱法
Northern blot; RNA blot | Northern印迹; RNA印迹; Northern杂交
Southern blot; DNA blot | Southern印迹; DNA印迹; Southern杂交
dot blot | 斑点印迹; 点印迹; 斑点杂交
far-western blot; far western | Far-Western印迹
enhanced chemiluminescence; ECL detection | 增强化学发光; ECL检测; ECL显影
chemiluminescence | 化学发光
chemiluminescence detection | 化学发光检测; 化学发光法
film development; X-ray film development | 胶片显影; 曝光显影

# Protein quantification and biochemical assays
protein quantification; protein quantitation; protein concentration determination | 蛋白定量; 蛋白质定量; 蛋白浓度测定; 蛋白质浓度测定
BCA assay; bicinchoninic acid assay; BCA protein assay | BCA法; BCA测定; 二喹啉甲酸法; BCA蛋白定量
Bradford assay; Bradford protein assay | Bradford法; 考马斯亮蓝法; Bradford蛋白定量
Lowry assay; Lowry method | Lowry法; 福林酚法
enzyme activity assay; enzyme assay | 酶活性测定; 酶活测定; 酶活性检测
continuous spectrophotometric enzyme assay; continuous enzyme assay | 酶活性连续监测法; 连续监测法; 连续分光光度法
coupled enzyme assay; enzyme-coupled assay | 偶联酶法; 酶偶联测定; 酶偶联法
kinase assay; in vitro kinase assay; kinase activity assay | 激酶活性测定; 体外激酶实验; 激酶实验; 激酶活性检测
radiometric kinase assay; radioactive kinase assay | 放射性同位素标记激酶活性检测; 放射性激酶测定; 放射性激酶实验
phosphatase assay; phosphatase activity assay | 磷酸酶活性测定; 磷酸酶活性检测
ATPase assay; ATPase activity assay | ATP酶活性测定; ATP酶活性检测
protease activity assay | 蛋白酶活性测定; 蛋白酶活性检测
caspase activity assay; caspase assay | caspase活性检测; 胱天蛋白酶活性检测
luciferase reporter assay; luciferase assay | 荧光素酶报告基因检测; 荧光素酶检测; 荧光素酶报告基因实验; 荧光素酶报告实验
dual-luciferase reporter assay; dual-luciferase assay; dual luciferase reporter assay | 双荧光素酶报告基因检测; 双荧光素酶检测; 双荧光素酶报告基因实验; 双荧光素酶报告系统
reporter gene assay; reporter assay | 报告基因检测; 报告基因实验
β-galactosidase assay | β-半乳糖苷酶检测; β-半乳糖苷酶活性测定; β-半乳糖苷酶实验
senescence-associated beta-galactosidase staining; SA-β-gal staining | 衰老相关β-半乳糖苷酶染色; SA-β-gal染色
GUS staining; GUS assay; GUS histochemical staining | GUS染色; GUS组织化学染色; GUS活性检测
ELISA; enzyme-linked immunosorbent assay | 酶联免疫吸附测定; 酶联免疫吸附试验; 酶联免疫吸附实验; ELISA检测; 酶联免疫法
sandwich ELISA | 夹心ELISA; 双抗体夹心法; 双抗夹心ELISA
competitive ELISA | 竞争ELISA; 竞争法ELISA; 竞争性ELISA
ELISpot; enzyme-linked immunospot assay; ELISpot assay | 酶联免疫斑点法; 酶联免疫斑点试验; 酶联免疫斑点实验
IFN-γ ELISpot; IFN-γ ELISpot assay | IFN-γ酶联免疫斑点法; IFN-γ ELISpot实验
immunoassay | 免疫分析; 免疫测定; 免疫检测
radioimmunoassay; RIA | 放射免疫分析; 放射免疫测定
Luminex assay; Luminex multiplex assay | Luminex检测; Luminex液相芯片
cytometric bead array | 流式微球阵列; 流式微球芯片
lateral flow assay; lateral flow immunoassay | 侧流层析; 胶体金免疫层析; 侧向层析
electrophoretic mobility shift assay; EMSA; gel shift assay | 凝胶迁移实验; 电泳迁移率变动分析; 凝胶阻滞实验; EMSA实验; 凝胶迁移阻滞实验
DNA footprinting; DNase I footprinting | DNA足迹法; 足迹法; DNase I足迹法
SELEX; systematic evolution of ligands by exponential enrichment | 指数富集的配体系统进化技术; 配体指数富集系统进化
biotinylation; biotin labeling | 生物素化; 生物素标记
fluorescent labeling | 荧光标记; 荧光标记法
dye labeling; fluorescent dye labeling | 染料标记; 荧光染料标记
radiolabeling; radioactive labeling | 放射性标记; 放射性同位素标记
digoxigenin labeling; DIG labeling | 地高辛标记; DIG标记
antibody labeling; antibody conjugation | 抗体标记; 抗体偶联
nick translation | 切口平移; 缺口平移
surface passivation | 表面钝化
ligand screening; ligand binding screen | 配体筛选

# Protein interactions and biophysics
immunoprecipitation; IP | 免疫沉淀
co-immunoprecipitation; co-IP; CoIP | 免疫共沉淀; 共免疫沉淀; 蛋白免疫共沉淀
chromatin immunoprecipitation; ChIP | 染色质免疫沉淀; 染色质免疫共沉淀
ChIP-qPCR; ChIP quantitative PCR | 染色质免疫沉淀定量PCR; ChIP定量PCR
ChIP-seq; ChIP sequencing; chromatin immunoprecipitation sequencing | 染色质免疫沉淀测序; ChIP测序; 染色质免疫共沉淀测序
CUT&RUN; cleavage under targets and release using nuclease |
CUT&Tag; cleavage under targets and tagmentation |
RNA immunoprecipitation; RIP | RNA免疫沉淀; RNA结合蛋白免疫沉淀
CLIP-seq; crosslinking immunoprecipitation sequencing; HITS-CLIP | 交联免疫沉淀测序; 紫外交联免疫沉淀测序
pull-down assay; pull-down | 下拉实验; pull-down实验; 蛋白下拉实验
GST pull-down; GST pull-down assay | GST下拉实验; GST pull-down实验
proximity ligation assay; in situ proximity ligation assay; in situ proximity ligation | 邻近连接技术; 原位邻近连接技术; 邻位连接技术; 邻近连接实验
proximity labeling | 邻近标记; 邻近标记技术
yeast two-hybrid; Y2H; yeast two-hybrid assay | 酵母双杂交; 酵母双杂交实验; 酵母双杂交系统
bacterial two-hybrid; B2H; bacterial two-hybrid assay | 细菌双杂交; 细菌双杂交系统
BACTH; bacterial adenylate cyclase two-hybrid; BACTH assay | 细菌腺苷酸环化酶双杂交; 细菌腺苷酸环化酶双杂交检测
bimolecular fluorescence complementation; BiFC | 双分子荧光互补
FRET; fluorescence resonance energy transfer; Förster resonance energy transfer | 荧光共振能量转移; 荧光能量共振转移
BRET; bioluminescence resonance energy transfer | 生物发光共振能量转移
single-molecule FRET; smFRET; single-molecule FRET imaging | 单分子FRET; 单分子荧光共振能量转移; 单分子FRET成像; 全内反射荧光单分子FRET成像
single-molecule imaging | 单分子成像
single-molecule detection | 单分子检测
surface plasmon resonance; SPR | 表面等离子共振; 表面等离子体共振
bio-layer interferometry; biolayer interferometry | 生物膜干涉; 生物膜层干涉技术; 生物膜干涉技术
isothermal titration calorimetry; ITC | 等温滴定量热法; 等温滴定量热; 等温滴定微量热法
differential scanning calorimetry; DSC | 差示扫描量热法; 差示扫描量热
microscale thermophoresis; MST | 微量热泳动; 微量热泳动技术
differential scanning fluorimetry; DSF; differential scanning fluorometry | 差示扫描荧光法; 差示扫描荧光
thermal shift assay; protein thermal shift assay | 热迁移分析; 热迁移实验; 热位移分析
cellular thermal shift assay; CETSA | 细胞热迁移分析; 细胞热位移分析; 细胞热转移实验
dynamic light scattering; DLS | 动态光散射; 动态光散射法
multi-angle light scattering; MALS | 多角度光散射; 多角度激光光散射
analytical ultracentrifugation | 分析超速离心; 分析型超速离心
circular dichroism; CD spectroscopy; circular dichroism spectroscopy | 圆二色谱; 圆二色光谱; 圆二色性光谱
X-ray crystallography | X射线晶体学; X射线晶体衍射
protein crystallization; protein crystallisation | 蛋白质结晶; 蛋白结晶
cryo-electron microscopy; cryo-EM; cryogenic electron microscopy | 冷冻电镜; 冷冻电子显微镜; 冷冻电子显微术
negative staining; negative stain electron microscopy | 负染; 负染色; 负染电镜
NMR spectroscopy; nuclear magnetic resonance spectroscopy | 核磁共振波谱; 核磁共振波谱法; 核磁共振光谱
hydrogen-deuterium exchange mass spectrometry; HDX-MS | 氢氘交换质谱
crosslinking mass spectrometry; XL-MS; cross-linking mass spectrometry | 交联质谱
affinity purification-mass spectrometry; AP-MS | 亲和纯化-质谱; 亲和纯化质谱联用

# Protein expression and purification
protein purification | 蛋白纯化; 蛋白质纯化
recombinant protein expression | 重组蛋白表达
prokaryotic expression | 原核表达
eukaryotic expression | 真核表达
IPTG induction | IPTG诱导; IPTG诱导表达
induced expression; protein induction | 诱导表达; 蛋白诱导表达
autoinduction; auto-induction | 自诱导; 自诱导表达
His-tag purification; His-tagged protein purification | His标签纯化; His标签蛋白纯化; 组氨酸标签纯化
GST affinity purification; GST purification | GST亲和纯化; GST纯化
affinity chromatography | 亲和层析; 亲和色谱
affinity purification | 亲和纯化
Ni-NTA affinity chromatography; nickel affinity chromatography; Ni-NTA purification | Ni-NTA亲和层析; 镍柱亲和层析; 镍柱纯化; 镍柱亲和纯化
immobilized metal affinity chromatography; immobilised metal affinity chromatography; IMAC; metal chelate affinity chromatography | 固定化金属亲和层析; 金属螯合亲和层析; 固定化金属离子亲和层析; 金属螯合层析
size-exclusion chromatography; gel filtration; gel filtration chromatography | 分子排阻层析; 凝胶过滤层析; 尺寸排阻色谱; 体积排阻色谱; 凝胶过滤; 分子筛层析
ion-exchange chromatography; IEX | 离子交换层析; 离子交换色谱
anion-exchange chromatography | 阴离子交换层析; 阴离子交换色谱
cation-exchange chromatography | 阳离子交换层析; 阳离子交换色谱
hydrophobic interaction chromatography; HIC | 疏水相互作用层析; 疏水层析; 疏水作用色谱
reversed-phase chromatography | 反相层析; 反相色谱
reversed-phase HPLC; RP-HPLC | 反相高效液相色谱; 反相HPLC
HPLC; high-performance liquid chromatography; high-pressure liquid chromatography | 高效液相色谱; 高效液相色谱法
UHPLC; UPLC; ultra-high-performance liquid chromatography | 超高效液相色谱; 超高效液相色谱法
FPLC; fast protein liquid chromatography | 快速蛋白液相色谱
thin-layer chromatography; TLC | 薄层层析; 薄层色谱
column chromatography | 柱层析; 柱色谱
gas chromatography | 气相色谱; 气相色谱法
liquid chromatography | 液相色谱; 液相色谱法
chromatography | 层析; 色谱; 色谱法; 层析法
protein refolding | 蛋白复性; 蛋白质复性
inclusion body purification; inclusion body solubilization | 包涵体纯化; 包涵体溶解
tag cleavage; tag removal | 去除标签; 标签切除; 切除标签
TEV cleavage; TEV protease cleavage | TEV酶切; TEV蛋白酶酶切
protein extraction | 蛋白提取; 蛋白质提取
subcellular fractionation; cell fractionation | 亚细胞组分分离; 亚细胞分级分离; 细胞组分分离; 亚细胞分离
nuclear fraction | 细胞核组分; 核组分
nuclei isolation; nuclear isolation | 细胞核提取; 核提取; 细胞核分离
nuclear-cytoplasmic fractionation; nucleocytoplasmic fractionation | 核质分离; 核质分级分离
mitochondria isolation; mitochondrial isolation | 线粒体分离; 线粒体提取
exosome isolation; extracellular vesicle isolation; EV isolation | 外泌体提取; 外泌体分离; 细胞外囊泡分离
membrane protein extraction | 膜蛋白提取
SP3 sample preparation; SP3; single-pot solid-phase-enhanced sample preparation | SP3样品制备; SP3法
SPS-MS3; synchronous precursor selection MS3 | 同步前体选择MS3
protein precipitation; TCA precipitation | 蛋白沉淀; 蛋白质沉淀; TCA沉淀
cell-free protein synthesis; in vitro translation | 无细胞蛋白合成; 体外翻译; 无细胞蛋白表达
antibody purification | 抗体纯化
polyclonal antibody production | 多克隆抗体制备
hybridoma technology; monoclonal antibody production | 杂交瘤技术; 单克隆抗体制备
antibody titration | 抗体滴定
antibody validation | 抗体验证

# Mass spectrometry and omics methods
mass spectrometry | 质谱; 质谱分析; 质谱法; 质谱检测
LC-MS; liquid chromatography-mass spectrometry | 液相色谱-质谱联用; 液质联用
LC-MS/MS; liquid chromatography-tandem mass spectrometry | 液相色谱-串联质谱
tandem mass spectrometry; MS/MS | 串联质谱; 二级质谱
GC-MS; gas chromatography-mass spectrometry | 气相色谱-质谱联用; 气质联用
MALDI-TOF; MALDI-TOF mass spectrometry; MALDI-TOF MS | 基质辅助激光解吸电离飞行时间质谱
intact mass analysis; intact protein mass spectrometry | 完整分子量测定; 完整蛋白质谱
 | 蛋白质组学; 蛋白组学
quantitative proteomics | 定量蛋白质组学; 定量蛋白组学
tandem mass tag; TMT; TMT labeling | 串联质谱标签; TMT标记
TMT-based quantitative proteomics; TMT proteomics | TMT标记定量蛋白质组学; TMT定量蛋白质组学
iTRAQ; isobaric tags for relative and absolute quantitation | iTRAQ标记; 同位素标记相对和绝对定量
isobaric labeling; multiplexed labeling | 等重同位素标记; 多重标记
label-free quantification; LFQ; label-free | 非标记定量; 无标记定量; 非标定量
SILAC; stable isotope labeling by amino acids in cell culture | 细胞培养稳定同位素标记; SILAC标记
data-independent acquisition; DIA | 数据非依赖性采集; 数据非依赖采集
data-dependent acquisition; DDA | 数据依赖性采集; 数据依赖采集
phosphoproteomics | 磷酸化蛋白质组学; 磷酸化蛋白组学
in-gel digestion | 胶内酶切; 胶内酶解
tryptic digestion | 胰酶酶切; 胰蛋白酶酶解; 胰酶酶解
untargeted metabolomics | 非靶向代谢组学
targeted metabolomics | 靶向代谢组学
lipidomics | 脂质组学
stable isotope tracing; isotope tracing | 稳定同位素示踪; 同位素示踪
functional genomics | 功能基因组学

# Nucleic acid extraction and handling
DNA extraction; DNA isolation | DNA提取; DNA抽提
genomic DNA extraction; genomic DNA isolation; gDNA extraction | 基因组DNA提取; 基因组DNA抽提
RNA extraction; RNA isolation | RNA提取; RNA抽提
total RNA extraction; total RNA isolation | 总RNA提取; 总RNA抽提
TRIzol extraction; TRIzol method | TRIzol法; TRIzol提取; Trizol抽提
phenol-chloroform extraction | 酚氯仿抽提; 酚氯仿提取; 酚-氯仿抽提法
ethanol precipitation | 乙醇沉淀; 乙醇沉淀法
isopropanol precipitation | 异丙醇沉淀
plasmid extraction; plasmid isolation; plasmid purification | 质粒提取; 质粒抽提; 质粒纯化
plasmid miniprep; miniprep | 质粒小提; 质粒小量提取
plasmid maxiprep; maxiprep; plasmid midiprep | 质粒大提; 质粒大量提取; 质粒中提
gel extraction; gel purification; DNA gel extraction | 胶回收; 凝胶回收; 切胶回收; 切胶纯化
PCR purification; PCR cleanup; PCR product purification | PCR产物纯化; PCR纯化
magnetic bead purification; bead cleanup; SPRI cleanup | 磁珠纯化; 磁珠法纯化
nucleic acid quantification | 核酸定量
DNA quantification | DNA定量
RNA quality control; RNA integrity assessment | RNA质量控制; RNA质控; RNA完整性检测
DNase treatment; DNase I digestion | DNase处理; DNase I消化; 去除基因组DNA
in vitro transcription | 体外转录
probe synthesis; riboprobe synthesis | 探针合成; 探针制备; RNA探针合成

# PCR and amplification
polymerase chain reaction; PCR | 聚合酶链式反应; 聚合酶链反应; PCR扩增
quantitative PCR; qPCR; real-time PCR; real-time quantitative PCR | 实时荧光定量PCR; 荧光定量PCR; 定量PCR; 实时定量PCR; 实时荧光PCR
RT-qPCR; reverse transcription quantitative PCR; qRT-PCR; real-time RT-PCR | 反转录定量PCR; 逆转录定量PCR; 实时荧光定量RT-PCR; 反转录实时荧光定量PCR; 逆转录实时定量PCR
RT-PCR; reverse transcription PCR; reverse transcription-PCR | 反转录PCR; 逆转录PCR
two-step RT-qPCR | 两步法RT-qPCR; 两步法反转录定量PCR
one-step RT-qPCR | 一步法RT-qPCR; 一步法反转录定量PCR
reverse transcription; cDNA synthesis | 反转录; 逆转录; cDNA合成
digital PCR; dPCR | 数字PCR
droplet digital PCR; ddPCR | 微滴式数字PCR; 液滴数字PCR; 微滴数字PCR
colony PCR | 菌落PCR
touchdown PCR | 降落PCR; 递减PCR; 降落式PCR
nested PCR | 巢式PCR
multiplex PCR | 多重PCR
hot-start PCR | 热启动PCR
overlap extension PCR; overlap PCR; fusion PCR | 重叠延伸PCR; 重叠PCR; 融合PCR
inverse PCR | 反向PCR
long-range PCR; long PCR | 长片段PCR
methylation-specific PCR; MSP | 甲基化特异性PCR
allele-specific PCR | 等位基因特异性PCR
rapid amplification of cDNA ends; 5' RACE; 3' RACE | cDNA末端快速扩增
loop-mediated isothermal amplification | 环介导等温扩增
isothermal amplification | 等温扩增
rolling circle amplification; rolling-circle amplification; RCA | 滚环扩增
whole-genome amplification | 全基因组扩增
genotyping assay; PCR genotyping | 基因分型; 基因分型鉴定
SNP genotyping | SNP分型
tail biopsy; tail clipping | 剪尾; 鼠尾取样
microsatellite analysis; SSR analysis | 微卫星分析; SSR分析

# Sequencing
sequencing | 测序
DNA sequencing | DNA测序
Sanger sequencing; dideoxy sequencing; chain-termination sequencing | Sanger测序; 双脱氧测序; 一代测序; 桑格测序
next-generation sequencing; NGS; high-throughput sequencing; massively parallel sequencing; second-generation sequencing | 二代测序; 高通量测序; 下一代测序; 新一代测序; 第二代测序
Illumina sequencing | Illumina测序
long-read sequencing; third-generation sequencing | 长读长测序; 三代测序; 第三代测序
nanopore sequencing; Oxford Nanopore sequencing | 纳米孔测序
SMRT sequencing; single-molecule real-time sequencing; PacBio sequencing | 单分子实时测序; PacBio测序
pyrosequencing | 焦磷酸测序
paired-end sequencing | 双端测序; 双末端测序
single-end sequencing | 单端测序
library preparation; library construction; library prep | 文库构建; 建库; 文库制备
end repair | 末端修复
A-tailing; dA-tailing | 加A尾
adapter ligation; adaptor ligation | 接头连接; 连接接头
size selection; fragment size selection | 片段分选; 片段筛选; 片段大小选择
tagmentation | 片段化标签; Tn5片段化
whole-genome sequencing; WGS; genome sequencing | 全基因组测序; 基因组测序
whole-exome sequencing; WES; exome sequencing | 全外显子测序; 外显子组测序; 全外显子组测序
targeted sequencing; targeted resequencing | 靶向测序; 目标区域测序; 靶向重测序
amplicon sequencing | 扩增子测序
RNA sequencing; RNA-seq; transcriptome sequencing; bulk RNA-seq | 转录组测序; RNA测序
single-cell RNA sequencing; scRNA-seq; single-cell RNA-seq | 单细胞RNA测序; 单细胞转录组测序
single-nucleus RNA sequencing; snRNA-seq; single-nucleus RNA-seq | 单细胞核RNA测序; 单核RNA测序; 单细胞核转录组测序
single-cell sequencing | 单细胞测序
spatial transcriptomics | 空间转录组; 空间转录组学; 空间转录组测序
small RNA sequencing; small RNA-seq; miRNA sequencing | 小RNA测序; miRNA测序
ATAC-seq; assay for transposase-accessible chromatin with sequencing | 转座酶可及染色质测序; 染色质可及性测序; 染色质开放性测序
DNase-seq; DNase I hypersensitive site sequencing | DNase I超敏位点测序
MNase-seq | 微球菌核酸酶测序
Hi-C | 高通量染色体构象捕获
chromosome conformation capture; 3C | 染色体构象捕获
bisulfite sequencing; bisulphite sequencing | 亚硫酸氢盐测序; 重亚硫酸盐测序
whole-genome bisulfite sequencing; WGBS; whole-genome bisulphite sequencing | 全基因组亚硫酸氢盐测序; 全基因组甲基化测序
reduced representation bisulfite sequencing; RRBS | 简化甲基化测序; 简化代表性亚硫酸氢盐测序
MeDIP; methylated DNA immunoprecipitation | 甲基化DNA免疫沉淀
Ribo-seq; ribosome profiling | 核糖体图谱分析; 核糖体足迹测序; 核糖体印迹测序
polysome profiling | 多聚核糖体分析; 多核糖体谱分析; 多核糖体图谱
16S rRNA gene sequencing; 16S rRNA sequencing; 16S sequencing; 16S amplicon sequencing | 16S rRNA测序; 16S rRNA基因测序; 16S测序; 16S扩增子测序
shotgun metagenomic sequencing; metagenomic sequencing | 宏基因组测序; 鸟枪法宏基因组测序
metagenomics | 宏基因组学
transposon sequencing; Tn-seq | 转座子测序
microarray; DNA microarray; gene expression microarray | 基因芯片; 微阵列; DNA微阵列; 表达谱芯片

# Molecular cloning
cloning | 克隆
molecular cloning | 分子克隆
gene cloning | 基因克隆
plasmid construction; vector construction | 质粒构建; 载体构建; 构建质粒
restriction digestion; restriction enzyme digestion | 酶切; 限制性酶切; 限制性内切酶酶切; 限制酶酶切
double digestion | 双酶切
DNA ligation | DNA连接; 连接反应; 酶连
Gibson assembly; isothermal assembly; Gibson cloning; Gibson assembly cloning | Gibson组装; 等温组装; Gibson组装克隆
seamless cloning | 无缝克隆
Golden Gate assembly; Golden Gate cloning | Golden Gate组装; Golden Gate克隆
TA cloning | TA克隆
TOPO cloning | TOPO克隆
Gateway cloning; Gateway recombination cloning | Gateway克隆; Gateway重组克隆
In-Fusion cloning | In-Fusion克隆; In-Fusion重组克隆
ligation-independent cloning; LIC | 不依赖连接的克隆; 非连接依赖克隆
site-directed mutagenesis | 定点突变; 定点诱变
random mutagenesis | 随机突变; 随机诱变
error-prone PCR | 易错PCR
EMS mutagenesis; ethyl methanesulfonate mutagenesis | EMS诱变; 甲基磺酸乙酯诱变
transposon mutagenesis | 转座子诱变; 转座子突变
codon optimization; codon optimisation | 密码子优化
competent cell preparation | 感受态细胞制备; 制备感受态细胞
transformation | 转化
bacterial transformation | 细菌转化
heat-shock transformation; heat shock transformation | 热激转化; 热激法转化; 热激法
electrotransformation; bacterial electroporation | 电转化; 电击转化
blue-white screening | 蓝白斑筛选
colony picking | 挑菌落; 挑单克隆; 挑克隆
DNA sequencing verification; sequence verification | 测序验证; 测序鉴定

# Gene editing and gene perturbation
genome editing; gene editing | 基因组编辑; 基因编辑
CRISPR-Cas9; CRISPR-Cas9 genome editing; Cas9 genome editing | CRISPR-Cas9基因编辑; CRISPR-Cas9技术; CRISPR-Cas9系统
CRISPR gene editing; CRISPR genome editing; CRISPR editing | CRISPR基因编辑; CRISPR编辑; CRISPR技术
Cas9 RNP delivery; ribonucleoprotein electroporation; RNP electroporation | RNP电转; 核糖核蛋白电转; Cas9核糖核蛋白递送
CRISPR screen | CRISPR筛选
CRISPR knockout screen; pooled CRISPR knockout screen; pooled CRISPR-Cas9 knockout screening | CRISPR敲除筛选; 混合文库CRISPR敲除筛选; 混合文库CRISPR-Cas9敲除筛选
genome-wide CRISPR screen | 全基因组CRISPR筛选
CRISPR interference; CRISPRi | CRISPR干扰
CRISPR activation; CRISPRa | CRISPR激活
base editing | 碱基编辑
prime editing | 先导编辑; 引导编辑
TALEN; transcription activator-like effector nuclease | 转录激活因子样效应物核酸酶; TALEN技术
zinc finger nuclease; ZFN | 锌指核酸酶
gene knockout; knockout | 基因敲除; 敲除
gene knockdown; knockdown | 基因敲低; 敲低
gene knock-in; knock-in | 基因敲入; 敲入
gene silencing | 基因沉默
overexpression; gene overexpression | 过表达; 基因过表达
enhancer analysis; enhancer assay | 增强子分析; 增强子活性检测
F0 knockout; crispant; F0 crispant | F0代敲除; F0敲除
conditional knockout; cKO | 条件性敲除; 条件敲除; 条件性基因敲除
gene targeting | 基因打靶; 基因靶向
Cre-loxP recombination; Cre-loxP system | Cre-loxP重组; Cre-loxP系统; Cre-loxP重组系统
tamoxifen induction | 他莫昔芬诱导
RNA interference; RNAi | RNA干扰
siRNA transfection; siRNA knockdown | siRNA转染; siRNA敲低
shRNA knockdown | shRNA敲低; shRNA干扰
feeding RNAi; RNAi by feeding; RNA interference by feeding | 喂食法RNA干扰; 喂食法RNAi; 饲喂法RNA干扰
morpholino knockdown; morpholino injection | 吗啉代敲低; 吗啉代寡核苷酸敲低; 吗啉环寡核苷酸敲低
virus-induced gene silencing; VIGS | 病毒诱导的基因沉默; 病毒诱导基因沉默
transgenesis | 转基因技术
Tol2 transgenesis | Tol2转基因; Tol2转座子转基因
reverse genetics | 反向遗传学
forward genetics; forward genetic screen | 正向遗传学; 正向遗传筛选
map-based cloning; positional cloning | 图位克隆; 定位克隆

# Gene delivery
transfection | 转染
transient transfection | 瞬时转染
mock transfection | 模拟转染; 空转染
stable transfection | 稳定转染; 稳转
lipofection; lipid-mediated transfection; liposome-mediated transfection | 脂质体转染; 脂质体介导转染; 脂质体转染法
calcium phosphate transfection | 磷酸钙转染; 磷酸钙沉淀法
PEI transfection; polyethylenimine transfection | PEI转染; 聚乙烯亚胺转染
electroporation | 电穿孔; 电转; 电转染; 电穿孔法
nucleofection | 核转染
in vivo electroporation | 活体电穿孔; 在体电穿孔
in ovo electroporation | 鸡胚活体电穿孔; 卵内电穿孔; 鸡胚电穿孔
in utero electroporation | 子宫内电穿孔; 宫内电转
viral transduction; transduction | 转导; 病毒转导
lentiviral transduction; lentivirus transduction; lentiviral infection | 慢病毒转导; 慢病毒感染
retroviral transduction | 逆转录病毒转导; 反转录病毒转导; 逆转录病毒感染
lentivirus production; lentiviral packaging; lentivirus packaging | 慢病毒包装; 慢病毒制备
virus packaging; viral packaging | 病毒包装
AAV production; AAV packaging | AAV包装; AAV病毒包装; AAV制备
virus titration; viral titer determination | 病毒滴度测定; 病毒滴定
gene delivery | 基因递送; 基因导入
microinjection | 显微注射
pronuclear injection; pronuclear microinjection | 原核注射; 原核显微注射
zygote injection | 受精卵注射; 受精卵显微注射
blastocyst injection | 囊胚注射
biolistics; particle bombardment; gene gun bombardment | 基因枪; 粒子轰击; 基因枪法

# Cell culture
cell culture | 细胞培养
primary culture; primary cell culture | 原代培养; 原代细胞培养
primary neuron culture | 原代神经元培养; 神经元原代培养
primary cortical neuron culture | 原代皮层神经元培养; 皮层神经元原代培养
primary hippocampal neuron culture | 原代海马神经元培养; 海马神经元原代培养
cell passaging; passaging; subculture | 传代; 细胞传代; 传代培养
cryopreservation; cell cryopreservation; cell freezing | 冻存; 细胞冻存; 冷冻保存
cell thawing; cell resuscitation | 细胞复苏
trypsinisation; trypsin digestion | 胰酶消化; 胰蛋白酶消化
cell counting | 细胞计数
cell seeding; cell plating | 细胞接种; 铺板; 铺细胞
coating | 包被
poly-D-lysine coating; poly-lysine coating | 多聚赖氨酸包被; PDL包被; 多聚-D-赖氨酸包被
co-culture; coculture | 共培养
suspension culture | 悬浮培养
monolayer culture | 单层培养
3D cell culture; three-dimensional cell culture; 3D culture | 三维细胞培养; 3D细胞培养; 三维培养
organoid culture | 类器官培养
intestinal organoid culture; intestinal crypt organoid culture | 肠道类器官培养; 肠类器官培养; 肠隐窝类器官培养
tumour organoid culture; tumor organoid culture | 肿瘤类器官培养
colorectal tumour organoid culture; colorectal cancer organoid culture | 结直肠肿瘤类器官培养; 结直肠癌类器官培养
crypt isolation | 隐窝分离
explant culture | 外植体培养
organotypic slice culture | 器官型脑片培养; 器官型切片培养; 脑片培养
serum-free culture | 无血清培养
conditioned medium preparation | 条件培养基制备
tissue culture | 组织培养
cell line authentication; STR profiling | 细胞系鉴定; STR鉴定; STR分型
mycoplasma testing; mycoplasma detection | 支原体检测
karyotyping; karyotype analysis | 核型分析
single-cell cloning | 单细胞克隆
limiting dilution; limiting dilution cloning | 有限稀释法; 有限稀释
antibiotic selection; drug selection | 抗生素筛选; 抗性筛选
puromycin selection | 嘌呤霉素筛选
hygromycin selection | 潮霉素筛选
kanamycin selection | 卡那霉素筛选
G418 selection; neomycin selection | G418筛选; 新霉素筛选
blasticidin selection | 杀稻瘟菌素筛选
stable cell line generation; stable cell line establishment | 稳定细胞系构建; 稳转细胞系构建; 稳定株构建
cell synchronization; cell cycle synchronization; cell synchronisation | 细胞同步化; 细胞周期同步化
double thymidine block | 双胸苷阻断
tissue dissociation; enzymatic dissociation | 组织解离; 酶解离; 酶消化解离
papain dissociation | 木瓜蛋白酶解离; 木瓜蛋白酶消化
single-cell suspension preparation | 单细胞悬液制备; 制备单细胞悬液
PBMC isolation; peripheral blood mononuclear cell isolation | PBMC分离; 外周血单个核细胞分离
neutrophil isolation | 中性粒细胞分离
T cell isolation | T细胞分离
hepatocyte isolation | 肝细胞分离
cardiomyocyte isolation | 心肌细胞分离
islet isolation; pancreatic islet isolation | 胰岛分离
Langendorff perfusion; isolated heart perfusion | Langendorff灌流; 离体心脏灌流
bone marrow-derived macrophage differentiation; BMDM differentiation | 骨髓来源巨噬细胞诱导分化; 骨髓巨噬细胞分化
macrophage polarization; macrophage polarisation | 巨噬细胞极化
directed differentiation | 定向分化
cardiomyocyte differentiation | 心肌细胞分化; 心肌细胞定向分化
neural induction | 神经诱导
lactate selection; lactate purification | 乳酸纯化; 乳酸筛选
reprogramming; cellular reprogramming | 重编程; 细胞重编程
iPSC generation; iPSC derivation; iPSC reprogramming | iPSC建立; iPSC诱导; iPSC重编程
Sendai virus reprogramming | 仙台病毒重编程
embryoid body formation | 拟胚体形成; 类胚体形成
teratoma formation assay; teratoma assay | 畸胎瘤形成实验; 畸胎瘤实验
haematopoietic stem cell sorting; hematopoietic stem cell sorting | 造血干细胞流式分选; 造血干细胞分选
bone marrow transplantation | 骨髓移植
transplantation | 移植
competitive repopulation assay; competitive transplantation | 竞争性移植实验; 竞争性重建实验
adoptive transfer; adoptive cell transfer | 过继转移; 过继细胞转移
colony-forming unit assay; CFU assay; methylcellulose colony assay | 集落形成单位实验; CFU实验; 甲基纤维素集落实验
mixed lymphocyte reaction; MLR | 混合淋巴细胞反应
cytotoxicity assay; cell killing assay | 细胞毒性实验; 细胞毒性检测; 细胞杀伤实验
chromium release assay; 51Cr release assay | 铬释放实验; 51Cr释放实验
immunization; immunisation; vaccination | 免疫接种; 疫苗接种

# Cell-based assays
cell viability assay | 细胞活力检测; 细胞存活率检测; 细胞活性检测
cell death assay | 细胞死亡实验; 细胞死亡检测
cell-based assay | 细胞水平检测; 基于细胞的检测
MTT assay | MTT法; MTT实验; MTT比色法
CCK-8 assay; CCK8 assay | CCK-8法; CCK-8实验; CCK8检测
MTS assay | MTS法; MTS实验
resazurin assay; alamarBlue assay | 刃天青法; 阿尔玛蓝法
ATP viability assay; CellTiter-Glo assay; ATP luminescence assay | ATP活力检测; ATP发光法; ATP生物发光法
LDH release assay; lactate dehydrogenase release assay; LDH assay | LDH释放实验; 乳酸脱氢酶释放实验; LDH释放法
trypan blue exclusion; trypan blue staining | 台盼蓝拒染法; 台盼蓝染色; 台盼蓝排斥实验
cell proliferation assay | 细胞增殖实验; 细胞增殖检测
EdU incorporation assay; EdU assay | EdU掺入实验; EdU实验; EdU掺入法
BrdU incorporation assay; BrdU assay | BrdU掺入实验; BrdU掺入法
CFSE dilution assay; CFSE proliferation assay | CFSE稀释法; CFSE增殖实验
dye dilution assay; dye dilution | 染料稀释法; 染料稀释
colony formation assay; clonogenic assay; clonogenic survival assay; colony formation | 克隆形成实验; 平板克隆形成实验; 集落形成实验; 平板克隆形成法; 克隆形成试验; 集落形成
soft agar colony formation assay; soft agar assay; anchorage-independent growth assay | 软琼脂克隆形成实验; 软琼脂集落形成实验
wound healing assay; scratch assay; scratch wound assay | 划痕实验; 细胞划痕实验; 伤口愈合实验
Transwell assay; Boyden chamber assay; Transwell migration and invasion assay | Transwell实验; Transwell小室法; Transwell小室实验; Boyden小室实验
cell migration assay; migration assay | 细胞迁移实验; 迁移实验
cell invasion assay; invasion assay; Matrigel invasion assay | 细胞侵袭实验; 侵袭实验; Transwell侵袭实验
chemotaxis assay | 趋化实验; 趋化性实验
tube formation assay; endothelial tube formation assay | 成管实验; 小管形成实验; 血管形成实验
tumour spheroid assay; tumor spheroid assay; tumour spheroid drug-response assay; spheroid assay | 肿瘤球体实验; 三维肿瘤球体模型; 肿瘤球体模型
sphere formation assay; tumorsphere formation assay | 成球实验; 肿瘤球形成实验; 成球形成实验
cell adhesion assay | 细胞黏附实验; 细胞粘附实验
drug screening | 药物筛选
high-throughput screening; HTS | 高通量筛选
high-content screening; HCS | 高内涵筛选
cell cycle analysis | 细胞周期分析; 细胞周期检测
apoptosis assay; apoptosis detection | 细胞凋亡检测; 凋亡检测; 细胞凋亡实验
Annexin V staining; Annexin V/PI staining | Annexin V/PI双染; 膜联蛋白V染色; Annexin V染色
TUNEL assay; TUNEL staining | TUNEL染色; TUNEL法; TUNEL检测
propidium iodide staining; PI staining | 碘化丙啶染色; PI染色
mitochondrial membrane potential assay | 线粒体膜电位检测
JC-1 staining; JC-1 assay | JC-1染色; JC-1检测
reactive oxygen species detection; ROS detection; ROS assay | 活性氧检测; ROS检测
Seahorse extracellular flux analysis; extracellular flux analysis; Seahorse assay; Seahorse XF | Seahorse细胞能量代谢分析; 细胞外流量分析; 细胞能量代谢分析; 海马能量代谢分析
mitochondrial stress test; Mito Stress Test; Seahorse XF Cell Mito Stress Test | 线粒体压力测试; 线粒体压力实验
glycolysis stress test; glycolytic rate assay | 糖酵解压力测试; 糖酵解速率测定
respirometry | 呼吸测定; 细胞呼吸测定
high-resolution respirometry | 高分辨率呼吸测定; 高分辨率线粒体呼吸测定
calcium imaging | 钙成像; 钙离子成像
intracellular calcium measurement | 细胞内钙测定; 胞内钙离子检测
NETosis assay; NET formation assay | NET形成实验; 中性粒细胞胞外诱捕网形成实验
phagocytosis assay | 吞噬实验; 吞噬功能检测
degranulation assay | 脱颗粒实验
haemagglutination assay; hemagglutination assay | 血凝试验; 血凝实验
haemagglutination inhibition assay; hemagglutination inhibition assay; HI assay; HAI assay; haemagglutination inhibition; hemagglutination inhibition | 血凝抑制试验; 血凝抑制实验; 血凝抑制
neutralization assay; neutralisation assay; virus neutralization test | 中和实验; 中和试验; 病毒中和试验
plaque assay | 噬斑试验; 空斑试验; 噬斑实验; 蚀斑实验; 空斑实验
TCID50 assay; tissue culture infectious dose | TCID50测定; 半数组织培养感染剂量
serology; serological testing | 血清学; 血清学检测

# Flow cytometry
flow cytometry | 流式细胞术; 流式细胞分析; 流式细胞检测; 流式检测; 流式
multicolour flow cytometry; multicolor flow cytometry; multiparameter flow cytometry | 多色流式细胞术; 多参数流式细胞术; 多色流式
spectral flow cytometry | 光谱流式细胞术; 全光谱流式
mass cytometry; CyTOF | 质谱流式细胞术; 质谱流式
imaging flow cytometry | 成像流式细胞术; 成像流式
fluorescence-activated cell sorting; FACS; flow sorting | 荧光激活细胞分选; 流式分选; 流式细胞分选
magnetic-activated cell sorting; MACS; magnetic cell sorting; immunomagnetic separation | 磁珠分选; 磁激活细胞分选; 免疫磁珠分选; 磁性细胞分选
cell sorting | 细胞分选
surface staining; cell surface staining | 表面染色; 细胞表面染色
intracellular staining | 胞内染色; 细胞内染色
intracellular cytokine staining; ICS | 胞内细胞因子染色; 细胞内细胞因子染色
viability dye staining; live/dead cell staining | 活力染色; 活死染色; 死活染色
Fc receptor blocking | Fc受体封闭; Fc封闭
FMO control; fluorescence minus one | 荧光减一对照; FMO对照
single-stain control; single-colour control | 单染对照
antibody staining | 抗体染色
cell stimulation | 细胞刺激
PMA/ionomycin stimulation | PMA/离子霉素刺激

# Microscopy and imaging (instrument and technique)
microscopy; microscope | 显微镜; 显微术; 显微镜观察; 显微镜检查
light microscopy; optical microscopy; light microscope | 光学显微镜; 光镜; 光学显微术
bright-field microscopy; brightfield microscopy; bright-field imaging | 明场显微镜; 明场成像; 明场显微术
phase-contrast microscopy; phase-contrast microscope; phase contrast | 相差显微镜; 相差显微术; 相衬显微镜
differential interference contrast; DIC microscopy; DIC | 微分干涉相差; 微分干涉显微镜; 微分干涉差; 微分干涉相差显微镜
infrared differential interference contrast; IR-DIC | 红外微分干涉相差; 红外微分干涉
fluorescence microscopy; fluorescence microscope | 荧光显微镜; 荧光显微术; 荧光显微成像
fluorescence imaging | 荧光成像
epifluorescence microscopy; epifluorescence microscope | 落射荧光显微镜; 落射荧光显微术
widefield microscopy; wide-field microscopy; widefield microscope; widefield fluorescence microscopy | 宽场显微镜; 宽场显微成像; 宽场荧光显微镜; 宽场成像
confocal microscopy; confocal microscope; confocal laser scanning microscopy; CLSM; confocal imaging | 共聚焦显微镜; 激光共聚焦显微镜; 激光扫描共聚焦显微镜; 共聚焦显微术; 共聚焦成像; 激光共聚焦
spinning-disk confocal microscopy; spinning disk confocal; spinning-disc confocal microscopy | 转盘共聚焦显微镜; 转盘共聚焦
two-photon microscopy; two-photon imaging; two-photon microscope | 双光子显微镜; 双光子成像; 双光子显微成像
multiphoton microscopy; multiphoton microscope | 多光子显微镜; 多光子成像
light-sheet microscopy; light sheet fluorescence microscopy; LSFM; SPIM | 光片显微镜; 光片荧光显微镜; 光片显微成像; 光片成像
super-resolution microscopy; super-resolution imaging; nanoscopy | 超分辨显微镜; 超分辨成像; 超分辨率显微镜; 超分辨显微术
STED microscopy; STED; stimulated emission depletion microscopy | 受激发射损耗显微镜; STED显微镜
single-molecule localization microscopy; SMLM; single-molecule localisation microscopy | 单分子定位显微镜; 单分子定位显微术
STORM; stochastic optical reconstruction microscopy; dSTORM | 随机光学重建显微镜; 随机光学重构显微镜
PALM; photoactivated localization microscopy | 光激活定位显微镜
structured illumination microscopy; SIM | 结构光照明显微镜; 结构光显微镜; 结构光照明显微术
TIRF microscopy; TIRF; total internal reflection fluorescence microscopy; TIRFM | 全内反射荧光显微镜; 全内反射荧光显微术; 全内反射显微镜
expansion microscopy; ExM | 膨胀显微术; 膨胀显微镜技术
electron microscopy; electron microscope | 电子显微镜; 电镜; 电子显微术; 电镜观察
transmission electron microscopy; TEM; transmission electron microscope | 透射电镜; 透射电子显微镜; 透射电子显微术
scanning electron microscopy; scanning electron microscope | 扫描电镜; 扫描电子显微镜; 扫描电子显微术
immunoelectron microscopy; immuno-electron microscopy; immunogold labeling | 免疫电镜; 免疫金标记; 免疫电子显微镜
correlative light and electron microscopy; CLEM | 光电关联显微镜; 光镜电镜联用; 光电联用显微技术
atomic force microscopy; AFM; atomic force microscope | 原子力显微镜; 原子力显微术
fluorescence recovery after photobleaching; FRAP | 光漂白后荧光恢复; 荧光漂白恢复; 荧光漂白后恢复
fluorescence lifetime imaging; FLIM; fluorescence lifetime imaging microscopy | 荧光寿命成像; 荧光寿命成像显微镜
live-cell imaging; live cell imaging | 活细胞成像; 活细胞显微成像
time-lapse imaging; time-lapse microscopy; live-cell time-lapse imaging | 延时成像; 延时显微成像; 活细胞延时成像; 延时摄影
intravital microscopy; intravital imaging | 活体显微成像; 在体显微成像
high-content imaging | 高内涵成像; 高内涵成像分析
phototoxicity | 光毒性
photobleaching | 光漂白
z-stack acquisition; z-stack | z轴层扫; z轴扫描; z轴层扫图像
optical sectioning | 光学切片
tissue clearing; optical clearing | 组织透明化; 组织透明; 组织光透明
CLARITY | CLARITY透明化; CLARITY组织透明
iDISCO | iDISCO透明化

# Staining and histology
immunofluorescence; immunofluorescence staining | 免疫荧光; 免疫荧光染色; 免疫荧光法
multicolour immunofluorescence; multicolor immunofluorescence; multiplex immunofluorescence | 多色免疫荧光; 多色免疫荧光染色; 多重免疫荧光
immunocytochemistry; ICC | 免疫细胞化学; 免疫细胞化学染色
immunohistochemistry; IHC | 免疫组织化学; 免疫组化; 免疫组化染色; 免疫组织化学染色
immunostaining | 免疫染色
whole-mount immunostaining; whole-mount staining | 整体免疫染色; 整装染色; 整体染色; 整装免疫染色
tyramide signal amplification | 酪胺信号放大; 酪胺信号扩增
antigen retrieval; heat-induced epitope retrieval; epitope retrieval | 抗原修复; 抗原热修复; 热诱导抗原修复
fixation; cell fixation | 固定; 细胞固定
paraformaldehyde fixation; PFA fixation | 多聚甲醛固定; PFA固定
methanol fixation | 甲醇固定
formaldehyde fixation | 甲醛固定
perfusion fixation | 灌注固定; 灌流固定
permeabilization; permeabilisation | 通透; 破膜; 通透处理; 破膜处理
nuclear staining; nuclear counterstain | 核染色; 细胞核染色; 染核
counterstaining | 复染
DAPI staining | DAPI染色; DAPI染核
Hoechst staining | Hoechst染色
phalloidin staining | 鬼笔环肽染色
coverslip mounting; slide mounting | 封片
H&E staining; hematoxylin and eosin staining; haematoxylin and eosin staining; HE staining | 苏木精-伊红染色; HE染色; 苏木素-伊红染色; H&E染色
Nissl staining | 尼氏染色
Masson trichrome staining; Masson staining | Masson三色染色; 马松染色; Masson染色
Sirius red staining; picrosirius red staining | 天狼星红染色; 苦味酸天狼星红染色
Oil Red O staining | 油红O染色
periodic acid-Schiff staining; PAS staining | 过碘酸-希夫染色; PAS染色; 糖原染色
Alcian blue staining | 阿尔新蓝染色; 阿利新蓝染色
Alizarin red staining; Alizarin red S staining | 茜素红染色; 茜素红S染色
von Kossa staining | von Kossa染色; 冯科萨染色
 | 吉姆萨染色; 姬姆萨染色
Wright-Giemsa staining; Wright staining | 瑞氏染色; 瑞氏-吉姆萨染色
Gram staining | 革兰氏染色; 革兰染色
acid-fast staining; Ziehl-Neelsen staining | 抗酸染色; 齐-内染色
Golgi staining; Golgi-Cox staining | 高尔基染色; Golgi-Cox染色
X-gal staining | X-gal染色
crystal violet staining | 结晶紫染色
TTC staining | TTC染色
Prussian blue staining; Perls staining | 普鲁士蓝染色; 铁染色
toluidine blue staining | 甲苯胺蓝染色
DAB staining; DAB development | DAB染色; DAB显色
NBT staining | NBT染色
Evans blue staining | 伊文思蓝染色; 伊文斯蓝染色
aniline blue staining | 苯胺蓝染色
Fluoro-Jade staining | Fluoro-Jade染色
streptavidin staining | 链霉亲和素染色
biocytin filling | 生物胞素充灌; 生物胞素标记
paraffin embedding | 石蜡包埋
paraffin sectioning | 石蜡切片
frozen sectioning; cryosectioning | 冰冻切片; 冷冻切片
OCT embedding | OCT包埋
vibratome sectioning | 振动切片
ultrathin sectioning | 超薄切片
tissue sectioning; histological sectioning | 组织切片; 组织切片制备
tissue processing; dehydration and clearing | 组织脱水; 脱水透明
decalcification | 脱钙
histology; histological analysis | 组织学; 组织学分析; 组织学检查
histopathology; histopathological analysis | 组织病理学; 组织病理学分析; 病理切片分析
blood smear | 血涂片
cytospin | 细胞甩片; 细胞离心涂片

# In situ hybridization
in situ hybridization; in situ hybridisation; ISH | 原位杂交
whole-mount in situ hybridization; whole-mount in situ hybridisation | 整体原位杂交; 胚胎整体原位杂交; 整胚原位杂交
fluorescence in situ hybridization; fluorescence in situ hybridisation; FISH | 荧光原位杂交
RNA FISH | RNA荧光原位杂交
single-molecule RNA FISH; smFISH; single-molecule FISH | 单分子RNA荧光原位杂交; 单分子荧光原位杂交
hybridization chain reaction; HCR | 杂交链式反应
chromogenic in situ hybridization; CISH | 显色原位杂交

# Microbiology
bacterial culture | 细菌培养
shaking culture; shake flask culture | 振荡培养; 摇瓶培养; 摇菌
static culture | 静置培养
anaerobic culture | 厌氧培养
batch culture | 分批培养
continuous culture; chemostat culture | 连续培养; 恒化培养
fermentation | 发酵
inoculation | 接种
growth curve; bacterial growth curve | 生长曲线; 细菌生长曲线
minimum inhibitory concentration; MIC; MIC determination | 最低抑菌浓度; 最小抑菌浓度; MIC测定
minimum bactericidal concentration; MBC | 最低杀菌浓度; 最小杀菌浓度
broth microdilution; broth microdilution method; microdilution method | 肉汤微量稀释法; 微量肉汤稀释法; 微量稀释法
agar dilution | 琼脂稀释法
disk diffusion; disc diffusion; Kirby-Bauer test | 纸片扩散法; K-B法; 药敏纸片法
antimicrobial susceptibility testing; antibiotic susceptibility testing | 药物敏感性试验; 药敏试验; 抗菌药物敏感性试验; 药敏实验
time-kill assay; time-kill curve | 时间-杀菌曲线; 时间杀菌实验
checkerboard assay | 棋盘法; 棋盘稀释法
biofilm formation assay; biofilm assay | 生物膜形成实验; 生物膜检测
crystal violet biofilm assay; microtiter plate biofilm assay; microtitre plate biofilm assay | 结晶紫生物膜检测; 结晶紫微孔板生物膜检测
streak plate method; streak plating | 平板划线法; 划线接种; 平板划线
spread plate method; spread plating | 涂板; 涂布平板法; 涂布平板
pour plate method | 倾注平板法
plate pouring; pouring plates | 倒平板; 倒板
replica plating | 影印平板法; 影印接种
spot assay; spot plating | 点滴法; 点板实验; 点种
colony counting; plate count; viable count; CFU counting | 菌落计数; 活菌计数; 平板计数法; 平板菌落计数
double agar overlay; double-layer agar method | 双层琼脂平板法; 双层平板法
efficiency of plating; EOP | 成斑效率
phage titration; phage titer determination; phage titre determination | 噬菌体效价测定; 噬菌体滴定
phage display | 噬菌体展示
yeast display; yeast surface display | 酵母展示; 酵母表面展示
yeast transformation; lithium acetate transformation | 酵母转化; 醋酸锂转化
tetrad dissection; tetrad analysis | 四分体分析; 四分体解剖
bacterial conjugation | 细菌接合; 接合转移
bacterial identification | 细菌鉴定; 菌种鉴定
microbial identification | 微生物鉴定
optical density measurement; OD600 measurement | OD600测定; 光密度测定

# Plant methods
plant transformation | 植物遗传转化; 植物转化
Agrobacterium-mediated transformation | 农杆菌介导转化; 农杆菌介导的遗传转化; 农杆菌介导的转化
floral dip; floral dip transformation; floral-dip | 花序浸染; 花序浸染法; 蘸花法; 浸花法
agroinfiltration; Agrobacterium infiltration; Agrobacterium-mediated transient expression | 农杆菌浸润; 农杆菌浸润法; 农杆菌注射; 农杆菌介导的瞬时表达
transient expression | 瞬时表达
vacuum infiltration | 真空渗透; 真空浸润
leaf disc transformation | 叶盘转化; 叶盘法
hairy root transformation | 发根农杆菌转化; 毛状根转化
protoplast isolation; protoplast preparation | 原生质体分离; 原生质体制备
protoplast transfection; PEG-mediated transfection; PEG-calcium transfection | 原生质体转化; PEG介导转化; PEG-钙介导转化; 原生质体转染
transgenic selection; transformant selection | 转基因筛选; 转化子筛选; 转化株筛选
segregation analysis | 分离分析; 分离比分析
callus induction | 愈伤组织诱导
plant tissue culture | 植物组织培养
plant regeneration | 植株再生
seed surface sterilization; seed sterilization | 种子表面灭菌; 种子消毒; 种子灭菌
chlorine gas sterilization; vapour-phase sterilization; vapor-phase sterilization | 氯气熏蒸法; 气相灭菌; 氯气灭菌
seed stratification; cold stratification | 层积处理; 低温层积
vernalization; vernalisation | 春化; 春化处理
grafting | 嫁接
seed germination assay | 种子萌发实验; 发芽实验; 萌发实验
root growth assay; vertical plate assay; vertical-plate assay | 根生长实验; 垂直平板实验; 根长测定; 垂直平板根生长实验
gravitropism assay | 向重力性实验; 向地性实验
hypocotyl elongation assay | 下胚轴伸长实验
chlorophyll fluorescence imaging | 叶绿素荧光成像
chlorophyll fluorescence measurement; chlorophyll fluorescence | 叶绿素荧光测定; 叶绿素荧光
chlorophyll quantification; chlorophyll content determination | 叶绿素含量测定; 叶绿素定量
ROS burst assay; oxidative burst assay | 活性氧爆发实验; ROS爆发检测; 氧爆发实验
luminol chemiluminescence assay; luminol-based assay | 鲁米诺化学发光法; 鲁米诺法
electrolyte leakage assay; ion leakage assay | 电解质渗漏; 电导率法; 离子渗漏测定
stomatal aperture assay | 气孔开度测定
pathogen inoculation; pathogen infection assay | 病原菌接种; 病原菌侵染实验
plant phenotyping | 植物表型分析
phenotypic analysis | 表型分析; 表型鉴定

# Developmental biology and model organisms
timed mating; timed pregnancy | 定时交配; 定时妊娠; 定时合笼
vaginal plug check; plug check | 查栓; 检查阴道栓
embryo dissection | 胚胎解剖; 胚胎剥离
embryo culture | 胚胎培养
in vitro fertilization; IVF | 体外受精
embryo transfer | 胚胎移植
superovulation | 超数排卵; 超排
somatic cell nuclear transfer; SCNT | 体细胞核移植
lineage tracing | 谱系示踪; 谱系追踪
fate mapping | 命运图谱; 细胞命运示踪
cell transplantation | 细胞移植
animal cap assay; animal cap explant | 动物帽实验; 动物帽分析; 动物帽外植体
embryo dechorionation | 去卵膜; 胚胎去绒毛膜
larval dissection; larval fillet dissection | 幼虫解剖; 幼虫剖片
worm synchronization; bleach synchronization | 线虫同步化; 漂白同步化
dissection | 解剖

# Animal procedures
animal experiment; animal study | 动物实验
anaesthesia; anesthesia | 麻醉
isoflurane anaesthesia; isoflurane anesthesia | 异氟烷麻醉; 异氟醚麻醉
euthanasia | 安乐死; 处死
CO2 euthanasia; carbon dioxide euthanasia; CO2 inhalation | CO2吸入法; CO2安乐死
cervical dislocation | 颈椎脱臼; 颈椎脱臼法; 脱颈
decapitation | 断头
transcardial perfusion; intracardial perfusion; cardiac perfusion | 经心脏灌流; 心脏灌流; 心脏灌注; 经心脏灌注
intraperitoneal injection; i.p. injection | 腹腔注射
intravenous injection; i.v. injection | 静脉注射
tail vein injection | 尾静脉注射
subcutaneous injection; s.c. injection | 皮下注射
intramuscular injection; i.m. injection | 肌肉注射; 肌内注射
intracerebroventricular injection; ICV injection | 侧脑室注射; 脑室注射
intrathecal injection | 鞘内注射
retro-orbital injection | 眼眶后静脉注射; 眼眶静脉丛注射
oral gavage; gavage | 灌胃
intranasal administration; intranasal instillation | 滴鼻; 鼻腔给药; 鼻内给药
stereotaxic injection; stereotactic injection | 立体定位注射; 脑立体定位注射
stereotaxic AAV injection; stereotaxic viral injection | 脑立体定位AAV注射; 立体定位病毒注射
stereotaxic surgery; stereotactic surgery | 脑立体定位手术; 立体定位手术
craniotomy | 开颅; 开颅手术
cranial window implantation; cranial window | 颅窗; 颅窗手术; 颅窗植入
optical fibre implantation; optical fiber implantation; fibre implantation | 光纤埋置; 光纤植入
cannula implantation; guide cannula implantation | 套管植入; 埋管
blood collection; blood sampling | 采血; 取血
retro-orbital bleeding; retro-orbital blood collection | 眼眶取血; 眼眶静脉丛采血; 眼眶后静脉丛取血
cardiac puncture | 心脏采血; 心脏穿刺
submandibular bleeding; facial vein bleeding | 颌下静脉采血; 面颊采血
tissue harvesting; tissue collection | 取材; 组织取材
sham operation; sham surgery | 假手术
ovariectomy; OVX | 卵巢切除; 去卵巢; 卵巢切除术
castration; orchiectomy | 去势; 睾丸切除
splenectomy | 脾切除; 脾切除术
partial hepatectomy | 部分肝切除; 部分肝切除术
bile duct ligation | 胆管结扎
cecal ligation and puncture; caecal ligation and puncture; CLP | 盲肠结扎穿孔
coronary artery ligation; LAD ligation | 冠状动脉结扎; 冠脉结扎
transverse aortic constriction | 主动脉弓缩窄; 横主动脉缩窄
unilateral ureteral obstruction; UUO | 单侧输尿管梗阻; 单侧输尿管结扎
controlled cortical impact; CCI | 控制性皮质撞击
parabiosis | 联体共生; 连体共生
xenotransplantation | 异种移植
subcutaneous tumour model; subcutaneous tumor model; subcutaneous xenograft | 皮下移植瘤模型; 皮下成瘤; 皮下瘤模型; 皮下移植瘤
humane endpoint | 人道终点
randomization; randomisation | 随机分组; 随机化
blinding | 盲法
bioluminescence imaging | 生物发光成像; 活体生物发光成像
in vivo imaging; small animal in vivo imaging | 活体成像; 小动物活体成像
micro-CT; microcomputed tomography; micro-computed tomography | 显微CT; 微型CT; 小动物CT
magnetic resonance imaging; MRI | 磁共振成像; 核磁共振成像
positron emission tomography; PET imaging | 正电子发射断层成像; PET成像
ultrasound imaging; ultrasonography | 超声成像; 超声检查
echocardiography | 超声心动图; 心脏超声
electrocardiography; EKG | 心电图
tail-cuff blood pressure measurement; tail-cuff method | 尾套法; 鼠尾血压测量
blood pressure measurement | 血压测量
glucose tolerance test; GTT | 葡萄糖耐量试验; 糖耐量实验; 糖耐量试验
oral glucose tolerance test; OGTT | 口服葡萄糖耐量试验; 口服糖耐量试验
intraperitoneal glucose tolerance test; IPGTT | 腹腔注射葡萄糖耐量试验; 腹腔糖耐量试验
insulin tolerance test; ITT | 胰岛素耐量试验
indirect calorimetry | 间接测热法; 间接量热法
complete blood count; CBC | 血常规; 全血细胞计数
serum biochemistry; blood biochemistry | 血清生化; 血液生化检测

# Behavioural tests
behavioural testing; behavioral testing | 行为学检测; 行为学实验; 行为学测试
Morris water maze; MWM; water maze | Morris水迷宫; 水迷宫; 莫里斯水迷宫
probe trial | 空间探索实验; 探针实验
reversal learning | 逆向训练; 反转学习
Barnes maze | Barnes迷宫; 巴恩斯迷宫
radial arm maze | 放射臂迷宫; 八臂迷宫
Y-maze; Y-maze test | Y迷宫; Y型迷宫
T-maze | T迷宫; T型迷宫
elevated plus maze; EPM | 高架十字迷宫
elevated zero maze | 高架O迷宫; 高架零迷宫
open field test; open-field | 旷场实验; 旷场试验; 开场实验
light-dark box test; light/dark box | 明暗箱实验; 明暗箱
novel object recognition test; novel object recognition | 新物体识别实验; 新物体识别
fear conditioning; contextual fear conditioning | 恐惧条件反射; 条件性恐惧; 恐惧条件化
passive avoidance test; passive avoidance | 被动回避实验; 避暗实验
forced swim test; FST; Porsolt test | 强迫游泳实验; 强迫游泳试验
tail suspension test; TST | 悬尾实验; 悬尾试验
sucrose preference test | 糖水偏好实验; 蔗糖偏好实验
social interaction test | 社交互动实验; 社会交往实验
three-chamber social test; three-chamber test | 三箱社交实验; 三箱实验
rotarod test; rotarod | 转棒实验; 转棒试验
grip strength test | 抓力测试; 握力实验
hot plate test | 热板实验
tail flick test | 甩尾实验
von Frey test; von Frey filament test | von Frey测试; 机械痛阈测定
Hargreaves test | Hargreaves测试; 热痛敏测试
prepulse inhibition | 前脉冲抑制
nest building test | 筑巢实验
marble burying test | 埋珠实验
conditioned place preference | 条件性位置偏爱; 条件位置偏好
self-administration | 自身给药
operant conditioning | 操作式条件反射; 操作性条件反射
beam walking test | 平衡木实验
gait analysis; CatWalk gait analysis | 步态分析

# Electrophysiology and neural circuit methods
electrophysiology | 电生理; 电生理学
electrophysiological recording | 电生理记录
patch clamp; patch-clamp recording; patch-clamp technique | 膜片钳; 膜片钳记录; 膜片钳技术
whole-cell patch clamp; whole-cell recording; whole-cell patch-clamp recording | 全细胞膜片钳; 全细胞记录; 全细胞膜片钳记录
perforated patch clamp; perforated patch | 穿孔膜片钳
cell-attached recording | 细胞贴附式记录; 细胞贴附记录
single-channel recording | 单通道记录
voltage clamp | 电压钳
current clamp | 电流钳
two-electrode voltage clamp; TEVC | 双电极电压钳
slice electrophysiology | 脑片电生理
acute brain slice preparation | 急性脑片制备
brain slice preparation | 脑片制备
field potential recording; extracellular field recording | 场电位记录; 细胞外场电位记录
extracellular recording | 细胞外记录
in vivo electrophysiology; in vivo recording | 在体电生理; 在体记录
single-unit recording | 单单位记录; 单细胞放电记录
multi-electrode array recording; MEA recording | 多电极阵列记录
electroencephalography; EEG | 脑电图; 脑电
electromyography; EMG | 肌电图
fibre photometry; fiber photometry | 光纤光度记录; 光纤记录; 光纤钙信号记录
miniscope imaging | 微型显微镜成像
optogenetics | 光遗传学; 光遗传
optogenetic stimulation | 光遗传刺激
chemogenetics; chemogenetic manipulation | 化学遗传学; 化学遗传
voltage imaging | 电压成像
glutamate uncaging | 谷氨酸解笼锁
neuronal tracing; circuit tracing; tract tracing | 神经环路示踪; 神经示踪
retrograde tracing | 逆行示踪
anterograde tracing | 顺行示踪
monosynaptic rabies tracing; rabies tracing | 狂犬病毒示踪; 单突触示踪
`;
