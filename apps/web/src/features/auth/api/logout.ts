import { api } from '@/lib/api-client';

/** Ends the session on the server, so the token stops working even where it was copied. */
export const logout = () => api.post<null>('user/logout');
