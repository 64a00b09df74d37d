import { useRef, useState } from 'react';
import {
  ActionIcon,
  Badge,
  Button,
  Group,
  Paper,
  Stack,
  Text,
  ThemeIcon,
  Title,
  Tooltip,
} from '@mantine/core';
import { IconCheck, IconEdit, IconPlus, IconTrash } from '@tabler/icons-react';
import { useMutation } from '@tanstack/react-query';
import { DEFAULT_REVISIONS } from '@collably/shared/constants/limits';
import { followerRangeById } from '@collably/shared/domain/labels';
import { formatRupees, rupeesToPaise } from '@collably/shared/domain/pricing';
import type { TServiceInput, TSocialAccount } from '@collably/shared/schemas/influencers';
import { InfluencerMessages } from '@collably/shared/messages/influencers';
import { ConfirmDialog } from '@/components/confirm-dialog';
import { PlatformIcon } from '@/components/platform-icon';
import { notifyError } from '@/lib/notify';
import { deleteService, saveServices } from '../api/save-profile';
import { ONBOARDING_NOTICE } from '../lib/notices';
import { ServiceFormModal, type DraftService } from './service-form-modal';
import { ServiceTemplateModal } from './service-template-modal';
import { UnsavedServicesGuard } from './unsaved-services-guard';

const draftsOf = (account: TSocialAccount): DraftService[] =>
  account.infServices.map((s) => ({
    influencerServiceId: s.influencerServiceId,
    title: s.title,
    description: s.description,
    price: s.basePrice,
    allowUGC: s.allowUGC,
    ugcPrice: s.ugcPrice,
    revisions: s.Revisions,
    extraRevisionPrice: s.ExtraRevisionPrice,
  }));

/** Spec §4: on Continue new services' negative ids become 0 and the platform id is attached. */
export const toSaveRequest = (drafts: DraftService[], platformId: number): TServiceInput[] =>
  drafts.map((d) => ({
    influencerServiceId: d.influencerServiceId < 0 ? 0 : d.influencerServiceId,
    title: d.title,
    description: d.description,
    price: d.price,
    allowUGC: d.allowUGC,
    ugcPrice: d.allowUGC ? d.ugcPrice : 0,
    plateformId: platformId,
    Revisions: d.revisions,
    ExtraRevisionPrice: d.extraRevisionPrice ?? 0,
  }));

type SavedService = TSocialAccount['infServices'][number];

/** A draft that the server does not hold as shown: new, or a saved service edited since. */
export const isUnsaved = (draft: DraftService, saved: readonly SavedService[]) => {
  if (draft.influencerServiceId <= 0) return true;
  const s = saved.find((x) => x.influencerServiceId === draft.influencerServiceId);
  return (
    !s ||
    s.title !== draft.title ||
    s.description !== draft.description ||
    s.basePrice !== draft.price ||
    s.allowUGC !== draft.allowUGC ||
    (draft.allowUGC && s.ugcPrice !== draft.ugcPrice) ||
    s.Revisions !== draft.revisions ||
    s.ExtraRevisionPrice !== draft.extraRevisionPrice
  );
};

type FormState = { initial: DraftService | null } | null;

type Props = {
  userId: number;
  account: TSocialAccount;
  /** Open the new-service form straight away (a UGC account saved without services, spec §4). */
  startWithNewService: boolean;
  /** A saved service was deleted on the server: the new list of accounts. */
  onAccountsChanged: (accounts: TSocialAccount[]) => void;
  /** Continue: the saved accounts (or null when there was nothing to save); back to Social media. */
  onDone: (accounts: TSocialAccount[] | null) => void;
};

