import { collabsRepository as repo } from './collabs.repository';

/**
 * A collab keeps the names of its files (the brief's, the work's, those sent with a status change) as one
 * comma-separated list.
 */
export const csv = (names: readonly string[]) => names.join(',');

/**
 * Private-file rule of collabs (platform/storage asks it): the brand and the influencer of a collab may
 * read the files it references, for as long as it references them.
 */
export const collabPartyMayReadFile = repo.isFileOfParty;
