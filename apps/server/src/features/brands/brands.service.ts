import { BrandMessages } from '@collably/shared/messages/brands';
import { INDIA_COUNTRY_ID } from '@collably/shared/constants/profile';
import { gstinRegion } from '@collably/shared/domain/gst-invoice';
import type {
  TBrandBilling,
  TBrandProfile,
  TUpdateBrandBillingRequest,
  TUpdateBrandRequest,
  TUpdateBrandResult,
} from '@collably/shared/schemas/brands';
import type { AppContext } from '../../platform/context';
import { badRequest, notFound } from '../../platform/http/errors';
import { supplyTypeTo } from '../invoices/invoices.service';
import { assertOwnUploads } from '../../platform/storage/ownership';
import { brandsRepository as repo } from './brands.repository';

type Ctx = Pick<AppContext, 'db' | 'clock' | 'storage' | 'config'>;

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

/** GET brand/billing: the brand's billing details for tax invoices, or null before it gives them. */
export async function getBrandBilling(ctx: Ctx, userId: number): Promise<TBrandBilling> {
  await brandOf(ctx, userId);
  const billing = await repo.findBilling(ctx.db, userId);
  if (!billing) return null;
  const { stateName, ...details } = billing;
  return { ...details, supplyType: supplyTypeTo(ctx.config.taxSupplier, stateName) };
}

/**
 * POST brand/billing: saves the billing details. The state must be one of India's, and a GSTIN's own:
 * its first two digits are the state it is registered in, which is the place of supply of the brand's
 * invoices (docs/tax.md). The request's schema has already refused every kind of buyer but an ordinary one
 * (issue 36), so the kind is not stored.
 */
export async function updateBrandBilling(
  ctx: Ctx,
  userId: number,
  { buyerKind: _ordinary, ...input }: TUpdateBrandBillingRequest,
): Promise<TBrandBilling> {
  await brandOf(ctx, userId);
  const state = await repo.findState(ctx.db, input.stateId, INDIA_COUNTRY_ID);
  if (!state) throw badRequest(BrandMessages.stateRequired);
  const registeredIn = input.gstin === null ? undefined : gstinRegion(input.gstin);
  if (registeredIn && registeredIn.name.toLowerCase() !== state.name.toLowerCase()) {
    throw badRequest(BrandMessages.gstinOtherState(registeredIn.name));
  }
  const saved = { ...input, stateId: state.stateId };
  await repo.saveBilling(ctx.db, { userId, ...saved, modifiedOn: ctx.clock.now().toISOString() });
  return { ...saved, supplyType: supplyTypeTo(ctx.config.taxSupplier, state.name) };
}
