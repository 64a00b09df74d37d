import { describe, expect, it } from 'vitest';
import { ActionCode, CollabStatus } from '@collably/shared/constants/collabs';
import { changeMessage, type ChangeStory } from './collabs.messages';

const story = (action: number, reason: string): ChangeStory => ({
  collabId: 4,
  serviceTitle: 'Instagram Reel',
  actor: 'influencer',
  actorName: 'Priya <Nair>',
  action,
  from: CollabStatus.New,
  to: CollabStatus.Reject,
  reason,
  refundPaise: 603720,
  payoutPaise: 0,
});

describe('changeMessage', () => {
  it('ends the reason with one full stop, whether or not it had one', () => {
    expect(changeMessage(story(ActionCode.Reject, 'I am travelling all month.'))).toBe(
      '<b>Priya &lt;Nair&gt;</b> rejected collab #4 (Instagram Reel): I am travelling all month. ₹6,037.20 has been refunded to the wallet.',
    );
    expect(changeMessage(story(ActionCode.Reject, 'Busy'))).toContain(': Busy. ₹6,037.20');
    expect(changeMessage(story(ActionCode.RequestRevision, 'Show the logo!'))).toMatch(/: Show the logo!$/);
    expect(changeMessage(story(ActionCode.RaiseDispute, 'Post is gone'))).toMatch(/: Post is gone\.$/);
  });

  it('escapes the reason', () => {
    expect(changeMessage(story(ActionCode.Cancel, '<script>x</script>'))).toContain(
      ': &lt;script&gt;x&lt;/script&gt;. ₹6,037.20',
    );
  });

  it('a brand cancelling its new order tells the influencer no refund story', () => {
    expect(
      changeMessage({
        ...story(ActionCode.Cancel, 'Campaign moved'),
        actor: 'brand',
        actorName: 'Masala Box',
      }),
    ).toBe('<b>Masala Box</b> cancelled collab #4 (Instagram Reel): Campaign moved.');
  });

  it('a clock running out tells both sides the rule and where the money went', () => {
    const system = (to: ChangeStory['to'], reason: string): ChangeStory => ({
      ...story(0, reason),
      action: null,
      actor: 'system',
      actorName: 'Collably',
      to,
      payoutPaise: 500000,
    });
    expect(changeMessage(system(CollabStatus.Reject, 'The influencer did not accept <in time>'))).toBe(
      "Collab #4 (Instagram Reel): The influencer did not accept &lt;in time&gt;. ₹6,037.20 has been refunded to the brand's wallet.",
    );
    expect(changeMessage(system(CollabStatus.Complete, 'Confirmed by the clock'))).toBe(
      'Collab #4 (Instagram Reel): Confirmed by the clock. ₹5,000.00 has been released to the influencer.',
    );
    expect(changeMessage(system(CollabStatus.Pending, 'It counts as approved'))).toBe(
      'Collab #4 (Instagram Reel): It counts as approved.',
    );
  });
});
