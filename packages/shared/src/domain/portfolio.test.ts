import { describe, it, expect } from 'vitest';
import fc from 'fast-check';
import { propertyRuns } from '../testing/property-runs';
import { normalisePortfolioUrl, parseYouTubeVideoId, portfolioPostOf } from './portfolio';

const ID = 'dQw4w9WgXcQ';
const EMBED = `https://www.youtube.com/embed/${ID}`;
const fbPlugin = (href: string) =>
  `https://www.facebook.com/plugins/video.php?href=${encodeURIComponent(href)}&show_text=false`;

describe('normalisePortfolioUrl', () => {
  it.each([
    // YouTube
    [`https://www.youtube.com/watch?v=${ID}`, EMBED],
    [`https://youtube.com/watch?v=${ID}&t=42s`, EMBED],
    [`https://m.youtube.com/watch?feature=share&v=${ID}`, EMBED],
    [`https://music.youtube.com/watch?v=${ID}`, EMBED],
    [`https://youtu.be/${ID}`, EMBED],
    [`https://youtu.be/${ID}?si=abcdef`, EMBED],
    [`youtu.be/${ID}`, EMBED],
    [`//www.youtube.com/watch?v=${ID}`, EMBED],
    [`https://www.youtube.com/shorts/${ID}`, EMBED],
    [`https://youtube.com/shorts/${ID}?feature=share`, EMBED],
    [`https://www.youtube.com/live/${ID}?si=x`, EMBED],
    [`https://www.youtube.com/embed/${ID}`, EMBED],
    [`https://www.youtube-nocookie.com/embed/${ID}`, EMBED],
    [`HTTPS://WWW.YOUTUBE.COM/watch?v=${ID}`, EMBED],
    [`  https://youtu.be/${ID}  `, EMBED],
    ['https://www.youtube.com/watch?v=short', 'https://www.youtube.com/watch?v=short'],
    ['https://www.youtube.com/@somechannel', 'https://www.youtube.com/@somechannel'],
    // Facebook
    ['https://www.facebook.com/watch/?v=123456789', fbPlugin('https://www.facebook.com/watch/?v=123456789')],
    [
      'https://m.facebook.com/story.php?story_fbid=1&id=2',
      fbPlugin('https://m.facebook.com/story.php?story_fbid=1&id=2'),
    ],
    ['https://fb.watch/abcDEF123/', fbPlugin('https://fb.watch/abcDEF123/')],
    ['facebook.com/someone/videos/987', fbPlugin('https://facebook.com/someone/videos/987')],
    [fbPlugin('https://fb.watch/x/'), fbPlugin('https://fb.watch/x/')],
    // Instagram
    ['https://www.instagram.com/reel/C1a2B3c4D5e/', 'https://www.instagram.com/reel/C1a2B3c4D5e/embed/'],
    [
      'https://www.instagram.com/reel/C1a2B3c4D5e/?utm_source=ig_web_copy_link',
      'https://www.instagram.com/reel/C1a2B3c4D5e/embed/',
    ],
    ['https://instagram.com/reels/C1a2B3c4D5e', 'https://www.instagram.com/reel/C1a2B3c4D5e/embed/'],
    [
      'https://www.instagram.com/some.user/reel/C1a2B3c4D5e/',
      'https://www.instagram.com/reel/C1a2B3c4D5e/embed/',
    ],
    ['https://www.instagram.com/p/Cx_y-z123/', 'https://www.instagram.com/p/Cx_y-z123/embed/'],
    ['instagram.com/p/Cx_y-z123', 'https://www.instagram.com/p/Cx_y-z123/embed/'],
    [
      'https://www.instagram.com/reel/C1a2B3c4D5e/embed/',
      'https://www.instagram.com/reel/C1a2B3c4D5e/embed/',
    ],
    ['https://www.instagram.com/some.user/', 'https://www.instagram.com/some.user/'],
    // Others
    ['https://vimeo.com/12345', 'https://vimeo.com/12345'],
    ['  https://example.com/a b  ', 'https://example.com/a b'],
    ['not a url', 'not a url'],
    ['', ''],
    ['https://notyoutube.com/watch?v=dQw4w9WgXcQ', 'https://notyoutube.com/watch?v=dQw4w9WgXcQ'],
    [
      'https://evil.example/youtube.com/watch?v=dQw4w9WgXcQ',
      'https://evil.example/youtube.com/watch?v=dQw4w9WgXcQ',
    ],
    ['javascript:alert(1)', 'javascript:alert(1)'],
  ])('%j → %j', (input, expected) => {
    expect(normalisePortfolioUrl(input)).toBe(expected);
  });

  const linkish = fc.oneof(
    fc.string(),
    fc.webUrl({ withQueryParameters: true, withFragments: true }),
    fc
      .tuple(
        fc.constantFrom(
          'https://www.youtube.com/watch?v=',
          'youtu.be/',
          'https://youtube.com/shorts/',
          'https://www.youtube.com/embed/',
          'https://www.youtube.com/live/',
          'https://www.instagram.com/reel/',
          'https://www.instagram.com/p/',
          'instagram.com/user/reels/',
          'https://www.facebook.com/watch/?v=',
          'https://fb.watch/',
          'm.facebook.com/',
          'https://www.facebook.com/plugins/video.php?href=',
          ' //www.youtube.com/watch?v=',
        ),
        fc.stringMatching(/^[A-Za-z0-9_-]{0,14}$/),
        fc.constantFrom('', '/', '?si=1', '&t=3', '/embed/', ' ', '%20x'),
      )
      .map(([a, b, c]) => a + b + c),
  );

  it('is idempotent', () => {
    fc.assert(
      fc.property(linkish, (link) => {
        const once = normalisePortfolioUrl(link);
        expect(normalisePortfolioUrl(once)).toBe(once);
      }),
      { numRuns: propertyRuns(2000) },
    );
  });

  it('never leaves surrounding whitespace', () => {
    fc.assert(
      fc.property(linkish, (link) => {
        const out = normalisePortfolioUrl(link);
        expect(out).toBe(out.trim());
      }),
    );
  });
});

