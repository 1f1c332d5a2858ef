import type { JSX } from 'react';
import type { CardKind } from '@candor/domain/cards/constants';
import iconBadge from '../ui/IconBadge.module.css';
import type { IconProps } from '../ui/icons.js';
import {
  ActivityIcon,
  BuildingIcon,
  CodeIcon,
  DatabaseIcon,
  EyeIcon,
  FileIcon,
  KeyIcon,
  LaptopIcon,
  LeafIcon,
  NetworkIcon,
  RefreshIcon,
  ServerIcon,
  ShieldCheckIcon,
  SparklesIcon,
  UsersIcon,
} from '../ui/icons.js';
import classes from './CardIcon.module.css';

const DEFAULT_ICONS: Partial<Record<CardKind, (props: IconProps) => JSX.Element>> = {
  DataSecurity: DatabaseIcon,
  CustomerData: DatabaseIcon,
  ApplicationSecurity: CodeIcon,
  ProductFeatures: ShieldCheckIcon,
  Legal: FileIcon,
  Policies: FileIcon,
  Reports: FileIcon,
  Questionnaires: FileIcon,
  Documents: FileIcon,
  Ai: SparklesIcon,
  Esg: LeafIcon,
  DataPrivacy: EyeIcon,
  AccessControl: KeyIcon,
  Infrastructure: ServerIcon,
  EndpointSecurity: LaptopIcon,
  NetworkSecurity: NetworkIcon,
  InternalPractices: BuildingIcon,
  PhysicalEnvironmental: BuildingIcon,
  ContinuousMonitoring: ActivityIcon,
  ChangeConfigurationManagement: RefreshIcon,
  BusinessContinuity: RefreshIcon,
  AwarenessTraining: UsersIcon,
  TrustedBy: UsersIcon,
  Subprocessors: NetworkIcon,
};

/** A card's icon: the organisation's custom one (20x20) or a default per card kind. */
export function CardIcon({ kind, iconUrl }: { kind: CardKind; iconUrl: string | null }) {
  if (iconUrl) {
    return (
      <span className={`${iconBadge.badge} ${classes.icon}`}>
        <img src={iconUrl} alt="" width={20} height={20} loading="lazy" decoding="async" />
      </span>
    );
  }
  const Icon = DEFAULT_ICONS[kind] ?? ShieldCheckIcon;
  return (
    <span className={`${iconBadge.badge} ${classes.icon}`}>
      <Icon size={20} />
    </span>
  );
}
