import NotFoundPage from '@/features/errors/pages/not-found-page';
import YouTubeOpenPage from '@/features/tools/pages/youtube-open-page';

/** /yt/{link}: a link the tool does not make is the app's 404 page. */
export default function YouTubeOpenRoute() {
  return <YouTubeOpenPage notFound={<NotFoundPage />} />;
}
