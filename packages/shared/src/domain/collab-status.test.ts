import { describe, it, expect } from 'vitest';
import fc from 'fast-check';
import {
  ACTION_CODES,
  ActionCode,
  COLLAB_STATUSES,
  ORDER_TABS,
  type TActionCode,
  type TCollabStatus,
} from '../constants/collabs';
import { PLATFORM_IDS, Platform } from '../constants/platforms';
import { COLLAB_CLOCK_DAYS } from '../constants/limits';
import { Role } from '../constants/roles';
import {
  ACTORS,
  CLOCK_NAMES,
  COLLAB_CLOCKS,
  COLLAB_TRANSITIONS,
  DAY_MS,
  actorForRole,
  allowedActions,
  displayStatus,
  isFileRequired,
  isReasonRequired,
  clockCutoff,
  clockOf,
  clockStart,
  clockStatuses,
  deadlineOf,
  dueDate,
  expiryOutcome,
  isClockDue,
  isTerminalStatus,
  nextTransition,
  orderTabOf,
  resolveOrderTab,
  visibleOrderTabs,
  type TActor,
  type TMoneyMovement,
  type TPlatformScope,
} from './collab-status';

type TExpected = [TCollabStatus, TActor, TActionCode, TCollabStatus, TMoneyMovement, TPlatformScope];

/** The table of the brief, written out independently of the implementation. */
const EXPECTED: readonly TExpected[] = [
  ['New', 'influencer', 8, 'Accept', 'none', 'any'],
  ['New', 'influencer', 2, 'Reject', 'refund', 'any'],
  ['New', 'brand', 3, 'Cancel', 'refund', 'any'],
  ['Accept', 'influencer', 10, 'UpdateWorkFile', 'none', 'any'],
  ['Accept', 'influencer', 3, 'Cancel', 'refund', 'any'],
  ['Review', 'influencer', 10, 'UpdateWorkFile', 'none', 'any'],
  ['Review', 'influencer', 3, 'Cancel', 'refund', 'any'],
  ['Pending', 'influencer', 5, 'UpdateWorkLink', 'none', 'any'],
  ['Pending', 'influencer', 2, 'Reject', 'refund', 'any'],
  ['Pending', 'influencer', 3, 'Cancel', 'refund', 'any'],
  ['Dispute', 'influencer', 5, 'UpdateWorkLink', 'none', 'any'],
  ['Dispute', 'influencer', 3, 'Cancel', 'refund', 'any'],
  ['Dispute', 'influencer', 6, 'HelpDesk', 'none', 'any'],
  ['UpdateWorkFile', 'brand', 7, 'Pending', 'none', 'not-ugc'],
  ['UpdateWorkFile', 'brand', 1, 'Complete', 'release', 'ugc'],
  ['UpdateWorkFile', 'brand', 9, 'Review', 'none', 'any'],
  ['UpdateWorkLink', 'brand', 1, 'Complete', 'release', 'any'],
  ['UpdateWorkLink', 'brand', 4, 'Dispute', 'none', 'any'],
  ['HelpDesk', 'admin', 1, 'Complete', 'release', 'any'],
  ['HelpDesk', 'admin', 3, 'Cancel', 'refund', 'any'],
];

const scopeApplies = (scope: TPlatformScope, platformId: number): boolean =>
  scope === 'any' || (scope === 'ugc') === (platformId === Platform.UGC);

