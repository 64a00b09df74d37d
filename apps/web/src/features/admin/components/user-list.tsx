import {
  Anchor,
  Badge,
  Button,
  Checkbox,
  Group,
  Paper,
  Stack,
  Table,
  Text,
  VisuallyHidden,
} from '@mantine/core';
import { Link } from 'react-router';
import {
  AdminAction,
  AdminUserList,
  type TAdminUserList,
  type TStatusAction,
} from '@collably/shared/constants/admin';
import { Role } from '@collably/shared/constants/roles';
import type { TAdminUser } from '@collably/shared/schemas/admin';
import { DateFormat, formatDate } from '@/lib/dates';

/** The actions of each list (spec §5): Pending → Approve, Delete; Active → Disable, Delete; Disabled → Revert, Delete. */
export const LIST_ACTIONS: Record<TAdminUserList, readonly TStatusAction[]> = {
  [AdminUserList.Pending]: [AdminAction.Approve, AdminAction.Delete],
  [AdminUserList.Active]: [AdminAction.Disable, AdminAction.Delete],
  [AdminUserList.Disabled]: [AdminAction.Revert, AdminAction.Delete],
};

export const ACTION_LABEL: Record<TStatusAction, string> = {
  approve: 'Approve',
  disable: 'Disable',
  delete: 'Delete',
  revert: 'Revert',
};

const ACTION_COLOR: Record<TStatusAction, string> = {
  approve: 'green',
  disable: 'orange',
  delete: 'red',
  revert: 'blue',
};

export type UserListProps = {
  users: TAdminUser[];
  list: TAdminUserList;
  /** Influencers have a profile, the featured flag and tags; brands only the account. */
  isInfluencers: boolean;
  /** Role 99: the actions column. */
  canModerate: boolean;
  /** The rows shown are the previous list's, kept while the next loads: controls are disabled. */
  isLoadingNext: boolean;
  onAction: (user: TAdminUser, action: TStatusAction) => void;
  onFeatured: (user: TAdminUser, isFeatured: boolean) => void;
  onTags: (user: TAdminUser) => void;
  /** Brands: opens the brand's wallet (refunds to its payment method), when the app provides it. */
  onWallet?: (user: TAdminUser) => void;
};

const created = (u: TAdminUser) => formatDate(u.createdOn, DateFormat.day);
const lastLogin = (u: TAdminUser) => (u.lastLoginOn ? formatDate(u.lastLoginOn, DateFormat.dayTime) : '—');

function NameLink({ user }: { user: TAdminUser }) {
  if (user.roleId === Role.Influencer && user.userName) {
    return (
      <Anchor component={Link} to={`/influencer/${user.userName}`} fw={600}>
        {user.name}
      </Anchor>
    );
  }
  return <Text fw={600}>{user.name}</Text>;
}

function Actions({
  user,
  list,
  onAction,
  onWallet,
  isLoadingNext,
}: Pick<UserListProps, 'list' | 'onAction' | 'onWallet' | 'isLoadingNext'> & { user: TAdminUser }) {
  return (
    <Group gap={6} wrap="nowrap">
      {onWallet && user.roleId === Role.Brand ? (
        <Button
          size="compact-sm"
          variant="light"
          color="gray"
          disabled={isLoadingNext}
          onClick={() => onWallet(user)}
          aria-label={`Wallet of ${user.name}`}
        >
          Wallet
        </Button>
      ) : null}
      {LIST_ACTIONS[list].map((action) => (
        <Button
          key={action}
          size="compact-sm"
          variant="light"
          color={ACTION_COLOR[action]}
          disabled={isLoadingNext}
          onClick={() => onAction(user, action)}
          aria-label={`${ACTION_LABEL[action]} ${user.name}`}
        >
          {ACTION_LABEL[action]}
        </Button>
      ))}
    </Group>
  );
}

function Tags({ user, onTags }: Pick<UserListProps, 'onTags'> & { user: TAdminUser }) {
  return (
    <Group gap={4}>
      {user.tagsList.map((t) => (
        <Badge key={t.id} size="sm" variant="light">
          {t.name}
        </Badge>
      ))}
      <Anchor
        component="button"
        type="button"
        fz="sm"
        onClick={() => onTags(user)}
        aria-label={`Update Tags of ${user.name}`}
      >
        Update Tags
      </Anchor>
    </Group>
  );
}

