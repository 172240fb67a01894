import { CHANGE_REQUEST_MESSAGES, changeRequestSchema } from './change-request';
import { FILER_MESSAGES, appellantSchema, createFilerFormSchema, emptyFilerForm } from './filer';
import { plainText, stripInvisible } from './plain-text';
import { selectedReasonSchema } from './appeal';

/** Every character the fields take out, one of each range's ends and middles. */
const INVISIBLE = [
  '\u200B',
  '\u200C',
  '\u200D',
  '\u200E',
  '\u200F',
  '\u202A',
  '\u202B',
  '\u202C',
  '\u202D',
  '\u202E',
  '\u2066',
  '\u2067',
  '\u2068',
  '\u2069',
  '\uFEFF',
  '\u061C',
  '\u180E',
  '\u2060',
  '\u2061',
  '\u2062',
  '\u2063',
  '\u2064',
];

describe('stripInvisible', () => {
  it('takes out each bidi control and zero-width character', () => {
    for (const character of INVISIBLE) expect(stripInvisible(`Pat${character}Doe`)).toBe('PatDoe');
  });

  it('keeps letters of every script, accents, emoji and ordinary spaces', () => {
    const text = 'María José Ñúñez, 山田 太郎, محمد, Zoë 👋 (no. 2)';
    expect(stripInvisible(text)).toBe(text);
  });
});

describe('plainText', () => {
  it('strips, then trims', () => {
    expect(plainText().parse('  \u200BPat \u202Eeod\u202C  \uFEFF')).toBe('Pat eod');
  });

  it('lets a field refuse text made only of such characters as empty', () => {
    const result = plainText().min(1, { error: 'Enter something' }).safeParse('\u202E\u200B \u2066\u2069');
    expect(result.success).toBe(false);
    expect(result.error?.issues[0].message).toBe('Enter something');
  });
});

describe('the text fields people type', () => {
  const appellant = { name: 'Pat Doe', type: 'owner', phone: { number: '5555550100' }, email: 'pat@example.org' };

  it('store a filer or attendee without them: name, organization, address and e-mail', () => {
    const parsed = appellantSchema.parse({
      ...appellant,
      type: 'agent',
      name: 'Pat \u202Eeod\u200B',
      organization: 'Acme\u200D Agents',
      address: { lines: ['12 Harbor\u2060 Way'], city: 'Harbor\u200E', state: 'ME', zip: '04011' },
      email: 'pat\u200B@example.org',
    });
    expect(parsed).toMatchObject({ name: 'Pat eod', organization: 'Acme Agents', address: { lines: ['12 Harbor Way'], city: 'Harbor' }, email: 'pat@example.org' });
  });

  it("refuse a name made only of them with the name's own message, in the API and in the form", () => {
    const api = appellantSchema.safeParse({ ...appellant, name: '\u202E\u200B\uFEFF' });
    expect(api.error?.issues.map((issue) => issue.message)).toEqual([FILER_MESSAGES.nameRequired]);
    const form = createFilerFormSchema({ allowOther: true }).safeParse({
      ...emptyFilerForm,
      name: '\u2066\u2069 ',
      type: 'owner',
      phone: '5555550100',
      email: 'pat@example.org',
      confirmEmail: 'pat@example.org',
    });
    expect(form.error?.issues.filter((issue) => issue.path[0] === 'name').map((issue) => issue.message)).toEqual([FILER_MESSAGES.nameRequired]);
  });

  it("store a change request's name and correction without them; an empty one is refused with its message", () => {
    const request = { parcelId: 'HC-1', topic: 'owner-name', correctValue: 'Ann\u202E Lee', contactName: '\u200BAnn Lee', contactEmail: 'ann@example.org' };
    expect(changeRequestSchema.parse(request)).toMatchObject({ correctValue: 'Ann Lee', contactName: 'Ann Lee' });
    const empty = changeRequestSchema.safeParse({ ...request, contactName: '\u200F\u061C' });
    expect(empty.error?.issues.map((issue) => issue.message)).toEqual([CHANGE_REQUEST_MESSAGES.nameRequired]);
  });

  it("store an appeal reason's comment without them", () => {
    expect(selectedReasonSchema.parse({ id: 'other', title: 'Other', description: 'Lower\u202E than\u200B that' }).description).toBe('Lower than that');
  });
});
