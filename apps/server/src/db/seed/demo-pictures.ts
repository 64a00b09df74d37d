import { renderPictureSizes, storePicture } from '../../platform/storage/pictures';
import type { Storage } from '../../platform/storage/storage';

/** Pairs of gradient colours; each demo picture takes one by its index. */
const GRADIENTS: readonly [string, string][] = [
  ['#ff6b6b', '#f7b267'],
  ['#4facfe', '#00f2fe'],
  ['#43e97b', '#38f9d7'],
  ['#fa709a', '#fee140'],
  ['#a18cd1', '#fbc2eb'],
  ['#f6d365', '#fda085'],
  ['#5ee7df', '#b490ca'],
  ['#667eea', '#764ba2'],
  ['#ff9a9e', '#fad0c4'],
  ['#30cfd0', '#330867'],
  ['#f093fb', '#f5576c'],
  ['#0ba360', '#3cba92'],
];

const initialsOf = (name: string) =>
  name
    .split(/\s+/)
    .filter(Boolean)
    .slice(0, 2)
    .map((part) => part[0]?.toUpperCase() ?? '')
    .join('');

/**
 * A portrait-style placeholder drawn at seed time (no network, nothing committed): a diagonal
 * gradient, a soft circle and the person's initials. Fonts are optional; without one the picture
 * is still a pleasant gradient.
 */
export function avatarSvg(name: string, index: number): Buffer {
  const [from, to] = GRADIENTS[index % GRADIENTS.length] ?? ['#667eea', '#764ba2'];
  const angle = (index * 37) % 360;
  const svg = `<svg xmlns="http://www.w3.org/2000/svg" width="800" height="800" viewBox="0 0 800 800">
  <defs>
    <linearGradient id="g" gradientTransform="rotate(${angle} 0.5 0.5)">
      <stop offset="0" stop-color="${from}"/>
      <stop offset="1" stop-color="${to}"/>
    </linearGradient>
  </defs>
  <rect width="800" height="800" fill="url(#g)"/>
  <circle cx="${560 + (index % 5) * 30}" cy="${180 + (index % 3) * 40}" r="220" fill="#ffffff" fill-opacity="0.14"/>
  <circle cx="${140 + (index % 4) * 25}" cy="690" r="160" fill="#000000" fill-opacity="0.06"/>
  <text x="400" y="470" text-anchor="middle" font-family="DejaVu Sans, Arial, Helvetica, sans-serif"
        font-size="260" font-weight="bold" fill="#ffffff" fill-opacity="0.92">${initialsOf(name)}</text>
</svg>`;
  return Buffer.from(svg);
}

/** Renders the avatar in both display sizes and stores it; returns the stored name and size. */
export async function storeAvatar(
  storage: Storage,
  name: string,
  index: number,
): Promise<{ name: string; bytes: number }> {
  return storePicture(storage, await renderPictureSizes(avatarSvg(name, index)));
}
