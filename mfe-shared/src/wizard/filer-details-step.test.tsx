import { screen, waitFor } from '@testing-library/react';
import userEvent from '@testing-library/user-event';
import { emptyFilerForm, toFilerForm, type Appellant, type FilerForm } from 'mfe-shared/schemas';
import { renderWithPortal, TEST_OWNER } from '../../test/portal-fixture';
import { FilerDetailsStep, type FilerDetailsStepProps } from './filer-details-step';

const nameBox = () => screen.getByRole('textbox', { name: 'Full name' });

function renderStep(props: Partial<FilerDetailsStepProps> = {}, portal: { embedded?: boolean; settings?: Record<string, unknown> } = {}) {
  const calls = { drafts: [] as FilerForm[], saved: [] as Appellant[], nexts: 0 };
  renderWithPortal(
    <FilerDetailsStep
      idPrefix="person"
      intro="Tell us who you are."
      saved={null}
      onDraft={(form) => calls.drafts.push(form)}
      onSave={(person) => calls.saved.push(person)}
      navigation={{ back: { to: '/trip', title: 'Start' }, nextText: 'Continue', goNext: () => (calls.nexts += 1) }}
      {...props}
    />,
    { route: '/trip/details', ...portal },
  );
  return calls;
}

it('shows the intro, the shared form with the step’s ids, and the step’s navigation', () => {
  renderStep();
  expect(screen.getByText('Tell us who you are.')).toBeInTheDocument();
  expect(nameBox()).toHaveAttribute('id', 'person-name');
  expect(screen.getByRole('link', { name: 'Back to start' })).toHaveAttribute('href', '/trip');
  expect(screen.getByRole('button', { name: 'Continue' })).toBeInTheDocument();
});

it('starts a first visit with the prefilled name', () => {
  renderStep({ prefillName: 'Avery Quinn' });
  expect(nameBox()).toHaveValue('Avery Quinn');
});

it.each<[string, Partial<FilerDetailsStepProps>, string]>([
  ['the saved person', { saved: TEST_OWNER, prefillName: 'Avery Quinn' }, 'Pat Doe'],
  ['the typed form', { saved: TEST_OWNER, draftForm: { ...emptyFilerForm, name: 'Sam Typed' } }, 'Sam Typed'],
  ['nothing', {}, ''],
])('starts from %s when there is one', (_, props, name) => {
  renderStep(props);
  expect(nameBox()).toHaveValue(name);
});

it('keeps every change as a draft', async () => {
  const calls = renderStep();
  await userEvent.type(nameBox(), 'Jo');
  await waitFor(() => expect(calls.drafts.at(-1)).toMatchObject({ name: 'Jo' }));
});

it('saves the person a valid form describes, then goes on', async () => {
  const calls = renderStep({ saved: TEST_OWNER });
  await userEvent.click(screen.getByRole('button', { name: 'Continue' }));
  await waitFor(() => expect(calls.nexts).toBe(1));
  expect(calls.saved).toEqual([expect.objectContaining({ name: 'Pat Doe', type: 'owner', email: 'pat@example.org' })]);
  expect(toFilerForm(calls.saved[0])).toEqual(toFilerForm(TEST_OWNER));
});

it('neither saves nor goes on while the form has errors', async () => {
  const calls = renderStep();
  await userEvent.click(screen.getByRole('button', { name: 'Continue' }));
  expect(await screen.findByRole('alert', { name: 'There is a problem' })).toBeInTheDocument();
  expect(calls.saved).toEqual([]);
  expect(calls.nexts).toBe(0);
});

it('after an error shown as the filer leaves a field, Continue still answers: the summary takes focus and the tab says Error', async () => {
  const calls = renderStep({ draftForm: { ...toFilerForm(TEST_OWNER), name: '' } });
  document.title = 'Your details - Harbor County';
  await userEvent.click(nameBox());
  await userEvent.tab();
  expect(await screen.findByText('Your name is required')).toBeInTheDocument();
  const next = screen.getByRole('button', { name: 'Continue' });
  expect(next).not.toHaveAttribute('aria-disabled');
  await userEvent.click(next);
  const summary = await screen.findByRole('alert', { name: 'There is a problem' });
  await waitFor(() => expect(summary).toHaveFocus());
  expect(screen.getByRole('link', { name: 'Your name is required' })).toBeInTheDocument();
  expect(document.title).toBe('Error: Your details - Harbor County');
  expect(calls.nexts).toBe(0);
  // Corrected, the tab loses its warning with the summary.
  await userEvent.type(nameBox(), 'Pat Doe');
  await waitFor(() => expect(screen.queryByRole('alert', { name: 'There is a problem' })).not.toBeInTheDocument());
  expect(document.title).toBe('Your details - Harbor County');
});

describe('embedded in a county page', () => {
  const allowOther = { 'appeal.allow_file_other': true, 'appeal.agent_document_url': '/static/agent.pdf' };

  it('offers owner or agent only, starting as the owner, though the county allows others on its site', () => {
    renderStep({}, { embedded: true, settings: allowOther });
    expect(screen.getAllByRole('radio').map((radio) => radio.getAttribute('value'))).toEqual(['owner', 'agent']);
    expect(screen.getByRole('radio', { name: 'Owner' })).toBeChecked();
  });

  it("tells an agent where the owner's authorization goes", async () => {
    renderStep({ agentUploadStep: 'Supporting documents' }, { embedded: true, settings: allowOther });
    await userEvent.click(screen.getByRole('radio', { name: 'Agent' }));
    expect(screen.getByText(/An Agent Authorization form signed by the owner is required: upload it in the Supporting documents step\./)).toBeInTheDocument();
  });

  it('keeps the site as it was: every relation the county allows, none chosen', () => {
    renderStep({}, { settings: allowOther });
    expect(screen.getAllByRole('radio').map((radio) => radio.getAttribute('value'))).toEqual(['owner', 'agent', 'other']);
    expect(screen.getByRole('radio', { name: 'Owner' })).not.toBeChecked();
  });
});
