import { parseSettings } from './settings';
import { enabledModules } from '../rules/remotes';

// Every settings key the product reads (docs/product.md#tenant-settings), appeal.enabled included (docs/product.md#switching-modules).
const SETTINGS_KEYS = [
  'general.timezone',
  'general.display_name',
  'general.phone_number',
  'general.email',
  'general.hero_image_url',
  'general.button_color',
  'general.currency',
  'meetings.timeslot_groups',
  'meetings.allow_multiple_bookings',
  'meetings.allow_virtual',
  'meetings.allow_in_place',
  'meetings.enabled',
  'product.check_appeals_for_meetings',
  'product.check_assessor_appeals',
  'product.cboe_meetings',
  'appeal.enabled',
  'appeal.hide_meetings',
  'appeal.hide_prc',
  'appeal.search_text',
  'appeal.search_help',
  'appeal.appeal_desc_text',
  'appeal.appeal_information',
  'appeal.already_filed_text',
  'appeal.show_comper_only_residential',
  'appeal.comper_mode',
  'appeal.extra_info_url',
  'appeal.mailing_address_text',
  'appeal.summary_disclaimer',
  'appeal.agent_document_url',
  'appeal.allow_file_other',
  'appeal.appeal_reason_comment_maxlength',
  'appeal.use_new_document_upload',
  'require_other_desc',
  'appeal_flow.intro_text',
  'appeal_flow.reason_text',
  'appeal_flow.comper_text',
  'file_upload.max_size',
  'file_upload.max_files',
  'products.public_comper_url',
  'products.public_comper_url_path',
  'products.public_comper_url_property_id_param',
  'products.public_comper_url_vendor',
] as const;

const BOOLEAN_KEYS = [
  'meetings.allow_multiple_bookings',
  'meetings.allow_virtual',
  'meetings.allow_in_place',
  'meetings.enabled',
  'product.check_appeals_for_meetings',
  'product.check_assessor_appeals',
  'product.cboe_meetings',
  'appeal.enabled',
  'appeal.hide_meetings',
  'appeal.hide_prc',
  'appeal.show_comper_only_residential',
  'appeal.allow_file_other',
  'appeal.use_new_document_upload',
  'appeal.allow_unlisted_property',
  'appeal.allow_public_unlisted_property',
  'require_other_desc',
] as const;

