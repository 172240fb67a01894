import { z } from 'zod';
import { plainText } from './plain-text';

/** The filer details messages (docs/product.md#filer-and-attendee-details). Attendees of the meeting wizard follow the same rules. */
export const FILER_MESSAGES = {
  nameRequired: 'Your name is required',
  relationRequired: 'You must specify the relation to the property owner',
  organizationRequired: 'Organization is required',
  userTypeRequired: 'You must specify your relationship with the owner',
  line1Required: 'Address Line One is required',
  line1TooShort: 'Address Line One is too short',
  cityRequired: 'City/Town is required',
  cityTooLong: 'City/Town is too long',
  stateRequired: 'State is required',
  stateTooLong: 'State is too long',
  zipRequired: 'Zip is required',
  zipTooLong: 'Zip is too long',
  phoneRequired: 'Phone number is required',
  phoneLetters: 'Phone number must not contain letters',
  phoneTooShort: 'Phone number is too short',
  phoneTooLong: 'Phone number is too long',
  extensionTooLong: 'Phone Extension is too long',
  emailRequired: 'Email is required',
  emailInvalid: 'Email is not valid',
  confirmEmailRequired: 'Confirm Email is required',
  confirmEmailMismatch: 'Confirm Email does not match',
  // Our own (docs/product.md#filer-form-details): a bound on every text, which the form shows too,
  // and an address shape only a hand-made request can break.
  textTooLong: 'This entry is too long: use at most 200 characters',
  addressTooManyLines: 'An address has at most two lines',
} as const;

const M = FILER_MESSAGES;

/** Filer limits (docs/product.md#limits-and-constants). */
export const FILER_LIMITS = {
  phoneDigits: 10,
  extensionMaxExclusive: 9,
  line1MinExclusive: 5,
  cityStateZipMax: 20,
  /** Our own bound (docs/product.md#filer-form-details), so no field can carry a novel into the database. */
  textMax: 200,
} as const;

export const filerTypes = ['owner', 'agent', 'other'] as const;
export type FilerType = (typeof filerTypes)[number];

export const filerTypeLabels: Record<FilerType, string> = { owner: 'Owner', agent: 'Agent', other: 'Other' };

type TextRule = [ok: (value: string) => boolean, message: string];

/**
 * Trimmed text (plain-text.ts: no bidi controls or zero-width characters) that carries at most one
 * message: the first rule it breaks, so the form shows that one. Not `abort`, which would also stop
 * the cross-field rules below from running. A missing field or one that is not text (a hand-made
 * request) reads as the first rule's message.
 */
const text = (rules: [TextRule, ...TextRule[]]) =>
  plainText({ error: rules[0][1] }).superRefine((value, ctx) => {
    const broken = rules.find(([ok]) => !ok(value));
    if (broken) ctx.addIssue({ code: 'custom', message: broken[1] });
  });
const filled: TextRule[0] = (value) => value.length > 0;
const atMost = (max: number, message: string): TextRule => [(value) => value.length <= max, message];
const required = (message: string, max: number = FILER_LIMITS.textMax, tooLong: string = M.textTooLong) => text([[filled, message], atMost(max, tooLong)]);

const EMAIL = /^[^\s@]+@[^\s@]+\.[^\s@]+$/;
// People type phone numbers with the separators they are used to; only letters are refused.
const PHONE_SEPARATORS = /[\s().+-]/g;

/** Digits of a phone number as typed: '(555) 555 0100' -> '5555550100'. */
export function phoneDigits(typed: string): string {
  return typed.replace(PHONE_SEPARATORS, '');
}

/**
 * Phones display as (xxx) xxx xxxx (docs/product.md#filer-and-attendee-details), grouped as the
 * digits are typed; text with anything but digits and separators is shown as typed.
 */
