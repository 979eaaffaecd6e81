/**
 * A part drawing's image map, read once on the server (contract: `Document.PartDrawingAreas`).
 * The stored map (`documents.part_drawing_image_map`) is a JSON text
 * `{ Width, Height, Areas: [{ Shape, Coords, ArticleNumber, Position, Title }] }` in the image's own
 * pixels. Each area that can be placed becomes a `PartDrawingArea` with its box in percent of the
 * drawing, so a client scales it with the drawn image without reading the text. A map that cannot
 * be read gives no areas, and an area that cannot be placed is left out: neither fails the answer.
 */
import type { components } from '@eqp/contract';

export type PartDrawingArea = components['schemas']['PartDrawingArea'];
type Shape = PartDrawingArea['Shape'];

interface MapArea {
  Shape: Shape;
  Coords: number[];
  ArticleNumber: string;
  Position: string;
  Title: string;
}

const isFiniteNumber = (value: unknown): value is number =>
  typeof value === 'number' && Number.isFinite(value);

/** The HTML shape names and the spellings maps use for them. */
const SHAPES: Readonly<Record<string, Shape>> = {
  rect: 'rect',
  rectangle: 'rect',
  circle: 'circle',
  circ: 'circle',
  poly: 'poly',
  polygon: 'poly',
};

/** How many coordinates a shape needs at least (a polygon: pairs, three points or more). */
const MIN_COORDS: Readonly<Record<Shape, number>> = { rect: 4, circle: 3, poly: 6 };

function readArea(value: unknown): MapArea | null {
  if (!value || typeof value !== 'object' || Array.isArray(value)) return null;
  const area = value as Record<string, unknown>;
  const shape = typeof area.Shape === 'string' ? SHAPES[area.Shape.trim().toLowerCase()] : undefined;
  const coords = Array.isArray(area.Coords) ? area.Coords.map(Number) : [];
  const articleNumber = typeof area.ArticleNumber === 'string' ? area.ArticleNumber.trim() : '';
  if (!shape || !articleNumber || !coords.every(isFiniteNumber)) return null;
  if (coords.length < MIN_COORDS[shape] || (shape === 'poly' && coords.length % 2 !== 0)) return null;
  return {
    Shape: shape,
    Coords: coords,
    ArticleNumber: articleNumber,
    Position: area.Position == null ? '' : String(area.Position).trim(),
    Title: typeof area.Title === 'string' ? area.Title.trim() : '',
  };
}

/** The map's size and its readable areas; null when the text is not a map. */
export function readImageMap(
  text: string | null | undefined,
): { width: number; height: number; areas: MapArea[] } | null {
  if (!text) return null;
  let raw: unknown;
  try {
    raw = JSON.parse(text);
  } catch {
    return null;
  }
  if (!raw || typeof raw !== 'object' || Array.isArray(raw)) return null;
  const map = raw as Record<string, unknown>;
  const width = Number(map.Width);
  const height = Number(map.Height);
  if (!(width > 0) || !(height > 0) || !Number.isFinite(width + height) || !Array.isArray(map.Areas)) {
    return null;
  }
  return { width, height, areas: map.Areas.map(readArea).filter((area) => area !== null) };
}

const escapeRegExp = (text: string) => text.replace(/[.*+?^${}()|[\]\\]/g, '\\$&');

/**
 * The part's description from an area title: without a leading position ("3: ", "3. ", "Pos. 3 - ")
 * and a trailing article number ("(10-204-01)", ", 10-204-01", "- 10-204-01").
 */
export function describeArea(area: Pick<MapArea, 'Title' | 'Position' | 'ArticleNumber'>): string {
  let text = area.Title.trim();
  if (area.Position) {
    text = text.replace(
      new RegExp(`^(?:pos(?:ition)?\\.?\\s*)?${escapeRegExp(area.Position)}\\s*[:.\\-–)]\\s*`, 'i'),
      '',
    );
  }
  const number = escapeRegExp(area.ArticleNumber);
  text = text
    .replace(new RegExp(`\\s*\\(\\s*${number}\\s*\\)$`), '')
    .replace(new RegExp(`\\s*[,;\\-–]\\s*${number}$`), '')
    .trim();
  return text === area.ArticleNumber ? '' : text;
}

/** Natural order of positions: 2 before 10, numbers before letters, then by text. */
export function comparePositions(a: string, b: string): number {
  return a.localeCompare(b, 'en', { numeric: true, sensitivity: 'base' });
}

const clamp = (value: number, min: number, max: number) => Math.min(max, Math.max(min, value));
/** `value` in percent of `of`, to three decimals. */
const percent = (value: number, of: number) => Math.round((value / of) * 100000) / 1000;

function boxOf({ Shape, Coords: c }: MapArea): { x1: number; y1: number; x2: number; y2: number } {
  if (Shape === 'circle') {
    const [cx, cy, r] = c as [number, number, number];
    return { x1: cx - r, y1: cy - r, x2: cx + r, y2: cy + r };
  }
  if (Shape === 'rect') {
    const [a, b, d, e] = c as [number, number, number, number];
    return { x1: Math.min(a, d), y1: Math.min(b, e), x2: Math.max(a, d), y2: Math.max(b, e) };
  }
  const xs = c.filter((_, i) => i % 2 === 0);
  const ys = c.filter((_, i) => i % 2 === 1);
  return { x1: Math.min(...xs), y1: Math.min(...ys), x2: Math.max(...xs), y2: Math.max(...ys) };
}

/**
 * The areas of a drawing's stored image map, in position order (natural, then article number,
 * then map order): the order a keyboard reaches them. The first area of each position and article
 * is `Primary`. Empty when the text is missing or not a map.
 */
export function drawingAreas(text: string | null | undefined): PartDrawingArea[] {
  const map = readImageMap(text);
  if (!map) return [];
  const ordered = map.areas
    .map((area, index) => ({ area, index }))
    .sort(
      (a, b) =>
        comparePositions(a.area.Position, b.area.Position) ||
        a.area.ArticleNumber.localeCompare(b.area.ArticleNumber, 'en') ||
        a.index - b.index,
    );
  const seen = new Set<string>();
  const out: PartDrawingArea[] = [];
  for (const { area } of ordered) {
    const box = boxOf(area);
    const x1 = clamp(box.x1, 0, map.width);
    const y1 = clamp(box.y1, 0, map.height);
    const x2 = clamp(box.x2, 0, map.width);
    const y2 = clamp(box.y2, 0, map.height);
    if (x2 - x1 <= 0 || y2 - y1 <= 0) continue;
    const key = `${area.Position}\u0000${area.ArticleNumber}`;
    const primary = !seen.has(key);
    seen.add(key);
    let outline: string | null = null;
    if (area.Shape === 'poly') {
      const points: string[] = [];
      for (let i = 0; i < area.Coords.length; i += 2) {
        const px = percent(clamp(area.Coords[i]!, x1, x2) - x1, x2 - x1);
        const py = percent(clamp(area.Coords[i + 1]!, y1, y2) - y1, y2 - y1);
        points.push(`${px}% ${py}%`);
      }
      outline = `polygon(${points.join(', ')})`;
    }
    out.push({
      Shape: area.Shape,
      Coords: area.Coords,
      Left: percent(x1, map.width),
      Top: percent(y1, map.height),
      Width: percent(x2 - x1, map.width),
      Height: percent(y2 - y1, map.height),
      Outline: outline,
      ArticleNumber: area.ArticleNumber,
      Position: area.Position,
      Title: area.Title,
      Description: describeArea(area),
      Primary: primary,
    });
  }
  return out;
}
