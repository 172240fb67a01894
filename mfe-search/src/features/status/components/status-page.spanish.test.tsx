import { screen, within } from '@testing-library/react';
import userEvent from '@testing-library/user-event';
import { createBus, LiveRegion, type PortalBus } from 'mfe-shared';
import { Route, Routes } from 'mfe-shared/router';
import type { StatusResponse } from 'mfe-shared/schemas';
import { fakeApi, ok } from '../../../../../mfe-shared/test/fake-api';
import { fakeResponse, renderWithPortal, TEST_OFFICE } from '../../../../../mfe-shared/test/portal-fixture';
import { speak } from '../../../../../mfe-shared/test/language';
import en from '../../../locales/en/status.json';
import es from '../../../locales/es/status.json';
import { StatusPage } from './status-page';
import { pageViewNames } from '../../../../../mfe-shared/test/page-views';

// The status page in Spanish: every text from the Spanish catalogue, dates in es-US.

const TOKEN = 'v1.AQIDBAUGBwgJCgsMDQ4PEBESExQV.c2lnbmF0dXJlLXNpZ25hdHVyZS1zaWduYXR1cmUtc2ln';
const county = { name: 'Harbor County Assessor', phone: '5555550100', email: 'assessor@harbor.example', timeZone: 'America/New_York' };

const appealView: StatusResponse = {
  kind: 'appeal',
  reference: 'HC-26-7K3QPM',
  county,
  appeal: {
    status: 'decided',
    filedAt: '2026-11-02T15:00:00.000Z',
    parcel: { id: 'HC-000200-A862', address: '8849 Forest Rd' },
    claimedValue: { amount: 474600, currency: 'USD' },
    timeline: [
      { status: 'filed', label: 'Filed', at: '2026-11-02T15:00:00.000Z', decidedValue: null, hearingAt: null },
      { status: 'hearing-scheduled', label: 'Hearing scheduled', at: '2026-11-10T15:00:00.000Z', decidedValue: null, hearingAt: '2026-11-18T19:30:00.000Z' },
      { status: 'decided', label: 'Decided', at: '2026-11-20T15:00:00.000Z', decidedValue: { amount: 480000, currency: 'USD' }, hearingAt: null },
    ],
    documents: [],
  },
  meeting: null,
};

const meetingView = (overrides: Partial<NonNullable<StatusResponse['meeting']>> = {}): StatusResponse => ({
  kind: 'meeting',
  reference: 'HC-26-M4XQ2R',
  county,
  appeal: null,
  meeting: {
    status: 'booked',
    meetingType: 'virtual',
    startTime: '2026-12-03T15:00:00.000Z',
    durationMinutes: 30,
    place: null,
    slotTypes: ['residential'],
    parcel: { id: 'HC-000300-B111', address: '12 Bay Blvd' },
    canChange: true,
    changeClosedReason: null,
    changeCutoffHours: 24,
    ...overrides,
  },
});

function renderStatus(routes: Parameters<typeof fakeApi>[0], { liveRegion = false, bus }: { liveRegion?: boolean; bus?: PortalBus } = {}) {
  const { api } = fakeApi(routes);
  renderWithPortal(
    <>
      {liveRegion ? <LiveRegion /> : null}
      <Routes>
        <Route path="/status/:token" element={<StatusPage />} />
      </Routes>
    </>,
    { route: `/status/${TOKEN}`, api, bus, settings: { 'meetings.enabled': true } },
  );
  return userEvent.setup();
}

/** No English text of the catalogue is on the page: neither a whole element's text nor a sentence inside one. */
function expectNoEnglish() {
  const page = document.body.textContent ?? '';
  for (const [id, english] of Object.entries(en)) {
    if (english === es[id as keyof typeof es]) continue;
    if (!english.includes('{')) expect(screen.queryAllByText(english)).toEqual([]);
    // The fixed words between a message's arguments ('Decided value: ', 'Cancel your meeting on ').
    if (!/plural|select/.test(english)) for (const words of english.split(/<\/?\w+>|\{[^}]*\}/)) if (words.trim().length >= 12) expect(page).not.toContain(words.trim());
  }
}

beforeEach(() => speak('es'));
afterEach(() => speak('en'));

it("shows an appeal's status in Spanish: each step by its status, dates in Spanish, the county to ask", async () => {
  renderStatus({ [`GET /status/${TOKEN}`]: ok(appealView) });
  expect(await screen.findByRole('heading', { level: 1, name: 'Su apelación' })).toBeInTheDocument();
  expect(document.title).toMatch(/^Su apelación/);
  expect(screen.getByText('HC-26-7K3QPM', { selector: 'strong' }).closest('p')).toHaveTextContent('Referencia HC-26-7K3QPM');
  expect(screen.getByText('Estado')).toBeInTheDocument();
  expect(screen.getByText('lunes, 2 de noviembre de 2026, 10:00 a.m.', { selector: 'dd' })).toBeInTheDocument();
  const steps = within(screen.getByRole('list', { name: 'Lo que ha pasado hasta ahora' }));
  expect(steps.getAllByRole('heading', { level: 3 }).map((h) => h.textContent)).toEqual(['Presentada', 'Audiencia programada', 'Decidida']);
  expect(steps.getByText('Audiencia: miércoles, 18 de noviembre de 2026, 2:30 p.m.')).toBeInTheDocument();
  expect(steps.getByText('Valor decidido: $480,000')).toBeInTheDocument();
  // The receipt in the page's language, whatever the browser's own (a download sends its Accept-Language).
  expect(screen.getByRole('link', { name: 'Descargar su recibo (PDF)' })).toHaveAttribute('href', `/harbor-county/api/status/${TOKEN}/receipt.pdf?lang=es`);
  expect(screen.getByText('No se enviaron documentos con esta apelación.')).toBeInTheDocument();
  const contact = screen.getByRole('link', { name: '(555) 555 0100' }).closest('p');
  expect(contact).toHaveTextContent('Comuníquese con Harbor County Assessor al (555) 555 0100 o en assessor@harbor.example, e indique su referencia, HC-26-7K3QPM.');
  expect(within(contact!).getByRole('link', { name: 'assessor@harbor.example' })).toHaveAttribute('href', 'mailto:assessor@harbor.example');
  expectNoEnglish();
});

