import { describe, expect, it } from 'vitest';
import type { TChatMessage } from '@collably/shared/schemas/chat';
import { linkParts, matchesName, mergeMessages, type ShownMessage } from './message-list';

const message = (id: number, clientId: string | null = null): TChatMessage => ({
  id,
  fromUserId: 1,
  toUserId: 2,
  userID: 1,
  name: 'A',
  photo: null,
  createdOn: '2026-11-24T10:00:00.000Z',
  message: `m${id}`,
  attachments: '',
  files: [],
  clientId,
  isRead: false,
});
const pending = (clientId: string): ShownMessage => ({
  ...message(0, clientId),
  id: -1,
  sendState: 'sending',
});

describe('mergeMessages', () => {
  it('keeps one entry per id, in id order, whatever the order and repetition they arrive in', () => {
    const merged = mergeMessages(mergeMessages([], [message(3), message(1)]), [message(2), message(3)]);
    expect(merged.map((m) => m.id)).toEqual([1, 2, 3]);
  });

  it('replaces a pending message by the stored one of its clientId, also when the push beats the ack', () => {
    const list = mergeMessages([pending('c-1'), pending('c-2')], [message(7, 'c-1')]);
    expect(list.map((m) => [m.id, m.sendState])).toEqual([
      [7, 'sent'],
      [-1, 'sending'],
    ]);
    expect(mergeMessages(list, [message(7, 'c-1')])).toHaveLength(2);
  });
});

describe('linkParts', () => {
  it('makes http(s) links clickable and leaves everything else text, markup included', () => {
    expect(linkParts('see https://example.com/a?b=1. <script>alert(1)</script> javascript:alert(1)')).toEqual(
      [
        { text: 'see ' },
        { text: 'https://example.com/a?b=1', href: 'https://example.com/a?b=1' },
        { text: '. <script>alert(1)</script> javascript:alert(1)' },
      ],
    );
  });
});

describe('matchesName', () => {
  it('ignores case and spaces', () => {
    expect(matchesName('Ananya Sharma', 'anan yash')).toBe(true);
    expect(matchesName('Ananya Sharma', 'priya')).toBe(false);
  });
});
