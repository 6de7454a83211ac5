/** Term dictionary: reagents (format: ./parse-term-lines.ts). Original work of the journal. */
export const TERMS = `
# Buffers and salt solutions
phosphate-buffered saline; phosphate buffered saline; PBS | 磷酸盐缓冲液; 磷酸盐缓冲盐水; 磷酸盐缓冲生理盐水
Dulbecco's phosphate-buffered saline; Dulbecco's PBS; DPBS; D-PBS | Dulbecco磷酸盐缓冲液; 杜氏磷酸盐缓冲液
phosphate buffer | 磷酸缓冲液
Tris-buffered saline; Tris buffered saline; TBS | Tris缓冲盐水; Tris缓冲生理盐水
TBST; TBS-T; TBS-Tween; Tris-buffered saline with Tween 20 | TBST缓冲液
PBST; PBS-T; PBS-Tween; PBS with Tween 20 | PBST缓冲液
TAE; TAE buffer; Tris-acetate-EDTA | TAE缓冲液
TBE; TBE buffer; Tris-borate-EDTA | TBE缓冲液
TE buffer; Tris-EDTA buffer | TE缓冲液
Tris; Tris base; Trizma; tris(hydroxymethyl)aminomethane | 三羟甲基氨基甲烷; Tris碱
Tris-HCl; Tris hydrochloride | Tris盐酸; Tris-HCl缓冲液
HEPES | 羟乙基哌嗪乙硫磺酸; 4-羟乙基哌嗪乙磺酸
MES; 2-(N-morpholino)ethanesulfonic acid | 2-吗啉乙磺酸; 吗啉乙磺酸
MOPS; 3-(N-morpholino)propanesulfonic acid | 3-吗啉丙磺酸; 吗啉丙磺酸
PIPES; piperazine-N,N'-bis(2-ethanesulfonic acid) | 哌嗪-1,4-二乙磺酸
Tricine | 三(羟甲基)甲基甘氨酸
Bicine | 二(羟乙基)甘氨酸
citrate buffer; sodium citrate buffer | 柠檬酸盐缓冲液; 柠檬酸钠缓冲液
carbonate-bicarbonate buffer; carbonate buffer | 碳酸盐缓冲液; 碳酸盐-碳酸氢盐缓冲液
HBSS; Hanks' balanced salt solution; Hank's balanced salt solution | Hanks平衡盐溶液; Hank's平衡盐溶液
EBSS; Earle's balanced salt solution | Earle平衡盐溶液
balanced salt solution | 平衡盐溶液
normal saline; physiological saline | 生理盐水
Ringer's solution; Ringer solution; Ringer's | 林格液; 林格氏液; 任氏液
lactated Ringer's solution; Ringer's lactate | 乳酸林格液
Tyrode's solution; Tyrode solution | 台氏液
Krebs-Henseleit buffer; Krebs-Henseleit solution; Krebs buffer |
artificial cerebrospinal fluid; ACSF | 人工脑脊液
internal solution; intracellular solution; pipette solution | 电极内液; 细胞内液
extracellular solution; bath solution | 细胞外液; 浴液
cutting solution; slicing solution | 切片液
carbogen | 卡波金
RIPA buffer; RIPA lysis buffer; radioimmunoprecipitation assay buffer | RIPA裂解液; RIPA缓冲液
lysis buffer; lysis solution | 裂解缓冲液; 裂解液
red blood cell lysis buffer; RBC lysis buffer; erythrocyte lysis buffer | 红细胞裂解液; 红细胞裂解缓冲液
ACK lysing buffer; ACK lysis buffer; ACK buffer; ammonium-chloride-potassium buffer | ACK裂解液
SDS sample buffer; Laemmli buffer; Laemmli sample buffer | SDS上样缓冲液; Laemmli上样缓冲液
loading buffer; sample loading buffer | 上样缓冲液
DNA loading dye; gel loading dye; DNA loading buffer | DNA上样缓冲液; 核酸上样缓冲液
running buffer; electrophoresis buffer | 电泳缓冲液; 电泳液
Tris-glycine-SDS buffer; Tris-glycine SDS running buffer | Tris-甘氨酸-SDS电泳缓冲液
transfer buffer | 转印缓冲液; 转膜缓冲液; 转膜液
blocking buffer; blocking solution | 封闭缓冲液; 封闭液
wash buffer | 洗涤缓冲液; 洗涤液
elution buffer | 洗脱缓冲液; 洗脱液
binding buffer | 结合缓冲液
dialysis buffer | 透析缓冲液; 透析液
stripping buffer | 剥离缓冲液; 抗体剥离液
permeabilization buffer; permeabilisation buffer | 通透缓冲液; 通透液; 破膜液
FACS buffer; flow cytometry staining buffer | FACS缓冲液; 流式染色缓冲液
antigen retrieval buffer; antigen retrieval solution | 抗原修复液; 抗原修复缓冲液
antibody diluent; antibody dilution buffer | 抗体稀释液; 抗体稀释缓冲液
hybridization buffer; hybridisation buffer | 杂交缓冲液; 杂交液
saline-sodium citrate; saline sodium citrate buffer | 柠檬酸钠盐缓冲液; SSC缓冲液
mounting medium; mountant | 封片剂; 封片液
antifade mounting medium; antifade mountant | 抗淬灭封片剂; 防淬灭封片剂
antifade reagent | 抗淬灭剂; 防淬灭剂
fixative; fixation solution | 固定液
freezing medium; cryopreservation medium | 冻存液; 细胞冻存液
RNA stabilization solution; RNA stabilisation solution; RNAlater | RNA稳定剂; RNA保存液

# Culture media and supplements
culture medium; growth medium | 培养基
DMEM; Dulbecco's modified Eagle medium; Dulbecco's modified Eagle's medium | 杜氏改良Eagle培养基; DMEM培养基
high-glucose DMEM; DMEM high glucose | 高糖DMEM; 高糖DMEM培养基
RPMI 1640; RPMI-1640; RPMI | RPMI 1640培养基
MEM; minimum essential medium; Eagle's minimum essential medium | 最低必需培养基; MEM培养基
α-MEM; alpha MEM; alpha minimum essential medium | α-MEM培养基
DMEM/F-12; DMEM/F12 | DMEM/F12培养基
Ham's F-12; Ham's F12; F-12 medium | F12培养基
IMDM; Iscove's modified Dulbecco's medium | Iscove改良Dulbecco培养基; IMDM培养基
Leibovitz's L-15; L-15 medium | L-15培养基
Medium 199; M199 | M199培养基
McCoy's 5A; McCoy's 5A medium | McCoy 5A培养基
Opti-MEM; OptiMEM | Opti-MEM培养基
reduced-serum medium | 减血清培养基
Neurobasal medium; Neurobasal | Neurobasal培养基
Schneider's Drosophila medium; Schneider's medium | Schneider果蝇培养基
Grace's insect medium | Grace昆虫培养基
Essential 8 medium; E8 medium | E8培养基
mTeSR1; mTeSR | mTeSR培养基
serum-free medium | 无血清培养基
complete medium; complete culture medium | 完全培养基
conditioned medium | 条件培养基
selective medium | 选择培养基; 筛选培养基
minimal medium | 基本培养基
M9 minimal medium; M9 medium; M9 | M9培养基; M9基本培养基
M9 minimal salts; M9 salts | M9基本盐; M9盐溶液
autoinduction medium; auto-induction medium | 自诱导培养基
LB medium; LB broth; Luria-Bertani medium; lysogeny broth; Luria broth; LB | LB培养基; LB肉汤; LB液体培养基
LB agar; LB agar plate | LB琼脂; LB固体培养基; LB平板
Terrific Broth | TB培养基
2xYT; 2YT; 2×YT medium | 2YT培养基; 2×YT培养基
SOC medium; SOC; super optimal broth with catabolite repression | SOC培养基; SOC复苏培养基
SOB medium; SOB; super optimal broth | SOB培养基
YPD; YEPD; yeast extract peptone dextrose | YPD培养基
synthetic defined medium; SD medium | SD培养基; 合成缺陷培养基
synthetic complete medium; SC medium | SC培养基; 合成完全培养基
Murashige and Skoog medium; Murashige-Skoog medium; MS medium | MS培养基
half-strength MS; ½ MS | 1/2 MS培养基; 半量MS培养基
Hoagland solution; Hoagland's solution; Hoagland nutrient solution | 霍格兰营养液; Hoagland营养液
Gamborg B5 medium; B5 medium | B5培养基
nematode growth medium; NGM | 线虫生长培养基; NGM培养基
tryptic soy broth; trypticase soy broth; TSB | 胰蛋白胨大豆肉汤; 胰酪大豆胨液体培养基
tryptic soy agar | 胰蛋白胨大豆琼脂
brain heart infusion; BHI | 脑心浸液; 脑心浸出液
Mueller-Hinton broth; MHB; cation-adjusted Mueller-Hinton broth; CAMHB | MH肉汤; 水解酪蛋白肉汤
Mueller-Hinton agar; MHA | MH琼脂; 水解酪蛋白琼脂
MacConkey agar | 麦康凯琼脂
blood agar | 血琼脂; 血平板
nutrient broth | 营养肉汤
nutrient agar | 营养琼脂
potato dextrose agar; PDA | 马铃薯葡萄糖琼脂
Middlebrook 7H9; 7H9 broth | 7H9培养基
Middlebrook 7H10; 7H10 agar | 7H10琼脂
agar | 琼脂
plant agar; plant tissue culture agar | 植物琼脂
agarose | 琼脂糖
low-melting-point agarose; low melting point agarose; LMP agarose | 低熔点琼脂糖
tryptone | 胰蛋白胨
peptone | 蛋白胨
yeast extract | 酵母提取物; 酵母浸粉; 酵母浸出物
beef extract | 牛肉膏; 牛肉浸膏
casamino acids | 酸水解酪蛋白; 水解酪蛋白
fetal bovine serum; foetal bovine serum; FBS; fetal calf serum; foetal calf serum; FCS | 胎牛血清
heat-inactivated FBS; heat-inactivated fetal bovine serum | 热灭活胎牛血清; 热灭活FBS
dialyzed FBS; dialysed FBS; dialyzed fetal bovine serum; dialysed fetal bovine serum | 透析胎牛血清
calf serum; bovine calf serum | 小牛血清
newborn calf serum; NBCS | 新生牛血清; 新生小牛血清
horse serum | 马血清
normal goat serum; goat serum | 正常山羊血清; 山羊血清
normal donkey serum; donkey serum | 正常驴血清; 驴血清
normal sheep serum; sheep serum | 正常绵羊血清; 绵羊血清
normal rabbit serum; rabbit serum | 正常兔血清; 兔血清
human serum | 人血清
antiserum; antisera | 抗血清
Alsever's solution | 阿氏液
chicken red blood cells; chicken erythrocytes | 鸡红细胞
mouse serum | 小鼠血清
bovine serum albumin; BSA | 牛血清白蛋白; 牛血清蛋白
human serum albumin; HSA | 人血清白蛋白
skim milk; skim milk powder; non-fat dry milk; nonfat dry milk; non-fat milk | 脱脂奶粉; 脱脂牛奶
L-glutamine; glutamine | L-谷氨酰胺; 谷氨酰胺
GlutaMAX; GlutaMAX supplement | GlutaMAX添加剂
sodium pyruvate | 丙酮酸钠
non-essential amino acids; nonessential amino acids; NEAA | 非必需氨基酸
penicillin-streptomycin; penicillin streptomycin; pen-strep | 青霉素-链霉素; 青链霉素
antibiotic-antimycotic; antibiotic-antimycotic solution | 抗生素-抗真菌剂; 抗生素-抗真菌溶液
insulin-transferrin-selenium; ITS supplement | 胰岛素-转铁蛋白-硒
B-27 supplement; B-27; B27 | B-27添加剂; B27添加剂
N-2 supplement; N-2; N2 supplement | N-2添加剂; N2添加剂
β-mercaptoethanol; 2-mercaptoethanol; β-ME; 2-ME | β-巯基乙醇; 2-巯基乙醇
Matrigel | 基质胶
basement membrane extract; BME | 基底膜提取物
gelatin | 明胶
type I collagen; collagen I; collagen type I | I型胶原; Ⅰ型胶原蛋白
poly-L-lysine; PLL | 多聚赖氨酸; 多聚-L-赖氨酸
poly-D-lysine; PDL | 多聚-D-赖氨酸
poly-L-ornithine; PLO | 多聚鸟氨酸; 多聚-L-鸟氨酸

# Enzymes used as reagents
trypsin | 胰蛋白酶; 胰酶
trypsin-EDTA | 胰蛋白酶-EDTA; 胰酶-EDTA
TrypLE; TrypLE Express | TrypLE消化酶
Accutase; Accutase solution | Accutase细胞消化液
collagenase | 胶原酶
collagenase type IV; type IV collagenase | IV型胶原酶
dispase | 中性蛋白酶; 分散酶
papain | 木瓜蛋白酶
ovomucoid inhibitor; ovomucoid protease inhibitor | 卵类粘蛋白抑制剂; 卵类黏蛋白抑制剂
pepsin | 胃蛋白酶
pronase | 链霉蛋白酶
hyaluronidase | 透明质酸酶
neuraminidase; sialidase | 神经氨酸酶; 唾液酸酶
receptor-destroying enzyme; RDE | 受体破坏酶
proteinase K | 蛋白酶K
lysozyme | 溶菌酶
lysostaphin | 溶葡萄球菌酶
zymolyase; lyticase | 酵母溶壁酶; 溶壁酶
cellulase | 纤维素酶
macerozyme; Macerozyme R10 | 离析酶
pectinase; pectolyase | 果胶酶
chitinase | 几丁质酶
DNase; deoxyribonuclease | 脱氧核糖核酸酶
DNase I; DNase 1; deoxyribonuclease I | 脱氧核糖核酸酶I
RNase; ribonuclease | 核糖核酸酶
RNase H; ribonuclease H | 核糖核酸酶H
RNase inhibitor; ribonuclease inhibitor | 核糖核酸酶抑制剂; RNA酶抑制剂
Benzonase; Benzonase nuclease | 全能核酸酶
micrococcal nuclease; MNase | 微球菌核酸酶
S1 nuclease | S1核酸酶
restriction enzyme; restriction endonuclease | 限制性内切酶; 限制酶; 限制性核酸内切酶
DNA ligase | DNA连接酶
T4 DNA ligase | T4 DNA连接酶
T7 endonuclease I; T7E1 | T7核酸内切酶I
Lys-C; endoproteinase Lys-C | 赖氨酰内切酶
DNA polymerase | DNA聚合酶
Taq polymerase; Taq DNA polymerase | Taq酶; Taq DNA聚合酶
high-fidelity DNA polymerase; high-fidelity polymerase | 高保真DNA聚合酶; 高保真聚合酶
hot-start polymerase; hot-start DNA polymerase | 热启动聚合酶; 热启动DNA聚合酶
Klenow fragment | Klenow片段; Klenow酶
RNA polymerase | RNA聚合酶
T7 RNA polymerase | T7 RNA聚合酶
SP6 RNA polymerase | SP6 RNA聚合酶
reverse transcriptase | 反转录酶; 逆转录酶
M-MLV reverse transcriptase; MMLV reverse transcriptase | M-MLV反转录酶; M-MLV逆转录酶
T4 polynucleotide kinase; PNK; T4 PNK | T4多核苷酸激酶
alkaline phosphatase; ALP | 碱性磷酸酶
calf intestinal alkaline phosphatase; CIP; calf intestinal phosphatase | 小牛肠碱性磷酸酶
shrimp alkaline phosphatase | 虾碱性磷酸酶
uracil-DNA glycosylase; UDG; UNG | 尿嘧啶DNA糖基化酶
Tn5 transposase | Tn5转座酶
Cre recombinase; Cre | Cre重组酶
Flp recombinase; FLP | Flp重组酶
TEV protease; tobacco etch virus protease | TEV蛋白酶; 烟草蚀纹病毒蛋白酶
thrombin | 凝血酶
enterokinase; enteropeptidase | 肠激酶
HRV 3C protease; PreScission protease; 3C protease | 3C蛋白酶; HRV 3C蛋白酶
SUMO protease; Ulp1 | SUMO蛋白酶
horseradish peroxidase; HRP | 辣根过氧化物酶
glucose oxidase | 葡萄糖氧化酶
catalase | 过氧化氢酶
β-lactamase | β-内酰胺酶
protease inhibitor | 蛋白酶抑制剂
protease inhibitor cocktail | 蛋白酶抑制剂混合物; 蛋白酶抑制剂混合片
phosphatase inhibitor | 磷酸酶抑制剂
phosphatase inhibitor cocktail | 磷酸酶抑制剂混合物
PMSF; phenylmethylsulfonyl fluoride; phenylmethanesulfonyl fluoride | 苯甲基磺酰氟
aprotinin | 抑肽酶
leupeptin | 亮抑酶肽
pepstatin | 胃酶抑素; 胃蛋白酶抑制剂
sodium orthovanadate; Na3VO4 | 原钒酸钠
sodium fluoride; NaF | 氟化钠
β-glycerophosphate | β-甘油磷酸; β-甘油磷酸钠

# Detergents, denaturants, reducing and chelating agents
SDS; sodium dodecyl sulfate; sodium dodecyl sulphate; sodium lauryl sulfate | 十二烷基硫酸钠
Triton X-100; Triton X100; octoxynol-9 | 曲拉通X-100; 聚乙二醇辛基苯基醚
Tween 20; Tween-20; polysorbate 20 | 吐温20
Tween 80; polysorbate 80 | 吐温80
NP-40; Nonidet P-40; IGEPAL CA-630 | 乙基苯基聚乙二醇
sodium deoxycholate; deoxycholate | 脱氧胆酸钠
CHAPS | 3-[(3-胆酰胺丙基)二甲氨基]丙磺酸内盐
digitonin | 洋地黄皂苷; 毛地黄皂苷
saponin | 皂苷; 皂素
N-lauroylsarcosine; sarkosyl; sodium lauroyl sarcosinate | N-月桂酰肌氨酸钠; 十二烷基肌氨酸钠
Silwet L-77; Silwet |
detergent | 去污剂
urea | 尿素
guanidine hydrochloride; guanidinium chloride | 盐酸胍
guanidine thiocyanate; guanidinium thiocyanate; GITC | 异硫氰酸胍
DTT; dithiothreitol | 二硫苏糖醇
TCEP; tris(2-carboxyethyl)phosphine | 三(2-羧乙基)膦
EDTA; ethylenediaminetetraacetic acid | 乙二胺四乙酸
EGTA; egtazic acid | 乙二醇双(2-氨基乙基醚)四乙酸
iodoacetamide; IAM | 碘乙酰胺
chloroacetamide; 2-chloroacetamide | 氯乙酰胺; 2-氯乙酰胺

# Fixatives, solvents and general chemicals
paraformaldehyde; PFA | 多聚甲醛
formaldehyde | 甲醛
formalin | 福尔马林
neutral buffered formalin; NBF | 中性缓冲福尔马林; 中性甲醛
glutaraldehyde | 戊二醛
methanol | 甲醇
ethanol; ethyl alcohol; EtOH | 乙醇; 酒精
absolute ethanol; anhydrous ethanol | 无水乙醇
isopropanol; isopropyl alcohol; 2-propanol | 异丙醇
acetone | 丙酮
chloroform | 氯仿; 三氯甲烷
phenol | 苯酚
phenol-chloroform; phenol:chloroform:isoamyl alcohol | 酚氯仿; 酚:氯仿:异戊醇
isoamyl alcohol | 异戊醇
xylene | 二甲苯
pyridine | 吡啶
DMSO; dimethyl sulfoxide; dimethyl sulphoxide; methyl sulfoxide | 二甲基亚砜
DMF; dimethylformamide; N,N-dimethylformamide | 二甲基甲酰胺
acetonitrile; ACN | 乙腈
formamide | 甲酰胺
glycerol; glycerin | 甘油; 丙三醇
ethylene glycol | 乙二醇
polyethylene glycol; PEG | 聚乙二醇
dextran | 葡聚糖
dextran sulfate sodium; dextran sodium sulfate; dextran sulphate sodium; DSS | 葡聚糖硫酸钠; 硫酸葡聚糖钠
Ficoll; Ficoll PM 400 | 聚蔗糖
Ficoll-Paque; lymphocyte separation medium | 淋巴细胞分离液
Percoll | Percoll分离液
sucrose | 蔗糖
glucose; dextrose; D-glucose | 葡萄糖
galactose | 半乳糖
lactose | 乳糖
maltose | 麦芽糖
trehalose | 海藻糖
fructose | 果糖
arabinose; L-arabinose | 阿拉伯糖
raffinose | 棉子糖
xylose | 木糖
mannitol; D-mannitol | 甘露醇
sorbitol | 山梨醇
acrylamide | 丙烯酰胺
bis-acrylamide; bisacrylamide; N,N'-methylenebisacrylamide | 甲叉双丙烯酰胺; 亚甲基双丙烯酰胺
acrylamide/bis-acrylamide; acrylamide/bis | 丙烯酰胺/甲叉双丙烯酰胺
polyacrylamide | 聚丙烯酰胺
ammonium persulfate; ammonium persulphate; APS | 过硫酸铵
TEMED; tetramethylethylenediamine; N,N,N',N'-tetramethylethylenediamine | 四甲基乙二胺
glycine | 甘氨酸
imidazole | 咪唑
IPTG; isopropyl β-D-1-thiogalactopyranoside; isopropyl β-D-thiogalactoside | 异丙基-β-D-硫代半乳糖苷
X-gal; 5-bromo-4-chloro-3-indolyl-β-D-galactopyranoside | 5-溴-4-氯-3-吲哚-β-D-半乳糖苷
ONPG; ortho-nitrophenyl-β-galactoside; 2-nitrophenyl β-D-galactopyranoside | 邻硝基苯-β-D-吡喃半乳糖苷
acetosyringone | 乙酰丁香酮
sodium chloride; NaCl | 氯化钠
potassium chloride; KCl | 氯化钾
magnesium chloride; MgCl2 | 氯化镁
calcium chloride; CaCl2 | 氯化钙
magnesium sulfate; magnesium sulphate; MgSO4 | 硫酸镁
lithium chloride; LiCl | 氯化锂
ammonium chloride; NH4Cl | 氯化铵
ammonium sulfate; ammonium sulphate | 硫酸铵
sodium bicarbonate; sodium hydrogen carbonate; NaHCO3 | 碳酸氢钠
sodium carbonate; Na2CO3 | 碳酸钠
sodium hydroxide; NaOH | 氢氧化钠
potassium hydroxide; KOH | 氢氧化钾
hydrochloric acid; HCl | 盐酸
acetic acid | 乙酸; 醋酸
glacial acetic acid | 冰乙酸; 冰醋酸
sulfuric acid; sulphuric acid; H2SO4 | 硫酸
nitric acid | 硝酸
phosphoric acid; orthophosphoric acid | 磷酸; 正磷酸
boric acid | 硼酸
citric acid | 柠檬酸
sodium citrate | 柠檬酸钠
sodium acetate | 乙酸钠; 醋酸钠
potassium acetate | 乙酸钾; 醋酸钾
sodium dihydrogen phosphate; monosodium phosphate; sodium phosphate monobasic; NaH2PO4 | 磷酸二氢钠
disodium hydrogen phosphate; disodium phosphate; sodium phosphate dibasic; Na2HPO4 | 磷酸氢二钠
potassium dihydrogen phosphate; monopotassium phosphate; potassium phosphate monobasic; KH2PO4 | 磷酸二氢钾
dipotassium hydrogen phosphate; dipotassium phosphate; potassium phosphate dibasic; K2HPO4 | 磷酸氢二钾
sodium azide; NaN3 | 叠氮化钠; 叠氮钠
sodium hypochlorite; NaClO | 次氯酸钠
bleach | 漂白剂; 漂白水
hydrogen peroxide; H2O2 | 过氧化氢; 双氧水
nickel sulfate; nickel sulphate; NiSO4 | 硫酸镍
nickel chloride; NiCl2 | 氯化镍
cobalt chloride; CoCl2 | 氯化钴
copper sulfate; copper sulphate; CuSO4 | 硫酸铜
zinc chloride; ZnCl2 | 氯化锌
zinc sulfate; zinc sulphate; ZnSO4 | 硫酸锌
ferric chloride; iron(III) chloride; FeCl3 | 氯化铁; 三氯化铁
ferrous sulfate; iron(II) sulfate; FeSO4 | 硫酸亚铁
manganese chloride; MnCl2 | 氯化锰
sodium borohydride; NaBH4 | 硼氢化钠
cesium chloride; caesium chloride; CsCl | 氯化铯
sodium lactate | 乳酸钠
lactic acid; lactate | 乳酸
pyruvic acid; pyruvate | 丙酮酸
oxaloacetic acid; oxaloacetate | 草酰乙酸
phosphoenolpyruvate; PEP | 磷酸烯醇式丙酮酸
glucose-6-phosphate; G6P | 葡萄糖-6-磷酸
ascorbic acid; ascorbate; vitamin C | 抗坏血酸; 维生素C
sodium ascorbate | 抗坏血酸钠
thiourea | 硫脲
N-methyl-D-glucamine; NMDG | N-甲基-D-葡糖胺; N-甲基-D-葡萄糖胺
potassium gluconate; K-gluconate | 葡萄糖酸钾; K-葡萄糖酸盐
cesium methanesulfonate; caesium methanesulfonate | 甲磺酸铯
phosphocreatine; creatine phosphate | 磷酸肌酸
thiamine; vitamin B1; thiamine hydrochloride | 硫胺素; 维生素B1; 盐酸硫胺素
biotin; vitamin B7 | 生物素
retinoic acid; all-trans retinoic acid; ATRA | 视黄酸; 维甲酸; 全反式视黄酸
heparin; heparin sodium | 肝素; 肝素钠
glutathione; GSH | 谷胱甘肽
N-acetylcysteine; N-acetyl-L-cysteine; NAC | N-乙酰半胱氨酸; N-乙酰-L-半胱氨酸
cholesterol | 胆固醇
L-cysteine; cysteine | L-半胱氨酸; 半胱氨酸
L-arginine; arginine | L-精氨酸; 精氨酸
L-lysine; lysine | L-赖氨酸; 赖氨酸
L-leucine; leucine | L-亮氨酸; 亮氨酸
L-histidine; histidine | L-组氨酸; 组氨酸
L-tryptophan; tryptophan | L-色氨酸; 色氨酸
L-methionine; methionine | L-甲硫氨酸; 甲硫氨酸; 蛋氨酸
L-serine; serine | L-丝氨酸; 丝氨酸
L-proline; proline | L-脯氨酸; 脯氨酸
L-alanine; alanine | L-丙氨酸; 丙氨酸
L-aspartic acid; aspartic acid; aspartate | L-天冬氨酸; 天冬氨酸
uracil | 尿嘧啶
thymidine | 胸苷; 胸腺嘧啶脱氧核苷
liquid nitrogen; LN2 | 液氮
dry ice | 干冰
carbon dioxide; CO2 | 二氧化碳
nitrogen gas | 氮气
ultrapure water; Milli-Q water; MilliQ water | 超纯水
deionized water; deionised water; DI water | 去离子水
distilled water; dH2O | 蒸馏水
double-distilled water; ddH2O | 双蒸水; 重蒸水
nuclease-free water; RNase-free water | 无核酸酶水; 无RNA酶水
DEPC; diethyl pyrocarbonate; diethylpyrocarbonate | 焦碳酸二乙酯
torula yeast RNA; torula RNA | 圆酵母RNA
DEPC-treated water; DEPC water | DEPC水; DEPC处理水
TRIzol; TRI Reagent; Trizol reagent | TRIzol试剂
mineral oil | 矿物油
immersion oil | 浸镜油; 镜油
paraffin; paraffin wax | 石蜡
OCT compound; O.C.T. compound; Tissue-Tek O.C.T.; optimal cutting temperature compound | OCT包埋剂; 冰冻切片包埋剂
activated charcoal; activated carbon | 活性炭
perlite | 珍珠岩
vermiculite | 蛭石
peat; peat moss | 泥炭; 草炭
nail polish; nail varnish | 指甲油
chlorine gas | 氯气
silica gel | 硅胶
Chelex-100; Chelex resin | Chelex树脂

# Dyes, stains and probes
DAPI; 4',6-diamidino-2-phenylindole | 4',6-二脒基-2-苯基吲哚
Hoechst 33342; Hoechst33342 | Hoechst 33342染料
Hoechst 33258; Hoechst33258 | Hoechst 33258染料
propidium iodide | 碘化丙啶
7-AAD; 7-aminoactinomycin D | 7-氨基放线菌素D
ethidium bromide; EtBr | 溴化乙锭; 溴乙锭
SYBR Green; SYBR Green I | SYBR Green染料
SYBR Safe; SYBR Safe DNA gel stain | SYBR Safe核酸染料
GelRed; GelRed nucleic acid stain | GelRed核酸染料
nucleic acid stain; nucleic acid dye; nucleic acid gel stain | 核酸染料; 核酸凝胶染料
Coomassie Brilliant Blue; Coomassie blue; Coomassie; CBB | 考马斯亮蓝
Ponceau S; Ponceau | 丽春红S; 丽春红
crystal violet; gentian violet | 结晶紫; 龙胆紫
trypan blue | 台盼蓝
methylene blue | 亚甲蓝; 亚甲基蓝
hematoxylin; haematoxylin | 苏木精; 苏木素
eosin; eosin Y | 伊红; 曙红
Giemsa; Giemsa stain | 吉姆萨染液; 吉姆萨染色液
Nile red | 尼罗红
Oil Red O | 油红O
alizarin red; alizarin red S | 茜素红; 茜素红S
Alcian blue | 阿尔新蓝; 阿利新蓝
toluidine blue | 甲苯胺蓝
safranin; safranin O | 番红; 番红O
fast green; Fast Green FCF | 固绿
Sirius red; picrosirius red | 天狼星红; 苦味酸天狼星红
Congo red | 刚果红
thioflavin T; ThT | 硫黄素T; 硫磺素T
thioflavin S | 硫黄素S; 硫磺素S
Evans blue | 伊文思蓝; 伊文氏蓝
India ink | 墨汁; 印度墨汁
phenol red | 酚红
bromophenol blue | 溴酚蓝
xylene cyanol | 二甲苯青; 二甲苯蓝
Orange G | 橙黄G
NBT/BCIP; BCIP/NBT | NBT/BCIP显色液; BCIP/NBT显色液
NBT; nitro blue tetrazolium; nitroblue tetrazolium | 氮蓝四唑; 硝基四氮唑蓝
DAB; 3,3'-diaminobenzidine | 二氨基联苯胺; 3,3'-二氨基联苯胺
TMB; 3,3',5,5'-tetramethylbenzidine | 四甲基联苯胺
ECL substrate; ECL reagent; enhanced chemiluminescence substrate | ECL底物; ECL发光液; ECL显影液
chemiluminescent substrate | 化学发光底物
luminol | 鲁米诺
luciferin; D-luciferin | 萤光素; D-荧光素
MTT; thiazolyl blue tetrazolium bromide | 噻唑蓝; 四甲基偶氮唑盐
CCK-8; Cell Counting Kit-8 | CCK-8试剂
resazurin; alamarBlue | 刃天青
calcein AM; calcein-AM | 钙黄绿素AM
Fluo-4; Fluo-4 AM | Fluo-4钙指示剂
Fura-2; Fura-2 AM | Fura-2钙指示剂
calcium indicator; calcium dye | 钙指示剂; 钙离子指示剂; 钙荧光探针
CFSE; carboxyfluorescein succinimidyl ester; carboxyfluorescein diacetate succinimidyl ester; CFDA-SE | 羧基荧光素琥珀酰亚胺酯; 羧基荧光素二乙酸琥珀酰亚胺酯
fluorescein | 荧光素
FITC; fluorescein isothiocyanate | 异硫氰酸荧光素
rhodamine | 罗丹明
TRITC; tetramethylrhodamine isothiocyanate | 四甲基异硫氰酸罗丹明
TMRM; tetramethylrhodamine methyl ester | 四甲基罗丹明甲酯
rhodamine 123; Rh123 | 罗丹明123
JC-1; JC-1 dye | JC-1染料
MitoTracker; MitoTracker dye | MitoTracker线粒体探针
LysoTracker; LysoTracker dye | LysoTracker溶酶体探针
DCFH-DA; H2DCFDA; 2',7'-dichlorodihydrofluorescein diacetate | 2',7'-二氯二氢荧光素二乙酸酯
phalloidin | 鬼笔环肽
SYTOX Green; SYTOX Green nucleic acid stain | SYTOX Green核酸染料
tandem dye; tandem fluorochrome | 串联染料
fluorescent microspheres; fluorescent beads | 荧光微球
phycoerythrin; R-phycoerythrin | 藻红蛋白
allophycocyanin | 别藻蓝蛋白
peridinin-chlorophyll protein; PerCP | 多甲藻黄素叶绿素蛋白
fluorophore; fluorochrome; fluorescent dye | 荧光染料; 荧光基团; 荧光团
viability dye; live/dead stain; viability stain | 活力染料; 死活染料
Annexin V; annexin A5 | 膜联蛋白V; 膜联蛋白A5
BrdU; 5-bromo-2'-deoxyuridine; bromodeoxyuridine | 5-溴脱氧尿嘧啶核苷; 溴脱氧尿苷
EdU; 5-ethynyl-2'-deoxyuridine | 5-乙炔基-2'-脱氧尿苷
streptavidin | 链霉亲和素; 链霉抗生物素蛋白
avidin | 亲和素; 抗生物素蛋白
digoxigenin; DIG | 地高辛; 地高辛配基
biocytin | 生物胞素
cholera toxin B subunit; cholera toxin subunit B; CTB | 霍乱毒素B亚基
Fluoro-Gold; FluoroGold | 荧光金
Lucifer yellow | 荧光黄
maleimide | 马来酰亚胺
NHS ester; N-hydroxysuccinimide ester; succinimidyl ester | NHS酯; N-羟基琥珀酰亚胺酯; 琥珀酰亚胺酯
anti-digoxigenin antibody; anti-DIG antibody | 抗地高辛抗体
bicinchoninic acid; BCA | 二喹啉甲酸; 二辛可宁酸
Bradford reagent; Bradford dye reagent | Bradford试剂; 考马斯亮蓝G-250染液
Griess reagent | Griess试剂; 格里斯试剂

# Membranes, gels, resins, beads, markers
PVDF membrane; PVDF; polyvinylidene fluoride membrane; polyvinylidene difluoride membrane; polyvinylidene fluoride | PVDF膜; 聚偏二氟乙烯膜; 聚偏氟乙烯膜; 聚偏二氟乙烯
nitrocellulose membrane; nitrocellulose; NC membrane | 硝酸纤维素膜; 硝酸纤维素
filter paper | 滤纸
precast gel; precast polyacrylamide gel | 预制胶
polyacrylamide gel | 聚丙烯酰胺凝胶
agarose gel | 琼脂糖凝胶
separating gel; resolving gel | 分离胶
stacking gel | 浓缩胶
protein ladder; protein marker; protein molecular weight marker; protein standard | 蛋白分子量标准; 蛋白质分子量标准; 蛋白Marker
prestained protein ladder; prestained protein marker; prestained protein standard | 预染蛋白标准品; 预染蛋白Marker; 预染蛋白分子量标准
DNA ladder; DNA marker; DNA size marker; DNA molecular weight marker | DNA分子量标准; DNA梯度标准
Ni-NTA; Ni-NTA agarose; Ni-NTA resin; nickel-nitrilotriacetic acid | 镍柱; Ni-NTA树脂; Ni-NTA琼脂糖
nitrilotriacetic acid; NTA | 次氮基三乙酸
glutathione agarose; glutathione Sepharose; glutathione resin | 谷胱甘肽琼脂糖; 谷胱甘肽亲和树脂
amylose resin | 直链淀粉树脂
protein G | 蛋白G
Protein A/G; protein A/G beads | 蛋白A/G; Protein A/G磁珠
magnetic beads | 磁珠
streptavidin beads; streptavidin magnetic beads | 链霉亲和素磁珠
SPRI beads; AMPure XP beads; AMPure beads | SPRI磁珠; AMPure XP磁珠
compensation beads | 补偿微球
Sephadex; dextran gel | 葡聚糖凝胶
dialysis tubing; dialysis membrane | 透析袋; 透析膜
dialysis cassette | 透析盒
centrifugal filter; centrifugal concentrator; ultrafiltration tube | 超滤离心管; 超滤管

# Kits and molecular-biology reagents
master mix; PCR master mix | 预混液; PCR预混液
SYBR Green master mix | SYBR Green预混液
qPCR master mix | qPCR预混液
dNTP mix | dNTP混合液
transfection reagent | 转染试剂
Lipofectamine | Lipofectamine转染试剂
polyethylenimine; polyethyleneimine; PEI | 聚乙烯亚胺
polybrene; hexadimethrine bromide | 聚凝胺; 溴化己二甲铵
calcium phosphate | 磷酸钙
plasmid miniprep kit; miniprep kit | 质粒小提试剂盒; 质粒小量提取试剂盒
plasmid midiprep kit; midiprep kit | 质粒中提试剂盒; 质粒中量提取试剂盒
plasmid maxiprep kit; maxiprep kit | 质粒大提试剂盒; 质粒大量提取试剂盒
endotoxin-free plasmid kit | 无内毒素质粒提取试剂盒; 无内毒素质粒大提试剂盒
gel extraction kit; gel purification kit | 凝胶回收试剂盒; 胶回收试剂盒
PCR purification kit; PCR cleanup kit; PCR clean-up kit | PCR产物纯化试剂盒; PCR纯化试剂盒
DNA extraction kit | DNA提取试剂盒
RNA extraction kit; RNA isolation kit | RNA提取试剂盒
reverse transcription kit; cDNA synthesis kit | 反转录试剂盒; 逆转录试剂盒; cDNA合成试剂盒
library preparation kit; library prep kit | 文库构建试剂盒; 建库试剂盒
BCA protein assay kit; BCA kit | BCA蛋白定量试剂盒
in vitro transcription kit | 体外转录试剂盒
mycoplasma detection kit | 支原体检测试剂盒
dead cell removal kit | 死细胞去除试剂盒
fixation/permeabilization kit; fixation and permeabilization kit | 固定/破膜试剂盒
Fc block; Fc receptor blocking reagent | Fc封闭剂; Fc受体封闭剂
adjuvant | 佐剂
complete Freund's adjuvant; CFA | 完全弗氏佐剂
incomplete Freund's adjuvant | 不完全弗氏佐剂
alum adjuvant; aluminium hydroxide adjuvant; aluminum hydroxide adjuvant | 铝佐剂; 氢氧化铝佐剂

# Antibiotics and selection agents
antibiotic | 抗生素
ampicillin | 氨苄青霉素; 氨苄西林
carbenicillin | 羧苄青霉素; 羧苄西林
kanamycin | 卡那霉素
chloramphenicol | 氯霉素
spectinomycin | 壮观霉素; 大观霉素
streptomycin | 链霉素
penicillin | 青霉素
gentamicin | 庆大霉素
tetracycline | 四环素
doxycycline | 多西环素; 强力霉素
hygromycin B; hygromycin | 潮霉素B; 潮霉素
puromycin | 嘌呤霉素
blasticidin S; blasticidin | 杀稻瘟菌素; 稻瘟散
G418; geneticin; G418 sulfate | 遗传霉素; G418硫酸盐
Zeocin; phleomycin D1 |
rifampicin; rifampin | 利福平
cefotaxime | 头孢噻肟
Timentin; ticarcillin/clavulanate | 特美汀; 替卡西林/克拉维酸
vancomycin | 万古霉素
ciprofloxacin | 环丙沙星
erythromycin | 红霉素
nalidixic acid | 萘啶酸
methicillin | 甲氧西林
amphotericin B | 两性霉素B
nystatin | 制霉菌素
cycloheximide; CHX | 放线菌酮; 环己酰亚胺
actinomycin D | 放线菌素D
mitomycin C | 丝裂霉素C
bleomycin | 博来霉素
glufosinate; glufosinate-ammonium; phosphinothricin; Basta | 草铵膦; 草丁膦
glyphosate | 草甘膦

# Drugs, inhibitors, agonists, anaesthetics
rapamycin; sirolimus | 雷帕霉素; 西罗莫司
wortmannin | 渥曼青霉素
staurosporine | 星形孢菌素
brefeldin A; BFA | 布雷菲德菌素A
monensin | 莫能菌素
ionomycin | 离子霉素
PMA; phorbol 12-myristate 13-acetate; 12-O-tetradecanoylphorbol-13-acetate | 佛波酯; 佛波醇12-肉豆蔻酸13-乙酸酯
calcium ionophore A23187; A23187; calcimycin | 钙离子载体A23187
calcium ionophore | 钙离子载体
thapsigargin | 毒胡萝卜素
tunicamycin | 衣霉素
MG132; MG-132 |
bortezomib | 硼替佐米
chloroquine | 氯喹
bafilomycin A1 | 巴弗洛霉素A1
nocodazole | 诺考达唑
colchicine | 秋水仙碱; 秋水仙素
paclitaxel; taxol | 紫杉醇
cisplatin | 顺铂
doxorubicin; adriamycin | 多柔比星; 阿霉素
etoposide; VP-16 | 依托泊苷
5-fluorouracil; 5-FU | 5-氟尿嘧啶
gemcitabine | 吉西他滨
temozolomide | 替莫唑胺
camptothecin | 喜树碱
hydroxyurea | 羟基脲
aphidicolin | 阿非迪霉素
erlotinib | 厄洛替尼
gefitinib | 吉非替尼
imatinib; Gleevec | 伊马替尼; 格列卫
sorafenib | 索拉非尼
dexamethasone | 地塞米松
forskolin | 毛喉素; 福斯高林
IBMX; 3-isobutyl-1-methylxanthine | 3-异丁基-1-甲基黄嘌呤
tamoxifen | 他莫昔芬
4-hydroxytamoxifen; 4-OHT | 4-羟基他莫昔芬
tetrodotoxin; TTX | 河豚毒素
picrotoxin | 印防己毒素
bicuculline | 荷包牡丹碱
D-AP5; AP5; APV; D-APV |
kainic acid; kainate | 红藻氨酸; 海人藻酸
NMDA; N-methyl-D-aspartate | N-甲基-D-天冬氨酸
4-aminopyridine; 4-AP | 4-氨基吡啶
tetraethylammonium; tetraethylammonium chloride | 四乙铵; 氯化四乙铵
CCCP; carbonyl cyanide m-chlorophenyl hydrazone; carbonyl cyanide 3-chlorophenylhydrazone | 羰基氰化物间氯苯腙
FCCP; carbonyl cyanide-p-trifluoromethoxyphenylhydrazone | 羰基氰化物对三氟甲氧基苯腙
oligomycin | 寡霉素
rotenone | 鱼藤酮
diphenyleneiodonium; diphenyleneiodonium chloride | 二苯碘鎓; 二苯碘鎓氯化物
antimycin A | 抗霉素A
2-deoxy-D-glucose; 2-DG; 2-deoxyglucose | 2-脱氧-D-葡萄糖; 2-脱氧葡萄糖
verapamil | 维拉帕米
cytarabine; cytosine arabinoside; Ara-C | 阿糖胞苷
Y-27632; Y27632 |
ROCK inhibitor | ROCK抑制剂
CHIR99021; CHIR-99021 |
SB431542; SB-431542 |
streptozotocin; STZ | 链脲佐菌素
azoxymethane; AOM | 氧化偶氮甲烷
MPTP; 1-methyl-4-phenyl-1,2,3,6-tetrahydropyridine | 1-甲基-4-苯基-1,2,3,6-四氢吡啶
6-hydroxydopamine; 6-OHDA | 6-羟基多巴胺
poly(I:C); polyinosinic-polycytidylic acid | 聚肌胞苷酸; 聚肌胞
concanavalin A; ConA | 刀豆蛋白A
phytohemagglutinin; phytohaemagglutinin; PHA | 植物血凝素
flg22 | flg22多肽
isoflurane | 异氟烷
sevoflurane | 七氟烷
ketamine | 氯胺酮
xylazine | 赛拉嗪; 甲苯噻嗪
pentobarbital; pentobarbital sodium; sodium pentobarbital; pentobarbitone | 戊巴比妥钠; 戊巴比妥
chloral hydrate | 水合氯醛
tribromoethanol; Avertin | 三溴乙醇; 阿佛丁
urethane; ethyl carbamate | 乌拉坦; 氨基甲酸乙酯
tricaine; tricaine methanesulfonate; MS-222 | 三卡因; 三卡因甲磺酸盐
lidocaine | 利多卡因
bupivacaine | 布比卡因
buprenorphine | 丁丙诺啡
meloxicam | 美洛昔康
ophthalmic ointment; eye ointment | 眼药膏; 眼膏
carprofen | 卡洛芬
povidone-iodine; iodophor; Betadine | 聚维酮碘; 碘伏
1-phenyl-2-thiourea; phenylthiourea | 1-苯基-2-硫脲; 苯硫脲
`;
