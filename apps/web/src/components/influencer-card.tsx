import { Badge, Box, Card, Group, Image, Stack, Text } from '@mantine/core';
import { Link } from 'react-router';
import { cardFollowerLabel } from '@collably/shared/domain/labels';
import { isOffline } from '@collably/shared/domain/presence';
import { fileUrl } from '@/lib/api-client';
import { PlatformIcon } from './platform-icon';
import classes from './influencer-card.module.css';

/** Influencer list item of spec §3 (price in rupees, tags as JSON text). */
export type InfluencerListItem = {
  userName: string;
  name: string;
  profilePic: string | null;
  tags: string | null;
  socialAccountFollowers: { plateformName: string; followerCount: number }[];
  isFeatured: boolean;
  lastLoginOn: string | null;
  price: number | null;
  categoryName: string | null;
};

const parseTags = (tags: string | null): { id: number; name: string }[] => {
  try {
    const parsed: unknown = JSON.parse(tags ?? '[]');
    return Array.isArray(parsed) ? (parsed as { id: number; name: string }[]) : [];
  } catch {
    return [];
  }
};

const rupees = (value: number) => `₹${value.toLocaleString('en-IN')}`;

export function InfluencerCard({
  influencer,
  openInNewTab = false,
}: {
  influencer: InfluencerListItem;
  openInNewTab?: boolean;
}) {
  const tags = parseTags(influencer.tags);
  const offline = isOffline(
    { isFeatured: influencer.isFeatured, lastLoginOn: influencer.lastLoginOn },
    new Date(),
  );
  return (
    <Card
      component={Link}
      to={`/influencer/${influencer.userName}`}
      target={openInNewTab ? '_blank' : undefined}
      rel={openInNewTab ? 'noopener' : undefined}
      padding={0}
      radius="lg"
      withBorder
      className={classes.card}
      aria-label={influencer.name}
    >
      <Box pos="relative">
        <Image
          src={fileUrl(influencer.profilePic, 'card') ?? '/images/default-avatar.svg'}
          fallbackSrc="/images/default-avatar.svg"
          alt={influencer.name}
          h={220}
          fit="cover"
          loading="lazy"
        />
        <Group gap={4} pos="absolute" top={8} left={8} right={8}>
          {influencer.isFeatured ? (
            <Badge color="accent.5" c="dark.9" size="sm">
              Featured
            </Badge>
          ) : null}
          {offline ? (
            <Badge color="gray" size="sm" variant="filled">
              {' Offline '}
            </Badge>
          ) : null}
          {tags.map((t) => (
            <Badge key={t.id} color="brand" variant="white" size="sm">
              {t.name}
            </Badge>
          ))}
        </Group>
      </Box>
      <Stack gap={6} p="sm">
        <Text fw={700} truncate>
          {influencer.name}
        </Text>
        <Group gap="sm">
          {influencer.socialAccountFollowers.map((s) => (
            <Group key={s.plateformName} gap={4} wrap="nowrap">
              <PlatformIcon name={s.plateformName} size={16} />
              <Text fz="sm" c="dimmed">
                {cardFollowerLabel(s.followerCount)}
              </Text>
            </Group>
          ))}
        </Group>
        <Group justify="space-between" wrap="nowrap">
          <Text fz="sm" c="dimmed" truncate>
            {influencer.categoryName ?? ''}
          </Text>
          {influencer.price !== null ? (
            <Text fw={700} c="brand.7" style={{ whiteSpace: 'nowrap' }}>
              {rupees(influencer.price)}
            </Text>
          ) : null}
        </Group>
      </Stack>
    </Card>
  );
}
