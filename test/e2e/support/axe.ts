import { createRequire } from 'node:module';
import type { AxeResults } from 'axe-core';
import type { Page } from 'playwright-core';

const AXE_SOURCE = createRequire(import.meta.url).resolve('axe-core/axe.min.js');
/** WCAG 2.2 AA and axe's best practices. */
const TAGS = ['wcag2a', 'wcag2aa', 'wcag21a', 'wcag21aa', 'wcag22aa', 'best-practice'];

export interface AxeOptions {
  /** Check only inside the elements this selector matches (the whole document when absent). */
  include?: string;
  /** Add axe's experimental rules (label-content-name-mismatch is one) to the WCAG and best-practice tags. */
  experimental?: boolean;
  /** Run only these rules instead of the tags. */
  rules?: string[];
}

export interface AxeViolation {
  id: string;
  /** One entry per node: its selector, then what axe says to fix. */
  nodes: { target: string; summary: string }[];
}

/** axe-core's violations on the page as it is now; loads axe into the page once. */
export async function axeRun(page: Page, options: AxeOptions = {}): Promise<AxeViolation[]> {
  if (!(await page.evaluate(() => 'axe' in window))) await page.addScriptTag({ path: AXE_SOURCE });
  const runOnly = options.rules
    ? { type: 'rule', values: options.rules }
    : { type: 'tag', values: options.experimental ? [...TAGS, 'experimental'] : TAGS };
  const results = await page.evaluate(
    ({ include, runOnly }) =>
      (window as unknown as { axe: { run: (ctx: unknown, o: object) => Promise<AxeResults> } }).axe.run(
        include ? { include: [[include]] } : document,
        { resultTypes: ['violations'], runOnly },
      ),
    { include: options.include, runOnly },
  );
  return results.violations.map((v) => ({
    id: v.id,
    nodes: v.nodes.map((n) => ({ target: n.target.join(' '), summary: n.failureSummary ?? '' })),
  }));
}

/** axe-core's violations on the page as it is now, each with the selectors of the nodes it names. */
export async function axeViolations(page: Page, options: AxeOptions = {}): Promise<{ id: string; nodes: string[] }[]> {
  return (await axeRun(page, options)).map((v) => ({ id: v.id, nodes: v.nodes.map((n) => n.target) }));
}
