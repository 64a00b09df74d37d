import { describe, expect, it } from 'vitest';
import fc from 'fast-check';
import { BLOG_SLUG_MAX } from '../constants/blog';
import {
  BLOG_SLUG_PATTERN,
  blogContentHasText,
  blogTeaser,
  displayBlogLabels,
  joinBlogLabels,
  slugFromTitle,
  splitBlogLabels,
  utf8Bytes,
} from './blog';

describe('slugFromTitle', () => {
  it('turns a title into words joined by hyphens', () => {
    expect(slugFromTitle('GST on influencer marketing: what brands should know')).toBe(
      'gst-on-influencer-marketing-what-brands-should-know',
    );
    expect(slugFromTitle('  UGC vs. Influencer posts  ')).toBe('ugc-vs-influencer-posts');
    expect(slugFromTitle('Brands & Creators — Café 2026!')).toBe('brands-and-creators-cafe-2026');
    expect(slugFromTitle('!!!')).toBe('');
  });

  it('always gives a valid slug that fits, or nothing', () => {
    fc.assert(
      fc.property(fc.string({ maxLength: 400 }), (title) => {
        const slug = slugFromTitle(title);
        expect(slug.length).toBeLessThanOrEqual(BLOG_SLUG_MAX);
        if (slug) expect(slug).toMatch(BLOG_SLUG_PATTERN);
      }),
    );
  });

  it('cuts a long title at a word boundary', () => {
    const slug = slugFromTitle(Array.from({ length: 40 }, () => 'creator').join(' '));
    expect(slug.length).toBeLessThanOrEqual(BLOG_SLUG_MAX);
    expect(slug.endsWith('creator')).toBe(true);
  });
});

describe('blog labels', () => {
  it('split, join and display', () => {
    expect(splitBlogLabels('Pricing, Instagram ,,Reels')).toEqual(['Pricing', 'Instagram', 'Reels']);
    expect(splitBlogLabels(null)).toEqual([]);
    expect(joinBlogLabels(['GST', 'Brands'])).toBe('GST,Brands');
    expect(displayBlogLabels('GST,Brands')).toBe('GST, Brands');
  });
});

describe('blogContentHasText', () => {
  it('is false for an empty editor document and true for words or a picture', () => {
    expect(blogContentHasText('<p></p>')).toBe(false);
    expect(blogContentHasText('<p>&nbsp;</p>')).toBe(false);
    expect(blogContentHasText('<p>Hi</p>')).toBe(true);
    expect(blogContentHasText('<p><img src="/files/a.webp"></p>')).toBe(true);
  });
});

describe('blogTeaser and utf8Bytes', () => {
  it('adds three dots once', () => {
    expect(blogTeaser('Price your reels.')).toBe('Price your reels...');
    expect(blogTeaser('Price your reels')).toBe('Price your reels...');
  });
  it('counts bytes, not characters', () => {
    expect(utf8Bytes('₹')).toBe(3);
  });
});
