// The meeting wizard and the reschedule page in Spanish: each screen says the Spanish
// catalogue's texts, with dates and times in es-US, and none of the English catalogue's.
import { screen, waitFor, within } from '@testing-library/react';
import userEvent from '@testing-library/user-event';
import { createBus } from 'mfe-shared';
import { fakeResponse, TEST_OFFICE, testParcel } from '../../../mfe-shared/test/portal-fixture';
import { speak } from '../../../mfe-shared/test/language';
import { attendee, fakeApi, officePlace, ok, politeAnnouncement, renderMeetingWizard, slot, stepHeading } from '../../test/meeting-fixture';
import en from '../locales/en';
import es from '../locales/es';
import { pageViewNames } from '../../../mfe-shared/test/page-views';

jest.setTimeout(30_000);

beforeEach(() => speak('es'));
afterEach(() => speak('en'));

const NEW_YORK = { 'general.timezone': 'America/New_York' };
// Tuesday, December 1, 2026 at 10:00 AM and 2:00 PM in New York.
const morning = slot('2026-12-01T15:00:00.000Z');
const afternoon = slot('2026-12-01T19:00:00.000Z');

/**
 * The English catalogue's plain texts (no arguments) that Spanish says otherwise; not a lone
 * lower-case word ('meeting', said after 'Change' for screen readers), which English elsewhere
 * (mfe-shared's messages, not this package's) may contain.
 */
const ENGLISH = Object.entries(en)
  .filter(([id, text]) => !text.includes('{') && text !== es[id as keyof typeof es] && text.length > 3 && (/^[A-Z]/.test(text) || text.includes(' ')))
  .map(([, text]) => text);

/** Everything the page shows or says to a screen reader: its text, title and accessible names. */
function shown(): string {
  const named = [...document.querySelectorAll('[aria-label], [title], [aria-valuetext]')].flatMap((element) =>
    ['aria-label', 'title', 'aria-valuetext'].map((name) => element.getAttribute(name) ?? ''),
  );
  // Not the test's probe of the router's address ('/meeting/summary').
  const page = document.body.cloneNode(true) as HTMLElement;
  page.querySelector('[data-testid="location"]')?.remove();
  return [document.title, page.textContent ?? '', ...named].join('\n');
}

const escape = (text: string) => text.replace(/[.*+?^${}()|[\]\\]/g, '\\$&');
const expectNoEnglish = () => {
  const page = shown();
  expect(ENGLISH.filter((text) => new RegExp(`(^|\\W)${escape(text)}($|\\W)`).test(page))).toEqual([]);
};

it('has every English id in Spanish', () => {
  expect(Object.keys(es).sort()).toEqual(Object.keys(en).sort());
});

it('the intro: title, progress, what booking involves and Next', async () => {
  renderMeetingWizard({ route: '/meeting', parcel: testParcel({ recordCardUrl: '/cards/1.pdf' }) });
  await stepHeading('Reservar una cita');
  expect(document.title).toBe('Reservar una cita - Harbor County Assessor');
  expect(screen.getByRole('progressbar')).toHaveAttribute('aria-valuetext', '0% completado de la reserva de una cita');
  expect(document.body).toHaveTextContent('Reserve una cita con Harbor County Assessor sobre 12 Harbor View Rd (parcela 131-3253-R32532).');
  expect(screen.getByText('12 Harbor View Rd').tagName).toBe('STRONG');
  expect(screen.getByText(/^Nos dirá quién asistirá, elegirá una cita virtual o una cita en una de nuestras oficinas/)).toBeInTheDocument();
  expect(screen.getByRole('button', { name: 'Comenzar mi reserva' })).toBeInTheDocument();
  expectNoEnglish();
});

it('the intro of a parcel the county does not hold, with its links in the sentence', async () => {
  const handEntered = testParcel({ id: 'MY-OWN-1', address: '99 Manual Entry Lane', recordCardUrl: null, location: null, imageUrl: null });
  const { api } = fakeApi({ 'GET /prc/MY-OWN-1': fakeResponse({ status: 404, body: { message: 'No encontrado' } }) });
  renderMeetingWizard({ route: '/meeting', api, parcel: handEntered, settings: { 'general.email': 'assessor@harbor.example' } });
  const alert = (await screen.findByRole('heading', { name: 'Esta cita no se puede reservar en línea' })).closest('.usa-alert')!;
  expect(alert).toHaveTextContent('Para acordar una cita sobre esta propiedad, comuníquese con Harbor County Assessor al (555) 555 0100 o escriba a assessor@harbor.example.');
  expect(within(alert as HTMLElement).getByRole('link', { name: '(555) 555 0100' })).toHaveAttribute('href', 'tel:5555550100');
  expect(within(alert as HTMLElement).getByRole('link', { name: 'assessor@harbor.example' })).toHaveAttribute('href', 'mailto:assessor@harbor.example');
  expect(screen.getByRole('link', { name: 'Buscar su propiedad' })).toBeInTheDocument();
  expectNoEnglish();
});

