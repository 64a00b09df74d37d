/**
 * Texts no single capability owns (spec §5, §8): permission answers, the HTTP layer's answers and the
 * free-text rule. Each capability keeps its own bag in this folder; a sentence lives in one of them only.
 */
export const CommonMessages = {
  required: 'This Field is Required',
  notAllowed: 'You are not allowed to do this',
  ownDataOnly: 'You can only change your own data',
  /** Control characters (NUL, escape...) and bidi overrides, which make a name display as something else. */
  controlCharacters: 'Text must not contain control or text-direction characters',
  idTooLarge: 'Id is too large',
  idNotNumber: 'Id must be a number',
  idNotWhole: 'Id must be a whole number',
  idNotPositive: 'Id must be positive',
  userIdRequired: 'UserId is Required',
  userIdTooLarge: 'UserId is too large',
  notANumber: 'Please enter a number',
  notFoundPage: 'Page Not Found',
  linkCopied: 'Link copy to clipboard',
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
