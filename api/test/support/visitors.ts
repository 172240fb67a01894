/**
 * A client address of its own for each simulated visitor (`remoteAddress` of app.inject), in an
 * address range (/24) of its own: the server counts active slot holds per address
 * (meetings.holds_per_address) and per range (limits.slotHolds.perRange), so tests about other
 * things reserve as different visitors, as different people would.
 */
let visitors = 0;

export function visitorAddress(): string {
  visitors += 1;
  return `10.${(visitors >> 8) & 255}.${visitors & 255}.7`;
}

/** A further address in the range of `address` (its /24), as another device of one office network. */
export function neighbourAddress(address: string, host: number): string {
  return `${address.split('.').slice(0, 3).join('.')}.${host}`;
}
