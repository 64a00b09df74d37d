import { queryOptions, useQuery } from '@tanstack/react-query';
import type { TBrandProfile, TUpdateBrandInput, TUpdateBrandResult } from '@collably/shared/schemas/brands';
import { api } from '@/lib/api-client';

/** GET brand/get: name and picture. */
export const brandProfileQuery = () =>
  queryOptions({
    queryKey: ['brand', 'profile'],
    queryFn: async () => (await api.get<TBrandProfile>('brand/get')).data,
    staleTime: 0,
  });

export const useBrandProfile = () => useQuery(brandProfileQuery());

/** POST brand/update: base64Image only when a new picture was uploaded. */
export const updateBrand = async (input: TUpdateBrandInput) => {
  const envelope = await api.post<TUpdateBrandResult>('brand/update', input);
  return { profilePic: envelope.data.profilePic, message: envelope.message };
};
