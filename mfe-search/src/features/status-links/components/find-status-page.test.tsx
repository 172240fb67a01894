import { screen } from '@testing-library/react';
import userEvent from '@testing-library/user-event';
import { fakeApi, ok } from '../../../../../mfe-shared/test/fake-api';
import { makePortal, renderWithPortal } from '../../../../../mfe-shared/test/portal-fixture';
import { speak } from '../../../../../mfe-shared/test/language';
import { FindStatusPage } from './find-status-page';

// The way back to a status page without the e-mail (docs/product.md#finding-an-appeal-or-meeting-again).
function open() {
  const user = userEvent.setup();
  const { api, calls } = fakeApi({ 'POST /status-links': ok({}) });
  renderWithPortal(<FindStatusPage />, { route: '/status', portal: makePortal({ api }) });
  return { user, calls };
}

it('asks for the address, says what to do with a wrong one, then says the same whatever the address has', async () => {
  const { user, calls } = open();
  expect(screen.getByRole('heading', { level: 1, name: 'Check an appeal or meeting you have made' })).toBeInTheDocument();
  await user.click(screen.getByRole('button', { name: 'Send me the links' }));
  expect(await screen.findByRole('alert', { name: 'There is a problem' })).toHaveTextContent('Email is required');
  expect(calls).toHaveLength(0);

  await user.type(screen.getByRole('textbox', { name: 'Email address' }), 'pat@example.org');
  await user.click(screen.getByRole('button', { name: 'Send me the links' }));
  const heading = await screen.findByRole('heading', { level: 1, name: 'Check your email' });
  expect(heading).toHaveFocus();
  expect(screen.getByText('If we have an appeal or meeting for that address, we have sent you an email with links to it.')).toBeInTheDocument();
  // The address goes in the body, never in a URL.
  expect(calls.map((call) => [call.method, call.path, call.body])).toEqual([['POST', '/status-links', { email: 'pat@example.org' }]]);
  expect(window.location.href).not.toContain('pat@example.org');
});

afterEach(() => speak('en'));

it('speaks Spanish', async () => {
  open();
  await speak('es');
  expect(await screen.findByRole('heading', { level: 1, name: 'Consultar una apelación o cita que haya hecho' })).toBeInTheDocument();
  expect(screen.getByRole('button', { name: 'Enviarme los enlaces' })).toBeInTheDocument();
});

it('lets the person try another address, from an empty field', async () => {
  const { user, calls } = open();
  await user.type(screen.getByRole('textbox', { name: 'Email address' }), 'pat@example.org');
  await user.click(screen.getByRole('button', { name: 'Send me the links' }));
  await user.click(await screen.findByRole('button', { name: 'Try another email address' }));
  expect(screen.getByRole('textbox', { name: 'Email address' })).toHaveValue('');
  expect(calls).toHaveLength(1);
});
