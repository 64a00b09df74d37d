import type { FastifyReply } from 'fastify';
import { z } from 'zod';
import { CommonMessages } from '@collably/shared/messages/common';

export { envelopeOf } from '@collably/shared/schemas/common';

/** A successful envelope (ARCHITECTURE §3). */
export const ok = <T>(data: T, message: string = CommonMessages.success, token?: string) =>
  token === undefined ? { isSuccess: true, message, data } : { isSuccess: true, message, data, token };

export const ZNoData = z.null();

/**
 * Sends an envelope that is already serialized (cached answers): Fastify sends a string with a JSON
 * content type as is, without running the response serializer again.
 */
export const sendSerialized = (reply: FastifyReply, body: string) =>
  reply.type('application/json; charset=utf-8').send(body);
