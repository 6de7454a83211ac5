/** Term dictionary: biology (format: ./parse-term-lines.ts). Original work of the journal. */
export const TERMS = `
# Cell lines (names stay Latin in Chinese texts; a line only where spellings or a Chinese name differ)
HeLa; HeLa cells | 海拉细胞; HeLa细胞
HEK293; HEK 293; HEK-293; human embryonic kidney 293 cells; human embryonic kidney cells | 人胚肾细胞293; 人胚肾293细胞; 人胚肾细胞
HEK293T; HEK 293T; HEK-293T; 293T | 人胚肾细胞293T; 293T细胞
HepG2; Hep G2; Hep-G2 | HepG2细胞
MCF-7; MCF7; MCF 7 | MCF-7细胞
MDA-MB-231; MDA MB 231; MDA231 | MDA-MB-231细胞
A549; A549 cells | A549细胞
U2OS; U-2 OS; U2-OS | U2OS细胞
U-87 MG; U87; U87MG; U-87MG | U87细胞
HCT116; HCT-116; HCT 116 | HCT116细胞
SH-SY5Y; SHSY5Y; SH SY5Y | SH-SY5Y细胞
PC12; PC-12; PC 12 | PC12细胞
K562; K-562 | K562细胞
THP-1; THP1 | THP-1细胞
RAW 264.7; RAW264.7 | RAW264.7细胞
NIH/3T3; NIH 3T3; NIH3T3 | NIH/3T3细胞
3T3-L1; 3T3 L1 | 3T3-L1前脂肪细胞
C2C12; C2C12 myoblasts | C2C12成肌细胞
Caco-2; Caco2 | Caco-2细胞
Jurkat; Jurkat T cells | Jurkat细胞
CHO; CHO cells; Chinese hamster ovary cells | 中国仓鼠卵巢细胞; CHO细胞
COS-7; COS7 | COS-7细胞
Vero; Vero cells | Vero细胞; 非洲绿猴肾细胞Vero
MDCK; Madin-Darby canine kidney cells | 犬肾细胞MDCK; MDCK细胞
Sf9; Sf9 cells | Sf9昆虫细胞; Sf9细胞
S2 cells; Schneider 2 cells; Drosophila S2 | 果蝇S2细胞
N2a; Neuro-2a; Neuro2a | N2a细胞
B16-F10; B16F10; B16 F10 | B16-F10细胞
4T1; 4T1 cells | 4T1细胞
MC38; MC-38 | MC38细胞
CT26; CT-26 | CT26细胞
LNCaP; LNCaP cells | LNCaP细胞
PC-3; PC3 | PC-3细胞
HT-29; HT29 | HT-29细胞
HT-1080; HT1080 | HT-1080细胞
U-251 MG; U251; U251MG | U251细胞
Lewis lung carcinoma cells; LL/2; LLC1 | Lewis肺癌细胞
lymphoblastoid cell line; LCL | 淋巴母细胞系
SW480; SW-480 | SW480细胞
Huh7; Huh-7 | Huh7细胞
hTERT RPE-1; RPE-1; RPE1 | RPE-1细胞
GM12878; GM12878 cells | GM12878细胞
IMR-90; IMR90 | IMR-90细胞
BJ fibroblasts; BJ cells | BJ成纤维细胞
H9 hESC; H9 cells | H9胚胎干细胞
Lenti-X 293T; Lenti-X | Lenti-X 293T细胞

# Cell types
stem cell | 干细胞
embryonic stem cell; ESC; ES cell | 胚胎干细胞; ES细胞
mouse embryonic stem cell; mESC; mouse ES cell | 小鼠胚胎干细胞
human embryonic stem cell; hESC; human ES cell | 人胚胎干细胞
induced pluripotent stem cell; iPSC | 诱导多能干细胞; 诱导性多能干细胞
pluripotent stem cell; PSC | 多能干细胞
mesenchymal stem cell; mesenchymal stromal cell; MSC | 间充质干细胞; 间充质基质细胞
hematopoietic stem cell; haematopoietic stem cell | 造血干细胞
hematopoietic stem and progenitor cell; haematopoietic stem and progenitor cell; HSPC | 造血干祖细胞
neural stem cell; NSC | 神经干细胞
neural progenitor cell | 神经祖细胞; 神经前体细胞
intestinal stem cell | 肠道干细胞; 肠干细胞
cancer stem cell; tumor stem cell; tumour stem cell | 肿瘤干细胞; 癌症干细胞
progenitor cell | 祖细胞
precursor cell | 前体细胞
primary cell | 原代细胞
cell line; cell strain | 细胞系; 细胞株
immortalized cell line; immortalised cell line | 永生化细胞系
cancer cell; tumor cell; tumour cell | 癌细胞; 肿瘤细胞
fibroblast | 成纤维细胞
mouse embryonic fibroblast; MEF | 小鼠胚胎成纤维细胞
dermal fibroblast; skin fibroblast | 真皮成纤维细胞; 皮肤成纤维细胞
keratinocyte | 角质形成细胞; 角朊细胞
epithelial cell | 上皮细胞
endothelial cell | 内皮细胞
human umbilical vein endothelial cell; HUVEC | 人脐静脉内皮细胞
smooth muscle cell; SMC | 平滑肌细胞
myoblast | 成肌细胞
myotube | 肌管
myocyte; muscle cell | 肌细胞
satellite cell; muscle stem cell | 肌卫星细胞; 肌肉干细胞
cardiomyocyte; cardiac myocyte; cardiac muscle cell | 心肌细胞
hepatocyte; liver cell | 肝细胞
hepatic stellate cell | 肝星状细胞
Kupffer cell | 库普弗细胞; 枯否细胞
adipocyte; fat cell | 脂肪细胞
preadipocyte | 前脂肪细胞
osteoblast | 成骨细胞
osteoclast | 破骨细胞
osteocyte | 骨细胞
chondrocyte | 软骨细胞
podocyte | 足细胞
beta cell; pancreatic beta cell; pancreatic β-cell | 胰岛β细胞; 胰岛B细胞
goblet cell | 杯状细胞
Paneth cell | 帕内特细胞; 潘氏细胞
enterocyte | 肠吸收细胞
trophoblast | 滋养层细胞; 滋养细胞
Sertoli cell | 塞托利细胞; 睾丸支持细胞
Leydig cell | 莱迪希细胞; 睾丸间质细胞
germ cell | 生殖细胞
oocyte | 卵母细胞
ovum; egg cell | 卵细胞; 卵子
sperm; spermatozoon; spermatozoa | 精子
zygote; fertilized egg; fertilised egg | 受精卵
neuron; nerve cell | 神经元; 神经细胞
cortical neuron | 皮层神经元; 皮质神经元
hippocampal neuron | 海马神经元
pyramidal neuron; pyramidal cell | 锥体神经元; 锥体细胞
interneuron | 中间神经元
motor neuron; motoneuron | 运动神经元
sensory neuron | 感觉神经元
dopaminergic neuron; dopamine neuron | 多巴胺能神经元
Purkinje cell | 浦肯野细胞
glial cell; glia; neuroglia | 胶质细胞; 神经胶质细胞
astrocyte | 星形胶质细胞
microglia; microglial cell | 小胶质细胞
oligodendrocyte | 少突胶质细胞
Schwann cell | 施万细胞; 雪旺细胞
retinal ganglion cell; RGC | 视网膜神经节细胞
photoreceptor; photoreceptor cell | 光感受器细胞; 感光细胞
hair cell | 毛细胞
lymphocyte | 淋巴细胞
leukocyte; leucocyte; white blood cell | 白细胞
erythrocyte; red blood cell; RBC | 红细胞
reticulocyte | 网织红细胞
platelet; thrombocyte | 血小板
T cell; T lymphocyte | T细胞; T淋巴细胞
CD4+ T cell | CD4+ T细胞
CD8+ T cell | CD8+ T细胞
helper T cell; T helper cell; Th cell | 辅助性T细胞
cytotoxic T cell; cytotoxic T lymphocyte; CTL; killer T cell | 细胞毒性T细胞; 细胞毒性T淋巴细胞; 杀伤性T细胞
regulatory T cell; Treg | 调节性T细胞
memory T cell | 记忆T细胞; 记忆性T细胞
central memory T cell | 中央记忆T细胞; 中枢记忆T细胞
effector memory T cell | 效应记忆T细胞
effector T cell | 效应T细胞
naive T cell | 初始T细胞; 幼稚T细胞
CAR-T cell; CAR T cell; chimeric antigen receptor T cell | CAR-T细胞; 嵌合抗原受体T细胞
B cell; B lymphocyte | B细胞; B淋巴细胞
plasma cell | 浆细胞
natural killer cell; NK cell | 自然杀伤细胞; NK细胞
macrophage | 巨噬细胞
bone marrow-derived macrophage; BMDM | 骨髓来源巨噬细胞; 骨髓源性巨噬细胞
bone marrow-derived dendritic cell; BMDC | 骨髓来源树突状细胞
monocyte | 单核细胞
dendritic cell | 树突状细胞; 树突细胞
neutrophil; neutrophilic granulocyte | 中性粒细胞; 嗜中性粒细胞
eosinophil | 嗜酸性粒细胞
basophil | 嗜碱性粒细胞
granulocyte | 粒细胞
mast cell | 肥大细胞
splenocyte | 脾细胞
thymocyte | 胸腺细胞
peripheral blood mononuclear cell; PBMC | 外周血单个核细胞; 外周血单核细胞
antigen-presenting cell | 抗原呈递细胞; 抗原提呈细胞
competent cell | 感受态细胞
chemically competent cell | 化学感受态细胞
electrocompetent cell | 电转感受态细胞
protoplast | 原生质体
mesophyll cell | 叶肉细胞
mesophyll protoplast | 叶肉原生质体
guard cell | 保卫细胞
callus; calli | 愈伤组织
pollen; pollen grain | 花粉; 花粉粒
spore | 孢子
endospore | 芽孢
hypha | 菌丝
mycelium | 菌丝体

# Embryos and developmental stages
embryo | 胚胎
blastocyst | 胚泡; 囊胚
blastula stage; blastula | 囊胚期
gastrula | 原肠胚
morula | 桑椹胚
somite | 体节
neural tube | 神经管
neural crest | 神经嵴
animal cap | 动物帽
chick embryo; chicken embryo | 鸡胚
fertilized chicken egg; fertilised chicken egg | 受精蛋; 鸡受精蛋
mouse embryo | 小鼠胚胎
zebrafish embryo | 斑马鱼胚胎
zebrafish larva | 斑马鱼幼鱼
Drosophila larva | 果蝇幼虫
gastrula stage | 原肠期
larva | 幼虫
third-instar larva; L3 larva | 三龄幼虫
hermaphrodite | 雌雄同体
seedling | 幼苗
true leaf | 真叶
anthesis; flowering stage | 开花期
tillering stage | 分蘖期
ecotype | 生态型
etiolated seedling | 黄化幼苗
organoid | 类器官
intestinal organoid; enteroid | 肠道类器官; 小肠类器官
tumor organoid; tumour organoid | 肿瘤类器官
spheroid | 细胞球; 球体
tumor spheroid; tumour spheroid | 肿瘤球体
embryoid body | 拟胚体; 类胚体
explant | 外植体

# Tissues and anatomy
brain | 大脑; 脑部
brain tissue | 脑组织
cerebral cortex | 大脑皮层; 大脑皮质
neocortex | 新皮层; 新皮质
prefrontal cortex; PFC | 前额叶皮层; 前额叶皮质
medial prefrontal cortex; mPFC | 内侧前额叶皮层
somatosensory cortex | 体感皮层; 躯体感觉皮层
motor cortex | 运动皮层
visual cortex | 视觉皮层; 视皮层
hippocampus; hippocampi; hippocampal | 海马; 海马体
dentate gyrus | 齿状回
dorsal hippocampus | 背侧海马
dorsal striatum | 背侧纹状体
striatum | 纹状体
nucleus accumbens | 伏隔核
amygdala | 杏仁核
basolateral amygdala; BLA | 基底外侧杏仁核
thalamus | 丘脑
hypothalamus | 下丘脑
ventral tegmental area; VTA | 腹侧被盖区
substantia nigra | 黑质
cerebellum | 小脑
brainstem; brain stem | 脑干
forebrain | 前脑
midbrain; mesencephalon | 中脑
hindbrain; rhombencephalon | 后脑
olfactory bulb | 嗅球
diencephalon | 间脑
cerebral hemisphere | 大脑半球
spinal cord | 脊髓
dorsal root ganglion; dorsal root ganglia; DRG | 背根神经节
meninges | 脑膜
brain slice | 脑片
acute brain slice | 急性脑片
ganglionic eminence | 神经节隆起
retina | 视网膜
cornea | 角膜
eye lens; crystalline lens | 晶状体
heart | 心脏
myocardium; cardiac muscle; heart muscle | 心肌
aorta | 主动脉
blood vessel | 血管
artery | 动脉
vein | 静脉
blood capillary | 毛细血管
liver | 肝脏
kidney | 肾脏
lung | 肺脏; 肺部
spleen | 脾脏
pancreas | 胰腺
pancreatic islet; islet of Langerhans | 胰岛
stomach | 胃部
intestine; gut; bowel | 肠道
small intestine | 小肠
large intestine; large bowel | 结直肠
colon | 结肠
rectum | 直肠
duodenum | 十二指肠
jejunum | 空肠
ileum | 回肠
caecum; cecum | 盲肠
intestinal crypt; crypt | 隐窝; 肠隐窝
villus; villi | 绒毛; 肠绒毛
skin | 皮肤
dermis | 真皮
epidermis | 表皮
hair follicle | 毛囊
skeletal muscle | 骨骼肌
gastrocnemius; gastrocnemius muscle | 腓肠肌
tibialis anterior | 胫骨前肌
smooth muscle | 平滑肌
bone; bone tissue | 骨组织
skeleton | 骨骼
bone marrow | 骨髓
cartilage | 软骨
tendon | 肌腱
adipose tissue; fat tissue | 脂肪组织
white adipose tissue | 白色脂肪组织
brown adipose tissue | 棕色脂肪组织; 褐色脂肪组织
lymph node | 淋巴结
thymus | 胸腺
tonsil | 扁桃体
ovary | 卵巢
testis | 睾丸
uterus; womb | 子宫
uterine horn | 子宫角
vaginal plug; copulatory plug; mating plug | 阴道栓
amniotic sac | 羊膜囊
placenta | 胎盘
umbilical cord | 脐带
mammary gland | 乳腺
prostate; prostate gland | 前列腺
bladder; urinary bladder | 膀胱
thyroid; thyroid gland | 甲状腺
adrenal gland | 肾上腺
pituitary; pituitary gland; hypophysis | 垂体; 脑垂体
eye | 眼睛
tooth | 牙齿
trachea; windpipe | 气管
bronchus; bronchi | 支气管
alveolus; alveoli | 肺泡
esophagus; oesophagus | 食管; 食道
gallbladder | 胆囊
peritoneum | 腹膜
tumor; tumour; neoplasm | 肿瘤
xenograft | 异种移植瘤; 移植瘤
biopsy | 活检组织; 活检标本

# Body fluids
blood | 血液
peripheral blood | 外周血
whole blood | 全血
plasma; blood plasma | 血浆
serum; sera | 血清
cerebrospinal fluid | 脑脊液
urine | 尿液
feces; faeces; stool | 粪便
saliva | 唾液
sputum | 痰液
bile | 胆汁
lymph | 淋巴液
bronchoalveolar lavage fluid; BALF | 支气管肺泡灌洗液
amniotic fluid | 羊水

# Plant anatomy
leaf | 叶片
rosette leaf | 莲座叶
rosette | 莲座
leaf disc; leaf disk | 叶圆片; 叶盘
leaf sheath | 叶鞘
flag leaf | 旗叶
cotyledon | 子叶
hypocotyl | 下胚轴
root | 根部
primary root | 主根
lateral root | 侧根
root tip | 根尖
root hair | 根毛
root nodule | 根瘤
root system | 根系
meristem | 分生组织
shoot apical meristem | 茎尖分生组织; 茎顶端分生组织
inflorescence | 花序
silique | 角果
seed | 种子
ovule | 胚珠
pistil; gynoecium | 雌蕊
stamen | 雄蕊
anther | 花药
endosperm | 胚乳
coleoptile | 胚芽鞘
tiller | 分蘖
trichome | 表皮毛
stomata; stoma | 气孔
xylem | 木质部
phloem | 韧皮部
vascular bundle | 维管束

# Organelles and cell structures
nucleus; cell nucleus | 细胞核
nucleolus; nucleoli | 核仁
nuclear envelope | 核膜
nuclear pore complex | 核孔复合体
mitochondrion; mitochondria; mitochondrial | 线粒体
endoplasmic reticulum | 内质网
Golgi apparatus; Golgi complex; Golgi | 高尔基体; 高尔基复合体
lysosome | 溶酶体
endosome | 内体; 胞内体
peroxisome | 过氧化物酶体
autophagosome | 自噬体
vacuole | 液泡
ribosome | 核糖体
proteasome | 蛋白酶体
centrosome | 中心体
centriole | 中心粒
cilium; cilia | 纤毛
primary cilium | 初级纤毛
flagellum; flagella | 鞭毛
cytoskeleton | 细胞骨架
microtubule | 微管
actin filament; microfilament; F-actin | 肌动蛋白丝; 微丝
intermediate filament | 中间丝; 中间纤维
plasma membrane; cell membrane | 细胞膜; 质膜
cytoplasm | 细胞质; 胞质
cytosol | 胞质溶胶; 细胞溶质
chromatin | 染色质
chromosome | 染色体
nucleosome | 核小体
centromere | 着丝粒
telomere | 端粒
kinetochore | 动粒
lipid droplet | 脂滴
stress granule | 应激颗粒
processing body; P-body | P小体
exosome | 外泌体
extracellular vesicle | 细胞外囊泡; 胞外囊泡
vesicle | 囊泡
synaptic vesicle | 突触囊泡
cell wall | 细胞壁
chloroplast | 叶绿体
thylakoid | 类囊体
plastid | 质体
periplasm | 周质; 周质空间
inclusion body | 包涵体
extracellular matrix; ECM | 细胞外基质; 胞外基质
basement membrane | 基底膜
tight junction | 紧密连接
gap junction | 缝隙连接; 间隙连接
adherens junction | 黏附连接
focal adhesion | 黏着斑
desmosome | 桥粒
lamellipodium; lamellipodia | 片状伪足
filopodium; filopodia | 丝状伪足
microvillus; microvilli | 微绒毛
synapse | 突触
dendrite | 树突
axon | 轴突
dendritic spine | 树突棘
growth cone | 生长锥
neurite | 神经突
neurotrophic factor | 神经营养因子
soma; cell body | 胞体; 细胞体
neuromuscular junction; NMJ | 神经肌肉接头
synaptic bouton; bouton | 突触扣结
active zone | 活性区
sarcomere | 肌节
myofibril | 肌原纤维
myelin; myelin sheath | 髓鞘

# Nucleic acids and genetic elements
DNA; deoxyribonucleic acid | 脱氧核糖核酸
RNA; ribonucleic acid | 核糖核酸
nucleic acid | 核酸
mRNA; messenger RNA | 信使RNA; 信使核糖核酸
cDNA; complementary DNA | 互补DNA
genomic DNA; gDNA | 基因组DNA
plasmid DNA; pDNA | 质粒DNA
double-stranded DNA; dsDNA | 双链DNA
single-stranded DNA; ssDNA | 单链DNA
double-stranded RNA; dsRNA | 双链RNA
single-stranded RNA; ssRNA | 单链RNA
total RNA | 总RNA
tRNA; transfer RNA | 转运RNA
rRNA; ribosomal RNA | 核糖体RNA
snRNA; small nuclear RNA | 小核RNA
piRNA; PIWI-interacting RNA |
siRNA; small interfering RNA; short interfering RNA | 小干扰RNA
shRNA; short hairpin RNA; small hairpin RNA | 短发夹RNA; 小发夹RNA
miRNA; microRNA | 微小RNA; 微RNA
lncRNA; long non-coding RNA; long noncoding RNA | 长链非编码RNA; 长非编码RNA
non-coding RNA; noncoding RNA; ncRNA | 非编码RNA
circRNA; circular RNA | 环状RNA
guide RNA; gRNA; sgRNA; single guide RNA; single-guide RNA | 向导RNA; 导向RNA; 单向导RNA
crRNA; CRISPR RNA |
tracrRNA; trans-activating crRNA; trans-activating CRISPR RNA | 反式激活crRNA
T-DNA; transfer DNA |
Ti plasmid; tumor-inducing plasmid; tumour-inducing plasmid | Ti质粒; 肿瘤诱导质粒
oligonucleotide; oligo | 寡核苷酸
morpholino; morpholino oligonucleotide | 吗啉代寡核苷酸; 吗啉环寡核苷酸
antisense oligonucleotide; ASO | 反义寡核苷酸
primer | 引物
forward primer | 上游引物; 正向引物
reverse primer | 下游引物; 反向引物
random primer | 随机引物
random hexamer | 随机六聚体
oligo(dT); oligo dT | 寡聚dT
primer dimer | 引物二聚体
adapter dimer; adaptor dimer | 接头二聚体
sequencing adapter; sequencing adaptor | 测序接头
unique molecular identifier; UMI | 唯一分子标识符; 分子标签
amplicon | 扩增子
probe | 探针
TaqMan probe | TaqMan探针
riboprobe; RNA probe | RNA探针
template DNA | 模板DNA
DNA insert; insert fragment | 插入片段
plasmid | 质粒
vector | 载体
expression vector | 表达载体
cloning vector | 克隆载体
binary vector | 双元载体
shuttle vector | 穿梭载体
viral vector | 病毒载体
lentiviral vector | 慢病毒载体
AAV vector | AAV载体
retroviral vector | 逆转录病毒载体
packaging plasmid | 包装质粒
envelope plasmid | 包膜质粒
reporter plasmid | 报告质粒
empty vector | 空载体
DNA construct; genetic construct | 构建体; 基因构建体
genome | 基因组
reference genome | 参考基因组
transcriptome | 转录组
proteome | 蛋白质组
metabolome | 代谢组
epigenome | 表观基因组
exome | 外显子组
allele | 等位基因
locus; loci | 基因座
exon | 外显子
intron | 内含子
promoter | 启动子
enhancer | 增强子
silencer | 沉默子
terminator | 终止子
untranslated region; UTR | 非翻译区
3' UTR; 3'-UTR | 3′非翻译区
5' UTR; 5'-UTR | 5′非翻译区
open reading frame; ORF | 开放阅读框; 开放读码框
coding sequence; CDS | 编码序列
start codon; initiation codon | 起始密码子
stop codon; termination codon | 终止密码子
exon-exon junction; exon junction | 外显子-外显子连接处; 外显子连接区
blunt end | 平末端
sticky end; cohesive end | 黏性末端; 粘性末端
phosphorothioate; phosphorothioate bond | 硫代磷酸酯; 硫代磷酸酯键
degron | 降解决定子
Kozak sequence | Kozak序列
ribosome binding site; RBS; Shine-Dalgarno sequence | 核糖体结合位点
multiple cloning site; MCS; polylinker | 多克隆位点
origin of replication; replication origin | 复制起点; 复制起始位点
restriction site | 酶切位点; 限制性酶切位点
cleavage site | 切割位点
protospacer adjacent motif | 前间区序列邻近基序
CpG island | CpG岛
transposon; transposable element | 转座子; 转座元件
transgenic | 转基因
reporter gene | 报告基因
housekeeping gene | 管家基因
housekeeping protein | 管家蛋白
loading control; internal loading control | 内参; 内参蛋白; 上样对照
reference gene; internal control gene | 内参基因
marker gene | 标志基因; 标记基因
selectable marker | 选择标记; 筛选标记
antibiotic resistance gene | 抗生素抗性基因
oncogene | 癌基因; 致癌基因
tumor suppressor gene; tumour suppressor gene | 抑癌基因; 肿瘤抑制基因
ortholog; orthologue | 直系同源基因
paralog; paralogue | 旁系同源基因
homolog; homologue | 同源基因; 同源物
transcript | 转录本
splice variant | 剪接变体
mutation | 突变
mutant | 突变体
point mutation | 点突变
frameshift mutation | 移码突变
nonsense mutation | 无义突变
missense mutation | 错义突变
indel | 插入缺失
single-nucleotide polymorphism; single nucleotide polymorphism; SNP | 单核苷酸多态性
copy number variation; CNV | 拷贝数变异
genotype | 基因型
phenotype | 表型
wild type; wild-type | 野生型
heterozygous; heterozygote | 杂合子; 杂合体
homozygous; homozygote | 纯合子; 纯合体
hemizygous; hemizygote | 半合子
nucleotide | 核苷酸
nucleoside | 核苷
dNTP; deoxynucleoside triphosphate; deoxyribonucleotide triphosphate | 脱氧核糖核苷三磷酸; 脱氧核苷三磷酸

# Protein tags, reporters and fluorescent proteins
His-tag; His tag; polyhistidine tag; hexahistidine tag; His6 tag; 6xHis | His标签; 组氨酸标签; 多聚组氨酸标签; 六组氨酸标签
FLAG tag; FLAG-tag; DYKDDDDK tag | FLAG标签
HA tag; HA-tag; hemagglutinin tag; haemagglutinin tag | HA标签
Myc tag; c-Myc tag; Myc-tag | Myc标签
GST tag; GST-tag; glutathione S-transferase tag | GST标签
MBP tag; maltose-binding protein tag | MBP标签
Strep-tag; Strep tag | Strep标签
V5 tag; V5-tag | V5标签
SUMO tag | SUMO标签
HaloTag; Halo tag | Halo标签
SNAP-tag; SNAP tag | SNAP标签
epitope tag | 表位标签
affinity tag | 亲和标签
fusion protein | 融合蛋白
recombinant protein | 重组蛋白
GFP; green fluorescent protein | 绿色荧光蛋白
EGFP; enhanced green fluorescent protein; enhanced GFP | 增强型绿色荧光蛋白
sfGFP; superfolder GFP; superfolder green fluorescent protein | 超折叠绿色荧光蛋白; 超折叠GFP
YFP; yellow fluorescent protein | 黄色荧光蛋白
CFP; cyan fluorescent protein | 青色荧光蛋白
BFP; blue fluorescent protein | 蓝色荧光蛋白
RFP; red fluorescent protein | 红色荧光蛋白
fluorescent protein | 荧光蛋白
genetically encoded calcium indicator; GECI | 基因编码钙指示剂
luciferase | 荧光素酶
firefly luciferase; FLuc | 萤火虫荧光素酶
Renilla luciferase; RLuc | 海肾荧光素酶
β-galactosidase; β-gal; LacZ | β-半乳糖苷酶
β-glucuronidase; GUS; uidA | β-葡萄糖醛酸糖苷酶; β-葡萄糖苷酸酶

# Antibodies and immune molecules
antibody; immunoglobulin | 抗体; 免疫球蛋白
primary antibody | 一抗; 第一抗体
secondary antibody | 二抗; 第二抗体
monoclonal antibody; mAb | 单克隆抗体; 单抗
polyclonal antibody; pAb | 多克隆抗体; 多抗
IgG; immunoglobulin G | 免疫球蛋白G
IgM; immunoglobulin M | 免疫球蛋白M
IgA | IgA抗体
IgE; immunoglobulin E | 免疫球蛋白E
IgY; immunoglobulin Y | 免疫球蛋白Y
isotype control | 同型对照
Fab fragment; Fab | Fab片段
Fc region; Fc fragment | Fc片段
Fc receptor; FcR | Fc受体
nanobody; single-domain antibody; VHH | 纳米抗体; 单域抗体
bispecific antibody | 双特异性抗体
antigen | 抗原
epitope; antigenic determinant | 表位; 抗原表位; 抗原决定簇
major histocompatibility complex; MHC | 主要组织相容性复合体
human leukocyte antigen; human leucocyte antigen; HLA | 人类白细胞抗原
T-cell receptor; T cell receptor; TCR | T细胞受体
B-cell receptor; B cell receptor | B细胞受体
Toll-like receptor; TLR | Toll样受体
pattern recognition receptor; pattern-recognition receptor; PRR | 模式识别受体
complement system | 补体系统
cytokine | 细胞因子
chemokine | 趋化因子
interleukin | 白细胞介素; 白介素
interferon; IFN | 干扰素
IFN-γ; interferon gamma; interferon-γ; IFNG | γ-干扰素; 干扰素-γ
IFN-α; interferon alpha; interferon-α | α-干扰素; 干扰素-α
IFN-β; interferon beta; interferon-β | β-干扰素; 干扰素-β
TNF; TNF-α; tumor necrosis factor; tumour necrosis factor; tumor necrosis factor alpha | 肿瘤坏死因子; 肿瘤坏死因子-α
IL-1β; interleukin-1β; interleukin 1 beta | 白细胞介素-1β; 白介素-1β
IL-2; interleukin-2; interleukin 2 | 白细胞介素-2; 白介素-2
IL-4; interleukin-4; interleukin 4 | 白细胞介素-4; 白介素-4
IL-6; interleukin-6; interleukin 6 | 白细胞介素-6; 白介素-6
IL-10; interleukin-10; interleukin 10 | 白细胞介素-10; 白介素-10
IL-17A; interleukin-17A; interleukin 17A | 白细胞介素-17A; 白介素-17A
TGF-β; transforming growth factor beta; transforming growth factor-β | 转化生长因子-β
growth factor | 生长因子
EGF; epidermal growth factor | 表皮生长因子
FGF; fibroblast growth factor | 成纤维细胞生长因子
bFGF; FGF2; basic fibroblast growth factor | 碱性成纤维细胞生长因子
VEGF; vascular endothelial growth factor | 血管内皮生长因子
PDGF; platelet-derived growth factor | 血小板衍生生长因子
IGF-1; insulin-like growth factor 1; insulin-like growth factor-1 | 胰岛素样生长因子-1
HGF; hepatocyte growth factor | 肝细胞生长因子
NGF; nerve growth factor | 神经生长因子
BDNF; brain-derived neurotrophic factor | 脑源性神经营养因子
GDNF; glial cell line-derived neurotrophic factor | 胶质细胞源性神经营养因子
M-CSF; CSF1; macrophage colony-stimulating factor | 巨噬细胞集落刺激因子
GM-CSF; granulocyte-macrophage colony-stimulating factor | 粒细胞-巨噬细胞集落刺激因子
G-CSF; granulocyte colony-stimulating factor | 粒细胞集落刺激因子
BMP4; bone morphogenetic protein 4 | 骨形态发生蛋白4
activin | 激活素
hormone | 激素
insulin | 胰岛素
glucagon | 胰高血糖素
leptin | 瘦素
estrogen; oestrogen | 雌激素
estradiol; oestradiol | 雌二醇
testosterone | 睾酮; 睾丸酮
progesterone | 孕酮; 黄体酮
cortisol; hydrocortisone | 皮质醇; 氢化可的松
corticosterone | 皮质酮
melatonin | 褪黑素; 褪黑激素
human chorionic gonadotropin; hCG | 人绒毛膜促性腺激素
pregnant mare serum gonadotropin; PMSG; equine chorionic gonadotropin; eCG | 孕马血清促性腺激素
auxin | 生长素
indole-3-acetic acid; IAA; indoleacetic acid | 吲哚-3-乙酸; 吲哚乙酸
cytokinin | 细胞分裂素
gibberellin; gibberellic acid | 赤霉素
abscisic acid; ABA | 脱落酸
jasmonic acid; jasmonate | 茉莉酸
methyl jasmonate; MeJA | 茉莉酸甲酯
salicylic acid | 水杨酸
brassinosteroid | 油菜素甾醇; 油菜素类固醇
strigolactone | 独脚金内酯
ethylene | 乙烯

# Proteins, enzymes and receptors (as biological objects; reagent enzymes are in reagents.ts)
sonic hedgehog; Shh | 音猬因子; 音猬蛋白
β-actin; ACTB | β-肌动蛋白
actin | 肌动蛋白
tubulin | 微管蛋白
α-tubulin | α-微管蛋白
GAPDH; glyceraldehyde-3-phosphate dehydrogenase; glyceraldehyde 3-phosphate dehydrogenase | 甘油醛-3-磷酸脱氢酶
histone | 组蛋白
histone H3; H3 | 组蛋白H3
lamin | 核纤层蛋白
vimentin | 波形蛋白
keratin; cytokeratin | 角蛋白; 细胞角蛋白
collagen | 胶原; 胶原蛋白
fibronectin | 纤连蛋白; 纤维连接蛋白
laminin | 层粘连蛋白; 层黏连蛋白
vitronectin | 玻连蛋白
elastin | 弹性蛋白
albumin | 白蛋白; 清蛋白
ubiquitin | 泛素
p53; TP53 | p53蛋白
Ki-67; Ki67; MKI67 | Ki-67蛋白
caspase | 半胱天冬酶; 胱天蛋白酶
caspase-3; CASP3; caspase 3 | 半胱天冬酶-3; 胱天蛋白酶-3
cleaved caspase-3 | 剪切型caspase-3; 活化的caspase-3
cadherin | 钙黏蛋白; 钙粘蛋白
E-cadherin; CDH1 | E-钙黏蛋白; E-钙粘蛋白
N-cadherin; CDH2 | N-钙黏蛋白; N-钙粘蛋白
integrin | 整合素
α-smooth muscle actin; α-SMA; ACTA2 | α-平滑肌肌动蛋白
troponin | 肌钙蛋白
cardiac troponin T; cTnT; TNNT2 | 心肌肌钙蛋白T
myosin | 肌球蛋白
kinesin | 驱动蛋白
dynein | 动力蛋白
calmodulin | 钙调蛋白
calnexin | 钙连蛋白
hemoglobin; haemoglobin | 血红蛋白
myoglobin | 肌红蛋白
transferrin | 转铁蛋白
ferritin | 铁蛋白
thyroglobulin | 甲状腺球蛋白
ovalbumin; OVA | 卵清蛋白
casein | 酪蛋白
mucin | 黏蛋白
myelin basic protein | 髓鞘碱性蛋白; 髓磷脂碱性蛋白
aldolase | 醛缩酶
conalbumin; ovotransferrin | 伴清蛋白; 卵转铁蛋白
phosphoprotein | 磷蛋白
citrullinated histone H3; CitH3 | 瓜氨酸化组蛋白H3
Noggin | 头蛋白
R-spondin 1; RSPO1 |
maltose-binding protein | 麦芽糖结合蛋白
cyclophilin A; PPIA | 亲环素A
MAP2; microtubule-associated protein 2 | 微管相关蛋白2
GFAP; glial fibrillary acidic protein | 胶质纤维酸性蛋白
NeuN; RBFOX3; neuronal nuclei antigen | 神经元核抗原
synaptophysin; SYP | 突触小泡蛋白; 突触囊泡蛋白
PSD-95; PSD95; DLG4; postsynaptic density protein 95 | 突触后致密蛋白95
tau protein; MAPT | tau蛋白
amyloid beta; amyloid-β; Aβ; beta-amyloid | β-淀粉样蛋白; 淀粉样β蛋白
amyloid precursor protein; APP | 淀粉样前体蛋白
α-synuclein; SNCA | α-突触核蛋白
huntingtin; HTT | 亨廷顿蛋白
heat shock protein; HSP | 热休克蛋白
HSP90; heat shock protein 90 | 热休克蛋白90
molecular chaperone; chaperone | 分子伴侣
PD-1; programmed cell death protein 1; PDCD1 | 程序性死亡受体1; 程序性细胞死亡蛋白1
PD-L1; CD274; programmed death-ligand 1 | 程序性死亡配体1
CTLA-4; cytotoxic T-lymphocyte-associated protein 4 | 细胞毒性T淋巴细胞相关蛋白4
CD117; c-Kit | 干细胞因子受体
CD45; PTPRC; leukocyte common antigen | 白细胞共同抗原
CD11b; ITGAM; Mac-1 | 巨噬细胞抗原1
CD62L; L-selectin | L-选择素
Sca-1; Ly-6A/E; Ly6a | 干细胞抗原1
F4/80; ADGRE1; EMR1 | F4/80抗原
Oct4; POU5F1; Oct-3/4 | Oct4转录因子
Nrf2; NFE2L2; nuclear factor erythroid 2-related factor 2 | 核因子E2相关因子2
NF-κB; NF-kappaB; nuclear factor kappa B | 核因子κB
HIF-1α; hypoxia-inducible factor 1-alpha; HIF1A | 缺氧诱导因子-1α; 低氧诱导因子-1α
c-Myc; MYC | c-Myc蛋白
CTCF; CCCTC-binding factor | CCCTC结合因子
STAT3; signal transducer and activator of transcription 3 | 信号转导及转录激活因子3
Cas9; CRISPR-associated protein 9 | Cas9蛋白; Cas9核酸酶
dCas9; dead Cas9; catalytically dead Cas9 | 失活Cas9; 核酸酶失活Cas9
Cas12a; Cpf1 | Cas12a蛋白
Cas13 | Cas13蛋白
ribonucleoprotein; RNP | 核糖核蛋白
RNA-binding protein | RNA结合蛋白
transcription factor | 转录因子
G protein-coupled receptor; G-protein-coupled receptor; GPCR | G蛋白偶联受体
receptor tyrosine kinase; RTK | 受体酪氨酸激酶
EGFR; epidermal growth factor receptor | 表皮生长因子受体
estrogen receptor; oestrogen receptor | 雌激素受体
androgen receptor | 雄激素受体
glucocorticoid receptor | 糖皮质激素受体
nuclear receptor | 核受体
NMDA receptor; NMDAR; N-methyl-D-aspartate receptor | NMDA受体
AMPA receptor; AMPAR | AMPA受体
GABA-A receptor; GABAA receptor | GABAA受体
glutamate receptor | 谷氨酸受体
ion channel | 离子通道
sodium channel | 钠通道; 钠离子通道
potassium channel | 钾通道; 钾离子通道
calcium channel | 钙通道; 钙离子通道
chloride channel | 氯离子通道; 氯通道
kinase | 激酶
protein kinase | 蛋白激酶
phosphatase | 磷酸酶
protease; proteinase; peptidase | 蛋白酶; 肽酶
nuclease | 核酸酶
endonuclease | 核酸内切酶; 内切酶
exonuclease | 核酸外切酶; 外切酶
ligase | 连接酶
polymerase | 聚合酶
helicase | 解旋酶
transposase | 转座酶
recombinase | 重组酶
topoisomerase | 拓扑异构酶
DNA gyrase; gyrase | DNA旋转酶; 旋转酶
methyltransferase | 甲基转移酶
acetyltransferase | 乙酰转移酶
histone deacetylase; HDAC | 组蛋白去乙酰化酶
ubiquitin ligase; E3 ligase; E3 ubiquitin ligase | 泛素连接酶; E3泛素连接酶
dehydrogenase | 脱氢酶
oxidase | 氧化酶
reductase | 还原酶
synthase | 合酶
hydrolase | 水解酶
transferase | 转移酶
peroxidase | 过氧化物酶
superoxide dismutase; SOD | 超氧化物歧化酶
lactate dehydrogenase; LDH | 乳酸脱氢酶
malate dehydrogenase; MDH | 苹果酸脱氢酶
glucose-6-phosphate dehydrogenase; G6PD; G6PDH | 葡萄糖-6-磷酸脱氢酶
glutamate dehydrogenase; GDH | 谷氨酸脱氢酶
isocitrate dehydrogenase; IDH | 异柠檬酸脱氢酶
pyruvate kinase | 丙酮酸激酶
AMPK; AMP-activated protein kinase | AMP激活的蛋白激酶; AMP活化蛋白激酶
mTOR; mechanistic target of rapamycin; mammalian target of rapamycin | 哺乳动物雷帕霉素靶蛋白; 雷帕霉素靶蛋白
Akt; protein kinase B; PKB | 蛋白激酶B
PKA; cAMP-dependent protein kinase | cAMP依赖性蛋白激酶; cAMP依赖的蛋白激酶
PKC; protein kinase C | 蛋白激酶C
ERK; ERK1/2; extracellular signal-regulated kinase | 细胞外信号调节激酶
MAPK; mitogen-activated protein kinase | 丝裂原活化蛋白激酶
JNK; c-Jun N-terminal kinase | c-Jun氨基末端激酶
GSK-3β; GSK3B; glycogen synthase kinase 3 beta | 糖原合成酶激酶-3β
CDK; cyclin-dependent kinase | 细胞周期蛋白依赖性激酶
cyclin | 细胞周期蛋白
adenylate cyclase; adenylyl cyclase | 腺苷酸环化酶
NADPH oxidase; NOX | NADPH氧化酶
nitric oxide synthase; NOS | 一氧化氮合酶
inducible nitric oxide synthase; iNOS; NOS2 | 诱导型一氧化氮合酶
COX-2; cyclooxygenase-2; PTGS2 | 环氧合酶-2; 环氧化酶-2
telomerase | 端粒酶
myeloperoxidase; MPO | 髓过氧化物酶
Argonaute; Argonaute protein | Argonaute蛋白
lectin | 凝集素
flagellin | 鞭毛蛋白

# Small biomolecules and macromolecules
ATP; adenosine triphosphate; adenosine 5'-triphosphate | 三磷酸腺苷; 腺苷三磷酸
ADP; adenosine diphosphate | 二磷酸腺苷; 腺苷二磷酸
AMP; adenosine monophosphate | 一磷酸腺苷; 腺苷一磷酸
GTP; guanosine triphosphate; guanosine 5'-triphosphate | 三磷酸鸟苷; 鸟苷三磷酸
cAMP; cyclic AMP; cyclic adenosine monophosphate | 环磷酸腺苷; 环腺苷酸
cGMP; cyclic GMP; cyclic guanosine monophosphate | 环磷酸鸟苷; 环鸟苷酸
NAD+; nicotinamide adenine dinucleotide | 烟酰胺腺嘌呤二核苷酸; 辅酶I
NADH | 还原型烟酰胺腺嘌呤二核苷酸; 还原型辅酶I
NADP+; nicotinamide adenine dinucleotide phosphate | 烟酰胺腺嘌呤二核苷酸磷酸; 辅酶II
NADPH | 还原型烟酰胺腺嘌呤二核苷酸磷酸; 还原型辅酶II
FAD; flavin adenine dinucleotide | 黄素腺嘌呤二核苷酸
acetyl-CoA; acetyl coenzyme A | 乙酰辅酶A
coenzyme A; CoA | 辅酶A
amino acid | 氨基酸
peptide | 多肽; 肽段
lipid | 脂质; 脂类
fatty acid | 脂肪酸
phospholipid | 磷脂
triglyceride; triacylglycerol | 甘油三酯; 三酰甘油
sphingolipid | 鞘脂
ceramide | 神经酰胺
polysaccharide | 多糖
glycogen | 糖原
starch | 淀粉
cellulose | 纤维素
lignin | 木质素
pectin | 果胶
callose | 胼胝质
chitin | 几丁质; 甲壳素
peptidoglycan | 肽聚糖
lipopolysaccharide; LPS; endotoxin | 脂多糖; 内毒素
chlorophyll | 叶绿素
carotenoid | 类胡萝卜素
anthocyanin | 花青素; 花色苷
flavonoid | 类黄酮; 黄酮类化合物
metabolite | 代谢物
glutamate; glutamic acid | 谷氨酸
GABA; γ-aminobutyric acid | γ-氨基丁酸
dopamine | 多巴胺
serotonin; 5-HT; 5-hydroxytryptamine | 5-羟色胺; 血清素
acetylcholine; ACh | 乙酰胆碱
norepinephrine; noradrenaline | 去甲肾上腺素
epinephrine; adrenaline | 肾上腺素
histamine | 组胺
neurotransmitter | 神经递质
reactive oxygen species; ROS | 活性氧
nitric oxide | 一氧化氮

# Modifications and molecular events
post-translational modification; posttranslational modification; PTM | 翻译后修饰
phosphorylation | 磷酸化
dephosphorylation | 去磷酸化
ubiquitylation | 泛素化
acetylation | 乙酰化
methylation | 甲基化
glycosylation | 糖基化
SUMOylation | SUMO化
DNA methylation | DNA甲基化
histone modification | 组蛋白修饰
5-methylcytosine; 5mC | 5-甲基胞嘧啶
N6-methyladenosine; m6A | N6-甲基腺苷
H3K4me3; histone H3 lysine 4 trimethylation | H3K4三甲基化
H3K27me3; histone H3 lysine 27 trimethylation | H3K27三甲基化
H3K27ac; histone H3 lysine 27 acetylation | H3K27乙酰化
double-strand break; DSB | 双链断裂
non-homologous end joining; nonhomologous end joining; NHEJ | 非同源末端连接
homology-directed repair; HDR | 同源定向修复
homologous recombination | 同源重组
nonsense-mediated decay; nonsense-mediated mRNA decay; NMD | 无义介导的mRNA降解
alternative splicing | 可变剪接; 选择性剪接
DNA replication | DNA复制
DNA repair | DNA修复
DNA damage | DNA损伤

# Cellular and physiological processes
apoptosis | 细胞凋亡; 凋亡
programmed cell death | 程序性细胞死亡
autophagy | 自噬; 细胞自噬
necroptosis | 坏死性凋亡
ferroptosis | 铁死亡
pyroptosis | 细胞焦亡; 焦亡
necrosis | 坏死
NETosis; NET formation | NET形成
neutrophil extracellular trap | 中性粒细胞胞外诱捕网; 中性粒细胞胞外陷阱
cellular senescence; senescence | 细胞衰老
cell cycle | 细胞周期
mitosis | 有丝分裂
meiosis | 减数分裂
cell division | 细胞分裂
cell proliferation | 细胞增殖
cell differentiation | 细胞分化
cell migration | 细胞迁移
cell invasion | 细胞侵袭
epithelial-mesenchymal transition; EMT | 上皮-间质转化; 上皮-间充质转化
angiogenesis | 血管生成
inflammation | 炎症
immune response | 免疫应答; 免疫反应
innate immunity | 固有免疫; 先天免疫
adaptive immunity | 适应性免疫; 获得性免疫
photosynthesis | 光合作用
cellular respiration | 细胞呼吸
glycolysis | 糖酵解
tricarboxylic acid cycle; TCA cycle; citric acid cycle; Krebs cycle | 三羧酸循环; 柠檬酸循环
oxidative phosphorylation; OXPHOS | 氧化磷酸化
gene expression | 基因表达
signaling pathway | 信号通路
signal transduction | 信号转导
Wnt signaling; Wnt pathway | Wnt信号通路; Wnt通路
Notch signaling; Notch pathway | Notch信号通路
Hedgehog signaling; Hedgehog pathway | Hedgehog信号通路
NF-κB signaling; NF-κB pathway | NF-κB信号通路
MAPK signaling; MAPK pathway | MAPK信号通路
PI3K/Akt signaling; PI3K/Akt pathway | PI3K/Akt信号通路
JAK-STAT signaling; JAK/STAT pathway | JAK-STAT信号通路
Hippo signaling; Hippo pathway | Hippo信号通路
circadian rhythm; circadian clock | 昼夜节律; 生物钟
action potential | 动作电位
resting membrane potential; resting potential | 静息膜电位; 静息电位
excitatory postsynaptic potential; EPSP | 兴奋性突触后电位
excitatory postsynaptic current; EPSC | 兴奋性突触后电流
inhibitory postsynaptic potential; IPSP | 抑制性突触后电位
inhibitory postsynaptic current | 抑制性突触后电流
spontaneous excitatory postsynaptic current; sEPSC | 自发性兴奋性突触后电流
miniature excitatory postsynaptic current; mEPSC | 微小兴奋性突触后电流
long-term potentiation; LTP | 长时程增强
long-term depression; LTD | 长时程抑制
synaptic plasticity | 突触可塑性
synaptic transmission | 突触传递

# Diseases
cancer | 癌症
adenocarcinoma | 腺癌
squamous cell carcinoma; SCC | 鳞状细胞癌; 鳞癌
sarcoma | 肉瘤
metastasis; metastases | 肿瘤转移; 癌转移
liver metastasis | 肝转移
breast cancer; breast carcinoma | 乳腺癌
lung cancer | 肺癌
lung adenocarcinoma; LUAD | 肺腺癌
non-small cell lung cancer; non-small-cell lung cancer; NSCLC | 非小细胞肺癌
small cell lung cancer; SCLC | 小细胞肺癌
colorectal cancer; colorectal carcinoma; CRC | 结直肠癌
colon cancer | 结肠癌
gastric cancer; stomach cancer | 胃癌
liver cancer | 肝癌
hepatocellular carcinoma; HCC | 肝细胞癌; 肝细胞肝癌
pancreatic cancer | 胰腺癌
pancreatic ductal adenocarcinoma; PDAC | 胰腺导管腺癌
prostate cancer | 前列腺癌
ovarian cancer | 卵巢癌
cervical cancer; cervical carcinoma | 宫颈癌
bladder cancer | 膀胱癌
renal cell carcinoma; RCC; kidney cancer | 肾细胞癌; 肾癌
thyroid cancer | 甲状腺癌
esophageal cancer; oesophageal cancer | 食管癌
nasopharyngeal carcinoma | 鼻咽癌
head and neck squamous cell carcinoma; HNSCC | 头颈部鳞状细胞癌; 头颈鳞癌
hypopharyngeal squamous cell carcinoma; hypopharyngeal carcinoma | 下咽鳞状细胞癌; 下咽癌
glioblastoma; glioblastoma multiforme; GBM | 胶质母细胞瘤; 多形性胶质母细胞瘤
glioma | 胶质瘤
melanoma | 黑色素瘤
osteosarcoma | 骨肉瘤
fibrosarcoma | 纤维肉瘤
neuroblastoma | 神经母细胞瘤
leukemia; leukaemia | 白血病
acute myeloid leukemia; acute myeloid leukaemia; AML | 急性髓系白血病; 急性髓细胞白血病
chronic myeloid leukemia; chronic myeloid leukaemia; CML | 慢性髓系白血病; 慢性粒细胞白血病
acute lymphoblastic leukemia; acute lymphoblastic leukaemia | 急性淋巴细胞白血病
lymphoma | 淋巴瘤
multiple myeloma | 多发性骨髓瘤
adenoma | 腺瘤
Alzheimer's disease; Alzheimer disease | 阿尔茨海默病; 老年痴呆症
Parkinson's disease; Parkinson disease | 帕金森病
Huntington's disease; Huntington disease | 亨廷顿病; 亨廷顿舞蹈症
amyotrophic lateral sclerosis; ALS | 肌萎缩侧索硬化; 肌萎缩侧索硬化症; 渐冻症
multiple sclerosis | 多发性硬化; 多发性硬化症
epilepsy | 癫痫
stroke | 脑卒中; 中风; 卒中
ischemic stroke; ischaemic stroke | 缺血性脑卒中; 缺血性卒中
autism spectrum disorder; autism; ASD | 孤独症谱系障碍; 自闭症谱系障碍; 孤独症; 自闭症
schizophrenia | 精神分裂症
major depressive disorder; MDD; clinical depression | 抑郁症
anxiety disorder | 焦虑症
neurodegenerative disease | 神经退行性疾病; 神经退行性病变
spinal cord injury; SCI | 脊髓损伤
traumatic brain injury; TBI | 创伤性脑损伤; 颅脑损伤
diabetes; diabetes mellitus | 糖尿病
type 1 diabetes; T1D | 1型糖尿病
type 2 diabetes; T2D; T2DM | 2型糖尿病
obesity | 肥胖; 肥胖症
atherosclerosis | 动脉粥样硬化
hypertension; high blood pressure | 高血压
myocardial infarction; heart attack | 心肌梗死; 心梗
heart failure | 心力衰竭; 心衰
cardiac hypertrophy | 心肌肥厚; 心肌肥大
fibrosis | 纤维化
liver fibrosis; hepatic fibrosis | 肝纤维化
pulmonary fibrosis; lung fibrosis | 肺纤维化
non-alcoholic fatty liver disease; nonalcoholic fatty liver disease; NAFLD | 非酒精性脂肪性肝病; 非酒精性脂肪肝
non-alcoholic steatohepatitis; nonalcoholic steatohepatitis; NASH | 非酒精性脂肪性肝炎
sepsis | 脓毒症
systemic lupus erythematosus; SLE; lupus | 系统性红斑狼疮; 红斑狼疮
rheumatoid arthritis | 类风湿关节炎; 类风湿性关节炎
osteoarthritis | 骨关节炎
osteoporosis | 骨质疏松; 骨质疏松症
inflammatory bowel disease; IBD | 炎症性肠病
colitis | 结肠炎
ulcerative colitis | 溃疡性结肠炎
Crohn's disease; Crohn disease | 克罗恩病
asthma | 哮喘
chronic obstructive pulmonary disease; COPD | 慢性阻塞性肺疾病; 慢阻肺
cystic fibrosis | 囊性纤维化
tuberculosis | 结核病
malaria | 疟疾
COVID-19; coronavirus disease 2019 | 新型冠状病毒肺炎; 新冠肺炎; 新型冠状病毒感染
influenza; flu | 流行性感冒; 流感
acquired immunodeficiency syndrome; AIDS | 获得性免疫缺陷综合征; 艾滋病
hepatitis | 肝炎
pneumonia | 肺炎
autoimmune disease | 自身免疫病; 自身免疫性疾病
allergy | 过敏; 变态反应
Down syndrome; trisomy 21 | 唐氏综合征; 21三体综合征
Duchenne muscular dystrophy; DMD | 杜氏肌营养不良; 迪谢内肌营养不良
sickle cell disease; sickle cell anemia; sickle cell anaemia | 镰状细胞病; 镰状细胞贫血
anemia; anaemia | 贫血
hemophilia; haemophilia | 血友病
chronic kidney disease; CKD | 慢性肾病; 慢性肾脏病
acute kidney injury; AKI | 急性肾损伤
ischemia; ischaemia | 缺血
hypoxia | 缺氧; 低氧
ischemia-reperfusion injury; ischaemia-reperfusion injury | 缺血再灌注损伤
cardiotoxicity | 心脏毒性
amyloid plaque; senile plaque | 淀粉样斑块; 老年斑
neurofibrillary tangle | 神经原纤维缠结

# Disease models
patient-derived xenograft; PDX | 人源肿瘤异种移植; 患者来源异种移植
orthotopic xenograft; orthotopic tumor model; orthotopic tumour model | 原位移植瘤; 原位移植瘤模型
DSS-induced colitis; dextran sulfate sodium-induced colitis | DSS诱导的结肠炎; 葡聚糖硫酸钠诱导的结肠炎
AOM/DSS model; azoxymethane/dextran sulfate sodium model | AOM/DSS模型
collagen-induced arthritis; CIA | 胶原诱导性关节炎
experimental autoimmune encephalomyelitis; EAE | 实验性自身免疫性脑脊髓炎
streptozotocin-induced diabetes; STZ-induced diabetes | 链脲佐菌素诱导的糖尿病
diet-induced obesity | 饮食诱导肥胖
high-fat diet; HFD | 高脂饲料; 高脂饮食
bleomycin-induced pulmonary fibrosis; bleomycin-induced lung fibrosis | 博来霉素诱导的肺纤维化
middle cerebral artery occlusion; MCAO | 大脑中动脉闭塞; 大脑中动脉栓塞
MPTP model; MPTP-induced Parkinson's disease | MPTP模型
Apc Min mouse; ApcMin/+ mouse | Apc Min小鼠
disease model | 疾病模型
animal model | 动物模型

# Samples and preparations
cell suspension | 细胞悬液
single-cell suspension; single cell suspension | 单细胞悬液
cell pellet | 细胞沉淀
supernatant | 上清; 上清液
lysate; cell lysate | 裂解物; 细胞裂解物
whole-cell lysate; whole cell lysate | 全细胞裂解液
homogenate; tissue homogenate | 匀浆; 组织匀浆
cell-free extract | 无细胞提取物
nuclear extract | 核提取物
cytoplasmic extract; cytosolic extract | 胞质提取物
bacterial colony | 菌落
single colony | 单菌落
biofilm | 生物膜
phage plaque | 噬斑
glycerol stock | 甘油菌; 甘油菌种; 甘油保存菌
overnight culture | 过夜培养物
`;
