import { notifications } from '@mantine/notifications';
import { NOTICE_MS } from '@collably/shared/constants/limits';
import { errorMessage } from './errors';

/** The server's message for a failed call, as a popup alert (spec §8); the screen stays as it was. */
export const notifyError = (error: unknown, title?: string) =>
  notifications.show({ color: 'red', title, message: errorMessage(error), autoClose: NOTICE_MS });

export const notifySuccess = (message: string, title?: string) =>
  notifications.show({ color: 'green', title, message, autoClose: NOTICE_MS });

/** A popup alert for a rule the browser checks itself (picture size, missing social account). */
export const notifyWarning = (message: string, title?: string) =>
  notifications.show({ color: 'orange', title, message, autoClose: NOTICE_MS });
