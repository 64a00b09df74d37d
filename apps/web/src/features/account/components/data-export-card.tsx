import { Badge, Button, Group, Stack, Text } from '@mantine/core';
import { IconDatabaseExport } from '@tabler/icons-react';
import { ACCOUNT_EXPORT_TTL_DAYS } from '@collably/shared/constants/limits';
import type { TAccountExport } from '@collably/shared/schemas/account';
import { DownloadButton } from '@/components/download-button';
import { LoadError, SectionCard, SectionLoader } from '@/components/page-states';
import { DateFormat, formatDate } from '@/lib/dates';
import { notifyError, notifySuccess } from '@/lib/notify';
import { downloadExport, useAccountExports, useRequestExport } from '../api/exports';

const STATUS_LOOK: Record<TAccountExport['status'], { label: string; color: string }> = {
  preparing: { label: 'Preparing', color: 'yellow' },
  ready: { label: 'Ready', color: 'green' },
  failed: { label: 'Failed, please ask again', color: 'red' },
};

const sizeText = (bytes: number | null) =>
  bytes === null
    ? ''
    : bytes < 1024 * 1024
      ? `${Math.ceil(bytes / 1024)} KB`
      : `${(bytes / 1024 / 1024).toFixed(1)} MB`;

/** 'Your data': a copy of everything we keep about you (profile, orders, messages, payments, invoices). */
export function DataExportCard() {
  const exports = useAccountExports();
  const request = useRequestExport();
  const isPreparing = exports.data?.some((e) => e.status === 'preparing') ?? false;

  const ask = () =>
    request.mutate(undefined, {
      onSuccess: (envelope) => notifySuccess(envelope.message),
      onError: (error) => notifyError(error),
    });

  return (
    <SectionCard
      id="your-data"
      icon={IconDatabaseExport}
      title="Your data"
      description={`Download a copy of your profile, orders, messages, payments and invoices as JSON and CSV files. We email you when it is ready; the download is kept for ${ACCOUNT_EXPORT_TTL_DAYS} days.`}
    >
      <Stack gap="sm">
        {exports.isPending ? (
          <SectionLoader label="Loading your exports" />
        ) : exports.isError ? (
          <LoadError title="Could not load your exports" error={exports.error} />
        ) : (
          exports.data.map((item) => (
            <Group
              key={item.id}
              justify="space-between"
              gap="xs"
              wrap="nowrap"
              aria-label={`Export of ${formatDate(item.requestedOn, DateFormat.dayTime)}`}
            >
              <Stack gap={2}>
                <Text fz="sm" fw={500}>
                  {formatDate(item.requestedOn, DateFormat.dayTime)}
                </Text>
                <Group gap={6}>
                  <Badge variant="light" color={STATUS_LOOK[item.status].color}>
                    {STATUS_LOOK[item.status].label}
                  </Badge>
                  {item.status === 'ready' ? (
                    <Text fz="xs" c="dimmed">
                      {sizeText(item.bytes)} · until {formatDate(item.expiresOn, DateFormat.day)}
                    </Text>
                  ) : null}
                </Group>
              </Stack>
              {item.status === 'ready' ? (
                <DownloadButton
                  size="xs"
                  variant="light"
                  style={{ flexShrink: 0 }}
                  download={() => downloadExport(item)}
                >
                  Download
                </DownloadButton>
              ) : null}
            </Group>
          ))
        )}
        <Group justify="flex-end">
          <Button variant="default" onClick={ask} loading={request.isPending} disabled={isPreparing}>
            {isPreparing ? 'Preparing your data…' : 'Request my data'}
          </Button>
        </Group>
      </Stack>
    </SectionCard>
  );
}
