import { z } from 'zod';
import { ZUserId } from './common';

/**
 * Favourites (spec §2, §7), brand only.
 * - GET brand/get-favourites: the influencer cards (discovery's ZInfluencerListItem), newest first.
 * - POST brand/add-favourite { userId }: toggles; data { isFavourite } is the state after the call.
 */
export const ZToggleFavouriteRequest = z.object({ userId: ZUserId });
export type TToggleFavouriteRequest = z.infer<typeof ZToggleFavouriteRequest>;

export const ZToggleFavouriteResult = z.object({ isFavourite: z.boolean() });
export type TToggleFavouriteResult = z.infer<typeof ZToggleFavouriteResult>;
