import { readFileSync } from 'node:fs';
import { createRequire } from 'node:module';
import type { Page } from '@playwright/test';

const require = createRequire(import.meta.url);
const AXE_SOURCE = readFileSync(require.resolve('axe-core/axe.min.js'), 'utf8');

/** One axe finding, as much as a failing assertion needs to say. */
export type AxeFinding = { id: string; impact: string | null; help: string; targets: string[] };

/**
 * Runs axe-core (WCAG 2.1 A and AA rules) on the page as it is now and answers the serious and critical
 * findings. The script comes from node_modules and runs through the browser's debugging protocol, so
 * nothing is fetched and the page's script policy (no inline scripts) stays as it is.
 */
export const seriousAxeFindings = async (page: Page, include?: string): Promise<AxeFinding[]> => {
  await page.evaluate(AXE_SOURCE);
  const found = await page.evaluate(async (scope) => {
    // biome-ignore lint/suspicious/noExplicitAny: axe is injected as a global
    const axe = (window as any).axe;
    const result = await axe.run(scope ? { include: [scope] } : document, {
      runOnly: { type: 'tag', values: ['wcag2a', 'wcag2aa', 'wcag21a', 'wcag21aa'] },
    });
    return (
      result.violations as {
        id: string;
        impact: string | null;
        help: string;
        nodes: { target: string[] }[];
      }[]
    ).map((v) => ({ id: v.id, impact: v.impact, help: v.help, targets: v.nodes.map((n) => n.target.join(' ')) }));
  }, include ?? null);
  return found.filter((f) => f.impact === 'serious' || f.impact === 'critical');
};
