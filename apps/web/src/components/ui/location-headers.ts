// The ten location header gradients of docs/product.md, the app's only decoration. Every stop is dark enough
// for white text to reach WCAG AA for normal text (contrast 5:1 or more against white, measured on
// Tailwind 4's colour values), so the header's small print stays readable too.
// The class names are written out in full so Tailwind finds them when it scans the source.

export const locationHeaderStyles = [
  { key: 'royalPurple', className: 'bg-linear-to-r from-purple-800 to-violet-700' },
  { key: 'sunsetOrange', className: 'bg-linear-to-r from-orange-700 to-rose-700' },
  { key: 'azureSky', className: 'bg-linear-to-r from-sky-700 to-blue-700' },
  { key: 'scarletFlame', className: 'bg-linear-to-r from-red-800 to-orange-700' },
  { key: 'mintFresh', className: 'bg-linear-to-r from-teal-700 to-emerald-700' },
  { key: 'indigoNight', className: 'bg-linear-to-r from-indigo-900 to-slate-800' },
  { key: 'amberGlow', className: 'bg-linear-to-r from-amber-800 to-yellow-800' },
  { key: 'stormGray', className: 'bg-linear-to-r from-slate-700 to-slate-600' },
  { key: 'tangerine', className: 'bg-linear-to-r from-orange-700 to-amber-700' },
  { key: 'forestEmerald', className: 'bg-linear-to-r from-emerald-800 to-green-800' },
] as const;

export type LocationHeaderStyle = (typeof locationHeaderStyles)[number];
export type LocationHeaderKey = LocationHeaderStyle['key'];

/**
 * The header style of a location, the same on every device and every visit: a hash of the id picks
 * one of the ten. Location ids are case-insensitive, so the hash is too.
 */
export function headerGradientFor(locationId: string): LocationHeaderStyle {
  // FNV-1a: tiny, and spreads short ids such as 'ABC234' evenly.
  let hash = 0x811c9dc5;
  for (const char of locationId.trim().toUpperCase()) {
    hash ^= char.codePointAt(0) ?? 0;
    hash = Math.imul(hash, 0x01000193) >>> 0;
  }
  // The index is always in range; the fallback only satisfies noUncheckedIndexedAccess.
  return locationHeaderStyles[hash % locationHeaderStyles.length] ?? locationHeaderStyles[0];
}
