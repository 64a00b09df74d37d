import { describe, expect, it } from 'vitest';
import { ActionCode, CollabStatus } from '../constants/collabs';
import { collabEventLabel } from './collab-history';

const S = CollabStatus;
const A = ActionCode;

describe('collabEventLabel', () => {
  it.each([
    ['influencer', A.Accept, S.New, S.Accept, 'Accept'],
    ['influencer', A.SendForApproval, S.Accept, S.UpdateWorkFile, 'Send For Approval'],
    ['brand', A.RaiseDispute, S.UpdateWorkLink, S.Dispute, 'Raise Dispute'],
    ['influencer', A.MarkCompleteWithUrl, S.Dispute, S.UpdateWorkLink, 'Update Work Link'],
    ['influencer', A.AskForHelp, S.Dispute, S.HelpDesk, 'Ask for Help'],
    ['admin', A.MarkComplete, S.HelpDesk, S.Complete, 'Released to the influencer'],
    ['admin', A.Cancel, S.HelpDesk, S.Cancel, 'Refunded the brand'],
    ['admin', null, S.HelpDesk, S.Complete, 'Split the payment'],
    ['system', null, S.Dispute, S.Cancel, 'Cancelled by a time limit'],
    ['system', null, S.New, S.Reject, 'Rejected by a time limit'],
    ['system', null, S.UpdateWorkFile, S.Pending, 'Approved by a time limit'],
    ['system', null, S.UpdateWorkLink, S.Complete, 'Completed by a time limit'],
  ] as const)('%s %s from %s to %s: %s', (actor, action, from, to, label) => {
    expect(collabEventLabel({ actor, action, from, to })).toBe(label);
  });

  it('names an action the table does not know for that status by its button elsewhere', () => {
    expect(collabEventLabel({ actor: 'brand', action: A.Approve, from: S.Pending, to: S.Pending })).toBe(
      'Approve',
    );
    expect(collabEventLabel({ actor: 'brand', action: 42, from: S.New, to: S.New })).toBe('Status changed');
  });
});
