import { timingSafeEqual } from 'node:crypto';

/** Compares two secrets (hashes, MACs) without revealing where they differ; other lengths never match. */
export const sameSecret = (a: Buffer, b: Buffer): boolean => a.length === b.length && timingSafeEqual(a, b);
