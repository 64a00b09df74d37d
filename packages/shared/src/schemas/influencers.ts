import { z } from 'zod';
import {
  DESCRIPTION_MAX,
  MAX_AGE_YEARS,
  MAX_CATEGORIES,
  DEFAULT_REVISIONS,
  MAX_REVISIONS,
  MAX_SERVICE_PRICE_RUPEES,
  MAX_SERVICES_PER_PLATFORM,
  MIN_EXTRA_REVISION_PRICE_RUPEES,
  MIN_INFLUENCER_AGE_YEARS,
  MIN_SERVICE_PRICE_RUPEES,
  PAGE_URL_MAX,
  PORTFOLIO_URL_MAX,
  SERVICE_TITLE_MAX,
} from '../constants/limits';
import { PLATFORM_IDS, platformName } from '../constants/platforms';
import { PAGE_URL_EXAMPLES } from '../constants/social-verification';
import { GENDER_VALUES, INDIA_COUNTRY_ID } from '../constants/profile';
import { FOLLOWER_RANGES } from '../constants/ranges';
import { isValidGstin, normaliseGstin } from '../domain/gstin';
import {
  ageOn,
  canOfferUgc,
  followerIdOfUpperBound,
  followersCountOf,
  normalisePageUrl,
  parseCategoryIds,
  parseDob,
  parseLanguages,
  type TLanguage,
} from '../domain/influencer-profile';
import { normalisePortfolioUrl, toHttpUrl } from '../domain/portfolio';
import { hasAtMostTwoDecimals } from '../domain/pricing';
import { isPlatformPageUrl } from '../domain/social-verification';
import { CommonMessages } from '../messages/common';
import { InfluencerMessages as M } from '../messages/influencers';
import { dbInt, isMultiLineText, isSingleLineText, multiLine, singleLine, ZUserId } from './common';
import { booleanLike, optionalNumber, optionalText, rupees, type RupeeField } from './parsers';

/**
 * Influencer profile calls (spec §3, §5, §7). Field names are the spec's, spelling included
 * ('plateformId', 'urL1'). Prices in these payloads are rupees; the server keeps integer paise.
 * Each step's rules run in the spec's order, so the form and the server report the same first problem.
 */
export const ZUserIdQuery = z.object({ UserId: ZUserId });
export type TUserIdQuery = z.infer<typeof ZUserIdQuery>;

// ---------------------------------------------------------------------------------------------
// add-detail (step 1, Start)

/** POST influencer/add-detail as sent. Each field is checked, in the spec's order, by addDetailSchema. */
export const ZAddDetailRequest = z.object({
  UserId: ZUserId,
  /** Optional headline, shown as UserInfo.additionalName. */
  title: optionalText,
  description: optionalText,
  /** Comma-separated category ids, in the order chosen: '3,7'. */
  categoryIds: optionalText,
  /** A file name returned by POST /api/files/images; only when a new picture was chosen. */
  base64Image: optionalText,
  /** 'male' or 'female'. */
  gender: optionalText,
  /** Country id; only India (101) is offered. */
  country: optionalNumber,
  /** State id of country 101; -1 = not chosen. */
  state: optionalNumber,
  /** City id of that state; -1 = not chosen. */
  city: optionalNumber,
  /** 'yyyy-MM-dd' or 'yyyy-MM-ddTHH:mm:ss'; '0001-01-01T00:00:00' = not chosen. */
  dob: optionalText,
  /** JSON text of [{ id, name }] from the 23 languages (ids 0-22). */
  language: optionalText,
});
export type TAddDetailRequest = z.infer<typeof ZAddDetailRequest>;

/**
 * What the rules need to know beyond the payload. The browser passes what it knows (whether a
 * picture is already saved, today); the server adds the master data it checks ids against.
 */
export type TAddDetailFacts = {
  /** The profile already has a picture, so a new one is optional. */
  hasPicture: boolean;
  /** The date the age rule is checked on. */
  today: Date;
  isCategory?: (categoryId: number) => boolean;
  isStateOfIndia?: (stateId: number) => boolean;
  isCityOfState?: (cityId: number, stateId: number) => boolean;
};

