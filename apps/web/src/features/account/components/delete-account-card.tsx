import { useState } from 'react';
import { Alert, Button, Group, List, Modal, PasswordInput, Stack, Text, TextInput } from '@mantine/core';
import { IconTrash } from '@tabler/icons-react';
import { useForm } from 'react-hook-form';
import { zodResolver } from '@hookform/resolvers/zod';
import { useNavigate } from 'react-router';
import {
  DELETE_CONFIRMATION,
  ZDeleteAccountRequest,
  type TDeleteAccountRequest,
} from '@collably/shared/schemas/account';
import { SectionCard } from '@/components/page-states';
import { errorMessage } from '@/lib/errors';
import { notifySuccess } from '@/lib/notify';
import { clearSession } from '@/lib/session';
import { useDeleteAccount } from '../api/delete-account';

/**
 * 'Delete account': what goes and what the law keeps, then the password and the typed word. The server
 * refuses, with the reason, while money is held or an order is open; the dialog shows that reason.
 */
export function DeleteAccountCard() {
  const [isOpen, setOpen] = useState(false);
  return (
    <SectionCard
      id="delete-account"
      icon={IconTrash}
      title="Delete account"
      description="Your profile, services, social accounts, pictures and notifications are erased, and you cannot log in again."
    >
      <Stack gap="sm">
        <List size="sm" spacing={4}>
          <List.Item>Finish or cancel your open orders, and withdraw any money first.</List.Item>
          <List.Item>
            Tax invoices, payment records and TDS stay for as long as the law requires, under &lsquo;Deleted
            user&rsquo;. Messages you sent stay with the people you wrote to.
          </List.Item>
        </List>
        <Group justify="flex-end">
          <Button color="red" variant="light" onClick={() => setOpen(true)}>
            Delete my account
          </Button>
        </Group>
      </Stack>
      <Modal opened={isOpen} onClose={() => setOpen(false)} title="Delete my account" size="md">
        {isOpen ? <DeleteForm onCancel={() => setOpen(false)} /> : null}
      </Modal>
    </SectionCard>
  );
}

function DeleteForm({ onCancel }: { onCancel: () => void }) {
  const remove = useDeleteAccount();
  const navigate = useNavigate();
  const form = useForm<TDeleteAccountRequest>({
    resolver: zodResolver(ZDeleteAccountRequest),
    defaultValues: { Password: '', Confirm: '' as typeof DELETE_CONFIRMATION },
  });
  const { errors } = form.formState;
  const submit = form.handleSubmit(async (values) => {
    const result = await remove.mutateAsync(values).catch(() => null);
    if (!result) return;
    clearSession();
    notifySuccess(result.message);
    await navigate('/', { replace: true });
  });
  return (
    <form onSubmit={(e) => void submit(e)} noValidate>
      <Stack gap="sm">
        <Text fz="sm">This cannot be undone.</Text>
        {remove.error ? (
          <Alert color="red" role="alert" title="Your account was not deleted">
            {errorMessage(remove.error)}
          </Alert>
        ) : null}
        <PasswordInput
          label="Your password"
          autoComplete="current-password"
          data-autofocus
          error={errors.Password?.message}
          {...form.register('Password')}
        />
        <TextInput
          label={`Type ${DELETE_CONFIRMATION} to confirm`}
          autoComplete="off"
          error={errors.Confirm?.message}
          {...form.register('Confirm')}
        />
        <Group justify="flex-end" gap="sm">
          <Button variant="default" onClick={onCancel} disabled={remove.isPending}>
            Keep my account
          </Button>
          <Button type="submit" color="red" loading={remove.isPending}>
            Delete my account
          </Button>
        </Group>
      </Stack>
    </form>
  );
}
