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
    // watch: extra parameters in any order, every host spelling, http
    [
      `https://www.youtube.com/watch?v=${ID}&t=10s&list=PLrAXtmErZgOeiKm4sgNOknGvNjby9efdf&index=2`,
      `yt/${ID}`,
    ],
    [`https://www.youtube.com/watch?feature=share&v=${ID}`, `yt/${ID}`],
    [`https://youtube.com/watch?v=${ID}`, `yt/${ID}`],
    [`http://www.youtube.com/watch?v=${ID}`, `yt/${ID}`],
    [`http://youtube.com/watch?v=${ID}`, `yt/${ID}`],
    [`http://m.youtube.com/watch?v=${ID}&t=1m2s`, `yt/${ID}`],
    [`https://music.youtube.com/watch?v=${ID}`, `yt/${ID}`],
    [`HTTPS://WWW.YOUTUBE.COM/watch?v=${ID}`, `yt/${ID}`],
    [`www.youtube.com/watch?v=${ID}`, `yt/${ID}`],
    [`https://www.youtube.com/watch/?v=${ID}#comments`, `yt/${ID}`],
    // youtu.be: share parameters
    [`https://youtu.be/${ID}?si=Xy12_abCDef-34&t=42`, `yt/${ID}`],
    [`https://youtu.be/${ID}?t=10`, `yt/${ID}`],
    [`http://youtu.be/${ID}`, `yt/${ID}`],
    // shorts and live
    [`https://m.youtube.com/shorts/${ID}`, `yt/sh-${ID}`],
    [`https://www.youtube.com/shorts/${ID}/`, `yt/sh-${ID}`],
    [`https://youtube.com/live/${ID}?si=abc&feature=share`, `yt/${ID}`],
    // channels and handles
    [`https://m.youtube.com/@MrBeast/shorts`, 'yt/ch-MrBeast'],
    [`youtube.com/@abc`, 'yt/ch-abc'],
    [`https://www.youtube.com/@${'h'.repeat(30)}`, `yt/ch-${'h'.repeat(30)}`],
    [`http://youtube.com/channel/${CHANNEL}?view_as=subscriber`, `yt/ch-${CHANNEL}`],
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
    // not YouTube's host, whatever the text mentions
    [`https://evil.example/?youtube.com`],
    [`https://evil.example/?v=${ID}&youtube.com`],
    [`https://youtube.com.evil.com/watch?v=${ID}`],
    [`https://notyoutube.com/watch?v=${ID}`],
    [`https://www.notyoutube.com/shorts/${ID}`],
    [`https://youtu.be.evil.com/${ID}`],
    [`https://notyoutu.be/${ID}`],
    [`https://youtube.com@evil.com/watch?v=${ID}`],
    [`https://evil.com/youtu.be/${ID}`],
    [`ftp://youtube.com/watch?v=${ID}`],
    [`javascript:alert(1)//youtube.com`],
    // ids of the wrong length
    [`https://www.youtube.com/watch?v=${ID.slice(0, 10)}`],
    [`https://www.youtube.com/watch?v=${ID}A`],
    [`https://youtu.be/${ID.slice(0, 10)}`],
    [`https://youtu.be/${ID}A`],
    [`https://www.youtube.com/shorts/${ID.slice(0, 10)}`],
    [`https://www.youtube.com/shorts/${ID}A`],
    [`https://www.youtube.com/live/${ID.slice(0, 10)}`],
    [`https://www.youtube.com/channel/${CHANNEL}A`],
    [`https://www.youtube.com/channel/${CHANNEL.slice(0, 23)}`],
    [`https://www.youtube.com/@${'h'.repeat(31)}`],
    // bad characters
    [`https://www.youtube.com/watch?v=dQw4w9WgXc!`],
    [`https://www.youtube.com/watch?v=dQw4w9WgX%20`],
    [`https://youtu.be/dQw4w9WgX.Q`],
    [`https://www.youtube.com/shorts/dQw4w9W<gXQ`],
    [`https://www.youtube.com/@bad<handle>`],
    [`https://www.youtube.com/@handle%2Fx`],
    // empty and missing parts
    ['   '],
    ['https://youtu.be/'],
    ['https://www.youtube.com/watch'],
    ['https://www.youtube.com/watch?v='],
    ['https://www.youtube.com/shorts/'],
    ['https://www.youtube.com/channel/'],
    ['https://www.youtube.com/@'],
    ['not a link at all'],
  ])('%j → null', (link) => {
    expect(directLinkPath(link)).toBeNull();
  });
});

it('answers a huge text quickly with null', () => {
  const huge = `https://www.youtube.com/watch?v=${'a'.repeat(200_000)}`;
  const started = performance.now();
  expect(directLinkPath(huge)).toBeNull();
  expect(directLinkPath(`youtube.com ${'x'.repeat(200_000)}`)).toBeNull();
  expect(youtubeAppUrl('a'.repeat(200_000))).toBeNull();
  expect(performance.now() - started).toBeLessThan(500);
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
    [ID.slice(0, 10)],
    [`${ID}A`],
    [`sh-${ID.slice(0, 10)}`],
    [`sh-${ID}A`],
    [`ch-${'h'.repeat(31)}`],
    ['ch-'],
    ['sh-'],
    [`${ID.slice(0, 10)}!`],
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
