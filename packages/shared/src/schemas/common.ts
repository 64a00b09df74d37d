import { z } from 'zod';

/** Every API response body, success or failure (ARCHITECTURE §3). */
export const envelopeOf = <T extends z.ZodType>(data: T) =>
  z.object({
    isSuccess: z.boolean(),
    message: z.string(),
    data: data,
    token: z.string().optional(),
  });

export const ZErrorEnvelope = z.object({
  isSuccess: z.literal(false),
  message: z.string(),
  data: z.null(),
});

export type TEnvelope<T> = { isSuccess: boolean; message: string; data: T; token?: string };

/** A path or query id: digits only, positive. */
export const ZIdParam = z.coerce
  .number({ error: 'Id must be a number' })
  .int('Id must be a whole number')
  .positive('Id must be positive');
