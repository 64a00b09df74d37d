import { afterEach, beforeEach, describe, expect, it, vi } from 'vitest';
import { screen, waitFor, within } from '@testing-library/react';
import userEvent from '@testing-library/user-event';
import type { TCollab, TCollabHistory } from '@collably/shared/schemas/collabs';
import { renderWithProviders } from '@/test/render';
import { HelpdeskCaseTools } from './helpdesk-case-tools';

const json = (data: unknown, isSuccess = true, status = 200, message = '') =>
  new Response(JSON.stringify({ isSuccess, message, data }), {
    status,
    headers: { 'Content-Type': 'application/json' },
  });

const at = (minute: number) => new Date(2025, 0, 15, 14, minute).toISOString();

const HISTORY: TCollabHistory = {
  collabDetailId: 12,
  collabStatus: 'HelpDesk',
  createdOn: at(0),
  brandName: 'Chai Point',
  influencerName: 'Priya Nair',
  description: 'Feature our masala chai',
  attachments: ['brief1.pdf'],
  events: [
    {
      id: 1,
      createdOn: at(5),
      actor: 'influencer',
      actorName: 'Priya Nair',
      action: 'Send For Approval',
      fromStatus: 'Accept',
      toStatus: 'UpdateWorkFile',
      statusText: 'Waiting for Approval',
      reason: null,
      files: ['work1.mp4'],
    },
    {
      id: 2,
      createdOn: at(9),
      actor: 'brand',
      actorName: 'Chai Point',
      action: 'Raise Dispute',
      fromStatus: 'UpdateWorkLink',
      toStatus: 'Dispute',
      statusText: 'Disputed',
      reason: 'The post was deleted after a day',
      files: [],
    },
    {
      id: 3,
      createdOn: at(12),
      actor: 'influencer',
      actorName: 'Priya Nair',
      action: 'Ask for Help',
      fromStatus: 'Dispute',
      toStatus: 'HelpDesk',
      statusText: 'Helpdesk',
      reason: 'It was up for the agreed week',
      files: [],
    },
  ],
  escrow: {
    subtotal: 2236,
    discount: 0,
    paidByBrand: 2236,
    influencerPayout: 2000,
    platformRevenue: 200,
    gst: 36,
    influencerGst: 0,
    discountGst: 0,
  },
  timeline: [
    ['payment', 'brand', 'Chai Point', 'Order paid', 0, { lines: ['Paid ₹2,236.00', '₹2,236.00 by card'] }],
    [
      'details',
      'brand',
      'Chai Point',
      'Collab details sent',
      1,
      { note: 'Feature our masala chai', files: ['brief1.pdf'] },
    ],
    ['status', 'influencer', 'Priya Nair', 'Send For Approval', 5, { files: ['work1.mp4'], version: 1 }],
    ['status', 'brand', 'Chai Point', 'Request Revision', 6, { note: 'Show the cup' }],
    ['status', 'influencer', 'Priya Nair', 'Send For Approval', 7, { files: ['work2.mp4'], version: 2 }],
    ['status', 'brand', 'Chai Point', 'Raise Dispute', 9, { note: 'The post was deleted after a day' }],
    ['status', 'influencer', 'Priya Nair', 'Ask for Help', 12, { note: 'It was up for the agreed week' }],
  ].map(([kind, actor, actorName, title, minute, more], i) => ({
    key: `k${i}`,
    kind: kind as TCollabHistory['timeline'][number]['kind'],
    actor: actor as TCollabHistory['timeline'][number]['actor'],
    actorName: actorName as string,
    title: title as string,
    createdOn: at(minute as number),
    statusText: null,
    note: null,
    link: null,
    lines: [],
    files: [],
    version: null,
    ...(more as object),
  })),
};

const COLLAB = {
  collabDetailId: 12,
  brandName: 'Chai Point',
  influencerName: 'Priya Nair',
} as TCollab;

let fetchMock: ReturnType<typeof vi.fn>;
beforeEach(() => {
  fetchMock = vi.fn(async (input: string, init?: RequestInit) => {
    const path = input.split('?')[0] ?? '';
    if (path === '/api/user/collab-history') return json(HISTORY);
    if (path === '/api/helpdesk/resolve') {
      const body = JSON.parse(init?.body as string) as { refundAmount?: number };
      return json({ collabDetailId: 12, brandRefund: body.refundAmount }, true, 200, 'Case resolved');
    }
    return json(null, false, 404);
  });
  vi.stubGlobal('fetch', fetchMock);
});
afterEach(() => vi.unstubAllGlobals());

describe('HelpdeskCaseTools', () => {
  it('opens the timeline: payment, brief, both sides’ reasons, who and when, each file version', async () => {
    renderWithProviders(<HelpdeskCaseTools collab={COLLAB} />);
    expect(fetchMock).not.toHaveBeenCalled();
    await userEvent.click(screen.getByRole('button', { name: 'Timeline' }));
    const timeline = await screen.findByLabelText('Collab timeline');
    const items = within(timeline).getAllByText(
      /^(Order paid|Collab details sent|Send For Approval|Request Revision|Raise Dispute|Ask for Help)$/,
    );
    expect(items.map((i) => i.textContent)).toEqual([
      'Order paid',
      'Collab details sent',
      'Send For Approval',
      'Request Revision',
      'Send For Approval',
      'Raise Dispute',
      'Ask for Help',
    ]);
    expect(timeline).toHaveTextContent('Paid ₹2,236.00');
    expect(timeline).toHaveTextContent('Chai Point · Brand · 15 Jan 2025, 2:09 PM');
    expect(timeline).toHaveTextContent('The post was deleted after a day');
    expect(timeline).toHaveTextContent('Priya Nair · Influencer · 15 Jan 2025, 2:12 PM');
    expect(timeline).toHaveTextContent('It was up for the agreed week');
    expect(within(timeline).getByRole('button', { name: 'Attachment 1 (PDF)' })).toBeInTheDocument();
    expect(within(timeline).getByRole('button', { name: 'Version 1 file 1 (MP4)' })).toBeInTheDocument();
    expect(within(timeline).getByRole('button', { name: 'Version 2 file 1 (MP4)' })).toBeInTheDocument();
  });

  it('resolves with a split from the dialog and closes it', async () => {
    renderWithProviders(<HelpdeskCaseTools collab={COLLAB} />);
    await userEvent.click(screen.getByRole('button', { name: 'Resolve' }));
    const dialog = await screen.findByRole('dialog');
    await userEvent.click(await within(dialog).findByLabelText('Split'));
    await userEvent.type(within(dialog).getByLabelText(/Refund to the brand/), '500');
    expect(within(dialog).getByLabelText('Preview')).toHaveTextContent(
      'Brand gets ₹500.00, influencer gets ₹1,552.77',
    );
    await userEvent.click(within(dialog).getByRole('button', { name: 'Resolve' }));
    await waitFor(() => expect(screen.queryByRole('dialog')).not.toBeInTheDocument());
    const post = fetchMock.mock.calls.find(([url]) => String(url).startsWith('/api/helpdesk/resolve'));
    expect(JSON.parse((post?.[1] as RequestInit).body as string)).toEqual({
      collabDetailId: 12,
      outcome: 'split',
      refundAmount: 500,
    });
  });
});
