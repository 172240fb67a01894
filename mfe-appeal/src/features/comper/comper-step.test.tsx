import { act, screen, waitFor } from '@testing-library/react';
import userEvent from '@testing-library/user-event';
import { createBus, type AnalyticsEvent } from 'mfe-shared';
import { fakeResponse, testParcel } from '../../../../mfe-shared/test/portal-fixture';
import { currentLocation, deferred, fakeApi, ok, owner, renderWizard, stepHeading, type Reply } from '../../../test/wizard-fixture';
import en from '../../locales/en';
import { COMPER_TEXT } from './comper-messages';

jest.setTimeout(30_000);

const settings = { 'appeal.comper_mode': 'view', 'products.public_comper_url': 'http://comps.test', 'products.public_comper_url_path': '/tool' };
const pdf = { id: 'pdf-1', name: 'comparables.pdf', size: 4096, type: 'application/pdf' };

async function openComper(routes: Record<string, Reply> = {}, bus = createBus()) {
  const user = userEvent.setup();
  const { api, calls } = fakeApi(routes);
  const rendered = renderWizard({ route: '/appeal/comper', settings, appellant: owner, api, bus });
  await stepHeading('Comparable sales');
  return { user, calls, ...rendered };
}

const post = (data: unknown, origin = 'http://comps.test') => act(() => void window.dispatchEvent(new MessageEvent('message', { origin, data })));

it("embeds the comparables tool in a frame titled 'comper'", async () => {
  await openComper();
  expect(screen.getByTitle('Comparable sales tool')).toHaveAttribute('src', 'http://comps.test/tool?id=131-3253-R32532');
});

it('ignores a message from another origin', async () => {
  const { calls } = await openComper();
  post('131-1,131-2', 'http://evil.test');
  expect(screen.queryByRole('dialog')).not.toBeInTheDocument();
  expect(calls).toHaveLength(0);
});

it('saves the comparables the tool sends: each parcel fetched, the PDF generated, the event sent', async () => {
  const bus = createBus();
  const events: AnalyticsEvent[] = [];
  bus.on('analytics', (event) => events.push(event));
  const pdfAnswer = deferred<Response>();
  const { calls, portal } = await openComper(
    {
      'GET /prc/131-1': ok(testParcel({ id: '131-1', address: '1 Dock St' })),
      'GET /prc/131-2': ok(testParcel({ id: '131-2', address: '2 Dock St' })),
      'POST /comper/generate-pdf': () => pdfAnswer.promise,
    },
    bus,
  );
  post(' 131-1, 131-2 ,131-1');
  expect(await screen.findByRole('dialog', { name: 'Saving your comparable sales' })).toBeInTheDocument();
  expect(screen.queryByRole('button', { name: 'OK' })).not.toBeInTheDocument();
  await waitFor(() => expect(calls.some((call) => call.path === '/comper/generate-pdf')).toBe(true));
  expect(calls.find((call) => call.path === '/comper/generate-pdf')?.body).toEqual({ subjectId: '131-3253-R32532', comparablesIds: ['131-1', '131-2'] });
  await act(async () => pdfAnswer.resolve(ok(pdf)));
  expect(await screen.findByRole('dialog', { name: 'Comparable sales saved' })).toBeInTheDocument();
  expect(portal.stores.appeal.getState()).toMatchObject({
    comparables: [
      { id: '131-1', address: '1 Dock St' },
      { id: '131-2', address: '2 Dock St' },
    ],
    comparablesPdf: pdf,
  });
  expect(events).toEqual(expect.arrayContaining([expect.objectContaining({ type: 'event', name: 'Comparable Sales Saved', category: 'File an Appeal', action: 'Submit' })]));
});

it('only logs a comparable that cannot be fetched, and still saves', async () => {
  const warn = jest.spyOn(console, 'warn').mockImplementation(() => undefined);
  try {
    const { portal } = await openComper({
      'GET /prc/131-1': fakeResponse({ status: 404, body: { message: 'Not found' } }),
      'POST /comper/generate-pdf': ok(pdf),
    });
    post('131-1');
    expect(await screen.findByRole('dialog', { name: 'Comparable sales saved' })).toBeInTheDocument();
    expect(warn).toHaveBeenCalled();
    expect(portal.stores.appeal.getState()?.comparables).toEqual([{ id: '131-1', address: '131-1' }]);
  } finally {
    warn.mockRestore();
  }
});

