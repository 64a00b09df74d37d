import { useEffect } from 'react';
import { Role } from '@collably/shared/constants/roles';
import { StorageKey, useSession } from '@/lib/session';
import { useUserInfo } from '../api/get-user-info';

export type OnboardingTarget =
  | { status: 'loading' }
  | { status: 'not-found' }
  | { status: 'no-target' }
  | {
      status: 'ready';
      userId: number;
      userName: string;
      /** Staff (98) or the super admin (99) editing someone else's profile by user name (spec §6). */
      isStaffEdit: boolean;
      /** Where Finish Setup goes: /influencer, or /influencer/{u_name} for staff. */
      profilePath: string;
    };

/**
 * Whose profile onboarding edits. An influencer edits their own (by their user id); staff look the
 * influencer up by user name and keep the id as refuserid, which the profile calls then send.
 */
export function useOnboardingTarget(uName: string | undefined): OnboardingTarget {
  const session = useSession();
  const isStaff = session?.role === Role.Staff || session?.role === Role.SuperAdmin;
  const lookup = useUserInfo(isStaff && uName ? uName : null);
  const foundId = lookup.data?.userId;

  useEffect(() => {
    if (!isStaff) localStorage.removeItem(StorageKey.refUserId);
    else if (foundId) localStorage.setItem(StorageKey.refUserId, String(foundId));
  }, [isStaff, foundId]);

  if (!session) return { status: 'no-target' };
  if (session.role === Role.Influencer) {
    return {
      status: 'ready',
      userId: session.userId,
      userName: session.userName ?? '',
      isStaffEdit: false,
      profilePath: '/influencer',
    };
  }
  if (!isStaff || !uName) return { status: 'no-target' };
  if (lookup.isPending) return { status: 'loading' };
  if (!lookup.data) return { status: 'not-found' };
  return {
    status: 'ready',
    userId: lookup.data.userId,
    userName: lookup.data.userName,
    isStaffEdit: true,
    profilePath: `/influencer/${lookup.data.userName}`,
  };
}
