import { Anchor, List, Text } from '@mantine/core';
import { Link } from 'react-router';
import { useAdmin } from './adminContext.js';
import { visibleSections } from './adminSections.js';
import { PageHeader } from './ui/PageHeader.js';

/** The private area's start: the sections this user may open. */
export function AdminHome() {
  const admin = useAdmin();
  const sections = visibleSections(admin.abilities);
  return (
    <>
      <PageHeader title="Private area">
        {admin.org
          ? `Run ${admin.org.name}'s trust center. Content is edited on the portal itself.`
          : 'Run this installation: create, change and delete its organisations.'}
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
