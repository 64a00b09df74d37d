import { describe, expect, it } from 'vitest';
import { versionsAwaitingCounsel } from '@collably/shared/domain/legal';
import { loadConfig } from '../../config';
import { legalReleaseProblems } from './legal.release';

describe('legal texts at start-up', () => {
  it('refuse production while a version awaits counsel, unless drafts are allowed explicitly', () => {
    const drafts = versionsAwaitingCounsel();
    const production = loadConfig({ NODE_ENV: 'production' });
    if (drafts.length === 0) {
      expect(legalReleaseProblems(production)).toEqual([]);
      return;
    }
    const [problem] = legalReleaseProblems(production);
    for (const v of drafts) expect(problem).toContain(`${v.title} version ${v.version}`);
    expect(
      legalReleaseProblems(loadConfig({ NODE_ENV: 'production', ALLOW_DRAFT_LEGAL_TEXTS: 'true' })),
    ).toEqual([]);
    expect(legalReleaseProblems(loadConfig({ NODE_ENV: 'development' }))).toEqual([]);
    expect(legalReleaseProblems(loadConfig({ NODE_ENV: 'test' }))).toEqual([]);
  });
});
