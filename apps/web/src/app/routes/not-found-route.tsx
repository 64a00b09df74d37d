import NotFoundPage from '@/features/errors/pages/not-found-page';

export default function NotFoundRoute() {
  return <NotFoundPage />;
}
