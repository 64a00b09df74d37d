import YouTubeLinkPage from '@/features/tools/pages/youtube-link-page';

export default function YoutubeLinkRoute() {
  return <YouTubeLinkPage />;
}
