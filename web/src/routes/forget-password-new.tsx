import { Button, Flex, Stack, Text } from '@chakra-ui/react';
import { useState } from 'react';
import { useLocation, useNavigate } from 'react-router';
import { Notice } from '../components/ui/notice';
import { PageBanner } from '../components/ui/page-banner';
import { PageMeta } from '../components/ui/page-meta';
import { RouterLink } from '../components/ui/router-link';
import { AccountCard } from '../features/accounts/account-card';
import type { ResetCodeState } from '../features/accounts/request-reset-form';
import { readResetEmail } from '../features/accounts/reset-email';
import { ResetPasswordForm } from '../features/accounts/reset-password-form';

function devOtpFrom(state: unknown): string | null {
  const devOtp = (state as Partial<ResetCodeState> | null)?.devOtp;
  return typeof devOtp === 'string' && devOtp ? devOtp : null;
}

export default function NewPasswordPage() {
  const navigate = useNavigate();
  const location = useLocation();
  const [email] = useState(readResetEmail);
  const devOtp = devOtpFrom(location.state);

  return (
    <>
      <PageMeta title="New Password" description="Choose a new password for your Spectrum account." />
      <PageBanner title="Reset Password" />
      {email ? (
        <AccountCard
          title="Set a new password"
          intro={
            <>
              We sent a code to <strong>{email}</strong>. Enter it with your new password.{' '}
              <RouterLink to="/forget-password" textDecoration="underline">
                Use another email
              </RouterLink>
            </>
          }
        >
          <Stack gap="6">
            {devOtp ? (
              <Notice tone="info" fontSize="xs">
                Development mode: your code is <strong>{devOtp}</strong>
              </Notice>
            ) : null}
            <ResetPasswordForm email={email} onReset={() => navigate('/login')} />
          </Stack>
        </AccountCard>
      ) : (
        <AccountCard title="Ask for a code first" intro="We need your email address before you can set a new password.">
          <Flex>
            <Button asChild size="lg" w="full">
              <RouterLink to="/forget-password">Get a code</RouterLink>
            </Button>
          </Flex>
          <Text mt="4" fontSize="sm" color="fg.muted" textAlign="center">
            <RouterLink to="/login">Back to login</RouterLink>
          </Text>
        </AccountCard>
      )}
    </>
  );
}
