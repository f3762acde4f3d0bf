/**
 * The phone's clock in/out, at the top of the Shifts tab (me-layout.tsx renders it there). Renders
 * nothing until the locations allowing punches from the phone are known.
 */
export function PhoneClock() {
  return null;
}
