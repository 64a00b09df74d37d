import { useState } from 'react';
import {
  Alert,
  Button,
  Group,
  Paper,
  Radio,
  SimpleGrid,
  Stack,
  Text,
  TextInput,
  ThemeIcon,
  Title,
  UnstyledButton,
} from '@mantine/core';
import { useMutation } from '@tanstack/react-query';
import { IconChevronRight, IconEdit, IconInfoCircle, IconPlus } from '@tabler/icons-react';
import { Platform, PLATFORMS } from '@collably/shared/constants/platforms';
import { followerRangeById } from '@collably/shared/domain/labels';
import { InfluencerMessages } from '@collably/shared/messages/influencers';
import { GstMessages } from '@collably/shared/messages/gst';
import {
  ZAddGstRequest,
  type TAddGstInput,
  type TInfluencerDetails,
  type TSocialAccount,
} from '@collably/shared/schemas/influencers';
import { PlatformIcon } from '@/components/platform-icon';
import { notifyError, notifyWarning } from '@/lib/notify';
import { addGst } from '../api/save-profile';
import { ONBOARDING_NOTICE } from '../lib/notices';
import { SocialAccountModal } from './social-account-modal';
import classes from './social-step.module.css';

type Props = {
  userId: number;
  details: TInfluencerDetails;
  onAccountsChanged: (accounts: TSocialAccount[]) => void;
  /** Open a platform's Services step; `withNewService` opens the new-service form at once. */
  onOpenServices: (platformId: number, withNewService: boolean) => void;
  onFinished: () => void;
};

const servicesLabel = (count: number) =>
  count === 0 ? 'No services yet' : count === 1 ? '1 service' : `${count} services`;

