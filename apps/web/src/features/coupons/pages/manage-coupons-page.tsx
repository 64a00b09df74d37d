import { useState } from 'react';
import {
  ActionIcon,
  Anchor,
  Badge,
  Button,
  Container,
  Group,
  Paper,
  Stack,
  Table,
  Text,
  Title,
  Tooltip,
  VisuallyHidden,
} from '@mantine/core';
import { useMediaQuery } from '@mantine/hooks';
import { IconEdit, IconPlus, IconTicket, IconTrash } from '@tabler/icons-react';
import { formatRupees, rupeesToPaise } from '@collably/shared/domain/pricing';
import type { TCoupon, TSaveCouponRequest } from '@collably/shared/schemas/coupons';
import { ConfirmDialog } from '@/components/confirm-dialog';
import { PageTitle } from '@/components/page-title';
import { DateFormat, formatDate } from '@/lib/dates';
import { notifyError, notifySuccess } from '@/lib/notify';
import { useDeleteCoupon } from '../api/delete-coupon';
import { useCoupons } from '../api/get-coupons';
import { useSaveCoupon } from '../api/save-coupon';
import { CouponFormModal } from '../components/coupon-form-modal';
import { CouponUsesModal } from '../components/coupon-uses-modal';
import { EmptyState, LoadError, PageLoader } from '@/components/page-states';

const day = (value: string | null) => (value ? formatDate(value, DateFormat.day) : '—');
/** Spec §2: edit and delete only while nobody has used it; FLAT500 is never deleted (the server says so too). */
const canEdit = (c: TCoupon) => !c.usedOn;
const canDelete = (c: TCoupon) => !c.usedOn && !c.isFirstOrder;

type RowActions = {
  onEdit: (c: TCoupon) => void;
  onDelete: (c: TCoupon) => void;
  onShowUses: (c: TCoupon) => void;
};

/** The latest use: from the captured payments (FLAT500 is used by many brands), else the single-use mark. */
const lastUsedOn = (c: TCoupon) => c.lastUsedOn ?? c.usedOn;
const lastUsedBy = (c: TCoupon) => c.lastUsedBy ?? c.usedBy;
const usesText = (n: number) => (n === 1 ? '1 use' : `${n} uses`);

/** How many times it was used; opens who, when and on which order. */
function UsesButton({ coupon, onShowUses }: { coupon: TCoupon; onShowUses: (c: TCoupon) => void }) {
  if (coupon.useCount === 0)
    return (
      <Text fz="sm" c="dimmed">
        Not used
      </Text>
    );
  return (
    <Anchor
      component="button"
      type="button"
      fz="sm"
      fw={600}
      aria-label={`${usesText(coupon.useCount)} of ${coupon.code}`}
      onClick={() => onShowUses(coupon)}
    >
      {usesText(coupon.useCount)}
    </Anchor>
  );
}

function CouponActions({
  coupon,
  onEdit,
  onDelete,
}: { coupon: TCoupon } & Pick<RowActions, 'onEdit' | 'onDelete'>) {
  return (
    <Group gap={4} wrap="nowrap" justify="flex-end">
      {canEdit(coupon) ? (
        <Tooltip label="Edit">
          <ActionIcon variant="subtle" aria-label={`Edit ${coupon.code}`} onClick={() => onEdit(coupon)}>
            <IconEdit size={18} />
          </ActionIcon>
        </Tooltip>
      ) : null}
      {canDelete(coupon) ? (
        <Tooltip label="Delete">
          <ActionIcon
            variant="subtle"
            color="red"
            aria-label={`Delete ${coupon.code}`}
            onClick={() => onDelete(coupon)}
          >
            <IconTrash size={18} />
          </ActionIcon>
        </Tooltip>
      ) : null}
    </Group>
  );
}

function CodeCell({ coupon }: { coupon: TCoupon }) {
  return (
    <Group gap={6} wrap="nowrap">
      <Text ff="monospace" fw={700} fz="sm">
        {coupon.code}
      </Text>
      {coupon.isFirstOrder ? (
        <Badge size="xs" variant="light" color="accent">
          First order
        </Badge>
      ) : null}
    </Group>
  );
}

function CouponTable({ coupons, ...actions }: { coupons: TCoupon[] } & RowActions) {
  return (
    <Paper withBorder radius="lg" style={{ overflow: 'hidden' }}>
      <Table verticalSpacing="sm" horizontalSpacing="md" striped highlightOnHover>
        <Table.Thead>
          <Table.Tr>
            <Table.Th>Name</Table.Th>
            <Table.Th>Code</Table.Th>
            <Table.Th>Description</Table.Th>
            <Table.Th ta="right">Value</Table.Th>
            <Table.Th>CreatedOn</Table.Th>
            <Table.Th>UsedOn</Table.Th>
            <Table.Th>UsedBy</Table.Th>
            <Table.Th>Uses</Table.Th>
            <Table.Th w={90}>
              <VisuallyHidden>Actions</VisuallyHidden>
            </Table.Th>
          </Table.Tr>
        </Table.Thead>
        <Table.Tbody>
          {coupons.map((c) => (
            <Table.Tr key={c.id}>
              <Table.Td fw={600}>{c.name}</Table.Td>
              <Table.Td>
                <CodeCell coupon={c} />
              </Table.Td>
              <Table.Td maw={320}>
                <Text fz="sm" lineClamp={2}>
                  {c.description}
                </Text>
              </Table.Td>
              <Table.Td ta="right" style={{ whiteSpace: 'nowrap' }}>
                {formatRupees(rupeesToPaise(c.value), { whole: true })}
              </Table.Td>
              <Table.Td style={{ whiteSpace: 'nowrap' }}>{day(c.createdOn)}</Table.Td>
              <Table.Td style={{ whiteSpace: 'nowrap' }}>{day(lastUsedOn(c))}</Table.Td>
              <Table.Td>{lastUsedBy(c) ?? '—'}</Table.Td>
              <Table.Td style={{ whiteSpace: 'nowrap' }}>
                <UsesButton coupon={c} onShowUses={actions.onShowUses} />
              </Table.Td>
              <Table.Td>
                <CouponActions coupon={c} {...actions} />
              </Table.Td>
            </Table.Tr>
          ))}
        </Table.Tbody>
      </Table>
    </Paper>
  );
}

