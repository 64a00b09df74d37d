import { describe, expect, it } from 'vitest';
import { render } from '@testing-library/react';
import { actorNameOf, messageNodes, messageText } from './message-nodes';

const html = (message: string) => render(<p data-testid="m">{messageNodes(message)}</p>).getByTestId('m');

describe('messageNodes', () => {
  it('keeps bold names and decodes escaped text', () => {
    const p = html('<b>Masala &amp; Co</b> sent you a new collab request #4 for <b>Reel &lt;30s&gt;</b>.');
    expect(p.innerHTML).toBe(
      '<strong>Masala &amp; Co</strong> sent you a new collab request #4 for <strong>Reel &lt;30s&gt;</strong>.',
    );
    expect(p).toHaveTextContent('Masala & Co sent you a new collab request #4 for Reel <30s>.');
  });

  it('never turns markup into live elements', () => {
    const p = html(
      '<img src=x onerror="alert(1)"><script>alert(2)</script><a href="javascript:alert(3)">x</a> ok',
    );
    expect(p.querySelector('img, script, a')).toBeNull();
    expect(p.innerHTML).toBe('x ok');
  });

  it('gives plain text for accessible names', () => {
    expect(messageText('<b>Ananya</b> accepted collab #3 (Reel).')).toBe('Ananya accepted collab #3 (Reel).');
  });

  it('finds the name of who acted', () => {
    expect(actorNameOf('<b>Masala Box</b> accepted collab #3.')).toBe('Masala Box');
    expect(actorNameOf('The Collably helpdesk cancelled collab #3.')).toBeNull();
  });
});
