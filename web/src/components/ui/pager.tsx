import { Button, HStack, Text } from '@chakra-ui/react';
import type { ReactNode } from 'react';
import { ChevronLeftIcon, ChevronRightIcon } from './icons';

export interface PagerLabels {
  /** The navigation landmark's name. */
  navigation: string;
  /** The buttons' accessible names; when left out, their visible text ("Prev", "Next") names them. */
  previous?: string;
  next?: string;
}

/** Where the page on screen stands among all pages: any list page's `pageInfo` (`PageInfoFields`). */
export interface PagePosition {
  page: number;
  totalPage: number;
  /** False when `totalPage` is a lower bound (a search matching more than the store counts). */
  totalExact?: boolean;
  hasPrev: boolean;
  hasNext: boolean;
}

interface PagerProps {
  position: PagePosition;
  onPage: (page: number) => void;
  labels?: PagerLabels;
  /**
   * `sentence` says "Showing page X of Y" beside the buttons; `compact` puts "X / Y" between them, for a
   * page that already says which page it shows elsewhere (screen readers skip the compact count).
   */
  count?: 'sentence' | 'compact';
}

const DEFAULT_LABELS: PagerLabels = { navigation: 'Pagination' };

/**
 * Previous and next buttons around the page count. At either end the button stays focusable but is
 * marked aria-disabled and greyed out: focus stays put after the last "Next", and keyboard users still
 * hear where they are.
 */
export function Pager({
  position: { page, totalPage, totalExact = true, hasPrev, hasNext },
  onPage,
  labels = DEFAULT_LABELS,
  count = 'compact',
}: PagerProps) {
  const total = `${totalPage}${totalExact ? '' : '+'}`;
  const previous = (
    <PagerButton label={labels.previous} disabled={!hasPrev} onClick={() => onPage(page - 1)}>
      <ChevronLeftIcon size={16} />
      Prev
    </PagerButton>
  );
  const next = (
    <PagerButton label={labels.next} disabled={!hasNext} onClick={() => onPage(page + 1)}>
      Next
      <ChevronRightIcon size={16} />
    </PagerButton>
  );

  if (count === 'sentence') {
    return (
      <HStack as="nav" aria-label={labels.navigation} justify="space-between" gap="4" wrap="wrap">
        <Text fontSize="sm" color="fg.muted" aria-live="polite">
          Showing page {page} of {total}
        </Text>
        <HStack gap="2">
          {previous}
          {next}
        </HStack>
      </HStack>
    );
  }

  return (
    <HStack as="nav" aria-label={labels.navigation} justify="center" gap="4">
      {previous}
      <Text fontSize="sm" color="fg.muted" minW="16" textAlign="center" aria-hidden="true">
        {page} / {total}
      </Text>
      {next}
    </HStack>
  );
}

interface PagerButtonProps {
  label: string | undefined;
  disabled: boolean;
  onClick: () => void;
  children: ReactNode;
}

function PagerButton({ label, disabled, onClick, children }: PagerButtonProps) {
  return (
    <Button
      variant="outline"
      size="sm"
      aria-label={label}
      aria-disabled={disabled}
      onClick={() => {
        if (!disabled) onClick();
      }}
      opacity={disabled ? 0.35 : 1}
      cursor={disabled ? 'not-allowed' : 'pointer'}
      _hover={disabled ? { bg: 'transparent', color: 'neutral.900' } : undefined}
    >
      {children}
    </Button>
  );
}
