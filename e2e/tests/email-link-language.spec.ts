import { expect, request as playwrightRequest, test, type APIRequestContext, type Page } from '@playwright/test';
import { parcelSnapshot, propertySchema, type AppealSubmission } from 'mfe-shared/schemas';
import { expectNoA11yViolations } from '../support/a11y';
import { es, expectNoEnglish } from '../support/catalogues';
import { HARBOR } from '../support/demo-parcels';
import { resumeLink, statusLink, waitForMail } from '../support/mail';
import { ATTENDEE, bookMeeting, openPlaces, type Slot } from '../support/meeting-wizard';
import { shootBothWidths } from '../support/screenshots';
import { HARBOR_ADMIN } from '../support/staff';

/**
 * An e-mail's link opens the site in the language the e-mail is written in (its `?lang=`), whatever
 * the browser's own language or the one this browser chose on the site before; the visitor can still
 * switch, and a reload keeps the switch. Every page a link opens is checked in Spanish for English,
 * its title and the API's refusal included, and with axe. Filings, bookings and the saved appeal are
 * made with the API's own calls in the language of their e-mails; fresh[51..53] are this spec's, and
 * its meeting times are ones it adds on a day far ahead that no other spec uses.
 */
const API = '/harbor-county/api';
const SPANISH = { 'Accept-Language': 'es-US,es;q=0.9' };
const ENGLISH = { 'Accept-Language': 'en-US,en;q=0.9' };
const PARCELS = { spanish: HARBOR.fresh[51], draft: HARBOR.fresh[52], english: HARBOR.fresh[53] } as const;
const OFFICE = { es: 'Oficina del Tasador del Condado de Harbor', en: "Harbor County Assessor's Office" } as const;

const main = (page: Page) => page.getByRole('main');
const heading = (page: Page, name: string) => page.getByRole('heading', { level: 1, name });
/** The link with its token's last character changed: a link the API refuses. */
const altered = (link: string) => link.replace(/.$/, (last) => (last === 'A' ? 'B' : 'A'));

/** A screen in Spanish: its heading, its tab's title, `<html lang>`, no English, no axe violation; shot at both widths with E2E_SHOTS. */
async function expectSpanishScreen(page: Page, { title, h1 = title, shot }: { title: string; h1?: string; shot: string }): Promise<void> {
  await expect(heading(page, h1)).toBeVisible();
  await expect(page).toHaveTitle(`${title} - ${OFFICE.es}`);
  await expect(page.locator('html')).toHaveAttribute('lang', 'es');
  await expectNoEnglish(page);
  await expectNoA11yViolations(page);
  await shootBothWidths(page, `link-es-${shot}`);
}

/** The language a link asks the site for. */
const languageOf = (link: string) => new URL(link).searchParams.get('lang');

/** Files a public appeal on `parcelId` as the wizard sends it, with `headers` (its Accept-Language is the appeal's language); answers its reference, unconfirmed. */
async function fileAppeal(request: APIRequestContext, parcelId: string, filer: { name: string; email: string }, headers: Record<string, string>): Promise<string> {
  const parcel = propertySchema.parse(await (await request.get(`${API}/prc/${encodeURIComponent(parcelId)}`)).json());
  const seasons = (await (await request.get(`${API}/appeal-windows`)).json()).results as Array<{ id: string; open: boolean }>;
  const submission: AppealSubmission = {
    property: { ...parcelSnapshot(parcel), accountnumber: parcel.accountNumber ?? null, taxarea: parcel.taxArea ?? null },
    appellant: { ...filer, type: 'owner', phone: { number: '(555) 555-0142', extension: '' } },
    staff: null,
    windowId: seasons.find((season) => season.open)!.id,
    claimedValue: { amount: Math.round(((parcel.value?.amount ?? 200_000) * 0.9) / 100) * 100, currency: 'USD' },
    reasons: [{ id: 'market-value', title: 'Market value is too high', description: 'Las ventas de mi calle son más bajas.' }],
    documents: [],
    compsPdf: null,
  };
  const filed = await request.post(`${API}/appeals`, { data: submission, headers: { ...headers, 'idempotency-key': crypto.randomUUID() } });
  expect(filed.status(), await filed.text()).toBe(201);
  return ((await filed.json()) as { reference: string }).reference;
}

/** The first Friday of next June: a county day of this spec's own. */
function farDay(): string {
  const year = new Date().getUTCFullYear() + 1;
  const first = new Date(Date.UTC(year, 5, 1));
  return new Date(Date.UTC(year, 5, 1 + ((5 - first.getUTCDay() + 7) % 7))).toISOString().slice(0, 10);
}