describe('parseSettings defaults', () => {
  const defaults = parseSettings({});

  it.each(SETTINGS_KEYS)('gives %s a value when the county has not set it', (key) => {
    expect(defaults[key]).toBeDefined();
    expect(defaults[key]).not.toBeNull();
  });

  it.each(BOOLEAN_KEYS)('reads the flag %s as a real boolean by default', (key) => {
    expect(typeof defaults[key]).toBe('boolean');
  });

  it('uses the documented limits and choices', () => {
    expect(defaults['file_upload.max_size']).toBe(20971520);
    expect(defaults['file_upload.max_files']).toBe(5);
    expect(defaults['appeal.appeal_reason_comment_maxlength']).toBe(500);
    expect(defaults['general.currency']).toBe('USD');
    expect(defaults['appeal.enabled']).toBe(true);
    expect(defaults['meetings.enabled']).toBe(false);
    // Manual entry of an unlisted property is something a county opts into, and the public too.
    expect(defaults['appeal.allow_unlisted_property']).toBe(false);
    expect(defaults['appeal.allow_public_unlisted_property']).toBe(false);
    expect(defaults['meetings.timeslot_groups']).toEqual({});
    expect(defaults['general.button_color']).toMatch(/^#[0-9a-fA-F]{3,8}$/);
  });

  it('treats a missing or empty settings body (null, undefined) as all defaults', () => {
    expect(parseSettings(null)).toEqual(defaults);
    expect(parseSettings(undefined)).toEqual(defaults);
  });

  it('keeps values the county has set', () => {
    const settings = parseSettings({
      'general.display_name': 'Pine County Assessor',
      'general.timezone': 'America/Denver',
      'general.button_color': '#1a4480',
      'general.currency': 'GBP',
    });
    expect(settings['general.display_name']).toBe('Pine County Assessor');
    expect(settings['general.timezone']).toBe('America/Denver');
    expect(settings['general.button_color']).toBe('#1a4480');
    expect(settings['general.currency']).toBe('GBP');
  });

  it('does not change the raw object it was given', () => {
    const raw = { show_comper_only_residential: 'false' };
    parseSettings(raw);
    expect(raw).toEqual({ show_comper_only_residential: 'false' });
  });
});

describe('parseSettings coercion of key/value strings', () => {
  it("reads 'true' and 'false' as booleans", () => {
    const settings = parseSettings({
      'meetings.enabled': 'true',
      'appeal.enabled': 'false',
      'appeal.hide_prc': 'true',
      'meetings.allow_virtual': 'false',
    });
    expect(settings['meetings.enabled']).toBe(true);
    expect(settings['appeal.enabled']).toBe(false);
    expect(settings['appeal.hide_prc']).toBe(true);
    expect(settings['meetings.allow_virtual']).toBe(false);
  });

  it('keeps real booleans as they are', () => {
    const settings = parseSettings({ 'meetings.enabled': true, 'appeal.enabled': false });
    expect(settings['meetings.enabled']).toBe(true);
    expect(settings['appeal.enabled']).toBe(false);
  });

  it('reads numeric strings as numbers', () => {
    const settings = parseSettings({
      'file_upload.max_files': '10',
      'file_upload.max_size': '1048576',
      'appeal.appeal_reason_comment_maxlength': '250',
    });
    expect(settings['file_upload.max_files']).toBe(10);
    expect(settings['file_upload.max_size']).toBe(1048576);
    expect(settings['appeal.appeal_reason_comment_maxlength']).toBe(250);
  });
});

describe('meetings.timeslot_groups', () => {
  it('accepts an object', () => {
    expect(parseSettings({ 'meetings.timeslot_groups': { residential: 'mobile-home' } })['meetings.timeslot_groups']).toEqual({
      residential: 'mobile-home',
    });
  });

  it('accepts a JSON string', () => {
    const raw = JSON.stringify({ residential: 'mobile-home', commercial: 'industrial' });
    expect(parseSettings({ 'meetings.timeslot_groups': raw })['meetings.timeslot_groups']).toEqual({
      residential: 'mobile-home',
      commercial: 'industrial',
    });
  });

  it('turns bad JSON into an empty map instead of failing start-up', () => {
    expect(parseSettings({ 'meetings.timeslot_groups': '{residential: mobile' })['meetings.timeslot_groups']).toEqual({});
  });
});

describe('show_comper_only_residential', () => {
  it('reads the legacy unprefixed key when the prefixed one is absent', () => {
    expect(parseSettings({ show_comper_only_residential: 'false' })['appeal.show_comper_only_residential']).toBe(false);
    expect(parseSettings({ show_comper_only_residential: false })['appeal.show_comper_only_residential']).toBe(false);
  });

  it('lets the prefixed key win when both exist', () => {
    expect(parseSettings({ show_comper_only_residential: 'false', 'appeal.show_comper_only_residential': 'true' })['appeal.show_comper_only_residential']).toBe(true);
    expect(parseSettings({ show_comper_only_residential: 'true', 'appeal.show_comper_only_residential': 'false' })['appeal.show_comper_only_residential']).toBe(false);
  });
});

describe('invalid settings are rejected', () => {
  it.each(['red', '005ea2', '#12', '#12345', '#1234567', '#zzzzzz', 'url(javascript:alert(1))'])('rejects the button colour %p', (colour) => {
    expect(() => parseSettings({ 'general.button_color': colour })).toThrow();
  });

  it.each(['#0a7', '#005ea2', '#005EA2ff'])('accepts the hex button colour %p', (colour) => {
    expect(parseSettings({ 'general.button_color': colour })['general.button_color']).toBe(colour);
  });

  it.each(['EUR', 'usd', '$'])('rejects the currency %p', (currency) => {
    expect(() => parseSettings({ 'general.currency': currency })).toThrow();
  });
});

describe('enabledModules', () => {
  const modules = (raw: Record<string, unknown>) => enabledModules(parseSettings(raw));

  it('turns on search and appeal, not meetings, for a county with no settings', () => {
    expect(modules({})).toEqual({ search: true, appeal: true, meeting: false, office: false });
  });

  it('turns meetings on only with meetings.enabled and appeal.hide_meetings off', () => {
    expect(modules({ 'meetings.enabled': 'true' }).meeting).toBe(true);
    expect(modules({ 'meetings.enabled': 'true', 'appeal.hide_meetings': 'true' }).meeting).toBe(false);
    expect(modules({ 'meetings.enabled': 'false', 'appeal.hide_meetings': 'false' }).meeting).toBe(false);
  });

  it('follows appeal.enabled for the appeal module', () => {
    expect(modules({ 'appeal.enabled': 'false' }).appeal).toBe(false);
    expect(modules({ 'appeal.enabled': true }).appeal).toBe(true);
  });

  it('follows office.enabled for the office desk, off unless a county turns it on', () => {
    expect(modules({ 'office.enabled': 'true' }).office).toBe(true);
    expect(modules({ 'office.enabled': false }).office).toBe(false);
  });

  it('always turns search on', () => {
    expect(modules({ 'appeal.enabled': 'false', 'meetings.enabled': 'false', 'appeal.hide_meetings': 'true' }).search).toBe(true);
  });
});
