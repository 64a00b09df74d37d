export const TAGS = [
  { id: 1, name: 'Speaks' },
  { id: 2, name: 'Aesthetics Pro' },
  { id: 3, name: 'High Reach' },
  { id: 4, name: 'Looks Star' },
  { id: 5, name: 'Value Pick' },
] as const;
export const TAG_IDS: readonly number[] = TAGS.map((t) => t.id);
export const SPEAKS_TAG_ID = 1;

/** Languages of spec §3, id 0 to 22 in this order. */
export const LANGUAGE_NAMES = [
  'Assamese',
  'Bengali',
  'Bodo',
  'Dogri',
  'English',
  'Gujarati',
  'Hindi',
  'Kannada',
  'Kashmiri',
  'Konkani',
  'Maithili',
  'Malayalam',
  'Manipuri',
  'Marathi',
  'Nepali',
  'Odia',
  'Punjabi',
  'Sanskrit',
  'Santali',
  'Sindhi',
  'Tamil',
  'Telugu',
  'Urdu',
] as const;
export const LANGUAGES: readonly { id: number; name: string }[] = LANGUAGE_NAMES.map((name, id) => ({
  id,
  name,
}));

export const GENDERS = [
  { value: 'male', Name: 'Male' },
  { value: 'female', Name: 'Female' },
] as const;
export const GENDER_VALUES = GENDERS.map((g) => g.value);

export const INDIA_COUNTRY_ID = 101;
/** `dob` value meaning "not set" (spec §3). */
export const UNSET_DOB = '0001-01-01T00:00:00';
/** state/city value meaning "not set" (spec §3). */
export const UNSET_LOCATION = -1;
