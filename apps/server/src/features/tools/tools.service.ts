import { MY_YT_LINKS_MAX } from '@collably/shared/constants/limits';
import { directLinkPath, YT_PATH_PREFIX, youtubeAppUrl } from '@collably/shared/domain/youtube-link';
import { ToolMessages } from '@collably/shared/messages/tools';
import type { TMyYtLink, TYtLinkResult } from '@collably/shared/schemas/tools';
import type { AppContext } from '../../platform/context';
import { ipKey } from '../../platform/http/throttle';
import { badRequest } from '../../platform/http/errors';
import { toolsRepository as repo } from './tools.repository';

/** One open per link and IP in this window counts; reloads and repeats within it do not. */
export const OPEN_REPEAT_WINDOW_MS = 60 * 60_000;

const linkOf = (ctx: AppContext, param: string) => {
  const path = `${YT_PATH_PREFIX}${param}`;
  return { path, url: `${ctx.config.publicUrl}/${path}` };
};

/** POST tools/ytlink: the direct link of a YouTube link; a signed-in maker finds it in their list. */
export async function createLink(
  ctx: AppContext,
  input: { link: string; userId: number | null; ip: string },
): Promise<TYtLinkResult> {
  const path = directLinkPath(input.link);
  if (!path) throw badRequest(ToolMessages.invalidLink);
  await ctx.throttle.hit('ytLink', ipKey(input.ip));
  const param = path.slice(YT_PATH_PREFIX.length);
  const now = ctx.clock.now().toISOString();
  await ctx.db.transaction().execute(async (trx) => {
    await repo.addLink(trx, { param, now });
    if (input.userId !== null) await repo.addMaker(trx, { userId: input.userId, param, now });
  });
  return linkOf(ctx, param);
}

/**
 * POST tools/ytopen: one open of a /yt page. Each IP may report a limited number of opens (429 past it), and
 * a repeat of the same link from the same IP within OPEN_REPEAT_WINDOW_MS is answered but not counted.
 */
export async function openLink(
  ctx: AppContext,
  input: { param: string; ip: string },
): Promise<{ isCounted: boolean }> {
  const param = input.param.trim();
  if (!youtubeAppUrl(param)) throw badRequest(ToolMessages.invalidLink);
  await ctx.throttle.hit('ytOpen', ipKey(input.ip));
  const isFirst = await ctx.throttle.isFirstInWindow(
    'yt-open',
    `${input.ip}|${param}`,
    OPEN_REPEAT_WINDOW_MS,
  );
  if (isFirst) await repo.countOpen(ctx.db, { param, now: ctx.clock.now().toISOString() });
  return { isCounted: isFirst };
}

/** GET tools/mylinks: the caller's links, last made first, at most MY_YT_LINKS_MAX. */
export async function myLinks(ctx: AppContext, userId: number): Promise<TMyYtLink[]> {
  const rows = await repo.linksOf(ctx.db, userId, MY_YT_LINKS_MAX);
  return rows.map((r) => ({
    param: r.param,
    ...linkOf(ctx, r.param),
    youtubeUrl: youtubeAppUrl(r.param) ?? '',
    opens: Number(r.openCount),
    createdOn: r.generatedOn,
  }));
}
