import { useState } from 'react';
import { useMediaQuery } from '@mantine/hooks';
import {
  ActionIcon,
  Button,
  Collapse,
  CopyButton,
  Group,
  Modal,
  Paper,
  Stack,
  Text,
  Title,
} from '@mantine/core';
import { IconChevronDown, IconChevronLeft, IconChevronRight, IconDiscount2 } from '@tabler/icons-react';
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

/** The listing's copy of the banner: in its sidebar (or above its results on a phone), not floating. */
function InlinePromo({ isExpandedAtFirst }: { isExpandedAtFirst: boolean }) {
  const [isExpanded, setIsExpanded] = useState(isExpandedAtFirst);
  const [isModalOpen, setIsModalOpen] = useState(false);
  return (
    <>
      <Paper className={classes.inline} radius="lg" px="md" py="sm" aria-label="First order offer">
        <Group gap="xs" wrap="nowrap" justify="space-between">
          <Group gap={8} wrap="nowrap">
            <IconDiscount2 size={22} color="#1d1b2c" />
            <Text fw={800} fz="sm" c="dark.9">
              Flat ₹{FIRST_ORDER_COUPON_RUPEES} off your first order
            </Text>
          </Group>
          <ActionIcon
            variant="transparent"
            c="dark.9"
            onClick={() => setIsExpanded((v) => !v)}
            aria-label={isExpanded ? 'Collapse offer' : 'Expand offer'}
            aria-expanded={isExpanded}
          >
            <IconChevronDown
              size={18}
              style={{ transform: isExpanded ? 'rotate(180deg)' : undefined, transition: 'transform 150ms' }}
            />
          </ActionIcon>
        </Group>
        <Collapse in={isExpanded}>
          <Text fz="xs" c="dark.7" mt={6}>
            Book any influencer and save on your first collab.
          </Text>
          <Button size="compact-sm" color="dark" mt="xs" onClick={() => setIsModalOpen(true)}>
            Use {FIRST_ORDER_COUPON_CODE}
          </Button>
        </Collapse>
      </Paper>
      <DiscountModal isOpen={isModalOpen} onClose={() => setIsModalOpen(false)} />
    </>
  );
}

/**
 * Sidebar banner for the FLAT500 promo, expanding and collapsing; hidden once a user id is stored
 * (spec §2, §6). `floating` sits on the screen's right edge; `inline` goes in a page's own
 * sidebar (the listing, where a floating one would cover the sort and the cards).
 */
export function PromoBanner({ variant = 'floating' }: { variant?: 'floating' | 'inline' }) {
  const session = useSession();
  // On a phone the banner starts folded so it does not cover the page.
  const isWide = useMediaQuery('(min-width: 48em)', true, { getInitialValueInEffect: false });
  const [isExpanded, setIsExpanded] = useState(isWide);
  const [isModalOpen, setIsModalOpen] = useState(false);
  if (session) return null;
  if (variant === 'inline') return <InlinePromo isExpandedAtFirst={isWide} />;
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
