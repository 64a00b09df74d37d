import { Alert, Group, Loader, Spoiler, Stack, Text, ThemeIcon, Timeline } from '@mantine/core';
import {
  IconClock,
  IconFlag,
  IconLifebuoy,
  IconSpeakerphone,
  IconUser,
  type Icon,
} from '@tabler/icons-react';
import type { TEventActor } from '@collably/shared/domain/collab-history';
import { errorMessage } from '@/lib/errors';
import { DateFormat, formatDate } from '@/lib/dates';
import { useCollabHistory } from '../api/get-collab-history';
import { FileLinks } from './file-links';

const ACTOR: Record<TEventActor, { word: string; color: string; icon: Icon }> = {
  brand: { word: 'Brand', color: 'blue', icon: IconSpeakerphone },
  influencer: { word: 'Influencer', color: 'grape', icon: IconUser },
  admin: { word: 'Helpdesk', color: 'teal', icon: IconLifebuoy },
  system: { word: 'Time limit', color: 'gray', icon: IconClock },
};

const Bullet = ({ icon: Glyph, color }: { icon: Icon; color: string }) => (
  <ThemeIcon size={22} radius="xl" color={color} variant="light">
    <Glyph size={13} />
  </ThemeIcon>
);

const Meta = ({ who, role, at }: { who: string; role: string; at: string }) => (
  <Text fz="xs" c="dimmed">
    {who} · {role} · {formatDate(at, DateFormat.dayTime)}
  </Text>
);

const Note = ({ text }: { text: string }) => (
  <Spoiler maxHeight={64} showLabel="Read more" hideLabel="Show less" fz="sm">
    <Text fz="sm" style={{ whiteSpace: 'pre-wrap', overflowWrap: 'anywhere' }}>
      {text}
    </Text>
  </Spoiler>
);

/**
 * A collab's story (GET user/collab-history): the brief as the brand sent it, then every status change,
 * oldest first, with who made it, when, the reason and the files, so both sides' words are read together.
 */
export function CollabHistory({ collabDetailId }: { collabDetailId: number }) {
  const history = useCollabHistory(collabDetailId);
  if (history.isPending) {
    return (
      <Group gap="xs" py="xs">
        <Loader size="xs" />
        <Text fz="sm" c="dimmed">
          Loading the history
        </Text>
      </Group>
    );
  }
  if (history.isError) {
    return (
      <Alert color="red" variant="light" title="Could not load the history">
        {errorMessage(history.error)}
      </Alert>
    );
  }
  const h = history.data;
  return (
    <Timeline bulletSize={22} lineWidth={2} active={h.events.length} aria-label="Collab history">
      <Timeline.Item title="Order placed" bullet={<Bullet icon={IconFlag} color="brand" />}>
        <Stack gap={4}>
          <Meta who={h.brandName} role="Brand" at={h.createdOn} />
          <Note text={h.description} />
          {h.attachments.length > 0 ? <FileLinks names={h.attachments} label="Attachment" /> : null}
        </Stack>
      </Timeline.Item>
      {h.events.map((e) => {
        const actor = ACTOR[e.actor];
        return (
          <Timeline.Item
            key={e.id}
            title={e.action}
            bullet={<Bullet icon={actor.icon} color={actor.color} />}
          >
            <Stack gap={4}>
              <Meta who={e.actorName} role={actor.word} at={e.createdOn} />
              <Text fz="xs" c="gray.7">
                Status: {e.statusText}
              </Text>
              {e.reason ? <Note text={e.reason} /> : null}
              {e.files.length > 0 ? <FileLinks names={e.files} label="File" /> : null}
            </Stack>
          </Timeline.Item>
        );
      })}
    </Timeline>
  );
}
