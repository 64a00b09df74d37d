import { useState } from 'react';
import { Alert, Box, Button, Group, Modal, Radio, Stack, Text } from '@mantine/core';
import { formatRupees, rupeesToPaise } from '@collably/shared/domain/pricing';
import { HelpdeskMessages } from '@collably/shared/messages/helpdesk';
import type { TCollabEscrow } from '@collably/shared/schemas/collabs';
import {
  HelpdeskOutcome,
  type THelpdeskOutcome,
  type TResolveHelpdeskRequest,
} from '@collably/shared/schemas/helpdesk';
import { RupeeInput } from '@/components/rupee-input';
import { resolutionPreview, validateResolution, type ResolveFormValues } from '../lib/resolve-rules';

export type HelpdeskCase = { collabDetailId: number; brandName: string; influencerName: string };

type Props = {
  helpdeskCase: HelpdeskCase | null;
  /** The order's held money (from the history); null while it loads. */
  escrow: TCollabEscrow | null;
  onClose: () => void;
  /** Sends the resolution; rejects with the server's message, which the caller shows. */
  onSubmit: (request: TResolveHelpdeskRequest) => Promise<void>;
  /** The resolution is on its way (the mutation's pending state). */
  isBusy: boolean;
};

const OUTCOMES: { value: THelpdeskOutcome; label: string; description: string }[] = [
  {
    value: HelpdeskOutcome.Release,
    label: 'Release to influencer',
    description: 'The collab completes and the influencer is paid in full.',
  },
  {
    value: HelpdeskOutcome.Refund,
    label: 'Refund the brand',
    description: 'The collab is cancelled and the brand gets back everything it paid.',
  },
  {
    value: HelpdeskOutcome.Split,
    label: 'Split',
    description: 'The brand gets part of its payment back; the influencer is paid for the rest.',
  },
];

/** The amount in the input: a number, '' when empty (Mantine gives a string while a decimal is typed). */
const amountOf = (value: number | string): number | '' =>
  typeof value === 'number' ? value : value.trim() === '' ? '' : Number(value.replace(/[^0-9.]/g, ''));

/** The super admin's decision on a helpdesk case (issue 10 item 5), with what each side gets. */
export function ResolveCaseModal({ helpdeskCase, escrow, onClose, onSubmit, isBusy }: Props) {
  return (
    <Modal
      opened={helpdeskCase !== null}
      onClose={onClose}
      title={helpdeskCase ? `Resolve collab #${helpdeskCase.collabDetailId}` : ''}
      size="md"
    >
      {helpdeskCase ? (
        escrow ? (
          <ResolveForm
            key={helpdeskCase.collabDetailId}
            helpdeskCase={helpdeskCase}
            escrow={escrow}
            onClose={onClose}
            onSubmit={onSubmit}
            isBusy={isBusy}
          />
        ) : (
          <Text c="dimmed" fz="sm">
            Loading the order’s figures…
          </Text>
        )
      ) : null}
    </Modal>
  );
}

function ResolveForm({
  helpdeskCase,
  escrow,
  onClose,
  onSubmit,
  isBusy,
}: Omit<Props, 'helpdeskCase' | 'escrow'> & { helpdeskCase: HelpdeskCase; escrow: TCollabEscrow }) {
  const [outcome, setOutcome] = useState<THelpdeskOutcome>(HelpdeskOutcome.Release);
  // The input's own text while typing ('100.' is on its way to 100.5): kept as given, judged as a number.
  const [amountText, setAmountText] = useState<number | string>('');
  const values: ResolveFormValues = { outcome, refundAmount: amountOf(amountText) };
  const [error, setError] = useState<string | null>(null);
  const preview = resolutionPreview(values, escrow);

  const submit = async () => {
    const found = validateResolution(helpdeskCase.collabDetailId, values, escrow);
    setError(found);
    if (found) return;
    try {
      await onSubmit({
        collabDetailId: helpdeskCase.collabDetailId,
        outcome: values.outcome,
        ...(values.outcome === HelpdeskOutcome.Split && values.refundAmount !== ''
          ? { refundAmount: values.refundAmount }
          : {}),
      });
    } catch {
      // The caller has shown the server's message; the dialog stays open to try again.
    }
  };

  return (
    <form
      noValidate
      onSubmit={(e) => {
        e.preventDefault();
        void submit();
      }}
    >
      <Stack gap="md">
        <Text fz="sm" c="dimmed">
          Brand <b>{helpdeskCase.brandName}</b> paid {formatRupees(rupeesToPaise(escrow.paidByBrand))}
          {escrow.discount > 0 ? ` (after a ${formatRupees(rupeesToPaise(escrow.discount))} coupon)` : ''}.
          Influencer <b>{helpdeskCase.influencerName}</b> is owed{' '}
          {formatRupees(rupeesToPaise(escrow.influencerPayout))} on completion.
        </Text>
        <Radio.Group
          label="Decision"
          value={values.outcome}
          onChange={(value) => {
            setOutcome(value as THelpdeskOutcome);
            setError(null);
          }}
        >
          <Stack gap="xs" mt="xs">
            {OUTCOMES.map((o) => (
              <Radio key={o.value} value={o.value} label={o.label} description={o.description} />
            ))}
          </Stack>
        </Radio.Group>
        {values.outcome === HelpdeskOutcome.Split ? (
          <RupeeInput
            label="Refund to the brand"
            description={`More than ₹0, less than ${formatRupees(rupeesToPaise(escrow.paidByBrand))}`}
            withAsterisk
            data-autofocus
            value={amountText}
            onChange={(v) => {
              setAmountText(v);
              setError(null);
            }}
            error={error}
          />
        ) : error ? (
          <Alert color="red" variant="light">
            {error}
          </Alert>
        ) : null}
        <Box aria-live="polite">
          {preview ? (
            <Alert color="brand" variant="light" title="What each side gets" aria-label="Preview">
              {HelpdeskMessages.splitPreview(preview.brandPaise, preview.influencerPaise)}
            </Alert>
          ) : null}
        </Box>
        <Group justify="flex-end" gap="sm">
          <Button variant="default" onClick={onClose} disabled={isBusy}>
            Back
          </Button>
          <Button type="submit" loading={isBusy}>
            Resolve
          </Button>
        </Group>
      </Stack>
    </form>
  );
}
