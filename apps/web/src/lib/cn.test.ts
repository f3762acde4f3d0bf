import { describe, expect, it } from 'vitest';
import { cn } from './cn.ts';

describe('cn', () => {
  it("lets the caller's class win over the component's own of the same kind", () => {
    expect(cn('inline-flex h-10 px-4 text-sm', 'h-8 px-3')).toBe('inline-flex text-sm h-8 px-3');
    expect(cn('h-10 w-auto', 'w-full')).toBe('h-10 w-full');
  });

  it('tells text sizes, alignments and colours apart', () => {
    expect(cn('text-sm text-slate-900 text-left', 'text-base')).toBe('text-slate-900 text-left text-base');
    expect(cn('text-sm text-slate-900', 'text-red-700')).toBe('text-sm text-red-700');
    expect(cn('text-left', 'text-center')).toBe('text-center');
  });

  it('tells border widths and colours apart', () => {
    expect(cn('border border-slate-300', 'border-red-600')).toBe('border border-red-600');
    expect(cn('border border-slate-300', 'border-2')).toBe('border-slate-300 border-2');
  });

  it('resolves a side against the whole, in order', () => {
    expect(cn('px-2', 'p-4')).toBe('p-4');
    expect(cn('p-4', 'px-2')).toBe('p-4 px-2');
    expect(cn('mt-2', 'my-4')).toBe('my-4');
  });

  it('keeps classes under different variants and classes of no group', () => {
    expect(cn('p-6', 'sm:p-8')).toBe('p-6 sm:p-8');
    expect(cn('touch-manipulation select-none', 'h-full')).toBe('touch-manipulation select-none h-full');
  });

  it('joins conditionals and drops empty values', () => {
    expect(cn('a', false, undefined, null, '', ['b', { c: true, d: false }])).toBe('a b c');
  });
});
