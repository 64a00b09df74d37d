/**
 * The collabs feature's public face: other features and the app reach collabs only through this file (the
 * ESLint boundary rule), so it names just what they use. Inside the feature, files import the use-case files
 * (collabs.create, collabs.update-status, collabs.history, ...) directly.
 */
import { collabsRepository } from './collabs.repository';

export { applyStatusChange, type StatusMoney } from './collabs.status-change';

/** A collab by id (the helpdesk reads it before resolving), undefined when there is none. */
export const findCollab = collabsRepository.findById;

/** Locks a collab's row until the transaction ends (reviews of one collab are written one at a time). */
export const lockCollab = collabsRepository.lockForUpdate;

/** A brand's or an influencer's complete collabs with their completion time (reviews, issue 19). */
export const completedCollabsOf = collabsRepository.completedOf;
