import { type Property } from 'mfe-shared';
import { parseSettings } from 'mfe-shared/schemas';
import { sayText } from 'mfe-shared/wizard';
// The flow keeps catalogue ids; the catalogue says them, here in English.
import '../i18n/catalogue';
import { appealFlow, showsComperStep, type AppealStepId, type FlowFacts } from './appeal-flow';

const publicFiler: FlowFacts = { staff: false, comper: false };
const staffFiler: FlowFacts = { staff: true, comper: false };
const publicWithComper: FlowFacts = { staff: false, comper: true };
const staffWithComper: FlowFacts = { staff: true, comper: true };

const comperOn = { 'appeal.comper_mode': 'view', 'appeal.show_comper_only_residential': true, 'products.public_comper_url': 'http://comps.test' };
const residential: Pick<Property, 'type'> = { type: 'residential' };

describe('step order', () => {
  it('takes the public from welcome straight to the filer details, then estimation to confirmation', () => {
    expect(appealFlow.path(publicFiler)).toEqual(['welcome', 'details', 'estimation', 'fileupload', 'summary', 'confirmation']);
  });

  it('takes staff through the appeal season and the filing method before the filer details', () => {
    expect(appealFlow.path(staffFiler)).toEqual(['welcome', 'window', 'method', 'details', 'estimation', 'fileupload', 'summary', 'confirmation']);
  });

  it('puts the comparables step between the details and the estimation when it applies', () => {
    expect(appealFlow.path(publicWithComper)).toEqual(['welcome', 'details', 'comper', 'estimation', 'fileupload', 'summary', 'confirmation']);
    expect(appealFlow.path(staffWithComper)).toEqual(['welcome', 'window', 'method', 'details', 'comper', 'estimation', 'fileupload', 'summary', 'confirmation']);
  });

  it('chooses the next step by the conditions of each step', () => {
    expect(appealFlow.next('welcome', publicFiler)).toBe('details');
    expect(appealFlow.next('welcome', staffFiler)).toBe('window');
    expect(appealFlow.next('window', staffFiler)).toBe('method');
    expect(appealFlow.next('method', staffFiler)).toBe('details');
    expect(appealFlow.next('details', publicFiler)).toBe('estimation');
    expect(appealFlow.next('details', publicWithComper)).toBe('comper');
    expect(appealFlow.next('comper', publicWithComper)).toBe('estimation');
    expect(appealFlow.next('estimation', publicFiler)).toBe('fileupload');
    expect(appealFlow.next('fileupload', publicFiler)).toBe('summary');
    expect(appealFlow.next('summary', publicFiler)).toBe('confirmation');
    expect(appealFlow.next('confirmation', publicFiler)).toBeNull();
  });

  it('names each step', () => {
    expect(sayText(appealFlow.title('window'))).toBe('Appeal season');
    expect(sayText(appealFlow.title('method'))).toBe('Filing method');
    expect(sayText(appealFlow.title('details'))).toBe('Your details');
    expect(sayText(appealFlow.title('comper'))).toBe('Comparable sales');
    expect(sayText(appealFlow.title('estimation'))).toBe('Value and reasons');
    expect(sayText(appealFlow.title('fileupload'))).toBe('Supporting documents');
    expect(sayText(appealFlow.title('summary'))).toBe('Summary');
  });

  it("says 'Start my appeal' on the welcome screen, 'Submit my appeal' on the summary and 'Continue' elsewhere", () => {
    expect(sayText(appealFlow.steps.welcome.nextText)).toBe('Start my appeal');
    expect(sayText(appealFlow.steps.summary.nextText)).toBe('Submit my appeal');
    expect(appealFlow.steps.details.nextText).toBeUndefined();
  });

  it('addresses each step under /appeal', () => {
    expect(appealFlow.url('welcome')).toBe('/appeal');
    expect(appealFlow.url('details')).toBe('/appeal/details');
    expect(appealFlow.url('confirmation')).toBe('/appeal/confirmation');
  });
});

describe('previous step (Back to ...)', () => {
  it.each<[AppealStepId, FlowFacts, AppealStepId | null]>([
    ['welcome', publicFiler, null],
    ['details', publicFiler, 'welcome'],
    ['estimation', publicFiler, 'details'],
    ['estimation', publicWithComper, 'comper'],
    ['comper', publicWithComper, 'details'],
    ['fileupload', publicFiler, 'estimation'],
    ['summary', publicFiler, 'fileupload'],
    ['confirmation', publicFiler, 'summary'],
    ['window', staffFiler, 'welcome'],
    ['method', staffFiler, 'window'],
    ['details', staffFiler, 'method'],
  ])('before %s (%p) comes %p', (step, facts, expected) => {
    expect(appealFlow.previous(step, facts)).toBe(expected);
  });

  it('has no previous step for a step not on the filer’s path', () => {
    expect(appealFlow.previous('window', publicFiler)).toBeNull();
    expect(appealFlow.previous('comper', publicFiler)).toBeNull();
  });
});

