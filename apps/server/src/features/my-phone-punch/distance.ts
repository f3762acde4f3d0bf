/** A point on the Earth in degrees. */
export type LatLng = { latitude: number; longitude: number };

/** The mean radius of the Earth (IUGG), in metres. */
const EARTH_RADIUS_METERS = 6_371_008.8;
const radians = (degrees: number) => (degrees * Math.PI) / 180;

/**
 * The great-circle distance between two points by the haversine formula, in metres. On the sphere
 * it is within about 0.5 % of the ellipsoid's distance: a few metres at a geofence's scale.
 */
export function haversineMeters(from: LatLng, to: LatLng): number {
  const dLat = radians(to.latitude - from.latitude);
  const dLng = radians(to.longitude - from.longitude);
  const a =
    Math.sin(dLat / 2) ** 2 +
    Math.cos(radians(from.latitude)) * Math.cos(radians(to.latitude)) * Math.sin(dLng / 2) ** 2;
  // min(1, …): rounding can push `a` a hair above 1 for antipodal points.
  return 2 * EARTH_RADIUS_METERS * Math.asin(Math.min(1, Math.sqrt(a)));
}
