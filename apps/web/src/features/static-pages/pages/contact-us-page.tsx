import { Paper, SimpleGrid, Stack, Text, ThemeIcon, Title } from '@mantine/core';
import { IconClock, IconMail, IconMessages } from '@tabler/icons-react';
import { appConfig } from '@/config/app-config';
import { PUBLIC_PAGES } from '@collably/shared/constants/site-pages';
import { StaticPage } from '../components/static-page';

const CHANNELS = [
  {
    icon: IconMail,
    title: 'E-mail',
    text: <a href={`mailto:${appConfig.supportEmail}`}>{appConfig.supportEmail}</a>,
  },
  {
    icon: IconMessages,
    title: 'Help with an order',
    text: 'Open the collab in Collabs and choose Ask for Help: our team joins in.',
  },
  {
    icon: IconClock,
    title: 'Hours',
    text: 'Monday to Saturday, 10 am to 7 pm IST. Grievances resolved within one month.',
  },
];

export default function ContactUsPage() {
  return (
    <StaticPage
      meta={PUBLIC_PAGES.contactUs.meta}
      title="Contact us"
      intro="Brands, creators and partners: we usually reply within one working day."
    >
      <SimpleGrid cols={{ base: 1, sm: 3 }} spacing="lg">
        {CHANNELS.map((c) => (
          <Paper key={c.title} withBorder radius="lg" p="lg">
            <Stack gap={6}>
              <ThemeIcon size={40} radius="xl" variant="light">
                <c.icon size={22} />
              </ThemeIcon>
              <Title order={2} fz="md" m={0}>
                {c.title}
              </Title>
              <Text fz="sm" c="dimmed" component="div">
                {c.text}
              </Text>
            </Stack>
          </Paper>
        ))}
      </SimpleGrid>
    </StaticPage>
  );
}
