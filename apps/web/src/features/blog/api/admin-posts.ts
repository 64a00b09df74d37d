import { keepPreviousData, queryOptions, useMutation, useQuery, useQueryClient } from '@tanstack/react-query';
import { BLOG_ADMIN_PAGE_SIZE } from '@collably/shared/constants/blog';
import type {
  TAdminBlogPage,
  TAdminBlogPost,
  TCreateBlogPostRequest,
  TUpdateBlogPostRequest,
} from '@collably/shared/schemas/blog';
import { api } from '@/lib/api-client';

/** Every blog query starts with this key, so a change refreshes the public pages too. */
const BLOG_KEY = ['blog'] as const;

/** GET post/admin/list (super admin): every post, drafts too, the latest changed first. */
export const adminPostsQuery = (page: number) =>
  queryOptions({
    queryKey: ['blog', 'admin', 'list', page] as const,
    queryFn: async () =>
      (
        await api.get<TAdminBlogPage>('post/admin/list', {
          query: { page, pageSize: BLOG_ADMIN_PAGE_SIZE },
        })
      ).data,
    placeholderData: keepPreviousData,
    staleTime: 0,
  });

export const useAdminPosts = (page: number) => useQuery(adminPostsQuery(page));

/** GET post/admin/get (super admin): a post to edit. */
export const adminPostQuery = (postId: number) =>
  queryOptions({
    queryKey: ['blog', 'admin', 'post', postId] as const,
    queryFn: async () => (await api.get<TAdminBlogPost>('post/admin/get', { query: { postId } })).data,
    staleTime: 0,
  });

export const useAdminPost = (postId: number, isEnabled = true) =>
  useQuery({ ...adminPostQuery(postId), enabled: isEnabled });

type Saved = { post: TAdminBlogPost; message: string };

const savedFrom = (envelope: { data: TAdminBlogPost; message: string }): Saved => ({
  post: envelope.data,
  message: envelope.message,
});

/** POST post/create: a new draft. POST post/update: changes a post (a new slug keeps the old link working). */
export const savePost = async (input: TCreateBlogPostRequest | TUpdateBlogPostRequest): Promise<Saved> =>
  savedFrom(
    'postId' in input
      ? await api.post<TAdminBlogPost>('post/update', input)
      : await api.post<TAdminBlogPost>('post/create', input),
  );

/** POST post/publish or post/unpublish. */
export const setPublished = async ({ postId, isPublished }: { postId: number; isPublished: boolean }) =>
  savedFrom(await api.post<TAdminBlogPost>(isPublished ? 'post/publish' : 'post/unpublish', { postId }));

/** POST post/delete. */
export const deletePost = async (postId: number) => (await api.post<null>('post/delete', { postId })).message;

const useBlogMutation = <TInput, TResult>(mutationFn: (input: TInput) => Promise<TResult>) => {
  const queryClient = useQueryClient();
  return useMutation({
    mutationFn,
    onSuccess: () => queryClient.invalidateQueries({ queryKey: BLOG_KEY }),
  });
};

export const useSavePost = () => useBlogMutation(savePost);
export const useSetPublished = () => useBlogMutation(setPublished);
export const useDeletePost = () => useBlogMutation(deletePost);
