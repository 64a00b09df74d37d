import { describe, expect, it } from 'vitest';
import { screen } from '@testing-library/react';
import { renderWithProviders } from '@/test/render';
import { OtpDialog } from './otp-dialog';

const noop = () => {};

describe('OtpDialog', () => {
  it('says which address the code went to', async () => {
    renderWithProviders(
      <OtpDialog otpAuthId="abc-123" email="masala@example.com" onVerified={noop} onClose={noop} />,
    );
    expect(await screen.findByText('We sent a code to masala@example.com')).toBeInTheDocument();
    expect(screen.getByText('Please enter OTP sent to your email')).toBeInTheDocument();
  });
});
