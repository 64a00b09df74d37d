/**
 * Notice ids (see `@/lib/notify`). The onboarding steps share one: each new message replaces the last,
 * and the page hides it after every successful save, so no stale 'Please Authenticate Social Account'
 * stays beside a saved account. The portfolio form's error and success replace each other the same way.
 */
export const ONBOARDING_NOTICE = 'onboarding';
export const PORTFOLIO_NOTICE = 'portfolio';
