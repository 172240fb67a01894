import { render, screen } from '@testing-library/react';
import userEvent from '@testing-library/user-event';
import { SlotCalendar } from './slot-calendar';

const days = new Map([
  ['2026-12-01', []],
  ['2026-12-15', []],
]);

function renderCalendar(onChoose = jest.fn()) {
  render(<SlotCalendar id="meeting-date" availableDays={days} selectedDay={null} onChoose={onChoose} />);
  return { user: userEvent.setup(), onChoose };
}

// Month, year, decade and century views (docs/product.md#meeting-wizard), drilled up and down, with navigation labels such as 'Go to the next month'.
it('opens on the month of the first free day and names its arrows by the view', async () => {
  const { user } = renderCalendar();
  expect(screen.getByRole('button', { name: 'Go to the previous month' })).toBeInTheDocument();
  expect(screen.getByRole('button', { name: 'Go to the next month' })).toBeInTheDocument();
  expect(screen.getByRole('button', { name: 'Go to the previous year' })).toBeInTheDocument();
  expect(screen.getByRole('button', { name: 'Go to the next year' })).toBeInTheDocument();
  const up = screen.getByRole('button', { name: /^December 2026 – go up to the year view$/ });

  await user.click(up);
  expect(screen.getByRole('button', { name: 'Go to the next year' })).toBeInTheDocument();
  expect(screen.getByRole('button', { name: 'Go to the next decade' })).toBeInTheDocument();
  await user.click(screen.getByRole('button', { name: /^2026 – go up to the decade view$/ }));
  expect(screen.getByRole('button', { name: 'Go to the previous century' })).toBeInTheDocument();
  await user.click(screen.getByRole('button', { name: /go up to the century view$/ }));
  expect(screen.getByRole('button', { name: 'Go to the next century' })).toBeInTheDocument();
  expect(screen.getByRole('button', { name: '2001 – 2100' })).toBeDisabled();

  // And back down to a month: its days again.
  await user.click(screen.getByRole('button', { name: '2021 – 2030' }));
  await user.click(screen.getByRole('button', { name: '2026' }));
  await user.click(screen.getByRole('button', { name: 'December 2026' }));
  expect(screen.getByRole('button', { name: 'Tuesday, December 15, 2026, available' })).toBeEnabled();
});

it('lets only days with free slots be chosen, and tells which day was chosen', async () => {
  const { user, onChoose } = renderCalendar();
  expect(screen.getByRole('button', { name: 'Wednesday, December 2, 2026' })).toBeDisabled();
  await user.click(screen.getByRole('button', { name: 'Tuesday, December 15, 2026, available' }));
  expect(onChoose).toHaveBeenCalledWith('2026-12-15');
  expect(screen.getByRole('list', { name: 'Legend' })).toHaveTextContent(/Available dates\s*Selected date/);
});
