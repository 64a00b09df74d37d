import { useState } from 'react';
import { Alert, Anchor, Center, Container, Loader, Stack, Stepper, Text, Title } from '@mantine/core';
import { useQueryClient } from '@tanstack/react-query';
import { Link, Navigate, useNavigate, useParams } from 'react-router';
import { isAdminRole } from '@collably/shared/constants/roles';
import { InfluencerMessages } from '@collably/shared/messages/influencers';
import type { TInfluencerDetails, TSocialAccount } from '@collably/shared/schemas/influencers';
import { PageTitle } from '@/components/page-title';
import { errorMessage } from '@/lib/errors';
import { hideNotice } from '@/lib/notify';
import { updateSession, useSession } from '@/lib/session';
import { influencerDetailsQuery, useInfluencerDetails } from '../api/get-influencer-details';
import { ServicesStep } from '../components/services-step';
import { SocialStep } from '../components/social-step';
import { StartStep } from '../components/start-step';
import { ONBOARDING_NOTICE } from '../lib/notices';
import { resumeAt } from '../lib/onboarding-progress';
import { useOnboardingTarget } from '../lib/onboarding-target';
import classes from './onboarding-page.module.css';

const Step = { Start: 0, Social: 1, Services: 2 } as const;
type TStep = (typeof Step)[keyof typeof Step];

/** /addedit-influencer and /addedit-influencer/{u_name} (staff): the three onboarding steps. */
export default function OnboardingPage() {
  const { u_name } = useParams();
  const session = useSession();
  const target = useOnboardingTarget(u_name);

  if (target.status === 'no-target') {
    return <Navigate to={session && isAdminRole(session.role) ? '/admin' : '/'} replace />;
  }
  if (target.status === 'loading') {
    return (
      <Center py={120}>
        <Loader aria-label="Loading profile" />
      </Center>
    );
  }
  if (target.status === 'not-found') {
    return (
      <Container size="sm" py={64}>
        <PageTitle title={InfluencerMessages.notFound} />
        <Alert color="red" title={InfluencerMessages.notFound}>
          There is no influencer with the user name “{u_name}”.{' '}
          <Anchor component={Link} to="/admin">
            Back to admin
          </Anchor>
        </Alert>
      </Container>
    );
  }
  return (
    <Onboarding
      key={target.userId}
      userId={target.userId}
      isStaffEdit={target.isStaffEdit}
      profilePath={target.profilePath}
    />
  );
}

type OnboardingProps = {
  userId: number;
  isStaffEdit: boolean;
  profilePath: string;
};

function Onboarding(props: OnboardingProps) {
  const details = useInfluencerDetails(props.userId);
  if (details.isPending) {
    return (
      <Center py={120}>
        <Loader aria-label="Loading profile" />
      </Center>
    );
  }
  if (details.isError) {
    return (
      <Container size="sm" py={64}>
        <Alert color="red" title="Could not load the profile">
          {errorMessage(details.error)}
        </Alert>
      </Container>
    );
  }
  return <OnboardingSteps {...props} data={details.data} />;
}

/** Where the page opens: the first step that is not complete (a reload resumes there). */
function initialPlace(data: TInfluencerDetails): {
  step: TStep;
  services: { platformId: number; withNewService: boolean } | null;
} {
  const at = resumeAt(data);
  if (at.step === 'services') {
    return { step: Step.Services, services: { platformId: at.platformId, withNewService: false } };
  }
  return { step: at.step === 'social' ? Step.Social : Step.Start, services: null };
}

function OnboardingSteps({
  userId,
  isStaffEdit,
  profilePath,
  data,
}: OnboardingProps & { data: TInfluencerDetails }) {
  const navigate = useNavigate();
  const queryClient = useQueryClient();
  const [initial] = useState(() => initialPlace(data));
  const [step, setStep] = useState<TStep>(initial.step);
  const [services, setServices] = useState(initial.services);

  const go = (next: TStep) => {
    setStep(next);
    window.scrollTo({ top: 0 });
  };
  // Every successful save replaces the profile; a notice about the state before it is stale.
  const setDetails = (saved: TInfluencerDetails) => {
    hideNotice(ONBOARDING_NOTICE);
    queryClient.setQueryData(influencerDetailsQuery(userId).queryKey, saved);
  };
  const setAccounts = (accounts: TSocialAccount[]) => {
    hideNotice(ONBOARDING_NOTICE);
    queryClient.setQueryData(influencerDetailsQuery(userId).queryKey, (d) =>
      d ? { ...d, infSocialAccounts: accounts } : d,
    );
  };

  const hasDetails = data.description.trim() !== '';
  const account = services ? data.infSocialAccounts.find((a) => a.plateformId === services.platformId) : null;
  const heading = isStaffEdit ? `Edit ${data.name}'s profile` : 'Set up your profile';

  return (
    <Container size="md" py={{ base: 'lg', sm: 40 }} px={{ base: 'sm', sm: 'md' }}>
      <PageTitle title={heading} />
      <Stack gap="lg">
        <div>
          <Title order={1} fz={{ base: 24, sm: 32 }}>
            {heading}
          </Title>
          <Text c="dimmed">
            {isStaffEdit
              ? `You are editing @${data.userName} as staff. Changes are saved to their profile.`
              : 'Three short steps and brands can find and book you.'}
          </Text>
        </div>

        <Stepper
          active={step}
          size="sm"
          iconSize={32}
          wrap={false}
          classNames={classes}
          onStepClick={(index) => {
            // Services opens from a platform tile; Start and Social media are free once details exist.
            if (step === Step.Services || index === Step.Services) return;
            if (index === Step.Social && !hasDetails) return;
            go(index as TStep);
          }}
          allowNextStepsSelect={false}
        >
          <Stepper.Step label="Start" allowStepSelect={step !== Step.Services} />
          <Stepper.Step label="Social media" allowStepSelect={step !== Step.Services && hasDetails} />
          <Stepper.Step label="Services" allowStepSelect={false} />
        </Stepper>

        {step === Step.Start ? (
          <StartStep
            userId={userId}
            details={data}
            onSaved={(saved) => {
              setDetails(saved);
              // The header shows the signed-in influencer's picture from the session (spec §7: data.base64Image).
              if (!isStaffEdit) updateSession({ profilePic: saved.base64Image });
              go(Step.Social);
            }}
          />
        ) : null}

        {step === Step.Social ? (
          <SocialStep
            userId={userId}
            details={data}
            onAccountsChanged={setAccounts}
            onOpenServices={(platformId, withNewService) => {
              setServices({ platformId, withNewService });
              go(Step.Services);
            }}
            onFinished={() => {
              hideNotice(ONBOARDING_NOTICE);
              void queryClient.invalidateQueries({ queryKey: ['influencers'] });
              void navigate(profilePath);
            }}
          />
        ) : null}

        {step === Step.Services && account ? (
          <ServicesStep
            key={account.plateformId}
            userId={userId}
            account={account}
            startWithNewService={services?.withNewService ?? false}
            onAccountsChanged={setAccounts}
            onDone={(accounts) => {
              if (accounts) setAccounts(accounts);
              setServices(null);
              go(Step.Social);
            }}
          />
        ) : null}
      </Stack>
    </Container>
  );
}
