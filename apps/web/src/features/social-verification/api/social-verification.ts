import { queryOptions, useMutation, useQuery, useQueryClient } from '@tanstack/react-query';
import type {
  TAccountVerification,
  TScreenshotDecisionRequest,
  TScreenshotReview,
  TVerificationScreenshotRequest,
} from '@collably/shared/schemas/social-verification';
import { api } from '@/lib/api-client';

/** GET influencer/social-verification: where each of the signed-in influencer's accounts stands. */
export const accountVerificationsQuery = () =>
  queryOptions({
    queryKey: ['social-verification'],
    queryFn: async () => (await api.get<TAccountVerification[]>('influencer/social-verification')).data,
  });

export const useAccountVerifications = () => useQuery(accountVerificationsQuery());

/** Each answer is the account's new state: it replaces that account in the cached list. */
function useAccountMutation<I>(
  mutate: (input: I) => Promise<{ data: TAccountVerification; message: string }>,
) {
  const queryClient = useQueryClient();
  return useMutation({
    mutationFn: mutate,
    onSuccess: async (envelope) => {
      queryClient.setQueryData(accountVerificationsQuery().queryKey, (list) =>
        list?.map((a) => (a.plateformId === envelope.data.plateformId ? envelope.data : a)),
      );
      // The profile's badges and the listing read the verified state too.
      await queryClient.invalidateQueries({ predicate: (q) => q.queryKey[0] !== 'social-verification' });
    },
  });
}

export const useIssueCode = () =>
  useAccountMutation((plateformId: number) =>
    api.post<TAccountVerification>('influencer/social-verification/code', { plateformId }),
  );

export const useCheckNow = () =>
  useAccountMutation((plateformId: number) =>
    api.post<TAccountVerification>('influencer/social-verification/check', { plateformId }),
  );

export const useSendScreenshot = () =>
  useAccountMutation((input: TVerificationScreenshotRequest) =>
    api.post<TAccountVerification>('influencer/social-verification/screenshot', input),
  );

/** GET admin/social-verifications: screenshots waiting for the super admin. */
export const screenshotQueueQuery = () =>
  queryOptions({
    queryKey: ['admin', 'social-verifications'],
    queryFn: async () => (await api.get<TScreenshotReview[]>('admin/social-verifications')).data,
  });

export const useScreenshotQueue = () => useQuery(screenshotQueueQuery());

export const useDecideScreenshot = () => {
  const queryClient = useQueryClient();
  return useMutation({
    mutationFn: (input: TScreenshotDecisionRequest) =>
      api.post<null>('admin/social-verifications/decide', input),
    onSuccess: () => queryClient.invalidateQueries({ queryKey: screenshotQueueQuery().queryKey }),
  });
};
