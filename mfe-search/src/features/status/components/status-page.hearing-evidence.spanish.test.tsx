import { screen, within } from '@testing-library/react';
import userEvent from '@testing-library/user-event';
import { LiveRegion, type uploadFile } from 'mfe-shared';
import { Route, Routes } from 'mfe-shared/router';
import type { HearingView, StatusResponse } from 'mfe-shared/schemas';
import { API_BASE, fakeApi, ok } from '../../../../../mfe-shared/test/fake-api';
import { renderWithPortal } from '../../../../../mfe-shared/test/portal-fixture';
import { speak } from '../../../../../mfe-shared/test/language';
import en from '../../../locales/en/status.json';
import es from '../../../locales/es/status.json';
import { StatusPage } from './status-page';
import { county, step, TOKEN } from './status-page-fixtures';

// The hearing, the evidence both ways and the decision letter on the status page, in Spanish: every
// text from the Spanish catalogue, the shared messages in Spanish, dates in es-US, the letter in Spanish.

type Appeal = NonNullable<StatusResponse['appeal']>;

const FILED = step('filed', '2026-11-02T15:00:00.000Z');
const REVIEW = step('under-review', '2026-11-10T15:00:00.000Z');
const STARTS = '2026-12-16T19:30:00.000Z';
const SCHEDULED = step('hearing-scheduled', '2026-11-22T15:00:00.000Z', { hearingAt: STARTS });
const VIDEO: HearingView = {
  startsAt: STARTS,
  minutes: 30,
  mode: 'video',
  panel: 'Panel 2',
  room: null,
  videoUrl: 'https://video.example/harbor-board',
  moveRequest: null,
  canAskToMove: true,
};
const MINE = { id: '11111111-1111-4111-8111-111111111111', name: 'fotos-del-techo.pdf', size: 204800, addedAt: '2026-11-23T15:00:00.000Z' };
const EVIDENCE: NonNullable<Appeal['evidence']> = { yours: [MINE], county: null, countyFrom: '2026-12-02T19:30:00.000Z', canAdd: true, addBy: '2026-12-03T04:59:59.000Z' };

const view = (appeal: Partial<Appeal>): StatusResponse => ({
  kind: 'appeal',
  reference: 'HC-26-7K3QPM',
  county,
  appeal: {
    status: 'hearing-scheduled',
    filedAt: FILED.at,
    parcel: { id: 'HC-000200-A862', address: '8849 Forest Rd' },
    claimedValue: { amount: 420000, currency: 'USD' },
    timeline: [FILED, REVIEW, SCHEDULED],
    documents: [],
    confirmBy: null,
    canConfirm: false,
    offer: null,
    canWithdraw: true,
    nextStep: { step: 'attend-hearing', by: STARTS },
    furtherAppeal: null,
    hearing: VIDEO,
    evidence: EVIDENCE,
    decisionLetter: false,
    ...appeal,
  },
  meeting: null,
});
const scheduled = view({});
const asked = view({ hearing: { ...VIDEO, canAskToMove: false, moveRequest: { askedAt: '2026-12-03T16:00:00.000Z', answer: null, note: null } } });

const uploads: typeof uploadFile = async <T,>(_url: string, file: Blob) =>
  ({ id: '33333333-3333-4333-8333-333333333333', name: (file as File).name, size: file.size, type: 'application/pdf', deleteToken: 'token' }) as T;

