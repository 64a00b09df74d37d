import { useState } from 'react';
import { Alert, Badge, Box, Button, CopyButton, FileButton, Group, Paper, Stack, Text } from '@mantine/core';
import { IconCopy, IconRosetteDiscountCheck, IconUpload } from '@tabler/icons-react';
import { platformName } from '@collably/shared/constants/platforms';
import { VerificationStatus } from '@collably/shared/constants/social-verification';
import { SocialVerificationMessages as M } from '@collably/shared/messages/social-verification';
import type { TAccountVerification } from '@collably/shared/schemas/social-verification';
import { LoadError, SectionCard, SectionLoader } from '@/components/page-states';
import { PlatformIcon } from '@/components/platform-icon';
import { VerifiedBadge } from '@/components/verified-badge';
import { DateFormat, formatDate } from '@/lib/dates';
import { errorMessage } from '@/lib/errors';
import { notifyError, notifySuccess } from '@/lib/notify';
import { pictureSizeError, uploadPicture } from '@/lib/uploads';
import {
  useAccountVerifications,
  useCheckNow,
  useIssueCode,
  useSendScreenshot,
} from '../api/social-verification';

/**
 * 'Verify your social accounts' (issue 18), on the influencer's own profile: per linked account, a code to put
 * in its public bio, "Check now", and a screenshot of the bio for pages that refuse servers (Instagram's login
 * wall) or when a check fails.
 */
export function VerifyAccountsCard() {
  const accounts = useAccountVerifications();
  return (
    <SectionCard
      id="verify-accounts"
      icon={IconRosetteDiscountCheck}
      title="Verify your social accounts"
      description="Brands trust verified follower counts. Prove each account is yours with a one-time code."
    >
      {accounts.isPending ? (
        <SectionLoader label="Loading your accounts" />
      ) : accounts.isError ? (
        <LoadError title="Could not load your accounts" error={accounts.error} />
      ) : accounts.data.length === 0 ? (
        <Text c="dimmed" fz="sm">
          Link a social account in your profile setup first.
        </Text>
      ) : (
        <Stack gap="sm">
          {accounts.data.map((a) => (
            <AccountRow key={a.plateformId} account={a} />
          ))}
        </Stack>
      )}
    </SectionCard>
  );
}

function statusBadge(account: TAccountVerification) {
  switch (account.status) {
    case VerificationStatus.Verified:
      return <VerifiedBadge />;
    case VerificationStatus.ScreenshotPending:
      return (
        <Badge color="yellow" variant="light" size="sm">
          In review
        </Badge>
      );
    case VerificationStatus.Rejected:
      return (
        <Badge color="red" variant="light" size="sm">
          Screenshot rejected
        </Badge>
      );
    default:
      return (
        <Badge color="gray" variant="light" size="sm">
          Not verified
        </Badge>
      );
  }
}

function AccountRow({ account }: { account: TAccountVerification }) {
  const issue = useIssueCode();
  const check = useCheckNow();
  const send = useSendScreenshot();
  const [problem, setProblem] = useState<string | null>(null);
  const [isUploading, setUploading] = useState(false);
  const name = platformName(account.plateformId);
  const isVerified = account.status === VerificationStatus.Verified;
  const isPending = account.status === VerificationStatus.ScreenshotPending;
  const offersScreenshot = account.code !== null && (!account.isCheckable || problem !== null);

  const onDone = {
    onSuccess: (envelope: { message: string }) => {
      setProblem(null);
      notifySuccess(envelope.message);
    },
    onError: (error: unknown) => setProblem(errorMessage(error)),
  };

  const uploadScreenshot = async (file: File | null) => {
    if (!file) return;
    const tooLarge = pictureSizeError(file);
    if (tooLarge) return notifyError(tooLarge);
    setUploading(true);
    try {
      const screenshot = await uploadPicture(file);
      send.mutate({ plateformId: account.plateformId, screenshot }, onDone);
    } catch (error) {
      notifyError(error);
    } finally {
      setUploading(false);
    }
  };

  return (
    <Paper withBorder radius="md" p="sm" aria-label={`${name} verification`} component="article">
      <Stack gap="xs">
        <Group justify="space-between" wrap="nowrap" gap="xs">
          <Group gap={6} wrap="nowrap" style={{ minWidth: 0 }}>
            <PlatformIcon name={name} size={18} />
            <Text fw={600} fz="sm" truncate>
              {account.pageUrl}
            </Text>
          </Group>
          <Box style={{ flexShrink: 0 }}>{statusBadge(account)}</Box>
        </Group>

        {isVerified ? null : account.code ? (
          <>
            <Text fz="sm">{M.howTo}</Text>
            <Group gap="xs" wrap="wrap">
              <Text
                ff="monospace"
                fw={700}
                fz="md"
                px="sm"
                py={4}
                bg="brand.0"
                style={{ borderRadius: 6, letterSpacing: 1 }}
                aria-label="Verification code"
              >
                {account.code}
              </Text>
              <CopyButton value={account.code}>
                {({ copied, copy }) => (
                  <Button size="xs" variant="default" leftSection={<IconCopy size={14} />} onClick={copy}>
                    {copied ? 'Copied' : 'Copy'}
                  </Button>
                )}
              </CopyButton>
            </Group>
            <Text fz="xs" c="dimmed">
              Valid until {formatDate(account.expiresOn, DateFormat.day)}.{' '}
              {isPending ? M.screenshotPending : null}
            </Text>
            <Group gap="xs">
              {account.isCheckable ? (
                <Button
                  size="sm"
                  loading={check.isPending}
                  onClick={() => check.mutate(account.plateformId, onDone)}
                >
                  Check now
                </Button>
              ) : null}
              <Button
                size="sm"
                variant="subtle"
                loading={issue.isPending}
                onClick={() => issue.mutate(account.plateformId, onDone)}
              >
                New code
              </Button>
            </Group>
          </>
        ) : (
          <Group gap="xs">
            <Button
              size="sm"
              variant="light"
              loading={issue.isPending}
              onClick={() => issue.mutate(account.plateformId, onDone)}
            >
              Get verification code
            </Button>
          </Group>
        )}

        {problem ? (
          <Alert color="red" variant="light" p="xs" role="alert">
            <Text fz="sm">{problem}</Text>
          </Alert>
        ) : null}
        {!account.isCheckable && account.code ? (
          <Text fz="xs" c="dimmed">
            {M.screenshotOnly}
          </Text>
        ) : null}
        {offersScreenshot ? (
          <FileButton
            onChange={(file) => void uploadScreenshot(file)}
            accept="image/png,image/jpeg,image/webp"
          >
            {(props) => (
              <Button
                {...props}
                size="sm"
                variant="default"
                leftSection={<IconUpload size={16} />}
                loading={isUploading || send.isPending}
              >
                Upload a screenshot of your bio
              </Button>
            )}
          </FileButton>
        ) : null}
      </Stack>
    </Paper>
  );
}
