import type { ReactNode } from 'react';
import { Link } from 'react-router';
import { appConfig } from '@/config/app-config';
import { LEGAL_NOTICE_DAYS } from '@collably/shared/constants/legal';
import { PUBLIC_PAGES } from '@collably/shared/constants/site-pages';
import { GstMessages } from '@collably/shared/messages/gst';
import { StaticPage } from '../components/static-page';

/** /privacy-policy; the route composes in the Grievance Officer's contact, a server setting. */
export default function PrivacyPolicyPage({ grievanceContact }: { grievanceContact?: ReactNode }) {
  return (
    <StaticPage
      meta={PUBLIC_PAGES.privacyPolicy.meta}
      title="Privacy Policy"
      updatedOn="1 January 2025"
      intro="What we collect, why, and the choices you have."
    >
      <h2>1. Who we are</h2>
      <p>
        Collably (&quot;we&quot;, &quot;us&quot;) sells social-media promotions to brands in India: we buy
        each collab from the influencer who makes it and supply it to the brand. This policy explains how we
        handle personal data when you use the website and its services.
      </p>
      <h2>2. What we collect</h2>
      <ul>
        <li>Account details: name, user name, e-mail address and a securely hashed password.</li>
        <li>
          Profile details influencers choose to publish: picture, categories, description, gender, state,
          city, date of birth, languages, social-media links, follower ranges, services and prices, and
          portfolio links.
        </li>
        <li>
          Tax and payout details: GST number, bank name, account number, IFSC code, PAN, UPI ID, address and
          phone.
        </li>
        <li>Collab data: briefs, attachments, messages, status changes and payment records.</li>
        <li>Technical data: log-in times, IP address and a referral cookie (czref) kept for 7 days.</li>
      </ul>
      <h2>3. Why we use it</h2>
      <p>
        To run your account and your collabs, to hold and release payments, to pay influencers,{' '}
        {GstMessages.privacyTaxRules}, to prevent fraud and abuse, and to reply to you. We do not sell
        personal data.
      </p>
      <h2>4. Who can see it</h2>
      <p>
        Public influencer profiles are visible to everyone. Collab details and messages are visible only to
        the brand and influencer of that collab and to our support team. Payments are processed by our payment
        partner, who receives only what it needs to process the payment.
      </p>
      <h2>5. How long we keep it</h2>
      <p>
        As long as your account is open, and afterwards only as long as the law requires (for example, tax and
        payment records).
      </p>
      <h2>6. Your rights</h2>
      <p>
        Under the Digital Personal Data Protection Act, 2023 you may see, correct and erase your personal
        data. In <Link to="/account">Account settings</Link> you can change your e-mail and password, choose
        which e-mails we send, download a copy of your data (JSON and CSV) and delete your account. Deletion
        waits until your orders are finished and your money is paid out; then your personal data is erased,
        and only what the law makes us keep (tax invoices, payment and TDS records) stays, under &quot;Deleted
        user&quot;. You must be at least 18 years old to use Collably.
      </p>
      <h2>7. Grievances</h2>
      <p>
        Write to{' '}
        {grievanceContact ?? <a href={`mailto:${appConfig.supportEmail}`}>{appConfig.supportEmail}</a>}. We
        acknowledge every grievance and resolve it within one month. A notice we send by e-mail is deemed
        received 24 hours after it was sent.
      </p>
      <h2>8. Changes</h2>
      <p>Changes to this policy take effect {LEGAL_NOTICE_DAYS} days after they are posted on this page.</p>
    </StaticPage>
  );
}
