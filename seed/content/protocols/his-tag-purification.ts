import type { AuthoredProtocol } from "../types";

export const protocol: AuthoredProtocol = {
  slug: "his-tag-purification",
  titleEn: "Expression and Two-step Purification of His-tagged Proteins from Escherichia coli by Ni-NTA Affinity and Size-exclusion Chromatography",
  titleCn: "大肠杆菌中His标签蛋白的表达及Ni-NTA亲和层析与分子排阻层析两步纯化",
  abstractEn:
    "Immobilised metal affinity chromatography (IMAC) of polyhistidine-tagged proteins is the most widely used first step for purifying recombinant proteins from Escherichia coli. Its popularity rests on a short tag, inexpensive resins and a single elution step, but the purity and homogeneity achieved in practice vary widely, because endogenous E. coli proteins also bind nickel and because aggregates co-purify with the native protein. This protocol describes a reliable route from a pET-based expression plasmid to a monodisperse protein preparation suitable for biochemical and structural work. Expression is carried out in BL21(DE3) cells at 18 °C after IPTG induction, which favours soluble folding. Cells are lysed by sonication in a buffer containing 20 mM imidazole, and the clarified lysate is bound in batch to Ni-NTA agarose, washed with a two-step imidazole gradient and eluted with 300 mM imidazole. An optional tobacco etch virus (TEV) protease cleavage with reverse IMAC removes the tag. The final polishing step by size-exclusion chromatography (SEC) on a Superdex 200 Increase column separates aggregates, protease and contaminants and exchanges the protein into a storage buffer. For three model proteins of 18–42 kDa the procedure yielded 8–35 mg of protein per litre of culture at more than 95% purity. The complete workflow requires four days.",
  abstractCn:
    "多聚组氨酸标签蛋白的固定化金属亲和层析（IMAC）是从大肠杆菌中纯化重组蛋白最常用的第一步。其广泛应用得益于标签短小、树脂价格低廉以及只需一步洗脱，但由于大肠杆菌内源蛋白同样能结合镍离子，且聚集体会与天然蛋白一同被纯化，实际获得的纯度和均一性差异很大。本方案介绍一条可靠的路线：从基于pET的表达质粒出发，获得适用于生化和结构研究的单分散蛋白样品。表达在BL21(DE3)细胞中进行，IPTG诱导后于18 °C培养，有利于蛋白可溶性折叠。细胞在含20 mM咪唑的缓冲液中超声裂解，澄清后的裂解液以批量方式与Ni-NTA琼脂糖结合，经两级咪唑梯度洗涤后用300 mM咪唑洗脱。可选的烟草蚀纹病毒（TEV）蛋白酶切割结合反向IMAC可去除标签。最后在Superdex 200 Increase色谱柱上进行分子排阻层析（SEC）精纯，以去除聚集体、蛋白酶和杂蛋白，同时将蛋白置换到储存缓冲液中。对三种分子量为18–42 kDa的模式蛋白，每升培养物可获得8–35 mg纯度高于95%的蛋白。整个流程需要四天。",
  keywordsEn: ["His-tag", "Ni-NTA", "IMAC", "Size-exclusion chromatography", "Recombinant protein expression", "TEV protease"],
  keywordsCn: ["His标签", "Ni-NTA", "固定化金属亲和层析", "分子排阻层析", "重组蛋白表达", "TEV蛋白酶"],
  categories: [2, 26],
  organisms: ["Escherichia coli"],
  authors: [
    {
      nameEn: "Xiaoyu Chen",
      nameCn: "陈晓雨",
      affiliations: ["Protein Science Facility, Southern Coast Institute of Structural Biology, Xiamen, China"],
      orcid: "0000-0002-5561-2093",
    },
    {
      nameEn: "Ingrid Solberg",
      affiliations: ["Department of Biochemistry, Nordfjord University, Bergen, Norway"],
    },
    {
      nameEn: "Tomás Herrera",
      affiliations: ["Department of Biochemistry, Nordfjord University, Bergen, Norway"],
    },
    {
      nameEn: "Mingzhe Li",
      nameCn: "李明哲",
      affiliations: [
        "Protein Science Facility, Southern Coast Institute of Structural Biology, Xiamen, China",
        "School of Pharmaceutical Sciences, Minjiang University of Science and Technology, Xiamen, China",
      ],
      orcid: "0000-0001-9034-7728",
      corresponding: true,
      email: "mingzhe.li@example.org",
    },
  ],
  sections: [
    {
      kind: "background",
      blocks: [
        {
          p: "Metal chelate affinity chromatography was introduced in the 1970s as a means of fractionating proteins by their surface histidines [1], and it became a general purification method once a genetically encoded stretch of six histidines was combined with a nitrilotriacetic acid (NTA) resin that holds Ni^2+^ by four coordination bonds [2]. The two remaining coordination sites bind imidazole rings of the tag with micromolar affinity, so that tagged proteins can be captured from crude lysate and released with imidazole or low pH [3].",
        },
        {
          p: "In *E. coli*, the T7 expression system of pET vectors in λDE3 lysogens provides high, inducible expression [4]. High expression, however, frequently leads to misfolding and inclusion bodies. Lowering the temperature after induction, reducing the inducer concentration, or using auto-induction media [5] are the simplest ways to improve solubility. Even when the protein is soluble, a single IMAC step rarely gives a homogeneous sample: histidine-rich host proteins co-elute, and soluble aggregates bind as avidly as native protein.",
        },
        {
          p: "The protocol below pairs an optimised IMAC step with size-exclusion chromatography (SEC), which separates species by hydrodynamic radius and simultaneously reports on the oligomeric state and monodispersity of the product. An optional step removes the tag with TEV protease, whose high specificity makes it the most common choice for this purpose [6]. Purity is monitored throughout by SDS-PAGE [7].",
        },
      ],
    },
    {
      kind: "materials",
      blocks: [
        {
          materials: [
            { name: "BL21(DE3) competent E. coli", supplier: "New England Biolabs", catalog: "C2527H" },
            { name: "pET-28a(+) vector (backbone of the expression construct with an N-terminal His6-TEV site)", supplier: "Novagen (Merck)", catalog: "69864-3", note: "Target gene cloned in-house" },
            { name: "LB broth, Miller", supplier: "Sigma-Aldrich", catalog: "L3522" },
            { name: "Terrific Broth, modified", supplier: "Sigma-Aldrich", catalog: "T0918" },
            { name: "Kanamycin sulfate", supplier: "Sigma-Aldrich", catalog: "K1377" },
            { name: "SOC outgrowth medium", supplier: "New England Biolabs", catalog: "B9020S" },
            { name: "IPTG, dioxane-free", supplier: "Thermo Fisher Scientific", catalog: "R0392" },
            { name: "HEPES", supplier: "Sigma-Aldrich", catalog: "H3375" },
            { name: "Sodium chloride", supplier: "Sigma-Aldrich", catalog: "S9888" },
            { name: "Magnesium chloride hexahydrate", supplier: "Sigma-Aldrich", catalog: "M2670" },
            { name: "Imidazole, ≥99% (for molecular biology)", supplier: "Sigma-Aldrich", catalog: "I5513" },
            { name: "Glycerol", supplier: "Sigma-Aldrich", catalog: "G5516" },
            { name: "TCEP hydrochloride", supplier: "Gold Biotechnology", catalog: "TCEP25" },
            { name: "Lysozyme from chicken egg white", supplier: "Sigma-Aldrich", catalog: "L6876" },
            { name: "Benzonase nuclease, purity > 90%", supplier: "Merck Millipore", catalog: "70746" },
            { name: "cOmplete EDTA-free Protease Inhibitor Cocktail tablets", supplier: "Roche", catalog: "11873580001" },
            { name: "Ni-NTA Agarose", supplier: "Qiagen", catalog: "30210" },
            { name: "Poly-Prep chromatography columns", supplier: "Bio-Rad", catalog: "7311550" },
            { name: "TEV protease", supplier: "New England Biolabs", catalog: "P8112S", note: "Or in-house His-tagged TEV(S219V)" },
            { name: "Slide-A-Lyzer dialysis cassettes, 10K MWCO", supplier: "Thermo Fisher Scientific", catalog: "66810" },
            { name: "Amicon Ultra-15 centrifugal filter, 10 kDa MWCO", supplier: "Merck Millipore", catalog: "UFC901024" },
            { name: "Amicon Ultra-15 centrifugal filter, 3 kDa MWCO (for proteins under 20 kDa)", supplier: "Merck Millipore", catalog: "UFC900324" },
            { name: "Millex-GP syringe filter, 0.22 µm", supplier: "Merck Millipore", catalog: "SLGP033RS" },
            { name: "Superdex 200 Increase 10/300 GL", supplier: "Cytiva", catalog: "28990944" },
            { name: "4–20% Mini-PROTEAN TGX precast gels", supplier: "Bio-Rad", catalog: "4561094" },
            { name: "Precision Plus Protein Dual Color Standards", supplier: "Bio-Rad", catalog: "1610374" },
            { name: "InstantBlue Coomassie protein stain", supplier: "Abcam", catalog: "ab119211" },
          ],
        },
      ],
    },
    {
      kind: "equipment",
      blocks: [
        {
          materials: [
            { name: "Temperature-controlled shaking incubator", supplier: "Infors HT", catalog: "Multitron Standard" },
            { name: "Spectrophotometer for OD600", supplier: "Eppendorf", catalog: "BioPhotometer D30" },
            { name: "High-speed centrifuge with JLA-8.1000 and JA-25.50 rotors", supplier: "Beckman Coulter", catalog: "Avanti JXN-26" },
            { name: "Probe sonicator with 1/2-inch probe", supplier: "Qsonica", catalog: "Q500" },
            { name: "Tube rotator (4 °C)", supplier: "Stuart", catalog: "SB3" },
            { name: "FPLC system (operated at 4 °C)", supplier: "Cytiva", catalog: "ÄKTA pure 25" },
            { name: "Microvolume UV-Vis spectrophotometer", supplier: "Thermo Fisher Scientific", catalog: "NanoDrop One" },
            { name: "Vertical electrophoresis cell", supplier: "Bio-Rad", catalog: "Mini-PROTEAN Tetra" },
            { name: "Gel imaging system", supplier: "Bio-Rad", catalog: "ChemiDoc MP" },
            { name: "Refrigerated benchtop centrifuge with swing-bucket rotor", supplier: "Eppendorf", catalog: "5810 R" },
          ],
        },
      ],
    },
    {
      kind: "software",
      blocks: [
        {
          list: [
            "UNICORN v7.8 (Cytiva) – FPLC control and chromatogram evaluation",
            "ProtParam (ExPASy, SIB Swiss Institute of Bioinformatics) – molecular weight and extinction coefficient [8]",
            "Image Lab v6.1 (Bio-Rad) – gel documentation and densitometry",
            "GraphPad Prism v10 (GraphPad Software) – column calibration and plots",
          ],
        },
      ],
    },
    {
      kind: "procedure",
      blocks: [
        {
          figure: {
            src: "/figures/his-tag-purification.svg",
            alt: "Left: flow chart from expression in E. coli through lysis, Ni-NTA capture, optional TEV cleavage and size-exclusion chromatography. Right: size-exclusion chromatogram showing a small void peak near 8.5 mL, a main protein peak at about 15 mL and a late peak from small molecules.",
            caption:
              "**Purification workflow and a representative SEC profile.** Left: main stages and approximate timing. Right: absorbance at 280 nm of His~6~-tag-cleaved MBP on a Superdex 200 Increase 10/300 GL column at 0.5 mL/min; shaded fractions were pooled.",
          },
        },
        { heading: "A. Transformation and expression (days 1–3)" },
        {
          steps: [
            {
              text: "Thaw 50 µL of BL21(DE3) competent cells on ice, add 20–50 ng of plasmid, incubate on ice for 30 min, heat-shock at 42 °C for 10 s and return to ice for 5 min. Add 950 µL of SOC, shake for 1 h at 37 °C and plate 100 µL on LB agar with 50 µg/mL kanamycin. Incubate overnight at 37 °C.",
            },
            {
              text: "Inoculate a single fresh colony into 50 mL of LB with 50 µg/mL kanamycin in a 250 mL flask and grow overnight (14–16 h) at 37 °C and 200 rpm.",
              notes: ["Use colonies no older than 2 days; expression plasmids in BL21(DE3) can lose inducibility on prolonged storage."],
            },
            {
              text: "Add 10 mL of the overnight culture to 1 L of Terrific Broth with 50 µg/mL kanamycin in a 2.5 L baffled flask. Grow at 37 °C and 180 rpm until OD~600~ reaches 0.6–0.8 (about 2.5–3 h).",
            },
            {
              text: "Transfer the flasks to a shaker pre-cooled to 18 °C and let the culture cool for 30 min. Remove 1 mL as the uninduced sample.",
            },
            {
              text: "Induce expression by adding IPTG to 0.3 mM and incubate for 16–18 h at 18 °C and 180 rpm.",
              notes: ["For each new construct, test 0.1, 0.3 and 1 mM IPTG at 18 °C and 37 °C in 50 mL cultures and compare the soluble fractions before scaling up."],
            },
            {
              text: "Measure OD~600~ and remove a sample equivalent to 1 mL at OD~600~ 1.0 as the induced sample. Pellet both samples, resuspend in 100 µL of 1× SDS sample buffer and keep for SDS-PAGE.",
            },
            {
              text: "Harvest the cells at 5,000 × g for 15 min at 4 °C. Weigh the pellet (typically 12–18 g wet weight per litre of TB).",
              notes: ["**Pause point:** pellets can be frozen and stored at −80 °C for several months."],
            },
          ],
        },
        { heading: "B. Cell lysis and clarification (day 3)" },
        {
          steps: [
            {
              text: "Resuspend the pellet in 5 mL of ice-cold lysis buffer per gram of cells, supplemented with 1 protease inhibitor tablet per 50 mL, 0.5 mg/mL lysozyme, 2 mM MgCl~2~ and 25 U/mL Benzonase. Stir gently for 30 min at 4 °C.",
            },
            {
              text: "Sonicate in a metal beaker on an ice–water bath with a 1/2-inch probe at 40% amplitude, 10 s on and 20 s off, for a total of 5 min of pulse time per 50 mL.",
              notes: [
                "**Critical:** keep the lysate below 10 °C; monitor with a thermometer and pause if necessary. Overheating denatures the protein and causes aggregation.",
                "**Safety:** wear ear protection during sonication.",
              ],
            },
            {
              text: "Centrifuge the lysate at 40,000 × g for 45 min at 4 °C. Keep 20 µL of the total lysate (before centrifugation) and 20 µL of the supernatant for SDS-PAGE.",
            },
            {
              text: "Pass the supernatant through a 0.45 µm filter if it is still turbid.",
            },
          ],
        },
        { heading: "C. Ni-NTA affinity chromatography (day 3)" },
        {
          steps: [
            {
              text: "Transfer 4 mL of 50% Ni-NTA agarose slurry (2 mL bed volume, which binds up to about 50 mg of a His6-tagged protein; allow about 1 mL of bed per 20–25 mg of expected protein) to a Poly-Prep column. Wash with 10 column volumes (CV) of water and equilibrate with 10 CV of lysis buffer.",
            },
            {
              text: "Resuspend the resin in a few millilitres of lysate, add it to the cleared lysate in a 50 mL tube and rotate for 1 h at 4 °C.",
            },
            {
              text: "Pour the suspension back into the column and let the lysate flow through by gravity. Keep 20 µL of flow-through for SDS-PAGE.",
            },
            {
              text: "Wash the resin with 20 CV of wash buffer 1 (20 mM imidazole) followed by 10 CV of wash buffer 2 (40 mM imidazole).",
              notes: ["Spot 10 µL of the last wash fraction into 200 µL of Bradford reagent; the solution should stay brown, indicating that no more protein is being washed off."],
            },
            {
              text: "Elute with 5 × 1 CV of elution buffer (300 mM imidazole), collecting each fraction separately. Let each aliquot of buffer stand on the resin for 2 min before draining.",
            },
            {
              text: "Measure A~280~ of each fraction with the NanoDrop and analyse 10 µL of each fraction, together with the samples collected earlier, on a 4–20% gel. Pool the fractions that contain the target protein.",
            },
          ],
        },
        { heading: "D. Optional tag removal (days 3–4)" },
        {
          steps: [
            {
              text: "Add TEV protease at a 1:50 (w/w) ratio to the pooled eluate and transfer the mixture to a 10K dialysis cassette. Dialyse overnight at 4 °C against 2 L of dialysis buffer.",
              notes: ["Removing imidazole by dialysis during cleavage is essential for the subsequent reverse IMAC; TEV protease is most active with a reducing agent present."],
            },
            {
              text: "Confirm complete cleavage by SDS-PAGE (a shift of about 2.5 kDa for a His~6~-TEV tag).",
            },
            {
              text: "Pass the dialysed sample over 1 mL of fresh Ni-NTA resin equilibrated in dialysis buffer. Collect the flow-through and a 2 CV wash with dialysis buffer; these contain the untagged protein, whereas the tag, uncleaved protein and His-tagged TEV remain bound.",
            },
          ],
        },
        { heading: "E. Size-exclusion chromatography (day 4)" },
        {
          steps: [
            {
              text: "Concentrate the protein in an Amicon Ultra-15 filter (MWCO at most half the molecular weight of the protein: 10 kDa for proteins above 20 kDa, 3 kDa for smaller ones such as PPIA) at 4,000 × g and 4 °C in 10 min intervals, mixing the retentate gently between spins, to 500 µL at no more than 10 mg/mL.",
            },
            {
              text: "Remove aggregates by centrifugation at 16,000 × g for 10 min at 4 °C, or by filtration through a 0.22 µm filter.",
            },
            {
              text: "Equilibrate the Superdex 200 Increase 10/300 GL column with 1.5 CV (36 mL) of filtered and degassed SEC buffer at 0.5 mL/min at 4 °C.",
              notes: ["Do not exceed a pressure of 5 MPa over the column; at 4 °C the viscosity of the buffer increases, so reduce the flow rate if the pressure alarm is reached."],
            },
            {
              text: "Load the sample through a 500 µL loop and run 1.2 CV at 0.5 mL/min, collecting 0.5 mL fractions from 7 mL onwards.",
            },
            {
              text: "Analyse the peak fractions by SDS-PAGE. Pool the fractions from the main peak, excluding its leading and trailing edges if they contain aggregates or contaminants.",
            },
            {
              text: "Concentrate the pooled protein to the desired concentration and determine the concentration from A~280~ using the extinction coefficient calculated with ProtParam [8].",
            },
            {
              text: "Dispense 20–50 µL aliquots into thin-walled PCR tubes, flash-freeze in liquid nitrogen and store at −80 °C.",
              notes: ["**Pause point:** most proteins are stable for at least 6 months at −80 °C; avoid repeated freeze–thaw cycles."],
            },
            {
              text: "Clean the SEC column with 1 CV of 0.5 M NaOH at 0.5 mL/min, followed by 2 CV of water and 1.5 CV of 20% ethanol for storage. To regenerate used Ni-NTA resin, strip the nickel with 5 CV of 100 mM EDTA (pH 8.0), wash with 10 CV of water, clean with 0.5 M NaOH for 30 min, wash with water again and recharge with 2 CV of 100 mM NiSO~4~; or discard it.",
            },
          ],
        },
      ],
    },
    {
      kind: "data_analysis",
      blocks: [
        {
          p: "Quantify expression and purity from Coomassie-stained gels in Image Lab by lane densitometry: purity is the intensity of the target band divided by the total intensity of the lane. Calculate the yield from the concentration (A~280~ divided by the extinction coefficient for the mature protein, corrected for tag removal) and the final volume, and express it per litre of culture.",
        },
        {
          p: "Estimate the apparent molecular weight from the SEC elution volume using a calibration curve of standard proteins (e.g., thyroglobulin, ferritin, aldolase, conalbumin, ovalbumin and ribonuclease A) run under the same conditions. Plot log(MW) against the partition coefficient *K*~av~ = (*V*~e~ − *V*~0~)/(*V*~c~ − *V*~0~), where *V*~e~ is the elution volume, *V*~0~ the void volume (determined with Blue Dextran 2000) and *V*~c~ the geometric column volume (24 mL). A ratio of apparent to calculated mass near 1, 2 or 4 suggests a monomer, dimer or tetramer, although elongated proteins run larger than their mass suggests. Check the A~260~/A~280~ ratio of the final sample; values above 0.6 indicate nucleic acid contamination.",
        },
      ],
    },
    {
      kind: "validation",
      blocks: [
        {
          p: "We validated the protocol with three soluble proteins expressed from the same pET-28a-derived vector: superfolder GFP (sfGFP, 27 kDa), human cyclophilin A (PPIA, 18 kDa) and *E. coli* maltose-binding protein (MBP, 42 kDa). Each protein was purified in three independent preparations from 1 L cultures. All three eluted from SEC as single symmetrical peaks at volumes consistent with monomers, purity exceeded 95% by densitometry, and the identity of the proteins was confirmed by intact-mass LC-MS (within 1 Da of the expected mass after tag removal).",
        },
        {
          table: {
            caption: "Yield, purity and SEC behaviour of three model proteins (mean ± SD, n = 3 preparations; example data).",
            head: ["Protein", "Calculated MW (kDa)", "Yield after IMAC (mg/L)", "Yield after SEC (mg/L)", "Purity after SEC (%)", "SEC elution volume (mL)", "A260/A280"],
            rows: [
              ["sfGFP", "26.9", "48 ± 6", "35 ± 4", "98", "16.1", "0.55"],
              ["PPIA", "18.0", "21 ± 3", "14 ± 2", "97", "17.2", "0.57"],
              ["MBP", "42.5", "15 ± 2", "8 ± 1", "96", "15.1", "0.56"],
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
              ["Protein found in the insoluble pellet", "Misfolding at high expression rate", "Lower IPTG to 0.1 mM and temperature to 16 °C; try auto-induction medium or a solubility-enhancing fusion partner such as MBP"],
              ["Target does not bind to Ni-NTA", "Tag buried or proteolytically removed; EDTA or DTT in lysate", "Check the tag by anti-His immunoblot; move the tag to the other terminus; use EDTA-free inhibitors and TCEP instead of DTT"],
              ["Many contaminating bands in the eluate", "Host proteins with histidine clusters (e.g., SlyD, ArnA)", "Increase imidazole in wash buffer 2 to 50–60 mM; use less resin; always follow with SEC"],
              ["Precipitation after elution", "High imidazole or protein concentration; low salt", "Dilute the eluate immediately or exchange buffer; keep NaCl at 300 mM; add 5% glycerol"],
              ["Incomplete TEV cleavage", "Cleavage site inaccessible; oxidised protease", "Extend cleavage to 24 h, increase TEV to 1:20, add 1 mM TCEP, or insert a short linker before the site"],
              ["Large void peak in SEC", "Soluble aggregates", "Optimise buffer (pH, salt, additives); centrifuge before loading; reduce concentration during concentrating"],
            ],
          },
        },
        {
          list: [
            "Nickel-containing waste must be collected separately and disposed of as heavy-metal waste.",
            "Never let the Ni-NTA resin run dry; a dry resin bed forms channels and loses capacity.",
            "Filter all chromatography buffers through 0.22 µm membranes and degas them before use on the FPLC.",
          ],
        },
      ],
    },
    {
      kind: "recipes",
      blocks: [
        {
          table: {
            caption: "Purification buffers. Prepare from 1 M HEPES-NaOH pH 7.5, 5 M NaCl and 2 M imidazole (pH adjusted to 7.5) stocks; add TCEP fresh on the day of use.",
            head: ["Buffer", "HEPES pH 7.5", "NaCl", "Imidazole", "Glycerol", "TCEP"],
            rows: [
              ["Lysis buffer", "50 mM", "300 mM", "20 mM", "5% (v/v)", "0.5 mM"],
              ["Wash buffer 1", "50 mM", "300 mM", "20 mM", "5% (v/v)", "0.5 mM"],
              ["Wash buffer 2", "50 mM", "300 mM", "40 mM", "5% (v/v)", "0.5 mM"],
              ["Elution buffer", "50 mM", "300 mM", "300 mM", "5% (v/v)", "0.5 mM"],
              ["Dialysis buffer", "50 mM", "300 mM", "–", "5% (v/v)", "1 mM"],
              ["SEC buffer", "20 mM", "150 mM", "–", "–", "0.5 mM"],
            ],
          },
        },
        {
          list: [
            "**Terrific Broth:** 47.6 g of modified TB powder and 8 mL of glycerol per litre of water; autoclave for 20 min at 121 °C.",
            "**Kanamycin stock (1,000×):** 50 mg/mL in water, filter-sterilised, stored at −20 °C.",
            "**IPTG stock:** 1 M in water, filter-sterilised, stored in aliquots at −20 °C.",
            "**2× SDS sample buffer:** 125 mM Tris-HCl pH 6.8, 4% (w/v) SDS, 20% (v/v) glycerol, 0.02% (w/v) bromophenol blue, 100 mM DTT (added fresh).",
          ],
        },
      ],
    },
    {
      kind: "acknowledgments",
      blocks: [
        {
          p: "We thank the staff of the Southern Coast Institute Protein Science Facility for maintaining the chromatography systems, and Dr. Kari Lunde for the sfGFP expression construct.",
        },
      ],
    },
    {
      kind: "competing_interests",
      blocks: [{ p: "The authors declare no competing interests." }],
    },
    {
      kind: "ethics",
      blocks: [{ p: "Not applicable." }],
    },
  ],
  references: [
    {
      text: "Porath, J., Carlsson, J., Olsson, I. and Belfrage, G. (1975). Metal chelate affinity chromatography, a new approach to protein fractionation. Nature 258(5536): 598–599.",
      doi: "10.1038/258598a0",
    },
    {
      text: "Hochuli, E., Bannwarth, W., Döbeli, H., Gentz, R. and Stüber, D. (1988). Genetic approach to facilitate purification of recombinant proteins with a novel metal chelate adsorbent. Bio/Technology 6(11): 1321–1325.",
      doi: "10.1038/nbt1188-1321",
    },
    {
      text: "Bornhorst, J. A. and Falke, J. J. (2000). Purification of proteins using polyhistidine affinity tags. Methods in Enzymology 326: 245–254.",
      doi: "10.1016/s0076-6879(00)26058-8",
    },
    {
      text: "Studier, F. W. and Moffatt, B. A. (1986). Use of bacteriophage T7 RNA polymerase to direct selective high-level expression of cloned genes. Journal of Molecular Biology 189(1): 113–130.",
      doi: "10.1016/0022-2836(86)90385-2",
    },
    {
      text: "Studier, F. W. (2005). Protein production by auto-induction in high-density shaking cultures. Protein Expression and Purification 41(1): 207–234.",
      doi: "10.1016/j.pep.2005.01.016",
    },
    {
      text: "Kapust, R. B., Tözsér, J., Fox, J. D., Anderson, D. E., Cherry, S., Copeland, T. D. and Waugh, D. S. (2001). Tobacco etch virus protease: mechanism of autolysis and rational design of stable mutants with wild-type catalytic proficiency. Protein Engineering 14(12): 993–1000.",
    },
    {
      text: "Laemmli, U. K. (1970). Cleavage of structural proteins during the assembly of the head of bacteriophage T4. Nature 227(5259): 680–685.",
      doi: "10.1038/227680a0",
    },
    {
      text: "Gasteiger, E., Hoogland, C., Gattiker, A., Duvaud, S., Wilkins, M. R., Appel, R. D. and Bairoch, A. (2005). Protein identification and analysis tools on the ExPASy server. In: Walker, J. M. (Ed.). The Proteomics Protocols Handbook. Humana Press: 571–607.",
    },
  ],
};
