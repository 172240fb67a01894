import { render, screen } from '@testing-library/react';
import userEvent from '@testing-library/user-event';
import { ErrorSummary, type FieldError } from './error-summary';
import { TextField } from './text-field';

// jsdom has no layout, so it does not implement scrollIntoView; browsers do.
const scrollIntoView = jest.fn();
beforeAll(() => {
  Element.prototype.scrollIntoView = scrollIntoView;
});
afterAll(() => {
  delete (Element.prototype as Partial<Element>).scrollIntoView;
});
beforeEach(() => {
  scrollIntoView.mockClear();
  window.location.hash = '';
});

const nameError: FieldError = { fieldId: 'filer-name', message: 'Your name is required' };
const emailError: FieldError = { fieldId: 'filer-email', message: 'Email is not valid' };

function FilerForm({ errors }: { errors: FieldError[] }) {
  return (
    <form>
      <ErrorSummary errors={errors} />
      <TextField id="filer-name" label="Full name" />
      <TextField id="filer-email" label="Email" />
    </form>
  );
}

it('shows nothing while there are no errors', () => {
  render(<FilerForm errors={[]} />);
  expect(screen.queryByText('There is a problem')).not.toBeInTheDocument();
  expect(screen.queryByRole('alert')).not.toBeInTheDocument();
});

it("takes focus when errors appear, under the heading 'There is a problem'", () => {
  const { rerender } = render(<FilerForm errors={[]} />);
  rerender(<FilerForm errors={[nameError, emailError]} />);
  const summary = screen.getByRole('alert');
  expect(summary).toHaveFocus();
  expect(summary).toHaveAccessibleName('There is a problem');
  expect(screen.getByRole('heading', { name: 'There is a problem' })).toBeInTheDocument();
  expect(screen.getAllByRole('link').map((link) => link.textContent)).toEqual(['Your name is required', 'Email is not valid']);
});

it('moves focus to the field when its message is clicked, without changing the URL hash', async () => {
  const user = userEvent.setup();
  render(<FilerForm errors={[nameError, emailError]} />);
  await user.click(screen.getByRole('link', { name: 'Email is not valid' }));
  expect(document.activeElement).toBe(screen.getByLabelText('Email'));
  expect(window.location.hash).toBe('');
  expect(scrollIntoView).toHaveBeenCalled();
  expect(screen.getByRole('link', { name: 'Email is not valid' })).toHaveAttribute('href', '#filer-email');
});

it('does not steal focus back when re-rendered with the same errors (the user is typing)', async () => {
  const user = userEvent.setup();
  const { rerender } = render(<FilerForm errors={[nameError]} />);
  await user.click(screen.getByLabelText('Full name'));
  rerender(<FilerForm errors={[{ ...nameError }]} />);
  expect(screen.getByLabelText('Full name')).toHaveFocus();
});

it('takes focus again when the errors change', async () => {
  const user = userEvent.setup();
  const { rerender } = render(<FilerForm errors={[nameError]} />);
  await user.click(screen.getByLabelText('Full name'));
  rerender(<FilerForm errors={[emailError]} />);
  expect(screen.getByRole('alert')).toHaveFocus();
});

it('accepts another title', () => {
  render(<ErrorSummary errors={[nameError]} title="Check your details" />);
  expect(screen.getByRole('heading', { name: 'Check your details' })).toBeInTheDocument();
});

describe('with a focusKey (a summary that follows the fields between attempts)', () => {
  function LiveForm({ errors, attempt }: { errors: FieldError[]; attempt: number }) {
    return (
      <form>
        <ErrorSummary errors={errors} focusKey={attempt} />
        <TextField id="filer-name" label="Full name" />
        <TextField id="filer-email" label="Email" />
      </form>
    );
  }

  it('takes focus on each attempt, even with the same messages', async () => {
    const user = userEvent.setup();
    const { rerender } = render(<LiveForm errors={[nameError]} attempt={1} />);
    expect(screen.getByRole('alert')).toHaveFocus();
    await user.click(screen.getByLabelText('Full name'));
    rerender(<LiveForm errors={[nameError]} attempt={2} />);
    expect(screen.getByRole('alert')).toHaveFocus();
  });

  it('leaves focus in the field being corrected while its messages change', async () => {
    const user = userEvent.setup();
    const { rerender } = render(<LiveForm errors={[nameError, emailError]} attempt={1} />);
    await user.click(screen.getByLabelText('Full name'));
    rerender(<LiveForm errors={[emailError]} attempt={1} />);
    expect(screen.getByLabelText('Full name')).toHaveFocus();
    expect(screen.getAllByRole('link').map((link) => link.textContent)).toEqual(['Email is not valid']);
  });
});

it('takes focus for an attempt whose messages arrive a render after its key', () => {
  const { rerender } = render(<ErrorSummary errors={[]} focusKey={1} />);
  rerender(<ErrorSummary errors={[nameError]} focusKey={1} />);
  expect(screen.getByRole('alert')).toHaveFocus();
});
