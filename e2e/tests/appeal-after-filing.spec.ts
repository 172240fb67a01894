import { expect, request as playwrightRequest, test, type APIRequestContext, type Page } from '@playwright/test';
import { demoParcel } from '../../api/src/tools/demo/demo-parcels';
import { DEMO_COUNTIES } from '../../api/src/tools/demo/seed-parcels';
import { expectNoA11yViolations } from '../support/a11y';
import { es, expectNoEnglish } from '../support/catalogues';
import { HARBOR } from '../support/demo-parcels';
import { fileAndConfirmByApi } from '../support/file-by-api';
import { tabTo } from '../support/keyboard';
import { statusLink, waitForMail } from '../support/mail';
import { shootBothWidths } from '../support/screenshots';
import { HARBOR_CLERK } from '../support/staff';

/**
 * An appeal's life after its filing, on the filer's status page (docs/product.md#appeal-lifecycle):
 * the office moves it with its own calls (the desk's screens are mfe-office's specs), the filer
 * answers the county's offer and withdraws through the page's "are you sure", and reads the
 * decision with its reasons. Axe on the offer, each question and the decision.
 *
 * Its parcels: every one of HARBOR.fresh is another spec's, so this spec takes the last usable
 * residential parcels of the generator (among the 2,000 the e2e server seeds) that the showcase gives
 * no role, scanning down from the end, where the showcase, which scans up from the start, never
 * reaches.
 */
const API = '/harbor-county/api';

const SHOWCASE = new Set(
  Object.values(HARBOR).flatMap((value: unknown) => (typeof value === 'string' ? [value] : Array.isArray(value) ? value : Object.values(value as Record<string, string>))),
);
const PARCELS = (() => {
  const county = DEMO_COUNTIES.find((candidate) => candidate.tenantId === 'harbor-county')!;
  const found: string[] = [];
  for (let n = 1_999; n >= 0 && found.length < 3; n -= 1) {
    const parcel = demoParcel(county, n);
    if (parcel.active !== false && parcel.type === 'residential' && parcel.valueAmount !== null && !SHOWCASE.has(parcel.id)) found.push(parcel.id);
  }
  return { decline: found[0], withdraw: found[1], spanish: found[2] };
})();

const main = (page: Page) => page.getByRole('main');
const timelineSteps = (page: Page, name = 'What has happened so far') => main(page).getByRole('list', { name }).getByRole('heading', { level: 3 });

/** A clerk's session for the office's calls (they must come from the site itself: same-origin.ts). */
async function officeOf(baseURL: string): Promise<APIRequestContext> {
  const office = await playwrightRequest.newContext({ baseURL, extraHTTPHeaders: { Origin: baseURL } });
  expect((await office.post(`${API}/session`, { data: { email: HARBOR_CLERK.email, password: HARBOR_CLERK.password } })).ok()).toBe(true);
  return office;
}

/** The office moves the appeal; the move must be taken. */
async function move(office: APIRequestContext, reference: string, data: Record<string, unknown>): Promise<void> {
  const moved = await office.post(`${API}/appeals/${reference}/status`, { data });
  expect(moved.ok(), `${String(data.status)}: ${await moved.text()}`).toBe(true);
}

/** A public appeal filed and confirmed by the API's calls; answers its reference and the status link of its receipt. */
async function filed(request: APIRequestContext, parcel: string, email: string): Promise<{ reference: string; link: string }> {
  const reference = await fileAndConfirmByApi(request, parcel, { name: 'Jordan Avery', email });
  const receipt = await waitForMail(request, email, new RegExp(`We received your appeal ${reference}`));
  return { reference, link: statusLink(receipt) };
}

/** What a screen of this spec is checked with: axe, and its pictures with E2E_SHOTS. */
async function checkScreen(page: Page, shot: string): Promise<void> {
  await expectNoA11yViolations(page);
  await shootBothWidths(page, shot);
}