function renderStatus(routes: Parameters<typeof fakeApi>[0]) {
  const { api, calls } = fakeApi(routes, uploads);
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

beforeEach(() => speak('es'));
afterEach(() => speak('en'));

it('shows the hearing and asks to move it in Spanish: the shared message, the question, the answer announced', async () => {
  const { posts, user } = renderStatus({ [`GET /status/${TOKEN}`]: ok(scheduled), [`POST /status/${TOKEN}/hearing/move`]: ok(asked) });
  const hearing = within(await screen.findByRole('region', { name: 'Su audiencia' }));
  expect(hearing.getByText('Fecha y hora').nextSibling).toHaveTextContent(/16 de diciembre de 2026/);
  expect(hearing.getByText('Duración').nextSibling).toHaveTextContent('30 minutos');
  expect(hearing.getByText('Cómo asistir').nextSibling).toHaveTextContent('Por video');
  expect(hearing.getByRole('link', { name: 'Unirse a la audiencia por video' })).toHaveAttribute('href', VIDEO.videoUrl);
  expect(hearing.getByText('Quedan 500 caracteres')).toBeInTheDocument();
  expectNoEnglish();

  await user.click(hearing.getByRole('button', { name: 'Continuar' }));
  const summary = screen.getByRole('alert', { name: 'Hay un problema' });
  expect(summary).toHaveFocus();
  expect(summary).toHaveTextContent('Díganos por qué necesita cambiar la audiencia, por ejemplo si no puede asistir.');
  expectNoEnglish();

  await user.type(screen.getByRole('textbox', { name: '¿Por qué necesita cambiar su audiencia?' }), 'Estoy en el hospital esa semana.');
  await user.click(screen.getByRole('button', { name: 'Continuar' }));
  expect(screen.getByRole('heading', { name: '¿Seguro que quiere pedir que cambien su audiencia?' })).toHaveFocus();
  expect(screen.getByRole('group', { name: '¿Seguro que quiere pedir que cambien su audiencia?' })).toHaveTextContent('Su motivo: Estoy en el hospital esa semana.');
  expectNoEnglish();
  await user.click(screen.getByRole('button', { name: 'Sí, pedir que cambien mi audiencia' }));

  const notice = await screen.findByRole('heading', { name: 'Pidió que cambien su audiencia' });
  expect(notice.closest('[tabindex="-1"]')).toHaveFocus();
  expect(screen.getByTestId('live-polite')).toHaveTextContent('Pidió que cambien su audiencia. El condado le dirá por correo electrónico si puede cambiarla.');
  expect(posts().map((call) => call.body)).toEqual([{ reason: 'Estoy en el hospital esa semana.' }]);
  expect(screen.getByText('Pidió que cambien su audiencia el 3 de diciembre de 2026. El condado le responderá por correo electrónico.')).toBeInTheDocument();
  expectNoEnglish();
});

it('shows the evidence both ways in Spanish and adds a document, announced in Spanish', async () => {
  const added = view({ evidence: { ...EVIDENCE, yours: [MINE, { ...MINE, id: '33333333-3333-4333-8333-333333333333', name: 'presupuesto.pdf' }] } });
  const { posts, user } = renderStatus({ [`GET /status/${TOKEN}`]: ok(scheduled), [`POST /status/${TOKEN}/evidence`]: ok(added) });
  const yours = within(await screen.findByRole('region', { name: 'Sus pruebas' }));
  expect(yours.getByRole('link', { name: 'fotos-del-techo.pdf' })).toHaveAttribute('href', `${API_BASE}/status/${TOKEN}/evidence/${MINE.id}`);
  expect(yours.getByText('Puede añadir pruebas hasta el 2 de diciembre de 2026.')).toBeInTheDocument();
  expect(
    within(screen.getByRole('region', { name: 'Las pruebas del condado' })).getByText('Las pruebas del condado estarán aquí a partir del 2 de diciembre de 2026.'),
  ).toBeInTheDocument();
  expectNoEnglish();

  await user.click(yours.getByRole('button', { name: 'Añadir estas pruebas' }));
  expect(screen.getByRole('alert', { name: 'Hay un problema' })).toHaveTextContent('Elija un documento para añadir.');
  await user.upload(yours.getByLabelText('Documentos para añadir'), new File(['%PDF-1.4'], 'presupuesto.pdf', { type: 'application/pdf' }));
  await screen.findByText('presupuesto.pdf');
  await user.click(yours.getByRole('button', { name: 'Añadir estas pruebas' }));
  expect(await screen.findByRole('heading', { name: 'Sus pruebas están añadidas' })).toBeInTheDocument();
  expect(screen.getByTestId('live-polite')).toHaveTextContent('Sus pruebas están añadidas. El condado ya puede ver su documento.');
  expect(posts().map((call) => call.body)).toEqual([{ documents: ['33333333-3333-4333-8333-333333333333'] }]);
  expectNoEnglish();
});

it('offers the decision letter in Spanish, as a Spanish PDF', async () => {
  renderStatus({
    [`GET /status/${TOKEN}`]: ok(
      view({
        status: 'decided',
        timeline: [
          FILED,
          REVIEW,
          SCHEDULED,
          step('hearing-held', '2026-12-16T20:00:00.000Z'),
          step('decided', '2026-12-20T15:00:00.000Z', {
            decidedValue: { amount: 400000, currency: 'USD' },
            decision: { reasons: ['Las ventas de propiedades similares respaldan un valor más bajo'], explanation: null, decidedBy: 'Panel 2' },
          }),
        ],
        hearing: null,
        canWithdraw: false,
        nextStep: null,
        evidence: { ...EVIDENCE, county: [], countyFrom: null, canAdd: false },
        decisionLetter: true,
      }),
    ),
  });
  const decision = within(await screen.findByRole('region', { name: 'La decisión' }));
  expect(decision.getByRole('link', { name: 'Descargar su carta de decisión (PDF)' })).toHaveAttribute('href', `${API_BASE}/status/${TOKEN}/decision-letter.pdf?lang=es`);
  expect(screen.getByText('El condado no ha añadido pruebas.')).toBeInTheDocument();
  expectNoEnglish();
});
