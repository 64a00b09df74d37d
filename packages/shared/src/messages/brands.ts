import { BRAND_NAME_MAX } from '../constants/limits';

/** Brand profile texts: the form's rules and the server's answers. */
export const BrandMessages = {
  nameRequired: 'Please specify name',
  nameMax: `Name should not exceed ${BRAND_NAME_MAX} characters`,
  notFound: 'Brand not found',
  updated: 'Profile updated',
} as const;