function Featured({
  user,
  onFeatured,
  isLoadingNext,
}: Pick<UserListProps, 'onFeatured' | 'isLoadingNext'> & { user: TAdminUser }) {
  return (
    <Checkbox
      checked={user.isFeatured}
      disabled={isLoadingNext}
      onChange={(e) => onFeatured(user, e.currentTarget.checked)}
      aria-label={`Is Featured: ${user.name}`}
    />
  );
}

/** The wide screen: the spec's table. */
export function UserTable(props: UserListProps) {
  const { users, isInfluencers, canModerate } = props;
  return (
    <Paper withBorder radius="lg" style={{ overflowX: 'auto' }}>
      <Table
        verticalSpacing="sm"
        horizontalSpacing="md"
        striped
        highlightOnHover
        miw={isInfluencers ? 900 : 640}
      >
        <Table.Thead>
          <Table.Tr>
            <Table.Th>Name</Table.Th>
            <Table.Th>Email</Table.Th>
            <Table.Th style={{ whiteSpace: 'nowrap' }}>Created On</Table.Th>
            <Table.Th style={{ whiteSpace: 'nowrap' }}>Last Login On</Table.Th>
            {isInfluencers ? <Table.Th style={{ whiteSpace: 'nowrap' }}>Is Featured</Table.Th> : null}
            {isInfluencers ? <Table.Th>Tags</Table.Th> : null}
            {canModerate ? (
              <Table.Th>
                <VisuallyHidden>Actions</VisuallyHidden>
              </Table.Th>
            ) : null}
          </Table.Tr>
        </Table.Thead>
        <Table.Tbody>
          {users.map((u) => (
            <Table.Tr key={u.userID}>
              <Table.Td>
                <NameLink user={u} />
              </Table.Td>
              <Table.Td style={{ wordBreak: 'break-all' }}>{u.email}</Table.Td>
              <Table.Td style={{ whiteSpace: 'nowrap' }}>{created(u)}</Table.Td>
              <Table.Td style={{ whiteSpace: 'nowrap' }}>{lastLogin(u)}</Table.Td>
              {isInfluencers ? (
                <Table.Td>
                  <Featured user={u} onFeatured={props.onFeatured} isLoadingNext={props.isLoadingNext} />
                </Table.Td>
              ) : null}
              {isInfluencers ? (
                <Table.Td>
                  <Tags user={u} onTags={props.onTags} />
                </Table.Td>
              ) : null}
              {canModerate ? (
                <Table.Td>
                  <Actions
                    user={u}
                    list={props.list}
                    onAction={props.onAction}
                    onWallet={props.onWallet}
                    isLoadingNext={props.isLoadingNext}
                  />
                </Table.Td>
              ) : null}
            </Table.Tr>
          ))}
        </Table.Tbody>
      </Table>
    </Paper>
  );
}

/** A phone: one card per user with the same fields and actions, never a clipped table. */
export function UserCards(props: UserListProps) {
  const { users, isInfluencers, canModerate } = props;
  return (
    <Stack gap="sm">
      {users.map((u) => (
        <Paper key={u.userID} withBorder radius="lg" p="md" component="article" aria-label={u.name}>
          <Group justify="space-between" align="flex-start" wrap="nowrap" gap="xs">
            <Stack gap={2} style={{ minWidth: 0 }}>
              <NameLink user={u} />
              <Text fz="sm" c="dimmed" style={{ wordBreak: 'break-all' }}>
                {u.email}
              </Text>
            </Stack>
            {isInfluencers ? (
              <Group gap={6} wrap="nowrap">
                <Text fz="xs" c="dimmed">
                  Featured
                </Text>
                <Featured user={u} onFeatured={props.onFeatured} isLoadingNext={props.isLoadingNext} />
              </Group>
            ) : null}
          </Group>
          <Stack gap={2} mt="xs">
            <Text fz="xs" c="dimmed">
              Created On {created(u)}
            </Text>
            <Text fz="xs" c="dimmed">
              Last Login On {lastLogin(u)}
            </Text>
          </Stack>
          {isInfluencers ? (
            <Stack mt="xs" gap={4}>
              <Tags user={u} onTags={props.onTags} />
            </Stack>
          ) : null}
          {canModerate ? (
            <Group mt="sm">
              <Actions
                user={u}
                list={props.list}
                onAction={props.onAction}
                onWallet={props.onWallet}
                isLoadingNext={props.isLoadingNext}
              />
            </Group>
          ) : null}
        </Paper>
      ))}
    </Stack>
  );
}
