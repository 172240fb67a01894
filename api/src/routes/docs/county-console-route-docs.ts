import {
  CONSOLE_MODULES,
  CONSOLE_ROLL_LAYOUTS,
  OFFICE_MESSAGES,
  PLACE_MESSAGES,
  REASON_MESSAGES,
  roleRefusal,
  SEASON_MESSAGES,
  STAFF_INVITATION_DAYS,
  STAFF_INVITATION_MESSAGES,
  STAFF_CHANGE_MESSAGES as S,
  STAFF_ROLES,
} from 'mfe-shared/schemas';
import { COUNTY_CONSOLE_MESSAGES as C, CONSOLE_STAFF_ONLY } from '../../capabilities/office/county-console-routes';
import { ROLL_UPLOAD_MAX_BYTES, ROLL_UPLOAD_MESSAGES as R } from '../../capabilities/office/roll-upload-routes';
import type { RouteDoc } from './route-doc';

const q = (message: string) => `'${message}'`;
const api = (path: string) => `/:tenant/api${path}`;
const TAG = 'County console';
const ACCESS = {
  401: `${q(CONSOLE_STAFF_ONLY)} (also for a session of another county)`,
  403: `A role without the permission: ${q(roleRefusal('county.administer', 'clerk'))}`,
  404: q(OFFICE_MESSAGES.disabled),
};
const withAccess = (errors: Record<number, string> = {}) => ({ ...ACCESS, ...errors, 404: errors[404] ? `${errors[404]}, or ${ACCESS[404]}` : ACCESS[404] });
const AUDITED = 'Audited with the staff account as the actor';

