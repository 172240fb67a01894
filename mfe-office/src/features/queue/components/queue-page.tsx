import { useEffect, useState } from 'react';
import { useQueryClient } from '@tanstack/react-query';
import { useSearchParams } from 'mfe-shared/router';
import { EmptyState, LoadFailed, Loading, PageHeading, usePageTitle } from 'mfe-shared/ui';
import type { OfficeSort } from 'mfe-shared/schemas';
import { useT } from '../../../i18n/catalogue';
import { isFiltered, readQueueParams, writeQueueParams, type QueueParams } from '../../../lib/queue-params';
import { officeKeys } from '../../../lib/office-query';
import { resultsAnnouncement, useQueue } from '../hooks/use-queue';
import { useSeasons } from '../hooks/use-seasons';
import { useHearingPanels } from '../../../lib/use-hearing-panels';
import { useMay } from '../../../lib/use-may';
import { BulkSchedule, SelectAll } from './bulk-schedule';
import { ExportLink } from './export-link';
import { QueueFilters } from './queue-filters';
import { QueuePager } from './queue-pager';
import { QueueTable } from './queue-table';
import { StatusCounts } from './status-counts';
import '../../../components/office.css';
import './queue.css';

/**
 * `#/office`: the county's appeals of a season, newest first, paged, filtered and sorted on the
 * server (GET /office/appeals), with the counts per status. The view lives in the address.
 */
export function QueuePage() {
  const t = useT();
  usePageTitle({ id: 'office.queue.title' });
  const [search, setSearch] = useSearchParams();
  const params = readQueueParams(search);
  const state = useQueue(params);
  const seasons = useSeasons();
  const { panels } = useHearingPanels();
  const client = useQueryClient();
  const maySchedule = useMay('appeals.move');
  // The ticked appeals are those of the page shown: another page, filter or sort starts afresh.
  const [selected, setSelected] = useState<ReadonlySet<string>>(new Set());
  const view = search.toString();
  useEffect(() => setSelected(new Set()), [view]);
  const select = (reference: string, on: boolean) =>
    setSelected((current) => {
      const next = new Set(current);
      if (on) next.add(reference);
      else next.delete(reference);
      return next;
    });
  const go = (next: QueueParams) => setSearch(writeQueueParams(next));
  const sortBy = (sort: OfficeSort) =>
    go({
      ...params,
      sort,
      page: 1,
      after: undefined,
      before: undefined,
      order: params.sort === sort ? (params.order === 'asc' ? 'desc' : 'asc') : sort === 'filed' || sort === 'claimed' ? 'desc' : 'asc',
    });

  const { queue, loading, error, retry } = state;
  return (
    <>
      <PageHeading>{t('office.queue.title')}</PageHeading>
      <p>{queue?.window ? t('office.queue.season', { name: queue.window.name, open: queue.window.open ? 'yes' : 'no' }) : queue ? t('office.queue.allSeasons') : '\u00a0'}</p>
      <QueueFilters
        params={params}
        seasons={seasons}
        choices={{ neighborhoods: queue?.neighborhoods ?? [], officers: queue?.officers ?? [], panels: panels ?? [] }}
        onApply={(filters) => go({ ...params, ...filters, page: 1, after: undefined, before: undefined })}
      />
      {error ? (
        <LoadFailed headingLevel="h2" heading={t('office.queue.loadFailed')} onRetry={retry}>
          <p>{error}</p>
        </LoadFailed>
      ) : null}
      {loading ? <Loading label={t('office.queue.loading')} /> : null}
      {queue && !error ? (
        <section aria-labelledby="office-results-heading" aria-busy={loading}>
          <h2 id="office-results-heading">{t('office.queue.results')}</h2>
          <StatusCounts counts={queue.counts} params={params} />
          <p>{resultsAnnouncement(t, queue)}</p>
          {queue.results.length ? (
            <>
              {maySchedule ? (
                <SelectAll references={queue.results.map((row) => row.reference)} selected={selected} onChange={(references) => setSelected(new Set(references))} />
              ) : null}
              <QueueTable
                rows={queue.results}
                caption={t('office.queue.caption', { total: queue.total })}
                params={params}
                onSort={sortBy}
                selected={selected}
                onSelect={maySchedule ? select : undefined}
              />
              <QueuePager params={params} paging={queue} />
              {maySchedule ? (
                <BulkSchedule
                  // Another view starts afresh: what was scheduled from the last one is not this one's.
                  key={view}
                  selected={queue.results.map((row) => row.reference).filter((reference) => selected.has(reference))}
                  panels={(panels ?? []).filter((panel) => panel.active)}
                  reading={loading}
                  onScheduled={() => {
                    setSelected(new Set());
                    // The queue, the appeals' pages and the panels' free times and docket all changed.
                    void client.invalidateQueries({ queryKey: officeKeys.appeals() });
                    void client.invalidateQueries({ queryKey: officeKeys.hearings() });
                  }}
                />
              ) : null}
              <ExportLink params={params} total={queue.total} />
            </>
          ) : isFiltered(params) ? (
            <EmptyState>
              <p>{t('office.queue.fewerFilters')}</p>
            </EmptyState>
          ) : null}
        </section>
      ) : null}
    </>
  );
}
