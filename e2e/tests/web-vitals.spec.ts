import { expect, test, type Request } from '@playwright/test';

// Real visitors' speed (docs/operations.md#real-visitors-speed): a page view's web-vitals go through
// the county's analytics sink, with the remote that drew the page and its release, and come out
// as the API's histograms on /metrics (this machine may read it).

interface SentEvent {
  type: string;
  name?: string;
  value?: number;
  path?: string;
  remote?: string;
  release?: string;
  outcome?: string;
}

test("a page view's vitals reach the sink and the API's histograms, by page type, county, remote and release", async ({ page, request }) => {
  test.setTimeout(60_000);
  const sent: SentEvent[] = [];
  page.on('request', (sentRequest: Request) => {
    if (sentRequest.url().endsWith('/harbor-county/api/analytics/events')) sent.push(...(JSON.parse(sentRequest.postData() ?? '{}').events as SentEvent[]));
  });
  const release = ((await (await request.get('/remotes/mfe-search/mf-manifest.json')).json()) as { metaData: { buildInfo: { buildVersion: string } } }).metaData.buildInfo
    .buildVersion;
  const labels = `page_type="home",county="harbor-county",remote="mfe-search",release="${release}"`;
  const countOf = async (metric: string, labelSet: string) => {
    const text = await (await request.get('/metrics')).text();
    return Number(
      text
        .split('\n')
        .find((line) => line.startsWith(`${metric}{${labelSet}}`))
        ?.split(' ')[1] ?? 0,
    );
  };
  const lcpBefore = await countOf('portal_web_vitals_lcp_seconds_count', labels);

  await page.goto('/harbor-county/');
  await expect(page.getByRole('heading', { level: 1 })).toBeVisible();
  // LCP is final at the first input; an interaction for INP; then the page is hidden, as when a visitor leaves it.
  await page.getByRole('heading', { level: 1 }).click();
  await page.evaluate(() => {
    Object.defineProperty(document, 'visibilityState', { value: 'hidden', configurable: true });
    document.dispatchEvent(new Event('visibilitychange'));
  });

  await expect.poll(() => sent.filter((event) => event.type === 'vital').map((event) => event.name), { timeout: 15_000 }).toEqual(expect.arrayContaining(['TTFB', 'LCP', 'CLS']));
  for (const vital of sent.filter((event) => event.type === 'vital')) {
    expect(vital).toMatchObject({ path: '#/', remote: 'mfe-search', release });
    expect(vital.value).toBeGreaterThanOrEqual(0);
  }
  expect(sent).toContainEqual(expect.objectContaining({ type: 'remote', outcome: 'loaded', remote: 'mfe-search', release }));

  await expect.poll(() => countOf('portal_web_vitals_lcp_seconds_count', labels), { timeout: 10_000 }).toBe(lcpBefore + 1);
  expect(await countOf('portal_web_vitals_ttfb_seconds_count', labels)).toBeGreaterThan(0);
  expect(await countOf('portal_web_vitals_cls_count', labels)).toBeGreaterThan(0);
  expect(await countOf('portal_remote_loads_total', `county="harbor-county",remote="mfe-search",release="${release}",outcome="loaded"`)).toBeGreaterThan(0);
});
