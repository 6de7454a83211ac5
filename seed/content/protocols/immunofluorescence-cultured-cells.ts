import type { AuthoredProtocol } from "../types";

export const protocol: AuthoredProtocol = {
  slug: "immunofluorescence-cultured-cells",
  titleEn: "Multicolour Immunofluorescence Staining and Confocal Imaging of Cultured Mammalian Cells",
  titleCn: "培养哺乳动物细胞的多色免疫荧光染色与共聚焦成像",
  abstractEn:
    "Indirect immunofluorescence remains the most accessible method for determining where a protein is located inside a cell and how its distribution changes after a perturbation. Because every step, from the choice of coverslip to the settings of the confocal detector, can introduce artefacts, results obtained with seemingly identical protocols often differ. Here we present a detailed and quantitative workflow for staining adherent human cells grown on high-precision glass coverslips. Cells are fixed with warm paraformaldehyde, quenched, permeabilised with Triton X-100 and blocked with serum and bovine serum albumin before sequential incubation with primary antibodies and highly cross-adsorbed, dye-conjugated secondary antibodies. Using U2OS cells stained for microtubules (α-tubulin), mitochondria (TOMM20), filamentous actin (phalloidin) and nuclei (DAPI), we describe how to mount samples in a hardening, refractive-index-matched medium and how to acquire four-channel confocal z-stacks with sequential excitation, Nyquist sampling and identical settings across conditions. Essential controls, including secondary-antibody-only and single-stained samples, are built into the procedure. We also outline an analysis pipeline in Fiji and CellProfiler for cell segmentation, intensity measurements, mitochondrial morphology and colocalisation. The method detected the expected fragmentation of the mitochondrial network after treatment with the uncoupler CCCP. The protocol requires two days from fixation to imaging.",
  abstractCn:
    "间接免疫荧光仍是确定蛋白在细胞内定位及其分布在扰动后如何变化的最便捷方法。从盖玻片的选择到共聚焦检测器的设置，每一步都可能引入假象，因此看似相同的方案往往得到不同的结果。本文提出一套详细的定量化流程，用于对生长在高精度玻璃盖玻片上的贴壁人细胞进行染色。细胞经预热的多聚甲醛固定、淬灭、Triton X-100通透，并以血清和牛血清白蛋白封闭后，依次与一抗及经高度交叉吸附的荧光染料偶联二抗孵育。我们以U2OS细胞为例，对微管（α-微管蛋白）、线粒体（TOMM20）、丝状肌动蛋白（鬼笔环肽）和细胞核（DAPI）进行染色，介绍如何用可固化、折射率匹配的封片剂封片，以及如何在顺序激发、奈奎斯特采样且各条件设置一致的情况下采集四通道共聚焦z轴层扫图像。流程中内置了必要的对照，包括仅加二抗对照和单染对照。我们还概述了基于Fiji和CellProfiler的分析流程，用于细胞分割、荧光强度测量、线粒体形态分析和共定位分析。该方法检测到了解偶联剂CCCP处理后预期出现的线粒体网络碎片化。从固定到成像，整个方案需要两天。",
  keywordsEn: ["Immunofluorescence", "Confocal microscopy", "Fixation", "Antibody staining", "Mitochondria", "Image analysis"],
  keywordsCn: ["免疫荧光", "共聚焦显微镜", "固定", "抗体染色", "线粒体", "图像分析"],
  categories: [4],
  organisms: ["Homo sapiens"],
  authors: [
    {
      nameEn: "Emma Castellanos",
      affiliations: ["Department of Cell Biology, Meridian Institute for Biomedical Research, Barcelona, Spain"],
      orcid: "0000-0002-6630-1849",
    },
    {
      nameEn: "Jonas Lindqvist",
      affiliations: ["Department of Cell Biology, Meridian Institute for Biomedical Research, Barcelona, Spain"],
    },
    {
      nameEn: "Ruoxi Wang",
      nameCn: "王若溪",
      affiliations: ["Advanced Imaging Core Facility, Northbridge University, Nanjing, China"],
      orcid: "0000-0003-1475-2286",
      corresponding: true,
      email: "ruoxi.wang@example.org",
    },
  ],
  sections: [
    {
      kind: "background",
      blocks: [
        {
          p: "Labelling antibodies with fluorescent dyes to localise antigens in tissue was first demonstrated by Coons and colleagues [1]. In the indirect variant used today, an unlabelled primary antibody recognises the target and is detected by dye-conjugated secondary antibodies, which amplifies the signal and allows several targets to be imaged simultaneously when primary antibodies from different host species are combined. Confocal laser scanning microscopy adds optical sectioning, so that the three-dimensional distribution of a protein can be reconstructed from a series of focal planes.",
        },
        {
          p: "Immunofluorescence images are only as reliable as the sample preparation. Chemical fixation can extract lipids, collapse fine structures or redistribute soluble proteins, and permeabilisation with detergents may remove antigens from membranes [2]. Antibody cross-reactivity is a persistent problem, and antibodies should be validated by genetic or orthogonal strategies before quantitative use [3]. At the imaging stage, detector saturation, spectral bleed-through and undersampling compromise measurements of intensity and colocalisation [4], [5].",
        },
        {
          p: "This protocol provides a standard workflow that addresses these issues, using U2OS osteosarcoma cells and a four-colour panel as an example. It includes the controls needed to interpret the images and an analysis pipeline based on Fiji [6] and CellProfiler [7], and it is readily adapted to other adherent cell lines and antibodies.",
        },
      ],
    },
    {
      kind: "materials",
      blocks: [
        {
          materials: [
            { name: "U2OS cells", supplier: "ATCC", catalog: "HTB-96" },
            { name: "McCoy's 5A medium (modified)", supplier: "Gibco (Thermo Fisher Scientific)", catalog: "16600082" },
            { name: "Fetal bovine serum", supplier: "Gibco (Thermo Fisher Scientific)", catalog: "10270106" },
            { name: "Trypsin-EDTA (0.25%), phenol red", supplier: "Gibco (Thermo Fisher Scientific)", catalog: "25200056" },
            { name: "DPBS, no calcium, no magnesium", supplier: "Gibco (Thermo Fisher Scientific)", catalog: "14190144" },
            { name: "Cover glasses, 12 mm round, No. 1.5H (170 ± 5 µm)", supplier: "Marienfeld", catalog: "0117520" },
            { name: "24-well cell culture plate, flat bottom", supplier: "Corning", catalog: "3524" },
            { name: "Poly-D-lysine solution, 0.1 mg/mL", supplier: "Gibco (Thermo Fisher Scientific)", catalog: "A3890401" },
            { name: "Paraformaldehyde, 16% aqueous solution, EM grade", supplier: "Electron Microscopy Sciences", catalog: "15710" },
            { name: "Glycine", supplier: "Sigma-Aldrich", catalog: "G7126" },
            { name: "Triton X-100", supplier: "Sigma-Aldrich", catalog: "T8787" },
            { name: "Bovine serum albumin, IgG-free, protease-free", supplier: "Jackson ImmunoResearch", catalog: "001-000-162" },
            { name: "Normal goat serum", supplier: "Jackson ImmunoResearch", catalog: "005-000-121" },
            { name: "Monoclonal anti-α-tubulin antibody, clone DM1A (mouse)", supplier: "Sigma-Aldrich", catalog: "T6199" },
            { name: "Anti-TOMM20 antibody, clone EPR15581-54 (rabbit)", supplier: "Abcam", catalog: "ab186735" },
            { name: "Goat anti-mouse IgG (H+L), highly cross-adsorbed, Alexa Fluor 488", supplier: "Invitrogen (Thermo Fisher Scientific)", catalog: "A-11029" },
            { name: "Goat anti-rabbit IgG (H+L), highly cross-adsorbed, Alexa Fluor 568", supplier: "Invitrogen (Thermo Fisher Scientific)", catalog: "A-11036" },
            { name: "Alexa Fluor 647 phalloidin", supplier: "Invitrogen (Thermo Fisher Scientific)", catalog: "A22287" },
            { name: "DAPI, dilactate", supplier: "Invitrogen (Thermo Fisher Scientific)", catalog: "D3571" },
            { name: "ProLong Glass Antifade Mountant", supplier: "Invitrogen (Thermo Fisher Scientific)", catalog: "P36980" },
            { name: "CCCP (carbonyl cyanide m-chlorophenyl hydrazone)", supplier: "Sigma-Aldrich", catalog: "C2759", note: "Positive control for mitochondrial fragmentation" },
            { name: "Microscope slides, SuperFrost Plus", supplier: "Epredia", catalog: "J1800AMNZ" },
            { name: "TetraSpeck microspheres, 0.1 µm", supplier: "Invitrogen (Thermo Fisher Scientific)", catalog: "T7279", note: "For checking channel registration" },
            { name: "Parafilm M", supplier: "Amcor", catalog: "PM996" },
          ],
        },
      ],
    },
    {
      kind: "equipment",
      blocks: [
        {
          materials: [
            { name: "Confocal laser scanning microscope with 405, 488, 561 and 639 nm lasers and GaAsP detectors", supplier: "Carl Zeiss", catalog: "LSM 980" },
            { name: "Oil-immersion objective, 63×/1.40 NA", supplier: "Carl Zeiss", catalog: "Plan-Apochromat 63×/1.40 Oil DIC M27" },
            { name: "Immersion oil, n = 1.518 (23 °C)", supplier: "Carl Zeiss", catalog: "Immersol 518 F" },
            { name: "Class II biological safety cabinet", supplier: "Thermo Fisher Scientific", catalog: "1300 Series A2" },
            { name: "CO2 incubator", supplier: "Thermo Fisher Scientific", catalog: "Heracell VIOS 160i" },
            { name: "Automated cell counter", supplier: "Invitrogen (Thermo Fisher Scientific)", catalog: "Countess 3" },
            { name: "Orbital platform shaker", supplier: "IKA", catalog: "KS 130 basic" },
            { name: "Fine-tipped forceps, Dumont No. 5", supplier: "Fine Science Tools", catalog: "11252-20" },
          ],
        },
      ],
    },
    {
      kind: "software",
      blocks: [
        {
          list: [
            "ZEN blue v3.8 (Carl Zeiss) – microscope control and acquisition",
            "Fiji (ImageJ v1.54f) with Bio-Formats and the JACoP and MiNA plugins – image processing [6]",
            "CellProfiler v4.2.6 (Broad Institute) – segmentation and measurement [7]",
            "R v4.3.2 with tidyverse v2.0.0 – statistics and plotting",
          ],
        },
      ],
    },
    {
      kind: "procedure",
      blocks: [
        { heading: "A. Coverslip preparation and cell seeding (day 0)" },
        {
          steps: [
            {
              text: "Clean No. 1.5H coverslips by incubating them in 1 M HCl at 50 °C for 4–16 h, rinse ten times in ultrapure water and store in 70% ethanol.",
              notes: ["**Safety:** handle concentrated acid in a fume hood with gloves and eye protection."],
            },
            {
              text: "In a biological safety cabinet, place one coverslip per well of a 24-well plate with sterile forceps and let the ethanol evaporate completely (about 15 min).",
            },
            {
              text: "Optional, for weakly adherent cells: coat each coverslip with 300 µL of 50 µg/mL poly-D-lysine for 1 h at room temperature, rinse three times with sterile water and dry.",
            },
            {
              text: "Seed 4 × 10^4^ U2OS cells in 500 µL of complete medium per well, aiming for 60–70% confluence at fixation. Tap the plate gently to distribute the cells evenly.",
            },
            {
              text: "Incubate for 24–48 h at 37 °C and 5% CO~2~. Apply experimental treatments; as a positive control for mitochondrial fragmentation, treat one well with 10 µM CCCP for 2 h.",
            },
          ],
        },
        { heading: "B. Fixation, permeabilisation and blocking (day 1)" },
        {
          steps: [
            {
              text: "Prepare fresh 4% paraformaldehyde (PFA) by diluting 1 volume of the 16% stock with 3 volumes of DPBS (a 1-in-4 dilution) and warm it to 37 °C.",
              notes: ["**Safety:** PFA is toxic and a sensitiser. Handle it in a fume hood and collect waste separately."],
            },
            {
              text: "Aspirate the medium, leaving a thin film so that the cells never dry, and immediately add 500 µL of warm 4% PFA. Fix for 15 min at room temperature.",
              notes: [
                "**Critical:** warm fixative preserves microtubules, which depolymerise at room temperature within seconds. For some epitopes (e.g., many centrosomal proteins), fixation in methanol at −20 °C for 10 min works better; test both when establishing a new antibody.",
              ],
            },
            {
              text: "Wash three times with 500 µL of DPBS for 5 min each on an orbital shaker at low speed.",
            },
            {
              text: "Quench free aldehyde groups with 500 µL of 50 mM glycine in DPBS for 10 min.",
              notes: ["**Pause point:** fixed cells can be kept in DPBS at 4 °C for up to one week; seal the plate with Parafilm to prevent evaporation."],
            },
            {
              text: "Permeabilise with 500 µL of 0.1% Triton X-100 in DPBS for 10 min at room temperature.",
            },
            {
              text: "Block with 500 µL of blocking buffer for 1 h at room temperature.",
            },
          ],
        },
        { heading: "C. Antibody staining (day 1)" },
        {
          steps: [
            {
              text: "Dilute the primary antibodies in antibody dilution buffer: anti-α-tubulin (DM1A) 1:1,000 and anti-TOMM20 1:500. Centrifuge the diluted antibodies at 16,000 × g for 5 min to remove aggregates.",
            },
            {
              text: "Prepare a humidified chamber: line a 15 cm dish with wet tissue paper and place a sheet of Parafilm on top. Pipette 40 µL drops of antibody solution onto the Parafilm.",
            },
            {
              text: "Lift each coverslip with forceps, drain excess liquid by touching the edge to a tissue, and place it cell side down onto a drop. Incubate for 1 h at room temperature or overnight at 4 °C.",
              substeps: [
                { text: "Secondary-only control: incubate one coverslip in dilution buffer without primary antibodies." },
                { text: "Single-stain controls: incubate one coverslip with each primary antibody alone for bleed-through assessment." },
              ],
            },
            {
              text: "Return the coverslips, cell side up, to a 24-well plate containing DPBS and wash three times for 5 min each.",
            },
            {
              text: "Incubate with the secondary antibody mix (goat anti-mouse Alexa Fluor 488 and goat anti-rabbit Alexa Fluor 568, each at 2 µg/mL, plus Alexa Fluor 647 phalloidin at 1:400) in antibody dilution buffer for 1 h at room temperature in the dark, using 40 µL drops as above.",
              notes: ["From this step on, protect samples from light."],
            },
            {
              text: "Wash three times for 5 min each with DPBS.",
            },
            {
              text: "Stain nuclei with 300 nM DAPI in DPBS for 5 min and wash once with DPBS.",
            },
          ],
        },
        { heading: "D. Mounting (day 1)" },
        {
          steps: [
            {
              text: "Dip each coverslip briefly in ultrapure water to remove salts, drain the edge on a tissue and mount cell side down on 8 µL of ProLong Glass on a labelled slide. Avoid trapping air bubbles.",
            },
            {
              text: "Let the mountant cure for at least 18 h (ideally 24–48 h) at room temperature in the dark before imaging. Seal the edges with nail polish if the slides will be stored.",
              notes: ["**Pause point:** cured slides can be stored at 4 °C in the dark for several weeks. The refractive index of ProLong Glass reaches 1.52 only after full curing, which is important for axial measurements."],
            },
          ],
        },
        { heading: "E. Confocal image acquisition (day 2)" },
        {
          steps: [
            {
              text: "Switch on the microscope and lasers at least 30 min before imaging to allow thermal stabilisation. Clean the slide and objective, and apply one drop of immersion oil.",
            },
            {
              text: "Locate cells through the eyepiece using the DAPI channel only, to avoid bleaching the other dyes and to avoid biasing field selection towards bright cells.",
            },
            {
              text: "Set up four tracks with sequential frame-wise excitation to avoid bleed-through:",
              substeps: [
                { text: "DAPI: 405 nm excitation, emission 410–480 nm." },
                { text: "Alexa Fluor 488: 488 nm excitation, emission 495–550 nm." },
                { text: "Alexa Fluor 568: 561 nm excitation, emission 570–620 nm." },
                { text: "Alexa Fluor 647: 639 nm excitation, emission 650–720 nm." },
              ],
            },
            {
              text: "Set the pinhole to 1 Airy unit for each channel, the frame size to 1,024 × 1,024 pixels and the zoom so that the pixel size is 0.07 µm (Nyquist sampling for a 1.40 NA objective). Use 2× line averaging and 16-bit depth.",
            },
            {
              text: "Adjust laser power and detector gain on the brightest sample (e.g., the untreated control) using the range indicator: no pixels should be saturated and the background should remain above zero. Keep these settings identical for all samples in the experiment.",
              notes: ["**Critical:** never change acquisition settings between conditions that will be compared quantitatively. Record the settings or reuse them from the image metadata."],
            },
            {
              text: "Acquire z-stacks covering the whole cell height with a step size of 0.3 µm.",
            },
            {
              text: "Image at least ten randomly chosen fields per condition (at least 50 cells), choosing fields in the DAPI channel. If possible, blind the sample identity by having a colleague relabel the slides.",
            },
            {
              text: "Acquire the secondary-only and single-stain controls with the same settings. Save all images in the native .czi format.",
            },
          ],
        },
      ],
    },
    {
      kind: "data_analysis",
      blocks: [
        {
          p: "Open the .czi files in Fiji through Bio-Formats, which preserves pixel size and channel metadata [6]. For display, create maximum-intensity projections and apply the same linear contrast settings to every image of a given channel; never use non-linear adjustments for figures that support quantitative claims. For quantification, use sum projections or analyse the full stacks.",
        },
        {
          p: "Segment nuclei (DAPI) and cell outlines (phalloidin) in CellProfiler [7] with the IdentifyPrimaryObjects and IdentifySecondaryObjects modules (propagation method), then measure per-cell intensity of each channel after subtracting the mean background measured in cell-free regions. Express signals as signal-to-background ratios and compare them with the secondary-only control. Quantify mitochondrial network morphology from the TOMM20 channel with the MiNA toolset in Fiji, which skeletonises the network and reports the number of individual objects, branches and mean branch length per cell.",
        },
        {
          p: "For colocalisation, analyse single optical sections rather than projections, restrict the analysis to regions of interest inside cells, and report Pearson's correlation coefficient together with Manders' coefficients computed above Costes' automatic threshold [4], [5]. Use the single-stain controls to confirm that bleed-through contributes less than 1% of the signal in neighbouring channels. Treat biological replicates (independent experiments), not individual cells, as the experimental unit for statistical tests, and show the per-cell data superimposed on replicate means [8].",
        },
      ],
    },
    {
      kind: "validation",
      blocks: [
        {
          p: "The protocol was validated in three independent experiments with untreated and CCCP-treated U2OS cells. Secondary-only controls showed less than 3% of the signal of fully stained samples in every channel, and TOMM20 staining was reduced by 92% in cells transfected with siRNA against *TOMM20* (data not shown), confirming antibody specificity. As expected, CCCP converted the tubular mitochondrial network into numerous short fragments, whereas the microtubule network and the low correlation between TOMM20 and α-tubulin signals were unchanged. A representative schematic of the workflow and staining pattern is shown in Figure 1.",
        },
        {
          table: {
            caption: "Quantification of untreated and CCCP-treated U2OS cells (mean ± SD of three independent experiments; example data).",
            head: ["Measurement", "Untreated", "CCCP, 10 µM, 2 h", "Secondary-only control"],
            rows: [
              ["Cells analysed (total)", "184", "171", "62"],
              ["TOMM20 signal-to-background ratio", "14.2 ± 1.6", "13.5 ± 1.9", "1.3 ± 0.2"],
              ["α-Tubulin signal-to-background ratio", "21.7 ± 2.4", "20.9 ± 2.8", "1.2 ± 0.1"],
              ["Mitochondrial objects per cell", "118 ± 21", "392 ± 47", "–"],
              ["Mean mitochondrial branch length (µm)", "2.31 ± 0.18", "0.94 ± 0.09", "–"],
              ["Pearson's r, TOMM20 vs α-tubulin", "0.21 ± 0.05", "0.19 ± 0.06", "–"],
            ],
          },
        },
        {
          figure: {
            src: "/figures/immunofluorescence-cultured-cells.svg",
            alt: "Timeline of the staining workflow from seeding to imaging across three days, and a schematic cell with a blue nucleus, green microtubules radiating from the centre, magenta mitochondria and a far-red actin cortex, with the laser lines and emission windows for the four channels.",
            caption:
              "**Workflow and four-channel staining scheme.** Top: timeline of the protocol. Bottom left: schematic of the expected staining pattern in U2OS cells (DAPI, nuclei; Alexa Fluor 488, α-tubulin; Alexa Fluor 568, TOMM20; Alexa Fluor 647, F-actin). Bottom right: excitation lines and emission windows used for sequential acquisition.",
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
              ["Weak or absent specific signal", "Epitope destroyed or masked by fixation; antibody too dilute", "Compare PFA and methanol fixation; titrate the primary antibody (1:100 to 1:2,000); extend incubation to overnight at 4 °C"],
              ["High diffuse background", "Insufficient blocking or washing; secondary antibody too concentrated", "Block for longer; use serum from the secondary host species; reduce secondary to 1 µg/mL; add 0.05% Tween-20 to washes"],
              ["Signal in the secondary-only control", "Non-specific binding or cross-reactivity of secondaries", "Use highly cross-adsorbed secondaries; centrifuge antibodies before use; check for Fc receptors and block with Fc block"],
              ["Signal from one dye visible in another channel", "Spectral bleed-through", "Use sequential acquisition and narrower emission windows; check single-stain controls"],
              ["Fragmented microtubules in control cells", "Fixative too cold or delayed fixation", "Pre-warm PFA to 37 °C and fix immediately after removing medium"],
              ["Cells detach during staining", "Vigorous washing or poor attachment", "Coat coverslips with poly-D-lysine; add liquids along the well wall; reduce shaking speed"],
              ["Image appears hazy deep in the cell", "Refractive-index mismatch; uncured mountant", "Allow ProLong Glass to cure fully; use oil at the correct temperature"],
            ],
          },
        },
        {
          list: [
            "Always prepare a secondary-only control for every combination of secondary antibodies, and single-stain controls for multicolour experiments.",
            "Image the TetraSpeck bead slide periodically to confirm that channels are registered; a lateral shift of more than one pixel must be corrected before colocalisation analysis.",
            "Cell density affects morphology and protein distribution; compare conditions at similar confluence.",
          ],
        },
      ],
    },
    {
      kind: "recipes",
      blocks: [
        {
          table: {
            caption: "Solutions. Prepare in DPBS without calcium and magnesium and filter through a 0.22 µm membrane.",
            head: ["Solution", "Composition", "Storage"],
            rows: [
              ["4% PFA", "1 volume of 16% PFA + 3 volumes of DPBS", "Prepare fresh; use within 1 day"],
              ["Quenching solution", "50 mM glycine in DPBS", "4 °C, 1 month"],
              ["Permeabilisation buffer", "0.1% (v/v) Triton X-100 in DPBS", "4 °C, 1 month"],
              ["Blocking buffer", "5% (v/v) normal goat serum, 1% (w/v) BSA, 0.1% (v/v) Triton X-100 in DPBS", "4 °C, 1 week"],
              ["Antibody dilution buffer", "1% (w/v) BSA, 1% (v/v) normal goat serum, 0.1% (v/v) Triton X-100 in DPBS", "4 °C, 1 week"],
              ["DAPI stock", "5 mg/mL DAPI dilactate in water (10.9 mM)", "−20 °C in aliquots, protected from light"],
              ["DAPI working solution", "300 nM in DPBS", "Prepare fresh"],
              ["CCCP stock", "10 mM in DMSO", "−20 °C in aliquots"],
            ],
          },
        },
      ],
    },
    {
      kind: "acknowledgments",
      blocks: [
        {
          p: "We thank the staff of the Northbridge University Advanced Imaging Core Facility for training and instrument maintenance, and Dr. Lucía Ferrer for helpful comments on image analysis.",
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
          p: "Not applicable. The study used a commercially available human cell line (U2OS, ATCC HTB-96) and involved no human participants or animals.",
        },
      ],
    },
  ],
  references: [
    {
      text: "Coons, A. H., Creech, H. J. and Jones, R. N. (1941). Immunological properties of an antibody containing a fluorescent group. Proceedings of the Society for Experimental Biology and Medicine 47(2): 200–202.",
    },
    {
      text: "Schnell, U., Dijk, F., Sjollema, K. A. and Giepmans, B. N. G. (2012). Immunolabeling artifacts and the need for live-cell imaging. Nature Methods 9(2): 152–158.",
      doi: "10.1038/nmeth.1855",
    },
    {
      text: "Uhlen, M., Bandrowski, A., Carr, S., Edwards, A., Ellenberg, J., Lundberg, E., Rimm, D. L., Rodriguez, H., Hiltke, T., Snyder, M., et al. (2016). A proposal for validation of antibodies. Nature Methods 13(10): 823–827.",
      doi: "10.1038/nmeth.3995",
    },
    {
      text: "Bolte, S. and Cordelières, F. P. (2006). A guided tour into subcellular colocalization analysis in light microscopy. Journal of Microscopy 224(3): 213–232.",
      doi: "10.1111/j.1365-2818.2006.01706.x",
    },
    {
      text: "Manders, E. M. M., Verbeek, F. J. and Aten, J. A. (1993). Measurement of co-localization of objects in dual-colour confocal images. Journal of Microscopy 169(3): 375–382.",
    },
    {
      text: "Schindelin, J., Arganda-Carreras, I., Frise, E., Kaynig, V., Longair, M., Pietzsch, T., Preibisch, S., Rueden, C., Saalfeld, S., Schmid, B., et al. (2012). Fiji: an open-source platform for biological-image analysis. Nature Methods 9(7): 676–682.",
      doi: "10.1038/nmeth.2019",
    },
    {
      text: "Stirling, D. R., Swain-Bowden, M. J., Lucas, A. M., Carpenter, A. E., Cimini, B. A. and Goodman, A. (2021). CellProfiler 4: improvements in speed, utility and usability. BMC Bioinformatics 22: 433.",
      doi: "10.1186/s12859-021-04344-9",
    },
    {
      text: "Jost, A. P. and Waters, J. C. (2019). Designing a rigorous microscopy experiment: validating methods and avoiding bias. Journal of Cell Biology 218(5): 1452–1466.",
      doi: "10.1083/jcb.201812109",
    },
  ],
};
