import { useRef, useState } from 'react';
import {
  Button,
  Group,
  MultiSelect,
  Paper,
  Radio,
  Select,
  SimpleGrid,
  Stack,
  Text,
  TextInput,
  Textarea,
  Title,
} from '@mantine/core';
import { IconArrowRight } from '@tabler/icons-react';
import { useMutation } from '@tanstack/react-query';
import { Controller, useForm, useWatch, type Control } from 'react-hook-form';
import { format, subYears } from 'date-fns';
import { DESCRIPTION_MAX, MAX_CATEGORIES } from '@collably/shared/constants/limits';
import { GENDERS, INDIA_COUNTRY_ID, LANGUAGES, UNSET_DOB } from '@collably/shared/constants/profile';
import {
  addDetailProblems,
  type TAddDetailRequest,
  type TInfluencerDetails,
} from '@collably/shared/schemas/influencers';
import { PicturePicker } from '@/components/picture-picker';
import { useCategories, useCities, useStates } from '@/features/master/api/master-data';
import { notifyError, notifyWarning } from '@/lib/notify';
import { uploadPicture } from '@/lib/uploads';
import { addDetail } from '../api/save-profile';
import { categoryHint, categoryOptions } from '../lib/categories';
import { ONBOARDING_NOTICE } from '../lib/notices';

export type StartValues = {
  title: string;
  description: string;
  /** Category ids in the order they were picked. */
  categoryIds: string[];
  gender: string;
  state: string | null;
  city: string | null;
  /** yyyy-MM-dd, as a date input holds it. */
  dob: string;
  /** Language ids. */
  languages: string[];
};

/** Spec §5: the date of birth starts 20 years before today. */
export const defaultDob = (today: Date = new Date()) => format(subYears(today, 20), 'yyyy-MM-dd');

const isSet = (id: number) => id > 0;

export function startValuesOf(details: TInfluencerDetails | undefined, today = new Date()): StartValues {
  const languages = (() => {
    try {
      const parsed: unknown = JSON.parse(details?.language || '[]');
      return Array.isArray(parsed) ? (parsed as { id: number }[]).map((l) => String(l.id)) : [];
    } catch {
      return [];
    }
  })();
  return {
    title: details?.title ?? '',
    description: details?.description ?? '',
    categoryIds: (details?.infCategories ?? []).map((c) => String(c.categoryId)),
    gender: details?.gender ?? '',
    state: details && isSet(details.state) ? String(details.state) : null,
    city: details && isSet(details.city) ? String(details.city) : null,
    dob: details && details.dob && details.dob !== UNSET_DOB ? details.dob.slice(0, 10) : defaultDob(today),
    languages,
  };
}

/** The form's values as POST influencer/add-detail takes them. */
export function toAddDetailRequest(
  values: StartValues,
  userId: number,
  pictureName: string | null,
): TAddDetailRequest {
  return {
    UserId: userId,
    title: values.title,
    description: values.description,
    categoryIds: values.categoryIds.join(','),
    base64Image: pictureName,
    gender: values.gender,
    country: INDIA_COUNTRY_ID,
    state: values.state ? Number(values.state) : -1,
    city: values.city ? Number(values.city) : -1,
    dob: values.dob || UNSET_DOB,
    language: JSON.stringify(
      values.languages.map((id) => ({ id: Number(id), name: LANGUAGES[Number(id)]?.name ?? '' })),
    ),
  };
}

/** Which form field shows a rule's message (the rule names the request's field). */
const FIELD_OF: Partial<Record<keyof TAddDetailRequest, keyof StartValues>> = {
  title: 'title',
  description: 'description',
  categoryIds: 'categoryIds',
  gender: 'gender',
  country: 'state',
  state: 'state',
  city: 'city',
  dob: 'dob',
  language: 'languages',
};

/**
 * Scrolls to the first field marked invalid, in page order (the picture and gender mark their wrapper). A text field also
 * takes focus; a select does not, since focusing it opens its list over the messages below.
 */
function showTopmostProblem(form: HTMLFormElement | null) {
  const invalid = form?.querySelector<HTMLElement>('[aria-invalid="true"], [data-invalid="true"]');
  if (!invalid) return;
  invalid.scrollIntoView({ block: 'center', behavior: 'smooth' });
  const isTextField =
    (invalid instanceof HTMLInputElement || invalid instanceof HTMLTextAreaElement) &&
    invalid.getAttribute('aria-haspopup') !== 'listbox';
  if (isTextField) invalid.focus({ preventScroll: true });
}

