import { useState } from 'react';
import { Badge, Button, Divider, Group, Stack, Text, TextInput } from '@mantine/core';
import { IconReceiptTax } from '@tabler/icons-react';
import { formatRupees, rupeesToPaise } from '@collably/shared/domain/pricing';
import { GstHeldMessages as M } from '@collably/shared/messages/gst-held';
import { ZSaveGstInvoiceNumberRequest, type TGstHeldOrder } from '@collably/shared/schemas/gst-held';
import { LoadError, SectionCard, SectionLoader } from '@/components/page-states';
import { notifyError, notifySuccess } from '@/lib/notify';
import { useGstHeld, useSaveGstInvoiceNumber } from '../api/gst-held';

const day = new Intl.DateTimeFormat('en-IN', {
  day: 'numeric',
  month: 'short',
  year: 'numeric',
  timeZone: 'Asia/Kolkata',
});

const rupees = (amount: number) => formatRupees(rupeesToPaise(amount));

/**
 * 'GST held' (issue 37, registered influencers): the GST on each order's payout waits, outside the balance
 * they can withdraw, until their invoice appears in Collably's GSTR-2B; then it joins the balance. Nothing
 * for an influencer with no GST held, ever.
 */
export function GstHeldCard() {
  const held = useGstHeld();
  if (held.isPending) return <SectionLoader label="Loading GST held" />;
  if (held.isError) return <LoadError title="Could not load the GST held" error={held.error} />;
  if (held.data.orders.length === 0) return null;
  return (
    <SectionCard id="gst-held" icon={IconReceiptTax} title="GST held" description={M.heldExplained}>
      <Text fw={700} aria-live="polite">
        {held.data.held > 0 ? `${rupees(held.data.held)}: ${M.heldUntilFiled}` : 'No GST is held now.'}
      </Text>
      <Stack component="ul" gap={0} m={0} p={0} aria-label="GST held per order" style={{ listStyle: 'none' }}>
        {held.data.orders.map((order, i) => (
          <li key={order.id}>
            {i > 0 ? <Divider my="xs" /> : null}
            <HeldOrder order={order} />
          </li>
        ))}
      </Stack>
    </SectionCard>
  );
}

function HeldOrder({ order }: { order: TGstHeldOrder }) {
  const isHeld = order.status === 'held';
  return (
    <Stack gap={4}>
      <Group justify="space-between" gap="xs">
        <Text fz="sm" fw={600}>
          Collab #{order.collabId} · GST {rupees(order.amount)}
        </Text>
        <Badge variant="light" color={isHeld ? 'yellow' : 'teal'}>
          {isHeld ? 'Held' : 'Released'}
        </Badge>
      </Group>
      <Text fz="xs" c="dimmed">
        {isHeld
          ? M.heldUntilFiled
          : `Added to your balance on ${day.format(new Date(order.releasedOn ?? order.heldOn))}`}
      </Text>
      {order.isSelfBilled ? (
        <Text fz="xs">Invoice {order.invoiceNumber} (issued by Collably in your name)</Text>
      ) : isHeld ? (
        <InvoiceNumberForm order={order} />
      ) : (
        <Text fz="xs">Your invoice {order.invoiceNumber}</Text>
      )}
    </Stack>
  );
}

/** Without self-billing, the influencer names the invoice they issued Collably for the order. */
function InvoiceNumberForm({ order }: { order: TGstHeldOrder }) {
  const save = useSaveGstInvoiceNumber();
  const [value, setValue] = useState(order.invoiceNumber ?? '');
  const [error, setError] = useState<string | null>(null);
  const submit = async () => {
    const parsed = ZSaveGstInvoiceNumberRequest.safeParse({ invoiceNumber: value });
    if (!parsed.success) {
      setError(parsed.error.issues[0]?.message ?? M.invoiceNumberInvalid);
      return;
    }
    setError(null);
    try {
      notifySuccess((await save.mutateAsync({ id: order.id, invoiceNumber: value })).message);
    } catch (e) {
      notifyError(e);
    }
  };
  return (
    <Group
      component="form"
      gap="xs"
      align="flex-start"
      onSubmit={(e) => {
        e.preventDefault();
        void submit();
      }}
    >
      <TextInput
        size="xs"
        label={`Your invoice number for collab #${order.collabId}`}
        placeholder="INV/2026-27/001"
        maxLength={16}
        value={value}
        error={error}
        onChange={(e) => setValue(e.currentTarget.value)}
        style={{ flex: '1 1 200px' }}
      />
      <Button size="xs" type="submit" mt={22} loading={save.isPending}>
        Save
      </Button>
    </Group>
  );
}
