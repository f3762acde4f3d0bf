import { describe, expect, it } from 'vitest';
import { exportQuery } from './timesheet-export.ts';

describe('timesheet export query', () => {
  it('exports the summary unless asked for the detailed file, and nothing else', () => {
    expect(exportQuery.parse({}).format).toBe('summary');
    expect(exportQuery.safeParse({ format: 'xlsx' }).success).toBe(false);
  });
});
