/** The small uppercase lettering of the main navigation. */
export const navTextStyle = {
  fontSize: 'xs',
  fontWeight: 'semibold',
  letterSpacing: '0.14em',
  textTransform: 'uppercase',
} as const;
