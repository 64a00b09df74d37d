import type { Generated } from 'kysely';

export type UploadKind = 'image' | 'attachment';

/** One row per uploaded file (platform/storage); `name` is the stored name clients reference. */
export type UploadsTable = {
  id: Generated<number>;
  name: string;
  ownerUserId: number;
  kind: UploadKind;
  contentType: string;
  /** Size of the file as uploaded (a picture's original, before resizing). */
  bytes: number;
  /** The file's name on the uploader's device (attachments), shown beside it; null for pictures. */
  originalName: Generated<string | null>;
  createdOn: string;
};

export type MediaTables = { uploads: UploadsTable };
