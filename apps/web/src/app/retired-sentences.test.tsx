import { describe, expect, it, vi } from 'vitest';
import { screen } from '@testing-library/react';
import { GST_RATE_PERCENT } from '@collably/shared/constants/limits';
import { LEGAL_DOCUMENTS } from '@collably/shared/constants/legal';
import { GstMessages } from '@collably/shared/messages/gst';
import { LEGAL_TEXTS } from '@collably/shared/messages/legal-texts';
import type * as ApiClient from '@/lib/api-client';
import { renderWithProviders } from '@/test/render';
import AboutUsPage from '@/features/static-pages/pages/about-us-page';
import ContactUsPage from '@/features/static-pages/pages/contact-us-page';
import PrivacyPolicyPage from '@/features/static-pages/pages/privacy-policy-page';
import InfluencerAgreementPage from '@/features/legal/pages/influencer-agreement-page';
import RefundPolicyPage from '@/features/legal/pages/refund-policy-page';
import TermsPage from '@/features/legal/pages/terms-page';

const api = vi.hoisted(() => ({ get: vi.fn(() => new Promise(() => undefined)) }));
vi.mock('@/lib/api-client', async (original) => ({ ...(await original<typeof ApiClient>()), api }));

/**
 * Issue 36: the sentences of the agent model that contradicted Collably's invoices, ledger and TDS. None may come
 * back in a message catalogue, a legal text, or a page of the web app.
 */
const RETIRED = [
  /each collab is an agreement between the brand and the influencer/i,
  /agreement between the brand and the influencer/i,
  /applies (only )?when the influencer is GST[ -]registered/i,
  /Collably is a marketplace/i,
  /online marketplace that connects brands/i,
];
/** The web states no GST rate of its own: every rate comes from GstMessages, built from GST_RATE_PERCENT. */
const LITERAL_RATE = new RegExp(`\\b${GST_RATE_PERCENT}\\s*(%|&nbsp;%|percent)`, 'i');

/** Source text as a reader sees it: JSX entities decoded and line breaks joined. */
const asRead = (source: string) =>
  source
    .replace(/&apos;|&#39;/g, "'")
    .replace(/&quot;/g, '"')
    .replace(/\s+/g, ' ');

// The message catalogues, the public pages' head texts (constants/site-pages) and the demo blog the seed publishes.
const catalogues = import.meta.glob<string>(
  [
    '../../../../packages/shared/src/messages/**/*.ts',
    '../../../../packages/shared/src/constants/**/*.ts',
    '../../../server/src/db/seed/demo-blog-*.ts',
  ],
  { query: '?raw', import: 'default', eager: true },
);
const webSources = import.meta.glob<string>(['/src/**/*.{ts,tsx}', '/index.html'], {
  query: '?raw',
  import: 'default',
  eager: true,
});
const isTest = (path: string) => /\.test\.tsx?$|\/test\//.test(path);

describe('retired sentences (issue 36)', () => {
  it('are in no message catalogue, page head or published demo article', () => {
    const files = Object.entries(catalogues).filter(([path]) => !isTest(path));
    expect(files.length).toBeGreaterThan(40);
    expect(files.some(([path]) => path.includes('demo-blog'))).toBe(true);
    for (const [path, source] of files) {
      for (const sentence of RETIRED) expect(asRead(source), path).not.toMatch(sentence);
    }
  });

  it('are in no source of the web app, which also states no GST rate of its own', () => {
    const files = Object.entries(webSources).filter(([path]) => !isTest(path));
    expect(files.length).toBeGreaterThan(100);
    for (const [path, source] of files) {
      if (path.endsWith('retired-sentences.test.tsx')) continue;
      for (const sentence of RETIRED) expect(asRead(source), path).not.toMatch(sentence);
      expect(asRead(source), path).not.toMatch(LITERAL_RATE);
    }
  });

  it('are in no version of a legal text', () => {
    for (const document of LEGAL_DOCUMENTS) {
      for (const version of LEGAL_TEXTS[document]) {
        const text = JSON.stringify(version);
        for (const sentence of RETIRED) expect(text, `${document} ${version.version}`).not.toMatch(sentence);
      }
    }
  });

  it.each([
    ['Terms', TermsPage],
    ['Refund Policy', RefundPolicyPage],
    ['Influencer Supply Agreement', InfluencerAgreementPage],
    ['Privacy Policy', PrivacyPolicyPage],
    ['About us', AboutUsPage],
    ['Contact us', ContactUsPage],
  ])('are not on the %s page as it renders', (_name, Page) => {
    const { container } = renderWithProviders(<Page />);
    const text = container.textContent ?? '';
    expect(text.length).toBeGreaterThan(200);
    for (const sentence of RETIRED) expect(text).not.toMatch(sentence);
  });

  it('leave the principal model said on the Terms, with the rate from the pricing constants', () => {
    renderWithProviders(<TermsPage />);
    expect(screen.getByText(/Collably supplies the whole collab to the brand/)).toBeVisible();
    expect(screen.getByText(new RegExp(`GST at ${GstMessages.rate} on each of them`))).toBeVisible();
    expect(GstMessages.rate).toBe(`${GST_RATE_PERCENT} %`);
  });
});

describe('the scan', () => {
  it('would catch a retired sentence split over JSX lines, and a literal rate', () => {
    const jsx = `<p>\n  Collably is a marketplace; each collab is an agreement between the brand and the\n  influencer.\n</p>`;
    expect(RETIRED.some((s) => s.test(asRead(jsx)))).toBe(true);
    expect(
      asRead('GST on the influencer&apos;s price applies only when the influencer is GST registered'),
    ).toMatch(RETIRED[2]);
    expect('fee and 18 % GST').toMatch(LITERAL_RATE);
    expect('GST at 18&nbsp;%').toMatch(LITERAL_RATE);
  });
});
