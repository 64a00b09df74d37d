import type { Realtime } from '../realtime/realtime';
import type { EventBus, Fact, SubscriberMap } from './event-bus';

/**
 * Every fact of the app, by name, with its data. Empty here: each feature declares its own in its
 * `<feature>.events.ts` by module augmentation (`declare module '…/platform/events/facts'`), so platform knows
 * no feature and a subscriber reads the emitter's fact without importing the emitter.
 */
// eslint-disable-next-line @typescript-eslint/no-empty-object-type -- filled by declaration merging
export interface Facts {}

/** What subscribers use besides the emitter's transaction: the bell's push, for after the commit. */
export type SubscriberDeps = { realtime: { notificationsChanged: Realtime['notificationsChanged'] } };

/** One feature's subscribers (a Feature's `subscribers`). */
export type Subscribers = SubscriberMap<Facts, SubscriberDeps>;
/** The app's bus (`ctx.events`). */
export type Events = EventBus<Facts>;
export type AppFact<N extends keyof Facts = keyof Facts> = Fact<Facts, N>;
