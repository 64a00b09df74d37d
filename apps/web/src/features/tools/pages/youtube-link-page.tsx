import {
  Anchor,
  Button,
  Container,
  Group,
  List,
  Paper,
  Stack,
  Text,
  TextInput,
  ThemeIcon,
  Title,
} from '@mantine/core';
import { zodResolver } from '@hookform/resolvers/zod';
import { IconBrandYoutube, IconCheck, IconLink } from '@tabler/icons-react';
import { useForm } from 'react-hook-form';
import { YT_LINK_INPUT_MAX } from '@collably/shared/constants/limits';
import { ToolMessages } from '@collably/shared/messages/tools';
import { ZYtLinkRequest, type TYtLinkRequest } from '@collably/shared/schemas/tools';
import { PUBLIC_PAGES } from '@collably/shared/constants/site-pages';
import { PageTitle } from '@/components/page-title';
import { errorMessage } from '@/lib/errors';
import { useSession } from '@/lib/session';
import { useCreateYtLink } from '../api/create-link';
import { CopyLinkButton } from '../components/copy-link-button';
import { MyLinks } from '../components/my-links';

/**
 * /tools/YouTubeDirectLinkGenerator (spec §2 'YouTube tool', §5): anyone turns a YouTube link into a
 * direct in-app link on this site; signed-in users also see their links and how often each was opened.
 */
export default function YouTubeLinkPage() {
  const session = useSession();
  const create = useCreateYtLink();
  const form = useForm<TYtLinkRequest>({
    resolver: zodResolver(ZYtLinkRequest),
    defaultValues: { link: '' },
  });
  const { errors } = form.formState;

  const onSubmit = form.handleSubmit((values) => {
    create.reset();
    create.mutate(values, {
      onError: (error) => form.setError('link', { message: errorMessage(error) }),
    });
  });

  return (
    <Container size="md" py={{ base: 'lg', sm: 48 }} px={{ base: 'sm', sm: 'md' }}>
      <PageTitle meta={PUBLIC_PAGES.youtubeTool.meta} />
      <Stack gap="xl">
        <Stack gap="xs">
          <Group gap="sm" wrap="nowrap">
            <ThemeIcon size={44} radius="md" color="red" variant="light">
              <IconBrandYoutube size={28} />
            </ThemeIcon>
            <Title order={1} fz={{ base: 26, sm: 36 }}>
              YouTube Direct Link Generator
            </Title>
          </Group>
          <Text c="dimmed" fz={{ base: 'sm', sm: 'md' }}>
            A YouTube link tapped in an Instagram bio, story or message opens inside Instagram&apos;s own
            browser, where viewers are not signed in to YouTube: they cannot subscribe, like or comment, and
            many leave. A direct link opens the video, Short or channel straight in the YouTube app instead.
          </Text>
        </Stack>

        <Paper
          withBorder
          radius="lg"
          p={{ base: 'md', sm: 'xl' }}
          component="form"
          onSubmit={onSubmit}
          noValidate
        >
          <Stack gap="md">
            <TextInput
              label="YouTube link"
              description="A video, Short, live stream or channel link"
              placeholder="https://www.youtube.com/watch?v=…"
              size="md"
              maxLength={YT_LINK_INPUT_MAX}
              leftSection={<IconLink size={18} />}
              error={errors.link?.message}
              {...form.register('link', { onChange: () => create.reset() })}
            />
            <Group justify="flex-end">
              <Button type="submit" size="md" loading={create.isPending} fullWidth={false}>
                Create Link
              </Button>
            </Group>
          </Stack>
        </Paper>

        {create.data ? (
          <Paper withBorder radius="lg" p={{ base: 'md', sm: 'lg' }} bg="green.0" aria-live="polite">
            <Stack gap="xs">
              <Text fw={700}>{ToolMessages.linkCreated}</Text>
              <Group gap="sm" wrap="wrap" justify="space-between" align="center">
                <Anchor
                  href={create.data.url}
                  target="_blank"
                  rel="noopener"
                  fw={600}
                  fz={{ base: 'sm', sm: 'md' }}
                  style={{ overflowWrap: 'anywhere', minWidth: 0, flex: '1 1 220px' }}
                  aria-label="Your direct link"
                >
                  {create.data.url}
                </Anchor>
                <CopyLinkButton url={create.data.url} isLabelled />
              </Group>
            </Stack>
          </Paper>
        ) : null}

        <Paper radius="lg" p={{ base: 'md', sm: 'lg' }} bg="gray.0">
          <Title order={2} fz={{ base: 18, sm: 20 }} mb="xs">
            Links it understands
          </Title>
          <List
            spacing={4}
            fz="sm"
            icon={
              <ThemeIcon size={18} radius="xl" color="teal" variant="light">
                <IconCheck size={12} />
              </ThemeIcon>
            }
          >
            <List.Item>Videos: youtube.com/watch?v=…, youtu.be/…, live streams</List.Item>
            <List.Item>Shorts: youtube.com/shorts/…</List.Item>
            <List.Item>Channels: youtube.com/@handle or youtube.com/channel/UC…</List.Item>
          </List>
        </Paper>

        {session ? <MyLinks /> : null}
      </Stack>
    </Container>
  );
}
