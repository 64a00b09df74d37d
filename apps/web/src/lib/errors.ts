import { CommonMessages } from '@collably/shared/messages/common';
import { ApiError } from './api-client';

/** The one way a failure becomes text on screen: the server's message (ApiError), else `fallback`. */
export const errorMessage = (error: unknown, fallback: string = CommonMessages.somethingWentWrong): string =>
  error instanceof Error && error.message ? error.message : fallback;

export const isNotFound = (error: unknown): boolean => error instanceof ApiError && error.status === 404;
