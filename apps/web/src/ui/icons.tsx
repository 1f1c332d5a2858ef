/**
 * The line icons the portal draws, from Tabler Icons (named imports, so the bundle carries only
 * these). Decorative by default (aria-hidden); pass `label` when the icon alone carries meaning.
 * The stroke presentation comes from one CSS class, so every icon has the same weight.
 */
import {
  IconDownload,
  IconActivity,
  IconAlertTriangle,
  IconArrowRight,
  IconArrowsDiagonal,
  IconBell,
  IconBuildingSkyscraper,
  IconChevronDown,
  IconChevronRight,
  IconCircleCheck,
  IconCircleMinus,
  IconClock,
  IconCode,
  IconDatabase,
  IconDeviceLaptop,
  IconDots,
  IconExternalLink,
  IconEye,
  IconEyeOff,
  IconFileText,
  IconHierarchy,
  IconKey,
  IconLeaf,
  IconLink,
  IconLock,
  IconLogout,
  IconMail,
  IconPin,
  IconRefresh,
  IconSearch,
  IconServer,
  IconShieldCheck,
  IconSparkles,
  IconUsers,
  type Icon as TablerIcon,
} from '@tabler/icons-react';
import classes from './icons.module.css';

export interface IconProps {
  size?: number;
  className?: string;
  label?: string;
}

/**
 * Tabler writes the stroke presentation on every <svg>; the CSS class already gives it, and a
 * page draws a hundred icons, so these attributes are left out of the HTML.
 */
const PRESENTATION_FROM_CSS = {
  xmlns: undefined,
  fill: undefined,
  strokeWidth: undefined,
  strokeLinecap: undefined,
  strokeLinejoin: undefined,
} as const;

function icon(Tabler: TablerIcon) {
  return function Icon({ size = 16, className, label }: IconProps) {
    return (
      <Tabler
        {...PRESENTATION_FROM_CSS}
        size={size}
        className={className ? `${classes.icon} ${className}` : classes.icon}
        focusable="false"
        {...(label ? { role: 'img', 'aria-label': label } : { 'aria-hidden': true })}
      />
    );
  };
}

export const LockIcon = icon(IconLock);
export const EyeOffIcon = icon(IconEyeOff);
export const CheckCircleIcon = icon(IconCircleCheck);
export const ClockIcon = icon(IconClock);
export const MinusCircleIcon = icon(IconCircleMinus);
export const ChevronDownIcon = icon(IconChevronDown);
export const ChevronRightIcon = icon(IconChevronRight);
export const ArrowRightIcon = icon(IconArrowRight);
export const ExpandIcon = icon(IconArrowsDiagonal);
export const FileIcon = icon(IconFileText);
export const LinkIcon = icon(IconLink);
export const ExternalLinkIcon = icon(IconExternalLink);
export const PinIcon = icon(IconPin);
export const SearchIcon = icon(IconSearch);
export const BellIcon = icon(IconBell);
export const MailIcon = icon(IconMail);
export const AlertTriangleIcon = icon(IconAlertTriangle);
export const ShieldCheckIcon = icon(IconShieldCheck);
export const ServerIcon = icon(IconServer);
export const CodeIcon = icon(IconCode);
export const DatabaseIcon = icon(IconDatabase);
export const KeyIcon = icon(IconKey);
export const LaptopIcon = icon(IconDeviceLaptop);
export const NetworkIcon = icon(IconHierarchy);
export const UsersIcon = icon(IconUsers);
export const ActivityIcon = icon(IconActivity);
export const EyeIcon = icon(IconEye);
export const RefreshIcon = icon(IconRefresh);
export const SparklesIcon = icon(IconSparkles);
export const LeafIcon = icon(IconLeaf);
export const BuildingIcon = icon(IconBuildingSkyscraper);
export const LogoutIcon = icon(IconLogout);
export const DownloadIcon = icon(IconDownload);
export const DotsIcon = icon(IconDots);
