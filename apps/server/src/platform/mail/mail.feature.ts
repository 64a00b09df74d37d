import type { Feature } from '../feature';
import { devMailboxRoutes } from './dev-mailbox.routes';
import { deliverQueuedMail } from './mail-queue';

/** E-mails queued with their events (mail_queue) leave within about this long. */
const MAIL_EVERY_MS = 10_000;

/** Mail delivery, and the development mailbox where the exposure allows it (never in production). */
export const mailFeature: Feature = {
  name: 'mail',
  routes: async (app, env) => {
    if (env.config.exposure.devMailbox) await app.register(devMailboxRoutes);
  },
  jobs: (env) => [
    {
      name: 'mail-delivery',
      everyMs: MAIL_EVERY_MS,
      run: () => deliverQueuedMail({ ...env, publicUrl: env.config.publicUrl }),
    },
  ],
};
