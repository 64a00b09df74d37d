import {
  DESCRIPTION_MAX,
  MAX_CATEGORIES,
  MAX_REVISIONS,
  MAX_SERVICES_PER_PLATFORM,
  MIN_EXTRA_REVISION_PRICE_RUPEES,
  MIN_INFLUENCER_AGE_YEARS,
  MIN_SERVICE_PRICE_RUPEES,
  PAGE_URL_MAX,
  PORTFOLIO_URL_MAX,
  SERVICE_TITLE_MAX,
} from '../constants/limits';

/**
 * Influencer profile texts (spec §5): the onboarding steps' rules, checked in the spec's order so the form
 * and the server report the same first problem, and the server's answers.
 */
export const InfluencerMessages = {
  descriptionRequired: 'Please specify description',
  /** The spec's wording, 'character' included; for the profile and for a service. */
  descriptionMax: `Description should not exceed ${DESCRIPTION_MAX} character`,
  /** The spec's 'atleast' corrected (ARCHITECTURE §10). */
  categoryRequired: 'Please select at least one category',
  categoryMax: `Please select at most ${MAX_CATEGORIES} categories`,
  /** Under the category picker, before the limit is reached and once it is. */
  categoryLimit: `Choose up to ${MAX_CATEGORIES} categories.`,
  categoryLimitReached: `You have chosen ${MAX_CATEGORIES} categories. Remove one to choose another.`,
  categoryInvalid: 'Please select a category from the list',
  pictureRequired: 'Please upload a post style picture',
  genderRequired: 'Please select gender',
  countryInvalid: 'Please select India as the country',
  stateRequired: 'Please select state',
  cityRequired: 'Please select city',
  dobRequired: 'Please specify DOB',
  dobUnderAge: `You must be at least ${MIN_INFLUENCER_AGE_YEARS} years old to join as an influencer`,
  languageRequired: 'Please enter at least one language',
  languageInvalid: 'Please select languages from the list',
  /** For the profile's headline and for a service. */
  titleMax: `Title should not exceed ${SERVICE_TITLE_MAX} characters`,
  serviceTitleRequired: 'Title is Required',
  serviceDescriptionRequired: 'Description is Required',
  priceRequired: 'Price is Required',
  priceMin: `Enter a value equal or more than ${MIN_SERVICE_PRICE_RUPEES}`,
  priceMax: 'Price should not exceed 1,00,00,000',
  pricePaise: 'Price can have at most two decimals',
  ugcPriceRequired: 'UGC Price is Required',
  ugcPriceMin: 'Enter a value equal or more than 0',
  revisionsRange: `Revisions included must be a whole number from 0 to ${MAX_REVISIONS}`,
  extraRevisionPriceMin: `Enter a value equal or more than ${MIN_EXTRA_REVISION_PRICE_RUPEES}, or leave it empty`,
  ugcNotAllowed: 'UGC rights can be offered only for Instagram reels',
  servicesMax: `You can add up to ${MAX_SERVICES_PER_PLATFORM} services on a platform`,
  servicesOnePlatform: 'Please save the services of one platform at a time',
  platformInvalid: 'Please select a platform',
  pageUrlRequired: 'Please enter Page Url',
  pageUrlMax: `Page Url should not exceed ${PAGE_URL_MAX} characters`,
  /** A page URL off the platform's hosts or not a web page (`javascript:`, `file:`…). */
  pageUrlInvalid: (platform: string, example: string) =>
    `Please enter the link to your ${platform} page, like ${example}`,
  followerRangeRequired: 'Please select followers range',
  noSocialAccount: 'Please Authenticate Social Account',
  gstFlagInvalid: 'IsGst must be true or false',
  gstRequired: 'Please specify GST Number',
  gstInvalid: 'Please enter a valid GST Number',
  portfolioUrlInvalid: 'Please enter a valid link',
  portfolioUrlMax: `A link should not exceed ${PORTFOLIO_URL_MAX} characters`,
  serviceIdRequired: 'Only saved services can be deleted',
  notFound: 'Influencer not found',
  serviceNotFound: 'Service not found',
  socialAccountNotFound: 'Social account not found',
  detailsSaved: 'Profile details saved',
  socialAccountSaved: 'Social account saved',
  servicesSaved: 'Services saved',
  serviceDeleted: 'Service deleted',
  platformDeleted: 'Platform deleted',
  portfolioSaved: 'Portfolio saved',
  gstSaved: 'GST details saved',
  /** The spec's 'Are sure you want' corrected (ARCHITECTURE §10). */
  deleteServiceConfirm: 'Are you sure you want to delete this service?',
  deletePlatformConfirm: 'Are you sure you want to delete this platform?',
  /** Asked before leaving the Services step with services that are not saved yet. */
  unsavedServicesTitle: 'Leave without saving?',
  unsavedServices: (count: number) =>
    count === 1
      ? '1 service on this page is not saved yet. Save it before you leave, or it will be lost.'
      : `${count} services on this page are not saved yet. Save them before you leave, or they will be lost.`,
} as const;
