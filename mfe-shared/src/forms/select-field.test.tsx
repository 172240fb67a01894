import { createRef } from 'react';
import { render, screen } from '@testing-library/react';
import userEvent from '@testing-library/user-event';
import { SelectField } from './select-field';

const options = [
  { value: 'residential', label: 'Residential' },
  { value: 'mobile-home', label: 'Mobile' },
];

it('labels the choice list and offers each option by its label', () => {
  render(<SelectField id="type" label="Property Type" options={options} />);
  const select = screen.getByRole('combobox', { name: 'Property Type' });
  expect(select).toHaveAttribute('id', 'type');
  expect(screen.getAllByRole('option').map((o) => [o.getAttribute('value'), o.textContent])).toEqual([
    ['residential', 'Residential'],
    ['mobile-home', 'Mobile'],
  ]);
});

it('marks an optional choice in its label', () => {
  render(<SelectField id="type" label="Property Type" options={options} optional />);
  expect(screen.getByRole('combobox', { name: 'Property Type (optional)' })).toBeInTheDocument();
});

it('describes the choice list by its hint and its error, and marks it invalid', () => {
  render(<SelectField id="type" label="Property Type" options={options} hint="As assessed" error="The property type is required" />);
  const select = screen.getByRole('combobox', { name: 'Property Type' });
  expect(select).toHaveAttribute('aria-describedby', 'type-hint type-error');
  expect(select).toHaveAccessibleDescription('As assessed The property type is required');
  expect(select).toHaveAttribute('aria-invalid', 'true');
  expect(select).toHaveClass('usa-select', 'usa-input--error');
});

it('has no description and is valid without hint or error', () => {
  render(<SelectField id="type" label="Property Type" options={options} />);
  const select = screen.getByRole('combobox', { name: 'Property Type' });
  expect(select).not.toHaveAttribute('aria-describedby');
  expect(select).not.toHaveAttribute('aria-invalid');
});

it('passes the ref and change events through, as react-hook-form register needs', async () => {
  const user = userEvent.setup();
  const ref = createRef<HTMLSelectElement>();
  const onChange = jest.fn();
  render(<SelectField id="type" label="Property Type" options={options} ref={ref} name="propertyType" defaultValue="residential" onChange={onChange} />);
  expect(ref.current).toBe(screen.getByRole('combobox'));
  expect(ref.current).toHaveValue('residential');
  await user.selectOptions(screen.getByRole('combobox'), 'Mobile');
  expect(ref.current).toHaveValue('mobile-home');
  expect(onChange).toHaveBeenCalledTimes(1);
});
