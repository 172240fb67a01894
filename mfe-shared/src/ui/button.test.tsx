import { render, screen } from '@testing-library/react';
import userEvent from '@testing-library/user-event';
import { Button } from './button';

it('is a plain button by default, so clicking it inside a form does not submit the form', async () => {
  const user = userEvent.setup();
  const onSubmit = jest.fn((event: { preventDefault(): void }) => event.preventDefault());
  const onClick = jest.fn();
  render(
    <form onSubmit={onSubmit}>
      <Button onClick={onClick}>Clear the filing method</Button>
    </form>,
  );
  const button = screen.getByRole('button', { name: 'Clear the filing method' });
  expect(button).toHaveAttribute('type', 'button');
  await user.click(button);
  expect(onClick).toHaveBeenCalledTimes(1);
  expect(onSubmit).not.toHaveBeenCalled();
});

it('submits the form when asked to be a submit button', async () => {
  const user = userEvent.setup();
  const onSubmit = jest.fn((event: { preventDefault(): void }) => event.preventDefault());
  render(
    <form onSubmit={onSubmit}>
      <Button type="submit">Continue</Button>
    </form>,
  );
  await user.click(screen.getByRole('button', { name: 'Continue' }));
  expect(onSubmit).toHaveBeenCalledTimes(1);
});

it('does not act when disabled (Book my meeting while booking)', async () => {
  const user = userEvent.setup();
  const onClick = jest.fn();
  render(
    <Button disabled onClick={onClick}>
      Book my meeting
    </Button>,
  );
  await user.click(screen.getByRole('button', { name: 'Book my meeting' }));
  expect(onClick).not.toHaveBeenCalled();
});

it('keeps the USWDS button class alongside its own', () => {
  render(
    <Button variant="outline" className="margin-top-2">
      Print
    </Button>,
  );
  expect(screen.getByRole('button', { name: 'Print' })).toHaveClass('usa-button', 'usa-button--outline', 'margin-top-2');
});
