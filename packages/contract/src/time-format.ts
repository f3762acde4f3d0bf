/** A location's time format setting (docs/product.md section 3): '24h' (the default) or '12h'. */
export const TIME_FORMATS = ['24h', '12h'] as const;
export type TimeFormat = (typeof TIME_FORMATS)[number];
