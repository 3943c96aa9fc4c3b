import { MESSAGES } from '@spectrum/shared/messages';
import { ConfirmDialog } from '../../components/ui/confirm-dialog';
import { useLogout } from '../../features/auth/use-logout';

/** Loaded on demand: the dialog machinery is not needed until someone asks to log out. */
export default function LogoutDialog({ onClose }: { onClose: () => void }) {
  const logout = useLogout();
  return (
    <ConfirmDialog
      open
      message={MESSAGES.logoutConfirm}
      confirmLabel="Yes"
      cancelLabel="Close"
      onClose={onClose}
      onConfirm={async () => {
        await logout();
        onClose();
      }}
    />
  );
}
