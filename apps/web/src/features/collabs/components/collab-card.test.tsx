import { describe, expect, it, vi } from 'vitest';
import { cleanup, fireEvent, screen, within } from '@testing-library/react';
import userEvent from '@testing-library/user-event';
import {
  ACTION_CODES,
  ActionCode,
  COLLAB_STATUSES,
  CollabStatus,
  type TCollabStatus,
} from '@collably/shared/constants/collabs';
import { actorForRole, nextTransition } from '@collably/shared/domain/collab-status';
import { Platform } from '@collably/shared/constants/platforms';
import { Role, type TRole } from '@collably/shared/constants/roles';
import type { TCollab } from '@collably/shared/schemas/collabs';
import { renderWithProviders } from '@/test/render';
import * as attachments from '@/lib/attachments';
import { CollabCard } from './collab-card';

const collab = (status: TCollabStatus, over: Partial<TCollab> = {}): TCollab => ({
  collabDetailId: 41,
  collabStatus: status,
  statusText: 'ignored: the card applies the shared rule itself',
  tab: 'new',
  collabDescription: 'Two reels about our monsoon range.',
  uploadedFiles: 'a1b2c3.pdf,d4e5f6.png',
  platformId: Platform.Instagram,
  platformName: 'Instagram',
  serviceTitle: 'Instagram Reel',
  serviceDescription: 'One 30 s reel',
  allowUGC: false,
  price: 4130,
  createDate: '2025-06-01T09:30:00.000Z',
  modifiedDate: '2025-06-02T15:45:00.000Z',
  workLink: null,
  workFile: null,
  comment: null,
  brandUserId: 3,
  influencerUserId: 5,
  userId: 5,
  userName: 'ananya.sharma',
  revisions: { allowed: 2, used: 0, extraPrice: null, canBuyExtra: false },
  name: 'Ananya Sharma',
  additionalName: 'Everyday style',
  profilePic: null,
  brandName: 'Masala Box',
  influencerName: 'Ananya Sharma',
  actions: [],
  deadline: null,
  ...over,
});

const show = (c: TCollab, role: TRole, onAction = vi.fn()) => {
  renderWithProviders(<CollabCard collab={c} viewerRole={role} onAction={onAction} />);
  return onAction;
};
const card = () => screen.getByRole('article', { name: 'Collab #41' });
const buttons = () =>
  within(card())
    .queryAllByRole('button')
    .map((b) => b.textContent)
    // Action buttons only: not the spoiler, nor the file download buttons.
    .filter((t) => t !== 'Read more' && t !== 'Timeline' && !/^(Attachment|Work file) \d/.test(t ?? ''));

describe('CollabCard status text (spec §4 through displayStatus)', () => {
  it.each([
    [CollabStatus.New, Role.Influencer, 'Order Pending'],
    [CollabStatus.Accept, Role.Brand, 'Order Pending'],
    [CollabStatus.Review, Role.Influencer, 'Revision Requested'],
    [CollabStatus.Review, Role.Brand, 'Revision Requested'],
    [CollabStatus.Review, Role.SuperAdmin, 'Under Review'],
    [CollabStatus.UpdateWorkFile, Role.Influencer, 'Under Review'],
    [CollabStatus.UpdateWorkFile, Role.Brand, 'Waiting for Approval'],
    [CollabStatus.UpdateWorkFile, Role.SuperAdmin, 'Waiting for Approval'],
    [CollabStatus.Pending, Role.Influencer, 'Ready to Upload'],
    [CollabStatus.Pending, Role.Brand, 'Upload Pending'],
    [CollabStatus.UpdateWorkLink, Role.Brand, 'Uploaded'],
    [CollabStatus.UpdateWorkLink, Role.Influencer, 'Uploaded'],
  ] as const)('%s seen by role %i reads "%s"', (status, role, text) => {
    show(collab(status), role);
    expect(within(card()).getByLabelText(`Status: ${text}`)).toHaveTextContent(text);
  });
});

