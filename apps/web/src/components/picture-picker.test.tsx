import { describe, expect, it, vi } from 'vitest';
import { screen } from '@testing-library/react';
import userEvent from '@testing-library/user-event';
import { renderWithProviders } from '@/test/render';
import { PicturePicker } from './picture-picker';

describe('PicturePicker', () => {
  it('refuses a picture over 10 MB with the spec message and keeps one at the limit', async () => {
    const onChange = vi.fn();
    const onReject = vi.fn();
    renderWithProviders(
      <PicturePicker
        label="Brand picture"
        savedName={null}
        file={null}
        onChange={onChange}
        onReject={onReject}
      />,
    );
    const input = document.querySelector<HTMLInputElement>('input[type="file"]')!;
    const big = new File(['x'], 'big.png', { type: 'image/png' });
    Object.defineProperty(big, 'size', { value: 10_485_761 });
    await userEvent.upload(input, big);
    expect(onReject).toHaveBeenCalledWith('File Size should not exceed 10 MB');
    expect(onChange).not.toHaveBeenCalled();

    const fits = new File(['x'], 'fits.png', { type: 'image/png' });
    Object.defineProperty(fits, 'size', { value: 10_485_760 });
    await userEvent.upload(input, fits);
    expect(onChange).toHaveBeenCalledWith(fits);
    expect(screen.getByRole('button', { name: 'Upload brand picture' })).toBeInTheDocument();
  });
});
