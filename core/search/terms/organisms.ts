/** Term dictionary: organisms (format: ./parse-term-lines.ts). Original work of the journal. */
export const TERMS = `
# The journal's organisms (seed/generate/vocabulary.ts ORGANISMS): common and scientific names, both languages
human; Homo sapiens; H. sapiens | 人类; 人源
mouse; Mus musculus; M. musculus; house mouse; murine | 小鼠; 小家鼠
rat; Rattus norvegicus; R. norvegicus; Norway rat; brown rat | 大鼠; 褐家鼠
zebrafish; zebra fish; Danio rerio; D. rerio | 斑马鱼
fruit fly; Drosophila melanogaster; D. melanogaster; Drosophila; vinegar fly | 果蝇; 黑腹果蝇
Caenorhabditis elegans; C. elegans | 秀丽隐杆线虫; 秀丽线虫
Saccharomyces cerevisiae; S. cerevisiae; budding yeast; baker's yeast; brewer's yeast | 酿酒酵母; 芽殖酵母; 出芽酵母
Schizosaccharomyces pombe; S. pombe; fission yeast | 粟酒裂殖酵母; 裂殖酵母
Escherichia coli; E. coli | 大肠杆菌; 大肠埃希菌; 大肠埃希氏菌
Arabidopsis thaliana; A. thaliana; Arabidopsis; thale cress; mouse-ear cress | 拟南芥
rice; Oryza sativa; O. sativa; Asian rice | 水稻; 亚洲栽培稻
maize; corn; Zea mays; Z. mays | 玉米
wheat; bread wheat; common wheat; Triticum aestivum; T. aestivum | 小麦; 普通小麦
tomato; Solanum lycopersicum; S. lycopersicum; Lycopersicon esculentum | 番茄; 西红柿
African clawed frog; Xenopus laevis; X. laevis | 非洲爪蟾; 光滑爪蟾
chicken; chick; domestic chicken; Gallus gallus; G. gallus; Gallus gallus domesticus | 家鸡
pig; swine; porcine; domestic pig; Sus scrofa; S. scrofa; Sus scrofa domesticus | 家猪
rhesus macaque; rhesus monkey; Macaca mulatta; M. mulatta | 恒河猴; 猕猴
Bacillus subtilis; B. subtilis; hay bacillus | 枯草芽孢杆菌; 枯草杆菌
Pseudomonas aeruginosa; P. aeruginosa | 铜绿假单胞菌; 绿脓杆菌
Staphylococcus aureus; S. aureus; golden staph | 金黄色葡萄球菌; 金葡菌
Mycobacterium tuberculosis; M. tuberculosis; Mtb; tubercle bacillus | 结核分枝杆菌; 结核杆菌
Nicotiana benthamiana; N. benthamiana | 本氏烟草; 本生烟草; 本塞姆氏烟草
Chlamydomonas reinhardtii; C. reinhardtii | 莱茵衣藻
Plasmodium falciparum; P. falciparum | 恶性疟原虫
SARS-CoV-2; severe acute respiratory syndrome coronavirus 2; 2019-nCoV; novel coronavirus | 新型冠状病毒; 新冠病毒; 严重急性呼吸综合征冠状病毒2型
Agrobacterium tumefaciens; A. tumefaciens; Rhizobium radiobacter | 根癌农杆菌; 根癌土壤杆菌

# Genera and groups (broader than the species above, so on lines of their own)
Agrobacterium | 农杆菌
Agrobacterium rhizogenes; Rhizobium rhizogenes | 发根农杆菌
Xenopus | 爪蟾
Xenopus tropicalis; X. tropicalis; western clawed frog | 热带爪蟾
Chlamydomonas | 衣藻
Plasmodium; malaria parasite | 疟原虫
nematode; roundworm | 线虫
yeast | 酵母; 酵母菌
bacterium | 细菌
fungus | 真菌
virus; viruses | 病毒
archaea; archaeon | 古菌; 古细菌
Gram-negative bacteria; Gram-negative | 革兰氏阴性菌; 革兰阴性菌
Gram-positive bacteria; Gram-positive | 革兰氏阳性菌; 革兰阳性菌
cyanobacteria; cyanobacterium; blue-green algae | 蓝细菌; 蓝藻
microalgae | 微藻
mycoplasma | 支原体
protozoa; protozoan | 原生动物
bacteriophage; phage | 噬菌体
rodent | 啮齿动物; 啮齿类动物
mammal | 哺乳动物
non-human primate; nonhuman primate; NHP | 非人灵长类; 非人灵长类动物
primate | 灵长类; 灵长类动物
laboratory animal; experimental animal | 实验动物
vertebrate | 脊椎动物
invertebrate | 无脊椎动物
insect | 昆虫
amphibian | 两栖动物; 两栖类
teleost; teleost fish | 硬骨鱼
model organism | 模式生物

# Laboratory mammals
rabbit; European rabbit; Oryctolagus cuniculus | 家兔
New Zealand white rabbit | 新西兰白兔
guinea pig; Cavia porcellus | 豚鼠
hamster | 仓鼠; 地鼠
Syrian hamster; golden hamster; Mesocricetus auratus | 金黄地鼠; 叙利亚仓鼠
Chinese hamster; Cricetulus griseus | 中国仓鼠
Mongolian gerbil; Meriones unguiculatus | 长爪沙鼠; 蒙古沙鼠
naked mole-rat; naked mole rat; Heterocephalus glaber | 裸鼹鼠
prairie vole; Microtus ochrogaster | 草原田鼠
deer mouse; Peromyscus maniculatus | 鹿鼠
tree shrew; Tupaia belangeri | 树鼩
ferret; Mustela putorius furo | 雪貂
dog; canine; domestic dog; Canis familiaris; Canis lupus familiaris | 家犬
beagle | 比格犬
domestic cat; feline; Felis catus | 家猫
cattle; cow; bovine; Bos taurus | 家牛
sheep; ovine; Ovis aries | 绵羊
goat; caprine; Capra hircus | 山羊
horse; equine; Equus caballus | 家马
donkey; Equus asinus |
alpaca; Vicugna pacos | 羊驼
llama; Lama glama | 大羊驼; 美洲驼
miniature pig; minipig | 小型猪
Bama minipig; Bama miniature pig | 巴马小型猪
cynomolgus monkey; cynomolgus macaque; crab-eating macaque; long-tailed macaque; Macaca fascicularis | 食蟹猴; 长尾猕猴
common marmoset; marmoset; Callithrix jacchus | 普通狨猴; 狨猴
chimpanzee; Pan troglodytes | 黑猩猩

# Mouse and rat strains and models
C57BL/6; C57BL6; C57 black 6 | C57BL/6小鼠
C57BL/6J; C57BL6J |
C57BL/6N; C57BL6N |
BALB/c; BALBc | BALB/c小鼠
nude mouse; athymic nude mouse; athymic mouse | 裸鼠; 裸小鼠
SCID mouse; severe combined immunodeficient mouse | 重症联合免疫缺陷小鼠; SCID小鼠
NOD-SCID; NOD scid | NOD-SCID小鼠
NSG mouse; NSG; NOD scid gamma mouse | NSG小鼠
transgenic mouse | 转基因小鼠
knockout mouse | 敲除小鼠; 基因敲除小鼠
knock-in mouse; knockin mouse | 敲入小鼠; 基因敲入小鼠
conditional knockout mouse; cKO mouse | 条件性敲除小鼠; 条件敲除小鼠
humanized mouse; humanised mouse | 人源化小鼠
germ-free mouse; axenic mouse | 无菌小鼠
specific-pathogen-free; specific pathogen-free; SPF | 无特定病原体; 无特定病原体级
APP/PS1; APPswe/PS1dE9 | APP/PS1小鼠
ob/ob mouse; leptin-deficient mouse | ob/ob小鼠; 瘦素缺陷小鼠
db/db mouse; leptin receptor-deficient mouse | db/db小鼠
Sprague-Dawley; Sprague Dawley; SD rat | SD大鼠
Wistar; Wistar rat | Wistar大鼠
spontaneously hypertensive rat; SHR | 自发性高血压大鼠

# Fish, amphibians, birds and other vertebrates
medaka; Japanese rice fish; Oryzias latipes | 青鳉; 日本青鳉
turquoise killifish; Nothobranchius furzeri | 绿松石鳉
three-spined stickleback; Gasterosteus aculeatus | 三刺鱼
goldfish; Carassius auratus | 金鱼
common carp; Cyprinus carpio | 鲤鱼
grass carp; Ctenopharyngodon idella | 草鱼
Nile tilapia; Oreochromis niloticus | 尼罗罗非鱼
Atlantic salmon; Salmo salar | 大西洋鲑
rainbow trout; Oncorhynchus mykiss | 虹鳟
sea lamprey; Petromyzon marinus | 海七鳃鳗
axolotl; Ambystoma mexicanum | 墨西哥钝口螈; 美西螈
zebra finch; Taeniopygia guttata | 斑胸草雀
Japanese quail; Coturnix japonica | 日本鹌鹑
duck; Anas platyrhynchos | 家鸭

# Invertebrates
silkworm; Bombyx mori | 家蚕
honey bee; honeybee; Apis mellifera | 西方蜜蜂
African malaria mosquito; Anopheles gambiae | 冈比亚按蚊
yellow fever mosquito; Aedes aegypti | 埃及伊蚊
mosquito | 蚊子
red flour beetle; Tribolium castaneum | 赤拟谷盗
migratory locust; Locusta migratoria | 飞蝗; 东亚飞蝗
pea aphid; Acyrthosiphon pisum | 豌豆蚜
whitefly; Bemisia tabaci | 烟粉虱
brown planthopper; Nilaparvata lugens | 褐飞虱
cotton bollworm; Helicoverpa armigera | 棉铃虫
fall armyworm; Spodoptera frugiperda | 草地贪夜蛾
diamondback moth; Plutella xylostella | 小菜蛾
water flea; Daphnia magna | 大型溞
planarian | 涡虫
Schmidtea mediterranea; S. mediterranea | 地中海涡虫
Hydra | 水螅
starlet sea anemone; Nematostella vectensis | 星状海葵
sea urchin | 海胆
purple sea urchin; Strongylocentrotus purpuratus | 紫色球海胆
sea squirt; Ciona intestinalis | 玻璃海鞘
Schistosoma mansoni; S. mansoni | 曼氏血吸虫
tick | 蜱虫

# Plants
soybean; soya bean; Glycine max | 大豆
barley; Hordeum vulgare | 大麦
potato; Solanum tuberosum | 马铃薯; 土豆
tobacco; Nicotiana tabacum | 烟草; 普通烟草
Brachypodium distachyon; purple false brome | 二穗短柄草
green foxtail; Setaria viridis | 青狗尾草
foxtail millet; Setaria italica | 谷子
sorghum; Sorghum bicolor | 高粱
cotton | 棉花
upland cotton; Gossypium hirsutum | 陆地棉
rapeseed; oilseed rape; canola; Brassica napus | 甘蓝型油菜
Chinese cabbage; Brassica rapa | 白菜; 芸薹
cabbage; Brassica oleracea | 甘蓝
poplar | 杨树
black cottonwood; Populus trichocarpa | 毛果杨
grapevine; grape; Vitis vinifera | 葡萄; 欧洲葡萄
cucumber; Cucumis sativus | 黄瓜
pepper; chili pepper; Capsicum annuum | 辣椒
eggplant; aubergine; Solanum melongena | 茄子
woodland strawberry; Fragaria vesca | 森林草莓
apple; Malus domestica | 苹果
peanut; groundnut; Arachis hypogaea | 花生
sunflower; Helianthus annuus | 向日葵
pea; garden pea; Pisum sativum | 豌豆
common bean; Phaseolus vulgaris | 菜豆
alfalfa; lucerne; Medicago sativa | 紫花苜蓿
barrel medic; Medicago truncatula | 蒺藜苜蓿
Lotus japonicus | 百脉根
cassava; Manihot esculenta | 木薯
sugarcane; Saccharum officinarum | 甘蔗
tea plant; Camellia sinensis | 茶树
Madagascar periwinkle; Catharanthus roseus | 长春花
sweet wormwood; Artemisia annua | 黄花蒿
danshen; Salvia miltiorrhiza | 丹参
duckweed; Lemna minor | 浮萍
Physcomitrella patens; Physcomitrium patens; P. patens | 小立碗藓
Marchantia polymorpha; M. polymorpha; common liverwort | 地钱
Chlorella | 小球藻
Chlorella vulgaris; C. vulgaris | 普通小球藻
Volvox | 团藻
Phaeodactylum tricornutum | 三角褐指藻
Columbia-0; Col-0; Columbia ecotype | 哥伦比亚生态型
Nipponbare | 日本晴
Micro-Tom | 矮生番茄Micro-Tom

# Bacteria
Streptococcus pyogenes; S. pyogenes; group A Streptococcus | 化脓性链球菌; A群链球菌
Streptococcus pneumoniae; S. pneumoniae; pneumococcus | 肺炎链球菌; 肺炎球菌
Streptococcus mutans; S. mutans | 变形链球菌; 变异链球菌
Streptococcus agalactiae; S. agalactiae; group B Streptococcus | 无乳链球菌; B群链球菌
Staphylococcus epidermidis; S. epidermidis | 表皮葡萄球菌
methicillin-resistant Staphylococcus aureus; MRSA | 耐甲氧西林金黄色葡萄球菌
Enterococcus faecalis; E. faecalis | 粪肠球菌
Enterococcus faecium; E. faecium | 屎肠球菌
Salmonella | 沙门菌; 沙门氏菌
Salmonella Typhimurium; Salmonella enterica serovar Typhimurium; S. Typhimurium | 鼠伤寒沙门菌; 鼠伤寒沙门氏菌
Shigella flexneri; S. flexneri | 福氏志贺菌
Yersinia pestis; Y. pestis | 鼠疫耶尔森菌
Listeria monocytogenes; L. monocytogenes | 单核细胞增生李斯特菌; 单增李斯特菌
Klebsiella pneumoniae; K. pneumoniae | 肺炎克雷伯菌
Acinetobacter baumannii; A. baumannii | 鲍曼不动杆菌
Clostridioides difficile; Clostridium difficile; C. difficile | 艰难梭菌; 艰难梭状芽孢杆菌
Clostridium perfringens; C. perfringens | 产气荚膜梭菌
Helicobacter pylori; H. pylori | 幽门螺杆菌
Vibrio cholerae; V. cholerae | 霍乱弧菌
Vibrio parahaemolyticus; V. parahaemolyticus | 副溶血性弧菌
Aliivibrio fischeri; Vibrio fischeri | 费氏弧菌
Legionella pneumophila; L. pneumophila | 嗜肺军团菌
Neisseria meningitidis; meningococcus | 脑膜炎奈瑟菌; 脑膜炎球菌
Neisseria gonorrhoeae; gonococcus | 淋病奈瑟菌; 淋球菌
Chlamydia trachomatis; C. trachomatis | 沙眼衣原体
Borrelia burgdorferi; B. burgdorferi | 伯氏疏螺旋体
Bordetella pertussis; B. pertussis | 百日咳鲍特菌; 百日咳杆菌
Campylobacter jejuni; C. jejuni | 空肠弯曲菌
Haemophilus influenzae; H. influenzae | 流感嗜血杆菌
Francisella tularensis; F. tularensis | 土拉热弗朗西斯菌
Burkholderia pseudomallei; B. pseudomallei | 类鼻疽伯克霍尔德菌
Proteus mirabilis; P. mirabilis | 奇异变形杆菌
Serratia marcescens; S. marcescens | 黏质沙雷菌
Bacillus cereus; B. cereus | 蜡样芽孢杆菌
Bacillus thuringiensis; B. thuringiensis; Bt | 苏云金芽孢杆菌; 苏云金杆菌
Bacillus anthracis; B. anthracis; anthrax bacillus | 炭疽芽孢杆菌; 炭疽杆菌
Mycobacterium smegmatis; M. smegmatis | 耻垢分枝杆菌
Mycobacterium bovis BCG; bacille Calmette-Guerin; BCG | 卡介苗
Corynebacterium glutamicum; C. glutamicum | 谷氨酸棒杆菌
Streptomyces coelicolor; S. coelicolor | 天蓝色链霉菌
Streptomyces | 链霉菌
Caulobacter crescentus; C. crescentus | 新月柄杆菌
Myxococcus xanthus; M. xanthus | 黄色黏球菌
Shewanella oneidensis; S. oneidensis | 奥奈达希瓦氏菌
Rhodobacter sphaeroides; R. sphaeroides | 类球红细菌
Sinorhizobium meliloti; Ensifer meliloti; S. meliloti | 苜蓿中华根瘤菌
rhizobia; rhizobium | 根瘤菌
Pseudomonas syringae; P. syringae | 丁香假单胞菌
Pseudomonas putida; P. putida | 恶臭假单胞菌
Pseudomonas fluorescens; P. fluorescens | 荧光假单胞菌
Ralstonia solanacearum; R. solanacearum | 青枯雷尔氏菌; 茄科雷尔氏菌
Xanthomonas oryzae; X. oryzae | 水稻黄单胞菌
Synechocystis; Synechocystis sp. PCC 6803 | 集胞藻; 集胞藻PCC 6803
Synechococcus elongatus; S. elongatus | 细长聚球藻
Zymomonas mobilis; Z. mobilis | 运动发酵单胞菌
Lactococcus lactis; L. lactis | 乳酸乳球菌
Lactobacillus; lactobacilli | 乳杆菌
Lactobacillus plantarum; Lactiplantibacillus plantarum | 植物乳杆菌
Lactobacillus rhamnosus; Lacticaseibacillus rhamnosus | 鼠李糖乳杆菌
Bifidobacterium; bifidobacteria | 双歧杆菌
Bacteroides fragilis; B. fragilis | 脆弱拟杆菌
Akkermansia muciniphila; A. muciniphila | 嗜黏蛋白阿克曼菌
Faecalibacterium prausnitzii; F. prausnitzii | 普拉梭菌
Aeromonas hydrophila; A. hydrophila | 嗜水气单胞菌
lactic acid bacteria | 乳酸菌
probiotic | 益生菌
gut microbiota; intestinal microbiota; gut flora; gut microbiome | 肠道菌群; 肠道微生物群
microbiota; microbiome | 微生物群; 微生物组

# Fungi and oomycetes
Candida albicans; C. albicans | 白色念珠菌; 白念珠菌; 白色假丝酵母
Candida auris; C. auris | 耳念珠菌
Cryptococcus neoformans; C. neoformans | 新生隐球菌
Aspergillus niger; A. niger | 黑曲霉
Aspergillus fumigatus; A. fumigatus | 烟曲霉
Aspergillus oryzae; A. oryzae | 米曲霉
Aspergillus nidulans; A. nidulans | 构巢曲霉
Neurospora crassa; N. crassa | 粗糙脉孢菌
Trichoderma reesei; T. reesei | 里氏木霉
Penicillium chrysogenum; P. chrysogenum | 产黄青霉
Komagataella phaffii; Pichia pastoris; P. pastoris | 巴斯德毕赤酵母; 毕赤酵母
Yarrowia lipolytica; Y. lipolytica | 解脂耶氏酵母
Kluyveromyces lactis; K. lactis | 乳酸克鲁维酵母
Ustilago maydis; U. maydis; corn smut | 玉米黑粉菌
Magnaporthe oryzae; Pyricularia oryzae; rice blast fungus | 稻瘟病菌; 稻瘟菌
Fusarium graminearum; F. graminearum | 禾谷镰刀菌; 禾谷镰孢菌
Botrytis cinerea; B. cinerea; grey mould; gray mold | 灰葡萄孢菌; 灰葡萄孢
Beauveria bassiana; B. bassiana | 球孢白僵菌
Phytophthora infestans; P. infestans | 致病疫霉; 马铃薯晚疫病菌
Phytophthora sojae; P. sojae | 大豆疫霉

# Protists and other parasites
Dictyostelium discoideum; D. discoideum | 盘基网柄菌
Tetrahymena | 四膜虫
Tetrahymena thermophila; T. thermophila | 嗜热四膜虫
Toxoplasma gondii; T. gondii; Toxoplasma | 刚地弓形虫; 弓形虫
Trypanosoma brucei; T. brucei | 布氏锥虫
Trypanosoma cruzi; T. cruzi | 克氏锥虫
Leishmania | 利什曼原虫
Plasmodium berghei; P. berghei | 伯氏疟原虫
Plasmodium yoelii; P. yoelii | 约氏疟原虫
Cryptosporidium parvum; C. parvum | 微小隐孢子虫
Giardia lamblia; Giardia intestinalis; Giardia duodenalis | 蓝氏贾第鞭毛虫

# Viruses
lentivirus | 慢病毒
adeno-associated virus; adeno-associated viruses; AAV | 腺相关病毒
adenovirus | 腺病毒
retrovirus | 逆转录病毒; 反转录病毒
baculovirus | 杆状病毒
human immunodeficiency virus; HIV | 人类免疫缺陷病毒; 人免疫缺陷病毒; 艾滋病病毒
influenza virus; flu virus | 流感病毒; 流行性感冒病毒
IAV | 甲型流感病毒
avian influenza virus; bird flu virus | 禽流感病毒
Sendai virus; SeV | 仙台病毒
herpes simplex virus; HSV | 单纯疱疹病毒
cytomegalovirus; CMV | 巨细胞病毒
human cytomegalovirus; HCMV | 人巨细胞病毒
Epstein-Barr virus; EBV | EB病毒; 爱泼斯坦-巴尔病毒
hepatitis B virus; HBV | 乙型肝炎病毒; 乙肝病毒
hepatitis C virus; HCV | 丙型肝炎病毒; 丙肝病毒
human papillomavirus; HPV | 人乳头瘤病毒; 人乳头状瘤病毒
simian virus 40; SV40 | 猿猴空泡病毒40
vesicular stomatitis virus; VSV | 水疱性口炎病毒
rabies virus | 狂犬病病毒
pseudorabies virus; PRV | 伪狂犬病病毒
vaccinia virus | 痘苗病毒
measles virus | 麻疹病毒
respiratory syncytial virus; RSV | 呼吸道合胞病毒
Zika virus; ZIKV | 寨卡病毒
dengue virus; DENV | 登革病毒
Ebola virus; EBOV | 埃博拉病毒
West Nile virus; WNV | 西尼罗病毒
Japanese encephalitis virus; JEV | 日本脑炎病毒; 乙型脑炎病毒
enterovirus 71; EV71; EV-A71 | 肠道病毒71型
poliovirus | 脊髓灰质炎病毒
norovirus | 诺如病毒
rotavirus | 轮状病毒
coronavirus | 冠状病毒
SARS-CoV; SARS coronavirus | SARS冠状病毒
MERS-CoV; Middle East respiratory syndrome coronavirus | 中东呼吸综合征冠状病毒
lymphocytic choriomeningitis virus; LCMV | 淋巴细胞性脉络丛脑膜炎病毒
Moloney murine leukemia virus; Moloney murine leukaemia virus; MMLV; M-MLV | 莫洛尼鼠白血病病毒
murine leukemia virus; murine leukaemia virus; MLV | 鼠白血病病毒
Newcastle disease virus; NDV | 新城疫病毒
African swine fever virus; ASFV | 非洲猪瘟病毒
classical swine fever virus; CSFV | 猪瘟病毒
porcine reproductive and respiratory syndrome virus; PRRSV | 猪繁殖与呼吸综合征病毒; 蓝耳病病毒
porcine epidemic diarrhea virus; porcine epidemic diarrhoea virus; PEDV | 猪流行性腹泻病毒
foot-and-mouth disease virus; FMDV | 口蹄疫病毒
tobacco mosaic virus; TMV | 烟草花叶病毒
tobacco rattle virus; TRV | 烟草脆裂病毒
cauliflower mosaic virus; CaMV | 花椰菜花叶病毒
cucumber mosaic virus | 黄瓜花叶病毒
potato virus X; PVX | 马铃薯X病毒
turnip mosaic virus; TuMV | 芜菁花叶病毒
rice stripe virus | 水稻条纹病毒
geminivirus | 双生病毒
bacteriophage lambda; lambda phage; phage lambda | λ噬菌体
T4 phage; bacteriophage T4; phage T4 | T4噬菌体
T7 phage; bacteriophage T7; phage T7 | T7噬菌体
M13 phage; bacteriophage M13; phage M13 | M13噬菌体
oncolytic virus | 溶瘤病毒
pseudovirus; pseudotyped virus | 假病毒
virus-like particle; VLP | 病毒样颗粒

# Bacterial strains often named on their own
DH5α; DH5alpha; DH5a |
HT115(DE3); HT115 |
uropathogenic Escherichia coli; uropathogenic E. coli; UPEC | 尿路致病性大肠杆菌
White Leghorn; White Leghorn chicken | 白来航鸡
BL21(DE3); BL21 DE3 |
`;
