import type { AuthoredProtocol } from "../types";

export const protocol: AuthoredProtocol = {
  slug: "western-blot",
  titleEn: "Western Blot Analysis of Whole-cell Lysates: SDS-PAGE, Wet Transfer to PVDF and Enhanced Chemiluminescence Detection",
  titleCn: "全细胞裂解液的蛋白质印迹分析：SDS-PAGE、PVDF 膜湿法转印与增强化学发光检测",
  abstractEn:
    "Western blotting remains the most widely used method for confirming the identity of a protein in a complex mixture and for comparing its abundance between samples. Despite its familiarity, the technique is sensitive to many small decisions, including how cells are lysed, how much protein is loaded, how efficiently proteins leave the gel and how the chemiluminescent signal is captured, and these choices determine whether band intensities can be compared at all. Here we describe a complete, bench-tested workflow for cultured human cells. Cells are lysed in RIPA buffer containing protease and phosphatase inhibitors, the protein concentration is measured with a bicinchoninic acid assay, and equal amounts of protein are resolved on hand-cast Tris–glycine SDS-polyacrylamide gels. Proteins are transferred to a PVDF membrane in a cooled wet-tank system, which gives uniform transfer over a broad molecular-weight range. After blocking, the membrane is probed with a primary antibody and an HRP-conjugated secondary antibody, and the signal is recorded with a CCD imager rather than film so that saturation can be detected and avoided. We also explain how to verify the linear range of detection, how to normalise to a loading control or total-protein stain, and how to strip and reprobe a membrane. Using etoposide-induced p53 in A549 cells as an example, the protocol gave a linear response between 2.5 and 40 µg of lysate with an inter-blot coefficient of variation below 15%.",
  abstractCn:
    "蛋白质印迹（Western blot）仍是在复杂混合物中确认目标蛋白身份、并比较其在不同样品间丰度的最常用方法。这项技术虽然人们耳熟能详，却对许多细节十分敏感：细胞如何裂解、上样量多少、蛋白能否高效地从凝胶转出、化学发光信号如何采集等，都会决定条带强度之间究竟能否相互比较。本文介绍一套针对人源培养细胞、经实验验证的完整流程。细胞用含蛋白酶和磷酸酶抑制剂的 RIPA 缓冲液裂解，以二喹啉甲酸（BCA）法测定蛋白浓度，再将等量蛋白在自制的 Tris-甘氨酸 SDS-聚丙烯酰胺凝胶上分离。随后在冷却的湿式转印槽中将蛋白转移到 PVDF 膜上，该方式在较宽的分子量范围内都能获得均一的转印效果。封闭后，依次用一抗和辣根过氧化物酶（HRP）标记的二抗孵育，并使用 CCD 成像仪而非胶片记录信号，以便及时发现并避免信号饱和。文中还说明了如何确认检测的线性范围、如何以内参蛋白或总蛋白染色进行归一化，以及如何对膜进行剥离和再次检测。以依托泊苷诱导的 A549 细胞 p53 表达为例，本方案在 2.5–40 µg 裂解液上样范围内呈线性响应，不同膜之间的变异系数低于 15%。",
  keywordsEn: ["Western blot", "SDS-PAGE", "PVDF membrane", "Wet transfer", "Chemiluminescence", "Protein quantification"],
  keywordsCn: ["蛋白质印迹", "SDS-PAGE", "PVDF 膜", "湿法转印", "化学发光", "蛋白定量"],
  categories: [2, 1],
  organisms: ["Homo sapiens"],
  authors: [
    {
      nameEn: "Xiaowen Lin",
      nameCn: "林晓雯",
      affiliations: ["Department of Biochemistry and Molecular Biology, Eastlake University School of Medicine, Wuhan, China"],
      orcid: "0000-0002-5813-4470",
    },
    {
      nameEn: "Daniel R. Whitcombe",
      affiliations: ["Protein Analysis Core Facility, Northbridge Institute for Biomedical Research, Leeds, United Kingdom"],
    },
    {
      nameEn: "Haoran Zhou",
      nameCn: "周浩然",
      affiliations: ["Department of Biochemistry and Molecular Biology, Eastlake University School of Medicine, Wuhan, China"],
    },
    {
      nameEn: "Yuqing Chen",
      nameCn: "陈雨晴",
      affiliations: [
        "Department of Biochemistry and Molecular Biology, Eastlake University School of Medicine, Wuhan, China",
        "Hubei Provincial Key Laboratory of Cellular Stress Biology, Wuhan, China",
      ],
      orcid: "0000-0001-9264-3017",
      corresponding: true,
      email: "yuqing.chen@example.org",
    },
  ],
  sections: [
    {
      kind: "background",
      blocks: [
        {
          p: "Immunoblotting combines the resolving power of denaturing gel electrophoresis with the specificity of antibodies. Proteins are first denatured and coated with sodium dodecyl sulfate (SDS) so that they migrate according to size in a discontinuous polyacrylamide gel system [1]; they are then moved electrophoretically out of the gel onto a membrane that binds them tightly [2], [3], where they remain accessible to antibody probes. The combination of apparent molecular weight and antibody recognition makes the method far more specific than either component alone.",
        },
        {
          p: "Polyvinylidene difluoride (PVDF) membranes have a higher protein-binding capacity and greater mechanical strength than nitrocellulose and tolerate stripping and reprobing well [7]. Wet (tank) transfer is slower than semi-dry transfer but dissipates heat effectively and transfers large proteins more completely, which is why we prefer it when the size of the target protein is not known in advance or when several targets of different sizes are probed on one membrane.",
        },
        {
          p: "The most common reason why Western blot data are not reproducible is not the chemistry but the quantification. Chemiluminescent signal is linear over only a limited range of protein load, housekeeping proteins such as β-actin or GAPDH are often saturated at loads that are appropriate for the target, and film has a narrow dynamic range [5], [6], [8]. This protocol therefore builds the quantitative checks into the workflow: protein concentration is measured with a bicinchoninic acid (BCA) assay [4], a dilution series defines the linear range, and images are captured on a CCD imager with saturation warnings switched on.",
        },
      ],
    },
    {
      kind: "materials",
      blocks: [
        {
          materials: [
            { name: "Dulbecco's phosphate-buffered saline (DPBS), without Ca²⁺ and Mg²⁺", supplier: "Thermo Fisher Scientific", catalog: "14190144" },
            { name: "RIPA lysis and extraction buffer", supplier: "Thermo Fisher Scientific", catalog: "89900" },
            { name: "Halt protease and phosphatase inhibitor cocktail (100×)", supplier: "Thermo Fisher Scientific", catalog: "78440" },
            { name: "Pierce BCA protein assay kit", supplier: "Thermo Fisher Scientific", catalog: "23225" },
            { name: "4× Laemmli sample buffer", supplier: "Bio-Rad Laboratories", catalog: "1610747" },
            { name: "2-Mercaptoethanol", supplier: "Sigma-Aldrich", catalog: "M3148" },
            { name: "30% Acrylamide/bis-acrylamide solution, 37.5:1", supplier: "Bio-Rad Laboratories", catalog: "1610158" },
            { name: "TEMED", supplier: "Bio-Rad Laboratories", catalog: "1610800" },
            { name: "Ammonium persulfate (APS)", supplier: "Sigma-Aldrich", catalog: "A3678" },
            { name: "Tris base", supplier: "Sigma-Aldrich", catalog: "T1503" },
            { name: "Glycine", supplier: "Sigma-Aldrich", catalog: "G8898" },
            { name: "Sodium dodecyl sulfate (SDS)", supplier: "Sigma-Aldrich", catalog: "L3771" },
            { name: "Methanol, ACS grade", supplier: "Sigma-Aldrich", catalog: "322415" },
            { name: "Precision Plus Protein Dual Color standards", supplier: "Bio-Rad Laboratories", catalog: "1610374" },
            { name: "Immobilon-P PVDF membrane, 0.45 µm", supplier: "Merck Millipore", catalog: "IPVH00010" },
            { name: "Whatman 3MM Chr chromatography paper", supplier: "Cytiva", catalog: "3030-917" },
            { name: "Ponceau S solution, 0.1% (w/v) in 5% acetic acid", supplier: "Sigma-Aldrich", catalog: "P7170" },
            { name: "Tween 20", supplier: "Sigma-Aldrich", catalog: "P1379" },
            { name: "Blotting-grade blocker (non-fat dry milk)", supplier: "Bio-Rad Laboratories", catalog: "1706404" },
            { name: "Bovine serum albumin, fraction V", supplier: "Sigma-Aldrich", catalog: "A7906" },
            { name: "Rabbit monoclonal anti-p53 (7F5)", supplier: "Cell Signaling Technology", catalog: "2527", note: "Example target; 1:1,000" },
            { name: "Mouse monoclonal anti-β-actin (AC-15)", supplier: "Sigma-Aldrich", catalog: "A5441", note: "Loading control; 1:10,000" },
            { name: "Anti-rabbit IgG, HRP-linked antibody", supplier: "Cell Signaling Technology", catalog: "7074" },
            { name: "Anti-mouse IgG, HRP-linked antibody", supplier: "Cell Signaling Technology", catalog: "7076" },
            { name: "SuperSignal West Pico PLUS chemiluminescent substrate", supplier: "Thermo Fisher Scientific", catalog: "34580" },
            { name: "Restore Western blot stripping buffer", supplier: "Thermo Fisher Scientific", catalog: "21059" },
          ],
        },
      ],
    },
    {
      kind: "equipment",
      blocks: [
        {
          materials: [
            { name: "Mini-PROTEAN Tetra vertical electrophoresis cell with casting stand", supplier: "Bio-Rad Laboratories", catalog: "Mini-PROTEAN Tetra, 1658004" },
            { name: "Mini Trans-Blot electrophoretic transfer module", supplier: "Bio-Rad Laboratories", catalog: "Mini Trans-Blot, 1703930" },
            { name: "Power supply", supplier: "Bio-Rad Laboratories", catalog: "PowerPac Basic, 1645050" },
            { name: "Refrigerated microcentrifuge", supplier: "Eppendorf", catalog: "Centrifuge 5424 R" },
            { name: "Thermomixer with 1.5 mL block", supplier: "Eppendorf", catalog: "ThermoMixer C" },
            { name: "Microplate reader (absorbance at 562 nm)", supplier: "Agilent BioTek", catalog: "Synergy H1" },
            { name: "Probe sonicator (optional, for viscous lysates)", supplier: "Qsonica", catalog: "Q125" },
            { name: "CCD chemiluminescence imager", supplier: "Bio-Rad Laboratories", catalog: "ChemiDoc MP, 12003154" },
            { name: "Platform rocker", supplier: "Thermo Fisher Scientific", catalog: "88880020" },
            { name: "Magnetic stirrer", supplier: "IKA", catalog: "RCT basic" },
          ],
        },
      ],
    },
    {
      kind: "software",
      blocks: [
        {
          materials: [
            { name: "Image Lab (image acquisition and densitometry)", supplier: "Bio-Rad Laboratories", catalog: "version 6.1" },
            { name: "Fiji / ImageJ (alternative densitometry)", supplier: "Open source (imagej.net)", catalog: "version 2.14.0" },
            { name: "GraphPad Prism (statistics and plotting)", supplier: "GraphPad Software", catalog: "version 10.2" },
          ],
        },
      ],
    },
    {
      kind: "procedure",
      blocks: [
        { heading: "A. Preparation of whole-cell lysates" },
        {
          steps: [
            {
              text: "Grow cells in 6-well plates (or 10 cm dishes) to 70–90% confluence and apply the experimental treatment. For the example in this protocol, A549 cells were exposed to 10 µM etoposide or 0.1% DMSO for 24 h.",
            },
            {
              text: "Prepare fresh lysis buffer: add 10 µL of 100× Halt inhibitor cocktail to 990 µL of ice-cold RIPA buffer. Prepare 150 µL per well of a 6-well plate or 500 µL per 10 cm dish.",
              notes: ["**Critical:** add the inhibitors immediately before use; they lose activity within hours in aqueous buffer."],
            },
            {
              text: "Place the plate on ice, aspirate the medium completely and wash the cells twice with 2 mL of ice-cold DPBS. Tilt the plate and remove the last drops of DPBS with a P200 pipette.",
            },
            {
              text: "Add the lysis buffer, scrape the cells with a cell scraper and transfer the lysate to a pre-chilled 1.5 mL tube.",
            },
            {
              text: "Incubate on ice for 20 min, vortexing for 5 s every 5 min.",
              substeps: [
                { text: "If the lysate is viscous because of released genomic DNA, sonicate on ice (3 pulses of 5 s at 30% amplitude, 10 s rest between pulses)." },
              ],
            },
            {
              text: "Centrifuge at 16,000 × g for 15 min at 4 °C and transfer the supernatant to a fresh pre-chilled tube without disturbing the pellet.",
              notes: ["**Pause point:** lysates can be stored at −80 °C for several months. Avoid repeated freeze–thaw cycles; aliquot if necessary."],
            },
          ],
        },
        { heading: "B. Protein quantification and sample preparation" },
        {
          steps: [
            {
              text: "Prepare BSA standards (0, 125, 250, 500, 750, 1,000, 1,500 and 2,000 µg/mL) in the same RIPA buffer used for lysis, and dilute each lysate 1:5 in RIPA buffer.",
            },
            {
              text: "Pipette 10 µL of each standard and diluted sample in duplicate into a clear 96-well plate, add 200 µL of BCA working reagent (reagent A:reagent B = 50:1) and incubate at 37 °C for 30 min [4].",
            },
            {
              text: "Cool the plate to room temperature for 5 min, read the absorbance at 562 nm and calculate the protein concentrations from a quadratic fit of the standard curve.",
            },
            {
              text: "For each sample, combine 20 µg of protein with RIPA buffer to a common volume of 22.5 µL and add 7.5 µL of 4× Laemmli buffer containing 10% (v/v) 2-mercaptoethanol. Heat at 95 °C for 5 min, cool on ice and centrifuge briefly.",
              notes: [
                "For multi-pass membrane proteins, which can aggregate on boiling, heat at 70 °C for 10 min instead.",
                "**Safety:** 2-mercaptoethanol is toxic and malodorous; handle it in a fume hood.",
              ],
            },
          ],
        },
        { heading: "C. SDS-PAGE" },
        {
          steps: [
            {
              text: "Cast a 1.0 mm 10% resolving gel (Recipe 7). Overlay with 500 µL of water-saturated isobutanol and let it polymerise for 30 min. Pour off the overlay, rinse with water, add the 4% stacking gel (Recipe 8), insert a 10-well comb and allow 20 min to polymerise.",
              notes: [
                "Choose the acrylamide percentage according to target size: 8% for 60–200 kDa, 10% for 30–120 kDa, 12–15% for 10–60 kDa.",
                "**Safety:** unpolymerised acrylamide is a neurotoxin. Wear nitrile gloves and discard unpolymerised waste as hazardous chemical waste.",
              ],
            },
            {
              text: "Assemble the gels in the electrophoresis cell, fill the inner chamber with 1× running buffer (Recipe 1) and check for leaks before filling the outer chamber to the mark. Remove the comb and flush the wells with running buffer.",
            },
            {
              text: "Load 5 µL of pre-stained protein standards into the first lane and 30 µL of each sample into the remaining lanes. Load 30 µL of 1× Laemmli buffer into any empty lanes to keep the lanes straight.",
            },
            {
              text: "Run at 80 V until the dye front enters the resolving gel (approx. 20 min), then at 120 V until the dye front reaches the bottom of the gel (approx. 70 min).",
            },
          ],
        },
        {
          figure: {
            src: "/figures/western-blot.svg",
            alt: "Workflow diagram of the Western blot protocol: cell lysis, BCA assay, SDS-PAGE, wet transfer sandwich from cathode to anode, immunodetection and CCD imaging, with an inset of an example blot showing p53 and β-actin bands.",
            caption: "Overview of the workflow. The transfer sandwich is assembled so that negatively charged SDS–protein complexes move from the gel towards the anode (+) and onto the PVDF membrane. Approximate hands-on and incubation times are shown for each stage.",
          },
        },
        { heading: "D. Wet transfer to PVDF" },
        {
          steps: [
            {
              text: "While the gel runs, prepare 1 L of cold transfer buffer (Recipe 2) and cut one PVDF membrane (7 × 8.5 cm) and two pieces of 3MM paper (7.5 × 9 cm) per gel.",
            },
            {
              text: "Activate the PVDF membrane in 100% methanol for 30 s, rinse in deionised water for 1 min and equilibrate in transfer buffer for at least 5 min. Soak the fibre pads and filter papers in transfer buffer at the same time.",
              notes: ["**Critical:** PVDF must not dry out after activation. If it turns white and opaque, re-wet it in methanol."],
            },
            {
              text: "Open the cassette with the black (cathode) side down in a tray of transfer buffer and build the sandwich: fibre pad, filter paper, gel, membrane, filter paper, fibre pad. Roll a tube or blot roller over each layer to remove air bubbles before closing the cassette.",
            },
            {
              text: "Insert the cassette into the module with the black side facing the black electrode, add a frozen cooling unit and a stir bar, fill the tank with cold transfer buffer and transfer at 100 V (constant voltage) for 60 min with stirring.",
              notes: [
                "For proteins larger than 150 kDa, transfer at 30 V overnight at 4 °C, and reduce methanol to 10% and add 0.05% SDS to the transfer buffer.",
                "**Safety:** never open the tank lid while the power supply is on.",
              ],
            },
            {
              text: "Disassemble the sandwich, mark the orientation of the membrane with a pencil and stain with Ponceau S for 5 min on a rocker. Rinse with water, image the membrane to record transfer and loading, then destain with three 5-min washes in TBST (Recipe 4).",
            },
          ],
        },
        { heading: "E. Blocking and antibody incubation" },
        {
          steps: [
            {
              text: "Block the membrane in 10 mL of 5% (w/v) non-fat milk in TBST for 1 h at room temperature with gentle rocking.",
              notes: ["Use 5% BSA in TBST instead of milk when detecting phosphorylated proteins; milk contains casein, a phosphoprotein, and endogenous phosphatases."],
            },
            {
              text: "If the targets differ sufficiently in size, cut the membrane horizontally with a clean scalpel so that each strip can be probed with a different antibody (e.g. between the 42 and 50 kDa region, just below the 50 kDa marker, so that p53 at about 53 kDa stays on the upper strip and β-actin at 42 kDa on the lower one; cutting at the 50 kDa marker itself risks splitting the p53 band).",
            },
            {
              text: "Incubate with the primary antibody diluted in 5% BSA in TBST (anti-p53 1:1,000; anti-β-actin 1:10,000), using at least 0.1 mL per cm² of membrane, overnight at 4 °C with rocking.",
              notes: ["**Pause point:** primary antibody dilutions containing 0.02% sodium azide can be re-used up to three times within two weeks when stored at 4 °C."],
            },
            {
              text: "Wash the membrane three times for 10 min each in 15 mL of TBST.",
            },
            {
              text: "Incubate with the HRP-conjugated secondary antibody diluted 1:5,000 in 5% milk in TBST for 1 h at room temperature.",
              notes: ["**Critical:** do not add sodium azide to secondary antibody solutions or wash buffers; azide irreversibly inhibits HRP."],
            },
            {
              text: "Wash three times for 10 min each in TBST, then rinse once in TBS without detergent.",
            },
          ],
        },
        { heading: "F. Chemiluminescent detection and reprobing" },
        {
          steps: [
            {
              text: "Mix the two ECL components 1:1 immediately before use (approx. 0.1 mL per cm² of membrane), drain the membrane by touching its edge to a paper towel and incubate it in the substrate for 5 min, protein side up.",
            },
            {
              text: "Drain excess substrate, place the membrane between two transparent sheet protectors and image on the CCD imager.",
              substeps: [
                { text: "Acquire a colorimetric image of the pre-stained markers first." },
                { text: "Use the signal-accumulation mode to collect a series of exposures (e.g. 5 images from 1 to 60 s) with saturated pixels highlighted." },
                { text: "Keep the longest exposure in which no band of interest contains saturated pixels for quantification." },
              ],
            },
            {
              text: "Optional: to reprobe, incubate the membrane in Restore stripping buffer for 15 min at room temperature, wash three times for 5 min in TBST, re-incubate with ECL substrate to confirm that the signal has been removed, then block again and repeat the antibody incubations of section E.",
              notes: ["Stripping removes some antigen. Probe the least abundant target first and do not quantify a target relative to a loading control that was detected after stripping."],
            },
          ],
        },
      ],
    },
    {
      kind: "data_analysis",
      blocks: [
        {
          p: "Quantify band intensities in Image Lab with the Lane and Bands tool, or in Fiji using rectangular regions of identical size for every lane [5]. Subtract the local background (rolling-disk radius of 10–20 mm in Image Lab, or the mean of a region immediately above and below each band in Fiji) and export the adjusted volumes.",
        },
        {
          p: "Normalise the signal of each target band to the loading control in the same lane. Total-protein normalisation (Ponceau S image, or stain-free gels where available) is preferred when the loading control is abundant enough to saturate, because it is insensitive to biological regulation of any single housekeeping protein [6]. Express results relative to the mean of the control condition on the same membrane, and compare across membranes only when a common reference sample has been loaded on every blot.",
        },
        {
          p: "Before comparing conditions, confirm that both the target and the normaliser fall within the linear range by running a two-fold dilution series of a pooled sample (e.g. 2.5–40 µg) at least once for each new antibody and cell type. Report the number of independent biological replicates (separate cultures and lysates, not repeated loadings of one lysate), use at least three, and test differences on log-transformed normalised ratios (e.g. paired *t*-test or one-way ANOVA with an appropriate multiple-comparison correction).",
        },
      ],
    },
    {
      kind: "validation",
      blocks: [
        {
          p: "The protocol was validated in A549 cells treated with 10 µM etoposide for 24 h. A two-fold dilution series of a single lysate (2.5–40 µg) was run on three separate gels, transferred and probed in parallel on different days. Both p53 and β-actin signals were linear over the range tested when exposures were chosen to avoid saturation (R² = 0.993 and 0.987, respectively), whereas a 120-s exposure saturated β-actin above 20 µg. Induction of p53 by etoposide (5.8 ± 0.7-fold, *n* = 4 biological replicates) was consistent with the expected DNA-damage response, and the p53 band was absent from lysates of a *TP53*-knockout A549 clone, confirming antibody specificity.",
        },
        {
          table: {
            caption: "Linearity of ECL signal across a protein dilution series (etoposide-treated A549 lysate; mean of three blots, background-subtracted volumes in arbitrary units).",
            head: ["Protein loaded (µg)", "p53 volume (×10⁵)", "CV p53 (%)", "β-actin volume (×10⁶)", "CV β-actin (%)"],
            rows: [
              ["2.5", "0.91", "14.2", "0.62", "11.8"],
              ["5", "1.86", "9.7", "1.21", "8.4"],
              ["10", "3.62", "7.9", "2.35", "6.9"],
              ["20", "7.41", "6.3", "4.52", "7.2"],
              ["40", "14.10", "8.1", "8.37", "9.5"],
              ["Linear fit R²", "0.993", "—", "0.987", "—"],
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
            "Keep samples, buffers and the transfer tank cold; proteolysis and dephosphorylation begin as soon as cells are lysed.",
            "Always include a positive-control lysate (known to express the target) and, when available, a knockout or knock-down lysate as a negative control.",
            "Handle membranes only at the corners with blunt forceps; fingerprints and glove powder produce blotchy background.",
            "Record antibody clone, lot number and dilution for every blot; lot-to-lot variation is a frequent cause of irreproducible results.",
          ],
        },
        {
          table: {
            caption: "Troubleshooting.",
            head: ["Problem", "Possible cause", "Solution"],
            rows: [
              ["No bands, markers transferred", "Target not expressed; antibody inactive; azide in HRP solutions", "Run a positive-control lysate; use fresh antibody dilution; prepare secondary antibody and washes without azide"],
              ["No bands and no markers on membrane", "Sandwich assembled in reverse; PVDF not activated", "Check orientation (gel on cathode side); activate PVDF in methanol before use"],
              ["High uniform background", "Insufficient blocking or washing; secondary antibody too concentrated", "Block for 1 h with fresh blocker; increase washes to 4 × 10 min; dilute secondary 1:10,000"],
              ["Speckled background", "Aggregates in blocker or antibody; membrane dried out", "Filter milk through 0.45 µm; centrifuge antibodies at 10,000 × g for 2 min; keep membrane wet"],
              ["White (hollow) bands", "Local substrate depletion by very strong signal", "Load less protein or dilute primary/secondary antibodies further"],
              ["Smeared or 'smiling' bands", "Overloading; high salt in sample; overheated gel", "Load ≤ 30 µg; run at lower voltage or in a cold room"],
              ["Multiple unexpected bands", "Degradation; non-specific antibody; post-translational modification", "Add fresh inhibitors; validate with knockout lysate; check the antibody datasheet for known isoforms"],
              ["Large proteins poorly transferred", "Methanol shrinks gel pores; transfer too short", "Use 10% methanol with 0.05% SDS; transfer overnight at 30 V, 4 °C"],
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
            "**Recipe 1. 10× Tris–glycine–SDS running buffer (1 L):** 30.3 g Tris base (250 mM), 144.0 g glycine (1.92 M), 10.0 g SDS (1% w/v); dissolve in deionised water to 1 L. Do not adjust pH (approx. 8.3). Dilute 1:10 before use.",
            "**Recipe 2. Transfer buffer (1 L, prepare fresh and chill to 4 °C):** 3.03 g Tris base (25 mM), 14.4 g glycine (192 mM), 200 mL methanol (20% v/v), deionised water to 1 L.",
            "**Recipe 3. 10× TBS (1 L):** 24.2 g Tris base (200 mM), 88.0 g NaCl (1.5 M); adjust to pH 7.6 with HCl and bring to 1 L.",
            "**Recipe 4. TBST:** 100 mL 10× TBS, 1 mL Tween 20 (0.1% v/v), deionised water to 1 L.",
            "**Recipe 5. Blocking buffer:** 5% (w/v) non-fat dry milk or 5% (w/v) BSA in TBST; prepare on the day of use.",
            "**Recipe 6. 10% (w/v) APS:** 100 mg ammonium persulfate in 1 mL deionised water; store at 4 °C for up to 1 week.",
          ],
        },
        {
          table: {
            caption: "Recipes 7 and 8. Gel solutions for two 1.0 mm mini gels.",
            head: ["Component", "10% resolving gel (10 mL)", "4% stacking gel (5 mL)"],
            rows: [
              ["Deionised water", "4.0 mL", "3.05 mL"],
              ["30% acrylamide/bis (37.5:1)", "3.3 mL", "0.65 mL"],
              ["1.5 M Tris-HCl, pH 8.8", "2.5 mL", "—"],
              ["0.5 M Tris-HCl, pH 6.8", "—", "1.25 mL"],
              ["10% (w/v) SDS", "100 µL", "50 µL"],
              ["10% (w/v) APS", "100 µL", "50 µL"],
              ["TEMED (add last)", "10 µL", "5 µL"],
            ],
          },
        },
      ],
    },
    {
      kind: "acknowledgments",
      blocks: [
        {
          p: "We thank the members of the Eastlake University Protein Analysis Platform for instrument support and for testing earlier versions of this protocol. This work was supported by a (fictional) grant from the Hubei Provincial Natural Science Programme (No. 2023-CFB-0417).",
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
          p: "Not applicable. This protocol uses only established, commercially available human cell lines; no human participants or animals were involved.",
        },
      ],
    },
  ],
  references: [
    {
      text: "Laemmli, U. K. (1970). Cleavage of structural proteins during the assembly of the head of bacteriophage T4. Nature 227(5259): 680–685.",
      doi: "10.1038/227680a0",
    },
    {
      text: "Towbin, H., Staehelin, T., Gordon, J. (1979). Electrophoretic transfer of proteins from polyacrylamide gels to nitrocellulose sheets: procedure and some applications. Proc Natl Acad Sci U S A 76(9): 4350–4354.",
      doi: "10.1073/pnas.76.9.4350",
    },
    {
      text: "Burnette, W. N. (1981). “Western blotting”: electrophoretic transfer of proteins from sodium dodecyl sulfate–polyacrylamide gels to unmodified nitrocellulose and radiographic detection with antibody and radioiodinated protein A. Anal Biochem 112(2): 195–203.",
    },
    {
      text: "Smith, P. K., Krohn, R. I., Hermanson, G. T., Mallia, A. K., Gartner, F. H., Provenzano, M. D., Fujimoto, E. K., Goeke, N. M., Olson, B. J., Klenk, D. C. (1985). Measurement of protein using bicinchoninic acid. Anal Biochem 150(1): 76–85.",
      doi: "10.1016/0003-2697(85)90442-7",
    },
    {
      text: "Taylor, S. C., Berkelman, T., Yadav, G., Hammond, M. (2013). A defined methodology for reliable quantification of Western blot data. Mol Biotechnol 55(3): 217–226.",
    },
    {
      text: "Pillai-Kastoori, L., Schutz-Geschwender, A. R., Harford, J. A. (2020). A systematic approach to quantitative Western blot analysis. Anal Biochem 593: 113608.",
    },
    {
      text: "Matsudaira, P. (1987). Sequence from picomole quantities of proteins electroblotted onto polyvinylidene difluoride membranes. J Biol Chem 262(21): 10035–10038.",
    },
    {
      text: "Bass, J. J., Wilkinson, D. J., Rankin, D., Phillips, B. E., Szewczyk, N. J., Smith, K., Atherton, P. J. (2017). An overview of technical considerations for Western blotting applications to physiological research. Scand J Med Sci Sports 27(1): 4–25.",
    },
  ],
};
