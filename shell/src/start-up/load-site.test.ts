// mfe-shared's index loads react-router-dom, which needs TextEncoder in jsdom.
import { ApiError } from 'mfe-shared';
import { describeFailure } from './load-site';

it('treats a 404 from the tenant API as an unknown county', () => {
  expect(describeFailure(new ApiError('Unknown tenant', 404))).toEqual({ kind: 'unknown-tenant' });
});

it.each([
  ['a server error', new ApiError('The database is not available', 503), 'The database is not available'],
  ['a 401', new ApiError('Unknown error', 401), 'Unknown error'],
  ['a missing remotes list', new Error('The list of site areas could not be loaded.'), 'The list of site areas could not be loaded.'],
  ['a network failure', new TypeError('Failed to fetch'), 'Failed to fetch'],
  ['a thrown string', 'timeout', 'timeout'],
])('treats %s as the site being unavailable, with its message', (_label, error, message) => {
  expect(describeFailure(error)).toEqual({ kind: 'unavailable', message });
});

it('does not mistake a non-API error with a 404 status for an unknown county', () => {
  const error = Object.assign(new Error('manifest missing'), { status: 404 });
  expect(describeFailure(error)).toEqual({ kind: 'unavailable', message: 'manifest missing' });
});
