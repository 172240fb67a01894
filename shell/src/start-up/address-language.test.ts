import { addressWithLanguage, requestedLanguage } from './address-language';

const LINK = 'https://portal.example/harbor-county/?lang=es#/status/v1.abc.def';

it("reads the language an e-mail's link or a county's page asks for, before the hash or in the hash route's query", () => {
  expect(requestedLanguage(LINK)).toBe('es');
  expect(requestedLanguage('https://portal.example/harbor-county/#/appeal/resume/v1.abc.def?lang=es')).toBe('es');
  expect(requestedLanguage('https://portal.example/harbor-county/#/status/v1.abc.def')).toBeNull();
});

it('says the language the visitor switched to in the address, keeping the screen and its token, so a reload keeps the choice', () => {
  expect(addressWithLanguage(LINK, 'en')).toBe('https://portal.example/harbor-county/?lang=en#/status/v1.abc.def');
  expect(addressWithLanguage('https://portal.example/harbor-county/#/search/main/1?lang=es', 'en')).toBe('https://portal.example/harbor-county/#/search/main/1?lang=en');
});

it('leaves alone an address that asks for no language, or for the one shown', () => {
  expect(addressWithLanguage('https://portal.example/harbor-county/#/status/v1.abc.def', 'es')).toBeNull();
  expect(addressWithLanguage(LINK, 'es')).toBeNull();
});
