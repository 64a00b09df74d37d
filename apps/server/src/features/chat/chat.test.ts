import fc from 'fast-check';
import { afterAll, afterEach, beforeAll, describe, expect, it } from 'vitest';
import { CHAT_ENQUIRIES_PER_DAY, CHAT_HISTORY_PAGE_SIZE, ChatEvent } from '@collably/shared/constants/chat';
import { ActionCode, CollabStatus } from '@collably/shared/constants/collabs';
import { Role } from '@collably/shared/constants/roles';
import { AuthMessages } from '@collably/shared/messages/auth';
import { ChatMessages as M } from '@collably/shared/messages/chat';
import { CommonMessages } from '@collably/shared/messages/common';
import { FileMessages } from '@collably/shared/messages/files';
import type { TChatMessage, TChatUser } from '@collably/shared/schemas/chat';
import { isMultiLineText } from '@collably/shared/schemas/common';
import { propertyRuns } from '@collably/shared/testing/property-runs';
import {
  closeSockets,
  connect,
  disconnected,
  listening,
  nextEvent,
  send,
  sent,
} from '../../../test/chat-fixtures';
import { act, hire, influencerWithService, uploadedAttachment } from '../../../test/hire-fixtures';
import { multipartBody, samplePdf } from '../../../test/multipart';
import { databases, testApp, type TestApp, type TestUser } from '../../../test/test-app';

