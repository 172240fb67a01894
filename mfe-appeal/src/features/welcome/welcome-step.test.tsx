import { screen } from '@testing-library/react';
import userEvent from '@testing-library/user-event';
import { fakeResponse } from '../../../../mfe-shared/test/portal-fixture';
import { currentLocation, fakeApi, ok, renderWizard, STAFF, stepHeading, type Reply } from '../../../test/wizard-fixture';

jest.setTimeout(30_000);

const open2026 = { id: 'w-2026', name: '2026 appeal season', createdAt: '2026-01-05T00:00:00.000Z', open: true };
const closed2025 = { id: 'w-2025', name: '2025 appeal season', createdAt: '2025-01-05T00:00:00.000Z', open: false };

async function openWelcome(windows: Reply, me = {}) {
  const user = userEvent.setup();
  const { api, calls } = fakeApi({
    'GET /appeal-windows': windows,
    'GET /code-systems/appeal-reasons': ok({ codes: [] }),
  });
  const rendered = renderWizard({ route: '/appeal', me, api });
  await stepHeading('Filing an appeal');
  return { user, calls, ...rendered };
}

it('names the property and starts the public in the open window, at the filer details', async () => {
  const { user, portal } = await openWelcome(ok({ results: [open2026, closed2025] }));
  expect(screen.getByText(/You are appealing the assessed value of/)).toHaveTextContent(
    'You are appealing the assessed value of 12 Harbor View Rd (parcel 131-3253-R32532), currently $250,000.',
  );
  await user.click(screen.getByRole('button', { name: 'Start my appeal' }));
  await stepHeading('Your details');
  expect(currentLocation()).toBe('/appeal/details');
  expect(portal.stores.appeal.getState()?.window).toEqual(open2026);
});

it("says 'The appeal season is closed.' with no open window", async () => {
  const { user } = await openWelcome(ok({ results: [closed2025] }));
  await user.click(screen.getByRole('button', { name: 'Start my appeal' }));
  expect(await screen.findByRole('alert')).toHaveTextContent('The appeal season is closed.');
  expect(currentLocation()).toBe('/appeal');
});

it('asks to try again or contact the office when the season cannot be checked', async () => {
  const { user } = await openWelcome(fakeResponse({ status: 500 }));
  await user.click(screen.getByRole('button', { name: 'Start my appeal' }));
  expect(await screen.findByRole('alert')).toHaveTextContent(/^We could not check the appeal season\. Please try again, or contact Harbor County Assessor on /);
  expect(currentLocation()).toBe('/appeal');
});

it('takes staff to the appeal season', async () => {
  const { user, calls } = await openWelcome(ok({ results: [open2026] }), STAFF);
  await user.click(screen.getByRole('button', { name: 'Start my appeal' }));
  await stepHeading('Appeal season');
  expect(currentLocation()).toBe('/appeal/window');
  // The welcome screen itself did not pick a window for staff; the season step lists them.
  expect(calls.filter((call) => call.path === '/appeal-windows')).toHaveLength(1);
});

describe('the season’s days (docs/product.md#appeal-steps)', () => {
  const day = (offset: number) => new Date(Date.now() + offset * 86_400_000).toLocaleDateString('en-CA', { timeZone: 'America/New_York' });
  const longDay = (key: string) => new Date(`${key}T12:00:00Z`).toLocaleDateString('en-US', { timeZone: 'UTC', dateStyle: 'long' });

  it('says until when the public can appeal and how many days are left', async () => {
    const closesOn = day(12);
    await openWelcome(ok({ results: [{ ...open2026, closesOn }] }));
    expect(await screen.findByText(/You can appeal until/)).toHaveTextContent(`You can appeal until ${longDay(closesOn)}. 12 days left.`);
  });

  it('says the last day is today', async () => {
    await openWelcome(ok({ results: [{ ...open2026, closesOn: day(0) }] }));
    expect(await screen.findByText(/You can appeal until/)).toHaveTextContent('Today is the last day.');
  });

  it('says appeals are closed and when the next season opens, once the last day has passed', async () => {
    const opensOn = day(90);
    const { user } = await openWelcome(ok({ results: [{ ...open2026, closesOn: day(-1) }], next: { name: 'Next season', opensOn } }));
    expect(await screen.findByText(/The appeal season is closed\. The next one opens on/)).toHaveTextContent(`The next one opens on ${longDay(opensOn)}.`);
    await user.click(screen.getByRole('button', { name: 'Start my appeal' }));
    expect(await screen.findByRole('alert')).toHaveTextContent('The appeal season is closed.');
    expect(currentLocation()).toBe('/appeal');
  });

  it('says nothing of days for a season the county gave no last day', async () => {
    await openWelcome(ok({ results: [open2026] }));
    expect(screen.queryByText(/You can appeal until/)).not.toBeInTheDocument();
  });
});
