import { format } from 'date-fns';
import { indiaDateOf } from '@collably/shared/domain/gst-invoice';

/** The day of a posting or an effective date as the texts say it, in India time: '29 December 2026'. */
export const legalDay = (iso: string): string =>
  format(new Date(`${indiaDateOf(new Date(iso))}T00:00:00`), 'd MMMM yyyy');
