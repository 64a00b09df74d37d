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
