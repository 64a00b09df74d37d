import type { ReactNode } from 'react';
import { Container, Stack, Text, Title } from '@mantine/core';
import { Role } from '@collably/shared/constants/roles';
import { PageTitle } from '@/components/page-title';
import { useSession } from '@/lib/session';
import { DataExportCard } from '../components/data-export-card';
import { DeleteAccountCard } from '../components/delete-account-card';
import { EmailCard } from '../components/email-card';
import { PasswordCard } from '../components/password-card';

/**
 * /account: Account settings for every role (issue 18): email, password, the notifications feature's
 * e-mail preferences (composed in by the route), a copy of one's data, and deletion (influencers and
 * brands; staff and admin accounts are closed by the platform owner).
 */
export default function AccountSettingsPage({ notifications }: { notifications?: ReactNode }) {
  const session = useSession();
  const canDelete = session?.role === Role.Influencer || session?.role === Role.Brand;
  return (
    <Container size="sm" py={{ base: 'lg', sm: 40 }} px={{ base: 'sm', sm: 'md' }}>
      <PageTitle title="Account settings" />
      <Stack gap="lg">
        <div>
          <Title order={1} fz={{ base: 24, sm: 32 }}>
            Account settings
          </Title>
          <Text c="dimmed" fz="sm">
            Your sign-in, the e-mails we send you, and your data.
          </Text>
        </div>
        <EmailCard />
        <PasswordCard />
        {notifications}
        <DataExportCard />
        {canDelete ? <DeleteAccountCard /> : null}
      </Stack>
    </Container>
  );
}
