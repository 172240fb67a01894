import { act, screen, waitFor, within } from '@testing-library/react';
import userEvent from '@testing-library/user-event';
import { parse, type Token } from '@messageformat/parser';
import { createBus } from 'mfe-shared';
import type { AppealDraftView, AppealResult } from 'mfe-shared/schemas';
import { speak } from '../../../mfe-shared/test/language';
import { fakeResponse, TEST_OFFICE, testParcel } from '../../../mfe-shared/test/portal-fixture';
import { SHARED_ENGLISH as sharedEn, SHARED_SPANISH as sharedEs } from '../../../mfe-shared/test/shared-catalogues';
import { agent, currentLocation, fakeApi, ok, owner, renderWizard, STAFF, stepHeading, type Reply, type WizardOptions } from '../../test/wizard-fixture';
import en from '../locales/en';
import es from '../locales/es';
import { pageViewNames } from '../../../mfe-shared/test/page-views';

// The appeal's screens for a visitor who chose Spanish, with nothing left in English.
jest.setTimeout(30_000);

beforeEach(() => speak('es'));
afterEach(() => speak('en'));

/** The literal text of a message, between its arguments and tags. */
function fragments(message: string): string[] {
  const walk = (tokens: Token[]): string[] =>
    tokens.flatMap((token) => (token.type === 'content' ? token.value.split(/<\/?\w+>/) : 'cases' in token ? token.cases.flatMap((branch) => walk(branch.tokens)) : []));
  return walk(parse(message))
    .map((text) => text.trim())
    .filter((text) => text.length >= 8);
}

/** What the English catalogues (this package's and mfe-shared's screens) say that Spanish says otherwise. */
const englishTexts = [
  ...Object.entries(en).filter(([id, text]) => es[id as keyof typeof es] !== text),
  ...Object.entries(sharedEn).filter(([id, text]) => sharedEs[id] !== text),
].flatMap(([, text]) => fragments(text));

/** Everything the screen says or a screen reader hears: its text, labels, titles and the page's title. */
function heard(): string {
  const attributes = [...document.querySelectorAll('[aria-label], [aria-valuetext], [title], [alt], [placeholder]')].flatMap((element) =>
    ['aria-label', 'aria-valuetext', 'title', 'alt', 'placeholder'].map((name) => element.getAttribute(name) ?? ''),
  );
  // Text node by text node: elements' texts run together in textContent ('motivosReasons').
  const walker = document.createTreeWalker(document.body, NodeFilter.SHOW_TEXT);
  const texts: string[] = [];
  while (walker.nextNode()) texts.push(walker.currentNode.nodeValue ?? '');
  return [document.title, ...texts, ...attributes].join('\n');
}

/** An English text, as whole words (', parcel' is not in ', parcela'). */
function asWords(text: string): RegExp {
  const letter = /\p{L}/u;
  const escaped = text.replace(/[.*+?^${}()|[\]\\]/g, '\\$&');
  return new RegExp(`${letter.test(text[0]) ? '(?<!\\p{L})' : ''}${escaped}${letter.test(text.at(-1)!) ? '(?!\\p{L})' : ''}`, 'u');
}

function expectNoEnglish() {
  const said = heard();
  expect(englishTexts.filter((text) => asWords(text).test(said))).toEqual([]);
}

const parcel = testParcel();
const window2026 = { id: 'w-2026', name: 'Temporada 2026', createdAt: '2026-01-05T00:00:00.000Z', open: true };
const codes = [
  { id: 'r-1', description: 'Condition of the property', position: 1, used: true, labels: { es: 'Estado de la propiedad' } },
  { id: 'r-3', description: 'Recent sales of similar properties', position: 3, used: true, labels: { es: 'Ventas recientes de propiedades similares' } },
  { id: 'r-9', description: 'Other', position: 9, used: true },
];
const draft = {
  estimatedValue: '200,000',
  allegedReasons: [{ id: 'r-1', title: 'Condition of the property', description: 'Goteras en el techo' }],
  window: window2026,
};

function open(route: string, routes: Record<string, Reply> = {}, options: Partial<WizardOptions> = {}) {
  const { api, calls } = fakeApi({ 'GET /code-systems/appeal-reasons': ok({ codes }), ...routes });
  const rendered = renderWizard({ route, api, ...options });
  return { user: userEvent.setup(), calls, ...rendered };
}

