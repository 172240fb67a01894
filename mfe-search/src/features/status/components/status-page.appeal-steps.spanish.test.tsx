import { screen, within } from '@testing-library/react';
import userEvent from '@testing-library/user-event';
import { LiveRegion } from 'mfe-shared';
import { Route, Routes } from 'mfe-shared/router';
import type { StatusResponse } from 'mfe-shared/schemas';
import { fakeApi, ok } from '../../../../../mfe-shared/test/fake-api';
import { fakeResponse, renderWithPortal } from '../../../../../mfe-shared/test/portal-fixture';
import { speak } from '../../../../../mfe-shared/test/language';
import en from '../../../locales/en/status.json';
import es from '../../../locales/es/status.json';
import { StatusPage } from './status-page';
import { county, step, TOKEN } from './status-page-fixtures';

// An appeal's life after its filing on the status page, in Spanish: the offer and its question, the
// withdrawal, the decision and what happens next, every text from the Spanish catalogue, dates in es-US.

type Appeal = NonNullable<StatusResponse['appeal']>;

const ANSWER_BY = '2026-12-11T05:00:00.000Z';
const OFFER = { amount: 450000, currency: 'USD', note: 'Dos ventas en su calle respaldan este valor.', answerBy: ANSWER_BY };
const FILED = step('filed', '2026-11-02T15:00:00.000Z');
const REVIEW = step('under-review', '2026-11-10T15:00:00.000Z');
const OFFERED = (answer: 'accepted' | 'declined' | 'lapsed' | null) => step('offer-made', '2026-11-20T15:00:00.000Z', { offer: { ...OFFER, answer } });

const view = (appeal: Partial<Appeal>): StatusResponse => ({
  kind: 'appeal',
  reference: 'HC-26-7K3QPM',
  county,
  appeal: {
    status: 'under-review',
    filedAt: FILED.at,
    parcel: { id: 'HC-000200-A862', address: '8849 Forest Rd' },
    claimedValue: { amount: 420000, currency: 'USD' },
    timeline: [FILED, REVIEW],
    documents: [],
    confirmBy: null,
    canConfirm: false,
    offer: null,
    canWithdraw: true,
    nextStep: { step: 'county-reviews', by: null },
    furtherAppeal: null,
    ...appeal,
  },
  meeting: null,
});

const offered = view({
  status: 'offer-made',
  timeline: [FILED, REVIEW, OFFERED(null)],
  offer: { ...OFFER, answer: null, canAnswer: true },
  nextStep: { step: 'answer-offer', by: ANSWER_BY },
});
const accepted = view({
  status: 'decided',
  timeline: [
    FILED,
    REVIEW,
    OFFERED('accepted'),
    step('offer-accepted', '2026-11-21T15:00:00.000Z'),
    step('decided', '2026-11-21T15:00:00.000Z', {
      decidedValue: { amount: 450000, currency: 'USD' },
      decision: { reasons: ['Usted aceptó la oferta del condado'], explanation: null, decidedBy: null },
    }),
  ],
  offer: { ...OFFER, answer: 'accepted', canAnswer: false },
  canWithdraw: false,
  nextStep: null,
  furtherAppeal: { body: 'la Junta de Ajuste de Valores', by: '2027-01-20' },
});
const declined = view({
  status: 'offer-declined',
  timeline: [FILED, REVIEW, OFFERED('declined'), step('offer-declined', '2026-11-21T15:00:00.000Z')],
  offer: { ...OFFER, answer: 'declined', canAnswer: false },
  nextStep: { step: 'county-reviews', by: '2027-01-01' },
});
const lapsed = view({
  status: 'offer-declined',
  timeline: [FILED, REVIEW, OFFERED('lapsed'), step('offer-declined', '2026-12-11T05:01:00.000Z')],
  offer: { ...OFFER, answer: 'lapsed', canAnswer: false },
});
const hearing = view({
  status: 'hearing-scheduled',
  timeline: [FILED, REVIEW, step('hearing-scheduled', '2026-11-22T15:00:00.000Z', { hearingAt: '2026-12-16T19:30:00.000Z' })],
  nextStep: { step: 'attend-hearing', by: '2026-12-16T19:30:00.000Z' },
});
const withdrawn = view({ status: 'withdrawn', timeline: [...hearing.appeal!.timeline, step('withdrawn', '2026-11-23T15:00:00.000Z')], canWithdraw: false, nextStep: null });
const DECISION = {
  reasons: ['Las ventas de propiedades similares respaldan un valor más bajo', 'Se corrigieron los datos de la propiedad'],
  explanation: 'La casa tiene dos dormitorios, no tres.',
  decidedBy: 'Panel de revisión',
};
const decided = (furtherAppeal: Appeal['furtherAppeal']) =>
  view({
    status: 'decided',
    timeline: [FILED, REVIEW, step('decided', '2026-11-25T15:00:00.000Z', { decidedValue: { amount: 430000, currency: 'USD' }, decision: DECISION })],
    canWithdraw: false,
    nextStep: null,
    furtherAppeal,
  });

