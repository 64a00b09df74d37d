import { UpcomingPage } from '@/components/upcoming-page';

export default function ChatPage() {
  return <UpcomingPage title="Messages" description="Chat with your collab partners is coming soon." />;
}
