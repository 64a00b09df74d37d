import { Divider, Group, Stack, Switch, Text } from '@mantine/core';
import { IconFileInvoice } from '@tabler/icons-react';
import { formatRupees, rupeesToPaise } from '@collably/shared/domain/pricing';
import { GstMessages } from '@collably/shared/messages/gst';
import type { TSelfBilledInvoice, TSelfBilling } from '@collably/shared/schemas/invoices';
import { DownloadButton } from '@/components/download-button';
import { LoadError, SectionCard, SectionLoader } from '@/components/page-states';
import { notifyError, notifySuccess } from '@/lib/notify';
import { downloadInvoice, useSaveSelfBilling, useSelfBilled, useSelfBilling } from '../api/invoices';

const day = new Intl.DateTimeFormat('en-IN', {
  day: 'numeric',
  month: 'short',
  year: 'numeric',
  timeZone: 'Asia/Kolkata',
});

/**
 * 'GST invoices to Collably' (issue 16, influencer registered for GST): Collably pays their GST against
 * their tax invoice; with their consent it issues that invoice in their name (self-billing), listed here.
 * Nothing for an influencer who is not registered: their payouts carry no GST.
 */
export function SelfBillingCard() {
  const selfBilling = useSelfBilling();
  if (selfBilling.isPending) return <SectionLoader label="Loading self-billing" />;
  if (selfBilling.isError) return <LoadError title="Could not load self-billing" error={selfBilling.error} />;
  if (selfBilling.data.gstin === null) return null;
  return (
    <SectionCard
      id="self-billing"
      icon={IconFileInvoice}
      title="GST invoices to Collably"
      description={GstMessages.selfBillingCard(selfBilling.data.gstin)}
    >
      <ConsentSwitch selfBilling={selfBilling.data} />
      <Divider />
      <SelfBilledList />
    </SectionCard>
  );
}

function ConsentSwitch({ selfBilling }: { selfBilling: TSelfBilling }) {
  const save = useSaveSelfBilling();
  const toggle = async (consent: boolean) => {
    try {
      notifySuccess((await save.mutateAsync(consent)).message);
    } catch (error) {
      notifyError(error);
    }
  };
  return (
    <Switch
      checked={selfBilling.consentedOn !== null}
      disabled={save.isPending}
      onChange={(e) => void toggle(e.currentTarget.checked)}
      label="Collably issues my tax invoices (self-billing)"
      description={
        selfBilling.consentedOn
          ? `Agreed on ${day.format(new Date(selfBilling.consentedOn))}. Invoices already issued stay if you withdraw.`
          : 'Applies to collabs completed from now on.'
      }
    />
  );
}

function SelfBilledList() {
  const list = useSelfBilled(true);
  if (list.isPending) return <SectionLoader label="Loading self-billed invoices" />;
  if (list.isError) return <LoadError title="Could not load your self-billed invoices" error={list.error} />;
  if (list.data.length === 0) return <Text fz="sm">No self-billed invoices yet.</Text>;
  return (
    <Stack component="ul" gap={0} m={0} p={0} aria-label="Self-billed invoices" style={{ listStyle: 'none' }}>
      {list.data.map((invoice, i) => (
        <li key={invoice.id}>
          {i > 0 ? <Divider my="xs" /> : null}
          <SelfBilledRow invoice={invoice} />
        </li>
      ))}
    </Stack>
  );
}

function SelfBilledRow({ invoice }: { invoice: TSelfBilledInvoice }) {
  return (
    <Group justify="space-between" wrap="wrap" gap="xs">
      <div>
        <Text fw={600}>{invoice.number}</Text>
        <Text fz="sm" c="dimmed">
          {day.format(new Date(invoice.issuedOn))}
          {invoice.collabId === null ? '' : ` · Collab #${invoice.collabId}`} ·{' '}
          {formatRupees(rupeesToPaise(invoice.total))} incl. GST {formatRupees(rupeesToPaise(invoice.gst))}
        </Text>
      </div>
      <DownloadButton
        variant="light"
        size="xs"
        download={() => downloadInvoice(invoice)}
        label={`Download self-billed invoice ${invoice.number}`}
      >
        Download
      </DownloadButton>
    </Group>
  );
}
