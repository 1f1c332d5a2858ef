import { AppShell, Burger, Group, NavLink, Text } from '@mantine/core';
import { useState } from 'react';
import { Link, NavLink as RouterNavLink, Outlet, useLocation } from 'react-router';
import { ArrowRightIcon, KeyIcon, LogoutIcon, ShieldCheckIcon } from '../ui/icons.js';
import { adminAreaName, useAdmin } from './adminContext.js';
import { visibleSections } from './adminSections.js';
import classes from './AdminShell.module.css';

/** The private area's frame: header, the sections this user may open, and the open section. */
export function AdminShell() {
  const admin = useAdmin();
  const [navOpen, setNavOpen] = useState(false);
  const { pathname } = useLocation();
  // Until a required second factor is set up, no section opens: none is offered.
  const sections = admin.mustEnrolTotp ? [] : visibleSections(admin.abilities);

  return (
    <AppShell
      header={{ height: 56 }}
      navbar={{ width: 240, breakpoint: 'sm', collapsed: { mobile: !navOpen } }}
      padding="lg"
    >
      <AppShell.Header className={classes.header}>
        <Group h="100%" px="md" justify="space-between" wrap="nowrap">
          <Group gap="sm" wrap="nowrap">
            <Burger
              className={classes.burger}
              opened={navOpen}
              onClick={() => setNavOpen((open) => !open)}
              size="sm"
              aria-label={navOpen ? 'Close navigation' : 'Open navigation'}
            />
            <ShieldCheckIcon size={22} className={classes.mark} />
            <Text fw={650} truncate className={classes.orgName}>
              {adminAreaName(admin)}
            </Text>
          </Group>
          <Group gap="sm" wrap="nowrap">
            {admin.org ? (
              <>
                <Link className={classes.headerLink} to="/account" aria-label="Your account">
                  <KeyIcon size={15} />
                  <span className={classes.wideOnly}>Your account</span>
                </Link>
                <a className={classes.headerLink} href={admin.org.portalUrl}>
                  <span className={classes.wideOnly}>Back to the portal</span>
                  <span className={classes.phoneOnly}>Portal</span>
                  <ArrowRightIcon size={15} />
                </a>
              </>
            ) : null}
            <form method="post" action="/logout">
              <button type="submit" className={classes.headerLink}>
                <LogoutIcon size={15} />
                Log out
              </button>
            </form>
          </Group>
        </Group>
      </AppShell.Header>

      <AppShell.Navbar p="sm" aria-label="Private area">
        <Text size="sm" fw={650} px="sm" truncate>
          {adminAreaName(admin)}
        </Text>
        <Text size="xs" c="gray.7" px="sm" pb="xs" truncate title={admin.user.email}>
          {admin.user.displayName} · {admin.user.email}
        </Text>
        <NavLink
          component={RouterNavLink}
          to="/"
          end
          label="Overview"
          active={pathname === '/' || pathname === ''}
          onClick={() => setNavOpen(false)}
        />
        {sections.map((section) => (
          <NavLink
            key={section.path}
            component={RouterNavLink}
            to={`/${section.path}`}
            label={section.label}
            active={pathname === `/${section.path}` || pathname.startsWith(`/${section.path}/`)}
            onClick={() => setNavOpen(false)}
          />
        ))}
      </AppShell.Navbar>

      <AppShell.Main>
        <div className={classes.main}>
          <Outlet />
        </div>
      </AppShell.Main>
    </AppShell>
  );
}
