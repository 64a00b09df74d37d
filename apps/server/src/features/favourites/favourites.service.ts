import { InfluencerMessages } from '@collably/shared/messages/influencers';
import type { TInfluencerListItem } from '@collably/shared/schemas/discovery';
import type { TToggleFavouriteResult } from '@collably/shared/schemas/favourites';
import type { AppContext } from '../../platform/context';
import { notFound } from '../../platform/http/errors';
import { toInfluencerListItem } from '../../platform/influencer-search/influencer-card';
import { favouritesRepository as repo } from './favourites.repository';

type Ctx = Pick<AppContext, 'db' | 'clock'>;

/** POST brand/add-favourite: flips the favourite and answers the state it ends in. */
export async function toggleFavourite(
  ctx: Ctx,
  favourite: { brandUserId: number; influencerUserId: number },
): Promise<TToggleFavouriteResult> {
  if (!(await repo.isActiveInfluencer(ctx.db, favourite.influencerUserId))) {
    throw notFound(InfluencerMessages.notFound);
  }
  return ctx.db.transaction().execute(async (trx) => {
    if (await repo.remove(trx, favourite)) return { isFavourite: false };
    await repo.add(trx, favourite, ctx.clock.now().toISOString());
    return { isFavourite: true };
  });
}

/** GET brand/get-favourites: the cards of spec §3 'Influencer list item'. */
export async function listFavourites(ctx: Ctx, brandUserId: number): Promise<TInfluencerListItem[]> {
  const rows = await repo.cards(ctx.db, brandUserId);
  return rows.map(toInfluencerListItem);
}