test('the county offers, the filer declines it by keyboard; after a hearing the county decides, and the page shows the decision with its reason', async ({
  page,
  request,
  baseURL,
}) => {
  test.setTimeout(150_000);
  const email = 'jordan.after-filing@example.org';
  const { reference, link } = await filed(request, PARCELS.decline, email);
  const office = await officeOf(baseURL!);
  try {
    await move(office, reference, { status: 'under-review' });
    await move(office, reference, { status: 'offer-made', offer: { amount: 231000, note: 'Two sales on your street support this value.' } });
    await waitForMail(request, email, new RegExp(`Your appeal ${reference}: offer made`));

    await page.goto(link);
    const offer = main(page).getByRole('region', { name: "The county's offer" });
    await expect(offer).toContainText('$231,000');
    await expect(offer).toContainText('Two sales on your street support this value.');
    await expect(main(page).getByRole('list', { name: 'What happens next' })).toContainText("Answer the county's offer by");
    await expect(timelineSteps(page)).toHaveText(['Filed', 'Under review', 'Offer made']);
    await checkScreen(page, 'status-offer');

    // The keyboard only: to "Decline the offer", its question takes the focus, then "Go back" and again.
    const decline = offer.getByRole('button', { name: 'Decline the offer' });
    await tabTo(page, decline);
    await page.keyboard.press('Enter');
    const question = main(page).getByRole('heading', { name: 'Are you sure you want to decline the offer?' });
    await expect(question).toBeFocused();
    await expect(main(page).getByRole('group', { name: 'Are you sure you want to decline the offer?' })).toContainText(
      'The county will hold a hearing or decide your appeal. You cannot accept this offer later.',
    );
    await checkScreen(page, 'status-offer-decline-confirm');
    await tabTo(page, main(page).getByRole('button', { name: 'Go back' }));
    await page.keyboard.press('Enter');
    await expect(decline).toBeFocused();
    await page.keyboard.press('Enter');
    await expect(question).toBeFocused();
    const answered = page.waitForRequest((sent) => sent.method() === 'POST' && sent.url().endsWith('/offer'));
    await tabTo(page, main(page).getByRole('button', { name: 'Yes, decline the offer' }));
    await page.keyboard.press('Enter');
    expect((await answered).postDataJSON()).toEqual({ answer: 'decline' });
    const notice = main(page).getByRole('heading', { name: 'You declined the offer' });
    await expect(notice).toBeVisible();
    await expect(main(page).locator('[tabindex="-1"]', { has: page.getByRole('heading', { name: 'You declined the offer' }) })).toBeFocused();
    await expect(main(page).getByText('Offer declined', { exact: true }).first()).toBeVisible();
    await expect(main(page).getByRole('region', { name: "The county's offer" })).toHaveCount(0);
    await expect(main(page).getByRole('list', { name: 'What has happened so far' })).toContainText('You declined this offer.');
    await checkScreen(page, 'status-offer-declined');

    // A hearing, held; then the county decides with one of its reasons.
    const reasons = (await (await office.get(`${API}/office/decision-reasons`)).json()).results as Array<{ id: string; description: string }>;
    const reason = reasons.find((candidate) => candidate.id === 'sales-support-lower');
    expect(reason, "the county's reasons").toBeDefined();
    await move(office, reference, { status: 'hearing-scheduled', hearingAt: new Date(Date.now() + 7 * 86_400_000).toISOString() });
    await page.reload();
    await expect(main(page).getByRole('list', { name: 'What happens next' })).toContainText('Your hearing is on');
    await move(office, reference, { status: 'hearing-held' });
    await move(office, reference, {
      status: 'decided',
      decidedValue: { amount: 236000 },
      decision: { reasons: [reason!.id], explanation: 'The sales of the two houses on your street were taken into account.', decidedBy: 'The review panel' },
    });
  } finally {
    await office.dispose();
  }
  await waitForMail(request, email, new RegExp(`Your appeal ${reference}: decided`));

  await page.reload();
  const decision = main(page).getByRole('region', { name: 'The decision' });
  await expect(decision).toContainText('$236,000');
  await expect(decision).toContainText('Sales of similar properties support a lower value');
  await expect(decision).toContainText('The sales of the two houses on your street were taken into account.');
  await expect(decision).toContainText('The review panel');
  await expect(decision).not.toContainText(HARBOR_CLERK.name);
  // The demo county names no further appeal: the office is who to ask.
  await expect(decision.getByRole('heading', { name: 'What you can do next' })).toBeVisible();
  await expect(decision).toContainText('If you disagree with this decision, contact');
  await expect(timelineSteps(page)).toHaveText(['Filed', 'Under review', 'Offer made', 'Offer declined', 'Hearing scheduled', 'Hearing held', 'Decided']);
  await expect(main(page).getByRole('heading', { name: 'What happens next' })).toHaveCount(0);
  await expect(main(page).getByRole('button', { name: 'Withdraw your appeal' })).toHaveCount(0);
  await checkScreen(page, 'status-decided');
});

