/** The appeal wizard's screens (SPEC 2 'Appeal wizard'); the welcome screen is the index route. */
export const appealSteps = [
  { path: 'window', title: 'Appeal Season' },
  { path: 'method', title: 'Filing Method' },
  { path: 'details', title: 'Filer Details' },
  { path: 'comper', title: 'Comparables Selection' },
  { path: 'estimation', title: 'Estimation & Reason' },
  { path: 'fileupload', title: 'Supporting Documentation' },
  { path: 'summary', title: 'Summary' },
  { path: 'confirmation', title: 'Confirmation' },
] as const;

export const APPEAL_WELCOME_TITLE = 'Filing an appeal';
export const APPEAL_NOT_FOUND_HEADING = "Let's get you home";
