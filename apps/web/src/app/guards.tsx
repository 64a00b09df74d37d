import { Navigate, Outlet } from 'react-router';
import { Role } from '@collably/shared/constants/roles';
import { useSession } from '@/lib/session';

/**
 * Route guards of spec §6. They read the role from local storage and only spare the user a
 * useless page: the server refuses every call the role may not make anyway.
 */
const roleOf = (session: ReturnType<typeof useSession>) => session?.role ?? Role.Visitor;

/** Only 99 and 98 pass; others go home. */
export function AdminGuard() {
  const role = roleOf(useSession());
  return role === Role.SuperAdmin || role === Role.Staff ? <Outlet /> : <Navigate to="/" replace />;
}

/** Only the super admin (coupon management, helpdesk). */
export function SuperAdminGuard() {
  return roleOf(useSession()) === Role.SuperAdmin ? <Outlet /> : <Navigate to="/" replace />;
}

/** Only 1, 99 and 98 pass (profile editing); others go home. */
export function InfluencerOrAdminGuard() {
  const role = roleOf(useSession());
  return role === Role.Influencer || role === Role.SuperAdmin || role === Role.Staff ? (
    <Outlet />
  ) : (
    <Navigate to="/" replace />
  );
}

/** Home and listing: role 1 goes to its orders, 99/98 to admin; visitors and brands stay. */
export function LoginGuard() {
  const role = roleOf(useSession());
  if (role === Role.Influencer) return <Navigate to="/order" replace />;
  if (role === Role.SuperAdmin || role === Role.Staff) return <Navigate to="/admin" replace />;
  return <Outlet />;
}

/** Pages only some signed-in roles use (wallet, favourites, brand profile, orders, payouts). */
export function RolesGuard({ roles }: { roles: readonly number[] }) {
  return roles.includes(roleOf(useSession())) ? <Outlet /> : <Navigate to="/" replace />;
}
