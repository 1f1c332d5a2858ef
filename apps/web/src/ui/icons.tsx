/**
 * The few line icons the portal draws, inline (no icon library in the bundle). Decorative by
 * default (aria-hidden); pass `label` when the icon alone carries meaning.
 */
import type { ReactNode } from 'react';
import classes from './icons.module.css';

export interface IconProps {
  size?: number;
  className?: string;
  label?: string;
}

function icon(paths: ReactNode) {
  return function Icon({ size = 16, className, label }: IconProps) {
    return (
      <svg
        width={size}
        height={size}
        viewBox="0 0 24 24"
        className={className ? `${classes.icon} ${className}` : classes.icon}
        focusable="false"
        {...(label ? { role: 'img', 'aria-label': label } : { 'aria-hidden': true })}
      >
        {paths}
      </svg>
    );
  };
}

export const LockIcon = icon(
  <>
    <rect x="5" y="11" width="14" height="10" rx="2" />
    <path d="M8 11V7a4 4 0 0 1 8 0v4" />
  </>,
);

export const EyeOffIcon = icon(
  <>
    <path d="M10.6 10.6a2 2 0 0 0 2.8 2.8" />
    <path d="M9.4 5.2A9.7 9.7 0 0 1 12 5c4 0 7.3 2.3 9.5 7-.6 1.3-1.3 2.4-2.1 3.3M17.4 17.4A9.6 9.6 0 0 1 12 19c-4 0-7.3-2.3-9.5-7 1-2.2 2.3-3.9 3.9-5.1" />
    <path d="M3 3l18 18" />
  </>,
);

export const CheckCircleIcon = icon(
  <>
    <circle cx="12" cy="12" r="9" />
    <path d="M8.5 12.5l2.5 2.5 5-5" />
  </>,
);

export const ClockIcon = icon(
  <>
    <circle cx="12" cy="12" r="9" />
    <path d="M12 7v5l3 2" />
  </>,
);

export const MinusCircleIcon = icon(
  <>
    <circle cx="12" cy="12" r="9" />
    <path d="M8 12h8" />
  </>,
);

export const ChevronDownIcon = icon(<path d="M6 9l6 6 6-6" />);
export const ChevronRightIcon = icon(<path d="M9 6l6 6-6 6" />);
export const ArrowRightIcon = icon(
  <>
    <path d="M5 12h14" />
    <path d="M13 18l6-6-6-6" />
  </>,
);

export const ExpandIcon = icon(
  <>
    <path d="M16 4h4v4" />
    <path d="M14 10l6-6" />
    <path d="M8 20H4v-4" />
    <path d="M4 20l6-6" />
  </>,
);

export const FileIcon = icon(
  <>
    <path d="M14 3v4a1 1 0 0 0 1 1h4" />
    <path d="M17 21H7a2 2 0 0 1-2-2V5a2 2 0 0 1 2-2h7l5 5v11a2 2 0 0 1-2 2z" />
    <path d="M9 13h6M9 17h4" />
  </>,
);

export const LinkIcon = icon(
  <>
    <path d="M9 15l6-6" />
    <path d="M11 6l.5-.5a4.2 4.2 0 0 1 6 6l-.5.5" />
    <path d="M13 18l-.4.5a4.3 4.3 0 0 1-6-6l.4-.5" />
  </>,
);

export const ExternalLinkIcon = icon(
  <>
    <path d="M12 6H6a2 2 0 0 0-2 2v10a2 2 0 0 0 2 2h10a2 2 0 0 0 2-2v-6" />
    <path d="M11 13l9-9" />
    <path d="M15 4h5v5" />
  </>,
);

export const PinIcon = icon(
  <>
    <path d="M15 4.5l-4 4-4 1.5-1.5 1.5 7 7 1.5-1.5 1.5-4 4-4" />
    <path d="M9 15l-4.5 4.5" />
    <path d="M14.5 4L20 9.5" />
  </>,
);

export const SearchIcon = icon(
  <>
    <circle cx="10" cy="10" r="7" />
    <path d="M21 21l-6-6" />
  </>,
);

export const BellIcon = icon(
  <>
    <path d="M10 5a2 2 0 1 1 4 0 7 7 0 0 1 4 6v3a4 4 0 0 0 2 3H4a4 4 0 0 0 2-3v-3a7 7 0 0 1 4-6" />
    <path d="M9 17v1a3 3 0 0 0 6 0v-1" />
  </>,
);

export const MailIcon = icon(
  <>
    <rect x="3" y="5" width="18" height="14" rx="2" />
    <path d="M3 7l9 6 9-6" />
  </>,
);

