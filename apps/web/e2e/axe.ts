import AxeBuilder from '@axe-core/playwright';
import { expect, type Page } from './test';

/**
 * axe-core on the page as it stands (issue 13): no serious or critical violation of WCAG 2.1 A/AA.
 * The message lists each rule with the first offending elements, so a failure says what to fix.
 */
export async function expectAccessible(page: Page, label: string): Promise<void> {
  const { violations } = await new AxeBuilder({ page })
    .withTags(['wcag2a', 'wcag2aa', 'wcag21a', 'wcag21aa'])
    .analyze();
  const serious = violations.filter((v) => v.impact === 'serious' || v.impact === 'critical');
  const report = serious.map(
    (v) =>
      `${v.id} (${v.impact}): ${v.help}\n  ${v.nodes
        .slice(0, 3)
        .map((n) => n.target.join(' '))
        .join('\n  ')}`,
  );
  expect.soft(report, `axe on ${label}`).toEqual([]);
}
