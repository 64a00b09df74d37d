import { useState } from 'react';
import { Alert, Button, Divider, Group, Select, SimpleGrid, Stack, Text, TextInput } from '@mantine/core';
import { zodResolver } from '@hookform/resolvers/zod';
import { IconReceiptTax } from '@tabler/icons-react';
import { useForm } from 'react-hook-form';
import type { z } from 'zod';
import { financialYearLabel } from '@collably/shared/domain/gst-invoice';
import { formatRupees, rupeesToPaise } from '@collably/shared/domain/pricing';
import {
  ZUpdateTdsDetailsRequest,
  type TTdsCredit,
  type TTdsDetails,
  type TTdsStatement,
} from '@collably/shared/schemas/tds';
import { DownloadButton } from '@/components/download-button';
import { LoadError, SectionCard, SectionLoader } from '@/components/page-states';
import { notifyError, notifySuccess } from '@/lib/notify';
import { downloadTdsStatement, useSaveTdsDetails, useTdsDetails, useTdsStatement } from '../api/tds';

const rupees = (amount: number) => formatRupees(rupeesToPaise(amount));
const day = new Intl.DateTimeFormat('en-IN', {
  day: 'numeric',
  month: 'short',
  year: 'numeric',
  timeZone: 'Asia/Kolkata',
});

/**
 * 'Tax deducted at source' (issue 16, influencer): the PAN TDS is withheld against, the rules in force, and
 * each financial year's credits with their gross, TDS and net, as a statement to download.
 */
export function TdsCard() {
  const details = useTdsDetails();
  const rule = details.data?.rule;
  return (
    <SectionCard
      id="tds"
      icon={IconReceiptTax}
      title="Tax deducted at source (TDS)"
      description={rule ? ruleText(rule) : 'Income tax withheld from your earnings when a collab completes.'}
    >
      {details.isPending ? (
        <SectionLoader label="Loading your PAN" />
      ) : details.isError ? (
        <LoadError title="Could not load your TDS details" error={details.error} />
      ) : (
        <>
          {details.data.upcoming ? (
            <Alert color="blue" variant="light" title="TDS changes">
              {details.data.upcoming.text} Until then it stays under s. {details.data.rule.section}; TDS
              already withheld stays as it is.
            </Alert>
          ) : null}
          <PanForm details={details.data} />
          <Divider />
          <Statement />
        </>
      )}
    </SectionCard>
  );
}

/** The rules in force, in a sentence: the section, the rates, and when TDS starts. */
function ruleText(rule: TTdsDetails['rule']): string {
  const rates =
    rule.individualRate === rule.otherRate
      ? `${rule.individualRate} % with a PAN, ${rule.noPanRate} % without`
      : `${rule.individualRate} % with the PAN of a person or HUF, ${rule.otherRate} % with another PAN, ` +
        `${rule.noPanRate} % without a PAN`;
  const threshold =
    rule.singleCreditThreshold === null
      ? `Nothing is withheld until your collabs of the financial year pass ${rupees(rule.yearlyThreshold)}; then the whole year is charged.`
      : `Nothing is withheld until one collab pays more than ${rupees(rule.singleCreditThreshold)}, or your collabs of the financial year pass ${rupees(rule.yearlyThreshold)}.`;
  return (
    `Income tax is withheld from your earnings when a collab completes, under section ${rule.section} ` +
    `(${rule.provision}): ${rates}. ${threshold} It is charged on your prices, not on GST.`
  );
}

/** What the PAN verification service said about the PAN, when one is configured. */
function PanCheck({ details }: { details: TTdsDetails }) {
  const { panCheck, rule } = details;
  if (details.pan === null || !panCheck.isServiceOn) return null;
  if (panCheck.status === 'inoperative' || panCheck.status === 'invalid') {
    return (
      <Alert color="red" variant="light" title="Your PAN takes the higher rate">
        {panCheck.status === 'inoperative'
          ? `The Income Tax Department reports this PAN inoperative (not linked with Aadhaar), so TDS is withheld at ${rule.noPanRate} % (s. 206AA). Once you have linked it, save your PAN again to check.`
          : `The Income Tax Department does not know this PAN, so TDS is withheld at ${rule.noPanRate} % (s. 206AA). Please check it and save it again.`}
      </Alert>
    );
  }
  return (
    <Text fz="sm" c="dimmed">
      {panCheck.status === 'operative' && panCheck.checkedOn
        ? `Checked with the Income Tax Department on ${day.format(new Date(panCheck.checkedOn))}: operative.`
        : 'Not checked with the Income Tax Department yet: it is taken as given meanwhile.'}
    </Text>
  );
}

type PanFormValues = z.input<typeof ZUpdateTdsDetailsRequest>;
type PanFormOutput = z.output<typeof ZUpdateTdsDetailsRequest>;

