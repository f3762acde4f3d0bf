import { describe, expect, it } from 'vitest';
import { regionOfZone } from './zone-region.ts';

describe('the country of a time zone', () => {
  it("is the zone's own country, the first the tz database names", () => {
    expect(regionOfZone('Europe/Paris')).toBe('FR');
    expect(regionOfZone('Europe/London')).toBe('GB');
    expect(regionOfZone('America/New_York')).toBe('US');
    expect(regionOfZone('Pacific/Chatham')).toBe('NZ');
    // A renamed zone still has its country.
    expect(regionOfZone('Europe/Kiev')).toBe('UA');
  });

  it('is null for a zone of no country or one the database lacks', () => {
    expect(regionOfZone('UTC')).toBeNull();
    expect(regionOfZone('Etc/GMT+5')).toBeNull();
    expect(regionOfZone('Mars/Olympus_Mons')).toBeNull();
  });
});
