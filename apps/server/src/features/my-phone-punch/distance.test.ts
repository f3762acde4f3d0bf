import { describe, expect, it } from 'vitest';
import { haversineMeters } from './distance.ts';

describe('haversineMeters', () => {
  it('is zero from a point to itself', () => {
    const midtown = { latitude: 40.7549, longitude: -73.984 };
    expect(haversineMeters(midtown, midtown)).toBe(0);
  });

  it("measures the textbook example: Nashville (BNA) to Los Angeles (LAX), 2,886.4 km on Earth's mean radius", () => {
    // The classic worked example (R = 6,372.8 km gives its 2,887.26 km; the mean radius 6,371.0 km this).
    const nashville = { latitude: 36.12, longitude: -86.67 };
    const losAngeles = { latitude: 33.94, longitude: -118.4 };
    expect(haversineMeters(nashville, losAngeles) / 1000).toBeCloseTo(2886.45, 1);
  });

  it('measures short distances to the metre: 0.001° of latitude is 111 m', () => {
    const door = { latitude: 40.7549, longitude: -73.984 };
    expect(Math.round(haversineMeters(door, { ...door, latitude: 40.7559 }))).toBe(111);
  });

  it('gives one degree of latitude as about 111.2 km, either way', () => {
    const a = { latitude: 0, longitude: 0 };
    const b = { latitude: 1, longitude: 0 };
    expect(haversineMeters(a, b)).toBeCloseTo(111_195, -1);
    expect(haversineMeters(b, a)).toBe(haversineMeters(a, b));
  });

  it('stays finite for antipodal points (half the circumference)', () => {
    const distance = haversineMeters({ latitude: 0, longitude: 0 }, { latitude: 0, longitude: 180 });
    expect(distance).toBeCloseTo(Math.PI * 6_371_008.8, 0);
  });
});
