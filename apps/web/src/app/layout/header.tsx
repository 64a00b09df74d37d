import { lazy, Suspense } from 'react';
import {
  ActionIcon,
  Avatar,
  Box,
  Burger,
  Button,
  Container,
  Divider,
  Drawer,
  Group,
  Menu,
  Stack,
  Text,
  Tooltip,
  UnstyledButton,
} from '@mantine/core';
import { useDisclosure } from '@mantine/hooks';
import {
  IconCreditCard,
  IconHeart,
  IconLayoutDashboard,
  IconLogout,
  IconMessages,
  IconUser,
  IconWallet,
} from '@tabler/icons-react';
import { Link, NavLink, useLocation, useNavigate } from 'react-router';
import { Role, type TRole } from '@collably/shared/constants/roles';
import { Logo } from '@/components/logo';
import { logout as logoutOnServer } from '@/features/auth/api/logout';
import { ChatUnreadIndicator } from '@/features/chat/components/unread-indicator';
import { fileUrl } from '@/lib/api-client';
import { joinModal } from '@/lib/join-modal';
import { clearSession, useSession, type Session } from '@/lib/session';
import classes from './header.module.css';

// The bell (with its date formatting) loads only for the signed-in roles that have one.
const NotificationBell = lazy(() =>
  import('@/features/notifications/components/notification-bell').then((m) => ({
    default: m.NotificationBell,
  })),
);

const MESSAGES_PATH = '/collabs';

type NavItem = { to: string; label: string; icon?: typeof IconHeart };

/** Header menu per role (spec §2 'Header and footer'). */
function navItemsFor(role: TRole): NavItem[] {
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
const hasBell = (role: TRole) => role === Role.Influencer || role === Role.Brand;

const profilePathFor = (role: TRole) =>
  role === Role.Influencer ? '/influencer' : role === Role.Brand ? '/brand' : null;

function ProfileMenu({ session, onLogout }: { session: Session; onLogout: () => void }) {
  const profilePath = profilePathFor(session.role);
  return (
    <Menu position="bottom-end" width={220} shadow="md">
      <Menu.Target>
        <UnstyledButton aria-label="Account menu">
          <Avatar
            alt=""
            src={fileUrl(session.profilePic, 'card')}
            name={session.name}
            color="brand"
            radius="xl"
          />
        </UnstyledButton>
      </Menu.Target>
      <Menu.Dropdown>
        <Menu.Label>
          <Text size="sm" fw={600} c="dark" truncate>
            {session.name}
          </Text>
          <Text size="xs" c="dimmed" truncate>
            {session.email}
          </Text>
        </Menu.Label>
        {profilePath ? (
          <Menu.Item component={Link} to={profilePath} leftSection={<IconUser size={16} />}>
            My Profile
          </Menu.Item>
        ) : null}
        <Menu.Item onClick={onLogout} leftSection={<IconLogout size={16} />}>
          Logout
        </Menu.Item>
      </Menu.Dropdown>
    </Menu>
  );
}

export function Header() {
  const session = useSession();
  const navigate = useNavigate();
  const location = useLocation();
  const [isDrawerOpen, drawer] = useDisclosure(false);
  const items = session ? navItemsFor(session.role) : [];

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
              <>
                {items.map((item) =>
                  item.icon ? (
                    <Tooltip key={item.to} label={item.label}>
                      <ActionIcon
                        component={NavLink}
                        to={item.to}
                        variant="subtle"
                        size="lg"
                        radius="xl"
                        aria-label={item.label}
                      >
                        {item.to === MESSAGES_PATH ? (
                          <ChatUnreadIndicator>
                            <item.icon size={22} />
                          </ChatUnreadIndicator>
                        ) : (
                          <item.icon size={22} />
                        )}
                      </ActionIcon>
                    </Tooltip>
                  ) : (
                    <Button key={item.to} component={NavLink} to={item.to} variant="light">
                      {item.label}
                    </Button>
                  ),
                )}
                {hasBell(session.role) ? (
                  <Suspense fallback={null}>
                    <NotificationBell />
                  </Suspense>
                ) : null}
                <ProfileMenu session={session} onLogout={() => void logout()} />
              </>
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
            {session && hasBell(session.role) ? (
              <ActionIcon
                component={NavLink}
                to={MESSAGES_PATH}
                variant="subtle"
                size="lg"
                radius="xl"
                aria-label="Messages"
              >
                <ChatUnreadIndicator>
                  <IconMessages size={22} />
                </ChatUnreadIndicator>
              </ActionIcon>
            ) : null}
            {session && hasBell(session.role) ? (
              <Suspense fallback={null}>
                <NotificationBell />
              </Suspense>
            ) : null}
            {session ? (
              <ProfileMenu session={session} onLogout={() => void logout()} />
            ) : (
              <Button variant="subtle" size="compact-md" onClick={logIn}>
                Log in
              </Button>
            )}
            <Burger opened={isDrawerOpen} onClick={drawer.toggle} aria-label="Open menu" />
          </Group>
        </Group>
      </Container>

      <Drawer
        opened={isDrawerOpen}
        onClose={drawer.close}
        title={<Logo />}
        size="80%"
        position="right"
        hiddenFrom="sm"
      >
        <Stack gap="xs">
          {session ? (
            <>
              {items.map((item) => (
                <Button
                  key={item.to}
                  component={NavLink}
                  to={item.to}
                  variant="subtle"
                  justify="flex-start"
                  leftSection={item.icon ? <item.icon size={18} /> : null}
                  onClick={drawer.close}
                >
                  {item.label}
                </Button>
              ))}
              <Divider />
              <Button
                variant="subtle"
                color="red"
                justify="flex-start"
                leftSection={<IconLogout size={18} />}
                onClick={() => void logout()}
              >
                Logout
              </Button>
            </>
          ) : (
            <>
              <Button variant="default" onClick={logIn}>
                Log in
              </Button>
              <Button onClick={() => join('b')}>Join as Brand</Button>
              <Button variant="outline" onClick={() => join('i')}>
                Join as Influencer
              </Button>
            </>
          )}
        </Stack>
      </Drawer>
    </Box>
  );
}