it('names the tab in Spanish and records the page views under their English titles', async () => {
  const bus = createBus();
  const views = pageViewNames(bus);
  renderStatus({ [`GET /status/${TOKEN}`]: ok(appealView) }, { bus });
  expect(await screen.findByRole('heading', { level: 1, name: 'Su apelación' })).toBeInTheDocument();
  expect(document.title).toBe(`Su apelación - ${TEST_OFFICE}`);
  // While the link loads the page is 'Your appeal or meeting'; once it says which, 'Your appeal'.
  expect(views).toEqual(['Your appeal or meeting', 'Your appeal']);
});

it('offers a booked meeting its change and cancel in Spanish, and announces the cancel in Spanish', async () => {
  const cancelled = meetingView({ status: 'cancelled', canChange: false, changeClosedReason: 'Esta cita está cancelada.' });
  const user = renderStatus({ [`GET /status/${TOKEN}`]: ok(meetingView()), [`POST /status/${TOKEN}/cancel`]: ok(cancelled) }, { liveRegion: true });
  expect(await screen.findByRole('heading', { level: 1, name: 'Su cita' })).toBeInTheDocument();
  expect(screen.getByText('Reservada')).toBeInTheDocument();
  expect(screen.getByText('jueves, 3 de diciembre de 2026, 10:00 a.m. (30 minutos)')).toBeInTheDocument();
  expect(screen.getByText('Cita virtual: la oficina le enviará el enlace.')).toBeInTheDocument();
  expect(screen.getByRole('link', { name: 'Agregar a su calendario' })).toHaveAttribute('href', `/harbor-county/api/status/${TOKEN}/invitation.ics?lang=es`);
  expect(screen.getByRole('link', { name: 'Cambiar la fecha o la hora' })).toBeInTheDocument();
  expectNoEnglish();

  await user.click(screen.getByRole('button', { name: 'Cancelar esta cita' }));
  expect(screen.getByRole('heading', { name: '¿Cancelar su cita del jueves, 3 de diciembre de 2026, 10:00 a.m.?' })).toBeInTheDocument();
  expect(screen.getByRole('button', { name: 'No, mantenerla' })).toBeInTheDocument();
  expectNoEnglish();
  await user.click(screen.getByRole('button', { name: 'Sí, cancelar la cita' }));
  expect(await screen.findByRole('heading', { name: 'Esta cita está cancelada' })).toBeInTheDocument();
  expect(screen.getByText('Cancelada')).toBeInTheDocument();
  expect(screen.getByTestId('live-polite')).toHaveTextContent('Se canceló su cita del jueves, 3 de diciembre de 2026, 10:00 a.m.');
  expectNoEnglish();
});

it('asks for the confirmation of a pending appeal in Spanish, and says the network failure in Spanish', async () => {
  const confirmBy = new Date(Date.now() + 48 * 3_600_000).toISOString();
  const pending: StatusResponse = { ...appealView, appeal: { ...appealView.appeal!, status: 'filed', timeline: [], confirmBy, canConfirm: true } };
  const user = renderStatus({ [`GET /status/${TOKEN}`]: ok(pending), [`POST /status/${TOKEN}/confirm`]: fakeResponse({ status: 503, body: { message: 'down' } }) });
  expect(await screen.findByRole('heading', { name: 'Confirme su apelación' })).toBeInTheDocument();
  expect(screen.getByText('Esperando confirmación')).toBeInTheDocument();
  expect(screen.getByText('Ninguno')).toBeInTheDocument();
  await user.click(screen.getByRole('button', { name: 'Confirmar mi apelación' }));
  expect(await screen.findByRole('alert')).toHaveTextContent('No pudimos confirmar su apelación. Inténtelo de nuevo.');
  expectNoEnglish();
});

it('says in Spanish that a link cannot be opened, with the API message as it came', async () => {
  renderStatus({ [`GET /status/${TOKEN}`]: fakeResponse({ status: 410, body: { message: 'Este enlace venció.' } }) });
  expect(await screen.findByRole('alert')).toHaveTextContent('Este enlace venció.');
  expect(screen.getByRole('heading', { level: 1 })).toHaveTextContent('No se puede abrir este enlace');
  expect(screen.getByRole('link', { name: 'Ir a la página de inicio' })).toBeInTheDocument();
  expectNoEnglish();
});
