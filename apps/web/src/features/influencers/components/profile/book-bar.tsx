import { useEffect, useState, type RefObject } from 'react';
import { Button, Group, Paper, Stack, Text } from '@mantine/core';
import { IconCalendarCheck } from '@tabler/icons-react';

type Props = {
  /** The booking panel, which sits below the services and the portfolio on a phone. */
  panelRef: RefObject<HTMLElement | null>;
  serviceTitle: string | null;
  priceText: string | null;
};

/**
 * A phone's bottom bar on a profile: the chosen service, its price and 'Book', which brings the booking panel
 * into view. On a phone 'Book a collab' is three screens below the portfolio. The bar shows only while the
 * panel is still further down, so it never covers the panel or the footer; from md on the panel sits beside
 * the profile and there is no bar.
 */
export function BookBar({ panelRef, serviceTitle, priceText }: Props) {
  const [isPanelBelow, setIsPanelBelow] = useState(true);
  useEffect(() => {
    const panel = panelRef.current;
    if (!panel) return;
    const observer = new IntersectionObserver(([entry]) => {
      if (entry) setIsPanelBelow(!entry.isIntersecting && entry.boundingClientRect.top > 0);
    });
    observer.observe(panel);
    return () => observer.disconnect();
  }, [panelRef]);
  if (!isPanelBelow) return null;

  const openPanel = () => {
    const panel = panelRef.current;
    if (!panel) return;
    panel.scrollIntoView({ behavior: 'smooth', block: 'start' });
    // Keyboard and screen-reader users land in the panel too, not only the eye.
    panel.focus({ preventScroll: true });
  };

  return (
    <Paper
      hiddenFrom="md"
      component="section"
      aria-label="Book this influencer"
      pos="fixed"
      left={0}
      right={0}
      bottom={0}
      px="md"
      pt="sm"
      shadow="lg"
      radius={0}
      style={{
        zIndex: 150,
        borderTop: '1px solid var(--mantine-color-gray-3)',
        paddingBottom: 'calc(var(--mantine-spacing-sm) + env(safe-area-inset-bottom))',
      }}
    >
      <Group justify="space-between" wrap="nowrap" gap="sm">
        <Stack gap={0} style={{ minWidth: 0 }}>
          {serviceTitle ? (
            <Text fz="xs" c="dimmed" lineClamp={1}>
              {serviceTitle}
            </Text>
          ) : null}
          {priceText ? (
            <Text fw={800} c="brand.7" fz="lg">
              {priceText}
            </Text>
          ) : null}
        </Stack>
        <Button onClick={openPanel} leftSection={<IconCalendarCheck size={18} />} style={{ flexShrink: 0 }}>
          Book
        </Button>
      </Group>
    </Paper>
  );
}
