import { describe, expect, it } from 'vitest';
import { csvLine, local } from './record-cells.ts';

describe("the inspector's CSV cells", () => {
  it('writes a local time with the offset then in force, so the repeated hour of a fall-back night reads twice apart', () => {
    // 2026-11-01 in New York: 01:30 happens at 05:30Z (EDT) and again at 06:30Z (EST).
    expect(local(new Date('2026-11-01T05:30:17.250Z'), 'America/New_York')).toBe('2026-11-01T01:30:17-04:00');
    expect(local(new Date('2026-11-01T06:30:17Z'), 'America/New_York')).toBe('2026-11-01T01:30:17-05:00');
    expect(local(new Date('2026-03-29T01:15:00Z'), 'Europe/Paris')).toBe('2026-03-29T03:15:00+02:00');
    expect(local(new Date('2026-03-02T08:00:00Z'), 'Asia/Kolkata')).toBe('2026-03-02T13:30:00+05:30');
    expect(local(null, 'Europe/Paris')).toBe('');
  });

  it('ends a line with CRLF, quotes what needs it and keeps a formula from running, with no byte order mark', () => {
    expect(csvLine(['a', 'b,c', 'say "hi"', 'two\nlines'])).toBe('a,"b,c","say ""hi""","two\nlines"\r\n');
    expect(csvLine(['=1+1', '-5', '@x', 'plain'])).toBe("'=1+1,'-5,'@x,plain\r\n");
  });
});
