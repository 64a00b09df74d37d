import { defineProject } from 'vitest/config';

export default defineProject({
  test: {
    name: 'shared',
    include: ['src/**/*.test.ts'],
    environment: 'node',
    setupFiles: ['src/testing/fast-check-setup.ts'],
    provide: { testProfile: process.env.TEST_PROFILE === 'quick' ? 'quick' : 'full' },
  },
});
