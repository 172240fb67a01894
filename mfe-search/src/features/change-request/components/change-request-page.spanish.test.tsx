import { screen } from '@testing-library/react';
import userEvent from '@testing-library/user-event';
import { Route, Routes } from 'mfe-shared/router';
import { fakeApi, ok } from '../../../../../mfe-shared/test/fake-api';
import { fakeResponse, renderWithPortal, testParcel } from '../../../../../mfe-shared/test/portal-fixture';
import { speak } from '../../../../../mfe-shared/test/language';
import en from '../../../locales/en/change-request.json';
import es from '../../../locales/es/change-request.json';
import { ChangeRequestPage } from './change-request-page';

// The Ask for a correction in Spanish: the form, its outcome and the page of a property the
// county does not hold, from the Spanish catalogue; the county's name from its own translation.

beforeAll(() => {
  Element.prototype.scrollIntoView = jest.fn();
});
afterAll(() => {
  delete (Element.prototype as Partial<Element>).scrollIntoView;
});
beforeEach(() => speak('es'));
afterEach(() => speak('en'));

const parcel = testParcel();
const OFICINA = 'Oficina del Tasador del Condado de Harbor';

function renderPage(routes: Parameters<typeof fakeApi>[0]) {
  const { api, calls } = fakeApi(routes);
  renderWithPortal(
    <Routes>
      <Route path="/property/:parcelNum/change-request" element={<ChangeRequestPage />} />
    </Routes>,
    { route: `/property/${parcel.id}/change-request`, api, settings: { 'general.translations': { es: { 'general.display_name': OFICINA } } } },
  );
  return { calls, user: userEvent.setup() };
}

/** No English text of the catalogue is on the page: neither a whole element's text nor a sentence inside one. */
function expectNoEnglish() {
  const page = document.body.textContent ?? '';
  for (const [id, english] of Object.entries(en)) {
    if (english === es[id as keyof typeof es]) continue;
    if (!english.includes('{')) expect(screen.queryAllByText(english)).toEqual([]);
    for (const words of english.split(/\{[^}]*\}/)) if (words.trim().length >= 12) expect(page).not.toContain(words.trim());
  }
}

const fillIn = async (user: ReturnType<typeof userEvent.setup>) => {
  await user.click(screen.getByRole('radio', { name: /Dirección postal/ }));
  await user.type(screen.getByLabelText('¿Cuál es la información correcta?'), '12 Elm St, Harbor, ME 04001');
  await user.type(screen.getByLabelText('Su nombre'), 'Ana Ruiz');
  await user.type(screen.getByLabelText('Correo electrónico', { exact: false }), 'ana@example.org');
};

it('asks in Spanish, then gives the reference and what happens next in Spanish', async () => {
  const { calls, user } = renderPage({
    [`GET /prc/${parcel.id}`]: ok(parcel),
    'POST /change-requests': fakeResponse({ status: 201, body: { reference: 'TC-26-7K3QPM', createdAt: '2026-11-26T10:00:00Z' } }),
  });
  expect(await screen.findByRole('heading', { level: 1, name: 'Solicitud de corrección' })).toBeInTheDocument();
  expect(document.title).toMatch(/^Solicitud de corrección/);
  expect(screen.getByText('Indique a la oficina qué está mal en sus registros de la parcela 131-3253-R32532, 12 Harbor View Rd.')).toBeInTheDocument();
  expect(screen.getByRole('group', { name: '¿Qué está mal?' })).toBeInTheDocument();
  expect(screen.getByRole('radio', { name: /Nombre del propietario/ })).toBeInTheDocument();
  expect(screen.getByText('Donde el condado envía el aviso de tasación y la factura de impuestos.')).toBeInTheDocument();
  expect(screen.getByRole('link', { name: 'Volver a la propiedad' })).toBeInTheDocument();
  expectNoEnglish();

  await fillIn(user);
  await user.click(screen.getByRole('button', { name: 'Enviar mi solicitud de corrección' }));
  expect(await screen.findByRole('heading', { level: 1, name: 'Solicitud de corrección enviada' })).toBeInTheDocument();
  expect(calls.filter((call) => call.method === 'POST')).toHaveLength(1);
  expect(screen.getByText('Parcela 131-3253-R32532')).toBeInTheDocument();
  expect(screen.getByText('Confirmación enviada a')).toBeInTheDocument();
  expect(screen.getByText(new RegExp(`^${OFICINA} revisa cada solicitud`))).toBeInTheDocument();
  expectNoEnglish();
});

it('says in Spanish that the request could not be sent when the API is not reached, and keeps what was typed', async () => {
  const { user } = renderPage({
    [`GET /prc/${parcel.id}`]: ok(parcel),
    'POST /change-requests': () => Promise.reject(new TypeError('Failed to fetch')),
  });
  await screen.findByRole('heading', { level: 1, name: 'Solicitud de corrección' });
  await fillIn(user);
  await user.click(screen.getByRole('button', { name: 'Enviar mi solicitud de corrección' }));
  expect(await screen.findByRole('heading', { name: 'No se envió su solicitud de corrección' })).toBeInTheDocument();
  expect(screen.getByText('No se pudo enviar su solicitud de corrección. Revise su conexión e inténtelo de nuevo.')).toBeInTheDocument();
  expect(screen.getByLabelText('Su nombre')).toHaveValue('Ana Ruiz');
  expectNoEnglish();
});

it('says in Spanish that a property is not in the records, with the office to contact', async () => {
  renderPage({ [`GET /prc/${parcel.id}`]: fakeResponse({ status: 404, body: { message: 'No encontrado' } }) });
  expect(await screen.findByRole('heading', { name: 'Esta propiedad no está en los registros del condado' })).toBeInTheDocument();
  expect(screen.getByText(new RegExp(`comuníquese con ${OFICINA}\\.$`))).toBeInTheDocument();
  expectNoEnglish();
});
