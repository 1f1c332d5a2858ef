import { Anchor, List, Text } from '@mantine/core';
import { Link } from 'react-router';
import { useAdmin } from './adminContext.js';
import { visibleSections } from './adminSections.js';
import { Dashboard } from './dashboard/Dashboard.js';
import { PageHeader } from './ui/PageHeader.js';

/**
 * The private area's start: an organisation's Overview (its dashboard); for the installation's
 * operator without an organisation, the sections they may open.
 */
export function AdminHome() {
  const admin = useAdmin();
  if (admin.org) return <Dashboard orgName={admin.org.name} portalUrl={admin.org.portalUrl} />;
  const sections = visibleSections(admin.abilities);
  return (
    <>
      <PageHeader title="Private area">
        Run this installation: create, change and delete its organisations.
      </PageHeader>
      {sections.length === 0 ? (
        <Text>Your account has no access to the sections of the private area.</Text>
      ) : (
        <List spacing="xs">
          {sections.map((section) => (
            <List.Item key={section.path}>
              <Anchor component={Link} to={`/${section.path}`}>
                {section.label}
              </Anchor>
            </List.Item>
          ))}
        </List>
      )}
    </>
  );
}
