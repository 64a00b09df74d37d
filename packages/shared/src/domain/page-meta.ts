/**
 * What a page tells search engines and link previews: its title, description and keywords. The server writes it
 * into the HTML it sends; the browser sets the same on navigation, so both agree.
 */
import { SITE_NAME } from '../constants/site-pages';
import { CommonMessages } from '../messages/common';
import { followerLabelById } from './labels';

export type PageMeta = {
  title: string;
  description: string;
  keywords?: string;
  /** Absolute or root-relative URL of the preview image. */
  image?: string | null;
};

/** Search results show about 155–160 characters of a description. */
export const DESCRIPTION_MAX = 160;

/** Collapses white space and cuts at a word boundary with '…' when longer than `max`. */
export const clipText = (text: string, max: number = DESCRIPTION_MAX): string => {
  const flat = text.replace(/\s+/g, ' ').trim();
  if (flat.length <= max) return flat;
  const cut = flat.slice(0, max - 1);
  const lastSpace = cut.lastIndexOf(' ');
  return `${(lastSpace > max / 2 ? cut.slice(0, lastSpace) : cut).replace(/[\s,.;:–-]+$/, '')}…`;
};

export const pageTitle = (name: string): string => `${name} | ${SITE_NAME}`;

export type InfluencerPageFacts = {
  name: string;
  userName: string;
  bio: string;
  categories: readonly string[];
  platforms: readonly { platformName: string; followerId: number }[];
  picture: string | null;
};

const joinWords = (words: readonly string[]): string =>
  words.length <= 1 ? (words[0] ?? '') : `${words.slice(0, -1).join(', ')} and ${words.at(-1)}`;

/** '{name} (@{user}): Instagram and YouTube influencer | Collably', and a description from their reach and bio. */
export const influencerPageMeta = (facts: InfluencerPageFacts): PageMeta => {
  const platformNames = facts.platforms.map((p) => p.platformName);
  const role = platformNames.length > 0 ? `${joinWords(platformNames)} influencer` : 'Influencer';
  const reach = facts.platforms
    .map((p) => {
      const label = followerLabelById(p.followerId);
      return label ? `${label} followers on ${p.platformName}` : null;
    })
    .filter((part): part is string => part !== null);
  const lead = [reach.join(', '), facts.categories.length > 0 ? facts.categories.join(', ') : null]
    .filter(Boolean)
    .join(' · ');
  const bio =
    facts.bio.trim() || `Hire ${facts.name} for a promotion on ${SITE_NAME}, paid safely through escrow.`;
  return {
    title: pageTitle(`${facts.name} (@${facts.userName}): ${role}`),
    description: clipText(lead ? `${lead}. ${bio}` : bio),
    keywords: [...platformNames, ...facts.categories, 'influencer', 'India'].join(', '),
    image: facts.picture,
  };
};

export type PostPageFacts = {
  title: string;
  description: string;
  categories: readonly string[];
  tags: readonly string[];
  image: string | null;
};

/** Spec §2 Blog: the post page's title, description and keywords come from the post. */
export const postPageMeta = (post: PostPageFacts): PageMeta => ({
  title: pageTitle(post.title),
  description: clipText(post.description),
  keywords: [...post.categories, ...post.tags].join(', '),
  image: post.image,
});

export const NOT_FOUND_META: PageMeta = {
  title: pageTitle(CommonMessages.notFoundPage),
  description:
    'This page does not exist. Find influencers, read the blog or try the free YouTube tool instead.',
};
