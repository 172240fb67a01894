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
import { HARBOR_ADMIN, HARBOR_APPRAISER, HARBOR_CLERK, type StaffAccount } from '../support/staff';

/**
 * An appeal's life after its filing, on the filer's status page (docs/product.md#appeal-lifecycle):
 * the office moves it with its own calls (the desk's screens are mfe-office's specs), the filer
 * answers the county's offer and withdraws through the page's "are you sure", and reads the
 * decision with its reasons; staff schedule a hearing on a panel, the filer asks to move it, adds
 * evidence and reads the county's, then the decision and its letter once a second person approved it.
 * Axe on the offer, each question, the hearing, the evidence and the decision.
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
  for (let n = 1_999; n >= 0 && found.length < 5; n -= 1) {
    const parcel = demoParcel(county, n);
    if (parcel.active !== false && parcel.type === 'residential' && parcel.valueAmount !== null && !SHOWCASE.has(parcel.id)) found.push(parcel.id);
  }
  return { decline: found[0], withdraw: found[1], spanish: found[2], hearing: found[3], hearingSpanish: found[4] };
})();

const main = (page: Page) => page.getByRole('main');
const timelineSteps = (page: Page, name = 'What has happened so far') => main(page).getByRole('list', { name }).getByRole('heading', { level: 3 });

/** A staff member's session for the office's calls (they must come from the site itself: same-origin.ts); a clerk's unless said. */
async function officeOf(baseURL: string, account: Pick<StaffAccount, 'email' | 'password'> = HARBOR_CLERK): Promise<APIRequestContext> {
  const office = await playwrightRequest.newContext({ baseURL, extraHTTPHeaders: { Origin: baseURL } });
  expect((await office.post(`${API}/session`, { data: { email: account.email, password: account.password } })).ok()).toBe(true);
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
  // The clerk decided, so a second person checks the letter before the filer is told.
  await approveAsAppraiser(baseURL!, reference);
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
    // Settled, its letter waiting for the office's check: not yet said to be decided.
    await expect(main(page).getByText(es('search.status.offer.acceptedLetterBody', { value: '$198,000' }))).toBeVisible();
    await expect(main(page).getByText(es('search.status.appealStatus.offerAccepted'), { exact: true }).first()).toBeVisible();
    await expect(main(page).getByRole('region', { name: es('search.status.decision.heading') })).toHaveCount(0);
    await approveAsAppraiser(baseURL!, reference);
    await page.reload();
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

const DAY_MS = 86_400_000;
const pdf = (name: string) => ({ name, mimeType: 'application/pdf', buffer: Buffer.from('%PDF-1.4\n%%EOF\n') });
/** A day as the county's page writes it (Harbor County keeps New York's clock). */
const countyDay = (at: Date | string, locale = 'en-US') => new Intl.DateTimeFormat(locale, { dateStyle: 'long', timeZone: 'America/New_York' }).format(new Date(at));

/**
 * An administrator's video panel sitting one morning `days` from today (beyond the notice the county
 * asks for); answers its id and the session's start, the first time a hearing can take.
 */
async function videoPanel(baseURL: string, name: string, days: number): Promise<{ panel: string; startsAt: string }> {
  const admin = await officeOf(baseURL, HARBOR_ADMIN);
  try {
    const created = await admin.post(`${API}/office/panels`, {
      data: { name, members: ['Avery Chen', 'Luis Ortega'], mode: 'video', videoUrl: 'https://video.example/harbor-board' },
    });
    expect(created.status(), await created.text()).toBe(201);
    const panel = ((await created.json()) as { id: string }).id;
    const day = new Date(Date.now() + days * DAY_MS).toISOString().slice(0, 10);
    const startsAt = `${day}T14:00:00.000Z`;
    const session = await admin.post(`${API}/office/panels/${panel}/sessions`, { data: { startsAt, endsAt: `${day}T17:00:00.000Z` } });
    expect(session.status(), await session.text()).toBe(201);
    return { panel, startsAt };
  } finally {
    await admin.dispose();
  }
}

/** A clerk reviews the appeal and schedules its hearing on the panel at the session's start. */
async function scheduleHearing(baseURL: string, reference: string, panel: string, startsAt: string): Promise<void> {
  const clerk = await officeOf(baseURL);
  try {
    await move(clerk, reference, { status: 'under-review' });
    const scheduled = await clerk.post(`${API}/office/hearings`, { data: { appeal: reference, panel, startsAt } });
    expect(scheduled.status(), await scheduled.text()).toBe(201);
  } finally {
    await clerk.dispose();
  }
}

/** Staff add a document to the county's side of the evidence (an upload, then the office's call); the hearing is then held. */
async function countyEvidenceThenHeld(baseURL: string, reference: string, name: string): Promise<void> {
  const clerk = await officeOf(baseURL);
  try {
    const uploaded = await clerk.post(`${API}/documents`, { headers: { 'Content-Type': 'application/pdf', 'X-Original-Name': name }, data: pdf(name).buffer });
    expect(uploaded.status(), await uploaded.text()).toBe(201);
    const added = await clerk.post(`${API}/office/appeals/${reference}/evidence`, { data: { documents: [((await uploaded.json()) as { id: string }).id] } });
    expect(added.status(), await added.text()).toBe(200);
    await move(clerk, reference, { status: 'hearing-held' });
  } finally {
    await clerk.dispose();
  }
}

/** An administrator decides the appeal and cannot approve their own decision's letter. */
async function decideAsAdministrator(baseURL: string, reference: string, amount: number, decidedBy: string): Promise<void> {
  const admin = await officeOf(baseURL, HARBOR_ADMIN);
  try {
    await move(admin, reference, { status: 'decided', decidedValue: { amount }, decision: { reasons: ['sales-support-lower'], decidedBy } });
    const own = await admin.post(`${API}/office/appeals/${reference}/letter/approve`);
    expect([own.status(), ((await own.json()) as { message: string }).message]).toEqual([
      409,
      'A second person must check the letter: ask another appraiser or an administrator to approve it.',
    ]);
  } finally {
    await admin.dispose();
  }
}

/** An appraiser, the second person, approves the letter: it is sent. */
async function approveAsAppraiser(baseURL: string, reference: string): Promise<void> {
  const appraiser = await officeOf(baseURL, HARBOR_APPRAISER);
  try {
    const approved = await appraiser.post(`${API}/office/appeals/${reference}/letter/approve`);
    expect(approved.status(), await approved.text()).toBe(200);
  } finally {
    await appraiser.dispose();
  }
}

test('a hearing by video on a panel: the filer asks to move it, adds evidence, reads the county’s, then the decision and its letter', async ({ page, request, baseURL }) => {
  test.setTimeout(180_000);
  const email = 'jordan.hearing@example.org';
  const { reference, link } = await filed(request, PARCELS.hearing, email);
  const { panel, startsAt } = await videoPanel(baseURL!, 'Panel 7', 20);
  await scheduleHearing(baseURL!, reference, panel, startsAt);

  await page.goto(link);
  const hearing = main(page).getByRole('region', { name: 'Your hearing' });
  await expect(hearing).toContainText(new Intl.DateTimeFormat('en-US', { dateStyle: 'full', timeStyle: 'short', timeZone: 'America/New_York' }).format(new Date(startsAt)));
  await expect(hearing).toContainText('15 minutes');
  await expect(hearing).toContainText('Panel 7');
  await expect(hearing.getByRole('link', { name: 'Join the hearing by video' })).toHaveAttribute('href', 'https://video.example/harbor-board');
  await expect(hearing).toContainText('Have your evidence and a photo ID ready to show.');
  const yours = main(page).getByRole('region', { name: 'Your evidence' });
  await expect(yours).toContainText(`You can add evidence until ${countyDay(startsAt)}.`);
  await expect(main(page).getByRole('region', { name: "The county's evidence" })).toContainText(
    `The county's evidence will be here from ${countyDay(new Date(Date.parse(startsAt) - 14 * DAY_MS))}.`,
  );
  await checkScreen(page, 'status-hearing');

  // Asking to move it: the reason first (its summary takes the focus), then the question.
  await hearing.getByRole('button', { name: 'Continue' }).click();
  await expect(main(page).getByRole('alert', { name: 'There is a problem' })).toBeFocused();
  await checkScreen(page, 'status-hearing-move-error');
  await hearing.getByRole('textbox', { name: 'Why do you need to move your hearing?' }).fill('I am in hospital that week.');
  await expect(hearing).toContainText('473 characters remaining');
  await hearing.getByRole('button', { name: 'Continue' }).click();
  await expect(main(page).getByRole('heading', { name: 'Are you sure you want to ask to move your hearing?' })).toBeFocused();
  await checkScreen(page, 'status-hearing-move-confirm');
  const asked = page.waitForRequest((sent) => sent.method() === 'POST' && sent.url().endsWith('/hearing/move'));
  await main(page).getByRole('button', { name: 'Yes, ask to move my hearing' }).click();
  expect((await asked).postDataJSON()).toEqual({ reason: 'I am in hospital that week.' });
  await expect(main(page).locator('[tabindex="-1"]', { has: page.getByRole('heading', { name: 'You asked to move your hearing' }) })).toBeFocused();
  await expect(main(page).getByRole('region', { name: 'Your request to move the hearing' })).toContainText(
    `You asked to move your hearing on ${countyDay(new Date())}. The county will tell you by email.`,
  );
  await expect(hearing.getByRole('button', { name: 'Continue' })).toHaveCount(0);
  await checkScreen(page, 'status-hearing-move-asked');

  // Evidence: nothing chosen is refused in the summary; a PDF goes up, is added, announced and listed as a link.
  await yours.getByRole('button', { name: 'Add this evidence' }).click();
  await expect(main(page).getByRole('alert', { name: 'There is a problem' })).toContainText('Choose a document to add.');
  await expect(main(page).getByRole('alert', { name: 'There is a problem' })).toBeFocused();
  await yours.getByLabel('Documents to add').setInputFiles(pdf('roof-photos.pdf'));
  // Uploaded, not only uploading (its Remove button comes once it is up): only then is it added.
  await expect(yours.getByRole('button', { name: 'Remove roof-photos.pdf' })).toBeVisible();
  await yours.getByRole('button', { name: 'Add this evidence' }).click();
  await expect(main(page).locator('[tabindex="-1"]', { has: page.getByRole('heading', { name: 'Your evidence is added' }) })).toBeFocused();
  await expect(page.getByTestId('live-polite')).toHaveText('Your evidence is added. The county can see your document now.');
  const mine = yours.getByRole('list', { name: 'Your evidence' }).getByRole('link', { name: 'roof-photos.pdf' });
  const [own] = await Promise.all([page.waitForEvent('download'), mine.click()]);
  expect(own.suggestedFilename()).toContain('roof-photos');
  await checkScreen(page, 'status-evidence-added');

  // The county's evidence shows once the hearing is held (its exchange date, 14 days before, is still ahead).
  await countyEvidenceThenHeld(baseURL!, reference, 'comparable-sales-2026.pdf');
  await page.reload();
  const theirs = main(page).getByRole('region', { name: "The county's evidence" });
  const [countys] = await Promise.all([page.waitForEvent('download'), theirs.getByRole('link', { name: 'comparable-sales-2026.pdf' }).click()]);
  expect(countys.suggestedFilename()).toContain('comparable-sales-2026');
  await expect(main(page).getByRole('heading', { name: 'Add evidence' })).toHaveCount(0);
  await expect(main(page).getByRole('region', { name: 'Your hearing' })).toHaveCount(0);
  await checkScreen(page, 'status-hearing-held');

  // Decided, its letter waiting for a second person: the page still stands at the hearing held.
  await decideAsAdministrator(baseURL!, reference, 221000, 'Panel 7');
  await page.reload();
  await expect(main(page).getByText('Hearing held', { exact: true }).first()).toBeVisible();
  await expect(main(page).getByRole('region', { name: 'The decision' })).toHaveCount(0);
  await expect(main(page).getByRole('link', { name: 'Download your decision letter (PDF)' })).toHaveCount(0);
  await expect(main(page).getByRole('list', { name: 'What happens next' })).toContainText('The county will decide your appeal');

  await approveAsAppraiser(baseURL!, reference);
  await waitForMail(request, email, new RegExp(`Your appeal ${reference}: decided`));
  await page.reload();
  const decision = main(page).getByRole('region', { name: 'The decision' });
  await expect(decision).toContainText('$221,000');
  await expect(timelineSteps(page)).toHaveText(['Filed', 'Under review', 'Hearing scheduled', 'Hearing held', 'Decided']);
  const letter = decision.getByRole('link', { name: 'Download your decision letter (PDF)' });
  await expect(letter).toHaveAttribute('href', /\/decision-letter\.pdf\?lang=en$/);
  const [pdfFile] = await Promise.all([page.waitForEvent('download'), letter.click()]);
  expect(pdfFile.suggestedFilename()).toMatch(/\.pdf$/);
  const { readFile } = await import('node:fs/promises');
  expect((await readFile(await pdfFile.path())).subarray(0, 5).toString()).toBe('%PDF-');
  await checkScreen(page, 'status-decided-letter');
});

test.describe('a hearing in Spanish', () => {
  test('the filer reads the hearing in Spanish, asks to move it, adds evidence, reads the county’s and gets the letter in Spanish', async ({ page, request, baseURL }) => {
    test.setTimeout(180_000);
    const email = 'jordan.audiencia@example.org';
    const { reference, link } = await filed(request, PARCELS.hearingSpanish, email);
    const { panel, startsAt } = await videoPanel(baseURL!, 'Panel 8', 21);
    await scheduleHearing(baseURL!, reference, panel, startsAt);

    await page.goto(link.replace(/([?&])lang=\w+/, '$1lang=es'));
    await expect(page.locator('html')).toHaveAttribute('lang', 'es');
    const hearing = main(page).getByRole('region', { name: es('search.status.hearing.heading') });
    await expect(hearing).toContainText('15 minutos');
    await expect(hearing.getByRole('link', { name: es('search.status.hearing.join') })).toHaveAttribute('href', 'https://video.example/harbor-board');
    const yours = main(page).getByRole('region', { name: es('search.status.evidence.yoursHeading') });
    await expect(yours).toContainText(es('search.status.evidence.addBy', { date: countyDay(startsAt, 'es-US') }));
    await expectNoEnglish(page);
    await checkScreen(page, 'status-es-hearing');

    await hearing.getByRole('textbox', { name: es('search.status.move.reason') }).fill('Estoy en el hospital esa semana.');
    await hearing.getByRole('button', { name: es('search.status.move.continue') }).click();
    await expect(main(page).getByRole('heading', { name: es('search.status.move.question') })).toBeFocused();
    await expectNoEnglish(page);
    await checkScreen(page, 'status-es-hearing-move-confirm');
    await main(page)
      .getByRole('button', { name: es('search.status.move.yes') })
      .click();
    await expect(main(page).getByRole('heading', { name: es('search.status.move.doneHeading') })).toBeVisible();
    await expect(main(page).getByRole('region', { name: es('search.status.move.askedHeading') })).toContainText(
      es('search.status.move.asked', { date: countyDay(new Date(), 'es-US') }),
    );

    await yours.getByLabel(es('search.status.evidence.documents')).setInputFiles(pdf('fotos-del-techo.pdf'));
    await expect(yours.getByRole('button', { name: es('shared.upload.removeName', { name: 'fotos-del-techo.pdf' }) })).toBeVisible();
    await yours.getByRole('button', { name: es('search.status.evidence.add') }).click();
    await expect(main(page).getByRole('heading', { name: es('search.status.evidence.doneHeading') })).toBeVisible();
    await expect(yours.getByRole('link', { name: 'fotos-del-techo.pdf' })).toBeVisible();
    await expectNoEnglish(page);
    await checkScreen(page, 'status-es-evidence-added');

    await countyEvidenceThenHeld(baseURL!, reference, 'ventas-comparables.pdf');
    await decideAsAdministrator(baseURL!, reference, 205000, 'Panel 8');
    await approveAsAppraiser(baseURL!, reference);
    await page.reload();
    await expect(
      main(page)
        .getByRole('region', { name: es('search.status.evidence.countyHeading') })
        .getByRole('link', { name: 'ventas-comparables.pdf' }),
    ).toBeVisible();
    const decision = main(page).getByRole('region', { name: es('search.status.decision.heading') });
    await expect(decision).toContainText('$205,000');
    await expect(decision.getByRole('link', { name: es('search.status.decision.letter') })).toHaveAttribute('href', /\/decision-letter\.pdf\?lang=es$/);
    await expectNoEnglish(page);
    await checkScreen(page, 'status-es-decided-letter');
  });
});
