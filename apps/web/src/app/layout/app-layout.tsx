import { lazy, Suspense, useEffect, useState } from 'react';
import { Center, Loader } from '@mantine/core';
import { Outlet, ScrollRestoration, useLocation } from 'react-router';
import { Header } from './header';
import { Footer } from './footer';
import { useJoinModal } from '@/lib/join-modal';
import { rememberReferral } from '@/lib/referral';
import { connectRealtime, disconnectRealtime } from '@/lib/realtime';
import { getSession, useSession } from '@/lib/session';
import { Role } from '@collably/shared/constants/roles';

// The Join modal carries the forms and their validation; it loads the first time it opens.
const JoinModal = lazy(() => import('@/features/auth/components/join-modal'));

function JoinModalWhenUsed() {
  const { isOpen } = useJoinModal();
  const [isUsed, setIsUsed] = useState(isOpen);
  useEffect(() => {
    if (isOpen) setIsUsed(true);
  }, [isOpen]);
  return isUsed ? (
    <Suspense fallback={null}>
      <JoinModal />
    </Suspense>
  ) : null;
}

// Changes to the legal texts (issue 36) concern signed-in brands and influencers only: loaded for them.
const LegalGate = lazy(() => import('@/features/legal/components/legal-gate'));

/** A sign-in in this tab is a session that appeared, or changed hands, after the app loaded. */
function LegalGateWhenSignedIn() {
  const session = useSession();
  const [tokenAtLoad] = useState(() => getSession()?.token ?? null);
  if (session?.role !== Role.Brand && session?.role !== Role.Influencer) return null;
  return (
    <Suspense fallback={null}>
      <LegalGate isFreshSignIn={session.token !== tokenAtLoad} />
    </Suspense>
  );
}

/** The tab's socket follows the session: opened on sign-in, closed on logout or an ended session. */
function useRealtimeSession() {
  const token = useSession()?.token ?? null;
  useEffect(() => {
    if (!token) return;
    void connectRealtime(token);
    return disconnectRealtime;
  }, [token]);
}

export function AppLayout() {
  useRealtimeSession();
  const { search } = useLocation();
  // Spec §3: any page opened with ?czref= keeps the referral in the czref cookie.
  useEffect(() => rememberReferral(search), [search]);
  return (
    <>
      <Header />
      <LegalGateWhenSignedIn />
      {/* At least a screen tall: the footer starts below the fold, so a page's content arriving after its
          spinner does not push a visible footer down (that shift was most of the pages' CLS). */}
      <main style={{ flex: 1, minHeight: 'calc(100vh - 68px)' }}>
        <Suspense
          fallback={
            <Center py={120}>
              <Loader aria-label="Loading" />
            </Center>
          }
        >
          <Outlet />
        </Suspense>
      </main>
      <Footer />
      <JoinModalWhenUsed />
      <ScrollRestoration />
    </>
  );
}
