import {
  ActionIcon,
  Anchor,
  Box,
  Container,
  Group,
  SimpleGrid,
  Stack,
  Text,
  Title,
  UnstyledButton,
} from '@mantine/core';
import {
  IconBrandFacebook,
  IconBrandInstagram,
  IconBrandLinkedin,
  IconBrandYoutube,
  IconMail,
} from '@tabler/icons-react';
import { Link } from 'react-router';
import { appConfig } from '@/config/app-config';
import { Logo } from '@/components/logo';
import { joinModal } from '@/lib/join-modal';
import { useSession } from '@/lib/session';

const column = (title: string, links: { to: string; label: string }[]) => (
  <Stack gap={8}>
    <Title order={3} fz="sm" c="white" tt="uppercase" style={{ letterSpacing: 1 }}>
      {title}
    </Title>
    {links.map((l) => (
      <Anchor key={l.to} component={Link} to={l.to} c="gray.4" fz="sm">
        {l.label}
      </Anchor>
    ))}
  </Stack>
);

export function Footer() {
  const session = useSession();
  const social = [
    { href: appConfig.social.instagram, label: 'Instagram', icon: IconBrandInstagram },
    { href: appConfig.social.youtube, label: 'YouTube', icon: IconBrandYoutube },
    { href: appConfig.social.facebook, label: 'Facebook', icon: IconBrandFacebook },
    { href: appConfig.social.linkedin, label: 'LinkedIn', icon: IconBrandLinkedin },
  ];
  return (
    <Box component="footer" bg="#17142a" c="gray.4" pt={48} pb={24} mt={64}>
      <Container size="xl">
        <SimpleGrid cols={{ base: 2, md: 5 }} spacing="xl">
          <Stack gap="sm" style={{ gridColumn: 'span 2' }}>
            <Logo inverted />
            <Text fz="sm" maw={340}>
              Collably helps Indian brands hire verified Instagram, YouTube, Facebook and UGC creators. Your
              payment is held safely until the promotion goes live.
            </Text>
            <Anchor href={`mailto:${appConfig.supportEmail}`} c="gray.3" fz="sm">
              <Group gap={6}>
                <IconMail size={16} /> {appConfig.supportEmail}
              </Group>
            </Anchor>
            <Group gap="xs">
              {social.map((s) => (
                <ActionIcon
                  key={s.label}
                  component="a"
                  href={s.href}
                  target="_blank"
                  rel="noopener noreferrer"
                  variant="subtle"
                  color="gray.3"
                  aria-label={s.label}
                >
                  <s.icon size={20} />
                </ActionIcon>
              ))}
            </Group>
          </Stack>
          {column('Company', [
            { to: '/about-us', label: 'About us' },
            { to: '/contact-us', label: 'Contact us' },
            { to: '/blogs', label: 'Blogs' },
            { to: '/listing', label: 'Explore Influencers' },
          ])}
          {column('Policies', [
            { to: '/privacy-policy', label: 'Privacy Policy' },
            { to: '/terms-conditions', label: 'Terms & Conditions' },
            { to: '/refund-policy', label: 'Refund Policy' },
            { to: '/influencer-agreement', label: 'Influencer Agreement' },
            { to: '/tools/YouTubeDirectLinkGenerator', label: 'YouTube Direct Link' },
          ])}
          {session ? null : (
            <Stack gap={8}>
              <Title order={3} fz="sm" c="white" tt="uppercase" style={{ letterSpacing: 1 }}>
                Join
              </Title>
              <UnstyledButton c="gray.4" fz="sm" onClick={() => joinModal.open('b')}>
                Join as Brand
              </UnstyledButton>
              <UnstyledButton c="gray.4" fz="sm" onClick={() => joinModal.open('i')}>
                Join as Influencer
              </UnstyledButton>
              <Anchor component={Link} to="/signup" c="gray.4" fz="sm">
                Influencer sign up
              </Anchor>
            </Stack>
          )}
        </SimpleGrid>
        <Text fz="xs" c="gray.6" ta="center" mt={40}>
          © {new Date().getFullYear()} Collably. All rights reserved.
        </Text>
      </Container>
    </Box>
  );
}
