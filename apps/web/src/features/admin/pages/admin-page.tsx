import { useState, type ComponentType, type ReactNode } from 'react';
import {
  Center,
  Container,
  Group,
  Loader,
  Pagination,
  SegmentedControl,
  Select,
  Stack,
  Tabs,
  Text,
  TextInput,
  Title,
} from '@mantine/core';
import { useDebouncedValue, useMediaQuery } from '@mantine/hooks';
import { IconSearch, IconUsers } from '@tabler/icons-react';
import { useNavigate } from 'react-router';
import { AdminUserList, type TAdminUserList, type TStatusAction } from '@collably/shared/constants/admin';
import { ADMIN_SEARCH_MAX } from '@collably/shared/constants/limits';
import { Role } from '@collably/shared/constants/roles';
import { AdminMessages } from '@collably/shared/messages/admin';
import type { TAdminUser } from '@collably/shared/schemas/admin';
import { ConfirmDialog } from '@/components/confirm-dialog';
import { EmptyState, LoadError, PageLoader } from '@/components/page-states';
import { PageTitle } from '@/components/page-title';
import { notifyError, notifySuccess } from '@/lib/notify';
import { useSession } from '@/lib/session';
import { useAdminUsers } from '../api/get-users';
import { useModerateUser } from '../api/moderate-user';
import { useToggleFeatured } from '../api/toggle-featured';
import { useUpdateTags } from '../api/update-tags';
import { AccessLogPanel } from '../components/access-log-panel';
import { AuditLogPanel } from '../components/audit-log-panel';
import { TagsModal } from '../components/tags-modal';
import { ACTION_LABEL, UserCards, UserTable, type UserListProps } from '../components/user-list';

const LISTS: { value: TAdminUserList; label: string; key: 'pending' | 'active' | 'disabled' }[] = [
  { value: AdminUserList.Pending, label: 'Pending', key: 'pending' },
  { value: AdminUserList.Active, label: 'Active', key: 'active' },
  { value: AdminUserList.Disabled, label: 'Disabled', key: 'disabled' },
];

const CONFIRM: Record<TStatusAction, (name: string) => string> = {
  approve: AdminMessages.confirmApprove,
  disable: AdminMessages.confirmDisable,
  delete: AdminMessages.confirmDelete,
  revert: AdminMessages.confirmRevert,
};

/** The super admin's own e-mail preferences (the app passes the notifications feature's card in). */
const EMAILS_TAB = 'emails';
/** The reconciliation with Razorpay and RazorpayX (the app passes the reconciliation feature's panel in). */
const RECONCILIATION_TAB = 'reconciliation';

/** Tabs that are links to other pages (spec §2 Admin: Helpdesk, Manage Coupons; issue 14: Blog posts). */
const LINK_TABS: Record<string, string> = {
  helpdesk: '/order/helpdesk',
  coupons: '/coupon/manage',
  blog: '/admin/blog',
};

/** A brand's wallet dialog (the withdrawals feature's, composed in app/). */
export type BrandWalletDialog = ComponentType<{
  brand: { id: number; name: string } | null;
  onClose: () => void;
}>;

