import { Button } from '@chakra-ui/react';
import { Suspense } from 'react';
import { ChevronDownIcon } from '../../components/ui/icons';
import { MobileNavPanel, useDeferredPanel } from './deferred-panels';

/** The main navigation on phones: a drawer from the top, closed by Escape, the backdrop or a link. */
export function MobileNavDrawer({ myAccountPath }: { myAccountPath: string }) {
  const drawer = useDeferredPanel('dialog');
  return (
    <>
      <Button
        display={{ base: 'inline-flex', md: 'none' }}
        variant="ghost"
        size="sm"
        px="2"
        {...drawer.triggerProps}
        onClick={() => drawer.setOpen(!drawer.open)}
      >
        Menu
        <ChevronDownIcon size={14} style={{ transform: drawer.open ? 'rotate(180deg)' : undefined }} />
      </Button>
      {drawer.mountPanel && (
        <Suspense fallback={null}>
          <MobileNavPanel {...drawer.panelProps} myAccountPath={myAccountPath} />
        </Suspense>
      )}
    </>
  );
}
