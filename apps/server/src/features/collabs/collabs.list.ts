import { Role } from '@collably/shared/constants/roles';
import type { TCollab } from '@collably/shared/schemas/collabs';
import type { AuthUser } from '../../platform/auth/auth-plugin';
import type { AppContext } from '../../platform/context';
import { collabsRepository as repo } from './collabs.repository';
import { collabsAsSeenBy } from './collabs.view';

/** user/orders: the caller's collabs; the super admin sees every collab (helpdesk included). */
export async function listOrders(ctx: AppContext, viewer: AuthUser): Promise<TCollab[]> {
  const party =
    viewer.role === Role.Brand
      ? { brandUserId: viewer.userId }
      : viewer.role === Role.Influencer
        ? { influencerUserId: viewer.userId }
        : null;
  return collabsAsSeenBy(ctx, await repo.list(ctx.db, party), viewer);
}