describe('the welcome screen', () => {
  it('names the property and the step in Spanish, with the county’s own Spanish text, and starts the appeal', async () => {
    const { user } = open(
      '/appeal',
      { 'GET /appeal-windows': ok({ results: [window2026] }) },
      { settings: { 'appeal_flow.intro_text': 'Read this before you start.', 'general.translations': { es: { 'appeal_flow.intro_text': 'Lea esto antes de empezar.' } } } },
    );
    await stepHeading('Presentar una apelación');
    expect(screen.getByText(/Está apelando el valor tasado de/)).toHaveTextContent(
      'Está apelando el valor tasado de 12 Harbor View Rd (parcela 131-3253-R32532), que actualmente es de $250,000.',
    );
    expect(screen.getByText('Lea esto antes de empezar.')).toBeInTheDocument();
    expect(screen.queryByText('Read this before you start.')).not.toBeInTheDocument();
    expect(screen.getByRole('progressbar', { name: 'Progreso' })).toHaveAttribute('aria-valuetext', '0% completado de la presentación de una apelación');
    expect(screen.getByRole('link', { name: 'Volver a la propiedad' })).toBeInTheDocument();
    expect(document.title).toBe('Presentar una apelación - Harbor County Assessor');
    expectNoEnglish();

    await user.click(screen.getByRole('button', { name: 'Comenzar mi apelación' }));
    await stepHeading('Sus datos');
    expect(screen.getByText('Díganos quién presenta esta apelación y cómo podemos comunicarnos con usted.')).toBeInTheDocument();
    expect(screen.getByRole('link', { name: 'Volver a presentar una apelación' })).toHaveAttribute('href', '/appeal');
    expect(screen.getByRole('button', { name: 'Enviarme por correo electrónico un enlace para terminar más tarde' })).toBeInTheDocument();
    expect(screen.getByRole('progressbar', { name: 'Progreso' })).toHaveAttribute('aria-valuetext', '20% completado de la presentación de una apelación');
    expectNoEnglish();
  });

  it('says the season is closed, and without a property points to the search', async () => {
    const { user, unmount } = open('/appeal', { 'GET /appeal-windows': ok({ results: [{ ...window2026, open: false }] }) });
    await stepHeading('Presentar una apelación');
    await user.click(screen.getByRole('button', { name: 'Comenzar mi apelación' }));
    expect(await screen.findByRole('alert')).toHaveTextContent('El período de apelaciones está cerrado.');
    unmount();

    open('/appeal', {}, { parcel: null });
    await stepHeading('Presentar una apelación');
    expect(screen.getByRole('link', { name: 'Busque su propiedad' })).toHaveAttribute('href', '/');
    expect(screen.getByText(/Primero elija una propiedad\./)).toBeInTheDocument();
    expectNoEnglish();
  });
});

describe('the staff’s steps', () => {
  it('asks the season and the filing method in Spanish, and tells staff whom they act for', async () => {
    const { user } = open('/appeal/window', { 'GET /appeal-windows': ok({ results: [window2026] }), 'HEAD /appeals': fakeResponse({ count: 0 }) }, { me: STAFF });
    await stepHeading('Período de apelaciones');
    expect(screen.getByText('Usted está actuando en nombre del solicitante como Sam Clerk. Ingrese los datos de quien presenta la apelación, no los suyos.')).toBeInTheDocument();
    const season = await screen.findByRole('group', { name: '¿A qué período de apelaciones corresponde esta apelación?' });
    expect(within(season).getByText('Abierto ahora')).toBeInTheDocument();
    await waitFor(() => expect(screen.getByRole('button', { name: 'Continuar' })).not.toHaveAttribute('aria-disabled'));
    expectNoEnglish();

    await user.click(screen.getByRole('button', { name: 'Continuar' }));
    await stepHeading('Método de presentación');
    expect(screen.getByRole('group', { name: '¿Cómo llegó esta apelación a la oficina?' })).toBeInTheDocument();
    expect(screen.getByRole('radio', { name: 'Entrega en persona' })).toBeInTheDocument();
    expect(screen.getByRole('button', { name: 'Continuar sin método de presentación' })).toBeInTheDocument();
    await user.click(screen.getByRole('radio', { name: 'Correo postal' }));
    expect(screen.getByRole('button', { name: 'Continuar' })).toBeInTheDocument();
    expect(screen.getByRole('button', { name: 'Borrar el método de presentación' })).toBeInTheDocument();
    expectNoEnglish();
  });
});

