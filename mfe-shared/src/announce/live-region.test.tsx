import { act, render, screen } from '@testing-library/react';
import { announce, LiveRegion } from './live-region';
import { Loading } from '../ui/loading';

// The announcer is one site-wide store; start every test from silence.
beforeEach(() => {
  act(() => announce(''));
});

it('has both regions in the page before anything is announced', () => {
  render(<LiveRegion />);
  expect(screen.getByTestId('live-polite')).toHaveAttribute('aria-live', 'polite');
  expect(screen.getByTestId('live-polite')).toHaveAttribute('role', 'status');
  expect(screen.getByTestId('live-assertive')).toHaveAttribute('aria-live', 'assertive');
  expect(screen.getByTestId('live-assertive')).toHaveAttribute('role', 'alert');
  expect(screen.getByTestId('live-polite')).toHaveTextContent('');
  expect(screen.getByTestId('live-assertive')).toHaveTextContent('');
});

it('says a polite message in the status region only', () => {
  render(<LiveRegion />);
  act(() => announce('Available times loaded'));
  expect(screen.getByTestId('live-polite')).toHaveTextContent('Available times loaded');
  expect(screen.getByTestId('live-assertive')).toHaveTextContent('');
});

it('says an assertive message in the alert region only', () => {
  render(<LiveRegion />);
  act(() => announce('Available times loaded'));
  act(() => announce('We were unable to book the time slot you selected.', 'assertive'));
  expect(screen.getByTestId('live-assertive')).toHaveTextContent('We were unable to book the time slot you selected.');
  expect(screen.getByTestId('live-polite')).toHaveTextContent('');
});

it('re-renders the same message said twice, so screen readers say it again', () => {
  render(<LiveRegion />);
  act(() => announce('Loading search results'));
  const first = screen.getByText('Loading search results');
  act(() => announce('Loading search results'));
  const second = screen.getByText('Loading search results');
  expect(second).not.toBe(first);
  expect(first).not.toBeInTheDocument();
});

it('Loading shows its label and announces it', () => {
  render(
    <>
      <Loading label="Loading options..." />
      <LiveRegion />
    </>,
  );
  expect(screen.getByTestId('live-polite')).toHaveTextContent('Loading options...');
  const visible = screen.getAllByText('Loading options...').find((node) => node.tagName === 'P');
  expect(visible).toHaveAttribute('aria-busy', 'true');
});

it('Loading announces a new label when it changes', () => {
  const { rerender } = render(
    <>
      <Loading label="Loading search results" />
      <LiveRegion />
    </>,
  );
  rerender(
    <>
      <Loading label="Calendar with available dates loaded" />
      <LiveRegion />
    </>,
  );
  expect(screen.getByTestId('live-polite')).toHaveTextContent('Calendar with available dates loaded');
});

it('stays silent while muted, and speaks again once it is not', () => {
  const { rerender } = render(<LiveRegion muted />);
  act(() => announce('Loading search results'));
  expect(screen.getByTestId('live-polite')).toHaveTextContent('');
  rerender(<LiveRegion />);
  act(() => announce('Showing 10 of 40 results'));
  expect(screen.getByTestId('live-polite')).toHaveTextContent('Showing 10 of 40 results');
});
