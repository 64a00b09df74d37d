import { lazy, Suspense, useEffect, useState } from 'react';
import { Box, Burger, Button, Container, Group } from '@mantine/core';
import { useDisclosure } from '@mantine/hooks';
import { useLocation, useNavigate } from 'react-router';
import { Logo } from '@/components/logo';
import { logout as logoutOnServer } from '@/features/auth/api/logout';
import { joinModal } from '@/lib/join-modal';
import { clearSession, useSession } from '@/lib/session';
import classes from './header.module.css';

// What a visitor's first paint doesn't show loads apart from the entry: the signed-in part (menus,
// tooltips, unread counts) when there is a session, the phone drawer the first time the burger opens it.
const SignedInDesktopNav = lazy(() =>
  import('./header-signed-in').then((m) => ({ default: m.SignedInDesktopNav })),
);
const SignedInMobileNav = lazy(() =>
  import('./header-signed-in').then((m) => ({ default: m.SignedInMobileNav })),
);
const HeaderDrawer = lazy(() => import('./header-drawer'));

export function Header() {
  const session = useSession();
  const navigate = useNavigate();
  const location = useLocation();
  const [isDrawerOpen, drawer] = useDisclosure(false);
  const [isDrawerUsed, setIsDrawerUsed] = useState(false);
  useEffect(() => {
    if (isDrawerOpen) setIsDrawerUsed(true);
  }, [isDrawerOpen]);

  const logout = async () => {
    // Logging out must work offline or with an ended session too: local storage goes whatever the answer.
    await logoutOnServer().catch(() => undefined);
    clearSession();
    drawer.close();
    void navigate('/');
  };
  const join = (as: 'b' | 'i') => {
    drawer.close();
    joinModal.open(as);
  };
  // Returning users log in from any page and stay on it (issue 13); from home, spec §4's landing applies.
  const logIn = () => {
    drawer.close();
    joinModal.openLogin(location.pathname === '/' ? null : `${location.pathname}${location.search}`);
  };

  return (
    <Box component="header" className={classes.header}>
      <Container size="xl" h="100%">
        <Group h="100%" justify="space-between" wrap="nowrap">
          <Logo />
          <Group gap="xs" visibleFrom="sm" wrap="nowrap">
            {session ? (
              <Suspense fallback={null}>
                <SignedInDesktopNav session={session} onLogout={() => void logout()} />
              </Suspense>
            ) : (
              <>
                <Button variant="subtle" onClick={logIn}>
                  Log in
                </Button>
                <Button onClick={() => join('b')}>Join as Brand</Button>
                <Button variant="outline" onClick={() => join('i')}>
                  Join as Influencer
                </Button>
              </>
            )}
          </Group>
          <Group hiddenFrom="sm" gap="xs" wrap="nowrap">
            {session ? (
              <Suspense fallback={null}>
                <SignedInMobileNav session={session} onLogout={() => void logout()} />
              </Suspense>
            ) : (
              <Button variant="subtle" size="compact-md" onClick={logIn}>
                Log in
              </Button>
            )}
            <Burger opened={isDrawerOpen} onClick={drawer.toggle} aria-label="Open menu" />
          </Group>
        </Group>
      </Container>

      {isDrawerUsed || isDrawerOpen ? (
        <Suspense fallback={null}>
          <HeaderDrawer
            opened={isDrawerOpen}
            onClose={drawer.close}
            session={session}
            onLogout={() => void logout()}
            onLogIn={logIn}
            onJoin={join}
          />
        </Suspense>
      ) : null}
    </Box>
  );
}
