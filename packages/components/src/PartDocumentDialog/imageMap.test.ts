// @vitest-environment node
import { describe, expect, it } from 'vitest';
import { describeArea, hotspotsOf, parseImageMap, positionsOf } from './imageMap';

const map = (areas: unknown[], size: Record<string, unknown> = { Width: 400, Height: 200 }) =>
  JSON.stringify({ ...size, Areas: areas });

describe('parseImageMap', () => {
  it.each([null, '', 'not json', '[]', '{"Width":0,"Height":10,"Areas":[]}', '{"Width":10,"Height":10}'])(
    'given %j, answers null (the drawing shows without hotspots)',
    (text) => {
      expect(parseImageMap(text)).toBeNull();
    },
  );

  it('leaves out areas it cannot place', () => {
    const parsed = parseImageMap(
      map([
        { Shape: 'circle', Coords: [10, 10, 5], ArticleNumber: 'A', Position: '1', Title: '' },
        { Shape: 'star', Coords: [1, 2, 3], ArticleNumber: 'B', Position: '2', Title: '' },
        { Shape: 'rect', Coords: [1, 2, 3], ArticleNumber: 'C', Position: '3', Title: '' },
        { Shape: 'rect', Coords: [1, 2, 3, 4], ArticleNumber: '', Position: '4', Title: '' },
        { Shape: 'poly', Coords: [1, 2, 3, 4, 5], ArticleNumber: 'E', Position: '5', Title: '' },
        { Shape: 'RECT', Coords: [1, 2, 30, 40], ArticleNumber: 'F', Position: 6, Title: 'x' },
      ]),
    );
    expect(parsed?.Areas.map((a) => a.ArticleNumber)).toEqual(['A', 'F']);
    expect(parsed?.Areas[1]).toMatchObject({ Shape: 'rect', Position: '6' });
  });
});

describe('describeArea', () => {
  it.each([
    ['3: Bearing 6204 (10-204-01)', 'Bearing 6204'],
    ['3. Bearing 6204, 10-204-01', 'Bearing 6204'],
    ['Pos. 3 - Bearing 6204', 'Bearing 6204'],
    ['Bearing 6204', 'Bearing 6204'],
    ['10-204-01', ''],
    ['', ''],
  ])('%j -> %j', (Title, expected) => {
    expect(describeArea({ Title, Position: '3', ArticleNumber: '10-204-01' })).toBe(expected);
  });
});

describe('hotspotsOf', () => {
  const parsed = parseImageMap(
    map([
      {
        Shape: 'rect',
        Coords: [300, 100, 200, 50],
        ArticleNumber: 'B',
        Position: '10',
        Title: '10: Belt (B)',
      },
      { Shape: 'circle', Coords: [40, 20, 10], ArticleNumber: 'A', Position: '2', Title: '2: Axle (A)' },
      { Shape: 'rect', Coords: [0, 150, 40, 190], ArticleNumber: 'A', Position: '2', Title: '2: Axle (A)' },
      { Shape: 'poly', Coords: [100, 100, 140, 100, 120, 140], ArticleNumber: 'C', Position: '3', Title: '' },
      { Shape: 'circle', Coords: [395, 195, 10], ArticleNumber: 'D', Position: '4', Title: 'Drum' },
    ]),
  )!;
  const hotspots = hotspotsOf(parsed);

  it('orders by position naturally (2, 3, 4, 10) and marks the first area of each position as primary', () => {
    expect(hotspots.map((h) => [h.position, h.primary])).toEqual([
      ['2', true],
      ['2', false],
      ['3', true],
      ['4', true],
      ['10', true],
    ]);
  });

  it('places shapes in percent of the drawing (circle by its box, rect by its corners in any order)', () => {
    expect(hotspots[0]).toMatchObject({
      shape: 'circle',
      left: 7.5,
      top: 5,
      width: 5,
      height: 10,
      description: 'Axle',
    });
    expect(hotspots[4]).toMatchObject({
      shape: 'rect',
      left: 50,
      top: 25,
      width: 25,
      height: 25,
      description: 'Belt',
    });
  });

  it('clips areas at the drawing edge and outlines polygons', () => {
    expect(hotspots[3]).toMatchObject({ left: 96.25, top: 92.5, width: 3.75, height: 7.5 });
    expect(hotspots[2]?.clipPath).toBe('polygon(0% 0%, 100% 0%, 50% 100%)');
  });
});

describe('positionsOf', () => {
  it('lists each position once, in natural order, with the first description found', () => {
    const parsed = parseImageMap(
      map([
        { Shape: 'circle', Coords: [1, 1, 1], ArticleNumber: 'B', Position: '10', Title: '' },
        { Shape: 'rect', Coords: [1, 1, 2, 2], ArticleNumber: 'B', Position: '10', Title: '10: Belt (B)' },
        { Shape: 'circle', Coords: [1, 1, 1], ArticleNumber: 'A', Position: '9', Title: 'Axle' },
      ]),
    )!;
    expect(positionsOf(parsed)).toEqual([
      expect.objectContaining({ position: '9', articleNumber: 'A', description: 'Axle' }),
      expect.objectContaining({ position: '10', articleNumber: 'B', description: 'Belt' }),
    ]);
  });
});
