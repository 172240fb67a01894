import { demoShowcaseFor } from '../../api/src/tools/demo/demo-showcase';

/**
 * The demo parcels of each county (api/src/tools/demo/demo-showcase.ts; shared-data.md). Harbor County's
 * fresh parcels are split so that specs running side by side never change one another's:
 * search and property specs read fresh[0..4] and never file or book on them, appeal specs own
 * fresh[5..22] and meeting specs fresh[23..39], one parcel per test (appeal-save-later.spec.ts
 * owns fresh[22] and, for the appeal filed meanwhile by someone else, fresh[39]); the office
 * queue spec owns fresh[40] (and fresh[50], for two filings of one parcel) and meeting-holds fresh[41]; the office availability spec fresh[42] (a visitor
 * books a slot an administrator added) and the office meetings spec fresh[43] (a booking the office
 * cancels); the visual suite's after-filing screens (visual-after-filing.spec.ts) own fresh[44] (a draft
 * saved, then filed and decided) and its meeting screens (visual-meeting.spec.ts) fresh[48] (a meeting
 * booked, then cancelled); the Spanish journey (language.spec.ts) owns fresh[49] (an appeal, then a meeting); the e-mails' links (email-link-language.spec.ts) own fresh[51] (a Spanish appeal, then a Spanish meeting), fresh[52] (a draft saved in Spanish) and fresh[53] (an English appeal); the embed specs (embed-*.spec.ts) own fresh[45] (an appeal
 * filed from the county page), fresh[46] (a meeting booked there) and fresh[47] (a draft with comparables,
 * never filed), and Pine County's fresh[8..12]; the visual suite files on Pine County's fresh[13].
 * HARBOR.valueHistory's parcels are read only (property-record.spec.ts).
 * Outside the showcase: appeal-after-filing.spec.ts takes the last five usable residential parcels of the
 * 2,000 the e2e server seeds, office-hearing-schedule.spec.ts the first two below index 1,900,
 * office-hearings-setup.spec.ts the first two below index 1,800, office-letters.spec.ts the first two below index 1,700,
 * office-queue-scale.spec.ts the first three of one neighborhood below index 1,600.
 */
export const HARBOR = demoShowcaseFor('harbor-county');
export const PINE = demoShowcaseFor('pine-county');
