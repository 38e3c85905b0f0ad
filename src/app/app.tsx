/**
 * The router (i18next is initialised before render). Chakra's provider is not here: the root
 * layout draws it around every page but the sign-in page (src/routes/__root.tsx).
 */
import { RouterProvider } from '@tanstack/react-router';
import { router } from './router';

export function App() {
  return <RouterProvider router={router} />;
}
