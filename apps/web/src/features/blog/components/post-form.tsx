import { useState } from 'react';
import { Alert, Button, Group, Paper, Stack, TagsInput, TextInput, Textarea } from '@mantine/core';
import { zodResolver } from '@hookform/resolvers/zod';
import { Controller, useForm } from 'react-hook-form';
import {
  BLOG_DEFAULT_AUTHOR,
  BLOG_DESCRIPTION_MAX,
  BLOG_LABEL_MAX,
  BLOG_MAX_CATEGORIES,
  BLOG_MAX_TAGS,
} from '@collably/shared/constants/blog';
import { slugFromTitle, splitBlogLabels } from '@collably/shared/domain/blog';
import {
  ZBlogPostFields,
  type TAdminBlogPost,
  type TBlogPostFieldsInput,
  type TCreateBlogPostRequest,
} from '@collably/shared/schemas/blog';
import { errorMessage } from '@/lib/errors';
import { CoverPicker } from './cover-picker';
import { BlogRichTextEditor } from './rich-text-editor';

export type PostFormSubmit = {
  fields: TCreateBlogPostRequest;
  /** A newly chosen cover, to upload before saving. */
  coverFile: File | null;
  /** Publish right after saving. */
  thenPublish: boolean;
};

type Props = {
  /** The post to edit, or null for a new one. */
  post: TAdminBlogPost | null;
  onSubmit: (submit: PostFormSubmit) => Promise<void>;
};

const defaultsOf = (post: TAdminBlogPost | null): TBlogPostFieldsInput => ({
  title: post?.title ?? '',
  slug: post?.slug ?? '',
  description: post?.description ?? '',
  postContent: post?.postContent ?? '',
  imageUrl: post?.imageUrl ?? null,
  author: post?.author ?? BLOG_DEFAULT_AUTHOR,
  categories: splitBlogLabels(post?.categoryName),
  tags: splitBlogLabels(post?.tagName),
});

/**
 * The super admin's post form, checked with the server's own schema: title, slug (suggested from the title
 * until edited), description, author, cover, categories, tags and the rich-text content.
 */
export function PostForm({ post, onSubmit }: Props) {
  const [serverError, setServerError] = useState<string | null>(null);
  const [coverFile, setCoverFile] = useState<File | null>(null);
  const [coverError, setCoverError] = useState<string | null>(null);
  const [isSlugEdited, setIsSlugEdited] = useState(post !== null);
  const [pendingAction, setPendingAction] = useState<'save' | 'publish' | null>(null);
  const form = useForm<TBlogPostFieldsInput, unknown, TCreateBlogPostRequest>({
    resolver: zodResolver(ZBlogPostFields),
    defaultValues: defaultsOf(post),
  });
  const { errors } = form.formState;
  const description = form.watch('description') ?? '';
  const imageUrl = form.watch('imageUrl') ?? null;

  const submit = (thenPublish: boolean) =>
    form.handleSubmit(async (fields) => {
      setServerError(null);
      setPendingAction(thenPublish ? 'publish' : 'save');
      try {
        await onSubmit({ fields, coverFile, thenPublish });
        setCoverFile(null);
      } catch (error) {
        setServerError(errorMessage(error, 'Could not save the post'));
      } finally {
        setPendingAction(null);
      }
    });

  const isBusy = pendingAction !== null;
  const isPublished = post?.isPublished ?? false;
  const titleField = form.register('title');
  const slugField = form.register('slug');

  return (
    <form noValidate onSubmit={(e) => void submit(false)(e)}>
      <Stack gap="lg">
        {serverError ? (
          <Alert color="red" role="alert" title="Could not save the post">
            {serverError}
          </Alert>
        ) : null}
        <Paper withBorder radius="lg" p={{ base: 'md', sm: 'lg' }}>
          <Stack gap="md">
            <TextInput
              label="Title"
              withAsterisk
              error={errors.title?.message}
              {...titleField}
              onChange={(e) => {
                void titleField.onChange(e);
                if (isSlugEdited) return;
                // After a first submit the field's message follows the suggestion as it changes.
                form.setValue('slug', slugFromTitle(e.currentTarget.value), {
                  shouldValidate: form.formState.isSubmitted,
                });
              }}
            />
            <TextInput
              label="Slug"
              withAsterisk
              description={
                post
                  ? 'The address of the post, /blog/{slug}. Changing it keeps the old address working.'
                  : 'The address of the post, /blog/{slug}: lowercase letters, digits and hyphens.'
              }
              leftSection="/blog/"
              leftSectionWidth={56}
              autoCapitalize="none"
              spellCheck={false}
              error={errors.slug?.message}
              {...slugField}
              onChange={(e) => {
                setIsSlugEdited(true);
                void slugField.onChange(e);
              }}
            />
            <Textarea
              label="Description"
              withAsterisk
              description={`Shown on the blog card and to search engines. ${description.length}/${BLOG_DESCRIPTION_MAX}`}
              autosize
              minRows={2}
              maxRows={5}
              error={errors.description?.message}
              {...form.register('description')}
            />
            <TextInput label="Author" error={errors.author?.message} {...form.register('author')} />
            <CoverPicker
              savedName={imageUrl}
              file={coverFile}
              error={coverError ?? errors.imageUrl?.message}
              onChoose={(file) => {
                setCoverError(null);
                setCoverFile(file);
              }}
              onRemove={() => {
                setCoverFile(null);
                form.setValue('imageUrl', null, { shouldDirty: true });
              }}
              onReject={setCoverError}
            />
            {(
              [
                [
                  'categories',
                  'Categories',
                  `Up to ${BLOG_MAX_CATEGORIES}; press Enter after each.`,
                  BLOG_MAX_CATEGORIES,
                ],
                ['tags', 'Tags', `Up to ${BLOG_MAX_TAGS}; also used as the page's keywords.`, BLOG_MAX_TAGS],
              ] as const
            ).map(([name, label, description, maxTags]) => (
              <Controller
                key={name}
                control={form.control}
                name={name}
                render={({ field }) => (
                  <TagsInput
                    label={label}
                    description={description}
                    maxTags={maxTags}
                    maxLength={BLOG_LABEL_MAX}
                    splitChars={[',', 'Enter']}
                    clearable
                    value={field.value ?? []}
                    onChange={field.onChange}
                    onBlur={field.onBlur}
                    error={errors[name]?.message ?? errors[name]?.[0]?.message}
                  />
                )}
              />
            ))}
          </Stack>
        </Paper>
        <Controller
          control={form.control}
          name="postContent"
          render={({ field }) => (
            <BlogRichTextEditor
              label="Content"
              value={field.value ?? ''}
              onChange={field.onChange}
              onBlur={field.onBlur}
              error={errors.postContent?.message}
            />
          )}
        />
        <Group justify="flex-end" gap="sm">
          <Button
            type="submit"
            variant={isPublished ? 'filled' : 'default'}
            loading={pendingAction === 'save'}
            disabled={isBusy}
          >
            {post ? 'Save' : 'Save draft'}
          </Button>
          {isPublished ? null : (
            <Button
              type="button"
              loading={pendingAction === 'publish'}
              disabled={isBusy}
              onClick={(e) => void submit(true)(e)}
            >
              {post ? 'Save and publish' : 'Publish'}
            </Button>
          )}
        </Group>
      </Stack>
    </form>
  );
}
