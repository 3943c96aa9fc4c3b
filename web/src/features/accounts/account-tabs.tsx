import { Tabs } from '../../components/ui/themed/tabs';
import type { ReactNode } from 'react';
import { useNavigate } from 'react-router';

type AccountTab = 'login' | 'register';

const PATHS: Record<AccountTab, string> = { login: '/login', register: '/register' };

/** Login | Register: the current tab shows its form, the other one navigates to its page. */
export function AccountTabs({ current, children }: { current: AccountTab; children: ReactNode }) {
  const navigate = useNavigate();
  return (
    <Tabs.Root
      value={current}
      onValueChange={(details) => {
        const next = details.value as AccountTab;
        if (next !== current) void navigate(PATHS[next]);
      }}
      variant="line"
      fitted
    >
      <Tabs.List mb="8">
        <Tabs.Trigger
          value="login"
          fontSize="sm"
          fontWeight="semibold"
          letterSpacing="0.14em"
          textTransform="uppercase"
        >
          Login
        </Tabs.Trigger>
        <Tabs.Trigger
          value="register"
          fontSize="sm"
          fontWeight="semibold"
          letterSpacing="0.14em"
          textTransform="uppercase"
        >
          Register
        </Tabs.Trigger>
      </Tabs.List>
      <Tabs.Content value={current}>{children}</Tabs.Content>
    </Tabs.Root>
  );
}
