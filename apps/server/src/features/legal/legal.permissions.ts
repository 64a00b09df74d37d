import { LegalDocument } from '@collably/shared/constants/legal';
import { latestLegalVersion } from '@collably/shared/domain/legal';
import { everyone, only, type FeaturePermissions } from '../../../test/permissions/matrix-rows';

/** Legal texts (issue 36): postings are public; brands and influencers accept their own. */
export const permissions: FeaturePermissions = {
  feature: 'legal',
  rows: [
    {
      route: 'GET /api/legal/documents',
      rule: 'public: the policy pages show every visitor which version is posted and in force',
      expect: everyone,
      request: async () => ({}),
    },
    {
      route: 'GET /api/legal/due',
      rule: 'brands and influencers, what they themselves still have to accept',
      expect: only('brand', 'influencer'),
      request: async () => ({}),
    },
    {
      route: 'POST /api/legal/accept',
      rule: 'brands and influencers, for themselves; staff and super admins accept no text',
      expect: only('brand', 'influencer'),
      request: async (fx) => ({
        body: {
          documents: [
            { document: LegalDocument.Terms, version: latestLegalVersion(LegalDocument.Terms).version },
          ],
        },
        probe: async () => (await fx.t.db.selectFrom('legalAcceptances').select('id').execute()).length,
      }),
    },
  ],
};
