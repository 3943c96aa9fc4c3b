import type { SystemStyleObject } from '@chakra-ui/react';

/** The width from which a stacked table is a real table. */
type TableBreakpoint = 'md' | 'lg';

/**
 * The seller tables are real tables from `from` up; below it each row becomes a card whose cells are labelled by
 * their column (data-label), so nothing scrolls sideways.
 */
function stackedTableFrom(from: TableBreakpoint) {
  /** `narrow` on a card, `wide` in the table. */
  const at = <Value extends string>(narrow: Value, wide: Value) => ({ base: narrow, [from]: wide });
  return {
    root: { display: at('block', 'table'), width: '100%' },
    // Visually hidden on a card but still read out: each cell also shows its column name there.
    header: {
      display: 'table-header-group',
      position: at('absolute', 'static'),
      width: at('1px', 'auto'),
      height: at('1px', 'auto'),
      overflow: at('hidden', 'visible'),
      clipPath: at('inset(50%)', 'none'),
      whiteSpace: at('nowrap', 'normal'),
    },
    body: { display: at('block', 'table-row-group') },
    row: {
      display: at('block', 'table-row'),
      borderWidth: at('1px', '0'),
      borderColor: 'border',
      mb: at('4', '0'),
      px: at('4', '0'),
      py: at('2', '0'),
    },
    cell: {
      display: at('flex', 'table-cell'),
      justifyContent: 'space-between',
      alignItems: 'center',
      gap: '4',
      textAlign: at('right', 'start'),
      px: at('0', '4'),
      py: at('2.5', '4'),
      borderBottomWidth: at('0', '1px'),
      verticalAlign: 'middle',
      _before: {
        content: at('attr(data-label)', 'none'),
        fontSize: 'xs',
        letterSpacing: '0.12em',
        textTransform: 'uppercase',
        color: 'fg.muted',
        textAlign: 'left',
        flexShrink: '0',
      },
    },
    /** The first cell (the product) heads the card, so it carries no column label there. */
    leadCell: {
      justifyContent: 'flex-start',
      textAlign: 'start',
      pb: at('3', '4'),
      mb: at('1', '0'),
      borderBottomWidth: '1px',
      _before: { content: 'none' },
    },
    /** A cell with nothing in it (no actions left) takes no room in a card. */
    emptyCell: { display: at('none', 'table-cell') },
    /** A column's heading, on one line. */
    columnHeader: {
      fontSize: 'xs',
      letterSpacing: '0.12em',
      textTransform: 'uppercase',
      color: 'fg.muted',
      fontWeight: 'semibold',
      whiteSpace: 'nowrap',
      px: '4',
      py: '3',
      bg: 'neutral.100',
      borderBottomWidth: '0',
    },
  } satisfies Record<string, SystemStyleObject>;
}

/** A table of a few columns, such as the seller's products: a table from a tablet's width up. */
export const stackedTable = stackedTableFrom('md');

/** The seller's orders have six columns, too many for a tablet: cards up to the lg width, a table from there. */
export const wideStackedTable = stackedTableFrom('lg');