/** add-detail after its rules: ids parsed, texts trimmed, the date as 'yyyy-MM-dd'. */
export type TAddDetail = {
  userId: number;
  title: string | null;
  description: string;
  categoryIds: number[];
  /** A newly uploaded picture, or null to keep the current one. */
  picture: string | null;
  gender: string;
  countryId: number;
  stateId: number;
  cityId: number;
  dob: string;
  languages: TLanguage[];
};

/** A rule that failed: the request field it names and the spec's message. */
export type TAddDetailProblem = { field: keyof TAddDetailRequest; message: string };
type Check<T> = { value: T } | TAddDetailProblem;
const fail = (field: keyof TAddDetailRequest, message: string): TAddDetailProblem => ({ field, message });
const ok = <T>(value: T): { value: T } => ({ value });

// One check per field, each independent of the others' outcome, so a form can show every problem at once.

function checkDescription(input: TAddDetailRequest): Check<string> {
  const description = (input.description ?? '').trim();
  if (description === '') return fail('description', M.descriptionRequired);
  if (description.length > DESCRIPTION_MAX) return fail('description', M.descriptionMax);
  if (!isMultiLineText(description)) return fail('description', CommonMessages.controlCharacters);
  return ok(description);
}

function checkCategories(input: TAddDetailRequest, facts: TAddDetailFacts): Check<number[]> {
  const categoryIds = parseCategoryIds(input.categoryIds);
  if (categoryIds === null) return fail('categoryIds', M.categoryInvalid);
  if (categoryIds.length === 0) return fail('categoryIds', M.categoryRequired);
  if (categoryIds.length > MAX_CATEGORIES) return fail('categoryIds', M.categoryMax);
  if (facts.isCategory && !categoryIds.every(facts.isCategory)) return fail('categoryIds', M.categoryInvalid);
  return ok(categoryIds);
}

function checkPicture(input: TAddDetailRequest, facts: TAddDetailFacts): Check<string | null> {
  const picture = (input.base64Image ?? '').trim() || null;
  if (!picture && !facts.hasPicture) return fail('base64Image', M.pictureRequired);
  return ok(picture);
}

function checkGender(input: TAddDetailRequest): Check<string> {
  const gender = (input.gender ?? '').trim().toLowerCase();
  if (!(GENDER_VALUES as readonly string[]).includes(gender)) return fail('gender', M.genderRequired);
  return ok(gender);
}

/** Country and state together: a state is only meaningful inside India. */
function checkPlace(
  input: TAddDetailRequest,
  facts: TAddDetailFacts,
): Check<{ countryId: number; stateId: number }> {
  const countryId = input.country ?? INDIA_COUNTRY_ID;
  if (countryId !== INDIA_COUNTRY_ID) return fail('country', M.countryInvalid);
  const stateId = input.state ?? -1;
  if (
    !Number.isInteger(stateId) ||
    stateId <= 0 ||
    (facts.isStateOfIndia && !facts.isStateOfIndia(stateId))
  ) {
    return fail('state', M.stateRequired);
  }
  return ok({ countryId, stateId });
}

function checkCity(input: TAddDetailRequest, facts: TAddDetailFacts): Check<number> {
  const stateId = input.state ?? -1;
  const cityId = input.city ?? -1;
  if (
    !Number.isInteger(cityId) ||
    cityId <= 0 ||
    (facts.isCityOfState && !facts.isCityOfState(cityId, stateId))
  ) {
    return fail('city', M.cityRequired);
  }
  return ok(cityId);
}

function checkDob(input: TAddDetailRequest, facts: TAddDetailFacts): Check<string> {
  const dob = parseDob(input.dob);
  if (!dob) return fail('dob', M.dobRequired);
  const age = ageOn(dob, facts.today);
  if (age < 0 || age > MAX_AGE_YEARS) return fail('dob', M.dobRequired);
  if (age < MIN_INFLUENCER_AGE_YEARS) return fail('dob', M.dobUnderAge);
  return ok(dob);
}

function checkLanguages(input: TAddDetailRequest): Check<TLanguage[]> {
  const languages = parseLanguages(input.language);
  if (languages === 'empty') return fail('language', M.languageRequired);
  if (languages === 'invalid') return fail('language', M.languageInvalid);
  return ok(languages);
}