describe('the estimation', () => {
  const openEstimation = async () => {
    const opened = open('/appeal/estimation', {}, { appellant: owner, settings: { 'appeal.mailing_address_text': 'PO Box 1, Harbor' } });
    await stepHeading('Valor y motivos');
    await screen.findByRole('checkbox', { name: 'Estado de la propiedad' });
    return opened;
  };

  it('offers the reasons by their Spanish labels (the description where a code has none), and says its hint, alert and counter in Spanish', async () => {
    const { user } = await openEstimation();
    expect(screen.getAllByRole('checkbox').map((box) => box.closest('div')?.textContent)).toEqual(['Estado de la propiedad', 'Ventas recientes de propiedades similares', 'Other']);
    const value = screen.getByRole('textbox', { name: 'Su opinión sobre el valor de mercado de la propiedad' });
    expect(value).toHaveAccessibleDescription('El valor de mercado actual es $250,000. Ingrese un número entero entre $25,000 y $2,500,000, sin decimales.');
    expect(screen.getByRole('heading', { name: 'Antes de indicar sus motivos' }).closest('.usa-alert')).toHaveTextContent(
      'por correo postal, entrega en persona o fax (PO Box 1, Harbor), y no subirse aquí.',
    );
    await user.click(screen.getByRole('checkbox', { name: 'Estado de la propiedad' }));
    const comment = screen.getByRole('textbox', { name: 'Cuéntenos más sobre "Estado de la propiedad" (opcional)' });
    expect(comment).toHaveAccessibleDescription('Quedan 500 caracteres');
    expectNoEnglish();
  });

  it('says the value’s range in Spanish, beside the field and in the summary', async () => {
    const { user } = await openEstimation();
    await user.type(screen.getByRole('textbox', { name: 'Su opinión sobre el valor de mercado de la propiedad' }), '5');
    await user.click(screen.getByRole('checkbox', { name: 'Estado de la propiedad' }));
    await user.click(screen.getByRole('button', { name: 'Continuar' }));
    const summary = await screen.findByRole('alert', { name: 'Hay un problema' });
    expect(within(summary).getByRole('link', { name: 'El valor debe estar entre 25,000 y 2,500,000' })).toBeInTheDocument();
    expect(screen.getByRole('textbox', { name: 'Su opinión sobre el valor de mercado de la propiedad' })).toHaveAccessibleDescription(
      /El valor debe estar entre 25,000 y 2,500,000/,
    );
    // Continuar stays pressable, and the tab says there is a problem.
    expect(screen.getByRole('button', { name: 'Continuar' })).not.toHaveAttribute('aria-disabled');
    expect(document.title).toMatch(/^Error: /);
    expectNoEnglish();
  });

  it('keeps what was typed when the visitor switches language on the step', async () => {
    await speak('en');
    const { user } = open('/appeal/estimation', {}, { appellant: owner });
    await stepHeading('Value and reasons');
    await user.type(await screen.findByRole('textbox', { name: "Your opinion of the property's market value" }), '210,000');
    await user.click(await screen.findByRole('checkbox', { name: 'Condition of the property' }));
    await speak('es');
    await stepHeading('Valor y motivos');
    expect(screen.getByRole('textbox', { name: 'Su opinión sobre el valor de mercado de la propiedad' })).toHaveValue('210,000');
    expect(screen.getByRole('checkbox', { name: 'Estado de la propiedad' })).toBeChecked();
    expectNoEnglish();
  });
});

it('asks an agent for the authorization in Spanish on the documents step', async () => {
  const { user } = open('/appeal/fileupload', {}, { appellant: agent });
  await stepHeading('Documentos de respaldo');
  expect(screen.getByText('Como agente, debe incluir el formulario de autorización de agente firmado por el propietario.')).toBeInTheDocument();
  expect(screen.getByLabelText('Documentos de respaldo, incluido el formulario de autorización de agente')).toBeInTheDocument();
  await user.click(screen.getByRole('button', { name: 'Continuar' }));
  const summary = await screen.findByRole('alert', { name: 'Hay un problema' });
  expect(summary).toHaveTextContent('Debe subir el formulario de autorización de agente firmado por el propietario');
  expectNoEnglish();
});