describe('CollabCard actions (allowedActions)', () => {
  it('offers the influencer Accept and Reject on a new order, and the brand Cancel Order', () => {
    show(collab(CollabStatus.New), Role.Influencer);
    expect(buttons()).toEqual(['Accept', 'Reject']);
    document.body.innerHTML = '';
    show(collab(CollabStatus.New), Role.Brand);
    expect(buttons()).toEqual(['Cancel Order']);
  });

  it('lets the brand cancel its order only while it is new', async () => {
    const onAction = show(collab(CollabStatus.New), Role.Brand);
    await userEvent.click(screen.getByRole('button', { name: 'Cancel Order' }));
    expect(onAction).toHaveBeenCalledWith(
      expect.objectContaining({ statusId: ActionCode.Cancel, label: 'Cancel Order' }),
    );
    document.body.innerHTML = '';
    show(collab(CollabStatus.Accept), Role.Brand);
    expect(buttons()).toEqual([]);
  });

  it('lets the brand approve (7) or ask for a revision of a work file', async () => {
    const onAction = show(collab(CollabStatus.UpdateWorkFile), Role.Brand);
    expect(buttons()).toEqual(['Approve', 'Request Revision']);
    await userEvent.click(screen.getByRole('button', { name: 'Approve' }));
    expect(onAction).toHaveBeenCalledWith({
      collabDetailId: 41,
      statusId: ActionCode.Approve,
      label: 'Approve',
      isUgcApproval: false,
    });
  });

  it('approves a UGC work file with code 1', async () => {
    const onAction = show(
      collab(CollabStatus.UpdateWorkFile, { platformId: Platform.UGC, platformName: 'UGC' }),
      Role.Brand,
    );
    await userEvent.click(screen.getByRole('button', { name: 'Approve' }));
    expect(onAction).toHaveBeenCalledWith(
      expect.objectContaining({ statusId: ActionCode.MarkComplete, isUgcApproval: true }),
    );
  });

  it('gives the influencer the dispute choices, and the admin the helpdesk ones', () => {
    show(collab(CollabStatus.Dispute), Role.Influencer);
    expect(buttons()).toEqual(['Update Work Link', 'Cancel Collab', 'Ask for Help']);
    document.body.innerHTML = '';
    show(collab(CollabStatus.HelpDesk), Role.SuperAdmin);
    expect(buttons()).toEqual(['Mark Complete', 'Cancel Collab']);
  });
});

describe('CollabCard buttons follow the transition table exactly (issue 11 item 4)', () => {
  const roles = [Role.Influencer, Role.Brand, Role.SuperAdmin, Role.Staff, Role.Visitor] as const;
  const platforms = [Platform.Instagram, Platform.UGC] as const;
  it.each(COLLAB_STATUSES)(
    '%s: for every role × platform, every action nextTransition accepts and no other',
    (status) => {
      for (const role of roles) {
        for (const platformId of platforms) {
          const onAction = show(collab(status, { platformId }), role);
          for (const b of within(card()).queryAllByRole('button')) {
            if (buttons().includes(b.textContent)) fireEvent.click(b);
          }
          const shown = onAction.mock.calls.map(([a]) => (a as { statusId: number }).statusId);
          const actor = actorForRole(role);
          const accepted = actor
            ? ACTION_CODES.filter(
                (code) => nextTransition(status, actor, code, platformId).kind === 'transition',
              )
            : [];
          expect([...shown].sort(), `${status} role ${role} platform ${platformId}`).toEqual(
            [...accepted].sort(),
          );
          cleanup();
        }
      }
    },
  );
});

describe('CollabCard money once the order is over (issue 11 item 4)', () => {
  const refund = { kind: 'refund', byHelpdesk: false, refund: 2832, influencer: 0 } as const;
  it('never tells the influencer they earn on a refunded order, and says what happened instead', () => {
    show(
      collab(CollabStatus.Cancel, {
        settled: refund,
        moneyOutcome: 'The brand was refunded: this order pays you nothing',
      }),
      Role.Influencer,
    );
    expect(card()).not.toHaveTextContent('You earn');
    expect(within(card()).getByLabelText('Money outcome')).toHaveTextContent(
      'The brand was refunded: this order pays you nothing',
    );
    cleanup();
    show(collab(CollabStatus.Cancel, { settled: refund }), Role.Brand);
    expect(card()).toHaveTextContent('Refunded to you₹2,832.00');
  });

  it('shows the helpdesk split to both parties', () => {
    const outcome = 'Helpdesk outcome: split — ₹500.00 refunded to the brand, ₹1,552.77 to the influencer';
    const settled = { kind: 'split', byHelpdesk: true, refund: 500, influencer: 1552.77 } as const;
    for (const role of [Role.Brand, Role.Influencer]) {
      show(collab(CollabStatus.Complete, { settled, moneyOutcome: outcome }), role);
      expect(within(card()).getByLabelText('Money outcome')).toHaveTextContent(outcome);
      cleanup();
    }
    show(collab(CollabStatus.Complete, { settled, moneyOutcome: outcome }), Role.Influencer);
    expect(card()).toHaveTextContent('You earned₹1,552.77');
  });
});

describe('CollabCard links', () => {
  it('downloads an attachment through a signed link when its button is pressed', async () => {
    const download = vi.spyOn(attachments, 'downloadAttachment').mockResolvedValue();
    show(collab(CollabStatus.New), Role.Brand);
    await userEvent.click(screen.getByRole('button', { name: /Attachment 1 \(PDF\)/ }));
    expect(download).toHaveBeenCalledWith('a1b2c3.pdf');
    download.mockRestore();
  });

  it('links a brand to the influencer profile, the chat and the attachments', () => {
    show(collab(CollabStatus.New), Role.Brand);
    expect(screen.getByRole('link', { name: 'Ananya Sharma' })).toHaveAttribute(
      'href',
      '/influencer/ananya.sharma',
    );
    expect(screen.getByRole('link', { name: 'Message' })).toHaveAttribute('href', '/collabs/5');
    // Attachments are private: a button that asks for a signed download link, not a public address.
    expect(screen.queryByRole('link', { name: /Attachment 1/ })).not.toBeInTheDocument();
    expect(screen.getByRole('button', { name: /Attachment 1 \(PDF\)/ })).toBeInTheDocument();
    expect(screen.getByLabelText('Price')).toHaveTextContent('₹4,130.00');
  });

  it('shows the influencer the brand by name and links its chat', () => {
    show(collab(CollabStatus.New, { userId: 3, userName: null, name: 'Masala Box' }), Role.Influencer);
    expect(screen.queryByRole('link', { name: 'Masala Box' })).not.toBeInTheDocument();
    expect(screen.getByText('Masala Box')).toBeInTheDocument();
    expect(screen.getByRole('link', { name: 'Message' })).toHaveAttribute('href', '/collabs/3');
  });
});

