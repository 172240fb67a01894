import { createRef } from 'react';
import { render, screen } from '@testing-library/react';
import userEvent from '@testing-library/user-event';
import { TextField } from './text-field';

it('labels the input', () => {
  render(<TextField id="city" label="City/Town" />);
  expect(screen.getByRole('textbox', { name: 'City/Town' })).toHaveAttribute('id', 'city');
});

it('marks an optional field in its label', () => {
  render(<TextField id="line2" label="Address line two" optional />);
  expect(screen.getByRole('textbox', { name: 'Address line two (optional)' })).toBeInTheDocument();
});

it('describes the input by its hint and its error, and marks it invalid', () => {
  render(<TextField id="phone" label="Phone" hint="10 digits, no spaces" error="Phone number is too short" />);
  const input = screen.getByRole('textbox', { name: 'Phone' });
  expect(input).toHaveAttribute('aria-describedby', 'phone-hint phone-error');
  expect(input).toHaveAccessibleDescription('10 digits, no spaces Phone number is too short');
  expect(input).toHaveAttribute('aria-invalid', 'true');
  expect(input).toBeInvalid();
  expect(screen.getByText('Phone number is too short')).toHaveAttribute('id', 'phone-error');
});

it('describes a valid input by its hint only', () => {
  render(<TextField id="zip" label="Zip" hint="For example 12345" />);
  const input = screen.getByRole('textbox', { name: 'Zip' });
  expect(input).toHaveAttribute('aria-describedby', 'zip-hint');
  expect(input).toHaveAccessibleDescription('For example 12345');
  expect(input).not.toHaveAttribute('aria-invalid');
  expect(input).toBeValid();
});

it('has no description when there is neither hint nor error', () => {
  render(<TextField id="state" label="State" />);
  expect(screen.getByRole('textbox', { name: 'State' })).not.toHaveAttribute('aria-describedby');
});

it('describes the input by the error alone when there is no hint', () => {
  render(<TextField id="email" label="Email" error="Email is required" />);
  expect(screen.getByRole('textbox', { name: 'Email' })).toHaveAccessibleDescription('Email is required');
});

it('passes input props through and forwards its ref', async () => {
  const user = userEvent.setup();
  const ref = createRef<HTMLInputElement>();
  const onChange = jest.fn();
  render(<TextField id="name" label="Full name" ref={ref} onChange={onChange} maxLength={5} />);
  await user.type(screen.getByRole('textbox', { name: 'Full name' }), 'Patricia');
  expect(ref.current).toBe(screen.getByRole('textbox', { name: 'Full name' }));
  expect(ref.current?.value).toBe('Patri');
  expect(onChange).toHaveBeenCalled();
});
