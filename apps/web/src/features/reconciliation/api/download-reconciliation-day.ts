import { requestFile } from '@/lib/api-client';
import { saveFile } from '@/lib/save-file';

/** GET admin/reconciliation/days/{day}.csv (super admin): one IST day's report, saved as reconciliation-{day}.csv. */
export const downloadReconciliationDay = async (day: string) =>
  saveFile(
    await requestFile(`admin/reconciliation/days/${encodeURIComponent(day)}.csv`),
    `reconciliation-${day}.csv`,
  );
