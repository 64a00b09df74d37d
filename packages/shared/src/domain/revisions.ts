/**
 * Revision allowances (issue 19 item 4). A collab includes the revisions its service stated when it was
 * ordered; paid extras bought through their own checkout add to them. A brand's "Request Revision" counts one,
 * and is refused once the count reaches the allowance.
 */
import { CollabStatus, type TCollabStatus } from '../constants/collabs';

/** Statuses in which the work may still come back for a revision, so an extra one is worth buying. */
const REVISABLE: readonly TCollabStatus[] = [
  CollabStatus.New,
  CollabStatus.Accept,
  CollabStatus.Review,
  CollabStatus.UpdateWorkFile,
];

export const isRevisable = (status: TCollabStatus): boolean => REVISABLE.includes(status);

export type TRevisionCount = {
  /** Included revisions plus the paid extras bought so far. */
  allowed: number;
  used: number;
};

export const revisionsLeft = ({ allowed, used }: TRevisionCount): number => Math.max(0, allowed - used);

export const canRequestRevision = (count: TRevisionCount): boolean => revisionsLeft(count) > 0;

/** The order card's line: 'Revisions: 1 of 2 used'. */
export const revisionsUsedText = ({ allowed, used }: TRevisionCount): string =>
  `Revisions: ${used} of ${allowed} used`;
