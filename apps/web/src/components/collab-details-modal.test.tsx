import { afterEach, describe, expect, it, vi } from 'vitest';
import { act, screen, waitFor } from '@testing-library/react';
import userEvent from '@testing-library/user-event';
import { MAX_ATTACHMENT_BYTES, NOTICE_MS } from '@collably/shared/constants/limits';
import { renderWithProviders } from '@/test/render';
import { CollabDetailsModal } from './collab-details-modal';

const order = { transId: 9, influencerServiceId: 3, allowUGC: false };
const open = (onSubmit = vi.fn().mockResolvedValue(undefined)) => {
  renderWithProviders(
    <CollabDetailsModal
      order={order}
      influencerName="Ananya Sharma"
      serviceTitle="Instagram Reel"
      onClose={vi.fn()}
      onSubmit={onSubmit}
    />,
  );
  return onSubmit;
};
const fileOfSize = (name: string, size: number) => {
  const file = new File(['x'], name, { type: 'application/pdf' });
  Object.defineProperty(file, 'size', { value: size });
  return file;
};

describe('CollabDetailsModal', () => {
  afterEach(() => vi.useRealTimers());

  it('requires a description', async () => {
    const onSubmit = open();
    await userEvent.click(screen.getByRole('button', { name: 'Send' }));
    expect(await screen.findByText('This Field is Required')).toBeInTheDocument();
    expect(onSubmit).not.toHaveBeenCalled();
  });

  it('skips a file over 500 MB with the message for 5 seconds and sends the others', async () => {
    vi.useFakeTimers({ shouldAdvanceTime: true });
    const user = userEvent.setup({ advanceTimers: vi.advanceTimersByTime });
    const onSubmit = open();
    const brief = fileOfSize('brief.pdf', 2048);
    await user.upload(screen.getByLabelText('Attachments'), [
      fileOfSize('huge.pdf', MAX_ATTACHMENT_BYTES + 1),
      brief,
    ]);
    expect(screen.getByRole('alert')).toHaveTextContent('The max allowed file size is 500MB.');
    expect(screen.queryByText('huge.pdf')).not.toBeInTheDocument();
    expect(screen.getByText('brief.pdf')).toBeInTheDocument();
    act(() => {
      vi.advanceTimersByTime(NOTICE_MS - 100);
    });
    expect(screen.getByRole('alert')).toBeInTheDocument();
    act(() => {
      vi.advanceTimersByTime(200);
    });
    expect(screen.queryByText('The max allowed file size is 500MB.')).not.toBeInTheDocument();

    await user.type(screen.getByLabelText(/Description/), 'Unbox our monsoon range');
    await user.click(screen.getByRole('button', { name: 'Send' }));
    await waitFor(() =>
      expect(onSubmit).toHaveBeenCalledWith({ description: 'Unbox our monsoon range', files: [brief] }),
    );
  });

  it('shows the server message when sending fails', async () => {
    open(vi.fn().mockRejectedValue(new Error('The payment for this order is not complete')));
    await userEvent.type(screen.getByLabelText(/Description/), 'Hello');
    await userEvent.click(screen.getByRole('button', { name: 'Send' }));
    expect(await screen.findByRole('alert')).toHaveTextContent('The payment for this order is not complete');
  });
});
