import { Button, Stack } from '@chakra-ui/react';
import { RouterLink } from '../../components/ui/router-link';
import { useSession } from '../../features/auth/use-session';
import { isSignedIn } from '../../lib/session';
import { UnreadCount } from '../../components/ui/unread-count';
import { accountLinksFor, type AccountLink } from './account-links';
import { useUnread } from './user-menu-items';

const linkStyle = { textStyle: 'smallCaps', display: 'flex', alignItems: 'center', gap: '2' } as const;

interface MobileAccountLinksProps {
  onNavigate: () => void;
  onLogoutAsked: () => void;
}

function DrawerLink({ link, onNavigate }: { link: AccountLink; onNavigate: () => void }) {
  const { unread, settled } = useUnread(link.unread);
  return (
    <RouterLink to={link.to} onClick={onNavigate} aria-busy={!settled || undefined} {...linkStyle}>
      {link.label}
      <UnreadCount count={unread} ml="auto" />
    </RouterLink>
  );
}

/** The user menu's entries (account-links.ts) as they show in the phone drawer, then Logout when signed in. */
export function MobileAccountLinks({ onNavigate, onLogoutAsked }: MobileAccountLinksProps) {
  const session = useSession();
  return (
    <Stack gap="5">
      {accountLinksFor(session).map((link) => (
        <DrawerLink key={link.value} link={link} onNavigate={onNavigate} />
      ))}
      {isSignedIn(session) && (
        <Button variant="plain" onClick={onLogoutAsked} {...linkStyle} h="auto" p="0" justifyContent="flex-start">
          Logout
        </Button>
      )}
    </Stack>
  );
}
