import type {
  TAddDetailRequest,
  TAddGstInput,
  TAddSocialAccountInput,
  TGst,
  TInfluencerDetails,
  TPortfolio,
  TServiceInput,
  TSocialAccount,
  TUpdatePortfolioInput,
} from '@collably/shared/schemas/influencers';
import { api } from '@/lib/api-client';

/** The profile writes of onboarding and the portfolio (spec §7); each answers the saved state. */

/** POST influencer/add-detail (step 1, Start). */
export const addDetail = async (input: TAddDetailRequest) =>
  (await api.post<TInfluencerDetails>('influencer/add-detail', input)).data;

/** POST influencer/add-socialaccounts: adds or replaces one platform's account. */
export const addSocialAccount = async (input: TAddSocialAccountInput) =>
  (await api.post<TSocialAccount[]>('influencer/add-socialaccounts', input)).data;

/** POST influencer/add-socialaccount-service?UserId=: the services of one platform. */
export const saveServices = async (userId: number, services: TServiceInput[]) =>
  (
    await api.post<TSocialAccount[]>('influencer/add-socialaccount-service', services, {
      query: { UserId: userId },
    })
  ).data;

/** POST influencer/deleteservice: only for a saved service (positive id). */
export const deleteService = async (userId: number, influencerServiceId: number) =>
  (await api.post<TSocialAccount[]>('influencer/deleteservice', { userId, influencerServiceId })).data;

/** POST influencer/deleteplatform: the account and its services. */
export const deletePlatform = async (userId: number, plateformId: number) =>
  (await api.post<TSocialAccount[]>('influencer/deleteplatform', { userId, plateformId })).data;

/** POST influencer/add-gst?UserId= (Finish Setup). */
export const addGst = async (userId: number, input: TAddGstInput) =>
  (await api.post<TGst>('influencer/add-gst', input, { query: { UserId: userId } })).data;

/** POST influencer/updateportfolio: the server normalises the links to their embeddable form. */
export const updatePortfolio = async (input: TUpdatePortfolioInput) =>
  (await api.post<TPortfolio>('influencer/updateportfolio', input)).data;
