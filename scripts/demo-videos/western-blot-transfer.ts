import { appear, track, type Scene } from "./scene-kit";

/** Western blot, section D: the wet-transfer sandwich, built cathode side down, then the transfer itself. */
const D = 13;

// Side view of the cassette: [id, label, y top, height, fill, stroke, drop-in second].
const layers: [string, string, number, number, string, string, number][] = [
  ["pad1", "Fibre pad", 206, 24, "#8d99ae", "#5c677d", 1.2],
  ["paper1", "Filter paper (3MM)", 196, 10, "#f4ecd8", "#b9a77c", 2.0],
  ["gel", "Gel (SDS-PAGE)", 178, 18, "#cfe3f7", "#6a9bc8", 2.8],
  ["membrane", "PVDF membrane", 172, 6, "#ffffff", "#333", 4.6],
  ["paper2", "Filter paper (3MM)", 162, 10, "#f4ecd8", "#b9a77c", 5.8],
  ["pad2", "Fibre pad", 138, 24, "#8d99ae", "#5c677d", 6.6],
];
const labelY = [244, 222, 200, 178, 156, 134];
const bands = [175, 235, 295, 355];

let svg = `<text class="title" x="20" y="28">Western blot · D. Wet transfer to PVDF</text>
<rect x="120" y="96" width="330" height="150" rx="6" fill="#e3f0fa" stroke="#9cc3e4"/>
<text class="small" x="128" y="112">Cold transfer buffer</text>
<rect x="140" y="230" width="290" height="10" fill="#111"/>
<line class="lead" x1="430" y1="235" x2="470" y2="266"/><text class="label" x="474" y="270">Cassette, black side (−)</text>`;
layers.forEach(([id, label, y, h, fill, stroke], i) => {
  svg += `<g id="${id}"><rect x="150" y="${y}" width="270" height="${h}" rx="${h > 12 ? 4 : 1}" fill="${fill}" stroke="${stroke}"/>`;
  if (id === "gel") for (const x of bands) svg += `<rect id="gb${x}" x="${x}" y="${y + 6}" width="40" height="5" rx="2" fill="#1f4e8c"/>`;
  svg += `</g><g id="${id}-l"><line class="lead" x1="420" y1="${y + h / 2}" x2="470" y2="${labelY[i]! - 4}"/><text class="label" x="474" y="${labelY[i]}">${label}</text></g>`;
});
for (const x of bands) svg += `<rect id="mb${x}" x="${x}" y="173" width="40" height="4" rx="1.5" fill="#1f4e8c"/>`;
svg += `<g id="lid"><rect x="140" y="128" width="290" height="10" fill="#c0392b"/></g>
<g id="lid-l"><line class="lead" x1="430" y1="133" x2="470" y2="108"/><text class="label" x="474" y="112">Clear/red side (+)</text></g>
<g id="roller"><rect x="-2" y="92" width="4" height="34" fill="#555"/><circle cx="0" cy="126" r="11" fill="#dfe6ee" stroke="#555" stroke-width="2"/></g>
<g id="field"><line x1="80" y1="236" x2="80" y2="140" stroke="#c0392b" stroke-width="4"/><path d="M70 146 L80 126 L90 146 Z" fill="#c0392b"/>
<text class="label" x="74" y="258">−</text><text class="label" x="74" y="120">+</text>
<text class="small" x="22" y="290">SDS–protein (−) moves</text><text class="small" x="22" y="304">towards the anode (+)</text></g>`;

let css = "";
for (const [id, , , , , , at] of layers) {
  css += track(id, D, [
    [0, { opacity: 0, transform: "translateY(-120px)" }],
    [at, { opacity: 0, transform: "translateY(-120px)" }],
    [at + 0.7, { opacity: 1, transform: "translateY(0)" }],
    [D, { opacity: 1, transform: "translateY(0)" }],
  ]);
  css += appear(`${id}-l`, D, at + 0.5);
}
css += track("lid", D, [
  [0, { opacity: 0, transform: "translateY(-90px)" }],
  [9.4, { opacity: 0, transform: "translateY(-90px)" }],
  [10.0, { opacity: 1, transform: "translateY(0)" }],
  [D, { opacity: 1, transform: "translateY(0)" }],
]);
css += appear("lid-l", D, 9.8);
// The roller sits on the top fibre pad and passes over the stack to press out bubbles.
css += track("roller", D, [
  [0, { opacity: 0, transform: "translate(140px,0px)" }],
  [7.6, { opacity: 0, transform: "translate(140px,0px)" }],
  [7.9, { opacity: 1, transform: "translate(140px,0px)" }],
  [8.7, { opacity: 1, transform: "translate(430px,0px)" }],
  [9.2, { opacity: 1, transform: "translate(140px,0px)" }],
  [9.4, { opacity: 0, transform: "translate(140px,0px)" }],
  [D, { opacity: 0, transform: "translate(140px,0px)" }],
]);
css += appear("field", D, 10.3);
for (const x of bands) {
  css += track(`gb${x}`, D, [[0, { opacity: 1 }], [10.6, { opacity: 1 }], [12.4, { opacity: 0.15 }], [D, { opacity: 0.15 }]]);
  css += track(`mb${x}`, D, [[0, { opacity: 0 }], [10.8, { opacity: 0 }], [12.4, { opacity: 1 }], [D, { opacity: 1 }]]);
}

export const westernBlotTransfer: Scene = {
  slug: "western-blot-transfer",
  duration: D,
  posterAt: 12.9,
  svg,
  css,
  cues: [
    {
      start: 0,
      end: 2.7,
      en: "Open the transfer cassette with the black (cathode) side down in a tray of cold transfer buffer.",
      zh: "在盛有预冷转膜缓冲液的托盘中打开转膜夹，黑色面（阴极侧）朝下。",
    },
    {
      start: 2.7,
      end: 4.5,
      en: "Lay down a soaked fibre pad and filter paper, then place the gel on top.",
      zh: "依次放上浸湿的海绵垫和滤纸，再将凝胶平铺在滤纸上。",
    },
    {
      start: 4.5,
      end: 7.6,
      en: "Cover the gel with the methanol-activated PVDF membrane, then filter paper and a second fibre pad.",
      zh: "在凝胶上覆盖经甲醇活化的 PVDF 膜，再放上滤纸和第二块海绵垫。",
    },
    {
      start: 7.6,
      end: 10.2,
      en: "Roll over the stack to remove air bubbles, then close the cassette.",
      zh: "用滚筒赶出各层之间的气泡，然后合上转膜夹。",
    },
    {
      start: 10.2,
      end: D,
      en: "Negatively charged SDS–protein complexes move out of the gel towards the anode (+) and onto the membrane.",
      zh: "带负电荷的 SDS–蛋白复合物从凝胶向阳极（+）迁移，转移到 PVDF 膜上。",
    },
  ],
};
