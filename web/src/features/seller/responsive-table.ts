import type { SystemStyleObject } from '@chakra-ui/react';

/*
 * The seller tables are real tables from the md breakpoint up; on a phone each row becomes a card
 * whose cells are labelled by their column (data-label), so nothing scrolls sideways.
 */
export const stackedTable = {
  root: { display: { base: 'block', md: 'table' }, width: '100%' },
  // Visually hidden on a phone but still read out: each cell also shows its column name there.
  header: {
    display: 'table-header-group',
    position: { base: 'absolute', md: 'static' },
    width: { base: '1px', md: 'auto' },
    height: { base: '1px', md: 'auto' },
    overflow: { base: 'hidden', md: 'visible' },
    clipPath: { base: 'inset(50%)', md: 'none' },
    whiteSpace: { base: 'nowrap', md: 'normal' },
  },
  body: { display: { base: 'block', md: 'table-row-group' } },
  row: {
    display: { base: 'block', md: 'table-row' },
    borderWidth: { base: '1px', md: '0' },
    borderColor: 'border',
    mb: { base: '4', md: '0' },
    px: { base: '4', md: '0' },
    py: { base: '2', md: '0' },
  },
  cell: {
    display: { base: 'flex', md: 'table-cell' },
    justifyContent: 'space-between',
    alignItems: 'center',
    gap: '4',
    textAlign: { base: 'right', md: 'start' },
    px: { base: '0', md: '4' },
    py: { base: '2.5', md: '4' },
    borderBottomWidth: { base: '0', md: '1px' },
    verticalAlign: 'middle',
    _before: {
      content: { base: 'attr(data-label)', md: 'none' },
      fontSize: 'xs',
      letterSpacing: '0.12em',
      textTransform: 'uppercase',
      color: 'fg.muted',
      textAlign: 'left',
      flexShrink: '0',
    },
  },
  /** The first cell (the product) heads the card on a phone, so it carries no column label there. */
  leadCell: {
    justifyContent: 'flex-start',
    textAlign: 'start',
    pb: { base: '3', md: '4' },
    mb: { base: '1', md: '0' },
    borderBottomWidth: '1px',
    _before: { content: 'none' },
  },
  /** A cell with nothing in it (no actions left) takes no room in a phone card. */
  emptyCell: { display: { base: 'none', md: 'table-cell' } },
  columnHeader: {
    fontSize: 'xs',
    letterSpacing: '0.12em',
    textTransform: 'uppercase',
    color: 'fg.muted',
    fontWeight: 'semibold',
    px: '4',
    py: '3',
    bg: 'neutral.100',
    borderBottomWidth: '0',
  },
} satisfies Record<string, SystemStyleObject>;
