import type { PortalSlice } from 'mfe-shared';

/**
 * What this site keeps in the browser (mfe-shared's per-county stores, `persistedSlices`), in words
 * for the privacy notice: the localStorage key's slice name, what it holds and how long it stays.
 * `browser-storage.test.ts` checks this list against the stores, so a new slice must be added here.
 */
export interface StoredItem {
  slice: PortalSlice;
  /** The middle of the key: `assessor:{county}:{keyName}:v1`. */
  keyName: string;
  holds: string;
  kept: string;
}

const UNTIL_CLEARED = "or until you clear this site's data in your browser";

export const BROWSER_STORAGE: StoredItem[] = [
  {
    slice: 'selectedParcel',
    keyName: 'selected-parcel',
    holds: 'The property you opened last (its public record: parcel number, address, owner, value).',
    kept: `Until you go back to the home page, file an appeal or book a meeting for it, ${UNTIL_CLEARED}.`,
  },
  {
    slice: 'taxpayer',
    keyName: 'taxpayer',
    holds: "The appeal filer's details: name, relation to the owner, organization, address, phone and email.",
    kept: `Until one second after you file the appeal, ${UNTIL_CLEARED}.`,
  },
  {
    slice: 'appeal',
    keyName: 'appeal',
    holds:
      'Your appeal draft: your opinion of value, reasons and comments, chosen comparable sales and the details form as typed; when you asked for a link to finish later, that link’s key and the email address it went to.',
    kept: `Until one second after you file the appeal, ${UNTIL_CLEARED}.`,
  },
  {
    slice: 'documentation',
    keyName: 'documentation',
    holds: 'The names, sizes and types of the documents you uploaded for your appeal (the files themselves are with the office).',
    kept: `Until one second after you file the appeal, ${UNTIL_CLEARED}.`,
  },
  {
    slice: 'meeting',
    keyName: 'meeting',
    holds: "Your meeting draft: who is attending and their contact details, the meeting type, place and time, and the documents' names.",
    kept: `Until one second after you book the meeting, ${UNTIL_CLEARED}.`,
  },
  {
    slice: 'breakdown',
    keyName: 'breakdown',
    holds: 'A breakdown of the assessed value. This site does not fill it at present, so it stays empty.',
    kept: `Until you file an appeal, ${UNTIL_CLEARED}.`,
  },
  {
    slice: 'appealResult',
    keyName: 'appeal-result',
    holds: 'The confirmation of the last appeal you filed (reference, parcel, value, email), so its confirmation page can be shown again.',
    kept: `Until you file another appeal, ${UNTIL_CLEARED}.`,
  },
  {
    slice: 'meetingResult',
    keyName: 'meeting-result',
    holds: 'The confirmation of the last meeting you booked (parcel, date, time, place, email).',
    kept: `Until you book another meeting, ${UNTIL_CLEARED}.`,
  },
];

/** The localStorage key of an item for a county, as mfe-shared's stores write it. */
export const browserStorageKey = (tenant: string, item: StoredItem) => `assessor:${tenant}:${item.keyName}:v1`;
