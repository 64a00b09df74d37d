import { Button, Divider, Drawer, Stack } from '@mantine/core';
import { IconLogout } from '@tabler/icons-react';
import { NavLink } from 'react-router';
import { Logo } from '@/components/logo';
import type { Session } from '@/lib/session';
import { navItemsFor } from './header-nav';

type Props = {
  opened: boolean;
  onClose: () => void;
  session: Session | null;
  onLogout: () => void;
  onLogIn: () => void;
  onJoin: (as: 'b' | 'i') => void;
};

/** The phone menu behind the burger; it loads the first time the burger is pressed. */
export default function HeaderDrawer({ opened, onClose, session, onLogout, onLogIn, onJoin }: Props) {
  const items = session ? navItemsFor(session.role) : [];
  return (
    <Drawer opened={opened} onClose={onClose} title={<Logo />} size="80%" position="right" hiddenFrom="sm">
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
                onClick={onClose}
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
              onClick={onLogout}
            >
              Logout
            </Button>
          </>
        ) : (
          <>
            <Button variant="default" onClick={onLogIn}>
              Log in
            </Button>
            <Button onClick={() => onJoin('b')}>Join as Brand</Button>
            <Button variant="outline" onClick={() => onJoin('i')}>
              Join as Influencer
            </Button>
          </>
        )}
      </Stack>
    </Drawer>
  );
}
