import { screen, waitFor } from '@testing-library/react';
import userEvent from '@testing-library/user-event';
import { Route, Routes, useLocation } from 'mfe-shared/router';
import { createApiClient } from 'mfe-shared';
import { CHANGE_REQUEST_MESSAGES as M } from 'mfe-shared/schemas';
import { fakeResponse, renderWithPortal, TEST_OFFICE, testParcel } from '../../../../../mfe-shared/test/portal-fixture';
import { ChangeRequestPage } from './change-request-page';

// jsdom has no layout, so it does not implement scrollIntoView (the error summary's links use it).
beforeAll(() => {
  Element.prototype.scrollIntoView = jest.fn();
});
afterAll(() => {
  delete (Element.prototype as Partial<Element>).scrollIntoView;
});

const parcel = testParcel();
type Answer = Parameters<typeof fakeResponse>[0];

function Where() {
  return <p data-testid="where">{useLocation().pathname}</p>;
}

function renderPage(answers: Record<string, Answer | ((body: unknown) => Answer)>) {
  const sent: unknown[] = [];
  const api = createApiClient('/test-county/api', async (input, init) => {
    const path = new URL(String(input), 'http://localhost').pathname.replace('/test-county/api', '');
    const answer = answers[`${init?.method} ${path}`];
    if (init?.method === 'POST') sent.push(JSON.parse(String(init.body)));
    const resolved = typeof answer === 'function' ? answer(init?.body && JSON.parse(String(init.body))) : answer;
    return fakeResponse(resolved ?? { status: 404, body: { message: 'Not found' } });
  });
  renderWithPortal(
    <Routes>
      <Route path="/property/:parcelNum/change-request" element={<ChangeRequestPage />} />
      <Route path="*" element={<Where />} />
    </Routes>,
    { route: `/property/${parcel.id}/change-request`, api },
  );
  return { sent };
}

const parcelAnswer = { [`GET /prc/${parcel.id}`]: { body: parcel } };

it('refuses an empty form with a summary that takes focus and links each problem to its field', async () => {
  const user = userEvent.setup();
  const { sent } = renderPage(parcelAnswer);
  expect(await screen.findByRole('heading', { level: 1, name: 'Ask for a correction' })).toBeInTheDocument();
  expect(screen.getByText(/parcel 131-3253-R32532, 12 Harbor View Rd/)).toBeInTheDocument();
  await user.click(screen.getByRole('button', { name: 'Send my correction request' }));
  const summary = await screen.findByRole('alert');
  await waitFor(() => expect(summary).toHaveFocus());
  for (const message of [M.topicRequired, M.correctValueRequired, M.nameRequired, 'Email is required']) {
    expect(screen.getByRole('link', { name: message })).toBeInTheDocument();
  }
  await user.click(screen.getByRole('link', { name: M.nameRequired }));
  expect(screen.getByLabelText('Your name')).toHaveFocus();
  expect(sent).toEqual([]);
});

it('sends what was typed and shows the reference, with what happens next and the way back', async () => {
  const user = userEvent.setup();
  const { sent } = renderPage({ ...parcelAnswer, 'POST /change-requests': { status: 201, body: { reference: 'TC-26-7K3QPM', createdAt: '2026-11-26T10:00:00Z' } } });
  await screen.findByRole('heading', { level: 1, name: 'Ask for a correction' });
  await user.click(screen.getByRole('radio', { name: /Mailing address/ }));
  await user.type(screen.getByLabelText('What is the correct information?'), '12 Elm St, Harbor, ME 04001');
  await user.type(screen.getByLabelText('Your name'), 'Ana Ruiz');
  await user.type(screen.getByLabelText('Email', { exact: false }), ' ana@example.org ');
  await user.click(screen.getByRole('button', { name: 'Send my correction request' }));

  const heading = await screen.findByRole('heading', { level: 1, name: 'Correction request sent' });
  expect(sent).toEqual([
    { parcelId: parcel.id, topic: 'mailing-address', correctValue: '12 Elm St, Harbor, ME 04001', contactName: 'Ana Ruiz', contactEmail: 'ana@example.org', documentId: null },
  ]);
  expect(heading).toBeInTheDocument();
  expect(screen.getByText('TC-26-7K3QPM')).toBeInTheDocument();
  expect(screen.getByText('ana@example.org')).toBeInTheDocument();
  expect(screen.getByText(new RegExp(`${TEST_OFFICE} checks each request`))).toBeInTheDocument();
  await user.click(screen.getByRole('link', { name: 'Back to the property' }));
  expect(screen.getByTestId('where')).toHaveTextContent(`/property/${parcel.id}`);
});

it("keeps what was typed and says why when the API refuses, for example a parcel's cap of open requests", async () => {
  const user = userEvent.setup();
  renderPage({ ...parcelAnswer, 'POST /change-requests': { status: 409, body: { message: M.tooManyOpen(TEST_OFFICE) } } });
  await screen.findByRole('heading', { level: 1, name: 'Ask for a correction' });
  await user.click(screen.getByRole('radio', { name: /Owner name/ }));
  await user.type(screen.getByLabelText('What is the correct information?'), 'Avery J. Quinn');
  await user.type(screen.getByLabelText('Your name'), 'Avery Quinn');
  await user.type(screen.getByLabelText('Email', { exact: false }), 'avery@example.org');
  await user.click(screen.getByRole('button', { name: 'Send my correction request' }));
  expect(await screen.findByText(M.tooManyOpen(TEST_OFFICE))).toBeInTheDocument();
  expect(screen.getByRole('heading', { name: 'Your correction request was not sent' })).toBeInTheDocument();
  expect(screen.getByLabelText('What is the correct information?')).toHaveValue('Avery J. Quinn');
});

it('says plainly when the property is not in the county records (entered by hand), with whom to contact', async () => {
  renderPage({});
  expect(await screen.findByRole('heading', { name: "This property is not in the county's records" })).toBeInTheDocument();
  expect(screen.getByText(new RegExp(`contact ${TEST_OFFICE}`))).toBeInTheDocument();
  expect(screen.queryByRole('button', { name: 'Send my correction request' })).not.toBeInTheDocument();
});
