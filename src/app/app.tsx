/** The providers: Chakra's system and the router (i18next is initialised before render); starts the sync. */
import { ChakraProvider } from '@chakra-ui/react';
import { RouterProvider } from '@tanstack/react-router';
import { useEffect } from 'react';
import { router } from './router';
import { startSync } from './sync';
import { system } from './system';

export function App() {
  // The outbox's sync engine: once per app, sending only while a user is signed in.
  useEffect(() => startSync(), []);
  return (
    <ChakraProvider value={system}>
      <RouterProvider router={router} />
    </ChakraProvider>
  );
}