it("a county's own name in Spanish, from its translations", async () => {
  renderMeetingWizard({
    route: '/meeting',
    parcel: testParcel({ recordCardUrl: '/cards/1.pdf' }),
    settings: { 'general.translations': { es: { 'general.display_name': 'Oficina del Tasador del Condado de Harbor' } } },
  });
  await stepHeading('Reservar una cita');
  expect(document.body).toHaveTextContent('Reserve una cita con Oficina del Tasador del Condado de Harbor sobre');
});

it('the attendee details', async () => {
  renderMeetingWizard({ route: '/meeting/details', draft: { prefillName: 'Avery Quinn' } });
  await stepHeading('Datos del asistente');
  expect(screen.getByText('Díganos quién asistirá a la cita y cómo podemos comunicarnos con esa persona.')).toBeInTheDocument();
  expect(screen.getByRole('link', { name: 'Volver a reservar una cita' })).toHaveAttribute('href', '/meeting');
  expectNoEnglish();
});

it('the location: kinds of meeting, places and the map', async () => {
  const user = userEvent.setup();
  const { api } = fakeApi({ 'GET /places': ok({ results: [officePlace] }) });
  renderMeetingWizard({ route: '/meeting/location', api, draft: { attendee } });
  await stepHeading('Tipo de cita y lugar');
  expect(screen.getByRole('group', { name: '¿Cómo le gustaría reunirse?' })).toBeInTheDocument();
  await user.click(screen.getByRole('radio', { name: /En persona/ }));
  const places = await screen.findByRole('group', { name: '¿Dónde le gustaría reunirse?' });
  await user.click(within(places).getByRole('radio', { name: /County Office/ }));
  expect(screen.getByTitle(`Mapa de ${officePlace.name}, ${officePlace.address}`)).toBeInTheDocument();
  expectNoEnglish();
});

it('the date and time: the calendar, the times and their names, by the county clock in es-US', async () => {
  const user = userEvent.setup();
  const { api } = fakeApi({ 'GET /time-slots': ok({ results: [morning, afternoon] }) });
  renderMeetingWizard({ route: '/meeting/datetime', api, settings: NEW_YORK, draft: { attendee, meetingType: 'virtual' } });
  await stepHeading('Fecha y hora');
  await screen.findByRole('heading', { level: 2, name: 'Elija una fecha' });
  expect(politeAnnouncement()).toBe('Se cargó el calendario con las fechas disponibles');
  expect(screen.getByText('Las horas se indican en hora oriental, la zona horaria del condado. Cita virtual.')).toBeInTheDocument();
  expect(screen.getByRole('button', { name: 'Ir al mes anterior' })).toBeInTheDocument();
  expect(screen.getByRole('button', { name: 'Ir al año siguiente' })).toBeInTheDocument();
  expect(screen.getByRole('button', { name: /^diciembre de 2026 – subir a la vista del año$/ })).toBeInTheDocument();
  expect(screen.getByRole('list', { name: 'Leyenda' })).toHaveTextContent(/Fechas disponibles\s*Fecha seleccionada/);

  await user.click(screen.getByRole('button', { name: 'martes, 1 de diciembre de 2026, disponible' }));
  expect(politeAnnouncement()).toBe('Se cargaron los horarios disponibles');
  const times = screen.getByRole('group', { name: 'Elija una hora para el martes, 1 de diciembre' });
  expect(within(times).getByRole('button', { name: 'a.m.' })).toHaveAttribute('aria-pressed', 'true');
  expect(screen.getByRole('radio', { name: /^martes, 1 de diciembre de 2026, 10:00\sa\.m\. \(hora oriental\)$/ })).toBeInTheDocument();
  await user.click(within(times).getByRole('button', { name: 'p.m.' }));
  expect(screen.getByText(/^2:00\sp\.m\.$/)).toBeInTheDocument();
  expect(screen.getByRole('button', { name: 'Continuar' })).toHaveAttribute('aria-disabled', 'true');
  expect(screen.getByText('Elija una fecha y una hora para continuar.')).toBeInTheDocument();
  expectNoEnglish();
});

it('the date and time: a half of the day without times, and no times at all', async () => {
  const user = userEvent.setup();
  const { api } = fakeApi({ 'GET /time-slots': ok({ results: [morning] }) });
  renderMeetingWizard({ route: '/meeting/datetime', api, settings: NEW_YORK, draft: { attendee, meetingType: 'virtual' } });
  await screen.findByRole('heading', { level: 2, name: 'Elija una fecha' });
  await user.click(screen.getByRole('button', { name: 'martes, 1 de diciembre de 2026, disponible' }));
  await user.click(screen.getByRole('button', { name: 'p.m.' }));
  expect(screen.getByText('No hay horarios disponibles por la tarde. Busque horarios disponibles por la mañana.')).toBeInTheDocument();
  expectNoEnglish();
});

