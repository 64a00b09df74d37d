import { describe, expect, it } from 'vitest';
import { Platform } from '../constants/platforms';
import { channelIdOfKey, postLinkOf, youtubeChannelKey } from './post-proofs';

describe('postLinkOf', () => {
  it('reads YouTube videos in every shape as their watch URL', () => {
    for (const link of [
      'https://www.youtube.com/watch?v=dQw4w9WgXcQ&t=10s',
      'http://youtube.com/shorts/dQw4w9WgXcQ',
      'youtu.be/dQw4w9WgXcQ?si=share',
      'https://m.youtube.com/live/dQw4w9WgXcQ',
    ]) {
      expect(postLinkOf(Platform.YouTube, link)?.url.href).toBe(
        'https://www.youtube.com/watch?v=dQw4w9WgXcQ',
      );
    }
  });

  it('refuses what is not a post of the platform', () => {
    for (const [platform, link] of [
      [Platform.YouTube, 'https://www.youtube.com/@chai'],
      [Platform.YouTube, 'https://www.instagram.com/p/Cabc/'],
      [Platform.YouTube, 'https://youtube.com.evil.example/watch?v=dQw4w9WgXcQ'],
      [Platform.YouTube, 'https://www.youtube.com:8443/watch?v=dQw4w9WgXcQ'],
      [Platform.Instagram, 'https://www.instagram.com/chai/'],
      [Platform.Instagram, 'https://youtu.be/dQw4w9WgXcQ'],
      [Platform.Instagram, 'javascript:alert(1)'],
      [Platform.Facebook, 'https://www.facebook.com/'],
      [Platform.UGC, 'https://www.instagram.com/p/Cabc/'],
    ] as const) {
      expect(postLinkOf(platform, link), link).toBeNull();
    }
  });

  it('accepts Instagram posts and reels, and Facebook pages below the host', () => {
    expect(postLinkOf(Platform.Instagram, 'instagram.com/p/Cabc/')?.url.href).toBe(
      'https://instagram.com/p/Cabc/',
    );
    expect(postLinkOf(Platform.Instagram, 'https://www.instagram.com/chai/reel/Cx1/')).not.toBeNull();
    expect(postLinkOf(Platform.Facebook, 'https://fb.watch/abc/')).not.toBeNull();
    expect(postLinkOf(Platform.Facebook, 'https://www.facebook.com/chai/posts/123#top')?.url.href).toBe(
      'https://www.facebook.com/chai/posts/123',
    );
  });
});

describe('youtubeChannelKey', () => {
  it('compares handles without case, channel ids with it', () => {
    expect(youtubeChannelKey('youtube.com/@Chai_Point')).toBe('@chai_point');
    expect(youtubeChannelKey('https://www.youtube.com/@chai_point/videos')).toBe('@chai_point');
    expect(youtubeChannelKey('https://m.youtube.com/channel/UCabcDEF/')).toBe('channel/UCabcDEF');
    expect(youtubeChannelKey('https://www.youtube.com/c/ChaiPoint')).toBe('c/chaipoint');
    expect(channelIdOfKey('channel/UCabcDEF')).toBe('UCabcDEF');
    expect(channelIdOfKey('@chai')).toBeNull();
  });

  it('is null for what is not a channel', () => {
    for (const text of [
      'https://youtu.be/dQw4w9WgXcQ',
      'https://www.youtube.com/',
      'https://evil.example/@chai',
      '',
    ]) {
      expect(youtubeChannelKey(text), text).toBeNull();
    }
  });
});
