// No zod here: the shell's sign-in form needs only the words, not the schema library.

/** Staff sign-in texts: the shell shows them before sending, the API answers with the same words. */
export const SIGN_IN_MESSAGES = {
  emailRequired: 'Enter your email address',
  passwordRequired: 'Enter your password',
  /** The one failure of sign-in: it never tells whether the e-mail or the password was wrong. */
  incorrect: 'Email or password is incorrect',
} as const;
