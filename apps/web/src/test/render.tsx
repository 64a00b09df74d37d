import type { ReactNode } from 'react';
import { MantineProvider } from '@mantine/core';
import { QueryClient, QueryClientProvider } from '@tanstack/react-query';
import { render } from '@testing-library/react';
import { MemoryRouter } from 'react-router';
import { theme } from '@/app/theme';

const testTheme = { ...theme, respectReducedMotion: true };

/** Renders a component with the app's providers, as it runs in the browser. */
export function renderWithProviders(ui: ReactNode, { route = '/' }: { route?: string } = {}) {
  const queryClient = new QueryClient({
    defaultOptions: { queries: { retry: false }, mutations: { retry: false } },
  });
  return render(
    // env="test": no portals, so dropdowns and modals are in the DOM at once. Reduced motion (the
    // setup's matchMedia prefers it) makes every transition instant: Mantine's useTransition still
    // runs under env="test", and a timer it left could fire after the test environment is gone.
    <MantineProvider theme={testTheme} env="test">
      <QueryClientProvider client={queryClient}>
        <MemoryRouter initialEntries={[route]}>{ui}</MemoryRouter>
      </QueryClientProvider>
    </MantineProvider>,
  );
}
