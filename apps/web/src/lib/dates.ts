import { format } from 'date-fns';

/** The spec's date formats (§9), on one place so every screen writes dates the same way. */
export const DateFormat = {
  /** Chat messages: '5 Jan, 3:45 pm' (spec §2 Chat). */
  chat: 'd MMM, h:mm aaa',
  payout: 'dd-MM-yyyy',
  day: 'd MMM yyyy',
  dayTime: 'd MMM yyyy, h:mm a',
  blog: 'MMMM d, y',
  time: 'h:mm a',
  /** Notifications and deadlines: '23 Nov, 12:14 pm' (issue 11), lowercase am/pm. */
  shortDayTime: 'd MMM, h:mm aaa',
  wallet: 'd MMM yyyy , h:mm a',
} as const;

export const formatDate = (value: string | Date | null | undefined, pattern: string): string => {
  if (!value) return '';
  const date = typeof value === 'string' ? new Date(value) : value;
  return Number.isNaN(date.getTime()) ? '' : format(date, pattern);
};
