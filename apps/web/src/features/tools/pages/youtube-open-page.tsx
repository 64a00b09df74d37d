import { UpcomingPage } from '@/components/upcoming-page';

export default function YouTubeOpenPage() {
  return (
    <UpcomingPage title="Open in YouTube" description="Opening videos in the YouTube app is coming soon." />
  );
}