/** Step 3 (Services): the chosen platform's services, edited locally and saved on Continue. */
export function ServicesStep({ userId, account, startWithNewService, onAccountsChanged, onDone }: Props) {
  const platformId = account.plateformId;
  const [drafts, setDrafts] = useState<DraftService[]>(() => draftsOf(account));
  const nextTempId = useRef(-1);
  const [isChoosing, setIsChoosing] = useState(false);
  const [form, setForm] = useState<FormState>(startWithNewService ? { initial: null } : null);
  const [toDelete, setToDelete] = useState<DraftService | null>(null);
  const dropDraft = (id: number) => {
    setDrafts((list) => list.filter((d) => d.influencerServiceId !== id));
    setToDelete(null);
  };
  const deletion = useMutation({
    mutationFn: (id: number) => deleteService(userId, id),
    onSuccess: (accounts, id) => {
      onAccountsChanged(accounts);
      dropDraft(id);
    },
    onError: (error) => notifyError(error, { id: ONBOARDING_NOTICE }),
  });
  const saving = useMutation({
    mutationFn: (list: DraftService[]) => saveServices(userId, toSaveRequest(list, platformId)),
    onSuccess: onDone,
    onError: (error) => notifyError(error, { id: ONBOARDING_NOTICE }),
  });
  const range = followerRangeById(account.followerId);
  const unsavedCount = drafts.filter((d) => isUnsaved(d, account.infServices)).length;

  /** For the leave warning's 'Save and leave': saves without going back to Social media. */
  const saveBeforeLeaving = async () => {
    try {
      onAccountsChanged(await saveServices(userId, toSaveRequest(drafts, platformId)));
      return true;
    } catch (error) {
      notifyError(error, { id: ONBOARDING_NOTICE });
      return false;
    }
  };

  const saveDraft = (service: DraftService) => {
    setDrafts((list) => {
      if (service.influencerServiceId !== 0) {
        return list.map((d) => (d.influencerServiceId === service.influencerServiceId ? service : d));
      }
      const id = nextTempId.current;
      nextTempId.current -= 1;
      return [...list, { ...service, influencerServiceId: id }];
    });
    setForm(null);
  };

  const confirmDelete = () => {
    if (!toDelete) return;
    const id = toDelete.influencerServiceId;
    // Only a saved service exists on the server (spec §7); a new one is just dropped.
    if (id > 0) deletion.mutate(id);
    else dropDraft(id);
  };

  const onContinue = () => {
    if (drafts.length === 0) onDone(null);
    else saving.mutate(drafts);
  };

  return (
    <Stack gap="lg">
      <Paper withBorder radius="lg" p={{ base: 'md', sm: 'lg' }}>
        <Group justify="space-between" gap="md" wrap="wrap">
          <Group gap="md" wrap="nowrap" style={{ minWidth: 0 }}>
            <ThemeIcon variant="light" size={48} radius="xl" color="gray">
              <PlatformIcon name={account.plateformName} size={28} />
            </ThemeIcon>
            <Stack gap={2} style={{ minWidth: 0 }}>
              <Title order={2} fz="lg">
                {account.plateformName}
              </Title>
              <Text fz="sm" c="dimmed" truncate>
                {account.userName}
              </Text>
            </Stack>
          </Group>
          <Badge size="lg" variant="light" color="brand">
            {range ? `${range.followerRange} followers` : 'Followers not set'}
          </Badge>
        </Group>
      </Paper>

      <Group justify="space-between" align="center">
        <Title order={3} fz="md">
          Services
        </Title>
        <Button leftSection={<IconPlus size={18} />} onClick={() => setIsChoosing(true)}>
          Add New Service
        </Button>
      </Group>

      {drafts.length === 0 ? (
        <Paper withBorder radius="lg" p="xl" ta="center" bg="gray.0">
          <Text c="dimmed">No services on {account.plateformName} yet. Add one so brands can book you.</Text>
        </Paper>
      ) : (
        <Stack gap="sm" component="ul" p={0} m={0} style={{ listStyle: 'none' }} aria-label="Services">
          {drafts.map((d) => (
            <Paper
              key={d.influencerServiceId}
              component="li"
              withBorder
              radius="lg"
              p={{ base: 'sm', sm: 'md' }}
              aria-label={d.title}
            >
              <Group justify="space-between" align="flex-start" wrap="nowrap" gap="sm">
                <Stack gap={4} style={{ minWidth: 0, flex: 1 }}>
                  <Group gap="xs">
                    <Text fw={700}>{d.title}</Text>
                    {isUnsaved(d, account.infServices) ? (
                      <Badge size="xs" color="orange" variant="light">
                        Not saved yet
                      </Badge>
                    ) : null}
                  </Group>
                  <Text fz="sm" c="dimmed" lineClamp={3}>
                    {d.description}
                  </Text>
                  <Group gap="xs" mt={2}>
                    <Text fw={700} c="brand.7">
                      {formatRupees(rupeesToPaise(d.price), { whole: true })}
                    </Text>
                    {d.allowUGC ? (
                      <Badge
                        size="sm"
                        variant="light"
                        color="teal"
                        leftSection={<IconCheck size={12} aria-hidden />}
                      >
                        UGC rights {formatRupees(rupeesToPaise(d.ugcPrice), { whole: true })}
                      </Badge>
                    ) : null}
                  </Group>
                </Stack>
                <Group gap={4} wrap="nowrap">
                  <Tooltip label="Edit">
                    <ActionIcon
                      variant="subtle"
                      size="lg"
                      aria-label={`Edit ${d.title}`}
                      onClick={() => setForm({ initial: d })}
                    >
                      <IconEdit size={18} />
                    </ActionIcon>
                  </Tooltip>
                  <Tooltip label="Delete">
                    <ActionIcon
                      variant="subtle"
                      color="red"
                      size="lg"
                      aria-label={`Delete ${d.title}`}
                      onClick={() => setToDelete(d)}
                    >
                      <IconTrash size={18} />
                    </ActionIcon>
                  </Tooltip>
                </Group>
              </Group>
            </Paper>
          ))}
        </Stack>
      )}

      <Group justify="flex-end">
        <Button size="md" loading={saving.isPending} onClick={onContinue} w={{ base: '100%', sm: 'auto' }}>
          Continue
        </Button>
      </Group>

      <ServiceTemplateModal
        opened={isChoosing}
        platformId={platformId}
        onClose={() => setIsChoosing(false)}
        onUseSample={(t) => {
          setIsChoosing(false);
          setForm({
            initial: {
              influencerServiceId: 0,
              title: t.title,
              description: t.description,
              price: t.price,
              allowUGC: false,
              ugcPrice: t.ugcPrice,
              revisions: DEFAULT_REVISIONS,
              extraRevisionPrice: null,
            },
          });
        }}
        onAddCustom={() => {
          setIsChoosing(false);
          setForm({ initial: null });
        }}
      />
      <ServiceFormModal
        opened={form !== null}
        platformId={platformId}
        initial={form?.initial ?? null}
        onClose={() => setForm(null)}
        onSave={saveDraft}
      />
      <UnsavedServicesGuard unsavedCount={unsavedCount} onSave={saveBeforeLeaving} />
      <ConfirmDialog
        opened={toDelete !== null}
        message={InfluencerMessages.deleteServiceConfirm}
        onConfirm={confirmDelete}
        onCancel={() => setToDelete(null)}
        isBusy={deletion.isPending}
      />
    </Stack>
  );
}
