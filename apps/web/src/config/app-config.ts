/** Everything the web app reads from its environment, in one place. */
export const appConfig = {
  apiBase: '/api',
  filesBase: '/files',
  supportEmail: 'support@collably.in',
  social: {
    instagram: 'https://www.instagram.com/collably.in',
    youtube: 'https://www.youtube.com/@collably',
    facebook: 'https://www.facebook.com/collably.in',
    linkedin: 'https://www.linkedin.com/company/collably',
  },
} as const;
