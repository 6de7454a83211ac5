import { appear, track, type Scene } from "./scene-kit";

/** RT-qPCR, primer validation: a five-point four-fold dilution series of pooled cDNA (1:4 to 1:1,024). */
const D = 14;

const labels = ["Pooled cDNA", "1:4", "1:16", "1:64", "1:256", "1:1,024"];
const xs = [95, 185, 275, 365, 455, 545];
// Colour of each tube once diluted: each step keeps a quarter of the template.
const shades = ["#b5651d", "#c98a4f", "#dbac81", "#e8cbb0", "#f1dfcf", "#f6ece2"];
const water = "#eef5fb";
const T0 = 2.2;
const STEP = 2.0;

let svg = `<text class="title" x="20" y="28">RT-qPCR · four-fold dilution series for primer efficiency</text>
<text id="water-note" class="small" x="150" y="282">Each tube: 3 volumes of nuclease-free water (e.g. 30 µL)</text>`;
xs.forEach((x, i) => {
  svg += `<rect x="${x - 17}" y="190" width="34" height="44" fill="${i === 0 ? shades[0] : water}"/>`;
  if (i > 0) svg += `<rect id="fill${i}" x="${x - 17}" y="190" width="34" height="44" fill="${shades[i]}"/>`;
  svg += `<path d="M${x - 17} 150 V234 a17 17 0 0 0 34 0 V150" fill="none" stroke="#333" stroke-width="2"/>
<text class="label" x="${x}" y="${272}" text-anchor="middle">${labels[i]}</text>`;
});
svg += `<g id="pipette"><rect x="-9" y="-118" width="18" height="70" rx="4" fill="#dfe6ee" stroke="#555"/><rect x="-4" y="-132" width="8" height="14" fill="#555"/>
<path d="M-5 -48 L5 -48 L1 0 L-1 0 Z" fill="#f7f7f7" stroke="#555"/><path id="load" d="M-3.5 -24 L3.5 -24 L1 0 L-1 0 Z" fill="${shades[0]}"/></g>
<g id="arrow"><path d="M110 110 Q140 88 170 110" fill="none" stroke="#c0392b" stroke-width="2"/><path d="M164 104 L172 112 L161 113 Z" fill="#c0392b"/>
<text class="small" x="112" y="84">1 volume → next tube, mix, new tip</text></g>
<g id="accept"><rect x="352" y="40" width="272" height="58" rx="6" fill="#f3f8ee" stroke="#8fbf8f"/>
<text class="small" x="362" y="58">Run each dilution in triplicate + NTC.</text>
<text class="small" x="362" y="74">Accept efficiency 90–110 %, R² ≥ 0.98,</text>
<text class="small" x="362" y="90">one sharp melt peak.</text></g>`;

let css = appear("water-note", D, 0.3, T0 + 0.2);
css += appear("arrow", D, T0, T0 + STEP * 1.6);
const frames: [number, Record<string, string | number>][] = [[0, { transform: `translate(${xs[0]}px,60px)`, opacity: 0 }]];
const loadFrames: [number, Record<string, string | number>][] = [[0, { opacity: 0 }]];
for (let k = 0; k < 5; k++) {
  const t = T0 + k * STEP;
  const from = xs[k]!;
  const to = xs[k + 1]!;
  frames.push(
    [t, { transform: `translate(${from}px,60px)`, opacity: 1 }],
    [t + 0.3, { transform: `translate(${from}px,205px)`, opacity: 1 }],
    [t + 0.6, { transform: `translate(${from}px,60px)`, opacity: 1 }],
    [t + 1.1, { transform: `translate(${to}px,60px)`, opacity: 1 }],
    [t + 1.4, { transform: `translate(${to}px,215px)`, opacity: 1 }],
    [t + 1.7, { transform: `translate(${to}px,205px)`, opacity: 1 }],
    [t + 1.9, { transform: `translate(${to}px,60px)`, opacity: 1 }],
  );
  loadFrames.push([t + 0.2, { opacity: 0 }], [t + 0.35, { opacity: 1 }], [t + 1.3, { opacity: 1 }], [t + 1.5, { opacity: 0 }]);
  css += track(`fill${k + 1}`, D, [[0, { opacity: 0 }], [t + 1.35, { opacity: 0 }], [t + 1.8, { opacity: 1 }], [D, { opacity: 1 }]]);
}
frames.push([T0 + 5 * STEP + 0.4, { transform: `translate(${xs[5]! + 40}px,20px)`, opacity: 0 }], [D, { transform: `translate(${xs[5]! + 40}px,20px)`, opacity: 0 }]);
loadFrames.push([D, { opacity: 0 }]);
css += track("pipette", D, frames);
css += track("load", D, loadFrames);
css += appear("accept", D, T0 + 5 * STEP);

export const dilutionSeries: Scene = {
  slug: "rt-qpcr-dilution-series",
  duration: D,
  posterAt: 9.2,
  svg,
  css,
  cues: [
    {
      start: 0,
      end: T0,
      en: "To test a new primer pair, dilute pooled cDNA four-fold five times. Each tube holds three volumes of nuclease-free water.",
      zh: "验证新引物对时，将混合 cDNA 进行五次四倍梯度稀释。每管预先加入 3 倍体积的无核酸酶水。",
    },
    {
      start: T0,
      end: T0 + 2 * STEP,
      en: "Transfer one volume into the next tube, mix by pipetting and change the tip before every transfer.",
      zh: "吸取 1 倍体积转入下一管，吹打混匀，每次转移前更换吸头。",
    },
    {
      start: T0 + 2 * STEP,
      end: T0 + 5 * STEP,
      en: "Continue down the row to give five points from 1:4 to 1:1,024.",
      zh: "依次稀释，得到 1:4 至 1:1,024 的五个浓度点。",
    },
    {
      start: T0 + 5 * STEP,
      end: D,
      en: "Run each point in triplicate with no-template controls; accept efficiencies of 90–110 % with R² of at least 0.98.",
      zh: "每个浓度点设三个复孔并设无模板对照；扩增效率在 90%–110% 之间且 R² ≥ 0.98 方可接受。",
    },
  ],
};
