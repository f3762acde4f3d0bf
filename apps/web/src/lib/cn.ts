import { type ClassValue, clsx } from 'clsx';
import { createTailwindMerge, validators } from 'tailwind-merge';

const { isAny, isNumber } = validators;
const any = [isAny];
const textSizes = ['xs', 'sm', 'base', 'lg', 'xl', '2xl', '3xl', '4xl', '5xl', '6xl', '7xl', '8xl', '9xl'];

/**
 * tailwind-merge with the class groups of this app's design system only, not its default config of
 * every Tailwind utility: the default costs 8 kB of gzip on every page, the kiosk's included, whose
 * JavaScript must stay within 150 kB (docs/performance.md). A group listed here merges exactly as the
 * default would; a class of no group is kept as it is. Add a group when a component's callers start
 * overriding a utility not listed (lib/cn.test.ts shows the cases that matter).
 */
const twMerge = createTailwindMerge(() => ({
  cacheSize: 500,
  theme: {},
  classGroups: {
    display: [
      'block',
      'inline-block',
      'inline',
      'flex',
      'inline-flex',
      'grid',
      'inline-grid',
      'hidden',
      'contents',
    ],
    position: ['static', 'fixed', 'absolute', 'relative', 'sticky'],
    w: [{ w: any }],
    'min-w': [{ 'min-w': any }],
    'max-w': [{ 'max-w': any }],
    h: [{ h: any }],
    'min-h': [{ 'min-h': any }],
    'max-h': [{ 'max-h': any }],
    size: [{ size: any }],
    p: [{ p: any }],
    px: [{ px: any }],
    py: [{ py: any }],
    pt: [{ pt: any }],
    pr: [{ pr: any }],
    pb: [{ pb: any }],
    pl: [{ pl: any }],
    m: [{ m: any }],
    mx: [{ mx: any }],
    my: [{ my: any }],
    mt: [{ mt: any }],
    mr: [{ mr: any }],
    mb: [{ mb: any }],
    ml: [{ ml: any }],
    gap: [{ gap: any }],
    'gap-x': [{ 'gap-x': any }],
    'gap-y': [{ 'gap-y': any }],
    'text-alignment': [{ text: ['left', 'center', 'right', 'justify', 'start', 'end'] }],
    'font-size': [{ text: textSizes }],
    'font-weight': [
      { font: ['thin', 'light', 'normal', 'medium', 'semibold', 'bold', 'extrabold', 'black'] },
    ],
    // After the alignments and sizes: any other text-* is a colour.
    'text-color': [{ text: any }],
    'bg-color': [{ bg: any }],
    'border-w': ['border', { border: [isNumber] }],
    'border-color': [{ border: any }],
    rounded: ['rounded', { rounded: any }],
    shadow: ['shadow', { shadow: any }],
    'align-items': [{ items: any }],
    'justify-content': [{ justify: any }],
  },
  conflictingClassGroups: {
    size: ['w', 'h'],
    p: ['px', 'py', 'pt', 'pr', 'pb', 'pl'],
    px: ['pr', 'pl'],
    py: ['pt', 'pb'],
    m: ['mx', 'my', 'mt', 'mr', 'mb', 'ml'],
    mx: ['mr', 'ml'],
    my: ['mt', 'mb'],
    gap: ['gap-x', 'gap-y'],
  },
  conflictingClassGroupModifiers: {},
  orderSensitiveModifiers: [],
}));

/**
 * Joins class names, conditionals included, and lets a later Tailwind class win over an earlier one of
 * the same kind: `cn('h-10 px-4', 'px-3')` is 'h-10 px-3'. Every component that takes a `className`
 * joins it last through here, so a caller can adjust a component's own look.
 */
export function cn(...inputs: ClassValue[]): string {
  return twMerge(clsx(inputs));
}
