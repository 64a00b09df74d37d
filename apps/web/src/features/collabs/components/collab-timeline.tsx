import { useState } from 'react';
import {
  Accordion,
  Alert,
  Badge,
  Group,
  Loader,
  Spoiler,
  Stack,
  Text,
  ThemeIcon,
  Timeline,
} from '@mantine/core';
import {
  IconBell,
  IconClock,
  IconCoinRupee,
  IconFileDescription,
  IconHistory,
  IconLifebuoy,
  IconReceipt,
  IconShieldCheck,
  IconSpeakerphone,
  IconUser,
  type Icon,
} from '@tabler/icons-react';
import type { TEventActor } from '@collably/shared/domain/collab-history';
import type { TCollabTimelineEntry } from '@collably/shared/schemas/collabs';
import { errorMessage } from '@/lib/errors';
import { DateFormat, formatDate } from '@/lib/dates';
import { useCollabHistory } from '../api/get-collab-history';
import { FileLinks } from './file-links';
import { PostLink } from './post-link';

const ACTOR: Record<TEventActor, { word: string; color: string; icon: Icon }> = {
  brand: { word: 'Brand', color: 'blue', icon: IconSpeakerphone },
  influencer: { word: 'Influencer', color: 'grape', icon: IconUser },
  admin: { word: 'Helpdesk', color: 'teal', icon: IconLifebuoy },
  // The collab clocks and the post checks: nobody pressed anything.
  system: { word: 'Automatic', color: 'gray', icon: IconClock },
};

/** Entries that are not a person's status change get their own bullet. */
const KIND_LOOK: Partial<Record<TCollabTimelineEntry['kind'], { color: string; icon: Icon; word: string }>> =
  {
    payment: { color: 'brand', icon: IconReceipt, word: 'Payment' },
    details: { color: 'brand', icon: IconFileDescription, word: 'Brand' },
    reminder: { color: 'yellow', icon: IconBell, word: 'Reminder' },
    proof: { color: 'cyan', icon: IconShieldCheck, word: 'Post check' },
    money: { color: 'green', icon: IconCoinRupee, word: 'Escrow' },
  };

const Bullet = ({ icon: Glyph, color }: { icon: Icon; color: string }) => (
  <ThemeIcon size={22} radius="xl" color={color} variant="light">
    <Glyph size={13} />
  </ThemeIcon>
);

const Note = ({ text }: { text: string }) => (
  <Spoiler maxHeight={64} showLabel="Read more" hideLabel="Show less" fz="sm">
    <Text fz="sm" style={{ whiteSpace: 'pre-wrap', overflowWrap: 'anywhere' }}>
      {text}
    </Text>
  </Spoiler>
);

function Entry({ e }: { e: TCollabTimelineEntry }) {
  const look = KIND_LOOK[e.kind];
  const actor = ACTOR[e.actor];
  const word = look ? look.word : actor.word;
  return (
    <Stack gap={4}>
      <Text fz="xs" c="dimmed">
        {e.actorName} · {word} · {formatDate(e.createdOn, DateFormat.dayTime)}
      </Text>
      {e.statusText ? (
        <Text fz="xs" c="gray.7">
          Status: {e.statusText}
        </Text>
      ) : null}
      {e.lines.map((line) => (
        <Text key={line} fz="sm">
          {line}
        </Text>
      ))}
      {e.note ? <Note text={e.note} /> : null}
      {e.link ? <PostLink href={e.link} /> : null}
      {e.files.length > 0 ? (
        <FileLinks
          names={e.files}
          label={
            e.version !== null ? `Version ${e.version} file` : e.kind === 'details' ? 'Attachment' : 'File'
          }
        />
      ) : null}
    </Stack>
  );
}

/**
 * A collab's timeline (GET user/collab-history, issue 11 item 1): payment, brief, every status change with its
 * reason and files (each work-file version labelled), reminders and money movements, oldest first.
 */
export function CollabTimeline({ collabDetailId }: { collabDetailId: number }) {
  const history = useCollabHistory(collabDetailId);
  if (history.isPending) {
    return (
      <Group gap="xs" py="xs">
        <Loader size="xs" />
        <Text fz="sm" c="dimmed">
          Loading the timeline
        </Text>
      </Group>
    );
  }
  if (history.isError) {
    return (
      <Alert color="red" variant="light" title="Could not load the timeline">
        {errorMessage(history.error)}
      </Alert>
    );
  }
  const entries = history.data.timeline;
  return (
    <Timeline bulletSize={24} lineWidth={2} aria-label="Collab timeline">
      {entries.map((e) => {
        const look = KIND_LOOK[e.kind] ?? ACTOR[e.actor];
        return (
          <Timeline.Item
            key={e.key}
            title={
              <Group gap={6} wrap="wrap">
                <Text fw={600} fz="sm">
                  {e.title}
                </Text>
                {e.version !== null ? (
                  <Badge size="sm" variant="light" color="violet">
                    Version {e.version}
                  </Badge>
                ) : null}
              </Group>
            }
            bullet={<Bullet icon={look.icon} color={look.color} />}
          >
            <Entry e={e} />
          </Timeline.Item>
        );
      })}
    </Timeline>
  );
}

/** The expandable 'Timeline' of an order card; the timeline is fetched when it is first opened. */
export function CollabTimelinePanel({
  collabDetailId,
  defaultOpen = false,
}: {
  collabDetailId: number;
  defaultOpen?: boolean;
}) {
  const [isOpen, setOpen] = useState(defaultOpen);
  return (
    <Accordion
      variant="contained"
      radius="md"
      value={isOpen ? 'timeline' : null}
      onChange={(value) => setOpen(value === 'timeline')}
    >
      <Accordion.Item value="timeline">
        <Accordion.Control icon={<IconHistory size={18} />}>Timeline</Accordion.Control>
        <Accordion.Panel>
          {isOpen ? <CollabTimeline collabDetailId={collabDetailId} /> : null}
        </Accordion.Panel>
      </Accordion.Item>
    </Accordion>
  );
}
