import { Button, Popover } from '@chakra-ui/react';
import { useState, type ReactNode } from 'react';
import { ChevronDownIcon } from '../../components/ui/icons';

export const navTextStyle = {
  fontSize: 'xs',
  fontWeight: 'semibold',
  letterSpacing: '0.14em',
  textTransform: 'uppercase',
} as const;

interface NavPopoverProps {
  label: string;
  /** The panel's width on wide screens. */
  width?: string;
  placement?: 'bottom-start' | 'bottom';
  children: (close: () => void) => ReactNode;
}

/** A main-navigation entry that opens a panel of links; Chakra closes it on Escape and outside clicks. */
export function NavPopover({ label, width, placement = 'bottom-start', children }: NavPopoverProps) {
  const [open, setOpen] = useState(false);
  return (
    <Popover.Root
      open={open}
      onOpenChange={(details) => setOpen(details.open)}
      lazyMount
      unmountOnExit
      positioning={{ placement, gutter: 0 }}
    >
      <Popover.Trigger asChild>
        <Button
          variant="plain"
          h="20"
          px="0"
          gap="1.5"
          color="neutral.900"
          _hover={{ color: 'neutral.600' }}
          {...navTextStyle}
        >
          {label}
          <ChevronDownIcon
            size={14}
            style={{ transform: open ? 'rotate(180deg)' : undefined, transition: 'transform 0.2s' }}
          />
        </Button>
      </Popover.Trigger>
      <Popover.Positioner>
        <Popover.Content
          aria-label={label}
          w={width}
          minW="56"
          maxW="none"
          borderRadius="0"
          borderWidth="1px"
          borderColor="border"
          boxShadow="0 16px 32px rgba(0,0,0,0.08)"
        >
          <Popover.Body p="6">{children(() => setOpen(false))}</Popover.Body>
        </Popover.Content>
      </Popover.Positioner>
    </Popover.Root>
  );
}
