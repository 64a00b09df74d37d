import { useEffect, useRef, useState } from 'react';
import { Anchor, Badge, Group, Paper, Stack, Tabs, Text, Title } from '@mantine/core';
import { DESCRIPTION_CLAMP_CHARS } from '@collably/shared/constants/limits';
import { formatRupees, rupeesToPaise } from '@collably/shared/domain/pricing';
import type { TServiceResponse, TSocialAccount } from '@collably/shared/schemas/influencers';
import { PlatformIcon } from '@/components/platform-icon';

/**
 * Spec §2: a description over 110 characters shows two lines and 'Read More..'. The link shows only when the two
 * lines really hide something: on a wide screen 115 characters fit in two lines, and a link that reveals nothing
 * misleads. Measured again when the width changes.
 */
export function ServiceDescription({ text }: { text: string }) {
  const [isOpen, setIsOpen] = useState(false);
  const [isClamped, setIsClamped] = useState(false);
  const textRef = useRef<HTMLParagraphElement>(null);
  const isLong = text.length > DESCRIPTION_CLAMP_CHARS;
  useEffect(() => {
    const element = textRef.current;
    if (!element || !isLong || isOpen) return;
    const measure = () => setIsClamped(element.scrollHeight > element.clientHeight + 1);
    measure();
    const observer = new ResizeObserver(measure);
    observer.observe(element);
    return () => observer.disconnect();
  }, [isLong, isOpen, text]);
  return (
    <div>
      <Text
        ref={textRef}
        fz="sm"
        c="gray.7"
        lineClamp={isLong && !isOpen ? 2 : undefined}
        style={{ overflowWrap: 'anywhere' }}
      >
        {text}
      </Text>
      {isLong && (isClamped || isOpen) ? (
        <Anchor
          component="button"
          type="button"
          fz="sm"
          fw={600}
          onClick={() => setIsOpen((v) => !v)}
          aria-expanded={isOpen}
        >
          {isOpen ? 'Show less' : 'Read More..'}
        </Anchor>
      ) : null}
    </div>
  );
}

function ServiceItem({
  service,
  isSelected,
  onSelect,
}: {
  service: TServiceResponse;
  isSelected: boolean;
  onSelect?: () => void;
}) {
  return (
    <Paper
      withBorder
      radius="md"
      p={{ base: 'sm', sm: 'md' }}
      component="li"
      aria-label={service.title}
      style={
        isSelected
          ? {
              borderColor: 'var(--mantine-color-brand-5)',
              boxShadow: '0 0 0 1px var(--mantine-color-brand-5)',
            }
          : undefined
      }
    >
      <Stack gap={6}>
        <Group justify="space-between" align="flex-start" wrap="nowrap" gap="sm">
          <Text fw={700} style={{ overflowWrap: 'anywhere' }}>
            {service.title}
          </Text>
          <Text fw={800} c="brand.7" fz="lg" style={{ whiteSpace: 'nowrap' }}>
            {formatRupees(rupeesToPaise(service.basePrice), { whole: true })}
          </Text>
        </Group>
        <ServiceDescription text={service.description} />
        <Group justify="space-between" gap="xs">
          {service.allowUGC ? (
            <Badge variant="light" color="teal" size="sm">
              UGC rights +{formatRupees(rupeesToPaise(service.ugcPrice), { whole: true })}
            </Badge>
          ) : (
            <span />
          )}
          {onSelect ? (
            <Anchor
              component="button"
              type="button"
              fz="sm"
              fw={600}
              onClick={onSelect}
              aria-label={`${isSelected ? 'Chosen' : 'Choose'} ${service.title}`}
              aria-pressed={isSelected}
            >
              {isSelected ? 'Chosen' : 'Choose'}
            </Anchor>
          ) : null}
        </Group>
      </Stack>
    </Paper>
  );
}

type Props = {
  accounts: TSocialAccount[];
  selectedServiceId?: number | null;
  /** Brands and visitors pick a service from the list too. */
  onSelect?: (service: TServiceResponse) => void;
};

/** One tab per platform that has services (spec §2). */
export function ServiceTabs({ accounts, selectedServiceId, onSelect }: Props) {
  const withServices = accounts.filter((a) => a.infServices.length > 0);
  const first = withServices[0];
  const selectedPlatform = withServices.find((a) =>
    a.infServices.some((s) => s.influencerServiceId === selectedServiceId),
  )?.plateformId;
  const [tab, setTab] = useState<string | null>(null);
  // A service chosen in the booking panel brings its platform's tab forward.
  const [shownFor, setShownFor] = useState(selectedServiceId);
  if (shownFor !== selectedServiceId) {
    setShownFor(selectedServiceId);
    if (selectedPlatform !== undefined) setTab(String(selectedPlatform));
  }
  if (!first) {
    return (
      <Paper withBorder radius="lg" p="lg">
        <Title order={2} fz="lg" mb={4}>
          Services
        </Title>
        <Text c="dimmed">No services listed yet.</Text>
      </Paper>
    );
  }
  return (
    <Paper withBorder radius="lg" p={{ base: 'sm', sm: 'lg' }}>
      <Title order={2} fz="lg" mb="sm">
        Services
      </Title>
      <Tabs value={tab ?? String(first.plateformId)} onChange={setTab} keepMounted={false}>
        <Tabs.List style={{ flexWrap: 'nowrap', overflowX: 'auto', overflowY: 'hidden' }}>
          {withServices.map((a) => (
            <Tabs.Tab
              key={a.plateformId}
              value={String(a.plateformId)}
              leftSection={<PlatformIcon name={a.plateformName} size={18} />}
            >
              {a.plateformName}
            </Tabs.Tab>
          ))}
        </Tabs.List>
        {withServices.map((a) => (
          <Tabs.Panel key={a.plateformId} value={String(a.plateformId)} pt="md">
            <Stack gap="sm" component="ul" p={0} m={0} style={{ listStyle: 'none' }}>
              {a.infServices.map((s) => (
                <ServiceItem
                  key={s.influencerServiceId}
                  service={s}
                  isSelected={selectedServiceId === s.influencerServiceId}
                  onSelect={onSelect ? () => onSelect(s) : undefined}
                />
              ))}
            </Stack>
          </Tabs.Panel>
        ))}
      </Tabs>
    </Paper>
  );
}
