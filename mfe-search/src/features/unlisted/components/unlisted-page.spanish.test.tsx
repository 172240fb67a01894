import { screen, within } from '@testing-library/react';
import userEvent from '@testing-library/user-event';
import { Route, Routes } from 'mfe-shared/router';
import { renderWithPortal, TEST_OFFICE } from '../../../../../mfe-shared/test/portal-fixture';
import { speak } from '../../../../../mfe-shared/test/language';
import en from '../../../locales/en/unlisted.json';
import es from '../../../locales/es/unlisted.json';
import { UnlistedPage } from './unlisted-page';

// Manual entry in Spanish: labels, hints, property types and Continue from the Spanish catalogue.

beforeAll(() => {
  Element.prototype.scrollIntoView = jest.fn();
});
afterAll(() => {
  delete (Element.prototype as Partial<Element>).scrollIntoView;
});
beforeEach(() => speak('es'));
afterEach(() => speak('en'));

function renderPage() {
  renderWithPortal(
    <Routes>
      <Route path="/property/unlisted" element={<UnlistedPage />} />
    </Routes>,
    { route: '/property/unlisted', settings: { 'appeal.allow_unlisted_property': true }, me: { accountId: 'clerk-1' } },
  );
  return userEvent.setup();
}

it('asks for the property in Spanish, its types in Spanish, and stays in Spanish when Continue finds problems', async () => {
  const user = renderPage();
  expect(screen.getByRole('heading', { level: 1 })).toHaveTextContent('Ingrese los datos de la propiedad');
  expect(document.title).toBe(`Ingrese los datos de la propiedad - ${TEST_OFFICE}`);
  expect([...document.querySelectorAll('form label')].map((label) => label.textContent)).toEqual([
    'Dirección',
    'Nombre del propietario',
    'Tipo de propiedad',
    'Valor de mercado actual',
    'Número de parcela',
    'Descripción legal',
    'Dirección postal, línea 1',
    'Dirección postal, línea 2 (opcional)',
    'Ciudad',
    'Estado',
    'Código postal',
  ]);
  expect(screen.getByRole('group', { name: 'Dirección postal' })).toBeInTheDocument();
  const type = screen.getByRole('combobox', { name: 'Tipo de propiedad' });
  expect(
    within(type)
      .getAllByRole('option')
      .map((o) => o.textContent),
  ).toEqual(['Residencial', 'Comercial', 'Agrícola', 'Casa móvil', 'Industrial', 'Terreno baldío', 'Exenta']);
  expect(screen.getByRole('textbox', { name: 'Valor de mercado actual' })).toHaveAccessibleDescription('Indique un valor lo más cercano posible al valor de mercado actual.');
  expect(screen.getByText('Todos los campos son obligatorios, salvo los marcados como opcionales.')).toBeInTheDocument();

  await user.click(screen.getByRole('button', { name: 'Continuar' }));
  expect(await screen.findByRole('alert', { name: 'Hay un problema' })).toBeInTheDocument();
  for (const [id, english] of Object.entries(en)) {
    if (english !== es[id as keyof typeof es]) expect(screen.queryAllByText(english)).toEqual([]);
  }
});