function checkTitle(input: TAddDetailRequest): Check<string | null> {
  const title = (input.title ?? '').trim() || null;
  if (title && title.length > SERVICE_TITLE_MAX) return fail('title', M.titleMax);
  if (title && !isSingleLineText(title)) return fail('title', CommonMessages.controlCharacters);
  return ok(title);
}

/** Every field's check, in the spec's order (§5). */
function checkFields(input: TAddDetailRequest, facts: TAddDetailFacts) {
  return {
    description: checkDescription(input),
    categoryIds: checkCategories(input, facts),
    picture: checkPicture(input, facts),
    gender: checkGender(input),
    place: checkPlace(input, facts),
    cityId: checkCity(input, facts),
    dob: checkDob(input, facts),
    languages: checkLanguages(input),
    title: checkTitle(input),
  };
}

const problemsOf = (checks: ReturnType<typeof checkFields>) =>
  Object.values(checks).filter((c): c is TAddDetailProblem => !('value' in c));

/**
 * Every problem of a Start form, at most one per field, in the spec's order (§5): the form shows them
 * all at once beside their fields; the first is the one the server answers with.
 */
export const addDetailProblems = (input: TAddDetailRequest, facts: TAddDetailFacts): TAddDetailProblem[] =>
  problemsOf(checkFields(input, facts));

/** The spec's rules for Start (§5), in its order; the first that fails is the answer. */
export function checkAddDetail(input: TAddDetailRequest, facts: TAddDetailFacts): Check<TAddDetail> {
  const c = checkFields(input, facts);
  if (
    'value' in c.description &&
    'value' in c.categoryIds &&
    'value' in c.picture &&
    'value' in c.gender &&
    'value' in c.place &&
    'value' in c.cityId &&
    'value' in c.dob &&
    'value' in c.languages &&
    'value' in c.title
  ) {
    return {
      value: {
        userId: input.UserId,
        title: c.title.value,
        description: c.description.value,
        categoryIds: c.categoryIds.value,
        picture: c.picture.value,
        gender: c.gender.value,
        countryId: c.place.value.countryId,
        stateId: c.place.value.stateId,
        cityId: c.cityId.value,
        dob: c.dob.value,
        languages: c.languages.value,
      },
    };
  }
  // Some check failed, so the list is not empty; the fallback only satisfies the types.
  return problemsOf(c)[0] ?? fail('description', M.descriptionRequired);
}

/** add-detail with its rules, for a form resolver or the server. */
export const addDetailSchema = (facts: TAddDetailFacts) =>
  ZAddDetailRequest.transform((input, ctx): TAddDetail => {
    const result = checkAddDetail(input, facts);
    if ('value' in result) return result.value;
    ctx.addIssue({ code: 'custom', path: [result.field], message: result.message });
    return z.NEVER;
  });

// ---------------------------------------------------------------------------------------------
// Services (step 3)

const ZPlatformId = z.coerce
  .number<number>({ error: M.platformInvalid })
  .refine((id) => PLATFORM_IDS.includes(id), M.platformInvalid);

/**
 * One service of add-socialaccount-service. influencerServiceId 0 or negative (the form's
 * temporary ids) = a new service; positive = an update of one of the influencer's own services.
 * price (= basePrice) and ugcPrice are rupees, at most two decimals.
 */
