/**
 * A client address of its own for each simulated visitor (`remoteAddress` of app.inject): the
 * server counts active slot holds per address (meetings.holds_per_address), so tests about other
 * things reserve as different visitors, as different people would.
 */
let visitors = 0;

export function visitorAddress(): string {
  visitors += 1;
  return `10.${(visitors >> 16) & 255}.${(visitors >> 8) & 255}.${visitors & 255}`;
}
