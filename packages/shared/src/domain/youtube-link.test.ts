import { describe, it, expect } from 'vitest';
import fc from 'fast-check';
import { directLinkPath, youtubeAppUrl } from './youtube-link';

const ID = 'dQw4w9WgXcQ';
const CHANNEL = 'UC_x5XG1OV2P6uZZ5FSM9Ttw';

describe('directLinkPath', () => {
  it.each([
    [`https://www.youtube.com/watch?v=${ID}`, `yt/${ID}`],
    [`https://youtube.com/watch?v=${ID}&list=PL1&t=10s`, `yt/${ID}`],
    [`https://m.youtube.com/watch?v=${ID}`, `yt/${ID}`],
    [`youtube.com/watch?v=${ID}`, `yt/${ID}`],
    [`https://youtu.be/${ID}`, `yt/${ID}`],
    [`https://youtu.be/${ID}?si=AbCd`, `yt/${ID}`],
    [`youtu.be/${ID}`, `yt/${ID}`],
    [`https://www.youtube.com/live/${ID}`, `yt/${ID}`],
    [`https://www.youtube.com/shorts/${ID}`, `yt/sh-${ID}`],
    [`https://youtube.com/shorts/${ID}?feature=share`, `yt/sh-${ID}`],
    [`https://www.youtube.com/@MrBeast`, 'yt/ch-MrBeast'],
    [`https://www.youtube.com/@some.creator_1-x/videos`, 'yt/ch-some.creator_1-x'],
    [`https://www.youtube.com/channel/${CHANNEL}`, `yt/ch-${CHANNEL}`],
    [`https://www.youtube.com/channel/${CHANNEL}/featured`, `yt/ch-${CHANNEL}`],
    [`  https://www.youtube.com/watch?v=${ID}  `, `yt/${ID}`],
  ])('%j → %s', (link, path) => {
    expect(directLinkPath(link)).toBe(path);
  });

  it.each([
    [''],
    ['https://vimeo.com/12345'],
    [`https://vimeo.com/watch?v=${ID}`],
    [`https://evil.example/?u=youtube.com/watch?v=${ID}`],
    ['https://www.youtube.com/watch?v=short'],
    [`https://www.youtube.com/watch?v=${ID}extra`],
    ['https://www.youtube.com/shorts/abc'],
    ['https://www.youtube.com/'],
    ['https://www.youtube.com/c/LegacyName'],
    ['https://www.youtube.com/user/LegacyName'],
    ['https://www.youtube.com/channel/notachannelid'],
    ['https://www.youtube.com/@x'],
    ['https://www.youtube.com/results?search_query=cats'],
    ['youtube.com'],
  ])('%j → null', (link) => {
    expect(directLinkPath(link)).toBeNull();
  });
});

describe('youtubeAppUrl', () => {
  it.each([
    [ID, `https://www.youtube.com/watch?v=${ID}`],
    [`sh-${ID}`, `https://www.youtube.com/shorts/${ID}`],
    ['ch-MrBeast', 'https://www.youtube.com/@MrBeast'],
    [`ch-${CHANNEL}`, `https://www.youtube.com/channel/${CHANNEL}`],
    ['sh-abcdefgh', 'https://www.youtube.com/watch?v=sh-abcdefgh'], // an 11-character video id starting with sh-
  ])('%j → %s', (param, url) => {
    expect(youtubeAppUrl(param)).toBe(url);
  });

  it.each([
    [''],
    ['abc'],
    ['sh-abc'],
    ['ch-a'],
    ['ch-<script>'],
    ['../admin'],
    [`${ID}/x`],
    ['https://evil.example'],
  ])('%j → null', (param) => {
    expect(youtubeAppUrl(param)).toBeNull();
  });
});

describe('round trip', () => {
  const videoId = fc.stringMatching(/^[A-Za-z0-9_-]{11}$/).filter((id) => !id.startsWith('ch-'));
  const handle = fc.stringMatching(/^[A-Za-z0-9._-]{3,30}$/).filter((h) => !/^UC[A-Za-z0-9_-]{22}$/.test(h));
  const param = (link: string) => {
    const path = directLinkPath(link);
    expect(path?.startsWith('yt/')).toBe(true);
    return path!.slice(3);
  };

  it('a watch link opens the same video', () => {
    fc.assert(
      fc.property(videoId, (id) => {
        const url = `https://www.youtube.com/watch?v=${id}`;
        expect(youtubeAppUrl(param(url))).toBe(url);
        expect(youtubeAppUrl(param(`https://youtu.be/${id}`))).toBe(url);
      }),
    );
  });

  it('a shorts link opens the same short', () => {
    fc.assert(
      fc.property(fc.stringMatching(/^[A-Za-z0-9_-]{11}$/), (id) => {
        const url = `https://www.youtube.com/shorts/${id}`;
        expect(youtubeAppUrl(param(url))).toBe(url);
      }),
    );
  });

  it('a handle or channel link opens the same channel', () => {
    fc.assert(
      fc.property(handle, fc.stringMatching(/^UC[A-Za-z0-9_-]{22}$/), (h, channelId) => {
        expect(youtubeAppUrl(param(`https://www.youtube.com/@${h}`))).toBe(`https://www.youtube.com/@${h}`);
        const channelUrl = `https://www.youtube.com/channel/${channelId}`;
        expect(youtubeAppUrl(param(channelUrl))).toBe(channelUrl);
      }),
    );
  });

  it('only ever opens youtube.com', () => {
    fc.assert(
      fc.property(fc.string(), (p) => {
        const url = youtubeAppUrl(p);
        if (url !== null) expect(url.startsWith('https://www.youtube.com/')).toBe(true);
      }),
    );
  });
});