describe('parseYouTubeVideoId', () => {
  it.each([
    [`https://www.youtube.com/watch?v=${ID}`, ID],
    [`https://youtu.be/${ID}`, ID],
    [`https://www.youtube.com/shorts/${ID}`, ID],
    [`https://www.youtube.com/embed/${ID}`, ID],
    [`https://www.youtube.com/live/${ID}`, ID],
    [`www.youtube.com/watch?v=${ID}`, ID],
    ['https://www.youtube.com/watch?v=tooShort', null],
    [`https://www.youtube.com/watch?v=${ID}x`, null],
    ['https://www.youtube.com/@handle', null],
    [`https://vimeo.com/watch?v=${ID}`, null],
    ['', null],
  ])('%j → %s', (link, id) => {
    expect(parseYouTubeVideoId(link)).toBe(id);
  });
});

describe('portfolioPostOf', () => {
  it.each([
    [EMBED, `https://www.youtube.com/watch?v=${ID}`, 'YouTube', `youtube.com/watch?v=${ID}`],
    [
      'https://www.instagram.com/reel/C3xAmPlEr3l/embed/',
      'https://www.instagram.com/reel/C3xAmPlEr3l/',
      'Instagram',
      'instagram.com/reel/C3xAmPlEr3l',
    ],
    [
      'https://www.instagram.com/p/Cabc123/embed/',
      'https://www.instagram.com/p/Cabc123/',
      'Instagram',
      'instagram.com/p/Cabc123',
    ],
    [
      fbPlugin('https://www.facebook.com/asha/videos/123456/'),
      'https://www.facebook.com/asha/videos/123456/',
      'Facebook',
      'facebook.com/asha/videos/123456',
    ],
    ['https://vimeo.com/76979871', 'https://vimeo.com/76979871', null, 'vimeo.com/76979871'],
  ])('%s → %s', (stored, href, platform, display) => {
    expect(portfolioPostOf(stored)).toEqual({ href, platform, display });
  });

  it('never links a Facebook plugin to a page off Facebook', () => {
    const post = portfolioPostOf(fbPlugin('https://evil.example/phish'));
    expect(post?.href.startsWith('https://www.facebook.com/plugins/video.php')).toBe(true);
  });

  it('is null for what is not a web link', () => {
    expect(portfolioPostOf('')).toBeNull();
    expect(portfolioPostOf('ftp://example.com/reel.mp4')).toBeNull();
  });

  it('finds the post of every normalised link', () => {
    fc.assert(
      fc.property(fc.webUrl(), (link) => {
        const post = portfolioPostOf(normalisePortfolioUrl(link));
        expect(post).not.toBeNull();
        expect(post!.href).toMatch(/^https?:\/\//);
      }),
      { numRuns: propertyRuns(200) },
    );
  });
});
