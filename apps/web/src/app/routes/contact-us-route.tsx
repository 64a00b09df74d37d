import ContactUsPage from '@/features/static-pages/pages/contact-us-page';

export default function ContactUsRoute() {
  return <ContactUsPage />;
}
