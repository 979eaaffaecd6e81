import { describe, expect, it } from 'vitest';
import { describeArea, drawingAreas, readImageMap } from './image-map.js';

const map = (areas: unknown[], size: Record<string, unknown> = { Width: 400, Height: 200 }) =>
  JSON.stringify({ ...size, Areas: areas });

describe('readImageMap', () => {
  it.each([
    null,
    undefined,
    '',
    'not json',
    '[]',
    '"text"',
    '{"Width":0,"Height":10,"Areas":[]}',
    '{"Width":10,"Height":-1,"Areas":[]}',
    '{"Width":"wide","Height":10,"Areas":[]}',
    '{"Width":10,"Height":10}',
    '{"Width":10,"Height":10,"Areas":{}}',
  ])('given %j, answers null (the drawing shows without areas)', (text) => {
    expect(readImageMap(text)).toBeNull();
  });

  it('leaves out areas it cannot place and reads the shapes by their other spellings', () => {
    const parsed = readImageMap(
      map([
        { Shape: 'circle', Coords: [10, 10, 5], ArticleNumber: 'A', Position: '1', Title: '' },
        { Shape: 'star', Coords: [1, 2, 3], ArticleNumber: 'B', Position: '2', Title: '' },
        { Shape: 'rect', Coords: [1, 2, 3], ArticleNumber: 'C', Position: '3', Title: '' },
        { Shape: 'rect', Coords: [1, 2, 3, 4], ArticleNumber: '', Position: '4', Title: '' },
        { Shape: 'poly', Coords: [1, 2, 3, 4, 5], ArticleNumber: 'E', Position: '5', Title: '' },
        { Shape: 'RECT', Coords: [1, 2, 30, 40], ArticleNumber: ' F ', Position: 6, Title: ' x ' },
        { Shape: 'rect', Coords: [1, 'two', 3, 4], ArticleNumber: 'G', Position: '7', Title: '' },
        { Shape: 'circ', Coords: ['5', '5', '2'], ArticleNumber: 'H', Position: null, Title: 3 },
        { Shape: 'Polygon', Coords: [0, 0, 4, 0, 2, 4], ArticleNumber: 'I', Position: '9', Title: '' },
        'not an area',
        null,
        [1, 2, 3],
      ]),
    );
    expect(parsed?.areas.map((a) => a.ArticleNumber)).toEqual(['A', 'F', 'H', 'I']);
    expect(parsed?.areas[1]).toEqual({
      Shape: 'rect',
      Coords: [1, 2, 30, 40],
      ArticleNumber: 'F',
      Position: '6',
      Title: 'x',
    });
    expect(parsed?.areas[2]).toMatchObject({ Shape: 'circle', Coords: [5, 5, 2], Position: '', Title: '' });
    expect(parsed?.areas[3]).toMatchObject({ Shape: 'poly' });
  });
});

describe('describeArea', () => {
  it.each([
    ['3: Bearing 6204 (10-204-01)', 'Bearing 6204'],
    ['3. Bearing 6204, 10-204-01', 'Bearing 6204'],
    ['Pos. 3 - Bearing 6204', 'Bearing 6204'],
    ['Position 3) Bearing 6204 - 10-204-01', 'Bearing 6204'],
    ['Bearing 6204', 'Bearing 6204'],
    ['10-204-01', ''],
    ['', ''],
  ])('%j -> %j', (Title, expected) => {
    expect(describeArea({ Title, Position: '3', ArticleNumber: '10-204-01' })).toBe(expected);
  });

  it('reads a position or an article number with regular-expression characters literally', () => {
    expect(describeArea({ Title: '1.2: Seal (A+B)', Position: '1.2', ArticleNumber: 'A+B' })).toBe('Seal');
  });
});

describe('drawingAreas', () => {
  const areas = drawingAreas(
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
      // Nothing of it inside the image: left out.
      { Shape: 'rect', Coords: [500, 300, 600, 400], ArticleNumber: 'E', Position: '1', Title: 'Outside' },
    ]),
  );

  it('orders by position naturally (2, 3, 4, 10) and marks the first area of each position as primary', () => {
    expect(areas.map((a) => [a.Position, a.Primary])).toEqual([
      ['2', true],
      ['2', false],
      ['3', true],
      ['4', true],
      ['10', true],
    ]);
  });

  it('places shapes in percent of the drawing (circle by its box, rect by its corners in any order)', () => {
    expect(areas[0]).toEqual({
      Shape: 'circle',
      Coords: [40, 20, 10],
      Left: 7.5,
      Top: 5,
      Width: 5,
      Height: 10,
      Outline: null,
      ArticleNumber: 'A',
      Position: '2',
      Title: '2: Axle (A)',
      Description: 'Axle',
      Primary: true,
    });
    expect(areas[4]).toMatchObject({
      Shape: 'rect',
      Left: 50,
      Top: 25,
      Width: 25,
      Height: 25,
      Description: 'Belt',
    });
  });

  it('clips areas at the drawing edge and outlines polygons in percent of their box', () => {
    expect(areas[3]).toMatchObject({ Left: 96.25, Top: 92.5, Width: 3.75, Height: 7.5 });
    expect(areas[2]?.Outline).toBe('polygon(0% 0%, 100% 0%, 50% 100%)');
  });

  it('orders areas of one position by article number, then as the map lists them', () => {
    const ordered = drawingAreas(
      map([
        { Shape: 'circle', Coords: [10, 10, 5], ArticleNumber: 'Z', Position: '1', Title: '' },
        { Shape: 'circle', Coords: [20, 10, 5], ArticleNumber: 'Y', Position: '1', Title: 'first' },
        { Shape: 'circle', Coords: [30, 10, 5], ArticleNumber: 'Y', Position: '1', Title: 'second' },
      ]),
    );
    expect(ordered.map((a) => [a.ArticleNumber, a.Title, a.Primary])).toEqual([
      ['Y', 'first', true],
      ['Y', 'second', false],
      ['Z', '', true],
    ]);
  });

  it('answers no areas for a missing or unreadable map, never an error', () => {
    expect(drawingAreas(null)).toEqual([]);
    expect(drawingAreas('{"Width": 10')).toEqual([]);
    expect(drawingAreas(map([{ Shape: 'rect', Coords: [0, 0, 0, 0], ArticleNumber: 'A' }]))).toEqual([]);
  });
});