function renderStatus(routes: Parameters<typeof fakeApi>[0]) {
  const { api, calls } = fakeApi(routes);
  renderWithPortal(
    <>
      <LiveRegion />
      <Routes>
        <Route path="/status/:token" element={<StatusPage />} />
      </Routes>
    </>,
    { route: `/status/${TOKEN}`, api },
  );
  return { posts: () => calls.filter((call) => call.method === 'POST'), user: userEvent.setup() };
}

/** No English text of the catalogue is on the page: neither a whole element's text nor a sentence inside one. */
function expectNoEnglish() {
  const page = document.body.textContent ?? '';
  for (const [id, english] of Object.entries(en)) {
    if (english === es[id as keyof typeof es]) continue;
    if (!english.includes('{')) expect(screen.queryAllByText(english)).toEqual([]);
    if (!/plural|select/.test(english)) for (const words of english.split(/<\/?\w+>|\{[^}]*\}/)) if (words.trim().length >= 12) expect(page).not.toContain(words.trim());
  }
}

const nextSteps = () =>
  within(screen.getByRole('list', { name: 'Qué sucede después' }))
    .getAllByRole('listitem')
    .map((item) => item.textContent);
const timeline = () => within(screen.getByRole('list', { name: 'Lo que ha pasado hasta ahora' }));

beforeEach(() => speak('es'));
afterEach(() => speak('en'));

it('shows the offer in Spanish and accepts it through the question, announced in Spanish', async () => {
  const { posts, user } = renderStatus({ [`GET /status/${TOKEN}`]: ok(offered), [`POST /status/${TOKEN}/offer`]: ok(accepted) });
  const card = within(await screen.findByRole('region', { name: 'La oferta del condado' }));
  expect(card.getByText('Valor ofrecido').nextSibling).toHaveTextContent('$450,000');
  expect(card.getByText('Sobre la oferta').nextSibling).toHaveTextContent(OFFER.note);
  expect(card.getByText('Fecha límite para responder').nextSibling).toHaveTextContent('10 de diciembre de 2026');
  expect(screen.getByText('Oferta hecha', { selector: 'strong' })).toBeInTheDocument();
  expect(nextSteps()).toEqual([
    'Responda a la oferta del condado a más tardar el 10 de diciembre de 2026.',
    'Si para entonces no ha respondido, la oferta vence y el condado celebrará una audiencia o decidirá su apelación.',
  ]);
  expect(timeline().getByText('Responder a más tardar el 10 de diciembre de 2026')).toBeInTheDocument();
  expectNoEnglish();

  await user.click(card.getByRole('button', { name: 'Aceptar la oferta' }));
  expect(screen.getByRole('heading', { name: '¿Confirma que desea aceptar la oferta?' })).toHaveFocus();
  expect(screen.getByRole('group', { name: '¿Confirma que desea aceptar la oferta?' })).toHaveTextContent(
    'Su apelación se decidirá con un valor de $450,000. No habrá audiencia. No podrá cambiar su respuesta después.',
  );
  expect(screen.getByRole('button', { name: 'Volver' })).toBeInTheDocument();
  expectNoEnglish();
  await user.click(screen.getByRole('button', { name: 'Sí, aceptar la oferta' }));

  const notice = await screen.findByRole('heading', { name: 'Usted aceptó la oferta' });
  expect(notice.closest('[tabindex="-1"]')).toHaveFocus();
  expect(screen.getByTestId('live-polite')).toHaveTextContent(
    'Usted aceptó la oferta. Su apelación quedó decidida con un valor de $450,000. Le enviamos la decisión por correo electrónico.',
  );
  expect(posts().map((call) => call.body)).toEqual([{ answer: 'accept' }]);
  expect(screen.getByText('Decidida', { selector: 'strong' })).toBeInTheDocument();
  expect(
    timeline()
      .getAllByRole('heading', { level: 3 })
      .map((h) => h.textContent),
  ).toEqual(['Presentada', 'En revisión', 'Oferta hecha', 'Oferta aceptada', 'Decidida']);
  expect(timeline().getByText('Usted aceptó esta oferta.')).toBeInTheDocument();
  expect(screen.getByText('Si no está de acuerdo con esta decisión, puede apelar ante la Junta de Ajuste de Valores a más tardar el 20 de enero de 2027.')).toBeInTheDocument();
  expectNoEnglish();
});