it('says the comparable sales were not saved, and what to do, when they cannot be saved', async () => {
  const { user } = await openComper({
    'GET /prc/131-1': ok(testParcel({ id: '131-1' })),
    'POST /comper/generate-pdf': fakeResponse({ status: 500 }),
  });
  post('131-1');
  const dialog = await screen.findByRole('alertdialog', { name: 'Your comparable sales were not saved' });
  expect(dialog).toHaveAccessibleDescription(
    'Please try again. If it still does not work, continue without them: you can find comparable sales from the property page and upload them in the Supporting documents step.',
  );
  await user.click(screen.getByRole('button', { name: 'OK' }));
  expect(screen.queryByRole('alertdialog')).not.toBeInTheDocument();
});

it('warns in the page, never in a browser dialog, before going on without saved comparables', async () => {
  const confirm = jest.spyOn(window, 'confirm');
  try {
    const { user } = await openComper({ 'GET /code-systems/appeal-reasons': ok({ codes: [] }) });
    await user.click(screen.getByRole('button', { name: 'Continue' }));
    const dialog = screen.getByRole('alertdialog', { name: 'You have not saved any comparable sales' });
    // The specification's confirm text in plain words, as the dialog's heading and its text (docs/product.md#comparables-step).
    expect(en[COMPER_TEXT.unsavedHeading]).toBe('You have not saved any comparable sales');
    expect(dialog).toHaveAccessibleDescription(
      "To include comparable sales with your appeal, save them with the tool's own button before you continue. Do you want to continue without them?",
    );
    expect(screen.getByRole('button', { name: 'Continue without comparable sales' })).toHaveFocus();

    // Stay: back to the tool, still on this step.
    await user.click(screen.getByRole('button', { name: 'Stay and choose comparable sales' }));
    expect(screen.queryByRole('alertdialog')).not.toBeInTheDocument();
    expect(screen.getByTitle('Comparable sales tool')).toHaveFocus();
    expect(currentLocation()).toBe('/appeal/comper');

    // Escape is stay too; Tab goes round the two choices.
    await user.click(screen.getByRole('button', { name: 'Continue' }));
    await user.tab();
    expect(screen.getByRole('button', { name: 'Stay and choose comparable sales' })).toHaveFocus();
    await user.tab();
    expect(screen.getByRole('button', { name: 'Continue without comparable sales' })).toHaveFocus();
    await user.keyboard('{Escape}');
    expect(screen.queryByRole('alertdialog')).not.toBeInTheDocument();

    await user.click(screen.getByRole('button', { name: 'Continue' }));
    await user.click(screen.getByRole('button', { name: 'Continue without comparable sales' }));
    await stepHeading('Value and reasons');
    expect(confirm).not.toHaveBeenCalled();
  } finally {
    confirm.mockRestore();
  }
});

it('goes on without a warning once comparables are saved', async () => {
  const { user } = await openComper({
    'GET /prc/131-1': ok(testParcel({ id: '131-1' })),
    'POST /comper/generate-pdf': ok(pdf),
    'GET /code-systems/appeal-reasons': ok({ codes: [] }),
  });
  post('131-1');
  await user.click(await screen.findByRole('button', { name: 'OK' }));
  await user.click(screen.getByRole('button', { name: 'Continue' }));
  await stepHeading('Value and reasons');
});

it('keeps Tab inside the dialog, closes it with Escape and returns focus to the tool', async () => {
  const { user } = await openComper({
    'GET /prc/131-1': ok(testParcel({ id: '131-1' })),
    'POST /comper/generate-pdf': ok(pdf),
  });
  post('131-1');
  const dialog = await screen.findByRole('dialog', { name: 'Comparable sales saved' });
  await waitFor(() => expect(dialog).toHaveFocus());
  await user.tab();
  expect(screen.getByRole('button', { name: 'OK' })).toHaveFocus();
  await user.tab();
  expect(screen.getByRole('button', { name: 'OK' })).toHaveFocus();
  await user.keyboard('{Escape}');
  expect(screen.queryByRole('dialog')).not.toBeInTheDocument();
  expect(screen.getByTitle('Comparable sales tool')).toHaveFocus();
});
