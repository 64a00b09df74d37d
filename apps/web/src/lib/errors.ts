import { ApiError } from './api-client';

const SOMETHING_WENT_WRONG = 'Something went wrong. Please try again.';

/** The one way a failure becomes text on screen: the server's message (ApiError), else `fallback`. */
export const errorMessage = (error: unknown, fallback = SOMETHING_WENT_WRONG): string =>
  error instanceof Error && error.message ? error.message : fallback;

export const isNotFound = (error: unknown): boolean => error instanceof ApiError && error.status === 404;