/** Step 2 (Social media): platform tiles with Add/Edit, the GST question and Finish Setup. */
export function SocialStep({ userId, details, onAccountsChanged, onOpenServices, onFinished }: Props) {
  const [editing, setEditing] = useState<number | null>(null);
  const accountOf = (platformId: number) =>
    details.infSocialAccounts.find((a) => a.plateformId === platformId) ?? null;
  const hasServices = details.infSocialAccounts.some((a) => a.infServices.length > 0);

  const [isGst, setIsGst] = useState<'yes' | 'no'>(details.isGST ? 'yes' : 'no');
  const [gstNumber, setGstNumber] = useState(details.gstno);
  const [gstError, setGstError] = useState<string | null>(null);
  const finishing = useMutation({
    mutationFn: (input: TAddGstInput) => addGst(userId, input),
    onSuccess: onFinished,
    onError: (error) => notifyError(error, { id: ONBOARDING_NOTICE }),
  });

  const openServices = (platformId: number) => {
    if (!accountOf(platformId)) {
      notifyWarning(InfluencerMessages.noSocialAccount, { id: ONBOARDING_NOTICE });
      return;
    }
    onOpenServices(platformId, false);
  };

  const finish = () => {
    setGstError(null);
    const input = { IsGst: isGst === 'yes', GSTNumber: isGst === 'yes' ? gstNumber : null };
    const checked = ZAddGstRequest.safeParse(input);
    if (!checked.success) {
      setGstError(checked.error.issues[0]?.message ?? InfluencerMessages.gstRequired);
      return;
    }
    finishing.mutate(input);
  };

  return (
    <Stack gap="lg">
      <Paper withBorder radius="lg" p={{ base: 'md', sm: 'xl' }}>
        <Stack gap="md">
          <div>
            <Title order={2} fz="lg">
              Your social media
            </Title>
            <Text fz="sm" c="dimmed">
              Add the accounts brands can book you on, then open a platform to price its services.
            </Text>
          </div>
          <SimpleGrid cols={{ base: 1, xs: 2 }} spacing="md">
            {PLATFORMS.map((p) => {
              const account = accountOf(p.platformId);
              const range = account ? followerRangeById(account.followerId) : undefined;
              return (
                <Paper
                  key={p.platformId}
                  withBorder
                  radius="lg"
                  className={classes.tile}
                  data-linked={account ? 'true' : undefined}
                >
                  <UnstyledButton
                    className={classes.tileBody}
                    onClick={() => openServices(p.platformId)}
                    aria-label={`${p.platformName} services`}
                  >
                    <Group gap="sm" wrap="nowrap">
                      <ThemeIcon variant="light" color="gray" size={44} radius="xl">
                        <PlatformIcon name={p.platformName} size={26} />
                      </ThemeIcon>
                      <Stack gap={0} style={{ minWidth: 0, flex: 1 }}>
                        <Text fw={700}>{p.platformName}</Text>
                        {account ? (
                          <>
                            <Text fz="xs" c="dimmed" truncate>
                              {account.userName}
                            </Text>
                            <Text fz="sm">
                              {range ? `${range.followerRange} followers` : ''} ·{' '}
                              {servicesLabel(account.infServices.length)}
                            </Text>
                          </>
                        ) : (
                          <Text fz="sm" c="dimmed">
                            Not linked yet
                          </Text>
                        )}
                      </Stack>
                      <IconChevronRight size={18} color="var(--mantine-color-gray-5)" aria-hidden />
                    </Group>
                  </UnstyledButton>
                  <Group px="md" pb="md" gap="xs">
                    <Button
                      size="xs"
                      variant={account ? 'default' : 'light'}
                      leftSection={account ? <IconEdit size={14} /> : <IconPlus size={14} />}
                      onClick={() => setEditing(p.platformId)}
                      aria-label={`${account ? 'Edit' : 'Add'} ${p.platformName} account`}
                    >
                      {account ? 'Edit' : 'Add'}
                    </Button>
                  </Group>
                </Paper>
              );
            })}
          </SimpleGrid>
        </Stack>
      </Paper>

      <Paper withBorder radius="lg" p={{ base: 'md', sm: 'xl' }}>
        <Stack gap="md">
          <Radio.Group
            label="Are you registered for GST?"
            description={GstMessages.influencerQuestion}
            value={isGst}
            onChange={(value) => {
              setIsGst(value === 'yes' ? 'yes' : 'no');
              setGstError(null);
            }}
          >
            <Group gap="xl" mt={8}>
              <Radio value="yes" label="Yes" />
              <Radio value="no" label="No" />
            </Group>
          </Radio.Group>
          {isGst === 'yes' ? (
            <TextInput
              label="GST Number"
              placeholder="15 characters, e.g. 27AAPFU0939F1ZV"
              maw={360}
              value={gstNumber}
              onChange={(e) => {
                setGstNumber(e.currentTarget.value.toUpperCase());
                setGstError(null);
              }}
              error={gstError}
              autoCapitalize="characters"
            />
          ) : null}
        </Stack>
      </Paper>

      {hasServices ? (
        <Group justify="flex-end">
          <Button
            size="md"
            color="green"
            loading={finishing.isPending}
            onClick={finish}
            w={{ base: '100%', sm: 'auto' }}
          >
            Finish Setup
          </Button>
        </Group>
      ) : (
        <Alert variant="light" color="brand" icon={<IconInfoCircle size={18} />}>
          Add at least one service on a platform to finish your setup.
        </Alert>
      )}

      <SocialAccountModal
        opened={editing !== null}
        userId={userId}
        platformId={editing ?? Platform.Instagram}
        account={editing !== null ? accountOf(editing) : null}
        onClose={() => setEditing(null)}
        onSaved={(accounts) => {
          const platformId = editing ?? Platform.Instagram;
          setEditing(null);
          onAccountsChanged(accounts);
          const saved = accounts.find((a) => a.plateformId === platformId);
          // Spec §4: after a save go to its Services; a UGC account without services opens the new-service form.
          onOpenServices(platformId, platformId === Platform.UGC && (saved?.infServices.length ?? 0) === 0);
        }}
        onDeleted={(accounts) => {
          setEditing(null);
          onAccountsChanged(accounts);
        }}
      />
    </Stack>
  );
}
