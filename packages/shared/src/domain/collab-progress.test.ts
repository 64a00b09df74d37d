import { describe, expect, it } from 'vitest';
import { COLLAB_STATUSES, type TCollabStatus } from '../constants/collabs';
import { Platform } from '../constants/platforms';
import { Role } from '../constants/roles';
import { collabProgress, collabSteps, moneyOutcomeOf, nextStepOf } from './collab-progress';
import { COLLAB_CLOCKS, deadlineOf, isTerminalStatus, type TClockStatus } from './collab-status';

const labels = (platformId: number) => collabSteps(platformId).map((s) => s.label);
const createdAt = new Date('2026-11-12T06:44:00.000Z');
const times = { createdAt, statusSince: createdAt };

describe('collabProgress', () => {
  it('has a posting step except on UGC', () => {
    expect(labels(Platform.Instagram)).toEqual(['Paid', 'Accepted', 'Work approved', 'Posted', 'Completed']);
    expect(labels(Platform.UGC)).toEqual(['Paid', 'Accepted', 'Work sent', 'Completed']);
  });

  it.each([
    ['New', 1, 1],
    ['Accept', 2, 2],
    ['Review', 2, 2],
    ['UpdateWorkFile', 2, 2],
    ['Pending', 3, 3],
    ['Dispute', 3, 3],
    ['UpdateWorkLink', 4, 3],
    ['HelpDesk', 4, 3],
    ['Complete', 5, 4],
    ['Reject', null, null],
    ['Cancel', null, null],
  ] as const)('%s works on step %j (UGC %j)', (status, current, currentUgc) => {
    expect(collabProgress(status, Platform.Instagram).current).toBe(current);
    expect(collabProgress(status, Platform.UGC).current).toBe(currentUgc);
  });

  it('tells an accepted order from a new one', () => {
    expect(collabProgress('Accept', Platform.YouTube).current).toBeGreaterThan(
      collabProgress('New', Platform.YouTube).current!,
    );
  });
});

describe('nextStepOf', () => {
  const input = (status: TCollabStatus, viewerRole: number) => ({
    status,
    viewerRole,
    deadline: deadlineOf({ status, platformId: Platform.Instagram, ...times }),
    brandName: 'Acme Foods',
    influencerName: 'Priya',
    formatDue: () => '26 Nov, 12:14 pm',
  });

  it('speaks to the one who must act, and names them to the others', () => {
    expect(nextStepOf(input('New', Role.Influencer))?.text).toBe(
      'Waiting for you to accept the order — by 26 Nov, 12:14 pm, otherwise the order is rejected and refunded',
    );
    expect(nextStepOf(input('New', Role.Brand))?.text).toBe(
      'Waiting for Priya to accept the order — by 26 Nov, 12:14 pm, otherwise the order is rejected and refunded',
    );
    expect(nextStepOf(input('UpdateWorkFile', Role.Influencer))?.text).toBe(
      'Waiting for Acme Foods to review the work — by 26 Nov, 12:14 pm, otherwise the work counts as approved',
    );
    expect(nextStepOf(input('HelpDesk', Role.Brand))?.text).toBe(
      'Waiting for the Collably helpdesk to resolve the case — aimed by 26 Nov, 12:14 pm',
    );
  });

  it('follows COLLAB_CLOCKS for every waiting status, and is silent on finished ones', () => {
    for (const status of COLLAB_STATUSES) {
      const step = nextStepOf(input(status, Role.Brand));
      if (isTerminalStatus(status)) {
        expect(step).toBeNull();
        continue;
      }
      const clock = COLLAB_CLOCKS[status as TClockStatus];
      expect(step?.waitingFor).toBe(clock.waitingFor);
      expect(step?.isViewer).toBe(clock.waitingFor === 'brand');
    }
  });

  it('says who must act even without a deadline', () => {
    expect(nextStepOf({ ...input('Accept', Role.Brand), deadline: null })?.text).toBe(
      'Waiting for Priya to send the work for approval',
    );
  });
});

describe('moneyOutcomeOf', () => {
  const split = { kind: 'split', byHelpdesk: true, refundPaise: 50_000, influencerPaise: 155_277 } as const;
  it('shows a helpdesk split to both parties', () => {
    for (const role of [Role.Brand, Role.Influencer, Role.SuperAdmin]) {
      expect(moneyOutcomeOf(split, role)).toBe(
        'Helpdesk outcome: split — ₹500.00 refunded to the brand, ₹1,552.77 to the influencer',
      );
    }
  });

  it('never promises the influencer money on a refund, nor shows them what the brand paid', () => {
    const refund = { kind: 'refund', byHelpdesk: false, refundPaise: 283_200, influencerPaise: 0 } as const;
    expect(moneyOutcomeOf(refund, Role.Influencer)).toBe(
      'The brand was refunded: this order pays you nothing',
    );
    expect(moneyOutcomeOf(refund, Role.Brand)).toBe('₹2,832.00 was refunded to your Collably wallet');
    expect(moneyOutcomeOf({ ...refund, byHelpdesk: true }, Role.Influencer)).not.toContain('₹');
  });

  it('tells the influencer what they earned on a release', () => {
    const release = { kind: 'release', byHelpdesk: false, refundPaise: 0, influencerPaise: 200_000 } as const;
    expect(moneyOutcomeOf(release, Role.Influencer)).toBe('₹2,000.00 was added to your earnings');
    expect(moneyOutcomeOf(release, Role.Brand)).toBe('₹2,000.00 was released to the influencer');
  });
});
