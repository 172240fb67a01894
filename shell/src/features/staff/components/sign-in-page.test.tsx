import { createBus, createApiClient, type PortalBus } from 'mfe-shared';
import { act, screen, waitFor, within } from '@testing-library/react';
import userEvent from '@testing-library/user-event';
import { Route, Routes } from 'mfe-shared/router';
import { speak } from '../../../../../mfe-shared/test/language';
import { fakeResponse, renderWithPortal, TEST_OFFICE, TEST_TENANT } from '../../../../../mfe-shared/test/portal-fixture';
import { SignInPage } from './sign-in-page';
import { pageViewNames } from '../../../../../mfe-shared/test/page-views';

// jsdom has no layout, so it does not implement scrollIntoView (the error summary's links use it).
beforeAll(() => {
  Element.prototype.scrollIntoView = jest.fn();
});
afterAll(() => {
  delete (Element.prototype as Partial<Element>).scrollIntoView;
});

const CLERK = { accountId: '0b7c6f5e-2f7e-4c39-9d3b-3a4f1f1d2c11', name: 'Dana Whitfield', role: 'clerk' as const };

function renderPage(fetchImpl: jest.Mock, bus: PortalBus = createBus()) {
  const user = userEvent.setup();
  const api = createApiClient(`/${TEST_TENANT}/api`, fetchImpl);
  const result = renderWithPortal(
    <Routes>
      <Route path="/staff/sign-in" element={<SignInPage />} />
      <Route path="/" element={<p>Home page</p>} />
    </Routes>,
    { route: '/staff/sign-in', api, bus },
  );
  return { user, ...result };
}

const email = () => screen.getByLabelText('Email address');
const password = () => screen.getByLabelText('Password');
const signInButton = () => screen.getByRole('button', { name: 'Sign in' });
const summary = () => screen.getByRole('alert');

it("is titled 'Staff sign in' and names the office", () => {
  renderPage(jest.fn());
  expect(screen.getByRole('heading', { level: 1, name: 'Staff sign in' })).toBeInTheDocument();
  expect(document.title).toBe(`Staff sign in - ${TEST_OFFICE}`);
  expect(screen.getByText(/For staff of Harbor County Assessor/)).toBeInTheDocument();
  expect(email()).toHaveAttribute('autocomplete', 'username');
  expect(password()).toHaveAttribute('type', 'password');
});

it('lists empty fields in an error summary that takes focus and links to each field, without calling the API', async () => {
  const fetchImpl = jest.fn();
  const { user } = renderPage(fetchImpl);
  await user.click(signInButton());

  expect(summary()).toHaveFocus();
  expect(within(summary()).getByRole('heading', { name: 'There is a problem' })).toBeInTheDocument();
  const links = within(summary()).getAllByRole('link');
  expect(links.map((link) => [link.textContent, link.getAttribute('href')])).toEqual([
    ['Enter your email address', '#staff-email'],
    ['Enter your password', '#staff-password'],
  ]);
  // Each field carries its message too, read with it.
  expect(email()).toHaveAccessibleDescription('Enter your email address');
  expect(password()).toHaveAccessibleDescription('Enter your password');
  expect(email()).toHaveAttribute('aria-invalid', 'true');

  await user.click(links[1]);
  expect(password()).toHaveFocus();
  expect(fetchImpl).not.toHaveBeenCalled();

  // Submitting again with the same problem brings focus back to the summary.
  await user.click(signInButton());
  expect(summary()).toHaveFocus();
});

it("shows 'Email or password is incorrect' from the API, clears the password and focuses the summary on every failure", async () => {
  const fetchImpl = jest.fn(async () => fakeResponse({ status: 401, body: { message: 'Email or password is incorrect' } }));
  const { user, portal } = renderPage(fetchImpl);
  await user.type(email(), 'clerk@harborcounty.example');
  await user.type(password(), 'wrong');
  await user.click(signInButton());

  expect(await screen.findByRole('link', { name: 'Email or password is incorrect' })).toHaveAttribute('href', '#staff-email');
  expect(summary()).toHaveFocus();
  expect(email()).toHaveAccessibleDescription('Email or password is incorrect');
  expect(password()).toHaveValue('');
  expect(signInButton()).toBeEnabled();
  expect(portal.session.getState().me.accountId ?? null).toBeNull();

  // Same message the second time: the summary is new, so it takes focus again.
  await user.click(password());
  await user.type(password(), 'wrong again');
  await user.keyboard('{Enter}');
  await waitFor(() => expect(fetchImpl).toHaveBeenCalledTimes(2));
  await waitFor(() => expect(summary()).toHaveFocus());
});

it("shows the API's rate-limit message", async () => {
  const message = 'Too many sign-in attempts. Please wait 15 minutes and try again, or call the office.';
  const { user } = renderPage(jest.fn(async () => fakeResponse({ status: 429, body: { message } })));
  await user.type(email(), 'clerk@harborcounty.example');
  await user.type(password(), 'guess');
  await user.click(signInButton());
  expect(await screen.findByRole('link', { name: message })).toBeInTheDocument();
});

it('disables Sign in while signing in, then tells every area who signed in and goes home', async () => {
  let answer: (response: Response) => void = () => undefined;
  const fetchImpl = jest.fn(() => new Promise<Response>((resolve) => (answer = resolve)));
  const bus = createBus();
  const changed = jest.fn();
  bus.on('staff:changed', changed);
  const { user, portal } = renderPage(fetchImpl, bus);

  await user.type(email(), ' clerk@harborcounty.example ');
  await user.type(password(), 'demo-staff-password');
  await user.click(signInButton());

  expect(signInButton()).toBeDisabled();
  const [url, init] = fetchImpl.mock.calls[0] as unknown as [string, RequestInit];
  expect(url).toBe('/harbor-county/api/session');
  expect(init).toMatchObject({ method: 'POST', credentials: 'same-origin' });
  expect(JSON.parse(init.body as string)).toEqual({ email: 'clerk@harborcounty.example', password: 'demo-staff-password' });

  await act(async () => answer(fakeResponse({ body: CLERK })));
  expect(await screen.findByText('Home page')).toBeInTheDocument();
  expect(portal.session.getState().me).toEqual(CLERK);
  expect(changed).toHaveBeenCalledWith(CLERK);
});

it('says so when staff are already signed in', () => {
  renderWithPortal(<SignInPage />, { route: '/staff/sign-in', me: CLERK });
  expect(screen.getByRole('heading', { name: 'You are signed in as Dana Whitfield' })).toBeInTheDocument();
  expect(screen.queryByRole('button', { name: 'Sign in' })).not.toBeInTheDocument();
});

describe('in Spanish', () => {
  afterEach(() => speak('en'));

  it('names the tab in Spanish and records the page view under its English title', async () => {
    await speak('es');
    const bus = createBus();
    const views = pageViewNames(bus);
    renderPage(jest.fn(), bus);
    expect(await screen.findByRole('heading', { level: 1, name: 'Inicio de sesión del personal' })).toBeInTheDocument();
    expect(screen.getByRole('form', { name: 'Inicio de sesión del personal' })).toBeInTheDocument();
    expect(document.title).toBe(`Inicio de sesión del personal - ${TEST_OFFICE}`);
    expect(views).toEqual(['Staff sign in']);
  });
});