/** Its own component, so typing re-renders only the counter, not the whole form. */
function DescriptionCounter({ control }: { control: Control<StartValues> }) {
  const length = useWatch({ control, name: 'description' }).trim().length;
  return (
    <Text fz="xs" c={length > DESCRIPTION_MAX ? 'red.7' : 'dimmed'} ta="right" mt={-10}>
      {length}/{DESCRIPTION_MAX}
    </Text>
  );
}

const LANGUAGE_OPTIONS = LANGUAGES.map((l) => ({ value: String(l.id), label: l.name }));

type Props = {
  userId: number;
  details: TInfluencerDetails | undefined;
  onSaved: (details: TInfluencerDetails) => void;
};

/** Step 1 (Start): picture, categories, description and more details (spec §2, §5). */
export function StartStep({ userId, details, onSaved }: Props) {
  const categories = useCategories();
  const states = useStates();
  const form = useForm<StartValues>({ defaultValues: startValuesOf(details) });
  const { errors } = form.formState;
  const stateId = form.watch('state');
  const cities = useCities(stateId ? Number(stateId) : null);

  const [file, setFile] = useState<File | null>(null);
  const [pictureError, setPictureError] = useState<string | null>(null);
  const saving = useMutation({
    mutationFn: async (values: StartValues) => {
      const pictureName = file ? await uploadPicture(file) : null;
      return addDetail(toAddDetailRequest(values, userId, pictureName));
    },
    onSuccess: (saved) => {
      setFile(null);
      onSaved(saved);
    },
    onError: (error) => notifyError(error, { id: ONBOARDING_NOTICE }),
  });
  const formRef = useRef<HTMLFormElement>(null);

  const clear = (name: keyof StartValues) => form.clearErrors(name);

  const next = () => {
    form.clearErrors();
    setPictureError(null);
    const values = form.getValues();
    // Every rule at once, so one press of Next shows all that is missing beside its field.
    const problems = addDetailProblems(toAddDetailRequest(values, userId, file ? file.name : null), {
      hasPicture: Boolean(details?.base64Image),
      today: new Date(),
    });
    if (problems.length === 0) {
      saving.mutate(values);
      return;
    }
    const shown = new Set<keyof StartValues>();
    for (const problem of problems) {
      if (problem.field === 'base64Image') {
        setPictureError(problem.message);
        continue;
      }
      const field = FIELD_OF[problem.field] ?? 'description';
      // One message per field: the first in the spec's order (country and state share the state field).
      if (shown.has(field)) continue;
      shown.add(field);
      form.setError(field, { type: 'rule', message: problem.message });
    }
    // Take the person to the topmost problem once the messages are drawn.
    requestAnimationFrame(() => showTopmostProblem(formRef.current));
  };

  return (
    <form
      ref={formRef}
      noValidate
      onSubmit={(e) => {
        e.preventDefault();
        next();
      }}
    >
      <Stack gap="lg">
        <Paper withBorder radius="lg" p={{ base: 'md', sm: 'xl' }}>
          <Stack gap="md">
            <Title order={2} fz="lg">
              Your picture
            </Title>
            <div data-invalid={pictureError ? 'true' : undefined}>
              <PicturePicker
                label="Profile picture"
                description="A clear, post-style photo of you. JPEG, PNG or WebP up to 10 MB."
                savedName={details?.base64Image}
                file={file}
                onChange={(chosen) => {
                  setFile(chosen);
                  setPictureError(null);
                }}
                onReject={(message) => notifyWarning(message, { id: ONBOARDING_NOTICE })}
                error={pictureError}
              />
            </div>
          </Stack>
        </Paper>

        <Paper withBorder radius="lg" p={{ base: 'md', sm: 'xl' }}>
          <Stack gap="md">
            <Title order={2} fz="lg">
              About you
            </Title>
            <TextInput
              label="Headline"
              description="Optional. One line brands see under your name."
              placeholder="e.g. Everyday style, Delhi edition"
              error={errors.title?.message}
              {...form.register('title', { onChange: () => clear('title') })}
            />
            <Controller
              control={form.control}
              name="categoryIds"
              render={({ field }) => (
                <MultiSelect
                  ref={field.ref}
                  label="Categories"
                  description={categoryHint(field.value.length)}
                  placeholder={field.value.length ? undefined : 'Choose categories'}
                  data={categoryOptions(categories.data ?? [], field.value)}
                  maxValues={MAX_CATEGORIES}
                  value={field.value}
                  onChange={(next) => {
                    field.onChange(next);
                    clear('categoryIds');
                  }}
                  searchable
                  nothingFoundMessage="No such category"
                  error={errors.categoryIds?.message}
                />
              )}
            />
            <Controller
              control={form.control}
              name="description"
              render={({ field }) => (
                <Textarea
                  ref={field.ref}
                  label="Description"
                  description="Tell brands what you create and who follows you."
                  placeholder="I create honest skincare reviews for college students in Pune..."
                  autosize
                  minRows={4}
                  maxRows={10}
                  value={field.value}
                  onChange={(e) => {
                    field.onChange(e.currentTarget.value);
                    clear('description');
                  }}
                  error={errors.description?.message}
                />
              )}
            />
            <DescriptionCounter control={form.control} />
          </Stack>
        </Paper>

        <Paper withBorder radius="lg" p={{ base: 'md', sm: 'xl' }}>
          <Stack gap="md">
            <Title order={2} fz="lg">
              More details
            </Title>
            <Controller
              control={form.control}
              name="gender"
              render={({ field }) => (
                <Radio.Group
                  label="Gender"
                  data-invalid={errors.gender ? 'true' : undefined}
                  value={field.value}
                  onChange={(value) => {
                    field.onChange(value);
                    clear('gender');
                  }}
                  error={errors.gender?.message}
                >
                  <Group gap="xl" mt={6}>
                    {GENDERS.map((g, index) => (
                      <Radio
                        key={g.value}
                        value={g.value}
                        label={g.Name}
                        ref={index === 0 ? field.ref : undefined}
                      />
                    ))}
                  </Group>
                </Radio.Group>
              )}
            />
            <SimpleGrid cols={{ base: 1, sm: 2 }} spacing="md">
              <Controller
                control={form.control}
                name="state"
                render={({ field }) => (
                  <Select
                    ref={field.ref}
                    label="State"
                    placeholder="Choose your state"
                    data={(states.data ?? []).map((s) => ({ value: String(s.stateId), label: s.name }))}
                    value={field.value}
                    onChange={(value) => {
                      field.onChange(value);
                      // Spec §4: choosing a state clears the city.
                      form.setValue('city', null);
                      clear('state');
                    }}
                    searchable
                    nothingFoundMessage="No such state"
                    error={errors.state?.message}
                  />
                )}
              />
              <Controller
                control={form.control}
                name="city"
                render={({ field }) => (
                  <Select
                    ref={field.ref}
                    label="City"
                    placeholder={stateId ? 'Choose your city' : 'Choose a state first'}
                    data={(cities.data ?? []).map((c) => ({ value: String(c.cityId), label: c.name }))}
                    value={field.value}
                    onChange={(value) => {
                      field.onChange(value);
                      clear('city');
                    }}
                    searchable
                    nothingFoundMessage={cities.isFetching ? 'Loading cities...' : 'No such city'}
                    error={errors.city?.message}
                  />
                )}
              />
              <TextInput
                type="date"
                label="Date of birth"
                max={format(new Date(), 'yyyy-MM-dd')}
                error={errors.dob?.message}
                {...form.register('dob', { onChange: () => clear('dob') })}
              />
              <Controller
                control={form.control}
                name="languages"
                render={({ field }) => (
                  <MultiSelect
                    ref={field.ref}
                    label="Languages"
                    placeholder={field.value.length ? undefined : 'Choose languages'}
                    data={LANGUAGE_OPTIONS}
                    value={field.value}
                    onChange={(value) => {
                      field.onChange(value);
                      clear('languages');
                    }}
                    searchable
                    nothingFoundMessage="Only the listed languages can be chosen"
                    error={errors.languages?.message}
                  />
                )}
              />
            </SimpleGrid>
          </Stack>
        </Paper>

        <Group justify="flex-end">
          <Button
            type="submit"
            size="md"
            loading={saving.isPending}
            rightSection={<IconArrowRight size={18} />}
            w={{ base: '100%', sm: 'auto' }}
          >
            Next
          </Button>
        </Group>
      </Stack>
    </form>
  );
}
