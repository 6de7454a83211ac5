/** Term dictionary: equipment (format: ./parse-term-lines.ts). Original work of the journal. */
export const TERMS = `
# Centrifuges and rotors
laboratory centrifuge | 离心机
microcentrifuge | 微量离心机; 小型离心机
refrigerated centrifuge | 冷冻离心机; 低温离心机; 冷冻离心; 低温离心
refrigerated microcentrifuge | 冷冻微量离心机; 低温微量离心机
benchtop centrifuge; tabletop centrifuge | 台式离心机
refrigerated benchtop centrifuge | 台式冷冻离心机; 台式低温离心机
high-speed centrifuge; high-speed refrigerated centrifuge | 高速离心机; 高速冷冻离心机; 高速离心
floor-standing centrifuge | 落地式离心机; 立式离心机
plate centrifuge; microplate centrifuge | 板式离心机; 平板离心机; 微孔板离心机
swing-out rotor; swinging-bucket rotor | 水平转子; 水平转头; 甩平转子
fixed-angle rotor | 角转子; 角转头; 定角转子
plate rotor; microplate rotor; plate buckets | 微孔板转子; 酶标板转子; 板式转子
centrifuge rotor | 离心机转子; 转头
vacuum concentrator; SpeedVac; centrifugal vacuum concentrator | 真空离心浓缩仪; 真空浓缩仪; 离心浓缩仪
cytocentrifuge; Cytospin centrifuge | 细胞涂片离心机; 细胞甩片机
tabletop ultracentrifuge; benchtop ultracentrifuge | 台式超速离心机
ultracentrifuge tube; thick-wall polycarbonate tube | 超速离心管; 厚壁聚碳酸酯离心管

# Nucleic acid and protein instruments
thermal cycler; thermocycler; PCR machine; PCR instrument | PCR仪; 热循环仪; 基因扩增仪; PCR扩增仪
real-time PCR system; qPCR instrument; real-time PCR instrument; qPCR machine; qPCR system | 实时荧光定量PCR仪; 荧光定量PCR仪; 定量PCR仪; 实时荧光定量PCR系统; 实时定量PCR仪
digital PCR system | 数字PCR仪; 数字PCR系统
gel documentation system; gel imager; gel doc | 凝胶成像系统; 凝胶成像仪
UV transilluminator; transilluminator | 紫外透射仪; 透射仪; 紫外凝胶透射仪; 紫外切胶仪
blue light transilluminator | 蓝光透射仪; 蓝光切胶仪
electrophoresis tank; electrophoresis cell; gel electrophoresis apparatus | 电泳槽; 电泳装置
vertical electrophoresis tank; vertical electrophoresis cell | 垂直电泳槽; 垂直电泳仪
horizontal electrophoresis tank; horizontal gel electrophoresis apparatus | 水平电泳槽; 水平电泳仪
electrophoresis power supply | 电泳仪电源; 电泳电源; 电泳仪
transfer apparatus; blotting apparatus | 转膜仪; 转印装置; 转印槽; 转印模块; 电转印模块
wet transfer system; wet transfer tank; tank blotting apparatus | 湿式转膜系统; 湿式转印槽; 湿转槽
semi-dry transfer apparatus; semi-dry blotter | 半干转印仪; 半干转膜仪
automated electrophoresis system; TapeStation | 全自动电泳系统; 自动电泳仪; 全自动核酸电泳系统
capillary electrophoresis system; capillary electrophoresis instrument | 毛细管电泳系统; 毛细管电泳仪
Bioanalyzer; Agilent Bioanalyzer | 生物分析仪; 2100生物分析仪
sequencing instrument; sequencing platform; sequencing machine | 测序仪; 测序平台
benchtop sequencer | 台式测序仪
microvolume spectrophotometer; NanoDrop | 微量分光光度计; 超微量分光光度计; 微量紫外-可见分光光度计; 紫外-可见微量分光光度计
spectrophotometer | 分光光度计
UV-Vis spectrophotometer; UV-visible spectrophotometer | 紫外-可见分光光度计; 紫外分光光度计
fluorometer; fluorimeter | 荧光计; 荧光仪
Qubit fluorometer | Qubit荧光计; Qubit荧光定量仪
fluorescence spectrophotometer; spectrofluorometer; spectrofluorimeter | 荧光分光光度计; 荧光光谱仪
microplate reader; plate reader; microplate spectrophotometer | 酶标仪; 微孔板读板仪; 读板仪; 微孔板检测仪
multimode microplate reader; multimode reader; multi-mode plate reader | 多功能酶标仪; 多功能微孔板检测仪; 多功能读板仪
fluorescence microplate reader; fluorescence plate reader | 荧光酶标仪; 荧光微孔板检测仪
luminometer | 化学发光检测仪; 发光检测仪; 化学发光仪; 发光仪
microplate luminometer; plate luminometer | 微孔板化学发光检测仪; 微孔板化学发光仪; 微孔板发光仪
ELISpot reader; ELISpot analyzer; ELISpot analyser | ELISpot读板仪; 酶联斑点分析仪; 斑点分析仪
plate washer; microplate washer | 洗板机; 酶标板洗板机; 微孔板洗板机
chemiluminescence imager; chemiluminescence imaging system; CCD imager | 化学发光成像系统; 化学发光成像仪; CCD化学发光成像仪; CCD成像仪
phosphorimager; phosphor imager | 磷屏成像仪; 磷屏扫描仪
flatbed scanner | 平板扫描仪
liquid scintillation counter; scintillation counter | 液体闪烁计数仪; 液闪仪; 闪烁计数器; 液体闪烁计数器
gamma counter | γ计数器; γ计数仪
contamination monitor; Geiger counter | 表面污染监测仪; 盖革计数器
hybridization oven; hybridisation oven; hybridization incubator; hybridisation incubator | 杂交炉; 分子杂交炉; 杂交培养箱
microarray scanner | 芯片扫描仪; 基因芯片扫描仪
single-cell partitioning system; Chromium controller | 单细胞微滴分区仪; Chromium控制器
liquid handling robot; liquid handler; pipetting robot | 移液工作站; 自动移液工作站; 移液机器人
PCR workstation; PCR hood | PCR工作台; PCR超净工作台

# Biophysics, chromatography and mass spectrometry instruments
isothermal titration calorimeter; ITC instrument | 等温滴定量热仪; 等温滴定微量热仪
differential scanning calorimeter | 差示扫描量热仪
microscale thermophoresis instrument; Monolith | 微量热泳动仪
dynamic light scattering instrument; DLS instrument; Zetasizer | 动态光散射仪; 纳米粒度仪; 动态光散射粒度仪
particle size analyzer; particle size analyser | 粒度仪; 粒度分析仪
SPR instrument; Biacore | 表面等离子共振仪; Biacore分子互作仪
bio-layer interferometry instrument; Octet | 生物膜干涉仪; Octet分子互作仪
circular dichroism spectrometer; CD spectrometer | 圆二色光谱仪; 圆二色谱仪
NMR spectrometer | 核磁共振波谱仪; 核磁共振仪
X-ray diffractometer | X射线衍射仪
mass spectrometer | 质谱仪
Orbitrap mass spectrometer; Orbitrap | 轨道阱质谱仪; Orbitrap质谱仪; 静电场轨道阱质谱仪
Orbitrap Tribrid mass spectrometer; Tribrid | Orbitrap三合一质谱仪; 三合一质谱仪
triple quadrupole mass spectrometer; QqQ | 三重四极杆质谱仪; 三重四极质谱仪
single quadrupole mass spectrometer | 单四极杆质谱仪; 单四极杆质谱
MALDI-TOF mass spectrometer | 基质辅助激光解吸电离飞行时间质谱仪
HPLC system; HPLC instrument | 高效液相色谱仪; 液相色谱仪
UHPLC system; UPLC system; nano-flow UHPLC | 超高效液相色谱仪; 纳升级超高效液相色谱仪
FPLC system; ÄKTA system; protein purification system | FPLC系统; AKTA蛋白纯化系统; 蛋白纯化系统
gas chromatograph | 气相色谱仪
GC-MS instrument; GC-MS system | 气相色谱-质谱联用仪; 气质联用仪
LC-MS instrument; LC-MS system | 液相色谱-质谱联用仪; 液质联用仪
fraction collector | 组分收集器; 部分收集器
chromatography column | 层析柱; 色谱柱
GC column; gas chromatography column | 气相色谱柱
spin column | 离心柱; 吸附柱
rotary evaporator | 旋转蒸发仪; 旋蒸仪
freeze dryer | 冻干机; 冷冻干燥机
biochemistry analyzer; biochemical analyzer; biochemistry analyser | 生化分析仪; 全自动生化分析仪
blood gas analyzer | 血气分析仪
hematology analyzer; haematology analyser | 血细胞分析仪; 血球仪
glucometer; blood glucose meter | 血糖仪
osmometer; freezing point osmometer | 渗透压仪; 冰点渗透压仪
pH meter | pH计; 酸度计
conductivity meter | 电导率仪
analytical balance | 分析天平
animal balance; animal weighing balance | 动物天平; 动物称重天平
electronic balance | 电子天平
digital thermometer | 数字温度计; 电子温度计

# Cell culture and general laboratory equipment
biosafety cabinet; biological safety cabinet; BSC | 生物安全柜
class II biosafety cabinet; class II biological safety cabinet | II级生物安全柜; 二级生物安全柜
laminar flow hood; clean bench; laminar flow cabinet | 超净工作台; 超净台; 净化工作台; 层流超净工作台
fume hood; chemical fume hood | 通风橱; 化学通风橱
CO2 incubator; carbon dioxide incubator | CO2培养箱; 二氧化碳培养箱
cell culture incubator; constant-temperature incubator | 培养箱; 恒温培养箱; 细胞培养箱
non-CO2 incubator | 无CO2培养箱
low-temperature incubator; cooled incubator; refrigerated incubator | 低温培养箱; 生化培养箱
stage-top incubator | 载物台培养箱; 载物台活细胞培养系统
shaking incubator; incubator shaker | 恒温摇床; 振荡培养箱; 恒温振荡培养箱; 摇床培养箱
platform shaker; laboratory shaker | 摇床; 平台摇床; 水平摇床; 平板摇床
orbital shaker | 轨道摇床; 回旋式摇床; 轨道振荡器
rocking shaker; rocker; see-saw rocker | 摇摆摇床; 跷板摇床; 脱色摇床
microplate shaker; plate shaker | 微孔板振荡器; 酶标板振荡器
water bath | 水浴; 水浴锅; 恒温水浴锅
dry bath; heating block; dry block heater | 干式恒温器; 金属浴; 加热模块; 恒温金属浴
thermomixer | 恒温混匀仪; 恒温振荡混匀仪
tube rotator; rotating mixer; end-over-end rotator | 旋转混匀仪; 试管旋转混匀仪; 旋转混合器
vortex mixer | 涡旋混合器; 涡旋振荡器; 漩涡混合器; 涡旋仪
magnetic stirrer | 磁力搅拌器
tube roller; roller mixer | 滚轴混匀器; 滚轴混合器
anaerobic chamber; anaerobic workstation | 厌氧工作站; 厌氧箱; 厌氧培养箱
drying oven | 烘箱; 干燥箱; 恒温干燥箱
desiccator; vacuum desiccator | 干燥器; 真空干燥器
vacuum pump | 真空泵
steam sterilizer; pressure steam sterilizer | 高压灭菌器; 高压灭菌锅; 蒸汽高压灭菌器
liquid nitrogen tank; liquid nitrogen dewar | 液氮罐
controlled-rate freezer; programmable freezer | 程序降温仪
freezing container; cell freezing container; Mr. Frosty | 程序降温盒; 梯度降温盒; 程序降温冻存盒
ultra-low temperature freezer; deep freezer | 超低温冰箱; 超低温冷冻冰箱
ice machine; ice maker | 制冰机
ultrapure water system; water purification system; Milli-Q | 超纯水系统; 纯水仪; 超纯水机
cell counter; automated cell counter | 细胞计数仪; 自动细胞计数仪; 全自动细胞计数仪
haemocytometer; hemocytometer; counting chamber; Neubauer chamber | 血细胞计数板; 血球计数板; 细胞计数板
colony counter | 菌落计数器; 菌落计数仪; 集落计数仪; 全自动集落计数仪
McFarland densitometer | 麦氏比浊仪; 比浊仪
electroporation system; electroporation apparatus | 电穿孔仪; 电转仪; 电转化仪
square-wave electroporator | 方波电穿孔仪
gene gun device; Helios gene gun | 基因枪装置
biological irradiator; cell irradiator | 辐照仪; 生物学辐照仪; 生物学X射线辐照仪
ultrasonic cell disruptor; ultrasonic processor | 超声破碎仪; 超声波细胞破碎仪; 超声波细胞粉碎机
probe sonicator; probe-type sonicator | 探头式超声破碎仪; 探头超声仪
bath sonicator; ultrasonic bath; ultrasonic cleaner | 水浴式超声破碎仪; 超声波清洗仪; 水浴超声仪; 超声清洗机
focused ultrasonicator; Covaris | 聚焦超声破碎仪; 聚焦超声仪
bead mill homogenizer; bead beater; bead mill; TissueLyser | 珠磨式匀浆仪; 珠磨仪; 研磨仪; 珠磨式组织匀浆仪; 组织研磨仪
Dounce homogenizer; Dounce tissue grinder; Dounce homogeniser | Dounce匀浆器; 杜恩斯匀浆器; Dounce组织研磨器; 玻璃匀浆器
Potter-Elvehjem homogenizer | Potter-Elvehjem匀浆器; 玻璃-聚四氟乙烯匀浆器
homogeniser; tissue homogeniser | 匀浆器; 组织匀浆器; 匀浆仪; 匀浆机
mortar and pestle | 研钵; 研钵与研杵; 研钵研杵
multichannel pipette; 8-channel pipette; eight-channel pipette | 多道移液器; 排枪; 多通道移液器; 8道移液器; 八道移液器
pipette; pipettor | 移液器; 移液枪
electronic pipette | 电动移液器
pipette controller; pipette aid | 电动移液管助吸器; 助吸器
serological pipette | 血清移液管; 移液管
Pasteur pipette | 巴斯德吸管; 巴氏吸管; 巴斯德滴管
pipette tip | 吸头; 枪头; 移液器吸头
filter tip | 带滤芯吸头; 滤芯吸头
low-retention tip | 低吸附吸头
centrifuge tube | 离心管
microcentrifuge tube; Eppendorf tube | 微量离心管; EP管
conical tube; Falcon tube | 锥形离心管; 尖底离心管
low-binding tube; LoBind tube | 低吸附离心管; LoBind管
PCR tube | PCR管; PCR反应管
PCR plate | PCR板; PCR反应板
cryovial; cryogenic vial; cryotube | 冻存管
Petri dish; culture dish; cell culture dish | 培养皿; 平皿; 细胞培养皿
cell culture flask; culture flask; tissue culture flask | 细胞培养瓶; 培养瓶
cell culture plate; tissue culture plate | 细胞培养板; 培养板
microplate; microtiter plate; microtitre plate | 微孔板; 酶标板
6-well plate | 6孔板; 六孔板
12-well plate | 12孔板
24-well plate | 24孔板
48-well plate | 48孔板
96-well plate | 96孔板
384-well plate | 384孔板
ultra-low attachment plate | 超低吸附培养板; 超低吸附板
glass-bottom dish | 玻璃底培养皿; 共聚焦小皿; 玻底皿
Transwell insert; cell culture insert; Boyden chamber | Transwell小室; 细胞培养小室; Boyden小室
cell scraper | 细胞刮刀; 细胞刮
cell strainer | 细胞筛网; 细胞滤网; 细胞筛
syringe filter | 针头式滤器; 针式滤器; 注射器过滤器
vacuum filtration unit; bottle-top filter | 真空过滤器; 瓶顶过滤器
magnetic rack; magnetic stand; magnetic separator | 磁力架; 磁性分离架
MACS separator | MACS磁力分选架; 磁力分选架
syringe | 注射器
gas-tight syringe; Hamilton syringe; microsyringe | 气密进样针; 微量注射器; 微量进样器; 汉密尔顿注射器
Erlenmeyer flask; conical flask | 三角瓶; 锥形瓶; 三角烧瓶
baffled flask | 挡板摇瓶; 带挡板三角瓶
beaker | 烧杯
graduated cylinder; measuring cylinder | 量筒
volumetric flask | 容量瓶
reagent bottle; media bottle | 试剂瓶; 培养基瓶
cuvette | 比色皿
quartz cuvette | 石英比色皿
glass capillary | 玻璃毛细管
borosilicate glass capillary | 硼硅玻璃毛细管
coverslip; cover glass; cover slip | 盖玻片
microscope slide; glass slide | 载玻片
humidified chamber; humid chamber; moist chamber | 湿盒; 玻片湿盒
Coplin jar; staining jar | 染色缸
hydrophobic barrier pen; PAP pen | 组化笔; 疏水笔
sealing film; plate seal | 封板膜
Parafilm | 封口膜
inoculating loop | 接种环
cell spreader; L-shaped spreader | 涂布棒; L型涂布棒
alcohol lamp | 酒精灯
Bunsen burner | 本生灯
reagent reservoir; pipetting reservoir | 加样槽; 试剂槽

# Microscopes and imaging hardware
inverted microscope | 倒置显微镜
upright microscope; compound microscope | 正置显微镜; 复式显微镜
inverted fluorescence microscope | 倒置荧光显微镜
stereomicroscope; dissecting microscope; stereo microscope | 体视显微镜; 解剖显微镜
fluorescence stereomicroscope | 荧光体视显微镜
objective lens; microscope objective | 物镜
oil-immersion objective; oil immersion objective | 油镜; 油浸物镜
water-immersion objective; water immersion objective | 水浸物镜
eyepiece; ocular lens | 目镜
filter set; filter cube | 滤光片组; 滤光块
sCMOS camera | sCMOS相机
EMCCD camera | EMCCD相机
CCD camera | CCD相机; CCD摄像头
motorized stage; motorised stage | 电动载物台
LED light source; LED light engine | LED光源
slide scanner; whole-slide scanner | 玻片扫描仪; 数字切片扫描仪; 全切片扫描仪
live-cell analysis system; IncuCyte | 活细胞分析系统; 活细胞成像分析系统
high-content imaging system; high-content screening system | 高内涵成像系统; 高内涵筛选系统
imaging plate reader; imaging multimode reader; cell imaging multimode reader | 成像读板仪; 成像酶标仪; 细胞成像多功能检测系统
image splitter; emission image splitter; dual-view image splitter | 发射光分光器; 分光器; 双视野分光器
in vivo imaging system; IVIS | 小动物活体成像系统; 活体成像系统
micro-CT scanner | 显微CT扫描仪
ultrasound imaging system; small animal ultrasound | 小动物超声成像系统
flow cytometer; flow cytometry analyzer | 流式细胞仪; 流式细胞分析仪
cell sorter; flow cytometric sorter | 细胞分选仪; 流式细胞分选仪; 流式分选仪
extracellular flux analyzer; Seahorse analyzer; extracellular flux analyser | 细胞外流量分析仪; 能量代谢分析仪; Seahorse分析仪

# Histology and sectioning
vibratome; vibrating microtome; vibrating blade microtome | 振动切片机; 振荡切片机
cryostat; cryomicrotome | 冰冻切片机; 冷冻切片机; 恒冷箱切片机
microtome | 切片机
rotary microtome; paraffin microtome | 石蜡切片机; 轮转式切片机
ultramicrotome | 超薄切片机
tissue processor | 组织脱水机
embedding station; tissue embedder | 包埋机
tissue slicer; tissue chopper | 组织切片器

# Electrophysiology and neuroscience equipment
patch-clamp amplifier; patch clamp amplifier | 膜片钳放大器
microelectrode amplifier | 微电极放大器
digitizer; digitiser; data acquisition interface | 数模转换器; 数据采集卡; 模数转换器
stimulus isolator; isolated stimulator; isolated pulse stimulator | 隔离刺激器; 隔离脉冲刺激器
micromanipulator | 显微操作器; 显微操作仪; 显微操纵器
micropipette puller; pipette puller; electrode puller | 微电极拉制仪; 拉针仪; 电极拉制仪
microforge | 锻针仪
anti-vibration table; vibration isolation table; air table | 防震台; 隔振台; 气浮防震台
Faraday cage | 法拉第笼; 屏蔽笼
perfusion system | 灌流系统
peristaltic pump | 蠕动泵
inline solution heater; inline heater | 管路溶液加热器; 管路式溶液加热器
recording chamber | 记录槽
slice holding chamber | 孵育槽; 脑片孵育槽
slice recovery chamber | 恢复槽; 脑片恢复槽
slice anchor; harp | 压片网
multi-electrode array system; MEA system | 多电极阵列系统
fibre photometry system; fiber photometry system | 光纤光度记录系统; 光纤记录系统; 光纤光度记录处理器
optical fibre cannula; fiber optic cannula | 光纤套管; 光纤插针
optical power meter | 光功率计
lock-in amplifier | 锁相放大器
photoreceiver | 光电接收器
stereotaxic frame; stereotaxic instrument; stereotaxic apparatus | 脑立体定位仪; 立体定位仪
nanolitre injector; nanoliter injector; nanoinjector | 纳升注射器; 纳升注射仪
microinjector; pneumatic microinjector; picopump | 显微注射仪; 气动显微注射仪; 气动微量注射泵
syringe pump; microinjection pump | 注射泵; 微量注射泵
microinjection mould; microinjection mold; injection mould | 显微注射模具
skull drill; micro drill; dental drill | 颅钻; 微型颅钻; 牙科钻
anaesthesia machine; anesthesia machine | 麻醉机; 小动物麻醉机
isoflurane vaporiser; isoflurane vaporizer; isoflurane anaesthesia system | 异氟烷挥发罐; 异氟烷麻醉系统; 异氟烷麻醉机
induction chamber; anaesthesia induction chamber | 诱导盒; 诱导箱; 麻醉诱导箱
heating pad | 加热垫; 恒温加热垫
heat lamp; infrared heat lamp | 红外加热灯; 加热灯; 红外灯
digital calliper; digital caliper; vernier caliper | 数显卡尺; 游标卡尺; 电子卡尺
individually ventilated cage | 独立通风笼; 独立通风笼具
metabolic cage | 代谢笼
operant chamber; Skinner box | 操作式行为箱; 斯金纳箱; 操作箱
video tracking system; EthoVision | 视频追踪系统; 动物行为视频分析系统
rotarod apparatus | 转棒仪; 转棒疲劳仪
egg incubator | 孵蛋器; 鸡胚孵化器
zebrafish housing system; aquatic housing system | 斑马鱼养殖系统
surgical instruments; dissection tools | 手术器械; 解剖器械
forceps | 镊子; 手术镊
surgical scissors | 手术剪; 剪刀
spring scissors; Vannas scissors | 弹簧剪; 显微剪
scalpel | 手术刀
minutien pins; insect pins | 昆虫针; 昆虫微针
platinum electrode | 铂电极

# Plant growth equipment
plant growth chamber; growth chamber | 植物生长箱; 人工气候箱; 生长箱; 植物培养箱; 光照培养箱
growth room; plant growth room | 生长室; 植物生长室
greenhouse | 温室
chlorophyll fluorometer; PAM fluorometer; Imaging-PAM | 叶绿素荧光仪; 调制叶绿素荧光仪; 调制叶绿素荧光成像系统; 叶绿素荧光成像仪
quantum sensor; PAR sensor | 光量子传感器; 光量子计
portable photosynthesis system; photosynthesis system | 光合仪; 便携式光合仪

# Computing
high-performance computing cluster; HPC cluster; computing cluster | 高性能计算集群; 计算集群
compute server; Linux server | 计算服务器; Linux服务器
workstation; computer workstation | 工作站; 计算机工作站
`;
