/**
 * A part drawing's clickable areas (contract: `Document.PartDrawingAreas`, read by the server from
 * the drawing's image map) as the drawing dialog and the drawing tiles use them: hotspots placed in
 * percent of the drawing, and the positions listed beside it.
 */
import type { components } from '@eqp/contract';

export type PartDrawingArea = components['schemas']['PartDrawingArea'];

/** One clickable region, in percent of the drawing's width and height. */
export interface Hotspot {
  /** Unique within the drawing. */
  key: string;
  shape: PartDrawingArea['Shape'];
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
  /** The part's description (the area's title without the position and article number). */
  description: string;
  /** The first area of its position: the one keyboard users reach; the others are pointer targets. */
  primary: boolean;
}

/** One position of the drawing, as the list beside it shows it. */
export interface DrawingPosition {
  key: string;
  position: string;
  articleNumber: string;
  description: string;
}

const positionKey = (area: Pick<PartDrawingArea, 'Position' | 'ArticleNumber'>) =>
  `${area.Position}\u0000${area.ArticleNumber}`;

/** The hotspots of a drawing, in the server's position order (the keyboard's Tab order). */
export function hotspotsOf(areas: readonly PartDrawingArea[]): Hotspot[] {
  return areas.map((area, index) => ({
    key: `${index}`,
    shape: area.Shape,
    left: area.Left,
    top: area.Top,
    width: area.Width,
    height: area.Height,
    ...(area.Outline ? { clipPath: area.Outline } : {}),
    group: positionKey(area),
    position: area.Position,
    articleNumber: area.ArticleNumber,
    description: area.Description,
    primary: area.Primary,
  }));
}

/** The positions of a drawing, once each (by position and article), with the first description found. */
export function positionsOf(areas: readonly PartDrawingArea[]): DrawingPosition[] {
  const byKey = new Map<string, DrawingPosition>();
  for (const area of areas) {
    const key = positionKey(area);
    const existing = byKey.get(key);
    if (!existing) {
      byKey.set(key, {
        key,
        position: area.Position,
        articleNumber: area.ArticleNumber,
        description: area.Description,
      });
    } else if (!existing.description && area.Description) {
      existing.description = area.Description;
    }
  }
  return [...byKey.values()];
}
