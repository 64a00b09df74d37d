/** User-facing texts of spec §5 and §8, in one place so server and browser say the same thing. */
export const Msg = {
  required: 'This Field is Required',
  nameRequired: 'Name is Required',
  userNameRequired: 'User Name is Required',
  userNamePattern: 'Only Small Case, Numbers, Underscore(_) and Dot(.) ',
  emailRequired: 'Email is Required',
  emailInvalid: 'Email is not Valid',
  emailTooLong: (n: number) => `Email should not exceed ${n} characters`,
  passwordRequired: 'Password is Required',
  passwordMin: (n: number) => `Password minimum length is ${n}`,
  passwordMax: (n: number) => `Password maximum length is ${n}`,
  otpRequired: 'OTP is Required',
  fileTooLarge10: 'File Size should not exceed 10 MB',
  fileTooLarge500: 'The max allowed file size is 500MB.',
  fileRequired500: 'This Field is required and max allowed file size is 500MB.',
  noCollabs: 'No collabs found',
  notFoundPage: 'Page Not Found',
  otpResent: 'OTP sent to your email',
  linkCopied: 'Link copy to clipboard',
  /** Control characters (NUL, escape...) and bidi overrides, which make a name display as something else. */
  controlCharacters: 'Text must not contain control or text-direction characters',
  idTooLarge: 'Id is too large',
} as const;
