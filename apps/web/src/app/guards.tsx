import { useEffect } from 'react';
import { Button, Container, Stack, Text, Title } from '@mantine/core';
import { IconLock } from '@tabler/icons-react';
import { Navigate, Outlet, useLocation } from 'react-router';
import { Role, type TRole } from '@collably/shared/constants/roles';
import { joinModal } from '@/lib/join-modal';
import { useSession } from '@/lib/session';

/**
 * Route guards of spec §6. They read the role from local storage and only spare the user a
 * useless page: the server refuses every call the role may not make anyway.
 *
 * Deliberate deviations (ARCHITECTURE §10, issue 13): a visitor opening a guarded page (from an e-mail or
 * a bookmark) gets the login dialog and comes back to the page after login, instead of a silent trip
 * home; and influencers browse home and the listing like anyone, to see their card and compare prices.
 */
const roleOf = (session: ReturnType<typeof useSession>) => session?.role ?? Role.Visitor;

/** What a visitor sees on a guarded page: the login dialog opens at once, and can be opened again. */
function LoginToContinue() {
  const location = useLocation();
  const returnTo = `${location.pathname}${location.search}${location.hash}`;
  useEffect(() => joinModal.openLogin(returnTo), [returnTo]);
  return (
    <Container size="xs" py={80}>
      <Stack align="center" gap="sm" ta="center">
        <IconLock size={40} stroke={1.5} color="var(--mantine-color-brand-6)" aria-hidden />
        <Title order={1} fz={24}>
          Log in to continue
        </Title>
        <Text c="dimmed">
          This page is for signed-in members. Log in and we will bring you right back here.
        </Text>
        <Button onClick={() => joinModal.openLogin(returnTo)}>Log in</Button>
      </Stack>
    </Container>
  );
}

/** Visitors log in first; signed-in roles the page does not serve go home. */
function Guard({ allows }: { allows: (role: TRole) => boolean }) {
  const role = roleOf(useSession());
  if (role === Role.Visitor) return <LoginToContinue />;
  return allows(role) ? <Outlet /> : <Navigate to="/" replace />;
}

/** Only 99 and 98. */
export const AdminGuard = () => <Guard allows={(r) => r === Role.SuperAdmin || r === Role.Staff} />;

/** Only the super admin (coupon management, helpdesk). */
export const SuperAdminGuard = () => <Guard allows={(r) => r === Role.SuperAdmin} />;

/** Only 1, 99 and 98 (profile editing). */
export const InfluencerOrAdminGuard = () => (
  <Guard allows={(r) => r === Role.Influencer || r === Role.SuperAdmin || r === Role.Staff} />
);

/** Pages only some signed-in roles use (wallet, favourites, brand profile, orders, payouts). */
export const RolesGuard = ({ roles }: { roles: readonly number[] }) => (
  <Guard allows={(r) => roles.includes(r)} />
);

/** Home and listing: 99/98 go to admin (spec §6); visitors, brands and influencers stay. */
export function LoginGuard() {
  const role = roleOf(useSession());
  if (role === Role.SuperAdmin || role === Role.Staff) return <Navigate to="/admin" replace />;
  return <Outlet />;
}
