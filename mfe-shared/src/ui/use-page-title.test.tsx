import { waitFor } from '@testing-library/react';
import { defineCatalogue } from 'mfe-shared';
import { speak } from '../../test/language';
import { pageViewNames } from '../../test/page-views';
import { renderWithPortal, TEST_OFFICE } from '../../test/portal-fixture';
import { createBus } from '../events/bus';
import type { AnalyticsEvent } from '../analytics/analytics-event';
import { usePageTitle } from './use-page-title';

function Step({ title }: { title: string }) {
  usePageTitle(title);
  return <h1>{title}</h1>;
}

beforeEach(() => {
  document.title = '';
});

it("sets the tab title to '{title} - {office}' and records a page view", () => {
  const bus = createBus();
  const views: AnalyticsEvent[] = [];
  bus.on('analytics', (event) => views.push(event));
  renderWithPortal(<Step title="Your details" />, { bus });
  expect(document.title).toBe(`Your details - ${TEST_OFFICE}`);
  expect(views).toEqual([expect.objectContaining({ type: 'page-view', name: 'Your details' })]);
});

it("uses the county's own office name", () => {
  renderWithPortal(<Step title="Summary" />, { settings: { 'general.display_name': 'Pine County Assessor' } });
  expect(document.title).toBe('Summary - Pine County Assessor');
});

it('retitles and records another page view when the screen changes', () => {
  const bus = createBus();
  const views: AnalyticsEvent[] = [];
  bus.on('analytics', (event) => views.push(event));
  const { rerender } = renderWithPortal(<Step title="Your details" />, { bus });
  rerender(<Step title="Value and reasons" />);
  expect(document.title).toBe(`Value and reasons - ${TEST_OFFICE}`);
  expect(views.map((event) => (event.type === 'page-view' ? event.name : event.type))).toEqual(['Your details', 'Value and reasons']);
});

it("leaves the county page's own title alone when embedded, and still records the page view", () => {
  document.title = 'Harbor County - Property taxes';
  const bus = createBus();
  const views: AnalyticsEvent[] = [];
  bus.on('analytics', (event) => views.push(event));
  renderWithPortal(<Step title="Find your property" />, { bus, embedded: true });
  expect(document.title).toBe('Harbor County - Property taxes');
  expect(views).toEqual([expect.objectContaining({ type: 'page-view', name: 'Find your property' })]);
});

describe('a title given by its catalogue id', () => {
  const useT = defineCatalogue(
    { 'shared.test.pageTitle': 'Your appeal ({count} documents)' },
    { es: async () => ({ default: { 'shared.test.pageTitle': 'Su apelación ({count} documentos)' } }) },
  );
  function Screen({ count }: { count: number }) {
    useT();
    usePageTitle({ id: 'shared.test.pageTitle', values: { count } });
    return null;
  }
  afterEach(() => speak('en'));

  it('is shown in the visitor’s language and recorded in English, once per screen however often the language changes', async () => {
    const bus = createBus();
    const views = pageViewNames(bus);
    await speak('es');
    const { rerender } = renderWithPortal(<Screen count={2} />, { bus });
    await waitFor(() => expect(document.title).toBe(`Su apelación (2 documentos) - ${TEST_OFFICE}`));
    await speak('en');
    expect(document.title).toBe(`Your appeal (2 documents) - ${TEST_OFFICE}`);
    rerender(<Screen count={3} />);
    expect(views).toEqual(['Your appeal (2 documents)', 'Your appeal (3 documents)']);
  });
});
