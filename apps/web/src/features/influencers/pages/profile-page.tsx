import { useDeferredValue, useRef, useState, type ComponentType, type ReactNode } from 'react';
import {
  Alert,
  Anchor,
  Badge,
  Box,
  Button,
  Center,
  Container,
  Grid,
  Loader,
  Paper,
  Stack,
  Text,
  Title,
} from '@mantine/core';
import { IconEdit, IconUserSearch } from '@tabler/icons-react';
import { useQueryClient } from '@tanstack/react-query';
import { Link, Navigate, useParams } from 'react-router';
import { isAdminRole, Role } from '@collably/shared/constants/roles';
import { formatRupees, rupeesToPaise } from '@collably/shared/domain/pricing';
import { InfluencerMessages } from '@collably/shared/messages/influencers';
import type { TSocialAccount, TUserInfo } from '@collably/shared/schemas/influencers';
import { influencerPageMeta } from '@collably/shared/domain/page-meta';
import { RenderAfterFirst } from '@/components/render-after-first';
import { PageTitle } from '@/components/page-title';
import { useToggleFavourite } from '@/features/favourites/api/toggle-favourite';
import { useReferralVisit } from '@/features/referrals/api/record-visit';
import { errorMessage, isNotFound } from '@/lib/errors';
import { notifyError, notifySuccess } from '@/lib/notify';
import { useSession } from '@/lib/session';
import { userInfoQuery, useUserInfo } from '../api/get-user-info';
import { BookBar } from '../components/profile/book-bar';
import { OwnProfilePanel } from '../components/profile/own-profile-panel';
import { PortfolioSection } from '../components/profile/portfolio-section';
import { ProfileHeader } from '../components/profile/profile-header';
import { ServiceTabs } from '../components/profile/service-tabs';

/** What the booking panel is given; the app passes the payments feature's checkout in (app/routes). */
export type CheckoutProps = {
  influencerName: string;
  accounts: TSocialAccount[];
  selectedId: number | null;
  onSelect: (serviceId: number | null) => void;
  withUgc: boolean;
  onWithUgcChange: (value: boolean) => void;
};

type Slots = {
  checkout: ComponentType<CheckoutProps>;
  /** Shown to the influencer on their own profile only: their e-mail preferences (app/routes). */
  ownSettings?: ComponentType;
  /** The reviews feature's rating and reviews of the influencer (issue 19), composed in app/routes. */
  reviews?: ComponentType<{ userId: number }>;
};

/** /influencer/{u_name}, and /influencer for the signed-in influencer's own profile (spec §2). */
export default function ProfilePage({ checkout, ownSettings, reviews }: Slots) {
  const { u_name } = useParams();
  const session = useSession();
  const userName = u_name ?? (session?.role === Role.Influencer ? session.userName : null);
  if (!userName) return <Navigate to="/" replace />;
  return (
    <Profile
      key={userName}
      userName={userName}
      checkout={checkout}
      ownSettings={ownSettings}
      reviews={reviews}
    />
  );
}

function NotFound({ userName }: { userName: string }) {
  return (
    <Container size="sm" py={72}>
      <PageTitle title={InfluencerMessages.notFound} />
      <Paper withBorder radius="lg" p="xl">
        <Stack align="center" ta="center" gap="sm">
          <IconUserSearch size={48} color="var(--mantine-color-brand-5)" aria-hidden />
          <Title order={1} fz={26}>
            {InfluencerMessages.notFound}
          </Title>
          <Text c="dimmed">
            There is no active influencer called “{userName}”. The link may be mistyped, or the profile is not
            public yet.
          </Text>
          <Button component={Link} to="/listing" mt="sm">
            Explore Influencers
          </Button>
        </Stack>
      </Paper>
    </Container>
  );
}

/** The same title and description the server writes into this profile's HTML for crawlers and link previews. */
const profileMeta = (info: TUserInfo) =>
  influencerPageMeta({
    name: info.name,
    userName: info.userName,
    bio: info.description,
    categories: info.infCategories.map((c) => c.categoryName),
    platforms: info.infSocialAccounts.map((a) => ({
      platformName: a.plateformName,
      followerId: a.followerId,
    })),
    picture: info.profilePic,
  });

const firstServiceId = (info: TUserInfo) =>
  info.infSocialAccounts.flatMap((a) => a.infServices)[0]?.influencerServiceId ?? null;