describe('the summary and the confirmation', () => {
  const result: AppealResult = {
    id: 'a-1',
    createdAt: '2026-11-22T15:00:00.000Z',
    windowId: 'w-2026',
    property: { parcelId: parcel.id, address: parcel.address },
    appellant: { name: 'Pat Doe', email: 'pat@example.org' },
    claimedValue: { amount: 200000, currency: 'USD' },
    reference: 'HC-26-7K3QPM',
    statusToken: 'v1.token',
  };
  const found = ok({ results: [parcel], pagination: { totalCount: 1, totalPages: 1 } });

  it('shows the answers in Spanish, the reasons by their Spanish labels, and files to a Spanish confirmation', async () => {
    const { user } = open('/appeal/summary', { 'GET /prc/search': found, 'POST /appeals': ok(result) }, { appellant: owner, draft });
    await stepHeading('Resumen');
    expect(screen.getByText(/parcela 131-3253-R32532/)).toHaveTextContent(
      '12 Harbor View Rd, parcela 131-3253-R32532 (Residencial), propietario: Avery Quinn, valor de mercado: $250,000',
    );
    expect(screen.getByText('Pat Doe, Propietario')).toBeInTheDocument();
    expect(await screen.findByText('Estado de la propiedad: Goteras en el techo')).toBeInTheDocument();
    expect(screen.getByRole('link', { name: 'Cambiar sus datos' })).toHaveAttribute('href', '/appeal/details?returnto=summary');
    expect(screen.getByRole('link', { name: 'Volver a documentos de respaldo' })).toBeInTheDocument();
    expect(screen.getByText('No ha subido ningún documento para incluir en su apelación.')).toBeInTheDocument();
    expect(screen.getByRole('heading', { name: 'Antes de enviar' })).toBeInTheDocument();
    expectNoEnglish();

    await user.click(screen.getByRole('button', { name: 'Enviar mi apelación' }));
    await stepHeading('Apelación enviada');
    expect(screen.getByText(/Recibimos su apelación de la parcela/)).toHaveTextContent('Recibimos su apelación de la parcela 131-3253-R32532 (12 Harbor View Rd).');
    // The county's zone (America/New_York), in Spanish.
    expect(screen.getByText(/22 de noviembre de 2026/)).toHaveTextContent('domingo, 22 de noviembre de 2026, 10:00 a.m.');
    expect(screen.getByText('En breve recibirá una confirmación por correo electrónico en pat@example.org.')).toBeInTheDocument();
    expect(screen.getByRole('link', { name: 'Descargar su recibo (PDF)' })).toBeInTheDocument();
    expect(screen.getByRole('button', { name: 'Imprimir o guardar esta confirmación' })).toBeInTheDocument();
    expectNoEnglish();
  });

  it('names the tab in Spanish and records each step’s page view under its English title', async () => {
    const bus = createBus();
    const views = pageViewNames(bus);
    const { user } = open('/appeal/summary', { 'GET /prc/search': found, 'POST /appeals': ok(result) }, { appellant: owner, draft, bus });
    await stepHeading('Resumen');
    expect(document.title).toBe(`Resumen - ${TEST_OFFICE}`);
    await user.click(screen.getByRole('button', { name: 'Enviar mi apelación' }));
    // The confirmation's heading is not its step's title: given by its catalogue id, it is recorded in English too.
    await stepHeading('Apelación enviada');
    expect(document.title).toBe(`Apelación enviada - ${TEST_OFFICE}`);
    expect(views).toEqual(['Summary', 'Appeal submitted']);
  });

  it('asks to check the e-mail, with the link’s hours and deadline said in Spanish, and offers to send it again', async () => {
    const { user } = open(
      '/appeal/summary',
      { 'GET /prc/search': found, 'POST /appeals': ok({ ...result, confirmBy: '2026-11-24T15:00:00.000Z', filerToken: 'v1.filer' }) },
      { appellant: owner, draft },
    );
    await stepHeading('Resumen');
    await user.click(screen.getByRole('button', { name: 'Enviar mi apelación' }));
    await stepHeading('Revise su correo electrónico para terminar su apelación');
    expect(screen.getByText(/Enviamos un enlace a/)).toHaveTextContent('Enviamos un enlace a pat@example.org.');
    expect(screen.getByText(/no queda presentada hasta que/)).toHaveTextContent(
      'Su apelación de la parcela 131-3253-R32532 (12 Harbor View Rd) no queda presentada hasta que usted abra el enlace del correo y seleccione “Confirmar mi apelación”.',
    );
    expect(screen.getByText(/El enlace funciona hasta/)).toHaveTextContent('El enlace funciona hasta el martes, 24 de noviembre de 2026, 10:00 a.m., durante 48 horas.');
    expect(screen.getByRole('button', { name: 'Enviar el correo de nuevo' })).toBeInTheDocument();
    expect(screen.getByRole('button', { name: 'Cambiar su correo electrónico' })).toBeInTheDocument();
    expect(screen.getByRole('heading', { name: 'Qué sucede después' })).toBeInTheDocument();
    expect(screen.getByText('Enviada')).toBeInTheDocument();
    expectNoEnglish();
  });

  it('shows the API’s refusal as it comes (in the visitor’s language), in a Spanish error card', async () => {
    const { user } = open(
      '/appeal/summary',
      { 'GET /prc/search': found, 'POST /appeals': fakeResponse({ status: 503, body: { message: 'El servicio de apelaciones no está disponible.' } }) },
      { appellant: owner, draft },
    );
    await stepHeading('Resumen');
    await user.click(screen.getByRole('button', { name: 'Enviar mi apelación' }));
    const card = await screen.findByRole('alert');
    expect(within(card).getByRole('heading', { name: 'Hubo un error al enviar su apelación...' })).toBeInTheDocument();
    expect(within(card).getByText('El servicio de apelaciones no está disponible.')).toBeInTheDocument();
    expect(
      within(card).getByText('Vuelva a cargar la página para intentarlo de nuevo o comuníquese con Harbor County Assessor al (555) 555 0100 para recibir ayuda.'),
    ).toBeInTheDocument();
    expectNoEnglish();
  });

  it('asks for the owner code in Spanish', async () => {
    const { user } = open('/appeal/summary', { 'GET /prc/search': found }, { appellant: owner, draft, settings: { 'appeal.require_owner_code': true } });
    await stepHeading('Resumen');
    await user.click(screen.getByRole('button', { name: 'Enviar mi apelación' }));
    expect(screen.getByRole('textbox', { name: 'Código del propietario' })).toHaveAccessibleDescription(
      'El código de 8 caracteres impreso en su aviso de tasación, por ejemplo, 7K3Q-PM2X. Ingrese el código del propietario impreso en su aviso de tasación.',
    );
    expectNoEnglish();
  });
});