function UsersPanel({ canModerate, BrandWallet }: { canModerate: boolean; BrandWallet?: BrandWalletDialog }) {
  const [list, setList] = useState<TAdminUserList>(AdminUserList.Pending);
  const [role, setRole] = useState<1 | 2>(Role.Influencer);
  const [page, setPage] = useState(0);
  const [search, setSearch] = useState('');
  const [debouncedSearch] = useDebouncedValue(search.trim(), 300);
  const users = useAdminUsers({ list, role, page, search: debouncedSearch });
  const moderate = useModerateUser();
  const featured = useToggleFeatured();
  const tags = useUpdateTags();
  const [pending, setPending] = useState<{ user: TAdminUser; action: TStatusAction } | null>(null);
  const [tagging, setTagging] = useState<TAdminUser | null>(null);
  const [walletOf, setWalletOf] = useState<TAdminUser | null>(null);
  const isWide = useMediaQuery('(min-width: 62em)', true, { getInitialValueInEffect: false });

  const listName = LISTS.find((l) => l.value === list)!;
  const roleName = role === Role.Influencer ? 'Influencers' : 'Brands';
  const count = users.data?.counts[listName.key];
  const data = users.data;

  const confirm = () => {
    if (!pending) return;
    moderate.mutate(
      { action: pending.action, userId: pending.user.userID },
      {
        onSuccess: (message) => notifySuccess(message),
        onError: (error) => notifyError(error),
        onSettled: () => setPending(null),
      },
    );
  };

  const props: UserListProps = {
    users: data?.users ?? [],
    list,
    isInfluencers: role === Role.Influencer,
    canModerate,
    // Rows of the previous list or search stay on screen while the next loads; they are not acted on.
    isLoadingNext: users.isPlaceholderData,
    onAction: (user, action) => setPending({ user, action }),
    onFeatured: (user, isFeatured) =>
      featured.mutate({ userId: user.userID, isFeatured }, { onError: (error) => notifyError(error) }),
    onTags: setTagging,
    onWallet: canModerate && BrandWallet ? setWalletOf : undefined,
  };

  return (
    <Stack gap="md">
      <Group gap="sm" align="flex-end" wrap="wrap">
        <SegmentedControl
          aria-label="Users of role"
          value={String(role)}
          onChange={(v) => {
            setRole(Number(v) === Role.Brand ? Role.Brand : Role.Influencer);
            setPage(0);
          }}
          data={[
            { value: String(Role.Influencer), label: 'Influencers' },
            { value: String(Role.Brand), label: 'Brands' },
          ]}
        />
        <Select
          label="List"
          w={160}
          allowDeselect={false}
          value={String(list)}
          onChange={(v) => {
            setList((LISTS.find((l) => String(l.value) === v) ?? LISTS[0]).value);
            setPage(0);
          }}
          data={LISTS.map((l) => ({ value: String(l.value), label: l.label }))}
        />
        <TextInput
          label="Search"
          placeholder="Name, email or user name"
          leftSection={<IconSearch size={16} />}
          value={search}
          maxLength={ADMIN_SEARCH_MAX}
          onChange={(e) => {
            setSearch(e.currentTarget.value);
            setPage(0);
          }}
          style={{ flex: '1 1 220px' }}
        />
      </Group>

      <Group gap="xs" align="center">
        <Title order={2} fz={{ base: 20, sm: 24 }}>
          {listName.label} {roleName}
          {count === undefined ? '' : ` (${count})`}
        </Title>
        {users.isFetching && data ? <Loader size="xs" aria-label="Updating" /> : null}
      </Group>
      {debouncedSearch && data && !users.isPlaceholderData ? (
        <Text c="dimmed" fz="sm" mt={-8} aria-live="polite">
          {data.total === 1 ? '1 match' : `${data.total} matches`} for ‘{debouncedSearch}’
        </Text>
      ) : null}

      {users.isPending ? (
        <PageLoader label="Loading users" />
      ) : users.isError ? (
        <LoadError title="Could not load the users" error={users.error} />
      ) : props.users.length === 0 ? (
        <EmptyState icon={IconUsers} title={AdminMessages.noUsers} />
      ) : isWide ? (
        <UserTable {...props} />
      ) : (
        <UserCards {...props} />
      )}

      {data && data.totalPages > 1 ? (
        <Center>
          <Pagination
            total={data.totalPages}
            value={page + 1}
            onChange={(p) => setPage(p - 1)}
            size="sm"
            siblings={isWide ? 1 : 0}
          />
        </Center>
      ) : null}

      <ConfirmDialog
        opened={pending !== null}
        title={pending ? `${ACTION_LABEL[pending.action]} user` : undefined}
        message={pending ? CONFIRM[pending.action](pending.user.name) : ''}
        onConfirm={confirm}
        onCancel={() => setPending(null)}
        isBusy={moderate.isPending}
      />
      {BrandWallet ? (
        <BrandWallet
          brand={walletOf && { id: walletOf.userID, name: walletOf.name }}
          onClose={() => setWalletOf(null)}
        />
      ) : null}
      <TagsModal
        user={tagging}
        isBusy={tags.isPending}
        onClose={() => setTagging(null)}
        onSubmit={(json) => {
          if (!tagging) return;
          tags.mutate(
            { userId: tagging.userID, tags: json },
            {
              onSuccess: (message) => {
                notifySuccess(message);
                setTagging(null);
              },
              onError: (error) => notifyError(error),
            },
          );
        }}
      />
    </Stack>
  );
}

/**
 * /admin (spec §2 Admin): Users for staff and super admins; Helpdesk, Manage Coupons, Blog posts and the audit
 * log for the super admin only (and Referrals, Tax documents and Reconciliation when the app passes them in),
 * who alone has the actions column (approve, disable, delete, revert).
 */
