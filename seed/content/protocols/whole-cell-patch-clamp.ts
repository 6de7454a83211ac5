import type { AuthoredProtocol } from "../types";

export const protocol: AuthoredProtocol = {
  slug: "whole-cell-patch-clamp",
  titleEn: "Whole-cell Patch-clamp Recording from Neurons in Acute Brain Slices of Adult Mice",
  titleCn: "成年小鼠急性脑片神经元的全细胞膜片钳记录",
  abstractEn:
    "Whole-cell patch-clamp recording in acute brain slices remains the reference method for measuring the intrinsic excitability and synaptic inputs of identified neurons in a largely intact local circuit. Obtaining stable, high-quality recordings from adult animals is nevertheless challenging, because mature neurons are vulnerable to the mechanical and excitotoxic stress of slicing, and because small differences in solutions, pipettes and compensation settings change the measured parameters. This protocol describes a complete workflow for recording from neurons in slices of mice aged 4 to 12 weeks. Mice are transcardially perfused with ice-cold N-methyl-D-glucamine (NMDG)-based protective solution, 300 µm slices are cut on a vibrating microtome and recovered with a controlled reintroduction of sodium, and slices are held in HEPES-buffered artificial cerebrospinal fluid until use. We detail the preparation of intracellular solutions and pipettes, visually guided seal formation under infrared differential interference contrast optics, break-in, capacitance and series-resistance handling, and standard current-clamp and voltage-clamp protocols for passive properties, action potential firing and spontaneous excitatory postsynaptic currents. Quality criteria, liquid junction potential correction and a transparent analysis workflow are provided. In CA1 pyramidal neurons, layer 2/3 cortical pyramidal neurons and fast-spiking interneurons, the method yielded stable recordings for more than 30 min in over 80% of attempts and electrophysiological properties consistent with their known phenotypes.",
  abstractCn:
    "急性脑片全细胞膜片钳记录仍是在基本完整的局部神经环路中测量已鉴定神经元内在兴奋性和突触输入的金标准方法。然而，从成年动物获得稳定、高质量的记录颇具挑战：成熟神经元易受切片过程中机械损伤和兴奋性毒性的影响，而溶液、电极和补偿设置上的细微差异都会改变测得的参数。本方案介绍了在4至12周龄小鼠脑片上进行神经元记录的完整流程。小鼠经冰冷的N-甲基-D-葡糖胺（NMDG）保护液心脏灌流后，用振动切片机切取300 µm厚的脑片，通过可控的钠离子逐步回补完成复苏，之后将脑片置于HEPES缓冲的人工脑脊液中保存备用。我们详细说明了细胞内液和玻璃电极的制备、在红外微分干涉相差光学下可视化形成高阻封接、破膜、电容和串联电阻的处理，以及用于测定被动膜特性、动作电位发放和自发兴奋性突触后电流的标准电流钳和电压钳刺激方案。文中还给出了质量标准、液接电位校正方法和透明的数据分析流程。在CA1锥体神经元、皮层2/3层锥体神经元和快速放电中间神经元中，超过80%的尝试获得了持续30分钟以上的稳定记录，所测电生理特性与这些细胞的已知表型一致。",
  keywordsEn: ["Patch clamp", "Whole-cell recording", "Acute brain slice", "Intrinsic excitability", "Synaptic currents", "Electrophysiology"],
  keywordsCn: ["膜片钳", "全细胞记录", "急性脑片", "内在兴奋性", "突触电流", "电生理学"],
  categories: [6, 26],
  organisms: ["Mus musculus"],
  authors: [
    {
      nameEn: "Haoran Sun",
      nameCn: "孙浩然",
      affiliations: ["Institute of Neuroscience, Qinling Medical University, Xi'an, China"],
      orcid: "0000-0002-8145-3370",
      corresponding: true,
      email: "haoran.sun@example.org",
    },
    {
      nameEn: "Julia Brandt",
      affiliations: ["Institute of Physiology, Hanseatic University Medical School, Hamburg, Germany"],
      orcid: "0000-0003-0962-7718",
    },
    {
      nameEn: "Yiming Zhao",
      nameCn: "赵一鸣",
      affiliations: ["Institute of Neuroscience, Qinling Medical University, Xi'an, China"],
    },
    {
      nameEn: "Priya Raman",
      affiliations: ["Department of Neurobiology, Westbrook College of Medicine, Bristol, United Kingdom"],
    },
  ],
  sections: [
    {
      kind: "background",
      blocks: [
        {
          p: "The patch-clamp technique, introduced to resolve currents through single ion channels [1], became a general tool for cellular electrophysiology with the development of the gigaseal and the whole-cell configuration [2]. In the whole-cell mode, the membrane patch under the pipette is ruptured so that the pipette solution dialyses the cell and the amplifier controls either the membrane potential (voltage clamp) or the injected current (current clamp) of the entire neuron.",
        },
        {
          p: "Applying the method to neurons in thin brain slices [3] and visualising them with infrared differential interference contrast (IR-DIC) video microscopy [6] made it possible to target identified cells within their local circuit. Slices from adult animals, however, deteriorate rapidly when cut in conventional sucrose-based solutions. Protective recovery with *N*-methyl-D-glucamine (NMDG) as a sodium substitute, combined with transcardial perfusion and a stepwise return of sodium, markedly improves neuronal survival and morphology in mature and ageing brain [4], [5].",
        },
        {
          p: "Beyond slice health, the accuracy of whole-cell measurements depends on an appropriate intracellular solution, low and stable series resistance and correction for the liquid junction potential between pipette and bath solutions [7]. Voltage-clamp errors in extended neurons are substantial and must be considered when interpreting synaptic currents [8]. This protocol integrates these considerations into a routine that can be followed by newcomers to slice electrophysiology and used as a reference by experienced users [9].",
        },
      ],
    },
    {
      kind: "materials",
      blocks: [
        {
          materials: [
            { name: "C57BL/6J mice, 4–12 weeks old, either sex", supplier: "The Jackson Laboratory", catalog: "000664" },
            { name: "Isoflurane, USP", supplier: "Covetrus", catalog: "029405" },
            { name: "N-Methyl-D-glucamine (NMDG)", supplier: "Sigma-Aldrich", catalog: "M2004" },
            { name: "Sodium chloride", supplier: "Sigma-Aldrich", catalog: "S9888" },
            { name: "Potassium chloride", supplier: "Sigma-Aldrich", catalog: "P3911" },
            { name: "Sodium phosphate monobasic monohydrate", supplier: "Sigma-Aldrich", catalog: "S9638" },
            { name: "Sodium bicarbonate", supplier: "Sigma-Aldrich", catalog: "S6014" },
            { name: "HEPES", supplier: "Sigma-Aldrich", catalog: "H3375" },
            { name: "D-(+)-Glucose", supplier: "Sigma-Aldrich", catalog: "G8270" },
            { name: "Thiourea", supplier: "Sigma-Aldrich", catalog: "T8656" },
            { name: "Sodium L-ascorbate", supplier: "Sigma-Aldrich", catalog: "A4034" },
            { name: "Sodium pyruvate", supplier: "Sigma-Aldrich", catalog: "P2256" },
            { name: "Magnesium sulfate heptahydrate", supplier: "Sigma-Aldrich", catalog: "230391" },
            { name: "Calcium chloride dihydrate", supplier: "Sigma-Aldrich", catalog: "C7902" },
            { name: "Potassium D-gluconate", supplier: "Sigma-Aldrich", catalog: "G4500" },
            { name: "EGTA", supplier: "Sigma-Aldrich", catalog: "E3889" },
            { name: "Adenosine 5'-triphosphate magnesium salt (Mg-ATP)", supplier: "Sigma-Aldrich", catalog: "A9187" },
            { name: "Guanosine 5'-triphosphate sodium salt hydrate (Na-GTP)", supplier: "Sigma-Aldrich", catalog: "G8877" },
            { name: "Phosphocreatine disodium salt hydrate", supplier: "Sigma-Aldrich", catalog: "P7936" },
            { name: "Biocytin", supplier: "Sigma-Aldrich", catalog: "B4261" },
            { name: "Picrotoxin", supplier: "Tocris Bioscience", catalog: "1128" },
            { name: "NBQX disodium salt", supplier: "Tocris Bioscience", catalog: "1044" },
            { name: "D-AP5", supplier: "Tocris Bioscience", catalog: "0106" },
            { name: "Borosilicate glass capillaries with filament, 1.5 mm OD, 0.86 mm ID", supplier: "Sutter Instrument", catalog: "BF150-86-10" },
            { name: "Cyanoacrylate adhesive for specimen mounting", supplier: "Loctite (Henkel)", catalog: "454" },
          ],
        },
      ],
    },
    {
      kind: "equipment",
      blocks: [
        {
          materials: [
            { name: "Vibrating blade microtome", supplier: "Leica Biosystems", catalog: "VT1200 S" },
            { name: "Micropipette puller", supplier: "Sutter Instrument", catalog: "P-1000" },
            { name: "Upright microscope with IR-DIC optics", supplier: "Olympus (Evident)", catalog: "BX51WI" },
            { name: "Water-immersion objective, 40×/0.80 NA", supplier: "Olympus (Evident)", catalog: "LUMPLFLN40XW" },
            { name: "sCMOS camera", supplier: "Hamamatsu Photonics", catalog: "ORCA-Flash4.0 LT3" },
            { name: "Motorised micromanipulator", supplier: "Scientifica", catalog: "PatchStar" },
            { name: "Patch-clamp amplifier", supplier: "Molecular Devices", catalog: "MultiClamp 700B" },
            { name: "Digitiser", supplier: "Molecular Devices", catalog: "Digidata 1550B" },
            { name: "Inline solution heater and controller", supplier: "Warner Instruments", catalog: "SH-27B / TC-324C" },
            { name: "Peristaltic pump", supplier: "Gilson", catalog: "Minipuls 3" },
            { name: "Vibration isolation table with Faraday cage", supplier: "TMC", catalog: "63-500 Series" },
            { name: "Freezing-point osmometer", supplier: "Advanced Instruments", catalog: "Model 3320" },
            { name: "pH meter", supplier: "Mettler Toledo", catalog: "SevenCompact S220" },
          ],
        },
      ],
    },
    {
      kind: "software",
      blocks: [
        {
          list: [
            "pCLAMP v11.2 (Clampex and Clampfit; Molecular Devices) – acquisition and analysis",
            "MultiClamp Commander v2.2 (Molecular Devices) – amplifier control",
            "Junction Potential Calculator in Clampex (Molecular Devices) – liquid junction potential estimation",
            "Python v3.11 with pyABF v2.3.8, NumPy v1.26 and SciPy v1.11 (open source) – batch analysis",
            "GraphPad Prism v10 (GraphPad Software) – statistics and plots",
          ],
        },
      ],
    },
    {
      kind: "procedure",
      blocks: [
        { heading: "A. Solutions and pipettes (day before and morning of the experiment)" },
        {
          steps: [
            {
              text: "Prepare 1 L each of NMDG-HEPES cutting solution, HEPES holding aCSF and recording aCSF (see Recipes) from fresh ultrapure water on the day of the experiment. Check that the osmolality is 300–310 mOsm/kg and bubble each solution with carbogen (95% O~2~/5% CO~2~) for at least 15 min before adjusting or verifying pH (7.3–7.4).",
              notes: ["**Critical:** add CaCl~2~ only after the solution has been bubbled with carbogen, otherwise calcium carbonate or phosphate precipitates."],
            },
            {
              text: "Thaw an aliquot of K-gluconate intracellular solution (stored at −20 °C), vortex, filter through a 0.22 µm syringe filter and keep it on ice throughout the day.",
            },
            {
              text: "Chill 300 mL of carbogenated NMDG solution to a slushy consistency (0–2 °C) in a freezer for 20–30 min, and warm 150 mL of NMDG solution to 32–34 °C in a recovery chamber in a water bath. Fill a holding chamber with HEPES aCSF at room temperature. Keep all solutions continuously bubbled.",
            },
            {
              text: "Pull pipettes with a resistance of 3–5 MΩ when filled with K-gluconate solution (4–6 MΩ for small interneurons). Store them covered to keep the tips free of dust and use them on the same day.",
            },
          ],
        },
        { heading: "B. Perfusion and slicing" },
        {
          steps: [
            {
              text: "Anaesthetise the mouse with 4% isoflurane in an induction chamber until the pedal withdrawal reflex is absent, then maintain anaesthesia with 2% isoflurane via a nose cone.",
              notes: ["**Ethics:** all procedures must be approved by the local animal welfare committee. Check again that the pedal withdrawal reflex is absent immediately before the first incision."],
            },
            {
              text: "Open the thoracic cavity and perfuse transcardially with 20–25 mL of ice-cold carbogenated NMDG solution at about 10 mL/min using a syringe or gravity system.",
            },
            {
              text: "Decapitate the mouse and remove the brain within 60 s, submerging it immediately in ice-cold NMDG solution.",
            },
            {
              text: "Block the brain for the desired plane (e.g., coronal cuts for somatosensory cortex, a horizontal plane for hippocampus), dry the cut surface briefly on filter paper and glue it onto the specimen plate with cyanoacrylate, supported on one side by a 4% agar block.",
            },
            {
              text: "Fill the buffer tray with ice-cold carbogenated NMDG solution and cut 300 µm slices on the VT1200 S at a blade speed of 0.06–0.10 mm/s and a vibration amplitude of 1.0 mm.",
              notes: ["Calibrate the vertical blade deflection (target below 0.5 µm) before use; vertical vibration is a major cause of surface damage."],
            },
            {
              text: "Transfer each slice with a cut-off, fire-polished Pasteur pipette into the 32–34 °C NMDG recovery chamber. Start a timer when the first slice is transferred.",
            },
            {
              text: "Reintroduce sodium gradually by adding small, stepwise increasing volumes of the 2 M NaCl spike-in solution to the recovery chamber at defined times, following the age-adapted schedule of Ting et al. [5].",
              notes: ["**Critical:** keep strictly to the timing of the schedule; prolonged exposure of adult tissue to warm NMDG solution without sodium reintroduction causes cell swelling and makes gigaseals difficult to obtain."],
            },
            {
              text: "Transfer the slices to the HEPES holding aCSF at room temperature and let them recover for at least 1 h before recording.",
              notes: ["**Pause point:** slices remain suitable for recording for 5–6 h in continuously carbogenated holding aCSF."],
            },
          ],
        },
        { heading: "C. Establishing the whole-cell configuration" },
        {
          steps: [
            {
              text: "Transfer a slice to the recording chamber, hold it in place with a platinum–nylon harp and perfuse recording aCSF at 2–3 mL/min, heated inline to 30–32 °C.",
            },
            {
              text: "Using the 40× objective and IR-DIC optics, select a neuron 30–80 µm below the slice surface with a smooth membrane, a visible but not prominent nucleus and no signs of swelling.",
            },
            {
              text: "Fill a pipette with 6–8 µL of intracellular solution, flick out air bubbles from the tip, and mount it on the headstage. Apply positive pressure (20–30 mbar) before the tip enters the bath.",
            },
            {
              text: "In the bath, zero the pipette offset and verify the resistance with a 5 mV, 10 ms seal-test pulse in voltage clamp.",
            },
            {
              text: "Approach the cell diagonally under visual control. When the positive pressure produces a small dimple on the membrane, release the pressure; a gigaohm seal usually forms within seconds. Apply gentle suction if necessary and set the holding potential to −70 mV.",
              notes: ["Proceed only with seals above 1 GΩ. If the seal does not form within 1 min, discard the pipette."],
            },
            {
              text: "Compensate the fast (pipette) capacitance with the automatic function of the MultiClamp Commander.",
            },
            {
              text: "Rupture the patch with brief, strong pulses of suction (or a 0.5 ms zap). Successful break-in is signalled by large capacitive transients and a drop of the holding current to a stable value.",
            },
            {
              text: "Record the membrane test parameters (series resistance Rs, input resistance and membrane capacitance) immediately after break-in and every 5 min thereafter.",
              substeps: [
                { text: "Accept recordings with Rs below 20 MΩ and a holding current more positive than −100 pA at −70 mV." },
                { text: "Discard recordings in which Rs changes by more than 20% during the experiment." },
              ],
            },
          ],
        },
        { heading: "D. Recording protocols" },
        {
          steps: [
            {
              text: "Switch to current clamp (I = 0) within 1 min after break-in and read the resting membrane potential. Then enable bridge balance and compensate pipette capacitance neutralisation conservatively to avoid oscillations.",
            },
            {
              text: "Apply 500 ms current steps from −100 pA to +400 pA in 20 pA increments every 5 s from the resting potential (or from −70 mV maintained with bias current) to measure input resistance, sag and firing.",
            },
            {
              text: "Apply a 1 s ramp from 0 to 400 pA to determine the rheobase and the threshold of the first action potential.",
            },
            {
              text: "For spontaneous excitatory postsynaptic currents (sEPSCs), switch to voltage clamp, hold at −70 mV (well above the chloride reversal potential of about −90 mV with this low-chloride internal, so that GABA_A currents would be small and outward; picrotoxin blocks them anyway) and record for 5 min in the presence of 50 µM picrotoxin.",
              substeps: [
                { text: "Confirm the glutamatergic nature of the events at the end of the recording by bath application of 10 µM NBQX and 50 µM D-AP5." },
                { text: "For inhibitory currents, use a caesium-based internal solution and hold at 0 mV." },
              ],
              notes: ["Compensate series resistance by 60–70% (prediction and correction, 10 µs lag) for evoked currents; leave it uncompensated for small spontaneous events but report Rs."],
            },
            {
              text: "If morphological reconstruction is planned, include 0.3% biocytin in the internal solution and keep the cell in whole-cell mode for at least 20 min. Withdraw the pipette slowly to obtain an outside-out patch, which helps the membrane to reseal.",
            },
            {
              text: "Fix slices containing filled cells in 4% paraformaldehyde in PBS overnight at 4 °C for subsequent streptavidin staining.",
              notes: ["**Safety:** paraformaldehyde is toxic; handle in a fume hood."],
            },
            {
              text: "At the end of the day, flush the perfusion lines with ultrapure water for 15 min and leave them dry. Rinse the chamber and harp; never leave aCSF in the tubing overnight.",
            },
          ],
        },
      ],
    },
    {
      kind: "data_analysis",
      blocks: [
        {
          p: "Correct all membrane potentials for the liquid junction potential (LJP). For the K-gluconate internal and recording aCSF used here the calculated LJP is +14.8 mV; subtract it from measured potentials (V~m~ = V~measured~ − 14.8 mV) and state in the methods that the values were corrected [7].",
        },
        {
          p: "Analyse passive properties from the current-step data. Input resistance is the slope of the steady-state voltage versus current relationship for the steps between −100 and 0 pA; the membrane time constant is obtained from a single-exponential fit to the voltage response to the −20 pA step; sag ratio is (V~peak~ − V~ss~)/V~peak~ relative to baseline for the −100 pA step. Membrane capacitance can be estimated from the time constant and input resistance or from the voltage-clamp test pulse.",
        },
        {
          p: "Detect action potentials as upward crossings of 0 mV. Define threshold as the membrane potential at which d*V*/d*t* first exceeds 20 V/s, amplitude from threshold to peak, half-width at half of that amplitude, and afterhyperpolarisation as the minimum within 50 ms after the spike relative to threshold. Plot firing frequency against injected current (f–I curve) and report rheobase and maximal frequency. Detect sEPSCs with a template-matching algorithm in Clampfit (template from 50 manually selected events) and confirm detections visually; report frequency, median amplitude and decay time constant per cell.",
        },
        {
          figure: {
            src: "/figures/whole-cell-patch-clamp.svg",
            alt: "Left: voltage responses of a regular-spiking pyramidal neuron to current steps of −100 pA, +100 pA and +250 pA, showing hyperpolarisation with sag, a few spikes and repetitive firing. Right: firing frequency versus injected current for CA1 pyramidal neurons and fast-spiking interneurons.",
            caption:
              "**Representative current-clamp recordings.** Left: responses of a CA1 pyramidal neuron to 500 ms current steps (−100, +100 and +250 pA); the arrow marks the hyperpolarisation-activated sag. Right: f–I relationships of CA1 pyramidal neurons and layer 2/3 fast-spiking interneurons (mean ± SEM).",
          },
        },
        {
          p: "Use custom Python scripts based on pyABF for batch analysis so that the same criteria are applied to all cells. Statistical comparisons should account for the nested structure of the data (cells within slices within animals), for example with linear mixed-effects models; report the number of cells and animals for each group.",
        },
      ],
    },
    {
      kind: "validation",
      blocks: [
        {
          p: "The protocol was validated in 31 mice (6–10 weeks old, both sexes; slices of some mice gave both hippocampal and cortical cells, so the numbers of mice in the table below add up to more than 31) by recording from three cell types identified by location, morphology under IR-DIC and firing pattern: CA1 pyramidal neurons of dorsal hippocampus, layer 2/3 pyramidal neurons of primary somatosensory cortex and fast-spiking interneurons of layer 2/3 (confirmed by biocytin filling and parvalbumin immunostaining in a subset). Of 142 attempted recordings, 118 (83%) met the acceptance criteria for at least 30 min. Series resistance at the end of the recordings was 13.2 ± 3.1 MΩ (mean ± SD). The measured properties match published values for these cell types.",
        },
        {
          table: {
            caption: "Electrophysiological properties of three neuron types recorded with this protocol at 31 °C (mean ± SEM; membrane potentials corrected for LJP; example data).",
            head: ["Property", "CA1 pyramidal (n = 42 cells / 12 mice)", "L2/3 pyramidal (n = 45 / 13)", "L2/3 fast-spiking (n = 31 / 10)"],
            rows: [
              ["Resting membrane potential (mV)", "−67.4 ± 0.8", "−78.1 ± 0.7", "−69.5 ± 1.0"],
              ["Input resistance (MΩ)", "112 ± 7", "128 ± 9", "84 ± 6"],
              ["Membrane capacitance (pF)", "148 ± 9", "121 ± 7", "62 ± 4"],
              ["Sag ratio at −100 pA", "0.18 ± 0.01", "0.06 ± 0.01", "0.04 ± 0.01"],
              ["Rheobase (pA)", "118 ± 9", "162 ± 11", "276 ± 18"],
              ["AP threshold (mV)", "−50.6 ± 0.6", "−46.2 ± 0.7", "−44.9 ± 0.8"],
              ["AP half-width (ms)", "0.98 ± 0.03", "1.12 ± 0.04", "0.34 ± 0.02"],
              ["Maximal firing frequency (Hz)", "36 ± 2", "31 ± 2", "214 ± 12"],
              ["sEPSC frequency (Hz)", "1.9 ± 0.2", "2.7 ± 0.3", "9.8 ± 1.1"],
              ["sEPSC amplitude (pA)", "13.6 ± 0.6", "12.1 ± 0.5", "24.3 ± 1.4"],
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
              ["Most neurons look swollen or have visible nuclei", "Slow brain extraction; warm cutting solution; poor oxygenation", "Remove the brain within 60 s; keep NMDG solution at 0–2 °C and continuously carbogenated; perfuse transcardially"],
              ["Seals do not form", "Dirty pipette tip; positive pressure lost; debris on cell", "Filter the internal solution; check the pressure line for leaks; clean the cell surface with a puff of positive pressure before approaching"],
              ["Series resistance increases during the recording", "Membrane resealing or clogging of the tip", "Apply brief gentle suction; use lower-resistance pipettes; reject the cell if Rs changes by more than 20%"],
              ["Depolarised resting potential and low input resistance", "Leaky seal or cell damaged during break-in", "Accept only seals above 1 GΩ; break in with short pulses of suction; discard cells with holding current below −100 pA"],
              ["Electrical noise at 50/60 Hz", "Ground loop or unshielded equipment", "Use a single ground point; switch off unneeded devices; rechloride the Ag/AgCl wire and bath electrode"],
              ["Drift of the baseline potential", "Unstable reference electrode or changing bath level", "Rechloride the bath electrode; stabilise perfusion inflow and suction"],
            ],
          },
        },
        {
          list: [
            "Keep the osmolality of the intracellular solution 10–15 mOsm/kg below that of the recording aCSF; this improves seal formation and stability.",
            "ATP and GTP hydrolyse in solution: keep the internal on ice and discard leftovers at the end of the day.",
            "Dialysis of the cytoplasm alters some properties over time (e.g., run-down of calcium currents); acquire key protocols at fixed times after break-in.",
          ],
        },
      ],
    },
    {
      kind: "recipes",
      blocks: [
        {
          table: {
            caption: "Extracellular solutions (concentrations in mM). Adjust the NMDG solution to pH 7.3–7.4 with concentrated HCl; all solutions 300–310 mOsm/kg and continuously bubbled with carbogen.",
            head: ["Component", "NMDG-HEPES cutting solution", "HEPES holding aCSF", "Recording aCSF"],
            rows: [
              ["NMDG", "92", "–", "–"],
              ["NaCl", "–", "92", "125"],
              ["KCl", "2.5", "2.5", "2.5"],
              ["NaH2PO4", "1.25", "1.25", "1.25"],
              ["NaHCO3", "30", "30", "25"],
              ["HEPES", "20", "20", "–"],
              ["D-Glucose", "25", "25", "25"],
              ["Thiourea", "2", "2", "–"],
              ["Na-ascorbate", "5", "5", "–"],
              ["Na-pyruvate", "3", "3", "–"],
              ["CaCl2", "0.5", "2", "2"],
              ["MgSO4", "10", "2", "1"],
            ],
          },
        },
        {
          list: [
            "**K-gluconate intracellular solution (mM):** 135 K-gluconate, 4 KCl, 10 HEPES, 10 Na~2~-phosphocreatine, 4 Mg-ATP, 0.3 Na-GTP, 0.2 EGTA; adjust to pH 7.25 with KOH and to 285–290 mOsm/kg; add 0.3% (w/v) biocytin when required. Store 500 µL aliquots at −20 °C for up to 3 months.",
            "**2 M NaCl spike-in solution:** 1.17 g NaCl dissolved in 10 mL of NMDG-HEPES cutting solution.",
            "**Drug stocks:** picrotoxin 50 mM in DMSO; NBQX 10 mM in water; D-AP5 50 mM in water; store aliquots at −20 °C and dilute 1:1,000 into aCSF on the day of use.",
          ],
        },
      ],
    },
    {
      kind: "acknowledgments",
      blocks: [
        {
          p: "We thank the staff of the Qinling Medical University Laboratory Animal Centre for animal care, and Dr. Matthias Körner for advice on slice preparation from aged mice.",
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
          p: "All animal procedures were approved by the Institutional Animal Care and Use Committee of Qinling Medical University (protocol no. QMU-IACUC-2023-019) and were performed in accordance with national regulations on the care and use of laboratory animals and the ARRIVE guidelines. Mice were group-housed on a 12 h light/dark cycle with food and water ad libitum. All efforts were made to minimise the number of animals used and their suffering; terminal procedures were performed under deep isoflurane anaesthesia.",
        },
      ],
    },
  ],
  references: [
    {
      text: "Neher, E. and Sakmann, B. (1976). Single-channel currents recorded from membrane of denervated frog muscle fibres. Nature 260(5554): 799–802.",
      doi: "10.1038/260799a0",
    },
    {
      text: "Hamill, O. P., Marty, A., Neher, E., Sakmann, B. and Sigworth, F. J. (1981). Improved patch-clamp techniques for high-resolution current recording from cells and cell-free membrane patches. Pflügers Archiv 391(2): 85–100.",
      doi: "10.1007/BF00656997",
    },
    {
      text: "Edwards, F. A., Konnerth, A., Sakmann, B. and Takahashi, T. (1989). A thin slice preparation for patch clamp recordings from neurones of the mammalian central nervous system. Pflügers Archiv 414(5): 600–612.",
      doi: "10.1007/BF00580998",
    },
    {
      text: "Ting, J. T., Daigle, T. L., Chen, Q. and Feng, G. (2014). Acute brain slice methods for adult and aging animals: application of targeted patch clamp analysis and optogenetics. Methods in Molecular Biology 1183: 221–242.",
      doi: "10.1007/978-1-4939-1096-0_14",
    },
    {
      text: "Ting, J. T., Lee, B. R., Chong, P., Soler-Llavina, G., Cobbs, C., Koch, C., Zeng, H. and Lein, E. (2018). Preparation of acute brain slices using an optimized N-methyl-D-glucamine protective recovery method. Journal of Visualized Experiments (132): e53825.",
      doi: "10.3791/53825",
    },
    {
      text: "Stuart, G. J., Dodt, H. U. and Sakmann, B. (1993). Patch-clamp recordings from the soma and dendrites of neurons in brain slices using infrared video microscopy. Pflügers Archiv 423(5–6): 511–518.",
      doi: "10.1007/BF00374949",
    },
    {
      text: "Neher, E. (1992). Correction for liquid junction potentials in patch clamp experiments. Methods in Enzymology 207: 123–131.",
      doi: "10.1016/0076-6879(92)07008-C",
    },
    {
      text: "Williams, S. R. and Mitchell, S. J. (2008). Direct measurement of somatic voltage clamp errors in central neurons. Nature Neuroscience 11(7): 790–798.",
      doi: "10.1038/nn.2137",
    },
    {
      text: "Sakmann, B. and Neher, E. (Eds.) (1995). Single-Channel Recording. 2nd edition. Plenum Press, New York.",
    },
  ],
};