describe('saving to finish later', () => {
  const saved = { token: 'v1.saved-token', savedAt: '2026-11-25T15:00:00.000Z', expiresAt: '2026-12-25T15:00:00.000Z', days: 30 };

  it('asks for the address, then says where the link went and until when, in Spanish', async () => {
    const { user } = open(
      '/appeal/details',
      { 'POST /appeal-drafts': fakeResponse({ status: 201, body: saved }) },
      { draft, settings: { 'general.email': 'appeals@harbor.example' } },
    );
    await stepHeading('Sus datos');
    await user.click(screen.getByRole('button', { name: 'Enviarme por correo electrónico un enlace para terminar más tarde' }));
    await stepHeading('Terminar su apelación más tarde');
    expect(document.title).toBe('Terminar su apelación más tarde - Harbor County Assessor');
    expect(screen.getByRole('link', { name: 'Volver a sus datos' })).toHaveAttribute('href', '/appeal/details');
    expectNoEnglish();

    await user.type(screen.getByLabelText('Correo electrónico'), 'pat@example.org');
    await user.click(screen.getByRole('button', { name: 'Enviarme el enlace' }));
    await stepHeading('Su apelación está guardada');
    expect(currentLocation()).toBe('/appeal/saved');
    expect(screen.getByText(/Enviamos un enlace a/)).toHaveTextContent('Enviamos un enlace a pat@example.org. Funciona durante 30 días.');
    expect(screen.getByText(/se conservan hasta el 25 de diciembre de 2026\./)).toBeInTheDocument();
    expect(screen.getByRole('link', { name: 'Enviar el enlace a otra dirección' })).toBeInTheDocument();
    expect(screen.getByText(/¿Preguntas\?/)).toHaveTextContent('¿Preguntas? Comuníquese con Harbor County Assessor al (555) 555 0100 o en appeals@harbor.example.');
    expectNoEnglish();
  });

  it('says why a save failed in Spanish', async () => {
    const { user } = open(
      '/appeal/fileupload',
      { 'POST /appeal-drafts': fakeResponse({ status: 409, body: { message: 'Ya se presentó una apelación.' } }) },
      { appellant: owner, draft },
    );
    await stepHeading('Documentos de respaldo');
    await user.click(screen.getByRole('button', { name: 'Enviarme por correo electrónico un enlace para terminar más tarde' }));
    expect(await screen.findByRole('alert')).toHaveTextContent(
      'No pudimos guardar su apelación: Ya se presentó una apelación. Inténtelo de nuevo o comuníquese con Harbor County Assessor al (555) 555 0100.',
    );
    expectNoEnglish();
  });
});

