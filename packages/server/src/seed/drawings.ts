/**
 * SVG drawings of the demo catalogue: the exploded view of a part drawing (with its image map),
 * an image per article and a "photo" (a name plate or a job photo) for resource files and
 * attachments. Pure functions of their arguments (no random, no dates); no scripts, links or
 * external references.
 */
import { shade } from './svg.js';

const escape = (text: string) =>
  text.replace(/&/g, '&amp;').replace(/</g, '&lt;').replace(/>/g, '&gt;').replace(/"/g, '&quot;');
const FONT = 'Arial, Helvetica, sans-serif';
const n = (value: number) => String(Math.round(value * 10) / 10);

export interface DrawingPart {
  /** The label on the drawing (model_parts.position). */
  position: string;
  articleNumber: string;
  description: string;
}

/** One clickable region of a part drawing: `Coords` in image pixels as in an HTML `<area>`. */
export interface ImageMapArea {
  Shape: 'circle' | 'rect';
  /** circle: [x, y, r]; rect: [left, top, right, bottom]. */
  Coords: number[];
  ArticleNumber: string;
  Position: string;
  Title: string;
}

/** The image map of a part drawing (documents.part_drawing_image_map holds it as JSON). */
export interface ImageMap {
  Width: number;
  Height: number;
  Areas: ImageMapArea[];
}

export const DRAWING_WIDTH = 640;
export const DRAWING_HEIGHT = 420;

type Glyph = 'ring' | 'rotor' | 'coil' | 'board' | 'bolt' | 'valve' | 'panel';

function glyphOf(description: string): Glyph {
  const d = description.toLowerCase();
  if (/gasket|seal|ring|o-ring|curtain/.test(d)) return 'ring';
  if (/motor|fan|pump|wheel|arm|hook|tool|burr/.test(d)) return 'rotor';
  if (/element|heater|coil|probe|wire|belt/.test(d)) return 'coil';
  if (/board|controller|thermostat|relay|switch|display|sensor/.test(d)) return 'board';
  if (/valve|nozzle|wand|filter|cartridge|solenoid/.test(d)) return 'valve';
  if (/shelf|door|panel|bowl|basket|guard|handle|hinge|lamp/.test(d)) return 'panel';
  return 'bolt';
}

/** A small line drawing of a part centred on (cx, cy), about 2r wide. */
function glyph(kind: Glyph, cx: number, cy: number, r: number, accent: string): string {
  const stroke = `stroke="#3c4652" stroke-width="2" fill="none"`;
  const fill = shade(accent, 0.75);
  switch (kind) {
    case 'ring':
      return (
        `<circle cx="${n(cx)}" cy="${n(cy)}" r="${n(r)}" fill="${fill}" stroke="#3c4652" stroke-width="2"/>` +
        `<circle cx="${n(cx)}" cy="${n(cy)}" r="${n(r * 0.62)}" fill="#ffffff" stroke="#3c4652" stroke-width="2"/>`
      );
    case 'rotor': {
      const blades = [0, 1, 2, 3]
        .map((i) => {
          const a = (i * Math.PI) / 2 + 0.4;
          return `<path d="M${n(cx)} ${n(cy)}L${n(cx + Math.cos(a) * r)} ${n(cy + Math.sin(a) * r)}L${n(
            cx + Math.cos(a + 0.6) * r * 0.8,
          )} ${n(cy + Math.sin(a + 0.6) * r * 0.8)}z" fill="${fill}" stroke="#3c4652" stroke-width="1.5"/>`;
        })
        .join('');
      return `${blades}<circle cx="${n(cx)}" cy="${n(cy)}" r="${n(r * 0.25)}" fill="#3c4652"/>`;
    }
    case 'coil': {
      let d = `M${n(cx - r)} ${n(cy)}`;
      for (let i = 0; i < 6; i++) {
        d += `L${n(cx - r + ((i + 0.5) * 2 * r) / 6)} ${n(cy + (i % 2 ? r * 0.5 : -r * 0.5))}`;
      }
      d += `L${n(cx + r)} ${n(cy)}`;
      return `<path d="${d}" ${stroke} stroke-linejoin="round"/>`;
    }
    case 'board':
      return (
        `<rect x="${n(cx - r)}" y="${n(cy - r * 0.7)}" width="${n(2 * r)}" height="${n(1.4 * r)}" rx="3" fill="${fill}" stroke="#3c4652" stroke-width="2"/>` +
        `<rect x="${n(cx - r * 0.6)}" y="${n(cy - r * 0.35)}" width="${n(r * 0.5)}" height="${n(r * 0.7)}" fill="#3c4652"/>` +
        `<rect x="${n(cx + r * 0.1)}" y="${n(cy - r * 0.35)}" width="${n(r * 0.5)}" height="${n(r * 0.3)}" fill="#3c4652"/>`
      );
    case 'valve':
      return (
        `<path d="M${n(cx - r)} ${n(cy - r * 0.5)}L${n(cx + r)} ${n(cy + r * 0.5)}V${n(cy - r * 0.5)}L${n(cx - r)} ${n(
          cy + r * 0.5,
        )}z" fill="${fill}" stroke="#3c4652" stroke-width="2" stroke-linejoin="round"/>` +
        `<path d="M${n(cx)} ${n(cy)}V${n(cy - r)}M${n(cx - r * 0.4)} ${n(cy - r)}H${n(cx + r * 0.4)}" ${stroke}/>`
      );
    case 'panel':
      return (
        `<rect x="${n(cx - r)}" y="${n(cy - r * 0.8)}" width="${n(2 * r)}" height="${n(1.6 * r)}" rx="4" fill="${fill}" stroke="#3c4652" stroke-width="2"/>` +
        `<path d="M${n(cx + r * 0.6)} ${n(cy - r * 0.4)}V${n(cy + r * 0.4)}" stroke="#3c4652" stroke-width="3" stroke-linecap="round"/>`
      );
    default:
      return (
        `<path d="M${n(cx - r * 0.7)} ${n(cy - r * 0.4)}l${n(r * 0.7)}-${n(r * 0.4)}l${n(r * 0.7)} ${n(r * 0.4)}v${n(
          r * 0.8,
        )}l-${n(r * 0.7)} ${n(r * 0.4)}l-${n(r * 0.7)}-${n(r * 0.4)}z" fill="${fill}" stroke="#3c4652" stroke-width="2"/>` +
        `<circle cx="${n(cx)}" cy="${n(cy)}" r="${n(r * 0.3)}" fill="#ffffff" stroke="#3c4652" stroke-width="1.5"/>`
      );
  }
}

/**
 * An exploded view of a model: the housing in the middle, its parts around it with leader lines
 * and numbered balloons. Answers the SVG and its image map (one circle per balloon and one
 * rectangle per part drawing, both pointing at the part's article number).
 */
export function explodedViewSvg(
  modelName: string,
  parts: DrawingPart[],
  accent: string,
): { svg: string; map: ImageMap } {
  const W = DRAWING_WIDTH;
  const H = DRAWING_HEIGHT;
  const cx = W / 2;
  const cy = H / 2 + 10;
  const areas: ImageMapArea[] = [];
  const body = [
    `<rect x="${cx - 90}" y="${cy - 70}" width="180" height="140" rx="10" fill="${shade(accent, 0.88)}" stroke="#3c4652" stroke-width="2.5"/>`,
    `<rect x="${cx - 70}" y="${cy - 50}" width="140" height="100" rx="6" fill="none" stroke="#3c4652" stroke-width="1.5" stroke-dasharray="6 4"/>`,
  ];
  const items: string[] = [];
  const count = Math.max(parts.length, 1);
  parts.forEach((part, i) => {
    const a = -Math.PI / 2 + (i * 2 * Math.PI) / count;
    const px = cx + Math.cos(a) * 215;
    const py = cy + Math.sin(a) * 135;
    const bx = cx + Math.cos(a) * 130;
    const by = cy + Math.sin(a) * 95;
    const edgeX = cx + Math.cos(a) * 90;
    const edgeY = cy + Math.sin(a) * 70;
    const r = 22;
    items.push(
      `<path d="M${n(edgeX)} ${n(edgeY)}L${n(px)} ${n(py)}" stroke="#7a8591" stroke-width="1.2" stroke-dasharray="4 3"/>`,
      glyph(glyphOf(part.description), px, py, r, accent),
      `<circle cx="${n(bx)}" cy="${n(by)}" r="13" fill="#ffffff" stroke="${accent}" stroke-width="2.5"/>`,
      `<text x="${n(bx)}" y="${n(by + 4.5)}" text-anchor="middle" font-family="${FONT}" font-size="13" font-weight="bold" fill="#222b35">${escape(
        part.position,
      )}</text>`,
    );
    const title = `${part.position}: ${part.description} (${part.articleNumber})`;
    areas.push({
      Shape: 'circle',
      Coords: [Math.round(bx), Math.round(by), 15],
      ArticleNumber: part.articleNumber,
      Position: part.position,
      Title: title,
    });
    areas.push({
      Shape: 'rect',
      Coords: [
        Math.round(px - r - 2),
        Math.round(py - r - 2),
        Math.round(px + r + 2),
        Math.round(py + r + 2),
      ],
      ArticleNumber: part.articleNumber,
      Position: part.position,
      Title: title,
    });
  });
  const svg = [
    `<svg xmlns="http://www.w3.org/2000/svg" width="${W}" height="${H}" viewBox="0 0 ${W} ${H}" role="img" aria-label="Exploded view ${escape(
      modelName,
    )}">`,
    `<rect width="${W}" height="${H}" fill="#ffffff"/>`,
    `<text x="16" y="28" font-family="${FONT}" font-size="16" font-weight="bold" fill="#222b35">${escape(
      modelName,
    )} - exploded view</text>`,
    ...body,
    ...items,
    '</svg>',
  ].join('');
  return { svg, map: { Width: W, Height: H, Areas: areas } };
}

/** A square product image of an article (200 x 200): the part's glyph and its number. */
export function articleImageSvg(articleNumber: string, description: string, accent: string): string {
  return [
    `<svg xmlns="http://www.w3.org/2000/svg" width="200" height="200" viewBox="0 0 200 200" role="img" aria-label="${escape(
      description,
    )}">`,
    `<rect width="200" height="200" rx="16" fill="${shade(accent, 0.92)}"/>`,
    glyph(glyphOf(description), 100, 92, 52, accent),
    `<text x="100" y="184" text-anchor="middle" font-family="${FONT}" font-size="15" font-weight="bold" fill="#222b35">${escape(
      articleNumber,
    )}</text>`,
    '</svg>',
  ].join('');
}

/** A "photo" for resource files and attachments (480 x 320): a name plate with two lines of text. */
export function photoSvg(title: string, subtitle: string, accent: string): string {
  return [
    `<svg xmlns="http://www.w3.org/2000/svg" width="480" height="320" viewBox="0 0 480 320" role="img" aria-label="${escape(
      title,
    )}">`,
    `<rect width="480" height="320" fill="${shade(accent, -0.35)}"/>`,
    `<rect x="60" y="70" width="360" height="180" rx="8" fill="#d9dee3" stroke="#a7b0ba" stroke-width="3"/>`,
    ...[78, 402].flatMap((x) => [88, 232].map((y) => `<circle cx="${x}" cy="${y}" r="5" fill="#7a8591"/>`)),
    `<text x="240" y="145" text-anchor="middle" font-family="${FONT}" font-size="22" font-weight="bold" fill="#222b35">${escape(
      title,
    )}</text>`,
    `<text x="240" y="185" text-anchor="middle" font-family="${FONT}" font-size="16" fill="#3c4652">${escape(
      subtitle,
    )}</text>`,
    '</svg>',
  ].join('');
}
