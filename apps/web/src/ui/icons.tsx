/**
 * Every icon the web app draws, the portal's and the staff screens' (the one icon module: no
 * other file may import an icon package, eslint.config.js): Tabler Icons' drawings (MIT,
 * @tabler/icons-react 3.51.0), each written as one path. Tabler's components draw an icon as an
 * <svg> holding one <path> per stroke, through a component of their own: a page draws about 160
 * icons, so one path each keeps some 270 elements out of the page and a component layer out of
 * hydration, for the same picture (strokes are drawn alike whether they sit in one path or
 * several).
 * Decorative by default (aria-hidden); pass `label` when the icon alone carries meaning. The
 * stroke presentation comes from one global class (`candor-icon` in styles/global.css, the
 * page's one stylesheet, not a stylesheet of its own that would hold up the first paint), so
 * every icon has the same weight unless `stroke` says otherwise.
 */
export interface IconProps {
  size?: number;
  className?: string;
  label?: string;
  /** The stroke width where it is not the house 1.8: staff menus and buttons draw at 2. */
  stroke?: number;
}

/** Each icon's strokes as one path's data, on Tabler's 24 x 24 grid. */
const PATHS = {
  Download: 'M4 17v2a2 2 0 0 0 2 2h12a2 2 0 0 0 2 -2v-2 M7 11l5 5l5 -5 M12 4l0 12',
  Activity: 'M3 12h4l3 8l4 -16l3 8h4',
  AlertTriangle:
    'M12 9v4 M10.363 3.591l-8.106 13.534a1.914 1.914 0 0 0 1.636 2.871h16.214a1.914 1.914 0 0 0 1.636 -2.87l-8.106 -13.536a1.914 1.914 0 0 0 -3.274 0 M12 16h.01',
  ArrowRight: 'M5 12l14 0 M13 18l6 -6 M13 6l6 6',
  ArrowsDiagonal: 'M16 4l4 0l0 4 M14 10l6 -6 M8 20l-4 0l0 -4 M4 20l6 -6',
  ArrowsSort: 'M3 9l4 -4l4 4m-4 -4v14 M21 15l-4 4l-4 -4m4 4v-14',
  Bell: 'M10 5a2 2 0 1 1 4 0a7 7 0 0 1 4 6v3a4 4 0 0 0 2 3h-16a4 4 0 0 0 2 -3v-3a7 7 0 0 1 4 -6 M9 17v1a3 3 0 0 0 6 0v-1',
  BuildingSkyscraper:
    'M3 21l18 0 M5 21v-14l8 -4v18 M19 21v-10l-6 -4 M9 9l0 .01 M9 12l0 .01 M9 15l0 .01 M9 18l0 .01',
  ChevronDown: 'M6 9l6 6l6 -6',
  ChevronRight: 'M9 6l6 6l-6 6',
  ChevronLeft: 'M15 6l-6 6l6 6',
  ChevronUp: 'M6 15l6 -6l6 6',
  CircleCheck: 'M3 12a9 9 0 1 0 18 0a9 9 0 1 0 -18 0 M9 12l2 2l4 -4',
  CircleMinus: 'M3 12a9 9 0 1 0 18 0a9 9 0 1 0 -18 0 M9 12l6 0',
  Clock: 'M3 12a9 9 0 1 0 18 0a9 9 0 0 0 -18 0 M12 7v5l3 3',
  Code: 'M7 8l-4 4l4 4 M17 8l4 4l-4 4 M14 4l-4 16',
  Database:
    'M4 6a8 3 0 1 0 16 0a8 3 0 1 0 -16 0 M4 6v6a8 3 0 0 0 16 0v-6 M4 12v6a8 3 0 0 0 16 0v-6',
  DeviceLaptop:
    'M3 19l18 0 M5 7a1 1 0 0 1 1 -1h12a1 1 0 0 1 1 1v8a1 1 0 0 1 -1 1h-12a1 1 0 0 1 -1 -1l0 -8',
  Dots: 'M4 12a1 1 0 1 0 2 0a1 1 0 1 0 -2 0 M11 12a1 1 0 1 0 2 0a1 1 0 1 0 -2 0 M18 12a1 1 0 1 0 2 0a1 1 0 1 0 -2 0',
  ExternalLink:
    'M12 6h-6a2 2 0 0 0 -2 2v10a2 2 0 0 0 2 2h10a2 2 0 0 0 2 -2v-6 M11 13l9 -9 M15 4h5v5',
  Eye: 'M10 12a2 2 0 1 0 4 0a2 2 0 0 0 -4 0 M21 12c-2.4 4 -5.4 6 -9 6c-3.6 0 -6.6 -2 -9 -6c2.4 -4 5.4 -6 9 -6c3.6 0 6.6 2 9 6',
  EyeOff:
    'M10.585 10.587a2 2 0 0 0 2.829 2.828 M16.681 16.673a8.717 8.717 0 0 1 -4.681 1.327c-3.6 0 -6.6 -2 -9 -6c1.272 -2.12 2.712 -3.678 4.32 -4.674m2.86 -1.146a9.055 9.055 0 0 1 1.82 -.18c3.6 0 6.6 2 9 6c-.666 1.11 -1.379 2.067 -2.138 2.87 M3 3l18 18',
  FileText:
    'M14 3v4a1 1 0 0 0 1 1h4 M17 21h-10a2 2 0 0 1 -2 -2v-14a2 2 0 0 1 2 -2h7l5 5v11a2 2 0 0 1 -2 2 M9 9l1 0 M9 13l6 0 M9 17l6 0',
  GripVertical:
    'M8 5a1 1 0 1 0 2 0a1 1 0 1 0 -2 0 M8 12a1 1 0 1 0 2 0a1 1 0 1 0 -2 0 M8 19a1 1 0 1 0 2 0a1 1 0 1 0 -2 0 M14 5a1 1 0 1 0 2 0a1 1 0 1 0 -2 0 M14 12a1 1 0 1 0 2 0a1 1 0 1 0 -2 0 M14 19a1 1 0 1 0 2 0a1 1 0 1 0 -2 0',
  Hierarchy:
    'M10 5a2 2 0 1 0 4 0a2 2 0 1 0 -4 0 M3 19a2 2 0 1 0 4 0a2 2 0 1 0 -4 0 M17 19a2 2 0 1 0 4 0a2 2 0 1 0 -4 0 M6.5 17.5l5.5 -4.5l5.5 4.5 M12 7l0 6',
  InfoCircle: 'M3 12a9 9 0 1 0 18 0a9 9 0 0 0 -18 0 M12 9h.01 M11 12h1v4h1',
  Key: 'M16.555 3.843l3.602 3.602a2.877 2.877 0 0 1 0 4.069l-2.643 2.643a2.877 2.877 0 0 1 -4.069 0l-.301 -.301l-6.558 6.558a2 2 0 0 1 -1.239 .578l-.175 .008h-1.172a1 1 0 0 1 -.993 -.883l-.007 -.117v-1.172a2 2 0 0 1 .467 -1.284l.119 -.13l.414 -.414h2v-2h2v-2l2.144 -2.144l-.301 -.301a2.877 2.877 0 0 1 0 -4.069l2.643 -2.643a2.877 2.877 0 0 1 4.069 0 M15 9h.01',
  Leaf: 'M5 21c.5 -4.5 2.5 -8 7 -10 M9 18c6.218 0 10.5 -3.288 11 -12v-2h-4.014c-9 0 -11.986 4 -12 9c0 1 0 3 2 5h3l.014 0',
  Link: 'M9 15l6 -6 M11 6l.463 -.536a5 5 0 0 1 7.071 7.072l-.534 .464 M13 18l-.397 .534a5.068 5.068 0 0 1 -7.127 0a4.972 4.972 0 0 1 0 -7.071l.524 -.463',
  Lock: 'M5 13a2 2 0 0 1 2 -2h10a2 2 0 0 1 2 2v6a2 2 0 0 1 -2 2h-10a2 2 0 0 1 -2 -2v-6 M11 16a1 1 0 1 0 2 0a1 1 0 0 0 -2 0 M8 11v-4a4 4 0 1 1 8 0v4',
  Logout:
    'M14 8v-2a2 2 0 0 0 -2 -2h-7a2 2 0 0 0 -2 2v12a2 2 0 0 0 2 2h7a2 2 0 0 0 2 -2v-2 M9 12h12l-3 -3 M18 15l3 -3',
  Mail: 'M3 7a2 2 0 0 1 2 -2h14a2 2 0 0 1 2 2v10a2 2 0 0 1 -2 2h-14a2 2 0 0 1 -2 -2v-10 M3 7l9 6l9 -6',
  Pin: 'M15 4.5l-4 4l-4 1.5l-1.5 1.5l7 7l1.5 -1.5l1.5 -4l4 -4 M9 15l-4.5 4.5 M14.5 4l5.5 5.5',
  Refresh: 'M20 11a8.1 8.1 0 0 0 -15.5 -2m-.5 -4v4h4 M4 13a8.1 8.1 0 0 0 15.5 2m.5 4v-4h-4',
  Search: 'M3 10a7 7 0 1 0 14 0a7 7 0 1 0 -14 0 M21 21l-6 -6',
  Server:
    'M3 7a3 3 0 0 1 3 -3h12a3 3 0 0 1 3 3v2a3 3 0 0 1 -3 3h-12a3 3 0 0 1 -3 -3v-2 M3 15a3 3 0 0 1 3 -3h12a3 3 0 0 1 3 3v2a3 3 0 0 1 -3 3h-12a3 3 0 0 1 -3 -3l0 -2 M7 8l0 .01 M7 16l0 .01',
  ShieldCheck:
    'M11.46 20.846a12 12 0 0 1 -7.96 -14.846a12 12 0 0 0 8.5 -3a12 12 0 0 0 8.5 3a12 12 0 0 1 -.09 7.06 M15 19l2 2l4 -4',
  Share:
    'M3 12a3 3 0 1 0 6 0a3 3 0 1 0 -6 0 M15 6a3 3 0 1 0 6 0a3 3 0 1 0 -6 0 M15 18a3 3 0 1 0 6 0a3 3 0 1 0 -6 0 M8.7 10.7l6.6 -3.4 M8.7 13.3l6.6 3.4',
  Sparkles:
    'M16 18a2 2 0 0 1 2 2a2 2 0 0 1 2 -2a2 2 0 0 1 -2 -2a2 2 0 0 1 -2 2m0 -12a2 2 0 0 1 2 2a2 2 0 0 1 2 -2a2 2 0 0 1 -2 -2a2 2 0 0 1 -2 2m-7 12a6 6 0 0 1 6 -6a6 6 0 0 1 -6 -6a6 6 0 0 1 -6 6a6 6 0 0 1 6 6',
  Users:
    'M5 7a4 4 0 1 0 8 0a4 4 0 1 0 -8 0 M3 21v-2a4 4 0 0 1 4 -4h4a4 4 0 0 1 4 4v2 M16 3.13a4 4 0 0 1 0 7.75 M21 21v-2a4 4 0 0 0 -3 -3.85',
  ArrowsMove:
    'M18 9l3 3l-3 3 M15 12h6 M6 9l-3 3l3 3 M3 12h6 M9 18l3 3l3 -3 M12 15v6 M15 6l-3 -3l-3 3 M12 3v6',
  Pencil: 'M4 20h4l10.5 -10.5a2.828 2.828 0 1 0 -4 -4l-10.5 10.5v4 M13.5 6.5l4 4',
  Photo:
    'M15 8h.01 M3 6a3 3 0 0 1 3 -3h12a3 3 0 0 1 3 3v12a3 3 0 0 1 -3 3h-12a3 3 0 0 1 -3 -3v-12 M3 16l5 -5c.928 -.893 2.072 -.893 3 0l5 5 M14 14l1 -1c.928 -.893 2.072 -.893 3 0l3 3',
  Plus: 'M12 5l0 14 M5 12l14 0',
  TextCaption:
    'M4 15h16 M4 5a1 1 0 0 1 1 -1h4a1 1 0 0 1 1 1v4a1 1 0 0 1 -1 1h-4a1 1 0 0 1 -1 -1l0 -4 M4 20h12',
  TextSize: 'M3 7v-2h13v2 M10 5v14 M12 19h-4 M15 13v-1h6v1 M18 12v7 M17 19h2',
  Trash:
    'M4 7l16 0 M10 11l0 6 M14 11l0 6 M5 7l1 12a2 2 0 0 0 2 2h8a2 2 0 0 0 2 -2l1 -12 M9 7v-3a1 1 0 0 1 1 -1h4a1 1 0 0 1 1 1v3',
  Upload: 'M4 17v2a2 2 0 0 0 2 2h12a2 2 0 0 0 2 -2v-2 M7 9l5 -5l5 5 M12 4l0 12',
  X: 'M18 6l-12 12 M6 6l12 12',
} as const;

