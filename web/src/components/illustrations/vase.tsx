import { SvgFrame, type IllustrationProps } from './svg-frame';

/** Three ceramic accent vases of different heights on a low plinth. */
export function VasesIllustration(props: IllustrationProps) {
  return (
    <SvgFrame viewBox="0 0 240 200" {...props}>
      <rect x="20" y="172" width="200" height="14" fill="#d9d9d9" />
      <rect x="20" y="172" width="200" height="4" fill="#fff" opacity="0.6" />
      <path d="M58 60c-2 16-18 30-18 62 0 28 14 50 30 50s30-22 30-50c0-32-16-46-18-62z" fill="#a8872c" />
      <rect x="60" y="50" width="20" height="12" rx="3" fill="#8f7225" />
      <path d="M52 90c10 4 26 4 36 0" stroke="#fff" strokeOpacity="0.35" strokeWidth="3" fill="none" />
      <path
        d="M118 100c-12 8-20 22-20 40 0 18 12 32 28 32s28-14 28-32c0-18-8-32-20-40z"
        fill="#f5f5f5"
        stroke="#d9d9d9"
      />
      <rect x="118" y="88" width="16" height="14" rx="3" fill="#ebebeb" />
      <path d="M108 132h36" stroke="#1a1a1a" strokeOpacity="0.15" strokeWidth="2" />
      <path d="M172 40h20c-1 40 14 64 14 100 0 20-10 32-24 32s-24-12-24-32c0-36 15-60 14-100z" fill="#3f5078" />
      <path d="M170 70c6 2 18 2 24 0" stroke="#fff" strokeOpacity="0.3" strokeWidth="3" fill="none" />
      <path d="M182 40c-6-18-2-30 6-36M182 40c10-14 22-18 32-16" stroke="#5a8a4a" strokeWidth="2.5" fill="none" />
      <ellipse cx="214" cy="24" rx="8" ry="4" fill="#5a8a4a" transform="rotate(-20 214 24)" />
      <ellipse cx="190" cy="6" rx="4" ry="7" fill="#5a8a4a" />
    </SvgFrame>
  );
}
