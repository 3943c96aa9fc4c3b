import { SvgFrame, type IllustrationProps } from './svg-frame';

interface AvatarProps extends IllustrationProps {
  /** Background tone. */
  tone?: string;
  /** Hair colour. */
  hair?: string;
}

/** A simple head-and-shoulders portrait used for testimonials, comments and chat contacts. */
export function AvatarIllustration({ tone = '#ebebeb', hair = '#443d35', ...props }: AvatarProps) {
  return (
    <SvgFrame viewBox="0 0 80 80" {...props}>
      <circle cx="40" cy="40" r="40" fill={tone} />
      <path d="M14 74c4-16 14-22 26-22s22 6 26 22a40 40 0 0 1-52 0z" fill="#1a1a1a" opacity="0.85" />
      <circle cx="40" cy="34" r="14" fill="#e8c9a8" />
      <path d="M26 32c0-10 6-16 14-16s15 6 14 16c-4-6-10-8-14-8s-10 2-14 8z" fill={hair} />
    </SvgFrame>
  );
}
