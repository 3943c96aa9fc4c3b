import { VisuallyHidden } from '@chakra-ui/react';
import { useTitle } from '../hooks/use-title';

/** The notification page shows only the header and the footer. */
export default function NotificationPage() {
  useTitle('Notification');
  return (
    <VisuallyHidden>
      <h1>Notification</h1>
    </VisuallyHidden>
  );
}
