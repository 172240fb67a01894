import type { Settings } from 'mfe-shared/schemas';
import type { Database } from '../../infrastructure/db/client';
import { createCounty, setCountySettings, switchModules, type Actor } from '../../capabilities/counties/county-admin';
import { MODULES, readSettingValues, type ModuleName } from '../../capabilities/counties/setting-values';
import { findTenant } from '../../capabilities/tenants/tenant-store';
import { DEMO_TRANSLATIONS } from './demo-translations';

/** Who the demo seed's changes are by, in the counties' audit trails. */
export const DEMO_SEED: Actor = { by: 'demo seed (npm start)', accountId: null };

interface DemoTenant {
  id: string;
  name: string;
  settings: Partial<Settings>;
}

/** The demo counties (root README.md, "Demo counties"): their ids and traits are relied on by the e2e suites. */
export const DEMO_TENANTS: DemoTenant[] = [
  {
    id: 'harbor-county',
    name: "Harbor County Assessor's Office",
    settings: {
      'general.display_name': "Harbor County Assessor's Office",
      'general.timezone': 'America/New_York',
      'general.currency': 'USD',
      // English and Spanish; the county's own texts in Spanish are in demo-translations.ts.
      'general.languages': 'en,es',
      'general.translations': DEMO_TRANSLATIONS['harbor-county'],
      'general.button_color': '#1a4480',
      'general.phone_number': '5555550100',
      'general.email': 'assessor@harborcounty.example',
      'general.hero_image_url': '/static/hero-harbor.svg',
      'meetings.enabled': true,
      'meetings.allow_virtual': true,
      'meetings.allow_in_place': true,
      'meetings.allow_multiple_bookings': false,
      'meetings.timeslot_groups': { 'mobile-home': 'residential' },
      // Off: any active parcel may book a meeting. On, a meeting needs an appeal filed this season (mfe-search availability).
      'product.check_appeals_for_meetings': false,
      'product.check_assessor_appeals': true,
      'appeal.enabled': true,
      // The office desk for its staff.
      'office.enabled': true,
      'appeal.search_text': 'Search by address, owner name or parcel number',
      'appeal.search_help': 'Parcel numbers look like 01-234-567. Try part of the street address (for example "Harbor St") or the last name of the owner.',
      'appeal.appeal_desc_text': 'If you believe the assessed value of your property is too high, you can file an appeal with the Board of Review.',
      'appeal.appeal_information':
        'Appeals must be filed within the appeal season. You will receive a confirmation by email, and the Board of Review will write to you with its decision.',
      'appeal.already_filed_text': 'An appeal has already been filed for this property this season. Call the office if you need to change it.',
      // The Board of Review's promise: the confirmation and status pages say by when it decides.
      'appeal.decision_days': 60,
      'appeal.show_comper_only_residential': true,
      'appeal.comper_mode': 'view',
      'appeal.mailing_address_text': "Harbor County Assessor's Office, 100 Water Street, Room 12, Port Harbor, ME 04000",
      'appeal.summary_disclaimer': 'By submitting, you confirm that the information you gave is true and complete to the best of your knowledge.',
      'appeal.allow_file_other': true,
      // The form agents download from the filer details step (api/static).
      'appeal.agent_document_url': '/static/agent-authorization-form.pdf',
      'appeal.appeal_reason_comment_maxlength': 500,
      'appeal.use_new_document_upload': true,
      // The results page offers manual entry of a property the search did not find (README: Demo counties).
      'appeal.allow_unlisted_property': true,
      require_other_desc: true,
      'appeal_flow.intro_text': "Filing takes about ten minutes. Have your opinion of the property's value and any documents ready.",
      'appeal_flow.reason_text': 'Choose every reason that applies and tell us briefly why.',
      'appeal_flow.comper_text': 'You may pick recent sales of similar homes to support your opinion of value.',
      'file_upload.max_size': 10 * 1024 * 1024,
      'file_upload.max_files': 5,
      'products.public_comper_url': 'http://localhost:8081',
      'products.public_comper_url_path': '/comps',
      'products.public_comper_url_property_id_param': 'parcel',
      'products.public_comper_url_vendor': 'demo-comps',
    },
  },
  {
    id: 'pine-county',
    name: 'Pine County Assessor',
    settings: {
      'general.display_name': 'Pine County Assessor',
      'general.timezone': 'America/Denver',
      'general.currency': 'USD',
      'general.languages': 'en,es',
      'general.translations': DEMO_TRANSLATIONS['pine-county'],
      'general.button_color': '#2e6b30',
      'general.phone_number': '5555550177',
      'general.email': 'appeals@pinecounty.example',
      'general.hero_image_url': '/static/hero-pine.svg',
      'meetings.enabled': false,
      'appeal.enabled': true,
      // The code on each parcel's assessment notice (README lists a few: api/src/tools/demo/demo-owner-codes.ts).
      'appeal.require_owner_code': true,
      // The office desk for its staff.
      'office.enabled': true,
      'appeal.search_text': 'Search by address, owner or parcel number',
      'appeal.search_help': 'Pine County parcel numbers start with the township code, for example R0012345.',
      'appeal.appeal_desc_text': 'Disagree with your valuation? File an appeal with the Pine County Assessor.',
      'appeal.already_filed_text': 'This property already has an appeal on file for this season.',
      'appeal.show_comper_only_residential': false,
      'appeal.mailing_address_text': 'Pine County Assessor, 20 Timber Road, Pine Ridge, CO 80000',
      'appeal.use_new_document_upload': false,
      'appeal_flow.intro_text': 'Tell us the value you believe is right and why.',
      'file_upload.max_size': 5 * 1024 * 1024,
      'file_upload.max_files': 3,
    },
  },
];

