import { Container, Paper, Stack, Text, Title } from '@mantine/core';
import { PageTitle } from './page-title';

/** A route whose capability has not shipped yet says so plainly instead of pretending. */
export function UpcomingPage({ title, description }: { title: string; description: string }) {
  return (
    <Container size="sm" py={64}>
      <PageTitle title={title} />
      <Paper withBorder radius="lg" p="xl">
        <Stack gap="xs" align="center" ta="center">
          <Title order={1} fz={28}>
            {title}
          </Title>
          <Text c="dimmed">{description}</Text>
        </Stack>
      </Paper>
    </Container>
  );
}
