import { api } from '@/lib/api-client';

/** POST tools/ytopen: one open of a /yt/{link} page (the server counts one per visitor and hour). */
export const reportYtOpen = async (param: string, signal?: AbortSignal) =>
  (await api.post<{ isCounted: boolean }>('tools/ytopen', { link: param }, { signal })).data;
