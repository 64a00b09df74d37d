export const Platform = {
  Facebook: 1,
  YouTube: 3,
  Instagram: 4,
  UGC: 5,
} as const;
export type TPlatformId = (typeof Platform)[keyof typeof Platform];

export const PLATFORMS: readonly { platformId: TPlatformId; platformName: string }[] = [
  { platformId: Platform.Facebook, platformName: 'Facebook' },
  { platformId: Platform.YouTube, platformName: 'YouTube' },
  { platformId: Platform.Instagram, platformName: 'Instagram' },
  { platformId: Platform.UGC, platformName: 'UGC' },
];

export const PLATFORM_IDS: readonly number[] = PLATFORMS.map((p) => p.platformId);

export const platformName = (id: number): string =>
  PLATFORMS.find((p) => p.platformId === id)?.platformName ?? 'Unknown';
