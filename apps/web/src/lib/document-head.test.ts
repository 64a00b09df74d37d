import { renderHook } from '@testing-library/react';
import { afterEach, describe, expect, it } from 'vitest';
import { useDocumentHead } from './document-head';

const meta = (name: string) => document.head.querySelector<HTMLMetaElement>(`meta[name="${name}"]`);

describe('useDocumentHead', () => {
  afterEach(() => {
    document.head.innerHTML = '';
  });

  it('sets title, description and keywords in place, and puts them back on leaving', () => {
    document.title = 'Collably | Hire influencers';
    const description = document.createElement('meta');
    description.name = 'description';
    description.content = 'The site';
    document.head.append(description);

    const { unmount } = renderHook(() =>
      useDocumentHead({
        title: 'GST for brands | Collably',
        description: 'What to know',
        keywords: 'GST, Brands',
      }),
    );
    expect(document.title).toBe('GST for brands | Collably');
    expect(document.head.querySelectorAll('title')).toHaveLength(1);
    expect(document.head.querySelectorAll('meta[name="description"]')).toHaveLength(1);
    expect(meta('description')?.content).toBe('What to know');
    expect(meta('keywords')?.content).toBe('GST, Brands');

    unmount();
    expect(document.title).toBe('Collably | Hire influencers');
    expect(meta('description')?.content).toBe('The site');
    expect(meta('keywords')).toBeNull();
  });

  it('moving from one page to the next leaves the next page’s tags', () => {
    document.title = 'Served';
    const first = renderHook(() =>
      useDocumentHead({ title: 'A | Collably', description: 'a', keywords: 'x' }),
    );
    first.unmount();
    renderHook(() => useDocumentHead({ title: 'B | Collably', description: 'b' }));
    expect(document.title).toBe('B | Collably');
    expect(meta('description')?.content).toBe('b');
    expect(meta('keywords')?.content).toBe('');
  });

  it('does nothing until there is a page to describe', () => {
    document.title = 'Loading';
    renderHook(() => useDocumentHead(null));
    expect(document.title).toBe('Loading');
    expect(meta('keywords')).toBeNull();
  });
});
