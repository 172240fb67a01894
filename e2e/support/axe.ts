import type { Frame, Page } from '@playwright/test';
import axe from 'axe-core';
import type { AxeResults, ContextSpec, PartialResult, RunOptions, SerialContextObject } from 'axe-core';

// axe-core's own frame protocol (runPartial in every frame, finishRun on the results), as
// @axe-core/playwright runs it, with its costs left out: axe is injected once per document rather
// than on every check, the results are finished in the page itself rather than in a new blank page,
// and a page without frames is checked with one axe.run. A check took about 2 s that way and takes
// a tenth of that now (docs/architecture.md#tests).

declare global {
  interface Window {
    axe?: typeof axe;
  }
}

async function ensureAxe(frame: Frame): Promise<void> {
  if (await frame.evaluate(() => typeof window.axe?.runPartial === 'function')) return;
  await frame.evaluate(axe.source);
}

type Partials = Array<PartialResult | null>;

// A frame's partial result, then its child frames' in document order; a child frame that cannot be
// checked (gone, or still loading) counts as null, as axe-core expects, and the top frame's failure
// fails the check.
async function runPartial(frame: Frame, context: SerialContextObject, options: RunOptions, top: boolean): Promise<() => Promise<Partials>> {
  await ensureAxe(frame);
  const frameContexts = await frame.evaluate((context) => window.axe!.utils.getFrameContexts(context as ContextSpec), context);
  const own = frame.evaluate(({ context, options }) => window.axe!.runPartial(context as ContextSpec, options), { context, options });
  own.catch(() => undefined);
  const children: Array<(() => Promise<Partials>) | null> = [];
  for (const { frameSelector, frameContext } of frameContexts) {
    try {
      const element = (await frame.evaluateHandle((selector) => window.axe!.utils.shadowSelect(selector), frameSelector)).asElement();
      const child = await element?.contentFrame();
      children.push(child ? await runPartial(child, frameContext as SerialContextObject, options, false) : null);
    } catch {
      children.push(null);
    }
  }
  return async () => {
    try {
      const parent = await own;
      const nested = await Promise.all(children.map((child) => (child ? child().catch((): Partials => [null]) : [null])));
      return [parent, ...nested.flat(1)];
    } catch (error) {
      if (top) throw error;
      return [null];
    }
  };
}

/** axe-core's results for what the page shows now: the given part of it, or all of it, frames included. */
export async function analyze(page: Page, { tags, include }: { tags: string[]; include?: string }): Promise<AxeResults> {
  const context: SerialContextObject = include ? { include: [include], exclude: [] } : { include: [], exclude: [] };
  // Passes and incomplete checks come back with one example element each, not all of them: a check
  // reads only the violations, and the rest is time spent copying.
  const options: RunOptions = { runOnly: { type: 'tag', values: tags }, resultTypes: ['violations'] };
  if (page.frames().length === 1) {
    await ensureAxe(page.mainFrame());
    return page.evaluate(({ context, options }) => window.axe!.run<AxeResults>(context as ContextSpec, options), { context, options });
  }
  const partials = await (await runPartial(page.mainFrame(), context, options, true))();
  return page.evaluate(({ partials, options }) => window.axe!.finishRun(partials as PartialResult[], options), { partials, options });
}
