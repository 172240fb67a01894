import {
  FILER_MESSAGES as M,
  addressRequiredFor,
  appellantSchema,
  createFilerFormSchema,
  emptyFilerForm,
  formatPhoneInput,
  phoneDigits,
  toAppellant,
  toFilerForm,
  type FilerForm,
} from './filer';

const valid: FilerForm = {
  ...emptyFilerForm,
  name: 'Pat Doe',
  type: 'owner',
  phone: '(555) 555 0100',
  email: 'pat@example.org',
  confirmEmail: 'pat@example.org',
};
const withAddress: Partial<FilerForm> = { addressDiffers: true, line1: '12 Harbor Way', city: 'Harbor', state: 'ME', zip: '04011' };

/** The messages per field for a form that differs from the valid one by `changes`. */
function errorsFor(changes: Partial<Record<keyof FilerForm, unknown>>, allowOther = true): Record<string, string[]> {
  const result = createFilerFormSchema({ allowOther }).safeParse({ ...valid, ...changes });
  if (result.success) return {};
  const errors: Record<string, string[]> = {};
  for (const issue of result.error.issues) (errors[String(issue.path[0])] ??= []).push(issue.message);
  return errors;
}

describe('createFilerFormSchema (filer details)', () => {
  it('accepts a complete owner form and keeps only the digits of the phone', () => {
    const result = createFilerFormSchema({ allowOther: false }).parse(valid);
    expect(result.phone).toBe('5555550100');
    expect(errorsFor({})).toEqual({});
  });

  it('requires a name and a relation', () => {
    expect(errorsFor({ name: '   ' })).toEqual({ name: [M.nameRequired] });
    expect(errorsFor({ type: '' })).toEqual({ type: [M.relationRequired] });
  });

  it("offers 'other' only when the county allows it", () => {
    expect(errorsFor({ type: 'other', userType: 'Tenant', ...withAddress }, false)).toEqual({ type: [M.relationRequired] });
    expect(errorsFor({ type: 'other', userType: 'Tenant', ...withAddress }, true)).toEqual({});
  });

  it('requires an organization for agents and a relationship for others, each with their own address', () => {
    expect(errorsFor({ type: 'agent', ...withAddress })).toEqual({ organization: [M.organizationRequired] });
    expect(errorsFor({ type: 'other', ...withAddress })).toEqual({ userType: [M.userTypeRequired] });
    expect(errorsFor({ type: 'agent', organization: 'Tax Help LLC' })).toEqual({
      line1: [M.line1Required],
      city: [M.cityRequired],
      state: [M.stateRequired],
      zip: [M.zipRequired],
    });
  });

  it('checks the address only when it is shown, one message per field', () => {
    expect(errorsFor({ line1: '', city: '' })).toEqual({});
    expect(errorsFor({ ...withAddress, line1: '12 Ha' })).toEqual({ line1: [M.line1TooShort] });
    expect(errorsFor({ ...withAddress, line1: '12 Har' })).toEqual({});
    const long = 'x'.repeat(21);
    expect(errorsFor({ ...withAddress, city: long, state: long, zip: long })).toEqual({ city: [M.cityTooLong], state: [M.stateTooLong], zip: [M.zipTooLong] });
    expect(errorsFor({ ...withAddress, city: 'x'.repeat(20), state: 'x'.repeat(20), zip: 'x'.repeat(20) })).toEqual({});
  });

  it.each([
    ['', M.phoneRequired],
    ['555-CALL-NOW', M.phoneLetters],
    ['555 0100', M.phoneTooShort],
    ['555 555 01000', M.phoneTooLong],
  ])('refuses the phone %j with one message', (phone, message) => {
    expect(errorsFor({ phone })).toEqual({ phone: [message] });
  });

  it('limits the extension to 8 characters', () => {
    expect(errorsFor({ extension: '12345678' })).toEqual({});
    expect(errorsFor({ extension: '123456789' })).toEqual({ extension: [M.extensionTooLong] });
  });

  it('requires a valid e-mail, confirmed', () => {
    expect(errorsFor({ email: '', confirmEmail: '' })).toEqual({ email: [M.emailRequired], confirmEmail: [M.confirmEmailRequired] });
    expect(errorsFor({ email: 'pat@example', confirmEmail: 'pat@example' })).toEqual({ email: [M.emailInvalid] });
    expect(errorsFor({ confirmEmail: 'pat@example.com' })).toEqual({ confirmEmail: [M.confirmEmailMismatch] });
    expect(errorsFor({ confirmEmail: ' pat@example.org ' })).toEqual({});
  });

  it('shows every message at once, cross-field ones included, while other fields are still wrong', () => {
    const errors = errorsFor({ name: '', type: 'agent', phone: '', email: '', confirmEmail: '' });
    expect(Object.keys(errors).sort()).toEqual(['city', 'confirmEmail', 'email', 'line1', 'name', 'organization', 'phone', 'state', 'zip']);
  });
});