export const ZServiceInput = z
  .object({
    influencerServiceId: dbInt(z.coerce.number<number>().int()).default(0),
    title: singleLine(
      z
        .string({ error: M.serviceTitleRequired })
        .trim()
        .min(1, M.serviceTitleRequired)
        .max(SERVICE_TITLE_MAX, M.titleMax),
    ),
    description: multiLine(
      z
        .string({ error: M.serviceDescriptionRequired })
        .trim()
        .min(1, M.serviceDescriptionRequired)
        .max(DESCRIPTION_MAX, M.descriptionMax),
    ),
    price: rupees(M.priceRequired).pipe(
      z
        .number()
        .min(MIN_SERVICE_PRICE_RUPEES, M.priceMin)
        .max(MAX_SERVICE_PRICE_RUPEES, M.priceMax)
        .refine(hasAtMostTwoDecimals, M.pricePaise),
    ),
    allowUGC: z.boolean().nullish(),
    // Checked below, and only when UGC is on; typed as what a rupee field holds.
    ugcPrice: z.custom<RupeeField>().optional(),
    plateformId: ZPlatformId,
    /** Revisions an order of this service includes (issue 19 item 4); absent = DEFAULT_REVISIONS. */
    Revisions: optionalNumber.pipe(
      z
        .number()
        .int(M.revisionsRange)
        .min(0, M.revisionsRange)
        .max(MAX_REVISIONS, M.revisionsRange)
        .optional(),
    ),
    /** Rupees per paid extra revision beyond them; absent, blank or 0 = no paid extras. */
    ExtraRevisionPrice: optionalNumber.pipe(
      z
        .number()
        .refine((v) => v === 0 || v >= MIN_EXTRA_REVISION_PRICE_RUPEES, M.extraRevisionPriceMin)
        .refine((v) => v <= MAX_SERVICE_PRICE_RUPEES, M.priceMax)
        .refine(hasAtMostTwoDecimals, M.pricePaise)
        .optional(),
    ),
  })
  .transform(({ Revisions, ExtraRevisionPrice, ...rest }) => ({
    ...rest,
    Revisions: Revisions ?? DEFAULT_REVISIONS,
    ExtraRevisionPrice: ExtraRevisionPrice ? ExtraRevisionPrice : null,
  }))
  .transform((service, ctx) => {
    const allowUGC = service.allowUGC === true;
    let ugcPrice = 0;
    if (allowUGC) {
      const parsed = rupees(M.ugcPriceRequired)
        .pipe(
          z
            .number()
            .min(0, M.ugcPriceMin)
            .max(MAX_SERVICE_PRICE_RUPEES, M.priceMax)
            .refine(hasAtMostTwoDecimals, M.pricePaise),
        )
        .safeParse(service.ugcPrice);
      if (!parsed.success) {
        ctx.addIssue({
          code: 'custom',
          path: ['ugcPrice'],
          message: parsed.error.issues[0]?.message ?? M.ugcPriceRequired,
        });
        return z.NEVER;
      }
      if (!canOfferUgc(service.plateformId, service.title)) {
        ctx.addIssue({ code: 'custom', path: ['allowUGC'], message: M.ugcNotAllowed });
        return z.NEVER;
      }
      ugcPrice = parsed.data;
    }
    return { ...service, allowUGC, ugcPrice };
  });
export type TServiceInput = z.input<typeof ZServiceInput>;
export type TService = z.output<typeof ZServiceInput>;

/** POST influencer/add-socialaccount-service?UserId={id}: the services of one platform (a JSON array). */
export const ZSaveServicesRequest = z
  .array(ZServiceInput)
  .max(MAX_SERVICES_PER_PLATFORM, M.servicesMax)
  .refine((list) => new Set(list.map((s) => s.plateformId)).size <= 1, M.servicesOnePlatform);
export type TSaveServicesRequest = z.output<typeof ZSaveServicesRequest>;

/** POST influencer/deleteservice. */
export const ZDeleteServiceRequest = z.object({
  userId: ZUserId,
  influencerServiceId: dbInt(
    z.coerce.number({ error: M.serviceIdRequired }).int(M.serviceIdRequired).positive(M.serviceIdRequired),
  ),
});
export type TDeleteServiceRequest = z.infer<typeof ZDeleteServiceRequest>;

/** POST influencer/deleteplatform: removes the social account and its services. */
export const ZDeletePlatformRequest = z.object({ userId: ZUserId, plateformId: ZPlatformId });
export type TDeletePlatformRequest = z.infer<typeof ZDeletePlatformRequest>;

// ---------------------------------------------------------------------------------------------
// Social accounts (step 2)

/**
 * POST influencer/add-socialaccounts. Send followerId (1-8, preferred); followersCount alone is read
 * as the upper bound of a range. The server answers followersCount as followersCountOf(followerId).
 */
