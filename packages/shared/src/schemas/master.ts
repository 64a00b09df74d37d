import { z } from 'zod';

export const ZPlatform = z.object({ platformId: z.number(), platformName: z.string() });
export const ZCategory = z.object({ categoryId: z.number(), categoryName: z.string() });
export const ZFollowerRangeItem = z.object({ followerId: z.number(), followerRange: z.string() });
export const ZCountry = z.object({ countryId: z.number(), name: z.string() });
export const ZState = z.object({ stateId: z.number(), name: z.string() });
export const ZCity = z.object({ cityId: z.number(), name: z.string() });
export type TPlatform = z.infer<typeof ZPlatform>;
export type TCategory = z.infer<typeof ZCategory>;
export type TFollowerRangeItem = z.infer<typeof ZFollowerRangeItem>;
export type TCountry = z.infer<typeof ZCountry>;
export type TState = z.infer<typeof ZState>;
export type TCity = z.infer<typeof ZCity>;

/** GET master/grievance-officer: whom the privacy policy names for grievances (a server setting). */
export const ZGrievanceOfficer = z.object({
  name: z.string(),
  email: z.string(),
  phone: z.string().nullable(),
});
export type TGrievanceOfficer = z.infer<typeof ZGrievanceOfficer>;
