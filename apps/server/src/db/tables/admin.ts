import type { Generated } from 'kysely';
import type { TAdminAction } from '@collably/shared/constants/admin';

/** One admin action on one user (issue 10): who, what, on whom, when, and the changed fields before → after. */
export type AdminAuditLogTable = {
  id: Generated<number>;
  actorUserId: number;
  action: TAdminAction;
  targetUserId: number;
  /** JSON text of the changed fields' values before the action. */
  beforeJson: string;
  /** JSON text of the same fields after it. */
  afterJson: string;
  createdOn: string;
};

export type AdminTables = { adminAuditLog: AdminAuditLogTable };
