import { defineCatalogue } from 'mfe-shared';
import { MEETING_MESSAGES } from 'mfe-shared/schemas';
import { speak } from '../../../mfe-shared/test/language';
import { isBookingFailed, isHoldGone } from './api-messages';

// As mfe-shared's catalogue says the message in Spanish (the API answers with the same text).
const HOLD_EXPIRED_ES = 'Su reserva de este horario terminó. Vuelva a elegir la hora.';
defineCatalogue(
  { 'shared.MEETING_MESSAGES.holdExpired': MEETING_MESSAGES.holdExpired },
  { es: async () => ({ default: { 'shared.MEETING_MESSAGES.holdExpired': HOLD_EXPIRED_ES } }) },
);

afterEach(() => speak('en'));

it("knows the API's answers about holds in English", () => {
  expect(isHoldGone(MEETING_MESSAGES.holdExpired)).toBe(true);
  expect(isHoldGone(MEETING_MESSAGES.holdNotYours)).toBe(true);
  expect(isHoldGone(MEETING_MESSAGES.slotTaken)).toBe(false);
  expect(isBookingFailed(MEETING_MESSAGES.bookingFailed)).toBe(true);
});

it('knows them in the language the API answers in (the active one)', async () => {
  await speak('es');
  expect(isHoldGone(HOLD_EXPIRED_ES)).toBe(true);
  expect(isHoldGone(MEETING_MESSAGES.holdExpired)).toBe(true);
  expect(isHoldGone('Otro mensaje.')).toBe(false);
});
