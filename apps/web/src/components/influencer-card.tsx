import { useId, type ReactNode } from 'react';
import { Badge, Box, Card, Group, Image, Stack, Text, VisuallyHidden } from '@mantine/core';
import { Link } from 'react-router';
import { cardFollowerLabel } from '@collably/shared/domain/labels';
import { isOffline } from '@collably/shared/domain/presence';
import { formatRupees, rupeesToPaise } from '@collably/shared/domain/pricing';
import type { TInfluencerListItem } from '@collably/shared/schemas/discovery';
import { fileUrl } from '@/lib/api-client';
import { useSession } from '@/lib/session';
import { parseTags } from '@/lib/tags';
import { PlatformIcon } from './platform-icon';
import { RatingSummary } from './rating-summary';
import { SelfDeclaredLabel, VerifiedBadge, VerifiedMark } from './verified-badge';
import classes from './influencer-card.module.css';

const DEFAULT_PICTURE = '/images/default-avatar.svg';

/**
 * Under the follower counts: which of them were given by the creator and not checked (issue 18). Counts with
 * a check are verified; when every count is, nothing is said.
 */
function FollowerNote({ accounts }: { accounts: TInfluencerListItem['socialAccountFollowers'] }) {
  const unverified = accounts.filter((a) => !a.isVerified).length;
  if (unverified === 0) return null;
  return <SelfDeclaredLabel prefix={unverified < accounts.length ? 'others' : undefined} />;
}

/**
 * The influencer card of the popular block, the listing and favourites (spec §2): picture (the
 * small 'card' size, or the default picture), 'Featured' / ' Offline ' (spec §4), tag badges, name,
 * category, followers per platform as the lower bound of their range plus '+' (spec §5), and the
 * lowest service price. The card is an article named by the influencer; the name is the link to the profile and
 * its area covers the whole card (issue 48: a link's accessible name is its visible text); an `action` (a brand's favourite heart) sits on the picture
 * above that area, never inside the link. An influencer's own card says 'You' (issue 13).
 */
export function InfluencerCard({
  influencer,
  openInNewTab = false,
  action,
  isAboveFold = false,
}: {
  influencer: TInfluencerListItem;
  /** The listing opens profiles in a new tab, so the search and its scroll position stay put. */
  openInNewTab?: boolean;
  action?: ReactNode;
  /** The first cards of a list a phone shows without scrolling: loaded at once, with high priority (LCP). */
  isAboveFold?: boolean;
}) {
  const nameId = useId();
  const session = useSession();
  const isOwn = session?.userName === influencer.userName;
  const tags = parseTags(influencer.tags);
  const offline = isOffline(
    { isFeatured: influencer.isFeatured, lastLoginOn: influencer.lastLoginOn },
    new Date(),
  );
  return (
    <Box pos="relative" h="100%">
      <Card
        component="article"
        aria-labelledby={nameId}
        padding={0}
        radius="lg"
        withBorder
        className={classes.card}
      >
        <Box pos="relative">
          <Image
            src={fileUrl(influencer.profilePic, 'card') ?? DEFAULT_PICTURE}
            fallbackSrc={DEFAULT_PICTURE}
            alt={influencer.name}
            h={{ base: 150, xs: 190, sm: 210 }}
            fit="cover"
            loading={isAboveFold ? 'eager' : 'lazy'}
            fetchPriority={isAboveFold ? 'high' : 'auto'}
          />
          {influencer.isFeatured || influencer.isVerified || offline || isOwn ? (
            <Group gap={4} pos="absolute" top={8} left={8}>
              {isOwn ? (
                <Badge color="brand" size="sm" variant="filled">
                  You
                </Badge>
              ) : null}
              {influencer.isVerified ? <VerifiedBadge /> : null}
              {influencer.isFeatured ? (
                <Badge color="accent.5" c="dark.9" size="sm">
                  Featured
                </Badge>
              ) : null}
              {offline ? (
                <Badge color="dark.4" size="sm" variant="filled">
                  {' Offline '}
                </Badge>
              ) : null}
            </Group>
          ) : null}
        </Box>
        <Stack gap={6} p={{ base: 10, sm: 'sm' }} className={classes.body}>
          <Box>
            {/* The name is the card's link (its area covers the card), so its accessible name is what is seen. */}
            <Text component="h3" id={nameId} fw={700} fz="md" truncate>
              <Link
                to={`/influencer/${influencer.userName}`}
                target={openInNewTab ? '_blank' : undefined}
                rel={openInNewTab ? 'noopener' : undefined}
                className={classes.link}
              >
                {influencer.name}
                {isOwn ? <VisuallyHidden> (you)</VisuallyHidden> : null}
              </Link>
            </Text>
            <Text fz="xs" c="dimmed" truncate>
              {influencer.categoryName}
            </Text>
            <RatingSummary rating={influencer.rating} count={influencer.ratingCount} size="xs" />
          </Box>
          {tags.length > 0 ? (
            <Group gap={4}>
              {tags.map((t) => (
                <Badge key={t.id} color="brand" variant="light" size="xs">
                  {t.name}
                </Badge>
              ))}
            </Group>
          ) : null}
          <Box>
            <Group gap={10} style={{ rowGap: 2 }}>
              {influencer.socialAccountFollowers.map((s) => (
                <Group key={s.plateformName} gap={3} wrap="nowrap">
                  <PlatformIcon name={s.plateformName} size={15} />
                  <Text fz="sm" c="dark.4">
                    {cardFollowerLabel(s.followerCount)}
                  </Text>
                  {s.isVerified ? <VerifiedMark size={13} /> : null}
                </Group>
              ))}
            </Group>
            <FollowerNote accounts={influencer.socialAccountFollowers} />
          </Box>
          <Group justify="space-between" align="baseline" gap={4} wrap="nowrap" className={classes.price}>
            <Text fz="xs" c="dimmed">
              From
            </Text>
            <Text fw={800} c="brand.7" style={{ whiteSpace: 'nowrap' }}>
              {formatRupees(rupeesToPaise(influencer.price), { whole: true })}
            </Text>
          </Group>
        </Stack>
      </Card>
      {action ? (
        <Box pos="absolute" top={8} right={8} className={classes.action}>
          {action}
        </Box>
      ) : null}
    </Box>
  );
}
