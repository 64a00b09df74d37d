import {
  Alert,
  Button,
  CopyButton,
  Group,
  List,
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

type Props = { info: TUserInfo };

/** What a profile still lacks before brands can hire from it, in the words of the onboarding steps. */
export function profileGaps(info: TUserInfo): string[] {
  const gaps: string[] = [];
  if (!info.profilePic) gaps.push('a profile picture');
  if (!info.description.trim()) gaps.push('a description');
  if (info.infCategories.length === 0) gaps.push('a category');
  if (info.infSocialAccounts.length === 0) gaps.push('a linked social account');
  if (!info.infSocialAccounts.some((a) => a.infServices.length > 0)) gaps.push('a service with its price');
  return gaps;
}

/**
 * For the influencer on their own profile (spec §2): profile link, copy button, hint, edit link. While the
 * profile waits for approval it says so, lists what is still missing, and that the link goes live only
 * once approved (visitors see 'Influencer not found' until then).
 */
export function OwnProfilePanel({ info }: Props) {
  const { userName, status } = info;
  const isPending = status === UserStatus.Pending;
  const gaps = profileGaps(info);
  const link = `${window.location.origin}/influencer/${userName}`;
  return (
    <Paper withBorder radius="lg" p="lg" shadow="xs">
      <Stack gap="md">
        {isPending ? (
          <Alert
            color="orange"
            variant="light"
            icon={<IconHourglass size={18} />}
            title="Waiting for approval"
          >
            Our team reviews new profiles. Brands can find you once it is approved.
          </Alert>
        ) : null}
        {gaps.length > 0 ? (
          <Alert color="yellow" variant="light" title="Still missing from your profile">
            <List size="sm" spacing={2}>
              {gaps.map((gap) => (
                <List.Item key={gap}>{gap}</List.Item>
              ))}
            </List>
            <Text fz="sm" mt={6}>
              Brands can only hire you once these are in place.
            </Text>
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
          {isPending
            ? 'This link goes live once your profile is approved; until then visitors see “Influencer not found”. Add it to the bio of your social accounts then: it can bring you up to 30% more collabs.'
            : 'Add this link to the bio of your social accounts: it can bring you up to 30% more collabs.'}
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
