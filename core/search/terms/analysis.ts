/** Term dictionary: analysis (format: ./parse-term-lines.ts). Original work of the journal. */
export const TERMS = `
# Statistics: tests
statistical analysis | 统计分析; 统计学分析; 统计学处理
t-test; t test; Student t-test | t检验; 学生t检验; Student t检验
paired t-test; paired t test | 配对t检验
unpaired t-test; unpaired t test; independent samples t-test | 非配对t检验; 独立样本t检验; 成组t检验
Welch t-test; Welch test | Welch t检验; Welch检验; 韦尔奇t检验
analysis of variance; ANOVA | 方差分析
one-way ANOVA; one-way analysis of variance | 单因素方差分析
two-way ANOVA; two-way analysis of variance | 双因素方差分析; 两因素方差分析
repeated-measures ANOVA; repeated measures analysis of variance | 重复测量方差分析
post hoc test; post-hoc test | 事后检验; 事后多重比较
Tukey test; Tukey HSD test; Tukey post hoc test | Tukey检验; Tukey多重比较; Tukey事后检验
Bonferroni correction | Bonferroni校正; 邦费罗尼校正; Bonferroni法
Dunnett test | Dunnett检验; Dunnett多重比较
Dunn test | Dunn检验; Dunn法
Sidak correction | Sidak校正
Holm-Bonferroni method; Holm correction | Holm校正; Holm-Bonferroni法
multiple comparison correction; multiple testing correction | 多重比较校正; 多重检验校正
false discovery rate; FDR | 错误发现率; 假发现率; 伪发现率
Benjamini-Hochberg procedure; Benjamini-Hochberg correction; BH correction | Benjamini-Hochberg校正; BH校正; BH法
Mann-Whitney U test; Mann-Whitney test; Wilcoxon rank-sum test | Mann-Whitney检验; Mann-Whitney U检验; 秩和检验; Wilcoxon秩和检验; 曼-惠特尼U检验
Wilcoxon test | Wilcoxon检验
Wilcoxon signed-rank test | Wilcoxon符号秩检验; 符号秩检验
Kruskal-Wallis test | Kruskal-Wallis检验; 克鲁斯卡尔-沃利斯检验
Friedman test | Friedman检验; 弗里德曼检验
nonparametric test; non-parametric test | 非参数检验
chi-square test; χ2 test | 卡方检验; χ2检验
chi-square goodness-of-fit test; goodness-of-fit test | 卡方拟合优度检验; 拟合优度检验
Fisher exact test | Fisher精确检验; 费希尔精确检验; Fisher确切概率法
log-rank test | log-rank检验; 对数秩检验
Kaplan-Meier analysis; Kaplan-Meier survival analysis; Kaplan-Meier curve | Kaplan-Meier生存分析; Kaplan-Meier曲线; KM曲线
survival analysis | 生存分析
Cox proportional hazards regression; Cox regression | Cox比例风险回归; Cox回归
normality test | 正态性检验
Shapiro-Wilk test | Shapiro-Wilk检验
Grubbs test | Grubbs检验; 格拉布斯检验
Levene test; homogeneity of variance test | 方差齐性检验; Levene检验
F-test | F检验
permutation test | 置换检验
bootstrap | 自展; 自助法; Bootstrap法
ultrafast bootstrap | 超快自展

# Statistics: descriptive measures and design
standard deviation | 标准差
standard error of the mean; SEM; standard error | 标准误; 均数标准误; 标准误差
geometric mean | 几何平均值; 几何均值
median absolute deviation; MAD | 绝对中位差; 中位数绝对偏差
interquartile range; IQR | 四分位距; 四分位间距
coefficient of variation | 变异系数
confidence interval | 置信区间
P value; p-value | P值
statistical significance | 统计学显著性; 显著性; 统计学意义
effect size | 效应量; 效应值
statistical power; power analysis; sample size calculation | 统计功效; 功效分析; 样本量计算; 效能分析
biological replicate | 生物学重复; 生物重复
technical replicate | 技术重复
outlier | 离群值; 异常值
normalization; normalisation | 归一化; 数据归一化
standardization; standardisation | 标准化
log transformation; logarithmic transformation | 对数转换; 对数变换
z-score | Z分数; z值
correlation analysis | 相关性分析; 相关分析
Pearson correlation coefficient; Pearson correlation; Pearson r | Pearson相关系数; 皮尔逊相关系数; Pearson相关
Spearman rank correlation; Spearman correlation | Spearman秩相关; Spearman相关系数; 斯皮尔曼相关
Manders coefficient; Manders overlap coefficient | Manders系数; Manders重叠系数
linear regression | 线性回归
logistic regression | 逻辑回归; logistic回归
nonlinear regression; non-linear regression | 非线性回归
multiple regression; multiple linear regression | 多元回归; 多元线性回归
curve fitting | 曲线拟合
global fitting | 全局拟合
linear mixed model; linear mixed-effects model; mixed-effects model | 线性混合模型; 线性混合效应模型; 混合效应模型
generalized linear model; generalised linear model; GLM | 广义线性模型
negative binomial model; negative binomial regression | 负二项分布模型; 负二项回归; 负二项模型
Bayesian analysis; Bayesian statistics | 贝叶斯分析; 贝叶斯统计
maximum likelihood; maximum-likelihood estimation | 最大似然法; 最大似然估计; 最大似然
hidden Markov model; HMM | 隐马尔可夫模型
Monte Carlo simulation | 蒙特卡洛模拟
meta-analysis | 荟萃分析; Meta分析
machine learning | 机器学习
deep learning | 深度学习
random forest | 随机森林
support vector machine; SVM | 支持向量机
artificial neural network | 人工神经网络
cross-validation | 交叉验证
principal component analysis; PCA | 主成分分析
dimensionality reduction; dimension reduction | 降维; 数据降维
t-SNE; t-distributed stochastic neighbor embedding | t分布随机邻域嵌入; t-SNE降维
UMAP; uniform manifold approximation and projection | 均匀流形逼近与投影; UMAP降维
clustering; cluster analysis | 聚类; 聚类分析
hierarchical clustering | 层次聚类; 分层聚类
k-means clustering | K均值聚类; k-means聚类
graph-based clustering | 基于图的聚类
Louvain clustering; Louvain algorithm | Louvain聚类; Louvain算法
Leiden clustering; Leiden algorithm | Leiden聚类; Leiden算法
clustering resolution | 聚类分辨率

# Data presentation
heatmap; heat map | 热图
volcano plot | 火山图
box plot; boxplot; box-and-whisker plot | 箱线图; 箱式图; 箱形图
violin plot | 小提琴图
bar chart; bar graph | 柱状图; 条形图
scatter plot; scatterplot | 散点图
dot plot | 点图
Venn diagram | 韦恩图; Venn图
MA plot | MA图
elbow plot | 肘部图
histogram | 直方图
ROC curve; receiver operating characteristic curve | ROC曲线; 受试者工作特征曲线
area under the curve; AUC | 曲线下面积
data visualization; data visualisation | 数据可视化; 可视化

# Assay readouts and kinetics
standard curve | 标准曲线
calibration curve | 校准曲线
dose-response curve; dose-response relationship; dose-response | 剂量-效应曲线; 剂量-效应关系; 量效关系; 剂量反应曲线
IC50; half-maximal inhibitory concentration | 半数抑制浓度; 半抑制浓度; 半数抑制浓度值
EC50; half-maximal effective concentration | 半数有效浓度; 半数效应浓度
enzyme kinetics | 酶动力学; 酶促反应动力学
steady-state kinetics | 稳态动力学
Michaelis-Menten kinetics; Michaelis-Menten equation; Michaelis-Menten | 米氏动力学; 米氏方程; 米氏方程拟合
Michaelis constant; Km | 米氏常数
maximum velocity; Vmax | 最大反应速率; 最大反应速度
turnover number; kcat | 催化常数; 转换数
specific activity | 比活力; 比活性
dissociation constant; Kd | 解离常数
binding affinity | 结合亲和力
stoichiometry | 化学计量比; 化学计量
enthalpy change | 焓变
melting temperature; Tm | 熔解温度; 解链温度
hydrodynamic radius | 流体力学半径
polydispersity; polydispersity index; PDI | 多分散性; 多分散指数
absorbance | 吸光度
optical density | 光密度
growth rate | 生长速率; 生长速度
specific growth rate; maximum specific growth rate | 比生长速率; 最大比生长速率
doubling time | 倍增时间
lag phase; lag time | 延滞期; 延滞时间; 迟滞期
exponential phase; log phase; logarithmic phase | 指数期; 对数期; 对数生长期; 指数生长期
stationary phase | 稳定期
logistic model; logistic growth model | 逻辑斯蒂模型; logistic模型; 逻辑斯蒂增长模型
Gompertz model; modified Gompertz model | Gompertz模型; 修正Gompertz模型
linear-quadratic model | 线性二次模型
surviving fraction | 存活分数
plating efficiency | 贴壁率; 接种效率
tumour volume; tumor volume | 肿瘤体积
tumour growth inhibition; tumor growth inhibition | 肿瘤生长抑制率; 抑瘤率
antibody titre; antibody titer | 抗体效价; 抗体滴度
phage titre; phage titer | 噬菌体效价; 噬菌体滴度
oxygen consumption rate; OCR | 耗氧率
extracellular acidification rate; ECAR | 细胞外酸化率
metabolic flux analysis; MFA | 代谢通量分析
13C metabolic flux analysis; 13C-MFA | 13C代谢通量分析
mass isotopomer distribution; MID; isotopologue distribution | 质量同位素异构体分布; 同位素异构体分布
natural abundance correction | 天然丰度校正
Fv/Fm; maximum quantum yield of PSII; maximum photochemical efficiency of PSII | PSII最大光化学效率; 最大光化学量子产量; 最大光化学效率
non-photochemical quenching; NPQ | 非光化学猝灭; 非光化学淬灭

# qPCR analysis
ΔΔCt method; comparative Ct method; delta-delta Ct method; 2-ΔΔCt method | ΔΔCt法; 比较Ct法; 2-ΔΔCt法
Pfaffl method; efficiency-corrected model | Pfaffl法; Pfaffl效率校正模型; 效率校正模型
relative quantification | 相对定量
absolute quantification | 绝对定量
melting curve analysis; melt curve | 熔解曲线分析; 溶解曲线分析; 熔解曲线
amplification efficiency | 扩增效率
amplification curve | 扩增曲线
Ct value; Cq value; threshold cycle; quantification cycle | Ct值; Cq值; 循环阈值; 定量循环
fold change | 倍数变化; 差异倍数
MIQE guidelines; MIQE | MIQE指南
no-template control; NTC | 无模板对照
no-RT control; no reverse transcriptase control; minus-RT control | 无反转录酶对照; 无逆转录酶对照

# Image analysis
image analysis | 图像分析
image processing | 图像处理
image segmentation | 图像分割
cell segmentation | 细胞分割
nuclear segmentation | 细胞核分割
thresholding; threshold segmentation | 阈值分割; 阈值化
watershed algorithm; watershed segmentation | 分水岭算法; 分水岭分割
colocalization analysis; colocalisation analysis; colocalization | 共定位分析; 共定位
densitometry; densitometric analysis; band densitometry | 光密度分析; 灰度分析; 灰度值分析; 条带灰度分析
total protein normalization; total protein normalisation | 总蛋白归一化
maximum intensity projection | 最大强度投影; 最大密度投影
sum projection; sum intensity projection | 总和投影
3D reconstruction; three-dimensional reconstruction | 三维重建
deconvolution | 反卷积; 去卷积
background subtraction; background correction | 背景扣除; 扣除背景; 背景校正
flat-field correction | 平场校正
drift correction | 漂移校正
fluorescence intensity quantification | 荧光强度定量
fluorescence intensity | 荧光强度
mean fluorescence intensity; MFI | 平均荧光强度
median fluorescence intensity | 中位荧光强度
region of interest; ROI | 感兴趣区; 感兴趣区域
cell tracking; single-cell tracking | 细胞追踪; 细胞示踪; 单细胞追踪
particle tracking; single-particle tracking | 单颗粒追踪; 粒子追踪
neurite tracing; neurite tracking | 神经突追踪; 神经突起追踪
Sholl analysis | Sholl分析
morphometric analysis; morphometry | 形态计量分析; 形态计量学; 形态学定量
stereology | 体视学
skeleton analysis | 骨架化; 骨架分析
Nyquist sampling | 奈奎斯特采样
bleed-through; spectral bleed-through | 串色; 光谱串色; 荧光串色
spectral unmixing | 光谱拆分; 光谱解混
ImageJ; Fiji | ImageJ软件; Fiji软件

# Flow cytometry analysis
gating strategy; flow cytometry gating | 设门策略; 设门; 圈门
fluorescence compensation; spillover compensation | 荧光补偿; 补偿调节
compensation matrix; spillover matrix | 补偿矩阵; 溢漏矩阵
proliferation modeling | 增殖模型分析

# Electrophysiology and behaviour analysis
series resistance; access resistance | 串联电阻; 入口电阻
input resistance | 输入电阻
membrane capacitance | 膜电容
liquid junction potential; LJP | 液接电位; 液接电势
rheobase | 基强度
f-I curve; firing frequency-current relationship | f-I曲线; 放电频率-电流曲线; 放电频率-注入电流关系
template matching; template-matching detection | 模板匹配
paired-pulse ratio; PPR | 双脉冲比率; 成对脉冲比; 双脉冲易化比
input-output curve | 输入-输出曲线
field excitatory postsynaptic potential; fEPSP | 场兴奋性突触后电位
escape latency | 逃避潜伏期; 逃逸潜伏期
video tracking | 视频追踪

# Sequence analysis and bioinformatics
bioinformatics; bioinformatics analysis | 生物信息学; 生物信息学分析; 生信分析
sequence alignment | 序列比对
multiple sequence alignment; MSA | 多序列比对
pairwise alignment; pairwise sequence alignment | 双序列比对; 两两比对
read alignment; read mapping | 读段比对; reads比对; 序列回帖
BLAST; BLAST search | BLAST比对; BLAST搜索
Primer-BLAST | Primer-BLAST引物设计
primer design | 引物设计
sgRNA design; guide RNA design; gRNA design | 导向RNA设计; sgRNA设计; gRNA设计; 向导RNA设计
off-target prediction; off-target analysis | 脱靶预测; 脱靶分析
indel analysis; editing efficiency analysis | indel分析; 编辑效率分析
trace decomposition; Sanger trace decomposition | 峰图分解; 测序峰图分解
quality control; QC | 质量控制; 质控
read trimming; adapter trimming | 接头去除; 去接头; 序列修剪; 读段修剪
duplicate removal; PCR duplicate removal; deduplication | 去重复; 去除PCR重复; 去重
demultiplexing | 样本拆分; 拆分数据
peak calling | 峰识别; 峰检出
motif analysis; motif discovery | 基序分析; motif分析; 基序发现
irreproducible discovery rate; IDR | 不可重复发现率
differential expression analysis; differential gene expression analysis; DGE analysis; differential expression | 差异表达分析; 差异基因分析; 差异表达基因分析; 差异表达
differentially expressed genes; DEGs | 差异表达基因; 差异基因
gene set enrichment analysis; GSEA | 基因集富集分析
GO enrichment analysis; Gene Ontology enrichment analysis | GO富集分析; 基因本体富集分析
KEGG pathway analysis; KEGG enrichment analysis | KEGG通路分析; KEGG富集分析
pathway analysis; pathway enrichment analysis | 通路分析; 通路富集分析
functional enrichment analysis; enrichment analysis | 功能富集分析; 富集分析
protein-protein interaction network; PPI network | 蛋白互作网络; 蛋白质相互作用网络
co-expression network analysis; gene co-expression network | 共表达网络分析; 基因共表达网络
WGCNA; weighted gene co-expression network analysis | 加权基因共表达网络分析
genome assembly | 基因组组装
de novo assembly | 从头组装; de novo组装
transcriptome assembly | 转录组组装
genome annotation | 基因组注释
variant calling | 变异检测; 变异识别
SNP calling | SNP检测; SNP识别
copy number variation analysis; CNV analysis | 拷贝数变异分析; CNV分析
genome-wide association study; GWAS | 全基因组关联分析; 全基因组关联研究
QTL mapping; quantitative trait locus mapping | QTL定位; 数量性状位点定位
linkage analysis | 连锁分析
phylogenetic analysis; phylogenetics | 系统发育分析; 系统发育; 进化树分析; 系统发生分析
phylogenetic reconstruction; phylogenetic tree construction | 系统发育重建; 系统发育树构建; 进化树构建
phylogenetic tree | 系统发育树; 进化树
genomic epidemiology | 基因组流行病学
core-genome alignment; core genome alignment | 核心基因组比对
molecular docking | 分子对接
redocking; re-docking | 重对接
molecular dynamics simulation; MD simulation | 分子动力学模拟
homology modeling | 同源建模
protein structure prediction | 蛋白质结构预测; 蛋白结构预测
virtual screening | 虚拟筛选
structure-based drug design | 基于结构的药物设计
free energy calculation | 自由能计算
single-cell analysis | 单细胞分析
cell type annotation; cell annotation | 细胞类型注释; 细胞注释
doublet detection | 双细胞检测; 双细胞识别
batch correction; batch effect correction | 批次校正; 批次效应校正; 去批次
data integration | 数据整合; 数据集整合
pseudobulk analysis; pseudobulk | 伪批量分析; 伪批量
trajectory analysis; pseudotime analysis | 轨迹分析; 拟时序分析; 拟时间分析
RNA velocity | RNA速率分析; RNA速度分析
cell-cell communication analysis | 细胞通讯分析; 细胞间通讯分析
marker gene identification | 标志基因鉴定; 标记基因鉴定
highly variable genes; HVG | 高变基因
count matrix | 计数矩阵; 表达矩阵
gene expression quantification | 基因表达定量
transcripts per million; TPM | 每百万转录本数
microbiome analysis | 微生物组分析
metagenomic analysis | 宏基因组分析
OTU clustering | OTU聚类
operational taxonomic unit; OTU | 操作分类单元
alpha diversity | α多样性; α多样性分析
beta diversity | β多样性; β多样性分析
taxonomic classification; taxonomic annotation | 物种注释; 分类学注释
protein identification | 蛋白鉴定; 蛋白质鉴定
database search | 数据库检索; 数据库搜索
metabolite identification | 代谢物鉴定
genome browser | 基因组浏览器
FASTQ file | FASTQ文件
BAM file | BAM文件
analysis pipeline; bioinformatics pipeline | 分析流程; 生信分析流程
high-performance computing; HPC | 高性能计算
job scheduler; workload manager; Slurm | 作业调度系统
R language; R programming language | R语言
R package | R包; R程序包
Python; Python programming language | Python语言
command line; command-line interface | 命令行
version control | 版本控制
GraphPad Prism; GraphPad | GraphPad Prism软件
Seurat; Seurat package | Seurat包; Seurat软件包
DESeq2; DESeq2 analysis | DESeq2分析
MACS2; MACS3; MACS peak calling | MACS峰识别; MACS2峰识别
MAGeCK; MAGeCK analysis | MAGeCK分析
IQ-TREE; IQ-TREE software | IQ-TREE软件
AutoDock Vina; AutoDock | AutoDock Vina分子对接
EUCAST; European Committee on Antimicrobial Susceptibility Testing | 欧洲抗菌药物敏感性试验委员会
CLSI; Clinical and Laboratory Standards Institute | 美国临床和实验室标准协会
`;