it('the date and time when no slot is free', async () => {
  const { api } = fakeApi({ 'GET /time-slots': ok({ results: [] }) });
  renderMeetingWizard({ route: '/meeting/datetime', api, settings: NEW_YORK, draft: { attendee, meetingType: 'virtual' } });
  expect(await screen.findByText('No hay horarios disponibles para reservar citas. Elija otro lugar o vuelva a intentarlo más tarde.')).toBeInTheDocument();
  expectNoEnglish();
});

it('the supporting documents', async () => {
  renderMeetingWizard({ route: '/meeting/fileupload', draft: { attendee, meetingType: 'virtual' } });
  await stepHeading('Documentos de respaldo');
  expect(screen.getByText('Puede agregar los documentos que le gustaría tratar en la cita. Este paso es opcional.')).toBeInTheDocument();
  expect(screen.getByText('Documentos para la cita (opcional)')).toBeInTheDocument();
  expectNoEnglish();
});

it('the summary, then the booking and its confirmation', async () => {
  const user = userEvent.setup();
  const chosen = slot('2026-12-01T14:30:00.000Z', { placeId: officePlace.id });
  const hold = { ...chosen, reserved: true, hold: { token: 'hold-1', expiresAt: new Date(Date.now() + 5 * 60_000).toISOString() } };
  const parcel = testParcel();
  const { api } = fakeApi({
    [`POST /time-slots/${chosen.id}/reserve`]: ok(hold),
    'POST /meetings': fakeResponse({
      status: 201,
      body: {
        id: 'm-1',
        createdAt: '2026-11-23T10:00:00.000Z',
        meetingType: 'in-place',
        property: { parcelId: parcel.id, address: parcel.address },
        place: { id: officePlace.id, name: officePlace.name, address: officePlace.address },
        attendee: { name: attendee.name, email: attendee.email },
        timeSlot: { id: chosen.id, startTime: chosen.startTime },
        reference: 'HC-26-7K3QPM',
        statusToken: 'v1.token',
      },
    }),
  });
  renderMeetingWizard({
    route: '/meeting/summary',
    api,
    parcel,
    settings: NEW_YORK,
    draft: { attendee: { ...attendee, type: 'agent', phone: { number: '5555550101', extension: '12' } }, meetingType: 'in-place', location: officePlace, timeSlot: chosen },
  });
  await stepHeading('Resumen de la cita');
  for (const title of ['Propiedad', 'Asistente', 'Cita', 'Documentos de respaldo']) expect(screen.getByRole('heading', { name: title })).toBeInTheDocument();
  expect(document.body).toHaveTextContent('Relación con el propietario');
  expect(document.body).toHaveTextContent('Agente');
  expect(document.body).toHaveTextContent('(555) 555 0101, extensión 12');
  expect(document.body).toHaveTextContent(/martes, 1 de diciembre de 2026, 9:30\sa\.m\. \(hora oriental\)/);
  expect(screen.getByText('No ha subido ningún documento para incluir en su cita.')).toBeInTheDocument();
  expect(screen.getByRole('link', { name: 'Cambiar los datos del asistente' })).toBeInTheDocument();
  expect(screen.getByRole('button', { name: 'Imprimir este resumen' })).toBeInTheDocument();
  expectNoEnglish();

  await user.click(screen.getByRole('button', { name: 'Reservar mi cita' }));
  await stepHeading('Confirmación');
  expect(screen.getByText('Recibimos su reserva')).toBeInTheDocument();
  expect(screen.getByText(`Parcela ${parcel.id}`)).toBeInTheDocument();
  expect(screen.getByText('En breve recibirá una confirmación por correo electrónico en pat@example.org')).toBeInTheDocument();
  expect(screen.getByRole('link', { name: 'Ver, cambiar o cancelar su cita' })).toBeInTheDocument();
  expect(screen.getByRole('link', { name: 'Ir a la página de inicio' })).toHaveAttribute('href', '/');
  expectNoEnglish();
});

