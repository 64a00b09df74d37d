import { useState } from 'react';
import { Alert, Anchor, Button, Checkbox, PasswordInput, Stack, TextInput } from '@mantine/core';
import { useForm } from 'react-hook-form';
import { AccountMessages } from '@collably/shared/messages/account';
import { zodResolver } from '@hookform/resolvers/zod';
import { Link } from 'react-router';
import { Role } from '@collably/shared/constants/roles';
import { ZRegisterRequest, type TRegisterRequest } from '@collably/shared/schemas/auth';
import { useRegister } from '../api/register';
import { errorMessage } from '@/lib/errors';

type Props = {
  as: 'b' | 'i';
  /**
   * Every sign-up (brand or influencer) confirms the e-mailed OTP before it is signed in; the auth id
   * follows the message's first 8 characters. The answer is the same whether or not the address already
   * has an account, so the form never says which.
   */
  onOtpRequired: (otpAuthId: string, email: string) => void;
};

export function RegisterForm({ as, onOtpRequired }: Props) {
  const isInfluencer = as === 'i';
  const [hasFollowers, setHasFollowers] = useState(false);
  const [acceptsTerms, setAcceptsTerms] = useState(false);
  const registration = useRegister();
  const form = useForm<TRegisterRequest>({
    resolver: zodResolver(ZRegisterRequest),
    defaultValues: {
      Name: '',
      UserName: isInfluencer ? '' : null,
      Email: '',
      Password: '',
      RoleId: isInfluencer ? Role.Influencer : Role.Brand,
    },
  });
  const { errors } = form.formState;
  const [consentError, setConsentError] = useState<string | null>(null);

  const submit = form.handleSubmit(
    async (values) => {
      // A brand's form keeps Register enabled (spec §5); its missing consent is told like a field's error.
      if (!acceptsTerms) {
        setConsentError(AccountMessages.privacyConsentRequired);
        return;
      }
      const result = await registration.mutateAsync({ ...values, AcceptedPrivacy: true }).catch(() => null);
      if (!result) return;
      onOtpRequired(result.message.substring(8), values.Email.trim());
    },
    () => {
      if (!acceptsTerms) setConsentError(AccountMessages.privacyConsentRequired);
    },
  );

  const canRegister = !registration.isPending && (!isInfluencer || (hasFollowers && acceptsTerms));

  return (
    <form onSubmit={submit} noValidate>
      <Stack gap="sm">
        {registration.error ? (
          <Alert color="red" role="alert" title="Registration failed">
            {errorMessage(registration.error)}
          </Alert>
        ) : null}
        <TextInput
          label="Name"
          placeholder={isInfluencer ? 'Your full name' : 'Brand name'}
          autoComplete="name"
          error={errors.Name?.message}
          {...form.register('Name')}
        />
        {isInfluencer ? (
          <TextInput
            label="User Name"
            placeholder="e.g. riya.styles"
            description="Small letters, numbers, _ and . only. It becomes your profile link."
            autoComplete="username"
            error={errors.UserName?.message}
            {...form.register('UserName')}
          />
        ) : null}
        <TextInput
          label="Email"
          type="email"
          placeholder="you@example.com"
          autoComplete="email"
          error={errors.Email?.message}
          {...form.register('Email')}
        />
        <PasswordInput
          label="Password"
          placeholder="8 to 20 characters"
          autoComplete="new-password"
          error={errors.Password?.message}
          {...form.register('Password')}
        />
        {isInfluencer ? (
          <Checkbox
            label="I have more than 5k followers."
            checked={hasFollowers}
            onChange={(e) => setHasFollowers(e.currentTarget.checked)}
          />
        ) : null}
        <Checkbox
          checked={acceptsTerms}
          onChange={(e) => {
            setAcceptsTerms(e.currentTarget.checked);
            setConsentError(null);
          }}
          error={consentError}
          label={
            <>
              Accept all the terms of use & privacy policy.{' '}
              <Anchor component={Link} to="/privacy-policy" target="_blank" fz="xs">
                Privacy policy
              </Anchor>{' '}
              ·{' '}
              <Anchor component={Link} to="/terms-conditions" target="_blank" fz="xs">
                Terms
              </Anchor>{' '}
              ·{' '}
              {/* Issue 36: the sign-up accepts each text of the role (the server records which versions). */}
              {isInfluencer ? (
                <Anchor component={Link} to="/influencer-agreement" target="_blank" fz="xs">
                  Influencer agreement
                </Anchor>
              ) : (
                <Anchor component={Link} to="/refund-policy" target="_blank" fz="xs">
                  Refund policy
                </Anchor>
              )}
            </>
          }
        />
        <Button type="submit" fullWidth disabled={!canRegister} loading={registration.isPending} mt="xs">
          Register
        </Button>
      </Stack>
    </form>
  );
}