/** The administrators' county console (docs/product.md#county-console). */
export const COUNTY_CONSOLE_ROUTE_DOCS: Record<string, RouteDoc> = {
  [`GET ${api('/office/county/settings')}`]: {
    tag: TAG,
    summary: "Administrators: every setting the console changes, with the county's value (or the default), whether the county set it, and what it takes",
    description: `The module switches are GET /office/county/modules (${CONSOLE_MODULES.join(', ')}); office.enabled is the command line's (npm run county -- modules).`,
    errors: withAccess(),
  },
  [`POST ${api('/office/county/settings')}`]: {
    tag: TAG,
    summary: 'Administrators: change settings, each value checked by the schema the screens read settings with; all or nothing',
    description: `values: key to new value, as JSON (text, a number, true or false, a list). ${AUDITED} as county-settings-changed with each key's value before and after. The next visitor sees the change at once on this API process, on others within their county cache's 5 seconds. Answers the keys changed and every setting as GET does.`,
    errors: withAccess({
      400: `A value a key does not take, with the key, the value and what it takes, for example ${q(C.settingRefused([{ key: 'general.button_color', value: 'red', allowed: 'a hex colour such as #005ea2' }]))}; or ${q(C.settingUnknown('general.colour'))}. Nothing is written.`,
    }),
  },
  [`GET ${api('/office/county/modules')}`]: {
    tag: TAG,
    summary: `Administrators: which of the county's services (${CONSOLE_MODULES.join(', ')}) are on`,
    errors: withAccess(),
  },
  [`POST ${api('/office/county/modules')}`]: {
    tag: TAG,
    summary: 'Administrators: switch services on (enable) and off (disable); the shell loads only the remotes of the services on, from the next visitor on',
    description: `${AUDITED} as county-settings-changed (appeal.enabled, meetings.enabled).`,
    errors: withAccess({ 400: 'A module named in both lists, or one the console does not switch.' }),
  },
  [`GET ${api('/office/county/seasons')}`]: {
    tag: TAG,
    summary: "Administrators: the county's appeal seasons, oldest first, with the one open",
    errors: withAccess(),
  },
  [`POST ${api('/office/county/seasons')}`]: {
    tag: TAG,
    summary: 'Administrators: add an appeal season; open: true opens it at once and closes the one open (a county has one open season)',
    description: `opensOn and closesOn: its first and last days (YYYY-MM-DD), each optional. ${AUDITED} as season-added.`,
    errors: withAccess({
      400: `${q(SEASON_MESSAGES.nameRequired)}, ${q(SEASON_MESSAGES.yearInvalid)}, ${q(SEASON_MESSAGES.opensOnInvalid)} or ${q(SEASON_MESSAGES.closesBeforeOpens)}`,
      409: q(C.seasonTaken('2027 appeal season')),
    }),
  },
  [`PUT ${api('/office/county/seasons/:season/dates')}`]: {
    tag: TAG,
    summary: 'Administrators: give a season its first and last days (YYYY-MM-DD), or null for none; the public pages read them at once',
    description: `${AUDITED} as season-dates-changed, with the days before and after.`,
    errors: withAccess({ 400: `${q(SEASON_MESSAGES.opensOnInvalid)}, ${q(SEASON_MESSAGES.closesOnInvalid)} or ${q(SEASON_MESSAGES.closesBeforeOpens)}`, 404: q(C.seasonNotFound) }),
  },
  [`POST ${api('/office/county/seasons/:season')}`]: {
    tag: TAG,
    summary: 'Administrators: open a season (closing the one open) or close it',
    description: `${AUDITED} as season-opened or season-closed, with the season open before.`,
    errors: withAccess({ 400: 'A season id that is not one, or a body without open.', 404: q(C.seasonNotFound) }),
  },
  [`GET ${api('/office/county/reasons')}`]: {
    tag: TAG,
    summary: "Administrators: the county's appeal reasons in the order the reasons step offers them, with those no longer offered",
    errors: withAccess(),
  },
  [`POST ${api('/office/county/reasons')}`]: {
    tag: TAG,
    summary: 'Administrators: add a reason, offered at the end of the list (before Other); spanish: its words in Spanish, or null',
    description: `Its id is made from its words. ${AUDITED} as reason-added.`,
    errors: withAccess({ 400: `${q(REASON_MESSAGES.descriptionRequired)} or ${q(REASON_MESSAGES.tooLong)}`, 409: q(REASON_MESSAGES.taken('Market value is too high')) }),
  },
  [`PUT ${api('/office/county/reasons/:reason')}`]: {
    tag: TAG,
    summary: 'Administrators: new words for a reason, and whether the reasons step offers it (a reason is never deleted: filed appeals keep theirs)',
    description: `${AUDITED} as reason-changed, with the reason before and after.`,
    errors: withAccess({ 400: q(REASON_MESSAGES.descriptionRequired), 404: q(REASON_MESSAGES.notFound), 409: q(REASON_MESSAGES.taken('Market value is too high')) }),
  },
  [`POST ${api('/office/county/reasons/:reason/move')}`]: {
    tag: TAG,
    summary: 'Administrators: move a reason one place up or down the list; answers the list',
    description: `${AUDITED} as reason-moved.`,
    errors: withAccess({ 400: 'A direction that is not up or down.', 404: q(REASON_MESSAGES.notFound), 409: q(REASON_MESSAGES.cannotMove) }),
  },
  [`GET ${api('/office/county/places')}`]: {
    tag: TAG,
    summary: "Administrators: the county's meeting locations by name, offered or not, each with its map link and its meetings booked ahead (bookedMeetings)",
    description: 'GET /places is what the public reads: only the offered ones (active=true), and with available_timeslots=true only those with a time slot free.',
    errors: withAccess(),
  },
  [`POST ${api('/office/county/places')}`]: {
    tag: TAG,
    summary:
      'Administrators: add a meeting location (name, address, location: its map link), offered at once; the public sees it once it has meeting times (POST /office/availability)',
    description: [
      "location is shown in a frame by the meeting wizard, so it must be a web address starting with https:// (no user name or password); its site joins the frame-src of the county page's Content-Security-Policy from the next page on, with no cache to wait for.",
      `${AUDITED} as place-added, with the location after.`,
    ].join(' '),
    errors: withAccess({
      400: `${q(PLACE_MESSAGES.nameRequired)}, ${q(PLACE_MESSAGES.addressRequired)}, ${q(PLACE_MESSAGES.mapRequired)}, ${q(PLACE_MESSAGES.mapNotHttps)}, or one of them too long (${q(PLACE_MESSAGES.nameTooLong)})`,
      409: q(PLACE_MESSAGES.taken('Harbor Public Library')),
    }),
  },
  [`PUT ${api('/office/county/places/:place')}`]: {
    tag: TAG,
    summary: "Administrators: a location's new name, address and map link (all three); meetings booked there keep it, and their e-mails from now on say the new words",
    description: `The checks of POST /office/county/places; a new map link's site is framed from the next page on, and the old one's no longer (unless another offered location uses it). ${AUDITED} as place-changed, with the location before and after.`,
    errors: withAccess({
      400: `${q(PLACE_MESSAGES.nameRequired)}, ${q(PLACE_MESSAGES.mapNotHttps)} and the rest of POST's`,
      404: q(PLACE_MESSAGES.notFound),
      409: q(PLACE_MESSAGES.taken('Harbor Public Library')),
    }),
  },
  [`POST ${api('/office/county/places/:place/active')}`]: {
    tag: TAG,
    summary: 'Administrators: stop offering a location (active: false) or offer it again (true); a location is never deleted',
    description: [
      'Stopped, the meeting wizard no longer lists it, its free time slots are no longer offered or bookable, and its map is no longer framed.',
      'Meetings booked there are not cancelled: the answer says how many that have not started remain (bookedMeetings), for the office to tell or move.',
      `${AUDITED} as place-stopped or place-offered, with the location before and after and bookedMeetings.`,
    ].join(' '),
    errors: withAccess({ 400: 'A body without active, true or false.', 404: q(PLACE_MESSAGES.notFound) }),
  },
  [`POST ${api('/office/county/rolls')}`]: {
    tag: TAG,
    summary: "Administrators: upload the county's parcel roll (the CSV as the body) and import it in the background; answers 202 with the upload to follow",
    description: [
      `layout: ${CONSOLE_ROLL_LAYOUTS.join(' or ')} (docs/parcel-rolls.md); dryRun=true checks and counts and writes nothing; maxRejects: the percentage of rows that may be refused (default 1) before the import stops with nothing changed; name: the file's name.`,
      `The body is streamed to disk, at most ${ROLL_UPLOAD_MAX_BYTES / 1024 / 1024} MB. One upload at a time per county. The import is that of npm run parcels -- import: one transaction, parcels missing from the roll marked inactive, never deleted.`,
      `${AUDITED} as parcel-roll-upload-started and parcel-roll-upload-finished, and (not a dry run) parcel-roll-imported.`,
    ].join(' '),
    rawBody: true,
    consumes: ['text/csv', 'application/octet-stream'],
    errors: withAccess({ 400: `${q(R.empty)}, or a layout, dryRun or maxRejects it cannot use.`, 409: q(R.busy), 413: q(R.tooLarge) }),
  },
  [`GET ${api('/office/county/rolls')}`]: {
    tag: TAG,
    summary: "Administrators: the county's last roll upload on this API process (null when none): rows read, rows a second, then its summary or why it stopped",
    errors: withAccess(),
  },
  [`GET ${api('/office/county/rolls/:job')}`]: {
    tag: TAG,
    summary: 'Administrators: one roll upload, the last of the county, as GET /office/county/rolls answers it',
    errors: withAccess({ 404: q(R.notFound) }),
  },
  [`GET ${api('/office/county/rolls/:job/rejects.csv')}`]: {
    tag: TAG,
    summary: "Administrators: the upload's rejected rows as CSV (line, column, reason, parcel id), as an attachment",
    errors: withAccess({ 404: `${q(R.notFound)} or ${q(R.noRejects)}` }),
    binaryResponse: 'The rejected rows, CSV.',
    binaryType: 'text/csv',
  },
  [`GET ${api('/office/county/staff')}`]: {
    tag: TAG,
    summary: "Administrators: the county's staff accounts, by e-mail, with their role and whether they are active",
    errors: withAccess(),
  },
  [`GET ${api('/office/county/staff/invitations')}`]: {
    tag: TAG,
    summary: 'Administrators: the invitations waiting to be accepted, oldest first, with when each link stops working',
    errors: withAccess(),
  },
  [`POST ${api('/office/county/staff/invitations')}`]: {
    tag: TAG,
    summary: `Administrators: invite a person to the office desk by e-mail (name, email, role: ${STAFF_ROLES.join(', ')}); the link lets them choose a password once within ${STAFF_INVITATION_DAYS} days`,
    description: `The e-mail is written in the language of the request. ${AUDITED} as staff-invited.`,
    errors: withAccess({
      400: `${q(STAFF_INVITATION_MESSAGES.nameRequired)}, an e-mail address that is not one, or ${q(STAFF_INVITATION_MESSAGES.roleRequired)}`,
      409: `${q(STAFF_INVITATION_MESSAGES.hasAccount('name@county.example'))} or ${q(STAFF_INVITATION_MESSAGES.pending('name@county.example'))}`,
    }),
  },
  [`DELETE ${api('/office/county/staff/invitations/:invitation')}`]: {
    tag: TAG,
    summary: 'Administrators: withdraw a waiting invitation; its link stops working at once',
    description: `${AUDITED} as staff-invitation-withdrawn.`,
    errors: withAccess({ 404: q(STAFF_INVITATION_MESSAGES.notFound) }),
    noContent: { status: 204, description: 'Withdrawn.' },
  },
  [`POST ${api('/office/county/staff/:account')}`]: {
    tag: TAG,
    summary: `Administrators: give a staff account another role (${STAFF_ROLES.join(', ')}) or disable it (active: false; its sessions end at once)`,
    description: `${AUDITED} as staff-role-changed { account, before, after } or staff-disabled { account }. Answers the account.`,
    errors: withAccess({ 400: `${q(S.nothing)}, or a role that is not one.`, 404: q(S.notFound), 409: q(S.yourOwn) }),
  },
};