it('declines the offer in Spanish; "Volver" sends nothing', async () => {
  const { posts, user } = renderStatus({ [`GET /status/${TOKEN}`]: ok(offered), [`POST /status/${TOKEN}/offer`]: ok(declined) });
  await user.click(await screen.findByRole('button', { name: 'Rechazar la oferta' }));
  expect(screen.getByRole('group', { name: '¿Confirma que desea rechazar la oferta?' })).toHaveTextContent(
    'El condado celebrará una audiencia o decidirá su apelación. No podrá aceptar esta oferta después.',
  );
  expectNoEnglish();
  await user.click(screen.getByRole('button', { name: 'Volver' }));
  expect(screen.getByRole('button', { name: 'Rechazar la oferta' })).toHaveFocus();
  expect(posts()).toEqual([]);
  await user.click(screen.getByRole('button', { name: 'Rechazar la oferta' }));
  await user.click(screen.getByRole('button', { name: 'Sí, rechazar la oferta' }));
  expect(await screen.findByRole('heading', { name: 'Usted rechazó la oferta' })).toBeInTheDocument();
  expect(posts().map((call) => call.body)).toEqual([{ answer: 'decline' }]);
  expect(screen.getByText('Oferta rechazada', { selector: 'strong' })).toBeInTheDocument();
  expect(timeline().getByText('Usted rechazó esta oferta.')).toBeInTheDocument();
  expect(nextSteps()[2]).toBe('Decidimos su apelación y le comunicamos nuestra decisión por escrito a más tardar el 1 de enero de 2027.');
  expectNoEnglish();
});

it("shows the API's Spanish refusal of a late answer as it came, and the offer lapsed", async () => {
  const message = 'El plazo para responder a esta oferta terminó el 10 de diciembre de 2026. Ahora el condado celebrará una audiencia o decidirá su apelación.';
  let reads = 0;
  const { user } = renderStatus({
    [`GET /status/${TOKEN}`]: () => ok(reads++ === 0 ? offered : lapsed),
    [`POST /status/${TOKEN}/offer`]: fakeResponse({ status: 409, body: { message } }),
  });
  await user.click(await screen.findByRole('button', { name: 'Aceptar la oferta' }));
  await user.click(screen.getByRole('button', { name: 'Sí, aceptar la oferta' }));
  const alert = (await screen.findByRole('heading', { name: 'Su respuesta no se envió' })).closest('[role="alert"]');
  expect(alert).toHaveTextContent(message);
  expect(await timeline().findByText('El plazo para responder terminó el 10 de diciembre de 2026.')).toBeInTheDocument();
  expect(timeline().getByText('La oferta no se respondió a tiempo, así que cuenta como rechazada.')).toBeInTheDocument();
  expectNoEnglish();
});

it('asks before a withdrawal in Spanish, says what it means, and withdraws', async () => {
  const { posts, user } = renderStatus({ [`GET /status/${TOKEN}`]: ok(hearing), [`POST /status/${TOKEN}/withdraw`]: ok(withdrawn) });
  expect(await screen.findByRole('heading', { level: 2, name: 'Retirar su apelación' })).toBeInTheDocument();
  expect(nextSteps()).toEqual([
    'Su audiencia es el miércoles, 16 de diciembre de 2026, 2:30 p.m.',
    'Después de la audiencia, el condado decidirá su apelación y le comunicará la decisión por escrito.',
  ]);
  expectNoEnglish();
  await user.click(screen.getByRole('button', { name: 'Retirar su apelación' }));
  const question = screen.getByRole('group', { name: '¿Confirma que desea retirar su apelación?' });
  expect(question).toHaveTextContent('El condado no revisará ni decidirá su apelación. Su audiencia no se celebrará.');
  expect(question).toHaveTextContent('No podrá deshacerlo. Mientras el período de apelaciones esté abierto, puede presentar una nueva apelación para esta propiedad.');
  expectNoEnglish();
  await user.click(within(question).getByRole('button', { name: 'Volver' }));
  expect(posts()).toEqual([]);
  await user.click(screen.getByRole('button', { name: 'Retirar su apelación' }));
  await user.click(screen.getByRole('button', { name: 'Sí, retirar mi apelación' }));
  expect(await screen.findByRole('heading', { name: 'Su apelación está retirada' })).toBeInTheDocument();
  expect(screen.getByTestId('live-polite')).toHaveTextContent('Su apelación está retirada. El condado no la revisará ni la decidirá.');
  expect(posts().map((call) => call.path)).toEqual([`/status/${TOKEN}/withdraw`]);
  expect(screen.getByText('Retirada', { selector: 'strong' })).toBeInTheDocument();
  expectNoEnglish();
});

