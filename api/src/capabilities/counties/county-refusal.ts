/** Who made a change, for the audit trail: the command line and its user, or a staff account. */
export interface Actor {
  by: string;
  accountId?: string | null;
}

/** A change the county tools refuse: the message says what to do instead. Nothing was written. */
export class CountyRefusal extends Error {}
