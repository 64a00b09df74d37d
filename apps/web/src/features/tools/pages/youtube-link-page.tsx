import { UpcomingPage } from '@/components/upcoming-page';

export default function YouTubeLinkPage() {
  return (
    <UpcomingPage
      title="YouTube Direct Link Generator"
      description="The free YouTube direct-link tool is coming soon."
    />
  );
}
