import { describe, expect, it, vi, afterEach } from 'vitest';
import { screen, waitFor } from '@testing-library/react';
import userEvent from '@testing-library/user-event';
import { renderWithProviders } from '@/test/render';
import { RegisterForm } from './register-form';

const noop = () => {};

describe('RegisterForm', () => {
  afterEach(() => vi.unstubAllGlobals());

  it('shows the spec messages for an empty brand form', async () => {
    renderWithProviders(<RegisterForm as="b" onOtpRequired={noop} />);
    await userEvent.click(screen.getByRole('button', { name: 'Register' }));
    expect(await screen.findByText('Name is Required')).toBeInTheDocument();
    expect(screen.getByText('Email is Required')).toBeInTheDocument();
    expect(screen.getByText('Password is Required')).toBeInTheDocument();
    expect(screen.queryByLabelText('User Name')).not.toBeInTheDocument();
    expect(screen.getByText('Please accept the Privacy Policy to sign up')).toBeInTheDocument();
  });

  it('keeps Register disabled until an influencer ticks both boxes', async () => {
    renderWithProviders(<RegisterForm as="i" onOtpRequired={noop} />);
    const button = screen.getByRole('button', { name: 'Register' });
    expect(button).toBeDisabled();
    await userEvent.click(screen.getByLabelText('I have more than 5k followers.'));
    expect(button).toBeDisabled();
    await userEvent.click(screen.getByLabelText(/Accept all the terms of use/));
    expect(button).toBeEnabled();
  });

  it('checks the user name, e-mail and password rules', async () => {
    renderWithProviders(<RegisterForm as="i" onOtpRequired={noop} />);
    await userEvent.type(screen.getByLabelText('Name', { exact: true }), 'Riya');
    await userEvent.type(screen.getByLabelText('User Name'), 'Riya K');
    await userEvent.type(screen.getByLabelText('Email'), 'riya@');
    await userEvent.type(screen.getByLabelText('Password'), 'x'.repeat(21));
    await userEvent.click(screen.getByLabelText('I have more than 5k followers.'));
    await userEvent.click(screen.getByLabelText(/Accept all the terms of use/));
    await userEvent.click(screen.getByRole('button', { name: 'Register' }));
    expect(await screen.findByText('Only Small Case, Numbers, Underscore(_) and Dot(.)')).toBeInTheDocument();
    expect(screen.getByText('Email is not Valid')).toBeInTheDocument();
    expect(screen.getByText('Password maximum length is 20')).toBeInTheDocument();
  });

  it('refuses a name with a text-direction character, with the server message', async () => {
    renderWithProviders(<RegisterForm as="b" onOtpRequired={noop} />);
    await userEvent.type(screen.getByLabelText('Name', { exact: true }), 'Riya\u202Egnp.exe');
    await userEvent.click(screen.getByRole('button', { name: 'Register' }));
    expect(
      await screen.findByText('Text must not contain control or text-direction characters'),
    ).toBeInTheDocument();
  });

  it('opens the OTP step with the auth id taken after the first 8 characters of the message', async () => {
    const fetchMock = vi.fn(
      async () =>
        new Response(
          JSON.stringify({ isSuccess: true, message: 'OTP sentabc-123', data: { otpAuthId: 'abc-123' } }),
          {
            status: 200,
            headers: { 'Content-Type': 'application/json' },
          },
        ),
    );
    vi.stubGlobal('fetch', fetchMock);
    const onOtpRequired = vi.fn();
    renderWithProviders(<RegisterForm as="i" onOtpRequired={onOtpRequired} />);
    await userEvent.type(screen.getByLabelText('Name', { exact: true }), 'Riya');
    await userEvent.type(screen.getByLabelText('User Name'), 'riya.k');
    await userEvent.type(screen.getByLabelText('Email'), 'riya@example.com');
    await userEvent.type(screen.getByLabelText('Password'), 'Secret123');
    await userEvent.click(screen.getByLabelText('I have more than 5k followers.'));
    await userEvent.click(screen.getByLabelText(/Accept all the terms of use/));
    await userEvent.click(screen.getByRole('button', { name: 'Register' }));
    await waitFor(() => expect(onOtpRequired).toHaveBeenCalledWith('abc-123', 'riya@example.com'));
    const body = JSON.parse((fetchMock.mock.calls[0] as unknown as [string, RequestInit])[1].body as string);
    expect(body).toEqual({
      Name: 'Riya',
      UserName: 'riya.k',
      Email: 'riya@example.com',
      Password: 'Secret123',
      RoleId: 1,
      AcceptedPrivacy: true,
    });
  });

  it('sends a brand to the OTP step too, never signing it in from the sign-up answer', async () => {
    const fetchMock = vi.fn(
      async () =>
        new Response(
          JSON.stringify({ isSuccess: true, message: 'OTP sentdef-456', data: { otpAuthId: 'def-456' } }),
          { status: 200, headers: { 'Content-Type': 'application/json' } },
        ),
    );
    vi.stubGlobal('fetch', fetchMock);
    const onOtpRequired = vi.fn();
    renderWithProviders(<RegisterForm as="b" onOtpRequired={onOtpRequired} />);
    await userEvent.type(screen.getByLabelText('Name', { exact: true }), 'Masala Box');
    await userEvent.type(screen.getByLabelText('Email'), ' Masala@Example.com');
    await userEvent.type(screen.getByLabelText('Password'), 'Masala@123');
    await userEvent.click(screen.getByLabelText(/Accept all the terms of use/));
    await userEvent.click(screen.getByRole('button', { name: 'Register' }));
    await waitFor(() => expect(onOtpRequired).toHaveBeenCalledWith('def-456', 'Masala@Example.com'));
    const body = JSON.parse((fetchMock.mock.calls[0] as unknown as [string, RequestInit])[1].body as string);
    expect(body).toMatchObject({ Name: 'Masala Box', RoleId: 2, AcceptedPrivacy: true });
    expect(localStorage.getItem('token')).toBeNull();
  });
});
