import { describe, expect, it } from 'vitest';
import { zoneAt, zoneCentre } from './positioning';

const zones = [
  { key: 'table', x: 0, y: 100, w: 400, h: 200, label: 'Goods' },
  { key: 'amount', x: 300, y: 100, w: 100, h: 200, label: 'Amount' },
  { key: 'seller', x: 0, y: 0, w: 200, h: 100, label: 'Seller' },
];

describe('zoneAt', () => {
  it('finds the zone at a point, edges included, and none outside every zone', () => {
    expect(zoneAt(zones, 10, 10)?.key).toBe('seller');
    expect(zoneAt(zones, 0, 300)?.key).toBe('table');
    expect(zoneAt(zones, 250, 50)).toBeNull();
    expect(zoneAt([], 1, 1)).toBeNull();
  });

  it('answers the smallest of zones lying one in another', () => {
    expect(zoneAt(zones, 350, 150)?.key).toBe('amount');
    expect(zoneAt(zones, 299, 150)?.key).toBe('table');
  });

  it('puts a keyboard pick at the centre', () => {
    expect(zoneCentre({ x: 300, y: 100, w: 100, h: 200 })).toEqual({ x: 350, y: 200 });
  });
});
