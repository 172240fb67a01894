import { expect, test, type Page } from '@playwright/test';
import { expectNoA11yViolations } from '../support/a11y';
import { HARBOR } from '../support/demo-parcels';
import { ATTENDEE, DAY, expectSlotNotOffered, goToSummary, meetingCount, pickSlot, slotName, slotState } from '../support/meeting-wizard';

const RESERVE_FAILED = 'We were unable to book the time slot you selected. We will now redirect you to the calendar view to select another.';

/** Where a press of Book my meeting ended: the confirmation, or the calendar again. */
async function outcomeOf(page: Page): Promise<'booked' | 'refused'> {
  const confirmation = page.getByRole('heading', { level: 1, name: 'Confirmation' });
  const calendar = page.getByRole('heading', { level: 1, name: 'Date and time' });
  await expect(confirmation.or(calendar)).toBeVisible();
  return (await confirmation.isVisible()) ? 'booked' : 'refused';
}

test('two visitors press Book my meeting for the same slot at once: one books it, the other is sent back to the calendar', async ({ browser }) => {
  test.setTimeout(120_000);
  const parcels = [HARBOR.fresh[26], HARBOR.fresh[27]];
  const contexts = await Promise.all([browser.newContext(), browser.newContext()]);
  const pages = await Promise.all(contexts.map((context) => context.newPage()));
  const slot = await pickSlot(pages[0].request, { placeId: null, dayIndex: DAY.race });

  await Promise.all(pages.map((page, index) => goToSummary(page, parcels[index], slot, { attendee: { ...ATTENDEE, email: `visitor${index + 1}@example.org` } })));
  await Promise.all(pages.map((page) => page.getByRole('button', { name: 'Book my meeting' }).click()));

  const outcomes = await Promise.all(pages.map(outcomeOf));
  expect([...outcomes].sort()).toEqual(['booked', 'refused']);
  const winner = outcomes.indexOf('booked');
  const [won, lost] = [pages[winner], pages[1 - winner]];

  await expect(won.getByRole('main')).toContainText('We have received your booking');
  await expect(won.getByRole('main')).toContainText(slotName(slot));
  await expect(won.getByRole('main')).toContainText(`You will receive an email confirmation shortly at visitor${winner + 1}@example.org`);

  await expect(lost).toHaveURL(/#\/meeting\/datetime$/);
  await expect(lost.getByRole('alert').filter({ hasText: RESERVE_FAILED })).toBeVisible();
  await expect(lost.getByRole('heading', { level: 2, name: 'Choose a date' })).toBeVisible();
  await expect(lost.getByRole('button', { name: 'Continue' })).toHaveAttribute('aria-disabled', 'true');
  await expectNoA11yViolations(lost);
  await expectSlotNotOffered(lost, slot);

  // The database agrees: the slot is booked once, for the winner's parcel only.
  expect(await slotState(won.request, slot.id)).toMatchObject({ booked: true });
  expect(await meetingCount(won.request, parcels[winner])).toBe(1);
  expect(await meetingCount(won.request, parcels[1 - winner])).toBe(0);
  await Promise.all(contexts.map((context) => context.close()));
});
