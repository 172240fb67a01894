import { readFileSync } from 'node:fs';
import { expect, test, type Browser, type Page } from '@playwright/test';
import { expectNoA11yViolations } from '../support/a11y';
import { tick } from '../support/appeal-wizard';
import { watchViolations } from '../support/csp-violations';
import { HARBOR } from '../support/demo-parcels';
import { chooseRadio, expectStep, fillAttendee, literal, openMeetingWizard, openPlaces } from '../support/meeting-wizard';
import { recordRequests } from '../support/requests';
import { shootBothWidths } from '../support/screenshots';
import { waitForMail } from '../support/mail';
import { HARBOR_ADMIN, PINE_CLERK, signIn, type StaffAccount } from '../support/staff';

// The county console (docs/product.md#county-console), in Pine County: an administrator adds a
// season, switches meetings on and off for the next visitor, loads a roll with a bad row and sees
// the staff accounts; in Harbor County an administrator adds a meeting location that the next
// visitor's meeting wizard offers (HARBOR.fresh[3], read only: nothing is booked). It runs in a project of its own after the main suite (playwright.config.ts):
// its changes are county-wide (a service, the whole parcel roll), and no other spec may meet them
// half-way.

const PINE_ADMIN: StaffAccount = { tenant: 'pine-county', email: 'admin@pinecounty.example', name: 'Jordan Blake', password: 'demo-staff-password' };

/** The remote files of mfe-meeting a fresh visitor's browser asks for on a meeting address. */
async function meetingFilesFetched(browser: Browser): Promise<string[]> {
  const visitor = await browser.newContext();
  const page = await visitor.newPage();
  const requests = recordRequests(page);
  await page.goto('/pine-county/#/meeting/nowhere');
  await expect(page.getByRole('heading', { level: 1 })).toBeVisible();
  await page.waitForLoadState('networkidle');
  await visitor.close();
  return requests.filter((path) => path.startsWith('/remotes/mfe-meeting/'));
}

const consoleNav = (page: Page) => page.getByRole('navigation', { name: 'County setup' });