export function formatPhoneInput(typed: string): string {
  const digits = phoneDigits(typed);
  if (!/^\d+$/.test(digits)) return typed;
  if (digits.length <= 3) return digits.length === 3 ? `(${digits})` : digits;
  if (digits.length <= 6) return `(${digits.slice(0, 3)}) ${digits.slice(3)}`;
  return `(${digits.slice(0, 3)}) ${digits.slice(3, 6)} ${digits.slice(6)}`;
}

const phoneNumber = z
  .string({ error: M.phoneRequired })
  .transform(phoneDigits)
  .superRefine((digits, ctx) => {
    const rules: TextRule[] = [
      [filled, M.phoneRequired],
      [(value) => /^\d+$/.test(value), M.phoneLetters],
      [(value) => value.length >= FILER_LIMITS.phoneDigits, M.phoneTooShort],
      atMost(FILER_LIMITS.phoneDigits, M.phoneTooLong),
    ];
    const broken = rules.find(([ok]) => !ok(digits));
    if (broken) ctx.addIssue({ code: 'custom', message: broken[1] });
  });
const extension = plainText().max(FILER_LIMITS.extensionMaxExclusive - 1, { error: M.extensionTooLong });
const email = text([[filled, M.emailRequired], atMost(FILER_LIMITS.textMax, M.textTooLong), [(value) => EMAIL.test(value), M.emailInvalid]]);
/** An e-mail address by the filer form's rules and messages ('Email is required', 'Email is not valid'): also where a saved appeal's link goes. */
export const filerEmailSchema = email;

const addressFields = {
  city: required(M.cityRequired, FILER_LIMITS.cityStateZipMax, M.cityTooLong),
  state: required(M.stateRequired, FILER_LIMITS.cityStateZipMax, M.stateTooLong),
  zip: required(M.zipRequired, FILER_LIMITS.cityStateZipMax, M.zipTooLong),
};
const line1 = text([[filled, M.line1Required], [(value) => value.length > FILER_LIMITS.line1MinExclusive, M.line1TooShort], atMost(FILER_LIMITS.textMax, M.textTooLong)]);
const optionalText = plainText().max(FILER_LIMITS.textMax, { error: M.textTooLong });
const line2 = optionalText;

// The cross-field rules run even while a field is still wrong, so a form shows every message at once.
const whenObject = { when: (payload: { value: unknown }) => typeof payload.value === 'object' && payload.value !== null };

/** The appellant / attendee as sent to the API (POST /appeals, POST /meetings; docs/product.md#data-shapes). */
export const appellantSchema = z
  .object({
    name: required(M.nameRequired),
    type: z.enum(filerTypes, { error: M.relationRequired }),
    userType: optionalText.optional(),
    organization: optionalText.optional(),
    address: z
      .object(
        {
          lines: z.tuple([line1], line2, { error: M.line1Required }).refine((lines) => lines.length <= 2, { error: M.addressTooManyLines }),
          ...addressFields,
        },
        { error: M.line1Required },
      )
      .optional()
      .nullable(),
    phone: z.object({ number: phoneNumber, extension: extension.optional().default('') }, { error: M.phoneRequired }),
    email,
  })
  .superRefine((value, ctx) => {
    if (value.type === 'agent' && !value.organization) ctx.addIssue({ code: 'custom', path: ['organization'], message: M.organizationRequired });
    if (value.type === 'other' && !value.userType) ctx.addIssue({ code: 'custom', path: ['userType'], message: M.userTypeRequired });
  }, whenObject);
export type Appellant = z.output<typeof appellantSchema>;

export interface FilerFormOptions {
  /** appeal.allow_file_other: 'other' is offered (and accepted) only when on. */
  allowOther: boolean;
}

/** Agents and others always give their own address (docs/product.md#filer-and-attendee-details): the 'differs' box is forced on. */
export function addressRequiredFor(type: FilerType | '', addressDiffers: boolean): boolean {
  return type === 'agent' || type === 'other' || addressDiffers;
}

