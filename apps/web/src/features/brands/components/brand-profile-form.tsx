import { useState } from 'react';
import { Button, Group, Stack, TextInput } from '@mantine/core';
import { zodResolver } from '@hookform/resolvers/zod';
import { useMutation, useQueryClient } from '@tanstack/react-query';
import { useForm } from 'react-hook-form';
import { BRAND_NAME_MAX } from '@collably/shared/constants/limits';
import { BrandMessages } from '@collably/shared/messages/brands';
import { ZUpdateBrandRequest, type TBrandProfile } from '@collably/shared/schemas/brands';
import { PicturePicker } from '@/components/picture-picker';
import { notifyError, notifySuccess, notifyWarning } from '@/lib/notify';
import { updateSession } from '@/lib/session';
import { uploadPicture } from '@/lib/uploads';
import { brandProfileQuery, updateBrand } from '../api/brand-profile';

const ZNameForm = ZUpdateBrandRequest.pick({ name: true });
type NameForm = { name: string };

/** Brand profile (spec §2, §5): picture (10 MB) and name (required, at most 100). */
export function BrandProfileForm({ profile, email }: { profile: TBrandProfile; email: string }) {
  const queryClient = useQueryClient();
  const [file, setFile] = useState<File | null>(null);
  const form = useForm<NameForm>({ resolver: zodResolver(ZNameForm), defaultValues: { name: profile.name } });
  const saving = useMutation({ mutationFn: updateBrand });
  const { errors, isSubmitting, isDirty } = form.formState;

  const submit = form.handleSubmit(async ({ name }) => {
    try {
      const base64Image = file ? await uploadPicture(file) : null;
      const result = await saving.mutateAsync({ name, base64Image });
      const saved = { name: name.trim(), profilePic: result.profilePic };
      queryClient.setQueryData(brandProfileQuery().queryKey, saved);
      // The header shows the name and picture from the session.
      updateSession(saved);
      setFile(null);
      form.reset({ name: saved.name });
      notifySuccess(result.message || BrandMessages.updated);
    } catch (error) {
      notifyError(error);
    }
  });

  return (
    <form noValidate onSubmit={(e) => void submit(e)}>
      <Stack gap="lg">
        <PicturePicker
          label="Brand picture"
          description="Your logo or a square picture. JPEG, PNG or WebP up to 10 MB."
          savedName={profile.profilePic}
          file={file}
          onChange={setFile}
          onReject={(message) => notifyWarning(message)}
          shape="round"
        />
        <TextInput
          label="Name"
          placeholder="Your brand name"
          description={`Up to ${BRAND_NAME_MAX} characters. Influencers see it on your collabs.`}
          autoComplete="organization"
          error={errors.name?.message}
          {...form.register('name')}
        />
        <TextInput
          label="Email"
          value={email}
          readOnly
          disabled
          description="Your sign-in email cannot be changed here."
        />
        <Group justify="flex-end">
          <Button
            type="submit"
            loading={isSubmitting}
            disabled={!isDirty && !file}
            w={{ base: '100%', sm: 'auto' }}
          >
            Save
          </Button>
        </Group>
      </Stack>
    </form>
  );
}
