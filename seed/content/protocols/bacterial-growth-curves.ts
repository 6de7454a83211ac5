import type { AuthoredProtocol } from "../types";

export const protocol: AuthoredProtocol = {
  slug: "bacterial-growth-curves",
  titleEn: "High-throughput Bacterial Growth Curves in a 96-well Plate Reader and Estimation of Growth Parameters",
  titleCn: "基于96孔板酶标仪的细菌生长曲线高通量测定与生长参数拟合",
  abstractEn:
    "Growth curves are among the most frequently collected data in microbiology, yet measurements made in microplate readers are often difficult to compare between laboratories because of differences in inoculum history, evaporation, optical path length and the way growth parameters are extracted. We describe a standardised protocol for recording growth curves of Escherichia coli in 96-well plates and for deriving the maximum specific growth rate, lag time and carrying capacity. Precultures are passed through exponential growth before inoculation to reduce variability in lag, plates are laid out with an evaporation barrier and randomised well positions, and optical density at 600 nm is recorded every 10 min for 24 h under continuous double-orbital shaking. A simple dilution series relates plate-reader readings to cuvette-equivalent optical density and corrects for the non-linearity of light scattering at high cell density. For analysis, we provide an R workflow that subtracts time-resolved blanks, estimates the maximum growth rate from a sliding-window fit of log-transformed data, and fits a logistic model to obtain the carrying capacity and the area under the curve. With E. coli K-12 strains in LB and M9-glucose, biological replicates gave coefficients of variation below 5% for the growth rate. The protocol can be applied to other fast-growing bacteria and to screens of mutants, media or antibiotics.",
  abstractCn:
    "生长曲线是微生物学中最常采集的数据之一，但由于接种物培养历史、蒸发、光程以及生长参数提取方法的差异，不同实验室用酶标仪测得的结果往往难以相互比较。本文介绍一套标准化方案，用于在96孔板中记录大肠杆菌的生长曲线，并据此计算最大比生长速率、延滞期和环境容纳量。接种前先让预培养物重新进入指数生长期，以减小延滞期的波动；板布局设置防蒸发保护孔并随机安排各孔位置；在连续双轨振荡条件下，每10分钟测定一次600 nm处的光密度，共测24小时。通过简单的梯度稀释，将酶标仪读数换算为比色皿等效光密度，并校正高菌密度下光散射的非线性。在数据分析方面，我们提供了一套R语言流程：逐时间点扣除空白，对对数转换后的数据进行滑动窗口拟合以估算最大生长速率，并拟合逻辑斯蒂模型以获得环境容纳量和曲线下面积。以大肠杆菌K-12菌株在LB和M9-葡萄糖培养基中测试，生物学重复间生长速率的变异系数低于5%。该方案同样适用于其他快速生长的细菌，以及突变体、培养基或抗生素的筛选。",
  keywordsEn: ["Growth curve", "Plate reader", "Optical density", "Growth rate", "Logistic model", "Escherichia coli"],
  keywordsCn: ["生长曲线", "酶标仪", "光密度", "生长速率", "逻辑斯蒂模型", "大肠杆菌"],
  categories: [12, 13],
  organisms: ["Escherichia coli"],
  authors: [
    {
      nameEn: "Sofia Almeida",
      affiliations: ["Department of Microbiology, Atlantic Institute of Biosciences, Porto, Portugal"],
      orcid: "0000-0003-2290-6418",
    },
    {
      nameEn: "Daniel Okafor",
      affiliations: ["Systems Biology Unit, Atlantic Institute of Biosciences, Porto, Portugal"],
    },
    {
      nameEn: "Yuchen Hao",
      nameCn: "郝雨辰",
      affiliations: ["Center for Quantitative Microbiology, School of Life Sciences, Lakeshore University, Wuhan, China"],
      orcid: "0000-0002-7716-0953",
      corresponding: true,
      email: "yuchen.hao@example.org",
    },
  ],
  sections: [
    {
      kind: "background",
      blocks: [
        {
          p: "The growth of a bacterial population in batch culture follows a characteristic sequence of lag, exponential and stationary phases, and the quantitative description of these phases has been a cornerstone of microbial physiology since the work of Monod [1]. The maximum specific growth rate, the duration of the lag phase and the final population density are sensitive read-outs of genotype, nutrient availability and stress, which is why growth curves are used in fields as diverse as gene-function screens, antibiotic susceptibility testing and experimental evolution.",
        },
        {
          p: "Microplate readers make it possible to follow hundreds of cultures in parallel, but they introduce specific artefacts. The optical path in a well is shorter than in a cuvette and depends on the filling volume, light scattering becomes non-linear at high cell density, and outer wells evaporate faster than inner ones [2]. Moreover, growth parameters are frequently estimated by eye or with ad hoc spreadsheet methods. Model-based approaches, such as fitting a logistic or modified Gompertz function [3], [8], or model-free estimates of the maximum slope of the log-transformed curve [4], give objective and comparable values.",
        },
        {
          p: "This protocol combines a carefully controlled inoculation procedure with an open analysis workflow built on the R package growthcurver [5] and a sliding-window estimate of the maximum growth rate. It has been used routinely with *E. coli* K-12 strains, including single-gene deletion mutants from the Keio collection [6], in rich (LB) and defined (M9) media [7].",
        },
      ],
    },
    {
      kind: "materials",
      blocks: [
        {
          materials: [
            { name: "Escherichia coli K-12 MG1655", supplier: "ATCC", catalog: "700926" },
            { name: "Escherichia coli BW25113 (parent strain of the Keio collection)", supplier: "Coli Genetic Stock Center", catalog: "CGSC 7636" },
            { name: "LB broth, Miller", supplier: "Sigma-Aldrich", catalog: "L3522" },
            { name: "LB agar, Miller", supplier: "Sigma-Aldrich", catalog: "L3147" },
            { name: "M9 minimal salts, 5×", supplier: "Sigma-Aldrich", catalog: "M6030" },
            { name: "D-(+)-Glucose", supplier: "Sigma-Aldrich", catalog: "G8270" },
            { name: "Magnesium sulfate", supplier: "Sigma-Aldrich", catalog: "M7506" },
            { name: "Calcium chloride dihydrate", supplier: "Sigma-Aldrich", catalog: "C7902" },
            { name: "Thiamine hydrochloride", supplier: "Sigma-Aldrich", catalog: "T4625" },
            { name: "Glycerol", supplier: "Sigma-Aldrich", catalog: "G5516" },
            { name: "Kanamycin sulfate", supplier: "Sigma-Aldrich", catalog: "K1377", note: "For Keio deletion strains, 25 µg/mL in precultures only" },
            { name: "DPBS, no calcium, no magnesium", supplier: "Gibco (Thermo Fisher Scientific)", catalog: "14190144" },
            { name: "96-well microplate, polystyrene, flat clear bottom, sterile, with lid", supplier: "Greiner Bio-One", catalog: "655161" },
            { name: "Breathe-Easy gas-permeable sealing membrane", supplier: "Sigma-Aldrich", catalog: "Z380059" },
            { name: "Semi-micro cuvettes, polystyrene, 10 mm path", supplier: "Sarstedt", catalog: "67.742" },
            { name: "Sterile reagent reservoirs, 50 mL", supplier: "Corning", catalog: "4870" },
            { name: "Round-bottom culture tubes, 14 mL, with snap cap", supplier: "Falcon (Corning)", catalog: "352059" },
            { name: "Triton X-100", supplier: "Sigma-Aldrich", catalog: "T8787", note: "For anti-fog lid treatment" },
            { name: "Ethanol, absolute", supplier: "Merck", catalog: "1.00983" },
          ],
        },
      ],
    },
    {
      kind: "equipment",
      blocks: [
        {
          materials: [
            { name: "Multi-mode microplate reader with temperature control and orbital shaking", supplier: "Agilent BioTek", catalog: "Synergy H1" },
            { name: "Spectrophotometer for cuvettes", supplier: "Eppendorf", catalog: "BioPhotometer D30" },
            { name: "Shaking incubator", supplier: "Infors HT", catalog: "Multitron Pro" },
            { name: "Static incubator for agar plates", supplier: "Memmert", catalog: "IN55" },
            { name: "Class II biological safety cabinet", supplier: "Thermo Fisher Scientific", catalog: "1300 Series A2" },
            { name: "Benchtop centrifuge", supplier: "Eppendorf", catalog: "5430 R" },
            { name: "8-channel pipette, 30–300 µL", supplier: "Eppendorf", catalog: "Research plus" },
            { name: "Steam autoclave", supplier: "Systec", catalog: "VX-95" },
          ],
        },
      ],
    },
    {
      kind: "software",
      blocks: [
        {
          list: [
            "Gen5 v3.12 (Agilent BioTek) – instrument control and data export",
            "R v4.3.2 (R Foundation for Statistical Computing)",
            "RStudio 2023.12 (Posit Software)",
            "growthcurver v0.3.1 (Sprouffske and Wagner) – logistic fitting [5]",
            "tidyverse v2.0.0 (Posit Software) – data handling and plotting",
            "minpack.lm v1.2-4 (Elzhov et al.) – non-linear least squares",
          ],
        },
      ],
    },
    {
      kind: "procedure",
      blocks: [
        { heading: "A. Plate reader set-up and calibration (before the first experiment)" },
        {
          steps: [
            {
              text: "Switch on the plate reader and set the chamber to 37 °C at least 30 min before use so that the plate, the optics and the lid reach a stable temperature.",
            },
            {
              text: "Create a kinetic protocol in Gen5: temperature 37 °C; continuous double-orbital shaking at 548 cpm (2 mm amplitude); absorbance at 600 nm read every 10 min for 24 h (145 reads); 8 flashes per read.",
              notes: ["If the reader supports a temperature gradient, set the lid 1 °C above the plate to prevent condensation."],
            },
            {
              text: "Build a calibration curve: grow MG1655 in LB overnight, prepare a twofold dilution series (10 points) in fresh medium and measure each dilution both in a 10 mm cuvette and as 200 µL in four wells of the plate.",
              substeps: [
                { text: "Dilute samples above OD~600~ 0.6 before cuvette measurement so that every cuvette reading stays in the linear range." },
                { text: "Fit cuvette OD as a second-order polynomial of blank-corrected plate OD; store the coefficients for use in the analysis." },
              ],
            },
            {
              text: "Record the mean absorbance of 200 µL of each medium in an empty plate (typically 0.035–0.050 for clear media). Readings that differ by more than 0.01 between wells indicate scratched plates or bubbles.",
            },
          ],
        },
        { heading: "B. Precultures (day 1 and morning of day 2)" },
        {
          steps: [
            {
              text: "Streak each strain from a −80 °C glycerol stock onto LB agar (with antibiotic where required) and incubate overnight at 37 °C.",
            },
            {
              text: "Inoculate three independent colonies per strain (biological replicates) into 3 mL of the medium used for the experiment in 14 mL round-bottom tubes. Incubate for 14–16 h at 37 °C and 220 rpm.",
              notes: ["Omit antibiotics in the final experiment unless they are part of the question: kanamycin at sub-lethal concentrations slows growth of some strains."],
            },
            {
              text: "In the morning, dilute each overnight culture 1:100 into 5 mL of fresh, pre-warmed medium and grow at 37 °C and 220 rpm until OD~600~ reaches 0.2–0.4 (about 2 h in LB, 3–4 h in M9-glucose).",
              notes: [
                "**Critical:** passing the cells through exponential growth erases the memory of stationary phase and greatly reduces the variability of the lag phase between replicates.",
              ],
            },
            {
              text: "If the preculture medium differs from the test medium, centrifuge 1 mL at 4,000 × g for 3 min and resuspend the pellet in 1 mL of test medium. Repeat once.",
            },
            {
              text: "Measure OD~600~ in a cuvette and dilute each culture in test medium to OD~600~ 0.05 (10× the desired starting density).",
            },
          ],
        },
        { heading: "C. Plate layout and inoculation (day 2)" },
        {
          steps: [
            {
              text: "Design the plate map before pipetting. Use only the 60 inner wells for cultures and fill all 36 outer wells with 200 µL of sterile water as an evaporation barrier.",
              substeps: [
                { text: "Include at least six blank wells containing medium only, distributed across the plate." },
                { text: "Randomise the position of strains and replicates with a script (e.g., `sample()` in R) to avoid confounding strain with position." },
              ],
            },
            {
              text: "Treat the inner surface of the lid with 0.05% Triton X-100 in 20% ethanol for 30 s, pour off and let it dry in the safety cabinet for 20 min. This prevents condensation droplets that scatter light.",
            },
            {
              text: "Dispense 180 µL of pre-warmed test medium into every culture and blank well with an 8-channel pipette from a sterile reservoir.",
            },
            {
              text: "Add 20 µL of the tenfold concentrated cell suspension from section B to each culture well (final OD~600~ 0.005, cuvette equivalent) and 20 µL of medium to the blanks. Mix by pipetting up and down three times, avoiding bubbles.",
              notes: ["Bubbles produce large spikes in absorbance. Pop them with a sterile needle or a brief flame of an ethanol-dipped needle before starting the run."],
            },
            {
              text: "Cover the plate with the treated lid, or seal it with a Breathe-Easy membrane for runs longer than 24 h or for temperatures above 37 °C.",
            },
            {
              text: "Load the plate and start the kinetic protocol immediately. Note the time between inoculation and the first read.",
            },
            {
              text: "To confirm the inoculum density (expected 1–5 × 10^6^ CFU/mL at OD~600~ 0.005), serially dilute two wells per strain in DPBS and spread 100 µL of the 10^-3^ and 10^-4^ dilutions on LB agar (expected 100–500 and 10–50 colonies); count the plate with 30–300 colonies.",
            },
          ],
        },
        { heading: "D. During and after the run" },
        {
          steps: [
            {
              text: "Check the first three reads: blank wells should be flat and culture wells should not yet differ from the blanks by more than 0.005.",
            },
            {
              text: "For viability or contamination checks, run a parallel plate that is removed at defined times (e.g., 2, 4, 6 and 24 h). Serially dilute 20 µL from selected wells in DPBS and spot 5 µL of each dilution onto LB agar.",
            },
            {
              text: "At the end of the run, inspect the plate for condensation on the lid, pellicles, aggregates or settled cells. Record any anomalous wells in the plate map.",
            },
            {
              text: "Export the data as a long-format table (plate, well, time in hours, OD~600~, temperature) in `.csv` format, together with the plate map.",
              notes: ["Keep the raw Gen5 file; exported tables lose read-level metadata such as the number of flashes and the read height."],
            },
            {
              text: "Measure the volume remaining in four corner and four central culture wells with a pipette. A loss of more than 10 µL in 24 h indicates that evaporation is affecting the data.",
            },
            {
              text: "Decontaminate the plate by autoclaving (121 °C, 20 min) and wipe the reader chamber with 70% ethanol.",
              notes: ["**Safety:** handle all cultures under biosafety level 1 conditions or the level appropriate for the strains used."],
            },
          ],
        },
      ],
    },
    {
      kind: "data_analysis",
      blocks: [
        {
          p: "Import the exported table and the plate map into R and join them by well. For each time point, subtract the median absorbance of the blank wells of the same medium; this accounts for slow drifts caused by temperature and the lid. Convert blank-corrected plate absorbance to cuvette-equivalent OD~600~ with the calibration polynomial from step 3, which also corrects for the shorter optical path of a 200 µL culture and for the non-linearity of scattering at high density [2].",
        },
        {
          p: "The maximum specific growth rate is estimated without assuming a model. Take the natural logarithm of the calibrated OD, restrict the data to values above 0.01 (below this, noise dominates), and fit a straight line to every window of five consecutive time points (40 min). The slope of the window with the largest slope is the maximum specific growth rate, provided the fit has R^2^ above 0.98 [4]. During exponential growth the population follows",
        },
        {
          equation: {
            tex: "\\ln N(t) = \\ln N_0 + \\mu_{\\max}\\,(t - \\lambda), \\qquad t_d = \\frac{\\ln 2}{\\mu_{\\max}}",
            text: "The natural log of N at time t equals the natural log of N zero plus mu max times t minus lambda; the doubling time t d equals the natural log of 2 divided by mu max.",
          },
        },
        {
          p: "where *N* is the calibrated OD, μ~max~ the maximum specific growth rate (h^-1^), λ the lag time, defined as the intersection of the tangent at μ~max~ with the horizontal line through ln *N*~0~, and *t*~d~ the doubling time. To summarise the whole curve, fit the logistic model with growthcurver (`SummarizeGrowthByPlate(d, bg_correct = 'none')`) [5]:",
        },
        {
          equation: {
            tex: "N(t) = \\frac{K}{1 + \\left(\\dfrac{K - N_0}{N_0}\\right) e^{-r t}}",
            text: "N of t equals K divided by one plus the quantity K minus N zero over N zero, times e to the power minus r t.",
          },
        },
        {
          p: "Here *K* is the carrying capacity and *r* the intrinsic growth rate of the logistic fit. The logistic *r* is usually slightly lower than the sliding-window μ~max~ because the model imposes a symmetric sigmoid; report the estimate you use and do not mix the two. Record the empirical area under the curve (`auc_e`) as an integrated measure that is useful when curves are not sigmoid, for instance with diauxic shifts in LB. Flag fits with a residual standard error above 0.02 or with `note` values from growthcurver, and inspect them visually. For statistics, treat independent colonies as biological replicates and wells of the same preculture as technical replicates; compare strains with a linear mixed model or with a *t*-test on per-replicate means.",
        },
      ],
    },
    {
      kind: "validation",
      blocks: [
        {
          p: "The protocol was validated by growing MG1655, BW25113 and two Keio deletion strains with known growth phenotypes (Δ*pykF* and Δ*atpA*) in LB and in M9 with 0.4% glucose, with three biological and four technical replicates per condition, on three different days. Maximum growth rates from the plate reader agreed with those measured in parallel 25 mL flask cultures (cuvette OD every 20 min) to within 8%, and inoculum CFU counts matched the expected density. Day-to-day coefficients of variation (CV) of μ~max~ were below 5% for all strains. Representative curves and fits are shown in Figure 1.",
        },
        {
          table: {
            caption: "Growth parameters of *E. coli* K-12 strains at 37 °C (mean ± SD of three biological replicates; example data).",
            head: ["Strain", "Medium", "μmax (h⁻¹)", "Doubling time (min)", "Lag λ (h)", "K (OD600)", "CV of μmax (%)"],
            rows: [
              ["MG1655", "LB", "1.68 ± 0.05", "24.8", "0.9 ± 0.1", "2.41 ± 0.06", "3.0"],
              ["BW25113", "LB", "1.61 ± 0.06", "25.8", "1.0 ± 0.1", "2.35 ± 0.08", "3.7"],
              ["BW25113 ΔpykF", "LB", "1.52 ± 0.04", "27.4", "1.1 ± 0.2", "2.30 ± 0.05", "2.6"],
              ["MG1655", "M9 + 0.4% glucose", "0.69 ± 0.02", "60.3", "1.6 ± 0.2", "1.52 ± 0.04", "2.9"],
              ["BW25113", "M9 + 0.4% glucose", "0.66 ± 0.03", "63.0", "1.8 ± 0.2", "1.47 ± 0.05", "4.5"],
              ["BW25113 ΔatpA", "M9 + 0.4% glucose", "0.41 ± 0.02", "101.4", "2.9 ± 0.3", "0.98 ± 0.04", "4.9"],
            ],
          },
        },
        {
          figure: {
            src: "/figures/bacterial-growth-curves.svg",
            alt: "Plot of optical density at 600 nm against time over 24 hours for three E. coli cultures, showing sigmoid growth curves with logistic fits, and an inset showing the log-transformed curve with the tangent used to estimate maximum growth rate and lag time.",
            caption:
              "**Example growth curves and fits.** Calibrated OD~600~ of MG1655 in LB and M9-glucose and of BW25113 Δ*atpA* in M9-glucose (points, mean of four wells) with logistic fits (lines). Inset: natural logarithm of OD for MG1655 in M9-glucose with the tangent at μ~max~; its intersection with ln *N*~0~ defines the lag time λ.",
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
              ["Outer or corner wells grow to higher OD", "Evaporation concentrates the culture", "Use outer wells as a water barrier; seal with a gas-permeable membrane for long runs"],
              ["Sudden spikes or steps in single wells", "Bubbles, condensation droplets or cell aggregates", "Remove bubbles before the run; treat the lid with Triton X-100; exclude affected time points with a robust filter"],
              ["Long and variable lag between replicates", "Inoculum taken from stationary-phase overnight culture", "Always pass precultures through exponential phase before inoculation"],
              ["Growth rate lower than in flasks", "Poor aeration at low shaking speed or large fill volume", "Use double-orbital shaking at maximum speed and keep the volume at 200 µL or below"],
              ["Plateau below 1.0 in rich medium", "Plate absorbance saturating; no calibration applied", "Apply the cuvette calibration; dilute end-point samples to confirm the final density"],
              ["growthcurver reports poor fit", "Diauxic growth or death phase violates the logistic model", "Trim the data to the first plateau or use the model-free sliding-window estimate and auc_e"],
            ],
          },
        },
        {
          list: [
            "Optical density is a proxy for biomass, not cell number; cell size changes between media, so compare OD-based rates only within a medium or confirm with CFU counts.",
            "Small differences in growth rate (below 5%) require more replicates and randomised plate layouts to be detected reliably.",
          ],
        },
      ],
    },
    {
      kind: "recipes",
      blocks: [
        {
          table: {
            caption: "M9-glucose medium (1 L). Autoclave water and 5× salts separately; add the remaining components from sterile stocks after cooling.",
            head: ["Component", "Stock", "Volume", "Final concentration"],
            rows: [
              ["M9 minimal salts", "5×", "200 mL", "1× (47.8 mM Na2HPO4, 22 mM KH2PO4, 8.6 mM NaCl, 18.7 mM NH4Cl)"],
              ["D-Glucose", "20% (w/v), filter-sterilised", "20 mL", "0.4% (w/v)"],
              ["MgSO4", "1 M, autoclaved", "2 mL", "2 mM"],
              ["CaCl2", "1 M, autoclaved", "0.1 mL", "0.1 mM"],
              ["Thiamine hydrochloride", "1 mg/mL, filter-sterilised", "1 mL", "1 µg/mL"],
              ["Sterile water", "–", "to 1 L", "–"],
            ],
          },
        },
        {
          list: [
            "**LB (Miller):** 25 g LB broth powder per litre of water (10 g/L tryptone, 5 g/L yeast extract, 10 g/L NaCl); autoclave 20 min at 121 °C.",
            "**LB agar:** 40 g LB agar powder per litre; autoclave and pour 25 mL per 90 mm Petri dish.",
            "**Glycerol stocks:** mix 700 µL of overnight culture with 300 µL of sterile 50% (v/v) glycerol (final 15%) and store at −80 °C.",
            "**Anti-fog solution:** 0.05% (v/v) Triton X-100 in 20% (v/v) ethanol; store at room temperature for up to 6 months.",
          ],
        },
      ],
    },
    {
      kind: "acknowledgments",
      blocks: [
        {
          p: "We thank the Atlantic Institute media kitchen for preparing media and Dr. Inês Carvalho for helpful discussions on plate-reader calibration. This work was supported by a Quantitative Biology Seed Grant from Lakeshore University to Y.H.",
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
      text: "Monod, J. (1949). The growth of bacterial cultures. Annual Review of Microbiology 3: 371–394.",
      doi: "10.1146/annurev.mi.03.100149.002103",
    },
    {
      text: "Stevenson, K., McVey, A. F., Clark, I. B. N., Swain, P. S. and Pilizota, T. (2016). General calibration of microbial growth in microplate readers. Scientific Reports 6: 38828.",
      doi: "10.1038/srep38828",
    },
    {
      text: "Zwietering, M. H., Jongenburger, I., Rombouts, F. M. and van 't Riet, K. (1990). Modeling of the bacterial growth curve. Applied and Environmental Microbiology 56(6): 1875–1881.",
      doi: "10.1128/aem.56.6.1875-1881.1990",
    },
    {
      text: "Hall, B. G., Acar, H., Nandipati, A. and Barlow, M. (2014). Growth rates made easy. Molecular Biology and Evolution 31(1): 232–238.",
      doi: "10.1093/molbev/mst187",
    },
    {
      text: "Sprouffske, K. and Wagner, A. (2016). Growthcurver: an R package for obtaining interpretable metrics from microbial growth curves. BMC Bioinformatics 17: 172.",
      doi: "10.1186/s12859-016-1016-7",
    },
    {
      text: "Baba, T., Ara, T., Hasegawa, M., Takai, Y., Okumura, Y., Baba, M., Datsenko, K. A., Tomita, M., Wanner, B. L. and Mori, H. (2006). Construction of Escherichia coli K-12 in-frame, single-gene knockout mutants: the Keio collection. Molecular Systems Biology 2: 2006.0008.",
      doi: "10.1038/msb4100050",
    },
    {
      text: "Neidhardt, F. C., Bloch, P. L. and Smith, D. F. (1974). Culture medium for enterobacteria. Journal of Bacteriology 119(3): 736–747.",
      doi: "10.1128/jb.119.3.736-747.1974",
    },
    {
      text: "Kahm, M., Hasenbrink, G., Lichtenberg-Fraté, H., Ludwig, J. and Kschischo, M. (2010). grofit: fitting biological growth curves with R. Journal of Statistical Software 33(7): 1–21.",
      doi: "10.18637/jss.v033.i07",
    },
  ],
};
