import { describe, expect, it } from 'vitest';
import { ActionCode as A, CollabStatus as S } from '../constants/collabs';
import { MAIL_KINDS, MailKind } from '../constants/notifications';
import { Role } from '../constants/roles';
import { COLLAB_TRANSITIONS, COLLAB_CLOCKS } from './collab-status';
import { emailPreferencesPath, mailKindOfChange, mailKindsOf, type TMailChange } from './mail-kinds';

const kindsOf = (change: TMailChange) => ({
  brand: mailKindOfChange(change, 'brand'),
  influencer: mailKindOfChange(change, 'influencer'),
});

describe('mailKindOfChange', () => {
  it.each([
    [
      { actor: 'influencer', action: A.Accept, from: S.New, to: S.Accept, money: 'none' },
      MailKind.Accepted,
      null,
    ],
    [
      { actor: 'influencer', action: A.Reject, from: S.New, to: S.Reject, money: 'refund' },
      MailKind.Rejected,
      null,
    ],
    [{ actor: 'brand', action: A.Cancel, from: S.New, to: S.Cancel, money: 'refund' }, null, null],
    [
      { actor: 'influencer', action: A.Cancel, from: S.Accept, to: S.Cancel, money: 'refund' },
      MailKind.Refund,
      null,
    ],
    [
      { actor: 'influencer', action: A.SendForApproval, from: S.Accept, to: S.UpdateWorkFile, money: 'none' },
      MailKind.WorkSent,
      null,
    ],
    [
      { actor: 'brand', action: A.RequestRevision, from: S.UpdateWorkFile, to: S.Review, money: 'none' },
      null,
      MailKind.RevisionAsked,
    ],
    [
      { actor: 'brand', action: A.Approve, from: S.UpdateWorkFile, to: S.Pending, money: 'none' },
      null,
      MailKind.Approved,
    ],
    [
      { actor: 'brand', action: A.MarkComplete, from: S.UpdateWorkFile, to: S.Complete, money: 'release' },
      null,
      MailKind.Approved,
    ],
    [
      {
        actor: 'influencer',
        action: A.MarkCompleteWithUrl,
        from: S.Pending,
        to: S.UpdateWorkLink,
        money: 'none',
      },
      MailKind.Posted,
      null,
    ],
    [
      { actor: 'brand', action: A.MarkComplete, from: S.UpdateWorkLink, to: S.Complete, money: 'release' },
      null,
      MailKind.Approved,
    ],
    [
      { actor: 'brand', action: A.RaiseDispute, from: S.UpdateWorkLink, to: S.Dispute, money: 'none' },
      null,
      MailKind.Dispute,
    ],
    [
      {
        actor: 'influencer',
        action: A.MarkCompleteWithUrl,
        from: S.Dispute,
        to: S.UpdateWorkLink,
        money: 'none',
      },
      MailKind.Posted,
      null,
    ],
    [
      { actor: 'influencer', action: A.AskForHelp, from: S.Dispute, to: S.HelpDesk, money: 'none' },
      MailKind.Dispute,
      null,
    ],
    [
      { actor: 'admin', action: A.MarkComplete, from: S.HelpDesk, to: S.Complete, money: 'release' },
      MailKind.HelpdeskOutcome,
      MailKind.HelpdeskOutcome,
    ],
    [
      { actor: 'admin', action: A.Cancel, from: S.HelpDesk, to: S.Cancel, money: 'refund' },
      MailKind.HelpdeskOutcome,
      MailKind.HelpdeskOutcome,
    ],
    [
      { actor: 'admin', action: null, from: S.HelpDesk, to: S.Complete, money: 'split' },
      MailKind.HelpdeskOutcome,
      MailKind.HelpdeskOutcome,
    ],
    [{ actor: 'system', action: null, from: S.New, to: S.Reject, money: 'refund' }, MailKind.Refund, null],
    [{ actor: 'system', action: null, from: S.Accept, to: S.Cancel, money: 'refund' }, MailKind.Refund, null],
    [
      { actor: 'system', action: null, from: S.Dispute, to: S.Cancel, money: 'refund' },
      MailKind.Refund,
      null,
    ],
    [
      { actor: 'system', action: null, from: S.UpdateWorkFile, to: S.Pending, money: 'none' },
      null,
      MailKind.Approved,
    ],
    [
      { actor: 'system', action: null, from: S.UpdateWorkFile, to: S.Complete, money: 'release' },
      null,
      MailKind.Approved,
    ],
    [
      { actor: 'system', action: null, from: S.UpdateWorkLink, to: S.Complete, money: 'release' },
      null,
      MailKind.Approved,
    ],
  ] as const)('%o → brand %s, influencer %s', (change, brand, influencer) => {
    expect(kindsOf(change)).toEqual({ brand, influencer });
  });

  it('never mails the party who acted', () => {
    for (const t of COLLAB_TRANSITIONS) {
      if (t.actor === 'admin') continue;
      const change = { actor: t.actor, action: t.action, from: t.from, to: t.to, money: t.money };
      expect(mailKindOfChange(change, t.actor)).toBeNull();
    }
  });

  it('mails the brand a refund, or a rejection, whenever a party or a clock gives its money back', () => {
    const moves = [
      ...COLLAB_TRANSITIONS.filter((t) => t.actor === 'influencer' && t.money === 'refund'),
      ...Object.entries(COLLAB_CLOCKS).flatMap(([from, clock]) =>
        clock.onExpiry.flatMap((o) =>
          o.kind === 'move' && o.money === 'refund'
            ? [
                {
                  actor: 'system' as const,
                  action: null,
                  from: from as keyof typeof COLLAB_CLOCKS,
                  to: o.to,
                  money: o.money,
                },
              ]
            : [],
        ),
      ),
    ];
    expect(moves.length).toBeGreaterThan(5);
    for (const m of moves) {
      expect([MailKind.Refund, MailKind.Rejected]).toContain(mailKindOfChange(m, 'brand'));
    }
  });

  it('gives every kind a role that can turn it off, and each role a preferences page', () => {
    const offered = new Set([Role.Influencer, Role.Brand, Role.SuperAdmin].flatMap((r) => mailKindsOf(r)));
    expect([...offered].sort()).toEqual([...MAIL_KINDS].sort());
    expect(mailKindsOf(Role.Staff)).toEqual([]);
    expect(emailPreferencesPath(Role.Brand)).toBe('/brand');
    expect(emailPreferencesPath(Role.Influencer)).toBe('/influencer');
    expect(emailPreferencesPath(Role.SuperAdmin)).toBe('/admin?tab=emails');
  });
});
