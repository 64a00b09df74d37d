import type { ReactNode } from 'react';
import { Alert, Center, Container, Loader, Paper, Stack, Text, Title } from '@mantine/core';
import { PageTitle } from '@/components/page-title';
import { useSession } from '@/lib/session';
import { useBrandProfile } from '../api/brand-profile';
import { BrandBillingCard } from '../components/brand-billing-card';
import { BrandProfileForm } from '../components/brand-profile-form';
import { errorMessage } from '@/lib/errors';

/**
 * /brand (brand only): the brand's name and picture, its billing details for tax invoices, and `settings` below
 * them (the app passes e-mail preferences).
 */
export default function BrandProfilePage({ settings }: { settings?: ReactNode }) {
  const profile = useBrandProfile();
  const session = useSession();
  return (
    <Container size="sm" py={{ base: 'lg', sm: 48 }} px={{ base: 'sm', sm: 'md' }}>
      <PageTitle title="Brand profile" />
      <Stack gap="lg">
        <div>
          <Title order={1} fz={{ base: 24, sm: 32 }}>
            Brand profile
          </Title>
          <Text c="dimmed">How influencers see your brand.</Text>
        </div>
        <Paper withBorder radius="lg" p={{ base: 'md', sm: 'xl' }}>
          {profile.isPending ? (
            <Center py="xl">
              <Loader aria-label="Loading profile" />
            </Center>
          ) : profile.isError ? (
            <Alert color="red" title="Could not load your profile">
              {errorMessage(profile.error)}
            </Alert>
          ) : (
            <BrandProfileForm profile={profile.data} email={session?.email ?? ''} />
          )}
        </Paper>
        <BrandBillingCard />
        {settings}
      </Stack>
    </Container>
  );
}