describe.each(databases())('chat on %s', (dialect) => {
  let t: TestApp;
  let url: string;
  /** A brand and an influencer with a collab between them. */
  let brand: TestUser;
  let influencer: TestUser;
  let collabId: number;

  beforeAll(async () => {
    t = await testApp(dialect, {
      configure: (config) => {
        config.rateLimits.chatSend = { max: 1000, timeWindowMs: 10_000 };
      },
    });
    url = await listening(t);
    brand = await t.user(Role.Brand, { name: 'Chai Co' });
    const hired = await influencerWithService(t);
    influencer = hired.influencer;
    collabId = await hire(t, brand, hired.serviceId);
  });
  afterEach(closeSockets);
  afterAll(async () => t.close());

  const history = (user: TestUser, toUserId: number, query: Record<string, string> = {}) =>
    t.get('/api/user/chathistory', { token: user.token, query: { toUserId: String(toUserId), ...query } });
  const chatUsers = async (user: TestUser) =>
    (await t.get('/api/user/chatusers', { token: user.token })).json().data as TChatUser[];
  const unread = async (user: TestUser) =>
    (await t.get('/api/user/chatunread', { token: user.token })).json().data.total as number;

  describe('the handshake', () => {
    it('refuses a socket without a token, with a bad one, or of a disabled account', async () => {
      await expect(connect(url, undefined)).rejects.toThrow(AuthMessages.loginRequired);
      await expect(connect(url, 'not-a-token')).rejects.toThrow(AuthMessages.sessionEnded);
      const disabled = await t.user(Role.Brand, { status: 'disabled' });
      await expect(connect(url, disabled.token)).rejects.toThrow(AuthMessages.sessionEnded);
    });

    it('refuses a browser page of another site', async () => {
      await expect(connect(url, brand.token, { origin: 'https://evil.example' })).rejects.toThrow();
      const own = await connect(url, brand.token, { origin: url });
      expect(own.connected).toBe(true);
    });

    it('cuts the sockets of a user whose password is reset, and of a disabled user', async () => {
      const user = await t.user(Role.Brand);
      const socket = await connect(url, user.token);
      expect(
        (await t.post('/api/user/sendotp', undefined, { query: { email: user.email } })).statusCode,
      ).toBe(200);
      const otp = /\b(\d{6})\b/.exec((await t.lastMailTo(user.email))?.textBody ?? '')?.[1];
      const reset = await t.post('/api/user/resetpassword', {
        Email: user.email,
        Password: 'N3wPassw0rd!',
        Otp: otp,
      });
      expect(reset.statusCode, reset.body).toBe(200);
      await disconnected(socket);
      await expect(connect(url, user.token)).rejects.toThrow(AuthMessages.sessionEnded);

      const admin = await t.user(Role.SuperAdmin);
      const other = await influencerWithService(t);
      const theirs = await connect(url, other.influencer.token);
      const disabled = await t.post(
        '/api/user/Reject',
        { userId: other.influencer.id, status: true },
        { token: admin.token },
      );
      expect(disabled.statusCode, disabled.body).toBe(200);
      await disconnected(theirs);
    });
  });

  describe('sending', () => {
    it('stores a message and pushes it to every socket of both users, with the sender’s clientId', async () => {
      const [brandTab, brandOtherTab, influencerTab] = await Promise.all([
        connect(url, brand.token),
        connect(url, brand.token),
        connect(url, influencer.token),
      ]);
      const received = Promise.all([
        nextEvent<TChatMessage>(brandOtherTab, ChatEvent.ReceiveMessage),
        nextEvent<TChatMessage>(influencerTab, ChatEvent.ReceiveMessage),
      ]);
      const message = await sent(
        send(brandTab, influencer.id, '  Hello <b>there</b>, see https://example.com  ', [], 'client-0001'),
      );
      expect(message).toMatchObject({
        fromUserId: brand.id,
        toUserId: influencer.id,
        userID: brand.id,
        name: 'Chai Co',
        message: 'Hello <b>there</b>, see https://example.com',
        attachments: '',
        files: [],
        clientId: 'client-0001',
        isRead: false,
      });
      for (const copy of await received) expect(copy).toEqual(message);
    });

    it('stores a repeated send (same clientId) once', async () => {
      const socket = await connect(url, brand.token);
      const first = await sent(send(socket, influencer.id, 'only once', [], 'repeat-0001'));
      const again = await sent(send(socket, influencer.id, 'only once', [], 'repeat-0001'));
      const both = await Promise.all([
        send(socket, influencer.id, 'parallel', [], 'repeat-0002'),
        send(socket, influencer.id, 'parallel', [], 'repeat-0002'),
      ]);
      expect(again.id).toBe(first.id);
      const ids = both.map((a) => (a.ok ? a.message.id : 0));
      expect(ids[0]).toBe(ids[1]);
      const count = await t.db
        .selectFrom('chatMessages')
        .select((eb) => eb.fn.countAll<number | string>().as('n'))
        .where('clientId', 'in', ['repeat-0001', 'repeat-0002'])
        .executeTakeFirstOrThrow();
      expect(Number(count.n)).toBe(2);
    });

    it('answers bad input with a refusal, never a crash', async () => {
      const socket = await connect(url, brand.token);
      const cases: unknown[][] = [
        [],
        ['abc', 'hi', [], { clientId: 'bad-input-01' }],
        [influencer.id, 'x'.repeat(4001), [], { clientId: 'bad-input-02' }],
        [influencer.id, 'hi', 'not-a-list', { clientId: 'bad-input-03' }],
        [influencer.id, 'hi', [], { clientId: 'no' }],
        [influencer.id, { text: 'object' }, [], { clientId: 'bad-input-04' }],
      ];
      for (const args of cases) {
        const ack = (await socket.timeout(3_000).emitWithAck(ChatEvent.SendMessage, ...args)) as {
          ok: boolean;
        };
        expect(ack.ok).toBe(false);
      }
      const empty = await send(socket, influencer.id, '   ');
      expect(empty).toEqual({ ok: false, error: M.messageRequired });
      const tooLong = await send(socket, influencer.id, 'x'.repeat(4001));
      expect(tooLong).toEqual({ ok: false, error: M.messageTooLong });
      // No acknowledgement asked for: nothing breaks, the socket stays.
      socket.emit(ChatEvent.SendMessage, influencer.id, 'fire and forget', [], { clientId: 'no-ack-0001' });
      expect((await send(socket, influencer.id, 'still here')).ok).toBe(true);
    });

    it('refuses control characters and text-direction overrides with the shared text rule, never a crash', async () => {
      const socket = await connect(url, brand.token);
      const refused = [
        'a NUL\u0000 here',
        'an escape\u001B[31m',
        'bell\u0007',
        'evil\u202Egnp.exe',
        'isolate\u2066x',
      ];
      for (const text of refused) {
        expect(await send(socket, influencer.id, text), JSON.stringify(text)).toEqual({
          ok: false,
          error: CommonMessages.controlCharacters,
        });
      }
      const stored = await t.db
        .selectFrom('chatMessages')
        .select('message')
        .where('fromUserId', '=', brand.id)
        .execute();
      for (const { message } of stored) expect(isMultiLineText(message), JSON.stringify(message)).toBe(true);
      // Line breaks, tabs and the joiners Indic scripts and emoji need stay allowed.
      const fine = 'Line one\nline two\ttabbed, क्षत्रिय 👩\u200D💻';
      expect((await sent(send(socket, influencer.id, fine))).message).toBe(fine);
    });

    it('answers any payload with an acknowledgement and stays up (fuzzed arguments)', async () => {
      const socket = await connect(url, brand.token);
      const plausible = fc.oneof(
        fc.constant(influencer.id),
        fc.constant(String(influencer.id)),
        fc.integer(),
        fc.double(),
        fc.string(),
      );
      const args = fc.oneof(
        fc.array(fc.jsonValue(), { maxLength: 6 }),
        fc.tuple(
          plausible,
          fc.oneof(fc.string({ maxLength: 50 }), fc.jsonValue()),
          fc.oneof(fc.array(fc.string({ maxLength: 30 }), { maxLength: 12 }), fc.jsonValue()),
          fc.oneof(fc.record({ clientId: fc.string({ maxLength: 70 }) }), fc.jsonValue()),
        ),
      );
      await fc.assert(
        fc.asyncProperty(args, async (values) => {
          const ack = (await socket.timeout(3_000).emitWithAck(ChatEvent.SendMessage, ...values)) as {
            ok: boolean;
            error?: string;
          };
          expect(typeof ack.ok).toBe('boolean');
          if (!ack.ok) expect(ack.error).not.toBe(M.sendFailed);
        }),
        { numRuns: propertyRuns(150) },
      );
      expect(socket.connected).toBe(true);
    });

    it('refuses users who share nothing: an influencer to a stranger brand, brand to brand, staff, self', async () => {
      const stranger = await t.user(Role.Brand);
      const staff = await t.user(Role.Staff);
      const influencerSocket = await connect(url, influencer.token);
      expect(await send(influencerSocket, stranger.id, 'hi')).toEqual({ ok: false, error: M.notAllowed });
      const brandSocket = await connect(url, brand.token);
      expect(await send(brandSocket, stranger.id, 'hi')).toEqual({ ok: false, error: M.notAllowed });
      expect(await send(brandSocket, staff.id, 'hi')).toEqual({ ok: false, error: M.notAllowed });
      expect(await send(brandSocket, brand.id, 'hi')).toEqual({ ok: false, error: M.cannotMessageSelf });
      expect(await send(brandSocket, 987_654, 'hi')).toEqual({ ok: false, error: M.notAllowed });
      const staffSocket = await connect(url, staff.token);
      expect(await send(staffSocket, influencer.id, 'hi')).toEqual({ ok: false, error: M.notAllowed });
    });

    it('lets a brand enquire before hiring, a few new conversations a day; the influencer replies or blocks', async () => {
      const enquirer = await t.user(Role.Brand);
      const socket = await connect(url, enquirer.token);
      const targets = await Promise.all(
        Array.from(
          { length: CHAT_ENQUIRIES_PER_DAY + 1 },
          async () => (await influencerWithService(t)).influencer,
        ),
      );
      for (const target of targets.slice(0, CHAT_ENQUIRIES_PER_DAY)) {
        await sent(send(socket, target.id, 'Do you do reels for tea brands?'));
      }
      const over = await send(socket, targets[CHAT_ENQUIRIES_PER_DAY].id, 'and you?');
      expect(over).toEqual({ ok: false, error: M.enquiryLimit });
      // An open enquiry goes on; a day later a new one may start.
      await sent(send(socket, targets[0].id, 'Following up'));
      t.clock.advance(24 * 3_600_000 + 1);
      await sent(send(socket, targets[CHAT_ENQUIRIES_PER_DAY].id, 'and you?'));

      const target = targets[1];
      const targetSocket = await connect(url, target.token);
      await sent(send(targetSocket, enquirer.id, 'Yes, I do'));
      const block = await t.post(
        '/api/user/chatblock',
        { userId: enquirer.id, isBlocked: true },
        { token: target.token },
      );
      expect(block.statusCode, block.body).toBe(200);
      expect(await send(socket, target.id, 'hello?')).toEqual({ ok: false, error: M.blocked });
      expect((await chatUsers(target)).find((u) => u.userID === enquirer.id)?.isBlocked).toBe(true);
      await t.post('/api/user/chatblock', { userId: enquirer.id, isBlocked: false }, { token: target.token });
      await sent(send(socket, target.id, 'hello again'));

      // A brand the influencer shares a collab with cannot be blocked: the order must be talked through.
      const refused = await t.post(
        '/api/user/chatblock',
        { userId: brand.id, isBlocked: true },
        { token: influencer.token },
      );
      expect(refused.statusCode).toBe(400);
      expect(refused.json().message).toBe(M.blockNotAllowed);
      const byBrand = await t.post(
        '/api/user/chatblock',
        { userId: influencer.id, isBlocked: true },
        { token: brand.token },
      );
      expect(byBrand.statusCode).toBe(403);
    });

    it('lets a super admin and the parties of a helpdesk case talk, and nobody else', async () => {
      const admin = await t.user(Role.SuperAdmin);
      const { influencer: party, serviceId } = await influencerWithService(t);
      const caseBrand = await t.user(Role.Brand);
      const adminSocket = await connect(url, admin.token);
      expect(await send(adminSocket, party.id, 'Hello')).toEqual({ ok: false, error: M.notAllowed });
      const id = await hire(t, caseBrand, serviceId);
      await t.db.updateTable('collabs').set({ status: CollabStatus.HelpDesk }).where('id', '=', id).execute();
      await sent(send(adminSocket, party.id, 'About your case'));
      const partySocket = await connect(url, party.token);
      await sent(send(partySocket, admin.id, 'Thank you'));
      const orders = await t.get('/api/user/ActiveOrders', {
        token: admin.token,
        query: { toUserId: String(party.id) },
      });
      expect(orders.json().data).toEqual([
        expect.objectContaining({ collabDetailId: id, status: CollabStatus.HelpDesk }),
      ]);
    });

    it('stops a flood of sends from one user', async () => {
      const flood = await testApp(dialect, {
        configure: (config) => {
          config.rateLimits.chatSend = { max: 3, timeWindowMs: 60_000 };
        },
      });
      try {
        const floodUrl = await listening(flood);
        const b = await flood.user(Role.Brand);
        const { influencer: i, serviceId } = await influencerWithService(flood);
        await hire(flood, b, serviceId);
        const socket = await connect(floodUrl, b.token);
        for (let n = 0; n < 3; n++) await sent(send(socket, i.id, `message ${n}`));
        const fourth = await send(socket, i.id, 'one too many');
        expect(fourth.ok).toBe(false);
        expect(!fourth.ok && fourth.error).toMatch(/^You are sending messages too fast\. Please wait /);
      } finally {
        await flood.close();
      }
    });
  });

  describe('files', () => {
    it('sends the sender’s uploads with their names and sizes; only the two parties and super admins open them', async () => {
      const body = multipartBody([
        { filename: 'Brief for June.pdf', contentType: 'application/pdf', content: samplePdf() },
      ]);
      const upload = await t.inject({
        method: 'POST',
        url: '/api/files/attachments',
        payload: body.payload,
        headers: { ...body.headers, authorization: `Bearer ${brand.token}` },
      });
      expect(upload.statusCode, upload.body).toBe(200);
      const [fileName] = upload.json().data.fileNames as string[];
      const socket = await connect(url, brand.token);
      const message = await sent(send(socket, influencer.id, '', [fileName]));
      expect(message.attachments).toBe(fileName);
      expect(message.files).toEqual([
        { fileName, name: 'Brief for June.pdf', bytes: samplePdf().length, contentType: 'application/pdf' },
      ]);

      const link = (user: TestUser) => t.post('/api/files/link', { fileName }, { token: user.token });
      expect((await link(influencer)).statusCode).toBe(200);
      expect((await link(await t.user(Role.SuperAdmin))).statusCode).toBe(200);
      expect((await link(await t.user(Role.Brand))).statusCode).toBe(404);
      expect((await link(await t.user(Role.Staff))).statusCode).toBe(404);

      // Someone else's upload cannot be sent.
      const theirs = await uploadedAttachment(t, influencer.id);
      expect(await send(socket, influencer.id, 'look', [theirs])).toEqual({
        ok: false,
        error: FileMessages.notYours,
      });
    });

    it('refuses a file over the size limit at upload', async () => {
      const small = await testApp(dialect, {
        configure: (config) => {
          config.uploads.maxAttachmentBytes = 64 * 1024;
        },
      });
      try {
        const user = await small.user(Role.Brand);
        const body = multipartBody([
          {
            filename: 'big.pdf',
            contentType: 'application/pdf',
            content: Buffer.concat([samplePdf(), Buffer.alloc(128 * 1024)]),
          },
        ]);
        const res = await small.inject({
          method: 'POST',
          url: '/api/files/attachments',
          payload: body.payload,
          headers: { ...body.headers, authorization: `Bearer ${user.token}` },
        });
        expect(res.statusCode, res.body).toBe(413);
        expect(res.json().message).toBe(FileMessages.attachmentTooLarge);
      } finally {
        await small.close();
      }
    });
  });

  describe('REST', () => {
    it('lists partners with last message, time and unread count; reading clears them for every tab', async () => {
      const b = await t.user(Role.Brand, { name: 'Reader Brand' });
      const { influencer: i, serviceId } = await influencerWithService(t);
      await hire(t, b, serviceId);
      // A new order's partner is there before anyone wrote.
      expect((await chatUsers(b)).map((u) => u.userID)).toContain(i.id);
      const brandSocket = await connect(url, b.token);
      await sent(send(brandSocket, i.id, 'first'));
      const last = await sent(send(brandSocket, i.id, 'second'));
      const [row] = (await chatUsers(i)).filter((u) => u.userID === b.id);
      expect(row).toMatchObject({
        name: 'Reader Brand',
        lastMessage: 'second',
        lastMessageOn: last.createdOn,
        unreadCount: 2,
      });
      expect(await unread(i)).toBe(2);
      expect(await unread(b)).toBe(0);

      const otherTab = await connect(url, i.token);
      const told = nextEvent(otherTab, ChatEvent.ChatRead);
      const read = await t.post('/api/user/chatread', { toUserId: b.id }, { token: i.token });
      expect(read.json().data).toBe(2);
      expect(await told).toEqual({ partnerUserId: b.id });
      expect(await unread(i)).toBe(0);
      const page = (await history(b, i.id)).json().data.messages as TChatMessage[];
      expect(page.every((m) => m.isRead)).toBe(true);
    });

    it('pages history backwards, newest last, and catches up after an id', async () => {
      const b = await t.user(Role.Brand);
      const { influencer: i, serviceId } = await influencerWithService(t);
      await hire(t, b, serviceId);
      const socket = await connect(url, b.token);
      const all: TChatMessage[] = [];
      for (let n = 0; n < CHAT_HISTORY_PAGE_SIZE + 5; n++) all.push(await sent(send(socket, i.id, `m${n}`)));
      const newest = (await history(i, b.id)).json().data;
      expect(newest.hasOlder).toBe(true);
      expect(newest.messages.map((m: TChatMessage) => m.message)).toEqual(all.slice(5).map((m) => m.message));
      const older = (await history(i, b.id, { before: String(newest.messages[0].id) })).json().data;
      expect(older).toEqual({ messages: all.slice(0, 5), hasOlder: false });
      const missed = (await history(i, b.id, { after: String(all[31].id) })).json().data;
      expect(missed.messages.map((m: TChatMessage) => m.id)).toEqual(all.slice(32).map((m) => m.id));
    });

    it('serves history, partners and active collabs only to the conversation’s own users', async () => {
      const otherBrand = await t.user(Role.Brand);
      const socket = await connect(url, brand.token);
      await sent(send(socket, influencer.id, 'private to us'));
      // Another brand cannot read the brand's conversation: its own with the influencer is empty.
      const theirs = (await history(otherBrand, influencer.id)).json().data;
      expect(theirs.messages).toEqual([]);
      expect((await history(otherBrand, brand.id)).statusCode).toBe(403);
      expect((await history(await t.user(Role.SuperAdmin), brand.id)).statusCode).toBe(403);
      expect((await chatUsers(otherBrand)).map((u) => u.userID)).not.toContain(influencer.id);

      const active = (user: TestUser, toUserId: number) =>
        t.get('/api/user/ActiveOrders', { token: user.token, query: { toUserId: String(toUserId) } });
      const mine = await active(brand, influencer.id);
      expect(mine.json().data).toEqual([
        expect.objectContaining({
          collabDetailId: collabId,
          platformName: 'Instagram',
          serviceTitle: 'Instagram Reel',
        }),
      ]);
      expect((await active(influencer, brand.id)).json().data).toHaveLength(1);
      expect((await active(otherBrand, influencer.id)).json().data).toEqual([]);
      expect((await active(otherBrand, brand.id)).statusCode).toBe(403);

      const staff = await t.user(Role.Staff);
      for (const path of ['/api/user/chatusers', '/api/user/chatunread']) {
        expect((await t.get(path, { token: staff.token })).statusCode).toBe(403);
        expect((await t.get(path)).statusCode).toBe(401);
      }
    });

    it('tells a brand whether it may open a conversation, and why not', async () => {
      const partner = await t.get('/api/user/chatpartner', {
        token: brand.token,
        query: { userId: String(influencer.id) },
      });
      expect(partner.json().data).toMatchObject({
        userID: influencer.id,
        canMessage: true,
        reason: null,
        userName: influencer.userName,
      });
      const fresh = (await influencerWithService(t)).influencer;
      const enquiry = await t.get('/api/user/chatpartner', {
        token: brand.token,
        query: { userId: String(fresh.id) },
      });
      expect(enquiry.json().data).toMatchObject({ canMessage: true, unreadCount: 0 });
      const stranger = await t.user(Role.Brand);
      const refused = await t.get('/api/user/chatpartner', {
        token: influencer.token,
        query: { userId: String(stranger.id) },
      });
      expect(refused.statusCode).toBe(403);
      const bad = await t.get('/api/user/chatpartner', { token: brand.token, query: { userId: 'x' } });
      expect(bad.statusCode).toBe(400);
    });
  });

  describe('live notifications', () => {
    it('pushes a changed bell to the other party when a collab moves', async () => {
      const b = await t.user(Role.Brand);
      const { influencer: i, serviceId } = await influencerWithService(t);
      const influencerSocket = await connect(url, i.token);
      const newOrder = nextEvent(influencerSocket, ChatEvent.NotificationsChanged);
      const id = await hire(t, b, serviceId);
      await newOrder;
      const brandSocket = await connect(url, b.token);
      const accepted = nextEvent(brandSocket, ChatEvent.NotificationsChanged);
      expect((await act(t, i, id, ActionCode.Accept)).statusCode).toBe(200);
      await accepted;
    });
  });
});
