import type { Feature } from '../../platform/feature';
import { chatRoutes } from './chat.routes';
import { chatPartyMayReadFile } from './chat.service';
import { registerChatSocket } from './chat.socket';

export const chatFeature: Feature = {
  name: 'chat',
  routes: chatRoutes,
  socket: (io, env) => registerChatSocket(io, { ctx: env, log: env.log }),
  // A chat attachment: the two people of its conversation.
  privateFileRule: chatPartyMayReadFile,
};
