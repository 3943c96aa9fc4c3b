import type { ReactNode, SVGProps } from 'react';

type IconProps = Omit<SVGProps<SVGSVGElement>, 'children'> & { size?: number | string };

function strokeIcon(paths: ReactNode) {
  return function Icon({ size = 20, ...props }: IconProps) {
    return (
      <svg
        width={size}
        height={size}
        viewBox="0 0 24 24"
        fill="none"
        stroke="currentColor"
        strokeWidth={1.6}
        strokeLinecap="square"
        aria-hidden="true"
        focusable="false"
        // A click lands on the button, never on its icon: a button that swaps its icon when clicked (Search and
        // its close cross) would otherwise remove the click's target, and Zag, which checks a click outside a
        // menu a frame later, ignores a target no longer in the page, so the user menu stayed open.
        pointerEvents="none"
        {...props}
      >
        {paths}
      </svg>
    );
  };
}

export const SearchIcon = strokeIcon(
  <>
    <circle cx="10.5" cy="10.5" r="6.5" />
    <path d="M15.5 15.5 21 21" />
  </>,
);
export const MenuIcon = strokeIcon(<path d="M3 6h18M3 12h18M3 18h18" />);
export const BagIcon = strokeIcon(<path d="M5 8h14l-1 13H6L5 8ZM9 8V6a3 3 0 0 1 6 0v2" />);
export const CloseIcon = strokeIcon(<path d="M5 5l14 14M19 5 5 19" />);
export const ChevronDownIcon = strokeIcon(<path d="m6 9 6 6 6-6" />);
export const ChevronLeftIcon = strokeIcon(<path d="m15 6-6 6 6 6" />);
export const ChevronRightIcon = strokeIcon(<path d="m9 6 6 6-6 6" />);
export const ArrowDownIcon = strokeIcon(<path d="M12 4v16M6 14l6 6 6-6" />);
export const ArrowRightIcon = strokeIcon(<path d="M4 12h16M14 6l6 6-6 6" />);
export const MailIcon = strokeIcon(
  <>
    <rect x="3" y="5" width="18" height="14" />
    <path d="m3 6 9 7 9-7" />
  </>,
);
export const PhoneIcon = strokeIcon(
  <path d="M5 3h4l2 5-2.5 1.5a11 11 0 0 0 6 6L16 13l5 2v4a2 2 0 0 1-2 2A16 16 0 0 1 3 5a2 2 0 0 1 2-2Z" />,
);
export const ClockIcon = strokeIcon(
  <>
    <circle cx="12" cy="12" r="9" />
    <path d="M12 7v5l3 2" />
  </>,
);
export const SendIcon = strokeIcon(<path d="M3 11 21 3l-8 18-2-8-8-2Z" />);
export const StarIcon = ({ size = 16, filled = true, ...props }: IconProps & { filled?: boolean }) => (
  <svg width={size} height={size} viewBox="0 0 24 24" aria-hidden="true" focusable="false" {...props}>
    <path
      d="m12 2.8 2.8 6 6.5.7-4.9 4.4 1.4 6.4L12 17l-5.8 3.3 1.4-6.4-4.9-4.4 6.5-.7Z"
      fill={filled ? 'currentColor' : 'none'}
      stroke="currentColor"
      strokeWidth={1.4}
    />
  </svg>
);
export const MinusIcon = strokeIcon(<path d="M5 12h14" />);
export const PlusIcon = strokeIcon(<path d="M12 5v14M5 12h14" />);
export const TrashIcon = strokeIcon(<path d="M4 7h16M10 11v6M14 11v6M6 7l1 13h10l1-13M9 7V4h6v3" />);
export const EyeIcon = strokeIcon(
  <>
    <path d="M2 12s3.6-7 10-7 10 7 10 7-3.6 7-10 7S2 12 2 12Z" />
    <circle cx="12" cy="12" r="3" />
  </>,
);
export const EyeOffIcon = strokeIcon(
  <>
    <path d="M10.6 5.1A10.8 10.8 0 0 1 12 5c6.4 0 10 7 10 7a17.6 17.6 0 0 1-3.2 4.2M6.6 6.6C3.8 8.4 2 12 2 12s3.6 7 10 7a9.7 9.7 0 0 0 5.4-1.6" />
    <path d="M9.9 9.9a3 3 0 0 0 4.2 4.2M3 3l18 18" />
  </>,
);
export const PencilIcon = strokeIcon(<path d="M4 20h4L19 9l-4-4L4 16v4ZM13.5 6.5l4 4" />);
export const CameraIcon = strokeIcon(
  <>
    <path d="M3 8h4l2-3h6l2 3h4v11H3Z" />
    <circle cx="12" cy="13" r="3.5" />
  </>,
);
