import { useEffect, useRef, type ReactNode } from 'react';
import { Button, Container, Loader, Stack, Text, Title } from '@mantine/core';
import { IconBrandYoutube } from '@tabler/icons-react';
import { useParams } from 'react-router';
import { youtubeAppUrl } from '@collably/shared/domain/youtube-link';
import { ToolMessages } from '@collably/shared/messages/tools';
import { PageTitle } from '@/components/page-title';
import { reportYtOpen } from '../api/report-open';
import { appUrlOf, deviceOf, OPEN_APP_FALLBACK_MS } from '../lib/open-target';

/** How long the open is given to reach the server before the page moves on anyway. */
const REPORT_WAIT_MS = 1_500;

/**
 * /yt/{link} (spec §2 'YouTube tool'): reports one open, then opens the video or channel in the YouTube app
 * (see lib/open-target). The 'Open Youtube' link to the https address stays on screen for when the app
 * does not take over. A {link} this tool does not make is the 404 page (`notFound`, composed in app/).
 */
export default function YouTubeOpenPage({ notFound }: { notFound: ReactNode }) {
  const { link = '' } = useParams();
  const youtubeUrl = youtubeAppUrl(link);
  const hasStarted = useRef(false);

  useEffect(() => {
    if (!youtubeUrl || hasStarted.current) return;
    hasStarted.current = true;
    const controller = new AbortController();
    const timers: number[] = [];
    const wait = new Promise<void>((resolve) => timers.push(window.setTimeout(resolve, REPORT_WAIT_MS)));
    // The count is a nicety: a failed or slow report never keeps the visitor from the video.
    void Promise.race([reportYtOpen(link.trim(), controller.signal).catch(() => undefined), wait]).then(
      () => {
        const device = deviceOf(navigator);
        window.location.replace(appUrlOf(youtubeUrl, device));
        if (device === 'ios') {
          timers.push(
            window.setTimeout(() => {
              if (document.visibilityState === 'visible') window.location.replace(youtubeUrl);
            }, OPEN_APP_FALLBACK_MS),
          );
        }
      },
    );
    return () => timers.forEach((t) => window.clearTimeout(t));
  }, [link, youtubeUrl]);

  if (!youtubeUrl) return notFound;

  return (
    <Container size="xs" py={{ base: 64, sm: 96 }}>
      <PageTitle title="Open in YouTube" />
      <Stack align="center" ta="center" gap="md">
        <IconBrandYoutube size={64} color="#ff0000" aria-hidden />
        <Title order={1} fz={{ base: 24, sm: 30 }}>
          {ToolMessages.opening}
        </Title>
        <Loader size="sm" aria-hidden />
        <Text c="dimmed">If the YouTube app does not open by itself, press the button below.</Text>
        <Button
          component="a"
          href={youtubeUrl}
          size="lg"
          color="red.9"
          leftSection={<IconBrandYoutube size={20} />}
          rel="noopener noreferrer"
        >
          {ToolMessages.openButton}
        </Button>
      </Stack>
    </Container>
  );
}
