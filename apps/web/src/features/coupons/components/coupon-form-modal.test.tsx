import { describe, expect, it, vi } from 'vitest';
import { screen, waitFor } from '@testing-library/react';
import userEvent from '@testing-library/user-event';
import type { TCoupon } from '@collably/shared/schemas/coupons';
import { renderWithProviders } from '@/test/render';
import { CouponForm } from './coupon-form-modal';

const renderForm = (coupon: TCoupon | null = null, onSubmit = vi.fn().mockResolvedValue(undefined)) => {
  renderWithProviders(<CouponForm coupon={coupon} onSubmit={onSubmit} onCancel={vi.fn()} />);
  return onSubmit;
};

const diwali: TCoupon = {
  id: 7,
  name: 'Diwali',
  code: 'DIWALI200',
  description: '₹200 off',
  value: 200,
  createdOn: '2025-10-01T10:00:00.000Z',
  usedOn: null,
  usedBy: null,
  isFirstOrder: false,
  useCount: 0,
  lastUsedOn: null,
  lastUsedBy: null,
};

describe('CouponForm', () => {
  it('says "This Field is Required" under each empty field and sends nothing', async () => {
    const onSubmit = renderForm();
    await userEvent.click(screen.getByRole('button', { name: 'Create' }));
    await waitFor(() => expect(screen.getAllByText('This Field is Required')).toHaveLength(4));
    expect(screen.getByLabelText(/Coupon Name/)).toHaveAttribute('aria-invalid', 'true');
    expect(screen.getByLabelText(/^Value/)).toHaveAttribute('aria-invalid', 'true');
    expect(onSubmit).not.toHaveBeenCalled();
  });

  it('creates with id 0 and the code in capitals', async () => {
    const onSubmit = renderForm();
    await userEvent.type(screen.getByLabelText(/Coupon Name/), 'Holi');
    await userEvent.type(screen.getByLabelText(/^Code/), 'holi150');
    await userEvent.type(screen.getByLabelText(/Description/), 'Flat ₹150 off');
    await userEvent.type(screen.getByLabelText(/^Value/), '150');
    await userEvent.click(screen.getByRole('button', { name: 'Create' }));
    await waitFor(() =>
      expect(onSubmit).toHaveBeenCalledWith({
        id: 0,
        name: 'Holi',
        code: 'HOLI150',
        description: 'Flat ₹150 off',
        value: 150,
      }),
    );
  });

  it('uses the shared schema messages for a bad code and value', async () => {
    const onSubmit = renderForm();
    await userEvent.type(screen.getByLabelText(/Coupon Name/), 'Holi');
    await userEvent.type(screen.getByLabelText(/^Code/), 'HOLI 150');
    await userEvent.type(screen.getByLabelText(/Description/), 'Flat off');
    await userEvent.type(screen.getByLabelText(/^Value/), '0');
    await userEvent.click(screen.getByRole('button', { name: 'Create' }));
    expect(await screen.findByText('Code may contain only letters and digits')).toBeInTheDocument();
    expect(screen.getByText('Value must be more than 0')).toBeInTheDocument();
    expect(onSubmit).not.toHaveBeenCalled();
  });

  it('updates an existing coupon by its id', async () => {
    const onSubmit = renderForm(diwali);
    expect(screen.getByLabelText(/Coupon Name/)).toHaveValue('Diwali');
    const value = screen.getByLabelText(/^Value/);
    await userEvent.clear(value);
    await userEvent.type(value, '250');
    await userEvent.click(screen.getByRole('button', { name: 'Update' }));
    await waitFor(() =>
      expect(onSubmit).toHaveBeenCalledWith({
        id: 7,
        name: 'Diwali',
        code: 'DIWALI200',
        description: '₹200 off',
        value: 250,
      }),
    );
  });

  it('shows the server message when saving fails', async () => {
    renderForm(diwali, vi.fn().mockRejectedValue(new Error('A coupon with this code already exists')));
    await userEvent.click(screen.getByRole('button', { name: 'Update' }));
    expect(await screen.findByRole('alert')).toHaveTextContent('A coupon with this code already exists');
  });
});
