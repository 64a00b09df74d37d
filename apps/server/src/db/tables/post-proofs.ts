import type { Generated } from 'kysely';
import type { TPostProofStatus } from '@collably/shared/constants/post-proofs';

/** The proof of a collab's post (features/post-proofs, issue 19): one row per collab, its last post URL. */
export type PostProofsTable = {
  id: Generated<number>;
  collabId: number;
  platformId: number;
  url: string;
  status: TPostProofStatus;
  /** What the last check found, in words ('Posted by Ananya', 'Instagram does not let Collably check …'). */
  reason: string | null;
  submittedOn: string;
  checkedOn: string;
  /** When the next recheck is due; null once the last one ran (or the post was found taken down). */
  nextCheckOn: string | null;
  checks: number;
  /** When the taken-down post opened its helpdesk case (once). */
  caseOpenedOn: string | null;
};

export type PostProofTables = { postProofs: PostProofsTable };
