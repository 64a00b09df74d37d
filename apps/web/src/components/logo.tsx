import { Group, Text } from '@mantine/core';
import { Link } from 'react-router';

export function Logo({ inverted = false }: { inverted?: boolean }) {
  return (
    <Group
      renderRoot={(props) => <Link to="/" {...props} />}
      gap={8}
      wrap="nowrap"
      style={{ textDecoration: 'none' }}
      aria-label="Collably home"
    >
      <svg width="32" height="32" viewBox="0 0 64 64" aria-hidden="true">
        <rect width="64" height="64" rx="14" fill={inverted ? '#fff' : '#5b3cc4'} />
        <path
          d="M43 22a14 14 0 1 0 0 20"
          fill="none"
          stroke={inverted ? '#5b3cc4' : '#fff'}
          strokeWidth="7"
          strokeLinecap="round"
        />
        <circle cx="45" cy="32" r="4" fill="#ffb01b" />
      </svg>
      <Text fw={800} fz={22} c={inverted ? 'white' : 'brand.7'} style={{ letterSpacing: -0.5 }}>
        Collably
      </Text>
    </Group>
  );
}