describe('transition table', () => {
  it('has exactly the expected rows', () => {
    const actual = COLLAB_TRANSITIONS.map((t) => [t.from, t.actor, t.action, t.to, t.money, t.platforms]);
    expect(actual).toHaveLength(EXPECTED.length);
    expect(new Set(actual.map((r) => JSON.stringify(r)))).toEqual(
      new Set(EXPECTED.map((r) => JSON.stringify(r))),
    );
  });

  it('has one row per (status, actor, code)', () => {
    const keys = COLLAB_TRANSITIONS.map((t) => `${t.from}|${t.actor}|${t.action}`);
    expect(new Set(keys).size).toBe(keys.length);
  });

  it.each(EXPECTED)(
    '%s: %s code %i → %s (money %s, platforms %s)',
    (from, actor, action, to, money, scope) => {
      for (const platformId of PLATFORM_IDS) {
        const result = nextTransition(from, actor, action, platformId);
        if (scopeApplies(scope, platformId)) {
          expect(result).toMatchObject({ kind: 'transition', from, actor, action, to, money });
        } else {
          expect(result).toEqual({ kind: 'not-allowed-in-status', status: from, actor, action });
        }
      }
    },
  );

  const combos = COLLAB_STATUSES.flatMap((status) =>
    ACTORS.flatMap((actor) =>
      ACTION_CODES.flatMap((action) =>
        PLATFORM_IDS.map((platformId) => [status, actor, action, platformId] as const),
      ),
    ),
  );

  it(`refuses every other combination (${combos.length} checked)`, () => {
    let refused = 0;
    for (const [status, actor, action, platformId] of combos) {
      const expected = EXPECTED.find(
        ([f, a, c, , , scope]) =>
          f === status && a === actor && c === action && scopeApplies(scope, platformId),
      );
      const result = nextTransition(status, actor, action, platformId);
      if (expected) {
        expect(result.kind).toBe('transition');
        continue;
      }
      refused += 1;
      const actorUsesCode = EXPECTED.some(([, a, c]) => a === actor && c === action);
      expect(result).toEqual({
        kind: actorUsesCode ? 'not-allowed-in-status' : 'forbidden-role',
        status,
        actor,
        action,
      });
    }
    const accepted = EXPECTED.reduce(
      (n, [, , , , , scope]) => n + PLATFORM_IDS.filter((p) => scopeApplies(scope, p)).length,
      0,
    );
    expect(refused).toBe(combos.length - accepted);
  });

  it.each([
    ['brand accepting', 'New', 'brand', 8, 'forbidden-role'],
    ['influencer approving', 'UpdateWorkFile', 'influencer', 7, 'forbidden-role'],
    ['brand cancelling after the influencer accepted', 'Accept', 'brand', 3, 'not-allowed-in-status'],
    ['brand cancelling delivered work', 'UpdateWorkFile', 'brand', 3, 'not-allowed-in-status'],
    ['brand rejecting', 'New', 'brand', 2, 'forbidden-role'],
    ['brand asking for help', 'Dispute', 'brand', 6, 'forbidden-role'],
    ['admin accepting', 'New', 'admin', 8, 'forbidden-role'],
    ['influencer accepting twice', 'Accept', 'influencer', 8, 'not-allowed-in-status'],
    ['brand completing twice', 'Complete', 'brand', 1, 'not-allowed-in-status'],
    ['admin completing outside helpdesk', 'Dispute', 'admin', 1, 'not-allowed-in-status'],
    ['influencer cancelling a cancelled collab', 'Cancel', 'influencer', 3, 'not-allowed-in-status'],
  ] as const)('%s is refused as %s', (_name, status, actor, action, kind) => {
    expect(nextTransition(status, actor, action, Platform.Instagram).kind).toBe(kind);
  });

  it('refuses unknown action codes as forbidden-role', () => {
    expect(nextTransition('New', 'influencer', 0, Platform.Instagram).kind).toBe('forbidden-role');
    expect(nextTransition('New', 'influencer', 11, Platform.Instagram).kind).toBe('forbidden-role');
  });

  it('UGC approval is code 1 to Complete; other platforms approve with 7 to Pending', () => {
    expect(nextTransition('UpdateWorkFile', 'brand', 1, Platform.UGC)).toMatchObject({
      to: 'Complete',
      money: 'release',
      label: 'Approve',
    });
    expect(nextTransition('UpdateWorkFile', 'brand', 7, Platform.UGC).kind).toBe('not-allowed-in-status');
    expect(nextTransition('UpdateWorkFile', 'brand', 7, Platform.YouTube)).toMatchObject({ to: 'Pending' });
    expect(nextTransition('UpdateWorkFile', 'brand', 1, Platform.YouTube).kind).toBe('not-allowed-in-status');
  });

  it('moves money exactly when entering a terminal status: release into Complete, refund into Reject/Cancel', () => {
    for (const t of COLLAB_TRANSITIONS) {
      const expected: TMoneyMovement =
        t.to === 'Complete' ? 'release' : t.to === 'Reject' || t.to === 'Cancel' ? 'refund' : 'none';
      expect(t.money).toBe(expected);
    }
    for (const clock of Object.values(COLLAB_CLOCKS)) {
      for (const o of clock.onExpiry) {
        if (o.kind === 'remind') continue;
        const expected: TMoneyMovement =
          o.to === 'Complete' ? 'release' : o.to === 'Reject' || o.to === 'Cancel' ? 'refund' : 'none';
        expect(o.money).toBe(expected);
      }
    }
  });

  it('terminal statuses have no way out; every other status has one', () => {
    for (const status of COLLAB_STATUSES) {
      const outgoing = COLLAB_TRANSITIONS.filter((t) => t.from === status);
      expect(outgoing.length === 0).toBe(isTerminalStatus(status));
    }
    expect(COLLAB_STATUSES.filter(isTerminalStatus)).toEqual(['Complete', 'Reject', 'Cancel']);
  });

  it('every status is reachable from New', () => {
    const reached = new Set<TCollabStatus>(['New']);
    for (let grew = true; grew;) {
      grew = false;
      for (const t of COLLAB_TRANSITIONS) {
        if (reached.has(t.from) && !reached.has(t.to)) {
          reached.add(t.to);
          grew = true;
        }
      }
    }
    expect([...reached].sort()).toEqual([...COLLAB_STATUSES].sort());
  });

  it('random walks end in a terminal status with at most one money movement', () => {
    fc.assert(
      fc.property(
        fc.constantFrom(...PLATFORM_IDS),
        fc.array(fc.nat(), { minLength: 40, maxLength: 40 }),
        (platformId, choices) => {
          let status: TCollabStatus = 'New';
          let movements = 0;
          for (const choice of choices) {
            const options = ACTORS.flatMap((a) => allowedActions(status, a, platformId));
            if (options.length === 0) break;
            const t = options[choice % options.length];
            if (t.money !== 'none') movements += 1;
            status = t.to;
          }
          expect(movements).toBe(isTerminalStatus(status) ? 1 : 0);
        },
      ),
    );
  });
});

