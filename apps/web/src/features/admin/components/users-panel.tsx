import { useState, type ComponentType } from 'react';
import {
  Center,
  Group,
  Loader,
  Pagination,
  SegmentedControl,
  Select,
  Stack,
  Text,
  TextInput,
  Title,
} from '@mantine/core';
import { useDebouncedValue, useMediaQuery } from '@mantine/hooks';
import { IconSearch, IconUsers } from '@tabler/icons-react';
import { AdminUserList, type TAdminUserList, type TStatusAction } from '@collably/shared/constants/admin';
import { ADMIN_SEARCH_MAX } from '@collably/shared/constants/limits';
import { Role } from '@collably/shared/constants/roles';
import { AdminMessages } from '@collably/shared/messages/admin';
import type { TAdminUser } from '@collably/shared/schemas/admin';
import { ConfirmDialog } from '@/components/confirm-dialog';
import { EmptyState, LoadError, PageLoader } from '@/components/page-states';
import { notifyError, notifySuccess } from '@/lib/notify';
import { useSession } from '@/lib/session';
import { useAdminUsers } from '../api/get-users';
import { useModerateUser } from '../api/moderate-user';
import { useToggleFeatured } from '../api/toggle-featured';
import { useUpdateTags } from '../api/update-tags';
import { TagsModal } from './tags-modal';
import { ACTION_LABEL, UserCards, UserTable, type UserListProps } from './user-list';

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

/** A brand's wallet dialog (the withdrawals feature's, composed in app/). */
export type BrandWalletDialog = ComponentType<{
  brand: { id: number; name: string } | null;
  onClose: () => void;
}>;

/**
 * The Users tab (spec §2 Admin): pending, active and disabled influencers and brands for staff and super
 * admins; only the super admin has the actions column (approve, disable, delete, revert) and, when the app
 * passes one in, a brand's wallet dialog.
 */
export function UsersPanel({ BrandWallet }: { BrandWallet?: BrandWalletDialog }) {
  const canModerate = useSession()?.role === Role.SuperAdmin;
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
