import type { AuthoredProtocol } from "../types";

export const protocol: AuthoredProtocol = {
  slug: "arabidopsis-floral-dip",
  titleEn: "Agrobacterium-mediated Floral-dip Transformation of Arabidopsis thaliana and Selection of Stable Transformants",
  titleCn: "农杆菌介导的拟南芥花序浸染转化及稳定转化株的筛选",
  abstractEn:
    "The floral-dip method made Arabidopsis thaliana the most easily transformed multicellular organism: flowering plants are simply immersed in a suspension of Agrobacterium tumefaciens carrying a binary vector, and a small fraction of the seeds they set carries a T-DNA insertion. Because transformation takes place in the developing female gametophyte, no tissue culture or regeneration is needed, and transformants are independent and genetically uniform. Efficiency nevertheless varies greatly between laboratories, and depends on the physiological state of the plants, the density and growth phase of the bacteria, the surfactant, and the way transformants are selected among thousands of non-transgenic seedlings. This protocol describes a robust workflow for the Columbia-0 accession and the A. tumefaciens strain GV3101 (pMP90). We explain how to grow plants with many unopened floral buds, prepare the bacterial inoculum in 5% sucrose with the surfactant Silwet L-77, perform one or two dips, and harvest the T1 seeds. Transformants are then selected either on agar plates containing kanamycin or hygromycin, including a rapid hygromycin assay that identifies resistant seedlings in four days, or on soil with glufosinate. Finally, we describe confirmation by PCR and segregation analysis in the T2 generation to identify single-locus lines and homozygous T3 lines. In our hands, a single dip with 0.05% Silwet L-77 yielded 1.7% transformants among T1 seeds, and a second dip one week later raised this to 2.6%.",
  abstractCn:
    "花序浸染法使拟南芥（Arabidopsis thaliana）成为最容易转化的多细胞生物：只需将开花植株浸入携带双元载体的根癌农杆菌（Agrobacterium tumefaciens）悬浮液中，其所结种子中便有一小部分带有 T-DNA 插入。由于转化发生在发育中的雌配子体内，整个过程无需组织培养和再生，得到的转化株彼此独立且遗传背景一致。不过，不同实验室的转化效率差异很大，主要取决于植株的生理状态、菌液的浓度和生长阶段、表面活性剂的使用，以及如何从成千上万株非转基因幼苗中筛选出转化株。本方案针对 Columbia-0 生态型和 GV3101（pMP90）农杆菌菌株，介绍一套稳定可靠的操作流程，内容包括：如何培养出带有大量未开放花蕾的植株，如何用含表面活性剂 Silwet L-77 的 5% 蔗糖溶液制备菌液，进行一次或两次浸染，以及收获 T1 代种子。随后可在含卡那霉素或潮霉素的琼脂平板上筛选转化株（其中包括 4 天即可鉴定抗性幼苗的潮霉素快速筛选法），也可在土壤中用草铵膦筛选。最后介绍如何通过 PCR 进行确认，并利用 T2 代分离比分析鉴定单位点插入株系和 T3 代纯合株系。在我们的实验中，使用 0.05% Silwet L-77 单次浸染，T1 种子中转化株比例为 1.7%；一周后再浸染一次，该比例可提高到 2.6%。",
  keywordsEn: ["Arabidopsis thaliana", "Agrobacterium tumefaciens", "Floral dip", "Plant transformation", "T-DNA", "Transgenic selection"],
  keywordsCn: ["拟南芥", "根癌农杆菌", "花序浸染", "植物遗传转化", "T-DNA", "转基因筛选"],
  categories: [22, 12],
  organisms: ["Arabidopsis thaliana", "Agrobacterium tumefaciens"],
  authors: [
    {
      nameEn: "Ruoxi Zhao",
      nameCn: "赵若溪",
      affiliations: ["State Key Laboratory of Plant Developmental Genetics, Yanbei Agricultural University, Beijing, China"],
      orcid: "0000-0002-9035-1168",
    },
    {
      nameEn: "Kenji Matsuda",
      affiliations: ["Graduate School of Bioagricultural Sciences, Kita-Tokai University, Nagoya, Japan"],
    },
    {
      nameEn: "Peiyu Sun",
      nameCn: "孙沛宇",
      affiliations: ["State Key Laboratory of Plant Developmental Genetics, Yanbei Agricultural University, Beijing, China"],
    },
    {
      nameEn: "Lanxin He",
      nameCn: "何兰馨",
      affiliations: [
        "State Key Laboratory of Plant Developmental Genetics, Yanbei Agricultural University, Beijing, China",
        "College of Biological Sciences, Yanbei Agricultural University, Beijing, China",
      ],
      orcid: "0000-0001-4472-6380",
      corresponding: true,
      email: "lanxin.he@example.org",
    },
  ],
  sections: [
    {
      kind: "background",
      blocks: [
        {
          p: "*Agrobacterium tumefaciens* transfers a segment of its tumour-inducing plasmid, the T-DNA, into plant cells, where it integrates into the nuclear genome. In disarmed strains, the tumour genes are removed and the transfer functions (*vir* genes) act in *trans* on any T-DNA borders carried by a separate binary vector [5]. This system made plant transformation routine, but for most species it still requires regeneration of plants from transformed tissue.",
        },
        {
          p: "In *Arabidopsis thaliana*, in planta transformation avoids tissue culture altogether. Vacuum infiltration of flowering plants with *Agrobacterium* [2] was simplified by Clough and Bent to a brief dip of the inflorescences into a bacterial suspension containing sucrose and the surfactant Silwet L-77 [1]. Transformation occurs mainly in the ovules, in the female gametophyte or shortly after fertilisation [3], which is why flowers must be dipped at the stage when gynoecia are still developing and why each transformant is hemizygous for an independent insertion.",
        },
        {
          p: "Because typically only 0.5–3% of T1 seeds are transgenic, efficient selection is just as important as efficient transformation [4]. Selection on antibiotic plates gives the cleanest result, and a rapid assay based on hypocotyl elongation in the dark shortens hygromycin selection to a few days [6]. Segregation of the marker in the T2 generation then identifies lines with a single T-DNA locus, which are preferred for further work.",
        },
      ],
    },
    {
      kind: "materials",
      blocks: [
        {
          materials: [
            { name: "Arabidopsis thaliana Columbia-0 (Col-0) seeds", supplier: "Arabidopsis Biological Resource Center (ABRC)", catalog: "CS70000" },
            { name: "Agrobacterium tumefaciens GV3101 (pMP90) chemically competent cells", supplier: "Weidi Biotechnology", catalog: "AC1001" },
            { name: "Binary vector with plant selectable marker (e.g. pCAMBIA1300 series, hptII)", supplier: "CAMBIA / user's construct", catalog: "pCAMBIA1300" },
            { name: "LB broth, Miller", supplier: "Sigma-Aldrich", catalog: "L3522" },
            { name: "Agar, bacteriological", supplier: "Sigma-Aldrich", catalog: "A5306" },
            { name: "Rifampicin", supplier: "Sigma-Aldrich", catalog: "R3501" },
            { name: "Gentamicin sulfate", supplier: "Sigma-Aldrich", catalog: "G1264" },
            { name: "Kanamycin sulfate", supplier: "Sigma-Aldrich", catalog: "K1377" },
            { name: "Hygromycin B solution (50 mg/mL)", supplier: "Thermo Fisher Scientific (Invitrogen)", catalog: "10687010" },
            { name: "Glufosinate-ammonium (BASTA active ingredient), PESTANAL", supplier: "Sigma-Aldrich", catalog: "45520" },
            { name: "Silwet L-77", supplier: "Lehle Seeds", catalog: "VIS-01" },
            { name: "Sucrose", supplier: "Sigma-Aldrich", catalog: "S0389" },
            { name: "Murashige and Skoog basal salt mixture", supplier: "Sigma-Aldrich", catalog: "M5524" },
            { name: "MES monohydrate", supplier: "Sigma-Aldrich", catalog: "M8250" },
            { name: "Plant agar", supplier: "Duchefa Biochemie", catalog: "P1001" },
            { name: "Timentin (ticarcillin/clavulanate)", supplier: "Duchefa Biochemie", catalog: "T0190" },
            { name: "Sodium hypochlorite solution, 10–15% available chlorine", supplier: "Sigma-Aldrich", catalog: "425044" },
            { name: "Triton X-100", supplier: "Sigma-Aldrich", catalog: "T8787" },
            { name: "Potting substrate, fine peat with perlite", supplier: "Pindstrup", catalog: "Substrate 2" },
            { name: "Seed-collection sleeves (Aracon system)", supplier: "Betatech", catalog: "Aracon base and tube" },
            { name: "2× Taq PCR master mix (genotyping)", supplier: "Vazyme Biotech", catalog: "P112" },
          ],
        },
      ],
    },
    {
      kind: "equipment",
      blocks: [
        {
          materials: [
            { name: "Plant growth chamber (22 °C, long day, 120 µmol m⁻² s⁻¹)", supplier: "Percival Scientific", catalog: "AR-41L3" },
            { name: "Shaking incubator, 28 °C", supplier: "Eppendorf", catalog: "Innova 42R" },
            { name: "Spectrophotometer for OD₆₀₀", supplier: "Eppendorf", catalog: "BioPhotometer D30" },
            { name: "Refrigerated benchtop centrifuge with 250 mL bottles", supplier: "Beckman Coulter", catalog: "Allegra X-15R" },
            { name: "Electroporator (optional, for Agrobacterium transformation)", supplier: "Bio-Rad Laboratories", catalog: "MicroPulser" },
            { name: "Laminar-flow hood", supplier: "Esco", catalog: "Airstream LHG" },
            { name: "Glass vacuum desiccator (vapour-phase seed sterilisation)", supplier: "DWK Life Sciences (DURAN)", catalog: "247825507" },
            { name: "Fluorescence stereomicroscope (reporter screening)", supplier: "Leica Microsystems", catalog: "M165 FC" },
            { name: "Thermal cycler", supplier: "Bio-Rad Laboratories", catalog: "T100" },
            { name: "Analytical balance, 0.1 mg", supplier: "Mettler Toledo", catalog: "ME204" },
          ],
        },
      ],
    },
    {
      kind: "software",
      blocks: [
        {
          list: [
            "Fiji/ImageJ (open source), version 2.14.0, with the Cell Counter plugin for counting resistant and sensitive seedlings on plate photographs.",
            "R (R Foundation for Statistical Computing), version 4.3.2, for chi-square goodness-of-fit tests of T2 segregation ratios (`chisq.test`).",
            "SnapGene (Dotmatics), version 7.1, for vector maps and primer design.",
          ],
        },
      ],
    },
    {
      kind: "procedure",
      blocks: [
        {
          note: "**Biosafety:** *Agrobacterium* carrying recombinant plasmids and transgenic plants must be handled according to local regulations for genetically modified organisms. Autoclave bacterial waste, used dipping solution and plant material before disposal, and keep T1 plants in a contained growth room.",
        },
        { heading: "A. Growing plants for transformation" },
        {
          steps: [
            {
              text: "Sow Col-0 seeds on moist potting substrate in 8 cm pots (6–9 seeds per pot, thinned to 4–5 plants) and stratify for 3 days at 4 °C in the dark. Prepare at least four pots per construct.",
            },
            {
              text: "Grow under long-day conditions (16 h light/8 h dark, 22 °C day/20 °C night, 120 µmol m^−2^ s^−1^, 60% relative humidity). Water from below twice a week.",
            },
            {
              text: "When the primary inflorescences are 2–5 cm tall (approx. 4 weeks after sowing), cut them off just above the rosette to break apical dominance and induce several secondary bolts.",
            },
            {
              text: "Dip the plants 5–7 days after clipping, when the secondary inflorescences are 5–10 cm long and carry many closed flower buds and only a few open flowers.",
              notes: ["**Critical:** plant health is the main determinant of success. Plants stressed by drought, pests or nutrient deficiency transform poorly; do not use plants that have already set many siliques."],
            },
          ],
        },
        { heading: "B. Preparation of Agrobacterium" },
        {
          steps: [
            {
              text: "Introduce the binary vector into GV3101 (pMP90) by freeze–thaw transformation or electroporation and select on LB agar with 50 µg/mL rifampicin, 25 µg/mL gentamicin and the vector's selective antibiotic (e.g. 50 µg/mL kanamycin) for 2 days at 28 °C. Verify two colonies by colony PCR and keep a glycerol stock at −80 °C.",
            },
            {
              text: "Three days before dipping, inoculate a single verified colony into 5 mL of LB with the same antibiotics and grow for 24–36 h at 28 °C with shaking at 220 rpm.",
            },
            {
              text: "Use the starter culture to inoculate 250 mL of LB with antibiotics (1:100 dilution) in a 1 L flask and grow for 16–20 h at 28 °C and 220 rpm, until the culture reaches late log or early stationary phase (OD~600~ 1.5–2.0).",
            },
            {
              text: "Harvest the bacteria by centrifugation at 4,000 × g for 10 min at room temperature and gently resuspend the pellet in freshly prepared 5% (w/v) sucrose to an OD~600~ of approx. 0.8 (about 470–625 mL per 250 mL culture grown to OD~600~ 1.5–2.0, i.e. 250 mL × OD/0.8).",
            },
            {
              text: "Immediately before dipping, add Silwet L-77 to 0.05% (v/v) (500 µL per litre) and mix gently by swirling without creating foam.",
              notes: ["Silwet L-77 above 0.05% can damage flowers. If necrosis of inflorescences is observed, reduce to 0.02%."],
            },
          ],
        },
        { heading: "C. Floral dip" },
        {
          steps: [
            {
              text: "Water the plants on the day before dipping so that stomata are open and plants are turgid. Optionally, remove all open flowers and siliques with fine scissors to reduce the number of non-transformed seeds.",
            },
            {
              text: "Pour the suspension into a 500 mL beaker or a shallow container. Invert each pot and submerge all inflorescences (not the rosette) for 10–15 s with gentle agitation. A film of liquid should remain on the plants.",
            },
            {
              text: "Lay the dipped pots on their sides in a tray, cover with a transparent plastic dome or bag to maintain high humidity and keep them in low light (or covered with black plastic) at room temperature for 16–24 h.",
            },
            {
              text: "Uncover the plants, set them upright and return them to the growth chamber. For higher efficiency, repeat the dip with a fresh culture 6–7 days later.",
            },
            {
              text: "Grow the plants until the siliques begin to turn brown, fit Aracon sleeves over the inflorescences to prevent seed loss and cross-contamination, and stop watering once most siliques are mature.",
            },
            {
              text: "Harvest the dry T1 seeds 3–4 weeks after the last dip, clean them through a fine sieve and dry them in paper envelopes at room temperature with desiccant for at least 1 week before selection.",
              notes: ["**Pause point:** dry seeds can be stored at room temperature for months or at 4 °C with desiccant for years."],
            },
          ],
        },
        {
          figure: {
            src: "/figures/arabidopsis-floral-dip.svg",
            alt: "Timeline schematic: sowing and growth for four weeks, clipping of primary bolts, Agrobacterium culture and resuspension in sucrose with Silwet L-77, dipping of inverted inflorescences, 24 h humid dark recovery, seed maturation and harvest of T1 seeds, selection on antibiotic plates, and T2 segregation analysis with an expected 3 to 1 ratio.",
            caption: "Timeline of floral-dip transformation from sowing to T2 segregation analysis. A second dip one week after the first targets flower buds that were too young at the first dip.",
          },
        },
        { heading: "D. Selection of T1 transformants on plates" },
        {
          steps: [
            {
              text: "Weigh the seeds to estimate their number (approx. 50 Col-0 seeds per mg). Use 40 mg (approx. 2,000 seeds) per 15 cm plate.",
            },
            {
              text: "Surface-sterilise seeds in open 1.5 mL tubes by chlorine vapour: place the tubes in a desiccator in a fume hood next to a beaker with 100 mL of bleach, add 3 mL of concentrated HCl to the bleach, close the lid and leave for 3–4 h.",
              substeps: [
                { text: "Alternatively, use liquid sterilisation: 70% ethanol for 2 min, then 1.2% sodium hypochlorite with 0.05% Triton X-100 for 10 min, followed by five rinses with sterile water." },
              ],
              notes: ["**Safety:** chlorine gas is toxic. Generate it only in a closed desiccator inside a fume hood and open the desiccator in the hood."],
            },
            {
              text: "Resuspend the seeds in 1 mL of sterile 0.1% agarose per plate and spread them evenly on selection plates (Recipe 3) containing either 50 µg/mL kanamycin or 25 µg/mL hygromycin B, plus 200 µg/mL Timentin to suppress residual *Agrobacterium*.",
            },
            {
              text: "Stratify the plates for 2–3 days at 4 °C in the dark.",
            },
            {
              text: "Select transformants.",
              substeps: [
                { text: "Rapid hygromycin selection [6]: expose the plates to light for 6 h, wrap them in aluminium foil and keep at 22 °C for 2 days, then unwrap and grow in light for 24–48 h. Resistant seedlings have elongated hypocotyls (8–10 mm) and green, expanded cotyledons; sensitive seedlings have short hypocotyls." },
                { text: "Kanamycin selection: grow under long-day conditions for 7–10 days. Resistant seedlings are green with true leaves and roots that grow into the agar; sensitive seedlings are bleached and arrest after cotyledon expansion." },
              ],
            },
            {
              text: "Transfer resistant seedlings to soil with fine forceps, cover the tray with a transparent lid for 3 days to acclimatise them, and grow them on as T1 plants.",
            },
            {
              text: "Alternative soil-based selection: sow non-sterile seeds densely on soil (approx. 2,000 seeds per 20 × 30 cm tray) and, after stratification, spray seedlings with 120 mg/L glufosinate-ammonium containing 0.005% Silwet L-77 at 7, 10 and 14 days after germination (only for vectors carrying the *bar* gene).",
            },
          ],
        },
        { heading: "E. Confirmation and segregation analysis" },
        {
          steps: [
            {
              text: "Extract genomic DNA from one rosette leaf of each T1 plant (Edwards-type extraction, Recipe 5) and confirm the transgene by PCR with one transgene-specific and one vector-specific primer. Include Col-0 and plasmid controls.",
            },
            {
              text: "If the construct contains a fluorescent reporter, check expression in T1 leaves or roots under the fluorescence stereomicroscope.",
            },
            {
              text: "Harvest seeds of individual T1 plants separately. Plate 80–100 T2 seeds of each line on selection medium and count resistant and sensitive seedlings.",
            },
            {
              text: "Retain lines with a 3:1 (resistant:sensitive) ratio, which indicates a single T-DNA locus, and transfer 8–12 resistant T2 seedlings per line to soil.",
            },
            {
              text: "Plate T3 seeds from each T2 plant; lines in which 100% of seedlings are resistant are homozygous. Keep at least two independent homozygous lines per construct.",
            },
          ],
        },
      ],
    },
    {
      kind: "data_analysis",
      blocks: [
        {
          p: "Transformation efficiency is calculated as the number of resistant T1 seedlings divided by the total number of seeds plated, expressed as a percentage. Estimate the number of seeds plated from the seed weight (approx. 20 µg per Col-0 seed) or, more precisely, by counting all seedlings on a photograph of a representative plate with the Fiji Cell Counter plugin. Report efficiency per construct together with the number of pots dipped.",
        },
        {
          p: "For T2 segregation, test observed resistant and sensitive counts against the expected 3:1 ratio with a chi-square goodness-of-fit test (1 degree of freedom; χ^2^ < 3.84 for *P* > 0.05). Ratios close to 15:1 suggest two unlinked loci; ratios below 3:1 may indicate silencing of the marker or reduced transmission of the insertion. Lines showing reporter silencing or unusual phenotypes should be excluded or characterised further.",
        },
      ],
    },
    {
      kind: "validation",
      blocks: [
        {
          p: "The protocol was validated with pCAMBIA1300-based constructs carrying a hygromycin-resistance gene (*hptII*) and a 35S promoter–GFP cassette. Four pots (18 plants) were dipped per condition, T1 seeds were harvested in bulk, and 4,000 seeds per condition were selected with the rapid hygromycin assay. All resistant seedlings tested by PCR (*n* = 48) carried the transgene, and 41 of 48 showed GFP fluorescence in roots. Among 24 T2 lines analysed, 17 segregated 3:1 (χ^2^ test, *P* > 0.05), four segregated close to 15:1 and three showed lower resistance frequencies.",
        },
        {
          table: {
            caption: "Transformation efficiency under different dipping conditions (Col-0, GV3101 pMP90; hygromycin selection of 4,000 T1 seeds per condition, pooled from two independent experiments).",
            head: ["Silwet L-77 (%)", "Number of dips", "Resistant T1 seedlings", "Efficiency (%)", "Flower damage"],
            rows: [
              ["0", "1", "3", "0.08", "None"],
              ["0.02", "1", "44", "1.10", "None"],
              ["0.05", "1", "68", "1.70", "Slight"],
              ["0.05", "2 (7 days apart)", "104", "2.60", "Slight"],
              ["0.10", "1", "39", "0.98", "Marked necrosis of buds"],
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
            "Efficiency is highest when plants have many inflorescences with immature flower clusters; a vigorous pot of four to five clipped plants typically produces 5,000–10,000 seeds after dipping.",
            "Bacteria can be resuspended directly in 5% sucrose without adjusting the OD; densities between OD~600~ 0.5 and 2.0 give similar results [1], [7].",
            "Do not use kanamycin selection for vectors that carry only *nptII* driven by a weak promoter in accessions other than Col-0 without testing; some accessions show background resistance.",
            "Keep separate labelled trays for each construct, and never reuse dipping solution for a second construct.",
          ],
        },
        {
          table: {
            caption: "Troubleshooting.",
            head: ["Problem", "Possible cause", "Solution"],
            rows: [
              ["No or very few transformants", "Plants past optimal stage; bacteria dead or plasmid lost", "Dip plants with many young buds; check Agrobacterium by colony PCR; use fresh culture"],
              ["Flowers wilt or turn brown after dipping", "Silwet concentration too high; prolonged dark treatment", "Reduce Silwet to 0.02%; limit dark, humid recovery to 16–24 h"],
              ["Many false positives on plates", "Seeds sown too densely; selection too weak", "Sow ≤ 2,000 seeds per 15 cm plate; check antibiotic stock and concentration"],
              ["All seedlings die, including controls", "Antibiotic too strong or added to hot medium", "Add antibiotics below 55 °C; include a resistant control line"],
              ["Bacterial overgrowth on selection plates", "Agrobacterium carried over on seeds", "Include 200 µg/mL Timentin or 250 µg/mL cefotaxime; sterilise seeds thoroughly"],
              ["Resistant T1 but no transgene expression", "Transgene silencing; truncated T-DNA", "Screen more lines; use a vector with the marker near the left border; avoid repeated 35S promoters"],
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
            "**Recipe 1. LB medium (1 L):** 10 g tryptone, 5 g yeast extract, 10 g NaCl (or 25 g LB broth, Miller); add 15 g agar for plates. Autoclave; add antibiotics below 55 °C.",
            "**Recipe 2. Dipping solution (1 L):** 50 g sucrose (5% w/v) dissolved in deionised water (no autoclaving required, prepare fresh); resuspend bacteria to OD~600~ approx. 0.8 and add 500 µL Silwet L-77 (0.05% v/v) immediately before use.",
            "**Recipe 3. Selection plates (½ MS, 1 L):** 2.2 g Murashige and Skoog basal salts [8], 10 g sucrose (1%), 0.5 g MES, pH 5.7 with KOH, 8 g plant agar (0.8%). Autoclave, cool to 55 °C, add 50 mg kanamycin or 25 mg hygromycin B and 200 mg Timentin; pour 50 mL per 15 cm plate.",
            "**Recipe 4. Antibiotic stocks:** rifampicin 50 mg/mL in DMSO; gentamicin 25 mg/mL in water; kanamycin 50 mg/mL in water; Timentin 200 mg/mL in water. Filter-sterilise aqueous stocks and store aliquots at −20 °C.",
            "**Recipe 5. Edwards extraction buffer:** 200 mM Tris-HCl pH 7.5, 250 mM NaCl, 25 mM EDTA, 0.5% (w/v) SDS. Grind one leaf in 400 µL, centrifuge, precipitate 300 µL supernatant with an equal volume of isopropanol, wash with 70% ethanol and dissolve in 100 µL TE.",
          ],
        },
      ],
    },
    {
      kind: "acknowledgments",
      blocks: [
        {
          p: "We thank the greenhouse staff of Yanbei Agricultural University for plant care. This work was supported by (fictional) grants from the National Key Programme for Crop Molecular Breeding (No. 2022-YFD-0130) and the Kita-Tokai University Plant Biotechnology Initiative.",
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
          p: "Not applicable. No human participants or animals were involved. Work with recombinant *Agrobacterium* and transgenic plants was approved by the Institutional Biosafety Committee of Yanbei Agricultural University (approval YBAU-IBC-2023-027) and performed under biosafety level 1 containment.",
        },
      ],
    },
  ],
  references: [
    {
      text: "Clough, S. J., Bent, A. F. (1998). Floral dip: a simplified method for Agrobacterium-mediated transformation of Arabidopsis thaliana. Plant J 16(6): 735–743.",
      doi: "10.1046/j.1365-313x.1998.00343.x",
    },
    {
      text: "Bechtold, N., Ellis, J., Pelletier, G. (1993). In planta Agrobacterium mediated gene transfer by infiltration of adult Arabidopsis thaliana plants. C R Acad Sci Paris, Life Sci 316: 1194–1199.",
    },
    {
      text: "Desfeux, C., Clough, S. J., Bent, A. F. (2000). Female reproductive tissues are the primary target of Agrobacterium-mediated transformation by the Arabidopsis floral-dip method. Plant Physiol 123(3): 895–904.",
      doi: "10.1104/pp.123.3.895",
    },
    {
      text: "Zhang, X., Henriques, R., Lin, S. S., Niu, Q. W., Chua, N. H. (2006). Agrobacterium-mediated transformation of Arabidopsis thaliana using the floral dip method. Nat Protoc 1(2): 641–646.",
      doi: "10.1038/nprot.2006.97",
    },
    {
      text: "Koncz, C., Schell, J. (1986). The promoter of TL-DNA gene 5 controls the tissue-specific expression of chimaeric genes carried by a novel type of Agrobacterium binary vector. Mol Gen Genet 204(3): 383–396.",
    },
    {
      text: "Harrison, S. J., Mott, E. K., Parsley, K., Aspinall, S., Gray, J. C., Cottage, A. (2006). A rapid and robust method of identifying transformed Arabidopsis thaliana seedlings following floral dip transformation. Plant Methods 2: 19.",
      doi: "10.1186/1746-4811-2-19",
    },
    {
      text: "Logemann, E., Birkenbihl, R. P., Ülker, B., Somssich, I. E. (2006). An improved method for preparing Agrobacterium cells that simplifies the Arabidopsis transformation protocol. Plant Methods 2: 16.",
    },
    {
      text: "Murashige, T., Skoog, F. (1962). A revised medium for rapid growth and bio assays with tobacco tissue cultures. Physiol Plant 15(3): 473–497.",
    },
  ],
};