export default function AdminPage({
  emailSettings,
  referrals,
  taxDocuments,
  socialVerifications,
  reportedReviews,
  reconciliation,
  BrandWallet,
}: {
  emailSettings?: ReactNode;
  /** The super admin's dialog of a brand's wallet, opened from the Brands list. */
  BrandWallet?: BrandWalletDialog;
  /** The super admin's referral report (the referrals feature's, composed in app/). */
  referrals?: ReactNode;
  /** The super admin's monthly export of tax documents (the invoices feature's, composed in app/). */
  taxDocuments?: ReactNode;
  /** The super admin's queue of social-account screenshots (the social-verification feature's, issue 18). */
  socialVerifications?: ReactNode;
  /** The super admin's queue of reported reviews (the reviews feature's, issue 19). */
  reportedReviews?: ReactNode;
  /** The super admin's reconciliation with Razorpay and RazorpayX (the reconciliation feature's, issue 34). */
  reconciliation?: ReactNode;
}) {
  const session = useSession();
  const navigate = useNavigate();
  const isSuperAdmin = session?.role === Role.SuperAdmin;
  const hasEmailTab = isSuperAdmin && emailSettings !== undefined;
  const hasReferralsTab = isSuperAdmin && referrals !== undefined;
  const hasTaxTab = isSuperAdmin && taxDocuments !== undefined;
  const hasVerificationsTab = isSuperAdmin && socialVerifications !== undefined;
  const hasReviewsTab = isSuperAdmin && reportedReviews !== undefined;
  const hasReconciliationTab = isSuperAdmin && reconciliation !== undefined;
  // The footer of the super admin's reminder e-mails links to /admin?tab=emails; the daily reconciliation
  // e-mail sends them to Admin → Reconciliation, which /admin?tab=reconciliation opens.
  const [tab, setTab] = useState(() => {
    const asked = new URLSearchParams(window.location.search).get('tab');
    if (hasEmailTab && asked === EMAILS_TAB) return EMAILS_TAB;
    if (hasReconciliationTab && asked === RECONCILIATION_TAB) return RECONCILIATION_TAB;
    return 'users';
  });

  return (
    <Container size="xl" py={{ base: 'lg', sm: 40 }} px={{ base: 'sm', sm: 'md' }}>
      <PageTitle title="Admin" />
      <Stack gap="lg">
        <Title order={1} fz={{ base: 24, sm: 32 }}>
          Admin
        </Title>
        <Tabs
          value={tab}
          onChange={(value) => {
            if (!value) return;
            const link = LINK_TABS[value];
            if (link) void navigate(link);
            else setTab(value);
          }}
          keepMounted={false}
        >
          <Tabs.List style={{ flexWrap: 'nowrap', overflowX: 'auto' }}>
            <Tabs.Tab value="users">Users</Tabs.Tab>
            {isSuperAdmin ? <Tabs.Tab value="helpdesk">Helpdesk</Tabs.Tab> : null}
            {isSuperAdmin ? <Tabs.Tab value="coupons">Manage Coupons</Tabs.Tab> : null}
            {isSuperAdmin ? <Tabs.Tab value="blog">Blog posts</Tabs.Tab> : null}
            {isSuperAdmin ? <Tabs.Tab value="audit">Audit log</Tabs.Tab> : null}
            {isSuperAdmin ? <Tabs.Tab value="access">Data access</Tabs.Tab> : null}
            {hasVerificationsTab ? <Tabs.Tab value="verifications">Verifications</Tabs.Tab> : null}
            {hasReviewsTab ? <Tabs.Tab value="reviews">Reviews</Tabs.Tab> : null}
            {hasReferralsTab ? <Tabs.Tab value="referrals">Referrals</Tabs.Tab> : null}
            {hasTaxTab ? <Tabs.Tab value="tax">Tax documents</Tabs.Tab> : null}
            {hasReconciliationTab ? <Tabs.Tab value={RECONCILIATION_TAB}>Reconciliation</Tabs.Tab> : null}
            {hasEmailTab ? <Tabs.Tab value={EMAILS_TAB}>E-mails</Tabs.Tab> : null}
          </Tabs.List>
          <Tabs.Panel value="users" pt="lg">
            <UsersPanel canModerate={isSuperAdmin} BrandWallet={BrandWallet} />
          </Tabs.Panel>
          {isSuperAdmin ? (
            <Tabs.Panel value="audit" pt="lg">
              <AuditLogPanel />
            </Tabs.Panel>
          ) : null}
          {isSuperAdmin ? (
            <Tabs.Panel value="access" pt="lg">
              <AccessLogPanel />
            </Tabs.Panel>
          ) : null}
          {hasVerificationsTab ? (
            <Tabs.Panel value="verifications" pt="lg">
              {socialVerifications}
            </Tabs.Panel>
          ) : null}
          {hasReviewsTab ? (
            <Tabs.Panel value="reviews" pt="lg">
              {reportedReviews}
            </Tabs.Panel>
          ) : null}
          {hasReferralsTab ? (
            <Tabs.Panel value="referrals" pt="lg">
              {referrals}
            </Tabs.Panel>
          ) : null}
          {hasTaxTab ? (
            <Tabs.Panel value="tax" pt="lg" maw={640}>
              {taxDocuments}
            </Tabs.Panel>
          ) : null}
          {hasReconciliationTab ? (
            <Tabs.Panel value={RECONCILIATION_TAB} pt="lg">
              {reconciliation}
            </Tabs.Panel>
          ) : null}
          {hasEmailTab ? (
            <Tabs.Panel value={EMAILS_TAB} pt="lg" maw={640}>
              {emailSettings}
            </Tabs.Panel>
          ) : null}
        </Tabs>
      </Stack>
    </Container>
  );
}