test('the filer withdraws the appeal: the question first, "Go back" sends nothing, then withdrawn and the parcel free again', async ({ page, request, baseURL }) => {
  test.setTimeout(120_000);
  const email = 'jordan.withdraws@example.org';
  const { reference, link } = await filed(request, PARCELS.withdraw, email);
  const office = await officeOf(baseURL!);
  try {
    await move(office, reference, { status: 'under-review' });
  } finally {
    await office.dispose();
  }
  const posts: string[] = [];
  page.on('request', (sent) => {
    if (sent.method() === 'POST') posts.push(new URL(sent.url()).pathname);
  });

  await page.goto(link);
  await expect(main(page).getByText('Under review', { exact: true }).first()).toBeVisible();
  await main(page).getByRole('button', { name: 'Withdraw your appeal' }).click();
  const question = main(page).getByRole('group', { name: 'Are you sure you want to withdraw your appeal?' });
  await expect(main(page).getByRole('heading', { name: 'Are you sure you want to withdraw your appeal?' })).toBeFocused();
  await expect(question).toContainText('The county will not review or decide your appeal.');
  await expect(question).toContainText('While the appeal season is open, you can file a new appeal for this property.');
  await checkScreen(page, 'status-withdraw-confirm');
  await question.getByRole('button', { name: 'Go back' }).click();
  await expect(main(page).getByRole('button', { name: 'Withdraw your appeal' })).toBeFocused();
  expect(posts).toEqual([]);

  await main(page).getByRole('button', { name: 'Withdraw your appeal' }).click();
  await main(page).getByRole('button', { name: 'Yes, withdraw my appeal' }).click();
  await expect(main(page).getByRole('heading', { name: 'Your appeal is withdrawn' })).toBeVisible();
  expect(posts.filter((path) => path.includes('/status/'))).toEqual([expect.stringMatching(/\/status\/[^/]+\/withdraw$/)]);
  await expect(timelineSteps(page)).toHaveText(['Filed', 'Under review', 'Withdrawn']);
  await expect(main(page).getByRole('button', { name: 'Withdraw your appeal' })).toHaveCount(0);
  await checkScreen(page, 'status-withdrawn');
  await waitForMail(request, email, new RegExp(`Your appeal ${reference}: withdrawn`));

  // What the question said holds: the parcel's place is free, so a new appeal can be filed this season.
  const seasons = (await (await request.get(`${API}/appeal-windows`)).json()).results as Array<{ id: string; open: boolean }>;
  const holding = await request.head(`${API}/appeals`, { params: { parcel: PARCELS.withdraw, window: seasons.find((season) => season.open)!.id, holding: 'true' } });
  expect(holding.headers()['x-total-count']).toBe('0');
});

test.describe('in Spanish', () => {
  test.use({ locale: 'en-US' });

  test('the filer reads the offer in Spanish, accepts it by keyboard through its question, and reads the decision', async ({ page, request, baseURL }) => {
    test.setTimeout(120_000);
    const { reference, link } = await filed(request, PARCELS.spanish, 'jordan.acepta@example.org');
    const office = await officeOf(baseURL!);
    try {
      await move(office, reference, { status: 'under-review' });
      await move(office, reference, { status: 'offer-made', offer: { amount: 198000 } });
    } finally {
      await office.dispose();
    }

    await page.goto(link.replace(/([?&])lang=\w+/, '$1lang=es'));
    await expect(page.locator('html')).toHaveAttribute('lang', 'es');
    const offer = main(page).getByRole('region', { name: es('search.status.offer.heading') });
    await expect(offer).toContainText('$198,000');
    await expect(main(page).getByText(es('search.status.appealStatus.offerMade'), { exact: true }).first()).toBeVisible();
    await expectNoEnglish(page);
    await checkScreen(page, 'status-es-offer');

    await tabTo(page, offer.getByRole('button', { name: es('search.status.offer.accept') }));
    await page.keyboard.press('Enter');
    await expect(main(page).getByRole('heading', { name: es('search.status.offer.acceptQuestion') })).toBeFocused();
    await expect(main(page).getByRole('group', { name: es('search.status.offer.acceptQuestion') })).toContainText(es('search.status.offer.acceptMeans', { value: '$198,000' }));
    await expectNoEnglish(page);
    await checkScreen(page, 'status-es-offer-accept-confirm');
    await tabTo(page, main(page).getByRole('button', { name: es('search.status.offer.acceptYes') }));
    await page.keyboard.press('Enter');

    await expect(main(page).getByRole('heading', { name: es('search.status.offer.acceptedHeading') })).toBeVisible();
    const decision = main(page).getByRole('region', { name: es('search.status.decision.heading') });
    await expect(decision).toContainText('$198,000');
    await expect(decision).toContainText('Usted aceptó la oferta del condado');
    await expect(timelineSteps(page, es('search.status.appeal.timeline'))).toHaveText(
      ['filed', 'underReview', 'offerMade', 'offerAccepted', 'decided'].map((status) => es(`search.status.appealStatus.${status}`)),
    );
    await expectNoEnglish(page);
    await checkScreen(page, 'status-es-decided');
  });
});
