import { beforeEach, describe, expect, it, vi } from 'vitest';
import { screen, within } from '@testing-library/react';
import userEvent from '@testing-library/user-event';
import type { TCoupon, TCouponUsagePage } from '@collably/shared/schemas/coupons';
import type * as ApiClient from '@/lib/api-client';
import { renderWithProviders } from '@/test/render';
import ManageCouponsPage from './manage-coupons-page';

const api = vi.hoisted(() => ({ get: vi.fn(), post: vi.fn() }));
vi.mock('@/lib/api-client', async (original) => ({
  ...(await original<typeof ApiClient>()),
  api,
}));

const flat: TCoupon = {
  id: 1,
  name: 'First order',
  code: 'FLAT500',
  description: 'Flat ₹500 off your first order',
  value: 500,
  createdOn: '2026-06-01T10:00:00.000Z',
  // The first-order coupon is never marked used: its use comes from the captured payments.
  usedOn: null,
  usedBy: null,
  isFirstOrder: true,
  useCount: 2,
  lastUsedOn: '2026-11-23T06:44:00.000Z',
  lastUsedBy: 'Masala Box',
};
const unused: TCoupon = {
  ...flat,
  id: 2,
  name: 'Diwali',
  code: 'DIWALI200',
  isFirstOrder: false,
  useCount: 0,
  lastUsedOn: null,
  lastUsedBy: null,
};

const uses: TCouponUsagePage = {
  uses: [
    {
      transId: 31,
      collabDetailId: 12,
      brandUserId: 8,
      brandName: 'Masala Box',
      usedOn: '2026-11-23T06:44:00.000Z',
      serviceTitle: 'Instagram Reel',
      discount: 500,
      paid: 3115.2,
    },
    {
      transId: 30,
      collabDetailId: null,
      brandUserId: 9,
      brandName: 'Chai Point',
      usedOn: '2026-11-22T04:00:00.000Z',
      serviceTitle: 'YouTube Video',
      discount: 500,
      paid: 1736,
    },
  ],
  currentPage: 0,
  totalPages: 1,
  total: 2,
};

beforeEach(() => {
  api.get.mockReset().mockImplementation((path: string) =>
    Promise.resolve({
      isSuccess: true,
      message: '',
      data: path === 'manage/coupons' ? [unused, flat] : uses,
    }),
  );
});

describe('ManageCouponsPage coupon use (issue 11 item 6)', () => {
  it('shows the real use of FLAT500 (count, latest date and brand) and who used it, when, on which order', async () => {
    renderWithProviders(<ManageCouponsPage />);
    // jsdom has the phone's width: one card per coupon, with the same facts as the table's row.
    const row = await screen.findByRole('article', { name: 'Coupon FLAT500' });
    expect(row).toHaveTextContent('Last used 23 Nov 2026 by Masala Box');
    expect(screen.getByRole('article', { name: 'Coupon DIWALI200' })).toHaveTextContent('Not used');

    await userEvent.click(within(row).getByRole('button', { name: '2 uses of FLAT500' }));
    expect(api.get).toHaveBeenCalledWith(
      'manage/coupon/usage',
      expect.objectContaining({ query: { couponId: 1, page: 0 } }),
    );
    const dialog = await screen.findByRole('dialog', { name: 'Uses of FLAT500' });
    expect(await within(dialog).findByText('Used 2 times, newest first.')).toBeInTheDocument();
    const masala = within(dialog).getByRole('listitem', { name: 'Use by Masala Box' });
    expect(masala).toHaveTextContent('Collab #12 · transaction #31');
    expect(masala).toHaveTextContent('23 Nov 2026');
    expect(masala).toHaveTextContent('paid ₹3,115.20');
    expect(within(dialog).getByRole('listitem', { name: 'Use by Chai Point' })).toHaveTextContent(
      'Transaction #30 · details not sent yet',
    );
  });
});
