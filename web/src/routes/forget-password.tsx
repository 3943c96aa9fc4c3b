import { Flex } from '@chakra-ui/react';
import { useNavigate } from 'react-router';
import { PageBanner } from '../components/ui/page-banner';
import { PageMeta } from '../components/ui/page-meta';
import { RouterLink } from '../components/ui/router-link';
import { AccountCard } from '../features/accounts/account-card';
import { RequestResetForm, type CodeRequested, type ResetCodeState } from '../features/accounts/request-reset-form';

export default function ForgetPasswordPage() {
  const navigate = useNavigate();

  async function requested({ devOtp }: CodeRequested) {
    const state: ResetCodeState = { devOtp };
    await navigate('/forget-password/new', { state });
  }

  return (
    <>
      <PageMeta title="Forget Password" description="Reset the password of your Spectrum account." />
      <PageBanner title="Forget Password" />
      <AccountCard
        title="Forgot your password?"
        intro="Enter the email address of your account and we will send you a 6-digit code to set a new password."
      >
        <RequestResetForm onRequested={requested} />
        <Flex justify="center" mt="6">
          <RouterLink to="/login" fontSize="sm" color="fg.muted" _hover={{ color: 'neutral.900' }}>
            Back to login
          </RouterLink>
        </Flex>
      </AccountCard>
    </>
  );
}
