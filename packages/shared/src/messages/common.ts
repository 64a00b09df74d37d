/**
 * Texts no single capability owns (spec §5, §8): permission answers, the HTTP layer's answers and the
 * free-text rule. Each capability keeps its own bag in this folder; a sentence lives in one of them only.
 */
const mustBeNumber = (field: string) => `${field} must be a number`;
const mustBeWhole = (field: string) => `${field} must be a whole number`;
const mustBePositive = (field: string) => `${field} must be positive`;
const tooLarge = (field: string) => `${field} is too large`;

export const CommonMessages = {
  /** Query and path values, named after the parameter. */
  mustBeNumber,
  mustBeWhole,
  mustBePositive,
  tooLarge,
  mustBeBetween: (field: string, min: number, max: number) => `${field} must be between ${min} and ${max}`,
  mustBeZeroOrMore: (field: string) => `${field} must be 0 or more`,
  mustNotExceed: (field: string, other: string) => `${field} must not be greater than ${other}`,
  isRequired: (field: string) => `${field} is required`,
  flagInvalid: 'A flag must be true or false',
  required: 'This Field is Required',
  notAllowed: 'You are not allowed to do this',
  ownDataOnly: 'You can only change your own data',
  /** Control characters (NUL, escape...) and bidi overrides, which make a name display as something else. */
  controlCharacters: 'Text must not contain control or text-direction characters',
  idTooLarge: tooLarge('Id'),
  idNotNumber: mustBeNumber('Id'),
  idNotWhole: mustBeWhole('Id'),
  idNotPositive: mustBePositive('Id'),
  userIdRequired: 'UserId is Required',
  userIdTooLarge: tooLarge('UserId'),
  notANumber: 'Please enter a number',
  notFoundPage: 'Page Not Found',
  /** The spec's 'Link copy to clipboard' corrected (ARCHITECTURE §10). */
  linkCopied: 'Link copied to clipboard',
  success: 'Success',
  somethingWentWrong: 'Something went wrong. Please try again.',
  invalidRequest: 'Invalid request',
  /** The database itself refused a value that the input rules let through. */
  dataException: 'The request contains a value that cannot be stored',
  bodyNotJson: 'The request body is not valid JSON',
  bodyEmpty: 'The request body is empty',
  bodyTooLarge: 'The request body is too large',
  contentTypeUnsupported: 'This content type is not supported',
  contentLengthInvalid: 'The content length is invalid',
  urlInvalid: 'The address of this request is not valid',
  urlTooLong: 'The address of this request is too long',
} as const;
