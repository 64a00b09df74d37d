import { appConfig } from '@/config/app-config';
import { PUBLIC_PAGES } from '@collably/shared/constants/site-pages';
import { StaticPage } from '../components/static-page';

export default function TermsPage() {
  return (
    <StaticPage
      meta={PUBLIC_PAGES.terms.meta}
      title="Terms & Conditions"
      updatedOn="1 January 2025"
      intro="The rules for brands and influencers using Collably."
    >
      <h2>1. Eligibility</h2>
      <p>
        You must be at least 18 years old and able to enter a binding contract. Influencers must have more
        than 5,000 followers on the account they list. New influencer profiles are reviewed and approved by
        Collably before they appear in search.
      </p>
      <h2>2. Accounts</h2>
      <p>
        Keep your password secret; you are responsible for what happens under your account. Information on
        your profile must be true, and social accounts you list must be yours.
      </p>
      <h2>3. Orders and payments</h2>
      <ul>
        <li>
          Prices are set by influencers in Indian rupees. The amount a brand pays shows the influencer&apos;s
          price, any UGC rights price, the Collably platform fee and GST at 18 % (GST on the influencer&apos;s
          price applies when the influencer is GST registered).
        </li>
        <li>
          A brand&apos;s payment is held by Collably and released to the influencer only when the order is
          complete.
        </li>
        <li>
          The influencer must deliver within 14 days of the order; otherwise the brand gets a full refund.
        </li>
        <li>
          The brand approves the work or asks for a revision. A dispute with no action from either side within
          a week is treated as cancelled and the brand is refunded.
        </li>
        <li>Coupons apply as stated; FLAT500 gives ₹500 off a brand&apos;s first order only.</li>
      </ul>
      <h2>4. Conduct</h2>
      <p>
        No fake followers, misleading content, harassment, or attempts to take payment outside Collably for an
        order placed here. Content must follow Indian law and the rules of the platform it is posted on,
        including advertising disclosure rules.
      </p>
      <h2>5. Content rights</h2>
      <p>
        The influencer keeps ownership of their content. The brand may share the delivered post; when UGC
        rights are bought, the brand may also use the delivered video in its own channels and ads.
      </p>
      <h2>6. Suspension</h2>
      <p>We may disable an account that breaks these terms, after giving reasons where the law allows.</p>
      <h2>7. Liability</h2>
      <p>
        Collably is a marketplace; each collab is an agreement between the brand and the influencer. Our
        liability for any order is limited to the amount paid for it.
      </p>
      <h2>8. Notices and changes</h2>
      <p>
        Notices are sent by e-mail and are deemed given 24 hours after sending. Changes to these terms take
        effect 30 days after they are posted. Grievances:{' '}
        <a href={`mailto:${appConfig.supportEmail}`}>{appConfig.supportEmail}</a>, resolved within one month.
      </p>
    </StaticPage>
  );
}