export const ZAddSocialAccountRequest = z
  .object({
    UserId: ZUserId,
    plateformId: ZPlatformId,
    /** The page URL. */
    userName: z
      .string({ error: M.pageUrlRequired })
      .transform(normalisePageUrl)
      .pipe(singleLine(z.string().min(1, M.pageUrlRequired).max(PAGE_URL_MAX, M.pageUrlMax))),
    followerId: optionalNumber,
    followersCount: optionalNumber,
  })
  .transform((account, ctx) => {
    const followerId =
      account.followerId !== undefined
        ? FOLLOWER_RANGES.some((r) => r.followerId === account.followerId)
          ? account.followerId
          : null
        : account.followersCount !== undefined
          ? followerIdOfUpperBound(account.followersCount)
          : null;
    const isPageUrl = isPlatformPageUrl(account.plateformId, account.userName);
    if (!isPageUrl) {
      const example = PAGE_URL_EXAMPLES[account.plateformId] ?? '';
      ctx.addIssue({
        code: 'custom',
        path: ['userName'],
        message: M.pageUrlInvalid(platformName(account.plateformId), example),
      });
    }
    if (followerId === null) {
      ctx.addIssue({ code: 'custom', path: ['followerId'], message: M.followerRangeRequired });
    }
    if (!isPageUrl || followerId === null) return z.NEVER;
    return {
      userId: account.UserId,
      platformId: account.plateformId,
      pageUrl: account.userName,
      followerId,
      followersCount: followersCountOf(followerId),
    };
  });
export type TAddSocialAccountInput = z.input<typeof ZAddSocialAccountRequest>;
export type TAddSocialAccount = z.output<typeof ZAddSocialAccountRequest>;

// ---------------------------------------------------------------------------------------------
// GST (step 2, Finish Setup)

/** POST influencer/add-gst?UserId={id}. The number is stored upper-case without spaces. */
export const ZAddGstRequest = z
  .object({ IsGst: booleanLike(M.gstFlagInvalid), GSTNumber: optionalText })
  .transform((gst, ctx) => {
    if (!gst.IsGst) return { isGst: false, gstNumber: null };
    const gstNumber = normaliseGstin(gst.GSTNumber ?? '');
    if (gstNumber === '') {
      ctx.addIssue({ code: 'custom', path: ['GSTNumber'], message: M.gstRequired });
      return z.NEVER;
    }
    if (!isValidGstin(gstNumber)) {
      ctx.addIssue({ code: 'custom', path: ['GSTNumber'], message: M.gstInvalid });
      return z.NEVER;
    }
    return { isGst: true, gstNumber };
  });
export type TAddGstInput = z.input<typeof ZAddGstRequest>;

export const ZGst = z.object({ isGST: z.boolean(), gstno: z.string() });
export type TGst = z.infer<typeof ZGst>;

// ---------------------------------------------------------------------------------------------
// Portfolio

const ZPortfolioUrl = z
  .string()
  .nullish()
  .transform((v) => (v ?? '').trim())
  .pipe(
    singleLine(z.string().max(PORTFOLIO_URL_MAX, M.portfolioUrlMax)).refine(
      (v) => v === '' || toHttpUrl(v) !== null,
      M.portfolioUrlInvalid,
    ),
  )
  .transform((v) => (v === '' ? null : normalisePortfolioUrl(v)));

/**
 * POST influencer/updateportfolio: up to three links, each normalised to its embeddable form
 * (spec §5). Without UserId the caller's own portfolio; staff send the influencer's UserId.
 */
export const ZUpdatePortfolioRequest = z.object({
  InfluencerPortfolioId: dbInt(z.coerce.number().int()).default(0),
  PlateformId: dbInt(z.coerce.number().int()).default(0),
  URL1: ZPortfolioUrl,
  URL2: ZPortfolioUrl,
  URL3: ZPortfolioUrl,
  UserId: ZUserId.optional(),
});
export type TUpdatePortfolioInput = z.input<typeof ZUpdatePortfolioRequest>;

// ---------------------------------------------------------------------------------------------
// Responses

/**
 * A service as answered (spec §3), all amounts in rupees. price = basePrice = the influencer's own
 * price (what the form edits). The breakup lines come from the shared priceBreakup rule: GST on the
 * influencer's price and UGC price only when the influencer is GST registered; the platform fee (a
 * configured percent) and its GST always. total / totalWithUGC are what a brand pays without / with
 * UGC rights, before any coupon.
 */
