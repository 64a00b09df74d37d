import { joinBlogLabels } from '@collably/shared/domain/blog';
import { BLOG_DEFAULT_AUTHOR } from '@collably/shared/constants/blog';
import { Role } from '@collably/shared/constants/roles';
import type { Db } from '../database';
import { renderPictureSizes, storePicture } from '../../platform/storage/pictures';
import type { Storage } from '../../platform/storage/storage';
import { DEMO_ARTICLES, type DemoArticle } from './demo-blog-articles';

const DAY_MS = 86_400_000;

const escapeXml = (text: string) =>
  text.replace(/&/g, '&amp;').replace(/</g, '&lt;').replace(/>/g, '&gt;').replace(/"/g, '&quot;');

/** The title in lines of at most `width` characters (SVG text does not wrap by itself). */
function wrap(text: string, width: number): string[] {
  const lines: string[] = [];
  let line = '';
  for (const word of text.split(/\s+/)) {
    if (line && `${line} ${word}`.length > width) {
      lines.push(line);
      line = word;
    } else line = line ? `${line} ${word}` : word;
  }
  if (line) lines.push(line);
  return lines;
}

/** A 16:9 cover drawn at seed time (no network, nothing committed): a gradient, shapes and the title. */
export function coverSvg(article: Pick<DemoArticle, 'title' | 'cover' | 'categories'>): Buffer {
  const [from, to] = article.cover;
  const lines = wrap(article.title, 24).slice(0, 4);
  const top = 225 - (lines.length * 64) / 2 + 40;
  const text = lines
    .map((line, i) => `<tspan x="64" y="${top + i * 64}">${escapeXml(line)}</tspan>`)
    .join('');
  const svg = `<svg xmlns="http://www.w3.org/2000/svg" width="800" height="450" viewBox="0 0 800 450">
  <defs>
    <linearGradient id="g" x1="0" y1="0" x2="1" y2="1">
      <stop offset="0" stop-color="${from}"/>
      <stop offset="1" stop-color="${to}"/>
    </linearGradient>
  </defs>
  <rect width="800" height="450" fill="url(#g)"/>
  <rect width="800" height="450" fill="#1b1035" fill-opacity="0.3"/>
  <circle cx="700" cy="80" r="170" fill="#ffffff" fill-opacity="0.16"/>
  <circle cx="120" cy="430" r="120" fill="#000000" fill-opacity="0.07"/>
  <text x="64" y="70" font-family="DejaVu Sans, Arial, Helvetica, sans-serif" font-size="22" font-weight="bold"
        fill="#ffffff" fill-opacity="0.85" letter-spacing="3">${escapeXml((article.categories[0] ?? 'Blog').toUpperCase())}</text>
  <text font-family="DejaVu Sans, Arial, Helvetica, sans-serif" font-size="48" font-weight="bold"
        fill="#ffffff">${text}</text>
  <text x="64" y="410" font-family="DejaVu Sans, Arial, Helvetica, sans-serif" font-size="22" fill="#ffffff"
        fill-opacity="0.9">collably</text>
</svg>`;
  return Buffer.from(svg);
}

/**
 * The demo blog (issue 14): a handful of published articles with generated covers, owned by the demo super
 * admin's uploads. Runs when demo data is on and the blog is empty (so a database created before the blog
 * existed gets it too); a slug already taken is skipped, so running it twice adds nothing.
 */
export async function seedDemoBlog(db: Db, now: Date, storage?: Storage): Promise<number> {
  const anyPost = await db.selectFrom('blogPosts').select('id').limit(1).executeTakeFirst();
  if (anyPost) return 0;
  const admin = await db
    .selectFrom('users')
    .select('id')
    .where('roleId', '=', Role.SuperAdmin)
    .orderBy('id')
    .limit(1)
    .executeTakeFirst();
  const covers = await Promise.all(
    DEMO_ARTICLES.map(async (article) =>
      storage && admin ? storePicture(storage, await renderPictureSizes(coverSvg(article))) : null,
    ),
  );
  let added = 0;
  await db.transaction().execute(async (trx) => {
    for (const [index, article] of DEMO_ARTICLES.entries()) {
      const cover = covers[index] ?? null;
      const publishedOn = new Date(now.getTime() - article.daysAgo * DAY_MS).toISOString();
      const createdOn = new Date(now.getTime() - (article.daysAgo + 2) * DAY_MS).toISOString();
      if (cover && admin) {
        await trx
          .insertInto('uploads')
          .values({
            name: cover.name,
            ownerUserId: admin.id,
            kind: 'image',
            contentType: 'image/webp',
            bytes: cover.bytes,
            createdOn,
          })
          .execute();
      }
      const inserted = await trx
        .insertInto('blogPosts')
        .values({
          title: article.title,
          slug: article.slug,
          description: article.description,
          content: article.content.trim(),
          image: cover?.name ?? null,
          author: BLOG_DEFAULT_AUTHOR,
          categoryNames: joinBlogLabels(article.categories),
          tagNames: joinBlogLabels(article.tags),
          isPublished: 1,
          publishedOn,
          createdOn,
          modifiedOn: publishedOn,
        })
        .onConflict((oc) => oc.column('slug').doNothing())
        .executeTakeFirst();
      added += Number(inserted.numInsertedOrUpdatedRows ?? 0n);
    }
  });
  return added;
}
