import { Button } from '@chakra-ui/react';
import { Suspense } from 'react';
import { ChevronDownIcon } from '../../components/ui/icons';
import { NavPanelPopover, useDeferredPanel } from './deferred-panels';
import type { NavPanelKind } from './header-panels';

interface NavPopoverProps {
  kind: NavPanelKind;
  label: string;
  /** The panel's width on wide screens. */
  width?: string;
  placement?: 'bottom-start' | 'bottom';
  myAccountPath: string;
}

/** A main-navigation entry that opens a panel of links; Chakra closes it on Escape and outside clicks. */
export function NavPopover({ kind, label, width, placement = 'bottom-start', myAccountPath }: NavPopoverProps) {
  const popover = useDeferredPanel('dialog', `${kind}-nav`);
  return (
    <>
      <Button
        variant="plain"
        textStyle="smallCaps"
        layerStyle="navEntry"
        h="20"
        px="0"
        gap="1.5"
        {...popover.triggerProps}
        onClick={() => popover.setOpen(!popover.open)}
      >
        {label}
        <ChevronDownIcon
          size={14}
          style={{ transform: popover.open ? 'rotate(180deg)' : undefined, transition: 'transform 0.2s' }}
        />
      </Button>
      {popover.mountPanel && (
        <Suspense fallback={null}>
          <NavPanelPopover
            {...popover.panelProps}
            kind={kind}
            label={label}
            width={width}
            placement={placement}
            myAccountPath={myAccountPath}
          />
        </Suspense>
      )}
    </>
  );
}
