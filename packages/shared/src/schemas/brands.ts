import { z } from 'zod';
import { BRAND_NAME_MAX } from '../constants/limits';
import { BrandMessages } from '../messages/brands';
import { singleLine } from './common';

/** GET brand/get (spec §3 'Brand profile'); profilePic is a file name served at /files/{name}. */
export const ZBrandProfile = z.object({ name: z.string(), profilePic: z.string().nullable() });
export type TBrandProfile = z.infer<typeof ZBrandProfile>;

/**
 * POST brand/update. base64Image is a file name returned by POST /api/files/images, sent only when a
 * new picture was chosen.
 */
export const ZUpdateBrandRequest = z.object({
  name: singleLine(
    z
      .string({ error: BrandMessages.nameRequired })
      .trim()
      .min(1, BrandMessages.nameRequired)
      .max(BRAND_NAME_MAX, BrandMessages.nameMax),
  ),
  base64Image: singleLine(z.string())
    .nullish()
    .transform((v) => (v ?? '').trim() || null),
});
export type TUpdateBrandInput = z.input<typeof ZUpdateBrandRequest>;
export type TUpdateBrandRequest = z.output<typeof ZUpdateBrandRequest>;

export const ZUpdateBrandResult = z.object({ profilePic: z.string().nullable() });
export type TUpdateBrandResult = z.infer<typeof ZUpdateBrandResult>;
