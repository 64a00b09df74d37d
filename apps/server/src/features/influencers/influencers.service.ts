import { INDIA_COUNTRY_ID, UNSET_DOB, UNSET_LOCATION } from '@collably/shared/constants/profile';
import { isAdminRole, Role, UserStatus } from '@collably/shared/constants/roles';
import { paiseToRupees, priceBreakup, rupeesToPaise } from '@collably/shared/domain/pricing';
import { CommonMessages } from '@collably/shared/messages/common';
import { InfluencerMessages } from '@collably/shared/messages/influencers';
import {
  addDetailSchema,
  type TAddDetailRequest,
  type TAddSocialAccount,
  type TGst,
  type TInfluencerDetails,
  type TPortfolio,
  type TServiceResponse,
  type TSocialAccount,
  type TUserInfo,
} from '@collably/shared/schemas/influencers';
import type { Transaction } from 'kysely';
import type { Database, DbOrTrx } from '../../db/database';
import type { AppContext } from '../../platform/context';
import type { AuthUser } from '../../platform/auth/auth-plugin';
import { assertOwnerOrAdmin } from '../../platform/auth/guards';
import { badRequest, notFound } from '../../platform/http/errors';
import {
  lockInfluencerForWrite,
  refreshInfluencerSearch,
} from '../../platform/influencer-search/influencer-search';
import { assertOwnUploads } from '../../platform/storage/ownership';
import { forgetVerification, verifiedPlatformsOf } from '../social-verification/social-verification.service';
import { influencersRepository as repo, type SocialAccountRow } from './influencers.repository';

type Ctx = Pick<AppContext, 'db' | 'clock' | 'config' | 'storage'>;
/** One service of the services form, in rupees (the route maps `plateformId`, `allowUGC`...). */
export type ServiceInput = {
  serviceId: number;
  platformId: number;
  title: string;
  description: string;
  price: number;
  allowUgc: boolean;
  ugcPrice: number;
  /** Revisions an order includes (issue 19 item 4). */
  revisions: number;
  /** Rupees per paid extra revision; null = none offered. */
  extraRevisionPrice: number | null;
};
type Influencer = NonNullable<Awaited<ReturnType<typeof repo.findInfluencerById>>>;
type ServiceRow = Awaited<ReturnType<typeof repo.liveServicesOf>>[number];
type Portfolio = {
  influencerPortfolioId: number;
  urL1: string | null;
  urL2: string | null;
  urL3: string | null;
};

const now = (ctx: Ctx) => ctx.clock.now().toISOString();

/**
 * The influencer a write may change: the caller's own profile, or any influencer's for staff (98)
 * and the super admin (99) (spec §6). Brands and visitors never get this far (route role check).
 */
async function editableInfluencer(db: DbOrTrx, auth: AuthUser, userId: number): Promise<Influencer> {
  assertOwnerOrAdmin(auth, userId);
  const user = await repo.findInfluencerById(db, userId);
  if (!user || user.status === UserStatus.Deleted) throw notFound(InfluencerMessages.notFound);
  return user;
}

// ---------------------------------------------------------------------------------------------
// Reading

const isGstRegistered = (profile: { isGst: boolean; gstNo: string | null } | undefined) =>
  profile !== undefined && profile.isGst && (profile.gstNo ?? '') !== '';

/** A service in rupees with its price breakup lines, from the shared rule (issue: price breakup). */
export function toServiceResponse(
  service: ServiceRow,
  isGst: boolean,
  platformFeePercent: number,
): TServiceResponse {
  const rupees = paiseToRupees;
  const ugcPricePaise = service.allowUgc ? Number(service.ugcPricePaise) : 0;
  const basePricePaise = Number(service.pricePaise);
  const plain = priceBreakup({
    basePricePaise,
    ugcPricePaise: 0,
    isGstRegistered: isGst,
    platformFeePercent,
  });
  const withUgc = priceBreakup({ basePricePaise, ugcPricePaise, isGstRegistered: isGst, platformFeePercent });
  return {
    influencerServiceId: service.id,
    plateformId: service.platformId,
    title: service.title,
    description: service.description,
    price: rupees(basePricePaise),
    basePrice: rupees(basePricePaise),
    basePriceGst: rupees(plain.basePriceGst),
    platformFee: rupees(plain.platformFee),
    platformFeeGst: rupees(plain.platformFeeGst),
    allowUGC: service.allowUgc,
    ugcPrice: rupees(withUgc.ugcPrice),
    ugcPriceGst: rupees(withUgc.ugcPriceGst),
    ugcPlatformFee: rupees(withUgc.ugcPlatformFee),
    ugcPlatformFeeGst: rupees(withUgc.ugcPlatformFeeGst),
    priceWithUGC: rupees(basePricePaise + ugcPricePaise),
    total: rupees(plain.total),
    totalWithUGC: rupees(withUgc.total),
    Revisions: service.revisions,
    ExtraRevisionPrice:
      service.extraRevisionPricePaise === null ? null : rupees(service.extraRevisionPricePaise),
  };
}