describe('comparables condition (comper_mode view AND residential AND show_comper_only_residential)', () => {
  it('shows the comparables step when all three hold', () => {
    expect(showsComperStep(parseSettings(comperOn), residential)).toBe(true);
  });

  it("needs comper_mode 'view'", () => {
    expect(showsComperStep(parseSettings({ ...comperOn, 'appeal.comper_mode': '' }), residential)).toBe(false);
    expect(showsComperStep(parseSettings({ ...comperOn, 'appeal.comper_mode': 'edit' }), residential)).toBe(false);
  });

  it('needs a property type containing residential', () => {
    for (const type of ['commercial', 'agricultural', 'mobile-home', 'industrial', 'vacant-land', 'exempt'] as const) {
      expect(showsComperStep(parseSettings(comperOn), { type })).toBe(false);
    }
    expect(showsComperStep(parseSettings(comperOn), null)).toBe(false);
  });

  it('needs show_comper_only_residential on, under either of its names', () => {
    expect(showsComperStep(parseSettings({ ...comperOn, 'appeal.show_comper_only_residential': false }), residential)).toBe(false);
    expect(showsComperStep(parseSettings({ ...comperOn, 'appeal.show_comper_only_residential': 'false' }), residential)).toBe(false);
    const { 'appeal.show_comper_only_residential': _prefixed, ...withoutPrefixed } = comperOn;
    expect(showsComperStep(parseSettings({ ...withoutPrefixed, show_comper_only_residential: 'false' }), residential)).toBe(false);
    expect(showsComperStep(parseSettings({ ...withoutPrefixed, show_comper_only_residential: 'true' }), residential)).toBe(true);
  });
});

describe('guards', () => {
  const guardNeeds = (step: AppealStepId) => appealFlow.steps[step].needs;

  it('lets anyone see the welcome screen', () => {
    expect(guardNeeds('welcome')).toEqual([]);
  });

  it.each<AppealStepId>(['window', 'method', 'details', 'comper'])('needs a selected property on %s', (step) => {
    expect(guardNeeds(step)).toEqual(['property']);
  });

  it.each<AppealStepId>(['estimation', 'fileupload', 'summary'])('needs a property and the appellant on %s', (step) => {
    expect(guardNeeds(step)).toEqual(expect.arrayContaining(['property', 'appellant']));
    expect(guardNeeds(step)).toHaveLength(2);
  });

  it('needs a submission result on the confirmation', () => {
    expect(guardNeeds('confirmation')).toEqual(['result']);
  });
});

describe('progress percent (completed / (remaining + completed))', () => {
  it.each<[AppealStepId, number]>([
    ['welcome', 0],
    ['details', 20],
    ['estimation', 40],
    ['fileupload', 60],
    ['summary', 80],
    ['confirmation', 100],
  ])('public, %s: %p%%', (step, percent) => {
    expect(appealFlow.progress(step, publicFiler)).toBe(percent);
  });

  it.each<[AppealStepId, number]>([
    ['welcome', 0],
    ['details', 17], // 1 / 6
    ['comper', 33], // 2 / 6
    ['estimation', 50],
    ['fileupload', 67],
    ['summary', 83],
    ['confirmation', 100],
  ])('public with comparables, %s: %p%%', (step, percent) => {
    expect(appealFlow.progress(step, publicWithComper)).toBe(percent);
  });

  it.each<[AppealStepId, number]>([
    ['welcome', 0],
    ['window', 14], // 1 / 7
    ['method', 29], // 2 / 7
    ['details', 43], // 3 / 7
    ['estimation', 57],
    ['fileupload', 71],
    ['summary', 86],
    ['confirmation', 100],
  ])('staff, %s: %p%%', (step, percent) => {
    expect(appealFlow.progress(step, staffFiler)).toBe(percent);
  });

  it('only grows along the path', () => {
    for (const facts of [publicFiler, staffFiler, publicWithComper, staffWithComper]) {
      const percents = appealFlow.path(facts).map((step) => appealFlow.progress(step, facts));
      expect([...percents].sort((a, b) => a - b)).toEqual(percents);
      expect(new Set(percents).size).toBe(percents.length);
    }
  });
});
