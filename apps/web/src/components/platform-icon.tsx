import { IconBrandFacebook, IconBrandInstagram, IconBrandYoutube, IconVideo } from '@tabler/icons-react';

const ICONS: Record<string, { icon: typeof IconVideo; color: string }> = {
  facebook: { icon: IconBrandFacebook, color: '#1877f2' },
  youtube: { icon: IconBrandYoutube, color: '#ff0000' },
  instagram: { icon: IconBrandInstagram, color: '#d6249f' },
  ugc: { icon: IconVideo, color: '#5b3cc4' },
};

/** The icon of a platform by its name (Facebook, YouTube, Instagram, UGC). */
export function PlatformIcon({ name, size = 18 }: { name: string; size?: number }) {
  const entry = ICONS[name.toLowerCase()] ?? ICONS.ugc;
  return <entry.icon size={size} color={entry.color} aria-label={name} role="img" />;
}
