import { lazy, Suspense } from 'react';
import { ActionIcon, Avatar, Button, Menu, Text, Tooltip, UnstyledButton } from '@mantine/core';
import { IconLogout, IconMessages, IconSettings, IconUser } from '@tabler/icons-react';
import { Link, NavLink } from 'react-router';
import {
  ChatUnreadIndicator,
  messagesLabel,
  useChatUnreadTotal,
} from '@/features/chat/components/unread-indicator';
import { fileUrl } from '@/lib/api-client';
import type { Session } from '@/lib/session';
import { hasBell, MESSAGES_PATH, navItemsFor, profilePathFor } from './header-nav';

// The bell (with its date formatting) loads only for the signed-in roles that have one.
const NotificationBell = lazy(() =>
  import('@/features/notifications/components/notification-bell').then((m) => ({
    default: m.NotificationBell,
  })),
);

type Props = { session: Session; onLogout: () => void };

/** The initials an avatar without a picture shows: the first letters of two words, or a word's first two. */
const initialsOf = (name: string) => {
  const words = name.split(' ');
  return (
    words.length === 1
      ? name.slice(0, 2)
      : words
          .map((word) => word[0])
          .join('')
          .slice(0, 2)
  ).toUpperCase();
};

function ProfileMenu({ session, onLogout }: Props) {
  const profilePath = profilePathFor(session.role);
  const picture = fileUrl(session.profilePic, 'card');
  const initials = picture ? null : initialsOf(session.name);
  return (
    <Menu position="bottom-end" width={220} shadow="md">
      <Menu.Target>
        {/* Named by what it shows first (issue 48): 'AS, account menu' while the initials stand for a picture. */}
        <UnstyledButton aria-label={initials ? `${initials}, account menu` : 'Account menu'}>
          <Avatar alt="" src={picture} name={session.name} color="brand" radius="xl">
            {initials}
          </Avatar>
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
        <Menu.Item component={Link} to="/account" leftSection={<IconSettings size={16} />}>
          Account settings
        </Menu.Item>
        <Menu.Item onClick={onLogout} leftSection={<IconLogout size={16} />}>
          Logout
        </Menu.Item>
      </Menu.Dropdown>
    </Menu>
  );
}

/**
 * The header's part for a signed-in user (menu, tooltips, unread counts, the bell). Visitors never load
 * it: it carries the floating-layer code (Menu, Tooltip) that the first paint of a public page doesn't need.
 */
export function SignedInDesktopNav({ session, onLogout }: Props) {
  const items = navItemsFor(session.role);
  const unread = useChatUnreadTotal(items.some((item) => item.to === MESSAGES_PATH));
  return (
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
              aria-label={item.to === MESSAGES_PATH ? messagesLabel(unread) : item.label}
            >
              {item.to === MESSAGES_PATH ? (
                <ChatUnreadIndicator total={unread}>
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
      <ProfileMenu session={session} onLogout={onLogout} />
    </>
  );
}

/** The same on a phone: messages and the bell for the roles that have them, and the account menu. */
export function SignedInMobileNav({ session, onLogout }: Props) {
  const unread = useChatUnreadTotal(hasBell(session.role));
  return (
    <>
      {hasBell(session.role) ? (
        <>
          <ActionIcon
            component={NavLink}
            to={MESSAGES_PATH}
            variant="subtle"
            size="lg"
            radius="xl"
            aria-label={messagesLabel(unread)}
          >
            <ChatUnreadIndicator total={unread}>
              <IconMessages size={22} />
            </ChatUnreadIndicator>
          </ActionIcon>
          <Suspense fallback={null}>
            <NotificationBell />
          </Suspense>
        </>
      ) : null}
      <ProfileMenu session={session} onLogout={onLogout} />
    </>
  );
}
