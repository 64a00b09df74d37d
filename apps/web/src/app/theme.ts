import { createTheme, type MantineColorsTuple } from '@mantine/core';

const brand: MantineColorsTuple = [
  '#f1edff',
  '#ded6fb',
  '#baa9f3',
  '#947aec',
  '#7452e6',
  '#6039e2',
  '#5b3cc4',
  '#4a2bb0',
  '#40259e',
  '#331d8c',
];
const accent: MantineColorsTuple = [
  '#fff8e1',
  '#ffefcc',
  '#ffdd9b',
  '#ffca64',
  '#ffba38',
  '#ffb01b',
  '#ffab09',
  '#e39500',
  '#ca8400',
  '#af7100',
];

export const theme = createTheme({
  primaryColor: 'brand',
  primaryShade: 6,
  colors: { brand, accent },
  fontFamily:
    'Inter, system-ui, -apple-system, "Segoe UI", Roboto, "Helvetica Neue", Arial, "Noto Sans", sans-serif',
  headings: { fontWeight: '700' },
  defaultRadius: 'md',
  components: {
    Button: { defaultProps: { radius: 'xl' } },
    Modal: { defaultProps: { centered: true, radius: 'lg', closeButtonProps: { 'aria-label': 'Close' } } },
  },
});
