import { render, screen, within } from '@testing-library/react';
import { MemoryRouter } from 'mfe-shared/router';
import { ChangeLink, SummaryList, SummaryRow } from './summary-list';

it('shows each answer as a name and a value, leaving out rows that do not apply', () => {
  const { container } = render(
    <MemoryRouter>
      <SummaryList>
        <SummaryRow name="Full name">Pat Doe</SummaryRow>
        {false ? <SummaryRow name="Organization">Tax Help LLC</SummaryRow> : null}
        <SummaryRow name="Email">pat@example.org</SummaryRow>
      </SummaryList>
    </MemoryRouter>,
  );
  const list = container.querySelector('dl.portal-summary-list') as HTMLElement;
  expect(within(list).getAllByRole('term').map((term) => term.textContent)).toEqual(['Full name', 'Email']);
  expect(within(list).getAllByRole('definition').map((value) => value.textContent)).toEqual(['Pat Doe', 'pat@example.org']);
});

it("links a row to the step that asks it, naming what changes, and back to the summary", () => {
  render(
    <MemoryRouter>
      <SummaryList>
        <SummaryRow name="Appeal season" change={{ to: '/appeal/window', what: 'appeal season' }}>
          2026 appeal season
        </SummaryRow>
      </SummaryList>
    </MemoryRouter>,
  );
  const link = screen.getByRole('link', { name: 'Change appeal season' });
  expect(link).toHaveAttribute('href', '/appeal/window?returnto=summary');
  expect(screen.getByRole('definition')).toHaveTextContent('2026 appeal season ✎ Change appeal season');
});

it('offers the same link on its own, for a heading', () => {
  render(
    <MemoryRouter>
      <h2>
        Attendee <ChangeLink to="/meeting/details" what="attendee details" />
      </h2>
    </MemoryRouter>,
  );
  expect(screen.getByRole('link', { name: 'Change attendee details' })).toHaveAttribute('href', '/meeting/details?returnto=summary');
  expect(screen.getByRole('link').querySelector('[aria-hidden="true"]')).toHaveTextContent('✎');
});
