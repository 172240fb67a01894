import { expect, type Page } from '@playwright/test';
import type { Result } from 'axe-core';
import { analyze } from './axe';

export const WCAG_TAGS = ['wcag2a', 'wcag2aa', 'wcag21a', 'wcag21aa', 'wcag22aa'];

/** Each violation as one line: rule, what it asks, and the elements that break it. */
export const violationSummary = (violations: Result[]) => violations.map((v) => `${v.id}: ${v.help} (${v.nodes.map((n) => n.target.join(' ')).join(', ')})`);

/** Zero axe-core violations at WCAG 2.2 AA on what the page shows now. */
export async function expectNoA11yViolations(page: Page): Promise<void> {
  const { violations } = await analyze(page, { tags: WCAG_TAGS });
  expect(violationSummary(violations)).toEqual([]);
}
