import { SvgFrame, type IllustrationProps } from './svg-frame';

interface ArmchairProps extends IllustrationProps {
  color?: string;
}

/** A lounge armchair with a rounded back on a wooden frame. */
export function ArmchairIllustration({ color = '#a8872c', ...props }: ArmchairProps) {
  return (
    <SvgFrame viewBox="0 0 240 250" {...props}>
      <ellipse cx="120" cy="230" rx="96" ry="8" fill="#000" opacity="0.07" />
      <path d="M52 186 42 228h8l12-40zM188 186l10 42h-8l-12-40z" fill="#5b4636" />
      <path d="M68 186 64 222h7l6-36zM172 186l4 36h-7l-6-36z" fill="#4a3a2d" />
      <path d="M50 50c0-22 18-34 70-34s70 12 70 34v96H50z" fill={color} />
      <path d="M50 50c0-22 18-34 70-34s70 12 70 34v96H50z" fill="#000" opacity="0.1" />
      <path d="M66 60c0-16 14-26 54-26s54 10 54 26v80H66z" fill={color} />
      <path d="M78 52c20-8 64-8 84 0" stroke="#fff" strokeOpacity="0.2" strokeWidth="3" fill="none" />
      <rect x="56" y="132" width="128" height="34" rx="12" fill={color} />
      <rect x="46" y="160" width="148" height="30" rx="10" fill={color} />
      <rect x="46" y="174" width="148" height="16" rx="8" fill="#000" opacity="0.14" />
      <rect x="30" y="104" width="40" height="86" rx="16" fill={color} />
      <rect x="170" y="104" width="40" height="86" rx="16" fill={color} />
      <rect x="30" y="104" width="40" height="86" rx="16" fill="#000" opacity="0.08" />
      <rect x="170" y="104" width="40" height="86" rx="16" fill="#000" opacity="0.08" />
    </SvgFrame>
  );
}
