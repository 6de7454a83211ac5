import type { AuthoredProtocol } from "../types";

export const protocol: AuthoredProtocol = {
  slug: "scrnaseq-analysis-r",
  titleEn: "A Reproducible Workflow for Single-cell RNA-seq Analysis in R with Seurat: Quality Control, Normalisation, Clustering and Marker Identification",
  titleCn: "基于R语言Seurat的单细胞RNA测序可重复分析流程：质量控制、标准化、聚类与标志基因鉴定",
  abstractEn:
    "Droplet-based single-cell RNA sequencing (scRNA-seq) routinely profiles tens of thousands of cells per experiment, but turning count matrices into biologically meaningful cell populations involves many analytical decisions that strongly influence the result. Here we describe a step-by-step, reproducible workflow for analysing 10x Genomics Chromium data in R with the Seurat package (version 5). Starting from Cell Ranger output, the protocol covers the creation of Seurat objects, quality control based on the number of detected genes, total counts and the fraction of mitochondrial reads with sample-specific, data-driven thresholds, and removal of heterotypic doublets with DoubletFinder. Counts are normalised and variance-stabilised with SCTransform, samples are integrated with Harmony when batch effects are present, and cells are clustered on a shared nearest-neighbour graph and visualised with UMAP. We then identify cluster marker genes, annotate cell types using canonical markers with an independent reference-based check, and explain how to compare conditions with pseudobulk methods that respect biological replication. Each step is accompanied by the exact commands, parameter choices and diagnostic plots to inspect. Applied to peripheral blood mononuclear cells from two human donors and to spleens from two mice, the workflow retained 88–92% of called cells and recovered all major immune populations, with more than 90% agreement with automated reference annotation. The workflow runs in under one hour on a standard workstation.",
  abstractCn:
    "基于微滴的单细胞RNA测序（scRNA-seq）每次实验通常可检测数万个细胞，但要将计数矩阵转化为具有生物学意义的细胞群，需要做出许多对结果影响很大的分析决策。本文介绍一套在R语言中利用Seurat软件包（第5版）分析10x Genomics Chromium数据的分步式、可重复工作流程。流程以Cell Ranger的输出为起点，涵盖Seurat对象的创建；依据检测到的基因数、总计数和线粒体读段比例，采用针对各样本、由数据驱动的阈值进行质量控制；以及用DoubletFinder去除异型双细胞。计数数据经SCTransform进行标准化和方差稳定化处理；存在批次效应时用Harmony整合各样本；在共享最近邻图上对细胞聚类，并以UMAP可视化。随后鉴定各聚类的标志基因，依据经典标志基因注释细胞类型，并以独立的基于参考数据集的方法加以核对；同时说明如何采用尊重生物学重复的伪批量（pseudobulk）方法比较不同条件。每一步均给出确切的命令、参数选择及需要检查的诊断图。将该流程应用于两名人类供者的外周血单个核细胞和两只小鼠的脾脏，保留了88–92%的已识别细胞，找回了所有主要免疫细胞群，与自动参考注释的一致率超过90%。在普通工作站上，整个流程运行时间不到一小时。",
  keywordsEn: ["Single-cell RNA-seq", "Seurat", "Quality control", "Clustering", "Marker genes", "R"],
  keywordsCn: ["单细胞RNA测序", "Seurat", "质量控制", "聚类", "标志基因", "R语言"],
  categories: [33, 13],
  organisms: ["Homo sapiens", "Mus musculus"],
  authors: [
    {
      nameEn: "Lanqing Xu",
      nameCn: "徐岚清",
      affiliations: ["School of Life Sciences, Yunling University, Kunming, China"],
      orcid: "0000-0002-3908-6615",
      corresponding: true,
      email: "lanqing.xu@example.org",
    },
    {
      nameEn: "Rahul Menon",
      affiliations: ["Department of Computational Biology, Lakefront Institute for Genomic Medicine, Toronto, Canada"],
      orcid: "0000-0001-7243-5590",
    },
    {
      nameEn: "Kaiwen Deng",
      nameCn: "邓凯文",
      affiliations: ["School of Life Sciences, Yunling University, Kunming, China"],
    },
    {
      nameEn: "Sarah Whitfield",
      affiliations: [
        "Department of Computational Biology, Lakefront Institute for Genomic Medicine, Toronto, Canada",
        "Department of Immunology, Lakefront Institute for Genomic Medicine, Toronto, Canada",
      ],
    },
  ],
  sections: [
    {
      kind: "background",
      blocks: [
        {
          p: "Microfluidic droplet platforms encapsulate single cells together with barcoded beads so that the transcripts of thousands of cells can be sequenced in one library [3]. The resulting data are sparse, noisy and affected by technical artefacts such as ambient RNA, damaged cells and doublets, so a careful and transparent analysis is as important as the experiment itself [5].",
        },
        {
          p: "Seurat is one of the most widely used toolkits for this purpose. Since its first release for spatial reconstruction of single-cell data [12], it has grown into a framework for normalisation, integration, clustering and multimodal analysis [1], [2]. Regularised negative binomial regression (SCTransform) removes the dependence of gene variance on sequencing depth more effectively than log-normalisation [4], and graph-based community detection [8] combined with UMAP embedding [9] has become the standard approach for defining and displaying cell populations.",
        },
        {
          p: "Default parameters are a useful starting point but rarely optimal for every data set. In this protocol we therefore emphasise diagnostic plots and decision points: how to set quality-control thresholds per sample, when integration is needed and when it removes real biology, how to choose the clustering resolution, and why differential expression between conditions must be performed on pseudobulk profiles rather than on individual cells [11]. The workflow is written for human and mouse data and runs on a standard workstation.",
        },
      ],
    },
    {
      kind: "materials",
      blocks: [
        {
          p: "The analysis requires only the count matrices. The reagents listed below were used to generate the example data sets (human PBMCs and mouse splenocytes) and are given for completeness.",
        },
        {
          materials: [
            { name: "Chromium Next GEM Single Cell 3' Kit v3.1, 16 reactions", supplier: "10x Genomics", catalog: "1000268" },
            { name: "Chromium Next GEM Chip G Single Cell Kit, 48 reactions", supplier: "10x Genomics", catalog: "1000120" },
            { name: "Dual Index Kit TT Set A, 96 reactions", supplier: "10x Genomics", catalog: "1000215" },
            { name: "SPRIselect reagent", supplier: "Beckman Coulter", catalog: "B23318" },
            { name: "Ficoll-Paque PLUS", supplier: "Cytiva", catalog: "17144002" },
            { name: "RPMI 1640 medium", supplier: "Gibco (Thermo Fisher Scientific)", catalog: "11875093" },
            { name: "Red Blood Cell Lysis Solution (10×)", supplier: "Miltenyi Biotec", catalog: "130-094-183" },
            { name: "Dead Cell Removal Kit", supplier: "Miltenyi Biotec", catalog: "130-090-101" },
            { name: "DPBS, no calcium, no magnesium", supplier: "Gibco (Thermo Fisher Scientific)", catalog: "14190144" },
            { name: "UltraPure BSA (50 mg/mL)", supplier: "Invitrogen (Thermo Fisher Scientific)", catalog: "AM2616" },
            { name: "Trypan blue solution, 0.4%", supplier: "Gibco (Thermo Fisher Scientific)", catalog: "15250061" },
            { name: "Countess cell counting chamber slides", supplier: "Invitrogen (Thermo Fisher Scientific)", catalog: "C10228" },
            { name: "Flowmi cell strainer, 40 µm", supplier: "SP Bel-Art", catalog: "H13680-0040" },
            { name: "Qubit dsDNA HS Assay Kit", supplier: "Thermo Fisher Scientific", catalog: "Q32851" },
            { name: "High Sensitivity D5000 ScreenTape", supplier: "Agilent Technologies", catalog: "5067-5592" },
            { name: "NovaSeq 6000 S4 Reagent Kit v1.5 (200 cycles)", supplier: "Illumina", catalog: "20028313" },
            { name: "Human reference transcriptome GRCh38 (GENCODE v32/Ensembl 98)", supplier: "10x Genomics", catalog: "refdata-gex-GRCh38-2020-A" },
            { name: "Mouse reference transcriptome mm10 (GENCODE vM23/Ensembl 98)", supplier: "10x Genomics", catalog: "refdata-gex-mm10-2020-A" },
          ],
        },
      ],
    },
    {
      kind: "equipment",
      blocks: [
        {
          materials: [
            { name: "Workstation (32 CPU cores, 256 GB RAM, 4 TB SSD, Ubuntu 22.04)", supplier: "Dell Technologies", catalog: "Precision 7865" },
            { name: "Linux compute node for Cell Ranger (64 cores, 512 GB RAM)", supplier: "Lenovo", catalog: "ThinkSystem SR665" },
            { name: "Single-cell partitioning instrument", supplier: "10x Genomics", catalog: "Chromium Controller" },
            { name: "Sequencer", supplier: "Illumina", catalog: "NovaSeq 6000" },
            { name: "Automated electrophoresis system", supplier: "Agilent Technologies", catalog: "4200 TapeStation" },
            { name: "Automated cell counter", supplier: "Invitrogen (Thermo Fisher Scientific)", catalog: "Countess 3" },
          ],
        },
      ],
    },
    {
      kind: "software",
      blocks: [
        {
          list: [
            "Cell Ranger v7.2.0 (10x Genomics) – demultiplexing, alignment and UMI counting",
            "R v4.3.2 (R Foundation for Statistical Computing) and RStudio 2023.12 (Posit Software)",
            "Seurat v5.0.1 and SeuratObject v5.0.1 (Satija laboratory) [2]",
            "sctransform v0.4.1 and glmGamPoi v1.14.0 (Bioconductor 3.18) – normalisation [4]",
            "DoubletFinder v2.0.4 (McGinnis et al.) – doublet detection [6]",
            "harmony v1.2.0 (Korsunsky et al.) – data integration [7]",
            "presto v1.0.0 (Korsunsky laboratory) – fast Wilcoxon tests for marker detection",
            "clustree v0.5.1 (Zappia and Oshlack) – clustering resolution diagnostics",
            "SingleR v2.4.0 and celldex v1.12.0 (Bioconductor 3.18) – reference-based annotation [10]",
            "tidyverse v2.0.0, patchwork v1.2.0 and renv v1.0.3 (Posit Software)",
          ],
        },
      ],
    },
    {
      kind: "procedure",
      blocks: [
        { heading: "A. Computing environment" },
        {
          steps: [
            {
              text: "Install R (4.3 or later) and RStudio. From CRAN, install the core packages: `install.packages(c('Seurat', 'tidyverse', 'patchwork', 'clustree', 'harmony', 'renv', 'remotes', 'BiocManager'))`.",
            },
            {
              text: "Install the Bioconductor and GitHub packages: `BiocManager::install(c('glmGamPoi', 'SingleR', 'celldex'))`, `remotes::install_github('immunogenomics/presto')` and `remotes::install_github('chris-mcginnis-ucsf/DoubletFinder')`.",
              notes: ["glmGamPoi is optional but makes SCTransform several times faster; Seurat uses it automatically when installed."],
            },
            {
              text: "Create an RStudio project with the sub-folders `data/`, `scripts/` and `results/`, initialise a project library with `renv::init()` and record package versions with `renv::snapshot()`. Set a random seed at the top of every script with `set.seed(1234)`.",
              notes: ["**Critical:** UMAP coordinates and some clustering results change with package versions and seeds. Version pinning is what makes the analysis reproducible."],
            },
          ],
        },
        { heading: "B. Generating count matrices" },
        {
          steps: [
            {
              text: "For each library, run Cell Ranger on the compute node: `cellranger count --id=PBMC_D1 --transcriptome=refdata-gex-GRCh38-2020-A --fastqs=fastq/ --sample=PBMC_D1 --localcores=32 --localmem=128`. Use `refdata-gex-mm10-2020-A` for mouse samples.",
              notes: ["Cell Ranger 7 and later counts intronic reads by default. Keep this setting identical for all samples that will be compared."],
            },
            {
              text: "Open `outs/web_summary.html` and record the estimated number of cells, median genes per cell, sequencing saturation and the fraction of reads in cells. A fraction of reads in cells below 70% points to high ambient RNA or a poor cell-calling threshold.",
            },
            {
              text: "Copy the `filtered_feature_bc_matrix` folder of each sample into `data/<sample>/`.",
            },
          ],
        },
        { heading: "C. Object creation and quality control" },
        {
          steps: [
            {
              text: "Load the packages (`library(Seurat)`, `library(tidyverse)`) and read each matrix with `counts <- Read10X(data.dir = 'data/PBMC_D1')`.",
            },
            {
              text: "Create one Seurat object per sample, discarding genes detected in fewer than three cells and barcodes with fewer than 200 genes: `seu <- CreateSeuratObject(counts = counts, project = 'PBMC_D1', min.cells = 3, min.features = 200)`. Store the objects in a named list, e.g. `objs`.",
            },
            {
              text: "Add the percentage of mitochondrial and ribosomal reads to the metadata:",
              substeps: [
                { text: "Human: `seu[['percent.mt']] <- PercentageFeatureSet(seu, pattern = '^MT-')` and `seu[['percent.ribo']] <- PercentageFeatureSet(seu, pattern = '^RP[SL]')`." },
                { text: "Mouse: use the patterns `'^mt-'` and `'^Rp[sl]'`, because mouse gene symbols are in title case." },
              ],
            },
            {
              text: "Plot the QC covariates for every sample: `VlnPlot(seu, features = c('nFeature_RNA', 'nCount_RNA', 'percent.mt'), ncol = 3, pt.size = 0)` and `FeatureScatter(seu, feature1 = 'nCount_RNA', feature2 = 'percent.mt')`.",
              notes: ["Cells with high mitochondrial fraction and few genes are usually damaged; cells with unusually many counts and genes are candidate doublets [5]."],
            },
            {
              text: "Derive sample-specific thresholds as the median plus or minus three median absolute deviations (MAD), for example `hi_mt <- median(seu$percent.mt) + 3 * mad(seu$percent.mt)`, on log-transformed counts and genes. Cap the mitochondrial threshold at a biologically sensible value (we use 12% for PBMCs and splenocytes).",
            },
            {
              text: "Filter the cells: `seu <- subset(seu, subset = nFeature_RNA > 300 & nFeature_RNA < 6000 & percent.mt < 12)`, replacing the numbers with the thresholds from the previous step.",
              notes: ["**Critical:** do not apply the thresholds of one tissue to another. Cardiomyocytes or hepatocytes, for example, legitimately have high mitochondrial fractions."],
            },
            {
              text: "Detect doublets separately in each sample with DoubletFinder [6] after a quick preliminary normalisation and PCA (`SCTransform`, `RunPCA`):",
              substeps: [
                { text: "Optimise the neighbourhood size: `sweep <- paramSweep(seu, PCs = 1:20, sct = TRUE)`, then `bcmvn <- find.pK(summarizeSweep(sweep))` and select the pK with the highest BCmvn." },
                { text: "Estimate the expected number of doublets from the loading density (about 0.8% per 1,000 recovered cells for Chromium v3.1), e.g. `n_exp <- round(0.008 * ncol(seu) / 1000 * ncol(seu))`." },
                { text: "Run `seu <- doubletFinder(seu, PCs = 1:20, pN = 0.25, pK = best_pk, nExp = n_exp, sct = TRUE)` and keep only cells classified as singlets." },
              ],
            },
            {
              text: "Record the number of cells before and after each filter in a table for the methods section.",
            },
          ],
        },
        { heading: "D. Normalisation, integration and dimensionality reduction" },
        {
          steps: [
            {
              text: "Merge the filtered samples of one species: `obj <- merge(objs[[1]], y = objs[-1], add.cell.ids = names(objs))`. In Seurat v5 the counts of each sample are kept as separate layers.",
              notes: ["Analyse human and mouse samples in separate objects; they do not share a gene space."],
            },
            {
              text: "Normalise with SCTransform, regressing out the mitochondrial fraction: `obj <- SCTransform(obj, vars.to.regress = 'percent.mt', verbose = FALSE)` [4].",
              notes: ["Alternative: `NormalizeData()`, `FindVariableFeatures(nfeatures = 2000)` and `ScaleData()` for the standard log-normalisation workflow. Use one approach consistently."],
            },
            {
              text: "Run PCA with `obj <- RunPCA(obj, npcs = 50)` and inspect `ElbowPlot(obj, ndims = 50)`. Choose the number of components at which the curve flattens; 30 components were used for the example data.",
            },
            {
              text: "Check for sample-driven structure before integrating: `obj <- RunUMAP(obj, dims = 1:30, reduction = 'pca', reduction.name = 'umap.unintegrated')` and `DimPlot(obj, reduction = 'umap.unintegrated', group.by = 'orig.ident')`.",
            },
            {
              text: "If cells of the same type separate by sample, integrate with Harmony [7]: `obj <- IntegrateLayers(object = obj, method = HarmonyIntegration, orig.reduction = 'pca', new.reduction = 'harmony', normalization.method = 'SCT')`.",
              notes: ["Integration can mask genuine differences between conditions. Compare integrated and unintegrated embeddings and keep condition-specific populations in mind."],
            },
          ],
        },
        { heading: "E. Clustering and visualisation" },
        {
          steps: [
            {
              text: "Build the shared nearest-neighbour graph on the integrated embedding: `obj <- FindNeighbors(obj, reduction = 'harmony', dims = 1:30)`.",
            },
            {
              text: "Cluster at several resolutions, `obj <- FindClusters(obj, resolution = seq(0.2, 1.2, by = 0.2))`, and visualise how clusters split with `clustree(obj, prefix = 'SCT_snn_res.')`.",
              notes: ["Use `algorithm = 4` for the Leiden algorithm [8] if the Python package leidenalg is available."],
            },
            {
              text: "Choose the lowest resolution at which known populations are separated and clusters are stable across neighbouring resolutions, and set it as the active identity: `Idents(obj) <- 'SCT_snn_res.0.6'`.",
            },
            {
              text: "Compute the UMAP embedding [9] for visualisation, `obj <- RunUMAP(obj, reduction = 'harmony', dims = 1:30)`, and plot clusters and samples with `DimPlot(obj, label = TRUE)` and `DimPlot(obj, split.by = 'orig.ident')`.",
            },
          ],
        },
        { heading: "F. Marker genes and annotation" },
        {
          steps: [
            {
              text: "Prepare the SCT assay for differential testing across samples with `obj <- PrepSCTFindMarkers(obj)`.",
            },
            {
              text: "Find positive markers of each cluster: `markers <- FindAllMarkers(obj, assay = 'SCT', only.pos = TRUE, min.pct = 0.25, logfc.threshold = 0.5)`. With presto installed, the Wilcoxon test runs in seconds.",
            },
            {
              text: "Extract the top markers, `top10 <- markers %>% group_by(cluster) %>% slice_max(avg_log2FC, n = 10)`, and display them with `DoHeatmap(obj, features = top10$gene)`.",
            },
            {
              text: "Check canonical markers with `DotPlot()` and `FeaturePlot()`: for human PBMCs *CD3E*, *IL7R*, *CCR7*, *CD8A*, *NKG7*, *GNLY*, *MS4A1*, *CD79A*, *CD14*, *LYZ*, *FCGR3A*, *FCER1A* and *PPBP*; for mouse spleen *Cd3e*, *Cd4*, *Cd8a*, *Cd19*, *Ms4a1*, *Nkg7*, *Lyz2*, *Csf1r* and *Hba-a1*.",
            },
            {
              text: "Assign cell-type names: `obj <- RenameIdents(obj, new_ids)`, where `new_ids` is a named vector mapping cluster numbers to names, and store them with `obj$cell_type <- Idents(obj)`.",
            },
            {
              text: "Cross-check the manual annotation with an automated reference-based method, e.g. SingleR [10] with the `celldex` Monaco immune (human) or ImmGen (mouse) reference, and investigate clusters on which the two disagree.",
            },
            {
              text: "Save the results: `saveRDS(obj, 'results/pbmc_annotated.rds')`, `write_csv(markers, 'results/cluster_markers.csv')` and `writeLines(capture.output(sessionInfo()), 'results/sessionInfo.txt')`.",
              notes: ["**Pause point:** the saved object can be reloaded with `readRDS()` for all downstream analyses."],
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
            src: "/figures/scrnaseq-analysis-r.svg",
            alt: "Left: UMAP scatter plot of human PBMCs coloured by nine annotated clusters, including CD4 and CD8 T cells, NK cells, B cells, classical and non-classical monocytes, dendritic cells and platelets. Right: three violin plots of genes per cell, counts per cell and percentage of mitochondrial reads, with dashed lines marking QC thresholds.",
            caption:
              "**Example output of the workflow for human PBMCs.** Left: UMAP embedding after Harmony integration of two donors, coloured by annotated cell type. Right: distributions of QC covariates before filtering; dashed lines mark the sample-specific thresholds.",
          },
        },
        {
          p: "The main deliverables of the workflow are the annotated object, the marker table and a set of diagnostic plots (QC violins, elbow plot, clustree, integrated and unintegrated UMAPs). Report cluster proportions per sample with `table(obj$cell_type, obj$orig.ident)`; differences in composition between conditions should be tested with methods that account for replicate variability, for example by modelling per-sample proportions, rather than by a chi-squared test on pooled cells.",
        },
        {
          p: "For differential expression between conditions within a cell type, aggregate counts per sample and cell type with `AggregateExpression(obj, assays = 'RNA', group.by = c('orig.ident', 'cell_type'), return.seurat = TRUE)` and analyse the pseudobulk profiles with DESeq2 or edgeR. Treating individual cells as independent replicates inflates false discoveries dramatically [11]. The Wilcoxon tests used in `FindAllMarkers()` are appropriate for ranking marker genes within one data set but their *P* values should not be interpreted as evidence for differences between biological conditions.",
        },
        {
          p: "Because UMAP distorts distances, do not infer relationships between clusters from their positions in the embedding [9]; use PCA-based distances, trajectory methods or marker overlap instead. Clusters defined mainly by mitochondrial, ribosomal or stress-response genes (e.g., *FOS*, *JUN*, *HSPA1A*) should be examined critically, as they often reflect sample handling.",
        },
      ],
    },
    {
      kind: "validation",
      blocks: [
        {
          p: "The workflow was validated on four in-house data sets: PBMCs from two healthy adult donors (D1, D2) and splenocytes from two 10-week-old female C57BL/6J mice (M1, M2), each loaded to recover about 10,000 cells and sequenced to 40,000–50,000 reads per cell. For each species, all expected major immune populations were recovered in both replicates, no cluster was specific to one sample after integration, and cluster assignments agreed with the automated SingleR annotation for more than 90% of cells. The results were identical when the analysis was repeated from the renv lock file on a second computer. The runtime from count matrices to annotated object was 38 min for the human data set (about 18,000 cells) on the workstation listed in Equipment.",
        },
        {
          table: {
            caption: "Cell numbers and quality metrics at each stage of the workflow (example data).",
            head: ["Sample", "Cells called (Cell Ranger)", "Median genes per cell", "Removed by QC", "Predicted doublets", "Cells retained (%)", "Clusters (res. 0.6)", "Agreement with SingleR (%)"],
            rows: [
              ["Human PBMC D1", "9,842", "2,106", "363", "512", "8,967 (91.1)", "14", "94.6"],
              ["Human PBMC D2", "10,517", "1,984", "555", "561", "9,401 (89.4)", "14", "93.8"],
              ["Mouse spleen M1", "7,635", "1,712", "351", "296", "6,988 (91.5)", "12", "92.3"],
              ["Mouse spleen M2", "8,104", "1,655", "371", "331", "7,402 (91.3)", "12", "90.7"],
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
            caption: "Troubleshooting.",
            head: ["Problem", "Possible cause", "Solution"],
            rows: [
              ["Clusters separate by sample rather than by cell type", "Batch effect from processing day or chemistry", "Integrate with Harmony or another method; include batch in the experimental design from the start"],
              ["A cluster expresses markers of two unrelated lineages", "Residual doublets", "Check nCount_RNA and DoubletFinder scores of the cluster; remove it if it is doublet-enriched"],
              ["Many clusters defined by mitochondrial or ribosomal genes", "Damaged cells or dissociation stress", "Tighten QC thresholds; regress percent.mt; document dissociation conditions"],
              ["Ubiquitous expression of cell-type-specific genes (e.g., HBB, LYZ) at low levels", "Ambient RNA contamination", "Estimate and remove ambient RNA with SoupX or CellBender before creating the objects"],
              ["SCTransform runs out of memory", "Very large data set", "Install glmGamPoi; use BPCells on-disk matrices or the sketch-based workflow of Seurat v5 [2]"],
              ["Results change between runs", "Unset random seed or different package versions", "Set the seed and restore the environment with renv::restore()"],
            ],
          },
        },
        {
          list: [
            "QC thresholds, number of principal components and clustering resolution are choices, not constants; report them together with the diagnostic plots that justified them.",
            "Annotation should be based on several markers per cell type, never on a single gene.",
            "Raw data and processed objects should be deposited in a public repository (e.g., GEO) together with the analysis scripts.",
          ],
        },
      ],
    },
    {
      kind: "recipes",
      blocks: [
        {
          p: "No buffers are required for the computational part. For cell preparation before loading on the Chromium controller, the following solutions were used:",
        },
        {
          list: [
            "**Cell resuspension buffer:** DPBS without calcium and magnesium with 0.04% (w/v) BSA (0.4 mg/mL; 8 µL of 50 mg/mL UltraPure BSA per mL), filtered through 0.22 µm; store at 4 °C for up to 1 week.",
            "**Wash medium:** RPMI 1640 with 2% (v/v) FBS, kept on ice.",
            "**Red blood cell lysis (mouse spleen):** dilute the 10× Miltenyi solution 1:10 in ultrapure water immediately before use; lyse for 2 min at room temperature.",
            "**Target cell suspension:** 700–1,200 cells/µL with viability above 85% (trypan blue), filtered through a 40 µm Flowmi strainer.",
          ],
        },
      ],
    },
    {
      kind: "acknowledgments",
      blocks: [
        {
          p: "We thank the Yunling University High-Performance Computing Centre for computing resources and the Lakefront Institute Single-Cell Genomics Platform for library preparation and sequencing. We are grateful to the blood donors who contributed to this work.",
        },
      ],
    },
    {
      kind: "competing_interests",
      blocks: [{ p: "The authors declare no competing interests." }],
    },
    {
      kind: "ethics",
      blocks: [
        {
          p: "Blood samples were collected from healthy adult volunteers who gave written informed consent; the study was approved by the Medical Ethics Committee of Yunling University (approval no. YLU-MEC-2022-117) and conducted in accordance with the Declaration of Helsinki. All animal procedures were approved by the Institutional Animal Care and Use Committee of Yunling University (protocol no. YLU-IACUC-2022-045) and followed national guidelines for the care and use of laboratory animals. Mice were euthanised by CO~2~ inhalation followed by cervical dislocation before spleen collection.",
        },
      ],
    },
  ],
  references: [
    {
      text: "Hao, Y., Hao, S., Andersen-Nissen, E., Mauck, W. M., 3rd, Zheng, S., Butler, A., Lee, M. J., Wilk, A. J., Darby, C., Zager, M., et al. (2021). Integrated analysis of multimodal single-cell data. Cell 184(13): 3573–3587.e29.",
      doi: "10.1016/j.cell.2021.04.048",
    },
    {
      text: "Hao, Y., Stuart, T., Kowalski, M. H., Choudhary, S., Hoffman, P., Hartman, A., Srivastava, A., Molla, G., Madad, S., Fernandez-Granda, C. and Satija, R. (2024). Dictionary learning for integrative, multimodal and scalable single-cell analysis. Nature Biotechnology 42(2): 293–304.",
      doi: "10.1038/s41587-023-01767-y",
    },
    {
      text: "Zheng, G. X. Y., Terry, J. M., Belgrader, P., Ryvkin, P., Bent, Z. W., Wilson, R., Ziraldo, S. B., Wheeler, T. D., McDermott, G. P., Zhu, J., et al. (2017). Massively parallel digital transcriptional profiling of single cells. Nature Communications 8: 14049.",
      doi: "10.1038/ncomms14049",
    },
    {
      text: "Hafemeister, C. and Satija, R. (2019). Normalization and variance stabilization of single-cell RNA-seq data using regularized negative binomial regression. Genome Biology 20: 296.",
      doi: "10.1186/s13059-019-1874-1",
    },
    {
      text: "Luecken, M. D. and Theis, F. J. (2019). Current best practices in single-cell RNA-seq analysis: a tutorial. Molecular Systems Biology 15(6): e8746.",
      doi: "10.15252/msb.20188746",
    },
    {
      text: "McGinnis, C. S., Murrow, L. M. and Gartner, Z. J. (2019). DoubletFinder: doublet detection in single-cell RNA sequencing data using artificial nearest neighbors. Cell Systems 8(4): 329–337.e4.",
      doi: "10.1016/j.cels.2019.03.003",
    },
    {
      text: "Korsunsky, I., Millard, N., Fan, J., Slowikowski, K., Zhang, F., Wei, K., Baglaenko, Y., Brenner, M., Loh, P. R. and Raychaudhuri, S. (2019). Fast, sensitive and accurate integration of single-cell data with Harmony. Nature Methods 16(12): 1289–1296.",
      doi: "10.1038/s41592-019-0619-0",
    },
    {
      text: "Traag, V. A., Waltman, L. and van Eck, N. J. (2019). From Louvain to Leiden: guaranteeing well-connected communities. Scientific Reports 9: 5233.",
      doi: "10.1038/s41598-019-41695-z",
    },
    {
      text: "Becht, E., McInnes, L., Healy, J., Dutertre, C. A., Kwok, I. W. H., Ng, L. G., Ginhoux, F. and Newell, E. W. (2019). Dimensionality reduction for visualizing single-cell data using UMAP. Nature Biotechnology 37(1): 38–44.",
      doi: "10.1038/nbt.4314",
    },
    {
      text: "Aran, D., Looney, A. P., Liu, L., Wu, E., Fong, V., Hsu, A., Chak, S., Naikawadi, R. P., Wolters, P. J., Abate, A. R., Butte, A. J. and Bhattacharya, M. (2019). Reference-based analysis of lung single-cell sequencing reveals a transitional profibrotic macrophage. Nature Immunology 20(2): 163–172.",
      doi: "10.1038/s41590-018-0276-y",
    },
    {
      text: "Squair, J. W., Gautier, M., Kathe, C., Anderson, M. A., James, N. D., Hutson, T. H., Hudelle, R., Qaiser, T., Matson, K. J. E., Barraud, Q., et al. (2021). Confronting false discoveries in single-cell differential expression. Nature Communications 12: 5692.",
      doi: "10.1038/s41467-021-25960-2",
    },
    {
      text: "Satija, R., Farrell, J. A., Gennert, D., Schier, A. F. and Regev, A. (2015). Spatial reconstruction of single-cell gene expression data. Nature Biotechnology 33(5): 495–502.",
      doi: "10.1038/nbt.3192",
    },
  ],
};
