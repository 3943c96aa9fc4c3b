import type { ReactNode, SVGProps } from 'react';

export interface IllustrationProps extends Omit<SVGProps<SVGSVGElement>, 'children' | 'title'> {
  /** What the picture shows; without it the picture is decorative and hidden from screen readers. */
  title?: string;
}

interface SvgFrameProps extends IllustrationProps {
  viewBox: string;
  children: ReactNode;
}

export function SvgFrame({ title, viewBox, children, ...props }: SvgFrameProps) {
  const labelled = title ? { role: 'img', 'aria-label': title } : { 'aria-hidden': true };
  return (
    <svg
      viewBox={viewBox}
      xmlns="http://www.w3.org/2000/svg"
      width="100%"
      height="100%"
      preserveAspectRatio="xMidYMid meet"
      focusable="false"
      {...labelled}
      {...props}
    >
      {children}
    </svg>
  );
}
