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
import { IconChevronDown, IconDiscount2 } from '@tabler/icons-react';
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
  // Follows the screen until the visitor folds or unfolds it.
  const [toggled, setToggled] = useState<boolean | null>(null);
  const isExpanded = toggled ?? isExpandedAtFirst;
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
            onClick={() => setToggled(!isExpanded)}
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
 * The home page's copy: one strip under the search, as wide as it. On a phone it starts folded to one line;
 * unfolded, the text and the button sit in the row on a wide screen and below the title on a narrow one.
 */
function PromoStrip({ isExpandedAtFirst }: { isExpandedAtFirst: boolean }) {
  // Follows the screen until the visitor folds or unfolds it.
  const [toggled, setToggled] = useState<boolean | null>(null);
  const isExpanded = toggled ?? isExpandedAtFirst;
  const [isModalOpen, setIsModalOpen] = useState(false);
  return (
    <>
      <Paper className={classes.inline} radius="lg" px="md" py="xs" aria-label="First order offer">
        <Group gap="xs" wrap="nowrap" justify="space-between" align="center">
          <Group gap="xs" style={{ rowGap: 4, flex: 1, minWidth: 0 }}>
            <Group gap={8} wrap="nowrap">
              <IconDiscount2 size={22} color="#1d1b2c" aria-hidden />
              <Text fw={800} fz="sm" c="dark.9">
                Flat ₹{FIRST_ORDER_COUPON_RUPEES} off your first order
              </Text>
            </Group>
            {isExpanded ? (
              <Group gap="sm" style={{ rowGap: 4 }}>
                <Text fz="xs" c="dark.7">
                  Book any influencer and save on your first collab.
                </Text>
                <Button size="compact-sm" color="dark" onClick={() => setIsModalOpen(true)}>
                  Use {FIRST_ORDER_COUPON_CODE}
                </Button>
              </Group>
            ) : null}
          </Group>
          <ActionIcon
            variant="transparent"
            c="dark.9"
            onClick={() => setToggled(!isExpanded)}
            aria-label={isExpanded ? 'Collapse offer' : 'Expand offer'}
            aria-expanded={isExpanded}
          >
            <IconChevronDown
              size={18}
              style={{ transform: isExpanded ? 'rotate(180deg)' : undefined, transition: 'transform 150ms' }}
            />
          </ActionIcon>
        </Group>
      </Paper>
      <DiscountModal isOpen={isModalOpen} onClose={() => setIsModalOpen(false)} />
    </>
  );
}

/**
 * The FLAT500 promo banner, expanding and collapsing; hidden once a user id is stored (spec §2, §6). It always
 * sits in the page's flow, never floating: a tab on the screen's edge covered the hero text and the popular
 * cards at 375 and 1280 px. `inline` fits a sidebar (the listing's); `strip` runs under the home page's search.
 */
export function PromoBanner({ variant = 'inline' }: { variant?: 'inline' | 'strip' }) {
  const session = useSession();
  // On a phone the banner stays folded so it takes one line. The server's first paint (app/render-page.tsx)
  // cannot know the screen, so it and the browser's first render start folded; a wide screen unfolds it after.
  const isWide = useMediaQuery('(min-width: 48em)', false, { getInitialValueInEffect: true });
  if (session) return null;
  if (variant === 'strip') return <PromoStrip isExpandedAtFirst={isWide} />;
  return <InlinePromo isExpandedAtFirst={isWide} />;
}
