import { defineLayerStyles, defineTextStyles } from '@chakra-ui/react';

/*
 * The store's repeated looks, named once: pages ask for `textStyle="smallCaps"` or `layerStyle="listRow"`
 * instead of spelling out the same four or five style props.
 */

export const storeTextStyles = defineTextStyles({
  /** The small uppercase lettering of the navigation, tabs and section labels. */
  smallCaps: {
    value: { fontSize: 'xs', fontWeight: 'semibold', letterSpacing: '0.14em', textTransform: 'uppercase' },
  },
  /** The widely spaced line above a page's or a section's heading. */
  eyebrow: {
    value: { fontSize: 'xs', letterSpacing: '0.2em', textTransform: 'uppercase', color: 'fg.muted' },
  },
});

export const storeLayerStyles = defineLayerStyles({
  /** A hairline frame: a panel, a chip, a card. */
  framed: { value: { borderWidth: '1px', borderColor: 'border' } },
  /** A hairline under a block: a row of a list, a bar above a list. */
  ruledBelow: { value: { borderBottomWidth: '1px', borderColor: 'border' } },
  /** A hairline above a block: the footer, a closing bar. */
  ruledAbove: { value: { borderTopWidth: '1px', borderColor: 'border' } },
  /** A hairline above and below a block. */
  ruled: { value: { borderTopWidth: '1px', borderBottomWidth: '1px', borderColor: 'border' } },
  /** A row of a list of lines: ruled below, but for the last. */
  listRow: {
    value: { paddingBlock: '4', borderBottomWidth: '1px', borderColor: 'border', _last: { borderBottomWidth: '0' } },
  },
  /** Muted text that darkens under the pointer: plain buttons and secondary links. */
  quietAction: { value: { color: 'neutral.600', _hover: { color: 'neutral.900' } } },
  /** Dark text that lightens under the pointer: the main navigation's entries. */
  navEntry: { value: { color: 'neutral.900', _hover: { color: 'neutral.600' } } },
  /** A square photo frame on a pale ground. */
  photoFrame: { value: { bg: 'neutral.100', borderWidth: '1px', borderColor: 'border', overflow: 'hidden' } },
});
