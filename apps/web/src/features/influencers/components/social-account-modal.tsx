import { useState } from 'react';
import { Button, Group, Modal, Select, Stack, Text, TextInput } from '@mantine/core';
import { IconTrash } from '@tabler/icons-react';
import { useMutation } from '@tanstack/react-query';
import { zodResolver } from '@hookform/resolvers/zod';
import { Controller, useForm } from 'react-hook-form';
import { platformName } from '@collably/shared/constants/platforms';
import { DEFAULT_FOLLOWER_ID, FOLLOWER_RANGES } from '@collably/shared/constants/ranges';
import {
  ZAddSocialAccountRequest,
  type TAddSocialAccount,
  type TAddSocialAccountInput,
  type TSocialAccount,
} from '@collably/shared/schemas/influencers';
import { InfluencerMessages } from '@collably/shared/messages/influencers';
import { ConfirmDialog } from '@/components/confirm-dialog';
import { PlatformIcon } from '@/components/platform-icon';
import { useFollowerRanges } from '@/features/master/api/master-data';
import { notifyError } from '@/lib/notify';
import { addSocialAccount, deletePlatform } from '../api/save-profile';
import { ONBOARDING_NOTICE } from '../lib/notices';

type Props = {
  opened: boolean;
  userId: number;
  platformId: number;
  /** The saved account when editing; null when adding. */
  account: TSocialAccount | null;
  onClose: () => void;
  onSaved: (accounts: TSocialAccount[]) => void;
  onDeleted: (accounts: TSocialAccount[]) => void;
};

/** The social account form (spec §2): Page Url, followers range, Save, Cancel, delete platform. */
export function SocialAccountModal(props: Props) {
  const name = platformName(props.platformId);
  return (
    <Modal
      opened={props.opened}
      onClose={props.onClose}
      title={
        <Group gap="xs">
          <PlatformIcon name={name} size={20} />
          <span>{props.account ? `Edit ${name} account` : `Add ${name} account`}</span>
        </Group>
      }
      zIndex={200}
    >
      {props.opened ? <SocialAccountForm key={props.platformId} {...props} /> : null}
    </Modal>
  );
}

function SocialAccountForm({ userId, platformId, account, onClose, onSaved, onDeleted }: Props) {
  const ranges = useFollowerRanges();
  const [isConfirming, setIsConfirming] = useState(false);
  const saving = useMutation({ mutationFn: addSocialAccount });
  const removal = useMutation({
    mutationFn: () => deletePlatform(userId, platformId),
    onSuccess: (accounts) => {
      setIsConfirming(false);
      onDeleted(accounts);
    },
    onError: (error) => notifyError(error, { id: ONBOARDING_NOTICE }),
  });
  const form = useForm<TAddSocialAccountInput, unknown, TAddSocialAccount>({
    resolver: zodResolver(ZAddSocialAccountRequest),
    defaultValues: {
      UserId: userId,
      plateformId: platformId,
      userName: account?.userName ?? '',
      followerId: String(account?.followerId ?? DEFAULT_FOLLOWER_ID),
    },
  });
  const { errors, isSubmitting } = form.formState;
  const rangeOptions = (ranges.data ?? FOLLOWER_RANGES).map((r) => ({
    value: String(r.followerId),
    label: r.followerRange,
  }));

  const submit = form.handleSubmit(async (parsed) => {
    try {
      const accounts = await saving.mutateAsync({
        UserId: parsed.userId,
        plateformId: parsed.platformId,
        userName: parsed.pageUrl,
        followerId: parsed.followerId,
      });
      onSaved(accounts);
    } catch (error) {
      notifyError(error, { id: ONBOARDING_NOTICE });
    }
  });

  return (
    <>
      <form
        noValidate
        onSubmit={(e) => {
          e.stopPropagation();
          void submit(e);
        }}
      >
        <Stack gap="md">
          <Text fz="sm" c="dimmed">
            Link the {platformName(platformId)} page brands will see, and how many followers it has.
          </Text>
          <TextInput
            label="Page Url"
            placeholder={`e.g. ${platformName(platformId).toLowerCase()}.com/yourname`}
            data-autofocus
            error={errors.userName?.message}
            {...form.register('userName')}
          />
          <Controller
            control={form.control}
            name="followerId"
            render={({ field }) => (
              <Select
                ref={field.ref}
                label="Followers"
                placeholder="Choose a range"
                data={rangeOptions}
                value={field.value == null ? null : String(field.value)}
                onChange={field.onChange}
                allowDeselect={false}
                error={errors.followerId?.message}
              />
            )}
          />
          <Group justify="space-between" gap="sm" mt="xs" wrap="wrap-reverse">
            {account ? (
              <Button
                variant="subtle"
                color="red"
                leftSection={<IconTrash size={16} />}
                onClick={() => setIsConfirming(true)}
              >
                Delete platform
              </Button>
            ) : (
              <span />
            )}
            <Group gap="sm" ml="auto">
              <Button variant="default" onClick={onClose} disabled={isSubmitting}>
                Cancel
              </Button>
              <Button type="submit" loading={isSubmitting}>
                Save
              </Button>
            </Group>
          </Group>
        </Stack>
      </form>
      <ConfirmDialog
        opened={isConfirming}
        message={InfluencerMessages.deletePlatformConfirm}
        onConfirm={() => removal.mutate()}
        onCancel={() => setIsConfirming(false)}
        isBusy={removal.isPending}
      />
    </>
  );
}
