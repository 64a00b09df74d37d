import { everyone, type FeaturePermissions } from '../../../test/permissions/matrix-rows';

/** Mail: the development mailbox, on a loopback development server only. */
export const permissions: FeaturePermissions = {
  feature: 'mail',
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
