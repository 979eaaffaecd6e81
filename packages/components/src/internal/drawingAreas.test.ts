// @vitest-environment node
import { describe, expect, it } from 'vitest';
import { hotspotsOf, positionsOf, type PartDrawingArea } from './drawingAreas';

const area = (overrides: Partial<PartDrawingArea>): PartDrawingArea => ({
  Shape: 'rect',
  Coords: [0, 0, 10, 10],
  Left: 10,
  Top: 20,
  Width: 5,
  Height: 6,
  Outline: null,
  ArticleNumber: 'A',
  Position: '1',
  Title: '',
  Description: '',
  Primary: true,
  ...overrides,
});

describe('hotspotsOf', () => {
  it('places each area as the server answered it, in its order, a polygon clipped to its outline', () => {
    const hotspots = hotspotsOf([
      area({ Shape: 'circle', Description: 'Axle' }),
      area({ Shape: 'poly', Outline: 'polygon(0% 0%, 100% 0%, 50% 100%)', Primary: false }),
    ]);
    expect(hotspots).toEqual([
      {
        key: '0',
        shape: 'circle',
        left: 10,
        top: 20,
        width: 5,
        height: 6,
        group: '1\u0000A',
        position: '1',
        articleNumber: 'A',
        description: 'Axle',
        primary: true,
      },
      expect.objectContaining({
        key: '1',
        shape: 'poly',
        clipPath: 'polygon(0% 0%, 100% 0%, 50% 100%)',
        primary: false,
      }),
    ]);
  });
});

describe('positionsOf', () => {
  it('lists each position and article once, in the areas order, with the first description found', () => {
    const positions = positionsOf([
      area({ Position: '9', ArticleNumber: 'A' }),
      area({ Position: '9', ArticleNumber: 'A', Description: 'Axle', Primary: false }),
      area({ Position: '9', ArticleNumber: 'B', Description: 'Bolt' }),
      area({ Position: '10', ArticleNumber: 'C', Description: 'Cover' }),
    ]);
    expect(positions.map((p) => [p.position, p.articleNumber, p.description])).toEqual([
      ['9', 'A', 'Axle'],
      ['9', 'B', 'Bolt'],
      ['10', 'C', 'Cover'],
    ]);
  });

  it('gives none for a drawing without areas', () => {
    expect(positionsOf([])).toEqual([]);
    expect(hotspotsOf([])).toEqual([]);
  });
});
