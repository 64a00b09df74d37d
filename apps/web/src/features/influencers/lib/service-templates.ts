import { Platform, platformName } from '@collably/shared/constants/platforms';

export type ServiceTemplate = {
  kind: 'Story' | 'Feed' | 'Reel';
  title: string;
  description: string;
  /** A starting price in rupees the influencer is expected to change. */
  price: number;
  /** Suggested UGC rights price, used only where UGC can be offered. */
  ugcPrice: number;
};

/** The service-template chooser's samples (spec §2): Story, Feed and Reel, worded for the platform. */
export function serviceTemplatesFor(platformId: number): ServiceTemplate[] {
  const name = platformId === Platform.UGC ? 'UGC' : platformName(platformId);
  const where = platformId === Platform.UGC ? 'for your brand to post' : `on my ${name}`;
  return [
    {
      kind: 'Story',
      title: `${name} Story`,
      description: `One story ${where} featuring your product, with a link sticker and a mention of your brand, live for 24 hours.`,
      price: 1000,
      ugcPrice: 0,
    },
    {
      kind: 'Feed',
      title: `${name} Feed Post`,
      description: `One styled photo or carousel post ${where} with your caption, tags and hashtags.`,
      price: 2000,
      ugcPrice: 0,
    },
    {
      kind: 'Reel',
      title: `${name} Reel`,
      description: `One 30 to 60 second reel ${where}, scripted with you, with trending audio and a call to action.`,
      price: 3000,
      ugcPrice: 1000,
    },
  ];
}
