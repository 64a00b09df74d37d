import { notifications } from '@mantine/notifications';
import { NOTICE_MS } from '@collably/shared/constants/limits';
import { errorMessage } from './errors';

/**
 * A title, or options. `id` names what the notice is about (a form, a step): a later notice with the
 * same id replaces it instead of stacking beside it, and `hideNotice(id)` takes it away once the state
 * it described is gone (a stale error after a successful save).
 */
export type NoticeOptions = string | { title?: string; id?: string };

/** The notice on screen for each id. Each gets a fresh Mantine id, so a replacement mounts anew with its own timer. */
const shownFor = new Map<string, string>();
let serial = 0;

const show = (color: string, message: string, options: NoticeOptions | undefined) => {
  const { title, id } = typeof options === 'string' ? { title: options, id: undefined } : (options ?? {});
  if (!id) return notifications.show({ color, title, message, autoClose: NOTICE_MS });
  hideNotice(id);
  serial += 1;
  const shownId = `${id}-${serial}`;
  shownFor.set(id, shownId);
  return notifications.show({
    id: shownId,
    color,
    title,
    message,
    autoClose: NOTICE_MS,
    onClose: () => {
      if (shownFor.get(id) === shownId) shownFor.delete(id);
    },
  });
};

/** The server's message for a failed call, as a popup alert (spec §8); the screen stays as it was. */
export const notifyError = (error: unknown, options?: NoticeOptions) =>
  show('red', errorMessage(error), options);

export const notifySuccess = (message: string, options?: NoticeOptions) => show('green', message, options);

/** A popup alert for a rule the browser checks itself (picture size, missing social account). */
export const notifyWarning = (message: string, options?: NoticeOptions) => show('orange', message, options);

/** Takes away the notice with this id, if it is still on screen. */
export function hideNotice(id: string) {
  const shownId = shownFor.get(id);
  if (!shownId) return;
  shownFor.delete(id);
  notifications.hide(shownId);
}
