import { describe, expect, it } from 'vitest';
import { flatAngles, flatPlace, toDegrees, toRadians } from './angles';

describe('viewer angles', () => {
  it('turns radians into degrees, yaw kept within -180..180', () => {
    expect(toDegrees(toRadians(90))).toBe(90);
    expect(toDegrees(toRadians(270), true)).toBe(-90);
    expect(toDegrees(toRadians(-190), true)).toBe(170);
  });

  it('places an angle on the unrolled picture and back', () => {
    expect(flatPlace(0, 0)).toEqual({ left: 50, top: 50 });
    expect(flatPlace(90, 45)).toEqual({ left: 75, top: 25 });
    expect(flatAngles(0.75, 0.25)).toEqual({ yaw: 90, pitch: 45 });
    expect(flatAngles(0, 1)).toEqual({ yaw: -180, pitch: -90 });
  });
});
