import type { AuthoredProtocol } from "../types";

export const protocol: AuthoredProtocol = {
  slug: "flow-cytometry-t-cells",
  titleEn: "Multicolour Flow Cytometry of Mouse Splenic T Cells: Surface Phenotyping, Intracellular Cytokine Staining and Gating Strategy",
  titleCn: "小鼠脾脏 T 细胞的多色流式细胞术分析：表面分子表型、胞内细胞因子染色与设门策略",
  abstractEn:
    "Intracellular cytokine staining combined with multicolour surface phenotyping is the most direct way to measure the functional state of individual T cells. Because it assigns each cytokine-producing cell to a defined subset, it complements bulk assays such as ELISA and is widely used to characterise T-helper differentiation, memory formation and responses to infection, vaccination or drug treatment. Reliable results, however, require attention to several details: activation-induced loss of surface markers, viability staining compatible with fixation, appropriate compensation and fluorescence-minus-one controls, and a gating strategy that is defined before the data are seen. This protocol describes a nine-parameter panel for mouse splenocytes that identifies CD4⁺ and CD8⁺ T cells, distinguishes naive and memory phenotypes by CD44 and CD62L, and measures IFN-γ, IL-17A and TNF after a short stimulation with PMA and ionomycin in the presence of protein-transport inhibitors. We describe preparation of single-cell suspensions from the spleen, red-cell lysis, stimulation, staining with a fixable viability dye, Fc-receptor blocking, surface staining, fixation and permeabilisation, intracellular staining, and acquisition on a four-laser analyser. A step-by-step gating strategy and guidance on controls, compensation and reporting are provided. In spleens of naive C57BL/6J mice, the protocol detected IFN-γ in 5.8% and IL-17A in 1.1% of stimulated CD4⁺ T cells, with background below 0.3% in unstimulated samples.",
  abstractCn:
    "胞内细胞因子染色结合多色表面分子表型分析，是在单细胞水平测定 T 细胞功能状态最直接的方法。它能够将每个产生细胞因子的细胞归入明确的亚群，因而可与 ELISA 等群体水平检测方法互为补充，广泛用于研究辅助性 T 细胞分化、记忆形成以及机体对感染、疫苗接种或药物处理的应答。然而，要获得可靠结果，必须注意以下几个环节：活化引起的表面标志物丢失、与固定兼容的活性染料、恰当的补偿对照和荧光扣除（FMO）对照，以及在查看数据之前就预先确定的设门策略。本方案介绍一套用于小鼠脾细胞的九参数染色组合：可识别 CD4⁺ 和 CD8⁺ T 细胞，以 CD44 和 CD62L 区分初始与记忆表型，并在蛋白转运抑制剂存在下经 PMA 和离子霉素短时刺激后检测 IFN-γ、IL-17A 和 TNF。操作内容包括：脾脏单细胞悬液制备、红细胞裂解、体外刺激、可固定活性染料染色、Fc 受体封闭、表面染色、固定与破膜、胞内染色，以及在四激光分析型流式细胞仪上采集数据。文中还给出了逐步设门策略，以及关于对照设置、荧光补偿和结果报告的建议。在未经处理的 C57BL/6J 小鼠脾脏中，经刺激的 CD4⁺ T 细胞中 IFN-γ 阳性比例为 5.8%，IL-17A 阳性比例为 1.1%，未刺激样品的背景均低于 0.3%。",
  keywordsEn: ["Flow cytometry", "Intracellular cytokine staining", "T cells", "Spleen", "Gating strategy", "Compensation"],
  keywordsCn: ["流式细胞术", "胞内细胞因子染色", "T 细胞", "脾脏", "设门策略", "荧光补偿"],
  categories: [10],
  organisms: ["Mus musculus"],
  authors: [
    {
      nameEn: "Zihan Feng",
      nameCn: "冯子涵",
      affiliations: ["Department of Immunology, Haibin Medical College, Qingdao, China"],
      orcid: "0000-0002-6671-3925",
    },
    {
      nameEn: "Sarah E. Okafor",
      affiliations: ["Flow Cytometry Shared Resource, Lakeshore Institute of Immunology, Toronto, Canada"],
    },
    {
      nameEn: "Yuxuan Deng",
      nameCn: "邓雨萱",
      affiliations: [
        "Department of Immunology, Haibin Medical College, Qingdao, China",
        "Shandong Provincial Key Laboratory of Infection and Immunity, Qingdao, China",
      ],
      orcid: "0000-0001-3389-5146",
      corresponding: true,
      email: "yuxuan.deng@example.org",
    },
  ],
  sections: [
    {
      kind: "background",
      blocks: [
        {
          p: "Flow cytometry measures light scatter and the fluorescence of several labels on thousands of single cells per second, making it possible to define cell populations by combinations of markers [4]. Intracellular cytokine staining extends this to function: cells are briefly stimulated while protein secretion is blocked, so that cytokines accumulate in the Golgi apparatus, and are then fixed, permeabilised and stained with anti-cytokine antibodies [2], [3].",
        },
        {
          p: "Stimulation with phorbol 12-myristate 13-acetate (PMA) and ionomycin bypasses the T-cell receptor, activating protein kinase C and raising intracellular Ca^2+^, and reveals the cytokine-producing capacity of all T cells irrespective of antigen specificity. Brefeldin A and monensin are combined to block secretion through different mechanisms. A known artefact of PMA stimulation is the downregulation of surface CD4 and, to a lesser extent, CD3; stimulation should therefore be kept short and gates set on appropriately stimulated controls.",
        },
        {
          p: "In multicolour panels, the emission of each fluorochrome spills into detectors intended for others, which must be corrected by compensation using single-stained controls [6]. Fluorescence-minus-one (FMO) controls, which contain every reagent except one, are the appropriate reference for placing gates on continuous or dim markers [5]. Published guidelines describe how to design, control and report such experiments [1], [7].",
        },
      ],
    },
    {
      kind: "materials",
      blocks: [
        {
          materials: [
            { name: "C57BL/6J mice, 8–12 weeks old", supplier: "The Jackson Laboratory", catalog: "000664" },
            { name: "RPMI 1640 medium", supplier: "Thermo Fisher Scientific (Gibco)", catalog: "11875093" },
            { name: "Fetal bovine serum, heat-inactivated", supplier: "Thermo Fisher Scientific (Gibco)", catalog: "10082147" },
            { name: "2-Mercaptoethanol (50 mM)", supplier: "Thermo Fisher Scientific (Gibco)", catalog: "31350010" },
            { name: "HEPES (1 M)", supplier: "Thermo Fisher Scientific (Gibco)", catalog: "15630080" },
            { name: "Penicillin–streptomycin (10,000 U/mL)", supplier: "Thermo Fisher Scientific (Gibco)", catalog: "15140122" },
            { name: "ACK lysing buffer", supplier: "Thermo Fisher Scientific (Gibco)", catalog: "A1049201" },
            { name: "UltraPure 0.5 M EDTA, pH 8.0", supplier: "Thermo Fisher Scientific (Invitrogen)", catalog: "15575020" },
            { name: "Phorbol 12-myristate 13-acetate (PMA)", supplier: "Sigma-Aldrich", catalog: "P1585" },
            { name: "Ionomycin calcium salt", supplier: "Sigma-Aldrich", catalog: "I0634" },
            { name: "BD GolgiPlug (brefeldin A)", supplier: "BD Biosciences", catalog: "555029" },
            { name: "BD GolgiStop (monensin)", supplier: "BD Biosciences", catalog: "554724" },
            { name: "LIVE/DEAD Fixable Aqua dead cell stain kit", supplier: "Thermo Fisher Scientific (Invitrogen)", catalog: "L34957" },
            { name: "TruStain FcX (anti-mouse CD16/32, clone 93)", supplier: "BioLegend", catalog: "101320" },
            { name: "Brilliant Stain Buffer", supplier: "BD Biosciences", catalog: "563794" },
            { name: "Anti-mouse CD3ε BV421 (145-2C11)", supplier: "BioLegend", catalog: "100336" },
            { name: "Anti-mouse CD4 BV605 (RM4-5)", supplier: "BioLegend", catalog: "100548" },
            { name: "Anti-mouse CD8a APC/Cyanine7 (53-6.7)", supplier: "BioLegend", catalog: "100714" },
            { name: "Anti-mouse/human CD44 FITC (IM7)", supplier: "BioLegend", catalog: "103006" },
            { name: "Anti-mouse CD62L PE/Cyanine7 (MEL-14)", supplier: "BioLegend", catalog: "104418" },
            { name: "Anti-mouse IFN-γ APC (XMG1.2)", supplier: "BioLegend", catalog: "505810" },
            { name: "Anti-mouse IL-17A PE (TC11-18H10.1)", supplier: "BioLegend", catalog: "506904" },
            { name: "Anti-mouse TNF PerCP/Cyanine5.5 (MP6-XT22)", supplier: "BioLegend", catalog: "506322" },
            { name: "BD Cytofix/Cytoperm fixation/permeabilization kit", supplier: "BD Biosciences", catalog: "554714" },
            { name: "UltraComp eBeads Plus compensation beads", supplier: "Thermo Fisher Scientific (Invitrogen)", catalog: "01-3333-42" },
            { name: "ArC amine-reactive compensation bead kit", supplier: "Thermo Fisher Scientific (Invitrogen)", catalog: "A10346" },
            { name: "Cell strainer, 70 µm", supplier: "Corning (Falcon)", catalog: "352350" },
          ],
        },
      ],
    },
    {
      kind: "equipment",
      blocks: [
        {
          materials: [
            { name: "Flow cytometer, 4 lasers (405, 488, 561, 640 nm)", supplier: "BD Biosciences", catalog: "LSRFortessa X-20" },
            { name: "Cytometer setup and tracking beads", supplier: "BD Biosciences", catalog: "FACSDiva CS&T research beads, 655051" },
            { name: "Refrigerated centrifuge with plate and tube buckets", supplier: "Eppendorf", catalog: "Centrifuge 5810 R" },
            { name: "CO₂ incubator, 37 °C, 5% CO₂", supplier: "Thermo Fisher Scientific", catalog: "Heracell VIOS 160i" },
            { name: "Class II biological safety cabinet", supplier: "Thermo Fisher Scientific", catalog: "Herasafe 2030i" },
            { name: "Automated cell counter", supplier: "Thermo Fisher Scientific (Invitrogen)", catalog: "Countess 3" },
            { name: "Multichannel pipette, 8-channel, 30–300 µL", supplier: "Eppendorf", catalog: "Research plus" },
            { name: "Dissection instruments (scissors, forceps) and 3 mL syringe plungers", supplier: "Fine Science Tools / BD", catalog: "14060-09 / 309657" },
          ],
        },
      ],
    },
    {
      kind: "software",
      blocks: [
        {
          materials: [
            { name: "BD FACSDiva (acquisition and compensation)", supplier: "BD Biosciences", catalog: "version 9.0" },
            { name: "FlowJo (analysis and gating)", supplier: "BD Biosciences (FlowJo LLC)", catalog: "version 10.10" },
            { name: "FluoroFinder or BD Spectrum Viewer (panel design)", supplier: "FluoroFinder / BD Biosciences, web tools", catalog: "accessed 2024" },
            { name: "GraphPad Prism (statistics)", supplier: "GraphPad Software", catalog: "version 10.2" },
          ],
        },
      ],
    },
    {
      kind: "procedure",
      blocks: [
        {
          table: {
            caption: "Staining panel (amounts per test titrated on 2 × 10⁶ splenocytes in the staining volumes used here: 100 µL for the viability dye and for surface staining, 50 µL for intracellular staining).",
            head: ["Marker", "Fluorochrome", "Clone", "Laser / filter", "Staining step", "Amount per test"],
            rows: [
              ["Viability", "LIVE/DEAD Aqua", "—", "405 nm / 525/50", "Before surface", "0.1 µL in 100 µL PBS"],
              ["CD3ε", "BV421", "145-2C11", "405 nm / 450/50", "Surface", "0.25 µg"],
              ["CD4", "BV605", "RM4-5", "405 nm / 610/20", "Surface", "0.125 µg"],
              ["CD8a", "APC/Cy7", "53-6.7", "640 nm / 780/60", "Surface", "0.125 µg"],
              ["CD44", "FITC", "IM7", "488 nm / 530/30", "Surface", "0.25 µg"],
              ["CD62L", "PE/Cy7", "MEL-14", "561 nm / 780/60", "Surface", "0.125 µg"],
              ["TNF", "PerCP/Cy5.5", "MP6-XT22", "488 nm / 695/40", "Intracellular", "0.125 µg"],
              ["IL-17A", "PE", "TC11-18H10.1", "561 nm / 586/15", "Intracellular", "0.125 µg"],
              ["IFN-γ", "APC", "XMG1.2", "640 nm / 670/30", "Intracellular", "0.125 µg"],
            ],
          },
        },
        { heading: "A. Preparation of splenocyte suspensions" },
        {
          steps: [
            {
              text: "Euthanise the mouse by CO₂ inhalation followed by cervical dislocation according to the approved protocol. Spray the left flank with 70% ethanol, open the peritoneum and remove the spleen, trimming off the fat.",
            },
            {
              text: "Place a 70 µm strainer on a 50 mL tube, wet it with 1 mL of complete RPMI (Recipe 1), and mash the spleen through the strainer with the plunger of a 3 mL syringe. Rinse the strainer with 10 mL of complete RPMI.",
            },
            {
              text: "Centrifuge at 400 × g for 5 min at 4 °C and discard the supernatant.",
            },
            {
              text: "Resuspend the pellet in 2 mL of ACK lysing buffer and incubate for 2 min at room temperature. Stop the lysis with 20 mL of complete RPMI and centrifuge at 400 × g for 5 min at 4 °C.",
              notes: ["Do not exceed 3 min in ACK buffer; longer exposure reduces lymphocyte viability."],
            },
            {
              text: "Resuspend the cells in 10 mL of complete RPMI, pass them through a fresh 70 µm strainer and count. Expect 5–10 × 10⁷ nucleated cells per spleen from an adult mouse, with viability above 90%.",
            },
          ],
        },
        { heading: "B. Stimulation" },
        {
          steps: [
            {
              text: "Adjust the cells to 1 × 10⁷ cells/mL in complete RPMI and plate 200 µL (2 × 10⁶ cells) per well in a 96-well U-bottom plate. Plate cells for stimulated samples, unstimulated controls and FMO controls.",
            },
            {
              text: "Add stimulation mix to stimulated wells to final concentrations of 50 ng/mL PMA and 500 ng/mL ionomycin. Add GolgiPlug (1 µL per mL of culture) and GolgiStop (0.67 µL per mL) to all wells, including unstimulated controls.",
              notes: ["Immediately before use, prepare a 100× working mix (5 µg/mL PMA and 50 µg/mL ionomycin in complete RPMI) and add 2 µL to the 200 µL of cells in each well. PMA and ionomycin stocks are in DMSO and each is diluted 1:2,000, contributing 0.05% DMSO, so the final DMSO is 0.1%; do not exceed this."],
            },
            {
              text: "Incubate for 4 h at 37 °C and 5% CO₂.",
              notes: ["Longer stimulation increases cell death and the downregulation of CD4 without increasing the frequency of cytokine-positive cells."],
            },
          ],
        },
        { heading: "C. Viability and surface staining" },
        {
          steps: [
            {
              text: "Centrifuge the plate at 400 × g for 3 min at 4 °C, flick off the supernatant and wash the cells once with 200 µL of PBS (protein-free).",
              notes: ["**Critical:** amine-reactive viability dyes bind any protein; residual serum or BSA reduces the staining intensity of dead cells."],
            },
            {
              text: "Resuspend in 100 µL of LIVE/DEAD Aqua diluted 1:1,000 in PBS and incubate for 15 min at room temperature in the dark. Wash with 150 µL of FACS buffer (Recipe 2).",
            },
            {
              text: "Block Fc receptors with 50 µL of TruStain FcX diluted 1:100 in FACS buffer for 10 min at 4 °C. Do not wash.",
            },
            {
              text: "Add 50 µL of a 2× surface antibody cocktail (CD3ε, CD4, CD8a, CD44, CD62L) prepared in Brilliant Stain Buffer and incubate for 30 min at 4 °C in the dark. Prepare FMO cocktails for CD44 and CD62L in parallel.",
              notes: ["Brilliant Stain Buffer prevents the polymer-dye interactions that otherwise occur when two or more Brilliant Violet conjugates are combined."],
            },
            {
              text: "Wash twice with 200 µL of FACS buffer (400 × g, 3 min, 4 °C).",
            },
          ],
        },
        { heading: "D. Fixation, permeabilisation and intracellular staining" },
        {
          steps: [
            {
              text: "Resuspend the cells in 100 µL of Cytofix/Cytoperm solution and incubate for 20 min at 4 °C in the dark.",
              notes: ["**Safety:** the fixation solution contains formaldehyde. **Pause point:** fixed cells can be kept in FACS buffer at 4 °C overnight before intracellular staining."],
            },
            {
              text: "Wash twice with 200 µL of 1× Perm/Wash buffer (500 × g, 3 min, 4 °C). Fixed cells pellet less tightly, so use the higher speed and remove supernatants carefully.",
            },
            {
              text: "Resuspend in 50 µL of intracellular cocktail (IFN-γ, IL-17A and TNF in 1× Perm/Wash) and incubate for 30 min at 4 °C in the dark. Prepare FMO cocktails for each cytokine.",
            },
            {
              text: "Wash twice with 200 µL of Perm/Wash buffer, resuspend in 200 µL of FACS buffer and transfer to 5 mL FACS tubes or keep in the plate for the high-throughput sampler. Store at 4 °C in the dark and acquire within 24 h.",
            },
          ],
        },
        { heading: "E. Controls for compensation and gating" },
        {
          steps: [
            {
              text: "Prepare single-stained compensation controls: for each antibody, add 1 drop of UltraComp eBeads Plus and the same amount of antibody as used per test to 100 µL of FACS buffer, incubate for 15 min, wash and resuspend in 200 µL.",
            },
            {
              text: "For the viability dye, use ArC amine-reactive beads, or mix live cells 1:1 with cells heat-killed at 65 °C for 1 min and stain them with LIVE/DEAD Aqua.",
            },
            {
              text: "Include an unstained cell sample, FMO controls for CD44, CD62L, IFN-γ, IL-17A and TNF on stimulated cells, and an unstimulated fully stained sample.",
              notes: ["Treat compensation controls exactly like the samples (including fixation) when tandem dyes such as PE/Cy7 and APC/Cy7 are used, as fixation can alter their emission."],
            },
          ],
        },
        { heading: "F. Acquisition" },
        {
          steps: [
            {
              text: "Run CS&T beads to check cytometer performance and apply the current baseline settings.",
            },
            {
              text: "Using the unstained sample, adjust FSC and SSC so that lymphocytes are on scale and check that all detector voltages place unstained cells above electronic noise; then confirm with the brightest single-stained controls that no positive population is off scale.",
            },
            {
              text: "Record 5,000 bead events per compensation control, calculate the compensation matrix in FACSDiva and apply it to the experiment.",
            },
            {
              text: "Acquire samples at a flow rate below 5,000 events/s, recording at least 300,000 events per sample (at least 50,000 live CD3^+^ events) for cytokine analysis. Mix samples immediately before acquisition.",
            },
            {
              text: "After acquisition, clean the fluidics by running 10% bleach for 5 min followed by deionised water for 5 min.",
            },
          ],
        },
      ],
    },
    {
      kind: "data_analysis",
      blocks: [
        {
          p: "Export FCS 3.1 files and analyse them in FlowJo. Check the compensation matrix visually on N-by-N plots of stimulated samples, correcting only values that are clearly wrong, and apply identical compensation and gates to all samples of an experiment.",
        },
        {
          list: [
            "Gate out debris and acquisition artefacts on a time versus FSC-A plot if flow was unstable.",
            "Lymphocytes: FSC-A versus SSC-A.",
            "Single cells: FSC-H versus FSC-A, then SSC-H versus SSC-A.",
            "Live cells: LIVE/DEAD Aqua negative.",
            "T cells: CD3ε^+^ (use a generous gate, because PMA lowers CD3 expression).",
            "CD4^+^ and CD8^+^ T cells: CD4 versus CD8a among CD3^+^ cells.",
            "Naive and memory phenotypes: CD44 versus CD62L within CD4^+^ and CD8^+^ cells (naive CD44^lo^CD62L^hi^; central memory CD44^hi^CD62L^hi^; effector/effector memory CD44^hi^CD62L^lo^).",
            "Cytokines: IFN-γ versus IL-17A and IFN-γ versus TNF within CD4^+^ and CD8^+^ cells; set gates on FMO controls and verify them on unstimulated samples.",
          ],
          ordered: true,
        },
        {
          figure: {
            src: "/figures/flow-cytometry-t-cells.svg",
            alt: "Gating strategy shown as a series of six dot plots connected by arrows: FSC-A versus SSC-A lymphocyte gate, FSC-A versus FSC-H singlet gate, viability dye versus FSC-A live gate, CD3 versus SSC-A T-cell gate, CD4 versus CD8 quadrants, and IFN-gamma versus IL-17A within CD4 T cells with percentages.",
            caption: "Representative gating strategy for PMA/ionomycin-stimulated splenocytes. Numbers indicate the percentage of the parent population. Cytokine gates were placed on fluorescence-minus-one controls.",
          },
        },
        {
          p: "Report cytokine-positive cells as a percentage of the parent CD4^+^ or CD8^+^ population, and subtract the frequency in the matched unstimulated sample when comparing antigen-specific or weak responses. Treat each mouse as a biological replicate (at least four to five per group) and compare groups with a Mann-Whitney test or, for several groups, a Kruskal-Wallis test with Dunn's correction. Report the panel, clones, instrument configuration and gating strategy according to published minimal-information standards [1], [7].",
        },
      ],
    },
    {
      kind: "validation",
      blocks: [
        {
          p: "The protocol was validated with spleens from four female C57BL/6J mice aged 10 weeks, processed on the same day, each split into unstimulated and stimulated samples. After 4 h of culture, mean viability among singlets was 89% in unstimulated and 86% in stimulated samples (see the table below). All cytokine signals were absent or near background in unstimulated samples and in the corresponding FMO controls, and the expected patterns were observed after stimulation: IFN-γ and TNF in both CD4^+^ and CD8^+^ cells, and IL-17A almost exclusively in CD44^hi^ CD4^+^ cells. A repeat experiment with four additional mice two weeks later gave frequencies within 20% of those shown below.",
        },
        {
          table: {
            caption: "Frequencies of T-cell populations and cytokine-producing cells in spleens of naive C57BL/6J mice (mean ± SD, n = 4).",
            head: ["Population (parent gate)", "Unstimulated (%)", "PMA/ionomycin (%)"],
            rows: [
              ["Live cells (singlets)", "89.2 ± 1.8", "85.6 ± 2.3"],
              ["CD3ε⁺ (live lymphocytes)", "31.4 ± 2.6", "29.8 ± 2.9"],
              ["CD4⁺ (CD3ε⁺)", "58.7 ± 1.9", "56.2 ± 2.4"],
              ["CD8a⁺ (CD3ε⁺)", "35.1 ± 1.6", "36.0 ± 2.0"],
              ["CD44-high CD62L-low (CD4⁺)", "14.6 ± 2.2", "15.3 ± 2.5"],
              ["IFN-γ⁺ (CD4⁺)", "0.21 ± 0.06", "5.8 ± 1.1"],
              ["IL-17A⁺ (CD4⁺)", "0.05 ± 0.02", "1.1 ± 0.3"],
              ["TNF⁺ (CD4⁺)", "0.28 ± 0.09", "32.5 ± 4.7"],
              ["IFN-γ⁺ (CD8a⁺)", "0.12 ± 0.04", "9.4 ± 1.8"],
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
            "Titrate every antibody on the cells and under the conditions of the experiment (including fixation); vendor-recommended amounts are often higher than needed and increase background.",
            "Tandem dyes (PE/Cy7, APC/Cy7) degrade with light, heat and fixation; protect them from light, keep the same lot for compensation controls and samples, and do not store stained samples for more than 24 h.",
            "Keep a record of cytometer settings and CS&T reports so that longitudinal experiments can be compared.",
          ],
        },
        {
          table: {
            caption: "Troubleshooting.",
            head: ["Problem", "Possible cause", "Solution"],
            rows: [
              ["Weak or no cytokine signal", "Protein-transport inhibitors omitted; stimulation reagents degraded", "Add GolgiPlug/GolgiStop at the start of stimulation; use fresh PMA/ionomycin aliquots stored at −20 °C"],
              ["High cytokine background in unstimulated cells", "Antibody concentration too high; insufficient washing in Perm/Wash", "Titrate intracellular antibodies; wash twice in Perm/Wash; set gates on FMO controls"],
              ["CD4⁺ population poorly resolved after stimulation", "PMA-induced internalisation of CD4", "Keep stimulation at 4 h; add anti-CD4 also to the intracellular cocktail; identify CD4 T cells as CD3⁺CD8⁻ if necessary"],
              ["Poor viability (< 70% live)", "Prolonged ACK exposure; cells left at room temperature", "Limit lysis to 2 min; keep cells cold except during stimulation"],
              ["Diagonal ('leaning') populations", "Incorrect compensation; tandem degradation", "Re-acquire single-stained controls treated like samples; use fresh tandem conjugates"],
              ["Clogging or unstable flow", "Cell aggregates or DNA from dead cells", "Filter through 35–70 µm mesh before acquisition; check that the FACS buffer contains 2 mM EDTA (Recipe 2) and keep samples at 4 °C"],
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
            "**Recipe 1. Complete RPMI:** RPMI 1640 (already contains 2 mM L-glutamine; none is added) with 10% (v/v) heat-inactivated FBS, 100 U/mL penicillin, 100 µg/mL streptomycin, 10 mM HEPES and 50 µM 2-mercaptoethanol. Store at 4 °C for up to 4 weeks.",
            "**Recipe 2. FACS buffer:** DPBS without Ca^2+^/Mg^2+^ with 2% (v/v) FBS and 2 mM EDTA (optionally 0.05% sodium azide for storage, not for live-cell stimulation). Filter through 0.22 µm and keep at 4 °C.",
            "**Recipe 3. ACK lysing buffer (if prepared in-house):** 150 mM NH~4~Cl, 10 mM KHCO~3~, 0.1 mM Na~2~EDTA; adjust to pH 7.2–7.4, filter-sterilise and store at room temperature.",
            "**Recipe 4. PMA stock:** 100 µg/mL in DMSO; store 10 µL aliquots at −20 °C protected from light. **Ionomycin stock:** 1 mg/mL in DMSO; store aliquots at −20 °C.",
            "**Recipe 5. 1× Perm/Wash buffer:** dilute the 10× BD Perm/Wash buffer 1:10 in deionised water; prepare on the day of use and keep at 4 °C.",
          ],
        },
      ],
    },
    {
      kind: "acknowledgments",
      blocks: [
        {
          p: "We thank the Haibin Medical College Flow Cytometry Core for instrument maintenance and advice on panel design. This work was supported by (fictional) grants from the Shandong Natural Science Foundation (No. ZR-2023-MH-0552) and the Lakeshore Institute Immunology Training Programme.",
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
          p: "All animal procedures were approved by the Institutional Animal Care and Use Committee of Haibin Medical College (protocol HBMC-IACUC-2023-078) and conducted in accordance with national guidelines for the care and use of laboratory animals. Mice were housed under specific-pathogen-free conditions and euthanised by CO₂ inhalation followed by cervical dislocation.",
        },
      ],
    },
  ],
  references: [
    {
      text: "Cossarizza, A., Chang, H. D., Radbruch, A., et al. (2019). Guidelines for the use of flow cytometry and cell sorting in immunological studies (second edition). Eur J Immunol 49(10): 1457–1973.",
      doi: "10.1002/eji.201970107",
    },
    {
      text: "Jung, T., Schauer, U., Heusser, C., Neumann, C., Rieger, C. (1993). Detection of intracellular cytokines by flow cytometry. J Immunol Methods 159(1–2): 197–207.",
    },
    {
      text: "Foster, B., Prussin, C., Liu, F., Whitmire, J. K., Whitton, J. L. (2007). Detection of intracellular cytokines by flow cytometry. Curr Protoc Immunol Chapter 6: Unit 6.24.",
    },
    {
      text: "Perfetto, S. P., Chattopadhyay, P. K., Roederer, M. (2004). Seventeen-colour flow cytometry: unravelling the immune system. Nat Rev Immunol 4(8): 648–655.",
      doi: "10.1038/nri1416",
    },
    {
      text: "Maecker, H. T., Trotter, J. (2006). Flow cytometry controls, instrument setup, and the determination of positivity. Cytometry A 69(9): 1037–1042.",
      doi: "10.1002/cyto.a.20333",
    },
    {
      text: "Roederer, M. (2001). Spectral compensation for flow cytometry: visualization artifacts, limitations, and caveats. Cytometry 45(3): 194–205.",
    },
    {
      text: "Lee, J. A., Spidlen, J., Boyce, K., et al. (2008). MIFlowCyt: the minimum information about a flow cytometry experiment. Cytometry A 73(10): 926–930.",
    },
  ],
};
