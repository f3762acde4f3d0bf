/** A Markdown table, padded so that it also reads well in a terminal (and pastes into docs/). */
export function table(header: string[], rows: (string | number)[][]) {
  const cells = [header, ...rows.map((r) => r.map(String))];
  const widths = header.map((_, i) => Math.max(...cells.map((r) => (r[i] ?? '').length)));
  const line = (r: string[]) => `| ${r.map((c, i) => c.padEnd(widths[i] ?? 0)).join(' | ')} |`;
  return [
    line(header),
    `|${widths.map((w) => '-'.repeat(w + 2)).join('|')}|`,
    ...cells.slice(1).map(line),
  ].join('\n');
}

export const fixed = (n: number, digits = 0) => n.toFixed(digits);
export const pct = (n: number) => `${Math.round(n * 100)}%`;
export const verdict = (met: boolean) => (met ? 'met' : 'NOT met');
export const kb = (bytes: number) => `${(bytes / 1024).toFixed(1)} kB`;

export function median(values: number[]) {
  return percentile(values, 0.5);
}

export function percentile(values: number[], p: number) {
  const sorted = [...values].sort((a, b) => a - b);
  if (!sorted.length) return Number.NaN;
  return sorted[Math.min(sorted.length - 1, Math.floor(p * sorted.length))] as number;
}
