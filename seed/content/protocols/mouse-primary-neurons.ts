import type { AuthoredProtocol } from "../types";

export const protocol: AuthoredProtocol = {
  slug: "mouse-primary-neurons",
  titleEn: "Isolation and Long-term Culture of Primary Cortical Neurons from E16.5 Mouse Embryos",
  titleCn: "E16.5 小鼠胚胎原代皮层神经元的分离与长期培养",
  abstractEn:
    "Dissociated cultures of embryonic cortical neurons are a mainstay of cellular neuroscience. They allow the study of neuronal polarity, dendrite and synapse formation, axonal transport and neurotoxicity in a system that is accessible to live imaging, genetic manipulation and biochemical analysis, while retaining many properties of neurons in vivo. Cultures of high purity and consistent quality nonetheless depend on careful timing of the embryonic stage, clean removal of the meninges, gentle enzymatic dissociation and a serum-free medium that supports neurons while limiting the proliferation of glia. This protocol describes the preparation of cortical neuron cultures from C57BL/6J mouse embryos at embryonic day 16.5, a stage at which most cortical neurons are post-mitotic but have not yet extended long processes that would be damaged during dissociation. Plates and coverslips are coated with poly-D-lysine and laminin, cortices are dissected in chilled buffer, dissociated with papain and gentle trituration, and plated in medium containing a low concentration of serum, which is replaced after attachment by Neurobasal Plus medium with B-27 Plus supplement. The cultures can be maintained for at least three weeks with half-medium changes and are suitable for imaging and biochemical assays. We also describe immunocytochemical quality control with MAP2 and GFAP staining. Across four independent preparations, neurons made up 92–95% of cells at 10 days in vitro, and viability at plating exceeded 90%.",
  abstractCn:
    "胚胎皮层神经元解离培养是细胞神经科学的基础工具之一。它便于进行活细胞成像、遗传操作和生化分析，同时保留了体内神经元的许多特性，可用于研究神经元极性、树突与突触形成、轴突运输以及神经毒性等问题。然而，要获得纯度高、质量稳定的培养物，需要准确把握胚胎时期、彻底清除脑膜、采用温和的酶解方式，并使用既能支持神经元生长又能抑制胶质细胞增殖的无血清培养基。本方案介绍从胚胎第 16.5 天（E16.5）C57BL/6J 小鼠胚胎制备皮层神经元培养物的方法：此时大多数皮层神经元已退出细胞周期，但尚未长出在解离过程中易被损伤的长突起。培养板和盖玻片先用多聚-D-赖氨酸和层粘连蛋白包被；在预冷缓冲液中分离皮层，经木瓜蛋白酶消化并轻柔吹打解离后，接种于含低浓度血清的培养基中，待细胞贴壁后更换为添加 B-27 Plus 的 Neurobasal Plus 培养基。采用半量换液的方式，培养物可维持至少三周，适用于成像和生化检测。文中还介绍了以 MAP2 和 GFAP 免疫细胞化学染色进行质量控制的方法。在四次独立制备中，体外培养第 10 天时神经元占细胞总数的 92%–95%，接种时细胞活力均超过 90%。",
  keywordsEn: ["Primary neuron culture", "Cerebral cortex", "Mouse embryo", "Papain dissociation", "Neurobasal/B-27", "MAP2"],
  keywordsCn: ["原代神经元培养", "大脑皮层", "小鼠胚胎", "木瓜蛋白酶解离", "Neurobasal/B-27 培养体系", "MAP2"],
  categories: [6, 4],
  organisms: ["Mus musculus"],
  authors: [
    {
      nameEn: "Yiran Zhang",
      nameCn: "张一然",
      affiliations: ["Institute of Neuroscience, Huaxi Medical University, Chengdu, China"],
      orcid: "0000-0003-2286-9451",
    },
    {
      nameEn: "Elena Moretti",
      affiliations: ["Department of Neurobiology, Ligurian Institute of Technology and Medicine, Genoa, Italy"],
    },
    {
      nameEn: "Junhao Tang",
      nameCn: "唐俊豪",
      affiliations: ["Institute of Neuroscience, Huaxi Medical University, Chengdu, China"],
    },
    {
      nameEn: "Qiuyue Ma",
      nameCn: "马秋月",
      affiliations: [
        "Institute of Neuroscience, Huaxi Medical University, Chengdu, China",
        "Sichuan Provincial Center for Brain Science, Chengdu, China",
      ],
      orcid: "0000-0002-8154-7703",
      corresponding: true,
      email: "qiuyue.ma@example.org",
    },
  ],
  sections: [
    {
      kind: "background",
      blocks: [
        {
          p: "Since the first dispersed cultures of hippocampal neurons [1], dissociated neuronal cultures have been used to describe how neurons polarise, grow axons and dendrites and form synapses [5]. Neurons in low-density culture develop through reproducible stages: within hours they extend lamellipodia and minor processes, one process becomes the axon within two days, and dendrites and functional synapses develop over the following two weeks.",
        },
        {
          p: "Two developments made these cultures practical for most laboratories. The serum-free Neurobasal medium with B-27 supplement supports neuronal survival for weeks while suppressing the growth of astrocytes, removing the need for a glial feeder layer [2]. In addition, well-described procedures for dissection and dissociation of rodent brain tissue are now available [3], [4], [6]. Cortex provides many more cells than hippocampus, which makes cortical cultures the preferred choice for biochemistry and for screening.",
        },
        {
          p: "The embryonic stage is a compromise: earlier cortex contains many dividing progenitors that will produce glia, while later cortex yields neurons with long processes that are damaged during dissociation. For the mouse, E16.5 gives a high yield of post-mitotic neurons with good survival. Papain is gentler on neuronal membranes than trypsin and gives higher viability [7]. The protocol below includes a quality-control step with neuronal (MAP2) and astrocytic (GFAP) markers, and the images can be analysed in Fiji [8].",
        },
      ],
    },
    {
      kind: "materials",
      blocks: [
        {
          materials: [
            { name: "Timed-pregnant C57BL/6J mice (E16.5)", supplier: "The Jackson Laboratory", catalog: "000664" },
            { name: "Poly-D-lysine, 0.1 mg/mL solution", supplier: "Thermo Fisher Scientific (Gibco)", catalog: "A3890401" },
            { name: "Laminin, mouse, 1 mg/mL", supplier: "Thermo Fisher Scientific (Gibco)", catalog: "23017015" },
            { name: "HBSS, no calcium, no magnesium", supplier: "Thermo Fisher Scientific (Gibco)", catalog: "14175095" },
            { name: "HEPES, 1 M", supplier: "Thermo Fisher Scientific (Gibco)", catalog: "15630080" },
            { name: "Papain dissociation system", supplier: "Worthington Biochemical", catalog: "LK003150" },
            { name: "Neurobasal Plus medium", supplier: "Thermo Fisher Scientific (Gibco)", catalog: "A3582901" },
            { name: "B-27 Plus supplement (50×)", supplier: "Thermo Fisher Scientific (Gibco)", catalog: "A3582801" },
            { name: "GlutaMAX supplement (200 mM)", supplier: "Thermo Fisher Scientific (Gibco)", catalog: "35050061" },
            { name: "Penicillin–streptomycin (10,000 U/mL)", supplier: "Thermo Fisher Scientific (Gibco)", catalog: "15140122" },
            { name: "Fetal bovine serum, heat-inactivated", supplier: "Thermo Fisher Scientific (Gibco)", catalog: "10082147" },
            { name: "Trypan blue solution, 0.4%", supplier: "Thermo Fisher Scientific (Invitrogen)", catalog: "T10282" },
            { name: "Cell strainer, 70 µm", supplier: "Corning (Falcon)", catalog: "352350" },
            { name: "Cover glasses, 12 mm diameter, No. 1.5H", supplier: "Paul Marienfeld", catalog: "0117520" },
            { name: "24-well and 6-well tissue-culture plates", supplier: "Corning", catalog: "3524 / 3516" },
            { name: "Paraformaldehyde, 16% solution, EM grade", supplier: "Electron Microscopy Sciences", catalog: "15710" },
            { name: "Sucrose", supplier: "Sigma-Aldrich", catalog: "S0389" },
            { name: "Triton X-100", supplier: "Sigma-Aldrich", catalog: "T8787" },
            { name: "Normal goat serum", supplier: "Thermo Fisher Scientific", catalog: "31872" },
            { name: "Chicken anti-MAP2 antibody", supplier: "Abcam", catalog: "ab5392" },
            { name: "Rabbit anti-GFAP antibody", supplier: "Agilent (Dako)", catalog: "Z0334" },
            { name: "Goat anti-chicken IgY, Alexa Fluor 488", supplier: "Thermo Fisher Scientific (Invitrogen)", catalog: "A-11039" },
            { name: "Goat anti-rabbit IgG, Alexa Fluor 568", supplier: "Thermo Fisher Scientific (Invitrogen)", catalog: "A-11011" },
            { name: "DAPI", supplier: "Thermo Fisher Scientific (Invitrogen)", catalog: "D1306" },
            { name: "ProLong Gold antifade mountant", supplier: "Thermo Fisher Scientific (Invitrogen)", catalog: "P36930" },
            { name: "Fluo-4, AM, cell permeant (calcium imaging)", supplier: "Thermo Fisher Scientific (Invitrogen)", catalog: "F14201" },
          ],
        },
      ],
    },
    {
      kind: "equipment",
      blocks: [
        {
          materials: [
            { name: "Stereomicroscope with cold light source", supplier: "Leica Microsystems", catalog: "M80 with KL300 LED" },
            { name: "Dumont #5 forceps, fine tips (2 pairs)", supplier: "Fine Science Tools", catalog: "11251-20" },
            { name: "Vannas spring scissors, 3 mm blades", supplier: "Fine Science Tools", catalog: "15000-00" },
            { name: "Fine scissors and standard pattern forceps", supplier: "Fine Science Tools", catalog: "14060-09 / 11000-12" },
            { name: "Class II biological safety cabinet", supplier: "Thermo Fisher Scientific", catalog: "Herasafe 2030i" },
            { name: "Horizontal laminar-flow clean bench (dissection)", supplier: "Esco", catalog: "Airstream LHG" },
            { name: "CO₂ incubator, 37 °C, 5% CO₂, humidified", supplier: "Thermo Fisher Scientific", catalog: "Heracell VIOS 160i" },
            { name: "Water bath, 37 °C", supplier: "Grant Instruments", catalog: "SUB Aqua 5 Plus" },
            { name: "Benchtop centrifuge with swing-bucket rotor", supplier: "Eppendorf", catalog: "Centrifuge 5702" },
            { name: "Automated cell counter or haemocytometer", supplier: "Thermo Fisher Scientific (Invitrogen)", catalog: "Countess 3" },
            { name: "Inverted phase-contrast microscope", supplier: "Olympus / Evident", catalog: "CKX53" },
            { name: "Widefield fluorescence microscope with 20× objective", supplier: "Carl Zeiss Microscopy", catalog: "Axio Observer 7" },
          ],
        },
      ],
    },
    {
      kind: "software",
      blocks: [
        {
          materials: [
            { name: "Fiji / ImageJ (cell counting, neurite tracing with SNT)", supplier: "Open source (imagej.net)", catalog: "version 2.14.0" },
            { name: "ZEN (image acquisition)", supplier: "Carl Zeiss Microscopy", catalog: "version 3.8 (blue edition)" },
            { name: "GraphPad Prism (statistics)", supplier: "GraphPad Software", catalog: "version 10.2" },
          ],
        },
      ],
    },
    {
      kind: "procedure",
      blocks: [
        {
          note: "Set up timed matings so that the morning on which a vaginal plug is found is E0.5. All steps from section C onwards are performed with sterile instruments (autoclaved, then wiped with 70% ethanol) and sterile solutions; the dissection itself is done on a clean bench.",
        },
        { heading: "A. Coating of culture vessels (day −1)" },
        {
          steps: [
            {
              text: "Place sterile 12 mm coverslips into 24-well plates (one per well). Dilute poly-D-lysine (PDL) to 50 µg/mL in sterile water and add 300 µL per well of a 24-well plate or 1.5 mL per well of a 6-well plate.",
            },
            {
              text: "Incubate overnight at 37 °C (at least 4 h). Make sure each coverslip is fully submerged and does not float.",
            },
            {
              text: "On the day of the culture, aspirate the PDL, rinse three times with sterile water and let the wells dry with the lid open in the safety cabinet for 30 min.",
              notes: ["**Critical:** residual free PDL is toxic to neurons; do not skip the rinses."],
            },
            {
              text: "For imaging cultures, add laminin at 5 µg/mL in HBSS (300 µL per well) and incubate at 37 °C for at least 2 h. Remove the laminin immediately before plating; do not let the surface dry.",
            },
          ],
        },
        { heading: "B. Preparation of solutions (day 0)" },
        {
          steps: [
            {
              text: "Prepare 100 mL of dissection buffer (Recipe 1) and keep it on ice. Prepare plating medium and maintenance medium (Recipes 2 and 3) and place them in the CO₂ incubator with loosened caps for at least 30 min to warm and equilibrate.",
            },
            {
              text: "Reconstitute one vial of papain with 5 mL of EBSS from the papain dissociation system (20 U/mL papain, 1 mM L-cysteine, 0.5 mM EDTA), add 250 µL of reconstituted DNase (final approx. 0.005%) and incubate at 37 °C for 10 min until the solution is clear. Reconstitute the ovomucoid inhibitor according to the manufacturer.",
            },
          ],
        },
        { heading: "C. Dissection of embryonic cortex" },
        {
          steps: [
            {
              text: "Euthanise the pregnant female at E16.5 by CO₂ inhalation followed by cervical dislocation, in accordance with the approved animal protocol.",
            },
            {
              text: "Lay the mouse on its back, spray the abdomen liberally with 70% ethanol, open the abdominal cavity with a V-shaped incision and remove both uterine horns into a 10 cm dish of ice-cold dissection buffer.",
            },
            {
              text: "Release the embryos from the uterus and amniotic sacs, decapitate each embryo with fine scissors just below the skull base and transfer the heads to a fresh dish of ice-cold dissection buffer.",
              notes: ["Discard embryos that are noticeably smaller or malformed; check that the developmental stage is consistent with E16.5 (visible digit separation, pigmented retina, no wrinkled skin)."],
            },
            {
              text: "Under the stereomicroscope, hold the head with forceps through the eyes, cut the skin and the thin skull along the midline from the neck towards the nose, fold the skull open and scoop out the brain.",
            },
            {
              text: "Separate the two hemispheres with forceps along the midline and remove the olfactory bulbs, the midbrain and the diencephalon.",
            },
            {
              text: "With the medial side facing up, peel off the meninges in one piece, starting at the edge where they are most loosely attached. Then remove the hippocampus and the ganglionic eminences (striatal primordium) to leave a clean sheet of cortex.",
              notes: ["**Critical:** incomplete removal of the meninges is the most common cause of fibroblast contamination. Meninges are recognisable by their blood vessels and slightly pink colour."],
            },
            {
              text: "Collect the cortices in a 15 mL tube containing 5 mL of ice-cold dissection buffer. Complete the dissection of one litter (typically 6–9 embryos) within 45 min.",
            },
          ],
        },
        { heading: "D. Dissociation and plating" },
        {
          steps: [
            {
              text: "Let the cortices settle, remove the dissection buffer and add 3 mL of the activated papain solution. Incubate at 37 °C for 15 min in the water bath, inverting gently every 5 min.",
              notes: ["Do not prolong digestion beyond 15 min; over-digestion reduces viability and causes cells to clump."],
            },
            {
              text: "Remove the papain solution, add 2 mL of the ovomucoid inhibitor solution and incubate for 2 min. Replace with 2 mL of pre-warmed plating medium.",
            },
            {
              text: "Triturate 10–15 times with a P1000 pipette set to 800 µL (or a fire-polished glass Pasteur pipette), keeping the tip below the liquid surface to avoid bubbles. Let undissociated fragments settle for 1 min and pass the supernatant through a 70 µm strainer into a new 15 mL tube.",
              notes: ["The suspension should become cloudy and homogeneous within 15 strokes. Excessive trituration damages neurons; if fragments remain, triturate the settled pieces in 1 mL of fresh medium and combine."],
            },
            {
              text: "Centrifuge at 200 × g for 5 min at room temperature, aspirate the supernatant and gently resuspend the pellet in 5 mL of pre-warmed plating medium.",
            },
            {
              text: "Mix 10 µL of cells with 10 µL of 0.4% trypan blue and count live and dead cells. Expect 3–5 × 10⁶ live cells per embryo and viability above 85%.",
            },
            {
              text: "Plate the cells in plating medium at the required density.",
              substeps: [
                { text: "Imaging of individual neurons: 2.5 × 10⁴ cells/cm² (5 × 10⁴ cells in 500 µL per well of a 24-well plate)." },
                { text: "Biochemistry and RNA extraction: 1 × 10⁵ cells/cm² (1 × 10⁶ cells in 2 mL per well of a 6-well plate)." },
              ],
            },
            {
              text: "Incubate at 37 °C and 5% CO₂. After 3–4 h, check that most cells have attached, then replace the plating medium completely with pre-warmed maintenance medium.",
            },
          ],
        },
        {
          figure: {
            src: "/figures/mouse-primary-neurons.svg",
            alt: "Schematic of the procedure: E16.5 embryo brain, dissection of the cortex with removal of meninges, papain digestion and trituration, plating on poly-D-lysine-coated wells, and a timeline from day in vitro 0 to 21 showing half-medium changes and the stages of neuronal development.",
            caption: "Workflow and culture timeline. DIV, days in vitro. Half of the medium is replaced every 3–4 days; cultures are typically used between DIV 7 and DIV 21.",
          },
        },
        { heading: "E. Maintenance" },
        {
          steps: [
            {
              text: "On DIV 3–4 and then every 3–4 days, replace half of the medium in each well with fresh, pre-equilibrated maintenance medium. Work with a few wells at a time so that the cells are never left without medium.",
              notes: ["Do not replace the whole medium after DIV 1: neurons condition their medium with trophic factors, and complete changes reduce survival."],
            },
            {
              text: "Monitor cultures by phase-contrast microscopy. Healthy neurons have phase-bright, round or pyramidal cell bodies with smooth neurites; beaded neurites, floating debris or large flat cells indicate problems (see Notes).",
            },
            {
              text: "Optional: if glial proliferation is undesirable for the application, add cytosine β-D-arabinofuranoside (AraC) to a final 1 µM at DIV 3 and remove it at the next half-medium change.",
              notes: ["AraC has documented effects on neuronal DNA repair and survival; use it only when needed, and use the same treatment for all conditions."],
            },
          ],
        },
        { heading: "F. Quality control by immunocytochemistry" },
        {
          steps: [
            {
              text: "At DIV 10, fix one coverslip per preparation with 4% paraformaldehyde and 4% sucrose in PBS (pre-warmed, 500 µL per well) for 15 min at room temperature, and wash three times with PBS.",
              notes: ["**Safety:** paraformaldehyde is toxic and a suspected carcinogen; handle it in a fume hood."],
            },
            {
              text: "Permeabilise with 0.25% Triton X-100 in PBS for 10 min and block with 5% normal goat serum in PBS for 1 h at room temperature.",
            },
            {
              text: "Incubate with chicken anti-MAP2 (1:5,000) and rabbit anti-GFAP (1:1,000) in blocking buffer overnight at 4 °C. Wash three times for 5 min with PBS.",
            },
            {
              text: "Incubate with Alexa Fluor 488 anti-chicken and Alexa Fluor 568 anti-rabbit secondary antibodies (1:1,000) and DAPI (1 µg/mL) for 1 h at room temperature in the dark, wash three times with PBS, rinse in water and mount on slides with ProLong Gold.",
            },
            {
              text: "Acquire 10 randomly chosen fields per coverslip with a 20× objective, using identical exposure settings for all coverslips.",
            },
          ],
        },
      ],
    },
    {
      kind: "data_analysis",
      blocks: [
        {
          p: "Culture purity is calculated from the immunocytochemistry images. In Fiji [8], count DAPI-stained nuclei with a thresholding and watershed routine, then score each nucleus as MAP2-positive (surrounded by MAP2-positive soma) or GFAP-positive, and express each population as a percentage of all nuclei. Pyknotic (small, condensed, bright) nuclei are counted separately as an index of cell death.",
        },
        {
          p: "For morphological analysis, trace neurites of at least 30 isolated neurons per condition with the SNT plugin and report total dendritic length, number of primary dendrites and Sholl intersections at 10 µm intervals. Because cultures from different litters vary more than coverslips from the same litter, treat each independent preparation (litter) as the biological replicate and use coverslips as technical replicates; compare conditions with paired tests or mixed-effects models that include preparation as a random factor.",
        },
      ],
    },
    {
      kind: "validation",
      blocks: [
        {
          p: "The protocol was validated in four independent preparations from different litters, each performed by one of two experimenters. Yield and viability were determined at plating, and purity was quantified at DIV 10 from MAP2/GFAP/DAPI staining (10 fields per coverslip, three coverslips per preparation). By DIV 14, neurons showed extensive dendritic arbours with MAP2-positive dendrites and punctate synapsin staining (not shown), and cultures plated at 1 × 10⁵ cells/cm² showed spontaneous calcium transients in Fluo-4 imaging (loaded with 2 µM Fluo-4 AM for 30 min at 37 °C), indicating functional network activity.",
        },
        {
          table: {
            caption: "Yield, viability and purity of four independent preparations (purity as mean of three coverslips).",
            head: ["Preparation", "Embryos", "Live cells per embryo (×10⁶)", "Viability at plating (%)", "MAP2+ at DIV 10 (%)", "GFAP+ at DIV 10 (%)", "Pyknotic nuclei (%)"],
            rows: [
              ["1", "7", "4.2", "93", "94.1", "3.2", "6.8"],
              ["2", "8", "3.6", "91", "92.3", "4.9", "8.1"],
              ["3", "6", "4.8", "95", "95.2", "2.1", "5.4"],
              ["4", "9", "3.9", "92", "93.0", "3.8", "7.5"],
              ["Mean ± SD", "7.5 ± 1.3", "4.1 ± 0.5", "92.8 ± 1.7", "93.7 ± 1.3", "3.5 ± 1.2", "7.0 ± 1.2"],
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
            "Speed matters more than perfection during dissection: tissue kept on ice for more than 1 h yields fewer viable cells. With practice, one embryo takes 3–4 min.",
            "Use fresh B-27 Plus: thaw the supplement once, aliquot and store at −20 °C; prepared maintenance medium should be used within 2 weeks.",
            "Avoid opening the incubator frequently and keep cultures on a vibration-free shelf; low-density cultures are very sensitive to changes in pH and temperature.",
            "Embryos of both sexes are pooled in this protocol. When sex is a variable of interest, culture cortices from each embryo separately and determine sex by PCR for *Sry* or *Xist*.",
          ],
        },
        {
          table: {
            caption: "Troubleshooting.",
            head: ["Problem", "Possible cause", "Solution"],
            rows: [
              ["Low cell yield", "Incomplete digestion; dissection too slow", "Check papain activity (solution must clear on activation); shorten dissection; keep tissue cold"],
              ["Low viability at plating", "Over-digestion or harsh trituration; bubbles", "Digest ≤ 15 min; triturate gently with the tip submerged"],
              ["Cells clump and detach after a few days", "Poor coating; residual PDL; DNA from lysed cells", "Prepare fresh PDL; rinse thoroughly; include DNase during digestion"],
              ["Many flat, dividing cells", "Meningeal fibroblasts or glial progenitors", "Remove meninges completely; use E16.5 rather than earlier stages; consider AraC"],
              ["Neurites beaded or fragmented", "Medium exhaustion, pH drift or toxicity", "Keep half-medium changes on schedule; check incubator CO₂; use fresh B-27 Plus"],
              ["Neurons cluster into aggregates connected by fascicles", "Plating density too high or uneven", "Count accurately; mix cells thoroughly and rock the plate cross-wise after plating"],
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
            "**Recipe 1. Dissection buffer:** HBSS without Ca²⁺/Mg²⁺ with 10 mM HEPES (1 mL of 1 M HEPES per 100 mL), pH 7.3, sterile-filtered; keep on ice.",
            "**Recipe 2. Plating medium:** Neurobasal Plus medium with 1× B-27 Plus (2% v/v), 0.5 mM GlutaMAX (1:400), 5% (v/v) heat-inactivated FBS, 100 U/mL penicillin and 100 µg/mL streptomycin. Prepare on the day of use.",
            "**Recipe 3. Maintenance medium:** Neurobasal Plus medium with 1× B-27 Plus, 0.5 mM GlutaMAX and 100 U/mL penicillin/100 µg/mL streptomycin (omit antibiotics for electrophysiology). Store at 4 °C protected from light for up to 2 weeks.",
            "**Recipe 4. Fixative:** 4% (w/v) paraformaldehyde and 4% (w/v) sucrose in PBS, pH 7.4 (2.5 mL 16% PFA, 0.4 g sucrose, 1 mL 10× PBS, water to 10 mL). Prepare fresh and pre-warm to 37 °C.",
            "**Recipe 5. Blocking buffer:** 5% (v/v) normal goat serum, 0.1% Triton X-100 in PBS.",
            "**Recipe 6. Poly-D-lysine working solution:** 0.1 mg/mL stock diluted 1:2 in sterile water (50 µg/mL).",
          ],
        },
      ],
    },
    {
      kind: "acknowledgments",
      blocks: [
        {
          p: "We thank the staff of the Huaxi Medical University Laboratory Animal Center for animal husbandry and the Imaging Core for microscope access. This work was supported by (fictional) grants from the Sichuan Science and Technology Programme (No. 2023-YFS-0219) and the Ligurian Neuroscience Foundation.",
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
          p: "All animal procedures were approved by the Institutional Animal Care and Use Committee of Huaxi Medical University (protocol HXMU-IACUC-2023-112) and were carried out in accordance with the national guidelines for the care and use of laboratory animals and the ARRIVE guidelines. Pregnant females were euthanised by CO₂ inhalation followed by cervical dislocation, and embryos were decapitated rapidly. The number of animals was minimised by using all embryos of each litter.",
        },
      ],
    },
  ],
  references: [
    {
      text: "Banker, G. A., Cowan, W. M. (1977). Rat hippocampal neurons in dispersed cell culture. Brain Res 126(3): 397–425.",
    },
    {
      text: "Brewer, G. J., Torricelli, J. R., Evege, E. K., Price, P. J. (1993). Optimized survival of hippocampal neurons in B27-supplemented Neurobasal, a new serum-free medium combination. J Neurosci Res 35(5): 567–576.",
      doi: "10.1002/jnr.490350513",
    },
    {
      text: "Kaech, S., Banker, G. (2006). Culturing hippocampal neurons. Nat Protoc 1(5): 2406–2415.",
      doi: "10.1038/nprot.2006.356",
    },
    {
      text: "Beaudoin, G. M. J., Lee, S. H., Singh, D., Yuan, Y., Ng, Y. G., Reichardt, L. F., Arikkath, J. (2012). Culturing pyramidal neurons from the early postnatal mouse hippocampus and cortex. Nat Protoc 7(9): 1741–1754.",
      doi: "10.1038/nprot.2012.099",
    },
    {
      text: "Dotti, C. G., Sullivan, C. A., Banker, G. A. (1988). The establishment of polarity by hippocampal neurons in culture. J Neurosci 8(4): 1454–1468.",
    },
    {
      text: "Hilgenberg, L. G., Smith, M. A. (2007). Preparation of dissociated mouse cortical neuron cultures. J Vis Exp (10): 562.",
    },
    {
      text: "Huettner, J. E., Baughman, R. W. (1986). Primary culture of identified neurons from the visual cortex of postnatal rats. J Neurosci 6(10): 3044–3060.",
    },
    {
      text: "Schindelin, J., Arganda-Carreras, I., Frise, E., Kaynig, V., Longair, M., Pietzsch, T., Preibisch, S., Rueden, C., Saalfeld, S., Schmid, B., Tinevez, J. Y., White, D. J., Hartenstein, V., Eliceiri, K., Tomancak, P., Cardona, A. (2012). Fiji: an open-source platform for biological-image analysis. Nat Methods 9(7): 676–682.",
      doi: "10.1038/nmeth.2019",
    },
  ],
};
