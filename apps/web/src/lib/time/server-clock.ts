// The kiosk shows the time and how long people have worked, but the tablet's own clock may be set
// wrong (punches are stamped by the server, so they are right either way). Every current-shifts
// answer carries the server's time; the kiosk keeps the difference between that and its own clock
// and reads "now" through it (docs/decisions/0136-kiosk-server-clock.md).

/** A sample whose round trip took longer than this says too little about the offset to move it. */
const MAX_ROUND_TRIP_MS = 10_000;

let offsetMs = 0;
let sampled = false;

/**
 * Takes one reading of the server's clock: the server wrote `serverTime` somewhere between the
 * request leaving (`sentAt`) and the answer arriving (`receivedAt`), by the device's clock; the
 * middle of that span is the best guess of when, so the error is at most half the round trip.
 */
export function recordServerTime(serverTime: string | undefined, sentAt: number, receivedAt: number): void {
  const server = serverTime ? Date.parse(serverTime) : Number.NaN;
  const roundTrip = receivedAt - sentAt;
  if (Number.isNaN(server) || roundTrip < 0) return;
  // A slow answer still beats none; once there is a reading, only a prompt one replaces it.
  if (sampled && roundTrip > MAX_ROUND_TRIP_MS) return;
  offsetMs = Math.round(server - (sentAt + roundTrip / 2));
  sampled = true;
}

/** The server's time now, as well as the kiosk knows it (the device's until the first answer). */
export function serverNow(): number {
  return Date.now() + offsetMs;
}

/** Forgets the readings (tests, each starting from a device with no offset known). */
export function resetServerClock(): void {
  offsetMs = 0;
  sampled = false;
}