describe('toAppellant and toFilerForm', () => {
  it('sends only the fields the relation uses, and reads them back', () => {
    const values = createFilerFormSchema({ allowOther: true }).parse({ ...valid, ...withAddress, type: 'agent', organization: 'Tax Help LLC', line2: 'Suite 4' });
    const appellant = toAppellant(values);
    expect(appellant).toEqual({
      name: 'Pat Doe',
      type: 'agent',
      organization: 'Tax Help LLC',
      address: { lines: ['12 Harbor Way', 'Suite 4'], city: 'Harbor', state: 'ME', zip: '04011' },
      phone: { number: '5555550100', extension: '' },
      email: 'pat@example.org',
    });
    expect(appellantSchema.parse(appellant)).toEqual(appellant);
    expect(toFilerForm(appellant)).toMatchObject({ type: 'agent', organization: 'Tax Help LLC', line2: 'Suite 4', phone: '(555) 555 0100', confirmEmail: 'pat@example.org' });
  });

  it('leaves the address out for an owner who did not give one', () => {
    const appellant = toAppellant(createFilerFormSchema({ allowOther: false }).parse(valid));
    expect(appellant.address).toBeNull();
    expect(toFilerForm(appellant).addressDiffers).toBe(false);
  });
});

describe('appellantSchema (what the API accepts)', () => {
  const appellant = { name: 'Pat Doe', type: 'owner', phone: { number: '5555550100' }, email: 'pat@example.org' };
  const messages = (value: unknown) => {
    const result = appellantSchema.safeParse(value);
    return result.success ? [] : result.error.issues.map((issue) => issue.message);
  };

  it('defaults the extension and accepts no address', () => {
    expect(appellantSchema.parse(appellant).phone.extension).toBe('');
  });

  it('uses the product messages for missing fields too, not the generic ones', () => {
    expect(messages({})).toEqual([M.nameRequired, M.relationRequired, M.phoneRequired, M.emailRequired]);
    expect(messages({ ...appellant, type: 'agent' })).toEqual([M.organizationRequired]);
    expect(messages({ ...appellant, type: 'other' })).toEqual([M.userTypeRequired]);
    expect(messages({ ...appellant, address: { lines: [], city: 'Harbor', state: 'ME', zip: '04011' } })).toEqual([M.line1Required]);
    expect(messages({ ...appellant, address: { lines: ['12 Harbor Way', 'a', 'b'], city: 'Harbor', state: 'ME', zip: '04011' } })).toEqual([M.addressTooManyLines]);
    expect(messages({ ...appellant, name: 'x'.repeat(201) })).toEqual([M.textTooLong]);
  });
});

describe('phone helpers', () => {
  it('keeps the digits and formats as (xxx) xxx xxxx', () => {
    expect(phoneDigits('(555) 555-0100')).toBe('5555550100');
    expect(formatPhoneInput('5555550100')).toBe('(555) 555 0100');
    expect(formatPhoneInput('555')).toBe('(555)');
    expect(formatPhoneInput('5555')).toBe('(555) 5');
    expect(formatPhoneInput('55')).toBe('55');
    expect(formatPhoneInput('call me')).toBe('call me');
  });

  it('forces the address for agents and others', () => {
    expect(addressRequiredFor('agent', false)).toBe(true);
    expect(addressRequiredFor('other', false)).toBe(true);
    expect(addressRequiredFor('owner', false)).toBe(false);
    expect(addressRequiredFor('owner', true)).toBe(true);
  });
});