/** On a phone each coupon is a card with the same fields, instead of a table wider than the screen. */
function CouponCards({ coupons, ...actions }: { coupons: TCoupon[] } & RowActions) {
  return (
    <Stack gap="sm">
      {coupons.map((c) => (
        <Paper key={c.id} withBorder radius="lg" p="md" aria-label={`Coupon ${c.code}`} component="article">
          <Group justify="space-between" align="flex-start" wrap="nowrap" gap="xs">
            <Stack gap={2} style={{ minWidth: 0 }}>
              <Text fw={700} truncate>
                {c.name}
              </Text>
              <CodeCell coupon={c} />
            </Stack>
            <Group gap="xs" wrap="nowrap">
              <Text fw={800} c="brand.7">
                {formatRupees(rupeesToPaise(c.value), { whole: true })}
              </Text>
              <CouponActions coupon={c} {...actions} />
            </Group>
          </Group>
          <Text fz="sm" c="gray.7" mt="xs">
            {c.description}
          </Text>
          <Group gap="md" mt="xs">
            <Text fz="xs" c="dimmed">
              Created {day(c.createdOn)}
            </Text>
            {lastUsedOn(c) ? (
              <Text fz="xs" c="dimmed">
                Last used {day(lastUsedOn(c))} by {lastUsedBy(c) ?? 'a brand'}
              </Text>
            ) : null}
            <UsesButton coupon={c} onShowUses={actions.onShowUses} />
          </Group>
        </Paper>
      ))}
    </Stack>
  );
}

/** /coupon/manage (super admin): the coupons, with Create, Update and Delete (spec §2, §3, §5). */
export default function ManageCouponsPage() {
  const coupons = useCoupons();
  const save = useSaveCoupon();
  const remove = useDeleteCoupon();
  const isWide = useMediaQuery('(min-width: 48em)', true, { getInitialValueInEffect: false });
  const [editing, setEditing] = useState<{ coupon: TCoupon | null } | null>(null);
  const [deleting, setDeleting] = useState<TCoupon | null>(null);
  const [showingUses, setShowingUses] = useState<TCoupon | null>(null);

  const submit = async (input: TSaveCouponRequest) => {
    const result = await save.mutateAsync(input);
    notifySuccess(result.message);
    setEditing(null);
  };

  const confirmDelete = () => {
    if (!deleting) return;
    remove.mutate(deleting.id, {
      onSuccess: (message) => {
        notifySuccess(message);
        setDeleting(null);
      },
      onError: (error) => {
        notifyError(error);
        setDeleting(null);
      },
    });
  };

  const list = coupons.data ?? [];
  const actions: RowActions = {
    onEdit: (c) => setEditing({ coupon: c }),
    onDelete: setDeleting,
    onShowUses: setShowingUses,
  };

  return (
    <Container size="xl" py={{ base: 'lg', sm: 40 }} px={{ base: 'sm', sm: 'md' }}>
      <PageTitle title="Manage Coupons" />
      <Stack gap="lg">
        <Group justify="space-between" align="center" gap="sm">
          <Title order={1} fz={{ base: 24, sm: 32 }}>
            Manage Coupons
          </Title>
          <Button leftSection={<IconPlus size={18} />} onClick={() => setEditing({ coupon: null })}>
            Create Coupon
          </Button>
        </Group>

        {coupons.isPending ? (
          <PageLoader label="Loading coupons" />
        ) : coupons.isError ? (
          <LoadError title="Could not load the coupons" error={coupons.error} />
        ) : list.length === 0 ? (
          <EmptyState icon={IconTicket} title="No coupons yet">
            Create a coupon for brands to use at checkout.
          </EmptyState>
        ) : isWide ? (
          <CouponTable coupons={list} {...actions} />
        ) : (
          <CouponCards coupons={list} {...actions} />
        )}
      </Stack>

      <CouponFormModal
        opened={editing !== null}
        coupon={editing?.coupon ?? null}
        onSubmit={submit}
        onCancel={() => setEditing(null)}
      />
      <CouponUsesModal coupon={showingUses} onClose={() => setShowingUses(null)} />
      <ConfirmDialog
        opened={deleting !== null}
        title="Delete coupon"
        message={deleting ? `Are you sure you want to delete the coupon ${deleting.code}?` : ''}
        onConfirm={confirmDelete}
        onCancel={() => setDeleting(null)}
        isBusy={remove.isPending}
      />
    </Container>
  );
}