it('says a network failure of a withdrawal in Spanish', async () => {
  const { user } = renderStatus({ [`GET /status/${TOKEN}`]: ok(hearing), [`POST /status/${TOKEN}/withdraw`]: fakeResponse({ status: 503, body: { message: 'down' } }) });
  await user.click(await screen.findByRole('button', { name: 'Retirar su apelación' }));
  await user.click(screen.getByRole('button', { name: 'Sí, retirar mi apelación' }));
  const alert = (await screen.findByRole('heading', { name: 'Su apelación no se retiró' })).closest('[role="alert"]');
  expect(alert).toHaveTextContent('No pudimos retirar su apelación. Inténtelo de nuevo.');
  expectNoEnglish();
});

it('shows a decision in Spanish: the value, the reasons, the explanation, who decided, and the office to ask', async () => {
  renderStatus({ [`GET /status/${TOKEN}`]: ok(decided(null)) });
  const decision = within(await screen.findByRole('region', { name: 'La decisión' }));
  expect(decision.getByText('Valor decidido').nextSibling).toHaveTextContent('$430,000');
  expect(
    within(decision.getByText('Motivos').nextSibling as HTMLElement)
      .getAllByRole('listitem')
      .map((item) => item.textContent),
  ).toEqual(DECISION.reasons);
  expect(decision.getByText('Explicación').nextSibling).toHaveTextContent(DECISION.explanation);
  expect(decision.getByText('Decidido por').nextSibling).toHaveTextContent(DECISION.decidedBy);
  expect(decision.getByRole('heading', { level: 3, name: 'Lo que puede hacer ahora' })).toBeInTheDocument();
  expect(decision.getByRole('link', { name: '(555) 555 0100' }).closest('p')).toHaveTextContent(
    'Si no está de acuerdo con esta decisión, comuníquese con Harbor County Assessor al (555) 555 0100 o en assessor@harbor.example para saber qué puede hacer.',
  );
  const decidedStep = within(timeline().getByRole('heading', { name: 'Decidida' }).closest('li')!);
  expect(decidedStep.getByText('Valor decidido: $430,000')).toBeInTheDocument();
  expect(decidedStep.getByRole('list', { name: 'Motivos:' })).toBeInTheDocument();
  expect(decidedStep.getByText(`Explicación: ${DECISION.explanation}`)).toBeInTheDocument();
  expect(decidedStep.getByText(`Decidido por: ${DECISION.decidedBy}`)).toBeInTheDocument();
  expect(screen.queryByRole('list', { name: 'Qué sucede después' })).not.toBeInTheDocument();
  expectNoEnglish();
});

it.each<[string, Appeal['nextStep'], string[]]>([
  [
    'the decision by its day',
    { step: 'county-decides', by: '2027-01-01' },
    ['El condado decidirá su apelación y le comunicará la decisión por escrito a más tardar el 1 de enero de 2027.'],
  ],
  [
    'a hearing without its time',
    { step: 'attend-hearing', by: null },
    ['El condado le informará la fecha y la hora de su audiencia.', 'Después de la audiencia, el condado decidirá su apelación y le comunicará la decisión por escrito.'],
  ],
])('says what happens next in Spanish: %s', async (_, nextStep, texts) => {
  renderStatus({ [`GET /status/${TOKEN}`]: ok(view({ status: 'hearing-held', nextStep, timeline: [FILED, REVIEW, step('hearing-held', '2026-12-16T21:00:00.000Z')] })) });
  await screen.findByRole('list', { name: 'Qué sucede después' });
  expect(nextSteps()).toEqual(texts);
  expect(timeline().getByRole('heading', { name: 'Audiencia celebrada' })).toBeInTheDocument();
  expectNoEnglish();
});