/** The filer/attendee form as typed (all strings); `toAppellant` turns valid values into the wire shape. */
export function createFilerFormSchema({ allowOther }: FilerFormOptions) {
  const offered = allowOther ? filerTypes : (['owner', 'agent'] as const);
  return z
    .object({
      name: required(M.nameRequired),
      type: z.enum(offered, { error: M.relationRequired }),
      organization: optionalText,
      userType: optionalText,
      addressDiffers: z.boolean(),
      line1: z.string(),
      line2,
      city: z.string(),
      state: z.string(),
      zip: z.string(),
      phone: phoneNumber,
      extension,
      email,
      confirmEmail: z.string().trim(),
    })
    .superRefine((value, ctx) => {
      // With `whenObject` this also runs while other fields are wrong: each value may still be as typed.
      const issue = (path: string, message: string) => ctx.addIssue({ code: 'custom', path: [path], message });
      const type = (offered as readonly string[]).includes(value.type) ? value.type : '';
      if (type === 'agent' && !value.organization) issue('organization', M.organizationRequired);
      if (type === 'other' && !value.userType) issue('userType', M.userTypeRequired);
      if (addressRequiredFor(type, value.addressDiffers === true)) {
        const fields = { line1, ...addressFields } as const;
        for (const key of ['line1', 'city', 'state', 'zip'] as const) {
          const result = fields[key].safeParse(value[key]);
          if (!result.success) issue(key, result.error.issues[0].message);
        }
      }
      const confirmEmail = typeof value.confirmEmail === 'string' ? value.confirmEmail.trim() : '';
      const typedEmail = typeof value.email === 'string' ? value.email.trim() : '';
      if (!confirmEmail) issue('confirmEmail', M.confirmEmailRequired);
      else if (confirmEmail !== typedEmail) issue('confirmEmail', M.confirmEmailMismatch);
    }, whenObject);
}

export type FilerForm = z.input<ReturnType<typeof createFilerFormSchema>>;
export type FilerFormValues = z.output<ReturnType<typeof createFilerFormSchema>>;

export const emptyFilerForm: FilerForm = {
  name: '',
  // No relation until the filer chooses one ('You must specify the relation to the property owner',
  // docs/product.md#filer-and-attendee-details); '' is what an unchosen radio group holds, which
  // the form's input type does not name.
  type: '' as unknown as FilerForm['type'],
  organization: '',
  userType: '',
  addressDiffers: false,
  line1: '',
  line2: '',
  city: '',
  state: '',
  zip: '',
  phone: '',
  extension: '',
  email: '',
  confirmEmail: '',
};

/** Valid form values as the API's appellant: only the fields the relation uses, address only when given. */
export function toAppellant(values: FilerFormValues): Appellant {
  const withAddress = addressRequiredFor(values.type, values.addressDiffers);
  return {
    name: values.name,
    type: values.type,
    ...(values.type === 'other' ? { userType: values.userType } : {}),
    ...(values.type === 'agent' ? { organization: values.organization } : {}),
    address: withAddress
      ? {
          lines: (values.line2 ? [values.line1.trim(), values.line2] : [values.line1.trim()]) as [string, ...string[]],
          city: values.city.trim(),
          state: values.state.trim(),
          zip: values.zip.trim(),
        }
      : null,
    phone: { number: values.phone, extension: values.extension },
    email: values.email,
  };
}

/** A stored appellant back into the form, for 'Change' from the summary and drafts. */
export function toFilerForm(appellant: Appellant): FilerForm {
  return {
    name: appellant.name,
    type: appellant.type,
    organization: appellant.organization ?? '',
    userType: appellant.userType ?? '',
    addressDiffers: Boolean(appellant.address) && appellant.type === 'owner',
    line1: appellant.address?.lines[0] ?? '',
    line2: appellant.address?.lines[1] ?? '',
    city: appellant.address?.city ?? '',
    state: appellant.address?.state ?? '',
    zip: appellant.address?.zip ?? '',
    phone: formatPhoneInput(appellant.phone.number),
    extension: appellant.phone.extension ?? '',
    email: appellant.email,
    confirmEmail: appellant.email,
  };
}