function PanForm({ details }: { details: TTdsDetails }) {
  const save = useSaveTdsDetails();
  const form = useForm<PanFormValues, unknown, PanFormOutput>({
    resolver: zodResolver(ZUpdateTdsDetailsRequest),
    defaultValues: { pan: details.pan ?? '' },
  });
  const { errors, isSubmitting, isDirty } = form.formState;
  const submit = form.handleSubmit(async (values) => {
    try {
      // The schema normalised it: upper case without spaces, or null for an empty field (no PAN).
      const pan = values.pan ?? '';
      const envelope = await save.mutateAsync({ pan });
      form.reset({ pan });
      notifySuccess(envelope.message);
    } catch (error) {
      notifyError(error);
    }
  });
  return (
    <form noValidate onSubmit={(e) => void submit(e)}>
      <Stack gap="sm">
        {details.pan === null ? (
          <Alert color="orange" variant="light" title="No PAN yet">
            Without a PAN, TDS is withheld at {details.rule.noPanRate} % instead of{' '}
            {details.rule.individualRate} %. Add yours before your next collab completes.
          </Alert>
        ) : (
          <PanCheck details={details} />
        )}
        <Group align="start" gap="sm" wrap="wrap">
          <TextInput
            label="PAN"
            placeholder="ABCPE1234F"
            description="Your Permanent Account Number, so the TDS counts towards your income tax. The PAN of your first payout request is used until you give one here."
            autoCapitalize="characters"
            maxLength={14}
            error={errors.pan?.message}
            style={{ flex: '1 1 260px' }}
            {...form.register('pan')}
          />
          <Button type="submit" loading={isSubmitting} disabled={!isDirty} mt={{ base: 0, xs: 24 }}>
            Save PAN
          </Button>
        </Group>
      </Stack>
    </form>
  );
}

function Statement() {
  const [year, setYear] = useState<number | undefined>(undefined);
  const statement = useTdsStatement(year);
  if (statement.isPending) return <SectionLoader label="Loading your TDS statement" />;
  if (statement.isError)
    return <LoadError title="Could not load your TDS statement" error={statement.error} />;
  const s = statement.data;
  return (
    <Stack gap="md">
      <Group justify="space-between" align="end" wrap="wrap" gap="sm">
        <Select
          label="Financial year"
          data={s.years.map((y) => ({ value: String(y), label: financialYearLabel(y) }))}
          value={String(s.year)}
          onChange={(value) => value && setYear(Number(value))}
          allowDeselect={false}
          w={{ base: '100%', xs: 200 }}
        />
        <DownloadStatement statement={s} />
      </Group>
      {s.credits.length === 0 ? (
        <Text fz="sm">No completed collabs in {s.label} yet.</Text>
      ) : (
        <Stack
          component="ul"
          gap={0}
          m={0}
          p={0}
          aria-label={`TDS in ${s.label}`}
          style={{ listStyle: 'none' }}
        >
          {s.credits.map((credit) => (
            <li key={credit.id}>
              <CreditRow credit={credit} />
              <Divider my="xs" />
            </li>
          ))}
          <li aria-label={`Total of ${s.label}`}>
            <Figures title={`Total ${s.label}`} figures={s.totals} bold />
          </li>
        </Stack>
      )}
    </Stack>
  );
}

function DownloadStatement({ statement }: { statement: TTdsStatement }) {
  return (
    <DownloadButton
      variant="light"
      download={() => downloadTdsStatement(statement)}
      label={`Download statement of TDS for ${statement.label}`}
      w={{ base: '100%', xs: 'auto' }}
    >
      Download statement
    </DownloadButton>
  );
}

function CreditRow({ credit }: { credit: TTdsCredit }) {
  return (
    <Figures
      title={`Collab #${credit.collabId} · ${credit.serviceTitle}`}
      subtitle={[
        day.format(new Date(credit.creditedOn)),
        `s. ${credit.section}`,
        credit.withheld > 0 ? `TDS at ${credit.rate} %` : 'No TDS: within the thresholds',
        ...(credit.rateReason ? [credit.rateReason] : []),
      ].join(' · ')}
      figures={credit}
    />
  );
}

/** One line of the statement: what it is, then gross, TDS withheld and net. */
function Figures({
  title,
  subtitle,
  figures,
  bold = false,
}: {
  title: string;
  subtitle?: string;
  figures: { gross: number; withheld: number; net: number };
  bold?: boolean;
}) {
  return (
    <Group justify="space-between" align="start" wrap="wrap" gap="xs">
      <div style={{ minWidth: 0, flex: '1 1 220px' }}>
        <Text fw={bold ? 700 : 600} style={{ overflowWrap: 'anywhere' }}>
          {title}
        </Text>
        {subtitle ? (
          <Text fz="sm" c="dimmed">
            {subtitle}
          </Text>
        ) : null}
      </div>
      <SimpleGrid cols={3} spacing="xs" style={{ flex: '0 1 auto', gridTemplateColumns: 'repeat(3, 92px)' }}>
        <Amount label="Gross" amount={figures.gross} bold={bold} />
        <Amount label="TDS" amount={figures.withheld} bold={bold} />
        <Amount label="Net" amount={figures.net} bold={bold} />
      </SimpleGrid>
    </Group>
  );
}

function Amount({ label, amount, bold }: { label: string; amount: number; bold: boolean }) {
  return (
    <div style={{ textAlign: 'right' }}>
      <Text fz="xs" c="dimmed">
        {label}
      </Text>
      <Text fz="sm" fw={bold ? 700 : 500} aria-label={`${label} ${rupees(amount)}`}>
        {rupees(amount)}
      </Text>
    </div>
  );
}