async function socialAccountsWithServices(ctx: Ctx, db: DbOrTrx, userId: number, isGst: boolean) {
  const [accounts, services, verified] = [
    await repo.socialAccountsOf(db, userId),
    await repo.liveServicesOf(db, userId),
    await verifiedPlatformsOf(db, userId),
  ];
  return accounts.map((account: SocialAccountRow): TSocialAccount => ({
    plateformId: account.platformId,
    plateformName: account.platformName,
    userName: account.pageUrl,
    followersCount: Number(account.followersCount),
    followerId: account.followerId,
    isVerified: verified.has(account.platformId),
    infServices: services
      .filter((s) => s.platformId === account.platformId)
      .map((s) => toServiceResponse(s, isGst, ctx.config.platformFeePercent)),
  }));
}

async function socialAccountsOfUser(ctx: Ctx, db: DbOrTrx, userId: number) {
  return socialAccountsWithServices(ctx, db, userId, isGstRegistered(await repo.findProfile(db, userId)));
}

/**
 * Runs a profile write in one transaction and refreshes the listing's read model in that same
 * transaction: every write below goes through here, so none can leave the listing stale. The
 * influencer's row is locked first, so saves of one profile at once run one after another.
 */
async function writeProfile<T>(ctx: Ctx, userId: number, write: (trx: Transaction<Database>) => Promise<T>) {
  return ctx.db.transaction().execute(async (trx) => {
    await lockInfluencerForWrite(trx, userId);
    const result = await write(trx);
    await refreshInfluencerSearch(trx, userId);
    return result;
  });
}

/** A write of social accounts or services, answered with the influencer's accounts as saved. */
const writeAccounts = (ctx: Ctx, userId: number, write: (trx: Transaction<Database>) => Promise<void>) =>
  writeProfile(ctx, userId, async (trx) => {
    await write(trx);
    return socialAccountsOfUser(ctx, trx, userId);
  });

async function detailsOf(ctx: Ctx, db: DbOrTrx, user: Influencer): Promise<TInfluencerDetails> {
  const profile = await repo.findProfile(db, user.id);
  const isGst = isGstRegistered(profile);
  return {
    userId: user.id,
    userName: user.userName ?? '',
    name: user.name,
    status: user.status,
    title: profile?.title ?? '',
    description: profile?.description ?? '',
    base64Image: user.profilePic,
    gender: profile?.gender ?? '',
    country: profile?.countryId ?? INDIA_COUNTRY_ID,
    state: profile?.stateId ?? UNSET_LOCATION,
    city: profile?.cityId ?? UNSET_LOCATION,
    dob: profile?.dob ? `${profile.dob}T00:00:00` : UNSET_DOB,
    language: profile?.languages ?? '[]',
    infCategories: await repo.categoriesOf(db, user.id),
    infSocialAccounts: await socialAccountsWithServices(ctx, db, user.id, isGst),
    isGST: isGst,
    gstno: isGst ? (profile?.gstNo ?? '') : '',
  };
}

/** GET influencer/get-details/{id}: the owner or an admin. */
export async function getDetails(ctx: Ctx, auth: AuthUser, userId: number): Promise<TInfluencerDetails> {
  assertOwnerOrAdmin(auth, userId);
  const user = await repo.findInfluencerById(ctx.db, userId);
  if (!user) throw notFound(InfluencerMessages.notFound);
  return detailsOf(ctx, ctx.db, user);
}

const toPortfolio = (row: {
  id: number;
  url1: string | null;
  url2: string | null;
  url3: string | null;
}): Portfolio => ({
  influencerPortfolioId: row.id,
  urL1: row.url1,
  urL2: row.url2,
  urL3: row.url3,
});

/**
 * GET influencer/get-userdetails/{name}: anyone sees an active influencer; a pending, disabled or
 * deleted one only its owner and admins (others get 404, as if there were none).
 */
