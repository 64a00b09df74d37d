import { createBrowserRouter } from 'react-router';
import { routes } from './routes';
import { startAtTopUnlessHistoryLoad } from './scroll-on-load';

startAtTopUnlessHistoryLoad();
export const router = createBrowserRouter(routes);
