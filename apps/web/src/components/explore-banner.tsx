import { Button, Paper, Stack, Text, Title } from '@mantine/core';
import { Link } from 'react-router';

/** The banner every static page ends with (spec §2). */
export function ExploreBanner() {
  return (
    <Paper
      radius="lg"
      p={{ base: 'lg', sm: 40 }}
      mt={48}
      style={{ background: 'linear-gradient(120deg, #4a2bb0 0%, #7452e6 60%, #ffb01b 140%)' }}
    >
      <Stack align="center" gap="sm" ta="center">
        <Title order={2} c="white" fz={{ base: 22, sm: 28 }}>
          Ready to grow with creators India trusts?
        </Title>
        <Text c="white" opacity={0.9} maw={560}>
          Browse verified Instagram, YouTube, Facebook and UGC creators. Your payment stays safe until the
          post is live.
        </Text>
        <Button component={Link} to="/listing" size="md" color="accent.5" c="dark.9" mt="xs">
          Explore Influencers
        </Button>
      </Stack>
    </Paper>
  );
}
