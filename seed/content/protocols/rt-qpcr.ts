import type { AuthoredProtocol } from "../types";

export const protocol: AuthoredProtocol = {
  slug: "rt-qpcr",
  titleEn: "Two-step RT-qPCR with SYBR Green Chemistry for Relative Quantification of Gene Expression by the ΔΔCt Method",
  titleCn: "基于 SYBR Green 的两步法 RT-qPCR：用 ΔΔCt 法进行基因表达相对定量",
  abstractEn:
    "Reverse transcription followed by quantitative PCR (RT-qPCR) is the reference method for measuring the abundance of specific mRNAs, thanks to its sensitivity, wide dynamic range and low cost per sample. Its apparent simplicity, however, hides several steps at which bias is easily introduced: genomic DNA contamination, degraded RNA, primers with poor efficiency or off-target products, unstable reference genes and inappropriate statistics. This protocol describes a two-step workflow suitable for both human cultured cells and mouse tissues. Total RNA is purified on silica columns with an on-column DNase digestion, and its purity and integrity are checked before 1 µg is reverse-transcribed with random primers. Gene-specific primers are designed to span exon–exon junctions and are validated with a standard curve and a melt curve before use. Amplification is performed in 10-µL SYBR Green reactions in 384-well plates, with technical triplicates, no-template and no-reverse-transcriptase controls on every plate. We then explain how to calculate relative expression with the comparative ΔΔCt method, when an efficiency-corrected model is needed instead, how to use the geometric mean of two or more reference genes, and why statistical tests should be carried out on ΔCt values rather than on fold changes. Validation data for eight primer pairs (human and mouse) show amplification efficiencies of 93–104% and single specific products.",
  abstractCn:
    "反转录-定量 PCR（RT-qPCR）灵敏度高、动态范围宽、单样品成本低，是测定特定 mRNA 丰度的参考方法。然而，看似简单的操作背后隐藏着多个容易引入偏差的环节：基因组 DNA 污染、RNA 降解、引物扩增效率低或产生非特异产物、内参基因表达不稳定以及统计方法不当等。本方案介绍一套同时适用于人源培养细胞和小鼠组织的两步法流程。总 RNA 经硅胶柱纯化并在柱上进行 DNase 消化，检查纯度和完整性后，取 1 µg 以随机引物进行反转录。基因特异性引物设计为跨越外显子-外显子连接处，正式使用前通过标准曲线和熔解曲线进行验证。扩增在 384 孔板中以 10 µL SYBR Green 体系进行，每块板均设置三个技术重复以及无模板对照和无反转录酶对照。随后，我们说明如何用比较 ΔΔCt 法计算相对表达量、何时需要改用效率校正模型、如何使用两个及以上内参基因的几何平均值，以及为什么应对 ΔCt 值而非倍数变化进行统计检验。八对引物（人源和小鼠）的验证数据显示，其扩增效率为 93%–104%，且均产生单一特异性产物。",
  keywordsEn: ["RT-qPCR", "SYBR Green", "ΔΔCt method", "Reference genes", "Gene expression", "MIQE"],
  keywordsCn: ["RT-qPCR", "SYBR Green", "ΔΔCt 法", "内参基因", "基因表达", "MIQE 指南"],
  categories: [1],
  organisms: ["Homo sapiens", "Mus musculus"],
  authors: [
    {
      nameEn: "Jiayi Huang",
      nameCn: "黄嘉怡",
      affiliations: ["Center for Functional Genomics, Southbay Institute of Life Sciences, Shenzhen, China"],
      orcid: "0000-0003-1472-8856",
    },
    {
      nameEn: "Marta Kowalczyk",
      affiliations: ["Department of Molecular Medicine, Vistula Medical University, Kraków, Poland"],
    },
    {
      nameEn: "Zhengyang Xu",
      nameCn: "许正阳",
      affiliations: ["Center for Functional Genomics, Southbay Institute of Life Sciences, Shenzhen, China"],
      orcid: "0000-0002-7390-2615",
      corresponding: true,
      email: "zhengyang.xu@example.org",
    },
  ],
  sections: [
    {
      kind: "background",
      blocks: [
        {
          p: "Real-time PCR follows the accumulation of double-stranded product in every cycle by means of a fluorescent reporter [1]. The cycle at which fluorescence crosses a threshold set in the exponential phase (the quantification cycle, Ct or Cq) decreases linearly as the logarithm of the starting amount of template increases (with a slope of about −3.32 cycles per ten-fold increase at 100% efficiency), so differences of one cycle correspond to a two-fold difference in template when amplification is fully efficient. SYBR Green I binds any double-stranded DNA, which makes the chemistry inexpensive and flexible but also means that primer dimers and off-target products contribute to the signal; a melt curve at the end of each run is therefore an essential control [7].",
        },
        {
          p: "In a two-step RT-qPCR, RNA is first converted to cDNA in a separate reaction that can then be used for many target genes. Relative quantification with the comparative ΔΔCt method normalises the target to one or more reference genes and to a calibrator condition [2], [4]. The method assumes that target and reference amplify with similar, near-100% efficiency; when this is not the case an efficiency-corrected model should be used [5]. Normalisation to a single unvalidated reference gene is a common source of error, and the geometric mean of several stable reference genes gives more robust results [3].",
        },
        {
          p: "The MIQE guidelines [6] list the minimum information required to evaluate a qPCR experiment. This protocol is written to satisfy them: it includes RNA quality control, no-reverse-transcriptase controls for genomic DNA contamination, primer validation by standard curve and melt analysis, and a transparent description of the analysis.",
        },
      ],
    },
    {
      kind: "materials",
      blocks: [
        {
          materials: [
            { name: "RNaseZap RNase decontamination solution", supplier: "Thermo Fisher Scientific", catalog: "AM9780" },
            { name: "RNeasy Mini kit", supplier: "QIAGEN", catalog: "74104" },
            { name: "RNase-free DNase set", supplier: "QIAGEN", catalog: "79254" },
            { name: "2-Mercaptoethanol", supplier: "Sigma-Aldrich", catalog: "M3148" },
            { name: "Ethanol, absolute, molecular biology grade", supplier: "Sigma-Aldrich", catalog: "E7023" },
            { name: "Stainless steel beads, 5 mm (tissue homogenisation)", supplier: "QIAGEN", catalog: "69989" },
            { name: "RNA ScreenTape and sample buffer", supplier: "Agilent Technologies", catalog: "5067-5576 / 5067-5577" },
            { name: "High-Capacity cDNA reverse transcription kit", supplier: "Thermo Fisher Scientific (Applied Biosystems)", catalog: "4368814" },
            { name: "RNase inhibitor", supplier: "Thermo Fisher Scientific (Applied Biosystems)", catalog: "N8080119" },
            { name: "PowerUp SYBR Green master mix (2×)", supplier: "Thermo Fisher Scientific (Applied Biosystems)", catalog: "A25742" },
            { name: "Custom DNA oligonucleotide primers, desalted, 25 nmol", supplier: "Integrated DNA Technologies", catalog: "Custom DNA oligos" },
            { name: "Nuclease-free water (not DEPC-treated)", supplier: "Thermo Fisher Scientific", catalog: "AM9937" },
            { name: "IDTE buffer, pH 8.0 (1× TE)", supplier: "Integrated DNA Technologies", catalog: "11-05-01-09" },
            { name: "MicroAmp optical 384-well reaction plate", supplier: "Thermo Fisher Scientific (Applied Biosystems)", catalog: "4309849" },
            { name: "MicroAmp optical adhesive film", supplier: "Thermo Fisher Scientific (Applied Biosystems)", catalog: "4311971" },
            { name: "Low-binding filter tips (10, 200, 1,000 µL)", supplier: "Eppendorf", catalog: "0030078500 / 0030078551 / 0030078578" },
            { name: "1.5 mL DNA LoBind tubes", supplier: "Eppendorf", catalog: "0030108051" },
          ],
        },
      ],
    },
    {
      kind: "equipment",
      blocks: [
        {
          materials: [
            { name: "Real-time PCR system, 384-well block", supplier: "Thermo Fisher Scientific (Applied Biosystems)", catalog: "QuantStudio 5" },
            { name: "Thermal cycler for reverse transcription", supplier: "Bio-Rad Laboratories", catalog: "T100" },
            { name: "Bead mill homogeniser", supplier: "QIAGEN", catalog: "TissueLyser II" },
            { name: "UV–Vis microvolume spectrophotometer", supplier: "Thermo Fisher Scientific", catalog: "NanoDrop One" },
            { name: "Automated electrophoresis system", supplier: "Agilent Technologies", catalog: "4200 TapeStation" },
            { name: "Microcentrifuge", supplier: "Eppendorf", catalog: "Centrifuge 5424" },
            { name: "Plate centrifuge", supplier: "Eppendorf", catalog: "Centrifuge 5810 R with A-4-81-MTP rotor" },
            { name: "PCR workstation with UV lamp", supplier: "Grant Instruments", catalog: "PCR-6" },
          ],
        },
      ],
    },
    {
      kind: "software",
      blocks: [
        {
          list: [
            "Primer-BLAST (National Center for Biotechnology Information), web version accessed 2024, for primer design and specificity checks.",
            "QuantStudio Design & Analysis software (Thermo Fisher Scientific), version 2.7, for run set-up, Ct calling and melt-curve analysis.",
            "R (R Foundation for Statistical Computing), version 4.3.2, with the packages `tidyverse` 2.0.0 and `emmeans` 1.10, for ΔΔCt calculation and statistics.",
            "GraphPad Prism (GraphPad Software), version 10.2, for plotting (optional).",
          ],
        },
      ],
    },
    {
      kind: "procedure",
      blocks: [
        {
          note: "Work in a clean area separate from where PCR products are handled. Set up qPCR reactions in a PCR workstation, use filter tips throughout, and never open plates after amplification in the same room.",
        },
        { heading: "A. RNA extraction" },
        {
          steps: [
            {
              text: "Wipe the bench, pipettes and centrifuge rotor with RNaseZap followed by nuclease-free water. Add 10 µL of 2-mercaptoethanol per 1 mL of Buffer RLT.",
            },
            {
              text: "Lyse the samples.",
              substeps: [
                { text: "Cultured cells (up to 1 × 10⁶ per well of a 6-well plate): aspirate the medium, add 350 µL of Buffer RLT directly to the well, pipette up and down 10 times and transfer the lysate to a 1.5 mL tube." },
                { text: "Mouse tissue: place 20–30 mg of tissue (snap-frozen, or stored in RNA stabilisation reagent) in a 2 mL tube with one 5 mm steel bead and 600 µL of Buffer RLT, and homogenise in the TissueLyser II for 2 × 2 min at 25 Hz, rotating the adapter between runs." },
              ],
              notes: ["**Critical:** keep frozen tissue on dry ice until the lysis buffer is added; partial thawing activates endogenous RNases."],
            },
            {
              text: "Centrifuge the lysate at 16,000 × g for 3 min and transfer the supernatant to a new tube. Add one volume of 70% ethanol and mix by pipetting.",
            },
            {
              text: "Transfer up to 700 µL to an RNeasy spin column, centrifuge at 8,000 × g for 15 s and discard the flow-through. Repeat with any remaining sample.",
            },
            {
              text: "Add 350 µL of Buffer RW1 and centrifuge at 8,000 × g for 15 s. Then add 80 µL of DNase I incubation mix (10 µL DNase I stock + 70 µL Buffer RDD) directly onto the membrane and incubate for 15 min at room temperature.",
              notes: ["**Critical:** do not omit the DNase step when primers cannot span an exon–exon junction (e.g. single-exon genes)."],
            },
            {
              text: "Wash with 350 µL of Buffer RW1, then twice with 500 µL of Buffer RPE (8,000 × g, 15 s and 2 min respectively). Transfer the column to a new collection tube and centrifuge at full speed for 1 min to dry the membrane.",
            },
            {
              text: "Place the column in a 1.5 mL LoBind tube, add 30–50 µL of nuclease-free water to the centre of the membrane, wait 1 min and centrifuge at 8,000 × g for 1 min.",
              notes: ["**Pause point:** store RNA at −80 °C. Keep a 3 µL aliquot aside for quality control to avoid thawing the main stock."],
            },
          ],
        },
        { heading: "B. RNA quality control" },
        {
          steps: [
            {
              text: "Measure RNA concentration and purity on the NanoDrop using 1.5 µL of sample. Accept samples with A~260~/A~280~ ≥ 1.9 and A~260~/A~230~ ≥ 1.8.",
            },
            {
              text: "Assess integrity on the TapeStation (1 µL of RNA, RNA ScreenTape). Proceed with samples with a RIN^e^ of 8 or more for cultured cells and 7 or more for tissues; samples that fall below these values should be re-extracted or, if this is impossible, compared only with samples of similar integrity.",
            },
          ],
        },
        { heading: "C. Reverse transcription" },
        {
          steps: [
            {
              text: "Thaw the kit components on ice. Dilute each RNA sample to 100 ng/µL in nuclease-free water so that 10 µL contains 1 µg.",
            },
            {
              text: "Prepare a 2× RT master mix on ice (per 20 µL reaction: 2.0 µL 10× RT buffer, 0.8 µL 25× dNTP mix, 2.0 µL 10× random primers, 1.0 µL MultiScribe reverse transcriptase, 1.0 µL RNase inhibitor, 3.2 µL nuclease-free water), plus 10% excess.",
              substeps: [
                { text: "For each RNA sample (or at least for a representative pool per group), also prepare a no-RT control master mix in which the reverse transcriptase is replaced by water." },
              ],
            },
            {
              text: "Combine 10 µL of master mix with 10 µL of RNA in PCR tubes, mix by pipetting, seal and centrifuge briefly.",
            },
            {
              text: "Incubate in a thermal cycler: 25 °C for 10 min, 37 °C for 120 min, 85 °C for 5 min, then hold at 4 °C.",
            },
            {
              text: "Dilute the cDNA 1:10 with nuclease-free water (final 5 ng RNA-equivalent per µL) and prepare a pool containing 5 µL of every undiluted cDNA for the standard curve.",
              notes: ["**Pause point:** cDNA is stable at −20 °C for at least 6 months."],
            },
          ],
        },
        { heading: "D. Primer design and validation" },
        {
          steps: [
            {
              text: "Design primers in Primer-BLAST against the RefSeq mRNA: 18–24 nt, melting temperature 58–62 °C (difference ≤ 2 °C within a pair), GC content 40–60%, amplicon 70–150 bp, and at least one primer spanning an exon–exon junction or the pair separated by an intron longer than 1 kb. Check that the primers match all transcript variants of interest and no other transcript of the organism.",
            },
            {
              text: "Resuspend primers at 100 µM in IDTE buffer and prepare 5 µM working mixes containing both forward and reverse primers.",
            },
            {
              text: "Run each new primer pair on a five-point four-fold dilution series of pooled cDNA (1:4 to 1:1,024) in triplicate, together with no-template controls, using the reaction set-up and cycling described in section E.",
              notes: ["Accept primer pairs with an efficiency of 90–110% (slope between −3.58 and −3.10), R² ≥ 0.98, a single sharp melt peak and no amplification (or Ct > 35) in the no-template control."],
            },
          ],
        },
        { heading: "E. qPCR set-up and run" },
        {
          steps: [
            {
              text: "Design the plate layout: technical triplicates of every sample for every gene, all reference genes on the same plate as the targets, three no-template controls per primer pair and the no-RT controls for each gene. When the experiment spans several plates, include the same inter-run calibrator sample on each plate.",
            },
            {
              text: "Prepare a master mix per primer pair (per 10 µL reaction: 5.0 µL PowerUp SYBR Green master mix, 1.0 µL 5 µM primer mix (final 500 nM each), 1.0 µL nuclease-free water), plus 10% excess, and dispense 7 µL per well.",
            },
            {
              text: "Add 3 µL of diluted cDNA (15 ng RNA-equivalent), nuclease-free water (no-template control) or no-RT product to the appropriate wells.",
              notes: ["Use a repeater or multichannel pipette and change tips between samples. Pipetting accuracy is the main determinant of technical-replicate spread."],
            },
            {
              text: "Seal the plate with optical adhesive film, pressing firmly around every well, and centrifuge at 1,000 × g for 1 min at room temperature to remove bubbles.",
            },
            {
              text: "Run on the QuantStudio 5 with the following programme: 50 °C for 2 min (UDG activation), 95 °C for 2 min, 40 cycles of 95 °C for 15 s and 60 °C for 60 s (data acquisition), followed by a melt curve from 60 °C to 95 °C at 0.15 °C/s with continuous acquisition.",
            },
            {
              text: "Inspect the amplification plots in logarithmic view and set a single fluorescence threshold per primer pair in the exponential phase, identical across all plates; use the same automatic baseline settings for all wells.",
            },
            {
              text: "Check the melt curves of every well: all sample wells for a given primer pair should show a single peak at the same temperature (± 0.5 °C). Export Ct values and melt temperatures to a tab-delimited file.",
              notes: ["Exclude a technical replicate if it differs by more than 0.3 cycles from the other two; if all three disagree, repeat the sample."],
            },
          ],
        },
      ],
    },
    {
      kind: "data_analysis",
      blocks: [
        {
          p: "Average the Ct values of the technical replicates. If more than one reference gene is used, compute the reference value for each sample as the arithmetic mean of the reference Ct values, which corresponds to the geometric mean of their relative quantities [3]. Check reference-gene stability across the experimental conditions (the standard deviation of the reference Ct across all samples should be below 0.5 cycles, or use geNorm-type stability measures).",
        },
        {
          p: "Relative expression is calculated with the comparative Ct method [2], [4]. ΔCt is calculated for each sample, the mean ΔCt of the calibrator group (usually the untreated or wild-type group) is subtracted to give ΔΔCt, and the fold change is obtained by exponentiation:",
        },
        {
          equation: {
            tex: "\\Delta C_t = C_{t,\\mathrm{target}} - C_{t,\\mathrm{ref}}, \\qquad \\Delta\\Delta C_t = \\Delta C_{t,\\mathrm{sample}} - \\overline{\\Delta C_{t,\\mathrm{calibrator}}}, \\qquad \\text{fold change} = 2^{-\\Delta\\Delta C_t}",
            text: "Delta Ct equals Ct of the target gene minus Ct of the reference gene; delta-delta Ct equals the delta Ct of the sample minus the mean delta Ct of the calibrator group; fold change equals 2 to the power of minus delta-delta Ct.",
          },
        },
        {
          p: "The 2^−ΔΔCt^ formula assumes an amplification efficiency of 100% for both genes. If the efficiencies of target and reference determined during primer validation (section D) differ by more than 5 percentage points, use the efficiency-corrected model of Pfaffl [5], in which E is the amplification factor per cycle (E = 10^−1/slope^, i.e. 2.0 for 100% efficiency):",
        },
        {
          equation: {
            tex: "\\text{ratio} = \\frac{E_{\\mathrm{target}}^{\\,\\Delta C_{t,\\mathrm{target}}(\\mathrm{calibrator} - \\mathrm{sample})}}{E_{\\mathrm{ref}}^{\\,\\Delta C_{t,\\mathrm{ref}}(\\mathrm{calibrator} - \\mathrm{sample})}}",
            text: "Ratio equals the target amplification factor raised to the power of the target Ct difference (calibrator minus sample), divided by the reference amplification factor raised to the power of the reference Ct difference (calibrator minus sample).",
          },
        },
        {
          p: "Perform statistical tests on ΔCt (or −ΔΔCt) values, which are approximately normally distributed, and not on fold changes, which are log-normally distributed and asymmetric. For two groups use a Welch *t*-test; for more groups use ANOVA followed by a post-hoc test. Report fold changes with 95% confidence intervals obtained by back-transforming the interval of the mean ΔΔCt, and plot individual biological replicates.",
        },
        {
          figure: {
            src: "/figures/rt-qpcr.svg",
            alt: "Left: amplification plots of fluorescence versus cycle number for a target gene in control and treated samples and a reference gene, with a horizontal threshold line and the Ct of each curve marked. Right: bar chart of fold change calculated as 2 to the minus delta-delta Ct, with individual replicates shown as dots.",
            caption: "From amplification curves to fold change. The threshold is set in the exponential phase (log-linear region); the shift of the treated target curve to earlier cycles relative to the reference gene yields a ΔΔCt of −3.1, i.e. an 8.6-fold induction in this example.",
          },
        },
      ],
    },
    {
      kind: "validation",
      blocks: [
        {
          p: "Primer pairs for four human and four mouse transcripts were validated on pooled cDNA from HepG2 cells and from mouse liver, respectively, using five-point four-fold dilution series in triplicate on three separate runs. All pairs met the acceptance criteria (Table 1), produced a single melt peak and a single band of the expected size on a 2.5% agarose gel, and gave no signal in no-RT controls (ΔCt ≥ 8 relative to the RT+ sample). As a functional test, treatment of HepG2 cells with 100 nM dexamethasone for 24 h induced *TAT* mRNA 8.6-fold (95% CI 6.9–10.7; *n* = 4 biological replicates) relative to vehicle, normalised to the mean of *ACTB* and *TBP*, which were themselves unaffected by treatment (SD of Ct < 0.25 across samples).",
        },
        {
          table: {
            caption: "Table 1. Primer validation data (mean of three runs).",
            head: ["Species", "Gene", "Amplicon (bp)", "Slope", "Efficiency (%)", "R²", "Melt peak (°C)"],
            rows: [
              ["Human", "ACTB", "96", "−3.29", "101.3", "0.998", "83.4"],
              ["Human", "TBP", "112", "−3.34", "99.3", "0.997", "80.9"],
              ["Human", "TAT", "134", "−3.42", "96.1", "0.995", "82.2"],
              ["Human", "IL6", "88", "−3.23", "104.0", "0.993", "79.6"],
              ["Mouse", "Actb", "89", "−3.31", "100.5", "0.999", "84.1"],
              ["Mouse", "Hprt", "104", "−3.38", "97.6", "0.996", "79.0"],
              ["Mouse", "Pck1", "121", "−3.50", "93.1", "0.991", "83.0"],
              ["Mouse", "Il6", "141", "−3.36", "98.4", "0.994", "81.5"],
            ],
          },
        },
      ],
    },
    {
      kind: "notes",
      blocks: [
        {
          list: [
            "Use the same amount of RNA in every reverse-transcription reaction of an experiment, and reverse-transcribe all samples of an experiment on the same day with the same master mix.",
            "Keep Ct values of targets below 32 where possible; above this, stochastic sampling of few template molecules inflates technical variation. If necessary, use less-diluted cDNA for low-abundance targets, but use the same dilution for all samples.",
            "Biological replicates are independent cultures or animals; technical replicates only measure pipetting and instrument noise and must not be used for statistics.",
            "Report the information required by the MIQE guidelines [6], including primer sequences, efficiencies, RNA quality metrics and the number of reference genes.",
          ],
        },
        {
          table: {
            caption: "Troubleshooting.",
            head: ["Problem", "Possible cause", "Solution"],
            rows: [
              ["Signal in no-template control", "Primer dimers; contamination with template or amplicon", "Check melt peak (dimers melt at lower temperature); use fresh water and primers; clean workstation with UV and bleach"],
              ["Signal in no-RT control (ΔCt < 5 to RT+)", "Genomic DNA contamination", "Repeat on-column DNase digestion; redesign primers across an exon–exon junction"],
              ["Two or more melt peaks", "Non-specific product or splice variants", "Raise annealing temperature to 62 °C; redesign primers; check product on agarose gel"],
              ["Efficiency > 110%", "Inhibitors in concentrated cDNA; dimers in dilute points", "Exclude the most concentrated point; dilute cDNA further; repeat RNA clean-up"],
              ["Efficiency < 90%", "Poor primer design; secondary structure in amplicon", "Redesign primers with amplicon < 150 bp"],
              ["High spread between technical replicates", "Pipetting error; low template", "Use calibrated pipettes and larger volumes; use more template"],
              ["Reference gene Ct varies with treatment", "Reference gene regulated by the condition", "Test additional candidates and use the geometric mean of the most stable two or three"],
            ],
          },
        },
      ],
    },
    {
      kind: "recipes",
      blocks: [
        {
          table: {
            caption: "Reverse-transcription master mix (per 20 µL reaction).",
            head: ["Component", "Volume (µL)", "Final concentration"],
            rows: [
              ["10× RT buffer", "2.0", "1×"],
              ["25× dNTP mix (100 mM)", "0.8", "4 mM total (1 mM each)"],
              ["10× RT random primers", "2.0", "1×"],
              ["MultiScribe reverse transcriptase (50 U/µL)", "1.0", "2.5 U/µL"],
              ["RNase inhibitor (20 U/µL)", "1.0", "1 U/µL"],
              ["Nuclease-free water", "3.2", "—"],
              ["RNA (100 ng/µL)", "10.0", "1 µg per reaction"],
            ],
          },
        },
        {
          table: {
            caption: "qPCR reaction (per 10 µL well).",
            head: ["Component", "Volume (µL)", "Final concentration"],
            rows: [
              ["PowerUp SYBR Green master mix (2×)", "5.0", "1×"],
              ["Primer mix (5 µM each forward and reverse)", "1.0", "500 nM each"],
              ["Nuclease-free water", "1.0", "—"],
              ["Diluted cDNA (5 ng/µL RNA equivalent)", "3.0", "15 ng RNA equivalent"],
            ],
          },
        },
        {
          list: [
            "**70% ethanol (RNase-free):** 35 mL absolute ethanol + 15 mL nuclease-free water; store at room temperature.",
            "**Buffer RLT with 2-mercaptoethanol:** 10 µL 2-mercaptoethanol per 1 mL Buffer RLT; stable for 1 month at room temperature.",
          ],
        },
      ],
    },
    {
      kind: "acknowledgments",
      blocks: [
        {
          p: "We thank the Southbay Institute Genomics Core for access to the QuantStudio and TapeStation instruments. This work was supported by a (fictional) Shenzhen Basic Research Programme grant (No. JCYJ-2022-0381).",
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
          p: "Mouse liver tissue was collected from adult C57BL/6J mice euthanised for other approved studies, under protocol SIL-IACUC-2023-046 approved by the Institutional Animal Care and Use Committee of the Southbay Institute of Life Sciences, in accordance with national guidelines for the care and use of laboratory animals. Human cell lines were obtained from a commercial cell bank; no human participants were involved.",
        },
      ],
    },
  ],
  references: [
    {
      text: "Higuchi, R., Fockler, C., Dollinger, G., Watson, R. (1993). Kinetic PCR analysis: real-time monitoring of DNA amplification reactions. Biotechnology (N Y) 11(9): 1026–1030.",
    },
    {
      text: "Livak, K. J., Schmittgen, T. D. (2001). Analysis of relative gene expression data using real-time quantitative PCR and the 2(−ΔΔCT) method. Methods 25(4): 402–408.",
      doi: "10.1006/meth.2001.1262",
    },
    {
      text: "Vandesompele, J., De Preter, K., Pattyn, F., Poppe, B., Van Roy, N., De Paepe, A., Speleman, F. (2002). Accurate normalization of real-time quantitative RT-PCR data by geometric averaging of multiple internal control genes. Genome Biol 3(7): research0034.",
      doi: "10.1186/gb-2002-3-7-research0034",
    },
    {
      text: "Schmittgen, T. D., Livak, K. J. (2008). Analyzing real-time PCR data by the comparative C(T) method. Nat Protoc 3(6): 1101–1108.",
      doi: "10.1038/nprot.2008.73",
    },
    {
      text: "Pfaffl, M. W. (2001). A new mathematical model for relative quantification in real-time RT-PCR. Nucleic Acids Res 29(9): e45.",
      doi: "10.1093/nar/29.9.e45",
    },
    {
      text: "Bustin, S. A., Benes, V., Garson, J. A., Hellemans, J., Huggett, J., Kubista, M., Mueller, R., Nolan, T., Pfaffl, M. W., Shipley, G. L., Vandesompele, J., Wittwer, C. T. (2009). The MIQE guidelines: minimum information for publication of quantitative real-time PCR experiments. Clin Chem 55(4): 611–622.",
      doi: "10.1373/clinchem.2008.112797",
    },
    {
      text: "Ririe, K. M., Rasmussen, R. P., Wittwer, C. T. (1997). Product differentiation by analysis of DNA melting curves during the polymerase chain reaction. Anal Biochem 245(2): 154–160.",
    },
  ],
};
