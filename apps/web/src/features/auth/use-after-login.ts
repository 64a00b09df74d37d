import { useNavigate, useLocation } from 'react-router';
import { Role } from '@collably/shared/constants/roles';
import type { TSession } from '@collably/shared/schemas/auth';
import { getInfluencerDetails } from '@/features/influencers/api/get-influencer-details';
import { saveSession } from '@/lib/session';

/**
 * Stores the session and moves on as spec §4 says: an influencer goes to their profile when it
 * has social accounts, else to onboarding; admins go to /admin; a brand stays where it is
 * (an influencer page reloads so it shows the brand's view).
 */
export function useAfterLogin() {
  const navigate = useNavigate();
  const location = useLocation();

  return async (data: TSession, token: string, options: { fromSignupPage?: boolean } = {}) => {
    saveSession(data, token);
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
