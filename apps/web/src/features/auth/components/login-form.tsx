import { Alert, Anchor, Button, Group, PasswordInput, Stack, TextInput } from '@mantine/core';
import { useForm } from 'react-hook-form';
import { zodResolver } from '@hookform/resolvers/zod';
import { ZLoginRequest, type TLoginRequest, type TSession } from '@collably/shared/schemas/auth';
import { useLogin } from '../api/login';
import { errorMessage } from '@/lib/errors';

type Props = {
  onLoggedIn: (data: TSession, token: string) => void | Promise<void>;
  onForgotPassword: () => void;
};

export function LoginForm({ onLoggedIn, onForgotPassword }: Props) {
  const login = useLogin();
  const form = useForm<TLoginRequest>({
    resolver: zodResolver(ZLoginRequest),
    defaultValues: { Email: '', Password: '' },
  });
  const { errors } = form.formState;

  const submit = form.handleSubmit(async (values) => {
    const result = await login.mutateAsync(values).catch(() => null);
    if (result?.token) await onLoggedIn(result.data, result.token);
  });

  return (
    <form onSubmit={submit} noValidate>
      <Stack gap="sm">
        {login.error ? (
          <Alert color="red" role="alert" title="Login failed">
            {errorMessage(login.error)}
          </Alert>
        ) : null}
        <TextInput
          label="Email"
          type="email"
          autoComplete="email"
          placeholder="you@example.com"
          error={errors.Email?.message}
          {...form.register('Email')}
        />
        <PasswordInput
          label="Password"
          autoComplete="current-password"
          error={errors.Password?.message}
          {...form.register('Password')}
        />
        <Group justify="flex-end">
          <Anchor component="button" type="button" fz="sm" onClick={onForgotPassword}>
            Forgot password?
          </Anchor>
        </Group>
        <Button type="submit" fullWidth loading={login.isPending}>
          Log in
        </Button>
      </Stack>
    </form>
  );
}
