import { Button, Container, Stack, Text, Title } from '@mantine/core';
import { Link } from 'react-router';
import { CommonMessages } from '@collably/shared/messages/common';
import { NOT_FOUND_META } from '@collably/shared/domain/page-meta';
import { PageTitle } from '@/components/page-title';

export default function NotFoundPage() {
  return (
    <Container size="sm" py={96}>
      <PageTitle meta={NOT_FOUND_META} />
      <Stack align="center" ta="center" gap="sm">
        <Title order={1} fz={{ base: 40, sm: 64 }} c="brand.6">
          404 Error
        </Title>
        <Title order={2} fz="xl" fw={600}>
          {CommonMessages.notFoundPage}
        </Title>
        <Text c="dimmed">The page you are looking for does not exist or has moved.</Text>
        <Button component={Link} to="/" mt="md">
          Go home
        </Button>
      </Stack>
    </Container>
  );
}
