import { afterEach, describe, expect, it } from 'vitest';
import { notifications, notificationsStore } from '@mantine/notifications';
import { hideNotice, notifyError, notifySuccess, notifyWarning } from './notify';

const shown = () => notificationsStore.getState().notifications.map((n) => n.message);

afterEach(() => notifications.clean());

describe('notices', () => {
  it('stack when they name no id', () => {
    notifyWarning('First');
    notifyWarning('Second');
    expect(shown()).toEqual(['First', 'Second']);
  });

  it('replace each other when they share an id, so an error and a success never show together', () => {
    notifyError(new Error('Please enter a valid link'), { id: 'portfolio' });
    notifySuccess('Portfolio saved', { id: 'portfolio' });
    expect(shown()).toEqual(['Portfolio saved']);
    notifyWarning('Unrelated');
    expect(shown()).toEqual(['Portfolio saved', 'Unrelated']);
  });

  it('go away by id once the state they describe is gone', () => {
    notifyWarning('Please Authenticate Social Account', { id: 'onboarding' });
    hideNotice('onboarding');
    expect(shown()).toEqual([]);
    // Hiding again, or an id never shown, is harmless.
    hideNotice('onboarding');
    hideNotice('never-shown');
  });

  it('keep a plain title argument', () => {
    notifyError(new Error('Card declined'), 'Payment not confirmed');
    expect(notificationsStore.getState().notifications[0]?.title).toBe('Payment not confirmed');
  });
});
