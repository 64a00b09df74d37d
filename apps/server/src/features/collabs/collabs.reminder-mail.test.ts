import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import { ActionCode } from '@collably/shared/constants/collabs';
import { MailKind } from '@collably/shared/constants/notifications';
import { Role } from '@collably/shared/constants/roles';
import { databases, testApp, type TestApp, type TestUser } from '../../../test/test-app';
import { act, hire, influencerWithService, uploadedAttachment } from '../../../test/hire-fixtures';
import { sweep } from './collabs.sweeps';

/** The helpdesk reminder e-mail follows each super admin's e-mail preferences (issue 11 item 5). */
describe.each(databases())('helpdesk reminder e-mails on %s', (dialect) => {
  let t: TestApp;
  let admin: TestUser;
  beforeAll(async () => {
    t = await testApp(dialect);
    admin = await t.user(Role.SuperAdmin);
  });
  afterAll(() => t.close());

  const ok = async (res: Promise<{ statusCode: number; body: string }>) => {
    const r = await res;
    expect(r.statusCode, r.body).toBe(200);
  };
  const party = async () => {
    const brand = await t.user(Role.Brand);
    const { influencer, serviceId } = await influencerWithService(t);
    return { brand, influencer, serviceId };
  };
  const outboxOf = (user: TestUser) =>
    t.db.selectFrom('mailOutbox').select(['subject']).where('toAddress', '=', user.email).execute();

  it('reminds only the super admins who keep reminder e-mails on of an overdue helpdesk case', async () => {
    const quiet = await t.user(Role.SuperAdmin);
    await ok(
      t.post(
        '/api/user/email-preferences',
        { preferences: [{ kind: MailKind.Reminder, enabled: false }] },
        { token: quiet.token },
      ),
    );
    const { brand, influencer, serviceId } = await party();
    const id = await hire(t, brand, serviceId);
    await ok(act(t, influencer, id, ActionCode.Accept));
    await ok(
      act(t, influencer, id, ActionCode.SendForApproval, '', [await uploadedAttachment(t, influencer.id)]),
    );
    await ok(act(t, brand, id, ActionCode.Approve));
    await ok(act(t, influencer, id, ActionCode.MarkCompleteWithUrl, 'https://instagram.com/p/x'));
    await ok(act(t, brand, id, ActionCode.RaiseDispute, 'Wrong product'));
    await ok(act(t, influencer, id, ActionCode.AskForHelp, 'Please look'));
    t.clock.advance(8 * 86_400_000);
    expect(await sweep(t.app.ctx, 'helpdeskReminder')).toBeGreaterThanOrEqual(1);
    const overdue = (mails: { subject: string }[]) =>
      mails.filter((m) => m.subject.includes(`#${id} is overdue`));
    expect(overdue(await outboxOf(admin))).toHaveLength(1);
    expect(overdue(await outboxOf(quiet))).toEqual([]);
  });
});
