import {
  IconCreditCard,
  IconHeart,
  IconLayoutDashboard,
  IconMessages,
  IconWallet,
} from '@tabler/icons-react';
import { Role, type TRole } from '@collably/shared/constants/roles';

export const MESSAGES_PATH = '/collabs';

export type NavItem = { to: string; label: string; icon?: typeof IconHeart };

/** Header menu per role (spec §2 'Header and footer'). */
export function navItemsFor(role: TRole): NavItem[] {
  switch (role) {
    case Role.Influencer:
      return [
        { to: '/paymentdetails', label: 'Payment details', icon: IconCreditCard },
        { to: MESSAGES_PATH, label: 'Messages', icon: IconMessages },
        { to: '/order', label: 'Collabs' },
      ];
    case Role.Brand:
      return [
        { to: '/wallet', label: 'Wallet', icon: IconWallet },
        { to: '/favourite', label: 'Favourites', icon: IconHeart },
        { to: MESSAGES_PATH, label: 'Messages', icon: IconMessages },
        { to: '/order', label: 'Collabs' },
      ];
    case Role.SuperAdmin:
      return [
        { to: '/admin', label: 'Admin', icon: IconLayoutDashboard },
        { to: '/paymentdetails', label: 'Payment details', icon: IconCreditCard },
        { to: '/order', label: 'Collabs' },
      ];
    case Role.Staff:
      return [{ to: '/admin', label: 'Admin', icon: IconLayoutDashboard }];
    default:
      return [];
  }
}

/** Spec §2, §4: only influencers and brands have the notification bell. */
export const hasBell = (role: TRole) => role === Role.Influencer || role === Role.Brand;

export const profilePathFor = (role: TRole) =>
  role === Role.Influencer ? '/influencer' : role === Role.Brand ? '/brand' : null;
