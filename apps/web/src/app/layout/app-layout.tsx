import { lazy, Suspense, useEffect, useState } from 'react';
import { Center, Loader } from '@mantine/core';
import { Outlet, ScrollRestoration } from 'react-router';
import { Header } from './header';
import { Footer } from './footer';
import { useJoinModal } from '@/lib/join-modal';

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

export function AppLayout() {
  return (
    <>
      <Header />
      <main style={{ flex: 1 }}>
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
