import { Tabs } from '@mantine/core';
import { useLocation, useNavigate } from 'react-router';

/**
 * A section's tabs, each an address of its own under `base` (e.g. /access/requests): the one
 * whose address is open is selected; choosing another goes there (arrow keys move between them).
 */
export function RouteTabs({
  base,
  label,
  tabs,
}: {
  base: string;
  label: string;
  tabs: readonly { path: string; label: string }[];
}) {
  const { pathname } = useLocation();
  const navigate = useNavigate();
  const current = tabs.find((tab) => pathname.startsWith(`${base}/${tab.path}`))?.path ?? null;
  return (
    <Tabs
      value={current}
      onChange={(value) => value && void navigate(`${base}/${value}`)}
      mb="lg"
      keepMounted={false}
    >
      <Tabs.List aria-label={label}>
        {tabs.map((tab) => (
          <Tabs.Tab key={tab.path} value={tab.path}>
            {tab.label}
          </Tabs.Tab>
        ))}
      </Tabs.List>
    </Tabs>
  );
}
