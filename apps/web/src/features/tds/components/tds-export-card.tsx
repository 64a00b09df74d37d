import { Alert, Stack, Text } from '@mantine/core';
import type { TTdsSetup } from '@collably/shared/schemas/tds';
import { MonthExportCard } from '@/components/month-export-card';
import { downloadTdsExport, useTdsSetup } from '../api/tds';

/**
 * 'TDS' (super admin, issues 16 and 37): the section TDS is deducted under, any change scheduled and the
 * chartered accountant's opinion it rests on; and a month's credits to influencers with the TDS withheld, for
 * the TDS return.
 */
export function TdsExportCard() {
  const setup = useTdsSetup();
  return (
    <MonthExportCard
      id="tds-export"
      title="TDS"
      description={
        <Stack gap="xs">
          {setup.data ? <TdsSetupSummary setup={setup.data} /> : null}
          <Text fz="sm" c="dimmed">
            Every credit to an influencer’s earnings in a month (India time), with their PAN (PANNOTAVBL when
            not given) and its check, the section, the Act and provision, the rate, the amount excluding GST
            and the TDS withheld, for the quarterly TDS return.
          </Text>
        </Stack>
      }
      download={downloadTdsExport}
    />
  );
}

function TdsSetupSummary({ setup }: { setup: TTdsSetup }) {
  const { current } = setup;
  return (
    <Stack gap={4} aria-label="TDS section">
      <Text fz="sm">
        Deducted under s. {current.section} ({current.provision}): {current.individualRate} %
        {current.otherRate === current.individualRate
          ? ''
          : ` for persons and HUFs, ${current.otherRate} % others`}
        , {current.noPanRate} % without an operative PAN.
        {setup.isConfiguredExplicitly ? '' : ' TDS_SECTION is not set: this is the development default.'}
      </Text>
      {setup.upcoming ? (
        <Alert color="blue" variant="light" p="xs">
          {setup.upcoming.text} Influencers with credits this year are told in the app.
        </Alert>
      ) : null}
      <Text fz="sm" c={setup.isCaOpinionRecorded ? undefined : 'orange'}>
        Chartered accountant’s opinion: {setup.caOpinion}
      </Text>
      <Text fz="sm" c="dimmed">
        PAN checks:{' '}
        {setup.isPanServiceOn ? 'with the verification service' : 'none configured (PANs taken as given)'}.
      </Text>
    </Stack>
  );
}
