import { useEffect, useRef, useState } from 'react';
import { Anchor, Group, Paper, Stack, Text } from '@mantine/core';
import { IconExternalLink, IconLink } from '@tabler/icons-react';
import type { TPortfolioPost } from '@collably/shared/domain/portfolio';
import { PlatformIcon } from '@/components/platform-icon';

/** How long a loaded frame has to say it shows something before it gives way to a link card. */
const READY_WAIT_MS = 4_000;
const YOUTUBE_ORIGIN = 'https://www.youtube.com';

const verbOf = (post: TPortfolioPost) =>
  post.platform === 'YouTube'
    ? 'Watch on YouTube'
    : post.platform
      ? `View on ${post.platform}`
      : 'Open the post';

/** The compact card that stands for a post whose player cannot be shown: the platform, where it goes, a link. */
export function PortfolioLinkCard({ post, index }: { post: TPortfolioPost; index: number }) {
  return (
    <Paper
      withBorder
      radius="md"
      p="sm"
      component="a"
      href={post.href}
      target="_blank"
      rel="noopener noreferrer"
      aria-label={`Portfolio item ${index + 1}: ${verbOf(post)}`}
      style={{ display: 'block', textDecoration: 'none', color: 'inherit' }}
    >
      <Group gap="sm" wrap="nowrap">
        {post.platform ? <PlatformIcon name={post.platform} size={24} /> : <IconLink size={24} aria-hidden />}
        <Stack gap={0} style={{ minWidth: 0, flex: 1 }}>
          <Text fw={600} fz="sm" c="brand.7">
            {verbOf(post)}
          </Text>
          <Text fz="xs" c="dimmed" truncate>
            {post.display}
          </Text>
        </Stack>
        <IconExternalLink size={18} color="var(--mantine-color-gray-6)" aria-hidden />
      </Group>
    </Paper>
  );
}

/**
 * The player's address. YouTube answers the IFrame API's 'listening' handshake only with enablejsapi=1 (and
 * checks `origin`), which is how a working player tells us it is there.
 */
const frameSrcOf = (src: string, post: TPortfolioPost) => {
  if (post.platform !== 'YouTube') return src;
  const url = new URL(src);
  url.searchParams.set('enablejsapi', '1');
  url.searchParams.set('origin', window.location.origin);
  return url.toString();
};

type Props = {
  src: string;
  post: TPortfolioPost;
  index: number;
  /** The frame did not show a post (blocked, offline, removed): the section shows a link card instead. */
  onFail: (src: string) => void;
};

/**
 * One embedded post (spec §2 portfolio), with its link beneath. A frame cannot be looked into, so it counts as
 * working only when the player talks to us: Instagram's embed posts its size, YouTube answers the IFrame API
 * handshake. Silence for a few seconds after loading, or YouTube's onError, means the frame shows nothing
 * useful (an error page, 'Video unavailable'), and the section swaps it for a link card. Facebook's plugin
 * says nothing we can rely on, so it is kept, with its link.
 */
export function PortfolioEmbed({ src, post, index, onFail }: Props) {
  const frameRef = useRef<HTMLIFrameElement>(null);
  const [isLoaded, setIsLoaded] = useState(false);
  const [isReady, setIsReady] = useState(false);
  const isWatched = post.platform === 'YouTube' || post.platform === 'Instagram';

  useEffect(() => {
    if (!isWatched || !isLoaded || isReady) return;
    const frame = frameRef.current?.contentWindow;
    if (!frame) return;
    const onMessage = (event: MessageEvent) => {
      if (event.source !== frame) return;
      if (post.platform === 'YouTube') {
        if (event.origin !== YOUTUBE_ORIGIN || typeof event.data !== 'string') return;
        let message: { event?: unknown };
        try {
          message = JSON.parse(event.data) as { event?: unknown };
        } catch {
          return;
        }
        if (message.event === 'onError') onFail(src);
        else setIsReady(true);
        return;
      }
      setIsReady(true);
    };
    window.addEventListener('message', onMessage);
    const listen = () =>
      post.platform === 'YouTube' &&
      frame.postMessage(JSON.stringify({ event: 'listening', id: index, channel: 'widget' }), YOUTUBE_ORIGIN);
    listen();
    const ask = window.setInterval(listen, 500);
    const giveUp = window.setTimeout(() => onFail(src), READY_WAIT_MS);
    return () => {
      window.removeEventListener('message', onMessage);
      window.clearInterval(ask);
      window.clearTimeout(giveUp);
    };
  }, [isWatched, isLoaded, isReady, post.platform, index, onFail, src]);

  return (
    <Stack gap={6}>
      {/* One height for every frame: reels are tall, videos letterbox, and the row stays even. */}
      <iframe
        ref={frameRef}
        src={frameSrcOf(src, post)}
        title={`Portfolio item ${index + 1}`}
        loading="lazy"
        allow="encrypted-media; picture-in-picture; fullscreen"
        onLoad={() => setIsLoaded(true)}
        style={{
          width: '100%',
          height: 420,
          border: 0,
          borderRadius: 12,
          background: 'var(--mantine-color-gray-1)',
        }}
      />
      <Anchor
        href={post.href}
        target="_blank"
        rel="noopener noreferrer"
        fz="sm"
        fw={600}
        aria-label={`Portfolio item ${index + 1}: ${verbOf(post)}`}
        style={{ alignSelf: 'flex-start' }}
      >
        {verbOf(post)} <IconExternalLink size={14} aria-hidden style={{ verticalAlign: -2 }} />
      </Anchor>
    </Stack>
  );
}
