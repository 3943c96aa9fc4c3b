import { SvgFrame, type IllustrationProps } from './svg-frame';

interface SofaProps extends IllustrationProps {
  /** Upholstery colour. */
  color?: string;
  /** Cushion accent colour. */
  accent?: string;
}

/** A three-seat sofa on slim wooden legs, drawn flat with soft shading. */
export function SofaIllustration({ color = '#7888b8', accent = '#eca927', ...props }: SofaProps) {
  return (
    <SvgFrame viewBox="0 0 400 250" {...props}>
      <ellipse cx="200" cy="228" rx="178" ry="9" fill="#000" opacity="0.07" />
      <path d="M64 198h10l-4 28h-6zM326 198h10v28h-6zM110 198h8l-2 22h-6zM282 198h8v22h-6z" fill="#5b4636" />
      <rect x="52" y="64" width="296" height="108" rx="22" fill={color} />
      <rect x="52" y="64" width="296" height="108" rx="22" fill="#000" opacity="0.12" />
      <rect x="70" y="78" width="126" height="74" rx="16" fill={color} />
      <rect x="204" y="78" width="126" height="74" rx="16" fill={color} />
      <path d="M76 90c30-8 90-8 114 0" stroke="#fff" strokeOpacity="0.18" strokeWidth="3" fill="none" />
      <path d="M210 90c30-8 90-8 114 0" stroke="#fff" strokeOpacity="0.18" strokeWidth="3" fill="none" />
      <rect x="44" y="150" width="312" height="52" rx="12" fill={color} />
      <rect x="44" y="176" width="312" height="26" rx="10" fill="#000" opacity="0.14" />
      <rect x="74" y="138" width="124" height="34" rx="10" fill={color} />
      <rect x="202" y="138" width="124" height="34" rx="10" fill={color} />
      <rect x="74" y="160" width="124" height="12" rx="6" fill="#000" opacity="0.08" />
      <rect x="202" y="160" width="124" height="12" rx="6" fill="#000" opacity="0.08" />
      <rect x="20" y="112" width="62" height="92" rx="20" fill={color} />
      <rect x="318" y="112" width="62" height="92" rx="20" fill={color} />
      <rect x="20" y="112" width="62" height="92" rx="20" fill="#000" opacity="0.08" />
      <rect x="318" y="112" width="62" height="92" rx="20" fill="#000" opacity="0.08" />
      <rect x="20" y="112" width="62" height="18" rx="9" fill="#fff" opacity="0.12" />
      <rect x="318" y="112" width="62" height="18" rx="9" fill="#fff" opacity="0.12" />
      <g transform="rotate(-12 110 118)">
        <rect x="84" y="96" width="54" height="46" rx="10" fill={accent} />
        <path d="M92 119h38" stroke="#000" strokeOpacity="0.12" strokeWidth="2" />
      </g>
      <g transform="rotate(10 292 118)">
        <rect x="266" y="98" width="50" height="42" rx="10" fill="#f5f5f5" />
        <circle cx="291" cy="119" r="8" fill="#000" opacity="0.07" />
      </g>
    </SvgFrame>
  );
}
