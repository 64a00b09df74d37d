import { z } from 'zod';
import { YT_LINK_INPUT_MAX, YT_PARAM_MAX } from '../constants/limits';
import { directLinkPath, youtubeAppUrl } from '../domain/youtube-link';
import { ToolMessages } from '../messages/tools';

const invalid = ToolMessages.invalidLink;

/** POST tools/ytlink: a YouTube link as typed (spec §5: watch, youtu.be, shorts, live, channel, handle). */
export const ZYtLinkRequest = z.object({
  link: z
    .string({ error: invalid })
    .max(YT_LINK_INPUT_MAX, invalid)
    .refine((link) => directLinkPath(link) !== null, invalid),
});
export type TYtLinkRequest = z.infer<typeof ZYtLinkRequest>;

/** The generated link: 'yt/{param}' and the whole address on this site. */
export const ZYtLinkResult = z.object({ path: z.string(), url: z.string() });
export type TYtLinkResult = z.infer<typeof ZYtLinkResult>;

/** POST tools/ytopen: the {link} parameter of a /yt/{link} page that was opened. */
export const ZYtOpenRequest = z.object({
  link: z
    .string({ error: invalid })
    .max(YT_PARAM_MAX, invalid)
    .refine((param) => youtubeAppUrl(param) !== null, invalid),
});
export type TYtOpenRequest = z.infer<typeof ZYtOpenRequest>;

/** One of the caller's generated links, with how often any /yt page of it was opened. */
export const ZMyYtLink = z.object({
  param: z.string(),
  path: z.string(),
  url: z.string(),
  youtubeUrl: z.string(),
  opens: z.number(),
  createdOn: z.string(),
});
export type TMyYtLink = z.infer<typeof ZMyYtLink>;
