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
  {
    path: 'dashboard',
    can: 'dashboard.read',
    nav: 'dashboard',
    screen: () => import('./dashboard/dashboard-screen.tsx'),
  },
  {
    path: 'moderation/photos',
    can: 'photos.review',
    nav: 'photos',
    screen: () => import('./moderation/photos-screen.tsx'),
  },
  {
    path: 'moderation/complaints',
    can: 'complaints.handle',
    nav: 'complaints',
    screen: () => import('./moderation/complaints-screen.tsx'),
  },
  {
    path: 'moderation/flagged',
    can: 'complaints.handle',
    nav: 'flagged',
    screen: () => import('./moderation/flagged-screen.tsx'),
  },
  {
    path: 'moderation/held',
    can: 'complaints.handle',
    nav: 'held',
    screen: () => import('./moderation/held-screen.tsx'),
  },
  { path: 'inbox', can: 'fictional.answer', nav: 'inbox', screen: () => import('./inbox/inbox-screen.tsx') },
  {
    path: 'fictional',
    can: 'fictional.manage',
    nav: 'fictional',
    screen: () => import('./fictional/fictional-screen.tsx'),
  },
  { path: 'members', can: 'members.read', nav: 'members', screen: () => import('./members/members-screen.tsx') },
  { path: 'members/:id', can: 'members.read', screen: () => import('./members/member-screen.tsx') },
  { path: 'sites', can: 'sites.manage', nav: 'sites', screen: () => import('./sites/sites-screen.tsx') },
  { path: 'sites/:id', can: 'sites.manage', screen: () => import('./sites/site-screen.tsx') },
  { path: 'staff', can: 'staff.manage', nav: 'staff', screen: () => import('./staff/staff-screen.tsx') },
  { path: 'audit', can: 'audit.read', nav: 'audit', screen: () => import('./audit/audit-screen.tsx') },
  { path: 'jobs', can: 'jobs.manage', nav: 'jobs', screen: () => import('./dashboard/jobs-screen.tsx') },
];
