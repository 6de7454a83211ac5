import type { AuthoredProtocol } from "../types";

export const protocol: AuthoredProtocol = {
  slug: "chip-seq-library",
  titleEn:
    "Chromatin Immunoprecipitation Sequencing (ChIP-seq) in Cultured Human Cells: From Crosslinking to Illumina Libraries",
  titleCn: "培养人细胞的染色质免疫沉淀测序（ChIP-seq）：从交联到Illumina文库构建",
  abstractEn:
    "Chromatin immunoprecipitation followed by high-throughput sequencing (ChIP-seq) maps the genomic positions of histone modifications, transcription factors and other chromatin-associated proteins. Although the principle is simple, the quality of the resulting maps depends on many practical details, including crosslinking time, the extent of chromatin fragmentation, antibody performance and the handling of nanogram amounts of DNA during library construction. Here we describe a robust workflow for adherent human cells that starts from formaldehyde crosslinking of 1–2 × 10⁷ cells, proceeds through sequential nuclear extraction and ultrasonication to fragments of 150–500 bp, and uses antibody pre-bound to magnetic protein A/G beads for immunoprecipitation followed by washes of increasing stringency. The recovered DNA (1–50 ng) is converted into dual-indexed Illumina libraries with a ligation-based kit, with the number of PCR cycles matched to the input amount to limit duplicate reads. We also provide a compact analysis pipeline covering read alignment, filtering, peak calling with MACS3 and the quality metrics recommended by the ENCODE consortium, including library complexity and the fraction of reads in peaks (FRiP). Applied to H3K4me3 and CTCF in HepG2 cells, the protocol produced reproducible profiles with mean FRiP values of 0.62 and 0.31, respectively. The complete wet-laboratory procedure takes four days from cell harvest to sequencing-ready libraries.",
  abstractCn:
    "染色质免疫沉淀结合高通量测序（ChIP-seq）可在全基因组范围内定位组蛋白修饰、转录因子及其他染色质相关蛋白的结合位点。该方法原理简单，但所得图谱的质量取决于诸多实验细节，包括交联时间、染色质片段化程度、抗体性能，以及文库构建过程中对纳克级DNA的处理。本文介绍一套适用于贴壁培养人细胞的稳健流程：以甲醛交联1–2 × 10⁷个细胞为起点，依次进行细胞核分步提取和超声破碎，将染色质打断至150–500 bp；随后用预先结合于磁性Protein A/G磁珠的抗体进行免疫沉淀，并以严格度递增的缓冲液洗涤。回收的DNA（1–50 ng）采用基于连接的试剂盒构建双端索引Illumina文库，并根据起始量调整PCR循环数以减少重复序列。我们还提供了一套简洁的数据分析流程，涵盖序列比对、过滤、MACS3峰识别，以及ENCODE联盟推荐的质量指标，包括文库复杂度和峰内读段比例（FRiP）。将本方案应用于HepG2细胞中的H3K4me3和CTCF，得到了重复性良好的图谱，平均FRiP值分别为0.62和0.31。从收获细胞到获得可上机测序的文库，整个湿实验流程约需四天。",
  keywordsEn: ["ChIP-seq", "Chromatin immunoprecipitation", "Histone modification", "Transcription factor binding", "Library preparation", "Peak calling"],
  keywordsCn: ["染色质免疫沉淀测序", "染色质免疫沉淀", "组蛋白修饰", "转录因子结合", "文库构建", "峰识别"],
  categories: [1, 33],
  organisms: ["Homo sapiens"],
  authors: [
    {
      nameEn: "Jiahui Lin",
      nameCn: "林佳慧",
      affiliations: ["Department of Genome Biology, Eastlake Institute of Life Sciences, Hangzhou, China"],
      orcid: "0000-0002-4187-3306",
    },
    {
      nameEn: "Marcus Feldmann",
      affiliations: ["Chromatin Genomics Core Facility, Rhine Valley Centre for Molecular Medicine, Freiburg, Germany"],
    },
    {
      nameEn: "Yutong Shen",
      nameCn: "沈雨桐",
      affiliations: ["Department of Genome Biology, Eastlake Institute of Life Sciences, Hangzhou, China"],
    },
    {
      nameEn: "Wenbo Zhou",
      nameCn: "周文博",
      affiliations: [
        "Department of Genome Biology, Eastlake Institute of Life Sciences, Hangzhou, China",
        "Key Laboratory of Chromatin Regulation, Eastlake Institute of Life Sciences, Hangzhou, China",
      ],
      orcid: "0000-0001-8832-5147",
      corresponding: true,
      email: "wenbo.zhou@example.org",
    },
  ],
  sections: [
    {
      kind: "background",
      blocks: [
        {
          p: "Chromatin immunoprecipitation (ChIP) enriches the DNA fragments that are physically associated with a protein or a histone modification of interest. Coupling ChIP to massively parallel sequencing turned a locus-by-locus assay into a genome-wide one: the first ChIP-seq studies mapped histone methylation marks and the binding sites of transcription factors such as NRSF and STAT1 at a resolution of tens of base pairs [1], [2], [3]. ChIP-seq has since become the standard method for annotating regulatory elements and is a core assay of large consortia such as ENCODE [4].",
        },
        {
          p: "Every ChIP-seq experiment is a compromise between preserving weak or transient protein–DNA contacts and obtaining a clean, well-fragmented chromatin preparation. Over-crosslinking masks epitopes and makes chromatin resistant to shearing; under-crosslinking loses factors with short residence times. Antibody specificity is the single most important determinant of data quality, and ENCODE guidelines recommend characterising each antibody by immunoblot or immunofluorescence and performing at least two biological replicates [4]. Downstream, the small amount of immunoprecipitated DNA makes library preparation prone to adapter dimers and PCR duplicates.",
        },
        {
          p: "The protocol below was optimised in our laboratory for adherent human cell lines and has been used for sharp marks (H3K4me3), broad marks (H3K27me3) and a sequence-specific factor (CTCF). It separates cytoplasmic and nuclear lysis before shearing, which reduces background and improves sonication consistency, and it uses a commercial ligation-based library kit that performs well with 1–10 ng of input. A short computational workflow based on Bowtie 2 [5] and MACS [6] is included so that users can judge the success of an experiment with standard metrics before committing to deeper sequencing.",
        },
      ],
    },
    {
      kind: "materials",
      blocks: [
        {
          materials: [
            { name: "HepG2 cells", supplier: "ATCC", catalog: "HB-8065", note: "Cultured in DMEM with 10% FBS; use passages below 20" },
            { name: "Formaldehyde, 16% (w/v), methanol-free", supplier: "Thermo Fisher Scientific", catalog: "28906", note: "Open a fresh ampoule for each experiment" },
            { name: "Glycine", supplier: "Sigma-Aldrich", catalog: "G7126" },
            { name: "DPBS, no calcium, no magnesium", supplier: "Gibco (Thermo Fisher Scientific)", catalog: "14190144" },
            { name: "cOmplete EDTA-free Protease Inhibitor Cocktail tablets", supplier: "Roche", catalog: "11873580001" },
            { name: "IGEPAL CA-630 (NP-40 substitute)", supplier: "Sigma-Aldrich", catalog: "I8896" },
            { name: "Triton X-100", supplier: "Sigma-Aldrich", catalog: "T8787" },
            { name: "Sodium deoxycholate", supplier: "Sigma-Aldrich", catalog: "D6750" },
            { name: "N-Lauroylsarcosine sodium salt", supplier: "Sigma-Aldrich", catalog: "L9150" },
            { name: "SDS, 10% solution", supplier: "Invitrogen (Thermo Fisher Scientific)", catalog: "AM9822" },
            { name: "Lithium chloride", supplier: "Sigma-Aldrich", catalog: "L9650" },
            { name: "Dynabeads Protein A", supplier: "Invitrogen (Thermo Fisher Scientific)", catalog: "10001D" },
            { name: "Dynabeads Protein G", supplier: "Invitrogen (Thermo Fisher Scientific)", catalog: "10003D" },
            { name: "Anti-histone H3 (tri-methyl K4) antibody, rabbit polyclonal", supplier: "Abcam", catalog: "ab8580" },
            { name: "CTCF (D31H2) rabbit monoclonal antibody", supplier: "Cell Signaling Technology", catalog: "3418" },
            { name: "Normal rabbit IgG", supplier: "Cell Signaling Technology", catalog: "2729" },
            { name: "RNase A, DNase and protease-free (10 mg/mL)", supplier: "Thermo Fisher Scientific", catalog: "EN0531" },
            { name: "Proteinase K, Molecular Biology Grade", supplier: "New England Biolabs", catalog: "P8107S" },
            { name: "MinElute PCR Purification Kit", supplier: "Qiagen", catalog: "28004" },
            { name: "NEBNext Ultra II DNA Library Prep Kit for Illumina", supplier: "New England Biolabs", catalog: "E7645S" },
            { name: "NEBNext Multiplex Oligos for Illumina (96 Unique Dual Index Primer Pairs)", supplier: "New England Biolabs", catalog: "E6440S" },
            { name: "AMPure XP beads", supplier: "Beckman Coulter", catalog: "A63881" },
            { name: "Qubit dsDNA HS Assay Kit", supplier: "Thermo Fisher Scientific", catalog: "Q32851" },
            { name: "High Sensitivity D1000 ScreenTape", supplier: "Agilent Technologies", catalog: "5067-5584" },
            { name: "DNA LoBind tubes, 1.5 mL", supplier: "Eppendorf", catalog: "0030108051" },
          ],
        },
      ],
    },
    {
      kind: "equipment",
      blocks: [
        {
          materials: [
            { name: "Sonication device (water-bath, 4 °C)", supplier: "Diagenode", catalog: "Bioruptor Pico", note: "Alternatively a Covaris E220 focused ultrasonicator with microTUBE-130 AFA Fiber tubes" },
            { name: "Magnetic stand for 1.5 mL tubes", supplier: "Thermo Fisher Scientific", catalog: "DynaMag-2" },
            { name: "Tube rotator", supplier: "Thermo Fisher Scientific", catalog: "HulaMixer" },
            { name: "Refrigerated microcentrifuge", supplier: "Eppendorf", catalog: "5425 R" },
            { name: "Benchtop centrifuge for 15 mL tubes", supplier: "Eppendorf", catalog: "5810 R" },
            { name: "Thermomixer with 1.5 mL block", supplier: "Eppendorf", catalog: "ThermoMixer C" },
            { name: "Thermal cycler", supplier: "Bio-Rad", catalog: "C1000 Touch" },
            { name: "Real-time PCR system", supplier: "Applied Biosystems", catalog: "QuantStudio 5" },
            { name: "Fluorometer", supplier: "Thermo Fisher Scientific", catalog: "Qubit 4" },
            { name: "Automated electrophoresis system", supplier: "Agilent Technologies", catalog: "4200 TapeStation" },
            { name: "Sequencer", supplier: "Illumina", catalog: "NovaSeq 6000" },
          ],
        },
      ],
    },
    {
      kind: "software",
      blocks: [
        {
          list: [
            "FastQC v0.12.1 (Babraham Bioinformatics) – read quality control",
            "Trim Galore v0.6.10 (Babraham Bioinformatics) – adapter trimming",
            "Bowtie 2 v2.5.1 (Langmead and Salzberg) – read alignment [5]",
            "SAMtools v1.17 (htslib project) – filtering, sorting and duplicate marking",
            "MACS3 v3.0.0 (Liu laboratory) – peak calling [6]",
            "deepTools v3.5.4 (Max Planck Institute of Immunobiology and Epigenetics) – coverage tracks, fingerprints and profiles [7]",
            "IDR v2.0.4 (Kundaje laboratory) – replicate reproducibility [8]",
            "Integrative Genomics Viewer v2.16 (Broad Institute) – visual inspection",
          ],
        },
      ],
    },
    {
      kind: "procedure",
      blocks: [
        {
          figure: {
            src: "/figures/chip-seq-library.svg",
            alt: "Workflow diagram with six boxes from crosslinking through sonication, immunoprecipitation, reverse crosslinking, library preparation and sequencing, with an inset showing a fragment-size distribution peaking near 250 bp.",
            caption:
              "**Overview of the ChIP-seq workflow.** Approximate hands-on and incubation times are shown below each stage. Inset: expected size distribution of sheared chromatin after reverse crosslinking (mode 200–300 bp).",
          },
        },
        { heading: "A. Crosslinking and cell harvest (day 1)" },
        {
          steps: [
            {
              text: "Grow HepG2 cells in 15 cm dishes to 80–90% confluence. Plan 1–2 × 10^7^ cells per immunoprecipitation (IP); one 15 cm dish yields about 1.5 × 10^7^ cells.",
            },
            {
              text: "Add 1.25 mL of 16% methanol-free formaldehyde directly to 20 mL of culture medium (final 1%). Swirl immediately and incubate for 10 min at room temperature on a platform rocker.",
              notes: [
                "**Safety:** formaldehyde is toxic and a carcinogen. Work in a fume hood and collect formaldehyde waste separately.",
                "**Critical:** for factors that bind DNA indirectly, a two-step crosslink (2 mM disuccinimidyl glutarate for 45 min before formaldehyde) may improve recovery. Do not extend formaldehyde fixation beyond 15 min without testing shearing efficiency.",
              ],
            },
            {
              text: "Quench by adding 1.12 mL of 2.5 M glycine to the 21.25 mL of medium and formaldehyde (final 125 mM). Rock for 5 min at room temperature.",
            },
            {
              text: "Aspirate the medium and wash the monolayer twice with 10 mL of ice-cold DPBS. From this point keep everything on ice.",
            },
            {
              text: "Add 5 mL of ice-cold DPBS containing 1× protease inhibitors, scrape the cells and transfer them to a 15 mL tube. Rinse the dish with another 3 mL and pool. Centrifuge at 500 × g for 5 min at 4 °C.",
            },
            {
              text: "Remove the supernatant completely. Either proceed to section B or snap-freeze the pellet in liquid nitrogen.",
              notes: ["**Pause point:** crosslinked pellets can be stored at −80 °C for up to 6 months."],
            },
          ],
        },
        { heading: "B. Nuclear extraction and chromatin shearing (day 1)" },
        {
          steps: [
            {
              text: "Resuspend the pellet (1–2 × 10^7^ cells) in 1 mL of Lysis buffer 1 (LB1) with protease inhibitors, transfer to a 1.5 mL tube and rotate for 10 min at 4 °C. Centrifuge at 1,350 × g for 5 min at 4 °C and discard the supernatant.",
            },
            {
              text: "Resuspend the nuclei in 1 mL of LB2 with protease inhibitors, rotate for 10 min at 4 °C and centrifuge as in the previous step.",
            },
            {
              text: "Resuspend the nuclei in 300 µL of LB3 with protease inhibitors per 1 × 10^7^ cells and transfer 100 µL aliquots into 0.65 mL Bioruptor tubes.",
            },
            {
              text: "Sonicate in a Bioruptor Pico pre-cooled to 4 °C for 10–14 cycles of 30 s on / 30 s off.",
              substeps: [
                { text: "For a Covaris E220, resuspend the nuclei in 260 µL of LB3 per 1 × 10^7^ cells instead and shear 130 µL per microTUBE-130 (AFA Fiber) at peak incident power 105 W, duty factor 5% and 200 cycles per burst for 8–12 min; 1 mL milliTUBEs need 1 mL of chromatin and are not suitable for this volume." },
                { text: "Vortex briefly and spin down the tubes after every 5 cycles to re-suspend settled material." },
              ],
              notes: [
                "**Critical:** the optimal number of cycles depends on cell type, cell number and crosslinking. Perform a time course (e.g., 6, 10, 14 and 18 cycles) the first time a new cell line is used.",
              ],
            },
            {
              text: "Pool the aliquots, add Triton X-100 to 1% (v/v) and centrifuge at 20,000 × g for 10 min at 4 °C. Transfer the cleared supernatant (sheared chromatin) to a new LoBind tube.",
            },
            {
              text: "Check fragment size: mix 20 µL of chromatin with 80 µL of elution buffer and 1 µL of RNase A, incubate for 30 min at 37 °C, add 2 µL of proteinase K and incubate for 2 h at 65 °C. Purify with a MinElute column and analyse 1 µL on a High Sensitivity D1000 ScreenTape.",
              notes: ["The bulk of the DNA should lie between 150 and 500 bp with a mode near 250 bp. Fragments above 1 kb indicate under-shearing."],
            },
            {
              text: "Quantify the de-crosslinked DNA from the previous step with the Qubit HS assay to estimate the chromatin concentration. Set aside 1% of the chromatin volume (≈ 3 µL per 1 × 10^7^ cells) as input and store at −20 °C.",
              notes: ["**Pause point:** sheared chromatin can be kept at −80 °C for up to 1 month; avoid repeated freeze–thaw cycles."],
            },
          ],
        },
        { heading: "C. Immunoprecipitation and DNA recovery (days 1–3)" },
        {
          steps: [
            {
              text: "Prepare antibody–bead complexes: combine 15 µL of Dynabeads Protein A and 15 µL of Dynabeads Protein G per IP, wash twice with 1 mL of block solution (0.5% BSA in DPBS) and resuspend in 250 µL of block solution. Add 2 µg of anti-H3K4me3, 5 µg of anti-CTCF or 2 µg of normal rabbit IgG and rotate for at least 4 h (or overnight) at 4 °C.",
            },
            {
              text: "Place the tubes on the DynaMag-2 magnet, discard the supernatant and wash the beads three times with 1 mL of block solution to remove unbound antibody.",
            },
            {
              text: "Dilute chromatin equivalent to 5 × 10^6^ cells (histone marks) or 1 × 10^7^ cells (transcription factors) to 1 mL with LB3 containing 1% Triton X-100 and protease inhibitors. Add it to the beads and rotate overnight (12–16 h) at 4 °C.",
            },
            {
              text: "Collect the beads on the magnet and wash with 1 mL of each of the following buffers, rotating for 5 min at 4 °C per wash:",
              substeps: [
                { text: "Low-salt wash buffer, once." },
                { text: "High-salt wash buffer, once." },
                { text: "LiCl wash buffer, once." },
                { text: "TE buffer containing 50 mM NaCl, twice. During the second TE wash transfer the beads to a fresh tube to leave behind chromatin adsorbed to the tube wall." },
              ],
              notes: ["**Critical:** do not let the beads dry between washes; remove each wash buffer completely with a fine pipette tip."],
            },
            {
              text: "Elute by resuspending the beads in 210 µL of elution buffer and shaking at 1,200 rpm for 30 min at 65 °C in a thermomixer. Place on the magnet and transfer 200 µL of eluate to a new LoBind tube.",
            },
            {
              text: "Thaw the input sample and bring it to 200 µL with elution buffer. Reverse crosslinks of IP and input samples overnight (at least 6 h) at 65 °C.",
            },
            {
              text: "Add 200 µL of TE and 8 µL of RNase A (final 0.2 mg/mL) and incubate for 1 h at 37 °C. Then add 4 µL of proteinase K (final ≈ 0.2 mg/mL) and incubate for 2 h at 55 °C.",
            },
            {
              text: "Purify the DNA with a MinElute column according to the manufacturer's instructions and elute in 22 µL of buffer EB. Measure 1 µL with the Qubit HS assay.",
              notes: [
                "Typical yields from 5 × 10^6^ cells are 20–60 ng for H3K4me3, 2–10 ng for CTCF and below 1 ng for IgG.",
                "**Pause point:** purified ChIP DNA is stable at −20 °C for several months.",
              ],
            },
            {
              text: "Optional but recommended: quantify enrichment by qPCR using 0.5 µL of ChIP or input DNA per 10 µL reaction, with primers for at least one known positive and one negative region. Proceed to library preparation only if the positive locus shows more than 10-fold enrichment over the negative locus.",
            },
          ],
        },
        { heading: "D. Illumina library preparation (days 3–4)" },
        {
          steps: [
            {
              text: "Bring 1–10 ng of ChIP DNA (and 10 ng of input DNA) to 50 µL with 0.1× TE in PCR tubes. Add 7 µL of NEBNext Ultra II End Prep Reaction Buffer and 3 µL of End Prep Enzyme Mix, mix by pipetting and incubate at 20 °C for 30 min and 65 °C for 30 min (lid at 75 °C or higher).",
            },
            {
              text: "Ligate adaptors by adding 2.5 µL of NEBNext Adaptor (diluted 1:25 for inputs below 5 ng, 1:10 for 5–50 ng), 30 µL of Ligation Master Mix and 1 µL of Ligation Enhancer. Mix thoroughly and incubate for 15 min at 20 °C with the heated lid off.",
            },
            {
              text: "Add 3 µL of USER enzyme and incubate for 15 min at 37 °C (lid at 47 °C or higher) to open the hairpin adaptor.",
            },
            {
              text: "Clean up the ligation with 87 µL (0.9×) of room-temperature AMPure XP beads. Wash twice with 200 µL of freshly prepared 80% ethanol, air-dry for no more than 3 min and elute in 17 µL of 0.1× TE.",
              notes: ["No size selection is performed at this stage, because it causes excessive losses at low input."],
            },
            {
              text: "Amplify 15 µL of adaptor-ligated DNA with 25 µL of NEBNext Ultra II Q5 Master Mix and 10 µL of a unique dual index primer pair: 98 °C for 30 s; n cycles of 98 °C for 10 s and 65 °C for 75 s; final extension at 65 °C for 5 min.",
              substeps: [
                { text: "Use 13–14 cycles for 1 ng, 10–11 cycles for 5 ng and 8–9 cycles for 10 ng of starting DNA." },
              ],
            },
            {
              text: "Purify the PCR product with 45 µL (0.9×) of AMPure XP beads as in the post-ligation clean-up and elute in 22 µL of 0.1× TE.",
            },
            {
              text: "If the electropherogram shows a tail above 700 bp, perform a double-sided size selection: add 0.55× beads, keep the supernatant, add beads to a final ratio of 0.9× and elute the bound fraction.",
            },
            {
              text: "Quantify each library with the Qubit HS assay and check the size profile on a High Sensitivity D1000 ScreenTape. A good library has a mode of 300–400 bp and less than 2% adapter dimer at about 130 bp.",
            },
            {
              text: "Pool libraries at equimolar ratios (2 nM each) and sequence on an Illumina NovaSeq 6000 with 2 × 50 bp paired-end reads. Aim for at least 20 million usable fragments for sharp histone marks and transcription factors and 40 million for broad marks [4].",
            },
          ],
        },
      ],
    },
    {
      kind: "data_analysis",
      blocks: [
        {
          p: "Inspect raw reads with FastQC and trim adapter and low-quality bases with Trim Galore (`trim_galore --paired --quality 20 R1.fastq.gz R2.fastq.gz`). Align trimmed reads to the GRCh38 primary assembly with Bowtie 2 [5] using `bowtie2 --very-sensitive -X 1000 -x GRCh38 -1 R1_val_1.fq.gz -2 R2_val_2.fq.gz`.",
        },
        {
          p: "Keep properly paired reads with a mapping quality of at least 30 (`samtools view -b -f 2 -q 30`), mark and remove PCR duplicates with `samtools fixmate -m`, `samtools sort` and `samtools markdup -r`, and discard alignments overlapping the ENCODE blacklist [9]. Compute library complexity as the non-redundant fraction (NRF) and PCR bottleneck coefficient (PBC1) [4]; values above 0.8 and 0.9, respectively, indicate a library that is not dominated by duplicates.",
        },
        {
          p: "Call peaks against the matched input with MACS3 [6]: `macs3 callpeak -t chip.bam -c input.bam -f BAMPE -g hs -q 0.01 -n sample` for sharp marks and transcription factors, adding `--broad --broad-cutoff 0.1` for broad marks such as H3K27me3 or H3K36me3. Calculate the fraction of reads in peaks (FRiP) with `featureCounts` or `bedtools intersect`. Assess reproducibility between biological replicates with the irreproducible discovery rate (IDR) framework [8] and retain peaks with IDR below 0.05.",
        },
        {
          p: "Generate normalised coverage tracks with deepTools [7] (`bamCoverage --normalizeUsing RPGC --effectiveGenomeSize 2913022398 --binSize 10 --extendReads`) and summarise enrichment with `plotFingerprint` and `plotProfile` around transcription start sites or motif centres. Always inspect several known target loci in IGV before interpreting genome-wide results.",
        },
      ],
    },
    {
      kind: "validation",
      blocks: [
        {
          p: "The protocol was validated with two biological replicates (independent cultures harvested on different days) for H3K4me3 and CTCF in HepG2 cells, together with an IgG control and a matched input. Each library was sequenced to 25–35 million read pairs. All ChIP libraries passed the ENCODE thresholds for library complexity, the CTCF peak sets were dominated by the canonical CTCF motif (found in 87% of IDR-thresholded peaks by HOMER analysis), and H3K4me3 peaks overlapped 91% of annotated protein-coding promoters that are expressed in HepG2 cells. The IgG control gave a flat fingerprint plot and no peaks passing the IDR threshold.",
        },
        {
          table: {
            caption: "Quality metrics of ChIP-seq libraries prepared with this protocol from HepG2 cells (example data).",
            head: ["Sample", "Read pairs (M)", "Uniquely mapped (%)", "NRF", "PBC1", "FRiP", "Peaks (IDR < 0.05)"],
            rows: [
              ["H3K4me3 rep 1", "32.4", "94.1", "0.91", "0.93", "0.63", "21,850"],
              ["H3K4me3 rep 2", "29.8", "93.6", "0.89", "0.92", "0.61", "21,850"],
              ["CTCF rep 1", "28.7", "92.8", "0.88", "0.90", "0.32", "52,410"],
              ["CTCF rep 2", "26.1", "92.2", "0.85", "0.89", "0.30", "52,410"],
              ["IgG control", "25.1", "90.2", "0.79", "0.84", "0.01", "–"],
              ["Input", "34.9", "95.0", "0.95", "0.96", "–", "–"],
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
            "Validate each new antibody lot before use; for histone marks, a peptide competition assay or a modification-specific array is recommended [4].",
            "Keep crosslinked material cold and always add fresh protease inhibitors to lysis buffers.",
            "Include an input library for every chromatin preparation rather than sharing one input between batches.",
            "Use low-retention tips and LoBind tubes for all steps after elution to minimise loss of nanogram amounts of DNA.",
          ],
        },
        {
          table: {
            caption: "Troubleshooting.",
            head: ["Problem", "Possible cause", "Solution"],
            rows: [
              ["Chromatin fragments larger than 1 kb", "Over-crosslinking; too many cells per sonication tube; warm water bath", "Reduce fixation to 8–10 min; keep 1 × 10⁷ cells in at most 300 µL; re-cool the bath and add cycles in steps of 2"],
              ["Very low ChIP DNA yield", "Poor antibody; epitope masked by fixation; too little chromatin", "Test the antibody by immunoblot of nuclear extract; shorten fixation; increase chromatin to 2 × 10⁷ cells"],
              ["High background in IgG or low FRiP", "Insufficient washing; beads carried over to elution; non-specific antibody", "Transfer beads to a fresh tube during the final wash; use a validated monoclonal antibody; add one extra LiCl wash"],
              ["Adapter dimer peak near 130 bp", "Adaptor in excess relative to DNA input", "Dilute the adaptor further (1:25 or 1:50) and repeat the 0.9× bead clean-up"],
              ["High duplicate rate (NRF < 0.7)", "Too many PCR cycles for the amount of DNA", "Pool several IPs, start from more cells or reduce cycle number by 2"],
              ["Peaks at satellite repeats and rDNA", "Artefactual high-signal regions", "Filter against the ENCODE blacklist and always call peaks against input"],
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
            caption: "Buffers. Add protease inhibitors (1 tablet per 50 mL) immediately before use. Store buffers at 4 °C for up to 3 months.",
            head: ["Buffer", "Composition"],
            rows: [
              ["Lysis buffer 1 (LB1)", "50 mM HEPES-KOH pH 7.5, 140 mM NaCl, 1 mM EDTA, 10% (v/v) glycerol, 0.5% (v/v) IGEPAL CA-630, 0.25% (v/v) Triton X-100"],
              ["Lysis buffer 2 (LB2)", "10 mM Tris-HCl pH 8.0, 200 mM NaCl, 1 mM EDTA, 0.5 mM EGTA"],
              ["Lysis buffer 3 (LB3)", "10 mM Tris-HCl pH 8.0, 100 mM NaCl, 1 mM EDTA, 0.5 mM EGTA, 0.1% (w/v) sodium deoxycholate, 0.5% (w/v) N-lauroylsarcosine"],
              ["Block solution", "0.5% (w/v) BSA in DPBS, filtered through 0.22 µm"],
              ["Low-salt wash buffer", "20 mM Tris-HCl pH 8.0, 150 mM NaCl, 2 mM EDTA, 1% (v/v) Triton X-100, 0.1% (w/v) SDS"],
              ["High-salt wash buffer", "20 mM Tris-HCl pH 8.0, 500 mM NaCl, 2 mM EDTA, 1% (v/v) Triton X-100, 0.1% (w/v) SDS"],
              ["LiCl wash buffer", "10 mM Tris-HCl pH 8.0, 250 mM LiCl, 1 mM EDTA, 1% (v/v) IGEPAL CA-630, 1% (w/v) sodium deoxycholate"],
              ["TE + 50 mM NaCl", "10 mM Tris-HCl pH 8.0, 1 mM EDTA, 50 mM NaCl"],
              ["Elution buffer", "50 mM Tris-HCl pH 8.0, 10 mM EDTA, 1% (w/v) SDS; prepare fresh weekly and keep at room temperature"],
              ["2.5 M glycine", "18.77 g glycine in 100 mL water; filter through 0.22 µm; store at room temperature"],
            ],
          },
        },
      ],
    },
    {
      kind: "acknowledgments",
      blocks: [
        {
          p: "We thank the members of the Eastlake Institute sequencing facility for technical support and Dr. Hanna Vogt for critical reading of the manuscript. This work was supported by an institutional start-up grant to W.Z.",
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
          p: "Not applicable. The study used a commercially available human cell line and involved no human participants or animals.",
        },
      ],
    },
  ],
  references: [
    {
      text: "Barski, A., Cuddapah, S., Cui, K., Roh, T. Y., Schones, D. E., Wang, Z., Wei, G., Chepelev, I. and Zhao, K. (2007). High-resolution profiling of histone methylations in the human genome. Cell 129(4): 823–837.",
      doi: "10.1016/j.cell.2007.05.009",
    },
    {
      text: "Johnson, D. S., Mortazavi, A., Myers, R. M. and Wold, B. (2007). Genome-wide mapping of in vivo protein–DNA interactions. Science 316(5830): 1497–1502.",
      doi: "10.1126/science.1141319",
    },
    {
      text: "Robertson, G., Hirst, M., Bainbridge, M., Bilenky, M., Zhao, Y., Zeng, T., Euskirchen, G., Bernier, B., Varhol, R., Delaney, A., et al. (2007). Genome-wide profiles of STAT1 DNA association using chromatin immunoprecipitation and massively parallel sequencing. Nature Methods 4(8): 651–657.",
      doi: "10.1038/nmeth1068",
    },
    {
      text: "Landt, S. G., Marinov, G. K., Kundaje, A., Kheradpour, P., Pauli, F., Batzoglou, S., Bernstein, B. E., Bickel, P., Brown, J. B., Cayting, P., et al. (2012). ChIP-seq guidelines and practices of the ENCODE and modENCODE consortia. Genome Research 22(9): 1813–1831.",
      doi: "10.1101/gr.136184.111",
    },
    {
      text: "Langmead, B. and Salzberg, S. L. (2012). Fast gapped-read alignment with Bowtie 2. Nature Methods 9(4): 357–359.",
      doi: "10.1038/nmeth.1923",
    },
    {
      text: "Zhang, Y., Liu, T., Meyer, C. A., Eeckhoute, J., Johnson, D. S., Bernstein, B. E., Nusbaum, C., Myers, R. M., Brown, M., Li, W. and Liu, X. S. (2008). Model-based analysis of ChIP-Seq (MACS). Genome Biology 9(9): R137.",
      doi: "10.1186/gb-2008-9-9-r137",
    },
    {
      text: "Ramírez, F., Ryan, D. P., Grüning, B., Bhardwaj, V., Kilpert, F., Richter, A. S., Heyne, S., Dündar, F. and Manke, T. (2016). deepTools2: a next generation web server for deep-sequencing data analysis. Nucleic Acids Research 44(W1): W160–W165.",
      doi: "10.1093/nar/gkw257",
    },
    {
      text: "Li, Q., Brown, J. B., Huang, H. and Bickel, P. J. (2011). Measuring reproducibility of high-throughput experiments. The Annals of Applied Statistics 5(3): 1752–1779.",
      doi: "10.1214/11-AOAS466",
    },
    {
      text: "Amemiya, H. M., Kundaje, A. and Boyle, A. P. (2019). The ENCODE Blacklist: identification of problematic regions of the genome. Scientific Reports 9: 9354.",
      doi: "10.1038/s41598-019-45839-z",
    },
  ],
};
