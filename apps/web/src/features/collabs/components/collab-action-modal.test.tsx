import { describe, expect, it, vi } from 'vitest';
import { screen, waitFor } from '@testing-library/react';
import userEvent from '@testing-library/user-event';
import { ActionCode } from '@collably/shared/constants/collabs';
import { MAX_ATTACHMENT_BYTES } from '@collably/shared/constants/limits';
import { renderWithProviders } from '@/test/render';
import { CollabActionModal, type PendingAction } from './collab-action-modal';

const LABELS: Record<number, string> = {
  [ActionCode.Reject]: 'Reject',
  [ActionCode.Cancel]: 'Cancel Collab',
  [ActionCode.RaiseDispute]: 'Raise Dispute',
  [ActionCode.AskForHelp]: 'Ask for Help',
  [ActionCode.RequestRevision]: 'Request Revision',
  [ActionCode.MarkCompleteWithUrl]: 'Mark Complete',
  [ActionCode.SendForApproval]: 'Send For Approval',
  [ActionCode.Accept]: 'Accept',
  [ActionCode.Approve]: 'Approve',
  [ActionCode.MarkComplete]: 'Mark Complete',
};

const open = (statusId: number, onSubmit = vi.fn().mockResolvedValue(undefined)) => {
  const action: PendingAction = {
    collabDetailId: 12,
    statusId,
    label: LABELS[statusId],
    isUgcApproval: false,
  };
  renderWithProviders(<CollabActionModal action={action} onClose={vi.fn()} onSubmit={onSubmit} />);
  return onSubmit;
};

const dialog = () => screen.getByRole('dialog');
const submitButton = (statusId: number) => {
  const name = [ActionCode.Accept, ActionCode.Approve, ActionCode.MarkComplete].includes(statusId as 1)
    ? 'Yes'
    : LABELS[statusId];
  return screen.getAllByRole('button', { name }).at(-1)!;
};

/** A file that claims a size without holding the bytes. */
const fileOfSize = (name: string, type: string, size: number) => {
  const file = new File(['x'], name, { type });
  Object.defineProperty(file, 'size', { value: size });
  return file;
};

