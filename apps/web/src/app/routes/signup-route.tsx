import SignupPage from '@/features/auth/pages/signup-page';

export default function SignupRoute() {
  return <SignupPage />;
}
