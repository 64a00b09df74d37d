import { describe, expect, test } from 'vitest';
import { clipText, DESCRIPTION_MAX, influencerPageMeta, postPageMeta } from './page-meta';

describe('clipText', () => {
  test('keeps short text, collapsing white space', () => {
    expect(clipText('  Hello \n  world ')).toBe('Hello world');
  });

  test('cuts long text at a word boundary within the limit and marks the cut', () => {
    const text = 'word '.repeat(100);
    const clipped = clipText(text);
    expect(clipped.length).toBeLessThanOrEqual(DESCRIPTION_MAX);
    expect(clipped.endsWith('word…')).toBe(true);
  });

  test('cuts a single long word hard', () => {
    expect(clipText('x'.repeat(300), 10)).toBe(`${'x'.repeat(9)}…`);
  });
});

describe('influencerPageMeta', () => {
  const facts = {
    name: 'Ananya Sharma',
    userName: 'ananya.sharma',
    bio: 'Fashion and beauty creator from Delhi.',
    categories: ['Fashion', 'Beauty'],
    platforms: [
      { platformName: 'Instagram', followerId: 3 },
      { platformName: 'YouTube', followerId: 2 },
    ],
    picture: '/files/a.webp',
  };

  test('names the influencer, their handle and platforms in the title', () => {
    expect(influencerPageMeta(facts).title).toBe(
      'Ananya Sharma (@ananya.sharma): Instagram and YouTube influencer | Collably',
    );
  });

  test('describes reach, categories and bio within the limit', () => {
    const { description, keywords, image } = influencerPageMeta(facts);
    expect(description).toMatch(/followers on Instagram/);
    expect(description).toMatch(/Fashion, Beauty\. Fashion and beauty creator from Delhi\.$/);
    expect(description.length).toBeLessThanOrEqual(DESCRIPTION_MAX);
    expect(keywords).toBe('Instagram, YouTube, Fashion, Beauty, influencer, India');
    expect(image).toBe('/files/a.webp');
  });

  test('an influencer without platforms or bio still gets a sentence', () => {
    const meta = influencerPageMeta({ ...facts, bio: ' ', categories: [], platforms: [] });
    expect(meta.title).toBe('Ananya Sharma (@ananya.sharma): Influencer | Collably');
    expect(meta.description).toBe(
      'Hire Ananya Sharma for a promotion on Collably, paid safely through escrow.',
    );
  });
});

describe('postPageMeta', () => {
  test('takes title, description and keywords from the post', () => {
    expect(
      postPageMeta({
        title: 'Pricing reels',
        description: 'How to price.',
        categories: ['Creators'],
        tags: ['pricing', 'reels'],
        image: null,
      }),
    ).toEqual({
      title: 'Pricing reels | Collably',
      description: 'How to price.',
      keywords: 'Creators, pricing, reels',
      image: null,
    });
  });
});