function Profile({
  userName,
  checkout: Checkout,
  ownSettings: OwnSettings,
  reviews: Reviews,
}: { userName: string } & Slots) {
  const session = useSession();
  const queryClient = useQueryClient();
  const info = useUserInfo(userName);
  useReferralVisit(userName);
  // The profile renders in the background, in slices, once its data is in: data arriving is otherwise
  // rendered at once, in one long task on a phone. The loader stays until then.
  const shownData = useDeferredValue(info.data);
  const viewerId = session?.userId ?? 0;
  const favourite = useToggleFavourite({
    // The profile the brand is looking at (its key) shows the new state at once.
    onToggled: (isFavourite) =>
      queryClient.setQueryData(userInfoQuery(userName, viewerId).queryKey, (d) =>
        d ? { ...d, isFavourite } : d,
      ),
  });
  const [chosenId, setChosenId] = useState<number | null>(null);
  const [withUgc, setWithUgc] = useState(false);
  const bookRef = useRef<HTMLDivElement>(null);

  if (info.isError) {
    if (isNotFound(info.error)) return <NotFound userName={userName} />;
    return (
      <Container size="sm" py={64}>
        <Alert color="red" title="Could not load this profile">
          {errorMessage(info.error)}
        </Alert>
      </Container>
    );
  }

  if (shownData === undefined) {
    return (
      <Center py={120}>
        <Loader aria-label="Loading profile" />
      </Center>
    );
  }

  const data = shownData;
  const role = session?.role ?? Role.Visitor;
  const isOwner = session?.userId === data.userId;
  const isStaff = isAdminRole(role);
  // Spec §2: an influencer without profile data is sent to onboarding.
  if (isOwner && data.infSocialAccounts.length === 0) return <Navigate to="/addedit-influencer" replace />;

  const canHire = role === Role.Visitor || role === Role.Brand;
  const selectedId = chosenId ?? firstServiceId(data);
  const selectedService =
    data.infSocialAccounts.flatMap((a) => a.infServices).find((s) => s.influencerServiceId === selectedId) ??
    null;

  const toggleFavourite = () =>
    favourite.mutate(data.userId, {
      onSuccess: (result) => notifySuccess(result.message),
      onError: (error) => notifyError(error),
    });

  const onPortfolioSaved = (portfolio: TUserInfo['infPortfolios'][number]) =>
    queryClient.setQueryData(userInfoQuery(userName, viewerId).queryKey, (d) =>
      d ? { ...d, infPortfolios: [portfolio] } : d,
    );

  let side: ReactNode = null;
  if (isOwner) {
    side = <OwnProfilePanel info={data} />;
  } else if (isStaff) {
    side = (
      <Paper withBorder radius="lg" p="lg" shadow="xs">
        <Stack gap="sm">
          <Title order={2} fz="lg">
            Staff tools
          </Title>
          <Text fz="sm" c="gray.7">
            Status: <Badge variant="light">{data.status}</Badge>
          </Text>
          <Button
            component={Link}
            to={`/addedit-influencer/${data.userName}`}
            leftSection={<IconEdit size={16} />}
            variant="default"
          >
            Edit profile
          </Button>
          <Anchor component={Link} to="/admin" fz="sm">
            Back to admin
          </Anchor>
        </Stack>
      </Paper>
    );
  } else if (canHire) {
    // Below the first screen on a phone; beside it on a wide screen, where it may come a moment later.
    side = (
      <RenderAfterFirst>
        <Checkout
          influencerName={data.name}
          accounts={data.infSocialAccounts}
          selectedId={selectedId}
          onSelect={(id) => {
            setChosenId(id);
            setWithUgc(false);
          }}
          withUgc={withUgc}
          onWithUgcChange={setWithUgc}
        />
      </RenderAfterFirst>
    );
  }

  return (
    <Container size="lg" py={{ base: 'md', sm: 40 }} px={{ base: 'sm', sm: 'md' }}>
      <PageTitle meta={profileMeta(data)} />
      <Grid gutter={{ base: 'md', md: 'xl' }}>
        <Grid.Col span={{ base: 12, md: side ? 8 : 12 }} order={{ base: isOwner || isStaff ? 2 : 1, md: 1 }}>
          <Stack gap="md">
            <ProfileHeader
              info={data}
              favourite={
                role === Role.Brand
                  ? { isFavourite: data.isFavourite, isBusy: favourite.isPending, onToggle: toggleFavourite }
                  : undefined
              }
              messagePath={role === Role.Brand ? `/collabs/${data.userId}` : undefined}
            />
            <ServiceTabs
              accounts={data.infSocialAccounts}
              selectedServiceId={canHire ? selectedId : null}
              onSelect={
                canHire
                  ? (s) => {
                      setChosenId(s.influencerServiceId);
                      setWithUgc(false);
                      // On a phone the booking panel sits below the list: bring it into view.
                      if (!window.matchMedia('(min-width: 62em)').matches) {
                        bookRef.current?.scrollIntoView({ behavior: 'smooth', block: 'center' });
                      }
                    }
                  : undefined
              }
            />
            {/* Below the first screen on a phone: rendered just after the rest (see RenderAfterFirst). */}
            <RenderAfterFirst>
              <PortfolioSection
                portfolio={data.infPortfolios[0]}
                editor={
                  isOwner || isStaff
                    ? { userId: isStaff ? data.userId : undefined, onSaved: onPortfolioSaved }
                    : undefined
                }
              />
              {Reviews ? <Reviews userId={data.userId} /> : null}
              {isOwner && OwnSettings ? <OwnSettings /> : null}
            </RenderAfterFirst>
          </Stack>
        </Grid.Col>
        {side ? (
          <Grid.Col span={{ base: 12, md: 4 }} order={{ base: isOwner || isStaff ? 1 : 2, md: 2 }}>
            <Box
              pos={{ base: 'static', md: 'sticky' }}
              top={88}
              ref={bookRef}
              tabIndex={-1}
              style={{ scrollMarginTop: 84, outline: 'none' }}
            >
              {side}
            </Box>
          </Grid.Col>
        ) : null}
      </Grid>
      {canHire && !isOwner && !isStaff && selectedService ? (
        <BookBar
          panelRef={bookRef}
          serviceTitle={selectedService.title}
          priceText={formatRupees(rupeesToPaise(selectedService.basePrice), { whole: true })}
        />
      ) : null}
    </Container>
  );
}
