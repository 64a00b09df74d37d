import type { TStatusAction } from '@collably/shared/constants/admin';
import type { TRole, TUserStatus } from '@collably/shared/constants/roles';

/** Facts of admin (platform/events): notifications tells an approved influencer. */
declare module '../../platform/events/facts' {
  interface Facts {
    /** An admin approved, disabled, deleted or reinstated a user (its audit row is admin's own). */
    'user.statusChanged': {
      userId: number;
      roleId: TRole;
      action: TStatusAction;
      from: TUserStatus;
      to: TUserStatus;
      adminUserId: number;
      at: Date;
    };
  }
}
