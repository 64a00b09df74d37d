import type { Generated } from 'kysely';

/** A direct link the YouTube tool made (migration 017), by its /yt/{param}. */
export type YtLinksTable = {
  param: string;
  openCount: Generated<number>;
  createdOn: string;
  lastOpenedOn: string | null;
};

/** Which signed-in user made which link; `generatedOn` is the latest time they made it. */
export type YtLinkMakersTable = { userId: number; param: string; generatedOn: string };

export type ToolTables = {
  ytLinks: YtLinksTable;
  ytLinkMakers: YtLinkMakersTable;
};
