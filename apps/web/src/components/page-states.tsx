import type { ReactNode } from 'react';
import {
  Alert,
  Center,
  Loader,
  Paper,
  Stack,
  Text,
  ThemeIcon,
  Title,
  type MantineColor,
} from '@mantine/core';
import type { IconHeart } from '@tabler/icons-react';
import { errorMessage } from '@/lib/errors';

/** The spinner a list page shows until its first answer. */
export function PageLoader({ label }: { label: string }) {
  return (
    <Center py={80}>
      <Loader aria-label={label} />
    </Center>
  );
}

/** The small spinner of a section card until its first answer. */
export function SectionLoader({ label }: { label: string }) {
  return (
    <Center py="md">
      <Loader size="sm" aria-label={label} />
    </Center>
  );
}

/**
 * A titled card of a page (settings, a short list): a section named by its heading, with an icon and a
 * line saying what it is for.
 */
export function SectionCard({
  id,
  icon: Icon,
  title,
  description,
  children,
}: {
  /** The heading's id, which names the section. */
  id: string;
  icon?: typeof IconHeart;
  title: string;
  description: ReactNode;
  children: ReactNode;
}) {
  return (
    <Paper withBorder radius="lg" p={{ base: 'md', sm: 'xl' }} component="section" aria-labelledby={id}>
      <Stack gap="md">
        <div>
          <Title order={2} fz="lg" id={id}>
            {Icon ? <Icon size={20} style={{ verticalAlign: '-3px', marginRight: 8 }} aria-hidden /> : null}
            {title}
          </Title>
          {/* A description made of blocks (paragraphs, alerts) cannot sit inside a paragraph. */}
          <Text fz="sm" c="dimmed" component={typeof description === 'string' ? 'p' : 'div'}>
            {description}
          </Text>
        </div>
        {children}
      </Stack>
    </Paper>
  );
}

/** A list that could not be fetched, with the server's message. */
export function LoadError({ title, error }: { title: string; error: Error }) {
  return (
    <Alert color="red" title={title}>
      {errorMessage(error)}
    </Alert>
  );
}

type EmptyStateProps = {
  icon: typeof IconHeart;
  color?: MantineColor;
  title: string;
  children?: ReactNode;
  action?: ReactNode;
};

/** An empty list: what it will hold and, where there is one, the way to fill it. */
export function EmptyState({ icon: Icon, color, title, children, action }: EmptyStateProps) {
  return (
    <Paper withBorder radius="lg" p={{ base: 'lg', sm: 48 }}>
      <Stack align="center" ta="center" gap="sm">
        <ThemeIcon size={64} radius="xl" variant="light" color={color}>
          <Icon size={34} />
        </ThemeIcon>
        <Title order={2} fz="xl">
          {title}
        </Title>
        {children ? (
          <Text c="dimmed" maw={440}>
            {children}
          </Text>
        ) : null}
        {action}
      </Stack>
    </Paper>
  );
}
