import { ApiError } from 'mfe-shared';
import { serverMessage } from './server-message';

it("gives the API's own sentence, and nothing for an answer without one or for no answer at all", () => {
  expect(serverMessage(new ApiError('The appeal season is closed.', 409))).toBe('The appeal season is closed.');
  // The client's words for an answer that carried no message (a proxy's page): not a visitor's.
  expect(serverMessage(new ApiError('Unknown error', 502))).toBeNull();
  expect(serverMessage(new TypeError('Failed to fetch'))).toBeNull();
  expect(serverMessage('offline')).toBeNull();
});
