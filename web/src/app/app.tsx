import { BrowserRouter } from 'react-router-dom';
import { AppRoutes } from './router';
import { appRoutes } from './routes';

/** The application root: the route table under the browser's history, with clean paths (000 section 2: no hash routing). */
export const App = () => (
  <BrowserRouter>
    <AppRoutes routes={appRoutes} />
  </BrowserRouter>
);
