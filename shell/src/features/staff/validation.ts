import { SIGN_IN_MESSAGES, type Credentials } from 'mfe-shared/schemas';

export const EMAIL_FIELD_ID = 'staff-email';
export const PASSWORD_FIELD_ID = 'staff-password';

export function validateCredentials({ email, password }: Credentials): { fieldId: string; message: string }[] {
  const errors = [];
  if (!email.trim()) errors.push({ fieldId: EMAIL_FIELD_ID, message: SIGN_IN_MESSAGES.emailRequired });
  if (!password) errors.push({ fieldId: PASSWORD_FIELD_ID, message: SIGN_IN_MESSAGES.passwordRequired });
  return errors;
}
