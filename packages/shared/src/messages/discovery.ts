import { MAX_PAGE } from '../constants/discovery';
import { GENDER_VALUES, LANGUAGES } from '../constants/profile';
import { SEARCH_TEXT_MAX } from '../domain/search-text';
import { PLATFORM_IDS } from '../constants/platforms';

/** The influencer listing's query texts, each naming the parameter the spec's client sends. */
export const DiscoveryMessages = {
  platformInvalid: `Platform must be 0 (all) or one of ${PLATFORM_IDS.join(', ')}`,
  categoryInvalid: 'Category must be 0 (all) or a category id',
  genderInvalid: `Gender must be ${GENDER_VALUES.join(' or ')}`,
  stateInvalid: 'State must be a state id, or 0 / -1 for all',
  speaksInvalid: 'City (Speaks) must be 0 (all), 1 (speaking) or 2 (non speaking)',
  sortOrderInvalid: 'SortOrder must be 0 (relevance), 1 or 2 (price), 3 or 4 (followers)',
  searchInvalid: 'Search must be text',
  searchTooLong: `Search must be at most ${SEARCH_TEXT_MAX} characters`,
  languageInvalid: `Language must be a language id from 0 to ${LANGUAGES.length - 1}`,
  verifiedInvalid: 'Verified must be 0 or 1',
  pageInvalid: `Page must be between 0 and ${MAX_PAGE}`,
} as const;
