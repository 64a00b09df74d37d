import { queryOptions, useMutation, useQuery, useQueryClient } from '@tanstack/react-query';
import type {
  TCollabReviews,
  THideReviewRequest,
  TReportedReview,
  TReportReviewRequest,
  TUserReviews,
  TWriteReviewRequest,
} from '@collably/shared/schemas/reviews';
import { api } from '@/lib/api-client';

/** GET user/reviews: where the reviews of each of the caller's complete collabs stand. */
export const myReviewsQuery = () =>
  queryOptions({
    queryKey: ['reviews', 'mine'],
    queryFn: async () => (await api.get<TCollabReviews[]>('user/reviews')).data,
  });
export const useMyReviews = (enabled = true) => useQuery({ ...myReviewsQuery(), enabled });

/** GET reviews/{userId}: a brand's or an influencer's rating and the reviews others may see. */
export const userReviewsQuery = (userId: number) =>
  queryOptions({
    queryKey: ['reviews', 'user', userId],
    queryFn: async () => (await api.get<TUserReviews>(`reviews/${userId}`)).data,
  });
export const useUserReviews = (userId: number | undefined) =>
  useQuery({ ...userReviewsQuery(userId ?? 0), enabled: userId !== undefined && userId > 0 });

export const useWriteReview = () => {
  const queryClient = useQueryClient();
  return useMutation({
    mutationFn: (input: TWriteReviewRequest) => api.post<TCollabReviews>('user/review', input),
    onSuccess: async (envelope) => {
      queryClient.setQueryData(myReviewsQuery().queryKey, (list) =>
        list?.map((r) => (r.collabDetailId === envelope.data.collabDetailId ? envelope.data : r)),
      );
      // Ratings on cards and profiles may have changed (both written).
      await queryClient.invalidateQueries({
        predicate: (q) => q.queryKey[0] !== 'reviews' || q.queryKey[1] !== 'mine',
      });
    },
  });
};

export const useReportReview = () =>
  useMutation({ mutationFn: (input: TReportReviewRequest) => api.post<null>('user/review/report', input) });

/** GET admin/reviews/reported: the super admin's queue. */
export const reportedReviewsQuery = () =>
  queryOptions({
    queryKey: ['admin', 'reviews', 'reported'],
    queryFn: async () => (await api.get<TReportedReview[]>('admin/reviews/reported')).data,
  });
export const useReportedReviews = () => useQuery(reportedReviewsQuery());

export const useHideReview = () => {
  const queryClient = useQueryClient();
  return useMutation({
    mutationFn: (input: THideReviewRequest) => api.post<TReportedReview | null>('admin/reviews/hide', input),
    onSuccess: () => queryClient.invalidateQueries({ queryKey: reportedReviewsQuery().queryKey }),
  });
};
