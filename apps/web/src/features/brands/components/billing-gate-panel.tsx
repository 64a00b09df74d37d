import { useEffect, useId, useRef } from 'react';
import { Alert, Anchor, Button, Group, Loader, Paper, Stack, Text, Title } from '@mantine/core';
import { IconReceipt } from '@tabler/icons-react';
import { BrandMessages as M } from '@collably/shared/messages/brands';
import { errorMessage } from '@/lib/errors';
import type { TBillingGate } from '../api/billing-gate';
import { BillingDetailsForm } from './billing-details-form';

/**
 * The billing gate in a checkout (issue 36): 'Billed to <name>, <state> · Edit' when the brand's billing
 * details are on file, and the billing details form in place of it when they are missing (once the brand
 * presses Pay, or at once in a pay dialog), when the server asked for them, or on Edit. The checkout around it
 * keeps everything chosen so far; saving brings the brand back to its Pay.
 */
export function BillingGatePanel({ gate }: { gate: TBillingGate }) {
  const headingId = useId();
  const headingRef = useRef<HTMLHeadingElement>(null);
  const lineRef = useRef<HTMLDivElement>(null);
  const wasOpen = useRef(gate.isFormOpen);

  // Keyboard and screen-reader users follow the checkout: into the form when it opens, back to 'Billed to'
  // (just before Pay) when it closes, instead of being left on a button that is gone.
  useEffect(() => {
    if (gate.isFormOpen && !wasOpen.current) headingRef.current?.focus();
    if (!gate.isFormOpen && wasOpen.current) lineRef.current?.focus();
    wasOpen.current = gate.isFormOpen;
  }, [gate.isFormOpen]);

  if (gate.status === 'off') return null;
  if (gate.status === 'loading') {
    return (
      <Group gap="xs" wrap="nowrap">
        <Loader size="xs" aria-hidden />
        <Text fz="sm" c="dimmed">
          Checking your billing details…
        </Text>
      </Group>
    );
  }
  if (gate.status === 'error') {
    return (
      <Alert color="red" title="Could not load your billing details" role="alert">
        <Stack gap="xs" align="flex-start">
          <Text fz="sm">{errorMessage(gate.error)}</Text>
          <Button size="xs" variant="light" color="red" onClick={gate.retry}>
            Try again
          </Button>
        </Stack>
      </Alert>
    );
  }
  if (gate.isFormOpen) {
    return (
      <Paper withBorder radius="md" p="sm" component="section" aria-labelledby={headingId}>
        <Stack gap="sm">
          <div>
            <Title order={3} fz="md" id={headingId} ref={headingRef} tabIndex={-1}>
              <IconReceipt size={18} style={{ verticalAlign: '-3px', marginRight: 6 }} aria-hidden />
              {gate.status === 'ready' ? 'Your billing details' : 'Billing details for your tax invoice'}
            </Title>
            {gate.refusal ? (
              <Text fz="sm" c="red.8" role="alert">
                {gate.refusal}
              </Text>
            ) : null}
            <Text fz="sm" c="dimmed">
              {gate.status === 'ready'
                ? 'Changes apply to this payment and to your next invoices.'
                : 'Your tax invoice is made out to these details, and GST follows their state. Your order stays as you chose it.'}
            </Text>
          </div>
          <BillingDetailsForm
            billing={gate.billing ?? null}
            onSaved={gate.saved}
            onCancel={gate.status === 'ready' ? gate.close : undefined}
            canSaveUnchanged={gate.status !== 'ready' || gate.refusal !== null}
            // A checkout's panel or dialog is narrow at every screen width.
            isNarrow
          />
        </Stack>
      </Paper>
    );
  }
  if (gate.status === 'missing' || !gate.billing) return null;
  // One line of text that wraps as text does, Edit included, whatever the name's length.
  return (
    <Text
      component="div"
      ref={lineRef}
      tabIndex={-1}
      fz="sm"
      data-testid="billed-to"
      style={{ overflowWrap: 'anywhere', outlineOffset: 2 }}
    >
      <IconReceipt
        size={16}
        color="var(--mantine-color-gray-6)"
        aria-hidden
        style={{ verticalAlign: '-3px', marginRight: 6 }}
      />
      Billed to{' '}
      <Text span fw={600} inherit>
        {gate.billing.companyName}
      </Text>
      {gate.stateName ? `, ${gate.stateName}` : ''} ({M.supplyTax[gate.billing.supplyType]}){' '}
      <Text span c="dimmed" inherit aria-hidden>
        ·
      </Text>{' '}
      <Anchor
        component="button"
        type="button"
        fz="sm"
        fw={600}
        onClick={gate.edit}
        aria-label="Edit billing details"
        style={{ verticalAlign: 'baseline' }}
      >
        Edit
      </Anchor>
    </Text>
  );
}
