import { BrandMessages } from '@collably/shared/messages/brands';
import type { TBrandProfile, TUpdateBrandRequest, TUpdateBrandResult } from '@collably/shared/schemas/brands';
import type { AppContext } from '../../platform/context';
import { notFound } from '../../platform/http/errors';
import { assertOwnUploads } from '../../platform/storage/ownership';
import { brandsRepository as repo } from './brands.repository';

type Ctx = Pick<AppContext, 'db' | 'clock' | 'storage'>;

async function brandOf(ctx: Ctx, userId: number) {
  const brand = await repo.findBrand(ctx.db, userId);
  if (!brand) throw notFound(BrandMessages.notFound);
  return brand;
}

/** GET brand/get: the signed-in brand's own profile. */
export const getBrand = (ctx: Ctx, userId: number): Promise<TBrandProfile> => brandOf(ctx, userId);

/** POST brand/update: name, and a new picture when one was uploaded. */
export async function updateBrand(
  ctx: Ctx,
  userId: number,
  input: TUpdateBrandRequest,
): Promise<TUpdateBrandResult> {
  const brand = await brandOf(ctx, userId);
  const newPicture = input.base64Image && input.base64Image !== brand.profilePic ? input.base64Image : null;
  if (newPicture) await assertOwnUploads(ctx, userId, [newPicture], 'image');
  const profilePic = newPicture ?? brand.profilePic;
  await repo.update(ctx.db, userId, {
    name: input.name,
    profilePic,
    modifiedOn: ctx.clock.now().toISOString(),
  });
  return { profilePic };
}