describe('a saved appeal’s link', () => {
  const TOKEN = 'v1.draft-token';
  const view = (state: AppealDraftView['state'], filed: AppealDraftView['filed']): AppealDraftView => ({
    state,
    parcel: { id: parcel.id, address: parcel.address },
    savedAt: '2026-11-25T15:00:00.000Z',
    expiresAt: '2026-12-25T15:00:00.000Z',
    email: null,
    property: null,
    filed,
    draft: null,
  });
  const openLink = (reply: Reply) =>
    open(`/appeal/resume/${TOKEN}`, { [`GET /appeal-drafts/${TOKEN}`]: reply }, { parcel: null, settings: { 'general.email': 'appeals@harbor.example' } });

  it('says an appeal filed since by someone else, and whom to call, in Spanish', async () => {
    openLink(ok(view('filed', { byThisDraft: false, reference: null, statusToken: null })));
    await stepHeading('Ya se presentó una apelación para esta parcela');
    expect(screen.getByText(/se presentó una apelación de la parcela/)).toHaveTextContent(
      'Desde que se guardó su apelación, se presentó una apelación de la parcela 131-3253-R32532 (12 Harbor View Rd) en este período de apelaciones, por lo que la apelación guardada ya no se puede enviar.',
    );
    expect(screen.getByText(/^Llame al/)).toHaveTextContent('Llame al (555) 555 0100 o escriba a appeals@harbor.example.');
    expect(screen.getByRole('link', { name: 'Ir a la página de la propiedad' })).toBeInTheDocument();
    expectNoEnglish();
  });

  it('says its own appeal was filed, with its reference', async () => {
    openLink(ok(view('filed', { byThisDraft: true, reference: 'HC-26-7K3QPM', statusToken: 'v1.status' })));
    await stepHeading('Su apelación fue presentada');
    expect(screen.getByText(/fue presentada con la referencia HC-26-7K3QPM/)).toBeInTheDocument();
    expect(screen.getByRole('link', { name: 'Ver el estado de su apelación' })).toBeInTheDocument();
    expectNoEnglish();
  });

  it('restores an open draft with a Spanish notice', async () => {
    const openDraft: AppealDraftView = {
      ...view('open', null),
      email: 'pat@example.org',
      property: parcel,
      draft: {
        parcelId: parcel.id,
        step: 'fileupload',
        submissionKey: 'key-1',
        window: window2026,
        appellant: owner,
        filerForm: null,
        estimatedValue: '200,000',
        allegedReasons: [],
        comparables: [],
        comparablesPdf: null,
        documents: [],
      },
    };
    openLink(ok(openDraft));
    await stepHeading('Documentos de respaldo');
    expect(screen.getByText('Recuperamos su apelación. Revise sus respuestas y continúe.')).toBeInTheDocument();
    expectNoEnglish();
  });
});

it('warns in Spanish before going on without saved comparables', async () => {
  const { user } = open('/appeal/comper', {}, { appellant: owner, settings: { 'appeal.comper_mode': 'view', 'products.public_comper_url': 'http://comps.test' } });
  await stepHeading('Ventas comparables');
  expect(screen.getByTitle('Herramienta de ventas comparables')).toBeInTheDocument();
  await user.click(screen.getByRole('button', { name: 'Continuar' }));
  const dialog = screen.getByRole('alertdialog', { name: 'No ha guardado ninguna venta comparable' });
  expect(within(dialog).getByRole('button', { name: 'Continuar sin ventas comparables' })).toHaveFocus();
  expect(within(dialog).getByRole('button', { name: 'Quedarme y elegir ventas comparables' })).toBeInTheDocument();
  expectNoEnglish();
});

it('says an address that is not a step in Spanish', async () => {
  open('/appeal/no-such-step');
  expect(await screen.findByRole('heading', { level: 1, name: 'Volvamos a la página de inicio' })).toBeInTheDocument();
  await act(async () => undefined);
  expectNoEnglish();
});
