import { appConfig } from '@/config/app-config';
import { PUBLIC_PAGES } from '@collably/shared/constants/site-pages';
import { StaticPage } from '../components/static-page';

export default function RefundPolicyPage() {
  return (
    <StaticPage
      meta={PUBLIC_PAGES.refundPolicy.meta}
      title="Refund Policy"
      updatedOn="1 January 2025"
      intro="Guaranteed posts or a full refund. Here is exactly how it works."
    >
      <h2>When you get a full refund</h2>
      <ul>
        <li>You cancel your order before the influencer accepts it.</li>
        <li>The influencer rejects or cancels your order.</li>
        <li>The influencer does not accept your order within 3 days.</li>
        <li>The influencer does not deliver within 14 days of your order.</li>
        <li>The influencer does not post the approved work within 7 days of your approval.</li>
        <li>
          You raise a dispute and there is no action on it within a week: the collab is treated as cancelled.
        </li>
      </ul>
      <h2>When you do not respond</h2>
      <p>
        Work sent for your approval counts as approved if you neither approve it nor ask for a revision within
        7 days. A posted collab is marked complete, and the payment released, if you neither mark it complete
        nor raise a dispute within 7 days. Every order card shows what is due, by when.
      </p>
      <h2>Where the money goes</h2>
      <p>
        Refunds are credited to your Collably wallet straight away, and you can use that balance on your next
        order. If you would rather have the money back on your original payment method, write to us: refunds
        are initiated within 4 to 5 working days and credited within 2 working days after that.
      </p>
      <h2>Coupons</h2>
      <p>A coupon discount is not paid out in cash; the amount you actually paid is refunded.</p>
      <h2>Once a collab is complete</h2>
      <p>
        After you approve the work or mark the collab complete, the payment is released to the influencer and
        can no longer be refunded. Raise a dispute before that if something is wrong.
      </p>
      <h2>Questions</h2>
      <p>
        Write to <a href={`mailto:${appConfig.supportEmail}`}>{appConfig.supportEmail}</a>; we resolve every
        grievance within one month.
      </p>
    </StaticPage>
  );
}
