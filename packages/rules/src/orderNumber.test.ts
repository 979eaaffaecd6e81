import { describe, expect, it } from 'vitest';
import { orderNumber } from './orderNumber';

describe('order number (spec §4: job type 3 shows S plus the job Id; otherwise OrderId)', () => {
  it('given job type 3, shows S and the job Id', () => {
    expect(orderNumber({ Id: 412, JobTypeId: 3, OrderId: 9001 })).toBe('S412');
  });

  it('given another job type, shows the OrderId', () => {
    expect(orderNumber({ Id: 412, JobTypeId: 1, OrderId: 9001 })).toBe('9001');
    expect(orderNumber({ Id: 412, JobTypeId: 2, OrderId: 'A-77' })).toBe('A-77');
  });

  it('given no OrderId, shows nothing', () => {
    expect(orderNumber({ Id: 412, JobTypeId: 1, OrderId: null })).toBe('');
    expect(orderNumber({ Id: 412 })).toBe('');
  });
});
