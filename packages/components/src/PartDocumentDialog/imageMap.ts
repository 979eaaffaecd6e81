/**
 * Reading a part drawing's image map (contract: Document.PartDrawingImageMap, a JSON text
 * `{ Width, Height, Areas: [{ Shape, Coords, ArticleNumber, Position, Title }] }` in the image's
 * own pixels) into hotspots placed in percent of the drawing, so they scale with the image.
 */

export type AreaShape = 'rect' | 'circle' | 'poly';

export interface ImageMapArea {
  Shape: AreaShape;
  Coords: number[];
  ArticleNumber: string;
  Position: string;
  Title: string;
}

export interface ImageMap {
  Width: number;
  Height: number;
  Areas: ImageMapArea[];
}

/** One clickable region, in percent of the drawing's width and height. */
export interface Hotspot {
  /** Unique within the drawing. */
  key: string;
  shape: AreaShape;
  left: number;
  top: number;
  width: number;
  height: number;
  /** For a polygon: its outline as a CSS `polygon()` in percent of the hotspot's own box. */
  clipPath?: string;
  /** The same for every area of one position (and `DrawingPosition.key`). */
  group: string;
  position: string;
  articleNumber: string;
  /** The part's description, from the area's title without the position and article number. */
  description: string;
  /**
   * The first area of its position: the one keyboard users reach. A position often has several
   * areas (its balloon and the drawn part); the others are extra targets for the pointer.
   */
  primary: boolean;
}

/** One position of the drawing, as the list beside it shows it. */
export interface DrawingPosition {
  key: string;
  position: string;
  articleNumber: string;
  description: string;
}

const isFiniteNumber = (value: unknown): value is number =>
  typeof value === 'number' && Number.isFinite(value);

function readArea(value: unknown): ImageMapArea | null {
  if (!value || typeof value !== 'object') return null;
  const area = value as Record<string, unknown>;
  const shape = typeof area.Shape === 'string' ? area.Shape.toLowerCase() : '';
  const coords = Array.isArray(area.Coords) ? area.Coords.map(Number) : [];
  const articleNumber = typeof area.ArticleNumber === 'string' ? area.ArticleNumber.trim() : '';
  if (!articleNumber || !coords.every(isFiniteNumber)) return null;
  const Shape: AreaShape | null =
    shape === 'circle' || shape === 'circ'
      ? 'circle'
      : shape === 'rect' || shape === 'rectangle'
        ? 'rect'
        : shape === 'poly' || shape === 'polygon'
          ? 'poly'
          : null;
  if (!Shape) return null;
  if (Shape === 'circle' && coords.length < 3) return null;
  if (Shape === 'rect' && coords.length < 4) return null;
  if (Shape === 'poly' && (coords.length < 6 || coords.length % 2 !== 0)) return null;
  return {
    Shape,
    Coords: coords,
    ArticleNumber: articleNumber,
    Position: area.Position == null ? '' : String(area.Position).trim(),
    Title: typeof area.Title === 'string' ? area.Title.trim() : '',
  };
}

/**
 * The image map of a drawing, or `null` when there is none or it cannot be read (the drawing is
 * then shown without hotspots). Areas that cannot be placed (unknown shape, missing coordinates or
 * article number) are left out.
 */
export function parseImageMap(text: string | null | undefined): ImageMap | null {
  if (!text) return null;
  let raw: unknown;
  try {
    raw = JSON.parse(text);
  } catch {
    return null;
  }
  if (!raw || typeof raw !== 'object') return null;
  const map = raw as Record<string, unknown>;
  const Width = Number(map.Width);
  const Height = Number(map.Height);
  if (!(Width > 0) || !(Height > 0) || !Array.isArray(map.Areas)) return null;
  const Areas = map.Areas.map(readArea).filter((area): area is ImageMapArea => area !== null);
  return { Width, Height, Areas };
}

const escapeRegExp = (text: string) => text.replace(/[.*+?^${}()|[\]\\]/g, '\\$&');

