import {
  Alert,
  Button,
  CopyButton,
  Group,
  Paper,
  Stack,
  Text,
  TextInput,
  Title,
  Tooltip,
} from '@mantine/core';
import { IconCheck, IconCopy, IconEdit, IconHourglass } from '@tabler/icons-react';
import { Link } from 'react-router';
import { UserStatus } from '@collably/shared/constants/roles';
import type { TUserInfo } from '@collably/shared/schemas/influencers';

type Props = { userName: string; status: TUserInfo['status'] };

/** For the influencer on their own profile (spec §2): profile link, copy button, hint, edit link. */
export function OwnProfilePanel({ userName, status }: Props) {
  const link = `${window.location.origin}/influencer/${userName}`;
  return (
    <Paper withBorder radius="lg" p="lg" shadow="xs">
      <Stack gap="md">
        {status === UserStatus.Pending ? (
          <Alert
            color="orange"
            variant="light"
            icon={<IconHourglass size={18} />}
            title="Waiting for approval"
          >
            Our team reviews new profiles. Brands can find you once it is approved.
          </Alert>
        ) : null}
        <Title order={2} fz="lg">
          Your profile link
        </Title>
        <Group gap="xs" wrap="nowrap">
          <TextInput
            value={link}
            readOnly
            aria-label="Your profile link"
            style={{ flex: 1, minWidth: 0 }}
            onFocus={(e) => e.currentTarget.select()}
          />
          <CopyButton value={link} timeout={2000}>
            {({ copied, copy }) => (
              <Tooltip label={copied ? 'Copied' : 'Copy link'} withArrow>
                <Button
                  variant={copied ? 'filled' : 'light'}
                  color={copied ? 'teal' : 'brand'}
                  onClick={copy}
                  leftSection={copied ? <IconCheck size={16} /> : <IconCopy size={16} />}
                  aria-label="Copy profile link"
                >
                  {copied ? 'Copied' : 'Copy'}
                </Button>
              </Tooltip>
            )}
          </CopyButton>
        </Group>
        <Text fz="sm" c="gray.7">
          Add this link to the bio of your social accounts: it can bring you up to 30% more collabs.
        </Text>
        <Button
          component={Link}
          to="/addedit-influencer"
          variant="default"
          leftSection={<IconEdit size={16} />}
        >
          Edit profile
        </Button>
      </Stack>
    </Paper>
  );
}