export const ZService = z.object({
  influencerServiceId: z.number(),
  plateformId: z.number(),
  title: z.string(),
  description: z.string(),
  price: z.number(),
  basePrice: z.number(),
  basePriceGst: z.number(),
  platformFee: z.number(),
  platformFeeGst: z.number(),
  allowUGC: z.boolean(),
  ugcPrice: z.number(),
  ugcPriceGst: z.number(),
  ugcPlatformFee: z.number(),
  ugcPlatformFeeGst: z.number(),
  /** basePrice + ugcPrice: the influencer's price including UGC rights. */
  priceWithUGC: z.number(),
  total: z.number(),
  totalWithUGC: z.number(),
  /** Revisions an order includes (issue 19 item 4). */
  Revisions: z.number(),
  /** The influencer's price of one paid extra revision, rupees; null when none are offered. */
  ExtraRevisionPrice: z.number().nullable(),
});
export type TServiceResponse = z.infer<typeof ZService>;

/** A social account (spec §3): userName is the page URL. */
export const ZSocialAccount = z.object({
  plateformId: z.number(),
  plateformName: z.string(),
  userName: z.string(),
  followersCount: z.number(),
  followerId: z.number(),
  /** The owner proved the account theirs (issue 18); otherwise its follower count is self-declared. */
  isVerified: z.boolean(),
  infServices: z.array(ZService),
});
export type TSocialAccount = z.infer<typeof ZSocialAccount>;

export const ZInfluencerCategory = z.object({ categoryId: z.number(), categoryName: z.string() });

/** Portfolio (spec §3): links already normalised; null where none. */
export const ZPortfolio = z.object({
  influencerPortfolioId: z.number(),
  urL1: z.string().nullable(),
  urL2: z.string().nullable(),
  urL3: z.string().nullable(),
});
export type TPortfolio = z.infer<typeof ZPortfolio>;

/**
 * GET influencer/get-details/{id} and add-detail's answer: the influencer profile (spec §3) as the
 * onboarding form edits it. Unset values are the spec's: state/city -1, dob '0001-01-01T00:00:00'.
 */
export const ZInfluencerDetails = z.object({
  userId: z.number(),
  userName: z.string(),
  name: z.string(),
  /** 'pending' until an admin approves; the profile can be edited meanwhile. */
  status: z.string(),
  title: z.string(),
  description: z.string(),
  /** The picture's file name (served at /files/{name}); null when none. */
  base64Image: z.string().nullable(),
  gender: z.string(),
  country: z.number(),
  state: z.number(),
  city: z.number(),
  /** 'yyyy-MM-ddT00:00:00', or '0001-01-01T00:00:00' when unset. */
  dob: z.string(),
  /** JSON text of [{ id, name }]. */
  language: z.string(),
  infCategories: z.array(ZInfluencerCategory),
  infSocialAccounts: z.array(ZSocialAccount),
  isGST: z.boolean(),
  gstno: z.string(),
});
export type TInfluencerDetails = z.infer<typeof ZInfluencerDetails>;

/**
 * GET influencer/get-userdetails/{name}: the public profile (spec §3 UserInfo). isFavourite is true
 * only for a signed-in brand that favourited this influencer. isFeatured and lastLoginOn drive the
 * offline marker (§4).
 */
export const ZUserInfo = z.object({
  userId: z.number(),
  userName: z.string(),
  name: z.string(),
  additionalName: z.string(),
  base64Image: z.string().nullable(),
  profilePic: z.string().nullable(),
  description: z.string(),
  /** JSON text of [{ id, name }], tag ids 1-5. */
  tags: z.string(),
  isFavourite: z.boolean(),
  isFeatured: z.boolean(),
  lastLoginOn: z.string().nullable(),
  status: z.string(),
  infCategories: z.array(ZInfluencerCategory),
  infSocialAccounts: z.array(ZSocialAccount),
  /** Zero or one portfolio. */
  infPortfolios: z.array(ZPortfolio),
});
export type TUserInfo = z.infer<typeof ZUserInfo>;
