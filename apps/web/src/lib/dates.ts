import { format } from 'date-fns';

/**
 * The spec's date formats (§9), in one place so every screen writes dates the same way. No stray space before
 * the comma: the spec's '23 Nov 2026 , 12:44 PM' reads '23 Nov 2026, 12:44 PM' (a deliberate deviation, see
 * ARCHITECTURE §10); the wallet uses `dayTime`.
 */
export const DateFormat = {
  /** Chat messages: '5 Jan, 3:45 pm' (spec §2 Chat). */
  chat: 'd MMM, h:mm aaa',
  payout: 'dd-MM-yyyy',
  day: 'd MMM yyyy',
  /** Order dates and the wallet history: '23 Nov 2026, 12:44 PM'. */
  dayTime: 'd MMM yyyy, h:mm a',
  blog: 'MMMM d, y',
  time: 'h:mm a',
  /** Notifications and deadlines: '23 Nov, 12:14 pm' (issue 11), lowercase am/pm. */
  shortDayTime: 'd MMM, h:mm aaa',
} as const;

export const formatDate = (value: string | Date | null | undefined, pattern: string): string => {
  if (!value) return '';
  const date = typeof value === 'string' ? new Date(value) : value;
  return Number.isNaN(date.getTime()) ? '' : format(date, pattern);
};