test('a clerk is not offered the console, and its API refuses them', async ({ page }) => {
  await signIn(page, PINE_CLERK);
  await page.getByRole('banner').getByRole('link', { name: 'Office desk' }).click();
  await expect(page.getByRole('navigation', { name: 'Office desk' }).getByRole('link', { name: 'Appeals' })).toBeVisible();
  await expect(page.getByRole('link', { name: 'County setup' })).toHaveCount(0);
  const refused = await page.request.get('/pine-county/api/office/county/settings');
  expect(refused.status()).toBe(403);
  expect((await refused.json()).message).toMatch(/^Only administrators can change the county's settings/);
});

test('an administrator adds a season, switches meetings on and off for the next visitor, and loads a roll with a bad row', async ({ page, browser }) => {
  test.setTimeout(120_000);
  await signIn(page, PINE_ADMIN);
  await page.getByRole('banner').getByRole('link', { name: 'Office desk' }).click();
  await page.getByRole('navigation', { name: 'Office desk' }).getByRole('link', { name: 'County setup' }).click();
  await expect(page.getByRole('heading', { level: 1, name: 'County settings' })).toBeFocused();
  await expect(page.getByLabel('Office name')).not.toHaveValue('');
  await expectNoA11yViolations(page);
  await shootBothWidths(page, 'console-settings');

  // A season, added closed (opening it would close the season Pine's visitors file in).
  await consoleNav(page).getByRole('link', { name: 'Appeal seasons' }).click();
  await expect(page.getByRole('heading', { level: 1, name: 'Appeal seasons' })).toBeFocused();
  await page.getByLabel('Name of the season').fill('2035 console season');
  await page.getByLabel('Year').fill('2035');
  await page.getByLabel('First day (optional)').fill('2035-04-01');
  await page.getByRole('button', { name: 'Add season' }).click();
  await expect(page.getByRole('main').getByText('2035 console season added.')).toBeVisible();
  const season = page.getByRole('listitem').filter({ hasText: '2035 console season' });
  await expect(season).toContainText('Closed');
  await expect(season).toContainText('Appeals from April 1, 2035, no last day set');
  // Its last day, given later in place, by keyboard: the days are checked before they are sent.
  await season.getByRole('button', { name: 'Change the days of 2035 console season' }).press('Enter');
  await expect(season.getByLabel('First day (optional)')).toBeFocused();
  await season.getByLabel('Last day (optional)').fill('2035-03-31');
  await season.getByRole('button', { name: 'Save the days' }).press('Enter');
  await expect(season.getByRole('alert')).toBeFocused();
  await expect(season.getByRole('alert').getByRole('link', { name: 'The last day must be the same as or after the first day' })).toBeVisible();
  await expectNoA11yViolations(page);
  await season.getByLabel('Last day (optional)').fill('2035-06-30');
  await season.getByRole('button', { name: 'Save the days' }).press('Enter');
  await expect(page.getByRole('main').getByText('2035 console season: Appeals from April 1, 2035 to June 30, 2035.')).toBeVisible();
  await expect(season).toContainText('Appeals from April 1, 2035 to June 30, 2035');
  await expectNoA11yViolations(page);
  await shootBothWidths(page, 'console-seasons');

  // A reason of the county's own, with its Spanish words, offered to the next visitor before Other;
  // then no longer offered, as the rest of the suite expects Pine's reasons.
  await consoleNav(page).getByRole('link', { name: 'Appeal reasons' }).click();
  await expect(page.getByRole('heading', { level: 1, name: 'Appeal reasons' })).toBeFocused();
  await page.getByLabel('Reason', { exact: true }).fill('Snow load damage');
  await page.getByLabel('Reason in Spanish (optional)').fill('Daños por el peso de la nieve');
  await page.getByRole('button', { name: 'Add reason' }).click();
  await expect(page.getByRole('main').getByText('Snow load damage added, before Other.')).toBeVisible();
  const offered = async () => {
    const { codes } = await (await page.request.get(`/pine-county/api/code-systems/appeal-reasons`)).json();
    return (codes as Array<{ description: string; used: boolean; labels: Record<string, string> }>).filter((code) => code.used).map((code) => code.description);
  };
  expect((await offered()).slice(-2)).toEqual(['Snow load damage', 'Other']);
  const reason = page.getByRole('listitem').filter({ hasText: 'Snow load damage' });
  await reason.getByRole('button', { name: 'Move up the reason Snow load damage' }).click();
  await expect(page.getByRole('main').getByText('Snow load damage moved up.')).toBeVisible();
  expect((await offered()).slice(-3)).toEqual(['Snow load damage', expect.any(String), 'Other']);
  await expectNoA11yViolations(page);
  await shootBothWidths(page, 'console-reasons');
  await reason.getByRole('button', { name: 'Change the reason Snow load damage' }).click();
  await expect(reason.getByLabel('Reason', { exact: true })).toBeFocused();
  await reason.getByLabel('Offer this reason to people who appeal').press('Space');
  await expect(reason.getByLabel('Offer this reason to people who appeal')).not.toBeChecked();
  await expectNoA11yViolations(page);
  await shootBothWidths(page, 'console-reason-change');
  await reason.getByRole('button', { name: 'Save the reason' }).click();
  await expect(page.getByRole('main').getByText('Snow load damage saved. It is no longer offered to people who appeal.')).toBeVisible();
  await expect(reason).toContainText('Not offered');
  expect(await offered()).not.toContain('Snow load damage');

  // Meetings: on, and the next visitor's browser loads the meeting remote; off, and it never asks for it.
  await consoleNav(page).getByRole('link', { name: 'Services' }).click();
  await expect(page.getByRole('heading', { level: 1, name: 'Services' })).toBeFocused();
  await page.getByRole('button', { name: 'Switch on meetings' }).click();
  await expect(page.getByRole('main').getByText(/^Meetings switched on\./)).toBeVisible();
  expect((await meetingFilesFetched(browser)).some((path) => path.endsWith('mf-manifest.json'))).toBe(true);
  await page.getByRole('button', { name: 'Switch off meetings' }).click();
  await expect(page.getByRole('main').getByText(/^Meetings switched off\./)).toBeVisible();
  await expect(page.getByRole('button', { name: 'Switch on meetings' })).toBeVisible();
  expect(await meetingFilesFetched(browser)).toEqual([]);
  await expectNoA11yViolations(page);
  await shootBothWidths(page, 'console-services');

  // A roll of three parcels, one with a value that is not a number: loaded, and that row is the rejects file's.
  await consoleNav(page).getByRole('link', { name: 'Upload a parcel roll' }).click();
  await expect(page.getByRole('heading', { level: 1, name: 'Upload a parcel roll' })).toBeFocused();
  await expectNoA11yViolations(page);
  await shootBothWidths(page, 'console-roll-form');
  const roll = [
    'prop_id,situs_num,situs_street_prefx,situs_street,situs_street_sufix,py_owner_name,state_cd,market_value',
    'PC-CONSOLE-1,12,,Ridge,Rd,Avery Quinn,A,250000',
    'PC-CONSOLE-2,14,,Ridge,Rd,Harper Lane,A,about a million',
    'PC-CONSOLE-3,16,,Ridge,Rd,Rowan Ashby,F1,1200000',
  ].join('\r\n');
  await page.getByLabel('Roll file').setInputFiles({ name: 'pine-2035.csv', mimeType: 'text/csv', buffer: Buffer.from(roll) });
  await tick(page.getByRole('radio', { name: /Texas appraisal export/ }));
  await page.getByLabel('Most rows that may be refused, as a percentage').fill('50');
  await page.getByRole('button', { name: 'Upload the roll' }).click();
  const outcome = page.getByRole('heading', { level: 2, name: 'Roll loaded' });
  await expect(outcome).toBeVisible({ timeout: 30_000 });
  const panel = page.locator('.usa-alert', { has: outcome });
  await expect(panel).toContainText('pine-2035.csv, Texas appraisal export, uploaded by Jordan Blake');
  await expect(panel.getByRole('definition').nth(1)).toHaveText('2');
  await expect(panel.getByRole('definition').nth(5)).toHaveText('1');
  const [download] = await Promise.all([page.waitForEvent('download'), panel.getByRole('link', { name: 'Download the rejected rows' }).click()]);
  expect(download.suggestedFilename()).toBe('pine-2035.rejects.csv');
  const rejects = readFileSync(await download.path(), 'utf8').split('\r\n');
  expect(rejects[0]).toBe('line,column,reason,parcel id');
  expect(rejects[1]).toMatch(/^3,market_value,.*,PC-CONSOLE-2$/);
  await expectNoA11yViolations(page);
  await shootBothWidths(page, 'console-roll-done');

  // The staff accounts: the administrator's own offers nothing to change.
  await consoleNav(page).getByRole('link', { name: 'Staff accounts' }).click();
  await expect(page.getByRole('heading', { level: 1, name: 'Staff accounts' })).toBeFocused();
  await expect(page.getByRole('listitem').filter({ hasText: PINE_ADMIN.email })).toContainText('This is your account.');
  await expect(page.getByRole('button', { name: `Disable ${PINE_CLERK.name}` })).toBeVisible();
  await expectNoA11yViolations(page);
  await shootBothWidths(page, 'console-staff');
});

test('an administrator invites a member of staff, who chooses a password from the e-mail and lands on the office desk', async ({ page, browser, request }) => {
  test.setTimeout(90_000);
  await signIn(page, PINE_ADMIN);
  await page.goto('/pine-county/#/office/county/staff');
  await expect(page.getByRole('heading', { level: 1, name: 'Staff accounts' })).toBeFocused();
  const form = page.getByRole('form', { name: 'Invite a member of staff' });
  // Checked in the browser first: the summary takes the focus and names each field.
  await form.getByRole('button', { name: 'Send the invitation' }).click();
  await expect(form.getByRole('alert')).toBeFocused();
  await expect(form.getByRole('alert').getByRole('link', { name: 'Choose a role' })).toBeVisible();
  await expectNoA11yViolations(page);
  await form.getByLabel('Full name').fill('Casey Moreno');
  await form.getByLabel('Email address').fill('casey.moreno@pinecounty.example');
  await tick(form.getByRole('radio', { name: /^Appraiser/ }));
  await form.getByRole('button', { name: 'Send the invitation' }).click();
  await expect(page.getByRole('main').getByText(/^Invitation sent to casey\.moreno@pinecounty\.example\. It works until /)).toBeVisible();
  await expect(page.getByRole('listitem').filter({ hasText: 'casey.moreno@pinecounty.example' })).toContainText('Appraiser, invited until');
  await expectNoA11yViolations(page);
  await shootBothWidths(page, 'console-staff-invited');

  const message = await waitForMail(request, 'casey.moreno@pinecounty.example', /^You are invited to the office desk of /);
  const link = /https?:\/\/\S+#\/staff\/invitation\/[\w.-]+/.exec(message.text)?.[0];
  expect(link, 'the invitation link in the e-mail').toBeDefined();

  // The invited person, in a browser of their own.
  const theirs = await browser.newContext();
  const invited = await theirs.newPage();
  await invited.goto(new URL(link!).pathname + new URL(link!).search + new URL(link!).hash);
  await expect(invited.getByRole('heading', { level: 1, name: 'Set up your staff account' })).toBeVisible();
  await expect(invited.getByText('has invited you to its office desk as an appraiser')).toBeVisible();
  await expectNoA11yViolations(invited);
  await shootBothWidths(invited, 'invitation');
  await invited.getByLabel('Create a password').fill('casey chooses a long one');
  await invited.getByRole('button', { name: 'Create my account' }).click();
  await expect(invited.getByText('Signed in as Casey Moreno', { exact: true })).toBeVisible();
  await expect(invited).toHaveURL(/#\/office$/);
  // Once only.
  await invited.goto(new URL(link!).pathname + new URL(link!).hash);
  await expect(invited.getByRole('heading', { level: 1, name: 'This invitation link does not work' })).toBeVisible();
  await theirs.close();

  await page.reload();
  await expect(page.getByRole('listitem').filter({ hasText: 'casey.moreno@pinecounty.example' })).toContainText('Active');
  await expect(page.getByText('No invitations are waiting.')).toBeVisible();
});

test("an administrator adds a meeting location; the next visitor's meeting wizard offers it, its map framed by the page's own policy", async ({ page, browser }) => {
  test.setTimeout(120_000);
  // Harbor County, where meetings are on: a location of its own, on a map site none of its others use.
  const name = 'Harbor Ferry Terminal, Waiting Room';
  const address = '2 Pier Road, Harbor, ME 04011';
  const map = 'https://maps.harbor-ferry.example/embed?spot=terminal';
  await signIn(page, HARBOR_ADMIN);
  await page.getByRole('banner').getByRole('link', { name: 'Office desk' }).click();
  await page.getByRole('navigation', { name: 'Office desk' }).getByRole('link', { name: 'County setup' }).click();
  await consoleNav(page).getByRole('link', { name: 'Meeting locations' }).click();
  await expect(page.getByRole('heading', { level: 1, name: 'Meeting locations' })).toBeFocused();
  await expect(page.getByRole('listitem').filter({ hasText: 'Old Customs House Annex (closed)' })).toContainText('Not offered');
  await expectNoA11yViolations(page);

  // Checked in the browser first: the summary takes the focus and links to each field; a map link
  // that is not an https web address is refused with what to type.
  const form = page.getByRole('form', { name: 'Add a location' });
  await form.getByRole('button', { name: 'Add location' }).click();
  await expect(form.getByRole('alert')).toBeFocused();
  await expect(form.getByRole('alert').getByRole('link', { name: 'Enter the name of the location' })).toBeVisible();
  await form.getByLabel('Name of the location').fill(name);
  await form.getByLabel('Address').fill(address);
  await form.getByLabel('Map link').fill('http://maps.harbor-ferry.example/embed?spot=terminal');
  await form.getByRole('button', { name: 'Add location' }).click();
  const wrongMap = form.getByRole('alert').getByRole('link', { name: 'Enter the map link as a web address starting with https://' });
  await expect(wrongMap).toBeVisible();
  await expectNoA11yViolations(page);
  await shootBothWidths(page, 'console-places-refused');
  await wrongMap.click();
  await expect(form.getByLabel('Map link')).toBeFocused();
  await form.getByLabel('Map link').fill(map);
  await form.getByRole('button', { name: 'Add location' }).click();
  await expect(page.getByRole('main').getByText(`${name} added. People can book it once it has meeting times.`)).toBeVisible();
  const row = page.getByRole('listitem').filter({ hasText: name });
  await expect(row).toContainText('Offered');
  await expect(row.getByRole('link', { name: `See the map of ${name} on maps.harbor-ferry.example (opens in a new tab)` })).toHaveAttribute('href', map);
  await expectNoA11yViolations(page);
  await shootBothWidths(page, 'console-places');
  await row.getByRole('button', { name: `Change the location ${name}` }).press('Enter');
  await expect(row.getByLabel('Name of the location')).toBeFocused();
  await expectNoA11yViolations(page);
  await shootBothWidths(page, 'console-place-change');
  await row.getByRole('button', { name: 'Cancel' }).click();
  await expect(row.getByRole('button', { name: `Change the location ${name}` })).toBeFocused();

  // The public lists a location once it has meeting times: a fortnight of weekday mornings.
  const { results } = await (await page.request.get('/harbor-county/api/office/county/places')).json();
  const placeId = (results as Array<{ id: string; name: string }>).find((place) => place.name === name)!.id;
  const day = (offset: number) => new Date(Date.now() + offset * 86_400_000).toISOString().slice(0, 10);
  const times = await page.request.post('/harbor-county/api/office/availability', {
    headers: { origin: new URL(page.url()).origin },
    data: { action: 'add', places: [placeId], from: day(2), to: day(16), weekdays: [1, 2, 3, 4, 5], start: '09:00', end: '12:00', every: 30 },
  });
  expect([times.status(), (await times.json()).added > 0]).toEqual([200, true]);

  // The next visitor: the wizard offers the new location, and its map loads in the page's frame
  // without the page's Content-Security-Policy refusing it (no cache held the old policy).
  const visitor = await browser.newContext();
  const publicPage = await visitor.newPage();
  const violations = await watchViolations(publicPage);
  await publicPage.route('https://maps.harbor-ferry.example/**', (route) =>
    route.fulfill({ contentType: 'text/html', body: '<!doctype html><html lang="en"><title>Ferry terminal map</title><h1>Ferry terminal map</h1></html>' }),
  );
  expect((await openPlaces(publicPage.request)).map((place) => place.name)).toContain(name);
  await openMeetingWizard(publicPage, HARBOR.fresh[3]);
  await publicPage.getByRole('button', { name: 'Start my booking' }).click();
  await fillAttendee(publicPage);
  await publicPage.getByRole('button', { name: 'Continue' }).click();
  await expectStep(publicPage, 'Meeting type and location');
  await chooseRadio(publicPage, /^In person/);
  await chooseRadio(publicPage, new RegExp(`^${literal(name)}`));
  await expect(publicPage.frameLocator(`iframe[title="Map of ${name}, ${address}"]`).getByRole('heading', { name: 'Ferry terminal map' })).toBeVisible();
  await publicPage.getByRole('button', { name: 'Continue' }).click();
  await expectStep(publicPage, 'Date and time');
  await expect(publicPage.getByRole('main')).toContainText(address);
  expect(violations).toEqual([]);
  await visitor.close();

  // No longer offered: no meeting was booked there, and the wizard lists it no more.
  await row.getByRole('button', { name: `Stop offering the location ${name}` }).click();
  await expect(page.getByRole('main').getByText(`${name} is no longer offered to people booking a meeting.`, { exact: true })).toBeVisible();
  await expect(row).toContainText('Not offered');
  await expect(row.getByRole('button', { name: `Offer again the location ${name}` })).toBeVisible();
  expect((await openPlaces(page.request)).map((place) => place.name)).not.toContain(name);
  await expectNoA11yViolations(page);
  await shootBothWidths(page, 'console-places-stopped');
});
