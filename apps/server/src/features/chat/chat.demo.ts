import { randomUUID } from 'node:crypto';
import { Role } from '@collably/shared/constants/roles';
import type { AppContext } from '../../platform/context';
import { sendMessage } from './chat.service';

/** The demo brand and influencer talk about their accepted order, so /collabs shows a conversation. */
const DEMO_CONVERSATION: readonly { fromRole: typeof Role.Brand | typeof Role.Influencer; text: string }[] = [
  { fromRole: Role.Brand, text: 'Hi! Thanks for accepting. The chai hampers reach you by Thursday.' },
  {
    fromRole: Role.Influencer,
    text: 'Lovely, thank you! I will shoot the morning-routine reel on Saturday and send it for approval.',
  },
  {
    fromRole: Role.Brand,
    text: 'Perfect. Our launch post is here if it helps: https://example.com/cardamom-chai',
  },
];

/** On a first start with demo accounts: a short conversation between the demo brand and influencer. */
export async function seedDemoConversation(ctx: AppContext, ids: { brand: number; influencer: number }) {
  for (const line of DEMO_CONVERSATION) {
    const [from, to] =
      line.fromRole === Role.Brand ? [ids.brand, ids.influencer] : [ids.influencer, ids.brand];
    await sendMessage(ctx, from, { toUserId: to, text: line.text, fileNames: [], clientId: randomUUID() });
  }
}
