/**
 * The fake social pages as a process, for the browser journeys (apps/web playwright.config.ts): the app under
 * test is pointed at it with SOCIAL_PAGE_ORIGIN. The port comes from the environment.
 */
import { startFakeSocialPages } from './fake-social-pages';

const fake = await startFakeSocialPages(Number(process.env.FAKE_SOCIAL_PAGES_PORT ?? 0));
console.log(`fake social pages on ${fake.url}`);
