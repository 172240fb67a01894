import { act } from '@testing-library/react';
import { setLanguage, startLanguage } from 'mfe-shared';
import type { Language } from 'mfe-shared/domain';

/**
 * Makes the page speak a language in a unit test, as a county offering English and
 * Spanish whose visitor chose it; every catalogue defined so far is loaded first. Call
 * `speak('en')` after the test (afterEach) so the next test reads English.
 */
export async function speak(language: Language): Promise<void> {
  await act(async () => {
    await startLanguage({ tenant: 'test-county', setting: 'en,es' });
    await setLanguage(language);
  });
}
