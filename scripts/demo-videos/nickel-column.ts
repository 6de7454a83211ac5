import { appear, track, type Scene } from "./scene-kit";

/** His-tag purification, section C: gravity Ni-NTA column — flow-through, two imidazole washes, elution. */
const D = 14;

// Phases (seconds): load 0.5–5, wash 1 5–7.2, wash 2 7.2–9.4, elution 9.4–14.
const steps: [string, string, string, number, number][] = [
  ["s1", "Load", "cleared lysate on Ni-NTA resin", 0.5, 5],
  ["s2", "Wash 1", "20 mM imidazole, 20 CV", 5, 7.2],
  ["s3", "Wash 2", "40 mM imidazole, 10 CV", 7.2, 9.4],
  ["s4", "Elute", "300 mM imidazole, 5 × 1 CV", 9.4, D],
];
const tubes: [string, string, string, number][] = [
  ["FT", "FT", "#c9b98f", 4.6],
  ["W1", "W1", "#e4e0d4", 7.0],
  ["W2", "W2", "#eceae4", 9.2],
  ["E1", "E1", "#2f6db3", 10.6],
  ["E2", "E2", "#4f86c4", 11.4],
  ["E3", "E3", "#86acd8", 12.2],
  ["E4", "E4", "#b9cfe9", 13.0],
  ["E5", "E5", "#dbe6f3", 13.6],
];

let svg = `<text class="title" x="20" y="28">His-tag purification · Ni-NTA gravity column</text>`;
steps.forEach(([id, name, detail], i) => {
  const y = 64 + i * 44;
  svg += `<rect id="${id}" x="14" y="${y - 16}" width="200" height="40" rx="5" fill="#fff3c4"/>
<text class="label" x="22" y="${y}" font-weight="700">${i + 1}. ${name}</text><text class="small" x="22" y="${y + 16}">${detail}</text>`;
});
// Column: liquid over the resin bed, tapering to the outlet.
svg += `<rect id="liq-lysate" x="262" y="70" width="56" height="80" fill="#e8d9b0"/>
<rect id="liq-wash" x="262" y="70" width="56" height="80" fill="#eef4fb"/>
<rect id="liq-elute" x="262" y="70" width="56" height="80" fill="#fff7d6"/>
<rect x="262" y="150" width="56" height="50" fill="#cfe8cf"/>`;
for (let r = 0; r < 5; r++) for (let c = 0; c < 6; c++) svg += `<circle cx="${267 + c * 9 + (r % 2) * 4}" cy="${155 + r * 10}" r="4" fill="#b5dab5" stroke="#8fbf8f"/>`;
svg += `<path d="M260 50 V200 L284 218 V230 M320 50 V200 L296 218 V230" fill="none" stroke="#333" stroke-width="2"/>
<text class="small" x="326" y="176">Ni-NTA resin bed</text>`;
const his: [number, number][] = [[270, 95], [290, 85], [308, 110], [278, 125], [300, 135], [285, 105]];
const hisBound: [number, number][] = [[268, 158], [286, 163], [304, 156], [276, 176], [296, 182], [310, 172]];
const host: [number, number][] = [[280, 80], [300, 95], [270, 140], [312, 88], [290, 120], [268, 108]];
his.forEach(([x, y], i) => (svg += `<circle id="h${i}" cx="${x}" cy="${y}" r="4.5" fill="#1f4e8c"/>`));
host.forEach(([x, y], i) => (svg += `<circle id="c${i}" cx="${x}" cy="${y}" r="4.5" fill="#8a8a8a"/>`));
svg += `<circle cx="430" cy="62" r="5" fill="#1f4e8c"/><text class="small" x="442" y="66">His-tagged protein</text>
<circle cx="430" cy="82" r="5" fill="#8a8a8a"/><text class="small" x="442" y="86">Host proteins</text>
<text class="small" x="250" y="258">Fractions kept for SDS-PAGE</text>`;
tubes.forEach(([id, label, fill], i) => {
  const x = 250 + i * 44;
  svg += `<g id="t${id}"><path d="M${x} 268 h26 v34 a13 13 0 0 1 -26 0 Z" fill="${fill}" stroke="#555"/><text class="small" x="${x + 4}" y="332">${label}</text></g>`;
});

let css = "";
for (const [id, , , from, to] of steps) css += appear(id, D, from, to < D ? to - 0.3 : undefined);
css += appear("liq-lysate", D, 0, 4.8);
css += appear("liq-wash", D, 5.0, 9.1);
css += appear("liq-elute", D, 9.4);
// His-tagged protein: captured by the resin while loading, released by 300 mM imidazole.
his.forEach(([x, y], i) => {
  const [bx, by] = hisBound[i]!;
  const bound = `translate(${bx - x}px,${by - y}px)`;
  css += track(`h${i}`, D, [
    [0, { transform: "translate(0,0)", opacity: 1 }],
    [1 + i * 0.25, { transform: "translate(0,0)", opacity: 1 }],
    [3 + i * 0.2, { transform: bound, opacity: 1 }],
    [10 + i * 0.4, { transform: bound, opacity: 1 }],
    [11 + i * 0.4, { transform: `translate(${290 - x}px,${240 - y}px)`, opacity: 0 }],
    [D, { transform: `translate(${290 - x}px,${240 - y}px)`, opacity: 0 }],
  ]);
});
// Host proteins: most pass straight through; weak binders leave in the imidazole washes.
host.forEach(([x, y], i) => {
  const out = `translate(${290 - x}px,${240 - y}px)`;
  const leaves = i < 3 ? 1.5 + i * 0.6 : 5.4 + (i - 3) * 1.0;
  const held = `translate(${(i % 2 ? 12 : -10) + 290 - x}px,${185 - y}px)`;
  const frames: [number, Record<string, string | number>][] = [[0, { transform: "translate(0,0)", opacity: 1 }]];
  if (i >= 3) frames.push([2.5 + i * 0.2, { transform: held, opacity: 1 }]);
  frames.push([leaves, { transform: i >= 3 ? held : "translate(0,0)", opacity: 1 }], [leaves + 1.4, { transform: out, opacity: 0 }], [D, { transform: out, opacity: 0 }]);
  css += track(`c${i}`, D, frames);
});
for (const [id, , , at] of tubes) css += appear(`t${id}`, D, at);

export const nickelColumn: Scene = {
  slug: "his-tag-nickel-column",
  duration: D,
  posterAt: 8,
  svg,
  css,
  cues: [
    {
      start: 0,
      end: 4.8,
      en: "Pour the lysate and Ni-NTA resin into the column. His-tagged protein stays on the resin; most host proteins flow through.",
      zh: "将裂解液与 Ni-NTA 树脂的混悬液倒入层析柱。His 标签蛋白结合在树脂上，大部分宿主蛋白随流穿液流出。",
    },
    {
      start: 4.8,
      end: 9.2,
      en: "Wash with 20 column volumes of 20 mM imidazole, then 10 column volumes of 40 mM imidazole, to remove weakly bound proteins.",
      zh: "先用 20 个柱体积的 20 mM 咪唑洗涤，再用 10 个柱体积的 40 mM 咪唑洗涤，去除弱结合的杂蛋白。",
    },
    {
      start: 9.2,
      end: D,
      en: "Elute with five 1-column-volume portions of 300 mM imidazole, collecting each fraction separately.",
      zh: "用 300 mM 咪唑洗脱缓冲液分 5 次、每次 1 个柱体积洗脱，分别收集各洗脱组分。",
    },
  ],
};
