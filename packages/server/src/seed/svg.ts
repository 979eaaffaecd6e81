/**
 * Small SVG images made in code for the demo data: the provider logo, a flat product illustration
 * per machine model and a tile per customer group. Pure functions of their arguments (no random,
 * no dates), so every seed writes the same bytes. No scripts, links or external references.
 */

const escape = (text: string) =>
  text.replace(/&/g, '&amp;').replace(/</g, '&lt;').replace(/>/g, '&gt;').replace(/"/g, '&quot;');

const FONT = 'Arial, Helvetica, sans-serif';

export function logoSvg(companyName: string): string {
  return [
    '<svg xmlns="http://www.w3.org/2000/svg" width="240" height="80" viewBox="0 0 240 80" role="img"',
    ` aria-label="${escape(companyName)}">`,
    '<rect width="240" height="80" rx="12" fill="#0b4f6c"/>',
    '<circle cx="40" cy="40" r="22" fill="#f4b942"/>',
    '<path d="M30 40h20M40 30v20" stroke="#0b4f6c" stroke-width="6" stroke-linecap="round"/>',
    `<text x="72" y="47" font-family="${FONT}" font-size="20" font-weight="bold" fill="#ffffff">${escape(
      companyName.split(' ').slice(0, 2).join(' '),
    )}</text>`,
    '</svg>',
  ].join('');
}

/** `#rrggbb` mixed with black (amount < 0) or white (amount > 0), amount in -1..1. */
export function shade(hex: string, amount: number): string {
  const target = amount < 0 ? 0 : 255;
  const t = Math.abs(amount);
  const channels = [1, 3, 5].map((i) => parseInt(hex.slice(i, i + 2), 16));
  return `#${channels
    .map((c) =>
      Math.round(c + (target - c) * t)
        .toString(16)
        .padStart(2, '0'),
    )
    .join('')}`;
}

const n = (value: number) => String(Math.round(value * 10) / 10);

/** A centred, bold label that fits `width` (the font shrinks for long names). */
function label(cx: number, cy: number, width: number, text: string, fill: string, maxSize = 12): string {
  const size = Math.min(maxSize, (width - 14) / (Math.max(text.length, 1) * 0.62));
  return (
    `<text x="${n(cx)}" y="${n(cy + size * 0.36)}" text-anchor="middle" font-family="${FONT}" ` +
    `font-size="${n(size)}" font-weight="bold" letter-spacing="0.3" fill="${fill}">${escape(text)}</text>`
  );
}

const rect = (x: number, y: number, w: number, h: number, attrs: string) =>
  `<rect x="${n(x)}" y="${n(y)}" width="${n(w)}" height="${n(h)}" ${attrs}/>`;

/** A band with rounded top corners only (the header of a cabinet). */
const topBand = (x: number, y: number, w: number, h: number, fill: string, r = 7) =>
  `<path d="M${n(x)} ${n(y + h)}V${n(y + r)}q0-${r} ${r}-${r}h${n(w - 2 * r)}q${r} 0 ${r} ${r}V${n(y + h)}z" fill="${fill}"/>`;

const STEEL_STROKE = '#a7b0ba';
const DARK = '#3c4652';
const PLINTH = '#59636e';

export type MachineKind =
  | 'combi-oven'
  | 'hood-dishwasher'
  | 'undercounter-dishwasher'
  | 'refrigerator'
  | 'freezer'
  | 'walk-in'
  | 'spiral-mixer'
  | 'planetary-mixer'
  | 'coffee-machine'
  | 'cabinet';

/** Which drawing fits a model, from its machine type and name. */
export function machineKind(machineType: string, modelName: string): MachineKind {
  const type = machineType.toLowerCase();
  const model = modelName.toLowerCase();
  if (type.includes('oven')) return 'combi-oven';
  if (type.includes('dishwasher'))
    return model.includes('hood') ? 'hood-dishwasher' : 'undercounter-dishwasher';
  if (type.includes('freezer')) return 'freezer';
  if (type.includes('refrigerator') || type.includes('fridge') || type.includes('cold')) {
    return model.includes('walk-in') ? 'walk-in' : 'refrigerator';
  }
  if (type.includes('mixer')) return model.includes('spiral') ? 'spiral-mixer' : 'planetary-mixer';
  if (type.includes('coffee')) return 'coffee-machine';
  return 'cabinet';
}

/** The first number in a model name (trays of an oven, groups of a coffee machine). */
const numberIn = (name: string, fallback: number) => Number(/\d+/.exec(name)?.[0] ?? fallback);

interface Drawing {
  name: string;
  accent: string;
}

function combiOven({ name, accent }: Drawing): string {
  const trays = Math.min(Math.max(numberIn(name, 6), 4), 12);
  const h = trays >= 10 ? 140 : 112;
  const top = 168 - h;
  const glassTop = top + 38;
  const glassBottom = 152;
  const rails = Array.from({ length: trays }, (_, i) => {
    const y = glassTop + ((i + 1) * (glassBottom - glassTop)) / (trays + 1);
    return `<line x1="100" y1="${n(y)}" x2="168" y2="${n(y)}"/>`;
  }).join('');
  return [
    rect(86, 166, 12, 8, `rx="2" fill="${PLINTH}"`),
    rect(222, 166, 12, 8, `rx="2" fill="${PLINTH}"`),
    rect(78, top, 164, h, `rx="8" fill="url(#steel)" stroke="${STEEL_STROKE}" stroke-width="1.5"`),
    topBand(78, top, 164, 22, accent),
    label(160, top + 11, 164, name, '#ffffff'),
    rect(88, top + 30, 100, glassBottom + 8 - (top + 30), `rx="6" fill="#e4e9ee" stroke="${STEEL_STROKE}"`),
    rect(96, glassTop, 76, glassBottom - glassTop, 'rx="4" fill="url(#glass)"'),
    `<g stroke="#7d8b99" stroke-width="1.5" opacity="0.55">${rails}</g>`,
    `<path d="M104 ${n(glassTop)}h22l-26 ${n(glassBottom - glassTop)}h-4z" fill="#ffffff" opacity="0.1"/>`,
    rect(177, top + 44, 6, glassBottom - top - 52, `rx="3" fill="${DARK}"`),
    rect(200, top + 32, 32, 18, 'rx="3" fill="#1d252e"'),
    `<text x="216" y="${n(top + 44.5)}" text-anchor="middle" font-family="${FONT}" font-size="9" font-weight="bold" fill="${shade(accent, 0.55)}">180°</text>`,
    `<circle cx="216" cy="${n(top + 74)}" r="12" fill="#e4e9ee" stroke="#8c96a2" stroke-width="2"/>`,
    `<path d="M216 ${n(top + 74)}l0-8" stroke="${DARK}" stroke-width="3" stroke-linecap="round"/>`,
    `<circle cx="207" cy="${n(top + 100)}" r="4" fill="${accent}"/><circle cx="225" cy="${n(top + 100)}" r="4" fill="#8c96a2"/>`,
    // The taller oven has room for a vent under its buttons.
    h >= 130
      ? `<g stroke="#9aa4ae" stroke-width="2" stroke-linecap="round">${[148, 152, 156]
          .map((y) => `<line x1="204" y1="${y}" x2="228" y2="${y}"/>`)
          .join('')}</g>`
      : '',
  ].join('');
}

function hoodDishwasher({ name, accent }: Drawing): string {
  const table = (x: number) =>
    [
      rect(x + 6, 110, 6, 62, `fill="${PLINTH}"`),
      rect(x + 74, 110, 6, 62, `fill="${PLINTH}"`),
      rect(x, 104, 86, 7, `rx="2" fill="url(#steel)" stroke="${STEEL_STROKE}"`),
    ].join('');
  const plates = [0, 1, 2, 3, 4]
    .map((i) => `<ellipse cx="${n(238 + i * 9)}" cy="92" rx="3" ry="11" fill="#ffffff" stroke="#b8c2cc"/>`)
    .join('');
  return [
    table(24),
    table(210),
    rect(228, 100, 52, 4, `rx="1" fill="${DARK}"`),
    plates,
    rect(114, 110, 92, 62, `fill="url(#steel)" stroke="${STEEL_STROKE}"`),
    `<g stroke="#b7c0c9" stroke-width="1.5">${[128, 142, 156].map((y) => `<line x1="122" y1="${y}" x2="198" y2="${y}"/>`).join('')}</g>`,
    rect(106, 28, 108, 84, `rx="7" fill="url(#steel)" stroke="${STEEL_STROKE}" stroke-width="1.5"`),
    topBand(106, 28, 108, 22, accent),
    label(160, 39, 108, name, '#ffffff'),
    rect(116, 58, 88, 36, `rx="4" fill="#e4e9ee" stroke="${STEEL_STROKE}"`),
    `<circle cx="128" cy="70" r="4" fill="#49b36b"/><circle cx="140" cy="70" r="4" fill="#c3cad2"/>`,
    rect(154, 64, 42, 12, 'rx="2" fill="#1d252e"'),
    `<text x="175" y="73.2" text-anchor="middle" font-family="${FONT}" font-size="8" font-weight="bold" fill="${shade(accent, 0.55)}">85°</text>`,
    rect(118, 100, 84, 6, `rx="3" fill="${DARK}"`),
  ].join('');
}

function undercounterDishwasher({ name, accent }: Drawing): string {
  return [
    rect(98, 164, 124, 9, `rx="2" fill="${PLINTH}"`),
    rect(94, 62, 132, 104, `rx="7" fill="url(#steel)" stroke="${STEEL_STROKE}" stroke-width="1.5"`),
    topBand(94, 62, 132, 24, accent),
    label(160, 74, 132, name, '#ffffff'),
    `<circle cx="108" cy="94" r="3" fill="#49b36b"/><circle cx="118" cy="94" r="3" fill="#c3cad2"/>`,
    rect(186, 89, 30, 10, 'rx="2" fill="#1d252e"'),
    `<text x="201" y="96.6" text-anchor="middle" font-family="${FONT}" font-size="7" font-weight="bold" fill="${shade(accent, 0.55)}">65°</text>`,
    rect(102, 103, 116, 57, `rx="4" fill="#e4e9ee" stroke="${STEEL_STROKE}"`),
    rect(122, 109, 76, 6, `rx="3" fill="${DARK}"`),
    `<g stroke="#c6cdd5" stroke-width="1.5">${[126, 136, 146].map((y) => `<line x1="110" y1="${y}" x2="210" y2="${y}"/>`).join('')}</g>`,
  ].join('');
}

function refrigerator({ name, accent }: Drawing): string {
  const shelves = [82, 106, 130];
  const goods: string[] = [];
  const colours = ['#e76f51', '#2a9d8f', '#e9c46a', '#6d8fb3', '#b56576', '#8ab17d'];
  shelves.forEach((y, row) => {
    let x = 130;
    for (let i = 0; i < 4; i++) {
      const w = 9 + ((row + i) % 3) * 3;
      const h = 10 + ((row * 2 + i) % 3) * 3;
      const c = colours[(row * 4 + i) % colours.length]!;
      goods.push(
        i % 2 === 0
          ? rect(x, y - h, w, h, `rx="2" fill="${c}"`)
          : `<path d="M${n(x + 2)} ${n(y)}v-${n(h - 5)}l2-3v-3h${n(w - 8)}v3l2 3v${n(h - 5)}z" fill="${c}"/>`,
      );
      x += w + 4;
    }
  });
  return [
    rect(116, 168, 88, 7, `rx="2" fill="${PLINTH}"`),
    rect(112, 18, 96, 152, `rx="7" fill="url(#steel)" stroke="${STEEL_STROKE}" stroke-width="1.5"`),
    topBand(112, 18, 96, 24, accent),
    label(160, 30, 96, name, '#ffffff'),
    rect(118, 48, 84, 116, `rx="4" fill="#e4e9ee" stroke="${STEEL_STROKE}"`),
    rect(125, 55, 62, 102, 'rx="3" fill="url(#cold)"'),
    goods.join(''),
    `<g stroke="#8fb8cf" stroke-width="2">${shelves.map((y) => `<line x1="125" y1="${y}" x2="187" y2="${y}"/>`).join('')}</g>`,
    `<path d="M131 55h14l-20 60v-26z" fill="#ffffff" opacity="0.35"/>`,
    rect(192, 74, 5, 64, `rx="2.5" fill="${DARK}"`),
  ].join('');
}

function snowflake(cx: number, cy: number, r: number, colour: string): string {
  const arms = [0, 60, 120]
    .map(
      (a) =>
        `<g transform="rotate(${a} ${cx} ${cy})"><line x1="${cx}" y1="${cy - r}" x2="${cx}" y2="${cy + r}"/>` +
        `<path d="M${cx - 4} ${cy - r + 2}l4 4 4-4M${cx - 4} ${cy + r - 2}l4-4 4 4"/></g>`,
    )
    .join('');
  return `<g stroke="${colour}" stroke-width="2.5" stroke-linecap="round" fill="none">${arms}</g>`;
}

function freezer({ name, accent }: Drawing): string {
  return [
    rect(116, 168, 88, 7, `rx="2" fill="${PLINTH}"`),
    rect(112, 18, 96, 152, `rx="7" fill="url(#steel)" stroke="${STEEL_STROKE}" stroke-width="1.5"`),
    topBand(112, 18, 96, 24, accent),
    label(160, 30, 96, name, '#ffffff'),
    rect(118, 48, 84, 56, `rx="4" fill="#e4e9ee" stroke="${STEEL_STROKE}"`),
    rect(118, 108, 84, 56, `rx="4" fill="#e4e9ee" stroke="${STEEL_STROKE}"`),
    rect(192, 58, 5, 36, `rx="2.5" fill="${DARK}"`),
    rect(192, 118, 5, 36, `rx="2.5" fill="${DARK}"`),
    snowflake(152, 76, 15, accent),
    rect(134, 128, 38, 16, 'rx="3" fill="#1d252e"'),
    `<text x="153" y="139.5" text-anchor="middle" font-family="${FONT}" font-size="9" font-weight="bold" fill="#9ad4f5">-18°C</text>`,
  ].join('');
}

function walkIn({ name, accent }: Drawing): string {
  const seams = [84, 122, 198, 236].map((x) => `<line x1="${x}" y1="80" x2="${x}" y2="168"/>`).join('');
  const fan = (cx: number) =>
    `<circle cx="${cx}" cy="43" r="9" fill="#b7c0c9" stroke="#8c96a2" stroke-width="1.5"/>` +
    `<path d="M${cx - 7} 43h14M${cx} 36v14" stroke="#8c96a2" stroke-width="1.5"/>`;
  return [
    rect(50, 168, 220, 6, `rx="2" fill="${PLINTH}"`),
    rect(186, 30, 80, 28, `rx="4" fill="#d3d9e0" stroke="${STEEL_STROKE}"`),
    fan(208),
    fan(238),
    `<path d="M259 36v16" stroke="#8c96a2" stroke-width="2"/>`,
    rect(46, 56, 228, 114, `rx="6" fill="url(#steel)" stroke="${STEEL_STROKE}" stroke-width="1.5"`),
    topBand(46, 56, 228, 22, accent, 6),
    label(160, 67, 228, name, '#ffffff', 13),
    `<g stroke="#bcc4cd" stroke-width="1.5">${seams}</g>`,
    rect(124, 84, 72, 84, `rx="3" fill="#e7ecf1" stroke="#98a2ad" stroke-width="1.5"`),
    rect(140, 94, 40, 22, 'rx="3" fill="url(#cold)" stroke="#98a2ad"'),
    rect(182, 120, 8, 24, `rx="3" fill="${DARK}"`),
    rect(120, 96, 6, 12, `rx="1" fill="${PLINTH}"`),
    rect(120, 146, 6, 12, `rx="1" fill="${PLINTH}"`),
    rect(62, 98, 42, 18, 'rx="3" fill="#1d252e"'),
    `<text x="83" y="110.2" text-anchor="middle" font-family="${FONT}" font-size="9" font-weight="bold" fill="#9ad4f5">2°C</text>`,
    `<circle cx="72" cy="130" r="4" fill="#49b36b"/><circle cx="84" cy="130" r="4" fill="#c3cad2"/>`,
  ].join('');
}

function spiralMixer({ name, accent }: Drawing): string {
  const dark = shade(accent, -0.35);
  return [
    rect(78, 150, 166, 22, `rx="5" fill="${dark}"`),
    rect(196, 56, 44, 96, `rx="6" fill="${accent}"`),
    `<circle cx="218" cy="96" r="5" fill="#49b36b"/><circle cx="218" cy="112" r="5" fill="#e05252"/>`,
    rect(204, 126, 28, 12, 'rx="2" fill="#1d252e"'),
    `<path d="M96 96h96l-8 48q-2 8-10 8h-60q-8 0-10-8z" fill="url(#steel)" stroke="${STEEL_STROKE}" stroke-width="1.5"/>`,
    `<ellipse cx="144" cy="96" rx="48" ry="6" fill="#c9d0d8" stroke="${STEEL_STROKE}"/>`,
    `<path d="M142 66v14q0 6 8 8t8 10-10 12-8 12 8 12" fill="none" stroke="#6b7681" stroke-width="5" stroke-linecap="round"/>`,
    `<path d="M102 42h130q10 0 10 10v6q0 10-10 10H102q-10 0-10-10v-6q0-10 10-10z" fill="${accent}"/>`,
    `<path d="M102 42h130q10 0 10 10v6q0 10-10 10H102q-10 0-10-10v-6q0-10 10-10z" fill="none" stroke="${dark}" stroke-width="1.5"/>`,
    label(160, 55, 150, name, '#ffffff'),
  ].join('');
}

function planetaryMixer({ name, accent }: Drawing): string {
  const dark = shade(accent, -0.35);
  return [
    rect(92, 148, 136, 24, `rx="6" fill="${dark}"`),
    label(160, 160, 136, name, '#ffffff'),
    rect(184, 62, 28, 88, `rx="6" fill="${accent}"`),
    rect(166, 104, 24, 9, `rx="2" fill="${dark}"`),
    `<path d="M116 98h64l-6 40q-1 8-9 8h-34q-8 0-9-8z" fill="url(#steel)" stroke="${STEEL_STROKE}" stroke-width="1.5"/>`,
    `<ellipse cx="148" cy="98" rx="32" ry="5" fill="#c9d0d8" stroke="${STEEL_STROKE}"/>`,
    `<path d="M148 76v22" stroke="#6b7681" stroke-width="4"/>`,
    `<path d="M148 96c-14 6-14 34 0 38c14-4 14-32 0-38zM148 96c-6 8-6 30 0 38M148 96c6 8 6 30 0 38" fill="none" stroke="#6b7681" stroke-width="2"/>`,
    `<path d="M112 38h96q12 0 12 12v14q0 12-12 12h-96q-12 0-12-12v-14q0-12 12-12z" fill="${accent}"/>`,
    `<path d="M112 48h56" stroke="${shade(accent, 0.3)}" stroke-width="3" stroke-linecap="round"/>`,
    `<circle cx="200" cy="57" r="7" fill="#e4e9ee" stroke="${dark}" stroke-width="2"/>`,
  ].join('');
}

function coffeeMachine({ name, accent }: Drawing): string {
  const groups = Math.min(Math.max(numberIn(name, 2), 1), 3);
  const spacing = groups === 1 ? 0 : 128 / groups;
  const centres = Array.from({ length: groups }, (_, i) => 160 + (i - (groups - 1) / 2) * spacing);
  const parts = centres.map((cx) =>
    [
      rect(cx - 14, 92, 28, 12, `rx="3" fill="${DARK}"`),
      rect(cx - 12, 104, 24, 7, `rx="2" fill="#6b7681"`),
      `<path d="M${n(cx + 10)} 108l22 9" stroke="${DARK}" stroke-width="6" stroke-linecap="round"/>`,
      `<path d="M${n(cx - 8)} 124h16v10q0 6-6 6h-4q-6 0-6-6z" fill="#ffffff" stroke="#b8c2cc"/>`,
      `<path d="M${n(cx + 8)} 127h3q3 0 3 3t-3 3h-3" fill="none" stroke="#b8c2cc" stroke-width="1.5"/>`,
    ].join(''),
  );
  const cups = [112, 134, 186, 208]
    .map((x) => `<path d="M${x} 46h14v6q0 4-4 4h-6q-4 0-4-4z" fill="#ffffff" stroke="#b8c2cc"/>`)
    .join('');
  return [
    rect(78, 158, 164, 10, `rx="3" fill="${PLINTH}"`),
    cups,
    rect(76, 56, 168, 6, `rx="2" fill="#b7c0c9"`),
    rect(70, 62, 180, 98, `rx="8" fill="url(#steel)" stroke="${STEEL_STROKE}" stroke-width="1.5"`),
    topBand(70, 62, 180, 22, accent, 8),
    label(160, 73, 180, name, '#ffffff'),
    `<path d="M84 94v34q0 6 4 8" fill="none" stroke="#8c96a2" stroke-width="3" stroke-linecap="round"/>`,
    `<path d="M236 94v34q0 6-4 8" fill="none" stroke="#8c96a2" stroke-width="3" stroke-linecap="round"/>`,
    rect(90, 142, 140, 8, `rx="2" fill="${DARK}"`),
    `<g stroke="#6b7681" stroke-width="1">${Array.from({ length: 13 }, (_, i) => `<line x1="${96 + i * 10}" y1="143" x2="${96 + i * 10}" y2="149"/>`).join('')}</g>`,
    parts.join(''),
    groups === 2
      ? rect(148, 92, 24, 12, 'rx="2" fill="#1d252e"') +
        `<text x="160" y="100.8" text-anchor="middle" font-family="${FONT}" font-size="7" font-weight="bold" fill="${shade(accent, 0.6)}">93°</text>`
      : '',
  ].join('');
}

function cabinet({ name, accent }: Drawing): string {
  return [
    rect(104, 166, 112, 8, `rx="2" fill="${PLINTH}"`),
    rect(100, 40, 120, 128, `rx="7" fill="url(#steel)" stroke="${STEEL_STROKE}" stroke-width="1.5"`),
    topBand(100, 40, 120, 22, accent),
    label(160, 51, 120, name, '#ffffff'),
    rect(108, 70, 104, 90, `rx="4" fill="#e4e9ee" stroke="${STEEL_STROKE}"`),
    rect(196, 90, 6, 50, `rx="3" fill="${DARK}"`),
  ].join('');
}

const DRAWINGS: Record<MachineKind, (d: Drawing) => string> = {
  'combi-oven': combiOven,
  'hood-dishwasher': hoodDishwasher,
  'undercounter-dishwasher': undercounterDishwasher,
  refrigerator,
  freezer,
  'walk-in': walkIn,
  'spiral-mixer': spiralMixer,
  'planetary-mixer': planetaryMixer,
  'coffee-machine': coffeeMachine,
  cabinet,
};

export interface ModelImage {
  /** Model name, written on the machine. */
  name: string;
  machineType: string;
  supplier: string;
  /** The supplier's colour, `#rrggbb`. */
  accent: string;
}

/**
 * A flat product illustration of a machine model (320 x 200, transparent background): the drawing
 * of its kind, in stainless steel with the supplier's colour, and the model name on its name plate.
 */
export function modelImageSvg(model: ModelImage): string {
  const kind = machineKind(model.machineType, model.name);
  const title = `${model.name} (${model.machineType}, ${model.supplier})`;
  return [
    '<svg xmlns="http://www.w3.org/2000/svg" width="320" height="200" viewBox="0 0 320 200" role="img"',
    ` aria-label="${escape(title)}">`,
    `<title>${escape(title)}</title>`,
    '<defs>',
    '<linearGradient id="steel" x1="0" y1="0" x2="1" y2="1">',
    '<stop offset="0" stop-color="#f4f6f8"/><stop offset="0.55" stop-color="#dde2e7"/><stop offset="1" stop-color="#c5ccd4"/>',
    '</linearGradient>',
    '<linearGradient id="glass" x1="0" y1="0" x2="0" y2="1">',
    '<stop offset="0" stop-color="#46525f"/><stop offset="1" stop-color="#1f2730"/>',
    '</linearGradient>',
    '<linearGradient id="cold" x1="0" y1="0" x2="0" y2="1">',
    '<stop offset="0" stop-color="#eaf6fd"/><stop offset="1" stop-color="#c4e2f3"/>',
    '</linearGradient>',
    '</defs>',
    '<ellipse cx="160" cy="176" rx="122" ry="8" fill="#0f172a" opacity="0.09"/>',
    DRAWINGS[kind]({ name: model.name, accent: model.accent }),
    '</svg>',
  ].join('');
}

/**
 * A customer group tile (200 x 200): a rounded square in the group's colour with a pictogram
 * (bread for bakeries, a food factory otherwise) and the group name.
 */
export function customerGroupSvg(groupName: string, colour: string): string {
  const bakery = /bak/i.test(groupName);
  const light = shade(colour, 0.85);
  const icon = bakery
    ? [
        `<path d="M52 112q0-40 48-40t48 40v6q0 8-8 8H60q-8 0-8-8z" fill="${light}"/>`,
        `<g stroke="${colour}" stroke-width="5" stroke-linecap="round"><path d="M78 86l10 22M98 82l10 24M118 86l10 22"/></g>`,
      ].join('')
    : [
        `<path d="M44 128V84l26 14V84l26 14V84l26 14V60h16v68z" fill="${light}"/>`,
        rect(124, 44, 10, 18, `fill="${light}"`),
        `<g fill="${colour}">${[56, 82, 108].map((x) => rect(x, 108, 12, 10, 'rx="1"')).join('')}</g>`,
        `<circle cx="146" cy="110" r="14" fill="${shade(colour, 0.35)}" stroke="${light}" stroke-width="4"/>`,
        `<path d="M140 104v12M146 104v12M152 104v12" stroke="${light}" stroke-width="2.5" stroke-linecap="round"/>`,
      ].join('');
  return [
    '<svg xmlns="http://www.w3.org/2000/svg" width="200" height="200" viewBox="0 0 200 200" role="img"',
    ` aria-label="${escape(groupName)}">`,
    `<title>${escape(groupName)}</title>`,
    `<rect width="200" height="200" rx="28" fill="${colour}"/>`,
    `<circle cx="100" cy="88" r="62" fill="${shade(colour, -0.15)}"/>`,
    `<g transform="translate(0 -10)">${icon}</g>`,
    label(100, 172, 200, groupName, '#ffffff', 18),
    '</svg>',
  ].join('');
}
