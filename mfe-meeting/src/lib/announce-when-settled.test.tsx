import { act, render, screen } from '@testing-library/react';
import { announce, LiveRegion } from 'mfe-shared';
import { announceWhenSettled } from './announce-when-settled';

beforeEach(() => jest.useFakeTimers());
afterEach(() => jest.useRealTimers());

const polite = () => screen.getByTestId('live-polite').textContent;

it('waits for the next screen to finish loading, so its loading lines do not drown the message', () => {
  const { rerender } = render(
    <>
      <LiveRegion />
      <p aria-busy="true">Loading the property search</p>
    </>,
  );
  act(() => announceWhenSettled('Your meeting has been moved to Tuesday.'));
  act(() => announce('Loading the property search'));
  act(() => jest.advanceTimersByTime(1_000));
  expect(polite()).toBe('Loading the property search');

  rerender(<LiveRegion />);
  act(() => jest.advanceTimersByTime(250));
  expect(polite()).toBe('Your meeting has been moved to Tuesday.');
});

it('says it anyway when the page never settles', () => {
  render(
    <>
      <LiveRegion />
      <p aria-busy="true">Loading</p>
    </>,
  );
  act(() => announceWhenSettled('Moved.'));
  act(() => jest.advanceTimersByTime(16_000));
  expect(polite()).toBe('Moved.');
});
