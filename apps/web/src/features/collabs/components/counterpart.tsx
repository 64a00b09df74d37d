import { Anchor, Avatar, Group, Stack, Text } from '@mantine/core';
import { Link } from 'react-router';
import { fileUrl } from '@/lib/api-client';

type Props = {
  name: string;
  profilePic: string | null;
  /** The public profile it links to; brands have none. */
  profilePath: string | null;
  subtitle: string;
};

// Names wrap (two lines at most) instead of ending in '…' beside the status badge at 375 px.
const WRAP = { overflowWrap: 'anywhere' } as const;

/** The other party of an order, as its card's heading: picture, name (linked to the profile) and what they are. */
export function Counterpart({ name, profilePic, profilePath, subtitle }: Props) {
  return (
    <Group gap="sm" wrap="nowrap" style={{ minWidth: 0 }}>
      <Avatar alt="" src={fileUrl(profilePic, 'card')} name={name} color="brand" radius="xl" size={44} />
      <Stack gap={0} style={{ minWidth: 0 }}>
        {profilePath ? (
          <Anchor component={Link} to={profilePath} fw={700} lineClamp={2} style={WRAP}>
            {name}
          </Anchor>
        ) : (
          <Text fw={700} lineClamp={2} style={WRAP}>
            {name}
          </Text>
        )}
        <Text fz="xs" c="dimmed" truncate>
          {subtitle}
        </Text>
      </Stack>
    </Group>
  );
}
