import { Box, Button, Flex, Heading, Stack, Text } from '@chakra-ui/react';
import type { ReactNode } from 'react';

export interface NamedOption {
  id: string;
  name: string;
}

/** A titled group of the sidebar. */
export function FilterSection({ title, children }: { title: string; children: ReactNode }) {
  return (
    <Box as="section" aria-label={title}>
      <Heading as="h2" textStyle="smallCaps" fontSize="sm" layerStyle="ruledBelow" mb="4" pb="3">
        {title}
      </Heading>
      {children}
    </Box>
  );
}

interface OptionButtonProps {
  selected: boolean;
  onClick: () => void;
  trailing?: ReactNode;
  children: ReactNode;
}

/** A choice of the sidebar, pressed while it narrows the list, with its count on the right. */
function OptionButton({ selected, onClick, trailing, children }: OptionButtonProps) {
  return (
    <Button
      variant="plain"
      aria-pressed={selected}
      onClick={onClick}
      w="100%"
      h="9"
      px="0"
      justifyContent="space-between"
      fontSize="sm"
      fontWeight="normal"
      layerStyle="quietAction"
      _pressed={{ color: 'neutral.900', fontWeight: 'semibold' }}
    >
      <Text as="span" textDecoration={selected ? 'underline' : 'none'} textUnderlineOffset="4px">
        {children}
      </Text>
      {trailing !== undefined && (
        <Text as="span" color="fg.muted" fontWeight="normal">
          {trailing}
        </Text>
      )}
    </Button>
  );
}

function SelectedMark() {
  return (
    <svg
      width="14"
      height="14"
      viewBox="0 0 24 24"
      fill="none"
      stroke="white"
      strokeWidth="3"
      aria-hidden="true"
      focusable="false"
      style={{ position: 'absolute', top: '50%', left: '50%', transform: 'translate(-50%, -50%)' }}
    >
      <path d="m5 12 5 5 9-10" />
    </svg>
  );
}

interface OptionListProps {
  options: ReadonlyArray<NamedOption>;
  selectedId: string | null;
  /** What choosing an option would give, as shown; no count when left out. */
  countOf?: (id: string) => string;
  onToggle: (id: string) => void;
}

/** Categories or brands: one choice at a time, chosen again to clear it. */
export function OptionList({ options, selectedId, countOf, onToggle }: OptionListProps) {
  return (
    <Stack as="ul" listStyleType="none" gap="1">
      {options.map((option) => (
        <li key={option.id}>
          <OptionButton
            selected={selectedId === option.id}
            onClick={() => onToggle(option.id)}
            trailing={countOf?.(option.id)}
          >
            {option.name}
          </OptionButton>
        </li>
      ))}
    </Stack>
  );
}

interface ColorDotsProps {
  colors: ReadonlyArray<NamedOption & { hex: string }>;
  selectedId: string | null;
  countOf: (id: string) => string;
  onToggle: (id: string) => void;
}

/** The product colours as dots; the chosen one is ringed and ticked. */
export function ColorDots({ colors, selectedId, countOf, onToggle }: ColorDotsProps) {
  return (
    <Flex as="ul" listStyleType="none" gap="3" wrap="wrap">
      {colors.map((color) => {
        const selected = selectedId === color.id;
        return (
          <li key={color.id}>
            <Box
              asChild
              display="block"
              w="7"
              h="7"
              borderRadius="full"
              cursor="pointer"
              style={{ backgroundColor: color.hex }}
              outline={selected ? '2px solid' : '1px solid'}
              outlineColor={selected ? 'neutral.900' : 'transparent'}
              outlineOffset="3px"
              transition="outline-color 0.2s, transform 0.2s"
              _hover={{ transform: 'scale(1.1)' }}
              _focusVisible={{ outline: '2px solid', outlineColor: 'neutral.500', outlineOffset: '3px' }}
              position="relative"
            >
              <button
                type="button"
                aria-label={color.name}
                aria-pressed={selected}
                title={`${color.name} (${countOf(color.id)})`}
                onClick={() => onToggle(color.id)}
              >
                {selected && <SelectedMark />}
              </button>
            </Box>
          </li>
        );
      })}
    </Flex>
  );
}
