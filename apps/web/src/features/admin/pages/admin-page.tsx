import { useState, type ReactNode } from 'react';
import { Container, Stack, Tabs, Title } from '@mantine/core';
import { useNavigate } from 'react-router';
import { Role } from '@collably/shared/constants/roles';
import { PageTitle } from '@/components/page-title';
import { useSession } from '@/lib/session';

/**
 * One tab of /admin. `value` is its key in the URL (/admin?tab=<value>). A tab shows its `panel`, or is a link
 * to another page (`link`); `superAdminOnly` tabs are not shown to staff.
 */
export type AdminTab = {
  value: string;
  label: string;
  superAdminOnly?: boolean;
} & (
  | {
      panel: ReactNode;
      /** The panel's maximum width (a form or a card rather than a table), as Mantine's `maw`. */
      maxWidth?: number;
      link?: never;
    }
  | { link: string; panel?: never }
);

/**
 * /admin (spec §2 Admin): the tabs the app composes (app/admin-tabs.tsx), in its order: the Users list for
 * staff and super admins, the rest for the super admin only. /admin?tab=<value> opens a panel tab the viewer
 * has (the super admin's e-mails link to ?tab=emails, the daily reconciliation e-mail to ?tab=reconciliation);
 * any other opens the first.
 */
export default function AdminPage({ tabs }: { tabs: readonly AdminTab[] }) {
  const session = useSession();
  const navigate = useNavigate();
  const isSuperAdmin = session?.role === Role.SuperAdmin;
  const shown = tabs.filter((t) => isSuperAdmin || !t.superAdminOnly);
  const panels = shown.filter((t) => t.link === undefined);
  const [tab, setTab] = useState(() => {
    const asked = new URLSearchParams(window.location.search).get('tab');
    return (panels.find((t) => t.value === asked) ?? panels[0])?.value ?? null;
  });

  return (
    <Container size="xl" py={{ base: 'lg', sm: 40 }} px={{ base: 'sm', sm: 'md' }}>
      <PageTitle title="Admin" />
      <Stack gap="lg">
        <Title order={1} fz={{ base: 24, sm: 32 }}>
          Admin
        </Title>
        <Tabs
          value={tab}
          onChange={(value) => {
            if (!value) return;
            const link = shown.find((t) => t.value === value)?.link;
            if (link) void navigate(link);
            else setTab(value);
          }}
          keepMounted={false}
        >
          <Tabs.List style={{ flexWrap: 'nowrap', overflowX: 'auto' }}>
            {shown.map((t) => (
              <Tabs.Tab key={t.value} value={t.value}>
                {t.label}
              </Tabs.Tab>
            ))}
          </Tabs.List>
          {panels.map((t) => (
            <Tabs.Panel key={t.value} value={t.value} pt="lg" maw={t.maxWidth}>
              {t.panel}
            </Tabs.Panel>
          ))}
        </Tabs>
      </Stack>
    </Container>
  );
}
