import '@mantine/core/styles/Avatar.css';
import { companyInitials } from '@candor/domain/companies/company';
import { Avatar } from '@mantine/core';

/** A company's mark, or its initials when it has none (the lettered fallback). */
export function CompanyLogo({
  name,
  logoUrl,
  size,
}: {
  name: string;
  logoUrl: string | null;
  size: number;
}) {
  return logoUrl ? (
    <img src={logoUrl} alt="" width={size} height={size} style={{ objectFit: 'contain' }} />
  ) : (
    <Avatar size={size} radius="sm" color="gray" aria-hidden>
      {companyInitials(name)}
    </Avatar>
  );
}
