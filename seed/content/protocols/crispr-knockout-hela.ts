import type { AuthoredProtocol } from "../types";

export const protocol: AuthoredProtocol = {
  slug: "crispr-knockout-hela",
  titleEn: "Generation of Knockout HeLa Cell Lines by CRISPR-Cas9 Ribonucleoprotein Electroporation, Single-cell Cloning and Genotype Validation",
  titleCn: "利用 CRISPR-Cas9 核糖核蛋白电转、单细胞克隆与基因型验证构建 HeLa 敲除细胞系",
  abstractEn:
    "Complete loss-of-function cell lines are among the most informative tools for studying gene function, and CRISPR-Cas9 has made them accessible to any cell-biology laboratory. Delivering Cas9 as a pre-assembled ribonucleoprotein (RNP) complex with a synthetic, chemically modified single-guide RNA gives high editing efficiency, leaves no plasmid DNA that could integrate into the genome, and limits off-target cleavage because the nuclease is degraded within a day or two. This protocol describes the generation of clonal knockout lines in HeLa cells, a widely used but hypertriploid human line in which several alleles of most genes must be disrupted at once. We cover the selection of guide RNAs in an early constitutive exon, the design of genotyping primers, RNP assembly and electroporation with the Neon system, rapid estimation of editing efficiency in the cell pool by Sanger sequencing and trace decomposition, and isolation of single-cell clones by limiting dilution. Clones are then genotyped by PCR and sequencing, ambiguous clones are resolved by sequencing individual alleles, and loss of the protein is confirmed by Western blotting. Predicted off-target sites are also checked. With the SQSTM1 gene as an example, the pool reached 87% indels three days after electroporation, and 9 of 31 genotyped clones carried frameshift mutations on all alleles and lacked detectable p62 protein. The full procedure takes about six to eight weeks.",
  abstractCn:
    "完全丧失功能的细胞系是研究基因功能最有说服力的工具之一，而 CRISPR-Cas9 技术让任何细胞生物学实验室都能构建这类细胞系。以预先组装好的核糖核蛋白（RNP）复合物形式、配合化学修饰的合成单导向 RNA 递送 Cas9，编辑效率高，不会残留可能整合进基因组的质粒 DNA；由于核酸酶在一两天内即被降解，脱靶切割也较少。本方案介绍在 HeLa 细胞中构建克隆化敲除细胞系的方法。HeLa 细胞应用广泛，但属于超三倍体，多数基因需要同时破坏多个等位基因。内容包括：在靠前的组成型外显子中挑选导向 RNA、设计基因分型引物、RNP 组装及 Neon 系统电转、通过 Sanger 测序和峰图分解快速评估细胞池的编辑效率，以及用有限稀释法分离单细胞克隆。随后通过 PCR 和测序对克隆进行基因分型，对结果不明确的克隆逐一测定各等位基因序列，并用蛋白质印迹确认蛋白缺失；同时检查预测的脱靶位点。以 SQSTM1 基因为例，电转后第 3 天细胞池的插入缺失比例达到 87%，在完成基因分型的 31 个克隆中，有 9 个克隆所有等位基因均带有移码突变，且检测不到 p62 蛋白。整个流程约需 6–8 周。",
  keywordsEn: ["CRISPR-Cas9", "Ribonucleoprotein", "Electroporation", "Gene knockout", "Single-cell cloning", "HeLa"],
  keywordsCn: ["CRISPR-Cas9", "核糖核蛋白", "电转染", "基因敲除", "单细胞克隆", "HeLa 细胞"],
  categories: [1, 4],
  organisms: ["Homo sapiens"],
  authors: [
    {
      nameEn: "Shuyi Wang",
      nameCn: "王舒怡",
      affiliations: ["Institute of Cell Biology, Jiangnan Academy of Medical Sciences, Nanjing, China"],
      orcid: "0000-0002-3318-5024",
    },
    {
      nameEn: "Tobias Lindqvist",
      affiliations: ["Genome Engineering Unit, Øresund Centre for Molecular Medicine, Malmö, Sweden"],
    },
    {
      nameEn: "Mingze Liu",
      nameCn: "刘明泽",
      affiliations: ["Institute of Cell Biology, Jiangnan Academy of Medical Sciences, Nanjing, China"],
    },
    {
      nameEn: "Priya Raghunathan",
      affiliations: ["Genome Engineering Unit, Øresund Centre for Molecular Medicine, Malmö, Sweden"],
    },
    {
      nameEn: "Wenjie Gao",
      nameCn: "高文杰",
      affiliations: [
        "Institute of Cell Biology, Jiangnan Academy of Medical Sciences, Nanjing, China",
        "Jiangsu Key Laboratory of Genome Editing, Nanjing, China",
      ],
      orcid: "0000-0001-6647-2931",
      corresponding: true,
      email: "wenjie.gao@example.org",
    },
  ],
  sections: [
    {
      kind: "background",
      blocks: [
        {
          p: "The *Streptococcus pyogenes* Cas9 nuclease is directed by a guide RNA to a 20-nt genomic sequence adjacent to an NGG protospacer-adjacent motif, where it creates a blunt double-strand break [1]. In human cells, such breaks are mostly repaired by non-homologous end joining, which frequently introduces small insertions or deletions (indels) [2], [3]. When the break lies in an early coding exon, a frameshift indel leads to a premature stop codon and, usually, nonsense-mediated decay of the transcript.",
        },
        {
          p: "Cas9 can be delivered as a plasmid, as mRNA or as a pre-formed RNP complex with the guide RNA. RNP delivery acts immediately, is cleared from the cell within about 48 h and produces fewer off-target mutations than sustained expression from plasmids [5], [6]. Chemically modified synthetic sgRNAs, with 2′-O-methyl ribose modifications and phosphorothioate internucleotide linkages on the terminal nucleotides at both ends, resist degradation and further increase editing efficiency [7]. Guide selection tools that combine predicted on-target activity and off-target risk help to choose guides that work on the first attempt [4], [8].",
        },
        {
          p: "HeLa cells are hypertriploid, so a knockout clone must carry a frameshift on every copy of the targeted locus. A highly efficient editing step is therefore essential, and clonal genotypes must be read carefully: a Sanger trace from a clone typically contains two or three overlapping alleles, which can be deconvoluted computationally [9], [10] but should be confirmed by sequencing of individual alleles when results are ambiguous. Loss of the protein must always be confirmed directly, since in-frame deletions, alternative start codons or exon skipping can leave a functional product.",
        },
      ],
    },
    {
      kind: "materials",
      blocks: [
        {
          materials: [
            { name: "HeLa cells", supplier: "ATCC", catalog: "CCL-2" },
            { name: "DMEM, high glucose, GlutaMAX supplement", supplier: "Thermo Fisher Scientific (Gibco)", catalog: "10566016" },
            { name: "Fetal bovine serum, qualified", supplier: "Thermo Fisher Scientific (Gibco)", catalog: "10270106" },
            { name: "Penicillin–streptomycin (10,000 U/mL)", supplier: "Thermo Fisher Scientific (Gibco)", catalog: "15140122" },
            { name: "DPBS, without Ca²⁺ and Mg²⁺", supplier: "Thermo Fisher Scientific (Gibco)", catalog: "14190144" },
            { name: "TrypLE Express enzyme", supplier: "Thermo Fisher Scientific (Gibco)", catalog: "12604013" },
            { name: "Alt-R S.p. Cas9 nuclease V3 (61 µM)", supplier: "Integrated DNA Technologies", catalog: "1081058" },
            { name: "Alt-R CRISPR-Cas9 sgRNA, 2 nmol, chemically modified (custom sequence)", supplier: "Integrated DNA Technologies", catalog: "Custom" },
            { name: "Alt-R CRISPR-Cas9 negative control sgRNA #1", supplier: "Integrated DNA Technologies", catalog: "1072544" },
            { name: "Alt-R Cas9 electroporation enhancer", supplier: "Integrated DNA Technologies", catalog: "1075915" },
            { name: "Neon transfection system 10 µL kit (tips, Buffer R, Buffer E)", supplier: "Thermo Fisher Scientific (Invitrogen)", catalog: "MPK1025" },
            { name: "pmaxGFP control vector (optional, transfection control)", supplier: "Lonza", catalog: "VDF-1012" },
            { name: "QuickExtract DNA extraction solution", supplier: "LGC Biosearch Technologies", catalog: "QE09050" },
            { name: "Q5 Hot Start high-fidelity 2× master mix", supplier: "New England Biolabs", catalog: "M0494S" },
            { name: "Monarch PCR & DNA cleanup kit", supplier: "New England Biolabs", catalog: "T1030S" },
            { name: "UltraPure agarose", supplier: "Thermo Fisher Scientific (Invitrogen)", catalog: "16500500" },
            { name: "SYBR Safe DNA gel stain", supplier: "Thermo Fisher Scientific (Invitrogen)", catalog: "S33102" },
            { name: "GeneRuler 1 kb Plus DNA ladder", supplier: "Thermo Fisher Scientific", catalog: "SM1331" },
            { name: "Zero Blunt TOPO PCR cloning kit", supplier: "Thermo Fisher Scientific (Invitrogen)", catalog: "450245" },
            { name: "MycoAlert mycoplasma detection kit", supplier: "Lonza", catalog: "LT07-318" },
            { name: "96-well flat-bottom tissue-culture plates", supplier: "Corning", catalog: "3596" },
            { name: "Steriflip 0.22 µm filter units (for conditioned medium)", supplier: "Merck Millipore", catalog: "SCGP00525" },
            { name: "Dimethyl sulfoxide, cell-culture grade", supplier: "Sigma-Aldrich", catalog: "D2650" },
            { name: "Rabbit anti-SQSTM1/p62 antibody (example target)", supplier: "Cell Signaling Technology", catalog: "5114" },
          ],
        },
      ],
    },
    {
      kind: "equipment",
      blocks: [
        {
          materials: [
            { name: "Electroporation device", supplier: "Thermo Fisher Scientific (Invitrogen)", catalog: "Neon Transfection System, MPK5000" },
            { name: "Class II biological safety cabinet", supplier: "Thermo Fisher Scientific", catalog: "Herasafe 2030i" },
            { name: "CO₂ incubator, 37 °C, 5% CO₂", supplier: "Thermo Fisher Scientific", catalog: "Heracell VIOS 160i" },
            { name: "Automated cell counter", supplier: "Thermo Fisher Scientific (Invitrogen)", catalog: "Countess 3" },
            { name: "Inverted phase-contrast microscope with 4× and 10× objectives", supplier: "Olympus / Evident", catalog: "CKX53" },
            { name: "Thermal cycler", supplier: "Bio-Rad Laboratories", catalog: "C1000 Touch" },
            { name: "Gel electrophoresis system and blue-light transilluminator", supplier: "Bio-Rad Laboratories", catalog: "Mini-Sub Cell GT; Gel Doc EZ" },
            { name: "Benchtop centrifuge with swing-bucket rotor", supplier: "Eppendorf", catalog: "Centrifuge 5702" },
            { name: "Multichannel pipette, 8-channel, 30–300 µL", supplier: "Eppendorf", catalog: "Research plus" },
          ],
        },
      ],
    },
    {
      kind: "software",
      blocks: [
        {
          materials: [
            { name: "CRISPick (guide design)", supplier: "Broad Institute, web tool", catalog: "accessed 2024" },
            { name: "CHOPCHOP (guide design, cross-check)", supplier: "University of Bergen, web tool", catalog: "version 3" },
            { name: "Primer-BLAST (genotyping primers)", supplier: "NCBI, web tool", catalog: "accessed 2024" },
            { name: "ICE (Inference of CRISPR Edits)", supplier: "Synthego, web tool", catalog: "version 3" },
            { name: "TIDE (Tracking of Indels by Decomposition)", supplier: "Netherlands Cancer Institute, web tool", catalog: "version 3.3.0" },
            { name: "SnapGene (sequence and trace viewing)", supplier: "Dotmatics", catalog: "version 7.1" },
          ],
        },
      ],
    },
    {
      kind: "procedure",
      blocks: [
        {
          note: "**Timeline:** guide design and ordering, 1–2 weeks; electroporation and pool analysis, 1 week; clonal outgrowth, 2–3 weeks; expansion, genotyping and protein validation, 2–3 weeks.",
        },
        { heading: "A. Design of guide RNAs and genotyping primers" },
        {
          steps: [
            {
              text: "Identify the first exon that is shared by all protein-coding transcripts of the gene and that lies within the first 50% of the coding sequence. Avoid exons whose length is a multiple of three if possible, because skipping of such exons can preserve the reading frame.",
            },
            {
              text: "Enter the exon sequence in CRISPick and CHOPCHOP and select two or three guides with high predicted on-target activity, no perfect or single-mismatch off-target sites elsewhere in the genome and cut sites at least 30 bp apart [4], [8].",
            },
            {
              text: "Design genotyping primers with Primer-BLAST so that the amplicon is 500–800 bp and the cut site lies at least 200 bp from either primer, which is required for reliable trace decomposition [9], [10].",
            },
            {
              text: "Order the sgRNAs as chemically modified synthetic RNAs. Resuspend each at 100 µM in IDTE (pH 7.5), aliquot 5 µL and store at −80 °C.",
              notes: ["Avoid more than three freeze–thaw cycles of sgRNA aliquots."],
            },
          ],
        },
        { heading: "B. Preparation of HeLa cells" },
        {
          steps: [
            {
              text: "Maintain HeLa cells in complete medium (Recipe 1) at 37 °C and 5% CO₂, passaging at 80% confluence. Confirm that the culture is free of mycoplasma with the MycoAlert kit within the month before editing.",
            },
            {
              text: "Two days before electroporation, seed 1.5 × 10⁶ cells in a T75 flask so that they are 70–80% confluent and in exponential growth on the day of electroporation.",
            },
            {
              text: "On the day of electroporation, pre-warm 500 µL of antibiotic-free medium (Recipe 1 without penicillin–streptomycin) per well in 24-well plates in the incubator.",
            },
          ],
        },
        { heading: "C. RNP assembly and electroporation" },
        {
          steps: [
            {
              text: "For each electroporation, assemble the RNP in a sterile PCR tube: 1.0 µL of Cas9 (61 µM, 61 pmol) and 1.2 µL of sgRNA (100 µM, 120 pmol; 2:1 molar ratio of guide to Cas9), made up to 3.0 µL with Buffer R. Mix gently by pipetting and incubate for 15 min at room temperature.",
              notes: ["Prepare in parallel a negative-control RNP with the non-targeting sgRNA; it controls for the toxicity of the electroporation and provides wild-type genotyping and protein controls."],
            },
            {
              text: "Detach the cells with TrypLE (3 mL per T75, 5 min at 37 °C), neutralise with 7 mL of complete medium, count and transfer 2.5 × 10⁵ cells per electroporation to a 15 mL tube.",
            },
            {
              text: "Centrifuge at 300 × g for 5 min, wash once with 5 mL of DPBS, centrifuge again and remove the supernatant completely. Resuspend the pellet in Buffer R at 2.5 × 10⁵ cells per 9 µL.",
              notes: ["**Critical:** residual medium or DPBS changes the conductivity of the sample and can cause arcing. Proceed quickly; cells should not stay in Buffer R for more than 15 min."],
            },
            {
              text: "Combine 9 µL of cells with 3 µL of RNP and 2 µL of 10.8 µM electroporation enhancer (final approx. 1.5 µM). Mix gently without introducing bubbles.",
            },
            {
              text: "Fill the Neon tube with 3 mL of Buffer E, aspirate 10 µL of the cell–RNP mix into a Neon tip without bubbles, and electroporate at 1,005 V, 35 ms, 2 pulses.",
              notes: ["Sparks or a 'popping' sound indicate an air bubble in the tip; discard the sample and repeat with a new tip."],
            },
            {
              text: "Immediately dispense the cells into one well of the pre-warmed 24-well plate and return the plate to the incubator. Replace the medium with complete medium after 24 h.",
            },
          ],
        },
        { heading: "D. Assessment of editing efficiency in the cell pool" },
        {
          steps: [
            {
              text: "On day 3 after electroporation, detach the cells, transfer one-third of them to a 1.5 mL tube for genotyping and re-seed the remainder into a 6-well plate.",
            },
            {
              text: "Pellet the cells at 300 × g for 5 min, resuspend in 50 µL of QuickExtract solution, vortex for 15 s and incubate at 65 °C for 6 min and then at 98 °C for 2 min.",
              notes: ["**Pause point:** crude extracts can be stored at −20 °C for several months."],
            },
            {
              text: "Amplify the target region in a 25 µL PCR: 12.5 µL Q5 Hot Start 2× master mix, 1.25 µL each of 10 µM forward and reverse primers, 2 µL of extract and 8 µL of water. Cycle at 98 °C for 30 s; 35 cycles of 98 °C for 10 s, 65 °C for 20 s and 72 °C for 30 s; and 72 °C for 2 min.",
            },
            {
              text: "Check 5 µL on a 1.5% agarose gel, purify the remainder with the Monarch kit and submit for Sanger sequencing with the forward primer (and the reverse primer if the cut site is within 250 bp of the forward primer). Sequence the negative-control sample in parallel.",
            },
            {
              text: "Upload the edited and control traces to ICE or TIDE to estimate the total indel frequency and the fraction of frameshift alleles [9], [10]. Proceed to cloning with the guide that gives the highest frameshift fraction, ideally above 70%.",
            },
          ],
        },
        {
          figure: {
            src: "/figures/crispr-knockout-hela.svg",
            alt: "Workflow diagram: sgRNA design, RNP assembly of Cas9 with sgRNA, Neon electroporation of HeLa cells, pool genotyping by Sanger sequencing and ICE analysis, single-cell cloning in 96-well plates by limiting dilution, clone genotyping and Western blot validation, with a timeline in weeks.",
            caption: "Overview of the knockout workflow and its timeline. Editing efficiency is checked in the pool before cloning, so that only efficiently edited pools are carried into the time-consuming clonal isolation.",
          },
        },
        { heading: "E. Isolation of single-cell clones by limiting dilution" },
        {
          steps: [
            {
              text: "Prepare conditioned medium: collect medium from a 60–70% confluent flask of parental HeLa cells after 24 h, filter it through a 0.22 µm filter and mix 1:1 with fresh DMEM with GlutaMAX containing 30% FBS and penicillin–streptomycin, giving a final FBS concentration of 20% (cloning medium, Recipe 2).",
            },
            {
              text: "On day 5–7 after electroporation, detach the edited pool, pipette 10 times with a P1000 to obtain single cells and count twice. Dilute serially in cloning medium to 5 cells/mL.",
            },
            {
              text: "Dispense 100 µL per well (0.5 cells per well on average) into four 96-well plates using a multichannel pipette, mixing the suspension between each column.",
              notes: ["At an average of 0.5 cells per well, about 60% of wells receive no cell and about 9% receive two or more cells (Poisson distribution), so a single-cell origin must be confirmed microscopically."],
            },
            {
              text: "On days 1 and 3 after plating, scan every well with a 4× objective and mark wells containing exactly one cell or one compact colony.",
            },
            {
              text: "Incubate for 10–14 days without disturbing the plates, adding 50 µL of cloning medium per well on day 7. Avoid opening the incubator frequently to limit evaporation at the plate edges.",
            },
            {
              text: "When colonies cover 30–50% of the well, detach them with 30 µL of TrypLE and transfer each clone to one well of a 24-well plate. At confluence, split each clone into two wells: one for expansion and one for genotyping.",
            },
          ],
        },
        { heading: "F. Genotyping and validation of clones" },
        {
          steps: [
            {
              text: "Extract DNA from each clone with 30 µL of QuickExtract and amplify and sequence the target locus exactly as for the pool (section D).",
            },
            {
              text: "Analyse each clonal trace with ICE. Classify a clone as a candidate knockout when all detected alleles carry frameshift indels (or deletions > 20 bp spanning the coding sequence) and the model fit is R² ≥ 0.9 with no residual wild-type contribution.",
              notes: ["HeLa cells usually carry three or more copies of a locus; two alleles with the same indel appear as a single component in the trace."],
            },
            {
              text: "For clones with ambiguous traces or a low model fit, clone the PCR product into pCR-Blunt II-TOPO, transform *E. coli*, and Sanger-sequence at least 12 colonies to identify each allele.",
            },
            {
              text: "Confirm loss of the protein by Western blotting of 20 µg of whole-cell lysate from each candidate clone, the parental line and the non-targeting control clone, using an antibody whose epitope lies downstream of the cut site.",
            },
            {
              text: "For two or three confirmed knockout clones, PCR-amplify and sequence the three highest-ranked predicted off-target sites and compare the traces with those of the parental line.",
            },
            {
              text: "Expand the validated clones and freeze at least three vials per clone (1 × 10⁶ cells in 1 mL of freezing medium, Recipe 3) at passage ≤ 5 after cloning. Test the banked clones for mycoplasma.",
              notes: ["Use at least two independent knockout clones, preferably generated with different guides, in downstream experiments to rule out clone-specific effects."],
            },
          ],
        },
      ],
    },
    {
      kind: "data_analysis",
      blocks: [
        {
          p: "Editing efficiency in the pool is reported as the total indel percentage and the frameshift (knockout) score returned by ICE, or as the sum of the significant indel components returned by TIDE (*P* < 0.001). Values from the two tools usually agree within 10 percentage points; if they do not, inspect the alignment window, which should begin at least 100 bp upstream of the cut site, and the quality of the control trace.",
        },
        {
          p: "For clones, record every detected allele and its contribution to the trace. Because of the triploid-to-tetraploid karyotype of HeLa cells, contributions of approx. 33% or 25% per allele are expected; a single 100% component may reflect either identical indels on every copy or a large deletion that removes a primer binding site, in which case a second primer pair placed further out should be used. Report the final genotype of each clone as the list of alleles (e.g. −1/−1/+1) together with the Western blot result.",
        },
        {
          p: "Clone yield is calculated as the number of wells with outgrowing colonies derived from a single cell divided by the number of single-cell wells identified on day 1. The proportion of knockout clones among genotyped clones is expected to be at most roughly the product of the frameshift frequencies across alleles in the pool (for a knockout score of 79% and three alleles, 0.79³ ≈ 49%). Lower proportions are common: alleles in one cell are not edited independently, so clones that keep one in-frame or unedited allele are more frequent than the product predicts; large deletions that remove a primer binding site are invisible to amplicon sequencing, so the clones carrying them look hemizygous or ambiguous and may not be scored as knockouts; and clones that lack an important gene grow more slowly and are under-represented among expandable clones. A value far below the prediction suggests that loss of the gene reduces fitness.",
        },
      ],
    },
    {
      kind: "validation",
      blocks: [
        {
          p: "The protocol was used to disrupt *SQSTM1* (encoding p62) with an sgRNA targeting exon 2. Three days after electroporation, ICE analysis of the pool gave 87% indels (knockout score 79%) versus 0% for the non-targeting control, and cell viability measured 24 h after electroporation was 71% of mock-electroporated cells. Of 384 wells plated, 118 contained a single cell on day 1 and 52 of these gave expandable clones (44%). Thirty-one clones were genotyped; nine (29%) carried frameshift mutations on all alleles and lacked p62 protein by Western blotting. This is lower than the ≈49% predicted from the knockout score of the pool (0.79³ for three alleles), a common finding for the reasons given under Data analysis; the other clones retained at least one in-frame or unedited allele (e.g. D02 and D09). In addition, the three predicted off-target sites examined were unmodified in the two clones chosen for further work. Representative clones are shown in Table 1.",
        },
        {
          table: {
            caption: "Table 1. Genotypes of representative *SQSTM1*-targeted HeLa clones (ICE analysis; TOPO sequencing of 12 colonies for clone C07).",
            head: ["Clone", "Alleles detected (contribution)", "ICE R²", "Frameshift on all alleles", "p62 protein (% of parental)"],
            rows: [
              ["Parental", "WT (100%)", "0.99", "No", "100"],
              ["NT-03 (non-targeting)", "WT (100%)", "0.98", "No", "97"],
              ["A04", "−1 (35%), +1 (33%), −7 (31%)", "0.97", "Yes", "< 2"],
              ["B11", "−1 (66%), −4 (32%)", "0.96", "Yes", "< 2"],
              ["C07", "+1 (7/12 colonies), −11 (5/12 colonies)", "0.81", "Yes", "< 2"],
              ["D02", "−3 (34%), +1 (33%), −1 (31%)", "0.95", "No (in-frame −3)", "38"],
              ["D09", "WT (34%), −2 (64%)", "0.97", "No (WT allele)", "41"],
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
            "Keep a frozen stock of the edited pool from day 5–7. If no knockout clone is obtained, cloning can be repeated without a new electroporation.",
            "Single-cell sorting by FACS into 96-well plates is a faster alternative to limiting dilution when a sorter is available; HeLa cells tolerate sorting well with a 100 µm nozzle and conditioned medium.",
            "For essential genes, no complete knockout clones may be recovered; consider an inducible degron or CRISPR interference instead.",
            "HeLa cells are a BSL-2 human cell line containing HPV18 sequences. Work in a class II biological safety cabinet and decontaminate waste according to local rules.",
          ],
        },
        {
          table: {
            caption: "Troubleshooting.",
            head: ["Problem", "Possible cause", "Solution"],
            rows: [
              ["Low indel frequency in pool (< 40%)", "Inactive guide; degraded sgRNA; low delivery", "Test the other guides; use a fresh sgRNA aliquot; check delivery with pmaxGFP (expect > 80% GFP+ at 24 h)"],
              ["High cell death after electroporation", "Cells over-confluent or stressed; residual medium in Buffer R", "Use cells in log phase; wash with DPBS and remove supernatant completely; reduce to 1 pulse of 20 ms"],
              ["Arcing during electroporation", "Air bubble in tip; too high salt", "Aspirate slowly; use a new tip; reduce volume of RNP added to cells"],
              ["Few colonies after limiting dilution", "Low cloning efficiency at low density", "Use 50% conditioned medium and 20% FBS; avoid edge wells or fill them with PBS"],
              ["Trace decomposition fails (low R²)", "Poor-quality sequence; large deletions; mixed clone", "Re-purify PCR product; sequence from the other primer; re-clone by limiting dilution"],
              ["Protein still detected despite frameshifts", "Alternative start codon, exon skipping or antibody epitope upstream of the cut", "Use an antibody against a C-terminal epitope; check transcripts by RT-PCR; target a different exon"],
            ],
          },
        },
      ],
    },
    {
      kind: "recipes",
      blocks: [
        {
          list: [
            "**Recipe 1. Complete medium:** DMEM high glucose with GlutaMAX, 10% (v/v) FBS, 100 U/mL penicillin and 100 µg/mL streptomycin. Store at 4 °C for up to 4 weeks.",
            "**Recipe 2. Cloning medium:** 50% (v/v) 0.22 µm-filtered conditioned medium from parental HeLa cells, 50% (v/v) fresh DMEM with GlutaMAX containing 30% (v/v) FBS (conditioned medium contributes 10%), final FBS 20% (v/v), 100 U/mL penicillin and 100 µg/mL streptomycin. Prepare fresh.",
            "**Recipe 3. Freezing medium:** 90% (v/v) FBS, 10% (v/v) DMSO. Prepare fresh and keep on ice.",
            "**Recipe 4. 1× TAE with SYBR Safe gel (1.5%):** 1.5 g agarose in 100 mL 1× TAE (40 mM Tris, 20 mM acetic acid, 1 mM EDTA, pH 8.3); melt, cool to 60 °C and add 10 µL SYBR Safe.",
          ],
        },
      ],
    },
    {
      kind: "acknowledgments",
      blocks: [
        {
          p: "We acknowledge Henrietta Lacks and her family, whose cells made this and countless other studies possible. We thank the Jiangnan Academy Flow Cytometry and Sequencing Platform for technical support. This work was funded by (fictional) grants from the Jiangsu Natural Science Foundation (No. BK-2022-1184) and the Øresund Life Science Collaboration Fund.",
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
          p: "Not applicable. This protocol uses an established, commercially available human cell line (HeLa, ATCC CCL-2); no human participants or animals were involved. Work with genetically modified cells was carried out under the institutional biosafety approval for BSL-2 genome-editing work.",
        },
      ],
    },
  ],
  references: [
    {
      text: "Jinek, M., Chylinski, K., Fonfara, I., Hauer, M., Doudna, J. A., Charpentier, E. (2012). A programmable dual-RNA-guided DNA endonuclease in adaptive bacterial immunity. Science 337(6096): 816–821.",
      doi: "10.1126/science.1225829",
    },
    {
      text: "Cong, L., Ran, F. A., Cox, D., Lin, S., Barretto, R., Habib, N., Hsu, P. D., Wu, X., Jiang, W., Marraffini, L. A., Zhang, F. (2013). Multiplex genome engineering using CRISPR/Cas systems. Science 339(6121): 819–823.",
      doi: "10.1126/science.1231143",
    },
    {
      text: "Mali, P., Yang, L., Esvelt, K. M., Aach, J., Guell, M., DiCarlo, J. E., Norville, J. E., Church, G. M. (2013). RNA-guided human genome engineering via Cas9. Science 339(6121): 823–826.",
      doi: "10.1126/science.1232033",
    },
    {
      text: "Hsu, P. D., Scott, D. A., Weinstein, J. A., Ran, F. A., Konermann, S., Agarwala, V., Li, Y., Fine, E. J., Wu, X., Shalem, O., Cradick, T. J., Marraffini, L. A., Bao, G., Zhang, F. (2013). DNA targeting specificity of RNA-guided Cas9 nucleases. Nat Biotechnol 31(9): 827–832.",
      doi: "10.1038/nbt.2647",
    },
    {
      text: "Kim, S., Kim, D., Cho, S. W., Kim, J., Kim, J. S. (2014). Highly efficient RNA-guided genome editing in human cells via delivery of purified Cas9 ribonucleoproteins. Genome Res 24(6): 1012–1019.",
      doi: "10.1101/gr.171322.113",
    },
    {
      text: "Ran, F. A., Hsu, P. D., Wright, J., Agarwala, V., Scott, D. A., Zhang, F. (2013). Genome engineering using the CRISPR-Cas9 system. Nat Protoc 8(11): 2281–2308.",
      doi: "10.1038/nprot.2013.143",
    },
    {
      text: "Hendel, A., Bak, R. O., Clark, J. T., Kennedy, A. B., Ryan, D. E., Roy, S., Steinfeld, I., Lunstad, B. D., Kaiser, R. J., Wilkens, A. B., Bacchetta, R., Tsalenko, A., Dellinger, D., Bruhn, L., Porteus, M. H. (2015). Chemically modified guide RNAs enhance CRISPR-Cas genome editing in human primary cells. Nat Biotechnol 33(9): 985–989.",
      doi: "10.1038/nbt.3290",
    },
    {
      text: "Doench, J. G., Fusi, N., Sullender, M., Hegde, M., Vaimberg, E. W., Donovan, K. F., Smith, I., Tothova, Z., Wilen, C., Orchard, R., Virgin, H. W., Listgarten, J., Root, D. E. (2016). Optimized sgRNA design to maximize activity and minimize off-target effects of CRISPR-Cas9. Nat Biotechnol 34(2): 184–191.",
      doi: "10.1038/nbt.3437",
    },
    {
      text: "Brinkman, E. K., Chen, T., Amendola, M., van Steensel, B. (2014). Easy quantitative assessment of genome editing by sequence trace decomposition. Nucleic Acids Res 42(22): e168.",
      doi: "10.1093/nar/gku936",
    },
    {
      text: "Conant, D., Hsiau, T., Rossi, N., Oki, J., Maures, T., Waite, K., Yang, J., Joshi, S., Kelso, R., Holden, K., Enzmann, B. L., Stoner, R. (2022). Inference of CRISPR edits from Sanger trace data. CRISPR J 5(1): 123–130.",
    },
  ],
};
