import {
  ActionIcon,
  Anchor,
  Badge,
  Box,
  Flex,
  Group,
  Image,
  Paper,
  Stack,
  Text,
  Title,
  Tooltip,
} from '@mantine/core';
import { IconHeart, IconHeartFilled, IconMessage } from '@tabler/icons-react';
import { Link } from 'react-router';
import { followerLabelById } from '@collably/shared/domain/labels';
import { toHttpUrl } from '@collably/shared/domain/portfolio';
import { isOffline } from '@collably/shared/domain/presence';
import type { TUserInfo } from '@collably/shared/schemas/influencers';
import { PlatformIcon } from '@/components/platform-icon';
import { SelfDeclaredLabel, VerifiedBadge, VerifiedMark } from '@/components/verified-badge';
import { fileUrl } from '@/lib/api-client';
import { parseTags } from '@/lib/tags';

type Props = {
  info: TUserInfo;
  /** A brand may add or remove the influencer from its favourites. */
  favourite?: { isFavourite: boolean; isBusy: boolean; onToggle: () => void };
  /** A brand may ask the influencer a question before hiring (the chat's enquiry). */
  messagePath?: string;
};

/** Photo, name, tags, categories, description and social accounts of a public profile (spec §2). */
export function ProfileHeader({ info, favourite, messagePath }: Props) {
  const tags = parseTags(info.tags);
  const offline = isOffline({ isFeatured: info.isFeatured, lastLoginOn: info.lastLoginOn }, new Date());
  const isVerified = info.infSocialAccounts.some((a) => a.isVerified);
  return (
    <Paper withBorder radius="lg" p={{ base: 'sm', sm: 'lg' }} pos="relative">
      <Flex direction={{ base: 'column', sm: 'row' }} gap={{ base: 'md', sm: 'xl' }}>
        <Box
          w={{ base: '100%', sm: 220 }}
          h={{ base: 320, sm: 270 }}
          style={{ flexShrink: 0, borderRadius: 'var(--mantine-radius-lg)', overflow: 'hidden' }}
          bg="gray.1"
        >
          <Image
            src={fileUrl(info.profilePic) ?? '/images/default-avatar.svg'}
            // The page's largest paint: the 320 px card size where it is enough, fetched first. The server
            // preloads the same src, srcset and sizes from the HTML (features/site influencerPage): keep them equal.
            srcSet={
              info.profilePic
                ? `${fileUrl(info.profilePic, 'card')} 320w, ${fileUrl(info.profilePic)} 800w`
                : undefined
            }
            sizes="(min-width: 48em) 220px, 100vw"
            fetchPriority="high"
            fallbackSrc="/images/default-avatar.svg"
            alt={info.name}
            w="100%"
            h="100%"
            fit="cover"
          />
        </Box>
        <Stack gap="sm" style={{ minWidth: 0, flex: 1 }}>
          <Group justify="space-between" align="flex-start" wrap="nowrap" gap="sm">
            <Stack gap={2} style={{ minWidth: 0 }}>
              <Title order={1} fz={{ base: 24, sm: 30 }} style={{ overflowWrap: 'anywhere' }}>
                {info.name}
              </Title>
              <Text c="dimmed" fz="sm">
                @{info.userName}
              </Text>
              {info.additionalName ? (
                <Text fw={500} c="gray.8">
                  {info.additionalName}
                </Text>
              ) : null}
            </Stack>
            <Group gap="xs" wrap="nowrap">
              {messagePath ? (
                <Tooltip label="Ask a question before hiring">
                  <ActionIcon
                    component={Link}
                    to={messagePath}
                    size="xl"
                    radius="xl"
                    variant="light"
                    aria-label="Message"
                  >
                    <IconMessage size={22} />
                  </ActionIcon>
                </Tooltip>
              ) : null}
              {favourite ? (
                <Tooltip label={favourite.isFavourite ? 'Remove from favourites' : 'Add to favourites'}>
                  <ActionIcon
                    size="xl"
                    radius="xl"
                    variant={favourite.isFavourite ? 'filled' : 'light'}
                    color="pink"
                    aria-label={favourite.isFavourite ? 'Remove from favourites' : 'Add to favourites'}
                    aria-pressed={favourite.isFavourite}
                    loading={favourite.isBusy}
                    onClick={favourite.onToggle}
                  >
                    {favourite.isFavourite ? <IconHeartFilled size={22} /> : <IconHeart size={22} />}
                  </ActionIcon>
                </Tooltip>
              ) : null}
            </Group>
          </Group>

          {info.isFeatured || isVerified || offline || tags.length > 0 ? (
            <Group gap={6}>
              {isVerified ? <VerifiedBadge size="md" /> : null}
              {info.isFeatured ? (
                <Badge color="accent.5" c="dark.9">
                  Featured
                </Badge>
              ) : null}
              {offline ? (
                <Badge color="gray" variant="filled">
                  {' Offline '}
                </Badge>
              ) : null}
              {tags.map((t) => (
                <Badge key={t.id} variant="light" color="brand">
                  {t.name}
                </Badge>
              ))}
            </Group>
          ) : null}

          {info.infCategories.length > 0 ? (
            <Group gap={6} aria-label="Categories">
              {info.infCategories.map((c) => (
                <Badge key={c.categoryId} variant="outline" color="gray" radius="sm" tt="none" fw={500}>
                  {c.categoryName}
                </Badge>
              ))}
            </Group>
          ) : null}

          {info.description ? (
            <Text style={{ whiteSpace: 'pre-line', overflowWrap: 'anywhere' }}>{info.description}</Text>
          ) : null}

          {info.infSocialAccounts.length > 0 ? (
            <Group gap="sm" mt="auto" aria-label="Social accounts">
              {info.infSocialAccounts.map((a) => {
                const href = toHttpUrl(a.userName)?.absolute;
                // The same rule as the cards ('5k+'): one account, one label everywhere.
                const followers = followerLabelById(a.followerId);
                // Named by what it shows (issue 48): the platform's icon, the count, and verified or self-declared.
                return (
                  <Anchor
                    key={a.plateformId}
                    href={href}
                    target="_blank"
                    rel="noopener noreferrer"
                    underline="never"
                  >
                    <Group
                      gap={6}
                      px="sm"
                      py={6}
                      wrap="nowrap"
                      style={{ border: '1px solid var(--mantine-color-gray-3)', borderRadius: 999 }}
                    >
                      <PlatformIcon name={a.plateformName} size={18} />
                      <Text fz="sm" fw={600} c="dark">
                        {followers ?? ''}
                      </Text>
                      {a.isVerified ? <VerifiedMark size={16} /> : <SelfDeclaredLabel />}
                    </Group>
                  </Anchor>
                );
              })}
            </Group>
          ) : null}
        </Stack>
      </Flex>
    </Paper>
  );
}
