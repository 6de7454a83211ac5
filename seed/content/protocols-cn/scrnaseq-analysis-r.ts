import type { AuthoredTranslation } from "../types";

export const translation: AuthoredTranslation = {
  slug: "scrnaseq-analysis-r",
  sections: [
    {
      kind: "background",
      blocks: [
        {
          p: "微流控液滴平台将单个细胞与带条形码的微珠共同包裹，从而可在一个文库中对数千个细胞的转录本进行测序 [3]。所得数据稀疏、噪声大，并受到游离 RNA（ambient RNA）、受损细胞和双细胞（doublet）等技术假象的影响，因此审慎而透明的数据分析与实验本身同样重要 [5]。",
        },
        {
          p: "Seurat 是最常用的此类分析工具包之一。它最初发布时用于单细胞数据的空间重建 [12]，此后已发展为涵盖标准化、数据整合、聚类和多模态分析的完整框架 [1]，[2]。与对数标准化相比，正则化负二项回归（SCTransform）能更有效地消除基因方差对测序深度的依赖 [4]；而基于图的社区检测 [8] 结合 UMAP 降维嵌入 [9]，已成为定义和展示细胞群的标准方法。",
        },
        {
          p: "默认参数是有用的起点，但很少对每个数据集都是最优的。因此，本方案着重介绍诊断图和关键决策点：如何针对每个样品设定质控阈值，何时需要进行数据整合、何时整合反而会抹去真实的生物学差异，如何选择聚类分辨率，以及为什么不同条件之间的差异表达分析必须基于伪批量（pseudobulk）表达谱而非单个细胞进行 [11]。该流程适用于人和小鼠数据，可在普通工作站上运行。",
        },
      ],
    },
    {
      kind: "materials",
      blocks: [
        {
          p: "数据分析仅需计数矩阵。下列试剂用于生成示例数据集（人外周血单个核细胞（PBMC）和小鼠脾细胞），列出仅供参考。",
        },
        {
          materials: [
            { name: "Chromium Next GEM Single Cell 3' Kit v3.1，16 个反应", supplier: "10x Genomics", catalog: "1000268" },
            { name: "Chromium Next GEM Chip G Single Cell Kit，48 个反应", supplier: "10x Genomics", catalog: "1000120" },
            { name: "Dual Index Kit TT Set A，96 个反应", supplier: "10x Genomics", catalog: "1000215" },
            { name: "SPRIselect 试剂", supplier: "Beckman Coulter", catalog: "B23318" },
            { name: "Ficoll-Paque PLUS", supplier: "Cytiva", catalog: "17144002" },
            { name: "RPMI 1640 培养基", supplier: "Gibco (Thermo Fisher Scientific)", catalog: "11875093" },
            { name: "红细胞裂解液（10×）", supplier: "Miltenyi Biotec", catalog: "130-094-183" },
            { name: "死细胞去除试剂盒（Dead Cell Removal Kit）", supplier: "Miltenyi Biotec", catalog: "130-090-101" },
            { name: "DPBS，不含钙、镁", supplier: "Gibco (Thermo Fisher Scientific)", catalog: "14190144" },
            { name: "UltraPure BSA（50 mg/mL）", supplier: "Invitrogen (Thermo Fisher Scientific)", catalog: "AM2616" },
            { name: "台盼蓝溶液，0.4%", supplier: "Gibco (Thermo Fisher Scientific)", catalog: "15250061" },
            { name: "Countess 细胞计数板", supplier: "Invitrogen (Thermo Fisher Scientific)", catalog: "C10228" },
            { name: "Flowmi 细胞筛网，40 µm", supplier: "SP Bel-Art", catalog: "H13680-0040" },
            { name: "Qubit dsDNA HS 检测试剂盒", supplier: "Thermo Fisher Scientific", catalog: "Q32851" },
            { name: "High Sensitivity D5000 ScreenTape", supplier: "Agilent Technologies", catalog: "5067-5592" },
            { name: "NovaSeq 6000 S4 Reagent Kit v1.5（200 个循环）", supplier: "Illumina", catalog: "20028313" },
            { name: "人参考转录组 GRCh38（GENCODE v32/Ensembl 98）", supplier: "10x Genomics", catalog: "refdata-gex-GRCh38-2020-A" },
            { name: "小鼠参考转录组 mm10（GENCODE vM23/Ensembl 98）", supplier: "10x Genomics", catalog: "refdata-gex-mm10-2020-A" },
          ],
        },
      ],
    },
    {
      kind: "equipment",
      blocks: [
        {
          materials: [
            { name: "工作站（32 个 CPU 核心，256 GB 内存，4 TB SSD，Ubuntu 22.04）", supplier: "Dell Technologies", catalog: "Precision 7865" },
            { name: "运行 Cell Ranger 的 Linux 计算节点（64 核，512 GB 内存）", supplier: "Lenovo", catalog: "ThinkSystem SR665" },
            { name: "单细胞微滴分区仪", supplier: "10x Genomics", catalog: "Chromium Controller" },
            { name: "测序仪", supplier: "Illumina", catalog: "NovaSeq 6000" },
            { name: "全自动电泳系统", supplier: "Agilent Technologies", catalog: "4200 TapeStation" },
            { name: "全自动细胞计数仪", supplier: "Invitrogen (Thermo Fisher Scientific)", catalog: "Countess 3" },
          ],
        },
      ],
    },
    {
      kind: "software",
      blocks: [
        {
          list: [
            "Cell Ranger v7.2.0（10x Genomics）——样品拆分、比对和 UMI 计数",
            "R v4.3.2（R Foundation for Statistical Computing）和 RStudio 2023.12（Posit Software）",
            "Seurat v5.0.1 和 SeuratObject v5.0.1（Satija 实验室）[2]",
            "sctransform v0.4.1 和 glmGamPoi v1.14.0（Bioconductor 3.18）——标准化 [4]",
            "DoubletFinder v2.0.4（McGinnis 等）——双细胞检测 [6]",
            "harmony v1.2.0（Korsunsky 等）——数据整合 [7]",
            "presto v1.0.0（Korsunsky 实验室）——用于标志基因检测的快速 Wilcoxon 检验",
            "clustree v0.5.1（Zappia 和 Oshlack）——聚类分辨率诊断",
            "SingleR v2.4.0 和 celldex v1.12.0（Bioconductor 3.18）——基于参考数据集的注释 [10]",
            "tidyverse v2.0.0、patchwork v1.2.0 和 renv v1.0.3（Posit Software）",
          ],
        },
      ],
    },
    {
      kind: "procedure",
      blocks: [
        { heading: "A. 计算环境" },
        {
          steps: [
            {
              text: "安装 R（4.3 或更高版本）和 RStudio。从 CRAN 安装核心软件包：`install.packages(c('Seurat', 'tidyverse', 'patchwork', 'clustree', 'harmony', 'renv', 'remotes', 'BiocManager'))`。",
            },
            {
              text: "安装 Bioconductor 和 GitHub 上的软件包：`BiocManager::install(c('glmGamPoi', 'SingleR', 'celldex'))`、`remotes::install_github('immunogenomics/presto')` 和 `remotes::install_github('chris-mcginnis-ucsf/DoubletFinder')`。",
              notes: ["glmGamPoi 为可选软件包，但可使 SCTransform 的运行速度提高数倍；安装后 Seurat 会自动调用。"],
            },
            {
              text: "新建一个 RStudio 项目，包含子文件夹 `data/`、`scripts/` 和 `results/`；用 `renv::init()` 初始化项目库，并用 `renv::snapshot()` 记录软件包版本。在每个脚本开头用 `set.seed(1234)` 设置随机种子。",
              notes: ["**关键步骤：**UMAP 坐标和部分聚类结果会随软件包版本和随机种子而改变。锁定版本是保证分析可重复的关键。"],
            },
          ],
        },
        { heading: "B. 生成计数矩阵" },
        {
          steps: [
            {
              text: "对每个文库，在计算节点上运行 Cell Ranger：`cellranger count --id=PBMC_D1 --transcriptome=refdata-gex-GRCh38-2020-A --fastqs=fastq/ --sample=PBMC_D1 --localcores=32 --localmem=128`。小鼠样品使用 `refdata-gex-mm10-2020-A`。",
              notes: ["Cell Ranger 7 及以后的版本默认计入内含子 reads。所有需要相互比较的样品应保持该设置一致。"],
            },
            {
              text: "打开 `outs/web_summary.html`，记录估计细胞数、每个细胞检测到的基因数中位数、测序饱和度以及细胞内 reads 比例。细胞内 reads 比例低于 70% 提示游离 RNA 过多或细胞识别阈值不当。",
            },
            {
              text: "将每个样品的 `filtered_feature_bc_matrix` 文件夹复制到 `data/<sample>/` 中。",
            },
          ],
        },
        { heading: "C. 创建对象与质量控制" },
        {
          steps: [
            {
              text: "加载软件包（`library(Seurat)`、`library(tidyverse)`），并用 `counts <- Read10X(data.dir = 'data/PBMC_D1')` 读取每个矩阵。",
            },
            {
              text: "为每个样品创建一个 Seurat 对象，去除在少于三个细胞中检出的基因以及检出基因少于 200 个的条形码：`seu <- CreateSeuratObject(counts = counts, project = 'PBMC_D1', min.cells = 3, min.features = 200)`。将这些对象存入一个命名列表，例如 `objs`。",
            },
            {
              text: "将线粒体和核糖体 reads 所占百分比添加到元数据中：",
              substeps: [
                { text: "人：`seu[['percent.mt']] <- PercentageFeatureSet(seu, pattern = '^MT-')` 和 `seu[['percent.ribo']] <- PercentageFeatureSet(seu, pattern = '^RP[SL]')`。" },
                { text: "小鼠：由于小鼠基因符号为首字母大写，应使用匹配模式 `'^mt-'` 和 `'^Rp[sl]'`。" },
              ],
            },
            {
              text: "绘制每个样品的质控指标图：`VlnPlot(seu, features = c('nFeature_RNA', 'nCount_RNA', 'percent.mt'), ncol = 3, pt.size = 0)` 和 `FeatureScatter(seu, feature1 = 'nCount_RNA', feature2 = 'percent.mt')`。",
              notes: ["线粒体比例高且基因数少的细胞通常是受损细胞；计数和基因数异常高的细胞可能是双细胞 [5]。"],
            },
            {
              text: "以中位数加减三倍绝对中位差（MAD）确定各样品特有的阈值，例如 `hi_mt <- median(seu$percent.mt) + 3 * mad(seu$percent.mt)`，计数和基因数需先取对数再计算。线粒体阈值应设一个符合生物学常理的上限（PBMC 和脾细胞采用 12%）。",
            },
            {
              text: "过滤细胞：`seu <- subset(seu, subset = nFeature_RNA > 300 & nFeature_RNA < 6000 & percent.mt < 12)`，其中的数值替换为上一步得到的阈值。",
              notes: ["**关键步骤：**不要将一种组织的阈值套用到另一种组织。例如，心肌细胞或肝细胞的线粒体比例本来就高。"],
            },
            {
              text: "先进行快速的初步标准化和 PCA（`SCTransform`、`RunPCA`），然后用 DoubletFinder [6] 在每个样品中分别检测双细胞：",
              substeps: [
                { text: "优化邻域大小：`sweep <- paramSweep(seu, PCs = 1:20, sct = TRUE)`，然后 `bcmvn <- find.pK(summarizeSweep(sweep))`，选择 BCmvn 最高的 pK 值。" },
                { text: "根据上样密度估计预期双细胞数（Chromium v3.1 每回收 1,000 个细胞约为 0.8%），例如 `n_exp <- round(0.008 * ncol(seu) / 1000 * ncol(seu))`。" },
                { text: "运行 `seu <- doubletFinder(seu, PCs = 1:20, pN = 0.25, pK = best_pk, nExp = n_exp, sct = TRUE)`，仅保留被判定为单细胞（singlet）的细胞。" },
              ],
            },
            {
              text: "将每一步过滤前后的细胞数记录在表格中，供撰写方法部分使用。",
            },
          ],
        },
        { heading: "D. 标准化、数据整合与降维" },
        {
          steps: [
            {
              text: "合并同一物种过滤后的样品：`obj <- merge(objs[[1]], y = objs[-1], add.cell.ids = names(objs))`。在 Seurat v5 中，各样品的计数以独立的 layer 保存。",
              notes: ["人和小鼠样品应分别建立对象进行分析，二者不共享同一基因空间。"],
            },
            {
              text: "用 SCTransform 进行标准化，并回归掉线粒体比例的影响：`obj <- SCTransform(obj, vars.to.regress = 'percent.mt', verbose = FALSE)` [4]。",
              notes: ["替代方案：采用标准的对数标准化流程，即 `NormalizeData()`、`FindVariableFeatures(nfeatures = 2000)` 和 `ScaleData()`。两种方法择一并始终使用同一种。"],
            },
            {
              text: "用 `obj <- RunPCA(obj, npcs = 50)` 进行 PCA，并查看 `ElbowPlot(obj, ndims = 50)`。选择曲线趋于平缓处的主成分数；示例数据采用 30 个主成分。",
            },
            {
              text: "整合前先检查是否存在由样品驱动的结构：`obj <- RunUMAP(obj, dims = 1:30, reduction = 'pca', reduction.name = 'umap.unintegrated')` 和 `DimPlot(obj, reduction = 'umap.unintegrated', group.by = 'orig.ident')`。",
            },
            {
              text: "如果同类细胞按样品分开，则用 Harmony [7] 进行整合：`obj <- IntegrateLayers(object = obj, method = HarmonyIntegration, orig.reduction = 'pca', new.reduction = 'harmony', normalization.method = 'SCT')`。",
              notes: ["数据整合可能掩盖条件之间的真实差异。应比较整合前后的嵌入结果，并留意条件特异的细胞群。"],
            },
          ],
        },
        { heading: "E. 聚类与可视化" },
        {
          steps: [
            {
              text: "在整合后的嵌入上构建共享最近邻图：`obj <- FindNeighbors(obj, reduction = 'harmony', dims = 1:30)`。",
            },
            {
              text: "在多个分辨率下进行聚类，`obj <- FindClusters(obj, resolution = seq(0.2, 1.2, by = 0.2))`，并用 `clustree(obj, prefix = 'SCT_snn_res.')` 直观显示各簇如何拆分。",
              notes: ["如已安装 Python 软件包 leidenalg，可设置 `algorithm = 4` 使用 Leiden 算法 [8]。"],
            },
            {
              text: "选择能够区分已知细胞群、且在相邻分辨率下各簇保持稳定的最低分辨率，并将其设为当前身份标识：`Idents(obj) <- 'SCT_snn_res.0.6'`。",
            },
            {
              text: "计算用于可视化的 UMAP 嵌入 [9]，`obj <- RunUMAP(obj, reduction = 'harmony', dims = 1:30)`，并用 `DimPlot(obj, label = TRUE)` 和 `DimPlot(obj, split.by = 'orig.ident')` 分别按簇和按样品作图。",
            },
          ],
        },
        { heading: "F. 标志基因与细胞注释" },
        {
          steps: [
            {
              text: "用 `obj <- PrepSCTFindMarkers(obj)` 准备 SCT assay，以便跨样品进行差异检验。",
            },
            {
              text: "寻找每个簇的阳性标志基因：`markers <- FindAllMarkers(obj, assay = 'SCT', only.pos = TRUE, min.pct = 0.25, logfc.threshold = 0.5)`。安装 presto 后，Wilcoxon 检验可在数秒内完成。",
            },
            {
              text: "提取排名靠前的标志基因，`top10 <- markers %>% group_by(cluster) %>% slice_max(avg_log2FC, n = 10)`，并用 `DoHeatmap(obj, features = top10$gene)` 展示。",
            },
            {
              text: "用 `DotPlot()` 和 `FeaturePlot()` 检查经典标志基因：人 PBMC 为 *CD3E*、*IL7R*、*CCR7*、*CD8A*、*NKG7*、*GNLY*、*MS4A1*、*CD79A*、*CD14*、*LYZ*、*FCGR3A*、*FCER1A* 和 *PPBP*；小鼠脾脏为 *Cd3e*、*Cd4*、*Cd8a*、*Cd19*、*Ms4a1*、*Nkg7*、*Lyz2*、*Csf1r* 和 *Hba-a1*。",
            },
            {
              text: "为各簇命名细胞类型：`obj <- RenameIdents(obj, new_ids)`，其中 `new_ids` 是将簇编号映射到细胞类型名称的命名向量；再用 `obj$cell_type <- Idents(obj)` 保存注释。",
            },
            {
              text: "用基于参考数据集的自动化方法对人工注释进行交叉验证，例如 SingleR [10] 结合 `celldex` 中的 Monaco 免疫细胞参考数据集（人）或 ImmGen 参考数据集（小鼠），并对两者结果不一致的簇进行核查。",
            },
            {
              text: "保存结果：`saveRDS(obj, 'results/pbmc_annotated.rds')`、`write_csv(markers, 'results/cluster_markers.csv')` 和 `writeLines(capture.output(sessionInfo()), 'results/sessionInfo.txt')`。",
              notes: ["**暂停点：**保存的对象可用 `readRDS()` 重新载入，用于所有下游分析。"],
            },
          ],
        },
      ],
    },
    {
      kind: "data_analysis",
      blocks: [
        {
          figure: {
            src: "/figures/cn/scrnaseq-analysis-r.svg",
            alt: "左：人 PBMC 的 UMAP 散点图，按九个已注释的簇着色，包括 CD4 和 CD8 T 细胞、NK 细胞、B 细胞、经典和非经典单核细胞、树突状细胞以及血小板。右：每个细胞的基因数、计数和线粒体 reads 百分比三幅小提琴图，虚线标示质控阈值。",
            caption:
              "**本流程用于人 PBMC 的示例结果。**左：两名供者数据经 Harmony 整合后的 UMAP 嵌入，按注释的细胞类型着色。右：过滤前各质控指标的分布；虚线标示各样品特有的阈值。",
          },
        },
        {
          p: "本流程的主要产出是已注释的对象、标志基因表以及一组诊断图（质控小提琴图、肘部图、clustree 图、整合前后的 UMAP 图）。用 `table(obj$cell_type, obj$orig.ident)` 报告每个样品中各簇的比例；不同条件之间细胞组成的差异应采用考虑重复间变异的方法进行检验（例如对每个样品的比例建模），而不应对合并后的细胞进行卡方检验。",
        },
        {
          p: "对同一细胞类型内不同条件之间的差异表达进行分析时，用 `AggregateExpression(obj, assays = 'RNA', group.by = c('orig.ident', 'cell_type'), return.seurat = TRUE)` 按样品和细胞类型汇总计数，再用 DESeq2 或 edgeR 分析伪批量表达谱。将单个细胞视为独立重复会使假阳性发现大幅增加 [11]。`FindAllMarkers()` 中使用的 Wilcoxon 检验适合在单个数据集内对标志基因进行排序，但其 *P* 值不应被解读为不同生物学条件之间存在差异的证据。",
        },
        {
          p: "由于 UMAP 会扭曲距离，不应根据各簇在嵌入图中的位置推断簇间关系 [9]；应改用基于 PCA 的距离、轨迹分析方法或标志基因的重叠程度。主要由线粒体、核糖体或应激反应基因（例如 *FOS*、*JUN*、*HSPA1A*）定义的簇应审慎对待，因为它们往往反映的是样品处理过程的影响。",
        },
      ],
    },
    {
      kind: "validation",
      blocks: [
        {
          p: "本流程在四个本实验室数据集上进行了验证：两名健康成年供者（D1、D2）的 PBMC，以及两只 10 周龄雌性 C57BL/6J 小鼠（M1、M2）的脾细胞；每个样品按回收约 10,000 个细胞上样，测序深度为每个细胞 40,000–50,000 条 reads。对每个物种而言，两个重复中均检出了所有预期的主要免疫细胞群，整合后没有仅见于单个样品的簇，且超过 90% 的细胞的簇归属与 SingleR 自动注释一致。在另一台计算机上根据 renv 锁定文件重复分析，结果完全相同。在“仪器设备”部分所列的工作站上，人数据集（约 18,000 个细胞）从计数矩阵到完成注释的对象耗时 38 min。",
        },
        {
          table: {
            caption: "流程各阶段的细胞数和质量指标（示例数据）。",
            head: ["样品", "识别的细胞数（Cell Ranger）", "每个细胞的基因数中位数", "质控去除", "预测的双细胞", "保留细胞数（%）", "簇数（分辨率 0.6）", "与 SingleR 一致率（%）"],
            rows: [
              ["人 PBMC D1", "9,842", "2,106", "363", "512", "8,967 (91.1)", "14", "94.6"],
              ["人 PBMC D2", "10,517", "1,984", "555", "561", "9,401 (89.4)", "14", "93.8"],
              ["小鼠脾脏 M1", "7,635", "1,712", "351", "296", "6,988 (91.5)", "12", "92.3"],
              ["小鼠脾脏 M2", "8,104", "1,655", "371", "331", "7,402 (91.3)", "12", "90.7"],
            ],
          },
        },
      ],
    },
    {
      kind: "notes",
      blocks: [
        {
          table: {
            caption: "常见问题及解决方法。",
            head: ["问题", "可能原因", "解决方法"],
            rows: [
              ["各簇按样品而非细胞类型分开", "处理日期或试剂化学版本不同导致的批次效应", "用 Harmony 或其他方法进行整合；从一开始就在实验设计中考虑批次"],
              ["某一簇同时表达两个无关谱系的标志基因", "残留双细胞", "检查该簇的 nCount_RNA 和 DoubletFinder 评分；如该簇富集双细胞，则将其去除"],
              ["许多簇由线粒体或核糖体基因定义", "细胞受损或解离应激", "收紧质控阈值；回归 percent.mt；记录解离条件"],
              ["细胞类型特异基因（例如 HBB、LYZ）在各处普遍低水平表达", "游离 RNA 污染", "在创建对象之前，用 SoupX 或 CellBender 估计并去除游离 RNA"],
              ["SCTransform 运行时内存不足", "数据集过大", "安装 glmGamPoi；使用 BPCells 磁盘矩阵或 Seurat v5 基于抽样（sketch）的流程 [2]"],
              ["每次运行结果不同", "未设置随机种子或软件包版本不同", "设置随机种子，并用 renv::restore() 恢复运行环境"],
            ],
          },
        },
        {
          list: [
            "质控阈值、主成分数和聚类分辨率都是人为选择而非固定常数；报告时应同时给出支持这些选择的诊断图。",
            "细胞注释应基于每种细胞类型的多个标志基因，切勿仅依据单个基因。",
            "原始数据和处理后的对象应连同分析脚本一起提交至公共数据库（例如 GEO）。",
          ],
        },
      ],
    },
    {
      kind: "recipes",
      blocks: [
        {
          p: "计算分析部分无需任何缓冲液。在 Chromium 控制器上样前的细胞制备中，使用了以下溶液：",
        },
        {
          list: [
            "**细胞重悬缓冲液：**不含钙、镁的 DPBS，含 0.04%（w/v）BSA（0.4 mg/mL；每 mL 加 8 µL 50 mg/mL UltraPure BSA），经 0.22 µm 滤膜过滤；4 °C 保存，至多 1 周。",
            "**洗涤培养基：**含 2%（v/v）FBS 的 RPMI 1640，置于冰上。",
            "**红细胞裂解（小鼠脾脏）：**临用前将 10× Miltenyi 裂解液用超纯水按 1:10 稀释；室温裂解 2 min。",
            "**目标细胞悬液：**700–1,200 个细胞/µL，活率高于 85%（台盼蓝染色），经 40 µm Flowmi 筛网过滤。",
          ],
        },
      ],
    },
    {
      kind: "acknowledgments",
      blocks: [
        {
          p: "感谢云岭大学高性能计算中心提供计算资源，感谢 Lakefront Institute 单细胞基因组学平台完成文库构建和测序。感谢为本研究捐献血液的志愿者。",
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
          p: "血液样品采自签署书面知情同意书的健康成年志愿者；本研究经 云岭大学医学伦理委员会批准（批准号 YLU-MEC-2022-117），并遵循《赫尔辛基宣言》进行。所有动物实验均经 云岭大学实验动物管理和使用委员会批准（方案编号 YLU-IACUC-2022-045），并遵守国家有关实验动物管理和使用的规定。采集脾脏前，小鼠经 CO~2~ 吸入后颈椎脱臼法安乐死。",
        },
      ],
    },
  ],
};