/**
 * The part's description from an area title: without a leading position ("3: ", "3. ", "3 - ")
 * and a trailing article number ("(10-204-01)", ", 10-204-01", "- 10-204-01").
 */
export function describeArea(area: Pick<ImageMapArea, 'Title' | 'Position' | 'ArticleNumber'>): string {
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
  return a.localeCompare(b, undefined, { numeric: true, sensitivity: 'base' });
}

const clamp = (value: number, min: number, max: number) => Math.min(max, Math.max(min, value));
const percent = (value: number, of: number) => Math.round((value / of) * 100000) / 1000;

function boxOf(area: ImageMapArea): { x1: number; y1: number; x2: number; y2: number } {
  const c = area.Coords;
  if (area.Shape === 'circle') {
    const [cx, cy, r] = c as [number, number, number];
    return { x1: cx - r, y1: cy - r, x2: cx + r, y2: cy + r };
  }
  if (area.Shape === 'rect') {
    const [a, b, d, e] = c as [number, number, number, number];
    return { x1: Math.min(a, d), y1: Math.min(b, e), x2: Math.max(a, d), y2: Math.max(b, e) };
  }
  const xs = c.filter((_, i) => i % 2 === 0);
  const ys = c.filter((_, i) => i % 2 === 1);
  return { x1: Math.min(...xs), y1: Math.min(...ys), x2: Math.max(...xs), y2: Math.max(...ys) };
}

const positionKey = (area: Pick<ImageMapArea, 'Position' | 'ArticleNumber'>) =>
  `${area.Position}\u0000${area.ArticleNumber}`;

/**
 * The hotspots of a map, in position order (the keyboard's Tab order), each area in percent of the
 * drawing. The first area of each position is `primary`.
 */
export function hotspotsOf(map: ImageMap): Hotspot[] {
  const seen = new Set<string>();
  const ordered = map.Areas.map((area, index) => ({ area, index })).sort(
    (a, b) => comparePositions(a.area.Position, b.area.Position) || a.index - b.index,
  );
  const hotspots: Hotspot[] = [];
  for (const { area, index } of ordered) {
    const box = boxOf(area);
    const x1 = clamp(box.x1, 0, map.Width);
    const y1 = clamp(box.y1, 0, map.Height);
    const x2 = clamp(box.x2, 0, map.Width);
    const y2 = clamp(box.y2, 0, map.Height);
    if (x2 - x1 <= 0 || y2 - y1 <= 0) continue;
    const key = positionKey(area);
    const primary = !seen.has(key);
    seen.add(key);
    let clipPath: string | undefined;
    if (area.Shape === 'poly') {
      const points: string[] = [];
      for (let i = 0; i < area.Coords.length; i += 2) {
        const px = percent(clamp(area.Coords[i]!, x1, x2) - x1, x2 - x1);
        const py = percent(clamp(area.Coords[i + 1]!, y1, y2) - y1, y2 - y1);
        points.push(`${px}% ${py}%`);
      }
      clipPath = `polygon(${points.join(', ')})`;
    }
    hotspots.push({
      key: `${index}`,
      shape: area.Shape,
      left: percent(x1, map.Width),
      top: percent(y1, map.Height),
      width: percent(x2 - x1, map.Width),
      height: percent(y2 - y1, map.Height),
      ...(clipPath ? { clipPath } : {}),
      group: key,
      position: area.Position,
      articleNumber: area.ArticleNumber,
      description: describeArea(area),
      primary,
    });
  }
  return hotspots;
}

/** The positions of a map, once each (by position and article), in position order. */
export function positionsOf(map: ImageMap): DrawingPosition[] {
  const byKey = new Map<string, DrawingPosition>();
  for (const area of map.Areas) {
    const key = positionKey(area);
    const existing = byKey.get(key);
    const description = describeArea(area);
    if (!existing) {
      byKey.set(key, { key, position: area.Position, articleNumber: area.ArticleNumber, description });
    } else if (!existing.description && description) {
      existing.description = description;
    }
  }
  return [...byKey.values()].sort(
    (a, b) => comparePositions(a.position, b.position) || a.articleNumber.localeCompare(b.articleNumber),
  );
}
