import { PUBLIC_PAGES } from '@collably/shared/constants/site-pages';
import { StaticPage } from '../components/static-page';

export default function AboutUsPage() {
  return (
    <StaticPage
      meta={PUBLIC_PAGES.aboutUs.meta}
      title="About us"
      intro="Collably is where India's small brands and independent creators do business with each other, safely."
    >
      <h2>Why we built Collably</h2>
      <p>
        Hiring an influencer used to mean cold messages, guesswork on price and paying up front with no
        guarantee of a post. For creators it meant chasing payments and haggling in DMs. We built Collably so
        that both sides can work together with clear prices, a clear process and money that is protected.
      </p>
      <h2>How it works</h2>
      <ul>
        <li>
          <strong>Find and book influencers.</strong> Brands browse verified creators on Instagram, YouTube,
          Facebook and UGC, compare their services and prices, and book in a few clicks.
        </li>
        <li>
          <strong>They make it happen.</strong> The creator receives the brief, makes the content, sends it
          for approval and publishes it.
        </li>
        <li>
          <strong>See your business grow.</strong> Every collab, message and payment lives in one place.
        </li>
      </ul>
      <h2>What we promise</h2>
      <ul>
        <li>
          Verified influencers: every creator profile is reviewed by our team before it can take orders.
        </li>
        <li>
          Payments held until the promotion is executed: the creator is paid only when the work is delivered.
        </li>
        <li>Guaranteed posts or a full refund.</li>
        <li>Targeted reach: filter creators by platform, category, audience size, state and language.</li>
      </ul>
      <h2>For creators</h2>
      <p>
        If you have more than 5,000 followers, you can set up a profile with your own services and prices,
        receive orders from brands across India, and withdraw your earnings to your bank account.
      </p>
    </StaticPage>
  );
}
