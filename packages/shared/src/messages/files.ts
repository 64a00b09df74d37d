/** Upload and download texts: the pickers in the browser and the server's checks of the bytes. */
export const FileMessages = {
  pictureTooLarge: 'File Size should not exceed 10 MB',
  attachmentTooLarge: 'The max allowed file size is 500MB.',
  attachmentRequired: 'This Field is required and max allowed file size is 500MB.',
  pictureType: 'Only JPEG, PNG or WebP pictures are allowed',
  attachmentType: 'Only PDF, MP4, JPEG, PNG or WebP files are allowed',
  unreadablePicture: 'This picture could not be read. Please choose another one.',
  chooseFile: 'Please choose a file',
  noFile: 'Please choose a file to upload',
  notMultipart: 'Please send the file as multipart/form-data',
  malformed: 'The upload was incomplete or malformed. Please try again.',
  tooManyParts: 'This upload has too many fields or files',
  tooManyFiles: (n: number) => `You can upload up to ${n} files at a time`,
  notFound: 'File not found',
  linkExpired: 'This download link has expired or is not valid. Please open the file again.',
  notAllowed: 'You are not allowed to open this file',
  /** A call named a file its caller did not upload, or one no longer in storage. */
  notYours: 'Please upload the file again',
} as const;