describe('allowedActions', () => {
  it.each([
    ['New', 'influencer', Platform.Instagram, [8, 2]],
    ['New', 'brand', Platform.Instagram, [3]],
    ['Accept', 'brand', Platform.Instagram, []],
    ['Accept', 'influencer', Platform.Instagram, [10, 3]],
    ['Review', 'influencer', Platform.Facebook, [10, 3]],
    ['Pending', 'influencer', Platform.YouTube, [5, 2, 3]],
    ['UpdateWorkFile', 'brand', Platform.Instagram, [7, 9]],
    ['UpdateWorkFile', 'brand', Platform.UGC, [1, 9]],
    ['UpdateWorkFile', 'influencer', Platform.UGC, []],
    ['UpdateWorkLink', 'brand', Platform.Instagram, [1, 4]],
    ['Dispute', 'influencer', Platform.Instagram, [5, 3, 6]],
    ['Dispute', 'brand', Platform.Instagram, []],
    ['HelpDesk', 'admin', Platform.Instagram, [1, 3]],
    ['HelpDesk', 'influencer', Platform.Instagram, []],
    ['Complete', 'brand', Platform.Instagram, []],
    ['Cancel', 'influencer', Platform.Instagram, []],
  ] as const)('%s for %s on platform %i: %j', (status, actor, platformId, codes) => {
    expect(allowedActions(status, actor, platformId).map((t) => t.action)).toEqual(codes);
  });

  it('labels the buttons as the spec does', () => {
    expect(allowedActions('New', 'brand', Platform.UGC).map((t) => t.label)).toEqual(['Cancel Order']);
    expect(allowedActions('Dispute', 'influencer', Platform.Instagram).map((t) => t.label)).toEqual([
      'Update Work Link',
      'Cancel Collab',
      'Ask for Help',
    ]);
    expect(allowedActions('Pending', 'influencer', Platform.Instagram).map((t) => t.label)).toEqual([
      'Mark Complete',
      'Reject',
      'Cancel Collab',
    ]);
  });

  it('agrees with nextTransition everywhere', () => {
    for (const status of COLLAB_STATUSES) {
      for (const actor of ACTORS) {
        for (const platformId of PLATFORM_IDS) {
          const allowed = allowedActions(status, actor, platformId).map((t) => t.action);
          const accepted = ACTION_CODES.filter(
            (c) => nextTransition(status, actor, c, platformId).kind === 'transition',
          );
          expect([...allowed].sort()).toEqual([...accepted].sort());
        }
      }
    }
  });
});

