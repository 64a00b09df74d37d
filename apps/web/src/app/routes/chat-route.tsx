import { Role } from '@collably/shared/constants/roles';
import type { TChatUser } from '@collably/shared/schemas/chat';
import { BillingGatePanel } from '@/features/brands/components/billing-gate-panel';
import ChatPage from '@/features/chat/pages/chat-page';
import { useUserInfo } from '@/features/influencers/api/get-user-info';
import { ChatOffers } from '@/features/offers/components/chat-offers';
import { useSession } from '@/lib/session';

/** A brand's offers are for one of the influencer's listed services: read from their public profile. */
function BrandOffers({ partner }: { partner: TChatUser }) {
  const info = useUserInfo(partner.userName);
  const services = (info.data?.infSocialAccounts ?? []).flatMap((a) =>
    a.infServices.map((s) => ({
      value: String(s.influencerServiceId),
      label: `${a.plateformName} · ${s.title}`,
    })),
  );
  return <ChatOffers partnerId={partner.userID} services={services} BillingPanel={BillingGatePanel} />;
}

/**
 * The custom offers of a brand–influencer conversation (issue 19), shown in the chat pane; a brand pays one
 * through the brands feature's billing gate (issue 36).
 */
function ConversationOffers({ partner }: { partner: TChatUser }) {
  const role = useSession()?.role;
  if (role === Role.Brand && partner.roleId === Role.Influencer) return <BrandOffers partner={partner} />;
  if (role === Role.Influencer && partner.roleId === Role.Brand)
    return <ChatOffers partnerId={partner.userID} BillingPanel={BillingGatePanel} />;
  return null;
}

/** /collabs: the chat feature's page with the offers feature's cards; the features meet here. */
export default function ChatRoute() {
  return <ChatPage extra={ConversationOffers} />;
}
