import { everyone, type FeaturePermissions } from '../../../test/permissions/matrix-rows';

/** Development only: the mailbox of a loopback development server. */
export const permissions: FeaturePermissions = {
  feature: 'dev-mailbox',
  rows: [
    {
      route: 'GET /dev/mailbox',
      rule:
        'registered only when config.exposure.devMailbox (a loopback development server, as the test app is); ' +
        'production and other binds leave it out (platform/startup/safety.test.ts)',
      expect: everyone,
      request: async () => ({}),
    },
  ],
};