describe('CollabActionModal', () => {
  it.each([
    ActionCode.Reject,
    ActionCode.Cancel,
    ActionCode.RaiseDispute,
    ActionCode.AskForHelp,
    ActionCode.RequestRevision,
  ])('requires a reason for code %i', async (code) => {
    const onSubmit = open(code);
    await userEvent.click(submitButton(code));
    expect(await screen.findByText('This Field is Required')).toBeInTheDocument();
    expect(onSubmit).not.toHaveBeenCalled();
    await userEvent.type(screen.getByLabelText(/Reason/), 'Not the right fit');
    await userEvent.click(submitButton(code));
    await waitFor(() => expect(onSubmit).toHaveBeenCalledWith({ reason: 'Not the right fit', files: [] }));
  });

  it("words the brand's Cancel Order as its own refund, and requires a reason", async () => {
    const onSubmit = vi.fn().mockResolvedValue(undefined);
    renderWithProviders(
      <CollabActionModal
        action={{
          collabDetailId: 12,
          statusId: ActionCode.Cancel,
          label: 'Cancel Order',
          isUgcApproval: false,
        }}
        onClose={vi.fn()}
        onSubmit={onSubmit}
      />,
    );
    expect(dialog()).toHaveTextContent('You get a full refund to your Collably wallet.');
    expect(screen.getByPlaceholderText('Why are you cancelling this order?')).toBeInTheDocument();
    await userEvent.click(screen.getByRole('button', { name: 'Cancel Order' }));
    expect(await screen.findByText('This Field is Required')).toBeInTheDocument();
    expect(onSubmit).not.toHaveBeenCalled();
  });

  it('requires a post URL for code 5, and a real one', async () => {
    const onSubmit = open(ActionCode.MarkCompleteWithUrl);
    await userEvent.click(submitButton(ActionCode.MarkCompleteWithUrl));
    expect(await screen.findByText('This Field is Required')).toBeInTheDocument();
    await userEvent.type(screen.getByLabelText(/Post URL/), 'my post');
    // Editing the field takes the old message away.
    expect(screen.queryByText('This Field is Required')).not.toBeInTheDocument();
    await userEvent.click(submitButton(ActionCode.MarkCompleteWithUrl));
    expect(
      await screen.findByText('Please enter a valid post URL starting with http:// or https://'),
    ).toBeInTheDocument();
    expect(onSubmit).not.toHaveBeenCalled();
    await userEvent.clear(screen.getByLabelText(/Post URL/));
    await userEvent.type(screen.getByLabelText(/Post URL/), 'https://www.instagram.com/p/abc123/');
    await userEvent.click(submitButton(ActionCode.MarkCompleteWithUrl));
    await waitFor(() =>
      expect(onSubmit).toHaveBeenCalledWith({ reason: 'https://www.instagram.com/p/abc123/', files: [] }),
    );
  });

  it('keeps a refused post link under its field, with the server’s reason (issue 19)', async () => {
    const onSubmit = open(
      ActionCode.MarkCompleteWithUrl,
      vi.fn().mockRejectedValue(new Error('This video is not from your linked YouTube channel')),
    );
    await userEvent.type(screen.getByLabelText(/Post URL/), 'https://youtu.be/dQw4w9WgXcQ');
    await userEvent.click(submitButton(ActionCode.MarkCompleteWithUrl));
    expect(await screen.findByText('This video is not from your linked YouTube channel')).toBeInTheDocument();
    expect(onSubmit).toHaveBeenCalledTimes(1);
    expect(dialog()).toBeInTheDocument();
  });

  it('requires a file for code 10 and skips one over 500 MB', async () => {
    const onSubmit = open(ActionCode.SendForApproval);
    await userEvent.click(submitButton(ActionCode.SendForApproval));
    expect(
      await screen.findByText('This Field is required and max allowed file size is 500MB.'),
    ).toBeInTheDocument();
    expect(onSubmit).not.toHaveBeenCalled();

    const input = screen.getByLabelText('Work file');
    const huge = fileOfSize('film.mp4', 'video/mp4', MAX_ATTACHMENT_BYTES + 1);
    await userEvent.upload(input, huge);
    expect(screen.getByRole('alert')).toHaveTextContent(
      'This Field is required and max allowed file size is 500MB.',
    );
    expect(screen.queryByText('film.mp4')).not.toBeInTheDocument();
    await userEvent.click(submitButton(ActionCode.SendForApproval));
    expect(onSubmit).not.toHaveBeenCalled();

    const atLimit = fileOfSize('cut.mp4', 'video/mp4', MAX_ATTACHMENT_BYTES);
    await userEvent.upload(input, atLimit);
    expect(screen.getByText('cut.mp4')).toBeInTheDocument();
    await userEvent.click(submitButton(ActionCode.SendForApproval));
    await waitFor(() => expect(onSubmit).toHaveBeenCalledWith({ reason: '', files: [atLimit] }));
  });

  it.each([ActionCode.Accept, ActionCode.Approve, ActionCode.MarkComplete])(
    'asks only for a confirmation for code %i',
    async (code) => {
      const onSubmit = open(code);
      expect(dialog()).toHaveTextContent(/Are you sure/);
      expect(screen.queryByLabelText(/Reason/)).not.toBeInTheDocument();
      await userEvent.click(screen.getByRole('button', { name: 'Yes' }));
      await waitFor(() => expect(onSubmit).toHaveBeenCalledWith({ reason: '', files: [] }));
    },
  );

  it('keeps the modal open when the server refuses', async () => {
    open(ActionCode.Reject, vi.fn().mockRejectedValue(new Error('nope')));
    await userEvent.type(screen.getByLabelText(/Reason/), 'Busy this month');
    await userEvent.click(submitButton(ActionCode.Reject));
    await waitFor(() => expect(screen.getByLabelText(/Reason/)).toHaveValue('Busy this month'));
    expect(dialog()).toBeInTheDocument();
  });
});