describe('reason and file requirements', () => {
  it.each(ACTION_CODES.map((c) => [c]))('code %i', (code) => {
    const needsReason: readonly TActionCode[] = [
      ActionCode.Reject,
      ActionCode.Cancel,
      ActionCode.RaiseDispute,
      ActionCode.MarkCompleteWithUrl,
      ActionCode.AskForHelp,
      ActionCode.RequestRevision,
    ];
    expect(isReasonRequired(code)).toBe(needsReason.includes(code));
    expect(isFileRequired(code)).toBe(code === ActionCode.SendForApproval);
  });
});

describe('actorForRole', () => {
  it.each([
    [Role.Influencer, 'influencer'],
    [Role.Brand, 'brand'],
    [Role.SuperAdmin, 'admin'],
    [Role.Staff, null],
    [Role.Visitor, null],
    [42, null],
  ])('role %i → %s', (role, actor) => {
    expect(actorForRole(role)).toBe(actor);
  });
});

describe('collab clocks', () => {
  const now = new Date('2025-03-20T12:00:00Z');
  const ago = (days: number, extraMs = 0) => new Date(now.getTime() - days * DAY_MS - extraMs);
  const days = {
    acceptOverdue: 3,
    deliveryOverdue: 14,
    approvalOverdue: 7,
    postOverdue: 7,
    confirmOverdue: 7,
    disputeExpired: 7,
    helpdeskReminder: 7,
  } as const;

  type TExpectedClock = [TCollabStatus, string, TActor, 'createdAt' | 'statusSince', number];
  /** The brief's table, written out independently: status, clock, who must act, start, default days. */
  const CLOCKS: readonly TExpectedClock[] = [
    ['New', 'acceptOverdue', 'influencer', 'statusSince', 3],
    ['Accept', 'deliveryOverdue', 'influencer', 'createdAt', 14],
    ['Review', 'deliveryOverdue', 'influencer', 'createdAt', 14],
    ['UpdateWorkFile', 'approvalOverdue', 'brand', 'statusSince', 7],
    ['Pending', 'postOverdue', 'influencer', 'statusSince', 7],
    ['UpdateWorkLink', 'confirmOverdue', 'brand', 'statusSince', 7],
    ['Dispute', 'disputeExpired', 'influencer', 'statusSince', 7],
    ['HelpDesk', 'helpdeskReminder', 'admin', 'statusSince', 7],
  ];

  it('every non-terminal status has exactly the expected clock; terminal statuses none', () => {
    for (const status of COLLAB_STATUSES) {
      const row = CLOCKS.find(([s]) => s === status);
      const clock = clockOf(status);
      expect(clock === null).toBe(isTerminalStatus(status));
      if (!row || !clock) continue;
      const [, name, waitingFor, start, defaultDays] = row;
      expect(clock).toMatchObject({ name, waitingFor, start });
      expect(COLLAB_CLOCK_DAYS[clock.name]).toBe(defaultDays);
    }
    expect(Object.keys(COLLAB_CLOCKS).sort()).toEqual(CLOCKS.map(([s]) => s).sort());
  });

  it('each clock name has one start and is listed once in CLOCK_NAMES', () => {
    expect([...CLOCK_NAMES].sort()).toEqual([...new Set(CLOCKS.map(([, n]) => n))].sort());
    for (const name of CLOCK_NAMES) {
      const statuses = clockStatuses(name);
      expect(statuses.length).toBeGreaterThan(0);
      for (const s of statuses) expect(COLLAB_CLOCKS[s].start).toBe(clockStart(name));
    }
    expect(clockStatuses('deliveryOverdue')).toEqual(['Accept', 'Review']);
  });

  it.each([
    ['New', Platform.Instagram, 'move', 'Reject', 'refund'],
    ['Accept', Platform.YouTube, 'move', 'Cancel', 'refund'],
    ['Review', Platform.UGC, 'move', 'Cancel', 'refund'],
    ['UpdateWorkFile', Platform.Instagram, 'move', 'Pending', 'none'],
    ['UpdateWorkFile', Platform.UGC, 'move', 'Complete', 'release'],
    ['Pending', Platform.Facebook, 'move', 'Cancel', 'refund'],
    ['UpdateWorkLink', Platform.Instagram, 'move', 'Complete', 'release'],
    ['Dispute', Platform.Instagram, 'move', 'Cancel', 'refund'],
    ['HelpDesk', Platform.UGC, 'remind', undefined, undefined],
  ] as const)('%s on platform %i expires: %s %s %s', (status, platformId, kind, to, money) => {
    const o = expiryOutcome(status, platformId);
    expect(o?.kind).toBe(kind);
    if (o?.kind === 'move') expect(o).toMatchObject({ to, money });
  });

  it('exactly one outcome per status and platform; it mirrors the transition table', () => {
    for (const status of COLLAB_STATUSES) {
      for (const platformId of PLATFORM_IDS) {
        const clock = clockOf(status);
        const applying = (clock?.onExpiry ?? []).filter((o) => scopeApplies(o.platforms, platformId));
        expect(applying).toHaveLength(isTerminalStatus(status) ? 0 : 1);
        const o = expiryOutcome(status, platformId);
        if (o?.kind !== 'move') continue;
        // A clock moving a collab does what the party who let it run out could have done (or its
        // counterpart's refusal), never a status the table cannot reach from here.
        expect(
          isTerminalStatus(o.to) || COLLAB_TRANSITIONS.some((t) => t.from === status && t.to === o.to),
        ).toBe(true);
        if (status === 'UpdateWorkFile') {
          expect(
            nextTransition(status, 'brand', platformId === Platform.UGC ? 1 : 7, platformId),
          ).toMatchObject({ to: o.to, money: o.money });
        }
      }
    }
  });

  it('dueDate: the start plus the days; null for terminal statuses', () => {
    const times = { createdAt: ago(20), statusSince: ago(2) };
    expect(dueDate('New', times)).toEqual(new Date(ago(2).getTime() + 3 * DAY_MS));
    expect(dueDate('Accept', times)).toEqual(new Date(ago(20).getTime() + 14 * DAY_MS));
    expect(dueDate('Review', times)).toEqual(ago(6));
    expect(dueDate('Pending', times)).toEqual(new Date(ago(2).getTime() + 7 * DAY_MS));
    expect(dueDate('HelpDesk', times, { ...days, helpdeskReminder: 2 })).toEqual(now);
    for (const s of ['Complete', 'Reject', 'Cancel'] as const) expect(dueDate(s, times)).toBeNull();
  });

  it('is due exactly when the full number of days has elapsed, not a millisecond before', () => {
    for (const [status, name, , start, n] of CLOCKS) {
      const at = (d: Date) => ({ status, createdAt: d, statusSince: d });
      expect(isClockDue(at(ago(n)), now), `${status} at ${n} days`).toBe(true);
      expect(isClockDue(at(ago(n, -1)), now), `${status} before`).toBe(false);
      expect(clockCutoff(name as never, now)).toEqual(ago(n));
      // The other time does not count.
      const other = start === 'createdAt' ? 'statusSince' : 'createdAt';
      expect(isClockDue({ ...at(ago(0)), [other]: ago(100) }, now)).toBe(false);
    }
  });

  it('honours configured days', () => {
    const longer = { ...days, acceptOverdue: 5 };
    const collab = { status: 'New' as const, createdAt: ago(4), statusSince: ago(4) };
    expect(isClockDue(collab, now)).toBe(true);
    expect(isClockDue(collab, now, longer)).toBe(false);
    expect(clockCutoff('acceptOverdue', now, longer)).toEqual(ago(5));
  });

  it('deadlineOf: due date, who must act and the outcome for the platform; null when terminal', () => {
    const times = { createdAt: ago(10), statusSince: ago(1) };
    expect(deadlineOf({ status: 'UpdateWorkFile', platformId: Platform.Instagram, ...times })).toEqual({
      dueOn: new Date(ago(1).getTime() + 7 * DAY_MS).toISOString(),
      waitingFor: 'brand',
      outcome: 'the work counts as approved',
    });
    expect(deadlineOf({ status: 'UpdateWorkFile', platformId: Platform.UGC, ...times })?.outcome).toBe(
      'the work counts as approved and the payment is released',
    );
    expect(deadlineOf({ status: 'New', platformId: Platform.UGC, ...times })).toMatchObject({
      waitingFor: 'influencer',
      outcome: 'the order is rejected and refunded',
    });
    expect(deadlineOf({ status: 'HelpDesk', platformId: 1, ...times })?.waitingFor).toBe('admin');
    expect(deadlineOf({ status: 'Complete', platformId: 1, ...times })).toBeNull();
  });

  it('property: due ⇔ the start is at or before the cutoff ⇔ dueDate ≤ now, for any days and times', () => {
    fc.assert(
      fc.property(
        fc.constantFrom(...COLLAB_STATUSES),
        fc.integer({ min: 0, max: 400 * DAY_MS }),
        fc.integer({ min: 0, max: 400 * DAY_MS }),
        fc.record(
          Object.fromEntries(CLOCK_NAMES.map((n) => [n, fc.integer({ min: 1, max: 365 })])) as Record<
            (typeof CLOCK_NAMES)[number],
            fc.Arbitrary<number>
          >,
        ),
        (status, createdAgo, sinceAgo, configured) => {
          const collab = {
            status,
            createdAt: new Date(now.getTime() - createdAgo),
            statusSince: new Date(now.getTime() - sinceAgo),
          };
          const clock = clockOf(status);
          const due = isClockDue(collab, now, configured);
          if (!clock) {
            expect(due).toBe(false);
            expect(dueDate(status, collab, configured)).toBeNull();
            return;
          }
          const start = collab[clock.start].getTime();
          expect(due).toBe(start <= clockCutoff(clock.name, now, configured).getTime());
          expect(due).toBe(dueDate(status, collab, configured)!.getTime() <= now.getTime());
          expect(dueDate(status, collab, configured)!.getTime() - start).toBe(
            configured[clock.name] * DAY_MS,
          );
        },
      ),
    );
  });

  it('random walks that let every clock run out end terminal (or in the helpdesk), money moved at most once', () => {
    fc.assert(
      fc.property(
        fc.constantFrom(...PLATFORM_IDS),
        fc.array(fc.nat(), { maxLength: 20 }),
        (platformId, choices) => {
          let status = 'New' as TCollabStatus;
          let movements = 0;
          const step = (to: TCollabStatus, money: TMoneyMovement) => {
            if (money !== 'none') movements += 1;
            status = to;
          };
          for (const choice of choices) {
            const options = ACTORS.flatMap((a) => allowedActions(status, a, platformId));
            if (options.length === 0) break;
            const t = options[choice % options.length];
            step(t.to, t.money);
          }
          // Nobody acts any more: clocks run out until nothing moves.
          for (let i = 0; i < 10; i++) {
            const o = expiryOutcome(status, platformId);
            if (o?.kind !== 'move') break;
            step(o.to, o.money);
          }
          expect(isTerminalStatus(status) || status === 'HelpDesk').toBe(true);
          expect(movements).toBe(isTerminalStatus(status) ? 1 : 0);
        },
      ),
    );
  });
});

