import { useState } from 'react';
import { RouterProvider } from 'react-router-dom';
import { createAppRouter } from './router';
import { appRoutes } from './routes';

/** The application root: the browser router over the route table. */
export const App = () => {
  const [router] = useState(() => createAppRouter(appRoutes));
  return <RouterProvider router={router} />;
};
