import { describe, expect, it } from 'vitest';
import { Platform } from '../constants/platforms';
import { pageShowsCode, platformPageUrl } from './social-verification';

describe('the page URL a verification check may fetch', () => {
  it('reads page URLs as kept (no scheme) as https on the platform’s own hosts', () => {
    expect(platformPageUrl(Platform.Instagram, 'instagram.com/ananya_sharma')?.href).toBe(
      'https://instagram.com/ananya_sharma',
    );
    expect(platformPageUrl(Platform.YouTube, 'http://www.youtube.com/@foodie#about')?.href).toBe(
      'https://www.youtube.com/@foodie',
    );
    expect(platformPageUrl(Platform.Facebook, 'https://m.facebook.com/someone')?.hostname).toBe(
      'm.facebook.com',
    );
  });

  it('refuses other hosts, other platforms’ hosts, ports, credentials and other schemes', () => {
    for (const url of [
      'evil.example.com/instagram.com',
      'instagram.com.evil.example.com/x',
      'youtube.com/@x',
      'instagram.com:8443/x',
      'https://user:pw@instagram.com/x',
      'ftp://instagram.com/x',
      'javascript:alert(1)',
      'http://127.0.0.1/x',
      '',
    ]) {
      expect(platformPageUrl(Platform.Instagram, url), url).toBeNull();
    }
    expect(platformPageUrl(Platform.UGC, 'behance.net/someone')).toBeNull();
  });

  it('finds the code in any letter case', () => {
    expect(pageShowsCode('<meta content="bio collably-ab23cd">', 'COLLABLY-AB23CD')).toBe(true);
    expect(pageShowsCode('<p>COLLABLY-AB23C</p>', 'COLLABLY-AB23CD')).toBe(false);
  });
});
