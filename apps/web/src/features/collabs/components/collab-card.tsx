import type { ReactNode } from 'react';
import { Badge, Box, Button, Divider, Group, Paper, SimpleGrid, Spoiler, Stack, Text } from '@mantine/core';
import { useEffect, useRef } from 'react';
import { IconCoinRupee, IconFileText, IconMessageCircle } from '@tabler/icons-react';
import { Link } from 'react-router';
import { offerDateText } from '@collably/shared/domain/offers';
import { ActionCode, CollabStatus, type TCollabStatus } from '@collably/shared/constants/collabs';
import { Platform } from '@collably/shared/constants/platforms';
import { Role, type TRole } from '@collably/shared/constants/roles';
import { displayStatus } from '@collably/shared/domain/collab-status';
import { formatRupees, rupeesToPaise } from '@collably/shared/domain/pricing';
import type { TCollab } from '@collably/shared/schemas/collabs';
import { PlatformIcon } from '@/components/platform-icon';
import { fileNamesOf } from '@/lib/attachments';
import { DateFormat, formatDate } from '@/lib/dates';
import type { PendingAction } from './collab-action-modal';
import { CollabPaymentLine } from './collab-payment-line';
import { Counterpart } from './counterpart';
import { PostLink } from './post-link';
import { CollabDeadline } from './collab-deadline';
import { CollabRevisions } from './collab-revisions';
import { CollabProgress } from './collab-progress';
import { CollabTimelinePanel } from './collab-timeline';
import { FileLinks } from './file-links';
import { cardActions } from '../lib/action-rules';

const STATUS_COLOR: Record<TCollabStatus, string> = {
  [CollabStatus.New]: 'blue',
  [CollabStatus.Accept]: 'blue',
  [CollabStatus.Review]: 'orange',
  [CollabStatus.UpdateWorkFile]: 'violet',
  [CollabStatus.Pending]: 'cyan',
  [CollabStatus.UpdateWorkLink]: 'teal',
  [CollabStatus.Complete]: 'green',
  [CollabStatus.Reject]: 'red',
  [CollabStatus.Dispute]: 'orange',
  [CollabStatus.Cancel]: 'gray',
  [CollabStatus.HelpDesk]: 'grape',
};

/** Moving the work forward is the filled button; refusing or escalating is an outline one. */
const buttonLook = (action: number): { variant: 'filled' | 'outline'; color?: string } => {
  switch (action) {
    case ActionCode.Reject:
    case ActionCode.Cancel:
      return { variant: 'outline', color: 'red' };
    case ActionCode.RaiseDispute:
      return { variant: 'outline', color: 'orange' };
    case ActionCode.RequestRevision:
    case ActionCode.AskForHelp:
      return { variant: 'outline' };
    default:
      return { variant: 'filled' };
  }
};

function Field({ label, children }: { label: string; children: ReactNode }) {
  return (
    <Stack gap={2} style={{ minWidth: 0 }}>
      <Text fz="xs" c="dimmed" tt="uppercase" fw={600} lts={0.3}>
        {label}
      </Text>
      {children}
    </Stack>
  );
}

/**
 * The money figure of the card and its label. An order that pays the influencer nothing never says 'You earn'
 * (issue 11 item 4): once the escrow is settled the influencer reads what they earned, or nothing at all on a
 * refund (the outcome line says what happened); a refunded brand reads what came back to its wallet.
 */
function priceOf(collab: TCollab, role: TRole): { label: string; rupees: number } | null {
  const settled = collab.settled ?? null;
  const isStopped =
    collab.collabStatus === CollabStatus.Reject || collab.collabStatus === CollabStatus.Cancel;
  if (role === Role.Influencer) {
    if (settled) return settled.influencer > 0 ? { label: 'You earned', rupees: settled.influencer } : null;
    return isStopped ? null : { label: 'You earn', rupees: collab.price };
  }
  if (role === Role.Brand) {
    if (settled?.kind === 'refund') return { label: 'Refunded to you', rupees: settled.refund };
    return { label: 'You paid', rupees: collab.price };
  }
  return { label: 'Order value', rupees: collab.price };
}

