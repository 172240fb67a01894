/**
 * The text of an API failure whose answer carried no message (a proxy's page, an empty body): the
 * specification's 'Unknown error'. It names nothing a visitor can act on, so no screen shows it; each
 * says in its own words what did not happen and what to do (mfe-shared/ui serverMessage).
 */
export const NO_SERVER_MESSAGE = 'Unknown error';
