import { render, screen, within } from '@testing-library/react';
import { MemoryRouter } from 'mfe-shared/router';
import { ChangeLink, SummaryCard, SummaryList, SummaryRow } from './summary-list';

it('shows each answer as a name and a value, leaving out rows that do not apply', () => {
  const organization: string | null = null;
  const { container } = render(
    <MemoryRouter>
      <SummaryList>
        <SummaryRow name="Full name">Pat Doe</SummaryRow>
        {organization ? <SummaryRow name="Organization">{organization}</SummaryRow> : null}
        <SummaryRow name="Email">pat@example.org</SummaryRow>
      </SummaryList>
    </MemoryRouter>,
  );
  const list = container.querySelector('dl.portal-summary-list') as HTMLElement;
  expect(
    within(list)
      .getAllByRole('term')
      .map((term) => term.textContent),
  ).toEqual(['Full name', 'Email']);
  expect(
    within(list)
      .getAllByRole('definition')
      .map((value) => value.textContent),
  ).toEqual(['Pat Doe', 'pat@example.org']);
  expect(within(list).queryByRole('link')).not.toBeInTheDocument();
});

it('links a row to the step that asks it, naming what changes, and back to the summary', () => {
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
  // The value and its change link are apart (GOV.UK's actions column), so the value reads alone.
  expect(screen.getAllByRole('definition').map((definition) => definition.textContent)).toEqual(['2026 appeal season', 'Change appeal season']);
});

it('groups rows in a card titled for screen readers, with one change link for the group', () => {
  render(
    <MemoryRouter>
      <SummaryCard title="Attendee" change={{ to: '/meeting/details', what: 'attendee details' }}>
        <SummaryList>
          <SummaryRow name="Full name">Pat Doe</SummaryRow>
        </SummaryList>
      </SummaryCard>
    </MemoryRouter>,
  );
  const card = screen.getByRole('region', { name: 'Attendee' });
  expect(within(card).getByRole('heading', { level: 2, name: 'Attendee' })).toBeInTheDocument();
  expect(within(card).getByRole('link', { name: 'Change attendee details' })).toHaveAttribute('href', '/meeting/details?returnto=summary');
  expect(within(card).getByRole('definition')).toHaveTextContent('Pat Doe');
});

it('offers the same link on its own', () => {
  render(
    <MemoryRouter>
      <ChangeLink to="/meeting/details" what="attendee details" />
    </MemoryRouter>,
  );
  expect(screen.getByRole('link', { name: 'Change attendee details' })).toHaveAttribute('href', '/meeting/details?returnto=summary');
});
