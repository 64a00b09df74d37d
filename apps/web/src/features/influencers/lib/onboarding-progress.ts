import { addDetailProblems, type TInfluencerDetails } from '@collably/shared/schemas/influencers';

/** Where the onboarding page opens. Services belong to one platform, so that step names it. */
export type TResumeAt = { step: 'start' } | { step: 'social' } | { step: 'services'; platformId: number };

/** Start is complete when the saved profile passes the same rules the Next button runs. */
export const isStartComplete = (details: TInfluencerDetails, today: Date = new Date()) =>
  addDetailProblems(
    {
      UserId: details.userId,
      title: details.title,
      description: details.description,
      categoryIds: details.infCategories.map((c) => c.categoryId).join(','),
      base64Image: null,
      gender: details.gender,
      country: details.country,
      state: details.state,
      city: details.city,
      dob: details.dob,
      language: details.language,
    },
    { hasPicture: Boolean(details.base64Image), today },
  ).length === 0;

/**
 * The first step that is not complete, judged from the profile the page loads: Start until its rules
 * pass, Social media until an account is linked, that account's Services until one is saved. A profile
 * with all of them has nothing to resume and opens at Start, as an edit from the beginning.
 */
export function resumeAt(details: TInfluencerDetails, today: Date = new Date()): TResumeAt {
  if (!isStartComplete(details, today)) return { step: 'start' };
  const accounts = details.infSocialAccounts;
  const [firstLinked] = accounts;
  if (!firstLinked) return { step: 'social' };
  if (accounts.some((a) => a.infServices.length > 0)) return { step: 'start' };
  // Linked but nothing to book yet: open the first linked platform's services.
  return { step: 'services', platformId: firstLinked.plateformId };
}
