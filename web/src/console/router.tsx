import { type RouteObject, createBrowserRouter } from 'react-router';
import { CONSOLE_AREAS } from './areas.ts';
import { ConsoleError } from './shell/console-error.tsx';
import { ConsoleIndex, ConsoleLayout } from './shell/console-layout.tsx';
import { LoginScreen } from './shell/login-screen.tsx';

/** The console's routes under /admin: the login, then the areas inside the layout, each its own lazy module. */
export const consoleRoutes: RouteObject[] = [
  { path: '/admin/login', element: <LoginScreen /> },
  {
    path: '/admin',
    element: <ConsoleLayout />,
    errorElement: <ConsoleError />,
    children: [
      { index: true, element: <ConsoleIndex /> },
      ...CONSOLE_AREAS.map((area) => ({ path: area.path, lazy: area.screen })),
      { path: '*', element: <ConsoleError /> },
    ],
  },
];

export const createConsoleRouter = () => createBrowserRouter(consoleRoutes);