export const AlertTriangleIcon = icon(
  <>
    <path d="M12 9v4" />
    <path d="M10.4 3.9L2.6 17a1.9 1.9 0 0 0 1.6 2.9h15.6a1.9 1.9 0 0 0 1.6-2.9L13.6 3.9a1.9 1.9 0 0 0-3.2 0z" />
    <path d="M12 16h.01" />
  </>,
);

export const ShieldCheckIcon = icon(
  <>
    <path d="M12 3a12 12 0 0 0 8.5 3A12 12 0 0 1 12 21 12 12 0 0 1 3.5 6 12 12 0 0 0 12 3" />
    <path d="M9 12l2 2 4-4" />
  </>,
);

export const ServerIcon = icon(
  <>
    <rect x="3" y="4" width="18" height="7" rx="2" />
    <rect x="3" y="13" width="18" height="7" rx="2" />
    <path d="M7 8h.01M7 17h.01" />
  </>,
);

export const CodeIcon = icon(<path d="M7 8l-4 4 4 4M17 8l4 4-4 4M14 4l-4 16" />);

export const DatabaseIcon = icon(
  <>
    <ellipse cx="12" cy="6" rx="8" ry="3" />
    <path d="M4 6v6c0 1.7 3.6 3 8 3s8-1.3 8-3V6" />
    <path d="M4 12v6c0 1.7 3.6 3 8 3s8-1.3 8-3v-6" />
  </>,
);

export const KeyIcon = icon(
  <>
    <circle cx="8" cy="15" r="4" />
    <path d="M10.8 12.2L19 4M16 7l3 3" />
  </>,
);

export const LaptopIcon = icon(
  <>
    <rect x="4" y="5" width="16" height="11" rx="1" />
    <path d="M2 19h20" />
  </>,
);

export const NetworkIcon = icon(
  <>
    <circle cx="12" cy="5" r="2" />
    <circle cx="5" cy="19" r="2" />
    <circle cx="19" cy="19" r="2" />
    <path d="M12 7v5M12 12l-6 5.5M12 12l6 5.5" />
  </>,
);

export const UsersIcon = icon(
  <>
    <circle cx="9" cy="7" r="4" />
    <path d="M3 21v-2a4 4 0 0 1 4-4h4a4 4 0 0 1 4 4v2" />
    <path d="M16 3.1a4 4 0 0 1 0 7.8M21 21v-2a4 4 0 0 0-3-3.9" />
  </>,
);

export const ActivityIcon = icon(<path d="M3 12h4l3 8 4-16 3 8h4" />);

export const EyeIcon = icon(
  <>
    <circle cx="12" cy="12" r="2" />
    <path d="M22 12c-2.7 4.7-6 7-10 7s-7.3-2.3-10-7c2.7-4.7 6-7 10-7s7.3 2.3 10 7" />
  </>,
);

export const RefreshIcon = icon(
  <>
    <path d="M20 11A8.1 8.1 0 0 0 4.5 9M4 5v4h4" />
    <path d="M4 13a8.1 8.1 0 0 0 15.5 2m.5 4v-4h-4" />
  </>,
);

export const SparklesIcon = icon(
  <path d="M16 18a2 2 0 0 1 2 2 2 2 0 0 1 2-2 2 2 0 0 1-2-2 2 2 0 0 1-2 2zm0-12a2 2 0 0 1 2 2 2 2 0 0 1 2-2 2 2 0 0 1-2-2 2 2 0 0 1-2 2zM9 18a6 6 0 0 1 6-6 6 6 0 0 1-6-6 6 6 0 0 1-6 6 6 6 0 0 1 6 6z" />,
);

export const LeafIcon = icon(
  <>
    <path d="M5 21c.5-4.5 2.5-8 7-10" />
    <path d="M9 18c6.2 0 10.5-3.3 11-12V4h-4c-9 0-12 4-12 9 0 1 0 3 2 5h3z" />
  </>,
);

export const BuildingIcon = icon(
  <>
    <path d="M3 21h18M5 21V7l8-4v18M19 21V11l-6-4" />
    <path d="M9 9v.01M9 12v.01M9 15v.01M9 18v.01" />
  </>,
);

export const LogoutIcon = icon(
  <>
    <path d="M14 8V6a2 2 0 0 0-2-2H5a2 2 0 0 0-2 2v12a2 2 0 0 0 2 2h7a2 2 0 0 0 2-2v-2" />
    <path d="M9 12h12l-3-3M18 15l3-3" />
  </>,
);

export const DownloadIcon = icon(
  <>
    <path d="M4 17v2a2 2 0 0 0 2 2h12a2 2 0 0 0 2-2v-2" />
    <path d="M7 11l5 5 5-5" />
    <path d="M12 4v12" />
  </>,
);