function icon(name: keyof typeof PATHS) {
  const d = PATHS[name];
  return function Icon({ size = 16, className, label, stroke }: IconProps) {
    return (
      <svg
        width={size}
        height={size}
        viewBox="0 0 24 24"
        className={className ? `candor-icon ${className}` : 'candor-icon'}
        focusable="false"
        {...(stroke === undefined ? {} : { style: { strokeWidth: stroke } })}
        {...(label ? { role: 'img', 'aria-label': label } : { 'aria-hidden': true })}
      >
        <path d={d} />
      </svg>
    );
  };
}

export const LockIcon = icon('Lock');
export const EyeOffIcon = icon('EyeOff');
export const CheckCircleIcon = icon('CircleCheck');
export const ClockIcon = icon('Clock');
export const MinusCircleIcon = icon('CircleMinus');
export const ChevronDownIcon = icon('ChevronDown');
export const ChevronRightIcon = icon('ChevronRight');
export const ChevronLeftIcon = icon('ChevronLeft');
export const ChevronUpIcon = icon('ChevronUp');
export const ArrowRightIcon = icon('ArrowRight');
export const ExpandIcon = icon('ArrowsDiagonal');
export const FileIcon = icon('FileText');
export const LinkIcon = icon('Link');
export const ExternalLinkIcon = icon('ExternalLink');
export const PinIcon = icon('Pin');
export const SearchIcon = icon('Search');
export const BellIcon = icon('Bell');
export const MailIcon = icon('Mail');
export const AlertTriangleIcon = icon('AlertTriangle');
export const ShieldCheckIcon = icon('ShieldCheck');
export const ServerIcon = icon('Server');
export const CodeIcon = icon('Code');
export const DatabaseIcon = icon('Database');
export const KeyIcon = icon('Key');
export const LaptopIcon = icon('DeviceLaptop');
export const NetworkIcon = icon('Hierarchy');
export const UsersIcon = icon('Users');
export const ActivityIcon = icon('Activity');
export const EyeIcon = icon('Eye');
export const RefreshIcon = icon('Refresh');
export const SparklesIcon = icon('Sparkles');
export const ShareIcon = icon('Share');
export const LeafIcon = icon('Leaf');
export const BuildingIcon = icon('BuildingSkyscraper');
export const LogoutIcon = icon('Logout');
export const DownloadIcon = icon('Download');
export const DotsIcon = icon('Dots');
export const GripIcon = icon('GripVertical');
export const InfoIcon = icon('InfoCircle');
export const SortIcon = icon('ArrowsSort');

export const MoveIcon = icon('ArrowsMove');
export const PencilIcon = icon('Pencil');
export const PhotoIcon = icon('Photo');
export const PlusIcon = icon('Plus');
export const TextCaptionIcon = icon('TextCaption');
export const TextSizeIcon = icon('TextSize');
export const TrashIcon = icon('Trash');
export const UploadIcon = icon('Upload');
export const CloseIcon = icon('X');
