import { Button, Container, Stack, Text, Title } from '@mantine/core';

/** Shown when a page fails to load (for example a chunk missing after a deploy). */
export function RouteError() {
  return (
    <Container size="sm" py={80}>
      <Stack align="center" ta="center">
        <Title order={1}>Something went wrong</Title>
        <Text c="dimmed">This page could not be shown. Reloading usually fixes it.</Text>
        <Button onClick={() => window.location.reload()}>Reload</Button>
      </Stack>
    </Container>
  );
}
