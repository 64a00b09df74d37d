import { Badge, Text, Tooltip } from '@mantine/core';
import { IconRosetteDiscountCheckFilled } from '@tabler/icons-react';
import { SocialVerificationMessages as M } from '@collably/shared/messages/social-verification';

/** Issue 18: a creator who proved they own a social account (a badge on cards and profiles). */
export function VerifiedBadge({ size = 'sm' }: { size?: 'xs' | 'sm' | 'md' }) {
  return (
    <Badge
      size={size}
      // blue.9: white text on it passes WCAG AA (4.5:1); blue.7 does not.
      color="blue.9"
      variant="filled"
      title={M.verifiedTitle}
      leftSection={<IconRosetteDiscountCheckFilled size={12} aria-hidden />}
    >
      {M.verifiedBadge}
    </Badge>
  );
}

/** The check beside a verified account's follower count. */
export function VerifiedMark({ size = 14 }: { size?: number }) {
  return (
    <Tooltip label={M.verifiedTitle} withArrow>
      <IconRosetteDiscountCheckFilled
        size={size}
        color="var(--mantine-color-blue-7)"
        role="img"
        aria-label={M.verifiedBadge}
        style={{ flexShrink: 0 }}
      />
    </Tooltip>
  );
}

/** Small text saying a follower count was given by the creator and not checked. */
export function SelfDeclaredLabel({ prefix }: { prefix?: string }) {
  return (
    <Text component="span" fz={11} c="dimmed" title={M.selfDeclaredTitle} style={{ whiteSpace: 'nowrap' }}>
      {prefix ? `${prefix} ${M.selfDeclared}` : M.selfDeclared}
    </Text>
  );
}
