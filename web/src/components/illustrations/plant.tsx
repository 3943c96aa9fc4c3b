import { SvgFrame, type IllustrationProps } from './svg-frame';

/** A leafy plant in a round ceramic pot. */
export function PlantIllustration(props: IllustrationProps) {
  return (
    <SvgFrame viewBox="0 0 120 220" {...props}>
      <g fill="#5a8a4a">
        <path d="M60 130C40 100 22 90 8 92c8 18 26 34 52 38z" />
        <path d="M60 130c20-30 38-40 52-38-8 18-26 34-52 38z" opacity="0.85" />
        <path d="M60 120C48 80 34 58 22 50c0 26 14 52 38 70z" opacity="0.9" />
        <path d="M60 120c12-40 26-62 38-70 0 26-14 52-38 70z" />
        <path d="M60 112C58 70 62 36 70 12c10 30 4 70-10 100z" opacity="0.8" />
      </g>
      <path d="M60 132V60" stroke="#44703a" strokeWidth="2" />
      <path d="M30 132h60l-8 74c-1 6-6 10-12 10H50c-6 0-11-4-12-10z" fill="#f5f5f5" stroke="#d9d9d9" />
      <path d="M32 150h56" stroke="#1a1a1a" strokeOpacity="0.1" strokeWidth="2" />
    </SvgFrame>
  );
}
