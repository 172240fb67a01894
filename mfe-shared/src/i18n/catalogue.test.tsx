import { render, screen } from '@testing-library/react';
import { currentLanguage, defineCatalogue, setLanguage, startLanguage } from 'mfe-shared';
import { speak } from '../../test/language';

const useT = defineCatalogue(
  { 'test.greeting': 'Hello {name}', 'test.files': '{count, plural, one {# file} other {# files}}', 'test.onlyEnglish': 'Only English' },
  { es: async () => ({ default: { 'test.greeting': 'Hola {name}', 'test.files': '{count, plural, one {# archivo} other {# archivos}}' } }) },
);

function Greeting() {
  const t = useT();
  return (
    <p>
      {t('test.greeting', { name: 'Ana' })} · {t('test.files', { count: 2 })} · {t('test.onlyEnglish')}
    </p>
  );
}

afterEach(async () => {
  await speak('en');
  localStorage.clear();
});

it('says a catalogue in English, then in Spanish once chosen, and falls back to English for a missing id', async () => {
  const { rerender } = render(<Greeting />);
  expect(screen.getByText('Hello Ana · 2 files · Only English')).toBeInTheDocument();
  await speak('es');
  rerender(<Greeting />);
  expect(screen.getByText('Hola Ana · 2 archivos · Only English')).toBeInTheDocument();
});

it('remembers the choice per county, and ?lang= wins over what was remembered', async () => {
  await startLanguage({ tenant: 'harbor-county', setting: 'en,es' });
  await setLanguage('es');
  expect(localStorage.getItem('assessor:harbor-county:language:v1')).toBe('es');
  await setLanguage('en');
  expect(await startLanguage({ tenant: 'harbor-county', setting: 'en,es', requested: 'ES' })).toBe('es');
  expect(localStorage.getItem('assessor:harbor-county:language:v1')).toBe('es');
  // Another county has its own memory.
  expect(await startLanguage({ tenant: 'pine-county', setting: 'en,es' })).toBe('en');
});

it('ignores a language the county does not offer', async () => {
  expect(await startLanguage({ tenant: 'english-only', setting: 'en', requested: 'es' })).toBe('en');
  await setLanguage('es');
  expect(currentLanguage()).toBe('en');
});
