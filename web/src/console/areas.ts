import type { StaffPermission } from '../../../shared/staff-roles.ts';
import type { ComponentType } from 'react';

/** A part of the console: its path under /admin, the permission it needs, its menu label, and its screen's code. */
export interface ConsoleArea {
  path: string;
  can: StaffPermission;
  /** Its key under `console.shell.nav`; an area without one (a detail page) is not in the menu. */
  nav?: string;
  screen: () => Promise<{ Component: ComponentType }>;
}

/** The console's areas in menu order, each loaded when first opened. */
export const CONSOLE_AREAS: readonly ConsoleArea[] = [
  { path: 'staff', can: 'staff.manage', nav: 'staff', screen: () => import('./staff/staff-screen.tsx') },
  { path: 'audit', can: 'audit.read', nav: 'audit', screen: () => import('./audit/audit-screen.tsx') },
  {
    path: 'fictional',
    can: 'fictional.manage',
    nav: 'fictional',
    screen: () => import('./fictional/fictional-screen.tsx'),
  },
  { path: 'inbox', can: 'fictional.answer', nav: 'inbox', screen: () => import('./inbox/inbox-screen.tsx') },
];