describe('CollabCard deadline (the status clock, from the viewer’s side)', () => {
  // Noon UTC: the same calendar day in every time zone the tests may run in.
  const due = (iso: string, waitingFor: 'influencer' | 'brand' | 'admin', outcome: string) => ({
    deadline: { dueOn: iso, waitingFor, outcome },
  });
  const FUTURE = '2099-11-26T12:00:00.000Z';
  const PAST = '2020-11-26T12:00:00.000Z';
  const deadline = () => within(card()).getByLabelText('Next step');
  const BY = ' — by 26 Nov, ';

  it.each([
    [
      CollabStatus.New,
      Role.Influencer,
      due(FUTURE, 'influencer', 'the order is rejected and refunded'),
      ['Waiting for you to accept the order', ', otherwise the order is rejected and refunded'],
    ],
    [
      CollabStatus.New,
      Role.Brand,
      due(FUTURE, 'influencer', 'the order is rejected and refunded'),
      ['Waiting for Ananya Sharma to accept the order', ', otherwise the order is rejected and refunded'],
    ],
    [
      CollabStatus.UpdateWorkFile,
      Role.Brand,
      due(FUTURE, 'brand', 'the work counts as approved'),
      ['Waiting for you to review the work', ', otherwise the work counts as approved'],
    ],
    [
      CollabStatus.UpdateWorkFile,
      Role.Influencer,
      due(FUTURE, 'brand', 'the work counts as approved'),
      ['Waiting for Masala Box to review the work', ', otherwise the work counts as approved'],
    ],
    [
      CollabStatus.Accept,
      Role.Influencer,
      due(FUTURE, 'influencer', 'the order is cancelled and refunded'),
      ['Waiting for you to send the work for approval', ', otherwise the order is cancelled and refunded'],
    ],
    [
      CollabStatus.Pending,
      Role.Influencer,
      due(FUTURE, 'influencer', 'the order is cancelled and refunded'),
      [
        'Waiting for you to post the work and share the link',
        ', otherwise the order is cancelled and refunded',
      ],
    ],
    [
      CollabStatus.UpdateWorkLink,
      Role.Brand,
      due(FUTURE, 'brand', 'the collab completes and the payment is released'),
      [
        'Waiting for you to check the post and mark the collab complete',
        ', otherwise the collab completes and the payment is released',
      ],
    ],
    [
      CollabStatus.Dispute,
      Role.SuperAdmin,
      due(FUTURE, 'influencer', 'the order is cancelled and refunded'),
      ['Waiting for Ananya Sharma to answer the dispute', ', otherwise the order is cancelled and refunded'],
    ],
    [
      CollabStatus.HelpDesk,
      Role.SuperAdmin,
      due(FUTURE, 'admin', 'the super admins are reminded'),
      ['Waiting for you to resolve the case — aimed', ''],
    ],
    [
      CollabStatus.HelpDesk,
      Role.Brand,
      due(FUTURE, 'admin', 'the super admins are reminded'),
      ['Waiting for the Collably helpdesk to resolve the case — aimed', ''],
    ],
  ] as const)('%s seen by role %i: %j', (status, role, over, [head, tail]) => {
    show(collab(status, over), role);
    const text = deadline().textContent ?? '';
    expect(text.startsWith(head)).toBe(true);
    expect(text).toContain('26 Nov, ');
    expect(text.endsWith(tail)).toBe(true);
    if (!head.endsWith('aimed')) expect(text).toContain(`${head}${BY}`);
    expect(within(deadline()).queryByText('Overdue')).not.toBeInTheDocument();
  });

  it('marks a helpdesk case past its service level Overdue, in red', () => {
    show(collab(CollabStatus.HelpDesk, due(PAST, 'admin', 'the super admins are reminded')), Role.SuperAdmin);
    expect(deadline()).toHaveTextContent('Waiting for you to resolve the case — aimed by 26 Nov, ');
    expect(within(deadline()).getByText('Overdue')).toBeInTheDocument();
  });

  it('shows no deadline once the collab is over', () => {
    show(collab(CollabStatus.Complete), Role.Brand);
    expect(within(card()).queryByLabelText('Next step')).not.toBeInTheDocument();
  });
});
