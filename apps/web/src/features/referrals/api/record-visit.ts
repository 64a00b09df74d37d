import { useEffect, useRef } from 'react';
import { api } from '@/lib/api-client';
import { referralCode, rememberReferral } from '@/lib/referral';

/**
 * POST referrals/visit: a profile the server painted is shown from that paint's data, without the profile
 * call that records referral visits, so the page reports its visit itself: once per mount and user name,
 * only while the czref cookie is set (the API client sends it as the Czref header). The server counts one
 * visit per code, profile, viewer and day, so a profile call the same day adds nothing. A lost report costs
 * the visitor nothing: its failure is ignored.
 */
export function useReferralVisit(userName: string | undefined): void {
  const reported = useRef<string | null>(null);
  useEffect(() => {
    if (!userName || reported.current === userName) return;
    // The layout keeps ?czref= in the cookie, but its effect runs after this page's (a parent's effects run
    // after its children's): keep this address's code first, so a page opened from a referral link reports it.
    rememberReferral(window.location.search);
    if (!referralCode()) return;
    reported.current = userName;
    api.post<null>('referrals/visit', { userName }).catch(() => undefined);
  }, [userName]);
}
