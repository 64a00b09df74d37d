import { useNavigate, useLocation } from 'react-router';
import { Role } from '@collably/shared/constants/roles';
import type { TSession } from '@collably/shared/schemas/auth';
import { getInfluencerDetails } from '@/features/influencers/api/get-influencer-details';
import { saveSession } from '@/lib/session';

/**
 * Stores the session and moves on. A login that came from a page (a guarded page, or 'Log in' pressed
 * away from home) returns there (issue 13; the page's guard sends a role it does not serve home).
 * Otherwise as spec §4 says: an influencer goes to their profile when it has social accounts, else to
 * onboarding; admins go to /admin; a brand stays where it is (an influencer page reloads so it shows
 * the brand's view).
 */
export function useAfterLogin() {
  const navigate = useNavigate();
  const location = useLocation();

  return async (
    data: TSession,
    token: string,
    options: { fromSignupPage?: boolean; returnTo?: string | null } = {},
  ) => {
    saveSession(data, token);
    if (options.returnTo) {
      await navigate(options.returnTo);
      if (options.returnTo.startsWith('/influencer')) window.location.reload();
      return;
    }
    if (data.roleID === Role.Influencer) {
      const details = await getInfluencerDetails(data.userID).catch(() => null);
      const hasAccounts = (details?.infSocialAccounts.length ?? 0) > 0;
      await navigate(hasAccounts ? '/influencer' : '/addedit-influencer');
      return;
    }
    if (data.roleID === Role.SuperAdmin || data.roleID === Role.Staff) {
      await navigate('/admin');
      return;
    }
    if (options.fromSignupPage) {
      await navigate('/');
      return;
    }
    if (location.pathname.startsWith('/influencer')) window.location.reload();
  };
}
