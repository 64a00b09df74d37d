import AboutUsPage from '@/features/static-pages/pages/about-us-page';

export default function AboutUsRoute() {
  return <AboutUsPage />;
}
