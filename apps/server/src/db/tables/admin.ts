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

/** One call of staff or a super admin that may read someone else's personal data (issue 18). */
export type StaffAccessLogTable = {
  id: Generated<number>;
  actorUserId: number;
  /** 'GET /api/payout/details': the method and the route's pattern. */
  route: string;
  /** JSON text of the call's path parameters and query: whose data, which page. */
  target: string;
  statusCode: number;
  createdOn: string;
};

export type AdminTables = { adminAuditLog: AdminAuditLogTable; staffAccessLog: StaffAccessLogTable };
