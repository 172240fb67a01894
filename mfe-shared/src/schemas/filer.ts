import { z } from 'zod';

/** SPEC 5 'Filer details', word for word. Attendees of the meeting wizard follow the same rules. */
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
} as const;

const M = FILER_MESSAGES;

/** SPEC 9 filer limits. */
export const FILER_LIMITS = {
  phoneDigits: 10,
  extensionMaxExclusive: 9,
  line1MinExclusive: 5,
  cityStateZipMax: 20,
  /** Not in SPEC: a bound so no field can carry a novel into the database. */
  textMax: 200,
} as const;

export const filerTypes = ['owner', 'agent', 'other'] as const;
export type FilerType = (typeof filerTypes)[number];

export const filerTypeLabels: Record<FilerType, string> = { owner: 'Owner', agent: 'Agent', other: 'Other' };

// abort stops at the first failure, so a field carries one message and the form shows that one.
const required = (message: string) => z.string().trim().min(1, { error: message, abort: true }).max(FILER_LIMITS.textMax);

const EMAIL = /^[^\s@]+@[^\s@]+\.[^\s@]+$/;
// People type phone numbers with the separators they are used to; only letters are refused.
const PHONE_SEPARATORS = /[\s().+-]/g;

/** Digits of a phone number as typed: '(555) 555 0100' -> '5555550100'. */
export function phoneDigits(typed: string): string {
  return typed.replace(PHONE_SEPARATORS, '');
}

/** SPEC 5: phones display as (xxx) xxx xxxx; anything that is not ten digits is shown as typed. */
export function formatPhoneInput(typed: string): string {
  const digits = phoneDigits(typed);
  if (!/^\d+$/.test(digits)) return typed;
  if (digits.length <= 3) return digits.length === 3 ? `(${digits})` : digits;
  if (digits.length <= 6) return `(${digits.slice(0, 3)}) ${digits.slice(3)}`;
  return `(${digits.slice(0, 3)}) ${digits.slice(3, 6)} ${digits.slice(6)}`;
}

const phoneNumber = z
  .string()
  .transform(phoneDigits)
  .pipe(
    z
      .string()
      .min(1, { error: M.phoneRequired, abort: true })
      .regex(/^\d+$/, { error: M.phoneLetters, abort: true })
      .min(FILER_LIMITS.phoneDigits, { error: M.phoneTooShort })
      .max(FILER_LIMITS.phoneDigits, { error: M.phoneTooLong }),
  );
const extension = z
  .string()
  .trim()
  .max(FILER_LIMITS.extensionMaxExclusive - 1, { error: M.extensionTooLong });
const email = required(M.emailRequired).regex(EMAIL, { error: M.emailInvalid });

const addressFields = {
  city: required(M.cityRequired).max(FILER_LIMITS.cityStateZipMax, { error: M.cityTooLong }),
  state: required(M.stateRequired).max(FILER_LIMITS.cityStateZipMax, { error: M.stateTooLong }),
  zip: required(M.zipRequired).max(FILER_LIMITS.cityStateZipMax, { error: M.zipTooLong }),
};
const line1 = required(M.line1Required).min(FILER_LIMITS.line1MinExclusive + 1, { error: M.line1TooShort });
const line2 = z.string().trim().max(FILER_LIMITS.textMax);

/** SPEC 3 appellant / attendee as sent to the API (POST /appeals, POST /meetings). */
export const appellantSchema = z
  .object({
    name: required(M.nameRequired),
    type: z.enum(filerTypes, { error: M.relationRequired }),
    userType: z.string().trim().max(FILER_LIMITS.textMax).optional(),
    organization: z.string().trim().max(FILER_LIMITS.textMax).optional(),
    address: z
      .object({
        lines: z.tuple([line1], line2).refine((lines) => lines.length <= 2, { error: 'An address has at most two lines' }),
        ...addressFields,
      })
      .optional()
      .nullable(),
    phone: z.object({ number: phoneNumber, extension: extension.optional().default('') }),
    email,
  })
  .superRefine((value, ctx) => {
    if (value.type === 'agent' && !value.organization) ctx.addIssue({ code: 'custom', path: ['organization'], message: M.organizationRequired });
    if (value.type === 'other' && !value.userType) ctx.addIssue({ code: 'custom', path: ['userType'], message: M.userTypeRequired });
  });
export type Appellant = z.output<typeof appellantSchema>;

export interface FilerFormOptions {
  /** appeal.allow_file_other: 'other' is offered (and accepted) only when on. */
  allowOther: boolean;
}

/** Agents and others always give their own address (SPEC 2): the 'differs' box is forced on. */
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
      organization: z.string().trim().max(FILER_LIMITS.textMax),
      userType: z.string().trim().max(FILER_LIMITS.textMax),
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
      const issue = (path: string, message: string) => ctx.addIssue({ code: 'custom', path: [path], message });
      if (value.type === 'agent' && !value.organization) issue('organization', M.organizationRequired);
      if (value.type === 'other' && !value.userType) issue('userType', M.userTypeRequired);
      if (addressRequiredFor(value.type, value.addressDiffers)) {
        const fields = { line1, ...addressFields } as const;
        for (const key of ['line1', 'city', 'state', 'zip'] as const) {
          const result = fields[key].safeParse(value[key]);
          if (!result.success) issue(key, result.error.issues[0].message);
        }
      }
      if (!value.confirmEmail) issue('confirmEmail', M.confirmEmailRequired);
      else if (value.confirmEmail !== value.email) issue('confirmEmail', M.confirmEmailMismatch);
    });
}

export type FilerForm = z.input<ReturnType<typeof createFilerFormSchema>>;
export type FilerFormValues = z.output<ReturnType<typeof createFilerFormSchema>>;

export const emptyFilerForm: FilerForm = {
  name: '',
  type: 'owner',
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
      ? { lines: (values.line2 ? [values.line1.trim(), values.line2] : [values.line1.trim()]) as [string, ...string[]], city: values.city.trim(), state: values.state.trim(), zip: values.zip.trim() }
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