describe('displayStatus', () => {
  const I = Role.Influencer;
  const B = Role.Brand;
  const others = [Role.SuperAdmin, Role.Staff, Role.Visitor];
  it.each([
    ['New', 'Order Pending', 'Order Pending', 'Order Pending'],
    ['Accept', 'Order Pending', 'Order Pending', 'Order Pending'],
    ['Review', 'Revision Requested', 'Revision Requested', 'Under Review'],
    ['UpdateWorkFile', 'Under Review', 'Waiting for Approval', 'Waiting for Approval'],
    ['Pending', 'Ready to Upload', 'Upload Pending', 'Upload Pending'],
    ['UpdateWorkLink', 'Uploaded', 'Uploaded', 'Uploaded'],
    ['Complete', 'Completed', 'Completed', 'Completed'],
    ['Reject', 'Rejected', 'Rejected', 'Rejected'],
    ['Dispute', 'Disputed', 'Disputed', 'Disputed'],
    ['Cancel', 'Cancelled', 'Cancelled', 'Cancelled'],
    ['HelpDesk', 'With helpdesk', 'With helpdesk', 'Helpdesk'],
  ] as const)('%s: influencer %j, brand %j, others %j', (status, forInfluencer, forBrand, forOthers) => {
    expect(displayStatus(status, I)).toBe(forInfluencer);
    expect(displayStatus(status, B)).toBe(forBrand);
    for (const role of others) expect(displayStatus(status, role)).toBe(forOthers);
  });
});

