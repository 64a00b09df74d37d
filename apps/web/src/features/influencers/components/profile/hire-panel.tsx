import { useState } from 'react';
import { Anchor, Button, Checkbox, Divider, Group, Paper, Select, Stack, Text, Title } from '@mantine/core';
import { formatRupees, formatRupeesWhole, rupeesToPaise } from '@collably/shared/domain/pricing';
import type { TServiceResponse, TSocialAccount } from '@collably/shared/schemas/influencers';
import { CouponModal } from './coupon-modal';
import { PriceBreakupModal } from './price-breakup-modal';

type Props = {
  accounts: TSocialAccount[];
  selectedId: number | null;
  onSelect: (serviceId: number | null) => void;
  withUgc: boolean;
  onWithUgcChange: (value: boolean) => void;
  onContinue: (service: TServiceResponse, withUgc: boolean) => void;
};

/** For a brand or a visitor (spec §2): service, UGC rights, Price Breakup, Apply Coupon, Continue. */
export function HirePanel({ accounts, selectedId, onSelect, withUgc, onWithUgcChange, onContinue }: Props) {
  const [isBreakupOpen, setIsBreakupOpen] = useState(false);
  const [isCouponOpen, setIsCouponOpen] = useState(false);
  const services = accounts.flatMap((a) => a.infServices);
  const selected = services.find((s) => s.influencerServiceId === selectedId) ?? null;
  const isUgc = Boolean(selected?.allowUGC && withUgc);
  const total = selected ? rupeesToPaise(isUgc ? selected.totalWithUGC : selected.total) : null;

  const options = accounts
    .filter((a) => a.infServices.length > 0)
    .map((a) => ({
      group: a.plateformName,
      items: a.infServices.map((s) => ({
        value: String(s.influencerServiceId),
        label: `${s.title} · ${formatRupeesWhole(rupeesToPaise(s.basePrice))}`,
      })),
    }));

  return (
    <Paper withBorder radius="lg" p="lg" shadow="xs">
      <Stack gap="md">
        <Title order={2} fz="lg">
          Book a collab
        </Title>
        {services.length === 0 ? (
          <Text c="dimmed" fz="sm">
            This influencer has no services to book yet.
          </Text>
        ) : (
          <>
            <Select
              label="Service"
              placeholder="Choose a service"
              data={options}
              value={selectedId !== null ? String(selectedId) : null}
              onChange={(value) => onSelect(value ? Number(value) : null)}
              allowDeselect={false}
              maxDropdownHeight={320}
            />
            {selected?.allowUGC ? (
              <Checkbox
                label={`Add UGC rights (+${formatRupeesWhole(rupeesToPaise(selected.ugcPrice))})`}
                description="Reuse the content in your own posts and ads."
                checked={withUgc}
                onChange={(e) => onWithUgcChange(e.currentTarget.checked)}
              />
            ) : null}
            <Divider />
            <Group justify="space-between" align="baseline">
              <Text c="gray.7">Total</Text>
              <Text fw={800} fz={24} c="brand.7">
                {total !== null ? formatRupees(total) : '—'}
              </Text>
            </Group>
            <Text fz="xs" c="dimmed" mt={-10} ta="right">
              incl. platform fee and GST
            </Text>
            <Group justify="space-between">
              <Anchor
                component="button"
                type="button"
                fw={600}
                fz="sm"
                disabled={!selected}
                onClick={() => setIsBreakupOpen(true)}
              >
                Price Breakup
              </Anchor>
              <Anchor component="button" type="button" fw={600} fz="sm" onClick={() => setIsCouponOpen(true)}>
                Apply Coupon
              </Anchor>
            </Group>
            <Button
              size="md"
              fullWidth
              disabled={!selected}
              onClick={() => selected && onContinue(selected, isUgc)}
            >
              Continue
            </Button>
          </>
        )}
      </Stack>
      <PriceBreakupModal
        opened={isBreakupOpen}
        onClose={() => setIsBreakupOpen(false)}
        service={selected}
        withUgc={isUgc}
      />
      <CouponModal opened={isCouponOpen} onClose={() => setIsCouponOpen(false)} />
    </Paper>
  );
}
