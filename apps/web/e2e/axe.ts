import AxeBuilder from '@axe-core/playwright';
import axe from 'axe-core';
import { expect, type Page } from './test';

/**
 * Rules the every-rule run leaves out, each with its reason (issue 48):
 * - `color-contrast-enhanced` is WCAG 2.1 success criterion 1.4.6, level AAA (7:1). Collably meets level AA's
 *   4.5:1, which `color-contrast` checks and which passes; 7:1 would take a new palette for the brand colour,
 *   badges and secondary text, and W3C advises against requiring level AAA of whole sites.
 */
const LEFT_OUT = new Set(['color-contrast-enhanced']);

/** Every other rule axe-core has, experimental ones included: axe runs the rules it is given even when off by default. */
const EVERY_RULE = axe
  .getRules()
  .map((rule) => rule.ruleId)
  .filter((id) => !LEFT_OUT.has(id));

/**
 * axe-core on the page as it stands (issue 13): no serious or critical violation of WCAG 2.1 A/AA, or with
 * `everyRule` of any rule axe has (issue 48: the accessibility journey). The message lists each rule with the
 * first offending elements, so a failure says what to fix.
 */
export async function expectAccessible(
  page: Page,
  label: string,
  { everyRule = false }: { everyRule?: boolean } = {},
): Promise<void> {
  const builder = new AxeBuilder({ page });
  const { violations } = await (
    everyRule ? builder.withRules(EVERY_RULE) : builder.withTags(['wcag2a', 'wcag2aa', 'wcag21a', 'wcag21aa'])
  ).analyze();
  const serious = violations.filter((v) => v.impact === 'serious' || v.impact === 'critical');
  const report = serious.map(
    (v) =>
      `${v.id} (${v.impact}): ${v.help}\n  ${v.nodes
        .slice(0, 3)
        .map((n) => `${n.target.join(' ')} ${n.html.slice(0, 160)}`)
        .join('\n  ')}`,
  );
  expect.soft(report, `axe on ${label}`).toEqual([]);
}