describe('order tabs', () => {
  it('groups every status in exactly one tab', () => {
    for (const status of COLLAB_STATUSES) {
      expect(ORDER_TABS.filter((t) => t.statuses.includes(status))).toHaveLength(1);
    }
  });

  it.each([
    ['New', 'new'],
    ['Pending', 'new'],
    ['UpdateWorkLink', 'new'],
    ['Accept', 'new'],
    ['Review', 'new'],
    ['UpdateWorkFile', 'new'],
    ['Complete', 'complete'],
    ['Reject', 'reject'],
    ['Dispute', 'dispute'],
    ['Cancel', 'dispute'],
    ['HelpDesk', 'helpdesk'],
  ] as const)('%s is listed under %s for the super admin', (status, tab) => {
    expect(orderTabOf(status, Role.SuperAdmin)).toBe(tab);
  });

  it("keeps a helpdesk case in the parties' Disputed tab and every status in a tab they see", () => {
    for (const role of [Role.Brand, Role.Influencer]) {
      expect(orderTabOf('HelpDesk', role)).toBe('dispute');
      expect(orderTabOf('Reject', role)).toBe('reject');
      const visible = visibleOrderTabs(role).map((t) => t.tab);
      for (const status of COLLAB_STATUSES) expect(visible).toContain(orderTabOf(status, role));
    }
  });

  it.each([
    [Role.Influencer, ['New', 'Completed', 'Rejected', 'Disputed']],
    [Role.Brand, ['New', 'Completed', 'Rejected', 'Disputed']],
    [Role.SuperAdmin, ['New', 'Completed', 'Rejected', 'Disputed', 'Helpdesk']],
    [Role.Staff, []],
    [Role.Visitor, []],
  ])('role %i sees %j', (role, labels) => {
    expect(visibleOrderTabs(role).map((t) => t.label)).toEqual(labels);
  });

  it.each([
    [undefined, Role.Brand, 'new'],
    ['', Role.Brand, 'new'],
    ['complete', Role.Influencer, 'complete'],
    ['reject', Role.Brand, 'reject'],
    ['reject', Role.Influencer, 'reject'],
    ['dispute', Role.Influencer, 'dispute'],
    ['cancel', Role.Brand, 'dispute'],
    ['Dispute', Role.Brand, 'dispute'],
    ['helpdesk', Role.SuperAdmin, 'helpdesk'],
    ['helpdesk', Role.Brand, 'new'],
    ['whatever', Role.Influencer, 'new'],
  ])('s_tab %j for role %i opens %s', (sTab, role, tab) => {
    expect(resolveOrderTab(sTab, role)?.tab).toBe(tab);
  });

  it('gives no tab to roles without the order page', () => {
    expect(resolveOrderTab('complete', Role.Staff)).toBeNull();
    expect(resolveOrderTab(undefined, Role.Visitor)).toBeNull();
  });
});
