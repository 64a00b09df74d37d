import { useState } from 'react';
import { useMediaQuery } from '@mantine/hooks';
import { ActionIcon, Button, CopyButton, Group, Modal, Paper, Stack, Text, Title } from '@mantine/core';
import { IconChevronLeft, IconChevronRight, IconDiscount2 } from '@tabler/icons-react';
import { FIRST_ORDER_COUPON_CODE, FIRST_ORDER_COUPON_RUPEES } from '@collably/shared/constants/limits';
import { useSession } from '@/lib/session';
import classes from './promo-banner.module.css';

export function DiscountModal({ isOpen, onClose }: { isOpen: boolean; onClose: () => void }) {
  return (
    <Modal opened={isOpen} onClose={onClose} title="Your first collab is on us (partly)">
      <Stack align="center" ta="center" gap="sm">
        <IconDiscount2 size={48} color="#ffab09" />
        <Title order={2} fz={26}>
          Flat ₹{FIRST_ORDER_COUPON_RUPEES} off
        </Title>
        <Text>Use this code on your first order with any influencer.</Text>
        <CopyButton value={FIRST_ORDER_COUPON_CODE}>
          {({ copied, copy }) => (
            <Button variant="light" size="lg" onClick={copy} style={{ letterSpacing: 2 }}>
              {copied ? 'Copied!' : FIRST_ORDER_COUPON_CODE}
            </Button>
          )}
        </CopyButton>
        <Text fz="xs" c="dimmed">
          Valid on a brand&apos;s first order only. Applied on the influencer&apos;s profile before payment.
        </Text>
      </Stack>
    </Modal>
  );
}

/**
 * Sidebar banner for the FLAT500 promo; hidden once a user id is stored (spec §2, §6).
 * `isFoldedAtFirst`: start folded on every screen (the listing, whose sort and cards sit under it).
 */
export function PromoBanner({ isFoldedAtFirst = false }: { isFoldedAtFirst?: boolean }) {
  const session = useSession();
  // On a phone the banner starts folded so it does not cover the page.
  const isWide = useMediaQuery('(min-width: 48em)', true, { getInitialValueInEffect: false });
  const [isExpanded, setIsExpanded] = useState(isWide && !isFoldedAtFirst);
  const [isModalOpen, setIsModalOpen] = useState(false);
  if (session) return null;
  return (
    <>
      <Paper
        className={classes.banner}
        data-expanded={isExpanded}
        shadow="lg"
        radius="lg"
        aria-label="First order offer"
      >
        <Group gap={0} wrap="nowrap" h="100%">
          <ActionIcon
            variant="transparent"
            c="dark.9"
            onClick={() => setIsExpanded((v) => !v)}
            aria-label={isExpanded ? 'Collapse offer' : 'Expand offer'}
            aria-expanded={isExpanded}
          >
            {isExpanded ? <IconChevronRight size={18} /> : <IconChevronLeft size={18} />}
          </ActionIcon>
          {isExpanded ? (
            <Stack gap={2} p="xs" pl={0}>
              <Text fw={800} fz="sm" c="dark.9">
                Flat ₹{FIRST_ORDER_COUPON_RUPEES} off
              </Text>
              <Text fz="xs" c="dark.7">
                on your first order
              </Text>
              <Button size="compact-xs" color="dark" onClick={() => setIsModalOpen(true)}>
                Use {FIRST_ORDER_COUPON_CODE}
              </Button>
            </Stack>
          ) : (
            <IconDiscount2 size={22} color="#1d1b2c" />
          )}
        </Group>
      </Paper>
      <DiscountModal isOpen={isModalOpen} onClose={() => setIsModalOpen(false)} />
    </>
  );
}
