export type ExpiryTone = 'critical' | 'warning' | 'ok';

/** docs/product.md section 9: 3 days or fewer red, 7 or fewer yellow, otherwise green. */
export function expiryTone(daysLeft: number): ExpiryTone {
  if (daysLeft <= 3) return 'critical';
  if (daysLeft <= 7) return 'warning';
  return 'ok';
}
