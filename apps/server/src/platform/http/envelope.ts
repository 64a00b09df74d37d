import { z } from 'zod';

export { envelopeOf } from '@collably/shared/schemas/common';

/** A successful envelope (ARCHITECTURE §3). */
export const ok = <T>(data: T, message = 'Success', token?: string) =>
  token === undefined ? { isSuccess: true, message, data } : { isSuccess: true, message, data, token };

export const ZNoData = z.null();
