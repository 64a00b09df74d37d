import { beforeEach, describe, expect, it, vi } from 'vitest';
import { screen, waitFor, within } from '@testing-library/react';
import userEvent from '@testing-library/user-event';
import { LegalDocument } from '@collably/shared/constants/legal';
import { Role } from '@collably/shared/constants/roles';
import { latestLegalVersion } from '@collably/shared/domain/legal';
import { LegalMessages } from '@collably/shared/messages/legal';
import type { TLegalDueWire } from '@collably/shared/schemas/legal';
import type * as ApiClient from '@/lib/api-client';
import { saveSession } from '@/lib/session';
import { renderWithProviders } from '@/test/render';
import LegalGate from './legal-gate';

const api = vi.hoisted(() => ({ get: vi.fn(), post: vi.fn() }));
vi.mock('@/lib/api-client', async (original) => ({ ...(await original<typeof ApiClient>()), api }));

const TERMS = latestLegalVersion(LegalDocument.Terms);
const REFUND = latestLegalVersion(LegalDocument.RefundPolicy);
const due = (over: Partial<TLegalDueWire> = {}): TLegalDueWire => ({
  document: LegalDocument.Terms,
  version: TERMS.version,
  postedOn: '2026-11-29T10:00:00.000Z',
  effectiveOn: '2026-12-29T10:00:00.000Z',
  isInForce: false,
  isBlocking: false,
  ...over,
});
const envelope = <T,>(data: T, message = 'OK') => ({ isSuccess: true, message, data });

describe('LegalGate', () => {
  beforeEach(() => {
    api.get.mockReset();
    api.post.mockReset();
    saveSession(
      {
        userID: 7,
        roleID: Role.Brand,
        name: 'Masala Co',
        email: 'b@example.com',
        userName: null,
        profilePic: null,
        couponShown: true,
      },
      'token-7',
    );
  });

  it('announces a change with its date and opens the texts’ changes on request; not now puts it aside', async () => {
    api.get.mockResolvedValue(
      envelope([due(), due({ document: LegalDocument.RefundPolicy, version: REFUND.version })]),
    );
    renderWithProviders(<LegalGate isFreshSignIn={false} />);
    const banner = await screen.findByRole('region', { name: 'Changes to our terms' });
    expect(banner).toHaveTextContent(
      LegalMessages.bannerAnnounced(`${TERMS.title} and ${REFUND.title}`, '29 December 2026'),
    );
    expect(screen.queryByRole('dialog')).not.toBeInTheDocument();
    expect(api.get).toHaveBeenCalledWith('legal/due');

    await userEvent.click(within(banner).getByRole('button', { name: LegalMessages.reviewAndAccept }));
    const dialog = await screen.findByRole('dialog', { name: LegalMessages.dialogTitle });
    expect(dialog).toHaveTextContent(LegalMessages.dialogIntroAnnounced('29 December 2026'));
    for (const change of TERMS.changes) expect(dialog).toHaveTextContent(change);
    expect(within(dialog).getByRole('link', { name: LegalMessages.readWhole(TERMS.title) })).toHaveAttribute(
      'href',
      '/terms-conditions',
    );
    await userEvent.click(within(dialog).getByRole('button', { name: LegalMessages.notNow }));
    await waitFor(() => expect(screen.queryByRole('dialog')).not.toBeInTheDocument());
    expect(api.post).not.toHaveBeenCalled();
  });

  it('asks at once after a sign-in, and accepting sends the versions shown and ends the banner', async () => {
    api.get.mockResolvedValue(envelope([due()]));
    api.post.mockResolvedValue(envelope([], LegalMessages.accepted));
    renderWithProviders(<LegalGate isFreshSignIn />);
    const dialog = await screen.findByRole('dialog', { name: LegalMessages.dialogTitle });
    await userEvent.click(within(dialog).getByRole('button', { name: LegalMessages.acceptButton }));
    expect(api.post).toHaveBeenCalledWith('legal/accept', {
      documents: [{ document: LegalDocument.Terms, version: TERMS.version }],
    });
    await waitFor(() => expect(screen.queryByRole('dialog')).not.toBeInTheDocument());
    expect(screen.queryByRole('region', { name: 'Changes to our terms' })).not.toBeInTheDocument();
  });

  it('cannot be put aside once a version is in force: accept or log out', async () => {
    api.get.mockResolvedValue(envelope([due({ isInForce: true, isBlocking: true })]));
    renderWithProviders(<LegalGate isFreshSignIn={false} />);
    const dialog = await screen.findByRole('dialog', { name: LegalMessages.dialogTitle });
    expect(dialog).toHaveTextContent(LegalMessages.dialogIntro);
    expect(within(dialog).queryByRole('button', { name: LegalMessages.notNow })).not.toBeInTheDocument();
    expect(within(dialog).getByRole('button', { name: LegalMessages.logOut })).toBeVisible();
    await userEvent.keyboard('{Escape}');
    expect(screen.getByRole('dialog', { name: LegalMessages.dialogTitle })).toBeVisible();
    expect(screen.queryByRole('region', { name: 'Changes to our terms' })).not.toBeInTheDocument();
  });

  it('shows nothing when nothing is due', async () => {
    api.get.mockResolvedValue(envelope([]));
    renderWithProviders(<LegalGate isFreshSignIn />);
    await waitFor(() => expect(api.get).toHaveBeenCalled());
    expect(screen.queryByRole('dialog')).not.toBeInTheDocument();
    expect(screen.queryByRole('region', { name: 'Changes to our terms' })).not.toBeInTheDocument();
  });
});
