import { versionsAwaitingCounsel } from '@collably/shared/domain/legal';
import type { Config } from '../../config';

/**
 * Issue 36: the legal texts are drafted for counsel, and a text people accept must not reach them before counsel
 * approves it. Production refuses to start while a version it would post awaits approval (the version's `counsel`
 * in messages/legal-texts.ts); ALLOW_DRAFT_LEGAL_TEXTS=true overrides, for benchmarks, never for real users.
 */
export function legalReleaseProblems(config: Pick<Config, 'env' | 'exposure'>): string[] {
  if (config.env !== 'production' || config.exposure.explicit.draftLegalTexts === true) return [];
  const drafts = versionsAwaitingCounsel();
  if (drafts.length === 0) return [];
  const names = drafts.map((v) => `${v.title} version ${v.version}`).join(', ');
  return [
    `Legal texts await counsel's approval: ${names} (packages/shared/src/messages/legal-texts.ts; ALLOW_DRAFT_LEGAL_TEXTS=true for benchmarks only).`,
  ];
}
