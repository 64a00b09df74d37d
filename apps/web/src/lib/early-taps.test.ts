import { afterEach, describe, expect, it, vi } from 'vitest';
import { keepEarlyTaps } from './early-taps';

const paintedPage = () => {
  document.body.innerHTML = `
    <div id="root"><form><button type="submit">Search</button></form><a href="#next">Next</a></div>
    <script type="application/json" id="first-paint-queries">{}</script>`;
  return document.getElementById('root')!;
};

const takeOver = async () => {
  document.documentElement.dataset.app = 'ready';
  await vi.waitFor(() => expect(document.documentElement.dataset.app).toBe('ready'));
  await new Promise((resolve) => setTimeout(resolve, 0));
};

describe('taps before the app has taken over a page the server painted', () => {
  afterEach(() => {
    delete document.documentElement.dataset.app;
    document.body.innerHTML = '';
  });

  it('keeps the last tap on a control, without the browser acting on it, and gives it to the app after', async () => {
    const root = paintedPage();
    keepEarlyTaps(root);
    const button = root.querySelector('button')!;
    const seen: boolean[] = [];
    root.querySelector('form')!.addEventListener('submit', (e) => e.preventDefault());
    button.addEventListener('click', (e) => seen.push(e.defaultPrevented));
    button.click();
    expect(seen).toEqual([true]);
    await takeOver();
    expect(seen).toEqual([true, false]);
    button.click();
    expect(seen).toEqual([true, false, false]);
  });

  it('leaves links to the browser', async () => {
    const root = paintedPage();
    keepEarlyTaps(root);
    const link = root.querySelector('a')!;
    const prevented: boolean[] = [];
    link.addEventListener('click', (e) => prevented.push(e.defaultPrevented));
    link.click();
    expect(prevented).toEqual([false]);
    await takeOver();
    expect(prevented).toEqual([false]);
  });

  it('does nothing on a page the app renders itself', async () => {
    document.body.innerHTML = '<div id="root"><button>Go</button></div>';
    const root = document.getElementById('root')!;
    keepEarlyTaps(root);
    const prevented: boolean[] = [];
    root.querySelector('button')!.addEventListener('click', (e) => prevented.push(e.defaultPrevented));
    root.querySelector('button')!.click();
    expect(prevented).toEqual([false]);
  });
});