export async function getUserInfo(ctx: Ctx, auth: AuthUser | null, userName: string): Promise<TUserInfo> {
  const user = await repo.findInfluencerByUserName(ctx.db, userName);
  const isPrivileged = auth !== null && (auth.userId === user?.id || isAdminRole(auth.role));
  if (!user || (user.status !== UserStatus.Active && !isPrivileged))
    throw notFound(InfluencerMessages.notFound);
  const profile = await repo.findProfile(ctx.db, user.id);
  const portfolio = await repo.portfolioOf(ctx.db, user.id);
  return {
    userId: user.id,
    userName: user.userName ?? userName,
    name: user.name,
    additionalName: profile?.title ?? '',
    base64Image: user.profilePic,
    profilePic: user.profilePic,
    description: profile?.description ?? '',
    tags: user.tags,
    isFavourite:
      auth?.role === Role.Brand
        ? await repo.isFavourite(ctx.db, { brandUserId: auth.userId, influencerUserId: user.id })
        : false,
    isFeatured: user.isFeatured,
    lastLoginOn: user.lastLoginOn,
    status: user.status,
    infCategories: await repo.categoriesOf(ctx.db, user.id),
    infSocialAccounts: await socialAccountsWithServices(ctx, ctx.db, user.id, isGstRegistered(profile)),
    infPortfolios: portfolio ? [toPortfolio(portfolio)] : [],
  };
}

// ---------------------------------------------------------------------------------------------
// Writing

/** POST influencer/add-detail: step 1 (Start), every rule of spec §5 in its order. */
export async function addDetail(
  ctx: Ctx,
  auth: AuthUser,
  body: TAddDetailRequest,
): Promise<TInfluencerDetails> {
  const user = await editableInfluencer(ctx.db, auth, body.UserId);
  const categories = await repo.categoryIds(ctx.db);
  const states = await repo.stateIdsOf(ctx.db, INDIA_COUNTRY_ID);
  const cities =
    typeof body.state === 'number' && states.has(body.state)
      ? await repo.cityIdsOf(ctx.db, body.state)
      : new Set();
  const parsed = addDetailSchema({
    hasPicture: (user.profilePic ?? '') !== '',
    today: ctx.clock.now(),
    isCategory: (id) => categories.has(id),
    isStateOfIndia: (id) => states.has(id),
    isCityOfState: (id) => cities.has(id),
  }).safeParse(body);
  if (!parsed.success) throw badRequest(parsed.error.issues[0]?.message ?? CommonMessages.invalidRequest);
  const input = parsed.data;
  const newPicture = input.picture && input.picture !== user.profilePic ? input.picture : null;
  // Staff upload the picture themselves, so it is the caller's upload that is checked.
  if (newPicture) await assertOwnUploads(ctx, auth.userId, [newPicture], 'image');

  const at = now(ctx);
  return writeProfile(ctx, user.id, async (trx) => {
    await repo.ensureProfile(trx, user.id, at);
    await repo.updateProfile(trx, user.id, {
      title: input.title,
      description: input.description,
      gender: input.gender,
      countryId: input.countryId,
      stateId: input.stateId,
      cityId: input.cityId,
      dob: input.dob,
      languages: JSON.stringify(input.languages),
      modifiedOn: at,
    });
    await repo.replaceCategories(trx, user.id, input.categoryIds);
    if (newPicture) await repo.setProfilePic(trx, user.id, newPicture, at);
    const saved = await repo.findInfluencerById(trx, user.id);
    return detailsOf(ctx, trx, saved ?? user);
  });
}

/** POST influencer/add-socialaccounts: adds or replaces the account of one platform. */
export async function addSocialAccount(
  ctx: Ctx,
  auth: AuthUser,
  account: TAddSocialAccount,
): Promise<TSocialAccount[]> {
  const user = await editableInfluencer(ctx.db, auth, account.userId);
  const at = now(ctx);
  return writeAccounts(ctx, user.id, async (trx) => {
    await repo.ensureProfile(trx, user.id, at);
    await repo.upsertSocialAccount(trx, { ...account, userId: user.id }, at);
    // A new URL is an account not yet proven: its code and verified state go (issue 18).
    await forgetVerification(trx, { userId: user.id, platformId: account.platformId }, account.pageUrl);
  });
}

/**
 * POST influencer/add-socialaccount-service: the services of one platform as the form holds them.
 * Ids 0 or below are new; positive ids must be the influencer's own live services on that platform.
 * Services left out are kept (deleting is deleteservice's job).
 */
