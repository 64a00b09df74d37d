import { Anchor } from '@mantine/core';
import { IconExternalLink } from '@tabler/icons-react';

/** A link the influencer gave (the post's URL), opened in a new tab without passing on this page. */
export function PostLink({ href }: { href: string }) {
  return (
    <Anchor
      href={href}
      target="_blank"
      rel="noopener noreferrer nofollow"
      fz="sm"
      style={{ wordBreak: 'break-all' }}
    >
      <IconExternalLink size={14} style={{ verticalAlign: -2, marginRight: 4 }} aria-hidden />
      {href}
    </Anchor>
  );
}
