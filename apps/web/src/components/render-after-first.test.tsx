import { screen } from '@testing-library/react';
import { describe, expect, it } from 'vitest';
import { renderWithProviders } from '@/test/render';
import { RenderAfterFirst } from './render-after-first';

describe('RenderAfterFirst', () => {
  it('shows its children, after the rest of the page', async () => {
    renderWithProviders(
      <>
        <p>First screen</p>
        <RenderAfterFirst>
          <p>Further down</p>
        </RenderAfterFirst>
      </>,
    );
    expect(screen.getByText('First screen')).toBeInTheDocument();
    expect(await screen.findByText('Further down')).toBeInTheDocument();
  });
});
