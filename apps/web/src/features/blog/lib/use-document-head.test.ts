import { renderHook } from '@testing-library/react';
import { afterEach, describe, expect, it } from 'vitest';
import { useDocumentHead } from './use-document-head';

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
      useDocumentHead({ title: 'GST for brands', description: 'What to know', keywords: 'GST, Brands' }),
    );
    expect(document.title).toBe('GST for brands | Collably');
    expect(document.head.querySelectorAll('meta[name="description"]')).toHaveLength(1);
    expect(meta('description')?.content).toBe('What to know');
    expect(meta('keywords')?.content).toBe('GST, Brands');

    unmount();
    expect(document.title).toBe('Collably | Hire influencers');
    expect(meta('description')?.content).toBe('The site');
    expect(meta('keywords')).toBeNull();
  });

  it('does nothing until there is a post', () => {
    document.title = 'Loading';
    renderHook(() => useDocumentHead(null));
    expect(document.title).toBe('Loading');
    expect(meta('keywords')).toBeNull();
  });
});
