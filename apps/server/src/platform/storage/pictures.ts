import { randomBytes } from 'node:crypto';
import type Sharp from 'sharp';
import { Readable } from 'node:stream';
import { cardVariantName, type Storage } from './storage';

/** Longest side of the picture on a profile page, and on a listing card (served with ?size=card). */
export const PROFILE_PICTURE_PX = 800;
export const CARD_PICTURE_PX = 320;
/** A 10 MB file can still decode to gigabytes of pixels; 40 megapixels covers any phone camera. */
const MAX_INPUT_PIXELS = 40_000_000;

/** sharp (native libvips) is loaded when the first picture is processed, not with the app. */
let sharpModule: Promise<{ default: typeof Sharp }> | undefined;
const loadSharp = async () => (await (sharpModule ??= import('sharp'))).default;

export class UnreadablePictureError extends Error {}

export type PictureSizes = { profile: Buffer; card: Buffer };

/**
 * The two sizes pages show, as WebP: the original (up to 10 MB) is never kept or served, so
 * listings download a few kilobytes per card. EXIF orientation is applied and metadata (GPS!) dropped.
 */
export async function renderPictureSizes(input: Buffer): Promise<PictureSizes> {
  const sharp = await loadSharp();
  try {
    const source = sharp(input, { limitInputPixels: MAX_INPUT_PIXELS }).rotate();
    const sized = (px: number, quality: number) =>
      source.clone().resize(px, px, { fit: 'inside', withoutEnlargement: true }).webp({ quality }).toBuffer();
    const [profile, card] = await Promise.all([sized(PROFILE_PICTURE_PX, 82), sized(CARD_PICTURE_PX, 78)]);
    return { profile, card };
  } catch (error) {
    throw new UnreadablePictureError('The picture could not be decoded', { cause: error });
  }
}

export const newStoredName = (extension: string) => `${randomBytes(16).toString('base64url')}.${extension}`;

/** Stores both sizes under a new random name; returns the name (the profile size; the card size beside it). */
export async function storePicture(
  storage: Storage,
  sizes: PictureSizes,
): Promise<{ name: string; bytes: number }> {
  const name = newStoredName('webp');
  const [profile] = await Promise.all([
    storage.put(name, Readable.from([sizes.profile]), 'image/webp'),
    storage.put(cardVariantName(name), Readable.from([sizes.card]), 'image/webp'),
  ]);
  return { name, bytes: profile.bytes };
}
