// The office desk in Spanish: staff read it in the language they chose, every screen from
// the Spanish catalogue, dates in es-US, and none of the English catalogue's texts.
import { screen, waitFor, within } from '@testing-library/react';
import userEvent from '@testing-library/user-event';
import { createBus } from 'mfe-shared';
import { NEXT_STATUSES, type AvailabilityResult, type OfficeAppeal, type OfficeAppealRow, type OfficeChangeRequest, type OfficeMeeting } from 'mfe-shared/schemas';
import { speak } from '../../../mfe-shared/test/language';
import { TEST_OFFICE } from '../../../mfe-shared/test/portal-fixture';
import { ADMINISTRATOR, CLERK, fakeApi, page, renderOffice } from '../../test/office-fixture';
import en from '../locales/en';
import es from '../locales/es';
import { pageViewNames } from '../../../mfe-shared/test/page-views';

jest.setTimeout(30_000);

beforeEach(() => speak('es'));
afterEach(() => speak('en'));

/**
 * The English catalogue's plain texts (no arguments) that Spanish says otherwise; not a lone
 * lower-case word, which English elsewhere (mfe-shared's messages) may contain.
 */
const ENGLISH = Object.entries(en)
  .filter(([id, text]) => !text.includes('{') && text !== es[id as keyof typeof es] && text.length > 3 && (/^[A-Z(]/.test(text) || text.includes(' ')))
  .map(([, text]) => text);

/** Everything the page shows or says to a screen reader: its text, title and accessible names. */
function shown(): string {
  const named = [...document.querySelectorAll('[aria-label], [title], [aria-valuetext]')].flatMap((element) =>
    ['aria-label', 'title', 'aria-valuetext'].map((name) => element.getAttribute(name) ?? ''),
  );
  return [document.title, document.body.textContent ?? '', ...named].join('\n');
}

const escape = (text: string) => text.replace(/[.*+?^${}()|[\]\\]/g, '\\$&');
const expectNoEnglish = () => {
  const all = shown();
  expect(ENGLISH.filter((text) => new RegExp(`(^|\\W)${escape(text)}($|\\W)`).test(all))).toEqual([]);
};

// Test data in words no English text of the catalogue has (a season called 'Appeal' would look English).
const SEASON = { id: 'w26', name: 'Temporada 2026', open: true };
const PLACE = { id: '7b0e1c52-1111-4a8e-9c1d-000000000001', name: 'Biblioteca Harbor', address: '41 Elm Street', active: true };

it('has every English id in Spanish', () => {
  expect(Object.keys(es).sort()).toEqual(Object.keys(en).sort());
});

it('the queue: its filters, table, counts, pages and export', async () => {
  const row = (n: number, overrides: Partial<OfficeAppealRow> = {}): OfficeAppealRow => ({
    id: `00000000-0000-4000-8000-00000000000${n}`,
    reference: `HC-26-AAAA0${n}`,
    status: 'filed',
    filedAt: '2026-04-02T14:30:00.000Z',
    parcel: { id: `HC-0000${n}`, address: `${n} Quarry Lane`, type: 'residential' },
    filer: { name: `Avery Quinn ${n}` },
    claimedValue: { amount: 250_000 + n, currency: 'USD' },
    method: 'online',
    filedBy: 'public',
    ...overrides,
  });
  const counts = {
    filed: 26,
    'under-review': 3,
    'offer-made': 2,
    'offer-accepted': 0,
    'offer-declined': 1,
    'hearing-scheduled': 1,
    'hearing-held': 1,
    decided: 2,
    withdrawn: 0,
    closed: 0,
    'awaiting-confirmation': 4,
  };
  const fetchImpl = fakeApi((_method, url) => {
    if (url.pathname.endsWith('/appeal-windows')) return { body: { results: [{ ...SEASON, createdAt: '2026-01-02T12:00:00Z' }] } };
    if (url.pathname.endsWith('/office/appeals')) {
      return { body: { window: SEASON, results: [row(1), row(2, { status: 'decided', method: 'mail', filedBy: 'staff' })], page: 1, pageSize: 25, total: 36, counts } };
    }
    return undefined;
  });
  renderOffice('/office', fetchImpl);
  const table = await screen.findByRole('table', { name: 'Apelaciones (36 en total)' });
  expect(document.title).toMatch(/^Apelaciones - /);
  expect(screen.getByRole('heading', { level: 1, name: 'Apelaciones' })).toBeInTheDocument();
  expect(screen.getByText('Temporada 2026 (en curso)')).toBeInTheDocument();
  expect(
    within(table)
      .getAllByRole('columnheader')
      .map((th) => th.textContent?.replace(/[▲▼↕]/g, '')),
  ).toEqual(['Referencia', 'Presentada', 'Estado', 'Parcela', 'Solicitante', 'Opinión sobre el valor', 'Método', 'Presentada por', 'Seleccionar']);
  const [, first, second] = within(table).getAllByRole('row');
  expect(
    within(first)
      .getAllByRole('cell')
      .map((td) => td.textContent),
  ).toEqual(['2 abr 2026', 'Presentada', 'HC-000011 Quarry Lane (Residencial)', 'Avery Quinn 1', '$250,001', 'En línea', 'El público', 'Seleccionar HC-26-AAAA01']);
  expect(
    within(second)
      .getAllByRole('cell')
      .map((td) => td.textContent)
      .slice(-4, -1),
  ).toEqual(['$250,002', 'Correo postal', 'Personal']);
  expect(page().getByText('Se encontraron 36 apelaciones, página 1 de 2.')).toBeInTheDocument();
  await waitFor(() => expect(screen.getByTestId('live-polite')).toHaveTextContent('Se encontraron 36 apelaciones, página 1 de 2.'));
  const counted = screen.getByRole('navigation', { name: 'Apelaciones por estado' });
  expect(
    within(counted)
      .getAllByRole('link')
      .map((link) => link.textContent),
  ).toEqual([
    'Todas las presentadas (36)',
    'Presentada (26)',
    'En revisión (3)',
    'Oferta hecha (2)',
    'Oferta aceptada (0)',
    'Oferta rechazada (1)',
    'Audiencia programada (1)',
    'Audiencia celebrada (1)',
    'Decidida (2)',
    'Retirada (0)',
    'Cerrada (0)',
    'Pendiente de confirmación (4)',
  ]);
  expect(screen.getByRole('navigation', { name: 'Páginas de apelaciones' })).toHaveTextContent('Página 1 de 2');
  expect(screen.getByRole('link', { name: 'Descargar estas 36 apelaciones (CSV)' })).toBeInTheDocument();
  expect(screen.getByRole('search', { name: 'Buscar apelaciones' })).toBeInTheDocument();
  expect(screen.getByLabelText('Tipo de propiedad')).toHaveTextContent(/Cualquier tipo.*Residencial.*Terreno baldío/);
  expectNoEnglish();
});

const appeal = (overrides: Partial<OfficeAppeal> = {}): OfficeAppeal => ({
  id: '6f1c2a8e-4b7d-4f3a-9c1e-2d5b8a7e6f10',
  reference: 'HC-26-7K3QPM',
  status: 'under-review',
  filedAt: '2026-04-02T14:30:00.000Z',
  confirmBy: null,
  window: { id: 'w26', name: 'Temporada 2026' },
  property: { id: 'HC-000016-A247', address: '3261 Sunset Dr', type: 'vacant-land', owner: 'Avery Quinn', value: { amount: 438_700, currency: 'USD' } },
  filer: {
    name: 'Jordan Vale',
    type: 'agent',
    organization: 'Vale Tax Advisers',
    userType: null,
    address: null,
    phone: { number: '5555550142', extension: '12' },
    email: 'jordan@vale.example',
  },
  claimedValue: { amount: 395_000, currency: 'USD' },
  reasons: [{ id: 'market-value', title: 'Valor de mercado', description: 'Ventas más bajas en la calle.' }],
  comparables: [],
  compsPdf: null,
  documents: [{ id: 'd0000000-0000-4000-8000-000000000001', name: 'carta.pdf', size: 2_048, type: 'application/pdf' }],
  method: 'mail',
  filedBy: 'staff',
  staffName: 'Dana Whitfield',
  timeline: [
    { status: 'filed', label: 'Filed', at: '2026-04-02T14:30:00.000Z', decidedValue: null, hearingAt: null, by: null, note: null },
    { status: 'under-review', label: 'Under review', at: '2026-04-03T15:00:00.000Z', decidedValue: null, hearingAt: null, by: 'Dana Whitfield', note: 'Revisar' },
  ],
  nextStatuses: [...NEXT_STATUSES['under-review']],
  ...overrides,
});

const DECISION_REASONS = {
  results: [
    { id: 'sales-support-value', description: 'Sales of similar properties support the value', spanish: 'Las ventas de propiedades similares respaldan el valor', used: true },
    { id: 'condition', description: 'The condition of the property was taken into account', spanish: 'Se tuvo en cuenta el estado de la propiedad', used: true },
  ],
};

it('an appeal: what was filed, its timeline, and the moves it may make', async () => {
  const user = userEvent.setup();
  let current = appeal();
  const fetchImpl = fakeApi((method, url) => {
    if (method === 'GET' && url.pathname.endsWith('/office/appeals/HC-26-7K3QPM')) return { body: current };
    if (method === 'GET' && url.pathname.endsWith('/office/decision-reasons')) return { body: DECISION_REASONS };
    if (method === 'POST' && url.pathname.endsWith('/appeals/HC-26-7K3QPM/status')) {
      current = { ...current, status: 'withdrawn', nextStatuses: [] };
      return { body: {} };
    }
    return undefined;
  });
  renderOffice('/office/appeals/HC-26-7K3QPM', fetchImpl);
  expect(await screen.findByRole('heading', { level: 1, name: 'Apelación HC-26-7K3QPM' })).toBeInTheDocument();
  expect(document.title).toMatch(/^Apelación HC-26-7K3QPM - /);
  const region = (name: string) => within(screen.getByRole('region', { name }));
  expect(region('Estado').getByText('Presentada por').nextElementSibling).toHaveTextContent('Personal (Dana Whitfield)');
  expect(region('Estado').getByText('Método de presentación').nextElementSibling).toHaveTextContent('Correo postal');
  expect(region('Historial').getAllByRole('listitem')[1]).toHaveTextContent(/^En revisión 3 abr 2026, 11:00\sa\.m\. EDT por Dana Whitfield\s*Nota: Revisar$/);
  expect(region('Propiedad').getByText('Tipo').nextElementSibling).toHaveTextContent('Terreno baldío');
  expect(region('Solicitante').getByText('Relación con el propietario').nextElementSibling).toHaveTextContent('Agente, Vale Tax Advisers');
  expect(region('Solicitante').getByText('Dirección').nextElementSibling).toHaveTextContent('La dirección de la propiedad');
  expect(region('Solicitante').getByText('Teléfono').nextElementSibling).toHaveTextContent('(555) 555 0142, extensión 12');
  expect(region('Ventas comparables').getByText('No se eligieron ventas comparables.')).toBeInTheDocument();
  expect(region('Documentos').getByRole('link', { name: 'Abrir carta.pdf (se abre en una pestaña nueva)' })).toBeInTheDocument();
  expect(region('Documentos').getByRole('link', { name: 'Descargar carta.pdf' })).toBeInTheDocument();
  const moves = region('Estado').getByRole('form', { name: 'Mover esta apelación' });
  const choice = within(moves).getByRole('group', { name: 'Qué sucede a continuación' });
  expect(
    within(choice)
      .getAllByRole('radio')
      .map((radio) => (radio as HTMLInputElement).labels?.[0]?.textContent),
  ).toEqual(['Hacer una oferta', 'Programar una audiencia', 'Registrar la decisión', 'Marcar como retirada', 'Cerrar esta apelación']);
  expect(within(moves).getByRole('button', { name: 'Registrar el cambio' })).toBeInTheDocument();
  await user.click(within(moves).getByRole('radio', { name: 'Programar una audiencia' }));
  expect(within(moves).getByRole('group', { name: 'Audiencia (opcional, hora oriental)' })).toBeInTheDocument();

  // The offer: its fields, the county's days, and the API's words in Spanish.
  await user.click(within(moves).getByRole('radio', { name: 'Hacer una oferta' }));
  const offer = within(moves).getByRole('group', { name: 'La oferta' });
  expect(within(offer).getByLabelText('Valor ofrecido')).toHaveAccessibleDescription('Dólares enteros, por ejemplo 250,000');
  expect(within(offer).getByLabelText(/^Nota para el solicitante/)).toHaveAccessibleDescription(
    'El solicitante la lee en el correo electrónico y en su página de estado. Como máximo 1000 caracteres.',
  );
  expect(within(offer).getByLabelText(/^Fecha límite para responder/)).toHaveAccessibleDescription(
    'El último día en que el solicitante puede responder. Si lo deja vacío, tendrá 14 días a partir de hoy.',
  );
  await user.click(within(moves).getByRole('button', { name: 'Hacer una oferta' }));
  expect(await within(moves).findByRole('link', { name: 'Indique el valor que ofrece el condado, en dólares enteros, por ejemplo 250,000.' })).toBeInTheDocument();
  expectNoEnglish();

  // The decision: the county's reasons in Spanish, and what is missing.
  await user.click(within(moves).getByRole('radio', { name: 'Registrar la decisión' }));
  const reasons = await within(moves).findByRole('group', { name: 'Motivos de la decisión' });
  expect((await within(reasons).findAllByRole('checkbox')).map((box) => (box as HTMLInputElement).labels?.[0]?.textContent)).toEqual([
    'Las ventas de propiedades similares respaldan el valor',
    'Se tuvo en cuenta el estado de la propiedad',
  ]);
  expect(within(moves).getByLabelText(/^Valor decidido/)).toBeInTheDocument();
  expect(within(moves).getByLabelText(/^Explicación/)).toHaveAccessibleDescription('El solicitante la lee con la decisión. Como máximo 2000 caracteres.');
  expect(within(moves).getByLabelText(/^Decidida por/)).toHaveAccessibleDescription(
    'Una junta o el cargo de un funcionario, que el solicitante lee. Déjelo vacío para registrar su nombre: solo la oficina lo ve.',
  );
  await user.click(within(moves).getByRole('button', { name: 'Registrar la decisión' }));
  const summary = await within(moves).findByRole('alert');
  expect(
    within(summary)
      .getAllByRole('link')
      .map((link) => link.textContent),
  ).toEqual(['Escriba el valor decidido para registrar una decisión.', 'Elija al menos un motivo de la decisión. Se envían a quien presentó la apelación.']);
  expectNoEnglish();

  await user.click(within(moves).getByRole('radio', { name: 'Marcar como retirada' }));
  await user.click(within(moves).getByRole('button', { name: 'Marcar como retirada' }));
  expect(await page().findByText('La apelación HC-26-7K3QPM está retirada. Se envió un correo electrónico al solicitante.')).toBeInTheDocument();
  expect(screen.getByRole('heading', { name: 'Se registró el cambio' })).toBeInTheDocument();
  expect(page().getByText('Esta apelación es definitiva: ya no puede cambiar.')).toBeInTheDocument();
  expectNoEnglish();
});

it("an appeal's offers and decision on its timeline, and the offer waiting for an answer", async () => {
  const entry = (status: OfficeAppeal['timeline'][number]['status'], at: string, extra: Partial<OfficeAppeal['timeline'][number]> = {}) => ({
    status,
    label: status,
    at,
    decidedValue: null,
    hearingAt: null,
    reason: null,
    offer: null,
    decision: null,
    by: null,
    actor: null,
    note: null,
    ...extra,
  });
  const decided = appeal({
    status: 'decided',
    nextStatuses: [],
    timeline: [
      entry('filed', '2026-04-02T14:30:00.000Z'),
      entry('offer-made', '2026-04-06T15:00:00.000Z', {
        by: 'Dana Whitfield',
        actor: 'staff',
        offer: { amount: 300_000, currency: 'USD', note: 'Dos ventas lo respaldan.', answerBy: '2026-04-21T04:00:00.000Z', answer: 'declined' },
      }),
      entry('offer-declined', '2026-04-08T13:00:00.000Z', { actor: 'filer' }),
      entry('offer-made', '2026-04-09T15:00:00.000Z', {
        by: 'Dana Whitfield',
        actor: 'staff',
        offer: { amount: 320_000, currency: 'USD', note: null, answerBy: '2026-04-24T04:00:00.000Z', answer: 'lapsed' },
      }),
      entry('offer-declined', '2026-04-24T04:05:00.000Z', { actor: 'portal' }),
      entry('hearing-held', '2026-05-04T19:00:00.000Z', { by: 'Dana Whitfield', actor: 'staff' }),
      entry('decided', '2026-05-05T15:00:00.000Z', {
        by: 'Dana Whitfield',
        actor: 'staff',
        decidedValue: { amount: 330_000, currency: 'USD' },
        decision: { reasons: ['Las ventas respaldan un valor más bajo', 'Se tuvo en cuenta el estado'], explanation: 'El techo está dañado.', decidedBy: 'Junta de revisión' },
      }),
    ],
  });
  const { unmount } = renderOffice(
    '/office/appeals/HC-26-7K3QPM',
    fakeApi((_method, url) => (url.pathname.endsWith('/office/appeals/HC-26-7K3QPM') ? { body: decided } : undefined)),
  );
  const timeline = await screen.findByRole('region', { name: 'Historial' });
  const items = within(timeline)
    .getAllByRole('listitem')
    .filter((item) => item.parentElement?.classList.contains('office-timeline'));
  expect(items[1]).toHaveTextContent(
    /^Oferta hecha .* por Dana WhitfieldValor ofrecido: \$300,000Responder a más tardar el 20 de abril de 2026Nota para el solicitante: Dos ventas lo respaldan\.Rechazada por el solicitante$/,
  );
  expect(items[2]).toHaveTextContent(/^Oferta rechazada .* por el solicitante$/);
  expect(items[3]).toHaveTextContent(/Vencida: no se respondió a tiempo$/);
  expect(items[4]).toHaveTextContent(/^Oferta rechazada .* por el portal$/);
  expect(items[5]).toHaveTextContent(/^Audiencia celebrada .* por Dana Whitfield$/);
  expect(items[6]).toHaveTextContent(
    /^Decidida .* por Dana WhitfieldValor decidido: \$330,000Motivos de la decisión:Las ventas respaldan un valor más bajoSe tuvo en cuenta el estadoExplicación: El techo está dañado\.Decidida por: Junta de revisión$/,
  );
  expectNoEnglish();
  unmount();

  const waiting = appeal({
    status: 'offer-made',
    nextStatuses: [...NEXT_STATUSES['offer-made']],
    timeline: [
      entry('filed', '2026-04-02T14:30:00.000Z'),
      entry('offer-made', '2026-04-06T15:00:00.000Z', {
        by: 'Dana Whitfield',
        actor: 'staff',
        offer: { amount: 300_000, currency: 'USD', note: null, answerBy: '2026-04-21T04:00:00.000Z', answer: null },
      }),
    ],
  });
  renderOffice(
    '/office/appeals/HC-26-7K3QPM',
    fakeApi((_method, url) => (url.pathname.endsWith('/office/appeals/HC-26-7K3QPM') ? { body: waiting } : undefined)),
  );
  expect(await page().findByText(/^Oferta pendiente/)).toHaveTextContent(
    'Oferta pendiente de la respuesta del solicitante: $300,000, responder a más tardar el 20 de abril de 2026.',
  );
  expect(within(screen.getByRole('region', { name: 'Historial' })).getAllByRole('listitem')[1]).toHaveTextContent(/Pendiente de la respuesta del solicitante$/);
  expectNoEnglish();
});

it("an appeal's tab in Spanish, and its page views under their English titles", async () => {
  const bus = createBus();
  const views = pageViewNames(bus);
  const fetchImpl = fakeApi((_method, url) => (url.pathname.endsWith('/office/appeals/HC-26-7K3QPM') ? { body: appeal() } : undefined));
  renderOffice('/office/appeals/HC-26-7K3QPM', fetchImpl, undefined, CLERK, bus);
  expect(await screen.findByRole('heading', { level: 1, name: 'Apelación HC-26-7K3QPM' })).toBeInTheDocument();
  expect(document.title).toBe(`Apelación HC-26-7K3QPM - ${TEST_OFFICE}`);
  // While it loads the page is 'Appeal'; once loaded, the appeal's reference is in its name.
  expect(views).toEqual(['Appeal', 'Appeal HC-26-7K3QPM']);
});

it('an appeal awaiting its confirmation, with the date in the sentence', async () => {
  const fetchImpl = fakeApi((_method, url) =>
    url.pathname.endsWith('/office/appeals/HC-26-7K3QPM')
      ? { body: appeal({ status: 'awaiting-confirmation', confirmBy: '2099-04-04T14:30:00.000Z', timeline: [], nextStatuses: [] }) }
      : undefined,
  );
  renderOffice('/office/appeals/HC-26-7K3QPM', fetchImpl);
  const notice = (await screen.findByRole('heading', { name: 'Todavía no se presentó' })).closest('.usa-alert')!;
  expect(notice).toHaveTextContent(/no se puede mover\. Puede confirmarla hasta el 4 abr 2099, 10:30\sa\.m\. EDT\.$/);
  expect(notice.querySelector('time')).toHaveAttribute('dateTime', '2099-04-04T14:30:00.000Z');
  expect(screen.getByText('El historial empieza cuando el solicitante confirma la apelación.')).toBeInTheDocument();
  expectNoEnglish();
});

it('a day of meetings, and the question before cancelling one', async () => {
  const user = userEvent.setup();
  const meeting = (n: number, overrides: Partial<OfficeMeeting> = {}): OfficeMeeting => ({
    id: `00000000-0000-4000-8000-00000000000${n}`,
    reference: `HC-26-MEET0${n}`,
    status: 'booked',
    startTime: '2027-03-16T14:00:00.000Z',
    durationMinutes: 30,
    meetingType: 'in-place',
    place: { id: PLACE.id, name: PLACE.name },
    attendee: { name: `Avery Quinn ${n}`, email: `a${n}@example.org`, phone: '2075550142 ext. 7' },
    parcel: { id: `HC-00000${n}`, address: `${n} Elm Street` },
    documents: [],
    cancelledAt: null,
    cancelledBy: null,
    attendedAt: null,
    ...overrides,
  });
  const results = [meeting(1, { startTime: '2099-03-16T14:00:00.000Z' }), meeting(2, { meetingType: 'virtual', place: null, status: 'cancelled', cancelledBy: 'attendee' })];
  const fetchImpl = fakeApi((method, url) => {
    if (url.pathname.endsWith('/office/places')) return { body: { results: [PLACE] } };
    if (method === 'GET' && url.pathname.endsWith('/office/meetings')) return { body: { day: '2099-03-16', oneDay: true, results, page: 1, pageSize: 200, total: 2 } };
    return undefined;
  });
  renderOffice('/office/meetings?date=2099-03-16', fetchImpl);
  const table = await screen.findByRole('table', { name: 'Citas del día (2 en total)' });
  expect(screen.getByRole('heading', { level: 1, name: 'Citas' })).toBeInTheDocument();
  expect(screen.getByRole('heading', { level: 2, name: 'lunes, 16 de marzo de 2099' })).toBeInTheDocument();
  expect(page().getByText('2 citas.')).toBeInTheDocument();
  expect(
    within(table)
      .getAllByRole('columnheader')
      .map((th) => th.textContent?.replace(/[▲▼↕]/g, '')),
  ).toEqual(['Hora', 'Asistente', 'Referencia', 'Tipo y lugar', 'Parcela', 'Documentos', 'Estado', 'Acciones']);
  const [, first, second] = within(table).getAllByRole('row');
  expect(within(first).getAllByRole('cell')[0]).toHaveTextContent(/^10:00\sa\.m\. EDT30 minutos$/);
  expect(within(first).getAllByRole('cell')[1]).toHaveTextContent('(207) 555 0142, ext. 7');
  expect(within(first).getAllByRole('cell')[2]).toHaveTextContent('En persona: Biblioteca Harbor');
  // The reference is the row's header: the cells are time, attendee, type, parcel, documents, status, actions.
  expect(within(first).getAllByRole('cell')[4]).toHaveTextContent('Ninguno');
  expect(within(first).getAllByRole('cell')[5]).toHaveTextContent('Reservada');
  expect(within(second).getAllByRole('cell')[5]).toHaveTextContent('Canceladapor el asistente');
  expect(screen.getByRole('navigation', { name: 'Otros días' })).toHaveTextContent(/Día anterior.*Hoy.*Día siguiente/);
  expect(screen.getByRole('link', { name: 'Citas virtuales' })).toBeInTheDocument();
  expect(screen.getByRole('heading', { name: 'Elija un día' })).toBeInTheDocument();
  expectNoEnglish();

  await user.click(within(first).getByRole('button', { name: 'Cancelar la cita HC-26-MEET01' }));
  const question = await screen.findByRole('form', { name: '¿Cancelar la cita HC-26-MEET01?' });
  expect(question).toHaveTextContent(/Avery Quinn 1, lunes, 16 de marzo, 10:00\sa\.m\.: el horario queda libre/);
  expect(within(question).getByRole('button', { name: 'Sí, cancelar la cita' })).toBeInTheDocument();
  expect(within(question).getByRole('button', { name: 'Mantener la cita' })).toBeInTheDocument();
  expectNoEnglish();
});

it("a place's upcoming meetings", async () => {
  const fetchImpl = fakeApi((method, url) => {
    if (url.pathname.endsWith('/office/places')) return { body: { results: [PLACE] } };
    if (method === 'GET' && url.pathname.endsWith('/office/meetings')) return { body: { day: null, oneDay: false, results: [], page: 1, pageSize: 50, total: 0 } };
    return undefined;
  });
  renderOffice('/office/meetings?place=virtual', fetchImpl);
  expect(await screen.findByRole('heading', { level: 2, name: 'Próximas citas virtuales' })).toBeInTheDocument();
  expect(page().getByText('No hay citas.')).toBeInTheDocument();
  expect(screen.getByRole('link', { name: 'Hoy en todos los lugares' })).toBeInTheDocument();
  expectNoEnglish();
});

it('the meeting times: the weekly pattern, its preview and the change', async () => {
  const user = userEvent.setup();
  const result = (applied: boolean): AvailabilityResult => ({
    action: 'add',
    applied,
    matched: 1250,
    added: 1248,
    alreadyThere: 2,
    removed: 0,
    kept: { booked: 0, held: 0 },
    first: '2027-03-09T14:00:00.000Z',
    last: '2027-03-18T15:30:00.000Z',
  });
  const fetchImpl = fakeApi((method, url) => {
    if (url.pathname.endsWith('/office/places')) return { body: { results: [PLACE] } };
    if (method === 'POST' && url.pathname.includes('/office/availability')) return { body: result(!url.pathname.endsWith('/preview')) };
    return undefined;
  });
  renderOffice('/office/availability', fetchImpl, undefined, ADMINISTRATOR);
  expect(screen.getByRole('heading', { level: 1, name: 'Horarios de citas' })).toBeInTheDocument();
  await user.click(await screen.findByLabelText(PLACE.name));
  expect(screen.getByText(/^Agregue o quite los horarios .* \(hora oriental\): el día que cambia la hora/)).toBeInTheDocument();
  expect(screen.getByRole('group', { name: /^Días de la semana/ })).toHaveTextContent(/lunes.*martes.*miércoles.*jueves.*viernes.*sábado.*domingo/);
  expect(screen.getByLabelText('martes')).toBeChecked();
  expect(screen.getByLabelText(/^Cada/)).toHaveTextContent(/15 minutos.*120 minutos/);
  expectNoEnglish();

  await user.click(screen.getByRole('button', { name: 'Ver qué hace este cambio' }));
  expect(await page().findByText('Esto agrega 1,248 horarios. 2 horarios ya existen y se quedan como están.')).toBeInTheDocument();
  expect(page().getByText(/^Desde el mar, 9 de mar de 2027, 9:00\sa\.m\. EST hasta el jue, 18 de mar de 2027, 11:30\sa\.m\. EDT\.$/)).toBeInTheDocument();
  await user.click(screen.getByRole('button', { name: 'Agregar 1,248 horarios' }));
  expect(await page().findByText('Se agregaron 1,248 horarios. 2 horarios ya existen y se quedan como están.')).toBeInTheDocument();
  expect(screen.getByRole('heading', { name: 'Se cambiaron los horarios de citas' })).toBeInTheDocument();
  expectNoEnglish();
});

it('the meeting times refused to a clerk, in their language', () => {
  renderOffice(
    '/office/availability',
    fakeApi(() => undefined),
    undefined,
    CLERK,
  );
  expect(screen.getByRole('heading', { name: 'Para administradores' })).toBeInTheDocument();
  expect(screen.getByText(/^Solo los administradores pueden cambiar los horarios de citas\. Usted inició sesión como empleado administrativo\./)).toBeInTheDocument();
  expectNoEnglish();
});

const request = (overrides: Partial<OfficeChangeRequest> = {}): OfficeChangeRequest => ({
  id: '6f1c2a7e-1111-4c39-9d3b-3a4f1f1d2c11',
  reference: 'HC-26-7K3QPM',
  parcelId: '131-3253-R32532',
  address: '12 Harbor View Rd',
  onRecord: null,
  topic: 'mailing-address',
  correctValue: '14 Harbor View Rd',
  contactName: 'Avery Quinn',
  contactEmail: 'avery@example.org',
  document: null,
  status: 'received',
  note: null,
  createdAt: '2026-11-20T15:00:00Z',
  updatedAt: '2026-11-20T15:00:00Z',
  ...overrides,
});

it('the change requests, by status', async () => {
  const fetchImpl = fakeApi((_method, url) =>
    url.pathname.endsWith('/office/change-requests')
      ? { body: { items: [request()], total: 1, page: 1, pageSize: 25, counts: { received: 1, 'in-review': 0, corrected: 0, declined: 0 } } }
      : undefined,
  );
  renderOffice('/office/change-requests?status=received', fetchImpl);
  const table = await screen.findByRole('table', { name: 'Solicitudes de corrección, de la más reciente a la más antigua (1 en total)' });
  expect(screen.getByRole('heading', { level: 1, name: 'Solicitudes de corrección' })).toBeInTheDocument();
  expect(screen.getByRole('heading', { level: 2, name: 'Recibida' })).toBeInTheDocument();
  expect(page().getByText('1 solicitud de corrección recibida.')).toBeInTheDocument();
  expect(
    within(screen.getByRole('navigation', { name: 'Solicitudes de corrección por estado' }))
      .getAllByRole('link')
      .map((link) => link.textContent),
  ).toEqual(['Todas (1)', 'Recibida (1)', 'En revisión (0)', 'Corregida (0)', 'Rechazada (0)']);
  expect(
    within(table)
      .getAllByRole('columnheader')
      .map((th) => th.textContent),
  ).toEqual(['Referencia', 'Recibida', 'Parcela', 'Qué está mal', 'Información correcta', 'De', 'Estado']);
  expect(within(table).getAllByRole('row')[1]).toHaveTextContent('Dirección postal');
  expectNoEnglish();
});

it('a change request, and its answer', async () => {
  const user = userEvent.setup();
  let current = request();
  const fetchImpl = fakeApi((method, url) => {
    if (method === 'GET' && url.pathname.endsWith('/office/change-requests/HC-26-7K3QPM')) return { body: current };
    if (method === 'POST' && url.pathname.endsWith('/office/change-requests/HC-26-7K3QPM/status')) {
      current = { ...current, status: 'declined' };
      return { body: current };
    }
    return undefined;
  });
  renderOffice('/office/change-requests/HC-26-7K3QPM', fetchImpl);
  expect(await screen.findByRole('heading', { level: 1, name: 'Solicitud de corrección HC-26-7K3QPM' })).toBeInTheDocument();
  const says = within(screen.getByRole('region', { name: 'Lo que dice el visitante' }));
  expect(says.getByText('Registrado ahora').nextElementSibling).toHaveTextContent('No se muestra para este tema');
  expect(says.getByText('Documento').nextElementSibling).toHaveTextContent('Ninguno');
  expect(screen.getByText('Nota de la oficina').nextElementSibling).toHaveTextContent('Ninguna');
  const answer = screen.getByRole('form', { name: 'Responder a esta solicitud' });
  expect(
    within(answer)
      .getAllByRole('button')
      .map((button) => button.textContent),
  ).toEqual(['Empezar la revisión', 'Marcar como corregida', 'Rechazar']);
  expect(within(answer).getByLabelText(/^Nota \(opcional\)/)).toBeInTheDocument();
  expectNoEnglish();

  await user.click(within(answer).getByRole('button', { name: 'Rechazar' }));
  expect(await page().findByText('La solicitud de corrección HC-26-7K3QPM está rechazada. Se envió un correo electrónico al visitante.')).toBeInTheDocument();
  expect(page().getByText('Esta solicitud de corrección es definitiva: ya no puede cambiar.')).toBeInTheDocument();
  expectNoEnglish();
});

it("the office's own areas", async () => {
  renderOffice(
    '/office/meetings',
    fakeApi((_method, url) => (url.pathname.endsWith('/office/places') ? { body: { results: [] } } : undefined)),
    undefined,
    ADMINISTRATOR,
  );
  const nav = screen.getByRole('navigation', { name: 'Escritorio de la oficina' });
  expect(
    within(nav)
      .getAllByRole('link')
      .map((link) => link.textContent),
  ).toEqual(['Apelaciones', 'Cartas por revisar', 'Citas', 'Audiencias', 'Horarios de citas', 'Solicitudes de corrección', 'Configuración del condado']);
  await screen.findByRole('heading', { level: 1, name: 'Citas' });
});

it('the county console: its settings form and its checks, its services', async () => {
  const user = userEvent.setup();
  Element.prototype.scrollIntoView = jest.fn();
  const settings = [
    ['general.display_name', 'Oficina Harbor'],
    ['general.phone_number', '5555550100'],
    ['general.email', 'oficina@harbor.example'],
    ['general.button_color', '#1a4480'],
    ['general.timezone', 'America/New_York'],
    ['appeal.appeal_reason_comment_maxlength', 500],
    ['file_upload.max_files', 5],
    ['appeal.require_owner_code', false],
    ['appeal.allow_unlisted_property', true],
    ['appeal.hide_prc', false],
  ].map(([key, value]) => ({ key, value, stored: true, allowed: '' }));
  const { unmount } = renderOffice(
    '/office/county/settings',
    fakeApi((_method, url) => (url.pathname.endsWith('/office/county/settings') ? { body: { settings } } : undefined)),
    undefined,
    ADMINISTRATOR,
  );
  await user.clear(await screen.findByLabelText('Color de los botones'));
  await user.click(screen.getByRole('button', { name: 'Guardar los ajustes' }));
  expect(await screen.findByRole('link', { name: 'Escriba el color como código hexadecimal, por ejemplo #005ea2' })).toBeInTheDocument();
  expectNoEnglish();
  unmount();
  renderOffice(
    '/office/county/services',
    fakeApi((_method, url) =>
      url.pathname.endsWith('/office/county/modules')
        ? {
            body: {
              modules: [
                { name: 'appeals', enabled: true },
                { name: 'meetings', enabled: false },
              ],
            },
          }
        : undefined,
    ),
    undefined,
    ADMINISTRATOR,
  );
  expect(await screen.findByRole('button', { name: 'Activar las citas' })).toBeInTheDocument();
  expectNoEnglish();
});