export async function saveServices(
  ctx: Ctx,
  auth: AuthUser,
  userId: number,
  services: readonly ServiceInput[],
): Promise<TSocialAccount[]> {
  const user = await editableInfluencer(ctx.db, auth, userId);
  const platformId = services[0]?.platformId;
  const at = now(ctx);
  return writeAccounts(ctx, user.id, async (trx) => {
    // Checked under the lock: a deleteplatform running at the same time cannot leave services without an account.
    if (platformId !== undefined && !(await repo.hasSocialAccount(trx, { userId: user.id, platformId }))) {
      throw badRequest(InfluencerMessages.noSocialAccount);
    }
    for (const service of services) {
      const values = {
        title: service.title,
        description: service.description,
        pricePaise: rupeesToPaise(service.price),
        allowUgc: service.allowUgc,
        ugcPricePaise: rupeesToPaise(service.ugcPrice),
        revisions: service.revisions,
        extraRevisionPricePaise:
          service.extraRevisionPrice === null ? null : rupeesToPaise(service.extraRevisionPrice),
        modifiedOn: at,
      } as const;
      if (service.serviceId <= 0) {
        await repo.insertService(trx, {
          ...values,
          userId: user.id,
          platformId: service.platformId,
          createdOn: at,
        });
        continue;
      }
      const where = { id: service.serviceId, userId: user.id, platformId: service.platformId };
      if (!(await repo.updateService(trx, where, values))) throw notFound(InfluencerMessages.serviceNotFound);
    }
  });
}

/** POST influencer/deleteservice: hides one of the influencer's services (orders keep referring to it). */
export async function deleteService(
  ctx: Ctx,
  auth: AuthUser,
  { userId, serviceId }: { userId: number; serviceId: number },
): Promise<TSocialAccount[]> {
  const user = await editableInfluencer(ctx.db, auth, userId);
  return writeAccounts(ctx, user.id, async (trx) => {
    // Another influencer's service id is "not found" here: it is not one of this influencer's.
    if (!(await repo.softDeleteService(trx, { userId: user.id, serviceId }, now(ctx)))) {
      throw notFound(InfluencerMessages.serviceNotFound);
    }
  });
}

/** POST influencer/deleteplatform: removes the social account and hides its services. */
export async function deletePlatform(
  ctx: Ctx,
  auth: AuthUser,
  { userId, platformId }: { userId: number; platformId: number },
): Promise<TSocialAccount[]> {
  const user = await editableInfluencer(ctx.db, auth, userId);
  return writeAccounts(ctx, user.id, async (trx) => {
    if (!(await repo.deleteSocialAccount(trx, { userId: user.id, platformId }))) {
      throw notFound(InfluencerMessages.socialAccountNotFound);
    }
    await repo.softDeleteServicesOn(trx, { userId: user.id, platformId }, now(ctx));
    await forgetVerification(trx, { userId: user.id, platformId });
  });
}

/** POST influencer/add-gst: GST registration affects every price shown, so listings are refreshed. */
export async function saveGst(
  ctx: Ctx,
  auth: AuthUser,
  userId: number,
  gst: { isGst: boolean; gstNumber: string | null },
): Promise<TGst> {
  const user = await editableInfluencer(ctx.db, auth, userId);
  const at = now(ctx);
  await writeProfile(ctx, user.id, async (trx) => {
    await repo.ensureProfile(trx, user.id, at);
    await repo.updateProfile(trx, user.id, {
      isGst: gst.isGst,
      gstNo: gst.gstNumber,
      modifiedOn: at,
    });
  });
  return { isGST: gst.isGst, gstno: gst.gstNumber ?? '' };
}

/** POST influencer/updateportfolio: without UserId the caller's own portfolio. */
export async function savePortfolio(
  ctx: Ctx,
  auth: AuthUser,
  input: { userId: number | undefined; url1: string | null; url2: string | null; url3: string | null },
): Promise<TPortfolio> {
  const user = await editableInfluencer(ctx.db, auth, input.userId ?? auth.userId);
  const at = now(ctx);
  const { url1, url2, url3 } = input;
  await repo.upsertPortfolio(ctx.db, user.id, { url1, url2, url3 }, at);
  const saved = await repo.portfolioOf(ctx.db, user.id);
  if (!saved) throw notFound(InfluencerMessages.notFound);
  return toPortfolio(saved);
}