type Props = {
  collab: TCollab;
  viewerRole: TRole;
  onAction: (action: PendingAction) => void;
  /** The super admin's tools for a helpdesk case (timeline, resolve); they replace the action buttons. */
  helpdesk?: ReactNode;
  /** Pointed at by a link (/order/{tab}?collab=ID): scrolled into view, outlined, its timeline open. */
  isHighlighted?: boolean;
  /** The order's tax documents to download, under its payment line (the app passes the invoices feature's). */
  taxDocuments?: ReactNode;
  /** The brand buys a paid extra revision of this order (issue 19 item 4). */
  onBuyExtraRevision?: (collabDetailId: number) => void;
  /** The collab's reviews (the app passes the reviews feature's panel on complete collabs). */
  review?: ReactNode;
};

/** One collab of the order page (spec §2, §3 Collab, §4): who, what, money, files and the viewer's actions. */
export function CollabCard({
  collab,
  viewerRole,
  onAction,
  helpdesk,
  isHighlighted = false,
  taxDocuments,
  onBuyExtraRevision,
  review,
}: Props) {
  const status = collab.collabStatus;
  const actions = helpdesk ? [] : cardActions(collab, viewerRole);
  const statusText = displayStatus(status, viewerRole);
  const price = priceOf(collab, viewerRole);
  const cardRef = useRef<HTMLElement>(null);
  useEffect(() => {
    if (isHighlighted) cardRef.current?.scrollIntoView({ block: 'start', behavior: 'smooth' });
  }, [isHighlighted]);
  const attachments = fileNamesOf(collab.uploadedFiles);
  const workFiles = fileNamesOf(collab.workFile);
  const isInfluencerViewer = viewerRole === Role.Influencer;
  const title = `Collab #${collab.collabDetailId}`;
  // A brand (or admin) opens the influencer's public profile; brands have no public page.
  const profilePath = !isInfluencerViewer && collab.userName ? `/influencer/${collab.userName}` : null;

  const counterpart = (
    <Counterpart
      name={collab.name}
      profilePic={collab.profilePic}
      profilePath={profilePath}
      subtitle={isInfluencerViewer ? 'Brand' : collab.additionalName || 'Influencer'}
    />
  );

  return (
    <Paper
      ref={cardRef}
      component="article"
      withBorder
      radius="lg"
      p={{ base: 'md', sm: 'lg' }}
      aria-label={title}
      aria-current={isHighlighted ? 'true' : undefined}
      shadow={isHighlighted ? 'md' : 'xs'}
      style={
        isHighlighted
          ? {
              borderColor: 'var(--mantine-color-brand-6)',
              borderWidth: 2,
              scrollMarginTop: 'calc(var(--app-shell-header-height, 64px) + 16px)',
            }
          : undefined
      }
    >
      <Stack gap="md">
        <Group justify="space-between" align="flex-start" gap="sm" wrap="nowrap">
          {counterpart}
          <Stack gap={4} align="flex-end" style={{ flexShrink: 0 }}>
            <Badge
              color={STATUS_COLOR[status]}
              variant="light"
              size="lg"
              aria-label={`Status: ${statusText}`}
            >
              {statusText}
            </Badge>
            <Text fz="xs" c="dimmed">
              {title}
            </Text>
          </Stack>
        </Group>

        {viewerRole === Role.SuperAdmin ? (
          <Text fz="sm" c="gray.7">
            Brand <b>{collab.brandName}</b> · Influencer <b>{collab.influencerName}</b>
          </Text>
        ) : null}

        <Box
          p="sm"
          style={{ background: 'var(--mantine-color-gray-0)', borderRadius: 'var(--mantine-radius-md)' }}
        >
          <Group justify="space-between" align="flex-start" gap="sm" wrap="nowrap">
            <Stack gap={2} style={{ minWidth: 0 }}>
              <Group gap={6} wrap="nowrap">
                <PlatformIcon name={collab.platformName} size={18} />
                <Text fw={600} lineClamp={2} style={{ overflowWrap: 'anywhere' }}>
                  {collab.serviceTitle}
                </Text>
              </Group>
              <Group gap={6}>
                <Text fz="xs" c="dimmed">
                  {collab.platformName}
                </Text>
                {collab.allowUGC && collab.platformId !== Platform.UGC ? (
                  <Badge size="xs" variant="outline" color="brand">
                    UGC rights
                  </Badge>
                ) : null}
              </Group>
            </Stack>
            {price ? (
              <Stack gap={0} align="flex-end" style={{ flexShrink: 0 }}>
                <Text fz="xs" c="dimmed">
                  {price.label}
                </Text>
                <Text fw={800} fz="lg" c="brand.7" aria-label="Price">
                  {formatRupees(rupeesToPaise(price.rupees))}
                </Text>
              </Stack>
            ) : null}
          </Group>
        </Box>
        <CollabPaymentLine payment={collab.payment} />
        {taxDocuments}
        {review}

        <SimpleGrid cols={{ base: 2, sm: 3 }} spacing="sm">
          <Field label="Ordered on">
            <Text fz="sm">{formatDate(collab.createDate, DateFormat.day)}</Text>
          </Field>
          <Field label="Last update">
            <Text fz="sm">{formatDate(collab.modifiedDate, DateFormat.dayTime)}</Text>
          </Field>
        </SimpleGrid>

        <CollabProgress status={status} platformId={collab.platformId} />

        {collab.offer ? (
          <Text size="sm" data-testid="collab-offer-terms">
            Custom offer: delivery by {offerDateText(collab.offer.deadline)} · {collab.offer.revisions}{' '}
            revision
            {collab.offer.revisions === 1 ? '' : 's'}
          </Text>
        ) : null}
        {collab.deadline ? <CollabDeadline collab={collab} viewerRole={viewerRole} /> : null}

        <CollabRevisions
          revisions={collab.revisions}
          onBuyExtra={onBuyExtraRevision && (() => onBuyExtraRevision(collab.collabDetailId))}
        />

        {collab.moneyOutcome ? (
          <Group gap={6} wrap="nowrap" align="flex-start" aria-label="Money outcome">
            <IconCoinRupee
              size={16}
              color="var(--mantine-color-green-7)"
              aria-hidden
              style={{ flexShrink: 0, marginTop: 2 }}
            />
            <Text fz="sm" fw={600} style={{ overflowWrap: 'anywhere' }}>
              {collab.moneyOutcome}
            </Text>
          </Group>
        ) : null}

        <Field label="Collab details">
          <Spoiler maxHeight={66} showLabel="Read more" hideLabel="Show less" fz="sm">
            <Text fz="sm" style={{ whiteSpace: 'pre-wrap', overflowWrap: 'anywhere' }}>
              {collab.collabDescription}
            </Text>
          </Spoiler>
        </Field>

        {attachments.length > 0 ? (
          <Field label="Attachments">
            <FileLinks names={attachments} label="Attachment" />
          </Field>
        ) : null}

        {workFiles.length > 0 || collab.workLink ? (
          <Field label="Work">
            <Stack gap={6}>
              {workFiles.length > 0 ? <FileLinks names={workFiles} label="Work file" /> : null}
              {collab.workLink ? <PostLink href={collab.workLink} /> : null}
            </Stack>
          </Field>
        ) : null}

        {collab.comment ? (
          <Field label="Latest note">
            <Group gap={6} wrap="nowrap" align="flex-start">
              <IconFileText
                size={16}
                color="var(--mantine-color-gray-6)"
                aria-hidden
                style={{ flexShrink: 0, marginTop: 2 }}
              />
              <Text fz="sm" style={{ whiteSpace: 'pre-wrap', overflowWrap: 'anywhere' }}>
                {collab.comment}
              </Text>
            </Group>
          </Field>
        ) : null}

        {helpdesk ?? (
          <CollabTimelinePanel collabDetailId={collab.collabDetailId} defaultOpen={isHighlighted} />
        )}

        <Divider />
        <Group justify="space-between" gap="sm">
          <Button
            component={Link}
            to={`/collabs/${collab.userId}`}
            variant="subtle"
            leftSection={<IconMessageCircle size={16} />}
            px="xs"
          >
            Message
          </Button>
          {actions.length > 0 ? (
            <Group gap="xs" justify="flex-end">
              {actions.map((t) => (
                <Button
                  key={t.action}
                  {...buttonLook(t.action)}
                  onClick={() =>
                    onAction({
                      collabDetailId: collab.collabDetailId,
                      statusId: t.action,
                      label: t.label,
                      isUgcApproval: t.label === 'Approve' && t.platforms === 'ugc',
                    })
                  }
                >
                  {t.label}
                </Button>
              ))}
            </Group>
          ) : null}
        </Group>
      </Stack>
    </Paper>
  );
}