/** A meeting time of this spec's own: the administrator opens 14:00 on its day at the first open place. */
async function slotOfOurOwn(baseURL: string): Promise<Slot> {
  const office = await playwrightRequest.newContext({ baseURL, extraHTTPHeaders: { Origin: baseURL } });
  try {
    expect((await office.post(`${API}/session`, { data: { email: HARBOR_ADMIN.email, password: HARBOR_ADMIN.password } })).ok()).toBe(true);
    const [place] = await openPlaces(office);
    const day = farDay();
    const added = await office.post(`${API}/office/availability`, {
      data: { action: 'add', places: [place.id], from: day, to: day, weekdays: [5], start: '14:00', end: '14:30', every: 30 },
    });
    expect(added.ok(), await added.text()).toBe(true);
    const slots = (await (await office.get(`${API}/time-slots`, { params: { placeId: place.id, from: `${day}T00:00:00Z` } })).json()).results as Slot[];
    const slot = slots.find((candidate) => candidate.startTime.startsWith(day) && !candidate.booked && !candidate.reserved);
    expect(slot, `a free time on ${day}`).toBeDefined();
    return slot!;
  } finally {
    await office.dispose();
  }
}

test.describe('a browser in English', () => {
  test.use({ locale: 'en-US' });

  test("opens a Spanish appeal's links in Spanish: the confirmation, the receipt and a refused link; the visitor switches to English, and a reload keeps it", async ({
    page,
    request,
  }) => {
    test.setTimeout(120_000);
    const email = 'lucia.enlaces@example.org';
    const reference = await fileAppeal(request, PARCELS.spanish, { name: 'Lucía Fernández', email }, SPANISH);
    const confirmMail = await waitForMail(request, email, new RegExp(`^Confirme su apelación ${reference}$`));
    const confirmLink = statusLink(confirmMail);
    expect.soft(languageOf(confirmLink)).toBe('es');

    await page.goto(confirmLink);
    await expectSpanishScreen(page, { title: es('search.status.title.appeal'), shot: 'appeal-confirm' });
    await expect(main(page).getByRole('heading', { name: es('search.status.pending.confirmHeading') })).toBeVisible();
    await main(page)
      .getByRole('button', { name: es('search.status.pending.confirm') })
      .click();
    await expect(main(page).getByRole('heading', { name: es('search.status.confirmed.heading') })).toBeVisible();
    // The receipt the page offers is in the page's language, not the browser's.
    await expect(main(page).getByRole('link', { name: es('search.status.appeal.receipt') })).toHaveAttribute('href', /\/receipt\.pdf\?lang=es$/);
    await expectSpanishScreen(page, { title: es('search.status.title.appeal'), shot: 'appeal-confirmed' });

    const receipt = await waitForMail(request, email, new RegExp(`^Recibimos su apelación ${reference}$`));
    const link = statusLink(receipt);
    expect.soft(languageOf(link)).toBe('es');
    await page.goto(link);
    await expect(
      main(page)
        .getByRole('list', { name: es('search.status.appeal.timeline') })
        .getByRole('heading', { level: 3 }),
    ).toHaveText([es('search.status.appealStatus.filed')]);
    // Whom to ask: the county's own Spanish name, as the status answer asked in Spanish gives it.
    await expect(page.getByRole('region', { name: es('search.status.contact.heading') })).toContainText(`Comuníquese con ${OFFICE.es} al`);
    await expectSpanishScreen(page, { title: es('search.status.title.appeal'), shot: 'appeal-status' });

    // A link the API refuses: its message asked for, and said, in the link's language.
    await page.goto(altered(link));
    await expect(main(page).getByRole('alert')).toContainText('Este enlace no es válido.');
    await expectSpanishScreen(page, { title: es('search.status.title.either'), h1: es('search.status.failed.heading'), shot: 'link-refused' });

    // The visitor can still switch, and the switch outlives a reload of the link's address.
    await page.goto(link);
    await expect(heading(page, es('search.status.title.appeal'))).toBeVisible();
    await page.getByRole('button', { name: 'English' }).click();
    await expect(heading(page, 'Your appeal')).toBeVisible();
    await expect(page).toHaveURL(/\/harbor-county\/\?lang=en#\/status\//);
    await page.reload();
    await expect(heading(page, 'Your appeal')).toBeVisible();
    await expect(page.locator('html')).toHaveAttribute('lang', 'en');
    await expect(page).toHaveTitle(`Your appeal - ${OFFICE.en}`);
  });

  test("opens a Spanish meeting's links in Spanish: the meeting, its reschedule page, the cancel, and the cancelled meeting's link", async ({
    page,
    request,
    browser,
    baseURL,
  }) => {
    test.setTimeout(120_000);
    const booking = await bookMeeting(request, PARCELS.spanish, await slotOfOurOwn(baseURL!), SPANISH);
    const booked = await waitForMail(request, ATTENDEE.email, new RegExp(`^Su cita está reservada: ${booking.reference}$`));
    expect.soft(languageOf(statusLink(booked))).toBe('es');

    await page.goto(statusLink(booked));
    await expect(main(page)).toContainText(es('search.status.meeting.booked'));
    await expect(page.getByRole('region', { name: es('search.status.contact.heading') })).toContainText(`Comuníquese con ${OFFICE.es} al`);
    await expectSpanishScreen(page, { title: es('search.status.title.meeting'), shot: 'meeting' });
    await main(page)
      .getByRole('link', { name: es('search.status.meeting.reschedule') })
      .click();
    await expect(main(page).getByRole('link', { name: es('meeting.reschedule.keep') })).toBeVisible();
    await expectSpanishScreen(page, { title: es('meeting.reschedule.title'), shot: 'meeting-reschedule' });
    await main(page)
      .getByRole('link', { name: es('meeting.reschedule.keep') })
      .click();

    await main(page)
      .getByRole('button', { name: es('search.status.meeting.cancel') })
      .click();
    await expect(main(page).getByRole('button', { name: es('search.status.meeting.cancelYes') })).toBeFocused();
    await expectSpanishScreen(page, { title: es('search.status.title.meeting'), shot: 'meeting-cancel-question' });
    await main(page)
      .getByRole('button', { name: es('search.status.meeting.cancelYes') })
      .click();
    await expect(main(page).getByRole('heading', { name: es('search.status.meeting.cancelledHeading') })).toBeVisible();

    // The cancellation's link, on another English browser that has never been here.
    const cancelled = await waitForMail(request, ATTENDEE.email, new RegExp(`^Su cita está cancelada: ${booking.reference}$`));
    const other = await browser.newContext({ locale: 'en-US' });
    try {
      const otherPage = await other.newPage();
      await otherPage.goto(statusLink(cancelled));
      await expect(main(otherPage).getByRole('heading', { name: es('search.status.meeting.cancelledHeading') })).toBeVisible();
      await expectSpanishScreen(otherPage, { title: es('search.status.title.meeting'), shot: 'meeting-cancelled' });
    } finally {
      await other.close();
    }
  });

  test('opens the link of an appeal saved in Spanish in Spanish, restored where it was left', async ({ page, request }) => {
    const email = 'lucia.borrador@example.org';
    const season = ((await (await request.get(`${API}/appeal-windows`)).json()).results as Array<{ id: string; name: string; createdAt: string; open: boolean }>).find(
      (candidate) => candidate.open,
    )!;
    const saved = await request.post(`${API}/appeal-drafts`, {
      headers: SPANISH,
      data: {
        email,
        draft: {
          parcelId: PARCELS.draft,
          step: 'fileupload',
          submissionKey: crypto.randomUUID(),
          window: { id: season.id, name: season.name, createdAt: season.createdAt, open: season.open },
          appellant: { name: 'Lucía Fernández', type: 'owner', address: null, phone: { number: '5555550142', extension: '' }, email },
          filerForm: null,
          estimatedValue: '180,000',
          allegedReasons: [{ id: 'market-value', title: 'Market value is too high', description: 'Las ventas de mi calle son más bajas.' }],
          comparables: [],
          comparablesPdf: null,
          documents: [],
        },
      },
    });
    expect(saved.status(), await saved.text()).toBe(201);
    const mail = await waitForMail(request, email, new RegExp(`^Termine su apelación de la parcela ${PARCELS.draft}$`));
    const link = resumeLink(mail);
    expect.soft(languageOf(link)).toBe('es');

    await page.goto(link);
    await expect(main(page)).toContainText(es('appeal.wizard.restored'));
    await expectSpanishScreen(page, { title: es('appeal.step.fileupload'), shot: 'appeal-resumed' });
  });
});

test.describe('a browser in Spanish', () => {
  test.use({ locale: 'es-US' });

  test('opens the link of an English e-mail in English, even where this browser chose Spanish on the site before', async ({ page, request }) => {
    // Spanish chosen here earlier: the site remembers it for the county.
    await page.goto('/harbor-county/');
    await page.getByRole('button', { name: 'Español' }).click();
    await expect(heading(page, es('search.home.title'))).toBeVisible();

    const email = 'pat.links@example.org';
    const reference = await fileAppeal(request, PARCELS.english, { name: 'Pat Example', email }, ENGLISH);
    const link = statusLink(await waitForMail(request, email, new RegExp(`^Confirm your appeal ${reference}$`)));
    expect.soft(languageOf(link)).toBe('en');

    await page.goto(link);
    await expect(heading(page, 'Your appeal')).toBeVisible();
    await expect(main(page).getByRole('heading', { name: 'Confirm your appeal' })).toBeVisible();
    await expect(main(page).getByRole('button', { name: 'Confirm my appeal' })).toBeVisible();
    await expect(page).toHaveTitle(`Your appeal - ${OFFICE.en}`);
    await expect(page.locator('html')).toHaveAttribute('lang', 'en');
    await expectNoA11yViolations(page);
    await shootBothWidths(page, 'link-en-appeal-confirm');

    // A refused link says so in English, the link's language.
    await page.goto(altered(link));
    await expect(main(page).getByRole('alert')).toContainText('This link is not valid.');
    await expect(page).toHaveTitle(`Your appeal or meeting - ${OFFICE.en}`);
    await expectNoA11yViolations(page);
  });
});