it("the summary's booking error, with the API's answer as it came", async () => {
  const user = userEvent.setup();
  const chosen = slot('2026-12-01T14:30:00.000Z');
  const { api } = fakeApi({
    [`POST /time-slots/${chosen.id}/reserve`]: ok({ ...chosen, reserved: true, hold: { token: 'hold-1', expiresAt: new Date(Date.now() + 5 * 60_000).toISOString() } }),
    'POST /meetings': fakeResponse({ status: 409, body: { message: 'Ya se programó una cita para esta parcela.' } }),
  });
  renderMeetingWizard({ route: '/meeting/summary', api, settings: NEW_YORK, draft: { attendee, meetingType: 'virtual', timeSlot: chosen } });
  await stepHeading('Resumen de la cita');
  expect(document.body).toHaveTextContent('Virtual');
  await user.click(screen.getByRole('button', { name: 'Reservar mi cita' }));
  expect(await screen.findByText('Ya se programó una cita para esta parcela.')).toBeInTheDocument();
  expect(screen.getByText('Vuelva a intentarlo, o comuníquese con Harbor County Assessor al (555) 555 0100 para recibir ayuda.')).toBeInTheDocument();
  expectNoEnglish();
});

it('the reschedule page, and where the meeting is after the move', async () => {
  const user = userEvent.setup();
  const TOKEN = 'v1.meeting-token.signature';
  const view = (startTime: string) => ({
    kind: 'meeting',
    reference: 'HC-26-7K3QPM',
    county: { name: "Harbor County Assessor's Office", phone: '5555550100', email: 'assessor@harborcounty.example', timeZone: 'America/New_York' },
    appeal: null,
    meeting: {
      status: 'booked',
      meetingType: 'virtual',
      startTime,
      durationMinutes: 30,
      place: null,
      parcel: { id: 'HC-000001-A1B2', address: '12 Harbor Road' },
      slotTypes: ['residential'],
      canChange: true,
      changeClosedReason: null,
      changeCutoffHours: 24,
    },
  });
  const { api } = fakeApi({
    [`GET /status/${TOKEN}`]: ok(view(morning.startTime)),
    'GET /time-slots': ok({ results: [{ ...morning, booked: true }, afternoon] }),
    [`POST /time-slots/${afternoon.id}/reserve`]: ok({ ...afternoon, reserved: true, hold: { token: 'hold-1', expiresAt: '2026-11-30T12:10:00.000Z' } }),
    [`POST /status/${TOKEN}/reschedule`]: ok(view(afternoon.startTime)),
  });
  renderMeetingWizard({ route: `/meeting/reschedule/${TOKEN}`, api, parcel: null });
  await stepHeading('Cambiar su cita');
  await screen.findByRole('heading', { level: 2, name: 'Elija una fecha' });
  expect(document.title).toMatch(/^Cambiar su cita - /);
  const current = screen.getByLabelText('Su cita');
  expect(within(current).getByText(/^martes, 1 de diciembre de 2026, 10:00\sa\.m\. \(hora oriental\)$/)).toBeInTheDocument();
  expect(within(current).getByText('Cita virtual')).toBeInTheDocument();
  expect(screen.getByText('Las horas se indican en hora oriental, la zona horaria del condado. Su cita sigue siendo virtual.')).toBeInTheDocument();
  expect(screen.getByRole('link', { name: 'Mantener mi hora actual' })).toBeInTheDocument();
  expectNoEnglish();

  await user.click(screen.getByRole('button', { name: 'martes, 1 de diciembre de 2026, disponible' }));
  await user.click(screen.getByRole('radio', { name: /2:00\sp\.m\./ }));
  await user.click(screen.getByRole('button', { name: 'Cambiar mi cita' }));
  await waitFor(() => expect(politeAnnouncement()).toMatch(/^Su cita se cambió para el martes, 1 de diciembre de 2026, 2:00\sp\.m\. \(hora oriental\)\.$/));
});

describe("the reschedule page of an appeal's link", () => {
  const TOKEN = 'v1.appeal-token.signature';
  const appealLink = () =>
    fakeApi({
      [`GET /status/${TOKEN}`]: ok({
        kind: 'appeal',
        reference: 'HC-26-7K3QPM',
        county: { name: 'Harbor County', phone: null, email: null, timeZone: 'America/New_York' },
        appeal: null,
        meeting: null,
      }),
    }).api;

  it('says it is an appeal’s link in Spanish', async () => {
    renderMeetingWizard({ route: `/meeting/reschedule/${TOKEN}`, api: appealLink(), parcel: null });
    expect(await screen.findByText('Este enlace es de una apelación, no de una cita.')).toBeInTheDocument();
    expect(screen.getByRole('link', { name: 'Ver el estado de su apelación' })).toBeInTheDocument();
    expectNoEnglish();
  });

  it('names the tab in Spanish and records the page view under its English title', async () => {
    const bus = createBus();
    const views = pageViewNames(bus);
    renderMeetingWizard({ route: `/meeting/reschedule/${TOKEN}`, api: appealLink(), parcel: null, bus });
    await stepHeading('Cambiar su cita');
    expect(await screen.findByText('Este enlace es de una apelación, no de una cita.')).toBeInTheDocument();
    expect(document.title).toBe(`Cambiar su cita - ${TEST_OFFICE}`);
    expect(views).toEqual(['Change your meeting']);
  });
});