interface DemoTenantOptions {
  /** Where the demo comparables tool answers (main.ts: COMPER_PUBLIC_URL, else localhost:COMPER_PORT). */
  comperUrl?: string;
  /** The demo county web page's origin (main.ts: COUNTY_PAGE_PUBLIC_URL): both demo counties allow it to embed them. */
  embedOrigin?: string;
}

/** The settings `npm run county -- create` takes as options (--timezone, --currency, --language). */
const CREATE_KEYS = ['general.timezone', 'general.currency', 'general.languages'];

/**
 * Writes the demo counties as an administrator sets a county up with `npm run county`
 * (capabilities/counties/county-admin.ts): created with its name, time zone, currency and languages
 * (`create`), then its settings (`set`) and its modules (`modules`), each value first checked by the
 * same rules as the command's (readSettingValues, given the value as JSON). Safe to run at every
 * start: the seed owns these values, so a demo value changed here replaces the stored one, a value
 * already so is not written again, and every change is in the county's audit trail.
 */
export async function seedDemoTenants(db: Database, { comperUrl, embedOrigin }: DemoTenantOptions = {}): Promise<void> {
  for (const demo of DEMO_TENANTS) {
    const wanted: Record<string, unknown> = { ...demo.settings };
    if (comperUrl && 'products.public_comper_url' in wanted) wanted['products.public_comper_url'] = comperUrl;
    // A server-only setting (capabilities/tenants/server-settings.ts): the demo county page may show the portal.
    if (embedOrigin) wanted['embed.allowed_origins'] = [new URL(embedOrigin).origin];
    // As the command line gives them: JSON, which the command reads first, so each value arrives as it is typed here.
    const { values, problems } = readSettingValues(Object.fromEntries(Object.entries(wanted).map(([key, value]) => [key, JSON.stringify(value)])));
    // A value the rules took only as its JSON text (quotes and all) is refused too.
    const refused = [
      ...problems.map(({ key, value, allowed }) => `${key}=${value} (takes ${allowed})`),
      ...Object.keys(values).filter((key) => JSON.stringify(values[key]) !== JSON.stringify(wanted[key])),
    ];
    if (refused.length) throw new Error(`The demo settings of ${demo.id} are refused: ${refused.join('; ')}`);
    const pick = (keep: (key: string) => boolean) => Object.fromEntries(Object.entries(values).filter(([key]) => keep(key)));
    const moduleKeys: string[] = Object.values(MODULES);
    if (!(await findTenant(db, demo.id))) await createCounty(db, { slug: demo.id, name: demo.name, values: pick((key) => CREATE_KEYS.includes(key)) }, DEMO_SEED);
    await setCountySettings(
      db,
      demo.id,
      pick((key) => !moduleKeys.includes(key)),
      DEMO_SEED,
    );
    const modules = Object.keys(MODULES) as ModuleName[];
    const switched = (on: boolean) => modules.filter((module) => values[MODULES[module]] === on);
    await switchModules(db, demo.id, { enable: switched(true), disable: switched(false) }, DEMO_SEED);
  }
}
